"""The runner warns, in one line before the run, when the selected tasks include web
intents (the harness's web apps, tag ``web``) and the built-in simulated device would
render them without Chrome's page engine (``--browser``), where their forms cannot post."""

from __future__ import annotations

import pytest

from venus_tasks import registry
from venus_tasks.cli import browser_warning

WEB = registry.select("ambiguity", ["AmbiPlacesBookTable_Detailed", "AmbiFeedLikeFollow_Standard"], None)
PLAIN = registry.select("ambiguity", ["AmbiTasksAddNote_Detailed"], None)


@pytest.mark.parametrize("classes, browser, device, devices, ray, warns", [
    (WEB, None, None, [], "", True),                     # the default device may be the simulated one
    (WEB, None, "builtin", [], "", True),
    (WEB, None, None, ["builtin", "emulator-5554"], "", True),
    (WEB, "auto", None, [], "", False),                  # the page engine posts the forms
    (WEB, "/usr/bin/chromium", "builtin", [], "", False),
    (WEB, None, "emulator-5554", [], "", False),         # a real Chrome
    (WEB, None, None, ["emulator-5554@10.0.0.7:5037"], "", False),
    (WEB + PLAIN, None, None, [], "auto", False),        # Ray hosts: --browser is refused there anyway
    (PLAIN, None, "builtin", [], "", False),
])
def test_the_warning_names_the_web_tasks_and_the_fix(classes, browser, device, devices, ray, warns):
    got = browser_warning(classes, browser, device, devices, ray)
    if not warns:
        assert got is None
        return
    assert got.startswith(f"{len(WEB)} selected task(s) use the harness's web apps (AmbiFeedLikeFollow_Standard, ...)")
    assert "--browser auto" in got and "\n" not in got


def test_build_config_prints_it_before_the_run(capsys):
    from absl.testing import flagsaver

    from venus_tasks import cli

    with flagsaver.flagsaver():
        cli.FLAGS(["runner.py", "--suite=ambiguity", "--tasks=AmbiPlacesBookTable_Detailed", "--device=builtin"])
        cli.build_config()
        assert capsys.readouterr().err.count("runner.py: warning: 1 selected task(s) use the harness's web apps") == 1
        cli.FLAGS(["runner.py", "--suite=ambiguity", "--tasks=AmbiTasksAddNote_Detailed", "--device=builtin"])
        cli.build_config()
        assert capsys.readouterr().err == ""
