"""A pool of devices running one suite: one episode per device at a time.

``DevicePool.run`` hands the run's instances to its devices from one queue, each device on
a thread of its own (a device with one thread is run on the caller's thread, so a single
device behaves exactly as a plain loop). Before each episode the device's health check
runs; a device that fails it, or that fails ``max_failures`` episodes in a row on the
device side (``device_error`` / ``setup_error``), is **retired**: it takes no further
episode, and an episode it could not finish because it died goes back to the front of the
queue for another device. When every device is retired the pool stops with
``AllDevicesLost``; instances still queued are left for a resumed run. Records are handed
to ``on_record`` one at a time under the pool's lock, so the run directory stays
append-only with one writer.

The pool knows nothing about tasks, agents or adb: the runner gives it ``Slot`` objects,
a ``health(slot) -> problem or None`` check and an ``episode(slot, item) -> record``
function, so it is tested with fakes and reused by any runner.
"""

from __future__ import annotations

import collections
import dataclasses
import threading
from typing import Any, Callable, Generic, Sequence, TypeVar

T = TypeVar("T")
R = TypeVar("R")


class AllDevicesLost(RuntimeError):
    """Every device of the pool was retired with episodes still to run."""


@dataclasses.dataclass
class Slot:
    """One device of the pool and what the pool knows about it.

    ``name`` is how messages refer to it (its serial); ``context`` is the runner's
    per-device state (its env and agent), opaque to the pool."""

    name: str
    context: Any = None
    failures: int = 0                 # device-side failures in a row
    retired: str | None = None        # why the device takes no more episodes
    episodes: int = 0


@dataclasses.dataclass
class _Item(Generic[T]):
    value: T
    attempts: int = 0                 # devices that died while running it


class DevicePool(Generic[T, R]):
    """Runs items on slots, one at a time per slot.

    Args:
      slots: the devices (at least one).
      health: returns None when the slot's device can take an episode, else a one-line
        problem naming the device (e.g. "emulator-5556 is offline"); called before every
        episode and after every device-side failure.
      is_device_failure: True for a record whose episode failed on the device side.
      max_failures: device-side failures in a row after which a slot is retired.
      on_event: receives one-line messages (a device retired, an episode re-queued).

    Raises:
      ValueError: no slots.
    """

    def __init__(self, slots: Sequence[Slot], health: Callable[[Slot], str | None],
                 is_device_failure: Callable[[R], bool], max_failures: int = 3,
                 on_event: Callable[[str], None] = lambda message: None):
        if not slots:
            raise ValueError("a device pool needs at least one device")
        self.slots = list(slots)
        self._health, self._is_failure = health, is_device_failure
        self._max_failures, self._on_event = max_failures, on_event
        self._lock = threading.Condition()
        self._busy = 0                    # slots running an episode (which may come back)
        self._queue: collections.deque[_Item[T]] = collections.deque()
        self._stop = threading.Event()
        self._error: BaseException | None = None

    def run(self, items: Sequence[T], episode: Callable[[Slot, T], R],
            on_record: Callable[[Slot, T, R], None]) -> None:
        """Run every item once (an item whose device died runs again on another).

        ``on_record(slot, item, record)`` is called under the pool's lock, in completion
        order. An exception from ``episode`` or ``on_record`` stops the pool (running
        episodes finish) and is re-raised here. KeyboardInterrupt stops handing out
        items; with several devices the running episodes finish first.

        Raises:
          AllDevicesLost: every slot was retired while items were left (those items were
            not run and have no record).
        """
        self._queue = collections.deque(_Item(v) for v in items)
        self._stop.clear()
        self._error = None
        live = [s for s in self.slots if s.retired is None]
        if len(live) == 1:
            self._work(live[0], episode, on_record)
        else:
            threads = [threading.Thread(target=self._work, args=(s, episode, on_record),
                                        name=f"venus-device-{s.name}", daemon=True) for s in live]
            for t in threads:
                t.start()
            try:
                for t in threads:
                    while t.is_alive():
                        t.join(0.2)
            except KeyboardInterrupt:
                self._stop.set()
                self._on_event("interrupted: no new episodes; waiting for the running ones to finish "
                               "(Ctrl-C again to abandon them; they run again on resume)")
                for t in threads:
                    while t.is_alive():
                        t.join(0.2)
                raise
        if self._error is not None:
            raise self._error
        if self._queue and not self._stop.is_set():
            why = "; ".join(s.retired for s in self.slots if s.retired)
            raise AllDevicesLost(f"every device was retired ({why}); {len(self._queue)} episode(s) were "
                                 "not run: bring a device back and re-run the same command to resume")

    @property
    def pending(self) -> int:
        """Items not yet handed out."""
        return len(self._queue)

    def _take(self) -> _Item[T] | None:
        """The next item, or None when the run is over for this slot: stopped, or nothing
        queued and no other slot running an episode that could be given back."""
        with self._lock:
            while True:
                if self._stop.is_set():
                    return None
                if self._queue:
                    self._busy += 1
                    return self._queue.popleft()
                if self._busy == 0:
                    return None
                self._lock.wait(0.5)

    def _done(self) -> None:
        with self._lock:
            self._busy -= 1
            self._lock.notify_all()

    def _retire(self, slot: Slot, why: str) -> None:
        slot.retired = why
        self._on_event(f"device {slot.name} retired: {why}")

    def _work(self, slot: Slot, episode: Callable[[Slot, T], R],
              on_record: Callable[[Slot, T, R], None]) -> None:
        try:
            self._loop(slot, episode, on_record)
        except BaseException as e:  # noqa: BLE001 - handed to the caller's thread
            if threading.current_thread() is threading.main_thread():
                raise
            with self._lock:
                self._error = self._error or e
            self._stop.set()

    def _loop(self, slot: Slot, episode: Callable[[Slot, T], R],
              on_record: Callable[[Slot, T, R], None]) -> None:
        while (item := self._take()) is not None:
            try:
                if not self._one(slot, item, episode, on_record):
                    return
            finally:
                self._done()

    def _one(self, slot: Slot, item: _Item[T], episode: Callable[[Slot, T], R],
             on_record: Callable[[Slot, T, R], None]) -> bool:
        """Run ``item`` on ``slot``; False when the slot was retired."""
        problem = self._health(slot)
        if problem is not None:
            self._give_back(item, slot, problem, ran=False)
            return False
        record = episode(slot, item.value)
        slot.episodes += 1
        if self._is_failure(record):
            slot.failures += 1
            problem = self._health(slot)
            if problem is not None and item.attempts + 1 < len(self.slots):
                self._give_back(item, slot, problem, ran=True)
                return False
        else:
            slot.failures = 0
        with self._lock:
            on_record(slot, item.value, record)
        if problem is not None:
            self._retire(slot, problem)
            return False
        if slot.failures >= self._max_failures:
            self._retire(slot, f"{slot.name}: {slot.failures} episodes in a row failed on the device")
            return False
        return True

    def _give_back(self, item: _Item[T], slot: Slot, problem: str, ran: bool) -> None:
        """Retire ``slot`` and put ``item`` back at the front of the queue."""
        with self._lock:
            if ran:
                item.attempts += 1
            self._queue.appendleft(item)
            self._retire(slot, problem)
            live = sum(s.retired is None for s in self.slots)
        if ran and live:
            self._on_event(f"episode re-queued for another device (attempt {item.attempts + 1})")
