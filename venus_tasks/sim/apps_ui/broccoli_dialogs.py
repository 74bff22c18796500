"""Broccoli's dialogs: ``androidx.appcompat.app.AlertDialog`` s built by
``CreateAndEditRecipeActivity`` and ``RecipeDetailsActivity`` (flauschtrud/broccoli 1.2.6,
commit f8ef1d6), under the app's ``Theme.MaterialComponents.DayNight`` theme.

Shapes (what the dump shows):

* ``alert``: an ``android:id/message`` text, then the positive (``android:id/button1``) and
  negative (``android:id/button2``) buttons on the right; used for "Discard changes?"
  (``discard_changes_question``; DISCARD / CANCEL) and "Delete this recipe?"
  (``delete_recipe_question``; DELETE / CANCEL).
* ``choices``: ``onCategoryClick``'s dialog: the title "Categories"
  (``android:id/alertTitle``), a ``ListView`` ``select_dialog_listview`` of
  ``CheckedTextView`` rows ``android:id/text1`` (checkable, one per category, checked when
  the recipe has it; at most eight show, a swipe scrolls the others in) and OK
  (``button1``); without categories its message is "No categories have been created
  yet." (``no_categories_message``) and OK.
* ``items``: ``onImageClick``'s "Change photo" list ("Remove photo" when the recipe has
  one, "Take photo", "Pick photo"; ``android:id/text1`` rows, no buttons).

Button texts are upper case: the MaterialComponents dialog buttons
(``Widget.MaterialComponents.Button.TextButton.Dialog``) use
``TextAppearance.MaterialComponents.Button`` with ``textAllCaps`` true (material
1.9.0), and ``TextView.getTextForAccessibility`` reports the transformed text [inferred:
not seen in a dump of this app]. Sizes follow AppCompat's ``abc_alert_dialog_material``
(24dp paddings, 48dp list rows) [inferred]. A touch outside or BACK cancels a dialog
(``AlertDialog`` is cancelable by default).
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = "com.flauschcode.broccoli"
ID = PACKAGE + ":id/"
CHOICES_KEY = PACKAGE + "/choices"
ROWS = 8           # rows of a choice list on screen at once [inferred from the dialog's height]


def _panel(m, height: int) -> tuple[UiNode, int, int, int]:
    w = min(m.width - m.dp(48), m.dp(320))
    left, top = (m.width - w) // 2, max(m.dp(24), (m.height - height) // 2)
    root = UiNode(package=PACKAGE, bounds=(left, top, left + w, top + height),
                  style={"bg": "dialog", "radius": m.dp(4)})
    return root, left, left + w, top


def _buttons(root: UiNode, m, right: int, bottom: int, buttons) -> None:
    x, y = right - m.dp(8), bottom - m.dp(52)
    for rid, text, action in buttons:
        w = m.dp(16) + int(len(text) * m.dp(10))
        widgets.button(root, (x - w, y, x, y + m.dp(44)), text, action, rid="android:id/" + rid)
        x -= w + m.dp(8)


def alert(m, message: str, positive: tuple[str, tuple], negative: tuple[str, tuple], dismiss: tuple) -> Window:
    """A message with two buttons (``(text, action)`` each); ``dismiss`` runs on a touch
    outside."""
    height = m.dp(24 + 48 + 60)
    root, left, right, top = _panel(m, height)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=message, resource_id="android:id/message",
                    bounds=(left + m.dp(24), top + m.dp(24), right - m.dp(24), top + m.dp(64))))
    _buttons(root, m, right, top + height, (("button1", positive[0].upper(), positive[1]),
                                            ("button2", negative[0].upper(), negative[1])))
    return Window(PACKAGE, root, modal=True, dim=True, outside=dismiss)


def choices(model, m, title: str, items: list[tuple[str, bool, tuple]], ok: tuple, empty: str) -> Window:
    """A multi-choice list: ``items`` are ``(text, checked, action on tap)``; with no
    items, the message ``empty``. ``ok`` is the OK button's (and a touch outside's) action.
    At most ``ROWS`` rows show; a swipe scrolls the rest in (scroll key ``CHOICES_KEY``)."""
    body = m.dp(48) * min(len(items), ROWS) if items else m.dp(48)
    height = m.dp(64) + body + m.dp(60)
    root, left, right, top = _panel(m, height)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id="android:id/alertTitle",
                    bounds=(left + m.dp(24), top + m.dp(20), right - m.dp(24), top + m.dp(52)),
                    style={"kind": "title"}))
    y = top + m.dp(64)
    if not items:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=empty, resource_id="android:id/message",
                        bounds=(left + m.dp(24), y, right - m.dp(24), y + m.dp(40))))
    else:
        def row(text: str, checked: bool, action: tuple):
            def make(lst, ry):
                lst.add(UiNode(cls="android.widget.CheckedTextView", text=text, resource_id="android:id/text1",
                               checkable=True, checked=checked, clickable=True, focusable=True,
                               bounds=(left, ry, right, ry + m.dp(48)), action=action,
                               style={"kind": "list_button"}))
            return m.dp(48), make

        widgets.vlist(model, root, m, (left, y, right, y + body), CHOICES_KEY, [row(*i) for i in items],
                      rid=ID + "select_dialog_listview", cls="android.widget.ListView")
    _buttons(root, m, right, top + height, (("button1", "OK", ok),))
    return Window(PACKAGE, root, modal=True, dim=True, outside=ok)


def items(m, title: str, entries: list[tuple[str, tuple]], dismiss: tuple) -> Window:
    """``AlertDialog.Builder.setItems``: a title and one ``android:id/text1`` row per
    ``(text, action)``, no buttons; ``dismiss`` on a touch outside."""
    height = m.dp(64) + m.dp(48) * len(entries) + m.dp(8)
    root, left, right, top = _panel(m, height)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id="android:id/alertTitle",
                    bounds=(left + m.dp(24), top + m.dp(20), right - m.dp(24), top + m.dp(52)),
                    style={"kind": "title"}))
    lst = root.add(UiNode(cls="android.widget.ListView", resource_id=ID + "select_dialog_listview",
                          bounds=(left, top + m.dp(64), right, top + height - m.dp(8))))
    for i, (text, action) in enumerate(entries):
        ry = top + m.dp(64) + i * m.dp(48)
        lst.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id="android:id/text1", clickable=True,
                       focusable=True, bounds=(left + m.dp(24), ry, right - m.dp(24), ry + m.dp(48)), action=action))
    return Window(PACKAGE, root, modal=True, dim=True, outside=dismiss)
