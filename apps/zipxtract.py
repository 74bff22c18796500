"""ZipXtract (``com.wirelessalien.zipxtract``): archive tool. VenusBench-Mobile pushes the archive
to ``/sdcard/zip/MyFile.zip`` (``VagueZipxtractExtractFile``); answers name files inside it.

Launch activity: VenusBench-Mobile's ``_PATTERN_TO_ACTIVITY`` (inclusionAI/UI-Venus,
branch VenusBench-Mobile, ``android_world/env/adb_utils.py``).
"""

from __future__ import annotations

from apps.base import App

APP = App(
    name='zipxtract',
    package='com.wirelessalien.zipxtract',
    activity='com.wirelessalien.zipxtract/.FragmentActivity',
    label='ZipXtract',
    aliases=('zipxtract app', 'zip extract'),
    apks=('zipxtract.apk',),
    source='VenusBench-Mobile APK set (venusbench_mobile_files/apk/zipxtract.apk; over 4 MiB, not in the public copy studied; F-Droid: com.wirelessalien.zipxtract)',
)

ZIP_PATH = "/sdcard/zip/MyFile.zip"


def push_archive(device, data: bytes, path: str = ZIP_PATH) -> str:
    """Write a zip archive (e.g. from ``venus_tasks.data.archives``) to ``path``."""
    device.mkdir(path.rsplit("/", 1)[0])
    device.push_bytes(data, path)
    return path
