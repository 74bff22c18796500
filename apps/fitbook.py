"""Fitbook (``com.presley.fit_book``): food diary, food database and weight log in one drift
(SQLite) database.

Version: 2.0.31 (F-Droid versionCode 1491 for the x86_64 APK an emulator runs;
``pubspec.yaml`` ``2.0.31+149``, ``android/app/build.gradle`` ``versionCode * 10 + 1``
for x86_64). VenusBench-Mobile ships an unversioned ``fitbook.apk``; its MediLog APK is
versionCode 5499 (3.3.7), F-Droid's current MediLog from 2025-09-24 to 2025-10-11
(fdroiddata ``metadata/com.zell_mbc.medilog.yml`` history). In that window F-Droid's
current Fitbook went 2.0.28 (09-25) -> 2.0.30 (09-29) -> 2.0.31 (10-02, current until
12-02); 2.0.31 is the one an APK set gathered then most likely holds, and the fastlane
screenshots (taken with 2.0.30, "New version 2.0.30") show the same screens.

Store: ``/data/data/com.presley.fit_book/app_flutter/fitbook.sqlite``
(``lib/database/database_connection_native.dart``: ``getApplicationDocumentsDirectory()``,
which is ``app_flutter`` under the data dir on Android, + ``fitbook.sqlite``). Tables
``foods``, ``diaries``, ``weights``, ``settings``, ``metadata`` (``apps/fitbook_schema``);
``PRAGMA user_version`` 45. First launch (``AppDatabase.migration.onCreate``): the tables,
the bundled foods (here ``fitbook_foods.catalogue()``, made in the bundled data's shape,
not copied), one ``settings`` row (``constants.dart`` ``defaultSettings``: long date
format ``dd/MM/yy``, short ``d/M/yy``, entry unit ``serving``, food unit ``grams``, theme
``ThemeMode.system``, ``DiarySummary.division``, positive reinforcement off, images on,
the columns' defaults otherwise); then ``HomePage.initState`` stores the build number
(``PackageInfo.buildNumber``, the versionCode 1491) in ``metadata``.

Rows as the app writes them: a weight (``weight/edit_weight_page.dart`` ``save``) is
``created`` = the save time in unix seconds (drift's dateTime), ``unit`` "kg" or "lb",
``amount`` the typed number as a double, ``image`` NULL; a food's nutrients are per
``serving_size`` ``serving_unit`` (100 grams for the bundled ones), ``calories`` in kcal.

No first-run screens: ``main.dart`` asks for the notification permission only when
reminders are on (off by default) and the first start shows a "New version" snackbar
only.
"""

from __future__ import annotations

import datetime

from apps import fitbook_foods, fitbook_schema, sqlite_store
from apps.base import App, Database

PACKAGE = "com.presley.fit_book"
DB_PATH = f"/data/data/{PACKAGE}/app_flutter/fitbook.sqlite"
BUILD_NUMBER = 1491
KG_PER_LB = 2.20462262185          # EditWeightPage.save converts kg <-> lb with this factor

DEFAULT_SETTINGS = {
    "long_date_format": "dd/MM/yy", "short_date_format": "d/M/yy", "entry_unit": "serving",
    "food_unit": "grams", "theme_mode": "ThemeMode.system", "diary_summary": "DiarySummary.division",
    "favorite_new": 0, "positive_reinforcement": 0, "reminders": 0, "select_entry_on_submit": 0,
    "show_others": 0, "system_colors": 0, "show_images": 1,
}
FOOD_COLUMNS = ("food_group", "name", "carbohydrate_g", "protein_g", "fat_g", "fiber_g", "sugars_g",
                "sodium_mg", "net_carbs_g", "calories", "serving_size", "serving_unit")


def _literal(value) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, str):
        return "'" + value.replace("'", "''") + "'"
    return repr(value)


def _insert_sql(table: str, row: dict) -> str:
    cols = ", ".join(f'"{c}"' for c in row)
    return f'INSERT INTO "{table}" ({cols}) VALUES ({", ".join(_literal(v) for v in row.values())})'


SCHEMA = (
    *fitbook_schema.create_statements(),
    *(_insert_sql("foods", food) for food in fitbook_foods.catalogue()),
    _insert_sql("settings", DEFAULT_SETTINGS),
    _insert_sql("metadata", {"build_number": BUILD_NUMBER}),
    f"PRAGMA user_version = {fitbook_schema.SCHEMA_VERSION}",
)

APP = App(
    name="fitbook",
    package=PACKAGE,
    activity=f"{PACKAGE}/.MainActivity",
    label="FitBook",                                 # AndroidManifest.xml android:label
    aliases=("fitbook app", "fit book"),
    databases=(Database(DB_PATH, SCHEMA, ("foods", "diaries", "weights", "settings", "metadata")),),
    apks=("fitbook.apk",),
    version="2.0.31",
    source="VenusBench-Mobile APK set (venusbench_mobile_files/apk/fitbook.apk; over 4 MiB, not in the "
           "public copy studied; F-Droid: com.presley.fit_book 2.0.31, versionCode 1491 for x86_64)",
)
_DB = APP.databases[0]


def reset(device) -> None:
    """Delete the database and let the app create it again (bundled foods, default settings)."""
    sqlite_store.reset(device, APP)


def ensure_store(device) -> None:
    """Launch the app once if its database does not exist yet (so that opening it later
    changes nothing), then stop it."""
    sqlite_store.ensure_created(device, APP, _DB)


def weight_row(amount: float, created: datetime.datetime, unit: str = "kg") -> dict:
    """One ``weights`` row as ``EditWeightPage.save`` writes it: ``created`` in unix
    seconds (``created`` must be timezone-aware), ``amount`` a double, no image."""
    if created.tzinfo is None:
        raise ValueError("weight_row: created must be timezone-aware (drift stores unix seconds)")
    if unit not in ("kg", "lb"):
        raise ValueError(f"weight_row: unit must be 'kg' or 'lb', not {unit!r}")
    return {"created": int(created.timestamp()), "unit": unit, "amount": float(amount), "image": None}


def add_weights(device, rows: list[dict]) -> list[int]:
    """Insert ``weights`` rows (``weight_row``); returns their ids."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        return [conn.execute("INSERT INTO weights (created, unit, amount, image) VALUES (?, ?, ?, ?)",
                             (r["created"], r["unit"], r["amount"], r["image"])).lastrowid for r in rows]


def list_weights(device) -> list[dict]:
    """Every ``weights`` row (``id``, ``created`` unix s, ``unit``, ``amount``, ``image``) by id."""
    return sqlite_store.query(device, APP, _DB, "SELECT * FROM weights ORDER BY id")


def clear_weights(device) -> None:
    """Delete every weight."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.execute("DELETE FROM weights")


def add_foods(device, foods: list[dict]) -> list[int]:
    """Insert foods (dicts of ``FOOD_COLUMNS``, e.g. ``fitbook_foods.instance_foods``);
    ``created`` stays NULL as for the bundled foods. Returns their ids."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        ids = []
        for food in foods:
            cols = [c for c in FOOD_COLUMNS if c in food]
            ids.append(conn.execute(
                f'INSERT INTO foods ({", ".join(cols)}) VALUES ({", ".join("?" * len(cols))})',
                tuple(food[c] for c in cols)).lastrowid)
        return ids


def find_foods(device, name: str) -> list[dict]:
    """Foods named exactly ``name`` (``id``, ``name``, ``calories``, ``serving_size``,
    ``serving_unit``, macros), by id."""
    return sqlite_store.query(device, APP, _DB,
                              "SELECT id, name, food_group, calories, protein_g, carbohydrate_g, fat_g, "
                              "fiber_g, serving_size, serving_unit FROM foods WHERE name = ? ORDER BY id",
                              (name,))


def settings(device) -> dict:
    """The app's one ``settings`` row."""
    rows = sqlite_store.query(device, APP, _DB, "SELECT * FROM settings ORDER BY id LIMIT 1")
    return rows[0] if rows else {}


def update_settings(device, **values) -> None:
    """Set columns of the one ``settings`` row (e.g. ``target_weight=72.5``), as the
    settings pages write them.

    Raises:
      ValueError: a name that is no ``settings`` column (the message lists them).
    """
    known = {c.split('"')[1] for c in fitbook_schema.SETTINGS_COLUMNS if c.startswith('"')}
    unknown = sorted(set(values) - known)
    if unknown:
        raise ValueError(f"Fitbook settings has no column {', '.join(unknown)}; columns: {', '.join(sorted(known))}")
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        columns = ", ".join(f'"{k}" = ?' for k in values)
        conn.execute(f"UPDATE settings SET {columns}", tuple(values.values()))
