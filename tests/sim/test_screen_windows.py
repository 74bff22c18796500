"""The window stack of the screen model: crash dialog, call screen, heads-up and shade,
recents, list scrolling, locale, density and rotation (no sockets: the shell runs on the
model directly)."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET

from PIL import Image

from tests.sim.ui_helpers import elements
from venus_tasks.sim.clock import DEFAULT_START
from venus_tasks.sim.shell import run_split
from venus_tasks.sim.telephony import deliver_sms

MARKOR = "am start -n net.gsantner.markor/.activity.MainActivity"


def find(sh, label):
    return next((e for e in elements(sh) if label in (e.text, e.content_description)), None)


def tap(sh, label):
    element = find(sh, label)
    assert element is not None, label
    x, y = element.bbox.center
    sh(f"input tap {x} {y}")


def focus(sh) -> str:
    return sh("dumpsys window | grep mCurrentFocus")[0].strip()


def freeze(model):
    ticks = [0]
    model.clock.__init__(DEFAULT_START, monotonic_ns=lambda: ticks[0])
    return ticks


def test_crash_dialog_app_info_opens_settings_details(sh, model):
    sh(MARKOR)
    sh("am crash net.gsantner.markor")
    assert model.activities.pid_of("net.gsantner.markor") is None
    xml = sh("uiautomator dump && cat /sdcard/window_dump.xml")[0]
    root = ET.fromstring(xml.split("\n", 1)[1])
    node = root.find("node")
    assert node.get("package") == "android"            # only the dialog window is dumped
    ids = {n.get("resource-id") for n in root.iter("node")}
    assert {"android:id/alertTitle", "android:id/aerr_app_info", "android:id/aerr_close"} <= ids
    tap(sh, "App info")
    assert "com.android.settings/com.android.settings.applications.InstalledAppDetails" in focus(sh)
    assert find(sh, "Markor") is not None and find(sh, "Force stop") is not None
    tap(sh, "Open")
    assert "net.gsantner.markor/" in focus(sh)


def test_crash_of_a_stopped_app_shows_nothing(sh):
    sh("am crash net.gsantner.markor")
    assert "nexuslauncher" in focus(sh)


def test_back_and_outside_tap_dismiss_the_dialog(sh):
    sh(MARKOR + "; am crash net.gsantner.markor")
    sh("input keyevent KEYCODE_BACK")
    assert "Application Error" not in focus(sh)
    sh(MARKOR + "; am crash net.gsantner.markor")
    sh("input tap 5 1200")                               # outside the dialog box
    assert "Application Error" not in focus(sh)


def test_call_screen_names_a_known_caller_and_formats_an_unknown_number(sh, model):
    model.contacts.add_contact("Dana Whitfield", "6505550123")
    model.telephony.ring("6505550123")
    assert [e.text for e in elements(sh) if e.resource_id.endswith(("contact_name", "bottom_text"))] == [
        "Dana Whitfield", "(650) 555-0123"]
    tap(sh, "Decline")
    model.telephony.ring("5558675309")
    assert [e.text for e in elements(sh) if e.resource_id.endswith(("contact_name", "bottom_text"))] == [
        "(555) 867-5309"]
    tap(sh, "Decline")


def test_call_screen_over_the_app_and_back_to_it(sh, model):
    sh(MARKOR)
    model.telephony.ring("+15550100")
    assert "InCallActivity" in focus(sh)
    sh("input keyevent KEYCODE_BACK")                    # a ringing call ignores BACK
    assert find(sh, "Incoming call") is not None
    tap(sh, "Answer")
    assert find(sh, "End call") is not None and model.telephony.call_state == 2
    sh("input keyevent KEYCODE_HOME")                    # the call goes on behind
    assert "nexuslauncher" in focus(sh) and model.telephony.call_state == 2
    sh("input keyevent KEYCODE_ENDCALL")
    assert model.telephony.call_state == 0 and model.telephony.calls[-1].type == 1


def test_a_shell_notification_never_peeks(sh, model):
    freeze(model)
    out = sh("cmd notification post -t Hello tag 'the body'")[0]
    assert out.startswith("posting:\n  Notification(channel=shell_cmd ")
    assert model.notifications.heads_up() is None and len(model.notifications.active) == 1
    assert "android.title=String (Hello)" in sh("dumpsys notification")[0]


def test_an_incoming_sms_peeks_five_seconds_of_device_time(sh, model):
    ticks = freeze(model)
    sh("cmd role add-role-holder android.app.role.SMS com.simplemobiletools.smsmessenger")
    deliver_sms(model, "5550147", "Flash sale today")
    note = model.notifications.heads_up()
    assert (note.package, note.title, note.text, note.channel) == (
        "com.simplemobiletools.smsmessenger", "5550147", "Flash sale today", "simple_sms_messenger")
    # the heads-up is drawn but never focused, so the app's window is what is dumped
    assert find(sh, "Flash sale today") is None and "nexuslauncher" in focus(sh)
    ticks[0] = 4_900 * 10**6
    assert model.notifications.heads_up() is not None
    ticks[0] = 5_100 * 10**6
    assert model.notifications.heads_up() is None and len(model.notifications.active) == 1


def test_tapping_an_sms_notification_opens_the_app_and_force_stop_cancels_it(sh, model):
    freeze(model)
    sh("cmd role add-role-holder android.app.role.SMS com.simplemobiletools.smsmessenger")
    deliver_sms(model, "5550147", "first")
    sh("input swipe 540 5 540 1400 300")                 # the shade
    tap(sh, "first")
    assert "smsmessenger" in focus(sh) and model.notifications.active == []
    deliver_sms(model, "5550147", "second")
    sh("am force-stop com.simplemobiletools.smsmessenger")
    assert model.notifications.active == []


def test_heads_up_off_by_setting(sh, model):
    freeze(model)
    sh("settings put global heads_up_notifications_enabled 0")
    deliver_sms(model, "5550147", "text")
    assert model.notifications.heads_up() is None and len(model.notifications.active) == 1


def test_shade_opens_from_the_top_edge_and_dismisses(sh, model):
    freeze(model)
    sh("cmd notification post -t One t1 first; cmd notification post -t Two t2 second")
    sh("input swipe 540 5 540 1400 300")
    assert focus(sh).endswith("u0 NotificationShade}")
    texts = [e.text for e in elements(sh) if e.text]
    assert texts.index("Two") < texts.index("One") and "Clear all" in texts
    two = find(sh, "Two")
    y = two.bbox.center[1]
    sh(f"input swipe 200 {y} 1000 {y} 200")              # swipe one away
    assert [n.tag for n in model.notifications.active] == ["t1"]
    sh("input keyevent KEYCODE_BACK")
    assert "NotificationShade" not in focus(sh)
    sh("input swipe 540 5 540 1400 300")
    tap(sh, "Clear all")
    assert model.notifications.active == [] and "NotificationShade" not in focus(sh)


def test_recents_lists_tasks_and_resumes_one(sh, model):
    sh("am start -n com.android.settings/.Settings; " + MARKOR)
    sh("input keyevent KEYCODE_APP_SWITCH")
    assert "nexuslauncher" in focus(sh)
    assert find(sh, "Markor") is not None                 # the most recent card, centred
    sh("input swipe 200 1200 1000 1200 300")              # older tasks come in from the left
    tap(sh, "Settings")
    assert "com.android.settings/" in focus(sh)
    sh("input keyevent KEYCODE_APP_SWITCH; input keyevent KEYCODE_BACK")
    assert "com.android.settings/" in focus(sh)


def test_recents_swipe_up_removes_and_empty_message(sh, model):
    sh(MARKOR + "; input keyevent 187")
    x, y = find(sh, "Markor").bbox.center
    sh(f"input swipe {x} {y} {x} 100 200")
    assert model.activities.recents() == []
    assert find(sh, "No recent items") is not None


def test_swipe_scrolls_a_long_list(sh, model):
    from apps import expense
    from venus_tasks.sim.storage import appdata
    sh("am start -n com.arduia.expense/.ui.MainActivity")      # creates the database
    con = appdata.load_db(model.vfs.read(expense.DB_PATH))
    for i in range(40):
        con.execute("INSERT INTO expense (name, amount, category, note, created_date, "
                    "modified_date) VALUES (?, ?, 1, '', ?, 0)", (f"Item {i:02d}", 100 * i + 5, -i))
    model.vfs.write(expense.DB_PATH, appdata.dump_db(con))
    con.close()
    first = [e.text for e in elements(sh) if e.text.startswith("Item")]
    assert first[0] == "Item 00" and find(sh, "0.05") is not None and len(first) < 40
    sh("input swipe 540 2000 540 800 300")
    second = [e.text for e in elements(sh) if e.text.startswith("Item")]
    assert second[0] > first[0] and second[0] in first   # the window moved, rows overlap
    for _ in range(10):
        sh("input swipe 540 2000 540 400 300")
    assert find(sh, "Item 39") is not None and find(sh, "39.05") is not None
    sh("input swipe 540 400 540 2300 300; " * 12)
    assert find(sh, "Item 00") is not None


def test_markor_lists_folders_then_notes(sh):
    sh("mkdir -p /sdcard/Documents/Markor/zeta /sdcard/Documents/Markor/Alpha")
    sh("echo a > /sdcard/Documents/Markor/b.md; echo b > /sdcard/Documents/Markor/a.txt")
    sh(MARKOR)
    texts = [e.text for e in elements(sh) if e.resource_id.endswith("_item__title")]
    assert texts == ["..", "Alpha", "zeta", "a.txt", "b.md"]
    descs = [e.text for e in elements(sh) if e.resource_id.endswith("_item__description")]
    assert descs[0] == "/storage/emulated/0/Documents" and descs[1].startswith("10/15/2023, ")   # folders: their time too (en-US, DateUtils NUMERIC_DATE)


def test_zh_cn_locale(sh, model):
    assert sh("setprop persist.sys.locale zh-CN", root=True)[2] == 0
    assert find(sh, "设置") is not None and find(sh, "搜索应用") is not None
    sh(MARKOR + "; am crash net.gsantner.markor")
    assert find(sh, "“Markor”屡次停止运行") is not None and find(sh, "关闭应用") is not None
    tap(sh, "关闭应用")
    model.telephony.ring("10086")
    assert find(sh, "接听") is not None and find(sh, "拒接") is not None
    tap(sh, "拒接")
    assert model.telephony.calls[-1].type == 5
    png = run_split(model, "screencap -p")[0]
    assert Image.open(io.BytesIO(png)).size == (1080, 2400)


def test_density_scales_the_layout(sh):
    icon = find(sh, "Markor").bbox
    sh("wm density 210")
    small = find(sh, "Markor").bbox
    assert small.height < icon.height
    sh("wm density reset")
    assert find(sh, "Markor").bbox == icon


def test_sensor_rotation_when_auto_rotate_is_on(sh, model):
    model.display.sensor_rotation = 1                  # what the console's ``rotate`` turns
    assert sh("dumpsys window | grep mCurrentRotation")[0].strip() == "mCurrentRotation=ROTATION_90"
    assert '<hierarchy rotation="1">' in sh("uiautomator dump && cat /sdcard/window_dump.xml")[0]
    assert "logicalFrame=[0, 0, 2400, 1080]" in sh("dumpsys input")[0]
    png = run_split(model, "screencap -p")[0]
    assert Image.open(io.BytesIO(png)).size == (2400, 1080)
    sh("settings put system accelerometer_rotation 0; settings put system user_rotation 0")
    assert Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).size == (1080, 2400)
