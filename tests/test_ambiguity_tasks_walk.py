"""The Tasks (``org.tasks``) intents of the ``ambiguity`` suite on the simulated task editor.

* Walked: the detailed level's UI path (``IntentSpec.ui_path``), followed from the screens
  alone in the episode loop (``ambiguity.walk.PathAgent``), holds every requirement once
  "Save" is tapped, and the two taps after it are late actions (``tests/test_ambiguity.py``
  walks a sample of all intents the same way).
* Tagged ``path_inferred`` (``gui_note``), not walked: the two intents that set a priority
  (the Priority radio buttons have no text, description or resource id on a real device,
  so a ``Step`` cannot name one) and the two that type a new task's description (below the
  fold, in a scroll view without resource id that a ``Step`` cannot name).
"""

from __future__ import annotations

import random

import pytest

from venus_tasks.ambiguity import intents_tasks as I
from venus_tasks.ambiguity.tasks import specs
from venus_tasks.registry import Instance, instance_seed

WALKABLE = [i.name for i in I.INTENTS if "path_inferred" not in specs()[i.name].tags]
SCROLLED = ["TasksCreateInList", "TasksCreateWithNoteAndDue"]


@pytest.fixture(scope="module")
def shared_env(sim_server, ready_device):
    from venus_tasks.env.console import EmulatorConsole, console_port
    from venus_tasks.env.env import VenusEnv

    console = EmulatorConsole(sim_server.host, console_port(ready_device.serial))
    return VenusEnv(ready_device, wait_seconds=0, console=console)


def test_the_tagged_intents_say_why_a_step_cannot_walk_them():
    assert WALKABLE == ["TasksAddNote", "TasksMoveToList"]
    for i in I.INTENTS:
        words = " ".join(s.words("en") for s in i.ui_path(i.draw(random.Random(1))))
        priority = "radio button of Priority" in words
        assert priority == (i.gui_note == I.GUI_NOTE), (i.name, words)
        assert (i.name in SCROLLED) == (i.gui_note == I.SCROLL_NOTE), i.name
        assert ('into "Description"' in words) == (i.name in SCROLLED + ["TasksAddNote"]), i.name


def _instance(name: str):
    from venus_tasks.ambiguity import tasks as ambi_tasks

    cls = getattr(ambi_tasks, f"Ambi{name}_Detailed")
    seed = instance_seed(30, cls.__name__, 0)
    return Instance(cls(cls.generate_random_params(seed)), 0, seed)


@pytest.mark.parametrize("name", WALKABLE)
def test_the_detailed_path_reaches_the_intent_through_the_editor(name, shared_env):
    from venus_tasks.ambiguity.walk import PathAgent
    from venus_tasks.episode import run_episode

    rec = run_episode(_instance(name), shared_env, PathAgent(extra=2), "path")
    assert (rec.outcome, rec.success) == ("agent_done", True), (rec.error, rec.verdict)
    term = rec.verdict["termination"]
    assert term["held_at_step"] == rec.steps - 4 and term["late_actions"] == 2, term
    assert all(rec.verdict["requirements"].values()) and rec.verdict["gap"] == []


@pytest.mark.parametrize("name", SCROLLED)
def test_a_new_tasks_description_is_below_the_fold(name, shared_env):
    """Why the two are tagged: the path agent finds no "Description" on a new task's editor
    (a real 1080x2400 screen needs a scroll there too) and no ``Step`` can name the scroll."""
    from venus_tasks.ambiguity.walk import PathAgent
    from venus_tasks.episode import run_episode

    rec = run_episode(_instance(name), shared_env, PathAgent(), "path")
    assert rec.outcome == "agent_crash" and "label='Description'" in rec.error and "is not on screen" in rec.error
