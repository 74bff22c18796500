"""The emulator console (telnet-style, one per device), first version.

Source: ``android/android-emu/android/console.c`` (adb.md §4). Lines end in ``\\r\\n``;
a successful command answers ``OK``, an error ``KO: <message>``. This version knows
``help``, ``ping``, ``avd name``, ``auth`` and ``quit``/``exit``; anything else gets
``KO: unknown command, try 'help'``. With ``auth_token`` set the banner asks for it and
other commands are refused until ``auth <token>`` succeeds.
"""

from __future__ import annotations

import asyncio
import contextlib

_HELP = ("Android console command help:\r\n\r\n"
         "    help|h|?         print a list of commands\r\n"
         "    ping             check if the emulator is alive\r\n"
         "    avd              control virtual device execution\r\n"
         "    auth             user authentication for the emulator console\r\n"
         "    quit|exit        quit control session\r\n\r\n"
         "try 'help <command>' for command-specific help\r\nOK\r\n")


class ConsoleSession:
    """Serves one console connection for ``device``."""

    def __init__(self, device, auth_token: str | None):
        self.device = device
        self.token = auth_token
        self.authed = auth_token is None

    def banner(self) -> bytes:
        if self.authed:
            return b"Android Console: type 'help' for a list of commands\r\nOK\r\n"
        return (b"Android Console: Authentication required\r\n"
                b"Android Console: type 'auth <auth_token>' to authenticate\r\n"
                b"Android Console: you can find your <auth_token> in \r\n"
                b"'/root/.emulator_console_auth_token'\r\nOK\r\n")

    def handle(self, line: str) -> tuple[bytes, bool]:
        """Reply to one command line; the flag says whether to close the connection."""
        words = line.strip().split()
        if not words:
            return b"", False
        cmd = words[0].lower()
        if cmd in ("quit", "exit"):
            return b"", True
        if cmd in ("help", "h", "?"):
            return _HELP.encode(), False
        if cmd == "auth":
            if self.token is None or (len(words) > 1 and words[1] == self.token):
                self.authed = True
                return b"Android Console: type 'help' for a list of commands\r\nOK\r\n", False
            return b"KO: authentication token does not match ~/.emulator_console_auth_token\r\n", False
        if cmd == "ping":
            return b"I am alive!\r\nOK\r\n", False
        if cmd == "avd" and words[1:2] == ["name"]:
            return (self.device.props.get("ro.boot.qemu.avd_name", "") + "\r\nOK\r\n").encode(), False
        if not self.authed:
            return b"KO: unknown command, try 'help'\r\n", False
        return b"KO: unknown command, try 'help'\r\n", False


async def serve_console(device, auth_token: str | None, reader: asyncio.StreamReader,
                        writer: asyncio.StreamWriter) -> None:
    session = ConsoleSession(device, auth_token)
    try:
        writer.write(session.banner())
        while True:
            raw = await reader.readline()
            if not raw:
                break
            reply, close = session.handle(raw.decode("utf-8", "replace").replace("\r", ""))
            writer.write(reply)
            await writer.drain()
            if close:
                break
    except ConnectionError:
        pass
    with contextlib.suppress(Exception):
        writer.close()
        await writer.wait_closed()
