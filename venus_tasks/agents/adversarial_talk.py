"""Cheaters that talk their way to a score (issue 25's integrity round): ``cheat_ask_params``
asks for every parameter of the goal's app without looking, ``cheat_hedge`` gives the
oracle's own answer hedged. Both are in ``adversarial.CHEATERS`` (the CI sweep); see that
module for the others.

* ``cheat_ask_params`` (``ParamAskAgent``): never looks before asking. It asks, one per
  step and in the goal's language, every parameter name a user of the goal's app could be
  asked about (``APP_QUESTIONS``: "What amount?", "Which date?", "Which category?" for Pro
  Expense ...) and the generic ones (``GENERIC_QUESTIONS``: "Which one?", "All of them or
  none?", "How many?"), then acts on what it was told: ends at once when a reply says to
  leave things be; else opens the goal's apps, taps every on-screen element a reply named,
  and answers with every reply it got (the facts the user told it, if any).
* ``cheat_hedge`` (``HedgeAgent``): plays the task's oracle, but every text it tells the
  user (answers, questions, the reason given with ``status``) is hedged, part by part as
  the answer readers cut it (``hedge``: "5, or maybe 6", "X (not sure)", "I think X", an
  appended "?", "大概是5个吧？", "X（不确定）"). It reads the task (a ``ReferenceAgent``: its runs make no leaderboard entry); it tests the
  answer verifiers, not an agent. A conflict task's oracle asks before it acts, so the
  sweep plays it with a user who never answers (``ScriptedUser()``, ``SILENT_USER``): the
  report the oracle then gives is what is scored.
"""

from __future__ import annotations

import hashlib
import re
from typing import Iterator

import apps
from venus_tasks.agents.base import Agent, AgentStep, EpisodeContext, ReferenceAgent
from venus_tasks.env import actions as A
from venus_tasks.env.observation import Observation
from verifiers.answer import is_cjk, mentions
from verifiers.hedges import parts as hedge_parts
from verifiers.text import clean

# Words of a reply that tells the agent to change nothing (the blind asker's list).
LEAVE_WORDS = ("leave", "don't", "do not", "keep", "cancel", "no,", "保持", "别", "不要", "取消", "留着", "不用", "原样")
# (English, Chinese) questions about the parameters of each app's data, as a user of the
# app would name them; the app is found by its label in the goal (``apps.catalogue``).
APP_QUESTIONS = {
    "Pro Expense": (("What amount?", "金额是多少？"), ("Which date?", "哪一天？"), ("Which category?", "哪个类别？"),
                    ("Which expense?", "哪一笔支出？"), ("What name?", "叫什么名字？"), ("What note?", "备注写什么？")),
    "Markor": (("Which note?", "哪条笔记？"), ("Which folder?", "哪个文件夹？"), ("What file name?", "文件名是什么？"),
               ("Which date?", "哪一天？"), ("What text?", "写什么内容？")),
    "Contacts": (("Which contact?", "哪个联系人？"), ("Which number?", "哪个号码？"), ("What name?", "叫什么名字？"),
                 ("Which label?", "哪个标签？")),
    "SMS Messenger": (("Which number?", "哪个号码？"), ("Which contact?", "发给谁？"), ("What message?", "发什么内容？")),
    "Settings": (("Which setting?", "哪个设置？"), ("On or off?", "打开还是关闭？"), ("Which value?", "设成多少？"),
                 ("How long?", "多长时间？")),
    "Simple Calendar Pro": (("Which event?", "哪个活动？"), ("Which date?", "哪一天？"), ("What time?", "几点？")),
    "Tasks": (("Which task?", "哪个任务？"), ("Which list?", "哪个清单？"), ("What due date?", "截止日期是哪天？")),
    "Files": (("Which file?", "哪个文件？"), ("Which folder?", "哪个文件夹？")),
    "Clock": (("What time?", "几点？"), ("Which alarm?", "哪个闹钟？")),
}
GENERIC_QUESTIONS = (("Which one?", "哪一个？"), ("All of them or none?", "全部还是一个都不要？"),
                     ("How many?", "有几个？"), ("Which date?", "哪一天？"), ("What amount?", "金额是多少？"),
                     ("Should I go ahead?", "要继续吗？"))


def _zh(text: str) -> bool:
    return any(is_cjk(ch) for ch in text)


def param_questions(goal: str) -> list[str]:
    """The questions ``ParamAskAgent`` asks for ``goal``, in its language: those of every
    app the goal names (``APP_QUESTIONS``), then ``GENERIC_QUESTIONS``, each once."""
    low, zh, out = goal.casefold(), _zh(goal), []
    named = [a for a in APP_QUESTIONS if a.casefold() in low]
    for en, cn in [q for a in named for q in APP_QUESTIONS[a]] + list(GENERIC_QUESTIONS):
        q = cn if zh else en
        if q not in out:
            out.append(q)
    return out


class ParamAskAgent(Agent):
    """Asks ``param_questions(goal)`` one per step without looking, then acts on the
    replies (see the module docstring). Keeps 4 steps of its budget to act."""

    name = "cheat_ask_params"
    ACT_STEPS = 4

    def reset(self, goal: str) -> None:
        super().reset(goal)
        self._questions = param_questions(goal)
        self._replies: list[str] = []
        self._apps = [a.label for a in apps.catalogue() if a.label.casefold() in goal.casefold()]
        self._tapped: set[str] = set()
        self._answered = False

    def step(self, observation: Observation) -> AgentStep:
        self._replies += [m for m in observation.user_messages if m not in self._replies]
        if any(mentions(m, w) or w in m.casefold() for m in observation.user_messages for w in LEAVE_WORDS):
            return AgentStep(A.done())
        left = None if observation.max_steps is None else observation.max_steps - observation.step
        if self._questions and (left is None or left > self.ACT_STEPS):
            return AgentStep(A.ask_user(self._questions.pop(0)))
        if left is None or left > 2:
            if self._apps:
                return AgentStep(A.JSONAction(A.OPEN_APP, app_name=self._apps.pop(0)))
            target = self._tap(observation)
            if target is not None:
                return AgentStep(A.JSONAction(A.CLICK, index=target))
        if not self._answered:
            self._answered = True
            return AgentStep(A.answer(" ".join(self._replies) or "Done."))
        return AgentStep(A.done())

    def _tap(self, observation: Observation) -> int | None:
        """Index of an element not tapped yet whose text a reply names, or None."""
        for i, e in enumerate(observation.ui_elements):
            text = (e.text or e.content_description or "").strip()
            if text and e.bbox and text not in self._tapped and any(mentions(r, text) for r in self._replies):
                self._tapped.add(text)
                return i
        return None


# Hedges: each takes one part of an answer (a sentence, or a clause before "but"; no
# end mark) and returns it hedged; ``None`` where the form needs a number the part lacks.
# English forms for an English goal, Chinese for a Chinese one. The number forms hedge
# the last whole number of a part (not part of a decimal or a grouped number): answers
# end with their fact ("Table 1 is on page 2", "logged on September 24").
_NUMBER = re.compile(r"(?<![\d.,])(\d+)(?![\d.,]*\d)")
_LOWER = {"There", "It", "Its", "You", "Your", "The", "This", "That", "These", "Those", "A", "An", "No", "Yes",
          "Tap", "Open", "Go", "Long-press", "Swipe", "Scroll", "Pick", "Turn"}


def _last_number(text: str) -> re.Match | None:
    found = list(_NUMBER.finditer(text))
    return found[-1] if found else None


def _or_maybe(text: str) -> str | None:
    m = _last_number(text)
    return None if m is None else f"{text[:m.end()]}, or maybe {int(m.group(1)) + 1}{text[m.end():]}"


def _zh_or(text: str) -> str | None:
    m = _last_number(text)
    return None if m is None else f"{text[:m.end()]}（也可能是{int(m.group(1)) + 1}）{text[m.end():]}"


def _lower_first(t: str) -> str:
    """``t`` with its first word in lower case when it is a common word (not a name)."""
    first = t.split(" ", 1)[0]
    return t[:1].lower() + t[1:] if first in _LOWER else t


HEDGES_EN = (("or_maybe", _or_maybe), ("not_sure", lambda t: f"{t} (not sure)"), ("question", lambda t: f"{t}?"),
             ("i_think", lambda t: f"I think {_lower_first(t)}"), ("probably", lambda t: f"Probably {_lower_first(t)}"))
HEDGES_ZH = (("dagai_ba", lambda t: f"大概是{t}吧？"), ("bu_queding", lambda t: f"{t}（不确定）"), ("zh_or", _zh_or),
             ("yinggai", lambda t: f"应该是{t}"), ("wo_juede", lambda t: f"我觉得{t}"))
# A number form hedges a part without a number, and the question form a part that is a
# question already, with this form of its language.
_FALLBACK = {"or_maybe": HEDGES_EN[1][1], "zh_or": HEDGES_ZH[1][1], "question": HEDGES_EN[1][1]}
_TAIL = re.compile(r"[\s.,;:!?。，；：！？、]*$")
# What a part may start with that stays before its hedge: spaces, a contrast word.
_LEAD = re.compile(r"^\s*(?:(?:but|however|although|though|whereas)\b,?\s*|(?:但是|不过|可是|然而|但)\s*)?",
                   re.IGNORECASE)


def answer_parts(text: str) -> list[tuple[str, str, str]]:
    """``(lead, part, tail)`` triples that make up ``verifiers.text.clean(text)``: each part
    as the answer readers cut it (``verifiers.hedges.parts``: sentences, and clauses before
    a contrast), its leading spaces and contrast word in ``lead``, its end marks and spaces
    in ``tail``."""
    cleaned = clean(text)
    out = []
    for a, b in hedge_parts(cleaned):
        span = cleaned[a:b]
        lead = _LEAD.match(span).group()
        tail = _TAIL.search(span[len(lead):]).group()
        out.append((lead, span[len(lead):len(span) - len(tail)], tail))
    return out


def hedge(text: str, zh: bool, pick: int) -> tuple[str, str]:
    """(form name, ``text`` with each of its parts hedged): the form ``pick`` chooses (mod
    the forms of the language), or the next one when it is a number form and no part has a
    number; a number form hedges a part without one, the question form a part that is a
    question already, with "(not sure)" ("（不确定）"). Every
    part is hedged, so that no fact of the answer is said firmly; a form ending in a
    question mark takes the place of the part's full stop."""
    forms = HEDGES_ZH if zh else HEDGES_EN
    pieces = answer_parts(text) or [("", text, "")]
    for k in range(len(forms)):
        name, fn = forms[(pick + k) % len(forms)]
        out = [None if name == "question" and tail.lstrip().startswith("?") else fn(p) if p.strip() else p
               for _, p, tail in pieces]
        if all(o is None for o in out):
            continue
        joined = []
        for o, (lead, p, tail) in zip(out, pieces):
            o = o if o is not None else _FALLBACK[name](p)
            if o.endswith(("?", "？")):
                tail = tail.lstrip(".!。！?？")
            joined.append(lead + o + tail)
        return name, "".join(joined)
    raise AssertionError("the not-sure forms apply to any text")


class HedgeAgent(ReferenceAgent):
    """The oracle with every told text hedged (module docstring). ``form`` picks the
    hedge (an index into the language's forms; default: from the goal's hash, so the
    sweep meets every form); ``hedged`` lists (form, text) of the episode."""

    name = "cheat_hedge"
    SILENT_USER = True     # the sweep plays it with a user who never answers

    def __init__(self, form: int | None = None):
        self.form = form
        self.hedged: list[tuple[str, str]] = []

    def begin(self, goal: str, context: EpisodeContext) -> None:
        super().begin(goal, context)
        self._actions: Iterator[A.JSONAction] = iter(context.task.oracle(context.env))
        self._zh = _zh(goal)
        self._pick = self.form if self.form is not None else \
            int.from_bytes(hashlib.sha256(goal.encode("utf-8")).digest()[:4], "big")
        self.hedged = []

    def step(self, observation: Observation) -> AgentStep:
        action = next(self._actions, A.done())
        told = action.action_type in (A.ANSWER, A.ASK_USER) or action.action_type == A.STATUS and action.text
        if told and action.text and action.text.strip():
            form, text = hedge(action.text, self._zh, self._pick)
            self.hedged.append((form, text))
            action = A.JSONAction.from_dict({**action.as_dict(), "text": text})
        return AgentStep(action)

    def tried(self) -> bool:
        """Whether this episode hedged anything (an instance whose oracle tells the user
        nothing, e.g. a settings task's valid draw, is the oracle's own win)."""
        return bool(self.hedged)

    @staticmethod
    def plays(cls: type) -> bool:
        """Only tasks scored on what the agent says (its hedge is the point)."""
        return cls.info.evaluation.value != "state"
