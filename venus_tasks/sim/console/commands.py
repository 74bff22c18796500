"""The console's command table (``MAIN``, and ``PREAUTH`` before ``auth``) and its general
commands: ``help``, ``help-verbose``, ``ping``, ``quit``, ``kill``, ``auth``, ``avd``, ``rotate``.

Behaviour and replies follow the emulator's ``android/android-emu/android/console.c``
(aosp-mirror/platform_external_qemu); see ``console`` for the protocol. Handlers return 0 on
success (the session then prints ``OK``).

* ``rotate``: console.c returns the rotation agent's boolean (true on success) as the
  handler's result, so a successful rotation prints **no** ``OK``. The device is turned
  90 degrees clockwise: the sensor rotation goes 0 -> 3 -> 2 -> 1 -> 0 (``Surface.ROTATION_*``
  counts counter-clockwise) [direction inferred].
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Callable

from venus_tasks.sim.console.power_geo import (do_geo_fix, do_power_ac, do_power_capacity,
                                               do_power_display, do_power_health,
                                               do_power_present, do_power_status)
from venus_tasks.sim.console.telephony import (do_gsm_accept, do_gsm_busy, do_gsm_call,
                                               do_gsm_cancel, do_gsm_hold, do_gsm_list,
                                               do_gsm_status, do_sms_send)

if TYPE_CHECKING:
    from venus_tasks.sim.console import ConsoleSession

BANNER_END = "Android Console: type 'help' for a list of commands\r\n"


@dataclasses.dataclass(frozen=True)
class Command:
    names: str
    abstract: str
    handler: Callable[["ConsoleSession", str | None], int] | None = None
    sub: tuple["Command", ...] = ()

    def matches(self, word: str) -> bool:
        return word in self.names.split("|")


def _find(line: str, commands) -> tuple[Command | None, str | None]:
    """console.c ``find_command``: the first word picks the command; args lose leading spaces."""
    word, space, rest = line.partition(" ")
    args = rest.lstrip(" ") if space else None
    if args == "":
        args = None
    for cmd in commands:
        if cmd.matches(word):
            return cmd, args
    return None, None


# ---------------------------------------------------------------- handlers (0 = success)
def do_help(s: ConsoleSession, args: str | None) -> int:
    commands = s.commands
    if args is None:
        s.write("Android console commands:\r\n")
        for cmd in commands:
            s.write(f"    {cmd.names}\r\n")
        s.write("\r\nTry 'help-verbose' for more description"
                "\r\nTry 'help <command>' for command-specific help\r\n")
        return 0
    start, rest = args, args
    while True:
        cmd, rest = _find(rest, commands)
        if cmd is None:
            do_help(s, None)
            s.write("\r\nKO: unknown command\r\n")
            return -1
        if rest is None or not cmd.sub:
            s._dump_help(cmd, start)
            return 0
        commands = cmd.sub


def do_help_verbose(s: ConsoleSession, args: str | None) -> int:
    s.write("Android console command help:\r\n\r\n")
    for cmd in s.commands:
        s.write(f"    {cmd.names:<15}  {cmd.abstract}\r\n")
    s.write("\r\ntry 'help <command>' for command-specific help\r\n")
    return 0


def do_ping(s, args) -> int:
    s.write("I am alive!\r\n")
    return 0


def do_quit(s, args) -> int:
    s.finished = True
    return -1


def do_kill(s, args) -> int:
    s.write("OK: killing emulator, bye bye\r\n")
    s.finished = True
    return 0


def do_auth(s: ConsoleSession, args: str | None) -> int:
    if args is None:
        s.write("KO: missing authentication token\r\n")
        return -1
    if args != s.token:
        s.write("KO: authentication token does not match ~/.emulator_console_auth_token\r\n")
        return -1
    s.write(BANNER_END)
    s.commands = MAIN
    return 0


def do_avd_name(s, args) -> int:
    s.write(s.model.props.get("ro.boot.qemu.avd_name", "") + "\r\n")
    return 0


def do_avd_status(s, args) -> int:
    s.write("virtual device is running\r\n")
    return 0


def do_rotate(s, args) -> int:
    model = s.model
    with model.lock:
        model.display.sensor_rotation = (model.display.sensor_rotation + 3) % 4
    return 1                                   # rotate90Clockwise() == true: no "OK"


_AVD_NAME = Command("name", "query virtual device name", do_avd_name)
MAIN = (
    Command("help|h|?", "print a list of commands", do_help),
    Command("help-verbose", "print a list of commands with descriptions", do_help_verbose),
    Command("ping", "check if the emulator is alive", do_ping),
    Command("geo", "Geo-location commands", sub=(
        Command("fix", "send a simple GPS fix", do_geo_fix),)),
    Command("gsm", "GSM related commands", sub=(
        Command("list", "list current phone calls", do_gsm_list),
        Command("call", "create inbound phone call", do_gsm_call),
        Command("busy", "close waiting outbound call as busy", do_gsm_busy),
        Command("hold", "change the state of an outbound call to 'held'", do_gsm_hold),
        Command("accept", "change the state of an outbound call to 'active'", do_gsm_accept),
        Command("cancel", "disconnect an inbound or outbound phone call", do_gsm_cancel),
        Command("status", "display GSM status", do_gsm_status))),
    Command("kill", "kill the emulator instance", do_kill),
    Command("power", "power related commands", sub=(
        Command("display", "display battery and charger state", do_power_display),
        Command("ac", "set AC charging state", do_power_ac),
        Command("status", "set battery status", do_power_status),
        Command("present", "set battery present state", do_power_present),
        Command("health", "set battery health state", do_power_health),
        Command("capacity", "set battery capacity state", do_power_capacity))),
    Command("quit|exit", "quit control session", do_quit),
    Command("sms", "SMS related commands", sub=(
        Command("send", "send inbound SMS text message", do_sms_send),)),
    Command("avd", "control virtual device execution", sub=(
        Command("status", "query virtual device status", do_avd_status), _AVD_NAME)),
    Command("rotate", "rotate the screen clockwise by 90 degrees", do_rotate),
)
PREAUTH = (
    MAIN[0], MAIN[1], MAIN[2],
    Command("avd", "control virtual device execution", sub=(_AVD_NAME,)),
    Command("auth", "user authentication for the emulator console", do_auth),
    Command("quit|exit", "quit control session", do_quit),
)
