"""Android Settings (``com.android.settings``) and the ``settings`` provider tables.

Keys and value ranges are the ones AndroidWorld reads (``android_world/env/adb_utils.py``):
``global bluetooth_on`` 0/1, ``global wifi_on`` 0/1/2, ``system screen_brightness``
0-255, ``global zen_mode`` 0 off / 1 important interruptions / 2 no interruptions /
3 alarms only (AOSP ``Settings.Global.ZEN_MODE_*``).
"""

from __future__ import annotations

import math

from apps.base import App, private_folders_self_written

APP = App(
    name="settings",
    package="com.android.settings",
    activity="com.android.settings/.Settings",
    label="Settings",
    aliases=("system settings",),
    preinstalled=True,
    source="preinstalled on the emulator image",
    self_written=private_folders_self_written("settings"),
)

BRIGHTNESS_MAX = 255  # AOSP PowerManager.BRIGHTNESS_ON
ZEN_MODE_OFF = 0      # AOSP Settings.Global.ZEN_MODE_OFF
BRIGHTNESS_MIN = 1    # AOSP PowerManager.BRIGHTNESS_MIN (the int setting's lowest "on" value)
# Settings > Display > Screen timeout choices, in seconds (``screen_timeout_values`` in
# packages/apps/Settings res/values/arrays.xml, Android 13); ``system screen_off_timeout``
# holds the choice in milliseconds.
SCREEN_TIMEOUTS_S = (15, 30, 60, 120, 300, 600, 1800)


def timeout_span(seconds: int) -> str:
    """A timeout as Settings words it (``screen_timeout_entries``): "15 seconds", "1 minute",
    "30 minutes"."""
    if seconds < 60:
        return f"{seconds} seconds"
    minutes = seconds // 60
    return "1 minute" if minutes == 1 else f"{minutes} minutes"


def timeout_span_zh(seconds: int) -> str:
    """A timeout as zh-CN Settings words it (``screen_timeout_entries`` in ``values-zh-rCN``):
    "15秒", "10分钟"."""
    return f"{seconds}秒" if seconds < 60 else f"{seconds // 60}分钟"

# The brightness slider is not linear in ``screen_brightness``: SettingsLib
# ``display/BrightnessUtils`` maps linear brightness to slider ("gamma") space with the HLG
# curve, whose constants are these (Android 13, frameworks/base packages/SettingsLib).
_HLG_R, _HLG_A, _HLG_B, _HLG_C = 0.5, 0.17883277, 0.28466892, 0.55991073


def brightness_to_slider(value: int) -> float:
    """Slider position (0.0-1.0) that ``system screen_brightness`` ``value`` (1-255) shows.

    The int setting maps to linear brightness ``(value - 1) / 254`` (AOSP
    ``BrightnessSynchronizer.brightnessIntToFloat``), then to slider space with
    ``BrightnessUtils.convertLinearToGammaFloat``: ``n = 12 * linear``;
    ``R * sqrt(n)`` for ``n <= 1``, else ``A * ln(n - B) + C``.
    """
    linear = (min(max(value, BRIGHTNESS_MIN), BRIGHTNESS_MAX) - BRIGHTNESS_MIN) / (BRIGHTNESS_MAX - BRIGHTNESS_MIN)
    n = 12 * linear
    return min(1.0, _HLG_R * math.sqrt(n) if n <= 1 else _HLG_A * math.log(n - _HLG_B) + _HLG_C)


def slider_to_brightness(position: float) -> int:
    """``system screen_brightness`` (1-255) that putting the slider at ``position`` (0.0-1.0)
    stores: the inverse of ``brightness_to_slider`` (``convertGammaToLinearFloat``), rounded."""
    g = min(max(position, 0.0), 1.0)
    n = (g / _HLG_R) ** 2 if g <= _HLG_R else math.exp((g - _HLG_C) / _HLG_A) + _HLG_B
    linear = min(n / 12, 1.0)
    return round(BRIGHTNESS_MIN + linear * (BRIGHTNESS_MAX - BRIGHTNESS_MIN))
