"""The real ``adb`` client for tests: the binary bundled in the adbutils wheel, plus the
``adb`` on PATH when it is a different binary (the same discovery as ``test_adb_cli.py``).

``run_adb(binary, port, serial, home)`` returns a runner that always passes ``-P <port>``
(never 5037) and runs with ``HOME`` in a temporary directory; ``stray_processes(home)``
lists processes started with that HOME, so a test can kill (only) those and fail.
"""

from __future__ import annotations

import os
import shutil
import subprocess


def clients() -> list[str]:
    """Paths of the usable adb binaries (may be empty)."""
    found = []
    try:
        import adbutils
        bundled = os.path.join(os.path.dirname(adbutils.__file__), "binaries", "adb")
        if os.access(bundled, os.X_OK):
            found.append(bundled)
    except ImportError:
        pass
    on_path = shutil.which("adb")
    if on_path and all(os.path.realpath(on_path) != os.path.realpath(c) for c in found):
        found.append(on_path)
    return found


def run_adb(binary: str, port: int, serial: str, home: str):
    """``run(*args, check=True) -> CompletedProcess`` for ``adb -P port -s serial args``."""
    env = {"HOME": home, "PATH": "/usr/bin:/bin", "TERM": "dumb"}

    def run(*args: str, check: bool = True) -> subprocess.CompletedProcess:
        proc = subprocess.run([binary, "-P", str(port), "-s", serial, *args],
                              capture_output=True, timeout=30, env=env)
        assert b"daemon" not in proc.stderr, f"the client started its own adb server: {proc}"
        if check:
            assert proc.returncode == 0, proc
        return proc
    return run


def stray_processes(home: str) -> list[int]:
    """Pids of processes whose environment has ``HOME=<home>`` (spawned by a test)."""
    pids, needle = [], f"HOME={home}".encode()
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as f:
                if needle in f.read().split(b"\0"):
                    pids.append(int(entry))
        except OSError:
            continue
    return pids
