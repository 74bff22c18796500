"""The Clock's Timer tab and the ``AlarmClock`` timer intents (AOSP DeskClock,
LineageOS ``lineage-20.0``/``21.0``):

* Timer setup (``timer_setup_view.xml``/``timer_setup_digits.xml``): ``timer_setup_time``
  ``"00h 00m 00s"`` (``TimerSetupView``: digits shift in from the right; content
  description ``timer_setup_description`` "H hours, M minutes, S seconds" with the
  plural forms "1 hour" ...), ``timer_setup_digit_0`` .. ``_9``, ``timer_setup_digit_00``,
  ``timer_setup_delete`` (text "⌫", description "Delete" / "Delete N"). FAB "Start" once
  a digit is typed. AndroidWorld's ``ClockTimerEntry`` reads the text (``HHh MMm SSs``).
* Timer (``timer_item.xml``): ``timer_label`` (hint "Label"), ``timer_time_text``
  (``TimerTextController``: remaining time rounded up to the second, ``−`` once expired),
  ``reset_add`` ("+ 1:00", description "Add 1 Minute" while running; "Reset" when paused).
  FAB "Pause" / "Start", left "Delete", right "Add Timer".
* ``HandleApiCalls.handleSetTimer``: without ``EXTRA_LENGTH`` the Timer tab opens on the
  setup screen; ``getIntExtra(EXTRA_LENGTH, 0)`` seconds under 1 s (also a length given
  as a string, which ``getIntExtra`` does not read) is refused ("Invalid timer length",
  a voice failure: nothing shown); otherwise a reset timer of the same length and label
  (``EXTRA_MESSAGE``) is reused or a new one added, it is started, and unless
  ``getBooleanExtra(EXTRA_SKIP_UI, false)`` the Timer tab is shown. ``handleShowTimers``
  opens the Timer tab. ``handleDismissTimer`` (``DISMISS_TIMER``, no UI; the filter has
  no data, so only the form without a timer URI resolves) resets the expired timers
  (remaining time at or below zero); one made with ``EXTRA_SKIP_UI`` is deleted instead
  (``resetOrDeleteTimer``: ``deleteAfterUse``).

Simplifications [documented]: one timer is shown at a time (the newest); expiry (ringing,
"Time's up" notification) is not modelled.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import deskclock_look as look
from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.apps_ui.deskclock_common import ID, act, data, fab_row, now_ms, time_string
from venus_tasks.sim.screen.tree import UiNode

MIN_TIMER_MS = 1000                      # Timer.MIN_LENGTH
SET_TIMER = "android.intent.action.SET_TIMER"
SHOW_TIMERS = "android.intent.action.SHOW_TIMERS"
DISMISS_TIMER = "android.intent.action.DISMISS_TIMER"
EXTRA_LENGTH = "android.intent.extra.alarm.LENGTH"
EXTRA_SKIP_UI = "android.intent.extra.alarm.SKIP_UI"
EXTRA_MESSAGE = "android.intent.extra.alarm.MESSAGE"


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


def remaining(model, t: dict) -> int:
    """Milliseconds left on timer ``t`` now (negative once expired)."""
    if t["state"] == "running":
        return t["remaining"] - (now_ms(model) - t["since"])
    return t["remaining"]


def _setup_fields(text: str) -> tuple[int, int, int]:
    digits = text.rjust(6, "0")[-6:]
    return int(digits[0:2]), int(digits[2:4]), int(digits[4:6])


def _plural(n: int, one: str, other: str) -> str:
    return f"1 {one}" if n == 1 else f"{n} {other}"


# ------------------------------------------------------------------ intents
def handle_intent(model, it) -> bool | None:
    """``handleSetTimer`` / ``handleShowTimers``: True to show DeskClock, False when the
    intent was handled without UI, None when ``it`` is not a timer intent."""
    d = data(model)
    if it.action == SHOW_TIMERS:
        d["tab"] = "timer"
        return True
    if it.action == DISMISS_TIMER:
        _dismiss(model)
        return False
    if it.action != SET_TIMER:
        return None
    if EXTRA_LENGTH not in it.extras:
        d["tab"], d["show_setup"], d["setup"] = "timer", True, ""
        return True
    length = 1000 * it.int_extra(EXTRA_LENGTH, 0)
    if length < MIN_TIMER_MS:
        return False                          # "Invalid timer length" (voice failure)
    label = it.string_extra(EXTRA_MESSAGE) or ""
    timer = next((t for t in d["timers"] if t["state"] == "reset" and t["length"] == length
                  and t["label"] == label), None)
    skip = it.bool_extra(EXTRA_SKIP_UI, False)
    if timer is None:
        timer = _add_timer(model, length, label, delete_after_use=skip)
    _start(model, timer)
    if skip:
        return False
    d["tab"], d["show_setup"] = "timer", False
    return True


def _dismiss(model) -> None:
    """``handleDismissTimer`` without a URI: reset (or delete) every expired timer."""
    d = data(model)
    for t in [t for t in d["timers"] if t["state"] == "running" and remaining(model, t) <= 0]:
        if t.get("delete_after_use"):
            d["timers"].remove(t)
        else:
            t.update(state="reset", remaining=t["length"], since=0)


def _add_timer(model, length: int, label: str = "", delete_after_use: bool = False) -> dict:
    d = data(model)
    t = {"id": d["next_id"], "length": length, "remaining": length, "label": label,
         "state": "reset", "since": 0, "delete_after_use": delete_after_use}
    d["next_id"] += 1
    d["timers"].append(t)
    return t


def _start(model, t: dict) -> None:
    if t["state"] != "running":
        t["state"], t["since"] = "running", now_ms(model)


def _pause(model, t: dict) -> None:
    if t["state"] == "running":
        t["remaining"] = remaining(model, t)
        t["state"] = "paused"


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, top: int, fab_top: int) -> None:
    d = data(model)
    if d["show_setup"] or not d["timers"]:
        _setup(model, root, m, top, fab_top)
        return
    t = d["timers"][-1]
    mid = m.width // 2
    root.add(UiNode(cls="android.widget.Button", text=t["label"] or "Label", resource_id=ID + "timer_label",
                    bounds=(mid - m.dp(80), top + m.dp(24), mid + m.dp(80), top + m.dp(72)),
                    style={"kind": "secondary"}))
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=timer_text(remaining(model, t)),
                    resource_id=ID + "timer_time_text",
                    bounds=(m.dp(80), top + m.dp(120), m.width - m.dp(24), top + m.dp(220)),
                    style={"kind": "title"}))
    running = t["state"] == "running"
    box = (m.dp(8), top + m.dp(140), m.dp(88), top + m.dp(196))
    if running:
        widgets.button(root, box, "+ 1:00", act("reset_add"), rid=ID + "reset_add").desc = "Add 1 Minute"
    elif t["state"] == "paused":
        widgets.button(root, box, "Reset", act("reset_add"), rid=ID + "reset_add").desc = "Reset"
    fab_row(root, m, fab_top, "Delete", "Pause" if running else "Start", "Add Timer")


def _setup(model, root: UiNode, m, top: int, fab_top: int) -> None:
    d = data(model)
    h, mi, s = _setup_fields(d["setup"])
    desc = ", ".join((_plural(h, "hour", "hours"), _plural(mi, "minute", "minutes"),
                      _plural(s, "second", "seconds")))
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{h:02d}h {mi:02d}m {s:02d}s", desc=desc,
                    resource_id=ID + "timer_setup_time",
                    bounds=(m.dp(24), top + m.dp(16), m.width - m.dp(24), top + m.dp(104)),
                    style={"size": 56, "centred": True}))
    pad_top, key_h = top + m.dp(112), m.dp(72)
    col_w = m.width // 3
    keys = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0", "del")
    for i, k in enumerate(keys):
        r, c = divmod(i, 3)
        box = (c * col_w, pad_top + r * key_h, (c + 1) * col_w, pad_top + (r + 1) * key_h)
        side = min(col_w, key_h) - m.dp(4)              # digit_background: an oval in a 1:1 box, 2dp margins
        cx, cy = (box[0] + box[2]) // 2, (box[1] + box[3]) // 2
        box = (cx - side // 2, cy - side // 2, cx + side // 2, cy + side // 2)
        if k == "del":
            last = d["setup"][-1:] if d["setup"] else ""
            node = widgets.button(root, box, "", act("delete"), rid=ID + "timer_setup_delete")
            node.style.update(look.DELETE_KEY)
            node.desc = f"Delete {last}" if last else "Delete"
            node.enabled = bool(d["setup"])
        else:
            node = widgets.button(root, box, k, act("digit", k), rid=ID + "timer_setup_digit_" + k)
            node.style.update(look.digit_key(side / m.dp(1)))
    if d["setup"].lstrip("0"):
        fab_row(root, m, fab_top, None, "Start", None)


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple) -> None:
    """Keypad digits and delete, FAB (start/pause), ``reset_add``, left (delete the
    timer), right (add a timer: the setup screen)."""
    d = data(model)
    if d["show_setup"] or not d["timers"]:
        if verb == "digit":
            text = (d["setup"] + args[0]).lstrip("0")
            d["setup"] = text[-6:] if len(text) <= 6 else d["setup"]
        elif verb == "delete":
            d["setup"] = d["setup"][:-1]
        elif verb == "fab" and d["setup"].lstrip("0"):
            h, mi, s = _setup_fields(d["setup"])
            _start(model, _add_timer(model, ((h * 60 + mi) * 60 + s) * 1000))
            d["setup"], d["show_setup"] = "", False
        return
    t = d["timers"][-1]
    if verb == "fab":
        if t["state"] == "running":
            _pause(model, t)
        else:
            _start(model, t)
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
    """BACK on the setup screen over existing timers returns to them."""
    d = data(model)
    if d["show_setup"] and d["timers"]:
        d["show_setup"] = False
        return True
    return False
