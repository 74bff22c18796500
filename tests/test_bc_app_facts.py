"""The facts the find-the-app BC tasks decide with (``tasks/bc_app_facts``) against what the
simulated device shows, read by the same screen readers the GUI solvers use
(``solvers/bc_app_screens``); the readers themselves on real-shaped elements; and the
launcher's home-screen folders (``apps/launcher``, ``sim/screen/launcher``)."""

from __future__ import annotations

import sqlite3
import tempfile

import pytest

from apps import icons, launcher
from venus_tasks.env import actions as A
from venus_tasks.env.observation import BoundingBox, UIElement
from venus_tasks.solvers import bc_app_screens as R
from venus_tasks.tasks import bc_app_facts as F

W, H = 1080, 2400


def _el(text="", desc="", cls="android.widget.TextView", rid="", box=(0, 0, 10, 10)):
    return UIElement(text=text, content_description=desc, class_name=cls, resource_id=rid, bbox=BoundingBox(*box))


# ------------------------------------------------------------------ the readers
def test_search_bar_is_a_wide_field_not_an_icon():
    assert R.search_bar([_el("Search contacts", box=(105, 126, 975, 189))], W, H)
    assert R.search_bar([_el("", cls="android.widget.EditText", box=(42, 105, 1038, 252))], W, H)
    assert not R.search_bar([_el(desc="Search", cls="android.widget.ImageButton", box=(210, 95, 346, 231))], W, H)
    assert not R.search_bar([_el("Comment", cls="android.widget.EditText", box=(21, 514, 933, 640))], W, H)
    assert not R.search_bar([_el("Search settings", box=(147, 1500, 996, 1560))], W, H)   # not at the top


def test_floating_button_adds_something_at_the_bottom_right():
    assert R.floating_button([_el(desc="New Recipe", cls="android.widget.ImageButton", box=(891, 2211, 1038, 2358))], W, H)
    assert R.floating_button([_el(rid="org.tasks:id/fab", cls="android.widget.ImageButton",
                                  box=(891, 2127, 1038, 2274))], W, H)
    assert not R.floating_button([_el(desc="My location", cls="android.widget.ImageButton",
                                      box=(902, 2096, 1038, 2232))], W, H)
    assert not R.floating_button([_el(desc="Add", cls="android.widget.Button", box=(42, 2022, 300, 2169))], W, H)


def test_tab_row_is_shared_named_tabs_not_a_toolbar():
    nav = [_el(desc=name, box=(i * 216, 2190, (i + 1) * 216, 2400))
           for i, name in enumerate(("Video", "Audio", "Browse", "Playlists", "More"))]
    assert R.tab_row(nav, W, H) == ("bottom", ("Video", "Audio", "Browse", "Playlists", "More"))
    toolbar = [_el("Draw", box=(42, 100, 540, 173))] + [_el(desc=d, box=(576 + i * 126, 73, 702 + i * 126, 199))
                                                        for i, d in enumerate(("Save", "Clear", "Share"))]
    assert R.tab_row(toolbar, W, H) == ("", ())
    keypad = [_el(t, box=(i * 270, 2093, (i + 1) * 270, 2395)) for i, t in enumerate(("0", ".", "C", "="))]
    assert R.tab_row(keypad, W, H) == ("", ())
    assert R.app_version([_el("version 3.5.4")]) == "3.5.4" and R.app_version([_el("版本 6.1.0")]) == "6.1.0"
    assert R.app_version([_el("App details")]) == ""


# ------------------------------------------------------------------ the facts on the simulator
def test_every_launchable_app_has_facts():
    assert {f.package for f in F.FACTS} == {i.package for i in icons.ICONS}


def test_decided_only_where_device_and_simulator_agree():
    clock = F.BY_PACKAGE["com.google.android.deskclock"]
    assert F.fab(True).decided(clock) is None                   # Google Clock's button vs a centred one here
    gallery = F.BY_PACKAGE["com.simplemobiletools.gallery.pro"]
    assert F.search_bar(True).decided(gallery) is True           # MySearchMenu on both (since the likeness rebuild)
    calendar = F.BY_PACKAGE["com.simplemobiletools.calendar.pro"]
    assert F.search_bar(True).decided(calendar) is True          # MySearchMenu on both
    phone = F.BY_PACKAGE["com.google.android.dialer"]
    assert F.fab(True).decided(F.BY_PACKAGE["com.google.android.apps.messaging"]) is None
    assert F.fab(True).decided(phone) is True and F.tab("Timer").decided(phone) is False
    assert F.tab("Voicemail").decided(phone) is None           # a device's Google Phone shows it, AOSP's here not
    assert F.colour("orange").decided(F.BY_PACKAGE["com.android.settings"]) is None     # a dynamic colour
    assert F.colour("orange").decided(F.BY_PACKAGE["org.videolan.vlc"]) is True
    assert F.major_version(13).decided(F.BY_PACKAGE["org.tasks"]) is True
    assert F.version_below("4").decided(F.BY_PACKAGE["com.android.chrome"]) is None     # no version shown here


def test_main_screens_icons_and_versions_are_the_facts(env):
    """Each app's main screen, home-screen icon and App info version on the simulator are
    the ``sim`` half of its facts."""
    device = env.device
    env.execute(A.JSONAction(A.NAVIGATE_HOME))
    home = env.observe(0)
    tiles = {e.text: e for e in home.ui_elements if e.text and e.text == e.content_description}
    wrong = []
    for f in F.FACTS:
        if R.icon_family(home.screenshot, tiles[f.label].bbox) != f.family:
            wrong.append(f"{f.label}: icon")
        device.run(f"monkey -p {f.package} -c android.intent.category.LAUNCHER 1")
        obs = env.observe(1)
        els = obs.ui_elements
        where, tabs = R.tab_row(els, *obs.screen_size)
        got = (R.search_bar(els, *obs.screen_size), R.floating_button(els, *obs.screen_size), tabs)
        if got != (f.search_bar[1], f.fab[1], f.tabs[1]):
            wrong.append(f"{f.label}: screen {got} != {(f.search_bar[1], f.fab[1], f.tabs[1])}")
        device.run(["am", "start", "-a", "android.settings.APPLICATION_DETAILS_SETTINGS", "-d", f"package:{f.package}"])
        obs = env.observe(2)
        env.execute(A.JSONAction(A.SCROLL, direction="down"), obs.ui_elements, obs.screen_size)
        if R.app_version(env.observe(3).ui_elements) != f.version[1]:
            wrong.append(f"{f.label}: version")
        env.execute(A.JSONAction(A.NAVIGATE_HOME))
        device.run(f"am force-stop {f.package}; am force-stop com.android.settings")
    assert wrong == []


# ------------------------------------------------------------------ folders on the home screen
def test_a_folder_is_written_to_launcher3s_table_and_shown(env):
    device = env.device
    launcher.add_folders(device, {"Tools": ["org.videolan.vlc", "org.tasks", "net.gsantner.markor", "com.arduia.expense"],
                                  "Misc": ["com.flauschcode.broccoli"]})
    try:
        with tempfile.NamedTemporaryFile(suffix=".db") as tmp:
            tmp.write(device.pull_bytes(f"{launcher.DB_DIR}/launcher.db"))
            tmp.flush()
            rows = sqlite3.connect(tmp.name).execute(
                "SELECT title, intent, container, itemType, rank FROM favorites ORDER BY _id").fetchall()
        assert rows[0][2:4] == (-100, 2) and rows[0][0] == "Tools"
        assert rows[1] == ("VLC", "#Intent;action=android.intent.action.MAIN;category=android.intent.category.LAUNCHER;"
                           "launchFlags=0x10200000;component=org.videolan.vlc/org.videolan.vlc.gui.MainActivity;end", launcher.FIRST_ID, 0, 0)
        env.execute(A.JSONAction(A.NAVIGATE_HOME))
        obs = env.observe(0)
        descs = [e.content_description for e in obs.ui_elements if e.content_description.startswith("Folder:")]
        assert descs == ["Folder: Tools, 4 or more items", "Folder: Misc, 1 items"]
        tile = next(i for i, e in enumerate(obs.ui_elements) if e.content_description.startswith("Folder: Tools"))
        env.execute(A.JSONAction(A.CLICK, index=tile), obs.ui_elements, obs.screen_size)
        obs = env.observe(1)
        name = next(i for i, e in enumerate(obs.ui_elements) if e.resource_id.endswith("folder_name"))
        assert [e.text for e in obs.ui_elements[name + 1:]] == ["VLC", "Tasks", "Markor", "Pro Expense"]
        env.execute(A.JSONAction(A.NAVIGATE_BACK))
        assert not any(e.resource_id.endswith("folder_name") for e in env.observe(2).ui_elements)   # BACK closes it
        obs = env.observe(3)
        env.execute(A.JSONAction(A.CLICK, index=tile), obs.ui_elements, obs.screen_size)
        obs = env.observe(4)
        tasks = next(i for i, e in enumerate(obs.ui_elements) if e.text == "Tasks" and i > name)
        env.execute(A.JSONAction(A.CLICK, index=tasks), obs.ui_elements, obs.screen_size)
        assert device.current_package() == "org.tasks"
        env.execute(A.JSONAction(A.NAVIGATE_HOME))
        assert not any(e.resource_id.endswith("folder_name") for e in env.observe(5).ui_elements)
    finally:
        launcher.remove_folders(device)
    env.execute(A.JSONAction(A.NAVIGATE_HOME))
    assert not any(e.content_description.startswith("Folder:") for e in env.observe(6).ui_elements)


def test_a_folder_needs_apps_of_the_catalogue(env):
    with pytest.raises(ValueError, match="at least one app"):
        launcher.add_folders(env.device, {"Empty": []})
    with pytest.raises(KeyError, match="unknown app"):
        launcher.add_folder(env.device, "Odd", ["com.example.none"])
