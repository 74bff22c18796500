"""What Google Contacts' screens read from and write to the contacts provider
(``model.contacts``, ``providers/contacts.py``), through its content-provider methods
with ``com.android.contacts`` URIs -- the calls ``ContactSaveService`` makes (AOSP
``packages/apps/Contacts``), so a contact saved on screen looks exactly like one saved on a
device: a local ``raw_contacts`` row (no account, as on the emulator without a Google
account) with a ``vnd.android.cursor.item/name`` row (``data2`` given / ``data3`` family;
the provider builds ``data1``), one ``vnd.android.cursor.item/phone_v2`` row per
number (``data1`` as typed, ``data2`` = 2 ``TYPE_MOBILE``, the editor's default type) and
one ``vnd.android.cursor.item/email_v2`` row per address (``data1`` as typed, ``data2`` =
1 ``TYPE_HOME``, the first type of ``BaseAccountType.addDataKindEmail`` [inferred for
Google Contacts]).

* list order: the contacts' display names by phonebook bucket (A..Z, then ``#``), then
  case-insensitively (``ContactsContract.Contacts.SORT_KEY_PRIMARY``);
* an edit updates the changed data rows (``data1`` of a name recomputed from its parts, a
  number's ``data4`` recomputed as the provider's insert does), deletes rows whose fields
  were cleared and inserts new ones;
* delete removes the contact (``content://com.android.contacts/contacts/<id>``).
"""

from __future__ import annotations

from venus_tasks.sim.providers.base import Uri
from venus_tasks.sim.providers.contacts_store import MIME_EMAIL, MIME_NAME, MIME_PHONE, e164, split_name

AUTHORITY = "content://com.android.contacts/"
PHONE_TYPE_MOBILE = 2
EMAIL_TYPE_HOME = 1
# Phone.getTypeLabel for the common types (res/values/strings.xml of the framework)
PHONE_TYPES = {1: "Home", 2: "Mobile", 3: "Work", 4: "Work Fax", 5: "Home Fax", 6: "Pager",
               7: "Other", 12: "Main"}


def _uri(path: str) -> Uri:
    return Uri.parse(AUTHORITY + path)


def _query(model, path: str, projection: list[str], selection: str | None = None,
           sort: str | None = None) -> list[dict]:
    cols, rows = model.contacts.query(_uri(path), projection, selection, sort)
    return [dict(zip(cols, r)) for r in rows]


def contacts(model) -> list[dict]:
    """``{"id", "name", "starred", "section"}`` of every contact, in the list's order;
    ``section`` is the phonebook bucket's letter (A-Z, else "#")."""
    found = _query(model, "contacts", ["_id", "display_name", "phonebook_bucket", "starred"])

    def order(c):
        bucket = int(c["phonebook_bucket"] or 0)
        return (bucket if 1 <= bucket <= 26 else 27, (c["display_name"] or "").casefold(), c["_id"])
    def section(c):
        bucket = int(c["phonebook_bucket"] or 0)
        return chr(64 + bucket) if 1 <= bucket <= 26 else "#"
    return [{"id": c["_id"], "name": c["display_name"] or "", "starred": bool(int(c["starred"] or 0)),
             "section": section(c)} for c in sorted(found, key=order)]


def contact(model, contact_id: int) -> dict | None:
    """One contact: ``id``, ``name`` (display name), ``starred``, ``raw_id``, ``name_row``
    (``{"id", "first", "last"}`` or None), ``phones`` (``[{"id", "number", "type"}]``) and
    ``emails`` (``[{"id", "address", "type"}]``)."""
    head = _query(model, f"contacts/{int(contact_id)}", ["_id", "display_name", "starred",
                                                         "name_raw_contact_id"])
    if not head:
        return None
    rows = _query(model, "data", ["_id", "raw_contact_id", "mimetype", "data1", "data2", "data3",
                                  "data5"], f"contact_id = {int(contact_id)}", "_id")
    info = {"id": head[0]["_id"], "name": head[0]["display_name"] or "",
            "starred": bool(int(head[0]["starred"] or 0)), "raw_id": head[0]["name_raw_contact_id"],
            "name_row": None, "phones": [], "emails": []}
    for r in rows:
        if r["mimetype"] == MIME_NAME and info["name_row"] is None:
            first = " ".join(str(p) for p in (r["data2"], r["data5"]) if p)
            info["name_row"] = {"id": r["_id"], "first": first, "last": str(r["data3"] or "")}
        elif r["mimetype"] == MIME_PHONE and r["data1"]:
            kind = int(r["data2"]) if str(r["data2"] or "").isdigit() else 0
            info["phones"].append({"id": r["_id"], "number": str(r["data1"]), "type": kind})
        elif r["mimetype"] == MIME_EMAIL and r["data1"]:
            kind = int(r["data2"]) if str(r["data2"] or "").isdigit() else 0
            info["emails"].append({"id": r["_id"], "address": str(r["data1"]), "type": kind})
    return info


def name_parts(name: str) -> tuple[str, str]:
    """The editor's First name / Last name for a display name (``NameSplitter``): the
    family name is the last word, the given and middle names the rest."""
    given, middle, family = split_name(name.strip())
    return " ".join(p for p in (given, middle) if p), family or ""


def _name_values(first: str, last: str) -> dict:
    return {"data1": " ".join(p for p in (first, last) if p), "data2": first or None,
            "data3": last or None, "data5": None}


def _typed(items, default: int) -> list[tuple[str, int]]:
    """``(value, type)`` pairs from values or pairs (a bare value gets ``default``)."""
    return [(i, default) if isinstance(i, str) else (i[0], i[1]) for i in items]


def create(model, first: str, last: str, phones: list, emails: list = ()) -> int | None:
    """Save a new local contact; ``phones``/``emails`` are values or ``(value, type)``
    pairs (default types Mobile / Home). None (nothing written) when every field is empty."""
    phones = [p for p in _typed(phones, PHONE_TYPE_MOBILE) if p[0]]
    emails = [e for e in _typed(emails, EMAIL_TYPE_HOME) if e[0]]
    if not (first or last or phones or emails):
        return None
    raw_uri = model.contacts.insert(_uri("raw_contacts"), {})
    raw_id = int(raw_uri.rsplit("/", 1)[1])
    if first or last:
        values = {"raw_contact_id": raw_id, "mimetype": MIME_NAME}
        values.update({k: v for k, v in (("data2", first), ("data3", last)) if v})
        model.contacts.insert(_uri("data"), values)
    for number, kind in phones:
        model.contacts.insert(_uri("data"), {"raw_contact_id": raw_id, "mimetype": MIME_PHONE,
                                             "data1": number, "data2": kind})
    for address, kind in emails:
        model.contacts.insert(_uri("data"), {"raw_contact_id": raw_id, "mimetype": MIME_EMAIL,
                                             "data1": address, "data2": kind})
    row = _query(model, f"raw_contacts/{raw_id}", ["contact_id"])
    return row[0]["contact_id"] if row else None


def update(model, info: dict, first: str, last: str, phones: list,
           emails: list | None = None) -> None:
    """Write the editor's values over the contact ``info`` (from ``contact``); entries are
    values or ``(value, type)`` pairs as for ``create``; ``emails`` None leaves its
    addresses alone."""
    name = info["name_row"]
    if name is not None and (first, last) != (name["first"], name["last"]):
        if first or last:
            model.contacts.update(_uri(f"data/{name['id']}"), _name_values(first, last), None)
        else:
            model.contacts.delete(_uri(f"data/{name['id']}"), None)
    elif name is None and (first or last):
        values = {"raw_contact_id": info["raw_id"], "mimetype": MIME_NAME}
        values.update({k: v for k, v in (("data2", first), ("data3", last)) if v})
        model.contacts.insert(_uri("data"), values)
    for i, (number, kind) in enumerate(_typed(phones, PHONE_TYPE_MOBILE)):
        old = info["phones"][i] if i < len(info["phones"]) else None
        if old is None:
            if number:
                model.contacts.insert(_uri("data"), {"raw_contact_id": info["raw_id"],
                                                     "mimetype": MIME_PHONE, "data1": number,
                                                     "data2": kind})
        elif not number:
            model.contacts.delete(_uri(f"data/{old['id']}"), None)
        elif (number, kind) != (old["number"], old["type"]):
            model.contacts.update(_uri(f"data/{old['id']}"),
                                  {"data1": number, "data4": e164(number), "data2": kind}, None)
    for i, (address, kind) in enumerate(_typed(emails or (), EMAIL_TYPE_HOME)):
        old = info["emails"][i] if i < len(info["emails"]) else None
        if old is None:
            if address:
                model.contacts.insert(_uri("data"), {"raw_contact_id": info["raw_id"],
                                                     "mimetype": MIME_EMAIL, "data1": address,
                                                     "data2": kind})
        elif not address:
            model.contacts.delete(_uri(f"data/{old['id']}"), None)
        elif (address, kind) != (old["address"], old["type"]):
            model.contacts.update(_uri(f"data/{old['id']}"), {"data1": address, "data2": kind}, None)


def delete(model, contact_id: int) -> None:
    model.contacts.delete(_uri(f"contacts/{int(contact_id)}"), None)


def set_starred(model, contact_id: int, starred: bool) -> None:
    model.contacts.update(_uri(f"contacts/{int(contact_id)}"), {"starred": 1 if starred else 0}, None)


def display_number(number: str) -> str:
    """A number as the contact card shows it: US numbers in libphonenumber's format for
    the emulator's US region ("(650) 555-1234", "+1 650-555-1234", "555-1234"), other
    numbers as stored [inferred]."""
    digits = "".join(ch for ch in number if ch.isdigit())
    plain = all(ch.isdigit() or ch in " -().+" for ch in number)
    intl = number.strip().startswith("+")
    if not plain:
        return number
    if not intl and len(digits) == 10:
        return f"({digits[:3]}) {digits[3:6]}-{digits[6:]}"
    if len(digits) == 11 and digits[0] == "1":
        return f"{'+' if intl else ''}1 {digits[1:4]}-{digits[4:7]}-{digits[7:]}"
    if not intl and len(digits) == 7:
        return f"{digits[:3]}-{digits[3:]}"
    return number
