"""Syntax tree of the small sh the simulated ``/system/bin/sh`` (mksh) understands.

A ``Word`` is a list of parts; each part remembers whether it was quoted, because
field splitting and globbing apply only to unquoted text.
"""

from __future__ import annotations

import dataclasses
from typing import Union


@dataclasses.dataclass(frozen=True)
class Lit:
    """Literal text; ``quoted`` text is exempt from globbing."""

    text: str
    quoted: bool = False


@dataclasses.dataclass(frozen=True)
class Var:
    """``$name`` / ``${name}`` / ``$?``; ``quoted`` when inside double quotes."""

    name: str
    quoted: bool = False


@dataclasses.dataclass(frozen=True)
class CmdSub:
    """``$(...)`` or backticks: the source text is parsed when expanded."""

    source: str
    quoted: bool = False


Part = Union[Lit, Var, CmdSub]


@dataclasses.dataclass(frozen=True)
class Word:
    """One shell word as quoted/unquoted parts."""

    parts: tuple[Part, ...]

    def literal(self) -> str | None:
        """The text if the word is made only of unquoted literals (for keywords)."""
        if all(isinstance(p, Lit) and not p.quoted for p in self.parts):
            return "".join(p.text for p in self.parts)
        return None


@dataclasses.dataclass(frozen=True)
class Redirect:
    """``fd op target``: op is ``>``, ``>>``, ``<`` or ``>&``/``<&`` (target ``Word``)."""

    fd: int
    op: str
    target: Word


@dataclasses.dataclass
class Simple:
    """``NAME=v ... cmd args ... redirects``."""

    assigns: list[tuple[str, Word]]
    words: list[Word]
    redirects: list[Redirect]


@dataclasses.dataclass
class Pipeline:
    """``[!] cmd | cmd ...``."""

    commands: list["Command"]
    negate: bool = False


@dataclasses.dataclass
class AndOr:
    """``pipeline && pipeline || ...``."""

    first: Pipeline
    rest: list[tuple[str, Pipeline]]   # ("&&" | "||", pipeline)


@dataclasses.dataclass
class Sequence:
    """A list separated by ``;``, ``&`` or newlines."""

    items: list[AndOr]


@dataclasses.dataclass
class If:
    """``if/elif`` branches ``(condition, body)`` and an optional ``else``."""

    branches: list[tuple[Sequence, Sequence]]
    otherwise: Sequence | None
    redirects: list[Redirect] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class For:
    """``for VAR [in WORDS]; do BODY; done``."""

    var: str
    items: list[Word] | None
    body: Sequence
    redirects: list[Redirect] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class While:
    """``while``/``until`` COND; do BODY; done."""

    cond: Sequence
    body: Sequence
    until: bool = False
    redirects: list[Redirect] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class Group:
    """``{ ...; }`` (same shell) or ``( ... )`` (subshell)."""

    body: Sequence
    subshell: bool
    redirects: list[Redirect] = dataclasses.field(default_factory=list)


Command = Union[Simple, If, For, While, Group]
