"""Every registered task passes the conformance check on the simulated device:
same seed same params, noop scores 0, the oracle scores 1, every near miss is rejected."""

import pytest

from venus_tasks import registry
from venus_tasks.checks import check_task
from venus_tasks.env import actions as A

TASKS = registry.select("venus")


def _talks(cls) -> bool:
    """The goal's wording reaches more than the agent: a user simulator answers from it,
    or follow-up rounds are worded in it."""
    return cls.intent is not None or bool(cls.rounds)


def _reads_language(cls) -> bool:
    """The goal's language changes more than its rendering: the oracle answers in it, or a
    user simulator or follow-up rounds speak it. A state-only task's oracle acts the same
    whatever the goal's language (its Chinese goal is rendered and checked in
    ``test_variant_texts``, and cheaters play it in the adversarial sweep)."""
    from venus_tasks.task import Evaluation
    return cls.info.evaluation is not Evaluation.STATE or _talks(cls)


# The original at one seed, the Chinese goal at another where the language matters (its
# oracle answers in Chinese, so every text answer is checked in Chinese too), and the
# paraphrase where the wording is read by a user simulator or continued by rounds.
CASES = [(c, 30, "") for c in TASKS] + [(c, 7, "zh") for c in TASKS if _reads_language(c)] + \
        [(c, 7, "paraphrase") for c in TASKS if _talks(c)]


@pytest.mark.parametrize("cls, seed, variant", CASES,
                         ids=[f"{c.__name__}-{seed}{'-' + v if v else ''}" for c, seed, v in CASES])
def test_check_task(cls, seed, variant, env):
    from venus_tasks.dialogue.strict import language
    from venus_tasks.task import Evaluation

    result = check_task(cls, env, seed=seed, variant=variant, near_misses=not variant)
    assert result.problems == ()
    assert result.oracle_score == 1.0 and result.noop_score == 0.0
    if not variant:
        assert len(result.near_miss_scores) >= 2 and all(s < 1.0 for s in result.near_miss_scores.values())
    if variant == "zh" and cls.info.evaluation is not Evaluation.STATE and result.oracle_answer:
        assert language(result.oracle_answer) == "zh", result.oracle_answer


def test_initialize_undoes_what_an_earlier_episode_left(env):
    from venus_tasks.tasks.va import VagueNapDoNotDisturb

    env.device.settings_put("system", "user_rotation", 1)
    env.device.settings_put("system", "accelerometer_rotation", 1)
    env.device.start_activity("com.android.settings/.Settings")
    env.execute(A.answer("stale"))
    task = VagueNapDoNotDisturb(VagueNapDoNotDisturb.generate_random_params(1))
    task.initialize_task(env)
    try:
        assert env.device.settings_get("system", "user_rotation") == "0"
        assert env.device.settings_get("system", "accelerometer_rotation") == "0"
        assert env.device.current_package() != "com.android.settings"
        assert env.answer == ""
    finally:
        task.tear_down(env)


MIXED = [c for c in TASKS if "kind" in c.generate_random_params(0)]


@pytest.mark.parametrize("cls", MIXED, ids=[c.__name__ for c in MIXED])
def test_check_task_on_every_kind_of_instance(cls, env):
    """Tasks that mix valid, partial and conflicting instances pass the check on each kind."""
    from venus_tasks.registry import instance_seed

    first_seed = {}
    for seed in range(100):
        kind = cls.generate_random_params(instance_seed(seed, cls.__name__, 0))["kind"]
        first_seed.setdefault(kind, seed)
    assert len(first_seed) == 3, first_seed
    for kind, seed in sorted(first_seed.items()):
        result = check_task(cls, env, seed=seed)
        assert result.problems == (), (kind, result.problems)
