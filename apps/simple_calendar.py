"""Simple Calendar Pro (``com.simplemobiletools.calendar.pro``): events in a Room database.

Store: ``/data/data/com.simplemobiletools.calendar.pro/databases/events.db``, table ``events``
(AndroidWorld ``task_evals/single/calendar/calendar_utils.py``; row fields as its
``sqlite_schema_utils.CalendarEvent``). Times are seconds since the epoch (UTC on the
suite's device).

Schema source: SimpleMobileTools/Simple-Calendar
``app/schemas/com.simplemobiletools.calendar.pro.databases.EventsDatabase/8.json`` (commit
2b172d278, the first with exported schemas). The APK the suite expects,
``com.simplemobiletools.calendar.pro_238.apk``, is 6.22.2 (commit d7fa01958) with the same
Room version 8 and the same entities (``models/Event.kt``, ``EventType.kt``, ``Widget.kt``,
``Task.kt`` differ only in Kotlin types that map to the same columns); identity hash
``1d5b2fddcb258e43f2935820863057a9``. On creation the app's ``Callback.onCreate`` inserts
the "Regular event" type with id 1 (``REGULAR_EVENT_TYPE_ID``) in the default primary
colour ``#FFF57C00`` of SimpleMobileTools/Simple-Commons.
"""

from __future__ import annotations

import dataclasses

from apps import rows, sqlite_store
from apps.base import ANDROID_METADATA, App, Database, simple_commons_self_written

DB_PATH = "/data/data/com.simplemobiletools.calendar.pro/databases/events.db"
TABLE = "events"
REGULAR_EVENT_TYPE_ID = 1
_PRIMARY_COLOR = -689152  # 0xFFF57C00 as a signed 32-bit int

SCHEMA = (
    *ANDROID_METADATA,
    'CREATE TABLE IF NOT EXISTS `events` (`id` INTEGER PRIMARY KEY AUTOINCREMENT, `start_ts` INTEGER NOT NULL, `end_ts` INTEGER NOT NULL, `title` TEXT NOT NULL, `location` TEXT NOT NULL, `description` TEXT NOT NULL, `reminder_1_minutes` INTEGER NOT NULL, `reminder_2_minutes` INTEGER NOT NULL, `reminder_3_minutes` INTEGER NOT NULL, `reminder_1_type` INTEGER NOT NULL, `reminder_2_type` INTEGER NOT NULL, `reminder_3_type` INTEGER NOT NULL, `repeat_interval` INTEGER NOT NULL, `repeat_rule` INTEGER NOT NULL, `repeat_limit` INTEGER NOT NULL, `repetition_exceptions` TEXT NOT NULL, `attendees` TEXT NOT NULL, `import_id` TEXT NOT NULL, `time_zone` TEXT NOT NULL, `flags` INTEGER NOT NULL, `event_type` INTEGER NOT NULL, `parent_id` INTEGER NOT NULL, `last_updated` INTEGER NOT NULL, `source` TEXT NOT NULL, `availability` INTEGER NOT NULL, `color` INTEGER NOT NULL, `type` INTEGER NOT NULL)',
    'CREATE UNIQUE INDEX IF NOT EXISTS `index_events_id` ON `events` (`id`)',
    'CREATE TABLE IF NOT EXISTS `event_types` (`id` INTEGER PRIMARY KEY AUTOINCREMENT, `title` TEXT NOT NULL, `color` INTEGER NOT NULL, `caldav_calendar_id` INTEGER NOT NULL, `caldav_display_name` TEXT NOT NULL, `caldav_email` TEXT NOT NULL, `type` INTEGER NOT NULL)',
    'CREATE UNIQUE INDEX IF NOT EXISTS `index_event_types_id` ON `event_types` (`id`)',
    'CREATE TABLE IF NOT EXISTS `widgets` (`id` INTEGER PRIMARY KEY AUTOINCREMENT, `widget_id` INTEGER NOT NULL, `period` INTEGER NOT NULL)',
    'CREATE UNIQUE INDEX IF NOT EXISTS `index_widgets_widget_id` ON `widgets` (`widget_id`)',
    'CREATE TABLE IF NOT EXISTS `tasks` (`id` INTEGER PRIMARY KEY AUTOINCREMENT, `task_id` INTEGER NOT NULL, `start_ts` INTEGER NOT NULL, `flags` INTEGER NOT NULL)',
    'CREATE UNIQUE INDEX IF NOT EXISTS `index_tasks_id_task_id` ON `tasks` (`id`, `task_id`)',
    'CREATE TABLE IF NOT EXISTS room_master_table (id INTEGER PRIMARY KEY,identity_hash TEXT)',
    "INSERT OR REPLACE INTO room_master_table (id,identity_hash) VALUES(42, '1d5b2fddcb258e43f2935820863057a9')",
    "PRAGMA user_version = 8",
    "INSERT INTO event_types (id, title, color, caldav_calendar_id, caldav_display_name, "
    f"caldav_email, type) VALUES ({REGULAR_EVENT_TYPE_ID}, 'Regular event', {_PRIMARY_COLOR}, 0, '', '', 0)",
)

APP = App(
    name="simple calendar pro",
    package="com.simplemobiletools.calendar.pro",
    activity="com.simplemobiletools.calendar.pro/com.simplemobiletools.calendar.pro.activities.MainActivity",
    label="Calendar",
    aliases=("simple calendar", "calendar pro"),
    databases=(Database(DB_PATH, SCHEMA, (TABLE, "event_types")),),
    apks=("com.simplemobiletools.calendar.pro_238.apk",),
    version="6.22.2",
    permissions=("android.permission.READ_CALENDAR", "android.permission.WRITE_CALENDAR",
                 "android.permission.POST_NOTIFICATIONS"),
    source="AndroidWorld APK set (F-Droid: com.simplemobiletools.calendar.pro)",
    # Simple-Commons' launch keys, and what EventActivity stores by itself on saving an event
    # (Config.lastEventReminderMinutes1..3) or confirming the reminder disclaimer
    self_written=simple_commons_self_written("simple calendar pro") + tuple(
        f"simple calendar pro:data/shared_prefs/Prefs.xml#{k}"
        for k in ("reminder_minutes", "reminder_minutes_2", "reminder_minutes_3", "was_alarm_warning_shown")),
)
_DB = APP.databases[0]


@dataclasses.dataclass(frozen=True)
class CalendarEvent:
    """A row of ``events`` (real column names; defaults as the app's ``Event`` entity)."""

    start_ts: int
    end_ts: int
    title: str
    location: str = ""
    description: str = ""
    reminder_1_minutes: int = -1
    reminder_2_minutes: int = -1
    reminder_3_minutes: int = -1
    reminder_1_type: int = 0
    reminder_2_type: int = 0
    reminder_3_type: int = 0
    repeat_interval: int = 0
    repeat_rule: int = 0
    repeat_limit: int = 0
    repetition_exceptions: str = "[]"
    attendees: str = ""
    import_id: str = ""
    time_zone: str = "UTC"
    flags: int = 0
    event_type: int = REGULAR_EVENT_TYPE_ID
    parent_id: int = 0
    last_updated: int = 0
    source: str = "simple-calendar"
    availability: int = 0
    color: int = 0
    type: int = 0
    id: int = -1


def reset(device) -> None:
    """Delete the databases and let the app create them again, empty (``sqlite_store.reset``)."""
    sqlite_store.reset(device, APP)


def clear_events(device) -> None:
    """Delete every event (event types stay)."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.execute(f"DELETE FROM {TABLE}")


def add_events(device, events: list[CalendarEvent]) -> list[int]:
    """Insert events; returns their new ids."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        return [rows.insert(conn, TABLE, e, exclude=("id",)) for e in events]


def list_events(device) -> list[CalendarEvent]:
    """All events ordered by ``start_ts`` then ``id``."""
    found = sqlite_store.query(device, APP, _DB, f"SELECT * FROM {TABLE} ORDER BY start_ts, id")
    return [rows.from_row(CalendarEvent, r) for r in found]


def replace_events(device, events: list[CalendarEvent]) -> list[int]:
    """Delete every event and insert ``events`` in one write (one pull and push instead
    of ``clear_events`` then ``add_events``); returns the new ids."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.execute(f"DELETE FROM {TABLE}")
        return [rows.insert(conn, TABLE, e, exclude=("id",)) for e in events]
