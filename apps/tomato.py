"""Tomato, a Pomodoro timer (``org.nsh07.pomodoro``). No stored state tasks read: the timer is
checked on screen and in its notification; the app is reset with ``pm clear``.

Launch activity: VenusBench-Mobile's ``_PATTERN_TO_ACTIVITY`` (inclusionAI/UI-Venus,
branch VenusBench-Mobile, ``android_world/env/adb_utils.py``).
"""

from __future__ import annotations

from apps.base import App

APP = App(
    name='tomato',
    package='org.nsh07.pomodoro',
    activity='org.nsh07.pomodoro/.MainActivity',
    label='Tomato',
    aliases=('pomodoro', 'tomato app'),
    apks=('org.nsh07.pomodoro_10.apk',),
    version='1.4.2',
    source='VenusBench-Mobile APK set (venusbench_mobile_files/apk; F-Droid: org.nsh07.pomodoro, versionCode 10)',
)


def reset(device) -> None:
    """``pm clear``."""
    device.clear_app(APP.package)
