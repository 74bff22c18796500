"""Tasks.org (``org.tasks``): to-do items in a Room database.

Store: ``/data/data/org.tasks/databases/database``, table ``tasks`` (AndroidWorld
``task_evals/information_retrieval/task_app_utils.py``; row fields as its
``sqlite_schema_utils.Task``). Times are ms since the epoch; 0 means unset.

Schema source: tasks/tasks ``app/schemas/com.todoroo.astrid.dao.Database/88.json`` at commit
ee21cc660e ("Update version and changelog": ``versionCode 130605``, ``versionName 13.6.3``,
the APK ``org.tasks_130605.apk``): Room version 88, identity hash
``a2597380bdfaeeb040d40bab2fc653c1``; all 18 tables with their indices.
"""

from __future__ import annotations

import dataclasses
import uuid

from apps import rows, sqlite_store
from apps.base import ANDROID_METADATA, App, Database

DB_PATH = "/data/data/org.tasks/databases/database"
TABLE = "tasks"

SCHEMA = (
    *ANDROID_METADATA,
    'CREATE TABLE IF NOT EXISTS `notification` (`uid` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `task` INTEGER NOT NULL, `timestamp` INTEGER NOT NULL, `type` INTEGER NOT NULL, `location` INTEGER, FOREIGN KEY(`task`) REFERENCES `tasks`(`_id`) ON UPDATE NO ACTION ON DELETE CASCADE )',
    'CREATE UNIQUE INDEX IF NOT EXISTS `index_notification_task` ON `notification` (`task`)',
    'CREATE TABLE IF NOT EXISTS `tagdata` (`_id` INTEGER PRIMARY KEY AUTOINCREMENT, `remoteId` TEXT, `name` TEXT, `color` INTEGER, `tagOrdering` TEXT, `td_icon` INTEGER, `td_order` INTEGER NOT NULL)',
    'CREATE TABLE IF NOT EXISTS `userActivity` (`_id` INTEGER PRIMARY KEY AUTOINCREMENT, `remoteId` TEXT, `message` TEXT, `picture` TEXT, `target_id` TEXT, `created_at` INTEGER)',
    'CREATE TABLE IF NOT EXISTS `attachment_file` (`file_id` INTEGER PRIMARY KEY AUTOINCREMENT, `file_uuid` TEXT NOT NULL, `filename` TEXT NOT NULL, `uri` TEXT NOT NULL)',
    'CREATE TABLE IF NOT EXISTS `task_list_metadata` (`_id` INTEGER PRIMARY KEY AUTOINCREMENT, `tag_uuid` TEXT, `filter` TEXT, `task_ids` TEXT)',
    'CREATE TABLE IF NOT EXISTS `tasks` (`_id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `title` TEXT, `importance` INTEGER NOT NULL, `dueDate` INTEGER NOT NULL, `hideUntil` INTEGER NOT NULL, `created` INTEGER NOT NULL, `modified` INTEGER NOT NULL, `completed` INTEGER NOT NULL, `deleted` INTEGER NOT NULL, `notes` TEXT, `estimatedSeconds` INTEGER NOT NULL, `elapsedSeconds` INTEGER NOT NULL, `timerStart` INTEGER NOT NULL, `notificationFlags` INTEGER NOT NULL, `lastNotified` INTEGER NOT NULL, `recurrence` TEXT, `repeat_from` INTEGER NOT NULL DEFAULT 0, `calendarUri` TEXT, `remoteId` TEXT, `collapsed` INTEGER NOT NULL, `parent` INTEGER NOT NULL, `order` INTEGER, `read_only` INTEGER NOT NULL DEFAULT 0)',
    'CREATE UNIQUE INDEX IF NOT EXISTS `t_rid` ON `tasks` (`remoteId`)',
    'CREATE INDEX IF NOT EXISTS `active_and_visible` ON `tasks` (`completed`, `deleted`, `hideUntil`)',
    'CREATE TABLE IF NOT EXISTS `alarms` (`_id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `task` INTEGER NOT NULL, `time` INTEGER NOT NULL, `type` INTEGER NOT NULL DEFAULT 0, `repeat` INTEGER NOT NULL DEFAULT 0, `interval` INTEGER NOT NULL DEFAULT 0, FOREIGN KEY(`task`) REFERENCES `tasks`(`_id`) ON UPDATE NO ACTION ON DELETE CASCADE )',
    'CREATE INDEX IF NOT EXISTS `index_alarms_task` ON `alarms` (`task`)',
    'CREATE TABLE IF NOT EXISTS `places` (`place_id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `uid` TEXT, `name` TEXT, `address` TEXT, `phone` TEXT, `url` TEXT, `latitude` REAL NOT NULL, `longitude` REAL NOT NULL, `place_color` INTEGER NOT NULL, `place_icon` INTEGER NOT NULL, `place_order` INTEGER NOT NULL, `radius` INTEGER NOT NULL DEFAULT 250)',
    'CREATE UNIQUE INDEX IF NOT EXISTS `place_uid` ON `places` (`uid`)',
    'CREATE TABLE IF NOT EXISTS `geofences` (`geofence_id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `task` INTEGER NOT NULL, `place` TEXT, `arrival` INTEGER NOT NULL, `departure` INTEGER NOT NULL, FOREIGN KEY(`task`) REFERENCES `tasks`(`_id`) ON UPDATE NO ACTION ON DELETE CASCADE )',
    'CREATE INDEX IF NOT EXISTS `index_geofences_task` ON `geofences` (`task`)',
    'CREATE TABLE IF NOT EXISTS `tags` (`_id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `task` INTEGER NOT NULL, `name` TEXT, `tag_uid` TEXT, `task_uid` TEXT, FOREIGN KEY(`task`) REFERENCES `tasks`(`_id`) ON UPDATE NO ACTION ON DELETE CASCADE )',
    'CREATE INDEX IF NOT EXISTS `index_tags_task` ON `tags` (`task`)',
    'CREATE TABLE IF NOT EXISTS `filters` (`_id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `title` TEXT, `sql` TEXT, `values` TEXT, `criterion` TEXT, `f_color` INTEGER, `f_icon` INTEGER, `f_order` INTEGER NOT NULL)',
    'CREATE TABLE IF NOT EXISTS `caldav_lists` (`cdl_id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `cdl_account` TEXT, `cdl_uuid` TEXT, `cdl_name` TEXT, `cdl_color` INTEGER NOT NULL, `cdl_ctag` TEXT, `cdl_url` TEXT, `cdl_icon` INTEGER, `cdl_order` INTEGER NOT NULL, `cdl_access` INTEGER NOT NULL, `cdl_last_sync` INTEGER NOT NULL)',
    'CREATE TABLE IF NOT EXISTS `caldav_tasks` (`cd_id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `cd_task` INTEGER NOT NULL, `cd_calendar` TEXT, `cd_remote_id` TEXT, `cd_object` TEXT, `cd_etag` TEXT, `cd_last_sync` INTEGER NOT NULL, `cd_deleted` INTEGER NOT NULL, `cd_remote_parent` TEXT, `gt_moved` INTEGER NOT NULL, `gt_remote_order` INTEGER NOT NULL, FOREIGN KEY(`cd_task`) REFERENCES `tasks`(`_id`) ON UPDATE NO ACTION ON DELETE CASCADE )',
    'CREATE INDEX IF NOT EXISTS `index_caldav_tasks_cd_task` ON `caldav_tasks` (`cd_task`)',
    'CREATE TABLE IF NOT EXISTS `caldav_accounts` (`cda_id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `cda_uuid` TEXT, `cda_name` TEXT, `cda_url` TEXT, `cda_username` TEXT, `cda_password` TEXT, `cda_error` TEXT, `cda_account_type` INTEGER NOT NULL, `cda_collapsed` INTEGER NOT NULL, `cda_server_type` INTEGER NOT NULL)',
    'CREATE TABLE IF NOT EXISTS `principals` (`id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `account` INTEGER NOT NULL, `href` TEXT NOT NULL, `email` TEXT, `display_name` TEXT, FOREIGN KEY(`account`) REFERENCES `caldav_accounts`(`cda_id`) ON UPDATE NO ACTION ON DELETE CASCADE )',
    'CREATE UNIQUE INDEX IF NOT EXISTS `index_principals_account_href` ON `principals` (`account`, `href`)',
    'CREATE TABLE IF NOT EXISTS `principal_access` (`id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `principal` INTEGER NOT NULL, `list` INTEGER NOT NULL, `invite` INTEGER NOT NULL, `access` INTEGER NOT NULL, FOREIGN KEY(`principal`) REFERENCES `principals`(`id`) ON UPDATE NO ACTION ON DELETE CASCADE , FOREIGN KEY(`list`) REFERENCES `caldav_lists`(`cdl_id`) ON UPDATE NO ACTION ON DELETE CASCADE )',
    'CREATE UNIQUE INDEX IF NOT EXISTS `index_principal_access_list_principal` ON `principal_access` (`list`, `principal`)',
    'CREATE INDEX IF NOT EXISTS `index_principal_access_principal` ON `principal_access` (`principal`)',
    'CREATE TABLE IF NOT EXISTS `attachment` (`attachment_id` INTEGER PRIMARY KEY AUTOINCREMENT, `task` INTEGER NOT NULL, `file` INTEGER NOT NULL, `file_uuid` TEXT NOT NULL, FOREIGN KEY(`task`) REFERENCES `tasks`(`_id`) ON UPDATE NO ACTION ON DELETE CASCADE , FOREIGN KEY(`file`) REFERENCES `attachment_file`(`file_id`) ON UPDATE NO ACTION ON DELETE CASCADE )',
    'CREATE UNIQUE INDEX IF NOT EXISTS `index_attachment_task_file` ON `attachment` (`task`, `file`)',
    'CREATE INDEX IF NOT EXISTS `index_attachment_task` ON `attachment` (`task`)',
    'CREATE INDEX IF NOT EXISTS `index_attachment_file` ON `attachment` (`file`)',
    'CREATE TABLE IF NOT EXISTS room_master_table (id INTEGER PRIMARY KEY,identity_hash TEXT)',
    "INSERT OR REPLACE INTO room_master_table (id,identity_hash) VALUES(42, 'a2597380bdfaeeb040d40bab2fc653c1')",
    "PRAGMA user_version = 88",
)

APP = App(
    name="tasks",
    package="org.tasks",
    activity="org.tasks/com.todoroo.astrid.activity.MainActivity",
    label="Tasks",
    aliases=("tasks app", "tasks.org"),
    databases=(Database(DB_PATH, SCHEMA, (TABLE, "tags", "tagdata", "caldav_lists")),),
    apks=("org.tasks_130605.apk",),
    version="13.6.3",
    source="AndroidWorld APK set (F-Droid: org.tasks)",
)
_DB = APP.databases[0]


@dataclasses.dataclass(frozen=True)
class Task:
    """A row of ``tasks`` (real column names; ``_id`` is -1 before insertion)."""

    title: str
    importance: int = 3  # Task.Priority.NONE in the app (0 high .. 3 none)
    dueDate: int = 0  # noqa: N815 (column name)
    hideUntil: int = 0  # noqa: N815
    created: int = 0
    modified: int = 0
    completed: int = 0
    deleted: int = 0
    notes: str | None = None
    estimatedSeconds: int = 0  # noqa: N815
    elapsedSeconds: int = 0  # noqa: N815
    timerStart: int = 0  # noqa: N815
    notificationFlags: int = 0  # noqa: N815
    lastNotified: int = 0  # noqa: N815
    recurrence: str | None = None
    repeat_from: int = 0
    calendarUri: str | None = None  # noqa: N815
    remoteId: str | None = None  # noqa: N815
    collapsed: int = 0
    parent: int = 0
    order: int | None = None
    read_only: int = 0
    _id: int = -1


def reset(device) -> None:
    """Delete the databases and let the app create them again, empty (``sqlite_store.reset``)."""
    sqlite_store.reset(device, APP)


def clear_tasks(device) -> None:
    """Delete every task (dependent rows go with the foreign keys' ``ON DELETE CASCADE``)."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute(f"DELETE FROM {TABLE}")


def add_tasks(device, tasks: list[Task]) -> list[int]:
    """Insert tasks; returns their new ``_id``s."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        return [rows.insert(conn, TABLE, t, exclude=("_id",)) for t in tasks]


def list_tasks(device) -> list[Task]:
    """All tasks ordered by ``_id``."""
    found = sqlite_store.query(device, APP, _DB, f"SELECT * FROM {TABLE} ORDER BY _id")
    return [rows.from_row(Task, r) for r in found]


def replace_tasks(device, tasks: list[Task]) -> list[int]:
    """Delete every task and insert ``tasks`` in one write (``clear_tasks`` then
    ``add_tasks`` in one pull and push); returns the new ``_id``s."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute(f"DELETE FROM {TABLE}")
        return [rows.insert(conn, TABLE, t, exclude=("_id",)) for t in tasks]


def replace_tasks_in_lists(device, lists: dict[str, list[Task]]) -> dict[str, list[int]]:
    """Delete every task and list, then make the local account's lists ``lists`` (by name,
    in order) holding their tasks, in one write: a ``caldav_accounts`` row for the local
    account (uuid "local", ``TYPE_LOCAL`` 2, as ``CaldavDao.getLocalList`` creates it), a
    ``caldav_lists`` row per list and a ``caldav_tasks`` row per task (``TaskMover.
    moveLocalTask``); uuids are derived from the names. Returns each list's task ids."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute(f"DELETE FROM {TABLE}")
        conn.execute("DELETE FROM caldav_lists")
        conn.execute("DELETE FROM caldav_accounts")
        conn.execute("INSERT INTO caldav_accounts (cda_uuid, cda_name, cda_account_type, cda_collapsed, "
                     "cda_server_type) VALUES ('local', NULL, 2, 0, -1)")
        ids: dict[str, list[int]] = {}
        for n, (name, tasks) in enumerate(lists.items()):
            list_uuid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"tasks-list:{name}"))
            conn.execute("INSERT INTO caldav_lists (cdl_account, cdl_uuid, cdl_name, cdl_color, cdl_order, cdl_access, "
                         "cdl_last_sync) VALUES ('local', ?, ?, 0, -1, 0, 0)", (list_uuid, name))
            ids[name] = []
            for t in tasks:
                tid = rows.insert(conn, TABLE, t, exclude=("_id",))
                conn.execute("INSERT INTO caldav_tasks (cd_task, cd_calendar, cd_remote_id, cd_last_sync, cd_deleted, "
                             "gt_moved, gt_remote_order) VALUES (?, ?, ?, 0, 0, 0, 0)",
                             (tid, list_uuid, str(uuid.uuid5(uuid.NAMESPACE_URL, f"tasks-task:{name}:{tid}"))))
                ids[name].append(tid)
        return ids
