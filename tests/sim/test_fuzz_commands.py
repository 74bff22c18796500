"""Fuzz: thousands of malformed ``input``, ``am`` and ``monkey`` command lines sent through
unmodified adbutils to the simulated device. Every call must come back with an exit code
(no adbutils error, no dropped connection), no command may hit a simulator fault, and the
device must still answer afterwards.

The generator is seeded (``random.Random``); commands are sent ten per ``shell,v2`` call,
joined with ``;``, each argument quoted so that it reaches the command literally.
"""

from __future__ import annotations

import io
import random
import shlex

import adbutils
import pytest
from PIL import Image

SEED = 20240613
N_COMMANDS = 6000
PER_CALL = 10

NUMBERS = ["0", "-1", "1.5", "-0.0", "1e400", "-1e400", "1e-400", "NaN", "-NaN", "Infinity",
           "-Infinity", "inf", "nan", "0x1p3", "0x", "0x10", "#10", "010", "1f", "2d", ".5", "5.",
           ".", "+", "-", "+7", "1_000", "١٢", "²", "１２", " 12 ", "12abc", "2147483647",
           "2147483648", "-2147483649", "9223372036854775808", str(10 ** 400), "-" + str(10 ** 400),
           "99999", "540", "1200", "1e5"]
WORDS = ["", " ", "abc", "é", "中文输入", "😀", "\u202eRTL", "e\u0301", "\t", "\n", "a\nb", "'", '"',
         "\\", ";", "&&", "|", "$(reboot)", "`id`", "*", "?", "~", "%s", "%%s", "a%sb", "null",
         "true", "maybe", "x" * 3000, "ä" * 500, "--", "-", "-x", "--bogus", "-h", "help", "dump"]
INPUT_SUBS = ["tap", "swipe", "draganddrop", "text", "keyevent", "press", "roll", "motionevent",
              "keycombination", "frobnicate", "", "TAP", "help", "dump"]
SOURCES = ["keyboard", "touchscreen", "trackball", "mouse", "rotaryencoder", "gesture"]
KEYS = ["KEYCODE_HOME", "KEYCODE_BACK", "KEYCODE_NO_SUCH", "keycode_home", "HOME", "3", "4",
        "-3", "305", "0", "113", "29", "--longpress", "--doubletap", "-t", "KEYCODE_"]
AM_SUBS = ["start", "start-activity", "broadcast", "startservice", "start-foreground-service",
           "force-stop", "kill", "crash", "stack", "get-current-user", "kill-all", "bogus", ""]
AM_OPTS = ["-a", "-d", "-t", "-c", "-n", "-p", "-f", "-e", "--es", "--esn", "--ez", "--ei",
           "--el", "--ef", "--ed", "--eu", "--ecn", "--eia", "--ela", "--efa", "--esa", "-W",
           "-S", "-D", "-R", "--user", "--display", "--windowingMode", "--selector", "-x", "--",
           "-nfoo", "-fabc"]
AM_VALUES = ["com.android.settings/.Settings", "com.android.settings", "net.gsantner.markor",
             "net.gsantner.markor/.activity.MainActivity", "/", "a/", "/b", "pkg/.X", "tel:123",
             "https://example.com/a b", "content://x", "intent:#Intent;end", "android.intent.action.VIEW",
             "android.intent.category.LAUNCHER", "list", "remove", "all", "current"]
MONKEY_OPTS = ["-p", "-c", "-s", "-v", "--throttle", "--pct-touch", "--pct-bogus", "--port", "-f",
               "--pkg-whitelist-file", "--pkg-blacklist-file", "--ignore-crashes", "-h", "--",
               "-pnet.gsantner.markor", "-s5"]


def _atom(rng: random.Random, pools: list[list[str]]) -> str:
    if rng.random() < 0.1:   # occasionally a random short string
        return "".join(rng.choice("09.-+eExX/:;é \t") for _ in range(rng.randint(0, 10)))
    return rng.choice(rng.choice(pools))


def _input(rng: random.Random) -> list[str]:
    argv = ["input"]
    if rng.random() < 0.2:
        argv.append(rng.choice(SOURCES))
    if rng.random() < 0.15:
        argv += ["-d", _atom(rng, [NUMBERS, ["INVALID_DISPLAY", "DEFAULT_DISPLAY"]])]
    sub = rng.choice(INPUT_SUBS)
    argv.append(sub)
    pools = {"keyevent": [KEYS, WORDS], "keycombination": [KEYS, NUMBERS], "text": [WORDS],
             "motionevent": [["DOWN", "up", "MOVE", "CANCEL", "jump"], NUMBERS]}.get(sub, [NUMBERS, WORDS])
    return argv + [_atom(rng, pools) for _ in range(rng.randint(0, 6))]


def _am(rng: random.Random) -> list[str]:
    argv = ["am"] if rng.random() < 0.8 else ["cmd", "activity"]
    if rng.random() < 0.97:
        argv.append(rng.choice(AM_SUBS))
    for _ in range(rng.randint(0, 6)):
        argv.append(_atom(rng, [AM_OPTS, AM_OPTS, AM_VALUES, NUMBERS, WORDS]))
    return argv


def _monkey(rng: random.Random) -> list[str]:
    return ["monkey"] + [_atom(rng, [MONKEY_OPTS, MONKEY_OPTS, AM_VALUES, NUMBERS, WORDS])
                         for _ in range(rng.randint(0, 6))]


def malformed_commands(seed: int, n: int) -> list[str]:
    """``n`` malformed command lines, each argument quoted."""
    rng = random.Random(seed)
    makers = (_input, _am, _monkey)
    return [" ".join(shlex.quote(a) for a in rng.choice(makers)(rng)) for _ in range(n)]


@pytest.fixture(scope="module")
def adb_device(sim_server):
    client = adbutils.AdbClient(host=sim_server.host, port=sim_server.port, socket_timeout=60)
    return client.device(sim_server.serials[0])


def test_generator_is_seeded_and_malformed():
    a, b = malformed_commands(SEED, 300), malformed_commands(SEED, 300)
    assert a == b and a != malformed_commands(SEED + 1, 300)
    assert {c.split()[0] for c in a} == {"input", "am", "cmd", "monkey"}


def test_malformed_commands_never_hurt_the_device(adb_device):
    commands = malformed_commands(SEED, N_COMMANDS)
    sent = dropped = faults = 0
    exit_codes: dict[int, int] = {}
    for i in range(0, len(commands), PER_CALL):
        batch = commands[i:i + PER_CALL]
        script = " ; ".join(batch) + " ; echo __end__$?"
        sent += len(batch)
        try:
            r = adb_device.shell2(script, timeout=60, v2=True)
        except (adbutils.AdbError, OSError, EOFError) as exc:   # a lost stream: EOFError
            dropped += 1
            print("dropped:", type(exc).__name__, exc, script[:200])
            continue
        assert "__end__" in r.stdout, (script[:300], r.stdout[-300:], r.stderr[-300:])
        faults += r.stderr.count("simulator fault")
        last = int(r.stdout.rsplit("__end__", 1)[1].split()[0])
        exit_codes[last] = exit_codes.get(last, 0) + 1
    print(f"\nsim fuzz: {sent} malformed commands in {len(commands) // PER_CALL} shell calls; "
          f"dropped connections: {dropped}; simulator faults: {faults}; "
          f"exit codes of each call's last command: {dict(sorted(exit_codes.items()))}")
    assert sent >= 5000
    assert dropped == 0
    assert faults == 0
    assert adb_device.shell("echo ok").strip() == "ok"
    png = adb_device.shell("screencap -p", encoding=None)
    assert Image.open(io.BytesIO(png)).size in ((1080, 2400), (2400, 1080))
