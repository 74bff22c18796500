"""Helpers shared by command handlers: results, toybox-style option parsing, file errors.

toybox parses options anywhere on the line (``ls DIR -ll -au``), counts repeated flags
(``-ll``), accepts ``-n5`` and ``-n 5``, stops at ``--``, and reports
``NAME: Unknown option 'x' (see "NAME --help")`` (toybox ``lib/args.c``).
"""

from __future__ import annotations

import collections
import dataclasses

Result = tuple[bytes, bytes, int]


def b(text: str | bytes) -> bytes:
    return text if isinstance(text, bytes) else text.encode("utf-8", "surrogateescape")


def ok(stdout: str | bytes = "") -> Result:
    return b(stdout), b"", 0


def fail(stderr: str | bytes, code: int = 1, stdout: str | bytes = "") -> Result:
    return b(stdout), b(stderr), code


def lines(items) -> str:
    """Items joined with newlines, newline-terminated ('' for no items)."""
    return "".join(f"{item}\n" for item in items)


class UsageError(Exception):
    """Bad command line; the message is printed as ``NAME: <message>``."""


@dataclasses.dataclass
class Opts:
    """Parsed options: flag counts, flag values, operands."""

    counts: collections.Counter
    values: dict[str, list[str]]
    operands: list[str]

    def has(self, flag: str) -> bool:
        return self.counts[flag] > 0

    def count(self, flag: str) -> int:
        return self.counts[flag]

    def value(self, flag: str, default: str | None = None) -> str | None:
        vals = self.values.get(flag)
        return vals[-1] if vals else default


def parse_opts(args: list[str], flags: str = "", with_arg: str = "",
               longs: dict[str, str] | None = None, permute: bool = True,
               numeric: str | None = None) -> Opts:
    """Parse toybox-style options.

    Args:
      flags: single-letter boolean flags.
      with_arg: single-letter flags taking a value.
      longs: ``--name`` -> the short key it sets (a key ending in ``=`` takes a value).
      permute: options may follow operands (toybox default).
      numeric: ``-5`` means ``-<numeric> 5`` (``head -5``).

    Raises:
      UsageError: unknown option or missing value.
    """
    counts: collections.Counter = collections.Counter()
    values: dict[str, list[str]] = {}
    operands: list[str] = []
    longs = longs or {}
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if arg == "--":
            operands.extend(args[i:])
            break
        if arg.startswith("--") and len(arg) > 2:
            name, eq, val = arg[2:].partition("=")
            key = longs.get(name) or longs.get(name + "=")
            if key is None:
                raise UsageError(f"Unknown option '{name}'")
            if name + "=" in longs:
                if not eq:
                    if i >= len(args):
                        raise UsageError(f"Missing argument to --{name}")
                    val = args[i]
                    i += 1
                values.setdefault(key, []).append(val)
            counts[key] += 1
            continue
        if arg.startswith("-") and len(arg) > 1:
            if numeric and arg[1:].isdigit():
                values.setdefault(numeric, []).append(arg[1:])
                counts[numeric] += 1
                continue
            j = 1
            while j < len(arg):
                ch = arg[j]
                if ch in with_arg:
                    val = arg[j + 1:]
                    if not val:
                        if i >= len(args):
                            raise UsageError(f"Missing argument to -{ch}")
                        val = args[i]
                        i += 1
                    values.setdefault(ch, []).append(val)
                    counts[ch] += 1
                    break
                if ch not in flags:
                    raise UsageError(f"Unknown option '{ch}'")
                counts[ch] += 1
                j += 1
            continue
        operands.append(arg)
        if not permute:
            operands.extend(args[i:])
            break
    return Opts(counts, values, operands)


def usage(name: str, exc: UsageError) -> Result:
    return fail(f'{name}: {exc} (see "{name} --help")\n')
