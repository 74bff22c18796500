"""The AndroidWorld adapter: the missing-package error, and the observation shim driven
by a stand-in ``android_world`` package written to a temporary directory (the real
package is not on PyPI and is not installed here)."""

from __future__ import annotations

import dataclasses
import sys
import textwrap

import numpy as np
import pytest

from venus_tasks.agents import AgentConfig, make_agent
from venus_tasks.agents.android_world_adapter import (
    INSTALL_HINT, AndroidWorldAgent, AndroidWorldNotInstalledError, android_world_available,
)
from venus_tasks.agents.base import Usage
from venus_tasks.env import actions as A
from venus_tasks.env.observation import BoundingBox, Observation, UIElement


@pytest.mark.parametrize("name", ["aw_m3a", "aw_t3a"])
def test_missing_android_world_gives_an_actionable_error(name):
    assert not android_world_available()
    with pytest.raises(AndroidWorldNotInstalledError) as info:
        make_agent(name, AgentConfig(model="m", base_url="http://127.0.0.1:9/v1"))
    msg = str(info.value)
    assert "android_world is not installed" in msg and "not on PyPI" in msg
    assert "pip install" in msg and "github.com/google-research/android_world" in msg
    assert isinstance(info.value, ValueError)  # the CLI reports it as a config error
    assert msg == INSTALL_HINT


# A stand-in with the surface the adapter uses: agents.m3a.M3A(env, llm), env.interface.State,
# env.representation_utils.{UIElement, BoundingBox}. Its M3A follows the real step order:
# state -> LLM -> (status: return done) -> execute_action -> state again -> summary LLM.
FAKE = {
    "android_world/__init__.py": "",
    "android_world/env/__init__.py": "",
    "android_world/agents/__init__.py": "",
    "android_world/env/interface.py": """
        import dataclasses
        from typing import Any

        @dataclasses.dataclass(frozen=True)
        class State:
            pixels: Any
            forest: Any
            ui_elements: list
            auxiliaries: Any = None
        """,
    "android_world/env/representation_utils.py": """
        import dataclasses
        from typing import Any

        @dataclasses.dataclass
        class BoundingBox:
            x_min: int
            x_max: int
            y_min: int
            y_max: int

        @dataclasses.dataclass
        class UIElement:
            text: Any = None
            content_description: Any = None
            class_name: Any = None
            bbox: Any = None
            bbox_pixels: Any = None
            hint_text: Any = None
            is_checked: Any = None
            is_checkable: Any = None
            is_clickable: Any = None
            is_editable: Any = None
            is_enabled: Any = None
            is_focused: Any = None
            is_focusable: Any = None
            is_long_clickable: Any = None
            is_scrollable: Any = None
            is_selected: Any = None
            is_visible: Any = None
            package_name: Any = None
            resource_name: Any = None
        """,
    "android_world/agents/m3a.py": """
        import dataclasses, json, time

        @dataclasses.dataclass
        class AgentInteractionResult:
            done: bool
            data: dict

        @dataclasses.dataclass
        class JSONAction:
            action_type: str
            index: int = None
            x: int = None
            y: int = None
            text: str = None
            direction: str = None
            goal_status: str = None
            app_name: str = None

            def as_dict(self):
                return {k: v for k, v in dataclasses.asdict(self).items() if v is not None}

        class M3A:
            WAIT_AFTER_ACTION_SECONDS = 2.0

            def __init__(self, env, llm, name="M3A"):
                self.env, self.llm, self.name = env, llm, name
                self.transition_pause = 1.0
                self.history, self.seen_after = [], []

            def reset(self, go_home_on_reset=False):
                self.env.reset(go_home_on_reset)
                self.env.hide_automation_ui()
                self.history = []

            def step(self, goal):
                time.sleep(self.transition_pause)
                state = self.env.get_state(wait_to_stabilize=False)
                prompt = f"goal={goal} elements={len(state.ui_elements)} first={state.ui_elements[0].text}"
                out, _, raw = self.llm.predict_mm(prompt, [state.pixels, state.pixels])
                if not raw:
                    raise RuntimeError("Error calling LLM in action selection phase.")
                if "Action:" not in out:
                    self.history.append("bad")
                    return AgentInteractionResult(False, {"summary": "Output for action selection is not in the correct format."})
                action = JSONAction(**json.loads(out.split("Action:", 1)[1]))
                if action.action_type == "status":
                    return AgentInteractionResult(True, {"action_output": out})
                self.env.execute_action(action)
                time.sleep(self.WAIT_AFTER_ACTION_SECONDS)
                after = self.env.get_state(wait_to_stabilize=False)
                self.seen_after.append(int(after.pixels[0, 0, 0]))
                summary, _, _ = self.llm.predict_mm("summarise", [state.pixels, after.pixels])
                self.history.append(summary)
                return AgentInteractionResult(False, {"summary": summary})
        """,
}


@pytest.fixture
def fake_android_world(tmp_path, monkeypatch):
    for rel, src in FAKE.items():
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(textwrap.dedent(src))
    monkeypatch.syspath_prepend(str(tmp_path))
    yield
    for mod in [m for m in sys.modules if m == "android_world" or m.startswith("android_world.")]:
        del sys.modules[mod]


def frame(marker: int) -> Observation:
    shot = np.full((240, 108, 3), marker, dtype=np.uint8)
    el = UIElement(text="Wi-Fi", class_name="android.widget.Switch", bbox=BoundingBox(10, 20, 90, 40),
                   is_clickable=True)
    return Observation(step=marker, screenshot=shot, ui_elements=(el,))


def test_shim_runs_m3a_one_action_per_observation(fake_android_world, fake_openai):
    assert android_world_available()
    fake_openai.reply('Reason: tap it\nAction: {"action_type": "click", "index": 0}', usage=(100, 10, 0))
    fake_openai.reply("Tapped Wi-Fi.", usage=(50, 5, 0))                 # summary of step 1
    fake_openai.reply('Reason: say it\nAction: {"action_type": "answer", "text": "on"}', usage=(120, 12, 0))
    fake_openai.reply("Answered.", usage=(60, 6, 0))                     # summary of step 2
    fake_openai.reply('Reason: done\nAction: {"action_type": "status", "goal_status": "complete"}', usage=(130, 8, 0))
    fake_openai.reply("no JSON here", usage=(10, 1, 0))

    agent = AndroidWorldAgent("m3a", AgentConfig(model="m", base_url=fake_openai.base_url), step_timeout=20)
    agent.reset("Turn Wi-Fi on.")
    s1 = agent.step(frame(1))
    s2 = agent.step(frame(2))
    s3 = agent.step(frame(3))
    assert s1.action == A.JSONAction(A.CLICK, index=0)
    assert s2.action == A.answer("on")
    assert s3.action == A.done("complete")
    # each step pays for its own action call plus the previous step's summary call
    assert s1.usage == Usage(100, 10, 0, "api")
    assert s2.usage == Usage(170, 17, 0, "api")
    assert s3.usage == Usage(190, 14, 0, "api")
    # the summaries saw the *next* observation as the "after" screen
    assert agent._aw.seen_after == [2, 3]
    assert agent._env.interaction_cache == "on"
    first_prompt = fake_openai.chat_bodies()[0]["messages"][0]["content"][0]["text"]
    assert first_prompt == "goal=Turn Wi-Fi on. elements=1 first=Wi-Fi"

    agent.reset("Again.")
    s = agent.step(frame(4))
    assert s.action.action_type == A.INVALID and "not in the correct format" in s.action.text
    agent.close()


def test_shim_surfaces_model_failures(fake_android_world, fake_openai):
    from venus_tasks.agents.openai_agent import ModelUnavailableError

    fake_openai.error(401, "bad key")
    agent = AndroidWorldAgent("m3a", AgentConfig(model="m", base_url=fake_openai.base_url), step_timeout=20)
    agent.reset("Turn Wi-Fi on.")
    with pytest.raises(ModelUnavailableError, match="HTTP 401"):
        agent.step(frame(1))
    agent.close()


def test_user_turns_reach_the_goal_an_android_world_agent_reads(fake_android_world, fake_openai):
    fake_openai.reply('Reason: ask\nAction: {"action_type": "click", "index": 0}', usage=(1, 1, 0))
    fake_openai.reply("Tapped.", usage=(1, 1, 0))
    fake_openai.reply('Reason: ok\nAction: {"action_type": "status", "goal_status": "complete"}', usage=(1, 1, 0))
    agent = AndroidWorldAgent("m3a", AgentConfig(model="m", base_url=fake_openai.base_url), step_timeout=20)
    agent.reset("Turn Wi-Fi off.")
    agent.step(frame(1))
    reply = dataclasses.replace(frame(2), user_messages=("Turn it back on now.",))
    assert agent.step(reply).action == A.done("complete")
    prompts = [b["messages"][0]["content"][0]["text"] for b in fake_openai.chat_bodies()]
    assert prompts[0].startswith("goal=Turn Wi-Fi off. elements")
    assert prompts[2].startswith("goal=Turn Wi-Fi off.\nUser: Turn it back on now. elements")
    agent.close()
