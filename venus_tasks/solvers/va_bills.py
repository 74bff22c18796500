"""GUI-only solver for the bill-splitting task of ``venus_tasks/tasks/va_bills.py``: read
yesterday's dinner line in Markor's receipts note, divide, text each guest their share."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui

_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
# "Oct 14 - Dinner at X with A, B and C: $81.47" / "10月14日 - 和A、B、C在 X 吃晚饭：$81.47"
_EN = re.compile(r"^(\w{3}) (\d{1,2}) - Dinner at .+? with (.+): \$([\d.]+)$")
_ZH = re.compile(r"^(\d{1,2})月(\d{1,2})日 - 和(.+?)在 .+? 吃晚饭: \$([\d.]+)$")


def dinners(note: str) -> list[tuple[tuple[int, int], list[str], Decimal]]:
    """``((month, day), first names, total)`` of each dinner line of the note."""
    out = []
    for line in note.splitlines():
        if m := _EN.match(line.strip()):
            names = [n.strip() for n in re.split(r",| and ", m.group(3)) if n.strip()]
            out.append(((_MONTHS.index(m.group(1)) + 1, int(m.group(2))), names, Decimal(m.group(4))))
        elif m := _ZH.match(line.strip()):
            out.append(((int(m.group(1)), int(m.group(2))), m.group(3).split("、"), Decimal(m.group(4))))
    return out


def solve_split_bill(gui: Gui, goal: str) -> None:
    from venus_tasks.solvers.mr_more import _pick, _send

    chinese = re.search(r"[\u4e00-\u9fff]", goal) is not None
    gui.open_app("Markor")
    gui.click(text="receipts.md", rid="opoc_filesystem_item__title")
    note = gui.element(rid="document__fragment__edit__highlighting_editor").text
    (_, guests, total), = [d for d in dinners(note) if d[0] == max(d[0] for d in dinners(note))]
    share = (total / (len(guests) + 1)).quantize(Decimal("0.01"), ROUND_HALF_UP)
    gui.open_app("SMS Messenger")
    gui.click(rid="conversations_fab")
    for i, first in enumerate(guests):
        if i:
            gui.click(desc="Navigate up")                # from the thread back to New conversation
        _pick(gui, first)
        _send(gui, f"昨晚的晚饭一共${total}，我们平摊，你的份额是${share}。" if chinese else
              f"Hi {first}! Last night's dinner was ${total}; split evenly your share is ${share}.")
    gui.act(A.done())


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "VagueSplitDinnerBill": solve_split_bill,
}
