"""A gated run through the runner end to end: ``--agent openai --gate pgc`` on one task of
the simulated device, the model a scripted local OpenAI-compatible server. The gate asks
once (the model says the request is not clear), the strict user simulator answers, the
agent then acts ungated (single round trip), and the run header, ``report.json`` and the
HTML report name the gate and its threshold."""

from __future__ import annotations

import contextlib
import io
import json

import pytest

from tests.agents.fake_openai_server import FakeOpenAIServer
from venus_tasks import agents, results
from venus_tasks.agents.gates.__main__ import main as gates_main
from venus_tasks.agents.gates.ask import QUESTION_PROMPT
from venus_tasks.agents.gates.pgc import CLARITY_PROMPT
from venus_tasks.devices import Lease
from venus_tasks.suite_runner import RunConfig, run_suite

TASK = "VagueNapDoNotDisturb"
QUESTION = "For how long should Do Not Disturb stay on?"
DONE_REPLY = 'Reason: finished\nAction: {"action_type": "status", "goal_status": "complete"}'


@pytest.fixture()
def server():
    srv = FakeOpenAIServer().start()
    yield srv
    srv.stop()


def test_a_pgc_gated_run_asks_once_and_records_the_gate(ready_device, tmp_path, server):
    def respond(body):
        system = body["messages"][0]["content"]
        if system == CLARITY_PROMPT:
            return "No, the duration is missing."
        if system == QUESTION_PROMPT:
            return QUESTION
        return DONE_REPLY

    server.respond_with(respond)
    thresholds = tmp_path / "thresholds.json"
    thresholds.write_text(json.dumps({"format": "venus-gate-thresholds/1", "thresholds": {"sgc": 0.81}}))

    @contextlib.contextmanager
    def lease(serial, host, port):
        yield Lease(ready_device, "given")

    out_dir = tmp_path / "run"
    config = RunConfig(output_dir=str(out_dir), agent="openai", tasks=(TASK,), save_screenshots=False,
                       agent_config=agents.AgentConfig(
                           model="m", base_url=server.base_url, api_key="k",
                           extra=(("attempts", "1"),), gate="pgc", gate_thresholds=(("sgc", 0.81),),
                           gate_thresholds_file=str(thresholds)))
    out = io.StringIO()
    report = run_suite(config, out=out, lease=lease)
    assert "agent openai (m) + PGC gate" in out.getvalue()

    assert report["episodes"] == 1 and report["no_result"] == 0
    (rec,) = results.read_records(str(out_dir))
    steps = rec["trajectory"]
    assert [s["action"]["action_type"] for s in steps] == ["ask_user", "status"]
    assert steps[0]["action"]["text"] == QUESTION
    gate = steps[0]["raw"]["gate"]
    assert gate["gate"] == "pgc" and gate["fired"] and gate["score"] == 1.0 and gate["calls"] == 2
    assert steps[1]["raw"]["gate"] == {"gate": "pgc", "skipped": "ask budget spent"}
    asked = [d for d in rec["dialogue"] if d["role"] == "agent"]
    assert [d["text"] for d in asked] == [QUESTION]
    assert any(d["role"] == "user" for d in rec["dialogue"])
    # clarity + question on step 1, the action call on step 2 (its prompt holds the reply)
    systems = [b["messages"][0]["content"] for b in server.chat_bodies()]
    assert systems[:2] == [CLARITY_PROMPT, QUESTION_PROMPT] and len(systems) == 3
    assert f"You asked the user: {QUESTION}" in server.chat_bodies()[2]["messages"][1]["content"][0]["text"]

    header = json.loads((out_dir / "header.json").read_text())
    assert header["config"]["agent_config"]["gate"] == "pgc"
    assert header["agent_identity"]["agent_class"] == "venus_tasks.agents.gates.wrapper.GatedAgent"
    assert report["run"]["gate"] == {"name": "pgc", "threshold": 0.5, "thresholds": {"sgc": 0.81},
                                     "thresholds_source": str(thresholds), "max_asks": 1}
    assert report["leaderboard"]["name"] == "openai (m) + PGC gate"
    html = (out_dir / "report.html").read_text()
    assert "clarification gate" in html and f"pgc, threshold 0.5 (from {thresholds})" in html

    # the run's decision points as validation lines to label (the ungated step 2 has none)
    points = tmp_path / "points.jsonl"
    assert gates_main(["collect", "--run", str(out_dir), "--out", str(points)]) == 0
    (line,) = [json.loads(x) for x in points.read_text().splitlines()]
    assert line == {"gate": "pgc", "score": 1.0, "label": None, "id": f"{rec['key']}/step0", "fired": True,
                    "action": "ask_user"}
    assert gates_main(["tune", "--validation", str(points), "--out", str(tmp_path / "t.json")]) == 2
