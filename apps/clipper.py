"""Clipper (``ca.zgrs.clipper``): AndroidWorld's clipboard helper app, not one of the 27
VenusBench-Mobile apps. Tasks set and read the device clipboard through its broadcasts.

Sources: AndroidWorld (google-research/android_world) ``env/adb_utils.py``
(``_PATTERN_TO_ACTIVITY['clipper']``, ``set_clipboard_contents``,
``get_clipboard_contents``, ``extract_broadcast_data``) and ``env/setup_device/apps.py``
(``ClipperApp``: ``clipper.apk``, first launch clicks "Continue" then "OK"); the app is
github.com/majido/clipper (``ClipperReceiver.java``).

Protocol (what AndroidWorld does, and so what these helpers do): bring Clipper to the
foreground (``am start``), because Android 10 and later give the clipboard only to the
focused app; ``am broadcast -a clipper.set -e text TEXT`` or ``am broadcast -a
clipper.get``; then BACK. ``am`` answers ``Broadcast completed: result=-1,
data="TEXT"``; ``result=0`` without data means no receiver (Clipper not installed or
stopped), ``result=0, data=""`` means Clipper has no clip to give.
"""

from __future__ import annotations

import re

from apps.base import App

APP = App(
    name='clipper',
    package='ca.zgrs.clipper',
    activity='ca.zgrs.clipper/ca.zgrs.clipper.Main',
    label='Clipper',
    apks=('clipper.apk',),
    first_run=('Continue', 'OK'),
    source='AndroidWorld APK set (clipper.apk, env/setup_device/apps.py ClipperApp); '
           'source code github.com/majido/clipper',
)

_COMPLETED = re.compile(r"Broadcast completed: result=(-?\d+)(?:, data=\"(.*)\")?\n?\Z", re.S)


class ClipperError(RuntimeError):
    """Clipper is missing, or it did not answer a broadcast as it should."""


def _missing() -> ClipperError:
    return ClipperError(f"Clipper ({APP.package}) is not installed: run python runner.py "
                        f"--setup_device --apk_dir DIR with {APP.apks[0]} in DIR")


def parse_broadcast(output: str) -> tuple[int, str | None]:
    """``(result code, data or None)`` of ``am broadcast`` output.

    The format is AOSP ``ActivityManagerShellCommand``'s: ``Broadcasting: Intent { ... }``
    on one line, then ``Broadcast completed: result=<code>`` plus ``, data="<data>"`` when
    the receiver set data; the data is printed as is (quotes and newlines unescaped), so it
    runs to the last ``"`` of the output.

    Raises:
      ClipperError: the output has no ``Broadcast completed`` line.
    """
    _, _, rest = output.partition("\n")
    m = _COMPLETED.match(rest)
    if not output.startswith("Broadcasting: ") or m is None:
        raise ClipperError(f"unexpected am broadcast output: {output[:300]!r}")
    return int(m[1]), m[2]


def _bring_to_front(device) -> None:
    """``am start -n`` Clipper's main activity (it has to have focus to read the clip)."""
    r = device.shell(["am", "start", "-n", APP.activity])
    said = r.stdout + r.stderr
    if "does not exist" in said or "unable to resolve" in said:
        raise _missing()
    if not r.ok or "Error" in said:
        raise ClipperError(f"could not start Clipper ({APP.activity}): {said.strip()[:300]}")


def _broadcast(device, args: list[str]) -> tuple[int, str | None]:
    try:
        r = device.shell(["am", "broadcast", *args])
    finally:
        device.keyevent("KEYCODE_BACK")     # AndroidWorld presses BACK after each call
    if not r.ok:
        raise ClipperError(f"am broadcast {' '.join(args)} failed (exit {r.exit_code}): "
                           f"{(r.stderr or r.stdout).strip()[:300]}")
    return parse_broadcast(r.stdout)


def set_clipboard(device, text: str) -> None:
    """Put ``text`` on the device clipboard through Clipper (any text: the argument is
    shell-quoted, so quotes, newlines, ``$``, ``;`` and non-ASCII arrive unchanged).

    Raises:
      ClipperError: Clipper is not installed (the message says how to install it) or it
        did not confirm the copy (``result=-1``).
    """
    _bring_to_front(device)
    code, data = _broadcast(device, ["-a", "clipper.set", "-e", "text", text])
    if code != -1:
        raise ClipperError(f"Clipper did not set the clipboard: result={code}, data={data!r}")


def get_clipboard(device) -> str:
    """The device clipboard's text through Clipper; "" when no clip is set.

    Clipper answers ``result=0, data=""`` both for "no clip" and when it did not have
    focus (``getText()`` is null either way, e.g. under a dialog of its first-run
    screens); both read as "". AndroidWorld's ``get_clipboard_contents`` raises instead,
    so a device past Clipper's first-run screens (``--setup_device``) is assumed.

    Raises:
      ClipperError: Clipper is not installed or its receiver did not answer.
    """
    _bring_to_front(device)
    code, data = _broadcast(device, ["-a", "clipper.get"])
    if data is None:           # result=0 without data: nothing received the broadcast
        raise ClipperError(f"no receiver answered clipper.get (result={code}, no data) although "
                           f"Clipper ({APP.package}) started: is it an older or another build?")
    return data if code == -1 else ""
