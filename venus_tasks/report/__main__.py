"""``python -m venus_tasks.report RUN_DIR``: (re)build a run directory's report pages and
print the path of ``report.html``."""

from __future__ import annotations

import argparse
import sys

from venus_tasks.report import NotARunDirError, write_reports


def main(argv: list[str] | None = None) -> int:
    """Build the report of the run directory in ``argv``; 0 on success, 2 (with a one-line
    message on stderr) when it is not a run directory or cannot be written."""
    parser = argparse.ArgumentParser(prog="python -m venus_tasks.report",
                                     description="Write report.html, report.md and episodes/*.html into a run "
                                                 "directory (the --output_dir of a venus run).")
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


if __name__ == "__main__":
    sys.exit(main())
