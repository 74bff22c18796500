"""Conflict (CF) with a user to ask: the request contradicts the device, and the user's
ground-truth intent holds how they want it resolved (``shared/reference/venusbench.md``
section 5; AmbiBench's intent-following scoring, ``shared/seeds/``).

Two ways succeed. The agent asks a question grounded in the conflict (it states the
device fact after the screen showed it: here the count, once the folder's notes were
listed), the ``strict`` user simulator replies with the resolution held in the intent,
and the end state follows it; or the agent changes nothing and reports the conflict (with
the fact the device shows). An agent that acts on the conflict before asking fails: the
task reads the device state at every question (``on_question``) and requires it
untouched up to the question answered.
"""

from __future__ import annotations

import random
from typing import Any

from apps import markor
from venus_tasks.dialogue.grounding import Fact
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo
from venus_tasks.tasks.cf_markor import NOTE_NOUNS, TITLE, VAGUE, VAGUE_ZH, MarkorConflict
from venus_tasks.tasks.looking import open_app, tap
from venus_tasks.tasks.common import ask, then
from verifiers.claims import Claim, claims
from verifiers.facts import stated_counts

_FOLDERS = ("Algo", "Recipes", "Trips", "Reading", "Garden", "Workouts")
_TOPICS = ("graphs", "sorting", "soup", "pasta", "Lisbon", "Kyoto", "novels", "roses", "tomatoes", "squats",
           "heaps", "curry", "Oslo", "essays", "tulips", "running")
_RESOLUTIONS = {
    "all": ("Delete all of them.", "全部删掉。"),
    "none": ("Don't delete any of them; leave the folder as it is.", "一条都不要删，保持原样。"),
}


@register_task("venus")
class RefusalMarkorDeleteCountMismatch(MarkorConflict):
    """"Delete the K notes in folder F" when F holds N != K notes. The intent's resolution
    (drawn: delete all N, or none) is what the user answers when asked about it.

    Success: (asked) a question stating N, asked once the folder's notes were on screen,
    got the resolution, the folder was untouched when the agent first asked, and the end
    state follows the resolution; or (reported) nothing was deleted and the report says
    the count differs, stating N (and no count of notes but N and K). Notes outside F
    never change.
    The shape (set-up, check, oracle, near misses) is ``cf_markor``'s.
    """

    complexity = 2.5
    template = "Delete the {count} notes {folder} in Markor."
    variant_texts = {"zh": "在 Markor 中删除{folder}的{count}条笔记。",
                     "paraphrase": "Using Markor, get rid of the {count} notes kept {folder}."}
    info = TaskInfo(Category.CF, PUDAM(1, 4, 4, 1, 1), Evaluation.STATE_AND_ANSWER, tags=("count", "dialogue"))
    RESOLUTIONS = _RESOLUTIONS
    RASH = "all"

    @property
    def optimal_steps(self) -> int:
        """The GUI path to the conflict, then the report (``solvers/cf_dialogue.py``): open
        Markor, the folder (its 1-6 notes on one screen), the answer."""
        return 3

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        folder, other = rng.sample(_FOLDERS, 2)
        said = rng.randint(2, 4)
        n = said + rng.choice((-1, 1, 2))
        topics = rng.sample(_TOPICS, n + 2)
        notes = {f"{folder}/{t}.md": f"# {t}\n\nNotes on {t}.\n" for t in topics[:n]}
        notes.update({f"{other}/{t}.md": f"# {t}\n" for t in topics[n:]})
        return {"folder": folder, "said": said, "n": n, "notes": notes, "resolution": rng.choice(sorted(_RESOLUTIONS))}

    @property
    def intent(self) -> Intent:
        p = self.params
        en, zh = _RESOLUTIONS[p["resolution"]]
        return Intent((
            Requirement("folder", Kind.ANCHOR, p["folder"], ("folder", "文件夹"), phrase=f"in the folder {p['folder']}",
                        phrase_zh=f"文件夹 {p['folder']} 里",   # mid_probe: MID-Bench's contextual type
                        context_phrase="in the folder we were just looking at",
                        context_phrase_zh="我们刚才看的那个文件夹里"),
            Requirement("count", Kind.EXPLICIT, str(p["said"]), ("count", "number of notes", "数量"),
                        phrase=str(p["said"]), phrase_zh=str(p["said"])),
            Requirement("resolution", Kind.IMPLICIT, en, ("delete all", "all of them", "every note", "which ones",
                                                          "which notes", "how many should", "delete none",
                                                          "none of them", "全部删", "哪些", "删几条", "都删"),
                        value_zh=zh,
                        # the count, once the folder's list showed the notes it counts
                        grounds=(Fact(str(p["n"]), "number", shown=tuple(k.split("/")[-1] for k in _inside(p))),)),
        ))

    def look(self, env):
        yield from open_app("Markor")
        yield from tap(env, text=self.params["folder"], rid=TITLE)

    def resolved(self, name: str) -> dict[str, str]:
        p = self.params
        gone = _inside(p) if name == "all" else []
        return {k: v for k, v in p["notes"].items() if k not in gone}

    def reported(self, report: str) -> bool:
        p, counts = self.params, stated_counts(report, NOTE_NOUNS)
        return Claim.COUNT_DIFFERS in claims(report) and p["n"] in counts and counts <= {p["n"], p["said"]}

    def question(self) -> str:
        p = self.params
        return self.say(en=f"The folder {p['folder']} has {p['n']} notes, not {p['said']}. "
                           "Should I delete all of them or none?",
                        zh=f"文件夹 {p['folder']} 里有{p['n']}条笔记，不是{p['said']}条。要全部删掉，还是都不删？")

    def right_report(self) -> str:
        return self._report(self.params["n"])

    def wrong_report(self) -> str:
        return self._report(self.params["n"] + 1)

    def _report(self, n: int) -> str:
        p = self.params
        return self.say(en=f"The folder has {n} notes, not {p['said']}, so I did not delete any.",
                        zh=f"文件夹里有{n}条笔记，不是{p['said']}条，所以我没有删除任何笔记。")

    def near_misses(self) -> list[NearMiss]:
        vague = self.say(en=VAGUE, zh=VAGUE_ZH)
        return super().near_misses() + [
            NearMiss("deleted the number said without asking", _delete(self.params["said"])),
            NearMiss("asked vaguely, acted, then asked", then(ask(vague), _delete(None), ask(self.question()))),
        ]


def _inside(p: dict[str, Any]) -> list[str]:
    return sorted(k for k in p["notes"] if k.startswith(p["folder"] + "/"))


def _delete(count: int | None):
    """A near-miss ``apply``: delete the first ``count`` notes of the folder (all if None)."""

    def apply(task, env) -> None:
        for path in _inside(task.params)[:count]:
            markor.delete_note(env.device, path)

    return apply
