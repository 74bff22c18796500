"""Settings helpers the Settings tasks share (VA ``VagueLendPhoneToGrandma``, HGB and the
ambiguity suite's settings intents): the Font size steps, the emulator's battery through
its console.

The VA tasks that lived here (``VagueTinyText``, ``VagueLowBatteryLongDay``,
``VagueEarbudsNotFound``, ``VagueLeftTheCafe``, ``VagueReadingInTheSun``,
``VagueAppFrozen``: one settings toggle each, 4-6 optimal steps) were retired by issue
26 for deeper VA tasks over tool apps (``va_tools``, ``va_bills``, ``va_dates``,
``va_fitness``, ``va_places``).

Keys (AOSP ``Settings``): ``system font_scale`` (Font size: 0.85, 1.0, 1.15, 1.3).
"""

from __future__ import annotations

from venus_tasks.env.device import DeviceError

LARGER_FONT = 1.15          # the first Font size step above the default 1.0 (AOSP entryvalues_font_size)


def font_scale(env) -> float:
    """``system font_scale`` as a float (1.0 when unset or unreadable)."""
    try:
        return float(env.device.settings_get("system", "font_scale") or 1.0)
    except ValueError:
        return 1.0


def battery(env, *, ac: bool, capacity: int) -> None:
    """Set the emulator's battery through its console (``power ac on|off``, ``power status
    charging|discharging``, ``power capacity N``), as a real emulator takes it.

    Raises:
      DeviceError: the env has no emulator console.
    """
    console = getattr(env, "console", None)
    if console is None:
        raise DeviceError("this task sets the battery through the emulator console; the env has none")
    console.command(f"power ac {'on' if ac else 'off'}")
    console.command(f"power status {'charging' if ac else 'discharging'}")
    console.command(f"power capacity {capacity}")
