"""What the simulated Camera (``com.android.camera2``) keeps and writes: its settings, the
picture its lens sees, and its captures through MediaStore.

Source: AOSP ``packages/apps/Camera2`` at ``android-13.0.0_r16`` (commit c8df43fea, read
through LineageOS' mirror of the project):

* settings (``settings/SettingsManager`` + ``Keys``): every value a string in
  SharedPreferences; global ones in ``shared_prefs/com.android.camera2_preferences.xml``
  (``pref_camera_exposure_compensation_key`` "1"/"0" = Settings > Advanced > Manual
  exposure, default off; ``pref_camera_countdown_duration_key`` "0"/"3"/"10";
  ``pref_camera_grid_lines`` "1"/"0"; ``pref_camera_recordlocation_key``;
  ``camera.startup_module`` = the last mode, 0 photo, 1 video), per camera in
  ``com.android.camera2_preferences_camera_<id>.xml`` (``pref_camera_exposure_key``,
  ``pref_camera_flashmode_key`` auto/on/off, ``pref_camera_video_flashmode_key``
  off/torch);
* photos (``CaptureModule`` -> ``Storage.addImageToMediaStore``): title
  ``IMG_yyyyMMdd_HHmmss`` (``image_file_name_format``; ``_1``, ``_2``... within one second,
  ``CameraUtil.ImageFileNamer``), inserted into ``MediaStore.Images`` with ``IS_PENDING``
  1, ``DISPLAY_NAME`` title + ".jpg", ``DATE_TAKEN`` and no ``RELATIVE_PATH``, so
  MediaProvider files them under ``Pictures/`` (its default for images); the JPEG is
  written through the item's URI and published with ``IS_PENDING`` 0;
* videos (``VideoModule.generateVideoValues``/``saveVideo``): title
  ``VID_yyyyMMdd_HHmmss``, ``DISPLAY_NAME`` = title (MediaProvider adds ".mp4" from
  the MIME type), inserted pending into ``MediaStore.Video`` -> ``Movies/``; while it
  records, the file is MediaProvider's hidden pending name
  ``.pending-<expiry seconds>-VID_....mp4`` (expiry = now + 7 days), renamed and
  published when recording stops.

Here the file is written through the FUSE path as the app (MediaProvider indexes it as a
pending item owned by com.android.camera2) and published through the provider's own
``update(is_pending=0, datetaken=...)``, which moves it out of pending and scans it.

The lens [simulated, documented]: the back camera sees a seeded room (wall, window, table,
a few objects, and a wall clock showing the device time, so successive pictures differ);
the front camera sees the emulator's test pattern (a checkerboard with a square that moves
with time). A photo is that picture at 1280 x 960 (4:3) with the exposure compensation
applied as a brightness factor ``2 ** (ev / 2)`` [simplified]; EXIF carries the time,
make and model. A video is an MPEG-4 Part 2 MP4 of the recorded length at 640 x 480, two
frames a second, no sound [simplified: the real one is H.264 + AAC].
"""

from __future__ import annotations

import datetime
import io
import math
import posixpath
import random
import re
from xml.sax.saxutils import escape, quoteattr

from PIL import Image, ImageDraw

from venus_tasks.sim.providers.base import Caller, Uri
from venus_tasks.sim.storage import appdata
from venus_tasks.sim.storage.vfs import FsError
from venus_tasks.sim.system.identity import ROOT

PACKAGE = "com.android.camera2"
PREFS_DIR = f"/data/data/{PACKAGE}/shared_prefs"
GLOBAL = f"{PREFS_DIR}/{PACKAGE}_preferences.xml"
SHARED = "/storage/emulated/0"
PICTURES, MOVIES = f"{SHARED}/Pictures", f"{SHARED}/Movies"
PHOTO_SIZE, VIDEO_SIZE, VIDEO_FPS = (1280, 960), (640, 480), 2
PENDING_DAYS = 7
MAKE, MODEL = "Google", "sdk_gphone64_x86_64"
DEFAULTS = {"pref_camera_exposure_compensation_key": "0", "pref_camera_countdown_duration_key": "0",
            "pref_camera_grid_lines": "0", "camera.startup_module": "0"}
CAMERA_DEFAULTS = {"pref_camera_exposure_key": "0", "pref_camera_flashmode_key": "auto",
                   "pref_camera_video_flashmode_key": "off"}


# ------------------------------------------------------------------ preferences
def _camera_prefs(camera_id: int) -> str:
    return f"{PREFS_DIR}/{PACKAGE}_preferences_camera_{camera_id}.xml"


def read_prefs(model, path: str) -> dict[str, str]:
    """The ``<string>`` entries of a SharedPreferences file ({} when missing)."""
    try:
        text = model.vfs.read(path, cred=ROOT).decode("utf-8", "replace")
    except FsError:
        return {}
    return {k: v.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&")
            for k, v in re.findall(r'<string name="([^"]*)">(.*?)</string>', text, re.S)}


def write_prefs(model, path: str, values: dict[str, str]) -> None:
    """``SharedPreferences.Editor.apply`` of string ``values`` (``XmlUtils.writeMapXml``)."""
    current = read_prefs(model, path)
    current.update(values)
    lines = ["<?xml version='1.0' encoding='utf-8' standalone='yes' ?>", "<map>"]
    lines += [f"    <string name={quoteattr(k)}>{escape(v)}</string>" for k, v in sorted(current.items())]
    lines.append("</map>")
    _write(model, path, ("\n".join(lines) + "\n").encode())


def setting(model, key: str) -> str:
    """A global setting (its default when unset)."""
    return read_prefs(model, GLOBAL).get(key, DEFAULTS.get(key, ""))


def camera_setting(model, camera_id: int, key: str) -> str:
    return read_prefs(model, _camera_prefs(camera_id)).get(key, CAMERA_DEFAULTS.get(key, ""))


def set_setting(model, key: str, value: str) -> None:
    write_prefs(model, GLOBAL, {key: value})


def set_camera_setting(model, camera_id: int, key: str, value: str) -> None:
    write_prefs(model, _camera_prefs(camera_id), {key: value})


# ------------------------------------------------------------------ files as the app
def _cred(model):
    return appdata.cred_of(model, PACKAGE)


def _write(model, path: str, data: bytes) -> None:
    appdata.write_as_app(model, PACKAGE, path, data)


# ------------------------------------------------------------------ the lens
def scene(model, camera_id: int, ms: int, size: tuple[int, int], ev: int = 0) -> Image.Image:
    """What the lens sees at device time ``ms`` (see the module docstring), RGB."""
    w, h = size
    if camera_id == 1:
        img = Image.new("RGB", size, (255, 255, 255))
        d = ImageDraw.Draw(img)
        cell = max(8, w // 16)
        for y in range(0, h, cell):
            for x in range(0, w, cell):
                if (x // cell + y // cell) % 2:
                    d.rectangle((x, y, x + cell - 1, y + cell - 1), fill=(40, 40, 40))
        t = (ms / 1000) % 8 / 8
        x0 = int((w - 2 * cell) * (0.5 + 0.5 * math.sin(2 * math.pi * t)))
        d.rectangle((x0, h // 2 - cell, x0 + 2 * cell, h // 2 + cell), fill=(220, 40, 40))
    else:
        rng = random.Random(model.serial if hasattr(model, "serial") else "camera")
        img = Image.new("RGB", size, (196, 184, 160))
        d = ImageDraw.Draw(img)
        floor = int(h * 0.68)
        d.rectangle((0, floor, w, h), fill=(122, 96, 70))
        d.rectangle((int(w * 0.08), int(h * 0.12), int(w * 0.42), int(h * 0.52)), fill=(150, 200, 240),
                    outline=(240, 240, 240), width=max(2, w // 120))
        d.line((int(w * 0.25), int(h * 0.12), int(w * 0.25), int(h * 0.52)), fill=(240, 240, 240),
               width=max(2, w // 160))
        d.rectangle((int(w * 0.45), int(h * 0.62), int(w * 0.95), int(h * 0.66)), fill=(90, 60, 40))
        for i in range(3):
            cx = int(w * (0.52 + 0.14 * i))
            color = tuple(rng.randrange(40, 230) for _ in range(3))
            r = int(h * (0.04 + 0.02 * rng.random()))
            d.ellipse((cx - r, int(h * 0.62) - 2 * r, cx + r, int(h * 0.62)), fill=color)
        # the wall clock shows the device time
        cx, cy, r = int(w * 0.72), int(h * 0.26), int(h * 0.11)
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(250, 250, 245), outline=(40, 40, 40), width=max(2, w // 200))
        t = datetime.datetime.fromtimestamp(ms / 1000, model.timezone())
        for angle, length, width in (((t.hour % 12 + t.minute / 60) * 30, 0.5, 3), (t.minute * 6, 0.8, 2),
                                      (t.second * 6, 0.9, 1)):
            a = math.radians(angle - 90)
            d.line((cx, cy, cx + r * length * math.cos(a), cy + r * length * math.sin(a)), fill=(30, 30, 30),
                   width=max(1, width * w // 640))
    if ev:
        factor = 2 ** (ev / 2)
        img = img.point(lambda v: min(255, int(v * factor)))
    return img


# ------------------------------------------------------------------ captures
def _local(model, ms: int) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(ms / 1000, model.timezone())


def image_title(model, ms: int) -> str:
    """``CameraUtil.createJpegName``: ``IMG_yyyyMMdd_HHmmss`` with ``_N`` for the N-th
    extra name within the same second (the namer lives as long as the app's process)."""
    d = model.app_ui.setdefault(PACKAGE + "#namer", {"last": None, "count": 0})
    title = _local(model, ms).strftime("IMG_%Y%m%d_%H%M%S")
    if d["last"] is not None and d["last"] // 1000 == ms // 1000:
        d["count"] += 1
        return f"{title}_{d['count']}"
    d["last"], d["count"] = ms, 0
    return title


def unique(model, folder: str, name: str) -> str:
    """MediaProvider's unique name in ``folder``: ``name``, then ``stem (1).ext``..."""
    stem, ext = posixpath.splitext(name)
    path, n = f"{folder}/{name}", 0
    while model.vfs.exists(path):
        n += 1
        path = f"{folder}/{stem} ({n}){ext}"
    return path


def _publish(model, path: str, collection: str, taken_ms: int) -> None:
    media = getattr(model, "media", None)
    pkg = model.packages.get(PACKAGE)
    if media is None or pkg is None:
        return
    caller = Caller(pkg.uid, PACKAGE)
    uri = Uri.parse(f"content://media/external_primary/{collection}/media")
    _, rows = media.query(uri, ["_id"], f"_data = '{path}'", None, caller)
    for (row_id,) in rows:
        media.update(Uri.parse(f"content://media/external_primary/{collection}/media/{row_id}"),
                     {"is_pending": 0, "datetaken": taken_ms}, None, caller)


def jpeg(model, camera_id: int, ms: int, ev: int) -> bytes:
    img = scene(model, camera_id, ms, PHOTO_SIZE, ev)
    exif = Image.Exif()
    stamp = _local(model, ms).strftime("%Y:%m:%d %H:%M:%S")
    exif[0x010F], exif[0x0110], exif[0x0132] = MAKE, MODEL, stamp
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=90, exif=exif.tobytes())
    return buf.getvalue()


def take_photo(model, camera_id: int, ev: int) -> str:
    """Capture a photo now; returns its path (see the module docstring)."""
    ms = model.clock.now_ns() // 10**6
    path = unique(model, PICTURES, image_title(model, ms) + ".jpg")
    _write(model, path, jpeg(model, camera_id, ms, ev))
    _publish(model, path, "images", ms)
    return path


def start_video(model) -> dict:
    """Insert the pending video item; returns the recording's state."""
    ms = model.clock.now_ns() // 10**6
    title = _local(model, ms).strftime("VID_%Y%m%d_%H%M%S")
    final = unique(model, MOVIES, title + ".mp4")
    pending = f"{MOVIES}/.pending-{ms // 1000 + PENDING_DAYS * 86400}-{posixpath.basename(final)}"
    _write(model, pending, b"")
    return {"start_ms": ms, "pending": pending, "final": final}


def stop_video(model, rec: dict, camera_id: int) -> str:
    """Write the recorded MP4, give it its name and publish it; returns its path."""
    ms = model.clock.now_ns() // 10**6
    data = mp4(model, camera_id, rec["start_ms"], max(1, ms - rec["start_ms"]))
    _write(model, rec["pending"], data)
    final = rec["final"]
    if model.vfs.exists(final):               # taken meanwhile: MediaProvider's next unique name
        final = unique(model, MOVIES, posixpath.basename(final))
    try:
        model.vfs.rename(rec["pending"], final, cred=_cred(model))
    except FsError:
        model.vfs.rename(rec["pending"], final)
    _publish(model, final, "video", rec["start_ms"])
    return final


def mp4(model, camera_id: int, start_ms: int, duration_ms: int) -> bytes:
    """The recorded clip (module docstring); without PyAV an empty-looking ``ftyp`` box
    only [deviation, the tests' environment has PyAV]."""
    try:
        import av
        import numpy as np
    except ImportError:
        return b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom"
    frames = max(1, round(duration_ms / 1000 * VIDEO_FPS))
    buf = io.BytesIO()
    with av.open(buf, "w", format="mp4", options={"fflags": "+bitexact"}) as out:
        stream = out.add_stream("mpeg4", rate=VIDEO_FPS)
        stream.width, stream.height, stream.pix_fmt = VIDEO_SIZE[0], VIDEO_SIZE[1], "yuv420p"
        stream.codec_context.options = {"flags": "+bitexact"}
        for i in range(frames):
            img = scene(model, camera_id, start_ms + i * 1000 // VIDEO_FPS, VIDEO_SIZE)
            frame = av.VideoFrame.from_ndarray(np.asarray(img), format="rgb24")
            frame.pts = i
            for packet in stream.encode(frame):
                out.mux(packet)
        for packet in stream.encode(None):
            out.mux(packet)
    return buf.getvalue()


def captures(model) -> list[str]:
    """Published photos and videos this app made (MediaStore rows it owns in Pictures and
    Movies), newest first: the filmstrip's items."""
    media = getattr(model, "media", None)
    pkg = model.packages.get(PACKAGE)
    if media is None or pkg is None:
        return []
    uri = Uri.parse("content://media/external_primary/file")
    try:
        _, rows = media.query(uri, ["_data", "date_added", "_id"],
                              f"owner_package_name = '{PACKAGE}' AND is_pending = 0 AND media_type IN (1, 3)",
                              None, Caller(pkg.uid, PACKAGE))
    except Exception:
        return []
    found = [(r[1] or 0, r[2], r[0]) for r in rows if r[0] and model.vfs.exists(r[0])]
    return [p for _, _, p in sorted(found, reverse=True)]


def delete(model, path: str) -> None:
    """``ContentResolver.delete`` of the item (its row and file)."""
    media = getattr(model, "media", None)
    pkg = model.packages.get(PACKAGE)
    if media is None or pkg is None:
        return
    media.delete(Uri.parse("content://media/external_primary/file"), f"_data = '{path}'", Caller(pkg.uid, PACKAGE))
