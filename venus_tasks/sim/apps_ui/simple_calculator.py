"""Simple Calculator (``com.simplemobiletools.calculator``) screen: the keypad, the formula
and result displays, and the History dialog; the key logic is ``simple_calculator_engine``.

Version: 5.12.0 (versionCode 61, SimpleMobileTools/Simple-Calculator tag ``5.12.0``, the
last open-source release). VenusBench-Mobile installs ``Calculator_9.0.apk``; no 9.0
was ever published from this repository (its versions end at 5.12.0, after which the
app was sold and later builds are closed-source), so 5.12.0 is the nearest version whose
sources exist.

Sources (repo@5.12.0): ``res/layout/activity_main.xml`` (``main_toolbar`` titled with
``app_launcher_name`` "Calculator", ``res/menu/menu.xml``: History, Unit converter,
Settings, About as icons (``showAsAction="always"``, their titles as content
descriptions); "More apps from us" is hidden in the F-Droid flavour, ``fdroid/res/values/
bools.xml`` ``hide_google_relations``), ``res/layout/view_calculator.xml`` (``formula``
over ``result``, then rows ``%`` ``^`` ``√`` ``÷`` / ``7 8 9 ×`` / ``4 5 6 -`` /
``1 2 3 +`` / ``0 . C =`` -- TextViews with click listeners, ids ``btn_percent``...;
``btn_reset`` "AC" is ``gone``), ``activities/MainActivity.kt`` (a long press on ``-``
negates, on ``C`` resets (``handleReset``), on the formula or result copies it; History
with no rows only toasts "History is empty"), ``dialogs/HistoryDialog.kt`` +
``adapters/HistoryAdapter.kt`` + ``res/layout/history_view.xml`` (title "History",
rows ``item_formula`` / ``item_result``, newest first, at most 20 (``CalculatorDao.
getHistory``); a row puts its result in the display; "OK" and "Clear" (deletes all)),
``res/values/strings.xml``. History rows live in Room's ``calculator.db``
(``databases/CalculatorDatabase.kt``, ``schemas/.../1.json``).

[documented] Toasts are not shown (the engine records their text); Unit converter,
Settings and About open nothing; the calculator state lives as long as the app's task
(the real one survives only a configuration change). Colours are Simple-Commons' system
theme (``simple_commons``; the toolbar in the background colour with the menu's drawables,
the keys on primary-tinted 28dp pills); the keys keep 2dp margins where ``MyButton`` has
``medium_margin`` 10dp [simplification: the tap targets stay as they were].
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import simple_commons as commons
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.apps_ui.simple_calculator_engine import Calc
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.storage import appdata
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = "com.simplemobiletools.calculator"
ID = PACKAGE + ":id/"
DB = f"/data/data/{PACKAGE}/databases/calculator.db"
ROWS = ((("%", "btn_percent", ("op", "percent")), ("^", "btn_power", ("op", "power")),
         ("√", "btn_root", ("op", "root")), ("÷", "btn_divide", ("op", "divide"))),
        (("7", "btn_7", ("digit", "7")), ("8", "btn_8", ("digit", "8")), ("9", "btn_9", ("digit", "9")),
         ("×", "btn_multiply", ("op", "multiply"))),
        (("4", "btn_4", ("digit", "4")), ("5", "btn_5", ("digit", "5")), ("6", "btn_6", ("digit", "6")),
         ("-", "btn_minus", ("op", "minus"))),
        (("1", "btn_1", ("digit", "1")), ("2", "btn_2", ("digit", "2")), ("3", "btn_3", ("digit", "3")),
         ("+", "btn_plus", ("op", "plus"))),
        (("0", "btn_0", ("digit", "0")), (".", "btn_decimal", ("digit", ".")), ("C", "btn_clear", ("clear",)),
         ("=", "btn_equals", ("equals",))))
MENU = (("History", "history"), ("Unit converter", "unit_converter"), ("Settings", "settings"),
        ("About", "about"))


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def calc(model) -> Calc:
    """The calculator of the running app (a fresh one for a new task)."""
    st = state.get(model, PACKAGE)
    c = Calc(st.data.get("calc"))
    return c


def _save(model, c: Calc) -> None:
    state.get(model, PACKAGE).data["calc"] = c.state()
    if c.toast:
        state.get(model, PACKAGE).data["toast"] = c.toast
    for formula, result in c.history:
        _insert(model, formula, result)


# ------------------------------------------------------------------ history store
def _insert(model, formula: str, result: str) -> None:
    """``insertOrUpdate(History(null, formula, result, now))`` into ``calculator.db``."""
    try:
        con = appdata.load_db(model.vfs.read(DB))
    except FsError:
        return
    try:
        con.execute("INSERT OR REPLACE INTO history (id, formula, result, timestamp) VALUES (NULL, ?, ?, ?)",
                    (formula, result, model.clock.now_ns() // 10**6))
        model.vfs.write(DB, appdata.dump_db(con))
    finally:
        con.close()


def history(model, limit: int = 20) -> list[tuple[str, str]]:
    """``getHistory``: ``(formula, result)`` newest first."""
    try:
        con = appdata.load_db(model.vfs.read(DB))
    except FsError:
        return []
    try:
        return con.execute("SELECT formula, result FROM history ORDER BY timestamp DESC, id DESC LIMIT ?",
                           (limit,)).fetchall()
    finally:
        con.close()


def _clear_history(model) -> None:
    try:
        con = appdata.load_db(model.vfs.read(DB))
    except FsError:
        return
    try:
        con.execute("DELETE FROM history")
        model.vfs.write(DB, appdata.dump_db(con))
    finally:
        con.close()


# ------------------------------------------------------------------ screen
# res/drawable/ic_clock_vector.xml (48x48) and ic_square_foot_vector.xml (24x24)
CLOCK = ("M30.05 32.5q0.5 0.5 1.175 0.5t1.175-0.55q0.55-0.55 0.575-1.25Q33 30.5 32.45 30l-6.65-6.7V15q0-0.7-0.475-"
         "1.15-0.475-0.45-1.175-0.45-0.7 0-1.175 0.45-0.475 0.45-0.475 1.2V24q0 0.3 0.125 0.6T23 25.15zM24 44.3q-"
         "4.15 0-7.875-1.6-3.725-1.6-6.475-4.35Q6.9 35.6 5.3 31.875 3.7 28.15 3.7 24t1.6-7.875Q6.9 12.4 9.65 9.65 "
         "12.4 6.9 16.125 5.3 19.85 3.7 24 3.7t7.875 1.6Q35.6 6.9 38.35 9.65q2.75 2.75 4.35 6.475Q44.3 19.85 44.3 "
         "24t-1.6 7.875q-1.6 3.725-4.35 6.475-2.75 2.75-6.45 4.35-3.7 1.6-7.9 1.6zm0-3.4q6.95 0 11.925-4.95Q40.9 "
         "31 40.9 24q0-6.95-4.975-11.925Q30.95 7.1 24 7.1q-6.95 0-11.925 4.975Q7.1 17.05 7.1 24q0 7 4.975 "
         "11.95Q17.05 40.9 24 40.9z", 48)
SQUARE_FOOT = ("M17.66,17.66l-1.06,1.06l-0.71,-0.71l1.06,-1.06l-1.94,-1.94l-1.06,1.06l-0.71,-0.71l1.06,-1.06l-1.94,"
               "-1.94l-1.06,1.06l-0.71,-0.71l1.06,-1.06L9.7,9.7l-1.06,1.06l-0.71,-0.71l1.06,-1.06L7.05,7.05L5.99,"
               "8.11L5.28,7.4l1.06,-1.06L4,4v14c0,1.1 0.9,2 2,2h14L17.66,17.66zM7,17v-5.76L12.76,17H7z", 24)
_OPERATORS = ("btn_percent", "btn_power", "btn_root", "btn_clear", "btn_reset", "btn_divide", "btn_multiply",
              "btn_plus", "btn_minus", "btn_equals", "btn_decimal")


def _key_style(model, m, rid: str, height: int) -> dict:
    """``MainActivity.updateViewColors``: every key on Simple-Commons' ``pill_background``
    (28dp corners, ``colorPrimary``) at ``MEDIUM_ALPHA`` 0.5 (operators, "C", "=", ".") or
    ``LOWER_ALPHA`` 0.25 (digits); ``MyButton``'s 34sp text in the theme's text colour."""
    theme = commons.colours(model)
    alpha = 0.5 if rid in _OPERATORS else commons.LOWER_ALPHA
    return {"bg": commons.blend(theme["primary"], alpha, theme["background"]), "radius": min(m.dp(28), height // 2),
            "size": 34, "ink": theme["text"], "centred": True}


def build(model, root: UiNode, m, status: int) -> None:
    root.style["bg"] = commons.colours(model)["background"]
    c = calc(model)
    bar = widgets.toolbar(root, m, status, "Calculator", rid=ID + "main_toolbar")
    x = m.width - m.dp(8) - m.dp(48) * len(MENU)
    glyphs = {"history": "refresh", "unit_converter": "none", "settings": "settings", "about": "info"}
    for title, rid in MENU:
        widgets.icon_button(bar, (x, status + m.dp(8), x + m.dp(48), status + m.dp(56)), glyphs[rid],
                            _act("menu", rid), rid=ID + rid, desc=title, cls="android.widget.Button")
        x += m.dp(48)
    commons.style_top_bar(bar, model)
    ink = commons.colours(model)["contrast"]
    for node in bar.children:
        if node.desc in ("History", "Unit converter"):
            node.style = commons.vector_style("icon_button", CLOCK if node.desc == "History" else SQUARE_FOOT, ink)
    top = status + m.dp(64)
    holder = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "calculator_holder",
                             bounds=(0, top, m.width, m.height)))
    weights = (2.1, 1.8) + (2.0,) * len(ROWS)
    unit = (m.height - top) / sum(weights)
    pad = m.dp(16)
    y = top
    h_formula, h_result = round(unit * 2.1), round(unit * 1.8)
    holder.add(UiNode(cls=widgets.TEXT_VIEW, text=c.formula, resource_id=ID + "formula", long_clickable=True,
                      bounds=(0, y, m.width, y + h_formula), action=_act("copy", "formula"),
                      style={"kind": "display", "pad": pad, "size": 30, "bottom": True}))
    y += h_formula
    holder.add(UiNode(cls=widgets.TEXT_VIEW, text=c.result, resource_id=ID + "result", long_clickable=True,
                      bounds=(0, y, m.width, y + h_result), action=_act("copy", "result"),
                      style={"kind": "display", "pad": pad, "size": 52}))
    y += h_result
    row_h = round(unit * 2.0)
    margin = m.dp(2)
    for keys in ROWS:
        row = holder.add(UiNode(cls="android.widget.LinearLayout", bounds=(0, y, m.width, y + row_h)))
        w = m.width / len(keys)
        for i, (text, rid, action) in enumerate(keys):
            l, r = round(i * w) + margin, round((i + 1) * w) - margin
            row.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=ID + rid, clickable=True, focusable=True,
                           long_clickable=rid in ("btn_minus", "btn_clear"), bounds=(l, y + margin, r, y + row_h - margin),
                           action=_act("key", *action), style=_key_style(model, m, rid, y + row_h - margin - (y + margin))))
        y += row_h


def windows(model, m, status: int) -> list[Window]:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign or st.dialog is None:
        return []
    rows = history(model)
    left, right = m.dp(24), m.width - m.dp(24)
    row_h = m.dp(72)
    height = m.dp(24 + 48) + row_h * min(len(rows), 8) + m.dp(64)
    top = max(m.dp(24), (m.height - height) // 2)
    root = UiNode(package=PACKAGE, bounds=(left, top, right, top + height), style={"bg": "dialog", "radius": m.dp(28)})
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="History", resource_id=ID + "dialog_title",
                    bounds=(left + m.dp(24), top + m.dp(24), right - m.dp(24), top + m.dp(56)), style={"kind": "title"}))
    box = (left, top + m.dp(72), right, top + m.dp(72) + row_h * min(len(rows), 8))

    def item(i, formula, result):
        def make(lst, y):
            node = lst.add(UiNode(cls="android.widget.RelativeLayout", resource_id=ID + "history_holder",
                                  clickable=True, focusable=True, long_clickable=True, bounds=(left, y, right, y + row_h),
                                  action=_act("history_pick", i)))
            node.add(UiNode(cls=widgets.TEXT_VIEW, text=formula, resource_id=ID + "item_formula",
                            bounds=(left + m.dp(24), y + m.dp(8), right - m.dp(24), y + m.dp(36)),
                            style={"kind": "secondary"}))
            node.add(UiNode(cls=widgets.TEXT_VIEW, text=result, resource_id=ID + "item_result",
                            bounds=(left + m.dp(24), y + m.dp(36), right - m.dp(24), y + m.dp(66))))
        return row_h, make

    widgets.vlist(model, root, m, box, PACKAGE + "/history", [item(i, f, r) for i, (f, r) in enumerate(rows)],
                  rid=ID + "history_list")
    y = top + height - m.dp(56)
    widgets.button(root, (right - m.dp(88), y, right - m.dp(24), y + m.dp(40)), "OK", _act("history_ok"),
                   rid="android:id/button1")
    widgets.button(root, (left + m.dp(24), y, left + m.dp(104), y + m.dp(40)), "Clear", _act("history_clear"),
                   rid="android:id/button3")
    return [Window(PACKAGE, root, modal=True, dim=True, outside=_act("history_ok"))]


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    if st.dialog is not None:
        if verb == "history_pick":
            rows = history(model)
            if args[0] < len(rows):
                c = calc(model)
                c.load(rows[args[0]][1])
                _save(model, c)
            st.dialog = None
        elif verb == "history_clear":
            _clear_history(model)
            st.dialog = None
        elif verb == "history_ok":
            st.dialog = None
        return
    if verb == "menu":
        if args[0] == "history" and history(model):
            st.dialog = Page("history")          # empty: the toast "History is empty"
        return
    if verb != "key":
        return
    c = calc(model)
    kind = args[0]
    if kind == "digit":
        c.digit(args[1])
    elif kind == "op":
        c.operation(args[1])
    elif kind == "clear":
        c.clear()
    elif kind == "equals":
        c.equals()
    _save(model, c)


def long_press(model, verb: str, args: tuple, x: int, y: int) -> bool:
    """Long presses: ``-`` negates, ``C`` resets, the formula or result is copied."""
    st, _, _ = state.current(model, PACKAGE)
    if st.dialog is not None:
        return False
    c = calc(model)
    if verb == "key" and args[:2] == ("op", "minus"):
        c.negate()
    elif verb == "key" and args[0] == "clear":
        c.reset()
    elif verb == "copy":
        value = c.formula if args[0] == "formula" else c.result
        if value:
            from venus_tasks.sim.text_input import clipboard
            clipboard.of(model).set_text(value, PACKAGE)
        return True
    else:
        return False
    _save(model, c)
    return True


def back(model) -> bool:
    st, page, foreign = state.current(model, PACKAGE)
    if not foreign and st.dialog is not None:
        st.dialog = None
        return True
    return False


def enter(model) -> bool:
    return False
