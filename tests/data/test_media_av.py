"""M4A, MP3 and MP4 through PyAV: deterministic bytes that decode to what was asked.

PyAV (``av``) is an optional dependency of the data generators; without it these tests are
reported as skipped.
"""

from __future__ import annotations

import hashlib
import io

import pytest

av = pytest.importorskip("av", reason="PyAV (pip install av) is needed for M4A/MP3/MP4")

from venus_tasks.data import audio, video  # noqa: E402


def _sha(b: bytes) -> str:
    return hashlib.sha256(b).hexdigest()


@pytest.mark.parametrize("make", [
    lambda s: audio.m4a_bytes(s, seconds=1.0),
    lambda s: audio.mp3_bytes(s, seconds=1.0, title="Song", artist="Band"),
    lambda s: video.mp4_bytes(s, seconds=2, caption="Clip"),
], ids=["m4a", "mp3", "mp4"])
def test_deterministic(make):
    assert _sha(make(4)) == _sha(make(4))
    assert _sha(make(4)) != _sha(make(5))


def test_m4a_decodes_to_aac_of_the_asked_length():
    with av.open(io.BytesIO(audio.m4a_bytes(1, seconds=2.0))) as c:
        s = c.streams.audio[0]
        assert s.codec_context.name == "aac"
        samples = sum(f.samples for f in c.decode(s))
    assert abs(samples - 2.0 * 44100) < 3 * 1024  # encoder priming/padding only


def test_mp3_carries_title_and_artist():
    with av.open(io.BytesIO(audio.mp3_bytes(2, seconds=1.0, title="Morning Run", artist="Rosa"))) as c:
        assert c.streams.audio[0].codec_context.name.startswith("mp3")
        assert c.metadata.get("title") == "Morning Run" and c.metadata.get("artist") == "Rosa"


def test_mp4_has_one_frame_per_second_at_1_fps():
    with av.open(io.BytesIO(video.mp4_bytes(3, seconds=4, fps=1, size=(320, 240)))) as c:
        frames = list(c.decode(video=0))
    assert len(frames) == 4 and (frames[0].width, frames[0].height) == (320, 240)
