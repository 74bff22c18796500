"""What every web-intents test module runs per intent: ``check_one`` (check_task at one
level: oracle 1, noop 0, every near miss 0, the server stopped after) and ``walk_detailed``
(the detailed level's path followed from the screens by the path agent in Chrome's page
engine, through ``adb reverse``, in the episode loop). ``levels`` spreads the levels over a
module's intents (one each, alternating: CI's time)."""

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
    assert len(result.near_miss_scores) >= 3 and all(s == 0.0 for s in result.near_miss_scores.values())
    assert getattr(env, "web_apps", None) is None or env.web_apps.server._http is None    # stopped


def walk_detailed(name: str, engine_env) -> None:
    from venus_tasks.episode import run_episode

    cls = SUITE[f"Ambi{name}_Detailed"]
    seed = instance_seed(30, cls.__name__, 0)
    task = cls(cls.generate_random_params(seed))
    rec = run_episode(Instance(task, 0, seed), engine_env, PathAgent(), "path")
    assert (rec.outcome, rec.success) == ("agent_done", True), (rec.error, rec.verdict)
    assert all(rec.verdict["requirements"].values()) and rec.verdict["process"]["shr"] == 100.0
    assert engine_env.web_apps is None                          # the episode stopped its server


def confusable_twin_fails(name: str, twin_route, env) -> None:
    """Doing everything ``name`` wants and then the confusable other action too (``twin_route(
    task) -> (path, form)``) leaves exactly the anchor failing."""
    cls = SUITE[f"Ambi{name}_Standard"]
    task = cls(cls.generate_random_params(instance_seed(30, cls.__name__, 0)))
    task.initialize_task(env)
    try:
        task.spec.apply(env, task.params, frozenset(r.id for r in task.intent.requirements))
        assert all(task.spec.vector(env, task.params).values())
        path, form = twin_route(task)
        assert env.web_apps.apps.request("POST", path, form).status == 303
        vector = task.spec.vector(env, task.params)
        anchor = task.spec.anchor_id(task.intent)
        assert not vector[anchor] and sum(vector.values()) == len(vector) - 1, (name, vector)
    finally:
        task.tear_down(env)
        env.after_episode()


def sweep_one(name: str, level: Level, env) -> None:
    """The ambiguity sweep (``tests/ambiguity_sweep.py``: the quick cheaters, the blind asker,
    the parameter asker) wins nothing on the intent at ``level``."""
    from tests.ambiguity_sweep import sweep

    assert sweep(SUITE[f"Ambi{name}_{level.title}"], env) == []


def gui_solve(name: str, variant: str, engine_env) -> None:
    """``--agent gui_solver`` solves the detailed level in the page engine from the goal text
    alone (``venus_tasks/solvers/ambiguity.py``), in the goal variant ``variant``."""
    from variants import get_variant
    from venus_tasks.agents import make_agent
    from venus_tasks.episode import run_episode

    full = f"Ambi{name}_Detailed"
    cls, seed = SUITE[full], instance_seed(30, full, 0)
    transform = get_variant(variant)
    params = cls.generate_random_params(seed)
    task = cls(transform.params(params) if transform else params)
    agent = make_agent("gui_solver")
    try:
        rec = run_episode(Instance(task, 0, seed, variant=variant, transform=transform), engine_env, agent, "gui_solver")
    finally:
        agent.close()
    assert (rec.outcome, rec.success) == ("agent_done", True), (rec.error, rec.verdict)
    assert rec.interaction["questions"] == 0 and rec.verdict["process"]["shr"] == 100.0
