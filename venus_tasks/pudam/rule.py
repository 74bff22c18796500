"""PUDAM levels computed from a task's demonstration (``venus_tasks.pudam.demo``), not
asserted by hand.

VenusBench-Mobile (arXiv 2025, section 3, "capability framework") names each dimension's
four progressive levels; its Appendix A, which details them, is not in our copy, so the
thresholds below are ours, one per level, each tied to the paper's wording. A dimension's
level is the highest whose condition holds (level 1 when none does). Every threshold reads
a feature that is the same on every instance of a task (what the task declares, or whether
the solver ever had to do something), or a count with a margin wide enough that the
instances' data do not move it across; ``tests/test_gui_solvable.py`` holds every task's
declared levels equal to these.

Perception (P): "recognising UI elements, comprehending layout structures, achieving
high-precision localisation, and perceiving dynamic changes".
  P4 perceiving dynamic changes: the solver watched the screen change without acting (a
     look or a pause: a clock, a recording, an incoming call) or waited for it (a ``wait``
     action) -- ``looks + waits >= 1``.
  P3 high-precision localisation: the information or the target exists only as pixels
     (the solver read the screenshot: OCR, colours, shapes) or was located by coordinates
     rather than by a UI element (a tap at a point, a drag) --
     ``pixel_reads + point_taps + drags >= 1``.
  P2 comprehending layout structures: the solver found what it needed in a structure
     larger than one screen: a screen it worked on held scrollable content
     (``overflow``), it scrolled, or it went through ``PAGES_P2`` or more distinct
     screens of content. (Apps crossed do not count: a call or a pop-up brings another
     app in front by itself.)
  P1 recognising UI elements: otherwise (labelled elements on a few screens).

Understanding (U): "parsing explicit commands to handling complex conditional constraints
and resolving ambiguous or implicit intents".
  U4 ambiguous or implicit intents: the goal leaves the intent to be inferred: a vague
     task (category VA), a dialogue task whose goal leaves requirements out
     (``intent_gap >= 1``), or an instruction that changes after the goal (3 or more
     follow-up rounds, or an interruption; the paper labels every MR task U4).
  U3 complex conditional constraints: the goal states ``CONDITIONS_U3`` or more
     conditions the device's data must be checked against (``demo.CONDITION_WORDS``), or
     the instance's data may contradict the request (category CF: the conflict must be
     understood before acting).
  U2 explicit commands with a condition or several parts: one condition, or a follow-up
     round, or the solver had to type or answer more than one thing.
  U1 one explicit command: otherwise.

Decision (D): "from deterministic path following to dynamic strategy adaptation under
environmental uncertainty, and ultimately to reflective planning with error correction and
risk assessment".
  D4 reflective planning with error correction and risk assessment: the instance's data
     may make acting wrong (category CF: notice the conflict and refuse or ask), or the
     user interrupts the work in progress so it must be corrected (an interruption).
  D3 dynamic strategy adaptation under environmental uncertainty: what the solver must do
     is known only as the episode runs: noise events fired, a user message arrived
     mid-way, it watched for changes (``looks + waits >= 1``), or the instance's data
     changes the path (``path_lengths >= 2``: the GUI solver's action count differs
     between instances, so it branches or searches on what it finds).
  D2 deterministic path following over a path of ``STEPS_D2`` or more actions.
  D1 otherwise (a short fixed path).

Action (A): "basic touch operations, complex trajectory control, fine-grained semantic
operations requiring spatial accuracy, and real-time closed-loop manipulation".
  A4 real-time closed-loop manipulation: the solver acted on what it had just watched
     change (``acted_after_watch >= 1``: stop a timer at a moment on the clock).
  A3 fine-grained operations requiring spatial accuracy: drags (drawing, a slider) or
     taps at computed points -- ``drags + point_taps >= 1``.
  A2 complex trajectory control: operations beyond a tap: scrolls, swipes, long
     presses, or text entry (``typed``; a task that types does so on every instance,
     where whether a list needs scrolling can depend on the instance's data).
  A1 basic touch: taps on elements and keys only.

Memory (M): "maintaining context across screen transitions, accumulating information for
task completion (e.g., browsing multiple pages to gather data), and tracking multi-round
dialogue history".
  M4 tracking multi-round dialogue history: 3 or more follow-up rounds, or a fact carried
     from an earlier round (``carried_rounds >= 1``).
  M3 accumulating information: ``FACTS_M3`` or more facts were carried into what the
     solver typed or answered (``carried_facts``), or they came from two apps, or the
     task's answer is gathered over a path of ``STEPS_M3`` or more actions (its median
     ``optimal_steps`` over instances: browsing pages to gather data, a count that is
     the same on every instance of the task).
  M2 context across screen transitions: a fact was carried from another screen, or the
     work spans ``PAGES_M2`` or more screens of content.
  M1 otherwise: everything needed is on the screen where it is used.
"""

from __future__ import annotations

import dataclasses

from venus_tasks.pudam.demo import Demonstration
from venus_tasks.task import PUDAM

PAGES_P2 = 8
CONDITIONS_U3 = 2
STEPS_D2 = 6
FACTS_M3 = 2
STEPS_M3 = 10
PAGES_M2 = 3


@dataclasses.dataclass(frozen=True)
class Levels:
    """Computed levels and, per dimension, the feature that decided it (``why["p"]``)."""

    pudam: PUDAM
    why: dict[str, str]


def _first(rules: list[tuple[int, bool, str]], base: str) -> tuple[int, str]:
    for level, holds, reason in rules:
        if holds:
            return level, reason
    return 1, base


def perception(d: Demonstration) -> tuple[int, str]:
    return _first([
        (4, d.looks + d.waits >= 1, f"watched the screen change ({d.looks} looks, {d.waits} waits)"),
        (3, d.pixel_reads + d.point_taps + d.drags >= 1,
         f"pixel-only reads {d.pixel_reads}, taps at points {d.point_taps}, drags {d.drags}"),
        (2, d.overflow + d.scrolls >= 1 or d.pages >= PAGES_P2,
         f"{d.overflow} screens of scrollable content, {d.scrolls} scrolls, {d.pages} pages of content"),
    ], f"labelled elements on {d.pages} pages, no scroll")


def understanding(d: Demonstration) -> tuple[int, str]:
    changing = d.rounds >= 3 or d.interruptions >= 1
    return _first([
        (4, d.category == "va" or d.intent_gap >= 1 or changing,
         f"category {d.category}, intent gap {d.intent_gap}, {d.rounds} rounds, {d.interruptions} interruptions"),
        (3, d.conditions >= CONDITIONS_U3 or d.category == "cf",
         f"{d.conditions} conditions in the goal, category {d.category}"),
        (2, d.conditions >= 1 or d.rounds >= 1 or d.typed + d.answers >= 2,
         f"{d.conditions} condition, {d.rounds} rounds, {d.typed} typed, {d.answers} answers"),
    ], "one explicit command")


def decision(d: Demonstration) -> tuple[int, str]:
    return _first([
        (4, d.category == "cf" or d.interruptions >= 1, f"category {d.category}, {d.interruptions} interruptions"),
        (3, d.noise_fired + d.messages - d.rounds_done >= 1 or d.looks + d.waits >= 1 or d.path_lengths >= 2,
         f"{d.noise_fired} noise events, {d.messages - d.rounds_done} messages mid-way, {d.looks} looks, "
         f"{d.waits} waits, {d.path_lengths} path lengths over instances"),
        (2, d.steps >= STEPS_D2, f"a fixed path of {d.steps} steps"),
    ], f"a fixed path of {d.steps} steps")


def action(d: Demonstration) -> tuple[int, str]:
    return _first([
        (4, d.acted_after_watch >= 1, f"{d.acted_after_watch} actions timed on a watched screen"),
        (3, d.drags + d.point_taps >= 1, f"{d.drags} drags, {d.point_taps} taps at points"),
        (2, d.scrolls + d.swipes + d.long_presses + d.typed >= 1,
         f"{d.scrolls} scrolls, {d.swipes} swipes, {d.long_presses} long presses, {d.typed} texts typed"),
    ], "taps on elements and keys only")


def _answers(d: Demonstration) -> bool:
    """The task is scored on an answer (``answer``, ``state+answer`` or ``judge``)."""
    return d.evaluation in ("answer", "state+answer", "judge")


def memory(d: Demonstration) -> tuple[int, str]:
    return _first([
        (4, d.rounds >= 3 or d.carried_rounds >= 1, f"{d.rounds} rounds, {d.carried_rounds} facts across rounds"),
        (3, d.carried_facts >= FACTS_M3 or d.carried_apps >= 2 or (_answers(d) and d.median_steps >= STEPS_M3),
         f"{d.carried_facts} facts carried from {d.carried_apps} apps, an answer over a median "
         f"{d.median_steps:g} steps"),
        (2, d.carried_facts >= 1 or d.pages >= PAGES_M2, f"{d.carried_facts} facts carried, {d.pages} pages"),
    ], f"everything on the screen where it is used ({d.pages} pages)")


DIMENSIONS = {"p": perception, "u": understanding, "d": decision, "a": action, "m": memory}


def levels(demo: Demonstration) -> Levels:
    """The PUDAM levels of ``demo`` and the feature that decided each (see the module
    docstring for the thresholds)."""
    got = {dim: f(demo) for dim, f in DIMENSIONS.items()}
    return Levels(PUDAM(**{dim: lv for dim, (lv, _) in got.items()}), {dim: why for dim, (_, why) in got.items()})
