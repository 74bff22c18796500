"""Heterogenized intents (``family_kit``): each family is declared once and bound to two or
more installed apps whose screens differ (AmbiBench's Luckin vs Starbucks): a reminder
with a date (Tasks, Simple Calendar Pro), a reminder with a note (Tasks, Simple Calendar
Pro, Markor), an item filed under a list (Tasks' list, Markor's folder), a contact's
number kept (Contacts, Markor), an appointment's place (Simple Calendar Pro, Markor), a
recipe's ingredients (Broccoli, Markor), what something cost (Pro Expense, Markor), a place
worth keeping (OsmAnd's favourites, Markor).
Every binding is a spec of its own (``<Family><App>``) with the app's checks, defaults,
UI path and near misses (``family_apps``).
"""

from __future__ import annotations

import random

from decimal import Decimal

from venus_tasks.ambiguity import family_apps as fa
from venus_tasks.ambiguity import family_apps_more as fm
from venus_tasks.ambiguity.family_kit import Family, Field
from venus_tasks.ambiguity.prod_common import pick
from venus_tasks.ambiguity.social_kit import people
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Kind
from verifiers.numbers import numbers
from verifiers.phones import phone_numbers, same_number

A, E, I = Kind.ANCHOR, Kind.EXPLICIT, Kind.IMPLICIT
REMINDERS = ("Pay the gas bill", "Pick up the dry cleaning", "Renew the car insurance", "Book the vet",
             "Send the birthday card", "Water the balcony plants", "Return the rental skis", "Buy stamps")
NOTES = ("Use the account number on the last letter", "Ask for the evening slot", "Keep the receipt",
         "Compare two offers first", "The code is on the fridge", "Mention the reference 4471",
         "Only after payday", "Bring the blue folder")
APPOINTMENTS = ("Tax advisor meeting", "Apartment viewing", "Parent-teacher meeting", "Job interview",
                "Guitar lesson", "Physio session")
PLACES = ("City Library", "Harbor Cafe", "Riverside Park", "Town Hall", "Studio Five", "Greenway Gym",
          "Oak Street Clinic", "Maple Hall", "North Station", "Lakeside Pavilion")
LISTS = ("Personal", "Projects", "Work", "Travel", "Shopping")     # a Tasks list and a Markor folder each

TITLE_NAMES = ("title", "what to call it", "what it is", "called", "标题", "叫什么", "名称")
DATE_NAMES = ("date", "which day", "what day", "when", "日期", "哪天", "哪一天")
NOTE_NAMES = ("note", "description", "备注", "描述", "说明")
LIST_NAMES = ("list", "folder", "which list", "where", "清单", "文件夹", "放在哪")
PLACE_NAMES = ("place", "location", "where", "venue", "地点", "在哪")
NAME_NAMES = ("name", "who", "whose", "contact", "名字", "谁", "联系人")
NUMBER_NAMES = ("number", "phone number", "phone", "号码", "电话号码", "电话")


def _text(rid: str, empty_en: str, empty_zh: str):
    return (lambda p: p[rid] or empty_en), (lambda p: p[rid] or empty_zh)


TITLE = Field("title", A, TITLE_NAMES, *_text("title", "untitled", "无标题"), phrase='"{v}"', phrase_zh="“{z}”")


def _date_field(kind=E, phrase="for {v}", phrase_zh="，日期为{z}") -> Field:
    return Field("date", kind, DATE_NAMES, lambda p: fa.date_words(p["date"])[0] if p["date"] != 0 else "today",
                 lambda p: fa.date_words(p["date"])[1] if p["date"] != 0 else "今天", phrase=phrase, phrase_zh=phrase_zh)


def _note_field(kind=E, phrase=', with the note "{v}"', phrase_zh="，备注“{z}”") -> Field:
    return Field("note", kind, NOTE_NAMES, *_text("note", "no note", "无备注"), phrase=phrase, phrase_zh=phrase_zh)


# ------------------------------------------------------------------ a reminder for a day
DATED = Family(
    name="DatedReminder",
    draw=lambda rng: {"title": pick(rng, REMINDERS), "date": rng.randint(2, 40)},
    fields=(TITLE, _date_field()),
    hypernym="something I must not forget", hypernym_zh="一件我不能忘的事", incomplete_masks=("date",), free=("date",),
    template="In {app}, add a reminder {title} {date}.",
    template_zh="在 {app} 中添加一个提醒{title}{date}。",
    template_paraphrase="Use {app} to remind me of {title} {date}.",
    topics=("time", "repeat", "priority", "时间", "重复", "优先级"))

# ------------------------------------------------------------------ a reminder with a note
NOTED = Family(
    name="ReminderNote",
    draw=lambda rng: {"title": pick(rng, REMINDERS), "note": pick(rng, NOTES)},
    fields=(TITLE, _note_field()),
    hypernym="something I must not forget", hypernym_zh="一件我不能忘的事", incomplete_masks=("note",), free=("note",),
    template="In {app}, write down {title}{note}.",
    template_zh="在 {app} 中记下{title}{note}。",
    template_paraphrase="Make an entry {title} in {app}{note}.",
    topics=("date", "time", "priority", "日期", "时间", "优先级"))

# ------------------------------------------------------------------ an item filed under a list
FILED = Family(
    name="FiledItem",
    draw=lambda rng: {"title": pick(rng, REMINDERS), "list": pick(rng, LISTS), "note": pick(rng, NOTES)},
    fields=(TITLE, Field("list", E, LIST_NAMES, *_text("list", "the top level", "最上层"), phrase="under {v}",
                         phrase_zh="，放在 {z} 下", options=LISTS),
            _note_field(I)),
    hypernym="something to keep track of", hypernym_zh="一件要记着的事", incomplete_masks=("note",), free=("note",),
    template="In {app}, put {title} {list}{note}.",
    template_zh="在 {app} 中把{title}{list}{note}。",
    template_paraphrase="File {title} {list} in {app}{note}.",
    topics=("date", "priority", "日期", "优先级"))

# ------------------------------------------------------------------ a contact's number kept
def _person(rng: random.Random) -> dict:
    who = people(rng, 1, set())[0]
    return {"name": who["name"], "number": who["number"]}


CARD = Family(
    name="KeepNumber",
    draw=_person,
    fields=(Field("name", A, NAME_NAMES, *_text("name", "no name", "无名字"), phrase="{v}", phrase_zh="{z}"),
            Field("number", E, NUMBER_NAMES, *_text("number", "no number", "无号码"), phrase="'s number {v}",
                  phrase_zh="的号码 {z}")),
    hypernym="a new acquaintance", hypernym_zh="一位新认识的人", incomplete_masks=("number",), free=("number",),
    template="In {app}, save {name}{number}.",
    template_zh="在 {app} 中保存{name}{number}。",
    template_paraphrase="Keep {name}{number} in {app}.",
    topics=("email", "address", "birthday", "邮箱", "地址", "生日"))

# ------------------------------------------------------------------ an appointment's place
PLACED = Family(
    name="AppointmentPlace",
    draw=lambda rng: {"title": pick(rng, APPOINTMENTS), "place": pick(rng, PLACES)},
    fields=(TITLE, Field("place", E, PLACE_NAMES, *_text("place", "no place", "无地点"), phrase="at {v}",
                         phrase_zh="，地点在{z}")),
    hypernym="an appointment", hypernym_zh="一个约会", incomplete_masks=("place",), free=("place",),
    template="In {app}, note down {title} {place}.",
    template_zh="在 {app} 中记下{title}{place}。",
    template_paraphrase="Record {title} {place} in {app}.",
    topics=("time", "duration", "reminder", "时间", "时长", "提醒"))


# ------------------------------------------------------------------ a recipe's ingredients
DISHES = {"Lentil soup": ("Red lentils", "Carrots", "Cumin"), "Pancakes": ("Flour", "Buttermilk", "Maple syrup"),
          "Green curry": ("Coconut milk", "Green curry paste", "Bamboo shoots"),
          "Tomato pasta": ("Penne", "Passata", "Fresh basil"), "Banana bread": ("Ripe bananas", "Walnuts"),
          "Greek salad": ("Feta", "Kalamata olives", "Cucumber")}


def _items(p, zh: bool = False) -> str:
    return ("、" if zh else ", ").join(p["ingredients"]) or ("无配料" if zh else "no ingredients")


RECIPE = Family(
    name="RecipeIngredients",
    draw=lambda rng: (lambda d: {"title": d, "ingredients": list(DISHES[d])})(pick(rng, sorted(DISHES))),
    fields=(TITLE, Field("ingredients", E, ("ingredients", "what goes in it", "配料", "原料"), _items,
                         lambda p: _items(p, True), phrase="with the ingredients {v}", phrase_zh="，配料为{z}")),
    hypernym="a dish", hypernym_zh="一道菜", incomplete_masks=("ingredients",), free=("ingredients",),
    template="In {app}, save my recipe {title} {ingredients}.",
    template_zh="在 {app} 中保存我的菜谱{title}{ingredients}。",
    template_paraphrase="Keep the recipe {title} in {app} {ingredients}.",
    topics=("servings", "time", "category", "份量", "时间", "分类"))

# ------------------------------------------------------------------ what something cost
PURCHASES = ("Concert tickets", "Plumber visit", "Bike repair", "Yoga course", "Birthday dinner", "Winter boots")


def _dollars(p) -> str:
    return f"{p['cents'] / 100:.2f}"


SPENT = Family(
    name="SpentAmount",
    draw=lambda rng: {"name": pick(rng, PURCHASES), "cents": rng.randrange(1525, 25000, 25)},
    fields=(Field("name", A, ("what it was for", "what I bought", "expense name", "买了什么", "支出名称"),
                  *_text("name", "no name", "无名称"), phrase='"{v}"', phrase_zh="“{z}”"),
            Field("cents", E, ("amount", "how much", "金额", "多少钱"), lambda p: "$" + _dollars(p),
                  lambda p: _dollars(p) + " 美元", phrase="of {v}", phrase_zh="，金额为{z}")),
    hypernym="something I paid for", hypernym_zh="我付过钱的一样东西", incomplete_masks=("cents",), free=("cents",),
    template="In {app}, log the expense {name} {cents}.",
    template_zh="在 {app} 中记录支出{name}{cents}。",
    template_paraphrase="Record in {app} that I spent on {name} {cents}.",
    topics=("date", "category", "payment method", "日期", "类别", "付款方式"))

# ------------------------------------------------------------------ a place worth keeping
PLACE_LABELS = ("Grandma's village", "Hiking start", "Cheese shop town", "Ski weekend base", "Best bakery",
                "Cousin's house")
PLACE_NOTES = ("Park behind the church", "Closed on Mondays", "Ask for the window table", "Bring cash")
SAVED = Family(
    name="SavedPlace",
    draw=lambda rng: {"name": pick(rng, PLACE_LABELS), "place": pick(rng, sorted(fm.PLACES)),
                      "note": pick(rng, PLACE_NOTES)},
    fields=(Field("name", A, ("what to call it", "name", "label", "叫什么", "名称"), *_text("name", "no name", "无名称"),
                  phrase='"{v}"', phrase_zh="“{z}”"),
            Field("place", E, PLACE_NAMES, *_text("place", "no place", "无地点"), phrase="for {v}",
                  phrase_zh="，地点是{z}", options=tuple(sorted(fm.PLACES))),
            _note_field(I)),
    hypernym="a place I like", hypernym_zh="一个我喜欢的地方", incomplete_masks=("note",), free=("note",),
    template="In {app}, save {name} {place}{note}.",
    template_zh="在 {app} 中保存{name}{place}{note}。",
    template_paraphrase="Keep {name} {place} in {app}{note}.",
    topics=("group", "colour", "icon", "分组", "颜色", "图标"))


def _phone_in(text: str, value: str) -> bool:
    return any(same_number(n, value) for n in phone_numbers(text))


def _amount_in(text: str, value: str) -> bool:
    return bool(value) and Decimal(value) in numbers(text)


BOUND = (
    DATED.bind(fa.tasks("title", due="date")), DATED.bind(fa.calendar("title", date="date")),
    NOTED.bind(fa.tasks("title", note="note")), NOTED.bind(fa.calendar("title", note="note")),
    NOTED.bind(fa.markor_note("title", lines=("note",))),
    FILED.bind(fa.tasks("title", note="note", list_="list")),
    FILED.bind(fa.markor_note("title", lines=("note",), folder="list")),
    CARD.bind(fa.contacts("name", "number")), CARD.bind(fa.markor_note("name", lines=("number",), has=_phone_in)),
    PLACED.bind(fa.calendar("title", location="place")), PLACED.bind(fa.markor_note("title", lines=("place",))),
    RECIPE.bind(fm.recipe("title", "ingredients")), RECIPE.bind(fa.markor_note("title", lines=("ingredients",))),
    SPENT.bind(fm.expense_entry("name", "cents")),
    SPENT.bind(fa.markor_note("name", lines=("cents",), has=_amount_in, get={"cents": lambda p: _dollars(p)},
                              fallback={"cents": lambda p: {"cents": 1000 if p["cents"] != 1000 else 2000}})),
    SAVED.bind(fm.favourite("name", "place", "note")), SAVED.bind(fa.markor_note("name", lines=("place", "note"))),
)
SPECS = tuple(register(i.spec()) for i in BOUND)
