"""``shell:``, ``shell,v2,...:`` and ``exec:`` (adb ``shell_protocol.h``, ``daemon/shell_service.cpp``).

v1 and exec stream the merged stdout+stderr bytes raw and end with EOF (the exit code is
lost, hence adbutils' ``; echo X4EXIT:$?``). v2 wraps output in packets ``id(1 byte) +
u32le length + data``: id 1 stdout, 2 stderr, 3 exit (1 byte); client packets (0 stdin,
4 close-stdin, 5 window size) are read and ignored (``shell_protocol.h``).
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import struct

from venus_tasks.sim import shell
from venus_tasks.sim.protocol.wire import OKAY, finish

_STDOUT, _STDERR, _EXIT = 1, 2, 3
_MAX_PACKET = 64 * 1024


def parse_service(service: str) -> tuple[bool, str]:
    """``shell,v2,TERM=xterm,raw:CMD`` -> (uses_v2, CMD); ``shell:CMD`` -> (False, CMD)."""
    head, _, command = service.partition(":")
    args = head.split(",")[1:]
    return "v2" in args, command


_STREAMED_INSTALL = re.compile(r"\binstall\b.*\s'?-S'?\s+'?(\d+)'?")


async def run_script(device, command: str, stdin: bytes = b"") -> tuple[list[tuple[int, bytes]], int]:
    """Run ``command`` on the device in a worker thread (commands may sleep).

    A Python exception escaping the shell (a simulator bug) becomes an error text on
    stderr and exit 255, so the stream still ends as a shell stream does."""
    loop = asyncio.get_running_loop()
    try:
        return await loop.run_in_executor(None, shell.run, device, command, None, stdin)
    except Exception as exc:  # noqa: BLE001 - never drop the client over a simulator bug
        from venus_tasks.sim.shell.interp import SH, simulator_fault
        return [(2, simulator_fault(SH, exc))], 255


async def serve_shell(device, service: str, reader, writer) -> None:
    v2, command = parse_service(service)
    writer.write(OKAY)
    drain_task = asyncio.ensure_future(_discard_input(reader)) if v2 else None
    chunks, code = await run_script(device, command)
    if v2:
        for fd, data in chunks:
            for i in range(0, len(data), _MAX_PACKET):
                part = data[i:i + _MAX_PACKET]
                writer.write(struct.pack("<BI", fd, len(part)) + part)
        writer.write(struct.pack("<BI", _EXIT, 1) + bytes([code & 0xff]))
        await writer.drain()
        drain_task.cancel()
        with contextlib.suppress(BaseException):
            await drain_task
    else:
        writer.write(b"".join(data for _, data in chunks))
    await finish(writer, reader)


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
    chunks, _ = await run_script(device, command, stdin)
    writer.write(b"".join(data for _, data in chunks))
    await finish(writer, reader)


async def _discard_input(reader) -> None:
    while await reader.read(65536):
        pass
