"""``am task`` and ``am start``'s intent errors on the simulated device, as Android 13
prints them, driven through adbutils (``venus_tasks.env.Device``) and, where the real
``adb`` client is present (the one bundled in the adbutils wheel), through it.

Golden sources: AOSP ``ActivityManagerShellCommand.runTask`` / ``runTaskLock`` /
``runTaskResize`` / ``getBounds`` / ``runTaskFocus`` (``Activity manager is [not ]in
lockTaskMode``, ``Error: unknown command 'X'``, ``Error: bad right arg: X`` + ``Error:
invalid input bounds``, ``Setting focus to task N``), ``BasicShellCommandHandler``
(``Argument expected after "lock"``), ``runStartActivity`` (``Error: Activity not started,
unable to resolve Intent { ... flg=0x10000000 ... }``; a lock-task violation, code 101, is
the switch's default ``unknown error code``), and android_env's ``adb_call_parser``
(``_fetch_current_task_id`` parses ``am stack list`` with its own regex, then runs ``am
task lock ID`` to pin the app).
"""

from __future__ import annotations

import re

import pytest

from venus_tasks.env.device import Device
from tests.sim import test_adb_cli
from tests.sim.ui_helpers import find, tap

CLIENTS = test_adb_cli.CLIENTS
adb = test_adb_cli.adb            # the real-client fixture (HOME in tmp, -P <sim port>)

CLOCK = "com.google.android.deskclock/com.android.deskclock.DeskClock"
CONTACTS = "com.google.android.contacts/com.android.contacts.activities.PeopleActivity"
# android_env/components/adb_call_parser.py, _fetch_current_task_id
ANDROID_ENV_TASK_RE = re.compile(r"^\ *taskId=(?P<id>[0-9]*): (?P<base_activity>[^\s]*) .*visible=true"
                                 r".*topActivity=ComponentInfo{(?P<top_activity>[^\s]*)}$")


@pytest.fixture(scope="module")
def device(server):
    return Device(server.serials[0], server.host, server.port)


@pytest.fixture()
def fresh(device, server):
    """The device with no pinned task and the clock in front."""
    device.shell("am task lock stop")
    device.shell("am force-stop com.google.android.contacts")
    device.shell(f"am start -n {CLOCK}")
    yield device
    device.shell("am task lock stop")


def focus(device) -> str:
    return device.shell("dumpsys window | grep mCurrentFocus").stdout


def clock_task_id(device) -> int:
    """The task id as android_env finds it before ``am task lock``."""
    for line in device.shell("am stack list").stdout.splitlines():
        m = ANDROID_ENV_TASK_RE.search(line)
        if m and CLOCK in (m["base_activity"], m["top_activity"]):
            return int(m["id"])
    raise AssertionError("clock task not in am stack list")


def test_task_lock_pins_the_app_until_lock_stop(fresh):
    task = clock_task_id(fresh)
    r = fresh.shell(f"am task lock {task}")
    assert (r.stdout, r.stderr, r.exit_code) == ("Activity manager is in lockTaskMode\n", "", 0)
    blocked = fresh.shell(f"am start -n {CONTACTS}")
    assert blocked.exit_code == 0
    assert blocked.stderr == "Error: Activity not started, unknown error code 101\n"
    fresh.shell("input keyevent KEYCODE_HOME")
    fresh.shell("input keyevent KEYCODE_BACK")
    assert "DeskClock" in focus(fresh)                 # HOME and BACK stay in the pinned app
    r = fresh.shell("am task lock stop")
    assert (r.stdout, r.exit_code) == ("Activity manager is not in lockTaskMode\n", 0)
    fresh.shell(f"am start -n {CONTACTS}")
    assert "PeopleActivity" in focus(fresh)


def test_task_lock_of_an_unknown_id_changes_nothing(fresh):
    r = fresh.shell("am task lock 4242")
    assert (r.stdout, r.exit_code) == ("Activity manager is not in lockTaskMode\n", 0)
    fresh.shell("input keyevent KEYCODE_HOME")
    assert "NexusLauncherActivity" in focus(fresh)


def test_force_stop_of_the_pinned_app_ends_pinning(fresh):
    fresh.shell(f"am task lock {clock_task_id(fresh)}")
    fresh.shell("am force-stop com.google.android.deskclock")
    assert fresh.shell("am task lock stop").stdout == "Activity manager is not in lockTaskMode\n"
    r = fresh.shell("am start -n com.google.android.deskclock/com.android.deskclock.DeskClock")
    assert r.stderr == ""


@pytest.mark.parametrize("cmd, err", [
    ("am task", 'java.lang.IllegalArgumentException: Argument expected after "task"'),
    ("am task lock", 'java.lang.IllegalArgumentException: Argument expected after "lock"'),
    ("am task lock 1x", 'java.lang.NumberFormatException: For input string: "1x"'),
    ("am task resize 10 0 0 100", 'java.lang.IllegalArgumentException: Argument expected after "100"'),
])
def test_task_usage_errors_are_java_exceptions(fresh, cmd, err):
    r = fresh.shell(cmd)
    assert r.exit_code == 255 and r.stdout == ""
    assert r.stderr.startswith(f"\nException occurred while executing 'task':\n{err}\n"), r.stderr


def test_task_other_subcommands(fresh):
    r = fresh.shell("am task pin 10")
    assert (r.stdout, r.stderr, r.exit_code) == ("", "Error: unknown command 'pin'\n", 255)
    r = fresh.shell("am task resize 10 0 0 -5 100")
    assert (r.stderr, r.exit_code) == ("Error: bad right arg: -5\nError: invalid input bounds\n", 255)
    assert fresh.shell("am task resize 10 0 0 500 900").exit_code == 0
    assert fresh.shell("am task resizeable 10 2").stdout == ""
    fresh.shell("input keyevent KEYCODE_HOME")
    r = fresh.shell(f"am task focus {clock_task_id_any(fresh)}")
    assert r.stdout.startswith("Setting focus to task ")
    assert "DeskClock" in focus(fresh)


def clock_task_id_any(device) -> int:
    out = device.shell("am stack list").stdout
    return int(re.search(r"taskId=(\d+): " + re.escape(CLOCK), out)[1])


def test_unresolved_intent_error(fresh):
    r = fresh.shell("am start -a android.intent.action.SET_WALLPAPER_NOPE -d foo:bar")
    assert r.exit_code == 0 and r.stdout.startswith("Starting: Intent { act=android.intent.action.")
    assert r.stderr == ("Error: Activity not started, unable to resolve Intent { "
                        "act=android.intent.action.SET_WALLPAPER_NOPE dat=foo:bar flg=0x10000000 }\n")


@pytest.mark.skipif(not CLIENTS, reason="no adb client binary")
def test_task_lock_through_the_real_adb_client(adb, server):
    adb("shell", f"am start -n {CLOCK}")
    out = adb("shell", "am stack list").stdout.decode()
    task = next(int(m["id"]) for m in map(ANDROID_ENV_TASK_RE.search, out.splitlines()) if m)
    assert adb("shell", "am", "task", "lock", str(task)).stdout == b"Activity manager is in lockTaskMode\n"
    proc = adb("shell", "am", "start", "-n", CONTACTS)
    assert proc.stderr == b"Error: Activity not started, unknown error code 101\n"
    assert adb("shell", "am task lock stop").stdout == b"Activity manager is not in lockTaskMode\n"
    proc = adb("shell", "am", "task", check=False)
    assert proc.returncode == 255
    assert b'Argument expected after "task"' in proc.stderr


def test_clock_and_contacts_intents_are_refused_while_another_task_is_pinned(fresh):
    fresh.shell("pm clear com.google.android.deskclock")
    fresh.shell("am start -n com.android.settings/.Settings")
    task = int(re.search(r"taskId=(\d+): com.android.settings/", fresh.shell("am stack list").stdout)[1])
    fresh.shell(f"am task lock {task}")
    for cmd in ("am start -a android.intent.action.SET_ALARM --ei android.intent.extra.alarm.HOUR 6",
                "am start -a android.intent.action.SET_TIMER --ei android.intent.extra.alarm.LENGTH 60 "
                "--ez android.intent.extra.alarm.SKIP_UI true",
                "am start -a android.intent.action.INSERT -t vnd.android.cursor.dir/contact -e name Pinned"):
        r = fresh.shell(cmd)
        assert r.stderr == "Error: Activity not started, unknown error code 101\n", cmd
    fresh.shell("am task lock stop")
    fresh.shell(f"am start -n {CLOCK}")
    tap(fresh, rid="page_alarm")
    assert find(fresh, rid="alarms_empty_view").text == "No Alarms"      # nothing was set up
    tap(fresh, rid="page_timer")
    assert find(fresh, rid="timer_setup_time").text == "00h 00m 00s"


def test_an_explicit_unknown_class_does_not_exist_even_when_the_app_takes_the_intent(fresh):
    r = fresh.shell("am start -n com.android.chrome/.Bogus -a android.intent.action.VIEW "
                    "-d file:///sdcard/Download/page.html")
    assert r.stderr == ("Error type 3\n"
                        "Error: Activity class {com.android.chrome/.Bogus} does not exist.\n")   # toShortString
