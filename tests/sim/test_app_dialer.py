"""Phone (com.google.android.dialer) on the simulated device: the launcher opens its
Favorites tab; the bottom navigation switches tabs; Recents lists the call log newest
first, a contact's call by name; its call button and the dialpad's dial button place an
outgoing call (the in-call screen shows it); BACK closes the dialpad -- driven only by
``input`` on what ``uiautomator dump`` shows."""

from __future__ import annotations

from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap

START = "monkey -p com.google.android.dialer -c android.intent.category.LAUNCHER 1"


def texts(sh, rid):
    return [e.text for e in elements(sh) if e.resource_id.endswith("/" + rid)]


def test_tabs_and_recents(sh, model):
    model.save_contact("Ada Lovelace", "6505551234")
    now = model.clock.now_ns() // 10**6
    model.telephony.add_record("6505559876", 3, now - 1_200_000, 0)
    model.telephony.add_record("6505551234", 1, now - 600_000, 60)
    sh(START)
    assert find(sh, rid="speed_dial_tab").is_selected
    assert find(sh, "You haven't added any favorites yet") is not None
    tap(sh, "Recents")
    assert find(sh, rid="call_log_tab").is_selected and not find(sh, rid="speed_dial_tab").is_selected
    assert texts(sh, "primary_text") == ["Ada Lovelace", "(650) 555-9876"]
    assert texts(sh, "secondary_text")[1].startswith("Missed · ")
    assert_dump_matches_screenshot(sh, model, "dialer recents")
    tap(sh, "Call (650) 555-9876", "call_button")
    assert model.telephony.call_state == 2 and model.telephony.number == "6505559876"
    assert "InCallActivity" in sh("dumpsys window | grep mCurrentFocus")[0]


def test_the_dialpad_dials_what_was_typed(sh, model):
    sh(START)
    tap(sh, "key pad", "fab")
    for key in ("6", "5", "0", "9"):
        tap(sh, key)
    tap(sh, "backspace")
    assert find(sh, rid="digits").text == "650"
    tap(sh, "dial")
    assert model.telephony.number == "650" and model.telephony.call_state == 2


def test_back_closes_the_dialpad(sh, model):
    sh(START)
    tap(sh, "key pad", "fab")
    assert find(sh, rid="digits") is not None
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, rid="digits") is None and find(sh, rid="speed_dial_tab") is not None
