"""Pro Expense's store as the app reads and writes it: the ``expense`` table of
``accounting.db`` (Room), edited through sqlite on the database file's bytes in the VFS.

Writes mirror ``ExpenseEntryViewModel`` of arduia/ProExpense v1.0.0-beta05 (commit
5a5fcae, the APK AndroidWorld installs):

* insert (Save): ``amount = Amount.createFromActual(BigDecimal(text))`` i.e. the typed
  decimal times 100 (cents), ``created_date = Date().time`` (now),
  ``modified_date`` = the entry time shown in the toolbar (when the screen opened);
* update: same, keeping ``created_date``;
* delete (Confirm in "Delete Items"): ``DELETE`` by ``expense_id``.

Formats: ``AMOUNT_RX`` is ``FloatingInputFilter``'s pattern; amounts show with
``DecimalFormat.getInstance(Locale.ENGLISH)`` and at most two fraction digits
(``FormatModule.provideCurrencyDecimalFormat``); dates with ``ExpenseRecentDateFormatter``
("Today 3:34 PM", "Yesterday 9:05 AM", "Sep 30", "2022 Dec 1", including its quirk of
using the full pattern for an earlier day of the current month).
"""

from __future__ import annotations

import datetime
import re
from decimal import Decimal, InvalidOperation

from venus_tasks.sim.apps_ui import records
from venus_tasks.sim.storage import appdata

PACKAGE = "com.arduia.expense"
DB_PATH = f"/data/data/{PACKAGE}/databases/accounting.db"
AMOUNT_RX = re.compile(r"[+-]?([0-9]{0,8}([.][0-9]{0,2})?|[.][0-9]{0,2})")
COLUMNS = ("expense_id", "name", "amount", "category", "note", "created_date", "modified_date")


def _load(model):
    return records.open_db(model, DB_PATH)


def rows(model) -> list[dict]:
    """Expenses newest first (the app's ``created_date DESC`` order)."""
    con = _load(model)
    if con is None:
        return []
    try:
        cur = con.execute(f"SELECT {', '.join(COLUMNS)} FROM expense "
                          "ORDER BY created_date DESC, expense_id DESC LIMIT 500")
        return [dict(zip(COLUMNS, r)) for r in cur.fetchall()]
    except Exception:           # a foreign or broken file: the list is empty
        return []
    finally:
        con.close()


def row(model, expense_id: int) -> dict | None:
    return next((r for r in rows(model) if r["expense_id"] == expense_id), None)


def _write(model, sql: str, args: tuple) -> None:
    con = _load(model)
    if con is None:
        return
    try:
        con.execute(sql, args)
        model.vfs.write(DB_PATH, appdata.dump_db(con))
    finally:
        con.close()


def cents(text: str) -> int | None:
    """The stored amount for the typed text, or None when it is empty or not a number."""
    try:
        value = Decimal(text)
    except (InvalidOperation, ValueError):
        return None
    return int(value * 100)


def insert(model, name: str, amount: int, category: int, note: str, modified_ms: int) -> None:
    now = model.clock.now_ns() // 10**6
    _write(model, "INSERT INTO expense (name, amount, category, note, created_date, modified_date) "
                  "VALUES (?, ?, ?, ?, ?, ?)", (name, amount, category, note, now, modified_ms))


def update(model, expense_id: int, name: str, amount: int, category: int, note: str,
           modified_ms: int) -> None:
    _write(model, "UPDATE expense SET name = ?, amount = ?, category = ?, note = ?, "
                  "modified_date = ? WHERE expense_id = ?",
           (name, amount, category, note, modified_ms, expense_id))


def delete(model, expense_id: int) -> None:
    _write(model, "DELETE FROM expense WHERE expense_id = ?", (expense_id,))


def filter_amount(text: str) -> str:
    """``FloatingInputFilter`` applied to each typed character in turn."""
    out = ""
    for ch in text:
        if AMOUNT_RX.fullmatch(out + ch):
            out += ch
    return out[:10]                                 # android:maxLength="10"


def amount_text(store: int) -> str:
    """``DecimalFormat`` (English, grouping, <= 2 fraction digits) of ``store / 100``."""
    value = (Decimal(store) / 100).quantize(Decimal("0.01"))
    text = f"{value:,.2f}".rstrip("0").rstrip(".")
    return text or "0"


def _local(model, ms: int) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(ms / 1000, model.timezone())


def _h_mm_a(dt: datetime.datetime) -> str:
    return f"{dt.hour % 12 or 12}:{dt.minute:02d} {'AM' if dt.hour < 12 else 'PM'}"


def date_text(model, ms: int) -> str:
    """``ExpenseRecentDateFormatter.format`` relative to the device's today."""
    dt, today = _local(model, ms), _local(model, model.clock.now_ns() // 10**6)
    same_year, same_month = dt.year == today.year, dt.month == today.month
    if same_year and same_month and dt.day == today.day:
        return "Today " + _h_mm_a(dt)
    if same_year and same_month and dt.day == today.day - 1:
        return "Yesterday " + _h_mm_a(dt)
    if same_year and not same_month:
        return f"{dt:%b} {dt.day}"
    return f"{dt.year} {dt:%b} {dt.day}"


def entry_time_text(model, ms: int) -> str:
    """The entry screen's subtitle, ``SimpleDateFormat("d MMM yyyy h:mm a")``."""
    dt = _local(model, ms)
    return f"{dt.day} {dt:%b} {dt.year} {_h_mm_a(dt)}"
