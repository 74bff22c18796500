"""Markor (``net.gsantner.markor``): notes are plain files in shared storage.

Data location as AndroidWorld uses it (``android_world/env/device_constants.py`` MARKOR_DATA):
``/storage/emulated/0/Documents/Markor``; ``/sdcard`` is the same volume.
"""

from __future__ import annotations

from apps.base import App

NOTES_DIR = "/sdcard/Documents/Markor"

APP = App(
    name="markor",
    package="net.gsantner.markor",
    activity="net.gsantner.markor/net.gsantner.markor.activity.MainActivity",
    label="Markor",
    storage_dirs=(NOTES_DIR,),
    apks=("net.gsantner.markor_146.apk",),
    source="AndroidWorld APK set (F-Droid: net.gsantner.markor, versionCode 146)",
)


def clear_notes(device) -> None:
    """Delete every note and folder under ``NOTES_DIR`` (the folder itself stays)."""
    device.remove(NOTES_DIR)
    device.mkdir(NOTES_DIR)


def write_note(device, relpath: str, text: str) -> None:
    """Create or overwrite ``NOTES_DIR/relpath`` with ``text`` (folders are created)."""
    if relpath.startswith("/") or ".." in relpath.split("/"):
        raise ValueError(f"note path must stay inside the Markor folder: {relpath!r}")
    device.write_text(f"{NOTES_DIR}/{relpath}", text)


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
