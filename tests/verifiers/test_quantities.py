"""``verifiers.quantities``: durations in minutes, lengths in metres and sums of money,
across units, formats and Chinese."""

from decimal import Decimal

import pytest

from verifiers.quantities import stated_amounts, stated_kilograms, stated_metres, stated_minutes


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


@pytest.mark.parametrize("text, currency, want", [
    ("Your share is $48.90 (of $146.70)", "USD", {"48.90", "146.70"}),
    ("Dinner was $207.28; your share is $69.09.", "USD", {"207.28", "69.09"}),   # a full stop after it
    ("US$ 48.90 each, 3 of us", "USD", {"48.90"}),
    ("48.90 dollars", "USD", {"48.90"}),
    ("USD 1,234.50", "USD", {"1234.50"}),
    ("你的份额是48.90美元。", "USD", {"48.90"}),
    ("€48.90", "EUR", {"48.90"}),
    ("It is 64.17€.", "EUR", {"64.17"}),
    ("48,90 €", "EUR", {"48.90"}),                    # a decimal comma next to a mark
    ("The 60 CHF come to 64.17 EUR.", "EUR", {"64.17"}),
    ("64.17 euros on Oct 14", "EUR", {"64.17"}),
    ("折合64.17欧元", "EUR", {"64.17"}),
    ("48.90", "USD", set()),                          # no mark: no amount
    ("$48.90", "EUR", set()),                         # another currency
    ("x$48.90 or A48.90 euros", "USD", set()),        # inside a word
    ("maybe $48.90", "USD", set()),                   # hedged
    ("大概48.90美元", "USD", set()),
])
def test_stated_amounts(text, currency, want):
    assert stated_amounts(text, currency) == {Decimal(v) for v in want}


def test_stated_amounts_refuses_an_unknown_currency():
    with pytest.raises(ValueError, match="unknown currency 'GBP'; known: USD, EUR"):
        stated_amounts("£5", "GBP")


@pytest.mark.parametrize("text,want", [
    ("I'm down 1.3 kg (74.1 kilos now)", {"1.3", "74.1"}), ("lost 1.3kg", {"1.3"}), ("0.8 kilograms", {"0.8"}),
    ("2 kgs", {"2"}), ("我比上次轻了1.3公斤", {"1.3"}), ("减了0.5千克", {"0.5"}),
    ("163.4 lb", set()), ("500 g", set()), ("1.3 kilometres", set()), ("1.3", set()), ("maybe 1.3 kg", set()),
])
def test_kilograms(text, want):
    assert stated_kilograms(text) == {Decimal(v) for v in want}
