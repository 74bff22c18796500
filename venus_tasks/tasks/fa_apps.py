"""Function assistance (FA) over the apps with screens: Pro Expense, Markor, Simple SMS
Messenger and Clock (the SMS and Contacts navigation tasks were retired for deeper FA
over the apps, issue 26; the SMS capability task in ``fa_apps_capability`` stays).

* **Locate** ("show me where I ..."): the agent leaves the screen where the feature lives
  open and ends with ``status complete``; checked from the focused window and the device's
  UI dump, and nothing may change (an item created on the way fails the guard).
* **Explain** ("how do I delete ...? and how many ... are there?"): the steps, named by the
  labels the app shows, in order, plus a count the device holds (seeded per instance), so
  an answer known by heart does not win.
* **Capability** ("can the app do X?"): in ``fa_apps_capability``, which uses the helpers
  here.

Clock's stopwatch tab is located here too. Contacts and the SMS provider are not read by
the state guard, so a task over them compares the providers itself (``provider_state``).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Iterator, Sequence

from apps import contacts, expense, markor, sms
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched, then
from verifiers import screen
from verifiers.answer import normalize, phrase_spans
from verifiers.guard import MayChange

EXPENSE_PKG = expense.APP.package
MARKOR_PKG = markor.APP.package
_SMS = sms.APP.package
_CONTACTS = contacts.APP.package
# Markor creates QuickNote.md and todo.txt when those tabs first open: browsing, not editing.
MARKOR_BROWSING = MayChange(stores=("markor:QuickNote.md", "markor:todo.txt"))

_FIRST = ("Priya", "Elliot", "Noor", "Tomas", "Hana", "Felix", "Ines", "Omar", "Clara", "Ravi")
_LAST = ("Okafor", "Lindqvist", "Moreau", "Tanaka", "Brennan", "Castillo", "Novak", "Haddad")
_AREAS = ("212", "312", "415", "617", "650", "206")
SMS_TEXTS = ("Running ten minutes late.", "Can you pick up bread?", "See you at the station.",
          "Thanks for dinner!", "The meeting moved to 3 pm.", "Call me when you land.")
T0_MS = 1_696_800_000_000            # the week before the device's 2023-10-15
_FOLDERS = ("Recipes", "Work", "Travel", "Journal", "Books", "Ideas")
_TOPICS = ("pasta", "budget", "packing", "reading", "garden", "meeting", "gifts", "workout", "movies", "plans")


# ------------------------------------------------------------------ helpers
def tap_on(env, **where) -> A.JSONAction:
    """A click at the centre of the first element on screen matching ``where``.
    Raises RuntimeError when there is none (the reference solution lost its way)."""
    e = screen.first(screen.elements(env.device), **where)
    if e is None or e.bbox is None:
        raise RuntimeError(f"reference solution: no element {where} on screen")
    x, y = e.bbox.center
    return A.JSONAction(A.CLICK, x=x, y=y)


def _drive(*steps):
    """A near-miss ``apply`` that plays ``steps`` (see ``_script``) on the GUI."""
    def apply(task, env) -> None:
        for action in _script(env, steps):
            env.execute(action)
    return apply


def _elsewhere(package: str, *steps):
    """``_drive`` in another app, started afresh (its pages from an earlier episode gone)."""
    def apply(task, env) -> None:
        env.device.force_stop(package)
        _drive(*steps)(task, env)
    return apply


def _script(env, steps) -> Iterator[A.JSONAction]:
    """Actions as data: an app name opens it, a dict taps the element it matches."""
    for s in steps:
        yield A.JSONAction(A.OPEN_APP, app_name=s) if isinstance(s, str) else tap_on(env, **s)


def random_people(rng: random.Random, n: int) -> list[dict[str, str]]:
    numbers: set[str] = set()
    while len(numbers) < n:
        numbers.add(f"{rng.choice(_AREAS)}-555-{rng.randrange(10000):04d}")
    return [{"name": f"{f} {la}", "number": num}
            for f, la, num in zip(rng.sample(_FIRST, n), rng.sample(_LAST, n), sorted(numbers))]


def provider_state(device) -> tuple:
    """What the guard does not read (the contacts and SMS providers): every phone row, the
    raw contacts, and every message but drafts (``read`` changes when a thread is opened)."""
    msgs = sorted((m.address, m.body, m.date, m.type) for m in sms.list_messages(device, "all") if m.type != 3)
    return tuple(contacts.list_phones(device)), tuple(contacts.raw_contact_ids(device)), tuple(msgs)


def _in_order(answer: str, steps: Sequence[Sequence[str]]) -> bool:
    """True if the answer names every step (any of its phrases) and in this order: each
    step has an occurrence after the previous step's."""
    text, pos = normalize(answer), -1
    for alts in steps:
        after = [s for a in alts for s, _ in phrase_spans(text, normalize(a)) if s > pos]
        if not after:
            return False
        pos = min(after)
    return True


# ------------------------------------------------------------------ locate
class _Locate(VenusTask):
    """Leave the screen of a feature open: the focused window is the app's ``activity``
    (None: a dialog of the app has the focus) and the UI dump shows ``marker``; nothing
    changed (``may_change`` is empty)."""

    complexity = 1.0
    info = TaskInfo(Category.FA, PUDAM(1, 1, 1, 1, 1), Evaluation.STATE, tags=("locate",))
    package: str = ""
    activity: str | None = None      # the focused activity's class, or None for a dialog
    marker: dict = {}                # screen.first criteria of an element only that screen shows
    route: tuple = ()                # the GUI steps to the screen (``_script``)

    providers = False                # also check the contacts and SMS providers are untouched

    def initialize_task(self, env) -> None:
        super().initialize_task(env)
        self.before = provider_state(env.device) if self.providers else None

    def verify(self, env) -> float:
        if self.providers and provider_state(env.device) != self.before:
            return 0.0
        focus = env.device.current_activity()
        if self.activity is None:
            if focus is not None and not focus.startswith(self.package + "/"):
                return 0.0
        elif focus != f"{self.package}/{self.activity}":
            return 0.0
        return float(screen.first(screen.elements(env.device), package=self.package, **self.marker) is not None)

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield from _script(env, self.route)

    @property
    def optimal_steps(self) -> int:
        return len(self.route) + 1           # the route, then status complete


@register_task("venus")
class FuncAssistLocateExpenseEntry(_Locate):
    """Pro Expense's Expense Entry screen (not "Update Data" of an existing expense), left
    open and empty."""
    info = dataclasses.replace(_Locate.info, pudam=PUDAM(2, 2, 1, 1, 1))

    app_names = ("pro expense",)
    template = ("Show me where I add a new expense in Pro Expense: open that screen and leave it on display, "
                "without saving anything.")
    variant_texts = {"zh": "告诉我在 Pro Expense 里从哪里添加一笔新支出：打开那个界面并让它停留在屏幕上，不要保存任何内容。",
                     "paraphrase": "Where in Pro Expense do I log a new expense? Bring that screen up and keep "
                                   "it showing, but don't save anything."}
    package = EXPENSE_PKG
    activity = "com.arduia.expense.ui.MainActivity"
    marker = {"text": "Expense Entry"}
    route = ("Pro Expense", {"rid": "fb_main_add", "package": EXPENSE_PKG})

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"rows": expense.noise_expenses(rng, rng.randint(3, 6))}

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["rows"])

    def verify(self, env) -> float:
        shown = super().verify(env)
        return float(shown and screen.first(screen.elements(env.device), rid="edt_name", package=EXPENSE_PKG) is not None)

    def near_misses(self) -> list[NearMiss]:
        first = self.params["rows"][-1]["name"]
        saved = expense.row("Coffee", 350, 3)

        def save_one(task, env) -> None:
            expense.add_expenses(env.device, [saved])
        return [
            NearMiss("the expense list", _drive("Pro Expense")),
            NearMiss("editing an existing expense (Update Data)",
                     _drive("Pro Expense", {"text": first, "rid": "tv_name"}, {"rid": "btn_edit"})),
            NearMiss("saved an expense, then showed the entry screen", then(save_one, _drive(*self.route))),
            NearMiss("Contacts' editor instead", _elsewhere(_CONTACTS, "Contacts", {"desc": "Create contact"})),
            NearMiss("untouched", leave_untouched),
        ]


@register_task("venus")
class FuncAssistLocateMarkorNewNote(_Locate):
    """Markor's new file dialog (name, type, template), left open; no note created."""
    info = dataclasses.replace(_Locate.info, pudam=PUDAM(1, 2, 1, 1, 1))

    app_names = ("markor",)
    template = ("In Markor, show me where I create a new note: bring up the place where I would name it and "
                "leave it open, without creating the note.")
    variant_texts = {"zh": "在 Markor 中告诉我从哪里新建笔记：打开我要给它起名字的那个地方并保持打开，但不要真的创建笔记。",
                     "paraphrase": "Show me the spot in Markor where a new note gets started and named. Leave it "
                                   "open on the screen and don't actually create a note."}
    may_change = MARKOR_BROWSING
    package = MARKOR_PKG
    activity = None
    marker = {"rid": "new_file_dialog__name"}
    route = ("Markor", {"rid": "fab_add_new_item", "package": MARKOR_PKG})

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"notes": [f"{t}.md" for t in rng.sample(_TOPICS, rng.randint(2, 5))]}

    def setup(self, env) -> None:
        markor.write_notes(env.device, {n: f"# {n[:-3]}\n" for n in self.params["notes"]}, clear=True)

    def near_misses(self) -> list[NearMiss]:
        note = self.params["notes"][0]

        def create(task, env) -> None:
            markor.write_note(env.device, "my_note.md", "")
        return [
            NearMiss("the file list", _drive("Markor")),
            NearMiss("an existing note opened", _drive("Markor", {"text": note, "rid": "opoc_filesystem_item__title"})),
            NearMiss("created a note, then showed the dialog", then(create, _drive(*self.route))),
            NearMiss("SMS Messenger's new conversation instead",
                     _elsewhere(_SMS, "SMS Messenger", {"rid": "conversations_fab"})),
            NearMiss("untouched", leave_untouched),
        ]


_CLOCK = "com.google.android.deskclock"


@register_task("venus")
class FuncAssistLocateClockStopwatch(_Locate):
    """The Clock's Stopwatch tab, left at zero (not started): its FAB offers Start and the
    time reads 0.00. The goal names neither the tab nor its label."""

    app_names = ("clock",)
    template = ("In the Clock app, show me where I can measure how long something takes, with laps. Leave it "
                "open and ready at zero; don't start it.")
    variant_texts = {"zh": "在 Clock 应用里，告诉我在哪里可以测量一件事花了多长时间，并且能记圈。让它保持打开、停在零，不要开始计时。",
                     "paraphrase": "Which part of the Clock app lets me time something and record laps? Open it "
                                   "for me and leave it sitting at zero without starting it."}
    package = _CLOCK
    activity = "com.android.deskclock.DeskClock"
    marker = {"rid": "title_view", "text": "Stopwatch"}
    route = ("Clock", {"rid": "page_stopwatch", "package": _CLOCK})

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {}

    def setup(self, env) -> None:
        env.device.clear_app(_CLOCK)            # DeskClock keeps the stopwatch in its preferences

    def verify(self, env) -> float:
        if not super().verify(env):
            return 0.0
        elems = screen.elements(env.device)
        secs = screen.first(elems, rid="stopwatch_time_text", package=_CLOCK)
        hundredths = screen.first(elems, rid="stopwatch_hundredths_text", package=_CLOCK)
        ready = screen.first(elems, rid="fab", desc="Start", package=_CLOCK) is not None
        zero = secs is not None and hundredths is not None and screen.clock_seconds(f"{secs.text}.{hundredths.text}") == 0
        return float(ready and zero)

    def near_misses(self) -> list[NearMiss]:
        return [
            NearMiss("the Clock tab", _drive("Clock", {"rid": "page_clock"})),
            NearMiss("the Timer tab", _drive("Clock", {"rid": "page_timer"})),
            NearMiss("the stopwatch started", _drive(*self.route, {"rid": "fab", "desc": "Start"})),
            NearMiss("started, then paused", then(_drive(*self.route, {"rid": "fab", "desc": "Start"}),
                                                  lambda task, env: env.sleep(0.3),
                                                  _drive({"rid": "fab", "desc": "Pause"}))),
            NearMiss("untouched", leave_untouched),
        ]
