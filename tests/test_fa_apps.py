"""The FA tasks over the apps (``venus_tasks/tasks/fa_apps.py``, ``fa_apps_capability.py``): correct answers phrased
other ways (order, case, separators, Chinese) pass, the plausible wrong ones fail; both
kinds of capability instance are solved through the GUI; a locate task fails on the wrong
screen, or when something was saved on the way."""

from __future__ import annotations

import types

import pytest

from venus_tasks.solvers import fa_apps as solvers
from venus_tasks.solvers.gui import Gui
from tests.test_gui_solvable import _episode, stepped_env
from venus_tasks import registry
from venus_tasks.checks import check_task
from venus_tasks.env import actions as A
from venus_tasks.registry import instance_seed
from venus_tasks.tasks import fa_apps_capability

TASKS = {c.__name__: c for c in registry.select("venus")}


@pytest.fixture(scope="module")
def gui_env(request):
    """A simulated device set up as ``--setup_device`` leaves it, its clock stepped (as
    test_gui_solvable's)."""
    server, env = stepped_env()
    request.addfinalizer(server.stop)
    return env


def instance(name: str, **want):
    """The first instance (by seed) of task ``name`` whose params match ``want``."""
    cls = TASKS[name]
    for seed in range(500):
        params = cls.generate_random_params(seed)
        if all(params[k] == v for k, v in want.items()):
            return cls(params)
    raise AssertionError(f"no seed gives {name} with {want}")


def passes(task, answer: str) -> bool:
    """verify of an answer-only task on ``answer`` (these read nothing but the answer)."""
    return task.verify(types.SimpleNamespace(answer=answer)) == 1.0


def _wrong_way(env, name: str, seed: int, solve) -> float:
    """The score of ``solve(gui, goal)`` on an instance (no step count asserted)."""
    cls = TASKS[name]
    task = cls(cls.generate_random_params(seed))
    task.initialize_task(env)
    try:
        solve(Gui(env, task.max_steps), task.goal)
        return task.is_successful(env)
    finally:
        task.tear_down(env)


def _seed_of(name: str, **want) -> int:
    cls = TASKS[name]
    return next(s for s in range(500) if all(cls.generate_random_params(s)[k] == v for k, v in want.items()))


# ------------------------------------------------------------------ capability
def test_markor_type_offered_answers():
    t = instance("FuncAssistCapabilityMarkorFileType", file_type="AsciiDoc")
    n, folder = t.params["count"], t.params["folder"]
    good = [f"Yes, AsciiDoc is available; the file gets .adoc. {folder} has {n} AsciiDoc files.",
            f"yes -- asciidoc files are saved as *.ADOC, and there are {n} .adoc files in {folder}",
            f"可以，选择 AsciiDoc 类型，扩展名是 .adoc。{folder} 里有 {n} 个 AsciiDoc 文件。"]
    bad = ["Yes, AsciiDoc is available; the file gets .adoc.",                      # the public constant alone
           f"Yes, AsciiDoc is available; the file gets .adoc. {folder} has {n + 1} AsciiDoc files.",
           f"Yes, AsciiDoc files get .md. {folder} has {n} AsciiDoc files.",
           f"Yes, Markor can create AsciiDoc files. {folder} has {n} files.",
           f"No, Markor cannot create AsciiDoc files. {folder} has {n} files.",
           "Markdown .md, Plain Text .txt, todo.txt, Wikitext .txt, AsciiDoc .adoc, CSV .csv"]
    assert [passes(t, a) for a in good] == [True] * len(good)
    assert [passes(t, a) for a in bad] == [False] * len(bad)


def test_markor_type_not_offered_answers():
    t = instance("FuncAssistCapabilityMarkorFileType", file_type="LaTeX")
    n, folder = t.params["count"], t.params["folder"]
    types_ = "Markdown, Plain Text, todo.txt, Wikitext, AsciiDoc and CSV"
    good = [f"No, Markor can't create LaTeX files. It offers {types_}. {folder} holds {n} LaTeX files.",
            f"LaTeX is not available. Available types: csv, asciidoc, wikitext, todo.txt, plain text, markdown. "
            f"There are {n} .tex files in {folder}.",
            f"不能，Markor 不支持 LaTeX。它提供的类型有：Markdown、Plain Text、todo.txt、Wikitext、AsciiDoc、CSV。"
            f"{folder} 文件夹里有 {n} 个 LaTeX 文件。"]
    bad = [f"No, Markor can't create LaTeX files. It offers {types_}.",           # the public constant alone
           f"No, Markor can't create LaTeX files. It offers {types_}. {folder} holds {n + 2} LaTeX files.",
           f"No, Markor can't create LaTeX files. {folder} holds {n} LaTeX files.",
           f"No, Markor can't create LaTeX files. It offers Markdown, Plain Text, Wikitext and AsciiDoc. "
           f"{folder} holds {n} LaTeX files.",
           f"No LaTeX. It offers {types_} and HTML. {folder} holds {n} LaTeX files.",
           f"Yes, it can create LaTeX files. It offers {types_}. {folder} holds {n} LaTeX files."]
    assert [passes(t, a) for a in good] == [True] * len(good)
    assert [passes(t, a) for a in bad] == [False] * len(bad)


def test_expense_category_answers():
    t = instance("FuncAssistCapabilityExpenseCategory", category="Health Care")
    item, filed = t.params["item"], t.params["filed"]
    other = next(c for c in ("Food", "Clothes", "Donation") if c not in (filed, "Health Care"))
    assert passes(t, f"Yes, Health Care is one of the categories. {item} is under {filed} right now.")
    assert passes(t, f"有，Health Care 是其中一个类别。{item} 目前在 {filed} 类别里。")
    assert not passes(t, "Yes, Health Care is one of the categories.")          # the public constant alone
    assert not passes(t, f"Yes, Health Care is one of the categories. {item} is under {other} right now.")
    assert not passes(t, f"No, there is no Health Care category. {item} is under {filed}.")
    assert passes(t, f"Yes: {', '.join(fa_apps_capability._EXPENSE_CATEGORIES)}. {item} is under {filed}.")
    assert not passes(t, f"Yes, Health Care exists. {item} is under {filed} or {other}, I think.")
    t = instance("FuncAssistCapabilityExpenseCategory", category="Travel")
    item, filed = t.params["item"], t.params["filed"]
    cats = list(fa_apps_capability._EXPENSE_CATEGORIES)
    assert passes(t, f"No, there's no Travel category. {item} is filed under {filed}.")
    assert passes(t, f"没有 Travel 这个类别。{item} 现在归在 {filed}。")
    assert not passes(t, f"No, there's no Travel category. The categories are {', '.join(reversed(cats))}.")
    assert passes(t, f"No Travel category. The categories are {', '.join(cats)}. {item} is under {filed}.")
    assert not passes(t, f"Yes, Travel is there. {item} is filed under {filed}.")
    assert not passes(t, "No, there's no Travel category.")


@pytest.mark.parametrize("name", ["FuncAssistCapabilityMarkorFileType", "FuncAssistCapabilityExpenseCategory"])
@pytest.mark.parametrize("offered", [True, False])
def test_capability_both_kinds_pass_the_check_and_the_gui(name, offered, gui_env):
    cls = TASKS[name]
    suite_seed = next(s for s in range(500)
                      if cls.generate_random_params(instance_seed(s, name, 0))["offered"] is offered)
    result = check_task(cls, gui_env, seed=suite_seed)
    assert result.problems == () and result.oracle_score == 1.0, result.problems
    seed = _seed_of(name, offered=offered)
    score, steps, budget = _episode(gui_env, cls, seed, solvers.SOLVERS[name])
    assert score == 1.0 and steps == cls(cls.generate_random_params(seed)).optimal_steps <= budget, (name, steps)


# ------------------------------------------------------------------ locate
def test_locate_fails_on_the_update_screen_and_after_saving(gui_env):
    name = "FuncAssistLocateExpenseEntry"

    def update_screen(gui: Gui, goal: str) -> None:
        gui.open_app("Pro Expense")
        gui.click(rid="tv_name")
        gui.click(rid="btn_edit")
        gui.done()

    def save_then_show(gui: Gui, goal: str) -> None:
        gui.open_app("Pro Expense")
        gui.click(rid="fb_main_add")
        gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="edt_amount"), text="5"))
        gui.click(rid="btn_save")
        gui.click(rid="fb_main_add")
        gui.done()

    def typed_not_saved(gui: Gui, goal: str) -> None:
        gui.open_app("Pro Expense")
        gui.click(rid="fb_main_add")
        gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="edt_name"), text="Tea"))
        gui.done()

    assert _wrong_way(gui_env, name, 11, update_screen) == 0.0
    assert _wrong_way(gui_env, name, 11, save_then_show) == 0.0
    assert _wrong_way(gui_env, name, 11, typed_not_saved) == 1.0    # nothing saved: still the place


def test_locate_stopwatch_fails_on_the_timer_tab_or_once_started(gui_env):
    name = "FuncAssistLocateClockStopwatch"

    def timer_tab(gui: Gui, goal: str) -> None:
        gui.open_app("Clock")
        gui.click(rid="page_timer")
        gui.done()

    def started(gui: Gui, goal: str) -> None:
        gui.open_app("Clock")
        gui.click(rid="page_stopwatch")
        gui.click(rid="fab", desc="Start")
        gui.click(rid="fab", desc="Pause")
        gui.done()

    assert _wrong_way(gui_env, name, 11, timer_tab) == 0.0
    assert _wrong_way(gui_env, name, 11, started) == 0.0




def test_sms_message_action_answers(monkeypatch):
    monkeypatch.setattr(fa_apps_capability, "provider_state", lambda device: "seeded")
    t = instance("FuncAssistCapabilitySmsMessageAction", label="Copy to clipboard")
    t.before = "seeded"
    n, name, other = t.params["count"], t.params["name"], t.params["other_counts"][0]
    env = types.SimpleNamespace(device=None)
    good = [f"Yes, long-press it and choose Copy to clipboard. {name}: {n} messages.",
            f"There are {n} texts with {name}. To copy one, long press it and hit 'copy to clipboard'.",
            f"可以，长按短信后点 Copy to clipboard。和 {name} 的对话有{n}条短信。"]
    bad = [f"Yes, long-press it and choose Copy to clipboard. {name}: {other} messages.",
           f"No, you can't copy messages. {name}: {n} messages.",
           f"Yes, you can copy it. {name}: {n} messages.",                 # no option named
           f"Copy to clipboard. {name}: {n} or {n + 1} messages."]
    for a in good:
        env.answer = a
        assert t.verify(env) == 1.0, a
    for a in bad:
        env.answer = a
        assert t.verify(env) == 0.0, a
    t = instance("FuncAssistCapabilitySmsMessageAction", feature="edit a message after I have sent it")
    t.before = "seeded"
    n, name = t.params["count"], t.params["name"]
    for a, want in [(f"No, a sent SMS cannot be edited. {name}: {n} messages.", 1.0),
                    (f"不能，已发出的短信无法修改。你和 {name} 有 {n} 条短信。", 1.0),
                    (f"Yes, long-press it and tap Edit. {name}: {n} messages.", 0.0),
                    (f"{name}: {n} messages.", 0.0)]:
        env.answer = a
        assert t.verify(env) == want, a


@pytest.mark.parametrize("want", [{"label": ""}, {"count": 7}])
def test_sms_message_action_through_the_gui(want, gui_env):
    seed = _seed_of("FuncAssistCapabilitySmsMessageAction", **want)
    cls = TASKS["FuncAssistCapabilitySmsMessageAction"]
    score, steps, budget = _episode(gui_env, cls, seed, solvers.SOLVERS[cls.__name__])
    assert score == 1.0 and steps <= budget
