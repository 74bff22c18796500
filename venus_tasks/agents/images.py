"""Screenshot encoding for model requests: resize rules and base64 data URLs.

``smart_resize`` follows the rule Qwen2-VL/Qwen2.5-VL processors apply to every image
(both sides rounded to a multiple of ``factor``, total pixels kept in
``[min_pixels, max_pixels]``; described in QwenLM/Qwen2.5-VL ``qwen-vl-utils``
``vision_process.py``). Sending an image that already has those dimensions means the
server does not resize it again, so absolute coordinates the model returns are in the
pixels of the image we sent, and we can map them back exactly.
"""

from __future__ import annotations

import base64
import io
import math

import numpy as np
from PIL import Image

QWEN_MIN_PIXELS = 4 * 28 * 28          # 3136
QWEN_MAX_PIXELS = 16384 * 28 * 28      # 12845056 (Qwen2.5-VL processor default)


def smart_resize(height: int, width: int, factor: int = 28, min_pixels: int = QWEN_MIN_PIXELS,
                 max_pixels: int = QWEN_MAX_PIXELS) -> tuple[int, int]:
    """(height, width) rounded to multiples of ``factor`` with area in [min, max] pixels.

    Raises:
      ValueError: non-positive sizes or factor.
    """
    if height <= 0 or width <= 0 or factor <= 0:
        raise ValueError(f"bad size {width}x{height} or factor {factor}")
    h = max(factor, round(height / factor) * factor)
    w = max(factor, round(width / factor) * factor)
    if h * w > max_pixels:
        beta = math.sqrt(height * width / max_pixels)
        h = max(factor, math.floor(height / beta / factor) * factor)
        w = max(factor, math.floor(width / beta / factor) * factor)
    elif h * w < min_pixels:
        beta = math.sqrt(min_pixels / (height * width))
        h = math.ceil(height * beta / factor) * factor
        w = math.ceil(width * beta / factor) * factor
    return h, w


def fit_pixels(height: int, width: int, max_pixels: int) -> tuple[int, int]:
    """(height, width) scaled down (never up) so that the area is at most ``max_pixels``."""
    if max_pixels <= 0 or height * width <= max_pixels:
        return height, width
    s = math.sqrt(max_pixels / (height * width))
    return max(1, int(height * s)), max(1, int(width * s))


def encode_screenshot(screenshot: np.ndarray, *, fmt: str = "png", resize: str = "none",
                      max_pixels: int = 0, factor: int = 28,
                      jpeg_quality: int = 85) -> tuple[str, tuple[int, int]]:
    """Encode an RGB screenshot as a ``data:`` URL.

    Args:
      screenshot: ``uint8`` array of shape (height, width, 3).
      fmt: ``png`` or ``jpeg``.
      resize: ``none`` (optionally capped by ``max_pixels``) or ``smart`` (Qwen rule,
        ``max_pixels`` defaulting to ``QWEN_MAX_PIXELS``).
      max_pixels: area cap in pixels (0 = no cap for ``none``).
      factor: multiple for ``smart``.
      jpeg_quality: JPEG quality 1..95.

    Returns:
      (data_url, (width, height)) where the size is that of the encoded image.

    Raises:
      ValueError: bad array shape, format or resize mode.
    """
    if screenshot.ndim != 3 or screenshot.shape[2] not in (3, 4):
        raise ValueError(f"screenshot must be HxWx3, got shape {screenshot.shape}")
    img = Image.fromarray(np.ascontiguousarray(screenshot[..., :3]).astype(np.uint8), "RGB")
    h0, w0 = screenshot.shape[0], screenshot.shape[1]
    if resize == "smart":
        h, w = smart_resize(h0, w0, factor=factor, max_pixels=max_pixels or QWEN_MAX_PIXELS)
    elif resize == "none":
        h, w = fit_pixels(h0, w0, max_pixels)
    else:
        raise ValueError(f"resize must be 'none' or 'smart', got {resize!r}")
    if (h, w) != (h0, w0):
        img = img.resize((w, h), Image.Resampling.LANCZOS)
    buf = io.BytesIO()
    if fmt == "png":
        img.save(buf, format="PNG")
        mime = "image/png"
    elif fmt in ("jpeg", "jpg"):
        img.save(buf, format="JPEG", quality=jpeg_quality)
        mime = "image/jpeg"
    else:
        raise ValueError(f"image format must be png or jpeg, got {fmt!r}")
    return f"data:{mime};base64,{base64.b64encode(buf.getvalue()).decode('ascii')}", (w, h)
