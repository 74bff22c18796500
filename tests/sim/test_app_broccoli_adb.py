"""Broccoli's recipe editor driven through the real ``adb`` client (the binary in the
adbutils wheel) as an AndroidWorld agent drives an emulator: ``uiautomator dump`` and
``cat`` for the screen, ``input tap``/``input text``/``input keyevent`` for actions, and
the row read back with ``su 0 sqlite3`` on the app's database (AndroidWorld reads Broccoli's
``recipes`` table the same way: ``task_evals/single/recipe.py``)."""

from __future__ import annotations

import os
import signal

import pytest

from apps import broccoli as B
from venus_tasks.env.observation import parse_ui_dump
from real_adb import clients, run_adb, stray_processes

CLIENTS = clients()


@pytest.mark.skipif(not CLIENTS, reason="no adb client (adbutils wheel or PATH)")
def test_a_recipe_added_with_the_real_adb_client_is_in_the_database(server, tmp_path):
    home = str(tmp_path / "home")
    os.makedirs(home)
    adb = run_adb(CLIENTS[0], server.port, server.serials[0], home)

    def screen():
        adb("shell", "uiautomator", "dump")
        return parse_ui_dump(adb("shell", "cat", "/sdcard/window_dump.xml").stdout.decode())

    def tap(label: str) -> None:
        hit = next((e for e in screen() if label in (e.text, e.content_description)), None)
        assert hit is not None, (label, [e.describe() for e in screen()])
        adb("shell", "input", "tap", *map(str, hit.bbox.center))

    try:
        adb("shell", "am", "start", "-n", B.APP.activity)
        tap("New Recipe")
        tap("Title")
        adb("shell", "input", "text", "Fish%stacos")
        tap("Time")
        adb("shell", "input", "text", "25%smin")
        adb("shell", "input", "keyevent", "KEYCODE_BACK")       # hides the keyboard; the form stays
        assert [e.text for e in screen() if e.resource_id.endswith("/new_preparation_time")] == ["25 min"]
        tap("SAVE")                                              # the list opens the new recipe
        assert [e.text for e in screen() if e.resource_id.endswith("/details_preparation_time")] == ["25 min"]
        adb("shell", "input", "keyevent", "KEYCODE_BACK")
        assert [e.text for e in screen() if e.resource_id.endswith("/card_text_view_title")] == ["Fish tacos"]
        out = adb("shell", "su", "0", "sqlite3", B.DB_PATH,
                  "'SELECT title, preparationTime, servings, favorite FROM recipes'").stdout
        assert out == b"Fish tacos|25 min||0\n"
    finally:
        strays = stray_processes(home)
        for pid in strays:
            os.kill(pid, signal.SIGKILL)
        assert not strays, f"adb left processes behind: {strays}"
