"""Cheaters that play the denominators rather than the task (issue 25's integrity round):
``cheat_burn`` runs out its step budget when stuck instead of ending, ``cheat_dodge_cells``
makes the cells it would lose end without a result. Both are in ``adversarial.CHEATERS``
(the CI sweep); ``tests/test_cheat_metrics.py`` compares their reports with those of an
honest twin that does the same work (``burn=False``, ``dodge=False``).

* ``cheat_burn`` (``BurnAgent``): does part of the work, then, stuck, scrolls down, up
  and waits until the step budget runs out. The part: on an ``ambiguity`` task what the
  goal states and what one question got (it asks about the first requirement the goal
  leaves out, then ``spec.apply`` of what it knows; stuck when the goal left out more);
  on any other task the first half of its oracle's actions (``optimal_steps // 2``, at
  least 1).
  A ``ReferenceAgent`` (it reads the task): no leaderboard entry.
* ``cheat_dodge_cells`` (``DodgeCellsAgent``): a model agent (serve it with ``python -m
  venus_tasks.agents.http_server --agent cheat_dodge_cells`` and run ``--agent http``, so
  its ``AgentUnavailableError`` is HTTP 503 and the episode ``agent_error``, no result).
  It raises it on the cells it judges it would lose -- a Chinese goal, a dark first
  screen, a goal like one it met before but not the same (another draw of the task: a
  repeat, or a retry) -- and plays its
  ``inner`` agent on the others (default: ``cheat_echo``'s keyword spam).
"""

from __future__ import annotations

import itertools
import re

import numpy as np

from venus_tasks.agents.base import Agent, AgentStep, AgentUnavailableError, EpisodeContext, ReferenceAgent
from venus_tasks.env import actions as A
from venus_tasks.env.observation import Observation
from verifiers.answer import is_cjk

BURN_ACTIONS = (A.JSONAction(A.SCROLL, direction="down"), A.JSONAction(A.SCROLL, direction="up"),
                A.JSONAction(A.WAIT))


class BurnAgent(ReferenceAgent):
    """Does part of the work, then burns the budget (``burn``) or ends (``burn=False``,
    the honest twin). ``stuck``: it gave up on something this episode (set once its work
    is done)."""

    name = "cheat_burn"

    def __init__(self, burn: bool = True):
        self.burn = burn

    def begin(self, goal: str, context: EpisodeContext) -> None:
        super().begin(goal, context)
        task, env = context.task, context.env
        self._n = 0
        self.stuck = False
        if getattr(task, "spec", None) is not None and getattr(task, "level", None) is not None:
            self._todo = self._ambiguity(task, env)
        else:
            self._todo = itertools.islice(task.oracle(env), max(1, (task.optimal_steps or 2) // 2))
            self.stuck = True

    def _ambiguity(self, task, env):
        """An ambiguity task: ask about the first requirement the goal leaves out (one
        question), then put in place what the goal states and the reply filled; stuck when
        a requirement is still unknown."""
        from venus_tasks.ambiguity.clarity import question

        gap = task.intent.gap(task.goal)
        if gap:
            yield A.ask_user(question(gap[0], task.language))
        known = frozenset(task.known(env))
        task.spec.apply(env, task.params, known)
        self.stuck = any(r.id not in known for r in gap)

    def step(self, observation: Observation) -> AgentStep:
        action = next(self._todo, None)
        if action is not None and action.action_type != A.STATUS:
            return AgentStep(action)
        if not (self.burn and self.stuck):
            return AgentStep(A.done())
        self._n += 1
        return AgentStep(BURN_ACTIONS[(self._n - 1) % len(BURN_ACTIONS)])


_WORD = re.compile(r"[a-z]{4,}")


def goal_words(goal: str) -> frozenset[str]:
    """The goal's lower-case words of 4+ letters and its pairs of adjacent Chinese
    characters (numbers and short words left out): what two draws of one task share (the
    template), for ``DodgeCellsAgent`` and ``memory_cheat``."""
    cjk = [goal[i:i + 2] for i in range(len(goal) - 1) if is_cjk(goal[i]) and is_cjk(goal[i + 1])]
    return frozenset(_WORD.findall(goal.casefold()) + cjk)


def similar(a: frozenset[str], b: frozenset[str]) -> float:
    """Jaccard similarity of two ``goal_words`` sets (0 when both are empty)."""
    return len(a & b) / len(a | b) if a | b else 0.0


def is_dark(screenshot: np.ndarray, threshold: float = 90.0) -> bool:
    """True when the mean pixel value (0-255 over RGB) is below ``threshold``: a night-mode
    screen (measured on the simulated device: dark home screen 31, light 205)."""
    return float(np.asarray(screenshot, dtype=np.float32).mean()) < threshold


class DodgeCellsAgent(Agent):
    """On a cell it judges it would lose (``lose_reason``, one of ``reasons``), raises
    ``AgentUnavailableError`` (``dodge``) or ends at once (``dodge=False``, the honest twin
    that fails the same cells); on the others plays ``inner``. ``dodged`` lists the reasons
    of this agent's judgements, one per episode it gave up."""

    name = "cheat_dodge_cells"
    MODEL_CLIENT = True     # served over HTTP its AgentUnavailableError is a 503: no result
    SIMILAR = 0.6           # Jaccard similarity of goal words above which a goal was "met before"

    REASONS = ("zh", "dark", "repeat")

    def __init__(self, inner: Agent | None = None, dodge: bool = True, reasons: tuple[str, ...] = REASONS):
        if inner is None:
            from venus_tasks.agents.adversarial import EchoSpamAgent
            inner = EchoSpamAgent()
        self.inner, self.dodge, self.reasons = inner, dodge, reasons
        self.met: list[tuple[str, frozenset[str]]] = []
        self.dodged: list[str] = []
        self._given_up: dict[str, str] = {}

    def reset(self, goal: str) -> None:
        super().reset(goal)
        words = goal_words(goal)
        # another draw of a task met before: a like goal, never met itself (the same goal
        # is a device twin's: the dark cell of a draw played in the original)
        self._again = all(g != goal for g, _ in self.met) and any(similar(words, w) >= self.SIMILAR
                                                                  for _, w in self.met)
        self.met.append((goal, words))
        self._reason = "zh" if "zh" in self.reasons and any(is_cjk(ch) for ch in goal) else None
        self._first = True

    def lose_reason(self, observation: Observation) -> str | None:
        """Why this episode is one to give up (judged at its first step): "zh" (a Chinese
        goal), "dark" (a dark screen), "repeat" (a goal like one met before), else None. A
        goal given up on before is given up on again for the same reason (a retry of that
        cell: the judgement does not change)."""
        if self.goal in self._given_up:
            return self._given_up[self.goal]
        if self._reason is not None:
            return self._reason
        if "dark" in self.reasons and is_dark(observation.screenshot):
            return "dark"
        return "repeat" if "repeat" in self.reasons and self._again else None

    def step(self, observation: Observation) -> AgentStep:
        if self._first:
            self._first = False
            self._reason = self.lose_reason(observation)
            if self._reason is not None:
                self.dodged.append(self._reason)
                self._given_up.setdefault(self.goal, self._reason)
            else:
                self.inner.reset(self.goal)
        if self._reason is None:
            return self.inner.step(observation)
        if self.dodge:
            raise AgentUnavailableError(f"model server down (the agent says so: a {self._reason} cell)")
        return AgentStep(A.done())

    def close(self) -> None:
        self.inner.close()
