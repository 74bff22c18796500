"""``python -m venus_tasks.sim.likeness [--data DIR] [--apps a,b] [--items]``: the share
of each app's likeness checklist the simulated device meets (one line per app, then the
overall share); ``--items`` also lists the unmet items with the reason. Exit status 2 on
bad input (a missing data folder, an unknown app), with a one-line error."""

from __future__ import annotations

import argparse
import sys

from venus_tasks.sim import likeness


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m venus_tasks.sim.likeness", description=__doc__.split("\n\n")[0])
    p.add_argument("--data", default=str(likeness.DEFAULT_DATA), help="the likeness data folder")
    p.add_argument("--apps", default="", help="comma-separated app folders (default: all)")
    p.add_argument("--items", action="store_true", help="list the unmet items")
    a = p.parse_args(argv)
    try:
        only = likeness.select_apps(a.data, a.apps)
        results = likeness.measure(a.data, only)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    everything = []
    for app, rs in results.items():
        everything += rs
        print(f"{app:<16} {sum(r.met for r in rs):>3}/{len(rs):<3} {likeness.share(rs):6.1%}")
        if a.items:
            for r in rs:
                if not r.met:
                    print(f"    unmet [{r.screen}] {r.what}: {r.why}")
    print(f"{'overall':<16} {sum(r.met for r in everything):>3}/{len(everything):<3} {likeness.share(everything):6.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
