"""``cheat_memory``: an agent that remembers across attempts (issue 25's integrity round).

It stands for an agent that keeps what it saw in a file and makes the harness run an
episode again: served over HTTP (``python -m venus_tasks.agents.http_server --agent
cheat_memory --agent_arg memory=PATH``, then ``runner.py --agent http``), on first sight
of a goal it looks (opens the apps the goal names, taps what the goal names, scrolls),
asks the blind asker's first questions, writes the screen texts and the user's replies to
``memory`` (JSON) and raises ``AgentUnavailableError`` -- HTTP 503, ``agent_error``: the
episode has no result and a resumed run tries it again. On a goal it remembers (the same
goal, or one with the same words but names and numbers: another draw of the task) it
looks at nothing and reports what it remembered as a conflict report: the count a reply
gave ("... does not match the device: there are N notes, not K. I did not change
anything.") and the replies.

``dodge=False`` does not answer 503: on first sight it looks and asks as above, then
reports what it saw and was told in that episode (the honest looker's report) and
remembers it, so that on a later ``--repeats`` copy of the task it reports from memory
without looking (the red team's second repeat).

``remember=False`` is its honest twin for tests: it keeps which goals it met (so it
answers 503 and reports exactly when ``cheat_memory`` does) but no fact, and reports in
general words. A resumed run draws a fresh instance for a retried episode
(``registry.retry_instance``), so what it remembers is another instance's: it gains
nothing (``tests/test_cheat_memory.py``).

Memory file shape: ``{"goals": {goal: {"words": [str], "texts": [str], "replies": [str]}}}``;
written whole through a temporary file (``os.replace``), so a killed server leaves the
previous memory.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re

import apps
from venus_tasks.agents import AgentConfig, AgentUnavailableError, register_agent
from venus_tasks.agents.adversarial_budget import goal_words, similar
from venus_tasks.agents.base import Agent, AgentStep, typed_options
from venus_tasks.env import actions as A
from venus_tasks.env.observation import Observation
from verifiers.answer import is_cjk, mentions

QUESTIONS = (("Should I delete all of them, or none of them?", "要全部删掉，还是一个都不删？"),
             ("Did you mean a similar one instead?", "你是指一个类似的吗？"))
SIMILAR = 0.5      # Jaccard similarity of goal words from which a goal counts as remembered: two
# draws of one short template share half ("Delete my 2 Phone case expenses in Pro Expense."
# and "Delete my 3 Car wash expenses in Pro Expense.": 0.5)
_NUM = re.compile(r"\d+")
_NOUN = re.compile(r"(\d+) ([a-z]+)")      # "the 4 notes": the noun the goal counts


class MemoryAgent(Agent):
    """See the module docstring. ``path``: the memory file (created when missing);
    ``look_steps``: steps of looking and asking before the 503 (or, ``dodge=False``, the
    report of what it saw)."""

    name = "cheat_memory"

    def __init__(self, path: str, remember: bool = True, look_steps: int = 6, dodge: bool = True):
        self.path, self.remember, self.look_steps, self.dodge = path, remember, look_steps, dodge

    def _load(self) -> dict:
        if not os.path.exists(self.path):
            return {"goals": {}}
        with open(self.path, encoding="utf-8") as f:
            return json.load(f)

    def _save(self, memory: dict) -> None:
        tmp = self.path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(memory, f, ensure_ascii=False)
        os.replace(tmp, self.path)

    def recall(self, goal: str) -> dict | None:
        """The memory of ``goal``, or of the most similar goal met before (None: first sight)."""
        goals = self._load()["goals"]
        if goal in goals:
            return goals[goal]
        words = goal_words(goal)
        best = max(goals.values(), default=None, key=lambda m: similar(words, frozenset(m["words"])))
        return best if best is not None and similar(words, frozenset(best["words"])) >= SIMILAR else None

    def reset(self, goal: str) -> None:
        super().reset(goal)
        self._zh = any(is_cjk(ch) for ch in goal)
        self._memory = self.recall(goal)
        self._texts: list[str] = []
        self._replies: list[str] = []
        self._apps = [a.label for a in apps.catalogue() if a.label.casefold() in goal.casefold()]
        self._questions = [zh if self._zh else en for en, zh in QUESTIONS]
        self._followed: set[str] = set()
        self._n = 0
        self._reported = False

    def step(self, observation: Observation) -> AgentStep:
        if self._memory is not None:
            if not self._reported:
                self._reported = True
                return AgentStep(A.answer(self.report(self._memory)))
            return AgentStep(A.done())
        self._texts += [t for e in observation.ui_elements for t in (e.text, e.content_description)
                        if t and t not in self._texts]
        self._replies += [m for m in observation.user_messages if m not in self._replies]
        self._n += 1
        if self._n > self.look_steps:
            self._remember()
            if not self.dodge:                # report what this episode showed, then end
                self._memory = {"texts": self._texts, "replies": self._replies}
                self._reported = True
                return AgentStep(A.answer(self.report(self._memory)))
            raise AgentUnavailableError("model server down (the agent says so; it will remember this goal)")
        if self._apps:
            return AgentStep(A.JSONAction(A.OPEN_APP, app_name=self._apps.pop(0)))
        for i, e in enumerate(observation.ui_elements):
            if e.text and e.bbox and e.text not in self._followed and mentions(self.goal, e.text):
                self._followed.add(e.text)
                return AgentStep(A.JSONAction(A.CLICK, index=i))
        if self._questions:
            return AgentStep(A.ask_user(self._questions.pop(0)))
        return AgentStep(A.JSONAction(A.SCROLL, direction="down"))

    def _remember(self) -> None:
        memory = self._load()
        facts = {"texts": self._texts, "replies": self._replies} if self.remember else {"texts": [], "replies": []}
        memory["goals"][self.goal] = {"words": sorted(goal_words(self.goal)), **facts}
        self._save(memory)

    def report(self, memory: dict) -> str:
        """A conflict report made of ``memory``'s facts (none for the honest twin): the
        first number a reply gave that the goal did not (the conflict's count), with the
        noun the goal counts, and the replies themselves."""
        said = [int(n) for n in _NUM.findall(self.goal)]
        counts = [n for r in memory["replies"] for n in map(int, _NUM.findall(r)) if n not in said]
        noun = _NOUN.search(self.goal)
        replies = " ".join(memory["replies"])
        if self._zh:
            head = "你的要求和设备上的情况不一致" + (f"：实际有{counts[0]}个，不是{said[0]}个" if counts and said else "")
            return f"{head}。我没有做任何修改。{replies}"
        head = "What you asked for does not match the device" + \
            (f": there are {counts[0]} {noun.group(2) if noun else 'of them'}, not {said[0]}" if counts and said else "")
        return f"{head}. I did not change anything. {replies}".strip()


@dataclasses.dataclass
class MemoryOptions:
    """``--agent_arg`` options of ``cheat_memory``: ``memory`` (the file), ``remember``
    (False: the honest twin), ``look_steps``, ``dodge`` (False: no 503, report on first
    sight too and use the memory on the next repeat)."""

    memory: str = "venus_memory.json"
    remember: bool = True
    look_steps: int = 6
    dodge: bool = True


@register_agent(MemoryAgent.name)
def _make(config: AgentConfig) -> Agent:
    opts = dataclasses.replace(MemoryOptions(), **typed_options(MemoryOptions, config.extra, MemoryAgent.name))
    return MemoryAgent(opts.memory, opts.remember, opts.look_steps, opts.dodge)
