"""Google Contacts' contact editor form (``ContactEditorActivity``): the fields, their type
spinners and the spinner's dropdown. ``contacts`` owns navigation (open, save, discard);
this module owns what the form holds and shows.

The form (AOSP ``packages/apps/Contacts`` ``RawContactEditorView`` /
``LabeledEditorView``; Google Contacts keeps the shape): ``EditText`` s First name, Last
name, one Phone per number and one Email per address (each shows its hint as text while
empty), and under each Phone / Email field a ``Spinner`` with the entry's type. What
AndroidWorld's ``ContactsNewContactDraft`` reads (``task_evals/single/contacts.py``): the
phone spinner's text is the type label ("Mobile") and its content description the label
plus " Phone" ("Mobile Phone"), right under the phone field; the email spinner's
description is the label plus " Email" [inferred by analogy]. A new entry's type is the
first of the kind's list (``BaseAccountType``: phone Mobile, email Home). Tapping a
spinner opens its dropdown (a ``ListPopupWindow`` whose rows are ``android:id/text1``)
with the kind's types: phone Mobile, Home, Work, Work Fax, Home Fax, Pager, Other, Main;
email Home, Work, Other, Mobile (labels of ``Phone.getTypeLabel`` /
``Email.getTypeLabel``; the secondary and "Custom" types are not modelled).
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.system.activities import identity_hash

APP_PACKAGE = "com.google.android.contacts"        # contacts.PACKAGE (only that module registers)
ID = APP_PACKAGE + ":id/"
PHONE_TYPES = ((2, "Mobile"), (1, "Home"), (3, "Work"), (4, "Work Fax"), (5, "Home Fax"), (6, "Pager"),
               (7, "Other"), (12, "Main"))
EMAIL_TYPES = ((1, "Home"), (2, "Work"), (3, "Other"), (4, "Mobile"))
_HINTS = {"first": "First name", "last": "Last name"}


def key(name: str) -> str:
    """The ``model.ui.fields`` key of form field ``name`` (``first``, ``phone0``, ...)."""
    return f"{APP_PACKAGE}:{name}"


def act(*args) -> tuple:
    return ("app", APP_PACKAGE, *args)


def kinds(name: str) -> tuple[tuple[int, str], ...] | None:
    """The type list of a field (None for the name fields)."""
    if name.startswith("phone"):
        return PHONE_TYPES
    if name.startswith("email"):
        return EMAIL_TYPES
    return None


def fill(model, page: Page, first: str, last: str, phones: list[tuple[str, int]],
         emails: list[tuple[str, int]]) -> None:
    """Load the form: ``phones``/``emails`` are ``(value, type code)``; an empty list
    gives one empty entry of the kind's first type. Focus goes to First name for a new
    contact."""
    fields = model.ui.fields
    for k in [k for k in fields if k.startswith(APP_PACKAGE + ":")]:
        del fields[k]
    phones = list(phones) or [("", PHONE_TYPES[0][0])]
    emails = list(emails) or [("", EMAIL_TYPES[0][0])]
    values = {"first": first, "last": last, **{f"phone{i}": p for i, (p, _) in enumerate(phones)},
              **{f"email{i}": e for i, (e, _) in enumerate(emails)}}
    types = {**{f"phone{i}": t for i, (_, t) in enumerate(phones)},
             **{f"email{i}": t for i, (_, t) in enumerate(emails)}}
    fields.update({key(k): v for k, v in values.items()})
    page.args.update(names=list(values), initial=values, types=types, initial_types=dict(types))
    model.system_ui.scroll[APP_PACKAGE + "/editor"] = 0
    model.ui.focused_field = key("first") if page.args.get("id") is None else None


def values(model, page: Page) -> dict:
    """Field name -> its text, stripped."""
    return {n: model.ui.fields.get(key(n), "").strip() for n in page.args["names"]}


def entries(model, page: Page, prefix: str) -> list[tuple[str, int]]:
    """``(value, type)`` of the ``phone`` or ``email`` fields, in form order."""
    vals = values(model, page)
    return [(vals[n], page.args["types"][n]) for n in page.args["names"] if n.startswith(prefix)]


def changed(model, page: Page) -> bool:
    """Whether the form differs from what it was opened with (asks "Discard changes?")."""
    initial = {n: v.strip() for n, v in page.args["initial"].items()}
    return values(model, page) != initial or page.args["types"] != page.args["initial_types"]


def clear(model, page: Page) -> None:
    """Forget the form's field texts (the editor finished)."""
    for n in page.args.get("names", ()):
        model.ui.fields.pop(key(n), None)
    model.ui.focused_field = None


def set_type(page: Page, name: str, code: int) -> None:
    if name in page.args.get("types", {}):
        page.args["types"][name] = code


def next_field(model, page: Page) -> None:
    """ENTER: focus the next field; from the last one, hide the keyboard."""
    names = page.args["names"]
    name = (model.ui.focused_field or "").split(":", 1)[-1]
    i = names.index(name) if name in names else len(names)
    model.ui.focused_field = key(names[i + 1]) if i + 1 < len(names) else None


def build(model, root: UiNode, m, status: int, page: Page) -> None:
    """The editor's app bar (title, Save) and the scrolling form."""
    title = "Edit contact" if page.args.get("id") is not None else "Create contact"
    bar = widgets.toolbar(root, m, status, title, up=act("up"))
    W = m.width
    bar.children[-1].bounds = (m.dp(72), status + m.dp(16), W - m.dp(112), status + m.dp(48))
    widgets.button(bar, (W - m.dp(100), status + m.dp(12), W - m.dp(16), status + m.dp(52)), "Save",
                   act("save"), rid=ID + "toolbar_button")
    box = (0, status + m.dp(64), W, m.height)
    sv = root.add(UiNode(cls="android.widget.ScrollView", bounds=box))
    content = UiNode(bounds=box)
    y = box[1] + m.dp(24)
    left, right = m.dp(56), W - m.dp(24)
    for n in page.args["names"]:
        kind = kinds(n)
        hint = _HINTS.get(n) or ("Email" if n.startswith("email") else "Phone")
        node = widgets.field(content, model, m, (left, y, right, y + m.dp(56)), key(n), hint, "")
        node.style["hint_text"] = hint       # AccessibilityNodeInfo.getHintText (not in a dump)
        y += m.dp(56)
        if kind is not None:
            label = dict(kind).get(page.args["types"][n], kind[0][1])
            spin = content.add(UiNode(cls="android.widget.Spinner", desc=f"{label} {hint}", clickable=True,
                                      focusable=True, bounds=(left, y, left + m.dp(160), y + m.dp(40)),
                                      action=act("type", n), style={"kind": "row"}))
            spin.add(UiNode(cls=widgets.TEXT_VIEW, text=label, resource_id="android:id/text1",
                            bounds=(left + m.dp(12), y + m.dp(8), left + m.dp(148), y + m.dp(32))))
            y += m.dp(40)
        y += m.dp(16)
    widgets.scroll_into(model, sv, content, APP_PACKAGE + "/editor", y + m.dp(16) - box[1])


def type_menu(m, status: int, name: str) -> Window:
    """The spinner's dropdown for field ``name``: one row per type."""
    kind = kinds(name) or ()
    w, h = m.dp(200), m.dp(48)
    l, t = m.dp(56), status + m.dp(120)
    root = UiNode(package=APP_PACKAGE, bounds=(l, t, l + w, t + h * len(kind) + m.dp(16)),
                  style={"bg": "dialog", "radius": m.dp(4)})
    lst = root.add(UiNode(cls="android.widget.ListView", bounds=(l, t + m.dp(8), l + w, root.bounds[3] - m.dp(8))))
    for i, (code, label) in enumerate(kind):
        y = t + m.dp(8) + i * h
        lst.add(UiNode(cls="android.widget.CheckedTextView", text=label, resource_id="android:id/text1",
                       clickable=True, focusable=True, bounds=(l, y, l + w, y + h),
                       action=act("set_type", name, code)))
    return Window(f"PopupWindow:{identity_hash('PopupWindow', APP_PACKAGE, name)}", root, modal=True,
                  outside=act("dismiss"))
