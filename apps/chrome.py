"""Chrome (``com.android.chrome``): VenusBench's browser tasks open a local page.

The task page is written to ``/storage/emulated/0/Download/task.html`` and opened with a
``VIEW`` intent; success is the page's own "Success!" text on screen.
"""

from __future__ import annotations

from apps.base import App

TASK_PAGE = "/sdcard/Download/task.html"
TASK_URL = "file:///storage/emulated/0/Download/task.html"

APP = App(
    name="chrome",
    package="com.android.chrome",
    activity="com.android.chrome/com.google.android.apps.chrome.Main",
    label="Chrome",
    aliases=("google chrome", "browser"),
    preinstalled=True,
    permissions=("android.permission.POST_NOTIFICATIONS",),
    source="preinstalled on the emulator image",
)


def write_task_page(device, html: str) -> str:
    """Write ``html`` to ``TASK_PAGE``; returns the ``file://`` URL to open."""
    device.write_text(TASK_PAGE, html)
    return TASK_URL


def open_url(device, url: str) -> None:
    """Open ``url`` in Chrome (``am start -a VIEW -d URL -n`` Chrome's main activity)."""
    device.run(["am", "start", "-a", "android.intent.action.VIEW", "-d", url, "-n", APP.activity])
