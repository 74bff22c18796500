"""Reading text that exists only as pixels (a receipt photo, a PDF page, a video frame) from a
screenshot, for the scripted GUI solvers: they see what an agent sees, and an agent reads
such text off the screen. Uses the Tesseract command line (Debian ``tesseract-ocr``) through
a subprocess; ``require()`` skips a test without it, or fails it when ``VENUS_REQUIRE_OCR=1``
(CI installs it and sets that).
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess

import pytest
from PIL import Image, ImageOps


def available() -> bool:
    return shutil.which("tesseract") is not None


def require() -> None:
    """Skip (or, with ``VENUS_REQUIRE_OCR=1``, fail) when Tesseract is missing."""
    if available():
        return
    message = "tesseract is not installed (apt-get install tesseract-ocr)"
    if os.environ.get("VENUS_REQUIRE_OCR") == "1":
        pytest.fail(message)
    pytest.skip(message)


def read(png: bytes, box: tuple[int, int, int, int] | None = None, scale: float = 1.0,
         psm: int = 6) -> str:
    """The text Tesseract reads in ``png`` (a screenshot's PNG bytes), cropped to ``box``
    ((left, top, right, bottom) in screen pixels) and resized by ``scale`` first; ``psm``
    is Tesseract's page segmentation mode (6: one block of text, 4: columns of lines,
    7: a single line). Lines are kept; trailing spaces are not."""
    img = Image.open(io.BytesIO(png)).convert("L")
    if box is not None:
        img = img.crop(box)
    if scale != 1.0:
        img = img.resize((max(1, round(img.width * scale)), max(1, round(img.height * scale))),
                         Image.Resampling.LANCZOS)
    if sum(img.getextrema()) / 2 < 128 and img.getpixel((0, 0)) < 128:
        img = ImageOps.invert(img)                     # dark theme: Tesseract wants dark on light
    buf = io.BytesIO()
    img.save(buf, "PNG")
    # one thread: Tesseract's OpenMP threads only contend on a shared 2-core machine (3x slower)
    done = subprocess.run(["tesseract", "stdin", "stdout", "--psm", str(psm)], input=buf.getvalue(),
                          capture_output=True, timeout=60, check=True,
                          env={**os.environ, "OMP_THREAD_LIMIT": "1"})
    return "\n".join(line.rstrip() for line in done.stdout.decode("utf-8", "replace").splitlines())
