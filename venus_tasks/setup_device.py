"""Prepare a device for the suite, and check one before a run.

``setup_device(device, apk_dir)`` installs the catalogue apps whose APKs are in ``apk_dir``
(file names as AndroidWorld and VenusBench-Mobile name them, see ``apps/README.md``), applies
the device settings the suite expects, then, as AndroidWorld's ``env/setup_device/apps.py``
does for each app: ``pm clear`` an app that has first-run screens, grant its runtime
permissions, launch it and click through those screens by their text
(``onboarding.click_through``); launches every other app once (``onboarding.launch_once``),
so the databases, preferences and folders an app creates on its first launch exist before
the baseline (otherwise the first episode that merely opens it fails the state guard);
and saves per-app data snapshots the way AndroidWorld's
``utils/app_snapshot.py`` does (``cp -a /data/data/<pkg>/. /data/data/android_world/snapshots/<pkg>/``),
so every episode starts past the first-run screens. ADBKeyBoard, when installed, is enabled
as an input method (``ime enable``) before the settings baseline is saved.

It also saves the device's settings as the baseline every episode starts from
(``save_settings_baseline``; ``restore_settings_baseline`` puts it back at each task's
initialisation, so nothing one episode changes reaches the next).

``preflight(device, app_names)`` lists what would make a run fail or drift: a missing app
(ADBKeyBoard, the input method every episode types through, is always needed), a setting
that differs from the suite's, a device without root. Each ``Problem`` says how to
fix it. Neither function reads flags or files beyond its arguments.

Device settings (``DEVICE_SETTINGS``): animations off (the three ``*_animation_scale`` keys,
as AndroidWorld's Docker start script), screen kept on while plugged in
(``stay_on_while_plugged_in 7`` = AC|USB|wireless; ``svc power stayon true``), automatic
date/time and time zone off, 24-hour clock, time zone UTC (``service call alarm 3 s16 UTC``)
and the clock at AndroidWorld's ``DT`` 2023-10-15 15:34:00 UTC (``date 1015153423.00``),
as ``utils/datetime_utils.setup_datetime``/``set_datetime`` do.
"""

from __future__ import annotations

import dataclasses
import os
import posixpath
import shlex
import time
from typing import Callable, Iterable, Mapping, Sequence

import apps
from apps import sqlite_store
from apps.base import App
from apps.snapshots import (SETUP_COMMAND, SNAPSHOT_ROOT, check_restore, restore_snapshot, restore_snapshot_command,
                            save_snapshot, snapshot_path)
from venus_tasks import onboarding
from venus_tasks.env import ime
from venus_tasks.env.device import NAMESPACES, Device, DeviceError

SETTINGS_BASELINE = "/data/data/android_world/venus_settings.txt"  # `<namespace>\t<key>=<value>` lines
DEVICE_TIME = "1015153423.00"  # MMDDhhmmYY.ss of 2023-10-15 15:34:00 (AndroidWorld DT)
TIME_ZONE = "UTC"
DEVICE_SETTINGS: tuple[tuple[str, str, str], ...] = (
    ("global", "window_animation_scale", "0"),
    ("global", "transition_animation_scale", "0"),
    ("global", "animator_duration_scale", "0"),
    ("global", "stay_on_while_plugged_in", "7"),
    ("global", "auto_time", "0"),
    ("global", "auto_time_zone", "0"),
    ("system", "time_12_24", "24"),
)
_TMP_APK = "/data/local/tmp/venus_install.apk"

# the snapshot functions are re-exported: callers know them as setup_device.*
__all__ = ["SETUP_COMMAND", "SNAPSHOT_ROOT", "Problem", "SetupReport", "check_restore", "configure", "find_apks",
           "grant_permissions", "has_settings_baseline", "install_apk", "preflight", "restore_settings_baseline",
           "settings_baseline_commands",
           "restore_snapshot", "restore_snapshot_command", "save_settings_baseline", "save_snapshot", "setup_device",
           "snapshot_path"]

@dataclasses.dataclass(frozen=True)
class Problem:
    """Something on the device that differs from what the suite expects.

    Attributes:
      kind: ``missing_app``, ``input_method``, ``setting``, ``settings_baseline``,
        ``time_zone`` or ``root``.
      subject: the package, setting key or other thing concerned.
      message: what is wrong and how to fix it.
    """

    kind: str
    subject: str
    message: str

    def __str__(self) -> str:
        return self.message


@dataclasses.dataclass
class SetupReport:
    """What ``setup_device`` did.

    Attributes:
      installed: packages installed from ``apk_dir``.
      unmatched_apks: APK files in ``apk_dir`` that belong to no catalogue app.
      failed: package or setting -> error message.
      granted: package -> permissions granted.
      settings: ``"ns key"`` -> value read back after setting it.
      snapshots: packages whose data were snapshotted.
      onboarded: package -> the first-run texts clicked (``onboarding.click_through``).
      problems: ``preflight`` of the catalogue apps after set-up.
    """

    installed: list[str] = dataclasses.field(default_factory=list)
    unmatched_apks: list[str] = dataclasses.field(default_factory=list)
    failed: dict[str, str] = dataclasses.field(default_factory=dict)
    granted: dict[str, list[str]] = dataclasses.field(default_factory=dict)
    settings: dict[str, str | None] = dataclasses.field(default_factory=dict)
    snapshots: list[str] = dataclasses.field(default_factory=list)
    onboarded: dict[str, list[str]] = dataclasses.field(default_factory=dict)
    problems: list[Problem] = dataclasses.field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failed and not self.problems


def find_apks(apk_dir: str) -> tuple[dict[str, str], list[str]]:
    """``({package: apk path}, [unmatched file names])`` for the ``*.apk`` files in ``apk_dir``.

    When several files match one app, the one listed first in ``App.apks`` wins, then the
    lexically first name.
    """
    found: dict[str, list[str]] = {}
    unmatched = []
    for name in sorted(os.listdir(apk_dir)):
        if not name.lower().endswith(".apk"):
            continue
        app = apps.app_for_apk(name)
        if app is None:
            unmatched.append(name)
        else:
            found.setdefault(app.package, []).append(name)
    chosen = {}
    for pkg, names in found.items():
        order = apps.get_app(pkg).apks
        names.sort(key=lambda n: (order.index(n) if n in order else len(order), n))
        chosen[pkg] = os.path.join(apk_dir, names[0])
    return chosen, unmatched


def install_apk(device: Device, path: str) -> None:
    """Push ``path`` and ``pm install -r -t -g`` it (replace, allow test APKs, grant all).

    Raises:
      DeviceError: ``pm install`` did not print ``Success``.
    """
    with open(path, "rb") as f:
        device.push_bytes(f.read(), _TMP_APK)
    try:
        r = device.shell(["pm", "install", "-r", "-t", "-g", _TMP_APK], timeout=300)
    finally:
        device.shell(["rm", "-f", _TMP_APK])
    if "Success" not in r.stdout:
        raise DeviceError(f"pm install {os.path.basename(path)}: {(r.stdout + r.stderr).strip()}")


def grant_permissions(device: Device, app: App) -> list[str]:
    """``pm grant`` each of ``app.permissions``; returns those granted."""
    granted = []
    for perm in app.permissions:
        if device.shell(["pm", "grant", app.package, perm]).ok:
            granted.append(perm)
    return granted


def configure(device: Device) -> dict[str, str | None]:
    """Apply ``DEVICE_SETTINGS``, stay-awake, time zone and clock; returns the read-back values."""
    out = {}
    for ns, key, value in DEVICE_SETTINGS:
        device.settings_put(ns, key, value)
        out[f"{ns} {key}"] = device.settings_get(ns, key)
    device.shell(["svc", "power", "stayon", "true"])
    device.shell(["service", "call", "alarm", "3", "s16", TIME_ZONE])
    device.shell(["setprop", "persist.sys.timezone", TIME_ZONE])
    device.run(["date", DEVICE_TIME])
    out["persist.sys.timezone"] = device.getprop("persist.sys.timezone")
    return out


def enable_keyboard(device: Device, attempts: int = 10) -> str:
    """``ime enable`` ADBKeyBoard (an installed package; the input method the episodes select,
    ``venus_tasks.env.ime``): the enabled IME is part of the settings baseline. Android
    registers a newly installed IME shortly after ``pm install`` returns, so an ``Unknown
    input method`` answer is asked again, ``attempts`` times 0.3 s apart. Returns what
    ``ime enable`` printed.

    Raises:
      DeviceError: Android still does not know the input method.
    """
    for attempt in range(attempts):
        r = device.shell(["ime", "enable", ime.IME_ID])
        if r.ok:
            return r.stdout.strip()
        if attempt + 1 < attempts:
            time.sleep(0.3)
    raise DeviceError(f"ime enable {ime.IME_ID}: {(r.stderr or r.stdout).strip()}")


def save_settings_baseline(device: Device) -> None:
    """Save every setting of every namespace (one file) as the baseline episodes start from."""
    lines = [f"{ns}\t{k}={v}\n" for ns, table in device.settings_all(NAMESPACES).items() for k, v in table.items()]
    device.memo.pop(SETTINGS_BASELINE, None)
    device.write_text(SETTINGS_BASELINE, "".join(lines))
    device.memo[SETTINGS_BASELINE] = "".join(lines)


def has_settings_baseline(device: Device) -> bool:
    """True if ``save_settings_baseline`` ran on this device."""
    return device.exists(SETTINGS_BASELINE)


def restore_settings_baseline(device: Device, keep: Callable[[str, str], bool] = lambda ns, key: False,
                              now: Mapping[str, Mapping[str, str]] | None = None) -> list[str]:
    """Put every setting back to the saved baseline: changed keys are written again, keys
    the baseline lacks are deleted, all in one shell command. ``keep(namespace, key)`` names keys to
    leave alone (those Android writes by itself). The baseline file is read once per
    ``Device`` (kept in ``device.memo``; only ``save_settings_baseline`` writes it), so an
    episode pays at most two round trips: read the settings (none when the caller passes
    them as ``now``, ``{namespace: {key: value}}`` read with another command), write the
    changed ones (none when nothing changed; none either when the caller runs
    ``settings_baseline_commands`` itself, in a round trip it makes anyway). Returns
    ``"namespace key"`` of each key restored.

    Raises:
      DeviceError: there is no baseline (run ``--setup_device``).
    """
    command, restored = settings_baseline_commands(device, keep, now)
    if command:
        device.run(command)
    return restored


def settings_baseline_commands(device: Device, keep: Callable[[str, str], bool] = lambda ns, key: False,
                               now: Mapping[str, Mapping[str, str]] | None = None) -> tuple[str, list[str]]:
    """What ``restore_settings_baseline`` would run, not run: ``(shell text of the
    ``settings put``/``settings delete`` commands joined by `` ; `` or "" when nothing
    differs, ["namespace key" of each key they restore])``. Arguments and errors as there
    (the settings are read when ``now`` is None)."""
    if now is None:
        now = device.settings_all(NAMESPACES)
    text = device.memo.get(SETTINGS_BASELINE)
    if not isinstance(text, str):
        try:
            text = device.memo[SETTINGS_BASELINE] = device.read_text(SETTINGS_BASELINE)
        except FileNotFoundError:
            raise DeviceError(f"{device.serial} has no settings baseline: run {SETUP_COMMAND}") from None
    want: dict[str, dict[str, str]] = {ns: {} for ns in NAMESPACES}
    for line in text.splitlines():
        ns, _, entry = line.partition("\t")
        key, sep, value = entry.partition("=")
        if ns in want and sep:
            want[ns][key] = value
    commands, restored = [], []
    for ns in NAMESPACES:
        for key in sorted(set(want[ns]) | set(now[ns])):
            if want[ns].get(key) == now[ns].get(key) or keep(ns, key):
                continue
            args = ["settings", "put", ns, key, want[ns][key]] if key in want[ns] else ["settings", "delete", ns, key]
            commands.append(" ".join(shlex.quote(a) for a in args))
            restored.append(f"{ns} {key}")
    return " ; ".join(commands), restored


def setup_device(device: Device, apk_dir: str | None, app_names: Iterable[str] | None = None,
                 snapshots: bool = True) -> SetupReport:
    """Install, grant, configure and snapshot; see the module docstring.

    Args:
      device: the device (needs root: ``adb root`` works on ``google_apis`` images).
      apk_dir: folder of APK files; None installs nothing (settings and snapshots only).
      app_names: restrict to these catalogue apps (default: all).
      snapshots: save ``/data/data/<pkg>`` snapshots of the installed apps.
    """
    report = SetupReport()
    sqlite_store.require_root(device)
    wanted = [apps.get_app(n) for n in app_names] if app_names is not None else list(apps.catalogue())
    if apk_dir:
        chosen, report.unmatched_apks = find_apks(apk_dir)
        for app in wanted:
            if app.package in chosen:
                try:
                    install_apk(device, chosen[app.package])
                    report.installed.append(app.package)
                except DeviceError as e:
                    report.failed[app.package] = str(e)
    installed = device.packages()
    report.settings = configure(device)
    if ime.PACKAGE in installed:
        try:
            report.settings["ime enable"] = enable_keyboard(device)
        except DeviceError as e:
            report.failed[ime.PACKAGE] = str(e)
    for app in wanted:
        if app.package not in installed:
            continue
        try:
            if app.first_run:   # as AndroidWorld: clear, grant, launch and click through
                kept = _read_setup_files(device, app)
                device.clear_app(app.package)
            if app.permissions:
                report.granted[app.package] = grant_permissions(device, app)
            if app.first_run:
                report.onboarded[app.package] = onboarding.click_through(device, app)
                _restore_setup_files(device, kept)
            elif app.activity and app not in apps.helpers():
                onboarding.launch_once(device, app)   # its first-launch stores exist before the baseline
        except DeviceError as e:
            report.failed[f"first run {app.package}"] = str(e)
    device.keyevent("KEYCODE_HOME")
    save_settings_baseline(device)
    if snapshots:
        for app in wanted:
            if app.package in installed and not app.preinstalled:
                try:
                    save_snapshot(device, app)
                    report.snapshots.append(app.package)
                except DeviceError as e:
                    report.failed[f"snapshot {app.package}"] = str(e)
    report.problems = preflight(device, [a.name for a in wanted])
    return report


def _read_setup_files(device: Device, app: App) -> dict[str, bytes]:
    """The app's ``setup_files`` present on the device (path -> bytes), read before the
    set-up's ``pm clear`` wipes them."""
    return {path: device.pull_bytes(path) for path in app.setup_files if device.exists(path)}


def _restore_setup_files(device: Device, kept: dict[str, bytes]) -> None:
    """Put the kept files back after the click-through, as AndroidWorld pushes OsmAnd's map
    after its first launch, with the label it gives them (``chcon``, best effort)."""
    for path, data in kept.items():
        device.mkdir(posixpath.dirname(path))
        device.push_bytes(data, path)
        device.shell(["chcon", "u:object_r:media_rw_data_file:s0", path])


def _install_hint(app: App) -> str:
    if app.preinstalled:
        return (f"{app.package} is part of the emulator system image: use a Pixel 6 API 33 "
                "`google_apis` image (AndroidWorld's AVD)")
    apk = app.apks[0] if app.apks else f"{app.package}.apk"
    return f"run {SETUP_COMMAND} with {apk} in DIR (source: {app.source})"


def preflight(device: Device, app_names: Sequence[str], check_root: bool = True) -> list[Problem]:
    """Problems that would make a run with ``app_names`` fail or drift; [] when ready.

    Unknown app names are reported as problems too (not raised).
    """
    problems: list[Problem] = []
    installed = device.packages()
    seen = set()
    for name in app_names:
        try:
            app = apps.get_app(name)
        except KeyError as e:
            problems.append(Problem("missing_app", name, str(e.args[0])))
            continue
        if app.package in seen:
            continue
        seen.add(app.package)
        if app.package not in installed:
            problems.append(Problem("missing_app", app.package,
                                    f"{app.package} ({app.label}) is not installed: {_install_hint(app)}"))
    if ime.PACKAGE not in installed:
        problems.append(Problem("missing_app", ime.PACKAGE,
                                f"{ime.PACKAGE} (ADBKeyBoard) is not installed: without it no agent can type text "
                                f"outside ASCII (Chinese, accents, emoji); {ime.INSTALL_HINT}"))
    elif ime.IME_ID not in device.run(["ime", "list", "-s"], readonly=True).split():
        problems.append(Problem("input_method", ime.IME_ID,
                                f"ADBKeyBoard is installed but not enabled as an input method: run {SETUP_COMMAND} "
                                f"(or `adb shell ime enable {ime.IME_ID}`)"))
    for ns, key, value in DEVICE_SETTINGS:
        got = device.settings_get(ns, key)
        if not _same(got, value):
            problems.append(Problem("setting", f"{ns} {key}",
                                    f"settings {ns} {key} is {got!r}, the suite expects {value!r}: "
                                    f"run {SETUP_COMMAND} (or `adb shell settings put {ns} {key} {value}`)"))
    tz = device.getprop("persist.sys.timezone")
    if tz != TIME_ZONE:
        problems.append(Problem("time_zone", "persist.sys.timezone",
                                f"time zone is {tz!r}, the suite expects {TIME_ZONE!r}: run {SETUP_COMMAND}"))
    if check_root:
        try:
            sqlite_store.require_root(device)
        except DeviceError as e:
            problems.append(Problem("root", device.serial, str(e)))
            return problems
        if not has_settings_baseline(device):
            problems.append(Problem("settings_baseline", SETTINGS_BASELINE,
                                    "the device has no settings baseline for episodes to start from: "
                                    f"run {SETUP_COMMAND}"))
    return problems


def _same(got: str | None, want: str) -> bool:
    if got is None:
        return False
    try:
        return float(got) == float(want)
    except ValueError:
        return got == want
