"""Settings screens: the Settings pages (``sim/apps_ui/settings_app``: homepage, Network
& internet, Connected devices, Bluetooth, Display with the brightness slider, Sound &
vibration, Do Not Disturb, ...) and an app's "App info" page.

App info (``com.android.settings.applications.InstalledAppDetails``, what the crash
dialog's "App info" and ``am start -a android.settings.APPLICATION_DETAILS_SETTINGS -d
package:<pkg>`` open): the app's label, buttons Open / Uninstall / Force stop (Force stop
stops the app, Open launches it) and the Notifications / Permissions / Storage & cache
rows. Shape follows Android 13's ``AppInfoDashboardFragment`` loosely [inferred].
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import settings_app
from venus_tasks.sim.screen import strings
from venus_tasks.sim.screen.app_screen import frame, rows
from venus_tasks.sim.screen.tree import UiNode
from venus_tasks.sim.system_ui import APP_DETAILS


def build(model, root: UiNode, m, status: int) -> None:
    _, activity = model.activities.focus()
    if activity == APP_DETAILS and model.system_ui.app_info_package:
        return build_app_info(model, root, m, status, model.system_ui.app_info_package)
    settings_app.build(model, root, m, status)


def build_app_info(model, root: UiNode, m, status: int, package: str) -> None:
    pkg = model.packages.get(package)
    lst = frame(root, m, status, strings.tr(model, "app_info"))
    sid = "com.android.settings:id/"
    top = lst.bounds[1] + m.dp(16)
    lst.add(UiNode(cls="android.widget.TextView", resource_id=sid + "entity_header_title",
                   text=strings.label(model, pkg) if pkg else package,
                   bounds=(m.dp(16), top, m.width - m.dp(16), top + m.dp(40)),
                   style={"kind": "title"}))
    top += m.dp(56)
    buttons = [("uninstall", ("app_info", "uninstall", package)),
               ("force_stop", ("app_info", "force_stop", package))]
    if pkg and pkg.activity:
        buttons.insert(0, ("open", ("app_info", "open", package)))
    width = (m.width - m.dp(16)) // len(buttons)
    for i, (key, action) in enumerate(buttons):
        left = m.dp(8) + i * width
        lst.add(UiNode(cls="android.widget.Button", resource_id=sid + f"button{i + 1}",
                       text=strings.tr(model, key), clickable=True, focusable=True,
                       bounds=(left + m.dp(4), top, left + width - m.dp(4), top + m.dp(56)),
                       action=action, style={"kind": "pill"}))
    top += m.dp(72)
    sub = UiNode(bounds=(0, top, m.width, lst.bounds[3]))
    rows(model, sub, m, [(strings.tr(model, k), "") for k in ("notifications", "permissions", "storage")],
         "com.android.settings/app_info")
    for child in sub.children:
        child.children[0].resource_id = "android:id/title"
        lst.add(child)
