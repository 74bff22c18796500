"""Fitbook (``com.presley.fit_book``): food and weight log with a built-in food database, read
only through the UI (VenusBench-Mobile ``GUIBrowsingFitbookCalories``,
``VagueFoodCalorieCheck``).

Launch activity: VenusBench-Mobile's ``_PATTERN_TO_ACTIVITY`` (inclusionAI/UI-Venus,
branch VenusBench-Mobile, ``android_world/env/adb_utils.py``).
"""

from __future__ import annotations

from apps.base import App

APP = App(
    name='fitbook',
    package='com.presley.fit_book',
    activity='com.presley.fit_book/.MainActivity',
    label='Fitbook',
    aliases=('fitbook app',),
    apks=('fitbook.apk',),
    source='VenusBench-Mobile APK set (venusbench_mobile_files/apk/fitbook.apk; over 4 MiB, not in the public copy studied; F-Droid: com.presley.fit_book)',
)
