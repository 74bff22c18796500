"""Hard GUI browsing (HGB) over Joplin: the note list of a notebook shows titles only, so
finding what a note says means picking the notebook in the side menu and opening notes.

Note titles are matched as an exact listing over every note on the device.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import prod_seed as S
from venus_tasks.tasks.common import answer_misses, give_answer
from verifiers.lists import exact_listing


def note_body(rng: random.Random, term: str | None) -> str:
    """Three to five lines of everyday note text, one of them mentioning ``term``."""
    lines = rng.sample(S.NOTE_LINES, rng.randint(3, 5))
    if term:
        lines.insert(rng.randrange(len(lines) + 1), rng.choice((f"Don't forget the {term}.",
                                                                f"Look into the {term} question.",
                                                                f"Note: {term} sorted by Thursday.")))
    return "\n".join(lines)


@register_task("venus")
class GUIBrowsingJoplinNoteMentions(VenusTask):
    """The note in Joplin notebook N whose body mentions a word; a note in another
    notebook mentions it too, and no title gives it away.

    Success: the answer names exactly that note; the other notebook's note, another
    note of N, a hedge or a list fail.
    """

    app_names = ("joplin",)
    complexity = 2.0
    template = "Which note in my Joplin notebook \"{notebook}\" mentions \"{term}\"? Give the note's title."
    variant_texts = {"zh": "我的 Joplin 笔记本 \"{notebook}\" 里，哪篇笔记提到了 \"{term}\"？请给出笔记标题。",
                     "paraphrase": "In Joplin, one note inside the \"{notebook}\" notebook talks about \"{term}\". "
                                   "What is that note called?"}
    info = TaskInfo(Category.HGB, PUDAM(1, 1, 3, 1, 2), Evaluation.ANSWER, tags=("read-many", "notes", "search"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        notebook, *others = rng.sample(S.NOTEBOOKS, 3)
        term = rng.choice(S.NOTE_TERMS)
        titles = rng.sample(S.NOTE_TITLES, 10)
        roles = ["target"] + ["member"] * 4 + ["elsewhere"] + ["filler"] * 4
        notes = []
        for i, (role, title) in enumerate(zip(roles, titles)):
            book = notebook if role in ("target", "member") else rng.choice(others)
            notes.append({"role": role, "notebook": book, "title": title,
                          "body": note_body(rng, term if role in ("target", "elsewhere") else None),
                          "updated": S.ts(rng.randint(1, 14), rng.randint(7, 21)) + i})
        in_book = sorted((n for n in notes if n["notebook"] == notebook), key=lambda n: -n["updated"])
        position = next(i for i, n in enumerate(in_book) if n["role"] == "target")
        by_role = {n["role"]: n["title"] for n in notes}
        return {"notebook": notebook, "term": term, "notebooks": [notebook, *others], "notes": notes,
                "answer": by_role["target"], "elsewhere": by_role["elsewhere"], "position": position,
                "members": [n["title"] for n in in_book]}

    def setup(self, env) -> None:
        S.seed_notes(env.device, self.params["notebooks"], self.params["notes"])

    @property
    def optimal_steps(self) -> int:
        # open the app, the side menu, the notebook; open and leave each note above the
        # target (newest first), open it, answer
        return 3 + 2 * self.params["position"] + 1 + 1

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, [self.params["answer"]], [n["title"] for n in self.params["notes"]]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        t = self.params["answer"]
        yield A.JSONAction(A.OPEN_APP, app_name="Joplin")
        yield A.answer(self.say(en=f"The note \"{t}\".", zh=f"是《{t}》这篇笔记。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        other = next(t for t in p["members"] if t != p["answer"])
        return [NearMiss("the note in another notebook", give_answer(p["elsewhere"])),
                NearMiss("another note of the notebook", give_answer(other)),
                *answer_misses(p["answer"], p["elsewhere"], p["members"])]
