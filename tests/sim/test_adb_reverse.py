"""``adb reverse`` on the simulated device: the exact bytes of adbd's replies (adb
``handle_forward_request`` on the daemon, ``format_listeners``), adbutils' ``reverse`` /
``reverse_list``, a device connection on the reversed port reaching the host's web app
server, and Chrome (static renderer) showing the host's pages only on reversed ports."""

from __future__ import annotations

import socket

import pytest

from tests.sim.ui_helpers import elements, find, tap
from tests.sim.wire_helpers import read_all, request
from venus_tasks.sim.protocol import reverse
from venus_tasks.webapps.server import WebAppServer

VIEW = "am start -a android.intent.action.VIEW -d {} -n com.android.chrome/com.google.android.apps.chrome.Main"


def hex4(text: str) -> bytes:
    return b"%04x" % len(text) + text.encode()


def ask(server, service: str) -> bytes:
    """``service`` on the first device after a transport switch; everything after the
    switch's OKAY."""
    with socket.create_connection((server.host, server.port), timeout=10) as s:
        request(s, f"host:transport:{server.serials[0]}")
        assert s.recv(4) == b"OKAY"
        request(s, service)
        return read_all(s)


@pytest.fixture()
def web():
    with WebAppServer(3) as srv:
        yield srv


@pytest.fixture(autouse=True)
def no_reverses(server):
    yield
    ask(server, "reverse:killforward-all")


def test_reverse_services_answer_as_adbd_does(server, web):
    assert ask(server, f"reverse:forward:tcp:8080;tcp:{web.port}") == b"OKAYOKAY"
    assert ask(server, "reverse:list-forward") == b"OKAY" + hex4(f"host-19 tcp:8080 tcp:{web.port}\n")
    assert ask(server, "reverse:forward:norebind:tcp:8080;tcp:1") == b"OKAYFAIL" + hex4("cannot rebind existing socket")
    reply = ask(server, "reverse:forward:tcp:0;tcp:9000")
    port = int(reply[12:])
    assert reply == b"OKAYOKAY" + hex4(str(port)) and port != 8080
    assert ask(server, "reverse:list-forward") == b"OKAY" + hex4(
        f"host-19 tcp:8080 tcp:{web.port}\nhost-19 tcp:{port} tcp:9000\n")
    assert ask(server, "reverse:forward:localabstract:x;tcp:1") == b"OKAYFAIL" + hex4(
        "cannot bind listener: unsupported socket spec 'localabstract:x'")
    assert ask(server, f"reverse:killforward:tcp:{port}") == b"OKAYOKAY"
    assert ask(server, f"reverse:killforward:tcp:{port}") == b"OKAYFAIL" + hex4(f"listener 'tcp:{port}' not found")
    assert ask(server, "reverse:killforward-all") == b"OKAYOKAY"
    assert ask(server, "reverse:list-forward") == b"OKAY0000"


def test_adbutils_reverse_and_a_device_connection_reach_the_host_server(server, dev, web):
    from adbutils import Network
    dev.reverse("tcp:8123", f"tcp:{web.port}")
    assert [(r.remote, r.local) for r in dev.reverse_list()] == [("tcp:8123", f"tcp:{web.port}")]
    # a device process connecting to 127.0.0.1:8123 (here through adbd's tcp: service)
    conn = dev.create_connection(Network.TCP, 8123)
    try:
        conn.sendall(b"GET /shop/ HTTP/1.0\r\nHost: 127.0.0.1:8123\r\n\r\n")
        data = b""
        while chunk := conn.recv(65536):
            data += chunk
    finally:
        conn.close()
    assert data.startswith(b"HTTP/1.1 200 OK") and web.apps.shop.data.products[0].name.encode() in data
    dev.reverse_remove("tcp:8123")
    assert dev.reverse_list() == []


def test_chrome_shows_a_reversed_port_and_nothing_else(sh, model, web):
    sh(VIEW.format("http://127.0.0.1:8080/shop/"))
    assert find(sh, "ERR_INTERNET_DISCONNECTED") is not None             # not reversed: offline
    reverse.add(model, "tcp:8080", f"tcp:{web.port}")
    product = web.apps.shop.data.products[0]
    sh(VIEW.format("http://127.0.0.1:8080/shop/"))
    assert find(sh, product.name) is not None                          # the host's page (static renderer)
    tap(sh, product.name)
    assert find(sh, rid="url_bar").text == f"http://127.0.0.1:8080/shop/p/{product.id}"
    assert len(web.events) == 0                                          # browsing changes nothing
    reverse.remove(model, "tcp:8080")
    port = web.port
    web.stop()
    reverse.add(model, "tcp:8080", f"tcp:{port}")                       # reversed, nobody listening
    sh(VIEW.format("http://127.0.0.1:8080/shop/"))
    assert find(sh, "ERR_EMPTY_RESPONSE") is not None
    assert reverse.host_url(model, "http://localhost:8080/a?b=1") == f"http://127.0.0.1:{port}/a?b=1"
    assert reverse.host_url(model, "http://10.0.2.2:8080/") is None and reverse.host_url(model, "file:///x") is None
