"""FA operation explanations over the apps (Markor): the answer gives the steps, in order,
with the labels the app shows, and a count the device holds; split from ``fa_apps.py``
(navigation) by idea. The two-step Pro Expense and SMS explanations were retired for the
deeper explanations of ``fa_tools``, ``fa_health``, ``fa_maps``, ``fa_recipes`` and
``fa_music`` (issue 26)."""

from __future__ import annotations

import random
from typing import Any, Iterator, Sequence

from apps import markor
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import give_answer, leave_untouched
from venus_tasks.tasks.fa_apps import _FOLDERS, _MARKOR_BROWSING, _TOPICS, _in_order, _tap
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
