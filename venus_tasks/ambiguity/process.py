"""AmbiBench's process metrics of one episode: Key Step Hit Rate (SHR) and Action
Redundancy Rate (ARR), against the intent's UI path as the golden trace.

Source: ``shared/seeds/`` 000, the Process Inspector (section 4, "offline adjudication") and
the execution dimension of its metrics. There, the inspector aligns the agent's semantic
trajectory with the reference trajectory ``tau_ref``: key step ``k_j`` is hit
(``v_j = 1``) when it is in ``LCS~(tau_exec, tau_ref)``, the longest common subsequence
under semantic match, so order counts; ``SHR(k) = sum_j v_j / m``. The redundant set
``Omega_red`` holds the steps that are "mis-click corrections, invalid backtracking, or
infinite loops", found "by juxtaposing the topological structure of the actual trajectory
against the reference"; ``ARR(k) = |Omega_red| / T(k)`` over the ``T(k)`` actual steps.
The paper judges both with an MLLM; here both are deterministic, in ``JSONAction`` terms:

**Golden trace.** ``spec.ui_path(params)``: the ``Step``s the detailed level spells out and
``walk.walk`` follows on the device (``tests/test_ambiguity.py``). Each step is one key
step, so ``m = len(ui_path)``. The scrolls a walker makes to bring an element on screen are
not key steps (no path lists them).

**Operations** (``T``): the agent's actions other than ``ask_user`` (dialogue, scored by
DCR and IGR), ``answer`` (the answer channel) and ``status`` (termination, scored by ETR).

**Key-step match** (``matches``), decided on the screen the agent acted on:

* ``open`` ``label``: ``open_app`` whose ``app_name`` is ``label`` (whitespace and case
  folded), or a tap on an element showing ``label`` (a launcher icon);
* ``tap`` / ``hold``: ``click`` / ``long_press`` whose tap point (an ``index`` action: its
  element's centre; else ``x``, ``y``) reaches the same receiver as the step's element: the
  element ``walk.find`` resolves for the step on that screen (the walker's own rule: label,
  resource id, row, nth button), and the receiver of a point is the smallest clickable (or
  long-clickable) element containing it, which is what Android delivers the tap to (a tap
  on a row's title and one on the row itself are the same operation);
* ``type``: ``input_text`` whose text equals the step's text (whitespace and case folded;
  numbers equal as decimals, ``12.5`` = ``12.50``), into the step's field when the action
  names a target (same receiver), or into the focused field when it names none;
* ``back``: ``navigate_back``.

**Redundant operations** (``redundant``): the screen the agent acted on at action ``t`` is
``s_t`` (its signature: the foreground activity and each element's class, resource id,
text, description and checked, selected and focused flags, outside the status bar
``com.android.systemui``). Whenever ``s_i = s_j`` (``i < j``), actions ``i .. j-1`` led from
a screen back to itself: if none of them is a key step of the LCS alignment, each of those
that is an operation is redundant (a wrong tap undone by Back, a scroll down and up again,
a toggle switched twice, a repeated action or ``wait`` that changed nothing, an invalid
action). An excursion that hit a key step is progress, not redundancy. A change that shows
on no screen (a setting with no visible state) cannot be told from no change: it is
counted redundant when the screen comes back; the screen after the last action is never
observed, so the last action is never found redundant by a later screen.

The LCS alignment takes, for each key step from the last, the latest operation that keeps
the alignment longest, so that a key step done twice (a tap, Back, the same tap again)
counts its last doing, and the first doing with its Back is the excursion.
"""

from __future__ import annotations

import hashlib
from decimal import Decimal, InvalidOperation
from typing import Any, Mapping, Sequence

from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.walk import find
from venus_tasks.env import actions as A
from venus_tasks.metrics.records import rate

NOT_OPERATIONS = (A.ASK_USER, A.ANSWER, A.STATUS)
STATUS_BAR = "com.android.systemui"


def _norm(text: str | None) -> str:
    return " ".join((text or "").split()).casefold()


def same_text(a: str | None, b: str | None) -> bool:
    """Equal after folding whitespace and case; two numbers are equal as decimals."""
    x, y = _norm(a), _norm(b)
    if x == y:
        return True
    try:
        return Decimal(x) == Decimal(y)
    except (InvalidOperation, ValueError):
        return False


def _point(action: A.JSONAction, elements: Sequence[Any]) -> tuple[int, int] | None:
    i = action.index
    if isinstance(i, int) and 0 <= i < len(elements):
        return elements[i].bbox.center if elements[i].bbox is not None else None
    if action.x is not None and action.y is not None:
        return action.x, action.y
    return None


def _inside(e: Any, p: tuple[int, int]) -> bool:
    b = e.bbox
    return b is not None and b.x_min <= p[0] < b.x_max and b.y_min <= p[1] < b.y_max


def receiver(elements: Sequence[Any], p: tuple[int, int]) -> int | None:
    """Index of the element a tap at ``p`` reaches: the smallest clickable or
    long-clickable element containing ``p`` (the last listed, the deepest, on a tie), else
    the smallest element containing it; None when none does."""
    def smallest(pool: list[int]) -> int | None:
        return min(pool, key=lambda i: (elements[i].bbox.width * elements[i].bbox.height, -i)) if pool else None
    inside = [i for i, e in enumerate(elements) if _inside(e, p)]
    hit = smallest([i for i in inside if elements[i].is_clickable or elements[i].is_long_clickable])
    return hit if hit is not None else smallest(inside)


def _same_receiver(action: A.JSONAction, elements: Sequence[Any], target: int | None) -> bool:
    p = _point(action, elements)
    if p is None or target is None or elements[target].bbox is None:
        return False
    return receiver(elements, p) == receiver(elements, elements[target].bbox.center)


def matches(step: Step, action: A.JSONAction, elements: Sequence[Any]) -> bool:
    """Whether ``action``, chosen on the screen showing ``elements`` (``UIElement``s),
    performs key step ``step`` (the rules in the module docstring)."""
    t = action.action_type
    if step.verb == "back":
        return t == A.NAVIGATE_BACK
    if step.verb == "open":
        if t == A.OPEN_APP:
            return same_text(action.app_name, step.label)
        icons = [i for i, e in enumerate(elements) if _norm(step.label) in (_norm(e.text), _norm(e.content_description))]
        return t == A.CLICK and any(_same_receiver(action, elements, i) for i in icons)
    if step.verb == "type":
        if t != A.INPUT_TEXT or not same_text(action.text, step.text):
            return False
        return _point(action, elements) is None or _same_receiver(action, elements, find(elements, step))
    want = A.CLICK if step.verb == "tap" else A.LONG_PRESS
    return t == want and _same_receiver(action, elements, find(elements, step))


def screen_signature(elements: Sequence[Any], foreground: str = "") -> str:
    """A short digest of what a screen shows (see the module docstring): two observations
    with the same signature are the same screen for ``redundant``."""
    h = hashlib.sha1(foreground.encode())
    for e in elements:
        if e.package_name == STATUS_BAR:
            continue
        h.update(repr((e.class_name, e.resource_id, e.text, e.content_description,
                       e.is_checked, e.is_selected, e.is_focused)).encode())
    return h.hexdigest()[:16]


def lcs_hits(match: Sequence[Sequence[bool]]) -> dict[int, int]:
    """The LCS alignment of a trajectory against ``m`` key steps.

    Args:
      match: ``match[t][j]``: action ``t`` performs key step ``j`` (``T x m``).

    Returns ``{key step j: action t}`` for the key steps in the alignment (its size is the
    LCS length); backtracking takes the latest action that keeps the alignment longest.
    """
    T = len(match)
    m = len(match[0]) if T else 0
    L = [[0] * (m + 1) for _ in range(T + 1)]
    for t in range(1, T + 1):
        for j in range(1, m + 1):
            L[t][j] = L[t - 1][j - 1] + 1 if match[t - 1][j - 1] else max(L[t - 1][j], L[t][j - 1])
    hits: dict[int, int] = {}
    t, j = T, m
    while t and j:
        if match[t - 1][j - 1] and L[t][j] == L[t - 1][j - 1] + 1:
            hits[j - 1] = t - 1
            t, j = t - 1, j - 1
        elif L[t][j - 1] >= L[t - 1][j]:
            j -= 1
        else:
            t -= 1
    return dict(sorted(hits.items()))


def redundant(screens: Sequence[str], operations: Sequence[bool], hit_actions: set[int]) -> list[int]:
    """Indices of the redundant operations (see the module docstring).

    Args:
      screens: ``screens[t]``, the signature of the screen action ``t`` was chosen on.
      operations: ``operations[t]``: action ``t`` is an operation (counts in ``T``).
      hit_actions: the actions the LCS alignment matched to a key step.
    """
    out: set[int] = set()
    n = len(screens)
    for i in range(n):
        for j in range(i + 1, n):
            if screens[i] == screens[j] and not any(t in hit_actions for t in range(i, j)):
                out.update(t for t in range(i, j) if operations[t])
    return sorted(out)


def process(path: Sequence[Step], actions: Sequence[A.JSONAction], screens: Sequence[Sequence[Any]],
            foregrounds: Sequence[str] | None = None) -> dict[str, Any]:
    """SHR and ARR of one trajectory.

    Args:
      path: the golden trace (``spec.ui_path(params)``), ``m`` key steps.
      actions: every action of the episode, in order.
      screens: for each action, the ``UIElement``s of the screen it was chosen on.
      foregrounds: for each action, the foreground activity then (default: none).

    Returns ``{"key_steps": m, "hit": [j...], "hit_at": {j: step}, "shr": percent,
    "operations": T, "redundant": [step...], "arr": percent or None (T = 0)}``, percents with
    one decimal (``metrics.records.rate``).

    Raises:
      ValueError: ``actions`` and ``screens`` (or ``foregrounds``) differ in length.
    """
    fg = list(foregrounds) if foregrounds is not None else [""] * len(actions)
    if not len(actions) == len(screens) == len(fg):
        raise ValueError(f"{len(actions)} actions but {len(screens)} screens and {len(fg)} foregrounds: "
                         "give the screen each action was chosen on")
    ops = [a.action_type not in NOT_OPERATIONS for a in actions]
    match = [[ops[t] and matches(s, actions[t], screens[t]) for s in path] for t in range(len(actions))]
    hits = lcs_hits(match) if path else {}
    sigs = [screen_signature(el, f) for el, f in zip(screens, fg)]
    red = redundant(sigs, ops, set(hits.values()))
    T = sum(ops)
    return {"key_steps": len(path), "hit": sorted(hits), "hit_at": {str(j): t for j, t in hits.items()},
            "shr": rate(len(hits), len(path)), "operations": T, "redundant": red, "arr": rate(len(red), T)}


class Inspector:
    """Collects an episode's actions with the screens they were chosen on (the task's
    ``after_action``), and gives ``process`` at the end. ``summary(path)`` is what
    ``verdict["process"]`` holds; None when no action was seen (a runner that calls no
    ``after_action``, e.g. AndroidWorld's own)."""

    def __init__(self) -> None:
        self.actions: list[A.JSONAction] = []
        self.screens: list[tuple] = []
        self.foregrounds: list[str] = []

    def after_action(self, action: A.JSONAction, observation: Any) -> None:
        self.actions.append(action)
        self.screens.append(tuple(getattr(observation, "screen_elements", None) or ()))
        self.foregrounds.append(getattr(observation, "foreground", "") or "")

    def summary(self, path: Sequence[Step]) -> Mapping[str, Any] | None:
        if not self.actions:
            return None
        return process(path, self.actions, self.screens, self.foregrounds)
