"""More confusable pairs over installed apps (homogenization; the pattern of
``intents_pairs``: one ``draw`` per pair, ``op`` in the params, each member's anchor default
the other member's op, so the other action is the anchor's near miss and fails it):

* ``TasksCompleteTwo`` / ``TasksDeleteTwo`` (Tasks, the task editor: the check-box button
  ``fab`` that completes and saves the task, and the toolbar's "Delete" then "OK"; tasks/tasks
  13.6.3 ``TaskEditFragment``, modelled in ``sim/apps_ui/tasks_org_edit``): two tasks
  marked done (``completed`` set, the rows kept) / deleted (``deleted`` set, as
  ``TaskDeleter.markDeleted``). The second task's default is none (only the one named).
* ``SmsDeleteLastMessages`` / ``SmsDeleteWholeThreads`` (Simple SMS Messenger, one
  conversation's screen: the selection's "Delete" (``cab_delete``, after a long press on a
  message) and the toolbar's "Delete" (``delete``), each confirmed with "Yes";
  Simple-SMS-Messenger 5.19.3 ``cab_thread.xml``, ``menu_thread.xml``, modelled in
  ``sim/apps_ui/sms_thread``): in two conversations, only the newest message (a received
  one the draw appends, so each thread keeps an earlier one) / every message. The second
  conversation's default is none.
* ``ContactsUnstarTwo`` / ``ContactsDeleteStarredTwo`` (Contacts, a contact's card: the
  toolbar's star "Remove from favorites" beside "More options" > "Delete"; AOSP Contacts'
  ``QuickContactActivity`` menu, modelled in ``sim/apps_ui/contacts``): two starred contacts
  taken off the favorites and kept / deleted. "Remove" either way; the second contact's
  default is none.
"""

from __future__ import annotations

import random

from apps import contacts, sqlite_store, tasks_org
from venus_tasks.ambiguity import contacts_kit as ck
from venus_tasks.ambiguity import sms_kit as mk
from venus_tasks.ambiguity import social_kit as sc
from venus_tasks.ambiguity.intents_tasks import STORES as TASK_STORES
from venus_tasks.ambiguity.intents_tasks import TITLES as TASK_TITLES
from venus_tasks.ambiguity.prod_common import ANCHOR, EXPLICIT, ProdIntent, epoch, day, pick, req
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from verifiers.guard import MayChange

DONE_MS = epoch(day(0), 15 * 60 + 34) * 1000      # the device's now (AndroidWorld's DT), when the oracle acts


def _task_draw(rng: random.Random) -> dict:
    """Five tasks due on different days (the list shows them by due date), the two acted on
    never the first listed."""
    titles = pick(rng, TASK_TITLES, 5)
    dues = sorted(rng.sample(range(1, 30), 5))
    tasks = [{"title": t, "due": d} for t, d in zip(titles, dues)]
    first, second = rng.sample(titles[1:], 2)
    return {"tasks": tasks, "title": first, "also": second}


def _due_ms(offset: int) -> int:
    return epoch(day(offset), 12 * 60) * 1000       # a date-only due date is stored at noon [inferred]


def _task_seed(env, p) -> None:
    """The tasks in the local list "My Tasks" (``tasks_org.replace_tasks_in_lists``)."""
    created = epoch(day(-14)) * 1000
    tasks_org.replace_tasks_in_lists(env.device, {"My Tasks": [
        tasks_org.Task(title=t["title"], dueDate=_due_ms(t["due"]), created=created + i, modified=created + i)
        for i, t in enumerate(p["tasks"])]})


def _task_solve(env, p) -> None:
    """The target (and ``also``, unless None) completed or deleted (``op``), as the editor's
    check-box button and its Delete leave the rows."""
    acted = {p["title"], *([p["also"]] if p["also"] else [])}
    field = "completed" if p["op"] == "complete" else "deleted"
    with sqlite_store.pulled(env.device, tasks_org.APP, tasks_org.APP.databases[0], write=True) as conn:
        for title in sorted(acted):
            conn.execute(f"UPDATE tasks SET {field} = ?, modified = ? WHERE title = ?", (DONE_MS, DONE_MS, title))


def _rows(probe) -> list:
    return probe.rows("tasks", tasks_org.list_tasks)


def _state(op: str):
    """A check: the task named by ``key`` is completed and not deleted (``op`` complete) or
    deleted and not completed (delete), and every task neither of the pair names is as
    seeded, none added."""
    def check_for(key: str):
        def check(probe, p) -> bool:
            rows = _rows(probe)
            pair = {p["title"], p["also"]}
            untouched = all(not t.completed and not t.deleted for t in rows if t.title not in pair)
            mine = [t for t in rows if t.title == p[key]]
            if not untouched or len(rows) != len(p["tasks"]) or len(mine) != 1:
                return False
            return bool(mine[0].completed) and not mine[0].deleted if op == "complete" else \
                bool(mine[0].deleted) and not mine[0].completed
        return check
    return check_for


def _task_intent(p) -> Intent:
    others = tuple(t["title"] for t in p["tasks"] if t["title"] not in (p["title"], p["also"]))
    return Intent((
        req("title", ANCHOR, p["title"], ("which task", "task name", "title", "哪个任务", "任务名"),
            phrase='the task "{v}"', phrase_zh="任务“{z}”", options=others),
        req("also", EXPLICIT, p["also"] or "no other task", ("other task", "another task", "second task",
                                                            "any other", "另一个任务", "其他任务"),
            phrase=', and "{v}" too', phrase_zh="，还有“{z}”", options=others),
    ), topics=("due date", "priority", "截止日期", "优先级"))


def _task_path(act: tuple):
    return lambda p: (Step("open", "Tasks"), Step("tap", p["title"]), *act, Step("tap", p["also"]), *act)


COMPLETE = (Step("tap", "Mark as done", rid="fab"),)
DELETE = (Step("tap", "Delete"), Step("tap", "OK"))
TASK_COMMON = dict(app="tasks", draw=None, intent=_task_intent, hypernym="one of my tasks",
                   hypernym_zh="我的一个任务", incomplete_masks=("also",), setup=_task_seed, stores=TASK_STORES,
                   solve=_task_solve, complexity=2.0)

COMPLETE_TWO = ProdIntent(**{
    **TASK_COMMON, "name": "TasksCompleteTwo", "draw": lambda rng: {**_task_draw(rng), "op": "complete"},
    "checks": {"title": _state("complete")("title"), "also": _state("complete")("also")},
    "default_params": {"title": lambda p: {"op": "delete"}, "also": {"also": None}},
    "ui_path": _task_path(COMPLETE),
    "template": "In Tasks, mark {title} as done{also}; keep them in the app.",
    "template_zh": "在 Tasks 中把{title}标记为已完成{also}，任务本身保留。",
    "template_paraphrase": "Check off {title} in Tasks{also}, without deleting anything.",
    "tags": ("confusable:TasksDeleteTwo",)})

DELETE_TWO = ProdIntent(**{
    **TASK_COMMON, "name": "TasksDeleteTwo", "draw": lambda rng: {**_task_draw(rng), "op": "delete"},
    "checks": {"title": _state("delete")("title"), "also": _state("delete")("also")},
    "default_params": {"title": lambda p: {"op": "complete"}, "also": {"also": None}},
    "ui_path": _task_path(DELETE),
    "template": "In Tasks, delete {title}{also}; they are not done, just no longer needed.",
    "template_zh": "在 Tasks 中删除{title}{also}；它们并没有完成，只是不再需要了。",
    "template_paraphrase": "Remove {title} from Tasks{also}: not completed, simply dropped.",
    "tags": ("confusable:TasksCompleteTwo",)})



# ------------------------------------------------------------------ SMS: delete a message vs the conversation
def _sms_draw(rng: random.Random) -> dict:
    """Five contacts with short threads (``sms_kit.world``); the two conversations acted on
    are neither the list's first nor the first contact by name; each gets a newest
    received message (``last``: {name: body}) after its earlier ones."""
    p = mk.world(rng, 5)
    p["to"], p["also"] = mk.non_default(p, rng, 2)
    bodies = rng.sample(mk.BODIES, 2)
    p["last"] = {}
    for who, body in zip((p["to"], p["also"]), bodies):
        mk.ask_in(p, who, body)
        p["last"][who["name"]] = body
    return p


def _acted(p) -> list[dict]:
    return [p["to"]] + ([p["also"]] if p["also"] else [])


def _sms_solve(d, p) -> None:
    """For each conversation acted on: its newest message deleted (``op`` last) or the
    whole thread (threads), as the thread screen's two Deletes leave the provider."""
    for who in _acted(p):
        if p["op"] == "threads":
            sc.delete_thread(d, who["number"])
        else:
            sc.delete_body(d, who["number"], p["last"][who["name"]])


def _sms_check(op: str, key: str):
    """A check: in the conversation with ``p[key]``, only the newest message is gone (``op``
    last) or every message is (threads); threads outside the pair as seeded, nothing sent."""
    def check(d, p) -> bool:
        who = p[key]
        left = sc.remaining(d, p["history"])
        gone = [m for m in mk.thread_of(p, who["number"]) if m not in left]
        if not mk.others_intact(d, p, [p["to"]["number"], p["also"]["number"]]):
            return False
        if op == "threads":
            return len(gone) == len(mk.thread_of(p, who["number"]))
        return [m["body"] for m in gone] == [p["last"][who["name"]]]
    return check


def _sms_intent(p) -> Intent:
    rest = tuple(q["name"] for q in p["people"] if q["name"] not in (p["to"]["name"], p["also"]["name"]))
    return Intent((
        Requirement("thread", Kind.ANCHOR, p["to"]["name"], ("which conversation", "conversation with",
                                                           "哪个对话", "和谁的对话"),
                    phrase=p["to"]["name"], phrase_zh=p["to"]["name"]),
        Requirement("also", Kind.EXPLICIT, p["also"]["name"], ("other conversation", "another conversation",
                                                             "second conversation", "which others", "另一个对话",
                                                             "其他对话"),
                    options=rest, phrase=f"and the one with {p['also']['name']}",
                    phrase_zh=f"以及和{p['also']['name']}的对话"),
    ))


def _sms_path(p, last: bool) -> tuple:
    out = [mk.OPEN]
    for who in (p["to"], p["also"]):
        if last:
            out += [Step("tap", who["name"]), Step("hold", p["last"][who["name"]]),
                    Step("tap", "Delete", rid="cab_delete"), Step("tap", "Yes"), Step("tap", "Navigate up")]
        else:
            out += [Step("tap", who["name"]), Step("tap", "Delete", rid="delete"), Step("tap", "Yes")]
    return tuple(out[:-1] if last else out)


def _sms_spec(name: str, op: str, other: str, **fields):
    return sc.social_spec(
        name=name, app_names=mk.SMS, draw=lambda rng: {**_sms_draw(rng), "op": op}, intent=_sms_intent,
        setup=mk.setup, may_change=MayChange(stores=("sms:messages",)),
        checks={"thread": _sms_check(op, "to"), "also": _sms_check(op, "also")}, solve=_sms_solve,
        hypernym="an old friend", hypernym_zh="一位老朋友", incomplete_masks=("also",),
        defaults={"also": "no other conversation"},
        fallback={"thread": lambda p: {**p, "op": other}, "also": lambda p: {**p, "also": None}},
        tags=(f"confusable:{fields.pop('pair')}",), **fields)


LAST_MESSAGES = _sms_spec(
    "SmsDeleteLastMessages", "last", "threads", pair="SmsDeleteWholeThreads",
    ui_path=lambda p: _sms_path(p, last=True),
    template="In Simple SMS Messenger, delete only the newest message of two conversations, keeping their earlier "
             "messages: the one with {thread} {also}.",
    template_zh="在 Simple SMS Messenger 中只删除两个对话里各自最新的一条消息，保留之前的消息：和{thread}的对话{also}。",
    template_paraphrase="In Simple SMS Messenger, remove just the latest text of two conversations, not the whole "
                        "threads: the one with {thread} {also}.")

WHOLE_THREADS = _sms_spec(
    "SmsDeleteWholeThreads", "threads", "last", pair="SmsDeleteLastMessages",
    ui_path=lambda p: _sms_path(p, last=False),
    template="In Simple SMS Messenger, delete two whole conversations, every message in them: the one with "
             "{thread} {also}.",
    template_zh="在 Simple SMS Messenger 中删除两个完整的对话，连同其中所有消息：和{thread}的对话{also}。",
    template_paraphrase="Clear out two entire conversations in Simple SMS Messenger, all of their messages: the one "
                        "with {thread} {also}.")



# ------------------------------------------------------------------ Contacts: unstar vs delete
def _star_draw(rng: random.Random) -> dict:
    """Six contacts, three of them starred; the two acted on are starred and neither is the
    first by name."""
    cast = ck.cast(rng, 6, set())
    first_by_name = sorted(q["name"] for q in cast)[0]
    stars = [q["name"] for q in rng.sample([q for q in cast if q["name"] != first_by_name], 3)]
    return {"seeded": [ck.seed_entry(q) for q in cast], "starred": stars, "name": stars[0], "also": stars[1]}


def _star_setup(env, p) -> None:
    ck.setup(env, p)
    for name in p["starred"]:
        sc.set_starred(env.device, name, True)


def _star_solve(d, p) -> None:
    """Each contact acted on unstarred (``op`` unstar: the card's star) or deleted (delete)."""
    for name in [p["name"]] + ([p["also"]] if p["also"] else []):
        if p["op"] == "unstar":
            sc.set_starred(d, name, False)
        else:
            contacts.delete_contact(d, name)


def _star_check(op: str, key: str):
    """A check: the contact ``p[key]`` still there and unstarred (``op`` unstar) or gone
    (delete); every other contact as seeded, stars included."""
    def check(d, p) -> bool:
        pair = [p["name"], p["also"]]
        stars = sc.starred(d)
        if any(stars.get(n.casefold(), False) != (n in p["starred"]) for n in
               (e["name"] for e in p["seeded"]) if n not in pair):
            return False
        if op == "unstar":
            return ck.others_unchanged(d, p, []) and stars.get(p[key].casefold()) is False
        return ck.others_unchanged(d, p, pair) and not sc.cards_named(d, p[key])
    return check


def _star_intent(p) -> Intent:
    rest = tuple(e["name"] for e in p["seeded"] if e["name"] not in (p["name"], p["also"]))
    return Intent((
        Requirement("contact", Kind.ANCHOR, p["name"], ("which contact", "who", "哪个联系人", "哪位"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("also", Kind.EXPLICIT, p["also"], ("other contact", "another contact", "second contact",
                                                      "the other one", "另一个联系人", "另一位", "还有谁"),
                    options=rest, phrase=f"and {p['also']}", phrase_zh=f"和{p['also']}"),
    ))


def _star_path(p, unstar: bool) -> tuple:
    out = [ck.OPEN]
    for name in (p["name"], p["also"]):
        out.append(Step("tap", name, within="list"))
        out += [Step("tap", "Remove from favorites"), Step("tap", "Navigate up")] if unstar else \
            [Step("tap", "More options"), Step("tap", "Delete"), Step("tap", "Delete", rid="button1")]
    return tuple(out[:-1] if unstar else out)


def _star_spec(name: str, op: str, other: str, pair: str, **fields):
    return sc.social_spec(
        name=name, app_names=ck.CONTACTS, draw=lambda rng: {**_star_draw(rng), "op": op}, intent=_star_intent,
        setup=_star_setup, may_change=MayChange(stores=("contacts:rows",)),
        checks={"contact": _star_check(op, "name"), "also": _star_check(op, "also")}, solve=_star_solve,
        hypernym="a friend", hypernym_zh="一位朋友", incomplete_masks=("also",), defaults={"also": "nobody else"},
        fallback={"contact": lambda p: {**p, "op": other}, "also": lambda p: {**p, "also": None}},
        tags=(f"confusable:{pair}",), **fields)


UNSTAR_TWO = _star_spec(
    "ContactsUnstarTwo", "unstar", "delete", "ContactsDeleteStarredTwo",
    ui_path=lambda p: _star_path(p, unstar=True),
    template="In Contacts, take two people off my favorites but keep them as contacts: {contact} {also}.",
    template_zh="在 Contacts 中把两个人移出收藏，但保留这两个联系人：{contact}{also}。",
    template_paraphrase="Unstar two contacts in Contacts without deleting them: {contact} {also}.")

DELETE_STARRED_TWO = _star_spec(
    "ContactsDeleteStarredTwo", "delete", "unstar", "ContactsUnstarTwo",
    ui_path=lambda p: _star_path(p, unstar=False),
    template="In Contacts, delete two of my favorite contacts entirely: {contact} {also}.",
    template_zh="在 Contacts 中彻底删除两个收藏的联系人：{contact}{also}。",
    template_paraphrase="Remove two starred people from Contacts altogether, not just from favorites: {contact} "
                        "{also}.")

INTENTS = (COMPLETE_TWO, DELETE_TWO)
SPECS = tuple(i.spec() for i in INTENTS) + (LAST_MESSAGES, WHOLE_THREADS, UNSTAR_TWO, DELETE_STARRED_TWO)
for _spec in SPECS:
    register(_spec)
