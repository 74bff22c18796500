"""Files (DocumentsUI) on the simulated device, driven by ``input`` and read by
``uiautomator dump``: the roots drawer, folder rows with Android's size and date formats,
the breadcrumb and BACK, the PDF viewer (pages as pictures, page indicator, scrolling),
and an HTML file handed to Chrome as a ``content://`` URI."""

from __future__ import annotations

import datetime
import io

from PIL import Image

from tests.sim.ui_helpers import elements, find, tap
from venus_tasks.data import papers
from venus_tasks.sim.apps_ui import files
from venus_tasks.sim.shell import run_split


def _open_storage(sh, *folders, view="List view"):
    """Files -> the device root (switched to ``view`` when given) -> each of ``folders``."""
    sh("monkey -p com.google.android.documentsui -c android.intent.category.LAUNCHER 1")
    tap(sh, "Show roots")
    tap(sh, "sdk_gphone64_x86_64", "title")
    if view:
        tap(sh, view)
    for name in folders:
        tap(sh, name, "title")


def test_formats_follow_android():
    assert [files.format_size(n) for n in (0, 500, 980, 2140, 15_360, 123_456, 1_050_000)] == \
        ["0 B", "500 B", "0.98 kB", "2.14 kB", "15.36 kB", "123 kB", "1.05 MB"]   # over 900 goes up a unit
    tz = datetime.timezone.utc
    now = int(datetime.datetime(2023, 10, 15, 15, 34, tzinfo=tz).timestamp() * 1e9)
    at = lambda *a: int(datetime.datetime(*a, tzinfo=tz).timestamp() * 1e9)  # noqa: E731
    assert files.format_date(at(2023, 10, 15, 9, 5), now, tz) == "9:05 AM"
    assert files.format_date(at(2023, 10, 3, 12), now, tz) == "Oct 3"
    assert files.format_date(at(2022, 6, 30, 12), now, tz) == "Jun 30, 2022"


def test_drawer_folders_rows_breadcrumb_and_back(sh, model):
    sh("mkdir -p /sdcard/Documents/Work && echo hello > /sdcard/Documents/Work/a.txt", root=True)
    _open_storage(sh, "Documents")
    assert find(sh, "Work", "title") is not None
    tap(sh, "Work", "title")
    row = [e for e in elements(sh) if e.resource_id.endswith(("/title", "metadata")) and e.bbox.y_min > 300]
    assert [e.text for e in row] == ["a.txt", "3:34 PM, 6 B, TXT document"]      # item_doc_list: date, size, type
    crumbs = [e.text for e in elements(sh) if e.resource_id.endswith("breadcrumb_text")]
    assert crumbs == ["sdk_gphone64_x86_64", "Documents", "Work"]             # the path from the root
    sh("input keyevent 4")
    assert find(sh, "Work", "title") is not None and find(sh, "a.txt") is None
    tap(sh, "sdk_gphone64_x86_64", "breadcrumb_text")
    assert find(sh, "Download", "title") is not None


def test_pdf_opens_as_pictures_with_a_page_indicator_and_scrolls(sh, model):
    paper = papers.random_paper(1, ("Ana Bell", "Chen Ito"), 2019, n_tables=3, length=4)
    sh("mkdir -p /sdcard/Documents/Papers", root=True)
    model.vfs.write("/sdcard/Documents/Papers/x.pdf", paper.pdf_bytes())
    _open_storage(sh, "Documents", "Papers")
    tap(sh, "x.pdf", "title")
    n = len(paper.pages())
    shown = elements(sh)
    assert find(sh, f"1 / {n}", "page_indicator") is not None
    assert [e.content_description for e in shown if e.content_description.startswith("Page ")][:1] == [f"Page 1 of {n}"]
    assert not any("Ana Bell" in e.text for e in shown)            # page text is pixels only
    png = run_split(model, "screencap -p")[0]
    img = Image.open(io.BytesIO(png)).convert("L")
    page = find(sh, f"Page 1 of {n}").bbox
    assert img.crop((page.x_min, page.y_min, page.x_max, page.y_min + 300)).getextrema()[0] < 80   # dark text drawn
    for _ in range(6):
        sh("input swipe 540 2000 540 600")
    assert find(sh, f"{n} / {n}", "page_indicator") is not None
    sh("input keyevent 4")
    assert find(sh, "x.pdf", "title") is not None


def test_a_file_that_is_not_a_pdf_shows_cant_open(sh, model):
    sh("mkdir -p /sdcard/Download && echo nope > /sdcard/Download/bad.pdf", root=True)
    _open_storage(sh, "Download")
    tap(sh, "bad.pdf", "title")
    assert find(sh, "Can't open file") is not None


def test_html_opens_in_chrome_by_content_uri(sh, model):
    sh("mkdir -p /sdcard/Download/site", root=True)
    model.vfs.write("/sdcard/Download/site/index.html", b"<title>T</title><h1>Hello</h1><a href='b.html'>Next</a>")
    _open_storage(sh, "Download", "site")
    tap(sh, "index.html", "title")
    url = find(sh, rid="url_bar").text
    assert url == "content://com.android.externalstorage.documents/document/primary%3ADownload%2Fsite%2Findex.html"
    assert find(sh, "Hello") is not None
    tap(sh, "Next")                                   # a relative link from a content:// page resolves to nothing
    assert find(sh, "Hello") is None


def test_the_catalogue_formats_sizes_as_the_screen_does():
    from apps.files import shown_size
    for n in (0, 500, 899, 900, 980, 2140, 99_994, 123_456, 1_050_000, 7_300_000_000):
        assert shown_size(n) == files.format_size(n), n


def test_recent_and_kind_roots(sh, model):
    sh("mkdir -p /sdcard/Documents/A /sdcard/Pictures && echo x > /sdcard/Documents/A/old.pdf", root=True)
    sh("echo y > /sdcard/Documents/new.txt && echo z > /sdcard/Pictures/cat.png", root=True)
    sh("touch -d '2023-10-01 10:00' /sdcard/Documents/A/old.pdf", root=True)
    sh("monkey -p com.google.android.documentsui -c android.intent.category.LAUNCHER 1")
    titles = lambda: [e.text for e in elements(sh) if e.resource_id == "android:id/title"]  # noqa: E731
    recent = titles()
    assert recent.index("old.pdf") > recent.index("new.txt")          # Recent: newest first (the app opens on it)
    tap(sh, "Show roots")
    tap(sh, "Documents", "title")
    assert titles() == ["new.txt", "old.pdf"]                         # by kind, from every folder, by name
    tap(sh, "List view")
    assert find(sh, "Oct 1, 2 B, PDF document", "metadata") is not None
    tap(sh, "Show roots")
    tap(sh, "Images", "title")
    assert titles() == ["cat.png"]


def test_zh_locale_labels(sh, model):
    sh("setprop persist.sys.locale zh-CN", root=True)
    sh("monkey -p com.google.android.documentsui -c android.intent.category.LAUNCHER 1")
    assert find(sh, "最近的文件", "header_title") is not None
    tap(sh, "显示根目录")
    assert [e.text for e in elements(sh) if e.resource_id == "android:id/title"] == \
        ["最近", "图片", "视频", "音频", "文档", "下载", "sdk_gphone64_x86_64"]


def test_type_labels_and_icons_follow_mime_icon_utils():
    """ContentResolver.getTypeInfo's labels (the MIME type's extension upper-cased before
    mime_type_*_ext) and DocumentsUI's ic_doc_* icons in their colours."""
    from venus_tasks.sim.apps_ui import files_look as look
    assert look.type_of("a.pdf", False)[::2] == ("PDF document", look.RED)
    assert look.type_of("IMG.JPEG", False)[0] == "JPG image"                       # image/jpeg -> jpg
    assert look.type_of("page.htm", False)[0] == "HTML document"
    assert look.type_of("song.mp3", False)[0] == "MP3 audio"
    assert look.type_of("data.xyz", False) == ("XYZ file", look.DOC_GENERIC, look.GREY)
    assert look.type_of("README", False)[0] == "File"
    assert look.type_of("Work", True) == ("Folder", look.DOC_FOLDER, look.GREY)


def test_search_bar_on_recent_then_titles_and_headers_per_root(sh, model):
    sh("mkdir -p /sdcard/Documents/Work && echo x > /sdcard/Download/a.txt", root=True)
    sh("monkey -p com.google.android.documentsui -c android.intent.category.LAUNCHER 1")
    assert find(sh, "Search this phone", "searchbar_title") is not None         # Recent: the search bar, no title
    assert find(sh, "RECENT FILES", "header_title") is not None
    tap(sh, "Show roots")
    tap(sh, "Downloads", "title")
    assert find(sh, "Search this phone") is None and find(sh, "FILES IN DOWNLOADS", "header_title") is not None
    assert [e.text for e in elements(sh) if e.resource_id.endswith("breadcrumb_text")] == ["Downloads"]
    tap(sh, "Show roots")
    tap(sh, "sdk_gphone64_x86_64", "title")
    assert find(sh, "FILES ON SDK_GPHONE64_X86_64", "header_title") is not None
    tap(sh, "Documents", "title")
    assert find(sh, "FILES IN DOCUMENTS", "header_title") is not None


PREFS = "/data/data/com.google.android.documentsui/shared_prefs/com.google.android.documentsui_preferences.xml"


def _cards(sh) -> list[tuple[str, tuple[int, int, int, int]]]:
    """(class, bounds) of every ``item_root`` of the current dump, inner nodes included."""
    import re
    import xml.etree.ElementTree as ET
    assert sh("uiautomator dump")[2] == 0
    root = ET.fromstring(sh("cat /sdcard/window_dump.xml")[0])
    return [(n.get("class"), tuple(map(int, re.findall(r"-?\d+", n.get("bounds")))))
            for n in root.iter("node") if n.get("resource-id", "").endswith("/item_root")]


def test_every_root_opens_as_a_grid_until_list_is_picked_for_it(sh, model):
    """BaseActivity: LocalPreferences.getViewMode(root, MODE_GRID): Recent and Downloads open
    as grids of cards (size and date, no type label); "List view" switches the current root
    only, is kept in the app's preferences across a force stop, and ``pm clear`` forgets it."""
    sh("echo hello > /sdcard/Download/a.txt", root=True)
    start = "monkey -p com.google.android.documentsui -c android.intent.category.LAUNCHER 1"
    sh(start)
    card = find(sh, "a.txt", "title")
    assert card is not None and find(sh, None, "metadata") is None
    assert {c for c, _ in _cards(sh)} == {"androidx.cardview.widget.CardView"}        # MaterialCardView
    assert find(sh, "6 B", "details") is not None and find(sh, "3:34 PM", "date") is not None
    tap(sh, "List view")
    assert find(sh, "3:34 PM, 6 B, TXT document", "metadata") is not None and find(sh, "Grid view", "sub_menu_grid")
    tap(sh, "Show roots")
    tap(sh, "Downloads", "title")
    assert find(sh, None, "metadata") is None and find(sh, "List view", "sub_menu_list") is not None   # per root
    sh("am force-stop com.google.android.documentsui")
    sh(start)
    assert find(sh, "3:34 PM, 6 B, TXT document", "metadata") is not None                # Recent: kept
    assert 'name="rootViewMode-nullnull" value="1"' in sh(f"cat {PREFS}", root=True)[0]
    sh("pm clear com.google.android.documentsui")
    sh(start)
    assert find(sh, None, "metadata") is None and find(sh, "List view") is not None


def test_grid_cards_folders_first_then_files_on_a_new_row_two_a_row(sh, model):
    """item_dir_grid (48dp) for folders, then a row break (DirectoryAddonsAdapter), then
    item_doc_grid cards as high as wide plus the nameplate, two columns on the phone; the
    dump has a long name whole though the card is narrower than it."""
    long_name = "quarterly_financial_statement_final_v2.pdf"
    sh(f"mkdir -p /sdcard/Documents/Work && echo x > /sdcard/Documents/{long_name}"
       " && echo y > /sdcard/Documents/b.txt", root=True)
    _open_storage(sh, "Documents", view=None)
    (_, work), (_, first), (_, second) = _cards(sh)
    assert work[3] - work[1] == round(48 * model.display.density / 160)                  # a folder card
    assert first[1] > work[3] and first[1] == second[1]                                  # files: a new row
    assert first[2] < second[0]                                                          # side by side
    assert first[3] - first[1] > first[2] - first[0]                                     # square + nameplate
    title = find(sh, long_name, "title")
    assert title is not None and second[0] < title.bbox.x_max <= second[2]                 # whole in the dump
    assert find(sh, None, "icon_mime_lg") is not None and find(sh, None, "icon_mime_sm") is not None
    assert find(sh, "Work", "title") is not None and find(sh, None, "details") is not None
