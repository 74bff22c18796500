"""The "Adding a task" example of docs/tasks.md works as printed, loaded with --plugins."""

import json
import os
import re
import subprocess
import sys

from tests.test_cli import ROOT, run


def test_adding_a_task_example_runs_as_a_plugin(tmp_path, monkeypatch):
    page = open(f"{ROOT}/docs/tasks.md", encoding="utf-8").read()
    section = page[page.index("## Adding a task"):]
    code = re.search(r"```python\n(.*?)```", section, re.S)[1]
    (tmp_path / "my_lab_tasks.py").write_text(code)
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    name = re.search(r"class (\w+)\(VenusTask\)", code)[1]

    ok = run("--plugins=my_lab_tasks", f"--tasks={name}", f"--output_dir={tmp_path / 'oracle'}")
    assert ok.returncode == 0, ok.stderr
    assert json.loads((tmp_path / "oracle" / "report.json").read_text())["successes"] == 1
    noop = run("--plugins=my_lab_tasks", f"--tasks={name}", "--agent=noop", f"--output_dir={tmp_path / 'noop'}")
    assert noop.returncode == 0, noop.stderr
    assert json.loads((tmp_path / "noop" / "report.json").read_text())["successes"] == 0

    check = subprocess.run([sys.executable, "-m", "venus_tasks.checks", "--plugins", "my_lab_tasks", "--tasks", name,
                            "--variants", "zh,paraphrase"], cwd=ROOT, capture_output=True, text=True, timeout=300,
                           env=dict(os.environ, PYTHONPATH=str(tmp_path), ADBUTILS_ADB_PATH="/bin/false"))
    assert check.returncode == 0, check.stdout + check.stderr
    assert check.stdout.splitlines()[0].startswith(f"ok    {name} (oracle 1.0, noop 0.0, 2 near misses rejected)")
    assert f"ok    {name}@paraphrase" in check.stdout and "1 task(s) checked, 0 failing" in check.stdout

    missing = run("--plugins=no_such_module_venus", f"--output_dir={tmp_path / 'x'}")
    assert missing.returncode != 0 and "no module named 'no_such_module_venus'" in missing.stderr
    (tmp_path / "broken_lab_tasks.py").write_text(code.replace("class ", "clas ", 1))
    broken = run("--plugins=broken_lab_tasks", f"--output_dir={tmp_path / 'y'}")
    assert broken.returncode != 0 and "Traceback" not in broken.stderr, broken.stderr
    line = broken.stderr.strip().splitlines()[-1]
    assert line.startswith("runner.py: error: --plugins: broken_lab_tasks: SyntaxError") and "broken_lab_tasks.py, line" in line


def test_checks_command_reports_a_failing_task_and_exits_1(tmp_path):
    page = open(f"{ROOT}/docs/tasks.md", encoding="utf-8").read()
    section = page[page.index("## Adding a task"):]
    code = re.search(r"```python\n(.*?)```", section, re.S)[1]
    code = code.replace('give_answer(f"You have logged {n + 1} expenses.")', 'give_answer(f"You have logged {n} expenses.")')
    (tmp_path / "my_lax_tasks.py").write_text(code)
    name = re.search(r"class (\w+)\(VenusTask\)", code)[1]
    check = subprocess.run([sys.executable, "-m", "venus_tasks.checks", "--plugins", "my_lax_tasks", "--tasks", name],
                           cwd=ROOT, capture_output=True, text=True, timeout=300,
                           env=dict(os.environ, PYTHONPATH=str(tmp_path), ADBUTILS_ADB_PATH="/bin/false"))
    assert check.returncode == 1, check.stdout + check.stderr
    assert f"FAIL  {name}: near miss 'off by one' is accepted" in check.stdout
