"""Chrome showing local pages on the simulated device: a VIEW intent loads a file URL,
the page's blocks become accessibility nodes (headings, paragraphs, table cells, list
items; links clickable), links and BACK move through the tab's history, the URL bar
takes a typed URL, missing files and the network show Chrome's error pages; the HTML
subset parser on its own."""

from __future__ import annotations

from tests.sim.ui_helpers import elements, find, tap
from venus_tasks.sim.apps_ui import chrome_html

VIEW = "am start -a android.intent.action.VIEW -d {} -n com.android.chrome/com.google.android.apps.chrome.Main"
INDEX = ("<html><head><title>Shop</title><style>h1{color:red}</style></head><body><h1>Maple Store</h1>"
         "<p>Browse <a href='lamps.html'>Lamps</a> today.</p><ul><li>Free delivery</li></ul>"
         "<script>document.write('hidden')</script></body></html>")
LAMPS = ("<title>Lamps</title><h1>Lamps</h1><table><tr><th>Product</th><th>Price</th></tr>"
         "<tr><td><a href='p1.html'>Desk lamp</a></td><td>$12.50</td></tr></table>")


def _site(sh, model):
    sh("mkdir -p /sdcard/Download/shop", root=True)
    model.vfs.write("/sdcard/Download/shop/index.html", INDEX.encode())
    model.vfs.write("/sdcard/Download/shop/lamps.html", LAMPS.encode())


def test_parser_keeps_blocks_links_and_cells_and_drops_scripts():
    doc = chrome_html.parse(INDEX)
    assert doc.title == "Shop"
    assert [(b.kind, b.text) for b in doc.blocks] == [("h1", "Maple Store"), ("p", "Browse Lamps today."),
                                                       ("li", "Free delivery")]
    assert doc.blocks[1].segments[1] == ("Lamps", "lamps.html")
    row = chrome_html.parse(LAMPS).blocks[2]
    assert row.kind == "row" and row.cells == [[("Desk lamp", "p1.html")], [("$12.50", None)]]


def test_view_intent_links_back_and_scrolling_content(sh, model):
    _site(sh, model)
    out, err, code = sh(VIEW.format("file:///sdcard/Download/shop/index.html"))
    assert code == 0 and err == ""
    assert find(sh, rid="url_bar").text == "file:///sdcard/Download/shop/index.html"
    texts = [e.text for e in elements(sh) if e.text]
    assert "Maple Store" in texts and "Free delivery" in " ".join(texts) and "hidden" not in " ".join(texts)
    link = find(sh, "Lamps")
    assert link.class_name == "android.view.View" and link.is_clickable
    tap(sh, "Lamps")
    assert find(sh, rid="url_bar").text == "file:///sdcard/Download/shop/lamps.html"
    assert find(sh, "$12.50") is not None and find(sh, "Desk lamp").is_clickable
    sh("input keyevent 4")
    assert find(sh, "Maple Store") is not None
    sh("input keyevent 4")                                   # first page: BACK leaves Chrome
    assert find(sh, rid="url_bar") is None


def test_typed_url_missing_file_and_offline_pages(sh, model):
    _site(sh, model)
    sh("monkey -p com.android.chrome -c android.intent.category.LAUNCHER 1")
    tap(sh, rid="url_bar")
    sh("input text file:///storage/emulated/0/Download/shop/lamps.html")
    sh("input keyevent 66")
    assert find(sh, "Desk lamp") is not None
    tap(sh, rid="url_bar")                                   # the URL is selected: typing replaces it
    sh("input text file:///sdcard/Download/shop/none.html")
    sh("input keyevent 66")
    assert find(sh, "Your file couldn’t be accessed") is not None and find(sh, "ERR_FILE_NOT_FOUND") is not None
    tap(sh, rid="url_bar")
    sh("input text https://example.com")
    sh("input keyevent 66")
    assert find(sh, "This site can’t be reached") is not None


def test_pages_that_load_are_added_to_the_history_database(sh, model):
    """``chrome_history``: Chromium's ``urls``/``visits`` in the profile's ``History`` file
    (root-readable with the device's sqlite3); an error page adds no visit; a typed URL
    counts in ``typed_count``; ``visit_time`` is microseconds since 1601."""
    _site(sh, model)
    start = model.clock.now_ns() // 1000 + 11644473600 * 10**6
    sh(VIEW.format("file:///sdcard/Download/shop/index.html"))
    tap(sh, "Lamps")
    tap(sh, rid="url_bar")
    sh("input text file:///sdcard/Download/shop/none.html")
    sh("input keyevent 66")
    tap(sh, rid="url_bar")
    sh("input text file:///sdcard/Download/shop/lamps.html")
    sh("input keyevent 66")
    db = "/data/data/com.android.chrome/app_chrome/Default/History"
    out, err, code = sh(f"sqlite3 {db} 'SELECT url, title, visit_count, typed_count FROM urls ORDER BY id'", root=True)
    assert (out, err, code) == ("file:///sdcard/Download/shop/index.html|Shop|1|0\n"
                                "file:///sdcard/Download/shop/lamps.html|Lamps|2|1\n", "", 0)
    out, _, _ = sh(f"sqlite3 {db} 'SELECT url, transition, visit_time FROM visits ORDER BY id'", root=True)
    rows = [line.split("|") for line in out.splitlines()]
    assert [(r[0], int(r[1])) for r in rows] == [("1", 0x30000000), ("2", 0x30000000), ("2", 0x30000001)]
    assert start <= int(rows[0][2]) <= int(rows[2][2]) <= model.clock.now_ns() // 1000 + 11644473600 * 10**6
    assert sh(f"ls {db}")[2] == 1                            # not readable by the shell user


def test_a_long_page_scrolls(sh, model):
    rows = "".join(f"<tr><td>Row {i}</td><td>{i * 3}</td></tr>" for i in range(60))
    sh("mkdir -p /sdcard/Download", root=True)
    model.vfs.write("/sdcard/Download/long.html", f"<table>{rows}</table>".encode())
    sh(VIEW.format("file:///sdcard/Download/long.html"))
    assert find(sh, "Row 0") is not None and find(sh, "Row 59") is None
    for _ in range(8):
        sh("input swipe 540 2000 540 400")
    assert find(sh, "Row 0") is None and find(sh, "Row 59") is not None


def test_links_are_drawn_in_the_accent_colour(sh, model):
    import io

    from PIL import Image

    from venus_tasks.sim.shell import run_split

    _site(sh, model)
    sh(VIEW.format("file:///sdcard/Download/shop/index.html"))
    img = Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("RGB")

    def colours(text):
        b = find(sh, text).bbox
        crop = img.crop((b.x_min, b.y_min, b.x_max, b.y_max))
        return {crop.getpixel((x, y)) for x in range(crop.width) for y in range(0, crop.height, 2)}

    blue = lambda c: c[2] > c[0] + 80        # noqa: E731
    assert any(blue(c) for c in colours("Lamps")) and not any(blue(c) for c in colours("Browse"))
