"""The emulator console (telnet-style, one listener per device on its console port).

Behaviour and replies follow the emulator's ``android/android-emu/android/console.c``
(aosp-mirror/platform_external_qemu) and adb's ``client/console.cpp``; the implementation
is the simulator's.

* Input is read byte by byte: ``\\r`` is dropped, ``\\n`` ends a command (lines longer than
  4095 bytes wrap). Output turns every lone ``\\n`` into ``\\r\\n``.
* A handler that succeeds is followed by ``OK``; errors are ``KO: <message>`` with no
  ``OK``. Unknown command: ``KO: unknown command, try 'help'``. A command group without
  a sub-command prints its help and ``KO: missing sub-command``; a wrong one its help and
  ``KO:  bad sub-command`` (two spaces, as console.c). An HTTP request line or invalid
  UTF-8 closes the connection (``KO: Forbidden HTTP request. Aborting`` /
  ``KO: Forbidden binary request. Aborting``).
* With an auth token the banner asks for ``auth <token>`` and names the token file; until
  then only ``help``, ``help-verbose``, ``ping``, ``avd name``, ``auth`` and ``quit`` exist.
  Without a token there is no ``auth`` command at all.
* Commands: ``help|h|?``, ``help-verbose``, ``ping``, ``geo fix``, ``gsm list|call|busy|hold|
  accept|cancel|status``, ``kill`` (``OK: killing emulator, bye bye`` + ``OK``; closes this
  console only -- the simulated device keeps running), ``power display|ac|status|present|
  health|capacity``, ``quit|exit``, ``sms send``, ``avd status|name``, ``rotate``.
  ``help`` lists only these. ``help <command>`` prints the one-line abstract where the
  emulator prints a longer paragraph.
* The command table and the general commands are in ``console.commands``; ``gsm``/``sms``
  in ``console.telephony``; ``power``/``geo`` and the state they set in ``console.power_geo``.
"""

from __future__ import annotations

import asyncio
import contextlib
import re

from venus_tasks.sim.console.commands import BANNER_END, MAIN, PREAUTH, Command, _find
# re-exported: the names other modules import from here
from venus_tasks.sim.console.power_geo import (  # noqa: F401
    Battery, EmulatorState, battery_codes, emulator_state)
from venus_tasks.sim.console.telephony import unescape_sms  # noqa: F401

_HTTP = re.compile(r"^(GET|HEAD|POST|PUT|DELETE|CONNECT|OPTIONS|TRACE|PATCH) \S+ HTTP/\d\.\d$")
_MAX_LINE = 4096


def default_token_path() -> str:
    import os
    return os.path.join(os.path.expanduser("~"), ".emulator_console_auth_token")


class ConsoleSession:
    """One console connection for ``device``; ``handle_line`` returns the bytes to send."""

    def __init__(self, device, auth_token: str | None, token_path: str | None = None):
        self.device = device
        self.token = auth_token
        self.token_path = token_path or default_token_path()
        self.commands = MAIN if auth_token is None else PREAUTH
        self.finished = False
        self._out: list[str] = []

    # ------------------------------------------------------------ output
    def write(self, text: str) -> None:
        self._out.append(re.sub(r"(?<!\r)\n", "\r\n", text))

    def take(self) -> bytes:
        data, self._out = "".join(self._out).encode("utf-8", "surrogateescape"), []
        return data

    def banner(self) -> bytes:
        if self.token is None:
            self.write(BANNER_END + "OK\r\n")
        else:
            self.write("Android Console: Authentication required\r\n"
                       "Android Console: type 'auth <auth_token>' to authenticate\r\n"
                       "Android Console: you can find your <auth_token> in \r\n"
                       f"'{self.token_path}'\r\nOK\r\n")
        return self.take()

    # ------------------------------------------------------------ dispatch
    def handle_line(self, raw: bytes) -> bytes:
        """Run one command line (without ``\\r``/``\\n``)."""
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError:
            self.write("KO: Forbidden binary request. Aborting\r\n")
            self.finished = True
            return self.take()
        if _HTTP.match(line):
            self.write("KO: Forbidden HTTP request. Aborting\r\n")
            self.finished = True
            return self.take()
        cmd, args = _find(line, self.commands)
        if cmd is None:
            self.write("KO: unknown command, try 'help'\r\n")
            return self.take()
        while True:
            if cmd.handler is not None:
                if cmd.handler(self, args) == 0:
                    self.write("OK\r\n")
                break
            if args is None:
                self._dump_help(cmd, "")
                self.write("KO: missing sub-command\r\n")
                break
            sub, rest = _find(args, cmd.sub)
            if sub is None:
                self._dump_help(cmd, "")
                self.write("KO:  bad sub-command\r\n")
                break
            cmd, args = sub, rest
        return self.take()

    def _dump_help(self, cmd: Command, prefix: str) -> None:
        self.write(f"{cmd.abstract}\r\n")
        if cmd.sub:
            self.write("\r\navailable sub-commands:\r\n")
            for sub in cmd.sub:
                self.write(f"   {prefix} {sub.names:<15}  {sub.abstract}\r\n")
            self.write("\r\n")

    @property
    def model(self):
        return self.device


async def serve_console(device, auth_token: str | None, reader: asyncio.StreamReader,
                        writer: asyncio.StreamWriter, token_path: str | None = None) -> None:
    session = ConsoleSession(device, auth_token, token_path)
    loop = asyncio.get_running_loop()
    buf = bytearray()
    try:
        writer.write(session.banner())
        await writer.drain()
        while not session.finished:
            data = await reader.read(4096)
            if not data:
                break
            for byte in data:
                if byte == 0x0D:
                    continue
                if byte != 0x0A:
                    if len(buf) >= _MAX_LINE - 1:
                        buf.clear()
                    buf.append(byte)
                    continue
                line, buf = bytes(buf), bytearray()
                # handlers take the device lock, which a shell command may hold: off the loop
                reply = await loop.run_in_executor(None, session.handle_line, line)
                writer.write(reply)
                await writer.drain()
                if session.finished:
                    break
    except (ConnectionError, asyncio.CancelledError):
        pass                          # peer gone, or the server is stopping
    with contextlib.suppress(Exception, asyncio.CancelledError):
        writer.close()
        await writer.wait_closed()
