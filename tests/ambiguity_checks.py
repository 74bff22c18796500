"""What every ambiguity-intent test module runs per intent, on the simulated device, at seed
30: ``check_one`` (check_task at one level: oracle 1, noop 0, every near miss 0; a web
intent's server stopped after), ``walk_detailed`` (the detailed level's path followed from
the screens by the path agent in the episode loop: every requirement holds, SHR 100),
``sweep_one`` (the ambiguity sweep, ``tests/ambiguity_sweep.py``, wins nothing at one level)
and ``gui_solve`` (``--agent gui_solver`` solves the detailed goal from its text alone, in a
goal variant). ``levels`` spreads the levels over a module's intents (one each, alternating:
CI's time). Web intents need the page engine's env (``tests/webapps/conftest.py``);
``tests/webapps/intent_checks.py`` adds their confusable-twin check."""

from __future__ import annotations

from venus_tasks import registry
from venus_tasks.ambiguity.clarity import Level, levels as spec_levels
from venus_tasks.ambiguity.walk import PathAgent
from venus_tasks.registry import Instance, instance_seed

SUITE = registry.get_suite("ambiguity")


def levels(specs) -> list[tuple[str, Level]]:
    out = []
    for i, s in enumerate(specs):
        have = spec_levels(s)
        want = (Level.STANDARD, Level.AMBIGUOUS, Level.INCOMPLETE)[i % 3]
        out.append((s.name, want if want in have else Level.STANDARD))
    return out


def check_one(name: str, level: Level, env) -> None:
    from venus_tasks.checks import check_task

    result = check_task(SUITE[f"Ambi{name}_{level.title}"], env, seed=30)
    assert result.problems == ()
    assert result.oracle_score == 1.0 and result.noop_score == 0.0
    assert len(result.near_miss_scores) >= 3 and all(s == 0.0 for s in result.near_miss_scores.values()), \
        result.near_miss_scores
    assert getattr(env, "web_apps", None) is None or env.web_apps.server._http is None    # stopped


def walk_detailed(name: str, env) -> None:
    from venus_tasks.episode import run_episode

    cls = SUITE[f"Ambi{name}_Detailed"]
    seed = instance_seed(30, cls.__name__, 0)
    task = cls(cls.generate_random_params(seed))
    rec = run_episode(Instance(task, 0, seed), env, PathAgent(), "path")
    assert (rec.outcome, rec.success) == ("agent_done", True), (rec.error, rec.verdict)
    assert all(rec.verdict["requirements"].values()) and rec.verdict["process"]["shr"] == 100.0
    assert getattr(env, "web_apps", None) is None                   # the episode stopped its server


def sweep_one(name: str, level: Level, env) -> None:
    """The ambiguity sweep (``tests/ambiguity_sweep.py``: the quick cheaters, the blind asker,
    the parameter asker) wins nothing on the intent at ``level``."""
    from tests.ambiguity_sweep import sweep

    assert sweep(SUITE[f"Ambi{name}_{level.title}"], env) == []


def gui_solver_record(full: str, variant: str, env):
    """The episode record of ``--agent gui_solver`` on the ambiguity task ``full`` (a
    ``SUITE`` name) at seed 30, in the goal variant ``variant``."""
    from variants import get_variant
    from venus_tasks.agents import make_agent
    from venus_tasks.episode import run_episode

    cls, seed = SUITE[full], instance_seed(30, full, 0)
    transform = get_variant(variant)
    params = cls.generate_random_params(seed)
    task = cls(transform.params(params) if transform else params)
    agent = make_agent("gui_solver")
    try:
        return run_episode(Instance(task, 0, seed, variant=variant, transform=transform), env, agent, "gui_solver")
    finally:
        agent.close()


def gui_solve(name: str, variant: str, env) -> None:
    """``--agent gui_solver`` solves the detailed level from the goal text alone
    (``venus_tasks/solvers/ambiguity.py``), in the goal variant ``variant``."""
    rec = gui_solver_record(f"Ambi{name}_Detailed", variant, env)
    assert (rec.outcome, rec.success) == ("agent_done", True), (rec.error, rec.verdict)
    assert rec.interaction["questions"] == 0 and rec.verdict["process"]["shr"] == 100.0
