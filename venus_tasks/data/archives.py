"""Zip archives with fixed member timestamps (``zipfile``), e.g. ZipXtract's ``MyFile.zip``,
and password-protected ones (ZipCrypto)."""

from __future__ import annotations

import hashlib
import io
import struct
import zipfile
import zlib

FIXED_TIME = (2023, 10, 15, 15, 34, 0)  # AndroidWorld's device time


def zip_bytes(files: dict[str, bytes | str]) -> bytes:
    """A deflated zip of ``{member name: content}`` in sorted name order."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name in sorted(files):
            data = files[name]
            info = zipfile.ZipInfo(name, FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, data.encode("utf-8") if isinstance(data, str) else data)
    return buf.getvalue()


def encrypted_zip_bytes(files: dict[str, bytes | str], password: str) -> bytes:
    """A zip of ``{member name: content}`` (sorted names, stored, ``FIXED_TIME``) whose
    members are encrypted with the traditional PKWARE cipher ("ZipCrypto", APPNOTE.TXT
    6.3.10 section 6.1), as zip4j's ``ZIP_STANDARD`` writes and reads them; ``zipfile``
    reads it back with ``setpassword``. The 12-byte encryption header is derived from the
    member's name and CRC (deterministic: the same files and password give the same
    bytes), its last byte the CRC's high byte (the password check).

    Raises:
      ValueError: an empty password.
    """
    if not password:
        raise ValueError("encrypted_zip_bytes needs a non-empty password")
    secret = password.encode("utf-8")
    local, central, offset = bytearray(), bytearray(), 0
    dos_time = (FIXED_TIME[3] << 11) | (FIXED_TIME[4] << 5) | (FIXED_TIME[5] // 2)
    dos_date = ((FIXED_TIME[0] - 1980) << 9) | (FIXED_TIME[1] << 5) | FIXED_TIME[2]
    for name in sorted(files):
        data = files[name].encode("utf-8") if isinstance(files[name], str) else files[name]
        fname, crc = name.encode("utf-8"), zlib.crc32(data)
        header = hashlib.sha256(fname + crc.to_bytes(4, "little")).digest()[:11] + bytes([crc >> 24])
        body = _pkware_encrypt(header + data, secret)
        # flags: bit 0 encrypted, bit 11 UTF-8 names; version 20; method 0 (stored)
        fields = (20, 0x0801, 0, dos_time, dos_date, crc, len(body), len(data), len(fname), 0)
        local += struct.pack("<IHHHHHIIIHH", 0x04034B50, *fields) + fname + body
        central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, *fields, 0, 0, 0, 0o100644 << 16,
                               offset) + fname
        offset = len(local)
    n = len(files)
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, n, n, len(central), len(local), 0)
    return bytes(local + central + end)


def _pkware_encrypt(data: bytes, password: bytes) -> bytes:
    keys = [0x12345678, 0x23456789, 0x34567890]

    def update(c: int) -> None:
        keys[0] = zlib.crc32(bytes([c]), keys[0] ^ 0xFFFFFFFF) ^ 0xFFFFFFFF
        keys[1] = ((keys[1] + (keys[0] & 0xFF)) * 134775813 + 1) & 0xFFFFFFFF
        keys[2] = zlib.crc32(bytes([keys[1] >> 24]), keys[2] ^ 0xFFFFFFFF) ^ 0xFFFFFFFF

    for c in password:
        update(c)
    out = bytearray()
    for c in data:
        k = (keys[2] | 2) & 0xFFFF
        out.append(c ^ (((k * (k ^ 1)) >> 8) & 0xFF))
        update(c)
    return bytes(out)
