from decimal import Decimal

import pytest

from verifiers.numbers import cents_to_dollars, money_stated, numbers, numbers_only, parse_number


@pytest.mark.parametrize("text, value", [
    ("1,234.50", "1234.5"), ("$4,200", "4200"), ("4200", "4200"), ("-3", "-3"), ("3.0", "3"), ("50%", "50"),
    ("¥1,200", "1200"), ("０", "0"), ("１２３", "123"), ("３万", "30000"), ("1.5万", "15000"),
    ("three", "3"), ("Twenty-One", "21"), ("twenty one", "21"), ("two hundred", "200"), ("a hundred", "100"),
    ("one thousand two hundred and five", "1205"), ("ninety-nine", "99"), ("zero", "0"), ("minus three", "-3"),
    ("三", "3"), ("十", "10"), ("十二", "12"), ("二十一", "21"), ("两百", "200"), ("三千五百", "3500"),
    ("一万二千", "12000"), ("一百零五", "105"), ("三千零五十", "3050"), ("一亿二千万", "120000000"),
    ("两", "2"), ("零", "0"), ("负三", "-3"), ("一二三", "123"),
])
def test_parse_number(text, value):
    assert parse_number(text) == Decimal(value)


def test_integral_values_have_no_fraction_digits():
    assert str(parse_number("3.0")) == "3" and str(parse_number("$4,200.00")) == "4200"
    assert parse_number("3.0") == parse_number("3") == parse_number("three") == parse_number("三")


@pytest.mark.parametrize("text", ["", "lunch", "1,23", "12abc", "three apples", "三个", "a", "and"])
def test_not_a_number(text):
    assert parse_number(text) is None


def test_numbers_in_running_text():
    assert numbers("there are only 2 taxi expenses, not 3") == [2, 3]
    assert numbers("只有两条，不是三条") == [2, 3]
    assert numbers("Only 2 of the three, ¥1,200 in total, 两百 or 一万二千") == [2, 3, 1200, 200, 12000]
    assert numbers("It cost $4,200.50 and -3 degrees; twenty-one people") == [Decimal("4200.50"), -3, 21]
    assert numbers("mp3 files, 一下子 一些 唯一的") == []  # no number, and Chinese words spelled with numerals
    assert numbers("２０２４年") == [2024]


@pytest.mark.parametrize("text, values", [
    ("总共是，159.80 美元", ["159.8"]), ("共3笔，159.80美元", ["3", "159.8"]), ("Total,159.80", ["159.8"]),
    ("1,2345", ["1"]), ("1,234.5 and,2", ["1234.5", "2"]),
])
def test_a_number_right_after_a_comma_is_read(text, values):
    assert numbers(text) == [Decimal(v) for v in values]


def test_numbers_only_wants_the_number_and_nothing_else():
    assert numbers_only("There are 7 PDFs.", 7)
    assert not numbers_only("There are 7 or 8 PDFs.", 7)
    assert numbers_only("Page 7 of 12.", 7, [12]) and not numbers_only("Page 7 of 12.", 7)
    assert numbers_only("It is on the seventh page.", 7, ordinals=True)
    assert not numbers_only("It is on the seventh page.", 7)


def test_money_stated_reads_dollars_and_rejects_cents():
    assert cents_to_dollars(1250) == Decimal("12.5")
    assert money_stated("It costs $12.50.", 1250)
    assert money_stated("The largest one costs $12.50.", 1250)
    assert not money_stated("It costs 1250 cents.", 1250)
    assert not money_stated("$12.50 or $13.50", 1250)
    assert money_stated("$12.50 (3 items)", 1250, [3])
