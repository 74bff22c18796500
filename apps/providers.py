"""``content insert|update|query|delete`` on Android's content providers (contacts, SMS, call log).

Command syntax: AOSP ``cmds/content/src/com/android/commands/content/Content.java``
(``--bind name:type:value`` with type ``s`` string, ``i`` int, ``l`` long, ``d`` double,
``b`` boolean, ``n`` null; ``--where``; ``--sort``; ``--projection a:b``); output of
``query`` is parsed by ``venus_tasks.env.content``. Writing the SMS and call-log providers
from the shell needs root (``adb root``), which the suite's devices have.
"""

from __future__ import annotations

import shlex
from typing import Any, Iterable, Mapping, Sequence

from venus_tasks.env.content import parse_content_rows

# Most characters of one combined shell command: the adb host protocol frames a service
# request with a 4-hex-digit length (at most 65535 bytes, AOSP
# packages/modules/adb/SERVICES.TXT), and ``shell,v2:`` plus the command must fit in it.
SCRIPT_LIMIT = 32_000   # bytes of UTF-8


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


def _run(device, args: list[str] | str) -> str:
    # ``content`` exits 0 even when the provider throws; it then prints
    # "Error while accessing provider:<authority>" (AOSP cmds/content/.../Content.java).
    r = device.shell(args)
    out = r.stdout + r.stderr
    if r.exit_code != 0 or "Error while accessing provider" in out or "[ERROR]" in out:
        command = r.command if len(r.command) <= 300 else r.command[:300] + " ..."
        raise RuntimeError(f"{device.serial}: `{command}` failed: {out.strip()[:300]}")
    return r.stdout


def insert_args(uri: str, values: Mapping[str, Any]) -> list[str]:
    """The argument list of ``content insert --uri URI --bind k:type:v ...`` (types from the
    Python values), to be quoted as a whole (``shlex.quote`` each)."""
    args = ["content", "insert", "--uri", uri]
    for name, value in values.items():
        args += ["--bind", _bind(name, value)]
    return args


def quoted(args: Sequence[Any]) -> str:
    """One command line of ``args``, each quoted for ``sh`` (``shlex.quote``)."""
    return " ".join(shlex.quote(str(a)) for a in args)


def insert(device, uri: str, values: Mapping[str, Any]) -> None:
    """``content insert --uri URI --bind k:type:v ...`` (types from the Python values).

    Raises:
      RuntimeError: the provider refused the row.
    """
    _run(device, insert_args(uri, values))


def insert_many(device, rows: Iterable[tuple[str, Mapping[str, Any]]]) -> None:
    """``content insert`` of each ``(uri, values)`` in order, as few shell round trips as
    the command length allows (``run_script``): one for a few hundred short rows.

    Raises:
      RuntimeError: the provider refused a row (the rows before it are written, and
        those after it may be: ``content`` exits 0 when the provider throws).
    """
    run_script(device, [quoted(insert_args(uri, values)) for uri, values in rows])


def run_script(device, lines: Iterable[str]) -> None:
    """Run shell ``lines`` (each a simple command or a ``{ ...; }`` group, quoted) one after
    another, joined by `` && `` into scripts of at most ``SCRIPT_LIMIT`` characters: one
    round trip each (the limit counts UTF-8 bytes). A script stops at its first line that
    exits non-zero; ``content`` exits 0 when the provider throws, so the output is checked
    for its error as ``_run`` does.

    Raises:
      RuntimeError: a line failed or a provider refused a row (the lines before it ran).
      ValueError: one line alone is longer than ``SCRIPT_LIMIT``.
    """
    batch: list[str] = []
    size = 0
    for line in lines:
        n = len(line.encode("utf-8"))
        if n > SCRIPT_LIMIT:
            raise ValueError(f"one shell line of {n} bytes is over the {SCRIPT_LIMIT} a request may "
                             f"carry: shorten the values written")
        if batch and size + n + 4 > SCRIPT_LIMIT:
            _run(device, " && ".join(batch))
            batch, size = [], 0
        batch.append(line)
        size += n + 4
    if batch:
        _run(device, " && ".join(batch))


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
