"""Noise resistance (NR) over Markor, a deeper base than ``nr_apps``'s: a note created
inside a named folder while a call rings, another app jumps to the front and Markor stops
responding for 8 to 15 actions (VenusBench-Mobile's ``NoiseResistMarkorCreateNoteWithOrientation``
and its other NR Markor tasks, ``shared/reference/venusbench.md`` section 10 row 85).
Read back from the files (``apps.markor``): the note in that folder with that text, no
copy of it anywhere else, every seeded note as it was.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import markor
from noise import NoiseSpec
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import nr_plan
from venus_tasks.tasks.common import leave_untouched
from verifiers.guard import MayChange

_FOLDERS = ("Work", "Home", "Travel", "Recipes", "Garden", "Books")
_STEMS = ("grocery_list", "packing_plan", "meeting_recap", "book_ideas", "garden_todo", "recipe_draft",
          "trip_budget", "gift_wishlist", "workout_log", "reading_queue")
_SENTENCES = ("Buy oat milk and coffee beans before Friday.", "Call Dana about the budget review.",
              "Water the tomatoes every second morning.", "Book the dentist for early March.",
              "Return the library books by the weekend.", "Ask Sam to bring the folding chairs.",
              "Renew the car insurance online this month.", "Pack the charger and the blue scarf.")
# Markor creates these by itself when its QuickNote and ToDo tabs first open
_MARKOR_OWN = ("QuickNote.md", "todo.txt")
_APP = "markor"


@register_task("venus")
class NoiseResistMarkorFolderNoteNumb(VenusTask):
    """Create a Markor note with a given name and text inside a given folder (three
    folders and a few notes seeded, drawn per instance) while a call rings until handled,
    another app jumps to the front and Markor ignores 8 to 15 actions. Success: that file
    in that folder holds that text (up to trailing whitespace); no other file appeared (not
    at the top level, not in another folder, no second copy); every seeded note as it was."""

    app_names = (_APP,)
    complexity = 4.0
    template = "In Markor, create a note named {file_name} in the folder {folder} with the text: {text}"
    variant_texts = {"zh": "在 Markor 的 {folder} 文件夹中新建一条名为 {file_name} 的笔记，内容为：{text}",
                     "paraphrase": "Inside Markor's {folder} folder, make a new note called {file_name} whose "
                                   "text is: {text}"}
    info = TaskInfo(Category.NR, PUDAM(2, 2, 3, 2, 2), Evaluation.STATE, tags=("noise",))
    may_change = MayChange(stores=("markor:*",))      # verify checks every note itself
    noise_plan = (NoiseSpec("call", step=(1, 1), args={"ring_steps": 0}),
                  NoiseSpec("popup", step=(3, 4), args={"mode": "app"}),
                  NoiseSpec("numb", step=(5, 6), args={"k": (8, 15)}))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        folders = rng.sample(_FOLDERS, 3)
        stems = rng.sample(_STEMS, 5)
        notes = {f"{folders[i % 3]}/{s}.md" if i < 3 else f"{s}.md": " ".join(rng.sample(_SENTENCES, 2)) + "\n"
                 for i, s in enumerate(stems[1:])}
        return {"folder": folders[0], "stem": stems[0], "file_name": f"{stems[0]}.md",
                "text": " ".join(rng.sample(_SENTENCES, 2)), "notes": notes}

    def setup(self, env) -> None:
        markor.write_notes(env.device, self.params["notes"], clear=True)
        self.before = dict(self.params["notes"])

    def verify(self, env) -> float:
        p = self.params
        after = {k: v for k, v in markor.read_notes(env.device).items() if k not in _MARKOR_OWN}
        kept = all(after.get(k) == v for k, v in self.before.items())
        new = set(after) - set(self.before)
        path = f"{p['folder']}/{p['file_name']}"
        return float(kept and new == {path} and after[path].replace("\r\n", "\n").rstrip() == p["text"].rstrip())

    def _write(self, *files: tuple[str, str]):
        def apply(task, env) -> None:
            for path, text in files:
                markor.write_note(env.device, path, text)
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        markor.write_note(env.device, f"{p['folder']}/{p['file_name']}", p["text"])
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        path, text = f"{p['folder']}/{p['file_name']}", p["text"]
        return [NearMiss("untouched", leave_untouched),
                NearMiss("at the top level", self._write((p["file_name"], text))),
                NearMiss("empty note", self._write((path, ""))),
                NearMiss("the first sentence only", self._write((path, text.split(". ")[0] + "."))),
                NearMiss("saved twice", self._write((path, text), (f"{p['folder']}/{p['stem']}(1).md", text)))]

    # ------------------------------------------------------------------ steps
    def base_plan(self) -> list[nr_plan.Act]:
        """The GUI solver's actions without noise (``solvers/nr_markor.py``): open Markor,
        the folder, +, the name, OK, the text, BACK (the keyboard), BACK (which saves; the
        folder's list right after it means saved); done."""
        return [nr_plan.opener(_APP), nr_plan.Act(_APP, label="the folder"),
                *nr_plan.work(_APP, 0, ("+", "name", "OK", "text", "BACK (the keyboard)", "BACK")), nr_plan.done()]

    @property
    def optimal_steps(self) -> int:
        # 9 without noise; the call: Decline; the pop-up: open Markor again; numb: its
        # 8-15 dropped actions
        return nr_plan.steps(self.base_plan(), self.noise_events)
