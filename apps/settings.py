"""Android Settings (``com.android.settings``) and the ``settings`` provider tables.

Keys and value ranges are the ones AndroidWorld reads (``shared/reference/android_world.md``
§4.1): ``global bluetooth_on`` 0/1, ``global wifi_on`` 0/1/2, ``system screen_brightness``
0-255, ``global zen_mode`` 0 off / 1 important interruptions / 2 no interruptions /
3 alarms only (AOSP ``Settings.Global.ZEN_MODE_*``).
"""

from __future__ import annotations

from apps.base import App

APP = App(
    name="settings",
    package="com.android.settings",
    activity="com.android.settings/.Settings",
    label="Settings",
    aliases=("system settings",),
    preinstalled=True,
    source="preinstalled on the emulator image",
)

BRIGHTNESS_MAX = 255  # AOSP PowerManager.BRIGHTNESS_ON
ZEN_MODE_OFF = 0      # AOSP Settings.Global.ZEN_MODE_OFF
