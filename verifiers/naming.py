"""Which of a question's named things an answer names: ``names_only(answer, name,
others)`` is True when the answer names ``name`` and none of ``others``.

Names are matched on word boundaries of the normalised answer (``verifiers.answer``:
case, punctuation and ``_`` do not matter, so ``harbor_walk.mp4`` names ``harbor_walk``).
Where one name contains another ("Nadia Vale & Friends", "harbor_walk_edit"), a
mention is read as the longest name it spells, so naming the longer one is not naming
the shorter one. Any mention counts, but a name named only to be rejected ("Nadia Vale, not
Esme Mbeki", "是A，不是B", "A (B was the other one)": :mod:`verifiers.rivals`) is not stated; an
answer that must name one thing gets no credit for naming the others beside it ("A, B", "A or
B"). A name in a doubtful part
("Esme Mbeki (not sure).", "I think it's X", :mod:`verifiers.hedges`) is a hedge:
``names_only`` is False.
"""

from __future__ import annotations

from typing import Sequence, Union

from verifiers.answer import normalize, phrase_spans
from verifiers.rivals import read_asserted


Name = Union[str, Sequence[str]]


def _canonical(name: Name) -> str:
    return name if isinstance(name, str) else name[0]


def named(answer: str, names: Sequence[Name]) -> set[str]:
    """The ``names`` the answer mentions, a mention going to the longest name it spells. A
    name is a string or a tuple of equivalent names (``("Esme Mbeki", "Esme")``), reported
    by its first."""
    text = normalize(answer)
    taken: list[tuple[int, int]] = []
    found = set()
    aliases = {(alias, _canonical(n)) for n in names for alias in ((n,) if isinstance(n, str) else n)}
    for alias, canonical in sorted(aliases, key=lambda a: -len(normalize(a[0]))):
        for s, e in phrase_spans(text, normalize(alias)):
            if not any(s < te and ts < e for ts, te in taken):
                taken.append((s, e))
                found.add(canonical)
    return found


def names_only(answer: str, name: Name, others: Sequence[Name], allowed: Sequence[Name] = ()) -> bool:
    """True if ``answer`` names ``name`` and none of ``others``, firmly (not in a hedge).
    ``allowed`` names may be named too (the archive a folder is named after, the folder it
    is in): they only take their own mentions, so "trip.zip" is no mention of "trip"."""
    got = read_asserted(lambda t: named(t, [name, *others, *allowed]), answer, set())
    return got - {_canonical(n) for n in allowed} == {_canonical(name)}
