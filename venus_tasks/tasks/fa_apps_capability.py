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
from venus_tasks.tasks.fa_apps import (EXPENSE_PKG, MARKOR_PKG, MARKOR_BROWSING, T0_MS, SMS_TEXTS, random_people,
                                       provider_state, tap_on)
from verifiers.answer import normalize, phrase_spans
from verifiers.claims import Claim, claims_about, explicit_claims_about, listed
from verifiers.facts import stated_counts
from verifiers.lists import exact_listing, listed_beside


# ------------------------------------------------------------------ capability
# Markor's new file types (``new_file_types``, as its new file dialog lists them, "None"
# aside) and the extension each gives; the extension of the asked type is the fact to read.
_MARKOR_TYPES = ("Markdown", "Plain Text", "todo.txt", "Wikitext", "AsciiDoc", "CSV")
# Askable offered types: their extension tells their files apart (Wikitext and todo.txt
# also save .txt, so they are not asked: "how many Wikitext files" would be ambiguous).
_MARKOR_ASKABLE = {"Markdown": "md", "Plain Text": "txt", "AsciiDoc": "adoc"}
_MARKOR_EXTENSIONS = ("md", "txt", "adoc", "csv")
# Types Markor cannot create, with the extension their files have (files copied in).
_NOT_MARKOR = {"LaTeX": "tex", "HTML": "html", "JSON": "json", "Org mode": "org", "Rich Text": "rtf",
               "YAML": "yaml"}
_FOLDERS = ("Projects", "Journal", "Work", "Reading", "Archive")
_STEMS = ("meeting_notes", "budget", "ideas", "reading_list", "trip_plan", "journal", "week_plan", "draft",
          "summary", "contacts", "outline", "checklist")
_CONTENT = {"md": "# Notes\n", "txt": "notes\n", "adoc": "= Notes\n", "tex": "\\documentclass{article}\n",
            "html": "<html><body>notes</body></html>\n", "json": "{\"notes\": []}\n", "org": "* Notes\n",
            "rtf": "{\\rtf1 notes}\n", "yaml": "notes: []\n"}


@register_task("venus")
class FuncAssistCapabilityMarkorFileType(VenusTask):
    """Can Markor create a file of a given type, and how many files of that type are in a
    seeded folder? ``offered``: yes, and the answer gives the extension the new file dialog
    sets for it (and no other); not offered: the answer says Markor cannot and lists
    exactly the types its dialog offers. Either way it states how many files with that
    type's extension the folder holds (1-4, drawn; files of that type in another folder
    and of other types in this one are not counted), so the public constant (the type
    table) alone fails.
    """

    app_names = ("markor",)
    complexity = 1.5
    template = ("Can Markor create a new {file_type} file? If it can, tell me which file extension the new file "
                "gets; if it can't, list the file types it does offer when creating a file. Also, how many "
                "{file_type} files are in my {folder} folder in Markor?")
    variant_texts = {"zh": "Markor 能新建 {file_type} 类型的文件吗？如果能，告诉我新文件会用什么扩展名；如果不能，"
                           "列出新建文件时它提供的文件类型。另外，我在 Markor 的 {folder} 文件夹里有几个 {file_type} 文件？",
                     "paraphrase": "Is {file_type} one of the file types Markor lets me create? If yes, what "
                                   "extension does such a file get? If no, which file types does it offer? And "
                                   "how many {file_type} files does my {folder} folder in Markor hold?"}
    info = TaskInfo(Category.FA, PUDAM(1, 3, 2, 1, 2), Evaluation.ANSWER, tags=("capability",))
    may_change = MARKOR_BROWSING

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        offered = rng.random() < 0.5
        file_type = rng.choice(sorted(_MARKOR_ASKABLE) if offered else sorted(_NOT_MARKOR))
        ext = _MARKOR_ASKABLE.get(file_type) or _NOT_MARKOR[file_type]
        folder, elsewhere = rng.sample(_FOLDERS, 2)
        count = rng.randint(1, 4)
        other_ext = rng.choice([e for e in ("md", "txt", "adoc", "html", "json") if e != ext])
        stems = rng.sample(_STEMS, count + 4)
        files = ([f"{folder}/{s}.{ext}" for s in stems[:count]]
                 + [f"{folder}/{s}.{other_ext}" for s in stems[count:count + 2]]      # other types here
                 + [f"{elsewhere}/{s}.{ext}" for s in stems[count + 2:]])             # that type elsewhere
        return {"file_type": file_type, "offered": offered, "extension": _MARKOR_ASKABLE.get(file_type, ""),
                "folder": folder, "count": count, "files": sorted(files)}

    def setup(self, env) -> None:
        notes = {"shopping.md": "# Shopping\n"}
        notes.update({f: _CONTENT[f.rsplit(".", 1)[1]] for f in self.params["files"]})
        markor.write_notes(env.device, notes, clear=True)

    def _counted(self, a: str) -> bool:
        t = self.params["file_type"].casefold()
        ext = self.params["extension"] or _NOT_MARKOR[self.params["file_type"]]
        return stated_counts(a, ("file", "note", "文件", f"{t} file", f".{ext} file")) == {self.params["count"]}

    def verify(self, env) -> float:
        a, p = env.answer, self.params
        universe = _MARKOR_TYPES + tuple(_NOT_MARKOR)
        denied = explicit_claims_about(a, p["file_type"], universe) & {Claim.NOT_EXIST, Claim.CANNOT}
        if not p["offered"]:
            return float(bool(denied) and exact_listing(a, _MARKOR_TYPES, universe) and self._counted(a))
        exts = {e for e in _MARKOR_EXTENSIONS if phrase_spans(normalize(a), e)}
        return float(not denied and exts == {p["extension"]} and listed(a, universe) <= {p["file_type"]}
                     and self._counted(a))

    def _say(self, offered: bool, count: int) -> str:
        p = self.params
        t, ext, folder = p["file_type"], p["extension"], p["folder"]
        if offered:
            return self.say(en=f"Yes. Pick {t} as the type in the new file dialog; the file gets the .{ext} extension. "
                               f"Your {folder} folder has {count} {t} files.",
                            zh=f"可以。在新建文件对话框里把类型选为 {t}，文件的扩展名是 .{ext}。"
                               f"你的 {folder} 文件夹里有 {count} 个 {t} 文件。")
        return self.say(en=f"No, Markor cannot create {t} files. The types it offers are: {', '.join(_MARKOR_TYPES)}. "
                           f"Your {folder} folder has {count} {t} files.",
                        zh=f"不能，Markor 无法新建 {t} 文件。它提供的类型有：{'、'.join(_MARKOR_TYPES)}。"
                           f"你的 {folder} 文件夹里有 {count} 个 {t} 文件。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        yield tap_on(env, rid="opoc_filesystem_item__title", text=p["folder"], package=MARKOR_PKG)
        yield tap_on(env, rid="fab_add_new_item", package=MARKOR_PKG)
        if p["offered"]:
            yield tap_on(env, rid="text1", text="Markdown", package=MARKOR_PKG)
            yield tap_on(env, rid="text1", text=p["file_type"], package=MARKOR_PKG)
        yield tap_on(env, rid="button2", package=MARKOR_PKG)          # CANCEL: nothing created
        yield A.answer(self._say(p["offered"], p["count"]))

    @property
    def optimal_steps(self) -> int:
        # open Markor, the folder (its files, by name), the FAB, open the type list, pick the
        # type (or the current one, to close the list), CANCEL, answer
        return 7

    def near_misses(self) -> list[NearMiss]:
        p, t, n = self.params, self.params["file_type"], self.params["count"]
        types = ", ".join(_MARKOR_TYPES)
        folder = p["folder"]
        public = (f"Yes. Pick {t} in the new file dialog; the file gets the .{p['extension']} extension."
                  if p["offered"] else f"No, Markor cannot create {t} files. The types it offers are: {types}.")
        misses = [NearMiss("the public constant alone", give_answer(public)),
                  NearMiss("a count off by one", give_answer(self._say(p["offered"], n + 1))),
                  NearMiss("every file of the type, other folders too", give_answer(self._say(p["offered"], n + 2))),
                  NearMiss("no answer", leave_untouched)]
        if p["offered"]:
            wrong = next(e for e in _MARKOR_EXTENSIONS if e != p["extension"])
            return misses + [
                NearMiss("wrong extension", give_answer(f"Yes, {t} files get the .{wrong} extension. "
                                                        f"{folder} has {n} {t} files.")),
                NearMiss("yes without the extension", give_answer(f"Yes, Markor can create {t} files. "
                                                                  f"{folder} has {n} {t} files.")),
                NearMiss("says it cannot", give_answer(f"No, Markor cannot create {t} files. It offers {types}. "
                                                       f"{folder} has {n} {t} files.")),
            ]
        return misses + [
            NearMiss("says yes", give_answer(f"Yes, Markor can create {t} files with the .md extension. "
                                             f"{folder} has {n} {t} files.")),
            NearMiss("no, with an incomplete list", give_answer(
                f"No, Markor cannot create {t} files. It offers {', '.join(_MARKOR_TYPES[:4])}. {folder} has {n} files.")),
            NearMiss("no, without the list", give_answer(f"No, Markor cannot create {t} files. {folder} has {n} files.")),
        ]


# Pro Expense's categories (``ExpenseCategoryProviderImpl``), as the entry screen lists them.
_EXPENSE_CATEGORIES = ("Food", "Income", "Housing", "Social", "Entertainment", "Transportation", "Clothes",
                       "Health Care", "Education", "Donation", "Others")
_NOT_EXPENSE = ("Travel", "Groceries", "Utilities", "Insurance", "Pets", "Gifts", "Shopping", "Savings")
# The expense the user wants to file under each asked category (no name holds a category's
# word or is a noise expense's name); it is seeded under another category.
_ITEMS = {"Food": "Pizza night", "Housing": "Plumber visit", "Social": "Reunion dinner",
          "Entertainment": "Theatre tickets", "Transportation": "Train pass", "Clothes": "Wool scarf",
          "Health Care": "Dentist visit", "Education": "Language class", "Donation": "Shelter pledge",
          "Travel": "Hotel night", "Groceries": "Farmers market", "Utilities": "Water bill",
          "Insurance": "Auto policy", "Pets": "Vet checkup", "Gifts": "Birthday present",
          "Shopping": "New headphones", "Savings": "Emergency fund"}
# Categories an expense is seeded under (not Income, not Others: "others" is also a plain word).
_FILED_UNDER = {cid: name for cid, name in expense.CATEGORIES.items() if name not in ("Income", "Others")}


@register_task("venus")
class FuncAssistCapabilityExpenseCategory(VenusTask):
    """Can the user's expense "{item}" go under a category X in Pro Expense, and which
    category is it filed under now? X is one of the app's categories or a plausible one it
    lacks (Travel, Pets, ...); the expense is seeded under a drawn category Y != X, which
    only its Update Data screen shows (the list shows names and amounts).

    Success: offered -- X is named as available and not denied; not offered -- it says
    there is no X (or it cannot). Either way the sentences that name the expense name
    exactly Y as its category (``verifiers.lists.listed_beside``; X aside in the offered
    case, and a list of the categories elsewhere is fine), so the public constant (X is
    or is not one of the 11) alone fails: Y is the device's.
    """

    app_names = ("pro expense",)
    complexity = 2.0
    template = ("I'd like to file my \"{item}\" expense under a \"{category}\" category in Pro Expense. Is there "
                "such a category? Also tell me which category \"{item}\" is filed under now.")
    variant_texts = {"zh": "我想把 Pro Expense 里的 \"{item}\" 支出归到 \"{category}\" 类别下。有这个类别吗？"
                           "另外告诉我 \"{item}\" 现在归在哪个类别。",
                     "paraphrase": "Does Pro Expense have a \"{category}\" category I could move my \"{item}\" "
                                   "expense into? And which category is \"{item}\" in right now?"}
    info = TaskInfo(Category.FA, PUDAM(2, 1, 2, 2, 3), Evaluation.ANSWER, tags=("capability",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        offered = rng.random() < 0.5
        category = rng.choice(sorted(_FILED_UNDER.values()) if offered else _NOT_EXPENSE)
        filed = rng.choice([cid for cid, name in sorted(_FILED_UNDER.items()) if name != category])
        item = _ITEMS[category]
        rows = expense.noise_expenses(rng, rng.randint(2, 5))
        rows.insert(rng.randrange(len(rows) + 1), expense.row(item, rng.randrange(900, 20000, 25), filed,
                                                              expense.BASE_TIME_MS - rng.randrange(1, 9) * 86_400_000))
        return {"category": category, "offered": offered, "item": item, "filed": expense.CATEGORIES[filed],
                "rows": rows}

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["rows"])

    def verify(self, env) -> float:
        a, p = env.answer, self.params
        universe = _EXPENSE_CATEGORIES + _NOT_EXPENSE
        denied = explicit_claims_about(a, p["category"], universe) & {Claim.NOT_EXIST, Claim.CANNOT}
        filed = listed_beside(a, p["item"], universe) - ({p["category"]} if p["offered"] else set())
        if not p["offered"]:   # "There isn't one." answers "Is there a X category?" about X
            denied = claims_about(a, p["category"], universe) & {Claim.NOT_EXIST, Claim.CANNOT}
            return float(bool(denied) and filed == {p["filed"]})
        return float(not denied and p["category"] in listed(a, universe) and filed == {p["filed"]})

    def _say(self, exists: bool, filed: str) -> str:
        p = self.params
        c, item = p["category"], p["item"]
        if exists:
            return self.say(en=f"Yes, {c} is one of Pro Expense's categories. {item} is filed under {filed} now.",
                            zh=f"有，{c} 是 Pro Expense 的类别之一。{item} 现在归在 {filed} 类别。")
        return self.say(en=f"No, there is no {c} category in Pro Expense. {item} is filed under {filed} now.",
                        zh=f"没有 {c} 这个类别。{item} 现在归在 {filed} 类别。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        yield tap_on(env, rid="tv_name", text=p["item"], package=EXPENSE_PKG)    # the detail sheet
        yield tap_on(env, rid="btn_edit", package=EXPENSE_PKG)                   # Update Data: its category first
        yield A.JSONAction(A.NAVIGATE_BACK)                                  # leave it unsaved
        yield A.answer(self._say(p["offered"], p["filed"]))

    @property
    def optimal_steps(self) -> int:
        # open the app, the expense, Edit (the category strip starts with its category),
        # scroll the strip sideways 7 times (about one card a scroll on a phone), back, answer
        return 12

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        c, item, filed = p["category"], p["item"], p["filed"]
        other = next(x for x in _FILED_UNDER.values() if x not in (c, filed))
        cats = ", ".join(_EXPENSE_CATEGORIES)
        misses = [NearMiss("the public constant alone", give_answer(
                      f"Yes, {c} is one of Pro Expense's categories." if p["offered"]
                      else f"No, there is no {c} category. Pro Expense has: {cats}.")),
                  NearMiss("another category as the current one", give_answer(self._say(p["offered"], other))),
                  NearMiss("no answer", leave_untouched)]
        hedge = NearMiss("the current category hedged", give_answer(
            f"{'Yes' if p['offered'] else 'No'}, {c} is {'' if p['offered'] else 'not '}a category. "
            f"{item} is under {filed} or {other}, I think."))
        if p["offered"]:
            return misses + [
                hedge,
                NearMiss("says there is none", give_answer(self._say(False, filed))),
                NearMiss("the asked category as the current one", give_answer(self._say(True, c))),
                NearMiss("every category beside the expense", give_answer(
                    f"Yes, {c} exists. {item} is in one of {cats}.")),
            ]
        return misses + [
            hedge,
            NearMiss("says yes", give_answer(self._say(True, filed))),
            NearMiss("no, without the current category", give_answer(f"No, there is no {c} category.")),
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
    info = TaskInfo(Category.FA, PUDAM(1, 3, 1, 2, 2), Evaluation.ANSWER, tags=("capability",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        feature, feature_zh, label, _ = rng.choice(_SMS_FEATURES)
        people = random_people(rng, 3)
        first = rng.randint(3, 7)
        sizes = [first] + rng.sample([k for k in range(1, 8) if k != first], 2)
        messages, t = [], T0_MS
        for p, k in zip(people, sizes):
            for i in range(k):
                t += 7_200_000
                messages.append({"address": p["number"], "body": rng.choice(SMS_TEXTS), "date": t,
                                 "type": sms.TYPE_SENT if i % 2 else sms.TYPE_INBOX})
        return {"feature": feature, "feature_zh": feature_zh, "label": label, "name": people[0]["name"],
                "people": people, "count": sizes[0], "other_counts": sizes[1:], "messages": messages}

    def setup(self, env) -> None:
        sms.make_default_sms_app(env.device)
        sms.clear_messages(env.device)
        contacts.clear_contacts(env.device)
        contacts.add_contacts(env.device, [(p["name"], p["number"]) for p in self.params["people"]])
        sms.add_messages(env.device, [sms.Sms(**m) for m in self.params["messages"]])
        self.before = provider_state(env.device)

    def _names(self) -> tuple[str, ...]:
        return next(f[3] for f in _SMS_FEATURES if f[0] == self.params["feature"])

    def verify(self, env) -> float:
        a, p = env.answer, self.params
        if provider_state(env.device) != self.before:
            return 0.0
        counted = stated_counts(a, ("message", "text", "sms", "短信", "消息", "信息")) == {p["count"]}
        denied = explicit_claims_about(a, self._names()) & {Claim.NOT_EXIST, Claim.CANNOT}
        if not p["label"]:
            return float(counted and bool(denied))
        return float(counted and not denied and bool(phrase_spans(normalize(a), normalize(p["label"]))))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="SMS Messenger")
        yield tap_on(env, text=p["name"], rid="conversation_address")
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
