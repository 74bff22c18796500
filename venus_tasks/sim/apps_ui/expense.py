"""Pro Expense (``com.arduia.expense``) screens: the expense list with the add button, the
expense entry screen, the expense detail sheet and the delete confirmation.

Source: arduia/ProExpense at v1.0.0-beta05 (commit 5a5fcae), layouts
``activ_main.xml`` (FAB ``fb_main_add``, no content description), ``frag_expense_entry.xml``
(``edt_name`` hint "Name" max 20, ``edt_amount`` hint "Amount" max 10 with
``FloatingInputFilter``, ``rv_category`` a horizontal list of ``item_category`` cards,
``edt_note`` hint "Note" max 100, ``btn_save`` "Save"; title "Expense Entry" / "Update
Data", subtitle the entry time), ``expense_detail_dialog.xml`` (a bottom sheet: "Expense
Detail", ``btn_close``, ``tv_name_value``, ``btn_delete`` -- an icon without content
description --, "Amount", "Date", "Note" (hidden when empty), ``btn_edit`` "Edit") and
``frag_delete_confirm_dialog.xml`` ("Delete Items", ``tv_items`` -- " item " for one
item, as ``DeleteConfirmFragment`` builds it --, "will be deleted!", "Confirm"); texts
from ``res/values/strings.xml``. Categories in ``ExpenseCategoryProviderImpl`` order
(Income, Food, Housing, Social, Entertainment, Transportation, Clothes, Health Care,
Education, Donation, Others); a new entry selects Food and lists it first
(``setInitialDefaultCategory`` + ``moveItemToFirstIndex``). Currency: USD ("$", the
default ``selected_currency_number`` 840).

Looks (issue 28; ``tests/data/likeness/pro_expense``): the list is drawn as the "Expense
Logs" page (``frag_expense_logs.xml``, ``item_expense_log.xml``: a 50dp #B3E5FC disc with
the category's icon, the name, the date of ``ExpenseRecentDateFormatter``, the amount and
currency on the right), the add button round in ``colorPrimary``, the entry toolbar in
``colorSurface`` with its time and calendar icons and Save in ``colorPrimary``; colours from
``values/theme.xml`` and ``values-night/theme.xml`` (the device's dark theme).

Simplifications [documented]: the launch screen is the whole expense list (the real Home
shows a weekly graph and the recent items, with the full list under "Expense Logs"), so
it carries that page's title; the list's date headers, the filter dialog, the entry
toolbar's Time/Calendar pickers, the "lock" (save-and-next) card, the navigation drawer
and snackbars are not modelled (their buttons are drawn and do nothing). Dialog windows are named by the package [inferred].
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import expense_store as store
from venus_tasks.sim.apps_ui.expense_icons import ICONS as _LARGE_ICONS
from venus_tasks.sim.apps_ui import material, state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
CATEGORY_ORDER = (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1)   # ExpenseCategoryProviderImpl
CATEGORY_NAMES = {1: "Others", 2: "Income", 3: "Food", 4: "Housing", 5: "Social",
                  6: "Entertainment", 7: "Transportation", 8: "Clothes", 9: "Health Care",
                  10: "Education", 11: "Donation"}
FOOD = 3
CURRENCY = "$"
FIELDS = {"name": 20, "amount": 10, "note": 100}          # android:maxLength
NEXT = {"name": "amount", "amount": "note"}               # imeOptions="actionNext"
ROW_DP = 82                                               # item_expense_log: 16 + 50dp disc + 16

# Theme.ProExpense (values/theme.xml, values-night/theme.xml; colors.xml): colorSurface,
# ?backgroundColor, colorPrimary, colorOnPrimary; texts in the MaterialComponents
# DayNight primary/secondary text colours, icons in colorControlNormal.
DAY = {"surface": (0xFF, 0xFF, 0xFF), "background": (0xEE, 0xEE, 0xEE), "primary": (0x03, 0x9B, 0xE5),
       "on_primary": (0xFF, 0xFF, 0xFF), "title": (0x21, 0x21, 0x21), "text": (0x21, 0x21, 0x21),
       "caption": (0x75, 0x75, 0x75), "icon": (0x75, 0x75, 0x75)}
NIGHT = {"surface": (0x21, 0x21, 0x21), "background": (0x21, 0x21, 0x21), "primary": (0x81, 0xD4, 0xFA),
         "on_primary": (0x21, 0x21, 0x21), "title": (0xFF, 0xFF, 0xFF), "text": (0xF5, 0xF5, 0xF5),
         "caption": (0xBD, 0xBD, 0xBD), "icon": (0xFF, 0xFF, 0xFF)}
CATEGORY_DISC = (0xB3, 0xE5, 0xFC)                        # cv_category's cardBackgroundColor
DARK_GRAY = (0x21, 0x21, 0x21)                            # imv_category's tint @color/dark_gray
# res/drawable vector path data (viewport 24 unless given), v1.0.0-beta05
MENU = "M3,18h18v-2L3,16v2zM3,13h18v-2L3,11v2zM3,6v2h18L21,6L3,6z"
FILTER = "M10,18h4v-2h-4v2zM3,6v2h18L21,6L3,6zM6,13h12v-2L6,11v2z"
TIME = ("M11.99,2C6.47,2 2,6.48 2,12s4.47,10 9.99,10C17.52,22 22,17.52 22,12S17.52,2 11.99,2zM12,20c-4.42,0 -8,-3.58 "
        "-8,-8s3.58,-8 8,-8 8,3.58 8,8 -3.58,8 -8,8zM12.5,7H11v6l5.25,3.15 0.75,-1.23 -4.5,-2.67z")
CALENDAR = ("M20,3h-1L19,1h-2v2L7,3L7,1L5,1v2L4,3c-1.1,0 -2,0.9 -2,2v16c0,1.1 0.9,2 2,2h16c1.1,0 2,-0.9 2,-2L22,5"
            "c0,-1.1 -0.9,-2 -2,-2zM20,21L4,21L4,8h16v13z")
_CIRCLE = "M12,2C6.48,2 2,6.48 2,12s4.48,10 10,10 10,-4.48 10,-10S17.52,2 12,2zM12,20c-4.41,0 -8,-3.59 -8,-8s3.59,-8 8,-8 8,3.59 8,8 -3.59,8 -8,8z"
CATEGORY_ICONS = {   # ExpenseCategoryProviderImpl's drawables: (path data, viewport)
    2: ("M13,7h-2v4L7,11v2h4v4h2v-4h4v-2h-4L13,7z" + _CIRCLE, 24.0),                       # ic_income
    3: ("M18.06,22.99h1.66c0.84,0 1.53,-0.64 1.63,-1.46L23,5.05h-5L18,1h-1.97v4.05h-4.97l0.3,2.34c1.71,0.47 "
        "3.31,1.32 4.27,2.26 1.44,1.42 2.43,2.89 2.43,5.29v8.05zM1,21.99L1,21h15.03v0.99c0,0.55 -0.45,1 -1.01,1"
        "L2.01,22.99c-0.56,0 -1.01,-0.45 -1.01,-1zM16.03,14.99c0,-8 -15.03,-8 -15.03,0h15.03zM1.02,17h15v2h-15z",
        24.0),                                                                              # ic_food
    5: ("M16,11c1.66,0 2.99,-1.34 2.99,-3S17.66,5 16,5c-1.66,0 -3,1.34 -3,3s1.34,3 3,3zM8,11c1.66,0 2.99,-1.34 "
        "2.99,-3S9.66,5 8,5C6.34,5 5,6.34 5,8s1.34,3 3,3zM8,13c-2.33,0 -7,1.17 -7,3.5L1,19h14v-2.5c0,-2.33 "
        "-4.67,-3.5 -7,-3.5zM16,13c-0.29,0 -0.62,0.02 -0.97,0.05 1.16,0.84 1.97,1.97 1.97,3.45L17,19h6v-2.5"
        "c0,-2.33 -4.67,-3.5 -7,-3.5z", 24.0),                                               # ic_social
    6: ("m647.813,181.035c-7.375,-27.418 -28.992,-49.031 -56.406,-56.414 -50.082,-13.703 -250.414,-13.703 "
        "-250.414,-13.703s-200.324,0 -250.406,13.184c-26.887,7.375 -49.031,29.52 -56.406,56.934 -13.18,50.078 "
        "-13.18,153.934 -13.18,153.934s0,104.379 13.18,153.934c7.383,27.414 28.992,49.027 56.41,56.41 "
        "50.605,13.707 250.41,13.707 250.41,13.707s200.324,0 250.406,-13.184c27.418,-7.379 49.031,-28.992 "
        "56.414,-56.406 13.176,-50.082 13.176,-153.934 13.176,-153.934s0.527,-104.383 -13.184,-154.461z"
        "M277.211,430.914v-191.891l166.586,95.945z", 682.0),                                 # ic_entertainment
    7: ("M12,2c-4,0 -8,0.5 -8,4v9.5C4,17.43 5.57,19 7.5,19L6,20.5v0.5h2.23l2,-2L14,19l2,2h2v-0.5L16.5,19"
        "c1.93,0 3.5,-1.57 3.5,-3.5L20,6c0,-3.5 -3.58,-4 -8,-4zM7.5,17c-0.83,0 -1.5,-0.67 -1.5,-1.5S6.67,14 "
        "7.5,14s1.5,0.67 1.5,1.5S8.33,17 7.5,17zM11,10L6,10L6,6h5v4zM13,10L13,6h5v4h-5zM16.5,17c-0.83,0 "
        "-1.5,-0.67 -1.5,-1.5s0.67,-1.5 1.5,-1.5 1.5,0.67 1.5,1.5 -0.67,1.5 -1.5,1.5z", 24.0),  # ic_transportation
    10: ("M21,5c-1.11,-0.35 -2.33,-0.5 -3.5,-0.5c-1.95,0 -4.05,0.4 -5.5,1.5c-1.45,-1.1 -3.55,-1.5 -5.5,-1.5"
         "S2.45,4.9 1,6v14.65c0,0.25 0.25,0.5 0.5,0.5c0.1,0 0.15,-0.05 0.25,-0.05C3.1,20.45 5.05,20 6.5,20"
         "c1.95,0 4.05,0.4 5.5,1.5c1.35,-0.85 3.8,-1.5 5.5,-1.5c1.65,0 3.35,0.3 4.75,1.05c0.1,0.05 0.15,0.05 "
         "0.25,0.05c0.25,0 0.5,-0.25 0.5,-0.5V6C22.4,5.55 21.75,5.25 21,5zM21,18.5c-1.1,-0.35 -2.3,-0.5 -3.5,-0.5"
         "c-1.7,0 -4.15,0.65 -5.5,1.5V8c1.35,-0.85 3.8,-1.5 5.5,-1.5c1.2,0 2.4,0.15 3.5,0.5V18.5z", 24.0),  # ic_education
    1: ("M7,11v2h10v-2L7,11z" + _CIRCLE, 24.0),                                             # ic_outcome (Others)
    **_LARGE_ICONS,                                   # housing, clothes, health care, donation
}


def key(name: str) -> str:
    return f"{PACKAGE}:{name}"


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _clean_fields(model) -> None:
    fields = model.ui.fields
    for name, limit in FIELDS.items():
        text = fields.get(key(name), "")
        text = store.filter_amount(text) if name == "amount" else text[:limit]
        fields[key(name)] = text


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = colours(model)["surface"]
    if page is not None and page.name == "entry":
        _entry(model, root, m, status, page)
    else:
        _home(model, root, m, status)


def colours(model) -> dict:
    """The theme's colours (``values/theme.xml``, ``values-night/theme.xml``)."""
    return NIGHT if model.night_mode() else DAY


def _home(model, root: UiNode, m, status: int) -> None:
    """The list, drawn as ``frag_expense_logs.xml``: a ``colorSurface`` toolbar with the
    drawer button (``ic_menu``), the title and the filter action (``menu_expense_log``),
    rows of ``item_expense_log.xml`` and the ``colorPrimary`` round add button."""
    c = colours(model)
    root.style["bg"] = c["background"]
    bar = material.app_bar(root, m, status, "Expense Logs", bg=c["surface"], fg=c["title"], rid=ID + "tb_expense",
                           actions=[material.Action("Filter", FILTER, _act("filter"), ID + "filter")])
    bar.children[0].bounds = (m.dp(72),) + bar.children[0].bounds[1:]        # the title after the nav button
    bar.children[0].style["ink"] = c["title"]
    for n in bar.children[1].children:
        n.style["ink"] = c["icon"]
    bar.add(UiNode(cls="android.widget.ImageButton", clickable=True, focusable=True,
                   bounds=(0, status, m.dp(56), status + m.dp(56)), action=_act("drawer"),
                   style={"kind": "icon_button", "path": MENU, "ink": c["icon"]}))
    top = status + m.dp(56)
    expenses = store.rows(model)
    if not expenses:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="No Items",
                        bounds=(0, top + m.dp(32), m.width, top + m.dp(72)), style={"kind": "empty"}))
    else:
        def item(r):
            def make(lst, y):
                h, W = m.dp(ROW_DP), m.width
                node = lst.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "cd_expense",
                                      clickable=True, focusable=True, bounds=(0, y, W, y + h),
                                      action=_act("detail", r["expense_id"]), style={"bg": c["surface"]}))
                cy = y + m.dp(16)
                disc = node.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "cv_category",
                                       bounds=(m.dp(20), cy, m.dp(70), cy + m.dp(50)),
                                       style={"bg": CATEGORY_DISC, "radius": m.dp(25)}))
                path, vp = CATEGORY_ICONS.get(r["category"], CATEGORY_ICONS[1])
                material.icon(disc, (m.dp(30), cy + m.dp(10), m.dp(60), cy + m.dp(40)), path, DARK_GRAY,
                              rid=ID + "imv_category").style["viewport"] = vp
                amount = f"{r['amount'] / 100:.2f}"
                sym_w = m.dp(8) * len(CURRENCY) + m.dp(4)
                amt_w = int(m.dp(9.5) * len(amount))
                right = W - m.dp(16)
                amy = y + h // 2 - m.dp(12)
                node.add(UiNode(cls=widgets.TEXT_VIEW, text=r["name"] or "", resource_id=ID + "tv_name",
                                bounds=(m.dp(94), cy, right - sym_w - amt_w - m.dp(8), cy + m.dp(24)),
                                style={"ink": c["text"], "size": 16}))
                node.add(UiNode(cls=widgets.TEXT_VIEW, text=store.date_text(model, r["modified_date"]),
                                resource_id=ID + "tv_date", bounds=(m.dp(94), cy + m.dp(24), W // 2, cy + m.dp(42)),
                                style={"ink": c["caption"], "size": 12}))
                node.add(UiNode(cls=widgets.TEXT_VIEW, text=amount, resource_id=ID + "tv_amount",
                                bounds=(right - sym_w - amt_w, amy, right - sym_w, amy + m.dp(24)),
                                style={"ink": c["text"], "size": 16}))
                node.add(UiNode(cls=widgets.TEXT_VIEW, text=CURRENCY, resource_id=ID + "tv_currency_symbol",
                                bounds=(right - sym_w + m.dp(4), amy + m.dp(4), right, amy + m.dp(22)),
                                style={"ink": c["caption"], "size": 12}))
            return m.dp(ROW_DP), make

        widgets.vlist(model, root, m, (0, top, m.width, m.height), PACKAGE, [item(r) for r in expenses],
                      rid=ID + "rv_home")
    # activ_main.xml: 56dp, marginEnd grid_3 (16dp), marginBottom 32dp, Material Components' round shape
    node = material.fab(root, m, m.width - m.dp(16), m.height - m.dp(32), material.ADD, _act("add"),
                        fill=c["primary"], ink=c["on_primary"], rid=ID + "fb_main_add")
    node.style["round"] = True


def _entry(model, root: UiNode, m, status: int, page: Page) -> None:
    _clean_fields(model)
    update = page.args.get("id") is not None
    c = colours(model)
    bar = widgets.toolbar(root, m, status, "Update Data" if update else "Expense Entry", up=_act("up"),
                          subtitle=store.entry_time_text(model, page.args["time"]), rid=ID + "toolbar")
    bar.style["bg"] = c["surface"]                 # the toolbar's colorSurface
    up, title, sub = bar.children
    up.style.update({"path": material.ARROW_BACK, "ink": c["icon"]})           # ic_back
    title.style.update({"ink": c["title"], "size": 20})
    sub.style.update({"ink": c["caption"], "size": 14})
    title.bounds = sub.bounds = sub.bounds[:2] + (m.width - m.dp(104),) + sub.bounds[3:]
    title.bounds = (title.bounds[0], status + m.dp(8), title.bounds[2], status + m.dp(36))
    x = m.width - m.dp(100)
    for name, path in (("Time", TIME), ("Calendar", CALENDAR)):     # menu_entry.xml, showAsAction ifRoom
        bar.add(UiNode(cls="android.widget.Button", resource_id=ID + name.lower(), desc=name, clickable=True,
                       focusable=True, long_clickable=True, bounds=(x, status + m.dp(8), x + m.dp(48), status + m.dp(56)),
                       action=_act("picker"), style={"kind": "icon_button", "path": path, "ink": c["icon"]}))
        x += m.dp(48)
    box = (0, status + m.dp(64), m.width, m.height)
    sv = root.add(UiNode(cls="android.widget.ScrollView", resource_id=ID + "sv_entry", bounds=box))
    content = UiNode(bounds=box)
    left, right = m.dp(40), m.width - m.dp(40)
    y = box[1] + m.dp(40)
    widgets.field(content, model, m, (left, y, right, y + m.dp(56)), key("name"), "Name", ID + "edt_name")
    y += m.dp(56 + 24)
    widgets.field(content, model, m, (left, y, right, y + m.dp(56)), key("amount"), "Amount",
                  ID + "edt_amount", error="Cost is Empty" if page.args.get("error") else "")
    content.add(UiNode(cls=widgets.TEXT_VIEW, text=CURRENCY, resource_id=ID + "textinput_suffix_text",
                       bounds=(right - m.dp(40), y + m.dp(14), right - m.dp(12), y + m.dp(42))))
    y += m.dp(56 + 24)
    _categories(model, content, m, y, page)
    y += m.dp(48 + 24)
    widgets.field(content, model, m, (left, y, right, y + m.dp(100)), key("note"), "Note", ID + "edt_note")
    y += m.dp(100 + 24)
    widgets.button(content, (left, y, right, y + m.dp(48)), "Update" if update else "Save",
                   _act("save"), rid=ID + "btn_save").style.update(
        {"fill": c["primary"], "ink": c["on_primary"], "radius_dp": 4})       # Widget.ProExpense.Button
    y += m.dp(48 + 32)
    widgets.scroll_into(model, sv, content, PACKAGE + "/entry", y - box[1])


def _categories(model, parent: UiNode, m, y: int, page: Page) -> None:
    """The horizontal ``rv_category`` list: cards that scroll sideways (``hscroll``)."""
    box = (0, y, m.width, y + m.dp(48))
    lst = parent.add(UiNode(cls="androidx.recyclerview.widget.RecyclerView", resource_id=ID + "rv_category",
                            scrollable=True, bounds=box))
    first = page.args.get("first", FOOD)
    order = [first] + [c for c in CATEGORY_ORDER if c != first]
    widths = [m.dp(32) + int(len(CATEGORY_NAMES[c]) * m.dp(9.5)) for c in order]
    gap = m.dp(8)
    total = m.dp(24) * 2 + sum(widths) + gap * (len(order) - 1)
    hkey = PACKAGE + "/categories"
    max_off = max(0, total - m.width)
    off = max(0, min(model.system_ui.scroll.get(hkey, 0), max_off))
    lst.style.update({"hscroll_key": hkey, "max": max_off})
    x = m.dp(24) - off
    for cid, w in zip(order, widths):
        l, r = max(0, x), min(m.width, x + w)
        if r - l > 0:
            chosen = page.args.get("category") == cid
            card = lst.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "cd_category",
                                  checkable=True, checked=chosen, clickable=True, focusable=True,
                                  bounds=(l, y, r, y + m.dp(48)), action=_act("category", cid),
                                  style={"kind": "chip"}))
            tl, tr = max(l, x + m.dp(16)), min(r, x + w - m.dp(12))
            if tr - tl > 0:                       # a child out of view is not dumped
                card.add(UiNode(cls=widgets.TEXT_VIEW, text=CATEGORY_NAMES[cid],
                                resource_id=ID + "tv_name", bounds=(tl, y + m.dp(12), tr, y + m.dp(36))))
        x += w + gap


def windows(model, m, status: int) -> list[Window]:
    st, page, foreign = state.current(model, PACKAGE)
    if st.dialog is None or foreign or page is not None:
        return []
    r = store.row(model, st.dialog.args["id"])
    if r is None:
        st.dialog = None
        return []
    root = (_detail if st.dialog.name == "detail" else _delete_sheet)(model, m, r)
    return [Window(PACKAGE, root, modal=True, dim=True, outside=_act("dismiss"))]


def _sheet(m, height: int) -> UiNode:
    top = max(m.dp(24), m.height - height)
    return UiNode(package=PACKAGE, bounds=(0, top, m.width, m.height),
                  style={"bg": "dialog", "radius": m.dp(16)})


def _detail(model, m, r: dict) -> UiNode:
    root = _sheet(m, m.dp(340))
    y = root.bounds[1] + m.dp(16)
    W = m.width
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Expense Detail", resource_id=ID + "tv_expense_detail",
                    bounds=(m.dp(24), y, W - m.dp(72), y + m.dp(40)), style={"kind": "title"}))
    widgets.icon_button(root, (W - m.dp(64), y - m.dp(4), W - m.dp(16), y + m.dp(44)), "close",
                        _act("dismiss"), rid=ID + "btn_close")
    y += m.dp(56)
    card = root.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "cd_info",
                           bounds=(m.dp(16), y, W - m.dp(16), y + m.dp(200))))
    card.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "imv_category",
                    bounds=(m.dp(32), y + m.dp(12), m.dp(72), y + m.dp(52)), style={"kind": "avatar"}))
    card.add(UiNode(cls=widgets.TEXT_VIEW, text=r["name"] or "", resource_id=ID + "tv_name_value",
                    bounds=(m.dp(88), y + m.dp(16), W - m.dp(88), y + m.dp(48)), style={"kind": "title"}))
    widgets.icon_button(card, (W - m.dp(80), y + m.dp(8), W - m.dp(32), y + m.dp(56)), "delete",
                        _act("delete", r["expense_id"]), rid=ID + "btn_delete",
                        cls="android.widget.ImageView")
    y += m.dp(68)
    lines = [("Amount", store.amount_text(r["amount"]), "amount"),
             ("Date", store.date_text(model, r["modified_date"]), "date")]
    if r["note"]:
        lines.append(("Note", r["note"], "note"))
    for label, value, rid in lines:
        card.add(UiNode(cls=widgets.TEXT_VIEW, text=label, resource_id=ID + f"tv_{rid}",
                        bounds=(m.dp(32), y, m.dp(112), y + m.dp(28)), style={"kind": "secondary"}))
        end = m.dp(120) + m.dp(12) * (len(value) + 1) if rid == "amount" else W - m.dp(32)
        card.add(UiNode(cls=widgets.TEXT_VIEW, text=value, resource_id=ID + f"tv_{rid}_value",
                        bounds=(m.dp(120), y, min(end, W - m.dp(80)), y + m.dp(28))))
        if rid == "amount":
            card.add(UiNode(cls=widgets.TEXT_VIEW, text=CURRENCY, resource_id=ID + "tv_currency_symbol",
                            bounds=(min(end, W - m.dp(80)) + m.dp(4), y, W - m.dp(32), y + m.dp(28)),
                            style={"kind": "secondary"}))
        y += m.dp(40)
    y = root.bounds[1] + m.dp(56 + 16 + 200 + 12)
    widgets.button(root, (W - m.dp(128), y, W - m.dp(24), y + m.dp(48)), "Edit",
                   _act("edit", r["expense_id"]), rid=ID + "btn_edit")
    return root


def _delete_sheet(model, m, r: dict) -> UiNode:
    root = _sheet(m, m.dp(240))
    y = root.bounds[1] + m.dp(16)
    W = m.width
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Delete Items", resource_id=ID + "tv_delete_item",
                    bounds=(m.dp(24), y, W - m.dp(72), y + m.dp(40)), style={"kind": "title"}))
    widgets.icon_button(root, (W - m.dp(64), y - m.dp(4), W - m.dp(16), y + m.dp(44)), "close",
                        _act("dismiss"), rid=ID + "imv_drop_close", cls="android.widget.ImageView")
    y += m.dp(56)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=" item ", resource_id=ID + "tv_items",
                    bounds=(m.dp(32), y, m.dp(96), y + m.dp(32))))
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="will be deleted!", resource_id=ID + "tv_delete_description",
                    bounds=(m.dp(100), y, W - m.dp(32), y + m.dp(32))))
    y += m.dp(56)
    widgets.button(root, (m.dp(24), y, W - m.dp(24), y + m.dp(48)), "Confirm",
                   _act("confirm", r["expense_id"]), rid=ID + "btn_confirm")
    return root


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    fields = model.ui.fields
    if verb == "add":
        _open_entry(model, {})
    elif verb == "detail":
        st.dialog = Page("detail", {"id": args[0]})
    elif verb == "dismiss":
        st.dialog = None
    elif verb == "delete":
        st.dialog = Page("delete", {"id": args[0]})
    elif verb == "confirm":
        store.delete(model, args[0])
        st.dialog = None
    elif verb == "edit":
        st.dialog = None
        r = store.row(model, args[0])
        if r is not None:
            amount = store.amount_text(r["amount"]).replace(",", "")
            _open_entry(model, {"id": r["expense_id"], "category": r["category"], "first": r["category"],
                                "time": r["modified_date"]},
                        {"name": r["name"] or "", "amount": amount, "note": r["note"] or ""})
    elif page is None or page.name != "entry":
        return
    elif verb == "category":
        page.args["category"] = args[0]
    elif verb == "up":
        _close_entry(model)
    elif verb == "save":
        _clean_fields(model)
        amount = store.cents(fields.get(key("amount"), ""))
        if amount is None:
            page.args["error"] = True              # edtAmount.error = "Cost is Empty"
            return
        values = (fields.get(key("name"), ""), amount, page.args["category"], fields.get(key("note"), ""))
        if page.args.get("id") is not None:
            store.update(model, page.args["id"], *values, page.args["time"])
        else:
            store.insert(model, *values, page.args["time"])
        _close_entry(model)


def _open_entry(model, args: dict, values: dict | None = None) -> None:
    args = {"category": FOOD, "first": FOOD, "time": model.clock.now_ns() // 10**6, **args}
    state.push(model, PACKAGE, Page("entry", args))
    for name in FIELDS:
        model.ui.fields[key(name)] = (values or {}).get(name, "")
    model.system_ui.scroll[PACKAGE + "/entry"] = 0
    model.system_ui.scroll[PACKAGE + "/categories"] = 0
    model.ui.focused_field = key("name")            # edtName.requestFocus()


def _close_entry(model) -> None:
    state.pop(model, PACKAGE)
    for name in FIELDS:
        model.ui.fields.pop(key(name), None)
    model.ui.focused_field = None


def back(model) -> bool:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign:
        return False
    if st.dialog is not None:
        st.dialog = None
        return True
    if page is not None:
        _close_entry(model)
        return True
    return False


def enter(model) -> bool:
    """ENTER in a field: next field for name/amount, a new line in the note."""
    focused = model.ui.focused_field or ""
    if not focused.startswith(PACKAGE + ":"):
        return False
    name = focused.split(":", 1)[1]
    if name in NEXT:
        model.ui.focused_field = key(NEXT[name])
    else:
        model.type_text("\n")
    return True
