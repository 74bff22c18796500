"""Function assistance (FA) over Markor 2.10.9: how a note is moved into another folder
(long-press it, More options, Move, the folder, "Select this folder"), answered with where
the note is now and how many notes the target folder holds on this device.

The notebook holds five folders; the note is in the second or third of the other folders
by name (an agent that does not know looks through them), the others hold decoy notes,
and the target holds 2-6 notes. Nothing may change (Markor's own QuickNote.md and todo.txt,
made when their tabs first open, aside): moving the note to show how fails through the
guard. Read through ``verifiers/``: the steps in order (``paths.menu_path``), the folder
by name (``naming.names_only``), the count (``facts``).
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import markor
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched, then
from verifiers.facts import stated_counts
from verifiers.guard import MayChange
from verifiers.naming import names_only
from verifiers.paths import menu_path

_FOLDERS = ("Archive", "Errands", "Garden", "Health", "Journal", "Kitchen", "Money", "Reading", "School", "Work")
_NOTES = ("budget_march", "dentist", "seed_list", "meal_plan", "reading_list", "tax_return", "packing", "recipes",
          "birthday_ideas", "car_service", "book_club", "running_log", "wifi_codes", "passwords_hint")
_STEPS = (("long press", "long-press", "press and hold", "tap and hold", "长按"), ("move", "移动"),
          ("select this folder", "选择此文件夹", "选择这个文件夹"))
_BROWSING = MayChange(stores=("markor:QuickNote.md", "markor:todo.txt"))


@register_task("venus")
class FuncAssistExplainMarkorMove(VenusTask):
    """How is "{note}" moved into the {target} folder in Markor, which folder is it in now,
    and how many notes does {target} hold?

    Success: long-press, Move, Select this folder in order (or 长按, 移动, 选择此文件夹); the
    note's folder named and no other folder but the target; the target's note count.
    Nothing changed.
    """

    app_names = ("markor",)
    complexity = 2.0
    template = ("How do I move my note \"{note}\" into my {target} folder in Markor? Tell me the steps, which folder "
                "the note is in right now, and how many notes the {target} folder already holds.")
    variant_texts = {"zh": "在 Markor 里怎样把我的笔记 \"{note}\" 移到 {target} 文件夹？请告诉我步骤、这篇笔记现在在哪个文件夹，"
                           "以及 {target} 文件夹里已经有几篇笔记。",
                     "paraphrase": "Walk me through moving my \"{note}\" note into the {target} folder in Markor. "
                                   "Which folder holds the note right now, and how many notes are in {target} "
                                   "already?"}
    info = TaskInfo(Category.FA, PUDAM(1, 2, 3, 2, 3), Evaluation.ANSWER, tags=("explain", "markor"))
    may_change = _BROWSING

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        folders = sorted(rng.sample(_FOLDERS, 5))
        target = rng.choice(folders)
        others = [f for f in folders if f != target]
        source = others[rng.choice((1, 2))]
        names = rng.sample(_NOTES, 12)
        note, count = names[0], rng.randint(2, 6)
        files = {f"{source}/{note}.md": f"# {note}\n"}
        files.update({f"{target}/{n}.md": f"# {n}\n" for n in names[1:1 + count]})
        rest = names[1 + count:]
        for i, f in enumerate(others):
            files.update({f"{f}/{n}.md": f"# {n}\n" for n in rest[i::len(others)][:2]})
        return {"note": note, "target": target, "source": source, "folders": folders, "count": count,
                "files": files, "rank": others.index(source) + 1}

    def setup(self, env) -> None:
        markor.write_notes(env.device, self.params["files"], clear=True)

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        others = [f for f in p["folders"] if f not in (p["source"], p["target"])]
        return float(menu_path(a, _STEPS)
                     and names_only(a, p["source"], others, allowed=[p["target"]])
                     and stated_counts(a, ("note", "file", "笔记", "文件")) == {p["count"]})

    def _say(self, source: str, count: int) -> str:
        p = self.params
        return self.say(en=f"Open the {source} folder, long-press {p['note']}, tap More options > Move, go to the "
                           f"{p['target']} folder in the chooser and tap Select this folder. The note is in {source} "
                           f"now; {p['target']} already holds {count} notes.",
                        zh=f"打开 {source} 文件夹，长按 {p['note']}，点更多选项 > Move（移动），在选择框里进入 {p['target']} "
                           f"文件夹，点 Select this folder（选择此文件夹）。这篇笔记现在在 {source}；{p['target']} 里已经有 "
                           f"{count} 篇笔记。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        yield A.answer(self._say(self.params["source"], self.params["count"]))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        wrong = next(f for f in p["folders"] if f not in (p["source"], p["target"]))

        def move(task, env) -> None:               # moved it to show how
            markor.write_notes(env.device, {**{k: v for k, v in p["files"].items() if not k.startswith(
                f"{p['source']}/{p['note']}")}, f"{p['target']}/{p['note']}.md": f"# {p['note']}\n"}, clear=True)
        return [
            NearMiss("another folder as the note's", give_answer(self._say(wrong, p["count"]))),
            NearMiss("counted with the note moved in", give_answer(self._say(p["source"], p["count"] + 1))),
            NearMiss("no Move step", give_answer(
                f"Long-press {p['note']} and tap Select this folder. It is in {p['source']}; {p['target']} holds "
                f"{p['count']} notes.")),
            NearMiss("moved it to show how", then(move, give_answer(self._say(p["source"], p["count"])))),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Markor, the target (its notes), "..", then the other folders by name until
        # the note's (each but the last followed by ".."), long-press the note, More
        # options, Move (the chooser: Select this folder), answer
        return 3 + 2 * self.params["rank"] - 1 + 4
