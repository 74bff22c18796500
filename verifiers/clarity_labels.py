"""The label an agent gives in MID-Bench's recognition mode: is the instruction CLEAR,
AMBIGUOUS, or is there NO_TASK (``shared/seeds/`` MID-Bench section 4.2: the model
classifies (screen, instruction) into these three instead of acting), in English or Chinese.

``stated_clarity(text)`` is ``"clear"``, ``"ambiguous"``, ``"no_task"`` or None. It reads
``clean(text)`` case-folded and finds, on word boundaries (a label is a classification, not a
claim about the device: "maybe AMBIGUOUS" still labels the instruction ambiguous, and
``verifiers.hedges`` would read "unclear" itself as a hedge):

* no task: ``NO_TASK``, ``no task``, ``no-task``, ``there is no task``, ``no instruction``,
  ``empty instruction``; 没有任务, 无任务, 没有指令, 指令为空, 空指令;
* ambiguous: ``AMBIGUOUS``, ``ambiguity``, ``unclear``, ``not clear``, ``underspecified``,
  ``vague``; 模糊, 有歧义, 歧义, 不明确, 不清楚;
* clear: ``CLEAR`` (not inside "unclear" or after "not"), ``unambiguous``, ``well-defined``;
  明确, 清楚 (not after 不).

Exactly one of the three must be stated; a text naming two ("clear, or maybe ambiguous",
"AMBIGUOUS / NO_TASK") or none gives None. Phrases are matched longest first and each
span is read once, so "not clear" is ambiguous and not also clear, "unambiguous" clear.
"""

from __future__ import annotations

import re

from verifiers.text import clean

__all__ = ["LABELS", "stated_clarity"]

LABELS = ("clear", "ambiguous", "no_task")

_PHRASES = (   # (label, pattern), longest and most specific first
    ("no_task", r"there is no task|no[ _-]task|no instruction|empty instruction"),
    ("no_task", r"没有任务|无任务|没有指令|指令为空|空指令"),
    ("clear", r"unambiguous|well[ -]defined"),
    ("ambiguous", r"ambiguous|ambiguity|unclear|not clear|isn't clear|is not clear|underspecified|vague"),
    ("ambiguous", r"有歧义|歧义|模糊|不明确|不清楚"),
    ("clear", r"clear"),
    ("clear", r"明确|清楚"),
)
_ASCII_WORD = re.compile(r"[a-z]")


def _compiled(pattern: str) -> re.Pattern:
    if _ASCII_WORD.search(pattern):
        return re.compile(rf"(?<![a-z]){pattern}(?![a-z])")
    return re.compile(pattern)


_COMPILED = tuple((label, _compiled(p)) for label, p in _PHRASES)


def stated_clarity(text: str) -> str | None:
    """The one recognition label ``text`` states (see the module docstring), or None."""
    s = list(clean(text or "").casefold())
    found: set[str] = set()
    for label, pattern in _COMPILED:
        for m in pattern.finditer("".join(s)):
            found.add(label)
            s[m.start():m.end()] = " " * (m.end() - m.start())   # read each span once
    return found.pop() if len(found) == 1 else None
