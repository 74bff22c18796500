"""Seeded video clips whose frames show text and shapes that change at known seconds: a
word from second a to second b, a coloured square, a number that changes every second.
The HGB video tasks ask about them ("at which second does W first appear"), so what a
frame shows must be known exactly from the clip's description.

Shapes:

* ``Shown(kind, start, end, text, color, box)``: something drawn in every frame of the
  seconds ``start``..``end`` (inclusive, whole seconds from 0). ``kind`` is ``"text"``
  (``text`` in large capitals centred in ``box``, in ``color``) or ``"square"`` (``box``
  filled with ``color``). ``box`` is (left, top, right, bottom) in frame pixels.
* ``Clip(seconds, background, shown, size)``: ``seconds`` frames at one frame per second
  (frame ``i`` covers the playback time [i, i + 1) s), ``size`` (width, height) pixels.

Frame resolution: one frame per second, so anything shown changes only on whole seconds;
a player paused anywhere inside second ``i`` (its clock reads ``0:0i``) shows frame ``i``.

Encoding: MPEG-4 Part 2 (``mpeg4``) in MP4 through PyAV with FFmpeg's ``bitexact`` flags
and a fixed quantiser, so the same clip gives the same bytes; text is drawn with Pillow's
built-in font (``images.font``) large enough to read after compression.
"""

from __future__ import annotations

import dataclasses
import io

import numpy as np
from PIL import Image, ImageDraw

from venus_tasks.data.memo import bytes_cache

from venus_tasks.data.audio import _require_av
from venus_tasks.data.images import font

SIZE = (320, 240)
FPS = 1
CENTRE = (20, 70, 300, 170)           # where a clip's main caption goes (frame pixels)
COLORS = {"red": (220, 30, 30), "blue": (30, 80, 220), "green": (30, 160, 60), "yellow": (240, 200, 20),
          "white": (255, 255, 255), "black": (0, 0, 0)}


@dataclasses.dataclass(frozen=True)
class Shown:
    """Something drawn in the frames of seconds ``start``..``end`` (inclusive)."""

    kind: str
    start: int
    end: int
    text: str = ""
    color: tuple[int, int, int] = (255, 255, 255)
    box: tuple[int, int, int, int] = CENTRE

    def __post_init__(self) -> None:
        if self.kind not in ("text", "square"):
            raise ValueError(f"Shown.kind must be 'text' or 'square', not {self.kind!r}")
        if not 0 <= self.start <= self.end:
            raise ValueError(f"Shown needs 0 <= start <= end, got {self.start}..{self.end}")

    def visible(self, second: int) -> bool:
        return self.start <= second <= self.end


@dataclasses.dataclass(frozen=True)
class Clip:
    """A clip of ``seconds`` one-second frames over ``background`` (RGB)."""

    seconds: int
    background: tuple[int, int, int]
    shown: tuple[Shown, ...] = ()
    size: tuple[int, int] = SIZE

    def __post_init__(self) -> None:
        if self.seconds < 1:
            raise ValueError(f"a clip needs at least one second, got {self.seconds}")
        late = [s for s in self.shown if s.end >= self.seconds]
        if late:
            raise ValueError(f"shown past the clip's end ({self.seconds} s): {late}")

    def at(self, second: int) -> list[Shown]:
        """What frame ``second`` shows, in drawing order."""
        return [s for s in self.shown if s.visible(second)]

    def texts_at(self, second: int) -> list[str]:
        return [s.text for s in self.at(second) if s.kind == "text"]


def frame(clip: Clip, second: int) -> Image.Image:
    """Frame ``second`` of ``clip`` as an RGB image of ``clip.size``.

    Raises:
      IndexError: ``second`` is outside 0..seconds-1.
    """
    if not 0 <= second < clip.seconds:
        raise IndexError(f"second {second} is outside the clip (0..{clip.seconds - 1})")
    img = Image.new("RGB", clip.size, clip.background)
    draw = ImageDraw.Draw(img)
    for s in clip.at(second):
        if s.kind == "square":
            draw.rectangle((s.box[0], s.box[1], s.box[2] - 1, s.box[3] - 1), fill=s.color)
        else:
            _caption(draw, s.text, s.box, s.color)
    return img


def _caption(draw: ImageDraw.ImageDraw, text: str, box: tuple[int, int, int, int], color) -> None:
    """``text`` as large as fits ``box`` (at most 64 px), centred."""
    l, t, r, b = box
    size = 64
    while size > 12:
        f = font(size)
        x0, y0, x1, y1 = draw.textbbox((0, 0), text, font=f)
        if x1 - x0 <= r - l and y1 - y0 <= b - t:
            break
        size -= 4
    f = font(size)
    draw.text(((l + r) // 2, (t + b) // 2), text, font=f, fill=color, anchor="mm")


@bytes_cache
def mp4_bytes(clip: Clip) -> bytes:
    """``clip`` encoded as MP4 (MPEG-4 Part 2, yuv420p, 1 fps, fixed quantiser 3); the
    same clip always gives the same bytes. Its container duration is ``clip.seconds``.

    Raises:
      RuntimeError: PyAV is not installed.
    """
    av = _require_av()
    w, h = clip.size
    buf = io.BytesIO()
    with av.open(buf, "w", format="mp4", options={"fflags": "+bitexact"}) as out:
        stream = out.add_stream("mpeg4", rate=FPS)
        stream.width, stream.height, stream.pix_fmt = w, h, "yuv420p"
        stream.codec_context.options = {"flags": "+bitexact+qscale", "qscale": "3"}
        stream.codec_context.qmin = stream.codec_context.qmax = 3
        for i in range(clip.seconds):
            vf = av.VideoFrame.from_ndarray(np.asarray(frame(clip, i)), format="rgb24")
            vf.pts = i
            for packet in stream.encode(vf):
                out.mux(packet)
        for packet in stream.encode(None):
            out.mux(packet)
    return buf.getvalue()
