"""A tiny APK builder for tests: a zip with a binary ``AndroidManifest.xml`` (AXML) encoded
here from the format in ``ResourceTypes.h`` (string pool, resource map, namespace and
element chunks), plus a dummy ``classes.dex``. Enough for ``pm install`` to read the
package, versionCode/versionName, label and launcher activity."""

from __future__ import annotations

import io
import struct
import zipfile

ANDROID_NS = "http://schemas.android.com/apk/res/android"
_ANDROID_ATTR_IDS = {"label": 0x01010001, "name": 0x01010003, "versionCode": 0x0101021B,
                     "versionName": 0x0101021C, "minSdkVersion": 0x0101020C,
                     "targetSdkVersion": 0x01010270, "exported": 0x01010010}
_NO_INDEX = 0xFFFFFFFF


def _chunk(ctype: int, header: bytes, body: bytes) -> bytes:
    header_size = 8 + len(header)
    return struct.pack("<HHI", ctype, header_size, header_size + len(body)) + header + body


class _Strings:
    def __init__(self, android_attrs: list[str], utf8: bool = False):
        self.items: list[str] = list(android_attrs)     # resource-mapped names come first
        self.res_ids = [_ANDROID_ATTR_IDS[a] for a in android_attrs]
        self.utf8 = utf8

    def index(self, text: str) -> int:
        if text not in self.items:
            self.items.append(text)
        return self.items.index(text)

    def chunk(self) -> bytes:
        data = bytearray()
        offsets = []
        for s in self.items:
            offsets.append(len(data))
            if self.utf8:                     # u8 UTF-16 length, u8 UTF-8 length (< 128 here)
                raw = s.encode("utf-8")
                data += bytes([len(s.encode("utf-16-le")) // 2, len(raw)]) + raw + b"\0"
            else:
                units = s.encode("utf-16-le")
                data += struct.pack("<H", len(units) // 2) + units + b"\0\0"
        while len(data) % 4:
            data += b"\0"
        count = len(self.items)
        header = struct.pack("<IIIII", count, 0, 0x100 if self.utf8 else 0, 28 + 4 * count, 0)
        return _chunk(0x0001, header, struct.pack(f"<{count}I", *offsets) + bytes(data))


def encode_axml(root, utf8: bool = False) -> bytes:
    """``root`` = ``(tag, [(android?, name, value), ...], [children])``; values are str,
    int or bool (typed as string, decimal int, boolean)."""
    android_attrs: list[str] = []

    def collect(node):
        for is_android, name, _ in node[1]:
            if is_android and name not in android_attrs:
                android_attrs.append(name)
        for child in node[2]:
            collect(child)
    collect(root)
    strings = _Strings(android_attrs, utf8)
    ns_prefix, ns_uri = strings.index("android"), strings.index(ANDROID_NS)
    body = bytearray()
    body += _chunk(0x0100, struct.pack("<II", 1, _NO_INDEX), struct.pack("<II", ns_prefix, ns_uri))

    def element(node, line=1):
        tag, attrs, children = node
        encoded = bytearray()
        for is_android, name, value in attrs:
            name_i = strings.index(name)
            ns = ns_uri if is_android else _NO_INDEX
            if isinstance(value, bool):
                raw, dtype, data = _NO_INDEX, 0x12, 0xFFFFFFFF if value else 0
            elif isinstance(value, int):
                raw, dtype, data = _NO_INDEX, 0x10, value & 0xFFFFFFFF
            else:
                raw = strings.index(str(value))
                dtype, data = 0x03, raw
            encoded += struct.pack("<IIIHBBI", ns, name_i, raw, 8, 0, dtype, data)
        tag_i = strings.index(tag)
        ext = struct.pack("<IIHHHHHH", _NO_INDEX, tag_i, 20, 20, len(attrs), 0, 0, 0)
        body.extend(_chunk(0x0102, struct.pack("<II", line, _NO_INDEX), ext + bytes(encoded)))
        for child in children:
            element(child, line + 1)
        body.extend(_chunk(0x0103, struct.pack("<II", line, _NO_INDEX),
                           struct.pack("<II", _NO_INDEX, tag_i)))
    element(root)
    body += _chunk(0x0101, struct.pack("<II", 1, _NO_INDEX), struct.pack("<II", ns_prefix, ns_uri))
    pool = strings.chunk()
    res_map = _chunk(0x0180, b"", struct.pack(f"<{len(strings.res_ids)}I", *strings.res_ids))
    return _chunk(0x0003, b"", pool + res_map + bytes(body))


def manifest(package: str, version_code: int = 1, version_name: str = "1.0",
             label: str | None = "Test App", activity: str | None = ".MainActivity"):
    app_attrs = [(True, "label", label)] if label else []
    activities = []
    if activity:
        launcher = ("intent-filter", [], [
            ("action", [(True, "name", "android.intent.action.MAIN")], []),
            ("category", [(True, "name", "android.intent.category.LAUNCHER")], [])])
        activities.append(("activity", [(True, "name", activity), (True, "exported", True)], [launcher]))
    return ("manifest", [(True, "versionCode", version_code), (True, "versionName", version_name),
                         (False, "package", package)],
            [("uses-sdk", [(True, "minSdkVersion", 21), (True, "targetSdkVersion", 33)], []),
             ("application", app_attrs, activities)])


def build_apk(package: str, version_code: int = 1, version_name: str = "1.0",
              label: str | None = "Test App", activity: str | None = ".MainActivity",
              utf8: bool = False) -> bytes:
    """The bytes of a minimal APK for ``package`` (UTF-8 string pool with ``utf8``)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("AndroidManifest.xml",
                   encode_axml(manifest(package, version_code, version_name, label, activity), utf8))
        z.writestr("classes.dex", b"dex\n035\0" + bytes(104))
        z.writestr("resources.arsc", b"")
    return buf.getvalue()
