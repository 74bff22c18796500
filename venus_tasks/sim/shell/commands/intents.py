"""Intents as ``am`` parses and prints them.

Parsing follows ``Intent.parseCommandArgs`` (``-a -d -t -c -n -p -f -e/--es --ez --ei
--el --ef --esa ...``). ``Intent.toString`` prints ``Intent { act=... cat=[...] dat=...
typ=... flg=0x... pkg=... cmp=... (has extras) }`` with the data URI passed through
``Uri.toSafeString`` (API 33: ``tel:xxxxxxx``; ``https://host/...``) [AOSP, inferred].
"""

from __future__ import annotations

import dataclasses
from urllib.parse import urlsplit

from venus_tasks.sim.shell.commands import java

_EXTRA_FLAGS = {"-e", "--es", "--esn", "--ez", "--ei", "--el", "--ef", "--ed", "--eu", "--ecn",
                "--eia", "--eial", "--ela", "--elal", "--efa", "--efal", "--esa", "--esal",
                "--esa"}
_NO_VALUE = {"--esn", "--activity-brought-to-front", "--activity-clear-top",
             "--activity-clear-task", "--activity-new-task", "--activity-single-top",
             "--activity-no-history", "--activity-reorder-to-front", "--activity-exclude-from-recents",
             "--include-stopped-packages", "--exclude-stopped-packages", "--receiver-foreground",
             "--receiver-registered-only", "--grant-read-uri-permission",
             "--grant-write-uri-permission", "--debug-log-resolution", "-W", "-S", "-D", "-N",
             "--wait", "--track-allocation", "--streaming", "--no-window-animation", "--selector",
             "--async", "--grant-persistable-uri-permission", "--grant-prefix-uri-permission",
             "--activity-clear-when-task-reset", "--activity-launched-from-history",
             "--activity-multiple-task", "--activity-no-animation", "--activity-no-user-action",
             "--activity-previous-is-top", "--activity-reset-task-if-needed",
             "--activity-task-on-home", "--activity-match-external", "--receiver-replace-pending",
             "--receiver-no-abort", "--receiver-include-background", "--task-overlay",
             "--lock-task", "--allow-background-activity-starts"}
_WITH_VALUE = {"-P", "--start-profiler", "--attach-agent", "--attach-agent-bind",
               "--receiver-permission", "-i"}
_INT_VALUE = {"-R", "--sampling", "--display", "--windowingMode", "--activityType", "--task"}


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
    extra_types: dict[str, str] = dataclasses.field(default_factory=dict)   # key -> its option
    options: set[str] = dataclasses.field(default_factory=set)

    # Typed reads as an app's ``Intent.get*Extra`` does them: an extra of another type
    # (``Bundle`` logs the ClassCastException) or a missing one gives the default.
    def string_extra(self, key: str) -> str | None:
        """``getStringExtra``: an ``-e``/``--es`` value, else None."""
        return self.extras[key] if self.extra_types.get(key) in ("-e", "--es") else None

    def int_extra(self, key: str, default: int) -> int:
        """``getIntExtra``: an ``--ei`` value, else ``default``."""
        if self.extra_types.get(key) != "--ei":
            return default
        return java.decode_int(self.extras[key])

    def bool_extra(self, key: str, default: bool) -> bool:
        """``getBooleanExtra``: an ``--ez`` value (``true``/``t``/``false``/``f`` or a
        number, as ``parseCommandArgs`` reads it), else ``default``."""
        if self.extra_types.get(key) != "--ez":
            return default
        value = self.extras[key].lower()
        if value in ("true", "t", "false", "f"):
            return value in ("true", "t")
        return java.decode_int(value) != 0

    def int_list_extra(self, key: str) -> list[int] | None:
        """``getIntegerArrayListExtra`` (``--eial``) or, failing that, ``getIntArrayExtra``
        (``--eia``); None for a missing extra or another type."""
        if self.extra_types.get(key) not in ("--eial", "--eia"):
            return None
        return [java.decode_int(v) for v in self.extras[key].split(",")]

    def int_array_extra(self, key: str) -> list[int] | None:
        """``getIntArrayExtra``: an ``--eia`` value, else None."""
        if self.extra_types.get(key) != "--eia":
            return None
        return [java.decode_int(v) for v in self.extras[key].split(",")]

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
    """Parse ``am`` intent arguments (``Intent.parseCommandArgs`` plus ``am start``'s own
    options); returns the intent and the arguments after its URI/component/package operand.

    Options are read while arguments start with ``-`` (``getNextOption``: ``-nPKG/CLS`` is
    ``-n PKG/CLS``; ``--`` ends them); then one operand: a URI (has ``:``), a component (has
    ``/``) or a package (a launcher intent limited to it).

    Raises:
      JavaException: what Android throws: ``Unknown option: X``, ``Argument expected after
        "X"``, ``Bad component name: X``, ``Invalid boolean value: X``,
        ``NumberFormatException`` for a bad ``-f``/``--ei``/``--el``/``--ef`` value, ...
    """
    it = Intent()
    a = java.Args(["am", *args])
    while (opt := a.option()) is not None:
        if opt == "-a":
            it.action = a.required()
        elif opt == "-d":
            it.data = a.required()
        elif opt == "-t":
            it.mime = a.required()
        elif opt == "-c":
            it.categories.append(a.required())
        elif opt == "-n":
            it.component = _component(a.required())
        elif opt == "-p":
            it.package = a.required()
        elif opt == "-f":
            it.flags = java.decode_int(a.required()) & 0xFFFFFFFF
        elif opt in _EXTRA_FLAGS:
            key = a.required()
            it.extras[key] = "" if opt == "--esn" else _extra(opt, a.required())
            it.extra_types[key] = opt
        elif opt in _NO_VALUE:
            it.options.add(opt)
        elif opt in _INT_VALUE:
            java.parse_int(a.required())
        elif opt == "--user":
            parse_user(a.required())
        elif opt in _WITH_VALUE:
            a.required()
        else:
            raise java.illegal_argument(f"Unknown option: {opt}")
    operand = a.next()
    if operand is not None:            # the base intent, merged by Intent.fillIn
        if ":" in operand:
            it.data = it.data or operand
        else:
            if "/" in operand:
                pkg, _, cls = operand.partition("/")
                it.component = (pkg, cls) if cls else it.component
            else:
                it.package = it.package or operand
            if it.action is None:
                it.action = "android.intent.action.MAIN"
                it.categories = it.categories or ["android.intent.category.LAUNCHER"]
    return it, a.argv[a.pos:]


def _component(text: str) -> tuple[str, str]:
    """``ComponentName.unflattenFromString``, or ``Bad component name: X``."""
    pkg, slash, cls = text.partition("/")
    if not slash or not cls:
        raise java.illegal_argument(f"Bad component name: {text}")
    return pkg, cls


def _extra(opt: str, value: str) -> str:
    """Check an extra's value as ``Intent.parseCommandArgs`` parses it; returns it."""
    parse = {"--ei": java.decode_int, "--el": lambda v: java.parse_int(v, 64),
             "--ef": java.parse_float, "--ed": java.parse_float}
    if opt in parse:
        parse[opt](value)
    elif opt in ("--eia", "--eial", "--ela", "--elal", "--efa", "--efal"):
        each = {"i": java.decode_int, "l": lambda v: java.parse_int(v, 64), "f": java.parse_float}[opt[3]]
        for item in value.split(","):
            each(item)
    elif opt == "--ez" and value.lower() not in ("true", "t", "false", "f"):
        try:
            java.decode_int(value.lower())
        except java.JavaException:
            raise java.illegal_argument(f"Invalid boolean value: {value.lower()}") from None
    elif opt == "--ecn":
        _component(value)
    return value


def parse_user(text: str) -> None:
    """``UserHandle.parseUserArg``: ``all``, ``current``, ``cur`` or a number."""
    if text not in ("all", "current", "cur"):
        try:
            java.parse_int(text)
        except java.JavaException:
            raise java.illegal_argument(f"Bad user number: {text}") from None
