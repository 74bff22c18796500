"""What touches and keys do to the model: ``input tap|swipe|keyevent|text``.

A tap hit-tests the current screen (``tree.hit``) and performs the node's action:
``("launch", pkg)`` starts an app, ``("focus", field)`` focuses a text field,
``("toggle", ns, key, value)`` writes a setting. Key codes are ``KeyEvent.KEYCODE_*``.
"""

from __future__ import annotations

from venus_tasks.sim.screen import layout
from venus_tasks.sim.screen.tree import hit

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
    node = hit(layout.build(model).root, x, y)
    if node is None:
        model.ui.focused_field = None
        return
    kind = node.action[0]
    if kind == "launch":
        model.launch(node.action[1])
    elif kind == "focus":
        model.ui.focused_field = node.action[1]
    elif kind == "toggle":
        _, ns, key, value = node.action
        model.settings.put(ns, key, value)


def key(model, code: int) -> None:
    if code == 3:
        model.press_home()
    elif code == 4:
        model.press_back()
    elif code == 67:
        model.delete_char()
    elif code == 5:
        model.telephony.key_call()
    elif code == 6:
        model.telephony.key_endcall()
    elif code == 62:
        model.type_text(" ")
