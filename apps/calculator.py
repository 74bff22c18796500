"""Simple Calculator (``com.simplemobiletools.calculator``). No stored state tasks read
(VenusBench-Mobile ``VagueCalculator`` checks the answer).

Launch activity: VenusBench-Mobile's ``_PATTERN_TO_ACTIVITY`` (inclusionAI/UI-Venus,
branch VenusBench-Mobile, ``android_world/env/adb_utils.py``).
"""

from __future__ import annotations

from apps.base import App

APP = App(
    name='simple calculator',
    package='com.simplemobiletools.calculator',
    activity='com.simplemobiletools.calculator/com.simplemobiletools.calculator.activities.MainActivity',
    label='Calculator',
    aliases=('simple calculator', 'calculator app'),
    apks=('Calculator_9.0.apk',),
    source='VenusBench-Mobile APK set (venusbench_mobile_files/apk/Calculator_9.0.apk; over 4 MiB, not in the public copy studied; F-Droid: com.simplemobiletools.calculator)',
)
