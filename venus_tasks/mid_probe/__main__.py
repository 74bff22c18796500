"""``python -m venus_tasks.mid_probe discover [--seeds N] [--suite S] [--tasks A,B]
[--merge] [--device SERIAL]``: rebuild ``pivots.json`` (``manifest``) by recording the GUI
solutions, on the device the runner would pick (the built-in simulated device when none
is attached); ``--merge`` keeps the entries of the tasks not rediscovered. ``count``
prints the probes per split and ambiguity type of the committed manifest; ``stats`` the
share of each ambiguity type per split (MID-Bench targets 1:1:1:1 over Base, our
``ambiguous`` split); ``retype`` recomputes every entry's type and split from the tasks
as they are now, without a device (after adding a context phrase or declaring a type)."""

from __future__ import annotations

import argparse
import collections
import os
import sys

from venus_tasks.mid_probe import manifest


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m venus_tasks.mid_probe", description=__doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("discover", help="record the GUI solvers and rewrite pivots.json")
    d.add_argument("--seeds", type=int, default=None,
                   help=f"instances per task (default {manifest.DEFAULT_SEEDS}, by suite {manifest.SEEDS_BY_SUITE})")
    d.add_argument("--suite", default="", help="only the tasks of this suite")
    d.add_argument("--merge", action="store_true", help="keep the entries of the tasks not rediscovered")
    d.add_argument("--tasks", default="", help="comma-separated task names (default: every candidate)")
    d.add_argument("--device", default=None, help="serial, or 'builtin' for the simulated device")
    d.add_argument("--adb_host", default="127.0.0.1")
    d.add_argument("--adb_port", type=int, default=5037)
    d.add_argument("--output", default=manifest.PATH)
    d.add_argument("--console_auth_token", default="",
                   help="the emulator console's auth token (~/.emulator_console_auth_token), as runner.py takes it")
    sub.add_parser("count", help="probes per split and type in pivots.json")
    sub.add_parser("stats", help="the share of each ambiguity type per split of pivots.json")
    r = sub.add_parser("retype", help="recompute each entry's type and split (no device) and rewrite pivots.json")
    r.add_argument("--output", default=manifest.PATH)
    args = ap.parse_args(argv)
    if args.cmd == "stats":
        entries = manifest.load()
        for split in ("ambiguous", "hard", None):
            got = manifest.type_shares(entries, split)
            shares = ", ".join(f"{t} {got['counts'][t]} ({got['shares'][t]}%)" for t in got["counts"])
            print(f"{split or 'all'}: {got['probes']} probes: {shares}")
        return 0
    if args.cmd == "retype":
        kept, dropped = manifest.retype(manifest.load(args.output))
        manifest.save(kept, args.output)
        for name in dropped:
            print(f"dropped {name}: its masked goal states the requirement, or its goal no longer does",
                  file=sys.stderr)
        print(f"{len(kept)} probe steps written to {args.output} ({len(dropped)} dropped)")
        return 0
    if args.cmd == "count":
        entries = manifest.load()
        print(f"{len(entries)} ambiguous probe steps (+ as many clear), {len({e['task'] for e in entries})} tasks")
        for key in ("split", "type", "task"):
            print(f"by {key}: {dict(sorted(collections.Counter(e[key] for e in entries).items()))}")
        return 0
    from venus_tasks.devices import SOURCE_SIMULATED, lease_device
    from venus_tasks.env.console import EmulatorConsole, console_port
    from venus_tasks.env.env import VenusEnv
    with lease_device(args.device, args.adb_host, args.adb_port) as lease:
        port = console_port(lease.device.serial)      # tasks that set the battery need it, as in a run
        env = VenusEnv(lease.device, wait_seconds=0 if lease.source == SOURCE_SIMULATED else 1.0,
                       console=EmulatorConsole(lease.device.host, port, args.console_auth_token or None) if port else None)
        names = [t for t in args.tasks.split(",") if t]
        if args.suite:
            from venus_tasks import registry
            names = names or sorted(registry.get_suite(args.suite))
        entries = manifest.discover(env, args.seeds, names,
                                    progress=lambda line: print(line, file=sys.stderr, flush=True),
                                    on_task=lambda so_far: manifest.save(so_far, args.output + ".partial"))
    if args.merge:
        redone = {e["task"] for e in entries} | set(names)
        entries += [e for e in manifest.load(args.output) if e["task"] not in redone]
    manifest.save(entries, args.output)
    if os.path.exists(args.output + ".partial"):
        os.remove(args.output + ".partial")
    print(f"{len(entries)} probe steps written to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
