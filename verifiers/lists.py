"""List answers: exact sets and ranked choices, built on ``verifiers.claims.listed``.

An item counts as listed only where the answer asserts it (a negated mention such as
"there is no Travel category" is not a listing). Items are names or tuples of
equivalent names (the first is the canonical one). An item named in a doubtful part of the
answer (:mod:`verifiers.hedges`: "Food and Health Care, maybe Pets", "Marrakesh (not
sure)") makes the answer a hedge, which neither function accepts.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Sequence

from verifiers import claim_lexicon as L
from verifiers import hedges
from verifiers.answer import normalize, phrase_spans
from verifiers.claims import listed
from verifiers.naming import named
from verifiers.text import clean

Item = str | Sequence[str]

# A choice left open: a hedge (the claims module's lexicon) or "a or b".
_ALTERNATIVE = re.compile(r"(?<!\w)(or|either)(?!\w)|或")
# Words after which further items are comparisons, not part of the answer or a ranking.
_COMPARISONS = ("than", "for comparison", "compared", "比", "相比")
_SENTENCE_END = re.compile(r"[!?\n(（。！？]|\.(?![a-z0-9])")
_SENTENCE = re.compile(r"[!?\n。！？]|\.(?![A-Za-z0-9])")


# Marks of a ranking: "1. a.md 2. b.md", "first ..., then ...", "①", "第一", "依次", "a > b".
_RANKING = re.compile(r"(?<![\w.])\d{1,2}[.)、](?!\d)|[①-⑩]|#\d|(?<!\w)(first|second|third|then|followed by|ranked|"
                      r"ranking|in order|top \d|from (largest|highest|biggest|most)|descending)(?!\w)"
                      r"|第[一二三四五六七八九十\d]|其次|然后|依次|排名|排序|[>→]")


def _without_rejected_items(answer: str, items: Sequence[Item]) -> str:
    """``clean(answer)`` with each stretch that names one of ``items`` only to reject it blanked
    (:mod:`verifiers.rivals`: "Pancakes, not Waffles", "是A，不是B", "A (B was the other one)");
    a rejecting stretch naming none of them ("Pets is not available") is kept for ``listed``
    to read as a denial."""
    from verifiers.rivals import rejected_spans

    s = list(clean(answer))
    aliases = [a for i in items for a in _all_aliases(i)]
    for a, b in rejected_spans(answer):
        if named("".join(s[a:b]), aliases):
            s[a:b] = " " * (b - a)
    return "".join(s)


def _denied(answer: str, items: Sequence[Item]) -> set[str]:
    """The items a rejecting stretch of ``answer`` names (:mod:`verifiers.rivals`) that
    ``listed`` does not list in the whole answer: "can't create LaTeX files. Work holds 2
    LaTeX files" denies LaTeX, though its count names it again."""
    from verifiers.rivals import rejected_spans

    text = clean(answer)
    inside = {canonical(i) for a, b in rejected_spans(answer) for i in items
              if named(text[a:b], list(_all_aliases(i)))}
    return inside - listed(answer, list(items))


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
    if _doubted(answer, universe):
        return False
    got = listed(_without_rejected_items(answer, universe), list(universe)) - _denied(answer, universe)
    return bool(answer.strip()) and got == want


def _doubted(answer: str, items: Sequence[Item]) -> bool:
    """An item of ``items`` is named in a doubtful part of ``answer``."""
    _, doubt = hedges.split(answer)
    return bool(doubt.strip()) and bool(named(doubt, [a for i in items for a in _all_aliases(i)]))


def _all_aliases(item: Item) -> tuple[str, ...]:
    return (item,) if isinstance(item, str) else tuple(item)


def listed_beside(answer: str, anchor: Item, universe: Sequence[Item]) -> set[str]:
    """The items of ``universe`` the answer lists (``listed``) in the sentences that name
    ``anchor`` (any alias): what it says about the anchor, apart from lists elsewhere.
    "No Travel category. Hotel night is under Housing. The categories are Food, ..." gives
    ``{"Housing"}`` for anchor "Hotel night". Sentences end at ``.``, ``!``, ``?``, a new
    line, ``。！？`` (a period inside a name or number, "todo.txt", "3.5", does not). An
    item of ``universe`` named in a doubtful part of the answer ("Housing, I think") makes
    it a hedge: the empty set."""
    names = (anchor,) if isinstance(anchor, str) else tuple(anchor)
    if _doubted(answer, universe):
        return set()
    found: set[str] = set()
    for sentence in _SENTENCE.split(unicodedata.normalize("NFKC", answer)):
        if any(phrase_spans(normalize(sentence), normalize(n)) for n in names):
            found |= listed(sentence, list(universe))
    return found


def top_choice(answer: str, ranking: Sequence[Item], others: Sequence[Item] = ()) -> bool:
    """True if the answer chooses ``ranking[0]``.

    The first item the answer lists (of ``ranking`` and ``others``) must be
    ``ranking[0]``. Items of ``ranking`` listed after it, up to a comparison word
    ("than", "for comparison", "比"), must follow ranking order and make a ranking: the
    whole of it, or marked as one ("1. a.md 2. b.md", "first ..., then ...", 依次) -- a bare
    "a.md, b.md" states a second value (:mod:`verifiers.rivals`). An item named only to be
    rejected ("a.md, not b.md") is not listed. The sentence that names the choice must not
    hedge ("a.md or b.md", "maybe").
    """
    items = list(ranking) + list(others)
    if _doubted(answer, items):
        return False
    answer = _without_rejected_items(answer, items)   # "a.md, not b.md": b.md is no second choice
    raw = clean(answer).casefold()
    text = "".join(ch if ch.isalnum() or ch.isspace() else " " for ch in raw)   # aligned with raw
    positions = {name: _first_position(text, _aliases(items, name)) for name in listed(answer, items)}
    order = sorted(positions, key=positions.get)
    if not order or order[0] != canonical(ranking[0]):
        return False
    cut = min([m.start() for w in _COMPARISONS for m in [re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text)] if m]
              + [len(text)])
    ranked = [canonical(i) for i in ranking]
    listed_ranks = [ranked.index(n) for n in order if n in ranked and positions[n] < cut]
    if listed_ranks != sorted(listed_ranks):
        return False
    if 1 < len(listed_ranks) < len(ranked) and not _RANKING.search(raw[:cut]):
        return False   # "a.md, b.md": a second value, no ranking (one in full, or one with its marks, is)
    first = positions[order[0]]
    start = max([m.end() for m in _SENTENCE_END.finditer(raw) if m.end() <= first] + [0])
    end = min([m.start() for m in _SENTENCE_END.finditer(raw, first) if m.start() > first] + [len(raw), cut])
    sentence = text[start:end]
    hedged = L.HEDGE_EN.search(sentence) or L.HEDGE_ZH.search(sentence) or _ALTERNATIVE.search(sentence)
    return len(order) == 1 or not hedged


def ranked_listing(answer: str, ranking: Sequence[Item], universe: Sequence[Item]) -> bool:
    """True if the answer lists exactly the items of ``ranking`` (:func:`exact_listing`
    over ``universe``), chooses ``ranking[0]`` first (:func:`top_choice`) and states one
    order, that one: read in order, its mentions of ``universe`` items (a name said twice in
    a row counts once) are ``ranking``. "A, B, C" passes; "A, B, C, C, B, A" (the order and
    its reverse), "C, B. Actually, A, B, C" and "A, C, B (or A, B, C)" fail; an order
    named only to be rejected is not stated (:mod:`verifiers.rivals`: "A, B, C, not C, B,
    A" and "A, B, C (C, B, A was the other one)" pass)."""
    from verifiers.rivals import without_rejected

    if _doubted(answer, universe):
        return False
    text = without_rejected(answer)
    if not (exact_listing(text, ranking, universe) and top_choice(text, ranking)):
        return False
    said = [name for name in _mentions(text, universe)]
    said = [n for i, n in enumerate(said) if i == 0 or said[i - 1] != n]
    return said == [canonical(i) for i in ranking]


def _mentions(text: str, items: Sequence[Item]) -> list[str]:
    """The canonical names of ``items`` in the order ``text`` names them (every mention;
    a longer name wins over one inside it: "Retro Music" is not also "Music")."""
    norm = normalize(text)
    hits = sorted(((a, b, canonical(i)) for i in items for alias in _all_aliases(i)
                   for a, b in phrase_spans(norm, normalize(alias))), key=lambda h: (h[0], -(h[1] - h[0])))
    out, end = [], -1
    for a, b, name in hits:
        if a >= end:
            out.append(name)
            end = b
    return out


def _aliases(items: Sequence[Item], name: str) -> tuple[str, ...]:
    for i in items:
        if canonical(i) == name:
            return (i,) if isinstance(i, str) else tuple(i)
    return (name,)


def _first_position(text: str, aliases: Sequence[str]) -> int:
    hits = [spans[0][0] for a in aliases if (spans := phrase_spans(text, normalize(a)))]
    return min(hits) if hits else len(text)
