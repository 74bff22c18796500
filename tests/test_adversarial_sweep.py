"""The adversarial sweep: every cheating agent over every registered task, over a rotation
of ``PERIOD`` turns (CI runs one turn; ``VENUS_FULL_SWEEP=1`` runs the whole cross product).

**The rotation.** The claim cheaters (``EVERY_TURN``: goal echo, blanket refusal, blanket
"already", public facts, the hedger; one to four steps each, and the ones a new answer
task is likeliest to lose to) play every task on every turn. Each of the others (the ones
that act: random actions, the UI-text dump, the budget burner, the dodgers, the settings
blaster, the two askers, the collateral writer; about three quarters of the sweep's time)
plays a task on one turn of ``PERIOD``: cheater ``c`` (its place in ``ROTATING``) meets
task ``t`` (its place in the registry) on turn ``(t + c) % PERIOD``, so every turn gives
every task ``len(ROTATING) / PERIOD`` of them and every (task, cheater) pair is played
once per rotation. The turn of a run is ``VENUS_SWEEP_TURN`` when set (0 to
``PERIOD - 1``), else the UTC day number modulo ``PERIOD``: CI on ``PERIOD`` days in a
row plays every pair, and a failure names its turn (set ``VENUS_SWEEP_TURN`` to replay
it). Seeds and goal wordings turn with the cheater, the task and the turn: the seed
is ``SEEDS[(i + t + turn) % 3]`` (``i`` the cheater's place in ``CHEATERS``), so over a
rotation each claim cheater meets each task on all three seeds, and the goal's wording
(original, zh, paraphrase) turns one ahead of the seed, so echoing or keyword-spamming a
Chinese goal is tried as well. Tasks that mix kinds of instance (valid, partial,
conflict) meet each cheater they play on all three seeds. ``VENUS_FULL_SWEEP=1`` plays
every cheater on every seed for every task (before a release, or before calling a new
task done: about four times a turn's time).

The cheaters of issue 25's integrity round are in ``CHEATERS`` too: the blind asker and
the parameter asker (``cheat_blind_ask``, ``cheat_ask_params``), the budget burner
(``cheat_burn``), the cell dodger (``cheat_dodge_cells``, run as the harness runs a served
agent: its dodged cells have no result and count as failures), public facts
(``cheat_public``) and the hedger (``cheat_hedge``: the oracle with every sentence it says
hedged, on the tasks scored on what is said, with a user who never answers, so that a
conflict task's oracle reports), and the collateral writer (``cheat_collateral``: the
oracle plus one unasked change in a store the task does not allow; the state guard must
fail it). ``KNOWN_WINS`` lists the wins found and not fixed yet.
The other-instance cheat is played over every answer task by
``tests/test_device_answers.py``. A cheater with
``plays(cls)`` plays only those tasks; ``SILENT_USER`` plays with a user who never answers;
one with ``tried()`` false did not get to cheat in that episode, which is left out.
``tests/test_cheat_metrics.py`` checks what these cheaters do to the rates beyond wins;
``tests/test_cheat_memory.py`` the memory across attempts.

No cheater may win an episode, and a report over all their episodes has a headline SR of
0. A task added later is swept too (the registry is read at collection time).
"""

from __future__ import annotations

import datetime
import os

import pytest

from variants import get_variant
from venus_tasks import registry
from venus_tasks.agents.adversarial import CHEATERS
from venus_tasks.dialogue import ScriptedUser
from venus_tasks.episode import run_episode
from venus_tasks.metrics.report import build_report
from venus_tasks.registry import Instance, instance_seed

TASKS = registry.select("venus")
SEEDS = (30, 7, 101)
GOAL_VARIANTS = ("", "zh", "paraphrase")
FULL = os.environ.get("VENUS_FULL_SWEEP") == "1"
PERIOD = 3                # turns in a rotation (the module docstring)
EVERY_TURN = ("cheat_echo", "cheat_refuse", "cheat_already", "cheat_public", "cheat_hedge")
ROTATING = tuple(n for n in CHEATERS if n not in EVERY_TURN)


def turn_of_run(environ=os.environ, today: datetime.date | None = None) -> int:
    """This run's turn: ``VENUS_SWEEP_TURN`` (0 to ``PERIOD - 1``), else the UTC day
    number modulo ``PERIOD``.

    Raises:
      ValueError: ``VENUS_SWEEP_TURN`` is not a whole number in that range."""
    raw = environ.get("VENUS_SWEEP_TURN", "").strip()
    if not raw:
        today = today or datetime.datetime.now(datetime.timezone.utc).date()
        return today.toordinal() % PERIOD
    if not (raw.isdigit() and int(raw) < PERIOD):
        raise ValueError(f"VENUS_SWEEP_TURN must be a whole number from 0 to {PERIOD - 1}, got {raw!r}")
    return int(raw)


TURN = turn_of_run()


def schedule(cls, index: int, turn: int | None, full: bool = False) -> list[tuple[str, int, str]]:
    """``[(cheater, seed, goal variant), ...]`` that task ``cls`` (at ``index`` in
    ``TASKS``) meets on ``turn`` of the rotation (None: on all of its turns, for checking
    the rotation); ``full`` gives every cheater on every seed (``VENUS_FULL_SWEEP``)."""
    every_seed = full or "kind" in cls.generate_random_params(0)
    out = []
    for i, (name, agent_cls) in enumerate(CHEATERS.items()):
        if hasattr(agent_cls, "plays") and not agent_cls.plays(cls):
            continue
        turns = (0,) if full else [k for k in (range(PERIOD) if turn is None else (turn,))
                                   if name in EVERY_TURN or (index + ROTATING.index(name)) % PERIOD == k]
        for k in turns:
            for j in (range(len(SEEDS)) if every_seed else ((i + index + k) % len(SEEDS),)):
                # the wording turns one ahead of the seed: zh and paraphrase goals too
                out.append((name, SEEDS[j], GOAL_VARIANTS[(i + index + j + k + 1) % len(GOAL_VARIANTS)]))
    return out


# (task, cheater) -> why: wins found and reported (issue 25's integrity round), not fixed
# yet; that cheater's episodes of that task are left out of the report. Strict: one of
# them must still win (a fix makes the test say to remove the entry).
KNOWN_WINS: dict[tuple[str, str], str] = {}


def play(cls, name: str, seed: int, variant: str, env):
    """One episode of cheater ``name`` on instance seed ``seed`` of ``cls`` in goal
    variant ``variant``: (record, the agent)."""
    agent_cls = CHEATERS[name]
    s = instance_seed(seed, cls.__name__, 0)
    transform = get_variant(variant)
    params = cls.generate_random_params(s)
    task = cls(transform.params(params) if transform else params)
    agent = agent_cls()
    rec = run_episode(Instance(task, 0, s, variant=variant, transform=transform), env, agent, name,
                      user=ScriptedUser() if getattr(agent_cls, "SILENT_USER", False) else None,
                      model_client=getattr(agent_cls, "MODEL_CLIENT", False))
    return rec, agent


@pytest.mark.parametrize("cls", TASKS, ids=[c.__name__ for c in TASKS])
def test_no_cheater_wins_any_episode(cls, env):
    records, wins, known = [], [], []
    for name, seed, variant in schedule(cls, TASKS.index(cls), None if FULL else TURN, full=FULL):
        rec, agent = play(cls, name, seed, variant, env)
        assert rec.outcome not in ("device_error", "setup_error", "verify_error"), (name, rec.error)
        if hasattr(agent, "tried") and not agent.tried():
            continue                 # it did not get to cheat (the hedger: the oracle said nothing)
        if (cls.__name__, name) in KNOWN_WINS:
            known.append(rec.success)
            continue
        records.append(rec.as_json())
        if rec.success:
            said = getattr(agent, "hedged", None) or rec.answer
            wins.append(f"{name} seed {seed} {variant or 'original'}: said {said!r}"
                        + ("" if FULL else f" (turn {TURN}: VENUS_SWEEP_TURN={TURN} replays it)"))
    assert wins == []
    assert not known or any(known), f"a known win no longer happens: remove it from KNOWN_WINS ({cls.__name__})"
    report = build_report(records, "cheaters")
    assert report["leaderboard"]["scores"]["total"] == 0.0
    assert report["successes"] == 0


def test_a_rotation_plays_every_cheater_on_every_task():
    """Over the ``PERIOD`` turns every task meets every cheater that plays it: the claim
    cheaters on every turn and on each seed, each other cheater on exactly one turn; and
    every turn gives every task some of the cheaters that act."""
    for index, cls in enumerate(TASKS):
        plays = {n for n, a in CHEATERS.items() if not hasattr(a, "plays") or a.plays(cls)}
        turns = [schedule(cls, index, k) for k in range(PERIOD)]
        assert {n for t in turns for n, _, _ in t} == plays, cls.__name__
        for name in plays:
            met = [k for k, t in enumerate(turns) if any(n == name for n, _, _ in t)]
            assert met == (list(range(PERIOD)) if name in EVERY_TURN else met[:1]) and met, (cls.__name__, name, met)
            if name in EVERY_TURN:
                assert {s for t in turns for n, s, _ in t if n == name} == set(SEEDS), (cls.__name__, name)
        assert all(any(n in ROTATING for n, _, _ in t) for t in turns), cls.__name__
        assert {(n, s) for n, s, _ in schedule(cls, index, None, full=True)} == {(n, s) for n in plays for s in SEEDS}


def test_the_turn_comes_from_the_environment_or_the_day():
    assert turn_of_run({"VENUS_SWEEP_TURN": "2"}) == 2
    days = [turn_of_run({}, datetime.date(2026, 12, d)) for d in range(1, 1 + PERIOD)]
    assert sorted(days) == list(range(PERIOD))        # PERIOD days in a row: every turn
    for bad in ("3", "-1", "one"):
        with pytest.raises(ValueError, match="VENUS_SWEEP_TURN must be a whole number from 0 to 2"):
            turn_of_run({"VENUS_SWEEP_TURN": bad})


def test_known_wins_name_swept_tasks_and_cheaters():
    """A ``KNOWN_WINS`` entry of a retired task or an unknown cheater would excuse nothing
    and never be checked: it must name a task the sweep plays and one of ``CHEATERS``."""
    names = {c.__name__ for c in TASKS}
    assert [k for k in KNOWN_WINS if k[0] not in names or k[1] not in CHEATERS] == []


def test_dodging_is_a_failed_episode_not_a_missing_one(env):
    cls = TASKS[0]
    s = instance_seed(30, cls.__name__, 0)
    rec = run_episode(Instance(cls(cls.generate_random_params(s)), 0, s), env, CHEATERS["cheat_dodge"](), "dodge")
    assert rec.outcome == "agent_crash" and rec.score == 0.0 and not rec.no_result
    invalid = [t for t in rec.trajectory if t["action"]["action_type"] == "invalid" or "invalid" in t]
    assert len(invalid) == len(CHEATERS["cheat_dodge"].ATTEMPTS)   # every attempt cost a step, none broke anything
