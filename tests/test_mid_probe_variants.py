"""``--suite mid_probe --variants zh`` (or ``paraphrase``) is refused up front, naming why,
instead of running the English instruction under a ``zh`` label (red-team finding: the
probe ignored the goal variant, so a "zh" probe showed the English goal and its record
said zh). Device variants still apply. No device needed."""

from __future__ import annotations

import pytest

from venus_tasks import registry

NAME = "ProbeAmbiExpenseTaxi_Standard_0_s6_category_ambiguous"


@pytest.mark.parametrize("variant", ["zh", "paraphrase"])
def test_a_goal_variant_of_a_probe_is_refused_with_the_reason(variant):
    cls = registry.get_suite("mid_probe")[NAME]
    with pytest.raises(ValueError, match=f"mid_probe has no '{variant}' instructions"):
        registry.create_instances([cls], variants=["original", variant])


def test_the_original_and_a_device_variant_still_build():
    cls = registry.get_suite("mid_probe")[NAME]
    got = registry.create_instances([cls], variants=["original", "dark"])
    assert [i.variant for i in got] == ["", "dark"]
    assert all("category" not in i.task.goal.lower() for i in got) and "Taxi to airport" in got[0].task.goal
