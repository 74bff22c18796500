"""``content insert|update|query|delete`` on Android's content providers (contacts, SMS, call log).

Command syntax: AOSP ``cmds/content/src/com/android/commands/content/Content.java``
(``--bind name:type:value`` with type ``s`` string, ``i`` int, ``l`` long, ``d`` double,
``b`` boolean, ``n`` null; ``--where``; ``--sort``; ``--projection a:b``); output of
``query`` is parsed by ``venus_tasks.env.content``. Writing the SMS and call-log providers
from the shell needs root (``adb root``), which the suite's devices have.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from venus_tasks.env.content import parse_content_rows


def _bind(name: str, value: Any) -> str:
    if value is None:
        return f"{name}:n:"
    if isinstance(value, bool):
        return f"{name}:b:{str(value).lower()}"
    if isinstance(value, int):
        return f"{name}:l:{value}"
    if isinstance(value, float):
        return f"{name}:d:{value!r}"
    return f"{name}:s:{value}"


def _run(device, args: list[str]) -> str:
    # ``content`` exits 0 even when the provider throws; it then prints
    # "Error while accessing provider:<authority>" (AOSP cmds/content/.../Content.java).
    r = device.shell(args)
    out = r.stdout + r.stderr
    if r.exit_code != 0 or "Error while accessing provider" in out or "[ERROR]" in out:
        raise RuntimeError(f"{device.serial}: `{r.command}` failed: {out.strip()[:300]}")
    return r.stdout


def insert(device, uri: str, values: Mapping[str, Any]) -> None:
    """``content insert --uri URI --bind k:type:v ...`` (types from the Python values).

    Raises:
      RuntimeError: the provider refused the row.
    """
    args = ["content", "insert", "--uri", uri]
    for name, value in values.items():
        args += ["--bind", _bind(name, value)]
    _run(device, args)


def update(device, uri: str, values: Mapping[str, Any], where: str | None = None) -> None:
    """``content update --uri URI --bind k:type:v ... [--where W]``.

    Raises:
      RuntimeError: the provider refused the change.
    """
    args = ["content", "update", "--uri", uri]
    for name, value in values.items():
        args += ["--bind", _bind(name, value)]
    if where:
        args += ["--where", where]
    _run(device, args)


def delete(device, uri: str, where: str | None = None) -> None:
    """``content delete --uri URI [--where W]``."""
    args = ["content", "delete", "--uri", uri]
    if where:
        args += ["--where", where]
    _run(device, args)


def query(device, uri: str, projection: Sequence[str] = (), where: str | None = None,
          sort: str | None = None) -> list[dict[str, str | None]]:
    """``content query`` rows as dicts (values are strings; SQL NULL is None)."""
    args = ["content", "query", "--uri", uri]
    if projection:
        args += ["--projection", ":".join(projection)]
    if where:
        args += ["--where", where]
    if sort:
        args += ["--sort", sort]
    return parse_content_rows(_run(device, args), projection)
