"""The Clock's Alarm and Bedtime tabs and the ``AlarmClock`` alarm intents on the simulated
device, driven through adbutils (``venus_tasks.env.Device``) and, where present, the real
``adb`` client; checked on what ``uiautomator dump`` shows.

Golden sources: AOSP DeskClock (LineageOS ``android_packages_apps_DeskClock``,
``lineage-21.0``): ``HandleApiCalls.handleSetAlarm`` (hour/minutes read with
``getIntExtra``, out-of-range or string values refused, an equal alarm re-enabled instead
of duplicated, ``EXTRA_SKIP_UI`` shows nothing), ``alarm_time_collapsed.xml`` /
``alarm_time_summary.xml`` (``digital_clock``, ``onoff``, ``label``, ``days_of_week``),
``Utils.get12ModeFormat`` (``h:mm a`` with HAIR SPACE), ``AlarmItemViewHolder.bindRepeatText``
and ``Weekdays.toString`` ("Mon, Wed, Fri", "Every day", "Today"/"Tomorrow"),
``strings.xml`` ("No Alarms", "Add alarm", "Expand alarm"); ``handleSetTimer``'s
``getIntExtra(EXTRA_LENGTH, 0)``.
"""

from __future__ import annotations

import pytest

from venus_tasks.env.device import Device
from tests.sim import test_adb_cli
from tests.sim.ui_helpers import elements, find, tap

CLIENTS = test_adb_cli.CLIENTS
adb = test_adb_cli.adb            # the real-client fixture (HOME in tmp, -P <sim port>)

PKG = "com.google.android.deskclock"
SET_ALARM = "am start -a android.intent.action.SET_ALARM"
HOUR, MINUTES = "android.intent.extra.alarm.HOUR", "android.intent.extra.alarm.MINUTES"
MESSAGE, DAYS = "android.intent.extra.alarm.MESSAGE", "android.intent.extra.alarm.DAYS"
SKIP = "android.intent.extra.alarm.SKIP_UI"
HS = "\u200a"


@pytest.fixture(scope="module")
def device(server):
    return Device(server.serials[0], server.host, server.port)


@pytest.fixture()
def clock(device):
    device.shell(f"pm clear {PKG}")
    device.shell("settings delete system time_12_24")
    device.shell("input keyevent KEYCODE_HOME")
    return device


def rows(device) -> list[dict]:
    """The alarm rows on screen: time, switch state, label, repeat text."""
    out, cur = [], None
    for e in elements(device):
        rid = e.resource_id.rsplit("/", 1)[-1]
        if rid == "label":
            cur = {"label": e.text}
        elif rid == "digital_clock":
            cur = cur or {}
            cur["time"] = e.text
            out.append(cur)
        elif rid == "onoff":
            out[-1]["on"] = e.is_checked
        elif rid == "days_of_week":
            out[-1]["days"] = e.text
            cur = None
    return out


def focus(device) -> str:
    return device.shell("dumpsys window | grep mCurrentFocus").stdout


def test_set_alarm_shows_the_new_alarm_on_the_alarm_tab(clock):
    r = clock.shell(f"{SET_ALARM} --ei {HOUR} 7 --ei {MINUTES} 30 --es {MESSAGE} Gym --eial {DAYS} 2,4,6")
    assert r.exit_code == 0 and r.stderr == ""
    assert "DeskClock" in focus(clock)
    assert find(clock, rid="title_view").text == "Alarm"
    assert find(clock, rid="page_alarm").is_selected
    assert rows(clock) == [{"label": "Gym", "time": f"7:30{HS}AM", "on": True, "days": "Mon, Wed, Fri"}]
    assert find(clock, rid="label").content_description == "Label Gym"
    assert find(clock, rid="arrow").content_description == "Expand alarm"
    assert find(clock, rid="fab").content_description == "Add alarm"
    # the same alarm again is re-enabled, not added twice; another one sorts by time
    tap(clock, rid="onoff")
    assert rows(clock)[0]["on"] is False
    clock.shell(f"{SET_ALARM} --ei {HOUR} 7 --ei {MINUTES} 30 --es {MESSAGE} Gym --eial {DAYS} 2,4,6")
    clock.shell(f"{SET_ALARM} --ei {HOUR} 6 --ei {MINUTES} 5 --eia {DAYS} 1,2,3,4,5,6,7")
    clock.shell(f"{SET_ALARM} --ei {HOUR} 21 --ei {MINUTES} 0 --eial {DAYS} 3")
    assert [(r["time"], r["on"], r["days"]) for r in rows(clock)] == [
        (f"6:05{HS}AM", True, "Every day"), (f"7:30{HS}AM", True, "Mon, Wed, Fri"),
        (f"9:00{HS}PM", True, "Tuesday")]


def test_one_off_alarm_is_today_or_tomorrow_and_24_hour_setting(clock):
    now_h, now_m = (int(p) for p in clock.shell("date +'%H %M'").stdout.split())
    later, earlier = (now_h + 1) % 24, now_h          # earlier: this minute (not after now)
    clock.shell(f"{SET_ALARM} --ei {HOUR} {later} --ei {MINUTES} {now_m}")
    clock.shell(f"{SET_ALARM} --ei {HOUR} {earlier} --ei {MINUTES} {now_m}")
    expected = {f"{later:02d}:{now_m:02d}": "Today" if later > now_h else "Tomorrow",
                f"{earlier:02d}:{now_m:02d}": "Tomorrow"}
    clock.shell("settings put system time_12_24 24")
    clock.shell("am start -a android.intent.action.SHOW_ALARMS")
    assert {r["time"]: r["days"] for r in rows(clock)} == expected


@pytest.mark.parametrize("extras", [
    f"--es {HOUR} 7 --ei {MINUTES} 30",          # a string hour reads as -1: refused
    f"--ei {HOUR} 24",
    f"--ei {HOUR} 7 --ei {MINUTES} 60",
    f"--ei {HOUR} 7 --ez {SKIP} true",            # made, but nothing shown
])
def test_refused_or_silent_set_alarm_shows_nothing(clock, extras):
    r = clock.shell(f"{SET_ALARM} {extras}")
    assert r.exit_code == 0 and r.stderr == ""
    assert "NexusLauncherActivity" in focus(clock)
    clock.shell(f"am start -n {PKG}/com.android.deskclock.DeskClock")
    tap(clock, rid="page_alarm")
    made = [r["time"] for r in rows(clock)]
    assert made == ([f"7:00{HS}AM"] if SKIP in extras else [])
    if not made:
        assert find(clock, rid="alarms_empty_view").text == "No Alarms"


def test_set_alarm_without_a_time_opens_the_alarm_tab(clock):
    clock.shell(f"am start -n {PKG}/com.android.deskclock.DeskClock")
    tap(clock, rid="page_stopwatch")
    clock.shell(SET_ALARM)
    assert find(clock, rid="title_view").text == "Alarm"
    assert rows(clock) == []


def test_bedtime_tab_and_a_string_timer_length_is_refused(clock):
    clock.shell(f"am start -n {PKG}/com.android.deskclock.DeskClock")
    tap(clock, rid="page_bedtime")
    assert find(clock, rid="title_view").text == "Bedtime"
    assert find(clock, rid="page_bedtime").is_selected
    clock.shell("am start -a android.intent.action.SET_TIMER --es android.intent.extra.alarm.LENGTH 60")
    assert find(clock, rid="title_view").text == "Bedtime"      # getIntExtra -> 0: refused
    clock.shell("am start -a android.intent.action.SET_TIMER --ei android.intent.extra.alarm.LENGTH 60")
    assert find(clock, rid="timer_time_text") is not None


@pytest.mark.skipif(not CLIENTS, reason="no adb client binary")
def test_set_alarm_through_the_real_adb_client(adb, server):
    adb("shell", f"pm clear {PKG}")
    adb("shell", "am", "start", "-a", "android.intent.action.SET_ALARM", "--ei", HOUR, "8",
        "--ei", MINUTES, "15", "--es", MESSAGE, "'Take pills'")
    adb("shell", "uiautomator dump")
    dump = adb("shell", "cat /sdcard/window_dump.xml").stdout.decode()
    assert 'text="Take pills"' in dump and f'text="8:15{HS}AM"' in dump
    assert 'resource-id="com.google.android.deskclock:id/onoff"' in dump


def test_clock_tab_time_follows_the_12_24_hour_setting(clock):
    clock.shell(f"am start -n {PKG}/com.android.deskclock.DeskClock")
    tap(clock, rid="page_clock")
    h, mi = (int(p) for p in clock.shell("date +'%H %M'").stdout.split())
    shown = find(clock, rid="digital_clock").text
    if shown != f"{h % 12 or 12}:{mi:02d}{HS}{'AM' if h < 12 else 'PM'}":      # a minute may turn
        h, mi = (int(p) for p in clock.shell("date +'%H %M'").stdout.split())
        assert shown == f"{h % 12 or 12}:{mi:02d}{HS}{'AM' if h < 12 else 'PM'}"
    clock.shell("settings put system time_12_24 24")
    assert find(clock, rid="digital_clock").text[:2] in (f"{h:02d}", f"{(h + 1) % 24:02d}")
    date = find(clock, rid="date")
    assert date.text == clock.shell("date +'%a, %b %-d'").stdout.strip()
    assert date.content_description == clock.shell("date +'%A, %B %-d'").stdout.strip()


def test_repeated_alarm_intents_start_handleapicalls_without_warnings(clock):
    """HandleApiCalls is a new no-display activity each time: no "delivered to top-most"."""
    for _ in range(2):
        r = clock.shell("am start -a android.intent.action.SHOW_ALARMS")
        assert (r.stdout, r.stderr) == ("Starting: Intent { act=android.intent.action.SHOW_ALARMS }\n", "")
    r = clock.shell(f"am start -n {PKG}/com.android.deskclock.DeskClock")
    assert r.stderr.startswith("Warning: Activity not started, intent has been delivered")


def test_dismiss_and_snooze_intents(clock, server):
    """DISMISS_ALARM shows the Alarm tab; SNOOZE_ALARM (nothing ringing) and DISMISS_TIMER
    show nothing; DISMISS_TIMER resets an expired timer and deletes one made with SKIP_UI."""
    clock.shell("am start -a android.intent.action.SET_TIMER --ei android.intent.extra.alarm.LENGTH 1")
    clock.shell("am start -a android.intent.action.SET_TIMER --ei android.intent.extra.alarm.LENGTH 2 "
                f"--ez {SKIP} true")
    model = server.device(server.serials[0])
    model.clock.set(model.clock.now_ns() / 1e9 + 5)             # both have run out
    clock.shell("input keyevent KEYCODE_HOME")
    for action in ("SNOOZE_ALARM", "DISMISS_TIMER"):
        r = clock.shell(f"am start -a android.intent.action.{action}")
        assert r.stderr == "" and "NexusLauncherActivity" in focus(clock), action
    assert clock.shell("am start -a android.intent.action.DISMISS_TIMER -d content://x/1").stderr.startswith(
        "Error: Activity not started, unable to resolve")
    clock.shell("am start -a android.intent.action.SHOW_TIMERS")
    assert find(clock, rid="timer_time_text").text == "1"          # the 1 s timer, reset; the other gone
    assert find(clock, rid="fab").content_description == "Start"
    clock.shell("am start -a android.intent.action.DISMISS_ALARM")
    assert find(clock, rid="title_view").text == "Alarm"


def test_alarms_and_timers_are_stored_where_deskclock_keeps_them(clock):
    """``deskclock_store``: a new alarm is a row of ``alarm_templates`` in the
    device-protected ``alarms.db`` (``Weekdays`` bits: Mon 0x01, Wed 0x04, Fri 0x10), a
    timer is a set of ``TimerDAO`` keys in the default preferences file; ``pm clear``
    wipes both. Read as root with the device's ``sqlite3`` and ``cat``, as the state
    guard reads them."""
    db = f"/data/user_de/0/{PKG}/databases/alarms.db"
    prefs = f"/data/user_de/0/{PKG}/shared_prefs/{PKG}_preferences.xml"
    clock.shell(f"{SET_ALARM} --ei {HOUR} 7 --ei {MINUTES} 30 --es {MESSAGE} Gym --eial {DAYS} 2,4,6")
    clock.root()
    out = clock.run(["sqlite3", db, "SELECT _id, hour, minutes, daysofweek, enabled, label FROM alarm_templates"])
    assert out == "1|7|30|21|1|Gym"
    clock.shell("am start -a android.intent.action.SET_TIMER --ei android.intent.extra.alarm.LENGTH 90")
    text = clock.run(["cat", prefs])
    assert '<long name="timer_setup_timet_1" value="90000" />' in text
    assert '<int name="timer_state_1" value="1" />' in text          # Timer.State.RUNNING
    assert '<set name="timers_list">\n        <string>1</string>\n    </set>' in text
    assert clock.run(["stat", "-c", "%a", db, prefs]) == "660\n660"
    clock.shell(f"pm clear {PKG}")
    assert clock.shell(["ls", db, prefs]).exit_code == 1
