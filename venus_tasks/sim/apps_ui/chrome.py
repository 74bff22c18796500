"""Chrome (``com.android.chrome``) showing local pages: the URL bar, the page's text as the
accessibility nodes Chrome exposes for web content, vertical scrolling, links, and BACK
through the tab's history.

With a page engine (``model.web_engine``: ``SimServer(browser=...)``), an HTML page that
loads is run by headless Chromium and shown from it (``chrome_web``: scripts, CSS, forms,
touch; its pixels and accessibility nodes); error pages and other files are drawn as below.

Without one, what a page shows (``chrome_html`` parses the subset; scripts and CSS do not run):
headings, paragraphs, list items and buttons are one node each (class
``android.widget.TextView`` with the block's whole text, as Chrome's
``WebContentsAccessibility`` reports a text block; wrapped lines only in pixels), a table
row is one node per cell, and a link is its own clickable ``android.view.View`` node with
its text [inferred: Chrome's link nodes report the class ``android.view.View`` and are
clickable]. The content sits in an ``android.webkit.WebView`` whose text is the page
title, below the URL bar (``com.android.chrome:id/url_bar``, an ``EditText`` showing the
URL; a tap selects it all, so typed text replaces it, and ENTER loads what was typed).

URLs: ``file:///sdcard/...`` and ``file:///storage/emulated/0/...`` read that file from
the VFS; ``content://com.android.externalstorage.documents/document/primary%3A<path>``
(what Files hands over) reads ``/sdcard/<path>``. Relative links resolve against the
page's URL (``urllib.parse.urljoin``), so from a ``content://`` page they name no file, as
on a device. A missing file shows Chrome's net error page: "Your file couldn’t be accessed",
"It may have been moved, edited, or deleted.", "ERR_FILE_NOT_FOUND". Other schemes
(``http(s)``: the sandbox has no network) show "This site can’t be reached" with
"ERR_INTERNET_DISCONNECTED" (Chrome's typographic apostrophes), except
``http://127.0.0.1:<port>/`` on a port ``adb reverse`` joins to the host
(``protocol/reverse.py``): the host's page, from a GET (redirects followed) or the engine. A bare word typed in the URL bar is a search, shown as the
same offline error [inferred].

The toolbar follows Chromium's ``toolbar_phone.xml`` (56dp, ``toolbar_height_no_shadow``):
the location bar, then ``toolbar_buttons``: ``tab_switcher_button`` (content description
"1 open tab, tap to switch tabs") and ``menu_button`` ("Customize and control Google
Chrome", ``menu_button.xml``); the home and back buttons are ``gone`` by default.

Intents: ``am start -a android.intent.action.VIEW -d URL [-n com.android.chrome/...Main]``
loads URL in the tab (``on_intent``). Simplifications [documented]: one tab (the tab
switcher button opens nothing); no first-run screens, app menu (the menu button opens
nothing), zoom or find-in-page; links are laid out one per line. A page that loads
is added to the profile's ``History`` database (``chrome_history``).
"""

from __future__ import annotations

import posixpath
import urllib.parse
import urllib.request

from venus_tasks.sim.apps_ui import chrome_history, chrome_html, chrome_web, material, state, widgets
from venus_tasks.sim.protocol import reverse
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = "com.android.chrome"
ACTIVITY = "com.google.android.apps.chrome.Main"
ID = PACKAGE + ":id/"
URL_FIELD = PACKAGE + ":url"
STORAGE_DOCS = "content://com.android.externalstorage.documents/document/primary%3A"
_PREFIXES = ("file:///sdcard/", "file:///storage/emulated/0/", "file:///storage/self/primary/")


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _tab(model) -> dict:
    st = state.get(model, PACKAGE)
    return st.data.setdefault("tab", {"history": [], "index": -1})


def current_url(model) -> str:
    """The URL of the page Chrome shows ("" for none)."""
    tab = _tab(model)
    return tab["history"][tab["index"]] if tab["history"] else ""


def vfs_path(url: str) -> str | None:
    """The VFS path a ``file://`` or external-storage ``content://`` URL names, else None."""
    for prefix in _PREFIXES:
        if url.startswith(prefix):
            return "/sdcard/" + urllib.parse.unquote(url[len(prefix):].split("#")[0].split("?")[0])
    if url.startswith(STORAGE_DOCS):
        return "/sdcard/" + urllib.parse.unquote(url[len(STORAGE_DOCS):])
    return None


def navigate(model, url: str, typed: bool = False) -> None:
    """Load ``url`` in the tab (forward history is dropped); a page that loads is added to
    the browsing history (``chrome_history``; ``typed``: from the URL bar)."""
    tab = _tab(model)
    del tab["history"][tab["index"] + 1:]
    tab["history"].append(url)
    tab["index"] = len(tab["history"]) - 1
    model.system_ui.scroll[_scroll_key(model)] = 0
    chrome_web.touched(model)
    doc, loaded = _fetch(model, url)
    if loaded:
        chrome_history.add_visit(model, url, doc.title or url, typed)


def push_page(model, url: str, title: str) -> None:
    """A page the engine went to by itself (a link, a form, a script): a new entry of the
    tab's history and a visit, the page already shown."""
    tab = _tab(model)
    del tab["history"][tab["index"] + 1:]
    tab["history"].append(url)
    tab["index"] = len(tab["history"]) - 1
    if _fetch(model, url)[1]:                 # an error page adds no visit
        chrome_history.add_visit(model, url, title or url, False)


def open_url(model, url: str) -> None:
    """Start Chrome (or bring it to front) and load ``url``, as a VIEW intent does."""
    model.launch(PACKAGE, ACTIVITY)
    navigate(model, url)


def on_intent(model, it) -> None:
    """An intent delivered to Chrome's activity: a VIEW with data loads that URL."""
    if (it.action or "") == "android.intent.action.VIEW" and it.data:
        navigate(model, it.data)


def resolve_intent(model, it) -> tuple[str, str] | None:
    """An implicit VIEW of a local page (``file://...html``) resolves to Chrome, as
    Chrome's intent filter for ``file`` URLs with ``text/html`` does [inferred]."""
    data = it.data or ""
    if (it.action or "") == "android.intent.action.VIEW" and data.startswith("file://") \
            and data.lower().split("#")[0].endswith((".html", ".htm")) and model.packages.get(PACKAGE):
        return PACKAGE, ACTIVITY
    return None


def _scroll_key(model) -> str:
    tab = _tab(model)
    return f"{PACKAGE}/{tab['index']}:{current_url(model)}"     # a force stop clears it


def _is_html(url: str) -> bool:
    path = vfs_path(url) or urllib.parse.unquote(url.split("#")[0].split("?")[0])
    return path.lower().endswith((".html", ".htm"))


def _fetch(model, url: str) -> tuple[chrome_html.Document, bool]:
    """The page of ``url`` and whether it loaded (False: an error page)."""
    path = vfs_path(url)
    if path is None and url.startswith("file://"):
        path = urllib.parse.unquote(url[len("file://"):])
    if path is None and reverse.host_url(model, url) is not None:
        return _fetch_reversed(model, url)
    if path is None:
        return chrome_html.Document(url, [
            chrome_html.Block("h1", [("This site can’t be reached", None)]),
            chrome_html.Block("p", [("ERR_INTERNET_DISCONNECTED", None)])]), False
    try:
        data = model.vfs.read(posixpath.normpath(path))
    except FsError:
        return chrome_html.Document(url, [
            chrome_html.Block("h1", [("Your file couldn’t be accessed", None)]),
            chrome_html.Block("p", [("It may have been moved, edited, or deleted.", None)]),
            chrome_html.Block("p", [("ERR_FILE_NOT_FOUND", None)])]), False
    if not path.lower().endswith((".html", ".htm")):
        return chrome_html.Document(posixpath.basename(path), [
            chrome_html.Block("p", [(data.decode("utf-8", "replace"), None)])]), True
    return chrome_html.parse(data.decode("utf-8", "replace")), True


def _fetch_reversed(model, url: str) -> tuple[chrome_html.Document, bool]:
    """A page on a port ``adb reverse`` joins to the host: with an engine, the engine loads it
    (True, an empty document); without, a GET from the host port (redirects followed), whose
    HTML the static renderer shows. Nothing answering: Chrome's "This page isn’t working"
    with ERR_EMPTY_RESPONSE (adbd accepts the connection, then closes it)."""
    if chrome_web.engine(model) is not None:
        return chrome_html.Document(url, []), True
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(reverse.host_url(model, url), timeout=_HTTP_TIMEOUT_S) as resp:
            data, kind = resp.read(), resp.headers.get_content_type()
    except (OSError, ValueError):
        host = urllib.parse.urlsplit(url).hostname
        return chrome_html.Document(url, [
            chrome_html.Block("h1", [("This page isn’t working", None)]),
            chrome_html.Block("p", [(f"{host} didn’t send any data.", None)]),
            chrome_html.Block("p", [("ERR_EMPTY_RESPONSE", None)])]), False
    text = data.decode("utf-8", "replace")
    if kind != "text/html":
        return chrome_html.Document(url, [chrome_html.Block("p", [(text, None)])]), True
    return chrome_html.parse(text), True


_HTTP_TIMEOUT_S = 10.0


# ------------------------------------------------------------------ screen
_SIZES = {"h1": 24, "h2": 20, "h3": 18, "h4": 16, "h5": 16, "h6": 16}


def build(model, root: UiNode, m, status: int) -> None:
    root.style["bg"] = "surface"
    url = current_url(model)
    bar = root.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "toolbar",
                          bounds=(0, status, m.width, status + m.dp(56)), style={"bg": "bar"}))
    editing = model.ui.focused_field == URL_FIELD
    text = model.ui.fields.get(URL_FIELD, "") if editing else url
    right = m.width - 2 * m.dp(48) - m.dp(4)      # toolbar_buttons: the tab switcher and the menu button
    bar.add(UiNode(cls="android.widget.EditText", resource_id=ID + "url_bar",
                   text=text or "Search or type web address", clickable=True, focusable=True,
                   focused=editing, bounds=(m.dp(16), status + m.dp(8), right, status + m.dp(48)),
                   action=_act("edit_url"), style={"kind": "search", "hint": not text}))
    _toolbar_buttons(bar, m, status, right)
    top = status + m.dp(56)
    if not url:
        return
    doc, loaded = _fetch(model, url)
    web = root.add(UiNode(cls="android.webkit.WebView", text=doc.title, scrollable=False,
                          bounds=(0, top, m.width, m.height)))
    _tab(model)["top"] = top
    if loaded and (_is_html(url) or reverse.host_url(model, url)) and chrome_web.build(model, web, m, top, url):
        return
    content = UiNode(cls="android.view.View", bounds=(0, top, m.width, top))
    y = _lay_out(content, doc, m, top)
    if loaded:                                    # web content as the UA stylesheet draws it, in either theme
        web.style["bg"] = CANVAS
        for node in content.walk():
            node.style["ink"] = LINK if node.action is not None else CANVAS_TEXT
    widgets.scroll_into(model, web, content, _scroll_key(model), y - top)
    off = model.system_ui.scroll.get(_scroll_key(model), 0)
    for node in web.walk():
        if node.style.get("kind") == "editor":
            node.style["y0"] = node.style.pop("top0", node.style.get("y0", 0) + off) - off


# A page without colour styles: the UA stylesheet's Canvas / CanvasText and :link colours.
# Chrome's dark theme does not restyle web contents (auto-dark for web contents is off by
# default), so a loaded page stays white at night; its own error pages follow the theme.
CANVAS, CANVAS_TEXT, LINK = (255, 255, 255), (0, 0, 0), (0, 0, 238)
TAB_SWITCHER_DESC = "1 open tab, tap to switch tabs"     # accessibility_toolbar_btn_tabswitcher_toggle, one tab
MENU_DESC = "Customize and control Google Chrome"        # accessibility_toolbar_btn_menu


def _toolbar_buttons(bar: UiNode, m, status: int, x: int) -> None:
    """``toolbar_phone.xml``'s ``toolbar_buttons`` at the toolbar's end: the
    ``ToggleTabStackButton`` (``tab_switcher_button``: TabSwitcherDrawable, a rounded square
    with the tab count) and ``menu_button.xml``'s ``menu_button`` (``ic_more_vert_24dp``).
    Neither opens anything here (one tab, no app menu: the module's simplifications)."""
    top, h, s = status, m.dp(56), m.dp(20)
    cx, cy = x + m.dp(24), status + m.dp(28)
    w = max(1, m.dp(2))
    bar.add(UiNode(cls="android.widget.ImageButton", resource_id=ID + "tab_switcher_button", desc=TAB_SWITCHER_DESC,
                   clickable=True, focusable=True, long_clickable=True, bounds=(x, top, x + m.dp(48), top + h),
                   action=_act("noop"),
                   style={"kind": "lines", "lines": [("1", cx - m.dp(3), cy, 12, "text")],
                          "shapes": [("rect", (cx - s // 2, cy - s // 2, cx + s // 2, cy + s // 2), "text", m.dp(4)),
                                     ("rect", (cx - s // 2 + w, cy - s // 2 + w, cx + s // 2 - w, cy + s // 2 - w),
                                      "bar", m.dp(3))]}))
    x += m.dp(48)
    wrapper = bar.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "menu_button_wrapper",
                             bounds=(x, top, x + m.dp(48), top + h)))
    wrapper.add(UiNode(cls="android.widget.ImageButton", resource_id=ID + "menu_button", desc=MENU_DESC,
                       clickable=True, focusable=True, long_clickable=True, bounds=(x, top, x + m.dp(48), top + h),
                       action=_act("noop"), style={"kind": "icon_button", "path": material.MORE_VERT}))


def _text_node(parent: UiNode, m, text: str, box_x: tuple[int, int], y: int, size: int,
               cls: str = "android.widget.TextView", action: tuple | None = None) -> int:
    """A text node wrapped to its width at ``size`` dp; returns the y below it."""
    l, r = box_x
    lines = widgets.wrap_lines(text, m, r - l, size)
    line_h = m.dp(size + 8)
    h = line_h * len(lines)
    if size > 16 and len(lines) == 1:             # a one-line heading: drawn large (renderer's title)
        style = {"kind": "title"}
    else:                                         # wrapped lines, drawn one by one
        style = {"kind": "editor", "lines": lines, "line_h": line_h, "pad": 0, "top0": y, "y0": y,
                 "link": action is not None}
    parent.add(UiNode(cls=cls, text=text, clickable=action is not None, focusable=action is not None,
                      bounds=(l, y, r, y + h), action=action, style=style))
    return y + h


def _lay_out(content: UiNode, doc: chrome_html.Document, m, top: int) -> int:
    y = top + m.dp(12)
    left, right = m.dp(16), m.width - m.dp(16)
    for block in doc.blocks:
        if block.kind == "row":
            n = max(1, len(block.cells))
            w = (right - left) // n
            bottom = y
            for i, cell in enumerate(block.cells):
                x = (left + i * w, left + (i + 1) * w - m.dp(4))
                links = [h for _, h in cell if h]
                text = " ".join(t for t, _ in cell)
                bottom = max(bottom, _text_node(content, m, text, x, y, 16,
                                                cls="android.view.View" if links else "android.widget.TextView",
                                                action=_act("link", links[0]) if links else None))
            y = bottom + m.dp(4)
            continue
        size = _SIZES.get(block.kind, 16)
        text_part: list[str] = []
        for text, href in block.segments + [("", None)]:
            if href is None and text:
                text_part.append(text)
                continue
            if text_part:
                prefix = "\u2022 " if block.kind == "li" else ""
                y = _text_node(content, m, prefix + " ".join(text_part), (left, right), y, size)
                text_part = []
            if href is not None:
                y = _text_node(content, m, text, (left, right), y, size, cls="android.view.View",
                               action=_act("link", href))
        y += m.dp(8)
    return y + m.dp(12)


def windows(model, m, status: int) -> list[Window]:
    return []


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    if verb == "edit_url":
        model.ui.fields[URL_FIELD] = current_url(model)
        model.ui.focused_field = URL_FIELD
        model.ui.selected = URL_FIELD           # the omnibox selects the whole URL
    elif verb == "link":
        navigate(model, urllib.parse.urljoin(current_url(model), args[0]))
    elif verb == "web_tap":
        chrome_web.tap(model, x, y, _tab(model).get("top", 0))


def stroke(model, verb: str, args: tuple, points: list[tuple[int, int]]) -> None:
    """A drag on a page the engine shows goes to the page (``chrome_web.stroke``)."""
    chrome_web.stroke(model, points, _tab(model).get("top", 0))


def back(model) -> bool:
    tab = _tab(model)
    if tab["index"] > 0:
        tab["index"] -= 1
        chrome_web.touched(model)
        return True
    return False


def enter(model) -> bool:
    if chrome_web.enter(model):
        return True
    if model.ui.focused_field != URL_FIELD:
        return False
    typed = model.ui.fields.get(URL_FIELD, "").strip()
    model.ui.focused_field = None
    if typed:
        if typed.startswith("/"):
            typed = "file://" + typed
        navigate(model, typed, typed=True)
    return True
