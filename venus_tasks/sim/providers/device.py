"""Attach the telephony, contacts and media providers to a ``DeviceModel``.

``attach_providers(model)`` creates ``model.contacts`` (``com.android.contacts`` and the
legacy ``contacts`` authority), ``model.call_log`` (``call_log``), ``model.sms``
(``sms``; ``mms`` over the same database) and ``model.media`` (``media``, MediaStore), registers them, creates their
database files as the providers do at boot, makes ``model.telephony`` log finished calls
into ``content://call_log/calls`` and lets MediaProvider hear what FUSE serves
(``model.vfs.listeners``).
"""

from __future__ import annotations

from venus_tasks.sim.providers import call_log, contacts, media, mms, sms
from venus_tasks.sim.system.identity import RADIO_UID


def own_number(console_port: int) -> str:
    """The emulator's line number: ``1555521`` + console port (``15555215554``)."""
    return f"1555521{console_port:04d}"


def attach_providers(model) -> None:
    now_ms = lambda: model.clock.now_ns() // 10**6      # noqa: E731
    contacts_pkg = model.packages.get(contacts.PACKAGE)
    telephony_pkg = model.packages.get(sms.PACKAGE)
    contacts_uid = contacts_pkg.uid if contacts_pkg else 10000
    model.contacts = contacts.ContactsProvider(model.vfs, contacts_uid, now_ms)

    def name_of(number: str) -> str | None:
        found = model.contacts.lookup_number(number)
        return found[1] if found else None

    def person_of(number: str) -> int | None:
        found = model.contacts.lookup_number(number)
        return found[0] if found else None
    model.call_log = call_log.CallLogProvider(model.vfs, contacts_uid, now_ms,
                                              own_number(model.console_port), name_of)
    model.sms = sms.SmsProvider(model.vfs, telephony_pkg.uid if telephony_pkg else RADIO_UID,
                                now_ms, person_of)
    model.providers.register(model.contacts, "com.android.contacts", "contacts")
    model.providers.register(model.call_log, "call_log")
    model.providers.register(model.sms, "sms")
    model.providers.register(mms.MmsProvider(model.sms), "mms")
    media_pkg = model.packages.get(media.PACKAGE)

    def package_of(uid: int) -> str | None:
        found = model.packages.by_uid(uid)
        return "com.android.shell" if uid == 2000 else (found.name if found else None)
    model.media = media.MediaStoreProvider(model.vfs, media_pkg.uid if media_pkg else 10000,
                                           now_ms, package_of)
    model.providers.register(model.media, "media")
    model.vfs.listeners.append(model.media.on_fuse)
    for provider in (model.contacts, model.call_log, model.sms, model.media):
        provider.db.ensure()
    model.telephony.call_log = model.call_log
