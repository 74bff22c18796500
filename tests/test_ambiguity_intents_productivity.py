"""The productivity intents of the ``ambiguity`` suite (notes in Markor, events in Simple
Calendar Pro, tasks in Tasks, recipes in Broccoli; ``venus_tasks/ambiguity/intents_notes.py``,
``intents_events.py``, ``intents_tasks.py``, ``intents_recipes.py``).

Offline: Forced Non-Default on 50 seeds for every requirement an instruction may omit,
against the app's default (fixed defaults and the seeded value of an edited field alike);
each level's gap is what its stripping declares, in the three goal variants; the oracle's
questions reach exactly their requirement through the strict user simulator; every
incomplete mask holds a requirement with a large value space, so a guess cannot fill it.

On the simulated device: every requirement check is false after set-up and true after the
oracle's end state, and independent (each requirement left at the app's default fails
that check alone); the conformance check (noop 0, oracle with its questions 1, near misses
including "acted on the defaults without asking" rejected) on every third intent at a
level chosen by its index (``tests/test_ambiguity.py`` checks every intent at one level;
every level and the Chinese goal with ``VENUS_FULL_AMBIGUITY=1``); the Markor intents
solved through the GUI along their UI path (two of them; all with the variable).
"""

from __future__ import annotations

import os
import random

import pytest

from venus_tasks.ambiguity import intents_events, intents_notes, intents_recipes, intents_tasks
from venus_tasks.ambiguity.clarity import Level, levels, masked, question, render
from venus_tasks.ambiguity.tasks import specs
from venus_tasks.dialogue import DialogueContext, ReplyKind
from venus_tasks.dialogue.intent import Kind
from venus_tasks.dialogue.strict import StrictUser
from verifiers.answer import mentions

FULL = os.environ.get("VENUS_FULL_AMBIGUITY") == "1"
MODULES = (intents_notes, intents_events, intents_tasks, intents_recipes)
INTENTS = [i for m in MODULES for i in m.INTENTS]
IDS = [i.name for i in INTENTS]
VARIANTS = ("", "zh", "paraphrase")


def test_at_least_24_intents_over_the_four_apps_are_registered():
    registered = specs()
    assert len(INTENTS) >= 24
    assert {i.app for i in INTENTS} == {"markor", "simple calendar pro", "tasks", "broccoli"}
    assert all(registered[i.name].app_names == (i.app,) for i in INTENTS)
    for i in INTENTS:
        intent = i.intent(i.draw(random.Random(0)))
        kinds = [r.kind for r in intent.requirements]
        assert kinds.count(Kind.ANCHOR) == 1 and 1 <= kinds.count(Kind.EXPLICIT) <= 3, i.name
        assert kinds.count(Kind.IMPLICIT) <= 2, i.name


@pytest.mark.parametrize("pi", INTENTS, ids=IDS)
def test_forced_non_default_on_50_seeds(pi):
    spec = specs()[pi.name]
    for seed in range(50):
        p = pi.draw(random.Random(seed))
        intent = pi.intent(p)
        for rid in pi.default_params:
            at_default = pi.intent(pi.at_default(p, rid))[rid].value
            assert intent[rid].value != at_default, (pi.name, seed, rid)
            if rid in spec.defaults:
                assert spec.defaults[rid] == at_default
        maskable = {r.id for r in intent.requirements if r.kind is not Kind.ANCHOR}
        assert maskable <= set(pi.default_params), pi.name


@pytest.mark.parametrize("pi", INTENTS, ids=IDS)
def test_levels_strip_what_they_declare_in_every_variant(pi):
    spec = specs()[pi.name]
    for seed in range(12):
        p = pi.draw(random.Random(seed))
        intent = pi.intent(p)
        anchor = spec.anchor_id(intent)
        assert not mentions(spec.hypernym, intent[anchor].value)
        for lv in levels(spec):
            for variant in VARIANTS:
                goal = render(spec, p, lv, variant)
                gap = {r.id for r in intent.gap(goal)}
                want = set(masked(spec, intent, lv)) | ({anchor} if lv is Level.AMBIGUOUS else set())
                assert gap == want, (pi.name, seed, lv, variant, goal)
                if lv is Level.AMBIGUOUS:
                    assert (spec.hypernym_zh if variant == "zh" else spec.hypernym) in goal


@pytest.mark.parametrize("pi", INTENTS, ids=IDS)
def test_each_oracle_question_fills_exactly_its_requirement(pi):
    spec = specs()[pi.name]
    for seed in range(3):
        p = pi.draw(random.Random(seed))
        intent = pi.intent(p)
        for lv in (Level.INCOMPLETE, Level.AMBIGUOUS):
            if lv not in levels(spec):
                continue
            for variant in ("", "zh"):
                goal = render(spec, p, lv, variant)
                user = StrictUser(intent)
                for r in intent.gap(goal):
                    reply = user.reply(question(r, "zh" if variant == "zh" else "en"), DialogueContext(goal, 1))
                    assert reply.kind is ReplyKind.ANSWER and reply.filled == (r.id,), (pi.name, lv, variant, r.id)
                    assert reply.text == r.value_in("zh" if variant == "zh" else "en")


@pytest.mark.parametrize("pi", INTENTS, ids=IDS)
def test_incomplete_masks_hold_a_requirement_a_guess_cannot_fill(pi):
    if not pi.incomplete_masks:
        return
    free = set(pi.free) & set(pi.incomplete_masks)
    assert free, pi.name
    for rid in free:
        values = {pi.intent(pi.draw(random.Random(seed)))[rid].value for seed in range(60)}
        assert len(values) >= 8, (pi.name, rid, values)


# ------------------------------------------------------------------ on the simulated device
@pytest.fixture(scope="module")
def shared_env(sim_server, ready_device):
    from venus_tasks.env.console import EmulatorConsole, console_port
    from venus_tasks.env.env import VenusEnv

    console = EmulatorConsole(sim_server.host, console_port(ready_device.serial))
    return VenusEnv(ready_device, wait_seconds=0, console=console)


def test_checks_are_false_after_setup_true_at_the_end_and_independent(shared_env):
    """Every intent, one seed each: set-up leaves every check false; the end state holds
    them all; each requirement left at the app's default fails its check and (for all
    but the anchor, which the others read through) only its check, but for an edit of a
    single field, where leaving the field undone leaves the item unedited."""
    env = shared_env
    for n, pi in enumerate(INTENTS):
        spec = specs()[pi.name]
        p = pi.draw(random.Random(100 + n))
        every = frozenset(spec.checks)
        anchor = spec.anchor_id(pi.intent(p))
        spec.setup(env, p)
        assert not any(spec.vector(env, p).values()), pi.name
        spec.apply(env, p, every)
        assert all(spec.vector(env, p).values()), (pi.name, spec.vector(env, p))
        for rid in sorted(every - {anchor}) if not FULL and n % 2 else sorted(every):
            spec.setup(env, p)
            spec.apply(env, p, every - {rid})
            got = spec.vector(env, p)
            assert not got[rid], (pi.name, rid)
            if rid != anchor:
                # an edit of one field left undone changes nothing, so its anchor ("the
                # right item was edited, no other") cannot hold either
                spared = {rid, anchor} if len(every) == 2 else {rid}
                assert all(v for r, v in got.items() if r not in spared), (pi.name, rid, got)


def _cases():
    out = []
    for n, pi in enumerate(INTENTS):
        lvs = levels(specs()[pi.name])
        if not FULL and n % 3:
            continue       # tests/test_ambiguity.py checks every intent at one level too
        chosen = lvs if FULL else (lvs[(n // 3 + 1) % len(lvs)],)
        for lv in chosen:
            out.append((pi.name, lv, ""))
            if FULL:
                out.append((pi.name, lv, "zh"))
    return out


CASES = _cases()


@pytest.mark.parametrize("name, level, variant", CASES,
                         ids=[f"{n}-{lv.value}{'-' + v if v else ''}" for n, lv, v in CASES])
def test_conformance_oracle_asks_noop_and_near_misses_fail(name, level, variant, shared_env):
    from venus_tasks.ambiguity import tasks as ambi_tasks
    from venus_tasks.checks import check_task

    cls = getattr(ambi_tasks, f"Ambi{name}_{level.title}")
    result = check_task(cls, shared_env, seed=3, variant=variant, near_misses=not variant)
    assert result.problems == ()
    assert result.oracle_score == 1.0 and result.noop_score == 0.0
    if level in (Level.INCOMPLETE, Level.AMBIGUOUS) and not variant:
        assert result.near_miss_scores["acted on the defaults without asking"] == 0.0


WALKABLE = [i.name for i in INTENTS if "path_inferred" not in specs()[i.name].tags]
WALKED = WALKABLE if FULL else WALKABLE[::3]


def test_only_the_intents_whose_screens_exist_have_a_walked_path():
    """Every Markor intent (the simulated Markor has its rename dialog and folder chooser)
    and every recipes intent (the simulated Broccoli has its editor) are walked below; an
    intent still tagged (its path is the real app's, inferred) is an events or tasks one."""
    walkable = [i.name for i in (*intents_notes.INTENTS, *intents_recipes.INTENTS)]
    assert [n for n in WALKABLE if n in walkable] == walkable
    assert {i.name for i in INTENTS} - set(WALKABLE) <= {i.name for i in (*intents_events.INTENTS,
                                                                         *intents_tasks.INTENTS)}
    assert all(bool(i.gui_note) == ("path_inferred" in specs()[i.name].tags) for i in INTENTS)


@pytest.mark.parametrize("name", WALKED)
def test_the_markor_paths_reach_the_intent_through_the_gui(name, shared_env):
    """The detailed level's path, followed from the screens alone (``ambiguity.walk``),
    holds every requirement once the note is left (Markor saves on pause: the second
    Back after typing), and the two taps after it are late actions."""
    from venus_tasks.ambiguity import tasks as ambi_tasks
    from venus_tasks.ambiguity.walk import PathAgent
    from venus_tasks.episode import run_episode
    from venus_tasks.registry import Instance, instance_seed

    cls = getattr(ambi_tasks, f"Ambi{name}_Detailed")
    seed = instance_seed(30, cls.__name__, 0)
    rec = run_episode(Instance(cls(cls.generate_random_params(seed)), 0, seed), shared_env, PathAgent(extra=2), "path")
    assert (rec.outcome, rec.success) == ("agent_done", True), (rec.error, rec.verdict)
    assert rec.verdict["termination"]["held_at_step"] == rec.steps - 4
    assert rec.verdict["termination"]["late_actions"] == 2


def test_the_tracker_checks_after_back_until_all_held_and_never_counts_it_late():
    from venus_tasks.ambiguity.termination import Tracker
    from venus_tasks.env import actions as A

    reads = iter([{"a": False}, {"a": True}])
    t = Tracker()
    t.after_action(0, A.JSONAction(A.INPUT_TEXT, index=0, text="x"), lambda: next(reads))
    t.after_action(1, A.JSONAction(A.NAVIGATE_BACK), lambda: next(reads))   # the app saves on leaving
    t.after_action(2, A.JSONAction(A.NAVIGATE_HOME), lambda: pytest.fail("no read once all held"))
    t.after_action(3, A.JSONAction(A.CLICK, x=1, y=1), lambda: pytest.fail("no read once all held"))
    assert t.summary(True) == {"held_at_step": 1, "late_actions": 1, "checks": 2, "state_changing_actions": 2,
                               "held_at_end": True}


def _guessed(pi, p, rids):
    """``p`` with the params of ``rids`` taken from another instance whose values differ:
    an agent that fills what it was not told with confident, non-default guesses."""
    keys = set()
    for rid in rids:
        patch = pi.default_params[rid]
        keys |= set((patch(p) if callable(patch) else patch).keys())
    intent = pi.intent(p)
    for seed in range(1000, 1100):
        other = pi.draw(random.Random(seed))
        if all(pi.intent(other)[rid].value != intent[rid].value for rid in set(rids) & set(pi.free)):
            return {**p, **{k: other[k] for k in keys}}
    raise AssertionError(f"{pi.name}: no other instance differs in {rids}")


GUESSED = INTENTS if FULL else INTENTS[1::2]


def test_confident_guesses_for_what_was_not_said_fail(shared_env):
    """At the incomplete level (and the ambiguous one: every parameter), the masked
    requirements filled with another instance's values, everything said done right: the
    vector never holds in full and every requirement guessed differently fails."""
    env = shared_env
    tried = 0
    for pi in GUESSED:
        spec = specs()[pi.name]
        p = pi.draw(random.Random(7))
        intent = pi.intent(p)
        anchor = spec.anchor_id(intent)
        for lv in (Level.INCOMPLETE, Level.AMBIGUOUS):
            if lv not in levels(spec) or (lv is Level.AMBIGUOUS and not FULL):
                continue
            rids = masked(spec, intent, lv)
            q = _guessed(pi, p, rids)
            spec.setup(env, p)
            pi.solve(env, q)
            got = spec.vector(env, p)
            assert not all(got.values()), (pi.name, lv, got)
            wrong = {r for r in rids if pi.intent(q)[r].value != intent[r].value}
            assert wrong and not any(got[r] for r in wrong), (pi.name, lv, wrong, got)
            assert got[anchor], (pi.name, lv, got)
            tried += 1
    assert tried >= len(GUESSED)
