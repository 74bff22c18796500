"""Seed, read back, compare: providers (contacts, SMS, call log), shared-storage files and
launches, on the simulated device through adbutils."""

from __future__ import annotations

import random

import pytest

import apps
from apps import (audio_recorder, camera, chrome, contacts, files, gallery, markor, phone, sms, vlc,
                  zipxtract)
from venus_tasks.data import archives, audio, html, images, text


def require_provider(device, uri: str) -> None:
    """Skip when the device has no provider for ``uri`` (a real Android 13 device has all three
    used here; the simulator may not yet). The skip reason names the missing authority."""
    r = device.shell(["content", "query", "--uri", uri, "--projection", "_id"])
    if "Could not find provider" in r.stdout + r.stderr:
        pytest.skip(f"device has no content provider for {uri}")


@pytest.mark.parametrize("app", apps.catalogue(), ids=[a.name for a in apps.catalogue()])
def test_every_app_is_installed_and_launches(device, app):
    assert app.package in device.packages()
    if not app.activity:                      # ADBKeyBoard: an input method, nothing to launch
        assert "com.android.adbkeyboard/.AdbIME" in device.run(["ime", "list", "-a", "-s"]).split()
        return
    device.start_activity(app.activity)
    assert device.current_package() == app.package
    device.force_stop(app.package)


def test_markor_notes(device):
    markor.clear_notes(device)
    notes = {"Groceries.md": text.markdown_note(random.Random(1), "Groceries"),
             "Trips/Lisbon.md": text.markdown_note(random.Random(2), "Lisbon")}
    for rel, body in notes.items():
        markor.write_note(device, rel, body)
    assert markor.read_notes(device) == notes
    markor.clear_notes(device)
    assert markor.read_notes(device) == {}


def test_contacts(device):
    require_provider(device, contacts.RAW_CONTACTS)
    contacts.clear_contacts(device)
    contacts.add_contact(device, "Rosa Novak", "+15551234567")
    contacts.add_contact(device, "Emeka Baker", "+15559876543")
    assert contacts.list_contacts(device) == [contacts.Contact("Emeka Baker", "+15559876543"),
                                              contacts.Contact("Rosa Novak", "+15551234567")]
    contacts.clear_contacts(device)
    assert contacts.list_contacts(device) == []


def test_sms(device):
    require_provider(device, sms.INBOX)
    sms.clear_messages(device)
    msgs = [sms.Sms("+15551230000", "See you at 6, ok?", 1697383000000),
            sms.Sms("+15551231111", "Running late", 1697383100000, type=sms.TYPE_SENT)]
    sms.add_messages(device, msgs)
    assert sms.list_messages(device, "inbox") == [msgs[0]]
    assert sms.list_messages(device, "sent") == [msgs[1]]
    sms.clear_messages(device)
    assert sms.list_messages(device, "all") == []


def test_call_log(device):
    require_provider(device, phone.CALLS)
    phone.clear_call_log(device)
    calls = [phone.Call("+15550001111", phone.MISSED, 1697383000000),
             phone.Call("+15550002222", phone.OUTGOING, 1697383200000, duration=65)]
    phone.add_calls(device, calls)
    assert phone.list_calls(device) == calls
    phone.clear_call_log(device)
    assert phone.list_calls(device) == []
    assert phone.call_state(device) == "IDLE"


def test_audio_recordings(device):
    audio_recorder.clear_recordings(device)
    wav = audio.wav_bytes(3, seconds=0.5)
    path = audio_recorder.add_recording(device, "Meeting notes.wav", wav)
    assert audio_recorder.list_recordings(device) == ["Meeting notes.wav"]
    assert device.pull_bytes(path) == wav


def test_shared_files_gallery_camera(device):
    png = images.encode(images.receipt_image(images.random_receipt(5)))
    path = gallery.add_image(device, "receipt_1.png", png)
    assert "receipt_1.png" in gallery.list_images(device)
    assert files.read_file(device, path) == png
    doc = files.push_file(device, f"{files.DOCUMENTS}/plan.txt", b"plan")
    assert doc in files.list_files(device, files.DOCUMENTS)
    app_file = "/storage/emulated/0/Android/data/net.osmand/files/Liechtenstein_europe.obf"
    device.push_bytes(b"map", app_file)
    files.clear_storage(device)
    assert [f for f in files.list_files(device, files.SDCARD) if not f.startswith("/sdcard/Android/")] == []
    assert device.pull_bytes(app_file) == b"map"         # apps' own folders are app state, kept
    assert camera.list_photos(device) == []
    with pytest.raises(ValueError):
        files.push_file(device, "/data/local/tmp/x", b"")


def test_chrome_page_zip_and_videos(device):
    page, _ = html.button_page(1)
    assert chrome.write_task_page(device, page) == chrome.TASK_URL
    assert device.read_text(chrome.TASK_PAGE) == page
    z = archives.zip_bytes({"5.md": "five"})
    assert device.pull_bytes(zipxtract.push_archive(device, z)) == z
    vlc.add_video(device, "clip.mp4", b"\x00\x00\x00\x18ftypmp42")
    assert vlc.list_videos(device) == ["clip.mp4"]
