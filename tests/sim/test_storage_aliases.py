"""Shared storage as on an Android 13 emulator: ``/sdcard``, ``/storage/self/primary``,
``/storage/emulated/0`` and (for root) ``/data/media/0`` are one folder.

Sources: the ``/sdcard -> /storage/self/primary`` link is in the system image (AOSP
``system/core/rootdir/Android.mk``), ``/storage/self/primary -> /storage/emulated/0`` is
made by vold at boot (``VolumeManager::linkPrimary``); ``/storage/emulated`` is
MediaProvider's FUSE view of ``/data/media`` (``jni/FuseDaemon.cpp``: ``pf_getattr``
returns the lower ``lstat``, ``pf_create`` creates the lower file as the daemon's uid),
and ``/data/media`` is ``media_rw:media_rw 0770`` (``init.rc``), so only root can list
``/data/media/0``. The symlinks' modes and dates are [inferred] (``fs_config`` 0644 and
the image's 2009-01-01 timestamp for ``/sdcard``; a tmpfs ``lrwxrwxrwx`` for the vold link).
Driven through adbutils and, where present, the real ``adb`` client.
"""

from __future__ import annotations

import os
import signal

import pytest

from real_adb import clients, run_adb, stray_processes


def _owner(dev, path: str) -> str:
    return dev.shell(f"ls -ld {path}").split()[2]


def test_links_as_ls_shows_them(dev):
    assert dev.shell("ls -l /sdcard") == \
        "lrw-r--r-- 1 root root 21 2009-01-01 00:00 /sdcard -> /storage/self/primary"
    line = dev.shell("ls -l /storage/self/primary").split()
    assert line[0] == "lrwxrwxrwx" and line[2:5] == ["root", "root", "19"]
    assert line[-3:] == ["/storage/self/primary", "->", "/storage/emulated/0"]
    # a trailing slash follows both links to the folder itself
    assert dev.shell("ls -ld /sdcard/").split()[0] == "drwxrws---"
    assert dev.shell("ls -ld /sdcard/").split()[2:4] == \
        dev.shell("ls -ld /storage/emulated/0").split()[2:4]


def test_one_folder_under_three_names(dev, tmp_path):
    data = os.urandom(3000)
    src = tmp_path / "alias.bin"
    src.write_bytes(data)
    dev.sync.push(str(src), "/sdcard/Download/alias.bin")
    for spelling in ("/sdcard", "/storage/self/primary", "/storage/emulated/0"):
        assert dev.sync.read_bytes(f"{spelling}/Download/alias.bin") == data
        assert dev.shell(f"stat -c %s {spelling}/Download/alias.bin") == "3000"
    dev.shell("mv /storage/emulated/0/Download/alias.bin /sdcard/Documents/moved.bin")
    assert dev.shell("ls /storage/self/primary/Documents") == "moved.bin"
    assert dev.shell("ls /sdcard/Download") == ""
    dev.shell("rm /sdcard/Documents/moved.bin")


def test_files_created_through_fuse_belong_to_media_provider(dev):
    """Whoever writes (shell here), the lower file is MediaProvider's: ``u0_a<n> media_rw``."""
    uid = int(dev.shell("pm list packages -U com.google.android.providers.media.module")
              .split("uid:")[1])
    dev.shell("echo x > /sdcard/Download/owned.txt; mkdir /sdcard/Download/sub")
    assert dev.shell("ls -l /sdcard/Download/owned.txt").split()[:4] == [
        "-rw-rw----", "1", f"u0_a{uid - 10000}", "media_rw"]
    assert dev.shell("ls -ld /sdcard/Download/sub").split()[0] == "drwxrws---"
    assert _owner(dev, "/sdcard/Download/sub") == f"u0_a{uid - 10000}"
    dev.shell("rm -r /sdcard/Download/owned.txt /sdcard/Download/sub")


def test_shell_cannot_see_data_media(dev):
    assert dev.shell("ls -ld /data/media").split()[:4] == ["drwxrwx---", "3", "media_rw", "media_rw"]
    out = dev.shell2("ls /data/media/0")
    assert (out.output.strip(), out.returncode) == ("ls: /data/media/0: Permission denied", 1)
    assert dev.shell2("cat /data/media/0/Download/x").returncode == 1


def test_root_sees_the_same_files_under_data_media(dev, server):
    dev.shell("echo hello > /sdcard/DCIM/root_alias.txt")
    assert "restarting adbd as root" in dev.root()
    try:
        assert dev.shell("whoami") == "root"
        assert dev.shell("cat /data/media/0/DCIM/root_alias.txt") == "hello"
        for lower, upper in (("/data/media/0", "/storage/emulated/0"),
                             ("/data/media", "/storage/emulated")):
            # FuseDaemon's getattr answers with the lower lstat: the same type, mode, owner
            assert dev.shell(f"ls -ld {lower}").split()[:5] == \
                dev.shell(f"ls -ld {upper}").split()[:5]
        assert dev.shell("stat -c %i /data/media/0/DCIM/root_alias.txt") == \
            dev.shell("stat -c %i /sdcard/DCIM/root_alias.txt")
        # written on the lower path by root: the same file under the FUSE names
        dev.shell("echo lower > /data/media/0/Download/from_root.txt")
        assert dev.sync.read_text("/sdcard/Download/from_root.txt") == "lower\n"
        found = dev.shell("find /data/media/0 /storage/emulated/0 -name root_alias.txt").split()
        assert found == ["/data/media/0/DCIM/root_alias.txt",
                         "/storage/emulated/0/DCIM/root_alias.txt"]
        dev.shell("rm /data/media/0/DCIM/root_alias.txt /data/media/0/Download/from_root.txt")
        assert dev.shell("ls /sdcard/DCIM /sdcard/Download") == "/sdcard/DCIM:\n\n/sdcard/Download:"
    finally:
        with dev.open_transport() as c:       # adbutils has no unroot(); the same service
            c.send_command("unroot:")
            c.check_okay()
            c.read_until_close()
    assert dev.shell("whoami") == "shell"


CLIENTS = clients()


@pytest.mark.skipif(not CLIENTS, reason="no adb client (adbutils wheel or PATH)")
@pytest.mark.parametrize("binary", CLIENTS, ids=lambda p: "bundled" if "adbutils" in p else "path")
def test_real_adb_client_push_under_one_name_pull_under_another(binary, server, tmp_path):
    home = str(tmp_path / "home")
    os.makedirs(home)
    adb = run_adb(binary, server.port, server.serials[0], home)
    try:
        src = tmp_path / "in.txt"
        src.write_bytes(b"same file\n")
        adb("push", str(src), "/sdcard/Music/in.txt")
        out = tmp_path / "out.txt"
        adb("pull", "/storage/emulated/0/Music/in.txt", str(out))
        assert out.read_bytes() == b"same file\n"
        assert adb("shell", "ls -l /sdcard").stdout == \
            b"lrw-r--r-- 1 root root 21 2009-01-01 00:00 /sdcard -> /storage/self/primary\n"
        denied = adb("shell", "ls /data/media/0/Music", check=False)
        assert (denied.returncode, denied.stdout + denied.stderr) == (
            1, b"ls: /data/media/0/Music: Permission denied\n")
        adb("root")
        try:
            assert adb("shell", "cat /data/media/0/Music/in.txt").stdout == b"same file\n"
            # AndroidWorld's OsmAnd checks pull from the lower path as root
            lower = tmp_path / "lower.txt"
            adb("pull", "/data/media/0/Music/in.txt", str(lower))
            assert lower.read_bytes() == b"same file\n"
        finally:
            adb("unroot")
        adb("shell", "rm /storage/self/primary/Music/in.txt")
    finally:
        strays = stray_processes(home)
        for pid in strays:
            os.kill(pid, signal.SIGKILL)
        assert not strays, f"adb left processes behind: {strays}"
