"""``wm`` (size, density, user-rotation) and ``input`` (tap, swipe, text, keyevent).

``wm size`` prints ``Physical size: WxH`` plus ``Override size: WxH`` when overridden;
unknown subcommands print ``Unknown command: X`` on stdout (``handleDefaultCommands``);
``wm size WxH|reset`` is silent; a bad size prints ``Error: bad size X``, a bad number
``Error: bad number java.lang.NumberFormatException: ...``, a density under 72 ``Error:
density must be >= 72``, on stderr, exit 255; a forced size is kept within 200 px and
twice the physical size, a negative one clears it (AOSP ``WindowManagerShellCommand``,
``DisplayContent.setForcedSize``).

``input`` answers any arguments as ``InputShellCommand`` (Android 13) does: commands print
nothing; no command or ``help`` prints the usage on stdout; an unknown command prints
``Unknown command: X`` on stdout and exits 0 (``onCommand`` ignores the default handler's
result). Coordinates are parsed by ``Float.parseFloat`` (``1e400`` is Infinity, ``1.5``
is fine) and a touch whose DOWN lies off the display reaches no window and does nothing;
a number Java cannot parse becomes ``IllegalArgumentException: Error: Invalid arguments
for command: X``, a missing argument ``Argument expected after "PREV"``, both printed with
a stack trace on stderr, exit 255 (``java.py``). ``input text`` types its first argument
only, turning ``%s`` into spaces; a character the virtual keyboard map lacks (anything but
printable ASCII, tab and newline) makes ``sendText`` fail with a
``NullPointerException`` and nothing is typed. Key names follow
``KeyEvent.keyCodeFromString`` (unknown names are sent as KEYCODE_UNKNOWN, silently);
``keycombination`` needs two known codes (``Unknown keycode: X``).

On a stepped device clock each event takes ``clock.INPUT_MS`` of device time before it
lands (each key of a ``keyevent``, each ``motionevent``), a swipe its duration on top
(``clock.DeviceClock.spend``); a running clock is not moved.
"""

from __future__ import annotations

import math

from venus_tasks.sim.clock import INPUT_MS
from venus_tasks.sim.screen import interaction
from venus_tasks.sim.shell.commands import java, keycodes
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
        text = rest[0]
        div = text.find("x")
        if div <= 0 or div >= len(text) - 1:
            return fail(f"Error: bad size {text}\n", 255)
        try:
            w, h = (_dimension(v, display) for v in (text[:div], text[div + 1:]))
        except java.JavaException as exc:
            return fail(f"Error: bad number {exc}\n", 255)
        if w < 0 or h < 0:                    # WindowManagerShellCommand: clear the override
            display.override_size = None
            return ok()
        pw, ph = display.physical_size       # DisplayContent.setForcedSize bounds [inferred]
        size = (min(max(w, 200), 2 * pw), min(max(h, 200), 2 * ph))
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
        try:
            value = java.parse_int(rest[0])
        except java.JavaException as exc:
            return fail(f"Error: bad number {exc}\n", 255)
        if value < 72:
            return fail("Error: density must be >= 72\n", 255)
        display.override_density = None if value == display.physical_density else value
        return ok()
    if sub == "user-rotation":
        settings = ctx.model.settings
        if not rest:
            locked = settings.get_int("system", "accelerometer_rotation", 1) == 0
            return ok(("lock" if locked else "free") + "\n")
        settings.put("system", "accelerometer_rotation", "0" if rest[0] == "lock" else "1")
        if rest[0] == "lock" and len(rest) > 1 and rest[1].isascii() and rest[1].isdigit():
            settings.put("system", "user_rotation", str(int(rest[1]) % 4))
        return ok()
    return f"Unknown command: {sub}\n".encode(), b"", 255   # handleDefaultCommands: stdout


def _dimension(text: str, display) -> int:
    """``WindowManagerShellCommand.parseDimension``: ``N``, ``Npx`` or ``Ndp``."""
    if text.endswith("px"):
        return java.parse_int(text[:-2])
    if text.endswith("dp"):
        return java.parse_int(text[:-2]) * display.physical_density // 160
    return java.parse_int(text)


# InputShellCommand.SOURCES (Android 13)
_SOURCES = ("keyboard", "dpad", "gamepad", "touchscreen", "mouse", "stylus", "trackball",
            "touchpad", "touchnavigation", "joystick")
_SWIPE_REACH = 1_000_000               # [sim] end points beyond this are clamped
_FRAMES = ("com.android.server.input.InputShellCommand.onCommand(InputShellCommand.java:283)",
           "com.android.modules.utils.BasicShellCommandHandler.exec(BasicShellCommandHandler.java:97)")
_TEXT_FRAMES = ("com.android.server.input.InputShellCommand.sendText(InputShellCommand.java:381)",
                "com.android.server.input.InputShellCommand.runText(InputShellCommand.java:357)",
                *_FRAMES)
# KeyCharacterMap VIRTUAL_KEYBOARD (Virtual.kcm) maps printable ASCII, tab and newline;
# for any other character getEvents() returns null and sendText fails on its length.
_TYPEABLE = frozenset(map(chr, range(0x20, 0x7F))) | {"\t", "\n"}


def _help() -> str:
    """``InputShellCommand.onHelp`` (Android 13)."""
    return ("Usage: input [<source>] [-d DISPLAY_ID] <command> [<arg>...]\n\n"
            "The sources are: \n" + "".join(f"      {s}\n" for s in _SOURCES) +
            "\n-d: specify the display ID.\n"
            "      (Default: -1 for key event, 0 for motion event if not specified.)\n"
            "The commands and default sources are:\n"
            "      text <string> (Default: touchscreen)\n"
            "      keyevent [--longpress|--doubletap] <key code number or name> ... (Default: keyboard)\n"
            "      tap <x> <y> (Default: touchscreen)\n"
            "      swipe <x1> <y1> <x2> <y2> [duration(ms)] (Default: touchscreen)\n"
            "      draganddrop <x1> <y1> <x2> <y2> [duration(ms)] (Default: touchscreen)\n"
            "      press (Default: trackball)\n"
            "      roll <dx> <dy> (Default: trackball)\n"
            "      motionevent <DOWN|UP|MOVE|CANCEL> <x> <y> (Default: touchscreen)\n"
            "      keycombination [-t duration(ms)] <key code 1> <key code 2> ... "
            "(Default: keyboard, the key order is important here.)\n")


def input_(ctx, args: list[str]) -> Result:
    """``cmd input`` (``InputShellCommand.onCommand``): any arguments get Android's answer."""
    a = java.Args(args)
    try:
        return _input(ctx, a)
    except java.JavaException as exc:
        frames = _TEXT_FRAMES if exc.java_class == java.NPE else _FRAMES
        return java.exception(a.cmd, exc, frames)


def _input(ctx, a: java.Args) -> Result:
    model = ctx.model
    arg = a.cmd
    if arg in _SOURCES:
        arg = a.required()
    display = -1                                           # INVALID_DISPLAY
    if arg == "-d":
        display = _display_id(a)
        arg = a.required()
    on_display = display in (-1, 0)                        # only display 0 exists
    try:
        if arg == "text":
            text = _unescape_spaces(a.required())
            if any(ch not in _TYPEABLE for ch in text):
                raise java.JavaException(java.NPE, "Attempt to get length of null array")
            model.clock.spend(INPUT_MS)
            if on_display:
                model.type_text(text)
        elif arg == "keyevent":
            _keyevent(model, a, on_display)
        elif arg == "tap":
            x, y = java.parse_float(a.required()), java.parse_float(a.required())
            model.clock.spend(INPUT_MS)
            if on_display and _on_screen(model, x, y):
                interaction.tap(model, math.floor(x), math.floor(y))
        elif arg in ("swipe", "draganddrop"):
            x1, y1, x2, y2 = (java.parse_float(a.required()) for _ in range(4))
            duration = a.next()
            ms = java.parse_int(duration) if duration is not None else -1
            ms = ms if ms >= 0 else 300                                           # runSwipe default
            model.clock.spend(INPUT_MS + ms)                      # the finger lifts after ``ms``
            _swipe(model, on_display, x1, y1, x2, y2, ms)
        elif arg == "press":
            model.clock.spend(INPUT_MS)                    # a trackball click at (0, 0)
        elif arg == "roll":
            java.parse_float(a.required()), java.parse_float(a.required())
            model.clock.spend(INPUT_MS)
        elif arg == "motionevent":
            _motionevent(model, on_display, a)
        elif arg == "keycombination":
            combination = _keycombination(a)
            model.clock.spend(INPUT_MS)
            if combination in ((113, 29), (114, 29)) and on_display:
                model.select_all()                          # CTRL+A: TextView selects all
        elif arg == "dump":                                 # ShellCommand.handleDefaultCommands
            from venus_tasks.sim.shell.commands.dumpsys import input_ as dump_input
            return ok(dump_input(model, a.argv[1:]))
        elif arg in (None, "help", "-h"):
            return ok(_help())
        else:                  # handleDefaultCommands: stdout; onCommand still returns 0
            return ok(f"Unknown command: {arg}\n")
    except java.JavaException as exc:
        if exc.java_class == java.NFE:
            raise java.illegal_argument(f"Error: Invalid arguments for command: {arg}") from exc
        raise
    return ok()


def _display_id(a: java.Args) -> int:
    """``InputShellCommand.getDisplayId``."""
    text = a.required()
    if text.upper() == "INVALID_DISPLAY":
        return -1
    if text.upper() == "DEFAULT_DISPLAY":
        return 0
    try:
        value = java.parse_int(text)
    except java.JavaException:
        raise java.illegal_argument("Error: Invalid arguments for display ID.") from None
    return -1 if value == -1 else max(value, 0)


def _unescape_spaces(text: str) -> str:
    """``sendText``: each ``%s`` becomes a space."""
    out: list[str] = []
    escape = False
    for ch in text:
        if escape and ch == "s":
            out[-1] = " "
            escape = False
            continue
        escape = ch == "%"
        out.append(ch)
    return "".join(out)


def _keyevent(model, a: java.Args, on_display: bool) -> None:
    """``runKeyEvent`` (Android 13): ``--longpress`` or ``--doubletap`` first, then codes;
    unknown names are KEYCODE_UNKNOWN, sent silently. [sim] A long press acts as a press."""
    arg = a.required()
    if arg == "--doubletap":
        codes = [a.required()] * 2
    else:
        if arg == "--longpress":
            arg = a.required()
        codes = [arg]
        while (arg := a.next()) is not None:
            codes.append(arg)
    for name in codes:
        code = keycodes.from_string(name)
        model.clock.spend(INPUT_MS)
        if on_display and code:
            interaction.key(model, code)


def _on_screen(model, x: float, y: float) -> bool:
    """A touch outside the display reaches no window: InputDispatcher drops it."""
    width, height = model.screen_size()
    return 0 <= x < width and 0 <= y < height


def _swipe(model, on_display: bool, x1: float, y1: float, x2: float, y2: float,
           duration_ms: int) -> None:
    """A gesture whose DOWN misses the display is dropped; its end may lie off-screen
    (the window keeps the pointer). [sim] A NaN end point moves nowhere known: dropped."""
    if not on_display or not _on_screen(model, x1, y1) or math.isnan(x2) or math.isnan(y2):
        return
    x2, y2 = (min(max(v, -_SWIPE_REACH), _SWIPE_REACH) for v in (x2, y2))
    interaction.swipe(model, math.floor(x1), math.floor(y1), math.floor(x2), math.floor(y2), duration_ms)


def _motionevent(model, on_display: bool, a: java.Args) -> None:
    """``runMotionEvent``: parsed as Android does (``input motionevent DOWN|MOVE|UP x y``,
    ``CANCEL [x y]``), then given to ``interaction.motion`` as one touch-screen event."""
    given = a.required()
    action = given.upper()
    if action not in ("DOWN", "UP", "MOVE", "CANCEL"):
        raise java.illegal_argument(f"Unknown action: {given}")
    if action != "CANCEL":
        x, y = java.parse_float(a.required()), java.parse_float(a.required())
    else:
        x, y = a.next(), a.next()
        x, y = (java.parse_float(x), java.parse_float(y)) if x is not None and y is not None else (0.0, 0.0)
    model.clock.spend(INPUT_MS)
    if not on_display or math.isnan(x) or math.isnan(y):
        return
    if action == "DOWN" and not _on_screen(model, x, y):
        return
    interaction.motion(model, action, math.floor(x), math.floor(y))


def _keycombination(a: java.Args) -> tuple[int, ...]:
    """``runKeyCombination``: ``[-t ms]`` and at least two known key codes, returned;
    [sim] only CTRL+A (select all in the focused field) has an effect."""
    arg = a.required()
    if arg == "-t":
        java.parse_int(a.required())
        arg = a.required()
    codes = []
    while arg is not None:
        code = keycodes.from_string(arg)
        if code == 0:
            raise java.illegal_argument(f"Unknown keycode: {arg}")
        codes.append(code)
        arg = a.next()
    if len(codes) < 2:
        raise java.illegal_argument("keycombination requires at least 2 keycodes")
    return tuple(codes)


COMMANDS = {"wm": wm, "input": input_}
