"""The messages, contacts, playlist and extra settings intents of the ``ambiguity`` suite
(``intents_messages``, ``intents_messages_more``, ``intents_contacts``, ``intents_contacts_more``,
``intents_media``, ``intents_settings_more``): what
``tests/test_ambiguity.py`` does not check for every spec.

* without a device: every requirement's fallback (what ``apply`` does for a requirement
  left out) really changes that requirement's value, on 20 seeds;
* on the simulated device, a sample of the intents (every third one by index, each test
  its own third; all of them with ``VENUS_FULL_AMBIGUITY=1``): applying every requirement
  satisfies the vector and applying all but one leaves exactly that one unmet (the
  contract's independence rule); the UI path walked through the GUI from the screens
  alone satisfies the vector (the playlist intents' song-menu step names the unlabelled
  button of the song's row: ``Step`` ``near``); an agent that echoes the goal as its message, or acts on
  what the goal states without asking, fails the incomplete and ambiguous levels.
"""

from __future__ import annotations

import json
import os
import random

import pytest

from venus_tasks.ambiguity import (intents_contacts, intents_contacts_more, intents_media, intents_messages,
                                   intents_messages_more, intents_settings_more)
from venus_tasks.ambiguity.clarity import Level, levels, render
from venus_tasks.ambiguity.walk import walk
from venus_tasks.dialogue.intent import Kind
from venus_tasks.solvers.gui import Gui

FULL = os.environ.get("VENUS_FULL_AMBIGUITY") == "1"
MESSAGES = intents_messages.SPECS + intents_messages_more.SPECS
CONTACTS = intents_contacts.SPECS + intents_contacts_more.SPECS
SPECS = MESSAGES + CONTACTS + intents_media.SPECS + intents_settings_more.SPECS


def _third(k: int, walkable: bool = False) -> list:
    pool = [s for s in SPECS if not walkable or "path_inferred" not in s.tags]
    return pool if FULL else [s for i, s in enumerate(pool) if i % 3 == k]


def _params(spec, seed: int) -> dict:
    return json.loads(json.dumps(spec.draw(random.Random(seed))))   # as an instance stores them


def test_the_intents_cover_messages_contacts_playlists_and_settings():
    assert len(MESSAGES) >= 8 and len(CONTACTS) >= 8
    assert len(SPECS) >= 22 and len({s.name for s in SPECS}) == len(SPECS)
    apps = {a for s in SPECS for a in s.app_names}
    assert {"simple sms messenger", "contacts", "retro music", "settings"} <= apps


@pytest.mark.parametrize("spec", [s for s in SPECS if s not in intents_settings_more.SPECS], ids=lambda s: s.name)
def test_each_fallback_changes_its_requirement(spec):
    """``apply`` leaves a requirement out by giving it its fallback: another contact, a
    different text, the app's default type. The fallback must change the params the
    requirement's check reads, on every seed."""
    fallback = spec.apply.fallback
    for seed in range(20):
        p = _params(spec, seed)
        assert set(fallback) == {r.id for r in spec.intent(p).requirements}
        for rid, leave_out in fallback.items():
            assert leave_out(dict(p)) != p, (spec.name, seed, rid)


@pytest.fixture(scope="module")
def gui_env(sim_server, ready_device):
    from venus_tasks.env.env import VenusEnv

    return VenusEnv(ready_device, wait_seconds=0)


@pytest.mark.parametrize("spec", _third(0), ids=lambda s: s.name)
def test_requirements_are_independent_on_the_device(spec, gui_env):
    p = _params(spec, 7)
    every = frozenset(r.id for r in spec.intent(p).requirements)
    spec.setup(gui_env, p)
    spec.apply(gui_env, p, every)
    assert all(spec.vector(gui_env, p).values()), spec.name
    for rid in sorted(every):
        spec.setup(gui_env, p)
        spec.apply(gui_env, p, every - {rid})
        vector = spec.vector(gui_env, p)
        assert not vector[rid], (spec.name, rid, vector)


@pytest.mark.parametrize("spec", _third(1, walkable=True), ids=lambda s: s.name)
def test_the_ui_path_reaches_the_intent_from_the_screens(spec, gui_env):
    p = _params(spec, 8)
    spec.setup(gui_env, p)
    gui_env.device.keyevent("KEYCODE_HOME")
    assert not any(spec.vector(gui_env, p).values())
    walk(Gui(gui_env, 60), spec.ui_path(p))
    vector = spec.vector(gui_env, p)
    assert all(vector.values()), (spec.name, vector)


def _recipient(spec, p) -> str | None:
    """The number an SMS intent's message goes to, if it has one."""
    for key in ("to", "new"):
        if isinstance(p.get(key), dict):
            return p[key]["number"]
    return p.get("number") if spec in MESSAGES else None


@pytest.mark.parametrize("spec", _third(2), ids=lambda s: s.name)
def test_acting_without_asking_fails_the_incomplete_and_ambiguous_levels(spec, gui_env):
    """Two agents that never ask: one applies what the goal states and leaves the rest at
    the defaults (``apply`` of the stated ids), one sends the goal itself as the message to
    the intent's recipient (SMS intents). Both fail every level with a gap."""
    from venus_tasks.ambiguity import social_kit

    p = _params(spec, 9)
    intent = spec.intent(p)
    for level in levels(spec):
        if level not in (Level.INCOMPLETE, Level.AMBIGUOUS):
            continue
        goal = render(spec, p, level)
        stated = frozenset(r.id for r in intent.requirements) - {r.id for r in intent.gap(goal)}
        spec.setup(gui_env, p)
        spec.apply(gui_env, p, stated)
        assert not all(spec.vector(gui_env, p).values()), (spec.name, level, "defaults")
        number = _recipient(spec, p)
        if number:
            spec.setup(gui_env, p)
            social_kit.send(gui_env.device, number, goal, p.get("history", []))
            assert not all(spec.vector(gui_env, p).values()), (spec.name, level, "echo")
    anchor = intent[spec.anchor_id(intent)]
    assert anchor.kind is Kind.ANCHOR and not anchor.stated_in(render(spec, p, Level.AMBIGUOUS))


def test_the_song_menu_lists_the_playlists_and_a_blank_name_makes_none(gui_env):
    """A Songs row's overflow button is unlabelled, as on a device (found by its id in the
    song's row, ``walk.find_in_row``); Add to playlist lists New playlist, then the
    playlists; Create with a blank name adds nothing. (The whole flows are the intents' UI
    paths, walked above and in ``tests/test_ambiguity.py``.)"""
    from venus_tasks.ambiguity.walk import find_in_row
    from venus_tasks.env import actions as A

    create = intents_media.SPECS[0]
    p = _params(create, 11)
    create.setup(gui_env, p)
    gui_env.device.keyevent("KEYCODE_HOME")
    gui = Gui(gui_env, 20)
    gui.open_app("Retro Music")
    gui.click(text="Songs")
    menu = find_in_row(gui.elements, lambda e: e.resource_id.endswith("/menu"), p["picked"][0])
    assert menu is not None and (gui.elements[menu].text, gui.elements[menu].content_description) == ("", "")
    gui.act(A.JSONAction(A.CLICK, index=menu))
    gui.click(text="Add to playlist")
    assert [e.text for e in gui.elements if e.resource_id.endswith("/text1")] == ["New playlist", *p["existing"]]
    gui.click(text="New playlist")
    gui.click(text="Create")                                  # blank name: nothing is made
    assert create.vector(gui_env, p) == {"name": False, "songs": False}
    assert gui.find(text="Songs") is not None and gui.find(text="Create") is None
