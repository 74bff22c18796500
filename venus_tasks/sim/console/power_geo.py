"""Console ``power`` and ``geo`` commands, and the emulator state they set (battery, GPS fix).

Replies follow the emulator's ``android/android-emu/android/console.c``
(aosp-mirror/platform_external_qemu); see ``console`` for the protocol.

* ``power present false`` sets the battery present, as console.c's handler does;
  ``power display`` prints goldfish's words (``AC: online``, ``status: Charging``,
  ``health: Good``; an overheated battery shows ``Overhead``, sic).
"""

from __future__ import annotations

import dataclasses
import re

_STRTOD = re.compile(r"\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")


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
