"""App version names in an agent's answer, and their order.

A version name is what Android shows as ``versionName`` (App info's "version X",
``dumpsys package``): dotted numbers with an optional suffix, ``"2.10.9"``,
``"1.0.0-beta05"``, ``"13.6.3"``. ``stated_versions`` finds every one in running text
(English or Chinese, after a "v" or "版本"), so an answer giving two versions is told
from one giving the asked one; ``version_key`` orders versions numerically, part by part
(``4.11.3`` is newer than ``4.6.13``, ``13.6.3`` newer than ``6.22.2``), as people and
app stores compare them, not as strings.
"""

from __future__ import annotations

import functools
import re

from verifiers.rivals import read_asserted
from verifiers.text import clean

__all__ = ["stated_versions", "version_key"]

# Two or more dot-separated numbers, then an optional "-suffix" (letters and digits); not
# glued to a letter or digit before (a "v" prefix is allowed), nor followed by ".digit".
_VERSION = re.compile(r"(?<![0-9A-Za-z.])(?:v(?=\d))?(\d+(?:\.\d+)+(?:-[0-9A-Za-z]+)?)(?![0-9A-Za-z]|\.\d)")


def stated_versions(text: str) -> set[str]:
    """Every version name in ``text``, lower-cased without a "v" prefix:
    ``"Version 1.0.0-beta05 (was v0.9)"`` -> ``{"1.0.0-beta05", "0.9"}``.

    A full stop ending a sentence after a version is not part of it ("It is 3.5.4.").
    Dates and times are no versions: "2023-10-01" has no dots, "10:30" no dots. Only what
    the answer states firmly: a version in a doubtful part ("2.10.9, I think",
    :mod:`verifiers.hedges`) makes the set empty, and one named only to be rejected ("2.10.9,
    not 2.10.8", "是2.10.9，不是2.10.8", :mod:`verifiers.rivals`) is not stated.
    """
    return read_asserted(lambda t: {m.group(1).lower() for m in _VERSION.finditer(clean(t))}, text, set())


@functools.lru_cache(maxsize=4096)   # a pure function of a string; drawing a folder sorts thousands
def version_key(version: str) -> tuple:
    """A sort key: the numeric parts as ints, then 1 for a release or 0 for a suffixed
    pre-release ("1.0.0-beta05" sorts before "1.0.0"), then the suffix.

    Raises:
      ValueError: ``version`` does not start with a number.
    """
    core, _, suffix = version.lower().lstrip("v").partition("-")
    parts = core.split(".")
    if not parts[0].isdigit():
        raise ValueError(f"not a version name: {version!r}")
    return tuple(int(p) for p in parts if p.isdigit()), 0 if suffix else 1, suffix
