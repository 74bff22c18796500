"""``find``, ``stat`` and the checksum commands (``md5sum``, ``sha1sum``, ``sha256sum``).

Sources: toybox ``toys/posix/find.c`` (expressions ``-name -iname -path -type -mindepth
-maxdepth -prune -delete -print -o -a ! ( )``; ``-delete`` implies depth-first order, under
which ``-prune`` has no effect; ``-prune`` is true and keeps ``find`` out of that
directory),
``toys/other/stat.c`` (``-c`` escapes), ``lib/hash`` output ``<hex>  <name>``.
"""

from __future__ import annotations

import fnmatch
import hashlib
import stat as stat_mod

from venus_tasks.sim.clock import strftime
from venus_tasks.sim.shell.commands.base import Result, UsageError, fail, parse_opts, usage
from venus_tasks.sim.storage.vfs import FsError, StatResult, mode_string
from venus_tasks.sim.system.identity import name_of


class _FindError(Exception):
    pass


def find(ctx, args: list[str]) -> Result:
    i = 0
    while i < len(args) and args[i] in ("-H", "-L", "-P"):   # symlinks below starts are not followed
        i += 1
    paths = []
    while i < len(args) and not args[i].startswith("-") and args[i] not in ("!", "("):
        paths.append(args[i])
        i += 1
    try:
        q = _Query(args[i:])
    except _FindError as exc:
        return fail(f"find: {exc}\n")
    out: list[str] = []
    errs: list[str] = []
    for start in paths or ["."]:
        try:
            entries = list(ctx.vfs.walk(start, ctx.cwd, ctx.cred))
        except FsError as exc:
            errs.append(f"find: {start}: {exc.strerror}\n")
            continue
        for path, node, _ in entries:
            if node.is_dir:
                real = ctx.vfs.realpath(path, ctx.cwd, ctx.cred)
                if not ctx.vfs.access(real, 4 | 1, cred=ctx.cred):
                    errs.append(f"find: {path}: Permission denied\n")
        if q.depth_first:
            entries = _post_order(entries)
        pruned: list[str] = []
        for path, node, depth in entries:
            if any(path.startswith(p) for p in pruned):
                continue
            if depth < q.mindepth or (q.maxdepth is not None and depth > q.maxdepth):
                continue
            q.prune = False
            q.evaluate(ctx, path, node, out, errs)
            if q.prune and node.is_dir and not q.depth_first:
                pruned.append(path.rstrip("/") + "/")
    failed = q.flush(ctx, out, errs)
    return "".join(out).encode(), "".join(errs).encode(), 1 if errs or failed else 0


def _run_into(ctx, argv: list[str], out: list[str], errs: list[str]) -> int:
    """Run ``argv`` as a child of ``find`` (no shell parsing: each path is one argument),
    appending its output; returns its exit status."""
    stdout, stderr, code = ctx.invoke(argv)
    out.append(stdout.decode("utf-8", "replace"))
    if stderr:
        errs.append(stderr.decode("utf-8", "replace"))
    return code


def _post_order(entries):
    """Reorder pre-order ``(path, node, depth)`` so children come before their directory."""
    out, stack = [], []
    for entry in entries:
        while stack and stack[-1][2] >= entry[2]:
            out.append(stack.pop())
        stack.append(entry)
    out.extend(reversed(stack))
    return out


class _Query:
    """A parsed find expression; ``evaluate`` runs it (with actions) on one entry."""

    def __init__(self, args: list[str]):
        self.args, self.pos = args, 0
        self.mindepth, self.maxdepth = 0, None
        self.has_action = False
        self.depth_first = False
        self.prune = False                 # set by -prune for the entry being evaluated
        self.batches: list[tuple[list[str], list[str]]] = []   # -exec ... {} +: (command, paths)
        self.tree = self._or() if args else ("true",)
        if self.pos != len(args):
            raise _FindError(f"bad arg '{args[self.pos]}'")

    def _peek(self):
        return self.args[self.pos] if self.pos < len(self.args) else None

    def _take(self, what: str) -> str:
        if self.pos >= len(self.args):
            raise _FindError(f"'{what}' needs 1 arg")
        self.pos += 1
        return self.args[self.pos - 1]

    def _or(self):
        node = self._and()
        while self._peek() in ("-o", "-or"):
            self.pos += 1
            node = ("or", node, self._and())
        return node

    def _and(self):
        node = self._not()
        while self._peek() not in (None, "-o", "-or", ")"):
            if self._peek() in ("-a", "-and"):
                self.pos += 1
            node = ("and", node, self._not())
        return node

    def _not(self):
        if self._peek() in ("!", "-not"):
            self.pos += 1
            return ("not", self._not())
        return self._primary()

    def _primary(self):
        tok = self._take("expression")
        if tok == "(":
            node = self._or()
            if self._take(")") != ")":
                raise _FindError("missing ')'")
            return node
        if tok in ("-name", "-iname", "-path", "-ipath", "-wholename"):
            return (tok, self._take(tok))
        if tok == "-type":
            kinds = self._take(tok)
            if any(k not in "fdlpsbc," for k in kinds):
                raise _FindError(f"bad -type '{kinds}'")
            return ("-type", kinds)
        if tok in ("-mindepth", "-maxdepth"):
            value = self._take(tok)
            if not value.isdigit():
                raise _FindError(f"bad {tok} '{value}'")
            if tok == "-mindepth":
                self.mindepth = int(value)
            else:
                self.maxdepth = int(value)
            return ("true",)
        if tok in ("-print", "-print0", "-delete"):
            self.has_action = True
            self.depth_first |= tok == "-delete"
            return (tok,)
        if tok in ("-depth", "-xdev", "-mount"):
            self.depth_first |= tok == "-depth"
            return ("true",)
        if tok == "-empty":
            return ("-empty",)
        if tok == "-prune":
            return ("-prune",)
        if tok in ("-exec", "-ok"):
            return self._exec(tok)
        raise _FindError(f"bad arg '{tok}'")

    def _exec(self, tok: str):
        """``-exec CMD ARGS... ;`` (once per entry, true if it exits 0) or ``-exec CMD
        ARGS... {} +`` (entries batched onto one command line, always true), as toybox
        ``find.c``; without a terminator toybox says ``'-exec' needs 1 arg``."""
        command = []
        while self.pos < len(self.args):
            word = self.args[self.pos]
            self.pos += 1
            if word == ";" or (word == "+" and command[-1:] == ["{}"]):
                if not command or (word == "+" and len(command) == 1):
                    break
                self.has_action = True
                if word == "+":
                    self.batches.append((command[:-1], []))
                    return ("-exec+", len(self.batches) - 1)
                return ("-exec", tuple(command))
            command.append(word)
        raise _FindError(f"'{tok}' needs 1 arg")

    def flush(self, ctx, out: list[str], errs: list[str]) -> bool:
        """Run the batched ``-exec ... {} +`` commands; True if one of them failed."""
        failed = False
        for command, paths in self.batches:
            if paths:
                failed |= _run_into(ctx, [*command, *paths], out, errs) != 0
        return failed

    def evaluate(self, ctx, path: str, node, out: list[str], errs: list[str]) -> None:
        if self._eval(self.tree, ctx, path, node, out, errs) and not self.has_action:
            out.append(path + "\n")

    def _eval(self, t, ctx, path, node, out, errs) -> bool:
        kind = t[0]
        if kind == "true":
            return True
        if kind == "and":
            return self._eval(t[1], ctx, path, node, out, errs) and \
                self._eval(t[2], ctx, path, node, out, errs)
        if kind == "or":
            return self._eval(t[1], ctx, path, node, out, errs) or \
                self._eval(t[2], ctx, path, node, out, errs)
        if kind == "not":
            return not self._eval(t[1], ctx, path, node, out, errs)
        base = path.rstrip("/").rsplit("/", 1)[-1] or "/"
        if kind == "-name":
            return fnmatch.fnmatchcase(base, t[1])
        if kind == "-iname":
            return fnmatch.fnmatchcase(base.lower(), t[1].lower())
        if kind in ("-path", "-wholename"):
            return fnmatch.fnmatchcase(path, t[1])
        if kind == "-ipath":
            return fnmatch.fnmatchcase(path.lower(), t[1].lower())
        if kind == "-type":
            letter = "d" if node.is_dir else "l" if node.is_link else "f" if node.is_file else "c"
            return letter in t[1].split(",") or letter in t[1]
        if kind == "-empty":
            return (node.is_dir and not node.children) or (node.is_file and not node.data)
        if kind == "-prune":
            self.prune = True
            return True
        if kind in ("-print", "-print0"):
            out.append(path + ("\n" if kind == "-print" else "\0"))
            return True
        if kind == "-exec":
            return _run_into(ctx, [path if w == "{}" else w for w in t[1]], out, errs) == 0
        if kind == "-exec+":
            self.batches[t[1]][1].append(path)
            return True
        if kind == "-delete":
            try:
                if node.is_dir:
                    ctx.vfs.rmdir(path, ctx.cwd, ctx.cred)
                else:
                    ctx.vfs.unlink(path, ctx.cwd, ctx.cred)
            except FsError as exc:
                errs.append(f"find: {path}: {exc.strerror}\n")
                return False
            return True
        return False


_TYPE_NAMES = {stat_mod.S_IFDIR: "directory", stat_mod.S_IFLNK: "symbolic link",
               stat_mod.S_IFCHR: "character special file", stat_mod.S_IFIFO: "fifo",
               stat_mod.S_IFSOCK: "socket", stat_mod.S_IFBLK: "block special file"}
_DEFAULT_STAT = ("  File: %N\n  Size: %s\t Blocks: %b\t IO Blocks: %o\t%F\n"
                 "Device: fd00h/64768d\t Inode: %i\t Links: %h\n"
                 "Access: (0%a/%A)\tUid: (%5u/%8U)\tGid: (%5g/%8G)\n"
                 "Access: %x\nModify: %y\nChange: %z\n")


def stat(ctx, args: list[str]) -> Result:
    try:
        o = parse_opts(args, flags="tfL", with_arg="c", longs={"format=": "c"})
    except UsageError as exc:
        return usage("stat", exc)
    if not o.operands:
        return fail('stat: Needs 1 argument (see "stat --help")\n')
    fmt = o.value("c")
    fmt = fmt + "\n" if fmt is not None else _DEFAULT_STAT
    tz = ctx.model.timezone()
    out, errs = [], []
    for path in o.operands:
        try:
            st = ctx.vfs.stat(path, ctx.cwd, follow=o.has("L"), cred=ctx.cred)
            target = ""
            if stat_mod.S_ISLNK(st.mode):
                target = ctx.vfs.lookup(path, ctx.cwd, follow=False, cred=ctx.cred).target
        except FsError as exc:
            errs.append(f"stat: '{path}': {exc.strerror}\n")
            continue
        out.append(_stat_format(fmt, path, st, target, tz))
    return "".join(out).encode(), "".join(errs).encode(), 1 if errs else 0


def _stat_format(fmt: str, path: str, st: StatResult, target: str, tz) -> str:
    def when(ns: int) -> str:
        return strftime("%Y-%m-%d %H:%M:%S.%N %z", ns, tz)

    ftype = _TYPE_NAMES.get(stat_mod.S_IFMT(st.mode),
                            "regular empty file" if st.size == 0 else "regular file")
    out, i = [], 0
    while i < len(fmt):
        c = fmt[i]
        if c != "%" or i + 1 >= len(fmt):
            out.append(c)
            i += 1
            continue
        j = i + 1
        while j < len(fmt) and fmt[j] in "-0123456789":
            j += 1
        width, spec = fmt[i + 1:j], fmt[j] if j < len(fmt) else ""
        value = {
            "a": f"{stat_mod.S_IMODE(st.mode):o}", "A": mode_string(st.mode),
            "b": str(st.blocks), "B": "512", "d": "64768", "D": "fd00",
            "f": f"{st.mode:x}", "F": ftype, "g": str(st.gid), "G": name_of(st.gid),
            "h": str(st.nlink), "i": str(st.ino), "n": path,
            "N": f"`{path}'" + (f" -> `{target}'" if target else ""),
            "o": "4096", "s": str(st.size), "t": "0", "T": "0", "u": str(st.uid),
            "U": name_of(st.uid), "x": when(st.atime), "X": str(st.atime // 10**9),
            "y": when(st.mtime), "Y": str(st.mtime // 10**9), "z": when(st.ctime),
            "Z": str(st.ctime // 10**9), "%": "%",
        }.get(spec)
        if value is None:
            out.append(fmt[i:j + 1])
        else:
            out.append(f"{value:{'<' if width.startswith('-') else '>'}{width.lstrip('-') or 0}}"
                       if width else value)
        i = j + 1
    return "".join(out)


def _hasher(algo: str, name: str):
    def handler(ctx, args: list[str]) -> Result:
        try:
            o = parse_opts(args, flags="bcs")
        except UsageError as exc:
            return usage(name, exc)
        out, errs = [], []
        for path in o.operands or ["-"]:
            if path == "-":
                data = ctx.stdin
            else:
                try:
                    data = ctx.vfs.read(path, ctx.cwd, ctx.cred)
                except FsError as exc:
                    errs.append(f"{name}: {path}: {exc.strerror}\n")
                    continue
            digest = hashlib.new(algo, data).hexdigest()
            out.append(f"{digest}\n" if o.has("b") else f"{digest}  {path}\n")
        return "".join(out).encode(), "".join(errs).encode(), 1 if errs else 0
    return handler


COMMANDS = {
    "find": find, "stat": stat, "md5sum": _hasher("md5", "md5sum"),
    "sha1sum": _hasher("sha1", "sha1sum"), "sha256sum": _hasher("sha256", "sha256sum"),
}
