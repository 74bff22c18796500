"""``content query|insert|update|delete`` over the device's content providers.

Source: AOSP ``cmds/content/.../Content.java`` (QueryCommand). Query rows print as
``Row: <i> col=val, col=val`` (NULL -> ``NULL``, BLOB -> ``BLOB``, integers as longs,
reals as Java ``Double.toString``); no rows -> ``No result found.``. Insert, update and
delete are silent. A provider failure prints ``Error while accessing provider:<authority>``
and a stack trace on stderr with exit status 0; bad arguments print the usage and
``[ERROR] <message>`` on stdout.
"""

from __future__ import annotations

import decimal

from venus_tasks.sim.providers import ProviderError, Uri
from venus_tasks.sim.providers.base import ROOT_CALLER, SHELL_CALLER
from venus_tasks.sim.shell.commands.base import Result, ok

_USAGE = ("usage: adb shell content [subcommand] [options]\n\n"
          "usage: adb shell content insert --uri <URI> [--user <USER_ID>] --bind <BINDING> "
          "[--bind <BINDING>...] [--extra <BINDING>...]\n"
          "usage: adb shell content update --uri <URI> [--user <USER_ID>] [--where <WHERE>] "
          "[--extra <BINDING>...]\n"
          "usage: adb shell content delete --uri <URI> [--user <USER_ID>] --bind <BINDING> "
          "[--bind <BINDING>...] [--where <WHERE>] [--extra <BINDING>...]\n"
          "usage: adb shell content query --uri <URI> [--user <USER_ID>] [--projection "
          "<PROJECTION>] [--where <WHERE>] [--sort <SORT_ORDER>] [--extra <BINDING>...]\n")


class _BadArgs(Exception):
    pass


def java_double(value: float) -> str:
    """``Double.toString``: plain for 1e-3 <= |v| < 1e7, else ``1.0E10`` style (shortest digits)."""
    if value != value:
        return "NaN"
    if value in (float("inf"), float("-inf")):
        return "Infinity" if value > 0 else "-Infinity"
    if value == 0:
        return "-0.0" if str(value).startswith("-") else "0.0"
    if 1e-3 <= abs(value) < 1e7:
        return repr(value)
    sign, digits, exponent = decimal.Decimal(repr(value)).normalize().as_tuple()
    text = "".join(map(str, digits))
    exp = len(text) - 1 + exponent
    return f"{'-' if sign else ''}{text[0]}.{text[1:] or '0'}E{exp}"


def _format(value) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, bytes):
        return "BLOB"
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, float):
        return java_double(value)
    return str(value)


def _bind(spec: str):
    name, _, rest = spec.partition(":")
    kind, _, value = rest.partition(":")
    if not name or not kind:
        raise _BadArgs(f"Invalid binding: {spec}")
    try:
        return name, {"s": str, "i": int, "l": int, "f": float, "d": float,
                      "b": lambda v: v.lower() == "true", "n": lambda v: None}[kind](value)
    except KeyError:
        raise _BadArgs(f"Unsupported type: {kind}") from None
    except ValueError:
        raise _BadArgs(f"Invalid binding: {spec}") from None


def content(ctx, args: list[str]) -> Result:
    try:
        if not args:
            raise _BadArgs("No command specified")
        verb, rest = args[0], args[1:]
        if verb not in ("query", "insert", "update", "delete"):
            raise _BadArgs(f"Unsupported operation: {verb}")
        opts: dict[str, list[str]] = {}
        i = 0
        while i < len(rest):
            key = rest[i]
            if key not in ("--uri", "--user", "--projection", "--where", "--sort", "--bind",
                           "--extra", "--arg"):
                raise _BadArgs(f"Unsupported argument: {key}")
            if i + 1 >= len(rest):
                raise _BadArgs(f"Missing value for: {key}")
            opts.setdefault(key, []).append(rest[i + 1])
            i += 2
        if "--uri" not in opts:
            raise _BadArgs("Content provider URI not specified. Did you specify --uri argument?")
        try:
            uri = Uri.parse(opts["--uri"][-1])
        except ValueError:
            raise _BadArgs(f"Invalid URI: {opts['--uri'][-1]}") from None
        values = dict(_bind(b) for b in opts.get("--bind", []))
        if verb == "insert" and not values:
            raise _BadArgs("Bindings not specified. Did you specify --bind argument(s)?")
    except _BadArgs as exc:
        return ok(_USAGE + f"[ERROR] {exc}\n")
    provider = ctx.model.providers.get(uri.authority)
    where = opts.get("--where", [None])[-1]
    caller = ROOT_CALLER if ctx.cred.uid == 0 else SHELL_CALLER
    try:
        if provider is None:
            raise ProviderError(f"Could not find provider: {uri.authority}",
                                "java.lang.IllegalStateException")
        if verb == "query":
            proj = opts.get("--projection", [None])[-1]
            columns, rows = provider.query(uri, proj.split(":") if proj else None, where,
                                           opts.get("--sort", [None])[-1], caller=caller)
            if not rows:
                return ok("No result found.\n")
            return ok("".join(
                f"Row: {n} " + ", ".join(f"{c}={_format(v)}" for c, v in zip(columns, row)) + "\n"
                for n, row in enumerate(rows)))
        if verb == "insert":
            provider.insert(uri, values, caller=caller)
        elif verb == "update":
            provider.update(uri, values, where, caller=caller)
        else:
            provider.delete(uri, where, caller=caller)
        return ok()
    except ProviderError as exc:
        trace = (f"Error while accessing provider:{uri.authority}\n"
                 f"{exc.exception}: {exc}\n"
                 "\tat com.android.commands.content.Content$Command.execute(Content.java:521)\n"
                 "\tat com.android.commands.content.Content.main(Content.java:735)\n"
                 "\tat com.android.internal.os.RuntimeInit.nativeFinishInit(Native Method)\n"
                 "\tat com.android.internal.os.RuntimeInit.main(RuntimeInit.java:355)\n")
        return b"", trace.encode(), 0


COMMANDS = {"content": content}
