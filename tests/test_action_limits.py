"""The limits an action must keep, and the messages that name a broken one: built by
``JSONAction`` (types, ranges, text length) and checked by ``VenusEnv.execute`` against
the screen, the observation and the device."""

from __future__ import annotations

import dataclasses
import socket

import pytest

from venus_tasks.env import actions as A
from venus_tasks.env.actions import ActionError, JSONAction
from venus_tasks.env.device import Device, DeviceError, untypeable
from venus_tasks.env.env import VenusEnv
from venus_tasks.env.ime import KeyboardUnavailable


def act(**d) -> JSONAction:
    return JSONAction.from_dict(d)


@pytest.mark.parametrize("value, expected", [
    (12, 12), (12.0, 12), ("12", 12), (" 7 ", 7), ("12.0", 12), (-0.0, 0), (99999, 99999),
])
def test_integral_coordinates_are_accepted(value, expected):
    a = act(action_type="click", x=value, y=value)
    assert (a.x, a.y) == (expected, expected) and type(a.x) is int
    assert JSONAction(A.CLICK, x=12.0, y=3).x == 12          # the constructor agrees


@pytest.mark.parametrize("value, message", [
    (float("nan"), "x must be an integer, got nan"),
    (float("inf"), "x must be an integer, got inf"),
    (1e400, "x must be an integer, got inf"),
    ("1e400", "x must be an integer, got '1e400'"),
    (12.5, "x must be an integer, got 12.5"),
    (True, "x must be an integer, got True"),
    ("abc", "x must be an integer, got 'abc'"),
    ([1, 2], r"x must be an integer, got \[1, 2\]"),
    (-1, r"x must be in 0\.\.99999, got -1"),
    (100000, r"x must be in 0\.\.99999, got 100000"),
    (10 ** 400, r"x must be in 0\.\.99999, got a 1329-bit integer"),
])
def test_bad_coordinates_name_the_problem(value, message):
    with pytest.raises(ActionError, match=message):
        act(action_type="click", x=value, y=5)


def test_indices_and_the_other_fields():
    assert act(action_type="click", index="3").index == 3
    with pytest.raises(ActionError, match=r"index must be in 0\.\.99999, got -1"):
        act(action_type="click", index=-1)
    with pytest.raises(ActionError, match="index must be an integer, got 2.5"):
        act(action_type="click", index=2.5)
    with pytest.raises(ActionError, match="direction must be a string, got 3"):
        act(action_type="scroll", direction=3)
    with pytest.raises(ActionError, match="app_name must be a string, got 7"):
        act(action_type="open_app", app_name=7)
    with pytest.raises(ActionError, match="keycode must be an Android KEYCODE_"):
        act(action_type="keyboard_enter", keycode="KEYCODE_" + "A" * 100)
    with pytest.raises(ActionError, match="an action must be a JSON object, got list"):
        JSONAction.from_dict(["click", 1, 2])
    with pytest.raises(ActionError, match="text must be a string"):
        act(action_type="answer", text=["a"])
    assert act(action_type="answer", text=42).text == "42"
    assert act(action_type="input_text", text="a", clear_text="true").clear_text is True
    assert act(action_type="input_text", text="a", clear_text=0).clear_text is False
    with pytest.raises(ActionError, match="clear_text must be true or false, got 'yes'"):
        act(action_type="input_text", text="a", clear_text="yes")


@pytest.mark.parametrize("action_type", ["input_text", "answer", "ask_user"])
def test_text_is_limited(action_type):
    assert len(act(action_type=action_type, text="x" * A.MAX_TEXT_LENGTH).text) == 2000
    with pytest.raises(ActionError, match=f"{action_type} text has 2001 characters; the limit is 2000"):
        act(action_type=action_type, text="x" * 2001)


def test_limits_keep_the_action_frozen_and_androidworld_shaped():
    a = act(action_type="click", x="540", y=1200.0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.x = 1  # type: ignore[misc]
    assert a.as_dict() == {"action_type": "click", "x": 540, "y": 1200}
    assert A.invalid("x" * 50_000).text == "x" * 50_000      # a parser's reason is not limited
    with pytest.raises(ActionError, match="app_name has 2001 characters; the limit is 2000"):
        act(action_type="open_app", app_name="x" * 2001)


def test_points_must_lie_on_the_screen(env):
    env.prepare_for_task()
    with pytest.raises(ActionError, match=r"click at \(1080, 5\) is outside the 1080x2400 screen "
                                          r"\(x must be in 0\.\.1079, y in 0\.\.2399\)"):
        env.execute(act(action_type="click", x=1080, y=5), (), (1080, 2400))
    with pytest.raises(ActionError, match="long_press at"):
        env.execute(act(action_type="long_press", x=5, y=2400), (), (1080, 2400))
    with pytest.raises(ActionError, match="swipe at"):
        env.execute(act(action_type="swipe", x=5000, y=5, direction="up"), (), (1080, 2400))
    with pytest.raises(ActionError, match=r"index 7 out of range \(0\.\.-1\)"):
        env.execute(act(action_type="click", index=7), (), (1080, 2400))
    env.execute(act(action_type="click", x=1079, y=2399), (), (1080, 2400))
    env.execute(act(action_type="swipe", direction="up"), (), (1080, 2400))


def test_without_a_screen_size_the_rotation_decides(env):
    env.prepare_for_task()
    env.device.settings_put("system", "user_rotation", 1)     # landscape: 2400x1080
    try:
        env.execute(act(action_type="click", x=2000, y=500))
        with pytest.raises(ActionError, match="outside the 2400x1080 screen"):
            env.execute(act(action_type="click", x=500, y=2000))
    finally:
        env.prepare_for_task()


@pytest.mark.parametrize("name", ["NoSuchApp", "a; reboot", "$(id)", " ", "app\nname", "名字",
                                  "-p", "x" * 2000])
def test_unknown_apps_are_invalid_actions(env, name):
    with pytest.raises(ActionError, match="no installed app is called"):
        env.execute(act(action_type="open_app", app_name=name), (), (1080, 2400))


def test_text_outside_ascii_needs_adbkeyboard_selected(env):
    assert untypeable("héllo 中文 ok\t\n") == "é中文"
    env.device.run(["ime", "set", "com.google.android.inputmethod.latin/com.android.inputmethod.latin.LatinIME"])
    with pytest.raises(KeyboardUnavailable, match=r"`input text` cannot type 'ü' and ADBKeyBoard"):
        env.device.input_text("ü")                     # another input method: nothing is sent
    env.execute(act(action_type="input_text", text="héllo 中文"), (), (1080, 2400))   # selects it first
    assert env.device.run(["settings", "get", "secure", "default_input_method"]) == "com.android.adbkeyboard/.AdbIME"
    env.after_episode()                                # and puts Gboard back
    assert env.device.run(["settings", "get", "secure", "default_input_method"]).endswith("LatinIME")


def test_text_outside_ascii_is_an_invalid_action_without_adbkeyboard(tmp_path):
    import apps
    from venus_tasks.setup_device import setup_device
    from venus_tasks.sim import SimServer

    without = [a for a in apps.catalogue() if a.name != "adbkeyboard"]
    with SimServer(catalogue=without) as server:
        device = Device(server.serials[0], server.host, server.port)
        setup_device(device, None)
        env = VenusEnv(device, wait_seconds=0)
        env.begin_episode()                            # keeps Gboard: nothing to select
        assert env.keyboard.unavailable.startswith("ADBKeyBoard (com.android.adbkeyboard) is not installed")
        with pytest.raises(ActionError, match=r"input_text cannot type 'é中文': `input text` types printable "
                                              r"ASCII only, and ADBKeyBoard .* is not installed: run python "
                                              r"runner.py --setup_device"):
            env.execute(act(action_type="input_text", text="héllo 中文"), (), (1080, 2400))
        env.execute(act(action_type="input_text", text="hello"), (), (1080, 2400))   # ASCII still types
        env.after_episode()


def test_a_refused_argument_is_an_invalid_action_but_a_lost_device_is_not(device, sim_server):
    bad = VenusEnv(device, wait_seconds=0, resolve_app=lambda name: "no-slash-component")
    with pytest.raises(ActionError, match="(?s)cannot be opened: .*Bad component name: no-slash-component"):
        bad.execute(act(action_type="open_app", app_name="anything"), (), (1080, 2400))
    with socket.socket() as s:              # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    lost = VenusEnv(Device(sim_server.serials[0], "127.0.0.1", port, timeout=5), wait_seconds=0)
    with pytest.raises(DeviceError) as info:
        lost.execute(act(action_type="click", x=5, y=5), (), (1080, 2400))
    assert not isinstance(info.value, ActionError)
