"""``cmd notification`` (``post``/``notify``, ``list``, ``get``, ``set_dnd``) as Android 13
answers it.

Source: AOSP ``services/core/java/com/android/server/notification/NotificationShellCmd.java``
(Android 13): ``post`` prints ``posting:`` then two spaces and ``Notification.toString()``
on stdout; every message goes to stdout (``getOutPrintWriter``); a missing TAG or TEXT
prints the post usage and still exits 0 (``doNotify``'s result is ignored); a missing
flag value is caught as ``Error occurred. Check logcat for details. <message>`` (exit 0);
``set_dnd MODE`` is silent and sets ``global zen_mode`` through the interruption filter
(``on``/``none`` -> 2 no interruptions, ``priority`` -> 1, ``alarms`` -> 3, ``off``/``all``
-> 0: ``NotificationManager.zenModeFromInterruptionFilter``); an unknown mode reaches
``setInterruptionFilter`` as ``INTERRUPTION_FILTER_UNKNOWN`` (0), whose
``IllegalArgumentException`` is caught as ``Error occurred. Check logcat for details.
Invalid filter: 0`` (exit 0), and a missing mode as ``... Argument expected after
"set_dnd"``;
an unknown subcommand prints ``Unknown command: X`` and exits 255
(``BasicShellCommandHandler.handleDefaultCommands``); callers other than shell/root get
``error: permission denied: ...`` and 255.
"""

from __future__ import annotations

from venus_tasks.sim.notifications import record
from venus_tasks.sim.shell.commands.base import Result, ok

NOTIFY_USAGE = (
    "usage: cmd notification post [flags] <tag> <text>\n\n"
    "flags:\n  -h|--help\n  -v|--verbose\n  -t|--title <text>\n  -i|--icon <iconspec>\n"
    "  -I|--large-icon <iconspec>\n  -S|--style <style> [styleargs]\n"
    "  -c|--content-intent <intentspec>\n\n"
    "styles: (default none)\n  bigtext\n  bigpicture --picture <iconspec>\n"
    "  inbox --line <text> --line <text> ...\n"
    "  messaging --conversation <title> --message <who>:<text> ...\n  media\n\n"
    "an <iconspec> is one of\n  file:///data/local/tmp/<img.png>\n"
    "  content://<provider>/<path>\n  @[<package>:]drawable/<img>\n  data:base64,<B64DATA==>\n\n"
    "an <intentspec> is (broadcast|service|activity) <args>\n"
    "  <args> are as described in `am start`\n")

_WITH_VALUE = {"-t", "--title", "title", "-i", "--icon", "icon", "-I", "--large-icon",
               "--largeicon", "largeicon", "large-icon", "-S", "--style", "--bigtext",
               "--bigText", "--big-text", "--picture", "--line", "--message", "--conversation"}


def _post(ctx, args: list[str]) -> Result:
    title = ""
    i = 0
    while i < len(args) and args[i].startswith("-"):
        opt = args[i]
        i += 1
        if opt in ("-v", "--verbose"):
            continue
        if opt in _WITH_VALUE:
            if i >= len(args):
                return ok(f'Error occurred. Check logcat for details. Argument expected after "{opt}"\n')
            if opt in ("-t", "--title", "title"):
                title = args[i]
            i += 1
            continue
        if opt in ("-c", "--content-intent", "--intent"):
            break          # the rest is an intent spec: not modelled, tag/text must precede
        return ok(NOTIFY_USAGE)           # -h, --help and unknown flags
    rest = args[i:]
    if len(rest) < 2:
        return ok(NOTIFY_USAGE)
    tag, text = rest[0], rest[1]
    model = ctx.model
    package = "root" if ctx.cred.uid == 0 else "com.android.shell"
    # the shell channel is IMPORTANCE_DEFAULT (NotificationShellCmd.CHANNEL_IMP): it never peeks
    note = model.notifications.post(package, ctx.cred.uid, tag, text, title, heads_up=False)
    return ok(f"posting:\n  {note.describe()}\n")


def notification(ctx, args: list[str]) -> Result:
    if ctx.cred.uid not in (0, 2000):
        return (f"error: permission denied: callingUid={ctx.cred.uid} callingPackage=null\n"
                .encode(), b"", 255)
    if not args:
        return b"usage: cmd notification SUBCMD [args]\n", b"", 255
    sub, rest = args[0].replace("-", "_"), args[1:]
    notes = ctx.model.notifications
    if sub in ("post", "notify"):
        return _post(ctx, rest)
    if sub == "set_dnd":
        return _set_dnd(ctx, rest)
    if sub == "list":
        return ok("".join(f"{n.key}\n" for n in notes.active))
    if sub == "get":
        if not rest:
            return ok('Error occurred. Check logcat for details. Argument expected after "get"\n')
        note = notes.get(rest[0])
        if note is None:
            return f"error: no active notification matching key: {rest[0]}\n".encode(), b"", 1
        return ok(record(note, indent=""))
    return f"Unknown command: {args[0]}\n".encode(), b"", 255


_ZEN_BY_MODE = {"on": 2, "none": 2, "priority": 1, "alarms": 3, "all": 0, "off": 0}


def _set_dnd(ctx, args: list[str]) -> Result:
    if not args:
        return ok('Error occurred. Check logcat for details. Argument expected after "set_dnd"\n')
    if args[0] not in _ZEN_BY_MODE:
        return ok("Error occurred. Check logcat for details. Invalid filter: 0\n")
    ctx.model.settings.put("global", "zen_mode", str(_ZEN_BY_MODE[args[0]]))
    return ok()


SERVICES = {"notification": notification}
