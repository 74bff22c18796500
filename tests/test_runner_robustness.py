"""The runner keeps results safe and classifies failures honestly."""

import contextlib
import io
import json
import os

import pytest

from venus_tasks import results
from venus_tasks.agents import Agent, AgentStep, AgentUnavailableError
from venus_tasks.devices import Lease
from venus_tasks.env import actions as A
from venus_tasks.env.device import Device, DeviceError
from venus_tasks.suite_runner import DeviceLostError, ResumeMismatchError, RunConfig, run_suite


def lease_of(device):
    @contextlib.contextmanager
    def lease(serial, host, port):
        yield Lease(device, "given")
    return lease


def run(device, out_dir, agent="oracle", **kw):
    config = RunConfig(output_dir=str(out_dir), agent=agent, save_screenshots=False, **kw)
    return run_suite(config, out=io.StringIO(), lease=lease_of(device))


class Scripted(Agent):
    """Plays a fixed list of actions or exceptions."""

    def __init__(self, script):
        self.script = script

    def reset(self, goal):
        self.it = iter(self.script)

    def step(self, observation):
        item = next(self.it, A.done())
        if isinstance(item, Exception):
            raise item
        return item if not isinstance(item, A.JSONAction) else AgentStep(item)


@pytest.fixture
def scripted(monkeypatch):
    from venus_tasks import agents

    def use(script):
        monkeypatch.setitem(agents._REGISTRY, "scripted", lambda config: Scripted(script))
    return use


def records(out_dir):
    return {r["task"]: r for r in results.read_records(str(out_dir))}


def test_agent_mistakes_are_failures_not_no_result(ready_device, tmp_path, scripted):
    scripted([A.JSONAction(A.OPEN_APP, app_name="Spotify"),
              A.JSONAction(A.KEYBOARD_ENTER, keycode="KEYCODE_ENTER"), A.done()])
    report = run(ready_device, tmp_path / "a", agent="scripted", tasks=("VagueNapDoNotDisturb",))
    rec = records(tmp_path / "a")["VagueNapDoNotDisturb"]
    assert rec["outcome"] == "agent_done" and not rec["no_result"] and rec["score"] == 0.0
    assert rec["trajectory"][0]["invalid"] == "no installed app is called 'Spotify'"
    assert report["no_result"] == 0

    scripted([RuntimeError("agent bug")])
    report = run(ready_device, tmp_path / "b", agent="scripted", tasks=("VagueNapDoNotDisturb",))
    rec = records(tmp_path / "b")["VagueNapDoNotDisturb"]
    assert rec["outcome"] == "agent_crash" and not rec["no_result"] and "agent bug" in rec["error"]
    assert report["scores"]["va"] == 0.0
    assert report["leaderboard"] is None and "--agent http" in report["not_ranked"]   # a plugin is not ranked

    scripted(["not an AgentStep"])
    run(ready_device, tmp_path / "c", agent="scripted", tasks=("VagueNapDoNotDisturb",))
    assert "returned str, not AgentStep" in records(tmp_path / "c")["VagueNapDoNotDisturb"]["error"]


def test_unreachable_backend_is_no_result_only_for_harness_model_clients(ready_device, tmp_path, scripted,
                                                                         monkeypatch):
    from venus_tasks import agents

    scripted([AgentUnavailableError("model server down")])
    report = run(ready_device, tmp_path / "plugin", agent="scripted", tasks=("VagueNapDoNotDisturb",))
    rec = records(tmp_path / "plugin")["VagueNapDoNotDisturb"]
    assert rec["outcome"] == "agent_crash" and report["no_result"] == 0   # a plugin cannot dodge

    monkeypatch.setattr(agents, "_MODEL_CLIENTS", agents._MODEL_CLIENTS | {"scripted"})
    report = run(ready_device, tmp_path / "client", agent="scripted", tasks=("VagueNapDoNotDisturb",))
    assert report["no_result"] == 1 and report["no_result_reasons"] == {"agent_error": 1}
    assert report["scores"]["va"] == 0.0 and report["scored_only"]["scores"]["va"] is None


def test_resume_refuses_other_filters_and_keeps_first_header(ready_device, tmp_path):
    run(ready_device, tmp_path, tasks=("VagueNapDoNotDisturb",))
    first = json.loads((tmp_path / "header.json").read_text())
    with pytest.raises(ResumeMismatchError, match="different tasks"):
        run(ready_device, tmp_path, tasks=("VagueScreenTooDark",))
    with pytest.raises(ResumeMismatchError, match="different ui_tree"):
        run(ready_device, tmp_path, tasks=("VagueNapDoNotDisturb",), ui_tree=False)
    run(ready_device, tmp_path, tasks=("VagueNapDoNotDisturb",))
    again = json.loads((tmp_path / "header.json").read_text())
    assert again["started_at"] == first["started_at"] and len(again["resumed"]) == 1


def test_append_after_a_torn_line_keeps_the_new_record(tmp_path):
    results.append_record(str(tmp_path), {"key": "A_0", "x": 1})
    with open(tmp_path / results.EPISODES_FILE, "ab") as f:
        f.write(b'{"key": "B_0", "tor')
    rec = {"key": "C_0", "category": "fa", "outcome": "agent_done", "no_result": False, "success": True,
           "steps": 1, "usage": {}, "pudam": {}}
    results.append_record(str(tmp_path), rec)
    assert [r["key"] for r in results.read_records(str(tmp_path))] == ["C_0"]


def test_malformed_records_are_skipped(tmp_path):
    (tmp_path / results.EPISODES_FILE).write_bytes(b'{}\n[1, 2]\n42\n{"key": "X_0"}\n\xff\xfe\n')
    assert results.read_records(str(tmp_path)) == []


def test_one_run_per_output_dir(ready_device, tmp_path):
    os.makedirs(tmp_path, exist_ok=True)
    with results.exclusive(str(tmp_path)):
        with pytest.raises(results.RunDirBusyError, match="another venus run is writing"):
            run(ready_device, tmp_path, tasks=("VagueNapDoNotDisturb",))
    assert not (tmp_path / results.EPISODES_FILE).exists()


def test_unusable_output_dir_is_a_clear_error(ready_device, tmp_path):
    (tmp_path / "file").write_text("x")
    with pytest.raises(ValueError, match="cannot be created"):
        run(ready_device, tmp_path / "file")


def test_lost_device_stops_the_run_and_keeps_results(sim_server, ready_device, tmp_path):
    """A device that is gone fails the health check before its first episode: nothing is
    run or recorded, and the error says how to resume."""
    dead = Device(sim_server.serials[0], "127.0.0.1", 9)  # nothing listens on port 9
    with pytest.raises(DeviceLostError, match=rf"every device was retired \({dead.serial} is no longer "
                                              r"attached\); \d+ episode\(s\) were not run.*resume"):
        run_suite(RunConfig(output_dir=str(tmp_path), save_screenshots=False), out=io.StringIO(),
                  lease=_lease_skipping_preflight(dead))
    assert results.read_records(str(tmp_path)) == []


def test_device_failing_every_episode_stops_the_run_after_three(ready_device, tmp_path, monkeypatch):
    """A device that is listed but fails every episode is retired after 3 in a row; the
    three are recorded as no_result, the rest left for a resumed run."""
    from venus_tasks.env.env import VenusEnv

    def broken(env, first=""):
        raise DeviceError("the device stopped answering")
    monkeypatch.setattr(VenusEnv, "prepare_for_task", broken)
    with pytest.raises(DeviceLostError, match="3 episodes in a row failed"):
        run(ready_device, tmp_path)
    recs = results.read_records(str(tmp_path))
    assert len(recs) == 3 and all(r["outcome"] == "setup_error" for r in recs)
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["no_result_reasons"] == {"setup_error": 3, "not_run": report["episodes"] - 3}
    assert report["scores"]["total"] == 0.0 and report["complete"] is False


def _lease_skipping_preflight(device):
    import venus_tasks.suite_runner as sr

    @contextlib.contextmanager
    def lease(serial, host, port):
        saved = sr.preflight
        sr.preflight = lambda device, names: []
        try:
            yield Lease(device, "given")
        finally:
            sr.preflight = saved
    return lease


def test_resume_refuses_another_agent_under_the_same_name(ready_device, tmp_path, monkeypatch):
    from venus_tasks import agents
    from venus_tasks.agents.reference import OracleAgent

    monkeypatch.setitem(agents._REGISTRY, "lab", lambda config: Scripted([A.done()]))
    run(ready_device, tmp_path, agent="lab", tasks=("VagueNapDoNotDisturb",), n_task_combinations=2)
    monkeypatch.setitem(agents._REGISTRY, "lab", lambda config: OracleAgent())
    with pytest.raises(ResumeMismatchError, match="agent_class"):
        run(ready_device, tmp_path, agent="lab", tasks=("VagueNapDoNotDisturb",), n_task_combinations=2)


def test_no_result_is_retried_at_most_max_attempts_times(ready_device, tmp_path, scripted, monkeypatch):
    from venus_tasks import agents

    monkeypatch.setattr(agents, "_MODEL_CLIENTS", agents._MODEL_CLIENTS | {"scripted"})
    scripted([AgentUnavailableError("down")])
    for _ in range(results.MAX_ATTEMPTS + 1):
        report = run(ready_device, tmp_path, agent="scripted", tasks=("VagueNapDoNotDisturb",))
    lines = (tmp_path / results.EPISODES_FILE).read_text().splitlines()
    assert len(lines) == results.MAX_ATTEMPTS          # the last resume ran nothing
    assert report["attempts_exhausted"] == 1 and report["scores"]["va"] == 0.0


def test_a_lone_surrogate_cannot_abort_the_run(ready_device, tmp_path, scripted):
    scripted([A.JSONAction(A.WAIT), RuntimeError("bad \ud800 text")])
    report = run(ready_device, tmp_path, agent="scripted", tasks=("VagueNapDoNotDisturb",))
    assert report["episodes"] == 1 and report["no_result"] == 0
    assert "\ud800" in records(tmp_path)["VagueNapDoNotDisturb"]["error"]
