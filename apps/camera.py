"""Camera (``com.android.camera2``): photos in ``/sdcard/Pictures``, videos in ``/sdcard/Movies``.

Folders as VenusBench-Mobile's camera tasks compare them (``ls`` before and after); the
launch activity and the location permission AndroidWorld grants are from its
``CameraApp`` set-up. Why these folders and not ``DCIM/Camera``: AOSP Camera2 of Android 13
(``android-13.0.0_r16``, ``Storage.addImageToMediaStore`` and ``VideoModule``) inserts its
captures into ``MediaStore.Images``/``MediaStore.Video`` without a relative path, and
MediaProvider files such items under ``Pictures/`` and ``Movies/``; names are
``IMG_yyyyMMdd_HHmmss.jpg`` (``_1``, ``_2``... within one second) and
``VID_yyyyMMdd_HHmmss.mp4``. A video being recorded is MediaProvider's hidden pending file
``.pending-<expiry>-VID_....mp4`` until it stops. The first start shows the location
opt-in ("Remember photo locations?", NEXT); CAMERA and RECORD_AUDIO are granted to the
default camera by the platform (``DefaultPermissionGrantPolicy``).
"""

from __future__ import annotations

from apps.base import App

PHOTOS_DIR = "/sdcard/Pictures"
VIDEOS_DIR = "/sdcard/Movies"
PREFS_PATH = "/data/data/com.android.camera2/shared_prefs/com.android.camera2_preferences.xml"

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
    # what Camera2 stores by itself: the first-run page's location choice, applied on the
    # first launch after it (FirstRunDialog), and the last mode (camera.startup_module);
    # a "Save location" switched by hand is therefore not told from it [known gap]
    self_written=tuple(f"camera:data/shared_prefs/com.android.camera2_preferences.xml#{k}"
                       for k in ("pref_camera_recordlocation_key", "camera.startup_module")),
)


def list_photos(device) -> list[str]:
    """File names in ``/sdcard/Pictures``."""
    return device.listdir(PHOTOS_DIR)


def list_videos(device) -> list[str]:
    """File names in ``/sdcard/Movies``."""
    return device.listdir(VIDEOS_DIR)


def new_captures(before: list[str], after: list[str]) -> list[str]:
    """Names in ``after`` that were not in ``before`` (AndroidWorld's ``ls`` diff; hidden
    pending files never show in ``ls``)."""
    return sorted(set(after) - set(before))
