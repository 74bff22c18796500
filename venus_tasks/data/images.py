"""Receipts and simple pictures as PNG or JPEG bytes (Pillow, built-in font only).

Pillow writes no timestamps into PNG or JPEG unless asked (no ``pnginfo``/``exif`` here), so
the bytes depend only on the drawing and the Pillow build.
"""

from __future__ import annotations

import dataclasses
import io
import random

from PIL import Image, ImageDraw, ImageFont

from venus_tasks.data.text import rng_of

_ITEMS = (("Coffee", 350), ("Bagel", 275), ("Orange juice", 420), ("Sandwich", 890), ("Salad", 1050),
          ("Muffin", 310), ("Tea", 250), ("Soup", 675), ("Pasta", 1290), ("Water", 150),
          ("Cookies", 480), ("Yoghurt", 199), ("Apples", 325), ("Bread", 410), ("Cheese", 760))
_SHOPS = ("Corner Cafe", "Green Grocer", "City Deli", "Harbor Bakery", "Maple Market", "Sunny Bistro")


def font(size: int = 28) -> ImageFont.ImageFont:
    """Pillow's built-in font (``load_default``) at ``size`` where this Pillow supports sizes."""
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # Pillow < 10.1: fixed-size bitmap font
        return ImageFont.load_default()


def encode(img: Image.Image, fmt: str = "PNG") -> bytes:
    """``img`` as PNG or JPEG bytes (JPEG at quality 90, no EXIF)."""
    buf = io.BytesIO()
    if fmt.upper() in ("JPG", "JPEG"):
        img.convert("RGB").save(buf, "JPEG", quality=90, optimize=False)
    else:
        img.save(buf, "PNG", optimize=False)
    return buf.getvalue()


@dataclasses.dataclass(frozen=True)
class Receipt:
    """What a receipt image shows: the facts a verifier checks against."""

    shop: str
    date: str
    items: tuple[tuple[str, int], ...]  # (name, price in cents)

    @property
    def total_cents(self) -> int:
        return sum(p for _, p in self.items)


def random_receipt(seed: int | random.Random, date: str = "2023-10-14", n_items: int | None = None) -> Receipt:
    """A receipt with 2-5 distinct items from a fixed list."""
    rng = rng_of(seed)
    n = n_items if n_items is not None else rng.randint(2, 5)
    return Receipt(rng.choice(_SHOPS), date, tuple(rng.sample(_ITEMS, n)))


def receipt_image(receipt: Receipt, width: int = 720) -> Image.Image:
    """A white receipt: shop, date, one line per item (price right-aligned), total."""
    rows = [(receipt.shop, ""), (receipt.date, ""), ("", "")]
    rows += [(name, f"{price / 100:.2f}") for name, price in receipt.items]
    rows += [("", ""), ("TOTAL", f"{receipt.total_cents / 100:.2f}")]
    f = font(30)
    img = Image.new("RGB", (width, 80 + 44 * len(rows)), "white")
    draw = ImageDraw.Draw(img)
    for i, (left, right) in enumerate(rows):
        y = 40 + 44 * i
        draw.text((40, y), left, fill="black", font=f)
        if right:
            draw.text((width - 40 - draw.textlength(right, font=f), y), right, fill="black", font=f)
    return img


def picture(seed: int | random.Random, size: tuple[int, int] = (640, 480), label: str | None = None) -> Image.Image:
    """A picture of a few coloured shapes on a coloured background, with an optional label."""
    rng = rng_of(seed)
    img = Image.new("RGB", size, tuple(rng.randrange(40, 216) for _ in range(3)))
    draw = ImageDraw.Draw(img)
    w, h = size
    for _ in range(rng.randint(3, 6)):
        x0, y0 = rng.randrange(0, w - 40), rng.randrange(0, h - 40)
        x1, y1 = rng.randrange(x0 + 20, w), rng.randrange(y0 + 20, h)
        color = tuple(rng.randrange(256) for _ in range(3))
        (draw.ellipse if rng.random() < 0.5 else draw.rectangle)((x0, y0, x1, y1), fill=color)
    if label:
        draw.text((20, h - 60), label, fill="white", font=font(36), stroke_width=2, stroke_fill="black")
    return img
