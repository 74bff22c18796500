"""Camera (``com.android.camera2``): photos in ``/sdcard/Pictures``, videos in ``/sdcard/Movies``.

Folders as VenusBench-Mobile's camera tasks compare them (``ls`` before and after); the
launch activity and the location permission AndroidWorld grants are from its
``CameraApp`` set-up.
"""

from __future__ import annotations

from apps.base import App

PHOTOS_DIR = "/sdcard/Pictures"
VIDEOS_DIR = "/sdcard/Movies"

APP = App(
    name="camera",
    package="com.android.camera2",
    activity="com.android.camera2/com.android.camera.CameraLauncher",
    label="Camera",
    storage_dirs=(PHOTOS_DIR, VIDEOS_DIR),
    preinstalled=True,
    permissions=("android.permission.ACCESS_COARSE_LOCATION",),
    first_run=("NEXT",),  # AndroidWorld env/setup_device/apps.py
    source="preinstalled on the emulator image",
)


def list_photos(device) -> list[str]:
    """File names in ``/sdcard/Pictures``."""
    return device.listdir(PHOTOS_DIR)


def list_videos(device) -> list[str]:
    """File names in ``/sdcard/Movies``."""
    return device.listdir(VIDEOS_DIR)
