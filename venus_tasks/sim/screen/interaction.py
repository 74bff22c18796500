"""What touches and keys do to the model: ``input tap|swipe|keyevent|text``.

A tap hit-tests the current screen's windows top to bottom (``tree.hit_screen``: call
screen and dialogs above apps; a modal dialog runs its ``outside`` action for touches
outside it) and performs the node's action: ``("launch", pkg)`` starts an app,
``("focus", field)`` focuses a text field, ``("toggle", ns, key, value)`` writes a
setting, ``("app", package, verb, ...)`` goes to the app's module in ``sim/apps_ui``,
``("call", accept|decline|hang_up)`` drives ``model.telephony``, ``("crash",
close|app_info)`` answers the crash dialog, ``("recent", task_id)`` resumes a task from
recents, ``("note", key)`` on a heads-up/notification opens its app (if it has a content
intent) or collapses it.

A press of less than 10 px that lasts ``long_press_timeout`` (``input swipe x y x y
1000``, AndroidWorld's long press) is a long press: on a node whose action is ``("app",
package, ...)`` the app module may handle it (``apps_ui.long_press``), otherwise it acts
as a tap.

Swipes: from the top edge (start inside the status bar) downwards opens the notification
shade; on the shade, up closes it and sideways on a notification dismisses it; on a
heads-up, up or sideways dismisses it; in recents, sideways scrolls the cards and up on a
card removes the task; on a scrollable list, up/down moves the visible window of rows by
the swiped distance; sideways on a horizontal list (``hscroll_key``) or up/down on a
scroll view (``pscroll_key``) moves it by the swiped pixels; sideways from a slider drags
it to where the swipe ends. Key codes are ``KeyEvent.KEYCODE_*``: HOME (3), BACK (4: closes the
keyboard, then the shade, recents and dialogs, then the top activity), APP_SWITCH (187:
recents), CALL (5), ENDCALL (6), DEL (67), SPACE (62), ENTER (66: the app's next field or a
new line).
"""

from __future__ import annotations

import contextlib

from venus_tasks.sim import apps_ui
from venus_tasks.sim.screen import app_screen, layout, recents
from venus_tasks.sim.screen.tree import hit_screen
from venus_tasks.sim.system import first_run
from venus_tasks.sim.system_ui import open_app_info
from venus_tasks.sim.telephony import TelephonyError
from venus_tasks.sim.text_input import clipboard

KEYCODES = {
    "UNKNOWN": 0, "SOFT_LEFT": 1, "SOFT_RIGHT": 2, "HOME": 3, "BACK": 4, "CALL": 5, "ENDCALL": 6,
    "DPAD_UP": 19, "DPAD_DOWN": 20, "DPAD_LEFT": 21, "DPAD_RIGHT": 22, "DPAD_CENTER": 23,
    "VOLUME_UP": 24, "VOLUME_DOWN": 25, "POWER": 26, "CAMERA": 27, "TAB": 61, "SPACE": 62,
    "ENTER": 66, "DEL": 67, "MENU": 82, "SEARCH": 84, "MEDIA_PLAY_PAUSE": 85, "PAGE_UP": 92,
    "PAGE_DOWN": 93, "ESCAPE": 111, "FORWARD_DEL": 112, "MOVE_HOME": 122, "MOVE_END": 123,
    "VOLUME_MUTE": 164, "APP_SWITCH": 187, "SLEEP": 223, "WAKEUP": 224, "ALL_APPS": 284,
}


def keycode(name: str) -> int | None:
    """``KEYCODE_HOME``, ``HOME`` or ``3`` -> 3; None if unknown."""
    if name.isdigit():
        return int(name)
    key = name.upper()
    key = key[len("KEYCODE_"):] if key.startswith("KEYCODE_") else key
    return KEYCODES.get(key)


def tap(model, x: int, y: int) -> None:
    win, action = hit_screen(layout.build(model), x, y)
    if action is None:
        if win is None or win.focusable:
            model.ui.focused_field = None
        return
    kind, args = action[0], action[1:]
    ui = model.system_ui
    if kind == "launch":
        model.launch(args[0])
    elif kind == "focus":
        model.ui.focused_field = args[0]
        model.ui.selected = None                 # a tap places the cursor
    elif kind == "toggle":
        model.settings.put(*args)
    elif kind == "call":
        with contextlib.suppress(TelephonyError):
            getattr(model.telephony, args[0])()
    elif kind == "crash":
        package = ui.crash.package if ui.crash else None
        ui.crash = None
        if args[0] == "app_info" and package:
            open_app_info(model, package)
    elif kind == "recent":
        task = next((t for t in model.activities.recents() if t.id == args[0]), None)
        ui.recents_open = False
        if task is not None:
            model.launch(task.package, task.top)
    elif kind == "recents" and args[0] == "clear_all":
        for task in model.activities.recents():
            model.activities.remove_task(task.id)
        ui.recents_open = False
        model.press_home()
    elif kind == "shade" and args[0] == "clear_all":
        model.notifications.cancel_all()
        ui.shade_open = False
    elif kind == "note":
        note = model.notifications.get(args[0])
        if note is not None and note.content_package:       # its content intent; auto-cancel
            model.notifications.cancel(note.key)
            ui.shade_open = False
            model.launch(note.content_package)
        else:
            model.notifications.stop_peeking()
    elif kind == "app":
        apps_ui.perform(model, action, x, y)
    elif kind == "first_run":
        first_run.advance(model, args[0])
    elif kind == "app_info":
        verb, package = args
        if verb == "open":
            model.launch(package)
        elif verb == "force_stop":
            model.force_stop(package)


def swipe(model, x1: int, y1: int, x2: int, y2: int, duration_ms: int = 300) -> None:
    """A fling from (x1, y1) to (x2, y2); a swipe shorter than 10 px is a press, a long
    press if it lasts ``long_press_timeout`` (Settings.Secure, 400 ms) or more."""
    dx, dy = x2 - x1, y2 - y1
    if abs(dx) < 10 and abs(dy) < 10:
        if duration_ms >= model.settings.get_int("secure", "long_press_timeout", 400):
            long_press(model, x1, y1)
        else:
            tap(model, x1, y1)
        return
    screen = layout.build(model)
    m = layout.metrics(model)
    ui = model.system_ui
    vertical = abs(dy) >= abs(dx)
    if y1 <= screen.status_bar_height and vertical and dy > m.dp(48) and not ui.shade_open:
        ui.shade_open = True
        model.notifications.stop_peeking()
        return
    win, _ = hit_screen(screen, x1, y1)
    if win is None:
        return
    if win.name == "NotificationShade":
        if vertical and dy < 0:
            ui.shade_open = False
        elif not vertical:
            node = _find(win.root, x1, y1, "key")
            if node is not None:
                model.notifications.cancel(node.style["key"])
        return
    if win.name == "StatusBar":                        # the heads-up
        node = _find(win.root, x1, y1, "key")
        if node is not None and not vertical:
            model.notifications.cancel(node.style["key"])
        elif dy < 0:
            model.notifications.stop_peeking()
        return
    if ui.recents_open and win is screen.windows[0]:
        if not vertical:
            recents.scroll_by(model, m, dx)
        elif dy < 0:
            card = _find(win.root, x1, y1, "task")
            if card is not None:
                model.activities.remove_task(card.style["task"])
        return
    canvas = _find(win.root, x1, y1, "canvas")
    if canvas is not None and apps_ui.stroke(model, canvas.action, [(x1, y1), (x2, y2)]):
        return
    slider = _find(win.root, x1, y1, "slider")
    if slider is not None and not vertical:
        apps_ui.perform(model, slider.action, x2, y2)     # a drag ends where the finger lifts
        return
    hlist = _find(win.root, x1, y1, "hscroll_key")
    if hlist is not None and not vertical:
        key, scroll = hlist.style["hscroll_key"], model.system_ui.scroll
        scroll[key] = max(0, min(hlist.style["max"], scroll.get(key, 0) - dx))
        return
    lst = _find(win.root, x1, y1, "scroll_key")
    if lst is not None and vertical:
        app_screen.scroll_list(model, lst, round(-dy / lst.style["row_h"]))
        return
    view = _find(win.root, x1, y1, "pscroll_key")
    if view is not None and vertical:
        key, scroll = view.style["pscroll_key"], model.system_ui.scroll
        scroll[key] = max(0, min(view.style["max"], scroll.get(key, 0) - dy))


def motion(model, action: str, x: int, y: int) -> None:
    """One ``input motionevent`` (DOWN, MOVE, UP or CANCEL) at (x, y). The points from DOWN
    to UP make one gesture: on a canvas node the whole path goes to the app's ``stroke``
    hook (a curve, not only its end points); anywhere else the gesture acts as ``swipe``
    from its first to its last point (a tap when it moved less than 10 px). A MOVE or UP
    without a DOWN, and everything after CANCEL, does nothing (the view saw no DOWN)."""
    ui = model.system_ui
    if action == "DOWN":
        ui.gesture = [(x, y)]
        return
    if ui.gesture is None:
        return
    if action == "CANCEL":
        ui.gesture = None
        return
    ui.gesture.append((x, y))
    if action != "UP":
        return
    points, ui.gesture = ui.gesture, None
    (x1, y1), (x2, y2) = points[0], points[-1]
    span = max(max(abs(px - x1), abs(py - y1)) for px, py in points)
    if span >= 10:
        win, _ = hit_screen(layout.build(model), x1, y1)
        canvas = _find(win.root, x1, y1, "canvas") if win is not None else None
        if canvas is not None and apps_ui.stroke(model, canvas.action, points):
            return
    swipe(model, x1, y1, x2, y2) if span >= 10 else tap(model, x1, y1)


def long_press(model, x: int, y: int) -> None:
    """A long press: an app node's module may take it (``apps_ui.long_press``); anywhere
    else it is a tap, as a view without a long-click listener clicks when the finger
    lifts (``View.onTouchEvent``: no long press performed, so ``performClick``)."""
    _, action = hit_screen(layout.build(model), x, y)
    if action is not None and action[0] == "app" and apps_ui.long_press(model, action, x, y):
        return
    tap(model, x, y)


def _find(root, x: int, y: int, style_key: str):
    """The deepest node at (x, y) whose style has ``style_key``."""
    found = None
    for node in root.walk():
        if style_key in node.style and node.contains(x, y):
            found = node
    return found


# Keys that type a character into the focused field (no meta state: lower case), as the
# emulator's keyboard character map does (AOSP ``frameworks/base/data/keyboards/Generic.kcm``).
_TYPED = {**{29 + i: chr(ord("a") + i) for i in range(26)}, **{7 + i: str(i) for i in range(10)},
          55: ",", 56: ".", 68: "`", 69: "-", 70: "=", 71: "[", 72: "]", 73: "\\", 74: ";", 75: "'",
          76: "/", 77: "@", 81: "+"}
KEYCODE_PASTE = 279


def key(model, code: int) -> None:
    ui = model.system_ui
    if code in _TYPED:
        model.type_text(_TYPED[code])
        return
    if code == KEYCODE_PASTE:    # the focused editor pastes the primary clip (TextView.onTextContextMenuItem)
        text = clipboard.of(model).text
        if text:
            model.type_text(text)
        return
    if code == 3:
        ui.close_transient()
        if model.telephony.call_state == 2:
            ui.call_hidden = model.telephony.call.start_ms
        model.press_home()
    elif code == 4:
        _back(model)
    elif code == 187:
        ui.shade_open = False
        ui.recents_open = not ui.recents_open
        ui.recents_scroll = 0
    elif code == 67:
        model.delete_char()
    elif code == 5:
        model.telephony.key_call()
    elif code == 6:
        model.telephony.key_endcall()
    elif code == 62:
        model.type_text(" ")
    elif code == 66:
        apps_ui.enter(model)


def _back(model) -> None:
    """BACK goes to the topmost thing that can consume it."""
    ui = model.system_ui
    if model.ui.focused_field is not None:
        model.ui.focused_field = None           # first BACK hides the keyboard
    elif ui.shade_open:
        ui.shade_open = False
    elif ui.crash is not None:
        ui.crash = None                          # cancel == Close app
    elif ui.recents_open:
        ui.recents_open = False
    elif model.telephony.call_state == 1:
        pass                                     # the ringing call screen ignores BACK
    elif model.telephony.call_state == 2 and ui.call_hidden != model.telephony.call.start_ms:
        ui.call_hidden = model.telephony.call.start_ms
    elif apps_ui.back(model):
        pass                                     # the app handled it (dialog, page, folder)
    else:
        model.press_back()
