"""Console ``gsm`` and ``sms`` commands.

Replies follow the emulator's ``android/android-emu/android/console.c``
(aosp-mirror/platform_external_qemu); see ``console`` for the protocol.

* ``gsm``/``sms`` act on ``model.telephony`` and ``content://sms/inbox``
  (``telephony.deliver_sms``).
"""

from __future__ import annotations

import contextlib
import re

from venus_tasks.sim import telephony as tel


# --- gsm
def _bad_number(number: str) -> bool:
    return not number or any(not (ch.isdigit() or ch in "+#") for ch in number)


def do_gsm_list(s, args) -> int:
    model = s.model
    with model.lock:
        calls = list(model.telephony.active)
    for call in calls:
        direction = "inbound from" if call.inbound else "outbound to "
        state = call.modem_state if call.modem_state != tel.MODEM_DIALING else "unknown"
        s.write(f"{direction} {call.number:<10} : {state}\r\n")
    return 0


def do_gsm_call(s, args) -> int:
    if args is None:
        s.write("KO: missing argument, try 'gsm call <phonenumber>'\r\n")
        return -1
    if _bad_number(args):
        s.write("KO: bad phone number format, use digits, # and + only\r\n")
        return -1
    with s.model.lock, contextlib.suppress(tel.TelephonyError):
        s.model.telephony.ring(args)       # the modem's result is not checked by console.c
    return 0


def do_gsm_cancel(s, args) -> int:
    if args is None:
        s.write("KO: missing argument, try 'gsm call <phonenumber>'\r\n")
        return -1
    if _bad_number(args):
        s.write("KO: bad phone number format, use digits, # and + only\r\n")
        return -1
    with s.model.lock:
        if s.model.telephony.end(args) is None:
            s.write("KO: could not cancel this number\r\n")
            return -1
    return 0


def do_gsm_busy(s, args) -> int:
    if args is None:
        s.write("KO: missing argument, try 'gsm busy <phonenumber>'\r\n")
        return -1
    with s.model.lock:
        call = s.model.telephony.find(args)
        if call is None or call.inbound:
            pointer = "(nil)" if call is None else f"0x{id(call) & 0xFFFFFFFFFFFF:x}"
            s.write(f"KO: no current outbound call to number '{args}' (call {pointer})\r\n")
            return -1
        s.model.telephony.end(args)
    return 0


def _on_call(s, args, verb: str) -> int:
    """``gsm hold|accept <number>``: ``Telephony.<verb>(number)`` if that call exists."""
    if args is None:
        s.write(f"KO: missing argument, try 'gsm {verb} <phonenumber>'\r\n")
        return -1
    with s.model.lock:
        if s.model.telephony.find(args) is None:
            s.write(f"KO: no current call to/from number '{args}'\r\n")
            return -1
        getattr(s.model.telephony, verb)(args)
    return 0


def do_gsm_hold(s, args) -> int:
    return _on_call(s, args, "hold")


def do_gsm_accept(s, args) -> int:
    return _on_call(s, args, "accept")


def do_gsm_status(s, args) -> int:
    if args is not None:
        s.write("KO: no argument required\r\n")
        return -1
    s.write("gsm voice state: home\r\ngsm data state:  home\r\n")
    return 0


# --- sms
def unescape_sms(text: str) -> str | None:
    """console.c ``sms_utf8_from_message_str``: ``\\n``, ``\\xNN``, ``\\uNNNN``, ``\\\\``; the
    result must be UTF-8. None if the text is badly formatted."""
    out = bytearray()
    raw = text.encode("utf-8")
    i = 0
    while i < len(raw):
        ch = raw[i]
        if ch != 0x5C:                    # backslash
            out.append(ch)
            i += 1
            continue
        if i + 1 >= len(raw):
            return None
        esc = chr(raw[i + 1])
        if esc == "n":
            out += b"\n"
            i += 2
        elif esc == "\\":
            out += b"\\"
            i += 2
        elif esc == "x" and re.fullmatch(rb"[0-9a-fA-F]{2}", raw[i + 2:i + 4]):
            out.append(int(raw[i + 2:i + 4], 16))
            i += 4
        elif esc == "u" and re.fullmatch(rb"[0-9a-fA-F]{4}", raw[i + 2:i + 6]):
            out += chr(int(raw[i + 2:i + 6], 16)).encode("utf-8", "surrogatepass")
            i += 6
        else:
            return None
    try:
        return out.decode("utf-8")
    except UnicodeDecodeError:
        return None


def do_sms_send(s, args) -> int:
    if args is None or " " not in args:
        s.write("KO: missing argument, try 'sms send <phonenumber> <text message>'\r\n")
        return -1
    number, _, text = args.partition(" ")
    if not re.fullmatch(r"\+?\d+", number):
        s.write("KO: bad phone number format, must be [+](0-9)*\r\n")
        return -1
    body = unescape_sms(text)
    if body is None:
        s.write("message must be utf8 and can use the following escapes:\r\n"
                "    \\n      for a newline\r\n"
                "    \\xNN    where NN are two hexadecimal numbers\r\n"
                "    \\uNNNN  where NNNN are four hexadecimal numbers\r\n"
                "    \\\\     to send a '\\' character\r\n\r\n"
                "    anything else is an error\r\n"
                "KO: badly formatted text\r\n")
        return -1
    tel.deliver_sms(s.model, number, body)
    return 0
