"""The ambiguity intents over the harness's web apps (``ambiguity/intents_webapps.py``):
check_task (oracle 1, noop 0, near misses 0, among them the confusable Like vs Repost) on the
simulated device at one level each, and every detailed path walked from the screens in Chrome's page engine
through ``adb reverse`` (the path agent, in the episode loop)."""

from __future__ import annotations

import os

import pytest

from venus_tasks import registry
from venus_tasks.ambiguity import intents_webapps
from venus_tasks.ambiguity.clarity import Level
from venus_tasks.ambiguity.walk import PathAgent
from venus_tasks.registry import Instance, instance_seed
from venus_tasks.sim import web_engine

SUITE = registry.get_suite("ambiguity")
NAMES = [s.name for s in intents_webapps.SPECS]


# one level each, alternating (CI's time; test_ambiguity.py samples the suite the same way)
LEVELS = [(n, (Level.STANDARD, Level.AMBIGUOUS, Level.INCOMPLETE)[i % 3]) for i, n in enumerate(NAMES)]


@pytest.mark.parametrize("name, level", LEVELS, ids=[f"{n}-{lv.value}" for n, lv in LEVELS])
def test_check_task(name, level, env):
    from venus_tasks.checks import check_task

    result = check_task(SUITE[f"Ambi{name}_{level.title}"], env, seed=30)
    assert result.problems == ()
    assert result.oracle_score == 1.0 and result.noop_score == 0.0
    assert len(result.near_miss_scores) >= 3 and all(s == 0.0 for s in result.near_miss_scores.values())
    assert getattr(env, "web_apps", None) is None or env.web_apps.server._http is None    # stopped


def test_like_where_a_repost_was_wanted_fails_and_the_other_way_round(env):
    for name, wrong in (("FeedLikeFollow", "/feed/repost"), ("FeedRepostFollow", "/feed/like")):
        cls = SUITE[f"Ambi{name}_Standard"]
        task = cls(cls.generate_random_params(instance_seed(30, cls.__name__, 0)))
        task.initialize_task(env)
        try:
            task.spec.apply(env, task.params, frozenset(r.id for r in task.intent.requirements))
            assert all(task.spec.vector(env, task.params).values())
            env.web_apps.apps.request("POST", wrong, {"post": task.params["post"]})     # both now
            vector = task.spec.vector(env, task.params)
            assert not vector["post"] and sum(vector.values()) == len(vector) - 1, (name, vector)
        finally:
            task.tear_down(env)
            env.after_episode()


@pytest.fixture(scope="module")
def engine_env():
    """A simulated device whose Chrome runs pages in the engine, set up as ``--setup_device``
    leaves an emulator; skipped without Chromium (failing under ``VENUS_REQUIRE_BROWSER=1``)."""
    why = web_engine.unavailable_reason()
    if why:
        if os.environ.get("VENUS_REQUIRE_BROWSER") == "1":
            pytest.fail(f"VENUS_REQUIRE_BROWSER=1 but {why}")
        pytest.skip(why)
    from venus_tasks.env.device import Device
    from venus_tasks.env.env import VenusEnv
    from venus_tasks.setup_device import setup_device
    from venus_tasks.sim import SimServer

    server = SimServer(browser="auto", stepped_clock=True).start()
    try:
        device = Device(server.serials[0], server.host, server.port)
        assert setup_device(device, None).ok
        yield VenusEnv(device, sleep=server.sleeper(server.serials[0]))
    finally:
        server.stop()


@pytest.mark.parametrize("name", NAMES)
def test_the_detailed_path_reaches_the_intent_in_the_page_engine(name, engine_env):
    from venus_tasks.episode import run_episode

    cls = SUITE[f"Ambi{name}_Detailed"]
    seed = instance_seed(30, cls.__name__, 0)
    task = cls(cls.generate_random_params(seed))
    rec = run_episode(Instance(task, 0, seed), engine_env, PathAgent(), "path")
    assert (rec.outcome, rec.success) == ("agent_done", True), (rec.error, rec.verdict)
    assert all(rec.verdict["requirements"].values()) and rec.verdict["process"]["shr"] == 100.0
    assert engine_env.web_apps is None                          # the episode stopped its server
