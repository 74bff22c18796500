"""Ambiguity intents over Android Settings that the ``intents_settings`` module does not
take: airplane mode with Bluetooth kept on (for headphones on a flight). Each requirement
is one setting (``settings_kit``).

Pages and labels (the simulated Settings, ``venus_tasks/sim/apps_ui/settings_pages.py``,
from AOSP ``packages/apps/Settings`` strings): Network & internet > Airplane mode
(``global airplane_mode_on``); Connected devices > Connection preferences > Bluetooth >
Use Bluetooth (``global bluetooth_on``). Defaults (``settings_kit``): airplane mode off,
Bluetooth off, so Forced Non-Default holds for Bluetooth, the one maskable requirement.

On a real device, turning airplane mode on also turns Bluetooth off (``global
airplane_mode_radios`` lists ``bluetooth``; ``airplane_mode_toggleable_radios`` lets the
user turn it back on), so the path turns Bluetooth on after airplane mode.
"""

from __future__ import annotations

from venus_tasks.ambiguity.settings_kit import Setting, settings_spec
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent, Kind, Requirement


def _taps(*labels: str) -> tuple[Step, ...]:
    return tuple(Step("tap", t, within="recycler_view") for t in labels)


FLIGHT = settings_spec(
    (Setting("airplane", "global", "airplane_mode_on", "0", "1"),
     Setting("bluetooth", "global", "bluetooth_on", "0", "1")),
    name="SettingsAirplaneWithBluetooth",
    draw=lambda rng: {},
    intent=lambda p: Intent((
        Requirement("airplane", Kind.ANCHOR, "airplane mode", ("travel option", "出行选项"), value_zh="飞行模式",
                    phrase="airplane mode", phrase_zh="飞行模式"),
        Requirement("bluetooth", Kind.EXPLICIT, "keep Bluetooth on", ("Bluetooth", "headphones", "蓝牙", "耳机"),
                    value_zh="保持蓝牙开启", phrase=", but keep Bluetooth on for my headphones",
                    phrase_zh="，但保持蓝牙开启，我要用耳机"))),
    defaults={"bluetooth": "Bluetooth off"},
    hypernym="a travel option", hypernym_zh="一个出行选项",
    incomplete_masks=("bluetooth",),
    ui_path=lambda p: (Step("open", "Settings"), *_taps("Network & internet", "Airplane mode"), Step("back"),
                       *_taps("Connected devices", "Connection preferences", "Bluetooth", "Use Bluetooth")),
    template="Turn on {airplane}{bluetooth} in Settings.",
    template_zh="在设置中开启{airplane}{bluetooth}。",
    template_paraphrase="In Settings, switch on {airplane}{bluetooth}.",
    tags=("settings", "domain:device"),
)

SPECS = (FLIGHT,)
for _spec in SPECS:
    register(_spec)
