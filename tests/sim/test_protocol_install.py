"""``pm install`` reads the APK's binary manifest (``venus_tasks.sim.system.apk``): push + pm install,
streamed install over ``exec:cmd package install -S``, failures as Android prints them."""

from __future__ import annotations

import io
import socket
import zipfile

import pytest

from apk_builder import build_apk, encode_axml, manifest
from venus_tasks.sim.system import apk


@pytest.mark.parametrize("utf8", [False, True])
def test_parse_manifest_utf16_and_utf8_pools(utf8):
    info = apk.read_apk(build_apk("com.example.notes", 120, "1.2.0", "Notes", ".ui.Main", utf8=utf8), "/x")
    assert (info.package, info.version_code, info.version_name, info.label,
            info.launcher_activity, info.min_sdk, info.target_sdk) == (
        "com.example.notes", 120, "1.2.0", "Notes", "com.example.notes.ui.Main", 21, 33)
    root = apk.parse_axml(encode_axml(manifest("a.b"), utf8))
    assert root.name == "manifest" and [c.name for c in root.children] == ["uses-sdk", "application"]


def test_parse_failures():
    path = "/data/app/vmdl1.tmp/base.apk"
    with pytest.raises(apk.ApkError) as e:
        apk.read_apk(b"hello", path)
    assert str(e.value) == ("INSTALL_PARSE_FAILED_NOT_APK: Failed to parse /data/app/vmdl1.tmp/base.apk: "
                            "Failed to load asset path /data/app/vmdl1.tmp/base.apk")
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("classes.dex", b"dex")
    with pytest.raises(apk.ApkError, match="INSTALL_PARSE_FAILED_UNEXPECTED_EXCEPTION"):
        apk.read_apk(buf.getvalue(), path)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("AndroidManifest.xml", b"<manifest package='a.b'/>")      # text, not AXML
    with pytest.raises(apk.ApkError, match="INSTALL_PARSE_FAILED_UNEXPECTED_EXCEPTION"):
        apk.read_apk(buf.getvalue(), path)
    with pytest.raises(apk.ApkError, match="INSTALL_PARSE_FAILED_BAD_MANIFEST"):
        apk.read_apk(build_apk("nodots"), path)


def test_push_install_update_downgrade(dev, server):
    model = server.device(server.serials[0])
    dev.sync.push(io.BytesIO(build_apk("org.example.v", 5, "5.0", "Vee")), "/data/local/tmp/v.apk")
    assert dev.shell("pm install -r -t /data/local/tmp/v.apk") == "Success"
    assert model.packages.get("org.example.v").label == "Vee"
    assert dev.shell("pm list packages org.example.v") == "package:org.example.v"
    assert "versionCode=5 minSdk" in dev.shell("dumpsys package org.example.v")
    dev.sync.push(io.BytesIO(build_apk("org.example.v", 4)), "/data/local/tmp/v.apk")
    r = dev.shell2("pm install /data/local/tmp/v.apk")
    assert (r.output, r.returncode) == ("Failure [INSTALL_FAILED_VERSION_DOWNGRADE: Downgrade detected: "
                                        "Update version code 4 is older than current 5]\n", 1)
    assert dev.shell("pm install -d /data/local/tmp/v.apk") == "Success"
    assert model.packages.get("org.example.v").version_code == 4
    assert dev.shell("pm uninstall org.example.v") == "Success"
    r = dev.shell2("pm install /data/local/tmp/none.apk")
    assert r.returncode == 1 and "Error: Unable to open file: /data/local/tmp/none.apk" in r.output
    dev.shell("rm /data/local/tmp/v.apk")


def _exec(server, command: str, stdin: bytes) -> bytes:
    with socket.create_connection((server.host, server.port), timeout=10) as s:
        body = f"host:transport:{server.serials[0]}".encode()
        s.sendall(b"%04x" % len(body) + body)
        assert s.recv(4) == b"OKAY"
        body = command.encode()
        s.sendall(b"%04x" % len(body) + body + stdin)
        out = b""
        while chunk := s.recv(65536):
            out += chunk
        return out


def test_streamed_install_bytes(server):
    data = build_apk("org.example.streamed")
    assert _exec(server, f"exec:cmd package 'install' -S {len(data)}", data) == b"OKAYSuccess\n"
    assert server.device(server.serials[0]).packages.get("org.example.streamed") is not None
    junk = b"x" * 100
    out = _exec(server, f"exec:cmd package 'install' -S {len(junk)}", junk)
    assert out.startswith(b"OKAYFailure [INSTALL_PARSE_FAILED_NOT_APK: Failed to parse /data/app/vmdl")
