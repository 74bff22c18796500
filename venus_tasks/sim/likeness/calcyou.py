"""CalcYou's likeness states: the screens of its published screenshots
(``fastlane/metadata/android/en-US/images/phoneScreenshots`` 1-3 at tag v3.1: the
calculator after 9 × 7 = (history "9×7", result "63.0"), the navigation drawer over it,
the unit converter grid), the app driven to each with shell input as an agent would (the
icon keys have no label: they are tapped by their place in the keypad grid)."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

PACKAGE = "net.youapps.calcyou"


def _nodes(model):
    from venus_tasks.env.observation import parse_ui_dump

    driver.shell(model, "uiautomator dump /sdcard/window_dump.xml")
    return parse_ui_dump(driver.shell(model, "cat /sdcard/window_dump.xml"))


def _tap_at(model, element) -> None:
    x, y = element.bbox.center
    driver.shell(model, f"input tap {int(x)} {int(y)}")


def _key(model, row: int, col: int) -> None:
    """The keypad key in ``row``, ``col`` of the 5x4 centre panel (rows from the top)."""
    keys = [e for e in _nodes(model) if e.is_clickable and e.bbox and e.class_name == "android.view.View"
            and e.bbox.y_max - e.bbox.y_min > 100]
    ys = sorted({e.bbox.y_min for e in keys})[-5:]
    row_keys = sorted((e for e in keys if e.bbox.y_min == ys[row]), key=lambda e: e.bbox.x_min)
    _tap_at(model, row_keys[col])


def calculator(model) -> None:
    driver.shell(model, f"am start -n {PACKAGE}/.MainActivity")
    driver.tap(model, text="9")
    _key(model, 1, 3)                      # ×
    driver.tap(model, text="7")
    _key(model, 4, 3)                      # =


def drawer(model) -> None:
    calculator(model)
    menu = min((e for e in _nodes(model) if e.is_clickable and e.bbox), key=lambda e: (e.bbox.y_min, e.bbox.x_min))
    _tap_at(model, menu)


def converters(model) -> None:
    drawer(model)
    driver.tap(model, text="Unit Converter")


STATES = {"calculator": calculator, "drawer": drawer, "converters": converters}
