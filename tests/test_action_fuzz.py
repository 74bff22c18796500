"""Fuzz: 10,000 malformed actions, as a model could emit them, parsed with
``JSONAction.from_dict`` and executed with ``VenusEnv.execute`` on the simulated device.

Each action must end one of three ways: an ``ActionError`` when it is parsed, an
``ActionError`` when it is executed (the episode loop records an invalid action that costs
a step), or it executes. A ``DeviceError`` (which would end the episode as
``device_error``) or any other exception fails the test; the device must still answer.
Every command an executed action made the device run is read back from the simulated
device's own command log: typed text arrived as exactly one argument, and no word of the
agent's text (quotes, ``;``, ``&&``, ``$( )``, newlines, 10,000 characters) ran as a command.
"""

from __future__ import annotations

import base64

import math
import random

import pytest

from venus_tasks.env import actions as A
from venus_tasks.env.actions import ActionError, JSONAction
from venus_tasks.env.device import DeviceError, untypeable

SEED = 7_355_608
N_ACTIONS = 10_000

TYPES = ["click", "double_tap", "long_press", "scroll", "swipe", "input_text", "keyboard_enter",
         "navigate_home", "navigate_back", "open_app", "wait", "answer", "status", "unknown",
         "ask_user", "invalid", "drag", "tap", "", "CLICK", None, 3, ["click"]]
POINTER_TYPES = ["click", "double_tap", "long_press", "swipe", "input_text"]
COORDS = [0, 1, 539, 1079, 1080, 2399, 2400, 99999, 100000, -1, -0.0, 12.0, 12.5, "12", " 7 ",
          "12.0", "abc", "", "1e400", float("nan"), float("inf"), -math.inf, 1e400, 10 ** 400,
          -(10 ** 400), 2 ** 63, True, False, None, [1, 2], {"x": 1}, "0x10", "١٢"]
INDICES = [0, 1, 3, -1, 10 ** 6, 10 ** 400, 2.0, 2.5, "3", "x", True, None, float("nan")]
TEXTS = ["hello", "a b", "multi\nline", "tab\there", "", " ", "中文", "😀", "é", "\u202e", "'; reboot",
         "$(rm -rf /sdcard)", "`id`", "%s", "a%sb", "\\", "\r\n", "x" * 2000, "x" * 2001,
         "x" * 50_000, "y" * 10_000, "q'uo\"te", "semi;colon && and || or | pipe > redirect < in",
         "glob * ? [a-z] ~ {a,b} #hash !bang", 123, 1.5, 10 ** 400, None, ["a"], {"t": 1}, True]
APP_NAMES = ["Settings", "markor", "Pro Expense", "com.android.settings", "", " ", "NoSuchApp",
             "a; reboot", "$(id)", "`id`", "app\nname", "名字", "😀", "-p", "--", "'", "x" * 2000,
             "x" * 2001, "x" * 100_000, None, 7, ["Settings"]]
DIRECTIONS = ["up", "down", "left", "right", "sideways", "", "UP", None, 3, ["up"]]
STATUSES = ["complete", "infeasible", "done", "", None, 1]
KEYCODES = ["KEYCODE_ENTER", "KEYCODE_HOME", "KEYCODE_NO_SUCH", "KEYCODE_HOME; reboot", "ENTER",
            "KEYCODE_" + "A" * 100, "keycode_enter", 66, None, ""]
CLEAR = [True, False, None, "true", "no", 1, 2, [True]]
EXTRA_KEYS = ["coordinate", "bbox", "element", "X", ""]


def _path(rng: random.Random):
    """A drag path a model could emit: points on and off the screen, too few or too many,
    malformed points, or not a list at all."""
    roll = rng.random()
    if roll < 0.1:
        return rng.choice([None, "1,2 3,4", {"x": 1}, 7, [], [[1, 2]]])
    n = rng.choice([2, 3, 12, 49, 500, 501])
    return [rng.choice([[rng.randrange(0, 1080), rng.randrange(0, 2400)], [rng.choice(COORDS), rng.choice(COORDS)],
                        [1, 2, 3], "12"]) if rng.random() < 0.05 else [rng.randrange(0, 1080), rng.randrange(0, 2400)]
            for _ in range(n)]


def _action_dict(rng: random.Random):
    """One dict (or worse) a model could emit."""
    roll = rng.random()
    if roll < 0.02:
        return rng.choice([None, "click", ["click", 1, 2], 42, ("x",)])
    t = rng.choice(POINTER_TYPES) if roll < 0.55 else rng.choice(TYPES)
    d: dict = {"action_type": t}
    if rng.random() < 0.02:
        del d["action_type"]
    if t in POINTER_TYPES or rng.random() < 0.1:
        if rng.random() < 0.3:
            d["index"] = rng.choice(INDICES)
        if rng.random() < 0.85:
            d["x"], d["y"] = rng.choice(COORDS), rng.choice(COORDS)
    if t in ("input_text", "answer", "ask_user", "invalid") or rng.random() < 0.05:
        d["text"] = rng.choice(TEXTS)
        if rng.random() < 0.3:
            d["clear_text"] = rng.choice(CLEAR)
    if t == "open_app" or rng.random() < 0.03:
        d["app_name"] = rng.choice(APP_NAMES)
    if t in ("scroll", "swipe") or rng.random() < 0.03:
        d["direction"] = rng.choice(DIRECTIONS)
    if t == "status" or rng.random() < 0.03:
        d["goal_status"] = rng.choice(STATUSES)
    if t == "keyboard_enter" or rng.random() < 0.03:
        d["keycode"] = rng.choice(KEYCODES)
    if t == "drag" or rng.random() < 0.03:
        d["path"] = _path(rng)
    if rng.random() < 0.03:
        d[rng.choice(EXTRA_KEYS)] = 1
    return d


def test_the_generator_is_seeded():
    a = [repr(_action_dict(random.Random(SEED))) for _ in range(50)]
    b = [repr(_action_dict(random.Random(SEED))) for _ in range(50)]
    assert a == b


# argv[0] an injected command would have if agent text reached a shell unquoted
INJECTED = {"reboot", "rm", "id", "and", "or", "pipe", "redirect", "in", "#hash", "!bang"}


def _check_commands(model, action: JSONAction) -> int:
    """Every command the action made the device run: typed text arrives as one argument a
    line (``input text LINE`` with spaces as ``%s`` for printable ASCII, else ADBKeyBoard's
    ``am broadcast -a ADB_INPUT_B64 --es msg BASE64``); no command starts with a word from
    the agent's text; a drag ran one ``input motionevent`` per point of its path, in order.
    Returns the typing commands plus drags it checked."""
    log = list(model.command_log)
    model.command_log.clear()
    assert not [argv for argv in log if argv and argv[0] in INJECTED], log
    typed = [argv for argv in log if argv[:2] == ("input", "text") or argv[:3] == ("am", "broadcast", "-a")]
    if action.action_type == A.INPUT_TEXT and isinstance(action.text, str):
        want = [("am", "broadcast", "-a", "ADB_INPUT_B64", "--es", "msg",
                 base64.b64encode(ln.encode()).decode()) if untypeable(ln) else ("input", "text", ln.replace(" ", "%s"))
                for ln in action.text.split("\n") if ln]
        assert typed == want, (action.text[:80], typed[:3])
    if action.action_type == A.DRAG:
        moves = [argv for argv in log if argv[:2] == ("input", "motionevent")]
        assert [tuple(map(int, argv[3:])) for argv in moves] == list(action.path), moves[:3]
        return len(typed) + 1
    return len(typed)


def test_malformed_actions_cost_a_step_never_the_episode(env, sim_server):
    model = sim_server.device(env.device.serial)
    rng = random.Random(SEED)
    env.prepare_for_task()
    obs = env.observe(0)
    counts = {"sent": 0, "invalid_at_parse": 0, "invalid_at_execute": 0, "executed": 0,
              "device_errors": 0, "other_errors": 0, "checked_commands": 0}
    for i in range(N_ACTIONS):
        if i % 500 == 0:
            obs = env.observe(i)
        counts["sent"] += 1
        d = _action_dict(rng)
        try:
            action = JSONAction.from_dict(d)
        except ActionError:
            counts["invalid_at_parse"] += 1
            continue
        except Exception as e:  # noqa: BLE001 - counted, and the test fails on it
            counts["other_errors"] += 1
            print("other error at parse:", type(e).__name__, str(e)[:300])
            continue
        size = None if rng.random() < 0.1 else obs.screen_size
        model.command_log.clear()
        try:
            env.execute(action, obs.ui_elements, size)
        except ActionError:
            counts["invalid_at_execute"] += 1
        except DeviceError as e:
            counts["device_errors"] += 1
            print("device error:", repr(action)[:200], str(e)[:300])
        except Exception as e:  # noqa: BLE001 - counted, and the test fails on it
            counts["other_errors"] += 1
            print("other error:", repr(action)[:200], type(e).__name__, str(e)[:300])
        else:
            counts["executed"] += 1
            counts["checked_commands"] += _check_commands(model, action)
    print(f"\naction fuzz: {counts}")
    assert counts["sent"] == N_ACTIONS and counts["checked_commands"] > 80
    assert counts["device_errors"] == 0 and counts["other_errors"] == 0
    assert counts["invalid_at_parse"] + counts["invalid_at_execute"] + counts["executed"] == counts["sent"]
    assert min(counts["invalid_at_parse"], counts["invalid_at_execute"], counts["executed"]) > 300
    env.go_home()
    after = env.observe(N_ACTIONS)
    assert after.screenshot.shape[:2] == (2400, 1080) and after.ui_elements
    assert env.device.run(["echo", "ok"]) == "ok"


@pytest.mark.parametrize("d", [
    {"action_type": "click", "x": 10 ** 400, "y": 5},
    {"action_type": "click", "x": 1e400, "y": 5},
    {"action_type": "click", "x": "1e400", "y": 5},
    {"action_type": "long_press", "x": -3, "y": 5},
    {"action_type": "open_app", "app_name": "a; reboot"},
    {"action_type": "input_text", "text": "x" * (A.MAX_TEXT_LENGTH + 1)},
])
def test_the_known_crashes_are_invalid_actions(d, env):
    """A tap at x=10**400 used to crash the simulated ``input`` (the episode became
    ``device_error``); now it and its kin never reach the device, or the device refuses
    them as an invalid action."""
    with pytest.raises(ActionError):
        env.execute(JSONAction.from_dict(d), (), (1080, 2400))
