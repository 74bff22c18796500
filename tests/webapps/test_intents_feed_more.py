"""More feed intents (``ambiguity/intents_feed_more.py``): check_task at one level each, the
ambiguity sweep, and every detailed path walked in Chrome's page engine (``intent_checks``)."""

from __future__ import annotations

import pytest

from venus_tasks.ambiguity import intents_feed_more
from tests.webapps.intent_checks import check_one, levels, sweep_one, walk_detailed

NAMES = [s.name for s in intents_feed_more.SPECS]
LEVELS = levels(intents_feed_more.SPECS)


@pytest.mark.parametrize("name, level", LEVELS, ids=[f"{n}-{lv.value}" for n, lv in LEVELS])
def test_check_task(name, level, env):
    check_one(name, level, env)


@pytest.mark.parametrize("name, level", LEVELS, ids=[f"{n}-{lv.value}" for n, lv in LEVELS])
def test_the_ambiguity_sweep_wins_nothing(name, level, env):
    sweep_one(name, level, env)


@pytest.mark.parametrize("name", NAMES)
def test_the_detailed_path_reaches_the_intent_in_the_page_engine(name, engine_env):
    walk_detailed(name, engine_env)
