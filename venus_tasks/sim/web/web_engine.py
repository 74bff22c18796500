"""A real browser engine for the simulated Chrome: one headless Chromium per device, driven
through its DevTools protocol (``web_cdp``), that loads and runs the pages (JavaScript, CSS,
forms, navigation) whose pixels and accessibility nodes the simulated Chrome then shows.

``WebEngine(binary, read_file)`` is started lazily by the first call that needs a page and
stopped by ``close()`` (the device's server calls it when the device stops). ``read_file(url)``
returns the bytes of a page's file (``bytes``) or None (missing): every request the page makes
is answered from it (``Fetch`` interception), so ``file://`` pages come from the simulated
device's storage and nothing reaches the network (``http(s)``: ``InternetDisconnected``),
except a request ``host_url(url)`` maps to a host URL: a port on the device's loopback that
``adb reverse`` joins to a host port (``sim.protocol.reverse.host_url``), which goes on to
that host port (the engine sends it on and hands the page the answer, redirects and all,
under the URL the page asked for; nothing answering: ``ConnectionClosed``).

The viewport is the content area of the simulated Chrome in CSS pixels at the device's
density (``Emulation.setDeviceMetricsOverride`` with ``mobile``: a page without a viewport
``<meta>`` is laid out 980 px wide and zoomed out, as Chrome on Android does). A tap is a
mouse press and release at once (``Input.dispatchMouseEvent``: the click comes without the
engine's double-tap wait, which a touch tap on a page without a viewport ``<meta>`` has); a
drag is touch events (``Input.dispatchTouchEvent``: it scrolls or draws, as the page
decides). The page keeps one history entry (the tab's history is the simulated Chrome's).
Measured on two busy cores (load average 14): start 1.8 s, a load 50 ms, a snapshot 270 ms,
a tap 12 ms.

``snapshot()`` gives the screenshot (PNG of the viewport in device pixels) and the page's
accessibility nodes (``Accessibility.getFullAXTree``) with their boxes from
``DOMSnapshot.captureSnapshot`` in viewport pixels (device pixels from the content area's
top left). Errors: ``EngineError`` (one line) when the browser cannot start or stops
answering.
"""

from __future__ import annotations

import base64
import dataclasses
import http.client
import mimetypes
import os
import shutil
import tempfile
import time
import urllib.parse
from typing import Callable

from venus_tasks.sim.web.web_cdp import CdpError, CdpPipe

DEFAULT_BINARY = "/usr/bin/chromium"     # Debian's ``chromium`` package
INSTALL_HINT = "apt-get install -y chromium (Debian's package; CI installs it)"


class EngineError(RuntimeError):
    """The headless browser could not start or stopped answering."""


def find_binary(path: str | None = None) -> str | None:
    """The Chromium binary to use: ``path`` if given and executable, else Debian's
    ``/usr/bin/chromium`` or ``chromium`` on PATH; None when there is none."""
    for cand in ([path] if path else [DEFAULT_BINARY, shutil.which("chromium") or ""]):
        if cand and os.access(cand, os.X_OK):
            return cand
    return None


def unavailable_reason(path: str | None = None) -> str | None:
    """None when a Chromium is installed, else a one-line reason naming what to install."""
    if find_binary(path):
        return None
    return f"no headless Chromium at {path or DEFAULT_BINARY}: {INSTALL_HINT}"


@dataclasses.dataclass
class WebNode:
    """One accessibility node of the page: ``role`` (the AX role), ``name`` (its text),
    ``value`` (an edit field's text), ``bounds`` (l, t, r, b) in device pixels of the
    viewport, the states Chrome reports, and ``hint``: the hint text Chrome on Android gives
    the node (``android_hint``)."""

    role: str
    name: str
    value: str
    bounds: tuple[int, int, int, int]
    hint: str = ""
    clickable: bool = False
    focusable: bool = False
    focused: bool = False
    editable: bool = False
    checked: bool | None = None
    depth: int = 0


@dataclasses.dataclass
class Snapshot:
    png: bytes
    nodes: list[WebNode]
    url: str
    title: str
    scrollable: bool = False       # the page is taller than the viewport


_CLICKABLE_ROLES = {"button", "link", "checkbox", "radio", "menuitem", "tab", "switch", "combobox",
                    "textbox", "searchbox", "spinbutton", "slider", "option", "listbox"}
_EDITABLE_ROLES = {"textbox", "searchbox", "spinbutton", "combobox"}
_SKIP_ROLES = {"InlineTextBox", "none", "LineBreak", "RootWebArea", "WebArea", "presentation"}
_VALUE_AS_TEXT = {"textbox", "searchbox"}      # text fields: Android text is the value, the name a hint


def android_hint(node: dict) -> str:
    """The hint text (``AccessibilityNodeInfo.getHintText``) Chrome on Android gives the
    page's accessibility ``node`` (a ``Accessibility.getFullAXTree`` node): for a text
    field (``textbox``/``searchbox``: ``<input>``, ``<textarea>``), whose Android text is
    its value ("" while empty), its accessible name; then its placeholder unless the name
    came from it; then its description; joined by one space. ``<input placeholder="Search
    products">``: text "", hint "Search products"; ``<label>Your review<input
    placeholder="Share it"></label>``: hint "Your review Share it".

    Source: Chromium ``content/browser/accessibility/browser_accessibility_android.cc``
    (``GetHint``; ``GetInnerText`` returns a text field's value because
    ``ShouldExposeValueAsName`` is true for every text field, empty or not, since 2020,
    so Chrome 10x on Android 13), which ``WebContentsAccessibilityImpl`` sets with
    ``setHintText`` (API 26+) and ``setText``. ``uiautomator dump`` on Android 13 has no
    hint attribute (AOSP ``AccessibilityNodeInfoDumper``): there the empty field's text is
    "" and its hint shows nowhere; the accessibility forest (``hint_text``) and
    uiautomator2's dump (``hint``) carry it. The name's source and the placeholder are
    read from the node's ``name.sources`` (the first not superseded that has a value is
    the one used). [simplification: ``spinbutton`` (``type=number``) fields are range
    controls whose Android text Chrome takes from the name; the simulated Chrome shows
    their value, with no name in the hint.]
    """
    role = (node.get("role") or {}).get("value", "")
    name = node.get("name") or {}
    sources = name.get("sources") or []
    used = next((s for s in sources if "value" in s and not s.get("superseded")), {})
    parts = []
    if role in _VALUE_AS_TEXT and name.get("value"):
        parts.append(str(name["value"]))
    placeholder = next((str((s.get("attributeValue") or s.get("value") or {}).get("value", "")) for s in sources
                        if s.get("type") == "placeholder" and (s.get("attributeValue") or s.get("value"))), "")
    if placeholder and used.get("type") != "placeholder":
        parts.append(placeholder)
    description = str((node.get("description") or {}).get("value", "") or "")
    if description:
        parts.append(description)
    return " ".join(parts)


class WebEngine:
    """One headless Chromium with one page (see the module doc)."""

    def __init__(self, binary: str, read_file: Callable[[str], bytes | None], timeout: float = 30.0,
                 host_url: Callable[[str], str | None] | None = None):
        self.binary = binary
        self.read_file = read_file
        self.host_url = host_url or (lambda url: None)
        self.timeout = timeout
        self._pipe: CdpPipe | None = None
        self.stopped = False
        self._profile: str | None = None
        self._session: str | None = None
        self._viewport: tuple[int, int, float, bool] | None = None
        self._loading = False
        self._navigated = False
        self._main_frame = ""
        self.url = ""
        self.version = 0             # bumped by every input, load and viewport change
        self._cached: tuple[int, Snapshot] | None = None

    # ------------------------------------------------------------ lifecycle
    @property
    def running(self) -> bool:
        return self._pipe is not None and self._pipe.alive

    def _start(self) -> None:
        if self.running:
            return
        if self.stopped:
            raise EngineError("the device's headless browser was stopped with the device")
        self._end()
        self._profile = tempfile.mkdtemp(prefix="venus-chromium-")
        try:
            self._pipe = CdpPipe(self.binary, self._profile, on_event=self._on_event, timeout=self.timeout)
            pages = [t for t in self._pipe.call("Target.getTargets")["targetInfos"] if t["type"] == "page"]
            target = pages[0]["targetId"] if pages else self._pipe.call(
                "Target.createTarget", {"url": "about:blank"})["targetId"]
            self._session = self._pipe.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
            self._main_frame = target            # a page target's main frame has its id
            for method in ("Page.enable", "DOM.enable", "Accessibility.enable"):
                self._cmd(method)
            self._cmd("Fetch.enable", {"patterns": [{"urlPattern": "*"}]})
            self._cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        except (OSError, RuntimeError, TimeoutError, KeyError) as exc:
            self._end()
            raise EngineError(f"the headless browser {self.binary} did not start: {exc}") from exc
        self._viewport = None
        self._cached = None
        self.url = ""

    def close(self) -> None:
        """Stop the browser for good (the device stopped); safe to call twice."""
        self.stopped = True
        self._end()

    def _end(self) -> None:
        pipe, self._pipe = self._pipe, None
        if pipe is not None:
            pipe.close()
        if self._profile:
            shutil.rmtree(self._profile, ignore_errors=True)
            self._profile = None
        self._session = None

    def _cmd(self, method: str, params: dict | None = None, timeout: float | None = None) -> dict:
        if self._pipe is None:
            raise EngineError("the headless browser is not running (it stopped or never started)")
        try:
            return self._pipe.call(method, params, self._session, timeout=timeout)
        except (ConnectionError, TimeoutError) as exc:
            self._end()
            raise EngineError(f"the headless browser stopped answering ({exc})") from exc

    # ------------------------------------------------------------ events
    def _on_event(self, method: str, params: dict, session: str | None) -> None:
        if method == "Fetch.requestPaused":
            self._serve(params, session)
            return
        if params.get("frameId", self._main_frame) != self._main_frame and self._main_frame:
            return                                   # a sub-frame's loads are the page's own
        if method in ("Page.frameRequestedNavigation", "Page.frameStartedLoading"):
            self._loading = True
            self._navigated = True
        elif method in ("Page.frameStoppedLoading", "Page.navigatedWithinDocument"):
            self._loading = False
            self._navigated = self._navigated or method == "Page.navigatedWithinDocument"

    def _serve(self, params: dict, session: str | None) -> None:
        url = params["request"]["url"]
        rid = params["requestId"]
        if not url.startswith("file://"):
            host = self.host_url(url)
            if host is not None:              # a port the device reverses to the host (adb reverse)
                self._proxy(params["request"], host, rid, session)
            else:
                self._pipe.send("Fetch.failRequest", {"requestId": rid, "errorReason": "InternetDisconnected"}, session)
            return
        data = self.read_file(url)
        if data is None:
            self._pipe.send("Fetch.failRequest", {"requestId": rid, "errorReason": "Failed"}, session)
            return
        mime = mimetypes.guess_type(url.split("?")[0].split("#")[0])[0] or "application/octet-stream"
        if mime.startswith("text/") or mime in ("application/javascript", "application/json"):
            mime += "; charset=utf-8"
        self._pipe.send("Fetch.fulfillRequest", {
            "requestId": rid, "responseCode": 200,
            "responseHeaders": [{"name": "Content-Type", "value": mime}],
            "body": base64.b64encode(data).decode()}, session)

    def _proxy(self, request: dict, host: str, rid: str, session: str | None) -> None:
        """The request sent on to the host URL as it is (method, headers but ``Host``, body),
        and the host's answer given to the page as it is: a redirect is the page's to follow,
        relative to the URL the page sees. Nothing answering: ``ConnectionClosed``."""
        split = urllib.parse.urlsplit(host)
        body = request.get("postData")
        if body is None and request.get("postDataEntries"):
            body = b"".join(base64.b64decode(e.get("bytes", "")) for e in request["postDataEntries"])
        headers = {k: v for k, v in request.get("headers", {}).items() if k.lower() != "host"}
        headers["Host"] = urllib.parse.urlsplit(request["url"]).netloc
        conn = http.client.HTTPConnection(split.hostname, split.port, timeout=self.timeout)
        try:
            conn.request(request.get("method", "GET"), split.path + (f"?{split.query}" if split.query else ""),
                         body=body.encode() if isinstance(body, str) else body, headers=headers)
            resp = conn.getresponse()
            data, status, reply_headers = resp.read(), resp.status, resp.getheaders()
        except (OSError, http.client.HTTPException):
            self._pipe.send("Fetch.failRequest", {"requestId": rid, "errorReason": "ConnectionClosed"}, session)
            return
        finally:
            conn.close()
        self._pipe.send("Fetch.fulfillRequest", {
            "requestId": rid, "responseCode": status,
            "responseHeaders": [{"name": k, "value": v} for k, v in reply_headers],
            "body": base64.b64encode(data).decode()}, session)

    def _settle(self) -> None:
        """Wait for a load the last input or navigation started (an input command returns
        once the page has handled the event; a screenshot draws a new frame)."""
        self.version += 1
        deadline = time.monotonic() + self.timeout
        # a round trip to the page: the events it sent while handling the input (a link's
        # requested navigation) arrive before the reply
        self._cmd("Runtime.evaluate", {"expression": "0"})
        while self._loading and time.monotonic() < deadline:
            self._cmd("Runtime.evaluate", {"expression": "0"})       # pumps events meanwhile
            self._pipe.poll_events()
            if self._loading:
                time.sleep(0.01)
        hist = self._cmd("Page.getNavigationHistory")        # an error page's entry keeps its URL
        self.url = hist["entries"][hist["currentIndex"]]["url"]

    # ------------------------------------------------------------ page
    def set_viewport(self, width_px: int, height_px: int, density: int, dark: bool = False) -> None:
        """The content area: ``width_px`` x ``height_px`` device pixels at ``density`` dpi;
        ``dark``: the page sees ``prefers-color-scheme: dark`` (Chrome on Android follows the
        system's dark theme)."""
        self._start()
        dpr = density / 160
        if (width_px, height_px, dpr, dark) == self._viewport:
            return
        self.version += 1
        self._cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
        self._cmd("Emulation.setDeviceMetricsOverride", {
            "width": max(1, round(width_px / dpr)), "height": max(1, round(height_px / dpr)),
            "deviceScaleFactor": dpr, "mobile": True,
            "screenOrientation": {"type": "portraitPrimary" if height_px >= width_px else "landscapePrimary",
                                  "angle": 0 if height_px >= width_px else 90}})
        self._viewport = (width_px, height_px, dpr, dark)

    def load(self, url: str) -> None:
        """Navigate to ``url`` (an engine URL, ``file://...``) and wait for it to load."""
        self._start()
        self._loading = True
        try:
            result = self._cmd("Page.navigate", {"url": url})
        except CdpError as exc:
            raise EngineError(str(exc)) from exc
        if result.get("errorText"):
            self._loading = False
        self._settle()
        self._navigated = False
        self._forget_history()

    def _forget_history(self) -> None:
        """Keep only the current entry of the page's history: the tab's history is the
        simulated Chrome's (BACK loads its previous entry again), and a sideways drag the
        page does not take would otherwise go back (overscroll history navigation)."""
        self._cmd("Page.resetNavigationHistory")

    def took_navigation(self) -> bool:
        """True once after the page navigated by itself (a link, a form, a script)."""
        nav, self._navigated = self._navigated, False
        if nav:
            self._forget_history()
        return nav

    def _scale(self) -> float:
        return self._viewport[2] if self._viewport else 1.0

    def _css(self, x: float, y: float) -> tuple[float, float]:
        """Device pixels of the viewport -> CSS pixels of the layout viewport (input events'
        coordinates), through the visual viewport's zoom and offset."""
        vv = self._cmd("Page.getLayoutMetrics").get("cssVisualViewport", {})
        k = self._scale() * vv.get("scale", 1.0)
        return vv.get("offsetX", 0.0) + x / k, vv.get("offsetY", 0.0) + y / k

    def tap(self, x: float, y: float) -> None:
        """A finger tap at (x, y) device pixels of the viewport: the press, release and click
        the engine delivers for it (``Input.dispatchMouseEvent``; Chrome on Android sends a
        tap's compatibility mouse events and click the same way)."""
        cx, cy = self._css(x, y)
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self._cmd("Input.dispatchMouseEvent", {"type": kind, "x": cx, "y": cy, "button": "left",
                                                   "buttons": 1 if kind == "mousePressed" else 0,
                                                   "clickCount": 0 if kind == "mouseMoved" else 1})
        self._settle()

    def drag(self, points: list[tuple[float, float]], duration_s: float = 0.3) -> None:
        """A finger put down at the first point, moved through the others over
        ``duration_s`` and lifted (device pixels of the viewport; ``Input.dispatchTouchEvent``
        with the events' own timestamps): the page gets the touch events and, unless it takes
        them, scrolls by the distance moved (less the engine's touch slop, 15 CSS px). The
        finger rests 0.2 s before it lifts, so no fling follows and the scroll never depends
        on the host's speed [simplification: ``input swipe`` on a device may fling]."""
        pts = [self._css(x, y) for x, y in points]
        t0 = time.time()
        step = duration_s / max(1, len(pts) - 1)

        def touch(kind: str, i: int, at: float) -> None:
            where = [{"x": pts[i][0], "y": pts[i][1]}] if kind != "touchEnd" else []
            self._cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": where, "timestamp": at})

        touch("touchStart", 0, t0)
        for i in range(1, len(pts)):
            touch("touchMove", i, t0 + i * step)
        touch("touchMove", len(pts) - 1, t0 + duration_s + 0.2)
        touch("touchEnd", len(pts) - 1, t0 + duration_s + 0.2)
        self._settle()

    def insert_text(self, text: str) -> None:
        """Text typed into the focused field (``Input.insertText``, as an IME commits it)."""
        self._cmd("Input.insertText", {"text": text})
        self._settle()

    def key(self, name: str) -> None:
        """A key press: ``Enter``, ``Backspace``, ``Tab`` (``Input.dispatchKeyEvent``)."""
        codes = {"Enter": (13, "\r"), "Backspace": (8, ""), "Tab": (9, "\t")}
        code, text = codes[name]
        down = {"type": "keyDown" if text else "rawKeyDown", "key": name, "code": name,
                "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code}
        if text:
            down["text"] = text
        self._cmd("Input.dispatchKeyEvent", down)
        self._cmd("Input.dispatchKeyEvent", {"type": "keyUp", "key": name, "code": name,
                                             "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code})
        self._settle()

    def focused_value(self) -> str | None:
        """The text of the page's focused edit field, None when no edit field has the focus."""
        if not self.running:
            return None
        r = self._cmd("Runtime.evaluate", {"expression": (
            "(() => { const e = document.activeElement; if (!e) return null;"
            " if (e.isContentEditable) return e.innerText;"
            " if (e.tagName === 'TEXTAREA' || (e.tagName === 'INPUT' && !['button','submit','checkbox','radio',"
            "'reset','image','color','file','range','hidden'].includes(e.type))) return e.value;"
            " return null; })()"), "returnByValue": True})
        value = r.get("result", {}).get("value")
        return value if isinstance(value, str) else None

    def snapshot(self) -> Snapshot:
        """The page now: screenshot and accessibility nodes (see the module doc). Taken
        again only after an input, a load or a new viewport (``version``): a page that
        changes by itself (a timer) shows the change at the next input [simplification]."""
        if self._cached is not None and self._cached[0] == self.version:
            return self._cached[1]
        self._settle()
        shot = self._cmd("Page.captureScreenshot", {"format": "png"})
        png = base64.b64decode(shot["data"])
        nodes, scrollable = self._nodes()
        title = self._cmd("Runtime.evaluate", {"expression": "document.title"}).get("result", {}).get("value", "")
        snap = Snapshot(png, nodes, self.url, title or "", scrollable)
        self._cached = (self.version, snap)
        return snap

    def _boxes(self) -> dict[int, tuple[float, float, float, float]]:
        """backend node id -> (x, y, w, h) in CSS pixels of the document."""
        snap = self._cmd("DOMSnapshot.captureSnapshot", {"computedStyles": []})
        doc = snap["documents"][0]
        backend = doc["nodes"]["backendNodeId"]
        layout = doc["layout"]
        return {backend[i]: tuple(b) for i, b in zip(layout["nodeIndex"], layout["bounds"]) if len(b) == 4}

    def _nodes(self) -> tuple[list[WebNode], bool]:
        """The page's nodes on screen, and whether the page can scroll vertically."""
        boxes = self._boxes()
        metrics = self._cmd("Page.getLayoutMetrics")
        content = metrics.get("cssContentSize", {})
        scrollable = content.get("height", 0) > metrics.get("cssLayoutViewport", {}).get("clientHeight", 0) + 1
        vv = metrics.get("cssVisualViewport", {})
        px, py, zoom = vv.get("pageX", 0.0), vv.get("pageY", 0.0), vv.get("scale", 1.0)
        s = self._scale() * zoom
        width, height = (round(vv.get("clientWidth", 0) * s), round(vv.get("clientHeight", 0) * s))
        ax = self._cmd("Accessibility.getFullAXTree")["nodes"]
        by_id = {n["nodeId"]: n for n in ax}
        depth: dict[str, int] = {}
        out: list[WebNode] = []
        for n in ax:
            parent = n.get("parentId")
            depth[n["nodeId"]] = depth.get(parent, -1) + 1 if parent else 0
            if n.get("ignored"):
                continue
            role = (n.get("role") or {}).get("value", "")
            if role in _SKIP_ROLES:
                continue
            name = str((n.get("name") or {}).get("value", "") or "")
            value = str((n.get("value") or {}).get("value", "") or "")
            if role == "StaticText":
                up = by_id.get(parent)
                up_name = str(((up or {}).get("name") or {}).get("value", "") or "")
                if up_name.strip() == name.strip():          # the heading/button/link says it
                    continue
            box = boxes.get(n.get("backendDOMNodeId"))
            if box is None:
                continue
            x, y, w, h = box
            l, t = round((x - px) * s), round((y - py) * s)
            r, b = round((x + w - px) * s), round((y + h - py) * s)
            if r <= 0 or b <= 0 or l >= width or t >= height or r <= l or b <= t:
                continue
            props = {p["name"]: (p.get("value") or {}).get("value") for p in n.get("properties", [])}
            checked = props.get("checked")
            out.append(WebNode(
                role=role, name=name, value=value, hint=android_hint(n),
                bounds=(max(0, l), max(0, t), min(width, r), min(height, b)),
                clickable=role in _CLICKABLE_ROLES, focusable=bool(props.get("focusable")),
                focused=bool(props.get("focused")), editable=role in _EDITABLE_ROLES or bool(props.get("editable")),
                checked=None if checked is None else checked in (True, "true", "mixed"),
                depth=depth[n["nodeId"]]))
        return out, scrollable

