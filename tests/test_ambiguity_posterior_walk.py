"""The posterior intents over installed apps (``ambiguity/intents_posterior_apps.py``) on the
simulated device: check_task at one level each (oracle 1, noop 0, near misses 0, the
default option among them), the detailed path walked from the screens, and the blind
askers of the sweep winning nothing."""

from __future__ import annotations

import pytest

from venus_tasks import registry
from venus_tasks.agents.adversarial import CHEATERS
from venus_tasks.ambiguity import intents_posterior_apps
from venus_tasks.ambiguity.clarity import Level
from venus_tasks.ambiguity.walk import PathAgent
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance, instance_seed

SUITE = registry.get_suite("ambiguity")
NAMES = [s.name for s in intents_posterior_apps.SPECS]
LEVELS = [(n, (Level.AMBIGUOUS, Level.INCOMPLETE, Level.STANDARD)[i % 3]) for i, n in enumerate(NAMES)]


@pytest.mark.parametrize("name, level", LEVELS, ids=[f"{n}-{lv.value}" for n, lv in LEVELS])
def test_check_task(name, level, env):
    from venus_tasks.checks import check_task

    result = check_task(SUITE[f"Ambi{name}_{level.title}"], env, seed=30)
    assert result.problems == ()
    assert result.oracle_score == 1.0 and result.noop_score == 0.0
    assert len(result.near_miss_scores) >= 3 and all(s == 0.0 for s in result.near_miss_scores.values())


@pytest.mark.parametrize("name", NAMES)
def test_the_detailed_path_reaches_the_intent_through_the_gui(name, env):
    cls = SUITE[f"Ambi{name}_Detailed"]
    seed = instance_seed(30, cls.__name__, 0)
    rec = run_episode(Instance(cls(cls.generate_random_params(seed)), 0, seed), env, PathAgent(), "path")
    assert (rec.outcome, rec.success) == ("agent_done", True), ((rec.error or "")[-1500:], rec.verdict)
    assert all(rec.verdict["requirements"].values()) and rec.verdict["process"]["shr"] == 100.0


@pytest.mark.parametrize("cheater", ["cheat_ask_params", "cheat_blind_ask"])
def test_the_blind_askers_win_nothing(cheater, env):
    for name in NAMES:
        cls = SUITE[f"Ambi{name}_Ambiguous"]
        seed = instance_seed(7, cls.__name__, 0)
        rec = run_episode(Instance(cls(cls.generate_random_params(seed)), 0, seed), env, CHEATERS[cheater](), cheater)
        assert rec.outcome not in ("device_error", "setup_error", "verify_error"), (name, rec.error)
        assert not rec.success and not any(rec.verdict["requirements"].values()), (name, rec.verdict["requirements"])
