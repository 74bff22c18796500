"""System UI state of one device that is not an activity: the crash dialog, the
notification shade, the recents (Overview) screen, list scroll offsets, the call screen.

Crash dialog (``am crash <pkg|pid>``): AOSP ``ActivityManagerShellCommand.runCrash`` asks
``crashApplicationWithType(..., "shell-induced crash")``; the app process dies, its
activities are finished (``AppErrors.crashApplication`` -> the task below resumes) and
``AppErrorDialog`` is shown over it. Its window title is ``Application Error: <process>``
(``AppErrorDialog``: ``attrs.setTitle("Application Error: " + processName)``), which is
what ``dumpsys window`` prints as ``mCurrentFocus``. The title text is
``aerr_application_repeated`` ("<label> keeps stopping"); buttons ``App info``
(``aerr_app_info``, opens the app's details in Settings) and ``Close app``
(``aerr_close``, dismisses). [Deviation, documented: AOSP 13 shows the dialog only for a
repeated crash or with ``show_first_crash_dialog`` set; the simulator shows the
"keeps stopping" dialog on every ``am crash`` of a running app, so tasks can use it.]
Nothing happens for a package that is not running (there is no process to crash).
"""

from __future__ import annotations

import dataclasses

from venus_tasks.sim.system.packages import LAUNCHER

APP_DETAILS = "com.android.settings.applications.InstalledAppDetails"
SETTINGS = "com.android.settings"


@dataclasses.dataclass
class CrashDialog:
    """The ``AppErrorDialog`` on screen: the crashed package and its launcher label."""

    package: str
    label: str


@dataclasses.dataclass
class SystemUi:
    """Overlay state read by ``screen.layout`` and changed by input and shell commands."""

    crash: CrashDialog | None = None
    shade_open: bool = False
    recents_open: bool = False
    recents_scroll: int = 0
    scroll: dict = dataclasses.field(default_factory=dict)   # list key -> first row index
    call_hidden: int | None = None  # start_ms of the off-hook call HOME/BACK sent behind
    app_info_package: str | None = None
    gesture: list | None = None     # points of an ``input motionevent`` DOWN..MOVE.. so far

    def close_transient(self) -> None:
        """HOME: the shade and recents close (dialogs stay)."""
        self.shade_open = False
        self.recents_open = False


def crash_app(model, target: str) -> bool:
    """``am crash``: kill the app (by package or pid) and show its crash dialog.

    Returns False if no such process runs (then nothing happens, as on a device).
    """
    stack = model.activities
    package = target
    if target.isdigit():
        package = next((p for p, pid in stack.processes.items() if str(pid) == target), "")
    if not package or stack.pid_of(package) is None or package == LAUNCHER:
        return False
    pkg = model.packages.get(package)
    model.force_stop(package)
    model.system_ui.crash = CrashDialog(package, pkg.label if pkg and pkg.label else package)
    model.system_ui.recents_open = False
    return True


def open_app_info(model, package: str) -> None:
    """Show Settings' app details page for ``package`` (``InstalledAppDetails``)."""
    model.system_ui.app_info_package = package
    model.launch(SETTINGS, APP_DETAILS)
