"""Files (``com.google.android.documentsui``) and shared storage (``/sdcard``).

``/sdcard`` and ``/storage/emulated/0`` are the same volume (AndroidWorld
``device_constants.EMULATOR_DATA``). AndroidWorld clears it with
``find /storage/emulated/0/ -mindepth 1 -type f -delete``
(``user_data_generation.clear_internal_storage``); files pushed for apps that read the
MediaStore are announced with ``MEDIA_SCANNER_SCAN_FILE`` broadcasts.

In the app (DocumentsUI) the storage root is titled with the device model
(``sdk_gphone64_x86_64`` on the emulator); Documents and Download are folders in it, and
the drawer's Downloads root shows Download. Every root opens as a grid of cards (two a
row, size and date but no type label) until "List view" in its header is tapped; the app
keeps that choice per root in its preferences, so ``pm clear`` (``Device.clear_app``)
brings the grid back. Opening a PDF shows a page viewer, an HTML
file goes to Chrome as a ``content://`` URI (``venus_tasks/sim/apps_ui/files.py`` says
what the simulated device shows and what is inferred).
"""

from __future__ import annotations

import posixpath
import shlex
from typing import Mapping, Sequence

from apps.base import App, private_folders_self_written

SDCARD = "/sdcard"
STORAGE = "/storage/emulated/0"
DOWNLOAD = f"{SDCARD}/Download"
DOCUMENTS = f"{SDCARD}/Documents"
PICTURES = f"{SDCARD}/Pictures"
DCIM = f"{SDCARD}/DCIM"
MOVIES = f"{SDCARD}/Movies"
MUSIC = f"{SDCARD}/Music"
STANDARD_DIRS = ("Alarms", "Audiobooks", "DCIM", "Documents", "Download", "Movies", "Music",
                 "Notifications", "Pictures", "Podcasts", "Recordings", "Ringtones")

APP = App(
    name="files",
    package="com.google.android.documentsui",
    activity="com.google.android.documentsui/com.android.documentsui.files.FilesActivity",
    label="Files",
    aliases=("file manager", "files app"),
    preinstalled=True,
    source="preinstalled on the emulator image",
    self_written=private_folders_self_written("files"),
)


def shown_size(n: int) -> str:
    """A size of ``n`` bytes as Files shows it: ``android.text.format.Formatter.formatFileSize``
    (SI units since API 26; the next unit from 900; two decimals under 100): "500 B",
    "0.98 kB", "15.36 kB", "123 kB"."""
    value, unit = float(n), "B"
    for nxt in ("kB", "MB", "GB", "TB"):
        if value < 900:
            break
        value, unit = value / 1000, nxt
    if unit == "B":
        return f"{int(value)} B"
    return f"{value:.0f} {unit}" if value >= 100 else f"{value:.2f} {unit}"


def _check(path: str) -> str:
    norm = posixpath.normpath(path)
    if not any(norm == root or norm.startswith(root + "/") for root in (SDCARD, STORAGE)):
        raise ValueError(f"not a shared-storage path: {path!r}")
    return norm


def push_file(device, path: str, data: bytes) -> str:
    """Write ``data`` to ``path`` in shared storage (folders are created); returns the path."""
    path = _check(path)
    device.mkdir(posixpath.dirname(path))
    device.push_bytes(data, path)
    return path


def push_files(device, files: Mapping[str, bytes]) -> list[str]:
    """Write each ``{shared-storage path: bytes}`` (folders are created) in two round trips
    whatever their number (``Device.write_files``: one ``mkdir -p``, one ``sync:``
    session); returns the paths, in order.

    Raises:
      ValueError: a path is not in shared storage (nothing is written).
    """
    checked = {_check(path): data for path, data in files.items()}
    device.write_files(checked)
    return list(checked)


def read_file(device, path: str) -> bytes:
    """The bytes of a shared-storage file. Raises ``FileNotFoundError``."""
    return device.pull_bytes(_check(path))


def list_files(device, folder: str) -> list[str]:
    """Paths of every regular file under ``folder`` (recursive), sorted."""
    return device.find_files(_check(folder))


def clear_storage(device) -> None:
    """Delete every regular file in shared storage (folders stay), as AndroidWorld's
    ``clear_internal_storage`` does, except under ``Android/``: the apps' own folders there
    (``Android/data/<pkg>``, ``media``, ``obb``) are app state, not the user's files, and
    OsmAnd's offline map (``Android/data/net.osmand/files/*.obf``, pushed once at set-up)
    lives there: a Files task run before an OsmAnd task made every OsmAnd search answer
    "Nothing found"."""
    # not -prune: -delete implies -depth, under which -prune does nothing (toybox, GNU find)
    device.run(["find", STORAGE + "/", "-mindepth", "1", "-type", "f", "!", "-path", STORAGE + "/Android/*",
                "-delete"])


def scan(device, path: str) -> None:
    """Tell the media scanner about ``path`` (a file or folder in shared storage)."""
    scan_all(device, [path])


def scan_all(device, paths: Sequence[str]) -> None:
    """Tell the media scanner about each of ``paths`` (files or folders in shared storage):
    one ``am broadcast ... MEDIA_SCANNER_SCAN_FILE -d file://...`` each, in one shell round
    trip per 100 paths (`` && ``: the first that fails stops the rest; 100 broadcasts of
    paths under 200 characters stay well below the adb request's 65535 bytes).

    Raises:
      ValueError: a path is not in shared storage (nothing is sent).
      CommandError: a broadcast failed.
    """
    commands = []
    for path in paths:
        real = STORAGE + _check(path)[len(SDCARD):] if path.startswith(SDCARD) else _check(path)
        commands.append(" ".join(shlex.quote(a) for a in (
            "am", "broadcast", "-a", "android.intent.action.MEDIA_SCANNER_SCAN_FILE", "-d", f"file://{real}")))
    for i in range(0, len(commands), 100):
        device.run(" && ".join(commands[i:i + 100]))


def fingerprints(device, folder: str) -> dict[str, str]:
    """``{path relative to folder: MD5 hex}`` of every regular file under ``folder``
    (recursive; {} when it is missing), in one read-only round trip."""
    folder = _check(folder).rstrip("/")
    r = device.shell(f"[ -d {shlex.quote(folder)} ] && find {shlex.quote(folder)} -type f -exec md5sum {{}} +",
                     readonly=True)
    out = {}
    for line in r.stdout.splitlines():
        digest, _, path = line.partition("  ")
        if len(digest) == 32 and path.startswith(folder + "/"):
            out[path[len(folder) + 1:]] = digest
    return out
