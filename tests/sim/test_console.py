"""The emulator console on each device's console port: golden replies (console.c, adb
``client/console.cpp``) and their effect on the device (telephony, SMS inbox, battery,
rotation, location)."""

from __future__ import annotations

import socket

import pytest

from venus_tasks.env.content import parse_content_rows
from venus_tasks.sim import SimServer
from venus_tasks.sim.console import unescape_sms

SENTINEL = b"I am alive!\r\nOK\r\n"
BANNER = b"Android Console: type 'help' for a list of commands\r\nOK\r\n"


class Console:
    def __init__(self, host: str, port: int):
        self.sock = socket.create_connection((host, port), timeout=10)
        self.buf = b""

    def read_until(self, marker: bytes) -> bytes:
        while marker not in self.buf:
            chunk = self.sock.recv(65536)
            assert chunk, f"closed before {marker!r}; got {self.buf!r}"
            self.buf += chunk
        head, _, self.buf = self.buf.partition(marker)
        return head + marker

    def cmd(self, line: str) -> bytes:
        """The reply to ``line`` (a ``ping`` after it marks the end)."""
        self.sock.sendall(line.encode() + b"\nping\n")
        return self.read_until(SENTINEL)[:-len(SENTINEL)]

    def read_all(self) -> bytes:
        out = self.buf
        while chunk := self.sock.recv(65536):
            out += chunk
        return out

    def close(self):
        self.sock.close()


@pytest.fixture()
def console(server):
    c = Console(server.host, int(server.serials[0].split("-")[1]))
    assert c.read_until(b"OK\r\n") == BANNER
    yield c
    c.close()


@pytest.fixture()
def model(server):
    m = server.device(server.serials[0])
    with m.lock:
        for call in list(m.telephony.active):
            m.telephony.end(call.number)
    return m


def test_help_lists_the_commands(console):
    assert console.cmd("help") == (
        b"Android console commands:\r\n    help|h|?\r\n    help-verbose\r\n    ping\r\n    geo\r\n"
        b"    gsm\r\n    kill\r\n    power\r\n    quit|exit\r\n    sms\r\n    avd\r\n    rotate\r\n"
        b"\r\nTry 'help-verbose' for more description\r\nTry 'help <command>' for command-specific help\r\n"
        b"OK\r\n")
    verbose = console.cmd("help-verbose")
    assert verbose.startswith(b"Android console command help:\r\n\r\n    help|h|?         print a list of commands\r\n")
    assert verbose.endswith(b"\r\ntry 'help <command>' for command-specific help\r\nOK\r\n")
    assert console.cmd("h gsm") == (
        b"GSM related commands\r\n\r\navailable sub-commands:\r\n"
        b"   gsm list             list current phone calls\r\n"
        b"   gsm call             create inbound phone call\r\n"
        b"   gsm busy             close waiting outbound call as busy\r\n"
        b"   gsm hold             change the state of an outbound call to 'held'\r\n"
        b"   gsm accept           change the state of an outbound call to 'active'\r\n"
        b"   gsm cancel           disconnect an inbound or outbound phone call\r\n"
        b"   gsm status           display GSM status\r\n\r\nOK\r\n")
    assert console.cmd("help nope").endswith(b"command-specific help\r\n\r\nKO: unknown command\r\n")


def test_unknown_missing_and_bad_subcommands(console):
    assert console.cmd("frobnicate") == b"KO: unknown command, try 'help'\r\n"
    assert console.cmd("sms") == (b"SMS related commands\r\n\r\navailable sub-commands:\r\n"
                                  b"    send             send inbound SMS text message\r\n\r\n"
                                  b"KO: missing sub-command\r\n")
    assert console.cmd("sms receive").endswith(b"\r\n\r\nKO:  bad sub-command\r\n")
    assert console.cmd("avd name") == b"Pixel_6_API_33\r\nOK\r\n"
    assert console.cmd("avd status") == b"virtual device is running\r\nOK\r\n"
    assert console.cmd("auth x") == b"KO: unknown command, try 'help'\r\n"   # no token: no auth


def test_gsm_call_accept_hold_list_cancel(server, console, model, dev):
    assert console.cmd("gsm call 5551234") == b"OK\r\n"
    assert model.telephony.call_state == 1
    assert dev.shell("dumpsys telephony.registry | grep -E 'mCallState|mCallIncomingNumber'") == \
        "    mCallState=1\n    mCallIncomingNumber=5551234"
    assert console.cmd("gsm list") == b"inbound from 5551234    : incoming\r\nOK\r\n"
    assert console.cmd("gsm accept 5551234") == b"OK\r\n"
    assert console.cmd("gsm list") == b"inbound from 5551234    : active\r\nOK\r\n"
    assert dev.shell("dumpsys telephony.registry | grep mCallState") == "    mCallState=2"
    assert console.cmd("gsm hold 5551234") == b"OK\r\n"
    assert console.cmd("gsm list") == b"inbound from 5551234    : held\r\nOK\r\n"
    assert model.telephony.call_state == 2
    assert console.cmd("gsm call +4930123456") == b"OK\r\n"
    assert console.cmd("gsm list") == (b"inbound from 5551234    : held\r\n"
                                       b"inbound from +4930123456 : waiting\r\nOK\r\n")
    assert console.cmd("gsm cancel +4930123456") == b"OK\r\n"       # caller gives up: missed
    assert console.cmd("gsm cancel 5551234") == b"OK\r\n"
    assert console.cmd("gsm list") == b"OK\r\n" and model.telephony.call_state == 0
    rows = parse_content_rows(dev.shell("content query --uri content://call_log/calls "
                                        "--projection number:type --sort _id"))
    assert rows[-2:] == [{"number": "+4930123456", "type": "3"}, {"number": "5551234", "type": "1"}]
    assert dev.shell("dumpsys telephony.registry | grep mCallIncomingNumber") == \
        "    mCallIncomingNumber=5551234"


def test_gsm_errors(console, model):
    assert console.cmd("gsm call") == b"KO: missing argument, try 'gsm call <phonenumber>'\r\n"
    assert console.cmd("gsm call 555-1234") == b"KO: bad phone number format, use digits, # and + only\r\n"
    assert console.cmd("gsm cancel") == b"KO: missing argument, try 'gsm call <phonenumber>'\r\n"
    assert console.cmd("gsm cancel 999") == b"KO: could not cancel this number\r\n"
    assert console.cmd("gsm accept 999") == b"KO: no current call to/from number '999'\r\n"
    assert console.cmd("gsm hold 999") == b"KO: no current call to/from number '999'\r\n"
    assert console.cmd("gsm busy 999") == b"KO: no current outbound call to number '999' (call (nil))\r\n"
    console.cmd("gsm call 777")
    assert console.cmd("gsm busy 777").startswith(b"KO: no current outbound call to number '777' (call 0x")
    assert console.cmd("gsm status") == b"gsm voice state: home\r\ngsm data state:  home\r\nOK\r\n"
    assert console.cmd("gsm status x") == b"KO: no argument required\r\n"
    console.cmd("gsm cancel 777")


def test_keyevents_answer_and_end_a_console_call(console, model, dev):
    console.cmd("gsm call 5550001")
    dev.shell("input keyevent KEYCODE_CALL")
    assert dev.shell("dumpsys telephony.registry | grep mCallState") == "    mCallState=2"
    dev.shell("input keyevent KEYCODE_ENDCALL")
    assert dev.shell("dumpsys telephony.registry | grep mCallState") == "    mCallState=0"
    assert model.telephony.calls[-1].type == 1 and model.telephony.calls[-1].number == "5550001"
    console.cmd("gsm call 5550002")
    dev.shell("input keyevent KEYCODE_ENDCALL")                       # rejects a ringing call
    assert (model.telephony.call_state, model.telephony.calls[-1].type) == (0, 5)
    dev.shell("am start -a android.intent.action.CALL -d tel:5550003")
    assert console.cmd("gsm list") == b"outbound to  5550003    : active\r\nOK\r\n"
    assert console.cmd("gsm busy 5550003") == b"OK\r\n"
    assert (model.telephony.call_state, model.telephony.calls[-1].type) == (0, 2)


def test_sms_send_lands_in_the_inbox(console, dev):
    dev.shell("content delete --uri content://sms")
    assert console.cmd(r"sms send +15551230000 Hi, it's me\nsee \u00e9t\xc3\xa9 \\o/") == b"OK\r\n"
    rows = parse_content_rows(dev.shell("content query --uri content://sms/inbox "
                                        "--projection address:body:type:read"))
    assert rows == [{"address": "+15551230000", "body": "Hi, it's me\nsee été \\o/", "type": "1",
                     "read": "0"}]
    assert dev.shell("content query --uri content://sms/sent") == "No result found."
    dev.shell("content delete --uri content://sms")


def test_sms_errors(console):
    assert console.cmd("sms send") == b"KO: missing argument, try 'sms send <phonenumber> <text message>'\r\n"
    assert console.cmd("sms send 5551234") == \
        b"KO: missing argument, try 'sms send <phonenumber> <text message>'\r\n"
    assert console.cmd("sms send 555-1234 hi") == b"KO: bad phone number format, must be [+](0-9)*\r\n"
    bad = console.cmd(r"sms send 5551234 bad \q escape")
    assert bad.startswith(b"message must be utf8 and can use the following escapes:\r\n")
    assert bad.endswith(b"    anything else is an error\r\nKO: badly formatted text\r\n")
    assert unescape_sms(r"a\x41\u0042\n") == "aAB\n" and unescape_sms("\\") is None
    assert unescape_sms(r"\xff") is None                       # not UTF-8


def test_power(console, dev):
    assert console.cmd("power display") == (b"AC: online\r\nstatus: Charging\r\nhealth: Good\r\n"
                                            b"present: true\r\ncapacity: 100\r\nOK\r\n")
    for line in ("power ac off", "power status discharging", "power capacity 42",
                 "power health overheat"):
        assert console.cmd(line) == b"OK\r\n"
    assert console.cmd("power display") == (b"AC: offline\r\nstatus: Discharging\r\nhealth: Overhead\r\n"
                                            b"present: true\r\ncapacity: 42\r\nOK\r\n")
    out = dev.shell("dumpsys battery")
    assert "  AC powered: false\n" in out and "  status: 3\n" in out and "  level: 42\n" in out
    assert "  health: 3\n" in out
    assert console.cmd("power ac maybe") == b'KO: Usage: "ac on" or "ac off"\r\n'
    assert console.cmd("power capacity 101") == b'KO: Usage: "capacity <percentage>"\r\n'
    assert console.cmd("power status bogus") == \
        b'KO: Usage: "status unknown|charging|discharging|not-charging|full"\r\n'
    for line in ("power ac on", "power status charging", "power capacity 100", "power health good"):
        console.cmd(line)


def test_geo_fix(console, model):
    assert console.cmd("geo fix -122.084 37.422 12.5 6") == b"OK\r\n"
    assert model.emulator.location == (37.422, -122.084, 12.5, 6)
    assert console.cmd("geo fix 181 0") == b"KO: invalid longitude value. Should be in [-180,+180] range\r\n"
    assert console.cmd("geo fix 0 -91") == b"KO: invalid latitude value. Should be in [-90,+90] range\r\n"
    assert console.cmd("geo fix 1") == b"KO: not enough arguments: see 'help geo fix' for details\r\n"
    assert console.cmd("geo fix 1 2 3 13") == \
        b"KO: invalid number of satellites. Must be an integer between 1 and 12\r\n"
    assert console.cmd("geo fix 1 abc") == b"KO: argument 'abc' is not a number\r\n"


def test_rotate_turns_the_device_and_prints_nothing(console, model, dev):
    dev.shell("settings put system accelerometer_rotation 1")
    before = model.display.sensor_rotation
    try:
        assert console.cmd("rotate") == b""
        assert model.display.sensor_rotation == (before + 3) % 4
        assert dev.shell("dumpsys window | grep mCurrentRotation") == \
            f"    mCurrentRotation=ROTATION_{model.rotation() * 90}"
    finally:
        model.display.sensor_rotation = before


def test_quit_kill_and_forbidden_input(server, model):
    port = int(server.serials[0].split("-")[1])
    c = Console(server.host, port)
    c.read_until(b"OK\r\n")
    c.sock.sendall(b"exit\n")
    assert c.read_all() == b""
    c = Console(server.host, port)
    c.read_until(b"OK\r\n")
    c.sock.sendall(b"kill\nping\n")
    assert c.read_all() == b"OK: killing emulator, bye bye\r\nOK\r\n"     # this console only
    c = Console(server.host, port)
    c.read_until(b"OK\r\n")
    c.sock.sendall(b"GET / HTTP/1.1\r\nping\n")
    assert c.read_all() == b"KO: Forbidden HTTP request. Aborting\r\n"
    c = Console(server.host, port)
    c.read_until(b"OK\r\n")
    c.sock.sendall(b"\xff\xfe\nping\n")
    assert c.read_all() == b"KO: Forbidden binary request. Aborting\r\n"
    c.close()


def test_auth_flow_and_preauth_commands(tmp_path):
    token_file = str(tmp_path / ".emulator_console_auth_token")
    with SimServer(console_auth_token="s3cret", console_auth_token_path=token_file) as s:
        c = Console(s.host, int(s.serials[0].split("-")[1]))
        assert c.read_until(b"'\r\nOK\r\n") == (
            b"Android Console: Authentication required\r\n"
            b"Android Console: type 'auth <auth_token>' to authenticate\r\n"
            b"Android Console: you can find your <auth_token> in \r\n"
            + f"'{token_file}'\r\nOK\r\n".encode())
        assert c.cmd("help").startswith(b"Android console commands:\r\n    help|h|?\r\n    help-verbose\r\n"
                                        b"    ping\r\n    avd\r\n    auth\r\n    quit|exit\r\n")
        assert c.cmd("gsm call 123") == b"KO: unknown command, try 'help'\r\n"
        assert c.cmd("avd name") == b"Pixel_6_API_33\r\nOK\r\n"
        assert c.cmd("avd status").endswith(b"KO:  bad sub-command\r\n")
        assert c.cmd("auth") == b"KO: missing authentication token\r\n"
        assert c.cmd("auth nope") == \
            b"KO: authentication token does not match ~/.emulator_console_auth_token\r\n"
        assert c.cmd("auth s3cret") == BANNER
        assert c.cmd("gsm call 123") == b"OK\r\n"
        assert c.cmd("auth s3cret") == b"KO: unknown command, try 'help'\r\n"
        c.close()


def test_lines_split_across_packets_and_crlf(console, model):
    console.sock.sendall(b"gsm ca")
    console.sock.sendall(b"ll 4242\r")
    console.sock.sendall(b"\nping\n")
    assert console.read_until(SENTINEL) == b"OK\r\n" + SENTINEL
    assert model.telephony.find("4242") is not None
    console.cmd("gsm cancel 4242")
