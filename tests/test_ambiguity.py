"""The ``ambiguity`` suite (``venus_tasks.ambiguity``): intents at AmbiBench's four clarity
levels (``shared/seeds/`` 000, section 3), scored per requirement.

Without a device: Forced Non-Default on 50 seeds per intent, the levels rendered by
stripping (the gap each leaves, in the three goal variants), the oracle's questions
answered by the strict simulator, the audit's violation kinds, the tracker and the
per-level metrics. On the simulated device: setup leaves every requirement unmet, the
conformance check (oracle 1.0, noop 0.0, near misses rejected) and the UI path of the
detailed level, on one level / a sample of intents (every one with
``VENUS_FULL_AMBIGUITY=1``); the runner's oracle TSR 100 with per-level report blocks;
an agent that never asks scores 0 on the incomplete and ambiguous levels.
"""

from __future__ import annotations

import contextlib
import io
import os
import random

import pytest

from venus_tasks import registry, results
from venus_tasks.agents.base import AgentStep, ReferenceAgent
from venus_tasks.ambiguity import audit as audit_mod
from venus_tasks.ambiguity.clarity import Level, levels, masked, question, render
from venus_tasks.ambiguity.tasks import specs
from venus_tasks.ambiguity.termination import Tracker
from venus_tasks.ambiguity.walk import PathAgent
from venus_tasks.dialogue import DialogueContext, Reply, ReplyKind
from venus_tasks.dialogue.intent import Kind
from venus_tasks.dialogue.strict import StrictUser, language
from venus_tasks.env import actions as A
from venus_tasks.metrics.clarity import clarity_levels
from venus_tasks.registry import Instance, instance_seed
from tests.ambiguity_checks import gui_solver_record
from variants import text as variant_text
from verifiers.answer import mentions

FULL = os.environ.get("VENUS_FULL_AMBIGUITY") == "1"
SPECS = sorted(specs().values(), key=lambda s: s.name)
SUITE = registry.get_suite("ambiguity")
VARIANTS = ("", "zh", "paraphrase")


def _cls(spec, level: Level):
    return SUITE[f"Ambi{spec.name}_{level.title}"]


def _spread(items, n: int) -> list:
    """``n`` items spread evenly over ``items`` (all of them with ``VENUS_FULL_AMBIGUITY=1``):
    CI's time budget, whatever the number of intents."""
    if FULL or len(items) <= n:
        return list(items)
    return [items[i * len(items) // n] for i in range(n)]


def _sampled(spec_list, n: int = 20):
    """(spec, level) pairs: ``n`` intents, each at one level chosen by its index, or every
    intent at every level."""
    if FULL:
        return [(s, lv) for s in spec_list for lv in levels(s)]
    return [(s, levels(s)[i % len(levels(s))]) for i, s in enumerate(spec_list) if s in _spread(spec_list, n)]


# ------------------------------------------------------------------ without a device
def test_the_suite_has_every_intent_at_its_levels():
    assert len(SPECS) >= 16
    names = {f"Ambi{s.name}_{lv.title}" for s in SPECS for lv in levels(s)}
    assert names == set(SUITE)
    for s in SPECS:
        intent = s.intent(s.draw(random.Random(1)))
        kinds = [r.kind for r in intent.requirements]
        assert kinds.count(Kind.ANCHOR) == 1 and 1 <= kinds.count(Kind.EXPLICIT) <= 3, s.name
        assert kinds.count(Kind.IMPLICIT) <= 2, s.name


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.name)
def test_forced_non_default_on_50_seeds(spec):
    """Every requirement an instruction may omit (the incomplete level's masks, and every
    parameter at the ambiguous level) is set away from the app's default, or the app has
    none (AmbiBench section 3.3, Forced Non-Default)."""
    for seed in range(50):
        params = spec.draw(random.Random(seed))
        intent = spec.intent(params)
        omitted = {r.id for r in intent.requirements if r.kind is not Kind.ANCHOR}
        assert omitted <= set(spec.defaults) | set(spec.no_default), (spec.name, omitted)
        for rid, default in spec.defaults.items():
            assert intent[rid].value.casefold() != default.casefold(), (spec.name, seed, rid)


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.name)
def test_levels_render_by_stripping_and_leave_the_expected_gap(spec):
    slots = variant_text.placeholders(spec.template)
    assert variant_text.placeholders(spec.template_zh) == slots == variant_text.placeholders(spec.template_paraphrase)
    assert spec.template_paraphrase != spec.template and language(spec.template_zh) == "zh"
    for seed in (0, 1, 2):
        params = spec.draw(random.Random(seed))
        intent = spec.intent(params)
        anchor = intent[spec.anchor_id(intent)]
        every = {r.id for r in intent.requirements}
        for variant in VARIANTS:
            lang = "zh" if variant == "zh" else "en"
            goal = {lv: render(spec, params, lv, variant) for lv in levels(spec)}
            gap = {lv: {r.id for r in intent.gap(g)} for lv, g in goal.items()}
            assert language(goal[Level.STANDARD]) == lang
            assert gap[Level.STANDARD] == set() and gap[Level.DETAILED] == set(), (spec.name, variant, goal)
            assert goal[Level.DETAILED].startswith(goal[Level.STANDARD])
            for step in spec.ui_path(params):      # the path's labels are in the detailed goal
                assert step.label in goal[Level.DETAILED] and step.text in goal[Level.DETAILED]
            if Level.INCOMPLETE in goal:
                assert gap[Level.INCOMPLETE] == set(spec.incomplete_masks), (spec.name, variant, goal)
                assert anchor.stated_in(goal[Level.INCOMPLETE])
            amb = goal[Level.AMBIGUOUS]
            assert gap[Level.AMBIGUOUS] == every, (spec.name, variant, amb)
            assert (spec.hypernym_zh if lang == "zh" else spec.hypernym) in amb
            assert set(masked(spec, intent, Level.AMBIGUOUS)) == every - {anchor.id}
    assert levels(spec) == tuple(Level) if spec.incomplete_masks else (Level.DETAILED, Level.STANDARD,
                                                                        Level.AMBIGUOUS)


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.name)
def test_the_oracle_questions_are_answered_with_the_values(spec):
    """The question the oracle asks about each gap requirement maps to that requirement
    alone (strict simulator rule 4), in English and in Chinese."""
    params = spec.draw(random.Random(3))
    intent = spec.intent(params)
    for variant in ("", "zh"):
        lang = "zh" if variant == "zh" else "en"
        for lv in (Level.INCOMPLETE, Level.AMBIGUOUS):
            if lv not in levels(spec):
                continue
            goal = render(spec, params, lv, variant)
            user = StrictUser(intent)
            for r in intent.gap(goal):
                reply = user.reply(question(r, lang), DialogueContext(goal, 0))
                assert (reply.kind, reply.filled) == (ReplyKind.ANSWER, (r.id,)), (spec.name, lv, r.id, reply)
                assert reply.text == r.value_in(lang)
        standard = render(spec, params, Level.STANDARD, variant)
        first = intent.requirements[1]
        assert StrictUser(intent).reply(question(first, lang), DialogueContext(standard, 0)).kind is ReplyKind.REFUSAL


def test_the_audit_decides_the_four_violation_kinds():
    spec = specs()["ExpenseTaxi"]
    params = spec.draw(random.Random(0))
    intent = spec.intent(params)
    goal = render(spec, params, Level.INCOMPLETE)            # category and note left out
    user = StrictUser(intent)
    asked = ["Could you tell me the category you want?",          # compliant
             "Which category again?",                             # answer, filled before: repetitive
             "Should I tap the Save button?",                     # trivial execution
             "What amount should it be?",                         # stated in the goal: repetitive
             "What should I do?",                                 # context missing
             "Could you tell me the note you want?",              # compliant
             "Which date should it have?"]                        # out of scope (no preference)
    dialogue = [(q, user.reply(q, DialogueContext(goal, i))) for i, q in enumerate(asked)]
    turns = audit_mod.audit(intent, goal, dialogue)
    assert [t["violation"] for t in turns] == [None, "repetitive", "trivial_execution", "repetitive",
                                               "context_missing", None, "out_of_scope"]
    assert [t["filled"] for t in turns if t["violation"] is None] == [["category"], ["note"]]
    scripted = audit_mod.audit(intent, goal, [("anything?", Reply("ok", ReplyKind.SCRIPTED))])
    assert scripted == [{"violation": "unaudited", "filled": []}]


def test_the_tracker_finds_the_first_step_all_held_and_counts_later_changes():
    held = iter([{"a": False}, {"a": True}])
    t = Tracker()
    t.after_action(0, A.JSONAction(A.OPEN_APP, app_name="Settings"), lambda: {"a": False})   # not state-changing
    t.after_action(1, A.JSONAction(A.CLICK, index=0), lambda: next(held))
    t.after_action(2, A.JSONAction(A.CLICK, index=1), lambda: next(held))
    t.after_action(3, A.JSONAction(A.CLICK, x=1, y=1), lambda: pytest.fail("no read once all held"))
    t.after_action(4, A.JSONAction(A.INPUT_TEXT, index=2, text="x"), lambda: pytest.fail("no read"))
    assert t.summary(True) == {"held_at_step": 2, "late_actions": 2, "checks": 2, "state_changing_actions": 4,
                               "held_at_end": True}


def _record(task, level, outcome, reqs, gap=(), audit=(), term=None, questions=0, dialogue=()):
    return {"key": f"{task}_{level}_0", "task": f"Ambi{task}_{level.capitalize()}", "outcome": outcome,
            "no_result": False, "success": all(reqs.values()), "score": float(all(reqs.values())),
            "interaction": {"questions": questions}, "dialogue": list(dialogue),
            "verdict": {"requirements": reqs, "clarity": level, "gap": list(gap), "audit": list(audit),
                        "termination": term or {"late_actions": 0, "held_at_end": all(reqs.values())}}}


def test_the_per_level_blocks_have_real_numbers():
    recs = [
        _record("A", "standard", "agent_done", {"x": True, "y": True},
                term={"late_actions": 2, "held_at_end": True}),
        _record("B", "standard", "agent_done", {"x": True, "y": False}),            # early termination, partial
        _record("A", "ambiguous", "agent_done", {"x": True, "y": True}, gap=("x", "y"), questions=3,
                audit=[{"violation": None, "filled": ["x"]}, {"violation": "trivial_execution", "filled": []},
                       {"violation": None, "filled": ["y"]}],
                dialogue=[{"role": "agent", "text": "x?"}, {"role": "user", "kind": "answer", "filled": ["x"]}]),
        _record("C", "ambiguous", "agent_done", {"x": True}, gap=("x",)),     # right without asking
        _record("B", "ambiguous", "step_budget", {"x": False, "y": False}, gap=("x", "y", "z"), questions=1,
                audit=[{"violation": None, "filled": ["z"]}]),
        _record("D", "ambiguous", "agent_done", {"x": True, "y": True}, gap=("x", "y"), questions=1,
                audit=[{"violation": None, "filled": ["x"]}]),                # asked for x, guessed y
        {"key": "Other_0", "task": "Other", "outcome": "agent_done", "no_result": False, "success": True,
         "score": 1.0, "verdict": {}},
    ]
    out = clarity_levels(recs)["levels"]
    assert list(out) == ["standard", "ambiguous"]
    std, amb = out["standard"], out["ambiguous"]
    assert (std["requirements"]["rcr"], std["requirements"]["tsr"]) == (75.0, 50.0)
    assert std["requirements"]["classes"] == {"success": 1, "partial": 1, "failure": 0}
    assert (std["etr"]["early"], std["etr"]["early_rate"], std["etr"]["late"], std["etr"]["late_actions"]) == \
        (1, 50.0, 1, 2)
    assert std["ask_rate"] == 0.0 and std["dcr"]["rate"] is None and "dcr" in std["null_reasons"]
    assert amb["dcr"]["rate"] == pytest.approx(88.9) and amb["dcr"]["violations"]["trivial_execution"] == 1
    assert amb["igr"]["rate"] == pytest.approx(45.8)                  # (2/2 + 0/1 + 1/3 + 1/2) / 4
    assert (amb["etr"]["early"], amb["ask_rate"]) == (0, 75.0)        # a budget end is not an early end
    # Ask+Match only when the whole gap was asked for: D guessed y, so it is Match-Only credit
    assert (amb["ask_match"]["rate"], amb["match_only"]["rate"], amb["match_gap"]) == (25.0, 75.0, 50.0)
    assert std["ask_match"]["rate"] is None and "ask_match" in std["null_reasons"]
    assert clarity_levels(recs[-1:]) is None


# ------------------------------------------------------------------ on the device
@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.name)
def test_setup_leaves_every_requirement_unmet(spec, env):
    """No requirement holds before the agent acts, and every setting ``setup`` writes gets
    the value the device's own baseline has for it (the app's default, not one the spec
    made up)."""
    from venus_tasks.setup_device import restore_settings_baseline

    cls = _cls(spec, Level.STANDARD)
    task = cls(cls.generate_random_params(instance_seed(30, cls.__name__, 0)))
    restore_settings_baseline(env.device)
    baseline = env.device.settings_all()
    task.initialize_task(env)
    try:
        assert not any(spec.vector(env, task.params).values()), spec.name
        after = env.device.settings_all()
        for name in spec.setup_settings:
            ns, key = name.split()
            if baseline.get(ns, {}).get(key) is not None:
                assert after[ns][key] == baseline[ns][key], (spec.name, name)
    finally:
        task.tear_down(env)
        env.after_episode()


CHECKED = _sampled(SPECS)


@pytest.mark.parametrize("spec, level", CHECKED, ids=[f"{s.name}-{lv.value}" for s, lv in CHECKED])
def test_check_task(spec, level, env):
    from venus_tasks.checks import check_task

    result = check_task(_cls(spec, level), env, seed=30)
    assert result.problems == ()
    assert result.oracle_score == 1.0 and result.noop_score == 0.0
    assert len(result.near_miss_scores) >= 3 and all(s == 0.0 for s in result.near_miss_scores.values())


# A spec tagged ``path_inferred`` keeps the real app's UI path on screens this project does not
# model yet: not walked. One tagged ``web`` (the harness's web apps) posts forms, which only
# Chrome's page engine does: walked with the engine in tests/webapps/test_intents.py.
WALKED = _spread([s for s in SPECS if "path_inferred" not in s.tags and "web" not in s.tags], 6)


@pytest.mark.parametrize("spec", WALKED, ids=lambda s: s.name)
def test_the_detailed_path_reaches_the_intent_through_the_gui(spec, env):
    """The detailed level's UI path, followed in the episode loop from the screens alone,
    satisfies every requirement; two more taps after that are late-termination actions."""
    from venus_tasks.episode import run_episode

    cls = _cls(spec, Level.DETAILED)
    seed = instance_seed(30, cls.__name__, 0)
    rec = run_episode(Instance(cls(cls.generate_random_params(seed)), 0, seed), env, PathAgent(extra=2), "path")
    assert (rec.outcome, rec.success) == ("agent_done", True), (rec.error, rec.verdict)
    term = rec.verdict["termination"]
    assert term["held_at_step"] == rec.steps - 4 and term["late_actions"] == 2, term   # then 2 taps, status
    assert all(rec.verdict["requirements"].values()) and rec.verdict["gap"] == []
    proc = rec.verdict["process"]          # every key step of the path hit; the 2 taps are the only redundancy
    task = cls(cls.generate_random_params(seed))
    assert proc["shr"] == 100.0 and proc["key_steps"] == len(spec.ui_path(task.params)), proc
    # the second tap changed nothing; the first too, unless it took the focus from a field (SMS's message box)
    assert proc["redundant"] in ([rec.steps - 3, rec.steps - 2], [rec.steps - 2]), proc
    assert proc["operations"] == rec.steps - 1, proc


class NeverAsks(ReferenceAgent):
    """Acts on what the goal states, leaves every omitted requirement at the app's default,
    never asks (the agent AmbiBench's non-interactive frameworks are)."""

    def begin(self, goal, context) -> None:
        super().begin(goal, context)
        self.context = context

    def step(self, observation) -> AgentStep:
        task, env = self.context.task, self.context.env
        stated = {r.id for r in task.intent.requirements} - {r.id for r in task.intent.gap(task.goal)}
        if stated:
            task.spec.apply(env, task.params, frozenset(stated))
        return AgentStep(A.done())


def test_an_agent_that_never_asks_scores_0_on_incomplete_and_ambiguous(env):
    from venus_tasks.episode import run_episode

    picked = _spread(SPECS, 6)
    scores = {}
    for spec in picked:
        for lv in levels(spec):
            cls = _cls(spec, lv)
            seed = instance_seed(30, cls.__name__, 0)
            rec = run_episode(Instance(cls(cls.generate_random_params(seed)), 0, seed), env, NeverAsks(), "never")
            scores[spec.name, lv] = rec.score
            assert rec.interaction["questions"] == 0
    for (name, lv), score in scores.items():
        assert score == (1.0 if lv in (Level.DETAILED, Level.STANDARD) else 0.0), (name, lv, score)


@contextlib.contextmanager
def _given(device):
    from venus_tasks.devices import Lease

    @contextlib.contextmanager
    def lease(serial, host, port):
        yield Lease(device, "given")
    yield lease


def test_the_runner_oracle_reaches_tsr_100_and_noop_0_with_per_level_blocks(ready_device, tmp_path):
    """``runner.py --suite ambiguity --tasks ... --agent oracle`` (then ``noop``) on one
    intent at every level, one more at the ambiguous and one at the incomplete level."""
    from venus_tasks.suite_runner import RunConfig, run_suite

    tasks = tuple(f"AmbiExpenseTaxi_{lv.title}" for lv in Level) + ("AmbiSettingsBatterySaver_Ambiguous",
                                                                     "AmbiSettingsRadios_Incomplete")
    reports = {}
    for agent in ("oracle", "noop"):
        out_dir = tmp_path / agent
        with _given(ready_device) as lease:
            reports[agent] = run_suite(RunConfig(output_dir=str(out_dir), suite="ambiguity", tasks=tasks,
                                                 agent=agent, save_screenshots=False), out=io.StringIO(),
                                       lease=lease)
        if agent == "oracle":
            records = {r["task"]: r for r in results.read_records(str(out_dir))}
    oracle, noop = reports["oracle"]["clarity"]["levels"], reports["noop"]["clarity"]["levels"]
    assert list(oracle) == ["detailed", "standard", "incomplete", "ambiguous"]
    for level, block in oracle.items():
        assert (block["requirements"]["tsr"], block["requirements"]["rcr"]) == (100.0, 100.0), level
        assert block["etr"]["early_rate"] == 0.0 and block["etr"]["late_rate"] == 0.0
        assert noop[level]["requirements"]["tsr"] == 0.0 and noop[level]["etr"]["early_rate"] == 100.0
    for level in ("incomplete", "ambiguous"):       # asked exactly the gap, every question compliant
        assert oracle[level]["dcr"]["rate"] == 100.0 and oracle[level]["igr"]["rate"] == 100.0
        assert oracle[level]["ask_rate"] == 100.0 and noop[level]["igr"]["rate"] == 0.0
    assert oracle["standard"]["ask_rate"] == 0.0 and oracle["standard"]["igr"]["rate"] is None
    amb = records["AmbiExpenseTaxi_Ambiguous"]
    assert amb["interaction"]["questions"] == 4 and sorted(amb["verdict"]["gap"]) == \
        ["amount", "category", "name", "note"]
    assert reports["oracle"]["successes"] == len(tasks) and reports["noop"]["successes"] == 0
    # SHR and ARR are numbers: the oracle opens the app (1 key step of the path) and edits the rest through
    # apps/ helpers, then goes Home; nothing it does is undone
    taxi = records["AmbiExpenseTaxi_Detailed"]["verdict"]["process"]
    assert (taxi["hit"], taxi["operations"], taxi["redundant"]) == ([0], 2, []), taxi
    assert taxi["shr"] == round(100 / taxi["key_steps"], 1) and taxi["arr"] == 0.0
    for level, block in oracle.items():
        assert isinstance(block["shr"]["rate"], float) and block["arr"]["rate"] == 0.0, (level, block)
    assert isinstance(reports["oracle"]["termination"]["shr"], float) and reports["oracle"]["termination"]["arr"] == 0.0
    assert all(b["shr"]["rate"] == 0.0 for b in noop.values())
    md = (tmp_path / "oracle" / "report.md").read_text()
    assert "## Clarity levels (AmbiBench)" in md and "| ambiguous | 2 | 100.0 | 100.0 |" in md
    assert mentions(md, "incomplete")


@pytest.mark.parametrize("name, variant", [("AmbiExpenseTaxi_Ambiguous", "zh"),
                                           ("AmbiSettingsBatterySaver_Incomplete", "paraphrase")])
def test_the_goal_variants_pass_the_check(name, variant, env):
    """The oracle asks in the goal's language and the strict user answers in it."""
    from venus_tasks.checks import check_task

    result = check_task(SUITE[name], env, seed=7, variant=variant, near_misses=False)
    assert result.problems == () and (result.oracle_score, result.noop_score) == (1.0, 0.0)


@pytest.mark.parametrize("name, variant", [("AmbiExpenseRepair_Detailed", ""), ("AmbiSettingsBatterySaver_Detailed", "zh"),
                                           ("AmbiContactRelabelNumber_Detailed", ""), ("AmbiSmsReplyThread_Detailed", "zh")])
def test_the_gui_solver_follows_the_detailed_goal_from_its_text_alone(name, variant, env):
    """``--agent gui_solver`` solves the detailed level reading the steps from the goal text
    (``venus_tasks/solvers/ambiguity.py``), scrolling lists the steps do not name."""
    rec = gui_solver_record(name, variant, env)
    assert (rec.outcome, rec.success) == ("agent_done", True), rec.error
    assert rec.interaction["questions"] == 0 and rec.verdict["termination"]["late_actions"] == 0
