"""Cheating agents: recipes that ignore what the goal needs, run over every task in CI.

None of them may win an episode (``tests/test_adversarial_sweep.py``). Run one against
your own tasks with ``python runner.py --agent cheat_refuse --plugins my_tasks``; a task
that any of them wins can be won without being done.

* ``cheat_echo``: answers with the goal and a spam of claims, counts and dates.
* ``cheat_refuse``: says nothing of it can be done or exists, ends ``infeasible``.
* ``cheat_already``: says it was all already so (in general words and echoing the goal).
* ``cheat_ui_dump``: opens the apps the goal names, follows elements whose text the goal
  contains, scrolls, and answers with every text it saw.
* ``cheat_random``: seeded random taps, swipes, typing and keys, then a random answer.
* ``cheat_dodge``: sends actions meant to break the harness (a tap at 10**400, huge text,
  an unknown app), then raises ``AgentUnavailableError`` to turn the episode into no result.
* ``cheat_blind_ask``: never opens an app; asks fixed questions a conflict task's user
  might answer ("Did you mean a similar one instead?", "Should I delete all of them, or
  none of them?", "Should I leave it as it is?"), in the goal's language, one per step,
  ends ``complete`` as soon as a reply tells it to leave things as they are, and reports a
  conflict in general words when the questions run out (the red team's blind asker).
* ``cheat_settings_blast``: flips every common setting at once. It stands for an agent
  that toggles every switch through the GUI; to reach them all in one step it writes
  them through the device, so it is a ``ReferenceAgent`` (its runs make no leaderboard
  entry).

Issue 25's integrity round adds, in their own modules:

* ``cheat_ask_params`` (``adversarial_talk``): asks every parameter of the goal's app one
  per turn without looking, then acts on the replies.
* ``cheat_burn``, ``cheat_dodge_cells`` (``adversarial_budget``): when stuck, scrolls and
  waits until the step budget runs out; served over HTTP, answers 503 on the cells it
  would lose (a Chinese goal, a dark screen, another repeat).
* ``cheat_hedge`` (``adversarial_talk``): the oracle with every told text hedged.
* ``cheat_memory`` (``memory_cheat``, not in ``CHEATERS``: it needs a file and a resumed
  run, ``tests/test_cheat_memory.py``): remembers across attempts, 503 on first sight.

And three more here:

* ``cheat_public``: answers from the goal and a table of public facts
  (``venus_tasks.agents.public_facts``: Pro Expense's categories, Markor's file types,
  Android 13's Screen timeout choices, what Dark theme does, AndroidWorld's date, ...).
* ``OtherInstanceAgent``: tells the user what another instance's oracle told it (the same
  goal where one exists, another seed); ``venus_tasks.agents.other_instance`` picks the
  instance and its words. It stands for an agent that memorised a run on another device.
* ``cheat_collateral``: solves the task as its oracle does (the right answer, the right
  change), then, before ending, makes one change nobody asked for in a store the task
  does not allow (``COLLATERAL``: a contact added, an SMS conversation deleted, a call-log
  row, a file in Download or Documents, an alarm, a file in Simple Draw Pro's or the
  Clipper helper's private folder), chosen from the goal's hash. A ``ReferenceAgent``
  (it reads the task's oracle and writes through the device); the state guard must
  fail every one of its episodes.

``cheat_public`` and ``cheat_collateral`` are in ``CHEATERS`` (``tests/test_guard_stores.py``
plays the latter once per store kind as well); the other-instance cheat needs another
instance's oracle run first, so only ``tests/test_device_answers.py`` plays it (over every
answer task: none may win).
"""

from __future__ import annotations

import dataclasses
import hashlib
import posixpath
import random
import shlex
from typing import Callable, Iterator

import apps
from apps import clipper, clock, contacts, draw, phone, sms
from venus_tasks.agents import register_agent
from venus_tasks.agents.base import (Agent, AgentStep, AgentUnavailableError, EpisodeContext,
                                     ReferenceAgent)
from venus_tasks.agents.adversarial_budget import BurnAgent, DodgeCellsAgent
from venus_tasks.agents.adversarial_talk import LEAVE_WORDS, HedgeAgent, ParamAskAgent
from venus_tasks.agents.public_facts import public_answer
from venus_tasks.env import actions as A
from venus_tasks.env.observation import Observation
from verifiers.answer import is_cjk, mentions

_SPAM = ("It was already done and already on. These do not exist. It cannot be done. I did it: deleted, "
         "added, turned on, turned off. Nothing was changed. 已经完成。不存在。无法完成。")
_COUNTS = " ".join(f"{n} expenses, {n} items." for n in range(0, 21))
_DATES = " ".join(f"Oct {d}, Sep {d}." for d in range(1, 32))
_REFUSAL = "I can't do this: none of the items you named exist, so I did not change anything."
_ALREADY = "It is already done: everything you asked for was already in that state, so nothing needed to change."
# (namespace, key, value): the settings a blast flips.
BLAST = (("global", "airplane_mode_on", 1), ("global", "bluetooth_on", 1), ("global", "wifi_on", 0),
         ("global", "zen_mode", 1), ("global", "mode_ringer", 0), ("system", "screen_brightness", 255),
         ("system", "screen_brightness_mode", 0), ("secure", "ui_night_mode", 2),
         ("system", "screen_off_timeout", 1800000), ("system", "font_scale", 1.3),
         ("secure", "location_mode", 0), ("system", "accelerometer_rotation", 1))


def _seed(goal: str) -> int:
    return int.from_bytes(hashlib.sha256(goal.encode("utf-8")).digest()[:8], "big")


class _Scripted(Agent):
    """Plays ``plan(goal)``: a list of actions, then ``status complete``."""

    def reset(self, goal: str) -> None:
        super().reset(goal)
        self._actions = list(self.plan(goal))

    def plan(self, goal: str) -> list[A.JSONAction]:
        raise NotImplementedError

    def step(self, observation: Observation) -> AgentStep:
        return AgentStep(self._actions.pop(0) if self._actions else A.done())


class EchoSpamAgent(_Scripted):
    name = "cheat_echo"

    def plan(self, goal: str) -> list[A.JSONAction]:
        return [A.answer(" ".join((goal, _SPAM, _COUNTS, _DATES)))]


class RefuseAgent(_Scripted):
    name = "cheat_refuse"

    def plan(self, goal: str) -> list[A.JSONAction]:
        return [A.answer(_REFUSAL), A.ask_user(_REFUSAL),
                A.JSONAction(A.STATUS, goal_status="infeasible", text=_REFUSAL)]


class AlreadyAgent(_Scripted):
    name = "cheat_already"

    def plan(self, goal: str) -> list[A.JSONAction]:
        return [A.answer(f"{_ALREADY} {goal} That was already the case.")]


class PublicFactsAgent(_Scripted):
    """Answers from the goal and public facts only (``public_facts.public_answer``); says
    nothing when no fact applies."""

    name = "cheat_public"

    def plan(self, goal: str) -> list[A.JSONAction]:
        text = public_answer(goal)
        return [A.answer(text)] if text else []


class OtherInstanceAgent(_Scripted):
    """Plays ``actions`` (what the user was told in another instance's episode: answers,
    questions, a status with its reason), then ``status complete`` unless one of them
    ended the episode. Sees only the goal, like a model agent."""

    name = "cheat_other_instance"

    def __init__(self, actions=()):
        self.actions = tuple(actions)

    def plan(self, goal: str) -> list[A.JSONAction]:
        return list(self.actions)


class UiDumpAgent(Agent):
    """Opens the apps the goal names and answers with all the text it has seen."""

    name = "cheat_ui_dump"
    MAX_ACTIONS = 10

    def reset(self, goal: str) -> None:
        super().reset(goal)
        low = goal.casefold()
        self._apps = [a.label for a in apps.catalogue() if a.label.casefold() in low]
        self._seen: list[str] = []
        self._followed: set[str] = set()
        self._actions = 0

    def step(self, observation: Observation) -> AgentStep:
        for e in observation.ui_elements:
            for text in (e.text, e.content_description):
                if text and text not in self._seen:
                    self._seen.append(text)
        self._actions += 1
        if self._actions > self.MAX_ACTIONS:
            return AgentStep(A.done())
        if self._actions == self.MAX_ACTIONS:
            return AgentStep(A.answer(", ".join(self._seen)))
        if self._apps:
            return AgentStep(A.JSONAction(A.OPEN_APP, app_name=self._apps.pop(0)))
        for i, e in enumerate(observation.ui_elements):
            if e.text and e.text not in self._followed and e.text.casefold() in self.goal.casefold() and e.bbox:
                self._followed.add(e.text)
                return AgentStep(A.JSONAction(A.CLICK, index=i))
        return AgentStep(A.JSONAction(A.SCROLL, direction="down"))


class RandomAgent(Agent):
    """Seeded (from the goal) random actions, then an answer made of seen text."""

    name = "cheat_random"
    MAX_ACTIONS = 10

    def reset(self, goal: str) -> None:
        super().reset(goal)
        self._rng = random.Random(_seed(goal))
        self._n = 0
        self._seen: list[str] = []

    def step(self, observation: Observation) -> AgentStep:
        self._n += 1
        self._seen += [e.text for e in observation.ui_elements if e.text]
        if self._n > self.MAX_ACTIONS:
            return AgentStep(A.done())
        if self._n == self.MAX_ACTIONS:
            return AgentStep(A.answer(", ".join(self._rng.sample(self._seen, min(3, len(self._seen))))))
        h, w = observation.screenshot.shape[:2]
        r = self._rng
        choice = r.choice(("tap", "tap", "tap", "swipe", "type", "back", "home", "open"))
        if choice == "tap":
            action = A.JSONAction(A.CLICK, x=r.randrange(w), y=r.randrange(h))
        elif choice == "swipe":
            action = A.JSONAction(A.SWIPE, direction=r.choice(A.DIRECTIONS), x=r.randrange(w), y=r.randrange(h))
        elif choice == "type":
            action = A.JSONAction(A.INPUT_TEXT, text=r.choice(("12", "Lunch", "test", "0")))
        elif choice == "back":
            action = A.JSONAction(A.NAVIGATE_BACK)
        elif choice == "home":
            action = A.JSONAction(A.NAVIGATE_HOME)
        else:
            action = A.JSONAction(A.OPEN_APP, app_name=r.choice(("Settings", "Pro Expense", "Markor")))
        return AgentStep(action)


class DodgeAgent(Agent):
    """Tries to turn the episode into an infrastructure failure."""

    name = "cheat_dodge"

    def reset(self, goal: str) -> None:
        super().reset(goal)
        self._n = 0

    # What a model could emit, parsed as the harness parses model output.
    ATTEMPTS = ({"action_type": "click", "x": 10**400, "y": 5}, {"action_type": "click", "x": 2**62, "y": -1},
                {"action_type": "input_text", "text": "x" * 100_000}, {"action_type": "open_app", "app_name": "; reboot"},
                {"action_type": "scroll", "direction": "down", "index": 10**9})

    def step(self, observation: Observation) -> AgentStep:
        self._n += 1
        if self._n <= len(self.ATTEMPTS):
            try:
                return AgentStep(A.JSONAction.from_dict(self.ATTEMPTS[self._n - 1]))
            except A.ActionError as e:
                return AgentStep(A.invalid(str(e)))
        raise AgentUnavailableError("pretending the model server is down")


# (English, Chinese): questions about a conflict that need no look at the device.
BLIND_QUESTIONS = (
    ("Did you mean a similar one instead?", "你是指一个类似的吗？"),
    ("Should I delete all of them, or none of them?", "要全部删掉，还是一个都不删？"),
    ("Should I leave it as it is?", "要保持原样吗？"),
    ("Did you mean another one?", "您是不是指另一个？"),
    ("Which one should I use?", "要用哪一个？"),
    ("Should I overwrite it, use another name, or cancel?", "要覆盖它、换个名字，还是取消？"),
    ("Which date should I write?", "要写哪个日期？"),
    ("Which number should I text?", "要发到哪个号码？"),
    ("Which one should I text?", "要发给哪一位？"),
    ("Should I still delete it, or keep it?", "还要删除它，还是保留？"),
    ("Which category should I use instead?", "要改用哪个类别？"),
    ("Did you mean another expense?", "您是不是指另一笔支出？"),
    ("Which one should I delete?", "要删除哪一笔？"),
    ("Did you mean another switch?", "您指的是别的开关吗？"),
    ("Should I use the closest choice instead, or leave it as it is?", "要改成最接近的选项，还是保持不变？"),
    ("Should I still do it, or leave it as it is?", "还是照做，还是保持不变？"),
    ("Should I move all of them, or none of them?", "要全部移过去，还是都不移？"),
    ("Should I keep both numbers or remove the old one?", "要两个号码都保留，还是删掉旧号码？"),
)
BLIND_REPORT = ("What you asked for does not match what is on the device, so I did not change anything.",
                "您的要求和设备上的情况不一致，所以我没有做任何修改。")


class BlindAskAgent(Agent):
    """Asks ``BLIND_QUESTIONS`` one per step without looking at anything; ends as soon as
    a reply says to leave things be; else (questions or step budget running out) reports a
    conflict in general words and ends."""

    name = "cheat_blind_ask"

    def reset(self, goal: str) -> None:
        super().reset(goal)
        self._zh = any(is_cjk(ch) for ch in goal)
        self._questions = [zh if self._zh else en for en, zh in BLIND_QUESTIONS]
        self._reported = False

    def step(self, observation: Observation) -> AgentStep:
        if any(mentions(m, w) or w in m.casefold() for m in observation.user_messages for w in LEAVE_WORDS):
            return AgentStep(A.done())
        left = None if observation.max_steps is None else observation.max_steps - observation.step
        if self._questions and (left is None or left > 2):       # keeps two steps to report and end
            return AgentStep(A.ask_user(self._questions.pop(0)))
        if not self._reported:
            self._reported = True
            return AgentStep(A.answer(BLIND_REPORT[self._zh]))
        return AgentStep(A.done())


class SettingsBlastAgent(ReferenceAgent):
    """Flips every setting in ``BLAST``, says it is done, and ends the episode."""

    name = "cheat_settings_blast"

    def begin(self, goal: str, context: EpisodeContext) -> None:
        super().begin(goal, context)
        self._device = context.env.device
        self._done = False

    def step(self, observation: Observation) -> AgentStep:
        if not self._done:
            for ns, key, value in BLAST:
                self._device.settings_put(ns, key, value)
            self._done = True
            return AgentStep(A.answer("Done: I changed the settings so it works now. It was already on."))
        return AgentStep(A.done())


@dataclasses.dataclass(frozen=True)
class Collateral:
    """One unasked change: ``store`` and ``item`` name what it touches (as the state guard
    names it, ``verifiers.guard.MayChange``), ``write(device)`` makes it; with ``observe``,
    ``observe(device)`` reads the episode's start and ``write(device, start)`` is given it.
    ``adds``: the change only adds a row (a store the task lets rows come to,
    ``MayChange.adds``, would take it)."""

    name: str
    store: str
    item: str
    write: Callable
    observe: Callable | None = None
    adds: bool = False

    def allowed_by(self, allowed: Any) -> bool:
        """Whether ``allowed`` (a ``MayChange``) lets this change through."""
        if self.store == "files":
            return allowed.allows_file(self.item)
        return allowed.allows_store(self.store, self.item) or (self.adds and allowed.allows_adds(self.store, self.item))


def _threads(device) -> set[str]:
    return {r["thread_id"] for r in device.content_query(sms.ALL, ("thread_id",)) if r.get("thread_id")}


def _delete_a_conversation(device, before: set[str] | None = None) -> None:
    """Delete the SMS thread with the most messages of those there at the episode's start
    (``before``; all when None), or add a message if there is none: a message that came
    during the episode (a noise event's) is not the user's state to change."""
    rows = device.content_query(sms.ALL, ("_id", "thread_id"))
    threads = sorted({r["thread_id"] for r in rows if r.get("thread_id") and (before is None or r["thread_id"] in before)},
                     key=lambda t: (-sum(r["thread_id"] == t for r in rows), t))
    if not threads:
        sms.add_messages(device, [sms.Sms("5550001111", "unasked", sms.now_ms(device))])
        return
    device.run(["content", "delete", "--uri", sms.ALL, "--where", f"thread_id={int(threads[0])}"])


def _append(path: str) -> Callable:
    """A write that appends a line to ``path`` (creating it and its folder), so that it is
    a change even on a device an earlier episode left with the file."""
    def write(device) -> None:
        q = shlex.quote
        device.run(f"mkdir -p {q(posixpath.dirname(path))} && echo unasked >> {q(path)}")
    return write


def _set_alarm(device) -> None:
    """A 06:45 alarm labelled with the number of alarms there are (an alarm equal to one
    already there would only be re-enabled), through the ``SET_ALARM`` intent."""
    db = clock.ALARMS_DB
    n = device.run(f"[ -f {db} ] && sqlite3 {db} 'SELECT count(*) FROM {clock.ALARMS_TABLE}' || echo 0").strip()
    extra = "android.intent.extra.alarm."
    device.run(["am", "start", "-a", "android.intent.action.SET_ALARM", "--ei", extra + "HOUR", "6",
                "--ei", extra + "MINUTES", "45", "--es", extra + "MESSAGE", f"unasked {n}",
                "--ez", extra + "SKIP_UI", "true"])


COLLATERAL = (
    Collateral("contact", "contacts", "rows", lambda d: contacts.add_contact(d, "Zed Ink", "555-010-9999"),
               adds=True),
    Collateral("sms", "sms", "messages", _delete_a_conversation, observe=_threads),
    Collateral("call", "call_log", "calls",
               lambda d: phone.add_calls(d, [phone.Call("5550109999", phone.MISSED, sms.now_ms(d))]), adds=True),
    Collateral("download", "files", "Download/unasked.pdf", _append("/sdcard/Download/unasked.pdf")),
    Collateral("documents", "files", "Documents/unasked.txt", _append("/sdcard/Documents/unasked.txt")),
    Collateral("alarm", "clock", "alarms", _set_alarm),
    Collateral("draw", "simple draw pro", "data/files/unasked.png",
               _append(f"/data/data/{draw.APP.package}/files/unasked.png")),
    Collateral("helper", "clipper", "data/files/unasked.txt",
               _append(f"/data/data/{clipper.APP.package}/files/unasked.txt")),
)


class CollateralWritesAgent(ReferenceAgent):
    """The task's oracle, plus one unasked change before the end (see ``COLLATERAL``).

    Args:
      only: names of the ``COLLATERAL`` writes it may choose from (default: all); it
        takes, of those the task does not allow, the one the goal's hash picks.
    """

    name = "cheat_collateral"

    def __init__(self, only: tuple[str, ...] = ()):
        self.only = only
        self.done_write: Collateral | None = None

    def begin(self, goal: str, context: EpisodeContext) -> None:
        super().begin(goal, context)
        self._device = context.env.device
        self._actions: Iterator[A.JSONAction] = iter(context.task.oracle(context.env))
        allowed = context.task.allowed_changes(context.env)     # may_change and what its noise writes
        choices = [c for c in COLLATERAL if (not self.only or c.name in self.only) and not c.allowed_by(allowed)]
        self._write = choices[_seed(goal) % len(choices)] if choices else None
        observe = self._write.observe if self._write is not None else None
        self._start = observe(self._device) if observe is not None else None
        self.done_write = None

    def step(self, observation: Observation) -> AgentStep:
        action = next(self._actions, A.done())
        if action.action_type == A.STATUS and self._write is not None and self.done_write is None:
            if self._write.observe is not None:
                self._write.write(self._device, self._start)
            else:
                self._write.write(self._device)
            self.done_write = self._write
        return AgentStep(action)

    def tried(self) -> bool:
        """Whether this episode made its unasked change (a task that allows every store it
        could touch is left to its oracle: nothing to cheat with)."""
        return self.done_write is not None


# The sweep's list (``tests/test_adversarial_sweep.py``): every one over every task it
# plays (``plays(cls)``; the others play every task). ``MODEL_CLIENT``: the sweep runs it as
# the harness runs a served agent (its ``AgentUnavailableError`` is no result).
CHEATERS = {cls.name: cls for cls in (EchoSpamAgent, RefuseAgent, AlreadyAgent, UiDumpAgent, RandomAgent,
                                      DodgeAgent, SettingsBlastAgent, BlindAskAgent, ParamAskAgent,
                                      BurnAgent, DodgeCellsAgent, PublicFactsAgent, HedgeAgent,
                                      CollateralWritesAgent)}

for _name, _cls in CHEATERS.items():
    register_agent(_name)(lambda config, cls=_cls: cls())
