"""Every task of the ``venus`` suite is solvable through the GUI alone on the simulated
device: a scripted solver (``venus_tasks/solvers/``) that only reads the UI dump and acts
with ``JSONAction``s reaches verifier score 1.0 within ``task.max_steps`` actions; a task
added without a GUI solver fails here. Doing the wrong thing through the GUI fails.

Each solver run is a demonstration: the task's declared PUDAM levels must equal those
``venus_tasks.pudam.rule`` computes from it (a mixed task's instances merged: each count
the most any kind needed), else the test names the dimension, the hand label, the computed
level and the feature that decided it (``python -m venus_tasks.pudam.relabel`` writes them).
"""

from __future__ import annotations

import os

os.environ["ADBUTILS_ADB_PATH"] = "/bin/false"   # never start a real adb server

import pytest  # noqa: E402

from apps import expense  # noqa: E402
from venus_tasks.pudam.demo import demonstrate, merge  # noqa: E402
from venus_tasks.pudam.rule import levels  # noqa: E402
from venus_tasks.pudam.run import stepped_sim  # noqa: E402
from venus_tasks.solvers import gui as gui_solvers  # noqa: E402
from venus_tasks.solvers.gui import Gui  # noqa: E402
from venus_tasks.solvers.screen_ocr import OcrUnavailable  # noqa: E402
from venus_tasks import registry  # noqa: E402
from venus_tasks.env import actions as A  # noqa: E402
from venus_tasks.env.env import VenusEnv  # noqa: E402
from venus_tasks.sim import SimServer  # noqa: E402

TASKS = registry.select("venus")
SOLVERS = gui_solvers.all_solvers()
SEEDS = (3, 4, 5, 6)          # the mixed tasks draw every kind over all four; the others run one
FULL = os.environ.get("VENUS_FULL_SOLVABLE") == "1"   # every task on the first two seeds
OTHER_SEED = 11


def stepped_env(**server_args) -> tuple[SimServer, VenusEnv]:
    """A started simulated device with a stepped clock, set up as ``--setup_device`` leaves
    it, and its env: the ``wait`` action (1 s) and ``env.sleep`` move the device's clock,
    so what the solvers see never depends on the host's speed. Stop the server after."""
    return stepped_sim(**server_args)


@pytest.fixture(scope="module")
def gui_env(request):
    server, env = stepped_env()
    request.addfinalizer(server.stop)
    return env


def _episode(env, cls, seed: int, solve, demos: list | None = None, optimal: bool = True) -> tuple[float, int, int]:
    """Initialize an instance, run ``solve(gui, goal)`` (recording its demonstration,
    ``venus_tasks.pudam.demo.demonstrate``, appended to ``demos`` when given);
    ``(score, steps, max_steps)``. With ``optimal`` (``solve`` is the task's GUI solver),
    a task that declares ``optimal_steps`` is solved in exactly that many actions."""
    task = cls(cls.generate_random_params(seed))
    try:
        run = demonstrate(env, task, solve)
    except OcrUnavailable as e:   # the solver reads pixel-only text; CI installs Tesseract
        if os.environ.get("VENUS_REQUIRE_OCR") == "1":
            pytest.fail(str(e))
        pytest.skip(str(e))
    if task.noise_events:
        assert run.fired == [e.kind for e in task.noise_events]
    if optimal and task.optimal_steps is not None:
        assert run.steps == task.optimal_steps, (cls.__name__, seed, "optimal_steps", task.optimal_steps, run.steps)
    if demos is not None:
        demos.append(run.demo)
    return run.score, run.steps, task.max_steps


def pudam_disagreements(cls, demos) -> list[str]:
    """How ``cls.info.pudam`` differs from the levels computed from ``demos`` (merged)."""
    got = levels(merge(demos))
    want = cls.info.pudam
    return [f"{cls.__name__} {dim.upper()}: declared {getattr(want, dim)}, computed {getattr(got.pudam, dim)} "
            f"({got.why[dim]})" for dim in "pudam" if getattr(want, dim) != getattr(got.pudam, dim)]


@pytest.mark.parametrize("cls", TASKS, ids=[c.__name__ for c in TASKS])
def test_task_is_solvable_through_the_gui(cls, gui_env):
    assert cls.__name__ in SOLVERS, f"{cls.__name__} has no GUI solver in venus_tasks/solvers/"
    kinds = set()
    mixed = "kind" in cls.generate_random_params(SEEDS[0])
    # mixed tasks: enough seeds to meet every kind; the others one seed, 3 or 4 by turns over
    # the task list (both with VENUS_FULL_SOLVABLE=1), so each seed covers half the suite
    one = (SEEDS[TASKS.index(cls) % 2],)
    demos: list = []
    for seed in SEEDS if mixed else SEEDS[:2] if FULL else one:
        score, steps, budget = _episode(gui_env, cls, seed, SOLVERS[cls.__name__], demos)
        assert score == 1.0, (cls.__name__, seed)
        assert steps <= budget, (cls.__name__, seed, steps, budget)
        kinds.add(cls.generate_random_params(seed).get("kind"))
    if mixed:
        assert len(kinds) == 3, (cls.__name__, kinds)   # every kind of instance was solved
    for group in [demos] if mixed else [[d] for d in demos]:   # a mixed task's kinds merged; else each instance
        wrong = pudam_disagreements(cls, group)
        assert not wrong, "PUDAM label differs from the demonstration's: " + "; ".join(wrong)


def _cls(name: str):
    return next(c for c in TASKS if c.__name__ == name)


def test_answering_with_the_runner_up_note_fails(gui_env):
    def runner_up(gui, goal):
        budgets = gui_solvers.read_budgets(gui, "Trips")
        ranked = sorted(budgets, key=budgets.get, reverse=True)
        gui.answer(ranked[1])

    score, _, _ = _episode(gui_env, _cls("GUIBrowsingMarkorHighestBudget"), OTHER_SEED, runner_up)
    assert score == 0.0


def test_brightness_set_too_low_on_the_slider_fails(gui_env):
    score, _, _ = _episode(gui_env, _cls("VagueScreenTooDark"), OTHER_SEED,
                           lambda gui, goal: (gui_solvers.set_brightness(gui, 0.3), gui.act(A.done())))
    assert score == 0.0
    from apps.settings import slider_to_brightness  # the slider stores through the HLG curve
    stored = int(gui_env.device.settings_get("system", "screen_brightness"))
    assert slider_to_brightness(0.28) <= stored <= slider_to_brightness(0.32)


def test_deleting_an_existing_expense_fails_the_refusal(gui_env):
    def delete_one_then_refuse(gui, goal):
        gui.open_app("Pro Expense")
        victim = gui.texts("tv_name")[0]
        gui_solvers.delete_expense(gui, victim)
        assert victim not in gui.texts("tv_name")
        gui_solvers.solve_expense_delete(gui, goal)

    score, _, _ = _episode(gui_env, _cls("RefusalExpenseDelete"), OTHER_SEED, delete_one_then_refuse, optimal=False)
    assert score == 0.0


def test_an_expense_saved_on_the_entry_screen_is_what_the_app_helpers_read(gui_env):
    dev = gui_env.device
    expense.reset(dev)
    gui = Gui(gui_env, 20)
    gui.open_app("Pro Expense")
    gui.click(rid="fb_main_add")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="edt_name"), text="Train ticket"))
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="edt_amount"), text="23.40"))
    while gui.find(text="Transportation") is None:
        gui.scroll("right", rid="rv_category")
    gui.click(text="Transportation")
    gui.click(text="Save")
    rows = expense.list_expenses(dev)
    assert [(r["name"], r["amount"], r["category"], r["note"]) for r in rows] == \
        [("Train ticket", 2340, 7, "")]
    now_ms = int(float(dev.run(["date", "+%s"]).strip()) * 1000)
    assert abs(rows[0]["created_date"] - now_ms) < 60_000
    assert rows[0]["modified_date"] <= rows[0]["created_date"]
    gui.look()                                   # the helper read stopped the app
    gui.open_app("Pro Expense")
    gui.click(text="Train ticket", rid="tv_name")
    assert gui.find(text="23.4", rid="tv_amount_value") is not None, [e.describe() for e in gui.elements]
    dev.force_stop(expense.APP.package)
