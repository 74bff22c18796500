"""``wm`` (size, density, user-rotation) and ``input`` (tap, swipe, text, keyevent).

``wm size`` prints ``Physical size: WxH`` plus ``Override size: WxH`` when overridden;
unknown subcommands print ``Unknown command: X`` on stdout (``handleDefaultCommands``);
``wm size WxH|reset`` is silent; a bad size prints ``Error: bad size X`` on stderr
(AOSP ``WindowManagerShellCommand``). ``input`` commands print nothing; ``input
text`` turns ``%s`` into spaces (``InputShellCommand.sendText``); an unknown subcommand
prints ``Unknown command: X`` on stdout and exits 0 (``onCommand`` ignores the default
handler's result); bad numbers raise ``IllegalArgumentException`` (``Error: Invalid
arguments for command: X``), printed with a stack trace on stderr, exit 255.
"""

from __future__ import annotations

import re

from venus_tasks.sim.screen import interaction
from venus_tasks.sim.shell.commands.base import Result, fail, ok


def wm(ctx, args: list[str]) -> Result:
    display = ctx.model.display
    if not args:
        return ok("Window manager (window) commands:\n  help\n")
    sub, rest = args[0], list(args[1:])
    if rest[:1] == ["-d"]:
        rest = rest[2:]                 # only display 0 exists
    if sub == "size":
        if not rest:
            w, h = display.physical_size
            text = f"Physical size: {w}x{h}\n"
            if display.override_size:
                text += "Override size: {}x{}\n".format(*display.override_size)
            return ok(text)
        if rest[0] == "reset":
            display.override_size = None
            return ok()
        m = re.fullmatch(r"(\d+)x(\d+)", rest[0])
        if not m or int(m.group(1)) <= 0 or int(m.group(2)) <= 0:
            return fail(f"Error: bad size {rest[0]}\n", 255)
        size = (int(m.group(1)), int(m.group(2)))
        display.override_size = None if size == display.physical_size else size
        return ok()
    if sub == "density":
        if not rest:
            text = f"Physical density: {display.physical_density}\n"
            if display.override_density:
                text += f"Override density: {display.override_density}\n"
            return ok(text)
        if rest[0] == "reset":
            display.override_density = None
            return ok()
        if not rest[0].isdigit() or int(rest[0]) < 72:
            return fail(f"Error: bad number {rest[0]}\n", 255)
        value = int(rest[0])
        display.override_density = None if value == display.physical_density else value
        return ok()
    if sub == "user-rotation":
        settings = ctx.model.settings
        if not rest:
            locked = settings.get_int("system", "accelerometer_rotation", 1) == 0
            return ok(("lock" if locked else "free") + "\n")
        settings.put("system", "accelerometer_rotation", "0" if rest[0] == "lock" else "1")
        if rest[0] == "lock" and len(rest) > 1 and rest[1].isdigit():
            settings.put("system", "user_rotation", str(int(rest[1]) % 4))
        return ok()
    return f"Unknown command: {sub}\n".encode(), b"", 255   # handleDefaultCommands: stdout


_SOURCES = {"keyboard", "mouse", "joystick", "touchpad", "touchscreen", "stylus", "trackball",
            "dpad", "gamepad", "touchnavigation", "rotaryencoder", "gesture"}


def input_(ctx, args: list[str]) -> Result:
    args = list(args)
    if args and args[0] in _SOURCES:
        args.pop(0)
    if len(args) >= 2 and args[0] == "-d":
        args = args[2:]
    if not args:      # onCommand(null) -> handleDefaultCommands -> onHelp (stdout), 0
        return ok("Usage: input [<source>] [-d DISPLAY_ID] <command> [<arg>...]\n")
    sub, rest = args[0], args[1:]
    model = ctx.model
    try:
        if sub == "tap":
            x, y = (int(float(v)) for v in rest[:2])
            interaction.tap(model, x, y)
        elif sub in ("swipe", "draganddrop"):
            x1, y1, x2, y2 = (int(float(v)) for v in rest[:4])
            interaction.swipe(model, x1, y1, x2, y2)   # a short swipe is a (long) press
        elif sub == "text":
            if not rest:
                raise ValueError
            model.type_text(" ".join(rest).replace("%s", " "))
        elif sub in ("keyevent", "press"):
            codes = [a for a in rest if not a.startswith("--")] or (["23"] if sub == "press" else [])
            if not codes:
                raise ValueError
            for name in codes:
                code = interaction.keycode(name)
                if code is not None:
                    interaction.key(model, code)
        elif sub == "keycombination":
            if len([a for a in rest if not a.startswith("-")]) < 2:
                raise ValueError
        elif sub in ("roll", "motionevent"):
            pass
        else:         # handleDefaultCommands(arg) prints on stdout; onCommand returns 0
            return ok(f"Unknown command: {sub}\n")
    except (ValueError, TypeError):
        return _exception(sub, f"Error: Invalid arguments for command: {sub}")
    return ok()


def _exception(sub: str, message: str) -> Result:
    """An ``IllegalArgumentException`` out of ``InputShellCommand.onCommand``, printed by
    ``BasicShellCommandHandler.exec`` on stderr with its stack trace; result -1 (255).
    The stack frames are abridged [inferred]."""
    return fail(f"\nException occurred while executing '{sub}':\n"
                f"java.lang.IllegalArgumentException: {message}\n"
                "\tat com.android.server.input.InputShellCommand.onCommand(InputShellCommand.java:283)\n"
                "\tat com.android.modules.utils.BasicShellCommandHandler.exec(BasicShellCommandHandler.java:97)\n",
                255)


COMMANDS = {"wm": wm, "input": input_}
