"""``python -m venus_tasks.sim --port 0 [--devices N]``: run a simulated device server.

Prints exactly one line, ``adb_port=<N> serial=<S>`` (the first device's serial), then
serves until SIGTERM or SIGINT.
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
    args = parser.parse_args(argv)
    if not 0 <= args.port <= 65535:
        parser.error(f"--port must be 0 (ephemeral) or a TCP port up to 65535, got {args.port}")
    if args.devices < 1:
        parser.error(f"--devices must be at least 1, got {args.devices}")
    done = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: done.set())
    try:
        server = SimServer(n_devices=args.devices, host=args.host, port=args.port,
                           cjk_font=args.cjk_font).start()
    except OSError as e:
        parser.error(f"cannot listen on {args.host}:{args.port}: {e.strerror}")
    try:
        print(f"adb_port={server.port} serial={server.serials[0]}", flush=True)
        done.wait()
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
