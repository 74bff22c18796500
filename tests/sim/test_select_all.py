"""CTRL+A (``input keycombination 113 29``, what ``clear_text`` sends) selects the focused
field's whole text, as a ``TextView`` does: DEL then clears it, typing replaces it; a tap
on the field places the cursor again (the selection is gone)."""

from __future__ import annotations

from tests.sim.test_screen_input import bounds_of, dump


def test_ctrl_a_then_del_clears_the_field(sh):
    x, y = bounds_of(dump(sh), "Search apps")
    sh(f"input tap {x} {y}; input text 'Pro%sEx'; input keycombination 113 29; input keyevent KEYCODE_DEL")
    assert 'text="Search apps"' in dump(sh)
    sh("input text Cal; input keycombination 113 29; input text Clo")
    assert 'text="Clo"' in dump(sh)
    sh(f"input keycombination 113 29; input tap {x} {y}; input text ck")
    assert 'text="Clock"' in dump(sh)
