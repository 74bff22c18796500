"""The main command end to end, as a user runs it (subprocess, built-in simulated device)."""

import json
import os
import socket
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run(*flags, timeout=300):
    # An adb port nobody listens on: "no device attached", so the simulator is used even
    # on a machine with an emulator running.
    env = dict(os.environ, ADBUTILS_ADB_PATH="/bin/false")
    return subprocess.run([sys.executable, "runner.py", f"--adb_port={free_port()}", *flags],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)


# The GSA tasks wait on real clocks and scheduled calls (minutes of wall time); they are
# run by tests/test_tasks.py on a time-scaled simulated device instead.
NOT_GSA = "--categories=fa,cf,va,mr,guim,hgb,nr,bc"


@pytest.fixture(scope="module")
def oracle_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("oracle")
    return run("--suite=venus", NOT_GSA, f"--output_dir={out}"), out


def test_oracle_scores_100_with_table(oracle_run):
    proc, out = oracle_run
    assert proc.returncode == 0, proc.stderr
    report = json.loads((out / "report.json").read_text())
    assert report["no_result"] == 0 and report["episodes"] == report["successes"] >= 6
    scores = report["scores"]
    assert scores["total"] == 100.0
    for code in ("fa", "cf", "va", "mr", "hgb", "nr"):
        assert scores[code] == 100.0 and report["categories"][code]["episodes"] >= 1
    assert scores["gsa"] is None and scores["bc"] is None  # GSA left out here; no BC tasks yet
    assert "TOTAL" in proc.stdout and "builtin-simulator" in proc.stdout
    assert report["reference"] is True and report["leaderboard"] is None   # the oracle validates, not ranks
    assert "no leaderboard entry" in proc.stdout
    lines = (out / "episodes.jsonl").read_text().splitlines()
    assert len(lines) == report["episodes"]
    first = json.loads(lines[0])
    assert first["outcome"] == "agent_done" and first["trajectory"][-1]["action"]["action_type"] == "status"
    header = json.loads((out / "header.json").read_text())
    assert header["config"]["agent"] == "oracle" and header["device"]["source"] == "builtin-simulator"
    assert "api_key" not in header["config"]["agent_config"]


def test_resume_skips_finished_episodes(oracle_run):
    _, out = oracle_run
    before = (out / "episodes.jsonl").read_text()
    proc = run("--suite=venus", NOT_GSA, f"--output_dir={out}")
    assert proc.returncode == 0, proc.stderr
    assert (out / "episodes.jsonl").read_text() == before
    n = len(before.splitlines())
    assert f"{n} episode(s)" in proc.stdout and f"{n} already in" in proc.stdout
    assert "[1/" not in proc.stdout  # no episode ran again


def test_resume_with_other_agent_is_refused_and_keeps_results(oracle_run):
    _, out = oracle_run
    before = (out / "episodes.jsonl").read_text()
    proc = run("--suite=venus", NOT_GSA, "--agent=noop", f"--output_dir={out}")
    assert proc.returncode != 0 and "different agent" in proc.stderr
    assert (out / "episodes.jsonl").read_text() == before


def test_noop_scores_zero_everywhere(tmp_path):
    proc = run("--suite=venus", "--agent=noop", "--categories=CF,va,FA,hgb", f"--output_dir={tmp_path}")
    assert proc.returncode == 0, proc.stderr
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["no_result"] == 0 and report["successes"] == 0
    for code in ("fa", "cf", "va", "hgb"):
        assert report["scores"][code] == 0.0


@pytest.mark.parametrize("flag, message", [
    ("--categories=CF,zz", "unknown category 'zz'; valid categories: fa, cf, va"),
    ("--agent=gpt9", "--agent 'gpt9' is not registered; valid agents:"),
    ("--suite=nope", "--suite 'nope' is not a suite; valid suites: venus"),
    ("--tasks=NoSuchTask", "unknown task 'NoSuchTask' in suite 'venus'"),
    ("--n_task_combinations=0", "--n_task_combinations must be at least 1"),
    ("--user=psychic", "--user 'psychic' is not a user simulator; valid: llm, scripted, strict"),
    ("--user=llm", "--user llm needs --user_model"),
])
def test_bad_flag_values_get_one_line_errors(flag, message, tmp_path):
    proc = run(flag, f"--output_dir={tmp_path}", timeout=60)
    assert proc.returncode != 0
    err = proc.stderr.strip().splitlines()
    assert len(err) == 1 and message in err[0], proc.stderr
    assert not (tmp_path / "episodes.jsonl").exists()


def test_unknown_device_is_an_error(tmp_path):
    proc = run("--device=emulator-9999", f"--output_dir={tmp_path}", timeout=60)
    assert proc.returncode != 0 and "--device 'emulator-9999' is not attached" in proc.stderr


def test_setup_device_needs_a_real_device(tmp_path):
    proc = run("--setup_device", timeout=60)
    assert proc.returncode != 0 and "no device is attached to the adb server" in proc.stderr


def test_all_no_result_exits_non_zero(tmp_path):
    # A model server that is not there: every episode is no_result, and the exit code says so.
    proc = run("--agent=openai", "--model=m", f"--base_url=http://127.0.0.1:{free_port()}/v1",
               "--agent_arg=attempts=1", "--tasks=VagueNapDoNotDisturb", f"--output_dir={tmp_path}")
    assert proc.returncode != 0 and "all 1 episode(s) are no_result" in proc.stderr
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["no_result"] == 1 and report["outcomes"] == {"agent_error": 1}


def test_bad_agent_options_fail_before_any_episode(tmp_path):
    proc = run("--agent=openai", "--model=m", "--base_url=notaurl", f"--output_dir={tmp_path}", timeout=60)
    assert proc.returncode != 0 and "is not an http(s) URL" in proc.stderr
    proc = run("--agent=openai", "--model=m", "--agent_arg=timeout=-1", f"--output_dir={tmp_path}", timeout=60)
    assert proc.returncode != 0 and "timeout must be a positive number" in proc.stderr
    assert not (tmp_path / "episodes.jsonl").exists()
