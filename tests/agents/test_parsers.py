"""Golden examples for every output parser, well-formed and malformed.

Strings are written in each model family's real output format (see the parser modules
for the source repositories). Screen: 1080x2400 physical pixels.
"""

from __future__ import annotations

import pytest

from venus_tasks.agents.parsers import PARSERS, get_parser, to_pixels
from venus_tasks.agents.parsers import gui_owl, m3a, mai_ui, qwen, ui_venus
from venus_tasks.agents.parsers.common import ParseError, swipe_direction
from venus_tasks.env import actions as A

SCREEN = (1080, 2400)


def act(action_type, **kw):
    return A.JSONAction(action_type, **kw)


# --------------------------------------------------------------------------- json / M3A
M3A_GOLDEN = [
    ('Reason: The Wi-Fi toggle is UI element 4, tapping it turns Wi-Fi on.\n'
     'Action: {"action_type": "click", "index": 4}',
     act("click", index=4), "The Wi-Fi toggle is UI element 4, tapping it turns Wi-Fi on."),
    ("Reason: Type the note title into the focused field.\n"
     "Action: {'action_type': 'input_text', 'text': 'Groceries', 'index': 2}",
     act("input_text", text="Groceries", index=2), "Type the note title into the focused field."),
    ('Reason: The expense was added, the task is done.\nAction: {"action_type": "status", "goal_status": "complete"}',
     A.done("complete"), "The expense was added, the task is done."),
    ('Reason: The request asks for 3 notes but 4 exist; I cannot do it.\n'
     'Action: {"action_type": "status", "goal_status": "infeasible"}', A.done("infeasible"), None),
    ('Reason: The total is shown at the bottom.\nAction: {"action_type": "answer", "text": "$42.50"}',
     A.answer("$42.50"), None),
    ('Reason: There are two contacts called Sam.\nAction: {"action_type": "ask_user", "text": "Which Sam do you mean?"}',
     A.ask_user("Which Sam do you mean?"), None),
    ('Reason: More items are below.\nAction: {"action_type": "scroll", "direction": "down"}',
     act("scroll", direction="down"), None),
    ('Reason: Open the app.\nAction: {"action_type": "open_app", "app_name": "Pro Expense"}',
     act("open_app", app_name="Pro Expense"), None),
    ('Reason: Hold the note.\nAction: {"action_type": "long-press", "index": 7}', act("long_press", index=7), None),
    ('Reason: Go back.\nAction: {"action_type": "navigate_back"}', act("navigate_back"), None),
    ('Reason: Tap the save button at its pixel position.\nAction: {"action_type": "click", "x": 540, "y": 2100}',
     act("click", x=540, y=2100), None),
    # a model that wraps the JSON in a code fence
    ('Reason: Press enter to search.\nAction: ```json\n{"action_type": "keyboard_enter"}\n```',
     act("keyboard_enter"), None),
]


@pytest.mark.parametrize("text,expected,thought", M3A_GOLDEN)
def test_m3a_golden(text, expected, thought):
    out = m3a.parse(text, SCREEN)
    assert out.action == expected
    if thought is not None:
        assert out.thought == thought


def test_m3a_xy_are_pixels_of_the_sent_image():
    out = m3a.parse('Reason: r\nAction: {"action_type": "click", "x": 270, "y": 600}', SCREEN, image_size=(540, 1200))
    assert (out.action.x, out.action.y) == (540, 1200)


M3A_MALFORMED = [
    ("Reason: I will click the OK button.\nAction: click the OK button", "no JSON action"),
    ('Reason: r\nAction: {"action_type": "click", "index": }', "bad JSON"),
    ('Reason: r\nAction: {"action_type": "fly_to_moon"}', "unknown action_type"),
    ('Reason: r\nAction: {"action_type": "click"}', "needs an index or x/y"),
    ('Reason: r\nAction: {"action_type": "click", "x": 5000, "y": 10}', "outside"),
    ('Reason: r\nAction: {"action_type": "click", "x": 10}', "both x and y"),
    ('Reason: r\nAction: {"action_type": "click", "element": "OK button"}', "unknown action fields"),
    ('Reason: r\nAction: {"action_type": "status"}', "goal_status"),
    ('Reason: r\nAction: {"action_type": "scroll"}', "needs a direction"),
    ('Reason: r\nAction: {"text": "hi"}', "no action_type"),
    ('Reason: r\nAction: ["click", 3]', "no JSON action"),
    ("", "empty model output"),
]


@pytest.mark.parametrize("text,reason", M3A_MALFORMED)
def test_m3a_malformed_becomes_invalid(text, reason):
    out = m3a.parse(text, SCREEN)
    assert out.action.action_type == A.INVALID
    assert reason in out.action.text


# --------------------------------------------------------------------------- qwen
def tc(args: str) -> str:
    return f'<tool_call>\n{{"name": "mobile_use", "arguments": {args}}}\n</tool_call>'


QWEN25_IMAGE = (1092, 2408)  # smart_resize(2400, 1080) with factor 28

QWEN_GOLDEN = [
    # Qwen2.5-VL: absolute pixels of the smart-resized image
    (tc('{"action": "click", "coordinate": [546, 1204]}'), "absolute", act("click", x=540, y=1200)),
    (tc('{"action": "long_press", "coordinate": [100, 400], "time": 2}'), "absolute", act("long_press", x=99, y=399)),
    (tc('{"action": "swipe", "coordinate": [546, 1800], "coordinate2": [546, 600]}'), "absolute",
     act("swipe", x=540, y=1794, direction="up")),
    (tc('{"action": "swipe", "coordinate": [900, 1200], "coordinate2": [100, 1150]}'), "absolute",
     act("swipe", x=890, y=1196, direction="left")),
    (tc('{"action": "type", "text": "coffee beans"}'), "absolute", act("input_text", text="coffee beans")),
    (tc('{"action": "system_button", "button": "Back"}'), "absolute", act("navigate_back")),
    (tc('{"action": "system_button", "button": "Home"}'), "absolute", act("navigate_home")),
    (tc('{"action": "system_button", "button": "Enter"}'), "absolute", act("keyboard_enter")),
    (tc('{"action": "key", "text": "enter"}'), "absolute", act("keyboard_enter")),
    (tc('{"action": "open", "text": "Markor"}'), "absolute", act("open_app", app_name="Markor")),
    (tc('{"action": "wait", "time": 2}'), "absolute", act("wait")),
    (tc('{"action": "terminate", "status": "success"}'), "absolute", A.done("complete")),
    (tc('{"action": "terminate", "status": "failure"}'), "absolute", A.done("infeasible")),
    (tc('{"action": "answer", "text": "The meeting is at 3 PM."}'), "absolute", A.answer("The meeting is at 3 PM.")),
    (tc('{"action": "ask_user", "text": "Which account should I use?"}'), "absolute",
     A.ask_user("Which account should I use?")),
    (tc('{"action": "interact", "text": "Do you mean the red or the blue one?"}'), "absolute",
     A.ask_user("Do you mean the red or the blue one?")),
    # Qwen3-VL: 0..999 grid
    (tc('{"action": "click", "coordinate": [499, 499]}'), "relative999", act("click", x=539, y=1199)),
    (tc('{"action": "click", "coordinate": [999, 0]}'), "relative999", act("click", x=1079, y=0)),
    (tc('{"action": "click", "coordinate": [500, 500]}'), "relative1000", act("click", x=540, y=1200)),
]


@pytest.mark.parametrize("text,coords,expected", QWEN_GOLDEN)
def test_qwen_golden(text, coords, expected):
    out = qwen.parse(text, SCREEN, coords=coords, image_size=QWEN25_IMAGE)
    assert out.action == expected


def test_qwen3_thought_action_layout():
    text = ('Thought: To search for Musk in X, I need to click on the search bar at the top of the screen.\n'
            'Action: "I tapped on the search bar to begin searching for Musk."\n'
            + tc('{"action": "click", "coordinate": [447, 81]}') + "\n")
    out = qwen.parse(text, SCREEN, coords="relative999")
    assert out.action == act("click", x=483, y=195)
    assert out.thought.startswith("To search for Musk")
    assert out.summary == "I tapped on the search bar to begin searching for Musk."


def test_qwen_lenient_forms():
    # no closing tag, arguments as a JSON string, bare arguments object
    assert qwen.parse('<tool_call>\n{"name": "mobile_use", "arguments": {"action": "wait"}}', SCREEN).action == act("wait")
    text = '<tool_call>{"name": "mobile_use", "arguments": "{\\"action\\": \\"system_button\\", \\"button\\": \\"Home\\"}"}</tool_call>'
    assert qwen.parse(text, SCREEN).action == act("navigate_home")
    assert qwen.parse('{"action": "terminate", "status": "success"}', SCREEN).action == A.done()


QWEN_MALFORMED = [
    ("I think I should tap the search bar.", "absolute", "no <tool_call> JSON"),
    ('<tool_call>\n{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [1, 2}}\n</tool_call>',
     "absolute", "bad JSON"),
    (tc('{"action": "zoom_in", "coordinate": [1, 2]}'), "absolute", "unknown action"),
    (tc('{"action": "click"}'), "absolute", "click needs coordinate"),
    (tc('{"action": "click", "coordinate": [1200, 500]}'), "relative999", "outside the 0..999 range"),
    (tc('{"action": "click", "coordinate": [5000, 500]}'), "absolute", "outside the 1092x2408 screenshot"),
    (tc('{"action": "click", "coordinate": [-3, 500]}'), "absolute", "outside"),
    (tc('{"action": "click", "coordinate": [10]}'), "absolute", "must be [x, y]"),
    (tc('{"action": "click", "coordinate": ["left", "top"]}'), "absolute", "must be numbers"),
    (tc('{"action": "swipe", "coordinate": [10, 10], "coordinate2": [10, 10]}'), "absolute", "same point"),
    (tc('{"action": "system_button", "button": "Menu"}'), "absolute", "not supported"),
    (tc('{"action": "type"}'), "absolute", "needs a text"),
    (tc('{"action": "terminate", "status": "maybe"}'), "absolute", "unknown terminate status"),
    ('<tool_call>\n{"name": "computer_use", "arguments": {"action": "left_click"}}\n</tool_call>',
     "absolute", "unknown tool"),
    ('<tool_call>\n{"name": "mobile_use", "arguments": {"coordinate": [1, 2]}}\n</tool_call>', "absolute",
     "no action"),
]


@pytest.mark.parametrize("text,coords,reason", QWEN_MALFORMED)
def test_qwen_malformed_becomes_invalid(text, coords, reason):
    out = qwen.parse(text, SCREEN, coords=coords, image_size=QWEN25_IMAGE)
    assert out.action.action_type == A.INVALID
    assert reason in out.action.text


# --------------------------------------------------------------------------- GUI-Owl
GUI_OWL_REPLY = """<thinking>
The Settings app is open. The Bluetooth entry is in the list, I should tap it to open its page.
</thinking>
<tool_call>
{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [273, 602]}}
</tool_call>
<conclusion>
Tapped the Bluetooth entry in Settings.
</conclusion>"""


def test_gui_owl_golden():
    out = gui_owl.parse(GUI_OWL_REPLY, SCREEN, image_size=QWEN25_IMAGE)
    assert out.action == act("click", x=270, y=600)
    assert out.thought.startswith("The Settings app is open")
    assert out.summary == "Tapped the Bluetooth entry in Settings."


def test_gui_owl_think_close_tag_and_answer():
    text = ("The total is visible: 128 km.</think>\n<tool_call>\n"
            '{"name": "mobile_use", "arguments": {"action": "answer", "text": "128 km"}}\n</tool_call>\n'
            "<conclusion>\nAnswered the distance.\n</conclusion>")
    out = gui_owl.parse(text, SCREEN, image_size=QWEN25_IMAGE)
    assert out.action == A.answer("128 km")
    assert out.thought == "The total is visible: 128 km."
    assert out.summary == "Answered the distance."


def test_gui_owl_truncated_reply_is_invalid():
    text = '<thinking>\nScroll down.\n</thinking>\n<tool_call>\n{"name": "mobile_use", "arguments": {"action": "swipe", "coordinate": [546, 1800], "coordi'
    out = gui_owl.parse(text, SCREEN, image_size=QWEN25_IMAGE)
    assert out.action.action_type == A.INVALID
    assert out.thought == "Scroll down."


# --------------------------------------------------------------------------- MAI-UI
def mai(args: str, thinking: str = "Plan the next step.") -> str:
    return (f"<thinking>\n{thinking}\n</thinking>\n<tool_call>\n"
            f'{{"name": "mobile_use", "arguments": {args}}}\n</tool_call>')


MAI_GOLDEN = [
    (mai('{"action": "click", "coordinate": [500, 500]}'), act("click", x=541, y=1201)),
    (mai('{"action": "click", "coordinate": [100, 200, 300, 400]}'), act("click", x=216, y=721)),
    (mai('{"action": "double_click", "coordinate": [0, 999]}'), act("double_tap", x=0, y=2399)),
    (mai('{"action": "long_press", "coordinate": [250, 750]}'), act("long_press", x=270, y=1802)),
    (mai('{"action": "type", "text": "Meeting notes"}'), act("input_text", text="Meeting notes")),
    (mai('{"action": "swipe", "direction": "up"}'), act("swipe", direction="up")),
    (mai('{"action": "swipe", "direction": "left", "coordinate": [500, 300]}'), act("swipe", direction="left", x=541, y=721)),
    (mai('{"action": "open", "text": "Simple Calendar Pro"}'), act("open_app", app_name="Simple Calendar Pro")),
    (mai('{"action": "AWAKE", "text": "Clock"}'), act("open_app", app_name="Clock")),
    (mai('{"action": "system_button", "button": "back"}'), act("navigate_back")),
    (mai('{"action": "wait"}'), act("wait")),
    (mai('{"action": "terminate", "status": "success"}'), A.done("complete")),
    (mai('{"action": "terminate", "status": "fail"}'), A.done("infeasible")),
    (mai('{"action": "answer", "text": "You have 3 events tomorrow."}'), A.answer("You have 3 events tomorrow.")),
    (mai('{"action": "ask_user", "text": "Should the alarm repeat on weekends?"}'),
     A.ask_user("Should the alarm repeat on weekends?")),
    (mai('{"action": "INFO", "text": "Which file should I delete?"}'), A.ask_user("Which file should I delete?")),
]


@pytest.mark.parametrize("text,expected", MAI_GOLDEN)
def test_mai_ui_golden(text, expected):
    out = mai_ui.parse(text, SCREEN)
    assert out.action == expected
    assert out.thought == "Plan the next step."


MAI_MALFORMED = [
    (mai('{"action": "drag", "start_coordinate": [10, 10], "end_coordinate": [500, 500]}'), "drag"),
    (mai('{"action": "system_button", "button": "menu"}'), "not supported"),
    (mai('{"action": "click", "coordinate": [1000, 10]}'), "outside the 0..999 range"),
    (mai('{"action": "swipe"}'), "direction"),
    (mai('{"action": "ask_user"}'), "needs a text"),
    ("<thinking>\nI am not sure.\n</thinking>", "no <tool_call>"),
]


@pytest.mark.parametrize("text,reason", MAI_MALFORMED)
def test_mai_ui_malformed(text, reason):
    out = mai_ui.parse(text, SCREEN)
    assert out.action.action_type == A.INVALID
    assert reason in out.action.text


# --------------------------------------------------------------------------- UI-Venus
def venus(action: str, think: str = "Look at the screen.") -> str:
    return f"<think>{think}</think>\n<action>{action}</action>\n<conclusion>Did it.</conclusion>"


VENUS_GOLDEN = [
    (venus("Click(point=(500, 250))"), act("click", x=540, y=600)),
    (venus("Click(box=(120,300))"), act("click", x=130, y=720)),
    (venus("DoubleClick(point=(10, 10))"), act("double_tap", x=11, y=24)),
    (venus("LongPress(point=(500, 500))"), act("long_press", x=540, y=1200)),
    (venus("Swipe(start=(500, 800), end=(500, 200))"), act("swipe", x=540, y=1920, direction="up")),
    (venus("Scroll(start=(100, 500), end=(900, 500))"), act("swipe", x=108, y=1200, direction="right")),
    (venus("Type(content='hello world')"), act("input_text", text="hello world")),
    (venus("Type(content='line one\nline two')"), act("input_text", text="line one\nline two")),
    (venus("LaunchApp(app='Settings')"), act("open_app", app_name="Settings")),
    (venus("Launch(app='Markor')"), act("open_app", app_name="Markor")),
    (venus("Wait()"), act("wait")),
    (venus("PressBack()"), act("navigate_back")),
    (venus("PressHome()"), act("navigate_home")),
    (venus("PressEnter()"), act("keyboard_enter")),
    (venus("CallUser(content='Which Sam should I call?')"), A.ask_user("Which Sam should I call?")),
    (venus('Answer(content="The battery is at 80%.")'), A.answer("The battery is at 80%.")),
    (venus("Finished(content='Task completed.')"), A.done("complete")),
]


@pytest.mark.parametrize("text,expected", VENUS_GOLDEN)
def test_ui_venus_golden(text, expected):
    out = ui_venus.parse(text, SCREEN)
    assert out.action == expected
    assert out.thought == "Look at the screen."
    assert out.summary == "Did it."


VENUS_MALFORMED = [
    ("<think>Hmm.</think>\nI will tap the button.", "no <action>"),
    (venus("Click(point=(500))"), "coordinate must be a list of numbers"),
    (venus("Click(point=(500, 1, 2))"), "coordinate must be [x, y]"),
    (venus("Click()"), "needs point"),
    (venus("Fly(to='moon')"), "unknown action"),
    (venus("Drag(start=(1, 1), end=(500, 500))"), "not in the venus action space"),
    (venus("PressRecent()"), "not in the venus action space"),
    (venus("Click(point=(1200, 10))"), "outside"),
    (venus("Click(point=(1, 2)"), "not a call"),
    (venus("Click(point=foo)"), "literals"),
    (venus("CallUser()"), "needs a text"),
]


@pytest.mark.parametrize("text,reason", VENUS_MALFORMED)
def test_ui_venus_malformed(text, reason):
    out = ui_venus.parse(text, SCREEN)
    assert out.action.action_type == A.INVALID
    assert reason in out.action.text


# --------------------------------------------------------------------------- shared
@pytest.mark.parametrize("fmt", sorted(PARSERS))
@pytest.mark.parametrize("junk", ["", "   ", None, 42, "<tool_call></tool_call>", "{" * 500, "Action: {"])
def test_no_parser_raises_on_junk(fmt, junk):
    out = get_parser(fmt)(junk, SCREEN)
    assert out.action.action_type == A.INVALID


def test_unknown_format_and_coords_are_config_errors():
    with pytest.raises(ValueError, match="valid: gui_owl, json, mai_ui, qwen, ui_venus"):
        get_parser("gpt")
    with pytest.raises(ValueError, match="unknown coordinate mode"):
        qwen.parse(tc('{"action": "wait"}'), SCREEN, coords="normalized")


def test_to_pixels_and_swipe_direction():
    assert to_pixels([1080, 2400], SCREEN, "absolute") == (1079, 2399)  # clamped onto the screen
    assert to_pixels("(540, 1200)", SCREEN, "absolute") == (540, 1200)
    with pytest.raises(ParseError):
        to_pixels([True, 3], SCREEN, "absolute")
    with pytest.raises(ParseError):
        to_pixels([float("nan"), 3], SCREEN, "relative1000")
    assert swipe_direction((0, 100), (0, 0)) == "up"
    assert swipe_direction((0, 0), (5, 100)) == "down"
    assert swipe_direction((100, 0), (0, 10)) == "left"
