"""Clipper (``ca.zgrs.clipper``) and the clipboard on the simulated device, as ``am
broadcast`` shows them on an Android 13 emulator with AndroidWorld's ``clipper.apk``.

Golden sources: the receiver's codes and data are github.com/majido/clipper
``ClipperReceiver.java`` (set: -1 "Text is copied into clipboard.", or 0 "No text is
provided. Use -e text \\"text to be pasted\\""; get: -1 and the clip, or 0 and "" when
``getText()`` is null); the line format is AOSP ``ActivityManagerShellCommand``
(``IntentReceiver.performReceive``: ``Broadcast completed: result=N`` plus ``, data="..."``
when data is not null; ``Broadcasting: Intent { ... flg=0x400000 (has extras) }`` with
``FLAG_RECEIVER_FROM_SHELL``, the flag value inferred); the focus rule is AOSP
``ClipboardService.clipboardAccessAllowed`` (reading needs focus since Android 10,
writing does not); AndroidWorld ``adb_utils.extract_broadcast_data`` parses it.
"""

from __future__ import annotations

import os
import shlex
import signal

import pytest

from real_adb import clients, run_adb, stray_processes

CLIPPER = "ca.zgrs.clipper/ca.zgrs.clipper.Main"
GET = "Broadcasting: Intent { act=clipper.get flg=0x400000 }\n"
SET = "Broadcasting: Intent { act=clipper.set flg=0x400000 (has extras) }\n"
COPIED = 'Broadcast completed: result=-1, data="Text is copied into clipboard."\n'
NOBODY = "Broadcast completed: result=0\n"
EMPTY = 'Broadcast completed: result=0, data=""\n'


def _set(sh, text: str, action: str = "clipper.set"):
    return sh(f"am broadcast -a {action} -e text {shlex.quote(text)}")


def test_installed_as_a_third_party_app(sh):
    assert sh("pm list packages -3 ca.zgrs")[0] == "package:ca.zgrs.clipper\n"
    out, _, code = sh("pm path ca.zgrs.clipper")
    assert code == 0 and out.startswith("package:/data/app/~~") and out.endswith("/base.apk\n")


def test_stopped_clipper_receives_nothing(sh):
    """Never launched since install (stopped state): nobody answers, as on a device."""
    assert sh("am broadcast -a clipper.get") == (GET + NOBODY, "", 0)
    assert _set(sh, "x") == (SET + NOBODY, "", 0)


@pytest.mark.parametrize("text", [
    "plain", "", "it's \"quoted\"", "two\nlines\n", "$HOME; rm -rf / | cat `id` && echo & > x",
    "naïve café 日本語 🙂", "  spaces  ", "-e text --ez x"])
def test_set_then_get_in_front(sh, text):
    sh(f"am start -n {CLIPPER}")
    assert _set(sh, text) == (SET + COPIED, "", 0)
    assert sh("am broadcast -a clipper.get") == (GET + f'Broadcast completed: result=-1, data="{text}"\n', "", 0)


def test_fresh_clipboard_is_null(sh):
    sh(f"am start -n {CLIPPER}")
    assert sh("am broadcast -a clipper.get") == (GET + EMPTY, "", 0)


def test_reading_needs_focus_writing_does_not(sh, model):
    sh(f"am start -n {CLIPPER}")
    sh("am start -n net.gsantner.markor/.activity.MainActivity")    # Clipper runs behind
    assert _set(sh, "from behind") == (SET + COPIED, "", 0)
    assert sh("am broadcast -a clipper.get")[0] == GET + EMPTY      # getText() is null
    assert model.clipboard.text == "from behind" and model.clipboard.source == "ca.zgrs.clipper"
    sh(f"am start -n {CLIPPER}")
    assert sh("am broadcast -a clipper.get")[0] == GET + 'Broadcast completed: result=-1, data="from behind"\n'


def test_short_actions_missing_extra_and_targets(sh):
    sh(f"am start -n {CLIPPER}")
    assert _set(sh, "short", action="set")[0].endswith(COPIED)
    assert sh("am broadcast -a get")[0] == \
        'Broadcasting: Intent { act=get flg=0x400000 }\nBroadcast completed: result=-1, data="short"\n'
    assert sh("am broadcast -a clipper.set")[0] == \
        ('Broadcasting: Intent { act=clipper.set flg=0x400000 }\n'
         'Broadcast completed: result=0, data="No text is provided. Use -e text "text to be pasted""\n')
    assert sh("am broadcast -a clipper.set --ei text 5")[0].endswith(
        'result=0, data="No text is provided. Use -e text "text to be pasted""\n')   # not a string extra
    assert sh("am broadcast -a clipper.get -p com.example.other")[0].endswith(NOBODY)
    assert sh("am broadcast -a clipper.get -n ca.zgrs.clipper/.ClipperReceiver")[0].endswith(
        'result=-1, data="short"\n')
    assert sh("am broadcast -a clipper.get -n ca.zgrs.clipper/.Other")[0].endswith(NOBODY)


def test_force_stop_and_uninstall_silence_it(sh, model):
    sh(f"am start -n {CLIPPER}")
    _set(sh, "kept")
    sh("am force-stop ca.zgrs.clipper")
    assert sh("am broadcast -a clipper.get")[0] == GET + NOBODY
    sh(f"am start -n {CLIPPER}")
    assert sh("am broadcast -a clipper.get")[0].endswith('result=-1, data="kept"\n')   # system state
    sh("pm clear ca.zgrs.clipper")            # app data only: the clip stays, the app stops
    assert sh("am broadcast -a clipper.get")[0] == GET + NOBODY
    assert sh("pm uninstall ca.zgrs.clipper")[0] == "Success\n"
    assert sh(f"am start -n {CLIPPER}")[1] == \
        "Error type 3\nError: Activity class {ca.zgrs.clipper/.Main} does not exist.\n"
    assert sh("am broadcast -a clipper.get")[0] == GET + NOBODY
    assert model.clipboard.text == "kept"


def test_through_adbutils(dev):
    dev.shell(f"am start -n {CLIPPER}")
    text = "adbutils: 'q' \"d\" $x ü"
    assert dev.shell(["am", "broadcast", "-a", "clipper.set", "-e", "text", text]) == (SET + COPIED).strip()
    assert dev.shell(["am", "broadcast", "-a", "clipper.get"]) == \
        GET + f'Broadcast completed: result=-1, data="{text}"'
    dev.shell("input keyevent KEYCODE_BACK")


CLIENTS = clients()


@pytest.mark.skipif(not CLIENTS, reason="no adb client (adbutils wheel or PATH)")
def test_real_adb_client_as_android_world_calls_it(server, tmp_path):
    """AndroidWorld's ``set_clipboard_contents`` escapes with ``_adb_text_format``
    (backslash before ``\\ ; | ` space ' " & < > ( ) # $``) and the device shell unescapes."""
    home = str(tmp_path / "home")
    os.makedirs(home)
    adb = run_adb(CLIENTS[0], server.port, server.serials[0], home)
    try:
        adb("shell", "am", "start", "-n", CLIPPER)
        text = "Meet at 5 (room #2) & bring $10; it's \"fine\" <ok>"
        escaped = "".join("\\" + c if c in "\\;|`\r '\"&<>()#$" else c for c in text)
        out = adb("shell", "am", "broadcast", "-a", "clipper.set", "-e", "text", escaped).stdout
        assert out == (SET + COPIED).encode()
        out = adb("shell", "am", "broadcast", "-a", "clipper.get").stdout
        assert out == (GET + f'Broadcast completed: result=-1, data="{text}"\n').encode()
        # AndroidWorld's extract_broadcast_data (its strip would also eat a closing quote
        # of the text itself, hence the text does not end with one)
        assert out.decode().split("data=")[1].strip('"\r\n') == text
        adb("shell", "input", "keyevent", "KEYCODE_BACK")
    finally:
        strays = stray_processes(home)
        for pid in strays:
            os.kill(pid, signal.SIGKILL)
        assert not strays, f"adb left processes behind: {strays}"


def test_main_screen_as_main_xml_lays_it_out(sh):
    sh(f"am start -n {CLIPPER}")
    xml = sh("uiautomator dump /sdcard/d.xml >/dev/null && cat /sdcard/d.xml")[0]
    assert 'text="Clipper service is started!" resource-id="ca.zgrs.clipper:id/head"' in xml
    assert ("text=\"Usage: You can copy to or paste from clipboard from adb shell using the following "
            "commands:&#10; * am broadcast -a clipper.set -e text 'This may be pasted now' &#10; * am "
            "broadcast -a clipper.get\" resource-id=\"ca.zgrs.clipper:id/sub\"") in xml
    assert 'clickable="true"' not in xml
    sh("input keyevent KEYCODE_BACK")
    assert "nexuslauncher" in sh("dumpsys window | grep mCurrentFocus")[0]
