"""Small shell details android_env and AndroidWorld hit: letter and digit key events type
into the focused field, KEYCODE_PASTE pastes the clip, ``dumpsys input`` carries the touch
mapper's ``SurfaceOrientation`` (android_env ``adb_call_parser._get_orientation``), and
``logcat`` clears, dumps, and streams until the device stops (android_env
``adb_log_stream``)."""

from __future__ import annotations

import re
import threading

from venus_tasks.sim.text_input import clipboard


def test_letter_digit_and_punctuation_keys_type_lower_case(model, sh):
    model.ui.focused_field = "note"
    assert sh("input keyevent KEYCODE_H KEYCODE_I 8 KEYCODE_PERIOD KEYCODE_SPACE KEYCODE_AT")[2] == 0
    assert model.ui.fields["note"] == "hi1. @"
    model.ui.focused_field = None
    sh("input keyevent KEYCODE_Z")                    # no focused field: nothing typed
    assert model.ui.fields["note"] == "hi1. @"


def test_paste_key_inserts_the_clip(model, sh):
    model.ui.focused_field = "note"
    sh("input keyevent KEYCODE_PASTE")                # an empty clipboard pastes nothing
    assert model.ui.fields.get("note", "") == ""
    clipboard.of(model).set_text("Total: 42", "ca.zgrs.clipper")
    sh("input keyevent 279")
    assert model.ui.fields["note"] == "Total: 42"


def test_dumpsys_input_reports_the_surface_orientation_android_env_parses(sh):
    def orientation() -> int:
        out = sh("dumpsys input")[0]
        found = [re.match(r"\s+(SurfaceOrientation|InputDeviceOrientation):\s+.*(\d)", line)
                 for line in out.split("\n")]
        return int(next(m for m in found if m).group(2))
    assert orientation() == 0
    sh("settings put system accelerometer_rotation 0; settings put system user_rotation 1", root=True)
    assert orientation() == 1
    assert "PhysicalWidth: 2400px" in sh("dumpsys input")[0]


def test_logcat_clears_dumps_and_streams_until_the_device_stops(model, sh):
    assert sh("logcat -b all -c") == ("", "", 0)
    out, _, code = sh("logcat -d -v epoch")
    assert code == 0 and out.splitlines() == ["--------- beginning of main", "--------- beginning of system",
                                              "--------- beginning of crash"]
    assert sh("logcat -b nope")[1:] == ("logcat: unknown buffer 'nope'\n", 1)
    done = []
    worker = threading.Thread(target=lambda: done.append(sh("logcat -v epoch ActivityManager:I *:S")))
    worker.start()
    worker.join(0.3)
    assert worker.is_alive()                          # a stream does not end by itself
    model.halted.set()
    worker.join(5)
    assert done and done[0][2] == 0
