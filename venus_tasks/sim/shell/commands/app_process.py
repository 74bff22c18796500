"""``app_process``: start a Java program from a dex or jar (AOSP ``cmds/app_process/app_main.cpp``):
``app_process [vm-options] cmd-dir [--options] start-class-name [main-options]``, the class
looked up on ``CLASSPATH``. The simulator runs the one program a suite client starts this
way, uiautomator2's ``com.wetest.uia2.Main`` from ``u2.jar`` (``sim/u2server.py``), and
checks that the jar really holds that class; any other class is not found.

Errors [inferred from ART's ``ClassNotFoundException`` and ``app_main.cpp``]: no class
name prints the usage and exits 1 (``app_process: no class name or --zygote supplied.``);
a class that is not on ``CLASSPATH`` prints ``Exception in thread "main"
java.lang.ClassNotFoundException: Didn't find class "C" on path: DexPathList[[zip file
"JAR"],...]`` and exits 1 (``Error changing dalvik classpath`` is not modelled).
"""

from __future__ import annotations

from venus_tasks.sim.shell.commands.base import Result
from venus_tasks.sim.storage.vfs import FsError

USAGE = "Usage: app_process [java-options] cmd-dir start-class-name [options]\n"


def app_process(ctx, args: list[str]) -> Result:
    from venus_tasks.sim import u2server

    i = 0
    while i < len(args) and args[i].startswith("-") and not args[i].startswith("--"):
        i += 1                                          # VM options before the command dir
    i += 1                                              # cmd-dir (the parent dir, ignored)
    while i < len(args) and args[i].startswith("--"):
        i += 1                                          # --zygote, --application, --nice-name=
    if i >= len(args):
        return b"", ("app_process: no class name or --zygote supplied.\n" + USAGE).encode(), 1
    cls, main_args = args[i], args[i + 1:]
    classpath = ctx.env.get("CLASSPATH", "")
    found = False
    for entry in filter(None, classpath.split(":")):
        try:
            with ctx.model.lock:
                data = ctx.vfs.read(entry, ctx.cwd, ctx.cred)
        except FsError:
            continue
        if cls == u2server.MAIN_CLASS and u2server.has_main_class(data):
            found = True
            break
    if not found:
        zips = ",".join(f'zip file "{e}"' for e in classpath.split(":") if e)
        return b"", (f'Exception in thread "main" java.lang.ClassNotFoundException: Didn\'t find class "{cls}" '
                     f"on path: DexPathList[[{zips}],nativeLibraryDirectories=[/system/lib64, /system_ext/lib64]]\n"
                     ).encode(), 1
    return u2server.run_main(ctx, main_args)


COMMANDS = {"app_process": app_process, "app_process64": app_process}
