"""Pro Expense (``com.arduia.expense``): expenses in a Room SQLite database.

Store: ``/data/data/com.arduia.expense/databases/accounting.db``, table ``expense``.

Schema source: arduia/ProExpense ``app/schemas/com.arduia.expense.data.local.ProExpenseDatabase/6.json``
at tag commit 5a5fcae ("release: v1.0.0-beta05", ``versionCode 11``, the APK
``com.arduia.expense_11.apk`` AndroidWorld installs): Room database version 6, identity hash
``27085a6798a70569f4984067458b86b2``. ``amount`` is ``INTEGER`` (cents; the app's
``AmountTypeConverter``) and category ids map to names as in AndroidWorld
``task_evals/utils/sqlite_schema_utils.Expense``.
"""

from __future__ import annotations

from apps import sqlite_store
from apps.base import ANDROID_METADATA, App, Database, room_master

DB_PATH = "/data/data/com.arduia.expense/databases/accounting.db"
TABLE = "expense"
COLUMNS = ("expense_id", "name", "amount", "category", "note", "created_date", "modified_date")

SCHEMA = (
    *ANDROID_METADATA,
    "CREATE TABLE IF NOT EXISTS `expense` (`expense_id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, "
    "`name` TEXT, `amount` INTEGER NOT NULL, `category` INTEGER NOT NULL, `note` TEXT, "
    "`created_date` INTEGER NOT NULL, `modified_date` INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS `backup` (`backup_id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, "
    "`name` TEXT NOT NULL, `path` TEXT NOT NULL, `created_date` INTEGER NOT NULL, "
    "`item_total` INTEGER NOT NULL, `worker_id` TEXT NOT NULL, `is_completed` INTEGER NOT NULL)",
    *room_master("27085a6798a70569f4984067458b86b2"),
    "PRAGMA user_version = 6",
)

CATEGORIES = {
    1: "Others", 2: "Income", 3: "Food", 4: "Housing", 5: "Social", 6: "Entertainment",
    7: "Transportation", 8: "Clothes", 9: "Health Care", 10: "Education", 11: "Donation",
}

APP = App(
    name="pro expense",
    package="com.arduia.expense",
    activity="com.arduia.expense/com.arduia.expense.ui.MainActivity",
    label="Pro Expense",
    aliases=("expense", "pro expense app"),
    databases=(Database(DB_PATH, SCHEMA, (TABLE,)),),
    apks=("com.arduia.expense_11.apk",),
    version="1.0.0-beta05",
    first_run=("NEXT", "CONTINUE"),  # AndroidWorld env/setup_device/apps.py
    source="AndroidWorld APK set (F-Droid: com.arduia.expense)",
)

_DB = APP.databases[0]
_COLUMNS = COLUMNS[1:]


def reset(device) -> None:
    """Delete the databases and let the app create them again, empty (``sqlite_store.reset``)."""
    sqlite_store.reset(device, APP)


def add_expenses(device, rows: list[dict]) -> None:
    """Insert rows (dicts with ``name``, ``amount`` in cents, ``category`` id, ``note``,
    ``created_date``/``modified_date`` in ms since the epoch)."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.executemany(
            f"INSERT INTO {TABLE} ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' * len(_COLUMNS))})",
            [tuple(r[c] for c in _COLUMNS) for r in rows])


def list_expenses(device) -> list[dict]:
    """All rows of ``expense`` ordered by ``expense_id``."""
    return sqlite_store.query(device, APP, _DB, f"SELECT * FROM {TABLE} ORDER BY expense_id")


def delete_expenses(device, expense_ids: list[int]) -> None:
    """Delete the rows with these ids."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.executemany(f"DELETE FROM {TABLE} WHERE expense_id = ?", [(i,) for i in expense_ids])


# Seeded noise data: everyday expense names with plausible amounts (cents) and categories.
_NOISE = (
    ("Coffee beans", 1450, 3), ("Groceries", 6230, 3), ("Bus pass", 5500, 7), ("Rent", 120000, 4),
    ("Cinema tickets", 2400, 6), ("Gym membership", 3999, 9), ("Textbooks", 8750, 10),
    ("Winter jacket", 12900, 8), ("Charity run", 3000, 11), ("Dinner with friends", 5480, 5),
    ("Electricity bill", 7325, 4), ("Taxi ride", 1860, 7), ("Pharmacy", 2215, 9),
    ("Concert", 6500, 6), ("Running shoes", 9400, 8), ("Online course", 4900, 10),
    ("Birthday gift", 3500, 5), ("Lunch", 1275, 3), ("Parking", 800, 7), ("Book club", 1500, 6),
)
BASE_TIME_MS = 1697383440000  # 2023-10-15 15:24:00 UTC, ten minutes before AndroidWorld's DT
NOW_MS = BASE_TIME_MS + 600_000  # AndroidWorld's DT, the device clock set by --setup_device


def row(name: str, amount: int, category: int, time_ms: int = NOW_MS, note: str = "") -> dict:
    """One ``expense`` row for ``add_expenses``: amount in cents, category id, created and
    modified at ``time_ms`` (ms since the epoch; default: the device's set-up time)."""
    return {"name": name, "amount": amount, "category": category, "note": note,
            "created_date": time_ms, "modified_date": time_ms}


def noise_expenses(rng, n: int, exclude: set[str] = frozenset()) -> list[dict]:
    """``n`` distinct expense rows drawn with ``rng`` (a ``random.Random``), names not in ``exclude``.

    Raises:
      ValueError: fewer than ``n`` names are available.
    """
    pool = [e for e in _NOISE if e[0] not in exclude]
    if n > len(pool):
        raise ValueError(f"asked for {n} noise expenses, only {len(pool)} names available")
    rows = []
    for i, (name, amount, category) in enumerate(rng.sample(pool, n)):
        rows.append(row(name, amount, category, BASE_TIME_MS - (i + 1) * 86_400_000 - rng.randrange(0, 36_000_000)))
    return rows
