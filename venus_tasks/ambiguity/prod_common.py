"""Shared pieces of the productivity intents of the ``ambiguity`` suite (notes in Markor,
events in Simple Calendar Pro, tasks in Tasks, recipes in Broccoli): ``ProdIntent``, the
record each intent module fills and turns into its ``IntentSpec``; value texts (dates,
clock times, durations) in English and Chinese; the normalisation the state checks share.

An intent here is data (AmbiBench, ``shared/seeds/`` 000 section 3, ``U_gt`` as atomic
requirements): ``draw(rng) -> params`` (all randomness from the instance's ``rng``),
``intent(params) -> Intent``, ``checks`` (one deterministic state check per requirement
id, ``check(probe, params) -> bool`` on state read once per store through the spec's
``Probe``), ``default_params`` (per requirement id, the params patch that puts that
requirement at the app's default; Forced Non-Default, AmbiBench section 3.3 Phase 2,
means the drawn params always differ from it), ``setup(env, params)`` (seed the app,
every requirement unmet), ``solve(env, params)`` (reach the end state of ``params``
through ``apps/`` helpers). The spec's ``apply(env, params, ids)`` is ``solve`` on the
params with every requirement outside ``ids`` patched to its default: the oracle applies
all, each near miss all but one.

Dates: the suite's device says today is Sunday 2023-10-15, 15:34 UTC (AndroidWorld's
``DT``; ``venus_tasks/sim/clock.py``, ``venus_tasks/tasks/prod_seed.py``).
"""

from __future__ import annotations

import dataclasses
import datetime
import random
from typing import Any, Callable, Mapping

from venus_tasks.ambiguity.spec import IntentSpec
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from verifiers.answer import normalize
from verifiers.guard import MayChange

UTC = datetime.timezone.utc
TODAY = datetime.date(2023, 10, 15)

Check = Callable[[Any, dict], bool]


@dataclasses.dataclass(frozen=True)
class ProdIntent:
    """One productivity intent as its module declares it; ``spec()`` is the
    ``IntentSpec`` registered in suite ``ambiguity`` (``venus_tasks.ambiguity.spec``).

    Beyond the spec's fields: ``solve(env, params)`` reaches the end state of ``params``
    through ``apps/`` helpers; ``default_params`` gives, per requirement id, the params
    patch (a dict, or a function of the params returning one) that puts that requirement
    at the app's default, so ``apply(env, params, ids)`` is ``solve`` on the params with
    every requirement outside ``ids`` patched to its default (nothing at all when ``ids``
    is empty). ``defaults`` are the app's defaults in words (the spec's, for the fields
    with a fixed default); for an edit, a field's default is its seeded value, which
    depends on the params (``no_default`` lists those, and ``tests/
    test_ambiguity_intents_productivity.py`` checks them per params through
    ``default_params``). ``free`` names the masked requirements whose value space is large
    (text, dates, clock times): every incomplete mask holds at least one, so a guess
    cannot satisfy the masked part. ``domain`` (AmbiBench's, ``stats.DOMAINS``) and
    ``tags`` (``family:``/``confusable:``/``app:``, ``venus_tasks.ambiguity.stats``) become
    the spec's tags; ``also`` names the other apps a cross-app intent reads or writes (the
    spec's ``app_names`` after ``app``). ``gui_note`` says what the simulated screens cannot do
    yet (empty when every requirement is reachable through them); such a spec is tagged
    ``path_inferred``: its UI path is the real app's, from its layouts and labels
    [inferred], not one walked on the screens this project has.
    """

    name: str
    app: str
    draw: Callable[[random.Random], dict]
    intent: Callable[[Mapping[str, Any]], Intent]
    checks: Mapping[str, Check]
    default_params: Mapping[str, Any]
    hypernym: str
    hypernym_zh: str
    incomplete_masks: tuple[str, ...]
    ui_path: Callable[[Mapping[str, Any]], tuple]
    template: str
    template_zh: str
    template_paraphrase: str
    setup: Callable[[Any, Mapping[str, Any]], None]
    solve: Callable[[Any, Mapping[str, Any]], None]
    stores: tuple[str, ...]
    free: tuple[str, ...] = ()
    gui_note: str = ""
    complexity: float = 2.4
    domain: str = "productivity"
    tags: tuple[str, ...] = ()
    also: tuple[str, ...] = ()

    def at_default(self, params: Mapping[str, Any], rid: str) -> dict:
        """``params`` with requirement ``rid`` at the app's default."""
        patch = self.default_params[rid]
        return {**params, **(patch(params) if callable(patch) else patch)}

    def apply(self, env: Any, params: Mapping[str, Any], ids) -> None:
        """The spec's ``apply``: the requirements ``ids`` as intended, the others at their
        defaults; nothing when ``ids`` is empty."""
        if not ids:
            return
        q = dict(params)
        for rid in self.default_params:
            if rid not in ids:
                patch = self.default_params[rid]
                q.update(patch(params) if callable(patch) else patch)
        self.solve(env, q)

    def fixed_defaults(self) -> tuple[dict[str, str], tuple[str, ...]]:
        """(``defaults``, ``no_default``) of the spec: the default in words of each
        requirement whose default is fixed (a dict patch), and the non-anchor ids whose
        default is their seeded value (a function patch)."""
        p = self.draw(random.Random(0))
        anchor = next(r.id for r in self.intent(p).requirements if r.kind is Kind.ANCHOR)
        fixed = {rid: self.intent(self.at_default(p, rid))[rid].value
                 for rid, patch in self.default_params.items() if not callable(patch)}
        return fixed, tuple(rid for rid, patch in self.default_params.items() if callable(patch) and rid != anchor)

    def spec(self) -> IntentSpec:
        """The ``IntentSpec`` of this intent."""
        defaults, no_default = self.fixed_defaults()
        return IntentSpec(
            name=self.name, app_names=(self.app, *self.also), draw=self.draw, intent=self.intent, checks=self.checks,
            defaults=defaults, apply=self.apply, setup=self.setup, hypernym=self.hypernym,
            hypernym_zh=self.hypernym_zh, incomplete_masks=self.incomplete_masks, ui_path=self.ui_path,
            template=self.template, template_zh=self.template_zh, template_paraphrase=self.template_paraphrase,
            no_default=no_default, may_change=MayChange(stores=self.stores), complexity=self.complexity,
            tags=("productivity", f"domain:{self.domain}", *self.tags) + (("path_inferred",) if self.gui_note else ()))


def req(rid: str, kind: Kind, value: str, names: tuple[str, ...], value_zh: str = "", phrase: str = "",
        phrase_zh: str = "", options: tuple[str, ...] = ()) -> Requirement:
    """A ``Requirement`` whose phrases default to the value (``{v}`` in a phrase is the
    value, ``{z}`` the Chinese value)."""
    z = value_zh or value
    return Requirement(rid, kind, value, names, value_zh=value_zh, options=tuple(o for o in options if o != value),
                       phrase=(phrase or "{v}").format(v=value, z=z), phrase_zh=(phrase_zh or "{z}").format(v=value, z=z))


ANCHOR, EXPLICIT, IMPLICIT = Kind.ANCHOR, Kind.EXPLICIT, Kind.IMPLICIT


def day(offset: int) -> datetime.date:
    """The date ``offset`` days after the device's today (2023-10-15)."""
    return TODAY + datetime.timedelta(days=offset)


def date_en(d: datetime.date) -> str:
    """``"October 20"``."""
    return f"{d:%B} {d.day}"


def date_zh(d: datetime.date) -> str:
    """``"10月20日"``."""
    return f"{d.month}月{d.day}日"


def clock_en(minute_of_day: int) -> str:
    """``"3:30 PM"`` (en-US 12-hour clock)."""
    h, m = divmod(minute_of_day, 60)
    return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"


def clock_zh(minute_of_day: int) -> str:
    """``"下午3:30"``."""
    h, m = divmod(minute_of_day, 60)
    part = "上午" if h < 12 else "下午"
    return f"{part}{(h - 1) % 12 + 1}:{m:02d}"


def span_en(minutes: int) -> str:
    """``"45 minutes"``, ``"1 hour"``, ``"90 minutes"``, ``"2 hours"``, ``"1 day"``, ``"0 minutes"``."""
    if minutes and minutes % 1440 == 0:
        n = minutes // 1440
        return f"{n} day" + ("s" if n > 1 else "")
    if minutes and minutes % 60 == 0:
        n = minutes // 60
        return f"{n} hour" + ("s" if n > 1 else "")
    return f"{minutes} minutes"


def span_zh(minutes: int) -> str:
    """``"45分钟"``, ``"1小时"``, ``"2天"``."""
    if minutes and minutes % 1440 == 0:
        return f"{minutes // 1440}天"
    if minutes and minutes % 60 == 0:
        return f"{minutes // 60}小时"
    return f"{minutes}分钟"


def epoch(d: datetime.date, minute_of_day: int = 0) -> int:
    """Seconds since the epoch at ``minute_of_day`` (UTC) on ``d``."""
    return int(datetime.datetime(d.year, d.month, d.day, tzinfo=UTC).timestamp()) + minute_of_day * 60


def utc_date(seconds: float) -> datetime.date:
    """The UTC date of an epoch time in seconds."""
    return datetime.datetime.fromtimestamp(seconds, UTC).date()


def same_text(a: str | None, b: str) -> bool:
    """Equal after ``verifiers.answer.normalize`` (case, punctuation, ``_`` and spacing
    do not matter: "Packing list" is "packing_list")."""
    return a is not None and normalize(a) == normalize(b)


def has_line(text: str | None, line: str) -> bool:
    """True if one line of ``text`` equals ``line`` after normalisation."""
    return text is not None and any(same_text(x, line) for x in text.splitlines())


def contains_text(text: str | None, part: str) -> bool:
    """True if normalised ``part`` occurs in normalised ``text`` on word boundaries."""
    if text is None:
        return False
    t, p = f" {normalize(text)} ", f" {normalize(part)} "
    return bool(normalize(part)) and p in t


def pick(rng: random.Random, pool, k: int | None = None):
    """``rng.choice(pool)``, or ``rng.sample(pool, k)`` with ``k``."""
    return rng.choice(list(pool)) if k is None else rng.sample(list(pool), k)
