"""Function assistance (FA) over the apps, capability discovery: "can the app do X?" with X
drawn among what the app offers and plausible things it does not. A yes must carry the
fact the screen shows (the file extension, the option's label), a no must say it cannot
(and, where asked, list exactly what the app offers); the shared helpers are in
``fa_apps``."""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import contacts, expense, markor, sms
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import give_answer, leave_untouched, then
from venus_tasks.tasks.fa_apps import (_EXPENSE, _MARKOR, _MARKOR_BROWSING, _T0, _TEXTS, _people,
                                       _provider_state, _tap)
from verifiers.answer import normalize, phrase_spans
from verifiers.claims import Claim, explicit_claims_about, listed
from verifiers.facts import stated_counts
from verifiers.lists import exact_listing


# ------------------------------------------------------------------ capability
# Markor's new file types (``new_file_types``, as its new file dialog lists them, "None"
# aside) and the extension each gives; the extension of the asked type is the fact to read.
_MARKOR_TYPES = ("Markdown", "Plain Text", "todo.txt", "Wikitext", "AsciiDoc", "CSV")
_MARKOR_ASKABLE = {"Markdown": "md", "Plain Text": "txt", "Wikitext": "txt", "AsciiDoc": "adoc"}
_MARKOR_EXTENSIONS = ("md", "txt", "adoc", "csv")
_NOT_MARKOR = ("LaTeX", "HTML", "JSON", "Org mode", "Rich Text", "YAML")


@register_task("venus")
class FuncAssistCapabilityMarkorFileType(VenusTask):
    """Can Markor create a file of a given type? ``offered``: yes, and the answer gives the
    extension the new file dialog sets for it (and no other); not offered: the answer says
    Markor cannot and lists exactly the types its dialog offers."""

    app_names = ("markor",)
    complexity = 1.5
    template = ("Can Markor create a new {file_type} file? If it can, tell me which file extension the new file "
                "gets; if it can't, list the file types it does offer when creating a file.")
    variant_texts = {"zh": "Markor 能新建 {file_type} 类型的文件吗？如果能，告诉我新文件会用什么扩展名；如果不能，列出新建文件时它提供的文件类型。",
                     "paraphrase": "Is {file_type} one of the file types Markor lets me create? If yes, what "
                                   "extension does such a file get? If no, which file types does it offer?"}
    info = TaskInfo(Category.FA, PUDAM(2, 2, 3, 2, 2), Evaluation.ANSWER, tags=("capability",))
    may_change = _MARKOR_BROWSING

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        offered = rng.random() < 0.5
        file_type = rng.choice(sorted(_MARKOR_ASKABLE) if offered else _NOT_MARKOR)
        return {"file_type": file_type, "offered": offered, "extension": _MARKOR_ASKABLE.get(file_type, "")}

    def setup(self, env) -> None:
        markor.clear_notes(env.device)
        markor.write_note(env.device, "shopping.md", "# Shopping\n")

    def verify(self, env) -> float:
        a, p = env.answer, self.params
        universe = _MARKOR_TYPES + _NOT_MARKOR
        denied = explicit_claims_about(a, p["file_type"], universe) & {Claim.NOT_EXIST, Claim.CANNOT}
        if not p["offered"]:
            return float(bool(denied) and exact_listing(a, _MARKOR_TYPES, universe))
        exts = {e for e in _MARKOR_EXTENSIONS if phrase_spans(normalize(a), e)}
        return float(not denied and exts == {p["extension"]} and listed(a, universe) <= {p["file_type"]})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        yield _tap(env, rid="fab_add_new_item", package=_MARKOR)
        if p["offered"]:
            yield _tap(env, rid="text1", text="Markdown", package=_MARKOR)
            yield _tap(env, rid="text1", text=p["file_type"], package=_MARKOR)
        yield _tap(env, rid="button2", package=_MARKOR)          # CANCEL: nothing created
        t, ext = p["file_type"], p["extension"]
        types = ", ".join(_MARKOR_TYPES)
        yield A.answer(self.say(
            en=f"Yes. Pick {t} as the type in the new file dialog; the file gets the .{ext} extension." if p["offered"]
            else f"No, Markor cannot create {t} files. The types it offers are: {types}.",
            zh=f"可以。在新建文件对话框里把类型选为 {t}，文件的扩展名是 .{ext}。" if p["offered"]
            else f"不能，Markor 无法新建 {t} 文件。它提供的类型有：{'、'.join(_MARKOR_TYPES)}。"))

    @property
    def optimal_steps(self) -> int:
        # open Markor, the FAB, open the type list, pick the type (or the current one, to close
        # the list), CANCEL, answer
        return 6

    def near_misses(self) -> list[NearMiss]:
        p, t = self.params, self.params["file_type"]
        types = ", ".join(_MARKOR_TYPES)
        if p["offered"]:
            wrong = next(e for e in _MARKOR_EXTENSIONS if e != p["extension"])
            return [
                NearMiss("wrong extension", give_answer(f"Yes, {t} files get the .{wrong} extension.")),
                NearMiss("yes without the extension", give_answer(f"Yes, Markor can create {t} files.")),
                NearMiss("every type with every extension", give_answer(
                    "Markdown .md, Plain Text .txt, todo.txt, Wikitext .txt, AsciiDoc .adoc, CSV .csv.")),
                NearMiss("says it cannot", give_answer(f"No, Markor cannot create {t} files. It offers {types}.")),
                NearMiss("no answer", leave_untouched),
            ]
        return [
            NearMiss("says yes", give_answer(f"Yes, Markor can create {t} files with the .md extension.")),
            NearMiss("no, with an incomplete list", give_answer(
                f"No, Markor cannot create {t} files. It offers {', '.join(_MARKOR_TYPES[:4])}.")),
            NearMiss("no, with an invented type listed", give_answer(
                f"No, Markor cannot create {t} files. It offers {types}, HTML and YAML.")),
            NearMiss("no, without the list", give_answer(f"No, Markor cannot create {t} files.")),
            NearMiss("no answer", leave_untouched),
        ]


# Pro Expense's categories (``ExpenseCategoryProviderImpl``), as the entry screen lists them.
_EXPENSE_CATEGORIES = ("Food", "Income", "Housing", "Social", "Entertainment", "Transportation", "Clothes",
                       "Health Care", "Education", "Donation", "Others")
_NOT_EXPENSE = ("Travel", "Groceries", "Utilities", "Insurance", "Pets", "Gifts", "Shopping", "Savings")


@register_task("venus")
class FuncAssistCapabilityExpenseCategory(VenusTask):
    """Is there a category X for expenses in Pro Expense? ``offered``: the answer says so
    (names X as available, no other category, no denial); not offered: it says there is
    none and lists exactly the 11 categories the entry screen offers."""

    app_names = ("pro expense",)
    complexity = 2.0
    template = ("Is there a \"{category}\" category I can file an expense under in Pro Expense? If there isn't, "
                "list the categories it does have.")
    variant_texts = {"zh": "Pro Expense 里有没有可以用来记支出的 \"{category}\" 类别？如果没有，请列出它有的所有类别。",
                     "paraphrase": "Does Pro Expense let me put an expense in a \"{category}\" category? If not, "
                                   "name all the categories it offers."}
    info = TaskInfo(Category.FA, PUDAM(2, 2, 3, 3, 2), Evaluation.ANSWER, tags=("capability",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        offered = rng.random() < 0.5
        return {"category": rng.choice([c for c in _EXPENSE_CATEGORIES if c != "Others"] if offered else _NOT_EXPENSE), "offered": offered,
                "rows": expense.noise_expenses(rng, rng.randint(2, 5))}

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["rows"])

    def verify(self, env) -> float:
        a, c = env.answer, self.params["category"]
        universe = _EXPENSE_CATEGORIES + _NOT_EXPENSE
        denied = explicit_claims_about(a, c, universe) & {Claim.NOT_EXIST, Claim.CANNOT}
        if not self.params["offered"]:
            return float(bool(denied) and exact_listing(a, _EXPENSE_CATEGORIES, universe))
        return float(not denied and listed(a, universe) == {c})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        yield _tap(env, rid="fb_main_add", package=_EXPENSE)
        c = self.params["category"]
        if self.params["offered"]:
            en, zh = f"Yes, {c} is one of Pro Expense's categories.", f"有，{c} 是 Pro Expense 的类别之一。"
        else:
            en = f"No, there is no {c} category. Pro Expense has: {', '.join(_EXPENSE_CATEGORIES)}."
            zh = f"没有 {c} 这个类别。Pro Expense 的类别有：{'、'.join(_EXPENSE_CATEGORIES)}。"
        yield A.JSONAction(A.NAVIGATE_BACK)                       # leave the entry screen unsaved
        yield A.answer(self.say(en=en, zh=zh))

    @property
    def optimal_steps(self) -> int:
        # open the app, the add button, scroll the category strip sideways 7 times (a scroll
        # moves it about one card on a phone), back, answer
        return 11

    def near_misses(self) -> list[NearMiss]:
        c = self.params["category"]
        cats = ", ".join(_EXPENSE_CATEGORIES)
        if self.params["offered"]:
            return [
                NearMiss("says there is none", give_answer(f"No, there is no {c} category. It has {cats}.")),
                NearMiss("names every category", give_answer(f"The categories are {cats}.")),
                NearMiss("names another category", give_answer(
                    f"Yes, use {next(x for x in _EXPENSE_CATEGORIES if x != c)}.")),
                NearMiss("no answer", leave_untouched),
            ]
        return [
            NearMiss("says yes", give_answer(f"Yes, {c} is one of Pro Expense's categories.")),
            NearMiss("no, list without Others", give_answer(
                f"No, there is no {c} category. It has {', '.join(_EXPENSE_CATEGORIES[:-1])}.")),
            NearMiss("no, with an invented category", give_answer(
                f"No, there is no {c} category. It has {cats} and Travel." if c != "Travel"
                else f"No, there is no {c} category. It has {cats} and Pets.")),
            NearMiss("no, without the list", give_answer(f"No, there is no {c} category.")),
            NearMiss("no answer", leave_untouched),
        ]


# Simple SMS Messenger's message action mode (long-press a message, ``cab_thread.xml``):
# (asked feature, its Chinese, the option's label or "" when the app has none, what names it).
_SMS_FEATURES = (
    ("delete one message without deleting the whole conversation", "只删除其中一条短信而不删除整个对话", "Delete",
     ("delete", "deleted", "deleting", "删除")),
    ("copy the text of a message", "复制一条短信的文字", "Copy to clipboard", ("copy", "copied", "copying", "复制")),
    ("share a single message", "分享单独一条短信", "Share", ("share", "shared", "sharing", "分享")),
    ("edit a message after I have sent it", "修改一条已经发出的短信", "", ("edit", "edited", "editing", "编辑", "修改")),
    ("unsend a message I have already sent", "撤回一条已经发出的短信", "", ("unsend", "unsent", "recall", "recalled", "撤回", "取消发送")),
)


@register_task("venus")
class FuncAssistCapabilitySmsMessageAction(VenusTask):
    """Can Simple SMS Messenger do something to one message, and how many messages are in
    the conversation with a seeded contact? Offered (delete, copy, share): no denial and the
    option's label; not offered (edit a sent message, unsend): the answer says it cannot.
    Either way the count is the seeded thread's, not another's; nothing may change."""

    app_names = ("simple sms messenger",)
    complexity = 1.5
    template = ("In Simple SMS Messenger, can I {feature}? If I can, name the option I use. Also, how many "
                "messages are in my conversation with {name}?")
    variant_texts = {"zh": "在 Simple SMS Messenger 里，我能{feature_zh}吗？如果能，告诉我用的是哪个选项。另外，我和 {name} 的对话里有多少条短信？",
                     "paraphrase": "Is it possible in Simple SMS Messenger to {feature}? If so, which option "
                                   "does it? And what's the number of messages in my conversation with {name}?"}
    info = TaskInfo(Category.FA, PUDAM(2, 2, 3, 2, 2), Evaluation.ANSWER, tags=("capability",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        feature, feature_zh, label, _ = rng.choice(_SMS_FEATURES)
        people = _people(rng, 3)
        first = rng.randint(3, 7)
        sizes = [first] + rng.sample([k for k in range(1, 8) if k != first], 2)
        messages, t = [], _T0
        for p, k in zip(people, sizes):
            for i in range(k):
                t += 7_200_000
                messages.append({"address": p["number"], "body": rng.choice(_TEXTS), "date": t,
                                 "type": sms.TYPE_SENT if i % 2 else sms.TYPE_INBOX})
        return {"feature": feature, "feature_zh": feature_zh, "label": label, "name": people[0]["name"],
                "people": people, "count": sizes[0], "other_counts": sizes[1:], "messages": messages}

    def setup(self, env) -> None:
        sms.make_default_sms_app(env.device)
        sms.clear_messages(env.device)
        contacts.clear_contacts(env.device)
        for p in self.params["people"]:
            contacts.add_contact(env.device, p["name"], p["number"])
        sms.add_messages(env.device, [sms.Sms(**m) for m in self.params["messages"]])
        self.before = _provider_state(env.device)

    def _names(self) -> tuple[str, ...]:
        return next(f[3] for f in _SMS_FEATURES if f[0] == self.params["feature"])

    def verify(self, env) -> float:
        a, p = env.answer, self.params
        if _provider_state(env.device) != self.before:
            return 0.0
        counted = stated_counts(a, ("message", "text", "sms", "短信", "消息", "信息")) == {p["count"]}
        denied = explicit_claims_about(a, self._names()) & {Claim.NOT_EXIST, Claim.CANNOT}
        if not p["label"]:
            return float(counted and bool(denied))
        return float(counted and not denied and bool(phrase_spans(normalize(a), normalize(p["label"]))))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="SMS Messenger")
        yield _tap(env, text=p["name"], rid="conversation_address")
        word, n, name = self._names()[0], p["count"], p["name"]
        if p["label"]:
            en = f"Yes: long-press the message and tap {p['label']}. Your conversation with {name} has {n} messages."
            zh = f"可以：长按那条短信，点 {p['label']}。你和 {name} 的对话里有 {n} 条短信。"
        else:
            en = f"No, you can't {word} messages in Simple SMS Messenger. Your conversation with {name} has {n} messages."
            zh = f"不能，Simple SMS Messenger 无法{self._names()[-1]}短信。你和 {name} 的对话里有 {n} 条短信。"
        yield A.answer(self.say(en=en, zh=zh))

    @property
    def optimal_steps(self) -> int:
        return 4                              # open the app, the conversation, long-press a message, answer

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        n, name, word = p["count"], p["name"], self._names()[0]
        yes = f"Yes, long-press the message and tap {p['label'] or 'Edit'}."
        no = f"No, you can't {word} messages."
        right, wrong = (yes, no) if p["label"] else (no, yes)

        def delete_one(task, env) -> None:
            m = task.params["messages"][0]
            sms.delete_received(env.device, m["address"], m["body"])
        return [
            NearMiss("off by one", give_answer(f"{right} The conversation with {name} has {n + 1} messages.")),
            NearMiss("another conversation's count",
                     give_answer(f"{right} The conversation with {name} has {p['other_counts'][0]} messages.")),
            NearMiss("the opposite capability", give_answer(f"{wrong} The conversation with {name} has {n} messages.")),
            NearMiss("count only", give_answer(f"The conversation with {name} has {n} messages.")),
            NearMiss("deleted a message to find out", then(delete_one, give_answer(
                f"{right} The conversation with {name} has {n} messages."))),
            NearMiss("no answer", leave_untouched),
        ]
