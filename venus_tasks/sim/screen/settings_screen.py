"""Settings screens: the Settings pages (``sim/apps_ui/settings_app``: homepage, Network
& internet, Connected devices, Bluetooth, Display with the brightness slider, Sound &
vibration, Do Not Disturb, ...) and an app's "App info" page.

App info (``com.android.settings.applications.InstalledAppDetails``, what the crash
dialog's "App info" and ``am start -a android.settings.APPLICATION_DETAILS_SETTINGS -d
package:<pkg>`` open): the app's label, buttons Open / Uninstall / Force stop (Force stop
stops the app, Open launches it), the rows of Android 13's ``app_info_settings.xml`` and
the "version X" footer (``settings_pages_more.app_info``).
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import settings_app
from venus_tasks.sim.apps_ui import settings_pages_more as more
from venus_tasks.sim.screen.tree import UiNode
from venus_tasks.sim.system_ui import APP_DETAILS


def build(model, root: UiNode, m, status: int) -> None:
    _, activity = model.activities.focus()
    if activity == APP_DETAILS and model.system_ui.app_info_package:
        return build_app_info(model, root, m, status, model.system_ui.app_info_package)
    settings_app.build(model, root, m, status)


def build_app_info(model, root: UiNode, m, status: int, package: str) -> None:
    """The App info page of ``package`` (``settings_pages_more.app_info``: the same page the
    "All apps" list opens) under Settings' collapsing toolbar; its "Navigate up" finishes
    the activity, as Settings' ``CollapsingToolbarBaseActivity`` does for a page started
    on its own."""
    title, entries = more.app_info(model, package)
    root.style["bg"] = "surface"
    settings_app.page_view(model, root, m, status, title, entries, f"{settings_app.PACKAGE}/app_info:{package}",
                           ("app", settings_app.PACKAGE, "finish"))
