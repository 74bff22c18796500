"""Console-port allocation: even ports in the ephemeral range, robust to ports in use."""

from __future__ import annotations

import random
import socket

from venus_tasks.sim import SimServer
from venus_tasks.sim.server import _ephemeral_range, _even_port_socket


def test_even_port_skips_ports_in_use():
    lo, hi = _ephemeral_range()
    first = _even_port_socket("127.0.0.1", random.Random(7))
    port = first.getsockname()[1]
    assert port % 2 == 0 and lo <= port <= hi
    # the same seed starts at the same port: taken now, so the next free even one is used
    second = _even_port_socket("127.0.0.1", random.Random(7))
    try:
        assert second.getsockname()[1] % 2 == 0 and second.getsockname()[1] != port
    finally:
        first.close()
        second.close()


def test_many_devices_get_distinct_even_ports():
    with SimServer(n_devices=4, seed=11) as s:
        ports = [int(x.split("-")[1]) for x in s.serials]
        assert len(set(ports)) == 4 and all(p % 2 == 0 for p in ports)
        for p in ports:
            with socket.create_connection((s.host, p), timeout=5) as c:
                assert c.recv(100).startswith(b"Android Console")
