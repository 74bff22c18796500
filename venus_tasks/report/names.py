"""File names and relative links of the report's pages.

Episode keys (``Task_0``, ``Task_0@zh``, ``Task_0@dark#1``) hold characters that do not
belong in a file name or a URL path (``#`` starts a URL fragment), so each episode page
gets a file name of its own: letters, digits and ``_`` are kept and every other
character becomes its UTF-8 bytes as ``-`` and two hex digits each (``@`` -> ``-40``,
``#`` -> ``-23``), so two keys never share a page (``-`` itself is encoded too). Links to the screenshots
folder, whose name is the key itself, percent-encode the key.
"""

from __future__ import annotations

import re
import urllib.parse

EPISODES_DIR = "episodes"
REPORT_HTML = "report.html"
REPORT_MD = "report.md"

_KEEP = re.compile(r"[A-Za-z0-9_]")


def page_stem(key: str) -> str:
    """``Task_0@zh#2`` -> ``Task_0-40zh-232``: a file-name-safe, URL-safe, injective form of ``key``."""
    return "".join(ch if _KEEP.fullmatch(ch) else "".join(f"-{b:02x}" for b in ch.encode("utf-8", "surrogatepass"))
                   for ch in key)


def page_file(key: str) -> str:
    """The episode page's path relative to the run directory: ``episodes/<stem>.html``."""
    return f"{EPISODES_DIR}/{page_stem(key)}.html"


def screenshot_href(key: str, step: int, up: str = "../") -> str:
    """The relative URL of ``screenshots/<key>/step_NNN.png`` from an episode page (``up``
    is the path back to the run directory)."""
    return f"{up}screenshots/{urllib.parse.quote(key, safe='')}/step_{step:03d}.png"
