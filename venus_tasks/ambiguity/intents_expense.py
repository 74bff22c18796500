"""Ambiguity intents over Pro Expense (10): "add this expense", each with its name (the
anchor), an amount, a category and sometimes a note.

App defaults (arduia/ProExpense v1.0.0-beta05, ``venus_tasks/sim/apps_ui/expense.py``): a
new entry selects Food (``setInitialDefaultCategory``) and has an empty note; the amount
has no default (Save with an empty amount shows "Cost is Empty" and saves nothing), so it
is ``no_default``. Forced Non-Default: no intent's category is Food and every note is
non-empty. Labels of the UI path: the entry screen's hints "Name", "Amount", "Note", the
category cards (a horizontal list, ``rv_category``), "Save"; the add button has no label
(``fb_main_add``).
"""

from __future__ import annotations


from typing import Any, Mapping

from apps import expense
from venus_tasks.ambiguity.spec import IntentSpec, Probe, Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from verifiers.answer import normalize
from verifiers.guard import MayChange

CATEGORY_ZH = {"Others": "其他", "Income": "收入", "Food": "餐饮", "Housing": "住房", "Social": "社交",
               "Entertainment": "娱乐", "Transportation": "交通", "Clothes": "服装", "Health Care": "医疗保健",
               "Education": "教育", "Donation": "捐赠"}
_IDS = {v: k for k, v in expense.CATEGORIES.items()}
DEFAULT_CATEGORY = "Food"
# On-topic details an expense has that no intent here fixes: a question about one gets
# "No preference." (strict simulator rule 7), an out-of-scope question for the audit.
TOPICS = ("date", "day", "time", "currency", "payment method", "receipt", "日期", "时间", "货币", "付款方式")


def _target(probe: Probe, p: Mapping[str, Any]) -> dict | None:
    """The newest expense row named as the intent's expense (case and spacing ignored)."""
    rows = probe.rows("expense", expense.list_expenses)
    hits = [r for r in rows if normalize(r["name"] or "") == normalize(p["name"])]
    return hits[-1] if hits else None


def _checks(with_note: bool) -> dict:
    def has(field, want):
        def check(probe, p) -> bool:
            row = _target(probe, p)
            return row is not None and want(row[field], p)
        return check
    checks = {"name": lambda probe, p: _target(probe, p) is not None,
              "amount": has("amount", lambda v, p: v == p["cents"]),
              "category": has("category", lambda v, p: v == _IDS[p["category"]])}
    if with_note:
        checks["note"] = has("note", lambda v, p: normalize(v or "") == normalize(p["note"]))
    return checks


def _apply(env, p: Mapping[str, Any], ids) -> None:
    """Add the expense with the requirements ``ids`` as intended; a requirement left out
    takes the app's default (Food, no note), an amount left out a guessed $10.00, a name
    left out the generic "Expense". Nothing at all: no row."""
    if not ids:
        return
    guess = 1000 if p["cents"] != 1000 else 2000
    expense.add_expenses(env.device, [expense.row(
        p["name"] if "name" in ids else "Expense", p["cents"] if "amount" in ids else guess,
        _IDS[p["category"] if "category" in ids else DEFAULT_CATEGORY], note=p["note"] if "note" in ids else "")])


def _setup(env, p: Mapping[str, Any]) -> None:
    expense.reset(env.device)
    expense.add_expenses(env.device, p["noise"])


def _money(cents: int) -> str:
    return f"{cents / 100:.2f}"


def expense_spec(name: str, names: tuple[str, ...], category: str, notes: tuple[str, ...],
                 cents: tuple[int, int], masks: tuple[str, ...], note_kind: Kind = Kind.IMPLICIT,
                 category_kind: Kind = Kind.EXPLICIT,
                 context: Mapping[str, tuple[str, str]] | None = None) -> IntentSpec:
    """An "add this expense" intent: the expense's name drawn from ``names`` (the anchor),
    an amount in ``cents`` [low, high) (explicit), the ``category`` (``category_kind``) and,
    when ``notes`` is not empty, a note drawn from them (``note_kind``); the incomplete level
    strips ``masks``. ``context``: requirement id -> (English, Chinese) context phrase, the
    words of a user who takes the value as known ("of the usual amount"; MID-Bench's
    contextual type, ``dialogue.intent.Requirement.context_phrase``).

    Raises ValueError for the Food category (the app's default) or an empty note.
    """
    if category == DEFAULT_CATEGORY or category not in _IDS:
        raise ValueError(f"{name}: category {category!r} must be a Pro Expense category other than the default Food")
    if any(not n.strip() for n in notes):
        raise ValueError(f"{name}: notes must not be empty (the app's default note is empty)")

    def draw(rng) -> dict[str, Any]:
        n = rng.choice(names)
        return {"name": n, "cents": rng.randrange(cents[0], cents[1], 5), "category": category,
                "note": rng.choice(notes) if notes else "",
                "noise": expense.noise_expenses(rng, 3, exclude={n})}

    def intent(p: Mapping[str, Any]) -> Intent:
        money = _money(p["cents"])
        reqs = [
            Requirement("name", Kind.ANCHOR, p["name"], ("expense name", "what the expense is", "支出名称"),
                        phrase=f'an expense named "{p["name"]}"', phrase_zh=f"一笔名为“{p['name']}”的支出"),
            Requirement("amount", Kind.EXPLICIT, money, ("amount", "how much", "金额"),
                        phrase=f" of ${money}", phrase_zh=f"，金额 {money} 美元"),
            Requirement("category", category_kind, p["category"], ("category", "类别"),
                        value_zh=CATEGORY_ZH[p["category"]], options=tuple(_IDS),
                        phrase=f" in the {p['category']} category", phrase_zh=f"，类别为{CATEGORY_ZH[p['category']]}"),
        ]
        if notes:
            reqs.append(Requirement("note", note_kind, p["note"], ("note", "备注"),
                                    phrase=f', with the note "{p["note"]}"', phrase_zh=f"，备注“{p['note']}”"))
        reqs = [r.with_context(*context[r.id]) if r.id in (context or {}) else r for r in reqs]
        return Intent(tuple(reqs), topics=TOPICS)

    def ui_path(p: Mapping[str, Any]) -> tuple[Step, ...]:
        steps = [Step("open", "Pro Expense"), Step("tap", "+", rid="fb_main_add"),
                 Step("type", "Name", text=p["name"]), Step("type", "Amount", text=_money(p["cents"])),
                 Step("tap", p["category"], within="rv_category", direction="right")]
        if notes:
            steps.append(Step("type", "Note", text=p["note"]))
        return (*steps, Step("tap", "Save"))

    defaults = {"category": DEFAULT_CATEGORY} | ({"note": ""} if notes else {})
    return IntentSpec(
        name=name, app_names=("pro expense",), draw=draw, intent=intent, checks=_checks(bool(notes)),
        defaults=defaults, no_default=("amount",), apply=_apply, setup=_setup,
        hypernym="an expense", hypernym_zh="一笔支出", incomplete_masks=masks, ui_path=ui_path,
        template="In Pro Expense, add {name}{amount}{category}" + ("{note}." if notes else "."),
        template_zh="在 Pro Expense 中添加{name}{amount}{category}" + ("{note}。" if notes else "。"),
        template_paraphrase="Log {name}{amount}{category}" + ("{note}" if notes else "") + " in Pro Expense.",
        may_change=MayChange(stores=("pro expense:expense",)), complexity=2.4,
        tags=("expense", "domain:productivity"))


for _spec in (
    expense_spec("ExpenseTaxi", ("Taxi to airport", "Airport taxi"), "Transportation",
                 ("Work trip", "Flight home"), (1500, 6000), ("category", "note")),
    expense_spec("ExpenseConcert", ("Jazz concert", "Opera tickets"), "Entertainment",
                 ("With Sam", "Balcony seats"), (3000, 15000), ("amount", "note")),
    expense_spec("ExpensePharmacy", ("Cold medicine", "Vitamins"), "Health Care",
                 (), (500, 4000), ("category",), category_kind=Kind.IMPLICIT),
    expense_spec("ExpenseCoat", ("Rain coat", "Wool scarf"), "Clothes",
                 ("Winter sale",), (2000, 12000), ("amount", "category", "note")),
    expense_spec("ExpenseCourse", ("Spanish course", "Piano lessons"), "Education",
                 ("Monthly fee", "Term one"), (4000, 25000), ("note",), note_kind=Kind.EXPLICIT,
                 context={"note": (", with the usual note", "，备注写平时那个")}),
    expense_spec("ExpenseDonation", ("Charity drive", "Animal shelter"), "Donation",
                 ("Yearly pledge",), (1000, 10000), ("amount", "category")),
    expense_spec("ExpenseRent", ("June rent", "Parking spot"), "Housing",
                 ("Paid by transfer", "Landlord Ana"), (40000, 150000), ("category", "note"),
                 context={"amount": (" of the usual amount", "，金额和平时一样")}),
    expense_spec("ExpenseGift", ("Wedding gift", "Baby shower gift"), "Social",
                 (), (2500, 20000), ("amount",)),
    expense_spec("ExpenseRefund", ("Tax refund", "Insurance refund"), "Income",
                 ("Deposited",), (5000, 50000), ("category",), category_kind=Kind.IMPLICIT),
    expense_spec("ExpenseRepair", ("Phone repair", "Bike repair"), "Others",
                 ("Screen replaced", "New chain"), (1500, 9000), ("amount", "category", "note")),
):
    register(_spec)
