"""The ambiguity intents of ``ambiguity/intents_webapps.py`` over the harness's web apps:
check_task (oracle 1, noop 0, near misses 0, among them the confusable Like vs Repost) on the
simulated device at one level each, and every detailed path walked from the screens in Chrome's page
engine through ``adb reverse`` (the path agent, in the episode loop; ``intent_checks``)."""

from __future__ import annotations

import pytest

from venus_tasks.ambiguity import intents_webapps
from tests.webapps.intent_checks import check_one, confusable_twin_fails, levels, walk_detailed

NAMES = [s.name for s in intents_webapps.SPECS]
LEVELS = levels(intents_webapps.SPECS)


@pytest.mark.parametrize("name, level", LEVELS, ids=[f"{n}-{lv.value}" for n, lv in LEVELS])
def test_check_task(name, level, env):
    check_one(name, level, env)


@pytest.mark.parametrize("name, wrong", [("FeedLikeFollow", "/feed/repost"), ("FeedRepostFollow", "/feed/like")])
def test_like_where_a_repost_was_wanted_fails_and_the_other_way_round(name, wrong, env):
    confusable_twin_fails(name, lambda task: (wrong, {"post": task.params["post"]}), env)


@pytest.mark.parametrize("name", NAMES)
def test_the_detailed_path_reaches_the_intent_in_the_page_engine(name, engine_env):
    walk_detailed(name, engine_env)
