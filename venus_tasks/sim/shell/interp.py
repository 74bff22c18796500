"""The interpreter: runs a parsed script against a ``DeviceModel``.

Every simple command runs to completion before the next; a pipeline hands the captured
stdout of one stage to the next as stdin. Output leaves the shell as ordered
``(fd, bytes)`` chunks so that ``shell:`` (v1) can merge stdout and stderr and
``shell,v2`` can keep them apart (adbd ``daemon/shell_service.cpp``).

Command handlers (``venus_tasks.sim.shell.commands``) have the signature
``handler(ctx, args) -> (stdout: bytes, stderr: bytes, exit_code: int)``; they write
stdout before stderr. The device lock is held while a handler runs (``sleep`` excepted).

Error texts are mksh's: ``/system/bin/sh: NAME: inaccessible or not found`` (127),
``/system/bin/sh: can't create PATH: <strerror>`` (1), ``syntax error: ...`` (1). A Python
exception out of a handler is a simulator bug: that command fails with ``NAME: simulator
fault: ...`` on stderr and exit 255 (logged with its traceback), and the script goes on.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Callable

from venus_tasks.sim.shell import ast, expand
from venus_tasks.sim.shell.parser import ShellSyntaxError, parse
from venus_tasks.sim.storage.vfs import FsError
from venus_tasks.sim.system.identity import Cred

SH = "/system/bin/sh"
Writer = Callable[[bytes], None]

DEFAULT_ENV = {
    "PATH": "/product/bin:/apex/com.android.runtime/bin:/apex/com.android.art/bin:"
            "/system_ext/bin:/system/bin:/system/xbin:/odm/bin:/vendor/bin:/vendor/xbin",
    "HOME": "/",
    "ANDROID_DATA": "/data",
    "ANDROID_ROOT": "/system",
    "ANDROID_STORAGE": "/storage",
    "EXTERNAL_STORAGE": "/sdcard",
    "TMPDIR": "/data/local/tmp",
    "HOSTNAME": "emu64xa",
    "SHELL": "/bin/sh",
}
_BIN_DIRS = ("/system/bin", "/system/xbin", "/bin", "/vendor/bin", "/product/bin")


class ExitShell(Exception):
    """``exit N``: unwinds to the top of the script."""

    def __init__(self, code: int):
        super().__init__(code)
        self.code = code


@dataclasses.dataclass
class Streams:
    """Where fd 1 and fd 2 go, and what fd 0 holds: bytes, or a stream still open (an
    object with ``read_all() -> bytes``, e.g. ``protocol.stdin_pipe.StdinPipe``) that is
    read only when a handler uses ``ctx.stdin``."""

    out: Writer
    err: Writer
    stdin: "bytes | object" = b""

    def fd(self, n: int) -> Writer:
        return self.out if n == 1 else self.err


@dataclasses.dataclass
class Context:
    """What a command handler gets: the shell (device, cred, cwd, env), its name and stdin."""

    shell: "Shell"
    name: str
    source: "bytes | object"       # fd 0 as given: bytes or an open stream (see Streams)

    @property
    def stdin(self) -> bytes:
        """All of fd 0; an open stream is read to its end here, on first use (blocking)."""
        if not isinstance(self.source, (bytes, bytearray)):
            self.source = self.source.read_all()
        return self.source

    @property
    def model(self):
        return self.shell.model

    @property
    def vfs(self):
        return self.shell.model.vfs

    @property
    def cred(self) -> Cred:
        return self.shell.cred

    @property
    def cwd(self) -> str:
        return self.shell.cwd

    @property
    def env(self) -> dict[str, str]:
        return self.shell.vars

    def run(self, script: str, cred: Cred | None = None) -> tuple[bytes, bytes, int]:
        """Run ``script`` in a child shell (``sh -c``, ``su``); returns merged-order output."""
        child = Shell(self.model, cred or self.cred, dict(self.shell.vars), self.cwd)
        child.hangup = self.shell.hangup
        chunks, code = child.run(script, self.source)
        return (b"".join(d for fd, d in chunks if fd == 1),
                b"".join(d for fd, d in chunks if fd == 2), code)


    def invoke(self, argv: list[str], cred: Cred | None = None) -> tuple[bytes, bytes, int]:
        """Run one already-split command line (``su 0 CMD``, ``toybox CMD``, ``env CMD``)."""
        shell = self.shell if cred is None else Shell(self.model, cred, dict(self.shell.vars),
                                                      self.cwd)
        shell.hangup = self.shell.hangup
        out, err = bytearray(), bytearray()
        code = shell.invoke(argv, Streams(out.extend, err.extend, self.source))
        return bytes(out), bytes(err), code


class Shell:
    """One ``/system/bin/sh -c`` invocation on ``model`` as ``cred``."""

    def __init__(self, model, cred: Cred, env: dict[str, str] | None = None, cwd: str = "/"):
        from venus_tasks.sim.shell.commands import BUILTINS, COMMANDS, UNLOCKED
        self.model = model
        self.cred = cred
        self.vars = dict(DEFAULT_ENV if env is None else env)
        self.cwd = cwd
        self.status = 0
        self._err_sink: Writer = _discard        # stderr of command substitutions
        self._subst_status: int | None = None    # status of the last substitution
        self._commands = COMMANDS
        self._builtins = BUILTINS
        self._unlocked = UNLOCKED
        # Set when the adb client that started this shell went away: adbd then sends the
        # shell SIGHUP (daemon/shell_service.cpp), so no further command starts (exit 129).
        self.hangup = None

    # ----------------------------------------------------------------- entry
    def run(self, script: str, stdin: bytes = b"") -> tuple[list[tuple[int, bytes]], int]:
        """Run ``script``; returns ``([(fd, data), ...], exit_code)``. ``stdin`` is bytes or
        an open stream (see ``Streams``); a stream's ``gone`` event, if any, is the hang-up."""
        if self.hangup is None:
            self.hangup = getattr(stdin, "gone", None)
        chunks: list[tuple[int, bytes]] = []

        def sink(fd: int) -> Writer:
            def write(data: bytes) -> None:
                if data:
                    chunks.append((fd, bytes(data)))
            return write

        code = self.run_to(script, Streams(sink(1), sink(2), stdin))
        return chunks, code

    def run_to(self, script: str, streams: Streams) -> int:
        try:
            tree = parse(script)
        except ShellSyntaxError as exc:
            streams.err(f"{SH}: syntax error: {exc}\n".encode())
            return 1
        try:
            return self.exec_seq(tree, streams)
        except ExitShell as ex:
            return ex.code & 0xff

    # ----------------------------------------------------------- structure
    def exec_seq(self, seq: ast.Sequence, streams: Streams) -> int:
        for item in seq.items:
            self.status = self.exec_and_or(item, streams)
        return self.status

    def exec_and_or(self, node: ast.AndOr, streams: Streams) -> int:
        status = self.exec_pipeline(node.first, streams)
        for op, pipe in node.rest:
            self.status = status
            if (op == "&&") == (status == 0):
                status = self.exec_pipeline(pipe, streams)
        return status

    def exec_pipeline(self, pipe: ast.Pipeline, streams: Streams) -> int:
        data = streams.stdin
        for cmd in pipe.commands[:-1]:
            buf = bytearray()
            try:
                self.exec_command(cmd, Streams(buf.extend, streams.err, data))
            except ExitShell:
                pass                      # an earlier stage runs in its own subshell
            data = bytes(buf)
        status = self.exec_command(pipe.commands[-1], Streams(streams.out, streams.err, data))
        if pipe.negate:
            status = 0 if status else 1
        self.status = status
        return status

    def exec_command(self, cmd: ast.Command, streams: Streams) -> int:
        self._check_hangup()
        self._err_sink = streams.err   # command substitutions report errors here
        if isinstance(cmd, ast.Simple):
            return self.exec_simple(cmd, streams)
        redirected = self.redirect(cmd.redirects, streams)
        if redirected is None:
            return 1
        if isinstance(cmd, ast.If):
            for cond, body in cmd.branches:
                if self.exec_seq(cond, redirected) == 0:
                    return self.exec_seq(body, redirected)
            return self.exec_seq(cmd.otherwise, redirected) if cmd.otherwise else 0
        if isinstance(cmd, ast.For):
            items = ([f for w in cmd.items for f in self.expand(w)] if cmd.items is not None
                     else [])
            status = 0
            for item in items:
                self.vars[cmd.var] = item
                status = self.exec_seq(cmd.body, redirected)
            return status
        if isinstance(cmd, ast.While):
            status = 0
            for _ in range(100000):
                ok = self.exec_seq(cmd.cond, redirected) == 0
                if ok == cmd.until:
                    break
                status = self.exec_seq(cmd.body, redirected)
            return status
        if cmd.subshell:
            saved = (dict(self.vars), self.cwd)
            try:
                return self.exec_seq(cmd.body, redirected)
            except ExitShell as ex:
                return ex.code & 0xff
            finally:
                self.vars, self.cwd = saved
        return self.exec_seq(cmd.body, redirected)

    # -------------------------------------------------------------- simple
    def exec_simple(self, cmd: ast.Simple, streams: Streams) -> int:
        self._subst_status = None
        argv = [f for w in cmd.words for f in self.expand(w)]
        assigns = {name: self.expand_one(value) for name, value in cmd.assigns}
        redirected = self.redirect(cmd.redirects, streams)
        if redirected is None:
            return 1
        if not argv:
            self.vars.update(assigns)
            return self._subst_status or 0
        saved = {k: self.vars.get(k) for k in assigns}
        self.vars.update(assigns)
        try:
            return self.invoke(argv, redirected)
        finally:
            for k, v in saved.items():
                if v is None:
                    self.vars.pop(k, None)
                else:
                    self.vars[k] = v

    def invoke(self, argv: list[str], streams: Streams) -> int:
        """Run one command (builtin or handler) with already-expanded ``argv`` (logged in
        ``model.command_log``)."""
        self._check_hangup()
        self.model.command_log.append(tuple(argv))
        name = argv[0]
        if "/" in name and name.rsplit("/", 1)[0] in _BIN_DIRS:
            name = name.rsplit("/", 1)[1]
        builtin = self._builtins.get(name)
        if builtin is not None:
            return builtin(self, argv, streams)
        handler = self.lookup(name) if "/" not in name else None
        if handler is None:
            streams.err(f"{SH}: {argv[0]}: inaccessible or not found\n".encode())
            return 127
        ctx = Context(self, name, streams.stdin)
        try:
            if name in self._unlocked:
                out, err, code = handler(ctx, argv[1:])
            else:
                with self.model.lock:
                    out, err, code = handler(ctx, argv[1:])
        except ExitShell:
            raise
        except Exception as exc:  # noqa: BLE001 - a simulator bug must not end the session
            out, err, code = b"", simulator_fault(name, exc), 255
        streams.out(out)
        streams.err(err)
        return code

    def _check_hangup(self) -> None:
        if self.hangup is not None and self.hangup.is_set():
            raise ExitShell(129)               # 128 + SIGHUP: the client is gone

    def lookup(self, name: str):
        """The handler for command ``name`` or None."""
        return self._commands.get(name)

    # ----------------------------------------------------------- expansion
    def var(self, name: str) -> str:
        if name == "?":
            return str(self.status)
        if name == "$":
            return "4242"
        if name in ("#",):
            return "0"
        if name == "0":
            return SH
        if name.isdigit() or name in "@*!-":
            return ""
        return self.vars.get(name, "")

    def substitute(self, source: str) -> str:
        child = Shell(self.model, self.cred, dict(self.vars), self.cwd)
        child.hangup = self.hangup
        buf = bytearray()
        self._subst_status = child.run_to(source, Streams(buf.extend, self._err_sink, b""))
        return buf.decode("utf-8", "replace").rstrip("\n")

    def expand(self, word: ast.Word) -> list[str]:
        """Fields of ``word`` after splitting and globbing."""
        out = []
        for field in expand.expand_fields(word, self.var, self.substitute):
            matches = (expand.glob(field, self.model.vfs, self.cwd, self.cred)
                       if expand.has_glob(field) else [])
            out.extend(matches or [expand.field_text(field)])
        return out

    def expand_one(self, word: ast.Word) -> str:
        """``word`` as one string (no splitting or globbing): assignments, redirect targets."""
        parts = []
        for part in word.parts:
            if isinstance(part, ast.Lit):
                parts.append(part.text)
            elif isinstance(part, ast.Var):
                parts.append(self.var(part.name))
            else:
                parts.append(self.substitute(part.source))
        return "".join(parts)

    # ----------------------------------------------------------- redirects
    def redirect(self, redirects: list[ast.Redirect], streams: Streams) -> Streams | None:
        """Apply redirections in order; None (after printing mksh's error) on failure."""
        if not redirects:
            return streams
        fds = {1: streams.out, 2: streams.err}
        stdin = streams.stdin
        for r in redirects:
            target = self.expand_one(r.target)
            if r.op == ">&":
                if target == "-":
                    fds[r.fd] = _discard
                elif target in ("1", "2"):
                    fds[r.fd] = fds[int(target)]
                continue
            if r.op == "<":
                try:
                    stdin = self.model.vfs.read(target, self.cwd, self.cred)
                except FsError as exc:
                    streams.err(f"{SH}: can't open {target}: {exc.strerror}\n".encode())
                    return None
                continue
            writer = self._file_writer(target, append=r.op == ">>", err=streams.err)
            if writer is None:
                return None
            for fd in ((1, 2) if r.fd == -1 else (r.fd,)):
                if fd in (1, 2):
                    fds[fd] = writer
        return Streams(fds[1], fds[2], stdin)

    def _file_writer(self, path: str, append: bool, err: Writer) -> Writer | None:
        vfs = self.model.vfs
        if path == "/dev/null":
            return _discard
        try:
            with self.model.lock:
                if not (append and vfs.exists(path, self.cwd, cred=self.cred)):
                    vfs.write(path, b"", self.cwd, self.cred)
                real = vfs.realpath(path, self.cwd, self.cred)
        except FsError as exc:
            err(f"{SH}: can't create {path}: {exc.strerror}\n".encode())
            return None

        def write(data: bytes) -> None:
            if data:
                with self.model.lock:
                    try:
                        vfs.write(real, data, cred=self.cred, append=True)
                    except FsError:
                        pass
        return write


def _discard(data: bytes) -> None:
    return None


def simulator_fault(name: str, exc: BaseException) -> bytes:
    """What stderr shows when the simulator itself fails inside ``name``: the command
    fails (exit 255), the shell and the adb session go on; the traceback is logged."""
    logging.getLogger("venus_tasks.sim").error("simulator fault in %s", name, exc_info=exc)
    return f"{name}: simulator fault: {type(exc).__name__}: {exc}\n".encode("utf-8", "replace")
