"""The strict user confirms only what the agent shows it knows (``dialogue.strict``,
grounding): on the CF tasks with a user to ask, a question fills the resolution only when
it states a device fact the screen showed before it; no reply states a device fact the
question did not; a blind asker wins nothing; the oracle's questions (asked after it
looked) and the GUI solvers' reports (read as questions) are all grounded."""

from __future__ import annotations

import itertools
import re

import numpy as np
import pytest

from tests.dialogue.looking import Looker
from variants import get_variant
from venus_tasks import registry
from venus_tasks.agents.adversarial import BLIND_QUESTIONS, BlindAskAgent
from venus_tasks.agents.gui_solver import GuiSolverAgent
from venus_tasks.agents.reference import OracleAgent
from venus_tasks.dialogue import DialogueContext, ReplyKind
from venus_tasks.dialogue.grounding import Fact, screen_texts
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.dialogue.strict import StrictUser
from venus_tasks.env import actions as A
from venus_tasks.env.observation import BoundingBox, Observation, UIElement
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance, instance_seed
from verifiers.answer import mentions
from verifiers.phones import national, phone_numbers

CF = [c for c in registry.select("venus") if c.info.category.value == "cf"]
SEEDS = (11, 30, 7)


def _task(cls, seed: int, variant: str = ""):
    s = instance_seed(seed, cls.__name__, 0)
    params = cls.generate_random_params(s)
    transform = get_variant(variant)
    return Instance(cls(transform.params(params) if transform else params), 0, s, variant=variant,
                    transform=transform)


def _conflict(cls, seed: int, variant: str = ""):
    """The first instance from ``seed`` on (run seeds) with a user to ask (an intent)."""
    for k in range(seed, seed + 60):
        inst = _task(cls, k, variant)
        if inst.task.intent is not None:
            return inst
    raise AssertionError(f"{cls.__name__}: no conflict instance from seed {seed}")


ASKING = [c for c in CF if any(_task(c, s).task.intent is not None for s in range(12))]


# --------------------------------------------------------------------------- the blind asker
@pytest.mark.parametrize("variant", ["", "zh"], ids=["en", "zh"])
@pytest.mark.parametrize("cls", CF, ids=[c.__name__ for c in CF])
def test_a_blind_asker_wins_no_cf_episode(env, cls, variant):
    """Fixed questions, one per turn, never an app opened, done when told to leave it: it
    scored 22.7% of CF (30 of these 132 episodes) when replies answered blind questions."""
    for seed in SEEDS:
        rec = run_episode(_task(cls, seed, variant), env, BlindAskAgent(), "cheat_blind_ask")
        assert rec.outcome == "agent_done" and rec.score == 0.0, (seed, rec.dialogue[-4:], rec.verdict)
        assert not any(d.get("filled") for d in rec.dialogue), (seed, rec.dialogue)


def test_the_blind_asker_asks_in_the_goals_language_and_stops_when_told_to_leave_it():
    shot = np.zeros((4, 4, 3), np.uint8)
    agent = BlindAskAgent()
    agent.reset("在 Markor 中删除笔记 recipes.md。")
    first = agent.step(Observation(0, shot))
    assert first.action.action_type == A.ASK_USER and first.action.text == BLIND_QUESTIONS[0][1]
    assert agent.step(Observation(1, shot, user_messages=("不是，那是另一条笔记，什么都别删。",))).action.goal_status \
        == "complete"
    agent.reset("Delete the note recipes.md in Markor.")
    assert agent.step(Observation(0, shot)).action.text == BLIND_QUESTIONS[0][0]
    again = agent.step(Observation(1, shot, user_messages=("Please ask about one specific detail you need.",)))
    assert again.action.text == BLIND_QUESTIONS[1][0]


# --------------------------------------------------------------------------- replies state no device fact
# the user's own wishes and the draw's bookkeeping, not device facts
_USER_CHOICES = {"resolution", "seed", "goal_variant", "conflict", "kind", "state", "other", "alt", "chosen",
                 "extra_type", "number_type", "effect"}


def _walk(value):
    if isinstance(value, dict):
        for k, v in value.items():
            if "." in k:                                    # a note's path, not a field name
                yield from _walk(k)
            yield from _walk(v)
    elif isinstance(value, (list, tuple, set)):
        for v in value:
            yield from _walk(v)
    elif isinstance(value, bool):
        return
    elif isinstance(value, (int, str)):
        yield value
        if isinstance(value, str) and "/" in value:          # a note's path: its name too
            yield value.rsplit("/", 1)[-1]


def _states(text: str, value) -> bool:
    if isinstance(value, int):      # as digits ("Delete all 4 of them", "把4条全部删掉"); "one" is everywhere
        return value in {int(d) for d in re.findall(r"\d+", text)}
    if sum(ch.isdigit() for ch in value) >= 7 and national(value) in phone_numbers(text):
        return True
    return mentions(text, value) or (value.endswith(".md") and mentions(text, value[:-3]))


def device_values(task) -> list:
    """The instance's device facts, read from its params independently of its declared
    ``grounds``: every name and number the params hold that neither goal (English or
    Chinese) states, but the user's own choices."""
    base = {k: v for k, v in task.params.items() if k != "goal_variant"}
    goals = (type(task)(base).goal, type(task)({**base, "goal_variant": "zh"}).goal)
    out = []
    for key, value in task.params.items():
        if key in _USER_CHOICES:
            continue
        for v in _walk(value):
            if isinstance(v, str) and (not v.strip() or len(v) > 60):
                continue
            if not any(_states(g, v) for g in goals) and v not in out:
                out.append(v)
    return out


def _bank(task) -> list[str]:
    """Blind questions (English and Chinese), the task's grounded question, and guesses."""
    bank = [q for pair in BLIND_QUESTIONS for q in pair]
    bank += ["Are there 3 notes?", "还是要删除 4 条吗？", "Is it in Trips?", "Did you mean grocery.md?",
             "Should I send it to 650-555-0142?", "Yesterday was October 14, right?"]
    if hasattr(task, "question"):
        bank.append(task.question())
    return bank


def test_the_device_values_are_found():
    """Every CF task with a user to ask but those whose fact is a switch's state (which the
    goal names: "Turn on Wi-Fi" when it is already on) has device values in its params."""
    stateful = {"RefusalSettingsSwitchAlready", "RefusalSettingsDoNotDisturbAlready",
                "RefusalSettingsDarkThemeContradiction"}
    for cls in ASKING:
        found = [device_values(_conflict(cls, seed).task) for seed in SEEDS]
        assert all(found) or cls.__name__ in stateful, cls.__name__


@pytest.mark.parametrize("cls", ASKING, ids=[c.__name__ for c in ASKING])
def test_no_reply_states_a_device_fact_the_question_did_not(cls):
    """Every CF task x 10 seeds x (en, zh) x (nothing seen, the conflict seen) x a bank of
    blind and grounded questions in both languages."""
    checked = 0
    for seed in range(10):
        for variant in ("", "zh"):
            task = _task(cls, seed, variant).task
            if task.intent is None:
                continue
            facts = device_values(task)
            for shown in (frozenset(), task.intent.evidence()):
                user = StrictUser(task.intent)
                for q in _bank(task):
                    reply = user.reply(q, DialogueContext(task.goal, 0, shown))
                    told = [v for v in facts if _states(reply.text, v) and not _states(q, v)]
                    assert told == [], (seed, variant, q, reply.text, told)
                    checked += 1
    assert checked > 100


def test_the_old_replies_would_have_been_caught():
    """The guard's independent reading finds the facts the replies used to state."""
    from venus_tasks.tasks.cf_dialogue import RefusalMarkorDeleteCountMismatch as Count

    task = Count(Count.generate_random_params(3))
    p = task.params
    assert p["n"] in device_values(task) and _states(f"Delete all {p['n']} of them.", p["n"])
    assert not _states("Delete all of them.", p["n"])


def test_an_intent_whose_reply_states_a_device_fact_is_refused():
    similar = Fact("workout_plans.md", aliases=("workout_plans",))
    with pytest.raises(ValueError, match="states the device fact"):
        Requirement("resolution", Kind.IMPLICIT, "Yes, I meant workout_plans.md.", ("did you mean",),
                    grounds=(similar,))
    with pytest.raises(ValueError, match="states the device fact"):
        Requirement("resolution", Kind.IMPLICIT, "Yes.", ("did you mean",), value_zh="对，我说的就是workout_plans.md。",
                    grounds=(similar,))
    anchor = Requirement("note", Kind.ANCHOR, "workout_plan.md", ("note",), phrase="workout_plan.md")
    ok = Requirement("resolution", Kind.IMPLICIT, "Yes, delete that one.", ("did you mean",), grounds=(similar,))
    with pytest.raises(ValueError, match="states the device fact"):
        Intent((anchor, ok), facts=(Fact("yes"),))
    count = Fact("4", "number", shown=("a.md", "b.md", "c.md", "d.md"))
    with pytest.raises(ValueError, match="states the device fact"):
        Requirement("resolution", Kind.IMPLICIT, "Delete all 4 of them.", ("delete all",), grounds=(count,))
    # a value every ground makes the question state may be said back: both Marias
    twins = Fact("Lopez", also=("Chen",))
    Requirement("resolution", Kind.IMPLICIT, "Maria Lopez, please.", ("which maria",), grounds=(twins,))
    with pytest.raises(ValueError, match="needs shown"):
        Fact("4", "number")


# --------------------------------------------------------------------------- on screen before the question
def _intent() -> Intent:
    return Intent((
        Requirement("folder", Kind.ANCHOR, "Algo", ("folder",), phrase="in the folder Algo"),
        Requirement("count", Kind.EXPLICIT, "4", ("count",), phrase="4"),
        Requirement("resolution", Kind.IMPLICIT, "Delete all of them.", ("delete all", "all of them"),
                    value_zh="全部删掉。",
                    grounds=(Fact("5", "number", shown=("graphs.md", "heaps.md", "soup.md", "pasta.md", "oslo.md")),)),
    ))


GOAL = "Delete the 4 notes in the folder Algo in Markor."
SEEN = frozenset({"Markor", "> Algo", "graphs.md", "heaps.md", "soup.md", "pasta.md", "oslo.md"})


def test_a_grounded_question_is_answered_only_after_its_fact_was_on_screen():
    user = StrictUser(_intent())
    q = "The folder Algo has 5 notes, not 4. Should I delete all of them or none?"
    before = user.reply(q, DialogueContext(GOAL, 0, frozenset({"Markor", "Algo", "Trips"})))
    assert before.kind is ReplyKind.NON_INFORMATIVE and before.filled == ()
    after = user.reply(q, DialogueContext(GOAL, 3, SEEN))
    assert after.kind is ReplyKind.ANSWER and after.filled == ("resolution",) and after.text == "Delete all of them."
    assert user.reply("文件夹 Algo 里有五条笔记，不是4条。要全部删掉吗？", DialogueContext(GOAL, 4, SEEN)).filled \
        == ("resolution",)


def test_guessing_the_count_without_having_seen_the_folder_gets_nothing():
    user = StrictUser(_intent())
    seen = frozenset({"Markor", "Algo", "Trips", "graphs.md"})          # the folder list, one note: not all
    for n in range(1, 9):
        for q in (f"Are there {n} notes?", f"The folder has {n} notes, not 4. Delete all of them?",
                  f"是不是有{n}条笔记？"):
            assert user.reply(q, DialogueContext(GOAL, n, seen)).filled == (), q
    # after looking, a wrong count still names no fact; the right one is answered
    assert user.reply("Are there 6 notes? Delete all of them?", DialogueContext(GOAL, 9, SEEN)).filled == ()
    assert user.reply("Are there 5 notes? Delete all of them?", DialogueContext(GOAL, 9, SEEN)).filled \
        == ("resolution",)


def test_requirements_without_grounds_are_answered_as_before():
    """The ambiguity suite's requirements are the user's own values: no screen needed."""
    intent = Intent((Requirement("name", Kind.ANCHOR, "Taxi", ("expense",), phrase="a Taxi expense"),
                     Requirement("amount", Kind.EXPLICIT, "$12.50", ("amount", "how much"), phrase="of $12.50")))
    reply = StrictUser(intent).reply("What amount should I enter?", DialogueContext("Add a Taxi expense.", 0))
    assert reply.kind is ReplyKind.ANSWER and reply.text == "$12.50"


def _row(text="", checkable=False, checked=False, y=(100, 180), x=(40, 800)):
    return UIElement(text=text, is_checkable=checkable, is_checked=checked, bbox=BoundingBox(x[0], y[0], x[1], y[1]))


def test_screen_texts_read_switch_states_from_their_row():
    screen = [_row("Wi‑Fi", y=(267, 341)), _row(checkable=True, checked=True, y=(262, 346), x=(891, 1038)),
              _row("Adaptive brightness", y=(578, 646)), _row("Off", y=(651, 709)),
              _row(checkable=True, checked=False, y=(598, 682), x=(891, 1038)), _row("Dark theme", y=(1359, 1433))]
    texts = screen_texts(screen)
    assert {"Wi‑Fi (on)", "Adaptive brightness (off)", "Wi‑Fi", "Dark theme"} <= texts
    assert not any(t.startswith("Dark theme (") for t in texts) and "Wi‑Fi (off)" not in texts
    on = Fact("Wi-Fi", aliases=("WLAN",), shown=("Wi‑Fi (on)",))
    assert on.on_screen(texts) and not Fact("Dark theme", shown=("Dark theme (on)",)).on_screen(texts)


@pytest.mark.parametrize("cls", ASKING, ids=[c.__name__ for c in ASKING])
def test_the_oracles_question_asked_blind_gets_nothing_and_after_looking_is_answered(env, cls):
    """The same words, before and after the agent looked (the task's ``look``, what its
    oracle does first)."""
    inst = _conflict(cls, 30)
    question = A.ask_user(inst.task.question())

    class BlindThenLook(Looker):   # asks at once, then looks, then asks the same again
        def reset(self, goal):
            super().reset(goal)
            self._look = itertools.chain([question], self._look)

    rec = run_episode(inst, env, BlindThenLook(inst.task, env, question), "blind then look")
    replies = [d for d in rec.dialogue if d["role"] == "user"]
    assert [r["filled"] for r in replies] == [[], ["resolution"]], replies
    assert replies[0]["kind"] == "non_informative"


# --------------------------------------------------------------------------- no false positives
@pytest.mark.parametrize("cls", ASKING, ids=[c.__name__ for c in ASKING])
def test_every_oracle_question_is_grounded(env, cls):
    """The oracle looks, then asks: its question fills the resolution (it does not win by
    its question read as a report), in English and Chinese, on the three seeds."""
    for seed in SEEDS:
        for variant in ("", "zh"):
            inst = _conflict(cls, seed, variant)
            rec = run_episode(inst, env, OracleAgent(), "oracle")
            replies = [d for d in rec.dialogue if d["role"] == "user"]
            assert rec.success and replies and all(r["filled"] == ["resolution"] for r in replies), \
                (seed, variant, rec.dialogue, rec.error)


@pytest.mark.parametrize("cls", ASKING, ids=[c.__name__ for c in ASKING])
def test_every_gui_solver_report_read_as_a_question_is_grounded(env, cls):
    """The GUI solvers report the conflict with the fact they read from the screen; that
    report, asked as a question at the step it was written, is grounded by what the
    episode had shown so far."""
    inst = _conflict(cls, 3)
    shown_at: dict[int, frozenset] = {}
    seen: set[str] = set()

    def observe(obs):
        seen.update(screen_texts(obs.ui_elements))
        shown_at[obs.step] = frozenset(seen)

    agent = GuiSolverAgent(timeout_s=120)
    try:
        rec = run_episode(inst, env, agent, "gui_solver", on_observation=observe)
    finally:
        agent.close()
    assert rec.success, (rec.outcome, rec.error)
    step, report = next((e["step"], e["action"]["text"]) for e in rec.trajectory
                        if e["action"]["action_type"] == A.ANSWER)
    assert inst.task.intent["resolution"].grounded(report, shown_at[step]), (report, sorted(shown_at[step]))
    reply = StrictUser(inst.task.intent).reply(report, DialogueContext(inst.task.goal, step, shown_at[step]))
    assert reply.filled == ("resolution",), (report, reply)
