"""Phone numbers and on-screen clock texts as the verifiers read them."""

import pytest

from verifiers.phones import dashed, national, phone_numbers, same_number
from verifiers.screen import clock_seconds


@pytest.mark.parametrize("text", ["+1 (555) 867-5309", "555-867-5309", "5558675309", "555.867.5309",
                                  "1 555 867 5309", "５５５８６７５３０９"])
def test_one_number_in_every_format(text):
    assert national(text) == "5558675309" and same_number(text, "5558675309")


def test_numbers_in_running_text_english_and_chinese():
    assert phone_numbers("It was (555) 867-5309, not 555-123-4567.") == ["5558675309", "5551234567"]
    assert phone_numbers("打了两次的号码是５５５ ８６７ ５３０９。") == ["5558675309"]
    assert phone_numbers("5551234567 5559876543, and 12 34 or 2024") == ["5551234567", "5559876543"]
    assert phone_numbers("no number here, only 42 and 3.14") == []


def test_empty_numbers_are_never_the_same_and_dashed_keeps_odd_lengths():
    assert not same_number("", "") and not same_number(None, "5551234567")
    assert dashed("+15558675309") == "555-867-5309" and dashed("12345") == "12345"


@pytest.mark.parametrize("text, seconds", [("0", 0), ("12", 12), ("1:05", 65), ("14:47", 887), ("01:05", 65),
                                           ("1:02:03", 3723), ("12.34", 12.34), (" 9 ", 9)])
def test_clock_texts(text, seconds):
    assert clock_seconds(text) == pytest.approx(seconds)


@pytest.mark.parametrize("text", ["", "Paused", "12:", "1:2:3:4", "12.3", "−0:05"])
def test_not_clock_texts(text):
    assert clock_seconds(text) is None


def test_a_hedged_phone_number_is_not_stated():
    """``stated_phone_numbers`` reads numbers where the answer is firm (``verifiers.hedges``):
    the hedger's forms of the sweep (``cheat_hedge``) state none, a firm one beside a doubt
    about the user keeps it."""
    from verifiers.phones import stated_phone_numbers

    assert stated_phone_numbers("The number that called twice was 555-790-2663.") == ["5557902663"]
    assert stated_phone_numbers("打来两次的号码是 555-790-2663。") == ["5557902663"]
    for hedged in ("Probably the number that called twice was 555-790-2663.",
                   "The number that called twice was 555-790-2663 (not sure).",
                   "The number that called twice was 555-790-2663?",
                   "It was 555-790-2663, or maybe 555-790-2664.",
                   "大概是 555-790-2663 吧？", "打来两次的号码是 555-790-2663（不确定）。"):
        assert stated_phone_numbers(hedged) == [], hedged
    assert stated_phone_numbers("It was 555-790-2663. Maybe you wanted to call back?") == ["5557902663"]
