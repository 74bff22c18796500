"""Text and system commands: mksh echo, toybox grep/head/tail/wc/date, id/whoami, props,
``service call alarm`` (toybox ``date.c``; AndroidWorld ``utils/datetime_utils.py`` for dates)."""

from __future__ import annotations

import pytest


def test_echo(sh):
    assert sh("echo a   b") == ("a b\n", "", 0)
    assert sh("echo -n a; echo b") == ("ab\n", "", 0)
    assert sh("echo 'x\\ty\\nz'") == ("x\ty\nz\n", "", 0)      # mksh: escapes on by default
    assert sh("echo -E 'x\\ny'") == ("x\\ny\n", "", 0)
    assert sh("echo 'cut\\chere'") == ("cut", "", 0)
    assert sh("echo") == ("\n", "", 0)


def test_grep(sh):
    sh("printf 'Alpha\\nbeta\\ngamma beta\\n' > /sdcard/g")
    assert sh("grep beta /sdcard/g") == ("beta\ngamma beta\n", "", 0)
    assert sh("grep -i alpha /sdcard/g") == ("Alpha\n", "", 0)
    assert sh("grep -v beta /sdcard/g") == ("Alpha\n", "", 0)
    assert sh("grep -c beta /sdcard/g") == ("2\n", "", 0)
    assert sh("grep -q nothing /sdcard/g; echo $?") == ("1\n", "", 0)
    assert sh("grep -q beta /sdcard/g; echo $?") == ("0\n", "", 0)
    assert sh("grep -o 'b[a-z]*' /sdcard/g") == ("beta\nbeta\n", "", 0)
    assert sh("grep -E 'Al|gam' /sdcard/g") == ("Alpha\ngamma beta\n", "", 0)
    assert sh("grep 'a\\|z' /sdcard/g | wc -l") == ("3\n", "", 0)
    assert sh("grep -n gamma /sdcard/g") == ("3:gamma beta\n", "", 0)
    assert sh("grep x /nope") == ("", "grep: /nope: No such file or directory\n", 2)
    assert sh("grep -E '[[:digit:]]+' /sdcard/g; echo $?") == ("1\n", "", 0)


def test_grep_mresumed_activity_absent_on_13(sh):
    """AOSP 13 ``TaskFragment`` prints no mResumedActivity line (not device-verified): grep exits 1."""
    assert sh("dumpsys activity activities | grep mResumedActivity") == ("", "", 1)


def test_head_tail(sh):
    sh("printf '1\\n2\\n3\\n4\\n' > /sdcard/n")
    assert sh("head -n 2 /sdcard/n") == ("1\n2\n", "", 0)
    assert sh("head -3 /sdcard/n") == ("1\n2\n3\n", "", 0)
    assert sh("tail -n 1 /sdcard/n") == ("4\n", "", 0)
    assert sh("tail -n +3 /sdcard/n") == ("3\n4\n", "", 0)
    assert sh("head -c 3 /sdcard/n") == ("1\n2", "", 0)
    assert sh("printf 'a\\nb' | tail -n 1") == ("b", "", 0)
    assert sh("head /nope") == ("", "head: /nope: No such file or directory\n", 1)


def test_wc_padding(sh):
    """toybox wc.c: no padding for one number of one input, else %7ld columns."""
    sh("printf 'one two\\nthree\\n' > /sdcard/w")
    assert sh("wc -l /sdcard/w") == ("2 /sdcard/w\n", "", 0)
    assert sh("wc -l < /sdcard/w") == ("2\n", "", 0)
    assert sh("cat /sdcard/w | wc") == ("      2       3      14\n", "", 0)
    assert sh("wc /sdcard/w") == ("2 3 14 /sdcard/w\n", "", 0)
    assert sh("wc -l /sdcard/w /sdcard/w") == (
        "      2 /sdcard/w\n      2 /sdcard/w\n      4 total\n", "", 0)


def test_whoami_id_root(sh):
    assert sh("whoami") == ("shell\n", "", 0)
    assert sh("whoami", root=True) == ("root\n", "", 0)
    assert sh("id -u; id -un") == ("2000\nshell\n", "", 0)
    out = sh("id", root=True)[0]
    assert out.startswith("uid=0(root) gid=0(root) groups=0(root),1004(input),1007(log),1011(adb),")
    assert out.endswith(" context=u:r:su:s0\n")
    assert sh("su 0 whoami") == ("root\n", "", 0)
    assert sh("su root sh -c 'id -u'") == ("0\n", "", 0)


def test_getprop_setprop(sh):
    assert sh("getprop ro.build.version.sdk") == ("33\n", "", 0)
    assert sh("getprop ro.build.version.release") == ("13\n", "", 0)
    assert sh("getprop sys.boot_completed") == ("1\n", "", 0)
    assert sh("getprop no.such.prop") == ("\n", "", 0)
    assert sh("getprop no.such.prop fallback") == ("fallback\n", "", 0)
    listing = sh("getprop")[0]
    assert "[ro.product.model]: [sdk_gphone64_x86_64]\n" in listing
    keys = [line[1:line.index("]")] for line in listing.splitlines()]
    assert keys == sorted(keys)
    assert sh("setprop debug.venus 1; getprop debug.venus") == ("1\n", "", 0)
    assert sh("setprop ro.build.version.sdk 34") == (
        "", "Failed to set property 'ro.build.version.sdk' to '34'.\nSee dmesg for error reason.\n", 1)


def test_date_format_and_epoch(sh):
    assert sh("date") == ("Sun Oct 15 15:34:00 UTC 2023\n", "", 0)
    assert sh("date +%s") == ("1697384040\n", "", 0)
    assert sh("date '+%Y-%m-%d %H:%M:%S'") == ("2023-10-15 15:34:00\n", "", 0)


def test_date_set_needs_root(sh, model):
    assert sh("date 1001093023.05") == (
        "Sun Oct  1 09:30:05 UTC 2023\n", "date: cannot set date: Operation not permitted\n", 1)
    # toybox prints the new time after setting; day 1-9 is space-padded (%e)
    assert sh("date 1001093023.05", root=True) == ("Sun Oct  1 09:30:05 UTC 2023\n", "", 0)
    assert abs(model.clock.now() - 1696152605) < 5
    assert sh("date 1015153423.00", root=True) == ("Sun Oct 15 15:34:00 UTC 2023\n", "", 0)
    assert sh("date 99999999") == ("", "date: bad date 99999999\n", 1)


def test_timezone_via_service_call(sh):
    """datetime_utils.setup_datetime: service call alarm 3 s16 UTC."""
    assert sh("service call alarm 3 s16 America/New_York", root=True) == (
        "Result: Parcel(00000000    '....')\n", "", 0)
    assert sh("date") == ("Sun Oct 15 11:34:00 EDT 2023\n", "", 0)
    assert sh("getprop persist.sys.timezone") == ("America/New_York\n", "", 0)
    sh("service call alarm 3 s16 UTC", root=True)
    assert sh("date +%Z") == ("UTC\n", "", 0)


@pytest.mark.parametrize("cmd", ["sync", "restorecon -RD /data/data/com.arduia.expense", "true",
                                 "sleep 0", "sleep 0.01"])
def test_silent_commands(sh, cmd):
    assert sh(cmd, root=True) == ("", "", 0)


def test_exit_and_false(sh):
    assert sh("false") == ("", "", 1)
    assert sh("exit 42") == ("", "", 42)
