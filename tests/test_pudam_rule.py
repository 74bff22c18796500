"""PUDAM levels computed from demonstrations (``venus_tasks.pudam``): the rule on
hand-built demonstrations, one level of each dimension at a time, and the recorder the
GUI solvers report to (a scripted screen, no device)."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from venus_tasks.env import actions as A
from venus_tasks.env.observation import Observation, UIElement
from venus_tasks.pudam import record
from venus_tasks.pudam.demo import Demonstration, conditions_in
from venus_tasks.pudam.record import Recorder
from venus_tasks.pudam.rule import levels
from venus_tasks.solvers.gui import Gui
from venus_tasks.task import PUDAM

# A toggle in Settings: two taps on labelled elements, no reading, no condition.
TOGGLE = Demonstration("T", "fa", "state", steps=3, taps=2, screens=1, apps=1, pages=2)


def _level(dim: str, **changes) -> int:
    return getattr(levels(dataclasses.replace(TOGGLE, **changes)).pudam, dim)


def test_a_settings_toggle_is_level_one_everywhere():
    got = levels(TOGGLE)
    assert got.pudam == PUDAM(1, 1, 1, 1, 1)
    assert got.why["a"] == "taps on elements and keys only"


@pytest.mark.parametrize("changes, level", [
    ({"scrolls": 1}, 2), ({"overflow": 1}, 2), ({"apps": 2}, 1), ({"pages": 8}, 2), ({"pages": 7}, 1),
    ({"pixel_reads": 1}, 3), ({"point_taps": 1}, 3), ({"drags": 1, "drag_points": 40}, 3),
    ({"looks": 3, "paused_s": 12.0}, 4), ({"waits": 1, "pixel_reads": 2}, 4),
])
def test_perception(changes, level):
    assert _level("p", **changes) == level


@pytest.mark.parametrize("changes, level", [
    ({"conditions": 1}, 2), ({"rounds": 1}, 2), ({"typed": 1, "answers": 1}, 2), ({"typed": 1}, 1),
    ({"conditions": 2}, 3), ({"category": "cf"}, 3),
    ({"category": "va"}, 4), ({"intent_gap": 1}, 4), ({"rounds": 3}, 4), ({"interruptions": 1}, 4),
])
def test_understanding(changes, level):
    assert _level("u", **changes) == level


@pytest.mark.parametrize("changes, level", [
    ({"steps": 6}, 2), ({"steps": 5}, 1), ({"apps": 2}, 1),
    ({"noise_fired": 1}, 3), ({"looks": 1}, 3), ({"waits": 2}, 3), ({"path_lengths": 2}, 3),
    ({"path_lengths": 1, "pages": 30, "steps": 3}, 1),
    ({"messages": 2, "rounds_done": 2}, 1),            # follow-ups claimed for: the path is still fixed
    ({"messages": 1, "rounds_done": 0}, 3),            # a message mid-way: the plan changes
    ({"category": "cf"}, 4), ({"interruptions": 1}, 4),
])
def test_decision(changes, level):
    assert _level("d", **changes) == level


@pytest.mark.parametrize("changes, level", [
    ({"taps": 9}, 1), ({"typed": 1}, 2), ({"scrolls": 2}, 2), ({"long_presses": 1}, 2), ({"swipes": 1}, 2),
    ({"point_taps": 1}, 3), ({"drags": 2}, 3), ({"acted_after_watch": 1, "looks": 2}, 4),
])
def test_action(changes, level):
    assert _level("a", **changes) == level


@pytest.mark.parametrize("changes, level", [
    ({"carried_facts": 1, "carried_apps": 1}, 2), ({"pages": 3}, 2),
    ({"carried_facts": 2, "carried_apps": 1}, 3), ({"carried_facts": 1, "carried_apps": 2}, 3),
    ({"evaluation": "answer", "median_steps": 10}, 3), ({"evaluation": "state+answer", "median_steps": 12.5}, 3),
    ({"evaluation": "answer", "median_steps": 9.5}, 1), ({"evaluation": "state", "median_steps": 30, "pages": 3}, 2),
    ({"rounds": 3}, 4), ({"rounds": 1, "carried_rounds": 1}, 4), ({"rounds": 2}, 1),
])
def test_memory(changes, level):
    assert _level("m", **changes) == level


def test_the_reason_names_the_deciding_feature():
    got = levels(dataclasses.replace(TOGGLE, looks=2, waits=0, carried_facts=3, carried_apps=2, pages=5))
    assert got.why["p"] == "watched the screen change (2 looks, 0 waits)"
    assert got.why["m"] == "3 facts carried from 2 apps, an answer over a median 0 steps"


def test_conditions_are_counted_in_the_goal():
    assert conditions_in("Open Settings.") == 0
    assert conditions_in("Which note has the highest budget, and is it the newest one?") == 2
    assert conditions_in("Delete every expense that is not in the Food category, if any") == 4
    assert conditions_in("Open that screen first") == 0


# ------------------------------------------------------------------ the recorder
def _el(text: str, pkg: str = "com.example.app", **kw) -> UIElement:
    return UIElement(text=text, package_name=pkg, **kw)


class ScriptedEnv:
    """Screens in order: each action moves to the next one (the last one stays)."""

    def __init__(self, screens):
        self.screens, self.at, self.executed = list(screens), 0, []

    def observe(self, step):
        pkg, texts = self.screens[min(self.at, len(self.screens) - 1)]
        return Observation(step, np.zeros((20, 10, 3), np.uint8), tuple(_el(t, pkg) for t in texts),
                           foreground=f"{pkg}/.Main")

    def execute(self, action, elements, size):
        self.executed.append(action.action_type)
        self.at += 1

    def sleep(self, seconds):
        pass


def test_a_fact_read_on_another_screen_and_typed_is_carried():
    env = ScriptedEnv([("com.a", ["Invoice 4711", "Total 38.50"]), ("com.a", ["Back"]),
                       ("com.b", ["Amount"]), ("com.b", ["Saved"])])
    rec = Recorder("Copy the invoice total into Pro Expense")
    gui = Gui(env, 10, recorder=rec)
    gui.back()
    gui.open_app("Pro Expense")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=0, text="38.50 for invoice"))
    assert rec.carried == [{"fact": "38.50", "steps": 2, "rounds": 0, "app": "com.a"}]  # "invoice": in the goal
    assert rec.apps == {"com.a", "com.b"} and rec.kinds[A.INPUT_TEXT] == 1


def test_a_fact_on_the_screen_where_it_is_typed_is_not_carried():
    env = ScriptedEnv([("com.a", ["Code 918273"]), ("com.a", ["Code 918273", "Done"])])
    rec = Recorder("Answer with the code")
    gui = Gui(env, 10, recorder=rec)
    gui.click(text="Code 918273")
    gui.answer("918273")
    assert rec.carried == []


def test_screenshot_reads_ocr_and_taps_at_points_are_recorded():
    env = ScriptedEnv([("com.a", ["Photo"])] * 3)
    rec = Recorder()
    gui = Gui(env, 10, recorder=rec)
    assert gui.obs.screenshot.shape == (20, 10, 3) and gui.obs.screen_size == (10, 20)
    gui.click_at(3, 4)
    _ = gui.obs.foreground                          # not a pixel read
    with record.recording(rec):
        record.note_ocr()
    record.note_ocr()                               # no recorder current: not counted
    assert (rec.pixel_steps, rec.point_taps, rec.ocr_reads) == ({0}, 1, 1)
    assert Gui(env, 10).obs.screenshot is not None  # without a recorder nothing is wrapped


def test_watching_a_clock_is_a_look_not_a_page_and_acting_on_it_is_closed_loop():
    env = ScriptedEnv([("com.clock", ["00:01"]), ("com.clock", ["00:02"]), ("com.clock", ["Paused"])])

    def sleep(seconds):
        env.at += 1
    env.sleep = sleep
    rec = Recorder()
    gui = Gui(env, 10, recorder=rec)
    gui.pause(1.0)
    gui.click(text="00:02")
    assert (rec.looks, rec.paused_s, rec.acted_after_look) == (1, 1.0, 1)
    assert rec.pages == {frozenset({"00:01"}), frozenset({"Paused"})}


class TwoRounds:
    """A ``RoundSchedule`` stand-in: one follow-up after the first ``done``."""

    def __init__(self):
        self.left = ["Now send the code 918273 to Bob"]

    def due(self, step, obs):
        return []

    def on_done(self, env, step):
        return self.left.pop() if self.left else None


def test_a_fact_from_an_earlier_round_is_carried_across_rounds():
    env = ScriptedEnv([("com.a", ["Room B12"]), ("com.a", ["Notes"]), ("com.a", ["Notes"]), ("com.b", ["To"])])
    rec = Recorder("Look up the room")
    gui = Gui(env, 10, TwoRounds(), recorder=rec)
    gui.back()
    assert gui.done() == "Now send the code 918273 to Bob"
    gui.act(A.JSONAction(A.INPUT_TEXT, index=0, text="918273 in room B12"))   # the code was said, not read
    assert [(c["fact"], c["rounds"]) for c in rec.carried] == [("b12", 1)]
    assert (rec.rounds_done, rec.messages) == (1, 1)


def test_a_solver_run_on_the_simulated_device_is_recorded_and_levelled():
    """``compute`` runs the GUI solver through the seam on a simulated device: the
    brightness slider is tapped at a point (P3, A3), the goal is vague (U4)."""
    from venus_tasks import registry
    from venus_tasks.pudam.run import compute

    cls = next(c for c in registry.select("venus") if c.__name__ == "VagueScreenTooDark")
    (got,) = compute([cls], (4,))
    assert got.error == "" and got.demo.point_taps == 1 and got.demo.steps == cls(cls.generate_random_params(4)).optimal_steps
    assert (got.levels.pudam.p, got.levels.pudam.u, got.levels.pudam.a) == (3, 4, 3)
    assert got.demo.apps == 1 and got.demo.pixel_reads == 0


# ------------------------------------------------------------------ relabel
MODULE = '''"""Tasks for the relabel test."""

from __future__ import annotations

from venus_tasks.task import PUDAM, Category, Evaluation, TaskInfo


class _Base:
    """A base whose tasks share its info."""

    info = TaskInfo(Category.HGB, PUDAM(2, 2, 2, 2, 2),
                    Evaluation.ANSWER)


class SubA(_Base):
    """First."""


class SubB(_Base):
    """Second."""


class Own:
    info = TaskInfo(Category.FA, PUDAM(1, 1, 1, 1, 1), Evaluation.STATE, tags=("x",))
'''


def test_relabel_rewrites_literals_and_overrides_a_subclass_that_differs(tmp_path, monkeypatch):
    import importlib

    from venus_tasks.pudam import relabel

    (tmp_path / "relabel_tasks_demo.py").write_text(MODULE)
    monkeypatch.syspath_prepend(str(tmp_path))
    mod = importlib.import_module("relabel_tasks_demo")
    wanted = {"SubA": PUDAM(3, 2, 2, 2, 3), "SubB": PUDAM(3, 2, 2, 2, 4), "Own": PUDAM(1, 2, 1, 1, 1)}
    edits, manual = relabel.plan(wanted, [mod.SubA, mod.SubB, mod.Own])
    assert manual == []
    relabel.apply(edits)
    text = (tmp_path / "relabel_tasks_demo.py").read_text()
    assert "info = TaskInfo(Category.HGB, PUDAM(3, 2, 2, 2, 3),\n                    Evaluation.ANSWER)" in text
    assert '    """Second."""\n    info = dataclasses.replace(_Base.info, pudam=PUDAM(3, 2, 2, 2, 4))\n' in text
    assert "TaskInfo(Category.FA, PUDAM(1, 2, 1, 1, 1), Evaluation.STATE, tags=(\"x\",))" in text
    assert "from __future__ import annotations\n\nimport dataclasses\n\nfrom venus_tasks" in text
    ns: dict = {}
    exec(compile(text, "relabelled", "exec"), ns)
    assert [ns[n].info.pudam for n in ("SubA", "SubB", "Own")] == [wanted["SubA"], wanted["SubB"], wanted["Own"]]
    assert relabel.plan(wanted, [ns["SubA"], ns["SubB"], ns["Own"]]) == ([], [])


def test_a_mixed_tasks_instances_merge_to_the_most_each_needed():
    from venus_tasks.pudam.demo import merge

    valid = dataclasses.replace(TOGGLE, category="cf", typed=2, scrolls=0, pages=6)
    conflict = dataclasses.replace(TOGGLE, category="cf", typed=0, scrolls=4, pages=11, answers=1)
    got = merge([valid, conflict])
    assert (got.typed, got.scrolls, got.pages, got.answers, got.category) == (2, 4, 11, 1, "cf")
    with pytest.raises(ValueError, match="one task"):
        merge([TOGGLE, dataclasses.replace(TOGGLE, task="Other")])
    with pytest.raises(ValueError, match="one task"):
        merge([])


def test_the_gui_test_names_task_dimension_both_levels_and_the_feature():
    from tests.test_gui_solvable import pudam_disagreements

    Labelled = type("FakeTask", (), {"info": type("Info", (), {"pudam": PUDAM(1, 1, 1, 1, 2)})})

    assert pudam_disagreements(Labelled, [TOGGLE]) == [
        "FakeTask M: declared 2, computed 1 (everything on the screen where it is used (2 pages))"]
    assert pudam_disagreements(Labelled, [dataclasses.replace(TOGGLE, pages=3)]) == []
