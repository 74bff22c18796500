"""Short MP4 videos through PyAV (optional dependency ``av``; FFmpeg ships in its wheel).

Each frame shows a seeded background and the given caption (AndroidWorld's VLC tasks use
videos whose frames carry a message). FFmpeg's ``bitexact`` flags keep encoder version
strings and creation times out of the file.
"""

from __future__ import annotations

import io
import random

import numpy as np
from PIL import Image, ImageDraw

from venus_tasks.data.audio import _require_av
from venus_tasks.data.images import font
from venus_tasks.data.text import rng_of


def mp4_bytes(seed: int | random.Random, seconds: int = 3, caption: str = "", fps: int = 1,
              size: tuple[int, int] = (320, 240), codec: str = "mpeg4") -> bytes:
    """An MP4 of ``seconds * fps`` frames (MPEG-4 Part 2 by default; ``libx264`` also works)."""
    av = _require_av()
    rng = rng_of(seed)
    w, h = size
    buf = io.BytesIO()
    with av.open(buf, "w", format="mp4", options={"fflags": "+bitexact"}) as out:
        stream = out.add_stream(codec, rate=fps)
        stream.width, stream.height, stream.pix_fmt = w, h, "yuv420p"
        stream.codec_context.options = {"flags": "+bitexact"}
        for i in range(seconds * fps):
            img = Image.new("RGB", size, tuple(rng.randrange(30, 200) for _ in range(3)))
            draw = ImageDraw.Draw(img)
            draw.text((12, h // 2 - 14), caption or f"frame {i}", fill="white", font=font(24))
            frame = av.VideoFrame.from_ndarray(np.asarray(img), format="rgb24")
            frame.pts = i
            for packet in stream.encode(frame):
                out.mux(packet)
        for packet in stream.encode(None):
            out.mux(packet)
    return buf.getvalue()
