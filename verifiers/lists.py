"""List answers: exact sets and ranked choices, built on ``verifiers.claims.listed``.

An item counts as listed only where the answer asserts it (a negated mention such as
"there is no Travel category" is not a listing). Items are names or tuples of
equivalent names (the first is the canonical one).
"""

from __future__ import annotations

import re
from typing import Sequence

from verifiers.answer import mentions, normalize
from verifiers.claims import listed

Item = str | Sequence[str]

# Words that leave the choice open between several named items.
_HEDGES = ("or", "either", "maybe", "perhaps", "possibly", "not sure", "或", "或者", "可能", "也许", "不确定")


def canonical(item: Item) -> str:
    """The canonical name of an item (its first alias)."""
    return item if isinstance(item, str) else item[0]


def exact_listing(answer: str, expected: Sequence[Item], universe: Sequence[Item]) -> bool:
    """True if the items of ``universe`` the answer lists are exactly ``expected``.

    ``universe`` holds every item the answer could plausibly list (the asked candidates
    and their kind's other members), so an extra or invented item fails. ``expected``
    items must be in ``universe``.
    """
    want = {canonical(i) for i in expected}
    got = listed(answer, list(universe))
    return bool(answer.strip()) and got == want


def top_choice(answer: str, ranking: Sequence[Item], others: Sequence[Item] = ()) -> bool:
    """True if the answer chooses ``ranking[0]``.

    The first item the answer lists (of ``ranking`` and ``others``) must be
    ``ranking[0]``; further items of ``ranking`` may follow only in ranking order (a
    ranked list), and naming several items with a hedge ("a.md or b.md", "maybe") fails.
    """
    items = list(ranking) + list(others)
    chosen = listed(answer, items)
    order = sorted(chosen, key=lambda name: _first_position(answer, _aliases(items, name)))
    if not order or order[0] != canonical(ranking[0]):
        return False
    ranked = [canonical(i) for i in ranking]
    positions = [ranked.index(n) for n in order if n in ranked]
    if positions != sorted(positions):
        return False
    return len(order) == 1 or not any(mentions(answer, h) for h in _HEDGES)


def _aliases(items: Sequence[Item], name: str) -> tuple[str, ...]:
    for i in items:
        if canonical(i) == name:
            return (i,) if isinstance(i, str) else tuple(i)
    return (name,)


def _first_position(answer: str, aliases: Sequence[str]) -> int:
    text = normalize(answer)
    hits = [m.start() for a in aliases if (p := normalize(a)) for m in [re.search(re.escape(p), text)] if m]
    return min(hits) if hits else len(text)
