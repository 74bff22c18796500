"""``logcat``: the device log, as the simulated device keeps it (no app writes log lines).

What clients rely on (android_env ``components/adb_log_stream.py``: ``logcat -b all -c``
then a long-lived ``logcat -v epoch FILTERS`` read line by line until it kills the
process): ``-c`` clears and exits 0; ``-d`` (and ``-t N``) print the buffers and exit; any
other invocation streams until the adb client hangs up (or the device stops), printing
the ``--------- beginning of <buffer>`` header of each buffer it reads (AOSP
``system/logging/logcat/logcat.cpp``). Options are checked as getopt does; an unknown one
is ``logcat: invalid option -- 'X'`` and the usage hint, exit 1 [inferred wording].
"""

from __future__ import annotations

from venus_tasks.sim.shell.commands.base import Result, fail, ok

_BUFFERS = ("main", "system", "crash", "kernel", "events", "radio", "security")
_DEFAULT = ("main", "system", "crash")      # logcat.cpp: the default -b set
_WITH_ARG = set("bvTtefgGrnpLm")             # options that take a value (-v epoch, -b all, ...)


def logcat(ctx, args: list[str]) -> Result:
    buffers: list[str] = []
    dump = clear = False
    i = 0
    while i < len(args):
        a = args[i]
        if not a.startswith("-") or a == "-":
            i += 1                                   # a filterspec (TAG:LEVEL) or '*:S'
            continue
        flag, rest = a[1:2], a[2:]
        if flag in _WITH_ARG:
            value = rest or (args[i + 1] if i + 1 < len(args) else None)
            if value is None:
                return fail(f"logcat: option requires an argument -- '{flag}'\n"
                            "For more information, run 'logcat --help'.\n")
            i += 1 if rest else 2
            if flag == "b":
                names = _BUFFERS if value == "all" else tuple(value.split(","))
                unknown = [n for n in names if n not in _BUFFERS and n != "default"]
                if unknown:
                    return fail(f"logcat: unknown buffer '{unknown[0]}'\n")
                buffers += [n for n in names if n in _BUFFERS] or list(_DEFAULT)
            if flag == "t":
                dump = True
            continue
        if flag == "c":
            clear = True
        elif flag == "d":
            dump = True
        elif flag not in set("sDBSZ"):
            return fail(f"logcat: invalid option -- '{flag}'\nFor more information, run 'logcat --help'.\n")
        i += 1
    if clear:
        return ok()
    header = "".join(f"--------- beginning of {b}\n" for b in (buffers or _DEFAULT)
                     if b in ("main", "system", "crash"))
    if dump:
        return ok(header)
    gone = ctx.shell.hangup                          # stream until the client goes away
    while not ctx.model.halted.is_set() and not (gone is not None and gone.is_set()):
        (gone or ctx.model.halted).wait(0.05)
    return ok(header) if ctx.model.halted.is_set() else (header.encode(), b"", 129)


COMMANDS = {"logcat": logcat}
