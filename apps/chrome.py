"""Chrome (``com.android.chrome``): VenusBench's browser tasks open a local page.

The task page is written to ``/storage/emulated/0/Download/task.html`` and opened with a
``VIEW`` intent; success is the page's own "Success!" text on screen.

Local pages: ``file:///sdcard/<path>`` and ``file:///storage/emulated/0/<path>`` name a
shared-storage file (``file_url``); a page opened from Files arrives as
``content://com.android.externalstorage.documents/document/primary%3A<path>``, whose
relative links do not resolve. The simulated device's Chrome screens
(``venus_tasks/sim/apps_ui/chrome.py``) show such pages as accessibility nodes.

The profile lives in ``/data/data/com.android.chrome/app_chrome/Default`` (``app_chrome``
is ``Context.getDir("chrome")``): the history database ``History`` (tables ``urls`` and
``visits``, Chromium ``components/history/core/browser/url_database.cc`` and
``visit_database.cc``) and the bookmarks file ``Bookmarks`` (JSON,
``components/bookmarks/browser/bookmark_storage.cc``). The state guard reads the history
rows and the bookmarks file's checksum; the rest of the profile (caches, cookies, tab
state, ``Preferences``) changes whenever Chrome runs, and is not guarded.
"""

from __future__ import annotations

from apps.base import App

PROFILE = "/data/data/com.android.chrome/app_chrome/Default"
HISTORY_DB = f"{PROFILE}/History"
BOOKMARKS = f"{PROFILE}/Bookmarks"
GUARDED_FILES = {BOOKMARKS: "bookmarks"}     # file -> state-guard item (chrome:bookmarks)
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
    first_run=("Accept & continue", "No thanks", "No thanks"),  # AndroidWorld env/setup_device/apps.py
    source="preinstalled on the emulator image",
)


def file_url(path: str) -> str:
    """The ``file://`` URL of a shared-storage ``path`` (``/sdcard/...``), as typed into
    the URL bar. Raises ``ValueError`` for another path."""
    if not path.startswith("/sdcard/"):
        raise ValueError(f"not a shared-storage path: {path!r}")
    return "file://" + path


def write_task_page(device, html: str) -> str:
    """Write ``html`` to ``TASK_PAGE``; returns the ``file://`` URL to open."""
    device.write_text(TASK_PAGE, html)
    return TASK_URL


def open_url(device, url: str) -> None:
    """Open ``url`` in Chrome (``am start -a VIEW -d URL -n`` Chrome's main activity)."""
    device.run(["am", "start", "-a", "android.intent.action.VIEW", "-d", url, "-n", APP.activity])
