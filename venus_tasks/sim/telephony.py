"""Telephony of one simulated device: the current call, its state, and the call log.

State machine (what the emulator's modem and Telecom do for one voice call)::

    IDLE --ring(n)--> RINGING --accept()--> OFFHOOK --hang_up()--> IDLE   log INCOMING_TYPE
                         |                                               (duration = answered time)
                         +--decline()--> IDLE                             log REJECTED_TYPE
                         +--miss()-----> IDLE   (caller gave up)          log MISSED_TYPE
    IDLE --dial(n)--> OFFHOOK --hang_up()--> IDLE                        log OUTGOING_TYPE

A finished call appends one row to ``calls`` (the ``content://call_log/calls`` table).
``hold()`` / ``unhold()`` keep the call off-hook (``TelephonyManager`` has no held state).

Constants and their AOSP sources:

* ``CALL_STATE_IDLE = 0``, ``CALL_STATE_RINGING = 1``, ``CALL_STATE_OFFHOOK = 2``:
  ``frameworks/base/telephony/java/android/telephony/TelephonyManager.java``; printed by
  ``dumpsys telephony.registry`` as ``mCallState=N``.
* ``INCOMING_TYPE = 1``, ``OUTGOING_TYPE = 2``, ``MISSED_TYPE = 3``, ``VOICEMAIL_TYPE = 4``,
  ``REJECTED_TYPE = 5``, ``BLOCKED_TYPE = 6``, ``ANSWERED_EXTERNALLY_TYPE = 7``:
  ``frameworks/base/core/java/android/provider/CallLog.java`` (``CallLog.Calls``).
  ``date`` is ms since the epoch when the call started, ``duration`` whole seconds
  connected (0 for missed/rejected), ``new`` 1 for an unseen entry.
* Modem call states ``active/held/dialing/alerting/incoming/waiting`` (what ``gsm list``
  prints): ``android/android-emu/android/telephony/android_modem.c`` (``A_CALL_*``).

Thread safety: every method runs under the device lock passed in (the model's ``RLock``),
so the console thread, the shell and the screen can all drive it.
"""

from __future__ import annotations

import dataclasses
import threading
from typing import Callable

# TelephonyManager.CALL_STATE_* (TelephonyManager.java)
CALL_STATE_IDLE = 0
CALL_STATE_RINGING = 1
CALL_STATE_OFFHOOK = 2

# CallLog.Calls.*_TYPE (CallLog.java)
INCOMING_TYPE = 1
OUTGOING_TYPE = 2
MISSED_TYPE = 3
VOICEMAIL_TYPE = 4
REJECTED_TYPE = 5
BLOCKED_TYPE = 6
ANSWERED_EXTERNALLY_TYPE = 7

# Modem call states (android_modem.c, A_CALL_*), as ``gsm list`` prints them.
MODEM_ACTIVE = "active"
MODEM_HELD = "held"
MODEM_DIALING = "dialing"
MODEM_ALERTING = "alerting"
MODEM_INCOMING = "incoming"


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


@dataclasses.dataclass
class ActiveCall:
    """The call in progress. ``inbound`` False for a call the device dialled."""

    number: str
    inbound: bool
    modem_state: str
    start_ms: int
    answered_ms: int | None = None


class Telephony:
    """The one voice line of the device and its call log (``calls``, oldest first)."""

    def __init__(self, now_ms: Callable[[], int], lock: threading.RLock | None = None):
        self._now_ms = now_ms
        self.lock = lock or threading.RLock()
        self.call: ActiveCall | None = None
        self.calls: list[CallRecord] = []
        self._next_id = 1

    # ------------------------------------------------------------ state
    @property
    def call_state(self) -> int:
        """``TelephonyManager`` call state: 0 idle, 1 ringing, 2 off-hook."""
        with self.lock:
            if self.call is None:
                return CALL_STATE_IDLE
            if self.call.modem_state == MODEM_INCOMING:
                return CALL_STATE_RINGING
            return CALL_STATE_OFFHOOK

    @property
    def number(self) -> str | None:
        """The current call's number, or None when idle."""
        with self.lock:
            return self.call.number if self.call else None

    # ------------------------------------------------------------ transitions
    def ring(self, number: str) -> None:
        """An incoming call from ``number`` starts ringing. Raises TelephonyError if busy."""
        with self.lock:
            if self.call is not None:
                raise TelephonyError("line busy")
            self.call = ActiveCall(number, True, MODEM_INCOMING, self._now_ms())

    def dial(self, number: str) -> None:
        """The device calls ``number`` (``am start -a android.intent.action.CALL tel:N``).

        The emulator's modem connects an outbound call at once, so it is off-hook and
        active. Raises TelephonyError if a call is in progress.
        """
        with self.lock:
            if self.call is not None:
                raise TelephonyError("line busy")
            now = self._now_ms()
            self.call = ActiveCall(number, False, MODEM_ACTIVE, now, now)

    def accept(self) -> None:
        """Answer the ringing call (Answer button, KEYCODE_CALL, ``gsm accept``)."""
        with self.lock:
            if self.call is None or self.call.modem_state != MODEM_INCOMING:
                raise TelephonyError("no ringing call")
            self.call.modem_state = MODEM_ACTIVE
            self.call.answered_ms = self._now_ms()

    def decline(self) -> CallRecord:
        """The user rejects the ringing call: logged as ``REJECTED_TYPE``."""
        with self.lock:
            if self.call is None or self.call.modem_state != MODEM_INCOMING:
                raise TelephonyError("no ringing call")
            return self._end(REJECTED_TYPE)

    def miss(self) -> CallRecord:
        """The caller hangs up before anyone answered: logged as ``MISSED_TYPE``."""
        with self.lock:
            if self.call is None or self.call.modem_state != MODEM_INCOMING:
                raise TelephonyError("no ringing call")
            return self._end(MISSED_TYPE)

    def hang_up(self) -> CallRecord:
        """End the off-hook call: ``INCOMING_TYPE`` (or ``OUTGOING_TYPE``) with its duration."""
        with self.lock:
            if self.call is None or self.call.answered_ms is None:
                raise TelephonyError("no active call")
            return self._end(INCOMING_TYPE if self.call.inbound else OUTGOING_TYPE)

    def end(self) -> CallRecord | None:
        """End whatever call there is, from either side (``gsm cancel``, KEYCODE_ENDCALL).

        A ringing call ends as missed from the remote side; None when idle.
        """
        with self.lock:
            if self.call is None:
                return None
            if self.call.answered_ms is None:
                return self._end(MISSED_TYPE)
            return self.hang_up()

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
        (Telecom ``endCallInternal`` rejects a RINGING call), hangs up an off-hook one.
        False when idle (the key then only does its screen-off/home behaviour)."""
        with self.lock:
            if self.call is None:
                return False
            if self.call.answered_ms is None:
                self.decline()
            else:
                self.hang_up()
            return True

    def hold(self) -> None:
        with self.lock:
            if self.call is None or self.call.modem_state != MODEM_ACTIVE:
                raise TelephonyError("no active call")
            self.call.modem_state = MODEM_HELD

    def unhold(self) -> None:
        with self.lock:
            if self.call is None or self.call.modem_state != MODEM_HELD:
                raise TelephonyError("no held call")
            self.call.modem_state = MODEM_ACTIVE

    # ------------------------------------------------------------ call log
    def add_record(self, number: str, type_: int, date: int, duration: int = 0,
                   new: int = 1, name: str | None = None, is_read: int | None = None) -> CallRecord:
        """Append a call-log row directly (what ``content insert`` on call_log does)."""
        with self.lock:
            rec = CallRecord(self._next_id, number, int(date), int(duration), int(type_),
                             int(new), name, is_read)
            self._next_id += 1
            self.calls.append(rec)
            return rec

    def clear_log(self) -> None:
        """Empty the call log (``pm clear com.android.providers.contacts``); ids restart."""
        with self.lock:
            self.calls.clear()
            self._next_id = 1

    def _end(self, type_: int) -> CallRecord:
        call = self.call
        assert call is not None
        now = self._now_ms()
        duration = 0
        if call.answered_ms is not None and type_ in (INCOMING_TYPE, OUTGOING_TYPE):
            duration = max(0, (now - call.answered_ms) // 1000)
        self.call = None
        return self.add_record(call.number, type_, call.start_ms, duration)
