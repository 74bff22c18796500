"""Screenshots for the emulator's gRPC ``getScreenshot``: the frame ``screencap`` shows.

The pixels come from the same renderer as ``adb exec-out screencap`` (``sim/screen``), so
an RGBA8888 screenshot over gRPC equals the decoded ``screencap -p`` PNG byte for byte,
and the PNG format returns the very bytes ``screencap -p`` prints.

Formats follow ``emulator_controller.proto`` (``ImageFormat``/``Image``):

* ``RGBA8888``: 4 bytes a pixel, rows top to bottom (what android_env reads: it reshapes
  the bytes to ``(height, width, 4)`` and shows them as they are; the proto's "bottom up"
  remark does not describe what the emulator sends [inferred from android_env
  ``emulator_simulator._get_screenshot_impl``, which does not flip]);
* ``RGB888``: the same without alpha; ``PNG``: an encoded PNG;
* ``width``/``height`` scale the frame to fit inside them keeping the aspect ratio (0:
  the device's size); the result never exceeds either;
* the frame is the display in its current rotation (landscape frames are wider than
  tall), and ``format.rotation`` reports the rotation.

A ``display`` other than 0 does not exist on this device: the emulator returns an empty
image for a display that is not visible, and so does this.
"""

from __future__ import annotations

import dataclasses
import io

from PIL import Image as PILImage

from venus_tasks.sim.screen import layout, render

RGBA8888, RGB888, PNG = "RGBA8888", "RGB888", "PNG"


@dataclasses.dataclass(frozen=True)
class Frame:
    """One screenshot: ``data`` in ``fmt`` of ``width`` x ``height`` pixels; ``rotation``
    is the display's 0..3 (quarter turns); ``data`` is empty for an invisible display."""

    fmt: str
    width: int
    height: int
    rotation: int
    data: bytes


class FrameSource:
    """Renders frames of one device model; keeps the last rendered frame (and its bytes
    in each format asked for) so that an unchanged screen is not drawn or converted
    again. Call under the model's lock."""

    def __init__(self) -> None:
        self._key: str | None = None
        self._rgba: PILImage.Image | None = None
        self._encoded: dict[tuple[str, int, int], tuple[int, int, bytes]] = {}

    def frame(self, model, fmt: str, width: int = 0, height: int = 0, display: int = 0) -> Frame:
        """The current screen as ``fmt`` (``RGBA8888``, ``RGB888`` or ``PNG``).

        Args:
          model: the ``DeviceModel``.
          width, height: the box to fit the frame into (0: no limit on that side).
          display: display id; only 0 exists (others give an empty frame).

        Raises:
          ValueError: an unknown ``fmt``.
        """
        if fmt not in (RGBA8888, RGB888, PNG):
            raise ValueError(f"unknown image format {fmt!r}; use RGBA8888, RGB888 or PNG")
        rotation = model.rotation()
        if display != 0:
            return Frame(fmt, 0, 0, rotation, b"")
        screen = layout.build(model)
        if fmt == PNG and not (width or height):
            data = render.png_bytes(screen, model.frames)      # screencap -p's own bytes
            return Frame(fmt, screen.width, screen.height, rotation, data)
        img = self._render(screen)
        cached = self._encoded.get((fmt, width, height))
        if cached is not None:
            return Frame(fmt, cached[0], cached[1], rotation, cached[2])
        size = fit(img.width, img.height, width, height)
        if size != img.size:
            img = img.resize(size, PILImage.Resampling.BILINEAR)
        if fmt == RGBA8888:
            data = img.tobytes()
        elif fmt == RGB888:
            data = img.convert("RGB").tobytes()
        else:
            buf = io.BytesIO()
            img.save(buf, format="PNG", compress_level=1)
            data = buf.getvalue()
        self._encoded[(fmt, width, height)] = (img.width, img.height, data)
        return Frame(fmt, img.width, img.height, rotation, data)

    def _render(self, screen) -> PILImage.Image:
        key = repr(screen)     # render() reads nothing but the screen (render.png_bytes' key)
        if key != self._key:
            self._rgba, self._key, self._encoded = render.render(screen), key, {}
        return self._rgba


def fit(w: int, h: int, max_w: int, max_h: int) -> tuple[int, int]:
    """The largest size with ``w:h``'s aspect ratio inside ``max_w`` x ``max_h`` (0 on a
    side: unbounded on that side; it may scale up), at least 1x1."""
    if not max_w and not max_h:
        return w, h
    scale = min(max_w / w if max_w else float("inf"), max_h / h if max_h else float("inf"))
    return max(1, int(w * scale)), max(1, int(h * scale))
