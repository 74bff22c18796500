"""Action-equivalence classes and semantic entropy for the sampling gate (SGC).

MID-Bench §6 (SGC) groups sampled actions into equivalence classes before computing
semantic entropy: clicks by spatial bucket, typed text normalised, low-level gestures by
kind. The paper gives no bucket size; venus' choices ([inferred]):

* **Taps** (``click``, ``double_tap``, ``long_press``) land in the class of the UI element
  they hit: an ``index`` names it, a point maps to the smallest element whose box holds
  it (clickable elements first), so a tap by index and a tap by coordinates on the same
  button agree, and two taps a few pixels apart never straddle a grid line inside one
  button. Without a UI tree (or off every element) the point falls into a square grid
  cell of edge ``bucket_px(screen) = round(min(w, h) / 9)``: 120 px on a 1080x2400
  Pixel 6, about 46 dp at its 420 dpi, i.e. Material's 48 dp minimum touch target
  (m3.material.io "Accessibility: touch targets"), so one cell is about one button.
* **Typed text** (``input_text``) by ``verifiers.answer.normalize`` (NFKC, case-fold,
  punctuation to spaces, whitespace collapsed): "Molenstraat 5" = "molenstraat  5!".
* **Other actions** by type and arguments: scroll/swipe by direction, open_app by the
  normalised app name, answer by normalised text, status by goal status, drag by the grid
  cells of its first and last points, any ``ask_user`` is one class (asking is the
  decision), every ``invalid`` reply is one class, and keyboard_enter, navigate_home,
  navigate_back, wait by type alone.

Semantic entropy is ``H = -sum_c p_c ln p_c`` over class frequencies ``p_c`` (nats). For
k=5 samples the possible values are 0 (5), 0.500 (4+1), 0.673 (3+2), 0.950 (3+1+1),
1.055 (2+2+1), 1.332 (2+1+1+1) and ln 5 = 1.609 (all different).
"""

from __future__ import annotations

import collections
import math
from typing import Any, Hashable, Iterable, Sequence

from venus_tasks.env import actions as A
from verifiers.answer import normalize

_TAPS = (A.CLICK, A.DOUBLE_TAP, A.LONG_PRESS)
GRID_DIVISOR = 9   # cells across the screen's shorter side


def bucket_px(screen_size: tuple[int, int]) -> int:
    """Edge of a grid cell in pixels for a ``(width, height)`` screen (see the docstring)."""
    return max(1, round(min(screen_size) / GRID_DIVISOR))


def _element_at(x: int, y: int, elements: Sequence[Any]) -> int | None:
    """Index of the smallest element (clickable ones first) whose box holds (x, y)."""
    best: tuple[int, int, int] | None = None
    for i, e in enumerate(elements):
        b = getattr(e, "bbox", None)
        if b is None or not (b.x_min <= x < b.x_max and b.y_min <= y < b.y_max):
            continue
        key = (0 if getattr(e, "is_clickable", False) else 1, (b.x_max - b.x_min) * (b.y_max - b.y_min), i)
        if best is None or key < best:
            best = key
    return None if best is None else best[2]


def _cell(x: int, y: int, size: int) -> tuple[int, int]:
    return (x // size, y // size)


def action_class(action: Any, screen_size: tuple[int, int], elements: Sequence[Any] = ()) -> Hashable:
    """The equivalence class of one ``JSONAction`` (a hashable tuple).

    Args:
      action: the parsed action, coordinates in screen pixels.
      screen_size: ``(width, height)`` of the screen in pixels.
      elements: the observation's ``UIElement`` list (may be empty).
    """
    t = action.action_type
    size = bucket_px(screen_size)
    if t in _TAPS:
        if action.index is not None:
            return ("tap", t, "element", action.index)
        if action.x is None or action.y is None:
            return ("tap", t, "nowhere")
        hit = _element_at(action.x, action.y, elements)
        if hit is not None:
            return ("tap", t, "element", hit)
        return ("tap", t, "cell", *_cell(action.x, action.y, size))
    if t == A.INPUT_TEXT:
        return (t, normalize(action.text or ""))
    if t in (A.SCROLL, A.SWIPE):
        return (t, action.direction)
    if t == A.OPEN_APP:
        return (t, normalize(action.app_name or ""))
    if t == A.ANSWER:
        return (t, normalize(action.text or ""))
    if t == A.STATUS:
        return (t, action.goal_status)
    if t == A.DRAG and action.path:
        return (t, _cell(*action.path[0], size), _cell(*action.path[-1], size))
    if t == A.UNKNOWN:
        return (t, action.keycode)
    return (t,)   # ask_user, invalid, keyboard_enter, navigate_*, wait


def class_counts(actions: Iterable[Any], screen_size: tuple[int, int],
                 elements: Sequence[Any] = ()) -> list[int]:
    """Sizes of the equivalence classes of ``actions``, largest first."""
    counts = collections.Counter(action_class(a, screen_size, elements) for a in actions)
    return sorted(counts.values(), reverse=True)


def semantic_entropy(counts: Sequence[int]) -> float:
    """``-sum p ln p`` over class sizes ``counts`` (nats); 0.0 for one class.

    Raises:
      ValueError: no samples, or a count below 1.
    """
    if not counts or any(c < 1 for c in counts):
        raise ValueError(f"semantic entropy needs positive class sizes, got {list(counts)}")
    n = sum(counts)
    return max(0.0, -sum(c / n * math.log(c / n) for c in counts))
