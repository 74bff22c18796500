"""``ime`` (``/system/bin/ime``: ``cmd input_method ime "$@"``) and ``cmd input_method``
over the simulated input methods (``venus_tasks.sim.text_input.ime``, whose docstring gives the output
formats and their AOSP source)."""

from __future__ import annotations

from venus_tasks.sim.text_input import ime as imms
from venus_tasks.sim.shell.commands import java
from venus_tasks.sim.shell.commands.base import Result, ok
from venus_tasks.sim.shell.commands.intents import parse_user

def _dump(model, ime: str) -> str:
    """``ID:`` then ``InputMethodInfo.dump`` (Android 13 fields) indented by two spaces;
    the ``Service:`` block is abridged to ``ResolveInfo``'s first lines [simplified]."""
    pkg, cls = ime.split("/", 1)
    cls = pkg + cls if cls.startswith(".") else cls
    return (f"{ime}:\n"
            f"  mId={ime} mSettingsActivityName=null mIsVrOnly=false mSupportsSwitchingToNextInputMethod=false "
            "mInlineSuggestionsEnabled=false mSupportsInlineSuggestionsWithTouchExploration=false "
            "mSuppressesSpellChecker=false mShowInInputMethodPicker=true mSupportsStylusHandwriting=false\n"
            "  mIsDefaultResId=0x0\n"
            "  Service:\n"
            "    priority=0 preferredOrder=0 match=0x108000 specificIndex=-1 isDefault=false\n"
            "    ServiceInfo:\n"
            f"      name={cls}\n"
            f"      packageName={pkg}\n"
            f"      enabled=true exported={'true' if imms.EXPORTED.get(pkg, True) else 'false'} "
            "directBootAware=false\n"
            "      permission=android.permission.BIND_INPUT_METHOD\n")


_HELP = ("ime <command>:\n"
         "  list [-a] [-s]\n"
         "    prints all enabled input methods.\n"
         "      -a: see all input methods\n"
         "      -s: only a single summary line of each\n"
         "  enable [--user <USER_ID>] <ID>\n"
         "    allows the given input method ID to be used.\n"
         "      --user <USER_ID>: Specify which user to enable. Assumes the current user if not specified.\n"
         "  disable [--user <USER_ID>] <ID>\n"
         "    disallows the given input method ID to be used.\n"
         "      --user <USER_ID>: Specify which user to disable. Assumes the current user if not specified.\n"
         "  set [--user <USER_ID>] <ID>\n"
         "    switches to the given input method ID.\n"
         "      --user <USER_ID>: Specify which user to enable. Assumes the current user if not specified.\n"
         "  reset [--user <USER_ID>]\n"
         "    reset currently selected/enabled IMEs to the default ones as if the device is initially "
         "booted with the current locale.\n"
         "      --user <USER_ID>: Specify which user to reset. Assumes the current user if not specified.\n")
_FRAMES = ("com.android.server.inputmethod.InputMethodManagerService$ShellCommandImpl.onCommand"
           "(InputMethodManagerService.java:6045)",
           "com.android.modules.utils.BasicShellCommandHandler.exec(BasicShellCommandHandler.java:97)")


def ime_command(ctx, args: list[str]) -> Result:
    """``/system/bin/ime`` (``cmd input_method ime "$@"``)."""
    return input_method(ctx, ["ime", *args])


def input_method(ctx, args: list[str]) -> Result:
    """``cmd input_method``: ``ime <command>`` (other commands: the default handling)."""
    a = java.Args(args)
    try:
        return _input_method(ctx.model, a)
    except java.JavaException as exc:
        return java.exception(a.cmd, exc, _FRAMES)


def _user_option(a: java.Args) -> None:
    """``handleOptionsThatOnlyHaveUserOption``: ``-u``/``--user N``; other options are skipped."""
    while (opt := a.option()) is not None:
        if opt in ("-u", "--user"):
            parse_user(a.required())
            return


def _input_method(model, a: java.Args) -> Result:
    if a.cmd != "ime":
        if a.cmd in (None, "help", "-h"):
            return b"InputMethodManagerService commands:\n  help\n    Prints this help text.\n", b"", 255
        return f"Unknown command: {a.cmd}\n".encode(), b"", 255
    sub = a.next() or ""
    if sub in ("", "-h", "help"):
        return ok(_HELP)
    if sub == "list":
        every = brief = False
        while (opt := a.option()) is not None:
            every |= opt == "-a"
            brief |= opt == "-s"
            if opt in ("-u", "--user"):
                a.required()
        ids = imms.available(model) if every else imms.enabled(model)
        return ok("".join(f"{i}\n" if brief else _dump(model, i) for i in ids))
    if sub in ("enable", "disable"):
        _user_option(a)
        ime = a.required()
        on = sub == "enable"
        if on and ime not in imms.available(model):
            return b"", f"Unknown input method {ime} cannot be enabled for user #0\n".encode(), 255
        was = imms.set_enabled(model, ime, on)
        state = "already " if was == on else "now "
        return ok(f"Input method {ime}: {state}{'enabled' if on else 'disabled'} for user #0\n")
    if sub == "set":
        _user_option(a)
        ime = a.required()
        if not imms.select(model, ime):
            return b"", f"Unknown input method {ime} cannot be selected for user #0\n".encode(), 255
        return ok(f"Input method {ime} selected for user #0\n")
    if sub == "reset":
        _user_option(a)
        selected, ids = imms.reset(model)
        return ok("Reset current and enabled IMEs for user #0\n"
                  f"  Selected: {selected}\n" + "".join(f"   Enabled: {i}\n" for i in ids))
    return f"Unknown command: {sub}\n".encode(), b"", 255


COMMANDS = {"ime": ime_command}
SERVICES = {"input_method": input_method}
