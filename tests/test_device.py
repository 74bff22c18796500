"""The device layer against the simulated device, through adbutils over TCP."""

import numpy as np
import pytest

from venus_tasks.env.device import DeviceError, adb_server_running, list_serials


def test_shell_exit_codes_and_stderr(device):
    r = device.shell("ls /nope")
    assert r.exit_code == 1 and "No such file or directory" in r.stderr and r.stdout == ""
    with pytest.raises(DeviceError, match=r"exited 1: ls: /nope: No such file or directory"):
        device.run("ls /nope")
    assert device.run(["echo", "a b"]) == "a b"
    assert device.getprop("ro.build.version.sdk") == "33"


def test_arguments_are_quoted(device):
    device.write_text("/sdcard/Download/keep.txt", "x")
    hostile = "; rm -rf /sdcard/Download $(rm -rf /sdcard) `reboot` && echo pwned"
    assert device.run(["echo", hostile]) == hostile
    device.input_text(hostile)  # typed as text, never executed
    assert device.exists("/sdcard/Download/keep.txt")


def test_files_round_trip(device):
    data = bytes(range(256)) * 300  # binary, > 64 KiB
    device.mkdir("/sdcard/Download/t")
    device.push_bytes(data, "/sdcard/Download/t/blob.bin")
    assert device.pull_bytes("/sdcard/Download/t/blob.bin") == data
    assert device.exists("/sdcard/Download/t/blob.bin")
    assert device.listdir("/sdcard/Download/t") == ["blob.bin"]
    device.write_text("/sdcard/Download/t/sub/n.md", "héllo\n")
    assert device.find_files("/sdcard/Download/t") == ["/sdcard/Download/t/blob.bin", "/sdcard/Download/t/sub/n.md"]
    assert device.read_text("/sdcard/Download/t/sub/n.md") == "héllo\n"
    device.remove("/sdcard/Download/t")
    assert not device.exists("/sdcard/Download/t")
    with pytest.raises(FileNotFoundError):
        device.pull_bytes("/sdcard/Download/t/blob.bin")
    device.push_bytes(b"", "/sdcard/Download/empty.txt")       # a DONE with no DATA
    assert device.pull_bytes("/sdcard/Download/empty.txt") == b""
    device.push_bytes(b"x", "/sdcard/Download/empty.txt", mode=0o600)
    assert device.run(["stat", "-c", "%a %s", "/sdcard/Download/empty.txt"]) in ("600 1", "660 1")


def test_a_refused_push_names_adbd_reason(device):
    device.run("whoami")
    with pytest.raises(DeviceError, match="push to /proc/nope/x failed: .*"):
        device.push_bytes(b"data", "/proc/nope/x")
    device.push_bytes(b"still fine", "/sdcard/Download/after.txt")   # the transport is not left broken
    assert device.pull_bytes("/sdcard/Download/after.txt") == b"still fine"


def test_settings(device):
    device.settings_put("global", "bluetooth_on", 1)
    assert device.settings_get("global", "bluetooth_on") == "1"
    assert device.settings_get("system", "no_such_key_venus") is None
    with pytest.raises(ValueError, match="namespace must be one of"):
        device.settings_get("bogus", "x")


def test_screen_and_activity(device):
    shot = device.screenshot()
    assert shot.dtype == np.uint8 and shot.shape == (2400, 1080, 3)
    assert device.screen_size() == (1080, 2400) and device.density() == 420 and device.rotation() == 0
    device.start_activity("com.android.settings/.Settings")
    assert device.current_package() == "com.android.settings"
    device.keyevent("KEYCODE_HOME")
    assert device.current_package() != "com.android.settings"
    assert "<hierarchy" in device.ui_dump()
    with pytest.raises(ValueError, match="not a keycode"):
        device.keyevent("HOME; reboot")


def test_no_daemon_started_when_nothing_listens():
    # Port 9 (discard) is not listened on here: no server, no devices, nothing spawned.
    assert not adb_server_running("127.0.0.1", 9)
    assert list_serials("127.0.0.1", 9) == []


def test_list_serials_sees_the_simulator(sim_server):
    assert list_serials(sim_server.host, sim_server.port) == sim_server.serials


def test_the_dump_and_the_focus_come_back_in_one_call(device):
    for component in (None, "com.android.settings/.Settings"):
        if component:
            device.start_activity(component)
        xml, focus = device.ui_dump_and_focus()
        assert xml == device.ui_dump() and xml.startswith("<?xml") and xml.endswith("</hierarchy>")
        assert focus == device.current_activity() is not None
    device.keyevent("KEYCODE_HOME")
