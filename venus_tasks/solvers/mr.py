"""GUI-only solvers for the multi-round tasks of ``venus_tasks/tasks/mr.py`` and
``mr_settings.py`` (Pro Expense, SMS Messenger, Settings): each plays every round, claims it done (``gui.done()``, a step)
and acts on the next instruction, or on an interruption that arrives in ``gui.messages``
while it works. What later rounds leave unsaid ("the first one", "the total") the solver
keeps from the earlier rounds' texts and screens, as an agent must. The expense tasks'
solvers read English and Chinese goals and rounds (their ``zh`` instances type Chinese
names); the others read English.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui, goal_expense
from venus_tasks.solvers.mr_more import send_in_thread

_FIRST_AMOUNT = re.compile(r"\$([\d.]+)")


def _type(gui: Gui, rid: str, text: str, clear: bool = False) -> None:
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid=rid), text=text, clear_text=clear or None))


def enter_expense(gui: Gui, name: str, amount: str, category: str) -> None:
    """On the expense list: +, name, amount, the category (scrolling the strip to it),
    Save."""
    gui.click(rid="fb_main_add")
    _type(gui, "edt_name", name)
    _type(gui, "edt_amount", amount)
    _pick_category(gui, category)
    gui.click(text="Save")


def _pick_category(gui: Gui, category: str) -> None:
    while gui.find(text=category, rid="tv_name") is None:
        gui.scroll("right", rid="rv_category")
    gui.click(text=category, rid="tv_name")


def _open_row(gui: Gui, name: str, amount: str) -> None:
    """Tap the list row ``name`` showing ``amount`` (the list fits on one screen)."""
    rows = [i for i, e in enumerate(gui.elements) if e.resource_id.endswith("/tv_name")]
    amounts = gui.texts("tv_amount")
    i = next(k for k, r in enumerate(rows) if gui.elements[r].text == name
             and Decimal(amounts[k]) == Decimal(amount))
    gui.act(A.JSONAction(A.CLICK, index=rows[i]))


# "Also add NAME, $AMOUNT, category CATEGORY." and its zh text
_MORE = (re.compile(r"Also add (.+), \$([\d.]+), category ([A-Za-z ]+)\."),
         re.compile(r"再添加一笔：(.+)，\$([\d.]+)，类别为 ([A-Za-z ]+)。"))


def solve_add_then_undo(gui: Gui, goal: str) -> None:
    """Add the goal's expense; add the second; delete the first one added (the row with
    the goal's name and amount, not the older one); correct the second's amount (row,
    Edit, amount, Update); text the partner the corrected amount (kept from round 4)."""
    name, amount, category = goal_expense(goal)
    gui.open_app("Pro Expense")
    enter_expense(gui, name, amount, category)
    follow = gui.done()
    name2, amount2, category2 = next(m for rx in _MORE if (m := rx.search(follow))).groups()
    enter_expense(gui, name2, amount2, category2)
    gui.done()
    _open_row(gui, name, amount)
    gui.click(rid="btn_delete")
    gui.click(text="Confirm")
    follow = gui.done()
    fixed = _FIRST_AMOUNT.search(follow).group(1)
    _open_row(gui, name2, amount2)
    gui.click(text="Edit", rid="btn_edit")
    _type(gui, "edt_amount", fixed, clear=True)
    gui.click(text="Update")
    follow = gui.done()
    m = re.search(r"text (\S+) from Simple SMS Messenger what|告诉 (\S+) 第二笔", follow)
    _open_conversation(gui, m.group(1) or m.group(2))
    zh = "在 Pro Expense 中" in goal
    send_in_thread(gui, f"第二笔最后是 ${fixed}。" if zh else f"The second one came to ${fixed}.")
    gui.done()


def _open_conversation(gui: Gui, first: str) -> None:
    gui.open_app("SMS Messenger")
    gui.click(pred=lambda e: e.resource_id.endswith("/conversation_address") and e.text.split()[0] == first)


def solve_amount_interrupted(gui: Gui, goal: str) -> None:
    """Type the name; the correct amount arrives once it is on screen. Then text the
    partner that amount, log the tip in the goal's category, text the partner the sum."""
    name, _, category = goal_expense(goal)
    zh = "在 Pro Expense 中" in goal
    gui.open_app("Pro Expense")
    gui.click(rid="fb_main_add")
    _type(gui, "edt_name", name)
    assert gui.messages, "no correction came"
    amount = _FIRST_AMOUNT.search(gui.messages[-1]).group(1)      # "X was $B, not $A"
    _type(gui, "edt_amount", amount)
    _pick_category(gui, category)
    gui.click(text="Save")
    follow = gui.done()
    m = re.search(r"text (\S+) from Simple SMS|告诉 (\S+) 这笔", follow)
    first = m.group(1) or m.group(2)
    _open_conversation(gui, first)
    send_in_thread(gui, f"这笔花了 ${amount}。" if zh else f"It came to ${amount}.")
    follow = gui.done()
    tip = _FIRST_AMOUNT.search(follow).group(1)
    tip_name = re.search(r"expense named (.+), in the same|名称为 (.+)，类别相同", follow)
    tip_name = tip_name.group(1) or tip_name.group(2)
    gui.open_app("Pro Expense")
    enter_expense(gui, tip_name, tip, category)
    gui.done()
    total = Decimal(amount) + Decimal(tip)
    gui.open_app("SMS Messenger")                                    # back in the conversation
    send_in_thread(gui, f"含小费我一共付了 ${total:.2f}。" if zh else f"With the tip I paid ${total:.2f} in total.")
    gui.done()


# ------------------------------------------------------------------ Settings
def _timeout_choice(gui: Gui) -> str:
    """On the Screen timeout page: the checked choice's title."""
    radios = [e for e in gui.elements if e.class_name.endswith("RadioButton")]
    checked = next(r for r in radios if r.is_checked)
    titles = [e for e in gui.elements if e.resource_id.endswith("/title")]
    return min(titles, key=lambda e: abs(e.bbox.center[1] - checked.bbox.center[1])).text


def _wifi(gui: Gui) -> None:
    """From Settings' main page: Network & internet, Internet, the Wi-Fi switch."""
    gui.click(text="Network & internet")
    gui.click(text="Internet")
    gui.click(text="Wi\u2011Fi")


def solve_wifi_off_then_back(gui: Gui, goal: str) -> None:
    """Wi-Fi off; the timeout (noting the choice checked before); Adaptive brightness on;
    then each back as it was: brightness, the noted timeout, Wi-Fi; then brightness on
    again."""
    gui.open_app("Settings")
    _wifi(gui)
    follow = gui.done()
    new = re.search(r"set the screen timeout to (.+)\.$", follow).group(1)
    gui.click(desc="Navigate up")
    gui.click(desc="Navigate up")
    gui.click(text="Display")
    gui.click(text="Screen timeout")
    start = _timeout_choice(gui)
    gui.click(text=new)
    gui.done()
    gui.click(desc="Navigate up")
    gui.click(text="Adaptive brightness")
    follow = gui.done()
    assert "back the way it was" in follow, follow
    gui.click(text="Adaptive brightness")
    gui.click(text="Screen timeout")
    gui.click(text=start)
    gui.click(desc="Navigate up")
    gui.click(desc="Navigate up")
    _wifi(gui)
    follow = gui.done()
    assert "Adaptive brightness" in follow, follow
    gui.click(desc="Navigate up")
    gui.click(desc="Navigate up")
    gui.click(text="Display")
    gui.click(text="Adaptive brightness")
    gui.done()


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "MultiRoundExpenseAddThenUndo": solve_add_then_undo,
    "MultiRoundExpenseAmountInterrupted": solve_amount_interrupted,
    "MultiRoundWifiOffThenBack": solve_wifi_off_then_back,
}
