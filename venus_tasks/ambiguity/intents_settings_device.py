"""Ambiguity intents over Android Settings that span three of its pages each (AmbiBench's
device system management domain): a bedtime set-up (Do Not Disturb, the screen timeout,
the battery percentage), a travel day on battery (Battery Saver, Wi-Fi off, Dark theme)
and readable text (High contrast text, the screen timeout, adaptive brightness). Each
requirement is one setting (``settings_kit``).

Pages and labels (the simulated Settings, ``venus_tasks/sim/apps_ui/settings_pages*.py``,
from AOSP ``packages/apps/Settings`` strings): Sound & vibration > Do Not Disturb > "Turn on
now" (``global zen_mode``); Display > Screen timeout (``system screen_off_timeout``),
Adaptive brightness (``system screen_brightness_mode``), Dark theme (``secure
ui_night_mode``), Display size and text > High contrast text (``secure
high_text_contrast_enabled``); Battery > Battery percentage (``system
status_bar_show_battery_percent``), Battery Saver > Use Battery Saver (``global low_power``,
disabled while the device is plugged in: the episode runs on battery, as
``intents_settings``' Battery Saver intent does); Network & internet > Internet > Wi-Fi
(``global wifi_on``). Defaults are ``settings_kit``'s; every maskable requirement wants
another value (Forced Non-Default).
"""

from __future__ import annotations

from apps.settings import timeout_span
from venus_tasks.ambiguity import settings_kit as kit
from venus_tasks.ambiguity.settings_kit import Setting, settings_spec
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent, Kind, Requirement


def _tap(label: str) -> Step:
    return Step("tap", label, within="recycler_view")


BEDTIME = settings_spec(
    (Setting("dnd", "global", "zen_mode", "0", "1"),
     Setting("timeout", "system", "screen_off_timeout", "60000", kit.timeout_ms),
     Setting("percent", "system", "status_bar_show_battery_percent", "0", "1")),
    name="SettingsBedtime",
    draw=kit.draw_timeout,
    intent=lambda p: Intent((
        Requirement("dnd", Kind.ANCHOR, "Do Not Disturb", ("quiet option", "安静选项"), value_zh="勿扰模式",
                    phrase="Do Not Disturb", phrase_zh="勿扰模式"),
        kit.timeout_requirement(p, Kind.EXPLICIT, ", set the screen timeout to {}", "，把屏幕超时设为{}",
                                usual=False),
        Requirement("percent", Kind.IMPLICIT, "show the battery percentage", ("battery percentage", "电量百分比"),
                    value_zh="显示电池电量百分比", phrase=", and show the battery percentage",
                    phrase_zh="，并显示电池电量百分比"))),
    defaults={"timeout": timeout_span(60), "percent": "hide the battery percentage"},
    hypernym="a quiet option", hypernym_zh="一个安静选项",
    incomplete_masks=("timeout", "percent"),
    ui_path=lambda p: (*kit.open_settings("Sound & vibration", "Do Not Disturb", "Turn on now"), Step("back"),
                       Step("back"), _tap("Display"), _tap("Screen timeout"), Step("tap", timeout_span(p["timeout"])),
                       Step("back"), Step("back"), _tap("Battery"), _tap("Battery percentage")),
    template="For the night, turn on {dnd}{timeout}{percent} in Settings.",
    template_zh="晚上要睡了，在设置中开启{dnd}{timeout}{percent}。",
    template_paraphrase="Getting ready for bed: in Settings, switch on {dnd}{timeout}{percent}.",
    tags=("settings", "domain:device"),
)

TRAVEL = settings_spec(
    (Setting("saver", "global", "low_power", "0", "1"),
     Setting("wifi", "global", "wifi_on", "1", "0"),
     Setting("theme", "secure", "ui_night_mode", "1", "2")),
    before=kit.on_battery, cleanup=kit.on_mains,
    name="SettingsTravelDay",
    draw=lambda rng: {},
    intent=lambda p: Intent((
        Requirement("saver", Kind.ANCHOR, "Battery Saver", ("power option", "耗电选项"), value_zh="省电模式",
                    phrase="Battery Saver", phrase_zh="省电模式"),
        Requirement("wifi", Kind.EXPLICIT, "turn off Wi-Fi", ("Wi-Fi", "WLAN"), value_zh="关闭 WLAN",
                    phrase=", turn off Wi-Fi", phrase_zh="，关闭 WLAN"),
        Requirement("theme", Kind.IMPLICIT, "turn on Dark theme", ("theme", "主题"), value_zh="开启深色主题",
                    phrase=", and turn on Dark theme", phrase_zh="，并开启深色主题"))),
    defaults={"wifi": "Wi-Fi on", "theme": "Light theme"},
    hypernym="a power option", hypernym_zh="一个耗电选项",
    incomplete_masks=("wifi", "theme"),
    ui_path=lambda p: (*kit.open_settings("Battery", "Battery Saver", "Use Battery Saver"), Step("back"),
                       Step("back"), _tap("Network & internet"), _tap("Internet"), _tap("Wi\u2011Fi"), Step("back"),
                       Step("back"), _tap("Display"), _tap("Dark theme")),
    template="I'm travelling all day: turn on {saver}{wifi}{theme} in Settings.",
    template_zh="我今天一整天在路上：在设置中开启{saver}{wifi}{theme}。",
    template_paraphrase="A long day away from a charger: in Settings, switch on {saver}{wifi}{theme}.",
    tags=("settings", "domain:device"),
)

READABLE = settings_spec(
    (Setting("contrast", "secure", "high_text_contrast_enabled", "0", "1"),
     Setting("timeout", "system", "screen_off_timeout", "60000", kit.timeout_ms),
     Setting("adaptive", "system", "screen_brightness_mode", "0", "1")),
    name="SettingsHighContrast",
    draw=kit.draw_timeout,
    intent=lambda p: Intent((
        Requirement("contrast", Kind.ANCHOR, "High contrast text", ("legibility option", "易读选项"),
                    value_zh="高对比度文字", phrase="High contrast text", phrase_zh="高对比度文字"),
        kit.timeout_requirement(p, Kind.EXPLICIT, ", set the screen timeout to {}", "，把屏幕超时设为{}",
                                usual=False),
        Requirement("adaptive", Kind.IMPLICIT, "turn on adaptive brightness", ("adaptive brightness", "自动调节亮度"),
                    value_zh="开启自动调节亮度", phrase=", and turn on adaptive brightness",
                    phrase_zh="，并开启自动调节亮度"))),
    defaults={"timeout": timeout_span(60), "adaptive": "adaptive brightness off"},
    hypernym="a legibility option", hypernym_zh="一个易读选项",
    incomplete_masks=("timeout", "adaptive"),
    ui_path=lambda p: (*kit.open_settings("Display", "Display size and text", "High contrast text"), Step("back"),
                       _tap("Adaptive brightness"), _tap("Screen timeout"), Step("tap", timeout_span(p["timeout"]))),
    template="My eyes are tired: turn on {contrast}{timeout}{adaptive} in Settings.",
    template_zh="我眼睛累了：在设置中开启{contrast}{timeout}{adaptive}。",
    template_paraphrase="To read more easily, switch on {contrast}{timeout}{adaptive} in Settings.",
    tags=("settings", "domain:device"),
)

SPECS = (BEDTIME, TRAVEL, READABLE)
for _spec in SPECS:
    register(_spec)
