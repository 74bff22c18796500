"""Pictures inside a screen: a photo in a gallery, a PDF page, a video frame, a drawing
canvas. A node whose style has ``image`` (an ``ImageRef``) is drawn by the renderer as
that picture scaled to fit the node's bounds, centred, aspect kept (``ImageView``
``scaleType="fitCenter"``, the default of the viewers it stands for). The UI dump shows
only the node (an ``ImageView`` has no text), so what is *in* a picture is read from the
screenshot, as on a device.

``ImageRef`` is compared and cached by ``key`` alone (the frame cache keys frames by their
``repr``), so building a screen costs nothing: the pixels are produced by ``load`` only
when a frame is drawn.
"""

from __future__ import annotations

import dataclasses
import hashlib
import io
from typing import Callable

from PIL import Image


@dataclasses.dataclass(frozen=True)
class ImageRef:
    """A picture for the renderer. ``key`` names its content (equal keys, equal pixels);
    ``load()`` returns it as a Pillow image of any mode and size."""

    key: str
    load: Callable[[], Image.Image] = dataclasses.field(compare=False, repr=False)

    @classmethod
    def of_bytes(cls, data: bytes) -> "ImageRef":
        """A PNG/JPEG/WebP/GIF/BMP file's bytes as a picture (first frame); ``key`` is
        their SHA-1. Undecodable bytes load as a grey placeholder, as a viewer shows a
        broken-image box instead of crashing."""
        return cls("sha1:" + hashlib.sha1(data).hexdigest(), lambda: decode(data))


def decode(data: bytes) -> Image.Image:
    """``data`` decoded to RGBA; a 64 x 64 grey square if Pillow cannot read it."""
    try:
        with Image.open(io.BytesIO(data)) as img:
            return img.convert("RGBA")
    except (OSError, ValueError, Image.DecompressionBombError):
        return Image.new("RGBA", (64, 64), (200, 200, 200, 255))


def fit(size: tuple[int, int], box: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """Where a picture of ``size`` (w, h) lands inside ``box`` (l, t, r, b) with
    ``fitCenter``: the largest scaled copy that fits, centred; (l, t, r, b) in pixels."""
    l, t, r, b = box
    w, h = max(1, size[0]), max(1, size[1])
    scale = min((r - l) / w, (b - t) / h)
    dw, dh = max(1, round(w * scale)), max(1, round(h * scale))
    x0, y0 = l + (r - l - dw) // 2, t + (b - t - dh) // 2
    return x0, y0, x0 + dw, y0 + dh


def paste(canvas: Image.Image, ref: ImageRef, box: tuple[int, int, int, int]) -> None:
    """Draw ``ref`` onto ``canvas`` (RGBA) fitted into ``box``."""
    pic = ref.load()
    l, t, r, b = fit(pic.size, box)
    if r <= l or b <= t:
        return
    scaled = pic.convert("RGBA").resize((r - l, b - t), Image.Resampling.BILINEAR)
    # Only the part on the canvas (a picture may be scrolled partly off-screen).
    cl, ct = max(l, 0), max(t, 0)
    cr, cb = min(r, canvas.width), min(b, canvas.height)
    if cr > cl and cb > ct:
        canvas.alpha_composite(scaled.crop((cl - l, ct - t, cr - l, cb - t)), (cl, ct))
