"""Markor (``net.gsantner.markor``): notes are plain files in shared storage.

Data location as AndroidWorld uses it (``android_world/env/device_constants.py`` MARKOR_DATA):
``/storage/emulated/0/Documents/Markor``; ``/sdcard`` is the same volume.
"""

from __future__ import annotations

import shlex
from typing import Mapping

from apps.base import App

NOTES_DIR = "/sdcard/Documents/Markor"

APP = App(
    name="markor",
    package="net.gsantner.markor",
    activity="net.gsantner.markor/net.gsantner.markor.activity.MainActivity",
    label="Markor",
    storage_dirs=(NOTES_DIR,),
    apks=("net.gsantner.markor_146.apk",),
    version="2.10.9",
    first_run=("NEXT", "NEXT", "NEXT", "NEXT", "DONE", "OK", "Allow access to manage all files"),  # AndroidWorld env/setup_device/apps.py
    source="AndroidWorld APK set (F-Droid: net.gsantner.markor, versionCode 146)",
)


def clear_notes(device) -> None:
    """Delete every note and folder under ``NOTES_DIR`` (the folder itself stays; one
    round trip)."""
    write_notes(device, {}, clear=True)


def write_note(device, relpath: str, text: str) -> None:
    """Create or overwrite ``NOTES_DIR/relpath`` with ``text`` (folders are created)."""
    write_notes(device, {relpath: text})


def write_notes(device, notes: Mapping[str, str], clear: bool = False) -> None:
    """Create or overwrite each ``{relative path: text}`` under ``NOTES_DIR`` (folders are
    created); with ``clear``, every other note and folder is deleted first. Two round
    trips for any number of notes: one shell command (``rm -rf``, ``mkdir -p``), one
    ``sync:`` push.

    Raises:
      ValueError: a path leaves the Markor folder.
    """
    for relpath in notes:
        if relpath.startswith("/") or ".." in relpath.split("/"):
            raise ValueError(f"note path must stay inside the Markor folder: {relpath!r}")
    paths = {f"{NOTES_DIR}/{rel}": text.encode("utf-8") for rel, text in notes.items()}
    folders = sorted({p.rsplit("/", 1)[0] for p in paths} | {NOTES_DIR})
    q = shlex.quote
    device.run((f"rm -rf {q(NOTES_DIR)} && " if clear else "") + "mkdir -p " + " ".join(q(f) for f in folders))
    device.push_files(paths)


def read_notes(device) -> dict[str, str]:
    """Every note under ``NOTES_DIR`` as ``{relative path: text}``."""
    prefix = NOTES_DIR + "/"
    return {p[len(prefix):]: device.read_text(p) for p in device.find_files(NOTES_DIR)
            if p.startswith(prefix)}


def delete_note(device, relpath: str) -> None:
    """Delete the note ``NOTES_DIR/relpath`` (nothing happens if it does not exist)."""
    if relpath.startswith("/") or ".." in relpath.split("/"):
        raise ValueError(f"note path must stay inside the Markor folder: {relpath!r}")
    device.remove(f"{NOTES_DIR}/{relpath}")
