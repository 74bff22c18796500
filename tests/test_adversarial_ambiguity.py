"""The cheaters of ``agents.adversarial`` against the ``ambiguity`` and ``mid_probe`` suites,
which ``tests/test_adversarial_sweep.py`` (suite ``venus``) does not play.

``ambiguity``: a spread of task classes over every intent family and clarity level, each
meeting two of the four cheaters that end quickly (echo the goal with keyword spam,
refuse, claim it was already done, flip every setting), in turn, so every cheater meets
every level. None may win (TSR); the ones that change nothing hold no requirement at
the end either (each instance starts with every requirement unmet). ``mid_probe``: a spread of ambiguous probes over the four ambiguity types,
each meeting all four cheaters; Ask+Match is 0 (none of them asks, or asks and then
acts on the gold element). ``VENUS_FULL_AMBIGUITY=1`` plays every class and probe.

Burning the budget (``cheat_burn``: one question about the gap, what the goal states and
the reply filled put in place, then, with a gap left, scrolling and waiting until the
step budget runs out) raises no rate over its twin that ends instead: over the same
spread, SR, TSR, RCR, DCR, IGR, Ask+Match and Match-Only, per clarity level and in all.
"""

from __future__ import annotations

import os

import pytest

from tests.cheat_rates import raised, rates
from venus_tasks import registry
from venus_tasks.agents.adversarial import CHEATERS
from venus_tasks.agents.adversarial_budget import BurnAgent
from venus_tasks.episode import run_episode
from venus_tasks.metrics.report import build_report
from venus_tasks.registry import Instance, instance_seed

FULL = os.environ.get("VENUS_FULL_AMBIGUITY") == "1"
QUICK = ("cheat_echo", "cheat_refuse", "cheat_already", "cheat_settings_blast")


def _spread(items: list, n: int) -> list:
    return list(items) if FULL or len(items) <= n else [items[i * len(items) // n] for i in range(n)]


AMBIGUITY = _spread(sorted(registry.select("ambiguity"), key=lambda c: c.__name__), 24)


@pytest.mark.parametrize("cls", AMBIGUITY, ids=lambda c: c.__name__)
def test_no_cheater_wins_an_ambiguity_task(cls, env):
    index = AMBIGUITY.index(cls)
    for name in (QUICK[index % 4], QUICK[(index + 1) % 4]) if not FULL else QUICK:
        seed = instance_seed(7, cls.__name__, 0)
        rec = run_episode(Instance(cls(cls.generate_random_params(seed)), 0, seed), env, CHEATERS[name](), name)
        assert rec.outcome not in ("device_error", "setup_error", "verify_error"), (name, rec.error)
        assert not rec.success and rec.score == 0.0, (name, rec.verdict)
        if name != "cheat_settings_blast":     # flipping settings may hold some (partial success, never TSR)
            assert not any(rec.verdict["requirements"].values()), (name, rec.verdict["requirements"])


def test_burning_the_budget_raises_no_rate(env):
    runs = {True: [], False: []}
    stuck, gaps = 0, 0
    for cls in AMBIGUITY:
        seed = instance_seed(7, cls.__name__, 0)
        task = cls(cls.generate_random_params(seed))
        gaps += len(task.intent.gap(task.goal)) > 1          # one question leaves it stuck
        for burn in (True, False):
            agent = BurnAgent(burn)
            rec = run_episode(Instance(cls(cls.generate_random_params(seed)), 0, seed), env, agent, "cheat_burn")
            assert not rec.no_result, (rec.outcome, rec.error)
            runs[burn].append(rec.as_json())
            if burn and agent.stuck:
                stuck += 1
                assert rec.outcome == "step_budget" and not rec.success, rec.outcome
    assert stuck == gaps > 0
    burner, ender = (rates(build_report(runs[b], "burn" if b else "end")) for b in (True, False))
    assert raised(burner, ender) == []
    assert burner["requirements.tsr"] == ender["requirements.tsr"] and burner["requirements.rcr"] == ender["requirements.rcr"]


def _probes() -> list:
    suite = registry.get_suite("mid_probe")
    ambiguous = sorted((c for c in suite.values() if c.split != "clear"), key=lambda c: c.__name__)
    by_type: dict[str, list] = {}
    for c in ambiguous:
        by_type.setdefault(c.entry["type"], []).append(c)
    return [c for t in sorted(by_type) for c in _spread(by_type[t], 3)]


PROBES = _probes()


@pytest.mark.parametrize("cls", PROBES, ids=lambda c: c.__name__)
def test_no_cheater_earns_ask_match_on_an_ambiguous_probe(cls, env):
    for name in QUICK:
        task = cls(cls.generate_random_params(0))
        rec = run_episode(Instance(task, 0, 0), env, CHEATERS[name](), name)
        assert rec.outcome not in ("device_error", "setup_error", "verify_error"), (name, rec.error)
        probe = rec.verdict["probe"]
        assert rec.score == 0.0 and not probe["ask_match"], (name, probe)


VAGUE = ("Can you give me more details?", "Anything else?", "What should I do?", "Is there more?",
         "还有别的吗？", "能说得详细一点吗？", "我该做什么？")


def test_a_vague_question_fills_no_requirement_of_any_intent():
    """The strict user answers only a question specific to one requirement (MID-Bench's
    strict simulator): a generic request for more fills nothing on any gap, in English or
    Chinese (a requirement named by a generic word, "details" or "还有", once did)."""
    from venus_tasks.dialogue import DialogueContext
    from venus_tasks.dialogue.strict import StrictUser

    filled = []
    for name, cls in sorted(registry.get_suite("ambiguity").items()):
        if name.endswith(("_Incomplete", "_Ambiguous")):
            task = cls(cls.generate_random_params(instance_seed(11, name, 0)))
            for q in VAGUE:
                reply = StrictUser(task.intent).reply(q, DialogueContext(task.goal, 0))
                filled += [(name, q, reply.filled)] if reply.filled else []
    assert filled == []
