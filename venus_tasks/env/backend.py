"""Device backends: how ``VenusEnv`` observes the screen and performs an agent's touches and
keys. ``adb`` (the default) uses the shell: ``screencap -p``, ``uiautomator dump`` and
``input``. ``u2`` uses uiautomator2's on-device server (the ``uiautomator2`` package, extra
``u2``): ``takeScreenshot``, ``dumpWindowHierarchy`` (the active window's root, what
``uiautomator dump`` serializes, so both parse to the same UI elements and indices),
``click``, ``swipe``, ``swipePoints`` and ``pressKeyCode`` over its JSON-RPC.

Both type text the same way (``Device.input_text``: ``input text``, or ADBKeyBoard's
broadcast for anything outside ASCII, ``venus_tasks.env.ime``): uiautomator2's own ways are
its clipboard (``send_keys`` pastes, which would overwrite the user's clip, state some
tasks check) or a second input method of its own (``app-uiautomator.apk``). Launching apps,
the task code, noise and variants use the ``Device`` whatever the backend.

A backend is an object with ``name`` and the methods of ``AdbBackend``; ``make_backend``
builds one by name.

What uiautomator2 differs in on a real device, and the simulated server reproduces
(``sim/u2server.py``): its dump turns each UTF-16 surrogate into ``.`` (an emoji reads
``..``), adds ``visible-to-user``, ``drawing-order``, ``hint`` and ``display-id``, and gives
a node with a ``RangeInfo`` (a SeekBar) its value as text; its screenshot is a JPEG
(``quality``, 80 in uiautomator2's own ``screenshot()``); a click holds 100 ms.
"""

from __future__ import annotations

import base64
import hashlib
import io
from typing import Sequence

import numpy as np
from PIL import Image

from venus_tasks.env.device import Device, DeviceError, activity_of

BACKENDS = ("adb", "u2")
INSTALL_U2 = "pip install -e '.[u2]'"
LONG_PRESS_MS = 1000      # AndroidWorld's long press (``input swipe x y x y 1000``)
# KeyEvent.KEYCODE_* values (AOSP frameworks/base/core/java/android/view/KeyEvent.java)
KEYCODES = {"UNKNOWN": 0, "HOME": 3, "BACK": 4, "CALL": 5, "ENDCALL": 6, "STAR": 17, "POUND": 18,
            "DPAD_UP": 19, "DPAD_DOWN": 20, "DPAD_LEFT": 21, "DPAD_RIGHT": 22, "DPAD_CENTER": 23,
            "VOLUME_UP": 24, "VOLUME_DOWN": 25, "POWER": 26, "CAMERA": 27, "CLEAR": 28,
            **{str(d): 7 + d for d in range(10)}, **{chr(ord("A") + i): 29 + i for i in range(26)},
            "COMMA": 55, "PERIOD": 56, "TAB": 61, "SPACE": 62, "ENTER": 66, "DEL": 67, "GRAVE": 68,
            "MINUS": 69, "EQUALS": 70, "LEFT_BRACKET": 71, "RIGHT_BRACKET": 72, "BACKSLASH": 73,
            "SEMICOLON": 74, "APOSTROPHE": 75, "SLASH": 76, "AT": 77, "PLUS": 81, "MENU": 82,
            "SEARCH": 84, "MEDIA_PLAY_PAUSE": 85, "PAGE_UP": 92, "PAGE_DOWN": 93, "ESCAPE": 111,
            "FORWARD_DEL": 112, "CTRL_LEFT": 113, "MOVE_HOME": 122, "MOVE_END": 123, "VOLUME_MUTE": 164,
            "APP_SWITCH": 187, "SLEEP": 223, "WAKEUP": 224, "ALL_APPS": 284, "PASTE": 279}
META_CTRL = 0x3000        # META_CTRL_ON | META_CTRL_LEFT_ON, as a left CTRL key sets it


class BackendUnavailable(ValueError):
    """The backend cannot be used here; the message says why and how to fix it."""


class AdbBackend:
    """Observation and input through adb shell commands (the default).

    Args:
      device: the ``Device``.
    """

    name = "adb"

    def __init__(self, device: Device):
        self.device = device

    def observe(self) -> tuple[np.ndarray, str, str | None]:
        """``(screenshot RGB uint8 (H, W, 3), hierarchy XML, focused package/activity or
        None)``: ``screencap -p``, then ``uiautomator dump`` and the focus in one round trip."""
        shot = self.device.screenshot()
        xml, foreground = self.device.ui_dump_and_focus()
        return shot, xml, foreground

    def tap(self, x: int, y: int) -> None:
        self.device.tap(x, y)

    def long_press(self, x: int, y: int) -> None:
        self.device.swipe(x, y, x, y, LONG_PRESS_MS)

    def swipe(self, x1: int, y1: int, x2: int, y2: int, duration_ms: int) -> None:
        self.device.swipe(x1, y1, x2, y2, duration_ms)

    def drag(self, points: Sequence[tuple[int, int]]) -> None:
        self.device.drag(points)

    def key(self, keycode: str) -> None:
        """A ``KEYCODE_*`` name or number."""
        self.device.keyevent(keycode)

    def select_all(self) -> None:
        """CTRL+A in the focused field (``input keycombination 113 29``)."""
        self.device.run(["input", "keycombination", "113", "29"])

    def close(self) -> None:
        """Nothing to release."""


class U2Backend(AdbBackend):
    """Observation and input through uiautomator2's on-device server, started as the
    ``uiautomator2`` client starts it (``uiautomator2.connect``: pushes ``u2.jar`` unless
    its MD5 matches, runs it with ``app_process``, waits for ``/ping``).

    Args:
      device: the ``Device``.
      quality: JPEG quality of the screenshots (``takeScreenshot``), 1-100.

    Raises:
      BackendUnavailable: the ``uiautomator2`` package is not installed.
      DeviceError: the server did not start.
    """

    name = "u2"

    def __init__(self, device: Device, quality: int = 100):
        super().__init__(device)
        try:
            import uiautomator2
        except ImportError as e:
            raise BackendUnavailable(f"--device_backend u2 needs the uiautomator2 package: {INSTALL_U2}") from e
        self.quality = quality
        self._errors = _u2_errors()
        self._last: tuple[bytes, np.ndarray] | None = None
        try:
            self.u2 = uiautomator2.connect(device.adb_device)
        except Exception as e:   # noqa: BLE001 - uiautomator2 raises many kinds; all mean "no server"
            raise DeviceError(f"{device.serial}: uiautomator2's server did not start: {e}") from e

    def _rpc(self, method: str, *params):
        try:
            return self.u2.jsonrpc_call(method, list(params), timeout=self.device.timeout)
        except self._errors as e:
            raise DeviceError(f"{self.device.serial}: uiautomator2 {method} failed: {e}") from e

    def observe(self) -> tuple[np.ndarray, str, str | None]:
        """``takeScreenshot`` (JPEG), ``dumpWindowHierarchy(False, 50, True)`` (the active
        window) and the focused activity (``dumpsys window``, through adb)."""
        shot = self.screenshot()
        xml = self._rpc("dumpWindowHierarchy", False, 50, True)
        focus = self.device.run("dumpsys window | grep mCurrentFocus", readonly=True)
        return shot, xml, activity_of(focus)

    def screenshot(self) -> np.ndarray:
        """The screen as RGB ``uint8`` (H, W, 3) from ``takeScreenshot(1, quality)``; an
        unchanged JPEG is not decoded again."""
        data = self._rpc("takeScreenshot", 1, self.quality)
        if not data:
            raise DeviceError(f"{self.device.serial}: uiautomator2 takeScreenshot returned nothing")
        jpeg = base64.b64decode(data)
        key = hashlib.blake2b(jpeg, digest_size=16).digest()
        if self._last is None or self._last[0] != key:
            try:
                self._last = (key, np.asarray(Image.open(io.BytesIO(jpeg)).convert("RGB")))
            except OSError as e:
                raise DeviceError(f"{self.device.serial}: takeScreenshot returned no image: {e}") from e
        return self._last[1].copy()

    def tap(self, x: int, y: int) -> None:
        self._rpc("click", int(x), int(y))

    def long_press(self, x: int, y: int) -> None:
        self._rpc("click", int(x), int(y), LONG_PRESS_MS)

    def swipe(self, x1: int, y1: int, x2: int, y2: int, duration_ms: int) -> None:
        """``swipe`` in steps of 5 ms (``UiDevice.swipe``)."""
        self._rpc("swipe", int(x1), int(y1), int(x2), int(y2), max(1, int(duration_ms) // 5))

    def drag(self, points: Sequence[tuple[int, int]]) -> None:
        """``swipePoints``: down at the first point, through the others, up at the last.

        Raises:
          ValueError: fewer than two points.
        """
        if len(points) < 2:
            raise ValueError("a drag needs at least two points")
        self._rpc("swipePoints", [int(v) for p in points for v in p], 2)

    def key(self, keycode: str) -> None:
        """``pressKeyCode`` of a ``KEYCODE_*`` name in ``KEYCODES`` or a number; another
        name goes through adb (``input keyevent``)."""
        key = str(keycode)
        name = key[len("KEYCODE_"):] if key.startswith("KEYCODE_") else key
        code = int(key) if key.isdigit() else KEYCODES.get(name)
        if code is None:
            self.device.keyevent(key)
            return
        self._rpc("pressKeyCode", code)

    def select_all(self) -> None:
        """CTRL+A: ``pressKeyCode(KEYCODE_A, META_CTRL_ON | META_CTRL_LEFT_ON)``."""
        self._rpc("pressKeyCode", KEYCODES["A"], META_CTRL)

    def close(self) -> None:
        """Stop the server (its ``app_process`` stream is closed; the port is freed)."""
        try:
            self.u2.stop_uiautomator(wait=False)
        except Exception:   # noqa: BLE001 - closing must not raise
            pass


def _u2_errors() -> tuple[type[BaseException], ...]:
    """The exceptions a uiautomator2 call raises for a failed device or server."""
    import adbutils
    from uiautomator2 import exceptions as ex
    return (ex.BaseException, adbutils.AdbError, OSError, EOFError)


def make_backend(name: str, device: Device) -> AdbBackend:
    """The backend called ``name`` (``BACKENDS``) on ``device``.

    Raises:
      ValueError: an unknown name.
      BackendUnavailable: ``u2`` without the ``uiautomator2`` package.
      DeviceError: the backend's server did not start.
    """
    if name == "adb":
        return AdbBackend(device)
    if name == "u2":
        return U2Backend(device)
    raise ValueError(f"unknown device backend {name!r}; choose one of {', '.join(BACKENDS)}")


def check_available(name: str) -> None:
    """Raise ``BackendUnavailable`` (one line, naming the fix) if ``name`` cannot be used
    here, ``ValueError`` for an unknown name; for a check before any device is leased."""
    if name not in BACKENDS:
        raise ValueError(f"unknown device backend {name!r}; choose one of {', '.join(BACKENDS)}")
    if name == "u2":
        try:
            import uiautomator2  # noqa: F401
        except ImportError:
            raise BackendUnavailable(f"--device_backend u2 needs the uiautomator2 package: {INSTALL_U2}") from None
