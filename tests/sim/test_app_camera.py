"""Camera (AOSP Camera2) on the simulated device, driven through adbutils with ``input`` on
what ``uiautomator dump`` shows: the first start's location page, a photo written to
``/sdcard/Pictures`` and published in MediaStore by the app, the options each mode offers
(video mode has no countdown timer and no exposure compensation, whatever the settings),
exposure compensation once "Manual exposure" is on, the countdown, a video recorded to
``/sdcard/Movies`` through a hidden pending file, the thumbnail's filmstrip and its
Delete; AndroidWorld's ``ls``-diff checks count one new file per capture."""

from __future__ import annotations

import io

import av
import numpy as np
import pytest
from PIL import Image

from apps import camera
from tests.sim.ui_helpers import elements, find, tap
from venus_tasks.sim import DeviceModel
from venus_tasks.sim.shell import run_split
from venus_tasks.sim.system.identity import SHELL

START = "am start -n com.android.camera2/com.android.camera.CameraLauncher"
PREFS = "/data/data/com.android.camera2/shared_prefs/com.android.camera2_preferences.xml"


def ls(device, folder: str, all_files: bool = False) -> list[str]:
    return device.shell(["ls", "-a", folder] if all_files else ["ls", folder]).stdout.split()


def media(device, collection: str) -> list[tuple]:
    rows = device.content_query(f"content://media/external/{collection}/media",
                                ["_display_name", "relative_path", "owner_package_name", "is_pending"])
    return [(r["_display_name"], r["relative_path"], r["owner_package_name"], r["is_pending"]) for r in rows]


@pytest.fixture()
def cam(device, sim_server):
    device.root()
    device.shell("am force-stop com.android.camera2")
    device.shell(f"rm -rf {camera.PHOTOS_DIR}/* {camera.VIDEOS_DIR}/* {camera.VIDEOS_DIR}/.pending-* "
                 "/data/data/com.android.camera2/shared_prefs/com.android.camera2_preferences*")
    device.shell(["am", "broadcast", "-a", "android.intent.action.MEDIA_SCANNER_SCAN_FILE", "-d",
                  "file:///storage/emulated/0"])
    device.shell(START)
    return sim_server.device(device.serial)


def descs(device) -> set[str]:
    return {e.content_description for e in elements(device) if e.content_description}


def open_options(device) -> set[str]:
    tap(device, rid="mode_options_toggle")
    return {e.content_description for e in elements(device)
            if e.resource_id.endswith(("toggle_button", "exposure_button"))}


def swipe_right(device) -> None:
    device.shell("input swipe 100 700 900 720 300")


def test_first_start_asks_about_locations_then_shows_the_viewfinder():
    model = DeviceModel("emulator-5554", 5554, onboarded=False)

    def sh(cmd):
        return run_split(model, cmd, SHELL, b"")[0].decode()

    sh(START)
    sh("uiautomator dump")
    xml = sh("cat /sdcard/window_dump.xml")
    assert 'text="Remember photo locations?"' in xml and 'text="NEXT"' in xml
    assert camera.APP.first_run == ("NEXT",)


def test_photo_goes_to_pictures_through_mediastore(device, cam):
    before = set(ls(device, camera.PHOTOS_DIR))
    assert descs(device) >= {"Shutter", "Options"}
    tap(device, "Shutter")
    after = set(ls(device, camera.PHOTOS_DIR))
    (name,) = after - before                                   # AndroidWorld's CameraTakePhoto: one new file
    assert name.startswith("IMG_20231015_15") and name.endswith(".jpg") and len(name) == len("IMG_20231015_153400.jpg")
    assert not device.exists("/sdcard/DCIM/Camera")
    img = Image.open(io.BytesIO(device.pull_bytes(f"{camera.PHOTOS_DIR}/{name}")))
    assert (img.format, img.size) == ("JPEG", (1280, 960))
    assert img.getexif()[0x010F] == "Google"
    assert (name, "Pictures/", "com.android.camera2", "0") in media(device, "images")
    assert find(device, rid="rounded_thumbnail_view") is not None
    tap(device, "Shutter")                                     # the same second: IMG_..._1.jpg
    names = sorted(set(ls(device, camera.PHOTOS_DIR)) - before)
    assert len(names) == 2 and names[1] == name[:-4] + "_1.jpg"


def test_photo_mode_options_and_manual_exposure(device, cam):
    assert open_options(device) == {"Countdown timer is off", "Grid lines off", "Flash auto", "Back camera"}
    tap(device, "Grid lines off")
    assert find(device, "Grid lines on") is not None
    assert '<string name="pref_camera_grid_lines">1</string>' in device.shell(["cat", PREFS]).stdout
    tap(device, rid="preview_content")
    swipe_right(device)
    tap(device, "Settings")
    assert [e.text for e in elements(device) if e.resource_id == "android:id/title"][:3] == [
        "Resolution & quality", "Save location", "Advanced"]
    assert find(device, rid="switch_widget").is_checked                # Save location: the first run's default
    tap(device, "Advanced")
    assert not find(device, rid="switch_widget").is_checked            # Manual exposure: off by default
    tap(device, "Manual exposure")
    assert find(device, rid="switch_widget").is_checked
    device.keyevent("KEYCODE_BACK")
    device.keyevent("KEYCODE_BACK")
    assert "Manual Exposure Compensation" in open_options(device)
    tap(device, "Manual Exposure Compensation")
    assert {f"Exposure Compensation {v}" for v in ("-2", "-1", "0", "+1", "+2")} <= descs(device)
    tap(device, "Exposure Compensation +2")
    tap(device, rid="preview_content")
    tap(device, "Shutter")
    bright = sorted(ls(device, camera.PHOTOS_DIR))[-1]
    open_options(device)
    tap(device, "Manual Exposure Compensation")
    tap(device, "Exposure Compensation -2")
    tap(device, rid="preview_content")
    tap(device, "Shutter")
    dark = sorted(ls(device, camera.PHOTOS_DIR))[-1]

    def mean(name):
        return np.asarray(Image.open(io.BytesIO(device.pull_bytes(f"{camera.PHOTOS_DIR}/{name}"))).convert("L")).mean()
    assert mean(bright) > 1.5 * mean(dark)


def test_video_mode_has_no_countdown_and_no_exposure(device, cam):
    swipe_right(device)
    tap(device, "Settings")
    tap(device, "Advanced")
    tap(device, "Manual exposure")                              # on, yet video mode offers none
    device.keyevent("KEYCODE_BACK")
    device.keyevent("KEYCODE_BACK")
    swipe_right(device)
    assert {e.text for e in elements(device) if e.resource_id.endswith("selector_text")} == {"Camera", "Video"}
    tap(device, "Video")
    assert open_options(device) == {"Grid lines off", "Torch off", "Back camera"}
    assert '<string name="camera.startup_module">1</string>' in device.shell(["cat", PREFS]).stdout


def test_video_records_through_a_pending_file_into_movies(device, cam, sim_sleep):
    swipe_right(device)
    tap(device, "Video")
    tap(device, "Shutter")
    sim_sleep(4)
    assert find(device, rid="recording_time").text == "00:04"
    assert ls(device, camera.VIDEOS_DIR) == []                  # the pending file is hidden
    (pending,) = [n for n in ls(device, camera.VIDEOS_DIR, all_files=True) if n.startswith(".pending-")]
    assert pending.endswith(".mp4") and "-VID_20231015_15" in pending
    assert find(device, rid="mode_options_toggle") is None      # no options while recording
    tap(device, "Shutter")
    (name,) = ls(device, camera.VIDEOS_DIR)
    assert name.startswith("VID_20231015_15") and name.endswith(".mp4")
    assert not [n for n in ls(device, camera.VIDEOS_DIR, all_files=True) if n.startswith(".pending-")]
    with av.open(io.BytesIO(device.pull_bytes(f"{camera.VIDEOS_DIR}/{name}"))) as f:
        assert 3.5 <= f.duration / 1e6 <= 4.8
        assert (f.streams.video[0].width, f.streams.video[0].height) == (640, 480)
    assert (name, "Movies/", "com.android.camera2", "0") in media(device, "video")


def test_countdown_takes_the_photo_when_it_runs_out(device, cam, sim_sleep):
    open_options(device)
    tap(device, "Countdown timer is off")
    assert find(device, "Countdown timer duration is set to 3 seconds") is not None
    tap(device, rid="preview_content")
    tap(device, "Shutter")
    assert find(device, rid="remaining_seconds").text == "3"
    assert find(device, "Cancel", rid="shutter_cancel_button") is not None
    assert ls(device, camera.PHOTOS_DIR) == []
    sim_sleep(3)
    assert find(device, rid="remaining_seconds") is None
    assert len(ls(device, camera.PHOTOS_DIR)) == 1


def test_thumbnail_opens_the_filmstrip_and_delete_removes_the_capture(device, cam, sim_sleep):
    tap(device, "Shutter")
    sim_sleep(1)
    tap(device, "Shutter")
    older, newer = sorted(ls(device, camera.PHOTOS_DIR))
    tap(device, rid="rounded_thumbnail_view")
    assert descs(device) >= {"Share", "Delete", "More options"}
    assert find(device, "Edit") is None                        # no photo editor on the emulator image
    tap(device, "Delete")
    assert find(device, "Deleted") is not None and find(device, "UNDO") is not None
    assert ls(device, camera.PHOTOS_DIR) == [older]
    assert not [r for r in media(device, "images") if r[0] == newer]
    tap(device, "Delete")                                      # the last one: back to the viewfinder
    assert ls(device, camera.PHOTOS_DIR) == [] and find(device, "Shutter") is not None


VARIANTS = {"night": ("cmd uimode night yes", "cmd uimode night no"),
            "landscape": ("settings put system accelerometer_rotation 0; settings put system user_rotation 1",
                          "settings put system user_rotation 0"),
            "small": ("wm size 720x1280; wm density 280", "wm size reset; wm density reset")}


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_screens_agree_with_the_screenshot_in_every_variant(device, cam, variant):
    from tests.sim.ui_helpers import assert_dump_matches_screenshot
    on, off = VARIANTS[variant]
    device.shell(on)
    try:
        tap(device, "Shutter")
        assert_dump_matches_screenshot(device, cam, variant + " viewfinder")
        open_options(device)
        assert_dump_matches_screenshot(device, cam, variant + " options")
        tap(device, rid="rounded_thumbnail_view")
        assert_dump_matches_screenshot(device, cam, variant + " filmstrip")
    finally:
        device.shell(off)


def test_preview_sits_on_a_bottom_bar_of_at_most_120dp(device, cam):
    """CaptureLayoutHelper on a 20:9 portrait window: the 4:3 preview ends where the bottom
    bar starts, the bar is at most bottom_bar_height_max 120dp and ends at the window's
    bottom (above the 48dp navigation bar); above the preview the window is black."""
    preview = find(device, rid="preview_content").bbox
    shutter = find(device, rid="shutter_button").bbox
    px = 420 / 160
    window = 2400 - round(48 * px)
    assert preview.y_max + round(120 * px) == window and preview.x_max - preview.x_min == 1080
    assert preview.y_max - preview.y_min == 1440 and preview.y_min > 0
    assert abs((shutter.y_min + shutter.y_max) // 2 - (preview.y_max + window) // 2) <= 1    # centred in the bar
    pic = np.asarray(Image.open(io.BytesIO(run_split(cam, "screencap -p")[0])).convert("RGB"))
    assert pic[preview.y_min // 2, 540].tolist() == [0, 0, 0]                       # black above
    assert pic[preview.y_max + 10, 20].tolist() == [0x1B, 0x1B, 0x1B]              # camera_gray_background
