"""The Clock's Alarm tab and the ``AlarmClock`` alarm intents (AOSP DeskClock as LineageOS
ships it, ``lineage-21.0`` at 501626741; Google Clock keeps the same behaviour and
labels [inferred where noted]).

* ``HandleApiCalls.handleSetAlarm`` (``SET_ALARM``): ``EXTRA_HOUR`` read with
  ``getIntExtra`` (so only an ``--ei`` value counts; a present hour outside 0..23, or one
  given as a string, which reads as -1, is refused: a voice failure, nothing shown);
  ``EXTRA_MINUTES`` likewise (default 0, outside 0..59 refused). Without an hour the Alarm
  tab opens to create an alarm (the time picker it then shows is not modelled). Otherwise
  an alarm with the same hour, minutes, days (``EXTRA_DAYS``, ``getIntegerArrayListExtra``
  (``--eial``) or ``getIntArrayExtra`` (``--eia``) of ``Calendar`` days 1 = Sunday .. 7;
  none = not repeating), label (only if ``EXTRA_MESSAGE`` is given) and vibrate (only if
  ``EXTRA_VIBRATE`` is given) is enabled again, or a new one is added (enabled, vibrate
  by default, label ``EXTRA_MESSAGE`` or empty, ``deleteAfterUse`` when not repeating and
  ``EXTRA_SKIP_UI``); unless ``getBooleanExtra(EXTRA_SKIP_UI, false)`` the Alarm tab is
  shown. ``handleShowAlarms`` (``SHOW_ALARMS``) and ``handleDismissAlarm``
  (``DISMISS_ALARM``: the Alarm tab, then "No alarm scheduled" as a voice failure: alarms
  never ring here) open the Alarm tab; ``handleSnoozeAlarm`` (``SNOOZE_ALARM``) finds no
  firing alarm and shows nothing.
* The list (``alarm_clock.xml``): ``alarms_recycler_view``, or ``alarms_empty_view``
  "No Alarms"; sorted by hour, minutes, then newest first (``Alarm.DEFAULT_SORT_ORDER``).
  A collapsed row (``alarm_time_collapsed.xml`` + ``alarm_time_summary.xml``):
  ``digital_clock`` (``TextTime``: ``h:mm a`` for the 12-hour setting, spaces replaced by
  HAIR SPACE U+200A (``Utils.get12ModeFormat``), ``HH:mm`` for 24-hour; the content
  description is the same text), ``onoff`` (a ``SwitchCompat``, checked when enabled; a
  tap toggles it), ``label`` (only with a label; description "Label <label>"),
  ``days_of_week`` (``bindRepeatText``: the repeat days from Sunday, short names joined
  by ", ", one day in full, all seven "Every day"; when not repeating "Tomorrow" if the
  alarm's time of day is not after now, else "Today"), ``arrow`` "Expand alarm". FAB
  "Add alarm" (``button_alarms``).

Simplifications [documented]: alarms never ring (no instances, notifications or
"Alarm set for ..." toast); expanding a row, editing its time/label/days, deleting it and
the "Add alarm" time picker are not modelled (those taps do nothing).
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import deskclock_look as look
from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.apps_ui.deskclock_common import APP_PACKAGE, ID, act, data, fab_row
from venus_tasks.sim.clock import strftime
from venus_tasks.sim.screen.tree import UiNode

SET_ALARM = "android.intent.action.SET_ALARM"
SHOW_ALARMS = "android.intent.action.SHOW_ALARMS"
DISMISS_ALARM = "android.intent.action.DISMISS_ALARM"
SNOOZE_ALARM = "android.intent.action.SNOOZE_ALARM"
EXTRA_HOUR = "android.intent.extra.alarm.HOUR"
EXTRA_MINUTES = "android.intent.extra.alarm.MINUTES"
EXTRA_DAYS = "android.intent.extra.alarm.DAYS"
EXTRA_MESSAGE = "android.intent.extra.alarm.MESSAGE"
EXTRA_VIBRATE = "android.intent.extra.alarm.VIBRATE"
EXTRA_SKIP_UI = "android.intent.extra.alarm.SKIP_UI"
HAIR_SPACE = "\u200a"
# DateFormatSymbols (en-US), indexed by java.util.Calendar day (1 = Sunday)
_SHORT_DAYS = {1: "Sun", 2: "Mon", 3: "Tue", 4: "Wed", 5: "Thu", 6: "Fri", 7: "Sat"}
_LONG_DAYS = {1: "Sunday", 2: "Monday", 3: "Tuesday", 4: "Wednesday", 5: "Thursday", 6: "Friday",
              7: "Saturday"}


def alarms(model) -> list[dict]:
    """The alarms in list order: ``{"id", "hour", "minutes", "days" (sorted Calendar
    days), "label", "enabled", "vibrate", "delete_after_use"}``."""
    return sorted(data(model)["alarms"], key=lambda a: (a["hour"], a["minutes"], -a["id"]))


def time_text(model, hour: int, minutes: int) -> str:
    """``TextTime`` for an alarm at ``hour:minutes`` under the device's 12/24-hour setting
    (``Settings.System.TIME_12_24``; unset or "12" is 12-hour for en-US)."""
    if model.settings.get("system", "time_12_24") == "24":
        return f"{hour:02d}:{minutes:02d}"
    return f"{hour % 12 or 12}:{minutes:02d}{HAIR_SPACE}{'AM' if hour < 12 else 'PM'}"


def repeat_text(model, alarm: dict) -> str:
    """``bindRepeatText``: the repeat days, or "Today"/"Tomorrow" for a one-off alarm."""
    days = alarm["days"]
    if days:
        if len(days) == 7:
            return "Every day"
        if len(days) == 1:
            return _LONG_DAYS[days[0]]
        return ", ".join(_SHORT_DAYS[d] for d in sorted(days))     # Order.SUN_TO_SAT (en-US)
    now_h, now_m = (int(p) for p in strftime("%H %M", model.clock.now_ns(), model.timezone()).split())
    return "Tomorrow" if alarm["hour"] * 60 + alarm["minutes"] <= now_h * 60 + now_m else "Today"


# ------------------------------------------------------------------ intents
def handle_intent(model, it) -> bool | None:
    """``handleSetAlarm`` / ``handleShowAlarms``: True to show DeskClock, False when the
    intent was handled without UI (or refused), None when ``it`` is not an alarm intent."""
    d = data(model)
    if it.action in (SHOW_ALARMS, DISMISS_ALARM):
        d["tab"] = "alarm"
        return True
    if it.action == SNOOZE_ALARM:
        return False
    if it.action != SET_ALARM:
        return None
    hour = -1
    if EXTRA_HOUR in it.extras:
        hour = it.int_extra(EXTRA_HOUR, -1)
        if not 0 <= hour <= 23:
            return False                         # "Invalid time" (voice failure)
    minutes = it.int_extra(EXTRA_MINUTES, 0)
    if not 0 <= minutes <= 59:
        return False
    skip = it.bool_extra(EXTRA_SKIP_UI, False)
    if hour == -1:
        d["tab"] = "alarm"                       # the create-alarm UI (time picker not modelled)
        return True
    days = _days(it)
    label = it.string_extra(EXTRA_MESSAGE) or ""
    match = next((a for a in alarms(model) if a["hour"] == hour and a["minutes"] == minutes
                  and a["days"] == days
                  and (EXTRA_MESSAGE not in it.extras or a["label"] == label)
                  and (EXTRA_VIBRATE not in it.extras
                       or a["vibrate"] == it.bool_extra(EXTRA_VIBRATE, False))), None)
    if match is not None:
        match["enabled"] = True
    else:
        d["alarms"].append({"id": d["next_alarm_id"], "hour": hour, "minutes": minutes, "days": days,
                            "label": label, "enabled": True,
                            "vibrate": it.bool_extra(EXTRA_VIBRATE, True),
                            "delete_after_use": not days and skip})
        d["next_alarm_id"] += 1
    if skip:
        return False
    d["tab"] = "alarm"
    return True


def _days(it) -> list[int]:
    """``getDaysFromIntent`` then ``Weekdays.fromCalendarDays``: valid Calendar days only."""
    given = it.int_list_extra(EXTRA_DAYS) if EXTRA_DAYS in it.extras else None
    return sorted({d for d in (given or []) if 1 <= d <= 7})


# ------------------------------------------------------------------ screen
def build(model, root: UiNode, m, top: int, fab_top: int) -> None:
    rows = alarms(model)
    if not rows:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="No Alarms", desc="No Alarms", resource_id=ID + "alarms_empty_view",
                        bounds=(0, (top + fab_top) // 2 + m.dp(16), m.width, (top + fab_top) // 2 + m.dp(56)),
                        style={"kind": "empty", "ink": look.NO_ALARMS, "size": 20}))
    else:
        def item(a):
            def make(lst, y):
                _row(model, lst, m, y, a)
            return m.dp(8) + _card_height(m, a), make
        widgets.vlist(model, root, m, (0, top, m.width, fab_top + m.dp(120)), APP_PACKAGE + "/alarms",
                      [item(a) for a in rows], rid=ID + "alarms_recycler_view")
    fab_row(root, m, fab_top, None, "Add alarm", None)


def _card_height(m, a: dict) -> int:
    """A collapsed card: the label line (48dp, when set), the time (56sp), the days and
    switch line (48dp), 8dp below."""
    return (m.dp(48) if a["label"] else m.dp(8)) + m.dp(72) + m.dp(56)


def _row(model, lst: UiNode, m, y: int, a: dict) -> None:
    W = m.width
    y += m.dp(8)                                            # MaterialCardViewStyle: 8dp above
    h = _card_height(m, a)
    row = lst.add(UiNode(cls="android.view.ViewGroup", clickable=True, focusable=True,
                         bounds=(m.dp(16), y, W - m.dp(16), y + h),
                         action=act("alarm_expand", a["id"]), style={"bg": look.CARD, "radius": m.dp(28)}))
    text = time_text(model, a["hour"], a["minutes"])
    x0 = m.dp(32)                                          # the card's start guide
    top = y + m.dp(8)
    if a["label"]:
        row.add(UiNode(cls=widgets.TEXT_VIEW, text=a["label"], desc=f"Label {a['label']}",
                       resource_id=ID + "label", bounds=(x0, y, W - m.dp(96), y + m.dp(48)),
                       style={"ink": look.WHITE, "size": 14}))
        top = y + m.dp(48)
    row.add(UiNode(cls=widgets.TEXT_VIEW, text=text, desc=text, resource_id=ID + "digital_clock",
                   bounds=(x0, top, W - m.dp(120), top + m.dp(72)), style={"ink": look.WHITE, "size": 56}))
    line = top + m.dp(72)
    row.add(UiNode(cls="androidx.appcompat.widget.SwitchCompat", text="", resource_id=ID + "onoff",
                   checkable=True, checked=a["enabled"], clickable=True, focusable=True,
                   bounds=(W - m.dp(104), line + m.dp(10), W - m.dp(48), line + m.dp(38)),
                   action=act("alarm_toggle", a["id"]), style=dict(look.SWITCH)))
    row.add(UiNode(cls=widgets.TEXT_VIEW, text=repeat_text(model, a), resource_id=ID + "days_of_week",
                   bounds=(x0 + m.dp(4), line, W - m.dp(120), line + m.dp(48)), style={"ink": look.WHITE, "size": 14}))
    row.add(UiNode(cls="android.widget.ImageButton", resource_id=ID + "arrow", desc="Expand alarm", clickable=True,
                   focusable=True, bounds=(W - m.dp(72), y, W - m.dp(24), y + m.dp(48)),
                   action=act("alarm_expand", a["id"]),
                   style={"kind": "icon_button", "path": look.CARET_DOWN, "ink": look.WHITE}))


def perform(model, verb: str, args: tuple) -> None:
    """``alarm_toggle`` flips an alarm's switch; expanding and the FAB do nothing here."""
    if verb == "alarm_toggle":
        for a in data(model)["alarms"]:
            if a["id"] == args[0]:
                a["enabled"] = not a["enabled"]
