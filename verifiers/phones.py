"""Phone numbers, compared by their national digits: ``"+1 (555) 867-5309"``,
``"555-867-5309"``, ``"5558675309"`` and ``"５５５ ８６７ ５３０９"`` are one number.

The emulator's region is the US (NANP): a leading country code ``1`` on an 11-digit
number is dropped. Other numbers compare by all their digits.
"""

from __future__ import annotations

import re

from verifiers.hedges import read_firmly
from verifiers.text import clean

# groups of digits joined by one separator (space, dot, dash) or in parentheses
_NUMBER = re.compile(r"\+?\(?\d+\)?(?:[ .\-]?\(?\d+\)?)*")


def national(number: str) -> str:
    """The digits of ``number`` without a NANP country code (``""`` if it has none)."""
    digits = "".join(ch for ch in clean(number) if ch.isdigit())
    return digits[1:] if len(digits) == 11 and digits.startswith("1") else digits


def same_number(a: str | None, b: str | None) -> bool:
    """True if both name the same number (equal national digits, neither empty)."""
    na, nb = national(a or ""), national(b or "")
    return bool(na) and na == nb


def phone_numbers(text: str) -> list[str]:
    """The national digits of every phone number (7 or more digits) written in ``text``,
    in order. Runs of digits separated by a comma or a word are separate numbers."""
    found = []
    for m in _NUMBER.finditer(clean(text)):
        digits = national(m.group())
        # longer than any national number: numbers written side by side, one per group
        for part in ([digits] if len(digits) <= 11 else [national(g) for g in m.group().split()]):
            if len(part) >= 7:
                found.append(part)
    return found


def stated_phone_numbers(text: str) -> list[str]:
    """``phone_numbers`` of the firm parts of ``text``, or ``[]`` when a doubtful part
    (``verifiers.hedges``) writes a number: "Probably it was 555-790-2663." and
    "大概是 555-790-2663 吧？" state none, "It was 555-790-2663. Maybe you wanted to call back?" one."""
    return read_firmly(phone_numbers, text, [])


def dashed(number: str) -> str:
    """A 10-digit number as people often write it, ``555-867-5309`` (else unchanged)."""
    d = national(number)
    return f"{d[:3]}-{d[3:6]}-{d[6:]}" if len(d) == 10 else number
