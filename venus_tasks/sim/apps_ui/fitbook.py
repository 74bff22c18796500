"""Fitbook (``com.presley.fit_book``, a Flutter app) screens: the four tabs Diary, Graph,
Food and Weight with their search bars, lists and "Add" buttons, the selection mode
(long press) with its delete confirmation, the "Show menu" popup, and the pages each tab
pushes (``fitbook_pages``).

Source: brandonp2412/FitBook@2.0.31 (commit 16b027e) and its fastlane phone screenshots
(2.0.30): ``main.dart`` (a bottom ``TabBar`` from ``settings.tabs``, default
"DiaryPage,GraphPage,FoodPage,WeightPage", labels Diary, Graph, Food, Weight; each tab is
its own ``Navigator``, so a pushed page keeps the tab bar and stays with its tab);
``app_search.dart`` (``SearchBar`` "Search..."; leading "Clear" button once something is
selected or typed; trailing the tab's filter button -- "Show filters" on Diary, "Filter
foods" on Food -- or, with a selection, "Delete" (dialog "Confirm delete", "Are you sure
you want to delete N records? This action is not reversible.", Cancel / Delete); the
"Show menu" button: Select all, Quick-add, Settings, or with a selection Select all,
Edit, Favorite); ``animated_fab.dart`` (extended FAB "Add");
``weight/weight_page.dart`` + ``weight_list.dart`` (compact rows: "<amount .2f> <unit>"
over the date in the long date format; "No weights found" / "Tap the plus button to
start logging your weight."; a tap edits, a long press selects; while selecting a tap
toggles); ``food/food_page.dart`` + ``food_list.dart`` (rows: name over "<kcal .0f>
kcal", "<serving size> <short unit>" on the right, a checkbox instead while selected;
"No food yet."); ``diary/diary_page.dart`` ("No entries today." / "Tap the plus button
to start logging your food."); ``graph_page.dart`` (Metric, Group by, Start date, Stop
date, Limit (30), "Fields").

Accessibility nodes as Flutter exposes them (``flutter_widgets``): words in
content-desc, no resource ids.

Not modelled [documented]: the diary entry page ("Add" on the Diary tab does nothing),
the diary's day grouping and totals (entries are plain rows), the graph itself, the
filter dialogs, Quick-add, bulk food edit, swiping between tabs, the "New version"
snackbar of the first start, scrolling past the visible rows of a food's detail page.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import fitbook_pages as pages
from venus_tasks.sim.apps_ui import fitbook_store as store
from venus_tasks.sim.apps_ui import fitbook_theme as theme
from venus_tasks.sim.apps_ui import flutter_widgets as fw
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
LABELS = {"DiaryPage": "Diary", "GraphPage": "Graph", "FoodPage": "Food", "WeightPage": "Weight"}
SEARCH = {"DiaryPage": "search_diary", "FoodPage": "search_food", "WeightPage": "search_weight"}
key, act = pages.key, pages.act


def _tabs(model) -> list[str]:
    return [t for t in store.settings(model).get("tabs", "DiaryPage,GraphPage,FoodPage,WeightPage").split(",")
            if t in LABELS] or ["DiaryPage"]


def _nav(model) -> dict:
    st = state.get(model, PACKAGE)
    d = st.data
    d.setdefault("tab", 0)
    d.setdefault("stacks", {t: [] for t in LABELS})
    d.setdefault("selected", {t: [] for t in LABELS})
    return d


def _current(model) -> tuple[str, list, Page | None]:
    d = _nav(model)
    tabs = _tabs(model)
    tab = tabs[min(d["tab"], len(tabs) - 1)]
    stack = d["stacks"][tab]
    return tab, stack, (stack[-1] if stack else None)


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int) -> None:
    root.style["bg"] = "surface"
    tab, stack, page = _current(model)
    tabs = _tabs(model)
    body = root.add(UiNode(cls=fw.VIEW, bounds=(0, 0, m.width, m.height)))
    bottom = m.height - m.dp(72)
    if page is None:
        {"WeightPage": _weights, "FoodPage": _foods, "DiaryPage": _diary, "GraphPage": _graph}[tab](
            model, body, m, status, bottom)
    elif page.name == "edit_weight":
        pages.build_weight(model, body, m, status, bottom, page)
    elif page.name == "edit_food":
        pages.build_food(model, body, m, status, bottom, page)
    elif page.name == "settings":
        pages.build_settings(model, body, m, status, bottom)
    elif page.name == "weight_settings":
        pages.sync_target(model, page)
        pages.build_weight_settings(model, body, m, status, bottom)
    elif page.name == "appearance":
        pages.build_appearance(model, body, m, status, bottom)
    fw.tab_bar(body, m, [LABELS[t] for t in tabs], tabs.index(tab), lambda i: act("tab", i))
    theme.apply(root, theme.scheme(model), m)


def _search(model, parent: UiNode, m, top: int, tab: str, *, filter_tip: str = "") -> None:
    selected = _nav(model)["selected"][tab]
    _, box = fw.search_bar(parent, model, m, top, key(SEARCH[tab]))
    l, t, r, b = box
    if selected or model.ui.fields.get(key(SEARCH[tab])):
        fw.icon_button(parent, m, (l + m.dp(4), t + m.dp(4), l + m.dp(52), b - m.dp(4)), "Clear", "back",
                       act("clear"))
    x = r - m.dp(52)
    fw.icon_button(parent, m, (x, t + m.dp(4), x + m.dp(48), b - m.dp(4)), "Show menu", "none", act("menu"))
    if selected:
        fw.icon_button(parent, m, (x - m.dp(48), t + m.dp(4), x, b - m.dp(4)), "Delete", "delete",
                       act("ask_delete"))
    elif filter_tip:
        fw.icon_button(parent, m, (x - m.dp(48), t + m.dp(4), x, b - m.dp(4)), filter_tip, "none", act("noop"))


def _list(model, parent: UiNode, m, top: int, bottom: int, tab: str, rows: list) -> None:
    """Rows ``(height, build)`` in a scrolling Flutter list (a ``View`` with collection info)."""
    if rows:
        widgets.vlist(model, parent, m, (0, top, m.width, bottom), f"{PACKAGE}/{tab}", rows, cls=fw.VIEW)


def _fab_add(parent: UiNode, m, bottom: int, verb: str) -> None:
    W = m.width
    fw.button(parent, m, (W - m.dp(116), bottom - m.dp(72), W - m.dp(16), bottom - m.dp(16)), "Add",
              act(verb), filled=True, glyph="add")


def _weights(model, root: UiNode, m, top: int, bottom: int) -> None:
    tab = "WeightPage"
    _search(model, root, m, top, tab)
    y = top + m.dp(80)
    rows = store.weights(model, model.ui.fields.get(key(SEARCH[tab]), ""))
    fmt = store.settings(model)["long_date_format"]
    selected = _nav(model)["selected"][tab]
    if not rows:
        fw.tile(root, m, (0, y, m.width, y + m.dp(72)), "No weights found",
                "Tap the plus button to start logging your weight.")

    def item(r):
        def make(lst, ty):
            sel = r["id"] in selected
            fw.tile(lst, m, (0, ty, m.width, ty + m.dp(72)), f"{store.fixed(r['amount'], 2)} {r['unit']}",
                    store.date_format(fmt, store.local(model, r["created"])),
                    action=act("weight", r["id"]), long_action=True, selected=sel)
            if sel:
                lst.add(UiNode(cls=fw.CHECKBOX, checkable=True, checked=True, clickable=True, focusable=True,
                               bounds=(m.width - m.dp(64), ty + m.dp(16), m.width - m.dp(24), ty + m.dp(56)),
                               action=act("weight", r["id"]), style={"kind": "switch"}))
        return m.dp(72), make

    _list(model, root, m, y + m.dp(8), bottom, tab, [item(r) for r in rows])
    _fab_add(root, m, bottom, "add_weight")


def _foods(model, root: UiNode, m, top: int, bottom: int) -> None:
    tab = "FoodPage"
    _search(model, root, m, top, tab, filter_tip="Filter foods")
    y = top + m.dp(80)
    rows = store.foods(model, model.ui.fields.get(key(SEARCH[tab]), ""))
    selected = _nav(model)["selected"][tab]
    if not rows:
        fw.tile(root, m, (0, y, m.width, y + m.dp(72)), "No food yet.", "Tap the plus button to add foods.")

    def item(r):
        def make(lst, ty):
            sel = r["id"] in selected
            size = r["serving_size"]
            trailing = "" if sel else f"{int(size) if size is not None else 100} {store.short_unit(r['serving_unit'])}"
            fw.tile(lst, m, (0, ty, m.width, ty + m.dp(72)), r["name"], f"{store.fixed(r['calories'], 0)} kcal",
                    trailing, action=act("food", r["id"]), long_action=True, selected=sel)
            if sel:
                lst.add(UiNode(cls=fw.CHECKBOX, checkable=True, checked=True, clickable=True, focusable=True,
                               bounds=(m.width - m.dp(64), ty + m.dp(16), m.width - m.dp(24), ty + m.dp(56)),
                               action=act("food", r["id"]), style={"kind": "switch"}))
        return m.dp(72), make

    _list(model, root, m, y + m.dp(8), bottom, tab, [item(r) for r in rows])
    _fab_add(root, m, bottom, "add_food")


def _diary(model, root: UiNode, m, top: int, bottom: int) -> None:
    tab = "DiaryPage"
    _search(model, root, m, top, tab, filter_tip="Show filters")
    y = top + m.dp(80)
    rows = store.diaries(model)
    fmt = store.settings(model)["long_date_format"]
    if not rows:
        fw.tile(root, m, (0, y, m.width, y + m.dp(72)), "No entries today.",
                "Tap the plus button to start logging your food.")

    def item(r):
        def make(lst, ty):
            size = r["serving_size"] or 100
            kcal = (r["calories"] or 0) * r["quantity"] / size if r["unit"] == "grams" else \
                (r["calories"] or 0) * r["quantity"]
            fw.tile(lst, m, (0, ty, m.width, ty + m.dp(72)), r["name"],
                    store.date_format(fmt, store.local(model, r["created"])), f"{kcal:.0f} kcal",
                    action=act("noop"), long_action=True)
        return m.dp(72), make

    _list(model, root, m, y + m.dp(8), bottom, tab, [item(r) for r in rows])
    _fab_add(root, m, bottom, "noop")


def _graph(model, root: UiNode, m, top: int, bottom: int) -> None:
    s = store.settings(model)
    W = m.width
    y = top + m.dp(16)
    for label, value in (("Metric", "Calories"), ("Group by", "Day")):
        root.add(UiNode(cls=fw.BUTTON, desc=f"{label}\n{value}", clickable=True, focusable=True,
                        bounds=(m.dp(16), y, W - m.dp(16), y + m.dp(56)), action=act("noop"),
                        style={"kind": "lines", "underline": "divider",
                               "lines": [(label, m.dp(16), y + m.dp(10), 12, "secondary"),
                                         (value, m.dp(16), y + m.dp(34), 16, "text")]}))
        y += m.dp(68)
    half = W // 2
    for i, label in enumerate(("Start date", "Stop date")):
        fw.tile(root, m, (i * half, y, (i + 1) * half, y + m.dp(72)), label, s["short_date_format"],
                action=act("noop"))
    y += m.dp(80)
    fw.text(root, m, (half - m.dp(48), y, half + m.dp(48), y + m.dp(24)), f"Limit ({s.get('limit', 30)})")
    root.add(UiNode(cls="android.widget.SeekBar", desc=str(s.get("limit", 30)), focusable=True, scrollable=False,
                    bounds=(m.dp(32), y + m.dp(28), W - m.dp(32), y + m.dp(60)),
                    style={"kind": "slider", "frac": 0.2}))
    fw.button(root, m, (W - m.dp(132), bottom - m.dp(72), W - m.dp(16), bottom - m.dp(16)), "Fields",
              act("noop"), filled=True, glyph="settings")


# ------------------------------------------------------------------ windows
def windows(model, m, status: int) -> list[Window]:
    st, _, foreign = state.current(model, PACKAGE)
    if st.dialog is None or foreign:
        return []
    d = st.dialog
    if d.name == "menu":
        return [_menu(model, m, status, d)]
    if d.name == "dropdown":
        return [_dropdown(model, m, d)]
    title, body, buttons = {
        "delete": lambda: ("Confirm delete",
                           f"Are you sure you want to delete {d.args['count']} records? This action is not reversible.",
                           (("Cancel", act("dismiss")), ("Delete", act("confirm_delete")))),
        "delete_food": lambda: ("Confirm delete", f"Are you sure you want to delete {d.args['name']}?",
                                (("Cancel", act("dismiss")), ("Delete", act("confirm_delete_food")))),
        "conflict": lambda: ("Name conflict",
                             "A food already exists with this name. Do you want to replace the old one?",
                             (("No", act("conflict", False)), ("Yes", act("conflict", True)))),
    }[d.name]()
    return [_alert(m, title, body, buttons, outside=act("dismiss") if d.name != "conflict" else act("conflict", None))]


def _alert(m, title: str, body: str, buttons, outside: tuple) -> Window:
    """An ``AlertDialog``: title and content views, text buttons at the bottom right."""
    W = m.width
    lines = widgets.wrap_lines(body, m, W - m.dp(112), 14)
    height = m.dp(24 + 40 + 16 + 64) + len(lines) * m.dp(20)
    top = (m.height - height) // 2
    left, right = m.dp(40), W - m.dp(40)
    root = UiNode(package=PACKAGE, bounds=(left, top, right, top + height), style={"bg": "dialog", "radius": m.dp(28)})
    y = top + m.dp(24)
    fw.text(root, m, (left + m.dp(24), y, right - m.dp(24), y + m.dp(32)), title, size=22)
    y += m.dp(48)
    node = root.add(UiNode(cls=fw.VIEW, desc=body, bounds=(left + m.dp(24), y, right - m.dp(24),
                                                            y + len(lines) * m.dp(20)),
                           style={"kind": "lines", "lines": [(ln, left + m.dp(24), y + m.dp(10) + i * m.dp(20), 14,
                                                              "secondary") for i, ln in enumerate(lines)]}))
    node.focusable = False
    widths = [m.dp(24) + int(len(label) * m.dp(9)) for label, _ in buttons]
    x = right - m.dp(24) - sum(widths) - m.dp(8) * (len(buttons) - 1)
    by = top + height - m.dp(56)
    for (label, action), w in zip(buttons, widths):
        fw.button(root, m, (x, by, x + w, by + m.dp(40)), label, action)
        x += w + m.dp(8)
    return Window(PACKAGE, root, modal=True, dim=True, outside=outside)


def _menu(model, m, status: int, d: Page) -> Window:
    tab, _, _ = _current(model)
    selected = _nav(model)["selected"][tab]
    items = ["Select all"] + (["Edit", "Favorite"] if selected else ["Quick-add", "Settings"])
    w, h = m.dp(200), m.dp(48)
    l, t = m.width - m.dp(16) - w, status + m.dp(72)
    root = UiNode(package=PACKAGE, bounds=(l, t, l + w, t + h * len(items) + m.dp(16)),
                  style={"bg": "dialog", "radius": m.dp(4)})
    for i, label in enumerate(items):
        y = t + m.dp(8) + i * h
        fw.tile(root, m, (l, y, l + w, y + h), label, action=act("menu_item", label))
    return Window(PACKAGE, root, modal=True, outside=act("dismiss"))


def _dropdown(model, m, d: Page) -> Window:
    options = pages.dropdown_options(d.args["which"])
    h = m.dp(48)
    l, r = m.dp(8), m.width - m.dp(8)
    t = max(m.dp(24), (m.height - h * len(options)) // 2)
    root = UiNode(package=PACKAGE, bounds=(l, t, r, t + h * len(options)), style={"bg": "dialog", "radius": m.dp(4)})
    for i, (value, shown) in enumerate(options):
        y = t + i * h
        root.add(UiNode(cls=fw.BUTTON, desc=shown, clickable=True, focusable=True, bounds=(l, y, r, y + h),
                        action=act("option", value),
                        style={"kind": "lines", "lines": [(shown, l + m.dp(16), y + h // 2, 16, "text")]}))
    return Window(PACKAGE, root, modal=True, outside=act("dismiss"))


# ------------------------------------------------------------------ input
def _push(model, page: Page) -> None:
    _, stack, _ = _current(model)
    stack.append(page)
    for name in ("weight", "food", "settings", "appearance"):      # a new page starts at its top
        model.system_ui.scroll.pop(f"{PACKAGE}/page/{name}", None)


def _pop(model) -> bool:
    _, stack, page = _current(model)
    if page is None:
        return False
    stack.pop()
    if page.name == "edit_weight":
        model.ui.fields.pop(key("weight"), None)
    elif page.name == "edit_food":
        pages.forget_food(model)
    elif page.name == "weight_settings":
        model.ui.fields.pop(key("target_weight"), None)
    if model.ui.focused_field and model.ui.focused_field.startswith(PACKAGE + ":"):
        model.ui.focused_field = None
    return True


def _toggle(model, tab: str, item_id: int) -> None:
    selected = _nav(model)["selected"][tab]
    if item_id in selected:
        selected.remove(item_id)
    else:
        selected.append(item_id)


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st = state.get(model, PACKAGE)
    d = _nav(model)
    tab, stack, page = _current(model)
    selected = d["selected"][tab]
    if verb == "tab":
        old = tab
        d["tab"] = args[0]
        if old == "DiaryPage" and _current(model)[0] != old:
            d["stacks"]["DiaryPage"].clear()           # DiaryPage is not kept alive: its pages go
        st.dialog = None
    elif verb == "dismiss":
        st.dialog = None
    elif verb == "up":
        _pop(model)
    elif verb == "select":                             # onTap: selectAll(controller)
        model.ui.focused_field = args[0]
        model.ui.selected = args[0]
    elif verb == "clear":
        selected.clear()
        model.ui.fields[key(SEARCH[tab])] = ""
    elif verb == "menu":
        st.dialog = Page("menu")
    elif verb == "menu_item":
        st.dialog = None
        _menu_item(model, tab, args[0])
    elif verb == "ask_delete":
        st.dialog = Page("delete", {"count": len(selected)})
    elif verb == "confirm_delete":
        st.dialog = None
        ids, selected[:] = list(selected), []
        if tab == "WeightPage":
            store.delete_weights(model, ids)
        elif tab == "FoodPage":
            for food_id in ids:
                store.delete_food(model, food_id)
    elif verb in ("weight", "food"):
        if selected:
            _toggle(model, tab, args[0])
        elif verb == "weight":
            w = store.weight(model, args[0])
            if w is not None:
                _push(model, pages.open_weight(model, w))
        else:
            _push(model, pages.open_food(model, args[0]))
    elif verb == "add_weight":
        _push(model, pages.open_weight(model, None))
    elif verb == "add_food":
        _push(model, pages.open_food(model, None))
    elif page is not None and page.name == "edit_weight" and verb in ("unit", "convert", "save_weight"):
        if verb == "save_weight":
            stack.pop()                                   # Navigator.pop before the parse
        if pages.weight_tap(model, page, verb):
            _forget_focus(model)
    elif page is not None and page.name == "edit_food":
        _food_verb(model, st, page, verb, args)
    elif verb == "settings_page":
        if args[0] == "Weight":
            _push(model, pages.open_weight_settings(model))
        elif args[0] == "Appearance":
            _push(model, Page("appearance"))
    elif verb == "reinforce":
        s = store.settings(model)
        store.update_settings(model, positive_reinforcement=int(not s["positive_reinforcement"]))
    elif verb == "flip":
        s = store.settings(model)
        store.update_settings(model, **{args[0]: int(not s[args[0]])})
    elif verb == "dropdown":
        st.dialog = Page("dropdown", {"which": args[0]})
    elif verb == "option":
        pages.choose(model, st.dialog.args["which"], args[0])
        st.dialog = None


def _forget_focus(model) -> None:
    if model.ui.focused_field and model.ui.focused_field.startswith(PACKAGE + ":"):
        model.ui.focused_field = None


def _food_verb(model, st, page: Page, verb: str, args: tuple) -> None:
    if verb == "save_food":
        outcome, other = pages.save_food(model, page)
        if outcome == "conflict":
            st.dialog = Page("conflict", {"other": other})
        elif outcome == "done":
            _pop(model)
    elif verb == "conflict":
        st.dialog = None
        if args[0] is not None:
            pages.resolve_conflict(model, page, bool(args[0]))
            _pop(model)
    elif verb == "ask_delete_food":
        st.dialog = Page("delete_food", {"name": model.ui.fields.get(key("food_name"), "")})
    elif verb == "confirm_delete_food":
        st.dialog = None
        store.delete_food(model, page.args["id"])
        _pop(model)


def _menu_item(model, tab: str, label: str) -> None:
    d = _nav(model)
    selected = d["selected"][tab]
    if label == "Select all":
        if tab == "WeightPage":
            rows = store.weights(model, model.ui.fields.get(key(SEARCH[tab]), ""))
        elif tab == "FoodPage":
            rows = store.foods(model, model.ui.fields.get(key(SEARCH[tab]), ""))
        else:
            rows = []
        selected.extend(r["id"] for r in rows if r["id"] not in selected)
    elif label == "Settings":
        _push(model, Page("settings"))
        model.ui.fields[key("settings_search")] = ""
    elif label == "Edit" and selected and tab == "WeightPage":
        w = store.weight(model, selected[0])
        selected.clear()
        if w is not None:
            _push(model, pages.open_weight(model, w))
    elif label == "Favorite" and selected and tab == "FoodPage":
        first = store.food(model, selected[0]) or {}
        value = 0 if first.get("favorite") == 1 else 1
        store.set_favorite(model, selected, value)
        selected.clear()


def long_press(model, verb: str, args: tuple, x: int, y: int) -> bool:
    """A long press on a weight or food row selects it (``onLongPress: onSelect``)."""
    if verb not in ("weight", "food"):
        return False
    tab, _, _ = _current(model)
    _toggle(model, tab, args[0])
    return True


def back(model) -> bool:
    st, _, foreign = state.current(model, PACKAGE)
    if foreign:
        return False
    if st.dialog is not None:
        if st.dialog.name == "conflict":
            return True                                   # barrier: the dialog awaits an answer
        st.dialog = None
        return True
    return _pop(model)


def enter(model) -> bool:
    """ENTER: the weight field saves (``onFieldSubmitted: save``); other fields only
    close the keyboard."""
    focused = model.ui.focused_field or ""
    if not focused.startswith(PACKAGE + ":"):
        return False
    _, stack, page = _current(model)
    if focused == key("weight") and page is not None and page.name == "edit_weight":
        stack.pop()
        pages.save_weight(model, page)
    model.ui.focused_field = None
    return True
