"""``touch -d DATE`` and ``touch -t STAMP`` set a file's modification time (toybox forms,
device time zone); a bad date fails; plain ``touch`` still uses the device's now."""

from __future__ import annotations


def _mtime(sh, path: str) -> str:
    return sh(f"stat -c %Y {path}", root=True)[0].strip()


def test_touch_dates(sh):
    sh("touch /sdcard/a /sdcard/b /sdcard/c /sdcard/e", root=True)
    now = _mtime(sh, "/sdcard/a")
    assert now == "1697384040"                                    # the device clock: 2023-10-15 15:34 UTC
    assert sh("touch -d '2023-09-30 08:15:00' /sdcard/a", root=True)[2] == 0
    assert _mtime(sh, "/sdcard/a") == "1696061700"
    sh("touch -d 2022-06-30 /sdcard/b", root=True)
    assert _mtime(sh, "/sdcard/b") == "1656547200"
    sh("touch -t 202310011200.30 /sdcard/c", root=True)
    assert _mtime(sh, "/sdcard/c") == "1696161630"
    sh("touch -d @1600000000 /sdcard/e", root=True)
    assert _mtime(sh, "/sdcard/e") == "1600000000"
    out, err, code = sh("touch -d yesterday /sdcard/a", root=True)
    assert (code, err) == (1, "touch: bad date 'yesterday'\n") and _mtime(sh, "/sdcard/a") == "1696061700"
    sh("touch /sdcard/a", root=True)
    assert _mtime(sh, "/sdcard/a") == now
