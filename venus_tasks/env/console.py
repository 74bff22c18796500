"""``EmulatorConsole``: the Android emulator's telnet console, for what adb cannot do
(incoming calls and SMS, the way AndroidWorld's ``adb_utils.call_emulator`` and
``text_emulator`` drive them through ``adb emu``).

Protocol (``android/android-emu/android/console.c``, adb ``client/console.cpp``): a
banner ending in ``OK``; when the emulator asks for it, ``auth <token>`` with the token
from ``~/.emulator_console_auth_token``; then one command per line, answered by its output
and ``OK``, or by ``KO: <message>``. The console of ``emulator-N`` listens on port N of
the emulator's host.
"""

from __future__ import annotations

import re
import socket

from venus_tasks.env.device import DeviceError

_SERIAL = re.compile(r"emulator-(\d+)")
_PHONE = re.compile(r"\+?[0-9]{1,20}")


class ConsoleError(DeviceError):
    """The console refused a command (``KO: ...``) or could not be reached."""


def console_port(serial: str) -> int | None:
    """The console port of an emulator serial (``emulator-5554`` -> 5554); None otherwise."""
    m = _SERIAL.fullmatch(serial)
    return int(m[1]) if m else None


class EmulatorConsole:
    """A console connection opened per command (the emulator closes idle consoles).

    Args:
      host, port: where the console listens (the emulator's host, the serial's number).
      auth_token: the token for ``auth`` if the console asks for one (the content of
        ``~/.emulator_console_auth_token`` on the emulator's host; read it at the CLI).
      timeout: seconds to wait for each reply.
    """

    def __init__(self, host: str, port: int, auth_token: str | None = None, timeout: float = 10.0):
        self.host, self.port, self.auth_token, self.timeout = host, port, auth_token, timeout

    def command(self, line: str) -> str:
        """Run one console command; returns its output without the final ``OK``.

        Raises:
          ConsoleError: ``KO: ...``, a refused ``auth``, or no console at host:port.
        """
        if "\n" in line or "\r" in line:
            raise ValueError(f"console commands are one line, got {line!r}")
        try:
            with socket.create_connection((self.host, self.port), timeout=self.timeout) as sock:
                f = sock.makefile("rwb")
                banner = _reply(f)
                if "Authentication required" in banner:
                    if not self.auth_token:
                        raise ConsoleError(f"console {self.host}:{self.port} asks for an auth token; pass the "
                                           "content of ~/.emulator_console_auth_token")
                    _send(f, f"auth {self.auth_token}")
                    _reply(f)
                _send(f, line)
                out = _reply(f)
                _send(f, "quit")
                return out
        except OSError as e:
            raise ConsoleError(f"emulator console {self.host}:{self.port}: {e}") from e

    # --------------------------------------------------------- telephony
    def gsm_call(self, number: str) -> None:
        """An incoming call from ``number`` (``gsm call``); it rings until answered or cancelled."""
        self.command(f"gsm call {_phone(number)}")

    def gsm_cancel(self, number: str) -> None:
        """The caller hangs up (``gsm cancel``)."""
        self.command(f"gsm cancel {_phone(number)}")

    def sms_send(self, number: str, text: str) -> None:
        """An incoming SMS (``sms send``); ``text`` is sent on one line."""
        if "\n" in text or "\r" in text:
            raise ValueError("an SMS sent through the console is one line")
        self.command(f"sms send {_phone(number)} {text}")


def _phone(number: str) -> str:
    if not _PHONE.fullmatch(number):
        raise ValueError(f"not a phone number for the console: {number!r} (digits, optional leading +)")
    return number


def _send(f, line: str) -> None:
    f.write(line.encode("utf-8") + b"\n")
    f.flush()


def _reply(f) -> str:
    """Lines up to ``OK`` (returned without it) or ``KO: ...`` (raised)."""
    lines = []
    while True:
        raw = f.readline()
        if not raw:
            raise ConsoleError("the console closed the connection")
        line = raw.decode("utf-8", "replace").rstrip("\r\n")
        if line == "OK" or line.startswith("OK:"):
            return "\n".join(lines)
        if line.startswith("KO"):
            raise ConsoleError(line)
        lines.append(line)
