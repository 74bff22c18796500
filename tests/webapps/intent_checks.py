"""The web intents' checks: the generic per-intent checks of ``tests/ambiguity_checks.py``
(``check_one``, ``walk_detailed``, ``sweep_one``, ``gui_solve``, ``levels``, run with the
page engine's env of ``tests/webapps/conftest.py``) and ``confusable_twin_fails`` (the
confusable other action posted to the server after the intent's own)."""

from __future__ import annotations

from tests.ambiguity_checks import SUITE, check_one, gui_solve, levels, sweep_one, walk_detailed
from venus_tasks.registry import instance_seed

__all__ = ["SUITE", "check_one", "confusable_twin_fails", "gui_solve", "levels", "sweep_one", "walk_detailed"]


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
