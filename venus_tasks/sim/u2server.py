"""uiautomator2's on-device server on the simulated device: ``u2.jar`` run by ``app_process``,
its HTTP endpoints and the JSON-RPC methods the ``uiautomator2`` client (3.x) calls.

Sources: the client, uiautomator2 3.7.1 (``core.py``: ``_setup_jar`` pushes ``assets/u2.jar``
to ``/data/local/tmp/u2.jar`` unless ``toybox md5sum`` shows it there, ``launch_uiautomator``
runs ``CLASSPATH=/data/local/tmp/u2.jar app_process / com.wetest.uia2.Main -p 9008`` as a
streaming ``shell:`` that must stay open, ``_http_request`` reaches port 9008 through the
``tcp:9008`` device service, ``GET /ping`` until ``pong``, then ``POST /jsonrpc/0``); the
server, openatx/android-uiautomator-server-jar (``Main.java``: commons-cli ``-p/--port``,
default 9008, ``[server] INFO: ...`` lines from ``Ln``, ``/data/local/tmp/u2`` made as
``java.io.tmpdir``; ``stub/AutomatorHttpServer.java``, NanoHTTPD: ``/ping`` -> ``pong``,
``/stop``, ``/jsonrpc/0``, others ``404 Not Found!!!``; ``stub/AutomatorServiceImpl.java``:
the methods; jsonrpc4j errors ``-32601 method not found``, ``-32602 method parameters
invalid``, a thrown exception ``-32001`` with its class name as the message).

The process serves while its ``adb shell`` stream is open: the client closing it (SIGHUP),
``GET /stop`` or the device stopping ends it, and the port is free again. A second server
on a taken port fails as NanoHTTPD's ``start`` does (``java.net.BindException``).

What the methods do on the device (``AutomatorServiceImpl``; ``UiDevice``): ``click(x, y)``
is a touch down, 100 ms, up (a tap; negative coordinates give ``false``); ``click(x, y, ms)``
holds ``ms`` (a long press from ``long_press_timeout`` on); ``swipe(x1, y1, x2, y2, steps)``
moves in ``steps`` steps of 5 ms; ``swipePoints([x, y, ...], steps)`` presses at the first
point, moves through the others and lifts at the last; ``drag`` is a swipe;
``injectInputEvent(action, x, y, meta)`` one touch event (0 down, 2 move, 1 up);
``pressKey(name)`` and ``pressKeyCode(code[, meta])`` a key (CTRL+A selects all);
``dumpWindowHierarchy(compressed, maxDepth[, rootInActive])`` the XML of
``screen.uidump.dump_u2``; ``takeScreenshot(scale, quality)`` the screen as JPEG of that
quality (``Bitmap.compress``; ``scale`` is ignored by this server), base64 with
``Base64.DEFAULT``'s line breaks every 76 characters; ``deviceInfo`` the display and the
current package; ``setClipboard(label, text)`` and ``getClipboard()`` as the shell user,
which may write but not read the clip of the focused app (``clipboard.py``).
"""

from __future__ import annotations

import asyncio
import base64
import email.utils
import io
import json
import threading
import zipfile

from venus_tasks.sim.text_input import clipboard
from venus_tasks.sim.device_ports import PortInUse

MAIN_CLASS = "com.wetest.uia2.Main"
DEFAULT_PORT = 9008
TMPDIR = "/data/local/tmp/u2"
SHELL_PACKAGE = "com.android.shell"
_CLICK_MS = 100                       # AutomatorServiceImpl.click: SystemClock.sleep(100)
_STEP_MS = 5                          # UiDevice: each swipe step takes 5 ms
_KEYS = {"home": 3, "back": 4, "left": 21, "right": 22, "up": 19, "down": 20, "center": 23,
         "menu": 82, "search": 84, "enter": 66, "delete": 67, "del": 67, "recent": 187,
         "volume_up": 24, "volume_down": 25, "volume_mute": 164, "camera": 27, "power": 26}
META_CTRL_ON = 0x1000


def has_main_class(jar: bytes) -> bool:
    """True when ``jar`` is a zip whose dex files define ``com.wetest.uia2.Main``."""
    descriptor = b"L" + MAIN_CLASS.replace(".", "/").encode() + b";"
    try:
        with zipfile.ZipFile(io.BytesIO(jar)) as z:
            return any(descriptor in z.read(n) for n in z.namelist() if n.endswith(".dex"))
    except (zipfile.BadZipFile, KeyError, OSError):
        return False


class RpcError(Exception):
    """A JSON-RPC error object (``code``, ``message``, optional ``data``)."""

    def __init__(self, code: int, message: str, data: str | None = None):
        super().__init__(message)
        self.code, self.message, self.data = code, message, data


class U2Server:
    """One running ``u2.jar`` server of ``model`` (a ``DeviceModel``)."""

    def __init__(self, model, port: int = DEFAULT_PORT):
        self.model, self.port = model, port
        self.stopped = threading.Event()

    # ---------------------------------------------------------------- HTTP (NanoHTTPD)
    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """HTTP/1.1 requests on one connection (keep-alive) until the client closes it."""
        try:
            while not self.stopped.is_set():
                head = await reader.readuntil(b"\r\n\r\n")
                lines = head.decode("iso-8859-1").split("\r\n")
                method, _, rest = lines[0].partition(" ")
                path = rest.rsplit(" ", 1)[0].split("?", 1)[0]
                headers = {k.strip().lower(): v.strip() for k, _, v in (ln.partition(":") for ln in lines[1:] if ln)}
                body = await reader.readexactly(int(headers.get("content-length", "0") or 0))
                status, mime, payload = await asyncio.to_thread(self._route, method, path, body)
                close = headers.get("connection", "").lower() == "close" or self.stopped.is_set()
                writer.write(_response(status, mime, payload, close))
                await writer.drain()
                if close:
                    break
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, ConnectionError, ValueError):
            pass
        finally:
            writer.close()

    def _route(self, method: str, path: str, body: bytes) -> tuple[str, str, bytes]:
        if path == "/stop":
            self.stopped.set()
            return "200 OK", "text/html", b"Server stopped!!!"
        if path == "/ping":
            return "200 OK", "text/html", b"pong"
        if path == "/jsonrpc/0":
            if method != "POST" or not body:
                return "500 Internal Server Error", "text/plain", b"Invalid http post data!"
            return "200 OK", "application/json", self.jsonrpc(body)
        return "404 Not Found", "text/plain", b"Not Found!!!"

    # ---------------------------------------------------------------- JSON-RPC (jsonrpc4j)
    def jsonrpc(self, body: bytes) -> bytes:
        """One request's response document."""
        try:
            req = json.loads(body)
        except ValueError:
            return json.dumps({"jsonrpc": "2.0", "id": None,
                               "error": {"code": -32700, "message": "JSON parse error"}}).encode()
        rid = req.get("id") if isinstance(req, dict) else None
        try:
            if not isinstance(req, dict) or not isinstance(req.get("method"), str):
                raise RpcError(-32600, "invalid request")
            params = req.get("params")
            params = [] if params is None else list(params.values()) if isinstance(params, dict) else params
            handler = METHODS.get(req["method"])
            if handler is None:
                raise RpcError(-32601, "method not found")
            with self.model.lock:
                result = handler(self.model, *params)
            out = {"jsonrpc": "2.0", "id": rid, "result": result}
        except RpcError as e:
            out = {"jsonrpc": "2.0", "id": rid, "error": {"code": e.code, "message": e.message, "data": e.data}}
        except (TypeError, ValueError) as e:          # jsonrpc4j could not bind the params
            out = {"jsonrpc": "2.0", "id": rid,
                   "error": {"code": -32602, "message": "method parameters invalid", "data": str(e)}}
        return json.dumps(out, ensure_ascii=False).encode("utf-8")


def _response(status: str, mime: str, payload: bytes, close: bool) -> bytes:
    """NanoHTTPD ``Response.send``: ``HTTP/1.1 <status> \\r\\n``, Content-Type, Date,
    Connection, Content-Length."""
    date = email.utils.formatdate(usegmt=True)
    return (f"HTTP/1.1 {status} \r\nContent-Type: {mime}\r\nDate: {date}\r\n"
            f"Connection: {'close' if close else 'keep-alive'}\r\nContent-Length: {len(payload)}\r\n\r\n"
            ).encode("ascii") + payload


# -------------------------------------------------------------------- methods
def _screen(model):
    from venus_tasks.sim.screen import layout
    return layout.build(model)


def _int(value) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"not a number: {value!r}")
    return int(value)


def _on_screen(model, x: int, y: int) -> bool:
    width, height = model.screen_size()
    return 0 <= x < width and 0 <= y < height


def m_click(model, x, y, ms=None) -> bool:
    from venus_tasks.sim.screen import interaction
    x, y = _int(x), _int(y)
    if x < 0 or y < 0:
        return False
    hold = _CLICK_MS if ms is None else _int(ms)
    if _on_screen(model, x, y):
        interaction.swipe(model, x, y, x, y, hold)     # a press of ``hold`` ms where it is
    return True


def m_swipe(model, x1, y1, x2, y2, steps) -> bool:
    from venus_tasks.sim.screen import interaction
    x1, y1, x2, y2, steps = (_int(v) for v in (x1, y1, x2, y2, steps))
    if _on_screen(model, x1, y1):
        interaction.swipe(model, x1, y1, x2, y2, max(steps, 1) * _STEP_MS)
    return True


def m_swipe_points(model, segments, steps) -> bool:
    from venus_tasks.sim.screen import interaction
    points = [(_int(segments[i]), _int(segments[i + 1])) for i in range(0, len(segments) - 1, 2)]
    _int(steps)
    if len(points) < 2 or not _on_screen(model, *points[0]):
        return False
    interaction.motion(model, "DOWN", *points[0])
    for p in points[1:-1]:
        interaction.motion(model, "MOVE", *p)
    interaction.motion(model, "UP", *points[-1])
    return True


def m_inject(model, action, x, y, meta=0) -> bool:
    from venus_tasks.sim.screen import interaction
    kind = {0: "DOWN", 2: "MOVE", 1: "UP"}.get(_int(action))
    if kind is None:
        return False
    x, y = int(float(x)), int(float(y))
    if kind == "DOWN" and not _on_screen(model, x, y):
        return False
    interaction.motion(model, kind, x, y)
    return True


def m_press_key(model, name) -> bool:
    code = _KEYS.get(str(name).lower())
    return m_press_key_code(model, code) if code is not None else False


def m_press_key_code(model, code, meta=0) -> bool:
    from venus_tasks.sim.screen import interaction
    code, meta = _int(code), _int(meta)
    if meta & META_CTRL_ON and code == 29:
        model.select_all()
    elif not meta:
        interaction.key(model, code)
    return True


def m_dump(model, compressed=False, max_depth=50, root_in_active=False) -> str:
    from venus_tasks.sim.screen import uidump
    return uidump.dump_u2(_screen(model), _int(max_depth), bool(root_in_active))


def m_screenshot(model, scale=1.0, quality=100) -> str:
    from venus_tasks.sim.screen import render
    jpeg = render.jpeg_bytes(_screen(model), max(0, min(100, _int(quality))), model.frames)
    text = base64.b64encode(jpeg).decode("ascii")
    return "".join(text[i:i + 76] + "\n" for i in range(0, len(text), 76))    # Base64.DEFAULT


def m_device_info(model) -> dict:
    width, height = model.screen_size()
    density = model.display.density
    return {"currentPackageName": model.activities.focus()[0], "displayHeight": height,
            "displayWidth": width, "displayRotation": model.rotation(),
            "displaySizeDpX": round(width * 160 / density), "displaySizeDpY": round(height * 160 / density),
            "productName": model.props.get("ro.product.name", "sdk_gphone64_x86_64"),
            "naturalOrientation": model.rotation() % 2 == 0, "screenOn": True, "sdkInt": 33}


def m_set_clipboard(model, label, text) -> None:
    clipboard.of(model).set_text(str(text), SHELL_PACKAGE)


def m_get_clipboard(model) -> str | None:
    return clipboard.of(model).read(model, SHELL_PACKAGE)


METHODS = {
    "ping": lambda model: "pong",
    "deviceInfo": m_device_info,
    "click": m_click,
    "swipe": m_swipe,
    "drag": m_swipe,
    "swipePoints": m_swipe_points,
    "injectInputEvent": m_inject,
    "pressKey": m_press_key,
    "pressKeyCode": m_press_key_code,
    "dumpWindowHierarchy": m_dump,
    "takeScreenshot": m_screenshot,
    "setClipboard": m_set_clipboard,
    "getClipboard": m_get_clipboard,
}


# -------------------------------------------------------------------- the process
def run_main(ctx, args: list[str]) -> tuple[bytes, bytes, int]:
    """``com.wetest.uia2.Main.main(args)`` run by ``app_process``: serve until the shell's
    client hangs up, ``/stop``, or the device stops."""
    port = DEFAULT_PORT
    i = 0
    while i < len(args):
        if args[i] in ("-p", "--port") and i + 1 < len(args):
            text = args[i + 1]
            if not text.lstrip("-").isdigit():
                return b"", f"Invalid port: {text}. Must be an integer between 1 and 65535.\n".encode(), 1
            if not 1 <= int(text) <= 65535:
                return b"", f"Invalid port: {text}. Must be between 1 and 65535.\n".encode(), 1
            port = int(text)
            i += 2
        elif args[i] in ("-h", "--help"):
            return b"usage: uiautomator2-server\n -h,--help        Print this help message\n" \
                   b" -p,--port <arg>   Port to listen on (1-65535, default: 9008)\n", b"", 0
        else:
            return b"", f"Unrecognized option: {args[i]}\n".encode(), 1
    model = ctx.model
    out = [f"[server] INFO: [UiAutomator2Server] Starting Server\n"]
    with model.lock:
        if not model.vfs.exists(TMPDIR):
            model.vfs.mkdir(TMPDIR, parents=True, cred=ctx.cred)
    out.append(f"[server] INFO: tmpdir is {TMPDIR}\n")
    server = U2Server(model, port)
    try:
        model.ports.listen(port, server)
    except PortInUse:
        return "".join(out).encode(), (
            "java.net.BindException: bind failed: EADDRINUSE (Address already in use)\n"
            "\tat fi.iki.elonen.NanoHTTPD.start(NanoHTTPD.java:2225)\n").encode(), 1
    out.append(f"[server] INFO: http server listening on *:{port}\n")
    gone = ctx.shell.hangup
    try:
        while not server.stopped.is_set() and not model.halted.is_set():
            if gone is not None and gone.is_set():
                break
            (gone or model.halted).wait(0.05)
    finally:
        model.ports.close(port, server)
    if gone is not None and gone.is_set() and not server.stopped.is_set():
        return "".join(out).encode(), b"", 129            # killed by SIGHUP
    return "".join(out).encode(), b"", 0
