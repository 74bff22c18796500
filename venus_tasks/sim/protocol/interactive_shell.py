"""The interactive ``adb shell``: no command, on a PTY (``shell,v2,TERM=...,pty:`` from a
client whose stdin is a terminal; the legacy ``shell:``).

adbd starts a login shell (``-/system/bin/sh``, mksh) on a PTY (``daemon/shell_service.cpp``
``ForkAndExec``); the client puts its terminal in raw mode and sends every keystroke as
stdin (``client/commandline.cpp``). What the client sees:

* the prompt of Android's ``/system/etc/mkshrc``: ``[<status>|]<HOSTNAME>:<PWD> $ `` (``#``
  for root), the last status shown only when non-zero: ``emu64xa:/ $ ``,
  ``1|emu64xa:/sdcard $ ``;
* its keystrokes echoed, Enter (``\\r``, or ``\\n``) as ``\\r\\n``, backspace as ``\\b \\b``
  [inferred: mksh's line editor redraws in its own way];
* each line's output as the terminal shows it (stderr merged, ``\\n`` -> ``\\r\\n``);
* ``exit [N]``, or Ctrl-D on an empty line, ends the session with that exit status
  (the v2 exit packet; v1 just closes).

The shell keeps its working directory and variables from line to line. Not modelled:
commands reading the terminal (their stdin is empty), line continuation (``PS2``), history
and cursor keys (escape sequences are dropped), job control, Ctrl-C of a running command.
"""

from __future__ import annotations

import asyncio
import contextlib
import struct
import threading

from venus_tasks.sim.protocol.wire import finish
from venus_tasks.sim.shell.interp import SH, ExitShell, Shell, Streams
from venus_tasks.sim.shell.parser import ShellSyntaxError, parse

_STDIN, _STDOUT, _EXIT = 0, 1, 3
_ENTER, _BACKSPACE, _EOF, _ESC = (b"\r", b"\n"), (0x7F, 0x08), 0x04, 0x1B


def prompt(shell: Shell, status: int) -> bytes:
    """mkshrc's ``PS1``: ``${|(( e )) && REPLY+="$e|"}$HOSTNAME:${PWD:-?} $ ``."""
    mark = "#" if shell.cred.is_root else "$"
    head = f"{status}|" if status else ""
    return f"{head}{shell.vars.get('HOSTNAME', 'android')}:{shell.cwd or '?'} {mark} ".encode()


async def serve_interactive(device, v2: bool, reader, writer,
                            env: dict[str, str] | None = None) -> None:
    """Serve one interactive session until ``exit``, Ctrl-D or the client going away;
    ``env`` is the shell's environment (``shell_service.session_env``)."""
    shell = Shell(device, device.cred, env)
    gone = threading.Event()
    shell.hangup = gone

    def send(data: bytes) -> None:
        if data:
            writer.write(struct.pack("<BI", _STDOUT, len(data)) + data if v2 else data)

    status, line, skip_escape = 0, bytearray(), False
    send(prompt(shell, status))
    try:
        while True:
            data = await _next_input(reader, v2)
            if data is None:              # the client went away: SIGHUP
                return
            for byte in data:
                if skip_escape:           # ESC [ ... final byte (cursor keys): dropped
                    skip_escape = not (0x40 <= byte <= 0x7E and byte != ord("["))
                    continue
                if byte == _ESC:
                    skip_escape = True
                elif bytes([byte]) in _ENTER:
                    send(b"\r\n")
                    out, status, ended = await _run_line(shell, line.decode("utf-8", "replace"))
                    line.clear()
                    send(out.replace(b"\n", b"\r\n"))
                    if ended:
                        return await _end(writer, reader, v2, status)
                    send(prompt(shell, status))
                elif byte in _BACKSPACE:
                    if line:
                        line.pop()
                        send(b"\b \b")
                elif byte == _EOF and not line:
                    send(b"\r\n")
                    return await _end(writer, reader, v2, status)
                elif byte >= 0x20 or byte == 0x09:
                    line.append(byte)
                    send(bytes([byte]))
            await writer.drain()
    finally:
        gone.set()


async def _end(writer, reader, v2: bool, status: int) -> None:
    if v2:
        writer.write(struct.pack("<BI", _EXIT, 1) + bytes([status & 0xFF]))
    await finish(writer, reader)


async def _next_input(reader, v2: bool) -> bytes | None:
    """The next stdin bytes (v2: stdin packets; others skipped), or None at EOF."""
    try:
        if not v2:
            return await reader.read(65536) or None
        while True:
            head = await reader.readexactly(5)
            ident, length = head[0], struct.unpack("<I", head[1:])[0]
            data = await reader.readexactly(length) if length else b""
            if ident == _STDIN and data:
                return data
    except (asyncio.IncompleteReadError, ConnectionError):
        return None


async def _run_line(shell: Shell, text: str) -> tuple[bytes, int, bool]:
    """Run one typed line on its own thread: (merged output, status, the shell exited)."""
    loop = asyncio.get_running_loop()
    done: asyncio.Future = loop.create_future()

    def work() -> None:
        out = bytearray()
        streams = Streams(out.extend, out.extend, b"")
        ended = False
        try:
            tree = parse(text)
        except ShellSyntaxError as exc:
            out += f"{SH}: syntax error: {exc}\n".encode()
            status = 1
        else:
            try:
                status = shell.exec_seq(tree, streams)
            except ExitShell as ex:
                status, ended = ex.code & 0xFF, True
            except Exception as exc:  # noqa: BLE001 - a simulator bug must not end the session
                from venus_tasks.sim.shell.interp import simulator_fault
                out += simulator_fault(SH, exc)
                status = 255
        shell.status = status
        with contextlib.suppress(RuntimeError):          # the loop closed: nobody waits
            loop.call_soon_threadsafe(lambda: done.done() or done.set_result(
                (bytes(out), status, ended)))

    threading.Thread(target=work, name=f"sim-sh-{shell.model.serial}", daemon=True).start()
    return await done
