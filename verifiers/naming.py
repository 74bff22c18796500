"""Which of a question's named things an answer names: ``names_only(answer, name,
others)`` is True when the answer names ``name`` and none of ``others``.

Names are matched on word boundaries of the normalised answer (``verifiers.answer``:
case, punctuation and ``_`` do not matter, so ``harbor_walk.mp4`` names ``harbor_walk``).
Where one name contains another ("Nadia Vale & Friends", "harbor_walk_edit"), a
mention is read as the longest name it spells, so naming the longer one is not naming
the shorter one. Any mention counts, a negated one too ("not X" names X): an answer
that must name one thing gets no credit for naming the others.
"""

from __future__ import annotations

from typing import Sequence

from verifiers.answer import normalize, phrase_spans


def named(answer: str, names: Sequence[str]) -> set[str]:
    """The ``names`` the answer mentions, a mention going to the longest name it spells."""
    text = normalize(answer)
    taken: list[tuple[int, int]] = []
    found = set()
    for name in sorted(set(names), key=lambda n: -len(normalize(n))):
        for s, e in phrase_spans(text, normalize(name)):
            if not any(s < te and ts < e for ts, te in taken):
                taken.append((s, e))
                found.add(name)
    return found


def names_only(answer: str, name: str, others: Sequence[str]) -> bool:
    """True if ``answer`` names ``name`` and none of ``others``."""
    return named(answer, [name, *others]) == {name}
