"""Matching the agent's answer text against ground truth, offline and deterministically.

Free text is normalised (:func:`verifiers.text.clean`: NFKC and no zero-width or other
format characters; then case-folded, punctuation to spaces, whitespace collapsed) before
matching, so ``"Food,  Housing!"`` mentions ``"housing"``. A phrase is
mentioned when it occurs on word boundaries of the normalised answer, where a boundary is
judged per script: an edge of the phrase written in a script that separates words with
spaces (Latin letters, digits, ...) must not touch another such letter or digit, while an
edge in a script written without spaces (Chinese, Japanese, Korean) needs no boundary.
So ``"我删除了Lunch"`` mentions ``"lunch"``, ``"答案是kyoto.md。"`` mentions ``"kyoto.md"``,
but ``"Lunchbox"`` does not mention ``"lunch"`` and ``"note"`` does not mention ``"no"``.
Claims made in free text (it does not exist, it was already so, ...) are decided in
:mod:`verifiers.claims`.
"""

from __future__ import annotations

import dataclasses

from verifiers.text import clean


def normalize(text: str) -> str:
    """``clean`` (NFKC, no format characters), case-fold, punctuation to spaces, collapse
    whitespace."""
    text = clean(text).casefold()
    text = "".join(ch if ch.isalnum() or ch.isspace() else " " for ch in text)
    return " ".join(text.split())


def is_cjk(ch: str) -> bool:
    """True for a character of a script written without spaces between words: Han
    ideographs (with the ideographic zero 〇), kana and Hangul."""
    o = ord(ch)
    return (0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF or 0xF900 <= o <= 0xFAFF
            or 0x20000 <= o <= 0x3FFFF or 0x3040 <= o <= 0x30FF or 0x31F0 <= o <= 0x31FF
            or 0xAC00 <= o <= 0xD7AF or 0x1100 <= o <= 0x11FF or 0x3130 <= o <= 0x318F or o == 0x3007)


def _spaced_word_char(ch: str) -> bool:
    """A letter or digit of a script that separates words with spaces."""
    return ch.isalnum() and not is_cjk(ch)


def phrase_spans(text: str, phrase: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each occurrence of ``phrase`` in ``text`` on script-aware word
    boundaries (see the module docstring). Both must already be normalised; occurrences
    do not overlap. ``phrase_spans("我删除了lunch", "lunch") == [(4, 9)]``."""
    if not phrase:
        return []
    spans, start = [], text.find(phrase)
    while start >= 0:
        end = start + len(phrase)
        left_ok = start == 0 or is_cjk(phrase[0]) or not _spaced_word_char(text[start - 1])
        right_ok = end == len(text) or is_cjk(phrase[-1]) or not _spaced_word_char(text[end])
        if left_ok and right_ok:
            spans.append((start, end))
            start = text.find(phrase, end)
        else:
            start = text.find(phrase, start + 1)
    return spans


def mentions(answer: str, phrase: str) -> bool:
    """True if normalised ``phrase`` occurs in normalised ``answer`` on word boundaries
    (script-aware: ``mentions("我删除了Lunch", "lunch")`` but not ``mentions("Lunchbox", "lunch")``)."""
    return bool(phrase_spans(normalize(answer), normalize(phrase)))


@dataclasses.dataclass(frozen=True)
class KeyFacts:
    """A rubric: each fact is a tuple of equivalent phrases; ``forbidden`` must not appear.

    ``score(answer)`` is the fraction of facts mentioned (0.0 if a forbidden phrase
    appears); ``passes(answer)`` needs at least ``min_fraction`` of the facts.
    """

    facts: tuple[tuple[str, ...], ...]
    forbidden: tuple[str, ...] = ()
    min_fraction: float = 1.0

    def covered(self, answer: str) -> list[bool]:
        return [any(mentions(answer, p) for p in alts) for alts in self.facts]

    def score(self, answer: str) -> float:
        if not answer.strip() or any(mentions(answer, f) for f in self.forbidden):
            return 0.0
        hits = self.covered(answer)
        return sum(hits) / len(hits) if hits else 0.0

    def passes(self, answer: str) -> bool:
        return self.score(answer) >= self.min_fraction - 1e-9
