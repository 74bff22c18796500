"""Ambiguity intents over Android Settings (6): each requirement is one setting
(``settings_kit``). Labels of the UI paths: the simulated Settings pages
(``venus_tasks/sim/apps_ui/settings_pages*.py``, from AOSP ``packages/apps/Settings``
strings); the Font size names and scales: AOSP ``entries_font_size`` /
``entryvalues_font_size`` (Small 0.85, Default 1.0, Large 1.15, Largest 1.3).

Forced Non-Default: every maskable requirement wants a value other than the setting's
Android 13 default (``settings_kit``), which ``setup`` writes first.
"""

from __future__ import annotations

from apps.settings import timeout_span
from venus_tasks.ambiguity import settings_kit as kit
from venus_tasks.ambiguity.settings_kit import Setting, settings_spec
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent, Kind, Requirement

FONT_SIZES = {"Small": ("0.85", "小号", -1), "Large": ("1.15", "大号", 1), "Largest": ("1.3", "特大号", 2)}


# ----------------------------------------------------------------------- Battery Saver
register(settings_spec(
    (Setting("saver", "global", "low_power", "0", "1"),
     Setting("sticky", "global", "low_power_sticky_auto_disable_enabled", "1", "0"),
     Setting("percent", "system", "status_bar_show_battery_percent", "0", "1")),
    before=kit.on_battery, cleanup=kit.on_mains,
    name="SettingsBatterySaver",
    draw=lambda rng: {},
    intent=lambda p: Intent((
        Requirement("saver", Kind.ANCHOR, "Battery Saver", ("battery option", "电池选项"), value_zh="省电模式",
                    phrase="Battery Saver", phrase_zh="省电模式"),
        Requirement("sticky", Kind.EXPLICIT, "keep it on after charging", ("behaviour after charging", "充电后的行为"),
                    value_zh="充电后也保持开启", phrase=", keep it on after charging", phrase_zh="，充电后也保持开启"),
        Requirement("percent", Kind.IMPLICIT, "show the battery percentage", ("battery percentage", "电量百分比"),
                    value_zh="显示电池电量百分比", phrase=", and show the battery percentage",
                    phrase_zh="，并显示电池电量百分比"))),
    defaults={"sticky": "turn it off when charged", "percent": "hide the battery percentage"},
    hypernym="a battery option", hypernym_zh="一个电池选项",
    incomplete_masks=("sticky", "percent"),
    ui_path=lambda p: (*kit.open_settings("Battery", "Battery Saver", "Use Battery Saver", "Turn off when charged"),
                       Step("back"), Step("tap", "Battery percentage", within="recycler_view")),
    template="Turn on {saver}{sticky}{percent} in Settings.",
    template_zh="在设置中开启{saver}{sticky}{percent}。",
    template_paraphrase="In Settings, switch on {saver}{sticky}{percent}.",
    tags=("settings", "domain:device"),
))

# --------------------------------------------------------- Dark theme with a timeout
register(settings_spec(
    (Setting("theme", "secure", "ui_night_mode", "1", "2"),
     Setting("timeout", "system", "screen_off_timeout", "60000", kit.timeout_ms),
     Setting("adaptive", "system", "screen_brightness_mode", "0", "1")),
    name="SettingsNightDisplay",
    draw=kit.draw_timeout,
    intent=lambda p: Intent((
        Requirement("theme", Kind.ANCHOR, "Dark theme", ("display option", "显示选项"), value_zh="深色主题",
                    phrase="Dark theme", phrase_zh="深色主题"),
        kit.timeout_requirement(p, Kind.EXPLICIT, ", set the screen timeout to {}", "，把屏幕超时设为{}"),
        Requirement("adaptive", Kind.IMPLICIT, "turn on adaptive brightness", ("adaptive brightness", "自动调节亮度"),
                    value_zh="开启自动调节亮度", phrase=", and turn on adaptive brightness",
                    phrase_zh="，并开启自动调节亮度"))),
    defaults={"timeout": timeout_span(60), "adaptive": "adaptive brightness off"},
    hypernym="a display option", hypernym_zh="一个显示选项",
    incomplete_masks=("timeout", "adaptive"),
    ui_path=lambda p: (*kit.open_settings("Display", "Dark theme", "Screen timeout"),
                       Step("tap", timeout_span(p["timeout"])), Step("back"),
                       Step("tap", "Adaptive brightness", within="recycler_view")),
    template="Turn on {theme}{timeout}{adaptive} in Settings.",
    template_zh="在设置中开启{theme}{timeout}{adaptive}。",
    template_paraphrase="In Settings, switch on {theme}{timeout}{adaptive}.",
    tags=("settings", "domain:device"),
))

# ------------------------------------------------------------ Display size and text
register(settings_spec(
    (Setting("bold", "secure", "font_weight_adjustment", "0", "300"),
     Setting("font", "system", "font_scale", "1.0", lambda p: FONT_SIZES[p["font"]][0]),
     Setting("contrast", "secure", "high_text_contrast_enabled", "0", "1")),
    name="SettingsReadableText",
    draw=lambda rng: {"font": rng.choice(sorted(FONT_SIZES))},
    intent=lambda p: Intent((
        Requirement("bold", Kind.ANCHOR, "Bold text", ("text option", "文字选项"), value_zh="粗体文字",
                    phrase="Bold text", phrase_zh="粗体文字"),
        Requirement("font", Kind.EXPLICIT, p["font"], ("font size", "字体大小"), value_zh=FONT_SIZES[p["font"]][1],
                    options=("Small", "Default", "Large", "Largest"), phrase=f", set the font size to {p['font']}",
                    phrase_zh=f"，把字体大小设为{FONT_SIZES[p['font']][1]}"),
        Requirement("contrast", Kind.IMPLICIT, "turn on high contrast text", ("high contrast", "高对比度"),
                    value_zh="开启高对比度文字", phrase=", and turn on high contrast text",
                    phrase_zh="，并开启高对比度文字"))),
    defaults={"font": "Default", "contrast": "high contrast text off"},
    hypernym="a text option", hypernym_zh="一个文字选项",
    incomplete_masks=("font", "contrast"),
    ui_path=lambda p: (*kit.open_settings("Display", "Display size and text"),
                       *[Step("tap", "Make larger" if FONT_SIZES[p["font"]][2] > 0 else "Make smaller")]
                       * abs(FONT_SIZES[p["font"]][2]),
                       Step("tap", "Bold text"), Step("tap", "High contrast text")),
    template="Turn on {bold}{font}{contrast} in Settings.",
    template_zh="在设置中开启{bold}{font}{contrast}。",
    template_paraphrase="In Settings, switch on {bold}{font}{contrast}.",
    tags=("settings", "domain:device"),
))

# ------------------------------------------------------------------ Do Not Disturb
register(settings_spec(
    (Setting("dnd", "global", "zen_mode", "0", "1"),
     Setting("rotate", "system", "accelerometer_rotation", "1", "0"),
     Setting("theme", "secure", "ui_night_mode", "1", "2")),
    name="SettingsMovieNight",
    draw=lambda rng: {},
    intent=lambda p: Intent((
        Requirement("dnd", Kind.ANCHOR, "Do Not Disturb", ("sound option", "声音选项"), value_zh="勿扰模式",
                    phrase="Do Not Disturb", phrase_zh="勿扰模式"),
        Requirement("rotate", Kind.EXPLICIT, "turn off auto-rotate", ("screen rotation", "屏幕旋转"),
                    value_zh="关闭自动旋转", phrase=", turn off auto-rotate", phrase_zh="，关闭自动旋转"),
        Requirement("theme", Kind.IMPLICIT, "turn on Dark theme", ("theme", "主题"), value_zh="开启深色主题",
                    phrase=", and turn on Dark theme", phrase_zh="，并开启深色主题"))),
    defaults={"rotate": "auto-rotate on", "theme": "Light theme"},
    hypernym="a sound option", hypernym_zh="一个声音选项",
    incomplete_masks=("rotate", "theme"),
    ui_path=lambda p: (*kit.open_settings("Sound & vibration", "Do Not Disturb", "Turn on now"), Step("back"),
                       Step("back"), Step("tap", "Display", within="recycler_view"),
                       Step("tap", "Dark theme", within="recycler_view"),
                       Step("tap", "Auto-rotate screen", within="recycler_view")),
    template="Turn on {dnd}{rotate}{theme} in Settings.",
    template_zh="在设置中开启{dnd}{rotate}{theme}。",
    template_paraphrase="In Settings, switch on {dnd}{rotate}{theme}.",
    tags=("settings", "domain:device"),
))

# ---------------------------------------------------------------- Wi-Fi and Bluetooth
register(settings_spec(
    (Setting("wifi", "global", "wifi_on", "1", "0"),
     Setting("bluetooth", "global", "bluetooth_on", "0", "1")),
    name="SettingsRadios",
    draw=lambda rng: {},
    intent=lambda p: Intent((
        Requirement("wifi", Kind.ANCHOR, "Wi-Fi", ("network option", "网络选项"), value_zh="WLAN",
                    phrase="Wi-Fi", phrase_zh="WLAN"),
        Requirement("bluetooth", Kind.EXPLICIT, "turn on Bluetooth", ("Bluetooth", "蓝牙"), value_zh="开启蓝牙",
                    phrase=", and turn on Bluetooth", phrase_zh="，并开启蓝牙"))),
    defaults={"bluetooth": "Bluetooth off"},
    hypernym="a network option", hypernym_zh="一个网络选项",
    incomplete_masks=("bluetooth",),
    ui_path=lambda p: (*kit.open_settings("Network & internet", "Internet", "Wi\u2011Fi"), Step("back"), Step("back"),
                       Step("tap", "Connected devices", within="recycler_view"),
                       Step("tap", "Connection preferences", within="recycler_view"),
                       Step("tap", "Bluetooth", within="recycler_view"),
                       Step("tap", "Use Bluetooth", within="recycler_view")),
    template="Turn off {wifi}{bluetooth} in Settings.",
    template_zh="在设置中关闭{wifi}{bluetooth}。",
    template_paraphrase="In Settings, switch off {wifi}{bluetooth}.",
    tags=("settings", "domain:device"),
))

# ------------------------------------------------------ Adaptive brightness, timeout
register(settings_spec(
    (Setting("adaptive", "system", "screen_brightness_mode", "0", "1"),
     Setting("timeout", "system", "screen_off_timeout", "60000", kit.timeout_ms),
     Setting("rotate", "system", "accelerometer_rotation", "1", "0")),
    name="SettingsAdaptiveBrightness",
    draw=kit.draw_timeout,
    intent=lambda p: Intent((
        Requirement("adaptive", Kind.ANCHOR, "adaptive brightness", ("brightness option", "亮度选项"),
                    value_zh="自动调节亮度", phrase="adaptive brightness", phrase_zh="自动调节亮度"),
        kit.timeout_requirement(p, Kind.EXPLICIT, ", set the screen timeout to {}", "，把屏幕超时设为{}"),
        Requirement("rotate", Kind.IMPLICIT, "turn off auto-rotate", ("screen rotation", "屏幕旋转"),
                    value_zh="关闭自动旋转", phrase=", and turn off auto-rotate", phrase_zh="，并关闭自动旋转"))),
    defaults={"timeout": timeout_span(60), "rotate": "auto-rotate on"},
    hypernym="a brightness option", hypernym_zh="一个亮度选项",
    incomplete_masks=("timeout",),
    ui_path=lambda p: (*kit.open_settings("Display", "Adaptive brightness", "Screen timeout"),
                       Step("tap", timeout_span(p["timeout"])), Step("back"),
                       Step("tap", "Auto-rotate screen", within="recycler_view")),
    template="Turn on {adaptive}{timeout}{rotate} in Settings.",
    template_zh="在设置中开启{adaptive}{timeout}{rotate}。",
    template_paraphrase="In Settings, switch on {adaptive}{timeout}{rotate}.",
    tags=("settings", "domain:device"),
))
