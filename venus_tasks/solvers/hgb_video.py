"""GUI-only solvers for the HGB video tasks (``venus_tasks/tasks/hgb_video.py``): they open videos in VLC, pause with a double tap in the middle
of the picture, seek by tapping the seek bar, and read the picture from the screenshot
(pixel colours for shapes, Tesseract through ``venus_tasks.solvers.screen_ocr`` for words and numbers);
lengths are read from VLC's lists. Nothing is read from the task's params."""

from __future__ import annotations

import io
import re
from typing import Callable

import numpy as np
from PIL import Image

from venus_tasks.solvers import screen_ocr
from venus_tasks.solvers.gui import Gui
from venus_tasks.env import actions as A


def _seconds(text: str) -> int:
    total = 0
    for part in text.split(":"):
        total = total * 60 + int(part)
    return total


def open_video(gui: Gui, title: str) -> None:
    """Open VLC (Video section) and tap the video ``title``."""
    gui.open_app("VLC")
    gui.click(text=title, rid="ml_item_title")


def pause(gui: Gui) -> None:
    """Double-tap the middle of the picture (VLC pauses); the controls stay up."""
    w, h = gui.obs.screen_size
    gui.act(A.JSONAction(A.DOUBLE_TAP, x=w // 2, y=h // 2))
    assert gui.find(desc="Play", rid="player_overlay_play") is not None, [e.describe() for e in gui.elements]


def length(gui: Gui) -> int:
    return _seconds(gui.element(rid="player_overlay_length").text)


def seek(gui: Gui, second: int) -> None:
    """Tap the seek bar in the middle of ``second`` (the clock then reads it)."""
    box = gui.element(rid="player_overlay_seekbar").bbox
    frac = (second + 0.5) / length(gui)
    gui.click_at(box.x_min + round((box.x_max - box.x_min) * frac), box.center[1])
    assert _seconds(gui.element(rid="player_overlay_time").text) == second


def picture(gui: Gui) -> np.ndarray:
    """The video picture in the screenshot: what is not black between the title bar and
    the controls (RGB array)."""
    shot = gui.obs.screenshot
    top = gui.element(rid="player_overlay_title").bbox.y_max + 8 if gui.find(rid="player_overlay_title") is not None \
        else shot.shape[0] // 8
    times = gui.find(rid="player_overlay_time")
    bottom = gui.elements[times].bbox.y_min - 40 if times is not None else shot.shape[0] * 7 // 8
    band = shot[top:bottom]
    lit = band.max(axis=(1, 2)) > 12                 # rows that are not the black letterbox
    runs, start = [], None
    for i, on in enumerate(list(lit) + [False]):
        if on and start is None:
            start = i
        elif not on and start is not None:
            runs.append((i - start, start, i))
            start = None
    assert runs, "no picture on screen"
    _, r0, r1 = max(runs)                            # the picture is the tallest lit block
    block = band[r0:r1]
    cols = np.where(block.max(axis=(0, 2)) > 12)[0]
    return block[:, cols[0]:cols[-1] + 1]


def has_colour(pic: np.ndarray, colour: str) -> bool:
    r, g, b = (pic[..., i].astype(int) for i in range(3))
    mask = {"red": (r > 170) & (g < 90) & (b < 90), "blue": (b > 170) & (r < 90) & (g < 130),
            "white": (r > 200) & (g > 200) & (b > 200)}[colour]
    return mask.mean() > 0.004


class Reader:
    """Reads the caption of pictures with Tesseract, once per distinct picture (pictures
    are told apart by a coarse black-and-white thumbnail)."""

    def __init__(self):
        screen_ocr.require()
        self.seen: dict[bytes, str] = {}

    def __call__(self, pic: np.ndarray) -> str:
        if not has_colour(pic, "white"):
            return ""
        grey = Image.fromarray(pic).convert("L")
        key = (np.asarray(grey.resize((32, 24))) > 150).tobytes()
        if key not in self.seen:
            buf = io.BytesIO()
            grey.save(buf, "PNG")
            self.seen[key] = " ".join(screen_ocr.read(buf.getvalue(), scale=0.5, psm=7).split())
        return self.seen[key]


def _quoted(goal: str) -> list[str]:
    return re.findall(r'"([^"]+)"', goal)


def _first(gui: Gui, shows: Callable[[], bool], upto: int, start: int = 0) -> int:
    """Probe every other second from ``start`` until ``shows()`` (a thing visible for at
    least two seconds in a row cannot slip between two probes), then the second before
    it: the first second it shows."""
    for second in range(start, upto, 2):
        seek(gui, second)
        if shows():
            if second == 0:
                return 0
            seek(gui, second - 1)
            return second - 1 if shows() else second
    raise AssertionError("never shown")


def _last(gui: Gui, shows: Callable[[], bool], first: int) -> int:
    """After ``_first`` found ``first``, probe every other second after the even second
    it probed until the thing is gone, then the second before that: the last second it
    shows."""
    probe = first + first % 2 + 2
    while True:
        seek(gui, probe)
        if not shows():
            seek(gui, probe - 1)
            return probe - 1 if shows() else probe - 2
        probe += 2


def solve_word_first_second(gui: Gui, goal: str) -> None:
    title, word = _quoted(goal)
    read = Reader()
    open_video(gui, title)
    pause(gui)
    second = _first(gui, lambda: read(picture(gui)).upper() == word, length(gui))
    gui.answer(f"\"{word}\" first appears at 0:{second:02d}.")


def solve_red_square_span(gui: Gui, goal: str) -> None:
    (title,) = _quoted(goal)
    open_video(gui, title)
    pause(gui)
    red = lambda: has_colour(picture(gui), "red")          # noqa: E731
    start = _first(gui, red, length(gui))
    end = _last(gui, red, start)
    gui.answer(f"From {start} s to {end} s.")


def read_digits(pic: np.ndarray) -> str:
    """The number written in white in ``pic``, for when the plain reading is not one (thin
    digits such as "77" come out as letters): the white pixels cropped with a margin, drawn
    black on white, read as one word of digits only at three scales; the reading most
    scales agree on, or ""."""
    white = (pic > 200).all(axis=-1)
    ys, xs = np.where(white)
    if not len(ys):
        return ""
    m = 30
    crop = white[max(0, ys.min() - m):ys.max() + m, max(0, xs.min() - m):xs.max() + m]
    buf = io.BytesIO()
    Image.fromarray(np.where(crop, 0, 255).astype(np.uint8)).save(buf, "PNG")
    votes = [screen_ocr.read(buf.getvalue(), scale=scale, psm=8, chars="0123456789").strip()
             for scale in (0.3, 0.5, 1.0)]
    votes = [v for v in votes if re.fullmatch(r"\d+", v)]
    return max(set(votes), key=votes.count) if votes else ""


def solve_word_count(gui: Gui, goal: str) -> None:
    """Probe every other second (appearances and the gaps between them last at least two
    seconds, so no probe pair misses one) and count the runs of the word."""
    word, title = _quoted(goal)
    read = Reader()
    open_video(gui, title)
    pause(gui)
    runs, before = 0, False
    for second in range(0, length(gui), 2):
        seek(gui, second)
        now = read(picture(gui)).upper() == word
        runs += now and not before
        before = now
    gui.answer(f"{runs} times.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIBrowsingVideoWordFirstSecond": solve_word_first_second,
    "GUIBrowsingVideoRedSquareSpan": solve_red_square_span,
    "GUIBrowsingVideoWordCount": solve_word_count,
}
