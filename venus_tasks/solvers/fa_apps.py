"""GUI-only solvers for the FA tasks over the apps (``venus_tasks/tasks/fa_apps.py``): they
find the screens by what is on them and read counts and offered choices from the screen."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui

TITLE = "opoc_filesystem_item__title"


def _locate(app: str, **target) -> Callable[[Gui, str], None]:
    def solve(gui: Gui, goal: str) -> None:
        gui.open_app(app)
        gui.click(**target)
        gui.done()
    return solve


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "FuncAssistLocateExpenseEntry": _locate("Pro Expense", rid="fb_main_add"),
    "FuncAssistLocateMarkorNewNote": _locate("Markor", rid="fab_add_new_item"),
    "FuncAssistLocateClockStopwatch": _locate("Clock", rid="page_stopwatch"),
}


def solve_markor_file_type(gui: Gui, goal: str) -> None:
    """Open the asked folder and count its files of the type (by the extension the dialog
    shows, or the type's usual one); the new file dialog's type list: pick the asked type
    and read the extension field, or list the types offered."""
    wanted = re.search(r"Can Markor create a new (.+?) file\?", goal).group(1)
    folder = re.search(r"in my (\S+) folder", goal).group(1)
    gui.open_app("Markor")
    gui.click(text=folder, rid=TITLE)
    names = [t for t in gui.texts(TITLE) if t != ".."]
    gui.click(rid="fab_add_new_item")
    gui.click(rid="text1")                            # the Type spinner (Template's comes after it)
    offered = [t for t in gui.texts("text1") if t != "None"]
    if wanted in offered:
        gui.click(rid="text1", text=wanted)
        ext = gui.element(rid="new_file_dialog__ext").text
        gui.click(rid="button2")
        n = sum(name.endswith(ext) for name in names)
        gui.answer(f"Yes: choose {wanted} as the type when creating a file, and it is saved with the {ext} "
                   f"extension. {folder} has {n} {wanted} files.")
    else:
        ext = _USUAL_EXTENSIONS[wanted]
        gui.click(rid="text1", pred=lambda e: e.is_checked)   # keep the current type: closes the list
        gui.click(rid="button2")
        n = sum(name.endswith(ext) for name in names)
        gui.answer(f"No, {wanted} is not available in Markor. It can create these types: {', '.join(offered)}. "
                   f"{folder} has {n} {wanted} files.")


# What a file of a type Markor cannot create is usually called (general knowledge).
_USUAL_EXTENSIONS = {"LaTeX": ".tex", "HTML": ".html", "JSON": ".json", "Org mode": ".org", "Rich Text": ".rtf",
                     "YAML": ".yaml"}


def solve_expense_category(gui: Gui, goal: str) -> None:
    """Open the named expense's Update Data screen: the category strip starts with the
    expense's own category (the app moves the selected one first, ``moveItemToFirstIndex``;
    the screenshot shows it checked); scroll the strip sideways to the end to see every
    category; leave unsaved."""
    item, wanted = re.search(r'file my "(.+?)" expense under a "(.+?)" category', goal).groups()
    gui.open_app("Pro Expense")
    gui.click(text=item, rid="tv_name")
    gui.click(rid="btn_edit")
    filed = gui.texts("tv_name")[0]
    seen: list[str] = []
    while True:
        seen += [t for t in gui.texts("tv_name") if t not in seen]
        before = gui.texts("tv_name")
        if len(seen) >= 11 or before[-1:] == ["Others"]:
            break
        gui.scroll("right", rid="rv_category")
    gui.back()
    if wanted in seen:
        gui.answer(f"Yes, {wanted} is one of the categories you can choose. {item} is in {filed} at the moment.")
    else:
        gui.answer(f"No. There is no {wanted} category. {item} is in {filed} at the moment.")


SOLVERS.update({
    "FuncAssistCapabilityMarkorFileType": solve_markor_file_type,
    "FuncAssistCapabilityExpenseCategory": solve_expense_category,
})


_SMS_OPTIONS = {"delete": "Delete", "copy": "Copy to clipboard", "share": "Share"}


def solve_sms_message_action(gui: Gui, goal: str) -> None:
    """Open the conversation, count its messages, long-press one and read the options the
    action mode offers; change nothing."""
    from venus_tasks.env import actions as A

    m = re.search(r"can I (.+?)\? If I can.*conversation with (.+)\?$", goal)
    feature, name = m.group(1), m.group(2)
    gui.open_app("SMS Messenger")
    gui.click(text=name, rid="conversation_address")
    n = len(gui.texts("thread_message_body"))
    gui.act(A.JSONAction(A.LONG_PRESS, index=gui.find(rid="thread_message_body")))
    options = {e.content_description for e in gui.elements if e.content_description}
    verb = feature.split()[0]
    label = _SMS_OPTIONS.get(verb)
    if label in options:
        gui.answer(f"Yes: long-press the message, then tap {label}. The conversation with {name} has {n} messages.")
    else:
        gui.answer(f"No, Simple SMS Messenger cannot {verb} messages. The conversation with {name} has {n} messages.")


SOLVERS["FuncAssistCapabilitySmsMessageAction"] = solve_sms_message_action
