"""Shell builtins that need the shell's own state: ``cd``, ``exit``, ``exec``, ``export``,
``unset``, ``test``/``[``, ``true``/``false``/``:``, ``command -v``/``type``.

Signature: ``builtin(shell, argv, streams) -> exit_code`` (they write to ``streams``).
``test`` follows POSIX/mksh: 0 true, 1 false, 2 usage error.
"""

from __future__ import annotations

import errno
import posixpath

from venus_tasks.sim.shell.interp import SH, ExitShell, Shell, Streams
from venus_tasks.sim.storage.vfs import R_OK, W_OK, X_OK, FsError


def _cd(shell: Shell, argv: list[str], streams: Streams) -> int:
    target = argv[1] if len(argv) > 1 else shell.vars.get("HOME", "/")
    vfs = shell.model.vfs
    try:
        node = vfs.lookup(target, shell.cwd, cred=shell.cred)
        if not node.is_dir:
            raise FsError(errno.ENOTDIR, target)
        joined = target if target.startswith("/") else shell.cwd.rstrip("/") + "/" + target
        shell.cwd = posixpath.normpath(joined).replace("//", "/")   # mksh keeps the logical path
        return 0
    except FsError as exc:
        streams.err(f"{SH}: cd: {target}: {exc.strerror}\n".encode())
        return 2


def _exit(shell: Shell, argv: list[str], streams: Streams) -> int:
    code = shell.status
    if len(argv) > 1:
        try:
            code = int(argv[1])
        except ValueError:
            streams.err(f"{SH}: exit: {argv[1]}: bad number\n".encode())
            code = 1
    raise ExitShell(code)


def _exec(shell: Shell, argv: list[str], streams: Streams) -> int:
    """``exec CMD ARGS...``: the command replaces the shell, so its exit status is the
    script's and nothing after it runs (mksh; the adb client's ``adb logcat ARGS`` sends
    ``export ANDROID_LOG_TAGS="''"; exec logcat ARGS``, adb ``client/commandline.cpp``
    ``logcat()``). A command that is not found fails as it does without ``exec`` (127).
    ``exec`` alone (only redirections) changes nothing here and returns 0."""
    if len(argv) == 1:
        return 0
    raise ExitShell(shell.invoke(argv[1:], streams))


def _export(shell: Shell, argv: list[str], streams: Streams) -> int:
    for arg in argv[1:]:
        if "=" in arg:
            k, _, v = arg.partition("=")
            shell.vars[k] = v
    return 0


def _unset(shell: Shell, argv: list[str], streams: Streams) -> int:
    for arg in argv[1:]:
        shell.vars.pop(arg, None)
    return 0


def _true(shell: Shell, argv: list[str], streams: Streams) -> int:
    return 0


def _false(shell: Shell, argv: list[str], streams: Streams) -> int:
    return 1


def _command_v(shell: Shell, argv: list[str], streams: Streams) -> int:
    args = argv[1:]
    if argv[0] == "command" and args[:1] not in (["-v"], ["-V"]):
        return shell.invoke(args, streams) if args else 0
    names = args[1:] if argv[0] == "command" else args
    status = 0
    for name in names:
        if name in BUILTINS:
            streams.out(f"{name}\n".encode() if argv[0] == "command"
                        else f"{name} is a shell builtin\n".encode())
        elif shell.lookup(name):
            path = f"/system/bin/{name}"
            streams.out(f"{path}\n".encode() if argv[0] == "command"
                        else f"{name} is a tracked alias for {path}\n".encode())
        else:
            if argv[0] == "type":
                streams.err(f"{name} not found\n".encode())
            status = 1
    return status


def _test(shell: Shell, argv: list[str], streams: Streams) -> int:
    args = argv[1:]
    if argv[0] == "[":
        if not args or args[-1] != "]":
            streams.err(f"{SH}: [: missing ]\n".encode())
            return 2
        args = args[:-1]
    try:
        return 0 if _Test(shell, args).run() else 1
    except _TestError as exc:
        streams.err(f"{SH}: {argv[0]}: {exc}\n".encode())
        return 2


class _TestError(Exception):
    pass


_UNARY = {"-e", "-f", "-d", "-s", "-z", "-n", "-r", "-w", "-x", "-L", "-h"}
_BINARY = {"=", "==", "!=", "-eq", "-ne", "-lt", "-le", "-gt", "-ge"}


class _Test:
    """Recursive evaluation of ``test`` expressions (``!``, ``-a``, ``-o``, parentheses)."""

    def __init__(self, shell: Shell, args: list[str]):
        self.shell, self.args, self.pos = shell, args, 0

    def run(self) -> bool:
        if not self.args:
            return False
        value = self.or_expr()
        if self.pos != len(self.args):
            raise _TestError(f"{self.args[self.pos]}: unexpected operator")
        return value

    def or_expr(self) -> bool:
        value = self.and_expr()
        while self.peek() == "-o":
            self.pos += 1
            value = self.and_expr() or value
        return value

    def and_expr(self) -> bool:
        value = self.not_expr()
        while self.peek() == "-a":
            self.pos += 1
            value = self.not_expr() and value
        return value

    def not_expr(self) -> bool:
        if self.peek() == "!" and self.pos + 1 < len(self.args):
            self.pos += 1
            return not self.not_expr()
        return self.primary()

    def peek(self) -> str | None:
        return self.args[self.pos] if self.pos < len(self.args) else None

    def primary(self) -> bool:
        a = self.args
        i = self.pos
        if i >= len(a):
            raise _TestError("argument expected")
        if a[i] == "(" and ")" in a[i + 1:]:
            self.pos += 1
            value = self.or_expr()
            if self.peek() != ")":
                raise _TestError("')' expected")
            self.pos += 1
            return value
        if i + 2 < len(a) + 0 and a[i + 1] in _BINARY:
            self.pos += 3
            return _binary(a[i], a[i + 1], a[i + 2])
        if a[i] in _UNARY and i + 1 < len(a):
            self.pos += 2
            return self.unary(a[i], a[i + 1])
        self.pos += 1
        return a[i] != ""

    def unary(self, op: str, arg: str) -> bool:
        if op == "-z":
            return arg == ""
        if op == "-n":
            return arg != ""
        sh = self.shell
        vfs = sh.model.vfs
        try:
            if op in ("-L", "-h"):
                return vfs.lookup(arg, sh.cwd, follow=False, cred=sh.cred).is_link
            res = vfs.resolve(arg, sh.cwd, True, sh.cred)
        except FsError:
            return False
        node = res.node
        if node is None:
            return False
        if op == "-e":
            return True
        if op == "-f":
            return node.is_file
        if op == "-d":
            return node.is_dir
        if op == "-s":
            return vfs.node_stat(node, res.path).size > 0
        want = {"-r": R_OK, "-w": W_OK, "-x": X_OK}[op]
        return vfs.access(res.path, want, cred=sh.cred)


def _binary(left: str, op: str, right: str) -> bool:
    if op in ("=", "=="):
        return left == right
    if op == "!=":
        return left != right
    try:
        lv, rv = int(left), int(right)
    except ValueError:
        raise _TestError(f"{left if not left.lstrip('-').isdigit() else right}: bad number")
    return {"-eq": lv == rv, "-ne": lv != rv, "-lt": lv < rv, "-le": lv <= rv,
            "-gt": lv > rv, "-ge": lv >= rv}[op]


BUILTINS = {
    "cd": _cd, "exit": _exit, "exec": _exec, "export": _export, "unset": _unset, "true": _true,
    "false": _false, ":": _true, "test": _test, "[": _test, "command": _command_v,
    "type": _command_v,
}
