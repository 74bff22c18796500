"""The Tasks (``org.tasks``) intents of the ``ambiguity`` suite walked through the
simulated task editor: the detailed level's UI path (``IntentSpec.ui_path``), followed
from the screens alone in the episode loop (``ambiguity.walk.PathAgent``), holds every
requirement once "Save" is tapped, and the two taps after it are late actions
(``tests/test_ambiguity.py`` walks a sample of all intents the same way).

The intents that set a priority stay tagged ``path_inferred``: the editor's Priority
radio buttons have no text, description or resource id on a real device (Compose), so
a ``Step`` cannot name one; their path words the button by colour and position.
"""

from __future__ import annotations

import pytest

from venus_tasks.ambiguity import intents_tasks as I
from venus_tasks.ambiguity.tasks import specs

WALKABLE = [i.name for i in I.INTENTS if "path_inferred" not in specs()[i.name].tags]


@pytest.fixture(scope="module")
def shared_env(sim_server, ready_device):
    from venus_tasks.env.console import EmulatorConsole, console_port
    from venus_tasks.env.env import VenusEnv

    console = EmulatorConsole(sim_server.host, console_port(ready_device.serial))
    return VenusEnv(ready_device, wait_seconds=0, console=console)


def test_only_the_priority_intents_keep_an_inferred_path():
    assert WALKABLE == ["TasksCreateInList", "TasksCreateWithNoteAndDue", "TasksAddNote", "TasksMoveToList"]
    for i in I.INTENTS:
        words = " ".join(s.words("en") for s in i.ui_path(i.draw(__import__("random").Random(1))))
        assert ("radio button of Priority" in words) == (i.name not in WALKABLE), (i.name, words)


@pytest.mark.parametrize("name", WALKABLE)
def test_the_detailed_path_reaches_the_intent_through_the_editor(name, shared_env):
    from venus_tasks.ambiguity import tasks as ambi_tasks
    from venus_tasks.ambiguity.walk import PathAgent
    from venus_tasks.episode import run_episode
    from venus_tasks.registry import Instance, instance_seed

    cls = getattr(ambi_tasks, f"Ambi{name}_Detailed")
    seed = instance_seed(30, cls.__name__, 0)
    rec = run_episode(Instance(cls(cls.generate_random_params(seed)), 0, seed), shared_env, PathAgent(extra=2), "path")
    assert (rec.outcome, rec.success) == ("agent_done", True), (rec.error, rec.verdict)
    term = rec.verdict["termination"]
    assert term["held_at_step"] == rec.steps - 4 and term["late_actions"] == 2, term
    assert all(rec.verdict["requirements"].values()) and rec.verdict["gap"] == []
