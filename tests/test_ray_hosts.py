"""Devices owned by Ray actors: a local Ray cluster of two actors, each with its own
simulated device, runs one suite into one run directory and one report (extra ``ray``;
CI installs it)."""

from __future__ import annotations

import io
import os

import pytest

from venus_tasks import results
from venus_tasks.suite_runner import RunConfig, run_suite

if os.environ.get("VENUS_REQUIRE_RAY") != "1":
    pytest.importorskip("ray")


def test_two_ray_actors_each_with_a_simulated_device_make_one_report(tmp_path):
    import ray

    out = io.StringIO()
    report = run_suite(RunConfig(output_dir=str(tmp_path), tasks=("VagueNapDoNotDisturb", "FuncAssistScreenTimeout"),
                                 n_task_combinations=2, num_devices=2, ray_address="local",
                                 save_screenshots=False), out=out)
    assert not ray.is_initialized()                                  # the cluster it started is gone
    recs = results.read_records(str(tmp_path))
    assert len(recs) == 4 and len({r["key"] for r in recs}) == 4
    assert len({r["device"] for r in recs}) == 2, out.getvalue()    # both actors ran episodes
    assert report["scores"]["total"] == 100.0 and report["episodes"] == 4
    assert "in a Ray actor" in out.getvalue()
    assert (tmp_path / "report.html").exists()


def test_an_actor_whose_device_cannot_be_leased_fails_the_run_cleanly(tmp_path):
    with pytest.raises(Exception, match="not attached"):
        run_suite(RunConfig(output_dir=str(tmp_path / "run"), tasks=("VagueNapDoNotDisturb",),
                            devices=("emulator-5999@127.0.0.1:9",), ray_address="local",
                            save_screenshots=False), out=io.StringIO())
    assert not (tmp_path / "run").exists()
