"""``benchmarks/ci_cost.py`` (the CI cost guard's report) sums a JUnit XML report per test
file: module paths and class-nested tests map to their file, the slowest tests come
first, an older report's seconds are printed beside, and a missing report is a one-line
error."""

from __future__ import annotations

import importlib.util
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPORT = """<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest">
<testcase classname="tests.sim.test_shell" name="test_a" time="1.5"/>
<testcase classname="tests.test_tasks.TestKinds" name="test_b[Refusal-30]" time="2.25"/>
<testcase classname="tests.test_tasks" name="test_c" time="0.5"><skipped message="no OCR"/></testcase>
</testsuite></testsuites>"""


def _cost():
    spec = importlib.util.spec_from_file_location("ci_cost", os.path.join(ROOT, "benchmarks", "ci_cost.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_seconds_are_summed_per_file_and_the_slowest_tests_listed(tmp_path, capsys):
    cost = _cost()
    (tmp_path / "new.xml").write_text(REPORT)
    (tmp_path / "old.xml").write_text(REPORT.replace('time="2.25"', 'time="9.75"').replace(
        'classname="tests.sim.test_shell"', 'classname="tests.sim.test_gone"'))
    files, tests = cost.per_file(str(tmp_path / "new.xml"))
    assert files == {"tests/sim/test_shell.py": 1.5, "tests/test_tasks.py": 2.75}
    assert tests[0] == (2.25, "tests/test_tasks.py::test_b[Refusal-30]") and len(tests) == 3
    assert cost.main([str(tmp_path / "new.xml"), "--compare", str(tmp_path / "old.xml"), "--tests", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "3 tests in 2 files: 4 test-seconds" and out[1] == "(older report: 12 test-seconds)"
    assert out[2].split() == ["2.8", "10.2", "64.7%", "tests/test_tasks.py"]
    assert out[3].split() == ["1.5", "-", "35.3%", "tests/sim/test_shell.py"]
    assert out[4:] == ["slowest tests:", "     2.2  tests/test_tasks.py::test_b[Refusal-30]"]


def test_a_missing_report_is_a_one_line_error(tmp_path, capsys):
    assert _cost().main([str(tmp_path / "none.xml")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cannot read the report:") and err.count("\n") == 1
