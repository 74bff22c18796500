"""``--agent replay``: re-run recorded actions from ``AgentConfig.replay_path``.

Accepted files:

* a JSON list of action dicts, or JSONL with one action dict per line
  (``{"action_type": "click", "x": 540, "y": 1200}``): replayed from the start in every
  episode;
* the runner's ``episodes.jsonl`` (or any JSON/JSONL of episode records): each record has
  ``"task"`` (and usually ``"goal"``, ``"seed"``) plus either ``"actions": [{...}, ...]``
  or ``"trajectory": [{"action": {...}, ...}, ...]``. At ``reset`` the record for the
  current episode is chosen by its goal text (the only thing a model agent is told), or
  the only record if there is just one. Several records with one goal are used in file
  order, one per episode.

When the actions run out (or no record matches) the agent returns
``status(infeasible)``; ``raw`` says why. Files are read and validated when the agent is
built, so a bad file fails the run at the start, not mid-episode.
"""

from __future__ import annotations

import json
import os
from typing import Any

from venus_tasks.agents import register_agent
from venus_tasks.agents.base import Agent, AgentConfig, AgentStep
from venus_tasks.env import actions as A
from venus_tasks.env.observation import Observation


class ReplayError(ValueError):
    """The replay file cannot be read as actions or episode records."""


def load_replay(path: str) -> tuple[list[A.JSONAction] | None, list[dict[str, Any]]]:
    """Read ``path``: (plain action list, []) or (None, episode records).

    Each record returned has ``task``, ``goal``, ``seed`` (may be None) and ``actions``
    (a list of ``JSONAction``).

    Raises:
      ReplayError: missing file, bad JSON, or entries that are not actions/records
        (the message names the line or entry).
    """
    if not os.path.exists(path):
        raise ReplayError(f"replay file {path!r} does not exist")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    items: list[Any]
    try:
        doc = json.loads(text)
        items = doc if isinstance(doc, list) else [doc]
        where = [f"entry {i}" for i in range(len(items))]
    except json.JSONDecodeError:
        items, where = [], []
        for n, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            try:
                items.append(json.loads(line))
            except json.JSONDecodeError as e:
                raise ReplayError(f"{path} line {n} is not JSON: {e.msg}") from None
            where.append(f"line {n}")
    if not items:
        raise ReplayError(f"replay file {path!r} holds no actions")
    if all(isinstance(it, dict) and ("actions" in it or "trajectory" in it) for it in items):
        return None, [_record(it, path, w) for it, w in zip(items, where)]
    return [_action(it, path, w) for it, w in zip(items, where)], []


def _record(rec: dict[str, Any], path: str, where: str) -> dict[str, Any]:
    steps = rec.get("actions") if "actions" in rec else rec.get("trajectory")
    if not isinstance(steps, list):
        raise ReplayError(f"{path} {where}: 'actions'/'trajectory' must be a list")
    actions = [_action(s, path, f"{where} step {i}") for i, s in enumerate(steps)]
    return {"task": rec.get("task"), "goal": rec.get("goal"), "seed": rec.get("seed"), "actions": actions}


def _action(item: Any, path: str, where: str) -> A.JSONAction:
    if isinstance(item, dict) and "action_type" not in item and isinstance(item.get("action"), dict):
        item = item["action"]  # a trajectory step {"step": .., "action": {...}, ...}
    if not isinstance(item, dict):
        raise ReplayError(f"{path} {where}: expected an action object, got {type(item).__name__}")
    try:
        return A.JSONAction.from_dict(item)
    except A.ActionError as e:
        raise ReplayError(f"{path} {where}: {e}") from None


class ReplayAgent(Agent):
    """Replays recorded actions (see the module docstring).

    Args:
      path: the replay file.

    Raises:
      ReplayError: the file cannot be read.
    """

    name = "replay"

    def __init__(self, path: str) -> None:
        self.path = path
        self._plain, self._records = load_replay(path)
        self._used: set[int] = set()
        self._queue: list[A.JSONAction] = []
        self._source = ""
        self._pos = 0

    def reset(self, goal: str) -> None:
        """Pick the actions for this episode (by goal text)."""
        self.goal = goal
        self._pos = 0
        if self._plain is not None:
            self._queue, self._source = list(self._plain), "action list"
            return
        idx = self._choose(goal)
        if idx is None:
            self._queue, self._source = [], "no recorded episode has this goal"
            return
        self._used.add(idx)
        rec = self._records[idx]
        self._queue, self._source = list(rec["actions"]), f"record {idx} (task {rec['task']!r})"

    def _choose(self, goal: str) -> int | None:
        fresh = [i for i in range(len(self._records)) if i not in self._used] or range(len(self._records))
        same_goal = [i for i in fresh if goal and self._records[i]["goal"] == goal]
        if same_goal:
            return same_goal[0]
        return 0 if len(self._records) == 1 else None

    def step(self, observation: Observation) -> AgentStep:
        """The next recorded action, or ``status(infeasible)`` when there is none."""
        if self._pos >= len(self._queue):
            why = "recorded actions exhausted" if self._queue else self._source
            return AgentStep(A.done("infeasible"), raw={"replay": why})
        action = self._queue[self._pos]
        self._pos += 1
        return AgentStep(action, raw={"replay": self._source, "index": self._pos - 1})


@register_agent("replay")
def _make_replay(config: AgentConfig) -> Agent:
    if not config.replay_path:
        raise ValueError("the replay agent needs a file of recorded actions (--replay_path)")
    return ReplayAgent(config.replay_path)
