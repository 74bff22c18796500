"""Simple SMS Messenger (``com.simplemobiletools.smsmessenger``) and the SMS provider.

Messages live in the telephony provider (``com.android.providers.telephony``,
``/data/data/com.android.providers.telephony/databases/mmssms.db``, tables ``sms`` and
``threads``), reached through ``content://sms/inbox`` and ``content://sms/sent`` (AOSP
``Telephony.Sms``: ``address``, ``body``, ``date`` ms, ``read``, ``type`` 1 inbox / 2 sent).
AndroidWorld reads ``content query --uri content://sms/sent|inbox`` and clears with
``DELETE FROM sms`` / ``threads`` on ``mmssms.db``; this module clears through the provider
(``content delete --uri content://sms``), which also drops emptied threads. The app must be
the default SMS app to send: since Android 10 the holder of RoleManager's
``android.app.role.SMS`` (``cmd role add-role-holder``); the legacy secure setting
``sms_default_application`` alone changes nothing.
"""

from __future__ import annotations

import dataclasses

from apps import providers
from apps.base import App, simple_commons_self_written

INBOX = "content://sms/inbox"
SENT = "content://sms/sent"
ALL = "content://sms"
MMSSMS_DB = "/data/data/com.android.providers.telephony/databases/mmssms.db"
TYPE_INBOX, TYPE_SENT = 1, 2

APP = App(
    name="simple sms messenger",
    package="com.simplemobiletools.smsmessenger",
    activity="com.simplemobiletools.smsmessenger/com.simplemobiletools.smsmessenger.activities.MainActivity",
    label="SMS Messenger",
    aliases=("simple sms", "sms messenger", "sms"),
    apks=("com.simplemobiletools.smsmessenger_85.apk",),
    version="5.19.3",
    permissions=("android.permission.POST_NOTIFICATIONS",),
    first_run=("SMS Messenger", "Set as default"),  # AndroidWorld env/setup_device/apps.py
    source="AndroidWorld APK set (F-Droid: com.simplemobiletools.smsmessenger, versionCode 85)",
    # Simple-Commons' launch keys; its Room database (MessagesDatabase: conversations,
    # attachments) is a cache of the telephony provider it refreshes whenever it runs
    # [inferred from Simple-SMS-Messenger's sources]: the messages are guarded as sms:*
    self_written=simple_commons_self_written("simple sms messenger") + ("simple sms messenger:data/databases/*",),
)


@dataclasses.dataclass(frozen=True)
class Sms:
    """An SMS as the provider shows it (``Telephony.Sms`` column names)."""

    address: str
    body: str
    date: int
    type: int = TYPE_INBOX
    read: int = 1


def clear_messages(device) -> None:
    """Delete every SMS."""
    providers.delete(device, ALL)


def add_messages(device, messages: list[Sms]) -> None:
    """Insert messages into the inbox or the sent box (by ``type``), oldest first, in one
    shell round trip for a few hundred (``providers.run_script``), so that the
    conversation list shows the threads in the order of their newest messages.

    A thread's ``date`` is not its newest message's: the provider's
    ``sms_update_thread_on_insert`` trigger sets it to the time of the insert, in whole
    seconds (``strftime('%s','now') * 1000``, AOSP ``MmsSmsDatabaseHelper``), and the SMS
    apps list threads by it. So the message that ends a thread is inserted a second after
    the one that ends the thread before it (``sleep 1``: k threads cost k - 1 seconds on a
    device); messages inserted in one second would leave the threads' order to the
    database.
    """
    ordered = sorted(messages, key=lambda m: m.date)
    last = {_thread_key(m.address): i for i, m in enumerate(ordered)}
    lines, ends = [], 0
    for i, m in enumerate(ordered):
        if last[_thread_key(m.address)] == i:
            if ends:
                lines.append("sleep 1")
            ends += 1
        lines.append(providers.quoted(providers.insert_args(
            SENT if m.type == TYPE_SENT else INBOX,
            {"address": m.address, "body": m.body, "date": m.date, "read": m.read})))
    providers.run_script(device, lines)


def _thread_key(address: str) -> str:
    """The key of ``address``'s thread: its last 7 digits, as ``PhoneNumberUtils.compare``
    matches numbers loosely (a name, for a non-numeric sender)."""
    digits = "".join(c for c in address if c.isdigit())
    return digits[-7:] if len(digits) >= 7 else address


def list_messages(device, box: str = "inbox") -> list[Sms]:
    """Messages of ``box`` (``inbox``, ``sent`` or ``all``), oldest first."""
    uri = {"inbox": INBOX, "sent": SENT, "all": ALL}[box]
    cols = ("address", "body", "date", "type", "read")
    found = providers.query(device, uri, cols, sort="date ASC")
    return [Sms(r["address"] or "", r["body"] or "", int(r["date"]), int(r["type"]), int(r["read"] or 0))
            for r in found]


SMS_ROLE = "android.app.role.SMS"


def make_default_sms_app(device) -> None:
    """Make Simple SMS Messenger the default SMS app: the SMS role's holder (what its
    "Set as default" dialog does after AndroidWorld's ``SimpleSMSMessengerApp`` set-up),
    and the legacy secure setting AndroidWorld writes.

    Raises:
      DeviceError: the role controller refused (the app is not installed).
    """
    device.run(["cmd", "role", "add-role-holder", SMS_ROLE, APP.package])
    device.settings_put("secure", "sms_default_application", APP.package)


def default_sms_app(device) -> str:
    """The default SMS app's package: the SMS role's holder (``cmd role get-role-holders``,
    Android 10 and later); the legacy secure setting where the role cannot be read (empty
    when neither names one). The two can differ: a settings baseline restored after an
    episode writes the setting back, not the role."""
    r = device.shell(["cmd", "role", "get-role-holders", SMS_ROLE], readonly=True)
    holder = r.stdout.strip().split(";")[0] if r.exit_code == 0 else ""
    return holder or device.settings_get("secure", "sms_default_application") or ""


def number_key(number: str) -> str:
    """A phone number as compared between the console, the provider and the app: its
    digits, the last ten of them when there are more (a country code in front), so
    ``"555-010-2030"``, ``"5550102030"`` and ``"+1 555 010 2030"`` are one number."""
    digits = "".join(c for c in number if c.isdigit())
    return digits[-10:]


def now_ms(device) -> int:
    """The device clock in ms since the epoch (``date +%s``), for dating seeded messages."""
    return int(device.run(["date", "+%s"]).strip()) * 1000


def delete_received(device, address: str, body: str) -> int:
    """Delete the inbox messages from ``address`` (``number_key``) with exactly ``body``;
    returns how many went."""
    found = providers.query(device, INBOX, ("_id", "address", "body"))
    gone = [r["_id"] for r in found
            if number_key(r["address"] or "") == number_key(address) and (r["body"] or "") == body]
    for row_id in gone:
        providers.delete(device, ALL, where=f"_id={int(row_id)}")
    return len(gone)
