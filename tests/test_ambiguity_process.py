"""AmbiBench's SHR and ARR against an intent's UI path (``venus_tasks.ambiguity.process``,
``venus_tasks.metrics.process``), on crafted trajectories with exact values."""

from __future__ import annotations

import pytest

from venus_tasks.ambiguity.process import Inspector, lcs_hits, matches, process, redundant
from venus_tasks.ambiguity.spec import Step
from venus_tasks.env import actions as A
from venus_tasks.env.observation import BoundingBox, Observation, UIElement
from venus_tasks.metrics.clarity import clarity_levels
from venus_tasks.metrics.process import process_rates
from venus_tasks.metrics.termination import termination


def el(text="", box=(0, 0, 10, 10), clickable=False, rid="", desc="", focused=False, checked=False):
    return UIElement(text=text, content_description=desc, resource_id=rid, class_name="android.widget.View",
                     bbox=BoundingBox(*box), is_clickable=clickable, is_focused=focused, is_checked=checked)


HOME = (el("Pro Expense", (0, 0, 100, 100), clickable=True), el("Contacts", (100, 0, 200, 100), clickable=True))
# the list: a row (clickable container) with its title and its own delete button, and the add button
LIST = (el("", (0, 100, 1000, 200), clickable=True), el("Lunch", (10, 110, 300, 190)),
        el("", (900, 110, 990, 190), clickable=True, desc="Delete"),
        el("", (800, 1800, 1000, 2000), clickable=True, rid="com.ex:id/fb_main_add", desc="Add expense"))
FORM = (el("Name", (0, 100, 1000, 200), clickable=True), el("Amount", (0, 200, 1000, 300), clickable=True),
        el("Save", (0, 1800, 1000, 2000), clickable=True))
FORM_TYPED = (el("Taxi", (0, 100, 1000, 200), clickable=True), *FORM[1:])
FORM_DONE = (el("Taxi", (0, 100, 1000, 200), clickable=True), el("12.50", (0, 200, 1000, 300), clickable=True),
             FORM[2])
SETTINGS = (el("Settings", (0, 0, 1000, 100)),)
PATH = (Step("open", "Pro Expense"), Step("tap", "+", rid="fb_main_add"), Step("type", "Name", text="Taxi"),
        Step("type", "Amount", text="12.50"), Step("tap", "Save"))


def test_key_step_matching_follows_the_walkers_element_and_the_tap_receiver():
    lunch = Step("tap", "Lunch")
    assert matches(lunch, A.JSONAction(A.CLICK, index=1), LIST)             # its title
    assert matches(lunch, A.JSONAction(A.CLICK, index=0), LIST)             # the row that receives the tap
    assert matches(lunch, A.JSONAction(A.CLICK, x=500, y=150), LIST)        # a point in the row
    assert not matches(lunch, A.JSONAction(A.CLICK, x=950, y=150), LIST)    # the row's delete button
    assert not matches(lunch, A.JSONAction(A.LONG_PRESS, index=1), LIST)    # a hold is another step
    assert matches(Step("hold", "Lunch"), A.JSONAction(A.LONG_PRESS, x=20, y=120), LIST)
    assert matches(PATH[1], A.JSONAction(A.CLICK, x=900, y=1900), LIST)     # by resource id
    assert not matches(PATH[1], A.JSONAction(A.CLICK, x=500, y=150), LIST)
    assert not matches(lunch, A.JSONAction(A.CLICK, index=0), FORM)         # not on that screen
    # open: open_app by the label (case and spaces folded), or its launcher icon
    assert matches(PATH[0], A.JSONAction(A.OPEN_APP, app_name=" pro  expense"), HOME)
    assert matches(PATH[0], A.JSONAction(A.CLICK, x=50, y=50), HOME)
    assert not matches(PATH[0], A.JSONAction(A.CLICK, x=150, y=50), HOME)
    assert not matches(PATH[0], A.JSONAction(A.OPEN_APP, app_name="Contacts"), HOME)
    # type: the text (numbers as decimals), into the step's field when the action names one
    assert matches(PATH[3], A.JSONAction(A.INPUT_TEXT, index=1, text="12.5"), FORM)
    assert matches(PATH[3], A.JSONAction(A.INPUT_TEXT, text="12.50"), FORM)   # into the focused field
    assert not matches(PATH[3], A.JSONAction(A.INPUT_TEXT, index=0, text="12.50"), FORM)   # the Name field
    assert not matches(PATH[3], A.JSONAction(A.INPUT_TEXT, index=1, text="125"), FORM)
    assert matches(PATH[2], A.JSONAction(A.INPUT_TEXT, index=0, text="taxi "), FORM)
    assert matches(Step("back"), A.JSONAction(A.NAVIGATE_BACK), FORM)
    assert not matches(Step("back"), A.JSONAction(A.NAVIGATE_HOME), FORM)


def test_the_path_followed_exactly_hits_every_key_step_without_redundancy():
    acts = [A.JSONAction(A.OPEN_APP, app_name="Pro Expense"), A.JSONAction(A.CLICK, index=3),
            A.JSONAction(A.INPUT_TEXT, index=0, text="Taxi"), A.JSONAction(A.INPUT_TEXT, index=1, text="12.50"),
            A.JSONAction(A.CLICK, index=2), A.done()]
    out = process(PATH, acts, [HOME, LIST, FORM, FORM_TYPED, FORM_DONE, LIST])
    assert out == {"key_steps": 5, "hit": [0, 1, 2, 3, 4], "hit_at": {"0": 0, "1": 1, "2": 2, "3": 3, "4": 4},
                   "shr": 100.0, "operations": 5, "redundant": [], "arr": 0.0}


def test_a_wrong_tap_undone_by_back_a_repeat_and_a_wait_are_redundant():
    ask = A.ask_user("Which amount?")
    acts = [A.JSONAction(A.OPEN_APP, app_name="Pro Expense"),   # 0 hit (open)
            A.JSONAction(A.CLICK, index=1),                     # 1 opens Lunch: wrong
            A.JSONAction(A.NAVIGATE_BACK),                      # 2 back to the list: 1 and 2 redundant
            ask,                                                # 3 not an operation
            A.JSONAction(A.CLICK, index=3),                     # 4 hit (+)
            A.JSONAction(A.INPUT_TEXT, index=0, text="Taxi"),   # 5 hit (Name)
            A.JSONAction(A.WAIT),                               # 6 nothing changed: redundant
            A.JSONAction(A.INPUT_TEXT, index=1, text="12.5"),   # 7 hit (Amount)
            A.JSONAction(A.CLICK, index=2),                     # 8 hit (Save)
            A.done()]
    screens = [HOME, LIST, SETTINGS, LIST, LIST, FORM, FORM_TYPED, FORM_TYPED, FORM_DONE, LIST]
    out = process(PATH, acts, screens)
    # 8 operations (not the question, not status); redundant 1, 2 (an excursion back to the list) and 6;
    # the excursion 4..8 back to the list hit key steps, so it is progress
    assert (out["hit"], out["shr"], out["operations"], out["redundant"], out["arr"]) == \
        ([0, 1, 2, 3, 4], 100.0, 8, [1, 2, 6], 37.5)


def test_order_counts_and_a_key_step_done_twice_counts_its_last_doing():
    acts = [A.JSONAction(A.CLICK, index=3),                     # 0 + before opening: out of order
            A.JSONAction(A.OPEN_APP, app_name="Pro Expense"),   # 1 hit
            A.JSONAction(A.CLICK, index=3),                     # 2 + (the form)
            A.JSONAction(A.NAVIGATE_BACK),                      # 3 back to the list
            A.JSONAction(A.CLICK, index=3),                     # 4 + again: the alignment takes this one
            A.JSONAction(A.INPUT_TEXT, index=1, text="9"),      # 5 a wrong amount: no hit
            A.done()]
    screens = [LIST, HOME, LIST, FORM, LIST, FORM, (FORM[0], el("9", (0, 200, 1000, 300), clickable=True), FORM[2])]
    out = process(PATH, acts, screens)
    assert out["hit_at"] == {"0": 1, "1": 4} and out["shr"] == 40.0          # 2 of 5 key steps
    # 0 -> 2: LIST .. LIST with only the open in between, which is a hit: not redundant; 2, 3: FORM .. LIST
    # with the + of step 4 left to the alignment: an undone excursion
    assert out["redundant"] == [2, 3] and out["operations"] == 6 and out["arr"] == 33.3


def test_lcs_and_cycles_directly():
    # key steps a b c; actions do c, a, b: the longest ordered match is a, b
    match = [[False, False, True], [True, False, False], [False, True, False]]
    assert lcs_hits(match) == {0: 1, 1: 2}
    assert lcs_hits([]) == {}
    # screens x y x y: 0..1 back to x (no hit) -> 0, 1; 1..2 back to y -> 1, 2 too
    assert redundant(["x", "y", "x", "y"], [True, True, True, True], set()) == [0, 1, 2]
    # action 0 a hit: 0..2 is progress; 1 (a question, no operation) .. 3: only 2 is redundant
    assert redundant(["x", "y", "x", "y"], [True, False, True, True], {0}) == [2]


def test_the_screen_signature_ignores_the_status_bar_clock():
    clock = lambda t: UIElement(text=t, package_name="com.android.systemui", bbox=BoundingBox(0, 0, 50, 20))
    acts = [A.JSONAction(A.WAIT), A.done()]
    out = process((Step("back"),), acts, [(clock("10:01"), *FORM), (clock("10:02"), *FORM)])
    assert out["redundant"] == [0] and out["arr"] == 100.0 and out["shr"] == 0.0


def test_the_inspector_keeps_each_actions_screen_and_gives_none_without_actions():
    ins = Inspector()
    assert ins.summary(PATH) is None
    for action, screen in ((A.JSONAction(A.OPEN_APP, app_name="Pro Expense"), HOME), (A.done(), LIST)):
        ins.after_action(action, Observation(step=0, screenshot=None, screen_elements=screen))
    assert ins.summary(PATH)["hit"] == [0] and ins.summary(PATH)["shr"] == 20.0
    with pytest.raises(ValueError, match="screens"):
        process(PATH, [A.done()], [])


def _rec(task, shr_hits=None, key=4, ops=4, red=0, no_result=False, outcome="agent_done"):
    verdict = None if no_result else {"clarity": task.rsplit("_", 1)[1].lower(), "requirements": {"a": True},
                                      "process": {"key_steps": key, "hit": list(range(shr_hits)),
                                                  "operations": ops, "redundant": list(range(red))}}
    return {"task": task, "no_result": no_result, "outcome": "device_error" if no_result else outcome,
            "success": False, "score": None if no_result else 0.0, "verdict": verdict, "dialogue": [],
            "trajectory": [], "interaction": {"questions": 0}}


def test_the_rates_average_episodes_and_count_lost_ones_as_failures():
    recs = [_rec("AmbiA_Detailed", 4, red=0), _rec("AmbiB_Detailed", 1, red=1),
            _rec("AmbiA_Ambiguous", 2, ops=0), _rec("AmbiB_Ambiguous", no_result=True),
            {**_rec("FaX_0", 0, no_result=True), "task": "FaX_0"}]           # another suite: not counted
    out = process_rates([r for r in recs if not r["no_result"]], lost=1)
    # SHR (1 + 1/4 + 1/2 + 0) / 4 = 43.75; ARR (0 + 1/4 + 1) / 3 (the 0-operation episode left out) = 41.7
    assert out["shr"] == {"rate": 43.8, "episodes": 4}
    assert out["arr"] == {"rate": 41.7, "episodes": 3, "no_operations": 1}
    t = termination(recs)
    assert (t["shr"], t["arr"]) == (43.8, 41.7) and "shr" not in t["null_reasons"]
    levels = clarity_levels(recs)["levels"]
    assert levels["detailed"]["shr"] == {"rate": 62.5, "episodes": 2}
    assert levels["detailed"]["arr"] == {"rate": 12.5, "episodes": 2, "no_operations": 0}
    assert levels["ambiguous"]["shr"] == {"rate": 25.0, "episodes": 2}
    assert levels["ambiguous"]["arr"] == {"rate": 100.0, "episodes": 1, "no_operations": 1}
    none = termination([_rec("FaX_0", 0, no_result=True)])
    assert none["shr"] is None and "golden trace" in none["null_reasons"]["shr"]
