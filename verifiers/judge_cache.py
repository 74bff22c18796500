"""On-disk cache of judge verdicts (:mod:`verifiers.judge`), one JSON file per verdict.

A verdict is stored at ``<cache_dir>/<key[:2]>/<key>.json``, where ``key`` is the
64-hex-digit SHA-256 the judge computes from the model name, the full prompt text and
the SHA-256 of each image after resizing (``JudgeRequest.key``). The file holds::

    {"version": 1, "key": "<key>", "model": "...", "success": true, "rationale": "...",
     "usage": {"prompt_tokens": 812, "completion_tokens": 41},
     "prompt": "<system and user text>", "image_sha256": ["...", ...]}

so a cache directory can be audited by reading it (the API key is never stored). Writes
are atomic: a temporary file in the same directory, then ``os.replace``, so a reader sees
either no file or a whole one, and concurrent writers of the same key leave one of their
(identical) records. A file that cannot be read, is not JSON, or does not have the fields
above with the right types and the same key is treated as absent (and is overwritten by
the next verdict for that key). The cache holds no state in memory and nothing global.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

CACHE_VERSION = 1
_KEY = re.compile(r"[0-9a-f]{64}")


class JudgeCache:
    """Verdict records under ``root`` (created on the first write).

    Args:
      root: the cache directory.
    """

    def __init__(self, root: str | os.PathLike[str]) -> None:
        self.root = Path(root)

    def path(self, key: str) -> Path:
        """The file of ``key``.

        Raises:
          ValueError: ``key`` is not 64 lower-case hex digits.
        """
        if not _KEY.fullmatch(key):
            raise ValueError(f"a judge cache key is 64 lower-case hex digits, got {key!r}")
        return self.root / key[:2] / f"{key}.json"

    def get(self, key: str) -> dict[str, Any] | None:
        """The stored record of ``key``, or None if there is none or it is unusable."""
        try:
            record = json.loads(self.path(key).read_text(encoding="utf-8"))
        except (OSError, ValueError):  # missing, unreadable, not UTF-8 or not JSON
            return None
        return record if valid_record(record, key) else None

    def put(self, key: str, record: dict[str, Any]) -> Path:
        """Write ``record`` (with ``version`` and ``key`` set) atomically; returns its path.

        Raises:
          ValueError: the record does not have the fields a reader requires.
          OSError: the directory or file cannot be written.
        """
        record = {**record, "version": CACHE_VERSION, "key": key}
        if not valid_record(record, key):
            raise ValueError(f"not a valid judge cache record: {sorted(record)}")
        path = self.path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{key[:8]}-", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(record, f, ensure_ascii=False, indent=1, sort_keys=True)
                f.write("\n")
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
        return path


def valid_record(record: Any, key: str) -> bool:
    """True if ``record`` is a version-1 record of ``key`` with a boolean ``success``,
    a string ``rationale`` and ``model``, and integer-or-null token counts."""
    if not isinstance(record, dict) or record.get("version") != CACHE_VERSION or record.get("key") != key:
        return False
    if not isinstance(record.get("success"), bool) or not isinstance(record.get("rationale"), str):
        return False
    if not isinstance(record.get("model"), str):
        return False
    usage = record.get("usage")
    if not isinstance(usage, dict):
        return False
    return all(usage.get(k) is None or (isinstance(usage.get(k), int) and not isinstance(usage.get(k), bool))
               for k in ("prompt_tokens", "completion_tokens"))
