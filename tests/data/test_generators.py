"""Data generators: same seed, byte-identical output; content is what it claims to be."""

from __future__ import annotations

import hashlib
import io
import random
import re
import wave
import zipfile

import pytest
from PIL import Image

from venus_tasks.data import archives, audio, html, images, pdf, text


def sha(data: bytes | str) -> str:
    return hashlib.sha256(data.encode() if isinstance(data, str) else data).hexdigest()


GENERATORS = {
    "note": lambda seed: text.markdown_note(random.Random(seed)),
    "receipt_png": lambda seed: images.encode(images.receipt_image(images.random_receipt(seed))),
    "receipt_jpeg": lambda seed: images.encode(images.receipt_image(images.random_receipt(seed)), "JPEG"),
    "picture_png": lambda seed: images.encode(images.picture(seed, label="Trip")),
    "pdf": lambda seed: pdf.text_pdf("Report", [text.paragraph(random.Random(seed), 6)] * 40),
    "html": lambda seed: html.button_page(seed)[0],
    "wav": lambda seed: audio.wav_bytes(seed, seconds=1.0),
    "zip": lambda seed: archives.zip_bytes({f"{i}.md": text.markdown_note(random.Random(seed + i))
                                            for i in range(3)}),
}


@pytest.mark.parametrize("kind", list(GENERATORS))
def test_same_seed_same_bytes_other_seed_other_bytes(kind):
    make = GENERATORS[kind]
    assert sha(make(7)) == sha(make(7))
    assert sha(make(7)) != sha(make(8))


def test_generators_accept_a_random_instance_and_advance_it():
    rng = random.Random(3)
    first, second = images.random_receipt(rng), images.random_receipt(rng)
    assert first != second
    assert images.random_receipt(random.Random(3)) == first


def test_receipt_image_shows_its_items():
    r = images.Receipt("Corner Cafe", "2023-10-14", (("Coffee", 350), ("Bagel", 275)))
    assert r.total_cents == 625
    img = Image.open(io.BytesIO(images.encode(images.receipt_image(r))))
    assert img.format == "PNG" and img.size == (720, 80 + 44 * 7)
    assert img.getpixel((5, 5)) == (255, 255, 255)
    import numpy as np
    assert int((np.asarray(img.convert("L")) < 128).sum()) > 500  # text was drawn


def test_jpeg_has_no_exif():
    img = Image.open(io.BytesIO(GENERATORS["receipt_jpeg"](1)))
    assert img.format == "JPEG" and not img.getexif()


def test_wav_header_and_length():
    with wave.open(io.BytesIO(audio.wav_bytes(5, seconds=2.0, rate=8000))) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getnframes()) == (1, 2, 8000, 16000)


def test_pdf_structure_is_valid():
    doc = pdf.text_pdf("Trip (draft)", ["Line with \\ and (parens)"] + ["word " * 400] * 6)
    assert doc.startswith(b"%PDF-1.4") and doc.rstrip().endswith(b"%%EOF")
    xref = int(re.search(rb"startxref\n(\d+)", doc)[1])
    assert doc[xref:xref + 4] == b"xref"
    offsets = [int(m) for m in re.findall(rb"(\d{10}) 00000 n", doc)]
    for num, off in enumerate(offsets, start=1):
        assert doc[off:].startswith(f"{num} 0 obj".encode())
    n_pages = int(re.search(rb"/Count (\d+)", doc)[1])
    assert n_pages == len(re.findall(rb"/Type /Page\b", doc)) >= 2
    assert b"(Trip \\(draft\\)) Tj" in doc and b"(Line with \\\\ and \\(parens\\)) Tj" in doc
    for m in re.finditer(rb"<< /Length (\d+) >>\nstream\n", doc):
        end = m.end() + int(m[1])
        assert doc[end:end + 10] == b"\nendstream"


def test_button_page_has_one_target_and_success_text():
    page, target = html.button_page(11, n_buttons=10)
    assert page.count("<button") == 10
    assert f"Press the {target} button" in page and "Success!" in page
    assert "http" not in page  # no CDN or remote resources
    assert html.button_page(11, target="Map")[1] in ("Map", target)


def test_zip_members_and_fixed_times():
    data = archives.zip_bytes({"b.txt": "two", "a.md": b"one"})
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        assert z.namelist() == ["a.md", "b.txt"]
        assert z.read("b.txt") == b"two"
        assert {i.date_time for i in z.infolist()} == {archives.FIXED_TIME}


def test_markdown_note_shape():
    note = text.markdown_note(random.Random(1), title="Groceries", bullets=3)
    lines = note.splitlines()
    assert lines[0] == "# Groceries" and note.endswith("\n")
    assert sum(1 for ln in lines if ln.startswith("- ")) == 3


def test_phone_numbers_are_fictional_555():
    assert re.fullmatch(r"\+1555\d{7}", text.phone_number(random.Random(2)))
