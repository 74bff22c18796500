"""GUI-only solvers for the vague tool-app tasks of ``venus_tasks/tasks/va_tools.py``: each
reads what it needs from the goal and from the screens (a password in a text message, a
folder's name in the system folder picker) and acts only with ``JSONAction``s."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui

# What a bilingual colleague knows: the Chinese names of the meetings, and which folder
# names hold work documents.
_MEETINGS_ZH = {"预算评审会": "budget review", "产品发布会": "product launch", "季度规划会": "quarterly planning",
                "客户提案会": "client pitch", "设计冲刺会": "design sprint", "销售启动会": "sales kickoff"}
_WORK_WORDS = ("Work", "Office", "Job")
_TAX_WORDS = ("tax", "accounting")
_PASSWORD = re.compile(r"(?:password is|密码是)\s*(\S+?)[.。]?$")


def slides_goal(goal: str) -> tuple[str, str]:
    """``(colleague's first name, meeting)`` of the slides goal, in any of its wordings."""
    for rx in (r"^(\S+) sent me the slides for the (.+?) as a zip", r"^The (.+?) slides came from (\S+) as a zip",
               r"^(\S+?)把(.+?)的幻灯片"):
        m = re.search(rx, goal)
        if m:
            first, meeting = m.groups() if not rx.startswith("^The") else m.groups()[::-1]
            return first, _MEETINGS_ZH.get(meeting, meeting)
    raise AssertionError(f"not a slides goal: {goal!r}")


def _type(gui: Gui, index: int, text: str) -> None:
    gui.act(A.JSONAction(A.INPUT_TEXT, index=index, text=text))


def solve_slides(gui: Gui, goal: str) -> None:
    """Read the password in the colleague's thread; in ZipXtract pick the meeting's
    archive, choose the work folder under Documents as the destination, extract with the
    password."""
    first, meeting = slides_goal(goal)
    archive = meeting.replace(" ", "_") + "_slides.zip"
    gui.open_app("SMS Messenger")
    gui.click(rid="conversation_address", pred=lambda e: e.text.split()[0] == first)
    password = next(m.group(1) for t in gui.texts("thread_message_body") if (m := _PASSWORD.search(t.strip())))
    gui.open_app("ZipXtract")
    gui.click(text="Pick File")
    gui.click(text=archive, rid="title")
    assert gui.find(text=f"Selected File: {archive}") is not None
    gui.click(text="Extract To")
    gui.click(text="Documents", rid="title")
    work = next(t for t in gui.texts("title") if t in _WORK_WORDS)
    gui.click(text=work, rid="title")
    gui.click(text="USE THIS FOLDER")
    gui.click(text="ALLOW")
    gui.click(text="Extract", rid="extractButton")
    _type(gui, gui.find(pred=lambda e: e.class_name.endswith("EditText")), password)
    gui.click(text="Extract", rid="button1")
    assert gui.find(text="File extracted successfully") is not None, [e.text for e in gui.elements]
    gui.act(A.done())


# The currencies as people name them, to CalcYou's unit names.
_CURRENCIES = {"Australian dollars": "Australian Dollar", "澳元": "Australian Dollar",
               "Brazilian reais": "Brazilian Real", "巴西雷亚尔": "Brazilian Real",
               "Canadian dollars": "Canadian Dollar", "加元": "Canadian Dollar",
               "Swiss francs": "Swiss Franc", "瑞士法郎": "Swiss Franc",
               "Chinese yuan": "Chinese Yuan Renminbi", "人民币": "Chinese Yuan Renminbi",
               "Czech korunas": "Czech Koruna", "捷克克朗": "Czech Koruna",
               "Danish kroner": "Danish Krone", "丹麦克朗": "Danish Krone"}


def loan_goal(goal: str) -> tuple[str, str, str]:
    """``(friend's first name, amount, currency as the goal words it)``."""
    for rx, order in ((r"I lent (\S+) (\d+) (.+?) in .+?\. Text", (0, 1, 2)),
                      (r"Back in .+? I lent (\S+) (\d+) (.+?)\. Using", (0, 1, 2)),
                      (r"我在.+?借给了(\S+) (\d+) (.+?)。", (0, 1, 2))):
        m = re.search(rx, goal)
        if m:
            return tuple(m.groups()[i] for i in order)
    raise AssertionError(f"not a loan goal: {goal!r}")


def convert_currency(gui: Gui, unit: str, amount: str) -> float:
    """In CalcYou's currency converter: ``amount`` of ``unit``, read back in euros (the
    first row of the results)."""
    gui.open_app("CalcYou")
    gui.click(pred=lambda e: e.is_clickable and not e.text and not e.content_description
              and e.bbox.y_max < gui.elements[0].bbox.y_max + 200 and e.bbox.x_max < 200)     # the menu icon
    gui.click(text="Unit Converter")
    gui.click(text="Currencies")
    gui.click(text="Unit")
    while gui.find(text=unit) is None:
        gui.scroll("down", pred=lambda e: e.is_scrollable)
    gui.click(text=unit)
    _type(gui, gui.find(text="Value"), amount)
    texts = [e.text for e in gui.elements if e.text]
    return float(texts[texts.index("Euro") + 1])


def solve_loan(gui: Gui, goal: str) -> None:
    """Convert the loan to euros in CalcYou, text the friend the amount to the cent."""
    from venus_tasks.solvers.mr_more import _pick, _send

    first, amount, said = loan_goal(goal)
    euros = convert_currency(gui, _CURRENCIES[said], amount)
    cents = round(euros * 100)
    value = f"{cents // 100}.{cents % 100:02d}"
    gui.open_app("SMS Messenger")
    gui.click(rid="conversations_fab")
    _pick(gui, first)
    chinese = re.search(r"[\u4e00-\u9fff]", goal) is not None
    _send(gui, f"你好！我借给你的{amount}{said}按汇率折合{value}欧元。" if chinese else
          f"Hi {first}! The {amount} {said} I lent you come to {value} euros at my converter's rate.")
    gui.act(A.done())


def solve_tax_papers(gui: Gui, goal: str) -> None:
    """Zip the year's folder in the tax folder under Documents with ZipXtract's Create
    tab, saved next to the papers."""
    year = re.search(r"(20\d\d)", goal).group(1)
    gui.open_app("ZipXtract")
    gui.click(text="Create")
    gui.click(text="Folder")
    gui.click(text="Documents", rid="title")
    gui.click(rid="title", pred=lambda e: any(w in e.text.lower() for w in _TAX_WORDS))
    gui.click(text=year, rid="title")
    gui.click(text="USE THIS FOLDER")
    gui.click(text="ALLOW")
    gui.click(text="Save Zip To")                       # reopens in the year's folder
    gui.click(text="USE THIS FOLDER")
    gui.click(text="ALLOW")
    gui.click(text="Compress ZIP")
    _type(gui, gui.find(text="Zip Name (without .zip)"), f"taxes_{year}")
    gui.click(text="Non Encrypted")
    gui.act(A.done())


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "VagueSlidesFromColleague": solve_slides,
    "VagueLoanInEuros": solve_loan,
    "VagueTaxPapersForAccountant": solve_tax_papers,
}
