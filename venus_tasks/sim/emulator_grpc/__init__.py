"""The emulator's gRPC service (``EmulatorController``) on the simulated device.

Real emulators started with ``-grpc PORT`` serve it; android_env (and so AndroidWorld's
``env_launcher.load_and_setup_env``) reads the boot status, takes screenshots and sends
touches and keys through it, and does everything else over adb. ``python -m
venus_tasks.sim --grpc_port N`` serves it beside the adb server.

Needs the ``aw`` extra (grpcio, protobuf and android-env, whose generated
``emulator_controller_pb2`` modules define the messages): ``pip install -e '.[aw]'``.

Modules: ``server`` (the grpcio server), ``service`` (the methods), ``frames``
(screenshots, same pixels as ``screencap``), ``touch`` (touches as ``input`` gestures),
``keys`` (key codes to Android keys).
"""

from __future__ import annotations

import importlib

try:
    for _module in ("grpc", "android_env.proto.emulator_controller_pb2"):
        importlib.import_module(_module)
except ImportError as exc:       # pragma: no cover - depends on the install
    raise ImportError(
        f"the simulated emulator's gRPC service needs grpcio and android-env ({exc}); "
        "install them with: pip install -e '.[aw]'") from exc

from venus_tasks.sim.emulator_grpc.server import EmulatorGrpcServer  # noqa: E402
from venus_tasks.sim.emulator_grpc.service import EmulatorControllerService  # noqa: E402

__all__ = ["EmulatorGrpcServer", "EmulatorControllerService"]
