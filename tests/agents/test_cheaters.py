"""The integrity round's cheaters without a device: what they ask, how they hedge, what
they remember (their episodes are played in ``tests/test_adversarial_sweep.py``,
``tests/test_cheat_metrics.py`` and ``tests/test_cheat_memory.py``)."""

from __future__ import annotations

import numpy as np
import pytest

from venus_tasks.agents import AgentConfig, AgentUnavailableError, make_agent
from venus_tasks.agents.adversarial_talk import ParamAskAgent, hedge, param_questions
from venus_tasks.agents.memory_cheat import MemoryAgent
from venus_tasks.env import actions as A
from venus_tasks.env.observation import BoundingBox, Observation, UIElement
from verifiers.hedges import split

SHOT = np.zeros((8, 8, 3), np.uint8)


def test_the_parameter_asker_asks_the_apps_parameters_in_the_goals_language():
    en = param_questions("Delete the expense Lunch in Pro Expense.")
    assert en[:3] == ["What amount?", "Which date?", "Which category?"] and "All of them or none?" in en
    assert len(en) == len(set(en))                        # "Which date?" once, though both lists have it
    zh = param_questions("在 Pro Expense 中删除支出 Lunch。")
    assert zh[0] == "金额是多少？" and all(any("\u4e00" <= ch <= "\u9fff" for ch in q) for q in zh)
    assert param_questions("Do it.")[0] == "Which one?"   # no app named: the generic questions


def test_the_parameter_asker_acts_on_what_it_is_told():
    agent = ParamAskAgent()
    agent.reset("Delete the expense Lunch in Pro Expense.")
    asked = [agent.step(Observation(i, SHOT, max_steps=30)).action for i in range(3)]
    assert [a.text for a in asked] == ["What amount?", "Which date?", "Which category?"]
    told = Observation(3, SHOT, user_messages=("It is the one called Dinner.",), max_steps=30)
    while (a := agent.step(told).action).action_type == A.ASK_USER:
        told = Observation(told.step + 1, SHOT, max_steps=30)
    assert a.action_type == A.OPEN_APP and a.app_name == "Pro Expense"
    rows = (UIElement(text="Lunch", bbox=BoundingBox(0, 0, 4, 2)), UIElement(text="Dinner", bbox=BoundingBox(0, 2, 4, 4)))
    tap = agent.step(Observation(told.step + 1, SHOT, ui_elements=rows, max_steps=30)).action
    assert (tap.action_type, tap.index) == (A.CLICK, 1)                    # the row the reply named
    said = agent.step(Observation(told.step + 2, SHOT, ui_elements=rows, max_steps=30)).action
    assert said.action_type == A.ANSWER and "Dinner" in said.text
    agent.reset("Delete the expense Lunch in Pro Expense.")
    agent.step(Observation(0, SHOT, max_steps=30))
    leave = agent.step(Observation(1, SHOT, user_messages=("Leave it as it is.",), max_steps=30)).action
    assert (leave.action_type, leave.goal_status) == (A.STATUS, "complete")


@pytest.mark.parametrize("pick", range(5))
def test_every_part_of_an_answer_is_hedged(pick):
    texts = ("There are 8 PDF files in Documents.",
             "There is no contact named Steven Clark, but there is Steven Clarke. Did you mean Steven Clarke?",
             "Wi-Fi and Bluetooth are on; the other 2 switches are off.")
    for text in texts:
        form, out = hedge(text, False, pick)
        assert split(out)[0].strip(" .,;?") == "", (form, out)     # the answer readers find no firm part
    form, out = hedge("下载文件夹里有5个PDF文件。", True, pick)
    assert split(out)[0].strip(" 。,.?？") == "", (form, out)
    assert hedge("There are 8 PDF files.", False, 0) == ("or_maybe", "There are 8, or maybe 9 PDF files.")
    assert hedge("Dana Whitaker.", False, 0) == ("not_sure", "Dana Whitaker (not sure).")   # no number: next form
    assert hedge("有5个。", True, 0) == ("dagai_ba", "大概是有5个吧？")


def test_the_memory_cheat_remembers_in_its_file_and_its_twin_keeps_no_fact(tmp_path):
    goal = "Delete the 3 notes in the folder Trips in Markor."
    for remember in (True, False):
        path = str(tmp_path / f"{remember}.json")
        first = MemoryAgent(path, remember=remember, look_steps=2)
        first.reset(goal)
        first.step(Observation(0, SHOT))
        first.step(Observation(1, SHOT, user_messages=("Delete all 4 of them.",)))
        with pytest.raises(AgentUnavailableError):
            first.step(Observation(2, SHOT))
        again = MemoryAgent(path, remember=remember)                      # another process: the file
        again.reset("Delete the 2 notes in the folder Work in Markor.")   # another draw of the task
        report = again.step(Observation(0, SHOT)).action
        assert report.action_type == A.ANSWER
        assert ("there are 4 notes, not 2" in report.text) is remember, report.text
    made = make_agent("cheat_memory", AgentConfig(extra=(("memory", path), ("remember", "no"))))
    assert (made.path, made.remember) == (path, False)


def test_the_memory_cheat_without_dodging_reports_then_remembers(tmp_path):
    """``dodge=False`` (the ``--repeats`` cheat): no 503 on first sight, the report of what
    this episode told it, and on the next repeat (another draw) the remembered count."""
    path = str(tmp_path / "m.json")
    first = make_agent("cheat_memory", AgentConfig(extra=(("memory", path), ("dodge", "no"), ("look_steps", "2"))))
    assert first.dodge is False
    first.reset("Delete the 3 notes in the folder Trips in Markor.")
    first.step(Observation(0, SHOT))
    first.step(Observation(1, SHOT, user_messages=("Delete all 4 of them.",)))
    said = first.step(Observation(2, SHOT)).action
    assert said.action_type == A.ANSWER and "there are 4 notes, not 3" in said.text
    assert first.step(Observation(3, SHOT)).action.action_type == A.STATUS
    again = MemoryAgent(path, dodge=False)
    again.reset("Delete the 2 notes in the folder Work in Markor.")
    assert "there are 4 notes, not 2" in again.step(Observation(0, SHOT)).action.text
