"""Tasks' (``org.tasks``) store as its screens read and write it: the Room database
``/data/data/org.tasks/databases/database`` (schema in ``apps/tasks_org``), edited through
sqlite on the file's bytes in the VFS.

Writes mirror tasks/tasks 13.6.3 (commit ee21cc660e):

* ``save`` is ``TaskEditViewModel.save``: a blank title becomes "(No title)"
  (``R.string.no_title``); a new task (``TaskDao.createNew``) gets ``created`` =
  ``modified`` = now and a ``remoteId`` uuid, then joins its list (``TaskMover.move`` ->
  ``moveLocalTask``: a ``caldav_tasks`` row with the list's ``cdl_uuid``); a task moved to
  another list has its ``caldav_tasks`` row marked deleted (``cd_deleted`` = now) and a new
  row in the new list keeping its ``cd_remote_id`` (``TaskMover.moveCaldavTask``). A new
  task's default reminders (``Preferences.defaultRemindersSet``: at and after the
  deadline, ``notificationFlags`` 2 | 4) become ``alarms`` rows when it has a due date
  (``Alarm.whenDue``: time 0, type ``TYPE_REL_END`` 2; ``Alarm.whenOverdue``: one day,
  type 2, repeat 6 every day); the alarms of a task without a due date are dropped.
* ``default_list`` is ``DefaultFilterProvider.getDefaultList`` with no
  ``p_default_list`` preference: ``getAnyList``, the first writable list by name
  (``CaldavDao.getCalendars``: ``ORDER BY cdl_name COLLATE NOCASE``; the app then stores
  it as the preference, which is not modelled: the same lists give the same answer), or, when there is none,
  the local account (uuid "local", ``TYPE_LOCAL`` 2) and its list "Default list"
  (``CaldavDao.getLocalList``, ``R.string.default_list``).

[inferred]: the uuids (the app draws random ones:
here derived from the clock and row id), ``caldav_tasks`` columns beyond the list, the
task's ``order`` (left NULL).
"""

from __future__ import annotations

import datetime
import uuid

from venus_tasks.sim.apps_ui import records
from venus_tasks.sim.storage import appdata

PACKAGE = "org.tasks"
DB_PATH = f"/data/data/{PACKAGE}/databases/database"
NO_TITLE = "(No title)"
DEFAULT_LIST_NAME = "Default list"
NOTIFY_DEFAULT = 2 | 4               # Task.NOTIFY_AT_DEADLINE | NOTIFY_AFTER_DEADLINE
DAY_MS = 86_400_000


def _load(model):
    return records.open_db(model, DB_PATH)


def _rows(model, sql: str, args: tuple = ()) -> list[dict]:
    return records.query(model, DB_PATH, sql, args)


def tasks(model) -> list[dict]:
    """Active tasks (not completed, not deleted) by due date (none last), title, id:
    ``_id``, ``title``, ``importance``, ``dueDate`` (ms), ``notes``."""
    return _rows(model, "SELECT _id, title, importance, dueDate, notes FROM tasks "
                        "WHERE completed = 0 AND deleted = 0 ORDER BY dueDate = 0, dueDate, title, _id")


def task(model, tid: int) -> dict | None:
    """One task's editable fields plus ``list`` (its list's uuid or None), or None."""
    found = _rows(model, "SELECT _id, title, importance, dueDate, notes, completed, created, modified, "
                         "(SELECT cd_calendar FROM caldav_tasks WHERE cd_task = tasks._id AND cd_deleted = 0 "
                         " ORDER BY cd_id DESC LIMIT 1) AS list FROM tasks WHERE _id = ?", (tid,))
    return found[0] if found else None


def alarms(model, tid: int) -> list[tuple]:
    """The task's ``alarms`` rows: ``(time, type, repeat, interval)`` by id."""
    return [(r["time"], r["type"], r["repeat"], r["interval"]) for r in
            _rows(model, "SELECT time, type, repeat, interval FROM alarms WHERE task = ? ORDER BY _id", (tid,))]


def lists(model) -> list[dict]:
    """Every list (``caldav_lists``): ``uuid``, ``name``, in the list chooser's order
    (``FilterProvider``'s ``COMPARATOR``: lists with an order by ``cdl_order``, then those
    without one (``NO_ORDER`` -1) by name; ``AlphanumComparator`` approximated by a
    case-insensitive sort)."""
    return _rows(model, "SELECT cdl_uuid AS uuid, cdl_name AS name FROM caldav_lists "
                        "ORDER BY cdl_order = -1, cdl_order, cdl_name COLLATE NOCASE, cdl_id")


def list_name(model, list_uuid: str | None) -> str:
    """The name of the list ``list_uuid`` ("" if unknown)."""
    return next((x["name"] or "" for x in lists(model) if x["uuid"] == list_uuid), "")


def _new_uuid(model, salt: int) -> str:
    return str(uuid.UUID(int=(model.clock.now_ns() * 7919 + salt) % (1 << 128)))


def default_list(model) -> str | None:
    """The uuid of the list a new task goes to (see the module docstring); creates the
    local account and "Default list" when no list exists. None if the database is missing."""
    found = _rows(model, "SELECT cdl_uuid AS uuid FROM caldav_lists WHERE cdl_access != 2 "
                         "ORDER BY cdl_name COLLATE NOCASE")             # CaldavDao.getCalendars
    if found:
        return found[0]["uuid"]
    con = _load(model)
    if con is None:
        return None
    try:
        if con.execute("SELECT 1 FROM caldav_accounts WHERE cda_uuid = 'local'").fetchone() is None:
            con.execute("INSERT INTO caldav_accounts (cda_uuid, cda_name, cda_account_type, cda_collapsed, "
                        "cda_server_type) VALUES ('local', NULL, 2, 0, -1)")
        list_uuid = _new_uuid(model, 1)
        con.execute("INSERT INTO caldav_lists (cdl_account, cdl_uuid, cdl_name, cdl_color, cdl_order, cdl_access, "
                    "cdl_last_sync) VALUES ('local', ?, ?, 0, -1, 0, 0)", (list_uuid, DEFAULT_LIST_NAME))
        model.vfs.write(DB_PATH, appdata.dump_db(con))
        return list_uuid
    finally:
        con.close()


def save(model, tid: int | None, *, title: str, due: int, priority: int, notes: str, list_uuid: str | None,
         completed: bool = False) -> int | None:
    """Write the editor's values (see the module docstring); ``tid`` None inserts a new
    task. Returns the task's id (None if the database is missing)."""
    con = _load(model)
    if con is None:
        return None
    now = model.clock.now_ns() // 10**6
    try:
        con.execute("PRAGMA foreign_keys = ON")
        title = title or NO_TITLE
        if tid is None:
            salt = con.execute("SELECT IFNULL(MAX(_id), 0) + 1 FROM tasks").fetchone()[0] << 8
            tid = con.execute(
                "INSERT INTO tasks (title, importance, dueDate, hideUntil, created, modified, completed, deleted, "
                "notes, estimatedSeconds, elapsedSeconds, timerStart, notificationFlags, lastNotified, remoteId, "
                "collapsed, parent) VALUES (?, ?, ?, 0, ?, ?, 0, 0, ?, 0, 0, 0, ?, 0, ?, 0, 0)",
                (title, priority, due, now, now, notes or None, NOTIFY_DEFAULT, _new_uuid(model, salt | 2))).lastrowid
            if due:
                con.execute("INSERT INTO alarms (task, time, type, repeat, interval) VALUES (?, 0, 2, 0, 0)", (tid,))
                con.execute("INSERT INTO alarms (task, time, type, repeat, interval) VALUES (?, ?, 2, 6, ?)",
                            (tid, DAY_MS, DAY_MS))
            old = None
        else:
            con.execute("UPDATE tasks SET title = ?, importance = ?, dueDate = ?, notes = ?, modified = ?, "
                        "completed = ? WHERE _id = ?",
                        (title, priority, due, notes or None, now, now if completed else 0, tid))
            if not due:
                con.execute("DELETE FROM alarms WHERE task = ? AND type = 2", (tid,))
            old = con.execute("SELECT cd_calendar, cd_remote_id FROM caldav_tasks WHERE cd_task = ? AND "
                              "cd_deleted = 0 ORDER BY cd_id DESC LIMIT 1", (tid,)).fetchone()
        if list_uuid is not None and (old is None or old[0] != list_uuid):
            if old is not None:
                con.execute("UPDATE caldav_tasks SET cd_deleted = ? WHERE cd_task = ? AND cd_deleted = 0", (now, tid))
            con.execute("INSERT INTO caldav_tasks (cd_task, cd_calendar, cd_remote_id, cd_last_sync, cd_deleted, "
                        "gt_moved, gt_remote_order) VALUES (?, ?, ?, 0, 0, 0, 0)",
                        (tid, list_uuid, old[1] if old is not None else _new_uuid(model, tid << 8 | 3)))
        model.vfs.write(DB_PATH, appdata.dump_db(con))
        return tid
    finally:
        con.close()


def tags(model) -> dict[int, list[tuple[str, int]]]:
    """Each task's tags, ``task id -> [(name, color)]`` by name (``tags`` joined to
    ``tagdata`` on the tag's uid; ``color`` an ARGB int, 0 for none)."""
    out: dict[int, list[tuple[str, int]]] = {}
    for r in _rows(model, "SELECT t.task AS task, d.name AS name, d.color AS color FROM tags t "
                          "JOIN tagdata d ON d.remoteId = t.tag_uid ORDER BY d.name COLLATE NOCASE"):
        out.setdefault(r["task"], []).append((r["name"], r["color"] or 0))
    return out


def add_tag(model, tid: int, name: str, color: int = 0) -> None:
    """Tag task ``tid`` with ``name`` as the app's tag picker does: a ``tagdata`` row for a
    new tag (``color`` ARGB) and a ``tags`` row linking the task's and the tag's uids."""
    con = _load(model)
    if con is None:
        return
    try:
        found = con.execute("SELECT remoteId FROM tagdata WHERE name = ?", (name,)).fetchone()
        if found is None:
            salt = con.execute("SELECT IFNULL(MAX(_id), 0) + 1 FROM tagdata").fetchone()[0] << 8
            uid = _new_uuid(model, salt | 5)
            con.execute("INSERT INTO tagdata (remoteId, name, color, tagOrdering, td_icon, td_order) "
                        "VALUES (?, ?, ?, '[]', -1, -1)", (uid, name, color))
        else:
            uid = found[0]
        task_uid = con.execute("SELECT remoteId FROM tasks WHERE _id = ?", (tid,)).fetchone()[0]
        con.execute("INSERT INTO tags (task, name, tag_uid, task_uid) VALUES (?, ?, ?, ?)", (tid, name, uid, task_uid))
        model.vfs.write(DB_PATH, appdata.dump_db(con))
    finally:
        con.close()


def delete(model, tid: int) -> None:
    """Delete a task as the editor's Delete does (``TaskDeleter.markDeleted``: ``deleted``
    = now) [inferred: the caldav row is left as is]."""
    con = _load(model)
    if con is None:
        return
    try:
        con.execute("UPDATE tasks SET deleted = ? WHERE _id = ?", (model.clock.now_ns() // 10**6, tid))
        model.vfs.write(DB_PATH, appdata.dump_db(con))
    finally:
        con.close()


def local_midnight_ms(model, d: datetime.date) -> int:
    """Epoch ms of local midnight of ``d`` (the device's time zone)."""
    return int(datetime.datetime(d.year, d.month, d.day, tzinfo=model.timezone()).timestamp() * 1000)


def local_date(model, ms: int) -> datetime.datetime:
    """``ms`` as a local datetime."""
    return datetime.datetime.fromtimestamp(ms / 1000, model.timezone())


def today(model) -> datetime.date:
    """The device's local date."""
    return local_date(model, model.clock.now_ns() // 10**6).date()
