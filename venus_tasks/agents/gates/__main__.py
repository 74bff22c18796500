"""``python -m venus_tasks.agents.gates tune --validation FILE --out thresholds.json``:
pick each tunable gate's threshold by F1 on a validation split (``tune``) and write the
file a run loads with ``--gate_thresholds``. Exit status 2 on a usage or input error."""

from __future__ import annotations

import argparse
import sys

from venus_tasks.agents.gates.tune import read_validation, tune, write_thresholds


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m venus_tasks.agents.gates",
                                     description="Clarification gates (MID-Bench PGC/SGC/LGC).")
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("tune", help="pick gate thresholds by F1 on a validation split")
    t.add_argument("--validation", required=True, help="JSONL of decision points: gate, score, label ask|act")
    t.add_argument("--out", required=True, help="thresholds file to write (for --gate_thresholds)")
    args = parser.parse_args(argv)
    try:
        points = read_validation(args.validation)
        results = tune(points)
        if not results:
            raise ValueError(f"--validation {args.validation}: no points of a tunable gate (sgc, lgc)")
        write_thresholds(args.out, results, args.validation)
    except ValueError as e:
        print(f"gates tune: error: {e}", file=sys.stderr)
        return 2
    for gate, r in results.items():
        print(f"{gate}: threshold {r.threshold:.6g}  F1 {r.f1:.3f}  precision {r.precision:.3f}  "
              f"recall {r.recall:.3f}  on {r.n} point(s) ({r.tp + r.fn} ask)")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
