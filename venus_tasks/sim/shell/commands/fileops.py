"""File commands: ``cat rm mkdir touch cp mv chmod chown ln pwd realpath basename dirname``.

Wording is toybox 0.8.6's (``toys/posix/*.c``): ``cat: PATH: <strerror>``,
``rm: PATH: <strerror>``, ``mkdir: 'PATH': <strerror>``, ``touch: 'PATH': <strerror>``,
``cp: bad 'PATH': <strerror>``; every failure sets exit status 1.
"""

from __future__ import annotations

import datetime
import errno
import posixpath
import re
import stat as stat_mod

from venus_tasks.sim.shell.commands.base import Result, UsageError, fail, ok, parse_opts, usage
from venus_tasks.sim.storage.vfs import FsError
from venus_tasks.sim.system.identity import uid_of


def _read_operands(ctx, operands: list[str], name: str) -> tuple[bytes, list[str]]:
    """Concatenate files ("-" = stdin); returns (data, error lines)."""
    data, errs = bytearray(), []
    for path in operands or ["-"]:
        if path == "-":
            data += ctx.stdin
            continue
        try:
            data += ctx.vfs.read(path, ctx.cwd, ctx.cred)
        except FsError as exc:
            errs.append(f"{name}: {path}: {exc.strerror}\n")
    return bytes(data), errs


def cat(ctx, args: list[str]) -> Result:
    try:
        o = parse_opts(args, flags="uvteAn")
    except UsageError as exc:
        return usage("cat", exc)
    data, errs = _read_operands(ctx, o.operands, "cat")
    return data, "".join(errs).encode(), 1 if errs else 0


def rm(ctx, args: list[str]) -> Result:
    try:
        o = parse_opts(args, flags="fiRrv")
    except UsageError as exc:
        return usage("rm", exc)
    if not o.operands and not o.has("f"):
        return fail('rm: Needs 1 argument (see "rm --help")\n')
    recursive = o.has("r") or o.has("R")
    errs: list[str] = []
    out: list[str] = []
    for path in o.operands:
        if path == "/":
            errs.append("rm: rm /. if you mean it\n")
            continue
        if posixpath.basename(path.rstrip("/")) in (".", ".."):
            errs.append(f"rm: bad path {path}\n")
            continue
        try:
            node = ctx.vfs.lookup(path, ctx.cwd, follow=False, cred=ctx.cred)
        except FsError as exc:
            if not (o.has("f") and exc.errno == errno.ENOENT):
                errs.append(f"rm: {path}: {exc.strerror}\n")
            continue
        if node.is_dir and not recursive:
            errs.append(f"rm: {path}: Is a directory\n")
            continue
        _remove(ctx, path, node, errs, out if o.has("v") else None)
    return "".join(out).encode(), "".join(errs).encode(), 1 if errs else 0


def _remove(ctx, path: str, node, errs: list[str], verbose: list[str] | None) -> bool:
    vfs = ctx.vfs
    if node.is_dir:
        try:
            names = vfs.listdir(path, ctx.cwd, ctx.cred)
        except FsError as exc:
            errs.append(f"rm: {path}: {exc.strerror}\n")
            return False
        ok_all = True
        for name in names:
            child = path.rstrip("/") + "/" + name
            ok_all &= _remove(ctx, child, vfs.lookup(child, ctx.cwd, follow=False), errs, verbose)
        if not ok_all:
            return False
        try:
            vfs.rmdir(path, ctx.cwd, ctx.cred)
        except FsError as exc:
            errs.append(f"rm: {path}: {exc.strerror}\n")
            return False
    else:
        try:
            vfs.unlink(path, ctx.cwd, ctx.cred)
        except FsError as exc:
            errs.append(f"rm: {path}: {exc.strerror}\n")
            return False
    if verbose is not None:
        verbose.append(f"rm{'dir' if node.is_dir else ''} '{path}'\n")
    return True


def mkdir(ctx, args: list[str]) -> Result:
    try:
        o = parse_opts(args, flags="pv", with_arg="mZ")
    except UsageError as exc:
        return usage("mkdir", exc)
    if not o.operands:
        return fail('mkdir: Needs 1 argument (see "mkdir --help")\n')
    mode = int(o.value("m"), 8) if o.value("m") else 0o777
    errs = []
    for path in o.operands:
        try:
            ctx.vfs.mkdir(path, ctx.cwd, ctx.cred, mode=mode, parents=o.has("p"))
        except FsError as exc:
            errs.append(f"mkdir: '{path}': {exc.strerror}\n")
    return b"", "".join(errs).encode(), 1 if errs else 0


def _touch_time(ctx, o) -> int | None:
    """The time ``-d DATE`` or ``-t STAMP`` names, in ns; the device's now without them;
    None when unparseable. ``-d``: ``@SECONDS``, ``YYYY-MM-DD``, ``YYYY-MM-DD[ T]hh:mm[:ss]``;
    ``-t``: ``[[CC]YY]MMDDhhmm[.ss]`` (toybox ``touch``), both in the device's time zone."""
    tz = ctx.model.timezone()
    if o.value("d") is not None:
        text = o.value("d").strip()
        if re.fullmatch(r"@\d+", text):
            return int(text[1:]) * 10**9
        m = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)(?:[ T](\d\d):(\d\d)(?::(\d\d))?)?", text)
        fields = [int(g) if g else 0 for g in m.groups()] if m else None
    elif o.value("t") is not None:
        m = re.fullmatch(r"(\d{2}|\d{4})?(\d\d)(\d\d)(\d\d)(\d\d)(?:\.(\d\d))?", o.value("t"))
        if m is None:
            return None
        year = m.group(1)
        now_year = datetime.datetime.fromtimestamp(ctx.model.clock.now_ns() / 1e9, tz).year
        y = now_year if year is None else int(year) if len(year) == 4 else (2000 if int(year) < 69 else 1900) + int(year)
        fields = [y, *(int(g) for g in m.groups()[1:5]), int(m.group(6) or 0)]
    else:
        return ctx.model.clock.now_ns()
    try:
        when = datetime.datetime(*fields, tzinfo=tz) if fields else None
    except ValueError:
        return None
    return None if when is None else int(when.timestamp()) * 10**9


def touch(ctx, args: list[str]) -> Result:
    """``touch [-acmh] [-d DATE|-t STAMP] FILE...``: create or set times (see ``_touch_time``;
    a bad date prints ``touch: bad date 'X'``, exit 1 [inferred from toybox's xparsedate])."""
    try:
        o = parse_opts(args, flags="acmh", with_arg="dtr")
    except UsageError as exc:
        return usage("touch", exc)
    now = _touch_time(ctx, o)
    if now is None:
        return fail(f"touch: bad date '{o.value('d') if o.value('d') is not None else o.value('t')}'\n")
    errs = []
    for path in o.operands:
        try:
            if not ctx.vfs.exists(path, ctx.cwd, cred=ctx.cred):
                if o.has("c"):
                    continue
                ctx.vfs.write(path, b"", ctx.cwd, ctx.cred)
            ctx.vfs.utime(path, None if o.has("m") and not o.has("a") else now,
                          None if o.has("a") and not o.has("m") else now, ctx.cwd, ctx.cred)
        except FsError as exc:
            errs.append(f"touch: '{path}': {exc.strerror}\n")
    return b"", "".join(errs).encode(), 1 if errs else 0


def cp(ctx, args: list[str]) -> Result:
    return _copy_or_move(ctx, args, move=False)


def mv(ctx, args: list[str]) -> Result:
    return _copy_or_move(ctx, args, move=True)


def _copy_or_move(ctx, args: list[str], move: bool) -> Result:
    name = "mv" if move else "cp"
    try:
        o = parse_opts(args, flags="fivnTuFHLPdlprRsaDx" if not move else "fivnTu")
    except UsageError as exc:
        return usage(name, exc)
    if len(o.operands) < 2:
        return fail(f'{name}: Needs 2 arguments (see "{name} --help")\n')
    *srcs, dest = o.operands
    vfs = ctx.vfs
    dest_node = vfs.resolve(dest, ctx.cwd, True, ctx.cred).node if vfs.exists(dest, ctx.cwd, cred=ctx.cred) else None
    destdir = dest_node is not None and dest_node.is_dir
    if len(srcs) > 1 and not destdir:
        return fail(f"{name}: '{dest}' not directory\n")
    recursive = move or o.has("r") or o.has("R") or o.has("a")
    preserve = move or o.has("a") or o.has("p")
    errs: list[str] = []
    for src in srcs:
        src_clean = src.rstrip("/") or "/"
        target = f"{dest.rstrip('/')}/{posixpath.basename(src_clean)}" if destdir else dest
        try:
            node = vfs.lookup(src_clean, ctx.cwd, follow=not (move or o.has("a") or o.has("d") or o.has("P")), cred=ctx.cred)
        except FsError as exc:
            errs.append(f"{name}: bad '{src}': {exc.strerror}\n")
            continue
        if move:
            try:
                vfs.rename(src_clean, target, ctx.cwd, ctx.cred)
            except FsError as exc:
                errs.append(f"{name}: bad '{src}': {exc.strerror}\n")
            continue
        if node.is_dir and not recursive:
            errs.append(f"{name}: Skipped dir '{src_clean}'\n")
            continue
        _copy_node(ctx, src_clean, node, target, preserve, o.has("n"), errs)
    return b"", "".join(errs).encode(), 1 if errs else 0


def _copy_node(ctx, src: str, node, dst: str, preserve: bool, no_clobber: bool,
               errs: list[str]) -> None:
    vfs, cred = ctx.vfs, ctx.cred
    try:
        if node.is_dir:
            existing = vfs.resolve(dst, ctx.cwd, True, cred).node
            if existing is None:
                vfs.mkdir(dst, ctx.cwd, cred, mode=stat_mod.S_IMODE(node.mode) | 0o200)
            elif not existing.is_dir:
                errs.append(f"cp: dir at '{src}'\n")
                return
            for name, child in list(node.children.items()):
                _copy_node(ctx, f"{src}/{name}", child, f"{dst.rstrip('/')}/{name}", preserve,
                           no_clobber, errs)
        elif node.is_link:
            if vfs.exists(dst, ctx.cwd, follow=False, cred=cred):
                vfs.unlink(dst, ctx.cwd, cred)
            vfs.symlink(node.target, dst, ctx.cwd, cred)
            return
        else:
            if no_clobber and vfs.exists(dst, ctx.cwd, cred=cred):
                return
            data = vfs.read(src, ctx.cwd, cred)
            vfs.write(dst, data, ctx.cwd, cred, mode=stat_mod.S_IMODE(node.mode))
        if preserve:
            vfs.utime(dst, node.atime, node.mtime, ctx.cwd, cred)
            if not vfs.is_fuse(vfs.realpath(dst, ctx.cwd, cred)):
                vfs.chmod(dst, stat_mod.S_IMODE(node.mode), ctx.cwd, cred)
                if cred.is_root:
                    vfs.chown(dst, node.uid, node.gid, ctx.cwd, cred)
    except FsError as exc:
        errs.append(f"cp: '{dst}': {exc.strerror}\n")


def chmod(ctx, args: list[str]) -> Result:
    try:
        o = parse_opts(args, flags="Rfv")
    except UsageError as exc:
        return usage("chmod", exc)
    if len(o.operands) < 2:
        return fail('chmod: Needs 2 arguments (see "chmod --help")\n')
    spec, *paths = o.operands
    errs: list[str] = []
    for path in paths:
        for target in _targets(ctx, path, o.has("R")):
            try:
                node = ctx.vfs.lookup(target, ctx.cwd, cred=ctx.cred)
                mode = _apply_mode(spec, stat_mod.S_IMODE(node.mode), node.is_dir)
                ctx.vfs.chmod(target, mode, ctx.cwd, ctx.cred)
            except ValueError:
                return fail(f"chmod: bad mode '{spec}'\n")
            except FsError as exc:
                errs.append(f"chmod: {target}: {exc.strerror}\n")
    return b"", "".join(errs).encode(), 1 if errs else 0


def _targets(ctx, path: str, recursive: bool) -> list[str]:
    """``path``, or with ``-R`` every path below it too (toybox ``dirtree`` order)."""
    if recursive:
        try:
            return [p for p, _, _ in ctx.vfs.walk(path, ctx.cwd, ctx.cred)]
        except FsError:
            pass
    return [path]


def _apply_mode(spec: str, mode: int, is_dir: bool) -> int:
    """Octal or symbolic (``u+x,go-w``, ``a=r``, ``+X``) mode. Raises ValueError."""
    if spec and all(c in "01234567" for c in spec):
        return int(spec, 8)
    for clause in spec.split(","):
        i = 0
        who = ""
        while i < len(clause) and clause[i] in "ugoa":
            who += clause[i]
            i += 1
        if i >= len(clause) or clause[i] not in "+-=":
            raise ValueError(spec)
        who = who or "a"
        while i < len(clause) and clause[i] in "+-=":
            op = clause[i]
            i += 1
            perms = ""
            while i < len(clause) and clause[i] in "rwxXst":
                perms += clause[i]
                i += 1
            bits = 0
            for p in perms:
                base = {"r": 4, "w": 2, "x": 1, "X": 1 if is_dir or mode & 0o111 else 0}.get(p, 0)
                for w in who.replace("a", "ugo"):
                    shift = {"u": 6, "g": 3, "o": 0}[w]
                    bits |= base << shift
                    if p == "s" and w in "ug":
                        bits |= stat_mod.S_ISUID if w == "u" else stat_mod.S_ISGID
                if p == "t":
                    bits |= stat_mod.S_ISVTX
            mask = 0
            for w in who.replace("a", "ugo"):
                mask |= 7 << {"u": 6, "g": 3, "o": 0}[w]
            if op == "+":
                mode |= bits
            elif op == "-":
                mode &= ~bits
            else:
                mode = (mode & ~mask) | bits
    return mode


def chown(ctx, args: list[str]) -> Result:
    try:
        o = parse_opts(args, flags="RhLHPfv")
    except UsageError as exc:
        return usage("chown", exc)
    if len(o.operands) < 2:
        return fail('chown: Needs 2 arguments (see "chown --help")\n')
    spec, *paths = o.operands
    user, _, group = spec.replace(".", ":", 1).partition(":")
    uid = uid_of(user) if user else None
    gid = uid_of(group) if group else None
    if (user and uid is None) or (group and gid is None):
        return fail(f"chown: bad user '{spec}'\n")
    errs: list[str] = []
    for path in paths:
        for target in _targets(ctx, path, o.has("R")):
            try:
                ctx.vfs.chown(target, uid, gid, ctx.cwd, ctx.cred, follow=not o.has("h"))
            except FsError as exc:
                errs.append(f"chown: {target}: {exc.strerror}\n")
    return b"", "".join(errs).encode(), 1 if errs else 0


def ln(ctx, args: list[str]) -> Result:
    try:
        o = parse_opts(args, flags="sfnvT")
    except UsageError as exc:
        return usage("ln", exc)
    if not o.has("s"):
        return fail("ln: hard links are not supported\n")
    if len(o.operands) != 2:
        return fail('ln: Needs 2 arguments (see "ln --help")\n')
    target, path = o.operands
    try:
        if ctx.vfs.exists(path, ctx.cwd, follow=True, cred=ctx.cred) and \
                ctx.vfs.lookup(path, ctx.cwd, cred=ctx.cred).is_dir:
            path = f"{path.rstrip('/')}/{posixpath.basename(target)}"
        if o.has("f") and ctx.vfs.exists(path, ctx.cwd, follow=False, cred=ctx.cred):
            ctx.vfs.unlink(path, ctx.cwd, ctx.cred)
        ctx.vfs.symlink(target, path, ctx.cwd, ctx.cred)
    except FsError as exc:
        return fail(f"ln: cannot create symlink '{path}': {exc.strerror}\n")
    return ok()


def pwd(ctx, args: list[str]) -> Result:
    return ok(ctx.cwd + "\n")


def realpath(ctx, args: list[str]) -> Result:
    out, errs = [], []
    for path in args:
        try:
            out.append(ctx.vfs.realpath(path, ctx.cwd, ctx.cred) + "\n")
        except FsError as exc:
            errs.append(f"realpath: {path}: {exc.strerror}\n")
    return "".join(out).encode(), "".join(errs).encode(), 1 if errs else 0


def basename(ctx, args: list[str]) -> Result:
    if not args:
        return fail('basename: Needs 1 argument (see "basename --help")\n')
    base = posixpath.basename(args[0].rstrip("/")) or "/"
    if len(args) > 1 and base.endswith(args[1]) and base != args[1]:
        base = base[: -len(args[1])]
    return ok(base + "\n")


def dirname(ctx, args: list[str]) -> Result:
    if not args:
        return fail('dirname: Needs 1 argument (see "dirname --help")\n')
    return ok((posixpath.dirname(args[0].rstrip("/")) or ".") + "\n")


COMMANDS = {
    "cat": cat, "rm": rm, "mkdir": mkdir, "touch": touch, "cp": cp, "mv": mv, "chmod": chmod,
    "chown": chown, "ln": ln, "pwd": pwd, "realpath": realpath, "basename": basename,
    "dirname": dirname,
}
