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
* ``rotate``: console.c returns the rotation agent's boolean (true on success) as the
  handler's result, so a successful rotation prints **no** ``OK``. The device is turned
  90 degrees clockwise: the sensor rotation goes 0 -> 3 -> 2 -> 1 -> 0 (``Surface.ROTATION_*``
  counts counter-clockwise) [direction inferred].
* ``power present false`` sets the battery present, as console.c's handler does;
  ``power display`` prints goldfish's words (``AC: online``, ``status: Charging``,
  ``health: Good``; an overheated battery shows ``Overhead``, sic).
* ``gsm``/``sms`` act on ``model.telephony`` and ``content://sms/inbox``
  (``telephony.deliver_sms``).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import re
from typing import Callable

from venus_tasks.sim import telephony as tel

BANNER_END = "Android Console: type 'help' for a list of commands\r\n"
_HTTP = re.compile(r"^(GET|HEAD|POST|PUT|DELETE|CONNECT|OPTIONS|TRACE|PATCH) \S+ HTTP/\d\.\d$")
_STRTOD = re.compile(r"\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")
_MAX_LINE = 4096


@dataclasses.dataclass
class Battery:
    """Goldfish battery as the console sets it (``power ...``) and ``dumpsys battery`` shows it."""

    ac_online: bool = True
    status: str = "Charging"       # Charging, Discharging, Not charging, Full, Unknown
    health: str = "Good"           # Good, Overhead (sic, goldfish_battery_display), Dead, ...
    present: bool = True
    capacity: int = 100


@dataclasses.dataclass
class EmulatorState:
    """What the console controls besides telephony: battery and the last GPS fix."""

    battery: Battery = dataclasses.field(default_factory=Battery)
    location: tuple[float, float, float, int] | None = None     # lat, lon, alt, satellites


def emulator_state(model) -> EmulatorState:
    """``model.emulator``, created on first use."""
    state = getattr(model, "emulator", None)
    if state is None:
        state = model.emulator = EmulatorState()
    return state


_STATUS_CODES = {"Unknown": 1, "Charging": 2, "Discharging": 3, "Not charging": 4, "Full": 5}
_HEALTH_CODES = {"Unknown": 1, "Good": 2, "Overhead": 3, "Dead": 4, "Overvoltage": 5,
                 "Unspecified failure": 6}


def battery_codes(model) -> tuple[str, int, int, str, int]:
    """``(AC powered, status, health, present, level)`` as ``dumpsys battery`` prints them
    (``BatteryManager.BATTERY_STATUS_*`` / ``BATTERY_HEALTH_*``)."""
    b = emulator_state(model).battery
    return ("true" if b.ac_online else "false", _STATUS_CODES[b.status], _HEALTH_CODES[b.health],
            "true" if b.present else "false", b.capacity)


def default_token_path() -> str:
    import os
    return os.path.join(os.path.expanduser("~"), ".emulator_console_auth_token")


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


# --- gsm
def _bad_number(number: str) -> bool:
    return not number or any(not (ch.isdigit() or ch in "+#") for ch in number)


def do_gsm_list(s, args) -> int:
    model = s.model
    with model.lock:
        calls = list(model.telephony.active)
    for call in calls:
        direction = "inbound from" if call.inbound else "outbound to "
        state = call.modem_state if call.modem_state != tel.MODEM_DIALING else "unknown"
        s.write(f"{direction} {call.number:<10} : {state}\r\n")
    return 0


def do_gsm_call(s, args) -> int:
    if args is None:
        s.write("KO: missing argument, try 'gsm call <phonenumber>'\r\n")
        return -1
    if _bad_number(args):
        s.write("KO: bad phone number format, use digits, # and + only\r\n")
        return -1
    with s.model.lock, contextlib.suppress(tel.TelephonyError):
        s.model.telephony.ring(args)       # the modem's result is not checked by console.c
    return 0


def do_gsm_cancel(s, args) -> int:
    if args is None:
        s.write("KO: missing argument, try 'gsm call <phonenumber>'\r\n")
        return -1
    if _bad_number(args):
        s.write("KO: bad phone number format, use digits, # and + only\r\n")
        return -1
    with s.model.lock:
        if s.model.telephony.end(args) is None:
            s.write("KO: could not cancel this number\r\n")
            return -1
    return 0


def do_gsm_busy(s, args) -> int:
    if args is None:
        s.write("KO: missing argument, try 'gsm busy <phonenumber>'\r\n")
        return -1
    with s.model.lock:
        call = s.model.telephony.find(args)
        if call is None or call.inbound:
            pointer = "(nil)" if call is None else f"0x{id(call) & 0xFFFFFFFFFFFF:x}"
            s.write(f"KO: no current outbound call to number '{args}' (call {pointer})\r\n")
            return -1
        s.model.telephony.end(args)
    return 0


def do_gsm_hold(s, args) -> int:
    if args is None:
        s.write("KO: missing argument, try 'gsm hold <phonenumber>'\r\n")
        return -1
    with s.model.lock:
        if s.model.telephony.find(args) is None:
            s.write(f"KO: no current call to/from number '{args}'\r\n")
            return -1
        s.model.telephony.hold(args)
    return 0


def do_gsm_accept(s, args) -> int:
    if args is None:
        s.write("KO: missing argument, try 'gsm accept <phonenumber>'\r\n")
        return -1
    with s.model.lock:
        if s.model.telephony.find(args) is None:
            s.write(f"KO: no current call to/from number '{args}'\r\n")
            return -1
        s.model.telephony.accept(args)
    return 0


def do_gsm_status(s, args) -> int:
    if args is not None:
        s.write("KO: no argument required\r\n")
        return -1
    s.write("gsm voice state: home\r\ngsm data state:  home\r\n")
    return 0


# --- sms
def unescape_sms(text: str) -> str | None:
    """console.c ``sms_utf8_from_message_str``: ``\\n``, ``\\xNN``, ``\\uNNNN``, ``\\\\``; the
    result must be UTF-8. None if the text is badly formatted."""
    out = bytearray()
    raw = text.encode("utf-8")
    i = 0
    while i < len(raw):
        ch = raw[i]
        if ch != 0x5C:                    # backslash
            out.append(ch)
            i += 1
            continue
        if i + 1 >= len(raw):
            return None
        esc = chr(raw[i + 1])
        if esc == "n":
            out += b"\n"
            i += 2
        elif esc == "\\":
            out += b"\\"
            i += 2
        elif esc == "x" and re.fullmatch(rb"[0-9a-fA-F]{2}", raw[i + 2:i + 4]):
            out.append(int(raw[i + 2:i + 4], 16))
            i += 4
        elif esc == "u" and re.fullmatch(rb"[0-9a-fA-F]{4}", raw[i + 2:i + 6]):
            out += chr(int(raw[i + 2:i + 6], 16)).encode("utf-8", "surrogatepass")
            i += 6
        else:
            return None
    try:
        return out.decode("utf-8")
    except UnicodeDecodeError:
        return None


def do_sms_send(s, args) -> int:
    if args is None or " " not in args:
        s.write("KO: missing argument, try 'sms send <phonenumber> <text message>'\r\n")
        return -1
    number, _, text = args.partition(" ")
    if not re.fullmatch(r"\+?\d+", number):
        s.write("KO: bad phone number format, must be [+](0-9)*\r\n")
        return -1
    body = unescape_sms(text)
    if body is None:
        s.write("message must be utf8 and can use the following escapes:\r\n"
                "    \\n      for a newline\r\n"
                "    \\xNN    where NN are two hexadecimal numbers\r\n"
                "    \\uNNNN  where NNNN are four hexadecimal numbers\r\n"
                "    \\\\     to send a '\\' character\r\n\r\n"
                "    anything else is an error\r\n"
                "KO: badly formatted text\r\n")
        return -1
    tel.deliver_sms(s.model, number, body)
    return 0


# --- power
def do_power_display(s, args) -> int:
    b = emulator_state(s.model).battery
    s.write(f"AC: {'online' if b.ac_online else 'offline'}\r\nstatus: {b.status}\r\n"
            f"health: {b.health}\r\npresent: {'true' if b.present else 'false'}\r\n"
            f"capacity: {b.capacity}\r\n")
    return 0


def _choice(s, args, choices: dict, usage: str, setter) -> int:
    key = (args or "").lower()
    if args is not None and key in choices:
        with s.model.lock:
            setter(emulator_state(s.model).battery, choices[key])
        return 0
    s.write(f"KO: Usage: {usage}\n")
    return -1


def do_power_ac(s, args) -> int:
    return _choice(s, args, {"on": True, "off": False}, '"ac on" or "ac off"',
                   lambda b, v: setattr(b, "ac_online", v))


def do_power_status(s, args) -> int:
    return _choice(s, args, {"unknown": "Unknown", "charging": "Charging",
                             "discharging": "Discharging", "not-charging": "Not charging",
                             "full": "Full"},
                   '"status unknown|charging|discharging|not-charging|full"',
                   lambda b, v: setattr(b, "status", v))


def do_power_present(s, args) -> int:
    return _choice(s, args, {"true": True, "false": True},          # sic, console.c
                   '"present true" or "present false"', lambda b, v: setattr(b, "present", v))


def do_power_health(s, args) -> int:
    return _choice(s, args, {"unknown": "Unknown", "good": "Good", "overheat": "Overhead",
                             "dead": "Dead", "overvoltage": "Overvoltage",
                             "failure": "Unspecified failure"},
                   '"health unknown|good|overheat|dead|overvoltage|failure"',
                   lambda b, v: setattr(b, "health", v))


def do_power_capacity(s, args) -> int:
    m = re.match(r"\s*([+-]?\d+)", args or "")
    if m and 0 <= int(m.group(1)) <= 100:
        with s.model.lock:
            emulator_state(s.model).battery.capacity = int(m.group(1))
        return 0
    s.write('KO: Usage: "capacity <percentage>"\n')
    return -1


# --- geo
def do_geo_fix(s, args) -> int:
    rest = args or ""
    params: list[float] = []
    while rest:
        m = _STRTOD.match(rest)
        if not m:
            s.write(f"KO: argument '{rest}' is not a number\n")
            return -1
        params.append(float(m.group(0)))
        if len(params) == 5:
            break
        rest = rest[m.end():].lstrip(" \t")
    if len(params) < 2:
        s.write("KO: not enough arguments: see 'help geo fix' for details\r\n")
        return -1
    lon, lat = params[0], params[1]
    if not -180.0 <= lon <= 180.0:
        s.write("KO: invalid longitude value. Should be in [-180,+180] range\r\n")
        return -1
    if not -90.0 <= lat <= 90.0:
        s.write("KO: invalid latitude value. Should be in [-90,+90] range\r\n")
        return -1
    sats = 1
    if len(params) >= 4:
        value = params[4] if len(params) >= 5 else params[3]
        if value != int(value) or not 1 <= int(value) <= 12:
            s.write("KO: invalid number of satellites. Must be an integer between 1 and 12\r\n")
            return -1
        sats = int(value)
    with s.model.lock:
        emulator_state(s.model).location = (lat, lon, params[2] if len(params) >= 3 else 0.0, sats)
    return 0


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
