"""MediaStore (``content://media/...``) as on an Android 13 device.

Golden facts and their sources (AOSP ``packages/providers/MediaProvider``):
* rows print in ``Content.java``'s ``Row: N col=value, ...`` format; without
  ``--projection`` the columns are the collection's projection map, an ``ArrayMap`` of
  ``_id`` and the ``@Column`` fields of ``MediaStore.java`` (``MediaColumns`` +
  ``ImageColumns`` for images), i.e. ordered by Java ``String.hashCode``;
* a file created through ``/sdcard`` gets a row at once, pending and owned by the creator
  (``FuseDaemon.cpp`` ``pf_create`` -> ``insertFileIfNecessaryForFuse``: ``is_pending=1``,
  no size yet); ``MEDIA_SCANNER_SCAN_FILE`` (``MediaReceiver`` -> ``MediaService.onScanFile``)
  fills the metadata and clears ``is_pending`` (``ModernMediaScanner``); files written on
  the lower path ``/data/media/0`` appear only after a scan;
* ``content delete`` removes the rows and their files (AndroidWorld
  ``_clear_external_downloads`` runs ``content delete --uri content://media/external/downloads``);
* unknown paths: ``Unknown or unsupported URL: <uri>`` (``MediaProvider.getQueryBuilder``).
Driven through adbutils and, where present, the real ``adb`` client.
"""

from __future__ import annotations

import io
import os
import re
import signal

import pytest
from PIL import Image

from real_adb import clients, run_adb, stray_processes

SCAN = "am broadcast -a android.intent.action.MEDIA_SCANNER_SCAN_FILE -d "
IMAGES = "content://media/external/images/media"
# the @Column fields of MediaStore.MediaColumns + Images.ImageColumns on Android 13, and _id
IMAGE_COLUMNS = {
    "_id", "_data", "_size", "_display_name", "date_added", "date_modified", "datetaken",
    "mime_type", "is_drm", "is_pending", "is_trashed", "date_expires", "width", "height",
    "resolution", "owner_package_name", "volume_name", "relative_path", "bucket_id",
    "bucket_display_name", "group_id", "document_id", "instance_id", "original_document_id",
    "orientation", "is_favorite", "is_download", "generation_added", "generation_modified",
    "xmp", "cd_track_number", "album", "artist", "author", "composer", "genre", "title", "year",
    "duration", "num_tracks", "writer", "album_artist", "disc_number", "compilation", "bitrate",
    "capture_framerate", "picasa_id", "isprivate", "latitude", "longitude", "mini_thumb_magic",
    "description", "exposure_time", "f_number", "iso", "scene_capture_type"}


def rows(out: str) -> list[dict[str, str]]:
    """Parse ``Row: N a=b, c=d`` lines (values here never contain ', ')."""
    found = []
    for line in out.splitlines():
        m = re.match(r"Row: (\d+) (.*)$", line)
        assert m, line
        assert int(m.group(1)) == len(found)
        found.append(dict(kv.split("=", 1) for kv in m.group(2).split(", ")))
    return found


def java_hash(text: str) -> int:
    h = 0
    for ch in text:
        h = (31 * h + ord(ch)) & 0xFFFFFFFF
    return h - (1 << 32) if h & 0x80000000 else h


def png(width: int, height: int) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (width, height), (200, 30, 30)).save(buf, "PNG")
    return buf.getvalue()


def test_boot_scan_lists_the_standard_folders(dev):
    out = dev.shell("content query --uri content://media/external/file "
                    "--projection _data:format:media_type:relative_path --where 'format=12289'")
    found = {r["_data"]: r for r in rows(out)}
    for folder in ("DCIM", "Download", "Music", "Pictures", "Movies", "Documents"):
        row = found[f"/storage/emulated/0/{folder}"]
        assert (row["format"], row["media_type"], row["relative_path"]) == ("12289", "0", "/")
    assert not any("/Android/data" in path for path in found)


def test_push_gives_a_pending_row_and_a_scan_completes_it(dev, tmp_path):
    data = png(4, 3)
    (tmp_path / "cat.png").write_bytes(data)
    dev.sync.push(str(tmp_path / "cat.png"), "/sdcard/DCIM/cat.png")
    proj = "--projection _display_name:is_pending:_size:owner_package_name:mime_type"
    pending = rows(dev.shell(f"content query --uri {IMAGES} {proj}"))
    assert pending == [{"_display_name": "cat.png", "is_pending": "1", "_size": "NULL",
                        "owner_package_name": "com.android.shell", "mime_type": "image/png"}]
    out = dev.shell(SCAN + "file:///sdcard/DCIM/cat.png")
    assert out.splitlines() == [
        "Broadcasting: Intent { act=android.intent.action.MEDIA_SCANNER_SCAN_FILE "
        "dat=file:///sdcard/DCIM/cat.png flg=0x400000 }", "Broadcast completed: result=0"]
    (row,) = rows(dev.shell(f"content query --uri {IMAGES}"))
    assert list(row) == sorted(IMAGE_COLUMNS, key=java_hash) and set(row) == IMAGE_COLUMNS
    assert {k: row[k] for k in ("_data", "_display_name", "title", "mime_type", "is_pending",
                                "relative_path", "bucket_display_name", "volume_name",
                                "width", "height", "resolution", "is_trashed", "datetaken")} == {
        "_data": "/storage/emulated/0/DCIM/cat.png", "_display_name": "cat.png",
        "title": "cat", "mime_type": "image/png", "is_pending": "0", "relative_path": "DCIM/",
        "bucket_display_name": "DCIM", "volume_name": "external_primary", "width": "4",
        "height": "3", "resolution": "4\u00d73", "is_trashed": "0", "datetaken": "NULL"}
    assert row["_size"] == str(len(data))
    assert row["bucket_id"] == str(java_hash("/storage/emulated/0/dcim"))
    assert row["date_modified"] == dev.shell("stat -c %Y /sdcard/DCIM/cat.png")
    by_id = rows(dev.shell(f"content query --uri {IMAGES}/{row['_id']} --projection _data"))
    assert by_id == [{"_data": "/storage/emulated/0/DCIM/cat.png"}]
    assert dev.shell("content query --uri content://media/external/audio/media") == \
        "No result found."


def test_lower_path_needs_a_scan_and_android_world_scans_a_folder(dev):
    with_root = dev.root()
    assert "root" in with_root
    try:
        dev.shell("echo ID3 > /data/media/0/Music/song.mp3")
    finally:
        with dev.open_transport() as c:
            c.send_command("unroot:")
            c.check_okay()
            c.read_until_close()
    audio = "content query --uri content://media/external/audio/media " \
            "--projection _display_name:is_music:is_ringtone:mime_type"
    assert dev.shell(audio) == "No result found."
    dev.shell(SCAN + "file:///storage/emulated/0/Music")        # AndroidWorld's retro music reset
    assert rows(dev.shell(audio)) == [{"_display_name": "song.mp3", "is_music": "1",
                                       "is_ringtone": "0", "mime_type": "audio/mpeg"}]
    # media_type is a Files column, not in Audio.Media's projection map
    assert "Invalid column media_type" in dev.shell(
        "content query --uri content://media/external/audio/media --projection media_type")


def test_unlink_rename_and_delete_follow_the_files(dev):
    dev.shell("echo a > /sdcard/Pictures/one.jpg; echo b > /sdcard/Pictures/two.jpg")
    dev.shell(SCAN + "file:///sdcard/Pictures")
    query = f"content query --uri {IMAGES} --projection _data --where \"_data LIKE '%/Pictures/%'\""
    assert [r["_data"] for r in rows(dev.shell(query))] == [
        "/storage/emulated/0/Pictures/one.jpg", "/storage/emulated/0/Pictures/two.jpg"]
    dev.shell("mv /sdcard/Pictures/one.jpg /sdcard/Pictures/uno.jpg")
    assert [r["_data"] for r in rows(dev.shell(query))] == [
        "/storage/emulated/0/Pictures/uno.jpg", "/storage/emulated/0/Pictures/two.jpg"]
    assert dev.shell(f"content delete --uri {IMAGES} --where \"_display_name='two.jpg'\"") == ""
    assert dev.shell("ls /sdcard/Pictures") == "uno.jpg"
    dev.shell("rm /sdcard/Pictures/uno.jpg")
    assert dev.shell(query) == "No result found."


def test_folder_rename_and_move_in_from_outside(dev):
    """A renamed folder's rows move with it (``pf_rename`` -> ``MediaProvider.renameForFuse``);
    ``mv`` from ``/data/local/tmp`` crosses mounts, so FUSE sees a new file (pending row)."""
    dev.shell("mkdir /sdcard/DCIM/trip; echo 1 > /sdcard/DCIM/trip/a.jpg")
    dev.shell(SCAN + "file:///sdcard/DCIM/trip")
    dev.shell("mv /sdcard/DCIM/trip /sdcard/Pictures/trip2")
    files = "content query --uri content://media/external/file " \
            "--projection _id:_data:relative_path:bucket_display_name:parent " \
            "--where \"_data LIKE '%/trip%' OR _data LIKE '%/Pictures'\""
    found = {r["_data"]: r for r in rows(dev.shell(files))}
    pictures = found["/storage/emulated/0/Pictures"]
    folder = found["/storage/emulated/0/Pictures/trip2"]
    photo = found["/storage/emulated/0/Pictures/trip2/a.jpg"]
    assert (folder["relative_path"], folder["parent"]) == ("Pictures/", pictures["_id"])
    assert (photo["relative_path"], photo["bucket_display_name"], photo["parent"]) == (
        "Pictures/trip2/", "trip2", folder["_id"])
    dev.shell("rm -r /sdcard/Pictures/trip2")
    dev.shell("echo v > /data/local/tmp/v.mp4; mv /data/local/tmp/v.mp4 /sdcard/Movies/v.mp4")
    video = "content query --uri content://media/external/video/media --projection _data:is_pending"
    assert rows(dev.shell(video)) == [{"_data": "/storage/emulated/0/Movies/v.mp4", "is_pending": "1"}]
    dev.shell("mv /sdcard/Movies/v.mp4 /data/local/tmp/v.mp4")
    assert dev.shell(video) == "No result found."
    assert dev.shell("content query --uri content://media/external/file --projection _data "
                     "--where \"_data LIKE '%/trip%'\"") == "No result found."


def test_update_changes_mutable_columns_and_moves_files(dev):
    """``MediaProvider.update``: ``is_favorite`` is mutable, ``title`` (scanner-owned) is
    ignored on a published row, ``relative_path``/``_display_name`` move the file."""
    dev.shell("echo 1 > /sdcard/DCIM/up.jpg")
    dev.shell(SCAN + "file:///sdcard/DCIM/up.jpg")
    where = "--where \"_display_name='up.jpg'\""
    assert dev.shell(f"content update --uri {IMAGES} {where} --bind is_favorite:i:1 "
                     "--bind title:s:Other") == ""
    (row,) = rows(dev.shell(f"content query --uri {IMAGES} {where} "
                            "--projection _id:is_favorite:title"))
    assert (row["is_favorite"], row["title"]) == ("1", "up")
    dev.shell(f"content update --uri {IMAGES}/{row['_id']} "
              "--bind relative_path:s:Pictures/Trips/ --bind _display_name:s:moved.jpg")
    assert "up.jpg" not in dev.shell("ls /sdcard/DCIM").split()
    assert dev.shell("cat /sdcard/Pictures/Trips/moved.jpg") == "1"
    assert dev.shell("ls -ld /sdcard/Pictures/Trips").split()[0] == "drwxrws---"
    assert rows(dev.shell(f"content query --uri {IMAGES}/{row['_id']} "
                          "--projection _data:relative_path:bucket_display_name")) == [
        {"_data": "/storage/emulated/0/Pictures/Trips/moved.jpg",
         "relative_path": "Pictures/Trips/", "bucket_display_name": "Trips"}]
    assert "Invalid column bogus" in dev.shell(
        f"content update --uri {IMAGES}/{row['_id']} --bind bogus:i:1")
    dev.shell("rm -r /sdcard/Pictures/Trips")


def test_clear_external_downloads_as_android_world_does(dev):
    dev.shell("echo 1 > /sdcard/Download/a.txt; echo 2 > /sdcard/Download/b.pdf; "
              "echo 3 > /sdcard/Documents/keep.txt")
    dev.shell(SCAN + "file:///sdcard/Download")
    downloads = rows(dev.shell("content query --uri content://media/external/downloads "
                               "--projection _display_name:is_download"))
    assert sorted(r["_display_name"] for r in downloads) == ["a.txt", "b.pdf"]
    assert {r["is_download"] for r in downloads} == {"1"}
    assert dev.shell("content delete --uri content://media/external/downloads") == ""
    assert dev.shell("ls /sdcard/Download") == ""
    assert dev.shell("cat /sdcard/Documents/keep.txt") == "3"
    dev.shell("rm /sdcard/Documents/keep.txt")


def test_errors_as_media_provider_raises_them(dev):
    out = dev.shell2("content query --uri content://media/external/nothing")
    assert out.returncode == 0
    assert out.output.splitlines()[:2] == [
        "Error while accessing provider:media",
        "java.lang.UnsupportedOperationException: Unknown or unsupported URL: "
        "content://media/external/nothing"]
    bad = dev.shell(f"content query --uri {IMAGES} --projection nope").splitlines()
    assert bad[1] == "java.lang.IllegalArgumentException: Invalid column nope"


def test_an_app_does_not_see_pending_rows_it_does_not_own(server):
    from venus_tasks.sim.providers.base import Caller, Uri
    model = server.device(server.serials[0])
    with model.lock:
        model.vfs.write("/sdcard/Movies/clip.mp4", b"\0" * 10, cred=model.cred)
        uri = Uri.parse("content://media/external/video/media")
        _, shell_rows = model.media.query(uri, ["_display_name"], None, None)
        _, app_rows = model.media.query(uri, ["_display_name"], None, None,
                                        caller=Caller(10150, "com.example.gallery"))
        assert (shell_rows, app_rows) == ([("clip.mp4",)], [])
        model.vfs.unlink("/sdcard/Movies/clip.mp4", cred=model.cred)


CLIENTS = clients()


@pytest.mark.skipif(not CLIENTS, reason="no adb client (adbutils wheel or PATH)")
@pytest.mark.parametrize("binary", CLIENTS, ids=lambda p: "bundled" if "adbutils" in p else "path")
def test_real_adb_push_scan_query(binary, server, tmp_path):
    home = str(tmp_path / "home")
    os.makedirs(home)
    adb = run_adb(binary, server.port, server.serials[0], home)
    try:
        (tmp_path / "p.png").write_bytes(png(2, 5))
        adb("push", str(tmp_path / "p.png"), "/sdcard/Pictures/p.png")
        adb("shell", SCAN + "file:///sdcard/Pictures/p.png")
        out = adb("shell", "content", "query", "--uri", IMAGES, "--projection",
                  "_display_name:resolution:is_pending", "--where",
                  "\"relative_path='Pictures/'\"").stdout.decode()
        assert rows(out) == [{"_display_name": "p.png", "resolution": "2\u00d75",
                              "is_pending": "0"}]
        assert adb("shell", f"content delete --uri {IMAGES} --where \"_display_name='p.png'\"").stdout == b""
        assert adb("shell", "ls /sdcard/Pictures").stdout == b""
    finally:
        strays = stray_processes(home)
        for pid in strays:
            os.kill(pid, signal.SIGKILL)
        assert not strays, f"adb left processes behind: {strays}"
