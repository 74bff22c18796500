"""MediLog (``com.zell_mbc.medilog``) main screen: the tabs Weight, Blood Pressure and
Diary, each with its quick-entry fields and add button over the list of entries; a tap
on an entry opens its edit form (``medilog_edit``).

Source: MediLog 3.3.7 (versionCode 5499) is not readable here (``apps/medilog`` says
why and what was read instead). Evidence used: the MediLog 2.x classes (``Data``: one
row per entry, ``type`` picks the tab; blood pressure ``value1``/``value2``/``value3`` =
systolic/diastolic/pulse; ``DataTab`` labels; the ``*EditformBinding`` edit forms) and
the 1.x layouts and strings of github.com/zell-mbc/MediLog (``bloodpressure_tab.xml``:
``editSys``/``editDia``/``editPulse`` number fields with hints "Sys", "Dia", "Pulse",
``editComment`` "Comment", an add ``ImageButton`` without content description;
``weight_tab.xml``: "Weight" with the unit "kg"; the toolbar title "MediLog"; tab
labels "Weight", "Blood Pressure").

[inferred]: the tab order Weight, Blood Pressure, Diary (type ids 1, 2, 3) and the
Diary tab's "Diary" field; a row shows the date and time ("10/15/23 3:34 PM"), the
values and the comment; an entry needs its first value(s) -- weight, or systolic and
diastolic -- and is not saved without them (the 1.x app shows a toast; toasts are not
modelled); the overflow menu "More options" holds Settings and About, which are not
modelled (the menu closes).
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import medilog_edit as edit
from venus_tasks.sim.apps_ui import medilog_store as store
from venus_tasks.sim.apps_ui import material, state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
TABS = ((store.WEIGHT, "Weight"), (store.BLOOD_PRESSURE, "Blood Pressure"), (store.DIARY, "Diary"))
# quick-entry fields per type: (name, hint, width in dp or 0 for the rest, filter)
QUICK = {
    store.WEIGHT: (("weight", "Weight", 96, store.decimal), ("comment", "Comment", 0, None)),
    store.BLOOD_PRESSURE: (("sys", "Sys", 72, store.digits), ("dia", "Dia", 72, store.digits),
                           ("pulse", "Pulse", 72, store.digits), ("comment", "Comment", 0, None)),
    store.DIARY: (("diary", "Diary", 0, None),),
}
key, act = edit.key, edit.act


def _qkey(data_type: int, name: str) -> str:
    return key(f"q{data_type}_{name}")


def _tab(model) -> int:
    st = state.get(model, PACKAGE)
    return st.data.setdefault("tab", 0)


def _clean(model, data_type: int) -> None:
    for name, _, _, flt in QUICK[data_type]:
        k = _qkey(data_type, name)
        if flt is not None and k in model.ui.fields:
            model.ui.fields[k] = flt(model.ui.fields[k])


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = "surface"
    if page is not None and page.name == "edit":
        edit.build(model, root, m, status, page)
        return
    bar = widgets.toolbar(root, m, status, "MediLog", rid=ID + "toolbar")
    more = widgets.icon_button(bar, (m.width - m.dp(48), status + m.dp(8), m.width, status + m.dp(56)), "none",
                               act("menu"), desc="More options")
    more.style["path"] = material.MORE_VERT        # AppCompat's abc_ic_menu_overflow_material (it drew nothing)
    top = status + m.dp(64)
    current = _tab(model)
    tabs = root.add(UiNode(cls="android.widget.HorizontalScrollView", resource_id=ID + "tabLayout",
                           bounds=(0, top, m.width, top + m.dp(48)), style={"bg": "bar"}))
    strip = tabs.add(UiNode(cls="android.widget.LinearLayout", bounds=tabs.bounds))
    w = m.width // len(TABS)
    for i, (_, label) in enumerate(TABS):
        box = (i * w, top, (i + 1) * w, top + m.dp(48))
        tab = strip.add(UiNode(cls="android.widget.LinearLayout", desc=label, clickable=True, focusable=True,
                               selected=i == current, bounds=box, action=act("tab", i)))
        tab.add(UiNode(cls=widgets.TEXT_VIEW, text=label, bounds=(box[0] + m.dp(8), top + m.dp(12),
                                                                  box[2] - m.dp(8), top + m.dp(36)),
                       style={"kind": "header"} if i == current else {}))
    data_type = TABS[current][0]
    _clean(model, data_type)
    y = top + m.dp(56)
    x = m.dp(8)
    right = m.width - m.dp(56)
    for name, hint, width, _ in QUICK[data_type]:
        if width == 0:                                       # the comment takes a line of its own
            if x > m.dp(8):
                y += m.dp(52)
                x = m.dp(8)
            box = (x, y, right, y + m.dp(48))
        else:
            box = (x, y, x + m.dp(width), y + m.dp(48))
            x += m.dp(width + 8)
        widgets.field(root, model, m, box, _qkey(data_type, name), hint, "")
        if name == "weight":
            root.add(UiNode(cls=widgets.TEXT_VIEW, text="kg", bounds=(x, y + m.dp(12), x + m.dp(32), y + m.dp(36))))
            x += m.dp(40)
    first_y = top + m.dp(56)
    widgets.icon_button(root, (m.width - m.dp(52), first_y, m.width - m.dp(4), first_y + m.dp(48)), "add",
                        act("add", data_type))
    y += m.dp(60)
    _list(model, root, m, y, data_type)


def _list(model, root: UiNode, m, top: int, data_type: int) -> None:
    entries = store.rows(model, data_type)
    if not entries:
        return

    def item(r):
        when = store.local(model, r["timestamp"])
        if data_type == store.BLOOD_PRESSURE:
            values = [r["value1"], r["value2"], r["value3"]]
        elif data_type == store.WEIGHT:
            values = [f"{r['value1']} kg"]
        else:
            values = []
        comment = r["comment"]

        def make(lst, y):
            h = m.dp(56)
            node = lst.add(UiNode(cls="android.view.View", clickable=True, focusable=True,
                                  bounds=(0, y, m.width, y + h), action=act("open", r["_id"]), style={"kind": "row"}))
            node.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{store.date_text(when)} {store.time_text(when)}",
                            bounds=(m.dp(8), y + m.dp(16), m.dp(150), y + m.dp(40)), style={"kind": "secondary"}))
            x = m.dp(156)
            for v in values:
                vw = m.dp(80 if data_type == store.WEIGHT else 44)
                node.add(UiNode(cls=widgets.TEXT_VIEW, text=v, bounds=(x, y + m.dp(16), x + vw, y + m.dp(40))))
                x += vw + m.dp(4)
            if comment:
                node.add(UiNode(cls=widgets.TEXT_VIEW, text=comment,
                                bounds=(x, y + m.dp(16), m.width - m.dp(8), y + m.dp(40))))
        return m.dp(56), make

    widgets.vlist(model, root, m, (0, top, m.width, m.height), f"{PACKAGE}/list{data_type}",
                  [item(r) for r in entries], cls="android.view.View")


def windows(model, m, status: int) -> list[Window]:
    st, page, foreign = state.current(model, PACKAGE)
    if st.dialog is None or foreign:
        return []
    if st.dialog.name == "menu":
        return [widgets.popup_menu(m, PACKAGE, status + m.dp(8),
                                   [("Settings", act("dismiss")), ("About", act("dismiss"))], act("dismiss"))]
    return edit.windows(model, m, st.dialog)


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    if verb == "dismiss":
        st.dialog = None
    elif verb == "menu":
        st.dialog = Page("menu")
    elif verb == "tab":
        st.data["tab"] = args[0]
        model.ui.focused_field = None
    elif verb == "add":
        _add(model, args[0])
    elif verb == "open":
        r = store.row(model, args[0])
        if r is not None:
            edit.open_page(model, r)
    elif page is not None and page.name == "edit":
        edit.perform(model, st, page, verb, args)


def _add(model, data_type: int) -> None:
    _clean(model, data_type)
    f = model.ui.fields
    values = {name: f.get(_qkey(data_type, name), "") for name, *_ in QUICK[data_type]}
    if data_type == store.BLOOD_PRESSURE:
        if not values["sys"] or not values["dia"]:
            return
        store.insert(model, data_type, (values["sys"], values["dia"], values["pulse"]), values["comment"])
    elif data_type == store.WEIGHT:
        if not values["weight"] or values["weight"] == ".":
            return
        store.insert(model, data_type, (values["weight"],), values["comment"])
    else:
        if not values["diary"].strip():
            return
        store.insert(model, data_type, (), values["diary"])
    for name, *_ in QUICK[data_type]:
        f[_qkey(data_type, name)] = ""
    model.ui.focused_field = None


def back(model) -> bool:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign:
        return False
    if st.dialog is not None:
        st.dialog = None
        return True
    if page is not None:
        edit.close(model)
        return True
    return False


def enter(model) -> bool:
    """ENTER in a quick-entry field moves to the next one (``nextFocusDown``); in the
    last one it closes the keyboard."""
    focused = model.ui.focused_field or ""
    if not focused.startswith(PACKAGE + ":"):
        return False
    for data_type, fields in QUICK.items():
        names = [_qkey(data_type, n) for n, *_ in fields]
        if focused in names:
            i = names.index(focused)
            model.ui.focused_field = names[i + 1] if i + 1 < len(names) else None
            return True
    return edit.enter(model)
