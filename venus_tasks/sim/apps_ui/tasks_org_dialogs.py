"""Tasks' (``org.tasks``) alert dialogs over the task editor: the list chooser and the
discard and delete confirmations (tasks/tasks 13.6.3, commit ee21cc660e).

* List chooser: ``org/tasks/dialogs/FilterPicker.kt`` (``newFilterPicker(list, true)``,
  lists only) with the Compose content of ``compose/pickers/FilterPicker.kt``: the
  account's subheader (``CollapsibleRow``; the local account's "Local lists",
  ``R.string.local_lists`` [inferred: shown for the local account alone]) then one
  ``CheckableIconRow`` per list (its name; the current list's check icon has no content
  description, so the dump does not tell it; the simulated screenshot does not draw it
  either) and the negative button "Cancel" (``android:id/button2``).
  A list tap hands it to the editor and closes the dialog.
* Discard: ``TaskEditFragment.discardButtonClick`` when the task has changes: message
  "Are you sure you want to discard your changes?" (``R.string.discard_confirmation``),
  "Keep editing" (positive, ``button1``) and "Discard" (negative, ``button2``).
* Delete: the toolbar's Delete (existing tasks): "Delete this task?"
  (``R.string.DLG_delete_this_task_question``), "OK" (``button1``) and "Cancel" (``button2``).

Compose rows carry no resource ids. [inferred]: sizes, the window name.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import tasks_org_store as store
from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
LOCAL_LISTS = "Local lists"
DISCARD_MESSAGE = "Are you sure you want to discard your changes?"
DELETE_MESSAGE = "Delete this task?"


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _panel(m, height: int) -> UiNode:
    left, right = m.dp(24), m.width - m.dp(24)
    top = max(m.dp(24), (m.height - height) // 2)
    return UiNode(package=PACKAGE, bounds=(left, top, right, top + height), style={"bg": "dialog", "radius": m.dp(8)})


def _buttons(root: UiNode, m, buttons) -> None:
    """``(rid, text, action)`` right to left at the panel's bottom (positive rightmost)."""
    l, _, r, b = root.bounds
    x, y = r - m.dp(8), b - m.dp(48)
    for rid, text, action in buttons:
        w = m.dp(24) + int(len(text) * m.dp(9))
        widgets.button(root, (x - w, y, x, y + m.dp(40)), text, action, rid="android:id/" + rid)
        x -= w + m.dp(8)


def list_picker(model, m, page: Page) -> Window:
    """The list chooser with ``page.args["selected"]`` (a list uuid) checked."""
    found = store.lists(model)
    row_h = m.dp(48)
    height = min(m.height - m.dp(96), m.dp(24 + 56) + row_h * (len(found) + 1))
    root = _panel(m, height)
    l, t, r, b = root.bounds
    y = t + m.dp(12)
    head = root.add(UiNode(cls="android.view.View", clickable=True, focusable=True, bounds=(l, y, r, y + row_h),
                           action=_act("collapse")))
    head.add(UiNode(cls=widgets.TEXT_VIEW, text=LOCAL_LISTS, bounds=(l + m.dp(16), y + m.dp(12), r - m.dp(56),
                                                                      y + m.dp(36)), style={"kind": "header"}))
    y += row_h
    if not page.args.get("collapsed"):
        for item in found:
            if y + row_h > b - m.dp(56):
                break
            row = root.add(UiNode(cls="android.view.View", clickable=True, focusable=True, bounds=(l, y, r, y + row_h),
                                  action=_act("choose_list", item["uuid"]), style={"kind": "row"}))
            row.add(UiNode(cls=widgets.TEXT_VIEW, text=item["name"] or "",
                           bounds=(l + m.dp(72), y + m.dp(12), r - m.dp(56), y + m.dp(36))))
            y += row_h
    _buttons(root, m, (("button2", "Cancel", _act("dismiss")),))
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("dismiss"))


def confirm(m, message: str, buttons) -> Window:
    """An alert with ``message`` and ``buttons`` (``(rid, text, action)``, positive first)."""
    root = _panel(m, m.dp(160))
    l, t, r, _ = root.bounds
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=message, resource_id="android:id/message",
                    bounds=(l + m.dp(24), t + m.dp(24), r - m.dp(24), t + m.dp(88))))
    _buttons(root, m, buttons)
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("dismiss"))


def discard_dialog(m) -> Window:
    """The editor's discard confirmation."""
    return confirm(m, DISCARD_MESSAGE, (("button1", "Keep editing", _act("dismiss")),
                                         ("button2", "Discard", _act("discard"))))


def delete_dialog(m) -> Window:
    """The editor's delete confirmation."""
    return confirm(m, DELETE_MESSAGE, (("button1", "OK", _act("delete_ok")), ("button2", "Cancel", _act("dismiss"))))
