"""FA operation explanations over the apps (Markor, Pro Expense, Simple SMS Messenger): the
answer gives the steps, in order, with the labels the app shows, and a count the device
holds; split from ``fa_apps.py`` (navigation) by idea."""

from __future__ import annotations

import random
from typing import Any, Iterator, Sequence

from apps import expense, markor
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched
from venus_tasks.tasks.fa_apps import (_FOLDERS, _MARKOR_BROWSING, _TEXTS, _TOPICS, _in_order, _people,
                                       _seed_threads, _tap)
from verifiers.facts import stated_counts


# ------------------------------------------------------------------ explain
class _Explain(VenusTask):
    """How to do something (``steps``: the labels to use, in order) and a count the device
    holds (``count_nouns``). Both must be in the answer."""

    complexity = 1.5
    info = TaskInfo(Category.FA, PUDAM(2, 3, 2, 2, 2), Evaluation.ANSWER, tags=("explain",))
    steps: tuple[tuple[str, ...], ...] = ()
    count_nouns: tuple[str, ...] = ()

    def _count(self) -> int:
        raise NotImplementedError

    def verify(self, env) -> float:
        a = env.answer
        counts = stated_counts(a, self.count_nouns)
        return float(_in_order(a, self.steps) and counts == {self._count()})


_LONG_PRESS = ("long press", "long-press", "long tap", "press and hold", "tap and hold", "hold", "长按")


def _open_item(noun: str, zh_nouns: Sequence[str]) -> tuple[str, ...]:
    """Ways to say the first step, opening (or long-pressing) the item: the verb with the
    item ("tap the expense", "点开这笔支出"), so a bare "tap Delete" is no first step."""
    verbs = ("tap", "tap on", "click", "click on", "select", "open", "press")
    dets = ("the", "an", "a", "that", "this", "it")
    en = tuple(f"{v} {d} {noun}" for v in verbs for d in dets[:-1]) + tuple(f"{v} it" for v in verbs)
    zh = tuple(f"{v}{n}" for v in ("点开", "打开", "点击", "选中", "进入", "点") for n in zh_nouns)
    return _LONG_PRESS + en + zh + ("点开", "打开", "进入")


@register_task("venus")
class FuncAssistExplainMarkorDelete(_Explain):
    """How a note is deleted in Markor (long-press it, Delete, OK) and how many notes the
    seeded folder holds (other folders hold decoy notes)."""

    app_names = ("markor",)
    template = ("How do I delete a note in Markor? Tell me the steps, and also how many notes are in my "
                "\"{folder}\" folder.")
    variant_texts = {"zh": "在 Markor 里怎么删除一篇笔记？请告诉我步骤，另外告诉我 \"{folder}\" 文件夹里有几篇笔记。",
                     "paraphrase": "Walk me through removing a note in Markor, and tell me the number of notes "
                                   "sitting in the \"{folder}\" folder."}
    may_change = _MARKOR_BROWSING
    steps = (_LONG_PRESS, ("delete", "删除"), ("ok", "确定", "确认"))
    count_nouns = ("note", "file", "笔记", "文件")

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        folder, other = rng.sample(_FOLDERS, 2)
        topics = rng.sample(_TOPICS, 9)
        n = rng.randint(2, 6)
        return {"folder": folder, "other": other, "notes": [f"{t}.md" for t in topics[:n]],
                "decoys": [f"{t}.md" for t in topics[n:n + rng.randint(1, 3)]]}

    def _count(self) -> int:
        return len(self.params["notes"])

    def setup(self, env) -> None:
        p = self.params
        notes = {f"{p['folder']}/{n}": f"# {n[:-3]}\n" for n in p["notes"]}
        notes.update({f"{p['other']}/{n}": f"# {n[:-3]}\n" for n in p["decoys"]})
        markor.write_notes(env.device, notes, clear=True)

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        yield _tap(env, text=self.params["folder"], rid="opoc_filesystem_item__title")
        n = self._count()
        yield A.answer(self.say(
            en=f"Long-press the note in the file list, tap Delete in the toolbar, then confirm with OK. "
               f"There are {n} notes in {self.params['folder']}.",
            zh=f"在文件列表里长按该笔记，点工具栏上的删除（Delete），再点确定（OK）。"
               f"{self.params['folder']} 文件夹里有 {n} 个笔记。"))

    @property
    def optimal_steps(self) -> int:
        return 3                              # open Markor, open the folder, answer

    def near_misses(self) -> list[NearMiss]:
        p, n = self.params, self._count()
        how = "Long-press the note, tap Delete, then OK."
        return [
            NearMiss("off by one", give_answer(f"{how} There are {n + 1} notes in {p['folder']}.")),
            NearMiss("counted the notes of every folder",
                     give_answer(f"{how} There are {n + len(p['decoys'])} notes in {p['folder']}.")),
            NearMiss("steps out of order", give_answer(f"Tap Delete, then OK, then long-press the note. "
                                                       f"There are {n} notes in {p['folder']}.")),
            NearMiss("count without the steps", give_answer(f"There are {n} notes in {p['folder']}.")),
            NearMiss("no answer", leave_untouched),
        ]


@register_task("venus")
class FuncAssistExplainExpenseDelete(_Explain):
    """How an expense is deleted in Pro Expense (open it, the delete icon, Confirm) and how
    many expenses are logged."""

    app_names = ("pro expense",)
    template = "How do I delete an expense in Pro Expense? Give me the steps, and tell me how many expenses I have logged."
    variant_texts = {"zh": "在 Pro Expense 里怎么删除一笔支出？请告诉我步骤，并告诉我我一共记了多少笔支出。",
                     "paraphrase": "What are the steps to remove an expense from Pro Expense? Also, what is the "
                                   "number of expenses I've recorded there?"}
    steps = (_open_item("expense", ("支出", "这笔", "那笔", "该笔", "记录")),
             ("delete", "trash", "bin", "删除", "垃圾桶"), ("confirm", "确认"))
    count_nouns = ("expense", "支出", "开支")

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"rows": expense.noise_expenses(rng, rng.randint(3, 8))}

    def _count(self) -> int:
        return len(self.params["rows"])

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["rows"])

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        n = self._count()
        yield A.answer(self.say(
            en=f"Tap the expense in the list to open its detail sheet, tap the delete (trash) icon, then tap Confirm. "
               f"You have logged {n} expenses.",
            zh=f"在列表里点开这笔支出的详情，点删除（垃圾桶）图标，再点 Confirm 确认。你一共记了 {n} 笔支出。"))

    @property
    def optimal_steps(self) -> int:
        return 2                              # open Pro Expense, answer

    def near_misses(self) -> list[NearMiss]:
        n = self._count()
        how = "Tap the expense, tap the delete icon, then Confirm."
        return [
            NearMiss("off by one", give_answer(f"{how} You have logged {n - 1} expenses.")),
            NearMiss("no confirmation step", give_answer(f"Tap the expense and tap the delete icon. "
                                                         f"You have logged {n} expenses.")),
            NearMiss("count without the steps", give_answer(f"You have logged {n} expenses.")),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]


@register_task("venus")
class FuncAssistExplainSmsDeleteConversation(_Explain):
    """How a conversation is deleted in Simple SMS Messenger (long-press it or open it,
    Delete, Yes) and how many conversations there are."""

    app_names = ("simple sms messenger",)
    template = ("How do I delete a whole conversation in Simple SMS Messenger? Tell me the steps, and how many "
                "conversations I have right now.")
    variant_texts = {"zh": "在 Simple SMS Messenger 里怎么删除整个对话？请告诉我步骤，以及我现在有多少个对话。",
                     "paraphrase": "Explain how to remove an entire conversation in Simple SMS Messenger, and "
                                   "tell me the number of conversations I currently have."}
    steps = (_open_item("conversation", ("对话", "会话", "聊天")) + _open_item("thread", ()), ("delete", "删除"),
             ("yes", "确定", "确认", "点是", "选是", "点击是", "点“是”", "点 是"))
    count_nouns = ("conversation", "thread", "chat", "对话", "会话", "聊天")

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        n = rng.randint(2, 6)
        return {"people": _people(rng, n), "texts": rng.sample(_TEXTS, n)}

    def _count(self) -> int:
        return len(self.params["people"])

    def setup(self, env) -> None:
        _seed_threads(env.device, self.params["people"], self.params["texts"])

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="SMS Messenger")
        n = self._count()
        yield A.answer(self.say(
            en=f"Long-press the conversation in the list, tap Delete, then tap Yes. You have {n} conversations.",
            zh=f"在列表里长按该对话，点删除（Delete），再点 Yes 确认。你现在有 {n} 个对话。"))

    @property
    def optimal_steps(self) -> int:
        return 2                              # open SMS Messenger, answer

    def near_misses(self) -> list[NearMiss]:
        n = self._count()
        how = "Long-press the conversation, tap Delete, then Yes."
        return [
            NearMiss("off by one", give_answer(f"{how} You have {n + 1} conversations.")),
            NearMiss("counted messages of a thread as conversations",
                     give_answer(f"{how} You have {n} messages and 1 conversation.")),
            NearMiss("no confirmation step", give_answer(f"Long-press the conversation and tap Delete. "
                                                         f"You have {n} conversations.")),
            NearMiss("count without the steps", give_answer(f"You have {n} conversations.")),
            NearMiss("no answer", leave_untouched),
        ]
