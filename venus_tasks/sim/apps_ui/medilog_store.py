"""MediLog's store as the app reads and writes it: the ``data`` table of the Room database
(``apps/medilog``: path, schema and the evidence for them), edited through sqlite on the
file's bytes in the VFS, and the app's date and time texts.

Reads and writes [inferred from MediLog 2.x ``DataDao``/``ViewModel``; 3.3.7's source is
not readable here]: a tab lists its type's rows newest first (``ORDER BY timestamp
DESC``); a quick entry inserts ``timestamp`` = now (ms), the typed values and comment,
unused values ""; the edit form updates every column of its row; delete removes it.
Dates show as the locale's short date and time (``DateFormat.SHORT``; en_US
"10/15/23" and "3:34 PM").
"""

from __future__ import annotations

import datetime

from apps import medilog as catalogue
from venus_tasks.sim.apps_ui import records
from venus_tasks.sim.storage import appdata

PACKAGE = catalogue.PACKAGE
DB_PATH = catalogue.DB_PATH
WEIGHT, BLOOD_PRESSURE, DIARY = catalogue.WEIGHT, catalogue.BLOOD_PRESSURE, catalogue.DIARY
VALUES = ("value1", "value2", "value3", "value4")


def rows(model, data_type: int) -> list[dict]:
    """The tab's entries, newest first."""
    return records.query(model, DB_PATH, "SELECT * FROM data WHERE type = ? ORDER BY timestamp DESC, _id DESC",
                         (data_type,))


def row(model, row_id: int) -> dict | None:
    found = records.query(model, DB_PATH, "SELECT * FROM data WHERE _id = ?", (row_id,))
    return found[0] if found else None


def _write(model, sql: str, args: tuple) -> None:
    con = records.open_db(model, DB_PATH)
    if con is None:
        return
    try:
        con.execute(sql, args)
        model.vfs.write(DB_PATH, appdata.dump_db(con))
    finally:
        con.close()


def insert(model, data_type: int, values: tuple[str, ...], comment: str) -> None:
    """A quick entry: ``timestamp`` now (ms since the epoch)."""
    vals = (tuple(values) + ("",) * 4)[:4]
    _write(model, "INSERT INTO data (timestamp, comment, type, value1, value2, value3, value4) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?)", (model.clock.now_ns() // 10**6, comment, data_type, *vals))


def update(model, row_id: int, timestamp_ms: int, values: tuple[str, ...], comment: str) -> None:
    vals = (tuple(values) + ("",) * 4)[:4]
    _write(model, "UPDATE data SET timestamp = ?, comment = ?, value1 = ?, value2 = ?, value3 = ?, value4 = ? "
                  "WHERE _id = ?", (timestamp_ms, comment, *vals, row_id))


def delete(model, row_id: int) -> None:
    _write(model, "DELETE FROM data WHERE _id = ?", (row_id,))


def local(model, ms: int) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(ms / 1000, model.timezone())


def date_text(dt: datetime.datetime) -> str:
    """en_US ``DateFormat.SHORT`` date: ``M/d/yy``."""
    return f"{dt.month}/{dt.day}/{dt.year % 100:02d}"


def time_text(dt: datetime.datetime) -> str:
    """en_US ``DateFormat.SHORT`` time: ``h:mm a``."""
    return f"{dt.hour % 12 or 12}:{dt.minute:02d} {'AM' if dt.hour < 12 else 'PM'}"


def digits(text: str) -> str:
    """``inputType="number"`` (``DigitsKeyListener``): only the digits are kept."""
    return "".join(ch for ch in text if ch.isdigit())


def decimal(text: str) -> str:
    """``inputType="numberDecimal"``: digits and one decimal point."""
    out, dot = [], False
    for ch in text:
        if ch.isdigit():
            out.append(ch)
        elif ch == "." and not dot:
            out.append(ch)
            dot = True
    return "".join(out)
