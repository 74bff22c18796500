"""Clock (DeskClock) on the simulated device, driven through adbutils: the bottom tabs, a
stopwatch and a countdown timer that run with the device's clock (checked by reading the
live text from ``uiautomator dump`` twice; the clock is stepped, ``sim_sleep`` moves it, a
tap takes ``INPUT_MS``), pause freezing them, and the ``AlarmClock`` intents ``SET_TIMER``
(start a timer of EXTRA_LENGTH seconds, EXTRA_SKIP_UI) and ``SHOW_TIMERS``."""

from __future__ import annotations

import pytest

from venus_tasks.sim.clock import INPUT_MS

from tests.sim.ui_helpers import elements, find, tap

PKG = "com.google.android.deskclock"
START = "am start -n com.google.android.deskclock/com.android.deskclock.DeskClock"





def stopwatch_seconds(device) -> float:
    main = find(device, rid="stopwatch_time_text").text
    hundredths = find(device, rid="stopwatch_hundredths_text").text
    parts = [int(p) for p in main.split(":")]
    secs = 0
    for p in parts:
        secs = secs * 60 + p
    return secs + int(hundredths) / 100


def timer_seconds(device) -> int:
    parts = [int(p) for p in find(device, rid="timer_time_text").text.split(":")]
    secs = 0
    for p in parts:
        secs = secs * 60 + p
    return secs


@pytest.fixture()
def clock(device):
    device.shell(f"am force-stop {PKG}")
    device.shell(START)
    return device


def test_tabs_are_the_bottom_navigation(clock):
    labels = [e.content_description for e in elements(clock) if e.resource_id.startswith(f"{PKG}:id/page_")]
    assert labels == ["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]
    tap(clock, rid="page_stopwatch")
    assert find(clock, rid="title_view").text == "Stopwatch"
    assert find(clock, rid="page_stopwatch").is_selected
    assert find(clock, rid="stopwatch_time_text").text == "0"
    assert find(clock, rid="stopwatch_hundredths_text").text == "00"


def test_overflow_menu_opens_and_its_items_and_back_close_it(clock):
    """DeskClock's toolbar menu (NightModeMenuItemController, SettingsMenuItemController):
    "Screen saver" and "Settings"; their pages are not modelled, a tap closes the menu."""
    assert find(clock, "Settings") is None
    title = find(clock, rid="title_view").text
    tap(clock, "More options")
    assert [e.text for e in elements(clock) if e.text in ("Screen saver", "Settings")] == ["Screen saver", "Settings"]
    tap(clock, "Settings")
    assert find(clock, "Settings") is None and find(clock, rid="title_view").text == title
    tap(clock, "More options")
    clock.shell("input keyevent 4")
    assert find(clock, "Screen saver") is None and find(clock, rid="title_view") is not None


def test_stopwatch_runs_with_the_clock_and_pause_freezes_it(clock, sim_sleep):
    tap(clock, rid="page_stopwatch")
    tap(clock, "Start", rid="fab")
    t0 = stopwatch_seconds(clock)
    assert t0 == 0
    sim_sleep(1.2)
    assert stopwatch_seconds(clock) == 1.2
    assert find(clock, rid="fab").content_description == "Pause"
    tap(clock, "Lap", rid="right_button")
    laps = [e.text for e in elements(clock) if e.resource_id.endswith("/lap_number")]
    assert laps == ["# 2", "# 1"]                                    # the current lap on top
    total = [e.text for e in elements(clock) if e.resource_id.endswith("/lap_total")][1]
    assert total.startswith("0\u200e 01.")                          # LapsAdapter.formatTime
    tap(clock, "Pause", rid="fab")
    frozen = stopwatch_seconds(clock)
    taps = 1.2 + 2 * INPUT_MS / 1000           # the sleep, the Lap and Pause taps, and a few ms of adb requests
    assert taps <= frozen < taps + 0.05
    sim_sleep(0.5)
    assert stopwatch_seconds(clock) == frozen
    tap(clock, "Start", rid="fab")                                   # resumes from the frozen time
    sim_sleep(0.3)
    assert stopwatch_seconds(clock) == round(frozen + 0.3, 2)
    tap(clock, "Reset", rid="left_button")                           # only while paused/running
    assert find(clock, rid="stopwatch_time_text").text == "0"
    assert find(clock, rid="left_button") is None


def test_timer_set_with_the_keypad_counts_down_and_pauses(clock, sim_sleep):
    tap(clock, rid="page_timer")
    if find(clock, rid="timer_setup_time") is None:                  # a timer left by another test
        tap(clock, "Delete", rid="left_button")
    assert find(clock, rid="timer_setup_time").text == "00h 00m 00s"
    assert find(clock, rid="fab") is None                            # no Start before a digit
    for digit in "130":
        tap(clock, rid=f"timer_setup_digit_{digit}")
    setup = find(clock, rid="timer_setup_time")
    assert setup.text == "00h 01m 30s" and setup.content_description == "0 hours, 1 minute, 30 seconds"
    tap(clock, "Start", rid="fab")
    assert timer_seconds(clock) == 90
    sim_sleep(1.3)
    assert timer_seconds(clock) == 89                                # 88.7 s left: whole seconds shown
    tap(clock, "Pause", rid="fab")
    assert find(clock, rid="reset_add").text == "Reset"
    frozen = find(clock, rid="timer_time_text").text
    sim_sleep(1.1)
    assert find(clock, rid="timer_time_text").text == frozen
    tap(clock, "Reset", rid="reset_add")
    assert find(clock, rid="timer_time_text").text == "1:30"
    tap(clock, "Delete", rid="left_button")
    assert find(clock, rid="timer_setup_time") is not None


def test_set_timer_intent_starts_a_timer_and_shows_the_timer_tab(device, sim_sleep):
    device.shell(f"am force-stop {PKG}")
    device.shell("input keyevent KEYCODE_HOME")
    r = device.shell("am start -a android.intent.action.SET_TIMER --ei android.intent.extra.alarm.LENGTH 30")
    assert r.exit_code == 0 and "Error" not in r.stdout + r.stderr, r
    focus = device.shell("dumpsys window | grep mCurrentFocus").stdout
    assert "com.google.android.deskclock/com.android.deskclock.DeskClock" in focus
    assert find(device, rid="title_view").text == "Timer"
    assert find(device, rid="timer_time_text").text == "30"
    assert find(device, rid="fab").content_description == "Pause"
    sim_sleep(1.2)
    assert timer_seconds(device) == 29
    tap(device, "Pause", rid="fab")
    tap(device, "Delete", rid="left_button")


def test_set_timer_skip_ui_and_show_timers(device):
    device.shell(f"am force-stop {PKG}")
    device.shell("input keyevent KEYCODE_HOME")
    device.shell("am start -a android.intent.action.SET_TIMER --ei android.intent.extra.alarm.LENGTH 600 "
                 "--ez android.intent.extra.alarm.SKIP_UI true")
    assert "nexuslauncher" in device.shell("dumpsys window | grep mCurrentFocus").stdout
    r = device.shell("am start -a android.intent.action.SHOW_TIMERS")
    assert r.exit_code == 0 and "unable to resolve" not in r.stderr
    assert find(device, rid="title_view").text == "Timer"
    assert timer_seconds(device) in (599, 600)                       # already running
    r = device.shell("am start -a android.intent.action.SET_TIMER --ei android.intent.extra.alarm.LENGTH 0")
    assert r.exit_code == 0                                          # invalid length: nothing shown
    tap(device, "Pause", rid="fab")
    tap(device, "Delete", rid="left_button")
