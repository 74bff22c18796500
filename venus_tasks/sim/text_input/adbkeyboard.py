"""ADBKeyBoard (``com.android.adbkeyboard``) on the simulated device: its broadcast receiver and
its keyboard window.

Source: github.com/senzhk/ADBKeyBoard, ``keyboardservice/src/main/java/com/android/adbkeyboard/
AdbIME.java``. ``AdbIME.onCreate`` registers an ``AdbReceiver`` (``RECEIVER_EXPORTED`` on API
33) for its actions; the service exists while the system binds it, that is while ADBKeyBoard
is the selected input method (``sim/text_input/ime.py``), and then the receiver gets the shell's
implicit broadcasts. What ``onReceive`` does, each with ``getCurrentInputConnection()``, the
focused editor (nothing when no field has focus):

* ``ADB_INPUT_TEXT``: ``--es msg`` committed as typed (``commitText``); ``--es mcode
  "META,CODE,..."`` sends each pair as a key down with that meta state (CTRL+A =
  ``4096,29`` selects all; a plain key types or acts as ``input keyevent`` does).
* ``ADB_INPUT_B64``: ``msg`` decoded as base64 (``Base64.DEFAULT``: line breaks and spaces
  skipped) then UTF-8 (a bad sequence becomes U+FFFD) and committed.
* ``ADB_INPUT_CHARS``: ``--eia chars`` code points committed.
* ``ADB_INPUT_CODE``: ``--ei code`` as a key down.
* ``ADB_EDITOR_CODE``: ``--ei code`` as the editor action (``performEditorAction``), and
  ``ADB_ACTION_SEARCH|GO|DONE|NEXT|SEND`` likewise: the field's action, which the simulated
  apps take as ENTER does [simplified: every editor action is the field's IME action].
* ``ADB_CLEAR_TEXT``: the field's whole text deleted.

A missing or malformed extra: ``getStringExtra`` gives null and the action does nothing;
``Base64.decode`` of a bad string, ``Integer.parseInt`` of a bad meta code and ``new
String(int[])`` of a bad code point throw in ``onReceive`` and would crash the keyboard's
process, here nothing is typed [simplified]. The receiver sets no result, so ``am
broadcast`` prints ``Broadcast completed: result=0`` in every case.

The keyboard window (``res/layout/view.xml``: a ``RelativeLayout`` of ``wrap_content``
height on a ``#444`` background with the centred white TextView "ADB Keyboard {ON}",
``res/values/strings.xml`` ``keyboard_on``, in the default 14sp of ``TextAppearance.Small``)
is shown at the bottom of the screen while a text field has focus and ADBKeyBoard is the
selected input method; like every IME window it never takes focus (``uiautomator dump``,
which serializes the active window, does not list it), it is drawn over the app and it takes
the touches that land on it (its view has no click handler: they do nothing). The app's
window is neither resized nor panned [simplified: apps declare ``adjustResize`` or
``adjustPan``; either keeps the focused field visible, which it is here, near the top].
The simulated device draws no keyboard for the other input methods (Gboard): a real device
shows Gboard's keyboard over the lower part of the screen.
"""

from __future__ import annotations

import base64
import binascii

from venus_tasks.sim.text_input import ime
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = "com.android.adbkeyboard"
ACTIONS_EDITOR = {"ADB_EDITOR_CODE", "ADB_ACTION_SEARCH", "ADB_ACTION_GO", "ADB_ACTION_DONE",
                  "ADB_ACTION_NEXT", "ADB_ACTION_SEND"}
ACTIONS = {"ADB_INPUT_TEXT", "ADB_INPUT_CHARS", "ADB_INPUT_CODE", "ADB_INPUT_B64", "ADB_CLEAR_TEXT",
           *ACTIONS_EDITOR}
META_CTRL_ON = 0x1000          # KeyEvent.META_CTRL_ON
KEYCODE_A = 29
WINDOW = "InputMethod"         # the IME window's title in ``dumpsys window``
LABEL = "ADB Keyboard {ON}"
_TEXT_SP = 14                  # TextAppearance.Small
_LINE = 19 / 14                # Roboto's line height (ascent + descent + font padding) per sp [inferred]


def running(model) -> bool:
    """ADBKeyBoard's service is bound: it is the selected input method."""
    return ime.current(model) == ime.ADB_KEYBOARD


def _reaches(model, it) -> bool:
    if it.action not in ACTIONS or not running(model):
        return False
    if it.package is not None and it.package != PACKAGE:
        return False
    return it.component is None      # a dynamic receiver has no component to name


def deliver_broadcast(model, it) -> bool:
    """Run ``AdbReceiver.onReceive`` for the broadcast ``it`` (``intents.Intent``); True when
    the receiver got it. It sets no result either way."""
    if not _reaches(model, it):
        return False
    action = it.action
    if action == "ADB_INPUT_TEXT":
        msg = it.string_extra("msg")
        if msg is not None:
            model.type_text(msg)
        codes = it.string_extra("mcode")
        if codes is not None:
            _meta_keys(model, codes)
    elif action == "ADB_INPUT_B64":
        msg = _b64(it.string_extra("msg"))
        if msg is not None:
            model.type_text(msg)
    elif action == "ADB_INPUT_CHARS":
        chars = it.int_array_extra("chars")
        if chars is not None and all(0 <= c <= 0x10FFFF for c in chars):
            model.type_text("".join(map(chr, chars)))
    elif action == "ADB_INPUT_CODE":
        code = it.int_extra("code", -1)
        if code != -1:
            _key(model, code)
    elif action in ACTIONS_EDITOR:
        if action != "ADB_EDITOR_CODE" or it.int_extra("code", -1) != -1:
            _editor_action(model)
    elif action == "ADB_CLEAR_TEXT":
        if model.ui.focused_field is not None:
            model.ui.fields[model.ui.focused_field] = ""
            model.ui.selected = None
    return True


def _b64(data: str | None) -> str | None:
    """``new String(Base64.decode(data, DEFAULT), "UTF-8")``; None where Android throws."""
    if data is None:
        return None
    try:
        raw = base64.b64decode("".join(data.split()) + "=" * (-len("".join(data.split())) % 4), validate=True)
    except (binascii.Error, ValueError):
        return None
    return raw.decode("utf-8", "replace")


def _key(model, code: int) -> None:
    from venus_tasks.sim.screen import interaction
    if model.ui.focused_field is not None:
        interaction.key(model, code)


def _editor_action(model) -> None:
    from venus_tasks.sim import apps_ui
    if model.ui.focused_field is not None:
        apps_ui.enter(model)


def _meta_keys(model, text: str) -> None:
    """``mcode``: pairs ``META[+META],CODE``; CTRL+A selects all, a key without meta is a key."""
    parts = text.split(",")
    for i in range(0, len(parts) - 1, 2):
        try:
            meta = sum(int(m) for m in parts[i].split("+")[:2])
            code = int(parts[i + 1])
        except ValueError:
            return
        if meta & META_CTRL_ON and code == KEYCODE_A:
            model.select_all()
        elif meta == 0:
            _key(model, code)


def window(model, m) -> Window | None:
    """The keyboard window at the bottom of the screen, or None when it is not shown."""
    if model.ui.focused_field is None or not running(model):
        return None
    height = max(1, round(_TEXT_SP * _LINE * m.font_scale * m.density / 160))
    top = m.height - height
    root = UiNode(cls="android.widget.RelativeLayout", package=PACKAGE, bounds=(0, top, m.width, m.height),
                  style={"bg": "ime"})
    root.add(UiNode(cls="android.widget.TextView", text=LABEL, bounds=(0, top, m.width, m.height),
                    style={"kind": "ime_label"}))
    return Window(WINDOW, root, focusable=False)
