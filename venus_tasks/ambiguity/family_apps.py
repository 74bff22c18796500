"""The apps a heterogenized family binds to (``family_kit.Binding`` factories): Tasks,
Simple Calendar Pro, Markor and Contacts. Each factory takes which family field (a params
key) the app's own field holds, so one factory serves every family: ``tasks(title="title",
due="date")`` is a to-do whose title is ``params["title"]`` and whose due date is
``params["date"]`` (a day offset from the suite's today, 2023-10-15).

Stores, defaults and labels are the apps' own, as the single-app intent modules document
them (``intents_tasks``, ``intents_events``, ``intents_notes``, ``contacts_kit``): a new
task has no due date, no description and goes to "My Tasks"; a new event starts today at
16:00 with a 10-minute reminder, no location and no description; a new Markor note is
Markdown (``.md``) in the notebook's top folder, empty; a new contact has no number. The
UI paths are the ones those modules walk on the simulated screens.
"""

from __future__ import annotations

import posixpath
import random
import uuid

from apps import contacts as contacts_store, markor, rows as db_rows, simple_calendar as cal, sqlite_store, tasks_org
from venus_tasks import setup_device
from venus_tasks.ambiguity import social_kit as sc
from venus_tasks.ambiguity.family_kit import Binding, Params, Record
from venus_tasks.ambiguity.prod_common import contains_text, date_en, day, epoch, pick, same_text, utc_date
from venus_tasks.ambiguity.spec import Step
from verifiers.phones import national

def _val(get, rid: str, p):
    """The app-level value of family field ``rid``: ``get[rid](p)`` (a chain's value read
    from its source) or ``p[rid]``."""
    return get[rid](p) if get and rid in get else p[rid]


def _one_line(value) -> str:
    return ", ".join(str(x) for x in value) if isinstance(value, (list, tuple)) else (value or "")


def text_holds(actual: str | None, expected, has=None) -> bool:
    """``actual`` holds ``expected``: each item of a list (or the one value, with ``has``)
    by ``has(actual, item)`` (default ``contains_text``); a plain text is ``same_text``."""
    if has is None and not isinstance(expected, (list, tuple)):
        return same_text(actual, expected or "")
    items = expected if isinstance(expected, (list, tuple)) else [expected] if expected else []
    return bool(items) and all((has or contains_text)(actual or "", str(x)) for x in items)


# ------------------------------------------------------------------ Tasks
TASK_LISTS = ("My Tasks", "Personal", "Projects", "Work", "Travel", "Shopping")   # "My Tasks" sorts first: the default
_TASK_DB = tasks_org.APP.databases[0]
_FILLER_TASKS = ("Renew passport", "Call the plumber", "Return library books", "Order printer ink", "Update resume",
                 "Clean the gutters", "Back up the laptop", "Cancel the gym trial")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


def _list_uuid(name: str) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"tasks-list:{name}"))     # as apps.tasks_org.replace_tasks_in_lists


def task_row(t: dict) -> tasks_org.Task:
    """A ``tasks`` row of ``{"title", "due" (day offset or None), "notes"}``."""
    due = epoch(day(t["due"]), 12 * 60) * 1000 if t.get("due") is not None else 0   # a date-only due date: noon
    return tasks_org.Task(title=t["title"], importance=3, dueDate=due, notes=t.get("notes") or None,
                          created=epoch(day(-14)) * 1000, modified=epoch(day(-14)) * 1000)


def _task_records(probe, p) -> list[Record]:
    rows = probe.rows("tasks", lambda device: sqlite_store.query(device, tasks_org.APP, _TASK_DB, (
        "SELECT t.title, t.dueDate, t.notes, (SELECT cl.cdl_name FROM caldav_tasks ct JOIN caldav_lists cl "
        "ON ct.cd_calendar = cl.cdl_uuid WHERE ct.cd_task = t._id AND ct.cd_deleted = 0) AS list "
        "FROM tasks t WHERE t.deleted = 0 ORDER BY t._id")))
    out = []
    for r in rows:
        view = {"title": r["title"] or "", "due": utc_date(r["dueDate"] / 1000) if r["dueDate"] else None,
                "notes": r["notes"] or "", "list": r["list"] or TASK_LISTS[0]}
        out.append(Record(view["title"], (view["title"], view["due"], view["notes"], view["list"]), view))
    return out


def _task_seeded(p) -> list:
    return [(t["title"], day(t["due"]) if t.get("due") is not None else None, t.get("notes") or "", t["list"])
            for t in p["bg_tasks"]]


def tasks(title: str, due: str = "", note: str = "", list_: str = "", get=None, fallback=None, has=None) -> Binding:
    """A to-do in Tasks: its title is the family field ``title`` (the anchor), its due date
    ``due`` (a day offset), its description ``note``, its list ``list_`` (each optional).
    ``get``: {field: params -> the app's value} (default ``params[field]``); ``fallback``:
    {field: params patch} replacing the app default of a field (a chain's "another
    record"); ``has``: how the description holds the value (``text_holds``)."""
    v = lambda rid, p: _val(get, rid, p)                          # noqa: E731
    def background(rng: random.Random, v: Params) -> dict:
        names = [t for t in _FILLER_TASKS if not same_text(t, v[title])]
        return {"bg_tasks": [{"title": t, "due": rng.randint(2, 30), "list": pick(rng, TASK_LISTS)}
                             for t in pick(rng, names, 3)]}

    def seed(env, p) -> None:
        lists = {name: [task_row(t) for t in p["bg_tasks"] if t["list"] == name] for name in TASK_LISTS}
        tasks_org.replace_tasks_in_lists(env.device, lists)

    def write(env, q) -> None:
        row = task_row({"title": q[title], "due": v(due, q) if due else None,
                         "notes": _one_line(v(note, q)) if note else ""})
        lst = q[list_] if list_ else TASK_LISTS[0]
        with sqlite_store.pulled(env.device, tasks_org.APP, _TASK_DB, write=True) as conn:
            tid = db_rows.insert(conn, tasks_org.TABLE, row, exclude=("_id",))
            conn.execute("INSERT INTO caldav_tasks (cd_task, cd_calendar, cd_remote_id, cd_last_sync, cd_deleted, "
                         "gt_moved, gt_remote_order) VALUES (?, ?, 'new', 0, 0, 0, 0)", (tid, _list_uuid(lst)))

    def path(p) -> tuple:
        steps = [Step("open", "Tasks"), Step("tap", "Create new task"), Step("type", "Task name", text=p[title])]
        if due:
            d = day(v(due, p))
            months = (d.year - day(0).year) * 12 + d.month - day(0).month
            steps += [Step("tap", "No due date"), *(Step("tap", "Next month"),) * months,
                      Step("tap", f"{d.day:02d} {MONTHS[d.month - 1]} {d.year}"), Step("tap", "OK")]
        if list_:
            steps += [Step("tap", TASK_LISTS[0]), Step("tap", p[list_])]
        if note:
            steps.append(Step("type", "Description", text=_one_line(v(note, p))))
        return (*steps, Step("tap", "Save"))

    matches = {title: lambda r, p: same_text(r["title"], p[title])}
    defaults = {title: {title: "New task"}}
    if due:
        matches[due] = lambda r, p: r["due"] == (day(v(due, p)) if v(due, p) is not None else None)
        defaults[due] = {due: None}
    if note:
        matches[note] = lambda r, p: text_holds(r["notes"], v(note, p), has)
        defaults[note] = {note: ""}
    if list_:
        matches[list_] = lambda r, p: r["list"] == (p[list_] or TASK_LISTS[0])
        defaults[list_] = {list_: TASK_LISTS[0]}
    defaults.update(fallback or {})
    return Binding(app="tasks", label="Tasks", suffix="Tasks", background=background, seed=seed,
                   records=_task_records, seeded=_task_seeded, matches=matches, write=write, defaults=defaults,
                   path=path, stores=("tasks:tasks", "tasks:caldav_tasks", "tasks:alarms", "tasks:notification"))


# ------------------------------------------------------------------ Simple Calendar Pro
CAL_START = 16 * 60           # a new event: today at the next full hour after 15:34 (intents_events)
CAL_REMINDER = 10
_FILLER_EVENTS = ("Dentist appointment", "Car inspection", "Haircut", "Vet check-up", "Passport photo", "Wine tasting")


def event_row(e: dict) -> cal.CalendarEvent:
    """An ``events`` row of ``{"title", "date" (day offset), "time" (minute of day, default
    16:00), "minutes" (default 60), "location", "description", "reminder"}``."""
    start = epoch(day(e["date"]), e.get("time", CAL_START))
    return cal.CalendarEvent(start_ts=start, end_ts=start + e.get("minutes", 60) * 60, title=e["title"],
                             location=e.get("location", ""), description=e.get("description", ""),
                             reminder_1_minutes=e.get("reminder", -1), last_updated=start * 1000)


def _event_records(probe, p) -> list[Record]:
    out = []
    for e in probe.rows("calendar", cal.list_events):
        view = {"title": e.title, "date": utc_date(e.start_ts), "location": e.location, "description": e.description}
        out.append(Record(e.title, (e.title, e.start_ts, e.end_ts, e.location, e.description), view))
    return out


def _event_seeded(p) -> list:
    out = []
    for e in p["bg_events"]:
        r = event_row(e)
        out.append((r.title, r.start_ts, r.end_ts, r.location, r.description))
    return out


def date_label(d) -> str:
    """The event editor's date text (``Formatter.getDate``): "October 20 (Fri)"."""
    return f"{d:%B} {d.day} ({d:%a})"


def calendar(title: str, date: str = "", location: str = "", note: str = "", get=None, fallback=None,
             has=None) -> Binding:
    """An event in Simple Calendar Pro: its title is the family field ``title`` (the
    anchor), its day ``date`` (a day offset), its location ``location``, its description
    ``note`` (each optional); ``get``, ``fallback``, ``has`` as for ``tasks``."""
    v = lambda rid, p: _val(get, rid, p)                          # noqa: E731
    def background(rng: random.Random, v: Params) -> dict:
        names = [t for t in _FILLER_EVENTS if not same_text(t, v[title])]
        return {"bg_events": [{"title": t, "date": rng.randint(2, 30), "time": pick(rng, (9 * 60, 11 * 60, 14 * 60))}
                              for t in pick(rng, names, 3)]}

    def seed(env, p) -> None:
        env.device.run(["date", setup_device.DEVICE_TIME])          # today is the suite's 2023-10-15, 15:34
        cal.replace_events(env.device, [event_row(e) for e in p["bg_events"]])

    def write(env, q) -> None:
        cal.add_events(env.device, [event_row({
            "title": q[title], "date": (v(date, q) or 0) if date else 0, "minutes": 0, "reminder": CAL_REMINDER,
            "location": v(location, q) if location else "", "description": _one_line(v(note, q)) if note else ""})])

    def path(p) -> tuple:
        steps = [Step("open", "Simple Calendar Pro"), Step("tap", "New Event"), Step("tap", "Event"),
                 Step("type", "Title", text=p[title])]
        if location:
            steps.append(Step("type", "Location", text=v(location, p)))
        if note:
            steps.append(Step("type", "Description", text=_one_line(v(note, p))))
        if date:
            d = day(v(date, p))
            months = (d.year - day(0).year) * 12 + d.month - day(0).month
            steps += [Step("tap", date_label(day(0))), *(Step("tap", "Next month"),) * months,
                      Step("tap", f"{d.day:02d} {d:%B} {d.year}"), Step("tap", "OK")]
        return (*steps, Step("tap", "Save"), Step("tap", "OK"))       # OK: the one-time reminder disclaimer

    matches = {title: lambda r, p: same_text(r["title"], p[title])}
    defaults = {title: {title: "Event"}}
    if date:
        matches[date] = lambda r, p: r["date"] == day(v(date, p) or 0)
        defaults[date] = {date: 0}
    if location:
        matches[location] = lambda r, p: same_text(r["location"], v(location, p) or "")
        defaults[location] = {location: ""}
    if note:
        matches[note] = lambda r, p: text_holds(r["description"], v(note, p), has)
        defaults[note] = {note: ""}
    defaults.update(fallback or {})
    return Binding(app="simple calendar pro", label="Simple Calendar Pro", suffix="Calendar", background=background,
                   seed=seed, records=_event_records, seeded=_event_seeded, matches=matches, write=write,
                   defaults=defaults, path=path, stores=("simple calendar pro:events",), complexity=2.6)


# ------------------------------------------------------------------ Markor
MARKOR_FOLDERS = ("Personal", "Projects", "Work", "Travel", "Shopping", "Reading")
_FILLER_NOTES = ("packing_list", "book_ideas", "gift_ideas", "wine_list", "meal_plan", "movie_list")
NOTE_FAB, NOTE_HINT = "Create a new file or folder", "my_note"
NOTE_EDITOR = "document__fragment__edit__highlighting_editor"
NOTE_LIST = "ui__filesystem_dialog__list"


def _stem(relpath: str) -> str:
    base = posixpath.basename(relpath)
    for ext in (".todo.txt", ".md", ".txt"):
        if base.endswith(ext):
            return base[: -len(ext)]
    return base


def _note_records(probe, p) -> list[Record]:
    notes = probe.rows("markor", markor.read_notes)
    return [Record(_stem(k), (k, v), {"name": _stem(k), "folder": posixpath.dirname(k), "text": v})
            for k, v in sorted(notes.items())]


def markor_note(title: str, lines: tuple[str, ...] = (), folder: str = "",
                has=None, get=None, fallback=None) -> Binding:
    """A Markor note: named as the family field ``title`` (the anchor), in the folder
    ``folder`` (optional), whose text holds each field of ``lines`` (typed one per line);
    ``has(text, value)`` decides a field is in the text (default ``contains_text``: normalised,
    on word boundaries; a field whose value is a list has each item). Every other folder of
    ``MARKOR_FOLDERS`` exists with a note. ``get``, ``fallback`` as for ``tasks``."""
    def background(rng: random.Random, v: Params) -> dict:
        names = pick(rng, [n for n in _FILLER_NOTES if not same_text(n, v[title])], len(MARKOR_FOLDERS))
        return {"bg_notes": {f"{f}/{n}.md": f"# {n.replace('_', ' ').title()}\n" for f, n in zip(MARKOR_FOLDERS, names)}}

    def text_of(q) -> str:
        out = []
        for f in lines:
            value = _val(get, f, q)
            out.extend(value if isinstance(value, (list, tuple)) else [value] if value else [])
        return "\n".join(str(x) for x in out)

    def write(env, q) -> None:
        where = q[folder] if folder and q[folder] else ""
        markor.write_note(env.device, posixpath.join(where, f"{q[title]}.md"), text_of(q))

    def path(p) -> tuple:
        steps = [Step("open", "Markor")]
        if folder:
            steps.append(Step("tap", p[folder], within=NOTE_LIST))
        steps += [Step("tap", NOTE_FAB), Step("type", NOTE_HINT, text=p[title]), Step("tap", "OK")]
        text = text_of(p)
        if text:
            steps.append(Step("type", "note text", text=text, rid=NOTE_EDITOR))
        return (*steps, Step("back"), Step("back"))   # hide the keyboard, close the note (Markor saves on pause)

    has = has or contains_text

    def holds(f):
        def match(r, p) -> bool:
            value = _val(get, f, p)
            items = value if isinstance(value, (list, tuple)) else [value] if value else []
            return bool(items) and all(has(r["text"], str(x)) for x in items)
        return match

    matches = {title: lambda r, p: same_text(r["name"], p[title]), **{f: holds(f) for f in lines}}
    defaults = {title: {title: NOTE_HINT}, **{f: {f: ""} for f in lines}}
    if folder:
        matches[folder] = lambda r, p: r["folder"] == (p[folder] or "")
        defaults[folder] = {folder: ""}
    defaults.update(fallback or {})
    return Binding(app="markor", label="Markor", suffix="Markor", background=background,
                   seed=lambda env, p: markor.write_notes(env.device, p["bg_notes"], clear=True),
                   records=_note_records, seeded=lambda p: sorted(p["bg_notes"].items()), matches=matches,
                   write=write, defaults=defaults, path=path, stores=("markor:*",))


# ------------------------------------------------------------------ Contacts
def contacts(name: str, number: str) -> Binding:
    """A new contact: its name is the family field ``name`` (the anchor, "First Last"), its
    Mobile number ``number``."""
    def background(rng: random.Random, v: Params) -> dict:
        taken = {national(v[number])}
        others = [x for x in sc.people(rng, 4, taken) if not same_text(x["name"], v[name])][:3]
        return {"bg_people": [{"name": x["name"], "number": x["number"]} for x in others]}

    def records(probe, p) -> list[Record]:
        return [Record(c["name"], (c["name"].casefold(), tuple(sorted(c["phones"])), tuple(sorted(c["emails"]))),
                       {"name": c["name"], "phones": [n for n, _ in c["phones"]]}) for c in sc.contact_cards(probe)]

    def seeded(p) -> list:
        mobile = contacts_store.PHONE_TYPE_MOBILE
        return [(e["name"].casefold(), ((national(e["number"]), mobile),), ()) for e in p["bg_people"]]

    def write(env, q) -> None:
        contacts_store.add_contacts(env.device, [(q[name], q[number] or None)])

    def path(p) -> tuple:
        first, _, last = p[name].partition(" ")
        steps = [Step("open", "Contacts"), Step("tap", "Create contact", rid="floating_action_button"),
                 Step("type", "First name", text=first)]
        if last:
            steps.append(Step("type", "Last name", text=last))
        return (*steps, Step("type", "Phone", text=p[number]), Step("tap", "Save"))

    return Binding(app="contacts", label="Contacts", suffix="Contacts", background=background,
                   seed=lambda env, p: sc.seed_contacts(env.device, p["bg_people"]), records=records, seeded=seeded,
                   matches={name: lambda v, p: sc.same_name(v["name"], p[name]),
                            number: lambda v, p: bool(p[number]) and national(p[number]) in v["phones"]},
                   write=write, defaults={name: {name: "Unnamed"}, number: {number: ""}}, path=path,
                   stores=("contacts:rows",), domain="social")


def date_words(offset) -> tuple[str, str]:
    """(en, zh) of a day offset: "October 20" / "10月20日"; None "no date" / "无日期"."""
    if offset is None:
        return "no date", "无日期"
    d = day(offset)
    return date_en(d), f"{d.month}月{d.day}日"
