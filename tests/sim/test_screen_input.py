"""wm / input / screencap / uiautomator: WindowManagerShellCommand formats, the
uiautomator dump XML of AccessibilityNodeInfoDumper, and taps on the rendered screen
(``InputShellCommand``)."""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET

from PIL import Image

from venus_tasks.sim.shell import run_split

ATTR_ORDER = ["index", "text", "resource-id", "class", "package", "content-desc", "checkable",
              "checked", "clickable", "enabled", "focusable", "focused", "scrollable",
              "long-clickable", "password", "selected", "bounds"]


def png_size(model) -> tuple[int, int]:
    out, err, code = run_split(model, "screencap -p")
    assert out.startswith(b"\x89PNG\r\n\x1a\n") and code == 0
    img = Image.open(io.BytesIO(out))
    assert img.mode == "RGBA"
    return img.size


def dump(sh) -> str:
    assert sh("uiautomator dump") == ("UI hierchary dumped to: /sdcard/window_dump.xml\n", "", 0)
    return sh("cat /sdcard/window_dump.xml")[0]


def bounds_of(xml: str, text: str) -> tuple[int, int]:
    m = re.search(rf'text="{re.escape(text)}"[^>]*bounds="\[(\d+),(\d+)\]\[(\d+),(\d+)\]"', xml)
    l, t, r, b = map(int, m.groups())
    return (l + r) // 2, (t + b) // 2


def test_wm_size_and_density(sh):
    assert sh("wm size") == ("Physical size: 1080x2400\n", "", 0)
    assert sh("wm size 1600x2560") == ("", "", 0)
    assert sh("wm size") == ("Physical size: 1080x2400\nOverride size: 1600x2560\n", "", 0)
    assert sh("wm size 16x") == ("", "Error: bad size 16x\n", 255)
    assert sh("wm size reset; wm size") == ("Physical size: 1080x2400\n", "", 0)
    assert sh("wm density") == ("Physical density: 420\n", "", 0)
    assert sh("wm density 320; wm density") == (
        "Physical density: 420\nOverride density: 320\n", "", 0)


def test_screencap_follows_size_and_rotation(sh, model):
    assert png_size(model) == (1080, 2400)
    sh("wm size 1600x2560")
    assert png_size(model) == (1600, 2560)
    sh("settings put system accelerometer_rotation 0; settings put system user_rotation 1")
    assert png_size(model) == (2560, 1600)
    assert sh("dumpsys window | grep mCurrentRotation") == ("    mCurrentRotation=ROTATION_90\n", "", 0)
    assert re.search(r"orientation=(\d)", sh("dumpsys display")[0]).group(1) == "1"
    assert '<hierarchy rotation="1">' in dump(sh)
    sh("settings put system accelerometer_rotation 1")
    assert png_size(model) == (1600, 2560)


def test_night_mode_darkens_the_screen(sh, model):
    light = Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).getpixel((540, 2300))
    sh("cmd uimode night yes")
    dark = Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).getpixel((540, 2300))
    assert sum(dark[:3]) < 150 < sum(light[:3])


def test_screencap_to_file(sh):
    assert sh("screencap -p /sdcard/s.png && stat -c %s /sdcard/s.png")[2] == 0
    assert sh("head -c 4 /sdcard/s.png | tail -c 3") == ("PNG", "", 0)


def test_uiautomator_xml_shape(sh, model):
    xml = dump(sh)
    assert xml.startswith("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>"
                          '<hierarchy rotation="0"><node index="0" text="" resource-id="" '
                          'class="android.widget.FrameLayout" '
                          'package="com.google.android.apps.nexuslauncher"')
    assert "\n" not in xml and xml.endswith("</hierarchy>")
    for tag in re.findall(r"<node [^>]*>", xml):
        names = re.findall(r' ([\w-]+)="', " " + tag[5:])
        assert [n for n in names if n != "NAF"] == ATTR_ORDER
    root = ET.fromstring(xml)
    labels = {n.get("text") for n in root.iter("node") if n.get("clickable") == "true"}
    launchable = {p.label for p in model.packages.launchable()}
    assert launchable <= labels
    assert sh("uiautomator dump /data/local/tmp/u.xml") == (
        "UI hierchary dumped to: /data/local/tmp/u.xml\n", "", 0)


def test_naf_on_clickable_nodes_without_text():
    from venus_tasks.sim.screen.tree import Screen, UiNode
    from venus_tasks.sim.screen.uidump import dump as to_xml
    root = UiNode(package="p", bounds=(0, 0, 10, 10))
    root.add(UiNode(cls="android.widget.ImageButton", clickable=True, bounds=(0, 0, 5, 5)))
    root.add(UiNode(cls="android.widget.Button", clickable=True, text="OK", bounds=(5, 5, 9, 9)))
    xml = to_xml(Screen(10, 10, 0, False, 420, 1, "", root))
    assert '<node NAF="true" index="0" text="" resource-id="" class="android.widget.ImageButton" ' \
           'package="p" ' in xml
    assert '<node index="1" text="OK" ' in xml
    assert xml.count(" />") == 2


def test_tap_icon_back_home(sh):
    x, y = bounds_of(dump(sh), "Pro Expense")
    assert sh(f"input tap {x} {y}") == ("", "", 0)
    assert "mCurrentFocus=Window{" in sh("dumpsys window")[0]
    assert "com.arduia.expense/com.arduia.expense.ui.MainActivity}" in sh(
        "dumpsys window | grep mCurrentFocus")[0]
    assert 'text="Expense Logs"' in dump(sh)           # the toolbar title of the app screen
    sh("input keyevent KEYCODE_BACK")
    assert "nexuslauncher" in sh("dumpsys window | grep mCurrentFocus")[0]


def test_input_text_needs_a_focused_field(sh):
    assert sh("input text hello") == ("", "", 0)          # nothing focused: ignored
    assert 'text="Search apps"' in dump(sh)
    x, y = bounds_of(dump(sh), "Search apps")
    sh(f"input tap {x} {y}; input text 'Pro%sEx'")
    xml = dump(sh)
    assert 'text="Pro Ex"' in xml and 'focused="true"' in xml
    icons = {n.get("text") for n in ET.fromstring(xml).iter("node")
             if n.get("class") == "android.widget.TextView"}
    assert icons == {"Pro Expense"}
    sh("input keyevent KEYCODE_DEL; input keyevent 3")
    assert 'text="Search apps"' in dump(sh)


def test_settings_toggle_by_tap(sh):
    sh("am start -n com.android.settings/.Settings")
    for label in ("Display",):
        sh("input tap %d %d" % bounds_of(dump(sh), label))
    xml = dump(sh)
    assert re.search(r'text="Brightness level"', xml) and 'text="83%"' in xml  # 102/255 on the HLG slider
    sh("input keyevent KEYCODE_BACK")
    for label in ("Connected devices", "Connection preferences", "Bluetooth"):
        sh("input tap %d %d" % bounds_of(dump(sh), label))
    x, y = bounds_of(dump(sh), "Use Bluetooth")
    sh(f"input tap {x} {y}")
    assert sh("settings get global bluetooth_on") == ("1\n", "", 0)
    assert 'checked="true"' in dump(sh).split('text="Use Bluetooth"')[1].split("</node>")[0]


def test_input_errors(sh):
    out, err, code = sh("input tap x y")
    assert (out, code) == ("", 255)
    assert err.startswith("\nException occurred while executing 'tap':\n"
                          "java.lang.IllegalArgumentException: Error: Invalid arguments for command: tap\n")
    assert sh("input swipe 1 2 3 4 100; input keycombination 113 29") == ("", "", 0)
