"""MediLog's edit form for one entry: its date and time (with the date and time pickers),
its values and comment, Save and Delete.

Source: the MediLog 2.x edit forms (``BloodpressureEditformBinding``:
``tvDateLabel``, ``etDate`` and ``etTime`` -- text views that open the pickers --,
``tvSys``/``etSys``, ``tvDia``/``etDia``, ``tvPulse``/``etPulse``, ``etComment``,
``btSave`` and ``btDelete`` floating action buttons; ``WeightEditformBinding``:
``tvWeight``/``etWeight``, ``tvWeightUnit``, ``etComment``), as ``apps/medilog`` cites;
the pickers are ``pickers.py``'s framework ``DatePickerDialog`` and Material time picker.

[inferred] (3.3.7 not readable here): the labels' texts ("Date", "Time", "Systolic",
"Diastolic", "Pulse", "Weight", "Diary"), the toolbar title (the tab's name), the
diary form's ``etDiary`` field, the FABs without content descriptions, Save refusing an
entry without its first value(s) (as the quick entry), the delete question ("Delete
entry" / "Do you really want to delete this entry?", No / Yes), and the picked date and
time replacing the entry's day, hour and minute while its seconds stay (``Calendar.set``).
"""

from __future__ import annotations

import datetime

from venus_tasks.sim.apps_ui import medilog_store as store
from venus_tasks.sim.apps_ui import pickers, state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
TITLES = {store.WEIGHT: "Weight", store.BLOOD_PRESSURE: "Blood Pressure", store.DIARY: "Diary"}
# edit fields per type: (name, label, resource name, filter)
FIELDS = {
    store.WEIGHT: (("weight", "Weight", "etWeight", store.decimal),),
    store.BLOOD_PRESSURE: (("sys", "Systolic", "etSys", store.digits), ("dia", "Diastolic", "etDia", store.digits),
                           ("pulse", "Pulse", "etPulse", store.digits)),
    store.DIARY: (("diary", "Diary", "etDiary", None),),
}


def key(name: str) -> str:
    return f"{PACKAGE}:{name}"


def act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _names(data_type: int) -> list[str]:
    names = [f[0] for f in FIELDS[data_type]]
    return names + (["comment"] if data_type != store.DIARY else [])


def open_page(model, r: dict) -> None:
    """Show the edit form of entry ``r`` (its values in the fields)."""
    when = store.local(model, r["timestamp"])
    t = r["type"]
    values = {"weight": r["value1"], "sys": r["value1"], "dia": r["value2"], "pulse": r["value3"],
              "diary": r["comment"], "comment": r["comment"]}
    for name in _names(t):
        model.ui.fields[key(f"e_{name}")] = values[name]
    model.ui.focused_field = None
    model.system_ui.scroll[f"{PACKAGE}/edit"] = 0
    state.push(model, PACKAGE, Page("edit", {"id": r["_id"], "type": t, "date": when.date().isoformat(),
                                             "hour": when.hour, "minute": when.minute,
                                             "rest_ms": r["timestamp"] % 60_000}))


def close(model) -> None:
    for name in ("weight", "sys", "dia", "pulse", "diary", "comment"):
        model.ui.fields.pop(key(f"e_{name}"), None)
    if (model.ui.focused_field or "").startswith(PACKAGE + ":"):
        model.ui.focused_field = None
    state.pop(model, PACKAGE)


def _clean(model, t: int) -> None:
    for name, _, _, flt in FIELDS[t]:
        k = key(f"e_{name}")
        if flt is not None and k in model.ui.fields:
            model.ui.fields[k] = flt(model.ui.fields[k])


def _when(page: Page) -> datetime.datetime:
    a = page.args
    day = datetime.date.fromisoformat(a["date"])
    return datetime.datetime(day.year, day.month, day.day, a["hour"], a["minute"])


def build(model, root: UiNode, m, status: int, page: Page) -> None:
    a = page.args
    t = a["type"]
    _clean(model, t)
    widgets.toolbar(root, m, status, TITLES[t], up=act("up"), rid=ID + "toolbar")
    W = m.width
    box = (0, status + m.dp(64), W, m.height)
    sv = root.add(UiNode(cls="android.widget.ScrollView", resource_id=ID + "scrollView", bounds=box))
    body = UiNode(bounds=box)
    y = status + m.dp(64 + 16)
    when = _when(page)
    body.add(UiNode(cls=widgets.TEXT_VIEW, text="Date", resource_id=ID + "tvDateLabel",
                    bounds=(m.dp(16), y, m.dp(120), y + m.dp(24)), style={"kind": "secondary"}))
    body.add(UiNode(cls=widgets.TEXT_VIEW, text="Time", resource_id=ID + "tvTime",
                    bounds=(W // 2, y, W // 2 + m.dp(104), y + m.dp(24)), style={"kind": "secondary"}))
    y += m.dp(28)
    for rid, text, x0, x1 in (("etDate", store.date_text(when), m.dp(16), W // 2 - m.dp(16)),
                              ("etTime", store.time_text(when), W // 2, W - m.dp(16))):
        body.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=ID + rid, clickable=True, focusable=True,
                        bounds=(x0, y, x1, y + m.dp(40)), action=act("pick", rid),
                        style={"kind": "pill"}))
    y += m.dp(64)
    for name, label, rid, _ in FIELDS[t]:
        body.add(UiNode(cls=widgets.TEXT_VIEW, text=label, resource_id=ID + rid.replace("et", "tv", 1),
                        bounds=(m.dp(16), y + m.dp(12), m.dp(136), y + m.dp(40))))
        height = m.dp(48) if name != "diary" else m.dp(160)
        widgets.field(body, model, m, (m.dp(144), y, W - m.dp(64), y + height), key(f"e_{name}"), "", ID + rid)
        if name == "weight":
            body.add(UiNode(cls=widgets.TEXT_VIEW, text="kg", resource_id=ID + "tvWeightUnit",
                            bounds=(W - m.dp(56), y + m.dp(12), W - m.dp(16), y + m.dp(40))))
        y += height + m.dp(16)
    if t != store.DIARY:
        widgets.field(body, model, m, (m.dp(16), y, W - m.dp(16), y + m.dp(48)), key("e_comment"), "Comment",
                      ID + "etComment")
        y += m.dp(48)
    widgets.scroll_into(model, sv, body, f"{PACKAGE}/edit", y + m.dp(104) - box[1])
    size, bottom = m.dp(56), m.height - m.dp(32)
    widgets.icon_button(root, (W - m.dp(16) - size, bottom - size, W - m.dp(16), bottom), "save", act("save"),
                        rid=ID + "btSave", cls="android.widget.ImageButton").style["kind"] = "fab"
    widgets.icon_button(root, (m.dp(16), bottom - size, m.dp(16) + size, bottom), "delete", act("ask_delete"),
                        rid=ID + "btDelete", cls="android.widget.ImageButton").style["kind"] = "fab"


def windows(model, m, dialog: Page) -> list[Window]:
    if dialog.name == "date":
        return [pickers.date_window(m, PACKAGE, dialog.args, lambda *a: act("picker", *a))]
    if dialog.name == "time":
        return [pickers.time_window(model, m, PACKAGE, dialog.args, lambda *a: act("picker", *a))]
    if dialog.name == "delete":
        return [_delete_dialog(m)]
    return []


def _delete_dialog(m) -> Window:
    W = m.width
    height = m.dp(180)
    top = (m.height - height) // 2
    left, right = m.dp(24), W - m.dp(24)
    root = UiNode(package=PACKAGE, bounds=(left, top, right, top + height), style={"bg": "dialog", "radius": m.dp(8)})
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Delete entry", resource_id="android:id/alertTitle",
                    bounds=(left + m.dp(24), top + m.dp(20), right - m.dp(24), top + m.dp(52)), style={"kind": "title"}))
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Do you really want to delete this entry?",
                    resource_id="android:id/message",
                    bounds=(left + m.dp(24), top + m.dp(64), right - m.dp(24), top + m.dp(100))))
    by = top + height - m.dp(56)
    widgets.button(root, (right - m.dp(184), by, right - m.dp(104), by + m.dp(40)), "No", act("dismiss"),
                   rid="android:id/button2")
    widgets.button(root, (right - m.dp(96), by, right - m.dp(16), by + m.dp(40)), "Yes", act("delete"),
                   rid="android:id/button1")
    return Window(PACKAGE, root, modal=True, dim=True, outside=act("dismiss"))


def perform(model, st, page: Page, verb: str, args: tuple) -> None:
    a = page.args
    if verb == "up":
        close(model)
    elif verb == "pick":
        if args[0] == "etDate":
            st.dialog = Page("date", pickers.date_state(datetime.date.fromisoformat(a["date"])))
        else:
            st.dialog = Page("time", pickers.time_state(a["hour"], a["minute"]))
    elif verb == "picker" and st.dialog is not None:
        d = st.dialog
        if d.name == "date":
            out = pickers.date_tap(d.args, args[0], args[1] if len(args) > 1 else None)
            if out is not None:
                st.dialog = None
                if out[0] == "ok":
                    a["date"] = out[1].isoformat()
        else:
            out = pickers.time_tap(model, PACKAGE, d.args, args[0], args[1] if len(args) > 1 else None)
            if out is not None:
                st.dialog = None
                if out[0] == "ok":
                    a["hour"], a["minute"] = out[1]
    elif verb == "ask_delete":
        st.dialog = Page("delete")
    elif verb == "delete":
        st.dialog = None
        store.delete(model, a["id"])
        close(model)
    elif verb == "save":
        _save(model, page)


def _save(model, page: Page) -> None:
    a = page.args
    t = a["type"]
    _clean(model, t)
    f = model.ui.fields
    v = {name: f.get(key(f"e_{name}"), "") for name in _names(t)}
    if t == store.BLOOD_PRESSURE:
        if not v["sys"] or not v["dia"]:
            return
        values, comment = (v["sys"], v["dia"], v["pulse"]), v["comment"]
    elif t == store.WEIGHT:
        if not v["weight"] or v["weight"] == ".":
            return
        values, comment = (v["weight"],), v["comment"]
    else:
        if not v["diary"].strip():
            return
        values, comment = (), v["diary"]
    local = _when(page).replace(tzinfo=model.timezone())
    ms = int(local.timestamp()) * 1000 // 60_000 * 60_000 + a["rest_ms"]
    store.update(model, a["id"], ms, values, comment)
    close(model)


def enter(model) -> bool:
    """ENTER in the form: the next field, the comment last (the diary text takes a new line)."""
    _, page, _ = state.current(model, PACKAGE)
    if page is None or page.name != "edit":
        return False
    names = [key(f"e_{n}") for n in _names(page.args["type"])]
    focused = model.ui.focused_field
    if focused == key("e_diary"):
        model.type_text("\n")
    elif focused in names:
        i = names.index(focused)
        model.ui.focused_field = names[i + 1] if i + 1 < len(names) else None
    return True
