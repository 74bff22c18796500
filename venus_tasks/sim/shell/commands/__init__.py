"""The command table of the simulated ``/system/bin``.

``COMMANDS`` maps a command name to ``handler(ctx, args) -> (stdout, stderr, exit_code)``;
``BUILTINS`` are shell builtins that need the shell itself; ``CMD_SERVICES`` are the
services ``cmd <service> ...`` reaches; ``TOYBOX`` lists what ``toybox <name>`` runs;
``UNLOCKED`` commands run without holding the device lock (``sleep``, and wrappers
whose inner commands take it themselves).
"""

from __future__ import annotations

from venus_tasks.sim.shell.builtins import BUILTINS
from venus_tasks.sim.shell.commands import (am_pm, app_process, content, display, dumpsys, fileops,
                                            find_stat, ime_cmd, logcat, ls, monkey, notification_cmd,
                                            role_cmd, screen_cmds, settings_cmds, sqlite, system, text)

COMMANDS: dict = {}
for _module in (ls, fileops, find_stat, logcat, text, system, am_pm, monkey, settings_cmds, dumpsys,
                display, screen_cmds, content, sqlite, ime_cmd, app_process):
    COMMANDS.update(_module.COMMANDS)

CMD_SERVICES: dict = {
    **settings_cmds.SERVICES,
    **notification_cmd.SERVICES,
    **ime_cmd.SERVICES,
    **role_cmd.SERVICES,
    "package": am_pm.pm,
    "activity": am_pm.am,
    "window": display.wm,
    "input": display.input_,
}

TOYBOX = frozenset({
    "basename", "cat", "chmod", "chown", "cp", "cut", "date", "dirname", "echo", "egrep",
    "env", "fgrep", "find", "grep", "head", "id", "ln", "ls", "md5sum", "mkdir", "mv",
    "pidof", "printf", "pwd", "realpath", "rm", "sha1sum", "sha256sum", "sleep", "sort",
    "stat", "sync", "tail", "touch", "tr", "uname", "uniq", "wc", "which", "whoami",
})

UNLOCKED = frozenset({"sleep", "logcat", "sh", "su", "toybox", "env",      # lock per inner command
                      "app_process", "app_process64"})                      # a server: waits unlocked

__all__ = ["BUILTINS", "CMD_SERVICES", "COMMANDS", "TOYBOX", "UNLOCKED"]
