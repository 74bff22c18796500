"""Clock (``com.google.android.deskclock``) screens: the Alarm / Clock / Timer / Stopwatch
tabs, a stopwatch and countdown timers that run in real time on the device clock, and the
``AlarmClock`` intents ``SET_TIMER`` / ``SHOW_TIMERS``.

Source: AOSP DeskClock as LineageOS ships it for Android 13 (LineageOS/
android_packages_apps_DeskClock, branch ``lineage-20.0``, commit 8002d9cd3):

* ``res/layout/desk_clock.xml``: ``toolbar`` with ``title_view``; the FAB row
  ``left_button`` / ``fab`` / ``right_button``; ``BottomNavigationView`` ``bottom_view``
  with ``res/menu/bottom_navigation_menu.xml`` items ``page_alarm`` "Alarm",
  ``page_clock`` "Clock", ``page_timer`` "Timer", ``page_stopwatch`` "Stopwatch"
  (``menu_alarm`` ... ``menu_stopwatch``).
* Stopwatch (``stopwatch_fragment.xml`` + ``stopwatch_time.xml``): ``stopwatch_time_text``
  (``Utils.getTimeString``: ``%d`` seconds, ``%d:%02d`` minutes, ``%d:%02d:%02d`` hours)
  and ``stopwatch_hundredths_text`` (two digits), as ``StopwatchTextController`` sets them;
  ``laps_list`` of ``lap_view.xml`` rows (``lap_number`` "# N", ``lap_time``,
  ``lap_total`` in ``LapsAdapter.formatTime``; the current lap first, then newest first).
  FAB "Start"/"Pause" (``sw_start_button``/``sw_pause_button``), left "Reset"
  (``sw_reset_button``), right "Lap" (``sw_lap_button``), "Share" when paused.
* Timer setup (``timer_setup_view.xml``/``timer_setup_digits.xml``): ``timer_setup_time``
  ``"00h 00m 00s"`` (``TimerSetupView``: digits shift in from the right; content
  description ``timer_setup_description`` "H hours, M minutes, S seconds"),
  ``timer_setup_digit_0`` .. ``_9``, ``timer_setup_digit_00``, ``timer_setup_delete``
  (text "⌫", description "Delete" / "Delete N"). FAB "Start" (``timer_start``) once a
  digit is typed.
* Timer (``timer_item.xml``): ``timer_label`` (hint "Label"), ``timer_time_text``
  (``TimerTextController``: remaining time rounded up to the second, ``−`` once expired),
  ``reset_add`` ("+ 1:00", description "Add 1 Minute" while running; "Reset" when paused).
  FAB "Pause" / "Start" (``timer_pause``/``timer_start``), left "Delete"
  (``timer_delete``), right "Add Timer" (``timer_add_timer``).
* ``HandleApiCalls.handleSetTimer``: without ``EXTRA_LENGTH`` the Timer tab opens on the
  setup screen; a length under 1 s is refused ("Invalid timer length"); otherwise a reset
  timer of the same length and label is reused or a new one added, it is started, and
  unless ``EXTRA_SKIP_UI`` the Timer tab is shown. ``SHOW_TIMERS`` opens the Timer tab.

State (timers, stopwatch, selected tab) lives in ``model.app_ui[STORE]`` and survives a
force stop, as DeskClock keeps it in its shared preferences [inferred]; ``pm clear`` wipes
it with them (``DeviceModel.clear_data``); times are read
from ``model.clock`` (wall time), so they advance with real time.

Simplifications [documented]: the Alarm and Clock tabs show only their title and an empty
state (no alarms, the digital clock); one timer is shown at a time (the newest); the
timer expiry (ringing, "Time's up" notification) and the stopwatch notification are not
modelled; the default tab on first launch is Clock [inferred].
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.clock import strftime
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = "com.google.android.deskclock"
ID = PACKAGE + ":id/"
ACTIVITY = "com.android.deskclock.DeskClock"
STORE = PACKAGE + "#data"
TABS = (("alarm", "Alarm"), ("clock", "Clock"), ("timer", "Timer"), ("stopwatch", "Stopwatch"))
MIN_TIMER_MS = 1000                      # Timer.MIN_LENGTH
SET_TIMER = "android.intent.action.SET_TIMER"
SHOW_TIMERS = "android.intent.action.SHOW_TIMERS"
EXTRA_LENGTH = "android.intent.extra.alarm.LENGTH"
EXTRA_SKIP_UI = "android.intent.extra.alarm.SKIP_UI"
EXTRA_MESSAGE = "android.intent.extra.alarm.MESSAGE"


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _now_ms(model) -> int:
    return model.clock.now_ns() // 10**6


def data(model) -> dict:
    """The app's persistent state: tab, stopwatch, timers, timer-setup input."""
    d = model.app_ui.get(STORE)
    if d is None:
        d = model.app_ui[STORE] = {
            "tab": "clock", "setup": "", "show_setup": False, "next_id": 1, "timers": [],
            "sw": {"state": "reset", "acc": 0, "since": 0, "laps": []}}
    return d


# ------------------------------------------------------------------ time formats
def time_string(hours: int, minutes: int, seconds: int) -> str:
    """``Utils.getTimeString``."""
    if hours:
        return f"{hours}:{minutes:02d}:{seconds:02d}"
    if minutes:
        return f"{minutes}:{seconds:02d}"
    return f"{seconds}"


def stopwatch_texts(ms: int) -> tuple[str, str]:
    """``StopwatchTextController``: (main text, hundredths text)."""
    h, rem = divmod(ms, 3_600_000)
    mi, rem = divmod(rem, 60_000)
    s, rem = divmod(rem, 1000)
    return time_string(h, mi, s), f"{rem // 10:02d}"


def lap_time(max_ms: int, ms: int) -> str:
    """``LapsAdapter.formatTime`` (separator ``LRM_SPACE``, decimal point ``.``): the
    hour/minute part's width follows the longest time in the column."""
    h, rem = divmod(max(ms, 0), 3_600_000)
    mi, rem = divmod(rem, 60_000)
    s, rem = divmod(rem, 1000)
    sep = "\u200e "
    if max_ms < 600_000:
        head = f"{mi:d}"
    elif max_ms < 3_600_000:
        head = f"{mi:02d}"
    else:
        width = 1 if max_ms < 36_000_000 else 2 if max_ms < 360_000_000 else 3
        head = f"{h:0{width}d}{sep}{mi:02d}"
    return f"{head}{sep}{s:02d}.{rem // 10:02d}"


def timer_text(ms: int) -> str:
    """``TimerTextController.setTimeString``: rounded up; ``−`` prefix when expired."""
    negative = ms < 0
    ms = abs(ms)
    h, rem = divmod(ms, 3_600_000)
    mi, rem = divmod(rem, 60_000)
    s, rem = divmod(rem, 1000)
    if not negative and rem:
        s += 1
        if s == 60:
            s, mi = 0, mi + 1
            if mi == 60:
                mi, h = 0, h + 1
    text = time_string(h, mi, s)
    return "\u2212" + text if negative and (h or mi or s) else text


def stopwatch_elapsed(model) -> int:
    sw = data(model)["sw"]
    if sw["state"] == "running":
        return sw["acc"] + max(0, _now_ms(model) - sw["since"])
    return sw["acc"]


def timer_remaining(model, t: dict) -> int:
    if t["state"] == "running":
        return t["remaining"] - (_now_ms(model) - t["since"])
    return t["remaining"]


def _setup_fields(text: str) -> tuple[int, int, int]:
    digits = text.rjust(6, "0")[-6:]
    return int(digits[0:2]), int(digits[2:4]), int(digits[4:6])


def _plural(n: int, one: str, other: str) -> str:
    return f"1 {one}" if n == 1 else f"{n} {other}"


# ------------------------------------------------------------------ intents
def resolve_intent(model, it) -> tuple[str, str] | str | None:
    """``HandleApiCalls`` for SET_TIMER / SHOW_TIMERS: ``(package, activity)`` to show,
    ``"handled"`` when nothing is shown, None when the intent is not the Clock's."""
    action = it.action or ""
    if action not in (SET_TIMER, SHOW_TIMERS) or model.packages.get(PACKAGE) is None:
        return None
    if it.package and it.package != PACKAGE:
        return None
    d = data(model)
    if action == SHOW_TIMERS:
        d["tab"] = "timer"
        return PACKAGE, ACTIVITY
    if EXTRA_LENGTH not in it.extras:
        d["tab"], d["show_setup"], d["setup"] = "timer", True, ""
        return PACKAGE, ACTIVITY
    try:
        length = int(it.extras[EXTRA_LENGTH], 0) * 1000
    except ValueError:
        length = 0
    if length < MIN_TIMER_MS:
        return "handled"                      # "Invalid timer length" (voice failure)
    label = it.extras.get(EXTRA_MESSAGE, "")
    skip = it.extras.get(EXTRA_SKIP_UI, "false").lower() in ("true", "t", "1")
    timer = next((t for t in d["timers"] if t["state"] == "reset" and t["length"] == length
                  and t["label"] == label), None)
    if timer is None:
        timer = _add_timer(model, length, label)
    _start_timer(model, timer)
    if skip:
        return "handled"
    d["tab"], d["show_setup"] = "timer", False
    return PACKAGE, ACTIVITY


def _add_timer(model, length: int, label: str = "") -> dict:
    d = data(model)
    t = {"id": d["next_id"], "length": length, "remaining": length, "label": label,
         "state": "reset", "since": 0}
    d["next_id"] += 1
    d["timers"].append(t)
    return t


def _start_timer(model, t: dict) -> None:
    if t["state"] != "running":
        t["state"], t["since"] = "running", _now_ms(model)


def _pause_timer(model, t: dict) -> None:
    if t["state"] == "running":
        t["remaining"] = timer_remaining(model, t)
        t["state"] = "paused"


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int) -> None:
    d = data(model)
    root.style["bg"] = "surface"
    tab = d["tab"]
    title = dict(TABS)[tab]
    bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "toolbar",
                          bounds=(0, status, m.width, status + m.dp(64)), style={"bg": "bar"}))
    bar.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id=ID + "title_view",
                   bounds=(m.dp(16), status + m.dp(16), m.width - m.dp(16), status + m.dp(48)),
                   style={"kind": "title"}))
    top = status + m.dp(64)
    nav_top = m.height - m.dp(80)
    fab_top = nav_top - m.dp(96)
    if tab == "stopwatch":
        _stopwatch(model, root, m, top, fab_top)
    elif tab == "timer":
        _timer(model, root, m, top, fab_top)
    elif tab == "clock":
        now = model.clock.now_ns()
        root.add(UiNode(cls="android.widget.TextClock", resource_id=ID + "digital_clock",
                        text=strftime("%-H:%M", now, model.timezone()),
                        bounds=(0, top + m.dp(48), m.width, top + m.dp(128)), style={"kind": "title"}))
        root.add(UiNode(cls="android.widget.TextClock", resource_id=ID + "date",
                        text=strftime("%a, %b %-d", now, model.timezone()),
                        bounds=(0, top + m.dp(132), m.width, top + m.dp(160)),
                        style={"kind": "secondary"}))
    _bottom_nav(root, m, nav_top, tab)


def _bottom_nav(root: UiNode, m, top: int, tab: str) -> None:
    nav = root.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "bottom_view",
                          bounds=(0, top, m.width, m.height), style={"bg": "bar"}))
    w = m.width // len(TABS)
    for i, (key, label) in enumerate(TABS):
        item = nav.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "page_" + key,
                              desc=label, clickable=True, focusable=True, selected=key == tab,
                              bounds=(i * w, top, (i + 1) * w, m.height), action=_act("tab", key)))
        item.add(UiNode(cls=widgets.TEXT_VIEW, text=label,
                        resource_id=ID + "navigation_bar_item_large_label_view" if key == tab
                        else ID + "navigation_bar_item_small_label_view",
                        bounds=(i * w + m.dp(4), top + m.dp(44), (i + 1) * w - m.dp(4), top + m.dp(68))))


def _fab_row(root: UiNode, m, top: int, left: str | None, fab: str | None, right: str | None) -> None:
    mid = m.width // 2
    if left:
        widgets.icon_button(root, (mid - m.dp(152), top + m.dp(20), mid - m.dp(96), top + m.dp(76)),
                            "reset", _act("left"), rid=ID + "left_button", desc=left)
    if fab:
        node = widgets.icon_button(root, (mid - m.dp(40), top + m.dp(8), mid + m.dp(40), top + m.dp(88)),
                                   "play", _act("fab"), rid=ID + "fab", desc=fab)
        node.style["kind"] = "fab"
    if right:
        widgets.icon_button(root, (mid + m.dp(96), top + m.dp(20), mid + m.dp(152), top + m.dp(76)),
                            "add", _act("right"), rid=ID + "right_button", desc=right)


def _stopwatch(model, root: UiNode, m, top: int, fab_top: int) -> None:
    sw = data(model)["sw"]
    main, hundredths = stopwatch_texts(stopwatch_elapsed(model))
    wrap = root.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "stopwatch_time_wrapper",
                           bounds=(m.dp(32), top + m.dp(24), m.width - m.dp(32), top + m.dp(280))))
    mid = m.width // 2
    wrap.add(UiNode(cls=widgets.TEXT_VIEW, text=main, resource_id=ID + "stopwatch_time_text",
                    bounds=(m.dp(48), top + m.dp(110), mid + m.dp(40), top + m.dp(190)),
                    style={"kind": "title"}))
    wrap.add(UiNode(cls=widgets.TEXT_VIEW, text=hundredths, resource_id=ID + "stopwatch_hundredths_text",
                    bounds=(mid + m.dp(44), top + m.dp(130), mid + m.dp(110), top + m.dp(190)),
                    style={"kind": "title"}))
    laps = sw["laps"]
    if laps:                         # LapsAdapter: the current lap first, then newest first
        lst = root.add(UiNode(cls="androidx.recyclerview.widget.RecyclerView", resource_id=ID + "laps_list",
                              bounds=(0, top + m.dp(290), m.width, fab_top)))
        total = stopwatch_elapsed(model)
        items = [(len(laps) + 1, total - sum(laps), total)]
        items += [(n, lap, sum(laps[:n])) for n, lap in list(enumerate(laps, 1))[::-1]]
        max_lap, max_total = max(i[1] for i in items), max(i[2] for i in items)
        count = len(laps) + 1
        y = top + m.dp(290)
        for n, lap, acc in items:
            if y + m.dp(40) > fab_top:
                break
            row = lst.add(UiNode(cls="android.widget.LinearLayout", bounds=(0, y, m.width, y + m.dp(40))))
            row.add(UiNode(cls=widgets.TEXT_VIEW, text=f"# {n}" if count < 10 else f"# {n:02d}",
                           resource_id=ID + "lap_number", bounds=(m.dp(24), y, m.dp(96), y + m.dp(40))))
            row.add(UiNode(cls=widgets.TEXT_VIEW, text=lap_time(max_lap, lap), resource_id=ID + "lap_time",
                           bounds=(m.dp(100), y, mid + m.dp(40), y + m.dp(40))))
            row.add(UiNode(cls=widgets.TEXT_VIEW, text=lap_time(max_total, acc), resource_id=ID + "lap_total",
                           bounds=(mid + m.dp(44), y, m.width - m.dp(24), y + m.dp(40))))
            y += m.dp(40)
    state = sw["state"]
    if state == "running":
        _fab_row(root, m, fab_top, "Reset", "Pause", "Lap")
    elif state == "paused":
        _fab_row(root, m, fab_top, "Reset", "Start", "Share")
    else:
        _fab_row(root, m, fab_top, None, "Start", None)


def _timer(model, root: UiNode, m, top: int, fab_top: int) -> None:
    d = data(model)
    if d["show_setup"] or not d["timers"]:
        _timer_setup(model, root, m, top, fab_top)
        return
    t = d["timers"][-1]
    mid = m.width // 2
    label = t["label"]
    root.add(UiNode(cls="android.widget.Button", text=label or "Label", resource_id=ID + "timer_label",
                    bounds=(mid - m.dp(80), top + m.dp(24), mid + m.dp(80), top + m.dp(72)),
                    style={"kind": "secondary"}))
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=timer_text(timer_remaining(model, t)),
                    resource_id=ID + "timer_time_text",
                    bounds=(m.dp(80), top + m.dp(120), m.width - m.dp(24), top + m.dp(220)),
                    style={"kind": "title"}))
    running = t["state"] == "running"
    if running:
        widgets.button(root, (m.dp(8), top + m.dp(140), m.dp(88), top + m.dp(196)), "+ 1:00",
                       _act("reset_add"), rid=ID + "reset_add").desc = "Add 1 Minute"
    elif t["state"] == "paused":
        widgets.button(root, (m.dp(8), top + m.dp(140), m.dp(88), top + m.dp(196)), "Reset",
                       _act("reset_add"), rid=ID + "reset_add").desc = "Reset"
    _fab_row(root, m, fab_top, "Delete", "Pause" if running else "Start", "Add Timer")


def _timer_setup(model, root: UiNode, m, top: int, fab_top: int) -> None:
    d = data(model)
    h, mi, s = _setup_fields(d["setup"])
    desc = ", ".join((_plural(h, "hour", "hours"), _plural(mi, "minute", "minutes"),
                      _plural(s, "second", "seconds")))
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{h:02d}h {mi:02d}m {s:02d}s", desc=desc,
                    resource_id=ID + "timer_setup_time",
                    bounds=(m.dp(24), top + m.dp(24), m.width - m.dp(24), top + m.dp(96)),
                    style={"kind": "title"}))
    pad_top, key_h = top + m.dp(112), m.dp(72)
    col_w = m.width // 3
    keys = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0", "del")
    for i, k in enumerate(keys):
        r, c = divmod(i, 3)
        box = (c * col_w, pad_top + r * key_h, (c + 1) * col_w, pad_top + (r + 1) * key_h)
        if k == "del":
            last = d["setup"][-1:] if d["setup"] else ""
            node = widgets.button(root, box, "\u232b", _act("delete"), rid=ID + "timer_setup_delete")
            node.desc = f"Delete {last}" if last else "Delete"
            node.enabled = bool(d["setup"])
        else:
            widgets.button(root, box, k, _act("digit", k), rid=ID + "timer_setup_digit_" + k)
    if d["setup"].lstrip("0"):
        _fab_row(root, m, fab_top, None, "Start", None)


def windows(model, m, status: int) -> list[Window]:
    return []


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    d = data(model)
    if verb == "tab":
        d["tab"] = args[0]
        return
    if d["tab"] == "stopwatch":
        _perform_stopwatch(model, verb)
    elif d["tab"] == "timer":
        _perform_timer(model, verb, args)


def _perform_stopwatch(model, verb: str) -> None:
    sw = data(model)["sw"]
    now = _now_ms(model)
    if verb == "fab":
        if sw["state"] == "running":
            sw["acc"] = stopwatch_elapsed(model)
            sw["state"] = "paused"
        else:
            sw["state"], sw["since"] = "running", now
    elif verb == "left" and sw["state"] != "reset":
        sw.update(state="reset", acc=0, since=0, laps=[])
    elif verb == "right" and sw["state"] == "running":
        elapsed = stopwatch_elapsed(model)
        sw["laps"].append(elapsed - sum(sw["laps"]))


def _perform_timer(model, verb: str, args: tuple) -> None:
    d = data(model)
    if d["show_setup"] or not d["timers"]:
        if verb == "digit":
            text = (d["setup"] + args[0]).lstrip("0")
            d["setup"] = text[-6:] if len(text) <= 6 else d["setup"]
        elif verb == "delete":
            d["setup"] = d["setup"][:-1]
        elif verb == "fab" and d["setup"].lstrip("0"):
            h, mi, s = _setup_fields(d["setup"])
            t = _add_timer(model, ((h * 60 + mi) * 60 + s) * 1000)
            _start_timer(model, t)
            d["setup"], d["show_setup"] = "", False
        return
    t = d["timers"][-1]
    if verb == "fab":
        if t["state"] == "running":
            _pause_timer(model, t)
        else:
            _start_timer(model, t)
    elif verb == "reset_add":
        if t["state"] == "running":
            t["remaining"] += 60_000
        else:
            t.update(state="reset", remaining=t["length"], since=0)
    elif verb == "left":
        d["timers"].pop()
    elif verb == "right":
        d["show_setup"], d["setup"] = True, ""


def back(model) -> bool:
    d = data(model)
    if d["tab"] == "timer" and d["show_setup"] and d["timers"]:
        d["show_setup"] = False
        return True
    return False


def enter(model) -> bool:
    return False
