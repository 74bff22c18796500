"""CalcYou's expression evaluation, ported from you-apps/CalcYou v3.1
(``app/src/main/java/net/youapps/calcyou/data/``): ``Tokenizer`` (display symbols <->
evaluator text: ``×``->``*``, ``÷``->``/``, ``‒``->``-``, ``√``->``sqrt``, ``π``->``pi``,
``^``->``**``, ``²``->``**2``...), ``FormattingEvaluator`` (trailing operators dropped,
missing ``)`` added, NaN -> no result, else ``MathUtil.doubleToString`` then localized),
``evaluator/ExpressionEvaluator.kt`` (tokens, ``+-`` collapsing, implicit multiplication
``20x``, groups and calls, precedence ``**`` > ``/ * %`` > ``- +``, ``**`` found first from
the left, the others from the right; ``50%`` is 0.5), ``evaluator/Defaults.kt`` (constants
PI, E, ...; functions ABS ... ATANH, ``log(x, base)`` needing two arguments, trig in
radians unless DEG) and ``evaluator/MathUtil.kt`` (``doubleToString``: 5 hidden digits,
at most 12 characters, exponent form outside 1e-5..1e10).

``evaluate(text, degrees=False)`` returns the display text after "=": the result, or
"Error" (an exception: the app also toasts its message) -- or None when there is nothing
to evaluate (the app then shows "Error" too, ``evaluate(...) ?: "Error"``).
"""

from __future__ import annotations

import math

from venus_tasks.sim.apps_ui.simple_calculator_engine import java_double_str

# Tokenizer.replacementMap (display form -> evaluator form), en-US digits
_NORMALIZE = (("‒", "-"), ("×", "*"), ("÷", "/"), ("∞", "Infinity"), ("√", "sqrt"), ("^", "**"), ("π", "pi"),
              ("½", "(1/2)"), ("⅓", "(1/3)"), ("⅔", "(2/3)"), ("¼", "(1/4)"), ("¾", "(3/4)"), ("⅕", "(1/5)"),
              ("⅖", "(2/5)"), ("⅗", "(3/5)"), ("⅘", "(4/5)"), ("⅙", "(1/6)"), ("⅚", "(5/6)"), ("⅐", "(1/7)"),
              ("⅛", "(1/8)"), ("⅜", "(3/8)"), ("⅝", "(5/8)"), ("⅞", "(7/8)"), ("⅑", "(1/9)"), ("⅒", "(1/10)"),
              *((s, f"**{i}") for i, s in enumerate("⁰¹²³⁴⁵⁶⁷⁸⁹")))
_LOCALIZE = (("-", "‒"), ("*", "×"), ("/", "÷"), ("Infinity", "∞"))
_VAR_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$")
_ORDER = (("**",), ("/", "*", "%"), ("-", "+"))
CONSTANTS = {"PI": math.pi, "PI_2": math.pi / 2, "LOG2E": math.log2(math.e), "DEG": math.pi / 180, "E": math.e}


class ParseError(Exception):
    """``java.text.ParseException`` (its message is what the app toasts)."""


def normalize(text: str) -> str:
    for shown, plain in _NORMALIZE:
        text = text.replace(shown, plain)
    return text


def localize(text: str) -> str:
    for plain, shown in _LOCALIZE:
        text = text.replace(plain, shown)
    return text


# ------------------------------------------------------------------ MathUtil
def _round_str(v: float, rounding: int) -> str:
    """``MathUtil.doubleToString(v, roundingDigits)``."""
    s = java_double_str(abs(v))
    start = 17 if rounding <= 0 or rounding > 13 else 16 - rounding
    e = s.rfind("E")
    exp = int(s[e + 1:]) if e != -1 else 0
    buf = list(s[:e] if e != -1 else s)
    dot = buf.index(".") if "." in buf else len(buf)
    exp += dot
    if dot < len(buf):
        del buf[dot]
    p = 0
    while p < len(buf) and buf[p] == "0":
        start += 1
        p += 1
    if start < len(buf):
        if buf[start] >= "5":
            q = start - 1
            while q >= 0 and buf[q] == "9":
                buf[q] = "0"
                q -= 1
            if q >= 0:
                buf[q] = chr(ord(buf[q]) + 1)
            else:
                buf.insert(0, "1")
                start += 1
                exp += 1
        del buf[start:]
    if exp < -5 or exp > 10:
        buf.insert(1, ".")
        exp -= 1
    else:
        buf.extend("0" * max(0, exp - len(buf)))
        for _ in range(exp, 1):
            buf.insert(0, "0")
        buf.insert(exp if exp > 0 else 1, ".")
        exp = 0
    while buf and buf[-1] == "0":
        buf.pop()
    if buf and buf[-1] == ".":
        buf.pop()
    out = "".join(buf) + (f"E{exp}" if exp else "")
    return ("-" + out) if v < 0 else out


def _truncate(s: str, max_len: int) -> str:
    """``MathUtil.sizeTruncate``."""
    e = s.rfind("E")
    tail = s[e:] if e != -1 else ""
    head_len = len(s) - len(tail)
    keep = min(head_len, max_len - len(tail))
    if keep < 1 or (keep < 2 and s and s[0] == "-"):
        return s
    dot = s.find(".")
    if dot == -1:
        dot = head_len
    if dot > keep:
        exponent = int(s[e + 1:]) if e != -1 else 0
        start = 1 if s[0] == "-" else 0
        exponent += dot - start - 1
        return _truncate(s[:start + 1] + "." + s[start + 1:head_len] + "E" + str(exponent), max_len)
    return s[:keep] + tail


def double_to_string(x: float, max_len: int = 12, rounding: int = 5) -> str:
    """``MathUtil.doubleToString(x)`` as the display shows results (12 chars, 5 hidden)."""
    if math.isinf(x):
        return "Infinity" if x > 0 else "-Infinity"
    return _truncate(_round_str(x, rounding), max_len)


# ------------------------------------------------------------------ tokens
class _Tok:
    def __init__(self, kind: str, value=None, pos: int = 0):
        self.kind, self.value, self.pos = kind, value, pos
        self.left = self.right = None
        self.groups: list | None = None
        self.args: list | None = None


def _number(data: str, i: int) -> tuple[int, str]:
    start, exp, dec = i, 0, False
    while i < len(data):
        c = data[i]
        if c.isdigit():
            if exp in (1, 2):
                exp = 3
        elif c == ".":
            if dec or exp > 0:
                break
            dec = True
        elif c in "eE":
            if exp > 0:
                break
            exp = 1
        elif exp == 1 and c in "+-":
            exp = 2
        elif exp == 0 and c == "%":
            exp = 4
        else:
            break
        i += 1
    if i == start or exp in (1, 2):
        raise ParseError(f"Unexpected character at index {i}")
    return i, data[start:i]


def _tokenize(expr: str) -> list[_Tok]:
    toks, i = [], 0
    while i < len(expr):
        c = expr[i]
        if c.isdigit() or c == ".":
            end, text = _number(expr, i)
            try:
                val = float(text[:-1]) / 100 if text.endswith("%") else float(text)
            except ValueError as e:
                raise ParseError(f"For input string: \"{text}\"") from e
            toks.append(_Tok("num", val, i))
            i = end
        elif c in _VAR_CHARS:
            start = i
            while i < len(expr) and expr[i] in _VAR_CHARS:
                i += 1
            toks.append(_Tok("var", expr[start:i], start))
        elif c == "(":
            toks.append(_Tok("lp", pos=i))
            i += 1
        elif c == ")":
            toks.append(_Tok("rp", pos=i))
            i += 1
        elif c == ",":
            toks.append(_Tok("comma", pos=i))
            i += 1
        elif c in " \t\f\r\n":
            i += 1
        elif expr.startswith("**", i):
            toks.append(_Tok("op", "**", i))
            i += 2
        elif c in "+-*/%":
            toks.append(_Tok("op", c, i))
            i += 1
        else:
            raise ParseError(f"Unexpected token at index {i}")
    return toks


def _group(toks: list[_Tok], start: int) -> tuple[_Tok, int]:
    is_func = toks[start].kind == "var"
    sub: list = []
    groups = [sub]
    node = _Tok("call", toks[start].value, toks[start].pos) if is_func else _Tok("group", pos=toks[start].pos)
    if is_func:
        node.groups = groups
    else:
        node.groups = [sub]
    i = start + (2 if is_func else 1)
    while i < len(toks):
        t = toks[i]
        if is_func and t.kind == "comma":
            sub = []
            groups.append(sub)
            i += 1
            continue
        if t.kind == "rp":
            return node, i - start + 1
        if (t.kind == "var" and i + 1 < len(toks) and toks[i + 1].kind == "lp") or t.kind == "lp":
            inner, size = _group(toks, i)
            i += size
            sub.append(inner)
            continue
        sub.append(t)
        i += 1
    raise ParseError(f"Unmatched parenthesis for parenthesis at index {start}")


def compile_expr(expr: str) -> _Tok:
    """``ExpressionEvaluator.compile``: the expression tree. Raises ParseError."""
    toks = _tokenize(expr)
    i = 1
    while i < len(toks):
        t, prev = toks[i], toks[i - 1]
        if t.kind == "op" and t.value in "+-" and len(t.value) == 1 and prev.kind == "op" and prev.value in ("+", "-"):
            if prev.value != "+":
                t.value = "+" if t.value == "-" else "-"
            del toks[i - 1]
            continue
        if (t.kind == "num" and prev.kind == "op" and prev.value in ("+", "-")
                and ((i > 1 and toks[i - 2].kind == "op") or i == 1)):
            if prev.value == "-":
                t.value = -t.value
            del toks[i - 1]
            continue
        i += 1
    i = 1
    while i < len(toks):
        if toks[i - 1].kind in ("num", "var") and toks[i].kind == "var":
            if i + 1 < len(toks) and toks[i + 1].kind == "lp":
                i += 1
                continue
            toks.insert(i, _Tok("op", "*"))
            i += 1
        i += 1
    i = 0
    while i < len(toks):
        if toks[i].kind == "lp":
            start = i - 1 if i > 0 and toks[i - 1].kind == "var" else i
            node, size = _group(toks, start)
            toks = toks[:start] + [node] + toks[start + size:]
            continue
        i += 1
    return _tree(toks)


def _tree(toks: list[_Tok]) -> _Tok:
    for ops in reversed(_ORDER):
        pos, best = None, None
        for op in ops:
            idxs = [k for k, t in enumerate(toks) if t.kind == "op" and t.value == op]
            if not idxs:
                continue
            k = idxs[0] if op == "**" else idxs[-1]
            if pos is None or k > pos:
                pos, best = k, op
        if pos is None:
            continue
        left, right = toks[:pos], toks[pos + 1:]
        node = toks[pos]
        if not left and best in ("-", "+"):
            left = None
        if (left is not None and not left) or not right:
            raise ParseError(f"Invalid expression, missing operand at {pos}")
        if left is None and best == "-":
            left = [_Tok("num", 0.0)]
        elif left is None:
            return _tree(right)
        node.left, node.right = _tree(left), _tree(right)
        return node
    if len(toks) > 1:
        raise ParseError(f"Invalid expression, missing operand or operator at {toks[1].pos}")
    if not toks:
        raise ParseError("Invalid expression, missing operand or operator.")
    t = toks[0]
    if t.kind == "group":
        return _tree(t.groups[0])
    if t.kind == "call":
        t.args = [None if not g else _tree(g) for g in t.groups]
    elif t.kind == "comma":
        raise ParseError(f"Unexpected character at index {t.pos}")
    return t


def _pi_multiple(x: float) -> bool:
    d = x / math.pi
    return d == math.floor(d)


def _fn(name: str, args: list[float], degrees: bool) -> float:
    n = name.upper()
    rad = (lambda v: CONSTANTS["DEG"] * v) if degrees else (lambda v: v)
    one = args[0] if args else None
    if n in ("LN", "LOG", "POW", "ATAN2") and ((n == "LN" and len(args) != 1) or (n != "LN" and len(args) != 2)):
        raise ParseError({"LN": "ln expects only one argument", "LOG": "log requires two arguments: x, base",
                          "POW": "pow requires two arguments: base, exponent",
                          "ATAN2": "atan2 requires two arguments"}[n])
    if one is None and n not in ("MAX", "MIN"):
        raise ParseError("An unexpected error occurred while evaluating expression")
    table = {
        "ABS": lambda: abs(one), "CEIL": lambda: float(math.ceil(one)), "CEILING": lambda: float(math.ceil(one)),
        "EXP": lambda: math.exp(one), "FLOOR": lambda: float(math.floor(one)), "LN": lambda: _ln(one),
        "LOG": lambda: _ln(args[0]) / _ln(args[1]), "LOG2": lambda: _log(one, math.log2),
        "LOG10": lambda: _log(one, math.log10), "MAX": lambda: max(args), "MIN": lambda: min(args),
        "POW": lambda: _pow(args[0], args[1]), "ROUND": lambda: float(math.floor(one + 0.5)),
        "SIGN": lambda: -1.0 if one < 0 else 1.0 if one > 0 else 0.0, "SQRT": lambda: _sqrt(one),
        "TRUNCATE": lambda: float(math.trunc(one)), "FAC": lambda: _fac(one),
        "SIN": lambda: 0.0 if _pi_multiple(rad(one)) else math.sin(rad(one)),
        "COS": lambda: 0.0 if _pi_multiple(rad(one) - math.pi / 2) else math.cos(rad(one)),
        "TAN": lambda: 0.0 if _pi_multiple(rad(one)) else math.tan(rad(one)),
        "ASIN": lambda: _nan(math.asin, rad(one)), "ACOS": lambda: _nan(math.acos, rad(one)),
        "ATAN": lambda: math.atan(rad(one)), "SINH": lambda: math.sinh(rad(one)), "COSH": lambda: math.cosh(rad(one)),
        "TANH": lambda: math.tanh(rad(one)), "ASINH": lambda: math.asinh(rad(one)),
        "ACOSH": lambda: _nan(math.acosh, rad(one)), "ATANH": lambda: _nan(math.atanh, rad(one)),
        "ATAN2": lambda: math.atan2(rad(args[0]), rad(args[1])),
    }
    if n not in table:
        raise ParseError(f'Function named "{name}" was not found')
    return table[n]()


def _nan(f, v: float) -> float:
    try:
        return f(v)
    except ValueError:
        return math.nan


def _ln(v: float) -> float:
    return math.log(v) if v > 0 else (-math.inf if v == 0 else math.nan)


def _log(v: float, f) -> float:
    return f(v) if v > 0 else (-math.inf if v == 0 else math.nan)


def _sqrt(v: float) -> float:
    return math.sqrt(v) if v >= 0 else math.nan


def _pow(a: float, b: float) -> float:
    try:
        r = math.pow(a, b)
    except ValueError:
        return math.nan
    except OverflowError:
        return math.inf
    return r


def _fac(v: float) -> float:
    if v < 0:
        raise ParseError("java.security.InvalidParameterException")
    if v < 170:
        out = 1.0
        for k in range(2, int(v) + 1):
            out *= k
        return out
    return math.sqrt((2 * v + 0) * math.pi) * v ** v * math.exp(-v)


def execute(node: _Tok, degrees: bool = False, variables: dict | None = None) -> float:
    """``evaluateToken`` over the tree; ``variables`` are constants such as ``x``."""
    k = node.kind
    if k == "num":
        return node.value
    if k == "var":
        for table in (variables or {}, CONSTANTS):
            if node.value in table:
                return table[node.value]
            if node.value.upper() in table:
                return table[node.value.upper()]
        raise ParseError(f"Error Evaluating token: Variable {node.value} invalid")
    if k == "call":
        return _fn(node.value, [execute(a, degrees, variables) for a in node.args or [] if a is not None], degrees)
    if k == "op":
        if node.left is None or node.right is None:
            raise ParseError("An unexpected error occurred while evaluating expression")
        a, b = execute(node.left, degrees, variables), execute(node.right, degrees, variables)
        op = node.value
        if op == "/":
            return a / b if b != 0 else (math.nan if a == 0 or math.isnan(a) else math.copysign(math.inf, a) * math.copysign(1, b))
        if op == "*":
            return a * b
        if op == "+":
            return a + b
        if op == "-":
            return a - b
        if op == "**":
            return _pow(a, b)
        return math.nan if b == 0 else a - b * math.floor(a / b)           # Kotlin Double.mod
    raise ParseError("An unexpected error occurred while evaluating expression")


def evaluate(text: str, degrees: bool = False) -> str | None:
    """``FormattingEvaluator.evaluate`` + ``EventHandler``: the display after "="."""
    expr = normalize(text)
    if not expr:
        return None
    while expr and expr[-1] in "+-/*":
        expr = expr[:-1]
    balance = expr.count("(") - expr.count(")")
    if balance > 0:
        expr += ")" * balance
    try:
        result = execute(compile_expr(expr), degrees)
    except (ParseError, IndexError, ValueError, OverflowError, ZeroDivisionError):
        return "Error"
    if math.isnan(result):
        return "Error"
    return localize(double_to_string(result))
