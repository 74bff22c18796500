"""File commands against toybox 0.8.6 wording and AndroidWorld's parsers
(AndroidWorld ``utils/file_utils.py`` for ``ls -ll -au``, ``cp -a src/. dst/``, ``find ... -delete``)."""

from __future__ import annotations

import hashlib
import re

from venus_tasks.sim.system.identity import ROOT


def test_ls_lists_one_name_per_line_sorted(sh):
    out, err, code = sh("ls /sdcard")
    assert out.splitlines() == ["Alarms", "Android", "DCIM", "Documents", "Download", "Movies",
                                "Music", "Notifications", "Pictures", "Podcasts", "Recordings",
                                "Ringtones"]
    assert (err, code) == ("", 0)
    assert sh("ls /storage/emulated/0")[0] == out


def test_ls_missing_and_denied(sh):
    assert sh("ls /nope") == ("", "ls: /nope: No such file or directory\n", 1)
    assert sh("ls /data") == ("", "ls: /data: Permission denied\n", 1)
    assert sh("ls /data/local/tmp") == ("", "", 0)


def test_ls_long_format(sh, model):
    sh("echo hello > /sdcard/Download/a.txt; mkdir /sdcard/Download/sub")
    out, _, code = sh("ls -l /sdcard/Download")
    assert code == 0
    assert out.splitlines() == [
        "total 8",
        # owned by MediaProvider (u0_a103), whoever wrote them: FuseDaemon.cpp creates the
        # lower file itself and pf_getattr returns its lstat unchanged
        "-rw-rw---- 1 u0_a103 media_rw    6 2023-10-15 15:34 a.txt",
        "drwxrws--- 2 u0_a103 media_rw 3452 2023-10-15 15:34 sub",
    ]


def test_ls_ll_au_matches_android_world_parser(sh):
    """file_utils.get_file_list_with_metadata splits '-' lines into 9 fields."""
    sh("echo 12345 > /sdcard/Download/1.txt")
    out, _, _ = sh("ls /sdcard/Download -ll -au")
    lines = [l for l in out.splitlines() if l.startswith("-")]
    assert len(lines) == 1
    fields = lines[0].split(None, 8)
    assert fields[0] == "-rw-rw----" and fields[4] == "6" and fields[8] == "1.txt"
    assert re.fullmatch(r"2023-10-15", fields[5])
    assert re.fullmatch(r"15:34:\d\d\.\d{9}", fields[6]) and fields[7] == "+0000"
    assert out.splitlines()[1].endswith(" .") and out.splitlines()[2].endswith(" ..")


def test_ls_symlink_and_flags(sh):
    assert sh("ls -l /sdcard")[0].startswith("lrw-r--r-- 1 root root 21 ")
    assert sh("ls -l /sdcard")[0].endswith(" /sdcard -> /storage/self/primary\n")
    assert sh("ls -d /sdcard/Download /sdcard/DCIM") == ("/sdcard/DCIM\n/sdcard/Download\n", "", 0)
    assert sh("ls -1a /sdcard/Music") == (".\n..\n", "", 0)
    sh("touch /sdcard/Music/x /sdcard/Movies/y")
    assert sh("ls /sdcard/Music /sdcard/Movies") == (
        "/sdcard/Movies:\ny\n\n/sdcard/Music:\nx\n", "", 0)


def test_cat(sh):
    sh("echo one > /sdcard/1; echo two > /sdcard/2")
    assert sh("cat /sdcard/1 /sdcard/2") == ("one\ntwo\n", "", 0)
    assert sh("cat /sdcard/1 /nope /sdcard/2") == (
        "one\ntwo\n", "cat: /nope: No such file or directory\n", 1)
    assert sh("cat /sdcard") == ("", "cat: /sdcard: Is a directory\n", 1)


def test_rm(sh):
    sh("mkdir -p /sdcard/d/e && touch /sdcard/d/e/f /sdcard/g")
    assert sh("rm /sdcard/nope") == ("", "rm: /sdcard/nope: No such file or directory\n", 1)
    assert sh("rm -f /sdcard/nope") == ("", "", 0)
    assert sh("rm /sdcard/d") == ("", "rm: /sdcard/d: Is a directory\n", 1)
    assert sh("rm /sdcard/g && rm -r /sdcard/d && ls /sdcard/d") == (
        "", "ls: /sdcard/d: No such file or directory\n", 1)
    assert sh("rm") == ("", 'rm: Needs 1 argument (see "rm --help")\n', 1)
    assert sh("rm /system/bin") == ("", "rm: /system/bin: Is a directory\n", 1)


def test_mkdir_and_touch(sh):
    assert sh("mkdir /sdcard/a/b") == ("", "mkdir: '/sdcard/a/b': No such file or directory\n", 1)
    assert sh("mkdir -p /sdcard/a/b && mkdir -p /sdcard/a/b") == ("", "", 0)
    assert sh("mkdir /sdcard/a") == ("", "mkdir: '/sdcard/a': File exists\n", 1)
    assert sh("touch /system/x") == ("", "touch: '/system/x': Read-only file system\n", 1)
    assert sh("touch /data/local/tmp/t && ls -l /data/local/tmp/t")[0].startswith(
        "-rw-rw-rw- 1 shell shell 0 ")


def test_cp_mv(sh):
    sh("mkdir -p /sdcard/src/in && echo a > /sdcard/src/in/f && echo b > /sdcard/src/g")
    assert sh("cp /sdcard/src/g /sdcard/h && cat /sdcard/h") == ("b\n", "", 0)
    assert sh("cp /sdcard/src /sdcard/dst") == ("", "cp: Skipped dir '/sdcard/src'\n", 1)
    assert sh("cp /nope /sdcard/x") == ("", "cp: bad '/nope': No such file or directory\n", 1)
    assert sh("mkdir /sdcard/dst && cp -a /sdcard/src/. /sdcard/dst/ && find /sdcard/dst") == (
        "/sdcard/dst\n/sdcard/dst/in\n/sdcard/dst/in/f\n/sdcard/dst/g\n", "", 0)
    assert sh("cp -r /sdcard/src /sdcard/dst && ls /sdcard/dst") == ("g\nin\nsrc\n", "", 0)
    assert sh("mv /sdcard/h /sdcard/Download/ && ls /sdcard/Download") == ("h\n", "", 0)
    assert sh("mv /sdcard/nope /sdcard/x") == ("", "mv: bad '/sdcard/nope': No such file or directory\n", 1)


def test_cp_a_preserves_app_data_as_root(sh, model):
    """app_snapshot.save_snapshot: cp -a /data/data/<pkg>/. <snapshot>/ keeps owners."""
    model.launch("com.arduia.expense")
    sh("mkdir -p /data/local/tmp/snap && cp -a /data/data/com.arduia.expense/. /data/local/tmp/snap/",
       root=True)
    out = sh("ls -l /data/local/tmp/snap/databases", root=True)[0]
    owner = model.packages.get("com.arduia.expense").uid - 10000
    assert re.search(rf"-rw-rw---- 1 u0_a{owner} u0_a{owner} \d+ .* accounting.db", out)


def test_chmod_chown(sh):
    sh("touch /data/local/tmp/m")
    assert sh("chmod 700 /data/local/tmp/m && stat -c %a /data/local/tmp/m") == ("700\n", "", 0)
    assert sh("chmod u+x,go-rwx /data/local/tmp/m; stat -c %A /data/local/tmp/m") == ("-rwx------\n", "", 0)
    assert sh("chmod 777 -R /data/local/tmp; stat -c %a /data/local/tmp/m") == ("777\n", "", 0)
    assert sh("chown root:root /data/local/tmp/m") == (
        "", "chown: /data/local/tmp/m: Operation not permitted\n", 1)
    assert sh("chown system:system /data/local/tmp/m && stat -c '%U:%G' /data/local/tmp/m",
              root=True) == ("system:system\n", "", 0)


def test_find(sh):
    sh("mkdir -p /sdcard/Documents/n/d && touch /sdcard/Documents/n/a.md /sdcard/Documents/n/d/b.txt")
    assert sh("find /sdcard/Documents/n") == (
        "/sdcard/Documents/n\n/sdcard/Documents/n/d\n/sdcard/Documents/n/d/b.txt\n"
        "/sdcard/Documents/n/a.md\n", "", 0)
    assert sh("find /sdcard/Documents/n -type f -name '*.md'") == ("/sdcard/Documents/n/a.md\n", "", 0)
    assert sh("find /sdcard/Documents/n -mindepth 1 -type d") == ("/sdcard/Documents/n/d\n", "", 0)
    assert sh("find /sdcard/Documents/n -type f -o -type d | wc -l") == ("4\n", "", 0)
    assert sh("find /nope") == ("", "find: /nope: No such file or directory\n", 1)


def test_find_prune_skips_a_directory(sh):
    """toybox find.c ``-prune``: true, and find does not descend into the directory; the
    state guard prunes app caches this way (``find DIRS \\( -name cache \\) -prune -o ...``)."""
    sh("mkdir -p /sdcard/Documents/p/cache/deep /sdcard/Documents/p/keep && "
       "touch /sdcard/Documents/p/cache/x /sdcard/Documents/p/cache/deep/y /sdcard/Documents/p/keep/z")
    assert sh("find /sdcard/Documents/p -name cache -prune -o -type f -print") == (
        "/sdcard/Documents/p/keep/z\n", "", 0)
    assert sh("find /sdcard/Documents/p \\( -name cache -o -name keep \\) -prune -o -type f -exec md5sum {} +") \
        == ("", "", 0)
    # the pruned directory itself is still printed when the -prune branch has no action
    assert sh("find /sdcard/Documents/p -name cache -prune") == ("/sdcard/Documents/p/cache\n", "", 0)
    # under -depth (and -delete) -prune has no effect
    assert sh("find /sdcard/Documents/p -depth -name cache -prune -o -type f -print | wc -l") == ("3\n", "", 0)


def test_find_delete_clears_internal_storage(sh):
    """user_data_generation.clear_internal_storage: find /storage/emulated/0/ -mindepth 1 -type f -delete."""
    sh("echo x > /sdcard/Download/a; echo y > /sdcard/DCIM/b")
    assert sh("find /storage/emulated/0/ -mindepth 1 -type f -delete") == ("", "", 0)
    assert sh("find /sdcard/ -type f") == ("", "", 0)
    assert sh("ls /sdcard/DCIM; echo $?") == ("0\n", "", 0)


def test_stat_and_hashes(sh):
    sh("printf 'abc' > /sdcard/h.bin")
    assert sh("stat -c '%s %n %F %U %G %a' /sdcard/h.bin") == (
        "3 /sdcard/h.bin regular file u0_a103 media_rw 660\n", "", 0)
    assert sh("stat -c %Y /sdcard/h.bin") == ("1697384040\n", "", 0)
    assert sh("stat /nope") == ("", "stat: '/nope': No such file or directory\n", 1)
    digest = hashlib.md5(b"abc").hexdigest()
    assert sh("md5sum /sdcard/h.bin") == (f"{digest}  /sdcard/h.bin\n", "", 0)
    assert sh("toybox md5sum /sdcard/h.bin") == (f"{digest}  /sdcard/h.bin\n", "", 0)
    assert sh("md5sum /nope") == ("", "md5sum: /nope: No such file or directory\n", 1)
    assert sh("printf abc | sha256sum") == (hashlib.sha256(b"abc").hexdigest() + "  -\n", "", 0)


def test_root_can_read_app_data(model, sh):
    model.launch("com.arduia.expense")
    path = "/data/data/com.arduia.expense/databases/accounting.db"
    assert sh(f"ls {path}") == ("", f"ls: {path}: Permission denied\n", 1)
    assert sh(f"ls {path}", root=True) == (f"{path}\n", "", 0)
    assert model.vfs.read(path, cred=ROOT)[:16] == b"SQLite format 3\x00"
