"""MediLog's likeness states (``tests/data/likeness/medilog/SOURCE``): the Weight tab with
the five weighings of the published 1.x screenshot (81.3, 81, 80.9, 81.4, 81 kg, the newest
first) stored in the app's table, and the Blood Pressure tab with three readings, the app
opened with shell input as an agent would."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

PACKAGE = "com.zell_mbc.medilog"
WEIGHTS = ("81", "81.4", "80.9", "81", "81.3")                    # oldest first
READINGS = (("128", "82", "71"), ("131", "84", "68"), ("125", "80", "74"))


def _seed(model) -> None:
    from venus_tasks.sim.apps_ui import medilog_store as store

    for kg in WEIGHTS:
        model.clock.advance(60 * 10**9)
        store.insert(model, store.WEIGHT, (kg, "", "", ""), "")
    for values in READINGS:
        model.clock.advance(60 * 10**9)
        store.insert(model, store.BLOOD_PRESSURE, (*values, ""), "")


def _start(model) -> None:
    driver.shell(model, f"monkey -p {PACKAGE} -c android.intent.category.LAUNCHER 1")   # creates the database
    _seed(model)


def weight(model) -> None:
    _start(model)
    driver.tap(model, text="Weight")


def blood_pressure(model) -> None:
    _start(model)
    driver.tap(model, text="Blood Pressure")


STATES = {"weight": weight, "blood_pressure": blood_pressure}
