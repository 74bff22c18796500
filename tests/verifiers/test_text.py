"""``verifiers.text.clean``, the one normalisation every answer check starts from: NFKC
(full-width letters and digits) and no zero-width or other format characters. Every
reader sees an answer written in full-width letters, or with a zero-width space inside a
word, as a person does (issue 25)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from verifiers.text import clean

ZWSP, ZWJ, WJ, BOM, SHY = "\u200b", "\u200d", "\u2060", "\ufeff", "\u00ad"


def full_width(text: str) -> str:
    """ASCII letters and digits as their full-width forms (U+FF01..U+FF5E)."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" and c.isalnum() else c for c in text)


def test_clean():
    assert clean(f"o{ZWSP}ff") == "off" and clean(f"O{ZWJ}N{WJ}") == "ON" and clean(f"{BOM}5{SHY}") == "5"
    assert clean("Ｏｃｔ １２，２０２３") == "Oct 12,2023" and clean("a\u2028b") == "a\nb" and clean("") == ""
    assert clean("e\u200b\u0301") == "é"   # removed before NFKC, so what it separated composes


@pytest.mark.parametrize("spoil", [full_width, lambda t: t.replace("f", f"f{ZWSP}").replace("o", f"o{SHY}")],
                         ids=["full-width", "zero-width"])
def test_every_reader_reads_through_the_spoiling(spoil):
    from verifiers.answer import mentions
    from verifiers.claims import Claim, claims
    from verifiers.facts import NOW, stated_counts, stated_dates, stated_durations
    from verifiers.naming import names_only
    from verifiers.numbers import stated_numbers
    from verifiers.paths import menu_path
    from verifiers.phones import phone_numbers
    from verifiers.quantities import stated_minutes
    from verifiers.switches import stated_switch_states
    from verifiers.timecodes import stated_times
    from verifiers.versions import stated_versions

    assert stated_switch_states(spoil("It is currently off."), NOW) == {False}
    assert stated_switch_states(spoil("It is currently on or off."), NOW) == set()   # a hedge, seen
    assert stated_dates(spoil("Oct 12")) == {(10, 12)}
    assert stated_durations(spoil("It is currently 2 minutes."), NOW) == {120}
    assert stated_counts(spoil("9 expenses left"), ("expense",)) == {9}
    assert stated_numbers(spoil("Total: 45.50")) == [Decimal("45.50")]
    assert stated_minutes(spoil("1 h 25 min")) == {85}
    assert stated_times(spoil("at 0:07")) == [7]
    assert stated_versions(spoil("version 2.10.9")) == {"2.10.9"}
    assert names_only(spoil("Esme Mbeki"), "Esme Mbeki", ["Hugo Mbeki"])
    assert mentions(spoil("Food, Health Care"), "health care")
    assert menu_path(spoil("Settings > Battery > Battery percentage"), [("Battery",), ("Battery percentage",)])
    assert phone_numbers(spoil("555-867-5309")) == ["5558675309"]
    assert claims(spoil("I couldn't find Taxi.")) == {Claim.NOT_EXIST}
