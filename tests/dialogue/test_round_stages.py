"""Rounds in stages, without a device: an interruption arrives once its text is on screen
or at its step, only while the stage it was declared in is the current one (``at_step``
counted from the stage's start), and expires unheard when that stage ends; an ``awaited``
one must have come before its stage is claimed done; ``play(..., rejected_at=k)`` places a
near miss at its round."""

from types import SimpleNamespace

import pytest

from venus_tasks.dialogue.rounds import NearMissMisplaced, Round, RoundFailed, RoundSchedule, play, stages


class FakeTask:
    """Rounds over params, no device: round ``i`` verifies while ``ok[i]`` is true."""

    name = "Fake"

    def __init__(self, rounds, ok=None):
        self.rounds, self.params, self.round_scores = rounds, {"cue": "Draft two"}, {}
        self.ok = ok if ok is not None else [True] * 10
        self.final = True

    def render_text(self, text, texts):
        return text.format(**self.params)

    def verify_round(self, env, index):
        return float(self.ok[index])

    def verify(self, env):
        return float(self.final)


def _screen(*texts):
    return SimpleNamespace(screen_elements=[SimpleNamespace(text=t) for t in texts])


def test_stages_number_the_rounds_an_interruption_belongs_to():
    rounds = (Round("a", at_step=1), Round("b"), Round("c", on_screen="x"), Round("d"), Round("e", at_step=2))
    assert stages(rounds) == [0, 1, 1, 2, 2]


def test_an_interruption_waits_for_its_stage_and_counts_steps_from_its_start():
    task = FakeTask((Round("first"), Round("stop {cue}", at_step=2), Round("second")))
    s = RoundSchedule(task)
    assert [s.due(step, _screen()) for step in range(6)] == [[]] * 6    # stage 0: not armed yet
    assert s.on_done(None, 6) == "first"                                # stage 1 begins at step 7
    assert s.due(7, _screen()) == [] and s.due(8, _screen()) == []
    assert s.due(9, _screen()) == ["stop Draft two"] and s.due(10, _screen()) == []
    assert s.records[-1] == {"step": 9, "what": "interruption", "text": "stop Draft two"}


def test_an_on_screen_interruption_ignores_its_text_in_an_earlier_stage():
    task = FakeTask((Round("write {cue}"), Round("don't save it", on_screen="{cue}"), Round("next")))
    s = RoundSchedule(task)
    assert s.due(0, _screen("draft two, typed early")) == []           # stage 0: the request is not made yet
    s.on_done(None, 1)
    assert s.due(2, _screen("nothing yet")) == []
    assert s.due(3, _screen("Draft two is typed")) == ["don't save it"]


def test_an_interruption_not_come_when_its_stage_ends_expires():
    task = FakeTask((Round("first"), Round("stop", on_screen="never shown"), Round("second")))
    s = RoundSchedule(task)
    s.on_done(None, 0)
    assert s.on_done(None, 3) == "second"
    assert {"step": 3, "what": "expired", "text": "stop"} in s.records
    assert s.due(4, _screen("never shown")) == []                      # not delivered in a later stage
    assert s.on_done(None, 5) is None


def test_a_stage_cannot_be_claimed_done_before_its_awaited_interruption():
    rounds = (Round("write {cue}"), Round("don't save it", on_screen="{cue}", awaited=True), Round("next"))
    s = RoundSchedule(FakeTask(rounds))                # the round's end state itself verifies
    s.on_done(None, 0)
    with pytest.raises(RoundFailed) as e:              # claimed done without typing what it watches for
        s.on_done(None, 1)
    assert e.value.index == 1
    assert s.records[-1] == {"step": 1, "what": "verified", "round": 1, "score": 0.0, "missing": "don't save it"}
    s = RoundSchedule(FakeTask(rounds))
    s.on_done(None, 0)
    assert s.due(2, _screen("Draft two")) == ["don't save it"]
    assert s.on_done(None, 3) == "next"
    s = RoundSchedule(FakeTask(rounds))
    s.on_done(None, 0)
    assert s.interrupt_all(1) == ["don't save it"] and s.on_done(None, 1) == "next"
    with pytest.raises(ValueError, match="only an interruption"):
        Round("x", awaited=True)


def test_a_round_that_does_not_verify_raises_and_delivers_nothing():
    s = RoundSchedule(FakeTask((Round("first"), Round("second")), ok=[True, False]))
    assert s.on_done(None, 0) == "first"
    with pytest.raises(RoundFailed) as e:
        s.on_done(None, 2)
    assert e.value.index == 1 and s.records[-1] == {"step": 2, "what": "verified", "round": 1, "score": 0.0}


def _noted(log, mark):
    return lambda task, env: log.append(mark)


def test_play_acts_out_the_stages_and_stops_at_a_failed_round():
    log = []
    task = FakeTask((Round("first"), Round("second")), ok=[True, False])
    play(_noted(log, 0), _noted(log, 1), _noted(log, 2))(task, None)
    assert log == [0, 1] and task.round_scores == {0: 1.0, 1: 0.0}


def test_play_rejected_at_places_the_near_miss_at_its_round():
    rounds = (Round("first"), Round("second"))
    steps = [_noted([], i) for i in range(3)]
    play(*steps, rejected_at=1)(FakeTask(rounds, ok=[True, False]), None)              # rejected at round 1: fine
    with pytest.raises(NearMissMisplaced, match="meant for round 1 failed round 0"):
        play(*steps, rejected_at=1)(FakeTask(rounds, ok=[False, False]), None)
    with pytest.raises(NearMissMisplaced, match="meant for round 1 passed it"):
        play(*steps[:2], rejected_at=1)(FakeTask(rounds, ok=[True, True]), None)
    last = FakeTask(rounds)
    last.final = False
    play(*steps, rejected_at=2)(last, None)                                             # verify rejects the last
    with pytest.raises(NearMissMisplaced, match="meant for round 2 passed it"):
        play(*steps, rejected_at=2)(FakeTask(rounds), None)
    with pytest.raises(NearMissMisplaced, match="meant for round 0 passed it"):
        play(*steps, rejected_at=0)(FakeTask(rounds), None)
    with pytest.raises(ValueError, match="rejected_at=3 names no round of the 3 played"):
        play(*steps, rejected_at=3)
    assert play(*steps).rejected_at is None and play(*steps, rejected_at=1).rejected_at == 1
