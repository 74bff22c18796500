"""The simulated ``/system/bin/sh``: parser, interpreter and command handlers.

``run(model, script, cred=None, stdin=b"") -> (chunks, exit_code)`` runs one ``sh -c``
script; ``chunks`` are ordered ``(fd, bytes)`` pairs (fd 1 stdout, fd 2 stderr).
"""

from __future__ import annotations


def run(model, script: str, cred=None, stdin: bytes = b"", env: dict[str, str] | None = None):
    """Run ``script`` on ``model`` as ``cred`` (default: adb shell's current identity) with
    environment ``env`` (default: ``interp.DEFAULT_ENV``)."""
    from venus_tasks.sim.shell.interp import Shell
    return Shell(model, cred or model.cred, env).run(script, stdin)


def run_split(model, script: str, cred=None, stdin: bytes = b"") -> tuple[bytes, bytes, int]:
    """Like ``run`` but returns ``(stdout, stderr, exit_code)``."""
    chunks, code = run(model, script, cred, stdin)
    return (b"".join(d for fd, d in chunks if fd == 1),
            b"".join(d for fd, d in chunks if fd == 2), code)
