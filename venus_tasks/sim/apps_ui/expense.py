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

Simplifications [documented]: the launch screen is the whole expense list (name and
amount per row; the real Home shows a weekly graph and the recent items, with the full
list under "Expense Logs") titled with the app label; the entry toolbar's Time/Calendar
pickers, the "lock" (save-and-next) card, the navigation drawer and snackbars are not
modelled. Dialog windows are named by the package [inferred].
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import expense_store as store
from venus_tasks.sim.apps_ui import state, widgets
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
    root.style["bg"] = "surface"
    if page is not None and page.name == "entry":
        _entry(model, root, m, status, page)
    else:
        _home(model, root, m, status)


def _home(model, root: UiNode, m, status: int) -> None:
    widgets.toolbar(root, m, status, "Pro Expense", rid=ID + "toolbar")
    top = status + m.dp(64)
    expenses = store.rows(model)
    if not expenses:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="No Items",
                        bounds=(0, top + m.dp(32), m.width, top + m.dp(72)), style={"kind": "empty"}))
    else:
        def item(r):
            def make(lst, y):
                h = m.dp(72)
                node = lst.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "cd_expense",
                                      clickable=True, focusable=True, bounds=(0, y, m.width, y + h),
                                      action=_act("detail", r["expense_id"]), style={"kind": "row"}))
                node.add(UiNode(cls=widgets.TEXT_VIEW, text=r["name"] or "", resource_id=ID + "tv_name",
                                bounds=(m.dp(16), y + m.dp(8), m.width - m.dp(16), y + m.dp(36))))
                node.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{r['amount'] / 100:.2f}",
                                resource_id=ID + "tv_amount",
                                bounds=(m.dp(16), y + m.dp(38), m.width - m.dp(16), y + m.dp(64)),
                                style={"kind": "secondary"}))
            return m.dp(72), make

        widgets.vlist(model, root, m, (0, top, m.width, m.height), PACKAGE, [item(r) for r in expenses],
                      rid=ID + "rv_home")
    size = m.dp(56)
    right, bottom = m.width - m.dp(24), m.height - m.dp(32)
    widgets.icon_button(root, (right - size, bottom - size, right, bottom), "add", _act("add"),
                        rid=ID + "fb_main_add").style["kind"] = "fab"


def _entry(model, root: UiNode, m, status: int, page: Page) -> None:
    _clean_fields(model)
    update = page.args.get("id") is not None
    widgets.toolbar(root, m, status, "Update Data" if update else "Expense Entry", up=_act("up"),
                    subtitle=store.entry_time_text(model, page.args["time"]), rid=ID + "toolbar")
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
                   _act("save"), rid=ID + "btn_save")
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
