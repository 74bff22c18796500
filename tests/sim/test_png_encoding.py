"""``sim/screen/png.rgba_png``: the screencap encoder writes a PNG any decoder reads back to
the frame's exact RGBA pixels (signature, IHDR RGBA 8-bit, CRCs that Pillow checks)."""

from __future__ import annotations

import io
import struct
import zlib

import numpy as np
from PIL import Image

from venus_tasks.sim.screen.png import SIGNATURE, rgba_png


def _frame(w: int = 120, h: int = 90) -> Image.Image:
    rng = np.random.default_rng(7)
    arr = np.full((h, w, 4), 255, dtype=np.uint8)
    arr[..., :3] = (214, 226, 243)
    arr[10:40, 5:100, :3] = rng.integers(0, 256, (30, 95, 3))
    arr[60:, :, 3] = rng.integers(0, 256, (h - 60, w))          # some alpha too
    return Image.fromarray(arr, "RGBA")


def test_the_png_decodes_to_the_same_pixels():
    img = _frame()
    data = rgba_png(img)
    assert data[:8] == SIGNATURE
    length, kind = struct.unpack(">I4s", data[8:16])
    assert (length, kind) == (13, b"IHDR")
    assert struct.unpack(">IIBBBBB", data[16:29]) == (120, 90, 8, 6, 0, 0, 0)
    assert struct.unpack(">I", data[29:33])[0] == zlib.crc32(data[12:29])
    back = Image.open(io.BytesIO(data))
    back.load()                                       # Pillow checks every chunk's CRC
    assert back.mode == "RGBA" and back.size == (120, 90)
    assert np.array_equal(np.asarray(back), np.asarray(img))
    assert data.endswith(b"\x00\x00\x00\x00IEND\xaeB`\x82")


def test_an_rgb_frame_is_written_as_opaque_rgba():
    img = _frame().convert("RGB")
    back = Image.open(io.BytesIO(rgba_png(img)))
    assert back.mode == "RGBA" and np.array_equal(np.asarray(back.convert("RGB")), np.asarray(img))
    assert (np.asarray(back)[..., 3] == 255).all()
