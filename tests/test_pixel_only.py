"""``--noui_tree`` hides the UI elements from the agent, not from the harness: a pixel-only
agent's conflict questions are grounded, and its on-screen noise triggers fire."""

from __future__ import annotations

import pytest

from noise import NoiseEvent, Trigger
from noise.env import NoisyEnv
from venus_tasks import registry
from venus_tasks.agents.reference import OracleAgent
from venus_tasks.env.env import VenusEnv
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance, instance_seed


@pytest.fixture
def pixel_env(env):
    return VenusEnv(env.device, ui_tree=False, wait_seconds=0, console=env.console)


@pytest.mark.parametrize("name", ["RefusalMarkorDeleteCountMismatch", "RefusalSmsSendAmbiguousContact"])
def test_a_pixel_only_agents_grounded_question_is_answered(pixel_env, name):
    """The oracle looks, then asks a grounded question and follows the reply; without the
    dump the user saw no screen text, refused to ground it, and the oracle failed."""
    cls = registry.get_suite("venus")[name]
    s = instance_seed(30, name, 0)
    rec = run_episode(Instance(cls(cls.generate_random_params(s)), 0, s), pixel_env, OracleAgent(), "oracle")
    asked = [d for d in rec.dialogue if d["role"] == "user" and d.get("kind") == "answer"]
    assert asked and rec.success, (rec.outcome, rec.dialogue)


def test_on_screen_noise_fires_for_a_pixel_only_agent(pixel_env):
    pixel_env.open_app("Markor")
    noisy = NoisyEnv(pixel_env, [NoiseEvent("rotation", Trigger(on_screen="Markor"), {"back_after": 1})],
                     pixel_env.console)
    noisy.begin_episode()
    obs = noisy.observe(0)
    assert obs.ui_elements == () and obs.screen_elements
    noisy.observe(1)
    assert [e["what"] for e in noisy.events][:1] == ["fired"]
    noisy.end_episode()
