"""End-to-end smoke test through the real adbutils client over TCP (``_device_base.py``)."""

from __future__ import annotations


def test_version_devices_state(server, client, dev):
    assert client.server_version() == 41
    assert [d.serial for d in client.list()] == server.serials
    assert dev.get_state() == "device"
    assert dev.get_serialno() == server.serials[0]
    assert dev.shell("getprop ro.build.version.sdk") == "33"
