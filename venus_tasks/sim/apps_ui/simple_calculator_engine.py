"""Simple Calculator's key logic: a line-by-line port of ``CalculatorImpl`` and
``NumberFormatHelper`` (SimpleMobileTools/Simple-Calculator 5.12.0,
``app/src/main/kotlin/com/simplemobiletools/calculator/helpers/``).

What it implies, as the app does it: no operator precedence (an operator key first
computes the pending ``a op b``: 2+3×4 gives 20); each key shows the typed formula in
``result`` and the last computation ``a op b`` in ``formula``; numbers are shown with
grouping separators and at most 12 fraction digits (``DecimalFormat``,
``maximumFractionDigits = 12``, HALF_EVEN); ``+``/``-`` are exact decimal sums
(``BigDecimal.valueOf``), ``×``, ``÷``, ``^`` and ``√`` (``a√b`` = a·√b, exp4j's implicit
multiplication; √ first gives ``1√``) are doubles; ``%`` after ``a op b`` is
``calculatePercentage`` (10+20% = 12); division by zero shows the toast "Error: division
by zero" and leaves the display as typed; an infinite or NaN result toasts "An unknown
error occurred" and leaves it too. Each computation is one row of the ``history`` table
(``HistoryHelper.insertOrUpdateHistoryEntry``); ``Calc.history`` collects them for the
caller to store.
"""

from __future__ import annotations

import decimal
import math
import re

DOT, COMMA = ".", ","
OPS = ("+", "-", "×", "÷", "^", "%", "√")
_OPS_RX = re.compile(r"[-+×÷^%√]")
_NUMBERS_RX = re.compile(r"[^0-9,.]")
SIGNS = {"plus": "+", "minus": "-", "multiply": "×", "divide": "÷", "percent": "%", "power": "^", "root": "√"}
DIVIDE_BY_ZERO = "Error: division by zero"
UNKNOWN_ERROR = "An unknown error occurred"


def java_double_str(d: float) -> str:
    """``Double.toString`` (shortest digits; scientific outside 1e-3..1e7)."""
    if math.isnan(d):
        return "NaN"
    if math.isinf(d):
        return "Infinity" if d > 0 else "-Infinity"
    if d == 0:
        return "-0.0" if math.copysign(1, d) < 0 else "0.0"
    a = abs(d)
    if 1e-3 <= a < 1e7:
        s = repr(d)
        if "e" in s:
            s = format(decimal.Decimal(s), "f")
        return s if "." in s else s + ".0"
    sign, digits, ex = decimal.Decimal(repr(d)).as_tuple()
    ds = "".join(map(str, digits)).rstrip("0") or "0"
    e10 = len(digits) + ex - 1
    body = ds[0] + "." + (ds[1:] or "0")
    return ("-" if sign else "") + body + "E" + str(e10)


def _to_double(text: str) -> float:
    """``String.toDouble`` (Java's ``Double.parseDouble``); ValueError when it fails."""
    t = text.strip()
    if not re.fullmatch(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?", t):
        raise ValueError(text)
    return float(t)


class Formatter:
    """``NumberFormatHelper``."""

    def __init__(self, decimal_sep: str = DOT, grouping_sep: str = COMMA):
        self.decimal_sep, self.grouping_sep = decimal_sep, grouping_sep

    def double_to_string(self, d: float) -> str:
        if math.isnan(d):
            return "NaN"                      # DecimalFormat's NaN symbol is "NaN" (U+FFFD on old JDKs)
        if math.isinf(d):
            return ("-" if d < 0 else "") + "∞"
        q = decimal.Decimal(repr(d)).quantize(decimal.Decimal("1e-12"), rounding=decimal.ROUND_HALF_EVEN)
        neg = q < 0
        q = abs(q)
        whole, _, frac = format(q, "f").partition(".")
        frac = frac.rstrip("0")
        groups = []
        while len(whole) > 3:
            groups.insert(0, whole[-3:])
            whole = whole[:-3]
        groups.insert(0, whole)
        out = self.grouping_sep.join(groups) + (self.decimal_sep + frac if frac else "")
        return ("-" if neg and out.strip("0.,") else "") + out

    def add_grouping(self, text: str) -> str:
        return self.double_to_string(_to_double(self.remove_grouping(text)))

    def remove_grouping(self, text: str) -> str:
        return text.replace(self.grouping_sep, "").replace(self.decimal_sep, DOT)


def _index_of_any(text: str, needles) -> int:
    found = [i for i in (text.find(n) for n in needles) if i >= 0]
    return min(found) if found else -1


class Calc:
    """``CalculatorImpl`` state: ``result`` and ``formula`` are what the two display views
    show; ``toast`` is the last toast text (None when none); ``history`` collects
    ``(formula, result)`` rows the app inserts."""

    def __init__(self, state: dict | None = None):
        s = state or {}
        self.result = s.get("result", "0")
        self.formula = s.get("formula", "")
        self.base = s.get("base", 0.0)
        self.second = s.get("second", 0.0)
        self.inp = s.get("inp", "0")
        self.last_key = s.get("last_key", "")
        self.last_op = s.get("last_op", "")
        self.fmt = Formatter()
        self.toast: str | None = None
        self.history: list[tuple[str, str]] = []

    def state(self) -> dict:
        return {"result": self.result, "formula": self.formula, "base": self.base, "second": self.second,
                "inp": self.inp, "last_key": self.last_key, "last_op": self.last_op}

    # helpers
    def _f(self, d: float) -> str:
        return self.fmt.double_to_string(d)

    def _show(self, value: str) -> None:
        self.result = value

    def _add_digit(self, n: int) -> None:
        if self.inp == "0":
            self.inp = ""
        self.inp += str(n)
        self._add_thousands()
        self._show(self.inp)

    def _zero(self) -> None:
        check = self.fmt.remove_grouping(self.inp.lstrip("-"))
        value = check[_index_of_any(check, OPS) + 1:]
        if value != "0" or self.fmt.decimal_sep in value:
            self._add_digit(0)

    def _decimal(self) -> None:
        check = self.inp.lstrip("-").replace(self.fmt.grouping_sep, "")
        value = check[_index_of_any(check, OPS) + 1:]
        dec = self.fmt.decimal_sep
        if dec not in value:
            if value == "0" and not _OPS_RX.search(check):
                self.inp = "0" + dec
            elif value == "":
                self.inp += "0" + dec
            else:
                self.inp += dec
        self.last_key = "decimal"
        self._show(self.inp)

    def _add_thousands(self) -> None:
        dec = self.fmt.decimal_sep
        for part in [p for p in _NUMBERS_RX.split(self.inp) if p.strip()]:
            try:
                new = self.fmt.add_grouping(part)
            except ValueError:
                continue
            if dec in part:
                new = new.split(dec, 1)[0] + dec + part.split(dec, 1)[1]
            self.inp = self.inp.replace(part, new)

    def _second_value(self) -> float:
        check = self.fmt.remove_grouping(self.inp.lstrip("-"))
        value = check[_index_of_any(check, OPS) + 1:] or "0"
        try:
            return _to_double(value)
        except ValueError:
            self.toast = UNKNOWN_ERROR          # showErrorToast
            return 0.0

    # keys
    def operation(self, op: str) -> None:
        """``handleOperation``: op is plus, minus, multiply, divide, percent, power, root."""
        if self.inp == "NaN":
            self.inp = "0"
        if self.inp == "":
            self.inp = "0"
        if op == "root" and self.inp == "0" and self.last_key != "digit":
            self.inp = "1√"
        last = self.inp[-1]
        if last == self.fmt.decimal_sep:
            self.inp = self.inp[:-1]
        elif last in OPS:
            self.inp = self.inp[:-1] + SIGNS[op]
        elif not _OPS_RX.search(self.inp.lstrip("-")):
            self.inp += SIGNS[op]
        if self.last_key in ("digit", "decimal"):
            if self.last_op != "" and op == "percent":
                self._percent()
            else:
                self.second = self._second_value()
                self._calculate()
                if self.inp[-1] not in OPS and "÷" not in self.inp:
                    self.inp += SIGNS[op]
        if self._second_value() == 0.0 and "÷" in self.inp:
            self.last_key = self.last_op = "divide"
        else:
            self.last_key = self.last_op = op
        self._show(self.inp)

    def negate(self) -> bool:
        """``turnToNegative`` (a long press on minus)."""
        if not self.inp:
            return False
        if not any(c in OPS for c in self.inp.lstrip("-")) and _to_double(self.fmt.remove_grouping(self.inp)) != 0.0:
            self.inp = self.inp[1:] if self.inp[0] == "-" else "-" + self.inp
            self._show(self.inp)
            return True
        return False

    def _percent(self) -> None:
        second = self._second_value()
        result = self._percentage(self.base, second, self.last_op)
        if math.isinf(result) or math.isnan(result):
            result = 0.0
        self.formula = f"{self._f(self.base)}{SIGNS.get(self.last_op, '+')}{self._f(second)}%"
        self.inp = self._f(result)
        self._show(self._f(result))
        self.base = result

    def equals(self) -> None:
        """``handleEquals``."""
        if self.last_key == "equals":
            self._calculate()
        if self.last_key not in ("digit", "decimal"):
            return
        self.second = self._second_value()
        self._calculate()
        if self.last_op in ("divide", "percent") and self.second == 0.0:
            self.last_key = "digit"
            return
        self.last_key = "equals"

    def _calculate(self) -> None:
        if self.last_op == "root" and self.inp.startswith("√"):
            self.base = 1.0
        if self.last_key != "equals":
            check = self.fmt.remove_grouping(self.inp.lstrip("-"))
            parts = [p for p in _OPS_RX.split(check) if p != ""]
            if not parts:
                return
            try:
                self.base = _to_double(parts[0])
            except ValueError:
                self.toast = UNKNOWN_ERROR
            if self.inp.startswith("-"):
                self.base *= -1
            if len(parts) > 1:
                try:
                    self.second = _to_double(parts[1])
                except ValueError:
                    self.toast = UNKNOWN_ERROR
                    return
        if self.last_op == "":
            return
        sign = SIGNS.get(self.last_op, "+")
        if sign == "÷" and self.second == 0.0:
            self.toast = DIVIDE_BY_ZERO
            return
        a = _to_double(self.fmt.remove_grouping(self._f(self.base)))
        b = _to_double(self.fmt.remove_grouping(self._f(self.second)))
        try:
            if sign == "%":
                result = a * _to_double(self.fmt.remove_grouping(self._f(self.second / 100.0)))
            elif sign in ("+", "-"):
                x, y = decimal.Decimal(repr(self.base)), decimal.Decimal(repr(self.second))
                result = float(x - y if sign == "-" else x + y)
            elif sign == "×":
                result = a * b
            elif sign == "÷":
                result = a / b
            elif sign == "^":
                result = math.pow(a, b)
            else:                                  # √: a·sqrt(b)
                result = a * math.sqrt(b)
        except (ValueError, OverflowError, ZeroDivisionError):
            result = math.nan
        if math.isinf(result) or math.isnan(result):
            self.toast = UNKNOWN_ERROR
            return
        self._show(self._f(result))
        new_formula = f"{self._f(self.base)}{sign}{self._f(self.second)}"
        self.history.append((new_formula, self._f(result)))
        self.formula = new_formula
        self.inp = self._f(result)
        self.base = result

    @staticmethod
    def _percentage(base: float, second: float, op: str) -> float:
        try:
            if op == "multiply":
                return base / (100 / second)
            if op == "divide":
                return base * (100 / second)
            if op == "plus":
                return base + base / (100 / second)
            if op == "minus":
                return base - base / (100 / second)
            if op == "percent":
                return math.fmod(base, second) / 100
            return base / (100 * second)
        except ZeroDivisionError:
            return math.inf

    def clear(self) -> None:
        """``handleClear`` (C)."""
        last_deleted = self.inp[-1:] if self.inp else "null"
        new = self.inp[:-1]
        if new in ("", "0"):
            new = "0"
            self.last_key = "clear"
        else:
            if last_deleted in OPS or self.last_key == "equals":
                self.last_op = ""
            last = new[-1]
            self.last_key = "clear" if last in OPS else "decimal" if last == self.fmt.decimal_sep else "digit"
        new = new.rstrip(self.fmt.grouping_sep)
        self.inp = new
        self._add_thousands()
        self._show(self.inp)

    def reset(self) -> None:
        """``handleReset`` (a long press on C)."""
        self.base = self.second = 0.0
        self.last_key = self.last_op = ""
        self._show("0")
        self.formula = ""
        self.inp = ""

    def digit(self, key: str) -> None:
        """``numpadClicked``: ``key`` is "0".."9" or "."."""
        if self.inp == "NaN":
            self.inp = ""
        if self.last_key == "equals":
            self.last_op = "equals"
        self.last_key = "digit"
        if key == ".":
            self._decimal()
        elif key == "0":
            self._zero()
        else:
            self._add_digit(int(key))

    def load(self, number: str) -> None:
        """``addNumberToFormula`` (a history row was tapped)."""
        self.reset()
        self.inp = number
        self._add_thousands()
        self._show(self.inp)
