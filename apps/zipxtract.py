"""ZipXtract (``com.wirelessalien.zipxtract``): archive tool. VenusBench-Mobile pushes the archive
to ``/sdcard/zip/MyFile.zip`` (``VagueZipxtractExtractFile``); answers name files inside it.

Version: 4.2 (versionCode 10, WirelessAlien/ZipXtract tag ``v4.2``): VenusBench-Mobile's
launch activity ``.FragmentActivity`` exists only in v4.0-v4.4 and its FA ground truth
("Pick File", "Extract to", "Extract") is the Extract tab of v4.0-v4.2.

Where the app writes (``venus_tasks/sim/apps_ui/zipxtract_store.py`` cites the code): an
extraction makes ``<chosen folder>/<archive name without extension>/`` and the entries
below it; "Create" writes ``<chosen folder>/<name>.zip``; preferences are
``shared_prefs/MyPrefs.xml`` (``outputDirectoryUri``), ``prefs.xml``
(``outputDirectoryUriZip``) and ``ZipPrefs.xml`` (compression settings), folders stored
as tree URIs. The app has no database and no first-run screen on Android 13.

Launch activity: VenusBench-Mobile's ``_PATTERN_TO_ACTIVITY`` (inclusionAI/UI-Venus,
branch VenusBench-Mobile, ``android_world/env/adb_utils.py``).
"""

from __future__ import annotations

import posixpath
import re
import shlex
import urllib.parse

from apps import prefs
from apps.base import App

APP = App(
    name='zipxtract',
    package='com.wirelessalien.zipxtract',
    activity='com.wirelessalien.zipxtract/.FragmentActivity',
    label='ZipXtract',
    aliases=('zipxtract app', 'zip extract'),
    apks=('zipxtract.apk',),
    version='4.2',
    source='VenusBench-Mobile APK set (venusbench_mobile_files/apk/zipxtract.apk; over 4 MiB, not in the public copy studied; F-Droid: com.wirelessalien.zipxtract, versionCode 10)',
)

ZIP_PATH = "/sdcard/zip/MyFile.zip"
PREFS_DIR = f"/data/data/{APP.package}/shared_prefs"
EXTRACT_PREFS = f"{PREFS_DIR}/MyPrefs.xml"
CREATE_PREFS = f"{PREFS_DIR}/prefs.xml"
ZIP_PREFS = f"{PREFS_DIR}/ZipPrefs.xml"
_TREE = "content://com.android.externalstorage.documents/tree/primary%3A"


def push_archive(device, data: bytes, path: str = ZIP_PATH) -> str:
    """Write a zip archive (e.g. from ``venus_tasks.data.archives``) to ``path``."""
    device.mkdir(path.rsplit("/", 1)[0])
    device.push_bytes(data, path)
    return path


def extraction_folder(out_dir: str, archive_name: str) -> str:
    """Where extracting ``archive_name`` into ``out_dir`` puts its entries (the first
    time: a second extraction makes ``<name> (1)``)."""
    stem = archive_name.rpartition(".")[0] if "." in archive_name else archive_name
    return posixpath.join(out_dir, stem)


def read_tree(device, folder: str) -> dict[str, int]:
    """``{relative path: size in bytes}`` of every file under ``folder`` ({} if it is
    missing); one ``find`` round trip."""
    q = shlex.quote(folder.rstrip("/"))
    r = device.shell(f"[ -d {q} ] && find {q} -type f -exec stat -c '%s %n' {{}} +")
    out = {}
    for line in r.stdout.splitlines():
        size, _, path = line.partition(" ")
        if size.isdigit() and path.startswith(folder.rstrip("/") + "/"):
            out[path[len(folder.rstrip("/")) + 1:]] = int(size)
    return out


def saved_folder(device, prefs: str = EXTRACT_PREFS, key: str = "outputDirectoryUri") -> str | None:
    """The ``/sdcard/...`` folder stored under ``key`` in a preferences file, or None."""
    try:
        text = device.read_text(prefs)
    except FileNotFoundError:
        return None
    m = re.search(rf'<string name="{re.escape(key)}">([^<]*)</string>', text)
    if not m or not m.group(1).startswith(_TREE):
        return None
    rel = urllib.parse.unquote(m.group(1)[len(_TREE):].replace("&amp;", "&"))
    return f"/sdcard/{rel}" if rel else "/sdcard"


def reset(device) -> None:
    """``pm clear`` (the preferences go; files already extracted stay in shared storage)."""
    device.clear_app(APP.package)


# zip4j 2.11.5 enums in declaration order, as the Compression Settings spinners list them
# (``CreateZipFragment``: ``CompressionMethod``, ``CompressionLevel``, ``EncryptionMethod``),
# and the defaults ``getSavedCompressionMethod`` & co. fall back to.
COMPRESSION_METHODS = ("STORE", "DEFLATE", "AES_INTERNAL_ONLY")
COMPRESSION_LEVELS = ("NO_COMPRESSION", "FASTEST", "FASTER", "FAST", "MEDIUM_FAST", "NORMAL", "HIGHER",
                      "MAXIMUM", "PRE_ULTRA", "ULTRA")
ENCRYPTION_METHODS = ("NONE", "ZIP_STANDARD", "ZIP_STANDARD_VARIANT_STRONG", "AES")
ZIP_DEFAULTS = {"compressionMethod": "DEFLATE", "compressionLevel": "NORMAL", "encryptionMethod": "ZIP_STANDARD"}


def tree_uri(folder: str) -> str:
    """The tree URI DocumentsUI grants for a shared-storage ``folder`` (``/sdcard/...``),
    as ``Uri.toString`` writes it (the inverse of ``saved_folder``'s reading)."""
    rel = folder[len("/sdcard/"):] if folder.startswith("/sdcard/") else ""
    return _TREE + urllib.parse.quote(rel, safe="")


def seed_settings(device, extract_folder: str | None, save_folder: str | None, **zip_settings: str) -> None:
    """``set_extract_folder``, ``set_save_folder`` and ``set_zip_settings`` at once: the
    three preference files in six round trips, not twelve (``prefs.write_many``).

    Raises:
      ValueError: as ``set_zip_settings`` (nothing is written).
    """
    _check_zip_settings(zip_settings)
    prefs.write_many(device, APP.package, {
        "MyPrefs": {"outputDirectoryUri": tree_uri(extract_folder) if extract_folder else None},
        "prefs": {"outputDirectoryUriZip": tree_uri(save_folder) if save_folder else None},
        "ZipPrefs": zip_settings})


def set_extract_folder(device, folder: str | None) -> None:
    """Seed the Extract tab's "Extract To" folder (``MyPrefs`` ``outputDirectoryUri``; None
    removes it), as picking it in the app saves it."""
    prefs.write_strings(device, APP.package, "MyPrefs", {"outputDirectoryUri": tree_uri(folder) if folder else None})


def set_save_folder(device, folder: str | None) -> None:
    """Seed the Create tab's "Save Zip To" folder (``prefs`` ``outputDirectoryUriZip``)."""
    prefs.write_strings(device, APP.package, "prefs", {"outputDirectoryUriZip": tree_uri(folder) if folder else None})


def set_zip_settings(device, **values: str) -> None:
    """Seed the Compression Settings (``ZipPrefs``: ``compressionMethod``,
    ``compressionLevel``, ``encryptionMethod``, zip4j names) as its Save writes them.

    Raises:
      ValueError: an unknown key or a value zip4j does not name.
    """
    _check_zip_settings(values)
    prefs.write_strings(device, APP.package, "ZipPrefs", values)


def _check_zip_settings(values: dict[str, str]) -> None:
    allowed = {"compressionMethod": COMPRESSION_METHODS, "compressionLevel": COMPRESSION_LEVELS,
               "encryptionMethod": ENCRYPTION_METHODS}
    for key, value in values.items():
        if value not in allowed.get(key, ()):
            raise ValueError(f"ZipXtract setting {key}={value!r}: use one of {allowed.get(key, tuple(allowed))}")


def preferences(device) -> dict[str, dict[str, str]]:
    """Every string the app keeps in its three preference files, by file
    (``MyPrefs``, ``prefs``, ``ZipPrefs``): what a task compares to see that nothing was
    saved."""
    return {name: prefs.read_strings(device, APP.package, name) for name in ("MyPrefs", "prefs", "ZipPrefs")}
