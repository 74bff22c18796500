"""``adb forward`` on the simulated server: exact bytes (adb 29 ``handle_forward_request``),
adbutils ``forward``/``forward_list``, and the listeners' lifetime."""

from __future__ import annotations

import socket
import struct

import pytest
from tests.sim.wire_helpers import read_all, recv_exact, request



def hex4(text: str) -> bytes:
    return b"%04x" % len(text) + text.encode()


def ask(server, service: str) -> bytes:
    with socket.create_connection((server.host, server.port), timeout=10) as s:
        request(s, service)
        return read_all(s)


@pytest.fixture(autouse=True)
def no_forwards(server):
    yield
    ask(server, "host:killforward-all")


def test_forward_tcp0_reports_the_port_and_lists_it(server):
    serial = server.serials[0]
    reply = ask(server, f"host-serial:{serial}:forward:tcp:0;tcp:7912")
    assert reply[:8] == b"OKAYOKAY"
    port = int(reply[12:])
    assert reply == b"OKAYOKAY" + hex4(str(port))
    assert ask(server, f"host-serial:{serial}:list-forward") == \
        b"OKAY" + hex4(f"{serial} tcp:{port} tcp:7912\n")
    assert ask(server, "host:list-forward") == b"OKAY" + hex4(f"{serial} tcp:{port} tcp:7912\n")
    # the device has no listener on 7912: the connection is accepted, then closed
    with socket.create_connection((server.host, port), timeout=5) as c:
        assert c.recv(10) == b""
    assert ask(server, f"host-serial:{serial}:forward:norebind:tcp:{port};tcp:1") == \
        b"FAIL" + hex4("cannot rebind existing socket")
    assert ask(server, f"host-serial:{serial}:forward:tcp:{port};tcp:8000") == \
        b"OKAYOKAY" + hex4(str(port))                                    # rebinding moves it
    assert ask(server, "host:list-forward") == b"OKAY" + hex4(f"{serial} tcp:{port} tcp:8000\n")
    assert ask(server, f"host-serial:{serial}:killforward:tcp:{port}") == b"OKAYOKAY"
    assert ask(server, f"host-serial:{serial}:killforward:tcp:{port}") == \
        b"FAIL" + hex4(f"listener 'tcp:{port}' not found")
    assert ask(server, "host:list-forward") == b"OKAY0000"
    with pytest.raises(OSError):
        socket.create_connection((server.host, port), timeout=2)


def test_forward_errors(server):
    serial = server.serials[0]
    assert ask(server, "host-serial:emulator-1:forward:tcp:0;tcp:1") == \
        b"FAIL" + hex4("device 'emulator-1' not found")
    assert ask(server, f"host-serial:{serial}:forward:localabstract:x;tcp:1") == \
        b"FAIL" + hex4("cannot bind listener: unsupported socket spec 'localabstract:x'")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        busy = taken.getsockname()[1]
        reply = ask(server, f"host-serial:{serial}:forward:tcp:{busy};tcp:1")
        assert reply.startswith(b"FAIL") and b"cannot bind listener: cannot bind to 127.0.0.1:" in reply


def test_forward_on_a_transport_switched_connection(server):
    """The adb 29 CLI: ``host:tport:serial:S``, then ``host:forward:...`` on the same socket."""
    with socket.create_connection((server.host, server.port), timeout=10) as s:
        request(s, f"host:tport:serial:{server.serials[0]}")
        assert recv_exact(s, 12) == b"OKAY" + struct.pack("<Q", 1)
        request(s, "host:forward:tcp:0;tcp:9008")
        reply = read_all(s)
    assert reply.startswith(b"OKAYOKAY") and int(reply[12:]) > 0
    with socket.create_connection((server.host, server.port), timeout=10) as s:
        request(s, f"host:transport:{server.serials[0]}")
        recv_exact(s, 4)
        request(s, f"host:killforward:tcp:{int(reply[12:])}")
        assert read_all(s) == b"OKAYOKAY"


def test_adbutils_forward_and_list(server, dev):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        free = probe.getsockname()[1]
    dev.forward(f"tcp:{free}", "tcp:7912")
    assert [(f.serial, f.local, f.remote) for f in dev.forward_list()] == [
        (server.serials[0], f"tcp:{free}", "tcp:7912")]
    assert ask(server, "host:killforward-all") == b"OKAYOKAY"
    assert dev.forward_list() == []


def test_stop_closes_forward_listeners():
    from venus_tasks.sim import SimServer
    srv = SimServer().start()
    reply = ask(srv, f"host-serial:{srv.serials[0]}:forward:tcp:0;tcp:1")
    port = int(reply[12:])
    srv.stop()
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=2)
