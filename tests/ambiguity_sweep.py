"""The ambiguity sweep for one intent (``tests/test_ambiguity_families.py``,
``tests/test_ambiguity_cross.py``): the cheaters of ``agents.adversarial`` that end quickly,
the blind asker and the parameter asker (``cheat_blind_ask``, ``cheat_ask_params``) play
the intent at one level; none may win, and the ones that change nothing hold no requirement
at the end (each instance starts with every requirement unmet)."""

from __future__ import annotations

from venus_tasks.agents.adversarial import CHEATERS
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance, instance_seed

SWEEP = ("cheat_echo", "cheat_refuse", "cheat_already", "cheat_settings_blast", "cheat_blind_ask", "cheat_ask_params")
CHANGES_NOTHING = ("cheat_echo", "cheat_refuse", "cheat_already", "cheat_blind_ask")


def sweep(cls, env) -> list[str]:
    """Problems of ``cls`` (a task class) against ``SWEEP``, as lines; [] when none won."""
    out = []
    for name in SWEEP:
        seed = instance_seed(7, cls.__name__, 0)
        rec = run_episode(Instance(cls(cls.generate_random_params(seed)), 0, seed), env, CHEATERS[name](), name)
        if rec.outcome in ("device_error", "setup_error", "verify_error"):
            out.append(f"{name}: {rec.outcome} {rec.error}")
        elif rec.success or rec.score != 0.0:
            out.append(f"{name} won: {rec.verdict.get('requirements')}")
        elif name in CHANGES_NOTHING and any(rec.verdict["requirements"].values()):
            out.append(f"{name} holds {rec.verdict['requirements']}")
    return out
