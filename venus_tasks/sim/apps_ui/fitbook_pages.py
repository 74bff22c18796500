"""Fitbook's pages pushed inside a tab: "Add weight"/"Edit weight", "Add food"/"Edit food",
"Settings", "Weight settings" and "Appearance settings".

Source: brandonp2412/FitBook@2.0.31 (commit 16b027e):

* ``weight/edit_weight_page.dart``: app bar "Add weight"/"Edit weight" with a share
  button (no tooltip); "Weight (kg)" field (empty for a new weight, autofocused; an
  edited one shows ``amount.toStringAsFixed(2)``, all selected, not focused; a tap
  focuses it and selects the text again), the disabled "Last
  weight" field ("<last amount>.2f <unit>", "0.00 kg" without weights), ListTiles "Unit
  (kg)" with a switch (on for kg; a tap flips kg/lb and the conversion target),
  "Keep unit as kg" / "Convert to lb" with a switch (a tap flips the target and writes
  ``settings.convert_weight``), "Created Date" with the date in the long date format,
  "Set image"; the Save FAB (tooltip "Save"); ENTER in the field saves too. ``save`` pops
  the page first, then ``double.parse`` s the text: a text that is not a number saves
  nothing. A new weight is inserted with ``created`` = now.
* ``food/edit_food_page.dart``: "Add food"/"Edit food" (with a delete button, no tooltip,
  and its "Confirm delete" dialog "Are you sure you want to delete <name>?"); fields
  "Name", "Calories (kcal)" (``toStringAsFixed(2)``), "Kilojoules (kj)"
  (``NumberFormat('#,##0.00')`` of kcal x 4.184; each field recomputes the other when
  edited; a tap on either, on "Serving size" or on a nutrient field selects its text), "Serving size" (``toStringAsFixed(0)``), "Serving unit" (a dropdown, shown,
  not changeable here), "Barcode"; buttons "Create meal", "Set image", "OpenFoodFacts",
  "Fields"; then one field per column of ``settings.fields`` except the excluded ones
  (default: "Protein g", "Carbohydrate g", "Fat g", "Fiber g" -- ``sentenceCase`` of
  the column name -- with Dart's ``toString`` of the value, "null" when NULL). Save
  (FAB "Save") writes as ``fitbook_store.replace_food`` / an insert with ``created`` =
  now and ``favorite`` = ``settings.favorite_new``; a serving size that is not a number
  stops the save (``double.parse`` throws; the page stays); a name another single food
  has asks "Name conflict" (No / Yes: Yes points that food's diary entries at this one
  and deletes it).
* ``settings/settings_page.dart``: "Settings" with an about button (no tooltip), a
  search bar, ListTiles Appearance, Data, Diary, Food, Tabs, Weight;
  ``settings/weight_settings.dart`` ("Weight settings": "Target weight" field holding
  ``targetWeight.toString()`` -- "null" when unset -- written on every change as
  ``double.tryParse``, "Positive reinforcement" with a switch);
  ``settings/appearance_settings.dart`` ("Appearance settings": dropdowns Theme, "Long
  date format (<example>)", "Short date format (<example>)" -- the example is today 13:54
  in the current format -- and switches System color scheme, Show images, Curve line
  graphs, Compact diary display, Compact weights display).

Not modelled [documented]: the date picker of "Created Date" (a tap does nothing; a new
weight's date is the save time anyway), images, sharing, barcode scanning, meals,
OpenFoodFacts, the fields picker, the settings search results, the Data, Diary, Food and
Tabs settings pages, the positive-reinforcement snackbar. The pages scroll as the app's
``ListView`` s do (a vertical swipe); nodes out of view are not in the dump.
"""

from __future__ import annotations

import re

from venus_tasks.sim.apps_ui import fitbook_store as store
from venus_tasks.sim.apps_ui import flutter_widgets as fw
from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode

PACKAGE = store.PACKAGE
EXCLUDED = ("id", "created", "favorite", "name", "calories", "serving_unit", "image_file", "barcode",
            "serving_size")                                   # constants.dart excludedFields
LONG_FORMATS = ("dd/MM/yy", "dd/MM/yy h:mm a", "dd/MM/yy H:mm", "EEE h:mm a", "yyyy-MM-dd",
                "yyyy-MM-dd h:mm a", "yyyy-MM-dd H:mm", "yyyy.MM.dd", "yyyy.MM.dd h:mm a", "yyyy.MM.dd H:mm")
SHORT_FORMATS = ("d/M/yy", "M/d/yy", "d-M-yy", "M-d-yy", "d.M.yy", "M.d.yy")
THEMES = (("ThemeMode.system", "System"), ("ThemeMode.dark", "Dark"), ("ThemeMode.light", "Light"))
SWITCHES = (("system_colors", "System color scheme"), ("show_images", "Show images"),
            ("curve_lines", "Curve line graphs"), ("compact_diary", "Compact diary display"),
            ("compact_weights", "Compact weights display"))
SETTINGS_TILES = ("Appearance", "Data", "Diary", "Food", "Tabs", "Weight")
_DOUBLE = re.compile(r"\s*[+-]?(\d+\.?\d*([eE][+-]?\d+)?|\.\d+([eE][+-]?\d+)?|Infinity|NaN)\s*")
_SPECIAL = {"_18_3_n_3_c_c_c_ala_mg": "Alpha-linolenic acid (ALA)",
            "_200_calorie_weight_g": "200-Calorie Equivalent Weight",
            "_20_5_n_3_epa_mg": "Eicosapentaenoic acid (EPA)", "_22_5_n_3_dpa_mg": "Docosapentaenoic acid (DPA)",
            "_22_6_n_3_dha_mg": "Docosahexaenoic acid (DHA)", "vitamin_b_12_mcg": "Vitamin B12 (Cobalamin)",
            "vitamin_a_iu_iu": "Vitamin A (International Units)",
            "vitamin_d_iu_iu": "Vitamin D (International Units)",
            "vitamin_a_rae_mcg": "Vitamin A (Retinol Activity Equivalents)"}


def key(name: str) -> str:
    return f"{PACKAGE}:{name}"


def act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def parse_double(text: str) -> float | None:
    """Dart ``double.parse`` (None where it throws): decimal or exponent notation,
    "Infinity", "NaN", surrounding whitespace allowed."""
    if not _DOUBLE.fullmatch(text):
        return None
    return float(text.strip().replace("Infinity", "inf"))


def sentence_case(column: str) -> str:
    """``utils.dart`` ``sentenceCase``."""
    if not column:
        return ""
    return _SPECIAL.get(column, column[0].upper() + column[1:].replace("_", " "))


def _now_s(model) -> int:
    return model.clock.now_ns() // 10**9


def _scroller(root: UiNode, m, top: int, bottom: int) -> tuple[UiNode, UiNode]:
    """A page's body under its app bar: the scrolling ``ListView`` (a Flutter ``View``)
    and the detached node its content is laid out in, from the app bar down."""
    box = (0, top + m.dp(64), m.width, bottom)
    return root.add(UiNode(cls=fw.VIEW, bounds=box)), UiNode(bounds=box)


def _scrolled(model, view: UiNode, body: UiNode, name: str, height: int) -> None:
    """Put ``body`` into ``view``: shifted by its scroll offset, what is out of view
    dropped (off-screen semantics nodes are not reported), a vertical swipe scrolls it."""
    widgets.scroll_into(model, view, body, f"{PACKAGE}/page/{name}", height)


# ------------------------------------------------------------------ weight
def open_weight(model, weight: dict | None) -> Page:
    """The "Add weight" page (``weight`` None: prefilled from the newest weight, as the
    FAB does) or the "Edit weight" page of ``weight``."""
    fields = model.ui.fields
    if weight is None:
        newest = (store.weights(model) or [None])[0]
        unit = newest["unit"] if newest else "kg"
        page = Page("edit_weight", {"id": None, "unit": unit, "convert": unit, "created": _now_s(model),
                                    "last": (newest["amount"] if newest else 0.0, unit), "image": None})
        fields[key("weight")] = ""
        model.ui.focused_field = key("weight")               # autofocus: !widget.weight.id.present
    else:
        page = Page("edit_weight", {"id": weight["id"], "unit": weight["unit"], "convert": weight["unit"],
                                    "created": weight["created"], "last": (weight["amount"], weight["unit"]),
                                    "image": weight["image"]})
        fields[key("weight")] = store.fixed(weight["amount"], 2)
        model.ui.focused_field = None
    model.ui.selected = key("weight")                        # selectAll(valueController)
    return page


def build_weight(model, root: UiNode, m, top: int, bottom: int, page: Page) -> None:
    a = page.args
    fw.app_bar(root, m, top, "Edit weight" if a["id"] is not None else "Add weight", act("up"))
    fw.icon_button(root, m, (m.width - m.dp(56), top + m.dp(8), m.width - m.dp(8), top + m.dp(56)), "", "share",
                   act("noop"))
    W = m.width
    view, body = _scroller(root, m, top, bottom)
    y = top + m.dp(64 + 16)
    fw.field(body, model, m, (m.dp(16), y, W - m.dp(16), y + m.dp(56)), key("weight"), f"Weight ({a['unit']})",
             on_tap=act("select", key("weight")))
    y += m.dp(64)
    last_amount, last_unit = a["last"]
    fw.field(body, model, m, (m.dp(16), y, W - m.dp(16), y + m.dp(56)), key("last"), "Last weight",
             enabled=False, value=f"{store.fixed(last_amount, 2)} {last_unit}")
    y += m.dp(64 + 8)
    for title, on, verb in ((f"Unit ({a['unit']})", a["unit"] == "kg", "unit"),
                            (f"Keep unit as {a['unit']}" if a["convert"] == a["unit"] else f"Convert to {a['convert']}",
                             a["convert"] == "kg", "convert")):
        fw.tile(body, m, (0, y, W, y + m.dp(56)), title, action=act(verb))
        fw.switch(body, m, (W - m.dp(72), y + m.dp(12), W - m.dp(16), y + m.dp(44)), on, act(verb))
        y += m.dp(56)
    fmt = store.settings(model)["long_date_format"]
    fw.tile(body, m, (0, y, W, y + m.dp(72)), "Created Date",
            store.date_format(fmt, store.local(model, a["created"])), action=act("noop"))
    y += m.dp(72 + 8)
    if store.settings(model).get("show_images", 1):
        fw.button(body, m, (W // 2 - m.dp(64), y, W // 2 + m.dp(64), y + m.dp(40)), "Set image", act("noop"),
                  glyph="image")
    _scrolled(model, view, body, "weight", y + m.dp(56) - top - m.dp(64))
    fw.fab(root, m, (W - m.dp(72), bottom - m.dp(72), W - m.dp(16), bottom - m.dp(16)), "Save", "save",
           act("save_weight"))


def weight_tap(model, page: Page, verb: str) -> bool:
    """A tap on the weight page; True when the page is done (pop it)."""
    a = page.args
    if verb == "unit":
        a["unit"] = "lb" if a["unit"] == "kg" else "kg"
        a["convert"] = a["unit"]
    elif verb == "convert":
        a["convert"] = "lb" if a["convert"] == "kg" else "kg"
        store.update_settings(model, convert_weight=a["convert"])
    elif verb == "save_weight":
        save_weight(model, page)
        return True
    return False


def save_weight(model, page: Page) -> None:
    """``EditWeightPage.save`` (the caller pops the page first, as the app does)."""
    a = page.args
    amount = parse_double(model.ui.fields.get(key("weight"), ""))
    model.ui.fields.pop(key("weight"), None)
    if amount is None:                                       # double.parse threw: nothing saved
        return
    unit = a["unit"]
    if unit == "kg" and a["convert"] == "lb":
        amount, unit = amount * 2.20462262185, "lb"
    elif unit == "lb" and a["convert"] == "kg":
        amount, unit = amount / 2.20462262185, "kg"
    if a["id"] is not None:
        store.update_weight(model, a["id"], amount, unit, a["created"], a["image"])
    else:
        store.insert_weight(model, amount, unit, a["image"])


# ------------------------------------------------------------------ food
def _food_fields(model) -> list[str]:
    fields = store.settings(model).get("fields")
    names = fields.split(",") if fields is not None else []
    return [f for f in names if f and f not in EXCLUDED]


def open_food(model, food_id: int | None) -> Page:
    """The "Add food" (``food_id`` None) or "Edit food" page, its fields filled as
    ``initState`` fills them."""
    f = model.ui.fields
    columns = _food_fields(model)
    settings = store.settings(model)
    row = store.food(model, food_id) if food_id is not None else None
    unit = (row or {}).get("serving_unit") or settings["food_unit"]
    if row is None:
        values = {"name": "", "calories": "0", "kj": "0", "size": "100" if unit == "grams" else "1",
                  "barcode": ""}
        extra = {c: "" for c in columns}
    else:
        cal = row["calories"]
        values = {"name": row["name"], "calories": "" if cal is None else store.fixed(cal, 2),
                  "kj": "" if cal is None else store.grouped(cal * 4.184),
                  "size": "100" if row["serving_size"] is None else store.fixed(row["serving_size"], 0),
                  "barcode": row["barcode"] or ""}
        extra = {c: store.dart_double(row.get(c)) if c in row else "" for c in columns}
    for name, value in {**values, **{f"col:{c}": v for c, v in extra.items()}}.items():
        f[key(f"food_{name}")] = value
    model.ui.focused_field = None
    return Page("edit_food", {"id": food_id, "unit": unit, "columns": columns,
                              "seen": {"calories": values["calories"], "kj": values["kj"]}})


def _sync_energy(model, page: Page) -> None:
    """The Calories/Kilojoules fields' ``onChanged``: an edited one recomputes the other
    (``toStringAsFixed(2)``; a text that does not parse leaves it)."""
    f, seen = model.ui.fields, page.args["seen"]
    cal, kj = f.get(key("food_calories"), ""), f.get(key("food_kj"), "")
    if cal != seen["calories"]:
        value = parse_double(cal)
        if value is not None:
            f[key("food_kj")] = kj = f"{value * 4.184:.2f}"
    elif kj != seen["kj"]:
        value = parse_double(kj.replace(",", ""))
        if value is not None:
            f[key("food_calories")] = cal = f"{value / 4.184:.2f}"
    seen.update(calories=cal, kj=kj)


def build_food(model, root: UiNode, m, top: int, bottom: int, page: Page) -> None:
    _sync_energy(model, page)
    a, W = page.args, m.width
    fw.app_bar(root, m, top, "Edit food" if a["id"] is not None else "Add food", act("up"))
    if a["id"] is not None:
        fw.icon_button(root, m, (W - m.dp(56), top + m.dp(8), W - m.dp(8), top + m.dp(56)), "", "delete",
                       act("ask_delete_food"))
    view, body = _scroller(root, m, top, bottom)
    y = top + m.dp(64 + 16)
    fw.field(body, model, m, (m.dp(16), y, W - m.dp(16), y + m.dp(56)), key("food_name"), "Name")
    y += m.dp(60)
    half = (W - m.dp(40)) // 2
    fw.field(body, model, m, (m.dp(16), y, m.dp(16) + half, y + m.dp(56)), key("food_calories"), "Calories (kcal)",
             on_tap=act("select", key("food_calories")))
    fw.field(body, model, m, (W - m.dp(16) - half, y, W - m.dp(16), y + m.dp(56)), key("food_kj"), "Kilojoules (kj)",
             on_tap=act("select", key("food_kj")))
    y += m.dp(60)
    fw.field(body, model, m, (m.dp(16), y, m.dp(16) + half, y + m.dp(56)), key("food_size"), "Serving size",
             on_tap=act("select", key("food_size")))
    unit = body.add(UiNode(cls=fw.BUTTON, desc=f"Serving unit\n{a['unit']}", clickable=True, focusable=True,
                           bounds=(W - m.dp(16) - half, y, W - m.dp(16), y + m.dp(56)), action=act("noop"),
                           style={"kind": "lines", "underline": "divider",
                                  "lines": [("Serving unit", W - m.dp(16) - half, y + m.dp(10), 12, "secondary"),
                                            (a["unit"], W - m.dp(16) - half, y + m.dp(34), 16, "text")]}))
    unit.long_clickable = False
    y += m.dp(60)
    fw.field(body, model, m, (m.dp(16), y, W - m.dp(16), y + m.dp(56)), key("food_barcode"), "Barcode")
    y += m.dp(72)
    for i, label in enumerate(("Create meal", "Set image", "OpenFoodFacts", "Fields")):
        x = m.dp(24) + (i % 2) * (W // 2)
        fw.button(body, m, (x, y + (i // 2) * m.dp(44), x + W // 2 - m.dp(48), y + (i // 2) * m.dp(44) + m.dp(40)),
                  label, act("noop"))
    y += m.dp(96)
    for column in a["columns"]:
        fw.field(body, model, m, (m.dp(16), y, W - m.dp(16), y + m.dp(56)), key(f"food_col:{column}"),
                 sentence_case(column), on_tap=act("select", key(f"food_col:{column}")))
        y += m.dp(60)
    _scrolled(model, view, body, "food", y + m.dp(72) - top - m.dp(64))
    fw.fab(root, m, (W - m.dp(72), bottom - m.dp(72), W - m.dp(16), bottom - m.dp(16)), "Save", "save",
           act("save_food"))


def save_food(model, page: Page) -> tuple[str, int | None]:
    """``_EditFoodPageState.save``. Returns ``("failed", None)`` (serving size not a
    number: the page stays), ``("conflict", other_id)`` (ask "Name conflict") or
    ``("done", None)``."""
    _sync_energy(model, page)
    f, a = model.ui.fields, page.args
    size = parse_double(f.get(key("food_size"), ""))
    if size is None:
        return "failed", None
    values = {"name": f.get(key("food_name"), ""), "barcode": f.get(key("food_barcode"), ""), "image_file": None,
              "calories": parse_double(f.get(key("food_calories"), "")), "serving_unit": a["unit"],
              "serving_size": size, "created": _now_s(model)}
    for column in a["columns"]:
        text = f.get(key(f"food_col:{column}"), "")
        values[column] = parse_double(text) if column not in ("food_group",) else text
    if a["id"] is not None:
        store.replace_food(model, a["id"], values)
        this = a["id"]
    else:
        values["favorite"] = int(store.settings(model)["favorite_new"])
        this = store.insert_food(model, values)
    others = store.same_name(model, values["name"], this if this is not None else -1)
    if len(others) == 1:
        a["conflict"] = (this, others[0])
        return "conflict", others[0]
    return "done", None


def resolve_conflict(model, page: Page, replace: bool) -> None:
    """"Yes": the other food's diary entries point at this one and the other is deleted."""
    this, other = page.args.pop("conflict")
    if replace:
        store.move_diaries(model, other, this)
        store.delete_food(model, other)


def forget_food(model) -> None:
    for name in [k for k in model.ui.fields if k.startswith(key("food_"))]:
        model.ui.fields.pop(name, None)


# ------------------------------------------------------------------ settings
def build_settings(model, root: UiNode, m, top: int, bottom: int) -> None:
    W = m.width
    fw.app_bar(root, m, top, "Settings", act("up"))
    fw.icon_button(root, m, (W - m.dp(56), top + m.dp(8), W - m.dp(8), top + m.dp(56)), "", "none", act("noop"))
    view, body = _scroller(root, m, top, bottom)
    fw.search_bar(body, model, m, top + m.dp(64) - m.dp(8), key("settings_search"))
    y = top + m.dp(64 + 72)
    for title in SETTINGS_TILES:
        fw.tile(body, m, (0, y, W, y + m.dp(56)), title, action=act("settings_page", title))
        y += m.dp(56)
    _scrolled(model, view, body, "settings", y - top - m.dp(64))


def build_weight_settings(model, root: UiNode, m, top: int, bottom: int) -> None:
    W = m.width
    fw.app_bar(root, m, top, "Weight settings", act("up"))
    y = top + m.dp(64 + 8)
    fw.field(root, model, m, (m.dp(16), y, W - m.dp(16), y + m.dp(56)), key("target_weight"), "Target weight",
             on_tap=act("select", key("target_weight")))
    y += m.dp(64 + 8)
    on = bool(store.settings(model)["positive_reinforcement"])
    fw.tile(root, m, (m.dp(8), y, W - m.dp(8), y + m.dp(56)), "Positive reinforcement", action=act("reinforce"))
    fw.switch(root, m, (W - m.dp(80), y + m.dp(12), W - m.dp(24), y + m.dp(44)), on, act("reinforce"))


def open_weight_settings(model) -> Page:
    target = store.settings(model).get("target_weight")
    model.ui.fields[key("target_weight")] = store.dart_double(target)     # targetWeight.toString()
    return Page("weight_settings", {"seen": model.ui.fields[key("target_weight")]})


def sync_target(model, page: Page) -> None:
    """The "Target weight" field's ``onChanged``: ``double.tryParse`` written at once."""
    text = model.ui.fields.get(key("target_weight"), "")
    if text != page.args["seen"]:
        page.args["seen"] = text
        store.update_settings(model, target_weight=parse_double(text))


def _example(model, pattern: str) -> str:
    today = store.local(model, _now_s(model))
    return store.date_format(pattern, today.replace(hour=13, minute=54))


def build_appearance(model, root: UiNode, m, top: int, bottom: int) -> None:
    W, s = m.width, store.settings(model)
    fw.app_bar(root, m, top, "Appearance settings", act("up"))
    view, body = _scroller(root, m, top, bottom)
    y = top + m.dp(64 + 8)
    theme = dict(THEMES).get(s["theme_mode"], "System")
    rows = (("Theme", theme, "theme"),
            (f"Long date format ({_example(model, s['long_date_format'])})", s["long_date_format"], "long"),
            (f"Short date format ({_example(model, s['short_date_format'])})", s["short_date_format"], "short"))
    for label, value, which in rows:
        body.add(UiNode(cls=fw.BUTTON, desc=f"{label}\n{value}", clickable=True, focusable=True,
                        bounds=(m.dp(8), y, W - m.dp(8), y + m.dp(60)), action=act("dropdown", which),
                        style={"kind": "lines", "underline": "divider",
                               "lines": [(label, m.dp(8), y + m.dp(12), 12, "secondary"),
                                         (value, m.dp(8), y + m.dp(38), 16, "text")]}))
        y += m.dp(68)
    for column, title in SWITCHES:
        fw.tile(body, m, (0, y, W, y + m.dp(56)), title, action=act("flip", column))
        fw.switch(body, m, (W - m.dp(72), y + m.dp(12), W - m.dp(16), y + m.dp(44)), bool(s[column]),
                  act("flip", column))
        y += m.dp(56)
    _scrolled(model, view, body, "appearance", y - top - m.dp(64))


def dropdown_options(which: str) -> list[tuple[str, str]]:
    """``(stored value, shown text)`` of the appearance dropdown ``which``."""
    if which == "theme":
        return list(THEMES)
    return [(v, v) for v in (LONG_FORMATS if which == "long" else SHORT_FORMATS)]


def choose(model, which: str, value: str) -> None:
    column = {"theme": "theme_mode", "long": "long_date_format", "short": "short_date_format"}[which]
    store.update_settings(model, **{column: value})

