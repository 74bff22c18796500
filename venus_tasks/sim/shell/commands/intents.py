"""Intents as ``am`` parses and prints them.

Parsing follows ``Intent.parseCommandArgs`` (``-a -d -t -c -n -p -f -e/--es --ez --ei
--el --ef --esa ...``). ``Intent.toString`` prints ``Intent { act=... cat=[...] dat=...
typ=... flg=0x... pkg=... cmp=... (has extras) }`` with the data URI passed through
``Uri.toSafeString`` (API 33: ``tel:xxxxxxx``; ``https://host/...``) [AOSP, inferred].
"""

from __future__ import annotations

import dataclasses
import re
from urllib.parse import urlsplit

_EXTRA_FLAGS = {"-e", "--es", "--esn", "--ez", "--ei", "--el", "--ef", "--ed", "--eu", "--ecn",
                "--eia", "--eial", "--ela", "--elal", "--efa", "--efal", "--esa", "--esal",
                "--esa"}
_NO_VALUE = {"--esn", "--activity-brought-to-front", "--activity-clear-top",
             "--activity-clear-task", "--activity-new-task", "--activity-single-top",
             "--activity-no-history", "--activity-reorder-to-front", "--activity-exclude-from-recents",
             "--include-stopped-packages", "--exclude-stopped-packages", "--receiver-foreground",
             "--receiver-registered-only", "--grant-read-uri-permission",
             "--grant-write-uri-permission", "--debug-log-resolution", "-W", "-S", "-D", "-N",
             "--wait", "--track-allocation", "--streaming", "--no-window-animation"}
_WITH_VALUE = {"--user", "-R", "-P", "--start-profiler", "--sampling", "--attach-agent",
               "--attach-agent-bind", "--display", "--windowingMode", "--activityType", "--task",
               "--receiver-permission", "--async"}


class IntentError(Exception):
    """Bad ``am`` arguments (message printed after ``Error: ``)."""


@dataclasses.dataclass
class Intent:
    """The parts of an ``am`` intent that resolution and ``toString`` use."""

    action: str | None = None
    data: str | None = None
    mime: str | None = None
    categories: list[str] = dataclasses.field(default_factory=list)
    component: tuple[str, str] | None = None   # (package, class as given)
    package: str | None = None
    flags: int = 0
    extras: dict[str, str] = dataclasses.field(default_factory=dict)
    options: set[str] = dataclasses.field(default_factory=set)

    def short(self) -> str:
        """``Intent.toShortString`` (secure, with component and extras marker)."""
        parts = []
        if self.action:
            parts.append(f"act={self.action}")
        if self.categories:
            parts.append("cat=[" + ",".join(self.categories) + "]")
        if self.data:
            parts.append(f"dat={safe_uri(self.data)}")
        if self.mime:
            parts.append(f"typ={self.mime}")
        if self.flags:
            parts.append(f"flg=0x{self.flags:x}")
        if self.package:
            parts.append(f"pkg={self.package}")
        if self.component:
            parts.append(f"cmp={short_name(*self.component)}")
        if self.extras:
            parts.append("(has extras)")
        return " ".join(parts)

    def __str__(self) -> str:
        return "Intent { " + self.short() + " }"


def short_name(package: str, cls: str) -> str:
    """``ComponentName.flattenToShortString`` of a class given full or as ``.Rel``."""
    full = package + cls if cls.startswith(".") else cls
    return f"{package}/{full[len(package):]}" if full.startswith(package + ".") else f"{package}/{full}"


def full_class(package: str, cls: str) -> str:
    return package + cls if cls.startswith(".") else cls


def safe_uri(uri: str) -> str:
    """``Uri.toSafeString`` (API 33)."""
    scheme, sep, ssp = uri.partition(":")
    if not sep:
        return uri
    low = scheme.lower()
    if low in ("tel", "sip", "sms", "smsto", "mailto", "nfc"):
        return scheme + ":" + "".join(c if c in "-@." else "x" for c in ssp)
    if low in ("http", "https", "ftp", "rtsp"):
        parts = urlsplit(uri)
        tail = "/..." if (parts.path not in ("", "/") or parts.query) else ""
        return f"{scheme}://{parts.netloc}{tail}"
    return uri


def parse_intent(args: list[str]) -> tuple[Intent, list[str]]:
    """Parse ``am`` intent arguments; returns the intent and leftover operands.

    Raises:
      IntentError: a flag is missing its value or is unknown.
    """
    it = Intent()
    rest: list[str] = []
    i = 0

    def take() -> str:
        nonlocal i
        if i >= len(args):
            raise IntentError(f'No argument supplied for "{args[i - 1]}"')
        i += 1
        return args[i - 1]

    while i < len(args):
        arg = args[i]
        i += 1
        if arg == "-a":
            it.action = take()
        elif arg == "-d":
            it.data = take()
        elif arg == "-t":
            it.mime = take()
        elif arg == "-c":
            it.categories.append(take())
        elif arg == "-n":
            comp = take()
            pkg, slash, cls = comp.partition("/")
            if not slash or not cls:
                raise IntentError(f"Bad component name: {comp}")
            it.component = (pkg, cls)
        elif arg == "-p":
            it.package = take()
        elif arg == "-f":
            value = take()
            it.flags = int(value, 16) if value.lower().startswith("0x") else int(value)
        elif arg in _EXTRA_FLAGS:
            key = take()
            it.extras[key] = "" if arg == "--esn" else take()
        elif arg in _NO_VALUE:
            it.options.add(arg)
        elif arg in _WITH_VALUE:
            take()
        elif arg.startswith("-") and len(arg) > 1:
            raise IntentError(f"Unknown option: {arg}")
        else:
            rest.append(arg)
    if rest and it.component is None and "/" in rest[0] and not re.match(r"\w+:", rest[0]):
        pkg, _, cls = rest.pop(0).partition("/")
        it.component = (pkg, cls)
    elif rest and it.data is None and re.match(r"[a-zA-Z][\w+.-]*:", rest[0]):
        it.data = rest.pop(0)
    return it, rest
