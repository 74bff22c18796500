import pytest

from venus_tasks import registry
from venus_tasks.task import Category, PUDAM


def test_venus_suite_covers_the_first_categories():
    cats = {c.info.category for c in registry.select("venus")}
    assert {Category.FA, Category.CF, Category.VA, Category.HGB} <= cats


def test_instances_are_seeded_like_android_world():
    a = registry.create_instances(registry.select("venus"), n_task_combinations=2, seed=7)
    b = registry.create_instances(registry.select("venus"), n_task_combinations=2, seed=7)
    assert [i.key for i in a] == [i.key for i in b]
    assert [i.task.params for i in a] == [i.task.params for i in b]
    assert a[0].seed == registry.instance_seed(7, a[0].task.name, 0)
    # AndroidWorld's formula: sha256(f"{seed}_{name}_{i}") mod 2**32
    assert registry.instance_seed(30, "X", 0) == 273195799
    c = registry.create_instances(registry.select("venus"), seed=8)
    assert [i.task.params for i in c] != [i.task.params for i in a[::2]]


def test_filters():
    cf = registry.select("venus", categories=[Category.CF])
    assert cf and all(c.info.category is Category.CF for c in cf)
    by_app = registry.select("venus", apps=["markor"])
    assert by_app and all("markor" in c.app_names for c in by_app)
    assert "GUIBrowsingMarkorHighestBudget" in [c.__name__ for c in by_app]
    assert len(by_app) < len(registry.select("venus"))
    assert [c.__name__ for c in registry.select("venus", tasks=["VagueNapDoNotDisturb"])] == ["VagueNapDoNotDisturb"]


def test_unknown_names_get_hints():
    with pytest.raises(ValueError, match="did you mean 'VagueNapDoNotDisturb'"):
        registry.select("venus", tasks=["VagueNapDoNotDisturbb"])
    with pytest.raises(ValueError, match="valid suites: .*venus"):
        registry.get_suite("nope")
    with pytest.raises(ValueError, match="valid categories: fa, cf, va, mr, gsa, guim, hgb, nr, bc"):
        Category.parse("xx")
    assert Category.parse(" CF") is Category.CF


def test_pudam_levels_are_validated():
    with pytest.raises(ValueError, match="u=5"):
        PUDAM(1, 5, 1, 1, 1)
