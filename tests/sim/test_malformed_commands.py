"""Malformed ``input``/``am``/``monkey`` arguments get Android 13's answers (AOSP
``InputShellCommand``, ``ActivityManagerShellCommand``, ``BasicShellCommandHandler``,
``development/cmds/monkey``), and a simulator fault costs one command, never the session."""

from __future__ import annotations

import math

import adbutils
import pytest

from venus_tasks.sim.shell.commands import java

EXC = "\nException occurred while executing '{}':\n{}\n\tat "


@pytest.mark.parametrize("text, value", [
    ("12", 12.0), (" 12.5f ", 12.5), ("-0.5d", -0.5), (".5", 0.5), ("5.", 5.0), ("1e3", 1000.0),
    ("0x1p3", 8.0), ("1e400", math.inf), ("-1e400", -math.inf), ("1e-400", 0.0),
    ("Infinity", math.inf), ("3.4028236e38", math.inf),
])
def test_parse_float_is_javas(text, value):
    assert java.parse_float(text) == value


@pytest.mark.parametrize("text, message", [
    ("abc", 'For input string: "abc"'), ("", "empty String"), ("inf", 'For input string: "inf"'),
    ("1_000", 'For input string: "1_000"'), ("NaNf", 'For input string: "NaNf"'),
    ("١٢", 'For input string: "١٢"'),
])
def test_parse_float_rejects_what_java_rejects(text, message):
    with pytest.raises(java.JavaException, match=message):
        java.parse_float(text)
    assert math.isnan(java.parse_float("NaN"))


def test_parse_int_and_decode():
    assert java.parse_int("+7") == 7 and java.parse_int("-2147483648") == -2 ** 31
    assert java.parse_int("١٢") == 12                      # Character.digit takes any Nd digit
    for bad in ("2147483648", "", "-", "1.0", " 1"):
        with pytest.raises(java.JavaException, match="NumberFormatException"):
            java.parse_int(bad)
    assert java.parse_int("9223372036854775807", 64) == 2 ** 63 - 1
    assert (java.decode_int("0x10"), java.decode_int("#10"), java.decode_int("010"),
            java.decode_int("-0x10")) == (16, 16, 8, -16)
    with pytest.raises(java.JavaException, match="Sign character in wrong position"):
        java.decode_int("0x-1")


def test_input_answers_any_arguments(sh):
    assert sh("input tap 1e400 5") == ("", "", 0)          # Infinity: injected off-screen
    assert sh("input tap NaN -3; input swipe 99999 1 2 3") == ("", "", 0)
    assert sh("input tap ' 540.5f ' 0x1p3") == ("", "", 0)
    out, err, code = sh("input tap abc 5")
    assert (out, code) == ("", 255) and err.startswith(EXC.format(
        "tap", "java.lang.IllegalArgumentException: Error: Invalid arguments for command: tap"))
    out, err, code = sh("input tap 5")
    assert code == 255 and err.startswith(EXC.format(
        "tap", 'java.lang.IllegalArgumentException: Argument expected after "5"'))
    _, err, code = sh("input keyboard")
    assert code == 255 and 'Argument expected after "keyboard"' in err
    _, err, code = sh("input -d x tap 1 1")
    assert code == 255 and "Error: Invalid arguments for display ID." in err
    _, err, code = sh("input swipe 1 2 3 4 99999999999")
    assert code == 255 and "Invalid arguments for command: swipe" in err
    _, err, code = sh("input keycombination 113")
    assert code == 255 and "keycombination requires at least 2 keycodes" in err
    _, err, code = sh("input keycombination KEYCODE_NOPE 29")
    assert code == 255 and "Unknown keycode: KEYCODE_NOPE" in err
    _, err, code = sh("input motionevent jump 1 1")
    assert code == 255 and "Unknown action: jump" in err
    assert sh("input keyevent KEYCODE_NOPE keycode_home 999") == ("", "", 0)
    out, _, code = sh("input")
    assert code == 0 and out.startswith("Usage: input [<source>] [-d DISPLAY_ID] <command> [<arg>...]\n")


def test_input_text_types_only_what_the_virtual_keyboard_maps(sh):
    _, err, code = sh("input text 'héllo'")
    assert code == 255 and err.startswith(EXC.format(
        "text", "java.lang.NullPointerException: Attempt to get length of null array"))
    _, err, code = sh("input text")
    assert code == 255 and 'Argument expected after "text"' in err


def test_am_answers_any_arguments(sh):
    out, err, code = sh("am")
    assert (err, code) == ("", 255) and out.startswith("Activity manager (activity) commands:\n")
    cases = {
        "am start -n": 'java.lang.IllegalArgumentException: Argument expected after "-n"',
        "am start -n foo": "java.lang.IllegalArgumentException: Bad component name: foo",
        "am start -x": "java.lang.IllegalArgumentException: Unknown option: -x",
        "am start -f abc": 'java.lang.NumberFormatException: For input string: "abc"',
        "am start --ei k 1.5": 'java.lang.NumberFormatException: For input string: "1.5"',
        "am start --ez k maybe": "java.lang.IllegalArgumentException: Invalid boolean value: maybe",
        "am broadcast --user x": "java.lang.IllegalArgumentException: Bad user number: x",
        "am stack remove x": 'java.lang.NumberFormatException: For input string: "x"',
        "am force-stop": 'java.lang.IllegalArgumentException: Argument expected after "force-stop"',
    }
    for cmd, exc in cases.items():
        out, err, code = sh(cmd)
        assert (out, code) == ("", 255) and err.startswith(EXC.format(cmd.split()[1], exc)), cmd
    assert sh("am force-stop -x y") == ("", "Error: Unknown option: -x\n", 255)
    out, _, code = sh("am start com.android.settings/.Settings")
    assert code == 0 and out == ("Starting: Intent { act=android.intent.action.MAIN "
                                 "cat=[android.intent.category.LAUNCHER] cmp=com.android.settings/.Settings }\n")


def test_monkey_answers_any_arguments(sh):
    out, err, code = sh("monkey")
    assert (out, code) == ("", 255) and err.startswith("args: []\nusage: monkey [-p ALLOWED_PACKAGE")
    out, err, code = sh("monkey -p net.gsantner.markor")
    assert code == 255 and out == "  bash arg: -p\n  bash arg: net.gsantner.markor\n"
    assert "** Error: Count not specified\nusage: monkey" in err
    _, err, code = sh("monkey -p x 1e3")
    assert code == 255 and '** Error: Count is not a number: "1e3"\nusage:' in err
    _, err, code = sh("monkey --throttle abc 1")
    assert code == 255 and ('arg="--throttle" mCurArgData="null" mNextArg=1 argwas="--throttle" '
                            'nextarg="abc"\n** Error: delay (in milliseconds) to wait between events '
                            'is not a number\n** Error: java.lang.NumberFormatException: For input '
                            'string: "abc"\nusage:') in err
    _, err, code = sh("monkey --throttle")
    assert code == 255 and "** Error: java.lang.ArrayIndexOutOfBoundsException: length=1; index=1" \
        in err
    _, err, code = sh("monkey --bogus 1")
    assert code == 255 and "** Error: Unknown option: --bogus\nusage:" in err
    out, _, code = sh("monkey -p net.gsantner.markor 0 '' 'a  b'")   # words after COUNT unused
    assert code == 0 and out.startswith("  bash arg: -p\n  bash arg: net.gsantner.markor\n"
                                        "  bash arg: 0\n  bash arg:\n  bash arg: a b\n"
                                        "Events injected: 0\n")


def test_a_simulator_fault_costs_one_command(sh, monkeypatch):
    from venus_tasks.sim.shell import commands

    def broken(ctx, args):
        raise RuntimeError("boom")
    monkeypatch.setitem(commands.COMMANDS, "input", broken)
    out, err, code = sh("input tap 1 1; echo after $?")
    assert out == "after 255\n" and err == "input: simulator fault: RuntimeError: boom\n" and code == 0


def test_a_shell_fault_does_not_drop_the_connection(server, dev, monkeypatch):
    from venus_tasks.sim import shell

    def broken(*args, **kwargs):
        raise RecursionError("too deep")
    monkeypatch.setattr(shell, "run", broken)
    r = dev.shell2("echo hi", v2=True)
    assert (r.stdout, r.returncode) == ("", 255) and "simulator fault: RecursionError" in r.stderr
    monkeypatch.undo()
    assert dev.shell("echo ok").strip() == "ok"
    assert isinstance(dev, adbutils.AdbDevice)
