"""Issue 27's depth of the multi-round (MR) category, held on the registry: at least four
MR tasks chain two or more apps, at least two interrupt to cancel the work of a round in
progress, at least three need a fact from an earlier round that is no longer on screen
(the rounds, 3-5 with a median of 4, and the MR median of optimal steps, 25 or more, are
figures ``python -m venus_tasks.tasks stats`` prints: ``tests/test_task_pool.py`` holds them).
And no MR task is won by doing less than every round: an agent that does the first k
rounds (as the oracle does them) and then only claims done again fails at round k.
"""

from __future__ import annotations


import pytest

from venus_tasks import registry
from venus_tasks.agents.base import AgentStep, ReferenceAgent
from venus_tasks.dialogue.rounds import RoundSchedule
from venus_tasks.env import actions as A
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance, instance_seed
from venus_tasks.solvers.gui import Gui, all_solvers
from venus_tasks.task import Category

MR = [c for c in registry.select("venus") if c.info.category is Category.MR]


def _stages(cls) -> int:
    """The goal's round and the sequential follow-ups."""
    return 1 + sum(1 for r in cls.rounds if not r.interruption)


def test_mr_chains_apps_cancels_work_in_progress_and_needs_earlier_facts():
    chained = [c.__name__ for c in MR if len(c.app_names) >= 2 and "cross-app" in c.info.tags]
    # a cancel: an interruption declared after a sequential round (it stops that round's work)
    cancels = [c.__name__ for c in MR if "cancel" in c.info.tags
               and any(r.interruption for r in c.rounds[1:]) and not c.rounds[0].interruption]
    memory = [c.__name__ for c in MR if "memory" in c.info.tags and c.info.pudam.m >= 3]
    assert len(chained) >= 4, chained
    assert len(cancels) >= 2, cancels
    assert len(memory) >= 3, memory


def _values(param) -> list[str]:
    """A recalled param as the texts that state it (a list param: each of its items), case-folded."""
    return [str(v).casefold() for v in (param if isinstance(param, (list, tuple)) else [param])]


def _texts(task) -> list[str]:
    """The goal, then every round's text (``rounds`` order), in the task's variant."""
    return [task.goal] + [task.render_text(r.text, r.variant_texts) for r in task.rounds]


@pytest.mark.parametrize("variant", ["", "paraphrase", "zh"])
def test_recalled_facts_come_from_earlier_rounds_and_are_not_restated(variant):
    from variants import get_variant

    recalling = [c for c in MR if getattr(c, "recalls", None)]
    assert len(recalling) >= 3, [c.__name__ for c in recalling]
    for cls in recalling:
        params = cls.generate_random_params(30)
        task = cls(get_variant(variant).params(params) if variant else params)
        texts = _texts(task)
        sequential = [i for i, r in enumerate(task.rounds) if not r.interruption]
        for k, keys in cls.recalls.items():
            at = sequential[k - 1] + 1                   # round k's place in texts
            for key in keys:
                for value in _values(task.params[key]):
                    assert value not in texts[at].casefold(), (cls.__name__, k, key, texts[at])
                    assert any(value in t.casefold() for t in texts[:at]), (cls.__name__, k, key)


class StopsAfter(ReferenceAgent):
    """Plays the oracle until it has claimed ``k`` rounds done, then only claims done."""

    def __init__(self, k: int):
        self.k = k

    def begin(self, goal, context):
        super().begin(goal, context)
        self._actions, self._done = iter(context.task.oracle(context.env)), 0

    def step(self, observation):
        if self._done >= self.k:
            return AgentStep(A.done())
        action = next(self._actions, A.done())
        self._done += action.ends_episode
        return AgentStep(action)


@pytest.mark.parametrize("cls", MR, ids=[c.__name__ for c in MR])
def test_doing_fewer_rounds_than_asked_fails_at_the_first_one_skipped(cls, env):
    s = instance_seed(30, cls.__name__, 0)
    for k in range(1, _stages(cls)):
        rec = run_episode(Instance(cls(cls.generate_random_params(s)), 0, s), env, StopsAfter(k), "stops")
        assert not rec.success and rec.score == 0.0, (cls.__name__, k)
        verified = [(r["round"], r["score"]) for r in rec.rounds if r["what"] == "verified"]
        last = k == _stages(cls) - 1       # the last round is scored by verify, after every round passed
        assert verified == [(i, 1.0) for i in range(k)] + ([] if last else [(k, 0.0)]), (cls.__name__, k, verified)


class StageScreens(Gui):
    """A ``Gui`` that keeps the texts on screen when each next round arrives (the
    observation right after ``done``)."""

    def __init__(self, *args):
        super().__init__(*args)
        self.stage_screens: list[str] = []

    def done(self):
        follow = super().done()
        self.stage_screens.append(" ".join(f"{e.text} {e.content_description}" for e in self.elements).casefold())
        return follow


@pytest.fixture(scope="module")
def stepped(request):
    from tests.test_gui_solvable import stepped_env

    server, env = stepped_env()
    request.addfinalizer(server.stop)
    return env


def test_recalled_facts_are_off_screen_when_their_round_begins_on_three_tasks(stepped):
    """The GUI solver's demonstration: when round k arrives, is a fact it recalls on the
    screen the agent sees? At least three MR tasks recall one that is not (the tasks are
    played until three are found: a GUI episode each, 5-10 s)."""
    solvers, off = all_solvers(), {}
    for cls in [c for c in MR if getattr(c, "recalls", None)]:
        if len([n for n, keys in off.items() if keys]) >= 3:
            break
        task = cls(cls.generate_random_params(3))
        task.initialize_task(stepped)
        try:
            gui = StageScreens(stepped, task.max_steps, RoundSchedule(task))
            solvers[cls.__name__](gui, task.goal)
            assert task.is_successful(stepped) == 1.0, cls.__name__
        finally:
            task.tear_down(stepped)
        off[cls.__name__] = [key for k, keys in cls.recalls.items() for key in keys
                             if not all(v in gui.stage_screens[k - 1] for v in _values(task.params[key]))]
    assert len([n for n, keys in off.items() if keys]) >= 3, off
