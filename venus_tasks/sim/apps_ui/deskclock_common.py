"""What the Clock's (``com.google.android.deskclock``) tab modules share: the app's
persistent state, ids, the FAB row and ``Utils.getTimeString``.

State (selected tab, alarms, timers, stopwatch) lives in ``model.app_ui[STORE]`` and
survives a force stop, as DeskClock keeps it in its shared preferences and its alarm
database [inferred]; ``pm clear`` wipes it with them (``DeviceModel.clear_data``).
"""

from __future__ import annotations

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
    """``desk_clock.xml``'s ``left_button`` / ``fab`` / ``right_button`` in the 120dp
    ``fab_container`` from ``top``, described by the given labels (None: the button is
    hidden); drawn as ``deskclock_look.fab_row`` draws them."""
    from venus_tasks.sim.apps_ui import deskclock_look

    deskclock_look.fab_row(root, m, top + m.dp(120), (left, fab, right), ID, act)
