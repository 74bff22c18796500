"""``EmulatorGrpcServer``: the emulator's gRPC endpoint (``emulator -grpc PORT``) of one
simulated device, served with grpcio.

The real emulator listens on ``127.0.0.1:PORT`` without TLS; android_env connects with
``grpc.local_channel_credentials()`` (``emulator_simulator._connect_to_emulator``), which
needs a server with local credentials on a loopback address, so that is what this serves
(an insecure port would refuse that handshake). Messages may be of any size, as
android_env's channel allows (screenshots of 1080x2400 RGBA are 10 MB).

Beside it runs the device's accessibility forwarder app (``sim.a11y_forwarder``), which
android_env's ``A11yGrpcWrapper`` -- and so AndroidWorld's default controller -- installs
and talks to; it idles until that app is installed, enabled and told where to send.

    >>> with SimServer() as sim, EmulatorGrpcServer(sim.device(sim.serials[0])) as g:  # doctest: +SKIP
    ...     print(g.port)
"""

from __future__ import annotations

from concurrent import futures
from typing import Callable

import grpc
from android_env.proto import emulator_controller_pb2_grpc as pb_grpc

from venus_tasks.sim.a11y_forwarder import A11yForwarder
from venus_tasks.sim.emulator_grpc.service import EmulatorControllerService

_OPTIONS = [("grpc.max_send_message_length", -1), ("grpc.max_receive_message_length", -1),
            ("grpc.so_reuseport", 0)]


class EmulatorGrpcServer:
    """Serves ``EmulatorController`` for ``model`` on ``host:port`` (0: a free port).

    Attributes (after ``start``): ``port`` (the bound port), ``service`` (its ``calls``
    counts the methods clients used).

    Args:
      model: the ``DeviceModel`` to serve.
      port: TCP port; 0 picks a free one.
      host: a loopback address (local credentials accept only local peers).
      on_shutdown: called after a client's ``setVmState(SHUTDOWN)``; None refuses it.
      workers: threads answering calls (calls on one device run one at a time anyway,
        under its lock).
      a11y_forwarder: also run the device's accessibility forwarder app (``forwarder``
        attribute), started and stopped with the server.
    """

    def __init__(self, model, port: int = 0, host: str = "127.0.0.1",
                 on_shutdown: Callable[[], None] | None = None, workers: int = 4,
                 a11y_forwarder: bool = True):
        self.host, self.port = host, port
        self.service = EmulatorControllerService(model, on_shutdown=on_shutdown)
        self.forwarder = A11yForwarder(model) if a11y_forwarder else None
        self._workers = workers
        self._server: grpc.Server | None = None

    def start(self) -> "EmulatorGrpcServer":
        """Bind and serve (grpcio's own threads); returns ``self``.

        Raises:
          OSError: the port cannot be bound (in use, or not a local address).
        """
        if self._server is not None:
            return self
        server = grpc.server(futures.ThreadPoolExecutor(max_workers=self._workers,
                                                        thread_name_prefix="venus-sim-grpc"),
                             options=_OPTIONS)
        pb_grpc.add_EmulatorControllerServicer_to_server(self.service, server)
        try:
            bound = server.add_secure_port(f"{self.host}:{self.port}", grpc.local_server_credentials())
        except RuntimeError as exc:        # grpcio raises RuntimeError when it cannot bind
            bound, error = 0, exc
        else:
            error = None
        if not bound:
            server.stop(None)
            raise OSError(f"cannot serve gRPC on {self.host}:{self.port} (in use, or not a local "
                          f"address){f': {error}' if error else ''}; choose another --grpc_port or 0")
        server.start()
        self.port, self._server = bound, server
        if self.forwarder is not None:
            self.forwarder.start()
        return self

    def stop(self, grace: float = 1.0) -> None:
        """Stop serving and wait for the server's threads to end. Safe to call twice."""
        if self._server is None:
            return
        if self.forwarder is not None:
            self.forwarder.stop()
        self._server.stop(grace).wait(grace + 5)
        self._server = None

    def __enter__(self) -> "EmulatorGrpcServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
