"""The state guard covers every store (issue 25): on an FA answer task that allows no
change, an agent that answers correctly but also creates a contact, deletes an SMS
conversation, adds a call-log row, writes a file to Download or Documents, visits a page in
Chrome, sets an alarm or a timer, or writes into Simple Draw Pro's or a helper app's
private folder fails the episode, with the change in ``verdict["unexpected_changes"]``;
the same action on a task that allows that store passes. What apps and Android write by
themselves (the Clock's selected tab, an SMS marked read when its thread is opened, the
harness's UI dump) never counts."""

from __future__ import annotations

from typing import Callable

import pytest

from apps import chrome, clock, sms
from venus_tasks.agents.adversarial import COLLATERAL, CollateralWritesAgent
from venus_tasks.agents.base import AgentStep, EpisodeContext, ReferenceAgent
from venus_tasks.env import actions as A
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance, instance_seed
from venus_tasks.tasks.fa_settings_more import FuncAssistExplainBatteryPercentage as Answering
from verifiers.guard import MayChange

SEED = instance_seed(30, Answering.__name__, 0)
PAGE = "/sdcard/Download/guard-page.html"
URL = "file://" + PAGE


def _allowing(*stores: str) -> type:
    """The FA task with an allowance for ``stores`` (the test's stand-in for a task whose
    goal asks for that change)."""
    return type(f"Allowing{len(stores)}", (Answering,), {"may_change": MayChange(stores=stores)})


def _run(env, cls, agent):
    task = cls(cls.generate_random_params(SEED))
    return run_episode(Instance(task, 0, SEED), env, agent, "collateral")


def _seed_conversation(env) -> None:
    now = sms.now_ms(env.device)
    sms.add_messages(env.device, [sms.Sms("5551234567", "See you at 6", now - 60_000),
                                  sms.Sms("5551234567", "Bring the keys", now - 30_000)])


# (COLLATERAL write, the line the guard must print, the allowance that lets it pass)
CASES = [
    ("contact", "contacts:rows: contact added (display_name='Zed Ink', number='555-010-9999', starred='0')",
     "contacts:rows"),
    ("sms", "sms:messages: conversation deleted (address='5551234567', 2 messages)", "sms:*"),
    ("call", "call_log:calls: call added (type='missed', number='5550109999', duration='0')", "call_log:calls"),
    ("download", "files:Download/unasked.pdf: file added /sdcard/Download/unasked.pdf", "files:Download/*"),
    ("documents", "files:Documents/unasked.txt: file added /sdcard/Documents/unasked.txt", "files:Documents/*"),
    ("alarm", "clock:alarms: alarm added (time='06:45', daysofweek='0', enabled='1', label='unasked 0')",
     "clock:alarms"),
    ("draw", "simple draw pro:data/files/unasked.png: file added "
             "/data/data/com.simplemobiletools.draw.pro/files/unasked.png", "simple draw pro:data/*"),
    ("helper", "clipper:data/files/unasked.txt: file added /data/data/ca.zgrs.clipper/files/unasked.txt",
     "clipper:data/*"),
]


@pytest.mark.parametrize("write, line, allowance", CASES, ids=[c[0] for c in CASES])
def test_a_collateral_write_fails_the_episode_unless_allowed(env, write, line, allowance):
    assert {c.name for c in COLLATERAL} >= {w for w, _, _ in CASES}
    if write == "sms":
        _seed_conversation(env)
    agent = CollateralWritesAgent(only=(write,))
    rec = _run(env, Answering, agent)
    assert agent.done_write is not None and agent.done_write.name == write
    assert rec.verdict["verify_score"] == 1.0            # the answer was right
    assert rec.score == 0.0 and not rec.success
    assert rec.verdict["unexpected_changes"] == [line]
    if write == "sms":
        _seed_conversation(env)
    allowed = _run(env, _allowing(allowance), CollateralWritesAgent(only=(write,)))
    assert allowed.success and allowed.verdict["unexpected_changes"] == [], allowed.verdict
    again = _run(env, Answering, CollateralWritesAgent(only=(write,)))     # the same write, repeated
    assert again.score == 0.0 and len(again.verdict["unexpected_changes"]) == 1, again.verdict


class _OracleThenGui(ReferenceAgent):
    """The task's oracle; before its final ``status``, the GUI actions ``plan`` makes
    from each observation (None: the plan is over)."""

    def __init__(self, plan: Callable):
        self.plan = plan

    def begin(self, goal: str, context: EpisodeContext) -> None:
        super().begin(goal, context)
        self._oracle = iter(context.task.oracle(context.env))
        self._held = None
        self._step = 0

    def step(self, observation):
        action = self._held or next(self._oracle, A.done())
        if action.action_type == A.STATUS:
            gui = self.plan(self._step, observation)
            if gui is not None:
                self._held, self._step = action, self._step + 1
                return AgentStep(gui)
        self._held = None
        return AgentStep(action)


def _index(observation, rid: str) -> int:
    return next(i for i, e in enumerate(observation.ui_elements) if (e.resource_id or "").endswith(rid))


def _visit_page(step: int, observation):
    """Open Chrome, type the page's URL into the URL bar, press Enter."""
    return [lambda o: A.JSONAction(A.OPEN_APP, app_name="Chrome"),
            lambda o: A.JSONAction(A.CLICK, index=_index(o, "url_bar")),
            lambda o: A.JSONAction(A.INPUT_TEXT, index=_index(o, "url_bar"), text=URL),
            lambda o: A.JSONAction(A.KEYBOARD_ENTER)][step](observation) if step < 4 else None


def test_a_page_visited_in_chrome_through_the_gui_fails_the_episode_unless_allowed(env):
    env.device.write_text(PAGE, "<title>Guard</title><h1>Hello</h1>")
    rec = _run(env, Answering, _OracleThenGui(_visit_page))
    assert rec.verdict["verify_score"] == 1.0 and rec.score == 0.0
    assert rec.verdict["unexpected_changes"] == [f"chrome:history: page visited (url={URL!r})"]
    allowed = _run(env, _allowing("chrome:history"), _OracleThenGui(_visit_page))
    assert allowed.success, allowed.verdict


def test_a_timer_started_fails_and_the_clocks_own_bookkeeping_does_not(env):
    def start_timer(device):
        device.run(["am", "start", "-a", "android.intent.action.SET_TIMER",
                    "--ei", "android.intent.extra.alarm.LENGTH", "300"])

    def switch_tabs(device):
        device.run(["am", "start", "-a", "android.intent.action.SHOW_ALARMS"])   # selected_tab only

    rec = _run(env, Answering, _WritesBeforeStatus(switch_tabs))
    assert rec.success, rec.verdict
    rec = _run(env, Answering, _WritesBeforeStatus(start_timer))
    assert rec.score == 0.0
    [line] = rec.verdict["unexpected_changes"]
    assert line.startswith("clock:timers: preferences changed (") and "timer_setup_timet_1: absent -> long 300000" in line
    allowed = _run(env, _allowing("clock:timers"), _WritesBeforeStatus(start_timer))
    assert allowed.success, allowed.verdict


class _WritesBeforeStatus(ReferenceAgent):
    """The task's oracle; ``write(device)`` runs just before its final ``status``."""

    def __init__(self, write: Callable):
        self.write = write

    def begin(self, goal: str, context: EpisodeContext) -> None:
        super().begin(goal, context)
        self._device, self._oracle, self._done = context.env.device, iter(context.task.oracle(context.env)), False

    def step(self, observation):
        action = next(self._oracle, A.done())
        if action.action_type == A.STATUS and not self._done:
            self.write(self._device)
            self._done = True
        return AgentStep(action)


def test_what_android_and_the_apps_write_by_themselves_does_not_count(env):
    """Opening an SMS thread marks it read (not a change the guard sees: it reads neither
    ``read`` nor ``seen``), a dump of the screen rewrites ``window_dump.xml``, the Clock
    stores its selected tab: the episode still passes."""
    _seed_conversation(env)

    def by_themselves(device):
        device.run(["content", "update", "--uri", sms.ALL, "--bind", "read:i:1", "--bind", "seen:i:1"])
        device.ui_dump()
        device.run(["am", "start", "-a", "android.intent.action.SHOW_TIMERS"])
    rec = _run(env, Answering, _WritesBeforeStatus(by_themselves))
    assert rec.success and rec.verdict["unexpected_changes"] == [], rec.verdict
    assert "clock:" + f"data_de/shared_prefs/{clock.PREFS_FILE}#selected_tab" in clock.APP.self_written
    assert chrome.HISTORY_DB.endswith("/app_chrome/Default/History")
