"""``Demonstration``: the measurable features of one solved task instance, from which
``venus_tasks.pudam.rule.levels`` computes its PUDAM levels.

Two parts: what the task *declares* (category, evaluation kind, follow-up rounds, the
noise plan, the intent a dialogue task leaves out, the conditions its goal states) and
what its GUI solver *did* on the instance (recorded through ``venus_tasks.pudam.record``:
the solver sees only what an agent sees, so its run is a demonstration of what the task
asks of an agent).

``demonstrate(env, task, solve)`` runs the solver on an initialised env and returns the
run with its demonstration; ``tests/test_gui_solvable.py`` and ``python -m
venus_tasks.tasks stats --computed`` both call it.
"""

from __future__ import annotations

import dataclasses
import re
import statistics
from typing import Any, Callable

from venus_tasks.pudam.record import Recorder, recording

# Words of a goal template that state a condition the agent must check against the
# device's data: comparisons, quantifiers, aggregates, superlatives (whole words,
# case-insensitive, each occurrence counted). Question words ("which"), pronouns ("that")
# and ordinals are not conditions.
CONDITION_WORDS = ("if", "only", "unless", "whose", "without", "except", "not", "than", "at least", "at most",
                   "before", "after", "between", "every", "all", "each", "any", "how many", "total", "exactly",
                   "most", "least", "fewest", "newest", "oldest", "latest", "earliest", "highest", "lowest",
                   "largest", "smallest", "longest", "shortest", "busiest", "cheapest", "same", "both", "either")
_CONDITION = re.compile(r"\b(" + "|".join(re.escape(w) for w in CONDITION_WORDS) + r")\b", re.IGNORECASE)


def conditions_in(goal: str) -> int:
    """How many condition words (``CONDITION_WORDS``) ``goal`` holds."""
    return len(_CONDITION.findall(goal or ""))


@dataclasses.dataclass(frozen=True)
class Demonstration:
    """Features of one solved instance (counts are over the whole run, all rounds).

    Declared by the task:
      task: class name. category: category code (``"hgb"``). evaluation: ``Evaluation``
      value. rounds: sequential follow-up rounds (``Round`` without a trigger).
      interruptions: triggered rounds. noise_kinds: distinct kinds of the instance's noise
      events. intent_gap: requirements the goal leaves out (``task.intent.gap``).
      conditions: condition words in the English goal (``conditions``: the median over
      the instances of ``PATH_SEEDS``). path_lengths: distinct
      ``optimal_steps`` over the instances of ``PATH_SEEDS`` (0 when the task declares
      none): 2 or more means the instance's data changes the path (branches, a search).
      median_steps: the median of those ``optimal_steps`` (0 when none).
      intent_gap is the most over those instances.

    Done by the solver:
      steps: actions taken. taps: ``click`` actions. point_taps: taps, long presses,
      double taps and swipes at a point (x, y) rather than on a UI element. scrolls, swipes, drags,
      long_presses, typed (``input_text``), waits (``wait`` actions), answers: counts of
      those actions. drag_points: the most points of one drag path. looks: observations
      made without acting (watching the screen change), paused_s: device seconds waited
      in them. acted_after_watch: actions taken right after watching (a look or a wait).
      pixel_reads: observations whose screenshot the solver read (text or shapes that
      exist only as pixels). ocr_reads: OCR runs. screens: distinct (app, activity) pairs
      in front; apps: distinct apps in front (launcher excluded); pages: distinct screens
      of content (the set of texts on screen) seen after an action. overflow: such
      screens holding a scrollable element (content larger than the screen). rounds_done:
      sequential rounds claimed done. messages: user messages delivered (follow-ups and
      interruptions). noise_fired: noise events that fired.
      carried_facts: distinct facts (words, numbers) the solver typed or answered that
      were not on the screen it typed them on, nor in what the user said, but on an
      earlier screen; carried_steps: the most steps one of them was carried;
      carried_apps: distinct apps they were read in; carried_rounds: facts carried from
      an earlier round: read on a screen before a ``done`` and used after it, or said by
      the user (the goal or a message) in an earlier round only.
    """

    task: str
    category: str
    evaluation: str
    rounds: int = 0
    interruptions: int = 0
    noise_kinds: int = 0
    intent_gap: int = 0
    conditions: int = 0
    path_lengths: int = 0
    median_steps: float = 0.0
    steps: int = 0
    taps: int = 0
    point_taps: int = 0
    scrolls: int = 0
    swipes: int = 0
    drags: int = 0
    drag_points: int = 0
    long_presses: int = 0
    typed: int = 0
    waits: int = 0
    answers: int = 0
    looks: int = 0
    paused_s: float = 0.0
    acted_after_watch: int = 0
    pixel_reads: int = 0
    ocr_reads: int = 0
    screens: int = 0
    apps: int = 0
    pages: int = 0
    overflow: int = 0
    rounds_done: int = 0
    messages: int = 0
    noise_fired: int = 0
    carried_facts: int = 0
    carried_steps: int = 0
    carried_apps: int = 0
    carried_rounds: int = 0

    def as_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


PATH_SEEDS = (30, 31, 32, 33, 34, 35)


def _instances(cls: type) -> list:
    return [cls(cls.generate_random_params(s)) for s in PATH_SEEDS]


def path_lengths(cls: type) -> int:
    """Distinct ``optimal_steps`` of ``cls``'s instances of ``PATH_SEEDS`` (0: none declared)."""
    return len({t.optimal_steps for t in _instances(cls) if t.optimal_steps is not None})


def median_steps(cls: type) -> float:
    """The median ``optimal_steps`` of ``cls``'s instances of ``PATH_SEEDS`` (0: none declared)."""
    steps = [t.optimal_steps for t in _instances(cls) if t.optimal_steps is not None]
    return float(statistics.median(steps)) if steps else 0.0


def conditions(cls: type) -> int:
    """The median (low) count of condition words in the goals of ``cls``'s instances of
    ``PATH_SEEDS`` (``conditions_in``): a goal template that is a question drawn from a
    pool counts its questions, and a word an instance's data puts into one goal does not
    move the median."""
    return int(statistics.median_low(conditions_in(t.goal) for t in _instances(cls)))


def intent_gap(cls: type) -> int:
    """The most requirements a goal of ``cls``'s instances of ``PATH_SEEDS`` leaves out."""
    return max((len(t.intent.gap(t.goal)) for t in _instances(cls) if t.intent is not None), default=0)


def declared(task: Any) -> dict[str, Any]:
    """The declared half of a ``Demonstration`` of ``task`` (an instance)."""
    rounds = tuple(getattr(task, "rounds", ()) or ())
    return {"task": task.name, "category": task.info.category.value, "evaluation": task.info.evaluation.value,
            "rounds": sum(1 for r in rounds if not r.interruption),
            "interruptions": sum(1 for r in rounds if r.interruption),
            "noise_kinds": len({e.kind for e in task.noise_events}),
            "intent_gap": intent_gap(type(task)),
            "conditions": conditions(type(task)), "path_lengths": path_lengths(type(task)),
            "median_steps": median_steps(type(task))}


def from_recorder(task: Any, rec: Recorder, steps: int, noise_fired: int = 0) -> Demonstration:
    """The ``Demonstration`` of ``task``'s instance solved in ``steps`` actions, as ``rec``
    recorded it."""
    k = rec.kinds
    from venus_tasks.env import actions as A
    carried = {c["fact"]: c for c in rec.carried}
    return Demonstration(
        **declared(task), steps=steps, taps=k[A.CLICK], point_taps=rec.point_taps, scrolls=k[A.SCROLL],
        swipes=k[A.SWIPE], drags=k[A.DRAG], drag_points=rec.drag_points, long_presses=k[A.LONG_PRESS],
        typed=k[A.INPUT_TEXT], waits=k[A.WAIT], answers=k[A.ANSWER], looks=rec.looks,
        paused_s=round(rec.paused_s, 3), acted_after_watch=rec.acted_after_look, pixel_reads=len(rec.pixel_steps),
        ocr_reads=rec.ocr_reads, screens=len(rec.screens), apps=len(rec.apps), pages=len(rec.pages),
        overflow=rec.overflow,
        rounds_done=rec.rounds_done, messages=rec.messages, noise_fired=noise_fired,
        carried_facts=len(carried), carried_steps=max((c["steps"] for c in rec.carried), default=0),
        carried_apps=len({c["app"] for c in rec.carried}),
        carried_rounds=len({c["fact"] for c in rec.carried if c["rounds"] > 0} | rec.told_earlier))


def merge(demos: list[Demonstration]) -> Demonstration:
    """One demonstration of several instances of a task (a mixed task's kinds): each
    count the most any instance needed.

    Raises:
      ValueError: no demonstration, or of different tasks.
    """
    if not demos or len({d.task for d in demos}) != 1:
        raise ValueError(f"merge needs demonstrations of one task, got {[d.task for d in demos]}")
    out = {}
    for f in dataclasses.fields(Demonstration):
        values = [getattr(d, f.name) for d in demos]
        out[f.name] = values[0] if isinstance(values[0], str) else max(values)
    return Demonstration(**out)


@dataclasses.dataclass
class Run:
    """A GUI solver's run of one instance: its verifier score, its steps, the noise kinds
    that fired and its demonstration."""

    score: float
    steps: int
    fired: list[str]
    demo: Demonstration


def demonstrate(env: Any, task: Any, solve: Callable[[Any, str], None]) -> Run:
    """Initialise ``task`` (an instance) on ``env``, run ``solve(gui, goal)`` with a
    recorder, score the end state and tear down.

    Raises:
      whatever the solver raises (``StepBudgetExceeded``, ``RoundFailed``,
      ``screen_ocr.OcrUnavailable``, an assertion on an unexpected screen).
    """
    from noise.env import NoisyEnv
    from venus_tasks.dialogue.rounds import RoundSchedule
    from venus_tasks.solvers.gui import Gui

    task.initialize_task(env)
    noisy = NoisyEnv(env, task.noise_events, env.console) if task.noise_events else env
    try:
        noisy.begin_episode()
        rec = Recorder(task.goal)
        gui = Gui(noisy, task.max_steps, RoundSchedule(task), recorder=rec)
        with recording(rec):
            solve(gui, task.goal)
        fired = [e["kind"] for e in noisy.events if e["what"] == "fired"] if task.noise_events else []
        noisy.end_episode()
        demo = from_recorder(task, rec, gui.steps, len(fired))
        return Run(task.is_successful(env), gui.steps, fired, demo)
    finally:
        noisy.end_episode()
        task.tear_down(env)
