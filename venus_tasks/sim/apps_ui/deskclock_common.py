"""What the Clock's (``com.google.android.deskclock``) tab modules share: the app's
persistent state, ids, the FAB row and ``Utils.getTimeString``.

State (selected tab, alarms, timers, stopwatch) lives in ``model.app_ui[STORE]`` and
survives a force stop, as DeskClock keeps it in its shared preferences and its alarm
database [inferred]; ``pm clear`` wipes it with them (``DeviceModel.clear_data``).
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.screen.tree import UiNode

APP_PACKAGE = "com.google.android.deskclock"       # deskclock.PACKAGE (only that module registers)
ID = APP_PACKAGE + ":id/"
ACTIVITY = "com.android.deskclock.DeskClock"
STORE = APP_PACKAGE + "#data"


def act(*args) -> tuple:
    """A node action routed to the Clock's ``perform``."""
    return ("app", APP_PACKAGE, *args)


def now_ms(model) -> int:
    """The device wall clock in milliseconds."""
    return model.clock.now_ns() // 10**6


def data(model) -> dict:
    """The app's persistent state: ``tab``, ``alarms`` (``deskclock_alarm``), ``timers``
    and the timer-setup input (``deskclock_timer``), ``sw`` (``deskclock_stopwatch``)."""
    d = model.app_ui.get(STORE)
    if d is None:
        d = model.app_ui[STORE] = {
            "tab": "clock", "setup": "", "show_setup": False, "next_id": 1, "timers": [],
            "alarms": [], "next_alarm_id": 1,
            "sw": {"state": "reset", "acc": 0, "since": 0, "laps": []}}
    return d


def time_string(hours: int, minutes: int, seconds: int) -> str:
    """``Utils.getTimeString``: ``S``, ``M:SS`` or ``H:MM:SS``."""
    if hours:
        return f"{hours}:{minutes:02d}:{seconds:02d}"
    if minutes:
        return f"{minutes}:{seconds:02d}"
    return f"{seconds}"


def fab_row(root: UiNode, m, top: int, left: str | None, fab: str | None, right: str | None) -> None:
    """``desk_clock.xml``'s ``left_button`` / ``fab`` / ``right_button``, described by the
    given labels (None: the button is hidden)."""
    mid = m.width // 2
    if left:
        widgets.icon_button(root, (mid - m.dp(152), top + m.dp(20), mid - m.dp(96), top + m.dp(76)),
                            "reset", act("left"), rid=ID + "left_button", desc=left)
    if fab:
        node = widgets.icon_button(root, (mid - m.dp(40), top + m.dp(8), mid + m.dp(40), top + m.dp(88)),
                                   "add" if fab == "Add alarm" else "play", act("fab"), rid=ID + "fab",
                                   desc=fab)
        node.style["kind"] = "fab"
    if right:
        widgets.icon_button(root, (mid + m.dp(96), top + m.dp(20), mid + m.dp(152), top + m.dp(76)),
                            "add", act("right"), rid=ID + "right_button", desc=right)
