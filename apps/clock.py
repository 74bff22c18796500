"""Clock (``com.google.android.deskclock``): tasks check it on screen; the state guard
reads its alarms and timers where the app keeps them.

DeskClock keeps its data in device-protected storage (``ClockProvider`` and
``Utils.getDefaultSharedPreferences`` open ``createDeviceProtectedStorageContext()``, so
alarms ring before the first unlock): alarms in ``databases/alarms.db``, table
``alarm_templates`` (``ClockDatabaseHelper``: ``_id, hour, minutes, daysofweek, enabled,
vibrate, label, ringtone, delete_after_use``; ``daysofweek`` is ``Weekdays`` bits,
Monday 0x01 ... Sunday 0x40), timers and the stopwatch in the default preferences file
(``TimerDAO``: ``timers_list``, ``next_timer_id``, ``timer_state_<id>``,
``timer_setup_timet_<id>``, ..., ``delete_after_use_<id>``; ``StopwatchDAO``: ``sw_state``,
``sw_start_time``, ``sw_accum_time``, ...; laps ``lap_num``, ``lap_time_<n>``, ...), and the selected tab
(``TabDAO``: ``selected_tab``), which the app writes by itself. Sources: AOSP
``packages/apps/DeskClock`` (``src/com/android/deskclock/data/*DAO.java``,
``provider/ClockDatabaseHelper.java``); that Google's Clock keeps the same paths and names
is inferred, not measured.
"""

from __future__ import annotations

from apps.base import App

PACKAGE = "com.google.android.deskclock"
DE_DIR = f"/data/user_de/0/{PACKAGE}"
ALARMS_DB = f"{DE_DIR}/databases/alarms.db"
ALARMS_TABLE = "alarm_templates"
PREFS_FILE = f"{PACKAGE}_preferences.xml"          # PreferenceManager.getDefaultSharedPreferencesName
PREFS = f"{DE_DIR}/shared_prefs/{PREFS_FILE}"
TIMER_KEYS = ("timers_list", "next_timer_id", "timer_*", "delete_after_use_*")
STOPWATCH_KEYS = ("sw_*", "lap_*")

APP = App(
    name="clock",
    package=PACKAGE,
    activity="com.google.android.deskclock/com.android.deskclock.DeskClock",
    label="Clock",
    aliases=("alarm", "stopwatch", "timer"),
    preinstalled=True,
    source="preinstalled on the emulator image",
    self_written=(f"clock:data_de/shared_prefs/{PREFS_FILE}#selected_tab",),
)
