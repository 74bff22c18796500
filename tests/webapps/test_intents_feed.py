"""The feed's confusable pairs (``ambiguity/intents_feed.py``): check_task at one level each,
the twin action failing the anchor (Follow vs Like, Reply vs DM, Unfollow vs Mute, both
ways), the ambiguity sweep, and every detailed path walked in Chrome's page engine
(``intent_checks``)."""

from __future__ import annotations

import pytest

from venus_tasks.ambiguity import intents_feed
from tests.webapps.intent_checks import check_one, confusable_twin_fails, levels, sweep_one, walk_detailed

NAMES = [s.name for s in intents_feed.SPECS]
LEVELS = levels(intents_feed.SPECS)
TWINS = {
    "FeedFollowNotify": lambda t: ("/feed/like", {"post": t.params["post"]}),
    "FeedLikeComment": lambda t: ("/feed/follow", {"user": t.params["author"]}),
    "FeedReplyPost": lambda t: ("/feed/dm", {"user": t.params["author"], "text": t.params["message"]}),
    "FeedDmAuthor": lambda t: ("/feed/comment", {"post": t.params["post"], "text": t.params["message"]}),
    "FeedUnfollowReason": lambda t: ("/feed/mute", {"user": t.params["author"]}),
    "FeedMuteFor": lambda t: ("/feed/follow", {"user": t.params["author"]}),
}


@pytest.mark.parametrize("name, level", LEVELS, ids=[f"{n}-{lv.value}" for n, lv in LEVELS])
def test_check_task(name, level, env):
    check_one(name, level, env)


@pytest.mark.parametrize("name", sorted(TWINS))
def test_the_confusable_other_action_fails_the_anchor(name, env):
    confusable_twin_fails(name, TWINS[name], env)


@pytest.mark.parametrize("name, level", LEVELS, ids=[f"{n}-{lv.value}" for n, lv in LEVELS])
def test_the_ambiguity_sweep_wins_nothing(name, level, env):
    sweep_one(name, level, env)


@pytest.mark.parametrize("name", NAMES)
def test_the_detailed_path_reaches_the_intent_in_the_page_engine(name, engine_env):
    walk_detailed(name, engine_env)
