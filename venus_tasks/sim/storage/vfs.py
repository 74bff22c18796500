"""An in-memory POSIX-ish file system: directories, regular files and symlinks.

Paths are resolved component by component (symlinks followed, ``..`` taken from the
resolved directory), with Unix permission checks for the caller's ``Cred``. Two mount
kinds change the rules, as on an Android 13 device:

* read-only mounts (``/system``, ``/product``, ``/vendor``, ...): every write fails with
  ``EROFS``, even as root;
* the FUSE view of shared storage (``/storage/emulated``): any caller with storage access
  may read and write; new files are ``0660`` and new directories ``02770``, group
  ``media_rw``, whatever mode was asked for [inferred from ``ls -l`` on API 30+ devices],
  and owned by the FUSE daemon's uid (``fuse_uid``, MediaProvider's ``u0_a..``): MediaProvider's
  ``FuseDaemon.cpp`` ``pf_create``/``pf_mkdir`` create the lower file with its own
  ``open``/``mkdir`` and ``pf_getattr`` returns the lower ``lstat`` unchanged.

The FUSE view and its lower file system are one tree: ``/storage/emulated`` and
``/data/media`` share their entries (``share_children``), so ``/data/media/0`` (root only,
``/data/media`` is ``media_rw 0770``) and ``/storage/emulated/0`` are the same files. Changes
made *through* the FUSE view are reported to ``listeners`` (MediaProvider's ``FuseDaemon``
tells the provider about every create, unlink and rename it serves); changes made on the
lower path are not, as on a device.

Below ``/data/data`` only root and the owning app may even look up an entry (SELinux
``app_data_file``), so ``ls``/``[ -d ]`` as ``shell`` fail as on a device.

Times are integer nanoseconds since the epoch, taken from the ``now_ns`` callable.
Errors are ``FsError`` (``fsnode.py``).
"""

from __future__ import annotations

import collections
import errno
import itertools
import stat as stat_mod
from typing import Callable, Iterator

from venus_tasks.sim.storage.fsnode import (R_OK, W_OK, X_OK, FsError, Node, Resolved, StatResult,
                                    mode_string)
from venus_tasks.sim.system.identity import MEDIA_RW_GID, ROOT, Cred

_MAX_LINKS = 40

__all__ = ["R_OK", "W_OK", "X_OK", "FsError", "Node", "Resolved", "StatResult", "VFS",
           "mode_string"]

class VFS:
    """The device's file tree. All methods take absolute paths or ``cwd``-relative ones."""

    READ_ONLY = ("/system", "/product", "/vendor", "/system_ext", "/apex")
    FUSE = ("/storage/emulated",)
    # SELinux: only root and the owning app may even stat entries below these.
    PRIVATE = ("/data/data", "/data/user_de/0")

    def __init__(self, now_ns: Callable[[], int]):
        self._now = now_ns
        self._ino = itertools.count(2)
        self.read_only: tuple[str, ...] = ()   # set once the image is built (fs_layout)
        self.root = Node(stat_mod.S_IFDIR | 0o755, 0, 0, now_ns(), 1)
        self.fuse_uid: int | None = None      # owner of what FUSE creates (fs_layout.build)
        # callables ``(event, path, new_path, uid)`` for changes made through the FUSE view:
        # event "write" (a file created or written), "unlink" (a file or an empty folder
        # removed) or "rename"; canonical paths; uid of the caller (FUSE's ``req->ctx.uid``)
        self.listeners: list[Callable[[str, str, str | None, int], None]] = []

    def share_children(self, upper: str, lower: str) -> None:
        """Make directory ``upper`` show the entries of ``lower`` (a bind/FUSE view): both
        keep their own owner and mode, their contents are one set of nodes."""
        self.lookup(upper).children = self.lookup(lower).children

    def _notify(self, event: str, cred: Cred, path: str, new_path: str | None = None) -> None:
        if self.is_fuse(path) or (new_path is not None and self.is_fuse(new_path)):
            for listener in list(self.listeners):
                listener(event, path, new_path, cred.uid)

    # ----------------------------------------------------------------- resolution
    def resolve(self, path: str, cwd: str = "/", follow: bool = True,
                cred: Cred = ROOT) -> Resolved:
        """Resolve ``path``; a missing last component gives ``node=None``.

        Raises:
          FsError: ENOENT/ENOTDIR for a bad intermediate component, EACCES without
            search permission, ELOOP for symlink loops.
        """
        if not path:
            raise FsError(errno.ENOENT, path)
        if path.endswith("/"):
            follow = True   # "link/" names the directory the link points to
        full = path if path.startswith("/") else cwd.rstrip("/") + "/" + path
        parts = collections.deque(p for p in full.split("/") if p and p != ".")
        stack: list[tuple[str, Node]] = [("", self.root)]
        links = 0
        while parts:
            name = parts.popleft()
            if name == "..":
                if len(stack) > 1:
                    stack.pop()
                continue
            cur = stack[-1][1]
            cur_path = _join(stack)
            if not cur.is_dir:
                raise FsError(errno.ENOTDIR, path)
            if not self._allowed(cur, cur_path, cred, X_OK):
                raise FsError(errno.EACCES, path)
            child = cur.children.get(name)
            if (child is not None and cur_path in self.PRIVATE and not cred.is_root
                    and cred.uid != child.uid):
                raise FsError(errno.EACCES, path)
            last = not parts
            if child is None:
                if last:
                    return Resolved(_child_path(cur_path, name), cur, name, None)
                raise FsError(errno.ENOENT, path)
            if child.is_link and (follow or not last):
                links += 1
                if links > _MAX_LINKS:
                    raise FsError(errno.ELOOP, path)
                if child.target.startswith("/"):
                    stack = [("", self.root)]
                parts.extendleft(reversed([p for p in child.target.split("/") if p and p != "."]))
                continue
            stack.append((name, child))
        parent = stack[-2][1] if len(stack) > 1 else None
        return Resolved(_join(stack), parent, stack[-1][0], stack[-1][1])

    def lookup(self, path: str, cwd: str = "/", follow: bool = True, cred: Cred = ROOT) -> Node:
        """The node at ``path``. Raises FsError(ENOENT) if it does not exist."""
        res = self.resolve(path, cwd, follow, cred)
        if res.node is None:
            raise FsError(errno.ENOENT, path)
        return res.node

    def exists(self, path: str, cwd: str = "/", follow: bool = True, cred: Cred = ROOT) -> bool:
        try:
            return self.resolve(path, cwd, follow, cred).node is not None
        except FsError:
            return False

    def realpath(self, path: str, cwd: str = "/", cred: Cred = ROOT) -> str:
        """Canonical absolute path (symlinks followed); the last component may be missing."""
        return self.resolve(path, cwd, True, cred).path

    def stat(self, path: str, cwd: str = "/", follow: bool = True, cred: Cred = ROOT) -> StatResult:
        res = self.resolve(path, cwd, follow, cred)
        if res.node is None:
            raise FsError(errno.ENOENT, path)
        return self.node_stat(res.node, res.path)

    def node_stat(self, node: Node, path: str) -> StatResult:
        """``stat`` fields for ``node`` found at canonical ``path``."""
        if node.is_dir:
            # f2fs shows directories as 3452 bytes; the FUSE view passes the lower lstat on
            lower = path == "/data/media" or path.startswith("/data/media/")
            size = 3452 if self.is_fuse(path) or lower else 4096
            blocks = 8
            nlink = 2 + sum(1 for c in node.children.values() if c.is_dir)
        elif node.is_link:
            size, blocks, nlink = len(node.target.encode()), 0, 1
        else:
            size = len(node.data)
            blocks, nlink = -(-size // 4096) * 8, 1
        return StatResult(node.mode, node.ino, nlink, node.uid, node.gid, size, blocks,
                          node.atime, node.mtime, node.ctime)

    # ------------------------------------------------------------------- reading
    def listdir(self, path: str, cwd: str = "/", cred: Cred = ROOT) -> list[str]:
        """Entry names in creation order (no ``.``/``..``). Needs read permission."""
        res = self.resolve(path, cwd, True, cred)
        node = self._need(res, path)
        if not node.is_dir:
            raise FsError(errno.ENOTDIR, path)
        if not self._allowed(node, res.path, cred, R_OK):
            raise FsError(errno.EACCES, path)
        return list(node.children)

    def read(self, path: str, cwd: str = "/", cred: Cred = ROOT) -> bytes:
        """File contents. Raises EISDIR for a directory, EACCES without read permission."""
        res = self.resolve(path, cwd, True, cred)
        node = self._need(res, path)
        if node.is_dir:
            raise FsError(errno.EISDIR, path)
        if not self._allowed(node, res.path, cred, R_OK):
            raise FsError(errno.EACCES, path)
        return node.data

    def walk(self, path: str, cwd: str = "/", cred: Cred = ROOT) -> Iterator[tuple[str, Node, int]]:
        """Pre-order ``(path, node, depth)`` under ``path`` (depth 0 is ``path`` itself).

        Symlinks below the start are not followed; unreadable directories are not entered.
        The yielded paths keep the spelling of ``path`` (as ``find`` prints them).
        """
        start = self.lookup(path, cwd, True, cred)
        real = self.realpath(path, cwd, cred)

        def rec(shown: str, real_path: str, node: Node, depth: int):
            yield shown, node, depth
            if node.is_dir and self._allowed(node, real_path, cred, R_OK | X_OK):
                for name, child in list(node.children.items()):
                    yield from rec(_child_path(shown, name), _child_path(real_path, name),
                                   child, depth + 1)

        yield from rec(path, real, start, 0)

    # ------------------------------------------------------------------- writing
    def write(self, path: str, data: bytes, cwd: str = "/", cred: Cred = ROOT,
              append: bool = False, mode: int = 0o666, mtime_ns: int | None = None) -> Node:
        """Create or overwrite (or append to) a regular file; returns its node.

        Raises:
          FsError: ENOENT if the parent is missing, EISDIR for a directory, EACCES,
            EROFS on a read-only mount.
        """
        res = self.resolve(path, cwd, True, cred)
        node = res.node
        if node is None:
            node = self._create(res, stat_mod.S_IFREG | mode, cred, path)
        elif node.is_dir:
            raise FsError(errno.EISDIR, path)
        elif stat_mod.S_ISCHR(node.mode):
            return node  # /dev/null
        else:
            self._writable(res.path, path)
            if not self._allowed(node, res.path, cred, W_OK):
                raise FsError(errno.EACCES, path)
        node.data = node.data + bytes(data) if append else bytes(data)
        now = self._now()
        node.mtime = node.ctime = now if mtime_ns is None else mtime_ns
        if mtime_ns is not None:
            node.ctime = now
        self._notify("write", cred, res.path)
        return node

    def mkdir(self, path: str, cwd: str = "/", cred: Cred = ROOT, mode: int = 0o777,
              parents: bool = False) -> Node:
        """Create a directory (and missing parents with ``parents``; then existing is fine).

        Raises:
          FsError: EEXIST (without ``parents``), ENOENT for a missing parent, ENOTDIR,
            EACCES, EROFS.
        """
        if parents:
            full = path if path.startswith("/") else cwd.rstrip("/") + "/" + path
            parts = [p for p in full.split("/") if p]
            node = self.root
            for i in range(len(parts)):
                sub = "/" + "/".join(parts[: i + 1])
                res = self.resolve(sub, "/", True, cred)
                if res.node is None:
                    node = self._create(res, stat_mod.S_IFDIR | mode, cred, sub)
                elif not res.node.is_dir:
                    raise FsError(errno.ENOTDIR if i < len(parts) - 1 else errno.EEXIST, sub)
                else:
                    node = res.node
            return node
        res = self.resolve(path, cwd, True, cred)
        if res.node is not None:
            raise FsError(errno.EEXIST, path)
        return self._create(res, stat_mod.S_IFDIR | mode, cred, path)

    def add_dir(self, parent: Node, name: str, mode: int, uid: int, gid: int) -> Node:
        """Image building: a new directory ``name`` in the directory node ``parent``, with
        exactly ``mode``/``uid``/``gid`` and no permission or mount checks (installd making
        an app's data dirs). Returns the existing node if ``name`` is already there."""
        node = parent.children.get(name)
        if node is None:
            node = parent.children[name] = Node(stat_mod.S_IFDIR | mode, uid, gid, self._now(),
                                                next(self._ino))
            parent.mtime = parent.ctime = node.mtime
        return node

    def symlink(self, target: str, path: str, cwd: str = "/", cred: Cred = ROOT) -> Node:
        res = self.resolve(path, cwd, False, cred)
        if res.node is not None:
            raise FsError(errno.EEXIST, path)
        node = self._create(res, stat_mod.S_IFLNK | 0o777, cred, path, keep_mode=True)
        node.target = target
        return node

    def unlink(self, path: str, cwd: str = "/", cred: Cred = ROOT) -> None:
        """Remove a file or symlink. Raises EISDIR for a directory."""
        res = self.resolve(path, cwd, False, cred)
        node = self._need(res, path)
        if node.is_dir:
            raise FsError(errno.EISDIR, path)
        self._detach(res, cred, path)
        self._notify("unlink", cred, res.path)

    def rmdir(self, path: str, cwd: str = "/", cred: Cred = ROOT) -> None:
        """Remove an empty directory. Raises ENOTEMPTY, ENOTDIR, EBUSY (for ``/``)."""
        res = self.resolve(path, cwd, False, cred)
        node = self._need(res, path)
        if not node.is_dir:
            raise FsError(errno.ENOTDIR, path)
        if node.children:
            raise FsError(errno.ENOTEMPTY, path)
        if res.parent is None:
            raise FsError(errno.EBUSY, path)
        self._detach(res, cred, path)
        self._notify("unlink", cred, res.path)

    def rename(self, src: str, dst: str, cwd: str = "/", cred: Cred = ROOT) -> None:
        """``rename(2)``: replaces a file or an empty directory at ``dst``."""
        sres = self.resolve(src, cwd, False, cred)
        node = self._need(sres, src)
        dres = self.resolve(dst, cwd, False, cred)
        if dres.path == sres.path:
            return
        if node.is_dir and (dres.path + "/").startswith(sres.path + "/"):
            raise FsError(errno.EINVAL, dst)
        if dres.parent is None:
            raise FsError(errno.EBUSY, dst)
        self._writable(dres.path, dst)
        if not self._allowed(dres.parent, _parent_path(dres.path), cred, W_OK | X_OK):
            raise FsError(errno.EACCES, dst)
        if dres.node is not None:
            if dres.node.is_dir and not node.is_dir:
                raise FsError(errno.EISDIR, dst)
            if node.is_dir and not dres.node.is_dir:
                raise FsError(errno.ENOTDIR, dst)
            if dres.node.is_dir and dres.node.children:
                raise FsError(errno.ENOTEMPTY, dst)
        self._detach(sres, cred, src)
        dres.parent.children[dres.name] = node
        node.ctime = dres.parent.mtime = dres.parent.ctime = self._now()
        self._notify("rename", cred, sres.path, dres.path)

    def chmod(self, path: str, mode: int, cwd: str = "/", cred: Cred = ROOT) -> None:
        res = self.resolve(path, cwd, True, cred)
        node = self._need(res, path)
        self._writable(res.path, path)
        if not (cred.is_root or cred.uid == node.uid or self.is_fuse(res.path)):
            raise FsError(errno.EPERM, path)
        if self.is_fuse(res.path):
            return  # the FUSE daemon ignores chmod
        node.mode = stat_mod.S_IFMT(node.mode) | (mode & 0o7777)
        node.ctime = self._now()

    def chown(self, path: str, uid: int | None, gid: int | None, cwd: str = "/",
              cred: Cred = ROOT, follow: bool = True) -> None:
        res = self.resolve(path, cwd, follow, cred)
        node = self._need(res, path)
        self._writable(res.path, path)
        if not cred.is_root:
            raise FsError(errno.EPERM, path)
        if uid is not None:
            node.uid = uid
        if gid is not None:
            node.gid = gid
        node.ctime = self._now()

    def utime(self, path: str, atime_ns: int | None, mtime_ns: int | None, cwd: str = "/",
              cred: Cred = ROOT) -> None:
        res = self.resolve(path, cwd, True, cred)
        node = self._need(res, path)
        self._writable(res.path, path)
        if atime_ns is not None:
            node.atime = atime_ns
        if mtime_ns is not None:
            node.mtime = mtime_ns
        node.ctime = self._now()

    def access(self, path: str, want: int, cwd: str = "/", cred: Cred = ROOT) -> bool:
        """``access(2)``: True if ``cred`` may ``want`` (R_OK|W_OK|X_OK) the existing ``path``."""
        try:
            res = self.resolve(path, cwd, True, cred)
        except FsError:
            return False
        if res.node is None:
            return False
        if want & W_OK and self.is_read_only(res.path):
            return False
        return self._allowed(res.node, res.path, cred, want)

    # ------------------------------------------------------------------ policies
    def is_fuse(self, path: str) -> bool:
        return any(path == p or path.startswith(p + "/") for p in self.FUSE)

    def is_read_only(self, path: str) -> bool:
        return any(path == p or path.startswith(p + "/") for p in self.read_only)

    def _allowed(self, node: Node, path: str, cred: Cred, want: int) -> bool:
        if cred.is_root or self.is_fuse(path):
            return True
        if cred.uid == node.uid:
            bits = (node.mode >> 6) & 7
        elif cred.in_group(node.gid):
            bits = (node.mode >> 3) & 7
        else:
            bits = node.mode & 7
        return bits & want == want

    def _writable(self, path: str, shown: str) -> None:
        if self.is_read_only(path):
            raise FsError(errno.EROFS, shown)

    def _need(self, res: Resolved, path: str) -> Node:
        if res.node is None:
            raise FsError(errno.ENOENT, path)
        return res.node

    def _create(self, res: Resolved, mode: int, cred: Cred, shown: str,
                keep_mode: bool = False) -> Node:
        parent = res.parent
        if parent is None:
            raise FsError(errno.EEXIST, shown)
        parent_path = _parent_path(res.path)
        self._writable(res.path, shown)
        if not self._allowed(parent, parent_path, cred, W_OK | X_OK):
            raise FsError(errno.EACCES, shown)
        uid, gid = cred.uid, cred.gid
        if self.is_fuse(res.path) and not keep_mode:
            uid = cred.uid if self.fuse_uid is None else self.fuse_uid
            gid = MEDIA_RW_GID
            mode = stat_mod.S_IFMT(mode) | (0o2770 if stat_mod.S_ISDIR(mode) else 0o660)
        elif parent.mode & stat_mod.S_ISGID:
            gid = parent.gid
        node = Node(mode, uid, gid, self._now(), next(self._ino))
        parent.children[res.name] = node
        parent.mtime = parent.ctime = node.mtime
        return node

    def _detach(self, res: Resolved, cred: Cred, shown: str) -> None:
        parent = res.parent
        if parent is None:
            raise FsError(errno.EBUSY, shown)
        self._writable(res.path, shown)
        if not self._allowed(parent, _parent_path(res.path), cred, W_OK | X_OK):
            raise FsError(errno.EACCES, shown)
        del parent.children[res.name]
        parent.mtime = parent.ctime = self._now()


def _join(stack: list[tuple[str, Node]]) -> str:
    return "/" + "/".join(name for name, _ in stack[1:])


def _child_path(parent: str, name: str) -> str:
    return parent.rstrip("/") + "/" + name if parent != "/" else "/" + name


def _parent_path(path: str) -> str:
    head = path.rsplit("/", 1)[0]
    return head or "/"
