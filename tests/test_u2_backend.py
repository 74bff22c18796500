"""``--device_backend u2``: observations and actions through uiautomator2's on-device server,
started by the real ``uiautomator2`` client (3.x) against the simulated device (``u2.jar``
pushed, ``app_process``, ``tcp:9008``, ``/ping``, ``/jsonrpc/0``), giving the same UI
elements and the same end states as ``adb``.

The ``uiautomator2`` package is the ``u2`` extra: without it these tests skip, except in
CI, which installs it and sets ``VENUS_REQUIRE_U2=1``."""

from __future__ import annotations

import hashlib
import http.client
import json
import os
import sys

import pytest

if os.environ.get("VENUS_REQUIRE_U2") != "1":
    pytest.importorskip("uiautomator2")

from venus_tasks.env import actions as A  # noqa: E402
from venus_tasks.env.backend import (AdbBackend, BackendUnavailable, U2Backend, check_available,  # noqa: E402
                                     make_backend)
from venus_tasks.env.env import VenusEnv  # noqa: E402
from venus_tasks.sim.screen import layout, uidump  # noqa: E402

JAR = "/data/local/tmp/u2.jar"


@pytest.fixture(scope="module")
def u2(ready_device):
    backend = U2Backend(ready_device)
    yield backend
    backend.close()


@pytest.fixture
def envs(ready_device, u2):
    """The same device seen through both backends, in an episode (ADBKeyBoard selected)."""
    adb, via_u2 = VenusEnv(ready_device, wait_seconds=0), VenusEnv(ready_device, wait_seconds=0, backend=u2)
    adb.prepare_for_task()
    via_u2.begin_episode()
    yield adb, via_u2
    via_u2.after_episode()


def _model(sim_server, device):
    return sim_server.device(device.serial)


def test_the_client_starts_the_server_as_uiautomator2_does(sim_server, ready_device, u2):
    import uiautomator2
    from uiautomator2.utils import with_package_resource

    with with_package_resource("assets/u2.jar") as path:
        local = hashlib.md5(open(path, "rb").read()).hexdigest()
    assert ready_device.run(["toybox", "md5sum", JAR]).split()[0] == local       # the package's jar, pushed
    model = _model(sim_server, ready_device)
    assert model.ports.ports() == [9008]                                         # app_process serves
    assert ("app_process", "/", "com.wetest.uia2.Main", "-p", "9008") in model.command_log
    model.command_log.clear()
    again = uiautomator2.connect(ready_device.adb_device)                       # alive: nothing launched
    assert again.info["currentPackageName"] == model.activities.focus()[0]
    assert not any(argv[0] == "app_process" for argv in model.command_log)
    assert ("toybox", "md5sum", JAR) in model.command_log                       # the md5 matched: no push


def _same(adb, via_u2):
    """The observation of both backends now: same elements, indices and focus."""
    a, u = adb.observe(0), via_u2.observe(0)
    assert u.ui_elements == a.ui_elements and u.foreground == a.foreground
    assert u.screenshot.shape == a.screenshot.shape
    return u


def _tap(env, obs, rid):
    i = next(i for i, e in enumerate(obs.ui_elements) if e.resource_id.endswith("/" + rid))
    env.execute(A.JSONAction(A.CLICK, index=i), obs.ui_elements, obs.screen_size)


def test_same_elements_indices_and_focus_on_both_backends(envs, ready_device):
    adb, via_u2 = envs
    ready_device.keyevent("KEYCODE_HOME")
    sizes = [len(_same(adb, via_u2).ui_elements)]                     # the launcher
    via_u2.open_app("Pro Expense")
    obs = _same(adb, via_u2)                                          # a list app
    _tap(via_u2, obs, "fb_main_add")
    obs = _same(adb, via_u2)                                          # its form, the keyboard up
    name = next(i for i, e in enumerate(obs.ui_elements) if e.resource_id.endswith("edt_name"))
    via_u2.execute(A.JSONAction(A.INPUT_TEXT, index=name, text="早餐 crêpe"), obs.ui_elements, obs.screen_size)
    obs = _same(adb, via_u2)
    assert any(e.text == "早餐 crêpe" for e in obs.ui_elements)
    sizes.append(len(obs.ui_elements))
    ready_device.force_stop("net.gsantner.markor")
    via_u2.open_app("Markor")
    _tap(via_u2, _same(adb, via_u2), "fab_add_new_item")
    obs = _same(adb, via_u2)                                          # a dialog
    assert any(e.resource_id.endswith("new_file_dialog__name") for e in obs.ui_elements)
    sizes.append(len(obs.ui_elements))
    assert len(set(sizes)) == 3


def _final_dump(env):
    env.device.shell(["uiautomator", "dump"])
    return env.device.read_text("/sdcard/window_dump.xml")


ACTIONS = [
    {"action_type": "open_app", "app_name": "Pro Expense"},
    {"action_type": "click", "rid": "fb_main_add"},                   # (the element's index, resolved)
    {"action_type": "input_text", "text": "午饭 ü", "clear_text": True},
    {"action_type": "keyboard_enter"},
    {"action_type": "input_text", "text": "7"},
    {"action_type": "navigate_back"},
    {"action_type": "scroll", "direction": "down"},
    {"action_type": "swipe", "direction": "left", "x": 540, "y": 1200},
    {"action_type": "long_press", "x": 540, "y": 600},
    {"action_type": "double_tap", "x": 540, "y": 700},
    {"action_type": "navigate_home"},
    {"action_type": "drag", "path": [[200, 1500], [400, 1500], [600, 1400]]},
]


def test_actions_reach_the_same_end_state_on_both_backends(sim_server, ready_device, u2):
    from apps import expense
    ends = []
    for backend in (AdbBackend(ready_device), u2):
        env = VenusEnv(ready_device, wait_seconds=0, backend=backend)
        expense.reset(ready_device)
        ready_device.force_stop("com.arduia.expense")
        env.prepare_for_task()
        env.begin_episode()
        model = _model(sim_server, ready_device)
        model.command_log.clear()
        try:
            for i, d in enumerate(ACTIONS):
                obs = env.observe(i)
                d = dict(d)
                if "rid" in d:
                    rid = d.pop("rid")
                    d["index"] = next(k for k, e in enumerate(obs.ui_elements) if e.resource_id.endswith("/" + rid))
                env.execute(A.JSONAction.from_dict(d), obs.ui_elements, obs.screen_size)
                if i == 5:
                    ends.append(_final_dump(env))
        finally:
            env.after_episode()
        ends.append(_final_dump(env))
        shell = [argv[0] for argv in model.command_log]
        if backend is u2:                       # touches and keys went over JSON-RPC, not `input`
            assert not [argv for argv in model.command_log if argv[0] == "input" and argv[1] != "text"], shell
        else:
            assert "input" in shell
    assert ends[0] == ends[2] and ends[1] == ends[3]
    assert "午饭 ü" in ends[0]


def _http(port_or_conn, method: str, path: str, body: dict | None = None) -> tuple[int, bytes]:
    conn = port_or_conn
    conn.request(method, path, json.dumps(body) if body is not None else None,
                 {"Content-Type": "application/json"})
    r = conn.getresponse()
    return r.status, r.read()


def test_the_server_over_an_adb_forward_speaks_nanohttpd_and_jsonrpc4j(ready_device, u2):
    port = ready_device.adb_device.forward_port(9008)
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        assert _http(conn, "GET", "/ping") == (200, b"pong")                    # keep-alive: same socket
        assert _http(conn, "GET", "/nope") == (404, b"Not Found!!!")
        status, body = _http(conn, "POST", "/jsonrpc/0", {"jsonrpc": "2.0", "id": 7, "method": "nope"})
        assert json.loads(body) == {"jsonrpc": "2.0", "id": 7,
                                    "error": {"code": -32601, "message": "method not found", "data": None}}
        status, body = _http(conn, "POST", "/jsonrpc/0", {"jsonrpc": "2.0", "id": 1,
                                                          "method": "dumpWindowHierarchy", "params": [False, 50]})
        xml = json.loads(body)["result"]
        assert xml.startswith("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\r\n<hierarchy rotation=\"0\">"
                              "\r\n  <node index=\"0\" text=\"\"")
        assert 'visible-to-user="true"' in xml and 'display-id="0"' in xml and "drawing-order=" in xml
        status, body = _http(conn, "POST", "/jsonrpc/0", {"jsonrpc": "2.0", "id": 2, "method": "takeScreenshot",
                                                          "params": [1, 80]})
        shot = json.loads(body)["result"]
        assert all(len(line) == 76 for line in shot.split("\n")[:-2])          # Base64.DEFAULT lines
        import base64
        assert base64.b64decode(shot)[:3] == b"\xff\xd8\xff"                    # a JPEG
    finally:
        ready_device.adb_device.forward_remove(f"tcp:{port}")


def test_u2_dump_of_an_emoji_and_a_hint():
    from venus_tasks.sim.screen.tree import Screen, UiNode
    root = UiNode(package="p", bounds=(0, 0, 10, 10))
    root.add(UiNode(cls="android.widget.EditText", text="Name", style={"hint": True}, bounds=(0, 0, 5, 5)))
    root.add(UiNode(cls="android.widget.TextView", text="a😀<b>", bounds=(5, 5, 10, 10)))
    screen = Screen(10, 10, 0, False, 420, 0, "", root)
    u2 = uidump.dump_u2(screen, root_in_active=True)
    assert 'text="Name"' in u2 and 'hint="Name"' in u2
    assert 'text="a..&lt;b&gt;"' in u2                  # a surrogate pair is two "." (androidx dumper)
    assert 'text="a😀&lt;b&gt;"' in uidump.dump(screen)  # `uiautomator dump` keeps it


def test_u2_dump_gives_a_fields_hint_text_filled_or_empty():
    """``hint`` is ``getHintText()``: a ``TextView`` sets its hint whether or not it is
    empty, Chrome its web field's name (``style["hint_text"]``); ``uiautomator dump`` has
    no hint at all."""
    from venus_tasks.sim.screen.tree import Screen, UiNode
    root = UiNode(package="p", bounds=(0, 0, 10, 10))
    root.add(UiNode(cls="android.widget.EditText", text="Grace", style={"hint": False, "hint_text": "First name"},
                    bounds=(0, 0, 5, 5)))
    root.add(UiNode(cls="android.widget.EditText", text="", style={"hint_text": "Search products"},
                    bounds=(5, 5, 10, 10)))
    screen = Screen(10, 10, 0, False, 420, 0, "", root)
    u2 = uidump.dump_u2(screen, root_in_active=True)
    assert 'text="Grace"' in u2 and 'hint="First name"' in u2
    assert 'text=""' in u2 and 'hint="Search products"' in u2
    assert "hint=" not in uidump.dump(screen) and "Search products" not in uidump.dump(screen)
    assert uidump.dump_u2(screen, max_depth=0).count("<node ") == 1


def test_stop_frees_the_port_and_a_second_server_cannot_bind(sim_server, ready_device, u2):
    model = _model(sim_server, ready_device)
    r = ready_device.shell("CLASSPATH=/data/local/tmp/u2.jar app_process / com.wetest.uia2.Main -p 9008")
    assert r.exit_code == 1 and "java.net.BindException: bind failed: EADDRINUSE" in r.stderr
    r = ready_device.shell("CLASSPATH=/data/local/tmp/nothere.jar app_process / com.wetest.uia2.Main")
    assert r.exit_code == 1 and 'java.lang.ClassNotFoundException: Didn\'t find class "com.wetest.uia2.Main"' \
        in r.stderr
    assert model.ports.ports() == [9008]
    import adbutils
    with pytest.raises(adbutils.AdbError, match="closed"):
        ready_device.adb_device.create_connection(adbutils.Network.TCP, 9009)   # nothing listens


def test_without_uiautomator2_the_backend_names_the_extra(monkeypatch, ready_device):
    monkeypatch.setitem(sys.modules, "uiautomator2", None)            # import fails
    with pytest.raises(BackendUnavailable, match=r"^--device_backend u2 needs the uiautomator2 package: "
                                                 r"pip install -e '\.\[u2\]'$"):
        check_available("u2")
    with pytest.raises(BackendUnavailable, match=r"pip install -e '\.\[u2\]'"):
        make_backend("u2", ready_device)
    with pytest.raises(ValueError, match="unknown device backend 'x'; choose one of adb, u2"):
        check_available("x")
    check_available("adb")


def test_round_trips_per_observation_and_action_of_each_backend():
    """Counts (not times) from ``benchmarks/device_backends.py``: adb observes in 2 round
    trips, u2 in 3 (screenshot, hierarchy, focus); every touch or key is 1 on both."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "device_backends", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                        "benchmarks", "device_backends.py"))
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    for backend, observe in (("adb", 2), ("u2", 3)):
        got = bench.measure(backend, observations=2)
        assert {k: v["round_trips"] for k, v in got.items()} == {"observe": observe, "tap": 1, "key": 1, "swipe": 1}


def test_the_runner_names_the_extra_when_uiautomator2_is_missing(tmp_path, monkeypatch):
    from tests.test_cli import run
    (tmp_path / "uiautomator2.py").write_text("raise ImportError('not installed')\n")   # hides the package
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    r = run("--device_backend=u2", "--tasks=VagueNapDoNotDisturb", f"--output_dir={tmp_path / 'run'}")
    assert r.returncode != 0
    assert r.stderr.strip().splitlines()[-1] == ("runner.py: error: --device_backend u2 needs the uiautomator2 "
                                                 "package: pip install -e '.[u2]'")
    r = run("--device_backend=u3", f"--output_dir={tmp_path / 'run'}")
    assert r.stderr.strip().splitlines()[-1] == "runner.py: error: unknown device backend 'u3'; choose one of adb, u2"
