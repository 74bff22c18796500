"""One readable line per change the state guard found (``verifiers.guard.unexpected_changes``).

Every line starts with the store item, spelled as a ``MayChange.stores`` pattern would
name it, then what happened, e.g.::

    contacts:rows: contact added (display_name='Zed Ink', number='555-0100')
    sms:messages: conversation deleted (address='5551234567', 2 messages)
    files:Download/x.pdf: file added /sdcard/Download/x.pdf
    pro expense:expense: 1 row added ((13, 'Lunch', ...))
    simple calendar pro:data/shared_prefs/Prefs.xml#use_24_hour_format: preference changed (boolean false -> boolean true)

A store with many changed rows gets at most ``MAX_ROWS`` lines and one that counts the rest.
"""

from __future__ import annotations

import collections
import dataclasses
from typing import Any

from verifiers.guard_reads import FileSum, Pref, PrefGroup, Records

MAX_ROWS = 8
_TEXT = 60      # characters of a value shown


@dataclasses.dataclass(frozen=True)
class RowKind:
    """How rows of one ``Records`` kind are told apart and shown: ``noun``, the ``id``
    column (a row that keeps its id but changes content is "changed"), ``shown`` columns."""

    noun: str
    id: str
    shown: tuple[str, ...]


ROW_KINDS = {
    "contacts": RowKind("contact", "raw_contact_id", ("display_name", "number", "starred", "other")),
    "sms": RowKind("message", "_id", ("type", "address", "body")),
    "mms": RowKind("MMS message", "_id", ("msg_box", "thread_id", "sub")),
    "calls": RowKind("call", "_id", ("type", "number", "duration")),
    "alarms": RowKind("alarm", "_id", ("time", "daysofweek", "enabled", "label")),
    "history": RowKind("page visit", "id", ("url",)),
}
# Telephony.Sms.MESSAGE_TYPE_*, CallLog.Calls.*_TYPE
_SMS_TYPES = {"1": "inbox", "2": "sent", "3": "draft", "4": "outbox", "5": "failed", "6": "queued"}
_CALL_TYPES = {"1": "incoming", "2": "outgoing", "3": "missed", "4": "voicemail", "5": "rejected", "6": "blocked"}


def describe(key: str, old: Any, new: Any) -> list[str]:
    """Lines for item ``key`` (``"store:item"``) going from ``old`` to ``new`` (None: absent)."""
    value = new if new is not None else old
    if isinstance(value, FileSum):
        what = "added" if old is None else "removed" if new is None else "edited"
        return [f"{key}: file {what} {value.path}"]
    if isinstance(value, Pref):
        if old is None:
            return [f"{key}: preference added ({_short(new.value)})"]
        if new is None:
            return [f"{key}: preference removed (was {_short(old.value)})"]
        return [f"{key}: preference changed ({_short(old.value)} -> {_short(new.value)})"]
    if isinstance(value, PrefGroup):
        return [f"{key}: preferences changed ({_pref_diff(old, new)})"]
    if isinstance(value, Records):
        return _records(key, old, new)
    if isinstance(value, tuple):          # a database table of one of the task's apps
        return [f"{key}: {_table_diff(old or (), new or ())}"]
    return [f"{key}: changed"]


def _short(text: Any) -> str:
    text = str(text)
    return text if len(text) <= _TEXT else text[:_TEXT - 3] + "..."


def _pref_diff(old: PrefGroup | None, new: PrefGroup | None) -> str:
    a, b = dict(old.items if old else ()), dict(new.items if new else ())
    parts = []
    for k in sorted(set(a) | set(b)):
        if a.get(k) != b.get(k):
            parts.append(f"{k}: {_short(a[k]) if k in a else 'absent'} -> {_short(b[k]) if k in b else 'absent'}")
    more = f"; and {len(parts) - MAX_ROWS} more" if len(parts) > MAX_ROWS else ""
    return "; ".join(parts[:MAX_ROWS]) + more


def _table_diff(old: tuple, new: tuple) -> str:
    a, b = collections.Counter(old), collections.Counter(new)
    added, removed = list((b - a).elements()), list((a - b).elements())
    parts = []
    if added:
        parts.append(f"{len(added)} row{'s' * (len(added) != 1)} added ({_short(added[0])}"
                     f"{', ...' if len(added) > 1 else ''})")
    if removed:
        parts.append(f"{len(removed)} row{'s' * (len(removed) != 1)} removed ({_short(removed[0])}"
                     f"{', ...' if len(removed) > 1 else ''})")
    return ", ".join(parts) or f"changed ({len(old)} rows -> {len(new)} rows)"


def _shown(kind: str, row: dict[str, str | None]) -> str:
    spec = ROW_KINDS[kind]
    row = dict(row)
    if kind == "sms":
        row["type"] = _SMS_TYPES.get(row.get("type") or "", row.get("type"))
    elif kind == "calls":
        row["type"] = _CALL_TYPES.get(row.get("type") or "", row.get("type"))
    elif kind == "alarms":
        row["time"] = f"{int(row.get('hour') or 0):02d}:{int(row.get('minutes') or 0):02d}"
    return ", ".join(f"{c}={_short(row[c])!r}" for c in spec.shown if row.get(c) not in (None, ""))


def _records(key: str, old: Records | None, new: Records | None) -> list[str]:
    kind = (new or old).kind
    if old is not None and new is not None and old.error != new.error:
        return [f"{key}: could not be read ({new.error})" if new.error else f"{key}: readable again"]
    spec = ROW_KINDS.get(kind, RowKind("row", "_id", ()))
    before = [dict(r) for r in (old.rows if old else ())]
    after = [dict(r) for r in (new.rows if new else ())]
    if kind == "history":
        return _history(key, before, after)

    def content(row):
        return tuple((c, v) for c, v in sorted(row.items()) if c != spec.id)
    a, b = collections.Counter(map(content, before)), collections.Counter(map(content, after))
    gone = _take(before, a - b, content, spec.id, {r.get(spec.id) for r in after})
    came = _take(after, b - a, content, spec.id, {r.get(spec.id) for r in before})
    lines = []
    came_by_id = {r.get(spec.id): r for r in came}
    changed_ids = {r.get(spec.id) for r in gone} & set(came_by_id)
    for r in gone:
        if r.get(spec.id) in changed_ids:
            lines.append(f"{key}: {spec.noun} changed ({_shown(kind, r)}) -> ({_shown(kind, came_by_id[r.get(spec.id)])})")
    gone = [r for r in gone if r.get(spec.id) not in changed_ids]
    came = [r for r in came if r.get(spec.id) not in changed_ids]
    if kind in ("sms", "mms"):
        lines += _conversations(key, kind, before, after, gone)
        threads_gone = {r["thread_id"] for r in gone} - {r.get("thread_id") for r in after}
        gone = [r for r in gone if r.get("thread_id") not in threads_gone]
    lines += [f"{key}: {spec.noun} removed ({_shown(kind, r)})" for r in gone]
    lines += [f"{key}: {spec.noun} added ({_shown(kind, r)})" for r in came]
    if len(lines) > MAX_ROWS:
        lines = lines[:MAX_ROWS] + [f"{key}: and {len(lines) - MAX_ROWS} more changes"]
    return lines or [f"{key}: changed"]


def _take(rows: list[dict], counts: collections.Counter, content, id_col: str, other_ids: set) -> list[dict]:
    """``counts[c]`` rows of each content ``c``, those whose id the other side lacks first
    (the copy that came or went, when equal rows are there several times)."""
    out = []
    for c, n in counts.items():
        same = sorted((r for r in rows if content(r) == c), key=lambda r: r.get(id_col) in other_ids)
        out += same[:n]
    return out


def _conversations(key: str, kind: str, before: list[dict], after: list[dict], gone: list[dict]) -> list[str]:
    """A thread every message of which went: one line per conversation."""
    left = {r.get("thread_id") for r in after}
    out = []
    for thread in sorted({r["thread_id"] for r in gone if r.get("thread_id")} - left):
        msgs = [r for r in before if r.get("thread_id") == thread]
        address = next((r.get("address") for r in msgs if r.get("address")), None)
        who = f"address={address!r}, " if address else f"thread_id={thread!r}, "
        out.append(f"{key}: conversation deleted ({who}{len(msgs)} message{'s' * (len(msgs) != 1)})")
    return out


def _history(key: str, before: list[dict], after: list[dict]) -> list[str]:
    count = {r["url"] for r in before if r["id"] == "count"}, {r["url"] for r in after if r["id"] == "count"}
    old = {r["id"]: r["url"] for r in before if r["id"] != "count"}
    new = {r["id"]: r["url"] for r in after if r["id"] != "count"}
    lines = [f"{key}: page visited (url={_short(new[i])!r})" for i in sorted(set(new) - set(old), key=_num)]
    if not lines and count[0] != count[1]:
        lines.append(f"{key}: visits removed ({next(iter(count[0]), '0')} -> {next(iter(count[1]), '0')})")
    if len(lines) > MAX_ROWS:
        lines = lines[:MAX_ROWS] + [f"{key}: and {len(lines) - MAX_ROWS} more visits"]
    return lines or [f"{key}: changed"]


def _num(text: str) -> int:
    return int(text) if text.isdigit() else 0
