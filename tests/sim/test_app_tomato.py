"""Tomato on the simulated device, driven through adbutils: Play starts the focus interval
counting down with the device's clock (stepped: ``sim_sleep`` moves it) and posts the live "timer" notification (its title carries the
remaining minutes, read from ``dumpsys notification``); Pause freezes the time and marks
the notification "Paused"; Skip moves to the break; Restart goes back to 25:00 and removes
the notification."""

from __future__ import annotations

import re

import pytest

from tests.sim.ui_helpers import elements, find, tap

PKG = "org.nsh07.pomodoro"
START = "am start -n org.nsh07.pomodoro/.MainActivity"
DOT = "\u00b7"





def clock_text(device) -> str:
    """The big timer text (the first mm:ss text; "Up next" shows the next one below)."""
    return next(e.text for e in elements(device) if re.fullmatch(r"\d\d:\d\d", e.text))


def secs(text: str) -> int:
    mm, ss = text.split(":")
    return int(mm) * 60 + int(ss)


def notification(device) -> str:
    return device.shell("dumpsys notification").stdout


@pytest.fixture()
def tomato(device):
    device.shell(f"am force-stop {PKG}")
    device.shell(START)
    return device


def test_idle_screen(tomato):
    assert find(tomato, "Tomato") is not None                         # brand title before a start
    assert clock_text(tomato) == "25:00"
    assert find(tomato, "1 of 4") is not None
    assert find(tomato, "Play").class_name == "android.widget.CheckBox"
    assert find(tomato, "Up next") is not None and find(tomato, "05:00") is not None
    assert find(tomato, "Short break") is not None
    assert f"pkg={PKG}" not in notification(tomato)


def test_play_counts_down_with_a_live_notification_and_pause_freezes(tomato, sim_sleep):
    tap(tomato, "Play")
    assert find(tomato, "Focus") is not None and find(tomato, "Pause") is not None
    first = secs(clock_text(tomato))
    assert first == 25 * 60 - 1               # ms of adb requests since the tap; millisecondsToStr floors
    sim_sleep(1.2)
    assert secs(clock_text(tomato)) == first - 1                         # 1498.8 s left
    dump = notification(tomato)
    assert f"pkg={PKG}" in dump and f"|{PKG}|1|null|" in dump
    assert f"android.title=String (Focus  {DOT}  24 min remaining)" in dump
    assert "android.text=String (Up next: Short break (05:00))" in dump
    tap(tomato, "Pause")
    frozen = clock_text(tomato)
    sim_sleep(1.1)
    assert clock_text(tomato) == frozen
    assert f"24 min remaining  {DOT}  Paused)" in notification(tomato)
    tap(tomato, "Play")                                                 # resumes from the frozen time
    sim_sleep(1.1)
    assert secs(clock_text(tomato)) == secs(frozen) - 1
    assert "Paused" not in notification(tomato)


def test_skip_and_restart(tomato):
    tap(tomato, "Play")
    tap(tomato, "Skip to next")
    assert find(tomato, "Short break") is not None
    assert clock_text(tomato) == "04:59"                              # ms of adb requests since Skip
    assert f"android.title=String (Short break  {DOT}  4 min remaining)" in notification(tomato)
    assert "Up next: Focus (25:00)" in notification(tomato)
    tap(tomato, "Restart")
    assert clock_text(tomato) == "25:00" and find(tomato, "Focus") is not None
    assert find(tomato, "Play") is not None
    assert f"pkg={PKG}" not in notification(tomato)


def test_a_force_stop_starts_afresh(tomato, sim_sleep):
    tap(tomato, "Play")
    sim_sleep(1.1)
    assert clock_text(tomato) == "24:58"
    tomato.shell(f"am force-stop {PKG}")
    tomato.shell(START)
    assert clock_text(tomato) == "25:00" and find(tomato, "Tomato") is not None
    assert f"pkg={PKG}" not in notification(tomato)
