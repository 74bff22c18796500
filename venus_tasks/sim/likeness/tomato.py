"""Tomato's likeness states: the timer as a fresh start shows it (screenshot 1: "Tomato",
25:00, "1 of 4"), a running focus interval (screenshot 2) and a running short break
(screenshot 3), reached with shell input as an agent would."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

START = "am start -n org.nsh07.pomodoro/.MainActivity"


def timer(model) -> None:
    driver.shell(model, START)


def focus(model) -> None:
    driver.shell(model, START)
    driver.tap(model, desc="Play")


def short_break(model) -> None:
    driver.shell(model, START)
    driver.tap(model, desc="Skip to next")
    driver.tap(model, desc="Play")


STATES = {"timer": timer, "focus": focus, "short_break": short_break}
