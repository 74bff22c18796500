"""The app screens of ``sim/apps_ui`` agree between ``screencap`` and ``uiautomator dump``
in every display variant: each dumped element lies on the screen and each text element
has pixels drawn inside its bounds -- in portrait, night mode, landscape and a small
``wm size``/``wm density``."""

from __future__ import annotations


import pytest

from apps import expense
from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements
from venus_tasks.sim.storage import appdata

VARIANTS = {
    "portrait": "",
    "night": "cmd uimode night yes",
    "landscape": "settings put system accelerometer_rotation 0; settings put system user_rotation 1",
    "small": "wm size 720x1280; wm density 280",
}
STOP = "am force-stop com.arduia.expense; am force-stop net.gsantner.markor; am force-stop com.android.settings"


def tap(sh, text=None, rid=None):
    for _ in range(6):
        e = next((e for e in elements(sh) if (text is None or e.text == text)
                  and (rid is None or e.resource_id.endswith("/" + rid))), None)
        if e is not None:
            sh("input tap %d %d" % e.bbox.center)
            return
        sh("input swipe 300 900 300 400 300")                          # scroll the page down
    raise AssertionError((text, rid))


def _seed(sh, model):
    sh("am start -n com.arduia.expense/.ui.MainActivity")
    con = appdata.load_db(model.vfs.read(expense.DB_PATH))
    for i in range(15):
        con.execute("INSERT INTO expense (name, amount, category, note, created_date, modified_date) "
                    "VALUES (?, ?, 3, 'note', ?, ?)", (f"Item {i}", 100 * i + 5, 1697383440000 - i, 0))
    model.vfs.write(expense.DB_PATH, appdata.dump_db(con))
    con.close()
    model.vfs.mkdir("/sdcard/Documents/Markor/Trips", parents=True)
    model.vfs.write("/sdcard/Documents/Markor/Trips/lisbon.md", b"# Lisbon\n\nBudget: $1,200\n" + b"- day\n" * 80)


SCREENS = {
    "expense list": ("am start -n com.arduia.expense/.ui.MainActivity", ()),
    "expense entry": ("am start -n com.arduia.expense/.ui.MainActivity", ((None, "fb_main_add"),)),
    "expense detail": ("am start -n com.arduia.expense/.ui.MainActivity", (("Item 1", None),)),
    "expense delete": ("am start -n com.arduia.expense/.ui.MainActivity", (("Item 1", None), (None, "btn_delete"))),
    "markor folder": ("am start -n net.gsantner.markor/.activity.MainActivity", (("Trips", None),)),
    "markor note": ("am start -n net.gsantner.markor/.activity.MainActivity", (("Trips", None), ("lisbon.md", None))),
    "settings": ("am start -n com.android.settings/.Settings", ()),
    "display": ("am start -n com.android.settings/.Settings", (("Display", None),)),
    "brightness": ("am start -n com.android.settings/.Settings", (("Display", None), ("Brightness level", None))),
    "dnd": ("am start -n com.android.settings/.Settings", (("Sound & vibration", None), ("Do Not Disturb", None))),
}


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_dump_and_screenshot_agree(sh, model, variant):
    _seed(sh, model)
    sh(VARIANTS[variant])
    for name, (start, taps) in SCREENS.items():
        sh(STOP + "; " + start)
        for text, rid in taps:
            tap(sh, text, rid)
        assert_dump_matches_screenshot(sh, model, (variant, name))
