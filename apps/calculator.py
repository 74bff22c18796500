"""Simple Calculator (``com.simplemobiletools.calculator``). VenusBench-Mobile ``VagueCalculator``
checks only the answer; the app keeps each computation in its Room database.

Version: 5.12.0 (versionCode 61), the last release of SimpleMobileTools/Simple-Calculator;
VenusBench-Mobile's ``Calculator_9.0.apk`` is a later closed-source build that could not
be studied (see ``venus_tasks/sim/apps_ui/simple_calculator.py``).

Data: ``/data/data/com.simplemobiletools.calculator/databases/calculator.db`` (Room,
``app/schemas/com.simplemobiletools.calculator.databases.CalculatorDatabase/1.json``):
table ``history`` (``id``, ``formula``, ``result``, ``timestamp`` ms). The display is read
from the UI dump (``result`` / ``formula`` views).

Launch activity: VenusBench-Mobile's ``_PATTERN_TO_ACTIVITY`` (inclusionAI/UI-Venus,
branch VenusBench-Mobile, ``android_world/env/adb_utils.py``). ``MainActivity`` is
``exported="false"`` in 5.x (the launcher starts ``.activities.SplashActivity.Orange``),
so on a real device ``am start -n`` of it from the shell is refused.
"""

from __future__ import annotations

from apps import sqlite_store
from apps.base import ANDROID_METADATA, App, Database, room_master, simple_commons_self_written

DB_PATH = "/data/data/com.simplemobiletools.calculator/databases/calculator.db"
SCHEMA = (
    *ANDROID_METADATA,
    "CREATE TABLE IF NOT EXISTS `history` (`id` INTEGER PRIMARY KEY AUTOINCREMENT, `formula` TEXT NOT NULL, "
    "`result` TEXT NOT NULL, `timestamp` INTEGER NOT NULL)",
    "CREATE UNIQUE INDEX IF NOT EXISTS `index_history_id` ON `history` (`id`)",
    *room_master("847fbacc72515e2c4dc9985eefeb45f9"),
    "PRAGMA user_version = 1",
)

APP = App(
    name='simple calculator',
    package='com.simplemobiletools.calculator',
    activity='com.simplemobiletools.calculator/com.simplemobiletools.calculator.activities.MainActivity',
    label='Calculator',
    aliases=('simple calculator', 'calculator app'),
    databases=(Database(DB_PATH, SCHEMA, ("history",)),),
    apks=('Calculator_9.0.apk',),
    version='5.12.0',
    source='VenusBench-Mobile APK set (venusbench_mobile_files/apk/Calculator_9.0.apk; over 4 MiB, not in the public copy studied; F-Droid: com.simplemobiletools.calculator, last open-source versionCode 61)',
    self_written=simple_commons_self_written("simple calculator"),
)


def history(device) -> list[tuple[str, str]]:
    """``(formula, result)`` rows of the history, newest first (as the History dialog)."""
    rows = sqlite_store.query(device, APP, APP.databases[0],
                              "SELECT formula, result FROM history ORDER BY timestamp DESC, id DESC")
    return [(r["formula"], r["result"]) for r in rows]


def display(ui_dump_xml: str) -> tuple[str, str]:
    """``(formula, result)`` as the screen shows them, from a ``uiautomator dump``."""
    from venus_tasks.env.observation import parse_ui_dump

    found = {e.resource_id.rsplit("/", 1)[-1]: e.text for e in parse_ui_dump(ui_dump_xml)
             if e.resource_id.startswith(APP.package + ":id/")}
    return found.get("formula", ""), found.get("result", "")


def reset(device) -> None:
    """Delete the history database and let the app create it again, empty."""
    sqlite_store.reset(device, APP)
