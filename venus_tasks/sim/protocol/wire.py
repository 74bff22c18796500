"""Smart-socket framing helpers (adb ``protocol.txt``, ``SERVICES.TXT``; adbutils ``_adb.py``).

A request is 4 lowercase hex digits of length then the service name; replies are
``OKAY`` or ``FAIL`` + hex4 length + message; many host services answer ``OKAY`` + hex4 +
payload.
"""

from __future__ import annotations

import asyncio
import contextlib

OKAY = b"OKAY"


def hex4(payload: bytes) -> bytes:
    """``%04x`` length prefix + payload."""
    return b"%04x" % len(payload) + payload


def fail(message: str) -> bytes:
    return b"FAIL" + hex4(message.encode())


def okay_with(payload: str | bytes) -> bytes:
    return OKAY + hex4(payload.encode() if isinstance(payload, str) else payload)


async def read_request(reader: asyncio.StreamReader) -> str | None:
    """One hex4-framed request, or None if the peer closed or sent garbage."""
    try:
        head = await reader.readexactly(4)
        size = int(head, 16)
        body = await reader.readexactly(size)
    except (asyncio.IncompleteReadError, ValueError, ConnectionError):
        return None
    return body.decode("utf-8", "replace")


async def finish(writer: asyncio.StreamWriter, reader: asyncio.StreamReader | None = None,
                 linger: float = 10.0) -> None:
    """Flush, half-close, drain what the peer still sends (so no RST eats our data), close."""
    with contextlib.suppress(Exception):
        await writer.drain()
        if reader is not None and writer.can_write_eof():
            writer.write_eof()
            with contextlib.suppress(asyncio.TimeoutError):
                async with asyncio.timeout(linger):
                    while await reader.read(65536):
                        pass
    with contextlib.suppress(Exception):
        writer.close()
        await writer.wait_closed()
