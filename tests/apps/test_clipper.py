"""``apps.clipper``: the device clipboard set and read through Clipper, as AndroidWorld's
``adb_utils.set_clipboard_contents`` / ``get_clipboard_contents`` do it (bring Clipper to
the front, ``am broadcast -a clipper.set|get``, BACK), on the simulated device over
adbutils. Formats: AOSP ``ActivityManagerShellCommand`` (``Broadcast completed:
result=N[, data="..."]``) and github.com/majido/clipper ``ClipperReceiver.java``.
"""

from __future__ import annotations

import pytest

import apps
from apps import clipper
from venus_tasks import setup_device as sd


def test_fresh_clipboard_reads_empty_and_leaves_the_screen(device):
    device.keyevent("KEYCODE_HOME")
    assert clipper.get_clipboard(device) == ""
    assert device.current_package() != clipper.APP.package     # BACK after the call


@pytest.mark.parametrize("text", [
    "plain text", "it's a \"quote\"", "line one\nline two\n", "$(id); `id` | cat && rm -rf * # x",
    "naïve café 日本語 🙂", "", "  padded  ", "-e text"])
def test_set_then_get_round_trip(device, text):
    clipper.set_clipboard(device, text)
    assert clipper.get_clipboard(device) == text


def test_parse_broadcast_formats():
    head = "Broadcasting: Intent { act=clipper.get flg=0x400000 }\n"
    assert clipper.parse_broadcast(head + "Broadcast completed: result=0\n") == (0, None)
    assert clipper.parse_broadcast(head + 'Broadcast completed: result=0, data=""\n') == (0, "")
    assert clipper.parse_broadcast(head + 'Broadcast completed: result=-1, data="a"\n"b"\n') == (-1, 'a"\n"b')
    with pytest.raises(clipper.ClipperError, match="unexpected am broadcast output"):
        clipper.parse_broadcast("Error: Unknown option: -x\n")


def test_missing_clipper_is_a_clear_error_and_setup_installs_it(device, tmp_path):
    assert device.run(["pm", "uninstall", clipper.APP.package]) == "Success"
    try:
        raw = device.run(["am", "broadcast", "-a", "clipper.get"])
        assert raw.endswith("Broadcast completed: result=0")          # nobody answers
        for call in (lambda: clipper.get_clipboard(device), lambda: clipper.set_clipboard(device, "x")):
            with pytest.raises(clipper.ClipperError, match=r"Clipper \(ca\.zgrs\.clipper\) is not installed: "
                                                           r"run python runner\.py --setup_device --apk_dir DIR "
                                                           r"with clipper\.apk"):
                call()
        missing = [p for p in sd.preflight(device, ["clipper"], check_root=False) if p.kind == "missing_app"]
        assert [p.subject for p in missing] == ["ca.zgrs.clipper"] and "clipper.apk" in missing[0].message
    finally:
        from tests.sim.apk_builder import build_apk     # an APK with Clipper's manifest
        (tmp_path / "clipper.apk").write_bytes(build_apk(
            "ca.zgrs.clipper", version_code=1, version_name="1.1", label="Clipper", activity=".Main"))
        report = sd.setup_device(device, str(tmp_path), app_names=["clipper"], snapshots=False)
    assert report.installed == ["ca.zgrs.clipper"] and report.unmatched_apks == []
    assert clipper.APP.package in device.packages()
    clipper.set_clipboard(device, "after install")
    assert clipper.get_clipboard(device) == "after install"
    assert apps.get_app("Clipper") is clipper.APP
