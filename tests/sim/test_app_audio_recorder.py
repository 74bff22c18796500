"""Audio Recorder on the simulated device, driven through adbutils: the record button
starts a recording whose time (``txt_progress``) runs with the device's clock (stepped:
``sim_sleep`` moves it, a tap takes ``INPUT_MS``), pauses and resumes it;
stop writes ``Record-N.m4a`` of the recorded length (measured with PyAV) and its
``records`` row (duration in microseconds, as the app stores it)."""

from __future__ import annotations

import io
import sqlite3
import tempfile

import av
import pytest

from tests.sim.ui_helpers import find, tap
from venus_tasks.sim.clock import INPUT_MS

PKG = "com.dimowner.audiorecorder"
START = "am start -n com.dimowner.audiorecorder/.app.welcome.WelcomeActivity"
RECORDS = "/storage/emulated/0/Android/data/com.dimowner.audiorecorder/files/Music/records"
DB = "/data/data/com.dimowner.audiorecorder/databases/records.db"





def seconds(text: str) -> int:
    total = 0
    for part in text.split(":"):
        total = total * 60 + int(part)
    return total


def rows(device) -> list[tuple]:
    device.root()
    blob = device.pull_bytes(DB)
    with tempfile.NamedTemporaryFile(suffix=".db") as f:
        f.write(blob)
        f.flush()
        con = sqlite3.connect(f.name)
        try:
            return con.execute("SELECT name, duration, path, format, size FROM records ORDER BY _id").fetchall()
        finally:
            con.close()


@pytest.fixture()
def recorder(device):
    device.shell(f"pm clear {PKG}")
    device.shell(START)
    return device


def test_main_screen_before_recording(recorder):
    assert find(recorder, "Audio Recorder") is not None
    assert find(recorder, rid="txt_progress").text == "00:00"
    assert find(recorder, rid="btn_record").content_description == "Recording: %s"
    assert find(recorder, rid="btn_record_stop") is None              # invisible until recording
    assert find(recorder, rid="txt_name") is None


def test_recording_runs_pauses_and_stop_writes_file_and_row(recorder, sim_sleep):
    tap(recorder, rid="btn_record")
    assert find(recorder, rid="txt_name").text == "Recording\u2026"
    assert find(recorder, rid="btn_record_stop") is not None
    assert seconds(find(recorder, rid="txt_progress").text) == 0
    sim_sleep(1.3)
    assert seconds(find(recorder, rid="txt_progress").text) == 1
    name = rows(recorder)[-1][0]
    assert name == "Record-1" and rows(recorder)[-1][1] == 0            # the row exists while recording
    tap(recorder, rid="btn_record")                                         # pause
    assert find(recorder, rid="txt_name").text == "Paused"
    frozen = find(recorder, rid="txt_progress").text
    sim_sleep(1.1)
    assert find(recorder, rid="txt_progress").text == frozen
    tap(recorder, rid="btn_record")                                         # resume
    sim_sleep(0.6)
    tap(recorder, rid="btn_record_stop")
    assert find(recorder, rid="txt_progress").text == "00:00"
    assert find(recorder, rid="txt_name").text == name
    assert find(recorder, rid="btn_record_stop") is None
    assert f"{name}.m4a" in recorder.listdir(RECORDS)
    blob = recorder.pull_bytes(f"{RECORDS}/{name}.m4a")
    with av.open(io.BytesIO(blob)) as f:
        measured = f.duration / 1e6
    recorded = 1.3 + INPUT_MS / 1000 + 0.6 + INPUT_MS / 1000            # up to the pause and the stop taps
    assert abs(measured - recorded) <= 1024 / 44100                     # one AAC frame
    (row_name, duration_us, path, fmt, size), = rows(recorder)
    assert (row_name, path, fmt, size) == (name, f"{RECORDS}/{name}.m4a", "m4a", len(blob))
    assert abs(duration_us / 1e6 - measured) < 0.05                    # microseconds
    assert find(recorder, rid="txt_duration").text == "00:%02d" % int(duration_us / 1e6)


def test_a_second_recording_gets_the_next_counter_name(recorder, sim_sleep):
    tap(recorder, rid="btn_record")
    sim_sleep(0.3)
    tap(recorder, rid="btn_record_stop")
    tap(recorder, rid="btn_record")
    sim_sleep(0.3)
    tap(recorder, rid="btn_record_stop")
    names = [r[0] for r in rows(recorder)]
    assert names == ["Record-1", "Record-2"]                             # pm clear reset the counter
