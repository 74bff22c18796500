"""The posterior intents over the harness's web apps (``ambiguity/intents_posterior_web.py``):
check_task (oracle 1, noop 0, near misses 0, among them the category's default option) on
the simulated device at one level each, the rule's pick is what the check wants (another
option of the category fails), the blind askers of the sweep win nothing, and every
detailed path is walked from the screens in Chrome's page engine."""

from __future__ import annotations

import pytest

from tests.webapps.intent_checks import check_one, levels, walk_detailed
from venus_tasks import registry
from venus_tasks.agents.adversarial import CHEATERS
from venus_tasks.ambiguity import intents_posterior_web
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance, instance_seed

SUITE = registry.get_suite("ambiguity")
NAMES = [s.name for s in intents_posterior_web.SPECS]
LEVELS = levels(intents_posterior_web.SPECS)


@pytest.mark.parametrize("name, level", LEVELS, ids=[f"{n}-{lv.value}" for n, lv in LEVELS])
def test_check_task(name, level, env):
    check_one(name, level, env)


def test_the_default_option_and_every_option_at_once_fail_the_rule(env):
    """The shop's cheapest-with-4-stars: the category's first product in the cart fails the
    anchor; the pick plus another product of the category fails it too (buying all)."""
    cls = SUITE["AmbiShopCheapestRated_Standard"]
    task = cls(cls.generate_random_params(instance_seed(30, cls.__name__, 0)))
    task.initialize_task(env)
    try:
        post = task.intent["product"].posterior
        apps = env.web_apps.apps
        default = next(p for p in apps.shop.data.products if p.name == post.default)
        apps.request("POST", "/shop/cart/add", {"product": default.id})
        assert not task.spec.vector(env, task.params)["product"]
        task.spec.apply(env, task.params, frozenset({"product", "size"}))
        assert task.spec.vector(env, task.params) == {"product": False, "size": True}    # both in the cart
        apps.request("POST", "/shop/cart/remove", {"line": "0"})
        assert task.spec.vector(env, task.params) == {"product": True, "size": True}
    finally:
        task.tear_down(env)
        env.after_episode()


def test_the_user_picks_by_the_report_and_the_device_check_by_the_seeded_data(env):
    """An agent that misreports (the default product cheaper than the pick, with 4.5 stars)
    is told to take the default, buys it, and fails; one that reports what the list shows
    is told the pick, buys it, and passes."""
    from decimal import Decimal

    from venus_tasks.dialogue import DialogueContext
    from venus_tasks.dialogue.rules import Option, listing
    from venus_tasks.dialogue.strict import StrictUser

    cls = SUITE["AmbiShopCheapestRated_Ambiguous"]
    task = cls(cls.generate_random_params(instance_seed(30, cls.__name__, 0)))
    task.initialize_task(env)
    try:
        post = task.intent["product"].posterior
        pick, default = post.pick(), next(o for o in post.offered if o.name == post.default)
        lied = Option(default.name, {"price": (pick.values["price"] / 2).quantize(Decimal("0.01")),
                                     "rating": Decimal("4.5")})
        shop_data = env.web_apps.apps.shop.data

        def buy(reply_text: str) -> dict:
            chosen = next(p for p in shop_data.products if p.name in reply_text and p.category == task.params["category"])
            env.web_apps.apps.request("POST", "/shop/cart/add", {"product": chosen.id, "size": task.params["size"]})
            return task.spec.vector(env, task.params)

        wrong = StrictUser(task.intent).reply(f"{listing((lied, pick), post.rule.needs)}. Which one?",
                                              DialogueContext(task.goal, 0))
        assert wrong.text == f"{default.name}, please."
        assert buy(wrong.text) == {"product": False, "size": False}
        env.web_apps.apps.request("POST", "/shop/cart/remove", {"line": "0"})
        right = StrictUser(task.intent).reply(f"{listing(post.offered, post.rule.needs)}. Which one?",
                                              DialogueContext(task.goal, 0))
        assert right.text == f"{pick.name}, please." and buy(right.text) == {"product": True, "size": True}
    finally:
        task.tear_down(env)
        env.after_episode()


@pytest.mark.parametrize("cheater", ["cheat_ask_params", "cheat_blind_ask"])
def test_the_blind_askers_win_nothing(cheater, env):
    for name in NAMES[::2]:
        cls = SUITE[f"Ambi{name}_Ambiguous"]
        seed = instance_seed(7, cls.__name__, 0)
        rec = run_episode(Instance(cls(cls.generate_random_params(seed)), 0, seed), env, CHEATERS[cheater](), cheater)
        assert rec.outcome not in ("device_error", "setup_error", "verify_error"), (name, rec.error)
        assert not rec.success and not any(rec.verdict["requirements"].values()), (name, rec.verdict["requirements"])


@pytest.mark.parametrize("name", NAMES)
def test_the_detailed_path_reaches_the_intent_in_the_page_engine(name, engine_env):
    walk_detailed(name, engine_env)
