"""Building blocks of the messages, contacts and playlist intents of the ``ambiguity``
suite (``intents_messages``, ``intents_contacts``, ``intents_media``): seeded people and
numbers, deterministic readers of the contacts and SMS providers for the per-requirement
checks, and ``social_spec``, which derives an ``IntentSpec``'s ``apply`` from a ``solve``
and one fallback per requirement.

Readers take a ``Probe`` (``spec.Probe``: one provider read per store and moment, cached)
or a device.

Comparisons are normalised, never fuzzy: numbers by their national digits
(``verifiers.phones.national``), names and e-mail addresses case-folded with whitespace
collapsed, message bodies by ``verifiers.answer.normalize`` (case, punctuation and
spacing do not count; every word does).
"""

from __future__ import annotations

import collections
import random
from typing import Any, Callable, Mapping

from apps import contacts, providers, sms
from venus_tasks.ambiguity.spec import IntentSpec, Probe
from verifiers.answer import normalize
from verifiers.phones import national

MIME_EMAIL = "vnd.android.cursor.item/email_v2"   # AOSP ContactsContract.CommonDataKinds.Email
EMAIL_TYPE_HOME, EMAIL_TYPE_WORK = 1, 2           # Email.TYPE_HOME / TYPE_WORK
PHONE_TYPE_OTHER = 7                              # Phone.TYPE_OTHER
# Phone.getTypeLabel / Email.getTypeLabel (framework res/values/strings.xml) with the
# Chinese labels (framework res/values-zh-rCN) for the goal texts.
PHONE_LABELS = {contacts.PHONE_TYPE_MOBILE: ("Mobile", "手机"), contacts.PHONE_TYPE_HOME: ("Home", "住宅"),
                contacts.PHONE_TYPE_WORK: ("Work", "单位"), PHONE_TYPE_OTHER: ("Other", "其他")}
EMAIL_LABELS = {EMAIL_TYPE_HOME: ("Home", "个人"), EMAIL_TYPE_WORK: ("Work", "单位")}

FIRST = ("Priya", "Elliot", "Noor", "Tomas", "Hana", "Felix", "Ines", "Omar", "Clara", "Ravi", "Jonas",
         "Leah", "Mateo", "Yuki", "Anika", "Bruno")
LAST = ("Okafor", "Lindqvist", "Moreau", "Tanaka", "Brennan", "Castillo", "Novak", "Haddad", "Whitaker",
        "Ferreira", "Kowalski", "Dubois", "Sorensen", "Achebe", "Varga", "Quinlan")
AREAS = ("212", "312", "415", "617", "650", "206", "303", "512")
DOMAINS = ("example.com", "example.org", "example.net")
T0 = 1_696_800_000_000   # ms: the week before the device's 2023-10-15, for seeded messages


def number(rng: random.Random, taken: set[str]) -> str:
    """A fictional NANP number (``555-01xx`` style exchange 555) written ``650-555-0142``,
    whose national digits are not in ``taken`` (updated)."""
    while True:
        n = f"{rng.choice(AREAS)}-555-{rng.randrange(100, 10000):04d}"
        if national(n) not in taken:
            taken.add(national(n))
            return n


def people(rng: random.Random, n: int, taken: set[str]) -> list[dict[str, str]]:
    """``n`` people ``{"first", "last", "name", "number"}`` with distinct first and last names."""
    out = []
    for f, la in zip(rng.sample(FIRST, n), rng.sample(LAST, n)):
        out.append({"first": f, "last": la, "name": f"{f} {la}", "number": number(rng, taken)})
    return out


_HANDLE_A = ("sunny", "quiet", "brisk", "amber", "maple", "cobalt", "lucky", "river", "cedar", "polar")
_HANDLE_B = ("reader", "hiker", "baker", "otter", "falcon", "pixel", "harbor", "meadow", "comet", "lantern")


def email_of(rng: random.Random) -> str:
    """An address on a reserved example domain (RFC 2606) whose handle does not spell the
    person's name (so an address in a goal never names its contact)."""
    return f"{rng.choice(_HANDLE_A)}.{rng.choice(_HANDLE_B)}{rng.randrange(10, 100)}@{rng.choice(DOMAINS)}"


def same_text(a: str, b: str) -> bool:
    """Equal after ``verifiers.answer.normalize`` (case, punctuation, spacing)."""
    return normalize(a) == normalize(b)


def same_name(a: str, b: str) -> bool:
    """Display names equal case-folded with whitespace collapsed."""
    return " ".join(a.casefold().split()) == " ".join(b.casefold().split())


# ------------------------------------------------------------------ contacts
def contact_cards(source) -> list[dict[str, Any]]:
    """``read_cards`` through a ``Probe``'s cache, or straight from a device."""
    return source.rows("contacts.cards", read_cards) if isinstance(source, Probe) else read_cards(source)


def read_cards(device) -> list[dict[str, Any]]:
    """Every raw contact not deleted: ``{"id", "name", "phones": [(national digits, type)],
    "emails": [(address case-folded, type)]}``, by id. Reads ``content://com.android.contacts/data``
    (``raw_contact_id``, ``display_name``, ``mimetype``, ``data1``, ``data2``)."""
    ids = contacts.raw_contact_ids(device)
    cards = {i: {"id": i, "name": "", "phones": [], "emails": []} for i in ids}
    rows = providers.query(device, contacts.DATA, ("raw_contact_id", "display_name", "mimetype", "data1", "data2"))
    for r in rows:
        card = cards.get(int(r["raw_contact_id"] or -1))
        if card is None:
            continue
        card["name"] = r["display_name"] or card["name"]
        if r["mimetype"] == contacts.MIME_PHONE:
            card["phones"].append((national(r["data1"] or ""), int(r["data2"] or 0)))
        elif r["mimetype"] == MIME_EMAIL:
            card["emails"].append(((r["data1"] or "").strip().casefold(), int(r["data2"] or 0)))
    return [cards[i] for i in ids]


def cards_named(source, name: str) -> list[dict[str, Any]]:
    """The contact cards whose display name is ``name`` (``same_name``)."""
    return [c for c in contact_cards(source) if same_name(c["name"], name)]


def card_has_phone(card: dict, number_: str, kind: int | None = None) -> bool:
    """The card holds ``number_`` (national digits), of type ``kind`` when given."""
    return any(n == national(number_) and (kind is None or k == kind) for n, k in card["phones"])


def card_has_email(card: dict, address: str, kind: int | None = None) -> bool:
    """The card holds ``address`` (case-folded), of type ``kind`` when given."""
    return any(e == address.strip().casefold() and (kind is None or k == kind) for e, k in card["emails"])


def seed_contacts(device, entries: list[dict[str, Any]]) -> None:
    """Clear the contacts provider and add ``entries`` (``{"name", "number"}``, the number
    may be empty, plus optional ``"more": [[number, type], ...]`` extra numbers,
    ``"email": [address, type]`` and ``"starred": true``)."""
    contacts.clear_contacts(device)
    device.force_stop(contacts.APP.package)   # the app opens on its contact list
    contacts.add_contacts(device, [(e["name"], e["number"] or None) for e in entries])
    for e in entries:
        if e.get("starred"):
            set_starred(device, e["name"], True)
        for extra, kind in e.get("more", ()):
            contacts.add_number(device, e["name"], extra, kind)
        if e.get("email"):
            add_email(device, e["name"], e["email"][0], e["email"][1])


def add_email(device, name: str, address: str, kind: int) -> None:
    """Add an e-mail row (``email_v2``, ``data2`` = ``kind``) to the contact named ``name``.

    Raises:
      RuntimeError: no contact has that name.
    """
    found = cards_named(device, name)
    if not found:
        raise RuntimeError(f"{device.serial}: no contact named {name!r} to add {address} to")
    providers.insert(device, contacts.DATA, {"raw_contact_id": found[0]["id"], "mimetype": MIME_EMAIL,
                                             "data1": address, "data2": kind})


def add_nameonly(device, name: str) -> None:
    """A local contact with a name and nothing else (``raw_contacts`` + a name row)."""
    contacts.add_contact(device, name, None)


CONTACTS_URI = "content://com.android.contacts/contacts"


def starred(source) -> dict[str, bool]:
    """``{display name case-folded: starred}`` of every contact (``contacts.starred``, AOSP
    ``ContactsContract.Contacts.STARRED``), through a ``Probe``'s cache or from a device."""
    def read(device):
        return {(r["display_name"] or "").casefold(): (r["starred"] or "0") == "1"
                for r in providers.query(device, CONTACTS_URI, ("display_name", "starred"))}
    return source.rows("contacts.starred", read) if isinstance(source, Probe) else read(source)


def set_starred(device, name: str, on: bool) -> None:
    """Star (or unstar) the contact named ``name`` (the card's star writes ``starred``)."""
    quoted = name.replace("'", "''")
    device.run(["content", "update", "--uri", CONTACTS_URI, "--bind", f"starred:i:{1 if on else 0}",
                "--where", f"display_name='{quoted}'"])


def set_phone(device, name: str, old: str, new: str, kind: int) -> None:
    """Replace the number ``old`` of contact ``name`` by ``new`` of type ``kind``."""
    contacts.delete_number(device, name, old)
    contacts.add_number(device, name, new, kind)


# ------------------------------------------------------------------ messages
def seed_messages(device, history: list[dict[str, Any]]) -> None:
    """Make Simple SMS Messenger the default SMS app, clear every SMS and add ``history``
    (``{"address", "body", "date", "type"}``)."""
    sms.make_default_sms_app(device)
    device.force_stop(sms.APP.package)        # the app opens on its conversation list
    sms.clear_messages(device)
    sms.add_messages(device, [sms.Sms(m["address"], m["body"], m["date"], m["type"]) for m in history])


def messages(source) -> list[sms.Sms]:
    """Every inbox and sent message (drafts and other boxes left out), oldest first; through
    a ``Probe``'s cache or straight from a device."""
    def read(device):
        return [m for m in sms.list_messages(device, "all") if m.type in (sms.TYPE_INBOX, sms.TYPE_SENT)]
    return source.rows("sms.messages", read) if isinstance(source, Probe) else read(source)


def _key(address: str, body: str, type_: int) -> tuple:
    return national(address), body, type_


def new_sent(source, history: list[dict[str, Any]]) -> list[sms.Sms]:
    """Sent messages that are not part of the seeded ``history``."""
    seeded = collections.Counter(_key(m["address"], m["body"], m["type"]) for m in history)
    out = []
    for m in messages(source):
        k = _key(m.address, m.body, m.type)
        if seeded[k]:
            seeded[k] -= 1
        elif m.type == sms.TYPE_SENT:
            out.append(m)
    return out


def remaining(source, history: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The seeded ``history`` messages still on the device (matched on address, body, type)."""
    present = collections.Counter(_key(m.address, m.body, m.type) for m in messages(source))
    out = []
    for m in history:
        k = _key(m["address"], m["body"], m["type"])
        if present[k]:
            present[k] -= 1
            out.append(m)
    return out


def send(device, address: str, body: str, history: list[dict[str, Any]]) -> None:
    """Store ``body`` as sent to ``address`` (what the app's send does), dated after ``history``."""
    last = max([m["date"] for m in history] or [T0])
    sms.add_messages(device, [sms.Sms(address, body, last + 60_000, sms.TYPE_SENT)])


def delete_thread(device, address: str) -> None:
    """Delete every message with ``address`` (national digits)."""
    for m in providers.query(device, sms.ALL, ("_id", "address")):
        if national(m["address"] or "") == national(address):
            providers.delete(device, sms.ALL, where=f"_id={int(m['_id'])}")


def delete_body(device, address: str, body: str) -> None:
    """Delete the messages with ``address`` whose body is exactly ``body``."""
    for m in providers.query(device, sms.ALL, ("_id", "address", "body")):
        if national(m["address"] or "") == national(address) and (m["body"] or "") == body:
            providers.delete(device, sms.ALL, where=f"_id={int(m['_id'])}")


# ------------------------------------------------------------------ specs
Params = Mapping[str, Any]


def social_spec(*, solve: Callable[[Any, Params], None], fallback: Mapping[str, Callable[[Params], dict]],
                **fields: Any) -> IntentSpec:
    """An ``IntentSpec`` whose ``apply(env, params, ids)`` runs ``solve(device, q)`` on the
    params ``q`` in which every requirement not in ``ids`` took its ``fallback`` (the
    app's default, or the value an agent acting without asking would use: another
    contact, a different text); no ids: nothing is done. ``fields``: the spec's other
    fields (``tags`` get ``domain:social`` unless they name a domain: contacts and messages
    are AmbiBench's social domain). ``spec.apply.fallback`` keeps ``fallback``.

    Raises ValueError (from ``IntentSpec``) as it does, and when ``fallback`` does not
    cover every requirement.
    """
    def apply(env, params: Params, ids) -> None:
        if not ids:
            return
        q = dict(params)
        for rid in sorted(set(fallback) - set(ids)):
            q = fallback[rid](q)
        solve(env.device, q)

    apply.fallback = dict(fallback)          # for tests: what leaving each requirement out does
    fields.setdefault("defaults", {})
    tags = tuple(fields.pop("tags", ()))
    fields["tags"] = tags if any(t.startswith("domain:") for t in tags) else ("domain:social", *tags)
    spec = IntentSpec(apply=apply, **fields)
    ids = {r.id for r in spec.intent(spec.draw(random.Random(0))).requirements}
    if set(fallback) != ids:
        raise ValueError(f"{spec.name}: fallback covers {sorted(fallback)}, the intent has {sorted(ids)}")
    return spec
