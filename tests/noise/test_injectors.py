"""Every noise kind fires through adbutils on the simulated device, the device shows it,
the event and its read-back are recorded, and ``end_episode`` undoes it."""

from __future__ import annotations

import random

import pytest

from apps import sms
from noise import NoiseEvent, NoiseSpec, Trigger, injector_class, noise_kinds
from noise.env import NoisyEnv
from venus_tasks.env import actions as A
from venus_tasks.env.console import EmulatorConsole, console_port


@pytest.fixture
def console(sim_server, ready_device):
    return EmulatorConsole(sim_server.host, console_port(ready_device.serial))


def _noisy(env, console, kind, step=0, **args):
    noisy = NoisyEnv(env, [NoiseEvent(kind, Trigger(step=step), args)], console)
    noisy.begin_episode()
    return noisy


def test_every_builtin_kind_is_registered():
    assert noise_kinds() == ["call", "crash", "numb", "popup", "rotation", "sms"]
    with pytest.raises(KeyError, match="registered kinds: call, crash"):
        injector_class("earthquake")


def test_incoming_call_rings_until_cancelled_and_is_undone(env, console):
    noisy = _noisy(env, console, "call", number="5551234567", ring_steps=2)
    noisy.observe(0)
    assert env.device.call_state() == 1
    assert noisy.events[0]["what"] == "fired" and noisy.events[0]["call_state"] == 1
    noisy.observe(1)
    noisy.observe(2)                                   # the caller gives up after 2 steps
    assert env.device.call_state() == 0 and noisy.events[-1]["what"] == "follow_up"
    noisy = _noisy(env, console, "call", number="5551234567", ring_steps=0)
    noisy.observe(0)
    noisy.end_episode()
    assert env.device.call_state() == 0


def test_a_fired_call_names_the_call_log_as_what_it_writes(env, console):
    """``NoisyEnv.noise_writes``: the stores the fired events change by themselves, for the
    state guard (``VenusTask.allowed_changes``); kept after ``end_episode`` (the task is
    scored after the noise is undone); an event not yet fired names nothing."""
    noisy = _noisy(env, console, "call", step=1, number="5551234567", ring_steps=1)
    noisy.observe(0)
    assert noisy.noise_writes == ()
    noisy.observe(1)
    noisy.observe(2)
    noisy.end_episode()
    assert noisy.noise_writes == ("call_log:calls",)
    assert injector_class("sms").writes == ("sms:messages",) and injector_class("crash").writes == ()


def test_crash_shows_the_dialog_and_is_dismissed(env, console):
    env.open_app("Markor")
    noisy = _noisy(env, console, "crash", app="markor")
    noisy.observe(0)
    assert noisy.events[0]["focus"] == "Application Error: net.gsantner.markor"
    noisy.end_episode()
    assert not (env.device.focused_window() or "").startswith("Application Error")


def test_popup_app_comes_to_the_front(env, console):
    env.open_app("Markor")
    noisy = _noisy(env, console, "popup", mode="app", app="clock")
    noisy.observe(0)
    assert noisy.events[0]["foreground"] == "com.google.android.deskclock"
    assert env.device.current_package() == "com.google.android.deskclock"
    noisy.end_episode()


def test_events_due_at_the_same_step_all_read_back(env, console):
    """``--noise call,rotation,popup`` fires all three at one step: the app pops up under
    the ringing call's full-screen UI, and its read-back is the focused app beneath (it
    was ``NoiseNotShownError`` on every try, so the noisy twin never had a result)."""
    env.open_app("Markor")
    events = [NoiseEvent("call", Trigger(step=1), {"number": "5551234567", "ring_steps": 0}),
              NoiseEvent("rotation", Trigger(step=1), {"back_after": 2}),
              NoiseEvent("popup", Trigger(step=1), {"mode": "app", "app": "clock"})]
    noisy = NoisyEnv(env, events, console)
    noisy.begin_episode()
    noisy.observe(0)
    noisy.observe(1)
    fired = {e["kind"]: e for e in noisy.events if e["what"] == "fired"}
    assert sorted(fired) == ["call", "popup", "rotation"]
    assert fired["popup"]["foreground"] == "com.google.android.dialer"
    assert fired["popup"]["focused_app"] == "com.google.android.deskclock"
    noisy.end_episode()
    assert env.device.call_state() == 0


def test_popup_notification_is_an_sms_heads_up_and_is_taken_back(env, console):
    sms.make_default_sms_app(env.device)
    # an episode's settings baseline puts the legacy setting back; the role stays
    env.device.settings_put("secure", "sms_default_application", "com.google.android.apps.messaging")
    env.open_app("Markor")
    before = env.device.screenshot()
    noisy = _noisy(env, console, "popup", mode="notification", sender="72345", text="Flash sale")
    noisy.observe(0)
    assert noisy.events[0]["notification"].startswith("0|com.simplemobiletools.smsmessenger|")
    # the heads-up is drawn over the top of the app (the screenshot) without taking focus
    top = slice(0, before.shape[0] // 8)
    assert (env.device.screenshot()[top] != before[top]).any()
    assert env.device.current_package() == "net.gsantner.markor"
    noisy.end_episode()
    assert "Flash sale" not in [r["body"] for r in env.device.content_query("content://sms", ("body",))]
    assert "smsmessenger" not in env.device.run(["cmd", "notification", "list"])


def test_numb_drops_k_actions_then_acts_again(env, console):
    noisy = _noisy(env, console, "numb", step=1, k=2)
    outcomes = []
    for step in range(4):
        noisy.observe(step)
        outcomes.append(noisy.execute(A.JSONAction(A.NAVIGATE_HOME)))
    assert outcomes == [None, "numb", "numb", None]
    assert [e["what"] for e in noisy.events] == ["fired", "dropped", "dropped"]
    assert noisy.events[1]["action"] == {"action_type": "navigate_home"}


def test_rotation_goes_landscape_and_back(env, console):
    noisy = _noisy(env, console, "rotation", back_after=2)
    noisy.observe(0)
    assert env.device.rotation() == 1 and noisy.events[0]["rotation"] == 1
    obs = noisy.observe(1)
    assert obs.screenshot.shape[1] > obs.screenshot.shape[0]          # the agent sees landscape
    noisy.observe(2)
    assert env.device.rotation() == 0
    noisy = _noisy(env, console, "rotation", back_after=0)
    noisy.observe(0)
    noisy.end_episode()
    assert env.device.rotation() == 0


def test_triggers_by_time_foreground_and_typed_text(env, console):
    now = [0.0]
    events = [NoiseEvent("numb", Trigger(after_s=5.0), {"k": 1}),
              NoiseEvent("numb", Trigger(foreground="markor"), {"k": 1})]
    noisy = NoisyEnv(env, events, console, clock=lambda: now[0])
    noisy.begin_episode()
    noisy.observe(0)
    assert noisy.events == []
    env.open_app("Markor")
    noisy.observe(1)                                # sees Markor in front at step 1
    noisy.observe(2)
    assert [e["trigger"] for e in noisy.events] == [{"foreground": "markor"}]
    now[0] = 6.0
    noisy.observe(3)
    assert noisy.events[-1]["trigger"] == {"after_s": 5.0}


def test_specs_draw_the_same_events_from_the_same_seed():
    specs = [NoiseSpec("call", step=(2, 9)), NoiseSpec("rotation", step=(3, 8)), NoiseSpec("popup", step=(1, 5)),
             NoiseSpec("numb", on_screen="{name}"), NoiseSpec("crash", after_s=(5.0, 20.0))]
    draw = lambda seed: [s.draw(random.Random(seed), {"name": "Lunch"}, ("pro expense",)).as_json() for s in specs]  # noqa: E731
    assert draw(1) == draw(1) and draw(1) != draw(2)
    assert draw(1)[3]["trigger"] == {"on_screen": "Lunch"} and draw(1)[4]["args"] == {"app": "pro expense"}


def test_string_args_are_templates_over_the_params():
    spec = NoiseSpec("sms", step=(2, 2), args={"number": "{senders[1]}", "text": "Code {code}, not {{code}}"})
    event = spec.draw(random.Random(0), {"senders": ["5550000001", "5550000002"], "code": 4721}, ())
    assert event.args == {"number": "5550000002", "text": "Code 4721, not {code}"}


def test_a_range_argument_is_drawn_per_instance():
    spec = NoiseSpec("numb", step=(3, 3), args={"k": (8, 15)})
    drawn = {spec.draw(random.Random(seed), {}, ()).args["k"] for seed in range(60)}
    assert drawn == set(range(8, 16))
    assert spec.draw(random.Random(5), {}, ()) == spec.draw(random.Random(5), {}, ())


def test_incoming_sms_lands_in_the_inbox(env, console):
    noisy = _noisy(env, console, "sms", number="5557654321", text="Your parcel is out for delivery.")
    noisy.observe(0)
    assert noisy.events[0]["in_inbox"] is True
    rows = env.device.content_query("content://sms/inbox", ("address", "body"))
    assert {"address": "5557654321", "body": "Your parcel is out for delivery."} in rows
    noisy.end_episode()
