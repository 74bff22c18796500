"""``venus_tasks.data.clips``: a clip gives the same MP4 bytes every time, lasts its
seconds, and each decoded frame shows exactly what is shown at that second (a red square
from its start to its end second, a caption only in its seconds)."""

from __future__ import annotations

import hashlib
import io

import numpy as np
import pytest

av = pytest.importorskip("av", reason="PyAV (pip install av) is needed for MP4")

from venus_tasks.data import clips  # noqa: E402
from venus_tasks.tasks import hgb_video  # noqa: E402

RED = clips.Shown("square", 3, 5, color=clips.COLORS["red"], box=(0, 0, 100, 100))
WORD = clips.Shown("text", 6, 7, "ORBIT")
CLIP = clips.Clip(10, (40, 50, 80), (RED, WORD))


def _frames(blob: bytes) -> tuple[float, list[np.ndarray]]:
    with av.open(io.BytesIO(blob)) as f:
        return f.duration / 1e6, [fr.to_ndarray(format="rgb24") for fr in f.decode(video=0)]


def test_same_clip_same_bytes_and_other_clip_other_bytes():
    a, b = clips.mp4_bytes(CLIP), clips.mp4_bytes(clips.Clip(10, (40, 50, 80), (RED,)))
    assert hashlib.sha256(a).digest() == hashlib.sha256(clips.mp4_bytes(CLIP)).digest()
    assert a != b


def test_each_second_shows_what_the_clip_says():
    duration, frames = _frames(clips.mp4_bytes(CLIP))
    assert duration == 10 and len(frames) == 10
    red = [i for i, f in enumerate(frames) if (f[10:90, 10:90, 0] > 170).mean() > 0.9
           and (f[10:90, 10:90, 1] < 90).mean() > 0.9]
    white = [i for i, f in enumerate(frames) if (f[70:170, 20:300].min(axis=2) > 200).mean() > 0.01]
    assert red == [3, 4, 5] and white == [6, 7]


def test_task_params_rebuild_the_same_video():
    cls = hgb_video.GUIBrowsingVideoWordCount
    one, two = cls.generate_random_params(9), cls.generate_random_params(9)
    assert clips.mp4_bytes(hgb_video.to_clip(one["clip"])) == clips.mp4_bytes(hgb_video.to_clip(two["clip"]))


@pytest.mark.parametrize("make", [lambda: clips.Shown("circle", 0, 1), lambda: clips.Shown("text", 3, 2),
                                  lambda: clips.Clip(3, (0, 0, 0), (clips.Shown("text", 2, 3, "X"),)),
                                  lambda: clips.Clip(0, (0, 0, 0))])
def test_bad_descriptions_are_refused(make):
    with pytest.raises(ValueError):
        make()


def test_frame_outside_the_clip_raises():
    with pytest.raises(IndexError):
        clips.frame(CLIP, 10)
