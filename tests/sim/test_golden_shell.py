"""Golden outputs: every shell command the product and its references issue, answered as
Android 13 answers it (stdout, stderr, exit code), through adbutils ``shell2(v2=True)``.

The expectations live in ``tests/sim/golden/*.json``, one file per command family. Each
case names its ``source`` (AOSP or toybox file, adbutils or AndroidWorld parser) and says
``"inferred": true`` when the shape is inferred rather than sourced. Fields:

* ``cmd``: the command line sent as is; ``setup``: scripts run first (as shell, or as
  root with ``setup_root``); ``ring``: a number that calls in before the command;
  ``root``: the command runs after ``adb root``;
* ``stdout``/``stderr`` (exact) or ``stdout_startswith``/``stderr_startswith``, or
  ``stdout_hex_prefix`` for binary output; ``exit``: the exit code.

Each case runs on a fresh device whose clock is frozen at 2023-10-15 15:34:00 UTC.
"""

from __future__ import annotations

import json
import pathlib

import adbutils
import pytest

from venus_tasks.sim import SimServer
from venus_tasks.sim.clock import DEFAULT_START
from venus_tasks.sim.shell import run_split
from venus_tasks.sim.system.identity import ROOT, SHELL

GOLDEN = pathlib.Path(__file__).parent / "golden"
_KEYS = {"name", "cmd", "setup", "setup_root", "ring", "root", "stdout", "stderr", "exit",
         "stdout_startswith", "stderr_startswith", "stdout_hex_prefix", "source", "inferred"}


def _cases():
    for path in sorted(GOLDEN.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for case in data["cases"]:
            yield pytest.param(case, id=f"{path.stem}:{case['name']}")


def test_golden_files_are_well_formed():
    names = set()
    for param in _cases():
        case = param.values[0]
        assert set(case) <= _KEYS, set(case) - _KEYS
        assert case["source"] and "exit" in case and case["name"] not in names
        assert ("stdout" in case) + ("stdout_startswith" in case) + ("stdout_hex_prefix" in case) == 1
        names.add(case["name"])
    assert len(names) >= 100


@pytest.fixture(scope="module")
def catalogue():
    import apps
    return list(apps.catalogue())


@pytest.mark.parametrize("case", list(_cases()))
def test_golden(case, catalogue):
    with SimServer(catalogue=catalogue) as server:
        model = server.device(server.serials[0])
        model.clock.__init__(DEFAULT_START, monotonic_ns=lambda: 0)   # frozen clock
        for script in case.get("setup", []):
            out, err, code = run_split(model, script, ROOT if case.get("setup_root") else SHELL)
            assert code == 0, (script, out, err)
        if case.get("ring"):
            model.telephony.ring(case["ring"])
        model.is_root = bool(case.get("root"))
        dev = adbutils.AdbClient(host=server.host, port=server.port).device(server.serials[0])
        r = dev.shell2(case["cmd"], v2=True, encoding=None)
    if "stdout" in case:
        assert r.stdout.decode("utf-8", "replace") == case["stdout"]
    elif "stdout_startswith" in case:
        assert r.stdout.decode("utf-8", "replace").startswith(case["stdout_startswith"])
    else:
        assert r.stdout.startswith(bytes.fromhex(case["stdout_hex_prefix"]))
    if "stderr_startswith" in case:
        assert r.stderr.decode().startswith(case["stderr_startswith"])
    else:
        assert r.stderr.decode() == case.get("stderr", "")
    assert r.returncode == case["exit"]
