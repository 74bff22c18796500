"""The state guard: changes outside a task's ``may_change`` fail the episode, with the
diff in ``verdict``; what Android writes by itself does not."""

from __future__ import annotations

import random

from apps import expense, markor
from venus_tasks.env import actions as A
from venus_tasks.tasks.hgb import GUIBrowsingMarkorHighestBudget
from venus_tasks.tasks.va import VagueNapDoNotDisturb, VagueScreenTooDark
from verifiers.guard import MayChange, system_written


def _score(env, task, apply) -> float:
    task.initialize_task(env)
    try:
        apply(env)
        return task.is_successful(env)
    finally:
        task.tear_down(env)


def test_allowed_change_passes_and_collateral_change_fails(env):
    task = VagueNapDoNotDisturb(VagueNapDoNotDisturb.generate_random_params(0))
    assert _score(env, task, lambda e: e.device.settings_put("global", "zen_mode", 1)) == 1.0
    assert task.verdict == {"verify_score": 1.0, "unexpected_changes": []}

    def dnd_and_airplane(e):
        e.device.settings_put("global", "zen_mode", 1)
        e.device.settings_put("global", "airplane_mode_on", 1)

    assert _score(env, task, dnd_and_airplane) == 0.0
    assert task.verdict["verify_score"] == 1.0
    assert task.verdict["unexpected_changes"] == ["settings global airplane_mode_on: '0' -> '1'"]


def test_muting_the_alarm_before_a_nap_fails(env):
    task = VagueNapDoNotDisturb(VagueNapDoNotDisturb.generate_random_params(0))

    def dnd_and_alarm(e):
        e.device.settings_put("global", "zen_mode", 1)
        e.device.settings_put("system", "volume_alarm", 0)

    assert _score(env, task, dnd_and_alarm) == 0.0
    assert any("volume_alarm" in c for c in task.verdict["unexpected_changes"])


def test_wiping_another_apps_data_fails(env):
    expense.add_expenses(env.device, expense.noise_expenses(random.Random(1), 3))
    markor.write_note(env.device, "keep.md", "keep me")
    task = VagueScreenTooDark(VagueScreenTooDark.generate_random_params(0))

    def brighten_and_wipe(e):
        e.device.settings_put("system", "screen_brightness", 255)
        expense.delete_expenses(e.device, [r["expense_id"] for r in expense.list_expenses(e.device)])
        e.device.remove(markor.NOTES_DIR + "/keep.md")

    assert _score(env, task, brighten_and_wipe) == 0.0
    changes = task.verdict["unexpected_changes"]
    assert "pro expense:data/databases/accounting.db: file edited /data/data/com.arduia.expense/databases/" \
           "accounting.db" in changes, changes
    assert "files:Documents/Markor/keep.md: file removed /sdcard/Documents/Markor/keep.md" in changes, changes


def test_editing_a_note_while_reading_fails(env):
    task = GUIBrowsingMarkorHighestBudget(GUIBrowsingMarkorHighestBudget.generate_random_params(0))

    def edit_then_answer(e):
        path = f"Trips/{task.params['trips'][0]['file']}"
        markor.write_note(e.device, path, "edited\n")
        e.execute(A.answer(task.params["answer_file"]))

    assert _score(env, task, edit_then_answer) == 0.0
    assert task.verdict["verify_score"] == 1.0
    name = task.params['trips'][0]['file']
    assert task.verdict["unexpected_changes"] == [f"markor:Trips/{name}: file edited /sdcard/Documents/Markor/Trips/{name}"]


def test_allowances_are_globs_and_system_keys_never_count():
    allowed = MayChange(settings=("system screen_brightness*",), stores=("pro expense:expense",))
    assert allowed.allows_setting("system", "screen_brightness_mode")
    assert not allowed.allows_setting("global", "airplane_mode_on")
    assert allowed.allows_store("pro expense", "expense") and not allowed.allows_store("pro expense", "backup")
    assert system_written("secure", "selected_input_method_subtype")
    assert not system_written("secure", "default_input_method")      # switching keyboards is the agent's doing


def test_a_shared_file_is_allowed_by_its_path_or_by_an_apps_folder():
    by_app = MayChange(stores=("markor:Trips/*",))
    assert by_app.allows_file("Documents/Markor/Trips/lisbon.md")          # markor's folder is Documents/Markor
    assert not by_app.allows_file("Documents/Markor/QuickNote.md")
    assert not by_app.allows_file("Download/Trips/lisbon.md")
    by_path = MayChange(stores=("files:Download/*",))
    assert by_path.allows_file("Download/report.pdf") and not by_path.allows_file("Documents/report.pdf")
    both = by_app.plus(by_path)
    assert both.stores == ("markor:Trips/*", "files:Download/*")
    assert both.allows_file("Download/report.pdf") and both.allows_file("Documents/Markor/Trips/a.md")


def test_the_call_log_row_of_an_incoming_call_noise_is_allowed_only_with_that_noise():
    from venus_tasks.tasks.nr_apps import NoiseResistContactAddCall, NoiseResistContactAddCrash

    from verifiers.guard_reads import Records

    row = (("_id", "1"), ("number", "5550100"), ("type", "1"), ("date", "1"), ("duration", "30"))
    call = (("_id", "2"), ("number", "5550199"), ("type", "3"), ("date", "2"), ("duration", "0"))
    before, after = Records("call", (row,)), Records("call", (row, call))
    calls = NoiseResistContactAddCall(NoiseResistContactAddCall.generate_random_params(0))
    assert [e.kind for e in calls.noise_events] == ["call", "popup", "numb"]
    assert calls.allowed_changes(object()).allows_added_rows("call_log", "calls", before, after)
    assert not calls.may_change.allows_added_rows("call_log", "calls", before, after)
    crash = NoiseResistContactAddCrash(NoiseResistContactAddCrash.generate_random_params(0))
    assert not crash.allowed_changes(object()).allows_added_rows("call_log", "calls", before, after)

    class RunNoise:                        # a run-level call added to any task (NoisyEnv.noise_writes)
        noise_writes = ("call_log:calls",)
    assert crash.allowed_changes(RunNoise()).allows_added_rows("call_log", "calls", before, after)


def test_noise_that_adds_rows_allows_no_other_change_to_that_store():
    """An incoming message noise lets its row come, not the agent delete a conversation in
    the same episode (the collateral cheater won NoiseResistMarkorCreateNotePopUp so)."""
    from verifiers.guard import DeviceState, MayChange, unexpected_changes
    from verifiers.guard_reads import Records

    def sms(i, body, thread="1", address="5551234"):
        return (("_id", str(i)), ("thread_id", thread), ("address", address), ("body", body), ("type", "1"),
                ("date", str(i)))
    noise = MayChange(adds=("sms:messages",))
    before = DeviceState({}, {("sms", "messages"): Records("sms", (sms(1, "hi"), sms(2, "there")))})
    came = DeviceState({}, {("sms", "messages"): Records("sms", (sms(1, "hi"), sms(2, "there"), sms(3, "sale!", "2", "5550000")))})
    assert unexpected_changes(before, came, noise) == []
    wiped = DeviceState({}, {("sms", "messages"): Records("sms", (sms(3, "sale!", "2", "5550000"),))})
    assert "sms:messages: conversation deleted (address='5551234', 2 messages)" in unexpected_changes(
        before, wiped, noise)
    edited = DeviceState({}, {("sms", "messages"): Records("sms", (sms(1, "hi"), sms(2, "THERE"), sms(3, "x", "2", "5550000")))})
    assert unexpected_changes(before, edited, noise) != []
    assert unexpected_changes(before, wiped, MayChange(stores=("sms:messages",))) == []


def test_an_apps_own_bookkeeping_never_counts_and_names_no_shared_file():
    """``App.self_written``: the Clock's selected tab, Simple-Commons' launch counter, the
    Files app's own folders; ``files:data/*`` (DocumentsUI's private folder) allows no
    file in ``/sdcard/data``."""
    from verifiers import guard_reads as R
    from verifiers.guard import DeviceState, unexpected_changes

    prefs = "/data/data/com.simplemobiletools.draw.pro/shared_prefs/Prefs.xml"
    before = DeviceState({}, {("simple draw pro", "data/shared_prefs/Prefs.xml#app_run_count"):
                              R.Pref(prefs, "app_run_count", "int 3"),
                              ("simple draw pro", "data/shared_prefs/Prefs.xml#brush_color"):
                              R.Pref(prefs, "brush_color", "int -16777216")})
    after = DeviceState({}, {("simple draw pro", "data/shared_prefs/Prefs.xml#app_run_count"):
                             R.Pref(prefs, "app_run_count", "int 4"),
                             ("simple draw pro", "data/shared_prefs/Prefs.xml#brush_color"):
                             R.Pref(prefs, "brush_color", "int -1"),
                             ("files", "data/databases/recents.db"):
                             R.FileSum("/data/data/com.google.android.documentsui/databases/recents.db", "0" * 32),
                             ("files", "data/notes.txt"): R.FileSum("/sdcard/data/notes.txt", "1" * 32)})
    assert unexpected_changes(before, after, MayChange()) == [
        "files:data/notes.txt: file added /sdcard/data/notes.txt",
        "simple draw pro:data/shared_prefs/Prefs.xml#brush_color: preference changed (int -16777216 -> int -1)"]
