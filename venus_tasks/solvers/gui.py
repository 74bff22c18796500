"""Scripted GUI-only solvers for the ``venus`` suite, one per task class (``SOLVERS`` here and
in each module of ``venus_tasks/solvers/`` named after the task module it solves, merged by
``all_solvers``: task class name -> ``solve(gui, goal)``). ``Gui`` is their helper; the
``gui_solver`` agent (``venus_tasks/agents/gui_solver.py``) runs them in the episode loop.

A solver sees what a GUI agent sees and nothing else: the UI elements of
``env.observe(step)`` (parsed from ``uiautomator dump``) and the goal text. It acts only
with ``JSONAction``s through ``env.execute`` (``click`` by element index or at a point,
``scroll``, ``input_text``, ``navigate_back``/``home``, ``open_app``, ``answer``), so a
task it solves is solvable on a real emulator by a real agent. Answers are read from the
screen, never from the task's params.
"""

from __future__ import annotations

import collections
import importlib
import pathlib
import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.env.actions import JSONAction


class StepBudgetExceeded(AssertionError):
    """The solver needed more actions than the task's ``max_steps``."""


class _Watched:
    """An observation whose ``screenshot`` reads are reported to a recorder (every other
    attribute is the observation's own)."""

    def __init__(self, obs, recorder):
        self._obs, self._recorder = obs, recorder

    def __getattr__(self, name: str):
        if name == "screenshot":
            self._recorder.pixels()
        return getattr(self._obs, name)


class Gui:
    """A GUI agent's eyes (the latest observation) and hands (counted actions). With a
    task's ``RoundSchedule`` (``rounds``), interruptions arrive in ``messages`` as the
    episode loop would deliver them, and ``done()`` claims a round done and returns the
    next round's instruction. A ``recorder`` (``venus_tasks.pudam.record.Recorder``) is
    told every observation, action, look, pause, round claimed done and screenshot read
    (the demonstration's features, for the PUDAM rule); None records nothing."""

    def __init__(self, env, budget: int, rounds=None, recorder=None):
        self.env, self.budget, self.steps, self.rounds = env, budget, 0, rounds
        self.recorder = recorder
        self.messages: list[str] = []
        self.obs = None
        self.obs = self._observe()

    @property
    def obs(self):
        """The latest observation (its screenshot reads are recorded with a recorder)."""
        return self._obs if self.recorder is None or self._obs is None else _Watched(self._obs, self.recorder)

    @obs.setter
    def obs(self, value) -> None:
        self._obs = value

    def _observe(self):
        obs = self.env.observe(self.steps)
        due = self.rounds.due(self.steps, obs) if self.rounds is not None else []
        self.messages += due
        if self.recorder is not None:
            self.recorder.observed(self.steps, obs, tuple(due))
        return obs

    def done(self) -> str | None:
        """``status complete`` (a step); the next round's instruction, or None at the end.
        Raises ``RoundFailed`` when the round does not verify."""
        self.act(A.done())
        following = self.rounds.on_done(self.env, self.steps) if self.rounds is not None else None
        if self.recorder is not None and following is not None:
            self.recorder.round_done()
            self.recorder.observed(self.steps, self._obs, (following,))
        return following

    def look(self) -> None:
        """Observe again (after something outside the agent changed the screen)."""
        if self.recorder is not None:
            self.recorder.look()
        self.obs = self._observe()

    def pause(self, seconds: float) -> None:
        """Wait ``seconds`` without acting (``env.sleep``: device time on a stepped
        simulated clock), then look again; no step. Raises ValueError for a negative time."""
        if not seconds >= 0:
            raise ValueError(f"pause length must be >= 0, got {seconds!r}")
        self.env.sleep(seconds)
        if self.recorder is not None:
            self.recorder.look(seconds)
        self.obs = self._observe()

    @property
    def elements(self):
        return self._obs.ui_elements

    def act(self, action: JSONAction) -> None:
        """Execute one action (a step) on the current observation, then look again."""
        if self.steps >= self.budget:
            raise StepBudgetExceeded(f"step budget {self.budget} used up before {action.json_str()}")
        self.env.execute(action, self._obs.ui_elements, self._obs.screen_size)
        if self.recorder is not None:
            self.recorder.action(action)
        self.steps += 1
        self.obs = self._observe()

    # ------------------------------------------------------------ looking
    def find(self, text: str | None = None, desc: str | None = None, rid: str | None = None,
             pred: Callable | None = None) -> int | None:
        """Index of the first element matching all the given criteria (``rid`` matches the
        id's last part), or None."""
        for i, e in enumerate(self.elements):
            if text is not None and e.text != text:
                continue
            if desc is not None and e.content_description != desc:
                continue
            if rid is not None and not e.resource_id.endswith("/" + rid):
                continue
            if pred is not None and not pred(e):
                continue
            return i
        return None

    def texts(self, rid: str) -> list[str]:
        return [e.text for e in self.elements if e.resource_id.endswith("/" + rid)]

    def element(self, **kw):
        i = self.find(**kw)
        assert i is not None, f"not on screen: {kw}; screen: {[e.describe() for e in self.elements]}"
        return self.elements[i]

    # ------------------------------------------------------------ acting
    def click(self, **kw) -> None:
        i = self.find(**kw)
        assert i is not None, f"not on screen: {kw}; screen: {[e.describe() for e in self.elements]}"
        self.act(JSONAction(A.CLICK, index=i))

    def click_at(self, x: int, y: int) -> None:
        self.act(JSONAction(A.CLICK, x=x, y=y))

    def scroll(self, direction: str, **kw) -> None:
        self.act(JSONAction(A.SCROLL, index=self.find(**kw) if kw else None, direction=direction))

    def open_app(self, name: str) -> None:
        self.act(JSONAction(A.OPEN_APP, app_name=name))

    def back(self) -> None:
        self.act(JSONAction(A.NAVIGATE_BACK))

    def answer(self, text: str) -> None:
        self.act(A.answer(text))

    def collect(self, rid: str, list_rid: str, direction: str = "down") -> list[str]:
        """Every text of elements ``rid`` in the list ``list_rid``, scrolling it until the
        screen stops changing (or the list cannot scroll)."""
        seen: list[str] = []
        while True:
            seen += [t for t in self.texts(rid) if t not in seen]
            if self.find(rid=list_rid, pred=lambda e: e.is_scrollable) is None:
                return seen
            before = [(e.text, e.bbox) for e in self.elements]
            self.scroll(direction, rid=list_rid)
            if [(e.text, e.bbox) for e in self.elements] == before:
                return seen


# ------------------------------------------------------------------ Pro Expense
def _names_in_goal(goal: str) -> list[str]:
    m = re.search(r"Delete the expenses (.+) from Pro Expense", goal)
    assert m, goal
    return [n.strip() for n in re.split(r",| and ", m.group(1)) if n.strip()]


def delete_expense(gui: Gui, name: str) -> None:
    """Open the expense ``name`` in the list and delete it (detail sheet, Confirm)."""
    gui.click(text=name, rid="tv_name")
    gui.click(rid="btn_delete")
    gui.click(text="Confirm")


def solve_expense_delete(gui: Gui, goal: str) -> None:
    """Look for each named expense in the list; delete those that exist, report the rest
    and count what is left."""
    wanted = _names_in_goal(goal)
    gui.open_app("Pro Expense")
    present = gui.collect("tv_name", "rv_home")
    missing = [n for n in wanted if n not in present]
    for name in wanted:
        if name in present:
            while gui.find(text=name, rid="tv_name") is None:
                gui.scroll("up", rid="rv_home")
            delete_expense(gui, name)
    left = len(present) - (len(wanted) - len(missing))
    report = [f"{', '.join(missing)}: there are no such expenses in Pro Expense, so I did not delete them."] \
        if missing else []
    gui.answer(" ".join(report + [f"{left} expenses are left."]))


# "Add an expense in/to Pro Expense: NAME, $AMOUNT, category CATEGORY." and its zh text
_EXPENSE_GOALS = (re.compile(r"Pro Expense: (.+), \$([\d.]+), category ([A-Za-z ]+)\."),
                  re.compile(r"在 Pro Expense 中添加一笔支出：(.+)，\$([\d.]+)，类别为 ([A-Za-z ]+)。"))


def goal_expense(goal: str) -> tuple[str, str, str]:
    """``(name, amount, category)`` of an add-expense goal, English or Chinese (the zh
    instance's name is Chinese: it is typed as it is)."""
    m = next((m for rx in _EXPENSE_GOALS if (m := rx.search(goal))), None)
    assert m, goal
    return m.group(1), m.group(2), m.group(3)



def solve_expense_add_duplicate(gui: Gui, goal: str) -> None:
    """Open the expense with the asked name if there is one: the same amount means it is
    logged already (report the date on its detail sheet); otherwise add it."""
    name, amount, category = goal_expense(goal)
    gui.open_app("Pro Expense")
    present = gui.collect("tv_name", "rv_home")
    if name in present:
        while gui.find(text=name, rid="tv_name") is None:
            gui.scroll("up", rid="rv_home")
        gui.click(text=name, rid="tv_name")
        shown = gui.element(rid="tv_amount_value").text
        if float(shown) == float(amount):
            date = gui.element(rid="tv_date_value").text
            gui.answer(f"You already logged {name} on {date}; I did not add it again.")
            return
        gui.click(rid="btn_close")
    gui.click(rid="fb_main_add")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="edt_name"), text=name))
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="edt_amount"), text=amount))
    while gui.find(text=category, rid="tv_name") is None:
        gui.scroll("right", rid="rv_category")
    gui.click(text=category, rid="tv_name")
    gui.click(text="Save")


def in_app(gui: Gui, package: str) -> bool:
    """The app is in front: its activity has the focus, or (a dialog of it has the focus,
    which names no activity) its windows are on screen."""
    focus = (gui.obs.foreground or "").split("/")[0]
    return focus == package if focus else any(e.package_name == package for e in gui.elements)


def settle(gui: Gui, package: str, app: str) -> None:
    """Deal with what interrupts the work: decline a ringing call, close a crash dialog,
    come back from another app. Tries for up to 20 actions: an app that ignores 8-15 of
    them (noise ``numb``) drops the first tries while the call rings on."""
    for _ in range(20):
        if gui.find(text="Decline") is not None:
            gui.click(text="Decline")
        elif gui.find(text="Close app") is not None:
            gui.click(text="Close app")
        elif not in_app(gui, package):
            gui.open_app(app)
        else:
            return


def _field_text(gui: Gui, rid: str) -> str:
    i = gui.find(rid=rid)
    return gui.elements[i].text if i is not None else ""


def _category_chosen(gui: Gui, category: str, before: bool) -> bool:
    """Whether the entry form shows ``category`` as the chosen card: the chosen card is
    filled (the screenshot's pixel just left of its name differs from the other cards';
    the dump has no card nodes, only their names). ``before`` when that cannot be told
    (the cards scrolled out of view, or fewer than three on screen). A tap the app
    dropped leaves the card unfilled, so it is tapped again."""
    names = [e for e in gui.elements if e.resource_id.endswith("/tv_name") and e.bbox is not None
             and e.bbox.x_min >= 8]
    if len(names) < 3 or gui.obs.screenshot is None:
        return before
    shot = gui.obs.screenshot
    fill = {e.text: tuple(int(v) for v in shot[e.bbox.center[1], e.bbox.x_min - 6][:3]) for e in names}
    counts = collections.Counter(fill.values())
    if len(counts) < 2:
        return False if category in fill else before
    usual = counts.most_common(1)[0][0]
    return fill[category] != usual if category in fill else before


# "Add an expense in Pro Expense: NAME, $AMOUNT, category CATEGORY, note: NOTE" and its zh text
_NOTED_GOALS = (re.compile(r"Pro Expense: (.+), \$([\d.]+), category ([A-Za-z ]+), note: (.+)$"),
                re.compile(r"在 Pro Expense 中添加一笔支出：(.+)，\$([\d.]+)，类别为 ([A-Za-z ]+)，备注：(.+)$"))


def solve_expense_add_noisy(gui: Gui, goal: str) -> None:
    """Add the expense the goal names, with its note (see ``add_expense``), in English or
    Chinese; then done."""
    m = next((m for rx in _NOTED_GOALS if (m := rx.search(goal))), None)
    assert m, goal
    name, amount, category, note = m.groups()
    add_expense(gui, name, amount, category, note=note)
    gui.act(A.done())


def add_expense(gui: Gui, name: str, amount: str, category: str, open_first: bool = True,
                note: str | None = None) -> None:
    """Add the expense by looking at the screen before every action, so that a call, a
    crash, another app, dropped actions or a rotation only cost steps. Done once the list
    shows one more row named ``name`` than when it started. ``open_first``: open Pro
    Expense first (False: it is in front already, on its list); ``note``: typed into the
    Note field after the category is chosen (None: the field is left alone)."""
    pkg, picked = "com.arduia.expense", False
    if open_first:
        gui.open_app("Pro Expense")
    settle(gui, pkg, "Pro Expense")
    # the expense lists of these tasks fit on one screen: count the rows named ``name``
    target = gui.texts("tv_name").count(name) + 1 if gui.find(rid="fb_main_add") is not None else 1
    while True:
        settle(gui, pkg, "Pro Expense")
        if gui.find(rid="fb_main_add") is not None:                 # the list
            if gui.texts("tv_name").count(name) >= target:
                return
            gui.click(rid="fb_main_add")
            picked = False
        elif _field_text(gui, "edt_name") != name:
            gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="edt_name"), text=name, clear_text=True))
        elif _field_text(gui, "edt_amount") != amount:
            gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="edt_amount"), text=amount, clear_text=True))
        elif not (picked := _category_chosen(gui, category, picked)):
            if gui.find(text=category, rid="tv_name") is None:
                gui.scroll("right", rid="rv_category")
            else:
                gui.click(text=category, rid="tv_name")
        elif note is not None and _field_text(gui, "edt_note").strip() != note:
            if gui.find(rid="edt_note") is None:
                gui.scroll("down", rid="sv_entry")
            else:
                gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="edt_note"), text=note, clear_text=True))
        elif gui.find(text="Save") is None:
            gui.scroll("down", rid="sv_entry")
        else:
            gui.click(text="Save")


# ------------------------------------------------------------------ Markor
def read_budgets(gui: Gui, folder: str) -> dict[str, int]:
    """Open every note of ``folder`` and read its "Budget: $N" line."""
    gui.open_app("Markor")
    gui.click(text=folder, rid="opoc_filesystem_item__title")
    files = [f for f in gui.collect("opoc_filesystem_item__title", "ui__filesystem_dialog__list")
             if f != ".."]
    budgets = {}
    for name in files:
        while gui.find(text=name, rid="opoc_filesystem_item__title") is None:
            gui.scroll("up", rid="ui__filesystem_dialog__list")
        gui.click(text=name, rid="opoc_filesystem_item__title")
        text = gui.element(rid="document__fragment__edit__highlighting_editor").text
        m = re.search(r"Budget:\s*\$([\d,]+)", text)
        if m:
            budgets[name] = int(m.group(1).replace(",", ""))
        gui.back()
    return budgets


def solve_markor_budget(gui: Gui, goal: str) -> None:
    folder = re.search(r'folder "([^"]+)"', goal).group(1)
    budgets = read_budgets(gui, folder)
    gui.answer(max(budgets, key=budgets.get))


# ------------------------------------------------------------------ Settings
def open_settings_page(gui: Gui, *path: str) -> None:
    gui.open_app("Settings")
    for label in path:
        while gui.find(text=label) is None:
            gui.scroll("down", rid="recycler_view")
        gui.click(text=label)


def solve_screen_timeout(gui: Gui, goal: str) -> None:
    """Settings > Display: the Screen timeout row's summary shows the current value."""
    open_settings_page(gui, "Display")
    while gui.find(text="Screen timeout") is None:
        gui.scroll("down", rid="recycler_view")
    row = gui.elements[gui.find(text="Screen timeout")]
    summary = next(e.text for e in gui.elements if e.text.startswith("After ") and e.bbox.y_min >= row.bbox.y_min)
    value = re.search(r"After (.+) of inactivity", summary).group(1)
    gui.answer(f"Settings > Display > Screen timeout; it is currently set to {value}.")


def set_brightness(gui: Gui, fraction: float) -> None:
    """Settings > Display > Brightness level, tap the slider at ``fraction`` of its width."""
    open_settings_page(gui, "Display", "Brightness level")
    box = gui.element(desc="Display brightness").bbox
    gui.click_at(box.x_min + int((box.x_max - 1 - box.x_min) * fraction), box.center[1])
    gui.back()


def solve_screen_too_dark(gui: Gui, goal: str) -> None:
    set_brightness(gui, 1.0)
    level = gui.element(text="Brightness level")          # the row's summary shows the level
    assert level is not None and gui.find(text="100%") is not None
    gui.act(A.done())


def solve_dnd(gui: Gui, goal: str) -> None:
    open_settings_page(gui, "Sound & vibration", "Do Not Disturb")
    if gui.find(text="Turn on now") is not None:
        gui.click(text="Turn on now")
    assert gui.find(text="Turn off now") is not None
    gui.act(A.done())


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "RefusalExpenseDelete": solve_expense_delete,
    "RefusalExpenseAddDuplicate": solve_expense_add_duplicate,
    "FuncAssistScreenTimeout": solve_screen_timeout,
    **{f"NoiseResistExpenseAdd{kind}": solve_expense_add_noisy for kind in ("Call", "Crash", "PopUp", "Numb", "Rotation")},
    "GUIBrowsingMarkorHighestBudget": solve_markor_budget,
    "VagueScreenTooDark": solve_screen_too_dark,
    "VagueNapDoNotDisturb": solve_dnd,
}


_NOT_SOLVERS = ("__init__", "gui", "screen_ocr", "tasks_dates")   # helpers, no SOLVERS


def all_solvers() -> dict[str, Callable[[Gui, str], None]]:
    """``SOLVERS`` of this module and of every other module of ``venus_tasks/solvers/``
    (task class name -> ``solve(gui, goal)``), imported on the first call."""
    merged = dict(SOLVERS)
    for path in sorted(pathlib.Path(__file__).parent.glob("*.py")):
        if path.stem not in _NOT_SOLVERS:
            merged.update(importlib.import_module(f"{__package__}.{path.stem}").SOLVERS)
    return merged
