"""Cross-app chains (``venus_tasks.ambiguity.intents_chains``): a record of one app (a recipe,
a contact, an event, a Joplin note, an expense, a to-do) carried into another (Markor, Tasks,
Simple Calendar Pro), checked in both (the sink holds the value, the source is left as
seeded). On the simulated device, one seed: every chain's detailed UI path (the source
visited, then the sink), followed from the screens alone (``walk.PathAgent``), holds every
requirement; the conformance check (oracle 1, noop 0, every near miss 0) at one level per
chain, the levels alternating; the ambiguity sweep (``tests/ambiguity_sweep.py``) at another
level wins nothing.
"""

from __future__ import annotations

import random

import pytest

from tests.ambiguity_checks import check_one, gui_solve, sweep_one, walk_detailed
from venus_tasks.ambiguity import intents_chains as C
from venus_tasks.ambiguity import stats
from venus_tasks.ambiguity.clarity import Level, levels
from venus_tasks.ambiguity.tasks import specs


NAMES = [i.name for i in C.BOUND]

GUI_SOLVED = [("NumberToTask", ""), ("JoplinToEvent", "zh"), ("ExpenseToNote", "")]


def _cls(name: str, level: Level):
    from venus_tasks.ambiguity import tasks as ambi_tasks

    return getattr(ambi_tasks, f"Ambi{name}_{level.title}")


def test_every_chain_spans_two_apps_and_its_anchor_needs_the_source_untouched():
    assert len(NAMES) >= 11 and all(len(stats.apps(specs()[n])) == 2 for n in NAMES)
    spec = specs()["NumberToNote"]
    p = spec.draw(random.Random(5))
    # the value is the named contact's number; acting without asking takes another contact's
    assert p["person"] != p["people"][0]["name"]
    ref = spec.intent(p)["person"]
    assert ref.value == p["person"] and not any(x["number"] in spec.template for x in p["people"])
    path = spec.ui_path(p)
    assert [s.label for s in path[:2]] == ["Contacts", p["person"]] and path[2].label == "Markor"


@pytest.mark.parametrize("name", NAMES)
def test_the_detailed_path_reaches_the_intent(name, env):
    walk_detailed(name, env)


@pytest.mark.parametrize("name", NAMES)
def test_check_task(name, env):
    spec = specs()[name]
    check_one(name, levels(spec)[NAMES.index(name) % len(levels(spec))], env)


@pytest.mark.parametrize("name", NAMES)
def test_the_ambiguity_sweep_wins_nothing(name, env):
    spec = specs()[name]
    sweep_one(name, levels(spec)[(NAMES.index(name) + 1) % len(levels(spec))], env)


@pytest.mark.parametrize("name, variant", GUI_SOLVED)
def test_the_gui_solver_follows_the_detailed_goal_from_its_text(name, variant, env):
    """``--agent gui_solver`` reads the steps from the detailed goal alone
    (``venus_tasks/solvers/ambiguity.py``; every one listed there solved its seed-30
    instance in English and Chinese when added; CI runs this sample)."""
    gui_solve(name, variant, env)
