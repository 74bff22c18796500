"""Tomato (``org.nsh07.pomodoro``) timer screen: focus / short break / long break
intervals counting down in real time on the device clock, play/pause, restart, skip, and
the live "timer" notification while a session is on.

Source: nsh07/Tomato tag ``v1.4.2`` (versionCode 10, the APK the benchmark installs):

* ``ui/timerScreen/TimerScreen.kt`` (Jetpack Compose, so no resource ids): the top bar
  title is the app name "Tomato" until the timer is first started (``showBrandTitle``),
  then the interval ("Focus", "Short break", "Long break"); the time ``timeStr``
  (``utils.millisecondsToStr``: ``%02d:%02d`` minutes and seconds, truncated); while the
  brand title shows, the session count "1 of 4" (``timer_session_count``); a toggle
  button described "Play" / "Pause", a "Restart" button and a "Skip to next" button;
  "Up next" with the next interval's time and name. Bottom bar: Timer, Stats, Settings
  (``AppScreen.kt``).
* ``ui/timerScreen/viewModel/TimerState.kt`` and ``data/TimerRepository.kt``: focus 25
  min, short break 5 min, long break 15 min, 4 focus intervals a session; the last break
  of a session is the long one.
* ``service/TimerService.kt``: the notification (id 1, channel ``timer``, created with
  IMPORTANCE_HIGH in ``TomatoApplication``) is posted when the timer starts and updated
  while it runs: title ``"<interval>  ·  <N> min remaining"`` (whole minutes, ``< 1``
  under a minute; ``min_remaining_notification``), ``"  ·  Paused"`` appended while
  paused, ``"<interval> · Completed"`` when an interval ends; text ``"Up next: <next>
  (<time>)"`` (``up_next_notification``). Restart resets to the first focus interval and
  removes the notification (``stopForegroundService``). Skip moves to the next interval
  and keeps the running state; an interval that runs out moves on and stops.

The notification is a live object in ``model.notifications`` whose title is computed at
every read, as the service refreshes it every second; it peeks (heads-up) when posted.
State lives in ``model.app_ui[STORE]`` for the life of the app process (the service keeps
it in memory): a new process starts from 25:00 and drops the old notification.

Simplifications [documented]: the Stats and Settings tabs, the "More" overflow menu, the
alarm dialog ("Stop Alarm?") and the reset snackbar are not modelled; the progress ring
is not drawn; the notification's actions (Start/Stop, Skip) are not listed.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.notifications import Notification
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = "org.nsh07.pomodoro"
STORE = PACKAGE + "#data"
FOCUS_MS, SHORT_MS, LONG_MS, SESSION = 25 * 60_000, 5 * 60_000, 15 * 60_000, 4
NAMES = {"focus": "Focus", "short": "Short break", "long": "Long break"}
NOTIFICATION_ID = 1
CHANNEL = "timer"
DOT = "\u00b7"


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _now_ms(model) -> int:
    return model.clock.now_ns() // 10**6


def ms_to_str(ms: int) -> str:
    """``millisecondsToStr``."""
    s = max(0, ms) // 1000
    return f"{s // 60:02d}:{s % 60:02d}"


def data(model) -> dict:
    """The timer service's state; a new app process (after a force stop or ``pm clear``)
    starts from a fresh 25:00 focus interval, as the service keeps it in memory."""
    pid = model.activities.pid_of(PACKAGE)
    d = model.app_ui.get(STORE)
    if d is None or (pid is not None and d["pid"] not in (None, pid)):
        if d is not None:
            _cancel(model)
        d = model.app_ui[STORE] = {"cycles": 0, "running": False, "left": FOCUS_MS, "since": 0,
                                   "brand": True, "completed": None, "pid": pid}
    d["pid"] = d["pid"] or pid
    return d


def mode(cycles: int) -> str:
    if cycles % 2 == 0:
        return "focus"
    return "long" if cycles == SESSION * 2 - 1 else "short"


def _length(m: str) -> int:
    return {"focus": FOCUS_MS, "short": SHORT_MS, "long": LONG_MS}[m]


def _next(cycles: int) -> str:
    return mode((cycles + 1) % (SESSION * 2))


def remaining(model) -> int:
    """Time left in the current interval (ms), after moving on from any that ran out."""
    d = data(model)
    _tick(model, d)
    if d["running"]:
        return d["left"] - (_now_ms(model) - d["since"])
    return d["left"]


def _tick(model, d: dict) -> None:
    if d["running"] and d["left"] - (_now_ms(model) - d["since"]) < 0:
        d["completed"] = mode(d["cycles"])        # skipTimer(): "<interval> · Completed"
        _advance(model, d)
        d["running"] = False


def _advance(model, d: dict) -> None:
    d["cycles"] = (d["cycles"] + 1) % (SESSION * 2)
    d["left"], d["since"] = _length(mode(d["cycles"])), _now_ms(model)


# ------------------------------------------------------------------ notification
class LiveNotification(Notification):
    """The service's notification: title and text follow the timer at every read."""

    model = None

    @property
    def title(self) -> str:
        d = data(self.model)
        left = remaining(self.model)
        if d["completed"] and not d["running"]:
            return f"{NAMES[d['completed']]} {DOT} Completed"
        minutes = "< 1" if left < 60_000 else str(left // 60_000)
        title = f"{NAMES[mode(d['cycles'])]}  {DOT}  {minutes} min remaining"
        return title + (f"  {DOT}  Paused" if not d["running"] else "")

    @title.setter
    def title(self, value: str) -> None:
        pass

    @property
    def text(self) -> str:
        d = data(self.model)
        remaining(self.model)
        nxt = _next(d["cycles"])
        return f"Up next: {NAMES[nxt]} ({ms_to_str(_length(nxt))})"

    @text.setter
    def text(self, value: str) -> None:
        pass


def _post(model) -> None:
    pkg = model.packages.get(PACKAGE)
    uid = pkg.uid if pkg else 10000
    notes = model.notifications
    note = LiveNotification(PACKAGE, uid, "null", NOTIFICATION_ID, "", "", CHANNEL, _now_ms(model))
    note.model = model
    existing = notes.get(note.key)
    if existing is not None:
        note.heads_up_until = existing.heads_up_until
        note.post_ms = existing.post_ms
    else:
        from venus_tasks.sim.notifications import HEADS_UP_MS
        note.heads_up_until = _now_ms(model) + HEADS_UP_MS   # IMPORTANCE_HIGH: peeks
    notes.active = [n for n in notes.active if n.key != note.key] + [note]


def _key(model) -> str:
    pkg = model.packages.get(PACKAGE)
    return f"0|{PACKAGE}|{NOTIFICATION_ID}|null|{pkg.uid if pkg else 10000}"


def _cancel(model) -> None:
    model.notifications.cancel(_key(model))


# ------------------------------------------------------------------ screen
# The buttons' icons: Material Symbols play_arrow, pause, replay and skip_next (Apache-2.0,
# 24x24 viewport) [inferred: the app's own vectors were not read line by line].
PLAY = "M8,5v14l11,-7z"
PAUSE = "M6,19h4V5H6v14zM14,5v14h4V5h-4z"
REPLAY = ("M12,5V1L7,6l5,5V7c3.31,0 6,2.69 6,6s-2.69,6 -6,6 -6,-2.69 -6,-6H4c0,4.42 3.58,8 8,8s8,-3.58 8,-8 "
          "-3.58,-8 -8,-8z")
SKIP_NEXT = "M6,18l8.5,-6L6,6v12zM16,6v12h2V6h-2z"
TONAL = (213, 232, 208)          # the round buttons' tonal face in the published screenshots [inferred]


def build(model, root: UiNode, m, status: int) -> None:
    d = data(model)
    left = remaining(model)
    root.style["bg"] = "surface"
    W = m.width
    title = "Tomato" if d["brand"] else NAMES[mode(d["cycles"])]
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=title,
                    bounds=(m.dp(32), status + m.dp(16), W - m.dp(32), status + m.dp(64)),
                    style={"kind": "title"}))
    top = status + m.dp(296)      # the time at 39% of the screen, the buttons at 62% (published screenshots)
    mid = W // 2
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=ms_to_str(left),
                    bounds=(mid - m.dp(140), top, mid + m.dp(140), top + m.dp(96)),
                    style={"kind": "title"}))
    if d["brand"]:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{d['cycles'] // 2 + 1} of {SESSION}",
                        bounds=(mid - m.dp(80), top + m.dp(100), mid + m.dp(80), top + m.dp(132)),
                        style={"kind": "secondary"}))
    y = top + m.dp(208)
    root.add(UiNode(cls="android.widget.CheckBox", desc="Pause" if d["running"] else "Play",
                    checkable=True, checked=d["running"], clickable=True, focusable=True,
                    bounds=(mid - m.dp(176), y, mid - m.dp(48), y + m.dp(96)), action=_act("toggle"),
                    style={"kind": "fab", "path": PAUSE if d["running"] else PLAY}))
    for x0, x1, path, verb, desc in ((mid - m.dp(40), mid + m.dp(56), REPLAY, "restart", "Restart"),
                                     (mid + m.dp(64), mid + m.dp(160), SKIP_NEXT, "skip", "Skip to next")):
        node = widgets.icon_button(root, (x0, y, x1, y + m.dp(96)), "", _act(verb), desc=desc,
                                   cls="android.widget.Button")
        node.style["path"] = path
        node.style["disc"] = TONAL
    y += m.dp(128)
    nxt = _next(d["cycles"])
    for i, (text, kind) in enumerate((("Up next", "secondary"), (ms_to_str(_length(nxt)), "title"),
                                      (NAMES[nxt], ""))):
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=text,
                        bounds=(mid - m.dp(100), y + i * m.dp(30), mid + m.dp(100), y + (i + 1) * m.dp(30)),
                        style={"kind": kind} if kind else {}))
    nav_top = m.height - m.dp(80)
    nav = root.add(UiNode(cls="android.view.View", bounds=(0, nav_top, W, m.height), style={"bg": "bar"}))
    w = W // 3
    for i, label in enumerate(("Timer", "Stats", "Settings")):
        item = nav.add(UiNode(cls="android.view.View", clickable=True, focusable=True,
                              selected=label == "Timer", bounds=(i * w, nav_top, (i + 1) * w, m.height),
                              action=_act("noop")))
        item.add(UiNode(cls=widgets.TEXT_VIEW, text=label,
                        bounds=(i * w, nav_top + m.dp(44), (i + 1) * w, nav_top + m.dp(68))))


def windows(model, m, status: int) -> list[Window]:
    return []


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    d = data(model)
    remaining(model)
    now = _now_ms(model)
    if verb == "toggle":
        if d["running"]:
            d["left"] -= now - d["since"]
            d["running"] = False
        else:
            d.update(running=True, since=now, brand=False, completed=None)
        _post(model)
    elif verb == "restart":
        d.update(cycles=0, running=False, left=FOCUS_MS, since=now, completed=None)
        _cancel(model)
    elif verb == "skip":
        if d["running"]:
            d["left"] -= now - d["since"]
        _advance(model, d)
        d["completed"] = None
        if model.notifications.get(_key(model)) is not None:
            _post(model)


def back(model) -> bool:
    return False


def enter(model) -> bool:
    return False
