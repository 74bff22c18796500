"""The ``android.emulation.control.EmulatorController`` service of one simulated device.

Built on the generated modules android_env ships (``android_env.proto.
emulator_controller_pb2``/``_grpc``), so the messages are the emulator's own. Implemented:

* ``getStatus``: ``booted`` is ``sys.boot_completed == 1`` (the simulated device is booted
  once served), ``uptime`` in ms since the service started, the VM configuration and
  hardware entries of a Pixel 6 AVD [inferred values: a ``-grpc`` emulator reports its
  ``config.ini``];
* ``getScreenshot`` (``frames.py``), ``sendTouch`` (``touch.py``), ``sendKey``
  (``keys.py``), ``sendMouse`` (button 1 down is a finger down, as the emulator's UI
  sends mouse clicks as touches [inferred]);
* ``getVmState``/``setVmState``: ``RUNNING``; ``PAUSED`` and back; ``SHUTDOWN`` and
  ``TERMINATE`` end the server (``on_shutdown``); ``RESET`` reboots the framework
  (``setprop ctl.restart zygote``'s effect) [sim: a real reset reboots the kernel too];
* ``getDisplayConfigurations``: the one built-in display.

Every other method answers ``UNIMPLEMENTED`` (the generated base class's answer), which
a caller sees as an ``RpcError`` -- stricter than a real emulator, which implements them.
While the VM is paused, input is dropped and screenshots show the last frame [inferred:
a paused guest neither reads input nor draws].

``calls`` counts the calls per method name (which methods a client used).
"""

from __future__ import annotations

import collections
import threading
import time
from typing import Callable

import grpc
from android_env.proto import emulator_controller_pb2 as pb
from android_env.proto import emulator_controller_pb2_grpc as pb_grpc
from google.protobuf import empty_pb2

from venus_tasks.sim.emulator_grpc import keys
from venus_tasks.sim.emulator_grpc.frames import FrameSource
from venus_tasks.sim.emulator_grpc.touch import TouchTracker
from venus_tasks.sim.screen import interaction

EMULATOR_VERSION = "33.1.24.0 (build_id 11237101) (CL:N/A)"   # [inferred] an emulator of the API 33 era
_RAM_BYTES = 2048 * 1024 * 1024      # AndroidWorld's Docker AVD: -memory 2048
_CPU_CORES = 4

_FORMATS = {pb.ImageFormat.PNG: "PNG", pb.ImageFormat.RGBA8888: "RGBA8888", pb.ImageFormat.RGB888: "RGB888"}
_RUN = pb.VmRunState.RunState


class EmulatorControllerService(pb_grpc.EmulatorControllerServicer):
    """The service for ``model`` (a ``sim.model.DeviceModel``).

    Args:
      model: the device.
      on_shutdown: called (with no argument) after ``setVmState(SHUTDOWN|TERMINATE)``;
        None: the request is refused with ``FAILED_PRECONDITION``.
    """

    def __init__(self, model, on_shutdown: Callable[[], None] | None = None):
        self._model = model
        self._on_shutdown = on_shutdown
        self._started = time.monotonic()
        self._frames = FrameSource()
        self._touch = TouchTracker()
        self._shift = False
        self._state = _RUN.RUNNING
        self._last_frame: pb.Image | None = None
        self._calls_lock = threading.Lock()
        self.calls: collections.Counter[str] = collections.Counter()

    def _count(self, name: str) -> None:
        with self._calls_lock:
            self.calls[name] += 1

    # ------------------------------------------------------------------ status
    def getStatus(self, request, context):
        self._count("getStatus")
        m = self._model
        with m.lock:
            booted = m.props.get("sys.boot_completed", "") == "1" and not m.halted.is_set()
            width, height = m.display.size
            density = m.display.density
        hardware = pb.EntryList(entry=[pb.Entry(key=k, value=v) for k, v in (
            ("hw.device.name", "pixel_6"), ("hw.lcd.width", str(width)),
            ("hw.lcd.height", str(height)), ("hw.lcd.density", str(density)),
            ("hw.ramSize", str(_RAM_BYTES // (1024 * 1024))), ("hw.cpu.ncore", str(_CPU_CORES)))])
        return pb.EmulatorStatus(
            version=EMULATOR_VERSION, uptime=int((time.monotonic() - self._started) * 1000), booted=booted,
            vmConfig=pb.VmConfiguration(hypervisorType=pb.VmConfiguration.KVM,
                                        numberOfCpuCores=_CPU_CORES, ramSizeBytes=_RAM_BYTES),
            hardwareConfig=hardware)

    def getVmState(self, request, context):
        self._count("getVmState")
        return pb.VmRunState(state=self._state)

    def setVmState(self, request, context):
        self._count("setVmState")
        state = request.state
        if state in (_RUN.SHUTDOWN, _RUN.TERMINATE):
            if self._on_shutdown is None:
                context.abort(grpc.StatusCode.FAILED_PRECONDITION,
                              "this simulated device cannot be shut down over gRPC; stop its server instead")
            self._on_shutdown()
        elif state == _RUN.RESET:
            with self._model.lock:
                self._touch.reset()
                self._model.restart_framework()
            self._state = _RUN.RUNNING
        elif state in (_RUN.RUNNING, _RUN.PAUSED):
            self._state = state
        else:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT,
                          f"cannot transition to VM state {_RUN.Name(state)}: only RUNNING, PAUSED, "
                          "SHUTDOWN, TERMINATE and RESET can be requested")
        return empty_pb2.Empty()

    def getDisplayConfigurations(self, request, context):
        self._count("getDisplayConfigurations")
        with self._model.lock:
            (width, height), density = self._model.display.size, self._model.display.density
        return pb.DisplayConfigurations(displays=[pb.DisplayConfiguration(
            width=width, height=height, dpi=density, display=0)])

    # ------------------------------------------------------------------ screen
    def getScreenshot(self, request, context):
        self._count("getScreenshot")
        fmt = _FORMATS.get(request.format)
        if fmt is None:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, f"unknown ImageFormat.format {request.format}")
        if self._state == _RUN.PAUSED and self._last_frame is not None:
            return self._last_frame
        with self._model.lock:
            frame = self._frames.frame(self._model, fmt, request.width, request.height, request.display)
        image = pb.Image(
            format=pb.ImageFormat(format=request.format, width=frame.width, height=frame.height,
                                  display=request.display, rotation=pb.Rotation(rotation=frame.rotation)),
            width=frame.width, height=frame.height, image=frame.data, seq=0,
            timestampUs=time.time_ns() // 1000)
        self._last_frame = image
        return image

    # ------------------------------------------------------------------ input
    def sendTouch(self, request, context):
        self._count("sendTouch")
        if self._state == _RUN.PAUSED or request.display != 0:
            return empty_pb2.Empty()          # touches reach display 0 only (the proto says so)
        with self._model.lock:
            for t in request.touches:
                self._touch.touch(self._model, t.x, t.y, t.pressure, t.identifier)
        return empty_pb2.Empty()

    def sendMouse(self, request, context):
        self._count("sendMouse")
        if self._state == _RUN.PAUSED or request.display != 0:
            return empty_pb2.Empty()
        with self._model.lock:
            self._touch.touch(self._model, request.x, request.y, 1 if request.buttons & 1 else 0, -1)
        return empty_pb2.Empty()

    def sendKey(self, request, context):
        self._count("sendKey")
        if self._state == _RUN.PAUSED:
            return empty_pb2.Empty()
        with self._model.lock:
            if request.text:
                for ch in request.text:
                    if ch in keys.TYPEABLE:
                        self._model.type_text(ch)
            elif request.key:
                code, ch = keys.w3c_key(request.key)
                self._press(code, ch, request.eventType)
            else:
                code_type = pb.KeyboardEvent.KeyCodeType.Name(request.codeType)
                try:
                    evdev = keys.evdev_of(code_type, request.keyCode)
                except keys.UnsupportedCodeType as exc:
                    context.abort(grpc.StatusCode.INVALID_ARGUMENT, str(exc))
                if evdev in keys.SHIFT_EVDEV:
                    if request.eventType != pb.KeyboardEvent.keypress:
                        self._shift = request.eventType == pb.KeyboardEvent.keydown
                    return empty_pb2.Empty()
                self._press(keys.android_key(evdev), keys.typed_char(evdev, self._shift), request.eventType)
        return empty_pb2.Empty()

    def _press(self, code: int | None, ch: str | None, event_type: int) -> None:
        """A character is typed when its key goes down; an Android key acts when it comes
        up (``PhoneWindowManager`` handles HOME, ``ViewRootImpl`` BACK, on ACTION_UP);
        ``keypress`` is both."""
        down = event_type in (pb.KeyboardEvent.keydown, pb.KeyboardEvent.keypress)
        up = event_type in (pb.KeyboardEvent.keyup, pb.KeyboardEvent.keypress)
        if ch is not None and down:
            self._model.type_text(ch)
        elif ch is None and code is not None and up:
            interaction.key(self._model, code)
