"""Simple Draw Pro (``com.simplemobiletools.draw.pro``): no stored state tasks read.

Drawings are judged from screenshots; the app is reset with ``pm clear``; saved drawings go
to ``/storage/emulated/0/Pictures``; VenusBench-Mobile's GUIM tasks push reference images to
``/sdcard/GUIM``.
"""

from __future__ import annotations

from apps.base import App

PICTURES_DIR = "/sdcard/Pictures"
GUIM_DIR = "/sdcard/GUIM"

APP = App(
    name="simple draw pro",
    package="com.simplemobiletools.draw.pro",
    activity="com.simplemobiletools.draw.pro/com.simplemobiletools.draw.pro.activities.MainActivity",
    label="Simple Draw Pro",
    aliases=("draw", "simple draw"),
    apks=("com.simplemobiletools.draw.pro_79.apk",),
    source="AndroidWorld APK set (F-Droid: com.simplemobiletools.draw.pro, versionCode 79)",
)


def reset(device) -> None:
    """``pm clear``."""
    device.clear_app(APP.package)
