"""Tasks (``org.tasks``): the task list with its "Create new task" button; a row or the
button opens the task editor (``tasks_org_edit``, with its date/time sheet in
``tasks_org_picker`` and dialogs in ``tasks_org_dialogs``); every screen reads and writes
the Room database of ``apps/tasks_org`` (``tasks_org_store``).

Modelled on tasks/tasks 13.6.3 (commit ee21cc660e, the APK the suite installs): list rows
(``row_task.xml``: ``title``, the due date, the completion check box ``completeBox``
tinted by priority: ``Priority.HIGH`` 0 red_500, ``MEDIUM`` 1 amber_500, ``LOW`` 2
blue_500, ``NONE`` 3 grey_500, ``ColorProvider.priorityColor``); the floating button
``fab`` with the content description "Create new task"
(``fragment_task_list.xml``, ``R.string.action_create_new_task``).

Simplifications [inferred]: the launch screen is the "My Tasks" filter, every task not
completed or deleted, by due date (tasks without one last) then title; a row shows the
title and its due date ("Mon, Oct 16"), the priority only as the check box's colour
(the dump has no text for it); the navigation drawer, the bottom app bar's menu and
search are not modelled.
"""

from __future__ import annotations

import datetime

from venus_tasks.sim.apps_ui import records, state, widgets
from venus_tasks.sim.apps_ui import tasks_org_edit as edit
from venus_tasks.sim.apps_ui import tasks_org_store as store
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
DB_PATH = store.DB_PATH
LIST_KEY = PACKAGE + "/list"
PRIORITY_COLORS = tuple(edit.PRIORITY_COLORS[p] for p in range(4))    # by importance 0 (high) .. 3 (none)
CREATE = "Create new task"


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _day(model, ms: int) -> datetime.datetime:
    return store.local_date(model, ms)


def tasks(model) -> list[dict]:
    """Active tasks in list order (see the module docstring)."""
    return store.tasks(model)


def build(model, root: UiNode, m, status: int) -> None:
    """The task list (with "Create new task") or, when open, the task editor."""
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = "surface"
    if page is not None and page.name == "edit":
        edit.build(model, root, m, status, page)
        return
    widgets.toolbar(root, m, status, "My Tasks", rid=PACKAGE + ":id/toolbar")
    items = []
    for t in tasks(model):
        texts = [("title", t["title"] or "", "")]
        if t["dueDate"]:
            texts.append(("due_date", _day(model, t["dueDate"]).strftime("%a, %b %-d"), "secondary"))
        items.append(records.Row(_act("open", t["_id"]), tuple(texts),
                                 marker=PRIORITY_COLORS[min(3, max(0, t["importance"]))]))
    records.list_page(model, root, m, status + m.dp(64), PACKAGE, LIST_KEY, items, rid="recycler_view",
                      empty="No tasks")
    size = m.dp(56)
    right, bottom = m.width - m.dp(16), m.height - m.dp(48)
    widgets.icon_button(root, (right - size, bottom - size, right, bottom), "add", _act("create"),
                        rid=PACKAGE + ":id/fab", desc=CREATE).style["kind"] = "fab"


def windows(model, m, status: int) -> list[Window]:
    """The editor's open dialog windows (none on the list)."""
    st, page, foreign = state.current(model, PACKAGE)
    if foreign or page is None or page.name != "edit":
        return []
    return edit.windows(model, m, st)


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    """A tap: on the list a row opens its task, the button a new one; in the editor
    ``tasks_org_edit.perform``."""
    st, page, _ = state.current(model, PACKAGE)
    if page is None:
        if verb == "open":
            edit.open_task(model, args[0])
        elif verb == "create":
            edit.open_new(model)
        return
    if page.name == "edit":
        edit.perform(model, st, page, verb, args)


def back(model) -> bool:
    """BACK: the open dialog's cancel, else the editor's ``discardButtonClick``; False on
    the list (the activity finishes)."""
    st, page, foreign = state.current(model, PACKAGE)
    if foreign or page is None:
        return False
    if st.dialog is not None:
        edit.cancel_dialog(model, st, page)
    else:
        edit.back(model, st, page)
    return True


def enter(model) -> bool:
    """ENTER: a new line in the description; the title is one line (its IME action
    Done saves, not modelled: the key is taken and does nothing)."""
    focused = model.ui.focused_field
    if focused == edit.NOTES_KEY:
        model.type_text("\n")
        return True
    return focused == edit.TITLE_KEY
