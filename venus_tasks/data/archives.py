"""Zip archives with fixed member timestamps (``zipfile``), e.g. ZipXtract's ``MyFile.zip``."""

from __future__ import annotations

import io
import zipfile

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
