"""The pages of Android 13's Settings app as data: each page is a title and a list of
entries (category headers, preference rows, switch rows, a button) computed from the
settings tables.

Texts: the English values of AOSP ``packages/apps/Settings`` ``res/values/strings.xml``
as shipped (read from Pixel SettingsGoogle's decompiled resources,
TheParasiteProject/vendor_google_pixel-framework 42d91168d): ``network_dashboard_title``
"Network & internet" / ``network_dashboard_summary_mobile`` "Mobile, Wi‑Fi, hotspot",
``connected_devices_dashboard_title`` / ``_default_summary`` "Bluetooth, pairing",
``apps_dashboard_title``, ``configure_notification_settings``, ``power_usage_summary_title``,
``storage_settings``, ``sound_settings`` "Sound & vibration" / ``sound_dashboard_summary``
"Volume, haptics, Do Not Disturb", ``display_settings`` / ``display_dashboard_summary``
"Dark theme, font size, brightness", ``accessibility_settings``, ``security_settings_title``,
``privacy_dashboard_title``, ``location_settings_title``, ``emergency_settings_preference_title``,
``account_dashboard_title``, ``header_category_system``, ``provider_internet_settings``
"Internet", ``wifi_settings`` "Wi‑Fi" (U+2011 hyphen), ``airplane_mode``,
``connected_device_connections_title`` "Connection preferences", ``bluetooth_pairing_pref_title``
"Pair new device", ``connected_device_add_device_summary``, ``bluetooth_main_switch_title``
"Use Bluetooth", ``brightness`` "Brightness level", ``auto_brightness_title`` "Adaptive
brightness", ``screen_timeout_summary`` "After %1$s of inactivity", ``dark_ui_mode``,
``accelerometer_title``, ``zen_mode_settings_title`` "Do Not Disturb",
``zen_mode_button_turn_on`` "Turn on now" / ``_off`` "Turn off now",
``zen_category_behavior``, ``zen_category_people``/``apps``/``exceptions``, ``zen_settings_general``,
``switch_on_text``/``switch_off_text``. Page structure follows AOSP ``res/xml``
(``top_level_settings.xml``, ``network_provider_internet.xml``, ``connected_devices*.xml``,
``bluetooth_screen.xml``, ``display_settings.xml``, ``sound_settings.xml``,
``zen_mode_settings.xml``), shortened. [inferred]: "Wallpaper & style", "About emulated
device" (the emulator's overlay), "Files received via Bluetooth", the Internet page's
"AndroidWifi" network, summaries "On"/"Off" of Do Not Disturb and Adaptive brightness
rows, and every zh-CN text.

Screen timeout: Android 13's ``ScreenTimeoutSettings`` is a ``RadioButtonPickerFragment``,
one radio row per ``screen_timeout_entries`` ("15 seconds" ... "30 minutes",
``apps.settings.SCREEN_TIMEOUTS_S``); a tap writes ``system screen_off_timeout`` in ms. A
stored value that is no choice checks no row.

Entries: ``("header", text)``, ``("row", title, summary, action)``, ``("switch", title,
summary, checked, action)``, ``("main_switch", title, checked, action or None when disabled)``, ``("button",
text, action, resource id)``, ``("radio", title, checked, action)``; the pages of
``settings_pages_more`` add ``("text", text, resource id[, package])`` (a plain line: a header value,
a footer), ``("buttons", [(text, action), ...])`` (App info's button row) and
``("stepper", title, fraction, minus action, plus action, minus description, plus
description)`` (a stepped slider with its end icons). Actions: ``("app",
SETTINGS, "open", page)`` pushes a page, ``("toggle", ns, key, value)`` writes a setting,
``("app", SETTINGS, "brightness")`` opens the brightness slider.
"""

from __future__ import annotations

from apps.settings import SCREEN_TIMEOUTS_S, brightness_to_slider, timeout_span
from venus_tasks.sim.apps_ui import settings_pages_more as more
from venus_tasks.sim.screen import strings

SETTINGS = "com.android.settings"
ZH = {
    "Settings": "设置", "Search settings": "搜索设置", "Network & internet": "网络和互联网",
    "Connected devices": "已连接的设备", "Apps": "应用", "Notifications": "通知", "Battery": "电池",
    "Storage": "存储", "Sound & vibration": "声音和振动", "Display": "显示",
    "Wallpaper & style": "壁纸和样式", "Accessibility": "无障碍", "Security": "安全",
    "Privacy": "隐私", "Location": "位置信息", "Safety & emergency": "安全与紧急情况",
    "Passwords & accounts": "密码和帐号", "System": "系统", "About emulated device": "关于模拟设备",
    "Internet": "互联网", "Wi‑Fi": "WLAN", "Airplane mode": "飞行模式", "Connected": "已连接",
    "Connection preferences": "连接偏好设置", "Pair new device": "与新设备配对",
    "Bluetooth": "蓝牙", "Use Bluetooth": "使用蓝牙", "Device name": "设备名称",
    "Brightness": "亮度", "Brightness level": "亮度", "Adaptive brightness": "自动调节亮度",
    "Lock display": "锁定屏幕", "Screen timeout": "屏幕超时", "Appearance": "外观",
    "Dark theme": "深色主题", "Auto-rotate screen": "自动旋转屏幕", "Do Not Disturb": "勿扰模式",
    "Turn on now": "立即开启", "Turn off now": "立即关闭", "On": "开启", "Off": "关闭",
    "What can interrupt Do Not Disturb": "哪些通知可以打断勿扰模式", "People": "联系人",
    "Alarms & other interruptions": "闹钟和其他打扰", "General": "常规", "Schedules": "时间表",
    "Display brightness": "显示亮度",
}


def t(model, text: str) -> str:
    """``text`` in the device locale (zh-CN from ``ZH``, else English)."""
    return ZH.get(text, text) if strings.is_zh(model) else text


def _open(page: str) -> tuple:
    return ("app", SETTINGS, "open", page)


def _on_off(model, on: bool) -> str:
    return t(model, "On" if on else "Off")


def brightness_percent(model) -> str:
    """The slider position in percent, as Android 13's "Brightness level" summary shows it."""
    return f"{round(100 * brightness_to_slider(model.settings.get_int('system', 'screen_brightness', 102)))}%"


def page(model, name: str) -> tuple[str, list[tuple]]:
    """``(title, entries)`` of page ``name`` ("top" is the homepage)."""
    s = model.settings
    if name == "top":
        from venus_tasks.sim.console import battery_codes
        level = battery_codes(model)[4]
        device = model.props.get("ro.product.model", "")
        rows = [("Network & internet", "Mobile, Wi‑Fi, hotspot", "network"),
                ("Connected devices", "Bluetooth, pairing", "connected"),
                ("Apps", "Assistant, recent apps, default apps", "apps"),
                ("Notifications", "Notification history, conversations", "stub"),
                ("Battery", f"{level}%", "battery"), ("Storage", "", "stub"),
                ("Sound & vibration", "Volume, haptics, Do Not Disturb", "sound"),
                ("Display", "Dark theme, font size, brightness", "display"),
                ("Wallpaper & style", "Colors, themed icons, app grid", "stub"),
                ("Accessibility", "Display, interaction, audio", "stub"),
                ("Security", "Screen lock, Find My Device, app security", "stub"),
                ("Privacy", "Permissions, account activity, personal data", "stub"),
                ("Location", "", "stub"),
                ("Safety & emergency", "Emergency SOS, medical info, alerts", "stub"),
                ("Passwords & accounts", "Saved passwords, autofill, synced accounts", "stub"),
                ("System", "Languages, gestures, time, backup", "stub"),
                ("About emulated device", device, "stub")]
        return "Settings", [("row", t(model, title), summary if not strings.is_zh(model) or not summary
                             or summary == device or summary.endswith("%") else "",
                             _open(target if target != "stub" else "stub:" + title))
                            for title, summary, target in rows]
    if name == "network":
        wifi = s.get_str("global", "wifi_on", "1") in ("1", "2")
        airplane = s.get_str("global", "airplane_mode_on", "0") == "1"
        return "Network & internet", [
            ("row", t(model, "Internet"), "AndroidWifi" if wifi and not airplane else t(model, "Off"),
             _open("internet")),
            ("row", "Calls & SMS", "", _open("stub:Calls & SMS")),
            ("row", "SIMs", "", _open("stub:SIMs")),
            ("switch", t(model, "Airplane mode"), "", airplane,
             ("toggle", "global", "airplane_mode_on", "0" if airplane else "1")),
            ("row", "Hotspot & tethering", "Off", _open("stub:Hotspot & tethering")),
            ("row", "Data Saver", "Off", _open("stub:Data Saver")),
            ("row", "VPN", "None", _open("stub:VPN")),
            ("row", "Private DNS", "Automatic", _open("stub:Private DNS")),
            ("row", "Adaptive connectivity", "", _open("stub:Adaptive connectivity"))]
    if name == "internet":
        wifi = s.get_str("global", "wifi_on", "1") in ("1", "2")
        entries = [("switch", t(model, "Wi‑Fi"), "", wifi,
                    ("toggle", "global", "wifi_on", "0" if wifi else "1"))]
        if wifi:
            entries.append(("row", "AndroidWifi", t(model, "Connected"), None))
        return "Internet", entries
    if name == "connected":
        bt = s.get_str("global", "bluetooth_on", "0") == "1"
        return "Connected devices", [
            ("row", t(model, "Pair new device"), "" if bt else "Bluetooth will turn on to pair",
             _open("stub:Pair new device")),
            ("row", t(model, "Connection preferences"), t(model, "Bluetooth"), _open("connection_prefs"))]
    if name == "connection_prefs":
        return "Connection preferences", [
            ("row", t(model, "Bluetooth"), "", _open("bluetooth")),
            ("row", "Cast", "", _open("stub:Cast")),
            ("row", "Printing", "", _open("stub:Printing")),
            ("row", "Files received via Bluetooth", "", _open("stub:Files received via Bluetooth"))]
    if name == "bluetooth":
        bt = s.get_str("global", "bluetooth_on", "0") == "1"
        entries = [("main_switch", t(model, "Use Bluetooth"), bt,
                    ("toggle", "global", "bluetooth_on", "0" if bt else "1")),
                   ("row", t(model, "Device name"), model.props.get("ro.product.model", ""), None)]
        if bt:
            entries.append(("row", "+  " + t(model, "Pair new device"), "", _open("stub:Pair new device")))
        return "Bluetooth", entries
    if name == "display":
        auto = s.get_int("system", "screen_brightness_mode", 0) == 1
        night = s.get_str("secure", "ui_night_mode", "1") == "2"
        rotate = s.get_int("system", "accelerometer_rotation", 1) == 1
        span = timeout_span(s.get_int("system", "screen_off_timeout", 60000) // 1000)
        return "Display", [
            ("header", t(model, "Brightness")),
            ("row", t(model, "Brightness level"), brightness_percent(model), ("app", SETTINGS, "brightness")),
            ("switch", t(model, "Adaptive brightness"), _on_off(model, auto), auto,
             ("toggle", "system", "screen_brightness_mode", "0" if auto else "1")),
            ("header", t(model, "Lock display")),
            ("row", "Lock screen", "", _open("stub:Lock screen")),
            ("row", t(model, "Screen timeout"), f"After {span} of inactivity", _open("screen_timeout")),
            ("header", t(model, "Appearance")),
            ("switch", t(model, "Dark theme"), "", night,
             ("toggle", "secure", "ui_night_mode", "1" if night else "2")),
            ("row", more.t(model, "Display size and text"), "", _open("text_reading")),
            ("header", "Other display controls"),
            ("switch", t(model, "Auto-rotate screen"), "", rotate,
             ("toggle", "system", "accelerometer_rotation", "0" if rotate else "1")),
            ("row", "Screen saver", "", _open("stub:Screen saver"))]
    if name == "sound":
        zen = s.get_int("global", "zen_mode", 0) != 0
        return "Sound & vibration", [
            ("row", t(model, "Do Not Disturb"), _on_off(model, zen), _open("dnd")),
            ("row", "Live Caption", "", _open("stub:Live Caption")),
            ("row", "Media", "", _open("stub:Media")),
            ("row", "Vibration & haptics", "", _open("stub:Vibration & haptics")),
            ("row", "Phone ringtone", "", _open("stub:Phone ringtone")),
            ("row", "Default notification sound", "", _open("stub:Default notification sound")),
            ("row", "Default alarm sound", "", _open("stub:Default alarm sound"))]
    if name == "dnd":
        zen = s.get_int("global", "zen_mode", 0) != 0
        button = (("button", t(model, "Turn off now"), ("toggle", "global", "zen_mode", "0"),
                   "zen_mode_settings_turn_off_button") if zen else
                  ("button", t(model, "Turn on now"), ("toggle", "global", "zen_mode", "1"),
                   "zen_mode_settings_turn_on_button"))
        return "Do Not Disturb", [
            button,
            ("header", t(model, "What can interrupt Do Not Disturb")),
            ("row", t(model, "People"), "", _open("stub:People")),
            ("row", t(model, "Apps"), "", _open("stub:Apps")),
            ("row", t(model, "Alarms & other interruptions"), "", _open("stub:Alarms & other interruptions")),
            ("header", t(model, "General")),
            ("row", t(model, "Schedules"), "", _open("stub:Schedules")),
            ("row", "Duration for Quick Settings", "", _open("stub:Duration for Quick Settings")),
            ("row", "Display options for hidden notifications", "",
             _open("stub:Display options for hidden notifications"))]
    if name == "screen_timeout":
        current = s.get_int("system", "screen_off_timeout", 60000)
        return "Screen timeout", [("radio", _timeout_text(model, seconds), current == seconds * 1000,
                                   ("toggle", "system", "screen_off_timeout", str(seconds * 1000)))
                                  for seconds in SCREEN_TIMEOUTS_S]
    found = more.page(model, name)
    if found is not None:
        return found
    return name.split(":", 1)[-1], []


def _timeout_text(model, seconds: int) -> str:
    if not strings.is_zh(model):
        return timeout_span(seconds)
    return f"{seconds}秒" if seconds < 60 else f"{seconds // 60}分钟"
