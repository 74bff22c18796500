"""``sqlite3 DB [SQL]``: the debug-build sqlite3 shell over database files in the VFS.

Output is the CLI's default ``list`` mode (``a|b|c``; NULL prints as empty, reals as
``%!.15g``), ``-header`` adds a header line, ``-separator``/``-csv`` change the mode.
Dot commands: ``.tables``, ``.schema [TABLE]``, ``.headers on|off``, ``.mode list|csv``.
Errors (sqlite 3.32 wording): ``Error: no such table: x``, exit 1; from a stdin script
``Error: near line N: ...``. A database that cannot be opened (missing folder) gives
``Error: unable to open database "PATH": unable to open database file``, exit 1. The file
is created empty when missing and rewritten only if the statements changed it.
"""

from __future__ import annotations

import csv
import io
import sqlite3

from venus_tasks.sim.shell.commands.base import Result, fail
from venus_tasks.sim.storage import appdata
from venus_tasks.sim.storage.vfs import FsError


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
    """``sqlite3 [OPTIONS] FILENAME [SQL...]`` (sqlite 3.32 ``shell.c``, as in Android 13).

    With SQL arguments they run in order and the first error ends the command
    (``Error: <msg>``, exit 1). Without, the script comes from stdin (``sqlite3 DB <
    script``, ``... | sqlite3 DB``; ``process_input``): every statement runs, an error
    prints ``Error: near line N: <msg>`` (N = the line the statement starts on) and the
    script goes on (``-bail`` stops it); the exit code is 1 if any statement failed.

    The database opens when the first statement or dot command runs (nothing to run:
    exit 0, no file). Opening creates a missing file (empty); when it cannot be opened
    (its folder is missing or not searchable or writable, or it is a directory) the shell
    prints ``Error: unable to open database "<FILENAME>": unable to open database file``
    and exits 1 (``open_db``).
    """
    header, sep, mode, bail = False, "|", "list", False
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
        elif a == "-bail":
            bail = True
        elif a in ("-batch", "-list", "-readonly"):
            pass
        else:
            rest.append(a)
        i += 1
    if not rest:
        return fail("Usage: sqlite3 [OPTIONS] FILENAME [SQL]\n")
    path = rest[0]
    from_stdin = len(rest) == 1
    script = ctx.stdin.decode("utf-8", "replace") if from_stdin else " ".join(rest[1:])
    stmts = _statements(script)
    if not stmts:
        return b"", b"", 0
    vfs = ctx.vfs
    original = _open(ctx, path)
    if original is None:
        return fail(f'Error: unable to open database "{path}": unable to open database file\n')
    try:
        con = appdata.load_db(original)
    except sqlite3.DatabaseError:
        con = None
    out = io.BytesIO()
    errors: list[bytes] = []
    updated = original
    try:
        for line, stmt in stmts:
            if stmt.startswith("."):
                if con is not None:
                    header, mode, sep = _dot(con, stmt, out, header, mode, sep)
                continue
            try:
                if con is None:
                    raise sqlite3.DatabaseError("file is not a database")
                cur = con.execute(stmt)
            except sqlite3.Error as exc:
                prefix = f"Error: near line {line}:" if from_stdin else "Error:"
                errors.append(f"{prefix} {exc}\n".encode())
                if not from_stdin or bail:
                    break
                continue
            if cur.description is None:
                continue
            _print_rows(cur, out, header, mode, sep)
        if con is not None:
            updated = _dump(con)
    finally:
        if con is not None:
            con.close()
    if updated != original:
        try:
            vfs.write(path, updated, ctx.cwd, ctx.cred)
        except FsError as exc:
            return out.getvalue(), b"".join(errors) + f"Error: {exc.strerror}\n".encode(), 1
    return out.getvalue(), b"".join(errors), 1 if errors else 0


def _dump(con) -> bytes:
    """The file bytes of ``con``; a database with no pages (nothing was ever created in an
    empty file) stays an empty file (``serialize`` refuses it)."""
    try:
        return appdata.dump_db(con)
    except sqlite3.OperationalError:
        if con.execute("PRAGMA page_count").fetchone()[0] == 0:
            return b""
        raise


def _open(ctx, path: str) -> bytes | None:
    """The database file's bytes, creating it (empty) when missing; None when sqlite's
    ``open`` would fail (``SQLITE_CANTOPEN``)."""
    vfs = ctx.vfs
    try:
        res = vfs.resolve(path, ctx.cwd, True, ctx.cred)
        if res.node is None:
            # SQLITE_DEFAULT_FILE_PERMISSIONS (os_unix.c); the adb shell's umask is 0
            vfs.write(path, b"", ctx.cwd, ctx.cred, mode=0o644)
            return b""
        if res.node.is_dir:
            return None
        return vfs.read(path, ctx.cwd, ctx.cred)
    except FsError:
        return None


def _print_rows(cur, out: io.BytesIO, header: bool, mode: str, sep: str) -> None:
    rows = cur.fetchall()
    if mode == "csv":
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        if header:
            writer.writerow([d[0] for d in cur.description])
        writer.writerows([[_cell(v).decode("utf-8", "replace") for v in r] for r in rows])
        out.write(buf.getvalue().encode())
        return
    if header and rows:
        out.write(sep.join(d[0] for d in cur.description).encode() + b"\n")
    for r in rows:
        out.write(sep.encode().join(_cell(v) for v in r) + b"\n")


def _statements(sql: str) -> list[tuple[int, str]]:
    """Split a script into ``(line, text)``: dot commands (whole lines) and complete SQL
    statements, each with the 1-based line its text starts on (``process_input``'s
    ``startline``); an unterminated tail is a statement too."""
    stmts: list[tuple[int, str]] = []
    buf, start = "", 0
    for lineno, line in enumerate(sql.splitlines(keepends=True), 1):
        if not buf.strip() and line.strip().startswith("."):
            stmts.append((lineno, line.strip()))
            buf = ""
            continue
        for ch in line:
            if not buf.strip():
                start = lineno
            buf += ch
            if ch == ";" and sqlite3.complete_statement(buf):
                stmts.append((start, buf.strip()))
                buf = ""
    if buf.strip():
        stmts.append((start, buf.strip()))
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
