"""Tasks and activities on display 0, plus running app processes.

A ``Task`` is a back stack of activities of one package. ``ActivityStack.tasks`` is ordered
bottom to top; the home task (the launcher) always exists. Task ids and pids come from
counters, so a device replays identically.

Start results mirror ``ActivityManager.START_*`` as ``am start`` reports them
(``ActivityManagerShellCommand.runStartActivity``).

Screen pinning (``am task lock ID``, ``LockTaskController``, AOSP
``services/core/java/com/android/server/wm``): a shell or system caller can only pin
(``LOCK_TASK_MODE_PINNED``); ``startSystemLockTaskMode`` moves the task to the front and
pins it, or does nothing for an unknown task id. While a task is pinned, starting
another task's activity is a lock-task violation (``START_RETURN_LOCK_TASK_MODE_VIOLATION``,
``isLockTaskModeViolation``: only allow-listed tasks may start), HOME does nothing, and the
pinned task's root activity cannot be finished (``activityBlockedFromFinish``). Removing
or force-stopping the pinned task ends pinning (``clearLockedTask``).
"""

from __future__ import annotations

import dataclasses
import enum
import zlib

from venus_tasks.sim.system.packages import LAUNCHER, LAUNCHER_ACTIVITY


class StartResult(enum.Enum):
    """Outcome of a start request (``ActivityManager.START_SUCCESS`` and the warnings)."""

    SUCCESS = "success"                  # new task or new activity
    DELIVERED_TO_TOP = "delivered"       # already the top-most instance
    TASK_TO_FRONT = "to_front"           # existing task brought to the front
    LOCK_TASK_VIOLATION = "lock_task"    # START_RETURN_LOCK_TASK_MODE_VIOLATION (101)


@dataclasses.dataclass
class Task:
    """A task: ``id``, its package and activity classes (bottom to top)."""

    id: int
    package: str
    activities: list[str]
    is_home: bool = False

    @property
    def top(self) -> str:
        return self.activities[-1]

    @property
    def base(self) -> str:
        return self.activities[0]


def identity_hash(*parts: object) -> str:
    """A stable stand-in for ``System.identityHashCode`` (7 hex digits, as in dumps)."""
    return f"{zlib.crc32(repr(parts).encode()) & 0xfffffff:07x}"


class ActivityStack:
    """The activity/task model of one device."""

    HOME_TASK_ID = 1

    def __init__(self) -> None:
        self.tasks: list[Task] = [Task(self.HOME_TASK_ID, LAUNCHER, [LAUNCHER_ACTIVITY], True)]
        self._next_task = 10
        self._next_pid = 3100
        self.processes: dict[str, int] = {LAUNCHER: 1700}
        self.system_server_pid = 540       # ``pidof system_server``; a framework restart changes it
        self.pinned_task: int | None = None  # task id pinned by ``am task lock`` (screen pinning)

    # ---------------------------------------------------------------- queries
    @property
    def top_task(self) -> Task:
        return self.tasks[-1]

    def focus(self) -> tuple[str, str]:
        """``(package, activity class)`` of the resumed activity."""
        task = self.top_task
        return task.package, task.top

    def at_home(self) -> bool:
        return self.top_task.is_home

    def recents(self) -> list[Task]:
        """Non-home tasks, most recent first (``dumpsys activity recents`` order)."""
        return [t for t in reversed(self.tasks) if not t.is_home]

    def task_of(self, package: str) -> Task | None:
        return next((t for t in reversed(self.tasks) if t.package == package and not t.is_home),
                    None)

    def task_by_id(self, task_id: int) -> Task | None:
        """The task with ``task_id`` (home included), or None."""
        return next((t for t in self.tasks if t.id == task_id), None)

    def in_lock_task_mode(self) -> bool:
        """``ActivityManager.isInLockTaskMode``: a task is pinned."""
        return self.pinned_task is not None

    def lock_task_violation(self, package: str) -> bool:
        """Whether starting an activity of ``package`` breaks screen pinning: it would
        run in (or bring up) a task other than the pinned one."""
        if self.pinned_task is None:
            return False
        pinned = self.task_by_id(self.pinned_task)
        return pinned is None or pinned.package != package

    def pid_of(self, package: str) -> int | None:
        if package == "system_server":
            return self.system_server_pid
        return self.processes.get(package)

    # ---------------------------------------------------------------- changes
    def start(self, package: str, activity: str, clear_task: bool = False) -> StartResult:
        """Start ``package/activity`` with ``FLAG_ACTIVITY_NEW_TASK`` semantics; while another
        task is pinned nothing changes and ``LOCK_TASK_VIOLATION`` is returned."""
        if self.lock_task_violation(package):
            return StartResult.LOCK_TASK_VIOLATION
        if package == LAUNCHER:
            return self.home()
        self._ensure_process(package)
        task = self.task_of(package)
        if task is None:
            self.tasks.append(Task(self._next_task, package, [activity]))
            self._next_task += 1
            return StartResult.SUCCESS
        on_top = task is self.top_task
        self.tasks.remove(task)
        self.tasks.append(task)
        if clear_task:
            task.activities[:] = [activity]
            return StartResult.SUCCESS
        if task.top == activity:
            return StartResult.DELIVERED_TO_TOP if on_top else StartResult.TASK_TO_FRONT
        if task.base == activity:
            return StartResult.TASK_TO_FRONT
        task.activities.append(activity)
        return StartResult.SUCCESS

    def home(self) -> StartResult:
        """Bring the launcher to the front (``KEYCODE_HOME``); refused while another task
        is pinned (``LOCK_TASK_VIOLATION``)."""
        home = next(t for t in self.tasks if t.is_home)
        if self.pinned_task is not None and self.pinned_task != home.id:
            return StartResult.LOCK_TASK_VIOLATION
        if self.top_task is home:
            return StartResult.DELIVERED_TO_TOP
        self.tasks.remove(home)
        self.tasks.append(home)
        return StartResult.TASK_TO_FRONT

    def back(self) -> None:
        """``KEYCODE_BACK``: finish the top activity; an emptied task is removed."""
        task = self.top_task
        if task.is_home:
            return
        if task.id == self.pinned_task and len(task.activities) == 1:
            return                      # activityBlockedFromFinish: the pinned root stays
        task.activities.pop()
        if not task.activities:
            self.tasks.remove(task)     # the task below (often home) resumes

    def force_stop(self, package: str) -> bool:
        """``am force-stop``: kill the process and remove its tasks. True if it was running."""
        was_running = self.processes.pop(package, None) is not None
        if package == LAUNCHER:
            self.processes[LAUNCHER] = self._alloc_pid()
            return was_running
        self.tasks = [t for t in self.tasks if t.package != package or t.is_home]
        self._drop_pin_if_gone()
        return was_running

    def remove_task(self, task_id: int) -> bool:
        """``am stack remove`` / swipe away from recents. False if no such task."""
        task = next((t for t in self.tasks if t.id == task_id and not t.is_home), None)
        if task is None:
            return False
        self.tasks.remove(task)
        self._drop_pin_if_gone()
        return True

    def lock_task(self, task_id: int) -> bool:
        """``startSystemLockTaskMode``: move the task to the front and pin it; False (and
        nothing changes) for an unknown id."""
        task = self.task_by_id(task_id)
        if task is None:
            return False
        self.tasks.remove(task)
        self.tasks.append(task)
        self.pinned_task = task.id
        return True

    def unlock_task(self) -> None:
        """``stopLockTaskMode`` (``am task lock stop``): end pinning, if any."""
        self.pinned_task = None

    def focus_task(self, task_id: int) -> bool:
        """``setFocusedTask``: bring the task to the front; False for an unknown id or a
        task that pinning keeps behind."""
        task = self.task_by_id(task_id)
        if task is None or (self.pinned_task is not None and task.id != self.pinned_task):
            return False
        self.tasks.remove(task)
        self.tasks.append(task)
        return True

    def _drop_pin_if_gone(self) -> None:
        if self.pinned_task is not None and self.task_by_id(self.pinned_task) is None:
            self.pinned_task = None

    def _ensure_process(self, package: str) -> bool:
        """Start the app process if needed; True if it was already running (warm start)."""
        if package in self.processes:
            return True
        self.processes[package] = self._alloc_pid()
        return False

    def _alloc_pid(self) -> int:
        pid = self._next_pid
        self._next_pid += 37
        return pid
