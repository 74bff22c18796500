"""Telephony of one simulated device: the calls in progress, the call state, the call log.

One voice line that, like the emulator's modem, can hold several calls (an incoming call
may wait while another is active). For the common single call::

    IDLE --ring(n)--> RINGING --accept()--> OFFHOOK --hang_up()--> IDLE   logs INCOMING_TYPE
                         |                                                (duration = answered time)
                         +--decline()--> IDLE                             logs REJECTED_TYPE
                         +--end(n) (remote cancels)--> IDLE               logs MISSED_TYPE
    IDLE --dial(n)--> OFFHOOK --hang_up()/end(n)--> IDLE                  logs OUTGOING_TYPE

A finished call appends one row to the call log (``content://call_log/calls`` when the
device's call-log provider is attached, else an in-memory list). ``hold`` keeps a call
off-hook (``TelephonyManager`` has no held state).

Constants and their AOSP sources:

* ``CALL_STATE_IDLE = 0``, ``CALL_STATE_RINGING = 1``, ``CALL_STATE_OFFHOOK = 2``:
  ``frameworks/base/telephony/java/android/telephony/TelephonyManager.java``. Telecom's
  ``PhoneStateBroadcaster.updateStates``: RINGING if any call rings, else OFFHOOK if any
  is dialing/active/held, else IDLE; ``TelephonyRegistry`` keeps the number of the call
  that caused the last change (also after it ended) as ``mCallIncomingNumber``.
* ``INCOMING_TYPE = 1``, ``OUTGOING_TYPE = 2``, ``MISSED_TYPE = 3``, ``VOICEMAIL_TYPE = 4``,
  ``REJECTED_TYPE = 5``, ``BLOCKED_TYPE = 6``, ``ANSWERED_EXTERNALLY_TYPE = 7``:
  ``frameworks/base/core/java/android/provider/CallLog.java`` (``CallLog.Calls``).
  ``date`` is ms since the epoch when the call started, ``duration`` whole seconds
  connected (0 for missed/rejected), ``new`` 1.
* ``PreciseCallState.PRECISE_CALL_STATE_*`` (``dumpsys telephony.registry``'s
  ``mRingingCallState``/``mForegroundCallState``/``mBackgroundCallState``): IDLE 0,
  ACTIVE 1, HOLDING 2, DIALING 3, ALERTING 4, INCOMING 5, WAITING 6.
* Modem call states as ``gsm list`` prints them (``android_modem.c`` ``A_CALL_*``,
  ``console.c`` ``call_state_to_string``): active, held, ringing (alerting), waiting,
  incoming.

Thread safety: every method runs under the device lock passed in (the model's ``RLock``).
"""

from __future__ import annotations

import dataclasses
import threading
from typing import Callable, Protocol

# TelephonyManager.CALL_STATE_*
CALL_STATE_IDLE = 0
CALL_STATE_RINGING = 1
CALL_STATE_OFFHOOK = 2

# CallLog.Calls.*_TYPE
INCOMING_TYPE = 1
OUTGOING_TYPE = 2
MISSED_TYPE = 3
VOICEMAIL_TYPE = 4
REJECTED_TYPE = 5
BLOCKED_TYPE = 6
ANSWERED_EXTERNALLY_TYPE = 7

# PreciseCallState.PRECISE_CALL_STATE_*
PRECISE_IDLE, PRECISE_ACTIVE, PRECISE_HOLDING, PRECISE_DIALING = 0, 1, 2, 3
PRECISE_ALERTING, PRECISE_INCOMING, PRECISE_WAITING = 4, 5, 6

# Modem call states (android_modem.c A_CALL_*), named as ``gsm list`` prints them.
MODEM_ACTIVE = "active"
MODEM_HELD = "held"
MODEM_DIALING = "dialing"
MODEM_ALERTING = "ringing"
MODEM_INCOMING = "incoming"
MODEM_WAITING = "waiting"
_RINGING = (MODEM_INCOMING, MODEM_WAITING)


class TelephonyError(Exception):
    """The requested transition is not possible in the current state."""


@dataclasses.dataclass
class CallRecord:
    """One call-log row (``CallLog.Calls`` names): times in ms since the epoch, duration in s."""

    id: int
    number: str
    date: int
    duration: int
    type: int
    new: int = 1
    name: str | None = None
    is_read: int | None = None


class CallLog(Protocol):
    """Where finished calls go: ``add_call`` returns the stored row as a dict."""

    def add_call(self, number: str, type_: int, date: int, duration: int) -> dict: ...
    def records(self) -> list[dict]: ...
    def clear(self) -> None: ...


class MemoryCallLog:
    """A call log kept in memory (used when no call-log provider is attached)."""

    def __init__(self) -> None:
        self._rows: list[dict] = []

    def add_call(self, number: str, type_: int, date: int, duration: int) -> dict:
        row = {"_id": len(self._rows) + 1, "number": number, "type": type_, "date": date,
               "duration": duration, "new": 1, "name": None,
               "is_read": 0 if type_ == MISSED_TYPE else None}
        self._rows.append(row)
        return row

    def records(self) -> list[dict]:
        return list(self._rows)

    def clear(self) -> None:
        self._rows.clear()


def _record(row: dict) -> CallRecord:
    return CallRecord(int(row["_id"]), row.get("number") or "", int(row.get("date") or 0),
                      int(row.get("duration") or 0), int(row.get("type") or 0),
                      int(row.get("new") if row.get("new") is not None else 1),
                      row.get("name"), row.get("is_read"))


@dataclasses.dataclass
class ActiveCall:
    """A call in progress. ``inbound`` False for a call the device dialled."""

    number: str
    inbound: bool
    modem_state: str
    start_ms: int
    answered_ms: int | None = None


class Telephony:
    """The voice line of the device: ``active`` calls (oldest first) and the call log."""

    def __init__(self, now_ms: Callable[[], int], lock: threading.RLock | None = None,
                 call_log: CallLog | None = None):
        self._now_ms = now_ms
        self.lock = lock or threading.RLock()
        self.active: list[ActiveCall] = []
        self.call_log: CallLog = call_log or MemoryCallLog()
        self.last_number = ""          # TelephonyRegistry.mCallIncomingNumber

    # ------------------------------------------------------------ state
    @property
    def call(self) -> ActiveCall | None:
        """The call the state refers to: the ringing one, else the oldest in progress."""
        with self.lock:
            ringing = [c for c in self.active if c.modem_state in _RINGING]
            return ringing[0] if ringing else (self.active[0] if self.active else None)

    @property
    def call_state(self) -> int:
        """``TelephonyManager`` call state: 0 idle, 1 ringing, 2 off-hook."""
        with self.lock:
            if any(c.modem_state in _RINGING for c in self.active):
                return CALL_STATE_RINGING
            return CALL_STATE_OFFHOOK if self.active else CALL_STATE_IDLE

    @property
    def number(self) -> str | None:
        """The current call's number (the ringing one first), or None when idle."""
        call = self.call
        return call.number if call else None

    @property
    def calls(self) -> list[CallRecord]:
        """The call log, oldest row first."""
        with self.lock:
            return [_record(r) for r in self.call_log.records()]

    def precise_states(self) -> tuple[int, int, int]:
        """``(ringing, foreground, background)`` ``PreciseCallState`` values."""
        with self.lock:
            ringing = next((PRECISE_INCOMING if c.modem_state == MODEM_INCOMING else PRECISE_WAITING
                            for c in self.active if c.modem_state in _RINGING), PRECISE_IDLE)
            fg = next(({MODEM_ACTIVE: PRECISE_ACTIVE, MODEM_DIALING: PRECISE_DIALING,
                        MODEM_ALERTING: PRECISE_ALERTING}[c.modem_state]
                       for c in self.active
                       if c.modem_state in (MODEM_ACTIVE, MODEM_DIALING, MODEM_ALERTING)),
                      PRECISE_IDLE)
            bg = PRECISE_HOLDING if any(c.modem_state == MODEM_HELD for c in self.active) else PRECISE_IDLE
            return ringing, fg, bg

    def find(self, number: str) -> ActiveCall | None:
        with self.lock:
            return next((c for c in self.active if c.number == number), None)

    # ------------------------------------------------------------ transitions
    def _changed(self, call: ActiveCall) -> None:
        self.last_number = call.number

    def ring(self, number: str) -> ActiveCall:
        """An incoming call from ``number`` rings (waits if another call is in progress).

        Raises TelephonyError if a call with that number is already in progress.
        """
        with self.lock:
            if self.find(number) is not None:
                raise TelephonyError("number already in a call")
            call = ActiveCall(number, True, MODEM_WAITING if self.active else MODEM_INCOMING,
                              self._now_ms())
            self.active.append(call)
            self._changed(call)
            return call

    def dial(self, number: str) -> ActiveCall:
        """The device calls ``number`` (``am start -a android.intent.action.CALL -d tel:N``).

        The emulator's modem connects an outbound call at once: it is active and off-hook.
        Raises TelephonyError if a call with that number is in progress.
        """
        with self.lock:
            if self.find(number) is not None:
                raise TelephonyError("number already in a call")
            now = self._now_ms()
            for other in self.active:
                if other.modem_state == MODEM_ACTIVE:
                    other.modem_state = MODEM_HELD
            call = ActiveCall(number, False, MODEM_ACTIVE, now, now)
            self.active.append(call)
            self._changed(call)
            return call

    def _ringing(self) -> ActiveCall:
        call = next((c for c in self.active if c.modem_state in _RINGING), None)
        if call is None:
            raise TelephonyError("no ringing call")
        return call

    def accept(self, number: str | None = None) -> None:
        """Answer the ringing call (Answer button, KEYCODE_CALL); an active call goes on hold.

        With ``number`` (``gsm accept <n>``): make that call active whatever its state.
        """
        with self.lock:
            call = self.find(number) if number is not None else self._ringing()
            if call is None:
                raise TelephonyError(f"no current call to/from number '{number}'")
            for other in self.active:
                if other is not call and other.modem_state == MODEM_ACTIVE:
                    other.modem_state = MODEM_HELD
            call.modem_state = MODEM_ACTIVE
            if call.answered_ms is None:
                call.answered_ms = self._now_ms()
            self._changed(call)

    def decline(self) -> CallRecord:
        """The user rejects the ringing call: logged as ``REJECTED_TYPE``."""
        with self.lock:
            return self._end(self._ringing(), REJECTED_TYPE)

    def hang_up(self) -> CallRecord:
        """End the active (else the held) call: ``INCOMING_TYPE``/``OUTGOING_TYPE`` + duration."""
        with self.lock:
            call = next((c for c in self.active if c.modem_state == MODEM_ACTIVE), None) or \
                next((c for c in self.active if c.answered_ms is not None), None)
            if call is None:
                raise TelephonyError("no active call")
            return self._end(call)

    def end(self, number: str | None = None) -> CallRecord | None:
        """The remote side ends a call (``gsm cancel <n>``): a call never answered is missed.

        Without ``number``: the current call. None when there is no such call.
        """
        with self.lock:
            call = self.find(number) if number is not None else self.call
            if call is None:
                return None
            return self._end(call)

    def hold(self, number: str | None = None) -> None:
        """Put a call on hold (``gsm hold <n>``); it stays off-hook."""
        with self.lock:
            call = self.find(number) if number is not None else next(
                (c for c in self.active if c.modem_state == MODEM_ACTIVE), None)
            if call is None:
                raise TelephonyError("no current call")
            call.modem_state = MODEM_HELD
            if call.answered_ms is None:
                call.answered_ms = self._now_ms()
            self._changed(call)

    def unhold(self, number: str | None = None) -> None:
        with self.lock:
            call = self.find(number) if number is not None else next(
                (c for c in self.active if c.modem_state == MODEM_HELD), None)
            if call is None or call.modem_state != MODEM_HELD:
                raise TelephonyError("no held call")
            call.modem_state = MODEM_ACTIVE
            self._changed(call)

    def key_call(self) -> bool:
        """``KEYCODE_CALL`` (5): answers a ringing call (``PhoneWindowManager`` ->
        ``TelecomManager.acceptRingingCall``). False (nothing happens) otherwise."""
        with self.lock:
            if self.call_state != CALL_STATE_RINGING:
                return False
            self.accept()
            return True

    def key_endcall(self) -> bool:
        """``KEYCODE_ENDCALL`` (6): ``TelecomManager.endCall`` -- rejects a ringing call
        (Telecom ``endCallInternal`` rejects a RINGING call), else hangs up the foreground
        call. False when idle (the key then only does its screen-off/home behaviour)."""
        with self.lock:
            if not self.active:
                return False
            if self.call_state == CALL_STATE_RINGING:
                self.decline()
            else:
                self.hang_up()
            return True

    # ------------------------------------------------------------ call log
    def add_record(self, number: str, type_: int, date: int, duration: int = 0) -> CallRecord:
        """Append a call-log row directly, as Telecom logs a finished call."""
        with self.lock:
            return _record(self.call_log.add_call(number, int(type_), int(date), int(duration)))

    def clear_log(self) -> None:
        with self.lock:
            self.call_log.clear()

    def _end(self, call: ActiveCall, type_: int | None = None) -> CallRecord:
        now = self._now_ms()
        if type_ is None:
            if call.inbound:
                type_ = INCOMING_TYPE if call.answered_ms is not None else MISSED_TYPE
            else:
                type_ = OUTGOING_TYPE
        duration = 0
        if call.answered_ms is not None and type_ in (INCOMING_TYPE, OUTGOING_TYPE):
            duration = max(0, (now - call.answered_ms) // 1000)
        self.active.remove(call)
        self._changed(call)
        for other in self.active:       # a waiting call becomes the incoming one
            if other.modem_state == MODEM_WAITING and not any(
                    c.modem_state in (MODEM_ACTIVE, MODEM_HELD) for c in self.active):
                other.modem_state = MODEM_INCOMING
        return self.add_record(call.number, type_, call.start_ms, duration)


# The incoming-message channel of each SMS app (high importance: it peeks). Simple SMS
# Messenger: ``NotificationHelper`` channel ``simple_sms_messenger``, IMPORTANCE_HIGH;
# Google Messages' channel name is [inferred].
SMS_CHANNELS = {"com.simplemobiletools.smsmessenger": "simple_sms_messenger"}


def deliver_sms(model, address: str, body: str) -> int:
    """An SMS from ``address`` arrives (``sms send`` on the console): the default SMS app
    (the SMS role's holder, ``roles``) stores it in ``content://sms/inbox`` (``creator`` = that app, ``sub_id`` 1, unread,
    ``date`` now, ``date_sent`` the PDU's second-resolution timestamp) and posts a
    notification (title: the contact's name or the number, text: the body; id: the
    thread, so a second message from the sender replaces it) that peeks as a heads-up and
    opens the app when tapped. Returns the row id."""
    from venus_tasks.sim.system import roles
    now = model.clock.now_ns() // 10**6
    creator = roles.holder(model, roles.SMS) or roles.MESSAGES
    with model.lock:
        row = model.sms.deliver(address, body, date=now, date_sent=now // 1000 * 1000, creator=creator)
        pkg = model.packages.get(creator)
        if pkg is not None:
            with model.sms.db.connect() as con:
                thread = con.execute("SELECT thread_id FROM sms WHERE _id = ?", (row,)).fetchone()
            found = model.contacts.lookup_number(address)
            heads_up = model.settings.get_str("global", "heads_up_notifications_enabled", "1") != "0"
            model.notifications.post(creator, pkg.uid, "null", body, found[1] if found and found[1] else address,
                                     heads_up=heads_up, nid=int(thread[0]) if thread else row,
                                     channel=SMS_CHANNELS.get(creator, "incoming_messages"),
                                     content_package=creator)
        return row
