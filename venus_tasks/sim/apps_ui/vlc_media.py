"""What VLC's media library knows about the video files on the simulated device: which
files it finds, their titles and lengths, and the decoded picture at a playback time.

* Scanning: VLC's medialibrary scans the shared storage (its default "Media library
  folders" are the device's storage roots) and skips ``Android/`` and hidden folders;
  here ``/storage/emulated/0`` is walked on every read, up to ``MAX_DEPTH`` folders deep,
  for the video extensions of ``VIDEO_EXTENSIONS`` [inferred: the subset of
  medialibrary's ``supportedVideoExtensions`` the suite writes].
* Titles: a file's title is its name without the extension (medialibrary titles a media
  without metadata after its file name) [inferred].
* Length and pictures: the file is decoded with PyAV; its length is the container's
  duration. ``picture(model, path, ms)`` is the frame shown at ``ms``: the last frame
  whose time is at or before ``ms`` (what a paused player shows).

Lengths are read from the container only (no frame decoded) and cached per device in
``model.app_ui[LENGTHS]`` by the SHA-1 of the file's bytes (up to ``LENGTH_FILES``);
frames are decoded only for a file being played and cached in ``model.app_ui[CACHE]``
(the last ``CACHE_FILES`` files), so a redraw decodes nothing; a file that PyAV cannot
read has no length and no pictures.
"""

from __future__ import annotations

import collections
import dataclasses
import hashlib
import io
import posixpath

from PIL import Image

from venus_tasks.sim.screen.image_ref import ImageRef, fit
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = "org.videolan.vlc"
CACHE = PACKAGE + "#decoded"
CACHE_FILES = 3
LENGTHS = PACKAGE + "#lengths"
LENGTH_FILES = 256
COMPOSED_CACHE = PACKAGE + "#composed"
COMPOSED = 4
ROOT = "/storage/emulated/0"
MAX_DEPTH = 4
VIDEO_EXTENSIONS = (".mp4", ".m4v", ".mkv", ".webm", ".3gp", ".avi", ".mov")


@dataclasses.dataclass(frozen=True)
class Video:
    """A video file VLC lists: ``path`` on the device, ``title``, ``length_ms`` (0 when
    the file cannot be read) and ``sha1`` of its bytes."""

    path: str
    title: str
    length_ms: int
    sha1: str


@dataclasses.dataclass
class _Decoded:
    length_ms: int
    frames: list          # [(time_ms, PIL.Image RGB)], by time


def videos(model) -> list[Video]:
    """Every video file under ``ROOT``, sorted by title (case-insensitive) then path, as
    VLC's video list sorts by name by default."""
    found = []
    for path in _video_paths(model):
        try:
            blob = model.vfs.read(path)
        except FsError:
            continue
        found.append(_video(model, path, blob))
    return sorted(found, key=lambda v: (v.title.casefold(), v.path))


def video(model, path: str) -> Video | None:
    """The video at ``path``, or None if it is gone."""
    try:
        blob = model.vfs.read(path)
    except FsError:
        return None
    return _video(model, path, blob)


def by_file_name(model) -> dict[str, Video]:
    """File name (``clip.mp4``) -> video, for the files VLC finds (first by path wins)."""
    out: dict[str, Video] = {}
    for v in sorted(videos(model), key=lambda v: v.path):
        out.setdefault(posixpath.basename(v.path), v)
    return out


def _video(model, path: str, blob: bytes) -> Video:
    sha1 = hashlib.sha1(blob).hexdigest()
    name = posixpath.basename(path)
    return Video(path, name.rsplit(".", 1)[0] if "." in name else name, _length(model, sha1, blob), sha1)


def _length(model, sha1: str, blob: bytes) -> int:
    """The container's duration in ms (0 when unreadable), cached by ``sha1``."""
    cache = model.app_ui.get(LENGTHS)
    if cache is None:
        cache = model.app_ui[LENGTHS] = collections.OrderedDict()
    if sha1 not in cache:
        cache[sha1] = _probe(blob)
        while len(cache) > LENGTH_FILES:
            cache.popitem(last=False)
    return cache[sha1]


def _probe(blob: bytes) -> int:
    try:
        import av
    except ImportError:
        return 0
    try:
        with av.open(io.BytesIO(blob)) as f:
            if f.duration:
                return int(f.duration / 1000)
    except (av.error.FFmpegError, ValueError, IndexError):
        return 0
    return _read(blob).length_ms


def _video_paths(model) -> list[str]:
    if not model.vfs.exists(ROOT):
        return []
    out = []
    for path, node, depth in model.vfs.walk(ROOT):
        rel = path[len(ROOT):].lstrip("/")
        parts = rel.split("/") if rel else []
        if parts and (parts[0] == "Android" or any(p.startswith(".") for p in parts)):
            continue
        if node.is_dir or depth > MAX_DEPTH:
            continue
        if path.lower().endswith(VIDEO_EXTENSIONS):
            out.append(path)
    return out


def _decode(model, sha1: str, blob: bytes) -> _Decoded:
    cache = model.app_ui.get(CACHE)
    if cache is None:
        cache = model.app_ui[CACHE] = collections.OrderedDict()
    if sha1 in cache:
        cache.move_to_end(sha1)
        return cache[sha1]
    decoded = _read(blob)
    cache[sha1] = decoded
    while len(cache) > CACHE_FILES:
        cache.popitem(last=False)
    return decoded


def _read(blob: bytes) -> _Decoded:
    """Length and frames of a video file's bytes; (0, []) when PyAV cannot read it."""
    try:
        import av
    except ImportError:
        return _Decoded(0, [])
    try:
        with av.open(io.BytesIO(blob)) as f:
            length = int((f.duration or 0) / 1000)
            frames = [(int(round(fr.time * 1000)), fr.to_image().convert("RGB"))
                      for fr in f.decode(video=0) if fr.time is not None]
    except (av.error.FFmpegError, ValueError, IndexError):
        return _Decoded(0, [])
    frames.sort(key=lambda tf: tf[0])
    if not length and frames:
        length = frames[-1][0] + 1000
    return _Decoded(length, frames)


def picture(model, video: Video, ms: int, size: tuple[int, int]) -> ImageRef | None:
    """The frame of ``video`` shown at playback time ``ms`` (the last frame at or before
    it; the first frame before that) fitted into a black picture of ``size`` (w, h)
    pixels, as the player's surface shows it (fitCenter, letterboxed); None when the file
    has no pictures. Composed pictures are cached (the last ``COMPOSED`` per device)."""
    try:
        decoded = _decode(model, video.sha1, model.vfs.read(video.path))
    except FsError:
        return None
    if not decoded.frames:
        return None
    index = 0
    for i, (t, _) in enumerate(decoded.frames):
        if t <= ms:
            index = i
        else:
            break
    key = f"vlc:{video.sha1}:{index}:{size[0]}x{size[1]}"
    composed = model.app_ui.get(COMPOSED_CACHE)
    if composed is None:
        composed = model.app_ui[COMPOSED_CACHE] = collections.OrderedDict()
    frame_img: Image.Image = decoded.frames[index][1]

    def load() -> Image.Image:
        if key in composed:
            composed.move_to_end(key)
            return composed[key]
        canvas = Image.new("RGB", size, (0, 0, 0))
        l, t, r, b = fit(frame_img.size, (0, 0, size[0], size[1]))
        canvas.paste(frame_img.resize((r - l, b - t), Image.Resampling.BILINEAR), (l, t))
        composed[key] = canvas
        while len(composed) > COMPOSED:
            composed.popitem(last=False)
        return canvas

    return ImageRef(key, load)


def millis_to_string(ms: int) -> str:
    """VLC's ``Tools.millisToString``: ``m:ss`` below an hour, ``h:mm:ss`` from an hour,
    seconds truncated (``5_999`` -> ``0:05``)."""
    sign = "-" if ms < 0 else ""
    s = abs(int(ms)) // 1000
    h, rem = divmod(s, 3600)
    mi, sec = divmod(rem, 60)
    return f"{sign}{h}:{mi:02d}:{sec:02d}" if h else f"{sign}{mi}:{sec:02d}"


def millis_to_text_large(ms: int) -> str:
    """VLC's ``Tools.millisToTextLarge``: ``"1h 2min 5s "`` (each non-zero part followed
    by a space; seconds shown when non-zero), ``""`` for 0."""
    s = abs(int(ms)) // 1000
    h, rem = divmod(s, 3600)
    mi, sec = divmod(rem, 60)
    out = "-" if ms < 0 else ""
    out += f"{h}h " if h else ""
    out += f"{mi}min " if mi else ""
    out += f"{sec}s " if sec else ""
    return out
