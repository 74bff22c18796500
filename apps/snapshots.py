"""App data snapshots, as AndroidWorld's ``utils/app_snapshot.py`` keeps them: a copy of
``/data/data/<pkg>`` taken at set-up (after the first-run screens are clicked through),
put back at each task's initialisation so every episode starts from the same app state.
"""

from __future__ import annotations

import shlex

from apps.base import App
from venus_tasks.env.device import Device, DeviceError, ShellResult

SNAPSHOT_ROOT = "/data/data/android_world/snapshots"
SETUP_COMMAND = "python runner.py --setup_device --apk_dir DIR"


def snapshot_path(app: App) -> str:
    return f"{SNAPSHOT_ROOT}/{app.package}"


def save_snapshot(device: Device, app: App) -> None:
    """Copy ``/data/data/<pkg>`` to the snapshot folder (``cp -a``, replacing an old one)."""
    snap = snapshot_path(app)
    device.run(["rm", "-rf", snap])
    device.run(["mkdir", "-p", snap])
    device.run(["cp", "-a", f"{app.data_dir}/.", f"{snap}/"])


def restore_snapshot(device: Device, app: App) -> None:
    """Put a saved snapshot back (AndroidWorld ``restore_snapshot``), in one shell call.

    Raises:
      DeviceError: there is no snapshot for ``app``, or removing or copying failed.
    """
    check_restore(app, device.shell(restore_snapshot_command(app)))


def restore_snapshot_command(app: App) -> str:
    """The shell text that restores ``app``'s snapshot: stop the app; no snapshot -> exit
    3; replace the data folder (failure -> exit 4); ``restorecon``/``chmod`` may fail
    harmlessly (AndroidWorld ignores them). Read its result with ``check_restore``."""
    snap, data = snapshot_path(app), app.data_dir
    q = shlex.quote
    return (f"am force-stop {q(app.package)}; test -e {q(snap)} || exit 3; "
            f"rm -rf {q(data)} && mkdir -p {q(data)} && cp -a {q(snap + '/.')} {q(data + '/')} || exit 4; "
            f"restorecon -RD {q(data)}; chmod 777 -R {q(data)}; exit 0")


def check_restore(app: App, result: ShellResult) -> None:
    """Raise for a failed ``restore_snapshot_command``.

    Raises:
      DeviceError: no snapshot (says how to make one), or the copy failed.
    """
    if result.exit_code == 3:
        raise DeviceError(f"no snapshot of {app.package} at {snapshot_path(app)}: run {SETUP_COMMAND} first")
    if result.exit_code != 0:
        raise DeviceError(f"restoring the snapshot of {app.package} failed "
                          f"(exit {result.exit_code}): {(result.stderr or result.stdout).strip()[:300]}")
