"""``python -m venus_tasks.agents.gates tune --validation FILE --out thresholds.json``:
pick each tunable gate's threshold by F1 on a validation split (``tune``) and write the
file a run loads with ``--gate_thresholds``.

``python -m venus_tasks.agents.gates collect --run DIR --out points.jsonl``: a gated
run's recorded decision points (gate, score, id) with ``label`` null, to label by hand
(or from a suite's gold) and pass to ``tune``. Exit status 2 on a usage or input error."""

from __future__ import annotations

import argparse
import json
import sys

from venus_tasks.agents.gates.tune import collect, read_validation, tune, write_thresholds


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m venus_tasks.agents.gates",
                                     description="Clarification gates (MID-Bench PGC/SGC/LGC).")
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("tune", help="pick gate thresholds by F1 on a validation split")
    t.add_argument("--validation", required=True, help="JSONL of decision points: gate, score, label ask|act")
    t.add_argument("--out", required=True, help="thresholds file to write (for --gate_thresholds)")
    c = sub.add_parser("collect", help="a gated run's decision points as validation lines to label")
    c.add_argument("--run", required=True, help="run directory (with episodes.jsonl) of a gated run")
    c.add_argument("--out", required=True, help="JSONL file to write")
    args = parser.parse_args(argv)
    if args.command == "collect":
        try:
            points = collect(args.run)
        except ValueError as e:
            print(f"gates collect: error: {e}", file=sys.stderr)
            return 2
        with open(args.out, "w", encoding="utf-8") as f:
            f.writelines(json.dumps(p, ensure_ascii=False) + "\n" for p in points)
        print(f"wrote {len(points)} decision point(s) to {args.out}; fill in each label (ask or act)")
        return 0
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
