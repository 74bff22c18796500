"""GUI-state awareness (GSA), timing: stop or pause something while a live clock on screen
is inside a 2-second window (VenusBench-Mobile's four timing tasks,
``shared/reference/venusbench.md`` section 6: windows ``[t, t+2]`` s with ``t`` drawn from
10..20). Nothing is injected; the agent must watch the screen change between its steps.

What is checked is what the app saved or shows: the recording's length from the file
(PyAV) and from the app's ``records`` row; a paused stopwatch, recording or countdown from
the screen, where the app keeps it nowhere else (the goal says to leave it on screen).
The reference solutions drive the GUI and poll the screen, as a fast agent would; they
wait through ``env.sleep`` (device time on a simulated device with a stepped clock, so a
test's outcome does not depend on the host's speed).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Callable, Iterator

from apps import audio_recorder
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched
from verifiers import media, screen
from verifiers.guard import MayChange

WINDOW_S = 2                 # VenusBench-Mobile: every window is 2 s wide
START_S = (10, 20)           # ... and starts 10..20 s in
POLL_S = 0.05                # how often a reference solution reads the screen near its mark
AAC_FRAME_S = 1024 / 44100   # an AAC frame: the file's length is known to this much

_CLOCK_APP = "com.google.android.deskclock"
_RECORDER = audio_recorder.APP.package
_TOMATO = "org.nsh07.pomodoro"
_TOMATO_INTERVALS = ("Focus", "Short break", "Long break")
_TOMATO_LONG_BREAK_S = 15 * 60          # Tomato's default long break (TimerRepository.kt)
_SKIPS_TO_LONG_BREAK = 7                # focus, short, ... focus, long: the 8th interval


def _tap(env, **where) -> A.JSONAction:
    """A click at the centre of the first element on screen matching ``where``.
    Raises RuntimeError when there is none (the reference solution lost its way)."""
    e = screen.first(screen.elements(env.device), **where)
    if e is None or e.bbox is None:
        raise RuntimeError(f"reference solution: no element {where} on screen")
    x, y = e.bbox.center
    return A.JSONAction(A.CLICK, x=x, y=y)


def _wait_until(env, elapsed: Callable[[list], float | None], mark: float, grain: float,
                timeout_s: float = 120) -> None:
    """Poll the screen until ``elapsed(elements)`` (seconds the clock on screen has run,
    shown to ``grain`` seconds) reaches ``mark``. Between reads it waits (``env.sleep``)
    as long as the clock cannot reach the mark in (the shown value is at most ``grain``
    behind), at least ``POLL_S``. Raises TimeoutError after ``timeout_s`` seconds waited."""
    waited = 0.0
    while waited <= timeout_s:
        value = elapsed(screen.elements(env.device))
        if value is not None and value >= mark:
            return
        pause = POLL_S if value is None else max(POLL_S, mark - value - grain)
        env.sleep(pause)
        waited += pause
    raise TimeoutError("reference solution: the clock on screen never reached its mark")


def _drive(script: Callable) -> Callable:
    """A near-miss ``apply`` that runs ``script(task, env)``'s actions on the env."""
    def apply(task, env) -> None:
        for action in script(task, env):
            env.execute(action)
    return apply


class _TimingTask(VenusTask):
    """A window ``[start_s, end_s]`` of the shown clock, drawn per instance.

    Subclasses give ``_script(env, at)``: the GUI actions that start the clock and stop or
    pause it once the screen shows ``at`` seconds; the oracle aims just inside the window,
    the near misses just before and just after it.
    """

    complexity = 3.0
    info = TaskInfo(Category.GSA, PUDAM(4, 2, 3, 4, 2), Evaluation.STATE, tags=("timing",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        start = rng.randint(*START_S)
        return {"start_s": start, "end_s": start + WINDOW_S}

    @property
    def wall_clock_s(self) -> float:
        return float(self.params["start_s"])

    def _in_window(self, seconds: float | None, slack: float = 0.0) -> bool:
        p = self.params
        return seconds is not None and p["start_s"] - slack <= seconds <= p["end_s"] + slack

    def _script(self, env, at: float) -> Iterator[A.JSONAction]:
        raise NotImplementedError

    def oracle(self, env) -> Iterator[A.JSONAction]:
        # half a second in: a clock showing whole seconds then reads start_s, and the tap's
        # latency still lands inside the window
        yield from self._script(env, self.params["start_s"] + 0.5)

    def near_misses(self) -> list[NearMiss]:
        early = lambda task, env: task._script(env, task.params["start_s"] - 1.5)    # noqa: E731
        late = lambda task, env: task._script(env, task.params["end_s"] + 1.5)       # noqa: E731
        return [NearMiss("stopped too early", _drive(early)), NearMiss("stopped too late", _drive(late)),
                NearMiss("nothing started", leave_untouched)]


# ---------------------------------------------------------------------- Clock: stopwatch
def _stopwatch_shown(elems) -> float | None:
    secs = screen.first(elems, rid="stopwatch_time_text", package=_CLOCK_APP)
    hundredths = screen.first(elems, rid="stopwatch_hundredths_text", package=_CLOCK_APP)
    if secs is None or hundredths is None:
        return None
    return screen.clock_seconds(f"{secs.text}.{hundredths.text}")


@register_task("venus")
class GUIStateStopwatchPause(_TimingTask):
    """Pause the Clock's stopwatch inside the window and leave it on screen. Success: the
    Stopwatch tab is in front, the stopwatch is paused (its button offers Start) and shows
    a time inside the window."""

    app_names = ("clock",)
    template = ("Start the stopwatch in the Clock app and pause it when it shows between {start_s} and {end_s} "
                "seconds. Leave the paused stopwatch on the screen.")
    variant_texts = {"zh": "在 Clock 应用中启动秒表，并在它显示 {start_s} 到 {end_s} 秒之间时将其暂停。"
                           "让暂停的秒表留在屏幕上。",
                     "paraphrase": ("Open the Clock app, run its stopwatch and hit pause once it reads somewhere "
                                    "from {start_s} to {end_s} seconds. Keep the paused stopwatch showing on "
                                    "the screen.")}
    may_change = MayChange(stores=("clock:stopwatch",))

    @property
    def optimal_steps(self) -> int:
        """The GUI solver's actions (``solvers/gsa_timing.py``): open Clock, the Stopwatch
        tab, Start, Pause inside the window. Watching the clock between two actions is no action (the solver's ``gui.pause``; an agent waits there)."""
        return 4

    def setup(self, env) -> None:
        env.device.clear_app(_CLOCK_APP)      # DeskClock keeps the stopwatch in its preferences

    def verify(self, env) -> float:
        elems = screen.elements(env.device)
        paused = screen.first(elems, rid="fab", desc="Start", package=_CLOCK_APP) is not None
        return float(paused and self._in_window(_stopwatch_shown(elems)))

    def _script(self, env, at: float) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Clock")
        yield _tap(env, rid="page_stopwatch")
        yield _tap(env, rid="fab", desc="Start")
        _wait_until(env, _stopwatch_shown, at, grain=0.01)
        yield _tap(env, rid="fab", desc="Pause")


# ---------------------------------------------------------------------- Audio Recorder
def _recorder_shown(elems) -> float | None:
    e = screen.first(elems, rid="txt_progress", package=_RECORDER)
    return screen.clock_seconds(e.text) if e is not None else None


class _RecorderTask(_TimingTask):
    app_names = ("audio recorder",)

    def setup(self, env) -> None:
        audio_recorder.reset(env.device)
        self.before = {r["_id"] for r in audio_recorder.list_records(env.device)}

    def _record_until(self, env, at: float) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Audio Recorder")
        yield _tap(env, rid="btn_record")
        # the shown time is whole seconds: the moment it turns to ``floor(at)`` is that many seconds in
        _wait_until(env, _recorder_shown, int(at), grain=1)


@register_task("venus")
class GUIStateRecordingLength(_RecorderTask):
    """Record a clip whose length is inside the window. Success: exactly one new recording,
    whose ``records`` row and whose file (measured with PyAV) both last ``[start_s, end_s]``
    seconds (the file to within one AAC frame)."""

    template = ("Use Audio Recorder to record a clip that is between {start_s} and {end_s} seconds long, "
                "and save it.")
    variant_texts = {"zh": "用 Audio Recorder 录制一段时长在 {start_s} 到 {end_s} 秒之间的音频，并保存。",
                     "paraphrase": ("Save a recording made with Audio Recorder whose length falls between "
                                    "{start_s} and {end_s} seconds.")}
    may_change = MayChange(stores=("audio recorder:records", "audio recorder:Record-*"))

    @property
    def optimal_steps(self) -> int:
        """The GUI solver's actions (``solvers/gsa_timing.py``): open Audio Recorder,
        Record, Stop inside the window. Watching the clock between two actions is no action (the solver's ``gui.pause``; an agent waits there)."""
        return 3

    def verify(self, env) -> float:
        new = [r for r in audio_recorder.list_records(env.device) if r["_id"] not in self.before]
        if len(new) != 1 or not self._in_window(new[0]["duration"] / 1e6):
            return 0.0
        try:
            length = media.duration_s(env.device.pull_bytes(new[0]["path"]))
        except (OSError, ValueError):
            return 0.0
        return float(self._in_window(length, slack=AAC_FRAME_S))

    def _script(self, env, at: float) -> Iterator[A.JSONAction]:
        yield from self._record_until(env, at)
        yield _tap(env, rid="btn_record_stop")


@register_task("venus")
class GUIStateRecordingPause(_RecorderTask):
    """Pause a recording inside the window and leave it on screen. Success: Audio Recorder
    in front shows "Paused" and a recording time inside the window."""
    info = dataclasses.replace(_TimingTask.info, pudam=PUDAM(4, 3, 3, 4, 2))

    template = ("Start a recording in Audio Recorder and pause it when its timer shows between {start_s} and "
                "{end_s} seconds. Do not stop it; leave the paused recording on the screen.")
    variant_texts = {"zh": "在 Audio Recorder 中开始录音，并在计时器显示 {start_s} 到 {end_s} 秒之间时将其暂停。"
                           "不要停止录音；让暂停的录音留在屏幕上。",
                     "paraphrase": ("Begin recording in Audio Recorder and, once the timer reads somewhere from "
                                    "{start_s} to {end_s} seconds, pause it. Keep the paused recording showing on "
                                    "the screen without stopping it.")}
    may_change = MayChange(stores=("audio recorder:records", "audio recorder:Record-*"))

    @property
    def optimal_steps(self) -> int:
        """The GUI solver's actions (``solvers/gsa_timing.py``): open Audio Recorder,
        Record, Pause inside the window. Watching the clock between two actions is no action (the solver's ``gui.pause``; an agent waits there)."""
        return 3

    def verify(self, env) -> float:
        elems = screen.elements(env.device)
        paused = screen.first(elems, rid="txt_name", text="Paused", package=_RECORDER) is not None
        return float(paused and self._in_window(_recorder_shown(elems)))

    def _script(self, env, at: float) -> Iterator[A.JSONAction]:
        yield from self._record_until(env, at)
        yield _tap(env, rid="btn_record")


# ---------------------------------------------------------------------- Tomato
def _tomato_interval(elems) -> str | None:
    """The interval in the top bar (the first text on Tomato's timer screen)."""
    title = next((e for e in elems if e.package_name == _TOMATO and e.text), None)
    return title.text if title is not None and title.text in _TOMATO_INTERVALS else None


def _tomato_remaining(elems) -> float | None:
    """The big countdown: the first ``mm:ss`` text (the "Up next" time comes later)."""
    values = (screen.clock_seconds(e.text) for e in elems if e.package_name == _TOMATO and ":" in e.text)
    return next((v for v in values if v is not None), None)


def _tomato_elapsed(elems) -> float | None:
    """Seconds of the long break gone, from the countdown."""
    left = _tomato_remaining(elems)
    return None if left is None else _TOMATO_LONG_BREAK_S - left


@register_task("venus")
class GUIStateTomatoLongBreakPause(_TimingTask):
    """Run Tomato's long break and pause it when the countdown is inside the window (as
    time left: ``15:00 - end_s`` .. ``15:00 - start_s``). Success: Tomato in front shows
    "Long break", paused (its toggle offers Play), with the remaining time in the window."""

    app_names = ("tomato",)
    template = ("In Tomato, go to the long break, start it, and pause it when the countdown shows between "
                "{late} and {early}. Leave the paused timer on the screen.")
    variant_texts = {"zh": "在 Tomato 中切换到长休息（Long break）并开始计时，当倒计时显示在 {late} 到 {early} 之间时"
                           "将其暂停。让暂停的计时器留在屏幕上。",
                     "paraphrase": ("Open Tomato, move on to the long break and start it; once the countdown "
                                    "reads somewhere from {late} to {early}, pause it. Keep the paused timer "
                                    "showing on the screen.")}
    may_change = MayChange()

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        params = super().sample_params(rng)
        shown = lambda s: f"{(_TOMATO_LONG_BREAK_S - s) // 60}:{(_TOMATO_LONG_BREAK_S - s) % 60:02d}"  # noqa: E731
        return {**params, "early": shown(params["start_s"]), "late": shown(params["end_s"])}

    @property
    def optimal_steps(self) -> int:
        """The GUI solver's actions (``solvers/gsa_timing.py``): open Tomato (a fresh
        cycle: the first focus session), Skip to next 6 times until "Up next" reads Long
        break (four focus sessions and three short breaks come first), Skip once more,
        Play, Pause inside the window. Watching the clock between two actions is no action (the solver's ``gui.pause``; an agent waits there)."""
        return 1 + 6 + 1 + 1 + 1

    def setup(self, env) -> None:
        env.device.force_stop(_TOMATO)        # the timer lives in the app's process

    def verify(self, env) -> float:
        elems = screen.elements(env.device)
        paused = screen.first(elems, desc="Play", package=_TOMATO) is not None
        remaining = _tomato_remaining(elems)
        elapsed = None if remaining is None else _TOMATO_LONG_BREAK_S - remaining
        return float(paused and _tomato_interval(elems) == "Long break" and self._in_window(elapsed))

    def _script(self, env, at: float) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Tomato")
        for _ in range(_SKIPS_TO_LONG_BREAK):
            yield _tap(env, desc="Skip to next")
        yield _tap(env, desc="Play")
        _wait_until(env, _tomato_elapsed, int(at), grain=1)
        yield _tap(env, desc="Pause")
