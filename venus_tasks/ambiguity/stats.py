"""The breadth of the ``ambiguity`` suite against issue 29's figures: intents per AmbiBench
domain and per app, and the task dimensions (``python -m venus_tasks.ambiguity stats``).

AmbiBench (``shared/seeds/`` 000, section 3.3) draws its intents from five domains
(e-commerce, social platforms, productivity & collaboration, device system management,
information retrieval) over 25 apps, and adds value-laden requirements (like, comment,
repost, follow, direct message), posterior intents, heterogenization (one intent bound to
structurally different apps: Luckin vs Starbucks), homogenization (confusable pairs:
Follow vs Like) and cross-app chaining. A spec declares these in ``IntentSpec.tags``:

* ``domain:<d>``, exactly one, ``d`` in ``DOMAINS`` (``information`` holds content
  consumption too: a music library, a map search);
* ``app:<name>`` for a web app the harness serves (``shop``, ``shop2``, ``feed``,
  ``places``): ``app_names`` says only ``chrome`` for those;
* ``value_laden`` for a like/comment/repost/follow/DM-style requirement;
* ``family:<Name>`` on every spec bound from one declared intent to several apps (the
  family must span two or more apps);
* ``confusable:<OtherSpec>`` on both members of a confusable pair (doing the other one
  fails and is one of the spec's near misses);
* ``posterior`` is not a tag: a spec is posterior when a requirement of its intent is
  rule-valued (``Requirement.posterior`` set: ``Requirement.ruled``, ``dialogue.rules``).

Cross-app: a spec whose ``apps`` (below) are two or more.

``figures(specs)`` computes every count, ``TARGETS`` holds issue 29's "Done when" figures
(``issues show 29``), ``lines(...)`` words them with the MID-Bench type shares of
``venus_tasks.mid_probe`` (its ``stats`` command's lines).

Raises ValueError (one line, naming the spec) for a spec without exactly one known
domain, a ``confusable:`` tag naming an unknown spec or one that does not name it back,
and a family bound to one app only.
"""

from __future__ import annotations

import collections
import random
from typing import Any, Iterable, Mapping

from venus_tasks.ambiguity.spec import IntentSpec

DOMAINS = ("e-commerce", "social", "productivity", "device", "information")
WEB_BROWSER = "chrome"
# issue 29, "Done when" (deliverables 2-4): the figures a test holds.
TARGETS = {"intents": 100, "apps": 15, **{f"domain:{d}": 10 for d in DOMAINS}, "posterior": 10,
           "families": 10, "confusable_pairs": 10, "cross_app": 15}


def _tagged(spec: IntentSpec, prefix: str) -> list[str]:
    return [t[len(prefix):] for t in spec.tags if t.startswith(prefix)]


def domain(spec: IntentSpec) -> str:
    """The spec's AmbiBench domain (its one ``domain:`` tag).

    Raises ValueError when it has none, several, or one outside ``DOMAINS``."""
    got = _tagged(spec, "domain:")
    if len(got) != 1 or got[0] not in DOMAINS:
        raise ValueError(f"{spec.name}: tags name the domain(s) {got}; give exactly one 'domain:<d>' tag, "
                         f"d in {', '.join(DOMAINS)}")
    return got[0]


def apps(spec: IntentSpec) -> tuple[str, ...]:
    """The apps the spec's requirements span: its ``app_names`` other than Chrome, and its
    ``app:`` tags (web apps); Chrome itself when it names nothing else."""
    out = [a for a in spec.app_names if a != WEB_BROWSER] + _tagged(spec, "app:")
    return tuple(dict.fromkeys(out)) or tuple(spec.app_names)


def is_posterior(spec: IntentSpec) -> bool:
    """True when a requirement of the spec's intent (at seed 0) is rule-valued: its
    ``posterior`` is set (``dialogue.rules.Posterior``: the ground truth is a rule over what
    the screen offers, issue 29 deliverable 2)."""
    intent = spec.intent(spec.draw(random.Random(0)))
    return any(getattr(r, "posterior", None) is not None for r in intent.requirements)


def confusable_pairs(specs: Mapping[str, IntentSpec]) -> list[tuple[str, str]]:
    """The sorted pairs ``(a, b)``, ``a < b``, whose specs name each other in ``confusable:`` tags.

    Raises ValueError naming a spec whose tag names an unknown spec, or one that does not
    tag it back."""
    pairs = set()
    for name, spec in specs.items():
        for other in _tagged(spec, "confusable:"):
            if other not in specs:
                raise ValueError(f"{name}: tag 'confusable:{other}' names no registered intent spec")
            if f"confusable:{name}" not in specs[other].tags:
                raise ValueError(f"{name}: tag 'confusable:{other}' is unpaired; tag {other} 'confusable:{name}' too")
            pairs.add(tuple(sorted((name, other))))
    return sorted(pairs)


def families(specs: Mapping[str, IntentSpec]) -> dict[str, dict[str, tuple[str, ...]]]:
    """``{family: {spec name: its apps}}`` of the ``family:`` tags.

    Raises ValueError naming a family whose specs span one app only (heterogenization binds
    one intent to several apps)."""
    out: dict[str, dict[str, tuple[str, ...]]] = collections.defaultdict(dict)
    for name, spec in specs.items():
        for fam in _tagged(spec, "family:"):
            out[fam][name] = apps(spec)
    for fam, members in out.items():
        if len({a for got in members.values() for a in got}) < 2 or len(members) < 2:
            raise ValueError(f"family {fam}: its specs {sorted(members)} span the apps "
                             f"{sorted({a for got in members.values() for a in got})}; bind it to two or more apps")
    return {fam: dict(sorted(m.items())) for fam, m in sorted(out.items())}


def figures(specs: Mapping[str, IntentSpec]) -> dict[str, Any]:
    """Every count of the module docstring over ``specs`` (``{name: IntentSpec}``):
    ``intents``, ``by_domain`` ({domain: n} over ``DOMAINS``), ``by_app`` ({app: n}, an
    intent counted once per app it spans), ``apps``, ``value_laden``, ``posterior``,
    ``families`` ({family: {spec: apps}}), ``family_intents`` (the specs in a family),
    ``confusable_pairs`` (list of pairs), ``cross_app``, and ``figures``: the numbers
    ``TARGETS`` names. Raises ValueError as the module docstring says."""
    by_domain = collections.Counter({d: 0 for d in DOMAINS})
    by_app: collections.Counter = collections.Counter()
    for spec in specs.values():
        by_domain[domain(spec)] += 1
        by_app.update(apps(spec))
    fams, pairs = families(specs), confusable_pairs(specs)
    out = {"intents": len(specs), "by_domain": dict(by_domain), "by_app": dict(sorted(by_app.items())),
           "apps": len(by_app), "value_laden": sum("value_laden" in s.tags for s in specs.values()),
           "posterior": sum(is_posterior(s) for s in specs.values()), "families": fams,
           "family_intents": sum(len(m) for m in fams.values()), "confusable_pairs": pairs,
           "cross_app": sum(len(apps(s)) >= 2 for s in specs.values())}
    out["figures"] = {"intents": out["intents"], "apps": out["apps"],
                      **{f"domain:{d}": n for d, n in by_domain.items()}, "posterior": out["posterior"],
                      "families": len(fams), "confusable_pairs": len(pairs), "cross_app": out["cross_app"]}
    return out


def lines(got: Mapping[str, Any], mid_entries: Iterable[dict[str, Any]] | None = None) -> list[str]:
    """The report of ``figures`` as text lines, each issue 29 figure with its target, then
    the MID-Bench type shares of ``mid_entries`` (``mid_probe.manifest`` entries; the
    committed manifest when None) per split."""
    from venus_tasks.mid_probe import manifest

    fig = got["figures"]
    mark = lambda key: f"{fig[key]} (issue 29: >= {TARGETS[key]}{'' if fig[key] >= TARGETS[key] else ', not met'})"  # noqa: E731
    out = [f"intents: {mark('intents')}",
           "by domain: " + ", ".join(f"{d} {mark('domain:' + d)}" for d in DOMAINS),
           f"apps: {mark('apps')}: " + ", ".join(f"{a} {n}" for a, n in got["by_app"].items()),
           f"value-laden: {got['value_laden']}",
           f"posterior: {mark('posterior')}",
           f"heterogenized families: {mark('families')}, binding {got['family_intents']} intents"
           + "".join(f"\n  {fam}: " + ", ".join(f"{s} ({'+'.join(a)})" for s, a in m.items())
                     for fam, m in got["families"].items()),
           f"confusable pairs: {mark('confusable_pairs')}" + "".join(f"\n  {a} / {b}" for a, b in got["confusable_pairs"]),
           f"cross-app: {mark('cross_app')}"]
    entries = list(manifest.load() if mid_entries is None else mid_entries)
    for split in ("ambiguous", "hard", None):
        shares = manifest.type_shares(entries, split)
        out.append(f"MID-Bench types, {split or 'all'}: {shares['probes']} probes: "
                   + ", ".join(f"{t} {shares['counts'][t]} ({shares['shares'][t]}%)" for t in shares["counts"]))
    return out
