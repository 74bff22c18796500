"""What the state guard reads besides the settings: shell text for one round trip and the
parsers of its output (``verifiers.guard.snapshot`` runs every part in one ``sh -c``).

A read gives ``{(store, item): value}``; the names are the ones ``MayChange.stores``
patterns match as ``"<store>:<item>"`` (``verifiers.guard`` lists them). Values:

* ``FileSum``: a file's MD5 (toybox ``md5sum`` lines, ``<hex>  <path>``), for every file
  in shared storage (``find /storage/emulated/0/ -type f -exec md5sum {} +``; items
  ``files:<path below /sdcard>``) and in every catalogue app's private folders
  ``/data/data/<package>/`` and ``/data/user_de/0/<package>/`` (items
  ``<app>:data/<path>`` and ``<app>:data_de/<path>``). Folders an app fills by itself
  are pruned (``PRUNED``: ``cache``, ``code_cache``, ``no_backup``, ``app_webview``, as
  ``Context.getCacheDir``/``getCodeCacheDir``/``getNoBackupFilesDir`` and WebView name
  them), and so are SQLite's ``-shm`` index and ``-journal`` rollback files (the
  database file itself changes with every commit; a ``-wal`` log, which holds commits
  until a checkpoint, is kept).
* ``Pref``: one key of a shared-preferences file (``shared_prefs/*.xml`` in those
  folders; Android's ``XmlUtils.writeMapXml`` format, ``<map><int name="k" value="1" />
  ...</map>``), read whole with toybox ``head -v`` (``==> PATH <==`` before each file),
  so that an app's own bookkeeping key can be told from a setting the agent changed;
  items ``<app>:data/shared_prefs/<file>#<key>``. A file that does not parse is one
  ``FileSum`` item (``<app>:data/shared_prefs/<file>``). The Clock's timer and stopwatch
  keys are grouped (``PrefGroup``): ``clock:timers``, ``clock:stopwatch``.
* ``Records``: rows of the contacts, SMS, MMS and call-log providers, read as AndroidWorld
  reads them (``content query --uri ... --projection ...``, AOSP ``Content.java``
  output), of the Clock's alarms (``alarm_templates`` of DeskClock's ``alarms.db``) and of
  Chrome's history (the newest visits in ``History``'s ``visits`` and ``urls`` tables,
  and their count). The two databases are read with the device's ``sqlite3`` (debug
  builds: the suite's ``google_apis`` images) on a copy in ``/data/local/tmp``, made
  with its ``-wal``/``-journal`` files, because Chrome holds its databases in SQLite's
  exclusive locking mode; text columns come back ``hex()``-encoded so that no value can
  break a line.

Each part ends with ``exit 0``: a missing folder or database is not an error, it reads
as nothing (and a store that appears or disappears is a change).
"""

from __future__ import annotations

import dataclasses
import fnmatch
import hashlib
import re
import shlex
import xml.etree.ElementTree as ET
from typing import Any, Callable, Iterable, Mapping, Sequence

from apps import chrome, clock
from apps.base import App
from venus_tasks.env.content import parse_content_rows

SHARED = "/storage/emulated/0"       # = /sdcard (apps/files.py)
DE_ROOT = "/data/user_de/0"          # device-protected app storage (Context.createDeviceProtectedStorageContext)
PRUNED = ("cache", "code_cache", "no_backup", "app_webview")
PREFS_LIMIT = 262144                 # bytes of one preferences file read (head -c)
HISTORY_VISITS = 50                  # newest Chrome visits read
_TMP = "/data/local/tmp/venus-guard"

Key = tuple[str, str]


@dataclasses.dataclass(frozen=True)
class FileSum:
    """A file: its absolute ``path`` (``/sdcard/...`` for shared storage) and ``md5``."""

    path: str
    md5: str


@dataclasses.dataclass(frozen=True)
class Pref:
    """One shared-preferences key: the file's ``path``, the ``key`` and its ``value``
    (``"<type> <value>"``, e.g. ``"int 3"``, ``"string Ann"``, ``"set [a, b]"``)."""

    path: str
    key: str
    value: str


@dataclasses.dataclass(frozen=True)
class PrefGroup:
    """Several keys of one preferences file read as one item: ``((key, value), ...)`` sorted."""

    path: str
    items: tuple[tuple[str, str], ...]


@dataclasses.dataclass(frozen=True)
class Records:
    """Rows of a provider or database: ``kind`` (a ``verifiers.guard_describe.ROW_KINDS``
    key), ``rows`` (each a tuple of ``(column, value)`` pairs, values as text or None),
    sorted; ``error`` is the reader's message when the store could not be read."""

    kind: str
    rows: tuple[tuple[tuple[str, str | None], ...], ...]
    error: str = ""


@dataclasses.dataclass(frozen=True)
class Read:
    """One part of the guard's shell round trip: ``command`` and ``parse(stdout)``."""

    command: str
    parse: Callable[[str], dict[Key, Any]]


# ------------------------------------------------------------------ providers
CONTACTS_DATA = "content://com.android.contacts/data"
CONTACTS_COLUMNS = ("raw_contact_id", "display_name", "starred", "mimetype", "data1", "data2")
SMS_URI, SMS_COLUMNS = "content://sms", ("_id", "thread_id", "address", "body", "type", "date")
MMS_URI, MMS_COLUMNS = "content://mms", ("_id", "thread_id", "msg_box", "date", "sub")
CALLS_URI, CALLS_COLUMNS = "content://call_log/calls", ("_id", "number", "type", "date", "duration")
_MIME = "vnd.android.cursor.item/"
_PROVIDER_ERROR = "Error while accessing provider"   # Content.java, printed on stderr


def _content_command(uri: str, columns: Sequence[str]) -> str:
    return f"content query --uri {uri} --projection {':'.join(columns)} 2>&1; exit 0"


def _content_rows(text: str, columns: Sequence[str]) -> tuple[list[dict[str, str | None]], str]:
    """(rows, error): a provider that threw prints ``Error while accessing provider``."""
    if _PROVIDER_ERROR in text or text.lstrip().startswith(("[ERROR]", "Error")):
        return [], text.strip().splitlines()[0][:200]
    try:
        return parse_content_rows(text, columns), ""
    except ValueError as e:
        return [], str(e)[:200]


def _records(kind: str, rows: Iterable[dict[str, str | None]], error: str = "") -> Records:
    return Records(kind, tuple(sorted(tuple(r.items()) for r in rows)), error)


def _parse_contacts(text: str) -> dict[Key, Any]:
    """One row per raw contact: its display name, starred flag, numbers and other data
    (``mimetype``-short: ``data1``), from the data rows of ``content://com.android.contacts/data``."""
    rows, error = _content_rows(text, CONTACTS_COLUMNS)
    people: dict[str, dict[str, Any]] = {}
    for r in rows:
        p = people.setdefault(r["raw_contact_id"] or "", {"name": r["display_name"], "starred": r["starred"],
                                                          "numbers": [], "data": []})
        mime = (r["mimetype"] or "").removeprefix(_MIME)
        if mime == "phone_v2":
            p["numbers"].append(r["data1"] or "")
        elif mime != "name":
            p["data"].append(f"{mime}: {r['data1'] or ''}")
    out = [{"raw_contact_id": rid, "display_name": p["name"], "starred": p["starred"],
            "number": ", ".join(sorted(p["numbers"])), "other": "; ".join(sorted(p["data"]))}
           for rid, p in people.items()]
    return {("contacts", "rows"): _records("contacts", out, error)}


def _provider_read(store: str, item: str, kind: str, uri: str, columns: Sequence[str]) -> Read:
    def parse(text: str) -> dict[Key, Any]:
        rows, error = _content_rows(text, columns)
        return {(store, item): _records(kind, rows, error)}
    return Read(_content_command(uri, columns), parse)


# ------------------------------------------------------------------ sqlite on a copy
def _sqlite_copy_command(path: str, sql: str, tag: str) -> str:
    """Copy ``path`` (with ``-wal``/``-journal``) to a temporary folder, run ``sql`` there
    with ``sqlite3`` (list mode, ``|`` between columns), remove the copy."""
    q = shlex.quote
    tmp = f"{_TMP}-{tag}"
    return (f"p={q(path)}; t={q(tmp)}; rm -rf \"$t\"; if [ -f \"$p\" ]; then mkdir -p \"$t\" && "
            f"for s in '' -wal -journal; do [ -f \"$p$s\" ] && cp \"$p$s\" \"$t/db$s\"; done; "
            f"sqlite3 \"$t/db\" {q(sql)} 2>&1; fi; rm -rf \"$t\"; exit 0")


def _unhex(value: str) -> str:
    try:
        return bytes.fromhex(value).decode("utf-8", "replace")
    except ValueError:
        return value


def _sqlite_rows(text: str, columns: Sequence[str], hexed: Sequence[str]) -> tuple[list[dict[str, str]], str]:
    rows, error = [], ""
    for line in text.splitlines():
        if not line:
            continue
        if line.startswith(("Error", "Parse error")):
            error = line[:200]
            continue
        values = line.split("|")
        if len(values) != len(columns):
            error = f"unexpected sqlite3 line {line[:80]!r}"
            continue
        rows.append({c: _unhex(v) if c in hexed else v for c, v in zip(columns, values)})
    return rows, error


ALARM_COLUMNS = ("_id", "hour", "minutes", "daysofweek", "enabled", "vibrate", "label")


def _alarms_read() -> Read:
    sql = f"SELECT _id, hour, minutes, daysofweek, enabled, vibrate, hex(label) FROM {clock.ALARMS_TABLE}"

    def parse(text: str) -> dict[Key, Any]:
        rows, error = _sqlite_rows(text, ALARM_COLUMNS, ("label",))
        return {("clock", "alarms"): _records("alarms", rows, error)}
    return Read(_sqlite_copy_command(clock.ALARMS_DB, sql, "alarms"), parse)


def _history_read() -> Read:
    sql = ("SELECT 'count', count(*) FROM visits; "
           "SELECT v.id, hex(u.url) FROM visits v JOIN urls u ON u.id = v.url "
           f"ORDER BY v.id DESC LIMIT {HISTORY_VISITS}")

    def parse(text: str) -> dict[Key, Any]:
        """The newest visits (``id``, ``url``) and a row ``id`` = ``count`` with the
        number of visits in ``url``."""
        counted = "\n".join(line for line in text.splitlines() if not line.startswith("count|"))
        rows, error = _sqlite_rows(counted, ("id", "url"), ("url",))
        rows += [{"id": "count", "url": line[len("count|"):]} for line in text.splitlines()
                 if line.startswith("count|")]
        return {("chrome", "history"): _records("history", rows, error)}
    return Read(_sqlite_copy_command(chrome.HISTORY_DB, sql, "history"), parse)


# ------------------------------------------------------------------ files
def _prune_expr() -> str:
    names = " -o ".join(f"-name {n}" for n in PRUNED)
    return f"\\( -type d \\( {names} \\) \\) -prune -o"


def _md5_lines(text: str) -> dict[str, str]:
    """``{path: md5}`` from ``md5sum`` output."""
    out = {}
    for line in text.splitlines():
        digest, _, path = line.partition("  ")
        if path and len(digest) == 32:
            out[path] = digest
    return out


def _shared_read() -> Read:
    command = f"find {SHARED}/ -type f -exec md5sum {{}} + 2>/dev/null; exit 0"

    def parse(text: str) -> dict[Key, Any]:
        out: dict[Key, Any] = {}
        for path, digest in _md5_lines(text).items():
            if path.startswith(SHARED + "/"):
                rel = path[len(SHARED) + 1:]
                out[("files", rel)] = FileSum("/sdcard/" + rel, digest)
        return out
    return Read(command, parse)


def _private_roots(apps: Sequence[App]) -> dict[str, tuple[App, str]]:
    """``{folder/: (app, item prefix)}`` of the apps' CE and DE folders."""
    roots = {}
    for app in apps:
        roots[f"/data/data/{app.package}/"] = (app, "data/")
        roots[f"{DE_ROOT}/{app.package}/"] = (app, "data_de/")
    return roots


def _owner(roots: Mapping[str, tuple[App, str]], path: str) -> tuple[App, str] | None:
    for root, (app, prefix) in roots.items():
        if path.startswith(root):
            return app, prefix + path[len(root):]
    return None


def _private_read(apps: Sequence[App], skip: set[str]) -> Read:
    roots = _private_roots(apps)
    q = shlex.quote
    folders = " ".join(q(r) for r in roots)
    extra = " ".join(q(p) for p in chrome.GUARDED_FILES)
    command = (f"find {folders} {_prune_expr()} -type f ! -path '*/shared_prefs/*.xml' "
               f"! -name '*-shm' ! -name '*-journal' -exec md5sum {{}} + 2>/dev/null; "
               f"md5sum {extra} 2>/dev/null; exit 0")

    def parse(text: str) -> dict[Key, Any]:
        out: dict[Key, Any] = {}
        for path, digest in _md5_lines(text).items():
            if path in chrome.GUARDED_FILES:
                out[("chrome", chrome.GUARDED_FILES[path])] = FileSum(path, digest)
                continue
            if path in skip or any(path == p or path.startswith(p + "-") for p in skip):
                continue
            owned = _owner(roots, path)
            if owned:
                out[(owned[0].name, owned[1])] = FileSum(path, digest)
        return out
    return Read(command, parse)


_HEADER = re.compile(r"^==> (.+) <==$", re.M)


def pref_value(element: ET.Element) -> str:
    """``"<type> <value>"`` of one ``XmlUtils`` map entry."""
    if element.tag == "set":
        return "set [" + ", ".join(sorted(c.text or "" for c in element)) + "]"
    if element.tag == "string":
        return f"string {element.text or ''}"
    return f"{element.tag} {element.get('value', element.text or '')}"


def parse_prefs(text: str) -> dict[str, str] | None:
    """``{key: "<type> <value>"}`` of a shared-preferences file; None if it is not one."""
    try:
        root = ET.fromstring(text.strip())
    except ET.ParseError:
        return None
    if root.tag != "map":
        return None
    return {e.get("name", ""): pref_value(e) for e in root if e.get("name") is not None}


def _prefs_read(apps: Sequence[App]) -> Read:
    roots = _private_roots(apps)
    folders = " ".join(shlex.quote(r) for r in roots)
    command = (f"find {folders} {_prune_expr()} -type f -path '*/shared_prefs/*.xml' "
               f"-exec head -v -c {PREFS_LIMIT} {{}} + 2>/dev/null; exit 0")

    def parse(text: str) -> dict[Key, Any]:
        out: dict[Key, Any] = {}
        heads = list(_HEADER.finditer(text))
        for i, m in enumerate(heads):
            path = m[1]
            body = text[m.end():heads[i + 1].start() if i + 1 < len(heads) else len(text)]
            owned = _owner(roots, path)
            if not owned:
                continue
            app, item = owned
            values = parse_prefs(body)
            if values is None:
                out[(app.name, item)] = FileSum(path, hashlib.md5(body.strip().encode()).hexdigest())
                continue
            groups = PREF_GROUPS.get(path, {})
            grouped: dict[str, list[tuple[str, str]]] = {g: [] for g in groups}
            for key, value in values.items():
                group = next((g for g, pats in groups.items() if any(fnmatch.fnmatchcase(key, p) for p in pats)), None)
                if group:
                    grouped[group].append((key, value))
                else:
                    out[(app.name, f"{item}#{key}")] = Pref(path, key, value)
            for group, items in grouped.items():
                if items:
                    out[(app.name, group)] = PrefGroup(path, tuple(sorted(items)))
        return out
    return Read(command, parse)


# {preferences file: {item: key patterns}}: keys read as one item of the app
PREF_GROUPS: dict[str, dict[str, tuple[str, ...]]] = {
    clock.PREFS: {"timers": clock.TIMER_KEYS, "stopwatch": clock.STOPWATCH_KEYS},
}


def reads(catalogue: Sequence[App], skip_files: set[str]) -> list[Read]:
    """The guard's reads, in order: shared storage, the private folders of ``catalogue``
    (but not Chrome's, of which only ``chrome.GUARDED_FILES`` and its history are read;
    nor ``skip_files``, the databases read table by table), their preferences, the
    contacts, SMS, MMS and call-log providers, the Clock's alarms, Chrome's history."""
    private = [a for a in catalogue if a.package != chrome.APP.package]
    skip = set(skip_files) | {clock.ALARMS_DB}
    return [
        _shared_read(),
        _private_read(private, skip),
        _prefs_read(private),
        Read(_content_command(CONTACTS_DATA, CONTACTS_COLUMNS), _parse_contacts),
        _provider_read("sms", "messages", "sms", SMS_URI, SMS_COLUMNS),
        _provider_read("sms", "mms", "mms", MMS_URI, MMS_COLUMNS),
        _provider_read("call_log", "calls", "calls", CALLS_URI, CALLS_COLUMNS),
        _alarms_read(),
        _history_read(),
    ]
