"""``python -m venus_tasks.report RUN_DIR``: (re)build a run directory's report pages and
print the path of ``report.html``.

``python -m venus_tasks.report compare RUN_A RUN_B [RUN_C ...] -o OUT``: compare runs (each
against the first; ``compare.py``), write ``OUT/compare.html`` and ``OUT/compare.json`` and
print the path of ``compare.html``. (A run directory named ``compare`` is given as
``./compare``.)"""

from __future__ import annotations

import argparse
import sys

from venus_tasks.report import NotARunDirError, write_reports


def main(argv: list[str] | None = None) -> int:
    """Build the report of the run directory in ``argv``, or a comparison (``compare ...``);
    0 on success, 2 (with a one-line message on stderr) when a directory is not a run
    directory, the runs do not match, or the output cannot be written."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["compare"]:
        return compare_main(argv[1:])
    parser = argparse.ArgumentParser(prog="python -m venus_tasks.report",
                                     description="Write report.html, report.md and episodes/*.html into a run "
                                                 "directory (the --output_dir of a venus run). "
                                                 "'python -m venus_tasks.report compare -h' compares runs.")
    parser.add_argument("run_dir", help="the run directory")
    parser.add_argument("--refresh_metrics", action="store_true",
                        help="rewrite report.json from episodes.jsonl with the installed metrics first "
                             "(default: show report.json as it is; it is written only if missing)")
    args = parser.parse_args(argv)
    try:
        path = write_reports(args.run_dir, refresh=args.refresh_metrics)
    except NotARunDirError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"error: cannot write the report into {args.run_dir}: {e}", file=sys.stderr)
        return 2
    print(path)
    return 0


def compare_main(argv: list[str]) -> int:
    """``compare RUN_A RUN_B [...] -o OUT [--allow_mismatch]``; see ``compare.py``."""
    from venus_tasks.report import compare, stats

    parser = argparse.ArgumentParser(
        prog="python -m venus_tasks.report compare",
        description="Compare runs of one suite and seed, each against the first: SR per category side by side, "
                    "McNemar's exact test and a paired bootstrap interval over the shared instances, the instances "
                    "that flip (with links to both trajectories) and the cost. Writes OUT/compare.html and "
                    "OUT/compare.json.")
    parser.add_argument("run_dirs", nargs="+", metavar="RUN_DIR", help="run directories; the first is the baseline")
    parser.add_argument("-o", "--output", required=True, metavar="OUT", help="directory to write the comparison into")
    parser.add_argument("--allow_mismatch", action="store_true",
                        help="compare runs of different suites or seeds (their same-key episodes are other instances)")
    parser.add_argument("--resamples", type=int, default=stats.RESAMPLES,
                        help=f"bootstrap resamples (default {stats.RESAMPLES})")
    parser.add_argument("--seed", type=int, default=stats.SEED, help=f"bootstrap seed (default {stats.SEED})")
    args = parser.parse_args(argv)
    if len(args.run_dirs) < 2:
        parser.error("give at least two run directories")
    if args.resamples < 1:
        parser.error(f"--resamples must be at least 1, got {args.resamples}")
    try:
        path = compare.write_comparison(args.run_dirs, args.output, args.allow_mismatch, args.resamples, args.seed)
    except (NotARunDirError, compare.CompareMismatchError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"error: cannot write the comparison into {args.output}: {e}", file=sys.stderr)
        return 2
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
