"""CalcYou (``net.youapps.calcyou``) screens: the calculator, the navigation drawer, the
unit converter grid and a converter (with the offline currency table), and the function
plotter (its canvas is ``calcyou_graph``). Evaluation is ``calcyou_eval``; units
``calcyou_units``; rates ``calcyou_currencies``.

Version: 3.1 (versionCode 6, you-apps/CalcYou tag ``v3.1``), the APK VenusBench-Mobile
installs (``net.youapps.calcyou_6.apk``).

Sources (repo@v3.1, Jetpack Compose: nodes are ``android.view.View`` s whose merged text
is their label; icon-only keys have no content description): ``ui/MainScreen.kt`` (a
``CenterAlignedTopAppBar`` "CalcYou" with an unlabelled menu icon opening the
``ModalNavigationDrawer``), ``ui/components/NavDrawerContent.kt`` ("CalcYou", then
Calculator, Unit Converter, Character Input, Graphing), ``ui/CalculatorScreen.kt`` +
``ui/components/CalculatorDisplay.kt`` (the history of evaluated inputs above the
``BasicTextField`` display; a history row puts its text back) + ``ui/components/Keypad.kt``
(``SwipePanels``: the centre keypad ``( ) % ÷ / 7 8 9 × / 4 5 6 ‒ / 1 2 3 + / 0 . ⌫ =``
with ( ) % ÷ × ‒ + ⌫ = as icons; a swipe right shows the start panel ``sin cos tan / ln
log √ / eˣ x² xʸ / |x| π e``, a swipe left the end panel ``sin⁻¹ cos⁻¹ tan⁻¹ / sinh cosh
tanh / sinh⁻¹ cosh⁻¹ tanh⁻¹ / 2ˣ x! RAD``; ⌫ long-pressed clears), ``data/Operators.kt``
(what each key inserts: ``log`` inserts ``log(,``), ``data/EventHandler.kt`` ("=" puts the
input in the history and shows the result or "Error"), ``ui/screens/ConverterGridScreen.kt``
+ ``ConverterCard.kt`` (cards in ``Destination`` order), ``ui/screens/ConverterScreen.kt``
(the converter's name, a "Value" field, a "Unit" dropdown starting at the first unit,
then every unit with its converted value (``MathUtil.doubleToString``) and a "Copy Text"
button), ``ui/screens/graphing/GraphingScreen.kt`` + ``CanvasView.kt`` +
``GraphingUtils.kt`` + ``viewmodels/GraphViewModel.kt`` (the canvas: window x -20..20,
y -40..40, auto-scaled grid, axes with tick labels, each function sampled at 500 points;
the bottom sheet lists ``f(x) = ...`` rows with "Remove function", "Add constant" and
"Add new function"), ``ui/components/AddNewFunctionDialog.kt`` ("Add new function", the
field prefixed ``f(x) = ``, the error "Expression is empty" or the parser's message, OK
enabled only without error), ``res/values/strings.xml``. Published screenshots:
``fastlane/metadata/android/en-US/images/phoneScreenshots`` (1-5).

[documented] The display's cursor stays at the end (the real field lets a tap move it);
typing with ``input text`` into the focused display inserts there as a hardware keyboard
does [inferred]; no toasts; Character Input and the Base converter show their title
only; panning/zooming the graph, constants and the colour picker are not modelled;
dynamic (Material You) colours are the renderer's palette.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import calcyou_eval as ev
from venus_tasks.sim.apps_ui import calcyou_graph as graph
from venus_tasks.sim.apps_ui import calcyou_look as look
from venus_tasks.sim.apps_ui import calcyou_units as units
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.screen.image_ref import ImageRef
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = "net.youapps.calcyou"
DISPLAY_KEY = PACKAGE + ":display"
VALUE_KEY = PACKAGE + ":value"
FUNC_KEY = PACKAGE + ":function"
VIEW = "android.view.View"
CENTER = (("(", "("), (")", ")"), ("%", "%"), ("÷", "÷"),
          ("7", "7"), ("8", "8"), ("9", "9"), ("×", "×"),
          ("4", "4"), ("5", "5"), ("6", "6"), ("‒", "‒"),
          ("1", "1"), ("2", "2"), ("3", "3"), ("+", "+"),
          ("0", "0"), (".", "."), ("⌫", None), ("=", None))
ICONS = {"(", ")", "%", "÷", "×", "‒", "+", "⌫", "="}
START = (("sin", "sin("), ("cos", "cos("), ("tan", "tan("), ("ln", "ln("), ("log", "log(,"), ("√", "√("),
         ("eˣ", "e^("), ("x²", "^2"), ("xʸ", "^("), ("|x|", "abs("), ("π", "π"), ("e", "e"))
END = (("sin⁻¹", "asin("), ("cos⁻¹", "acos("), ("tan⁻¹", "atan("), ("sinh", "sinh("), ("cosh", "cosh("),
       ("tanh", "tanh("), ("sinh⁻¹", "asinh("), ("cosh⁻¹", "acosh("), ("tanh⁻¹", "atanh("), ("2ˣ", "2^("),
       ("x!", "fac("), ("RAD", None))
DESTINATIONS = (("calculator", "Calculator"), ("converters", "Unit Converter"),
                ("character_input", "Character Input"), ("graphing", "Graphing"))
RAINBOW = ((0xFF, 0x00, 0x40), (0xFF, 0x00, 0xFF), (0x80, 0x00, 0xFF), (0x00, 0x00, 0xFF), (0x00, 0x80, 0xFF),
           (0x00, 0xFF, 0xFF), (0x00, 0xFF, 0x80), (0x00, 0xFF, 0x00), (0x80, 0xFF, 0x00), (0xFF, 0xFF, 0x00),
           (0xFF, 0x80, 0x00), (0xFF, 0x00, 0x00))
FUNC_NAMES = "fghijklmnopqrstuvw"


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _data(model) -> dict:
    d = state.get(model, PACKAGE).data
    d.setdefault("dest", "calculator")
    d.setdefault("history", [])
    d.setdefault("panel", 1)                    # 0 start, 1 centre, 2 end
    d.setdefault("degrees", False)
    d.setdefault("functions", [])
    return d


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int) -> None:
    d = _data(model)
    root.style["bg"] = look.colours(model)["surface"]
    bar = root.add(UiNode(cls=VIEW, bounds=(0, status, m.width, status + m.dp(64))))
    bar.add(UiNode(cls=widgets.TEXT_VIEW, text="CalcYou", bounds=(m.dp(72), status + m.dp(16), m.width - m.dp(72),
                                                                  status + m.dp(48)),
                   style={"size": 22, "centred": True, "ink": look.colours(model)["on_surface"]}))
    widgets.icon_button(bar, (m.dp(4), status + m.dp(8), m.dp(52), status + m.dp(56)), "menu", _act("drawer"),
                        cls=VIEW)
    top = status + m.dp(64)
    dest = d["dest"]
    if dest == "calculator":
        _calculator(model, root, m, top, d)
    elif dest == "converters":
        _grid(model, root, m, top)
    elif dest == "graphing":
        _graphing(model, root, m, top, d)
    elif dest.startswith("conv:"):
        _converter(model, root, m, top, d, dest[5:])
    else:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="E = mc²", bounds=(m.dp(16), top + m.dp(16), m.width - m.dp(16),
                                                                      top + m.dp(80))))


def _calculator(model, root: UiNode, m, top: int, d: dict) -> None:
    pad = m.dp(8)
    key_w = (m.width - 2 * pad - 3 * m.dp(8)) // 4
    # landscape: square keys as wide as a quarter of the screen do not fit under the
    # display; shrink them so the display keeps at least 120 dp (a screencap never fails)
    key_w = max(1, min(key_w, (m.height - top - m.dp(120) - 4 * m.dp(8) - 3 * pad) // 5))
    keys_h = 5 * key_w + 4 * m.dp(8) + 2 * pad
    disp_bottom = m.height - keys_h - m.dp(8)
    col = look.colours(model)
    box = root.add(UiNode(cls=VIEW, bounds=(pad, top + pad, m.width - pad, disp_bottom),
                          style={"bg": col["e10"], "radius": m.dp(24)}))
    field_h = m.dp(72)
    hist_bottom = disp_bottom - field_h
    y = hist_bottom - m.dp(8)
    for i in range(len(d["history"]) - 1, -1, -1):
        h = m.dp(44)
        if y - h < top + pad:
            break
        box.add(UiNode(cls=widgets.TEXT_VIEW, text=d["history"][i], clickable=True, focusable=True,
                       bounds=(pad + m.dp(16), y - h, m.width - pad - m.dp(16), y), action=_act("history", i),
                       style={"kind": "display", "size": 28, "pad": 0}))
        y -= h + m.dp(8)
    text = model.ui.fields.get(DISPLAY_KEY, "")
    box.add(UiNode(cls="android.widget.EditText", text=text, clickable=True, focusable=True, long_clickable=True,
                   focused=model.ui.focused_field == DISPLAY_KEY, bounds=(pad, hist_bottom, m.width - pad, disp_bottom),
                   action=("focus", DISPLAY_KEY), style={"kind": "display", "size": 40, "bg": col["e50"]}))
    panel = root.add(UiNode(cls=VIEW, bounds=(0, disp_bottom, m.width, m.height),
                            style={"hscroll_key": PACKAGE + "/panels", "max": 2 * m.width}))
    scroll = model.system_ui.scroll
    d["panel"] = max(0, min(2, round(scroll.get(PACKAGE + "/panels", m.width * d["panel"]) / m.width)))
    scroll[PACKAGE + "/panels"] = d["panel"] * m.width
    y0 = disp_bottom + pad
    if d["panel"] == 1:
        for i, (label, insert) in enumerate(CENTER):
            r, c = divmod(i, 4)
            x, y = pad + c * (key_w + m.dp(8)), y0 + r * (key_w + m.dp(8))
            icon = label in ICONS
            panel.add(UiNode(cls=VIEW, text="" if icon else label, clickable=True, focusable=True,
                             long_clickable=label == "⌫", bounds=(x, y, x + key_w, y + key_w),
                             action=_act("key", label), style=look.key_style(col, label, key_w, m.dp(1))))
    else:
        keys = START if d["panel"] == 0 else END
        w = (m.width - 2 * pad - 2 * m.dp(8)) // 3
        for i, (label, insert) in enumerate(keys):
            r, c = divmod(i, 3)
            x, y = pad + c * (w + m.dp(8)), y0 + r * (min(w, key_w) + m.dp(8))
            text = ("DEG" if d["degrees"] else "RAD") if insert is None else label
            panel.add(UiNode(cls=VIEW, text=text, clickable=True, focusable=True,
                             bounds=(x, y, x + w, y + min(w, key_w)), action=_act("special", d["panel"], i),
                             style=dict(look.key_style(col, "(", min(w, key_w), m.dp(1)), label=text, text_sp=24)))


def _grid(model, root: UiNode, m, top: int) -> None:
    col = look.colours(model)
    pad, gap = m.dp(8), m.dp(8)
    cols = max(1, (m.width - 2 * pad + gap) // (m.dp(100) + gap))
    w = (m.width - 2 * pad - (cols - 1) * gap) // cols
    h = m.dp(96)

    def row(cards):
        def make(lst, y):
            for c, (key, title) in cards:
                x = pad + c * (w + gap)
                card = lst.add(UiNode(cls=VIEW, clickable=True, focusable=True, bounds=(x, y, x + w, y + h),
                                      action=_act("converter", key), style={"bg": col["e1"], "radius": m.dp(12)}))
                card.add(UiNode(cls=widgets.TEXT_VIEW, text=title, bounds=(x + m.dp(8), y + m.dp(56), x + w - m.dp(8),
                                                                          y + m.dp(80)),
                                style={"centred": True, "ink": col["on_surface"]}))
        return h + gap, make

    rows = [list(enumerate(units.GRID[i:i + cols])) for i in range(0, len(units.GRID), cols)]
    widgets.vlist(model, root, m, (0, top, m.width, m.height), PACKAGE + "/grid", [row(r) for r in rows],
                  cls="androidx.compose.ui.platform.ComposeView")


def _converter(model, root: UiNode, m, top: int, d: dict, key: str) -> None:
    title = dict(units.GRID)[key]
    pad = m.dp(8)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=title, bounds=(pad, top + pad, m.width - pad, top + m.dp(56)),
                    style={"kind": "title"}))
    y = top + m.dp(72)
    half = (m.width - 2 * pad - m.dp(16)) // 2
    value = model.ui.fields.get(VALUE_KEY, "")
    field = root.add(UiNode(cls="android.widget.EditText", text=value, clickable=True, focusable=True,
                            focused=model.ui.focused_field == VALUE_KEY, bounds=(pad, y, pad + half, y + m.dp(56)),
                            action=("focus", VALUE_KEY), style={"kind": "field", "hint": not value}))
    field.add(UiNode(cls=widgets.TEXT_VIEW, text="Value", bounds=(pad + m.dp(16), y + m.dp(4), pad + half, y + m.dp(20)),
                     style={"kind": "secondary"}))
    us = units.units(key)
    sel = min(d.get("unit", {}).get(key, 0), max(0, len(us) - 1))
    x2 = pad + half + m.dp(16)
    drop = root.add(UiNode(cls="android.widget.EditText", text=us[sel][0] if us else "", clickable=True, focusable=True,
                           bounds=(x2, y, m.width - pad, y + m.dp(56)), action=_act("dropdown"),
                           style={"kind": "field"}))
    drop.add(UiNode(cls=widgets.TEXT_VIEW, text="Unit", bounds=(x2 + m.dp(16), y + m.dp(4), m.width - pad, y + m.dp(20)),
                    style={"kind": "secondary"}))
    y += m.dp(72)
    try:
        number = float(value) if value.strip() and value.strip().lower() not in ("nan", "infinity") else None
    except ValueError:
        number = None                                       # toDoubleOrNull: no list
    if number is None or not us:
        return
    results = units.convert_all(key, number, sel)

    def item(name, v):
        def make(lst, yy):
            row = lst.add(UiNode(cls=VIEW, bounds=(0, yy, m.width, yy + m.dp(72))))
            row.add(UiNode(cls=widgets.TEXT_VIEW, text=name, bounds=(m.dp(16), yy + m.dp(8), m.width - m.dp(72),
                                                                    yy + m.dp(38)), style={"kind": "title"}))
            row.add(UiNode(cls=widgets.TEXT_VIEW, text=ev.double_to_string(v), bounds=(m.dp(16), yy + m.dp(40),
                                                                                       m.width - m.dp(72), yy + m.dp(66))))
            widgets.icon_button(row, (m.width - m.dp(64), yy + m.dp(12), m.width - m.dp(16), yy + m.dp(60)), "none",
                                _act("copy", name), desc="Copy Text", cls=VIEW)
        return m.dp(72), make

    widgets.vlist(model, root, m, (0, y, m.width, m.height), f"{PACKAGE}/conv/{key}",
                  [item(n, v) for n, v in results], cls="androidx.compose.ui.platform.ComposeView")


def _graphing(model, root: UiNode, m, top: int, d: dict) -> None:
    funcs = d["functions"]
    sheet_h = m.dp(56) + m.dp(48) * len(funcs) + m.dp(72)
    canvas_box = (0, top, m.width, m.height - sheet_h)
    w, h = canvas_box[2] - canvas_box[0], canvas_box[3] - canvas_box[1]
    key = "calcyou-graph:" + repr((w, h, [(f["expr"], f["color"]) for f in funcs], d["degrees"]))
    root.add(UiNode(cls=VIEW, bounds=canvas_box,
                    style={"image": ImageRef(key, lambda: graph.plot(funcs, w, h, d["degrees"]))}))
    y = canvas_box[3]
    sheet = root.add(UiNode(cls=VIEW, bounds=(0, y, m.width, m.height), style={"kind": "card"}))
    y += m.dp(40)
    for i, f in enumerate(funcs):
        row = sheet.add(UiNode(cls=VIEW, clickable=True, focusable=True, bounds=(m.dp(16), y, m.width - m.dp(16),
                                                                                 y + m.dp(48)), action=_act("edit_fn", i)))
        row.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{f['name']}(x) = ", bounds=(m.dp(24), y + m.dp(12), m.dp(110),
                                                                               y + m.dp(36))))
        row.add(UiNode(cls=widgets.TEXT_VIEW, text=f["expr"], bounds=(m.dp(110), y + m.dp(12), m.width - m.dp(72),
                                                                      y + m.dp(36))))
        widgets.icon_button(row, (m.width - m.dp(64), y, m.width - m.dp(16), y + m.dp(48)), "close",
                            _act("remove_fn", i), desc="Remove function", cls=VIEW)
        y += m.dp(48)
    y += m.dp(12)
    widgets.button(sheet, (m.width - m.dp(352), y, m.width - m.dp(200), y + m.dp(40)), "Add constant",
                   _act("noop"), cls=VIEW)
    widgets.button(sheet, (m.width - m.dp(190), y, m.width - m.dp(16), y + m.dp(40)), "Add new function",
                   _act("add_fn"), cls=VIEW)




# ------------------------------------------------------------------ windows
def windows(model, m, status: int) -> list[Window]:
    st, page, foreign = state.current(model, PACKAGE)
    d = _data(model)
    if foreign:
        return []
    if d.get("drawer"):
        w = min(m.dp(300), m.width - m.dp(56))
        c = look.colours(model)
        root = UiNode(package=PACKAGE, bounds=(0, 0, w, m.height), style={"bg": c["surface"], "radius": m.dp(16)})
        y = status + m.dp(30 + 128)
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="CalcYou", bounds=(0, y - m.dp(10), w, y + m.dp(22)),
                        style={"kind": "empty"}))
        y += m.dp(42)
        for key, label in DESTINATIONS:
            on = d["dest"] == key or (key == "converters" and d["dest"].startswith("conv:"))
            item = root.add(UiNode(cls=VIEW, clickable=True, focusable=True, selected=on,
                                   bounds=(m.dp(12), y, w - m.dp(12), y + m.dp(56)), action=_act("go", key),
                                   style={"bg": c["secondary_container"], "radius": m.dp(28)} if on else {}))
            item.add(UiNode(cls=widgets.TEXT_VIEW, text=label, bounds=(m.dp(56), y + m.dp(16), w - m.dp(24), y + m.dp(40))))
            y += m.dp(58)
        return [Window(PACKAGE, root, modal=True, dim=True, outside=_act("close_drawer"))]
    if d.get("dropdown") and d["dest"].startswith("conv:"):
        key = d["dest"][5:]
        us = units.units(key)
        pad = m.dp(8)
        half = (m.width - 2 * pad - m.dp(16)) // 2
        l, r = pad + half + m.dp(16), m.width - pad
        t = status + m.dp(64 + 72 + 56)
        height = min(m.dp(45) * len(us), int((m.height - status) * 0.7))
        root = UiNode(package=PACKAGE, bounds=(l, t, r, t + height), style={"bg": "dialog", "radius": m.dp(4)})

        def item(i, name):
            def make(lst, y):
                lst.add(UiNode(cls=VIEW, clickable=True, focusable=True, bounds=(l, y, r, y + m.dp(45)),
                               action=_act("unit", i), style={"kind": "list_button"})).add(
                    UiNode(cls=widgets.TEXT_VIEW, text=name, bounds=(l + m.dp(12), y + m.dp(10), r - m.dp(8), y + m.dp(36))))
            return m.dp(45), make

        widgets.vlist(model, root, m, root.bounds, f"{PACKAGE}/units/{key}", [item(i, n) for i, (n, _, _) in enumerate(us)])
        return [Window(PACKAGE, root, modal=True, outside=_act("close_dropdown"))]
    if d.get("fn_dialog") is not None:
        dlg = d["fn_dialog"]
        left, right = m.dp(24), m.width - m.dp(24)
        top = (m.height - m.dp(230)) // 2
        root = UiNode(package=PACKAGE, bounds=(left, top, right, top + m.dp(230)), style={"bg": "dialog", "radius": m.dp(16)})
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="Add new function",
                        bounds=(left + m.dp(16), top + m.dp(16), right - m.dp(16), top + m.dp(48)), style={"kind": "title"}))
        text = model.ui.fields.get(FUNC_KEY, "")
        field = root.add(UiNode(cls="android.widget.EditText", text=text, clickable=True, focusable=True,
                                focused=model.ui.focused_field == FUNC_KEY,
                                bounds=(left + m.dp(16), top + m.dp(64), right - m.dp(16), top + m.dp(120)),
                                action=("focus", FUNC_KEY), style={"kind": "field"}))
        field.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{dlg['name']}(x) = ",
                         bounds=(left + m.dp(20), top + m.dp(80), left + m.dp(90), top + m.dp(104))))
        error = _check(text)
        if error:
            root.add(UiNode(cls=widgets.TEXT_VIEW, text=error, bounds=(left + m.dp(16), top + m.dp(128), right - m.dp(16),
                                                                       top + m.dp(152)), style={"kind": "error"}))
        widgets.button(root, (right - m.dp(200), top + m.dp(170), right - m.dp(112), top + m.dp(214)), "Cancel",
                       _act("fn_cancel"), cls=VIEW)
        ok = widgets.button(root, (right - m.dp(104), top + m.dp(170), right - m.dp(16), top + m.dp(214)), "OK",
                            _act("fn_ok"), cls=VIEW)
        ok.enabled = not error
        return [Window(PACKAGE, root, modal=True, dim=True, outside=_act("fn_cancel"))]
    return []


def _check(text: str) -> str:
    """``GraphViewModel.checkExpression``: "" when valid, else the error shown."""
    if not text.strip():
        return "Expression is empty"
    try:
        ev.execute(ev.compile_expr(ev.normalize(text)), False, {"x": 0.5})
    except ev.ParseError as e:
        return str(e)
    except (ValueError, OverflowError, ZeroDivisionError, IndexError):
        return "Error parsing expression"
    return ""


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    d = _data(model)
    f = model.ui.fields
    if verb == "drawer":
        d["drawer"] = True
    elif verb == "close_drawer":
        d["drawer"] = False
    elif verb == "go":
        d.update(dest=args[0], drawer=False)
        model.ui.focused_field = None
    elif verb == "converter":
        d["dest"] = "conv:" + args[0]
        f[VALUE_KEY] = ""
        d.setdefault("unit", {})[args[0]] = 0
    elif verb == "dropdown":
        d["dropdown"] = True
    elif verb == "close_dropdown":
        d["dropdown"] = False
    elif verb == "unit":
        d.setdefault("unit", {})[d["dest"][5:]] = args[0]
        d["dropdown"] = False
    elif verb == "key":
        _key(model, d, args[0])
    elif verb == "special":
        keys = START if args[0] == 0 else END
        label, insert = keys[args[1]]
        if insert is None:
            d["degrees"] = not d["degrees"]
        else:
            f[DISPLAY_KEY] = f.get(DISPLAY_KEY, "") + insert
    elif verb == "history":
        if args[0] < len(d["history"]):
            f[DISPLAY_KEY] = d["history"][args[0]]
    elif verb == "add_fn":
        n = len(d["functions"])
        d["fn_dialog"] = {"index": -1, "name": FUNC_NAMES[n % len(FUNC_NAMES)], "color": RAINBOW[n % len(RAINBOW)]}
        f[FUNC_KEY] = ""
        model.ui.focused_field = FUNC_KEY
    elif verb == "edit_fn":
        fn = d["functions"][args[0]]
        d["fn_dialog"] = {"index": args[0], "name": fn["name"], "color": fn["color"]}
        f[FUNC_KEY] = fn["expr"]
        model.ui.focused_field = FUNC_KEY
    elif verb == "remove_fn":
        del d["functions"][args[0]]
        for i in range(args[0], len(d["functions"])):        # renamed and recoloured (removeFunction)
            d["functions"][args[0]] = {**d["functions"][args[0]], "name": FUNC_NAMES[i % len(FUNC_NAMES)],
                                       "color": RAINBOW[i % len(RAINBOW)]}
    elif verb == "fn_cancel":
        d["fn_dialog"] = None
        model.ui.focused_field = None
    elif verb == "fn_ok":
        dlg, text = d.get("fn_dialog"), f.get(FUNC_KEY, "")
        if dlg is not None and not _check(text):
            fn = {"name": dlg["name"], "color": dlg["color"], "expr": text}
            if dlg["index"] >= 0:
                d["functions"][dlg["index"]] = fn
            else:
                d["functions"].append(fn)
            d["fn_dialog"] = None
            model.ui.focused_field = None


def _key(model, d: dict, label: str) -> None:
    f = model.ui.fields
    text = f.get(DISPLAY_KEY, "")
    if label == "⌫":
        f[DISPLAY_KEY] = text[:-1]
    elif label == "=":
        d["history"].append(text)
        f[DISPLAY_KEY] = ev.evaluate(text, d["degrees"]) or "Error"
    else:
        f[DISPLAY_KEY] = text + label


def long_press(model, verb: str, args: tuple, x: int, y: int) -> bool:
    if verb == "key" and args[0] == "⌫":
        model.ui.fields[DISPLAY_KEY] = ""
        return True
    return False


def back(model) -> bool:
    d = _data(model)
    for key in ("drawer", "dropdown"):
        if d.get(key):
            d[key] = False
            return True
    if d.get("fn_dialog") is not None:
        d["fn_dialog"] = None
        return True
    if d["dest"].startswith("conv:"):
        d["dest"] = "converters"
        return True
    return False


def enter(model) -> bool:
    return model.ui.focused_field in (DISPLAY_KEY, VALUE_KEY, FUNC_KEY)
