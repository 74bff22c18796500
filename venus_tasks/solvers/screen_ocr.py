"""Reading text that exists only as pixels (a receipt photo, a PDF page, a video frame) from a
screenshot, for the scripted GUI solvers: they see what an agent sees, and an agent reads
such text off the screen. Uses the Tesseract command line (Debian ``tesseract-ocr``) through
a subprocess. Tesseract is optional: without it ``require()`` (called by the solvers that
need it before they act) raises ``OcrUnavailable`` naming how to install it; tests turn that
into a skip, or a failure when ``VENUS_REQUIRE_OCR=1`` (CI installs it and sets that).
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess

from PIL import Image, ImageOps

from venus_tasks.pudam import record


INSTALL_HINT = ("the Tesseract OCR command line is not installed (`tesseract` is not on PATH); install it "
                "with `apt-get install tesseract-ocr` (Debian/Ubuntu) or `brew install tesseract` (macOS)")


class OcrUnavailable(RuntimeError):
    """Tesseract is missing, so a solver that reads pixel-only text cannot run (the message
    says how to install it)."""


def available() -> bool:
    """True when the ``tesseract`` command is on PATH."""
    return shutil.which("tesseract") is not None


def require() -> None:
    """Return when Tesseract is there.

    Raises:
      OcrUnavailable: it is missing (the message names how to install it).
    """
    if not available():
        raise OcrUnavailable(INSTALL_HINT)


def read(png: bytes, box: tuple[int, int, int, int] | None = None, scale: float = 1.0,
         psm: int = 6, chars: str = "") -> str:
    """The text Tesseract reads in ``png`` (a screenshot's PNG bytes), cropped to ``box``
    ((left, top, right, bottom) in screen pixels) and resized by ``scale`` first; ``psm``
    is Tesseract's page segmentation mode (6: one block of text, 4: columns of lines,
    7: a single line, 8: a single word); ``chars``, when given, are the only characters
    Tesseract may read (its ``tessedit_char_whitelist``). Lines are kept; trailing spaces
    are not. The read is reported to the current PUDAM recorder
    (``venus_tasks.pudam.record.recording``), if any.

    Raises:
      OcrUnavailable: Tesseract is missing.
    """
    require()
    record.note_ocr()
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
    only = ["-c", f"tessedit_char_whitelist={chars}"] if chars else []
    done = subprocess.run(["tesseract", "stdin", "stdout", "--psm", str(psm), *only], input=buf.getvalue(),
                          capture_output=True, timeout=60, check=True,
                          env={**os.environ, "OMP_THREAD_LIMIT": "1"})
    return "\n".join(line.rstrip() for line in done.stdout.decode("utf-8", "replace").splitlines())
