"""The apps a cross-app chain reads from (``family_kit.Source``): Broccoli's recipes,
Contacts' people, Simple Calendar Pro's events, Joplin's notes, Pro Expense's expenses and
Tasks' to-dos. Each takes its records from the params (a list under a fixed key, drawn by
the chain's family), seeds them, says whether they are all still there unchanged (the
chain's anchor needs it: the value is read from the source, never put into it), and
visits the record the chain names (the UI steps that show it: the app, then the record's
row, found by scrolling its list).
"""

from __future__ import annotations

from apps import broccoli, expense, joplin, simple_calendar as cal, tasks_org
from venus_tasks import setup_device
from venus_tasks.ambiguity import social_kit as sc
from venus_tasks.ambiguity.family_apps import TASK_LISTS, event_row, task_row
from venus_tasks.ambiguity.family_kit import Source
from venus_tasks.ambiguity.prod_common import day, utc_date
from venus_tasks.ambiguity.spec import Step
from verifiers.phones import national


def _visit(label: str, key: str, within: str):
    """Steps: open ``label``, tap the row of the record ``params[key]`` (scrolling ``within``)."""
    return lambda p: (Step("open", label), Step("tap", p[key], within=within))


# ------------------------------------------------------------------ Broccoli
def _recipes_now(probe) -> list:
    return sorted((r.title, tuple(x for x in r.ingredients.splitlines() if x.strip()))
                  for r in probe.rows("broccoli", broccoli.list_recipes))


def recipes(key: str) -> Source:
    """``params["recipes"]``: ``[{"title", "ingredients": [...]}]``; the chain names one by
    its title in ``params[key]``."""
    return Source(
        app="broccoli",
        seed=lambda env, p: broccoli.replace_recipes(env.device, [
            broccoli.Recipe(title=r["title"], ingredients="\n".join(r["ingredients"]), servings="4")
            for r in p["recipes"]]),
        intact=lambda probe, p: _recipes_now(probe) == sorted((r["title"], tuple(r["ingredients"]))
                                                              for r in p["recipes"]),
        visit=_visit("Broccoli", key, "recycler_view"),
        stores=("broccoli:recipes", "broccoli:categories", "broccoli:recipes_with_categories", "broccoli:recipes_fts*"))


# ------------------------------------------------------------------ Contacts
def people(key: str) -> Source:
    """``params["people"]``: ``[{"name", "number"}]`` (Mobile numbers); the chain names one
    in ``params[key]``."""
    def intact(probe, p) -> bool:
        now = sorted((c["name"].casefold(), tuple(sorted(n for n, _ in c["phones"]))) for c in sc.contact_cards(probe))
        return now == sorted((x["name"].casefold(), (national(x["number"]),)) for x in p["people"])

    return Source(app="contacts", seed=lambda env, p: sc.seed_contacts(env.device, p["people"]), intact=intact,
                  visit=_visit("Contacts", key, "list"), stores=("contacts:rows",))


# ------------------------------------------------------------------ Simple Calendar Pro
def events(key: str) -> Source:
    """``params["events"]``: ``[{"title", "date" (day offset), "time" (minute of day),
    "location"}]``; the chain names one by its title in ``params[key]``."""
    def seed(env, p) -> None:
        env.device.run(["date", setup_device.DEVICE_TIME])
        cal.replace_events(env.device, [event_row(e) for e in p["events"]])

    def intact(probe, p) -> bool:
        now = sorted((e.title, e.start_ts, e.location) for e in probe.rows("calendar", cal.list_events))
        rows = [event_row(e) for e in p["events"]]
        return now == sorted((r.title, r.start_ts, r.location) for r in rows)

    return Source(app="simple calendar pro", seed=seed, intact=intact,
                  visit=lambda p: (Step("open", "Simple Calendar Pro"), Step("tap", p[key])),
                  stores=("simple calendar pro:events",))


# ------------------------------------------------------------------ Joplin
JOPLIN_FOLDER = "0" * 31 + "1"


def joplin_notes(key: str) -> Source:
    """``params["jnotes"]``: ``[{"title", "body"}]`` in one notebook "Personal"; the chain
    names one by its title in ``params[key]``."""
    def seed(env, p) -> None:
        t = 1_697_000_000_000
        joplin.replace_all(env.device, [joplin.Folder(JOPLIN_FOLDER, "Personal", t, t, t, t)], [
            joplin.Note(f"{i + 2:032x}", JOPLIN_FOLDER, n["title"], n["body"], t + i, t + i, t + i, t + i)
            for i, n in enumerate(p["jnotes"])])

    def intact(probe, p) -> bool:
        now = sorted((n.title, n.body) for n in probe.rows("joplin", joplin.list_notes))
        return now == sorted((n["title"], n["body"]) for n in p["jnotes"])

    return Source(app="joplin", seed=seed, intact=intact, visit=_visit("Joplin", key, "note_list"),
                  stores=("joplin:*",))


# ------------------------------------------------------------------ Pro Expense
def expenses(key: str) -> Source:
    """``params["expenses"]``: ``[{"name", "cents", "category" (id)}]``; the chain names one
    by its name in ``params[key]`` (the list shows each expense's name and amount)."""
    def seed(env, p) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, [expense.row(e["name"], e["cents"], e["category"]) for e in p["expenses"]])

    def intact(probe, p) -> bool:
        now = sorted((r["name"], r["amount"]) for r in probe.rows("expense", expense.list_expenses))
        return now == sorted((e["name"], e["cents"]) for e in p["expenses"])

    return Source(app="pro expense", seed=seed, intact=intact, visit=lambda p: (Step("open", "Pro Expense"),),
                  stores=("pro expense:expense",))


# ------------------------------------------------------------------ Tasks
def todos(key: str) -> Source:
    """``params["todos"]``: ``[{"title", "due" (day offset)}]`` in "My Tasks"; the chain
    names one by its title in ``params[key]``."""
    def seed(env, p) -> None:
        tasks_org.replace_tasks_in_lists(env.device, {name: [task_row(t) for t in p["todos"]] if name == TASK_LISTS[0]
                                                      else [] for name in TASK_LISTS})

    def intact(probe, p) -> bool:
        now = sorted((t.title, utc_date(t.dueDate / 1000) if t.dueDate else None)
                     for t in probe.rows("tasks.src", tasks_org.list_tasks) if not t.deleted)
        return now == sorted((t["title"], day(t["due"])) for t in p["todos"])

    return Source(app="tasks", seed=seed, intact=intact, visit=lambda p: (Step("open", "Tasks"), Step("tap", p[key])),
                  stores=("tasks:tasks", "tasks:caldav_tasks", "tasks:alarms", "tasks:notification"))
