"""Real ``adb`` clients against the simulator (adb 29 ``client/adb_client.cpp``, ``client/console.cpp``).

The client is the platform-tools ``adb`` bundled in the adbutils wheel (so this runs in CI),
plus the ``adb`` on PATH when it is a different binary (e.g. Debian's 29.0.6); the tests
are skipped only if neither exists. Every call passes ``-P <simulator port>`` (never 5037)
and runs with HOME in a temporary directory (the client writes ``~/.android``). If a client
decides to start its own adb server the test fails, and any process started with that HOME
is killed (and only those).
"""

from __future__ import annotations

import os
import re
import signal
import subprocess

import pytest

from apk_builder import build_apk
from real_adb import clients, stray_processes


CLIENTS = clients()
pytestmark = pytest.mark.skipif(not CLIENTS, reason="no adb client (adbutils wheel or PATH)")


@pytest.fixture(params=CLIENTS or [None], ids=lambda p: "none" if p is None else
                ("bundled" if "adbutils" in p else "path"))
def adb(request, server, tmp_path):
    binary = request.param
    home = str(tmp_path / "home")
    os.makedirs(home)
    env = {"HOME": home, "PATH": "/usr/bin:/bin", "TERM": "dumb"}
    calls = []

    def run(*args: str, check: bool = True, serial: bool = True) -> subprocess.CompletedProcess:
        cmd = [binary, "-P", str(server.port)]
        if serial:
            cmd += ["-s", server.serials[0]]
        proc = subprocess.run([*cmd, *args], capture_output=True, timeout=30, env=env)
        calls.append(proc)
        assert b"daemon" not in proc.stderr, f"the client started its own adb server: {proc}"
        if check:
            assert proc.returncode == 0, proc
        return proc
    run.version = subprocess.run([binary, "version"], capture_output=True, env=env,
                                 timeout=30).stdout.decode()
    try:
        yield run
    finally:
        strays = stray_processes(home)
        for pid in strays:
            os.kill(pid, signal.SIGKILL)
        assert not strays, f"adb left processes behind: {strays}"


def test_shell_exit_codes_and_streams(adb):
    assert adb("shell", "getprop ro.build.version.sdk").stdout == b"33\n"
    proc = adb("shell", "echo out; echo err >&2; exit 4", check=False)
    assert (proc.returncode, proc.stdout, proc.stderr) == (4, b"out\n", b"err\n")
    assert adb("shell", "ls", "/nope", check=False).returncode == 1


def test_devices_state_and_features(adb, server):
    serial = server.serials[0]
    out = adb("devices", "-l", serial=False).stdout.decode()
    assert re.search(rf"^{serial}\s+device product:sdk_gphone64_x86_64 model:sdk_gphone64_x86_64 "
                     r"device:emu64xa transport_id:1$", out, re.M), out
    assert adb("get-state").stdout == b"device\n"
    assert adb("get-serialno").stdout == f"{serial}\n".encode()
    assert set(adb("features").stdout.decode().split()) == {
        "shell_v2", "cmd", "stat_v2", "ls_v2", "fixed_push_mkdir"}


def test_push_pull_ls(adb, tmp_path):
    src = tmp_path / "in.bin"
    src.write_bytes(bytes(range(256)) * 400)
    pushed = adb("push", str(src), "/sdcard/Download/in.bin")
    assert b"1 file pushed" in pushed.stdout + pushed.stderr
    out = tmp_path / "out.bin"
    adb("pull", "/sdcard/Download/in.bin", str(out))
    assert out.read_bytes() == src.read_bytes()
    names = [line.split()[-1] for line in adb("ls", "/sdcard/Download").stdout.decode().splitlines()]
    assert "in.bin" in names
    adb("shell", "rm /sdcard/Download/in.bin")


def test_exec_out_screencap(adb):
    assert adb("exec-out", "screencap", "-p").stdout.startswith(b"\x89PNG\r\n\x1a\n")


def test_install_reads_the_manifest(adb, server, tmp_path):
    """With ``cmd`` and no ``abb_exec`` the client streams over ``exec:cmd package install -S``."""
    apk = tmp_path / "app.apk"
    apk.write_bytes(build_apk("org.example.cli", 3, "0.3", "CLI app"))
    proc = adb("install", "-r", "-t", str(apk))
    assert b"Success" in proc.stdout
    model = server.device(server.serials[0])
    pkg = model.packages.get("org.example.cli")
    assert (pkg.activity, pkg.label, pkg.version_code) == ("org.example.cli.MainActivity", "CLI app", 3)
    adb("shell", "am start -n org.example.cli/.MainActivity")
    assert model.activities.focus()[0] == "org.example.cli"
    junk = tmp_path / "junk.apk"
    junk.write_bytes(b"not an apk")
    bad = adb("install", str(junk), check=False)
    assert bad.returncode != 0
    assert b"Failure [INSTALL_PARSE_FAILED_NOT_APK: Failed to parse /data/app/vmdl" in bad.stdout + bad.stderr
    adb("uninstall", "org.example.cli")
    assert model.packages.get("org.example.cli") is None


def test_emu_gsm_and_sms(adb, server):
    """``adb -s emulator-N emu ...`` talks to the console port N directly."""
    model = server.device(server.serials[0])
    adb("shell", "content delete --uri content://sms")
    proc = adb("emu", "gsm", "call", "5551234")
    assert proc.returncode == 0 and b"KO" not in proc.stdout
    assert model.telephony.call_state == 1
    assert adb("shell", "dumpsys telephony.registry | grep mCallState").stdout == b"    mCallState=1\n"
    adb("emu", "gsm", "accept", "5551234")
    assert model.telephony.call_state == 2
    adb("emu", "gsm", "cancel", "5551234")
    assert model.telephony.call_state == 0 and model.telephony.calls[-1].type == 1
    adb("emu", "sms", "send", "5551234", "Hello from the", "console")
    out = adb("shell", "content query --uri content://sms/inbox --projection address:body").stdout
    assert out == b"Row: 0 address=5551234, body=Hello from the console\n"
    bad = adb("emu", "frobnicate")
    assert bad.returncode == 0 and b"KO: unknown command, try 'help'" in bad.stdout
    adb("shell", "content delete --uri content://sms")


def test_forward_list_remove(adb, server):
    try:
        port = int(adb("forward", "tcp:0", "tcp:7912").stdout)
        # the client prints the server's listing and a newline of its own
        assert adb("forward", "--list", serial=False).stdout == \
            f"{server.serials[0]} tcp:{port} tcp:7912\n\n".encode()
        adb("forward", "--remove", f"tcp:{port}")
        assert adb("forward", "--list", serial=False).stdout.strip() == b""
        adb("forward", "tcp:0", "tcp:1")
        adb("forward", "--remove-all")
        assert adb("forward", "--list", serial=False).stdout.strip() == b""
    finally:
        import socket
        with socket.create_connection((server.host, server.port), timeout=10) as s:
            s.sendall(b"0014host:killforward-all")
            assert s.recv(8) == b"OKAYOKAY"


def test_root_and_whoami(adb, server):
    model = server.device(server.serials[0])
    model.is_root = False
    try:
        assert adb("root").stdout == b"restarting adbd as root\n"
        assert adb("shell", "whoami").stdout == b"root\n"
    finally:
        model.is_root = False


def test_host_logcat_command_clears_the_buffers_as_android_env_calls_it(adb):
    """``adb logcat ARGS`` is a host command: the client sends ``export
    ANDROID_LOG_TAGS="''"; exec logcat ARGS`` (adb ``client/commandline.cpp``);
    android_env's ``AdbLogStream`` runs ``adb -P N -s SERIAL logcat -b all -c`` with
    ``check_output`` before it streams, and restarts the adb server when it fails (it
    exited 127: ``exec`` was missing)."""
    proc = adb("logcat", "-b", "all", "-c", check=False)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
    dump = adb("logcat", "-d", "-v", "epoch", check=False)
    assert dump.returncode == 0 and dump.stdout.startswith(b"--------- beginning of main\n")
    bad = adb("logcat", "-b", "nope", check=False)
    assert bad.returncode == 1 and b"unknown buffer 'nope'" in bad.stdout + bad.stderr


def test_reverse_list_remove(adb, server):
    """``adb reverse`` (the client sends ``reverse:...`` after a transport switch; adbd answers)."""
    try:
        adb("reverse", "tcp:8080", "tcp:8123")
        assert adb("reverse", "--list").stdout.strip() == b"host-19 tcp:8080 tcp:8123"
        proc = adb("reverse", "--no-rebind", "tcp:8080", "tcp:1", check=False)
        assert proc.returncode == 1 and b"cannot rebind existing socket" in proc.stderr
        adb("reverse", "--remove", "tcp:8080")
        assert adb("reverse", "--list").stdout.strip() == b""
        adb("reverse", "tcp:8081", "tcp:1")
        adb("reverse", "--remove-all")
        assert adb("reverse", "--list").stdout.strip() == b""
    finally:
        import socket
        with socket.create_connection((server.host, server.port), timeout=10) as s:
            s.sendall(b"%04xhost:transport:%s" % (len("host:transport:" + server.serials[0]), server.serials[0].encode()))
            assert s.recv(4) == b"OKAY"
            s.sendall(b"0017reverse:killforward-all")
            assert s.recv(8) == b"OKAYOKAY"
