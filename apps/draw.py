"""Simple Draw Pro (``com.simplemobiletools.draw.pro``): no stored state tasks read but the
pictures it saves.

Version 6.9.3 (versionCode 79) on Android 10+ saves through the system's create-document
screen (``MainActivity.trySaveImage``: "Save as" with file name and .png/.svg/.jpg, then
``ACTION_CREATE_DOCUMENT``), so a saved drawing lands wherever the user saves it --
DocumentsUI opens in Download on a fresh device [inferred]; ``saved_files`` therefore
looks for a file name anywhere in shared storage. The saved picture is the whole canvas
(``MyCanvas.getBitmap``). The app is reset with ``pm clear``. VenusBench-Mobile's GUIM
tasks push reference pictures to ``/sdcard/GUIM``.

The UI helpers (``tap_id``, ``set_color``, ``stroke``) drive the real app's screen through
its resource ids, for reference solutions.
"""

from __future__ import annotations

import posixpath
import time

from apps import files
from apps.base import App, simple_commons_self_written

PICTURES_DIR = "/sdcard/Pictures"
DOWNLOAD_DIR = "/sdcard/Download"
GUIM_DIR = "/sdcard/GUIM"
ID = "com.simplemobiletools.draw.pro:id/"

APP = App(
    name="simple draw pro",
    package="com.simplemobiletools.draw.pro",
    activity="com.simplemobiletools.draw.pro/com.simplemobiletools.draw.pro.activities.MainActivity",
    label="Draw",
    aliases=("draw", "simple draw"),
    apks=("com.simplemobiletools.draw.pro_79.apk",),
    version="6.9.3",
    source="AndroidWorld APK set (F-Droid: com.simplemobiletools.draw.pro, versionCode 79)",
    self_written=simple_commons_self_written("simple draw pro"),
)


def reset(device) -> None:
    """``pm clear``."""
    device.clear_app(APP.package)


def saved_files(device, filename: str) -> list[str]:
    """Paths in shared storage whose file name is exactly ``filename``, sorted."""
    return [p for p in files.list_files(device, files.SDCARD) if posixpath.basename(p) == filename]


def remove_saved(device, filename: str) -> None:
    """Delete every file named ``filename`` in shared storage (an earlier episode's)."""
    for path in saved_files(device, filename):
        device.run(["rm", "-f", path])


def push_picture(device, name: str, data: bytes, folder: str = GUIM_DIR) -> str:
    """Write a picture to ``folder/name`` and announce it to the media scanner."""
    path = files.push_file(device, f"{folder}/{name}", data)
    files.scan(device, path)
    return path


def element(device, rid: str = "", text: str = "", desc: str = ""):
    """The first element on screen with that resource id suffix, text or content
    description. Raises ``LookupError`` when none is."""
    from verifiers import screen

    for e in screen.elements(device):
        if rid and not e.resource_id.endswith(rid):
            continue
        if text and e.text != text:
            continue
        if desc and e.content_description != desc:
            continue
        return e
    raise LookupError(f"not on screen: rid={rid!r} text={text!r} desc={desc!r}")


def tap_on(device, rid: str = "", text: str = "", desc: str = "") -> None:
    """Tap the centre of the first element with that resource id suffix, text or
    content description. Raises ``LookupError`` when none is on screen."""
    device.tap(*element(device, rid, text, desc).bbox.center)


def canvas_box(device) -> tuple[int, int, int, int]:
    """(left, top, right, bottom) of the canvas ``my_canvas`` on screen."""
    b = element(device, rid=ID + "my_canvas").bbox
    return b.x_min, b.y_min, b.x_max, b.y_max


def open_app(device) -> None:
    """Start the app and wait until its canvas is on screen."""
    device.start_activity(APP.activity)
    for _ in range(20):
        try:
            canvas_box(device)
            return
        except LookupError:
            time.sleep(0.25)
    raise LookupError("Simple Draw Pro's canvas did not appear")


def set_color(device, hex_code: str) -> None:
    """Pick the brush colour ``hex_code`` (``"E53935"``) with the colour picker's hex field."""
    tap_on(device, desc="Change color")
    tap_on(device, rid=ID + "color_picker_new_hex")
    device.run(["input", "keycombination", "113", "29"])
    device.keyevent("KEYCODE_DEL")
    device.input_text(hex_code)
    tap_on(device, text="OK")


def stroke(device, points: list[tuple[int, int]]) -> None:
    """One finger path on the screen: ``input swipe`` for two points, else
    ``Device.drag`` (``input motionevent`` DOWN, MOVE..., UP in one round trip)."""
    if len(points) == 2:
        (x1, y1), (x2, y2) = points
        device.swipe(x1, y1, x2, y2, 300)
        return
    device.drag(points)
