"""CalcYou 3.1 on the simulated device, driven by ``input`` on what ``uiautomator dump``
shows: the calculator keeps precedence and parentheses and shows "∞" for 1÷0, "Error"
for 0÷0; the side panels come with a swipe; the Currencies converter uses the offline
table the app ships (VenusBench-Mobile's EUR->TWD 35.693...); the plotter draws a
function's curve on the canvas."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image

from tests.sim.ui_helpers import elements, find, tap
from venus_tasks.sim.shell import run_split

START = "am start -n net.youapps.calcyou/.MainActivity"


@pytest.fixture()
def cy(sh):
    sh(START)
    return sh


def keys(sh):
    """The centre keypad's key boxes in layout order (icons have no text)."""
    return [e for e in elements(sh) if e.is_clickable and e.class_name == "android.view.View"
            and e.bbox.y_min > 1000][:20]


def type_keys(sh, labels: str) -> None:
    layout = "()%÷789×456‒123+0.⌫="
    boxes = keys(sh)
    sh("; ".join("input tap %d %d" % boxes[layout.index(k)].bbox.center for k in labels))


def display(sh) -> str:
    return next(e.text for e in elements(sh) if e.class_name == "android.widget.EditText")


@pytest.mark.parametrize("labels, result", [
    ("2+3×4=", "14"), ("(2+3)×4=", "20"), ("1÷3=", "0.3333333333"), ("1÷0=", "∞"), ("0÷0=", "Error"),
    ("50%×200=", "100"), ("1.5+2.25=", "3.75"), ("2×(3=", "6"),
])
def test_calculator_precedence_decimals_and_division_by_zero(cy, labels, result):
    assert [e.text for e in keys(cy)][:4] == ["", "", "", ""]           # ( ) % ÷ are bare icons
    type_keys(cy, labels)
    assert display(cy) == result


def test_history_and_side_panel(cy):
    type_keys(cy, "9×7=")
    assert display(cy) == "63" and find(cy, "9×7") is not None
    cy("input swipe 100 1800 1000 1800 300")                           # right: the start panel
    assert {"sin", "ln", "log", "√", "π"} <= {e.text for e in elements(cy)}
    cy("input swipe 1000 1800 100 1800 300")                           # back to the centre
    x, y = keys(cy)[18].bbox.center
    cy(f"input swipe {x} {y} {x} {y} 1000")                            # a long press on ⌫ clears
    assert display(cy) == ""
    cy("input swipe 100 1800 1000 1800 300")
    tap(cy, "√")
    cy("input swipe 1000 1800 100 1800 300")
    type_keys(cy, "16)=")
    assert display(cy) == "4"


def test_currency_converter_uses_the_shipped_table(cy):
    e = [x for x in elements(cy) if x.is_clickable][0]                  # the drawer's menu icon
    cy("input tap %d %d" % e.bbox.center)
    assert [x.text for x in elements(cy) if x.text] == ["CalcYou", "Calculator", "Unit Converter",
                                                          "Character Input", "Graphing"]
    tap(cy, "Unit Converter")
    assert {"Temperature", "Length", "Currencies"} <= {x.text for x in elements(cy)}
    tap(cy, "Currencies")
    tap(cy, "Value")
    cy("input text 2")
    texts = [x.text for x in elements(cy) if x.text]
    assert texts[texts.index("Euro", 4) + 1] == "2" and texts[texts.index("1inch") + 1] == "10.1694505"
    from venus_tasks.sim.apps_ui import calcyou_units as u
    names = [n for n, _, _ in u.units("Currencies")]
    for src, dst, answer in (("Euro", "Taiwan New Dollar", "35.693"), ("US Dollar", "Thai Baht", "31.775"),
                             ("Hong Kong Dollar", "South Korean Won", "179.253"),
                             ("Canadian Dollar", "Japanese Yen", "106.775"),
                             ("British Pound", "Malaysian Ringgit", "5.678")):
        got = dict(u.convert_all("Currencies", 1.0, names.index(src)))[dst]
        assert f"{got:.3f}" == answer                                   # VenusBench-Mobile's answers


def test_graphing_draws_the_function(cy, model):
    e = [x for x in elements(cy) if x.is_clickable][0]
    cy("input tap %d %d" % e.bbox.center)
    tap(cy, "Graphing")
    tap(cy, "Add new function")
    assert find(cy, "Expression is empty") is not None and find(cy, "OK").is_enabled is False
    cy("input text '3x^2+2x-6'")
    tap(cy, "OK")
    assert find(cy, "f(x) = ") is not None and find(cy, "3x^2+2x-6") is not None
    img = np.asarray(Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("RGB"))
    red = (img[:, :, 0] > 200) & (img[:, :, 1] < 60) & (img[:, :, 2] > 30) & (img[:, :, 2] < 110)
    ys, xs = np.nonzero(red)
    assert len(xs) > 500                                                # f's colour #FF0040
    # the parabola's vertex (x=-1/3, y=-6.33) is the curve's lowest point, near the centre
    low = ys.max()
    assert abs(xs[ys == low].mean() - img.shape[1] / 2) < img.shape[1] * 0.05


def test_the_calculator_renders_in_landscape(cy, model):
    """The keypad shrinks to fit under the display; a quarter-screen-wide square key made
    the display's card end above its top, and every screencap failed."""
    cy("settings put system accelerometer_rotation 0; settings put system user_rotation 1")
    out, _, code = run_split(model, "screencap -p")
    assert code == 0 and Image.open(io.BytesIO(out)).size[0] > Image.open(io.BytesIO(out)).size[1]
    boxes = keys(cy) or [e for e in elements(cy) if e.is_clickable and e.class_name == "android.view.View"]
    assert boxes and all(e.bbox.y_max <= Image.open(io.BytesIO(out)).size[1] for e in boxes)
