"""``settings``, ``svc``, and the ``cmd`` dispatcher with its services.

``settings``: ``SettingsService`` (``get`` prints the value or ``null``; ``put`` is
silent; ``delete`` prints ``Deleted N rows``; ``list`` prints sorted ``key=value``; bad
namespace -> stderr ``Invalid namespace 'x'``, exit 255). ``svc`` is the Android 12+
script over ``cmd wifi|phone|bluetooth_manager``. ``cmd uimode night yes`` prints
``Night mode: yes`` (``UiModeManagerService$Shell``); ``cmd bluetooth_manager enable``
prints ``Enabling Bluetooth`` (``BluetoothShellCommand``). ``cmd`` with an unknown service prints
``cmd: Can't find service: X`` and exits 20 (``frameworks/native/cmds/cmd/cmd.cpp``).
"""

from __future__ import annotations

from venus_tasks.sim.shell.commands.base import Result, fail, lines, ok
from venus_tasks.sim.system.settings_table import NAMESPACES

_SETTINGS_USAGE = ("Settings provider (settings) commands:\n  help\n      Print this help text.\n"
                   "  get [--user <USER_ID> | current] NAMESPACE KEY\n"
                   "  put [--user <USER_ID> | current] NAMESPACE KEY VALUE [TAG] [default]\n"
                   "  delete [--user <USER_ID> | current] NAMESPACE KEY\n"
                   "  reset [--user <USER_ID> | current] NAMESPACE {PACKAGE_NAME | RESET_MODE}\n"
                   "  list [--user <USER_ID> | current] NAMESPACE\n")


def settings(ctx, args: list[str]) -> Result:
    args = list(args)
    while args and args[0] in ("--user", "--lineage") and len(args) > 1:
        args = args[2:]
    if not args or args[0] == "help":
        return ok(_SETTINGS_USAGE)
    verb, rest = args[0], args[1:]
    if len(rest) > 1 and rest[0] == "--user":
        rest = rest[2:]
    if verb not in ("get", "put", "delete", "list", "reset"):
        return fail(f"Invalid command: {verb}\n", 255)
    if not rest:
        return fail("Invalid namespace 'null'\n", 255)
    ns = rest[0]
    if ns not in NAMESPACES:
        return fail(f"Invalid namespace '{ns}'\n", 255)
    table = ctx.model.settings
    if verb == "list":
        return ok(lines(f"{k}={'null' if v is None else v}" for k, v in table.items(ns)))
    if verb == "reset":
        return ok()
    if len(rest) < 2:
        return fail(f"Invalid {verb} arguments\n", 255)
    key = rest[1]
    if verb == "get":
        value = table.get(ns, key)
        return ok(("null" if value is None else value) + "\n")
    if verb == "delete":
        return ok(f"Deleted {table.delete(ns, key)} rows\n")
    if len(rest) < 3:
        return fail("Invalid put arguments\n", 255)
    table.put(ns, key, rest[2])
    return ok()


def svc(ctx, args: list[str]) -> Result:
    table = ctx.model.settings
    if len(args) >= 2 and args[1] in ("enable", "disable"):
        on = "1" if args[1] == "enable" else "0"
        if args[0] == "wifi":
            table.put("global", "wifi_on", on)
            return ok()
        if args[0] == "data":
            table.put("global", "mobile_data", on)
            return ok()
        if args[0] == "bluetooth":
            return bluetooth_manager(ctx, [args[1]])
    if args[:1] == ["power"]:
        return ok()
    return ok("Available commands:\n    help     Show information about the subcommands\n"
              "    power    Control the power manager\n    data     Control mobile data connectivity\n"
              "    wifi     Control the Wi-Fi manager\n    usb      Control Usb state\n"
              "    nfc      Control NFC functions\n    bluetooth Control Bluetooth service\n")


def bluetooth_manager(ctx, args: list[str]) -> Result:
    if args[:1] in (["enable"], ["disable"]):
        on = args[0] == "enable"
        ctx.model.settings.put("global", "bluetooth_on", "1" if on else "0")
        return ok("Enabling Bluetooth\n" if on else "Disabling Bluetooth\n")
    if args[:1] == ["wait-for-state:STATE_ON"] or args[:1] == ["wait-for-state:STATE_OFF"]:
        return ok()
    return ok("Bluetooth Manager Commands:\n  help or -h\n    Print this help text.\n"
              "  enable\n    Enable Bluetooth on this device.\n"
              "  disable\n    Disable Bluetooth on this device.\n")


_NIGHT = {"no": "1", "yes": "2", "auto": "0", "custom_schedule": "3", "custom_bedtime": "3"}


def uimode(ctx, args: list[str]) -> Result:
    table = ctx.model.settings
    if args[:1] == ["night"]:
        if len(args) > 1:
            if args[1] not in _NIGHT:
                return fail("Error: mode must be 'yes', 'no', or 'auto'\n", 255)
            table.put("secure", "ui_night_mode", _NIGHT[args[1]])
        current = table.get_str("secure", "ui_night_mode", "1")
        name = {"1": "no", "2": "yes", "0": "auto", "3": "custom_schedule"}.get(current, "no")
        return ok(f"Night mode: {name}\n")
    if args[:1] == ["car"]:
        return ok()
    return ok("UiModeManager service (uimode) commands:\n  help\n    Print this help text.\n"
              "  night [yes|no|auto|custom_schedule|custom_bedtime]\n"
              "    Set or read night mode.\n")


def wifi(ctx, args: list[str]) -> Result:
    if args[:1] == ["set-wifi-enabled"] and len(args) > 1:
        ctx.model.settings.put("global", "wifi_on", "1" if args[1] == "enabled" else "0")
        return ok()
    if args[:1] == ["status"]:
        on = ctx.model.settings.get_str("global", "wifi_on") != "0"
        return ok("Wifi is enabled\n" if on else "Wifi is disabled\n")
    return fail("Unknown command\n", 255)


def connectivity(ctx, args: list[str]) -> Result:
    if args[:1] == ["airplane-mode"]:
        table = ctx.model.settings
        if len(args) > 1:
            table.put("global", "airplane_mode_on", "1" if args[1] == "enable" else "0")
            return ok()
        return ok("enabled\n" if table.get_str("global", "airplane_mode_on") == "1" else "disabled\n")
    return fail("Unknown command\n", 255)


def phone(ctx, args: list[str]) -> Result:
    if args[:1] == ["data"] and len(args) > 1:
        ctx.model.settings.put("global", "mobile_data", "1" if args[1] == "enable" else "0")
    return ok()


def cmd(ctx, args: list[str]) -> Result:
    from venus_tasks.sim.shell.commands import CMD_SERVICES
    if not args:
        return fail("cmd: No service specified; use -l to list all services\n", 20)
    if args[0] == "-l":
        return ok("Currently running services:\n" + lines(f"  {s}" for s in sorted(CMD_SERVICES)))
    handler = CMD_SERVICES.get(args[0])
    if handler is None:
        return fail(f"cmd: Can't find service: {args[0]}\n", 20)
    return handler(ctx, args[1:])


COMMANDS = {"settings": settings, "svc": svc, "cmd": cmd}

SERVICES = {
    "settings": settings, "bluetooth_manager": bluetooth_manager, "uimode": uimode,
    "wifi": wifi, "connectivity": connectivity, "phone": phone,
}
