"""Heterogenization (AmbiBench ``shared/seeds/`` 000, section 3.3 Phase 3 a): one intent
declared once (a ``Family``) and bound to several structurally different apps (a
``Binding`` each), every binding a spec of its own with its own checks, UI path and near
misses (``Family.bind`` builds a ``prod_common.ProdIntent``; the specs carry the tag
``family:<Family.name>``, ``venus_tasks.ambiguity.stats`` counts them).

A family declares the requirements (``Field``: id, kind, the names a question uses, the
value in English and Chinese as a function of the params, the phrases), the templates
(``{app}`` takes the binding's launcher label), the hypernym, the incomplete level's
masks and ``draw(rng) -> values`` (the canonical values: texts, a day offset from the
suite's today, cents). A binding says how its app holds those values:

* ``background(rng, values) -> params`` (the app's seeded records, never the anchor),
  ``seed(env, params)``;
* ``records(probe, params) -> [Record]``: every record in the app now, each with its
  ``name`` (what the anchor names), ``key`` (a comparable value of every field a record
  has) and ``view`` (what ``matches`` read); ``seeded(params) -> [key]``, the keys of
  the seeded records as ``records`` would read them untouched;
* ``matches``: per family field, ``match(view, params) -> bool``, the field holding in the
  new record (names and texts normalised by ``verifiers``, never fuzzy-matched);
* ``write(env, q)``: the record of the values ``q`` created through ``apps/`` helpers, as
  saving it in the app would; ``defaults``: per field, the params patch that puts it at the
  app's default (Forced Non-Default: a draw never has it); ``path(params)``: the UI path.

Checks (generic, from the binding): a record is new when its key is not a seeded one. The
anchor holds when exactly one new record is named as the anchor says and every seeded
record is still there unchanged; any other field holds when the new record (the only new
one, or among several the one named so) matches it. So every near miss (one field at the
app's default) fails exactly that field.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any, Callable, Mapping

from venus_tasks.ambiguity.prod_common import ProdIntent
from venus_tasks.dialogue.intent import Intent, Kind, Requirement

Params = Mapping[str, Any]


@dataclasses.dataclass(frozen=True)
class Record:
    """One record an app holds: ``name`` (what the anchor names), ``key`` (comparable,
    every field), ``view`` (what the binding's ``matches`` read)."""

    name: str
    key: Any
    view: Any


@dataclasses.dataclass(frozen=True)
class Field:
    """A requirement of a family: ``en(params)``/``zh(params)`` the value in words (a value
    at an app's default too: "no note"), ``phrase``/``phrase_zh`` with ``{v}``/``{z}``,
    ``options`` (what a question offering a choice names)."""

    rid: str
    kind: Kind
    names: tuple[str, ...]
    en: Callable[[Params], str]
    zh: Callable[[Params], str]
    phrase: str = "{v}"
    phrase_zh: str = "{z}"
    options: tuple[str, ...] = ()

    def requirement(self, p: Params) -> Requirement:
        v, z = self.en(p), self.zh(p)
        return Requirement(self.rid, self.kind, v, self.names, value_zh=z if z != v else "",
                           options=tuple(o for o in self.options if o != v),
                           phrase=self.phrase.format(v=v, z=z), phrase_zh=self.phrase_zh.format(v=v, z=z))


@dataclasses.dataclass(frozen=True)
class Binding:
    """One app a family is bound to (see the module docstring). ``app``: the apps registry
    name; ``label``: the launcher label (it fills ``{app}``); ``suffix``: the spec name's
    tail; ``stores``: what the app may change (``MayChange``); ``also``: other apps the
    spec reads or restores (a cross-app binding); ``intact(probe, params)``, when given, must
    also hold for the anchor (a cross-app chain's source app left as seeded: ``chained``)."""

    app: str
    label: str
    suffix: str
    background: Callable[[random.Random, Params], dict]
    seed: Callable[[Any, Params], None]
    records: Callable[[Any, Params], list[Record]]
    seeded: Callable[[Params], list]
    matches: Mapping[str, Callable[[Any, Params], bool]]
    write: Callable[[Any, Params], None]
    defaults: Mapping[str, Any]
    path: Callable[[Params], tuple]
    stores: tuple[str, ...]
    domain: str = "productivity"
    also: tuple[str, ...] = ()
    complexity: float = 2.4
    intact: Callable[[Any, Params], bool] | None = None


@dataclasses.dataclass(frozen=True)
class Family:
    """One intent declared once (see the module docstring); ``bind(binding)`` is its spec in
    that binding's app. ``fields[0]`` is the anchor."""

    name: str
    draw: Callable[[random.Random], dict]
    fields: tuple[Field, ...]
    hypernym: str
    hypernym_zh: str
    incomplete_masks: tuple[str, ...]
    template: str
    template_zh: str
    template_paraphrase: str
    topics: tuple[str, ...] = ()
    free: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.fields[0].kind is not Kind.ANCHOR or any(f.kind is Kind.ANCHOR for f in self.fields[1:]):
            raise ValueError(f"family {self.name}: fields[0] is the anchor and the only one")

    def intent(self, p: Params) -> Intent:
        return Intent(tuple(f.requirement(p) for f in self.fields), topics=self.topics)

    def bind(self, b: Binding, heterogenized: bool = True) -> ProdIntent:
        """The family's intent in ``b``'s app (a ``ProdIntent``; ``.spec()`` registers it),
        tagged ``family:<name>`` unless ``heterogenized`` is False (an intent declared this
        way but bound to one app only: a cross-app chain).

        Raises ValueError when ``b`` lacks a match or a default of a field."""
        rids = [f.rid for f in self.fields]
        if set(b.matches) < set(rids) or set(b.defaults) < set(rids):
            raise ValueError(f"family {self.name}: binding {b.suffix} must match and default every field {rids}")
        anchor = rids[0]
        family = self

        def draw(rng: random.Random) -> dict:
            values = family.draw(rng)
            return {**values, **b.background(rng, values)}

        def new(probe, p) -> list[Record]:
            left = Counter(_hashable(k) for k in b.seeded(p))
            out = []
            for r in b.records(probe, p):
                k = _hashable(r.key)
                if left[k] > 0:
                    left[k] -= 1
                else:
                    out.append(r)
            return out

        def the_new(probe, p) -> Record | None:
            got = new(probe, p)
            if len(got) != 1:
                got = [r for r in got if b.matches[anchor](r.view, p)]
            return got[0] if len(got) == 1 else None

        def check_anchor(probe, p) -> bool:
            now = Counter(_hashable(r.key) for r in b.records(probe, p))
            kept = not (Counter(_hashable(k) for k in b.seeded(p)) - now)
            if not kept or (b.intact is not None and not b.intact(probe, p)):
                return False
            return len([r for r in new(probe, p) if b.matches[anchor](r.view, p)]) == 1

        def field_check(rid: str):
            def check(probe, p) -> bool:
                r = the_new(probe, p)
                return r is not None and b.matches[rid](r.view, p)
            return check

        checks = {anchor: check_anchor, **{rid: field_check(rid) for rid in rids[1:]}}
        fill = lambda text: text.replace("{app}", b.label)             # noqa: E731
        return ProdIntent(
            name=self.name + b.suffix, app=b.app, draw=draw, intent=self.intent, checks=checks,
            default_params={rid: b.defaults[rid] for rid in rids}, hypernym=self.hypernym,
            hypernym_zh=self.hypernym_zh, incomplete_masks=self.incomplete_masks, ui_path=b.path,
            template=fill(self.template), template_zh=fill(self.template_zh),
            template_paraphrase=fill(self.template_paraphrase), setup=b.seed, solve=b.write, stores=b.stores,
            free=self.free, complexity=b.complexity, domain=b.domain, also=b.also,
            tags=(f"family:{self.name}",) if heterogenized else ())


@dataclasses.dataclass(frozen=True)
class Source:
    """The app a cross-app chain reads its value from (AmbiBench's cross-app contextual
    chaining, section 3.3 Phase 2 a): ``seed(env, params)`` puts the family's drawn source
    records there, ``intact(probe, params)`` says they are all still there unchanged (the
    chain's check reads this app too: the value must come from it, not be put into it),
    ``visit(params)`` the UI steps that show the value, ``stores`` what it may change."""

    app: str
    seed: Callable[[Any, Params], None]
    intact: Callable[[Any, Params], bool]
    visit: Callable[[Params], tuple]
    stores: tuple[str, ...] = ()


def chained(sink: Binding, source: Source, suffix: str) -> Binding:
    """``sink`` fed from ``source``: both seeded, the anchor holding only while the source
    is intact, the path visiting the source first; the spec spans both apps."""
    def seed(env, p) -> None:
        source.seed(env, p)
        sink.seed(env, p)

    return dataclasses.replace(sink, suffix=suffix, seed=seed, intact=source.intact, also=(source.app,),
                               path=lambda p: (*source.visit(p), *sink.path(p)),
                               stores=tuple(dict.fromkeys(sink.stores + source.stores)),
                               complexity=sink.complexity + 0.6)


def _hashable(v):
    if isinstance(v, (list, tuple)):
        return tuple(_hashable(x) for x in v)
    if isinstance(v, dict):
        return tuple(sorted((k, _hashable(x)) for k, x in v.items()))
    return v
