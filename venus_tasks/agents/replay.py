"""``--agent replay``: re-run recorded actions from ``AgentConfig.replay_path``.

Accepted files:

* a JSON list of action dicts, or JSONL with one action dict per line
  (``{"action_type": "click", "x": 540, "y": 1200}``): replayed from the start in every
  episode;
* the runner's ``episodes.jsonl`` (or any JSON/JSONL of episode records): each record has
  ``"task"`` (and usually ``"goal"``, ``"seed"``) plus either ``"actions": [{...}, ...]``
  or ``"trajectory": [{"action": {...}, ...}, ...]``. At ``reset`` the record for the
  current episode is chosen: same goal text first, then same task name (same seed
  preferred), then the only record if there is one. Several records of one task are used
  in file order, one per episode.

When the actions run out (or no record matches) the agent returns
``status(infeasible)``; ``raw`` says why. Files are read and validated when the agent is
built, so a bad file fails the run at the start, not mid-episode.
"""

from __future__ import annotations

import json
import os
from typing import Any

from venus_tasks.agents import register_agent
from venus_tasks.agents.base import Agent, AgentConfig, AgentStep, EpisodeContext
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

    def reset(self, goal: str, context: EpisodeContext | None) -> None:
        """Pick the actions for this episode (by goal, then task name and seed)."""
        self.goal = goal
        self._pos = 0
        if self._plain is not None:
            self._queue, self._source = list(self._plain), "action list"
            return
        task = getattr(context, "task", None) if context is not None else None
        name = getattr(task, "name", None)
        seed = (getattr(task, "params", None) or {}).get("seed") if task is not None else None
        idx = self._choose(goal, name, seed)
        if idx is None:
            self._queue, self._source = [], f"no recorded episode for task {name!r} / this goal"
            return
        self._used.add(idx)
        rec = self._records[idx]
        self._queue, self._source = list(rec["actions"]), f"record {idx} (task {rec['task']!r})"

    def _choose(self, goal: str, name: str | None, seed: Any) -> int | None:
        recs = list(enumerate(self._records))
        fresh = [(i, r) for i, r in recs if i not in self._used] or recs
        tiers = [
            [i for i, r in fresh if goal and r["goal"] == goal and (seed is None or r["seed"] in (None, seed))],
            [i for i, r in fresh if goal and r["goal"] == goal],
            [i for i, r in fresh if name and r["task"] == name and seed is not None and r["seed"] == seed],
            [i for i, r in fresh if name and r["task"] == name],
        ]
        for tier in tiers:
            if tier:
                return tier[0]
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
