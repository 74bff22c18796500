"""Regression tests for the answers the old scoring got wrong (issue: scores no cheating
agent can earn): correct reports in any phrasing or channel, English or Chinese, are
accepted; the fixed recipe that won 83% of the old suite is rejected everywhere."""

from __future__ import annotations

import pytest

from apps import expense
from venus_tasks import registry
from venus_tasks.env import actions as A

TASKS = {c.__name__: c for c in registry.select("venus")}


def instance(name: str, **want):
    """The first instance (by seed) of task ``name`` whose params match ``want``."""
    cls = TASKS[name]
    for seed in range(500):
        params = cls.generate_random_params(seed)
        if all(params[k] == v for k, v in want.items()):
            return cls(params)
    raise AssertionError(f"no seed gives {name} with {want}")


def score(env, task, *actions, before=None) -> float:
    """Initialize ``task``, run ``before(task, env)`` then ``actions``, return the score."""
    task.initialize_task(env)
    try:
        if before:
            before(task, env)
        for a in actions:
            env.execute(a)
        return task.is_successful(env)
    finally:
        task.tear_down(env)


def delete_present(task, env) -> None:
    expense.delete_expenses(env.device, [r["expense_id"] for r in task.before if r["name"] in task.params["present"]])


def test_conflict_reports_in_any_phrasing_and_channel_are_accepted(env):
    t = instance("RefusalExpenseDelete", kind="conflict")
    a, b, c = t.params["names"]
    n = t.params["left"]
    accepted = [
        A.answer(f"I couldn't find {a}, {b} or {c}, so no expenses were deleted. You still have {n} expenses."),
        A.answer(f"There's no {a} expense, no {b} expense and no {c} expense. {n} expenses are left."),
        A.answer(f"我没有找到{a}、{b}和{c}这几笔支出，所以没有删除任何内容。还剩{n}笔支出。"),
        A.ask_user(f"{a}, {b} and {c} don't appear in Pro Expense, so nothing was deleted; there are {n} expenses. "
                   "Did you mean other ones?"),
        A.JSONAction(A.STATUS, goal_status="infeasible",
                     text=f"None of {a}, {b} and {c} exist in Pro Expense; all {n} expenses are still there."),
    ]
    for action in accepted:
        assert score(env, instance("RefusalExpenseDelete", kind="conflict"), action) == 1.0, action


def test_partial_conflict_needs_the_valid_part_done(env):
    t = instance("RefusalExpenseDelete", kind="partial")
    p = t.params
    text = (f"I deleted {' and '.join(p['present'])}, but {' and '.join(p['missing'])} "
            f"{'was' if len(p['missing']) == 1 else 'were'}n't there. {p['left']} expenses are left.")
    assert score(env, t, A.answer(text), before=delete_present) == 1.0
    blind = f"None of {p['names_text']} exist, so I deleted nothing. {p['left'] + len(p['present'])} expenses are left."
    assert score(env, instance("RefusalExpenseDelete", kind="partial"), A.answer(blind)) == 0.0


def test_screen_timeout_answers_in_any_form_are_read(env):
    t = instance("FuncAssistScreenTimeout", timeout_s=120)
    for text in ("Settings > Display > Screen timeout. It's currently 2 minutes.",
                 "Go to Display, then Screen timeout: it is set to two minutes (you can choose 15 seconds to 30 minutes).",
                 "在设置 > 显示 > 屏幕超时 中修改，当前为2分钟。",
                 "Open Settings, tap Display and then Screen timeout. Right now it is set to 120 seconds."):
        assert score(env, instance("FuncAssistScreenTimeout", timeout_s=120), A.answer(text)) == 1.0, text
    assert score(env, t, A.answer("Display > Screen timeout, 2 minutes or 5 minutes")) == 0.0


def test_a_chinese_answer_next_to_latin_names_is_read(env):
    t = instance("GUIBrowsingMarkorHighestBudget")
    assert score(env, t, A.answer(f"预算最高的是{t.params['answer_file']}。")) == 1.0


def test_a_ranked_list_with_the_right_note_first_is_accepted(env):
    t = instance("GUIBrowsingMarkorHighestBudget")
    r = t.params["ranking"]
    assert score(env, t, A.answer(f"1. {r[0]} 2. {r[1]} 3. {r[2]}")) == 1.0
    t = instance("GUIBrowsingMarkorHighestBudget")
    assert score(env, t, A.answer(f"The largest budget is in {r[0][:-3]}, followed by {r[1][:-3]}.")) == 1.0


def test_already_logged_expense_is_reported_with_its_date(env):
    t = instance("RefusalExpenseAddDuplicate", kind="duplicate")
    month, day = t.params["logged_day"]
    assert score(env, t, A.answer(f"You already logged this on {month}/{day}, so I didn't add it again.")) == 1.0
    t = instance("RefusalExpenseAddDuplicate", kind="duplicate")
    assert score(env, t, A.answer(f"这笔支出你已经在{month}月{day}日记录过了，我没有重复添加。")) == 1.0


RECIPE = ("{goal} Pro Expense categories: Income, Food, Housing, Social, Entertainment, Transportation, "
          "Clothes, Health Care, Education, Donation, Others. The items you named do not exist, it is already on.")


@pytest.mark.parametrize("name", sorted(TASKS))
def test_the_old_fixed_recipe_wins_nothing(env, name):
    """Echo the goal, list every category, say the items do not exist and it is already on,
    turn on Do Not Disturb and brightness to maximum: 83% of the old suite."""
    for seed in (1, 2, 3):
        t = TASKS[name](TASKS[name].generate_random_params(seed))

        def blast(task, env) -> None:
            env.device.settings_put("global", "zen_mode", 1)
            env.device.settings_put("system", "screen_brightness", 255)

        assert score(env, t, A.answer(RECIPE.format(goal=t.goal)), before=blast) == 0.0, (name, seed)


# ---------------------------------------------------------------- issue 25: answers read as a careful human reads them
def _full_width(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalnum() else c for c in text)


def _candidate_instance(name: str, test):
    """The first instance (by seed) of task ``name`` whose params pass ``test``."""
    cls = TASKS[name]
    for seed in range(500):
        params = cls.generate_random_params(seed)
        if test(params):
            return cls(params)
    raise AssertionError(f"no seed gives {name} passing the test")


def test_a_path_named_after_the_setting_is_a_path():
    """"The Font size (Settings > Display > ...)" names the path; a hint without it does not
    (the larger-text task that held this was retired, issue 26)."""
    from verifiers.paths import menu_path
    steps = (("Display",), ("Display size and text",), ("Font size",))
    oracle = "No. The Font size (Settings > Display > Display size and text) is already at its largest."
    assert menu_path(oracle, steps, root=("Settings",))
    assert not menu_path("No. The Font size is under Display; it is already at its largest.", steps,
                         root=("Settings",))


def test_nearest_ones_are_not_one_second():
    """"the nearest ones are 2 minutes and 5 minutes": "ones" is no "one s" (the exact-
    timeout task that held this was retired, issue 26)."""
    from verifiers.facts import stated_durations
    text = "No, 3 minutes is not offered; the nearest ones are 2 minutes and 5 minutes. It is currently set to 1 minute."
    assert stated_durations(text) == {180, 120, 300, 60}


def test_a_page_given_as_an_ordinal(env):
    t = instance("GUIBrowsingPdfTablePage", page=9)
    assert score(env, t, A.answer(f"Table {t.params['table']} is on the ninth page.")) == 1.0
    t = instance("GUIBrowsingPdfTablePage", page=9)
    assert score(env, t, A.answer(f"Table {t.params['table']} is on the ninth or tenth page.")) == 0.0


def test_a_denial_without_the_category_named_answers_the_question(env):
    """"Is there a X category?" -- "There isn't one. ..." is a no."""
    t = instance("FuncAssistCapabilityExpenseCategory", offered=False)
    text = f"There isn't one. {t.params['item']} is filed under {t.params['filed']} now."
    assert score(env, t, A.answer(text)) == 1.0


def test_the_goals_own_date_restated_beside_the_answer(env):
    t = instance("GUIBrowsingCalendarNextAtLocation")
    p = t.params
    right, after = f"October {p['answer_day']}", p["after"]
    assert score(env, t, A.answer(f"After {after}, your first event at {p['location']} is on {right}.")) == 1.0
    t = instance("GUIBrowsingCalendarNextAtLocation")
    assert score(env, t, A.answer(f"{after} or {right}.")) == 0.0     # offered as an alternative: a hedge


@pytest.mark.parametrize("text", ["设置 > 电池 > 电池百分比。当前已开启。",
                                  _full_width("Settings > Battery > Battery percentage. It is currently ON.")])
def test_battery_percentage_in_other_words_and_full_width_letters(env, text):
    assert score(env, instance("FuncAssistExplainBatteryPercentage", on=True), A.answer(text)) == 1.0


@pytest.mark.parametrize("state", ["on (or is it off?)", "on or o\u200bff", "on, I think"])
def test_a_hedged_switch_state_fails(env, state):
    t = instance("FuncAssistExplainBatteryPercentage", on=True)
    assert score(env, t, A.answer(f"Settings > Battery > Battery percentage. It is currently {state}.")) == 0.0


def test_hedged_counts_and_names_fail(env):
    t = instance("GUIBrowsingCountPdfs", count=36)
    assert score(env, t, A.answer("36 PDFs, or maybe three dozen and one.")) == 0.0
    t = instance("GUIBrowsingCountPdfs", count=36)
    assert score(env, t, A.answer("There are thirty-six PDFs.")) == 1.0
    t = instance("GUIBrowsingContactWithoutPhone")
    assert score(env, t, A.answer(f"{t.params['missing']} (not sure).")) == 0.0
    t = instance("GUIBrowsingContactWithoutPhone")
    assert score(env, t, A.answer(f"{t.params['missing']}.")) == 1.0
