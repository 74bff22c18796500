"""``ls``, as toybox 0.8.6 (Android 13) prints it when stdout is not a terminal.

Source: toybox ``toys/posix/ls.c``. Not a tty (adb ``shell:`` with a command runs raw, no
PTY), so output is one name per line. Long format: ``mode nlink user group size
%F %H:%M name`` with columns padded to the widest entry; ``-ll``/``--full-time`` adds
``:%S.%N %z``; ``total N`` (1 KiB blocks) heads a directory listing. A single directory
operand is listed without a ``DIR:`` title. Errors: ``ls: PATH: <strerror>``, exit 1.
"""

from __future__ import annotations

import dataclasses
import stat as stat_mod

from venus_tasks.sim.clock import strftime
from venus_tasks.sim.shell.commands.base import Result, UsageError, parse_opts, usage
from venus_tasks.sim.storage.vfs import FsError, StatResult, mode_string
from venus_tasks.sim.system.identity import name_of


@dataclasses.dataclass
class _Entry:
    name: str          # as displayed
    path: str          # canonical path
    st: StatResult
    target: str = ""   # symlink target


def ls(ctx, args: list[str]) -> Result:
    try:
        o = parse_opts(args, flags="1aAcdFilnoprRStuhgsLH",
                       longs={"full-time": "full-time", "color": "color=", "color-auto": "c"})
    except UsageError as exc:
        return usage("ls", exc)
    long_n = o.count("l") + (2 if o.has("full-time") else 0)
    if (o.has("n") or o.has("o") or o.has("g")) and not long_n:
        long_n = 1
    view = _View(ctx, o, long_n)
    out: list[str] = []
    err: list[str] = []
    files: list[_Entry] = []
    dirs: list[_Entry] = []
    follow_cli = not (long_n or o.has("d") or o.has("F")) or o.has("L") or o.has("H")
    for operand in o.operands or ["."]:
        try:
            res = ctx.vfs.resolve(operand, ctx.cwd, follow_cli, ctx.cred)
            if res.node is None:
                raise FsError(2, operand)
        except FsError as exc:
            err.append(f"ls: {operand}: {exc.strerror}\n")
            continue
        entry = view.entry(operand, res.path, res.node)
        (dirs if res.node.is_dir and not o.has("d") else files).append(entry)
    titled = bool(files) or len(dirs) > 1 or o.has("R")
    printed = False
    if files:
        out.extend(view.render(view.sort(files), total=False))
        printed = True
    for d in view.sort(dirs):
        printed = view.list_dir(d, titled, printed, out, err)
    return "".join(out).encode(), "".join(err).encode(), 1 if err else 0


class _View:
    def __init__(self, ctx, o, long_n: int):
        self.ctx, self.o, self.long_n = ctx, o, long_n
        self.tz = ctx.model.timezone()

    def entry(self, shown: str, path: str, node) -> _Entry:
        st = self.ctx.vfs.node_stat(node, path)
        return _Entry(shown, path, st, node.target if node.is_link else "")

    def sort(self, entries: list[_Entry]) -> list[_Entry]:
        o = self.o
        if o.has("f"):
            return entries
        key_time = "u" if o.has("u") else "c" if o.has("c") else "m"

        def key(e: _Entry):
            t = {"u": e.st.atime, "c": e.st.ctime, "m": e.st.mtime}[key_time]
            primary = -e.st.size if o.has("S") else -t if o.has("t") else 0
            return primary, e.name.encode()
        return sorted(entries, key=key, reverse=o.has("r"))

    def list_dir(self, d: _Entry, titled: bool, printed: bool, out: list[str],
                 err: list[str]) -> bool:
        vfs, cred = self.ctx.vfs, self.ctx.cred
        if titled:
            out.append(("\n" if printed else "") + f"{d.name}:\n")
            printed = True
        try:
            names = vfs.listdir(d.path, cred=cred)
        except FsError as exc:
            err.append(f"ls: {d.name}: {exc.strerror}\n")
            return printed
        o = self.o
        children = []
        if o.has("a"):
            children.append(self.entry(".", d.path, vfs.lookup(d.path)))
            parent = d.path.rsplit("/", 1)[0] or "/"
            children.append(self.entry("..", parent, vfs.lookup(parent)))
        for name in names:
            if name.startswith(".") and not (o.has("a") or o.has("A")):
                continue
            path = d.path.rstrip("/") + "/" + name
            node = vfs.lookup(path, follow=o.has("L"))
            children.append(self.entry(name, path, node))
        children = self.sort(children)
        lines = self.render(children, total=True)
        out.extend(lines)
        printed = printed or bool(lines)
        if o.has("R"):
            for child in children:
                if child.st.mode and stat_mod.S_ISDIR(child.st.mode) and child.name not in (".", ".."):
                    sub = _Entry(d.name.rstrip("/") + "/" + child.name, child.path, child.st)
                    printed = self.list_dir(sub, True, printed, out, err)
        return printed

    def render(self, entries: list[_Entry], total: bool) -> list[str]:
        o = self.o
        suffix = (lambda e: _endtype(e.st.mode, o.has("F"))) if (o.has("F") or o.has("p")) \
            else (lambda e: "")
        if not self.long_n:
            return [f"{e.name}{suffix(e)}\n" for e in entries]
        rows = []
        for e in entries:
            user = str(e.st.uid) if o.has("n") else name_of(e.st.uid)
            group = str(e.st.gid) if o.has("n") else name_of(e.st.gid)
            rows.append((e, user, group))
        w_link = max((len(str(e.st.nlink)) for e, _, _ in rows), default=1)
        w_user = max((len(u) for _, u, _ in rows), default=0)
        w_group = max((len(g) for _, _, g in rows), default=0)
        w_size = max((len(str(e.st.size)) for e, _, _ in rows), default=1)
        lines = []
        if total:
            lines.append(f"total {sum(e.st.blocks for e in entries) // 2}\n")
        for e, user, group in rows:
            t = e.st.atime if o.has("u") else e.st.ctime if o.has("c") else e.st.mtime
            fmt = " %F %H:%M" + (":%S.%N %z" if self.long_n > 1 else "")
            when = strftime(fmt, t, self.tz)
            owner = "" if o.has("g") else f" {user:<{w_user}}"
            grp = "" if o.has("o") else f" {group:<{w_group}}"
            link = f" -> {e.target}" if e.target else ""
            lines.append(f"{mode_string(e.st.mode)}{e.st.nlink:>{w_link + 1}}{owner}{grp}"
                         f"{e.st.size:>{w_size + 1}}{when:>17} {e.name}{link}{suffix(e)}\n")
        return lines


def _endtype(mode: int, full: bool) -> str:
    if stat_mod.S_ISDIR(mode):
        return "/"
    if not full:
        return ""
    if stat_mod.S_ISLNK(mode):
        return "@"
    if stat_mod.S_ISREG(mode) and mode & 0o111:
        return "*"
    return ""


COMMANDS = {"ls": ls}
