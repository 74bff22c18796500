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
    # The built-in simulated device even on a machine with an emulator running; a test that
    # picks its own device gets an adb port nobody listens on instead.
    env = dict(os.environ, ADBUTILS_ADB_PATH="/bin/false")
    own = any(f.startswith(("--device", "--setup_device", "--adb_")) for f in flags)
    where = [f"--adb_port={free_port()}"] if own and not any(f.startswith("--adb_") for f in flags) else \
        ([] if own else ["--device=builtin"])
    return subprocess.run([sys.executable, "runner.py", *where, *flags],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)


def _sample(per_category: int = 2) -> str:
    """``--tasks=`` with the first ``per_category`` tasks (by name) of every category but
    GSA, whose tasks wait on real clocks and scheduled calls (minutes of wall time; they
    run in tests/test_tasks.py on a time-scaled simulated device). Every task's oracle,
    noop and near misses are checked in tests/test_tasks.py; here the command is run end
    to end on a sample of them."""
    from venus_tasks import registry

    names: dict[str, list[str]] = {}
    for cls in sorted(registry.select("venus"), key=lambda c: c.__name__):
        names.setdefault(cls.info.category.value, []).append(cls.__name__)
    return "--tasks=" + ",".join(n for cat, ns in sorted(names.items()) if cat != "gsa" for n in ns[:per_category])


NOT_GSA = _sample()


@pytest.fixture(scope="module")
def oracle_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("oracle")
    return run("--suite=venus", NOT_GSA, f"--output_dir={out}"), out


def test_oracle_scores_100_with_table(oracle_run):
    proc, out = oracle_run
    assert proc.returncode == 0, proc.stderr
    report = json.loads((out / "report.json").read_text())
    assert report["no_result"] == 0 and report["episodes"] == report["successes"] == 16
    scores = report["scores"]
    assert scores["total"] == 100.0
    for code in ("fa", "cf", "va", "mr", "guim", "hgb", "nr", "bc"):
        assert scores[code] == 100.0 and report["categories"][code]["episodes"] == 2
    assert scores["gsa"] is None                                  # GSA left out here
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
    proc = run("--suite=venus", "--agent=noop", NOT_GSA, f"--output_dir={tmp_path}")
    assert proc.returncode == 0, proc.stderr
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["no_result"] == 0 and report["successes"] == 0 and report["episodes"] == 16
    for code in ("fa", "cf", "va", "mr", "guim", "hgb", "nr", "bc"):
        assert report["scores"][code] == 0.0


@pytest.mark.parametrize("flag, message", [
    ("--categories=CF,zz", "unknown category 'zz'; valid categories: fa, cf, va"),
    ("--agent=gpt9", "--agent 'gpt9' is not registered; valid agents:"),
    ("--suite=nope", "--suite 'nope' is not a suite; valid suites: ambiguity, mid_diag, mid_probe, venus"),
    ("--tasks=NoSuchTask", "unknown task 'NoSuchTask' in suite 'venus'; valid tasks: "),
    ("--n_task_combinations=0", "--n_task_combinations must be at least 1"),
    ("--user=psychic", "--user 'psychic' is not a user simulator; valid: llm, scripted, strict"),
    ("--user=llm", "--user llm needs --user_model"),
    ("--event_clock=host", "--event_clock 'host': unknown event clock; valid: step, wall"),
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
    assert proc.returncode != 0 and "no device is attached to an adb server at 127.0.0.1:" in proc.stderr


def test_an_explicit_adb_address_that_does_not_answer_is_an_error(tmp_path):
    port = free_port()
    proc = run(f"--adb_port={port}", "--tasks=VagueNapDoNotDisturb", f"--output_dir={tmp_path / 'run'}", timeout=60)
    assert proc.returncode != 0 and f"no device is attached to an adb server at 127.0.0.1:{port}" in proc.stderr
    assert "--device=builtin" in proc.stderr and not (tmp_path / "run").exists()   # nothing left behind


def test_a_folder_that_is_not_a_run_directory_is_refused(tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    proc = run("--tasks=VagueNapDoNotDisturb", f"--output_dir={tmp_path}", timeout=60)
    assert proc.returncode != 0 and "holds other files and is not a venus run directory" in proc.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


def test_all_no_result_exits_non_zero(tmp_path):
    # A model server that is not there: every episode is no_result, and the exit code says so.
    proc = run("--agent=openai", "--model=m", f"--base_url=http://127.0.0.1:{free_port()}/v1",
               "--agent_arg=attempts=1", "--tasks=VagueNapDoNotDisturb", f"--output_dir={tmp_path}")
    assert proc.returncode != 0 and "all 1 episode(s) are no_result: agent_error:" in proc.stderr
    assert "127.0.0.1" in proc.stderr.split("no_result", 1)[1]      # the cause, with the URL, not only a pointer
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["no_result"] == 1 and report["outcomes"] == {"agent_error": 1}


def test_bad_agent_options_fail_before_any_episode(tmp_path):
    proc = run("--agent=openai", "--model=m", "--base_url=notaurl", f"--output_dir={tmp_path}", timeout=60)
    assert proc.returncode != 0 and "is not an http(s) URL" in proc.stderr
    proc = run("--agent=openai", "--model=m", "--agent_arg=timeout=-1", f"--output_dir={tmp_path}", timeout=60)
    assert proc.returncode != 0 and "timeout must be a positive number" in proc.stderr
    assert not (tmp_path / "episodes.jsonl").exists()


# An agent that ends its first episode at once and never ends the next one on its own, so a
# Ctrl-C sent after the first episode's line always lands inside an episode, however slowly the
# test process is scheduled (with a real agent the run could end before the signal is sent).
STALLING_AGENT = """
import time
from venus_tasks.agents import register_agent
from venus_tasks.agents.base import Agent, AgentStep
from venus_tasks.env import actions as A


class Stalling(Agent):
    name = "stalling"
    episodes = 0

    def reset(self, goal):   # the loop's call at each episode's start (a model agent's hook)
        super().reset(goal)
        Stalling.episodes += 1

    def step(self, observation):
        while Stalling.episodes > 1:   # until Ctrl-C
            time.sleep(0.05)
        return AgentStep(A.done())


@register_agent("stalling")
def _stalling(config):
    return Stalling()
"""


def test_a_closed_stdout_or_ctrl_c_ends_the_run_without_a_traceback(tmp_path):
    import signal

    env = dict(os.environ, ADBUTILS_ADB_PATH="/bin/false")
    tasks = "--tasks=VagueNapDoNotDisturb,VagueScreenTooDark,NoiseResistExpenseDeletePopUp"
    cmd = [sys.executable, "runner.py", "--device=builtin", tasks]
    # `runner.py ... | head -1`: the reader goes away after the first line
    proc = subprocess.Popen([*cmd, f"--output_dir={tmp_path / 'piped'}"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    proc.stdout.readline()
    proc.stdout.close()
    err = proc.stderr.read()
    assert proc.wait(timeout=120) != 0 and "Traceback" not in err and "stdout was closed" in err
    # Ctrl-C during an episode (the second one, which the stalling agent never ends)
    plugin = tmp_path / "plugins"
    plugin.mkdir()
    (plugin / "stalling_agent_venus.py").write_text(STALLING_AGENT)
    env["PYTHONPATH"] = f"{plugin}{os.pathsep}{ROOT}"
    proc = subprocess.Popen([*cmd, "--plugins=stalling_agent_venus", "--agent=stalling",
                             f"--output_dir={tmp_path / 'interrupted'}"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        while "[1/3]" not in (line := proc.stdout.readline()):
            assert line, f"the run ended before its first episode's line: {proc.communicate(timeout=120)}"
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=120)
    finally:
        proc.kill()   # a run that ignored the Ctrl-C would stall for ever
    assert proc.returncode != 0 and "Traceback" not in err and "interrupted" in err, err
    assert (tmp_path / "interrupted" / "episodes.jsonl").read_text().count("\n") == 1   # the finished one kept
