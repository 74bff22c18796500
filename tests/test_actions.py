import pytest

from venus_tasks.env import actions as A
from venus_tasks.env.actions import ActionError, JSONAction


def test_from_dict_coerces_and_round_trips():
    a = JSONAction.from_dict({"action_type": "click", "x": "540", "y": 1200.0})
    assert (a.x, a.y) == (540, 1200)
    assert JSONAction.from_dict(a.as_dict()) == a
    assert a.json_str() == '{"action_type": "click", "x": 540, "y": 1200}'


@pytest.mark.parametrize("d, msg", [
    ({"action_type": "fly"}, "unknown action_type 'fly'"),
    ({"x": 1}, "no action_type"),
    ({"action_type": "click", "index": 1, "x": 2, "y": 3}, "either index or x/y"),
    ({"action_type": "scroll", "direction": "sideways"}, "direction must be one of"),
    ({"action_type": "status"}, "status needs goal_status"),
    ({"action_type": "answer"}, "answer needs a text"),
    ({"action_type": "open_app"}, "open_app needs an app_name"),
    ({"action_type": "click", "x": "left"}, "x must be an integer"),
    ({"action_type": "click", "bogus": 1}, "unknown action fields ['bogus']"),
])
def test_bad_actions_name_the_problem(d, msg):
    with pytest.raises(ActionError, match=msg.replace("[", r"\[").replace("]", r"\]")):
        JSONAction.from_dict(d)


def test_helpers():
    assert A.done().ends_episode and A.done("infeasible").goal_status == "infeasible"
    assert not A.answer("x").ends_episode
    assert A.ask_user("which one?").as_dict() == {"action_type": "ask_user", "text": "which one?"}
    assert A.invalid("no JSON").action_type == "invalid"
