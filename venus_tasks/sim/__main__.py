"""``python -m venus_tasks.sim --port 0 [--devices N] [--grpc_port G]``: run a simulated device server.

Prints exactly one line, ``adb_port=<N> serial=<S>`` (the first device's serial), then
serves until SIGTERM or SIGINT. With ``--grpc_port G`` each device also serves the
emulator's gRPC service (``emulator -grpc G``; ``sim.emulator_grpc``, extra ``aw``): the
first on G, the next on G+1 and so on (0: free ports), and the line ends with
`` grpc_port=<G>`` (the first device's). A client's ``setVmState(SHUTDOWN)`` stops the
server as SIGTERM does. A client's ``adb kill-server`` (``host:kill``) stops it too: then, as
a real adb server does (``adb.cpp`` ``handle_host_request``), it writes ``adb server killed
by remote request`` to stderr and exits 0; with ``--on_kill restart`` it drops its adb
connections and goes on listening on its port, the devices unchanged (``SimServer(on_kill=...)``).
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading

from venus_tasks.sim.server import SimServer


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m venus_tasks.sim",
                                     description="Simulated Android 13 device(s) behind an adb server.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="adb server port (0 = ephemeral)")
    parser.add_argument("--devices", type=int, default=1, help="number of simulated devices")
    parser.add_argument("--cjk_font", default=None,
                        help="font file for CJK text in screenshots (default: boxes; the UI dump has the text)")
    parser.add_argument("--onboarded", action="store_true",
                        help="start with every app past its first-run screens (default: as a new AVD, "
                             "on them until `runner.py --setup_device` or AndroidWorld's set-up clicks through)")
    parser.add_argument("--grpc_port", type=int, default=None,
                        help="also serve the emulator's gRPC service (EmulatorController) on this port "
                             "(0 = ephemeral; device i gets port+i); needs the 'aw' extra")
    parser.add_argument("--browser", default="auto",
                        help="Chrome's page engine: 'auto' (Debian's /usr/bin/chromium when installed: pages run "
                             "their scripts and CSS), a Chromium binary's path, or 'none' (Chrome draws pages' "
                             "static text only)")
    parser.add_argument("--on_kill", choices=("exit", "restart"), default="exit",
                        help="on `adb kill-server`: exit as a real adb server does (default), or "
                             "restart at once keeping the devices, as emulators outlive their adb "
                             "server (for android_env, which restarts the server after any failed command)")
    args = parser.parse_args(argv)
    if not 0 <= args.port <= 65535:
        parser.error(f"--port must be 0 (ephemeral) or a TCP port up to 65535, got {args.port}")
    if args.devices < 1:
        parser.error(f"--devices must be at least 1, got {args.devices}")
    if args.grpc_port is not None and not 0 <= args.grpc_port <= 65535 - (args.devices - 1):
        parser.error(f"--grpc_port must be 0 (ephemeral) or a TCP port such that port+{args.devices - 1} "
                     f"is at most 65535, got {args.grpc_port}")
    grpc_server_class = None
    if args.grpc_port is not None:
        try:
            from venus_tasks.sim.emulator_grpc import EmulatorGrpcServer as grpc_server_class
        except ImportError as e:
            parser.error(str(e))
    done = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: done.set())
    try:
        server = SimServer(n_devices=args.devices, host=args.host, port=args.port, on_kill=args.on_kill,
                           cjk_font=args.cjk_font, onboarded=args.onboarded,
                           browser=None if args.browser == "none" else args.browser).start()
    except ValueError as e:
        parser.error(str(e))
    except OSError as e:
        parser.error(f"cannot listen on {args.host}:{args.port}: {e.strerror}")
    grpc_servers = []
    try:
        for i, serial in enumerate(server.serials if grpc_server_class else ()):
            port = args.grpc_port + i if args.grpc_port else 0
            try:
                grpc_servers.append(grpc_server_class(server.device(serial), port=port, host=args.host,
                                                      on_shutdown=done.set).start())
            except OSError as e:
                parser.error(str(e))
        extra = f" grpc_port={grpc_servers[0].port}" if grpc_servers else ""
        print(f"adb_port={server.port} serial={server.serials[0]}{extra}", flush=True)
        while not done.is_set() and not server.wait(0.5):
            pass
    finally:
        for g in grpc_servers:
            g.stop()
        server.stop()
    if server.killed:
        print("adb server killed by remote request", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
