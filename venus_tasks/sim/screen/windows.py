"""System windows drawn over the apps: the crash dialog, the call screen, the heads-up
notification and the notification shade.

Window names (what ``dumpsys window`` prints as ``mCurrentFocus``):

* crash dialog: ``Application Error: <process>`` (``AppErrorDialog`` sets this title);
  package ``android``; title ``android:id/alertTitle``, buttons ``android:id/aerr_app_info``
  and ``android:id/aerr_close`` (``layout/app_error_dialog.xml``); a touch outside
  cancels it like "Close app" (dialog theme ``windowCloseOnTouchOutside``).
* call screen: ``com.google.android.dialer/com.android.incallui.InCallActivity``
  (Dialer's InCallUI); shown full screen over the current app while the call rings
  (Decline/Answer) or is off-hook (End call, content-desc "End call",
  ``incall_end_call``). Node ids other than ``incall_end_call`` are [inferred]. On a
  device in use Android 13 may show a heads-up call notification instead [simplified].
* heads-up: a SystemUI window that never takes focus, so ``uiautomator dump`` (which
  dumps the active window only) does not list it, as on a device; it is drawn and
  catches touches.
* notification shade: ``NotificationShade`` (SystemUI), focused while expanded.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui.contacts_data import display_number
from venus_tasks.sim.screen import strings
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.system_ui import CrashDialog

INCALL = "com.android.incallui.InCallActivity"
DIALER = "com.google.android.dialer"
SYSTEMUI = "com.android.systemui"


def crash_dialog(model, m, crash: CrashDialog) -> Window:
    """``AppErrorDialog``: a centred alert with the title and two list buttons."""
    w = min(m.width - m.dp(48), m.dp(340))
    h = m.dp(24 + 48 + 8 + 56 + 56 + 8)
    left, top = (m.width - w) // 2, (m.height - h) // 2
    root = UiNode(package="android", bounds=(left, top, left + w, top + h),
                  style={"bg": "dialog", "radius": m.dp(28)})
    panel = root.add(UiNode(cls="android.widget.LinearLayout", resource_id="android:id/parentPanel",
                            bounds=root.bounds))
    y = top + m.dp(24)
    panel.add(UiNode(cls="android.widget.TextView", resource_id="android:id/alertTitle",
                     text=strings.tr(model, "crash_title", label=crash.label),
                     bounds=(left + m.dp(24), y, left + w - m.dp(24), y + m.dp(48)),
                     style={"kind": "title"}))
    y += m.dp(48 + 8)
    for key, rid, action in (("app_info", "aerr_app_info", ("crash", "app_info")),
                             ("close_app", "aerr_close", ("crash", "close"))):
        panel.add(UiNode(cls="android.widget.Button", resource_id=f"android:id/{rid}",
                         text=strings.tr(model, key), clickable=True, focusable=True,
                         bounds=(left, y, left + w, y + m.dp(56)), action=action,
                         style={"kind": "list_button"}))
        y += m.dp(56)
    return Window(f"Application Error: {crash.package}", root, modal=True, dim=True,
                  outside=("crash", "close"))


def call_screen(model, m, status: int) -> Window:
    """InCallUI: state, caller, and Decline/Answer (ringing) or End call (off-hook).

    The caller row (``contactgrid_contact_name``) shows the contact's name when the number
    is in the contacts provider, with the number below it (``contactgrid_bottom_text``),
    else the number, formatted as Contacts shows numbers (Dialer ``ContactGridManager``:
    name, or the formatted number, as the primary line [inferred layout]).
    """
    tel = model.telephony
    pid = DIALER + ":id/"
    root = UiNode(package=DIALER, bounds=(0, 0, m.width, m.height), style={"bg": "call"})
    top = status + m.dp(96)
    ringing = tel.call_state == 1
    if ringing:
        state = strings.tr(model, "incoming_call")
    else:
        call = tel.call
        start = call.answered_ms if call and call.answered_ms is not None else model.clock.now_ns() // 10**6
        secs = max(0, (model.clock.now_ns() // 10**6 - start) // 1000)
        state = f"{secs // 60}:{secs % 60:02d}"
    root.add(UiNode(cls="android.widget.TextView", resource_id=pid + "contactgrid_status_text",
                    text=state, bounds=(m.dp(24), top, m.width - m.dp(24), top + m.dp(32)),
                    style={"kind": "call_state"}))
    number = display_number(tel.number or "")
    found = model.contacts.lookup_number(tel.number) if tel.number else None
    name = found[1] if found and found[1] else ""
    root.add(UiNode(cls="android.widget.TextView", resource_id=pid + "contactgrid_contact_name",
                    text=name or number, bounds=(m.dp(24), top + m.dp(40), m.width - m.dp(24),
                                                 top + m.dp(96)), style={"kind": "call_number"}))
    if name:                       # a known caller: the number goes on the bottom row
        root.add(UiNode(cls="android.widget.TextView", resource_id=pid + "contactgrid_bottom_text",
                        text=number, bounds=(m.dp(24), top + m.dp(104), m.width - m.dp(24),
                                             top + m.dp(136)), style={"kind": "call_state"}))
    size = m.dp(72)
    y = m.height - m.dp(96) - size
    if ringing:
        for i, (key, action, color) in enumerate((("decline", "decline", "red"),
                                                  ("answer", "accept", "green"))):
            cx = m.width // 4 + i * m.width // 2
            root.add(UiNode(cls="android.widget.Button", resource_id=pid + f"incoming_call_{key}",
                            text=strings.tr(model, key), clickable=True, focusable=True,
                            bounds=(cx - size, y, cx + size, y + size + m.dp(32)),
                            action=("call", action), style={"kind": "call_button", "color": color}))
    else:
        cx = m.width // 2
        root.add(UiNode(cls="android.widget.ImageButton", resource_id=pid + "incall_end_call",
                        desc=strings.tr(model, "end_call"), clickable=True, focusable=True,
                        bounds=(cx - size // 2, y, cx + size // 2, y + size),
                        action=("call", "hang_up"), style={"kind": "call_button", "color": "red"}))
    return Window(f"{DIALER}/{INCALL}", root)


def _note_node(m, note, top: int, height: int, kind: str) -> UiNode:
    node = UiNode(cls="android.widget.FrameLayout", package=SYSTEMUI,
                  resource_id=SYSTEMUI + ":id/expandableNotificationRow", clickable=True,
                  focusable=True, long_clickable=True,
                  bounds=(m.dp(8), top, m.width - m.dp(8), top + height),
                  action=("note", note.key), style={"kind": kind, "key": note.key})
    y = top + m.dp(12)
    if note.title:
        node.add(UiNode(cls="android.widget.TextView", resource_id="android:id/title",
                        text=note.title, bounds=(m.dp(24), y, m.width - m.dp(24), y + m.dp(24)),
                        style={"kind": "note_title"}))
        y += m.dp(26)
    node.add(UiNode(cls="android.widget.TextView", resource_id="android:id/text", text=note.text,
                    bounds=(m.dp(24), y, m.width - m.dp(24), y + m.dp(22)),
                    style={"kind": "secondary"}))
    return node


def heads_up(model, m, status: int, note) -> Window:
    """The peeking notification at the top of the screen (not focusable)."""
    height = m.dp(84 if note.title else 60)
    root = UiNode(package=SYSTEMUI, bounds=(m.dp(8), status + m.dp(4), m.width - m.dp(8),
                                            status + m.dp(4) + height))
    root.add(_note_node(m, note, root.bounds[1], height, "heads_up"))
    return Window("StatusBar", root, focusable=False)


def shade(model, m, status: int) -> Window:
    """The expanded notification shade: the notifications newest first, and Clear all."""
    root = UiNode(package=SYSTEMUI, bounds=(0, 0, m.width, m.height), style={"bg": "shade"})
    panel = root.add(UiNode(cls="android.widget.ScrollView",
                            resource_id=SYSTEMUI + ":id/notification_stack_scroller",
                            scrollable=True, bounds=(0, status + m.dp(16), m.width, m.height)))
    y = status + m.dp(24)
    notes = list(reversed(model.notifications.active))
    for note in notes:
        height = m.dp(84 if note.title else 60)
        if y + height > m.height - m.dp(80):
            break
        panel.add(_note_node(m, note, y, height, "card"))
        y += height + m.dp(8)
    if notes:
        panel.add(UiNode(cls="android.widget.Button", resource_id=SYSTEMUI + ":id/dismiss_text",
                         text=strings.tr(model, "clear_all"), clickable=True, focusable=True,
                         bounds=(m.width - m.dp(136), y + m.dp(8), m.width - m.dp(16), y + m.dp(48)),
                         action=("shade", "clear_all"), style={"kind": "pill"}))
    else:
        panel.add(UiNode(cls="android.widget.TextView", text=strings.tr(model, "no_notifications"),
                         bounds=(0, y + m.dp(24), m.width, y + m.dp(64)), style={"kind": "empty"}))
    return Window("NotificationShade", root)
