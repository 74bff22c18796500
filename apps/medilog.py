"""MediLog (``com.zell_mbc.medilog``): weight, blood pressure and diary log. No stored state
tasks read (VenusBench-Mobile function-assistance answers only).

Launch activity: VenusBench-Mobile's ``_PATTERN_TO_ACTIVITY`` (inclusionAI/UI-Venus,
branch VenusBench-Mobile, ``android_world/env/adb_utils.py``).
"""

from __future__ import annotations

from apps.base import App

APP = App(
    name='medilog',
    package='com.zell_mbc.medilog',
    activity='com.zell_mbc.medilog/.MainActivity',
    label='MediLog',
    aliases=('medilog app',),
    apks=('com.zell_mbc.medilog_5499.apk',),
    source='VenusBench-Mobile APK set (venusbench_mobile_files/apk; over 4 MiB, not in the public copy studied; F-Droid: com.zell_mbc.medilog, versionCode 5499)',
)
