"""The ``drag`` action: a finger path of 2-500 points, checked when built, sent as one
shell call of ``input motionevent`` events, drawn by a drawing app as one stroke."""

from __future__ import annotations

import math

import pytest

from venus_tasks.agents.parsers import m3a
from venus_tasks.env import actions as A
from venus_tasks.env.actions import ActionError, JSONAction


def test_drag_paths_are_checked_when_built():
    a = JSONAction.from_dict({"action_type": "drag", "path": [[10, 20], ["30", 40.0], [50, 60]]})
    assert a.path == ((10, 20), (30, 40), (50, 60)) and A.DRAG in A.STATE_CHANGING
    assert JSONAction.from_dict(a.as_dict()) == a
    assert a.json_str() == '{"action_type": "drag", "path": [[10, 20], [30, 40], [50, 60]]}'
    for bad, message in [({"action_type": "drag"}, "drag needs a path"),
                         ({"action_type": "drag", "path": [[1, 2]]}, "2 to 500 points"),
                         ({"action_type": "drag", "path": [[1, 2]] * 501}, "2 to 500 points"),
                         ({"action_type": "drag", "path": "1,2 3,4"}, "drag needs a path"),
                         ({"action_type": "drag", "path": [[1, 2], [3]]}, r"each drag point is \[x, y\]"),
                         ({"action_type": "drag", "path": [[1, 2], [3, -4]]}, "y must be in"),
                         ({"action_type": "drag", "path": [[1, 2], [3, float("nan")]]}, "y must be an integer"),
                         ({"action_type": "click", "x": 1, "y": 2, "path": [[1, 2], [3, 4]]}, "only for drag")]:
        with pytest.raises(ActionError, match=message):
            JSONAction.from_dict(bad)


def test_the_json_format_parser_scales_a_path_to_screen_pixels():
    out = m3a.parse('Reason: draw\nAction: {"action_type": "drag", "path": [[0, 0], [500, 250]]}',
                    (1080, 2400), coords="absolute", image_size=(540, 1200))
    assert out.action.path == ((0, 0), (1000, 500))


def test_a_drag_draws_one_stroke_along_the_whole_path(env, sim_server):
    model = sim_server.device(env.device.serial)
    env.prepare_for_task()
    env.open_app("Simple Draw Pro")
    obs = env.observe(0)
    canvas = next(e for e in obs.ui_elements if e.resource_id.endswith(":id/my_canvas") or "canvas" in e.resource_id)
    box = canvas.bbox
    cx, cy = (box.x_min + box.x_max) // 2, (box.y_min + box.y_max) // 2
    r = min(box.x_max - box.x_min, box.y_max - box.y_min) // 4
    circle = [(round(cx + r * math.cos(2 * math.pi * i / 48)), round(cy + r * math.sin(2 * math.pi * i / 48)))
              for i in range(49)]
    model.command_log.clear()
    env.execute(A.drag(circle), obs.ui_elements, obs.screen_size)
    assert [argv[:2] for argv in model.command_log] == [("input", "motionevent")] * 49
    shot = env.observe(1).screenshot
    orange = [shot[y, x] for x, y in circle[::6]]
    assert all(abs(int(p[0]) - 0xF5) < 40 and abs(int(p[1]) - 0x7C) < 40 for p in orange), orange
    assert tuple(shot[cy, cx]) != tuple(orange[0])                  # a ring, not a filled disc
    with pytest.raises(ActionError, match="outside the"):
        env.execute(A.drag([(10, 10), (5000, 10)]), obs.ui_elements, obs.screen_size)
    env.go_home()
