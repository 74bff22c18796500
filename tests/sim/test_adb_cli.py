"""The real Debian ``adb`` 29 client against the simulator (adb.md §1.3): version 41,
``shell,v2`` exit codes, ``STA2``/``SEND``/``QUIT`` push, pull, ``LIS2`` ls, exec-out.
Skipped when ``adb`` is not installed. The client talks to the simulator's port with
``-P``, never 5037, with HOME in a temporary directory."""

from __future__ import annotations

import shutil
import subprocess

import pytest

ADB = shutil.which("adb")
pytestmark = pytest.mark.skipif(ADB is None, reason="adb client not installed")


@pytest.fixture()
def adb(server, tmp_path):
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}

    def run(*args: str, check: bool = True) -> subprocess.CompletedProcess:
        proc = subprocess.run([ADB, "-P", str(server.port), "-s", server.serials[0], *args],
                              capture_output=True, timeout=20, env=env)
        if check:
            assert proc.returncode == 0, proc
        return proc
    return run


def test_cli_shell_exit_codes_and_streams(adb):
    assert adb("shell", "getprop ro.build.version.sdk").stdout == b"33\n"
    proc = adb("shell", "echo out; echo err >&2; exit 4", check=False)
    assert (proc.returncode, proc.stdout, proc.stderr) == (4, b"out\n", b"err\n")


def test_cli_push_pull_ls(adb, tmp_path):
    src = tmp_path / "in.bin"
    src.write_bytes(bytes(range(256)) * 400)
    assert b"1 file pushed" in adb("push", str(src), "/sdcard/Download/in.bin").stdout
    out = tmp_path / "out.bin"
    adb("pull", "/sdcard/Download/in.bin", str(out))
    assert out.read_bytes() == src.read_bytes()
    names = [line.split()[-1] for line in adb("ls", "/sdcard/Download").stdout.decode().splitlines()]
    assert names == [".", "..", "in.bin"]


def test_cli_exec_out_screencap(adb):
    assert adb("exec-out", "screencap", "-p").stdout.startswith(b"\x89PNG\r\n\x1a\n")


def test_cli_streamed_install(adb, tmp_path):
    """With ``cmd`` advertised and no ``abb_exec``, adb 29 streams the APK over
    ``exec:cmd package 'install' -S <size>`` (adb.md §1.3)."""
    apk = tmp_path / "app.apk"
    apk.write_bytes(b"PK\x03\x04" + bytes(5000))
    proc = adb("install", "-r", "-t", str(apk))
    assert b"Success" in proc.stdout
