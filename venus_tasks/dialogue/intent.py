"""Ground-truth intent as data (AmbiBench's ``U_gt``, ``shared/seeds/`` AmbiBench section
3): what the user wants, as atomic requirements, from which the goal is rendered and
against which a user simulator answers.

A requirement has a ``kind``: the ``anchor`` (what the task acts on: an app, a note, an
expense), ``explicit`` parameters a user would say (an amount, a date) and ``implicit``
ones a user holds but rarely says (a category they always use). The goal a task shows is
rendered from a template whose ``{id}`` slots take each requirement's ``phrase``; a
requirement left out of the rendering is in the *gap*, and the gap is computed from the
goal text (a requirement whose value the goal does not mention), never written by hand.

Shapes: ``Requirement(id, kind, value, names, value_zh, options, phrase, phrase_zh,
context_phrase, context_phrase_zh)``, all strings (``phrase_zh`` is the phrase in a
Chinese goal, the ``zh`` variant's; ``context_phrase`` what a user who takes earlier
context for granted says instead of the phrase, "with what we agreed on": MID-Bench's
contextual ambiguity, ``shared/seeds/`` 001 section 5.1; it must not mention the value);
``Intent(requirements, topics, facts)``. ``names`` are the words that name the parameter in
English and Chinese ("amount", "how much", "金额"); ``options`` other values the parameter
could take (a question offering some of them is about this requirement); ``topics`` name
on-topic parameters the intent leaves open (a question about one gets "No preference.").

A requirement that resolves a conflict with the device (a CF task's ``resolution``) also
has ``grounds``: the device facts (``dialogue.grounding.Fact``) one of which a question
must state, after the screen showed it, to be answered; a requirement without grounds is
the user's own wish ("what amount?") and is answered as before. ``Intent.facts`` holds
further device facts of the instance that ground nothing. No reply may state a device
value the question did not (``Intent.leaks``), and a requirement whose reply states a
device value at all is refused at construction, but for picking one of several values
every grounded question has to offer ("Maria Lopez, please." after "Maria Lopez or Maria
Chen?").

A requirement of a posterior intent (AmbiBench's "see what shops are nearby") has a
``posterior`` (``dialogue.rules.Posterior``): its value is a rule over what the instance
offers ("the cheapest T-shirt with at least 4 stars"), ``value``/``value_zh`` are the
rule's words and ``options`` hold the offered options' names (so a question listing them
is about it); ``Requirement.ruled`` builds one. The task's check compares what the agent
chose with the rule applied to the seeded data (``Posterior.holds``); the strict
simulator applies the rule to what the agent reports (``dialogue.strict``).
"""

from __future__ import annotations

import dataclasses
import enum
import re
from typing import Collection

from venus_tasks.dialogue.grounding import Fact, leaks
from venus_tasks.dialogue.rules import Posterior
from verifiers.answer import mentions


class _Slots(dict):
    """Template slots whose lookup runs ``_phrase`` lazily, so a missing Chinese phrase
    fails only when its slot is used."""

    def __getitem__(self, key: str) -> str:
        value = dict.__getitem__(self, key)
        return value() if callable(value) else value


def _phrase(r: "Requirement", language: str):
    if language != "zh":
        return r.phrase
    if r.phrase_zh:
        return r.phrase_zh

    def missing() -> str:
        raise KeyError(f"requirement {r.id!r} has no phrase_zh for the Chinese goal")
    return missing


class Kind(str, enum.Enum):
    """AmbiBench's requirement kinds."""

    ANCHOR = "anchor"
    EXPLICIT = "explicit"
    IMPLICIT = "implicit"


@dataclasses.dataclass(frozen=True)
class Requirement:
    """One atomic requirement of an intent (see the module docstring)."""

    id: str
    kind: Kind
    value: str
    names: tuple[str, ...]
    value_zh: str = ""
    options: tuple[str, ...] = ()
    phrase: str = ""
    phrase_zh: str = ""
    context_phrase: str = ""
    context_phrase_zh: str = ""
    grounds: tuple[Fact, ...] = ()
    posterior: Posterior | None = None

    @classmethod
    def ruled(cls, id: str, kind: Kind, posterior: Posterior, names: tuple[str, ...], phrase: str,
              phrase_zh: str) -> "Requirement":
        """A rule-valued requirement (module docstring): its value is the rule's words,
        its options the offered names; ``phrase``/``phrase_zh`` must contain the words."""
        rule = posterior.rule
        return cls(id, kind, rule.words, names, value_zh=rule.words_zh, options=posterior.names,
                   phrase=phrase, phrase_zh=phrase_zh, posterior=posterior)

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[a-z_][a-z0-9_]*", self.id):
            raise ValueError(f"requirement id {self.id!r}: use lower_snake_case (it is a template slot)")
        if not self.value.strip():
            raise ValueError(f"requirement {self.id!r} has an empty value")
        if not self.names:
            raise ValueError(f"requirement {self.id!r} needs the words that name it (names=...)")
        if any(c and self.stated_in(c) for c in (self.context_phrase, self.context_phrase_zh)):
            raise ValueError(f"requirement {self.id!r}: its context phrase states the value {self.value!r}; "
                             "a context phrase refers to the value without saying it")
        self.check_reply(tuple(self.grounds))
        if self.posterior is not None:
            rule = self.posterior.rule
            if (self.value, self.value_zh) != (rule.words, rule.words_zh) or \
                    not set(self.posterior.names) <= set(self.options):
                raise ValueError(f"requirement {self.id!r}: a rule-valued requirement's value is its rule's words "
                                 "and its options the offered names; build it with Requirement.ruled")
            if self.grounds:
                raise ValueError(f"requirement {self.id!r}: a rule-valued requirement has no grounds")

    def check_reply(self, facts: tuple[Fact, ...]) -> None:
        """Raise ValueError if ``value`` or ``value_zh`` states a private value of ``facts``,
        but one of several values that every one of this requirement's grounds makes a
        question offer (``Fact.also``: the reply picks one of the two contacts the question
        named; it never says a count, a name or a date back)."""
        offered = [set(g.values) if g.also else set() for g in self.grounds]
        required = set.intersection(*offered) if offered else set()
        for text in (self.value, self.value_zh):
            told = [v for v in leaks(text, "", facts) if v not in required]
            if text and told:
                raise ValueError(f"requirement {self.id!r}: its reply {text!r} states the device fact(s) {told} "
                                 "that a grounded question need not state; reply without them")

    def grounded(self, question: str, seen) -> bool:
        """True if ``question`` states one of ``grounds`` that the screen showed before
        (``seen``: the texts shown so far); True for a requirement without grounds."""
        return not self.grounds or any(f.grounds(question, seen) for f in self.grounds)

    def value_in(self, language: str) -> str:
        """The value as a reply in ``language`` (``"en"`` or ``"zh"``)."""
        return self.value_zh if language == "zh" and self.value_zh else self.value

    def with_context(self, phrase: str, phrase_zh: str = "") -> "Requirement":
        """This requirement with context phrases (``context_phrase``: "to the day we agreed
        on"), which make its mid_probe probes MID-Bench's contextual type. Raises ValueError
        if a phrase states the value."""
        return dataclasses.replace(self, context_phrase=phrase, context_phrase_zh=phrase_zh)

    def referred(self) -> "Requirement":
        """This requirement with its phrases replaced by its context phrases (the way a
        user who assumes shared context words it; a Chinese rendering without
        ``context_phrase_zh`` then fails as one without ``phrase_zh`` does). Raises
        ValueError if it has none."""
        if not self.context_phrase:
            raise ValueError(f"requirement {self.id!r} has no context_phrase")
        return dataclasses.replace(self, phrase=self.context_phrase,
                                   phrase_zh=self.context_phrase_zh)

    def stated_in(self, text: str) -> bool:
        """True if ``text`` mentions this requirement's value (English or Chinese)."""
        return any(v and mentions(text, v) for v in (self.value, self.value_zh))


@dataclasses.dataclass(frozen=True)
class Intent:
    """A user's ground-truth intent: its requirements and the open on-topic parameters.

    Raises ValueError for duplicate requirement ids or an intent without an anchor.
    """

    requirements: tuple[Requirement, ...]
    topics: tuple[str, ...] = ()
    facts: tuple[Fact, ...] = ()

    def __post_init__(self) -> None:
        ids = [r.id for r in self.requirements]
        if len(set(ids)) != len(ids):
            raise ValueError(f"duplicate requirement ids in {ids}")
        if not any(r.kind is Kind.ANCHOR for r in self.requirements):
            raise ValueError("an intent needs an anchor requirement (what the task acts on)")
        for r in self.requirements:
            r.check_reply(self.device_facts)

    @property
    def device_facts(self) -> tuple[Fact, ...]:
        """Every device fact of the instance: the requirements' grounds and ``facts``."""
        return tuple(f for r in self.requirements for f in r.grounds) + self.facts

    def leaks(self, reply: str, question: str) -> list[str]:
        """The device values ``reply`` states that ``question`` did not ([] if none)."""
        return leaks(reply, question, self.device_facts)

    def seen_on_screen(self, shown: Collection[str]) -> bool:
        """True if the screen showed (``shown``: the texts of the episode's screens) the
        evidence of at least one device fact of the instance: the agent looked at the
        conflict. True for an intent without device facts."""
        facts = self.device_facts
        return not facts or any(f.on_screen(shown) for f in facts)

    def evidence(self) -> frozenset[str]:
        """The screen texts that show every device fact of the instance (what an agent that
        looked at the conflict has seen)."""
        return frozenset(t for f in self.device_facts for t in f.evidence())

    def __getitem__(self, rid: str) -> Requirement:
        for r in self.requirements:
            if r.id == rid:
                return r
        raise KeyError(f"no requirement {rid!r}; the intent has {[r.id for r in self.requirements]}")

    def render(self, template: str, masked: Collection[str] = (), language: str = "en") -> str:
        """``template`` with each ``{id}`` slot replaced by that requirement's phrase
        (``phrase_zh`` when ``language`` is ``"zh"``), or by nothing for the ids in
        ``masked``; spaces before punctuation are tidied.

        Raises:
          KeyError: a slot names no requirement, ``masked`` names an unknown id, or a
            Chinese rendering needs a requirement without ``phrase_zh``.
        """
        unknown = set(masked) - {r.id for r in self.requirements}
        if unknown:
            raise KeyError(f"masked ids {sorted(unknown)} are not requirements of the intent")
        slots = {r.id: ("" if r.id in masked else _phrase(r, language)) for r in self.requirements}
        text = template.format_map(_Slots(slots))
        text = re.sub(r"\s+([,.;:?!，。；：？！])", r"\1", re.sub(r"[ \t]+", " ", text)).strip()
        return re.sub(r"[,，]([.;:?!。；：？！])", r"\1", text)

    def gap(self, goal: str) -> tuple[Requirement, ...]:
        """The requirements the goal leaves out (their value is not mentioned in it)."""
        return tuple(r for r in self.requirements if not r.stated_in(goal))
