"""Ambiguity intents over to-dos in Tasks (``org.tasks``): create a task with a due date
and priority, in a list with a note, with a due date and note in a list; set an existing
task's due date and priority, add a note to one, move one to another list. Every check
reads one query over the Room database of ``apps.tasks_org`` (``tasks`` joined with the
task's list through ``caldav_tasks``/``caldav_lists``).

Lists: Tasks keeps local lists as CalDAV calendars of a local account (tasks/tasks 13.6.3:
``CaldavAccount`` with ``TYPE_LOCAL`` 2, ``CaldavCalendar`` rows in ``caldav_lists``, a
task's list in ``caldav_tasks.cd_calendar`` = the list's ``cdl_uuid``). A new task goes to
the default list: without a ``p_default_list`` preference, the first list by name
(``DefaultFilterProvider.getAnyList``: ``CaldavDao.getCalendars`` orders by ``cdl_name``),
which the seeded names make "My Tasks" (the others all sort after it; a "Default list"
the app made before the suite seeded it would come first). The column values this module writes for the account and lists (uuids,
colours, order) are [inferred].

The app's defaults that Forced Non-Default keeps away from (AmbiBench ``shared/seeds/``
000, Phase 2 b): a new task has no due date (``p_default_urgency`` 0), the priority
``Preferences.defaultPriority`` = ``Task.Priority.LOW`` (2) when the preference is unset
(tasks/tasks ``Preferences.kt``), no description, and goes to the default list "My
Tasks". Drawn priorities are therefore high or medium; edits default to the task listed
first (by due date) and to the fields as seeded (priority none).

Simulated screens (``venus_tasks/sim/apps_ui/tasks_org*.py``): the task list with "Create
new task", the task editor (``TaskEditFragment``: title, due date row, Priority radio
buttons, list chip, description, "Save"), Tasks' own date/time sheet (``DateTimePicker``
with the framework CalendarView) and the list chooser, writing the database the checks
read. Each ``ui_path`` is the real tap/type sequence on those screens, walked by
``ambiguity.walk``: a Priority radio button has no text, description or resource id on a
real device (Compose ``RadioButton``), so its step names it by its place in the row
(``Step.nth``: "its button 4 from the left" is High); a new task's Description lies below
the fold of a 1080x2400 screen (its default reminders fill the Reminders row), in the
editor's only scroll view (a ``NestedScrollView`` without id), which the walk scrolls.
"""

from __future__ import annotations

import random

from apps import sqlite_store, tasks_org
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent

from venus_tasks.ambiguity.prod_common import (ANCHOR, EXPLICIT, IMPLICIT, ProdIntent, date_en,
                                              date_zh, day, epoch, pick, req, same_text, utc_date)

_DB = tasks_org.APP.databases[0]
DEFAULT_LIST = "My Tasks"
# What saving a task writes in the app: the task, its list row, and the default reminders
# (``alarms``; ``notification`` once one is scheduled) a due date gets [inferred from the schema].
STORES = ("tasks:tasks", "tasks:caldav_tasks", "tasks:alarms", "tasks:notification")
LISTS = ("Personal", "Projects", "Work", "Travel", "Shopping")   # all sort after "My Tasks": it is the default
TITLES = ("Renew passport", "Call the plumber", "Pay the electricity bill", "Book flights", "Return library books",
          "Order printer ink", "Update resume", "Schedule a haircut", "Clean the gutters", "Send the invoice",
          "Back up the laptop", "Cancel the gym trial")
GROUPS = {"bill": ("Pay the gas bill", "Pay the phone bill", "Pay the water bill"),
          "call": ("Call the bank", "Call the dentist", "Call the landlord"),
          "order": ("Order a new charger", "Order birthday flowers", "Order coffee beans")}
NOTES = ("Use the account number on the last letter", "Ask for the evening slot", "Keep the receipt",
         "Compare two offers first", "The code is on the fridge", "Mention the reference 4471",
         "Only after payday", "Check the warranty card")
PRIORITY = {"high": 0, "medium": 1, "low": 2, "none": 3}
PRIORITY_ZH = {"high": "高优先级", "medium": "中优先级", "low": "低优先级", "none": "无优先级"}
NEW_TASK_PRIORITY = "low"
SEEDED_PRIORITY = "none"

TITLE_NAMES = ("task", "which task", "title", "task name", "任务", "哪个任务", "标题")
DUE_NAMES = ("due date", "due", "deadline", "when", "by when", "截止日期", "哪天", "期限")
PRIORITY_NAMES = ("priority", "importance", "how important", "urgent", "优先级", "重要")
LIST_NAMES = ("list", "which list", "清单", "哪个清单", "列表")
NOTE_NAMES = ("description", "note", "备注", "描述", "说明")


# --------------------------------------------------------------- store
def _ms(d) -> int:
    return epoch(d, 12 * 60) * 1000  # a date-only due date is stored at noon [inferred]


def _seed(env, p) -> None:
    """Replace every task; make sure the local account and the lists "My Tasks" and
    ``LISTS`` exist (lists the app made itself, with its own uuids, are kept: its default
    list stays the one its preferences name); each seeded task in its list."""
    created = epoch(day(-14)) * 1000
    with sqlite_store.pulled(env.device, tasks_org.APP, _DB, write=True) as conn:
        conn.execute("PRAGMA foreign_keys = ON")
        for table in ("tasks", "caldav_tasks"):
            conn.execute(f"DELETE FROM {table}")
        uuids = _lists(conn)
        for i, t in enumerate(p["tasks"]):
            tid = conn.execute(
                "INSERT INTO tasks (title, importance, dueDate, hideUntil, created, modified, completed, deleted, notes, "
                "estimatedSeconds, elapsedSeconds, timerStart, notificationFlags, lastNotified, collapsed, parent) "
                "VALUES (?, ?, ?, 0, ?, ?, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0)",
                (t["title"], PRIORITY[t["priority"]], _ms(day(t["due"])) if t["due"] is not None else 0, created + i,
                 created + i, t.get("notes"))).lastrowid
            conn.execute("INSERT INTO caldav_tasks (cd_task, cd_calendar, cd_remote_id, cd_last_sync, cd_deleted, "
                         "gt_moved, gt_remote_order) VALUES (?, ?, ?, 0, 0, 0, 0)",
                         (tid, uuids[t["list"]], f"seed-{i}"))


def _lists(conn) -> dict[str, str]:
    """``{list name: cdl_uuid}`` for "My Tasks" and ``LISTS``, creating the local account
    (``TYPE_LOCAL`` 2) and any list missing (uuid ``list-<name>``, [inferred] columns)."""
    account = conn.execute("SELECT cda_uuid FROM caldav_accounts WHERE cda_account_type = 2").fetchone()
    if account is None:
        conn.execute("INSERT INTO caldav_accounts (cda_uuid, cda_name, cda_account_type, cda_collapsed, "
                     "cda_server_type) VALUES ('local', 'Local', 2, 0, -1)")
        account = ("local",)
    uuids = {}
    for i, name in enumerate((DEFAULT_LIST, *LISTS)):
        row = conn.execute("SELECT cdl_uuid FROM caldav_lists WHERE cdl_name = ? AND cdl_account = ?",
                           (name, account[0])).fetchone()
        if row is None:
            row = ("list-" + name.lower().replace(" ", "-"),)
            conn.execute("INSERT INTO caldav_lists (cdl_account, cdl_uuid, cdl_name, cdl_color, cdl_order, cdl_access, "
                         "cdl_last_sync) VALUES (?, ?, ?, 0, ?, 0, 0)", (account[0], row[0], name, i))
        uuids[name] = row[0]
    return uuids


def _tasks(probe) -> list[dict]:
    """Every task not deleted: ``title``, ``priority`` (name), ``due`` (date or None),
    ``notes``, ``list`` (name; "My Tasks" for a task without a list row)."""
    rows = probe.rows("tasks", lambda device: sqlite_store.query(device, tasks_org.APP, _DB, (
        "SELECT t._id AS id, t.title, t.importance, t.dueDate, t.notes, t.completed, "
        "(SELECT cl.cdl_name FROM caldav_tasks ct JOIN caldav_lists cl ON ct.cd_calendar = cl.cdl_uuid "
        " WHERE ct.cd_task = t._id AND ct.cd_deleted = 0) AS list FROM tasks t WHERE t.deleted = 0 ORDER BY t._id")))
    names = {v: k for k, v in PRIORITY.items()}
    return [{"title": r["title"], "priority": names.get(r["importance"]),
             "due": utc_date(r["dueDate"] / 1000) if r["dueDate"] else None, "notes": r["notes"] or "",
             "list": r["list"] or DEFAULT_LIST, "completed": bool(r["completed"])} for r in rows]


def _as_seeded(t: dict) -> tuple:
    return (t["title"], t["priority"], day(t["due"]) if t["due"] is not None else None, t.get("notes") or "", t["list"])


def _as_read(t: dict) -> tuple:
    return (t["title"], t["priority"], t["due"], t["notes"], t["list"])


def _background(rng: random.Random, exclude=()) -> list[dict]:
    return [{"title": title, "priority": pick(rng, sorted(PRIORITY)), "due": rng.randint(1, 30),
             "list": pick(rng, (DEFAULT_LIST, *LISTS))}
            for title in pick(rng, [t for t in TITLES if t not in exclude], 3)]


def _add(env, p, task: dict) -> None:
    """Insert ``task`` in its list (as the app saves a new task: a ``tasks`` row and its
    ``caldav_tasks`` row); nothing else changes."""
    now = epoch(day(0), 15 * 60 + 34) * 1000
    with sqlite_store.pulled(env.device, tasks_org.APP, _DB, write=True) as conn:
        tid = conn.execute(
            "INSERT INTO tasks (title, importance, dueDate, hideUntil, created, modified, completed, deleted, notes, "
            "estimatedSeconds, elapsedSeconds, timerStart, notificationFlags, lastNotified, collapsed, parent) "
            "VALUES (?, ?, ?, 0, ?, ?, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0)",
            (task["title"], PRIORITY[task["priority"]], _ms(day(task["due"])) if task["due"] is not None else 0,
             now, now, task.get("notes") or None)).lastrowid
        conn.execute("INSERT INTO caldav_tasks (cd_task, cd_calendar, cd_remote_id, cd_last_sync, cd_deleted, "
                     "gt_moved, gt_remote_order) VALUES (?, ?, ?, 0, 0, 0, 0)", (tid, _lists(conn)[task["list"]], "new"))


def _edit(env, p, **changes) -> None:
    """Change the fields ``changes`` (``priority``, ``due``, ``notes``, ``list``) of the
    task titled ``p["title"]``; nothing else changes."""
    with sqlite_store.pulled(env.device, tasks_org.APP, _DB, write=True) as conn:
        (tid,) = conn.execute("SELECT _id FROM tasks WHERE title = ?", (p["title"],)).fetchone()
        if "priority" in changes:
            conn.execute("UPDATE tasks SET importance = ? WHERE _id = ?", (PRIORITY[changes["priority"]], tid))
        if "due" in changes:
            due = _ms(day(changes["due"])) if changes["due"] is not None else 0
            conn.execute("UPDATE tasks SET dueDate = ? WHERE _id = ?", (due, tid))
        if "notes" in changes:
            conn.execute("UPDATE tasks SET notes = ? WHERE _id = ?", (changes["notes"] or None, tid))
        if "list" in changes:
            conn.execute("UPDATE caldav_tasks SET cd_calendar = ? WHERE cd_task = ?", (_lists(conn)[changes["list"]], tid))


# --------------------------------------------------------------- UI path
# Tasks 13.6.3's screens (``venus_tasks/sim/apps_ui/tasks_org*.py`` cite the sources): the list's
# "Create new task" button, the editor's "Task name" and "Description" fields, the due date row
# (its text: "No due date" or the date as the app words it) opening the date/time sheet, whose
# framework CalendarView pages months with "Next month" and names each day "05 November 2023",
# then "OK"; the list chip (the list's name) opening the list chooser; "Save" (the toolbar's
# navigation button). The description lies below the fold for a new task (its default reminders
# fill the Reminders row) inside the editor's only scroll view; the Priority row's four radio
# buttons have no text, description or id: ``_priority_step`` names one by its place.
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


def due_row_text(d) -> str:
    """What the editor's due date row shows for a date-only due date ``d`` (or None):
    ``DateUtilities.getRelativeDateTime`` FULL relative to the device's today."""
    if d is None:
        return "No due date"
    delta = (d - day(0)).days
    if abs(delta) <= 6:
        return {0: "Today", 1: "Tomorrow", -1: "Yesterday"}.get(delta, f"{d:%A}")
    return f"{d:%A}, {d:%B} {d.day}" + ("" if d.year == day(0).year else f", {d.year}")


def _pick_date(old, new) -> tuple:
    """Steps from the due date row showing ``old`` (a date or None) to ``new`` picked and OK."""
    shown = old or day(0)
    months = (new.year - shown.year) * 12 + new.month - shown.month
    turn = Step("tap", "Next month" if months > 0 else "Previous month")
    return (Step("tap", due_row_text(old)), *(turn,) * abs(months),
            Step("tap", f"{new.day:02d} {MONTHS[new.month - 1]} {new.year}"), Step("tap", "OK"))


def _priority_step(p) -> Step:
    """The Priority row's radio button of ``p["priority"]``: text-less, so named by its place
    in the row (left to right none, low, medium, high: ``PriorityRow``)."""
    nth = {"none": 1, "low": 2, "medium": 3, "high": 4}[p["priority"]]
    return Step("tap", p["priority"].capitalize(), near="Priority", nth=nth)


def _path(*parts):
    """``ui_path``: open Tasks, then each part's steps (a part is a function of the params
    returning one ``Step`` or a tuple of them)."""
    def path(p) -> tuple:
        out = [Step("open", "Tasks")]
        for part in parts:
            got = part(p)
            out.extend(got if isinstance(got, tuple) else (got,))
        return tuple(out)
    return path


CREATE = lambda p: Step("tap", "Create new task")                                    # noqa: E731
TITLE = lambda p: Step("type", "Task name", text=p["title"])                         # noqa: E731
NOTE = lambda p: Step("type", "Description", text=p["note"])                         # noqa: E731
SAVE = lambda p: Step("tap", "Save")                                                  # noqa: E731
ROW = lambda p: Step("tap", p["title"])                                               # noqa: E731
NEW_DUE = lambda p: _pick_date(None, day(p["due"]))                                  # noqa: E731
EDIT_DUE = lambda p: _pick_date(day(p["old_due"]), day(p["due"]))                    # noqa: E731
NEW_LIST = lambda p: (Step("tap", DEFAULT_LIST), Step("tap", p["list"]))             # noqa: E731
EDIT_LIST = lambda p: (Step("tap", p["old_list"]), Step("tap", p["list"]))           # noqa: E731


# --------------------------------------------------------------- requirements
def _due_req(p, kind=EXPLICIT, phrase="due {v}", phrase_zh="，截止日期为{z}"):
    if p["due"] is None:
        return req("due", kind, "no due date", DUE_NAMES, value_zh="无截止日期", phrase=phrase, phrase_zh=phrase_zh)
    d = day(p["due"])
    return req("due", kind, date_en(d), DUE_NAMES, value_zh=date_zh(d), phrase=phrase, phrase_zh=phrase_zh)


def _priority_req(p, kind=IMPLICIT):
    return req("priority", kind, p["priority"], PRIORITY_NAMES, value_zh=PRIORITY_ZH[p["priority"]],
               phrase="with {v} priority", phrase_zh="，设为{z}", options=tuple(PRIORITY))


def _list_req(p, kind=EXPLICIT, phrase="in the {v} list", phrase_zh="，放在 {z} 清单里"):
    return req("list", kind, p["list"], LIST_NAMES, phrase=phrase, phrase_zh=phrase_zh, options=(DEFAULT_LIST, *LISTS))


def _note_req(p, kind=EXPLICIT):
    return req("note", kind, p["note"] or "no note", NOTE_NAMES, phrase='with the note "{v}"', phrase_zh="，备注“{z}”")


# --------------------------------------------------------------- create
def _draw_create(rng: random.Random) -> dict:
    title = pick(rng, TITLES)
    return {"tasks": _background(rng, exclude=(title,)), "title": title, "due": rng.randint(1, 40),
            "priority": pick(rng, ("high", "medium")), "list": pick(rng, LISTS), "note": pick(rng, NOTES)}


def _new_task(probe, p):
    seeded = {_as_seeded(t) for t in p["tasks"]}
    new = [t for t in _tasks(probe) if _as_read(t) not in seeded]
    if len(new) != 1:
        new = [t for t in new if same_text(t["title"], p["title"])]
    return new[0] if len(new) == 1 else None


def _title_req(p):
    return req("title", ANCHOR, p["title"], TITLE_NAMES, phrase='a task "{v}"', phrase_zh="任务“{z}”")


def _solve_create(env, p) -> None:
    _add(env, p, {"title": p["title"], "priority": p["priority"], "due": p["due"], "notes": p["note"],
                  "list": p["list"]})


def _check_title(probe, p) -> bool:
    t = _new_task(probe, p)
    seeded = {_as_seeded(x) for x in p["tasks"]}
    return t is not None and same_text(t["title"], p["title"]) and seeded <= {_as_read(x) for x in _tasks(probe)}


def _field_check(field: str, want):
    def check(probe, p) -> bool:
        t = _new_task(probe, p)
        return t is not None and want(t[field], p)
    return check


_check_due = _field_check("due", lambda v, p: v == (day(p["due"]) if p["due"] is not None else None))
_check_priority = _field_check("priority", lambda v, p: v == p["priority"])
_check_list = _field_check("list", lambda v, p: v == p["list"])
_check_note = _field_check("notes", lambda v, p: same_text(v, p["note"] or ""))

CREATE_DEFAULTS = {"title": {"title": "New task"}, "due": {"due": None}, "priority": {"priority": NEW_TASK_PRIORITY},
                   "list": {"list": DEFAULT_LIST}, "note": {"note": ""}}


def _create(name, rids, masks, free, hypernym, ui_path, tmpl, tmpl_zh, tmpl_para, build) -> ProdIntent:
    checks = {"title": _check_title, "due": _check_due, "priority": _check_priority, "list": _check_list,
              "note": _check_note}
    return ProdIntent(
        name=name, app="tasks", draw=_draw_create, intent=build,
        checks={r: checks[r] for r in rids}, default_params={r: CREATE_DEFAULTS[r] for r in rids},
        hypernym=hypernym[0], hypernym_zh=hypernym[1], incomplete_masks=masks, ui_path=_path(*ui_path),
        template=tmpl, template_zh=tmpl_zh, template_paraphrase=tmpl_para,
        setup=_seed, stores=STORES, solve=_solve_create, free=free)


CREATE_DUE = _create(
    "TasksCreateWithDue", ("title", "due", "priority"), ("due", "priority"), ("due",), ("a to-do", "一个待办"),
    (CREATE, TITLE, NEW_DUE, _priority_step, SAVE),
    "In Tasks, add {title} {due} {priority}.", "在 Tasks 中添加{title}{due}{priority}。",
    "Create {title} in the Tasks app {due} {priority}.",
    lambda p: Intent((_title_req(p), _due_req(p), _priority_req(p)), topics=("reminder", "repeat", "提醒", "重复")))

CREATE_IN_LIST = _create(
    "TasksCreateInList", ("title", "list", "note"), ("list", "note"), ("note",), ("a to-do", "一个待办"),
    (CREATE, TITLE, NEW_LIST, NOTE, SAVE),
    "In Tasks, add {title} {list} {note}.", "在 Tasks 中添加{title}{list}{note}。",
    "Put {title} into the Tasks app {list} {note}.",
    lambda p: Intent((_title_req(p), _list_req(p), _note_req(p, IMPLICIT)), topics=("tag", "标签")))

CREATE_NOTE_DUE = _create(
    "TasksCreateWithNoteAndDue", ("title", "due", "note", "list"), ("note", "list"), ("note",), ("a to-do", "一个待办"),
    (CREATE, TITLE, NEW_DUE, NEW_LIST, NOTE, SAVE),
    "In Tasks, add {title} {due} {note} {list}.", "在 Tasks 中添加{title}{due}{note}{list}。",
    "Create {title} in the Tasks app {due} {note} {list}.",
    lambda p: Intent((_title_req(p), _due_req(p), _note_req(p), _list_req(p, IMPLICIT)),
                     topics=("priority", "优先级")))


# --------------------------------------------------------------- edits of an existing task
def _draw_edit(rng: random.Random) -> dict:
    group = pick(rng, sorted(GROUPS))
    tasks = _background(rng)
    dues = sorted(rng.sample(range(2, 20), 3))
    lst = pick(rng, (DEFAULT_LIST, *LISTS))
    cands = [{"title": title, "priority": SEEDED_PRIORITY, "due": due, "list": lst}
             for title, due in zip(rng.sample(GROUPS[group], 3), dues)]
    target = pick(rng, cands[1:])  # the list is by due date: the first is the default
    return {"tasks": tasks + cands, "group": group, "title": target["title"],
            "candidates": [c["title"] for c in cands], "old_due": target["due"], "old_list": lst,
            "due": target["due"] + rng.randint(2, 12), "priority": pick(rng, ("high", "medium")),
            "note": pick(rng, NOTES), "list": pick(rng, [x for x in LISTS if x != lst])}


def _edit_anchor(p):
    return req("title", ANCHOR, p["title"], TITLE_NAMES, phrase='the task "{v}"', phrase_zh="任务“{z}”",
               options=tuple(c for c in p["candidates"] if c != p["title"]))


def _target(probe, p):
    found = [t for t in _tasks(probe) if t["title"] == p["title"]]
    return found[0] if len(found) == 1 else None


def _seeded_target(p) -> dict:
    return next(t for t in p["tasks"] if t["title"] == p["title"])


def _check_edit_anchor(probe, p) -> bool:
    now = _tasks(probe)
    others = sorted(_as_seeded(t) for t in p["tasks"] if t["title"] != p["title"])
    target = [t for t in now if t["title"] == p["title"]]
    return len(target) == 1 and _as_read(target[0]) != _as_seeded(_seeded_target(p)) and \
        sorted(_as_read(t) for t in now if t["title"] != p["title"]) == others


def _edit_check(field: str, want):
    def check(probe, p) -> bool:
        t = _target(probe, p)
        return t is not None and want(t[field], p)
    return check


def _first(p) -> dict:
    return {"title": p["candidates"][0]}


def _edit_intent(name, rids, masks, free, ui_path, tmpl, tmpl_zh, tmpl_para, build, solve, defaults) -> ProdIntent:
    checks = {"title": _check_edit_anchor, "due": _edit_check("due", lambda v, p: v == day(p["due"])),
              "priority": _edit_check("priority", lambda v, p: v == p["priority"]),
              "list": _edit_check("list", lambda v, p: v == p["list"]),
              "note": _edit_check("notes", lambda v, p: same_text(v, p["note"] or ""))}
    return ProdIntent(
        name=name, app="tasks", draw=_draw_edit, intent=build, checks={r: checks[r] for r in rids},
        default_params={"title": _first, **defaults}, hypernym="one of my tasks", hypernym_zh="我的一个任务",
        incomplete_masks=masks, ui_path=_path(*ui_path), template=tmpl, template_zh=tmpl_zh, template_paraphrase=tmpl_para,
        setup=_seed, stores=STORES, solve=solve, free=free)


SET_DUE_PRIORITY = _edit_intent(
    "TasksSetDueAndPriority", ("title", "due", "priority"), ("due", "priority"), ("due",),
    (ROW, EDIT_DUE, _priority_step, SAVE),
    "In Tasks, reschedule {title} {due} {priority}.", "在 Tasks 中修改{title}{due}{priority}。",
    "Update {title} in the Tasks app {due} {priority}.",
    lambda p: Intent((_edit_anchor(p), _due_req(p, phrase="to be due {v}", phrase_zh="，改为{z}截止"), _priority_req(p)),
                     topics=("list", "清单")),
    lambda env, p: _edit(env, p, due=p["due"], priority=p["priority"]),
    {"due": lambda p: {"due": p["old_due"]}, "priority": {"priority": SEEDED_PRIORITY}})

ADD_NOTE = _edit_intent(
    "TasksAddNote", ("title", "note"), ("note",), ("note",),
    (ROW, NOTE, SAVE),
    "In Tasks, add a note {note} to {title}.", "在 Tasks 中，给{title}加一条备注{note}。",
    "In the Tasks app, write a note {note} on {title}.",
    lambda p: Intent((_edit_anchor(p), req("note", EXPLICIT, p["note"] or "no note", NOTE_NAMES, phrase='"{v}"',
                                           phrase_zh="“{z}”")
                      .with_context("(what I told you earlier)", "（我之前告诉你的内容）")),
                     topics=("due date", "截止日期")),
    lambda env, p: _edit(env, p, notes=p["note"]),
    {"note": {"note": ""}})

MOVE_LIST = _edit_intent(
    "TasksMoveToList", ("title", "list", "due"), ("list", "due"), ("due",),
    (ROW, EDIT_LIST, EDIT_DUE, SAVE),
    "In Tasks, move {title} {list} {due}.", "在 Tasks 中移动{title}{list}{due}。",
    "In the Tasks app, relocate {title} {list} {due}.",
    lambda p: Intent((_edit_anchor(p), _list_req(p, phrase="to the {v} list", phrase_zh="，移到 {z} 清单"),
                      _due_req(p, IMPLICIT, phrase="and make it due {v}", phrase_zh="，截止日期改为{z}")),
                     topics=("priority", "优先级")),
    lambda env, p: _edit(env, p, list=p["list"], due=p["due"]),
    {"list": lambda p: {"list": p["old_list"]}, "due": lambda p: {"due": p["old_due"]}})

INTENTS = (CREATE_DUE, CREATE_IN_LIST, CREATE_NOTE_DUE, SET_DUE_PRIORITY, ADD_NOTE, MOVE_LIST)
SPECS = tuple(register(i.spec()) for i in INTENTS)
