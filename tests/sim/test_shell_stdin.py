"""stdin of ``adb shell`` reaches the command, and ``sqlite3`` scripts and open errors.

Sources: adb ``shell_protocol.h`` (packet ids stdin 0, stdout 1, stderr 2, exit 3,
close-stdin 4, window size 5), adbd ``daemon/shell_service.cpp`` (``PassInput``: close-stdin
shuts the raw shell's input; "PTYs can't close just input"; a client gone is ``SIGHUP``),
client ``client/commandline.cpp`` (``adb shell CMD`` with piped stdin uses ``shell,v2,raw``
and sends stdin then close-stdin), sqlite 3.32 ``shell.c`` (``process_input`` /
``runOneSqlLine``: ``Error: near line N: ...``; ``open_db``: ``Error: unable to open
database "F": unable to open database file``, exit 1).

Driven through adbutils (its transport and ``shell2(v2=True)``) and, when present, the
real ``adb`` client bundled with adbutils.
"""

from __future__ import annotations

import os
import subprocess
import threading
import time

import pytest

from shell_v2_helpers import (CLOSE_STDIN, STDIN, WINDOW, adb_binary, packet, read_packets,
                              wait_no_commands)
from venus_tasks.sim.protocol.stdin_pipe import StdinPipe
from venus_tasks.sim.shell.interp import ExitShell
from venus_tasks.sim.system.identity import ROOT

def open_shell(dev, service: str):
    """An adbutils connection switched to ``dev`` with ``service`` opened."""
    conn = dev.open_transport(timeout=20)
    conn.send_command(service)
    conn.check_okay()
    return conn


# ------------------------------------------------------------------ the wire (adbutils)
def test_v2_raw_stdin_and_close_stdin_reach_cat(dev):
    conn = open_shell(dev, "shell,v2,raw:cat; echo end >&2")
    try:
        conn.conn.sendall(packet(WINDOW, b"24x80,0x0\0") + packet(STDIN, b"hello ")
                          + packet(STDIN, b"world\n") + packet(CLOSE_STDIN))
        assert read_packets(conn) == (b"hello world\n", b"end\n", 0)
    finally:
        conn.close()


def test_a_long_stdin_packet_arrives_whole(dev):
    data = bytes(range(256)) * 1024                    # 256 KiB in one packet
    conn = open_shell(dev, "shell,v2,raw:wc -c")
    try:
        conn.conn.sendall(packet(STDIN, data) + packet(CLOSE_STDIN))
        out, err, code = read_packets(conn)
    finally:
        conn.close()
    assert (out.split(), err, code) == ([str(len(data)).encode()], b"", 0)


def test_commands_that_do_not_read_stdin_never_wait_for_it(dev):
    # adbutils' shell2(v2=True) and v1 shell never send close-stdin, as android_env's
    # adb calls with an inherited stdin never do.
    result = dev.shell2("echo out; echo err >&2; exit 3", v2=True, timeout=20)
    assert (result.stdout, result.stderr, result.returncode) == ("out\n", "err\n", 3)
    assert dev.shell("ls -d /sdcard", timeout=20) == "/sdcard"


def test_the_session_environment(dev):
    # adbd: TERM from the service (dumb without), LOGNAME/USER of the user it runs as
    assert dev.shell("echo $TERM $LOGNAME $USER $HOME") == "dumb shell shell /"
    conn = open_shell(dev, "shell,v2,TERM=xterm-256color,raw:echo $TERM")
    try:
        conn.conn.sendall(packet(CLOSE_STDIN))
        assert read_packets(conn) == (b"xterm-256color\n", b"", 0)
    finally:
        conn.close()


def test_a_second_reader_finds_the_input_consumed(dev):
    conn = open_shell(dev, "shell,v2,raw:cat; echo -; cat; echo .")
    try:
        conn.conn.sendall(packet(STDIN, b"once\n") + packet(CLOSE_STDIN))
        assert read_packets(conn) == (b"once\n-\n.\n", b"", 0)
    finally:
        conn.close()


def test_pty_shell_merges_streams_into_terminal_lines(dev):
    conn = open_shell(dev, "shell,v2,pty:echo a; echo b >&2")
    try:
        assert read_packets(conn) == (b"a\r\nb\r\n", b"", 0)
    finally:
        conn.close()
    # v1: a raw PTY (cfmakeraw) leaves the bytes alone unless a pty is asked for
    assert dev.shell("echo a; echo b >&2", encoding=None) == b"a\nb\n"
    conn = open_shell(dev, "shell,pty:echo a")
    try:
        assert conn.read_until_close(encoding=None) == b"a\r\n"
    finally:
        conn.close()


def test_v1_input_flows_in_and_a_hangup_kills_the_reader(server, dev):
    serial = server.serials[0]
    dev.shell("rm -f /data/local/tmp/hup_before /data/local/tmp/hup_after")
    conn = open_shell(dev, "shell:echo started > /data/local/tmp/hup_before; cat; "
                           "echo after > /data/local/tmp/hup_after")
    conn.conn.sendall(b"typed")
    deadline = time.monotonic() + 20
    while dev.shell("ls /data/local/tmp/hup_before 2>/dev/null") == "" and time.monotonic() < deadline:
        time.sleep(0.02)
    conn.close()                     # no way to end v1 input but closing: SIGHUP
    wait_no_commands(serial)
    assert dev.shell("cat /data/local/tmp/hup_before") == "started"
    assert dev.shell("ls /data/local/tmp/hup_after; echo $?").splitlines()[-1] == "1"


def test_a_hangup_ends_a_script_that_does_not_read_stdin(server, dev):
    # Ctrl-C on `adb shell 'sleep 60; touch F'` closes the connection: adbd's SIGHUP ends
    # the sleep and nothing after it runs
    serial = server.serials[0]
    dev.shell("rm -f /data/local/tmp/hup_sleep")
    conn = open_shell(dev, "shell,v2,raw:sleep 60; echo late > /data/local/tmp/hup_sleep")
    deadline = time.monotonic() + 20
    while "sleep" not in {a[0] for a in list(server.device(serial).command_log)[-3:]} \
            and time.monotonic() < deadline:
        time.sleep(0.02)
    conn.close()
    wait_no_commands(serial)
    assert dev.shell("ls /data/local/tmp/hup_sleep; echo $?").splitlines()[-1] == "1"


def test_a_waiting_reader_releases_the_device_lock():
    lock = threading.RLock()
    pipe = StdinPipe(lock)
    got: list[bytes] = []

    def reader():
        with lock, lock:               # held twice, as a handler inside ``su`` would
            got.append(pipe.read_all())
    t = threading.Thread(target=reader)
    t.start()
    deadline = time.monotonic() + 10
    while not pipe.read_started and time.monotonic() < deadline:
        time.sleep(0.005)
    with lock:                          # would deadlock if the reader kept the lock
        pipe.feed(b"ab")
        pipe.feed(b"c")
        pipe.close()
    t.join(10)
    assert got == [b"abc"]
    hung = StdinPipe(threading.RLock())
    hung.feed(b"lost")
    hung.hangup()
    with pytest.raises(ExitShell) as exc:
        hung.read_all()
    assert exc.value.code == 129


# -------------------------------------------------------------------------- sqlite3
SCRIPT = b"""create table t(a, b);
insert into t values(1, 'x');

select * from nope;
insert into t
  values(2, 'y');
select count(*) from t;
"""


def test_sqlite3_runs_a_script_from_stdin(dev):
    dev.shell("rm -f /data/local/tmp/stdin.db")
    conn = open_shell(dev, "shell,v2,raw:sqlite3 /data/local/tmp/stdin.db")
    try:
        conn.conn.sendall(packet(STDIN, SCRIPT) + packet(CLOSE_STDIN))
        out, err, code = read_packets(conn)
    finally:
        conn.close()
    # process_input goes on after an error; the statement on lines 5-6 reports line 5
    assert (out, err, code) == (b"2\n", b"Error: near line 4: no such table: nope\n", 1)
    assert dev.shell("sqlite3 /data/local/tmp/stdin.db 'select b from t order by a'") == "x\ny"


def test_sqlite3_redirect_and_bail(model, sh):
    model.vfs.write("/data/local/tmp/q.sql", b"select 7;\nselect * from nope;\nselect 8;\n")
    assert sh("sqlite3 /data/local/tmp/r.db < /data/local/tmp/q.sql") == (
        "7\n8\n", "Error: near line 2: no such table: nope\n", 1)
    assert sh("sqlite3 -bail /data/local/tmp/r.db < /data/local/tmp/q.sql") == (
        "7\n", "Error: near line 2: no such table: nope\n", 1)
    # SQL given as an argument stops at the first error, without a line number
    assert sh("sqlite3 /data/local/tmp/r.db 'select 7; select * from nope; select 8;'") == (
        "7\n", "Error: no such table: nope\n", 1)


def test_sqlite3_on_a_missing_folder_prints_the_open_error(model, sh):
    path = "/data/data/com.example.missing/databases/x.db"
    assert sh(f"sqlite3 {path} 'select 1'", root=True) == (
        "", f'Error: unable to open database "{path}": unable to open database file\n', 1)
    assert sh("sqlite3 /data/local/tmp 'select 1'", root=True)[1:] == (
        'Error: unable to open database "/data/local/tmp": unable to open database file\n', 1)
    # as the shell user, an app's private folder cannot be searched
    tel = "/data/data/com.android.providers.telephony/databases/mmssms.db"
    assert sh(f"sqlite3 {tel} 'select count(*) from sms'") == (
        "", f'Error: unable to open database "{tel}": unable to open database file\n', 1)
    assert not model.vfs.exists("/data/data/com.example.missing")


def test_sqlite3_creates_an_empty_file_only_when_it_opens(model, sh):
    assert sh("sqlite3 /data/local/tmp/new.db 'select 1'") == ("1\n", "", 0)
    st = model.vfs.stat("/data/local/tmp/new.db")
    assert (st.size, st.mode & 0o777) == (0, 0o644)
    assert sh("sqlite3 /data/local/tmp/none.db ''") == ("", "", 0)
    assert not model.vfs.exists("/data/local/tmp/none.db")


# ------------------------------------------------------------------ the real adb client
ADB = adb_binary()


@pytest.fixture(scope="module")
def adb(server, tmp_path_factory):
    if ADB is None:
        pytest.skip("no adb client (adbutils wheel or PATH)")
    home = str(tmp_path_factory.mktemp("adbhome"))
    env = {"HOME": home, "PATH": "/usr/bin:/bin", "TERM": "dumb"}

    def run(*args: str, **kw) -> subprocess.CompletedProcess:
        proc = subprocess.run([ADB, "-P", str(server.port), "-s", server.serials[0], *args],
                              capture_output=True, timeout=30, env=env, **kw)
        assert b"daemon" not in proc.stderr, f"the client started its own adb server: {proc}"
        return proc
    return run


def test_real_adb_pipes_stdin_into_cat(adb):
    proc = adb("shell", "cat", input=b"x")
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"x", b"")
    proc = adb("shell", "tr a-z A-Z", input=b"hello\nworld\n")
    assert (proc.returncode, proc.stdout) == (0, b"HELLO\nWORLD\n")


def test_real_adb_feeds_a_sqlite3_script(adb, tmp_path):
    script = tmp_path / "s.sql"
    script.write_bytes(SCRIPT)
    adb("shell", "rm -f /data/local/tmp/cli.db")
    with open(script, "rb") as f:
        proc = adb("shell", "sqlite3 /data/local/tmp/cli.db", stdin=f)
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        1, b"2\n", b"Error: near line 4: no such table: nope\n")
    path = "/data/data/com.example.missing/databases/x.db"
    proc = adb("shell", f"sqlite3 {path} 'select 1'", stdin=subprocess.DEVNULL)
    assert (proc.returncode, proc.stderr) == (
        1, f'Error: unable to open database "{path}": unable to open database file\n'.encode())


def test_real_adb_with_a_stdin_that_never_ends(adb):
    # android_env runs adb with the parent's stdin; a pipe nobody closes must not hold up
    # a command that does not read it.
    r, w = os.pipe()
    try:
        proc = adb("shell", "echo hi; getprop ro.build.version.sdk", stdin=r)
    finally:
        os.close(r)
        os.close(w)
    assert (proc.returncode, proc.stdout) == (0, b"hi\n33\n")


def test_real_adb_runs_a_script_given_as_stdin(adb, tmp_path):
    # `adb shell < script.sh`: no command and stdin not a tty -> shell,v2,raw: and the
    # device's shell reads its commands from stdin (commandline.cpp adb_shell)
    script = tmp_path / "script.sh"
    script.write_bytes(b"echo one\nls /nope\ncd /sdcard && pwd\nexit 3\necho never\n")
    with open(script, "rb") as f:
        proc = adb("shell", stdin=f)
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        3, b"one\n/sdcard\n", b"ls: /nope: No such file or directory\n")


def test_real_adb_tt_gets_terminal_line_endings(adb):
    proc = adb("shell", "-tt", "echo a; echo b >&2", stdin=subprocess.DEVNULL)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"a\r\nb\r\n", b"")


def test_stdin_model_uses_root_for_private_dbs(model, sh):
    """``su``/root paths keep working with stdin from a redirect (as AndroidWorld's
    ``execute_sql_command`` runs ``sqlite3`` as root)."""
    assert ROOT.is_root
    model.vfs.write("/data/local/tmp/q2.sql", b"select count(*) from sms;\n")
    tel = "/data/data/com.android.providers.telephony/databases/mmssms.db"
    out, err, code = sh(f"su 0 sqlite3 {tel} < /data/local/tmp/q2.sql")
    assert (err, code) == ("", 0) and out.strip().isdigit()
