"""Device facts as data: what a question must state, and what the screen must have shown
first, before the user answers it (``dialogue.strict``'s grounding rule).

A conflict task's user knows their own wishes, not the device: they confirm what the
agent shows it knows. A requirement that resolves a conflict declares the device facts
that ground a question about it (``Requirement.grounds``): the count the folder really
holds, the similarly named note, the other folder, the saved number, the other contact's
name, or the entity plus the kind of conflict ("journal.md" + *already exists*). A
question is **grounded** by a fact when it states the fact and every text that shows the
fact was on the screen of an observation delivered before the question (``Fact.shown``
against ``DialogueContext.shown``, the texts the episode has shown the agent so far,
``screen_texts``). Guessing does not pay: "Are there 4 notes?" states a count, but an
agent that never opened the folder has not seen the notes it would count.

The same facts guard the replies: a reply never states a device value the question did
not state first (``leaks``), so "Delete all of them." and not "Delete all 4 of them.".

Shapes: ``Fact(value, form, aliases, also, claims, shown)``. ``form`` is how the value is
written and matched: ``text`` (``verifiers.answer.mentions`` of the value or an alias),
``number`` (among ``verifiers.numbers.numbers``: "3", "three", "三"; Chinese "not a
single one", 一条都不要删, states no count), ``date`` (its
(month, day) among ``verifiers.facts.dates``: "2023-10-14", "Oct 14", "10月14日"),
``phone`` (national digits among ``verifiers.phones.phone_numbers``) or ``duration`` (its
seconds among ``verifiers.facts.durations``: "5 minutes", "5分钟").
"""

from __future__ import annotations

import dataclasses
import re
from typing import Collection, Iterable, Sequence

from venus_tasks.env.observation import screen_texts  # noqa: F401 - re-exported: what one screen shows
from verifiers.answer import mentions
from verifiers.claims import Claim, claims, claims_about
from verifiers.facts import dates as dates_in, durations   # as written: a question may hedge
from verifiers.numbers import numbers
from verifiers.phones import national, phone_numbers

FORMS = ("text", "number", "date", "phone", "duration")
# Chinese "not a single one" (一条都不要删, 一笔也没有, 任何一条, 没有一条) states no count of one.
_NONE_AT_ALL = re.compile(r"(?:任何|没有?)\s*一\s*[笔条项个篇位]?|一\s*[笔条项个篇位]?[^，。；！？,.;!?]{0,8}?[都也]\s*(?:没|不|别)")


def _iso_date(value: str) -> tuple[int, int]:
    (md,) = dates_in(value) or {None}
    if md is None:
        raise ValueError(f"date fact {value!r}: write it as a date (2023-10-14)")
    return md


def states_value(text: str, value: str, form: str, aliases: Sequence[str] = ()) -> bool:
    """``text`` states ``value`` (written in ``form``; a text value also by an alias)."""
    if form == "text":
        return any(mentions(text, v) for v in (value, *aliases) if v)
    if form == "number":
        text = _NONE_AT_ALL.sub(" ", text)
        return int(value) in {int(n) for n in numbers(text) if n == n.to_integral_value()}
    if form == "date":
        return _iso_date(value) in dates_in(text)
    if form == "phone":
        return national(value) in phone_numbers(text)
    if form == "duration":
        return bool(durations(value) & durations(text))
    raise ValueError(f"unknown fact form {form!r}; valid: {', '.join(FORMS)}")


def appears(item: str, seen: Iterable[str]) -> bool:
    """``item`` was on screen: some text of ``seen`` mentions it, or states the same date
    or phone number when ``item`` is one ("2023-10-09" was shown as "2023 Oct 9",
    "303-555-0865" as "+13035550865")."""
    dates, phones = dates_in(item), set(phone_numbers(item))
    for text in seen:
        if mentions(text, item) or (dates and dates <= dates_in(text)) or \
                (phones and phones <= set(phone_numbers(text))):
            return True
    return False


@dataclasses.dataclass(frozen=True)
class Fact:
    """A device fact of one task instance (module docstring).

    Attributes:
      value: the fact as a question may write it: a name, a count ("5"), an ISO date, a
        phone number, a duration ("5 minutes"); with ``claims``, the entity the conflict is
        about (then usually a name the goal gives).
      form: how ``value`` is written and matched (``FORMS``).
      aliases: other words for ``value`` (``text`` form only): "WLAN" for Wi-Fi, a note's
        name without ".md".
      also: further values (same form) the question must state too: both contacts called
        Maria.
      claims: kinds of conflict (``verifiers.claims.Claim``); when given, the question must
        also make one of them ("Wi-Fi is already on"): the entity-plus-kind form.
      shown: texts that show the fact on screen; each must be among the texts shown
        before the question (``appears``). None: ``value`` and ``also`` themselves (a
        count has to name what it counts, so ``number`` facts must give ``shown``).

    Raises ValueError for an unknown form, a count without ``shown``, aliases on a value
    that is not text, or a date that does not read as one.
    """

    value: str
    form: str = "text"
    aliases: tuple[str, ...] = ()
    also: tuple[str, ...] = ()
    claims: tuple[Claim, ...] = ()
    shown: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.form not in FORMS:
            raise ValueError(f"fact {self.value!r}: unknown form {self.form!r}; valid: {', '.join(FORMS)}")
        if self.form == "number" and self.shown is None:
            raise ValueError(f"count fact {self.value!r} needs shown= (the texts of what it counts)")
        if self.aliases and self.form != "text":
            raise ValueError(f"fact {self.value!r}: aliases are for text facts")
        if self.form == "date":
            for v in self.values:
                _iso_date(v)

    @property
    def values(self) -> tuple[str, ...]:
        """``value`` and ``also``: everything a question must state."""
        return (self.value, *self.also)

    @property
    def private(self) -> bool:
        """The values are the device's (no claim: not an entity the goal names), so no reply
        may state them unless the question did."""
        return not self.claims

    def states(self, text: str) -> bool:
        """``text`` states this fact: every value (the first also by an alias), and one of
        ``claims`` when there are any (about the value, for a text value:
        ``verifiers.claims.claims_about``)."""
        if not (states_value(text, self.value, self.form, self.aliases)
                and all(states_value(text, v, self.form) for v in self.also)):
            return False
        if not self.claims:
            return True
        made = claims_about(text, (self.value, *self.aliases)) if self.form == "text" else claims(text)
        return bool(made & set(self.claims))

    def evidence(self) -> tuple[str, ...]:
        """The texts that must have been on screen (``shown``, or the values)."""
        return self.values if self.shown is None else self.shown

    def on_screen(self, seen: Collection[str]) -> bool:
        """Every text of ``evidence`` was among ``seen``."""
        return all(appears(item, seen) for item in self.evidence())

    def grounds(self, question: str, seen: Collection[str]) -> bool:
        """``question`` states this fact and the screen showed it before (``seen``)."""
        return self.states(question) and self.on_screen(seen)


def leaks(reply: str, question: str, facts: Iterable[Fact]) -> list[str]:
    """The private values of ``facts`` that ``reply`` states and ``question`` does not
    ([] when the reply is clean)."""
    out = []
    for f in facts:
        if not f.private:
            continue
        for i, v in enumerate(f.values):
            aliases = f.aliases if i == 0 else ()
            if states_value(reply, v, f.form, aliases) and not states_value(question, v, f.form, aliases):
                out.append(v)
    return out
