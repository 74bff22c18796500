"""Memory across attempts gains nothing (issue 25's integrity round, idea 2).

``cheat_memory`` (``venus_tasks.agents.memory_cheat``), served over HTTP with its memory
in a file and a new server for every run, answers 503 on first sight of a goal after
looking and asking, and on the resumed run reports what it remembered (the replies, the
counts they gave, the screen texts). Its twin ``remember=False`` does the same but keeps
no fact. Over conflict tasks whose report must state a device fact (a count, a name),
run and resumed until no retry is left, the one with memory wins no more than the one
without: a retried episode is a fresh draw (``registry.retry_instance``), so what it
remembers is another instance's. The honest agent that looks once and reports what it
sees in the same episode is the bar the two are held to as well.

Without dodging (``dodge=False``), over ``--repeats 2``: it reports on its first sight of
a task and, on the other repeat, from memory without looking; each repeat is a fresh draw,
so no rate (SR, pass^k, pass@k) is above its twin's.
"""

from __future__ import annotations

import json

from tests.test_cheat_metrics import _http, _resumed, _run
from venus_tasks import results
from venus_tasks.agents.http_server import serve
from venus_tasks.agents.memory_cheat import MemoryAgent

# conflict tasks whose report states the conflict's count
CF_TASKS = ("RefusalMarkorDeleteCountMismatch", "RefusalExpenseDeleteCountMismatch", "RefusalMarkorMoveCountMismatch")


class Looker(MemoryAgent):
    """The honest agent: looks and asks as ``cheat_memory`` does on first sight, then
    reports what it saw and was told in this episode (no 503, no file)."""

    def reset(self, goal):
        super().reset(goal)
        self._memory = None

    def step(self, observation):
        if self._n >= self.look_steps and self._memory is None:
            self._texts += [t for e in observation.ui_elements for t in (e.text, e.content_description)
                            if t and t not in self._texts]
            self._replies += [m for m in observation.user_messages if m not in self._replies]
            self._memory = {"texts": self._texts, "replies": self._replies}
        return super().step(observation)


def test_memory_across_attempts_gains_nothing(ready_device, tmp_path):
    """At the session's start (2ccc445: a retry met the same instance, and a blind question
    was told the count) the memory agent won 2 of these 6 episodes and its twin 0."""
    reports = {}
    for name, make in (("memory", lambda p: MemoryAgent(p)), ("forgetful", lambda p: MemoryAgent(p, remember=False)),
                       ("looker", lambda p: Looker(p))):
        path = str(tmp_path / f"{name}.json")

        port = []

        def one_run(name=name, make=make, path=path, port=port, **kw):
            # a new server (and agent) for each run, on the first one's port: the memory is the file
            with serve(make(path), port=port[0] if port else 0) as server:
                port[:] = [int(server.url.rsplit(":", 1)[1])]
                return _run(ready_device, tmp_path / name, agent="http", agent_config=_http(server.url), **kw)
        reports[name] = _resumed(ready_device, tmp_path / name, run=one_run, tasks=CF_TASKS, n_task_combinations=2)
    lines = {n: [json.loads(x) for x in (tmp_path / n / results.EPISODES_FILE).read_text().splitlines()]
             for n in reports}
    assert reports["memory"]["successes"] <= reports["forgetful"]["successes"]
    assert reports["memory"]["successes"] <= reports["looker"]["successes"]
    # the memory agent met every episode first without a result, then reported from memory
    memory = lines["memory"]
    assert any(r["outcome"] == "agent_error" for r in memory) and any(r["answer"] for r in memory)
    for key in {r["key"] for r in memory}:
        tries = [r for r in memory if r["key"] == key]
        assert len({r["draw_seed"] for r in tries}) == len(tries)            # every try a fresh draw


def test_memory_across_repeats_gains_nothing(ready_device, tmp_path):
    """``--repeats 2`` and no dodging (``dodge=False``): the memory agent looks, asks and
    reports on its first sight of each task, then on the other repeat reports what it
    remembered without looking. Each repeat is a fresh draw (``registry.draw_seed``), so
    it wins no more than its twin that keeps no fact (which reports the other repeat in
    general words): SR, pass^k and pass@k are no higher. (Issue 25's red team: the second
    repeat reached 38.6% of CF when a repeat met the same instance.)"""
    from tests.cheat_rates import raised, rates

    reports, lines = {}, {}
    for name, remember in (("memory", True), ("forgetful", False)):
        agent = MemoryAgent(str(tmp_path / f"{name}.json"), remember=remember, dodge=False)
        with serve(agent) as server:
            reports[name] = _run(ready_device, tmp_path / name, agent="http", agent_config=_http(server.url),
                                 tasks=CF_TASKS, repeats=2)
        lines[name] = [json.loads(x) for x in (tmp_path / name / results.EPISODES_FILE).read_text().splitlines()]
    memory, forgetful = reports["memory"], reports["forgetful"]
    assert memory["no_result"] == forgetful["no_result"] == 0 and memory["episodes"] == 6
    assert memory["successes"] <= forgetful["successes"]
    assert raised(rates(memory), rates(forgetful)) == []
    # on one repeat of each task it answered at once, from memory; every repeat a fresh draw
    quick = [r for r in lines["memory"] if len(r["trajectory"]) <= 2 and r["answer"]]
    assert len(quick) == len(CF_TASKS), [(r["task"], len(r["trajectory"])) for r in lines["memory"]]
    for task in CF_TASKS:
        assert len({r["draw_seed"] for r in lines["memory"] if r["task"] == task}) == 2
