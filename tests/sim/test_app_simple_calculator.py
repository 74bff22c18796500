"""Simple Calculator 5.12.0 on the simulated device, driven by taps on what ``uiautomator
dump`` shows: no operator precedence (each operator computes the pending pair), grouping
separators and 12 fraction digits, exact decimal sums, division by zero leaves the typed
formula, percent after a pair, long presses on C and -, and the History dialog over the
Room ``history`` table."""

from __future__ import annotations

import pytest

from apps import calculator
from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap
from venus_tasks.sim.shell import run_split
from venus_tasks.sim.storage import appdata

START = "am start -n com.simplemobiletools.calculator/.activities.MainActivity"


@pytest.fixture()
def calc(sh):
    sh(START)
    return sh


def press(sh, keys: str) -> None:
    ids = {"%": "btn_percent", "^": "btn_power", "√": "btn_root", "÷": "btn_divide", "×": "btn_multiply",
           "-": "btn_minus", "+": "btn_plus", ".": "btn_decimal", "C": "btn_clear", "=": "btn_equals",
           **{d: f"btn_{d}" for d in "0123456789"}}
    boxes = {e.resource_id.rsplit("/", 1)[-1]: e.bbox.center for e in elements(sh)}
    sh("; ".join("input tap %d %d" % boxes[ids[k]] for k in keys.replace(" ", "")))


def shown(sh) -> tuple[str, str]:
    out, _, _ = sh("uiautomator dump /sdcard/d.xml && cat /sdcard/d.xml")
    return calculator.display(out[out.index("<?xml"):])


def rows(model) -> list[tuple]:
    con = appdata.load_db(model.vfs.read(calculator.DB_PATH))
    try:
        return con.execute("SELECT formula, result FROM history ORDER BY id").fetchall()
    finally:
        con.close()


def test_keypad_as_5_12_lays_it_out(calc, model):
    keys = [e.text for e in elements(calc) if e.resource_id.rsplit("/", 1)[-1].startswith("btn_")]
    assert keys == list("%^√÷789×456-123+0.C=")                 # AC (btn_reset) is gone
    assert [e.content_description for e in elements(calc) if e.content_description] == [
        "History", "Unit converter", "Settings", "About"]
    assert shown(calc) == ("", "0")
    assert_dump_matches_screenshot(calc, model, "calculator")


@pytest.mark.parametrize("keys, formula, result", [
    ("2+3×4=", "5×4", "20"),                       # no precedence: 2+3 is computed at ×
    ("1234567×8=", "1,234,567×8", "9,876,536"),
    (".1+.2=", "0.1+0.2", "0.3"),                  # BigDecimal sums
    ("7÷3=", "7÷3", "2.333333333333"),             # 12 fraction digits
    ("2^10=", "2^10", "1,024"),
    ("√9=", "1√9", "3"),                           # √ first gives 1√
    ("10+20%", "10+20%", "12"),
    ("2+3==", "5+3", "8"),                         # = repeats the last operation
])
def test_computations_show_formula_and_result(calc, keys, formula, result):
    press(calc, keys)
    assert shown(calc) == (formula, result)


def test_division_by_zero_keeps_the_formula_and_stores_nothing(calc, model):
    press(calc, "5÷0=")
    assert shown(calc) == ("", "5÷0")
    assert rows(model) == []
    press(calc, "C2=")
    assert shown(calc) == ("5÷2", "2.5")


def test_clear_and_long_presses(calc):
    press(calc, "12+3C")
    assert shown(calc)[1] == "12+"
    press(calc, "45")
    x, y = find(calc, rid="btn_clear").bbox.center
    calc(f"input swipe {x} {y} {x} {y} 1000")     # a long press on C resets
    assert shown(calc) == ("", "0")
    press(calc, "8")
    x, y = find(calc, rid="btn_minus").bbox.center
    calc(f"input swipe {x} {y} {x} {y} 1000")     # a long press on - negates
    assert shown(calc)[1] == "-8"


def test_history_rows_are_stored_and_shown_newest_first(calc, model):
    tap(calc, "History")                           # empty: only a toast
    assert find(calc, "OK") is None
    press(calc, "6×7=")
    press(calc, "C" * 4 + "1+1=")
    assert rows(model) == [("6×7", "42"), ("1+1", "2")]
    tap(calc, "History")
    assert [e.text for e in elements(calc) if e.resource_id.endswith("item_result")] == ["2", "42"]
    tap(calc, "42")                                # puts the result in the display
    assert shown(calc) == ("", "42")
    tap(calc, "History")
    tap(calc, "Clear")
    assert rows(model) == []
    assert calculator.history.__doc__


def test_state_ends_with_the_task(calc, model):
    press(calc, "9×9=")
    run_split(model, "am force-stop com.simplemobiletools.calculator")
    calc(START)
    assert shown(calc) == ("", "0")
