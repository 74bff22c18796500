"""The main command with the OpenAI-compatible agent against a local fake model server:
TT/PT in the report equal the usage the server reported."""

import json

from tests.agents.fake_openai_server import FakeOpenAIServer
from tests.test_cli import run


def test_tokens_in_report_equal_server_usage(tmp_path):
    server = FakeOpenAIServer().start()
    try:
        server.reply('Reason: it is on already.\nAction: {"action_type": "answer", '
                     '"text": "Bluetooth is already on."}', usage=(1200, 35, 1000))
        server.reply('Reason: done.\nAction: {"action_type": "status", "goal_status": "complete"}',
                     usage=(1300, 20, 1100))
        proc = run("--agent=openai", "--model=fake-model", f"--base_url={server.base_url}",
                   "--tasks=VagueNapDoNotDisturb", f"--output_dir={tmp_path}", timeout=120)
        assert proc.returncode == 0, proc.stderr
        assert len(server.requests) == 2
        # the installed openai client logs each request through httpx2 at INFO: quiet by default
        assert "HTTP Request" not in proc.stderr + proc.stdout
    finally:
        server.stop()
    report = json.loads((tmp_path / "report.json").read_text())
    cost = report["leaderboard"]["cost"]
    assert cost["completion_tokens"] == 55 and cost["prompt_tokens"] == 2500 and cost["cached_tokens"] == 2100
    assert cost["tt_k"] == 0.1 and cost["pt"] == 27.5 and cost["source"] == "api"
    assert report["successes"] == 0 and report["leaderboard"]["scores"]["va"] == 0.0  # it only talked
    rec = json.loads((tmp_path / "episodes.jsonl").read_text().splitlines()[0])
    assert [s["usage"]["completion_tokens"] for s in rec["trajectory"]] == [35, 20]
    assert rec["answer"] == "Bluetooth is already on." and rec["outcome"] == "agent_done"


def test_log_http_shows_the_request_lines_of_the_installed_client(tmp_path):
    server = FakeOpenAIServer().start()
    try:
        server.reply('Reason: done.\nAction: {"action_type": "status", "goal_status": "complete"}')
        proc = run("--agent=openai", "--model=fake-model", f"--base_url={server.base_url}", "--log_http",
                   "--tasks=VagueNapDoNotDisturb", f"--output_dir={tmp_path}", timeout=120)
        assert proc.returncode == 0, proc.stderr
    finally:
        server.stop()
    assert "HTTP Request: POST" in proc.stderr + proc.stdout
