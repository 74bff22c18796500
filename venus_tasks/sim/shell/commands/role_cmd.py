"""``cmd role``: RoleManager's shell commands (Permission module ``RoleShellCommand``,
Android 13); formats and the role state are described in ``venus_tasks.sim.system.roles``."""

from __future__ import annotations

from venus_tasks.sim.shell.commands import java
from venus_tasks.sim.shell.commands.base import Result, fail, ok
from venus_tasks.sim.system import roles

_HELP = ("Role (role) commands:\n  help or -h\n    Print this help text.\n\n"
         "  get-role-holders [--user USER_ID] ROLE\n"
         "  add-role-holder [--user USER_ID] ROLE PACKAGE [FLAGS]\n"
         "  remove-role-holder [--user USER_ID] ROLE PACKAGE [FLAGS]\n"
         "  clear-role-holders [--user USER_ID] ROLE [FLAGS]\n"
         "  set-bypassing-role-qualification true|false\n\n")
_FAILED = ("Error: see logcat for details.\n"
           "java.util.concurrent.ExecutionException: java.lang.RuntimeException: Failed\n")
_FRAMES = ("com.android.role.RoleShellCommand.onCommand(RoleShellCommand.java:80)",
           "com.android.modules.utils.BasicShellCommandHandler.exec(BasicShellCommandHandler.java:97)")


def cmd_role(ctx, args: list[str]) -> Result:
    """``cmd role ...`` (see the module docstring)."""
    a = java.Args(args)
    try:
        return _cmd_role(ctx.model, a)
    except java.JavaException as exc:
        return java.exception(a.cmd, exc, _FRAMES)


def _user(a: java.Args) -> None:
    """``getUserIdMaybe``: an optional ``--user N`` (another option is skipped)."""
    if a.option() == "--user":
        java.parse_int(a.required())


def _flags(a: java.Args) -> None:
    """``getFlagsMaybe``: an optional number."""
    value = a.next()
    if value is not None:
        java.parse_int(value)


def _cmd_role(model, a: java.Args) -> Result:
    sub = a.cmd
    if sub in (None, "help", "-h"):
        return _HELP.encode(), b"", 255
    if sub == "get-role-holders":
        _user(a)
        return ok(";".join(roles.holders(model, a.required())) + "\n")
    if sub in ("add-role-holder", "remove-role-holder", "clear-role-holders"):
        _user(a)
        role = a.required()
        package = a.required() if sub != "clear-role-holders" else None
        _flags(a)
        try:
            if sub == "add-role-holder":
                roles.add_holder(model, role, package)
            else:
                roles.remove_holder(model, role, package)
        except roles.RoleError:
            return fail(_FAILED, 255)
        return ok()
    if sub == "set-bypassing-role-qualification":
        # RoleService keeps it in memory only (Boolean.parseBoolean)
        model.roles_bypass_qualification = a.required().lower() == "true"
        return ok()
    return f"Unknown command: {sub}\n".encode(), b"", 255


SERVICES = {"role": cmd_role}
