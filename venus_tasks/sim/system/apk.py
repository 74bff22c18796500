"""Reading an APK the way ``pm install`` does: a zip whose ``AndroidManifest.xml`` is binary
XML (AXML, ``frameworks/base/libs/androidfw/include/androidfw/ResourceTypes.h``).

AXML layout: a ``RES_XML_TYPE`` (0x0003) chunk holding a string pool (0x0001; UTF-16 or,
with flag 0x100, UTF-8 strings), an optional resource-id map (0x0180: one attribute
resource id per leading string-pool index) and tree nodes: start/end namespace
(0x0100/0x0101), start element (0x0102: line, comment, then ns, name, attributeStart,
attributeSize, attributeCount, id/class/style indices, and the attributes: ns, name,
raw value, ``Res_value`` {size, 0, dataType, data}), end element (0x0103), CDATA (0x0104).
Every chunk starts with u16 type, u16 header size, u32 total size (little-endian).
An attribute whose name string is empty is named from the resource map
(``android:versionCode`` = 0x0101021b, ...).

``pm install`` failures (Android 13 ``ApkLiteParseUtils``), ``<path>`` being the session copy
``/data/app/vmdl<id>.tmp/base.apk``: not a zip -> ``INSTALL_PARSE_FAILED_NOT_APK: Failed to
parse <path>: Failed to load asset path <path>``; no or unreadable manifest ->
``INSTALL_PARSE_FAILED_UNEXPECTED_EXCEPTION: Failed to parse <path>: ...``; no package ->
``INSTALL_PARSE_FAILED_BAD_MANIFEST`` [message texts after the colon inferred].
"""

from __future__ import annotations

import dataclasses
import io
import re
import struct
import zipfile

RES_XML = 0x0003
RES_STRING_POOL = 0x0001
RES_XML_RESOURCE_MAP = 0x0180
RES_XML_START_ELEMENT = 0x0102
RES_XML_END_ELEMENT = 0x0103
UTF8_FLAG = 0x100

TYPE_REFERENCE, TYPE_STRING = 0x01, 0x03
TYPE_INT_DEC, TYPE_INT_HEX, TYPE_INT_BOOLEAN = 0x10, 0x11, 0x12

# android:* attribute resource ids (frameworks/base/core/res/res/values/public.xml)
ATTR_IDS = {0x01010003: "name", 0x01010001: "label", 0x0101021b: "versionCode",
            0x0101021c: "versionName", 0x0101020c: "minSdkVersion", 0x01010270: "targetSdkVersion",
            0x01010002: "icon", 0x01010010: "exported"}

_PACKAGE_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+")


class ApkError(Exception):
    """Why ``pm install`` refuses the file: ``code`` (``INSTALL_...``) and ``message``."""

    def __init__(self, code: str, message: str):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


@dataclasses.dataclass
class Element:
    name: str
    attrs: dict[str, object]
    children: list["Element"] = dataclasses.field(default_factory=list)

    def iter(self, name: str):
        for child in self.children:
            if child.name == name:
                yield child
            yield from child.iter(name)


@dataclasses.dataclass
class ApkInfo:
    """What the package manager keeps from the manifest."""

    package: str
    version_code: int = 0
    version_name: str | None = None
    label: str | None = None
    launcher_activity: str | None = None      # full class name
    min_sdk: int | None = None
    target_sdk: int | None = None


def _u16(b: bytes, o: int) -> int:
    return struct.unpack_from("<H", b, o)[0]


def _u32(b: bytes, o: int) -> int:
    return struct.unpack_from("<I", b, o)[0]


def _string_pool(data: bytes, start: int) -> list[str]:
    header_size = _u16(data, start + 2)
    count, _styles, flags, strings_start = struct.unpack_from("<IIII", data, start + 8)
    offsets = struct.unpack_from(f"<{count}I", data, start + header_size)
    base = start + strings_start
    utf8 = bool(flags & UTF8_FLAG)
    out = []
    for off in offsets:
        p = base + off
        if utf8:
            n = data[p]
            p += 2 if n & 0x80 else 1                     # skip the UTF-16 length
            n = data[p]
            if n & 0x80:
                n = ((n & 0x7F) << 8) | data[p + 1]
                p += 2
            else:
                p += 1
            out.append(data[p:p + n].decode("utf-8", "replace"))
        else:
            n = _u16(data, p)
            p += 2
            if n & 0x8000:
                n = ((n & 0x7FFF) << 16) | _u16(data, p)
                p += 2
            out.append(data[p:p + 2 * n].decode("utf-16-le", "replace"))
    return out


def parse_axml(data: bytes) -> Element:
    """The root element of a binary XML document. Raises ValueError if it is not AXML."""
    try:
        if len(data) < 8 or _u16(data, 0) != RES_XML:
            raise ValueError("not a binary XML file")
        total = min(_u32(data, 4), len(data))
        pos = _u16(data, 2)
        strings: list[str] = []
        res_ids: list[int] = []
        stack: list[Element] = []
        root: Element | None = None
        while pos + 8 <= total:
            ctype, hsize, csize = _u16(data, pos), _u16(data, pos + 2), _u32(data, pos + 4)
            if csize < 8 or pos + csize > total:
                raise ValueError("bad chunk size")
            if ctype == RES_STRING_POOL:
                strings = _string_pool(data, pos)
            elif ctype == RES_XML_RESOURCE_MAP:
                res_ids = list(struct.unpack_from(f"<{(csize - hsize) // 4}I", data, pos + hsize))
            elif ctype == RES_XML_START_ELEMENT:
                ext = pos + hsize
                _ns, name_i, attr_start, attr_size, attr_count = struct.unpack_from("<IIHHH", data, ext)
                attrs: dict[str, object] = {}
                for k in range(attr_count):
                    a = ext + attr_start + k * attr_size
                    _ans, aname, raw, _sz, _res0, dtype, value = struct.unpack_from("<IIIHBBI", data, a)
                    key = strings[aname] if aname < len(strings) else ""
                    if not key and aname < len(res_ids):
                        key = ATTR_IDS.get(res_ids[aname], f"0x{res_ids[aname]:08x}")
                    attrs[key] = _value(strings, raw, dtype, value)
                element = Element(strings[name_i], attrs)
                if stack:
                    stack[-1].children.append(element)
                elif root is None:
                    root = element
                stack.append(element)
            elif ctype == RES_XML_END_ELEMENT and stack:
                stack.pop()
            pos += csize
    except (struct.error, IndexError) as exc:
        raise ValueError(f"truncated binary XML: {exc}") from exc
    if root is None:
        raise ValueError("no root element")
    return root


def _value(strings: list[str], raw: int, dtype: int, value: int):
    if dtype == TYPE_STRING:
        return strings[value] if value < len(strings) else ""
    if dtype == TYPE_INT_DEC:
        return value - (1 << 32) if value & 0x80000000 else value
    if dtype == TYPE_INT_HEX:
        return value
    if dtype == TYPE_INT_BOOLEAN:
        return value != 0
    if dtype == TYPE_REFERENCE:
        return f"@0x{value:08x}"
    if raw != 0xFFFFFFFF and raw < len(strings):
        return strings[raw]
    return value


def _full_class(package: str, name: str) -> str:
    if name.startswith("."):
        return package + name
    return name if "." in name else f"{package}.{name}"


def read_apk(data: bytes, path: str) -> ApkInfo:
    """The manifest facts of the APK bytes; ``path`` names the copy in error messages.

    Raises:
      ApkError: the file is not an installable APK.
    """
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, ValueError):
        raise ApkError("INSTALL_PARSE_FAILED_NOT_APK",
                       f"Failed to parse {path}: Failed to load asset path {path}") from None
    try:
        manifest = archive.read("AndroidManifest.xml")
    except (KeyError, zipfile.BadZipFile, OSError):
        raise ApkError("INSTALL_PARSE_FAILED_UNEXPECTED_EXCEPTION",
                       f"Failed to parse {path}: AndroidManifest.xml") from None
    try:
        root = parse_axml(manifest)
    except ValueError as exc:
        raise ApkError("INSTALL_PARSE_FAILED_UNEXPECTED_EXCEPTION",
                       f"Failed to parse {path}: {exc}") from None
    package = root.attrs.get("package") if root.name == "manifest" else None
    if not isinstance(package, str) or not _PACKAGE_NAME.fullmatch(package):
        raise ApkError("INSTALL_PARSE_FAILED_BAD_MANIFEST",
                       f"Failed to parse {path}: Invalid manifest package: {package!r}")
    info = ApkInfo(package)
    code = root.attrs.get("versionCode")
    info.version_code = int(code) if isinstance(code, int) else 0
    name = root.attrs.get("versionName")
    info.version_name = name if isinstance(name, str) else None
    for sdk in root.iter("uses-sdk"):
        info.min_sdk = sdk.attrs.get("minSdkVersion") if isinstance(sdk.attrs.get("minSdkVersion"), int) else None
        info.target_sdk = sdk.attrs.get("targetSdkVersion") if isinstance(sdk.attrs.get("targetSdkVersion"), int) else None
    for app in root.iter("application"):
        label = app.attrs.get("label")
        info.label = label if isinstance(label, str) and not label.startswith("@") else None
        for act in [*app.iter("activity"), *app.iter("activity-alias")]:
            for flt in act.iter("intent-filter"):
                actions = {a.attrs.get("name") for a in flt.iter("action")}
                cats = {c.attrs.get("name") for c in flt.iter("category")}
                if "android.intent.action.MAIN" in actions and "android.intent.category.LAUNCHER" in cats:
                    if info.launcher_activity is None and isinstance(act.attrs.get("name"), str):
                        info.launcher_activity = _full_class(package, act.attrs["name"])
        break
    return info


def session_path(data: bytes) -> str:
    """The staged copy ``pm install`` parses: ``/data/app/vmdl<session id>.tmp/base.apk``
    (session ids are random on a device; here derived from the bytes)."""
    import zlib
    return f"/data/app/vmdl{(zlib.crc32(data) & 0x7FFFFFFF) or 1}.tmp/base.apk"


def install(model, data: bytes, allow_downgrade: bool = False) -> str:
    """``pm install`` of APK bytes on ``model``: registers (or updates) the package from its
    manifest and creates its data dir. Returns the line ``pm`` prints: ``Success`` or
    ``Failure [<CODE>: <message>]``."""
    from venus_tasks.sim.storage.fs_layout import make_app_dir
    try:
        info = read_apk(data, session_path(data))
    except ApkError as exc:
        return f"Failure [{exc.code}: {exc.message}]"
    with model.lock:
        existing = model.packages.get(info.package)
        old = getattr(existing, "version_code", None) if existing else None
        if old is not None and info.version_code < old and not allow_downgrade:
            return (f"Failure [INSTALL_FAILED_VERSION_DOWNGRADE: Downgrade detected: Update version "
                    f"code {info.version_code} is older than current {old}]")
        if existing is not None:
            model.force_stop(info.package)
        pkg = model.packages.install(info.package)
        pkg.version_code = info.version_code
        pkg.version_name = info.version_name
        if info.launcher_activity:
            pkg.activity = info.launcher_activity
        if info.label:
            pkg.label = info.label
        make_app_dir(model.vfs, pkg.name, pkg.uid)
    return "Success"
