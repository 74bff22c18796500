"""Cross-app chains (AmbiBench ``shared/seeds/`` 000, section 3.3 Phase 2 a): a value read
in one app carried into another. Each chain is a ``family_kit.Family`` whose explicit
requirement names a record of the source app (a recipe, a contact, an event, a Joplin note,
an expense, a to-do) and whose sink (Markor, Tasks, Simple Calendar Pro) must hold that
record's value (the ingredients, the number, the place or day, the note's text, the
amount); ``family_kit.chained`` joins sink and source: the anchor holds only while the
source is left as seeded, so both apps are checked. Acting without asking uses another
record of the source (the first listed), which fails the explicit requirement. A chain
whose point is looking a fact up (a place, a note's text, an amount) is in AmbiBench's
information-retrieval domain, the others in productivity.
"""

from __future__ import annotations

import dataclasses
import random
from decimal import Decimal

from venus_tasks.ambiguity import chain_sources as src
from venus_tasks.ambiguity import family_apps as fa
from venus_tasks.ambiguity.family_kit import Family, Field, chained
from venus_tasks.ambiguity.prod_common import pick
from venus_tasks.ambiguity.social_kit import people
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Kind
from verifiers.numbers import numbers
from verifiers.phones import phone_numbers, same_number

A, E = Kind.ANCHOR, Kind.EXPLICIT
RECIPES = {"Lentil soup": ("Red lentils", "Carrots", "Cumin"), "Pancakes": ("Flour", "Buttermilk", "Maple syrup"),
           "Green curry": ("Coconut milk", "Green curry paste", "Bamboo shoots"),
           "Tomato pasta": ("Penne", "Passata", "Fresh basil"), "Banana bread": ("Ripe bananas", "Walnuts", "Brown sugar"),
           "Greek salad": ("Feta", "Kalamata olives", "Cucumber")}
JOPLIN = {"Cabin wifi": "The password is maple 4412", "Gym locker": "Locker 38 opens with 5190",
          "Garage gate": "Press 2 then 7731 and wait", "Bike lock": "The combination is 0916",
          "Boiler reset": "Hold the red button for ten seconds", "Spare key": "It is under the third flowerpot"}
EVENTS = ("Dentist appointment", "Car inspection", "Vet check-up", "Wine tasting", "Passport photo", "Haircut")
PLACES = ("City Library", "Harbor Cafe", "Riverside Park", "Town Hall", "Studio Five", "Greenway Gym",
          "Oak Street Clinic", "Maple Hall")
EXPENSES = ("Concert tickets", "Winter jacket", "Plumber visit", "Birthday dinner", "Bike repair", "Yoga course")
TODOS = ("Renew passport", "Submit the tax form", "Return library books", "Service the boiler", "Pay the rent")
NOTE_NAMES_POOL = ("for_later", "to_remember", "quick_note", "keep_this", "jotted_down", "inbox_note")
TASK_TITLES = ("Sort this out", "Follow up", "Handle this", "Take care of it", "Deal with it this week")
EVENT_TITLES = ("Catch-up slot", "Planning hour", "Errand block", "Admin time")

NAME_NAMES = ("note name", "file name", "what to call the note", "笔记名", "文件名")
TITLE_NAMES = ("title", "what to call it", "called", "标题", "叫什么", "名称")
NAME = Field("name", A, NAME_NAMES, lambda p: p["name"], lambda p: p["name"], phrase='named "{v}"',
             phrase_zh="名为“{z}”的")
TITLE = Field("title", A, TITLE_NAMES, lambda p: p["title"], lambda p: p["title"], phrase='"{v}"', phrase_zh="“{z}”")


def _ref(rid: str, names: tuple[str, ...], phrase: str, phrase_zh: str, pool_key: str, label: str) -> Field:
    return Field(rid, E, names, lambda p: p[rid], lambda p: p[rid], phrase=phrase, phrase_zh=phrase_zh,
                 options=())


def _other(rid: str, pool_key: str, label: str = "title"):
    """The fallback of a reference: the first seeded record other than the one asked for."""
    return {rid: lambda p: {rid: next(r[label] for r in p[pool_key] if r[label] != p[rid])}}


def _pick_ref(rng: random.Random, records: list[dict], label: str = "title") -> str:
    return pick(rng, records[1:])[label]          # the first listed is what acting without asking takes


# ------------------------------------------------------------------ draws
def _recipes(rng, anchor: dict) -> dict:
    titles = pick(rng, sorted(RECIPES), 4)
    rs = [{"title": t, "ingredients": list(RECIPES[t])} for t in sorted(titles)]
    return {**anchor, "recipes": rs, "recipe": _pick_ref(rng, rs)}


def _people(rng, anchor: dict) -> dict:
    ps = sorted(({"name": x["name"], "number": x["number"]} for x in people(rng, 4, set())), key=lambda x: x["name"])
    return {**anchor, "people": ps, "person": _pick_ref(rng, ps, "name")}


def _events(rng, anchor: dict) -> dict:
    titles, places = pick(rng, EVENTS, 4), pick(rng, PLACES, 4)
    dates = sorted(rng.sample(range(2, 35), 4))
    es = [{"title": t, "date": d, "time": 10 * 60, "location": pl} for t, d, pl in zip(titles, dates, places)]
    return {**anchor, "events": es, "event": _pick_ref(rng, es)}


def _jnotes(rng, anchor: dict) -> dict:
    ns = [{"title": t, "body": JOPLIN[t]} for t in sorted(pick(rng, sorted(JOPLIN), 4))]
    return {**anchor, "jnotes": ns, "jnote": _pick_ref(rng, ns)}


def _expenses(rng, anchor: dict) -> dict:
    es = [{"name": n, "cents": rng.randrange(1500, 20000, 25), "category": 6} for n in pick(rng, EXPENSES, 4)]
    return {**anchor, "expenses": es, "item": _pick_ref(rng, es, "name")}


def _todos(rng, anchor: dict) -> dict:
    dues = sorted(rng.sample(range(2, 35), 4))
    ts = [{"title": t, "due": d} for t, d in zip(pick(rng, TODOS, 4), dues)]
    return {**anchor, "todos": ts, "task": _pick_ref(rng, ts)}


def _named(rng) -> dict:
    return {"name": pick(rng, NOTE_NAMES_POOL)}


def _titled(pool):
    return lambda rng: {"title": pick(rng, pool)}


# ------------------------------------------------------------------ value readers
def _of(pool_key: str, rid: str, field: str, label: str = "title"):
    return lambda p: next(r[field] for r in p[pool_key] if r[label] == p[rid])


def _phone_in(text: str, value: str) -> bool:
    return any(same_number(n, value) for n in phone_numbers(text))


def _amount_in(text: str, amount: str) -> bool:
    return Decimal(amount) in numbers(text)


INGREDIENTS = _of("recipes", "recipe", "ingredients")
NUMBER = _of("people", "person", "number", "name")
PLACE = _of("events", "event", "location")
EVENT_DAY = _of("events", "event", "date")
BODY = _of("jnotes", "jnote", "body")
AMOUNT = lambda p: f'{_of("expenses", "item", "cents", "name")(p) / 100:.2f}'          # noqa: E731
DUE = _of("todos", "task", "due")

RECIPE = _ref("recipe", ("recipe", "which recipe", "菜谱", "哪个菜谱"), 'with the ingredients of my recipe "{v}"',
              "，写上我的菜谱“{z}”的配料", "recipes", "title")
PERSON = _ref("person", ("whose number", "which contact", "who", "谁的号码", "哪个联系人"), "with {v}'s phone number",
              "，写上{z}的电话号码", "people", "name")
EVENT_PLACE = _ref("event", ("which event", "which appointment", "哪个活动", "哪个预约"),
                   'with the place of my event "{v}"', "，写上我的活动“{z}”的地点", "events", "title")
EVENT_DATE = _ref("event", ("which event", "which appointment", "哪个活动", "哪个预约"),
                  'on the day of my event "{v}"', "，日期定在我的活动“{z}”那天", "events", "title")
JNOTE = _ref("jnote", ("which Joplin note", "which note", "哪条 Joplin 笔记", "哪条笔记"),
             'with the text of my Joplin note "{v}"', "，写上我的 Joplin 笔记“{z}”的内容", "jnotes", "title")
ITEM = _ref("item", ("which expense", "which purchase", "哪笔支出", "哪次消费"),
            'with what I paid for "{v}" in Pro Expense', "，写上我在 Pro Expense 里“{z}”花的金额", "expenses", "name")
TASK_DATE = _ref("task", ("which task", "which to-do", "哪个任务", "哪个待办"), 'on the due date of my task "{v}"',
                 "，日期定在我的任务“{z}”的截止日", "todos", "title")


def _family(name, draw, fields, hyp, template, template_zh, paraphrase, topics) -> Family:
    return Family(name=name, draw=draw, fields=fields, hypernym=hyp[0], hypernym_zh=hyp[1],
                  incomplete_masks=(fields[1].rid,), template=template, template_zh=template_zh,
                  template_paraphrase=paraphrase, topics=topics)


NOTE_HYP, TASK_HYP, EVENT_HYP = ("a note", "一条笔记"), ("a to-do", "一个待办"), ("an entry", "一个日程")
NOTE_T = ("In Markor, make a note {name} {ref}.", "在 Markor 中新建一条{name}笔记{ref}。",
          "Create a Markor note {name} {ref}.")
TASK_T = ("In Tasks, add {title} {ref}.", "在 Tasks 中添加{title}{ref}。", "Create the to-do {title} in Tasks {ref}.")
EVENT_T = ("In Simple Calendar Pro, add {title} {ref}.", "在 Simple Calendar Pro 中添加{title}{ref}。",
           "Put {title} into Simple Calendar Pro {ref}.")
TOPICS = ("folder", "priority", "reminder", "文件夹", "优先级", "提醒")


def _t(t, ref: str) -> tuple:
    return tuple(x.replace("{ref}", "{" + ref + "}") for x in t)


def _note(name, draw_ref, ref: Field, get, has, source, domain="productivity"):
    fam = _family(name, lambda rng: draw_ref(rng, _named(rng)), (NAME, ref), NOTE_HYP, *_t(NOTE_T, ref.rid), TOPICS)
    sink = fa.markor_note("name", lines=(ref.rid,), get={ref.rid: get}, has=has, fallback=_other(*FALLBACK[ref.rid]))
    sink = dataclasses.replace(sink, domain=domain)
    return fam.bind(chained(sink, source, ""), heterogenized=False)


def _task(name, draw_ref, ref: Field, source, domain="productivity", **binding):
    fam = _family(name, lambda rng: draw_ref(rng, _titled(TASK_TITLES)(rng)), (TITLE, ref), TASK_HYP,
                  *_t(TASK_T, ref.rid), TOPICS)
    sink = dataclasses.replace(fa.tasks("title", fallback=_other(*FALLBACK[ref.rid]), **binding), domain=domain)
    return fam.bind(chained(sink, source, ""), heterogenized=False)


def _event(name, draw_ref, ref: Field, source, domain="productivity", **binding):
    fam = _family(name, lambda rng: draw_ref(rng, _titled(EVENT_TITLES)(rng)), (TITLE, ref), EVENT_HYP,
                  *_t(EVENT_T, ref.rid), TOPICS)
    sink = dataclasses.replace(fa.calendar("title", fallback=_other(*FALLBACK[ref.rid]), **binding), domain=domain)
    return fam.bind(chained(sink, source, ""), heterogenized=False)


FALLBACK = {"recipe": ("recipe", "recipes"), "person": ("person", "people", "name"), "event": ("event", "events"),
            "jnote": ("jnote", "jnotes"), "item": ("item", "expenses", "name"), "task": ("task", "todos")}

BOUND = (
    _note("RecipeToNote", _recipes, RECIPE, INGREDIENTS, None, src.recipes("recipe")),
    _task("RecipeToTask", _recipes, RECIPE, src.recipes("recipe"), note="recipe", get={"recipe": INGREDIENTS}),
    _note("NumberToNote", _people, PERSON, NUMBER, _phone_in, src.people("person")),
    _task("NumberToTask", _people, PERSON, src.people("person"), note="person", get={"person": NUMBER}, has=_phone_in),
    _event("NumberToEvent", _people, PERSON, src.people("person"), note="person", get={"person": NUMBER},
           has=_phone_in),
    _note("EventPlaceToNote", _events, EVENT_PLACE, PLACE, None, src.events("event"), domain="information"),
    _task("EventDayToTask", _events, EVENT_DATE, src.events("event"), due="event", get={"event": EVENT_DAY}),
    _task("EventPlaceToTask", _events, EVENT_PLACE, src.events("event"), domain="information", note="event", get={"event": PLACE},
          has=lambda text, value: fa.contains_text(text, value)),
    _note("JoplinToNote", _jnotes, JNOTE, BODY, None, src.joplin_notes("jnote"), domain="information"),
    _task("JoplinToTask", _jnotes, JNOTE, src.joplin_notes("jnote"), domain="information", note="jnote", get={"jnote": BODY},
          has=lambda text, value: fa.contains_text(text, value)),
    _event("JoplinToEvent", _jnotes, JNOTE, src.joplin_notes("jnote"), domain="information", note="jnote", get={"jnote": BODY},
           has=lambda text, value: fa.contains_text(text, value)),
    _note("ExpenseToNote", _expenses, ITEM, AMOUNT, _amount_in, src.expenses("item"), domain="information"),
    _event("TaskDayToEvent", _todos, TASK_DATE, src.todos("task"), date="task", get={"task": DUE}),
)
SPECS = tuple(register(i.spec()) for i in BOUND)
