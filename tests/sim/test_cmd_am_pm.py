"""am / pm / monkey / dumpsys: ActivityManagerShellCommand and PackageManagerShellCommand
formats and the dumpsys lines adbutils and AndroidWorld parse (adbutils ``shell.py``;
AndroidWorld ``env/adb_utils.py``)."""

from __future__ import annotations

import re

import apps

EXPENSE = "com.arduia.expense/.ui.MainActivity"
FOCUS_RX = re.compile(r"mCurrentFocus=Window\{.*\s+(?P<package>[^\s]+)/(?P<activity>[^\s]+)\}")


def focus(sh) -> tuple[str, str]:
    m = FOCUS_RX.search(sh("dumpsys window windows")[0])
    return m.group("package"), m.group("activity")


def test_am_start_and_warnings(sh):
    assert sh(f"am start -n {EXPENSE}") == (
        "Starting: Intent { cmp=com.arduia.expense/.ui.MainActivity }\n", "", 0)
    assert focus(sh) == ("com.arduia.expense", "com.arduia.expense.ui.MainActivity")
    assert sh(f"am start -n {EXPENSE}") == (
        "Starting: Intent { cmp=com.arduia.expense/.ui.MainActivity }\n",
        "Warning: Activity not started, intent has been delivered to currently running "
        "top-most instance.\n", 0)


def test_am_start_wait(sh):
    out, err, code = sh("am start -W -n com.android.settings/.Settings")
    assert (err, code) == ("", 0)
    assert out.splitlines() == [
        "Starting: Intent { cmp=com.android.settings/.Settings }", "Status: ok",
        "LaunchState: COLD", "Activity: com.android.settings/.Settings", "TotalTime: 412",
        "WaitTime: 415", "Complete"]


def test_am_start_errors_go_to_stderr_with_exit_0(sh):
    assert sh("am start -n com.example.none/.Main") == (
        "Starting: Intent { cmp=com.example.none/.Main }\n",
        "Error type 3\nError: Activity class {com.example.none/.Main} does not exist.\n", 0)
    out, err, code = sh("am start -a android.intent.action.VIEW -d mailto:a@b.c")
    assert out == "Starting: Intent { act=android.intent.action.VIEW dat=mailto:x@x.x }\n"
    assert err.startswith("Error: Activity not started, unable to resolve Intent {") and code == 0


def test_am_start_view_url_opens_chrome(sh):
    assert sh("am start -a android.intent.action.VIEW -d https://example.com/a/b") == (
        "Starting: Intent { act=android.intent.action.VIEW dat=https://example.com/... }\n", "", 0)
    assert focus(sh)[0] == "com.android.chrome"


def test_force_stop_back_home_and_stack(sh):
    sh(f"am start -n {EXPENSE}; am start -n com.android.settings/.Settings")
    listing = sh("am stack list | grep -E visible=true")[0]
    assert re.search(r".*\{(.*)\}", listing).group(1) == "com.android.settings/com.android.settings.Settings"
    assert sh("am force-stop com.android.settings") == ("", "", 0)
    assert focus(sh)[0] == "com.arduia.expense"
    sh("input keyevent KEYCODE_BACK")
    assert focus(sh)[0] == "com.google.android.apps.nexuslauncher"
    sh(f"am start -n {EXPENSE}; input keyevent 3")
    assert focus(sh) == ("com.google.android.apps.nexuslauncher",
                         "com.google.android.apps.nexuslauncher.NexusLauncherActivity")


def test_dumpsys_activity_lines(sh):
    sh("am start -n com.android.settings/.Settings")
    out = sh("dumpsys activity activities | grep -E 'ResumedActivity'")[0].splitlines()
    assert re.fullmatch(r"    topResumedActivity=ActivityRecord\{[0-9a-f]{7} u0 "
                        r"com\.android\.settings/\.Settings t\d+\}", out[0])
    assert re.fullmatch(r"  ResumedActivity: ActivityRecord\{[0-9a-f]{7} u0 "
                        r"com\.android\.settings/\.Settings t\d+\}", out[-1])


def test_recents_and_stack_remove(sh):
    """adb_utils.close_recents: ids from 'id=(\\d+)', then 'am stack remove <id>'."""
    sh(f"am start -n {EXPENSE}; am start -n com.android.settings/.Settings")
    ids = re.findall(r"id=(\d+)", sh("dumpsys activity recents")[0])
    for task_id in ids:
        assert sh(f"am stack remove {task_id}") == ("", "", 0)
    assert "Recent #" not in sh("dumpsys activity recents")[0]
    assert focus(sh)[0] == "com.google.android.apps.nexuslauncher"


def test_monkey_launch(sh):
    out, err, code = sh("monkey -p net.gsantner.markor -c android.intent.category.LAUNCHER 1")
    assert code == 0
    assert out.startswith("  bash arg: -p\n  bash arg: net.gsantner.markor\n")
    assert "Events injected: 1\n" in out
    assert focus(sh)[0] == "net.gsantner.markor"
    out, err, code = sh("monkey -p com.none 1")
    assert code == 251 and err.endswith("** No activities found to run, monkey aborted.\n")


def test_pm_list_packages_includes_the_catalogue(sh):
    listed = set(re.findall(r"^package:([^\s]+)\r?$", sh("pm list packages")[0], re.M))
    catalogue = {a.package for a in apps.catalogue()}
    system = {"com.google.android.apps.nexuslauncher", "com.android.settings",
              "com.android.providers.contacts", "com.android.providers.telephony",
              "com.google.android.dialer", "com.google.android.contacts",
              "com.google.android.documentsui", "com.android.chrome",
              "com.google.android.deskclock", "com.android.camera2"}
    assert catalogue | system <= listed
    third = set(re.findall(r"^package:(\S+)$", sh("pm list packages -3")[0], re.M))
    assert "com.arduia.expense" in third and "com.android.settings" not in third
    assert sh("pm list packages expense") == ("package:com.arduia.expense\n", "", 0)


def test_pm_path_clear_grant_install(sh, model):
    out = sh("pm path com.arduia.expense")[0]
    assert re.fullmatch(r"package:/data/app/~~[\w=]+/com\.arduia\.expense-[\w=]+/base\.apk\n", out)
    assert sh("pm path com.none") == ("", "", 1)
    assert sh("pm clear com.arduia.expense") == ("Success\n", "", 0)
    assert sh("pm clear com.none") == ("", "Failed\n", 1)
    assert sh("pm grant com.arduia.expense android.permission.READ_CONTACTS") == ("", "", 0)
    from apk_builder import build_apk
    sh("echo apk > /data/local/tmp/org.example.app.apk")       # not an APK: refused
    out, err, code = sh("pm install -r -t /data/local/tmp/org.example.app.apk")
    assert (out.startswith("Failure [INSTALL_PARSE_FAILED_NOT_APK: Failed to parse /data/app/vmdl"),
            err, code) == (True, "", 1)
    assert sh("pm list packages org.example") == ("", "", 0)
    model.vfs.write("/data/local/tmp/a.apk", build_apk("org.example.app"))
    assert sh("pm install -r -t /data/local/tmp/a.apk") == ("Success\n", "", 0)
    assert sh("pm list packages org.example") == ("package:org.example.app\n", "", 0)


def test_dumpsys_misc(sh):
    assert sh("dumpsys telephony.registry | grep mCallState") == ("    mCallState=0\n", "", 0)
    assert sh("dumpsys window | grep mCurrentRotation") == ("    mCurrentRotation=ROTATION_0\n", "", 0)
    assert sh("dumpsys input | grep -o 'logicalFrame=\\[[0-9, ]*\\]'") == (
        "logicalFrame=[0, 0, 1080, 2400]\n" * 2, "", 0)     # the touchscreen's viewport, then the reader's
    first = re.search(r"orientation=(\d+)", sh("dumpsys display")[0])
    assert first.group(1) == "0"
    assert "DisplayViewport{type=INTERNAL" in sh("dumpsys display")[0].split("orientation=")[0]


def test_am_start_S_force_stops_first(sh, model):
    sh(f"am start -n {EXPENSE}")
    pid = model.activities.pid_of("com.arduia.expense")
    out, err, code = sh(f"am start -S -W -n {EXPENSE}")
    assert "LaunchState: COLD" in out and (err, code) == ("", 0)
    assert model.activities.pid_of("com.arduia.expense") != pid


def test_am_broadcast_minimal(sh):
    assert sh("am broadcast -a com.example.PING") == (
        "Broadcasting: Intent { act=com.example.PING flg=0x400000 }\n"
        "Broadcast completed: result=0\n", "", 0)
