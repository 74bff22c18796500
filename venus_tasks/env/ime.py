"""Typing any text: ADBKeyBoard, the input method VenusBench-Mobile installs for it.

``input text`` types printable ASCII only (``adb_client.TYPEABLE``); for every other
character (Chinese, accents, emoji) the text goes to the focused field through ADBKeyBoard
(github.com/senzhk/ADBKeyBoard, GPL-2.0; package ``com.android.adbkeyboard``, versionCode
2, versionName 2.0 in ``keyboardservice/build.gradle``). Its ``AdbIME``
(``keyboardservice/src/main/java/com/android/adbkeyboard/AdbIME.java``) registers a
broadcast receiver when the system binds it as the current input method and commits the
text of ``am broadcast -a ADB_INPUT_B64 --es msg <base64 of the UTF-8 text>`` into the
focused editor (``InputConnection.commitText``). The receiver exists only while ADBKeyBoard
is the selected input method, and it sets no result, so ``am`` prints ``Broadcast completed:
result=0`` whether or not anything was typed: the IME is checked before each broadcast.

Commands (AOSP Android 13 ``InputMethodManagerService`` shell command, ``ime`` =
``cmd input_method ime``): ``ime enable ID`` prints ``Input method ID: now enabled for user
#0`` (``already enabled`` the second time), ``ime set ID`` prints ``Input method ID selected
for user #0``; an ID no installed package provides fails with ``Unknown input method ID
cannot be enabled|selected for user #0`` on stderr, exit 255. ``ime set`` writes ``secure
default_input_method`` (``settings get secure default_input_method`` reads the current one).

``Keyboard`` makes ADBKeyBoard the input method for an episode and puts the previous one
back after (``VenusEnv.prepare_for_task``, in the round trip it makes anyway, and
``after_episode``): the switch happens before the state guard reads the device and the
switch back after scoring, so the guard sees one input method throughout, and no
settings key needs excusing (``ime set`` also writes ``selected_input_method_subtype`` and
``input_methods_subtype_history``, which ``verifiers.guard.SYSTEM_WRITTEN`` already lists).
"""

from __future__ import annotations

import base64

PACKAGE = "com.android.adbkeyboard"
IME_ID = "com.android.adbkeyboard/.AdbIME"   # ComponentName.flattenToShortString of AdbIME
ACTION_B64 = "ADB_INPUT_B64"                 # AdbIME.IME_MESSAGE_B64
INSTALL_HINT = ("run python runner.py --setup_device --apk_dir DIR with ADBKeyboard.apk in DIR "
                "(github.com/senzhk/ADBKeyBoard)")
_MARK = "--venus-ime--"


class KeyboardUnavailable(ValueError):
    """Text outside ASCII cannot be typed: ADBKeyBoard is not installed, or not the
    selected input method; the message says why and how to fix it."""


def commit_text_args(text: str) -> list[str]:
    """``am broadcast`` arguments that make ADBKeyBoard commit ``text`` (any Unicode; the
    base64 alphabet needs no quoting, so no character of ``text`` reaches a shell)."""
    return ["am", "broadcast", "-a", ACTION_B64, "--es", "msg",
            base64.b64encode(text.encode("utf-8")).decode("ascii")]


NOT_SELECTED = 3   # exit status of ``selected_check`` when ADBKeyBoard is not selected


def selected_check() -> str:
    """Shell text that exits ``NOT_SELECTED`` unless ADBKeyBoard is the selected input
    method (``settings get secure default_input_method``)."""
    return f'[ "$(settings get secure default_input_method)" = {IME_ID} ] || exit {NOT_SELECTED}'


def select_script() -> str:
    """One shell command: print the current input method, a marker line, then enable and
    select ADBKeyBoard (``ime enable``, ``ime set``) with their output and stderr."""
    return (f"settings get secure default_input_method; echo {_MARK}; "
            f"ime enable {IME_ID} 2>&1 && ime set {IME_ID} 2>&1")


def parse_select(output: str) -> str | None:
    """The input method selected before ``select_script`` ran (None when none was), from
    its output.

    Raises:
      KeyboardUnavailable: ADBKeyBoard is not installed (``Unknown input method``).
      ValueError: the output is not what Android prints.
    """
    previous, sep, rest = output.partition(_MARK + "\n")
    if not sep:
        raise ValueError(f"unexpected output selecting ADBKeyBoard: {output[:300]!r}")
    previous = previous.strip()
    if "Unknown input method" in rest:
        raise KeyboardUnavailable(f"ADBKeyBoard ({PACKAGE}) is not installed: {INSTALL_HINT}")
    if f"Input method {IME_ID} selected for user #" not in rest:
        raise ValueError(f"ime set {IME_ID} did not select it: {rest.strip()[:300]!r}")
    return None if previous in ("", "null") else previous


class Keyboard:
    """The input method of one device during episodes: ADBKeyBoard while an episode runs,
    the one the device had before after it.

    Args:
      device: a ``venus_tasks.env.device.Device``.
    """

    def __init__(self, device) -> None:
        self._device = device
        self._previous: str | None = None
        self.selected = False          # ADBKeyBoard was selected by this object
        self.unavailable: str | None = None   # why it cannot be selected (None: not known)

    def select(self) -> bool:
        """Make ADBKeyBoard the input method (one shell round trip) unless this object did
        already; see ``apply``."""
        if self.selected:
            return True
        return self.apply(self._device.shell(select_script()).stdout)

    @staticmethod
    def script() -> str:
        """The shell command that selects ADBKeyBoard (``select_script``), for a caller that
        runs it with other commands in one round trip and hands its output to ``apply``."""
        return select_script()

    def apply(self, output: str) -> bool:
        """Take in the output of ``script``: True once ADBKeyBoard is selected, the input
        method of before remembered (the first time only, so a repeated selection keeps
        the user's one). A device without ADBKeyBoard keeps its input method: False, and
        ``unavailable`` says why (text outside ASCII cannot be typed there).

        Raises:
          DeviceError: the device answered in an unexpected way.
        """
        from venus_tasks.env.device import DeviceError

        try:
            previous = parse_select(output)
        except KeyboardUnavailable as e:
            self.unavailable = str(e)
            return False
        except ValueError as e:
            raise DeviceError(f"{self._device.serial}: {e}") from e
        if not self.selected:
            self._previous = previous
        self.selected, self.unavailable = True, None
        return True

    def restore(self) -> None:
        """Put the input method of before ``select`` back (``ime set``); a no-op when this
        object selected nothing or the previous one was ADBKeyBoard itself. Idempotent.

        Raises:
          DeviceError: the device refused the previous input method.
        """
        if not self.selected:
            return
        self.selected = False
        previous, self._previous = self._previous, None
        if previous and previous != IME_ID:
            self._device.run(["ime", "set", previous])
