"""Settings on the simulated device: the Android 13 homepage, sub-pages as ``SubSettings``
activities, the brightness slider (tap and drag set ``system screen_brightness`` in
proportion), Do Not Disturb (``global zen_mode``, also through ``cmd notification
set_dnd``), the Screen timeout choices (``system screen_off_timeout``), Bluetooth / Wi-Fi /
Airplane mode toggles, App info still on top of the pages, zh-CN texts."""

from __future__ import annotations

import pytest

from apps.settings import brightness_to_slider

from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap

START = "am start -n com.android.settings/.Settings"


def focus(sh) -> str:
    return sh("dumpsys window | grep mCurrentFocus")[0].strip()


def get(sh, ns, key) -> str:
    return sh(f"settings get {ns} {key}")[0].strip()


def open_page(sh, *labels):
    sh(START)
    for label in labels:
        tap(sh, label)


def test_homepage_lists_the_android_13_entries(sh):
    sh(START)
    texts = [e.text for e in elements(sh) if e.resource_id == "android:id/title"]
    assert texts[:8] == ["Network & internet", "Connected devices", "Apps", "Notifications", "Battery",
                         "Storage", "Sound & vibration", "Display"]
    assert find(sh, "Search settings") is not None and find(sh, "Mobile, Wi‑Fi, hotspot") is not None
    sh("input swipe 540 2000 540 500 300; input swipe 540 2000 540 500 300")
    assert find(sh, "System") is not None and find(sh, "About emulated device") is not None


def test_pages_are_sub_settings_and_back_returns(sh, model):
    open_page(sh, "Display")
    assert "com.android.settings/com.android.settings.SubSettings}" in focus(sh)
    assert "com.android.settings/.SubSettings" in sh("dumpsys activity activities")[0]
    tap(sh, "Navigate up")
    assert "com.android.settings.Settings}" in focus(sh)
    tap(sh, "Storage")                                                # a page not modelled: its title
    assert find(sh, "Storage") is not None and find(sh, "Navigate up") is not None
    sh("input keyevent 4; input keyevent 4")
    assert "nexuslauncher" in focus(sh)


# SettingsLib's HLG curve: the slider's middle stores 22 of 255 (apps.settings).
@pytest.mark.parametrize("fraction, value", [(0.0, 1), (0.5, 22), (0.87, 127), (1.0, 255)])
def test_a_tap_on_the_slider_sets_brightness_through_the_curve(sh, fraction, value):
    sh("settings put system screen_brightness_mode 1")
    open_page(sh, "Display", "Brightness level")
    assert "com.android.systemui.settings.brightness.BrightnessDialog}" in focus(sh)
    box = find(sh, "Display brightness").bbox
    assert box.x_max - box.x_min > 600
    x = box.x_min + round((box.x_max - box.x_min) * fraction)
    sh(f"input tap {min(x, box.x_max - 1)} {box.center[1]}")
    stored = int(get(sh, "system", "screen_brightness"))
    assert abs(stored - value) <= 1 or abs(brightness_to_slider(stored) - fraction) <= 0.005  # a pixel's worth
    assert get(sh, "system", "screen_brightness_mode") == "0"
    sh("input keyevent KEYCODE_BACK")
    shown = round(100 * brightness_to_slider(int(get(sh, "system", "screen_brightness"))))
    assert abs(shown - round(100 * fraction)) <= 1 and find(sh, f"{shown}%") is not None


def test_dragging_the_slider_and_touching_outside(sh):
    open_page(sh, "Display", "Brightness level")
    box = find(sh, "Display brightness").bbox
    y = box.center[1]
    sh(f"input swipe {box.x_min + 10} {y} {box.x_min + (box.x_max - box.x_min) * 3 // 4} {y} 300")
    assert abs(brightness_to_slider(int(get(sh, "system", "screen_brightness"))) - 0.75) <= 0.01
    sh("input tap 540 1800")                                          # outside: the dialog closes
    assert "SubSettings" in focus(sh) and find(sh, "75%") is not None


def test_do_not_disturb_on_and_off(sh):
    open_page(sh, "Sound & vibration")
    assert find(sh, "Do Not Disturb") is not None and find(sh, "Off") is not None
    tap(sh, "Do Not Disturb")
    tap(sh, "Turn on now")
    assert get(sh, "global", "zen_mode") == "1" and find(sh, "Turn off now") is not None
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, "On") is not None
    tap(sh, "Do Not Disturb")
    tap(sh, "Turn off now")
    assert get(sh, "global", "zen_mode") == "0"


def test_set_dnd_sets_zen_mode_and_the_page_follows(sh):
    for mode, zen in (("priority", "1"), ("alarms", "3"), ("on", "2"), ("off", "0")):
        assert sh(f"cmd notification set_dnd {mode}") == ("", "", 0)
        assert get(sh, "global", "zen_mode") == zen
    assert sh("cmd notification set_dnd maybe")[0] == "Error occurred. Check logcat for details. Invalid filter: 0\n"
    assert get(sh, "global", "zen_mode") == "0"
    sh("cmd notification set_dnd alarms")
    open_page(sh, "Sound & vibration", "Do Not Disturb")
    assert find(sh, "Turn off now") is not None


def test_screen_timeout_choices(sh, model):
    sh("settings put system screen_off_timeout 120000")
    open_page(sh, "Display")
    assert find(sh, "After 2 minutes of inactivity") is not None
    tap(sh, "Screen timeout")
    rows = [e for e in elements(sh) if e.resource_id == "android:id/title"]
    assert [e.text for e in rows] == ["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes",
                                      "10 minutes", "30 minutes"]
    checked = [e for e in elements(sh) if e.resource_id == "android:id/checkbox" and e.is_checked]
    assert len(checked) == 1 and abs(checked[0].bbox.center[1] - rows[3].bbox.center[1]) < 20
    assert_dump_matches_screenshot(sh, model, "screen timeout")
    tap(sh, "30 minutes")
    assert get(sh, "system", "screen_off_timeout") == "1800000"
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, "After 30 minutes of inactivity") is not None
    sh("settings put system screen_off_timeout 2700000")        # no choice: no row is checked
    tap(sh, "Screen timeout")
    assert not [e for e in elements(sh) if e.resource_id == "android:id/checkbox" and e.is_checked]


def test_bluetooth_wifi_and_airplane_toggles(sh):
    open_page(sh, "Connected devices")
    assert find(sh, "Bluetooth will turn on to pair") is not None
    tap(sh, "Connection preferences")
    tap(sh, "Bluetooth")
    switch = find(sh, rid="switch_widget")
    assert find(sh, "Use Bluetooth") is not None and not switch.is_checked
    tap(sh, "Use Bluetooth")
    assert get(sh, "global", "bluetooth_on") == "1" and find(sh, rid="switch_widget").is_checked
    sh("input keyevent KEYCODE_HOME; " + START)                       # the task resumes its page
    assert find(sh, "Use Bluetooth") is not None
    sh("input keyevent 4; input keyevent 4; input keyevent 4")
    tap(sh, "Network & internet")
    tap(sh, "Airplane mode")
    assert get(sh, "global", "airplane_mode_on") == "1"
    tap(sh, "Airplane mode")
    tap(sh, "Internet")
    assert find(sh, "AndroidWifi") is not None
    tap(sh, "Wi‑Fi")
    assert get(sh, "global", "wifi_on") == "0" and find(sh, "AndroidWifi") is None


def test_app_info_opens_over_the_pages_and_back_returns_to_them(sh):
    open_page(sh, "Display")
    sh("am start -a android.settings.APPLICATION_DETAILS_SETTINGS -d package:net.gsantner.markor")
    assert find(sh, "Force stop") is not None
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, "Brightness level") is not None


def test_zh_cn_texts(sh):
    assert sh("setprop persist.sys.locale zh-CN", root=True)[2] == 0
    open_page(sh, "显示")
    assert find(sh, "亮度") is not None


def test_battery_page_battery_saver_and_percentage(sh, model):
    from venus_tasks.sim.console.power_geo import emulator_state
    emulator_state(model).battery.capacity = 37                  # the console's "power capacity 37"
    sh(START)
    assert find(sh, "37%") is not None                           # the homepage's Battery summary
    tap(sh, "Battery")
    assert find(sh, "37%", rid="battery_header_title") is not None
    row = find(sh, "Show battery percentage in status bar")
    assert row is not None
    tap(sh, "Battery percentage")
    assert get(sh, "system", "status_bar_show_battery_percent") == "1"
    tap(sh, "Battery Saver")
    assert find(sh, "Use Battery Saver") is not None and not find(sh, rid="switch_widget").is_checked
    tap(sh, "Use Battery Saver")               # the emulator is on AC: disabled while charging
    assert get(sh, "global", "low_power") in ("0", "null") and not find(sh, rid="switch_widget").is_enabled
    emulator_state(model).battery.ac_online = False                # the console's "power ac off"
    sh("input keyevent 4")
    tap(sh, "Battery Saver")
    tap(sh, "Use Battery Saver")
    assert get(sh, "global", "low_power") == "1"
    sh("input keyevent 4")
    assert find(sh, "On") is not None                            # the Battery Saver row's summary
    assert_dump_matches_screenshot(sh, model, "battery")


def test_font_size_steps_through_android_13_scales(sh):
    open_page(sh, "Display")
    sh("input swipe 540 2000 540 500 300")
    tap(sh, "Display size and text")
    assert find(sh, "Font size") is not None and find(sh, "Bold text") is not None
    tap(sh, "Make larger")
    assert get(sh, "system", "font_scale") == "1.15"
    tap(sh, "Make larger")
    tap(sh, "Make larger")                                       # the largest is 1.3: it stays
    assert get(sh, "system", "font_scale") == "1.3"
    for _ in range(4):
        tap(sh, "Make smaller")
    assert get(sh, "system", "font_scale") == "0.85"
    tap(sh, "Bold text")
    assert get(sh, "secure", "font_weight_adjustment") == "300"


def test_apps_recent_list_all_apps_and_version_footer(sh, model):
    for component in ("com.arduia.expense/.ui.MainActivity", "net.gsantner.markor/.activity.MainActivity"):
        sh(f"am start -n {component}")
    open_page(sh, "Apps")
    titles = [e.text for e in elements(sh) if e.resource_id == "android:id/title"]
    assert titles[:3] == ["Recently opened apps", "Markor", "Pro Expense"]
    see_all = next(t for t in titles if t.startswith("See all "))
    n = int(see_all.split()[2])
    tap(sh, see_all)
    assert find(sh, "All apps") is not None
    names = []
    for _ in range(12):
        names += [e.text for e in elements(sh) if e.resource_id == "android:id/title" and e.text not in names]
        sh("input swipe 540 2000 540 600 300")
    assert len(names) == n and names == sorted(names, key=str.casefold)
    assert "Pro Expense" in names and "System UI" not in names
    sh("input swipe 540 600 540 2000 300; " * 12)
    while find(sh, "Pro Expense") is None:
        sh("input swipe 540 2000 540 600 300")
    tap(sh, "Pro Expense")
    assert find(sh, "Force stop") is not None and find(sh, "Storage & cache") is not None
    assert find(sh, rid="app_version") is None                   # below the first screen
    sh("input swipe 540 2000 540 500 300; input swipe 540 2000 540 500 300")
    assert find(sh, "version 1.0.0-beta05", rid="app_version") is not None
    assert "versionName=1.0.0-beta05" in sh("dumpsys package com.arduia.expense")[0]


def test_force_stop_asks_first_and_is_disabled_when_stopped(sh):
    sh("am start -n com.arduia.expense/.ui.MainActivity; input keyevent KEYCODE_HOME")
    pid = sh("pidof com.arduia.expense")[0].strip()
    assert pid
    open_page(sh, "Apps", "Pro Expense")
    tap(sh, "Force stop")
    assert find(sh, "Force stop?") is not None and find(sh, "If you force stop an app, it may misbehave.") is not None
    tap(sh, "Cancel")
    assert find(sh, "Force stop?") is None and sh("pidof com.arduia.expense")[0].strip() == pid
    tap(sh, "Force stop")
    tap(sh, "OK")
    assert sh("pidof com.arduia.expense")[0].strip() == ""
    assert not find(sh, "Force stop").is_enabled and find(sh, "Open").is_enabled
    tap(sh, "Force stop")                                         # disabled: nothing happens
    assert find(sh, "Force stop?") is None
    sh("am start -a android.settings.APPLICATION_DETAILS_SETTINGS -d package:com.android.settings")
    tap(sh, "Force stop")                                         # the intent's App info asks too
    assert find(sh, "Force stop?") is not None
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, "Force stop?") is None and find(sh, "Settings", rid="entity_header_title") is not None
    tap(sh, "Navigate up")                                        # finishes the intent's App info
    assert find(sh, "Pro Expense", rid="entity_header_title") is not None   # the list's App info again
