"""``am`` and ``pm`` (also ``cmd activity|package``); ``monkey`` is in ``monkey.py``.

Formats: ``ActivityManagerShellCommand`` (``Starting: Intent { cmp=... }``; without ``-W``
warnings/errors go to stderr and the exit code stays 0; ``Error type 3`` + ``Error:
Activity class {pkg/.Cls} does not exist.``; ``-W`` adds ``Status/LaunchState/Activity/
TotalTime/WaitTime/Complete``), ``PackageManagerShellCommand`` (``package:NAME``,
``Success``, ``Failed``). Bad ``am`` arguments raise what Android raises (``Unknown
option: X``, ``Argument expected after "X"``, ``Bad component name: X``,
``NumberFormatException``), printed by ``BasicShellCommandHandler`` on stderr with exit 255
(``java.py``); no subcommand prints the help on stdout, exit 255. ``am task`` is in
``am_task.py``.
"""

from __future__ import annotations

import contextlib
import re

from venus_tasks.sim.shell.commands import am_task, intents, java
from venus_tasks.sim.shell.commands.base import Result, fail, lines, ok
from venus_tasks.sim.shell.commands.intents import Intent, full_class, parse_intent, short_name
from venus_tasks.sim.system.activities import StartResult
from venus_tasks.sim.system_ui import APP_DETAILS, crash_app

_VIEW_HANDLERS = (
    (r"https?:", "com.android.chrome"),
    (r"tel:", "com.google.android.dialer"),
    (r"(sms|smsto|mms|mmsto):", "com.google.android.apps.messaging"),
    (r"content://(com\.android\.)?contacts", "com.google.android.contacts"),
    (r"content://media/external/(images|video)", "com.google.android.apps.photos"),
)


def _resolve(model, it: Intent) -> tuple[str, str] | None | str:
    """(package, activity class) for the intent; ``"missing"`` for a bad explicit component;
    ``"handled"`` when an app consumed it without showing an activity."""
    if it.component:
        pkg_name, cls = it.component
        pkg = model.packages.get(pkg_name)
        full = full_class(pkg_name, cls)
        if pkg is None:
            return "missing"
        if full == pkg.activity or (pkg_name == "com.android.settings"
                                    and full.startswith("com.android.settings.")):
            return pkg_name, full
        from venus_tasks.sim import apps_ui     # another exported activity (Contacts' editor)
        app = apps_ui.APPS.get(pkg_name)
        hit = getattr(app, "resolve_intent", None) and app.resolve_intent(model, it)
        return hit if hit == (pkg_name, full) else "missing"     # only that very class
    action = it.action or ""
    if "android.intent.category.HOME" in it.categories:
        return model.activities.tasks[0].package, model.activities.tasks[0].top
    from venus_tasks.sim import apps_ui     # apps that answer intents (Clock's SET_TIMER, ...)
    for app in apps_ui.APPS.values():
        hit = getattr(app, "resolve_intent", None) and app.resolve_intent(model, it)
        if hit:
            return hit
    if action == "android.settings.APPLICATION_DETAILS_SETTINGS" and (it.data or "").startswith("package:"):
        model.system_ui.app_info_package = it.data[len("package:"):]
        return "com.android.settings", APP_DETAILS
    target = None
    if it.package and (not it.data or action == "android.intent.action.MAIN"):
        target = it.package
    elif action.startswith("android.settings."):
        target = "com.android.settings"
    elif it.data:
        target = next((pkg for rx, pkg in _VIEW_HANDLERS if re.match(rx, it.data)), None)
    pkg = model.packages.get(target) if target else None
    if pkg is None or not pkg.activity:
        return None
    return pkg.name, pkg.activity


def am(ctx, args: list[str]) -> Result:
    """``cmd activity`` (``ActivityManagerShellCommand.onCommand``): an exception out of a
    subcommand is printed as ``BasicShellCommandHandler`` prints it (stderr, exit 255)."""
    a = java.Args(args)
    try:
        return _am(ctx, a)
    except java.JavaException as exc:
        return java.exception(a.cmd, exc, _AM_FRAMES)


_AM_FRAMES = (
    "com.android.server.am.ActivityManagerShellCommand.onCommand(ActivityManagerShellCommand.java:230)",
    "com.android.modules.utils.BasicShellCommandHandler.exec(BasicShellCommandHandler.java:97)")
_AM_HELP = "Activity manager (activity) commands:\n  help\n      Print this help text.\n"


def _am(ctx, a: java.Args) -> Result:
    sub, model = a.cmd, ctx.model
    if sub in (None, "help", "-h"):       # handleDefaultCommands: help on stdout, result -1
        return _AM_HELP.encode(), b"", 255
    rest = a.argv[1:]
    if sub in ("start", "start-activity"):
        return _am_start(ctx, rest)
    if sub in ("crash", "force-stop", "kill"):
        error = _user_options(a)
        if error:
            return error
        target = a.required()
        if sub == "crash":
            crash_app(model, target)
        else:
            model.force_stop(target)
        return ok()
    if sub == "kill-all":
        return ok()
    if sub == "broadcast":
        it, _ = parse_intent(rest)
        it.flags |= 0x400000   # FLAG_RECEIVER_FROM_SHELL
        from venus_tasks.sim.providers import media     # MediaProvider's scan receiver
        media.deliver_broadcast(model, it.action, it.data)
        from venus_tasks.sim.text_input import adbkeyboard, clipper_receiver   # ADBKeyBoard's, Clipper's receivers
        adbkeyboard.deliver_broadcast(model, it)         # sets no result
        result = clipper_receiver.deliver_broadcast(model, it)
        return ok(f"Broadcasting: {it}\n" + clipper_receiver.completed_line(result))
    if sub in ("startservice", "start-service", "start-foreground-service"):
        it, _ = parse_intent(rest)
        return ok(f"Starting service: {it}\n")
    if sub == "stack":
        verb = a.required()
        if verb == "list":
            from venus_tasks.sim.shell.commands.dumpsys import stack_list
            return ok(stack_list(model))
        if verb == "remove":
            model.activities.remove_task(java.parse_int(a.required()))
            return ok()
        return fail(f"Error: unknown command '{verb}'\n", 255)   # runStack [inferred]
    if sub == "task":
        return am_task.run_task(model, a)
    if sub == "get-current-user":
        return ok("0\n")
    return _unknown(sub)


def _user_options(a: java.Args) -> Result | None:
    """The ``--user N`` option of ``am force-stop|kill|crash``; another option prints
    ``Error: Unknown option: X`` on stderr, result -1."""
    while (opt := a.option()) is not None:
        if opt != "--user":
            return fail(f"Error: Unknown option: {opt}\n", 255)
        intents.parse_user(a.required())
    return None


def _am_start(ctx, args: list[str]) -> Result:
    model = ctx.model
    it, _ = parse_intent(args)
    wait = "-W" in it.options or "--wait" in it.options
    out = [f"Starting: {it}\n"]
    notes: list[str] = []      # warnings/errors: stdout with -W, stderr without
    target = _resolve(model, it)
    if target == "missing":
        pkg, cls = it.component
        notes += ["Error type 3\n",
                  f"Error: Activity class {{{short_name(pkg, cls)}}} does not exist.\n"]
    elif target == "handled":                  # consumed by a no-UI activity (EXTRA_SKIP_UI)
        pass
    elif target is None:
        it.flags |= 0x10000000
        notes.append(f"Error: Activity not started, unable to resolve {it}\n")
    elif model.activities.lock_task_violation(target[0]):
        # a pinned task (am task lock): START_RETURN_LOCK_TASK_MODE_VIOLATION = 101 has no
        # case of its own in runStartActivity's switch, so it is the default's message
        notes.append("Error: Activity not started, unknown error code 101\n")
    else:
        pkg, cls = target
        if "-S" in it.options:
            model.force_stop(pkg)
        result, cold = model.launch(pkg, cls, "--activity-clear-task" in it.options)
        from venus_tasks.sim import apps_ui        # the app reads the intent's data (Chrome's URL)
        apps_ui.deliver_intent(model, pkg, it)
        if getattr(apps_ui.APPS.get(pkg), "via_trampoline", lambda _: False)(it):
            result = StartResult.SUCCESS           # a new no-display activity started the screen
        model.system_ui.recents_open = False       # a started activity leaves Overview
        if it.action == "android.intent.action.CALL" and (it.data or "").startswith("tel:"):
            from venus_tasks.sim.telephony import TelephonyError
            with contextlib.suppress(TelephonyError):
                model.telephony.dial(it.data[len("tel:"):])
        if result is StartResult.DELIVERED_TO_TOP:
            notes.append("Warning: Activity not started, intent has been delivered to "
                         "currently running top-most instance.\n")
        elif result is StartResult.TASK_TO_FRONT:
            notes.append("Warning: Activity not started, its current task has been brought "
                         "to the front\n")
        if wait:
            state = "COLD" if cold else "WARM" if result is StartResult.SUCCESS else "HOT"
            total = 412 if cold else 128 if state == "WARM" else 0
            notes += ["Status: ok\n", f"LaunchState: {state}\n",
                      f"Activity: {short_name(pkg, cls)}\n"]
            if total:
                notes.append(f"TotalTime: {total}\n")
            notes += [f"WaitTime: {total + 3}\n", "Complete\n"]
    if wait:
        return ok("".join(out + notes))
    return "".join(out).encode(), "".join(notes).encode(), 0


def _unknown(sub: str) -> Result:
    """``BasicShellCommandHandler.handleDefaultCommands``: stdout, exit 255 (-1)."""
    return f"Unknown command: {sub}\n".encode(), b"", 255


def pm(ctx, args: list[str]) -> Result:
    if not args:
        return fail("Package manager (package) commands:\n  help\n")
    sub, rest = args[0], args[1:]
    model = ctx.model
    flags = {a for a in rest if a.startswith("-")}
    operands = [a for a in rest if not a.startswith("-")]
    if sub in ("list", "ls") and rest[:1] == ["packages"]:
        flags = {a for a in rest[1:] if a.startswith("-")}
        filt = [a for a in rest[1:] if not a.startswith("-")]
        pkgs = model.packages.all()
        if "-3" in flags:
            pkgs = [p for p in pkgs if not p.system]
        if "-s" in flags:
            pkgs = [p for p in pkgs if p.system]
        if filt:
            pkgs = [p for p in pkgs if filt[0] in p.name]

        def fmt(p) -> str:
            text = f"package:{p.apk_path}={p.name}" if "-f" in flags else f"package:{p.name}"
            return text + (f" uid:{p.uid}" if "-U" in flags else "")
        return ok(lines(fmt(p) for p in pkgs))
    if sub == "path":
        pkg = model.packages.get(operands[0]) if operands else None
        if pkg is None:
            return b"", b"", 1
        return ok(f"package:{pkg.apk_path}\n")
    if sub == "clear":
        if operands and model.clear_data(operands[-1]):
            return ok("Success\n")
        return fail("Failed\n")
    if sub in ("grant", "revoke"):
        if len(operands) < 2:
            return fail("Error: no permission specified\n", 255)
        if operands[0] not in model.packages:
            return fail(f"Exception occurred while executing '{sub}':\n"
                        f"java.lang.IllegalArgumentException: Unknown package: {operands[0]}\n", 255)
        return ok()
    if sub == "install":
        # the APK's binary manifest decides (venus_tasks/sim/system/apk.py); "Failure [...]" is
        # printed on stdout with exit status 1 (PackageManagerShellCommand.doCommitSession)
        from venus_tasks.sim.system import apk
        if "-S" in rest:
            size = rest[rest.index("-S") + 1] if rest.index("-S") + 1 < len(rest) else ""
            data = ctx.stdin if size.isdigit() and len(ctx.stdin) == int(size) else b""
        else:
            path = operands[-1] if operands else ""
            if not ctx.vfs.exists(path, ctx.cwd, cred=ctx.cred):
                return fail(f"Error: Unable to open file: {path}\n"
                            "Consider using a file under /data/local/tmp/\n", 1)
            data = ctx.vfs.read(path, ctx.cwd, ctx.cred)
        line = apk.install(model, data, allow_downgrade="-d" in flags)
        return (line + "\n").encode(), b"", 0 if line == "Success" else 1
    if sub == "uninstall":
        pkg = model.packages.get(operands[0]) if operands else None
        if pkg is None or pkg.system:
            return fail("Failure [DELETE_FAILED_INTERNAL_ERROR]\n")
        model.force_stop(pkg.name)
        model.packages.uninstall(pkg.name)
        return ok("Success\n")
    return _unknown(sub)


COMMANDS = {"am": am, "pm": pm}
