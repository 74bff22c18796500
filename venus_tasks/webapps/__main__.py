"""Serve the web apps by hand: ``python -m venus_tasks.webapps [--seed N] [--port P]`` prints
the host URL and the ``adb reverse`` line for a device, then serves until Ctrl-C (the event
log is printed as JSON at the end). Tasks serve them through ``webapps.hosting`` instead."""

from __future__ import annotations

import argparse
import json
import sys
import threading

from venus_tasks.webapps.hosting import DEVICE_PORT
from venus_tasks.webapps.server import WebAppServer


def main(argv: list[str] | None = None, stop: threading.Event | None = None, out=sys.stdout,
         ready: threading.Event | None = None) -> int:
    """Serve until Ctrl-C or until ``stop`` is set (tests; ``ready`` is set once the URL is
    printed); 2 when the port cannot be had."""
    parser = argparse.ArgumentParser(prog="python -m venus_tasks.webapps", description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=0, help="the instance seed the apps are generated from")
    parser.add_argument("--port", type=int, default=0, help="host port (0: a free one)")
    args = parser.parse_args(argv)
    try:
        server = WebAppServer(args.seed, port=args.port).start()
    except RuntimeError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    try:
        print(f"serving seed {args.seed} on {server.url('/')}", file=out)
        print(f"on a device: adb reverse tcp:{DEVICE_PORT} tcp:{server.port}, then open "
              f"http://127.0.0.1:{DEVICE_PORT}/shop/ in Chrome", file=out, flush=True)
        if ready is not None:
            ready.set()
        try:
            (stop or threading.Event()).wait()
        except KeyboardInterrupt:
            pass
    finally:
        server.stop()
    print(json.dumps(server.events.as_json()), file=out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
