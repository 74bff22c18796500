"""Broccoli's recipe editor (``recipe.crud.CreateAndEditRecipeActivity``, layout
``activity_new_recipe.xml`` of flauschtrud/broccoli 1.2.6, commit f8ef1d6): the form, its
categories chooser, Save and the discard confirmation. ``broccoli`` owns navigation and
hands this module the editor's verbs.

The form, top to bottom (ids and hints from the layout, texts from ``res/values/
strings.xml``): a toolbar titled "New Recipe" (``app:title="@string/new_recipe"``, also
when editing: ``setSupportActionBar`` keeps a toolbar title that is set) with a close
button (its navigation button, content description "Navigate up" from AppCompat's
``abc_action_bar_up_description``) and ``button_save_recipe`` "SAVE" (a MaterialComponents
text button: all caps); the photo ``new_image`` ("Recipe photo") with its camera icon
("Change photo"); then ``TextInputEditText`` s in ``OutlinedBox`` layouts, each showing its
hint while empty: ``new_title`` "Title", ``new_categories`` "Categories" (not focusable:
a tap opens the chooser; it shows the chosen names joined by ", ", the ``categories``
binding adapter), ``new_description`` "Description", ``new_source`` "Source",
``new_servings`` "Servings", ``new_preparation_time`` "Time" (``preparation_time`` is
"Time"), ``new_ingredients`` "Ingredients" and ``new_directions`` "Directions". Title,
Source, Servings and Time are single-line (ENTER moves to the next focusable field);
Description, Ingredients and Directions are multi-line (ENTER is a new line). The
activity opens with the keyboard hidden and no field focused
(``windowSoftInputMode="adjustResize|stateAlwaysHidden"``).

Behaviour (``CreateAndEditRecipeActivity``, ``CreateAndEditRecipeViewModel``,
``RecipeRepository``): every field is stored exactly as typed (no trimming, free text);
the categories chooser lists every category by name with the recipe's checked, a tap
checks or unchecks at once, OK closes it (creating categories happens on the Categories
screen, not here). SAVE with a blank title (``getTitle().trim().isEmpty()``) keeps the
editor open (the app toasts "Please add a title."); otherwise it writes the recipe
(``broccoli_store.save``) and finishes: for a new recipe the list opens the new recipe's
details (``RecipeFragment``'s ``crudResultLauncher`` calls ``onListInteraction``), an
edit returns to the recipe's details, showing the saved values. BACK and the close button finish at once when
the recipe is not dirty, else ask "Discard changes?" (DISCARD finishes without saving,
CANCEL stays). Dirty follows ``onTextChanged``'s quirk: a text change whose ``start`` and
``before`` are both 0 is taken for data binding and ignored, so a single character typed
into an empty field does not make the recipe dirty (the app's own TODO, issue #20); any
other edit, a category toggle or a photo change does. The simulator sees the fields
between events, so a field that went from empty to one character counts as that
single ignored keystroke [inferred approximation].

The photo opens "Change photo" ("Remove photo" when the recipe has one, "Take photo",
"Pick photo"; ``onImageClick``); Remove photo empties ``imageName`` and makes the recipe
dirty.

Simplifications [documented]: Take photo and Pick photo only close the list (the real
ones start the camera and the system picker); no toasts; typing appends at the end of the
field's text (a tap on a real field puts the cursor where the finger lands); the
on-screen keyboard takes no space (with ``adjustResize`` the real form shrinks above it).
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import broccoli_dialogs as dialogs
from venus_tasks.sim.apps_ui import broccoli_store as store
from venus_tasks.sim.apps_ui import broccoli_theme as theme
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
ACTIVITY = PACKAGE + ".recipe.crud.CreateAndEditRecipeActivity"
SCROLL_KEY = PACKAGE + "/editor"
# (field name, recipes column, hint, multi-line); the ids are new_<name>; "categories"
# sits between title and description and is not a text field.
FIELDS = (("title", "title", "Title", False), ("description", "description", "Description", True),
          ("source", "source", "Source", False), ("servings", "servings", "Servings", False),
          ("preparation_time", "preparationTime", "Time", False),
          ("ingredients", "ingredients", "Ingredients", True), ("directions", "directions", "Directions", True))
_MULTI = {name for name, _, _, multi in FIELDS if multi}
_ORDER = [name for name, *_ in FIELDS]


def key(name: str) -> str:
    """The ``model.ui.fields`` key of form field ``name``."""
    return f"{PACKAGE}:{name}"


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


# ------------------------------------------------------------------ open / state
def open_editor(model, draft: store.Draft) -> None:
    """Start the editor on ``draft`` (a new recipe: ``store.Draft()``)."""
    state.push(model, PACKAGE, Page("editor", {"draft": draft, "dirty": False}, activity=ACTIVITY))
    page = state.current(model, PACKAGE)[1]
    for name, column, _, _ in FIELDS:
        model.ui.fields[key(name)] = draft.texts.get(column, "")
    page.args["seen"] = {name: model.ui.fields[key(name)] for name in _ORDER}
    model.system_ui.scroll[SCROLL_KEY] = 0
    model.ui.focused_field = None                     # stateAlwaysHidden: no field focused


def _close(model) -> None:
    state.pop(model, PACKAGE)
    for name in _ORDER:
        model.ui.fields.pop(key(name), None)
    model.ui.focused_field = None


def observe(model, page: Page) -> None:
    """Fold the text changes since the last look into ``dirty`` (see the module docstring)."""
    seen = page.args["seen"]
    for name in _ORDER:
        now = model.ui.fields.get(key(name), "")
        before = seen.get(name, "")
        if now != before:
            if not (before == "" and len(now) == 1):
                page.args["dirty"] = True
            seen[name] = now


def _draft(model, page: Page) -> store.Draft:
    draft = page.args["draft"]
    for name, column, _, _ in FIELDS:
        draft.texts[column] = model.ui.fields.get(key(name), "")
    return draft


# ------------------------------------------------------------------ screen
def build(model, root: UiNode, m, status: int, page: Page) -> None:
    """The form (see the module docstring)."""
    observe(model, page)
    c = theme.colours(model)
    bar = widgets.toolbar(root, m, status, "New Recipe", up=_act("close"), rid=ID + "toolbar")
    bar.style["bg"] = c["bar"]                          # Theme.Broccoli.ActionBar: PrimarySurface
    bar.children[0].style.update({"path": theme.CLOSE, "ink": c["on_bar"]})     # ic_close_24dp
    sw = m.dp(88)
    for child in bar.children[1:]:
        l, t, r, b = child.bounds
        child.bounds = (l, t, min(r, m.width - sw - m.dp(8)), b)
        child.style.update({"ink": c["on_bar"], "size": 20})
    widgets.button(bar, (m.width - sw, status + m.dp(10), m.width - m.dp(8), status + m.dp(54)), "SAVE",
                   _act("save"), rid=ID + "button_save_recipe").style["flat"] = c["on_bar"]   # a text button
    box = (0, status + m.dp(64), m.width, m.height)
    sv = root.add(UiNode(cls="android.widget.ScrollView", bounds=box))
    content = UiNode(bounds=box)
    left, right = m.dp(16), m.width - m.dp(16)
    y = box[1] + m.dp(16)
    photo = content.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "new_image", desc="Recipe photo",
                               clickable=True, focusable=True, bounds=(left, y, right, y + m.dp(180)),
                               action=_act("photo"),
                               style={"kind": "vector", "path": theme.PLACEHOLDER, "ink": c["control"],
                                      "size": m.dp(50)}))
    photo.add(UiNode(cls="android.widget.ImageView", desc="Change photo",
                     bounds=(right - m.dp(44), y + m.dp(136), right - m.dp(20), y + m.dp(160)),
                     style={"kind": "vector", "path": theme.PHOTO_CAMERA, "ink": c["control"]}))
    y += m.dp(180 + 16)
    draft = page.args["draft"]
    for name, _, hint, multi in FIELDS:
        if name == "description":
            y = _categories_field(model, content, m, (left, y, right), draft)
        lines = len(widgets.wrap_lines(model.ui.fields.get(key(name), ""), m, right - left - m.dp(32))) if multi else 1
        h = m.dp(56) + (max(1, lines) - 1) * m.dp(20)
        widgets.field(content, model, m, (left, y, right, y + h), key(name), hint, ID + "new_" + name)
        y += h + m.dp(16)
    widgets.scroll_into(model, sv, content, SCROLL_KEY, y + m.dp(20) - box[1])


def _categories_field(model, parent: UiNode, m, span: tuple[int, int, int], draft: store.Draft) -> int:
    left, y, right = span
    names = dict(store.categories(model))
    text = ", ".join(names[c] for c in draft.categories if c in names)
    parent.add(UiNode(cls="android.widget.EditText", text=text or "Categories", resource_id=ID + "new_categories",
                      clickable=True, long_clickable=True, bounds=(left, y, right, y + m.dp(56)),
                      action=_act("categories"), style={"kind": "field", "hint": not text}))
    return y + m.dp(56 + 16)


def windows(model, m, st, page: Page) -> list[Window]:
    """The editor's dialog, if one is open."""
    if st.dialog is None:
        return []
    if st.dialog.name == "categories":
        chosen = page.args["draft"].categories
        items = [(name, cid in chosen, _act("category", cid)) for cid, name in store.categories(model)]
        return [dialogs.choices(model, m, "Categories", items, _act("dismiss"), "No categories have been created yet.")]
    if st.dialog.name == "photo":
        has = bool(page.args["draft"].image_name)
        entries = [("Remove photo", _act("remove_photo"))] if has else []
        entries += [("Take photo", _act("dismiss")), ("Pick photo", _act("dismiss"))]
        return [dialogs.items(m, "Change photo", entries, _act("dismiss"))]
    if st.dialog.name == "discard":
        return [dialogs.alert(m, "Discard changes?", ("Discard", _act("discard")), ("Cancel", _act("dismiss")),
                              _act("dismiss"))]
    return []


# ------------------------------------------------------------------ input
def perform(model, st, page: Page, verb: str, args: tuple) -> tuple[int, bool, list] | None:
    """An editor verb: close, save, categories, category (toggle), photo, remove_photo,
    discard, dismiss. After SAVE wrote the recipe: ``(recipeId, new, category ids in the
    editor's order)`` (the details then show the returned ``Recipe`` object, its categories
    in that order; for a new recipe the list opens them: ``RecipeFragment``'s
    ``crudResultLauncher``), else None."""
    observe(model, page)
    if verb == "dismiss":
        st.dialog = None
    elif verb == "close":
        leave(model, st, page)
    elif verb == "categories":
        st.dialog = Page("categories")
        model.system_ui.scroll[dialogs.CHOICES_KEY] = 0
    elif verb == "photo":
        st.dialog = Page("photo")
    elif verb == "remove_photo":
        st.dialog = None
        page.args["draft"].image_name = ""
        page.args["dirty"] = True
    elif verb == "category":
        chosen = page.args["draft"].categories
        chosen.remove(args[0]) if args[0] in chosen else chosen.append(args[0])
        page.args["dirty"] = True
    elif verb == "discard":
        st.dialog = None
        _close(model)
    elif verb == "save":
        draft = _draft(model, page)
        if not draft.texts["title"].strip():
            return None                               # "Please add a title." (a toast)
        new = draft.recipe_id <= 0
        saved = store.save(model, draft)
        _close(model)
        return None if saved is None else (saved, new, list(draft.categories))
    return None


def leave(model, st, page: Page) -> None:
    """BACK or the close button: finish, or ask "Discard changes?" when dirty."""
    observe(model, page)
    if page.args["dirty"]:
        st.dialog = Page("discard")
        model.ui.focused_field = None
    else:
        _close(model)


def enter(model, page: Page) -> bool:
    """ENTER in a field: a new line in a multi-line field, else focus to the next field."""
    focused = model.ui.focused_field or ""
    if not focused.startswith(PACKAGE + ":"):
        return False
    observe(model, page)
    name = focused.split(":", 1)[1]
    if name in _MULTI:
        model.type_text("\n")
    elif name in _ORDER and _ORDER.index(name) + 1 < len(_ORDER):
        model.ui.focused_field = key(_ORDER[_ORDER.index(name) + 1])
    else:
        model.ui.focused_field = None
    return True
