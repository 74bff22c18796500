"""``verifiers.timecodes``: times in a video written every way an answer writes them read
as the same seconds; counts of occurrences and numbers with other units are no times."""

from decimal import Decimal

import pytest

from verifiers.timecodes import split_times, stated_times


@pytest.mark.parametrize("text", ["0:07", "00:07", "7 s", "7s", "7 sec", "7 seconds", "seven seconds", "second 7",
                                  "at 7", "the 7th second", "7000 ms", "第7秒", "7秒", "七秒", "第七秒钟",
                                  "It first appears at 0:07.", "“MANGO” 第一次出现在第7秒。", "At 00:00:07"])
def test_seven_seconds_in_any_form(text):
    assert stated_times(text) == [Decimal(7)]


@pytest.mark.parametrize("text, want", [
    ("from 5 to 9 s", [5, 9]), ("0:05-0:09", [5, 9]), ("5–9 s", [5, 9]), ("5s-9s", [5, 9]),
    ("between second 5 and second 9", [5, 9]), ("从第5秒到第9秒", [5, 9]), ("5秒到9秒", [5, 9]),
    ("1 min 5 s", [65]), ("1 minute and 5 seconds", [65]), ("1分5秒", [65]), ("一分零五秒", [65]),
    ("1:02:03", [3723]), ("7.5 s", [Decimal("7.5")]), ("7 minutes", [420]),
    ("it shows up 2 times, first at 0:07", [7]), ("出现了两次，第一次在第7秒", [7]),
    ("no time here", []), ("", []),
])
def test_spans_sums_and_what_is_not_a_time(text, want):
    assert stated_times(text) == [Decimal(w) for w in want]


def test_split_times_leaves_the_other_numbers():
    times, rest = split_times("The number shown at 0:07 is 48.")
    assert times == [Decimal(7)] and "48" in rest and "07" not in rest
    times, rest = split_times("48 points at 7 s")
    assert times == [Decimal(7)] and "48" in rest


def test_digits_inside_words_are_no_times():
    assert stated_times("clip2 was shown in mp4") == []


def test_counts_of_occurrences_stay_for_the_count_but_are_no_times():
    times, rest = split_times("它出现了3次，第一次在第2秒")
    assert times == [Decimal(2)] and "3次" in rest and "一" not in rest
    times, rest = split_times("3 times: at 0:02 and 0:07")
    assert times == [Decimal(2), Decimal(7)] and rest.startswith("3 times")
