"""Home-screen folders on the simulated Pixel launcher: ``apps.launcher`` writes them into
Launcher3's ``favorites`` table, the launcher draws a tile per folder before the apps,
a tap opens the folder's panel with its apps in rank order, a tap on an app starts it,
BACK / HOME / a tap outside close the panel, and ``remove_folders`` takes them away."""

from __future__ import annotations

import numpy as np

from apps import launcher
from venus_tasks.env import actions as A
from venus_tasks.solvers import bc_app_screens as R

TOOLS = ["org.tasks", "net.gsantner.markor", "org.videolan.vlc", "com.simplemobiletools.calculator",
         "com.zell_mbc.medilog"]


def _els(env, step=0):
    return env.observe(step).ui_elements


def _tap(env, el):
    env.execute(A.JSONAction(A.CLICK, x=el.bbox.center[0], y=el.bbox.center[1]))


def _folder_tile(els, title):
    return next((e for e in els if (e.content_description or "").startswith(f"Folder: {title},")), None)


def test_folders_are_tiles_that_open_list_their_apps_and_close(env):
    launcher.add_folders(env.device, {"Tools": TOOLS, "Media": ["org.videolan.vlc", "org.tasks"]})
    try:
        els = _els(env)
        tools, media = _folder_tile(els, "Tools"), _folder_tile(els, "Media")
        assert tools.content_description == "Folder: Tools, 4 or more items"
        assert media.content_description == "Folder: Media, 2 items"
        assert tools.bbox.y_min <= media.bbox.y_min and els.index(tools) < els.index(media)
        _tap(env, tools)
        els = _els(env, 1)
        name = next(e for e in els if e.resource_id.endswith("folder_name"))
        assert name.text == "Tools"
        tiles = [e for e in els[els.index(name) + 1:] if e.text and e.text == e.content_description]
        assert [t.text for t in tiles] == ["Tasks", "Markor", "VLC", "Calculator", "MediLog"]
        shot = np.asarray(env.observe(2).screenshot)
        # the panel draws each app's own icon: Tasks' is blue, VLC's orange
        assert R.icon_family(shot, tiles[0].bbox) == "blue" and R.icon_family(shot, tiles[2].bbox) == "orange"
        env.execute(A.JSONAction(A.NAVIGATE_BACK))
        assert not any(e.resource_id.endswith("folder_name") for e in _els(env, 3))
        _tap(env, _folder_tile(_els(env, 4), "Media"))
        env.execute(A.JSONAction(A.NAVIGATE_HOME))
        assert not any(e.resource_id.endswith("folder_name") for e in _els(env, 5))
        _tap(env, _folder_tile(_els(env, 6), "Tools"))
        els = _els(env, 7)
        name = next(e for e in els if e.resource_id.endswith("folder_name"))
        _tap(env, next(e for e in els[els.index(name) + 1:] if e.text == "Markor"))   # the panel's, not the grid's
        assert env.device.current_package() == "net.gsantner.markor"
    finally:
        launcher.remove_folders(env.device)
    assert _folder_tile(_els(env, 8), "Tools") is None and _folder_tile(_els(env, 8), "Media") is None


def test_a_folder_needs_apps():
    try:
        launcher.add_folders(None, {"Empty": []})
    except ValueError as e:
        assert "Empty" in str(e)
    else:
        raise AssertionError("an empty folder was accepted")

