"""A full disk (or any write error) while a run writes a record, a screenshot or the
report: the run ends with one line naming the path and the space needed, every record
already written stays whole, nothing half-written is left, and the same command resumes
once space is freed. Faults are injected at ``venus_tasks.writes._put`` (the one place
bytes reach a run-directory file); the last test fills a real tmpfs when this machine
lets the tests mount one."""

from __future__ import annotations

import contextlib
import errno
import io
import json
import os
import subprocess
import sys
import uuid

import pytest

from venus_tasks import results, writes
from venus_tasks.devices import Lease
from venus_tasks.suite_runner import RunConfig, run_suite
from venus_tasks.writes import RunDirWriteError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TASKS = ("VagueNapDoNotDisturb", "VagueScreenTooDark", "NoiseResistExpenseDeletePopUp")


class DiskFull:
    """A stand-in for ``writes._put``: writes normally until a write to a file whose name
    passes ``when``; from there ``after`` more bytes are written, then every write raises
    ENOSPC (or ``code``). ``failed`` is the file the first failed write went to."""

    def __init__(self, when=lambda name: True, after: int = 0, code: int = errno.ENOSPC):
        self.when, self.left, self.code = when, after, code
        self.armed, self.failed = False, None

    def __call__(self, f, data: bytes) -> None:
        self.armed = self.armed or self.when(os.fspath(f.name))
        if not self.armed:
            return REAL_PUT(f, data)
        part = bytes(data[:max(self.left, 0)])
        if part:
            REAL_PUT(f, part)
            self.left -= len(part)
        if len(part) < len(data):
            self.failed = self.failed or os.fspath(f.name)
            raise OSError(self.code, os.strerror(self.code))


REAL_PUT = writes._put


# -- the helper ------------------------------------------------------------------------------

def test_an_append_that_fails_midway_leaves_the_file_as_it_was(tmp_path, monkeypatch):
    path = tmp_path / "episodes.jsonl"
    writes.append_line(str(path), b'{"n": 1}\n')
    monkeypatch.setattr(writes, "_put", DiskFull(after=5))
    with pytest.raises(RunDirWriteError) as e:
        writes.append_line(str(path), b'{"n": 2, "pad": "' + b"x" * 2000 + b'"}\n')
    assert path.read_bytes() == b'{"n": 1}\n'                       # the 5 bytes written were cut back
    msg = str(e.value)
    assert msg.startswith(f"no space left on device writing {path} (it needs 2.0 KiB, ")
    assert "free" in msg and msg.endswith("run the same command again to resume") and "\n" not in msg
    assert e.value.errno == errno.ENOSPC and e.value.needed == 2020


def test_a_file_write_that_fails_keeps_the_old_file_and_leaves_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "report.json"
    writes.write_file(str(path), b"old")
    monkeypatch.setattr(writes, "_put", DiskFull(after=10))
    with pytest.raises(RunDirWriteError, match=r"report\.json \(it needs 100 B, "):
        writes.write_file(str(path), b"n" * 100)
    assert path.read_bytes() == b"old" and sorted(p.name for p in tmp_path.iterdir()) == ["report.json"]


def test_other_write_errors_name_the_path_and_the_error(tmp_path, monkeypatch):
    monkeypatch.setattr(writes, "_put", DiskFull(code=errno.EIO))
    with pytest.raises(RunDirWriteError) as e:
        writes.write_file(str(tmp_path / "a" / "step_000.png"), b"png")
    assert str(e.value) == (f"cannot write {tmp_path / 'a' / 'step_000.png'}: Input/output error; "
                            "finished episodes are kept; run the same command again to resume")


def test_a_line_after_a_torn_one_starts_on_its_own_line(tmp_path):
    path = tmp_path / "x.jsonl"
    path.write_bytes(b'{"torn": ')
    writes.append_line(str(path), b'{"n": 1}\n')
    assert path.read_bytes().splitlines() == [b'{"torn": ', b'{"n": 1}']


def test_sizes_read_as_people_write_them():
    assert [writes.size(n) for n in (0, 1023, 1024, 42_240, 3 * 2 ** 20, 5 * 2 ** 30)] == [
        "0 B", "1023 B", "1.0 KiB", "41.2 KiB", "3.0 MiB", "5.0 GiB"]


# -- a run -----------------------------------------------------------------------------------

def _lease(device):
    @contextlib.contextmanager
    def lease(serial, host, port):
        yield Lease(device, "given")
    return lease


def _run(device, out):
    return run_suite(RunConfig(output_dir=str(out), tasks=TASKS), out=io.StringIO(), lease=_lease(device))


def _lines(out) -> list[bytes]:
    return (out / results.EPISODES_FILE).read_bytes().splitlines()


def _leftovers(out) -> list[str]:
    return sorted(os.path.relpath(os.path.join(d, f), out) for d, _, fs in os.walk(out) for f in fs
                  if f.endswith(".tmp"))


class SecondEpisodeShot:
    """True for the second screenshot of the second episode (``folders`` in run order)."""

    def __init__(self):
        self.folders: list[str] = []

    def __call__(self, name: str) -> bool:
        if "/screenshots/" not in name:
            return False
        folder = os.path.basename(os.path.dirname(name))
        if folder not in self.folders:
            self.folders.append(folder)
        return len(self.folders) == 2 and "step_001" in name


@pytest.mark.parametrize("where, when", [
    ("a screenshot", SecondEpisodeShot()),
    ("a record", lambda name: name.endswith(results.EPISODES_FILE) and os.path.getsize(name) > 0),
    ("report.json", lambda name: name.endswith("report.json.tmp")),
    ("report.html", lambda name: name.endswith("report.html.tmp")),
])
def test_a_full_disk_stops_the_run_keeps_every_record_and_the_same_run_resumes(
        ready_device, tmp_path, monkeypatch, where, when):
    out = tmp_path / "run"
    full = DiskFull(when, after=100)
    monkeypatch.setattr(writes, "_put", full)
    with pytest.raises(RunDirWriteError) as e:
        _run(ready_device, out)
    assert e.value.path == full.failed.removesuffix(".tmp") and "no space left on device" in str(e.value)
    kept = _lines(out)
    assert kept and all(json.loads(line)["outcome"] == "agent_done" for line in kept)   # whole records only
    assert _leftovers(out) == []
    if where == "a screenshot":     # the episode in progress has no record: it runs again on resume
        assert [json.loads(line)["key"] for line in kept] == when.folders[:1]

    monkeypatch.setattr(writes, "_put", REAL_PUT)                  # space is freed
    report = _run(ready_device, out)
    assert report["episodes"] == 3 and report["no_result"] == 0
    assert _lines(out)[:len(kept)] == kept                          # what was written is untouched
    assert sorted(r["task"] for r in results.read_records(str(out))) == sorted(TASKS)
    assert (out / "report.html").exists() and _leftovers(out) == []


def test_a_full_disk_while_the_run_stops_for_another_reason_does_not_hide_it(ready_device, tmp_path,
                                                                             monkeypatch):
    from venus_tasks import suite_runner

    real_run_pool = suite_runner.run_pool

    def first_then_lost(workers, config, todo, out):   # one episode, then the device and the disk are gone
        real_run_pool(workers, config, todo[:1], out)
        monkeypatch.setattr(writes, "_put", DiskFull())
        raise suite_runner.DeviceLostError("emulator-5554 is offline")

    monkeypatch.setattr(suite_runner, "run_pool", first_then_lost)
    buf = io.StringIO()
    with pytest.raises(suite_runner.DeviceLostError, match="offline"):
        run_suite(RunConfig(output_dir=str(tmp_path / "run"), tasks=TASKS), out=buf, lease=_lease(ready_device))
    assert "venus: report not written: no space left on device writing" in buf.getvalue()
    assert len(_lines(tmp_path / "run")) == 1


# -- the command -----------------------------------------------------------------------------

FAULT_PLUGIN = '''
import errno, os
from venus_tasks import writes
_real, _left = writes._put, int(os.environ["VENUS_TEST_DISK_BYTES"])
def _put(f, data):
    global _left
    part = bytes(data[:max(_left, 0)])
    if part:
        _real(f, part)
        _left -= len(part)
    if len(part) < len(data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
writes._put = _put
'''


def _command(out, *extra):
    return [sys.executable, "runner.py", "--device=builtin", "--tasks=" + ",".join(TASKS), f"--output_dir={out}",
            *extra]


def test_the_command_ends_with_one_line_and_the_infrastructure_exit_code(tmp_path):
    plugin = f"disk_fault_{uuid.uuid4().hex[:8]}"
    (tmp_path / f"{plugin}.py").write_text(FAULT_PLUGIN)
    env = dict(os.environ, ADBUTILS_ADB_PATH="/bin/false", PYTHONPATH=f"{tmp_path}{os.pathsep}{ROOT}",
               VENUS_TEST_DISK_BYTES=str(300_000))     # the header, the first episode's screenshots, not more
    cmd = _command(tmp_path / "run", f"--plugins={plugin}")
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 1, proc.stderr
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr, proc.stderr
    assert proc.stderr.startswith(f"runner.py: error: no space left on device writing {tmp_path / 'run'}/")
    assert "(it needs " in proc.stderr and "run the same command again to resume" in proc.stderr
    kept = (tmp_path / "run" / results.EPISODES_FILE).read_bytes().splitlines() \
        if (tmp_path / "run" / results.EPISODES_FILE).exists() else []
    assert all(json.loads(line)["outcome"] == "agent_done" for line in kept)

    env["VENUS_TEST_DISK_BYTES"] = str(10 ** 12)                 # space freed; the same command
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert _lines(tmp_path / "run")[:len(kept)] == kept and len(results.read_records(str(tmp_path / "run"))) == 3


def _mount_tmpfs(path, size: str) -> str | None:
    """None when a tmpfs of ``size`` is mounted at ``path``, else why not."""
    if os.geteuid() != 0:
        return "mounting a tmpfs needs root"
    path.mkdir()
    proc = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path)],
                          capture_output=True, text=True)
    return None if proc.returncode == 0 else f"mount -t tmpfs failed: {proc.stderr.strip() or proc.returncode}"


def test_a_real_full_tmpfs(tmp_path):
    disk = tmp_path / "disk"
    why = _mount_tmpfs(disk, "600k")
    if why:
        pytest.skip(why)
    try:
        env = dict(os.environ, ADBUTILS_ADB_PATH="/bin/false")
        cmd = _command(disk / "run")
        proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
        assert proc.returncode == 1 and proc.stderr.count("\n") == 1, proc.stderr
        assert proc.stderr.startswith(f"runner.py: error: no space left on device writing {disk / 'run'}/")
        kept = _lines(disk / "run")
        assert kept and all(json.loads(line)["outcome"] == "agent_done" for line in kept)
        assert _leftovers(disk / "run") == []

        subprocess.run(["mount", "-o", "remount,size=64m", str(disk)], check=True)   # space freed
        proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, proc.stderr
        assert _lines(disk / "run")[:len(kept)] == kept and len(results.read_records(str(disk / "run"))) == 3
    finally:
        subprocess.run(["umount", str(disk)], capture_output=True)
