"""Parser for ``content query`` output.

Format (AOSP ``cmds/content/.../Content.java`` QueryCommand)::

    Row: 0 display_name=Alice Smith, number=(555) 123-4567
    Row: 1 display_name=Bob, number=555-987-6543

SQL NULL prints ``NULL``; an empty result prints ``No result found.``. Values may contain
``", "`` (SMS bodies); a new column starts only at ``", <identifier>="``, and when the
column names are known they are matched exactly.
"""

from __future__ import annotations

import re
from typing import Sequence

_ROW = re.compile(r"^Row: (\d+) ", re.M)
_NEXT_COL = re.compile(r", (?=[A-Za-z_][A-Za-z0-9_]*=)")


def parse_content_rows(text: str, columns: Sequence[str] = ()) -> list[dict[str, str | None]]:
    """Rows of a ``content query`` output as dicts; ``NULL`` becomes None.

    Args:
      text: the command's stdout.
      columns: the projection, if known; makes splitting exact when values contain ``", k="``.

    Raises:
      ValueError: the text is neither rows nor ``No result found.``.
    """
    text = text.strip("\n")
    if not text or text.strip() == "No result found.":
        return []
    starts = list(_ROW.finditer(text))
    if not starts or starts[0].start() != 0:
        raise ValueError(f"not content query output: {text[:80]!r}")
    rows = []
    for i, m in enumerate(starts):
        end = starts[i + 1].start() - 1 if i + 1 < len(starts) else len(text)
        body = text[m.end():end]
        rows.append(_parse_row(body, columns))
    return rows


def _parse_row(body: str, columns: Sequence[str]) -> dict[str, str | None]:
    if columns:
        pattern = ", (?=(?:" + "|".join(re.escape(c) for c in columns) + ")=)"
        parts = re.split(pattern, body)
    else:
        parts = _NEXT_COL.split(body)
    row: dict[str, str | None] = {}
    for part in parts:
        key, sep, value = part.partition("=")
        if not sep:
            raise ValueError(f"malformed content row field {part!r}")
        row[key] = None if value == "NULL" else value
    return row
