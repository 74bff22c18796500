"""Chrome's pages run by a real engine (``sim.web_engine``) when the device has one
(``model.web_engine``; ``SimServer(browser=...)``): the page's screenshot fills the content
area below the URL bar and its accessibility nodes become the WebView's children, so
scripts, CSS, forms and navigation work. Without an engine, or for a page that does not load
(error pages) or is not HTML, ``chrome`` draws the page itself (``chrome_html``).

Nodes (Chrome's ``WebContentsAccessibility`` on Android [inferred from its
``AccessibilityNodeInfo`` classes]): buttons ``android.widget.Button``, links
``android.view.View`` (clickable), edit fields ``android.widget.EditText`` (their value as
text, "" while empty), check boxes ``android.widget.CheckBox``, radio buttons ``android.widget.RadioButton``,
images ``android.widget.Image``, every other node with text ``android.widget.TextView``, and
containers ``android.view.View``; bounds are the engine's boxes moved into the content area.
Each node's hint text (a text field's name and placeholder: ``web_engine.android_hint``) is
its ``style["hint_text"]``, which the accessibility forest and uiautomator2's dump show and
``uiautomator dump`` does not, as on a device.

Input: a tap anywhere in the content goes to the page at that point; a drag goes to the page as
touch events (it scrolls or draws, as the page decides); when the tap focuses an edit field of
the page, the device's keyboard types into it (``WEB_FIELD``; typed text is sent with
``Input.insertText``, DEL as Backspace) and ENTER is the page's Enter key. A navigation the page
makes (a link, a form, a script) is added to the tab's history and to the ``History`` database
like any other; BACK goes back in the tab (the page is loaded again).

URLs: ``file://`` URLs are the engine's own; a ``content://`` document URL (what Files hands
over) is loaded as ``file:///content/<rest>`` so that its relative links name no file, as on a
device. Every request is answered from the device's files (``read_url``).
"""

from __future__ import annotations

import functools
import posixpath
import urllib.parse

from venus_tasks.sim.screen.image_ref import ImageRef, decode
from venus_tasks.sim.screen.tree import UiNode
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = "com.android.chrome"
WEB_FIELD = PACKAGE + ":web"
_CONTENT = "file:///content/"

_CLASSES = {"button": "android.widget.Button", "link": "android.view.View",
            "textbox": "android.widget.EditText", "searchbox": "android.widget.EditText",
            "spinbutton": "android.widget.EditText", "combobox": "android.widget.Spinner",
            "checkbox": "android.widget.CheckBox", "radio": "android.widget.RadioButton",
            "switch": "android.widget.Switch", "image": "android.widget.Image", "img": "android.widget.Image"}
_CONTAINERS = {"generic", "group", "section", "main", "navigation", "banner", "contentinfo", "form",
               "list", "table", "row", "Canvas", "region", "article", "complementary", "div"}


def engine(model):
    """The device's engine, or None (the static renderer)."""
    return getattr(model, "web_engine", None)


def engine_url(url: str) -> str:
    """The URL the engine loads for the tab's ``url``."""
    from venus_tasks.sim.apps_ui.chrome import STORAGE_DOCS
    if url.startswith(STORAGE_DOCS[:len("content://")]):
        return _CONTENT + url[len("content://"):]
    return url


def tab_url(url: str) -> str:
    """The tab's URL for an engine URL (the inverse of ``engine_url``)."""
    return "content://" + url[len(_CONTENT):] if url.startswith(_CONTENT) else url


def read_url(model, url: str) -> bytes | None:
    """The bytes of the device file an engine URL names, or None (no such file)."""
    from venus_tasks.sim.apps_ui.chrome import vfs_path
    url = tab_url(url)
    path = vfs_path(url)
    if path is None and url.startswith("file://") and not url.startswith(_CONTENT):
        path = urllib.parse.unquote(url[len("file://"):].split("#")[0].split("?")[0])
    if path is None:
        return None
    with model.lock:
        try:
            return model.vfs.read(posixpath.normpath(path))
        except FsError:
            return None


def _web(model) -> dict:
    from venus_tasks.sim.apps_ui import state
    return state.get(model, PACKAGE).data.setdefault("web", {"gen": 0, "sent": ""})


def _gen(model) -> tuple[object, int]:
    """Which page of which tab state the engine should show (a cleared app: a new state).
    The state is told by a token it holds, not by ``id()``: a cleared app's new state may
    sit at the address of the old one, whose page the engine would then keep showing."""
    web = _web(model)
    return web.setdefault("token", object()), web["gen"]


def touched(model) -> None:
    """The tab moved to another page (or reloads it): the engine loads it when next shown."""
    _web(model)["gen"] += 1


def build(model, web: UiNode, m, top: int, url: str) -> bool:
    """Fill the WebView node ``web`` from the engine; False when there is none."""
    from venus_tasks.sim.web.web_engine import EngineError
    eng = engine(model)
    if eng is None:
        return False
    try:
        _show(model, eng, m, top, url)
        snap = eng.snapshot()
    except EngineError:            # the browser failed: the page's own text, reloaded next time
        eng.tab_gen = None
        return False
    web.text = snap.title or web.text
    web.clickable = False
    web.scrollable = snap.scrollable
    web.action = ("app", PACKAGE, "web_tap")
    size = (m.width, m.height - top)
    web.style.update({"image": ImageRef(f"web:{_digest(snap.png)}:{size}", lambda: _exact(decode(snap.png), size)),
                      "canvas": True})
    editing = model.ui.focused_field == WEB_FIELD
    for n in snap.nodes:
        l, t, r, b = n.bounds
        cls = _CLASSES.get(n.role)
        text = n.value if n.editable else n.name
        if cls is None:
            cls = "android.view.View" if (n.role in _CONTAINERS or not text) else "android.widget.TextView"
        web.add(UiNode(cls=cls, text=text, clickable=n.clickable, focusable=n.focusable,
                       focused=n.focused and editing if n.editable else n.focused,
                       checkable=n.checked is not None, checked=bool(n.checked),
                       bounds=(l, top + t, r, top + b), action=web.action,
                       style={"kind": "none", "hint_text": n.hint}))
    return True


def _exact(img, size: tuple[int, int]):
    """The screenshot on a canvas of exactly the content area's size (a CSS viewport of
    whole pixels can come out a pixel off: cropped, or its last row and column repeated),
    so that it is pasted 1:1, never resampled."""
    if img.size == size:
        return img
    from PIL import Image
    w, h = size
    img = img.crop((0, 0, min(w, img.width), min(h, img.height)))
    out = Image.new("RGBA", size)
    out.paste(img, (0, 0))
    if img.width < w:
        out.paste(img.crop((img.width - 1, 0, img.width, img.height)).resize((w - img.width, img.height)),
                  (img.width, 0))
    if img.height < h:
        out.paste(out.crop((0, img.height - 1, w, img.height)).resize((w, h - img.height)), (0, img.height))
    return out


def _digest(data: bytes) -> str:
    import hashlib
    return hashlib.sha1(data).hexdigest()


def _show(model, eng, m, top: int, url: str) -> None:
    """Size the engine's viewport to the content area and load ``url`` if the tab moved."""
    _sync_text(model, eng)
    eng.set_viewport(m.width, m.height - top, m.density, model.night_mode())
    if getattr(eng, "tab_gen", None) != _gen(model):
        eng.load(engine_url(url))
        eng.tab_gen = _gen(model)


def _sync_text(model, eng) -> None:
    """Send what the keyboard typed into ``WEB_FIELD`` since the last sync to the page."""
    if model.ui.focused_field != WEB_FIELD:
        return
    web = _web(model)
    now, sent = model.ui.fields.get(WEB_FIELD, ""), web["sent"]
    if now == sent:
        return
    common = 0
    while common < min(len(now), len(sent)) and now[common] == sent[common]:
        common += 1
    for _ in range(len(sent) - common):
        eng.key("Backspace")
    if now[common:]:
        eng.insert_text(now[common:])
    web["sent"] = now


def _after_input(model, eng) -> None:
    """Follow what the input did: the page's own navigation, the focused edit field."""
    from venus_tasks.sim.apps_ui import chrome
    if eng.took_navigation():
        url = tab_url(eng.url)
        if url != chrome.current_url(model):
            chrome.push_page(model, url, eng.snapshot().title)
        eng.tab_gen = _gen(model)
    value = eng.focused_value()
    if value is not None:
        model.ui.focused_field = WEB_FIELD
        model.ui.fields[WEB_FIELD] = value
        model.ui.selected = None
        _web(model)["sent"] = value
    elif model.ui.focused_field == WEB_FIELD:
        model.ui.focused_field = None


def _guarded(fn):
    """An input the browser failed on is lost, as a touch on a hung page is."""
    @functools.wraps(fn)
    def run(model, *args):
        from venus_tasks.sim.web.web_engine import EngineError
        try:
            return fn(model, *args)
        except EngineError:
            eng = engine(model)
            if eng is not None:
                eng.tab_gen = None
            return True
    return run


@_guarded
def tap(model, x: int, y: int, top: int) -> None:
    eng = engine(model)
    _sync_text(model, eng)
    eng.tap(x, y - top)
    _after_input(model, eng)


@_guarded
def stroke(model, points: list[tuple[int, int]], top: int) -> None:
    """A drag on the page along ``points`` (screen pixels), at least 8 steps long."""
    eng = engine(model)
    _sync_text(model, eng)
    path = [(x, y - top) for x, y in points]
    if len(path) == 2:
        (x0, y0), (x1, y1) = path
        path = [(x0 + (x1 - x0) * i / 8, y0 + (y1 - y0) * i / 8) for i in range(9)]
    eng.drag(path)
    _after_input(model, eng)


def enter(model) -> bool:
    """ENTER with the page's edit field focused: the page's Enter key."""
    eng = engine(model)
    if eng is None or model.ui.focused_field != WEB_FIELD:
        return False
    return _enter(model, eng)


@_guarded
def _enter(model, eng) -> bool:
    _sync_text(model, eng)
    eng.key("Enter")
    _after_input(model, eng)
    return True
