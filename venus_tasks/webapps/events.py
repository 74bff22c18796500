"""The web apps' record of state changes: an append-only, thread-safe event log.

Every state change an app makes (a cart add, an order, a like, a follow, a message) appends
one ``Event``; tasks verify from this log, never from pixels. ``Event.data`` holds only
JSON values (str, int, bool, lists and dicts of them), so a log can be written beside an
episode's record as it is (``EventLog.as_json()``).
"""

from __future__ import annotations

import dataclasses
import threading


@dataclasses.dataclass(frozen=True)
class Event:
    """``seq``: 1, 2, ... in the order the server took the requests; ``app``: ``shop``,
    ``feed`` or ``places``; ``kind``: what changed (``cart_add``, ``order_placed``, ``like``,
    ...; each app's module doc lists its kinds); ``data``: the change's fields."""

    seq: int
    app: str
    kind: str
    data: dict


class EventLog:
    """The events of one server, oldest first."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._events: list[Event] = []

    def add(self, app: str, kind: str, **data) -> Event:
        with self._lock:
            event = Event(len(self._events) + 1, app, kind, data)
            self._events.append(event)
            return event

    def all(self, app: str | None = None, kind: str | None = None) -> list[Event]:
        """The events, optionally only one app's and/or one kind's."""
        with self._lock:
            return [e for e in self._events
                    if (app is None or e.app == app) and (kind is None or e.kind == kind)]

    def __len__(self) -> int:
        with self._lock:
            return len(self._events)

    def as_json(self) -> list[dict]:
        return [dataclasses.asdict(e) for e in self.all()]
