"""``Device``: every device access of the suite, over ``adbutils``.

Tasks, apps helpers, noise injectors and variants reach the device only through this
class, so the same code runs on a real emulator and on any other adb-speaking device.
Command strings and output formats follow the AOSP (Android 13) shell commands and
AndroidWorld's ``android_world/env/adb_utils.py``.

Shell arguments built from params or agent text are always quoted here
(``shlex.quote``); callers pass argument lists, never pre-joined strings with data in them.
"""

from __future__ import annotations

import hashlib
import io
import re
import shlex
import time
from typing import Sequence

import adbutils
import numpy as np
from PIL import Image

from venus_tasks.env import ime
from venus_tasks.env.content import parse_content_rows
from venus_tasks.env.device_files import FileTransfer

_FOCUS = re.compile(r"mCurrentFocus=Window\{\S+ \S+ ([^\s/}]+)/([^\s}]+)\}")
_FOCUS_ANY = re.compile(r"mCurrentFocus=Window\{\S+ \S+ ([^}]+)\}")
# ``mFocusedApp=ActivityRecord{b0d1c2e u0 com.pkg/.Activity t12}`` (DisplayContent.dump, AOSP 13)
_FOCUSED_APP = re.compile(r"mFocusedApp=ActivityRecord\{\S+ \S+ ([^\s/}]+)/")
_PHYSICAL_SIZE = re.compile(r"Physical size: (\d+)x(\d+)")
_OVERRIDE_SIZE = re.compile(r"Override size: (\d+)x(\d+)")
_DENSITY = re.compile(r"(Physical|Override) density: (\d+)")
_ROTATION = re.compile(r"mCurrentRotation=ROTATION_(\d+)")
_CALL_STATE = re.compile(r"mCallState=(\d)")
UI_DUMP_PATH = "/sdcard/window_dump.xml"
_MARK = "--venus-mark--"      # separates the parts of a combined shell command's output
_SETTINGS_MARK = "--venus-settings-namespace--"
NAMESPACES = ("global", "system", "secure")


from venus_tasks.env.adb_client import (
    TYPEABLE, ActivityNotStartedError, CommandError, DeviceError, ShellResult, _Client, adb_server_running,
    list_devices, list_serials, untypeable)

__all__ = ["NAMESPACES", "TYPEABLE", "UI_DUMP_PATH", "ActivityNotStartedError", "CommandError", "Device",
           "DeviceError", "ShellResult", "activity_of", "adb_server_running", "call_state_of", "list_devices",
           "list_serials", "untypeable"]



class Device(FileTransfer):
    """One Android device reached through an adb server.

    Args:
      serial: the device serial (``emulator-5554``).
      host, port: the adb server (default ``127.0.0.1:5037``).
      timeout: socket timeout in seconds for each adb operation.

    Raises (from every method):
      DeviceError: the adb server or device is unreachable; ``CommandError`` (a subclass)
        when the device answered but a checked command failed.
    """

    def __init__(self, serial: str, host: str = "127.0.0.1", port: int = 5037, timeout: float = 30.0):
        self.serial = serial
        self.host, self.port = host, port
        self._client = _Client(host, port, timeout)
        self._dev = self._client.device(serial)
        self._timeout = timeout
        self._v2: bool | None = None
        self._root = False   # adbd answered as root once: not asked again for this Device
        # facts learned once that hold while this client leases the device (the settings
        # baseline's text); whoever changes such a fact on the device updates or drops it
        self.memo: dict[object, object] = {}
        # bumped by every call that may change the device (a shell command not declared
        # read-only, a push): a fact read at generation g holds while it is still g
        self.generation = 0
        self._last_frame: tuple[bytes, np.ndarray] | None = None   # (PNG hash, decoded) of screenshot()

    def __repr__(self) -> str:
        return f"Device({self.serial!r}, {self.host}:{self.port})"

    @property
    def adb_device(self) -> adbutils.AdbDevice:
        """The ``adbutils`` device underneath (on this object's adb server, which never
        starts a daemon), for clients that drive a device through adbutils themselves."""
        return self._dev

    @property
    def timeout(self) -> float:
        """Seconds each adb operation may take before it fails with ``DeviceError``."""
        return self._timeout

    # ----------------------------------------------------------------- shell
    def shell(self, args: str | Sequence[str], timeout: float | None = None,
              readonly: bool = False) -> ShellResult:
        """Run a shell command and return stdout, stderr and exit code.

        ``args`` as a list is quoted argument by argument; as a string it is passed to the
        device's ``sh`` unchanged (use only for fixed command text). Uses the ``shell,v2``
        protocol when the device advertises ``shell_v2`` (separate stderr), else shell v1
        with adbutils' ``X4EXIT`` trailer (stderr merged into stdout). ``readonly=True``
        declares that the command changes nothing (``generation`` stays).
        """
        cmd = args if isinstance(args, str) else " ".join(shlex.quote(str(a)) for a in args)
        if not readonly:
            self.generation += 1
        try:
            if self._v2 is None:
                self._v2 = "shell_v2" in self._dev.get_features().split(",")
            r = self._dev.shell2(cmd, timeout=timeout or self._timeout, v2=self._v2)
        except (adbutils.AdbError, OSError, EOFError) as e:  # EOFError: stream lost
            raise DeviceError(f"{self.serial}: `{cmd}` failed: {e}") from e
        stdout = r.stdout if self._v2 else r.output
        return ShellResult(cmd, stdout, r.stderr, r.returncode)

    def run(self, args: str | Sequence[str], timeout: float | None = None, readonly: bool = False) -> str:
        """Run a command that must succeed; return its stdout without the trailing newline."""
        return self.shell(args, timeout, readonly).check().stdout.rstrip("\n")

    def run_parts(self, parts: Sequence[str | Sequence[str]], timeout: float | None = None,
                  readonly: bool = False) -> list[ShellResult]:
        """Several commands in one shell round trip, each in its own subshell ``( ... )``
        (an ``exit`` ends only its part), in order; one ``ShellResult`` per part with that
        part's stdout and exit status. A part is a string (fixed shell text) or an argument
        list (quoted argument by argument). stderr cannot be told apart per part: the
        whole stderr is attached to each part that exited non-zero.

        Raises:
          DeviceError: the transport failed, or the output lost a part's end marker.
        """
        if not parts:
            return []
        texts = [p if isinstance(p, str) else " ".join(shlex.quote(str(a)) for a in p) for p in parts]
        end = _MARK + "part-"
        script = " ; ".join(f"( {t}\n) ; printf '\\n%s%s\\n' {end} $?" for t in texts)
        r = self.shell(script, timeout, readonly)
        pieces = r.stdout.split("\n" + end)
        if len(pieces) != len(texts) + 1:
            raise DeviceError(f"{self.serial}: a combined command lost its part markers "
                              f"(exit {r.exit_code}): {(r.stderr or r.stdout).strip()[:300]}")
        out, prev = [], pieces[0]
        for text, piece in zip(texts, pieces[1:]):
            status, _, rest = piece.partition("\n")
            code = int(status) if status.strip().isdigit() else 255
            out.append(ShellResult(text, prev, r.stderr if code else "", code))
            prev = rest
        return out

    def root(self) -> None:
        """Restart adbd as root if needed (``adb root``); a no-op when already root. The
        answer is kept for this ``Device`` (a lease), so later calls make no round trip.

        Raises:
          DeviceError: the image refuses root (a user/Play Store build); use a
            ``google_apis`` emulator image.
        """
        if self._root:
            return
        if self.run("whoami", readonly=True) == "root":
            self._root = True
            return
        try:
            msg = self._dev.root()
        except adbutils.AdbError as e:
            raise DeviceError(f"{self.serial}: adb root failed: {e}") from e
        if "cannot run as root" in str(msg):
            raise DeviceError(f"{self.serial}: {msg.strip()} (use a google_apis emulator image)")
        for _ in range(50):  # adbd restarts; wait until the device answers as root
            try:
                if self.run("whoami", readonly=True) == "root":
                    self._root = True
                    return
            except DeviceError:
                pass
            time.sleep(0.1)
        raise DeviceError(f"{self.serial}: still not root after `adb root`")

    def getprop(self, key: str) -> str:
        """``getprop KEY``; empty string for an unknown property."""
        return self.run(["getprop", key], readonly=True)

    # -------------------------------------------------------------- settings
    def settings_get(self, namespace: str, key: str) -> str | None:
        """``settings get NS KEY``; None when the key is unset (Android prints ``null``)."""
        _check_namespace(namespace)
        value = self.run(["settings", "get", namespace, key], readonly=True)
        return None if value == "null" else value

    def settings_put(self, namespace: str, key: str, value: str | int | float) -> None:
        """``settings put NS KEY VALUE``."""
        _check_namespace(namespace)
        self.run(["settings", "put", namespace, key, str(value)])

    def settings_all(self, namespaces: Sequence[str] = NAMESPACES) -> dict[str, dict[str, str]]:
        """``settings list`` of each namespace, in one shell round trip, as
        ``{namespace: {key: value}}`` (sorted ``key=value`` lines, AOSP ``SettingsService``;
        the key ends at the first ``=``, a null value reads ``null``)."""
        return self.settings_all_then((), namespaces)[0]

    def settings_all_then(self, args: Sequence[str], namespaces: Sequence[str] = NAMESPACES
                          ) -> tuple[dict[str, dict[str, str]], str]:
        """``settings_all`` and then the command ``args`` (quoted argument by argument; its
        stderr dropped, its exit status ignored) in the same round trip: ``(settings, the
        command's stdout)``. With empty ``args`` the stdout is ""."""
        parts = [settings_list_command(namespaces)]
        if args:
            parts.append(" ".join(shlex.quote(str(a)) for a in args) + " 2>/dev/null")
        results = self.run_parts(parts, readonly=True)
        return self.parse_settings_list(results[0], namespaces), (results[1].stdout if args else "")

    def parse_settings_list(self, result: ShellResult, namespaces: Sequence[str] = NAMESPACES
                            ) -> dict[str, dict[str, str]]:
        """``{namespace: {key: value}}`` from the output of ``settings_list_command``.

        Raises:
          DeviceError: the command failed or printed nothing for a namespace.
        """
        out: dict[str, dict[str, str]] = {}
        current: dict[str, str] | None = None
        for line in result.check().stdout.split("\n"):
            if line.startswith(_SETTINGS_MARK):
                current = out.setdefault(line[len(_SETTINGS_MARK):], {})
                continue
            key, sep, value = line.partition("=")
            if sep and key and current is not None:
                current[key] = value
        missing = [ns for ns in namespaces if ns not in out]
        if missing:
            raise DeviceError(f"{self.serial}: `settings list` printed nothing for {', '.join(missing)}")
        return out

    def settings_delete(self, namespace: str, key: str) -> None:
        """``settings delete NS KEY``."""
        _check_namespace(namespace)
        self.run(["settings", "delete", namespace, key])

    def content_query(self, uri: str, projection: Sequence[str] = (), where: str | None = None
                      ) -> list[dict[str, str | None]]:
        """``content query`` as a list of rows (column -> value; SQL NULL -> None).

        Format: AOSP ``cmds/content/.../Content.java`` QueryCommand.
        """
        args = ["content", "query", "--uri", uri]
        if projection:
            args += ["--projection", ":".join(projection)]
        if where:
            args += ["--where", where]
        return parse_content_rows(self.run(args, readonly=True))

    # ---------------------------------------------------------------- screen
    def screenshot(self) -> np.ndarray:
        """The screen as an RGB ``uint8`` array of shape (height, width, 3), via ``screencap -p``.
        The same PNG as the last one (an unchanged screen) is not decoded again: decoding
        a 1080x2400 frame costs about 50 ms, hashing it about 2. Each call returns an
        array of its own."""
        try:
            png = self._dev.shell("screencap -p", encoding=None, timeout=self._timeout)
        except (adbutils.AdbError, OSError, EOFError) as e:
            raise DeviceError(f"{self.serial}: screencap failed: {e}") from e
        key = hashlib.blake2b(png, digest_size=16).digest()
        if self._last_frame is None or self._last_frame[0] != key:
            try:
                self._last_frame = (key, np.asarray(Image.open(io.BytesIO(png)).convert("RGB")))
            except OSError as e:
                raise DeviceError(f"{self.serial}: screencap returned no image: {e}") from e
        return self._last_frame[1].copy()

    def ui_dump(self) -> str:
        """The UI hierarchy XML from ``uiautomator dump`` (written to and read back from the device)."""
        r = self.shell(["uiautomator", "dump", UI_DUMP_PATH], readonly=True)
        if not r.ok or "ERROR" in r.stdout + r.stderr:
            raise DeviceError(f"{self.serial}: uiautomator dump failed: {(r.stderr or r.stdout).strip()}")
        return self.read_text(UI_DUMP_PATH)

    def ui_dump_and_focus(self) -> tuple[str, str | None]:
        """The UI hierarchy XML (as ``ui_dump``) and the focused ``package/activity`` (as
        ``current_activity``) in one shell round trip: ``uiautomator dump`` to the usual
        file, its status, the file, then ``dumpsys window``'s ``mCurrentFocus`` line.

        Raises:
          DeviceError: the dump failed (uiautomator's message).
        """
        out = self.shell(f"uiautomator dump {UI_DUMP_PATH}; echo {_MARK}$?; cat {UI_DUMP_PATH}; "
                         f"echo; echo {_MARK}; dumpsys window | grep mCurrentFocus", readonly=True).stdout
        head, sep, rest = out.partition(_MARK)
        status, _, rest = rest.partition("\n")
        xml, sep2, focus = rest.partition(_MARK)
        if not (sep and sep2) or status.strip() != "0" or "ERROR" in head:
            raise DeviceError(f"{self.serial}: uiautomator dump failed: {head.strip() or out[:200]!r}")
        return xml.rstrip("\n"), activity_of(focus)

    def screen_size(self) -> tuple[int, int]:
        """(width, height) in pixels from ``wm size`` (override first), portrait-natural."""
        out = self.run("wm size", readonly=True)
        m = _OVERRIDE_SIZE.search(out) or _PHYSICAL_SIZE.search(out)
        if not m:
            raise DeviceError(f"{self.serial}: unexpected `wm size` output {out!r}")
        return int(m[1]), int(m[2])

    def density(self) -> int:
        """dpi from ``wm density`` (override first)."""
        found = dict(_DENSITY.findall(self.run("wm density", readonly=True)))
        if not found:
            raise DeviceError(f"{self.serial}: unexpected `wm density` output")
        return int(found.get("Override", found.get("Physical")))

    def rotation(self) -> int:
        """Display rotation 0-3 from ``dumpsys window`` (``mCurrentRotation=ROTATION_N``)."""
        m = _ROTATION.search(self.run("dumpsys window", readonly=True))
        return int(m[1]) // 90 if m else 0

    def call_state(self) -> int:
        """Telephony call state from ``dumpsys telephony.registry``: 0 idle, 1 ringing,
        2 off-hook (AOSP ``TelephonyManager.CALL_STATE_*``; AndroidWorld ``get_call_state``)."""
        return call_state_of(self.run("dumpsys telephony.registry", readonly=True))

    # ----------------------------------------------------------------- input
    def tap(self, x: int, y: int) -> None:
        """``input tap X Y`` (physical pixels)."""
        self.run(["input", "tap", str(int(x)), str(int(y))])

    def swipe(self, x1: int, y1: int, x2: int, y2: int, duration_ms: int = 300) -> None:
        """``input swipe X1 Y1 X2 Y2 MS``."""
        self.run(["input", "swipe", *(str(int(v)) for v in (x1, y1, x2, y2, duration_ms))])

    def drag(self, points: Sequence[tuple[int, int]]) -> None:
        """Press at the first of ``points``, move through the others, lift at the last: one
        shell round trip of ``input motionevent DOWN|MOVE|UP X Y`` (AOSP
        ``InputShellCommand.runMotionEvent``, API 29+). Coordinates are integers, so the
        script carries no text from the agent.

        Raises:
          ValueError: fewer than two points.
        """
        if len(points) < 2:
            raise ValueError("a drag needs at least two points")
        steps = [("DOWN", points[0]), *(("MOVE", p) for p in points[1:-1]), ("UP", points[-1])]
        self.run(" ; ".join(f"input motionevent {kind} {int(x)} {int(y)}" for kind, (x, y) in steps))

    def keyevent(self, key: str | int) -> None:
        """``input keyevent KEY`` with a ``KEYCODE_*`` name or number."""
        key = str(key)
        if not (key.isdigit() or re.fullmatch(r"KEYCODE_[A-Z0-9_]+", key)):
            raise ValueError(f"not a keycode: {key!r} (use KEYCODE_* names or numbers)")
        self.run(["input", "keyevent", key])

    def input_text(self, text: str) -> None:
        """Type ``text`` into the focused field, in one shell round trip: a line of printable
        ASCII with ``input text`` (AOSP ``InputShellCommand``: one argument, ``%s`` read as a
        space, so spaces are sent as ``%s`` and a literal ``%s`` is typed as a space), any
        other line (Chinese, accents, emoji) through ADBKeyBoard's ``ADB_INPUT_B64``
        broadcast (``venus_tasks.env.ime``), which commits it as it is; newlines are sent
        as ENTER between the lines. Every argument is shell-quoted or base64, so no
        character of ``text`` is interpreted by the device shell.

        Raises:
          KeyboardUnavailable: a line is not printable ASCII and ADBKeyBoard is not the
            selected input method (select it with ``ime.Keyboard``); nothing is typed.
          CommandError: the device refused a command.
        """
        lines = text.split("\n")
        unicode = any(untypeable(line) for line in lines)
        steps = []
        for i, line in enumerate(lines):
            if i:
                steps.append("input keyevent KEYCODE_ENTER")
            if line and untypeable(line):
                steps.append(" ".join(ime.commit_text_args(line)))
            elif line:
                steps.append("input text " + shlex.quote(line.replace(" ", "%s")))
        if not steps:
            return
        script = " && ".join(steps)
        if unicode:
            script = ime.selected_check() + "; " + script
        r = self.shell(script)
        if unicode and r.exit_code == ime.NOT_SELECTED:
            raise ime.KeyboardUnavailable(
                f"`input text` cannot type {untypeable(text)[:20]!r} and ADBKeyBoard ({ime.IME_ID}) is not "
                f"the selected input method: select it first (venus_tasks.env.ime.Keyboard)")
        r.check()

    # ------------------------------------------------------------------ apps
    def start_activity(self, component: str) -> None:
        """``am start -n pkg/.Activity``.

        Raises:
          ActivityNotStartedError: Android reported an error (``am`` prints it and exits 0
            on API 33) or refused the argument (an exception, exit 255).
        """
        r = self.shell(["am", "start", "-n", component])
        if not r.ok or "Error" in r.stdout + r.stderr:
            raise ActivityNotStartedError(
                f"{self.serial}: am start -n {component}: {(r.stderr or r.stdout).strip()}")

    def force_stop(self, package: str) -> None:
        """``am force-stop PKG``."""
        self.run(["am", "force-stop", package])

    def clear_app(self, package: str) -> None:
        """``pm clear PKG``: wipe the app's data."""
        self.run(["pm", "clear", package])

    def packages(self) -> set[str]:
        """Installed package names (``pm list packages``)."""
        return {ln[len("package:"):].strip() for ln in self.run("pm list packages", readonly=True).splitlines()
                if ln.startswith("package:")}

    def current_activity(self) -> str | None:
        """``package/activity`` of the focused window (``dumpsys window``), or None."""
        return activity_of(self.run("dumpsys window", readonly=True))

    def focused_window(self) -> str | None:
        """The focused window's name as ``dumpsys window`` prints ``mCurrentFocus``
        (``pkg/Activity``, or a dialog title such as ``Application Error: pkg``), or None."""
        m = _FOCUS_ANY.search(self.run("dumpsys window", readonly=True))
        return m[1] if m else None

    def focused_app(self) -> str | None:
        """The package of the app activity that has focus in the task stack (``dumpsys
        window`` ``mFocusedApp``), or None. It differs from ``current_package`` when a
        window of another app is drawn over it: a started app stays the focused app under
        the full-screen ringing call of ``gsm call``."""
        m = _FOCUSED_APP.search(self.run("dumpsys window", readonly=True))
        return m[1] if m else None

    def current_package(self) -> str | None:
        """The focused window's package, or None."""
        act = self.current_activity()
        return act.split("/", 1)[0] if act else None


def settings_list_command(namespaces: Sequence[str] = NAMESPACES) -> str:
    """One shell command listing every setting of ``namespaces`` (``settings list NS``, AOSP
    ``SettingsService``: sorted ``key=value`` lines), each namespace after a marker line;
    read it back with ``Device.parse_settings_list``.

    Raises:
      ValueError: an unknown namespace.
    """
    for ns in namespaces:
        _check_namespace(ns)
    return " && ".join(f"echo {_SETTINGS_MARK}{ns} && settings list {ns}" for ns in namespaces)


def activity_of(dumpsys_window: str) -> str | None:
    """``package/activity`` of the ``mCurrentFocus=Window{... pkg/Activity}`` line of
    ``dumpsys window`` output, or None (a focused window that is no activity, or none)."""
    m = _FOCUS.search(dumpsys_window)
    return f"{m[1]}/{m[2]}" if m else None


def call_state_of(dumpsys_telephony: str) -> int:
    """The first ``mCallState=N`` of ``dumpsys telephony.registry`` output (0 when absent)."""
    m = _CALL_STATE.search(dumpsys_telephony)
    return int(m[1]) if m else 0


def _check_namespace(namespace: str) -> None:
    if namespace not in NAMESPACES:
        raise ValueError(f"settings namespace must be one of {NAMESPACES}, got {namespace!r}")
