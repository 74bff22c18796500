"""Contacts: ``content://com.android.contacts/...`` and the legacy ``content://contacts/...``
(AOSP ``ContactsProvider2`` and ``LegacyApiSupport`` at ``android-13.0.0_r84``).

URIs: ``raw_contacts[/<id>]``, ``data[/<id>]``, ``data/phones``, ``data/emails``,
``contacts[/<id>]`` on ``com.android.contacts``; ``phones[/<id>]`` and ``people`` on the
legacy ``contacts`` authority (what AndroidWorld's ``contacts_utils.list_contacts`` reads
with ``--projection display_name:number``).

Not modelled: aggregation exceptions, groups, photos, presence (NULL), usage statistics
(0), directories, profile, search/filter URIs, sync-adapter parameters.

Storage, the schema and the row writes (inserts, display names, deletes): ``contacts_store``;
the projection maps and the SQL views queries read: ``contacts_columns``.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from venus_tasks.sim.providers.base import (SHELL_CALLER, Caller, ContentProvider, ProviderError,
                                            Row, Uri)
from venus_tasks.sim.providers.contacts_columns import (
    _CONTACTS_VIEW, _DATA_VIEW, _LEGACY_PEOPLE_VIEW, _LEGACY_PHONES_VIEW, _RAW_VIEW,
    CONTACTS_PROJECTION, DATA_PROJECTION, LEGACY_PEOPLE_PROJECTION, LEGACY_PHONES_PROJECTION,
    RAW_CONTACTS_PROJECTION)
from venus_tasks.sim.providers.contacts_store import (
    DB_PATH, DB_VERSION, MIME_EMAIL, MIME_NAME, MIME_PHONE, ContactsStore, _create, min_match,
    stripped_reversed)
# re-exported: the names this module has always offered
from venus_tasks.sim.providers.contacts_store import (  # noqa: F401
    MIME_NICKNAME, MIME_NOTE, MIME_ORGANIZATION, PACKAGE, SOURCE_EMAIL, SOURCE_NICKNAME,
    SOURCE_ORGANIZATION, SOURCE_PHONE, SOURCE_STRUCTURED_NAME, SOURCE_UNDEFINED, e164,
    phonebook_label, split_name)
from venus_tasks.sim.providers.database import ProviderDatabase
from venus_tasks.sim.providers.query import run_query


class ContactsProvider(ContactsStore, ContentProvider):
    """``com.android.contacts`` and legacy ``contacts`` over ``contacts2.db``."""

    authority = "com.android.contacts"

    def __init__(self, vfs, owner_uid: int, now_ms: Callable[[], int]):
        self.db = ProviderDatabase(vfs, DB_PATH, owner_uid, "raw_contacts", _create, DB_VERSION)
        self._now_ms = now_ms

    # ------------------------------------------------------------ plumbing
    def _connect(self):
        ctx = self.db.connect()

        class _Ctx:
            def __enter__(inner):
                con = ctx.__enter__()
                con.create_function("_PHONE_NUMBER_STRIPPED_REVERSED", 1, stripped_reversed,
                                    deterministic=True)
                return con

            def __exit__(inner, *exc):
                return ctx.__exit__(*exc)
        return _Ctx()

    def _route(self, uri: Uri) -> tuple[str, Sequence[str], str | None, str | None]:
        """``(source, default columns, restriction, default sort)`` for a query URI."""
        seg = uri.segments
        ident = seg[1] if len(seg) == 2 and seg[1].isdigit() else None
        if uri.authority == "contacts":                        # LegacyApiSupport
            if seg[:1] == ("phones",) and (len(seg) == 1 or ident):
                return (_LEGACY_PHONES_VIEW, LEGACY_PHONES_PROJECTION,
                        f"_id = {ident}" if ident else None, None)
            if seg[:1] == ("people",) and (len(seg) == 1 or ident):
                return (_LEGACY_PEOPLE_VIEW, LEGACY_PEOPLE_PROJECTION,
                        f"_id = {ident}" if ident else None, None)
            raise ProviderError(f"Unknown URL {uri.raw}")
        if seg[:1] == ("raw_contacts",) and (len(seg) == 1 or ident):
            return _RAW_VIEW, RAW_CONTACTS_PROJECTION, f"_id = {ident}" if ident else None, None
        if seg[:1] == ("contacts",) and (len(seg) == 1 or ident):
            return _CONTACTS_VIEW, CONTACTS_PROJECTION, f"_id = {ident}" if ident else None, None
        if seg[:1] == ("data",):
            if len(seg) == 1 or ident:
                return _DATA_VIEW, DATA_PROJECTION, f"_id = {ident}" if ident else None, None
            kinds = {"phones": MIME_PHONE, "emails": MIME_EMAIL}
            if len(seg) == 2 and seg[1] in kinds:
                return _DATA_VIEW, DATA_PROJECTION, f"mimetype = '{kinds[seg[1]]}'", None
            if len(seg) == 3 and seg[1] in kinds and seg[2].isdigit():
                return (_DATA_VIEW, DATA_PROJECTION,
                        f"mimetype = '{kinds[seg[1]]}' AND _id = {seg[2]}", None)
        raise ProviderError(f"Unknown URI {uri.raw}", "java.lang.IllegalArgumentException")

    # ------------------------------------------------------------ query
    def query(self, uri: Uri, projection: Sequence[str] | None, selection: str | None,
              sort: str | None, caller: Caller = SHELL_CALLER) -> tuple[list[str], list[Row]]:
        source, columns, where, default_sort = self._route(uri)
        with self._connect() as con:
            return run_query(con, source, columns, projection, selection, sort, where=where,
                             default_sort=default_sort)

    # ------------------------------------------------------------ insert
    def insert(self, uri: Uri, values: dict[str, Any], caller: Caller = SHELL_CALLER) -> str:
        seg = uri.segments
        with self._connect() as con:
            if uri.authority == "com.android.contacts" and seg == ("raw_contacts",):
                return f"content://com.android.contacts/raw_contacts/{self._insert_raw(con, values)}"
            if uri.authority == "com.android.contacts" and seg == ("data",):
                return f"content://com.android.contacts/data/{self._insert_data(con, values)}"
        raise ProviderError(f"Unknown URI {uri.raw}", "java.lang.UnsupportedOperationException")

    # ------------------------------------------------------------ update / delete
    def update(self, uri: Uri, values: dict[str, Any], selection: str | None,
               caller: Caller = SHELL_CALLER) -> int:
        source, columns, where, _ = self._route(uri)
        seg = uri.segments
        table = {"raw_contacts": "raw_contacts", "data": "data", "contacts": "contacts"}.get(
            seg[0] if seg else "")
        if uri.authority != "com.android.contacts" or table is None or not values:
            raise ProviderError(f"Unknown URI {uri.raw}", "java.lang.UnsupportedOperationException")
        with self._connect() as con:
            ids = [r[0] for r in run_query(con, source, columns, ["_id"], selection, None,
                                           where=where)[1]]
            cols = list(values)
            for row_id in ids:
                self._exec(con, f"UPDATE {table} SET {', '.join(f'{c}=?' for c in cols)} "
                                f"WHERE _id=?", [values[c] for c in cols] + [row_id])
                if table == "contacts":
                    raw_ids = [r[0] for r in con.execute(
                        "SELECT _id FROM raw_contacts WHERE contact_id=?", (row_id,))]
                    for raw in raw_ids:
                        self._exec(con, f"UPDATE raw_contacts SET {', '.join(f'{c}=?' for c in cols)}"
                                        " WHERE _id=?", [values[c] for c in cols] + [raw])
                    continue
                raw = row_id if table == "raw_contacts" else con.execute(
                    "SELECT raw_contact_id FROM data WHERE _id=?", (row_id,)).fetchone()[0]
                if table == "data":
                    self._reindex_phone(con, row_id)
                self._refresh(con, raw)
            return len(ids)

    def delete(self, uri: Uri, selection: str | None, caller: Caller = SHELL_CALLER) -> int:
        source, columns, where, _ = self._route(uri)
        seg = uri.segments
        with self._connect() as con:
            ids = [r[0] for r in run_query(con, source, columns, ["_id"], selection, None,
                                           where=where)[1]]
            kind = seg[0] if seg else ""
            if uri.authority == "contacts":
                kind = "data" if kind == "phones" else "raw_contacts"
            for row_id in ids:
                if kind == "raw_contacts":
                    self._delete_raw(con, row_id)
                elif kind == "contacts":
                    for (raw,) in con.execute("SELECT _id FROM raw_contacts WHERE contact_id=?",
                                              (row_id,)).fetchall():
                        self._delete_raw(con, raw)
                else:
                    raw = con.execute("SELECT raw_contact_id FROM data WHERE _id=?",
                                      (row_id,)).fetchone()
                    con.execute("DELETE FROM data WHERE _id=?", (row_id,))
                    con.execute("DELETE FROM phone_lookup WHERE data_id=?", (row_id,))
                    if raw:
                        self._refresh(con, raw[0])
            return len(ids)

    # ------------------------------------------------------------ for the model
    def add_contact(self, name: str, number: str | None = None, phone_type: int = 2) -> int:
        """Save a local contact as the Contacts editor does; returns the raw contact id."""
        with self._connect() as con:
            raw_id = self._insert_raw(con, {})
            if name:
                self._insert_data(con, {"raw_contact_id": raw_id, "mimetype": MIME_NAME,
                                        "data1": name})
            if number:
                self._insert_data(con, {"raw_contact_id": raw_id, "mimetype": MIME_PHONE,
                                        "data1": number, "data2": phone_type})
            return raw_id

    def phones(self) -> list[tuple[str | None, str]]:
        """``(display name, number)`` of every phone row of a live raw contact."""
        with self._connect() as con:
            return [(r[0], r[1]) for r in con.execute(
                "SELECT name, number FROM " + _LEGACY_PHONES_VIEW + " ORDER BY _id")]

    def lookup_number(self, number: str) -> tuple[int, str | None] | None:
        """``(raw contact id, display name)`` of a contact with this number (min match)."""
        key = min_match(number)
        if not key:
            return None
        with self._connect() as con:
            row = con.execute("SELECT rc._id, rc.display_name FROM phone_lookup pl JOIN "
                              "raw_contacts rc ON pl.raw_contact_id = rc._id WHERE "
                              "pl.min_match = ? AND rc.deleted = 0 ORDER BY rc._id LIMIT 1",
                              (key,)).fetchone()
        return (row[0], row[1]) if row else None
