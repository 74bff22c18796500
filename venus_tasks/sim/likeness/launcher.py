"""The launcher's likeness states: its app grid on the default phone and on the
``tablet`` variant's 1600x2560, 320 dpi screen (``tests/data/likeness/launcher/SOURCE``)."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver


def apps(model) -> None:
    driver.shell(model, "input keyevent KEYCODE_HOME")


def apps_tablet(model) -> None:
    driver.shell(model, "wm size 1600x2560")
    driver.shell(model, "wm density 320")
    driver.shell(model, "input keyevent KEYCODE_HOME")


STATES = {"apps": apps, "apps_tablet": apps_tablet}
