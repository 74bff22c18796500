"""More feed intents (``ambiguity/intents_feed_more.py``): check_task at one level each, the
confusable pairs Save vs Share and Block vs Mute failing each other's anchor, the ambiguity
sweep, and every detailed path walked in Chrome's page engine (``intent_checks``)."""

from __future__ import annotations

import pytest

from venus_tasks.ambiguity import intents_feed_more
from tests.webapps.intent_checks import check_one, confusable_twin_fails, levels, sweep_one, walk_detailed

NAMES = [s.name for s in intents_feed_more.SPECS]
LEVELS = levels(intents_feed_more.SPECS)


@pytest.mark.parametrize("name, level", LEVELS, ids=[f"{n}-{lv.value}" for n, lv in LEVELS])
def test_check_task(name, level, env):
    check_one(name, level, env)


TWINS = {
    "FeedBookmarkFolder": lambda t: ("/feed/share", {"post": t.params["post"], "to": sorted_friends(t)[0]}),
    "FeedShareToFriend": lambda t: ("/feed/bookmark", {"post": t.params["post"]}),
    "FeedBlockReport": lambda t: ("/feed/mute", {"user": t.params["author"]}),
    "FeedMuteStranger": lambda t: ("/feed/block", {"user": t.params["author"]}),
}


def sorted_friends(task) -> list[str]:
    from venus_tasks.webapps import feed
    users = feed.generate(task.params["web_seed"]).users
    return sorted((u.handle for u in users if u.handle != task.params["author"]),
                  key=lambda h: next(u.name for u in users if u.handle == h))


@pytest.mark.parametrize("name", sorted(TWINS))
def test_the_confusable_other_action_fails_the_anchor(name, env):
    confusable_twin_fails(name, TWINS[name], env)


@pytest.mark.parametrize("name, level", LEVELS, ids=[f"{n}-{lv.value}" for n, lv in LEVELS])
def test_the_ambiguity_sweep_wins_nothing(name, level, env):
    sweep_one(name, level, env)


@pytest.mark.parametrize("name", NAMES)
def test_the_detailed_path_reaches_the_intent_in_the_page_engine(name, engine_env):
    walk_detailed(name, engine_env)
