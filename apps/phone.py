"""Phone (``com.google.android.dialer``): the call log and the telephony call state.

Call log: ``content://call_log/calls`` (AOSP ``CallLog.Calls``: ``number``, ``type``
1 incoming / 2 outgoing / 3 missed / 5 rejected, ``date`` ms since the epoch, ``duration``
seconds, ``new``). AndroidWorld clears it with ``content delete --uri content://call_log/calls``
(``adb_utils.clear_android_emulator_call_log``) and reads the call state from
``dumpsys telephony.registry`` (``mCallState=0|1|2``: idle, ringing, off-hook).
"""

from __future__ import annotations

import dataclasses
import re

from apps import providers
from apps.base import App, private_folders_self_written

CALLS = "content://call_log/calls"
INCOMING, OUTGOING, MISSED, REJECTED = 1, 2, 3, 5
CALL_STATES = {0: "IDLE", 1: "RINGING", 2: "OFFHOOK"}
_CALL_STATE = re.compile(r"mCallState=(\d)")

APP = App(
    name="phone",
    package="com.google.android.dialer",
    activity="com.google.android.dialer/com.google.android.dialer.extensions.GoogleDialtactsActivity",
    label="Phone",
    aliases=("dialer", "phone app"),
    preinstalled=True,
    source="preinstalled on the emulator image",
    self_written=private_folders_self_written("phone"),
)


@dataclasses.dataclass(frozen=True)
class Call:
    """A call-log row (``CallLog.Calls`` column names)."""

    number: str
    type: int
    date: int
    duration: int = 0


def clear_call_log(device) -> None:
    """Delete every call-log entry."""
    providers.delete(device, CALLS)


def add_calls(device, calls: list[Call]) -> None:
    """Insert call-log rows (marked as seen: ``new`` = 0), in one shell round trip for a few
    hundred (``providers.insert_many``)."""
    providers.insert_many(device, [(CALLS, {"number": c.number, "type": c.type, "date": c.date,
                                            "duration": c.duration, "new": 0}) for c in calls])


def list_calls(device) -> list[Call]:
    """Every call, oldest first."""
    found = providers.query(device, CALLS, ("number", "type", "date", "duration"), sort="date ASC")
    return [Call(r["number"] or "", int(r["type"]), int(r["date"]), int(r["duration"] or 0)) for r in found]


def call_state(device) -> str:
    """``IDLE``, ``RINGING``, ``OFFHOOK`` or ``UNKNOWN`` from ``dumpsys telephony.registry``."""
    m = _CALL_STATE.search(device.run(["dumpsys", "telephony.registry"]))
    return CALL_STATES.get(int(m[1]), "UNKNOWN") if m else "UNKNOWN"
