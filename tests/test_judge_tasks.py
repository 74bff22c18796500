"""`judge` tasks in episodes: the run's judge decides from the rendered goal, its verdict is
recorded; without a judge the deterministic rubric decides and the record says so; a
failing judge is verify_error (no result), never a silent 0. Against a local
OpenAI-compatible server."""

from __future__ import annotations

import json

import pytest

from tests.agents.fake_openai_server import FakeOpenAIServer
from variants import get_variant
from venus_tasks.agents.reference import OracleAgent
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance
from venus_tasks.task import Evaluation, TaskInfo
from venus_tasks.tasks.fa import FuncAssistScreenTimeout
from verifiers.judge import Judge, JudgeConfig


class JudgedTimeout(FuncAssistScreenTimeout):
    """The FA screen-timeout task, evaluated by a judge (its key-fact check as the rubric)."""

    info = TaskInfo(FuncAssistScreenTimeout.info.category, FuncAssistScreenTimeout.info.pudam, Evaluation.JUDGE)

    def verify(self, env) -> float:
        return self.judged(env, ["The answer names the path Settings > Display > Screen timeout.",
                                 f"It says the timeout is {self.params['timeout_s']} seconds."],
                           rubric=lambda answer: FuncAssistScreenTimeout.verify(self, env) == 1.0)


@pytest.fixture
def server():
    s = FakeOpenAIServer().start()
    try:
        yield s
    finally:
        s.stop()


def episode(env, judge=None, variant=""):
    task = JudgedTimeout(get_variant(variant).params(JudgedTimeout.generate_random_params(4)) if variant
                         else JudgedTimeout.generate_random_params(4))
    env.judge = judge
    try:
        return run_episode(Instance(task, 0, 4, variant=variant, transform=get_variant(variant)), env,
                           OracleAgent(), "oracle")
    finally:
        env.judge = None


def judge_at(server, tmp_path, **kw):
    return Judge(JudgeConfig(model="judge-m", base_url=server.base_url, cache_dir=str(tmp_path / "cache"),
                             attempts=kw.pop("attempts", 2), backoff=0.0, timeout=5.0, **kw))


def test_without_a_judge_the_rubric_decides(env):
    rec = episode(env)
    assert rec.success and rec.verdict["decided_by"] == "rubric" and "judge" not in rec.verdict


def test_the_judge_decides_and_its_verdict_is_recorded(env, server, tmp_path):
    server.reply(json.dumps({"success": True, "rationale": "path and value are right"}))
    rec = episode(env, judge_at(server, tmp_path))
    assert rec.success and rec.verdict["decided_by"] == "judge"
    v = rec.verdict["judge"]
    assert (v["success"], v["model"], v["cached"], v["rationale"]) == (True, "judge-m", False, "path and value are right")
    body = server.requests[0]["json"]
    assert body["model"] == "judge-m" and body["temperature"] == 0
    text = json.dumps(body["messages"], ensure_ascii=False)
    assert JudgedTimeout(JudgedTimeout.generate_random_params(4)).goal in text   # the rendered goal
    assert "Settings > Display > Screen timeout" in text                          # the agent's answer
    assert sum(1 for m in body["messages"] for p in (m["content"] if isinstance(m["content"], list) else [])
               if p.get("type") == "image_url") >= 1                              # the last screens

    server.reply(json.dumps({"success": False, "rationale": "wrong value"}))
    rec = episode(env, judge_at(server, tmp_path), variant="zh")                  # a new prompt: not cached
    assert not rec.success and rec.score == 0.0 and rec.verdict["judge"]["rationale"] == "wrong value"
    assert "屏幕" in json.dumps(server.requests[-1]["json"]["messages"], ensure_ascii=False)


def test_a_failing_judge_is_a_verify_error_not_a_zero(env, server, tmp_path):
    server.error(500, times=2)
    rec = episode(env, judge_at(server, tmp_path, attempts=2))
    assert rec.outcome == "verify_error" and rec.no_result and rec.score is None
    assert "JudgeError" in rec.error and "judge-m" in rec.error
    server.reply("I think it is fine")                                            # no verdict in it
    rec = episode(env, judge_at(server, tmp_path, attempts=1))
    assert rec.outcome == "verify_error" and "JudgeError" in rec.error


def test_the_resume_command_never_prints_api_keys():
    from venus_tasks.cli import _resume_command

    cmd = _resume_command(["runner.py", "--judge_api_key=sk-judge", "--api_key", "sk-agent", "--judge_model=m",
                           "--tasks=X"])
    assert "sk-" not in cmd and "--judge_model=m" in cmd and "--tasks=X" in cmd
