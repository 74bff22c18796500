"""``screencap`` and ``uiautomator dump``: the current screen as PNG bytes or XML.

``screencap -p`` writes PNG to stdout, ``screencap -p FILE`` (or ``FILE.png``) to a file;
without ``-p`` and no file it writes the raw header+RGBA frame (``cmds/screencap``).
``uiautomator dump [--compressed] [FILE]`` writes ``/sdcard/window_dump.xml`` by default
and prints ``UI hierchary dumped to: FILE`` with FILE made absolute (typo as in AOSP
``DumpCommand.java`` through Android 13); the last non-option argument wins; a file
that cannot be written is only logged by ``AccessibilityNodeInfoDumper.dumpWindowToFile``,
so the message and exit 0 are the same. Only the active window is dumped.
"""

from __future__ import annotations

import struct

from venus_tasks.sim.screen import layout, render, uidump
from venus_tasks.sim.shell.commands.base import Result, fail, ok
from venus_tasks.sim.storage.vfs import FsError


def screencap(ctx, args: list[str]) -> Result:
    png = "-p" in args
    files = [a for a in args if not a.startswith("-")]
    if "-d" in args:
        i = args.index("-d")
        files = [a for a in files if a != (args[i + 1] if i + 1 < len(args) else None)]
    screen = layout.build(ctx.model)
    if files:
        data = render.png_bytes(screen, ctx.model.frames) if png or files[0].endswith(".png") else _raw(screen)
        try:
            ctx.vfs.write(files[0], data, ctx.cwd, ctx.cred)
        except FsError as exc:
            return fail(f"Error opening file: {files[0]} ({exc.strerror})\n")
        return ok()
    return ok(render.png_bytes(screen, ctx.model.frames) if png else _raw(screen))


def _raw(screen) -> bytes:
    img = render.render(screen)
    # width, height, PIXEL_FORMAT_RGBA_8888 (1), dataspace (0), then pixels
    return struct.pack("<IIII", img.width, img.height, 1, 0) + img.tobytes()


def uiautomator(ctx, args: list[str]) -> Result:
    if not args or args[0] != "dump":
        return fail("Usage: uiautomator <subcommand> [options]\n\nAvailable subcommands:\n\n"
                    "help: displays help message\n\ndump: creates an XML dump of current UI hierarchy\n")
    paths = [a for a in args[1:] if not a.startswith("-")]
    path = paths[-1] if paths else "/sdcard/window_dump.xml"
    if not path.startswith("/"):          # File.getAbsolutePath(): cwd + "/" + path
        path = ctx.cwd.rstrip("/") + "/" + path
    xml = uidump.dump(layout.build(ctx.model))
    try:
        ctx.vfs.write(path, xml.encode("utf-8"), ctx.cwd, ctx.cred)
    except FsError:
        pass    # dumpWindowToFile only logs the IOException; the message is printed anyway
    return ok(f"UI hierchary dumped to: {path}\n")


COMMANDS = {"screencap": screencap, "uiautomator": uiautomator}
