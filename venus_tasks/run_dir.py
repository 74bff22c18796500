"""The run directory: creating it, its header and its screenshots.

A run directory holds ``episodes.jsonl`` (``results.EPISODES_FILE``), ``header.json`` (the
configuration, device, agent identity, instances and package versions; a resumed run keeps its
first header and appends each resumption under ``"resumed"``), ``report.json`` and a ``.lock``;
``screenshots/<key>/step_NNN.png`` when screenshots are saved. :mod:`venus_tasks.suite_runner`
decides when each is written.
"""

from __future__ import annotations

import dataclasses
import importlib.metadata
import io
import os
import platform
import shutil
import subprocess
import time
from typing import Any, Callable

from PIL import Image

from venus_tasks import results, writes
from venus_tasks.env.observation import Observation


# What a run directory may hold; a non-empty folder with none of these is not one.
RUN_FILES = (results.EPISODES_FILE, "header.json", "report.json", ".lock")


def prepare_output_dir(path: str) -> bool:
    """Create ``path`` if needed; True if this call created it.

    Raises:
      ValueError: empty, not creatable or writable, or a folder with other files that is
        not a venus run directory (nothing is written into it).
    """
    if not path:
        raise ValueError("--output_dir is empty")
    existed = os.path.isdir(path)
    if existed:
        entries = os.listdir(path)
        if entries and not set(entries) & set(RUN_FILES):
            raise ValueError(f"--output_dir {path!r} holds other files and is not a venus run directory "
                             "(no header.json or episodes.jsonl); pass a new or empty folder")
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as e:
        raise ValueError(f"--output_dir {path!r} cannot be created: {e.strerror}") from None
    if not os.access(path, os.W_OK):
        raise ValueError(f"--output_dir {path!r} is not writable")
    return not existed


def remove_if_unused(path: str) -> None:
    """Remove a run directory this run created when no episode was written to it (a run
    that failed before its first episode leaves nothing behind)."""
    if os.path.exists(os.path.join(path, results.EPISODES_FILE)):
        return
    if set(os.listdir(path)) <= {"header.json", ".lock"}:
        shutil.rmtree(path, ignore_errors=True)


def screenshot_saver(run_dir: str, key: str) -> Callable[[Observation], None]:
    """Saves each observation's screenshot as ``screenshots/<key>/step_NNN.png``
    (screenshots of an earlier attempt at the same episode are removed first); a failed
    write raises ``writes.RunDirWriteError``, which stops the run."""
    folder = os.path.join(run_dir, "screenshots", key)
    shutil.rmtree(folder, ignore_errors=True)

    def save(obs: Observation) -> None:
        png = io.BytesIO()
        Image.fromarray(obs.screenshot).save(png, "PNG")
        writes.write_file(os.path.join(folder, f"step_{obs.step:03d}.png"), png.getvalue())

    return save


def header(config, device: dict[str, str], instances, old: dict[str, Any] | None,
           identity: dict[str, Any], skipped=(), devices=()) -> dict[str, Any]:
    """``header.json`` for a run of ``config`` (a ``RunConfig``) on ``device`` (and ``devices``
    of a pool): a new run's full header, or ``old`` with this resumption appended."""
    now = {"config": config.as_json(), "device": device, "devices": list(devices) or [device],
           "started_at": time.time(), "git_revision": git_revision()}
    if old:  # a resumed run keeps its first header and records each resumption
        return {**old, "resumed": old.get("resumed", []) + [now]}
    return {
        **now,
        "agent_identity": identity,
        "instances": [{"key": i.key, "seed": i.seed, "draw_seed": i.draw_seed,
                       "category": i.task.info.category.value,
                       "variant": i.variant, "repeat": i.repeat, "pudam": dataclasses.asdict(i.task.info.pudam),
                       "noise": [e.as_json() for e in i.noise_events]} for i in instances],
        "skipped": [{k: v for k, v in dataclasses.asdict(s).items() if k != "repeat" or v}   # a later draw's
                    for s in skipped],                                                    # cell names its repeat
        "python": platform.python_version(),
        "packages": package_versions("venus-tasks", "adbutils", "absl-py", "openai", "numpy", "Pillow", "av"),
    }


def git_revision() -> str | None:
    try:
        return subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, timeout=5,
                              cwd=os.path.dirname(os.path.abspath(__file__))).stdout.strip() or None
    except (OSError, subprocess.SubprocessError):
        return None


def package_versions(*names: str) -> dict[str, str | None]:
    out = {}
    for n in names:
        try:
            out[n] = importlib.metadata.version(n)
        except importlib.metadata.PackageNotFoundError:
            out[n] = None
    return out
