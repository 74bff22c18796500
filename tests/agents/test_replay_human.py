"""The replay and human agents with real files and real text streams."""

from __future__ import annotations

import io
import json

import numpy as np
import pytest

from venus_tasks.agents import AgentConfig, make_agent
from venus_tasks.agents.base import Usage
from venus_tasks.agents.human import HumanAgent, parse_command
from venus_tasks.agents.replay import ReplayAgent, ReplayError
from venus_tasks.env import actions as A
from venus_tasks.env.observation import BoundingBox, Observation, UIElement

SHOT = np.zeros((2400, 1080, 3), dtype=np.uint8)


def obs(step=0, elements=(), user_messages=(), foreground="com.android.settings/.Settings"):
    return Observation(step=step, screenshot=SHOT, ui_elements=tuple(elements), foreground=foreground,
                       user_messages=tuple(user_messages))


# --------------------------------------------------------------------------- replay
def test_replay_plain_jsonl_then_infeasible(tmp_path):
    path = tmp_path / "actions.jsonl"
    path.write_text('{"action_type": "open_app", "app_name": "Settings"}\n\n'
                    '{"action_type": "click", "x": 540, "y": 1200}\n'
                    '{"action_type": "answer", "text": "done"}\n')
    agent = make_agent("replay", AgentConfig(replay_path=str(path)))
    for _ in range(2):  # every episode replays the list from the start
        agent.reset("any goal")
        got = [agent.step(obs(i)) for i in range(4)]
        assert [s.action for s in got] == [A.JSONAction(A.OPEN_APP, app_name="Settings"),
                                           A.JSONAction(A.CLICK, x=540, y=1200), A.answer("done"),
                                           A.done("infeasible")]
        assert got[-1].raw == {"replay": "recorded actions exhausted"}
        assert all(s.usage == Usage() for s in got)


def test_replay_json_list(tmp_path):
    path = tmp_path / "actions.json"
    path.write_text(json.dumps([{"action_type": "navigate_home"}, {"action_type": "status", "goal_status": "complete"}]))
    agent = ReplayAgent(str(path))
    agent.reset("g")
    assert [agent.step(obs()).action.action_type for _ in range(2)] == [A.NAVIGATE_HOME, A.STATUS]


def _record(task, seed, goal, actions, key="trajectory"):
    steps = [{"step": i, "action": a, "usage": {}, "raw": None} for i, a in enumerate(actions)]
    return {"task": task, "instance_id": 0, "seed": seed, "goal": goal, "outcome": "agent_done",
            key: steps if key == "trajectory" else actions}


def test_replay_runner_episodes_pick_by_goal_text(tmp_path):
    path = tmp_path / "episodes.jsonl"
    recs = [
        _record("ExpenseAdd", 1, "Add a $5 expense.", [{"action_type": "open_app", "app_name": "Pro Expense"}]),
        _record("ExpenseAdd", 2, "Add a $9 expense.", [{"action_type": "wait"}]),
        _record("WifiOn", 7, "Turn Wi-Fi on.", [{"action_type": "navigate_home"}], key="actions"),
    ]
    path.write_text("\n".join(json.dumps(r) for r in recs) + "\n")
    agent = ReplayAgent(str(path))

    agent.reset("Add a $9 expense.")                # goal match, not the first record
    assert agent.step(obs()).action == A.JSONAction(A.WAIT)
    agent.reset("Add a $5 expense.")
    assert agent.step(obs()).action == A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
    agent.reset("Turn Wi-Fi on.")                   # "actions" records too
    assert agent.step(obs()).action == A.JSONAction(A.NAVIGATE_HOME)
    out = agent.step(obs(1))
    assert out.action == A.done("infeasible") and out.raw == {"replay": "recorded actions exhausted"}

    agent.reset("Add a $5 expense, please.")        # task and seed are not used: no goal matches
    out = agent.step(obs())
    assert out.action == A.done("infeasible") and "no recorded episode" in out.raw["replay"]


def test_replay_records_with_one_goal_are_used_in_file_order(tmp_path):
    path = tmp_path / "episodes.jsonl"
    recs = [_record("T", 1, "same goal", [{"action_type": "wait"}]),
            _record("T", 2, "another goal", [{"action_type": "navigate_home"}]),
            _record("T", 3, "same goal", [{"action_type": "navigate_back"}])]
    path.write_text("\n".join(json.dumps(r) for r in recs))
    agent = ReplayAgent(str(path))
    agent.reset("same goal")
    first = agent.step(obs())
    agent.reset("same goal")
    second = agent.step(obs())
    assert (first.action.action_type, second.action.action_type) == (A.WAIT, A.NAVIGATE_BACK)
    assert (first.raw["replay"], second.raw["replay"]) == ("record 0 (task 'T')", "record 2 (task 'T')")


def test_replay_a_single_record_is_used_whatever_the_goal(tmp_path):
    path = tmp_path / "episodes.jsonl"
    path.write_text(json.dumps(_record("T", None, "recorded goal", [{"action_type": "wait"}])) + "\n")
    agent = ReplayAgent(str(path))
    for goal in ("recorded goal", "a paraphrase of it"):
        agent.reset(goal)
        assert agent.step(obs()).action == A.JSONAction(A.WAIT)


@pytest.mark.parametrize("content,match", [
    ("", "holds no actions"),
    ('{"action_type": "click", "x": 1, "y": 2}\nnot json\n', "line 2 is not JSON"),
    ('[{"action_type": "fly"}]', "entry 0: unknown action_type"),
    ('[{"action_type": "click", "index": 1, "x": 3, "y": 4}]', "either index or x/y"),
    ('[3, 4]', "expected an action object"),
    ('{"task": "T", "actions": "click"}', "must be a list"),
])
def test_replay_bad_files_fail_when_built(tmp_path, content, match):
    path = tmp_path / "bad.jsonl"
    path.write_text(content)
    with pytest.raises(ReplayError, match=match):
        ReplayAgent(str(path))


def test_replay_needs_a_path(tmp_path):
    with pytest.raises(ValueError, match="--replay_path"):
        make_agent("replay", AgentConfig())
    with pytest.raises(ReplayError, match="does not exist"):
        make_agent("replay", AgentConfig(replay_path=str(tmp_path / "missing.jsonl")))


# --------------------------------------------------------------------------- human
ELEMENTS = (
    UIElement(text="Wi-Fi", class_name="android.widget.Switch", bbox=BoundingBox(900, 600, 1060, 700),
              is_clickable=True),
    UIElement(content_description="Search settings", class_name="android.widget.ImageButton",
              bbox=BoundingBox(960, 80, 1060, 180), is_clickable=True),
)


def run_human(lines: str, observation: Observation):
    out = io.StringIO()
    agent = HumanAgent(stdin=io.StringIO(lines), stdout=out)
    agent.reset("Turn Wi-Fi on.")
    return agent.step(observation), out.getvalue()


def test_human_shows_the_screen_and_rereads_until_valid():
    step, shown = run_human("bogus\nclick 7\nhelp\nclick 1\n",
                            obs(2, ELEMENTS, user_messages=["Use the home network."]))
    assert step.action == A.JSONAction(A.CLICK, index=1)
    assert step.raw == {"command": "click 1", "rejected": 2}
    assert "Goal: Turn Wi-Fi on." in shown
    assert "--- step 3 --- screen 1080x2400 --- foreground: com.android.settings/.Settings" in shown
    assert "User says: Use the home network." in shown
    assert '[0] Switch "Wi-Fi" clickable @(980, 650)' in shown
    assert '[1] ImageButton "Search settings" clickable' in shown
    assert "unknown command 'bogus'" in shown
    assert "no element 7: the screen has 2" in shown
    assert "commands:" in shown


def test_human_end_of_input_gives_up():
    step, shown = run_human("", obs())
    assert step.action == A.done("infeasible") and step.raw["eof"] is True
    assert "end of input" in shown


@pytest.mark.parametrize("line,expected", [
    ("tap 540 1200", A.JSONAction(A.CLICK, x=540, y=1200)),
    ("click 3", A.JSONAction(A.CLICK, index=3)),
    ("long 2", A.JSONAction(A.LONG_PRESS, index=2)),
    ("double 10 20", A.JSONAction(A.DOUBLE_TAP, x=10, y=20)),
    ("type hello world", A.JSONAction(A.INPUT_TEXT, text="hello world")),
    ("home", A.JSONAction(A.NAVIGATE_HOME)),
    ("back", A.JSONAction(A.NAVIGATE_BACK)),
    ("enter", A.JSONAction(A.KEYBOARD_ENTER)),
    ("wait", A.JSONAction(A.WAIT)),
    ("scroll down", A.JSONAction(A.SCROLL, direction="down")),
    ("scroll up 4", A.JSONAction(A.SCROLL, direction="up", index=4)),
    ("swipe left", A.JSONAction(A.SWIPE, direction="left")),
    ("open Simple Calendar Pro", A.JSONAction(A.OPEN_APP, app_name="Simple Calendar Pro")),
    ("answer 42 km", A.answer("42 km")),
    ("ask Which Sam do you mean?", A.ask_user("Which Sam do you mean?")),
    ("done", A.done("complete")),
    ("infeasible", A.done("infeasible")),
    ('{"action_type": "input_text", "text": "hi", "index": 0, "clear_text": true}',
     A.JSONAction(A.INPUT_TEXT, text="hi", index=0, clear_text=True)),
    ("help", None),
])
def test_human_commands(line, expected):
    assert parse_command(line) == expected


@pytest.mark.parametrize("line,match", [
    ("click", "needs an element index"), ("scroll sideways", "needs a direction"), ("ask", "needs a text"),
    ("open", "needs an app name"), ("{not json", "bad JSON"), ('{"action_type": "fly"}', "unknown action_type"),
    ("   ", "empty command"),
])
def test_human_bad_commands(line, match):
    with pytest.raises((ValueError, A.ActionError), match=match):
        parse_command(line)


def test_human_is_registered():
    assert isinstance(make_agent("human"), HumanAgent)
