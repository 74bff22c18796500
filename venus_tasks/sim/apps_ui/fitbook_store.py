"""Fitbook's store as the app reads and writes it (``fitbook.sqlite``, schema in
``apps/fitbook``), edited through sqlite on the file's bytes in the VFS, and the app's
date formats.

Queries are the app's own (brandonp2412/FitBook@2.0.31):

* weights (``weight/weight_page.dart`` ``_setStream``): ``CAST(amount AS TEXT) LIKE
  '%<search>%' OR strftime('%Y-%m-%d %H:%M:%S', datetime(created, 'unixepoch')) LIKE
  '%<search>%'`` -- the search text pasted into the SQL, so a quote breaks the query and
  the list shows nothing --, ``ORDER BY created DESC LIMIT 100``;
* foods (``food/food_page.dart`` ``setStream``): ``name LIKE '%<search>%'`` (drift
  ``contains``, the text bound), ordered by ``LOWER(name) = <search>`` then ``LOWER(name)
  LIKE '<search>%'`` then ``favorite`` then ``created`` (all descending), ``LIMIT 100``;
  without a search by ``favorite DESC, created DESC``;
* writes: a new weight is inserted with ``created`` = now (``EditWeightPage.save``
  inserts ``DateTime.now()``, not the date picked on the page), an edited one updated
  with the page's date; deleting selected rows is ``DELETE ... WHERE id IN (...)``; an
  edited food is saved with drift's ``replace`` of a ``RawValuesInsertable`` holding only
  the page's columns, which resets every other column (``favorite``, the nutrients not
  shown) to NULL.

Dates: ``DateFormat(pattern)`` of the ``intl`` package for the patterns the settings
offer (``settings/appearance_settings.dart`` ``longFormats``/``shortFormats``), in the
device's time zone.
"""

from __future__ import annotations

import datetime
import sqlite3

from apps import fitbook as catalogue
from venus_tasks.sim.apps_ui import records
from venus_tasks.sim.storage import appdata

PACKAGE = catalogue.PACKAGE
DB_PATH = catalogue.DB_PATH
LIMIT = 100


def _rows(model, sql: str, args: tuple = ()) -> list[dict]:
    return records.query(model, DB_PATH, sql, args)


def _write(model, sql: str, args: tuple = ()) -> int | None:
    con = records.open_db(model, DB_PATH)
    if con is None:
        return None
    try:
        cur = con.execute(sql, args)
        model.vfs.write(DB_PATH, appdata.dump_db(con))
        return cur.lastrowid
    except sqlite3.Error:
        return None
    finally:
        con.close()


def settings(model) -> dict:
    """The ``settings`` row, or the defaults when the store is missing."""
    rows = _rows(model, "SELECT * FROM settings ORDER BY id LIMIT 1")
    return rows[0] if rows else dict(catalogue.DEFAULT_SETTINGS, target_weight=None, convert_weight=None)


def update_settings(model, **values) -> None:
    cols = ", ".join(f'"{c}" = ?' for c in values)
    _write(model, f"UPDATE settings SET {cols}", tuple(values.values()))


# ------------------------------------------------------------------ weights
def weights(model, search: str = "") -> list[dict]:
    """``WeightPage``'s list: newest first, at most 100 (see the module docstring)."""
    where = (f"CAST(amount AS TEXT) LIKE '%{search}%' "
             f"OR strftime('%Y-%m-%d %H:%M:%S', datetime(created, 'unixepoch')) LIKE '%{search}%'")
    return _rows(model, f"SELECT * FROM weights WHERE {where} ORDER BY created DESC LIMIT {LIMIT}")


def weight(model, weight_id: int) -> dict | None:
    rows = _rows(model, "SELECT * FROM weights WHERE id = ?", (weight_id,))
    return rows[0] if rows else None


def insert_weight(model, amount: float, unit: str, image: str | None = None) -> None:
    now = model.clock.now_ns() // 10**9
    _write(model, "INSERT INTO weights (created, unit, amount, image) VALUES (?, ?, ?, ?)",
           (now, unit, amount, image))


def update_weight(model, weight_id: int, amount: float, unit: str, created: int, image: str | None) -> None:
    _write(model, "UPDATE weights SET unit = ?, amount = ?, created = ?, image = ? WHERE id = ?",
           (unit, amount, created, image, weight_id))


def delete_weights(model, ids) -> None:
    ids = [int(i) for i in ids]
    _write(model, f"DELETE FROM weights WHERE id IN ({', '.join('?' * len(ids))})", tuple(ids))


# ------------------------------------------------------------------ foods
def foods(model, search: str = "") -> list[dict]:
    """``FoodPage``'s list (see the module docstring)."""
    cols = "id, name, calories, favorite, serving_size, serving_unit, small_image, image_file"
    if search:
        low = search.lower()
        return _rows(model, f"SELECT {cols} FROM foods WHERE name LIKE ? ORDER BY LOWER(name) = ? DESC, "
                            f"LOWER(name) LIKE ? DESC, favorite DESC, created DESC LIMIT {LIMIT}",
                     (f"%{low}%", low, f"{low}%"))
    return _rows(model, f"SELECT {cols} FROM foods ORDER BY favorite DESC, created DESC LIMIT {LIMIT}")


def food(model, food_id: int) -> dict | None:
    rows = _rows(model, "SELECT * FROM foods WHERE id = ?", (food_id,))
    return rows[0] if rows else None


def replace_food(model, food_id: int, values: dict) -> None:
    """drift ``update(foods).replace(RawValuesInsertable(values))``: the given columns set,
    every other column but ``id`` back to NULL (the columns have no defaults)."""
    names = [r["name"] for r in _rows(model, "PRAGMA table_info(foods)") if r["name"] != "id"]
    row = {c: values.get(c) for c in names}
    sets = ", ".join(f'"{c}" = ?' for c in row)
    _write(model, f"UPDATE foods SET {sets} WHERE id = ?", (*row.values(), food_id))


def set_favorite(model, ids, value: int) -> None:
    """``update(foods)..where(id IN ids).write(favorite: value)`` (the menu's "Favorite")."""
    ids = [int(i) for i in ids]
    _write(model, f"UPDATE foods SET favorite = ? WHERE id IN ({', '.join('?' * len(ids))})", (value, *ids))


def insert_food(model, values: dict) -> int | None:
    """Insert a food with the given columns; returns its id."""
    cols = ", ".join(f'"{c}"' for c in values)
    return _write(model, f"INSERT INTO foods ({cols}) VALUES ({', '.join('?' * len(values))})",
                  tuple(values.values()))


def same_name(model, name: str, other_than: int) -> list[int]:
    """Ids of the foods named ``name`` other than ``other_than``."""
    return [r["id"] for r in _rows(model, "SELECT id FROM foods WHERE name = ? AND id != ?", (name, other_than))]


def move_diaries(model, from_food: int, to_food: int) -> None:
    """Diary entries of one food point at another."""
    _write(model, "UPDATE diaries SET food = ? WHERE food = ?", (to_food, from_food))


def delete_food(model, food_id: int) -> None:
    _write(model, "DELETE FROM foods WHERE id = ?", (food_id,))


def diaries(model) -> list[dict]:
    """Diary entries with their food (newest first)."""
    return _rows(model, "SELECT d.id, d.created, d.quantity, d.unit, f.name, f.calories, f.serving_size "
                        "FROM diaries d JOIN foods f ON f.id = d.food ORDER BY d.created DESC LIMIT 100")


# ------------------------------------------------------------------ formats
def local(model, seconds: int) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(seconds, model.timezone())


def date_format(pattern: str, dt: datetime.datetime) -> str:
    """``intl`` ``DateFormat(pattern).format(dt)`` for the fields the app's patterns use:
    ``yyyy`` ``yy`` ``MM`` ``M`` ``dd`` ``d`` ``H`` ``h`` ``mm`` ``a`` ``EEE`` and literal
    separators (en_US symbols)."""
    tokens = (("yyyy", f"{dt.year:04d}"), ("yy", f"{dt.year % 100:02d}"), ("MM", f"{dt.month:02d}"),
              ("M", str(dt.month)), ("dd", f"{dt.day:02d}"), ("d", str(dt.day)), ("H", str(dt.hour)),
              ("h", str(dt.hour % 12 or 12)), ("mm", f"{dt.minute:02d}"), ("a", "AM" if dt.hour < 12 else "PM"),
              ("EEE", dt.strftime("%a")))
    out, i = [], 0
    while i < len(pattern):
        for token, value in tokens:
            if pattern.startswith(token, i):
                out.append(value)
                i += len(token)
                break
        else:
            out.append(pattern[i])
            i += 1
    return "".join(out)


def fixed(value: float | None, digits: int) -> str:
    """Dart ``toStringAsFixed``; None reads as 0 where the app writes ``?? 0``."""
    return f"{(value or 0.0):.{digits}f}"


def dart_double(value) -> str:
    """Dart's ``double.toString`` (shortest round trip, always a decimal point), "null"
    for a NULL column."""
    if value is None:
        return "null"
    text = repr(float(value))
    return text if ("." in text or "e" in text or "inf" in text or "nan" in text) else text + ".0"


def grouped(value: float) -> str:
    """``NumberFormat('#,##0.00')``."""
    return f"{value:,.2f}"


SHORT_UNITS = {"serving": "srv", "grams": "g", "milliliters": "ml", "kilojoules": "kJ", "cups": "cup",
               "tablespoons": "tbsp", "milligrams": "mg", "teaspoons": "tsp", "ounces": "oz", "pounds": "lb",
               "kilograms": "kg", "liters": "L"}


def short_unit(unit: str | None) -> str:
    """``utils.dart`` ``getShortUnit``."""
    return SHORT_UNITS.get((unit or "grams").lower(), unit or "")
