"""Clock's likeness states (``tests/data/likeness/clock/SOURCE``; AOSP publishes no
screenshots): the Alarm tab with three alarms set through ``AlarmClock.ACTION_SET_ALARM``
(one labelled, one repeating on weekdays), the Alarm tab with none, the Clock tab, the
Timer tab's keypad and a running stopwatch, reached with shell input as an agent would."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

START = "monkey -p com.google.android.deskclock -c android.intent.category.LAUNCHER 1"
SET = "am start -a android.intent.action.SET_ALARM --ei android.intent.extra.alarm.HOUR {h} " \
      "--ei android.intent.extra.alarm.MINUTES {m} --ez android.intent.extra.alarm.SKIP_UI true"


def _tab(model, label: str) -> None:
    driver.shell(model, START)
    driver.tap(model, desc=label)


def alarms(model) -> None:
    driver.shell(model, SET.format(h=6, m=30) + " --es android.intent.extra.alarm.MESSAGE Gym")
    driver.shell(model, SET.format(h=7, m=15) + " --eia android.intent.extra.alarm.DAYS 2,3,4,5,6")
    driver.shell(model, SET.format(h=9, m=0))
    _tab(model, "Alarm")


def no_alarms(model) -> None:
    _tab(model, "Alarm")


def clock(model) -> None:
    _tab(model, "Clock")


def timer(model) -> None:
    _tab(model, "Timer")


def stopwatch(model) -> None:
    _tab(model, "Stopwatch")
    driver.tap(model, desc="Start")


STATES = {"alarms": alarms, "no_alarms": no_alarms, "clock": clock, "timer": timer, "stopwatch": stopwatch}
