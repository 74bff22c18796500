"""``shell:``, ``shell,v2,...:`` and ``exec:`` (adb ``shell_protocol.h``, ``daemon/shell_service.cpp``,
``daemon/services.cpp``; client side ``client/commandline.cpp``).

Output. v1 (``shell:``) and ``exec:`` stream the merged stdout+stderr bytes raw and end
with EOF (the exit code is lost, hence adbutils' ``; echo X4EXIT:$?``); adbd runs them on a
PTY made raw (``cfmakeraw``), so the bytes are unchanged unless ``pty`` is asked for
explicitly (``shell,pty:CMD``). v2 wraps output in
packets ``id(1 byte) + u32le length + data``: id 1 stdout, 2 stderr, 3 exit (1 byte). A
v2 ``pty`` shell has one terminal for both streams, so stderr arrives as stdout and the
terminal's ``ONLCR`` turns each ``\\n`` into ``\\r\\n``; v2 ``raw`` (what the adb client
asks for when a command is given or its stdin is not a tty) keeps them apart, unchanged.

Input. The command starts at once and the client's stdin flows into it while it runs
(``stdin_pipe.StdinPipe``; a command that never reads fd 0 does not wait for it):

* v2: client packets id 0 (stdin data) are fed to the command; id 4 (close-stdin) ends
  the input on a raw shell and is ignored on a PTY ("PTYs can't close just input",
  ``Subprocess::PassInput``); id 5 (window size) changes nothing here. The adb client
  sends stdin then close-stdin when its stdin is a pipe or file
  (``stdin_read_thread_loop``), so ``printf x | adb shell cat`` prints ``x``.
* v1: adbd runs the legacy service on a PTY in raw mode; the bytes the client sends are
  the command's input, and nothing can end that input but the connection closing. (The
  adb client, for this reason, never half-closes a v1 shell.)
* Either: the client closing or resetting the connection is a hang-up; a command still
  waiting for input is killed (``SIGHUP``).
* No command on a raw v2 shell (``adb shell < script.sh``): the shell reads its commands
  from stdin and runs them once the input ended. No command on a PTY is an interactive
  session (prompt, echo, line by line): ``interactive_shell.py``.

Each command runs on its own thread (as each ``adb shell`` is its own process on a
device), so a command waiting for input blocks no other client.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import select
import struct
import threading

from venus_tasks.sim import shell
from venus_tasks.sim.protocol.interactive_shell import serve_interactive
from venus_tasks.sim.protocol.stdin_pipe import StdinPipe
from venus_tasks.sim.protocol.wire import OKAY, finish
from venus_tasks.sim.shell.interp import DEFAULT_ENV, SH, simulator_fault
from venus_tasks.sim.system.identity import name_of

_STDIN, _STDOUT, _STDERR, _EXIT, _CLOSE_STDIN, _WINDOW_SIZE = 0, 1, 2, 3, 4, 5
_MAX_PACKET = 64 * 1024
# Input held for a command that has not read it yet; beyond this the client is no longer
# read from (TCP backpressure, as a full pipe stops adbd's PassInput). A command reads its
# whole input at once here, so one that needs more than this waits for ever, as a real
# ``sort`` would not; ``cat`` of an endless stream cannot work either way.
_MAX_PENDING = 64 * 1024 * 1024


def session_env(device, service: str) -> dict[str, str]:
    """The environment adbd gives the shell (``shell_service.cpp`` ``ForkAndExec``): its
    own, plus ``LOGNAME``/``USER`` (the user adbd runs as: ``shell``, or ``root`` after
    ``adb root``) and ``TERM`` from the service's ``TERM=`` argument, ``dumb`` without one
    (``services.cpp`` ``ShellService``); ``exec:`` gets no ``TERM``."""
    env = dict(DEFAULT_ENV)
    env["LOGNAME"] = env["USER"] = name_of(device.cred.uid)
    if service.startswith("shell"):
        head = service.partition(":")[0]
        terms = [a[len("TERM="):] for a in head.split(",")[1:] if a.startswith("TERM=")]
        env["TERM"] = terms[-1] if terms else "dumb"
    return env


def parse_service(service: str) -> tuple[bool, str]:
    """``shell,v2,TERM=xterm,raw:CMD`` -> (uses_v2, CMD); ``shell:CMD`` -> (False, CMD)."""
    head, _, command = service.partition(":")
    args = head.split(",")[1:]
    return "v2" in args, command


def shell_type(service: str) -> str:
    """``"raw"`` or ``"pty"``: the type adbd gives the shell (``daemon/services.cpp``
    ``ShellService``): an explicit ``raw``/``pty`` argument wins; otherwise a command gets
    raw and an empty command (interactive) a PTY."""
    head, _, command = service.partition(":")
    args = head.split(",")[1:]
    if "pty" in args:
        return "pty"
    if "raw" in args:
        return "raw"
    return "raw" if command else "pty"


_STREAMED_INSTALL = re.compile(r"\binstall\b.*\s'?-S'?\s+'?(\d+)'?")


async def run_script(device, command: str, stdin=b"",
                     env: dict[str, str] | None = None) -> tuple[list[tuple[int, bytes]], int]:
    """Run ``command`` on the device on a thread of its own (commands may sleep or wait for
    ``stdin``, bytes or a ``StdinPipe``) with environment ``env`` (default: the shell's);
    returns ``([(fd, bytes), ...], exit_code)``.

    A Python exception escaping the shell (a simulator bug) becomes an error text on
    stderr and exit 255, so the stream still ends as a shell stream does."""
    loop = asyncio.get_running_loop()
    done: asyncio.Future = loop.create_future()

    def deliver(result) -> None:
        if not done.done():
            done.set_result(result)

    def work() -> None:
        try:
            result = shell.run(device, command, None, stdin, env)
        except Exception as exc:  # noqa: BLE001 - never drop the client over a simulator bug
            result = ([(2, simulator_fault(SH, exc))], 255)
        with contextlib.suppress(RuntimeError):        # the loop closed: nobody waits
            loop.call_soon_threadsafe(deliver, result)

    threading.Thread(target=work, name=f"sim-sh-{device.serial}", daemon=True).start()
    return await done


async def serve_shell(device, service: str, reader, writer) -> None:
    """Serve one ``shell:``/``shell,v2,...:`` stream (see the module docstring)."""
    v2, command = parse_service(service)
    pty = shell_type(service) == "pty"
    if v2 and not pty and not command:
        # ``adb shell < script.sh`` (no command, stdin not a tty: ``shell,v2,raw:``): adbd
        # starts a login shell without ``-c`` and it reads its commands from stdin.
        command = "sh"
    writer.write(OKAY)
    if pty and not command:
        return await serve_interactive(device, v2, reader, writer, session_env(device, service))
    pipe = StdinPipe(device.lock)
    sock = writer.get_extra_info("socket")
    pump = asyncio.ensure_future(_pump_v2(reader, pipe, pty, sock) if v2
                                 else _pump_v1(reader, pipe, sock))
    try:
        chunks, code = await run_script(device, command, pipe, session_env(device, service))
    finally:
        pipe.hangup()               # over (or the server stops): SIGHUP to whatever still runs
        pump.cancel()
        with contextlib.suppress(BaseException):
            await pump
    if pty:                         # one terminal for both streams, ONLCR on
        chunks = [(_STDOUT, data.replace(b"\n", b"\r\n")) for _, data in chunks]
    if v2:
        for fd, data in chunks:
            for i in range(0, len(data), _MAX_PACKET):
                part = data[i:i + _MAX_PACKET]
                writer.write(struct.pack("<BI", fd, len(part)) + part)
        writer.write(struct.pack("<BI", _EXIT, 1) + bytes([code & 0xff]))
    else:
        writer.write(b"".join(data for _, data in chunks))
    await finish(writer, reader)


async def _pump_v2(reader, pipe: StdinPipe, pty: bool, sock=None) -> None:
    """Client shell-protocol packets -> the command's stdin, until the client goes away."""
    try:
        while True:
            await _backpressure(pipe, sock)
            head = await reader.readexactly(5)
            ident, left = head[0], struct.unpack("<I", head[1:])[0]
            while left:                   # a long packet arrives in parts (ShellProtocol::Read)
                data = await reader.readexactly(min(left, _MAX_PACKET))
                left -= len(data)
                if ident == _STDIN:
                    pipe.feed(data)
            if ident == _CLOSE_STDIN and not pty:
                pipe.close()
    except (asyncio.IncompleteReadError, ConnectionError):
        pipe.hangup()


async def _backpressure(pipe: StdinPipe, sock) -> None:
    """Stop reading the client while too much input waits unread (``_MAX_PENDING``); a
    client that goes away meanwhile is still noticed (adbd polls for ``POLLRDHUP`` with
    reading paused), and hung up."""
    while pipe.pending() > _MAX_PENDING and not pipe.ended:
        if sock is not None and _peer_gone(sock):
            pipe.hangup()
            return
        await asyncio.sleep(0.05)


def _peer_gone(sock) -> bool:
    poller = select.poll()
    poller.register(sock.fileno(), select.POLLHUP | select.POLLERR
                    | getattr(select, "POLLRDHUP", 0x2000))
    return bool(poller.poll(0))


async def _pump_v1(reader, pipe: StdinPipe, sock=None) -> None:
    """Raw client bytes -> the command's stdin; EOF or a reset is a hang-up."""
    try:
        while data := await reader.read(65536):
            pipe.feed(data)
            await _backpressure(pipe, sock)
    except ConnectionError:
        pass
    pipe.hangup()


async def serve_exec(device, service: str, reader, writer) -> None:
    """``exec:``; a streamed install (``cmd package install -S N``, how adb 29 installs when
    the device has ``cmd``) first reads the N APK bytes from the socket as stdin."""
    writer.write(OKAY)
    command = service[len("exec:"):]
    stdin = b""
    streamed = _STREAMED_INSTALL.search(command)
    if streamed:
        try:
            stdin = await reader.readexactly(int(streamed.group(1)))
        except asyncio.IncompleteReadError as exc:
            stdin = exc.partial
    chunks, _ = await run_script(device, command, stdin, session_env(device, service))
    writer.write(b"".join(data for _, data in chunks))
    await finish(writer, reader)
