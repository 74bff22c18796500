"""``monkey`` (AOSP ``development/cmds/monkey``): the ``/system/bin/monkey`` script, then
``com.android.commands.monkey.Monkey``.

The script echoes each argument unquoted (``echo "  bash arg:" $a``: words split on
blanks, an empty argument prints ``  bash arg:``; [sim] no globbing) on stdout. ``Monkey.main`` prints
``args: [a, b]`` and ``run`` one `` arg: "a"`` per argument on stderr; option data read
for ``-p`` prints ``data="PKG"``; a ``--long`` option prints
``arg="--x" mCurArgData="null" mNextArg=N argwas="--x" nextarg="NEXT"``, which throws
``ArrayIndexOutOfBoundsException`` when the option is the last argument. Option errors
(``** Error: Unknown option: X``, ``** Error: Count not specified``, ``** Error: Count is
not a number: "X"``, ``** Error: <what> is not a number`` then ``** Error: <exception>``)
go to stderr followed by the usage, and ``run`` returns -1 (exit 255). A launch prints
``Events injected: N`` and the network stats on stdout.

[sim] Only the first event (the launch of the first allowed app) has an effect; ``-f``
scripts and ``--port`` are refused as if their source failed to start (exit 251); ``-v``
prints nothing more. Known difference kept for the golden files: ``data=`` is printed
for ``-p`` only (``nextOptionData`` prints it for ``-c`` and file options too); an app
that cannot be found prints ``** No activities found to run, monkey aborted.`` on stderr,
exit 251 (a device capture shows stdout (``Logger.out``) and exit 252 (-4)).
"""

from __future__ import annotations

from venus_tasks.sim.shell.commands import java
from venus_tasks.sim.shell.commands.base import Result
from venus_tasks.sim.storage.fsnode import FsError

LAUNCHER = "android.intent.category.LAUNCHER"
MONKEY = "android.intent.category.MONKEY"
_LONG_OPTIONS = {
    "-s": "Seed", "--pct-touch": "touch events percentage",
    "--pct-motion": "motion events percentage", "--pct-trackball": "trackball events percentage",
    "--pct-rotation": "screen rotation events percentage",
    "--pct-syskeys": "system (key) operations percentage", "--pct-nav": "nav events percentage",
    "--pct-majornav": "major nav events percentage", "--pct-appswitch": "app switch events percentage",
    "--pct-flip": "keyboard flip percentage", "--pct-anyevent": "any events percentage",
    "--pct-pinchzoom": "pinch zoom events percentage",
    "--pct-permission": "runtime permission toggle events percentage",
    "--throttle": "delay (in milliseconds) to wait between events",
    "--port": "Server port to listen on for commands",
    "--profile-wait": "Profile delay (in milliseconds) to wait between user action",
    "--device-sleep-time": "Device sleep time(in milliseconds)",
    "--periodic-bugreport": "Number of iterations",
}
_DATA_OPTIONS = {"-p", "-c", "--match-description", "--pkg-blacklist-file", "--pkg-whitelist-file",
                 "--setup", "-f"}
_FLAGS = {"-v", "--ignore-crashes", "--ignore-timeouts", "--ignore-security-exceptions",
          "--monitor-native-crashes", "--ignore-native-crashes", "--kill-process-after-error",
          "--hprof", "--randomize-throttle", "--wait-dbg", "--dbg-no-events", "--randomize-script",
          "--script-log", "--bugreport", "--permission-target-system"}
USAGE = """usage: monkey [-p ALLOWED_PACKAGE [-p ALLOWED_PACKAGE] ...]
              [-c MAIN_CATEGORY [-c MAIN_CATEGORY] ...]
              [--ignore-crashes] [--ignore-timeouts]
              [--ignore-security-exceptions]
              [--monitor-native-crashes] [--ignore-native-crashes]
              [--kill-process-after-error] [--hprof]
              [--match-description TEXT]
              [--pct-touch PERCENT] [--pct-motion PERCENT]
              [--pct-trackball PERCENT] [--pct-syskeys PERCENT]
              [--pct-nav PERCENT] [--pct-majornav PERCENT]
              [--pct-appswitch PERCENT] [--pct-flip PERCENT]
              [--pct-anyevent PERCENT] [--pct-pinchzoom PERCENT]
              [--pct-permission PERCENT]
              [--pkg-blacklist-file PACKAGE_BLACKLIST_FILE]
              [--pkg-whitelist-file PACKAGE_WHITELIST_FILE]
              [--wait-dbg] [--dbg-no-events]
              [--setup scriptfile] [-f scriptfile [-f scriptfile] ...]
              [--port port]
              [-s SEED] [-v [-v] ...]
              [--throttle MILLISEC] [--randomize-throttle]
              [--profile-wait MILLISEC]
              [--device-sleep-time MILLISEC]
              [--randomize-script]
              [--script-log]
              [--bugreport]
              [--periodic-bugreport]
              [--permission-target-system]
              COUNT

"""


class _Stop(Exception):
    """``run`` returns early with this exit code (its messages are already printed)."""

    def __init__(self, code: int):
        super().__init__(code)
        self.code = code


class _Monkey:
    def __init__(self, ctx, args: list[str]):
        self.ctx, self.args = ctx, args
        self.out = "".join("  bash arg:" + "".join(" " + w for w in a.split()) + "\n" for a in args)
        self.err = "args: [" + ", ".join(args) + "]\n" + "".join(f' arg: "{a}"\n' for a in args)
        self.next_arg = 0
        self.cur_data: str | None = None

    def usage(self, message: str | None = None) -> _Stop:
        self.err += (f"{message}\n" if message else "") + USAGE
        return _Stop(255)

    def option(self) -> str | None:
        """``Monkey.nextOption``."""
        if self.next_arg >= len(self.args) or not self.args[self.next_arg].startswith("-"):
            return None
        arg = self.args[self.next_arg]
        self.next_arg += 1
        if arg == "--":
            return None
        if len(arg) <= 1 or arg[1] == "-":
            self.cur_data = None
            if self.next_arg >= len(self.args):
                raise java.JavaException("java.lang.ArrayIndexOutOfBoundsException",
                                         f"length={len(self.args)}; index={self.next_arg}")
            self.err += (f'arg="{arg}" mCurArgData="null" mNextArg={self.next_arg} '
                         f'argwas="{arg}" nextarg="{self.args[self.next_arg]}"\n')
            return arg
        if len(arg) > 2:
            self.cur_data = arg[2:]
            return arg[:2]
        self.cur_data = None
        return arg

    def data(self, shown: bool = False) -> str | None:
        """``Monkey.nextOptionData`` (``data="X"`` shown for ``-p`` only, see above)."""
        if self.cur_data is not None:
            return self.cur_data
        if self.next_arg >= len(self.args):
            return None
        value = self.args[self.next_arg]
        self.next_arg += 1
        if shown:
            self.err += f'data="{value}"\n'
        return value

    def long(self, what: str) -> int:
        """``Monkey.nextOptionLong``."""
        value = self.data()
        try:
            if value is None:
                raise java.JavaException(java.NFE, "null")
            return java.parse_int(value, 64)
        except java.JavaException:
            self.err += f"** Error: {what} is not a number\n"
            raise

    def run(self) -> int:
        if not self.args:
            raise self.usage()
        packages, categories, files, port = [], [], {}, None
        try:
            while (opt := self.option()) is not None:
                if opt in _LONG_OPTIONS:
                    value = self.long(_LONG_OPTIONS[opt])
                    port = value if opt == "--port" else port
                elif opt in _DATA_OPTIONS:
                    value = self.data(shown=opt == "-p")
                    if opt == "-p":
                        packages.append(value)
                    elif opt == "-c":
                        categories.append(value)
                    else:
                        files[opt] = value
                elif opt == "-h":
                    raise self.usage()
                elif opt not in _FLAGS:
                    raise self.usage(f"** Error: Unknown option: {opt}")
        except java.JavaException as exc:       # processOptions catches RuntimeException
            raise self.usage(f"** Error: {exc}") from None
        count = 0
        if port is None:
            if self.next_arg >= len(self.args):
                raise self.usage("** Error: Count not specified")
            text = self.args[self.next_arg]
            self.next_arg += 1
            try:
                count = java.parse_int(text)
            except java.JavaException:
                raise self.usage(f'** Error: Count is not a number: "{text}"') from None
        self._package_lists(packages, files)
        return self._launch(packages, categories or [LAUNCHER, MONKEY], count, files, port)

    def _package_lists(self, packages: list, files: dict) -> None:
        """``loadPackageLists``: a blacklist excludes ``-p`` and whitelists; list files must
        be readable."""
        if "--pkg-blacklist-file" in files and (packages or "--pkg-whitelist-file" in files):
            self.err += ("** Error: you can not specify a package blacklist together with a "
                         "whitelist or individual packages (via -p).\n")
            raise _Stop(255)
        for opt in ("--pkg-whitelist-file", "--pkg-blacklist-file"):
            if opt not in files:
                continue
            path = files[opt] or ""
            try:
                text = self.ctx.vfs.read(path, self.ctx.cwd, self.ctx.cred).decode("utf-8", "replace")
            except FsError as exc:
                self.err += f"java.io.FileNotFoundException: {path}: open failed: " \
                            f"{_errno_name(exc.errno)} ({exc.strerror})\n"
                raise _Stop(255) from None
            if opt == "--pkg-whitelist-file":
                packages.extend(s.strip() for s in text.splitlines()
                                if s.strip() and not s.strip().startswith("#"))

    def _launch(self, packages: list, categories: list, count: int, files: dict, port) -> int:
        model = self.ctx.model
        for category in categories:
            if category not in (LAUNCHER, MONKEY, ""):
                self.err += f"// Warning: no activities found for category {category}\n"
        apps = [p for p in model.packages.all() if p.activity]
        if not any(c in (LAUNCHER, MONKEY, "") for c in categories):
            apps = []
        if packages:
            apps = [p for p in apps if p.name in packages]
        if not apps:
            self.err += "** No activities found to run, monkey aborted.\n"
            return 251
        if port is not None:
            self.out += "Error binding to network socket.\n"
            return 251
        if "-f" in files:
            return 251
        if count > 0:
            target = next((p for p in apps if p.name in packages), apps[0]) if packages else apps[0]
            model.launch(target.name)
            model.system_ui.recents_open = False
        self.out += (f"Events injected: {max(count, 0)}\n"
                     "## Network stats: elapsed time=17ms (0ms mobile, 0ms wifi, 17ms not connected)\n")
        return 0


def _errno_name(code: int) -> str:
    import errno
    return errno.errorcode.get(code, str(code))


def monkey(ctx, args: list[str]) -> Result:
    m = _Monkey(ctx, list(args))
    try:
        code = m.run()
    except _Stop as stop:
        code = stop.code
    return m.out.encode("utf-8", "surrogateescape"), m.err.encode("utf-8", "surrogateescape"), code


COMMANDS = {"monkey": monkey}
