"""The acceptance rule of the vague Settings task ``VagueLendPhoneToGrandma``
(``venus_tasks/tasks/va_settings_more.py``): the states it accepts (each reasonable
outcome) and the plausible wrong ones it rejects."""

from __future__ import annotations

from tests.test_va_more import instance, score


def test_lend_to_grandma_needs_all_three_parts(env):
    parts = [("system", "font_scale", "1.3"), ("system", "accelerometer_rotation", 0)]
    for minutes, seconds, ok in ((8, 600, True), (8, 300, False), (4, 300, True), (2, 120, True), (2, 60, False)):
        task = instance("VagueLendPhoneToGrandma", minutes=minutes)
        assert score(env, task, *parts, ("system", "screen_off_timeout", seconds * 1000)) == float(ok), minutes
    assert score(env, instance("VagueLendPhoneToGrandma", minutes=2), ("system", "screen_off_timeout", 1_800_000),
                 parts[1]) == 0.0                                       # the font left as it was
