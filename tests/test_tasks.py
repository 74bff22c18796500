"""Every registered task passes the conformance check on the simulated device:
same seed same params, noop scores 0, the oracle scores 1, every near miss is rejected."""

import pytest

from venus_tasks import registry
from venus_tasks.checks import check_task

TASKS = registry.select("venus")


@pytest.mark.parametrize("cls", TASKS, ids=[c.__name__ for c in TASKS])
def test_check_task(cls, env):
    result = check_task(cls, env)
    assert result.problems == ()
    assert result.oracle_score == 1.0 and result.noop_score == 0.0
    assert len(result.near_miss_scores) >= 2 and all(s < 1.0 for s in result.near_miss_scores.values())
