"""More multi-round (MR) tasks, over Markor and Settings (the pattern of ``mr``;
``shared/reference/venusbench.md`` section 4; the Contacts and SMS ones are in
``mr_contacts``). Sequential rounds refine the request (append a line) or reverse it
(delete then restore, dark theme on then off); interruptions change the request midway
(another note name). A round claimed done is verified then (``verify_round``); a reverse
task's ``verify`` requires that, so an agent that did nothing does not pass for having
"undone" it.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import markor
from venus_tasks.dialogue.rounds import Round, play
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched, then
from venus_tasks.tasks.nr_settings import DARK_THEME, set_switch
from verifiers.guard import MayChange

# Note stems: none is part of another, so a stem on screen is what the agent typed.
_STEMS = ("shopping_list", "weekend_plan", "call_notes", "movie_picks", "plant_care", "party_menu",
          "study_plan", "bike_repairs", "holiday_ideas", "house_chores", "podcast_list", "budget_draft")
_SENTENCES = ("Buy oat milk and coffee beans before Friday.", "Call Dana about the budget review.",
              "Water the tomatoes every second morning.", "Book the dentist for early March.",
              "Return the library books by the weekend.", "Ask Sam to bring the folding chairs.",
              "Renew the car insurance online this month.", "Pack the charger and the blue scarf.",
              "Send the slides to the team after lunch.", "Try the lentil soup recipe on Sunday.")
# Markor creates these by itself when its QuickNote and ToDo tabs first open.
_MARKOR_OWN = ("QuickNote.md", "todo.txt")
_MR = TaskInfo(Category.MR, PUDAM(2, 2, 3, 3, 3), Evaluation.STATE, tags=("multi-round",))
_CREATE_NOTE = "Create a new note in Markor named {file_name} with the following text: {text}"
_CREATE_NOTE_TEXTS = {"zh": "在 Markor 中新建一个名为 {file_name} 的笔记，内容如下：{text}",
                      "paraphrase": "In Markor, make a note called {file_name} containing this text: {text}"}


def _lines(text: str) -> list[str]:
    """The non-blank lines of ``text``, without trailing whitespace."""
    return [line.rstrip() for line in text.replace("\r\n", "\n").split("\n") if line.strip()]


# ------------------------------------------------------------------ Markor
class _MarkorRounds(VenusTask):
    """Notes ``params["notes"]`` ({file: text}) seeded in Markor; ``_new`` and ``_kept``
    compare the notes with them."""

    app_names = ("markor",)
    complexity = 2.5
    info = _MR
    may_change = MayChange(stores=("markor:*",))      # verify checks every note itself

    def setup(self, env) -> None:
        markor.write_notes(env.device, self.params["notes"], clear=True)
        self.before = dict(self.params["notes"])

    @staticmethod
    def _notes(env) -> dict[str, str]:
        return {k: v for k, v in markor.read_notes(env.device).items() if k not in _MARKOR_OWN}

    def _kept(self, after: dict[str, str], but: str = "") -> bool:
        """Every seeded note but ``but`` is there as it was."""
        return all(after.get(k) == v for k, v in self.before.items() if k != but)

    def _new(self, after: dict[str, str]) -> set[str]:
        return set(after) - set(self.before)


def _write(*files: tuple[str, str], drop: str = ""):
    """An apply writing ``files`` ((path, text)) into Markor, then deleting ``drop``."""
    def apply(task, env) -> None:
        for path, text in files:
            markor.write_note(env.device, path, text)
        if drop:
            markor.delete_note(env.device, drop)
    return apply


def _markor_params(rng: random.Random, n_other: int) -> dict[str, Any]:
    stems = rng.sample(_STEMS, n_other + 2)
    sentences = rng.sample(_SENTENCES, 3)
    return {"stem": stems[0], "file_name": f"{stems[0]}.md", "new_file_name": f"{stems[1]}.md",
            "text": " ".join(sentences[:2]), "line": sentences[2],
            "notes": {f"{s}.md": " ".join(rng.sample(_SENTENCES, 2)) + "\n" for s in stems[2:]}}


@register_task("venus")
class MultiRoundMarkorCreateThenAppend(_MarkorRounds):
    """Round 1: create a note with a given name and text. Round 2 (after done): "also add
    the line L at the end". Success: round 1 verified (only that note new, holding the
    text); at the end it holds the text, then L on a line of its own (blank lines and
    trailing whitespace aside), and no other note changed or appeared."""

    template, variant_texts = _CREATE_NOTE, _CREATE_NOTE_TEXTS
    rounds = (Round("Please also add this line at the end of {file_name}: {line}",
                    variant_texts={"zh": "请在 {file_name} 的末尾再添加这一行：{line}",
                                   "paraphrase": "Append one more line to the end of {file_name}: {line}"}),)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return _markor_params(rng, rng.randint(2, 4))

    def _holds(self, env, lines: list[str]) -> bool:
        after, name = self._notes(env), self.params["file_name"]
        return self._kept(after) and self._new(after) == {name} and _lines(after[name]) == lines

    def verify_round(self, env, index: int) -> float:
        return float(self._holds(env, [self.params["text"]]))

    def verify(self, env) -> float:
        return float(self.rounds_passed and self._holds(env, [self.params["text"], self.params["line"]]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        markor.write_note(env.device, p["file_name"], p["text"] + "\n")
        yield A.done()
        markor.write_note(env.device, p["file_name"], f"{p['text']}\n{p['line']}\n")
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        name, text, line = p["file_name"], p["text"], p["line"]
        created = _write((name, text + "\n"))
        other = sorted(p["notes"])[0]
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("did round 1 only", play(created, leave_untouched)),
                NearMiss("the line replaced the text", play(created, _write((name, line + "\n")))),
                NearMiss("the line put first", play(created, _write((name, f"{line}\n{text}\n")))),
                NearMiss("the line added to another note",
                         play(created, _write((other, p["notes"][other] + line + "\n")))),
                NearMiss("the line in a note of its own", play(created, _write((p["new_file_name"], line))))]


@register_task("venus")
class MultiRoundMarkorDeleteThenRestore(_MarkorRounds):
    """Round 1: delete a named note. Round 2 (after done): "I still need it; create it
    again with its text T". Success: round 1 verified (that note gone, every other note as
    it was); at the end the notes are the initial ones again (the restored one holding T
    up to trailing whitespace) and nothing else appeared."""

    template = "Delete the note in Markor named {file_name}."
    variant_texts = {"zh": "在 Markor 中删除名为 {file_name} 的笔记。",
                     "paraphrase": "Remove the {file_name} note from Markor."}
    rounds = (Round("Oh no, I still need {file_name}. Please create it again with this text: {text}",
                    variant_texts={"zh": "糟了，我还需要 {file_name}。请用以下内容重新创建它：{text}",
                                   "paraphrase": "Oops, it turns out I still need {file_name}. Recreate it with "
                                                 "this text, please: {text}"}),)
    info = TaskInfo(Category.MR, PUDAM(2, 2, 3, 3, 3), Evaluation.STATE, tags=("multi-round", "reverse"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = _markor_params(rng, rng.randint(2, 4))
        p["notes"][p["file_name"]] = p["text"] + "\n"
        return p

    def verify_round(self, env, index: int) -> float:
        after = self._notes(env)
        return float(self._kept(after, but=self.params["file_name"]) and set(after) == set(self.before) - {
            self.params["file_name"]})

    def verify(self, env) -> float:
        after, name = self._notes(env), self.params["file_name"]
        return float(self.rounds_passed and set(after) == set(self.before) and self._kept(after, but=name)
                     and after[name].rstrip() == self.params["text"])

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        markor.delete_note(env.device, self.params["file_name"])
        yield A.done()
        markor.write_note(env.device, self.params["file_name"], self.params["text"] + "\n")
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        name, text, stem = p["file_name"], p["text"], p["stem"]
        gone = _write(drop=name)
        other = next(k for k in sorted(p["notes"]) if k != name)
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("did round 1 only", play(gone, leave_untouched)),
                NearMiss("emptied it instead of deleting", play(_write((name, "")), _write((name, text)))),
                NearMiss("restored the first sentence only", play(gone, _write((name, text.split(". ")[0] + ".")))),
                NearMiss("restored as a plain text file", play(gone, _write((f"{stem}.txt", text)))),
                NearMiss("a neighbour deleted too", play(_write(drop=name), _write((name, text), drop=other)))]


@register_task("venus")
class MultiRoundMarkorNameInterrupted(_MarkorRounds):
    """Create a note with a given name and text; once that name is on screen (typed in
    the new file dialog; the user speaks after the agent's next action, usually OK, which
    creates the file) the user interrupts: "name it N2 instead". Success: the only new note is N2, holding the text (up to
    trailing whitespace); no note of the first name is left (not even an empty one); the
    other notes as they were."""

    template, variant_texts = _CREATE_NOTE, _CREATE_NOTE_TEXTS
    rounds = (Round("Wait, name the note {new_file_name} instead of {file_name}; the text stays the same.",
                    on_screen="{stem}",
                    variant_texts={"zh": "等等，把笔记命名为 {new_file_name}，而不是 {file_name}；内容不变。",
                                   "paraphrase": "Hold on, call the note {new_file_name} rather than {file_name}; "
                                                 "keep the same text."}),)
    info = TaskInfo(Category.MR, PUDAM(2, 2, 3, 3, 2), Evaluation.STATE, tags=("multi-round", "interruption"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return _markor_params(rng, rng.randint(2, 4))

    def verify(self, env) -> float:
        after, p = self._notes(env), self.params
        return float(self._kept(after) and self._new(after) == {p["new_file_name"]}
                     and after[p["new_file_name"]].rstrip() == p["text"])

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        markor.write_note(env.device, self.params["new_file_name"], self.params["text"] + "\n")
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        first, second, text = p["file_name"], p["new_file_name"], p["text"]
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("kept the first name", _write((first, text))),
                NearMiss("the first note left behind, empty", _write((first, ""), (second, text))),
                NearMiss("both notes with the text", _write((first, text), (second, text))),
                NearMiss("new name, no text", _write((second, "")))]


# ------------------------------------------------------------------ Settings
@register_task("venus")
class MultiRoundDarkThemeOnThenOff(VenusTask):
    """Round 1: turn Dark theme on. Round 2 (after done): "too dark, turn it off again"
    (the round does not name the setting). Success: Dark theme was on when round 1 was
    claimed done, and is off at the end; nothing else changed."""

    app_names = ("settings",)
    complexity = 2.0
    template = "Turn on Dark theme."
    variant_texts = {"zh": "开启深色主题。", "paraphrase": "Switch Dark theme on."}
    rounds = (Round("Hmm, that is too dark for me. Please turn it off again.",
                    variant_texts={"zh": "嗯，这对我来说太暗了。请再把它关掉。",
                                   "paraphrase": "Hmm, this looks too dark to me. Could you switch it back off?"}),)
    info = TaskInfo(Category.MR, PUDAM(2, 2, 2, 3, 2), Evaluation.STATE, tags=("multi-round", "reverse"))
    may_change = MayChange(settings=(f"{DARK_THEME.namespace} {DARK_THEME.key}",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {}

    def setup(self, env) -> None:
        set_switch(DARK_THEME, "off")(self, env)

    def _dark(self, env, state: str) -> bool:
        want = DARK_THEME.on if state == "on" else DARK_THEME.off
        return env.device.settings_get(DARK_THEME.namespace, DARK_THEME.key) == want

    def verify_round(self, env, index: int) -> float:
        return float(self._dark(env, "on"))

    def verify(self, env) -> float:
        return float(self.rounds_passed and self._dark(env, "off"))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        set_switch(DARK_THEME, "on")(self, env)
        yield A.done()
        set_switch(DARK_THEME, "off")(self, env)
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        on, off = set_switch(DARK_THEME, "on"), set_switch(DARK_THEME, "off")
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("skipped round 1", play(leave_untouched, leave_untouched)),
                NearMiss("did round 1 only", play(on, leave_untouched)),
                NearMiss("turned it off, then on again", play(on, then(off, on)))]
