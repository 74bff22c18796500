"""Posterior intents of the ``ambiguity`` suite (a rule-valued requirement, ``dialogue.rules``)
without a device: every one draws a unique, non-default pick on 50 seeds; the strict user
picks it from an honest listing of what the instance offers (English and Chinese), picks
by the agent's words when the agent misreports, and gives the blind askers of the sweep
(``cheat_ask_params``, ``cheat_blind_ask``) nothing that names an option."""

from __future__ import annotations

import random

import pytest

from venus_tasks.agents.adversarial import BLIND_QUESTIONS
from venus_tasks.agents.adversarial_talk import param_questions
from venus_tasks.ambiguity.clarity import Level, render
from venus_tasks.ambiguity.tasks import specs
from venus_tasks.dialogue import DialogueContext, ReplyKind
from venus_tasks.dialogue.rules import Option, listing
from venus_tasks.dialogue.strict import PICK, StrictUser

POSTERIOR = sorted((s for s in specs().values()
                    if any(r.posterior for r in s.intent(s.draw(random.Random(0))).requirements)),
                   key=lambda s: s.name)


def _ruled(spec, seed: int):
    params = spec.draw(random.Random(seed))
    intent = spec.intent(params)
    return params, intent, next(r for r in intent.requirements if r.posterior)


def test_there_are_posterior_intents_over_web_and_installed_apps():
    assert len(POSTERIOR) >= 5
    assert {"app:shop", "app:places", "app:feed"} <= {t for s in POSTERIOR for t in s.tags}


@pytest.mark.parametrize("spec", POSTERIOR, ids=lambda s: s.name)
def test_the_pick_is_unique_and_not_the_default_on_50_seeds(spec):
    picks = set()
    for seed in range(50):
        _, _, r = _ruled(spec, seed)           # Posterior refuses a tie or the default option
        pick = r.posterior.pick()
        assert pick.name != r.posterior.default and r.posterior.holds({pick.name})
        assert not r.posterior.holds({pick.name, r.posterior.default})
        picks.add(pick.name)
    assert len(picks) >= 3, (spec.name, picks)               # the pick depends on the seed


def _misreported(rule, pick: Option, default: Option) -> tuple[Option, Option]:
    """The default option reported as meeting the rule's conditions, and the pick
    reported with a ``by`` value worse than the default's: by the report, the default wins."""
    value = default.values[rule.by]
    if isinstance(value, tuple):                              # a (month, day) date
        worse = (12, 28) if rule.lowest else (1, 1)
    else:
        worse = value * 2 + 1 if rule.lowest else 0 * value
    met = {a: v for a, _, v in rule.where}
    return Option(default.name, {**default.values, **met}), Option(pick.name, {**pick.values, rule.by: worse})


@pytest.mark.parametrize("spec", POSTERIOR, ids=lambda s: s.name)
def test_the_strict_user_picks_by_the_rule_from_what_the_agent_reports(spec):
    for seed in range(5):
        params, intent, r = _ruled(spec, seed)
        post, rule = r.posterior, r.posterior.rule
        for variant, lang in (("", "en"), ("zh", "zh")):
            goal = render(spec, params, Level.AMBIGUOUS, variant)
            ask = "要哪一个？" if lang == "zh" else "Which one do you want?"
            honest = StrictUser(intent).reply(f"{listing(post.offered, rule.needs, lang)}. {ask}",
                                              DialogueContext(goal, 0))
            assert (honest.text, honest.kind, honest.filled) == \
                (PICK[lang].format(name=post.pick().name), ReplyKind.ANSWER, (r.id,)), (spec.name, seed, lang)
            default = next(o for o in post.offered if o.name == post.default)
            lied = _misreported(rule, post.pick(), default)
            other = StrictUser(intent).reply(f"{listing(lied, rule.needs, lang)}. {ask}", DialogueContext(goal, 0))
            assert other.text == PICK[lang].format(name=post.default), (spec.name, seed, other)
            bare = StrictUser(intent).reply(f"{'，'.join(post.names) if lang == 'zh' else ', '.join(post.names)}? {ask}",
                                            DialogueContext(goal, 0))
            assert bare.text == r.value_in(lang), (spec.name, seed, lang, bare)


@pytest.mark.parametrize("spec", POSTERIOR, ids=lambda s: s.name)
def test_blind_questions_get_no_option_named(spec):
    params, intent, r = _ruled(spec, 1)
    for variant, lang in (("", "en"), ("zh", "zh")):
        for level in (Level.AMBIGUOUS, Level.STANDARD):
            goal = render(spec, params, level, variant)
            user = StrictUser(intent)
            questions = param_questions(goal) + [q[lang == "zh"] for q in BLIND_QUESTIONS]
            for q in questions:
                reply = user.reply(q, DialogueContext(goal, 0))
                assert not any(name in reply.text for name in r.posterior.names), (spec.name, q, reply)


def test_a_rule_valued_requirement_is_midbenchs_preference_dependent_type():
    """What a posterior goal leaves open is the user's criterion for choosing (MID-Bench's
    "order something healthy"), whatever the requirement's AmbiBench kind."""
    from venus_tasks import registry
    from venus_tasks.mid_probe import kinds

    for spec in POSTERIOR:
        cls = registry.get_suite("ambiguity")[f"Ambi{spec.name}_Standard"]
        task = cls(cls.generate_random_params(0))
        types = {r.id: kinds.ambiguity_type(task, r) for r in task.intent.requirements}
        ruled = next(r.id for r in task.intent.requirements if r.posterior)
        assert types[ruled] == "preference-dependent", (spec.name, types)
        assert all(t != "preference-dependent" for rid, t in types.items() if rid != ruled), (spec.name, types)
