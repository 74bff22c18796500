"""android_env's own ``EmulatorSimulator`` against the simulated device's gRPC service
(``venus_tasks.sim.emulator_grpc``): connect and boot check, screenshots, touches, keys.

android_env (extra ``aw``) attaches to an existing emulator when the adb, console and
gRPC ports are all given (``emulator_simulator._is_existing_emulator_provided``); its adb
calls go through the real ``adb`` client bundled in the adbutils wheel with ``-P <the
simulator's adb port>`` (never 5037), HOME in a temporary directory. CI installs the
extra and sets ``VENUS_REQUIRE_AW=1``, so there these tests run and must pass.
"""

from __future__ import annotations

import io
import os
import re

import adbutils
import numpy as np
import pytest
from PIL import Image

if os.environ.get("VENUS_REQUIRE_AW") != "1":
    pytest.importorskip("android_env")
    pytest.importorskip("grpc")

import grpc  # noqa: E402
from android_env.components import config_classes  # noqa: E402
from android_env.components.simulators.emulator import emulator_simulator  # noqa: E402
from android_env.proto import emulator_controller_pb2 as pb  # noqa: E402
from android_env.proto import emulator_controller_pb2_grpc as pb_grpc  # noqa: E402
from google.protobuf import empty_pb2  # noqa: E402

from venus_tasks.sim.emulator_grpc import EmulatorGrpcServer  # noqa: E402

ADB = os.path.join(os.path.dirname(adbutils.__file__), "binaries", "adb")
XKB = 8   # android_env on Linux sends XKB codes: evdev + 8
KEY_HOMEPAGE, KEY_BACK = 172, 158      # Generic.kl: HOME, BACK

pytestmark = pytest.mark.skipif(not os.access(ADB, os.X_OK), reason="adbutils ships no adb binary here")


@pytest.fixture(scope="module")
def grpc_server(server):
    with EmulatorGrpcServer(server.device(server.serials[0])) as g:
        yield g


@pytest.fixture(scope="module")
def simulator(server, grpc_server, tmp_path_factory):
    """android_env's EmulatorSimulator attached to the simulated device (launched)."""
    mp = pytest.MonkeyPatch()
    mp.setenv("HOME", str(tmp_path_factory.mktemp("home")))   # the adb client writes ~/.android
    console = int(server.serials[0].split("-")[1])
    config = config_classes.EmulatorConfig(
        emulator_launcher=config_classes.EmulatorLauncherConfig(
            emulator_console_port=console, adb_port=console + 1, grpc_port=grpc_server.port),
        adb_controller=config_classes.AdbControllerConfig(adb_path=ADB, adb_server_port=server.port))
    sim = emulator_simulator.EmulatorSimulator(config)
    try:
        sim.launch()
        yield sim
    finally:
        sim.close()
        mp.undo()


@pytest.fixture
def home(dev):
    dev.shell("input keyevent KEYCODE_HOME")
    return dev


def _focus(dev) -> str:
    return dev.shell("dumpsys window | grep mCurrentFocus").strip()


def _screencap(dev) -> np.ndarray:
    png = dev.shell("screencap -p", encoding=None)
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGBA"))


def _icon_center(dev, label: str) -> tuple[int, int]:
    dev.shell("uiautomator dump /sdcard/window_dump.xml")
    xml = dev.shell("cat /sdcard/window_dump.xml")
    m = re.search(rf'text="{label}"[^>]*bounds="\[(\d+),(\d+)\]\[(\d+),(\d+)\]"', xml)
    assert m, f"no {label!r} on the home screen: {xml[:500]}"
    x1, y1, x2, y2 = map(int, m.groups())
    return (x1 + x2) // 2, (y1 + y2) // 2


def test_android_env_connects_and_sees_a_booted_emulator(simulator, grpc_server, server):
    assert simulator.adb_device_name() == server.serials[0]
    assert grpc_server.service.calls["getStatus"] >= 1            # _confirm_booted asked
    stub = pb_grpc.EmulatorControllerStub(grpc.secure_channel(
        f"localhost:{grpc_server.port}", grpc.local_channel_credentials()))
    status = stub.getStatus(empty_pb2.Empty())
    assert status.booted and status.uptime > 0
    with pytest.raises(grpc.RpcError) as err:                     # not served: an RpcError, not a lie
        stub.getBattery(empty_pb2.Empty())
    assert err.value.code() == grpc.StatusCode.UNIMPLEMENTED


def test_screenshot_has_the_pixels_of_screencap(simulator, home):
    shot = simulator.get_screenshot()
    ref = _screencap(home)
    assert shot.shape == (2400, 1080, 3) and shot.dtype == np.uint8
    assert np.array_equal(shot, ref[:, :, :3])
    home.shell("wm size 720x1600")
    try:
        small, ref_small = simulator.get_screenshot(), _screencap(home)
        assert small.shape == (1600, 720, 3) and np.array_equal(small, ref_small[:, :, :3])
    finally:
        home.shell("wm size reset")


def test_png_and_scaled_formats(grpc_server, home):
    stub = pb_grpc.EmulatorControllerStub(grpc.secure_channel(
        f"localhost:{grpc_server.port}", grpc.local_channel_credentials()))
    png = stub.getScreenshot(pb.ImageFormat(format=pb.ImageFormat.PNG))
    assert png.image == home.shell("screencap -p", encoding=None)     # screencap's own bytes
    small = stub.getScreenshot(pb.ImageFormat(format=pb.ImageFormat.RGB888, width=270, height=270))
    assert (small.format.width, small.format.height) == (121, 270)   # fits, aspect kept
    assert len(small.image) == 121 * 270 * 3
    other = stub.getScreenshot(pb.ImageFormat(format=pb.ImageFormat.RGBA8888, display=1))
    assert other.image == b""                                         # no such display


def test_a_touch_and_lift_does_what_input_tap_does(simulator, home):
    x, y = _icon_center(home, "Settings")
    home.shell(f"input tap {x} {y}")
    by_adb = _focus(home)
    home.shell("input keyevent KEYCODE_HOME")
    launcher = _focus(home)
    simulator.send_touch([(x, y, True, 0)])
    simulator.send_touch([(x, y, False, 0)])
    by_grpc = _focus(home)
    assert "com.android.settings" in by_grpc and by_grpc.split("{")[1].split()[2:] == by_adb.split("{")[1].split()[2:]
    assert by_grpc != launcher
    simulator.send_touch([(0, 0, False, 0)])                     # android_env's no-op LIFT
    assert _focus(home) == by_grpc


def test_a_long_touch_and_a_drag(simulator, home):
    before = _focus(home)
    simulator.send_touch([(-5, 100, True, 0)])                    # off the display: dropped
    simulator.send_touch([(-5, 100, False, 0)])
    assert _focus(home) == before
    simulator.send_touch([(540, 5, True, 0)])                     # drag down from the status bar
    simulator.send_touch([(540, 900, True, 0)])
    simulator.send_touch([(540, 1500, False, 0)])
    assert "NotificationShade" in _focus(home)
    simulator.send_key(KEY_BACK + XKB, "keypress")
    assert _focus(home) == before


def test_keys_home_and_back(simulator, home):
    x, y = _icon_center(home, "Settings")
    home.shell(f"input tap {x} {y}")
    assert "com.android.settings" in _focus(home)
    simulator.send_key(KEY_HOMEPAGE + XKB, "keydown")
    assert "com.android.settings" in _focus(home)                # HOME acts when it comes up
    simulator.send_key(KEY_HOMEPAGE + XKB, "keyup")
    assert "Launcher" in _focus(home)
    home.shell(f"input tap {x} {y}")
    simulator.send_key(KEY_BACK + XKB, "keypress")
    assert "Launcher" in _focus(home)
    with pytest.raises(ValueError):
        simulator.send_key(KEY_BACK + XKB, "press")              # android_env validates the type


def test_the_command_line_serves_grpc_beside_adb(tmp_path):
    import subprocess
    import sys
    proc = subprocess.Popen([sys.executable, "-m", "venus_tasks.sim", "--grpc_port", "0"],
                            stdout=subprocess.PIPE, text=True, cwd=os.path.dirname(os.path.dirname(os.path.dirname(
                                os.path.abspath(__file__)))))
    try:
        line = proc.stdout.readline()
        m = re.fullmatch(r"adb_port=(\d+) serial=(emulator-\d+) grpc_port=(\d+)\n", line)
        assert m, line
        stub = pb_grpc.EmulatorControllerStub(grpc.secure_channel(
            f"localhost:{m.group(3)}", grpc.local_channel_credentials()))
        assert stub.getStatus(empty_pb2.Empty(), timeout=30).booted
        stub.setVmState(pb.VmRunState(state=pb.VmRunState.SHUTDOWN), timeout=30)   # ends the server
        assert proc.wait(30) == 0
    finally:
        if proc.poll() is None:
            proc.terminate()
            proc.wait(10)


def forwarder_apk() -> bytes:
    """An APK of android_env's accessibility forwarder package (a stand-in for the one
    android_env downloads; padded past 8 KB because android_env 1.2.3/1.3.0 write the
    blob to a temp file without flushing it, which a real APK of 1.5 MB survives)."""
    import zipfile
    try:
        from apk_builder import build_apk               # tests/sim on the path (its own tests)
    except ImportError:
        from tests.sim.apk_builder import build_apk     # from tests elsewhere
    buf = io.BytesIO(build_apk("com.google.androidenv.accessibilityforwarder", label="Accessibility Forwarder",
                               activity=None))
    with zipfile.ZipFile(buf, "a") as z:
        z.writestr("assets/pad.bin", bytes(65536), compress_type=zipfile.ZIP_STORED)
    return buf.getvalue()


def test_the_forwarder_app_sends_the_screen_to_android_envs_a11y_server(grpc_server, home, tmp_path):
    import time
    from concurrent import futures

    from android_env.proto.a11y import a11y_pb2_grpc
    try:
        from android_env.wrappers.a11y import a11y_servicer          # android_env 1.3
    except ImportError:
        from android_env.components.a11y import a11y_servicer        # android_env 1.2.3 (AndroidWorld's pin)

    servicer = a11y_servicer.A11yServicer(latest_forest_only=True)
    host = grpc.server(futures.ThreadPoolExecutor(max_workers=2))
    a11y_pb2_grpc.add_A11yServiceServicer_to_server(servicer, host)
    port = host.add_insecure_port("127.0.0.1:0")
    host.start()
    servicer.resume()                 # A11yGrpcWrapper.reset() resumes it
    pkg = "com.google.androidenv.accessibilityforwarder"
    receiver = f"{pkg}/{pkg}.FlagsBroadcastReceiver"

    def forests(wait: float) -> list:
        time.sleep(wait)
        return servicer.gather_forests()

    try:
        apk = tmp_path / "fwd.apk"
        apk.write_bytes(forwarder_apk())
        home.sync.push(str(apk), "/data/local/tmp/fwd.apk")
        home.shell(f"am broadcast -n {receiver} -a accessibility_forwarder.intent.action.SET_GRPC "
                   f"--ei port {port} --es host 10.0.2.2")
        home.shell(f"am broadcast -n {receiver} -a accessibility_forwarder.intent.action.ENABLE_ACCESSIBILITY_TREE_LOGS")
        assert forests(0.4) == []                                    # not installed: no app got them
        assert "Success" in home.shell("pm install -r -t -g /data/local/tmp/fwd.apk")
        home.shell(f"settings put secure enabled_accessibility_services {pkg}/{pkg}.AccessibilityForwarder")
        assert forests(0.4) == []                                    # the new app has no flags set
        home.shell(f"am broadcast -n {receiver} -a accessibility_forwarder.intent.action.ENABLE_ACCESSIBILITY_TREE_LOGS")
        home.shell(f"am broadcast -n {receiver} -a accessibility_forwarder.intent.action.SET_GRPC "
                   f"--ei port {port} --es host 10.0.2.2")
        got = forests(0.6)
        assert got, "no forest within 0.6 s (the app sends one every 100 ms)"
        forest = got[-1]
        active = [w for w in forest.windows if w.is_active]
        assert len(active) == 1
        nodes = active[0].tree.nodes
        assert nodes[0].depth == 0 and [n.unique_id for n in nodes] == list(range(len(nodes)))
        assert any(n.text == "Settings" and n.is_clickable for n in nodes)
        x, y = _icon_center(home, "Settings")
        node = next(n for n in nodes if n.text == "Settings")
        b = node.bounds_in_screen
        assert b.left <= x < b.right and b.top <= y < b.bottom        # the dump's bounds
        home.shell("settings put global airplane_mode_on 1")      # no network: nothing arrives
        forests(0.3)
        assert forests(0.4) == []
        home.shell("settings put global airplane_mode_on 0")
        assert forests(0.5)
        home.shell(f"am broadcast -n {receiver} -a accessibility_forwarder.intent.action.DISABLE_ACCESSIBILITY_TREE_LOGS")
        forests(0.3)
        assert forests(0.4) == []
    finally:
        home.shell(f"pm uninstall {pkg}")
        home.shell("settings delete secure enabled_accessibility_services")
        host.stop(None)


def test_typed_keys_text_and_w3c_names_reach_the_focused_field(grpc_server, simulator, home):
    stub = pb_grpc.EmulatorControllerStub(grpc.secure_channel(
        f"localhost:{grpc_server.port}", grpc.local_channel_credentials()))
    x, y = _icon_center(home, "Search apps")
    home.shell(f"input tap {x} {y}")                              # focus the launcher's search field
    KEY_LEFTSHIFT, KEY_C, KEY_L = 42, 46, 38
    simulator.send_key(KEY_LEFTSHIFT + XKB, "keydown")
    simulator.send_key(KEY_C + XKB, "keypress")                    # shifted: C
    simulator.send_key(KEY_LEFTSHIFT + XKB, "keyup")
    simulator.send_key(KEY_L + XKB, "keydown")                     # a character types on key down
    stub.sendKey(pb.KeyboardEvent(text="ock é"))                   # non-ASCII is dropped, as the proto says
    stub.sendKey(pb.KeyboardEvent(key="Backspace", eventType=pb.KeyboardEvent.keypress))
    home.shell("uiautomator dump /sdcard/window_dump.xml")
    assert 'text="Clock"' in home.shell("cat /sdcard/window_dump.xml")
    with pytest.raises(grpc.RpcError) as err:
        stub.sendKey(pb.KeyboardEvent(codeType=pb.KeyboardEvent.Mac, keyCode=36))
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT and "XKB" in err.value.details()
    stub.sendKey(pb.KeyboardEvent(key="GoHome", eventType=pb.KeyboardEvent.keypress))
    assert "Launcher" in _focus(home)


def test_the_forest_carries_each_fields_hint_text(model, sh):
    """``hint_text`` of an ``EditText`` node is its hint, empty or not (AndroidWorld's
    ``ContactsNewContactDraft`` finds the filled name and phone fields by it)."""
    from venus_tasks.sim.a11y_forwarder import forest
    from venus_tasks.sim.screen import layout

    sh("am start -a android.intent.action.INSERT -t vnd.android.cursor.dir/contact "
       "-e name 'Grace Hopper' -e phone 5550142")
    nodes = [n for w in forest.build(layout.build(model)).windows for n in w.tree.nodes
             if n.class_name == "android.widget.EditText"]
    assert [(n.text, n.hint_text) for n in nodes] == [
        ("Grace", "First name"), ("Hopper", "Last name"), ("5550142", "Phone"), ("Email", "Email")]
