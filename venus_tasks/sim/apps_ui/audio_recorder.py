"""Audio Recorder (``com.dimowner.audiorecorder``) main screen: record, pause/resume and
stop, with the recording time counting in real time; stopping writes the recording file
and its ``records`` row.

Source: Dimowner/AudioRecorder commit 05545b9 (versionName 0.9.26, versionCode 926):

* ``res/layout/activity_main.xml``: toolbar (``btn_import``, the app name "Audio
  Recorder", ``btn_share``), ``txt_progress`` (the recording time,
  ``TimeUtils.formatTimeIntervalHourMinSec2``: ``%02d:%02d``, ``%02d:%02d:%02d`` from an
  hour), ``txt_name``, ``txt_record_info``, ``txt_zero_time``/``txt_duration`` ("00:00",
  ``zero_time``), ``play_progress``; bottom panel ``btn_settings`` (description
  "Settings"), ``btn_record_delete`` ("Delete"), ``btn_record`` (description
  ``@string/recording``, the literal "Recording: %s"), ``btn_record_stop`` and
  ``btn_records_list`` (no description).
* ``MainActivity.showRecordingStart/Pause/Resume/Stop``: while recording ``txt_name`` is
  "Recording…" (``recording_progress``), paused "Paused" (``recording_paused``);
  ``btn_record_stop`` and ``btn_record_delete`` show only while a recording is on; the
  import/share/play buttons hide. ``btn_record`` starts, then pauses and resumes.
* ``FileRepositoryImpl.provideRecordFile``: the record counter (pref ``record_counter``)
  is incremented and the file is ``Record-<counter>.m4a`` (``BASE_RECORD_NAME``,
  default naming ``NAME_FORMAT_RECORD``, default format ``m4a``) in the records folder.
  ``RecordingService.startRecording`` inserts the row at once (``insertEmptyFile``:
  name without extension, duration 0, created = file mtime, added = now, the settings'
  format/sample rate/channels/bitrate); ``AppRecorderImpl.onStopRecord`` updates it with
  what ``AudioDecoder.readRecordInfo`` reads from the file: ``duration`` in
  **microseconds** (the UI divides by 1000 for milliseconds), format, size, sample rate,
  channel count, bitrate.

The file is a real AAC ``.m4a`` of the recorded length (a seeded melody from
``venus_tasks.data.audio``, mono 44.1 kHz), so PyAV measures its duration; the row takes
duration/size/channels from that file as the app does. Without PyAV a WAV file is
written instead [deviation].

Simplifications [documented]: the app opens straight on the main screen (no welcome /
setup pages, permissions granted); the recording waveform, the recording notification,
playback, renaming, the delete-recording confirmation and the records list are not
modelled; the recording state and the counter live in ``model.app_ui[STORE]`` (a force
stop keeps them, ``pm clear`` resets them) [inferred]; ``data`` holds no waveform (an
empty blob) [inferred].
"""

from __future__ import annotations

import posixpath
import zlib

from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.storage import appdata
from venus_tasks.sim.storage.vfs import FsError
from venus_tasks.sim.system.identity import ROOT, app_cred

PACKAGE = "com.dimowner.audiorecorder"
ID = PACKAGE + ":id/"
STORE = PACKAGE + "#data"
RECORDS_DIR = "/storage/emulated/0/Android/data/com.dimowner.audiorecorder/files/Music/records"
DB_PATH = "/data/data/com.dimowner.audiorecorder/databases/records.db"
SAMPLE_RATE = 44100
BITRATE = 128000
CHANNELS = 2                     # DEFAULT_CHANNEL_COUNT (the row before the file is read)


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _now_ms(model) -> int:
    return model.clock.now_ns() // 10**6


def data(model) -> dict:
    """The app's state (recording, record counter, active record); it starts afresh when
    ``records.db`` was recreated (``pm clear`` wipes the app's preferences too)."""
    try:
        db = model.vfs.lookup(DB_PATH)
    except FsError:
        db = None
    d = model.app_ui.get(STORE)
    if d is None or (db is not None and d["db"] is not None and d["db"] is not db):
        d = model.app_ui[STORE] = {"state": "idle", "acc": 0, "since": 0, "counter": 0,
                                   "path": "", "row": None, "active": None, "db": None}
    if db is not None:
        d["db"] = db
    return d


def elapsed_ms(model) -> int:
    d = data(model)
    if d["state"] == "recording":
        return d["acc"] + max(0, _now_ms(model) - d["since"])
    return d["acc"]


def format_time(ms: int) -> str:
    """``TimeUtils.formatTimeIntervalHourMinSec2``."""
    h, rem = divmod(ms // 1000, 3600)
    mi, s = divmod(rem, 60)
    return f"{h:02d}:{mi:02d}:{s:02d}" if h else f"{mi:02d}:{s:02d}"


# ------------------------------------------------------------------ store
def _db(model):
    return appdata.load_db(model.vfs.read(DB_PATH))


def _save(model, con) -> None:
    _write(model, DB_PATH, appdata.dump_db(con))
    con.close()


def _write(model, path: str, blob: bytes) -> None:
    """Write as the app (its uid owns what it creates); as root if that is refused."""
    pkg = model.packages.get(PACKAGE)
    try:
        model.vfs.write(path, blob, cred=app_cred(pkg.uid) if pkg else ROOT)
    except FsError:
        model.vfs.write(path, blob)


def _start(model) -> None:
    d = data(model)
    now = _now_ms(model)
    model.vfs.mkdir(RECORDS_DIR, parents=True)
    while True:                                   # provideRecordFile: increment, then name
        d["counter"] += 1
        name = f"Record-{d['counter']}"
        path = posixpath.join(RECORDS_DIR, name + ".m4a")
        if not model.vfs.exists(path):
            break
    _write(model, path, b"")
    try:
        con = _db(model)
    except FsError:
        return
    cur = con.execute(
        "INSERT INTO records (name, duration, created, added, path, format, size, sample_rate, "
        "channel_count, bitrate, data, bookmark, waveform_processed, data_str) "
        "VALUES (?, 0, ?, ?, ?, 'm4a', 0, ?, ?, ?, ?, 0, 0, '')",
        (name, now, now, path, SAMPLE_RATE, CHANNELS, BITRATE, b""))
    d["row"] = d["active"] = cur.lastrowid
    con.commit()
    _save(model, con)
    d.update(state="recording", acc=0, since=now, path=path)


def _stop(model) -> None:
    d = data(model)
    ms = elapsed_ms(model)
    path, row = d["path"], d["row"]
    d.update(state="idle", acc=0, since=0)
    seconds = max(ms, 1) / 1000
    seed = zlib.crc32(path.encode())
    blob, fmt, duration_us, channels = _encode(seed, seconds)
    if fmt == "wav":
        model.vfs.unlink(path)
        path = path[:-4] + ".wav"
    _write(model, path, blob)
    try:
        con = _db(model)
    except FsError:
        return
    con.execute("UPDATE records SET duration = ?, path = ?, format = ?, size = ?, sample_rate = ?, "
                "channel_count = ?, bitrate = ? WHERE _id = ?",
                (duration_us, path, fmt, len(blob), SAMPLE_RATE, channels, BITRATE, row))
    con.commit()
    _save(model, con)


def _encode(seed: int, seconds: float) -> tuple[bytes, str, int, int]:
    """(file bytes, format, duration in µs as read back from the file, channel count)."""
    from venus_tasks.data import audio
    try:
        blob = audio.m4a_bytes(seed, seconds, rate=SAMPLE_RATE)
    except RuntimeError:                          # no PyAV: a WAV of the same length
        return audio.wav_bytes(seed, seconds, rate=SAMPLE_RATE), "wav", int(seconds * 1e6), 1
    import io

    import av
    with av.open(io.BytesIO(blob)) as f:
        duration = int(f.duration or seconds * 1e6)     # AV_TIME_BASE = microseconds
    return blob, "m4a", duration, 1


def _active_row(model):
    d = data(model)
    if d["active"] is None:
        return None
    try:
        con = _db(model)
    except FsError:
        return None
    try:
        return con.execute("SELECT name, duration, format, sample_rate, bitrate, channel_count "
                           "FROM records WHERE _id = ?", (d["active"],)).fetchone()
    finally:
        con.close()


# ------------------------------------------------------------------ screens
# ColorMap's default theme (primaryColorRes md_blue_700, colors.xml #455EDE): the window,
# the toolbar and the panels are the theme colour, texts and icons white (text_primary_light).
THEME_BLUE, WHITE = (0x45, 0x5E, 0xDE), (0xFF, 0xFF, 0xFF)


def build(model, root: UiNode, m, status: int) -> None:
    _build(model, root, m, status)
    root.style["bg"] = THEME_BLUE
    stack = list(root.children)
    while stack:                                 # every text and icon white, as the theme draws them
        n = stack.pop()
        stack.extend(n.children)
        if n.style.get("bg") == "bar":
            n.style["bg"] = THEME_BLUE
        if n.cls == widgets.TEXT_VIEW:
            n.style["ink"] = WHITE
        elif n.style.get("kind") == "icon_button" and not n.resource_id.endswith("btn_record"):
            n.style["ink"] = WHITE


def _build(model, root: UiNode, m, status: int) -> None:
    d = data(model)
    root.style["bg"] = "surface"
    on = d["state"] != "idle"
    W = m.width
    bar = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "toolbar",
                          bounds=(0, status, W, status + m.dp(64)), style={"bg": "bar"}))
    if not on:
        widgets.icon_button(bar, (0, status + m.dp(4), m.dp(56), status + m.dp(60)), "import",
                            _act("noop"), rid=ID + "btn_import")
    bar.add(UiNode(cls=widgets.TEXT_VIEW, text="Audio Recorder",
                   bounds=(m.dp(72), status + m.dp(16), W - m.dp(72), status + m.dp(48)),
                   style={"kind": "title"}))
    if not on:
        widgets.icon_button(bar, (W - m.dp(56), status + m.dp(4), W, status + m.dp(60)), "more",
                            _act("noop"), rid=ID + "btn_share")
    panel_top = m.height - m.dp(160)
    info_top = panel_top - m.dp(200)
    row = None if on else _active_row(model)
    progress = format_time(elapsed_ms(model)) if on else "00:00"
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=progress, resource_id=ID + "txt_progress",
                    bounds=(m.dp(80), info_top, W - m.dp(80), info_top + m.dp(72)),
                    style={"kind": "title"}))
    name = {"recording": "Recording\u2026", "paused": "Paused"}.get(d["state"], row[0] if row else "")
    if name:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=name, resource_id=ID + "txt_name",
                        clickable=not on, focusable=not on, action=None,
                        bounds=(m.dp(64), info_top + m.dp(76), W - m.dp(64), info_top + m.dp(108))))
    if row is not None:
        _, dur_us, fmt, rate, bitrate, channels = row
        info = f"{fmt.capitalize()}, {rate / 1000:g}kHz, {bitrate // 1000}kbps, " + (
            "Stereo" if channels == 2 else "Mono")
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=info, resource_id=ID + "txt_record_info",
                        bounds=(m.dp(64), info_top + m.dp(112), W - m.dp(64), info_top + m.dp(136)),
                        style={"kind": "secondary"}))
    if not on:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="00:00", resource_id=ID + "txt_zero_time",
                        bounds=(m.dp(16), info_top + m.dp(140), m.dp(96), info_top + m.dp(164))))
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=format_time(row[1] // 1000) if row else "00:00",
                        resource_id=ID + "txt_duration",
                        bounds=(W - m.dp(96), info_top + m.dp(140), W - m.dp(16), info_top + m.dp(164))))
    root.add(UiNode(cls="android.widget.SeekBar", resource_id=ID + "play_progress", enabled=not on,
                    focusable=True, bounds=(0, panel_top - m.dp(40), W, panel_top)))
    mid = W // 2
    big, small = m.dp(72), m.dp(56)
    y = panel_top + m.dp(16)
    widgets.icon_button(root, (m.dp(8), y, m.dp(8) + big, y + big), "settings", _act("noop"),
                        rid=ID + "btn_settings", desc="Settings")
    if on:
        widgets.icon_button(root, (mid - big // 2 - m.dp(8) - small, y + m.dp(8), mid - big // 2 - m.dp(8),
                                   y + m.dp(8) + small), "delete", _act("noop"),
                            rid=ID + "btn_record_delete", desc="Delete")
    widgets.icon_button(root, (mid - big // 2, y, mid + big // 2, y + big), "record", _act("record"),
                        rid=ID + "btn_record", desc="Recording: %s")
    if on:
        widgets.icon_button(root, (mid + big // 2 + m.dp(8), y + m.dp(8), mid + big // 2 + m.dp(8) + small,
                                   y + m.dp(8) + small), "stop", _act("stop"), rid=ID + "btn_record_stop")
    widgets.icon_button(root, (W - m.dp(8) - big, y, W - m.dp(8), y + big), "list", _act("noop"),
                        rid=ID + "btn_records_list")


def windows(model, m, status: int) -> list[Window]:
    return []


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    d = data(model)
    if verb == "record":
        if d["state"] == "idle":
            _start(model)
        elif d["state"] == "recording":
            d["acc"] = elapsed_ms(model)
            d["state"] = "paused"
        else:
            d["state"], d["since"] = "recording", _now_ms(model)
    elif verb == "stop" and d["state"] != "idle":
        _stop(model)


def back(model) -> bool:
    return False


def enter(model) -> bool:
    return False
