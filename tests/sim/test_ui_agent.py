"""Done-when checks: a scripted agent that only reads ``uiautomator dump`` (parsed with
``venus_tasks.env.observation.parse_ui_dump``) and only acts with ``input tap/keyevent/text``
through adbutils, plus the screenshot properties the screen model promises."""

from __future__ import annotations

import io
import re

import numpy as np
import pytest
from PIL import Image

from venus_tasks.env.observation import parse_ui_dump
from venus_tasks.sim import SimServer
from venus_tasks.sim.telephony import REJECTED_TYPE


class Agent:
    """Looks at the UI dump, acts with input commands. Nothing else."""

    def __init__(self, dev):
        self.dev = dev

    def elements(self):
        out = self.dev.shell("uiautomator dump /sdcard/window_dump.xml")
        assert out.startswith("UI hierchary dumped to: /sdcard/window_dump.xml")
        return parse_ui_dump(self.dev.shell("cat /sdcard/window_dump.xml"))

    def find(self, label: str):
        found = [e for e in self.elements() if label in (e.text, e.content_description)]
        return found[0] if found else None

    def tap(self, label: str) -> None:
        element = self.find(label)
        assert element is not None, f"{label!r} is not on screen"
        x, y = element.bbox.center
        self.dev.shell(f"input tap {x} {y}")

    def key(self, name: str) -> None:
        self.dev.shell(f"input keyevent {name}")


@pytest.fixture()
def env():
    server = SimServer().start()
    try:
        import adbutils
        dev = adbutils.AdbClient(host=server.host, port=server.port).device(server.serials[0])
        yield server.device(server.serials[0]), dev, Agent(dev)
    finally:
        server.stop()


def focus(dev) -> str:
    return dev.shell("dumpsys window | grep mCurrentFocus").strip()


def shot(dev) -> Image.Image:
    return Image.open(io.BytesIO(dev.shell("screencap -p", encoding=None))).convert("RGB")


def test_a_open_markor_from_the_launcher(env):
    model, dev, agent = env
    agent.key("KEYCODE_HOME")
    agent.tap("Markor")
    assert re.fullmatch(r"mCurrentFocus=Window\{[0-9a-f]+ u0 net\.gsantner\.markor/\S+\}", focus(dev))
    assert agent.find("Markor") is not None              # the app's title bar


def test_b_decline_an_incoming_call(env):
    model, dev, agent = env
    dev.shell("am start -n net.gsantner.markor/.activity.MainActivity")
    model.telephony.ring("5551234")
    assert dev.shell("dumpsys telephony.registry | grep mCallState").strip() == "mCallState=1"
    assert agent.find("555-1234") is not None and agent.find("Answer") is not None   # as Contacts formats it
    agent.tap("Decline")
    assert dev.shell("dumpsys telephony.registry | grep mCallState").strip() == "mCallState=0"
    assert dev.shell("content query --uri content://call_log/calls --projection number:type") \
        == f"Row: 0 number=5551234, type={REJECTED_TYPE}"
    assert agent.find("Decline") is None and "net.gsantner.markor/" in focus(dev)


def test_b2_answer_then_end_call(env):
    model, dev, agent = env
    model.telephony.ring("5550000")
    agent.tap("Answer")
    assert dev.shell("dumpsys telephony.registry | grep mCallState").strip() == "mCallState=2"
    assert "InCallActivity" in focus(dev)
    agent.tap("End call")
    assert dev.shell("dumpsys telephony.registry | grep mCallState").strip() == "mCallState=0"
    assert model.telephony.calls[-1].type == 1                   # INCOMING_TYPE


def test_c_close_a_crash_dialog(env):
    model, dev, agent = env
    agent.tap("Markor")
    dev.shell("am crash net.gsantner.markor")
    assert focus(dev).endswith("u0 Application Error: net.gsantner.markor}")
    assert agent.find("Markor keeps stopping") is not None and agent.find("App info") is not None
    agent.tap("Close app")
    assert agent.find("Markor keeps stopping") is None and agent.find("Close app") is None
    assert "Application Error" not in focus(dev)
    assert "nexuslauncher" in focus(dev)                       # the crash stopped Markor


def test_typing_into_the_launcher_search(env):
    model, dev, agent = env
    agent.tap("Search apps")
    dev.shell("input text Mark")
    names = {e.text for e in agent.elements() if e.is_clickable and e.text}
    assert names == {"Mark", "Markor"}          # the field and the only match
    agent.tap("Markor")
    assert "net.gsantner.markor/" in focus(dev)


def test_screenshot_follows_wm_size_and_rotation(env):
    model, dev, agent = env
    assert shot(dev).size == (1080, 2400)
    dev.shell("wm size 720x1280")
    assert shot(dev).size == (720, 1280)
    dev.shell("settings put system accelerometer_rotation 0; settings put system user_rotation 3")
    assert shot(dev).size == (1280, 720)
    assert "ROTATION_270" in dev.shell("dumpsys window | grep mCurrentRotation")
    dev.shell("wm size reset; settings put system user_rotation 0")
    assert shot(dev).size == (1080, 2400)


def test_night_mode_is_much_darker(env):
    model, dev, agent = env
    for screen in ("am start -n com.android.settings/.Settings", "input keyevent KEYCODE_HOME"):
        dev.shell(screen)
        day = np.asarray(shot(dev)).mean()
        dev.shell("cmd uimode night yes")
        night = np.asarray(shot(dev)).mean()
        dev.shell("cmd uimode night no")
        assert night < day - 100, (screen, day, night)


def test_dump_lists_the_elements_drawn(env):
    """Every text element of the dump has pixels drawn inside its bounds, and the dump's
    clickable elements lie on the screen."""
    model, dev, agent = env
    for setup in ("input keyevent KEYCODE_HOME", "am start -n com.android.settings/.Settings",
                  "am start -n net.gsantner.markor/.activity.MainActivity; am crash net.gsantner.markor"):
        dev.shell(setup)
        img = np.asarray(shot(dev))
        h, w = img.shape[:2]
        for e in agent.elements():
            b = e.bbox
            assert 0 <= b.x_min < b.x_max <= w and 0 <= b.y_min < b.y_max <= h, e
            if e.text:
                crop = img[b.y_min:b.y_max, b.x_min:b.x_max].reshape(-1, 3)
                assert (crop.max(axis=0) != crop.min(axis=0)).any(), f"nothing drawn: {e.describe()}"
