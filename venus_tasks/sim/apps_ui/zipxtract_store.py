"""What ZipXtract writes, as its code paths write it: the folders and files an extraction
creates through the Storage Access Framework, the archives "Create" writes, and its three
SharedPreferences files.

Source: WirelessAlien/ZipXtract v4.2 (versionCode 10; see ``zipxtract``):

* ``ExtractFragment.extractArchiveFile``: in the folder chosen with "Extract To" a folder
  named after the archive without its last extension is created first
  (``DocumentFile.createDirectory(fileName.substringBeforeLast("."))``, so an existing name
  gets `` (1)``, ``FileUtils.buildUniqueFile``); then by extension: ``zip`` (zip4j, every
  header in archive order: each path part but the last is found or created as a folder,
  a file entry is created with ``createFile("application/octet-stream", last part)``;
  an encrypted archive asks for the password first), ``tar`` (commons-compress: each
  entry is created flat in that folder under its full entry name, ``/`` made ``_`` by
  ``FileUtils.buildValidFatFilename``; a directory entry leaves an empty file, as the
  app's ``createDirectory("UnTar")`` on a file fails), ``gz``/``bz2``/``xz``
  (one file named ``output``); any other extension: the toast "Unsupported archive
  format" (the folder stays, created before the check). ``7z``, ``jar``, ``z`` and ``rar``
  are [not modelled]: the folder is created and nothing else happens.
* ``CreateZipFragment``: one picked file (``createZip``) is zipped under its own name and
  written as ``createDocument("application/zip", <its display name>)``, which
  ``FileUtils.splitFileName`` turns into ``<name>.<ext>.zip``; several files
  (``addFile`` each) or a folder (``addFolder``: entries under the folder's name) go to
  ``<typed name>.zip`` or ``outputZip.zip`` (``createZipFile``). A password makes the
  entries encrypted with the saved method (default ``ZIP_STANDARD``); the compression
  method and level are the saved ones (``getSavedCompressionMethod``: DEFLATE, NORMAL).
* Preferences (``/data/data/com.wirelessalien.zipxtract/shared_prefs/``): ``MyPrefs.xml``
  ``outputDirectoryUri`` (Extract To), ``prefs.xml`` ``outputDirectoryUriZip`` (Save Zip
  To), ``ZipPrefs.xml`` ``compressionMethod``, ``compressionLevel``, ``encryptionMethod``
  (zip4j enum names). A picked folder is stored as its tree URI
  (``content://com.android.externalstorage.documents/tree/primary%3A<path>``).

[documented] Encrypted entries are written with ZipCrypto (zip4j ``ZIP_STANDARD``) whatever
the saved method (zip4j's AES is not modelled); extraction decrypts ZipCrypto only.
"""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import posixpath
import re
import stat
import struct
import tarfile
import urllib.parse
import zipfile
import zlib
from xml.sax.saxutils import escape, quoteattr

from venus_tasks.sim.apps_ui import docpicker
from venus_tasks.sim.storage.vfs import FsError
from venus_tasks.sim.system.identity import ROOT, app_cred

PACKAGE = "com.wirelessalien.zipxtract"
PREFS_DIR = f"/data/data/{PACKAGE}/shared_prefs"
EXTRACT_PREFS = f"{PREFS_DIR}/MyPrefs.xml"
CREATE_PREFS = f"{PREFS_DIR}/prefs.xml"
ZIP_PREFS = f"{PREFS_DIR}/ZipPrefs.xml"
TREE = "content://com.android.externalstorage.documents/tree/primary%3A"
SDCARD = "/sdcard"
# zip4j 2.11.5 enums, in declaration order (what the settings spinners list)
COMPRESSION_METHODS = ("STORE", "DEFLATE", "AES_INTERNAL_ONLY")
COMPRESSION_LEVELS = ("NO_COMPRESSION", "FASTEST", "FASTER", "FAST", "MEDIUM_FAST", "NORMAL", "HIGHER",
                      "MAXIMUM", "PRE_ULTRA", "ULTRA")
ENCRYPTION_METHODS = ("NONE", "ZIP_STANDARD", "ZIP_STANDARD_VARIANT_STRONG", "AES")
DEFAULTS = {"compressionMethod": "DEFLATE", "compressionLevel": "NORMAL", "encryptionMethod": "ZIP_STANDARD"}
# extensions libcore's MimeTypeMap knows (a created file keeps ``name.ext`` and a clash
# becomes ``name.ext (1)``); others split as ``name (1).ext`` [subset, inferred]
_KNOWN_EXT = {"txt", "md", "html", "htm", "pdf", "png", "jpg", "jpeg", "gif", "webp", "bmp", "mp3", "m4a",
              "wav", "ogg", "mp4", "mkv", "webm", "3gp", "zip", "csv", "json", "xml", "doc", "docx",
              "xls", "xlsx", "ppt", "pptx", "apk", "js", "css", "rtf", "tar", "gz", "7z", "rar"}


# ------------------------------------------------------------------ preferences
def read_prefs(model, path: str) -> dict[str, str]:
    """The ``<string>`` entries of a SharedPreferences file (empty if it is missing)."""
    try:
        text = model.vfs.read(path, cred=ROOT).decode("utf-8", "replace")
    except FsError:
        return {}
    out = {}
    for name, value in re.findall(r'<string name="([^"]*)">(.*?)</string>', text, re.S):
        out[name] = (value.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"')
                     .replace("&apos;", "'").replace("&amp;", "&"))
    return out


def write_prefs(model, path: str, values: dict[str, str | None]) -> None:
    """``SharedPreferences.Editor.apply`` of ``values`` over the file's strings (None
    removes a key; ``putString(key, null)`` removes it too), written as
    ``XmlUtils.writeMapXml`` writes it."""
    current = read_prefs(model, path)
    for key, value in values.items():
        if value is None:
            current.pop(key, None)
        else:
            current[key] = value
    lines = ["<?xml version='1.0' encoding='utf-8' standalone='yes' ?>", "<map>"]
    lines += [f"    <string name={quoteattr(k)}>{escape(v)}</string>" for k, v in sorted(current.items())]
    lines.append("</map>" if current else "</map>")
    text = ("\n".join(lines) + "\n") if current else "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<map />\n"
    pkg = model.packages.get(PACKAGE)
    vfs = model.vfs
    if not vfs.exists(PREFS_DIR):
        vfs.mkdir(PREFS_DIR, parents=True, cred=ROOT)
        node = vfs.lookup(PREFS_DIR)
        if pkg is not None:
            node.uid = node.gid = pkg.uid
        node.mode = stat.S_IFDIR | 0o771
    node = vfs.write(path, text.encode(), cred=ROOT)
    if pkg is not None:
        node.uid = node.gid = pkg.uid
    node.mode = stat.S_IFREG | 0o660


def zip_settings(model) -> dict[str, str]:
    """The saved compression settings (zip4j names), defaults filled in."""
    saved = read_prefs(model, ZIP_PREFS)
    out = dict(DEFAULTS)
    for key, allowed in (("compressionMethod", COMPRESSION_METHODS), ("compressionLevel", COMPRESSION_LEVELS),
                         ("encryptionMethod", ENCRYPTION_METHODS)):
        if saved.get(key) in allowed:
            out[key] = saved[key]
    return out


# ------------------------------------------------------------------ tree URIs
def tree_uri(folder: str) -> str:
    """The tree URI DocumentsUI grants for a shared-storage ``folder`` (``Uri.toString``)."""
    rel = folder[len(SDCARD) + 1:] if folder.startswith(SDCARD + "/") else ""
    return TREE + urllib.parse.quote(rel, safe="")


def folder_of(uri: str | None) -> str | None:
    """The ``/sdcard/...`` folder a stored tree URI names, None for another URI."""
    if not uri or not uri.startswith(TREE):
        return None
    rel = urllib.parse.unquote(uri[len(TREE):])
    return posixpath.join(SDCARD, rel) if rel else SDCARD


def shown_path(folder: str, restored: bool) -> str:
    """What "Selected Folder: %1$s" shows: ``uri.path`` without ``/tree/primary`` right
    after picking (``:Download/zip``), without ``/tree/primary:`` when restored from the
    preferences at start (``Download/zip``)."""
    path = "/tree/primary:" + folder[len(SDCARD):].strip("/")
    return path.replace("/tree/primary:", "") if restored else path.replace("/tree/primary", "")


# ------------------------------------------------------------------ SAF writes
def _cred(model):
    pkg = model.packages.get(PACKAGE)
    return app_cred(pkg.uid) if pkg is not None else ROOT


def _unique_file(model, parent: str, name: str) -> str:
    """``createFile("application/octet-stream", name)``'s display name in ``parent``."""
    stem, dot, ext = name.rpartition(".")
    if dot and stem and ext.lower() not in _KNOWN_EXT:
        return docpicker.unique_name(model, parent, name)
    candidate, n = name, 0
    while model.vfs.exists(posixpath.join(parent, candidate)):
        n += 1
        candidate = f"{name} ({n})"
    return candidate


def create_directory(model, parent: str, name: str) -> str:
    """``DocumentFile.createDirectory``: the new folder's path (a unique name)."""
    path = posixpath.join(parent, docpicker.unique_name(model, parent, name, is_dir=True))
    try:
        model.vfs.mkdir(path, cred=_cred(model))
    except FsError:
        model.vfs.mkdir(path)
    return path


def create_file(model, parent: str, name: str, data: bytes) -> str:
    """``createFile("application/octet-stream", name)`` then the bytes written."""
    path = posixpath.join(parent, _unique_file(model, parent, name))
    try:
        model.vfs.write(path, data, cred=_cred(model))
    except FsError:
        model.vfs.write(path, data)
    return path


def _find_or_create_dir(model, parent: str, name: str) -> str:
    path = posixpath.join(parent, name)
    if model.vfs.exists(path):                     # DocumentFile.findFile: any entry of that name
        return path
    return create_directory(model, parent, name)


# ------------------------------------------------------------------ extraction
class NeedsPassword(Exception):
    """The zip is encrypted: the app asks "Enter Password" first."""


class ExtractError(Exception):
    """A toast text: "Extraction Failed: ..." or "Unsupported archive format"."""


def is_encrypted_zip(data: bytes) -> bool:
    """zip4j ``ZipFile.isEncrypted``: any header with the encryption flag."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            return any(i.flag_bits & 1 for i in zf.infolist())
    except (zipfile.BadZipFile, OSError, EOFError):
        return False


def extract(model, archive: str, out_dir: str, password: str | None = None, folder: str | None = None) -> str:
    """Extract ``archive`` into ``out_dir`` as ``extractArchiveFile`` does; returns the
    folder made for it. ``folder`` reuses one already made (after the password dialog).

    Raises:
      ExtractError: the toast the app shows (its text in ``args[0]``).
    """
    name = posixpath.basename(archive)
    ext = name.rpartition(".")[2].lower() if "." in name else name.lower()
    target = folder or create_directory(model, out_dir, name.rpartition(".")[0] if "." in name else name)
    try:
        data = model.vfs.read(archive)
    except FsError as e:
        raise ExtractError(f"Extraction Failed: {e}") from e
    if ext == "zip":
        _extract_zip(model, data, target, password)
    elif ext == "tar":
        _extract_tar(model, data, target)
    elif ext in ("gz", "bz2", "xz"):
        opener = {"gz": gzip.decompress, "bz2": bz2.decompress, "xz": lzma.decompress}[ext]
        try:
            create_file(model, target, "output", opener(data))
        except (OSError, EOFError, lzma.LZMAError) as e:
            raise ExtractError(f"Extraction Failed: {e}") from e
    elif ext not in ("7z", "jar", "z", "rar"):
        raise ExtractError("Unsupported archive format")
    return target


def _extract_zip(model, data: bytes, target: str, password: str | None) -> None:
    try:
        zf = zipfile.ZipFile(io.BytesIO(data))
    except zipfile.BadZipFile as e:
        raise ExtractError("Extraction Failed: Zip headers not found. Probably not a zip file") from e
    with zf:
        if password:
            zf.setpassword(password.encode())
        for info in zf.infolist():
            parts = info.filename.split("/")
            current = target
            for part in parts[:-1]:
                if part:
                    current = _find_or_create_dir(model, current, part)
            if info.is_dir():
                continue
            try:
                blob = zf.read(info)
            except RuntimeError as e:              # encrypted without (the right) password
                raise ExtractError("Extraction Failed: Wrong password!") from e
            except (zipfile.BadZipFile, NotImplementedError, zlib.error) as e:
                raise ExtractError(f"Extraction Failed: {e}") from e
            create_file(model, current, parts[-1], blob)


def _extract_tar(model, data: bytes, target: str) -> None:
    try:
        tf = tarfile.open(fileobj=io.BytesIO(data), mode="r:")
    except tarfile.TarError as e:
        raise ExtractError(f"Extraction Failed: {e}") from e
    with tf:
        for member in tf.getmembers():
            # createFile(entry.name) flat in the folder: "/" is not valid in a display name
            # (buildValidFatFilename makes it "_"); a directory entry's createDirectory("UnTar")
            # on that file fails, leaving an empty file
            blob = tf.extractfile(member).read() if member.isfile() else b""
            create_file(model, target, member.name.replace("/", "_"), blob)


# ------------------------------------------------------------------ creation
def build_zip(entries: list[tuple[str, bytes | None]], settings: dict[str, str], password: str | None) -> bytes:
    """A zip of ``(name in zip, bytes or None for a folder)`` as zip4j writes it with
    ``settings`` (STORE or DEFLATE at the zip4j level); with ``password`` the files are
    ZipCrypto-encrypted."""
    method = zipfile.ZIP_STORED if settings["compressionMethod"] == "STORE" else zipfile.ZIP_DEFLATED
    level = COMPRESSION_LEVELS.index(settings["compressionLevel"])
    if not password:
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", compression=method, compresslevel=level if method else None) as zf:
            for name, blob in entries:
                info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
                info.external_attr = (0o40755 << 16) | 0x10 if blob is None else 0o100644 << 16
                zf.writestr(info, b"" if blob is None else blob, compress_type=zipfile.ZIP_STORED if blob is None else method)
        return out.getvalue()
    return _zipcrypto(entries, method, level, password.encode())


def _crc_keys(password: bytes):
    keys = [0x12345678, 0x23456789, 0x34567890]

    def update(c: int) -> None:
        keys[0] = zlib.crc32(bytes([c]), keys[0] ^ 0xFFFFFFFF) ^ 0xFFFFFFFF
        keys[1] = (keys[1] + (keys[0] & 0xFF)) & 0xFFFFFFFF
        keys[1] = (keys[1] * 134775813 + 1) & 0xFFFFFFFF
        keys[2] = zlib.crc32(bytes([(keys[1] >> 24) & 0xFF]), keys[2] ^ 0xFFFFFFFF) ^ 0xFFFFFFFF

    for c in password:
        update(c)
    return keys, update


def _encrypt(data: bytes, password: bytes, check: int) -> bytes:
    """Traditional PKWARE encryption (APPNOTE 6.1) with a fixed 11-byte header seed (the
    simulator needs no randomness here; the 12th byte is the CRC check byte)."""
    keys, update = _crc_keys(password)
    out = bytearray()
    for c in bytes(range(11)) + bytes([check]) + data:
        temp = (keys[2] | 2) & 0xFFFF
        out.append(c ^ (((temp * (temp ^ 1)) >> 8) & 0xFF))
        update(c)
    return bytes(out)


def _zipcrypto(entries, method: int, level: int, password: bytes) -> bytes:
    local, central, offset = bytearray(), bytearray(), 0
    for name, blob in entries:
        fname = name.encode()
        if blob is None:
            hdr = struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0x800, 0, 0, 0x21, 0, 0, 0, len(fname), 0)
            local += hdr + fname
            central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0x800, 0, 0, 0x21, 0, 0, 0,
                                   len(fname), 0, 0, 0, 0, (0o40755 << 16) | 0x10, offset) + fname
            offset += len(hdr) + len(fname)
            continue
        crc = zlib.crc32(blob)
        if method == zipfile.ZIP_DEFLATED:
            co = zlib.compressobj(max(level, 1) if level else 0, zlib.DEFLATED, -15)
            packed = co.compress(blob) + co.flush()
        else:
            packed = blob
        enc = _encrypt(packed, password, (crc >> 24) & 0xFF)
        flags = 0x801
        hdr = struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, flags, method, 0, 0x21, crc, len(enc), len(blob),
                          len(fname), 0)
        local += hdr + fname + enc
        central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, flags, method, 0, 0x21, crc, len(enc),
                               len(blob), len(fname), 0, 0, 0, 0, 0o100644 << 16, offset) + fname
        offset += len(hdr) + len(fname) + len(enc)
    count = len(entries)
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, count, count, len(central), offset, 0)
    return bytes(local + central + end)


def zip_display_name(typed: str) -> str:
    """``createZipFile``'s name: ``outputZip.zip`` when empty, else ``.zip`` added unless
    it already ends so (any case)."""
    if not typed:
        return "outputZip.zip"
    return typed if typed.lower().endswith(".zip") else typed + ".zip"


def create_document(model, folder: str, name: str, data: bytes) -> str:
    """``DocumentsContract.createDocument(.., "application/zip", name)``: ``name`` keeps a
    ``.zip`` extension, anything else gets ``.zip`` appended (``splitFileName``); a taken
    name becomes ``name (1).zip``."""
    if not name.lower().endswith(".zip"):
        name = name + ".zip"
    path = posixpath.join(folder, docpicker.unique_name(model, folder, name))
    try:
        model.vfs.write(path, data, cred=_cred(model))
    except FsError:
        model.vfs.write(path, data)
    return path
