"""The device clock's strftime takes the no-padding flag (``%-d``, ``%-H``), as bionic's
does: DeskClock's Clock tab shows "Sun, Oct 15" and "15:34" with it."""

import datetime

from venus_tasks.sim.clock import DEFAULT_START, strftime


def test_no_padding_flag():
    at = int(DEFAULT_START.timestamp()) * 10**9
    utc = datetime.timezone.utc
    assert strftime("%a, %b %-d", at, utc) == "Sun, Oct 15"
    assert strftime("%-H:%M", at - 15 * 3600 * 10**9, utc) == "0:34"
    assert strftime("%-d.%m", at - 10 * 86400 * 10**9, utc) == "5.10"
