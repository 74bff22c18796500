"""``verifiers.quantities``: durations in minutes and lengths in metres, across units,
formats and Chinese."""

from decimal import Decimal

import pytest

from verifiers.quantities import stated_metres, stated_minutes


@pytest.mark.parametrize("text,want", [
    ("1 h 25 min", {85}), ("It takes 1 hour and 25 minutes.", {85}), ("85 minutes in total", {85}),
    ("1h25m", {85}), ("一共1小时25分钟", {85}), ("85分钟", {85}), ("an hour and a half", set()),
    ("1.5 hours", {90}), ("two hours", {120}), ("45 min + 40 min = 85 min", {45, 40, 85}),
    ("Serves 4", set()), ("", set()),
])
def test_minutes(text, want):
    assert stated_minutes(text) == want


@pytest.mark.parametrize("text,want", [
    ("12.34 km", {Decimal("12340")}), ("12,340 m", {Decimal("12340")}), ("12.34 kilometres", {Decimal("12340")}),
    ("12.34公里", {Decimal("12340")}), ("1,234 metres of climbing", {Decimal("1234")}),
    ("1234米", {Decimal("1234")}), ("12.34 miles", set()), ("12.34", set()), ("5 min", set()),
])
def test_metres(text, want):
    assert stated_metres(text) == want


def test_words_that_only_end_like_a_unit_are_no_numbers():
    assert stated_minutes("2023-10-23 with 210 minutes booked") == {210}
    assert stated_minutes("forty five minutes") == {45}
