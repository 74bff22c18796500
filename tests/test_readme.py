"""The README's "Adding a task" example works as printed, loaded with --plugins."""

import json
import re

from tests.test_cli import ROOT, run


def test_adding_a_task_example_runs_as_a_plugin(tmp_path, monkeypatch):
    readme = open(f"{ROOT}/README.md", encoding="utf-8").read()
    section = readme[readme.index("### Adding a task"):]
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

    missing = run("--plugins=no_such_module_venus", f"--output_dir={tmp_path / 'x'}")
    assert missing.returncode != 0 and "no module named 'no_such_module_venus'" in missing.stderr
    (tmp_path / "broken_lab_tasks.py").write_text(code.replace("class ", "clas ", 1))
    broken = run("--plugins=broken_lab_tasks", f"--output_dir={tmp_path / 'y'}")
    assert broken.returncode != 0 and "Traceback" not in broken.stderr, broken.stderr
    line = broken.stderr.strip().splitlines()[-1]
    assert line.startswith("runner.py: error: --plugins: broken_lab_tasks: SyntaxError") and "broken_lab_tasks.py, line" in line
