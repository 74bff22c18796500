"""Contacts (``com.google.android.contacts``) and the contacts provider.

Contacts live in ``com.android.providers.contacts`` (``contacts2.db``), reached through
``content://com.android.contacts``. A contact is one ``raw_contacts`` row (local, no
account) plus ``data`` rows: ``vnd.android.cursor.item/name`` (``data1`` display name) and
``vnd.android.cursor.item/phone_v2`` (``data1`` number, ``data2`` type, 2 = mobile)
(AOSP ``ContactsContract``). Reading uses AndroidWorld's query
(``utils/contacts_utils.list_contacts``): ``content://contacts/phones/`` with projection
``display_name:number``. Reset: ``pm clear com.android.providers.contacts`` (AndroidWorld
``clear_contacts``).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Sequence

from apps import providers
from apps.base import App, private_folders_self_written

PROVIDER_PACKAGE = "com.android.providers.contacts"
RAW_CONTACTS = "content://com.android.contacts/raw_contacts"
DATA = "content://com.android.contacts/data"
CONTACTS = "content://com.android.contacts/contacts"   # aggregated contacts (``starred``: favourites)
PHONES = "content://contacts/phones/"
MIME_NAME = "vnd.android.cursor.item/name"
MIME_PHONE = "vnd.android.cursor.item/phone_v2"
MIME_EMAIL = "vnd.android.cursor.item/email_v2"
EMAIL_TYPE_HOME = 1
PHONE_TYPE_MOBILE = 2

APP = App(
    name="contacts",
    package="com.google.android.contacts",
    activity="com.google.android.contacts/com.android.contacts.activities.PeopleActivity",
    label="Contacts",
    aliases=("google contacts",),
    preinstalled=True,
    first_run=("Skip", "Don't allow"),  # AndroidWorld env/setup_device/apps.py
    source="preinstalled on the emulator image",
    self_written=private_folders_self_written("contacts"),
)


@dataclasses.dataclass(frozen=True, order=True)
class Contact:
    """A contact as ``content://contacts/phones/`` shows it."""

    display_name: str
    number: str

    @property
    def digits(self) -> str:
        """The number reduced to its digits (AndroidWorld compares these)."""
        return re.sub(r"\D", "", self.number)


def clear_contacts(device) -> None:
    """Remove every contact (``pm clear`` of the contacts provider)."""
    device.clear_app(PROVIDER_PACKAGE)


def add_contact(device, name: str, number: str | None) -> None:
    """Insert a local contact with one mobile number (none when ``number`` is None): one
    shell round trip (``add_contacts``)."""
    add_contacts(device, [(name, number)])


def add_contacts(device, people: Sequence[tuple[str, str | None]]) -> None:
    """Insert local contacts ``(name, mobile number or None)`` in order, in one shell round
    trip for a few dozen (``providers.run_script``): per contact a ``raw_contacts`` row,
    its ``_id`` read back in the same script (``content query ... --sort '_id DESC' | head
    -n 1 | cut -s -d= -f2``, the newest row's ``Row: 0 _id=N``), then its name row and its
    phone row. Names and numbers are quoted (``shlex.quote``).

    Raises:
      RuntimeError: the provider refused a row or gave no new raw contact id.
    """
    raw = providers.quoted(providers.insert_args(RAW_CONTACTS, {"account_type": None, "account_name": None}))
    newest = providers.quoted(["content", "query", "--uri", RAW_CONTACTS, "--projection", "_id",
                               "--sort", "_id DESC"])
    lines = []
    for name, number in people:
        rows = [providers.quoted(providers.insert_args(DATA, {"mimetype": MIME_NAME, "data1": name}))]
        if number is not None:
            rows.append(providers.quoted(providers.insert_args(
                DATA, {"mimetype": MIME_PHONE, "data1": number, "data2": PHONE_TYPE_MOBILE})))
        # the raw contact id is digits read back from the provider, bound unquoted
        rows = [f"{r} --bind raw_contact_id:l:$id" for r in rows]
        lines.append(f"{{ {raw} && id=$({newest} | head -n 1 | cut -s -d= -f2) && "
                     f"{{ [ -n \"$id\" ] || {{ echo \"[ERROR] no raw contact id after content insert\"; "
                     f"exit 1; }}; }} && {' && '.join(rows)}; }}")
    providers.run_script(device, lines)


def list_contacts(device) -> list[Contact]:
    """Every (name, number) pair, sorted by name then number."""
    found = providers.query(device, PHONES, ("display_name", "number"))
    return sorted(Contact(r["display_name"] or "", r["number"] or "") for r in found)


def raw_contact_ids(device) -> list[int]:
    """Ids of the raw contacts not marked deleted, ascending (a contact saved without a
    number has one too, though ``list_contacts`` does not show it)."""
    found = providers.query(device, RAW_CONTACTS, ("_id",), where="deleted=0")
    return sorted(int(r["_id"]) for r in found)


def delete_contact(device, name: str) -> None:
    """Delete every raw contact whose display name is ``name`` (a local contact is removed
    at once, AOSP ``ContactsProvider2.deleteRawContact``)."""
    quoted = name.replace("'", "''")
    providers.delete(device, RAW_CONTACTS, where=f"display_name='{quoted}'")


PHONE_TYPE_HOME, PHONE_TYPE_WORK = 1, 3


def _raw_ids_named(device, name: str) -> list[int]:
    quoted = name.replace("'", "''")
    found = providers.query(device, RAW_CONTACTS, ("_id",), where=f"display_name='{quoted}' AND deleted=0")
    return sorted(int(r["_id"]) for r in found)


def add_number(device, name: str, number: str, kind: int = PHONE_TYPE_MOBILE) -> None:
    """Add one more number (``data2`` type ``kind``) to the contact named ``name``.

    Raises:
      RuntimeError: no contact has that name.
    """
    ids = _raw_ids_named(device, name)
    if not ids:
        raise RuntimeError(f"{device.serial}: no contact named {name!r} to add {number} to")
    providers.insert(device, DATA, {"raw_contact_id": ids[0], "mimetype": MIME_PHONE, "data1": number, "data2": kind})


def delete_number(device, name: str, number: str) -> None:
    """Remove the number ``number`` (exactly as stored) from the contacts named ``name``."""
    quoted = number.replace("'", "''")
    for raw_id in _raw_ids_named(device, name):
        providers.delete(device, DATA, where=f"raw_contact_id={raw_id} AND mimetype='{MIME_PHONE}' "
                                             f"AND data1='{quoted}'")


def starred(device) -> list[str]:
    """Display names of the contacts in favourites (``contacts.starred`` 1), sorted."""
    found = providers.query(device, CONTACTS, ("display_name", "starred"))
    return sorted(r["display_name"] or "" for r in found if int(r["starred"] or 0))


def set_starred(device, name: str, on: bool = True) -> None:
    """Add the contacts named ``name`` to favourites (``on``) or take them off."""
    quoted = name.replace("'", "''")
    providers.update(device, CONTACTS, {"starred": int(on)}, where=f"display_name='{quoted}'")


def list_phones(device) -> list[tuple[str, str, int]]:
    """Every phone row as ``(display name, number, type)`` (``data2``; 0 if unset), sorted."""
    found = providers.query(device, DATA, ("display_name", "data1", "data2"), where=f"mimetype='{MIME_PHONE}'")
    return sorted((r["display_name"] or "", r["data1"] or "", int(r["data2"] or 0)) for r in found)


def add_email(device, name: str, address: str, kind: int = EMAIL_TYPE_HOME) -> None:
    """Add an email address (``data2`` type ``kind``, 1 = home) to the contact named ``name``.

    Raises:
      RuntimeError: no contact has that name.
    """
    ids = _raw_ids_named(device, name)
    if not ids:
        raise RuntimeError(f"{device.serial}: no contact named {name!r} to add {address} to")
    providers.insert(device, DATA, {"raw_contact_id": ids[0], "mimetype": MIME_EMAIL, "data1": address,
                                    "data2": kind})


def list_emails(device) -> list[tuple[str, str]]:
    """Every email row as ``(display name, address as saved)``, sorted."""
    found = providers.query(device, DATA, ("display_name", "data1"), where=f"mimetype='{MIME_EMAIL}'")
    return sorted((r["display_name"] or "", r["data1"] or "") for r in found)
