"""Simple Calendar Pro's dialogs over the event editor, other than the date and time
pickers (``pickers``): the reminder choice, its custom interval, the reminder disclaimer
and the unsaved-changes question.

Sources: SimpleMobileTools/Simple-Calendar 6.22.2 (commit d7fa01958) ``EventActivity`` and
``ReminderWarningDialog`` (``dialog_reminder_warning.xml``), Simple-Commons ``71d66584bd``
(the version the app builds with): ``Activity.showPickSecondsDialog`` and
``RadioGroupDialog`` (``dialog_radio_group.xml``, ``radio_button.xml``),
``CustomIntervalPickerDialog`` (``dialog_custom_interval_picker.xml``),
``ConfirmationAdvancedDialog`` (``dialog_message.xml``), ``Context.getFormattedSeconds``;
texts from Simple-Commons ``res/values/strings.xml``. The dialogs are Material 3 alert
dialogs (``MaterialAlertDialogBuilder`` under the default system theme on Android 12+),
their buttons in sentence case.

* Reminder (``showPickSecondsDialogHelper``): a title-less list of ``RadioButton`` s
  (``dialog_radio_button``, the current one checked): "No reminder", "At start",
  "1 minute before", "5 minutes before", "10 minutes before", "30 minutes before",
  "1 hour before", the current value if it is none of these (e.g. "1 day before"), then
  "Custom"; no buttons; a tap picks and closes.
* Custom (``CustomIntervalPickerDialog``): the number field ``dialog_custom_interval_value``
  (hint "Value", digits only, at most 5), radio buttons "minutes" (checked), "hours",
  "days" (``dialog_radio_seconds`` is hidden), "Cancel" and "OK"; OK gives value times
  the unit (an empty value is 0, "At start").
* Disclaimer (``ReminderWarningDialog``): title "Disclaimer", the ``reminder_warning``
  text, "Settings" (neutral: App info) and "OK"; not cancelled by a touch outside.
* Delete (the menu's Delete, ``DeleteEventDialog`` for a non-repeating event):
  ``proceed_with_deletion`` "Are you sure you want to proceed with the deletion?", "No"
  and "Yes".
* Unsaved changes (``onBackPressed``): "You have unsaved changes. Save before exit?",
  "Discard" and "Save"; a touch outside or BACK only closes it.

Shapes: each ``*_window(model, m, args, act) -> Window``; ``act(*args)`` builds the app's
action tuple. ``reminder_options(current)`` -> ``[(minutes or None for Custom, text)]``.
"""

from __future__ import annotations

from typing import Callable

from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.apps_ui.calendar_store import PACKAGE, REMINDER_OFF
from venus_tasks.sim.screen.tree import UiNode, Window

Act = Callable[..., tuple]
ID = PACKAGE + ":id/"
VALUE_KEY = PACKAGE + ":custom_interval_value"
WARNING = ("Please make sure the reminders work properly before relying on them. Check your device battery and "
           "notification settings, if there is nothing blocking the reminders, or killing the app in the background.")
UNSAVED = "You have unsaved changes. Save before exit?"
DELETE = "Are you sure you want to proceed with the deletion?"
UNITS = (("minutes", 1), ("hours", 60), ("days", 1440))
_SPANS = ((365 * 1440, "year"), (30 * 1440, "month"), (7 * 1440, "week"), (1440, "day"), (60, "hour"), (1, "minute"))


def reminder_text(minutes: int) -> str:
    """``getFormattedMinutes``: "No reminder", "At start", "1 minute before", "2 hours
    before", "1 day before", "2 weeks before"..."""
    if minutes == REMINDER_OFF:
        return "No reminder"
    if minutes == 0:
        return "At start"
    for size, unit in _SPANS:
        if minutes % size == 0:
            n = minutes // size
            return f"{n} {unit}{'' if n == 1 else 's'} before"
    return f"{minutes} minutes before"


def reminder_options(current: int) -> list[tuple[int | None, str]]:
    """The reminder dialog's rows: ``(minutes, text)``, Custom last as ``(None, "Custom")``."""
    values = sorted({REMINDER_OFF, 0, 1, 5, 10, 30, 60, current})
    return [(v, reminder_text(v)) for v in values] + [(None, "Custom")]


def _panel(m, height: int) -> tuple[UiNode, int, int, int]:
    w = min(m.width - m.dp(48), m.dp(360))
    left = (m.width - w) // 2
    top = max(m.dp(24), (m.height - height) // 2)
    root = UiNode(package=PACKAGE, bounds=(left, top, left + w, top + height), style={"bg": "dialog", "radius": m.dp(28)})
    return root, left, left + w, top


def _buttons(root: UiNode, m, left: int, right: int, y: int, buttons) -> None:
    """``(android:id suffix, text, action)`` in the button bar's order (button3, the
    neutral one, at the start; then button2 and button1 right-aligned), dumped in that
    order."""
    widths = [m.dp(24) + int(len(text) * m.dp(9)) for _, text, _ in buttons]
    x = right - m.dp(16) - sum(w for (rid, _, _), w in zip(buttons, widths) if rid != "button3") \
        - m.dp(8) * (sum(1 for rid, _, _ in buttons if rid != "button3") - 1)
    for (rid, text, action), w in zip(buttons, widths):
        if rid == "button3":
            widgets.button(root, (left + m.dp(16), y, left + m.dp(16) + w, y + m.dp(40)), text, action,
                           rid="android:id/" + rid)
            continue
        widgets.button(root, (x, y, x + w, y + m.dp(40)), text, action, rid="android:id/" + rid)
        x += w + m.dp(8)


def reminder_window(model, m, current: int, act: Act) -> Window:
    """The reminder list for a reminder now at ``current`` minutes; taller than the screen
    (landscape) it scrolls, as its ``ScrollView`` does."""
    options = reminder_options(current)
    row = m.dp(48)
    content_h = m.dp(16) * 2 + row * len(options)
    root, left, right, top = _panel(m, min(content_h, m.height - m.dp(48)))
    sv = root.add(UiNode(cls="android.widget.ScrollView", resource_id=ID + "dialog_radio_holder", bounds=root.bounds))
    content = UiNode(bounds=root.bounds)
    group = content.add(UiNode(cls="android.widget.RadioGroup", resource_id=ID + "dialog_radio_group",
                               bounds=(left, top, right, top + content_h)))
    y = top + m.dp(16)
    for i, (value, text) in enumerate(options):
        group.add(UiNode(cls="android.widget.RadioButton", text=text, resource_id=ID + "dialog_radio_button",
                         checkable=True, checked=value == current, clickable=True, focusable=True,
                         bounds=(left + m.dp(16), y, right - m.dp(16), y + row), action=act("reminder_pick", i),
                         style={"kind": "list_button"}))
        y += row
    widgets.scroll_into(model, sv, content, PACKAGE + "/reminders", content_h)
    return Window(PACKAGE, root, modal=True, dim=True, outside=act("dismiss"))


def custom_window(model, m, unit: str, act: Act) -> Window:
    """The custom interval dialog, ``unit`` checked."""
    height = m.dp(24 + 64 + 16 + 3 * 48 + 72)
    root, left, right, top = _panel(m, height)
    text = "".join(ch for ch in model.ui.fields.get(VALUE_KEY, "") if ch.isdigit())[:5]
    model.ui.fields[VALUE_KEY] = text
    y = top + m.dp(24)
    widgets.field(root, model, m, (left + m.dp(24), y, right - m.dp(24), y + m.dp(64)), VALUE_KEY, "Value",
                  ID + "dialog_custom_interval_value")
    y += m.dp(80)
    group = root.add(UiNode(cls="android.widget.RadioGroup", resource_id=ID + "dialog_radio_view",
                            bounds=(left + m.dp(24), y, right - m.dp(24), y + 3 * m.dp(48))))
    for name, _ in UNITS:
        group.add(UiNode(cls="android.widget.RadioButton", text=name, resource_id=ID + f"dialog_radio_{name}",
                         checkable=True, checked=name == unit, clickable=True, focusable=True,
                         bounds=(left + m.dp(24), y, right - m.dp(24), y + m.dp(48)), action=act("custom_unit", name),
                         style={"kind": "list_button"}))
        y += m.dp(48)
    _buttons(root, m, left, right, top + height - m.dp(56),
             (("button2", "Cancel", act("dismiss")), ("button1", "OK", act("custom_ok"))))
    return Window(PACKAGE, root, modal=True, dim=True, outside=act("dismiss"))


def custom_minutes(model, unit: str) -> int:
    """What OK in the custom dialog gives, in minutes (an empty value is 0)."""
    text = model.ui.fields.get(VALUE_KEY, "") or "0"
    return int(text) * dict(UNITS)[unit]


def _message(m, title: str, message: str, rid: str, buttons, outside) -> Window:
    lines = widgets.wrap_lines(message, m, min(m.width - m.dp(48), m.dp(360)) - m.dp(48), 16)
    height = m.dp(24 + (40 if title else 0) + 16 + 72) + len(lines) * m.dp(22)
    root, left, right, top = _panel(m, height)
    y = top + m.dp(24)
    if title:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id="android:id/alertTitle",
                        bounds=(left + m.dp(24), y, right - m.dp(24), y + m.dp(32)), style={"kind": "title"}))
        y += m.dp(40)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=message, resource_id=ID + rid,
                    bounds=(left + m.dp(24), y, right - m.dp(24), y + len(lines) * m.dp(22)),
                    style={"kind": "editor", "lines": lines, "line_h": m.dp(22), "pad": 0, "y0": y}))
    _buttons(root, m, left, right, top + height - m.dp(56), buttons)
    return Window(PACKAGE, root, modal=True, dim=True, outside=outside)


def warning_window(m, act: Act) -> Window:
    """The reminder disclaimer (touches outside do nothing)."""
    return _message(m, "Disclaimer", WARNING, "reminder_warning", (("button3", "Settings", act("warning_settings")),
                                               ("button1", "OK", act("warning_ok"))), act("nothing"))


def delete_window(m, act: Act) -> Window:
    """``DeleteEventDialog`` for one non-repeating event: "Are you sure you want to proceed
    with the deletion?", "No" and "Yes"."""
    return _message(m, "", DELETE, "delete_event_description",
                    (("button2", "No", act("dismiss")), ("button1", "Yes", act("delete_yes"))), act("dismiss"))


def unsaved_window(m, act: Act) -> Window:
    """"Save before exit?" on BACK with changes."""
    return _message(m, "", UNSAVED, "message", (("button2", "Discard", act("discard")), ("button1", "Save", act("save"))),
                    act("dismiss"))
