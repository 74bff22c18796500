"""The step language of the ``ambiguity`` suite's UI paths (``ambiguity.spec.Step``): the
verbs ``hold`` (long press) and the ``near`` row, ``nth`` button and ``clear`` options, worded into the
detailed goal in English and Chinese, parsed back by the text solver
(``solvers/ambiguity.steps``) and turned into actions by ``walk.Follower`` on a flat
accessibility list. No device: the element lists are built here."""

from __future__ import annotations

import pytest

from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.walk import Follower, find_in_row
from venus_tasks.env import actions as A
from venus_tasks.env.observation import BoundingBox, UIElement
from venus_tasks.solvers.ambiguity import steps

PATH = (Step("open", "Markor"), Step("tap", "Trips", within="list"), Step("hold", "trip_oslo.md"),
        Step("tap", "More options", near="Juniper"), Step("hold", "Menu", near="Blue Hour"),
        Step("type", "Name", text="hello, world"), Step("type", "a.md", text="b.md", clear=True),
        Step("type", "Qty", text="3", near="Milk"), Step("type", "f", text="g", clear=True, near="h"),
        Step("tap", "High", near="Priority", nth=4), Step("back"), Step("tap", "OK"))


def _goal(language: str) -> str:
    if language == "zh":
        return "整理笔记。步骤：" + "，".join(s.words("zh") for s in PATH) + "。"
    return "Tidy my notes. Steps: " + ", ".join(s.words("en") for s in PATH) + "."


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_detailed_wording_parses_back_to_the_same_steps(language):
    got = steps(_goal(language))
    assert [(p.verb, p.label, p.text, p.near, p.clear, p.nth) for p in got] == \
        [(s.verb, "" if s.verb == "back" else s.label, s.text, s.near, s.clear, s.nth) for s in PATH]


def test_the_new_clauses_read_as_instructions():
    assert Step("tap", "More options", near="Juniper").words("en") == 'tap "More options" in the row of "Juniper"'
    assert Step("hold", "a.md").words("en") == 'long-press "a.md"'
    assert Step("type", "a.md", text="b.md", clear=True).words("en") == 'replace the text in "a.md" with "b.md"'
    assert Step("tap", "More options", near="Juniper").words("zh") == "点按“Juniper”那一行的“More options”"
    assert Step("hold", "a.md").words("zh") == "长按“a.md”"
    assert Step("tap", "High", near="Priority", nth=4).words("en") == \
        'tap "High" in the row of "Priority" (its button 4 from the left)'
    assert Step("tap", "High", near="Priority", nth=4).words("zh") == "点按“Priority”那一行从左数第4个按钮“High”"


@pytest.mark.parametrize("bad", [dict(verb="swipe", label="x"), dict(verb="open", label="Markor", near="x"),
                                 dict(verb="tap", label="OK", clear=True), dict(verb="type", label="Name"),
                                 dict(verb="tap", label="High", nth=4), dict(verb="type", label="a", text="b", near="c", nth=1)])
def test_malformed_steps_are_refused(bad):
    with pytest.raises(ValueError):
        Step(**bad)


def _el(text="", desc="", box=(0, 0, 1, 1), rid="", clickable=False):
    return UIElement(text=text, content_description=desc, resource_id=rid, bbox=BoundingBox(*box),
                     is_clickable=clickable)


def _songs(titles, rows=True):
    """A list of song rows (title, artist, a "More options" button), 200 px high each."""
    out = [_el(rid="app:id/recyclerView", box=(0, 100, 1080, 100 + 200 * len(titles)))]
    for k, title in enumerate(titles):
        y = 100 + 200 * k
        if rows:
            out.append(_el(box=(0, y, 1080, y + 200), clickable=True))
        out += [_el(text=title, box=(200, y + 20, 900, y + 90)), _el(text="Nadia Vale", box=(200, y + 100, 900, y + 180)),
                _el(desc="More options", box=(940, y + 50, 1060, y + 150), rid="app:id/menu", clickable=True)]
    return out


@pytest.mark.parametrize("rows", [True, False], ids=["row containers", "flat rows"])
def test_the_row_button_is_the_one_beside_the_named_text(rows):
    elements = _songs(["Amber Road", "Juniper", "Lantern"], rows=rows)
    hit = find_in_row(elements, lambda e: e.content_description == "More options", "Juniper")
    assert hit is not None and elements[hit].bbox.y_min == 100 + 200 + 50
    assert find_in_row(elements, lambda e: e.content_description == "More options", "Orchard") is None


def test_a_container_holding_several_buttons_is_no_row():
    elements = [_el(box=(0, 0, 1080, 400)), _el(text="Juniper", box=(0, 0, 500, 100)),
                _el(desc="More options", box=(900, 150, 1000, 250)), _el(desc="More options", box=(900, 300, 1000, 390))]
    assert find_in_row(elements, lambda e: e.content_description == "More options", "Juniper") is None


def test_the_follower_long_presses_taps_in_rows_and_replaces_text():
    elements = _songs(["Amber Road", "Juniper"]) + [_el(text="old.md", rid="app:id/new_name", box=(0, 600, 1080, 700))]
    follower = Follower([Step("hold", "Amber Road"), Step("tap", "More options", near="Juniper"),
                         Step("type", "old.md", text="new.md", clear=True), Step("type", "x", text="y", rid="new_name")])
    hold, tap, replace, typed = (follower.next(elements) for _ in range(4))
    assert hold.action_type == A.LONG_PRESS and elements[hold.index].text == "Amber Road"
    assert tap.action_type == A.CLICK and elements[tap.index].bbox.y_min == 350
    assert (replace.action_type, replace.text, replace.clear_text) == (A.INPUT_TEXT, "new.md", True)
    assert typed.clear_text is None and elements[typed.index].resource_id == "app:id/new_name"
    assert follower.done


def test_the_follower_scrolls_until_the_row_shows():
    follower = Follower([Step("tap", "More options", near="Orchard", within="recyclerView")])
    action = follower.next(_songs(["Amber Road", "Juniper"]))
    assert action.action_type == A.SCROLL and action.direction == "down" and not follower.done
    after = _songs(["Lantern", "Orchard"])
    assert after[follower.next(after).index].bbox.y_min == 350 and follower.done


def test_the_text_solver_takes_the_unlabelled_icon_of_the_named_row():
    """Retro Music's song-row button has no label on a device: "More options" in the row of
    a song is the one unlabelled clickable icon of that row (``solvers/ambiguity``)."""
    from venus_tasks.solvers.ambiguity import _unlabelled_icon

    elements = [e if e.content_description != "More options" else
                UIElement(class_name="android.widget.ImageView", resource_id=e.resource_id, bbox=e.bbox,
                          is_clickable=True) for e in _songs(["Amber Road", "Juniper"])]
    assert find_in_row(elements, lambda e: e.content_description == "More options", "Juniper") is None
    hit = find_in_row(elements, _unlabelled_icon, "Juniper")
    assert hit is not None and elements[hit].bbox.y_min == 350 and elements[hit].class_name.endswith("ImageView")


def _priority_row(y=600):
    """Tasks' Priority row: the label, then four text-less radio buttons, in one row view."""
    return [_el(box=(0, y, 1080, y + 150)), _el(text="Priority", box=(40, y + 40, 300, y + 110))] + \
        [_el(box=(400 + 150 * k, y + 20, 520 + 150 * k, y + 130), clickable=True) for k in range(4)]


def test_the_nth_unlabelled_button_of_a_row_is_counted_left_to_right():
    from venus_tasks.ambiguity.walk import find_nth_in_row

    elements = _songs(["Amber Road"]) + _priority_row()
    assert elements[find_nth_in_row(elements, "Priority", 4)].bbox.x_min == 850
    assert elements[find_nth_in_row(elements, "Priority", 1)].bbox.x_min == 400
    assert find_nth_in_row(elements, "Priority", 5) is None and find_nth_in_row(elements, "Due date", 1) is None
    tap = Follower([Step("tap", "Medium", near="Priority", nth=3)]).next(elements)
    assert tap.action_type == A.CLICK and elements[tap.index].bbox.x_min == 700


def test_without_a_named_list_the_follower_scrolls_the_only_scroll_view():
    editor = [UIElement(class_name="androidx.core.widget.NestedScrollView", bbox=BoundingBox(0, 200, 1080, 2400),
                        is_scrollable=True), _el(text="Task name", box=(40, 250, 1040, 350))]
    action = Follower([Step("type", "Description", text="Bring the receipt")]).next(editor)
    assert action.action_type == A.SCROLL and action.index == 0 and action.direction == "down"
    two = editor + [UIElement(bbox=BoundingBox(0, 0, 1080, 100), is_scrollable=True)]
    with pytest.raises(AssertionError, match="not on screen"):
        Follower([Step("type", "Description", text="x")]).next(two)
