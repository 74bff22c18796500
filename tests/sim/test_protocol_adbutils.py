"""The host protocol through the real adbutils 2.12 client over TCP (its ``_adb.py``,
``_device_base.py``)."""

from __future__ import annotations

import hashlib
import re
import stat
import xml.etree.ElementTree as ET

import pytest
from adbutils import AdbError


def test_host_services(server, client, dev):
    assert client.server_version() == 41
    (info,) = client.list(extended=True)
    assert info.serial == server.serials[0] and info.state == "device"
    assert info.tags == {"product": "sdk_gphone64_x86_64", "model": "sdk_gphone64_x86_64",
                         "device": "emu64xa", "transport_id": "1"}
    assert re.fullmatch(r"emulator-\d*[02468]", server.serials[0])
    assert dev.get_state() == "device" and dev.get_serialno() == server.serials[0]
    assert set(dev.get_features().split(",")) == {"shell_v2", "cmd", "stat_v2", "ls_v2",
                                                   "fixed_push_mkdir"}


def test_unknown_serial_fails(client):
    with pytest.raises(AdbError, match="device 'emulator-1' not found"):
        client.device("emulator-1").shell("echo hi")
    with pytest.raises(AdbError, match="device 'emulator-1' not found"):
        client.device("emulator-1").get_state()


def test_shell_v1_exit_code_via_x4exit(dev):
    r = dev.shell2("echo out; ls /nope")
    assert (r.returncode, r.output) == (1, "out\nls: /nope: No such file or directory\n")
    assert dev.shell2("sh -c 'exit 3'").returncode == 3
    assert dev.shell("echo '  spaced  '") == "  spaced"          # adbutils rstrips


def test_shell_v2_splits_streams(dev):
    r = dev.shell2("echo out; echo err >&2; exit 7", v2=True)
    assert (r.stdout, r.stderr, r.returncode) == ("out\n", "err\n", 7)
    r = dev.shell2("settings put bogus a b", v2=True)
    assert (r.stdout, r.stderr, r.returncode) == ("", "Invalid namespace 'bogus'\n", 255)
    assert dev.shell2("true", v2=True).returncode == 0


def test_push_pull_round_trip_binary_and_large(dev, tmp_path):
    blob = bytes(range(256)) * 1200 + b"\x00tail"          # ~300 KiB, > 64 KiB chunks
    dev.sync.push(blob, "/sdcard/Download/blob.bin")
    assert dev.sync.read_bytes("/sdcard/Download/blob.bin") == blob
    target = tmp_path / "blob.bin"
    assert dev.sync.pull("/sdcard/Download/blob.bin", target) == len(blob)
    assert target.read_bytes() == blob
    src = tmp_path / "note.txt"
    src.write_text("hi")
    dev.sync.push(src, "/sdcard/Download/")                  # into a directory
    assert dev.shell("cat /sdcard/Download/note.txt") == "hi"
    assert dev.shell("md5sum /sdcard/Download/blob.bin").split()[0] == hashlib.md5(blob).hexdigest()


def test_push_honours_mode_and_mtime_and_makes_dirs(dev):
    dev.sync.push(b"#!/bin/sh\n", "/data/local/tmp/deep/dir/run.sh", mode=0o750)
    assert dev.shell("stat -c '%a %U' /data/local/tmp/deep/dir/run.sh") == "750 shell"
    info = dev.sync.stat("/data/local/tmp/deep/dir/run.sh")
    assert stat.S_ISREG(info.mode) and info.size == 10 and info.mtime is not None


def test_stat_missing_and_exists(dev):
    info = dev.sync.stat("/sdcard/nope.txt")
    assert (info.mode, info.size, info.mtime) == (0, 0, None)
    assert not dev.sync.exists("/sdcard/nope.txt")
    assert dev.sync.exists("/sdcard/Download")


def test_pull_missing_file_fails(dev):
    with pytest.raises(AdbError, match="open failed: No such file or directory"):
        dev.sync.read_bytes("/sdcard/nope.txt")
    with pytest.raises(AdbError, match="open failed: Permission denied"):
        dev.sync.read_bytes("/data/data/com.android.settings/x")


def test_list_includes_dot_entries(dev):
    dev.shell("mkdir -p /sdcard/Pictures/l && touch /sdcard/Pictures/l/a.jpg")
    entries = {e.path: e for e in dev.sync.list("/sdcard/Pictures/l")}
    assert set(entries) == {".", "..", "a.jpg"}
    assert stat.S_ISDIR(entries["."].mode) and stat.S_ISREG(entries["a.jpg"].mode)


def test_screenshot_window_size_rotation(dev):
    try:
        assert dev.screenshot().size == (1080, 2400)
        dev.shell("wm size 720x1280")
        assert dev.window_size() == (720, 1280)
        assert dev.screenshot().size == (720, 1280)
        dev.shell("settings put system accelerometer_rotation 0; settings put system user_rotation 1")
        assert dev.rotation() == 1
        assert dev.window_size() == (1280, 720)
        assert dev.screenshot().size == (1280, 720)
    finally:
        dev.shell("wm size reset; settings put system accelerometer_rotation 1")


def test_dump_hierarchy_lists_launcher_icons(server, dev):
    dev.keyevent("HOME")
    xml = dev.dump_hierarchy()
    labels = {n.get("text") for n in ET.fromstring(xml).iter("node") if n.get("clickable") == "true"}
    model = server.device(server.serials[0])
    assert {p.label for p in model.packages.launchable()} <= labels
    assert "Pro Expense" in labels and "Settings" in labels


def test_app_start_current_stop(dev):
    dev.app_start("com.android.settings", ".Settings")
    cur = dev.app_current()
    assert (cur.package, cur.activity) == ("com.android.settings", "com.android.settings.Settings")
    dev.app_stop("com.android.settings")
    assert dev.app_current().package == "com.google.android.apps.nexuslauncher"
    dev.app_start("net.gsantner.markor")                     # monkey path
    assert dev.app_current().package == "net.gsantner.markor"
    assert "net.gsantner.markor" in dev.list_packages()


def test_root(server, dev):
    model = server.device(server.serials[0])
    model.is_root = False
    assert dev.shell("whoami") == "shell"
    assert dev.root() == "restarting adbd as root\n"
    assert dev.root() == "adbd is already running as root\n"
    assert dev.shell("whoami") == "root"
    assert dev.shell("ls /data/data/com.android.settings") == "cache\ncode_cache"


def test_install_pushes_then_pm_install(dev, tmp_path):
    """adbutils install(): push to /data/local/tmp/<pkg|unknown>.apk, pm install -r -t, rm."""
    from apk_builder import build_apk
    apk = tmp_path / "x.apk"
    apk.write_bytes(build_apk("org.example.adbutils", 7, "0.7"))
    dev.install(str(apk), silent=True)
    assert not dev.sync.exists("/data/local/tmp/unknown.apk")
    assert "org.example.adbutils" in dev.list_packages()
    info = dev.app_info("org.example.adbutils")
    assert (info.version_code, info.version_name) == (7, "0.7")
    apk.write_bytes(b"PK\x03\x04" + bytes(100))                      # a zip it is not
    from adbutils import AdbInstallError
    with pytest.raises(AdbInstallError, match="INSTALL_PARSE_FAILED_NOT_APK"):
        dev.install(str(apk), silent=True)
