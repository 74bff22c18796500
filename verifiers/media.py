"""Facts measured from media files pulled off the device (PyAV, the FFmpeg bindings the
suite already depends on)."""

from __future__ import annotations

import io


def duration_s(blob: bytes) -> float:
    """Duration in seconds of an audio or video file given as bytes (the container's
    duration, ``AV_TIME_BASE`` microseconds). Raises ValueError if PyAV cannot read it."""
    import av

    try:
        with av.open(io.BytesIO(blob)) as f:
            if f.duration is None:
                raise ValueError("the file has no duration")
            return f.duration / 1e6
    except av.error.FFmpegError as e:
        raise ValueError(f"not a media file PyAV can read: {e}") from e
