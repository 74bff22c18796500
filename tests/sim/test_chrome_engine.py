"""Chrome's pages run by a real engine (``sim.web_engine``, Debian's headless Chromium over
its DevTools pipe): scripts, CSS, forms, touch drawing and navigation reach the UI dump and
the screenshot, and input reaches the page, through ``input tap|swipe|text|keyevent`` only.

One browser serves the whole module (each test's fresh device model gets it); without
Chromium the module is skipped, unless ``VENUS_REQUIRE_BROWSER=1`` (CI), where it fails
saying what to install. The last test checks that stopping a device's server ends its
browser process.
"""

from __future__ import annotations

import functools
import io
import os
import re

import pytest

from tests.sim.ui_helpers import elements, find, tap
from venus_tasks.sim.apps_ui import chrome_history, chrome_web
from venus_tasks.sim.protocol import reverse
from venus_tasks.sim.shell import run_split
from venus_tasks.sim.web import web_engine

VIEW = "am start -a android.intent.action.VIEW -d {} -n com.android.chrome/com.google.android.apps.chrome.Main"
HEAD = "<meta name='viewport' content='width=device-width'>"

# a script builds the text, CSS hides a decoy and paints the page, a form checks a sum
FORM = HEAD + """<title>Sum</title><style>body{background:#123456;color:#fff} .decoy{display:none}</style>
<p class=decoy>Decoy text</p><p id=n></p><button id=b onclick="add()">Next</button>
<input id=a type=number placeholder="Total"><button onclick="check()">Check</button><h2 id=r></h2>
<script>let k=0, sum=0; const xs=[4,7,9];
function add(){ if(k<3){ sum+=xs[k]; document.getElementById('n').textContent='Value '+xs[k]; k++; } }
function check(){ document.getElementById('r').textContent =
  parseInt(document.getElementById('a').value)===sum ? 'Right!' : 'Wrong'; }
document.getElementById('a').addEventListener('keydown', e => { if (e.key==='Enter') check(); });
add();</script>"""

# a canvas drawn by touch: the colour of the stroke is read back by the page
CANVAS = HEAD + """<title>Ink</title><canvas id=c width=300 height=300 style="border:1px solid #000;touch-action:none"></canvas>
<button id=red style="background:#ff0000;width:40px;height:40px"></button><button id=s>Done</button><p id=r></p>
<script>const c=document.getElementById('c'), x=c.getContext('2d'); x.lineWidth=6; let on=false;
document.getElementById('red').onclick=()=>{x.strokeStyle='#ff0000'};
function pt(e){const r=c.getBoundingClientRect(), t=e.touches?e.touches[0]:e; return [t.clientX-r.left, t.clientY-r.top];}
c.addEventListener('touchstart', e=>{on=true; x.beginPath(); x.moveTo(...pt(e));});
c.addEventListener('touchmove', e=>{if(!on) return; e.preventDefault(); x.lineTo(...pt(e)); x.stroke();});
c.addEventListener('touchend', ()=>{on=false;});
document.getElementById('s').onclick=()=>{const d=x.getImageData(0,0,300,300).data; let n=0;
  for(let i=0;i<d.length;i+=4) if(d[i]===255&&d[i+1]===0&&d[i+2]===0&&d[i+3]===255) n++;
  document.getElementById('r').textContent = n>100 ? 'Red drawn' : 'Nothing';};</script>"""

INDEX = HEAD + "<title>Home</title><h1>Home</h1><a href='next.html'>Go on</a>" + "".join(
    f"<p>Row {i}</p>" for i in range(60)) + "<p>Bottom row</p>"
NEXT = HEAD + "<title>Next</title><h1>Second page</h1>"


@pytest.fixture(scope="module")
def engine():
    why = web_engine.unavailable_reason()
    if why:
        if os.environ.get("VENUS_REQUIRE_BROWSER") == "1":
            pytest.fail(f"VENUS_REQUIRE_BROWSER=1 but {why}")
        pytest.skip(why)
    eng = web_engine.WebEngine(web_engine.find_binary(), lambda url: None)
    try:
        yield eng
    finally:
        eng.close()
    assert not eng.running


@pytest.fixture()
def web(model, engine):
    """The test's fresh model with the module's browser as its Chrome engine."""
    engine.read_file = functools.partial(chrome_web.read_url, model)
    engine.host_url = functools.partial(reverse.host_url, model)
    model.web_engine = engine
    return model


def _open(sh, model, name: str, html: str) -> None:
    model.vfs.write(f"/sdcard/Download/{name}", html.encode())
    assert sh(VIEW.format(f"file:///sdcard/Download/{name}"))[2] == 0


def _pixel(model, x: int, y: int) -> tuple:
    from PIL import Image
    img = Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("RGB")
    return img.getpixel((x, y))


def test_scripts_css_and_a_form_run_and_take_taps_and_typing(sh, web):
    _open(sh, web, "sum.html", FORM)
    texts = [e.text for e in elements(sh)]
    assert "Value 4" in texts and "Decoy text" not in texts          # the script ran; CSS hid the decoy
    button = find(sh, "Next")
    assert button.class_name == "android.widget.Button" and button.is_clickable
    xml = sh("cat /sdcard/window_dump.xml")[0]
    assert 'text="Sum" resource-id="" class="android.webkit.WebView"' in xml     # the page's title
    assert _pixel(web, 540, 1600) == (0x12, 0x34, 0x56)              # the page's CSS background
    assert _pixel(web, 1079, 2399) == (0x12, 0x34, 0x56)             # to the screen's last pixel
    tap(sh, "Next")
    tap(sh, "Next")
    assert find(sh, "Value 9") is not None and find(sh, "Value 4") is None
    field = next(e for e in elements(sh) if e.class_name == "android.widget.EditText" and not e.resource_id)
    sh("input tap %d %d" % field.bbox.center)
    assert web.ui.focused_field == chrome_web.WEB_FIELD               # the keyboard types into the page
    sh("input text 2")
    sh("input keyevent 67")                                           # DEL: ""
    sh("input text 21")
    tap(sh, "Check")
    assert find(sh, "Right!") is None and find(sh, "Wrong") is not None   # 4+7+9 is 20
    sh("input tap %d %d" % field.bbox.center)
    sh("input keyevent 67")
    sh("input text 0")
    assert [e.text for e in elements(sh) if e.class_name == "android.widget.EditText" and not e.resource_id] == ["20"]
    sh("input keyevent 66")                                           # ENTER: the page's Enter key
    assert find(sh, "Right!") is not None


# empty fields named by a placeholder, a wrapping label, a text area; one filled field
FIELDS = HEAD + """<title>Fields</title><input placeholder="Search products">
<label>Your review<input placeholder="Share it"></label><textarea placeholder="Your note"></textarea>
<input placeholder="Max price" value="12">"""


def test_an_empty_web_fields_hint_is_in_the_forest_and_u2s_dump_but_not_uiautomators(sh, web):
    """Chrome on Android 13 gives a web text field its value as text ("" while empty) and
    its name (then a placeholder the name did not come from) as hint text
    (``web_engine.android_hint``): ``uiautomator dump`` shows text="" and no hint, the
    forest's ``hint_text`` and uiautomator2's ``hint`` carry it."""
    from venus_tasks.sim.a11y_forwarder import forest
    from venus_tasks.sim.screen import layout, uidump

    _open(sh, web, "fields.html", FIELDS)
    assert sorted(e.text for e in elements(sh) if e.class_name == "android.widget.EditText" and not e.resource_id) \
        == ["", "", "", "12"]
    xml = sh("cat /sdcard/window_dump.xml")[0]
    assert "Search products" not in xml and "Share it" not in xml and " hint=" not in xml
    empty = re.findall(r'NAF="true" index="\d+" text="" resource-id="" class="android.widget.EditText"', xml)
    assert len(empty) == 3                  # no text, no description: NAF, as uiautomator marks it
    screen = layout.build(web)
    fields = sorted((n.text, n.hint_text) for w in forest.build(screen).windows for n in w.tree.nodes
                    if n.class_name == "android.widget.EditText" and not n.view_id_resource_name)
    assert fields == [("", "Search products"), ("", "Your note"), ("", "Your review Share it"), ("12", "Max price")]
    u2 = uidump.dump_u2(screen, root_in_active=True)
    assert 'text="" resource-id="" class="android.widget.EditText"' in u2 and 'hint="Search products"' in u2
    assert 'hint="Your review Share it"' in u2 and 'text="12"' in u2 and 'hint="Max price"' in u2


def _ax(role, name, *sources, description=""):
    """An ``Accessibility.getFullAXTree`` node as Chromium 156 reports one (its shape)."""
    node = {"role": {"type": "role", "value": role},
            "name": {"type": "computedString", "value": name, "sources": list(sources)}}
    if description:
        node["description"] = {"type": "computedString", "value": description}
    return node


def _src(kind, attribute, value=None, superseded=False):
    s = {"type": kind, "attribute": attribute}
    if value is not None:
        s["value"] = s["attributeValue"] = {"type": "string", "value": value}
    if superseded:
        s["superseded"] = True
    return s


def test_the_android_hint_follows_chromes_get_hint():
    """Name (text fields only), placeholder unless it gave the name, description."""
    hint = web_engine.android_hint
    assert hint(_ax("textbox", "Search", _src("attribute", "aria-label"),
                    _src("placeholder", "placeholder", "Search"))) == "Search"
    assert hint(_ax("textbox", "Promo", _src("attribute", "aria-label", "Promo"),
                    _src("placeholder", "placeholder", "Code", superseded=True), description="tip")) == "Promo Code tip"
    assert hint(_ax("searchbox", "Coupon", _src("relatedElement", "aria-labelledby", "Coupon"))) == "Coupon"
    assert hint(_ax("button", "Send", description="Sends it")) == "Sends it"       # no name: not a text field
    assert hint(_ax("link", "Home")) == ""
    assert hint(_ax("spinbutton", "Qty", _src("placeholder", "placeholder", "Qty"))) == ""   # [simplification]


def test_a_swipe_draws_on_a_canvas_and_scrolls_a_page(sh, web):
    _open(sh, web, "ink.html", CANVAS)
    canvas = next(e for e in elements(sh) if e.class_name == "android.view.View" and
                  e.bbox.x_max - e.bbox.x_min > 600)
    red = next(e for e in elements(sh) if e.class_name == "android.widget.Button" and not e.text)
    assert _pixel(web, *red.bbox.center) == (255, 0, 0)               # the button's CSS colour on screen
    sh("input tap %d %d" % red.bbox.center)
    b = canvas.bbox
    sh(f"input swipe {b.x_min + 60} {b.y_min + 60} {b.x_max - 60} {b.y_max - 60}")
    tap(sh, "Done")
    assert find(sh, "Red drawn") is not None

    _open(sh, web, "index.html", INDEX)
    assert find(sh, "Bottom row") is None                             # below the fold
    assert find(sh, "Home").is_scrollable                             # the WebView (its title): a long page
    for _ in range(6):
        sh("input swipe 540 2000 540 600")
    assert find(sh, "Bottom row") is not None
    assert [e.class_name for e in elements(sh) if e.text == "Home"] == ["android.webkit.WebView"]   # h1 gone


def test_links_the_tabs_history_back_and_content_urls(sh, web):
    web.vfs.write("/sdcard/Download/next.html", NEXT.encode())
    _open(sh, web, "index.html", INDEX)
    tap(sh, "Go on")
    assert find(sh, rid="url_bar").text == "file:///sdcard/Download/next.html"
    assert find(sh, "Second page") is not None
    out = sh(f"sqlite3 {chrome_history.HISTORY} 'SELECT url, title FROM urls ORDER BY id'", root=True)[0]
    assert out.splitlines() == ["file:///sdcard/Download/index.html|Home", "file:///sdcard/Download/next.html|Next"]
    sh("input keyevent 4")
    assert find(sh, "Home") is not None and find(sh, rid="url_bar").text.endswith("/index.html")
    # from Files' content:// URL the page loads, but its relative link names no file
    url = "content://com.android.externalstorage.documents/document/primary%3ADownload%2Findex.html"
    assert sh(VIEW.format(url))[2] == 0
    assert find(sh, "Home") is not None and find(sh, rid="url_bar").text == url
    tap(sh, "Go on")
    assert find(sh, "Second page") is None


def test_the_shop_through_adb_reverse_takes_an_add_to_cart_by_taps(sh, web):
    """The harness's shop on the host, reached through ``adb reverse`` as on an emulator: a
    product page opened from the list, "Add to cart" tapped, the server's log has it."""
    from venus_tasks.webapps.server import WebAppServer
    with WebAppServer(5) as srv:
        sh(VIEW.format("http://127.0.0.1:8080/shop/"))
        assert find(sh, "ERR_INTERNET_DISCONNECTED") is not None
        reverse.add(web, "tcp:8080", f"tcp:{srv.port}")
        sh(VIEW.format("http://127.0.0.1:8080/shop/"))
        product = srv.apps.shop.data.products[0]
        tap(sh, product.name)
        assert find(sh, rid="url_bar").text == f"http://127.0.0.1:8080/shop/p/{product.id}"
        assert not srv.events.all()
        tap(sh, "Add to cart")
        assert [(e.kind, e.data["product"], e.data["colour"], e.data["qty"]) for e in srv.events.all()] == [
            ("cart_add", product.id, product.colours[0], 1)]
        assert find(sh, rid="url_bar").text == "http://127.0.0.1:8080/shop/cart"
        assert find(sh, "Checkout") is not None                  # the cart page the 303 led to


def test_a_whole_order_by_taps_options_checkout_and_delivery(sh, web):
    """A product with a non-default colour and size, checkout with the last saved address and
    Express delivery, all by taps in the engine: the order the server records has them."""
    from venus_tasks.webapps.server import WebAppServer
    with WebAppServer(8) as srv:
        reverse.add(web, "tcp:8080", f"tcp:{srv.port}")
        p = next(p for p in srv.apps.shop.data.products if p.sizes and len(p.colours) > 1)
        size = next(s for s in p.sizes if s != p.default_size)
        sh(VIEW.format(f"http://127.0.0.1:8080/shop/p/{p.id}"))
        radios = {e.text: e for e in elements(sh) if e.class_name == "android.widget.RadioButton"}
        assert {p.colours[-1], f"Size {size}"} <= set(radios), sorted(radios)
        assert radios[p.colours[0]].is_checked and not radios[p.colours[-1]].is_checked
        tap(sh, p.colours[-1])
        tap(sh, f"Size {size}")
        for _ in range(3):                                  # the button may sit below the fold
            if find(sh, "Add to cart") is not None:
                break
            sh("input swipe 540 1800 540 900")
        tap(sh, "Add to cart")
        tap(sh, "Checkout")
        address = srv.apps.shop.data.addresses[-1]
        tap(sh, f"{address.name}, {address.line}")
        tap(sh, "Express (next day) ($9.99)")
        tap(sh, "Place order")
        assert find(sh, "Thank you! Order A1001 is placed.") is not None
    order = srv.events.all(kind="order_placed")[0].data
    assert [(line["product"], line["colour"], line["size"], line["qty"]) for line in order["lines"]] == \
        [(p.id, p.colours[-1], size, 1)]
    assert (order["address"], order["delivery"], order["total"]) == (address.id, "express", p.price + 999)


def test_without_an_engine_the_static_renderer_stays_and_a_missing_one_is_named(sh, model):
    _open(sh, model, "sum.html", FORM)                                 # model.web_engine is None
    texts = [e.text for e in elements(sh)]
    assert "Decoy text" in texts and "Value 4" not in texts          # no CSS, no script
    why = web_engine.unavailable_reason("/nonexistent/chromium")
    assert why.startswith("no headless Chromium at /nonexistent/chromium: apt-get install") and "\n" not in why
    from venus_tasks.sim import SimServer
    with pytest.raises(ValueError, match="not an executable file"):
        SimServer(browser="/nonexistent/chromium")


def test_a_devices_browser_starts_lazily_and_stops_with_its_server(engine):
    from venus_tasks.sim import SimServer
    from venus_tasks.sim.system.identity import ROOT

    server = SimServer(browser="auto").start()
    try:
        device = server.device(server.serials[0])
        eng = device.web_engine
        assert eng is not None and not eng.running                   # nothing started yet
        device.vfs.write("/sdcard/Download/next.html", NEXT.encode())
        run_split(device, VIEW.format("file:///sdcard/Download/next.html"), ROOT)
        run_split(device, "uiautomator dump", ROOT)
        assert eng.running
        proc = eng._pipe.proc
    finally:
        server.stop()
    assert proc.poll() is not None and not eng.running
    assert not [p for p in os.listdir("/proc") if p.isdigit() and _session_of(int(p)) == proc.pid]


def _session_of(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return int(f.read().rsplit(")", 1)[1].split()[4])
    except (OSError, ValueError, IndexError):
        return None


def test_the_runners_built_in_device_runs_page_scripts_with_browser_auto(engine):
    """``venus-run --browser auto`` (``RunConfig.browser``): the leased built-in device's
    Chrome runs a page's script; without it the page's static text shows."""
    from venus_tasks.devices import BUILTIN, lease_device
    from venus_tasks.env.observation import parse_ui_dump

    page = HEAD + "<title>T</title><p id=p>static</p><script>document.getElementById('p').textContent='scripted'</script>"
    for browser, text in (("auto", "scripted"), (None, "static")):
        with lease_device(BUILTIN, "127.0.0.1", 0, browser=browser) as lease:
            device = lease.device
            device.write_text("/sdcard/Download/s.html", page)
            device.shell(VIEW.format("file:///sdcard/Download/s.html"))
            for button in ("Accept & continue", "No thanks", "No thanks"):     # Chrome's first run
                found = [e for e in parse_ui_dump(device.ui_dump()) if e.text == button]
                if found:
                    device.tap(*found[0].bbox.center)
            texts = [e.text for e in parse_ui_dump(device.ui_dump())]
        assert text in texts and ({"static", "scripted"} - {text}).isdisjoint(texts), (browser, texts)
