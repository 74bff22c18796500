"""Settings screens: the main list of toggles and values, and an app's "App info" page.

Main list: toggles read from the settings tables (Wi-Fi ``global wifi_on`` 1 or 2,
Bluetooth ``global bluetooth_on``, Airplane mode ``global airplane_mode_on``, Dark theme
``secure ui_night_mode`` 2) and values (Brightness level from ``system
screen_brightness`` 0-255 as a percentage, Screen timeout from ``system
screen_off_timeout``); tapping a toggle row writes the setting. Switches are
``android:id/switch_widget``, titles ``android:id/title``, summaries ``android:id/summary``
(AndroidX preference layouts).

App info (``com.android.settings.applications.InstalledAppDetails``, what the crash
dialog's "App info" and ``am start -a android.settings.APPLICATION_DETAILS_SETTINGS -d
package:<pkg>`` open): the app's label, buttons Open / Uninstall / Force stop (Force stop
stops the app, Open launches it) and the Notifications / Permissions / Storage & cache
rows. Shape follows Android 13's ``AppInfoDashboardFragment`` loosely [inferred].
"""

from __future__ import annotations

from venus_tasks.sim.screen import strings
from venus_tasks.sim.screen.app_screen import frame, rows
from venus_tasks.sim.screen.tree import UiNode
from venus_tasks.sim.system_ui import APP_DETAILS


def build(model, root: UiNode, m, status: int) -> None:
    _, activity = model.activities.focus()
    if activity == APP_DETAILS and model.system_ui.app_info_package:
        return build_app_info(model, root, m, status, model.system_ui.app_info_package)
    settings_pkg = model.packages.get("com.android.settings")
    lst = frame(root, m, status, strings.label(model, settings_pkg) if settings_pkg else "Settings")
    s = model.settings
    toggles = (("wifi", "global", "wifi_on", "1", "0"),
               ("bluetooth", "global", "bluetooth_on", "1", "0"),
               ("airplane", "global", "airplane_mode_on", "1", "0"),
               ("dark_theme", "secure", "ui_night_mode", "2", "1"))
    top = lst.bounds[1]
    row_h = m.dp(72)
    for key_name, ns, key, on, off in toggles:
        checked = s.get_str(ns, key) == on or (key == "wifi_on" and s.get_str(ns, key) == "2")
        row = lst.add(UiNode(cls="android.widget.LinearLayout", clickable=True, focusable=True,
                             bounds=(0, top, m.width, top + row_h),
                             action=("toggle", ns, key, off if checked else on),
                             style={"kind": "row"}))
        row.add(UiNode(cls="android.widget.TextView", text=strings.tr(model, key_name),
                       resource_id="android:id/title",
                       bounds=(m.dp(16), top + m.dp(22), m.width - m.dp(88), top + m.dp(50))))
        row.add(UiNode(cls="android.widget.Switch", resource_id="android:id/switch_widget",
                       checkable=True, checked=checked, focusable=True,
                       bounds=(m.width - m.dp(72), top + m.dp(20), m.width - m.dp(16), top + m.dp(52)),
                       style={"kind": "switch"}))
        top += row_h
    brightness = s.get_int("system", "screen_brightness", 102)
    timeout_s = s.get_int("system", "screen_off_timeout", 60000) // 1000
    if timeout_s >= 60:
        minutes = timeout_s // 60
        timeout = strings.tr(model, "minute") if minutes == 1 else strings.tr(model, "minutes", n=minutes)
    else:
        timeout = strings.tr(model, "seconds", n=timeout_s)
    values = [(strings.tr(model, "brightness"), f"{round(brightness * 100 / 255)}%"),
              (strings.tr(model, "timeout"), timeout)]
    sub = UiNode(bounds=(0, top, m.width, lst.bounds[3]))
    rows(model, sub, m, values, "com.android.settings/values")
    for child in sub.children:
        child.children[0].resource_id = "android:id/title"
        child.children[1].resource_id = "android:id/summary"
        lst.add(child)


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
