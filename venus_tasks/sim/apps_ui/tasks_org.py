"""Tasks (``org.tasks``): the task list and a task's edit screen, read from the Room
database of ``apps/tasks_org``.

Modelled on tasks/tasks 13.6.3 (commit ee21cc660e, the APK the suite installs; ids and
labels not checked against its layouts: [inferred]): list rows (``row_task.xml``:
``title``, the due date chip, the completion check box ``completeBox`` tinted by priority:
``Priority.HIGH`` 0, ``MEDIUM`` 1, ``LOW`` 2, ``NONE`` 3, colours ``red_500``,
``amber_500``, ``blue_500`` and grey [inferred shades]); the edit screen
(``TaskEditFragment``: title, "Due date", "Priority" as a row of four radio buttons
``priority_high``, ``priority_medium``, ``priority_low``, ``priority_none`` without text,
coloured as the check boxes, the task's one checked; "Description").

Simplifications [inferred]: the launch screen is the "My Tasks" list of every task not
completed or deleted, by due date (tasks without one last) then title; a row shows the
title and its due date ("Mon, Oct 16"), the priority only as the check box's colour
(the dump has no text for it); the edit screen shows the fields as labelled read-only
text (the radio buttons do nothing when tapped).
"""

from __future__ import annotations

import datetime

from venus_tasks.sim.apps_ui import records, state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = "org.tasks"
DB_PATH = f"/data/data/{PACKAGE}/databases/database"
LIST_KEY, DETAIL_KEY = PACKAGE + "/list", PACKAGE + "/edit"
PRIORITY_IDS = ("priority_high", "priority_medium", "priority_low", "priority_none")
PRIORITY_COLORS = ((244, 67, 54), (255, 193, 7), (33, 150, 243), (158, 158, 158))


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _day(ms: int) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc)


def tasks(model) -> list[dict]:
    """Active tasks in list order (see the module docstring)."""
    return records.query(model, DB_PATH, "SELECT _id, title, importance, dueDate, notes FROM tasks "
                                         "WHERE completed = 0 AND deleted = 0 "
                                         "ORDER BY dueDate = 0, dueDate, title, _id")


def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = "surface"
    if page is not None and page.name == "edit":
        t = next((t for t in tasks(model) if t["_id"] == page.args["id"]), None)
        widgets.toolbar(root, m, status, "", up=_act("up"), rid=PACKAGE + ":id/toolbar")
        if t is not None:
            lines = [records.Line("Due date", _day(t["dueDate"]).strftime("%A, %B %-d, %Y")
                                  if t["dueDate"] else "No date", "due_date"),
                     records.Choices("Priority", tuple(
                         (PRIORITY_IDS[i], i == min(3, max(0, t["importance"])), PRIORITY_COLORS[i])
                         for i in range(4))),
                     records.Line("Description", t["notes"] or "", "notes")]
            records.detail_page(model, root, m, status + m.dp(64), PACKAGE, DETAIL_KEY, t["title"] or "",
                                lines, title_rid="title")
        return
    widgets.toolbar(root, m, status, "My Tasks", rid=PACKAGE + ":id/toolbar")
    items = []
    for t in tasks(model):
        texts = [("title", t["title"] or "", "")]
        if t["dueDate"]:
            texts.append(("due_date", _day(t["dueDate"]).strftime("%a, %b %-d"), "secondary"))
        items.append(records.Row(_act("open", t["_id"]), tuple(texts),
                                 marker=PRIORITY_COLORS[min(3, max(0, t["importance"]))]))
    records.list_page(model, root, m, status + m.dp(64), PACKAGE, LIST_KEY, items, rid="recycler_view",
                      empty="No tasks")


def windows(model, m, status: int) -> list[Window]:
    return []


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    if verb == "open":
        records.open_page(model, PACKAGE, Page("edit", {"id": args[0]}), DETAIL_KEY)
    elif verb == "up":
        records.close_page(model, PACKAGE)


def back(model) -> bool:
    return records.close_page(model, PACKAGE)


def enter(model) -> bool:
    return False
