"""Simple Gallery Pro (``com.simplemobiletools.gallery.pro``): images in shared storage.

AndroidWorld writes receipts and other images to ``/sdcard/DCIM`` (``write_to_gallery``)
and edited images land in ``/storage/emulated/0/Download`` (the editor's Save as offers the
picture's own folder and ``<name>_1`` for a file path, ``SaveAsDialog``); VenusBench-Mobile also pushes
images under ``/sdcard/GUIBrowsing`` and ``/sdcard/test``. Permissions: AndroidWorld's
``SimpleGalleryProApp.PERMISSIONS``.
"""

from __future__ import annotations

from typing import Mapping

from apps import files, snapshots
from apps.base import App, simple_commons_self_written

IMAGES_DIR = "/sdcard/DCIM"
BROWSING_DIR = "/sdcard/GUIBrowsing"

APP = App(
    name="simple gallery pro",
    package="com.simplemobiletools.gallery.pro",
    activity="com.simplemobiletools.gallery.pro/com.simplemobiletools.gallery.pro.activities.MainActivity",
    label="Gallery",
    aliases=("simple gallery", "gallery"),
    storage_dirs=(IMAGES_DIR,),
    apks=("com.simplemobiletools.gallery.pro_396.apk",),
    version="6.28.1",
    permissions=("android.permission.WRITE_EXTERNAL_STORAGE", "android.permission.ACCESS_MEDIA_LOCATION",
                 "android.permission.READ_MEDIA_IMAGES", "android.permission.READ_MEDIA_VIDEO",
                 "android.permission.POST_NOTIFICATIONS"),
    first_run=("All files", "Allow access to manage all files"),  # AndroidWorld env/setup_device/apps.py
    source="AndroidWorld APK set (F-Droid: com.simplemobiletools.gallery.pro, versionCode 396)",
    self_written=simple_commons_self_written("simple gallery pro"),
)


def reset(device) -> None:
    """Put the set-up snapshot back (the editor's draw colour and brush size go back to
    their defaults); not ``pm clear``, which would bring back the first-run screens."""
    snapshots.restore_snapshot(device, APP)


def add_image(device, name: str, data: bytes, folder: str = IMAGES_DIR) -> str:
    """Write image bytes to ``folder/name`` and announce it to the media scanner."""
    return add_images(device, {name: data}, folder)[0]


def add_images(device, images: Mapping[str, bytes], folder: str = IMAGES_DIR) -> list[str]:
    """Write ``{file name: image bytes}`` into ``folder`` and announce them to the media
    scanner: three round trips whatever their number (``files.push_files``,
    ``files.scan_all``); returns the paths, in order."""
    paths = files.push_files(device, {f"{folder}/{name}": data for name, data in images.items()})
    files.scan_all(device, paths)
    return paths


def list_images(device, folder: str = IMAGES_DIR) -> list[str]:
    """File names in ``folder``, sorted."""
    return device.listdir(folder)
