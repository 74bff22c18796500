"""android_env's accessibility forwarder app, as the simulated device runs it.

android_env's ``A11yGrpcWrapper`` (used by AndroidWorld's ``AndroidWorldController``)
installs ``com.google.androidenv.accessibilityforwarder``, enables its service in
``secure enabled_accessibility_services``, starts a gRPC ``A11yService`` server on the
host and tells the app where it is with broadcasts to its ``FlagsBroadcastReceiver``
(``accessibility_forwarder.intent.action.ENABLE_ACCESSIBILITY_TREE_LOGS``, ``...SET_GRPC
--ei port N --es host 10.0.2.2``). The app then sends the accessibility forest of the
screen with ``SendForest`` every ``a11yTreePeriodMs`` (100 ms), a blocking call with a
1 s timeout (AndroidWorld ``AccessibilityForwarder.kt``, ``FlagsBroadcastReceiver.kt``,
``LogFlags.kt``). With the network down -- airplane mode on and Wi-Fi not switched back on
(``global airplane_mode_on`` 1, ``wifi_on`` not 2) -- the host cannot be reached and
nothing arrives (AndroidWorld's ``get_a11y_tree`` turns airplane mode off for this reason)
[inferred: the emulator reaches 10.0.2.2 through its virtual network].

``A11yForwarder`` does the same for one device model while the app is installed and its
service enabled: it reads the broadcasts the device's shell ran (``model.command_log``, in
order; ``DISABLE_ACCESSIBILITY_TREE_LOGS``, ``DISABLE_GRPC`` and ``ENABLE_GRPC`` too)
and sends the forest (``forest.py``) of the current screen every period to the host and
port set. ``10.0.2.2`` is the emulator's alias of the host's loopback, so it dials
``127.0.0.1``. A failed send is dropped and the next period tries again (the app logs it
and resets its stub). [inferred] The 2024.05.13 APK android_env installs forwards once
``SET_GRPC`` arrived (android_env sends no ``ENABLE_GRPC``), though the source in
AndroidWorld's repository defaults ``logUsingGRPC`` to false.

The thread is started and stopped by its owner (``start``/``stop``; the emulator gRPC
server owns one per device); it runs no shell command and holds the device lock only to
read the log and build the forest.
"""

from __future__ import annotations

import threading

import grpc
from android_env.proto.a11y import a11y_pb2_grpc

from venus_tasks.sim.a11y_forwarder import forest
from venus_tasks.sim.screen import layout
from venus_tasks.sim.shell.commands.intents import parse_intent

PACKAGE = "com.google.androidenv.accessibilityforwarder"
SERVICE = f"{PACKAGE}/{PACKAGE}.AccessibilityForwarder"
RECEIVER = f"{PACKAGE}.FlagsBroadcastReceiver"
_ACTION = "accessibility_forwarder.intent.action."
PERIOD_S = 0.1          # LogFlags.a11yTreePeriodMs
SEND_TIMEOUT_S = 1.0    # AccessibilityForwarder.logAccessibilityTree: withTimeout(1000)
HOST_LOOPBACK = {"10.0.2.2": "127.0.0.1"}   # emulator networking: 10.0.2.2 is the host


class A11yForwarder:
    """The forwarder app of ``model`` (see module doc). ``sent`` counts forests sent."""

    def __init__(self, model, period_s: float = PERIOD_S):
        self._model = model
        self._period = period_s
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._last_seen: tuple | None = None     # newest command_log entry already read
        self.tree_logs = False                   # LogFlags.logAccessibilityTree
        self.grpc_enabled = True                 # see module doc ([inferred])
        self.host, self.port = "", 0             # LogFlags.grpcHost/grpcPort
        self._channel: grpc.Channel | None = None
        self._stub = None
        self._channel_target = ""
        self.sent = 0

    def start(self) -> "A11yForwarder":
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name=f"venus-sim-a11y-{self._model.serial}",
                                            daemon=True)
            self._thread.start()
        return self

    def stop(self) -> None:
        """Stop the thread and close the channel. Safe to call twice."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5)
            self._thread = None
        self._close_channel()

    # ------------------------------------------------------------------ internals
    def _run(self) -> None:
        while not self._stop.wait(self._period):
            with self._model.lock:
                self._read_broadcasts()
                active = self._active()
                payload = forest.build(layout.build(self._model)) if active else None
            if payload is not None:
                self._send(payload)

    def _active(self) -> bool:
        m = self._model
        if m.halted.is_set() or m.packages.get(PACKAGE) is None:
            return False
        enabled = m.settings.get_str("secure", "enabled_accessibility_services", "") or ""
        offline = (m.settings.get_str("global", "airplane_mode_on", "0") == "1"
                   and m.settings.get_str("global", "wifi_on", "1") != "2")
        return (SERVICE in enabled.split(":") and self.tree_logs and self.grpc_enabled and self.port > 0
                and not offline)

    def _read_broadcasts(self) -> None:
        """Apply the broadcasts run since the last read; while the app is not installed
        nothing receives them and its flags are back at their defaults (a new process
        starts with ``LogFlags``' initial values)."""
        log = self._model.command_log
        new = []
        for argv in reversed(log):
            if argv is self._last_seen:
                break
            new.append(argv)
        if log:
            self._last_seen = log[-1]
        if self._model.packages.get(PACKAGE) is None:
            self.tree_logs, self.grpc_enabled, self.host, self.port = False, True, "", 0
            return
        for argv in reversed(new):
            if len(argv) > 2 and argv[0] == "am" and argv[1] == "broadcast":
                self._receive(list(argv[2:]))

    def _receive(self, args: list[str]) -> None:
        try:
            it, _ = parse_intent(args)
        except Exception:       # am refused the arguments: no broadcast was sent
            return
        if it.component is None or it.component[0] != PACKAGE or not (it.action or "").startswith(_ACTION):
            return
        if it.component[1] not in (RECEIVER, ".FlagsBroadcastReceiver"):
            return
        action = it.action[len(_ACTION):]
        if action == "ENABLE_ACCESSIBILITY_TREE_LOGS":
            self.tree_logs = True
        elif action == "DISABLE_ACCESSIBILITY_TREE_LOGS":
            self.tree_logs = False
        elif action == "ENABLE_GRPC":
            self.grpc_enabled = True
        elif action == "DISABLE_GRPC":
            self.grpc_enabled = False
        elif action == "SET_GRPC":
            self.host = it.string_extra("host") or "10.0.2.2"
            self.port = it.int_extra("port", 0)

    def _send(self, payload) -> None:
        target = f"{HOST_LOOPBACK.get(self.host, self.host)}:{self.port}"
        if target != self._channel_target:
            self._close_channel()
            self._channel = grpc.insecure_channel(target, options=[("grpc.enable_http_proxy", 0)])
            self._stub = a11y_pb2_grpc.A11yServiceStub(self._channel)
            self._channel_target = target
        try:
            self._stub.SendForest(payload, timeout=SEND_TIMEOUT_S)
            self.sent += 1
        except grpc.RpcError:
            self._close_channel()       # resetGrpcStub(); the next period dials again

    def _close_channel(self) -> None:
        if self._channel is not None:
            self._channel.close()
        self._channel, self._stub, self._channel_target = None, None, ""
