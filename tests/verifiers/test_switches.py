"""``verifiers.switches``: a switch's reported state, English and Chinese, with negations,
actions that are not states, and the "currently" clause winning."""

from __future__ import annotations

import pytest

from verifiers.facts import NOW
from verifiers.switches import stated_switch_states


@pytest.mark.parametrize("text, states", [
    ("It is currently off; tap Battery percentage to turn it on.", {False}),
    ("Battery percentage is on right now.", {True}),
    ("It's enabled at the moment, so the percentage is shown now.", {True}),
    ("The percentage is not shown now.", {False}),
    ("It isn't on now.", {False}),
    ("Right now it's off. Switch it on under Battery > Battery percentage.", {False}),
    ("当前是关闭的，点击“电池电量百分比”即可打开。", {False}),
    ("目前已开启。", {True}),
    ("现在未开启。", {False}),
    ("It is currently on or off, I'm not sure.", {True, False}),
    ("Go to Settings > Battery > Battery percentage.", set()),
    ("It's currently off on your phone.", {False}),
    ("Now it is shown on the status bar.", {True}),
])
def test_stated_switch_states(text, states):
    assert stated_switch_states(text, NOW) == states
