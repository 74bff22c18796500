"""Device set-up and pre-flight on the simulated device (a fresh one for this module)."""

from __future__ import annotations

import pytest

import apps
from venus_tasks import setup_device as sd

ALL = [a.name for a in apps.catalogue()]


def test_find_apks_matches_file_names(tmp_path):
    for name in ("net.gsantner.markor_146.apk", "org.videolan.vlc_13050407.apk", "org.videolan.vlc_13050408.apk",
                 "clipper.apk", "whatsapp.apk", "notes.txt"):
        (tmp_path / name).write_bytes(b"PK")
    chosen, unmatched = sd.find_apks(str(tmp_path))
    assert chosen == {"net.gsantner.markor": str(tmp_path / "net.gsantner.markor_146.apk"),
                      "org.videolan.vlc": str(tmp_path / "org.videolan.vlc_13050408.apk"),
                      "ca.zgrs.clipper": str(tmp_path / "clipper.apk")}   # AndroidWorld's helper
    assert unmatched == ["whatsapp.apk"]


def test_fresh_device_needs_settings(device):
    problems = sd.preflight(device, ALL)
    assert {p.kind for p in problems} <= {"setting", "time_zone", "settings_baseline", "input_method"}
    assert "settings_baseline" in {p.kind for p in problems}
    # ADBKeyBoard is installed on a new simulated device, not yet enabled as an input method
    [keyboard] = [p for p in problems if p.kind == "input_method"]
    assert keyboard.subject == "com.android.adbkeyboard/.AdbIME" and "ime enable" in keyboard.message
    assert all("--setup_device" in p.message for p in problems)


def test_setup_then_preflight_is_clean(device):
    report = sd.setup_device(device, None)
    assert report.failed == {}
    assert report.settings["global window_animation_scale"] in ("0", "0.0")
    assert report.settings["persist.sys.timezone"] == "UTC"
    assert device.run(["date", "+%Y-%m-%d %H"]) == "2023-10-15 15"
    assert report.granted["com.simplemobiletools.calendar.pro"] == list(apps.get_app("simple calendar pro").permissions)
    assert set(report.snapshots) == {a.package for a in apps.catalogue() if not a.preinstalled}
    assert report.problems == [] and sd.preflight(device, ALL) == []
    assert sd.has_settings_baseline(device)
    assert report.settings["ime enable"] == "Input method com.android.adbkeyboard/.AdbIME: now enabled for user #0"
    assert device.run(["ime", "list", "-s"]).split() == [
        "com.google.android.inputmethod.latin/com.android.inputmethod.latin.LatinIME", "com.android.adbkeyboard/.AdbIME"]
    assert "enabled_input_methods=com.google.android.inputmethod.latin/com.android.inputmethod.latin.LatinIME:" \
           "com.android.adbkeyboard/.AdbIME" in device.read_text(sd.SETTINGS_BASELINE)   # episodes start enabled


def test_settings_baseline_is_restored(device):
    sd.setup_device(device, None, app_names=[], snapshots=False)
    device.settings_put("global", "airplane_mode_on", 1)       # an episode changed one key,
    device.settings_put("secure", "venus_junk_key", "x")       # added another,
    device.settings_delete("system", "time_12_24")             # and removed a third
    restored = sd.restore_settings_baseline(device)
    assert sorted(restored) == ["global airplane_mode_on", "secure venus_junk_key", "system time_12_24"]
    assert device.settings_get("global", "airplane_mode_on") == "0"
    assert device.settings_get("secure", "venus_junk_key") is None
    assert device.settings_get("system", "time_12_24") == "24"
    assert sd.restore_settings_baseline(device) == []


def test_snapshot_restores_app_data(device):
    app = apps.get_app("markor")
    marker = f"{app.data_dir}/files/venus_marker"
    device.write_text(marker, "x")
    sd.save_snapshot(device, app)
    device.remove(marker)
    sd.restore_snapshot(device, app)
    assert device.read_text(marker) == "x"


def test_preflight_names_a_missing_app_and_how_to_fix_it(device):
    device.run(["pm", "uninstall", "org.tasks"])
    problems = sd.preflight(device, ["tasks", "markor"])
    assert [p.subject for p in problems] == ["org.tasks"]
    assert "org.tasks_130605.apk" in problems[0].message and "--setup_device --apk_dir" in problems[0].message


def test_preflight_reports_unknown_app_names(device):
    problems = sd.preflight(device, ["whatsapp"])
    assert [(p.kind, p.subject) for p in problems] == [("missing_app", "whatsapp")]


def test_setting_drift_is_reported(device):
    device.settings_put("global", "window_animation_scale", "1.0")
    try:
        problems = sd.preflight(device, ["markor"])
        assert [p.subject for p in problems] == ["global window_animation_scale"]
    finally:
        device.settings_put("global", "window_animation_scale", "0")


@pytest.mark.parametrize("name", ["markor"])
def test_install_from_apk_dir_reports_failures_per_app(device, tmp_path, name):
    (tmp_path / "net.gsantner.markor_146.apk").write_bytes(b"not an apk")
    report = sd.setup_device(device, str(tmp_path), app_names=[name], snapshots=False)
    # A real device rejects this file; the simulator may accept it. Either way it is accounted for.
    assert ("net.gsantner.markor" in report.installed) != ("net.gsantner.markor" in report.failed)
