"""Audio files: WAV with numpy + ``wave``; M4A (AAC) and MP3 through PyAV (optional).

The signal is a seeded melody of sine tones with short fades. WAV headers carry no dates.
M4A/MP3 are encoded by the FFmpeg libraries inside the ``av`` wheel (nothing is downloaded)
with FFmpeg's ``bitexact`` flags, so that no encoder version string or creation time
varies between runs of the same build.
"""

from __future__ import annotations

import io
import random
import wave

import numpy as np

from venus_tasks.data.memo import bytes_cache
from venus_tasks.data.text import rng_of

RATE = 22050
_NOTES = (261.63, 293.66, 329.63, 349.23, 392.0, 440.0, 493.88, 523.25)


def tone_samples(seed: int | random.Random, seconds: float, rate: int = RATE) -> np.ndarray:
    """Mono int16 samples: a melody of 0.25-0.5 s notes drawn with ``seed``."""
    rng = rng_of(seed)
    total = int(seconds * rate)
    out = np.zeros(total, dtype=np.float64)
    pos = 0
    while pos < total:
        n = min(int(rng.choice((0.25, 0.5)) * rate), total - pos)
        t = np.arange(n) / rate
        note = np.sin(2 * np.pi * rng.choice(_NOTES) * t)
        fade = np.minimum(1.0, np.minimum(t, t[::-1]) * 50)
        out[pos:pos + n] = 0.3 * note * fade
        pos += n
    return np.round(out * 32767).astype(np.int16)


@bytes_cache
def wav_bytes(seed: int | random.Random, seconds: float = 3.0, rate: int = RATE) -> bytes:
    """A 16-bit mono WAV file."""
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(tone_samples(seed, seconds, rate).tobytes())
    return buf.getvalue()


def _require_av():
    try:
        import av  # noqa: PLC0415 (optional dependency)
    except ImportError as e:
        raise RuntimeError("M4A/MP3/MP4 generation needs PyAV: pip install av") from e
    return av


def _encode_audio(samples: np.ndarray, rate: int, container: str, codec: str, metadata: dict) -> bytes:
    av = _require_av()
    buf = io.BytesIO()
    with av.open(buf, "w", format=container, options={"fflags": "+bitexact"}) as out:
        out.metadata.update(metadata)
        stream = out.add_stream(codec, rate=rate)
        stream.layout = "mono"
        stream.codec_context.options = {"flags": "+bitexact"}
        pts = 0
        for i in range(0, len(samples), 1024):
            chunk = samples[i:i + 1024][None, :]
            frame = av.AudioFrame.from_ndarray(chunk, format="s16", layout="mono")
            frame.sample_rate, frame.pts = rate, pts
            pts += chunk.shape[1]
            for packet in stream.encode(frame):
                out.mux(packet)
        for packet in stream.encode(None):
            out.mux(packet)
    return buf.getvalue()


@bytes_cache
def m4a_bytes(seed: int | random.Random, seconds: float = 3.0, rate: int = 44100) -> bytes:
    """An AAC-in-MP4 (``.m4a``) file, as Audio Recorder writes by default."""
    return _encode_audio(tone_samples(seed, seconds, rate), rate, "ipod", "aac", {})


@bytes_cache
def mp3_bytes(seed: int | random.Random, seconds: float = 3.0, title: str = "", artist: str = "",
              rate: int = 44100) -> bytes:
    """An MP3 file with ID3 ``title``/``artist`` tags (what music apps list)."""
    tags = {k: v for k, v in (("title", title), ("artist", artist)) if v}
    return _encode_audio(tone_samples(seed, seconds, rate), rate, "mp3", "libmp3lame", tags)
