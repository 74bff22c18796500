"""Tasks' (``org.tasks``) task editor, ``TaskEditFragment`` (tasks/tasks 13.6.3, commit
ee21cc660e: ``com/todoroo/astrid/activity/TaskEditFragment.kt``, ``TaskEditViewModel.kt``,
layout ``fragment_task_edit.xml``, rows in ``org/tasks/compose/edit/``).

Screen, top to bottom:

* the toolbar: its navigation button is the save icon with the content description
  "Save" (``p_back_button_saves_task`` defaults to false); an existing task shows the
  menu action "Delete" (``menu_delete``, ``SHOW_AS_ACTION_IF_ROOM``); "Discard" stays
  hidden (shown only when Back saves);
* ``title`` (``EditText``, hint "Task name", ``R.string.TEA_title_hint``), focused for
  a new task; the check-box ``fab`` (no content description) for an existing task:
  completes and saves it;
* the rows in the default order (``TEA_control_sets_prefs``), each a Compose row with
  no resource id: "No start date", the due date row ("No due date", or
  ``DateUtilities.getRelativeDateTime`` FULL: "Today", "Tomorrow", a weekday within six
  days, else "Monday, October 30" with the current year stripped; a time adds "5 PM";
  in Chinese under zh-CN: ``tasks_org_dates``),
  "Does not repeat", "Priority" with four text-less ``RadioButton`` s, left to right
  none, low, medium, high (``PriorityRow``: ``NONE downTo HIGH``), tinted grey, blue,
  amber, red (``ColorProvider.priorityColor``), "Add location", "Add tags", the list
  row (a chip with the list's name), "Add subtask", "Add reminder", "Add attachment",
  the description (``EditText``, hint "Description", ``R.string.TEA_note_label``),
  "Don't add to calendar", "Timer", and the created/modified info of an existing task
  ("Created 2023-10-01 12:00", ``InfoRow``).

Behaviour (``TaskEditViewModel``): a new task starts with priority LOW
(``Preferences.defaultPriority``), no due date (``p_default_urgency`` 0) and the default
list; the due date row opens ``tasks_org_picker``'s sheet, the list row
``tasks_org_dialogs``' chooser. "Save" writes the task when it has changes
(``hasChanges``: title, due date, priority, description, list) and closes the editor
either way; Back (``discardButtonClick``) closes it at once without changes, else asks
"Are you sure you want to discard your changes?" ("Keep editing" / "Discard").

Not modelled (taps do nothing): start date, repeat, location, tags, subtasks, reminders,
attachments, calendar and timer rows, the collapsing app bar (the title stays in
place). [inferred]: sizes; "Save" on the title's IME action Done is not modelled.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import tasks_org_dates as dates
from venus_tasks.sim.apps_ui import tasks_org_dialogs as dialogs
from venus_tasks.sim.apps_ui import tasks_org_picker as picker
from venus_tasks.sim.apps_ui import tasks_org_store as store
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
EDIT_KEY = PACKAGE + "/edit"
TITLE_KEY, NOTES_KEY = PACKAGE + ":title", PACKAGE + ":notes"
LOW = 2
PRIORITY_ORDER = (3, 2, 1, 0)            # radio buttons left to right: none, low, medium, high
PRIORITY_COLORS = {0: (244, 67, 54), 1: (255, 193, 7), 2: (33, 150, 243), 3: (158, 158, 158)}
ROWS_BEFORE = ("No start date", "due", "Does not repeat", "priority", "Add location", "Add tags", "list",
               "Add subtask", "Add reminder", "Add attachment", "description", "Don't add to calendar", "Timer",
               "info")


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def open_new(model) -> None:
    """Open the editor on a new task (the list's "Create new task")."""
    values = {"due": 0, "priority": LOW, "list": store.default_list(model)}
    _open(model, None, values, "", "")
    model.ui.focused_field = TITLE_KEY                     # showKeyboard for a new, untitled task


def open_task(model, tid: int) -> None:
    """Open the editor on task ``tid`` (a list row's tap)."""
    t = store.task(model, tid)
    if t is None:
        return
    values = {"due": t["dueDate"], "priority": t["importance"], "list": t["list"], "created": t["created"],
              "modified": t["modified"]}
    _open(model, tid, values, t["title"] or "", t["notes"] or "")


def _open(model, tid, values: dict, title: str, notes: str) -> None:
    args = {"id": tid, **values, "orig": {**values, "title": title, "notes": notes}}
    state.push(model, PACKAGE, Page("edit", args))
    model.ui.fields[TITLE_KEY], model.ui.fields[NOTES_KEY] = title, notes
    model.system_ui.scroll[EDIT_KEY] = 0
    model.ui.focused_field = None


def close(model) -> None:
    """Leave the editor, forgetting its fields."""
    state.pop(model, PACKAGE)
    for k in (TITLE_KEY, NOTES_KEY):
        model.ui.fields.pop(k, None)
    model.ui.focused_field = None


def _texts(model) -> tuple[str, str]:
    return model.ui.fields.get(TITLE_KEY, "").strip(), model.ui.fields.get(NOTES_KEY, "").strip()


def has_changes(model, page: Page) -> bool:
    """``TaskEditViewModel.hasChanges`` over the modelled fields."""
    a, o = page.args, page.args["orig"]
    title, notes = _texts(model)
    return (title != o["title"] or (a["id"] is None and bool(title)) or a["due"] != o["due"]
            or a["priority"] != o["priority"] or notes != o["notes"].strip() or a["list"] != o["list"])


def save(model, page: Page, completed: bool = False) -> None:
    """The toolbar's Save: write when changed (``TaskEditViewModel.save``), then close."""
    if has_changes(model, page) or completed:
        title, notes = _texts(model)
        a = page.args
        store.save(model, a["id"], title=title, due=a["due"], priority=a["priority"], notes=notes, list_uuid=a["list"],
                   completed=completed)
    close(model)


def due_text(model, due: int) -> str:
    """The due date row's text (see the module docstring; ``tasks_org_dates``; "No due
    date" stays English like the editor's other labels)."""
    return dates.relative_date_time(model, due, full=True) if due else "No due date"


def build(model, root: UiNode, m, status: int, page: Page) -> None:
    """The editor screen for ``page``: the app bar (toolbar over the title), then the
    rows in the ``NestedScrollView`` (no id) holding the ``compose_view``."""
    a = page.args
    W = m.width
    y = status + m.dp(56)                                   # ?attr/actionBarSize
    widgets.field(root, model, m, (m.dp(16), y, W - m.dp(16), y + m.dp(56)), TITLE_KEY, "Task name", ID + "title")
    bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "toolbar",
                          bounds=(0, status, W, status + m.dp(56)), style={"bg": "bar"}))
    widgets.icon_button(bar, (0, status, m.dp(56), status + m.dp(56)), "save", _act("save"), desc="Save")
    if a["id"] is not None:
        widgets.icon_button(bar, (W - m.dp(56), status, W - m.dp(8), status + m.dp(56)), "delete",
                            _act("delete"), rid=ID + "menu_delete", desc="Delete", cls="android.widget.Button")
    y = status + m.dp(56 + 32 + 32)                         # paddingTop + a headline line + keyline_second
    box = (0, y, W, m.height)
    sv = root.add(UiNode(cls="android.widget.ScrollView", bounds=box))
    content = UiNode(bounds=box)
    compose = content.add(UiNode(cls="android.view.View", resource_id=ID + "compose_view", bounds=box))
    top = y
    for row in ROWS_BEFORE:
        if row == "info" and a["id"] is None:
            continue
        top = _row(model, compose, m, top, row, a)
    compose.bounds = (0, y, W, top)
    widgets.scroll_into(model, sv, content, EDIT_KEY, top - box[1])
    if a["id"] is not None:                                 # the fab, anchored at the app bar's bottom end
        widgets.icon_button(root, (W - m.dp(72), y - m.dp(28), W - m.dp(16), y + m.dp(28)), "check",
                            _act("complete"), rid=ID + "fab").style["kind"] = "fab"


def alarm_texts(model, a: dict) -> list[str]:
    """The reminders row's entries (``AlarmToString``): a new task's default reminders, an
    existing task's ``alarms`` rows."""
    if a["id"] is None:
        found = [(0, 2, 0, 0), (store.DAY_MS, 2, 6, store.DAY_MS)]       # whenDue, whenOverdue
    else:
        found = store.alarms(model, a["id"])
    out = []
    for time, kind, repeat, interval in found:
        if kind == 2 and time == 0:
            text = "When due"
        elif kind == 1 and time == 0:
            text = "When started"
        elif kind in (1, 2):
            text = f"{_duration(abs(time))} {'before' if time < 0 else 'after'} {'due' if kind == 2 else 'start'}"
        else:
            text = "Reminder"                                    # random, snooze, absolute: not modelled
        if repeat > 0:
            text += f"\nRepeats every {_duration(interval)}, occurs {repeat} {'time' if repeat == 1 else 'times'}"
        out.append(text)
    return out


def _duration(ms: int) -> str:
    """``getDurationString`` for whole days, hours or minutes (en: "1 day", "2 hours")."""
    for unit, size in (("week", 7 * store.DAY_MS), ("day", store.DAY_MS), ("hour", 3_600_000), ("minute", 60_000)):
        if ms >= size and ms % size == 0:
            n = ms // size
            return f"{n} {unit}" + ("s" if n != 1 else "")
    return f"{ms // 60_000} minutes"


def _row(model, parent: UiNode, m, top: int, row: str, a: dict) -> int:
    """One editor row from ``top``; returns the next row's top (a 1px divider between)."""
    W, left = m.width, m.dp(72)
    h = m.dp(64)
    if row == "description":
        h = m.dp(70)
        node = parent.add(UiNode(cls="android.view.View", bounds=(0, top, W, top + h)))
        field = widgets.field(node, model, m, (left, top + m.dp(11), W - m.dp(16), top + h - m.dp(11)), NOTES_KEY,
                              "Description", "")
        field.style["hint_text"] = "Description"
        return top + h + 1
    if row == "info":
        fmt = lambda ms: store.local_date(model, ms).strftime("%Y-%m-%d %H:%M")  # noqa: E731
        h = m.dp(96)
        node = parent.add(UiNode(cls="android.view.View", bounds=(0, top, W, top + h)))
        for i, text in enumerate((f"Created {fmt(a['created'])}", f"Modified {fmt(a['modified'])}")):
            node.add(UiNode(cls=widgets.TEXT_VIEW, text=text, bounds=(left, top + m.dp(20 + 28 * i), W - m.dp(16),
                                                                       top + m.dp(46 + 28 * i))))
        return top + h + 1
    if row == "Add reminder":
        texts = alarm_texts(model, a)
        node = parent.add(UiNode(cls="android.view.View", bounds=(0, top, W, top)))
        y = top + m.dp(8)
        for text in texts:
            lh = m.dp(24 * (text.count("\n") + 1) + 24)
            item = node.add(UiNode(cls="android.view.View", clickable=True, focusable=True,
                                   bounds=(left, y, W - m.dp(16), y + lh), action=_act("noop")))
            item.add(UiNode(cls=widgets.TEXT_VIEW, text=text, bounds=(left, y + m.dp(12), W - m.dp(64),
                                                                      y + lh - m.dp(12))))
            y += lh
        node.add(UiNode(cls=widgets.TEXT_VIEW, text="Add reminder", clickable=True, focusable=True,
                        bounds=(left, y + m.dp(12), left + m.dp(120), y + m.dp(36)), action=_act("noop"),
                        style={"kind": "secondary"}))
        if texts:
            node.add(UiNode(cls=widgets.TEXT_VIEW, text="Ring once", clickable=True, focusable=True,
                            bounds=(W - m.dp(112), y + m.dp(12), W - m.dp(16), y + m.dp(36)), action=_act("noop")))
        h = y + m.dp(48 + 8) - top
        node.bounds = (0, top, W, top + h)
        return top + h + 1
    action = {"due": _act("due"), "list": _act("list")}.get(row, _act("noop"))
    if row == "list":
        h = m.dp(72)                                            # a 32dp chip between 20dp paddings
    node = parent.add(UiNode(cls="android.view.View", clickable=row != "priority", focusable=row != "priority",
                             bounds=(0, top, W, top + h), action=None if row == "priority" else action,
                             style={"kind": "row"}))
    text_box = (left, top + m.dp(20), W - m.dp(16), top + m.dp(44))
    if row == "due":
        node.add(UiNode(cls=widgets.TEXT_VIEW, text=due_text(model, a["due"]), bounds=text_box,
                        style={} if a["due"] else {"kind": "secondary"}))
    elif row == "priority":
        node.add(UiNode(cls=widgets.TEXT_VIEW, text="Priority", bounds=(left, top + m.dp(20), left + m.dp(96),
                                                                         top + m.dp(44))))
        for i, p in enumerate(PRIORITY_ORDER):
            x = W - m.dp(16) - m.dp(48) * (4 - i)
            node.add(UiNode(cls="android.widget.RadioButton", checkable=True, checked=a["priority"] == p,
                            clickable=True, focusable=True, bounds=(x + m.dp(12), top + m.dp(20), x + m.dp(36),
                                                                    top + m.dp(44)),
                            action=_act("priority", p), style={"kind": "radio", "color": PRIORITY_COLORS[p]}))
    elif row == "list":
        name = store.list_name(model, a["list"])
        chip = node.add(UiNode(cls="android.view.View", clickable=True, focusable=True,
                               bounds=(left, top + m.dp(20), min(W - m.dp(16), left + m.dp(56 + 9 * len(name))),
                                       top + m.dp(52)), action=_act("list"), style={"kind": "chip"}))
        chip.add(UiNode(cls=widgets.TEXT_VIEW, text=name, bounds=(left + m.dp(36), top + m.dp(24),
                                                                  chip.bounds[2] - m.dp(8), top + m.dp(48))))
    else:
        node.add(UiNode(cls=widgets.TEXT_VIEW, text=row, bounds=text_box, style={"kind": "secondary"}))
    return top + h + 1


def windows(model, m, st) -> list[Window]:
    """The editor's dialog (picker sheet, list chooser or a confirmation), if any."""
    d = st.dialog
    if d is None:
        return []
    if d.name == "date":
        return picker.windows(model, m, d)
    if d.name == "lists":
        return [dialogs.list_picker(model, m, d)]
    return [dialogs.discard_dialog(m) if d.name == "discard" else dialogs.delete_dialog(m)]


def perform(model, st, page: Page, verb: str, args: tuple) -> None:
    """A tap on the editor or its dialogs."""
    a = page.args
    if verb == "save":
        save(model, page)
    elif verb == "complete":
        save(model, page, completed=True)
    elif verb == "priority":
        a["priority"] = args[0]
    elif verb == "due":
        st.dialog = picker.open_page(model, a["due"])
    elif verb == "list":
        st.dialog = Page("lists", {"selected": a["list"]})
    elif verb == "delete":
        st.dialog = Page("delete")
    elif st.dialog is None:
        return
    elif verb == "picker":
        _picker(model, st, page, args)
    elif verb == "choose_list":
        a["list"], st.dialog = args[0], None
    elif verb == "collapse":
        st.dialog.args["collapsed"] = not st.dialog.args.get("collapsed")
    elif verb == "dismiss":
        cancel_dialog(model, st, page)
    elif verb == "discard":
        st.dialog = None
        close(model)
    elif verb == "delete_ok":
        st.dialog = None
        store.delete(model, a["id"])
        close(model)


def _picker(model, st, page: Page, args: tuple) -> None:
    verb, rest = args[0], args[1:]
    if verb == "ok":
        _take_date(model, st, page)
    elif verb == "cancel":
        st.dialog = None
    elif verb == "dismiss":
        _take_date(model, st, page)                        # onCancel -> sendSelected
    else:
        picker.perform(model, st.dialog, verb, rest)


def _take_date(model, st, page: Page) -> None:
    due = picker.result(model, st.dialog)
    st.dialog = None
    if due is not None and due % 60000 == 0 and due:         # setDueDate: createDueDate(SPECIFIC_DAY), noon
        due = store.local_midnight_ms(model, store.local_date(model, due).date()) + 12 * 3_600_000
    if due is not None:
        page.args["due"] = due


def cancel_dialog(model, st, page: Page) -> None:
    """Back or a touch outside the open dialog: the picker sheet hands over its
    selection (``onCancel``), the others just close."""
    if st.dialog is not None and st.dialog.name == "date":
        if not picker.cancel_time(model, st.dialog):
            _take_date(model, st, page)
    else:
        st.dialog = None


def back(model, st, page: Page) -> None:
    """Back on the editor (no dialog open): ``discardButtonClick``."""
    if has_changes(model, page):
        st.dialog = Page("discard")
    else:
        close(model)

