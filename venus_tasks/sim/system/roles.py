"""RoleManager on the simulated device: who holds the default-app roles (SMS, Phone,
Browser, Home), and ``cmd role`` that reads and changes them.

Since Android 10 the role is the source of truth for "the default SMS app": the
framework's ``SmsApplication`` asks ``RoleManager`` for ``android.app.role.SMS``'s holder
(an implicit ``SENDTO sms:`` goes to the holder's activity through the role's preferred
activities; an incoming SMS goes to its ``SMS_DELIVER`` receiver). Writing the legacy
``Settings.Secure.sms_default_application`` changes nothing once the roles exist (only
``LegacyRoleResolutionPolicy`` reads it, when the roles are first set up on a new
device); a change of the SMS role writes that setting too [inferred: AOSP keeps it in
step, some OEM builds do not], so readers of the setting see the holder.

State: ``/data/misc_de/0/apexdata/com.android.permission/roles.xml`` as
``RolesPersistenceImpl`` keeps it (``<roles version=..><role name=..><holder name=.. />``);
while the file is absent the boot defaults hold (``DEFAULT_HOLDERS``: the emulator image's
``config_defaultSms`` etc.). Holders that are not installed are not reported.

``cmd role`` (``shell/commands/role_cmd.py``; Permission module ``RoleShellCommand``,
Android 13): ``get-role-holders
[--user N] ROLE`` prints the holders joined by ``;`` (an empty line for none or an
unknown role); ``add-role-holder``, ``remove-role-holder``, ``clear-role-holders
[--user N] ROLE [PACKAGE] [FLAGS]`` print nothing and exit 0, or, when the role
controller refuses (unknown role, package not installed or not qualified),
``Error: see logcat for details.`` and the ``ExecutionException`` on stderr, exit 255;
``set-bypassing-role-qualification true|false``; no or an unknown subcommand prints
the help / ``Unknown command: X`` on stdout, exit 255 (``handleDefaultCommands``).
Roles are exclusive (``roles.xml``: ``exclusive="true"``): adding a holder replaces the
one before; removing the Phone role's holder falls back to the default holder
(``fallBackToDefaultHolder``), the SMS role's does not.

Qualification (``roles.xml`` ``required-components``) is a table of the catalogue's apps
that declare those components (Simple SMS Messenger's manifest has the SMS role's
receivers, service and ``SENDTO smsto:`` activity) [documented simplification: no
manifest matching].
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from venus_tasks.sim.system.packages import LAUNCHER

SMS = "android.app.role.SMS"
DIALER = "android.app.role.DIALER"
BROWSER = "android.app.role.BROWSER"
HOME = "android.app.role.HOME"
MESSAGES = "com.google.android.apps.messaging"
SIMPLE_SMS = "com.simplemobiletools.smsmessenger"
PATH = "/data/misc_de/0/apexdata/com.android.permission/roles.xml"

# role -> the packages that qualify for it (see the module docstring)
QUALIFIED: dict[str, tuple[str, ...]] = {
    SMS: (MESSAGES, SIMPLE_SMS),
    DIALER: ("com.google.android.dialer",),
    BROWSER: ("com.android.chrome",),
    HOME: (LAUNCHER,),
    "android.app.role.ASSISTANT": (),
    "android.app.role.EMERGENCY": (),
    "android.app.role.CALL_REDIRECTION": (),
    "android.app.role.CALL_SCREENING": (),
}
DEFAULT_HOLDERS = {SMS: MESSAGES, DIALER: "com.google.android.dialer", BROWSER: "com.android.chrome",
                   HOME: LAUNCHER}
FALLBACK = (DIALER,)          # fallBackToDefaultHolder="true"


class RoleError(Exception):
    """The role controller refused the change (its callback reported failure)."""


def _read(model) -> dict[str, list[str]]:
    try:
        root = ET.fromstring(model.vfs.read(PATH))
    except Exception:   # no file yet (FsError) or unreadable: the boot defaults
        return {role: [pkg] for role, pkg in DEFAULT_HOLDERS.items()}
    return {r.get("name"): [h.get("name") for h in r.findall("holder")] for r in root.findall("role")}


def _write(model, roles: dict[str, list[str]]) -> None:
    out = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", '<roles version="1">']
    for role in sorted(roles):
        if roles[role]:
            out.append(f'  <role name="{role}">')
            out += [f'    <holder name="{pkg}" />' for pkg in roles[role]]
            out.append("  </role>")
    out.append("</roles>")
    folder = PATH.rsplit("/", 1)[0]
    if not model.vfs.exists(folder):
        model.vfs.mkdir(folder, parents=True)
    model.vfs.write(PATH, ("\n".join(out) + "\n").encode())
    if SMS in roles:
        model.settings.put("secure", "sms_default_application", (roles[SMS] or [""])[0])


def holders(model, role: str) -> list[str]:
    """The installed holders of ``role`` (empty for an unknown role)."""
    return [p for p in _read(model).get(role, []) if model.packages.get(p) is not None]


def holder(model, role: str) -> str | None:
    """The holder of an exclusive role, or None."""
    found = holders(model, role)
    return found[0] if found else None


def holds(model, role: str, package: str) -> bool:
    return package in holders(model, role)


def add_holder(model, role: str, package: str) -> None:
    """``RoleManager.addRoleHolderAsUser``: ``package`` becomes the (only) holder.

    Raises:
      RoleError: unknown role, package not installed or not qualified.
    """
    if role not in QUALIFIED or model.packages.get(package) is None:
        raise RoleError(f"cannot add {package} to {role}")
    if package not in QUALIFIED[role] and not getattr(model, "roles_bypass_qualification", False):
        raise RoleError(f"{package} does not qualify for {role}")
    roles = _read(model)
    roles[role] = [package]
    _write(model, roles)


def remove_holder(model, role: str, package: str | None = None) -> None:
    """``removeRoleHolderAsUser`` (``package``) or ``clearRoleHoldersAsUser`` (None).

    Raises:
      RoleError: unknown role.
    """
    if role not in QUALIFIED:
        raise RoleError(f"unknown role {role}")
    roles = _read(model)
    kept = [p for p in roles.get(role, []) if package is not None and p != package]
    if not kept and role in FALLBACK and model.packages.get(DEFAULT_HOLDERS[role]) is not None:
        kept = [DEFAULT_HOLDERS[role]]
    roles[role] = kept
    _write(model, roles)
