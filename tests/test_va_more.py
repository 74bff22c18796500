"""The acceptance rules of the vague tasks in ``venus_tasks/tasks/va_more.py`` and
``va_apps.py``: the states each rule accepts, and the plausible wrong ones it rejects."""

from __future__ import annotations

from apps.settings import slider_to_brightness
from venus_tasks import registry

TASKS = {c.__name__: c for c in registry.select("venus")}


def instance(name: str, seed: int = 0, **want):
    cls = TASKS[name]
    for s in range(seed, seed + 500):
        params = cls.generate_random_params(s)
        if all(params[k] == v for k, v in want.items()):
            return cls(params)
    raise AssertionError(f"no seed gives {name} with {want}")


def score(env, task, *settings, before=None) -> float:
    """Initialize ``task``, write ``settings`` ((namespace, key, value) ...), run
    ``before(task, env)``, return the score."""
    task.initialize_task(env)
    try:
        for ns, key, value in settings:
            env.device.settings_put(ns, key, value)
        if before:
            before(task, env)
        return task.is_successful(env)
    finally:
        task.tear_down(env)


def test_night_glare_needs_dim_and_dark_together(env):
    dark = ("secure", "ui_night_mode", 2)
    for fraction, ok in ((0.0, True), (0.2, True), (0.4, True), (0.45, False), (0.6, False)):
        t = instance("VagueNightScreenGlare")
        dim = ("system", "screen_brightness", slider_to_brightness(fraction))
        assert score(env, t, dim, dark) == float(ok), fraction
        assert score(env, instance("VagueNightScreenGlare"), dim) == 0.0, fraction      # no dark theme
    assert score(env, instance("VagueNightScreenGlare"), dark) == 0.0                   # not dimmer
    # dimmer, dark, and the Wi-Fi switched off on the way: the guard fails it
    assert score(env, instance("VagueNightScreenGlare"), ("system", "screen_brightness", 5), dark,
                 ("global", "wifi_on", 0)) == 0.0


# ------------------------------------------------------------------ va_apps
def _row(name, cents, category):
    from venus_tasks.tasks.va_apps import _add_row

    return _add_row(name, cents, category)


def test_spent_needs_one_row_with_the_inferred_category(env):
    from apps import expense

    for category in ("Education", "Health Care", "Transportation"):
        t = instance("VagueSpentOnItem", category=category)
        cents = t.params["cents"]
        # any non-empty name, any case
        assert score(env, t, before=_row("SCHOOL STUFF", cents, category)) == 1.0, category
        for wrong in ("Others", "Income", "Social"):
            assert score(env, instance("VagueSpentOnItem", category=category),
                         before=_row("School stuff", cents, wrong)) == 0.0, (category, wrong)
        assert score(env, instance("VagueSpentOnItem", category=category),
                     before=_row("School stuff", cents + 1, category)) == 0.0

    def edit_old_row(task, env):
        rows = expense.list_expenses(env.device)
        expense.delete_expenses(env.device, [rows[0]["expense_id"]])

    t = instance("VagueSpentOnItem")
    p = t.params
    assert score(env, t, before=lambda task, env: (_row(p["name"], p["cents"], p["category"])(task, env),
                                                   edit_old_row(task, env))) == 0.0


def test_got_paid_is_income_only(env):
    t = instance("VagueGotPaid")
    p = t.params
    assert score(env, t, before=_row("Client payment", p["cents"], "Income")) == 1.0
    for wrong in ("Others", "Social", "Donation"):
        assert score(env, instance("VagueGotPaid"), before=_row("Client payment", p["cents"], wrong)) == 0.0


def test_shopping_note_any_name_and_layout_but_every_item(env):
    from apps import markor

    def note(path, text):
        return lambda task, env: markor.write_note(env.device, path, text)

    t = instance("VagueShoppingReminder")
    goods = t.params["goods"]
    accepted = [note("Groceries.txt", ", ".join(g.upper() for g in reversed(goods)) + "\n"),
                note("lists/to_buy.md", "# 购物清单\n" + "".join(f"- [ ] {g}\n" for g in goods)),
                note("QuickNote.md", "Buy " + " and ".join(goods) + " tomorrow")]
    for before in accepted:
        assert score(env, instance("VagueShoppingReminder"), before=before) == 1.0
    rejected = [note("shop.md", ", ".join(goods[1:])),
                note("shop.md", ", ".join(goods[:-1] + [goods[-1][:-1]])),         # "eggs" -> "egg"
                note("shop.md", "groceries")]
    for before in rejected:
        assert score(env, instance("VagueShoppingReminder"), before=before) == 0.0


def test_late_text_to_the_right_friend_with_the_delay(env):
    from apps import sms

    def send(to, text):
        def apply(task, env):
            number = task.params["number"] if to == "friend" else task.params["others"][0][1]
            sms.add_messages(env.device, [sms.Sms(number, text, sms.now_ms(env.device), sms.TYPE_SENT)])
        return apply

    t = instance("VagueLateForDinner")
    n = t.params["minutes"]
    words = {10: "ten", 15: "fifteen", 20: "twenty", 25: "twenty-five", 30: "thirty"}[n]
    for text in (f"Running {n} min late, sorry!", f"traffic jam - I'm {words} minutes late",
                 f"堵车了，我会晚到{n}分钟", f"Sorry, delayed by {n} minutes."):
        assert score(env, instance("VagueLateForDinner"), before=send("friend", text)) == 1.0, text
    for to, text in (("other", f"Running {n} min late, sorry!"), ("friend", f"Running {n + 10} min late"),
                     ("friend", "I'll be late, sorry"), ("friend", f"See you in {n} minutes")):
        assert score(env, instance("VagueLateForDinner"), before=send(to, text)) == 0.0, (to, text)
