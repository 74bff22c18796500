"""``sqlite3 DB [SQL]``: the debug-build sqlite3 shell over database files in the VFS.

Output is the CLI's default ``list`` mode (``a|b|c``; NULL prints as empty, reals as
``%!.15g``), ``-header`` adds a header line, ``-separator``/``-csv`` change the mode.
Dot commands: ``.tables``, ``.schema [TABLE]``, ``.headers on|off``, ``.mode list|csv``.
Errors (sqlite 3.32 wording): ``Error: no such table: x``, exit 1. The file is rewritten
only if the statements changed it.
"""

from __future__ import annotations

import csv
import io
import sqlite3

from venus_tasks.sim import appdata
from venus_tasks.sim.shell.commands.base import Result, fail
from venus_tasks.sim.vfs import FsError


def _real(value: float) -> str:
    text = f"{value:.15g}"
    if "." not in text and "e" not in text and "n" not in text and "i" not in text:
        text += ".0"
    return text


def _cell(value) -> bytes:
    if value is None:
        return b""
    if isinstance(value, bytes):
        return value
    if isinstance(value, float):
        return _real(value).encode()
    return str(value).encode()


def sqlite3_(ctx, args: list[str]) -> Result:
    header, sep, mode = False, "|", "list"
    rest = []
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-header", "-headers"):
            header = True
        elif a == "-noheader":
            header = False
        elif a == "-separator" and i + 1 < len(args):
            sep = args[i + 1]
            i += 1
        elif a == "-csv":
            mode, sep = "csv", ","
        elif a in ("-batch", "-bail", "-list", "-readonly"):
            pass
        else:
            rest.append(a)
        i += 1
    if not rest:
        return fail("Usage: sqlite3 [OPTIONS] FILENAME [SQL]\n")
    path, sql = rest[0], " ".join(rest[1:]) or ctx.stdin.decode("utf-8", "replace")
    vfs = ctx.vfs
    try:
        exists = vfs.exists(path, ctx.cwd, cred=ctx.cred)
        original = vfs.read(path, ctx.cwd, ctx.cred) if exists else b""
    except FsError:
        return fail(f'Error: unable to open database "{path}": unable to open database file\n')
    try:
        con = appdata.load_db(original)
    except sqlite3.DatabaseError:
        return fail("Error: file is not a database\n")
    out = io.BytesIO()
    code = 0
    err = b""
    try:
        for stmt in _statements(sql):
            if stmt.startswith("."):
                header, mode, sep = _dot(con, stmt, out, header, mode, sep)
                continue
            try:
                cur = con.execute(stmt)
            except sqlite3.Error as exc:
                err = f"Error: {exc}\n".encode()
                code = 1
                break
            if cur.description is None:
                continue
            rows = cur.fetchall()
            if mode == "csv":
                buf = io.StringIO()
                writer = csv.writer(buf, lineterminator="\n")
                if header:
                    writer.writerow([d[0] for d in cur.description])
                writer.writerows([[_cell(v).decode("utf-8", "replace") for v in r] for r in rows])
                out.write(buf.getvalue().encode())
                continue
            if header and rows:
                out.write(sep.join(d[0] for d in cur.description).encode() + b"\n")
            for r in rows:
                out.write(sep.encode().join(_cell(v) for v in r) + b"\n")
        updated = appdata.dump_db(con)
    finally:
        con.close()
    if updated != original and (exists or len(updated) > 0):
        try:
            vfs.write(path, updated, ctx.cwd, ctx.cred)
        except FsError as exc:
            return out.getvalue(), f"Error: {exc.strerror}\n".encode(), 1
    return out.getvalue(), err, code


def _statements(sql: str) -> list[str]:
    """Split a script into dot commands (whole lines) and complete SQL statements."""
    stmts, buf = [], ""
    for line in sql.splitlines(keepends=True):
        if not buf.strip() and line.strip().startswith("."):
            stmts.append(line.strip())
            buf = ""
            continue
        for ch in line:
            buf += ch
            if ch == ";" and sqlite3.complete_statement(buf):
                stmts.append(buf.strip())
                buf = ""
    if buf.strip():
        stmts.append(buf.strip())
    return stmts


def _dot(con, cmd: str, out: io.BytesIO, header: bool, mode: str, sep: str):
    words = cmd.split()
    name = words[0]
    if name == ".tables":
        names = [r[0] for r in con.execute(
            "SELECT name FROM sqlite_master WHERE type IN ('table','view') "
            "AND name NOT LIKE 'sqlite_%' ORDER BY 1")]
        if names:
            width = max(len(n) for n in names) + 2
            out.write(("".join(n.ljust(width) for n in names).rstrip() + "\n").encode())
    elif name == ".schema":
        q = "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL"
        params: tuple = ()
        if len(words) > 1:
            q += " AND tbl_name LIKE ?"
            params = (words[1],)
        for (sql,) in con.execute(q + " ORDER BY rowid", params):
            out.write(f"{sql};\n".encode())
    elif name in (".headers", ".header"):
        header = len(words) > 1 and words[1] in ("on", "1", "yes")
    elif name == ".mode" and len(words) > 1:
        mode, sep = (words[1], ",") if words[1] == "csv" else ("list", "|")
    return header, mode, sep


COMMANDS = {"sqlite3": sqlite3_}
