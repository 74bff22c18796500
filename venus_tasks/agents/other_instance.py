"""The other-instance cheat: tell the user what the oracle told it on another device.

An answer task's correct answer must depend on what the instance seeded onto the device,
so an answer written for another instance loses. ``OtherInstancePlanner`` picks, for a
target instance B, another instance A of the same task -- one whose English goal is B's
own goal where the seed pool holds one (then only the device differs), else any -- and
the words A's oracle said (``told``: answers, questions, a status with its reason), for
``adversarial.OtherInstanceAgent`` to play on B's device.

A is the first instance (in pool order) whose oracle said something other than B's
oracle (compared as normalised words, in order: an oracle names facts in a canonical
order, so that the same facts are the same words); if B's oracle said something and at
least ``min_same`` same-goal instances all said the same, the plan is ``constant``: the answer is a function of the goal
(a public constant, or a mapping any earlier run reveals), which is what the test of
``tests/test_device_answers.py`` rejects unless the task is tagged ``knowledge``.

Oracles run with a user who never answers (``ScriptedUser()``: every question gets "I
have no further information"), so a conflict task's oracle takes its report path: it
changes nothing and reports the conflict with the device's facts. Each run costs one
oracle episode (about 0.1 s on the simulated device); results are cached per seed.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Sequence

from venus_tasks.agents.adversarial import OtherInstanceAgent
from venus_tasks.agents.reference import OracleAgent
from venus_tasks.dialogue import ScriptedUser
from venus_tasks.env import actions as A
from venus_tasks.episode import EpisodeRecord, run_episode
from venus_tasks.registry import Instance
from verifiers.answer import normalize


def said(actions: Sequence[A.JSONAction]) -> tuple[tuple[str, ...], ...]:
    """What ``actions`` say: per action its kind and its normalised words, in order."""
    return tuple((a.action_type, a.goal_status or "", *re.findall(r"\w+", normalize(a.text or "")))
                 for a in actions)


def told(record: EpisodeRecord) -> tuple[A.JSONAction, ...]:
    """What the agent of ``record`` told the user, in order: its ``answer`` and
    ``ask_user`` actions and a ``status`` that gave a reason or said infeasible."""
    out = []
    for entry in record.trajectory:
        a = entry["action"]
        kind = a["action_type"]
        if kind in (A.ANSWER, A.ASK_USER) or (kind == A.STATUS and (a.get("text") or a.get("goal_status") == "infeasible")):
            out.append(A.JSONAction.from_dict(a))
    return tuple(out)


@dataclasses.dataclass(frozen=True)
class OtherInstancePlan:
    """What to play on target instance ``target_seed`` of ``task``.

    ``source_seed`` is the instance whose oracle's words are ``actions`` (None: no other
    instance said anything different, ``actions`` empty). ``same_goal``: the source has
    the target's English goal. ``constant``: ``same_tried`` same-goal instances (at least
    ``min_same``) all said what the target's oracle said. ``target_solved``: the target's
    own oracle succeeded with the silent user (its report path works)."""

    task: str
    target_seed: int
    source_seed: int | None
    actions: tuple[A.JSONAction, ...]
    same_goal: bool
    constant: bool
    same_tried: int
    target_told: tuple[A.JSONAction, ...]
    target_solved: bool

    def agent(self) -> OtherInstanceAgent:
        return OtherInstanceAgent(self.actions)


class OtherInstancePlanner:
    """Plans other-instance plays for one task class on ``env`` (a ready device).

    ``pool`` is the list of instance seeds searched for same-goal instances (their params
    are drawn, not run); ``max_same`` bounds the same-goal instances run per target and
    ``min_same`` is how many must agree before a plan is called ``constant``."""

    def __init__(self, cls: type, env: Any, pool: Sequence[int], min_same: int = 6, max_same: int = 10):
        self.cls, self.env, self.pool = cls, env, list(pool)
        self.min_same, self.max_same = min_same, max_same
        self.goals = {s: cls(cls.generate_random_params(s)).goal for s in self.pool}
        self._by_goal: dict[str, list[int]] = {}
        for s in self.pool:
            self._by_goal.setdefault(self.goals[s], []).append(s)
        self._runs: dict[int, tuple[tuple[A.JSONAction, ...], bool]] = {}

    def same_goal_seeds(self, seed: int) -> list[int]:
        """Pool seeds other than ``seed`` whose English goal is ``seed``'s."""
        return [s for s in self._by_goal.get(self.goal_of(seed), ()) if s != seed]

    def goal_of(self, seed: int) -> str:
        if seed not in self.goals:
            self.goals[seed] = self.cls(self.cls.generate_random_params(seed)).goal
        return self.goals[seed]

    def oracle_told(self, seed: int) -> tuple[tuple[A.JSONAction, ...], bool]:
        """(what instance ``seed``'s oracle told the silent user, whether it succeeded)."""
        if seed not in self._runs:
            task = self.cls(self.cls.generate_random_params(seed))
            rec = run_episode(Instance(task, 0, seed), self.env, OracleAgent(), "oracle", user=ScriptedUser())
            if rec.no_result:
                raise RuntimeError(f"{self.cls.__name__} seed {seed}: oracle episode had no result "
                                   f"({rec.outcome}): {rec.error}")
            self._runs[seed] = (told(rec), rec.success)
        return self._runs[seed]

    def plan(self, target: int) -> OtherInstancePlan:
        """The plan for target instance seed ``target``."""
        mine, solved = self.oracle_told(target)
        key = said(mine)
        same = self.same_goal_seeds(target)[:self.max_same]
        source, tried = None, 0
        for s in same:
            tried += 1
            if said(self.oracle_told(s)[0]) != key:
                source = s
                break
        constant = source is None and bool(mine) and tried >= self.min_same
        same_goal = source is not None
        if source is None:
            goal = self.goal_of(target)
            for s in (s for s in self.pool if self.goals[s] != goal):
                if said(self.oracle_told(s)[0]) != key:
                    source = s
                    break
        actions = self.oracle_told(source)[0] if source is not None else ()
        return OtherInstancePlan(self.cls.__name__, target, source, actions, same_goal, constant, tried, mine, solved)
