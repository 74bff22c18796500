"""Telephony state machine (``venus_tasks.sim.telephony``) with an injected clock."""

import pytest

from venus_tasks.sim import telephony as t


class FakeMs:
    def __init__(self):
        self.now = 1_697_384_040_000

    def __call__(self):
        return self.now


@pytest.fixture
def tel():
    clock = FakeMs()
    tel = t.Telephony(clock)
    tel.clock = clock
    return tel


def test_constants_match_aosp():
    assert (t.CALL_STATE_IDLE, t.CALL_STATE_RINGING, t.CALL_STATE_OFFHOOK) == (0, 1, 2)
    assert (t.INCOMING_TYPE, t.OUTGOING_TYPE, t.MISSED_TYPE, t.VOICEMAIL_TYPE,
            t.REJECTED_TYPE, t.BLOCKED_TYPE) == (1, 2, 3, 4, 5, 6)


def test_ring_accept_hang_up_logs_incoming_with_duration(tel):
    assert tel.call_state == 0 and tel.number is None
    tel.ring("5551234")
    assert (tel.call_state, tel.number) == (1, "5551234")
    tel.clock.now += 2_000
    tel.accept()
    assert tel.call_state == 2
    tel.clock.now += 65_400
    rec = tel.hang_up()
    assert tel.call_state == 0 and tel.number is None
    assert (rec.id, rec.number, rec.type, rec.duration, rec.date, rec.new) == (
        1, "5551234", 1, 65, 1_697_384_040_000, 1)
    assert tel.calls == [rec]


def test_decline_is_rejected_and_remote_cancel_is_missed(tel):
    tel.ring("111")
    assert tel.decline().type == t.REJECTED_TYPE
    tel.ring("222")
    assert tel.end().type == t.MISSED_TYPE
    assert [(c.id, c.number, c.type, c.duration) for c in tel.calls] == [
        (1, "111", 5, 0), (2, "222", 3, 0)]


def test_invalid_transitions_raise(tel):
    with pytest.raises(t.TelephonyError):
        tel.accept()
    with pytest.raises(t.TelephonyError):
        tel.hang_up()
    tel.ring("1")
    with pytest.raises(t.TelephonyError):
        tel.ring("1")
    with pytest.raises(t.TelephonyError):
        tel.hang_up()
    assert tel.end() is not None and tel.end() is None


def test_second_call_waits_then_rings(tel):
    tel.ring("111")
    tel.accept()
    tel.ring("222")
    assert [c.modem_state for c in tel.active] == ["active", "waiting"]
    assert (tel.call_state, tel.number) == (1, "222")
    assert tel.precise_states() == (6, 1, 0)
    tel.accept()                                   # answering holds the first call
    assert [c.modem_state for c in tel.active] == ["held", "active"]
    assert tel.precise_states() == (0, 1, 2) and tel.call_state == 2
    tel.hang_up()
    assert [c.modem_state for c in tel.active] == ["held"] and tel.call_state == 2
    assert tel.end("111").type == t.INCOMING_TYPE
    assert tel.call_state == 0 and tel.last_number == "111"


def test_keys_route_like_phone_window_manager(tel):
    assert tel.key_call() is False and tel.key_endcall() is False
    tel.ring("5")
    assert tel.key_call() is True and tel.call_state == 2
    assert tel.key_endcall() is True and tel.calls[-1].type == t.INCOMING_TYPE
    tel.ring("6")
    assert tel.key_endcall() is True and tel.calls[-1].type == t.REJECTED_TYPE


def test_hold_keeps_offhook(tel):
    tel.dial("777")
    assert tel.call_state == 2
    tel.hold()
    assert tel.call_state == 2 and tel.call.modem_state == "held"
    tel.unhold()
    assert tel.hang_up().type == t.OUTGOING_TYPE


def test_model_exposes_telephony():
    from venus_tasks.sim.model import DeviceModel
    m = DeviceModel("emulator-5554", 5554)
    m.telephony.ring("5551234")
    assert m.call_state == 1
