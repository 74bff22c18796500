"""ZipXtract 4.2 on the simulated device, driven only by ``input`` commands on what
``uiautomator dump`` shows: Pick File and Extract To go through the system pickers (the
folder picker refuses Download itself and offers a new folder), Extract writes the
archive's nested entries under ``<folder>/<archive name>/`` and stores the folder as a
tree URI in ``MyPrefs.xml``; encrypted archives ask for the password; Create zips picked
files with the saved compression settings (``ZipPrefs.xml``)."""

from __future__ import annotations

import io
import zipfile

import pytest

from apps import zipxtract
from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap
from venus_tasks.data.archives import zip_bytes
from venus_tasks.sim.apps_ui import zipxtract_store as store
from venus_tasks.sim.clock import DEFAULT_START

START = "am start -n com.wirelessalien.zipxtract/.FragmentActivity"
DEVICE = "sdk_gphone64_x86_64"
MEMBERS = {"notes/a.md": "alpha", "notes/deep/b.md": "beta beta", "c.txt": "gamma!"}


@pytest.fixture()
def app(sh, model):
    ticks = [0]
    model.clock.__init__(DEFAULT_START, monotonic_ns=lambda: ticks[0])
    model.vfs.mkdir("/sdcard/zip", parents=True)
    model.vfs.write("/sdcard/zip/MyFile.zip", zip_bytes(MEMBERS))
    sh(START)
    return ticks


def texts(sh) -> list[str]:
    return [e.text for e in elements(sh) if e.text]


def scroll_to(sh, text: str) -> None:
    for _ in range(6):
        if find(sh, text) is not None:
            return
        sh("input swipe 540 2000 540 900 300")
    raise AssertionError(text)


def pick_archive(sh, folder: str = "zip", name: str = "MyFile.zip") -> None:
    tap(sh, "Pick File")
    if find(sh, name) is not None and find(sh, "RECENT FILES") is None:
        tap(sh, name)                                   # reopened where the last pick was made
        return
    tap(sh, "Show roots")
    tap(sh, DEVICE)
    scroll_to(sh, folder)
    tap(sh, folder)
    tap(sh, name)


def choose_new_folder(sh, name: str) -> None:
    tap(sh, "Extract To")
    tap(sh, DEVICE, "breadcrumb_text")                  # the breadcrumb's root
    tap(sh, "Download")
    assert "Can’t use this folder" in texts(sh)         # Download is blocked from tree access
    assert find(sh, "USE THIS FOLDER").is_enabled is False
    tap(sh, "CREATE NEW FOLDER")
    sh(f"input text {name}")
    tap(sh, "OK")
    tap(sh, "USE THIS FOLDER")
    assert f"Allow ZipXtract to access files in {name}?" in texts(sh)
    tap(sh, "ALLOW")


def test_the_file_picker_opens_on_recent_newest_first(sh, model, app):
    model.vfs.write("/sdcard/Download/later.zip", b"PK")
    tap(sh, "Pick File")
    assert find(sh, "RECENT FILES", "header_title") is not None
    names = [e.text for e in elements(sh) if e.resource_id == "android:id/title"]
    assert names.index("later.zip") < names.index("MyFile.zip")


def test_the_pickers_view_mode_recent_a_list_other_roots_as_files_saved_them(sh, model, app):
    """PickActivity.refreshDirectory: Recent is a list for non-visual MIME types; the device
    root follows LocalPreferences (a grid until "List view"; Files' choice holds here)."""
    tap(sh, "Pick File")
    assert find(sh, None, "metadata") is not None and find(sh, "Grid view", "sub_menu_grid") is not None
    tap(sh, "Show roots")
    tap(sh, DEVICE)
    assert find(sh, None, "metadata") is None and find(sh, "List view", "sub_menu_list") is not None
    sh("input keyevent 4")
    sh("am force-stop com.wirelessalien.zipxtract")
    sh("monkey -p com.google.android.documentsui -c android.intent.category.LAUNCHER 1")
    tap(sh, "Show roots")
    tap(sh, DEVICE, "title")
    tap(sh, "List view")                                  # saved for the device root
    sh(START)
    tap(sh, "Extract To")                                 # the tree picker opens on the device root
    assert find(sh, "Grid view", "sub_menu_grid") is not None and find(sh, "List view") is None


def test_extract_tab_as_v4_2_draws_it_and_no_first_run(sh, model, app):
    assert texts(sh) == ["ZIPXTRACT", "Pick File", "Extract To", "Extract", "Extract", "Create"]
    assert find(sh, "Extract", rid="home").is_selected and find(sh, "Create", rid="zipCreate") is not None
    assert find(sh, rid="infoButton").content_description == ""                    # an unlabelled icon
    assert_dump_matches_screenshot(sh, model, "extract tab")
    tap(sh, rid="infoButton")
    assert {"Version:", "4.2"} <= set(texts(sh))


def test_extract_writes_nested_entries_under_the_archive_folder(sh, model, app):
    pick_archive(sh)
    assert find(sh, "Selected File: MyFile.zip") is not None
    choose_new_folder(sh, "unpacked")
    assert find(sh, "Selected Folder: :Download/unpacked") is not None   # uri.path minus /tree/primary
    tap(sh, "Extract")
    assert {"100%", "File extracted successfully", "Open Folder"} <= set(texts(sh))
    base = "/sdcard/Download/unpacked/MyFile"
    for rel, text in MEMBERS.items():
        assert model.vfs.read(f"{base}/{rel}") == text.encode()
    prefs = model.vfs.read(zipxtract.EXTRACT_PREFS).decode()
    assert '<string name="outputDirectoryUri">content://com.android.externalstorage.documents/tree/primary%3A' \
           'Download%2Funpacked</string>' in prefs
    app[0] += 3 * 10**9                                  # the snackbar is gone after LENGTH_LONG
    assert find(sh, "File extracted successfully") is None
    tap(sh, "Extract")                                   # a second run: a new folder next to it
    assert model.vfs.read("/sdcard/Download/unpacked/MyFile (1)/c.txt") == b"gamma!"


def test_extract_needs_file_and_folder_and_restores_the_folder_on_relaunch(sh, model, app):
    tap(sh, "Extract")                                   # only a toast
    pick_archive(sh)
    tap(sh, "Extract")                                   # no folder yet: only a toast
    assert not model.vfs.exists("/sdcard/zip/MyFile")
    choose_new_folder(sh, "out")
    sh("am force-stop com.wirelessalien.zipxtract")
    sh(START)
    assert find(sh, "Selected Folder: Download/out") is not None          # restored: no leading ":"
    assert find(sh, "Selected File: MyFile.zip") is None
    tap(sh, rid="clear_cache_btnDP")
    assert find(sh, "No Directory Selected") is not None
    assert "No Directory Selected" not in model.vfs.read(zipxtract.EXTRACT_PREFS).decode()
    assert "outputDirectoryUri" not in model.vfs.read(zipxtract.EXTRACT_PREFS).decode()


def test_the_folder_picker_reopens_where_the_app_last_picked(sh, app):
    pick_archive(sh)
    tap(sh, "Extract To")
    assert [e.text for e in elements(sh) if e.resource_id.endswith("breadcrumb_text")] == [DEVICE, "zip"]
    assert find(sh, "MyFile.zip").is_enabled is False     # files are listed disabled


def test_encrypted_zip_asks_for_the_password(sh, model, app):
    data = store.build_zip([("secret.txt", b"42")], store.DEFAULTS, "pw")
    model.vfs.write("/sdcard/zip/locked.zip", data)
    pick_archive(sh, name="locked.zip")
    choose_new_folder(sh, "x")
    tap(sh, "Extract")
    assert "Enter Password" in texts(sh)
    tap(sh, rid="button1")                               # no password: the extraction fails
    assert model.vfs.listdir("/sdcard/Download/x/locked") == []
    tap(sh, "Extract")
    sh("input text pw")
    tap(sh, "Extract")
    assert model.vfs.read("/sdcard/Download/x/locked (1)/secret.txt") == b"42"


def test_tar_and_unknown_formats_as_the_app_handles_them(sh, model, app):
    buf = io.BytesIO()
    import tarfile
    with tarfile.open(fileobj=buf, mode="w") as tf:
        info = tarfile.TarInfo("dir/a.txt")
        info.size = 2
        tf.addfile(info, io.BytesIO(b"hi"))
    model.vfs.write("/sdcard/zip/t.tar", buf.getvalue())
    model.vfs.write("/sdcard/zip/odd.cab", b"?")
    pick_archive(sh, name="t.tar")
    choose_new_folder(sh, "y")
    tap(sh, "Extract")
    assert model.vfs.read("/sdcard/Download/y/t/dir_a.txt") == b"hi"     # flat, "/" -> "_"
    pick_archive(sh, name="odd.cab")
    tap(sh, "Extract")
    assert model.vfs.listdir("/sdcard/Download/y/odd") == []              # made before the check


def test_create_zips_several_files_with_the_saved_settings(sh, model, app):
    model.vfs.mkdir("/sdcard/Documents/src", parents=True)
    model.vfs.write("/sdcard/Documents/src/one.txt", b"1" * 500)
    model.vfs.write("/sdcard/Documents/src/two.txt", b"2" * 500)
    tap(sh, "Create")
    assert {"Select", "File", "Files", "Folder", "Save Zip To", "Compress ZIP"} <= set(texts(sh))
    tap(sh, rid="zipSettingsBtn")
    assert find(sh, "DEFLATE") is not None and find(sh, "NORMAL") is not None
    tap(sh, "DEFLATE")                                   # the spinner
    tap(sh, "STORE")
    tap(sh, "Save")
    assert '<string name="compressionMethod">STORE</string>' in model.vfs.read(zipxtract.ZIP_PREFS).decode()
    tap(sh, "Files")
    tap(sh, "Show roots")
    tap(sh, DEVICE)
    tap(sh, "Documents")
    tap(sh, "src")
    for name in ("one.txt", "two.txt"):                  # a long press selects
        c = find(sh, name).bbox.center
        sh(f"input swipe {c[0]} {c[1]} {c[0]} {c[1]} 1000")
    assert find(sh, "2 selected") is not None
    tap(sh, "SELECT")
    assert find(sh, "Files Selected: 2") is not None and find(sh, "one.txt") is not None
    tap(sh, "Save Zip To")
    tap(sh, "USE THIS FOLDER")                           # src, where the picker was last
    tap(sh, "ALLOW")
    tap(sh, "Compress ZIP")
    tap(sh, "Zip Name (without .zip)")
    sh("input text bundle")
    tap(sh, "Non Encrypted")
    with zipfile.ZipFile(io.BytesIO(model.vfs.read("/sdcard/Documents/src/bundle.zip"))) as zf:
        assert sorted(zf.namelist()) == ["one.txt", "two.txt"]
        assert {i.compress_type for i in zf.infolist()} == {zipfile.ZIP_STORED}
    assert "outputDirectoryUriZip" in model.vfs.read(zipxtract.CREATE_PREFS).decode()


def test_create_one_file_writes_name_ext_zip_and_files_needs_two(sh, model, app):
    model.vfs.write("/sdcard/zip/report.pdf", b"%PDF-1.4")
    tap(sh, "Create")
    tap(sh, "Files")
    tap(sh, "MyFile.zip")                                # one file returns no clipData: ignored
    assert find(sh, "Files Selected: 1") is None
    tap(sh, "File")
    tap(sh, "report.pdf")                                # from Recent
    tap(sh, "Save Zip To")                               # Recent is no folder: the device root
    assert find(sh, "USE THIS FOLDER").is_enabled is False
    scroll_to(sh, "zip")
    tap(sh, "zip")
    tap(sh, "USE THIS FOLDER")
    tap(sh, "ALLOW")
    tap(sh, "Compress ZIP")
    tap(sh, "Encrypt")                                   # no password: "Error creating zip file"
    assert not model.vfs.exists("/sdcard/zip/report.pdf.zip")
    tap(sh, "Compress ZIP")
    tap(sh, "Non Encrypted")
    with zipfile.ZipFile(io.BytesIO(model.vfs.read("/sdcard/zip/report.pdf.zip"))) as zf:
        assert zf.namelist() == ["report.pdf"]                                # splitFileName adds .zip
    tap(sh, "File")
    tap(sh, "MyFile.zip")
    tap(sh, "Compress ZIP")
    tap(sh, "Non Encrypted")
    assert model.vfs.exists("/sdcard/zip/MyFile (1).zip")                     # .zip kept, name taken
