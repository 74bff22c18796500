"""What Simple SMS Messenger (``com.simplemobiletools.smsmessenger``) reads and writes: the
telephony provider (``model.sms``, ``content://sms`` over ``mmssms.db``) and contact names
from the contacts provider (``model.contacts``), never a store of its own.

Source: SimpleMobileTools/Simple-SMS-Messenger 5.19.3 (versionCode 85, commit 11ded3f; the
app sources are unchanged to the last commit 84094a4; Simple-Commons b72ded2a75),
``extensions/Context.kt`` and ``messaging/MessagingUtils.kt``:

* Conversations (``getConversations``): threads with ``message_count > 0``, newest
  ``date`` first; the snippet is ``threads.snippet``; the title joins the participants'
  names, a contact's display name where ``PhoneLookup`` finds the number, else the number
  (``getThreadContactNames``); ``read`` is ``threads.read``.
* Messages of a thread (``getMessages``): its ``sms`` rows by ``date``, drafts excluded.
* Send (``MessagingUtils.sendSmsMessage``): one row per recipient with ``address``,
  ``body``, ``date`` now, ``read=1``, ``seen=1``, ``sub_id``; the framework's "sent"
  broadcast moves it to ``type=2`` (``SmsStatusSentReceiver``), stored here directly with
  ``SmsProvider.record_sent`` and ``creator`` = the app.
* Open a thread: every unread message gets ``read=1, seen=1`` (``markMessageRead`` from
  ``ThreadActivity.getThreadItems``). Delete: ``content://sms`` rows ``thread_id = ?``
  (``deleteConversation``) or ``_id = ?`` (``deleteMessage``), the provider drops emptied
  threads. Drafts: ``content://sms/draft`` with ``body``, ``date``, ``type=3``,
  ``thread_id`` (``saveSmsDraft``/``getSmsDraft``/``deleteSmsDraft``).
* Contacts (``SimpleContactsHelper.getAvailableContacts``): phone rows with their
  display name; a contact's number is ``NORMALIZED_NUMBER`` (``data4``) or the number
  with only dialable characters kept (``PhoneNumberUtils.normalizeNumber``).
* Dates (Simple-Commons ``Int.formatDateOrTime``): today the time, else the date
  (``dd.MM`` this year, ``dd.MM.yyyy`` before; ``DATE_FORMAT_ONE``, what
  ``BaseConfig.getDefaultDateFormat`` picks for en-US's ``M/d/yy``), with
  ``, <time>`` where the caller asks for it; time ``hh:mm a``, or ``HH:mm`` when
  ``system time_12_24`` is 24.
"""

from __future__ import annotations

import datetime

from venus_tasks.sim.providers.base import Caller, Uri
from venus_tasks.sim.providers.sms import MESSAGE_TYPE_DRAFT, MESSAGE_TYPE_INBOX, numbers_equal

PACKAGE = "com.simplemobiletools.smsmessenger"
SUB_ID = 1                        # the emulator's only SIM (SmsManager.getDefaultSmsSubscriptionId)


def _caller(model) -> Caller:
    pkg = model.packages.get(PACKAGE)
    return Caller(pkg.uid if pkg else 10000, PACKAGE)


def _rows(model, sql: str, params=()) -> list[dict]:
    with model.sms.db.connect() as con:
        cur = con.execute(sql, params)
        names = [d[0] for d in cur.description]
        return [dict(zip(names, r)) for r in cur.fetchall()]


# ------------------------------------------------------------------ names
def contact_name(model, number: str) -> str:
    """``SimpleContactsHelper.getNameFromPhoneNumber``: the contact's name, else the number."""
    found = model.contacts.lookup_number(number) if number else None
    return found[1] if found and found[1] else number


def title(model, addresses: list[str]) -> str:
    return ", ".join(contact_name(model, a) for a in addresses)


def contacts(model) -> list[dict]:
    """``{"name", "number"}`` per contact with a phone, by name (``allContacts.sort()``)."""
    uri = Uri.parse("content://com.android.contacts/data/phones")
    _, rows = model.contacts.query(uri, ["contact_id", "display_name", "data1", "data4"], None, "_id")
    seen: dict[int, dict] = {}
    for cid, name, number, normalized in rows:
        number = normalized or "".join(c for c in str(number or "") if c.isdigit() or c == "+")
        if not number:
            continue
        entry = seen.setdefault(cid, {"name": name or number, "numbers": []})
        entry["numbers"].append(number)
    found = [{"name": e["name"], "number": e["numbers"][0], "numbers": e["numbers"]}
             for e in seen.values()]
    return sorted(found, key=lambda c: c["name"].casefold())


# ------------------------------------------------------------------ threads and messages
def _addresses(con_rows: list[dict], recipient_ids: str | None) -> list[str]:
    by_id = {r["_id"]: r["address"] for r in con_rows}
    ids = [int(p) for p in (recipient_ids or "").split() if p.isdigit()]
    return [by_id[i] for i in ids if by_id.get(i)]


def conversations(model) -> list[dict]:
    """The conversation list: ``thread_id``, ``addresses``, ``title``, ``snippet``,
    ``date`` (ms), ``read``, ``draft`` (text or None), newest first."""
    canon = _rows(model, "SELECT _id, address FROM canonical_addresses")
    threads = _rows(model, "SELECT _id, date, snippet, read, recipient_ids FROM threads "
                           "WHERE message_count > 0 ORDER BY date DESC")
    out = []
    for t in threads:
        addresses = _addresses(canon, t["recipient_ids"])
        if not addresses:
            continue
        out.append({"thread_id": t["_id"], "addresses": addresses, "title": title(model, addresses),
                    "snippet": t["snippet"] or "", "date": int(t["date"] or 0),
                    "read": bool(t["read"]), "draft": draft(model, t["_id"])})
    return out


def thread_of(model, addresses: list[str]) -> int | None:
    """The existing thread with exactly these recipients (``Threads.getOrCreateThreadId``
    without the create)."""
    canon = _rows(model, "SELECT _id, address FROM canonical_addresses")
    ids = []
    for address in addresses:
        match = next((c["_id"] for c in canon if numbers_equal(c["address"], address)), None)
        if match is None:
            return None
        ids.append(match)
    wanted = sorted(ids)
    for t in _rows(model, "SELECT _id, recipient_ids FROM threads"):
        if sorted(int(p) for p in (t["recipient_ids"] or "").split() if p.isdigit()) == wanted:
            return t["_id"]
    return None


def messages(model, thread_id: int | None) -> list[dict]:
    if thread_id is None:
        return []
    return _rows(model, "SELECT _id, address, body, date, type, read FROM sms WHERE thread_id=? "
                        "AND type != ? ORDER BY date, _id", (thread_id, MESSAGE_TYPE_DRAFT))


def received(message: dict) -> bool:
    return message["type"] == MESSAGE_TYPE_INBOX


# ------------------------------------------------------------------ writes
def send(model, addresses: list[str], body: str) -> None:
    now = model.clock.now_ns() // 10**6
    for address in addresses:
        model.sms.record_sent(address, body, date=now, creator=PACKAGE, sub_id=SUB_ID)


def mark_read(model, thread_id: int | None) -> None:
    for m in messages(model, thread_id):
        if not m["read"]:
            model.sms.update(Uri.parse("content://sms"), {"read": 1, "seen": 1}, f"_id = {int(m['_id'])}",
                             _caller(model))


def delete_thread(model, thread_id: int) -> None:
    model.sms.delete(Uri.parse("content://sms"), f"thread_id = {int(thread_id)}", _caller(model))


def delete_message(model, message_id: int) -> None:
    model.sms.delete(Uri.parse("content://sms"), f"_id = {int(message_id)}", _caller(model))


def draft(model, thread_id: int | None) -> str | None:
    if thread_id is None:
        return None
    found = _rows(model, "SELECT body FROM sms WHERE thread_id=? AND type=?", (thread_id, MESSAGE_TYPE_DRAFT))
    return found[0]["body"] if found else None


def save_draft(model, thread_id: int | None, body: str) -> None:
    """``onPause``: keep the typed text as the thread's draft, or drop the old draft."""
    if thread_id is None:
        return
    if body:
        model.sms.insert(Uri.parse("content://sms/draft"),
                         {"body": body, "date": model.clock.now_ns() // 10**6,
                          "type": MESSAGE_TYPE_DRAFT, "thread_id": thread_id}, _caller(model))
    elif draft(model, thread_id) is not None:
        model.sms.delete(Uri.parse("content://sms"), f"thread_id = {int(thread_id)} AND type = 3",
                         _caller(model))


# ------------------------------------------------------------------ dates
def _time_format(model) -> str:
    return "%H:%M" if model.settings.get_str("system", "time_12_24", "") == "24" else "%I:%M %p"


def date_or_time(model, ms: int, with_time: bool) -> str:
    """``Int.formatDateOrTime(context, hideTimeAtOtherDays=not with_time, false)``."""
    tz = model.timezone()
    when = datetime.datetime.fromtimestamp(ms // 1000, tz)
    now = datetime.datetime.fromtimestamp(model.clock.now_ns() // 10**9, tz)
    if when.date() == now.date():
        return when.strftime(_time_format(model))
    text = when.strftime("%d.%m" if when.year == now.year else "%d.%m.%Y")
    return text + ", " + when.strftime(_time_format(model)) if with_time else text
