"""First-run screens: a new device's apps open on onboarding pages and permission or role
dialogs until ``--setup_device`` clicks through them (AndroidWorld
``env/setup_device/apps.py``), and the snapshots it saves start every episode past them."""

from __future__ import annotations

import dataclasses
import os
import re
import signal

import pytest

import apps
from venus_tasks import onboarding, registry
from venus_tasks import setup_device as sd
from venus_tasks.env.device import Device
from venus_tasks.env.env import VenusEnv
from venus_tasks.env.observation import parse_ui_dump
from venus_tasks.sim import SimServer
from tests.sim.real_adb import clients, run_adb, stray_processes

EXPENSE = apps.get_app("pro expense")


def _texts(device) -> set[str]:
    return {e.text for e in parse_ui_dump(device.ui_dump()) if e.text}


@pytest.fixture()
def fresh():
    """A device as a new AVD boots: every app still on its first-run screens."""
    with SimServer(onboarded=False) as server:
        yield Device(server.serials[0], server.host, server.port)


def _first_screen_of_episode(device) -> set[str]:
    """Initialise a Pro Expense task, open the app as an agent's first action would, and
    read the screen."""
    cls = registry.select("venus", ("RefusalExpenseDelete",))[0]
    task = cls(cls.generate_random_params(3))
    env = VenusEnv(device, wait_seconds=0)
    task.initialize_task(env)
    device.start_activity(EXPENSE.activity)
    return _texts(device)


def test_without_the_click_through_an_episode_opens_on_onboarding(fresh, monkeypatch):
    monkeypatch.setattr(onboarding, "click_through", lambda device, app, **kw: [])
    assert sd.setup_device(fresh, None).ok
    assert {"NEXT", "Track your expenses"} <= _first_screen_of_episode(fresh)


def test_setup_clicks_through_every_app_and_episodes_start_past_it(fresh):
    shown = {}
    for app in apps.catalogue():
        if app.first_run:
            fresh.start_activity(app.activity)
            shown[app.package] = _texts(fresh)
            fresh.keyevent("KEYCODE_HOME")
    assert "Welcome to Chrome" in shown["com.android.chrome"]
    assert all(app.first_run[0] in shown[app.package] for app in apps.catalogue() if app.first_run)
    report = sd.setup_device(fresh, None)
    assert report.ok, report.failed
    assert report.onboarded == {a.package: list(a.first_run) for a in apps.catalogue() if a.first_run}
    for app in apps.catalogue():
        if app.first_run:
            fresh.start_activity(app.activity)
            assert app.first_run[0] not in _texts(fresh) - {"OK", "Allow"}, app.name
            fresh.keyevent("KEYCODE_HOME")
    texts = _first_screen_of_episode(fresh)
    assert "Track your expenses" not in texts and "NEXT" not in texts
    fresh.start_activity(apps.get_app("chrome").activity)
    assert "Welcome to Chrome" not in _texts(fresh)
    # the SMS role dialog's "Set as default" made SMS Messenger the default SMS app
    assert fresh.settings_get("secure", "sms_default_application") == "com.simplemobiletools.smsmessenger"


def test_pm_clear_brings_the_screens_back_and_the_snapshot_takes_them_away(fresh):
    assert sd.setup_device(fresh, None).ok
    fresh.clear_app(EXPENSE.package)
    fresh.start_activity(EXPENSE.activity)
    assert "Track your expenses" in _texts(fresh)
    sd.restore_snapshot(fresh, EXPENSE)
    fresh.start_activity(EXPENSE.activity)
    assert "Track your expenses" not in _texts(fresh)


def test_a_button_that_never_appears_is_a_clear_error(fresh):
    app = dataclasses.replace(EXPENSE, first_run=("NEXT", "Nope"))
    with pytest.raises(onboarding.FirstRunError, match=r"'Nope' did not appear within 0 s after \['NEXT'\]"):
        onboarding.click_through(fresh, app, wait_s=0.2, poll_s=0.05)
    assert fresh.current_package() != EXPENSE.package     # the app was stopped


def test_the_real_adb_client_sees_the_onboarding_screen_and_taps_past_it(tmp_path):
    """Through the adb binary adbutils ships (where present): a new device opens Pro
    Expense on its first page; tapping NEXT's centre moves to the next page."""
    if not clients():
        pytest.skip("no adb client (adbutils wheel or PATH)")
    home = tmp_path / "home"
    home.mkdir()
    with SimServer(onboarded=False) as server:
        adb = run_adb(clients()[0], server.port, server.serials[0], str(home))
        try:
            def screen() -> str:
                adb("shell", "uiautomator", "dump", "/sdcard/fr.xml")
                return adb("shell", "cat", "/sdcard/fr.xml").stdout.decode()
            adb("shell", "am", "start", "-n", EXPENSE.activity)
            xml = screen()
            assert 'text="Track your expenses"' in xml
            x1, y1, x2, y2 = map(int, re.search(r'text="NEXT"[^>]*bounds="\[(\d+),(\d+)\]\[(\d+),(\d+)\]"', xml).groups())
            adb("shell", "input", "tap", str((x1 + x2) // 2), str((y1 + y2) // 2))
            assert 'text="CONTINUE"' in screen()
        finally:
            strays = stray_processes(str(home))
            for pid in strays:
                os.kill(pid, signal.SIGKILL)
            assert not strays, f"adb left processes behind: {strays}"
