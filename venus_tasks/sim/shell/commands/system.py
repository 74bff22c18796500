"""System commands: ``whoami id getprop setprop date sleep sync restorecon service sh su
toybox which uname env logcat``.

``date``: toybox ``date.c`` (default format ``%a %b %e %H:%M:%S %Z %Y``; setting needs
root, else ``date: cannot set date: Operation not permitted`` then the date, exit 1).
``service call alarm 3 s16 <tz>`` sets the time zone (AndroidWorld ``setup_datetime``)
and prints ``Result: Parcel(00000000    '....')`` (``frameworks/native/cmds/service/service.cpp``).
"""

from __future__ import annotations

import datetime
import re
import time

from venus_tasks.sim.clock import TOYBOX_DATE_FORMAT, strftime
from venus_tasks.sim.shell.commands.base import Result, fail, lines, ok
from venus_tasks.sim.system.identity import ROOT, id_line, name_of, uid_of
from venus_tasks.sim.system.props import format_all

_SHELL_SETPROP = ("debug.", "log.", "persist.debug.", "persist.log.", "service.adb.",
                  "persist.sys.usb.", "sys.usb.config")


def whoami(ctx, args: list[str]) -> Result:
    return ok(ctx.cred.name + "\n")


def id_(ctx, args: list[str]) -> Result:
    cred = ctx.cred
    flags = "".join(a[1:] for a in args if a.startswith("-"))
    if "u" in flags:
        return ok((name_of(cred.uid) if "n" in flags else str(cred.uid)) + "\n")
    if "g" in flags:
        return ok((name_of(cred.gid) if "n" in flags else str(cred.gid)) + "\n")
    if "G" in flags:
        return ok(" ".join(name_of(g) if "n" in flags else str(g) for g in cred.groups) + "\n")
    return ok(id_line(cred) + "\n")


def getprop(ctx, args: list[str]) -> Result:
    props = ctx.model.props
    if not args:
        return ok(format_all(props))
    default = args[1] if len(args) > 1 else ""
    return ok(props.get(args[0], default) + "\n")


def setprop(ctx, args: list[str]) -> Result:
    if len(args) != 2:
        return fail("usage: setprop NAME VALUE\n\nSets an Android system property.\n")
    key, value = args
    props = ctx.model.props
    allowed = ctx.cred.is_root or key.startswith(_SHELL_SETPROP)
    if not allowed or (key.startswith("ro.") and key in props):
        return fail(f"Failed to set property '{key}' to '{value}'.\nSee dmesg for error reason.\n")
    if key.startswith("ctl."):      # init control messages (start/stop/restart a service): never stored
        if key in ("ctl.restart", "ctl.start") and value == "zygote":
            ctx.model.restart_framework()
        return ok()
    props[key] = value
    return ok()


def _parse_set_date(text: str, tz, now: float) -> float | None:
    """toybox ``parse_date``: ``MMDDhhmm[[CC]YY][.ss]``, ``@UNIXTIME``, ISO forms."""
    if text.startswith("@"):
        try:
            return float(text[1:])
        except ValueError:
            return None
    m = re.fullmatch(r"(\d\d)(\d\d)(\d\d)(\d\d)((?:\d\d)?\d\d)?(?:\.(\d\d))?", text)
    current = datetime.datetime.fromtimestamp(now, tz)
    try:
        if m:
            mon, day, hour, minute, year, sec = m.groups()
            if year is None:
                year_i = current.year
            elif len(year) == 2:
                year_i = current.year // 100 * 100 + int(year)
                if year_i > current.year + 50:
                    year_i -= 100
                elif year_i < current.year - 50:
                    year_i += 100
            else:
                year_i = int(year)
            dt = datetime.datetime(year_i, int(mon), int(day), int(hour), int(minute),
                                   int(sec or 0), tzinfo=tz)
            return dt.timestamp()
        m = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)(?:[ T](\d\d):(\d\d)(?::(\d\d))?)?", text)
        if m:
            y, mo, d, h, mi, s = m.groups()
            return datetime.datetime(int(y), int(mo), int(d), int(h or 0), int(mi or 0),
                                     int(s or 0), tzinfo=tz).timestamp()
    except ValueError:
        return None
    return None


def date(ctx, args: list[str]) -> Result:
    model = ctx.model
    tz = model.timezone()
    fmt = TOYBOX_DATE_FORMAT
    show_ns = model.clock.now_ns()
    setdate = None
    rest = list(args)
    while rest and rest[0].startswith("-") and len(rest[0]) > 1:
        flag = rest.pop(0)
        if flag in ("-u", "--utc"):
            tz = datetime.timezone.utc
        elif flag in ("-d", "-s", "-r") and rest:
            value = rest.pop(0)
            if flag == "-r":
                try:
                    show_ns = ctx.vfs.stat(value, ctx.cwd, cred=ctx.cred).mtime
                except Exception as exc:   # FsError
                    return fail(f"date: {value}: {getattr(exc, 'strerror', exc)}\n")
                continue
            when = _parse_set_date(value, tz, show_ns / 1e9)
            if when is None:
                return fail(f"date: bad date {value}\n")
            if flag == "-d":
                show_ns = int(when * 1e9)
            else:
                setdate = when
        else:
            return fail(f"date: Unknown option '{flag.lstrip('-')}' (see \"date --help\")\n")
    if rest and rest[0].startswith("+"):
        fmt = rest.pop(0)[1:]
    elif rest:
        when = _parse_set_date(rest.pop(0), tz, show_ns / 1e9)
        if when is None:
            return fail(f"date: bad date {args[-1]}\n")
        setdate = when
    if setdate is not None:
        show_ns = int(setdate * 1e9)
        if not ctx.cred.is_root:
            return fail("date: cannot set date: Operation not permitted\n",
                        stdout=strftime(fmt, show_ns, tz) + "\n")
        model.clock.set(setdate)
    return ok(strftime(fmt, show_ns, tz) + "\n")


def sleep(ctx, args: list[str]) -> Result:
    total = 0.0
    for arg in args:
        m = re.fullmatch(r"(\d*\.?\d+)([smhd]?)", arg)
        if not m:
            return fail(f"sleep: Bad duration '{arg}'\n")
        total += float(m.group(1)) * {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}[m.group(2)]
    if ctx.model.clock.stepped:                 # device time moves by the sleep, the host waits not
        ctx.model.clock.spend(total * 1000)
        return ok()
    gone = ctx.shell.hangup                     # the adb client went away (SIGHUP)
    if gone is None:
        ctx.model.halted.wait(min(total, 3600.0))   # returns early when the server stops
        return ok()
    end = time.monotonic() + min(total, 3600.0)
    while not gone.is_set() and not ctx.model.halted.is_set():
        left = end - time.monotonic()
        if left <= 0:
            return ok()
        gone.wait(min(left, 0.05))
    return ok() if ctx.model.halted.is_set() else (b"", b"", 129)


def _silent(ctx, args: list[str]) -> Result:
    return ok()


def service(ctx, args: list[str]) -> Result:
    if args[:1] == ["list"]:
        return ok("Found 4 services:\n0\talarm: [android.app.IAlarmManager]\n"
                  "1\tactivity: [android.app.IActivityManager]\n2\tsettings: []\n"
                  "3\twindow: [android.view.IWindowManager]\n")
    if args[:1] == ["check"] and len(args) > 1:
        return ok(f"Service {args[1]}: found\n")
    if args[:1] == ["call"] and len(args) >= 3:
        if args[1] == "alarm" and args[2] == "3" and len(args) >= 5 and args[3] == "s16":
            if not ctx.cred.is_root and ctx.cred.uid != 2000:
                return fail("Result: Parcel(Error: 0xffffffb5 \"Unknown error -75\")\n")
            ctx.model.props["persist.sys.timezone"] = args[4]
        return ok("Result: Parcel(00000000    '....')\n")
    return fail("Usage: service [-h|-?]\n       service list\n       service check SERVICE\n"
                "       service call SERVICE CODE [i32 N | i64 N | f N | d N | s16 STR ] ...\n")


def sh(ctx, args: list[str]) -> Result:
    if args[:1] == ["-c"]:
        return ctx.run(args[1] if len(args) > 1 else "")
    if args:
        try:
            script = ctx.vfs.read(args[0], ctx.cwd, ctx.cred).decode("utf-8", "replace")
        except Exception as exc:   # FsError
            return fail(f"/system/bin/sh: {args[0]}: {getattr(exc, 'strerror', exc)}\n", 127)
        return ctx.run(script)
    return ctx.run(ctx.stdin.decode("utf-8", "replace"))


def su(ctx, args: list[str]) -> Result:
    if ctx.cred.uid not in (0, 2000):
        return fail("su: uid 10000 not allowed to su\n")
    if args[:1] == ["-c"]:
        return ctx.run(" ".join(args[1:]), cred=ROOT)
    if args and uid_of(args[0]) is not None:
        args = args[1:]
    if not args:
        return ctx.run(ctx.stdin.decode("utf-8", "replace"), cred=ROOT)
    return ctx.invoke(args, cred=ROOT)


def toybox(ctx, args: list[str]) -> Result:
    from venus_tasks.sim.shell.commands import TOYBOX
    if not args:
        return ok(" ".join(sorted(TOYBOX)) + "\n")
    if args[0] not in TOYBOX:
        return fail(f"toybox: Unknown command {args[0]}\n", 1)
    return ctx.invoke(args)


def which(ctx, args: list[str]) -> Result:
    found = [f"/system/bin/{a}" for a in args if ctx.shell.lookup(a)]
    return lines(found).encode(), b"", 0 if len(found) == len(args) and args else 1


def uname(ctx, args: list[str]) -> Result:
    full = ("Linux localhost 5.15.41-android13-8-00205-gf1bf82c3dacd-ab8747247 #1 SMP PREEMPT "
            "Thu Jul 14 22:06:58 UTC 2022 x86_64 Toybox")
    if "-a" in args:
        return ok(full + "\n")
    if "-r" in args:
        return ok(full.split()[2] + "\n")
    if "-m" in args:
        return ok("x86_64\n")
    return ok("Linux\n")


def env(ctx, args: list[str]) -> Result:
    if args:
        return ctx.invoke(args)
    return ok(lines(f"{k}={v}" for k, v in sorted(ctx.env.items())))


def pidof(ctx, args: list[str]) -> Result:
    pids = [str(ctx.model.activities.pid_of(a)) for a in args if ctx.model.activities.pid_of(a)]
    return (" ".join(pids) + "\n").encode() if pids else b"", b"", 0 if pids else 1


COMMANDS = {
    "whoami": whoami, "id": id_, "getprop": getprop, "setprop": setprop, "date": date,
    "sleep": sleep, "sync": _silent, "restorecon": _silent,
    "service": service, "sh": sh, "su": su, "toybox": toybox, "which": which, "uname": uname,
    "env": env, "pidof": pidof,
}
