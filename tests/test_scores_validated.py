"""A score outside [0, 1] (or NaN) is a verify_error naming the task, never a result;
records are standard JSON; index-based actions record the element the agent saw."""

from __future__ import annotations

import json
import math

import pytest

from venus_tasks import results
from venus_tasks.agents.base import Agent, AgentStep
from venus_tasks.agents.reference import OracleAgent
from venus_tasks.env import actions as A
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance
from venus_tasks.tasks.va import VagueNapDoNotDisturb


@pytest.mark.parametrize("bad", [math.nan, 1.5, -0.25, math.inf])
def test_a_score_outside_0_1_is_a_verify_error(env, bad):
    class Broken(VagueNapDoNotDisturb):
        def verify(self, env):
            return bad

    task = Broken(Broken.generate_random_params(3))
    rec = run_episode(Instance(task, 0, 3), env, OracleAgent(), "oracle")
    assert rec.outcome == "verify_error" and rec.no_result and rec.score is None
    assert f"Broken.verify returned {bad!r}; a score must be a number in [0, 1]" in rec.error


def test_records_are_standard_json(tmp_path):
    results.append_record(str(tmp_path), {"key": "T_0", "score": math.nan, "raw": {"p": [1.0, math.inf, -math.inf]}})
    line = (tmp_path / results.EPISODES_FILE).read_text()
    assert json.loads(line) == {"key": "T_0", "score": None, "raw": {"p": [1.0, None, None]}}
    assert "NaN" not in line and "Infinity" not in line


def test_index_actions_record_the_element_the_agent_saw(env):
    class TapFirst(Agent):
        def step(self, observation):
            if observation.step == 0:
                return AgentStep(A.JSONAction(A.CLICK, index=0))
            if observation.step == 1:
                return AgentStep(A.JSONAction(A.CLICK, index=10_000))     # out of range: no element
            return AgentStep(A.done())

    task = VagueNapDoNotDisturb(VagueNapDoNotDisturb.generate_random_params(3))
    seen = []
    rec = run_episode(Instance(task, 0, 3), env, TapFirst(), "tap", on_observation=seen.append)
    first = seen[0].ui_elements[0]
    b = first.bbox
    assert rec.trajectory[0]["element"] == {"index": 0, "text": first.text or first.content_description,
                                            "bbox": [b.x_min, b.y_min, b.x_max, b.y_max]}
    assert "element" not in rec.trajectory[1] and "invalid" in rec.trajectory[1]
    assert "element" not in rec.trajectory[2]
