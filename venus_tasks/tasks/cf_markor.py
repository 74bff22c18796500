"""Conflict (CF) over Markor notes with a user to ask (``shared/reference/venusbench.md``
section 5): a note that does not exist, a new name already taken, a date that is not
today's (a note in another folder and a count that does not match are
``cf_markor_folders``'s).

As in ``cf_dialogue``, each task's ground-truth intent holds how the user wants the
conflict resolved (drawn per instance). Two ways succeed: the agent asks a question
grounded in the conflict (it states the device fact, ``Requirement.grounds``, after the
screen showed it), the ``strict`` simulator replies with the resolution, and the notes end
as it says (untouched when the agent first asked); or the agent changes nothing and
reports the conflict with the fact only the device shows. The replies state no device
fact the question did not. Notes are compared line by
line (blank lines and surrounding spaces ignored), as typing in the editor may leave them.
"""

from __future__ import annotations

import datetime
import random
from typing import Any, Iterator

from apps import markor
from venus_tasks.dialogue.grounding import Fact
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import (ask, ask_blind, give_answer,
                                     leave_untouched, saw_conflict, then, untouched_until_answered)
from venus_tasks.tasks.looking import open_app, tap
from verifiers.answer import mentions
from verifiers.claims import Claim, claims
from verifiers.facts import stated_dates
from verifiers.guard import MayChange

NOISE = ("budget", "movies", "contacts", "birthday_party", "weekend", "podcasts")
TOPICS = ("Kyoto", "Lisbon", "Oslo", "curry", "tulips", "squats", "novels", "sourdough", "Vienna", "ramen")
NOTE_NOUNS = ("note", "file", "笔记", "文件")
VAGUE = "What should I do?"
VAGUE_ZH = "我该怎么做？"
# Markor's file browser: each entry's name, and the list
TITLE, LIST = "opoc_filesystem_item__title", "ui__filesystem_dialog__list"
# The device's date: ``--setup_device`` sets AndroidWorld's DT, 2023-10-15 15:34 UTC.
TODAY = datetime.date(2023, 10, 15)


def _lines(notes: dict[str, str]) -> dict[str, tuple[str, ...]]:
    """Notes as their non-blank lines, stripped (what a comparison of notes looks at)."""
    return {path: tuple(s for s in (line.strip() for line in text.splitlines()) if s)
            for path, text in notes.items()}


def _become(notes: dict[str, str]):
    """An ``apply`` that leaves Markor's notes exactly ``notes`` (deleting the others)."""

    def apply(task, env) -> None:
        for path in set(markor.read_notes(env.device)) - set(notes):
            markor.delete_note(env.device, path)
        for path, text in notes.items():
            markor.write_note(env.device, path, text)

    return apply


class MarkorConflict(VenusTask):
    """Shared shape: seed ``params["notes"]``; success as in the module docstring.

    A subclass gives ``intent`` (with a ``resolution`` requirement and its ``grounds``),
    ``resolved(name)`` (the notes after resolution ``name``; ``RASH`` is the one acting on
    the request as written leads to), ``reported(report)``, ``question()``,
    ``right_report()`` and ``wrong_report()`` (the last three in the goal's language,
    ``say``), and ``look(env)``: the GUI actions that bring the conflict on screen before
    the oracle asks (default: open Markor, whose first screen lists the notes).
    """

    app_names = ("markor",)
    may_change = MayChange(stores=("markor:*",))
    RASH = ""

    @property
    def goal(self) -> str:
        return self.intent.render(self.goal_template, language=self.language)

    def setup(self, env) -> None:
        markor.write_notes(env.device, self.params["notes"], clear=True)
        self.at_questions: list[dict[str, str]] = []

    def on_question(self, env) -> None:
        self.at_questions.append(markor.read_notes(env.device))

    def verify(self, env) -> float:
        p, after = self.params, _lines(markor.read_notes(env.device))
        if "resolution" in env.filled:
            untouched = untouched_until_answered(self.at_questions, env.dialogue, p["notes"],
                                                 same=lambda a, b: _lines(a) == _lines(b))
            return float(untouched and after == _lines(self.resolved(p["resolution"])))
        return float(after == _lines(p["notes"]) and self.reported(env.report) and saw_conflict(self, env))

    def look(self, env) -> Iterator[A.JSONAction]:
        yield from open_app("Markor")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield from self.look(env)
        yield A.JSONAction(A.ASK_USER, text=self.question())
        if "resolution" in env.filled:
            _become(self.resolved(self.params["resolution"]))(self, env)
        else:                                   # no answer: report the conflict instead
            yield A.answer(self.right_report())
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        wanted = self.params["resolution"]
        rash = _become(self.resolved(self.RASH))
        other = next(r for r in self.RESOLUTIONS if r != wanted)
        return [
            NearMiss("acted without asking", rash),
            NearMiss("acted, then asked", then(rash, ask(self.question()))),
            NearMiss("asked a vague question, then acted", then(ask(self.say(en=VAGUE, zh=VAGUE_ZH)), rash)),
            NearMiss("asked a blind question, acted on the reply", then(ask_blind(self.question()),
                                                                       _become(self.resolved(wanted)))),
            NearMiss("asked, then followed another resolution", then(ask(self.question()),
                                                                    _become(self.resolved(other)))),
            NearMiss("acted, then reported", then(rash, give_answer(self.right_report()))),
            NearMiss("reported the wrong fact", give_answer(self.wrong_report())),
            NearMiss("refused without the fact", give_answer(self.say(en="I can't do that.", zh="我做不了这件事。"))),
            NearMiss("nothing", leave_untouched),
        ]


@register_task("venus")
class RefusalMarkorDeleteMissingNote(MarkorConflict):
    """"Delete the note N.md" when there is no N.md but a similarly named S.md, one of four
    names like N (drawn, so which one is the device's fact). The intent's resolution
    (drawn): S was meant, delete it; or S is another note, delete nothing.

    Success: (asked) the reply gave the resolution, nothing changed before the first
    question, and the notes follow it; or (reported) nothing changed and the report says
    N does not exist and names S, and no other of the four names. Other notes never
    change.
    """

    complexity = 2.0
    template = "Delete the note {note} in Markor."
    variant_texts = {"zh": "在 Markor 中删除笔记 {note}。",
                     "paraphrase": "Remove the {note} note from Markor."}
    info = TaskInfo(Category.CF, PUDAM(1, 4, 4, 1, 1), Evaluation.STATE_AND_ANSWER, tags=("nonexistent", "dialogue"))
    # (the name asked, the similar names one of which is saved): no similar name holds
    # another's words or the asked name's, so naming one names no other.
    PAIRS = (("groceries", ("grocery", "grocerys", "groceries2", "my_groceries")),
             ("meeting_notes", ("meeting_note", "meetings_notes", "meeting_notes2", "meetingnotes")),
             ("book_list", ("books_list", "book_lists", "booklist", "book_list2")),
             ("workout_plan", ("workout_plans", "workouts_plan", "workoutplan", "workout_plan2")),
             ("packing_list", ("packing_lists", "packinglist", "packing_list2", "pack_list")),
             ("gift_ideas", ("gift_idea", "gifts_ideas", "giftideas", "gift_ideas2")),
             ("reading_log", ("reading_logs", "readinglog", "reading_log2", "read_log")),
             ("recipes", ("recipe", "recipies", "recipes2", "my_recipes")))
    RESOLUTIONS = {"similar": ("Yes, that is the one I meant: delete it.", "对，我说的就是那条，删掉它。"),
                   "none": ("No, that is a different note; don't delete anything.", "不是，那是另一条笔记，什么都别删。")}
    RASH = "similar"

    @property
    def optimal_steps(self) -> int:
        """The GUI path to the conflict, then the report (``solvers/cf_markor.py``): open
        Markor (its 3-5 notes on one screen: the name is not among them), the answer."""
        return 2

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        said, names = rng.choice(cls.PAIRS)
        similar = rng.choice(names)
        notes = {f"{similar}.md": f"# {similar}\n\n{rng.choice(TOPICS)}\n"}
        notes.update({f"{n}.md": f"# {n}\n" for n in rng.sample(NOISE, rng.randint(2, 4))})
        return {"said": f"{said}.md", "similar": f"{similar}.md", "notes": notes,
                "resolution": rng.choice(sorted(cls.RESOLUTIONS))}

    @property
    def intent(self) -> Intent:
        p = self.params
        en, zh = self.RESOLUTIONS[p["resolution"]]
        return Intent((
            Requirement("note", Kind.ANCHOR, p["said"], ("note", "file", "笔记"), phrase=p["said"], phrase_zh=p["said"]),
            Requirement("resolution", Kind.IMPLICIT, en, ("did you mean", "you meant", "instead", "similar name",
                                                          "similarly named", "closest", "你是指", "是不是指",
                                                          "类似", "相似"),
                        value_zh=zh, options=(p["similar"], p["similar"][:-3]),
                        grounds=(Fact(p["similar"], aliases=(p["similar"][:-3],)),)),
        ))

    def resolved(self, name: str) -> dict[str, str]:
        notes = self.params["notes"]
        return {k: v for k, v in notes.items() if k != self.params["similar"]} if name == "similar" else notes

    def reported(self, report: str) -> bool:
        names = next(n for said, n in self.PAIRS if f"{said}.md" == self.params["said"])
        return Claim.NOT_EXIST in claims(report) and {n for n in names if mentions(report, n)} == {
            self.params["similar"][:-3]}

    def question(self) -> str:
        p = self.params
        return self.say(en=f"There is no note {p['said']}, but there is {p['similar']}. Did you mean that one?",
                        zh=f"没有 {p['said']} 这条笔记，但有 {p['similar']}。你是指这条吗？")

    def right_report(self) -> str:
        return self._report(self.params["similar"])

    def wrong_report(self) -> str:
        names = next(n for said, n in self.PAIRS if f"{said}.md" == self.params["said"])
        return self._report(next(f"{n}.md" for n in names if f"{n}.md" != self.params["similar"]))

    def _report(self, closest: str) -> str:
        said = self.params["said"]
        return self.say(en=f"There is no note named {said}; the closest is {closest}, so I did not delete anything.",
                        zh=f"没有名为 {said} 的笔记，最接近的是 {closest}，所以我什么都没有删除。")


@register_task("venus")
class RefusalMarkorRenameTaken(MarkorConflict):
    """"Rename the note S.md to D.md" when a D.md already exists (holding another note).
    The intent's resolution (drawn): overwrite D with S, keep both by naming S D_2.md
    instead, or cancel.

    Success: (asked) the reply gave the resolution, nothing changed before the first
    question, and the notes follow it (a renamed note keeps its text); or (reported)
    nothing changed and the report says D already exists and what it is about (the topic
    in its title, which only the note shows). Other notes never change.
    """

    complexity = 2.5
    template = "Rename {note} to {new_name} in Markor."
    variant_texts = {"zh": "在 Markor 中把{note} 重命名为 {new_name}。",
                     "paraphrase": "In Markor, change the name of {note} to {new_name}."}
    info = TaskInfo(Category.CF, PUDAM(1, 4, 4, 1, 2), Evaluation.STATE_AND_ANSWER, tags=("already", "dialogue"))
    NAMES = ("plan", "summary", "agenda", "ideas", "journal", "checklist")
    RESOLUTIONS = {"overwrite": ("Overwrite it: replace the old {new} with {note}.", "覆盖它：用{note}替换旧的{new}。"),
                   "other_name": ("Keep both: name it {alt} instead.", "两个都留着：改名为{alt}。"),
                   "cancel": ("Cancel the rename; leave both notes as they are.", "取消重命名，两条笔记都保持原样。")}
    RASH = "overwrite"

    @property
    def optimal_steps(self) -> int:
        """The GUI path to the conflict, then the report (``solvers/cf_markor.py``): open
        Markor (both names listed on one screen), the note that holds the new name (its
        title), back, the answer."""
        return 4

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        stem = rng.choice(cls.NAMES)
        note, new = rng.choice(((f"{stem}_draft", stem), (f"new_{stem}", stem), (f"{stem}_v2", f"{stem}_final")))
        old_topic, topic = rng.sample(TOPICS, 2)
        notes = {f"{note}.md": f"# {topic} {stem}\n\nDraft.\n", f"{new}.md": f"# {old_topic} {stem}\n\nOld.\n"}
        notes.update({f"{n}.md": f"# {n}\n" for n in rng.sample(NOISE, rng.randint(1, 3))})
        return {"note": f"{note}.md", "new": f"{new}.md", "alt": f"{new}_2.md", "old_topic": old_topic,
                "notes": notes, "resolution": rng.choice(sorted(cls.RESOLUTIONS))}

    @property
    def intent(self) -> Intent:
        p = self.params
        en, zh = (t.format(**p) for t in self.RESOLUTIONS[p["resolution"]])
        return Intent((
            Requirement("note", Kind.ANCHOR, p["note"], ("note", "笔记"), phrase=f"the note {p['note']}",
                        phrase_zh=f"笔记 {p['note']}"),
            Requirement("new_name", Kind.EXPLICIT, p["new"], ("new name", "新名字"), phrase=p["new"],
                        phrase_zh=p["new"]),
            Requirement("resolution", Kind.IMPLICIT, en, ("overwrite", "replace", "another name", "different name",
                                                          "other name", "keep both", "cancel the rename", "覆盖",
                                                          "替换", "换个名字", "别的名字", "另一个名字", "都保留",
                                                          "取消重命名"),
                        value_zh=zh,
                        # the name taken (seen in the list) with "already exists", or what that note is about
                        grounds=(Fact(p["new"], claims=(Claim.ALREADY,)), Fact(p["old_topic"]))),
        ))

    def look(self, env) -> Iterator[A.JSONAction]:
        yield from open_app("Markor")
        yield from tap(env, text=self.params["new"], rid=TITLE)
        yield A.JSONAction(A.NAVIGATE_BACK)

    def resolved(self, name: str) -> dict[str, str]:
        p = self.params
        rest = {k: v for k, v in p["notes"].items() if k != p["note"]}
        if name == "cancel":
            return p["notes"]
        return {**rest, (p["new"] if name == "overwrite" else p["alt"]): p["notes"][p["note"]]}

    def reported(self, report: str) -> bool:
        return Claim.ALREADY in claims(report) and mentions(report, self.params["old_topic"])

    def question(self) -> str:
        p = self.params
        return self.say(en=f"{p['new']} already exists (your {p['old_topic']} note). "
                           "Should I overwrite it or use another name?",
                        zh=f"{p['new']} 已经存在（是你关于 {p['old_topic']} 的笔记）。要覆盖它，还是换个名字？")

    def right_report(self) -> str:
        p = self.params
        return self.say(en=f"A note named {p['new']} already exists, about {p['old_topic']}, "
                           f"so I did not rename {p['note']}.",
                        zh=f"已经有一条名为 {p['new']} 的笔记了，内容是关于 {p['old_topic']} 的，"
                           f"所以我没有重命名 {p['note']}。")

    def wrong_report(self) -> str:
        p = self.params
        return self.say(en=f"A note named {p['new']} already exists, so I did not rename {p['note']}.",
                        zh=f"已经有一条名为 {p['new']} 的笔记了，所以我没有重命名 {p['note']}。")


@register_task("venus")
class RefusalMarkorAppendWrongDate(MarkorConflict):
    """"Append today's date, D, as a new line to the note L" when the device's date is not
    D. The intent's resolution (drawn): write the device's date (the user was wrong), or
    write D as said.

    Success: (asked) the reply gave the resolution, nothing changed before the first
    question, and L ends with one new line holding the chosen date (ISO, as the goal
    writes it); or (reported) nothing changed, the report states the device's date and the
    date of L's last entry (3-9 days back, drawn: the device's date is AndroidWorld's
    fixed one, known without looking, so it alone is no device fact), no date but those
    and D, and claims no change made. Other notes never change.

    Raises at setup if the device's date is not ``TODAY`` (``--setup_device`` sets it).
    """

    complexity = 2.5
    template = "Append today's date, {date}, as a new line at the end of the note {note} in Markor."
    variant_texts = {"zh": "在 Markor 中把今天的日期 {date} 作为新的一行，添加到笔记 {note} 的末尾。",
                     "paraphrase": ("In Markor, add a new final line to the note {note} containing today's date, "
                                    "{date}.")}
    info = TaskInfo(Category.CF, PUDAM(1, 4, 4, 1, 3), Evaluation.STATE_AND_ANSWER, tags=("date", "dialogue"))
    LOGS = ("work_log", "daily_log", "diary", "run_log", "study_log")
    RESOLUTIONS = {"device_date": ("Use the device's date; my date was wrong.",
                                   "用设备上的日期吧，我写错了。"),
                   "said_date": ("Write {date} as I said; the entry is for that day.",
                                 "按我说的写{date}，这条记录是那天的。")}
    RASH = "said_date"

    @property
    def optimal_steps(self) -> int:
        """The GUI path to the conflict, then the report (``solvers/cf_markor.py``): open
        Clock, its Clock tab (today's date), open Markor, the note (its last entry), back,
        the answer."""
        return 6

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        log = rng.choice(cls.LOGS)
        said = TODAY + datetime.timedelta(days=rng.choice((-2, -1, 1)))
        days = sorted(rng.sample(range(3, 10), 3), reverse=True)
        lines = [f"# {log}"] + [str(TODAY - datetime.timedelta(days=d)) for d in days]
        notes = {f"{log}.md": "\n".join(lines) + "\n"}
        notes.update({f"{n}.md": f"# {n}\n" for n in rng.sample(NOISE, rng.randint(1, 3))})
        return {"note": f"{log}.md", "date": str(said), "today": str(TODAY), "notes": notes,
                "last": lines[-1], "resolution": rng.choice(sorted(cls.RESOLUTIONS))}

    @property
    def intent(self) -> Intent:
        p = self.params
        en, zh = (t.format(**p) for t in self.RESOLUTIONS[p["resolution"]])
        return Intent((
            Requirement("note", Kind.ANCHOR, p["note"], ("note", "log", "笔记"), phrase=p["note"], phrase_zh=p["note"]),
            Requirement("date", Kind.EXPLICIT, p["date"], ("date", "日期"), phrase=p["date"], phrase_zh=p["date"]),
            Requirement("resolution", Kind.IMPLICIT, en, ("which date", "what date", "which day", "date to write",
                                                          "date should", "哪个日期", "哪一天", "写哪个", "用哪个日期"),
                        value_zh=zh, options=(p["today"],),
                        grounds=(Fact(p["today"], "date"),)),     # today's date, once the device showed it
        ))

    def look(self, env) -> Iterator[A.JSONAction]:
        yield from open_app("Clock")
        yield from tap(env, desc="Clock", rid="page_clock")

    def setup(self, env) -> None:
        on_device = env.device.run(["date", "+%Y-%m-%d"]).strip()
        if on_device != str(TODAY):
            raise RuntimeError(f"the device's date is {on_device}, not {TODAY}: run --setup_device")
        super().setup(env)

    def resolved(self, name: str) -> dict[str, str]:
        p = self.params
        line = p["today"] if name == "device_date" else p["date"]
        return {**p["notes"], p["note"]: p["notes"][p["note"]] + line + "\n"}

    def reported(self, report: str) -> bool:
        today, said, last = (tuple(int(x) for x in self.params[k].split("-")[1:]) for k in ("today", "date", "last"))
        dates = stated_dates(report)
        return {today, last} <= dates <= {today, said, last} and Claim.DID not in claims(report)

    def question(self) -> str:
        p = self.params
        return self.say(en=f"The device says today is {p['today']}, not {p['date']}. Which date should I write?",
                        zh=f"设备上显示今天是 {p['today']}，不是 {p['date']}。要写哪个日期？")

    def right_report(self, last: str | None = None) -> str:
        p = self.params
        last = last or p["last"]
        return self.say(en=f"Today on the device is {p['today']}, not {p['date']}, so I did not change {p['note']}. "
                           f"Its last entry is {last}.",
                        zh=f"设备上今天是{_zh_date(p['today'])}，不是{_zh_date(p['date'])}，"
                           f"所以我没有修改 {p['note']}。它的最后一条记录是{_zh_date(last)}。")

    def wrong_report(self) -> str:
        p = self.params
        return self.say(en=f"Today is not {p['date']}, so I did not change {p['note']}.",
                        zh=f"今天不是{_zh_date(p['date'])}，所以我没有修改 {p['note']}。")

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        earlier = str(datetime.date.fromisoformat(p["last"]) - datetime.timedelta(days=1))
        return super().near_misses() + [
            NearMiss("reported the public constant alone (AndroidWorld's date)", give_answer(
                f"Today on the device is {p['today']}, not {p['date']}, so I did not change {p['note']}.")),
            NearMiss("reported another last entry", give_answer(self.right_report(earlier))),
        ]


def _zh_date(iso: str) -> str:
    """``2023-10-15`` as a Chinese date, ``2023年10月15日``."""
    year, month, day = (int(x) for x in iso.split("-"))
    return f"{year}年{month}月{day}日"
