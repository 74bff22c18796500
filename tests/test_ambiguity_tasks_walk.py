"""The Tasks (``org.tasks``) intents of the ``ambiguity`` suite on the simulated task editor:
the detailed level's UI path (``IntentSpec.ui_path``), followed from the screens alone in
the episode loop (``ambiguity.walk.PathAgent``), holds every requirement once "Save" is
tapped, and the two taps after it are late actions (``tests/test_ambiguity.py`` walks a
sample of all intents the same way). Two paths need what only these screens have: a
Priority radio button without text, description or id (named by its place in the row,
``Step.nth``) and a new task's Description below the fold of the editor's only scroll
view (scrolled without an id).
"""

from __future__ import annotations

import os
import random

import pytest

from venus_tasks.ambiguity import intents_tasks as I
from venus_tasks.ambiguity.tasks import specs
from venus_tasks.registry import Instance, instance_seed

# CI walks the four whose paths need a row's nth button or the unnamed scroll view (the other
# two are plain taps and typing); VENUS_FULL_AMBIGUITY=1 walks all six.
WALKED = [i.name for i in I.INTENTS if os.environ.get("VENUS_FULL_AMBIGUITY") == "1" or i.name in (
    "TasksCreateWithDue", "TasksSetDueAndPriority", "TasksCreateInList", "TasksCreateWithNoteAndDue")]


@pytest.fixture(scope="module")
def shared_env(sim_server, ready_device):
    from venus_tasks.env.console import EmulatorConsole, console_port
    from venus_tasks.env.env import VenusEnv

    console = EmulatorConsole(sim_server.host, console_port(ready_device.serial))
    return VenusEnv(ready_device, wait_seconds=0, console=console)


def test_every_tasks_intent_has_a_gui_route_and_the_priority_is_named_by_place():
    assert all("path_inferred" not in specs()[i.name].tags for i in I.INTENTS)
    for i in I.INTENTS:
        path = i.ui_path(i.draw(random.Random(1)))
        priority = [s for s in path if s.near == "Priority"]
        assert [s.nth for s in priority] == ([{"none": 1, "low": 2, "medium": 3, "high": 4}[
            i.draw(random.Random(1))["priority"]]] if "priority" in specs()[i.name].checks else []), i.name


def _instance(name: str):
    from venus_tasks.ambiguity import tasks as ambi_tasks

    cls = getattr(ambi_tasks, f"Ambi{name}_Detailed")
    seed = instance_seed(30, cls.__name__, 0)
    return Instance(cls(cls.generate_random_params(seed)), 0, seed)


@pytest.mark.parametrize("name", WALKED)
def test_the_detailed_path_reaches_the_intent_through_the_editor(name, shared_env):
    from venus_tasks.ambiguity.walk import PathAgent
    from venus_tasks.episode import run_episode

    rec = run_episode(_instance(name), shared_env, PathAgent(extra=2), "path")
    assert (rec.outcome, rec.success) == ("agent_done", True), (rec.error, rec.verdict)
    term = rec.verdict["termination"]
    assert term["held_at_step"] == rec.steps - 4 and term["late_actions"] == 2, term
    assert all(rec.verdict["requirements"].values()) and rec.verdict["gap"] == []
