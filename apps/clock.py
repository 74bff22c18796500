"""Clock (``com.google.android.deskclock``): no stored state tasks read; checks are on screen."""

from __future__ import annotations

from apps.base import App

APP = App(
    name="clock",
    package="com.google.android.deskclock",
    activity="com.google.android.deskclock/com.android.deskclock.DeskClock",
    label="Clock",
    aliases=("alarm", "stopwatch", "timer"),
    preinstalled=True,
    source="preinstalled on the emulator image",
)
