"""Simple Calendar Pro's stores as the simulated app reads and writes them: the ``events``
table of ``events.db`` (Room; schema in ``apps/simple_calendar``) and the one preference
the event editor needs, in the app's shared preferences file.

Writes mirror ``EventActivity.saveEvent``/``storeEvent`` of SimpleMobileTools/
Simple-Calendar 6.22.2 (commit d7fa01958): an insert (``EventsHelper.insertEvent``) or an
update by id of ``start_ts``/``end_ts`` (seconds), ``title``, ``location``,
``description``, the three reminders (``getReminders``: the ones that are not off, sorted
by minutes, then ``REMINDER_OFF`` = -1; types ``REMINDER_NOTIFICATION`` = 0 for a local
event), ``last_updated`` (now, ms), ``time_zone`` (the device's zone when empty), and for a
new event ``import_id`` (``generateImportId``: 32 hex digits and the time in ms; here
the hex digits are a digest of the title and the time, not random [inferred shape]),
``event_type`` 1 (``REGULAR_EVENT_TYPE_ID``), ``source`` "simple-calendar",
``repetition_exceptions`` "[]".

Preferences: Simple-Commons ``BaseConfig`` keeps them in ``shared_prefs/Prefs.xml``
(``PREFS_KEY``); ``was_alarm_warning_shown`` (``WAS_ALARM_WARNING_SHOWN``, default false)
says whether the reminder disclaimer (``ReminderWarningDialog``) was confirmed; the
calendar's ``Config`` keeps a saved event's reminders as ``reminder_minutes``,
``reminder_minutes_2``, ``reminder_minutes_3`` (``lastEventReminderMinutes1..3``, defaults
10, -1, -1) for the next new event (``usePreviousEventReminders``, default true).
"""

from __future__ import annotations

import hashlib
import re
import stat

from venus_tasks.sim.apps_ui import records
from venus_tasks.sim.storage import appdata
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = "com.simplemobiletools.calendar.pro"
DB_PATH = f"/data/data/{PACKAGE}/databases/events.db"
PREFS_PATH = f"/data/data/{PACKAGE}/shared_prefs/Prefs.xml"
WARNING_KEY = "was_alarm_warning_shown"
LAST_REMINDER_KEYS = ("reminder_minutes", "reminder_minutes_2", "reminder_minutes_3")   # LAST_EVENT_REMINDER_MINUTES*
REMINDER_OFF = -1
COLUMNS = ("id", "start_ts", "end_ts", "title", "location", "description", "reminder_1_minutes",
           "reminder_2_minutes", "reminder_3_minutes", "repeat_interval", "flags", "time_zone")


def _load(model):
    return records.open_db(model, DB_PATH)


def events(model) -> list[dict]:
    """Every event (``COLUMNS``), by start time then id; [] without a readable database."""
    con = _load(model)
    if con is None:
        return []
    try:
        cur = con.execute(f"SELECT {', '.join(COLUMNS)} FROM events ORDER BY start_ts, id")
        return [dict(zip(COLUMNS, r)) for r in cur.fetchall()]
    except Exception:           # a foreign or broken file: the app shows nothing
        return []
    finally:
        con.close()


def event(model, event_id: int) -> dict | None:
    """The event with ``event_id``, or None."""
    return next((e for e in events(model) if e["id"] == event_id), None)


def delete(model, event_id: int) -> None:
    """``EventsHelper.deleteEvent`` of a non-repeating event: its row goes."""
    con = _load(model)
    if con is None:
        return
    try:
        con.execute("DELETE FROM events WHERE id = ?", (event_id,))
        model.vfs.write(DB_PATH, appdata.dump_db(con))
    finally:
        con.close()


def sorted_reminders(minutes: list[int]) -> list[int]:
    """``getReminders``: the reminders that are on, by minutes, padded with ``REMINDER_OFF``
    to three."""
    on = sorted(m for m in minutes if m != REMINDER_OFF)
    return (on + [REMINDER_OFF] * 3)[:3]


def save(model, event_id: int | None, values: dict) -> int | None:
    """Insert (``event_id`` None) or update an event from the editor's ``values``
    (``start``, ``end`` seconds; ``title``, ``location``, ``description``; ``reminders``
    three minutes; ``flags``, 1 for an all-day event). Returns the event's id, None when the database is missing."""
    con = _load(model)
    if con is None:
        return None
    now_ms = model.clock.now_ns() // 10**6
    r1, r2, r3 = sorted_reminders(values["reminders"])
    fields = {"start_ts": values["start"], "end_ts": values["end"], "title": values["title"],
              "location": values["location"], "description": values["description"],
              "reminder_1_minutes": r1, "reminder_2_minutes": r2, "reminder_3_minutes": r3,
              "reminder_1_type": 0, "reminder_2_type": 0, "reminder_3_type": 0, "last_updated": now_ms,
              "flags": values.get("flags", 0)}
    try:
        if event_id is None:
            digest = hashlib.sha256(f"{values['title']}|{now_ms}".encode()).hexdigest()[:32]
            fields.update({"repeat_interval": 0, "repeat_rule": 0, "repeat_limit": 0, "repetition_exceptions": "[]",
                           "attendees": "", "import_id": f"{digest}{now_ms}", "time_zone": "UTC",
                           "event_type": 1, "parent_id": 0, "source": "simple-calendar", "availability": 0,
                           "color": 0, "type": 0})
            cur = con.execute(f"INSERT INTO events ({', '.join(fields)}) VALUES ({', '.join('?' * len(fields))})",
                              tuple(fields.values()))
            event_id = cur.lastrowid
        else:
            con.execute(f"UPDATE events SET {', '.join(f'{k} = ?' for k in fields)} WHERE id = ?",
                        (*fields.values(), event_id))
        model.vfs.write(DB_PATH, appdata.dump_db(con))
    finally:
        con.close()
    return event_id


def pref(model, key: str) -> str | None:
    """The value of preference ``key`` in ``Prefs.xml`` (as text), or None when unset."""
    try:
        data = model.vfs.read(PREFS_PATH).decode("utf-8", "replace")
    except FsError:
        return None
    m = re.search(r'<(?:boolean|int) name="%s" value="(-?\w+)" />' % re.escape(key), data)
    return m.group(1) if m else None


def warning_shown(model) -> bool:
    """``config.wasAlarmWarningShown``: the reminder disclaimer was confirmed once."""
    return pref(model, WARNING_KEY) == "true"


def last_reminders(model) -> list[int]:
    """``config.lastEventReminderMinutes1..3`` (defaults 10, off, off): a new event's
    reminders while ``usePreviousEventReminders`` (default true) holds."""
    return [int(pref(model, key) or default) for key, default in zip(LAST_REMINDER_KEYS, (10, REMINDER_OFF, REMINDER_OFF))]


def put_prefs(model, values: dict) -> None:
    """Write preferences (``bool`` as ``<boolean>``, ``int`` as ``<int>``) into
    ``Prefs.xml``, keeping the file's other entries."""
    pkg = model.packages.get(PACKAGE)
    folder = PREFS_PATH.rsplit("/", 1)[0]
    if pkg is not None and not model.vfs.exists(folder):
        node = model.vfs.mkdir(folder, parents=True)
        node.uid = node.gid = pkg.uid
        node.mode = stat.S_IFDIR | 0o771
    try:
        body = model.vfs.read(PREFS_PATH).decode("utf-8", "replace")
    except FsError:
        body = "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<map>\n</map>\n"
    for key, value in values.items():
        kind, text = ("boolean", "true" if value else "false") if isinstance(value, bool) else ("int", str(value))
        body = re.sub(r'\n?\s*<(?:boolean|int) name="%s" value="-?\w+" />' % re.escape(key), "", body)
        body = body.replace("</map>", f'    <{kind} name="{key}" value="{text}" />\n</map>', 1)
    node = model.vfs.write(PREFS_PATH, body.encode())
    if pkg is not None:
        node.uid = node.gid = pkg.uid
        node.mode = stat.S_IFREG | 0o660
