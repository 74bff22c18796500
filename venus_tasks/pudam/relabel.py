"""Write computed PUDAM levels into the task modules: ``python -m venus_tasks.pudam.relabel
[--categories hgb,mr]`` runs every selected task's GUI solver on a simulated device
(``venus_tasks.pudam.run.compute``), then rewrites each disagreeing task's
``PUDAM(p, u, d, a, m)`` literal in its ``info = TaskInfo(...)``.

A task that inherits ``info`` from a base class: the base's literal is rewritten when all
the base's tasks computed the same levels; otherwise each task whose levels differ from
the base's gets a line of its own, ``info = dataclasses.replace(Base.info,
pudam=PUDAM(...))``, after its docstring. What cannot be rewritten (no literal in the
assignment, a class made at run time) is listed for a hand edit; nothing is written then
for that task.
"""

from __future__ import annotations

import argparse
import ast
import collections
import dataclasses
import inspect
import re
import sys
from typing import Iterable, Mapping

from venus_tasks.task import PUDAM

_LITERAL = re.compile(r"PUDAM\(\s*\d\s*,\s*\d\s*,\s*\d\s*,\s*\d\s*,\s*\d\s*\)")


def literal(p: PUDAM) -> str:
    return f"PUDAM({p.p}, {p.u}, {p.d}, {p.a}, {p.m})"


def _owner(cls: type) -> type:
    return next(k for k in cls.__mro__ if "info" in k.__dict__)


def _class_node(cls: type) -> tuple[str, ast.ClassDef, int]:
    """(file, the class's AST, the line offset of its source)."""
    lines, start = inspect.getsourcelines(cls)
    text = "".join(lines)
    indent = len(lines[0]) - len(lines[0].lstrip())
    tree = ast.parse("\n".join(line[indent:] for line in text.splitlines()))
    return inspect.getsourcefile(cls), tree.body[0], start - 1


def plan(wanted: Mapping[str, PUDAM], classes: Iterable[type]) -> tuple[list[tuple], list[str]]:
    """Edits to make the labels of ``classes`` equal ``wanted`` (class name -> levels):
    ``("replace", file, first_line, last_line, new_literal)`` for an ``info`` assignment
    (0-based lines, inclusive) and ``("insert", file, line, text)``; and the names of
    tasks that need a hand edit, with why."""
    edits, manual = [], []
    users: dict[type, list[type]] = collections.defaultdict(list)
    for cls in classes:
        if cls.__name__ in wanted:
            users[_owner(cls)].append(cls)
    for owner, mine in users.items():
        counts = collections.Counter(wanted[c.__name__] for c in mine)
        base_value, _ = counts.most_common(1)[0]
        if owner in mine:
            base_value = wanted[owner.__name__]
        others = [c for c in mine if wanted[c.__name__] != base_value]
        if base_value != owner.info.pudam:
            try:
                path, node, offset = _class_node(owner)
            except (OSError, TypeError) as e:
                manual += [f"{c.__name__}: {owner.__name__} has no source ({e})" for c in mine]
                continue
            assign = next((s for s in node.body if isinstance(s, (ast.Assign, ast.AnnAssign))
                           and any(getattr(t, "id", None) == "info"
                                   for t in (s.targets if isinstance(s, ast.Assign) else [s.target]))), None)
            if assign is None:
                manual.append(f"{owner.__name__}: no info assignment in its class body")
                continue
            edits.append(("replace", path, offset + assign.lineno - 1, offset + assign.end_lineno - 1,
                          literal(base_value)))
        for c in others:
            try:
                path, node, offset = _class_node(c)
            except (OSError, TypeError) as e:
                manual.append(f"{c.__name__}: no source ({e})")
                continue
            first = node.body[0]
            after = first.end_lineno if isinstance(first, ast.Expr) and isinstance(
                getattr(first, "value", None), ast.Constant) else node.lineno
            lines, _ = inspect.getsourcelines(c)
            indent = " " * (len(lines[0]) - len(lines[0].lstrip()) + 4)
            edits.append(("insert", path, offset + after,
                          f"{indent}info = dataclasses.replace({owner.__name__}.info, pudam={literal(wanted[c.__name__])})\n"))
    return edits, manual


def apply(edits: list[tuple]) -> list[str]:
    """Apply ``plan``'s edits (bottom up in each file); the files changed. Raises
    ValueError when an ``info`` assignment holds no single ``PUDAM(...)`` literal."""
    by_file: dict[str, list[tuple]] = collections.defaultdict(list)
    for e in edits:
        by_file[e[1]].append(e)
    for path, mine in by_file.items():
        with open(path, encoding="utf-8") as f:
            lines = f.readlines()
        for e in sorted(mine, key=lambda e: e[2], reverse=True):
            if e[0] == "replace":
                block = "".join(lines[e[2]:e[3] + 1])
                if len(_LITERAL.findall(block)) != 1:
                    raise ValueError(f"{path}:{e[2] + 1}: the info assignment holds no single PUDAM(...) literal; "
                                     f"edit it by hand to {e[4]}")
                new = _LITERAL.sub(e[4], block).splitlines(keepends=True)
                lines[e[2]:e[3] + 1] = new
            else:
                lines.insert(e[2], e[3])
        text = "".join(lines)
        if any(e[0] == "insert" for e in mine) and not re.search(r"^import dataclasses$", text, re.M):
            future = "from __future__ import annotations\n\n"
            at = text.find(future)
            if at < 0:
                raise ValueError(f"{path}: no 'from __future__ import annotations' to put 'import dataclasses' after")
            at += len(future)
            rest = text[at:]
            text = text[:at] + "import dataclasses\n" + ("" if rest.startswith("import ") else "\n") + rest
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    return sorted(by_file)


def main(argv: list[str] | None = None) -> int:
    """Compute, plan, apply; prints each change. 0, or 1 when a task needs a hand edit
    or a solver failed."""
    from venus_tasks import registry
    from venus_tasks.pudam.run import compute
    from venus_tasks.task import Category

    parser = argparse.ArgumentParser(prog="python -m venus_tasks.pudam.relabel", description=__doc__.split("\n\n")[0])
    parser.add_argument("--suite", default="venus")
    parser.add_argument("--categories", default="", help="comma-separated category codes (default: all)")
    args = parser.parse_args(argv)
    cats = [Category.parse(c) for c in args.categories.split(",") if c.strip()]
    classes = registry.select(args.suite, categories=cats)
    runs = compute(classes)
    failed = [f"{r.name}: {r.error}" for r in runs if r.levels is None]
    wanted = {r.name: r.levels.pudam for r in runs if r.levels is not None}
    for r in runs:
        for line in r.disagreements():
            print(f"{r.name}: {line}")
    edits, manual = plan(wanted, classes)
    changed = apply(edits)
    print(f"{len(edits)} edits in {len(changed)} files", *changed, sep="\n  ")
    for line in failed + manual:
        print(f"not relabelled: {line}", file=sys.stderr)
    return 1 if failed or manual else 0


if __name__ == "__main__":
    sys.exit(main())
