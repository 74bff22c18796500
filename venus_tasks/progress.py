"""What a run prints while it goes: one line per episode with elapsed time and ETA, and
the report's page count while it is written.

The ETA knows that some episodes last a time of their own whatever the agent does
(``expected_wait_s``): a GSA timing task waits for its window on the device's clock
(``VenusTask.wall_clock_s``), and a task whose noise events, calls or messages come at
step N takes N steps, each at least AndroidWorld's ``wait`` (1 s) for an agent that only
watches. Those seconds are added per remaining episode; the rest of an episode's time is
estimated from the episodes done so far (their time less their waits). The mean episode
time alone put a whole-suite oracle run at 4-7 minutes when it took 11: the ten GSA
tasks, a third of its time, came after the estimate was made.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, TextIO

import tqdm

WAIT_S = 1.0   # AndroidWorld's ``wait`` action (``VenusEnv.wait_seconds``)


def expected_wait_s(task: Any) -> float:
    """Seconds an episode of ``task`` lasts at least, whatever the agent does: its own
    ``wall_clock_s`` (a timing window) plus ``WAIT_S`` for every step up to the last
    event scheduled by step (noise events, mid-task rounds)."""
    steps = [e.trigger.step for e in getattr(task, "noise_events", ()) if e.trigger.step is not None]
    steps += [r.at_step for r in getattr(task, "rounds", ()) if getattr(r, "at_step", None) is not None]
    return float(getattr(task, "wall_clock_s", 0.0) or 0.0) + WAIT_S * max(steps, default=0)


class Eta:
    """The run's estimate of the time left.

    ``done(instance, duration_s)`` after each episode; ``left(elapsed_s)`` is the seconds
    still to go: (the mean time per episode beyond its wait) + each pending episode's
    ``expected_wait_s``, scaled by how much of the episode time the elapsed time covered
    (several devices run episodes side by side).
    """

    def __init__(self, instances: Iterable[Any]):
        self._waits = {i.key: expected_wait_s(i.task) for i in instances}
        self._pending = set(self._waits)
        self._busy = 0.0      # seconds of episodes done, their waits taken out
        self._spent = 0.0     # seconds of episodes done
        self._n = 0

    def done(self, instance: Any, duration_s: float) -> None:
        self._pending.discard(instance.key)
        self._n += 1
        self._spent += duration_s
        self._busy += max(0.0, duration_s - self._waits.get(instance.key, 0.0))

    def left(self, elapsed_s: float) -> float:
        if not self._n:
            return 0.0
        per_episode = self._busy / self._n
        scale = elapsed_s / self._spent if self._spent > 0 else 1.0
        return scale * sum(per_episode + self._waits[k] for k in self._pending)


def episode_line(n: int, total: int, rec: Any, elapsed: float, eta_s: float, reason: str = "") -> str:
    """One episode's line: count, key, verdict, score, steps, outcome, its duration, the
    run's elapsed time and ETA; for a ``no_result`` the one-line ``reason``."""
    verdict = "NO_RESULT" if rec.no_result else ("success" if rec.success else "fail")
    score = "-" if rec.score is None else f"{rec.score:.2f}"
    line = (f"[{n}/{total}] {rec.key:<45} {verdict:<9} score={score} steps={rec.steps} "
            f"{rec.outcome} {rec.duration_s:.1f}s | elapsed {tqdm.tqdm.format_interval(elapsed)} "
            f"ETA {tqdm.tqdm.format_interval(eta_s)}")
    return line + (f"\n    reason: {reason}" if rec.no_result else "")


def report_progress(out: TextIO) -> Callable[[int, int], None]:
    """``progress(done, total)`` for ``write_reports``: a line when the episode pages start
    and at every tenth of them (a whole suite's pages take a minute or more on a loaded
    machine, which was a silence after the last episode)."""
    def progress(done: int, total: int) -> None:
        if total and done == 0:
            print(f"venus: writing the report ({total} episode page{'s' if total != 1 else ''})", file=out, flush=True)
        elif total and (done == total or done % max(1, total // 10) == 0):
            print(f"venus: report pages {done}/{total}", file=out, flush=True)
    return progress


__all__ = ["WAIT_S", "Eta", "episode_line", "expected_wait_s", "report_progress"]
