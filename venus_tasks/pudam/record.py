"""The recorder the GUI solvers report to while they solve one instance: the seam through
which a demonstration's measurable features are collected without editing any solver.

``venus_tasks.solvers.gui.Gui`` reports every action it executes (``action``), every look
without acting and every pause (``look``), every sequential round claimed done
(``round_done``) and every read of the observation's screenshot (``pixels``: the solver
looked at pixels, not at the UI dump); ``venus_tasks.solvers.screen_ocr.read`` reports each
OCR read (``ocr``) to the recorder made current with ``recording(recorder)``. Nothing is
recorded when no recorder is given or current (a solver run as the ``gui_solver`` agent).

``Recorder.features()`` turns what was reported into ``Demonstration`` features
(``venus_tasks.pudam.demo``): counts of action kinds, taps at points, drags, pixel and OCR
reads, waits, distinct screens and apps, content pages browsed, rounds, and the facts an
output (``answer`` or ``input_text`` text) carried from another screen or an earlier round.
"""

from __future__ import annotations

import contextlib
import contextvars
import re
from collections import Counter
from typing import Any, Iterator

from venus_tasks.env import actions as A

_CURRENT: contextvars.ContextVar["Recorder | None"] = contextvars.ContextVar("pudam_recorder", default=None)

# A fact is a word of at least 3 letters or a number; these words are not facts (the
# solvers' answer sentences and common UI words).
_TOKEN = re.compile(r"[^\W_]{3,}|\d+(?:[.,:]\d+)*", re.UNICODE)
_NOT_FACTS = frozenset("""
the and are was were for you your with from that this there these those has have had not
into out its any all one two set them then than but which what who when where how why
did does done left are also only more most less least same each per via
""".split())
_LAUNCHERS = ("com.google.android.apps.nexuslauncher", "com.android.launcher3", "com.android.systemui")


def tokens(text: str) -> set[str]:
    """The fact tokens of ``text``: case-folded words of 3+ letters (digits excluded) and
    numbers (``12``, ``3.50``, ``14:30``), minus a few function words."""
    return {t for t in (m.casefold() for m in _TOKEN.findall(text or "")) if t not in _NOT_FACTS}


def current() -> "Recorder | None":
    """The recorder made current with ``recording``, or None."""
    return _CURRENT.get()


@contextlib.contextmanager
def recording(recorder: "Recorder") -> Iterator["Recorder"]:
    """Make ``recorder`` current (``screen_ocr`` reports to it) for the ``with`` block."""
    token = _CURRENT.set(recorder)
    try:
        yield recorder
    finally:
        _CURRENT.reset(token)


def note_ocr() -> None:
    """An OCR read happened (``screen_ocr.read``); reported to the current recorder."""
    rec = _CURRENT.get()
    if rec is not None:
        rec.ocr()


class Recorder:
    """What one GUI solver run did, step by step (see the module docstring).

    ``known`` are texts the agent was told (the goal; round messages are added as they
    arrive): their tokens are never counted as facts carried from a screen.
    """

    def __init__(self, known: str = ""):
        self.kinds: Counter = Counter()
        self.point_taps = 0
        self.drag_points = 0
        self.ocr_reads = 0
        self.looks = 0
        self.paused_s = 0.0
        self.pixel_steps: set[int] = set()
        self.screens: set[tuple[str, str]] = set()
        self.apps: set[str] = set()
        self.pages: set[frozenset] = set()
        self.overflow = 0
        self.rounds_done = 0
        self.messages = 0
        self._told = {t: 0 for t in tokens(known)}         # token -> the latest round it was said in
        self._seen: dict[str, tuple[int, int, str]] = {}   # token -> (step, round, app) last seen
        self._step = 0
        self._here: set[str] = set()
        self.carried: list[dict[str, Any]] = []
        self.told_earlier: set[str] = set()
        self.acted_after_look = 0
        self._looked = False

    # ------------------------------------------------------------ reports
    def observed(self, step: int, obs: Any, messages: tuple[str, ...] = ()) -> None:
        """The solver sees ``obs`` at ``step`` (``messages``: user texts delivered with it)."""
        self._step = step
        for m in messages:
            self.messages += 1
            self._told.update((t, self.rounds_done) for t in tokens(m))
        focus = (getattr(obs, "foreground", None) or "")
        pkg, _, activity = focus.partition("/")
        elements = getattr(obs, "ui_elements", ()) or ()
        if not pkg and elements:
            pkg = elements[0].package_name or ""
        texts = [t for e in elements for t in (e.text, e.content_description) if t]
        if pkg and pkg not in _LAUNCHERS:
            self.apps.add(pkg)
            self.screens.add((pkg, activity))
            if not self._looked:              # a screen changing while watched is not a page browsed
                self.pages.add(frozenset(texts))
                self.overflow += any(e.is_scrollable for e in elements)
        here: set[str] = set()
        for t in texts:
            here |= tokens(t)
        self._here = here
        for tok in here:
            self._seen[tok] = (step, self.rounds_done, pkg)

    def action(self, action: Any) -> None:
        """The solver executes ``action`` (a ``JSONAction``) on the current observation."""
        kind = action.action_type
        self.kinds[kind] += 1
        if kind in (A.CLICK, A.LONG_PRESS, A.DOUBLE_TAP, A.SWIPE) and action.index is None and action.x is not None:
            self.point_taps += 1
        if kind == A.DRAG:
            self.drag_points = max(self.drag_points, len(action.path or ()))
        if self._looked and kind not in (A.WAIT, A.ANSWER, A.STATUS):
            self.acted_after_look += 1
        self._looked = kind == A.WAIT
        text = action.text if kind in (A.INPUT_TEXT, A.ANSWER) else None
        if text:
            self._output(text)

    def look(self, seconds: float = 0.0) -> None:
        """The solver observed again without acting, after waiting ``seconds``."""
        self.looks += 1
        self.paused_s += seconds
        self._looked = True

    def pixels(self) -> None:
        """The solver read the current observation's screenshot."""
        self.pixel_steps.add(self._step)

    def ocr(self) -> None:
        """The solver ran OCR on a screenshot."""
        self.ocr_reads += 1

    def round_done(self) -> None:
        """The solver claimed a sequential round done."""
        self.rounds_done += 1

    def _output(self, text: str) -> None:
        """Facts in ``text`` the agent had read on a screen other than this one
        (``carried``), or the user said in an earlier round only (``told_earlier``)."""
        for tok in tokens(text) - self._here:
            if tok in self._told:
                if self._told[tok] < self.rounds_done:
                    self.told_earlier.add(tok)
            elif tok in self._seen:
                step, rnd, app = self._seen[tok]
                self.carried.append({"fact": tok, "steps": self._step - step,
                                     "rounds": self.rounds_done - rnd, "app": app})
