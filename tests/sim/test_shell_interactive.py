"""The interactive ``adb shell`` (no command, on a PTY).

Sources: adbd ``daemon/services.cpp`` ``ShellService`` (no command: PTY, a login shell),
``daemon/shell_service.cpp``; client ``client/commandline.cpp`` (``adb shell`` from a
terminal asks for ``shell,v2,TERM=<term>,pty:`` and sends keystrokes as stdin packets);
Android's ``/system/etc/mkshrc`` (``PS1``: ``[<status>|]$HOSTNAME:$PWD $ ``, ``#`` for root).
Echo of keystrokes and ``\\r\\n`` line ends are the PTY's; backspace as ``\\b \\b`` is
[inferred].
"""

from __future__ import annotations

import os
import select
import subprocess
import time

import pytest

from shell_v2_helpers import STDIN, adb_binary, packet, read_packets

ADB = adb_binary()


def session(dev, service: str = "shell,v2,TERM=xterm,pty:"):
    conn = dev.open_transport(timeout=20)
    conn.send_command(service)
    conn.check_okay()
    return conn


def test_prompt_echo_output_status_and_exit(dev):
    conn = session(dev)
    try:
        conn.conn.sendall(packet(STDIN, b"echo hi\rcd /sdcard\r") + packet(STDIN, b"ls /nope\n")
                          + packet(STDIN, b"ech\x7fho $?\r") + packet(STDIN, b"exit 4\r"))
        out, err, code = read_packets(conn)
    finally:
        conn.close()
    assert (err, code) == (b"", 4)
    assert out == (b"emu64xa:/ $ echo hi\r\nhi\r\n"
                   b"emu64xa:/ $ cd /sdcard\r\n"
                   b"emu64xa:/sdcard $ ls /nope\r\nls: /nope: No such file or directory\r\n"
                   b"1|emu64xa:/sdcard $ ech\b \bho $?\r\n1\r\n"
                   b"emu64xa:/sdcard $ exit 4\r\n")


def test_ctrl_d_on_an_empty_line_ends_with_the_last_status(dev):
    conn = session(dev)
    try:
        conn.conn.sendall(packet(STDIN, b"false\r\x04"))
        out, _, code = read_packets(conn)
    finally:
        conn.close()
    assert (out, code) == (b"emu64xa:/ $ false\r\n1|emu64xa:/ $ \r\n", 1)


def test_legacy_interactive_shell_and_root_prompt(dev):
    assert "restarting adbd as root" in dev.root()
    try:
        conn = session(dev, "shell:")
        try:
            conn.conn.sendall(b"id -u\rexit\r")
            out = conn.read_until_close(encoding=None)
        finally:
            conn.close()
    finally:
        conn = session(dev, "unroot:")
        conn.read_until_close()
        conn.close()
    assert out == b"emu64xa:/ # id -u\r\n0\r\nemu64xa:/ # exit\r\n"


@pytest.mark.skipif(ADB is None, reason="no adb client (adbutils wheel or PATH)")
def test_real_adb_from_a_terminal(server, tmp_path):
    import pty
    master, slave = pty.openpty()
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "TERM": "xterm"}
    proc = subprocess.Popen([ADB, "-P", str(server.port), "-s", server.serials[0], "shell"],
                            stdin=slave, stdout=slave, stderr=slave, env=env)
    os.close(slave)

    def read_until(want: bytes) -> bytes:
        buf, end = b"", time.monotonic() + 20
        while not buf.endswith(want) and time.monotonic() < end:
            if select.select([master], [], [], 0.2)[0]:
                try:
                    chunk = os.read(master, 4096)
                except OSError:           # the client closed the terminal
                    break
                if not chunk:
                    break
                buf += chunk
        return buf
    try:
        assert read_until(b"$ ") == b"emu64xa:/ $ "
        os.write(master, b"echo hi\r")
        assert read_until(b"$ ") == b"echo hi\r\nhi\r\nemu64xa:/ $ "
        os.write(master, b"exit 3\r")
        assert read_until(b"\r\n") == b"exit 3\r\n"
        assert proc.wait(timeout=20) == 3
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(master)
