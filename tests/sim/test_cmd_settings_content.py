"""settings / svc / cmd / content: SettingsService and Content.java formats (AOSP;
AndroidWorld ``env/adb_utils.py`` for the keys AndroidWorld reads)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("ns, key, value", [
    ("global", "bluetooth_on", "0"), ("global", "wifi_on", "1"), ("global", "airplane_mode_on", "0"),
    ("global", "zen_mode", "0"), ("global", "mobile_data", "1"), ("global", "auto_time", "1"),
    ("global", "auto_time_zone", "1"), ("global", "window_animation_scale", "1.0"),
    ("global", "transition_animation_scale", "1.0"), ("global", "animator_duration_scale", "1.0"),
    ("system", "screen_brightness", "102"), ("system", "screen_off_timeout", "60000"),
    ("system", "accelerometer_rotation", "1"), ("system", "user_rotation", "0"),
    ("system", "font_scale", "1.0"), ("system", "time_12_24", "12"),
    ("secure", "location_mode", "3"), ("secure", "ui_night_mode", "1"),
])
def test_defaults(sh, ns, key, value):
    assert sh(f"settings get {ns} {key}") == (value + "\n", "", 0)


def test_get_put_delete_list(sh):
    assert sh("settings get system no_such_key") == ("null\n", "", 0)
    assert sh("settings put system screen_brightness 255") == ("", "", 0)
    assert sh("settings get system screen_brightness") == ("255\n", "", 0)
    assert sh("cmd settings get system screen_brightness") == ("255\n", "", 0)
    assert sh("settings delete system screen_brightness") == ("Deleted 1 rows\n", "", 0)
    assert sh("settings delete system screen_brightness") == ("Deleted 0 rows\n", "", 0)
    listing = sh("settings list global")[0].splitlines()
    assert listing == sorted(listing) and "wifi_on=1" in listing
    assert all("=" in line for line in listing)


def test_bad_namespace(sh):
    assert sh("settings get bogus x") == ("", "Invalid namespace 'bogus'\n", 255)
    assert sh("settings put bogus x 1; echo $?") == ("255\n", "Invalid namespace 'bogus'\n", 0)


def test_svc_and_cmd_toggles(sh):
    assert sh("svc wifi disable; settings get global wifi_on") == ("0\n", "", 0)
    assert sh("svc data disable; settings get global mobile_data") == ("0\n", "", 0)
    assert sh("svc bluetooth enable; settings get global bluetooth_on") == (
        "Enabling Bluetooth\n1\n", "", 0)
    assert sh("cmd bluetooth_manager disable; settings get global bluetooth_on") == (
        "Disabling Bluetooth\n0\n", "", 0)
    assert sh("cmd uimode night yes; settings get secure ui_night_mode") == ("Night mode: yes\n2\n", "", 0)
    assert sh("cmd uimode night") == ("Night mode: yes\n", "", 0)
    assert sh("cmd uimode night no") == ("Night mode: no\n", "", 0)
    assert sh("cmd connectivity airplane-mode enable; settings get global airplane_mode_on") == (
        "1\n", "", 0)
    assert sh("cmd nosuch") == ("", "cmd: Can't find service: nosuch\n", 20)


def test_content_query_settings(sh):
    out, err, code = sh("content query --uri content://settings/global --projection name:value "
                        "--where \"name='wifi_on'\"")
    assert (out, err, code) == ("Row: 0 name=wifi_on, value=1\n", "", 0)
    out = sh("content query --uri content://settings/system --where \"name LIKE 'screen_b%'\" "
             "--sort name")[0]
    assert out.splitlines()[0].startswith("Row: 0 _id=")
    assert out.splitlines()[0].endswith(", name=screen_brightness, value=102")
    assert sh("content query --uri content://settings/secure --where \"name='nope'\"") == (
        "No result found.\n", "", 0)


def test_content_insert_update_delete(sh):
    assert sh("content insert --uri content://settings/system --bind name:s:venus "
              "--bind value:i:7") == ("", "", 0)
    assert sh("settings get system venus") == ("7\n", "", 0)
    assert sh("content update --uri content://settings/system --bind value:s:8 "
              "--where \"name='venus'\"") == ("", "", 0)
    assert sh("settings get system venus") == ("8\n", "", 0)
    assert sh("content delete --uri content://settings/system --where \"name='venus'\"") == ("", "", 0)
    assert sh("settings get system venus") == ("null\n", "", 0)


def test_content_errors(sh):
    out, err, code = sh("content query --uri content://nosuch/x")
    assert (out, code) == ("", 0)
    assert err.startswith("Error while accessing provider:nosuch\n"
                          "java.lang.IllegalStateException: Could not find provider: nosuch\n\tat ")
    out, err, code = sh("content query")
    assert out.startswith("usage: adb shell content [subcommand] [options]\n")
    assert out.endswith("[ERROR] Content provider URI not specified. Did you specify --uri "
                        "argument?\n") and code == 0
    assert sh("content")[0].endswith("[ERROR] No command specified\n")
