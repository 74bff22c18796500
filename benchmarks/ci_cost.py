"""Where the test suite's time goes: seconds per test file (and the slowest tests) from a
pytest JUnit XML report.

    pytest -q --junitxml=/tmp/tests.xml        # the README's test command, plus the report
    python benchmarks/ci_cost.py /tmp/tests.xml [--top 25] [--tests 15] [--compare OLD.xml]

A ``<testcase>`` carries ``classname`` (the module path, dotted) and ``time`` (seconds of
setup, call and teardown, pytest's ``junit_duration_report`` default ``total``); a file's
seconds are the sum over its test cases, the total is the sum over all files: the
test-seconds the workers spend, about (workers x wall) under ``-n auto``. With
``--compare`` each file's seconds in an older report are printed beside (``-`` when the
file was not in it). Wall-clock figures depend on the machine and its load: compare
reports taken on the same machine at the same load; the tests never assert them.
"""

from __future__ import annotations

import argparse
import collections
import sys
import xml.etree.ElementTree as ET


def per_file(path: str) -> tuple[dict[str, float], list[tuple[float, str]]]:
    """``({test file: seconds}, [(seconds, test id), ...])`` of JUnit XML report ``path``.

    Raises:
      OSError: the report cannot be read; ``ET.ParseError``: it is not XML.
    """
    files: dict[str, float] = collections.defaultdict(float)
    tests = []
    for case in ET.parse(path).getroot().iter("testcase"):
        module = case.get("classname", "")
        name = case.get("name", "")
        seconds = float(case.get("time") or 0.0)
        # classname is ``tests.sim.test_x`` or ``tests.test_x.TestClass``: the file is the
        # part up to the last component that starts with ``test_``
        parts = module.split(".")
        last = max((i for i, p in enumerate(parts) if p.startswith("test_")), default=len(parts) - 1)
        file = "/".join(parts[:last + 1]) + ".py"
        files[file] += seconds
        tests.append((seconds, f"{file}::{name}"))
    return dict(files), sorted(tests, reverse=True)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("report", help="pytest --junitxml report")
    p.add_argument("--top", type=int, default=25, help="files to list (most seconds first)")
    p.add_argument("--tests", type=int, default=15, help="slowest tests to list")
    p.add_argument("--compare", default="", help="an older report: its per-file seconds beside")
    args = p.parse_args(argv)
    try:
        files, tests = per_file(args.report)
        old = per_file(args.compare)[0] if args.compare else None
    except (OSError, ET.ParseError) as e:
        print(f"cannot read the report: {e} (give the file pytest --junitxml wrote)", file=sys.stderr)
        return 2
    total = sum(files.values())
    print(f"{len(tests)} tests in {len(files)} files: {total:.0f} test-seconds")
    if old is not None:
        print(f"(older report: {sum(old.values()):.0f} test-seconds)")
    for file, seconds in sorted(files.items(), key=lambda kv: -kv[1])[:args.top]:
        before = "" if old is None else f"{old[file]:8.1f}" if file in old else f"{'-':>8}"
        print(f"{seconds:8.1f}{before}  {100 * seconds / total if total else 0:5.1f}%  {file}")
    if args.tests:
        print("slowest tests:")
        for seconds, test in tests[:args.tests]:
            print(f"{seconds:8.1f}  {test}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
