"""The runner against a separately started device (``python -m venus_tasks.sim``, as a
user would start an emulator): pre-flight refuses an unprepared device and names what is
missing; ``--setup_device`` prepares it; then the suite runs on it."""

import json
import os
import re
import subprocess
import sys

import pytest

from tests.test_cli import ROOT

ENV = dict(os.environ, ADBUTILS_ADB_PATH="/bin/false")


@pytest.fixture(scope="module")
def standalone_device():
    proc = subprocess.Popen([sys.executable, "-m", "venus_tasks.sim", "--port", "0"], cwd=ROOT, env=ENV,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        m = re.fullmatch(r"adb_port=(\d+) serial=(emulator-\d+)\n", line)
        assert m, f"unexpected first line {line!r}"
        yield int(m[1]), m[2]
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def runner(port, serial, *flags):
    return subprocess.run([sys.executable, "runner.py", f"--adb_port={port}", f"--device={serial}", *flags],
                          cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=300)


def test_preflight_then_setup_then_run(standalone_device, tmp_path):
    port, serial = standalone_device
    tasks = "--tasks=GUIBrowsingMarkorHighestBudget,VagueNapDoNotDisturb"
    fresh = runner(port, serial, tasks, f"--output_dir={tmp_path / 'a'}")
    assert fresh.returncode != 0 and "is not ready" in fresh.stderr
    assert "settings global window_animation_scale is '1.0', the suite expects '0'" in fresh.stderr
    assert not (tmp_path / "a" / "episodes.jsonl").exists()

    setup = runner(port, serial, "--setup_device")
    assert setup.returncode == 0, setup.stdout + setup.stderr
    assert "device ready" in setup.stdout and "net.gsantner.markor" in setup.stdout  # snapshot saved

    run = runner(port, serial, tasks, f"--output_dir={tmp_path / 'b'}")
    assert run.returncode == 0, run.stderr
    report = json.loads((tmp_path / "b" / "report.json").read_text())
    assert report["successes"] == 2 and report["scores"]["total"] == 100.0
    header = json.loads((tmp_path / "b" / "header.json").read_text())
    assert header["device"] == {"serial": serial, "adb": f"127.0.0.1:{port}", "source": "given"}


def test_preflight_names_a_missing_app_and_exits_non_zero(standalone_device, tmp_path):
    port, serial = standalone_device
    import adbutils

    adbutils.AdbClient("127.0.0.1", port).device(serial).shell("pm uninstall net.gsantner.markor")
    proc = runner(port, serial, "--tasks=GUIBrowsingMarkorHighestBudget", f"--output_dir={tmp_path}")
    assert proc.returncode != 0
    assert "net.gsantner.markor (Markor) is not installed" in proc.stderr
    assert "net.gsantner.markor_146.apk" in proc.stderr  # says how to fix it
    setup = runner(port, serial, "--setup_device")
    assert setup.returncode == 1 and "device NOT ready" in setup.stdout
