"""Android user and group ids, and the credentials a shell command runs with.

Names follow bionic's ``getpwuid``/``getgrgid`` for AIDs (``system/core/libcutils/include/
private/android_filesystem_config.h``): fixed AIDs have names (``root``, ``system``,
``shell``, ``media_rw`` ...); app uids ``10000 + n`` print as ``u0_a<n>``.
"""

from __future__ import annotations

import dataclasses

ROOT_UID = 0
SYSTEM_UID = 1000
RADIO_UID = 1001
SDCARD_RW_GID = 1015
MEDIA_RW_GID = 1023
SHELL_UID = 2000
EVERYBODY_GID = 9997
FIRST_APP_UID = 10000

_AID_NAMES = {
    0: "root", 1000: "system", 1001: "radio", 1002: "bluetooth", 1003: "graphics",
    1004: "input", 1005: "audio", 1006: "camera", 1007: "log", 1010: "wifi", 1011: "adb",
    1013: "media", 1015: "sdcard_rw", 1023: "media_rw", 1028: "sdcard_r", 1078: "ext_data_rw",
    1079: "ext_obb_rw", 2000: "shell", 3001: "net_bt_admin", 3002: "net_bt", 3003: "inet",
    3006: "net_bw_stats", 3009: "readproc", 3011: "uhid", 3012: "readtracefs",
    9997: "everybody",
}
_NAME_TO_AID = {v: k for k, v in _AID_NAMES.items()}

# Supplementary groups of adbd's shell (and of adbd as root), in `id` order.
_SHELL_GROUPS = (1004, 1007, 1011, 1015, 1028, 1078, 1079, 3001, 3002, 3003, 3006, 3009,
                 3011, 3012)


def name_of(uid: int) -> str:
    """The user (or group) name bionic prints for ``uid``: ``shell``, ``u0_a151``, or the number."""
    if uid in _AID_NAMES:
        return _AID_NAMES[uid]
    if FIRST_APP_UID <= uid < 20000:
        return f"u0_a{uid - FIRST_APP_UID}"
    if 50000 <= uid < 60000:
        return f"all_a{uid - 50000}"
    return str(uid)


def uid_of(name: str) -> int | None:
    """Inverse of ``name_of``: ``"u0_a151"`` -> 10151, ``"shell"`` -> 2000, ``"1234"`` -> 1234."""
    if name in _NAME_TO_AID:
        return _NAME_TO_AID[name]
    if name.startswith("u0_a") and name[4:].isdigit():
        return FIRST_APP_UID + int(name[4:])
    if name.isdigit():
        return int(name)
    return None


@dataclasses.dataclass(frozen=True)
class Cred:
    """Who runs a command: uid, primary gid, supplementary groups, SELinux context."""

    uid: int
    gid: int
    groups: tuple[int, ...]
    context: str

    @property
    def is_root(self) -> bool:
        return self.uid == ROOT_UID

    @property
    def name(self) -> str:
        return name_of(self.uid)

    def in_group(self, gid: int) -> bool:
        return gid == self.gid or gid in self.groups


ROOT = Cred(ROOT_UID, ROOT_UID, (ROOT_UID, *_SHELL_GROUPS), "u:r:su:s0")
SHELL = Cred(SHELL_UID, SHELL_UID, (SHELL_UID, *_SHELL_GROUPS), "u:r:shell:s0")


def app_cred(uid: int) -> Cred:
    """Credentials of an app process (used when an app writes its own files)."""
    return Cred(uid, uid, (uid, EVERYBODY_GID), "u:r:untrusted_app:s0")


def id_line(cred: Cred) -> str:
    """``id`` output for ``cred`` (toybox ``id.c`` format), without the newline."""
    groups = ",".join(f"{g}({name_of(g)})" for g in cred.groups)
    return (f"uid={cred.uid}({name_of(cred.uid)}) gid={cred.gid}({name_of(cred.gid)}) "
            f"groups={groups} context={cred.context}")
