"""Typing any text: ``input_text`` with Chinese, accents and an emoji goes through ADBKeyBoard
(``venus_tasks.env.ime``) into a field of each kind on the simulated device, an EditText in
a list app, a dialog's field and Chrome's address bar, and is read back from the app's
store; ASCII still goes through ``input text``; the input method of before is put back after the
episode."""

from __future__ import annotations

import urllib.parse

import pytest

from apps import chrome, expense, markor
from venus_tasks.env import actions as A
from venus_tasks.env.ime import IME_ID

TEXT = "午餐 café 😀"          # Chinese, an accent and an emoji (outside the BMP)
GBOARD = "com.google.android.inputmethod.latin/com.android.inputmethod.latin.LatinIME"


def _index(obs, rid: str) -> int:
    return next(i for i, e in enumerate(obs.ui_elements) if e.resource_id.endswith("/" + rid))


def _act(env, obs, **kw):
    env.execute(A.JSONAction(**kw), obs.ui_elements, obs.screen_size)
    return env.observe(0)


@pytest.fixture
def episode(env):
    """The env between ``begin_episode`` and ``end_episode``, as the episode loop runs it."""
    env.prepare_for_task()
    env.begin_episode()
    try:
        yield env
    finally:
        env.end_episode()
        env.after_episode()


@pytest.fixture
def model(sim_server, env):
    """The simulated device's model (its shell's ``command_log``)."""
    return sim_server.device(env.device.serial)


def test_an_episode_types_through_adbkeyboard_and_puts_the_input_method_back(env):
    dev = env.device
    assert dev.settings_get("secure", "default_input_method") == GBOARD
    env.prepare_for_task()                              # in the round trip it makes anyway
    assert dev.settings_get("secure", "default_input_method") == IME_ID
    env.begin_episode()
    env.end_episode()                                   # the agent is done: still selected for scoring
    assert dev.settings_get("secure", "default_input_method") == IME_ID
    env.after_episode()
    env.after_episode()                                 # idempotent
    assert dev.settings_get("secure", "default_input_method") == GBOARD


def test_edit_text_in_a_list_app(episode, model):
    env, dev = episode, episode.device
    expense.reset(dev)
    env.open_app("Pro Expense")
    obs = _act(env, env.observe(0), action_type=A.CLICK, index=_index(env.observe(0), "fb_main_add"))
    obs = _act(env, obs, action_type=A.INPUT_TEXT, index=_index(obs, "edt_name"), text=TEXT)
    assert obs.ui_elements[_index(obs, "edt_name")].text == TEXT     # the field shows it
    obs = _act(env, obs, action_type=A.INPUT_TEXT, index=_index(obs, "edt_amount"), text="12")
    save = next(i for i, e in enumerate(obs.ui_elements) if e.text == "Save")
    _act(env, obs, action_type=A.CLICK, index=save)
    assert [(r["name"], r["amount"]) for r in expense.list_expenses(dev)] == [(TEXT, 1200)]
    # the Chinese went as base64 in an am broadcast, the digits with `input text`
    log = [" ".join(c) for c in model.command_log]
    assert any(c.startswith("am broadcast -a ADB_INPUT_B64 --es msg 5Y2I6aSQIGNhZsOpIPCfmIA=") for c in log)
    assert "input text 12" in log


def test_a_dialog_field(episode):
    env, dev = episode, episode.device
    markor.clear_notes(dev)
    dev.force_stop("net.gsantner.markor")
    env.open_app("Markor")
    obs = env.observe(0)
    obs = _act(env, obs, action_type=A.CLICK, index=_index(obs, "fab_add_new_item"))
    obs = _act(env, obs, action_type=A.INPUT_TEXT, index=_index(obs, "new_file_dialog__name"), text=TEXT,
               clear_text=True)
    ok = next((i for i, e in enumerate(obs.ui_elements) if e.resource_id == "android:id/button1"), None)
    if ok is not None:                                  # ENTER may have pressed OK already
        _act(env, obs, action_type=A.CLICK, index=ok)
    assert f"{TEXT}.md" in markor.read_notes(dev)       # the file Markor created is named so


def test_chrome_address_bar(episode):
    env, dev = episode, episode.device
    page = f"/sdcard/Download/页面 {TEXT}.html"
    dev.write_text(page, "<html><head><title>Unicode</title></head><body><p>ok</p></body></html>")
    chrome.open_url(dev, "file:///sdcard/Download/")
    obs = env.observe(0)
    typed = f"file://{page}"
    obs = _act(env, obs, action_type=A.INPUT_TEXT, index=_index(obs, "url_bar"), text=typed)
    rows = _history(dev)
    assert (typed, 1) in [(urllib.parse.unquote(r["url"]), r["typed_count"]) for r in rows], rows
    assert any(e.text == "ok" for e in obs.ui_elements)  # the page loaded


def _history(dev) -> list[dict]:
    out = dev.run(["sqlite3", "-separator", "\t", "/data/data/com.android.chrome/app_chrome/Default/History",
                   "SELECT url, typed_count FROM urls"])
    return [{"url": u, "typed_count": int(n)} for u, n in (line.split("\t") for line in out.splitlines())]


def test_ascii_keeps_input_text_and_multiline_mixes_both(episode, model):
    env, dev = episode, episode.device
    markor.clear_notes(dev)
    markor.write_note(dev, "a.txt", "")
    dev.force_stop("net.gsantner.markor")             # the file list, not the last note
    env.open_app("Markor")
    obs = env.observe(0)
    obs = _act(env, obs, action_type=A.CLICK,
               index=next(i for i, e in enumerate(obs.ui_elements) if e.text == "a.txt"))
    model.command_log.clear()
    obs = _act(env, obs, action_type=A.INPUT_TEXT, index=_index(obs, "document__fragment__edit__highlighting_editor"),
               text="plain %s text\n第二行 ü")
    ran = [" ".join(c) for c in model.command_log]
    assert "input text plain%s%s%stext" in ran and "input keyevent KEYCODE_ENTER" in ran
    assert any(c.startswith("am broadcast -a ADB_INPUT_B64") for c in ran)
    env.execute(A.JSONAction(A.NAVIGATE_BACK), obs.ui_elements, obs.screen_size)
    env.execute(A.JSONAction(A.NAVIGATE_BACK), (), obs.screen_size)
    assert markor.read_notes(dev)["a.txt"].startswith("plain   text\n第二行 ü")   # `input text` reads %s as a space
