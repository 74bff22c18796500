"""File-system building blocks: inodes, ``stat`` results, errors and ``ls`` mode strings.

``FsError`` carries an errno and bionic's ``strerror`` text (``libc/private/
bionic_errdefs.h``), which commands print verbatim (``ls: /x: No such file or directory``).
"""

from __future__ import annotations

import dataclasses
import errno
import stat as stat_mod

# bionic strerror() texts (libc/private/bionic_errdefs.h).
_STRERROR = {
    errno.ENOENT: "No such file or directory",
    errno.EACCES: "Permission denied",
    errno.EEXIST: "File exists",
    errno.ENOTDIR: "Not a directory",
    errno.EISDIR: "Is a directory",
    errno.ENOTEMPTY: "Directory not empty",
    errno.EROFS: "Read-only file system",
    errno.EINVAL: "Invalid argument",
    errno.ELOOP: "Too many symbolic links encountered",
    errno.EPERM: "Operation not permitted",
    errno.EBUSY: "Device or resource busy",
}

R_OK, W_OK, X_OK = 4, 2, 1


class FsError(Exception):
    """A failed file-system call: ``errno`` (e.g. ``errno.ENOENT``) and the path involved."""

    def __init__(self, code: int, path: str):
        super().__init__(f"{path}: {_STRERROR.get(code, str(code))}")
        self.errno = code
        self.path = path

    @property
    def strerror(self) -> str:
        """bionic's message for the errno, e.g. ``No such file or directory``."""
        return _STRERROR.get(self.errno, f"Unknown error {self.errno}")


class Node:
    """One inode: ``mode`` holds the type bits (``S_IFDIR`` ...) and permission bits."""

    __slots__ = ("mode", "uid", "gid", "atime", "mtime", "ctime", "ino", "data", "children",
                 "target")

    def __init__(self, mode: int, uid: int, gid: int, now: int, ino: int):
        self.mode, self.uid, self.gid, self.ino = mode, uid, gid, ino
        self.atime = self.mtime = self.ctime = now
        self.data = b""
        self.children: dict[str, Node] = {}
        self.target = ""

    @property
    def is_dir(self) -> bool:
        return stat_mod.S_ISDIR(self.mode)

    @property
    def is_file(self) -> bool:
        return stat_mod.S_ISREG(self.mode)

    @property
    def is_link(self) -> bool:
        return stat_mod.S_ISLNK(self.mode)


@dataclasses.dataclass(frozen=True)
class StatResult:
    """What ``stat(2)`` returns; ``blocks`` in 512-byte units, times in ns."""

    mode: int
    ino: int
    nlink: int
    uid: int
    gid: int
    size: int
    blocks: int
    atime: int
    mtime: int
    ctime: int


@dataclasses.dataclass(frozen=True)
class Resolved:
    """A resolved path: canonical ``path``, its ``parent`` directory, and ``node`` (None if missing)."""

    path: str
    parent: Node | None
    name: str
    node: Node | None


def mode_string(mode: int) -> str:
    """``ls -l`` permission string, e.g. ``drwxrws---`` (toybox ``mode_to_string``)."""
    kind = {stat_mod.S_IFDIR: "d", stat_mod.S_IFLNK: "l", stat_mod.S_IFCHR: "c",
            stat_mod.S_IFBLK: "b", stat_mod.S_IFIFO: "p", stat_mod.S_IFSOCK: "s"}
    out = [kind.get(stat_mod.S_IFMT(mode), "-")]
    for shift, special, ch in ((6, stat_mod.S_ISUID, "s"), (3, stat_mod.S_ISGID, "s"),
                               (0, stat_mod.S_ISVTX, "t")):
        bits = (mode >> shift) & 7
        out.append("r" if bits & 4 else "-")
        out.append("w" if bits & 2 else "-")
        if mode & special:
            out.append(ch if bits & 1 else ch.upper())
        else:
            out.append("x" if bits & 1 else "-")
    return "".join(out)
