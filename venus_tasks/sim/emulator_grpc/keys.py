"""Keyboard events of the emulator's gRPC ``sendKey`` turned into Android key codes.

A ``KeyboardEvent`` names a key in one of three ways (``emulator_controller.proto``):

* ``keyCode`` with a ``codeType``: the emulator translates it to a Linux evdev code with
  Chromium's table (``keycode_converter_data.inc``); android_env sends ``XKB`` on Linux,
  and an XKB code is the evdev code plus 8 (X11's offset). The guest then maps the evdev
  code to an Android ``KEYCODE_*`` with its key layout, ``Generic.kl`` (AOSP
  ``frameworks/base/data/keyboards/Generic.kl``). ``EVDEV`` codes are taken as they are;
  ``Usb``, ``Win`` and ``Mac`` codes are not translated here (``UnsupportedCodeType``)
  [sim: the real emulator translates them].
* ``key``: a W3C ``KeyboardEvent.key`` value; the proto names ``GoHome``, ``GoBack``,
  ``AppSwitch`` and ``Power`` as the Android keys, and printable ASCII characters as
  typed keys.
* ``text``: characters typed one after the other (printable ASCII only: "most [other
  characters] will be ignored", the proto says).

A code with a character (letters, digits, punctuation, space) types it into the focused
field; Shift (evdev 42/54) held down selects the shifted character, as ``Generic.kcm``
does. Only the table below is known; other codes do nothing [inferred: an unmapped evdev
code has no ``key`` line in ``Generic.kl`` and the guest drops it].
"""

from __future__ import annotations

XKB_OFFSET = 8   # X11 keycodes are evdev codes + 8 (xkeyboard-config ``evdev`` keycodes)

SHIFT_EVDEV = frozenset({42, 54})   # KEY_LEFTSHIFT, KEY_RIGHTSHIFT

# evdev code -> Android KEYCODE_* value, from Generic.kl (the keys a phone's UI reacts to).
_EVDEV_TO_ANDROID: dict[int, int] = {
    1: 111,    # ESCAPE
    14: 67,    # BACKSPACE -> DEL
    15: 61,    # TAB
    28: 66,    # ENTER
    57: 62,    # SPACE
    102: 122,  # HOME key of a PC keyboard -> MOVE_HOME
    103: 19, 108: 20, 105: 21, 106: 22,   # arrows -> DPAD_UP/DOWN/LEFT/RIGHT
    107: 123,  # END -> MOVE_END
    111: 112,  # DELETE -> FORWARD_DEL
    113: 164, 114: 25, 115: 24,           # MUTE, VOLUME_DOWN, VOLUME_UP
    116: 26,   # POWER
    139: 82,   # MENU
    158: 4,    # BACK
    172: 3,    # HOMEPAGE -> HOME
    217: 84,   # SEARCH
    580: 187,  # APPSELECT -> APP_SWITCH
}
# Typed characters of the evdev codes of a US keyboard: (base, shifted) as in Generic.kcm.
_EVDEV_CHARS: dict[int, tuple[str, str]] = {
    **{code: (d, s) for code, d, s in zip(range(2, 12), "1234567890", "!@#$%^&*()")},
    12: ("-", "_"), 13: ("=", "+"), 26: ("[", "{"), 27: ("]", "}"), 39: (";", ":"),
    40: ("'", '"'), 41: ("`", "~"), 43: ("\\", "|"), 51: (",", "<"), 52: (".", ">"),
    53: ("/", "?"), 57: (" ", " "),
    **{code: (c, c.upper()) for code, c in zip(
        (16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 30, 31, 32, 33, 34, 35, 36, 37, 38,
         44, 45, 46, 47, 48, 49, 50), "qwertyuiopasdfghjklzxcvbnm")},
}
# W3C key values with an Android meaning (the proto's list, plus the editing keys).
_W3C_KEYS: dict[str, int] = {
    "GoHome": 3, "GoBack": 4, "AppSwitch": 187, "Power": 26, "Enter": 66,
    "Backspace": 67, "Tab": 61, "Escape": 111, "Delete": 112, "ArrowUp": 19,
    "ArrowDown": 20, "ArrowLeft": 21, "ArrowRight": 22, "Home": 122, "End": 123,
    "AudioVolumeUp": 24, "AudioVolumeDown": 25, "AudioVolumeMute": 164,
}
TYPEABLE = frozenset(chr(c) for c in range(32, 127))   # printable ASCII [32, 127)


class UnsupportedCodeType(ValueError):
    """A ``KeyboardEvent.codeType`` this simulator does not translate (Usb, Win, Mac)."""


def evdev_of(code_type: str, key_code: int) -> int:
    """The evdev code of ``key_code`` given as ``code_type`` (``XKB`` or ``Evdev``).

    Raises:
      UnsupportedCodeType: any other code type; the message names the supported ones.
    """
    if code_type == "XKB":
        return key_code - XKB_OFFSET
    if code_type == "Evdev":
        return key_code
    raise UnsupportedCodeType(
        f"KeyboardEvent.codeType {code_type} is not translated by the simulated device; "
        "send XKB (what android_env sends on Linux) or Evdev codes, or set 'key'/'text'")


def android_key(evdev: int) -> int | None:
    """The Android ``KEYCODE_*`` value of a non-character evdev key, else None."""
    return _EVDEV_TO_ANDROID.get(evdev)


def typed_char(evdev: int, shifted: bool) -> str | None:
    """The character an evdev key types (US layout), or None for a non-character key."""
    chars = _EVDEV_CHARS.get(evdev)
    if chars is None:
        return None
    return chars[1] if shifted else chars[0]


def w3c_key(value: str) -> tuple[int | None, str | None]:
    """``(android_keycode, None)`` for a named key, ``(None, char)`` for a printable
    character, ``(None, None)`` for a value the device does not understand."""
    if value in _W3C_KEYS:
        return _W3C_KEYS[value], None
    if len(value) == 1 and value in TYPEABLE:
        return None, value
    return None, None
