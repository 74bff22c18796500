"""Word expansion: parameters, command substitution, field splitting and pathname globbing.

A field under construction is a list of ``(text, quoted)`` chunks so that globbing
(``*``, ``?``, ``[...]``) applies only to unquoted characters, as POSIX requires.
Globbing reads the device's VFS; a pattern with no match stays as written.
"""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.sim.shell import ast
from venus_tasks.sim.storage.vfs import VFS, FsError
from venus_tasks.sim.system.identity import Cred

Chunk = tuple[str, bool]
_IFS = " \t\n"


def expand_fields(word: ast.Word, lookup: Callable[[str], str],
                  substitute: Callable[[str], str]) -> list[list[Chunk]]:
    """Fields of ``word`` after parameter/command expansion and IFS splitting."""
    fields: list[list[Chunk]] = [[]]
    keep = [False]   # field contains a quoted part, so it survives even if empty
    for part in word.parts:
        if isinstance(part, ast.Lit):
            fields[-1].append((part.text, part.quoted))
            keep[-1] = keep[-1] or part.quoted
            continue
        value = lookup(part.name) if isinstance(part, ast.Var) else substitute(part.source)
        if part.quoted:
            fields[-1].append((value, True))
            keep[-1] = True
            continue
        pieces = re.split(r"[ \t\n]+", value)
        for i, piece in enumerate(pieces):
            if i > 0:
                fields.append([])
                keep.append(False)
            if piece:
                fields[-1].append((piece, False))
    return [f for f, k in zip(fields, keep) if k or "".join(t for t, _ in f)]


def field_text(field: list[Chunk]) -> str:
    return "".join(text for text, _ in field)


def has_glob(field: list[Chunk]) -> bool:
    return any(not quoted and any(c in text for c in "*?[") for text, quoted in field)


def glob(field: list[Chunk], vfs: VFS, cwd: str, cred: Cred) -> list[str]:
    """Paths matching the unquoted glob characters of ``field``, sorted; [] if none."""
    chars = [(c, q) for text, q in field for c in text]
    comps: list[list[tuple[str, bool]]] = [[]]
    for c, q in chars:
        if c == "/":
            comps.append([])
        else:
            comps[-1].append((c, q))
    absolute = bool(chars) and chars[0][0] == "/"
    if absolute:
        comps = comps[1:]
    results = [("/" if absolute else "", "/" if absolute else cwd)]
    for idx, comp in enumerate(comps):
        last = idx == len(comps) - 1
        text = "".join(c for c, _ in comp)
        nxt = []
        for shown, real in results:
            if not comp:              # "a//b" or trailing slash
                nxt.append((shown, real))
                continue
            if not any(not q and c in "*?[" for c, q in comp):
                names = [text]
            else:
                rx = _component_regex(comp)
                try:
                    names = sorted(n for n in vfs.listdir(real, cred=cred)
                                   if rx.match(n) and (text.startswith(".") or not n.startswith(".")))
                except FsError:
                    names = []
            for name in names:
                path_real = real.rstrip("/") + "/" + name
                if not vfs.exists(path_real, cred=cred, follow=not last):
                    continue
                sep = "" if not shown or shown.endswith("/") else "/"
                nxt.append((shown + sep + name, path_real))
        results = nxt
    return sorted(shown for shown, _ in results)


def _component_regex(comp: list[tuple[str, bool]]) -> re.Pattern:
    out, i = [], 0
    while i < len(comp):
        c, q = comp[i]
        if q:
            out.append(re.escape(c))
        elif c == "*":
            out.append(".*")
        elif c == "?":
            out.append(".")
        elif c == "[":
            j = i + 1
            body = []
            if j < len(comp) and comp[j][0] in "!^":
                body.append("^")
                j += 1
            if j < len(comp) and comp[j][0] == "]":
                body.append(r"\]")
                j += 1
            while j < len(comp) and comp[j][0] != "]":
                ch = comp[j][0]
                body.append("\\" + ch if ch in "\\^" else ch)
                j += 1
            if j >= len(comp):
                out.append(r"\[")
            else:
                out.append("[" + "".join(body) + "]")
                i = j
        else:
            out.append(re.escape(c))
        i += 1
    return re.compile("".join(out) + r"\Z", re.S)
