"""What the Java side of Android's shell commands does with arguments.

``input``, ``am`` and ``cmd SERVICE`` run a ``ShellCommand`` in system_server; their
arguments go through ``BasicShellCommandHandler`` (``getNextArg``, ``getNextArgRequired``:
``Argument expected after "PREV"``, ``getNextOption``: ``-abc`` is ``-a`` with data ``bc``)
and through Java's number parsers. An exception that leaves ``onCommand`` is printed by
``BasicShellCommandHandler.exec`` on stderr as an empty line, ``Exception occurred while
executing 'CMD':`` and the stack trace, and the command's result stays -1 (exit 255)
(AOSP ``frameworks/libs/modules-utils/.../BasicShellCommandHandler.java``).

Number parsing follows ``java.lang``: ``Float.parseFloat`` (``FloatingDecimal``: surrounding
characters <= ``' '`` trimmed, ``NaN``, ``Infinity``, decimal with an optional exponent and
``f/F/d/D`` suffix, hex ``0x1.8p1``; too large is Infinity; rounded to 32 bits),
``Integer.parseInt``/``Long.parseLong`` (optional sign, decimal digits, range-checked) and
``Integer.decode`` (``0x``, ``#``, leading ``0`` octal). Bad input raises
``NumberFormatException: For input string: "S"`` (``empty String`` for an empty float).
"""

from __future__ import annotations

import math
import re
import struct
import unicodedata

from venus_tasks.sim.shell.commands.base import Result

IAE = "java.lang.IllegalArgumentException"
NFE = "java.lang.NumberFormatException"
NPE = "java.lang.NullPointerException"

_DECIMAL_FLOAT = re.compile(r"([+-]?)(?:(NaN)|(Infinity)|"
                            r"((?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)[fFdD]?)")
_HEX_FLOAT = re.compile(r"([+-]?)0[xX]((?:[0-9a-fA-F]+\.?|[0-9a-fA-F]*\.[0-9a-fA-F]+)[pP][+-]?[0-9]+)[fFdD]?")


class JavaException(Exception):
    """A Java exception thrown by the simulated command (class name and message)."""

    def __init__(self, java_class: str, message: str | None = None):
        super().__init__(java_class, message)
        self.java_class = java_class
        self.message = message

    def __str__(self) -> str:          # Throwable.toString()
        return self.java_class if self.message is None else f"{self.java_class}: {self.message}"


def illegal_argument(message: str) -> JavaException:
    return JavaException(IAE, message)


def number_format(text: str) -> JavaException:
    """``NumberFormatException.forInputString``."""
    return JavaException(NFE, f'For input string: "{text}"')


def java_trim(text: str) -> str:
    """``String.trim()``: strips characters <= U+0020 at both ends."""
    start, end = 0, len(text)
    while start < end and text[start] <= " ":
        start += 1
    while end > start and text[end - 1] <= " ":
        end -= 1
    return text[start:end]


def parse_float(text: str) -> float:
    """``Float.parseFloat``: a Python float holding the 32-bit result (may be inf or nan).

    Raises:
      JavaException: ``NumberFormatException``.
    """
    s = java_trim(text)
    if not s:
        raise JavaException(NFE, "empty String")
    hexm = _HEX_FLOAT.fullmatch(s)
    if hexm:
        value = float.fromhex(hexm.group(1) + "0x" + hexm.group(2))
    else:
        m = _DECIMAL_FLOAT.fullmatch(s)
        if not m:
            raise JavaException(NFE, f'For input string: "{s}"')
        sign = -1.0 if m.group(1) == "-" else 1.0
        if m.group(2):
            return math.nan
        value = sign * (math.inf if m.group(3) else float(m.group(4)))
    try:
        return struct.unpack("<f", struct.pack("<f", value))[0]
    except OverflowError:              # rounds past Float.MAX_VALUE
        return math.copysign(math.inf, value)


def parse_int(text: str, bits: int = 32) -> int:
    """``Integer.parseInt`` (``bits=32``) or ``Long.parseLong`` (``bits=64``), radix 10.

    Raises:
      JavaException: ``NumberFormatException``.
    """
    return _parse_radix(text, 10, bits, text)


def decode_int(text: str, bits: int = 32) -> int:
    """``Integer.decode`` / ``Long.decode``: ``[+-]`` then ``0x``/``0X``/``#`` (hex), ``0``
    (octal) or decimal digits.

    Raises:
      JavaException: ``NumberFormatException``.
    """
    if not text:
        raise JavaException(NFE, "Zero length string")
    i, negative = 0, False
    if text[0] in "+-":
        negative, i = text[0] == "-", 1
    radix = 10
    if text.startswith(("0x", "0X"), i):
        i, radix = i + 2, 16
    elif text.startswith("#", i):
        i, radix = i + 1, 16
    elif text.startswith("0", i) and len(text) > i + 1:
        i, radix = i + 1, 8
    if text.startswith(("-", "+"), i):
        raise JavaException(NFE, "Sign character in wrong position")
    digits = text[i:]
    return _parse_radix(("-" if negative else "") + digits, radix, bits, ("-" if negative else "") + digits)


def _parse_radix(text: str, radix: int, bits: int, shown: str) -> int:
    if not text:
        raise number_format(shown)
    i, negative = 0, False
    if text[0] in "+-":
        if len(text) == 1:
            raise number_format(shown)
        negative, i = text[0] == "-", 1
    value = 0
    for ch in text[i:]:
        digit = _digit(ch, radix)
        if digit is None:
            raise number_format(shown)
        value = value * radix + digit
    value = -value if negative else value
    if not -(1 << (bits - 1)) <= value < (1 << (bits - 1)):
        raise number_format(shown)
    return value


def _digit(ch: str, radix: int) -> int | None:
    """``Character.digit(ch, radix)`` for radix 8, 10 and 16 (Unicode decimal digits count)."""
    if radix == 16 and ch.lower() in "abcdef" and ch.isascii():
        return int(ch, 16)
    value = unicodedata.decimal(ch, None)
    return value if value is not None and value < radix else None


class Args:
    """``BasicShellCommandHandler``'s argument cursor over ``argv`` (``cmd`` = ``argv[0]``)."""

    def __init__(self, argv: list[str]):
        self.argv = list(argv)
        self.cmd = self.argv[0] if self.argv else None
        self.pos = 1
        self.cur_data: str | None = None

    def next(self) -> str | None:
        """``getNextArg``."""
        if self.cur_data is not None:
            arg, self.cur_data = self.cur_data, None
            return arg
        if self.pos < len(self.argv):
            self.pos += 1
            return self.argv[self.pos - 1]
        return None

    def required(self) -> str:
        """``getNextArgRequired``.

        Raises:
          JavaException: ``IllegalArgumentException: Argument expected after "PREV"``.
        """
        arg = self.next()
        if arg is None:
            raise illegal_argument(f'Argument expected after "{self.argv[self.pos - 1]}"')
        return arg

    def option(self) -> str | None:
        """``getNextOption``: the next ``-x``/``--xyz`` argument, None at the first operand
        or after ``--``.

        Raises:
          JavaException: the previous option's attached data was not consumed.
        """
        if self.cur_data is not None:
            raise illegal_argument(f'No argument expected after "{self.argv[self.pos - 1]}"')
        if self.pos >= len(self.argv) or not self.argv[self.pos].startswith("-"):
            return None
        arg = self.argv[self.pos]
        self.pos += 1
        if arg == "--":
            return None
        if len(arg) > 2 and arg[1] != "-":
            self.cur_data = arg[2:]
            return arg[:2]
        return arg


def exception(cmd: str | None, exc: JavaException, frames: tuple[str, ...] = ()) -> Result:
    """``BasicShellCommandHandler.exec`` printing an exception out of ``onCommand``: stderr,
    exit 255. ``frames`` are the stack lines (abridged) [inferred]."""
    trace = "".join(f"\tat {frame}\n" for frame in frames)
    name = "null" if cmd is None else cmd
    text = f"\nException occurred while executing '{name}':\n{exc}\n{trace}"
    return b"", text.encode("utf-8", "surrogateescape"), 255
