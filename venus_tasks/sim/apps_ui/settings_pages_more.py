"""More pages of Android 13's Settings app as data (the entry shapes of ``settings_pages``):
Battery and Battery Saver, Display size and text (Font size), Apps with its "Recently
opened apps" and "See all N apps" list, and an app's App info page reached from that list.

Texts: the English values of AOSP ``packages/apps/Settings`` ``res/values/strings.xml``
(Pixel SettingsGoogle's resources, TheParasiteProject/vendor_google_pixel-framework
42d91168d): ``battery_saver`` "Battery Saver", ``battery_saver_on_summary`` "On" /
``_off_summary`` "Off", ``smart_battery_manager_title`` "Adaptive preferences",
``advanced_battery_preference_summary`` "View usage since last full charge",
``battery_saver_auto_no_schedule`` "No schedule", ``accessibility_text_reading_options_title``
"Display size and text", ``apps_dashboard_title`` "Apps", ``see_all_apps_title`` "See all #
apps", ``all_apps`` "All apps", ``application_info_label`` "App info", ``notifications_label``,
``storage_settings_for_app`` "Storage & cache", ``launch_instant_app`` "Open",
``uninstall_text`` "Uninstall", ``force_stop`` "Force stop", ``version_text`` "version %1$s".
[inferred] (Android 13 strings not in that file): "Use Battery Saver"
(``battery_saver_master_switch_title``), "Set a schedule", "Turn off when charged",
"Battery usage", "Battery percentage" / "Show battery percentage in status bar", "Font
size", "Make smaller" / "Make larger" (the slider's end icons), "Bold text", "High
contrast text", "Recently opened apps", "Default apps", "Screen time", "Unused apps",
"Special app access", the App info rows below Storage & cache and their summaries, the
height of App info's header (the app's icon over its label), and every zh-CN text.

State: Battery Saver is ``global low_power`` (what ``PowerManager.setPowerSaveModeEnabled``
stores); "Turn off when charged" ``global low_power_sticky_auto_disable_enabled`` (default
on); Battery percentage ``system status_bar_show_battery_percent``; Font size ``system
font_scale`` over AOSP's ``entryvalues_font_size`` (0.85, 1.0, 1.15, 1.3; stored as Java's
``Float.toString``); Bold text ``secure font_weight_adjustment`` (300 on, 0 off); High
contrast text ``secure high_text_contrast_enabled``. The battery level is the emulator
console's ``power capacity`` (``console.battery_codes``).

Force stop (``force_stop``, ``force_stop_dlg_title`` "Force stop?", ``force_stop_dlg_text``
"If you force stop an app, it may misbehave.", Cancel / OK): enabled only while the app's
process runs; it asks first, and OK kills the process and its tasks (``am force-stop``).

Apps: "Recently opened apps" lists the three most recent launchable apps in the recent
tasks, Settings and the launcher left out (``RecentAppStatsMixin`` ignores them); the
"All apps" list (``ManageApplications``, filter "All apps") holds every installed app that
is not a system app or has a launcher activity, sorted by label; its count is in "See all N
apps". [Simplification: the recent apps follow the recent tasks, so an app force-stopped
or swiped away leaves the list; a real device keeps it (UsageStats' last-used time).]
App info ends with the "version X" footer (``versionName`` of the package, what
``dumpsys package`` prints). [Simplifications: the rows' summaries (last-used times,
sizes, permission counts) are not shown; "Pause app activity if unused" is shown on and
does not toggle; Display size and text has no preview, no Display size slider (it would
change the display density) and no "Reset settings" button; the status bar does not
draw the battery percentage.]
"""

from __future__ import annotations

from venus_tasks.sim.screen import strings
from venus_tasks.sim.system.packages import LAUNCHER

SETTINGS = "com.android.settings"
FONT_SCALES = (0.85, 1.0, 1.15, 1.3)         # AOSP res/values/arrays.xml entryvalues_font_size
RECENT_APPS_SHOWN = 3
ZH = {
    "Battery": "电池", "Battery Saver": "省电模式", "Use Battery Saver": "使用省电模式",
    "Set a schedule": "设置时间表", "No schedule": "没有时间表", "Turn off when charged": "充电后关闭",
    "Battery usage": "电池用量", "View usage since last full charge": "查看自上次充满电后的用量",
    "Adaptive preferences": "自适应偏好设置", "Battery percentage": "电池电量百分比",
    "Show battery percentage in status bar": "在状态栏中显示电池电量百分比", "On": "开启", "Off": "关闭",
    "Display size and text": "显示大小和文字", "Font size": "字体大小", "Make smaller": "缩小",
    "Make larger": "放大", "Bold text": "粗体文字", "High contrast text": "高对比度文字",
    "Apps": "应用", "Recently opened apps": "最近打开的应用", "Default apps": "默认应用",
    "Screen time": "使用时间", "Unused apps": "未使用的应用", "Special app access": "特殊应用权限",
    "All apps": "所有应用", "App info": "应用信息", "Open": "打开", "Uninstall": "卸载",
    "Force stop": "强行停止", "Notifications": "通知", "Permissions": "权限",
    "Storage & cache": "存储和缓存", "Mobile data & Wi‑Fi": "移动数据和 WLAN",
    "App battery usage": "应用的电池用量", "Open by default": "默认打开",
    "App details": "应用详情", "Force stop?": "要强行停止吗？", "Cancel": "取消", "OK": "确定",
    "If you force stop an app, it may misbehave.": "如果强行停止某个应用，可能会导致其出现异常。", "Unused app settings": "未使用应用的设置", "Store": "商店",
    "Pause app activity if unused": "暂停未使用应用的活动",
    "Remove permissions, delete temporary files, and stop notifications": "移除权限、删除临时文件并停止通知", "No permissions requested": "未请求任何权限", "No data used": "未使用任何数据流量",
    "0% use since last full charge": "自上次充满电后使用了 0%", "Allow app to open supported links": "允许应用打开支持的链接",
}


def t(model, text: str) -> str:
    """``text`` in the device locale (zh-CN from ``ZH``, else English)."""
    return ZH.get(text, text) if strings.is_zh(model) else text


def _open(page: str) -> tuple:
    return ("app", SETTINGS, "open", page)


def font_step(model) -> int:
    """Index in ``FONT_SCALES`` of the stored ``system font_scale`` (the nearest choice)."""
    scale = model.font_scale()
    return min(range(len(FONT_SCALES)), key=lambda i: abs(FONT_SCALES[i] - scale))


def font_scale_text(scale: float) -> str:
    """Java ``Float.toString`` of a font scale choice: "0.85", "1.0", "1.15", "1.3"."""
    return repr(float(scale))


def all_apps(model) -> list:
    """The packages of the "All apps" list, sorted by label (case-insensitive)."""
    pkgs = [p for p in model.packages.all() if p.name != LAUNCHER and (p.launchable or not p.system)]
    return sorted(pkgs, key=lambda p: (strings.label(model, p).casefold(), p.name))


def recent_apps(model) -> list:
    """Up to three launchable packages from the recent tasks, most recent first,
    Settings and the launcher left out."""
    out = []
    for task in model.activities.recents():
        pkg = model.packages.get(task.package)
        if pkg is None or not pkg.launchable or pkg.name == SETTINGS or pkg in out:
            continue
        out.append(pkg)
    return out[:RECENT_APPS_SHOWN]


def page(model, name: str) -> tuple[str, list[tuple]] | None:
    """``(title, entries)`` of page ``name``, or None when it is none of these pages."""
    s = model.settings
    if name == "battery":
        from venus_tasks.sim.console import battery_codes
        saver = s.get_int("global", "low_power", 0) == 1
        percent = s.get_int("system", "status_bar_show_battery_percent", 0) == 1
        return t(model, "Battery"), [
            ("text", f"{battery_codes(model)[4]}%", "battery_header_title"),
            ("row", t(model, "Battery usage"), t(model, "View usage since last full charge"),
             _open("stub:Battery usage")),
            ("row", t(model, "Battery Saver"), t(model, "On" if saver else "Off"), _open("battery_saver")),
            ("row", t(model, "Adaptive preferences"), "", _open("stub:Adaptive preferences")),
            ("switch", t(model, "Battery percentage"), t(model, "Show battery percentage in status bar"), percent,
             ("toggle", "system", "status_bar_show_battery_percent", "0" if percent else "1"))]
    if name == "battery_saver":
        from venus_tasks.sim.console import battery_codes
        saver = s.get_int("global", "low_power", 0) == 1
        sticky = s.get_int("global", "low_power_sticky_auto_disable_enabled", 1) == 1
        plugged = battery_codes(model)[0] == "true"   # disabled while charging (BatterySaverButtonPreferenceController)
        return t(model, "Battery Saver"), [
            ("main_switch", t(model, "Use Battery Saver"), saver,
             None if plugged else ("toggle", "global", "low_power", "0" if saver else "1")),
            ("row", t(model, "Set a schedule"), t(model, "No schedule"), _open("stub:Set a schedule")),
            ("switch", t(model, "Turn off when charged"), "", sticky,
             ("toggle", "global", "low_power_sticky_auto_disable_enabled", "0" if sticky else "1"))]
    if name == "text_reading":
        step = font_step(model)
        bold = s.get_int("secure", "font_weight_adjustment", 0) > 0
        contrast = s.get_int("secure", "high_text_contrast_enabled", 0) == 1
        return t(model, "Display size and text"), [
            ("stepper", t(model, "Font size"), step / (len(FONT_SCALES) - 1),
             ("app", SETTINGS, "font", -1), ("app", SETTINGS, "font", 1),
             t(model, "Make smaller"), t(model, "Make larger")),
            ("switch", t(model, "Bold text"), "", bold,
             ("toggle", "secure", "font_weight_adjustment", "0" if bold else "300")),
            ("switch", t(model, "High contrast text"), "", contrast,
             ("toggle", "secure", "high_text_contrast_enabled", "0" if contrast else "1"))]
    if name == "apps":
        recent = recent_apps(model)
        entries: list[tuple] = []
        if recent:
            entries.append(("header", t(model, "Recently opened apps")))
            entries += [("row", strings.label(model, p), "", _open("app:" + p.name)) for p in recent]
        count = len(all_apps(model))
        see_all = f"查看全部 {count} 个应用" if strings.is_zh(model) else f"See all {count} apps"
        entries += [("row", see_all, "", _open("all_apps")),
                    ("row", t(model, "Default apps"), "", _open("stub:Default apps")),
                    ("row", t(model, "Screen time"), "", _open("stub:Screen time")),
                    ("row", t(model, "Unused apps"), "", _open("stub:Unused apps")),
                    ("row", t(model, "App battery usage"), "", _open("stub:App battery usage")),
                    ("row", t(model, "Special app access"), "", _open("stub:Special app access"))]
        return t(model, "Apps"), entries
    if name == "all_apps":
        return t(model, "All apps"), [("row", strings.label(model, p), "", _open("app:" + p.name))
                                      for p in all_apps(model)]
    if name.startswith("app:"):
        return app_info(model, name[len("app:"):])
    return None


def app_info(model, package: str) -> tuple[str, list[tuple]]:
    """The App info page of ``package``: its label, Open / Uninstall / Force stop, the rows
    of Android 13's ``app_info_settings.xml`` and the "version X" footer."""
    pkg = model.packages.get(package)
    label = strings.label(model, pkg) if pkg else package
    buttons = [(t(model, "Uninstall"), ("app_info", "uninstall", package)),
               (t(model, "Force stop"), ("app", SETTINGS, "ask_force_stop", package)
                if running(model, package) else None)]
    if pkg is not None and pkg.launchable:
        buttons.insert(0, (t(model, "Open"), ("app_info", "open", package)))
    stub = [("Notifications", ""), ("Permissions", "No permissions requested"), ("Storage & cache", ""),
            ("Mobile data & Wi‑Fi", "No data used"), ("Screen time", ""),
            ("App battery usage", "0% use since last full charge"),
            ("Open by default", "Allow app to open supported links")]
    entries: list[tuple] = [("text", label, "entity_header_title", package), ("buttons", buttons)]
    entries += [("row", t(model, title), t(model, summary) if summary else "", _open(f"stub:{title}"))
                for title, summary in stub]
    entries += [("header", t(model, "Unused app settings")),
                ("switch", t(model, "Pause app activity if unused"),
                 t(model, "Remove permissions, delete temporary files, and stop notifications"), True, None),
                ("header", t(model, "Store")),
                ("row", t(model, "App details"), "", _open("stub:App details"))]
    version = getattr(pkg, "version_name", "") if pkg is not None else ""
    if version:
        entries.append(("text", f"版本 {version}" if strings.is_zh(model) else f"version {version}",
                        "app_version"))
    return t(model, "App info"), entries


def running(model, package: str) -> bool:
    """The app's process is alive: App info's Force stop is enabled only then."""
    return model.activities.pid_of(package) is not None


def step_font(model, delta: int) -> None:
    """The Font size slider moved one step (``delta`` -1 or 1), clamped at its ends."""
    step = min(max(font_step(model) + delta, 0), len(FONT_SCALES) - 1)
    model.settings.put("system", "font_scale", font_scale_text(FONT_SCALES[step]))
