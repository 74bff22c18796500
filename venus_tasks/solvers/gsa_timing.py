"""GUI-only solvers for the GSA timing tasks (``venus_tasks/tasks/gsa_timing.py``): start a
clock, watch the screen between actions as a fast agent would, and stop or pause it
inside the window the goal names. Watching (``gui.pause``) costs no step: it stands for
an agent that waits between two of its steps; it waits through the env (device time on a
stepped simulated clock, so the outcome does not depend on the host's speed)."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui


def _clock(text: str) -> float:
    """``"12"`` -> 12, ``"14:46"`` -> 886, ``"12.34"`` -> 12.34."""
    whole, _, frac = text.partition(".")
    seconds = 0
    for part in whole.split(":"):
        seconds = seconds * 60 + int(part)
    return seconds + (int(frac) / 100 if frac else 0)


def _window(goal: str) -> tuple[float, float]:
    lo, hi = re.search(r"between (\d[\d:]*) and (\d[\d:]*)", goal).groups()
    return _clock(lo), _clock(hi)


POLL_S = 0.05      # the shortest wait between two looks


def _watch(gui: Gui, elapsed: Callable[[Gui], float | None], mark: float, grain: float,
           stall_looks: int = 30) -> None:
    """Look until ``elapsed(gui)`` (seconds the clock on screen has run, shown to ``grain``
    seconds) reaches ``mark``, waiting between looks as long as the clock cannot reach it
    in (at least ``POLL_S``). Fails when ``stall_looks`` looks in a row show no progress
    (the clock stopped). Progress is read from the screen, not from the pauses asked for:
    run as an agent (``--agent gui_solver``) a pause is one ``wait`` step whatever its
    length, so the sum of the pauses asked for is no measure of the time that passed."""
    best, still = None, 0
    while True:
        value = elapsed(gui)
        if value is not None and value >= mark:
            return
        if value is not None and (best is None or value > best):
            best, still = value, 0
        else:
            still += 1
        assert still < stall_looks, f"the clock on screen stopped short of the window ({best} < {mark})"
        gui.pause(POLL_S if value is None else max(POLL_S, mark - value - grain))


def _stopwatch(gui: Gui) -> float | None:
    secs, hundredths = gui.texts("stopwatch_time_text"), gui.texts("stopwatch_hundredths_text")
    return _clock(f"{secs[0]}.{hundredths[0]}") if secs and hundredths else None


def solve_stopwatch_pause(gui: Gui, goal: str) -> None:
    lo, _ = _window(goal)
    gui.open_app("Clock")
    gui.click(desc="Stopwatch")
    gui.click(desc="Start")
    _watch(gui, _stopwatch, lo + 0.3, grain=0.01)
    gui.click(desc="Pause")


def _recorder(gui: Gui) -> float | None:
    shown = gui.texts("txt_progress")
    return _clock(shown[0]) if shown else None


def _record_until_window(gui: Gui, goal: str) -> None:
    lo, _ = _window(goal)
    gui.open_app("Audio Recorder")
    gui.click(rid="btn_record")
    _watch(gui, _recorder, lo, grain=1)


def solve_recording_length(gui: Gui, goal: str) -> None:
    _record_until_window(gui, goal)
    gui.click(rid="btn_record_stop")


def solve_recording_pause(gui: Gui, goal: str) -> None:
    _record_until_window(gui, goal)
    gui.click(rid="btn_record")


def _tomato_up_next(gui: Gui) -> str:
    """The interval under "Up next" (its time, then its name)."""
    texts = [e.text for e in gui.elements if e.text]
    return texts[texts.index("Up next") + 2]


def _tomato_left(gui: Gui) -> float | None:
    return next((_clock(e.text) for e in gui.elements if re.fullmatch(r"\d\d:\d\d", e.text)), None)


def solve_tomato_long_break_pause(gui: Gui, goal: str) -> None:
    earliest, latest = _window(goal)            # "between 14:40 and 14:42": time left
    gui.open_app("Tomato")
    while _tomato_up_next(gui) != "Long break":
        gui.click(desc="Skip to next")
    gui.click(desc="Skip to next")
    gui.click(desc="Play")
    # watched as minus the time left, which grows: it reaches -latest when left <= latest
    _watch(gui, lambda g: None if (left := _tomato_left(g)) is None else -left, -latest, grain=1)
    gui.click(desc="Pause")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIStateStopwatchPause": solve_stopwatch_pause,
    "GUIStateRecordingLength": solve_recording_length,
    "GUIStateRecordingPause": solve_recording_pause,
    "GUIStateTomatoLongBreakPause": solve_tomato_long_break_pause,
}
