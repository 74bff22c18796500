"""CalcYou (``net.youapps.calcyou``): calculator with an offline currency table and a function
plotter. Version 3.1 (versionCode 6, you-apps/CalcYou tag ``v3.1``); screens in
``venus_tasks/sim/apps_ui/calcyou.py``, its rate table (2025-09-23) in ``calcyou_currencies``. No stored state tasks read: answers and screenshots only (VenusBench-Mobile
``VagueCurrencyExchange``, ``VagueGraphFunction``).

Launch activity: VenusBench-Mobile's ``_PATTERN_TO_ACTIVITY`` (inclusionAI/UI-Venus,
branch VenusBench-Mobile, ``android_world/env/adb_utils.py``).
"""

from __future__ import annotations

from apps.base import App

APP = App(
    name='calcyou',
    package='net.youapps.calcyou',
    activity='net.youapps.calcyou/.MainActivity',
    label='CalcYou',
    aliases=('calcyou app',),
    apks=('net.youapps.calcyou_6.apk',),
    version='3.1',
    source='VenusBench-Mobile APK set (venusbench_mobile_files/apk; F-Droid: net.youapps.calcyou, versionCode 6)',
)
