"""Rule-valued requirements: AmbiBench's posterior intents (``shared/seeds/`` 000 section 3,
"Intent Origin": the user "operates under a state of information deficit" and chooses
after seeing the options, "see what shops are nearby"). The ground truth of such a
requirement is not a value known before the episode but a rule over what the instance
offers: "the cheapest T-shirt with at least 4 stars", "the closest pharmacy open on
Sundays", "the shortest song of the album".

Shapes:

* ``Option(name, values)``: one thing the screen offers (a product, a place, a song),
  ``values`` ``{attribute: value}`` in the units of ``ATTRIBUTES``.
* ``Rule(name, words, words_zh, by, lowest, where)``: keep the options meeting every
  condition of ``where`` (``(attribute, op, value)``, op one of ``OPS``), then take the
  one with the lowest (``lowest``) or highest value of ``by``; ``pick(options)`` is that
  option, or None when none qualifies or two tie (a rule picks one or nothing).
  ``needs`` are the attributes it reads; ``words``/``words_zh`` say it as the user does.
* ``Posterior(rule, offered, default)``: the rule of one instance with the options the
  instance offers (their seeded values) and ``default``, the name of the option an
  agent that does not apply the rule takes (the first listed, the one preselected).
  Built only when ``rule.pick(offered)`` is unique and is not ``default``
  (AmbiBench's Forced Non-Default): ValueError otherwise, so a draw that breaks it fails
  in the tests that draw 50 seeds.

``reported(text, names, needs)`` reads the options an agent lists in a question: each of
``names`` (the offered options' names) it mentions, with the values of ``needs`` read from
the text after that name up to the next name ("Lotus Cafe 4.5 stars $12, Pine Deli 3.9
$8"). ``ATTRIBUTES`` say how each attribute is written (English and Chinese):

=============  ===================================================  =========================
attribute      written as                                           value
=============  ===================================================  =========================
price, amount  "$12", "12.99", "12 dollars", "12元"                  Decimal dollars
               (``verifiers.facts.money``)
rating         "4.5 stars", "4.5★", "rated 4.5", "评分4.5", "4.5星",  Decimal
               or a bare one-decimal number 0-5 ("3.9")
price_level    "$$" (a run of dollar signs, as the directory shows)   int 1-4
distance       "850 m", "1.2 km", "1.2公里" (``quantities.metres``)       Decimal metres
seconds        "3:45", "3 min 45 s", "3分45秒" (``facts.durations``)  int seconds
ingredients    "5 ingredients", "5种食材", "5样配料"                   int
likes          "120 likes", "120个赞", "120赞"                         int
reviews        "123 reviews", "123条评价"                             int
due            a date ("Oct 9", "2023-10-09", "10月9日";              (month, day)
               ``verifiers.facts.dates``)
sunday         "open on Sunday(s)" / "closed on Sunday(s)",          bool
               "周日营业" / "周日不营业", "周日休息"
followed       "you follow" / "not followed", "已关注" / "未关注"      bool
=============  ===================================================  =========================

A value is read only when the option's stretch states exactly one (two prices for one
option read as none). Numbers, money, distances, durations and dates go through
``verifiers`` (normalised, never fuzzy-matched).
"""

from __future__ import annotations

import dataclasses
import operator
import re
from decimal import Decimal
from typing import Any, Callable, Mapping, Sequence

from verifiers.answer import phrase_spans
from verifiers.facts import dates, durations, money
from verifiers.numbers import parse_number
from verifiers.quantities import metres
from verifiers.text import clean

OPS: dict[str, Callable[[Any, Any], bool]] = {"<=": operator.le, ">=": operator.ge, "<": operator.lt,
                                              ">": operator.gt, "==": operator.eq}


# ------------------------------------------------------------------ attribute readers
def _one(found) -> Any:
    values = set(found)
    return values.pop() if len(values) == 1 else None


_NUM = r"(\d+|[零一二两三四五六七八九十百]+)"
_RATING = re.compile(r"(?<![\d.$])([0-5](?:\.\d)?)\s*(?:stars?|★|颗星|星)"
                     r"|(?:rated|rating|评分|得分)\s*(?:of|is|:|：|为)?\s*([0-5](?:\.\d)?)(?![\d.])"
                     r"|(?<![\d.$¥,])([0-5]\.\d)(?![\d.%]|\s*(?:km|m\b|公里|千米|米|min|分|秒|s\b|h\b))")
_LEVEL = re.compile(r"(?<![\w$])(\$+)(?![\w$]|\.\d)")
_MMSS = re.compile(r"(?<!\d)(?<!\d:)(\d{1,2}):([0-5]\d)(?![\d]|:\d)")
_INGREDIENTS = re.compile(_NUM + r"\s*(?:ingredients?|[种样个]?\s*(?:食材|配料|原料|材料))")
_REVIEWS = re.compile(r"(\d{1,3}(?:,\d{3})+|\d+)\s*(?:reviews?|条评价|条评论|个评价)")
_LIKES = re.compile(_NUM + r"\s*(?:likes?|个赞|次赞|赞|點讚|点赞)")
_SUNDAY_NO = re.compile(r"closed\s+(?:on\s+)?sundays?|not\s+open\s+(?:on\s+)?sundays?|周日(?:不营业|休息|关门|闭店)"
                        r"|星期天(?:不营业|休息)|周日.{0,2}不开")
_SUNDAY_YES = re.compile(r"open\s+(?:on\s+)?sundays?|sundays?\s*:?\s*\d|周日(?:营业|开门|也开|照常)|星期天(?:营业|开门)")
_FOLLOW_NO = re.compile(r"not\s+(?:followed|following)|(?:don't|do not|doesn't|you\s+don't)\s+follow|unfollowed"
                        r"|未关注|没关注|没有关注|不关注")
_FOLLOW_YES = re.compile(r"(?:you|i)\s+follow|followed|following|已关注|关注了|在关注")


def _count(pattern: re.Pattern, text: str) -> int | None:
    found = []
    for m in pattern.finditer(text):
        n = parse_number(m.group(1))
        if n is not None:
            found.append(int(n))
    return _one(found)


def _rating(text: str) -> Decimal | None:
    return _one(Decimal(next(g for g in m.groups() if g)) for m in _RATING.finditer(text))


def _money(text: str) -> Decimal | None:
    return _one(money(_LEVEL.sub(" ", text)))


def _level(text: str) -> int | None:
    return _one(len(m.group(1)) for m in _LEVEL.finditer(text))


def _seconds(text: str) -> int | None:
    timed = [int(m.group(1)) * 60 + int(m.group(2)) for m in _MMSS.finditer(text)]
    return _one(timed) if timed else _one(durations(_MMSS.sub(" ", text)))


def _flag(no: re.Pattern, yes: re.Pattern) -> Callable[[str], bool | None]:
    def read(text: str) -> bool | None:
        if no.search(text):
            return None if yes.search(no.sub(" ", text)) else False
        return True if yes.search(text) else None
    return read


def _date(text: str) -> tuple[int, int] | None:
    return _one(dates(text))


ATTRIBUTES: dict[str, Callable[[str], Any]] = {
    "price": _money, "amount": _money, "rating": _rating, "price_level": _level,
    "distance": lambda t: _one(metres(t)), "seconds": _seconds,
    "ingredients": lambda t: _count(_INGREDIENTS, t), "likes": lambda t: _count(_LIKES, t), "due": _date,
    "reviews": lambda t: _one(int(m.group(1).replace(",", "")) for m in _REVIEWS.finditer(t)),
    "sunday": _flag(_SUNDAY_NO, _SUNDAY_YES), "followed": _flag(_FOLLOW_NO, _FOLLOW_YES),
}


def read_value(attribute: str, text: str) -> Any:
    """The one value of ``attribute`` that ``text`` states (None for none or several).

    Raises:
      KeyError: an unknown attribute (the message lists ``ATTRIBUTES``).
    """
    if attribute not in ATTRIBUTES:
        raise KeyError(f"unknown attribute {attribute!r}; known: {', '.join(ATTRIBUTES)}")
    return ATTRIBUTES[attribute](clean(text).casefold())


_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def say(attribute: str, value: Any, language: str = "en") -> str:
    """``value`` of ``attribute`` written as an agent reporting the screen would write it
    in ``language`` (``en``/``zh``); ``read_value`` reads it back (the table above).

    Raises:
      KeyError: an unknown attribute.
    """
    zh = language == "zh"
    if attribute in ("price", "amount"):
        return f"{value}美元" if zh else f"${value}"
    words: dict[str, Callable[[Any], tuple[str, str]]] = {
        "rating": lambda v: (f"{v} stars", f"{v}星"), "price_level": lambda v: ("$" * int(v),) * 2,
        "distance": lambda v: (f"{v} m", f"{v}米"), "seconds": lambda v: (f"{v // 60}:{v % 60:02d}",) * 2,
        "ingredients": lambda v: (f"{v} ingredients", f"{v}种食材"), "likes": lambda v: (f"{v} likes", f"{v}个赞"),
        "reviews": lambda v: (f"{v} reviews", f"{v}条评价"),
        "due": lambda v: (f"due {_MONTHS[v[0] - 1]} {v[1]}", f"{v[0]}月{v[1]}日到期"),
        "sunday": lambda v: ("open on Sundays", "周日营业") if v else ("closed on Sundays", "周日休息"),
        "followed": lambda v: ("you follow the author", "已关注") if v else ("not followed", "未关注"),
    }
    if attribute not in words:
        raise KeyError(f"unknown attribute {attribute!r}; known: {', '.join(ATTRIBUTES)}")
    return words[attribute](value)[zh]


def listing(options: Sequence["Option"], needs: Sequence[str], language: str = "en") -> str:
    """``options`` with their values of ``needs``, one after another ("A: $12, 4.5 stars;
    B: ..."): what an agent that read them off the screen reports."""
    sep, colon = ("；", "：") if language == "zh" else ("; ", ": ")
    return sep.join(f"{o.name}{colon}" + ("，" if language == "zh" else ", ").join(
        say(a, o.values[a], language) for a in needs) for o in options)


# ------------------------------------------------------------------ options and rules
@dataclasses.dataclass(frozen=True)
class Option:
    """One option the screen offers: its ``name`` (as listed) and ``values`` by attribute."""

    name: str
    values: Mapping[str, Any]


@dataclasses.dataclass(frozen=True)
class Rule:
    """A choice rule (module docstring). Raises ValueError for an unknown attribute or op."""

    name: str
    words: str
    words_zh: str
    by: str
    lowest: bool = True
    where: tuple[tuple[str, str, Any], ...] = ()

    def __post_init__(self) -> None:
        for attribute in self.needs:
            if attribute not in ATTRIBUTES:
                raise ValueError(f"rule {self.name!r}: unknown attribute {attribute!r}; known: {', '.join(ATTRIBUTES)}")
        for _, op, _ in self.where:
            if op not in OPS:
                raise ValueError(f"rule {self.name!r}: unknown op {op!r}; valid: {', '.join(OPS)}")
        if not self.words or not self.words_zh:
            raise ValueError(f"rule {self.name!r} needs words and words_zh (how the user says it)")

    @property
    def needs(self) -> tuple[str, ...]:
        """The attributes the rule reads: ``by`` and those of ``where``."""
        return tuple(dict.fromkeys((self.by, *(a for a, _, _ in self.where))))

    def qualifies(self, option: Option) -> bool:
        """``option`` meets every condition of ``where``."""
        return all(OPS[op](option.values[a], v) for a, op, v in self.where)

    def pick(self, options: Sequence[Option]) -> Option | None:
        """The option the rule chooses among ``options``; None when none qualifies, two
        tie, or an option lacks a value the rule needs."""
        if any(option.values.get(a) is None for option in options for a in self.needs):
            return None
        fit = [o for o in options if self.qualifies(o)]
        if not fit:
            return None
        best = (min if self.lowest else max)(o.values[self.by] for o in fit)
        winners = [o for o in fit if o.values[self.by] == best]
        return winners[0] if len(winners) == 1 else None

    def words_in(self, language: str) -> str:
        return self.words_zh if language == "zh" else self.words


@dataclasses.dataclass(frozen=True)
class Posterior:
    """A rule with what one instance offers (module docstring).

    Raises ValueError when the rule picks nothing or a tie among ``offered``, when its
    pick is ``default``, or when an offered option lacks a value the rule needs.
    """

    rule: Rule
    offered: tuple[Option, ...]
    default: str

    def __post_init__(self) -> None:
        missing = [(o.name, a) for o in self.offered for a in self.rule.needs if o.values.get(a) is None]
        if missing:
            raise ValueError(f"rule {self.rule.name!r}: offered options lack values {missing}")
        chosen = self.rule.pick(self.offered)
        if chosen is None:
            raise ValueError(f"rule {self.rule.name!r} picks no single option among {[o.name for o in self.offered]}")
        if chosen.name == self.default:
            raise ValueError(f"rule {self.rule.name!r} picks the default option {self.default!r} "
                             "(Forced Non-Default: seed it elsewhere)")
        if self.default not in self.names:
            raise ValueError(f"default option {self.default!r} is not offered")

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(o.name for o in self.offered)

    def pick(self) -> Option:
        """The option the rule chooses among those offered (unique by construction)."""
        return self.rule.pick(self.offered)

    def holds(self, chosen) -> bool:
        """``chosen`` (the names of the offered options the agent acted on) is exactly the
        rule's pick: acting on several, or on another, fails."""
        return set(chosen) == {self.pick().name}


def mentioned(text: str, names: Sequence[str]) -> list[tuple[int, int, str]]:
    """``(start, end, name)`` of each of ``names`` in ``text`` (case-folded, on script-aware
    word boundaries, ``verifiers.answer.phrase_spans``: "选Orbit T恤衫（4.5星）" and "Orbit
    T恤衫是12美元" name "Orbit T恤衫", "Orbitron Tee" does not name "Orbit"; a name inside a
    longer listed name does not count), in order."""
    low = clean(text).casefold()
    spans: list[tuple[int, int, str]] = []
    for name in sorted(names, key=len, reverse=True):
        for start, end in phrase_spans(low, clean(name).casefold()):
            if not any(a < end and start < b for a, b, _ in spans):
                spans.append((start, end, name))
    return sorted(spans)


def reported(text: str, names: Sequence[str], needs: Sequence[str]) -> list[Option]:
    """The options ``text`` lists (module docstring): one per name of ``names`` it
    mentions (first mention), each with the values of ``needs`` it states in the stretch
    after the name up to the next name (None for a value it does not state once)."""
    low = clean(text).casefold()
    spans = mentioned(text, names)
    out: dict[str, Option] = {}
    for i, (_, end, name) in enumerate(spans):
        stop = spans[i + 1][0] if i + 1 < len(spans) else len(low)
        if name not in out:
            out[name] = Option(name, {a: ATTRIBUTES[a](low[end:stop]) for a in needs})
    return list(out.values())


def choose(rule: Rule, text: str, names: Sequence[str]) -> Option | None:
    """The option ``rule`` picks among those ``text`` lists with every value it needs;
    None when it lists fewer than two, one lacks a needed value, or the rule picks none."""
    options = reported(text, names, rule.needs)
    if len(options) < 2:
        return None
    return rule.pick(options)
