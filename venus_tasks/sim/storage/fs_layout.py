"""The initial directory tree of the simulated device.

Owners and modes follow an API 33 emulator as ``ls -l`` shows them (``/data`` is
``system:system 0771``, ``/data/local/tmp`` is ``shell:shell 0771``, app data dirs are
``0700`` owned by the app uid) [inferred from init.rc and installd; not measured].
``/sdcard`` -> ``/storage/self/primary`` -> ``/storage/emulated/0`` are symlinks, so all
three spellings reach the same nodes, and ``/storage/emulated`` is MediaProvider's FUSE view
of ``/data/media``, so ``/data/media/0`` (root only) is the same folder again.

What ``ls -l`` shows for the links: ``/sdcard`` is in the system image, whose symlinks
``fs_config`` gives mode 0644 and the image's fixed build timestamp (2009-01-01 00:00 UTC),
so ``lrw-r--r-- 1 root root 21 2009-01-01 00:00 /sdcard -> /storage/self/primary``;
``/storage/self/primary`` is made at boot by vold (``VolumeManager::linkPrimary``) on a
tmpfs, so ``lrwxrwxrwx 1 root root 19 <boot time>`` [both inferred, not measured].
``/storage/emulated`` itself shows ``/data/media``'s owner and mode (``media_rw media_rw
0770``): the FUSE daemon answers ``getattr`` with the lower ``lstat`` (``pf_getattr``)
[inferred from the source; the sdcardfs-era ``root sdcard_rw 0751`` is Android 10 and older].
"""

from __future__ import annotations

import stat

from venus_tasks.sim.storage.vfs import VFS
from venus_tasks.sim.system.identity import MEDIA_RW_GID, SHELL_UID, SYSTEM_UID, app_cred

SHARED = "/storage/emulated/0"
LOWER_SHARED = "/data/media/0"        # the same folder, below MediaProvider's FUSE view
IMAGE_TIMESTAMP_NS = 1230768000 * 10**9   # 2009-01-01 00:00:00 UTC, the image build timestamp
STANDARD_FOLDERS = ("Alarms", "Android", "DCIM", "Documents", "Download", "Movies", "Music",
                    "Notifications", "Pictures", "Podcasts", "Recordings", "Ringtones")

# (path, mode, uid, gid)
_DIRS = (
    ("/system", 0o755, 0, 0), ("/system/bin", 0o755, 0, 2000), ("/system/app", 0o755, 0, 0),
    ("/system/priv-app", 0o755, 0, 0), ("/system_ext", 0o755, 0, 0), ("/product", 0o755, 0, 0),
    ("/vendor", 0o755, 0, 2000), ("/apex", 0o755, 0, 0), ("/dev", 0o755, 0, 0),
    ("/proc", 0o555, 0, 0), ("/mnt", 0o755, 0, SYSTEM_UID), ("/cache", 0o770, SYSTEM_UID, 2001),
    ("/data", 0o771, SYSTEM_UID, SYSTEM_UID), ("/data/local", 0o751, 0, 0),
    ("/data/local/tmp", 0o771, SHELL_UID, SHELL_UID), ("/data/data", 0o771, SYSTEM_UID, SYSTEM_UID),
    ("/data/user", 0o711, SYSTEM_UID, SYSTEM_UID), ("/data/user_de", 0o711, SYSTEM_UID, SYSTEM_UID),
    ("/data/user_de/0", 0o771, SYSTEM_UID, SYSTEM_UID), ("/data/app", 0o771, SYSTEM_UID, SYSTEM_UID),
    ("/data/system", 0o775, SYSTEM_UID, SYSTEM_UID), ("/data/media", 0o770, MEDIA_RW_GID, MEDIA_RW_GID),
    ("/storage", 0o755, 0, 0), ("/storage/emulated", 0o770, MEDIA_RW_GID, MEDIA_RW_GID), ("/storage/self", 0o755, 0, 0),
)


def build(vfs: VFS, media_uid: int) -> None:
    """Create the base tree; shared-storage folders are owned by ``media_uid``."""
    for path, mode, uid, gid in _DIRS:
        node = vfs.mkdir(path, mode=mode)
        node.mode = stat.S_IFDIR | mode
        node.uid, node.gid = uid, gid
    null = vfs.write("/dev/null", b"")
    null.mode = stat.S_IFCHR | 0o666
    vfs.symlink("/data/data", "/data/user/0")
    vfs.share_children("/storage/emulated", "/data/media")
    vfs.fuse_uid = media_uid
    media = app_cred(media_uid)
    vfs.mkdir(SHARED, cred=media)
    vfs.symlink(SHARED, "/storage/self/primary")                    # lrwxrwxrwx (tmpfs)
    sdcard = vfs.symlink("/storage/self/primary", "/sdcard")
    sdcard.mode = stat.S_IFLNK | 0o644                              # lrw-r--r-- (fs_config)
    sdcard.atime = sdcard.mtime = sdcard.ctime = IMAGE_TIMESTAMP_NS
    for folder in STANDARD_FOLDERS:
        vfs.mkdir(f"{SHARED}/{folder}", cred=media)
    for sub in ("data", "media", "obb"):
        vfs.mkdir(f"{SHARED}/Android/{sub}", cred=media)
    vfs.read_only = VFS.READ_ONLY


DE_ROOT = "/data/user_de/0"


def make_app_dir(vfs: VFS, package: str, uid: int) -> None:
    """``/data/data/<pkg>`` (credential-encrypted storage) and ``/data/user_de/0/<pkg>``
    (device-protected storage), each 0700 with ``cache`` and ``code_cache`` (02771), owned
    by ``uid`` (what installd's ``create_app_data`` makes at install for both storage
    kinds; existing folders are kept as they are)."""
    top = vfs.root.children.get("data")
    data = top.children.get("data") if top is not None else None
    if data is None or not data.is_dir:
        data = vfs.lookup("/data/data")
    parents = [data]
    if vfs.exists(DE_ROOT):
        parents.append(vfs.lookup(DE_ROOT))
    for parent in parents:
        base = parent.children.get(package)
        if base is None:
            base = vfs.add_dir(parent, package, 0o700, uid, uid)
        if base.is_dir:
            for sub in ("cache", "code_cache"):
                vfs.add_dir(base, sub, 0o2771, uid, uid)
