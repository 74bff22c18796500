"""``verifiers.switches``: a switch's reported state, English and Chinese, with negations,
actions that are not states, and the "currently" clause winning."""

from __future__ import annotations

import pytest

from verifiers.facts import NOW
from verifiers.switches import stated_switch_states


@pytest.mark.parametrize("text, states", [
    ("It is currently off; tap Battery percentage to turn it on.", {False}),
    ("Battery percentage is on right now.", {True}),
    ("It's enabled at the moment, so the percentage is shown now.", {True}),
    ("The percentage is not shown now.", {False}),
    ("It isn't on now.", {False}),
    ("Right now it's off. Switch it on under Battery > Battery percentage.", {False}),
    ("当前是关闭的，点击“电池电量百分比”即可打开。", {False}),
    ("目前已开启。", {True}),
    ("现在未开启。", {False}),
    ("It is currently on or off, I'm not sure.", set()),   # a hedge states no state firmly
    ("Go to Settings > Battery > Battery percentage.", set()),
    ("It's currently off on your phone.", {False}),
    ("Now it is shown on the status bar.", {True}),
])
def test_stated_switch_states(text, states):
    assert stated_switch_states(text, NOW) == states


ITEMS = (("Wi-Fi", "Wi‑Fi", "wifi", "WLAN"), ("Bluetooth", "蓝牙"), ("Dark theme", "dark mode", "深色主题"),
         ("Do Not Disturb", "DND", "勿扰模式"), ("Auto-rotate", "auto-rotate screen", "auto rotate", "自动旋转"))


ALL = {"Wi-Fi", "Bluetooth", "Dark theme", "Do Not Disturb", "Auto-rotate"}


@pytest.mark.parametrize("text, on, off", [
    ("Wi-Fi and Dark theme.", {"Wi-Fi", "Dark theme"}, set()),
    ("Only Wi-Fi and Do Not Disturb are on; the rest are off.", {"Wi-Fi", "Do Not Disturb"}, set()),
    ("Wi-Fi and Dark theme are on, Bluetooth and DND are off.", {"Wi-Fi", "Dark theme"},
     {"Bluetooth", "Do Not Disturb"}),
    ("Wi-Fi, Bluetooth are on, auto-rotate is off.", {"Wi-Fi", "Bluetooth"}, {"Auto-rotate"}),
    ("On: Wi-Fi, Dark theme. Off: Bluetooth, Do Not Disturb, Auto-rotate.", {"Wi-Fi", "Dark theme"},
     {"Bluetooth", "Do Not Disturb", "Auto-rotate"}),
    ("Bluetooth is not on. Dark mode is enabled.", {"Dark theme"}, {"Bluetooth"}),
    ("WLAN和深色主题已开启，蓝牙、勿扰模式和自动旋转已关闭。", {"Wi-Fi", "Dark theme"},
     {"Bluetooth", "Do Not Disturb", "Auto-rotate"}),
    ("Wi-Fi is on or off, not sure.", ALL, ALL),   # a hedge: every item both ways, which fails
    ("Wi‑Fi is on (AndroidWifi), Bluetooth off, Dark theme on, DND off, auto-rotate off.", {"Wi-Fi", "Dark theme"},
     {"Bluetooth", "Do Not Disturb", "Auto-rotate"}),
    ("Wi-Fi: on, Bluetooth: off. Do Not Disturb: on.", {"Wi-Fi", "Do Not Disturb"}, {"Bluetooth"}),
    ("Nothing I can tell.", set(), set()),
])
def test_switch_report(text, on, off):
    from verifiers.switches import switch_report
    assert switch_report(text, ITEMS) == (on, off)
