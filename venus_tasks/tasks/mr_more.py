"""Multi-round (MR) tasks over Markor, one chained into SMS Messenger (the pattern of
``mr``; VenusBench-Mobile's Markor MR tasks, ``shared/reference/venusbench.md`` section
4: create, append, rename, copy, delete across 3-5 rounds). Sequential rounds refine the
note; interruptions change the request midway, one cancelling the note being written
("don't save that one, delete the draft"). Every round claimed done is checked on the
device (``verify_round``, cumulative over every note) and has its own near misses
(``play(..., rejected_at=k)``).
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import markor
from venus_tasks.dialogue.rounds import Round, play
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import looking
from venus_tasks.tasks import mr_common as mc
from venus_tasks.tasks.common import leave_untouched, then
from verifiers.guard import MayChange

EDITOR = "document__fragment__edit__highlighting_editor"     # Markor's editor
# Note stems: none is part of another, so a stem on screen is what the agent typed.
_STEMS = ("shopping_list", "weekend_plan", "call_notes", "movie_picks", "plant_care", "party_menu",
          "study_plan", "bike_repairs", "holiday_ideas", "house_chores", "podcast_list", "budget_draft")
_FOLDERS = ("Archive", "Work", "Family", "Travel", "Projects")
# Sentences: no two share their first three words (a cue on screen is the one typed).
_SENTENCES = ("Buy oat milk and coffee beans before Friday.", "Call Dana about the budget review.",
              "Water the tomatoes every second morning.", "Book the dentist for early March.",
              "Return the library books by the weekend.", "Ask Sam to bring the folding chairs.",
              "Renew the car insurance online this month.", "Pack the charger and the blue scarf.",
              "Send the slides to the team after lunch.", "Try the lentil soup recipe on Sunday.",
              "Fix the squeaky hinge on the back door.", "Print two copies of the lease.")
_CREATE_NOTE = "Create a new note in Markor named {file_name} with the following text: {text}"
_CREATE_NOTE_TEXTS = {"zh": "在 Markor 中新建一个名为 {file_name} 的笔记，内容如下：{text}",
                      "paraphrase": "In Markor, make a note called {file_name} containing this text: {text}"}


def _cue(sentence: str) -> str:
    """The first three words of ``sentence``: on screen once the agent types it."""
    return " ".join(sentence.split()[:3])


class _MarkorRounds(mc.StagedRounds, VenusTask):
    """Notes ``params["notes"]`` ({path: text}, folders included) seeded in Markor;
    ``_holds`` compares the notes with them."""

    app_names: tuple[str, ...] = ("markor",)
    may_change = MayChange(stores=("markor:*",))      # verify checks every note itself

    def setup(self, env) -> None:
        markor.write_notes(env.device, self.params["notes"], clear=True)
        self.before = dict(self.params["notes"])

    def _holds(self, env, new: dict[str, list[str]]) -> bool:
        """The seeded notes as they were and the new ones exactly ``new`` ({path: their
        non-blank lines, stripped})."""
        after = mc.notes(env.device)
        if any(after.get(k) != v for k, v in self.before.items()):
            return False
        return {k: mc.lines(v) for k, v in after.items() if k not in self.before} == new


def _markor_params(rng: random.Random, n_sentences: int, n_stems: int, folders: int = 0) -> dict[str, Any]:
    """``stems`` and ``sentences`` for the task's own notes, ``folders`` folder names, and
    ``notes``: 2-4 seeded notes (plus one note in each folder) whose sentences are not
    among the task's."""
    stems = rng.sample(_STEMS, n_stems + 4 + folders)
    sentences = rng.sample(_SENTENCES, len(_SENTENCES))
    mine, rest = sentences[:n_sentences], sentences[n_sentences:]
    names = rng.sample(_FOLDERS, folders)
    notes = {f"{s}.md": " ".join(rng.sample(rest, 2)) + "\n" for s in stems[n_stems:n_stems + rng.randint(2, 4)]}
    for i, folder in enumerate(names):
        notes[f"{folder}/{stems[-1 - i]}.md"] = rng.choice(rest) + "\n"
    return {"stems": stems[:n_stems], "sentences": mine, "folders": names, "notes": notes}


@register_task("venus")
class MultiRoundMarkorCreateThenAppend(_MarkorRounds):
    """Five rounds over Markor and SMS Messenger, a folder F and contacts seeded.

    1. (goal) create note A with text T;
    2. "add the line L at the end of A";
    3. "rename it to B";
    4. "keep a copy of it in the folder F";
    5. "send friend P the line you added to the note, word for word" (does not give L).

    Checked when each round is claimed done: the seeded notes as they were and the new
    notes exactly {A: T}, {A: T, L}, {B: T, L}, {B: T, L; F/B: T, L} (lines, blank lines
    and surrounding spaces aside); then one text to P, L exactly (trailing whitespace
    aside), nothing else sent, no contact changed.

    Memory: round 5 needs L from round 2, three rounds (a rename and a copy) later.
    """

    complexity = 6.0
    first_app = "Markor"
    app_names = ("markor", "simple sms messenger")
    may_change = MayChange(stores=("markor:*", "sms:messages"))
    template, variant_texts = _CREATE_NOTE, _CREATE_NOTE_TEXTS
    rounds = (
        Round("Please also add this line at the end of {file_name}: {line}",
              variant_texts={"zh": "请在 {file_name} 的末尾再添加这一行：{line}",
                             "paraphrase": "Append one more line to the end of {file_name}: {line}"}),
        Round("Now rename the note to {new_file_name}.",
              variant_texts={"zh": "现在把这个笔记重命名为 {new_file_name}。",
                             "paraphrase": "Next, change the note's name to {new_file_name}."}),
        Round("And keep a copy of it in the {folder} folder.",
              variant_texts={"zh": "再在 {folder} 文件夹里保存一份它的副本。",
                             "paraphrase": "Also put a copy of it into the {folder} folder."}),
        Round("Last thing: send {friend_first} the line you added to the note, word for word, from Simple SMS "
              "Messenger.",
              variant_texts={"zh": "最后一件事：用 Simple SMS Messenger 把你在笔记里添加的那一行原样发给 {friend_first}。",
                             "paraphrase": "One more thing: text {friend_first}, using Simple SMS Messenger, the "
                                           "exact line you appended to the note."}),
    )
    recalls = {4: ("line",)}
    info = TaskInfo(Category.MR, PUDAM(2, 4, 2, 2, 4), Evaluation.STATE, tags=("multi-round", "memory", "cross-app"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        m = _markor_params(rng, 3, 2, folders=2)
        (a, b), (s1, s2, line) = m["stems"], m["sentences"]
        who = mc.people(rng, rng.randint(3, 5))
        return {"file_name": f"{a}.md", "new_file_name": f"{b}.md", "text": f"{s1} {s2}", "line": line,
                "folder": m["folders"][0], "other_folder": m["folders"][1], "notes": m["notes"], "friend_first": who[0]["first"],
                "friend_number": who[0]["number"], "people": who, "history": mc.history(rng, who[1:])}

    def setup(self, env) -> None:
        mc.seed_phonebook(env, self.params["people"], self.params["history"])
        super().setup(env)
        self.phones = mc.phonebook(env.device)

    @property
    def optimal_steps(self) -> int:
        # open, +, name, OK, text, BACK (keyboard), BACK (saves), done; the note, the line,
        # BACK, BACK, done; long press, Rename, name, OK, done; long press, More options,
        # Copy, the folder, SELECT THIS FOLDER, done; open SMS Messenger, +, the friend,
        # type, send, done
        return 8 + 5 + 5 + 6 + 6

    def _sent(self, env) -> list[str] | None:
        after = mc.phonebook(env.device)
        bodies = mc.texts_to(mc.added(self.phones, after, 2), self.params["friend_number"])
        return bodies if after[:2] == self.phones[:2] else None

    def _stage(self, env, index: int) -> bool:
        p = self.params
        full = [p["text"], p["line"]]
        new = [{p["file_name"]: [p["text"]]}, {p["file_name"]: full}, {p["new_file_name"]: full},
               {p["new_file_name"]: full, f"{p['folder']}/{p['new_file_name']}": full}][min(index, 3)]
        return self._holds(env, new) and self._sent(env) == ([p["line"]] if index == 4 else [])

    def _steps(self) -> list:
        p = self.params
        a, b, full = p["file_name"], p["new_file_name"], f"{p['text']}\n{p['line']}\n"
        return [mc.write((a, p["text"] + "\n")), mc.write((a, full)), mc.write((b, full), drop=a),
                mc.write((f"{p['folder']}/{b}", full)), mc.send(p["friend_number"], p["line"])]

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        a, b, text, line = p["file_name"], p["new_file_name"], p["text"], p["line"]
        create, append, rename, copy, _ = self._steps()
        other = sorted(k for k in p["notes"] if "/" not in k)[0]
        full = f"{text}\n{line}\n"
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("round 1: the first sentence only", play(mc.write((a, text.split(". ")[0] + ".")),
                                                                  rejected_at=0)),
                NearMiss("round 1: a text file of that name", play(mc.write((a.rsplit(".", 1)[0] + ".txt", text)),
                                                                    rejected_at=0)),
                NearMiss("round 2: the line replaced the text", play(create, mc.write((a, line)), rejected_at=1)),
                NearMiss("round 2: the line put first", play(create, mc.write((a, f"{line}\n{text}")), rejected_at=1)),
                NearMiss("round 2: the line added to another note",
                         play(create, mc.write((other, p["notes"][other] + line + "\n")), rejected_at=1)),
                NearMiss("round 3: copied under the new name, the old one kept",
                         play(create, append, mc.write((b, full)), rejected_at=2)),
                NearMiss("round 3: renamed without the extension",
                         play(create, append, mc.write((b.rsplit(".", 1)[0], full), drop=a), rejected_at=2)),
                NearMiss("round 4: moved instead of copied",
                         play(create, append, rename, mc.write((f"{p['folder']}/{b}", full), drop=b), rejected_at=3)),
                NearMiss("round 4: the copy in another folder",
                         play(create, append, rename, mc.write((f"{p['other_folder']}/{b}", full)), rejected_at=3)),
                NearMiss("round 5: sent the whole note",
                         play(create, append, rename, copy, mc.send(p["friend_number"], f"{text} {line}"),
                              rejected_at=4)),
                NearMiss("round 5: sent the note's first line",
                         play(create, append, rename, copy, mc.send(p["friend_number"], text), rejected_at=4)),
                NearMiss("round 5: sent it to someone else",
                         play(create, append, rename, copy, mc.send(p["people"][1]["number"], line), rejected_at=4))]


@register_task("venus")
class MultiRoundMarkorDraftCancelled(_MarkorRounds):
    """Five rounds in Markor; the user cancels the second note while it is being written.

    1. (goal) create note A with text TA;
    2. "now create another note B with the text TB";
       interruption, once TB's first words are typed: "don't save that one: delete the
       draft, I don't want that note yet";
    3. "add the line L at the end of the first note" (does not name A);
    4. "I do want that other note after all: create it again with the same name and text
       I gave you" (gives neither).

    Checked when each round is claimed done: the seeded notes as they were and the new
    notes exactly {A: TA}, {A: TA} (no B, not even empty), {A: TA, L}, then {A: TA, L;
    B: TB} (lines, blank lines and surrounding spaces aside).

    Memory: round 3 needs which note came first (A, from round 1); round 4 needs B's name
    and text from round 2, which are on the device no more (the agent deleted them) and
    only in the dialogue, two rounds back.
    """

    complexity = 6.0
    first_app = "Markor"
    template, variant_texts = _CREATE_NOTE, _CREATE_NOTE_TEXTS
    rounds = (
        Round("Now create another note named {b_file} with this text: {b_text}",
              variant_texts={"zh": "现在再新建一个名为 {b_file} 的笔记，内容如下：{b_text}",
                             "paraphrase": "Next, make a second note called {b_file} with this text: {b_text}"}),
        Round("Actually, don't save that one. Delete the draft, I don't want that note yet.", on_screen="{b_cue}",
              awaited=True,
              variant_texts={"zh": "等等，那个先别保存。把草稿删掉，我暂时还不想要那个笔记。",
                             "paraphrase": "Wait, scrap that one: delete the draft, I don't want that note "
                                           "for now."}),
        Round("Add this line at the end of the first note: {line}",
              variant_texts={"zh": "在第一个笔记的末尾添加这一行：{line}",
                             "paraphrase": "Put this line at the end of the first note: {line}"}),
        Round("Sorry, I do want that other note after all. Create it again, with the same name and text I gave you "
              "before.",
              variant_texts={"zh": "抱歉，我还是需要另外那个笔记。请重新创建它，名称和内容跟我之前给你的一样。",
                             "paraphrase": "My bad, I need the other note after all. Make it again with exactly "
                                           "the name and text I gave you earlier."}),
    )
    recalls = {2: ("file_name",), 3: ("b_file", "b_text")}
    info = TaskInfo(Category.MR, PUDAM(2, 4, 4, 2, 4), Evaluation.STATE,
                    tags=("multi-round", "interruption", "cancel", "memory"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        m = _markor_params(rng, 4, 2)
        (a, b), (s1, s2, tb, line) = m["stems"], m["sentences"]
        return {"file_name": f"{a}.md", "text": f"{s1} {s2}", "b_file": f"{b}.md", "b_text": tb, "b_cue": _cue(tb),
                "line": line, "notes": m["notes"]}

    @property
    def optimal_steps(self) -> int:
        # open, +, name, OK, text, BACK (keyboard), BACK (saves), done; +, name, OK, text
        # (the user interrupts), BACK, BACK, long press, Delete, OK, done; the first note,
        # the line, BACK, BACK, done; +, name, OK, text, BACK, BACK, done
        return 8 + 10 + 5 + 7

    def _stage(self, env, index: int) -> bool:
        p = self.params
        a = [p["text"]] + [p["line"]] * (index >= 2)
        return self._holds(env, {p["file_name"]: a, **({p["b_file"]: [p["b_text"]]} if index == 3 else {})})

    def _steps(self) -> list:
        p = self.params
        a, b = p["file_name"], p["b_file"]
        return [mc.write((a, p["text"] + "\n")), mc.write((b, p["b_text"] + "\n"), drop=b),
                mc.write((a, f"{p['text']}\n{p['line']}\n")), mc.write((b, p["b_text"] + "\n"))]

    def on_screen_before(self, env, index: int) -> Iterator[A.JSONAction]:
        """Round 1: the second note is typed on screen (the user cancels it then), saved, deleted."""
        if index != 1:
            return
        p = self.params
        yield from looking.tap(env, rid="fab_add_new_item")
        yield from looking.type_into(env, p["b_file"].rsplit(".", 1)[0], clear=True,
                             rid="new_file_dialog__name")
        yield from looking.tap(env, text="OK", rid="button1")
        yield from looking.type_into(env, p["b_text"], rid=EDITOR)
        yield from looking.back_until(env, rid="fab_add_new_item")

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        a, b, text, line = p["file_name"], p["b_file"], p["text"], p["line"]
        create, cancelled, append, _ = self._steps()
        other = sorted(p["notes"])[0]
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("round 1: the text missing", play(mc.write((a, "")), rejected_at=0)),
                NearMiss("round 1: the first sentence only", play(mc.write((a, text.split(". ")[0] + ".")),
                                                                  rejected_at=0)),
                NearMiss("round 2: the draft kept", play(create, mc.write((b, p["b_text"])), rejected_at=1)),
                NearMiss("round 2: the draft emptied, not deleted", play(create, mc.write((b, "")), rejected_at=1)),
                NearMiss("round 3: the line added to another note",
                         play(create, cancelled, mc.write((other, p["notes"][other] + line + "\n")), rejected_at=2)),
                NearMiss("round 3: the line in a note of its own",
                         play(create, cancelled, mc.write((b, line)), rejected_at=2)),
                NearMiss("round 4: the first note's text in it",
                         play(create, cancelled, append, mc.write((b, text)), rejected_at=3)),
                NearMiss("round 4: created empty", play(create, cancelled, append, mc.write((b, "")), rejected_at=3)),
                NearMiss("round 4: as a text file",
                         play(create, cancelled, append, mc.write((b.rsplit(".", 1)[0] + ".txt", p["b_text"])),
                              rejected_at=3))]


@register_task("venus")
class MultiRoundMarkorNameInterrupted(_MarkorRounds):
    """Five rounds in Markor, folders F and G seeded with a note each.

    1. (goal) create note N1 with text T;
       interruption, once N1's name is typed in the new file dialog: "name it N2 instead;
       the text stays the same";
    2. "put a copy of it in the folder F";
    3. "now delete the one in the main folder, keep the copy";
    4. "add the line L at the end of the copy".

    Checked when each round is claimed done: the seeded notes as they were and the new
    notes exactly {N2: T} (no N1, not even empty), {N2: T; F/N2: T}, {F/N2: T}, then
    {F/N2: T, L} (lines, blank lines and surrounding spaces aside).
    """

    complexity = 6.0
    first_app = "Markor"
    template, variant_texts = _CREATE_NOTE, _CREATE_NOTE_TEXTS
    rounds = (
        Round("Wait, name the note {new_file_name} instead of {file_name}; the text stays the same.",
              on_screen="{stem}",
              variant_texts={"zh": "等等，把笔记命名为 {new_file_name}，而不是 {file_name}；内容不变。",
                             "paraphrase": "Hold on, call the note {new_file_name} rather than {file_name}; keep "
                                           "the same text."}),
        Round("Put a copy of it in the {folder} folder too.",
              variant_texts={"zh": "再在 {folder} 文件夹里放一份它的副本。",
                             "paraphrase": "Also copy it into the {folder} folder."}),
        Round("Now delete the one in the main folder; keep the copy.",
              variant_texts={"zh": "现在删除主文件夹里的那个，保留副本。",
                             "paraphrase": "Next, remove the one in the top folder, but keep the copy."}),
        Round("Add this line at the end of the copy: {line}",
              variant_texts={"zh": "在副本的末尾添加这一行：{line}",
                             "paraphrase": "Append this line to the end of the copy: {line}"}),
    )
    info = TaskInfo(Category.MR, PUDAM(2, 4, 4, 2, 4), Evaluation.STATE, tags=("multi-round", "interruption"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        m = _markor_params(rng, 3, 2, folders=2)
        (a, b), (s1, s2, line) = m["stems"], m["sentences"]
        return {"stem": a, "file_name": f"{a}.md", "new_file_name": f"{b}.md", "text": f"{s1} {s2}", "line": line,
                "folder": m["folders"][0], "other_folder": m["folders"][1], "notes": m["notes"]}

    @property
    def optimal_steps(self) -> int:
        # open, +, the first name (the user interrupts), the new name, OK, text, BACK
        # (keyboard), BACK (saves), done; long press, More options, Copy, the folder,
        # SELECT THIS FOLDER, done; long press, Delete, OK, done; the folder, the copy,
        # the line, BACK, BACK, done
        return 9 + 6 + 4 + 6

    def _stage(self, env, index: int) -> bool:
        p = self.params
        copy, root = f"{p['folder']}/{p['new_file_name']}", p["new_file_name"]
        new = [{root: [p["text"]]}, {root: [p["text"]], copy: [p["text"]]}, {copy: [p["text"]]},
               {copy: [p["text"], p["line"]]}][index]
        return self._holds(env, new)

    def _steps(self) -> list:
        p = self.params
        root, text = p["new_file_name"], p["text"] + "\n"
        copy = f"{p['folder']}/{root}"
        return [mc.write((root, text)), mc.write((copy, text)), mc.write(drop=root),
                mc.write((copy, f"{p['text']}\n{p['line']}\n"))]

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        first, root, text, line = p["file_name"], p["new_file_name"], p["text"], p["line"]
        copy = f"{p['folder']}/{root}"
        create, copied, deleted, _ = self._steps()
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("round 1: kept the first name", play(mc.write((first, text)), rejected_at=0)),
                NearMiss("round 1: the first note left behind, empty",
                         play(mc.write((first, ""), (root, text)), rejected_at=0)),
                NearMiss("round 2: the copy in the other folder",
                         play(create, mc.write((f"{p['other_folder']}/{root}", text)), rejected_at=1)),
                NearMiss("round 2: moved, not copied", play(create, mc.write((copy, text), drop=root), rejected_at=1)),
                NearMiss("round 3: deleted the copy instead", play(create, copied, mc.write(drop=copy), rejected_at=2)),
                NearMiss("round 3: deleted both",
                         play(create, copied, then(mc.write(drop=copy), mc.write(drop=root)), rejected_at=2)),
                NearMiss("round 4: the line replaced the text",
                         play(create, copied, deleted, mc.write((copy, line)), rejected_at=3)),
                NearMiss("round 4: the line in a new note at the top",
                         play(create, copied, deleted, mc.write((root, line)), rejected_at=3))]
