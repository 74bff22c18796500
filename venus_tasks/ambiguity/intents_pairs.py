"""Confusable pairs over installed apps (AmbiBench ``shared/seeds/`` 000, section 3.3 Phase 3
b, homogenization: two near-identical actions an agent must tell apart). Each pair shares
its params (one ``draw``); each member's anchor fails when the other member's action was
done, and that action is the member's near miss "anchor left at the default": the params
carry ``op`` and the anchor's default patch (``ProdIntent.default_params``) is the other
op. The two actions sit next to each other in the real app:

* ``NotesCopyTo`` / ``NotesMoveTo`` (Markor, the selection's overflow menu: "Move", "Copy";
  gsantner/markor v2.10.9 ``res/menu/filesystem__menu.xml``, modelled in
  ``sim/apps_ui/markor_fileops``): a note copied into another folder, the original kept /
  moved there, none left behind. The destination's default is the folder the chooser
  opens in, the note's own: Move does nothing there, Copy makes ``<name>_1.md`` beside it
  (``findNonConflictingDest``).
* ``EventsDuplicateTo`` / ``EventsMoveTo`` (Simple Calendar Pro, the event editor's toolbar:
  Save, Delete, "Duplicate event"; Simple-Calendar 6.22.2 ``res/menu/menu_event.xml``,
  ``sim/apps_ui/calendar_editor``): a copy of an event on another day, the original kept /
  the event itself moved to that day. The date's default is the event's own day.

Both pairs differ from ``NotesMove`` and ``EventsReschedule`` (``intents_notes``,
``intents_events``) in what their anchors reject: the other action of the pair.
"""

from __future__ import annotations

import random
from collections import Counter

from apps import markor
from apps import simple_calendar as cal
from venus_tasks import setup_device
from venus_tasks.ambiguity.intents_events import DATE_NAMES, GROUPS, TIMES, TITLE_NAMES, TITLES, date_label
from venus_tasks.ambiguity.intents_notes import FOLDERS, LINES, NAMES, NOTE_NAMES, TOPICS
from venus_tasks.ambiguity.prod_common import (ANCHOR, EXPLICIT, ProdIntent, date_en, date_zh, day, epoch, pick,
                                              req, utc_date)
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent
from verifiers.answer import mentions

# ------------------------------------------------------------------ Markor: Copy vs Move
LIST = "ui__filesystem_dialog__list"      # Markor's file list and the Move/Copy folder chooser's list
NOTE_STORES = ("markor:*",)


def _note_draw(rng: random.Random) -> dict:
    """A notebook (one note per folder of ``FOLDERS``), a topic's three notes in one folder
    (the target never the first listed), a destination folder the note's name does not
    mention. ``op`` is the member's action (set by the member's draw)."""
    names = pick(rng, NAMES, len(FOLDERS))
    notes = {f"{f}/{n}.md": f"# {n.replace('_', ' ').title()}\n\n{LINES[i]}\n"
             for i, (f, n) in enumerate(zip(FOLDERS, names))}
    topic, folder = pick(rng, sorted(TOPICS)), pick(rng, FOLDERS)
    for n in TOPICS[topic]:
        notes[f"{folder}/{n}.md"] = f"# {n.replace('_', ' ').title()}\n\n- {pick(rng, LINES)}\n"
    target = pick(rng, TOPICS[topic][1:])
    dest = pick(rng, [f for f in FOLDERS if f != folder and not mentions(target.replace("_", " "), f)])
    return {"notes": notes, "folder": folder, "candidates": list(TOPICS[topic]), "target": target, "dest": dest}


def _src(p) -> str:
    return f"{p['folder']}/{p['target']}.md"


def _note_intent(verb: str):
    def intent(p) -> Intent:
        return Intent((
            req("target", ANCHOR, p["target"], NOTE_NAMES, phrase="the note {v}", phrase_zh="笔记 {v}",
                options=tuple(c for c in p["candidates"] if c != p["target"])),
            req("dest", EXPLICIT, p["dest"], ("destination", "which folder", "folder", f"{verb} it to", "where to",
                                              "目标文件夹", "哪个文件夹", "放到哪"),
                phrase="into the {v} folder", phrase_zh="到 {z} 文件夹", options=FOLDERS),
        ), topics=("file name", "文件名"))
    return intent


def _note_solve(env, p) -> None:
    """Markor's Move or Copy of the target into ``dest`` (``op``), as ``moveOrCopySelected``
    leaves the files: into its own folder Move does nothing and Copy writes ``<name>_1.md``."""
    text = p["notes"][_src(p)]
    if p["dest"] == p["folder"]:
        if p["op"] == "copy":
            markor.write_note(env.device, f"{p['folder']}/{p['target']}_1.md", text)
        return
    markor.write_note(env.device, f"{p['dest']}/{p['target']}.md", text)
    if p["op"] == "move":
        markor.delete_note(env.device, _src(p))


def _notes(probe) -> dict[str, str]:
    return probe.rows("markor", markor.read_notes)


def _one_new_copy(notes: dict[str, str], p) -> bool:
    """Every seeded note other than the target as seeded, and exactly one new file, holding
    the target's text."""
    src = _src(p)
    new = [k for k in notes if k not in p["notes"]]
    return all(notes.get(k) == v for k, v in p["notes"].items() if k != src) and len(new) == 1 \
        and notes[new[0]] == p["notes"][src]


def _copied(probe, p) -> bool:
    notes = _notes(probe)
    return notes.get(_src(p)) == p["notes"][_src(p)] and _one_new_copy(notes, p)


def _moved(probe, p) -> bool:
    notes = _notes(probe)
    return _src(p) not in notes and _one_new_copy(notes, p)


def _in_dest(probe, p) -> bool:
    return _notes(probe).get(f"{p['dest']}/{p['target']}.md") == p["notes"][_src(p)]


def _note_path(menu: str):
    return lambda p: (Step("open", "Markor"), Step("tap", p["folder"], within=LIST),
                      Step("hold", p["target"] + ".md", within=LIST), Step("tap", "More options"),
                      Step("tap", menu), Step("tap", ".."), Step("tap", p["dest"], within=LIST),
                      Step("tap", "SELECT THIS FOLDER"))


def _with_op(op: str):
    return lambda rng: {**_note_draw(rng), "op": op}


NOTE_COMMON = dict(app="markor", default_params=None, hypernym="one of my notes", hypernym_zh="我的一条笔记",
                   incomplete_masks=("dest",), setup=lambda env, p: markor.write_notes(env.device, p["notes"], clear=True),
                   stores=NOTE_STORES, solve=_note_solve, free=("dest",), complexity=2.0)

COPY_NOTE = ProdIntent(**{
    **NOTE_COMMON, "name": "NotesCopyTo", "draw": _with_op("copy"), "intent": _note_intent("copy"),
    "checks": {"target": _copied, "dest": _in_dest},
    "default_params": {"target": lambda p: {"op": "move"}, "dest": lambda p: {"dest": p["folder"]}},
    "ui_path": _note_path("Copy"),
    "template": "In Markor, copy {target} {dest}, keeping the original where it is.",
    "template_zh": "在 Markor 中复制{target}{dest}，原文件保留在原处。",
    "template_paraphrase": "Using Markor, put a duplicate of {target} {dest} and leave the original in place.",
    "tags": ("confusable:NotesMoveTo",)})

MOVE_NOTE = ProdIntent(**{
    **NOTE_COMMON, "name": "NotesMoveTo", "draw": _with_op("move"), "intent": _note_intent("move"),
    "checks": {"target": _moved, "dest": _in_dest},
    "default_params": {"target": lambda p: {"op": "copy"}, "dest": lambda p: {"dest": p["folder"]}},
    "ui_path": _note_path("Move"),
    "template": "In Markor, move {target} {dest}, leaving no copy behind.",
    "template_zh": "在 Markor 中把{target}移动{dest}，原处不留副本。",
    "template_paraphrase": "Using Markor, relocate {target} {dest} rather than copying it.",
    "tags": ("confusable:NotesCopyTo",)})


# ------------------------------------------------------------------ Simple Calendar Pro: Duplicate vs Move
EVENT_STORES = ("simple calendar pro:events",)


def _event_draw(rng: random.Random) -> dict:
    """Three background events, a group's three events on different days (the target never
    the first listed, the earliest) and the day offset (from the suite's today) of the copy
    or the move, 1-9 days after the target's own day."""
    group = pick(rng, sorted(GROUPS))
    events = []
    for title in pick(rng, TITLES, 3):
        start = epoch(day(rng.randint(2, 30)), pick(rng, TIMES))
        events.append({"title": title, "start": start, "end": start + 3600})
    cands = []
    for i, title in enumerate(GROUPS[group]):
        start = epoch(day(3 + 4 * i + rng.randint(0, 2)), pick(rng, [t for t in TIMES if t < 18 * 60]))
        cands.append({"title": title, "start": start, "end": start + 3600})
    cands.sort(key=lambda e: e["start"])
    target = pick(rng, cands[1:])
    return {"events": events + cands, "candidates": [c["title"] for c in cands], "title": target["title"],
            "new_date": (utc_date(target["start"]) - day(0)).days + rng.randint(1, 9)}


def _seeded(p) -> dict:
    return next(e for e in p["events"] if e["title"] == p["title"])


def _old_day(p) -> int:
    return (utc_date(_seeded(p)["start"]) - day(0)).days


def _row(e: dict) -> cal.CalendarEvent:
    return cal.CalendarEvent(start_ts=e["start"], end_ts=e["end"], title=e["title"], last_updated=e["start"] * 1000)


def _event_seed(env, p) -> None:
    """The clock at AndroidWorld's DT (the day the offsets count from), then the events."""
    env.device.run(["date", setup_device.DEVICE_TIME])
    cal.replace_events(env.device, [_row(e) for e in p["events"]])


def _event_solve(env, p) -> None:
    """The target at ``new_date`` (same time of day and length): added beside the original
    (``op`` duplicate: the editor's Duplicate event, then Save) or in its place (move)."""
    s = _seeded(p)
    start = epoch(day(p["new_date"]), (s["start"] % 86400) // 60)
    moved = dict(s, start=start, end=start + s["end"] - s["start"])
    if p["op"] == "duplicate":
        events = p["events"] + [moved]
    else:
        events = [moved if e is s else e for e in p["events"]]
    cal.replace_events(env.device, [_row(e) for e in events])


def _key(e) -> tuple:
    return (e.title, e.start_ts, e.end_ts) if not isinstance(e, dict) else (e["title"], e["start"], e["end"])


def _event_rows(probe, p) -> tuple[list, bool]:
    """(the rows titled as the target, every other seeded event still there and nothing else added)."""
    rows = probe.rows("calendar", cal.list_events)
    others = Counter(_key(e) for e in p["events"] if e["title"] != p["title"])
    return [e for e in rows if e.title == p["title"]], Counter(_key(e) for e in rows if e.title != p["title"]) == others


def _new_ones(probe, p) -> list:
    """The target's rows other than one left exactly as seeded."""
    mine, _ = _event_rows(probe, p)
    seeded = _key(_seeded(p))
    keep = next((i for i, e in enumerate(mine) if _key(e) == seeded), None)
    return [e for i, e in enumerate(mine) if i != keep]


def _duplicated(probe, p) -> bool:
    mine, intact = _event_rows(probe, p)
    return intact and len(mine) == 2 and len(_new_ones(probe, p)) == 1


def _event_moved(probe, p) -> bool:
    mine, intact = _event_rows(probe, p)
    return intact and len(mine) == 1 and _key(mine[0]) != _key(_seeded(p))


def _on_new_day(probe, p) -> bool:
    new = _new_ones(probe, p)
    s = _seeded(p)
    return len(new) == 1 and utc_date(new[0].start_ts) == day(p["new_date"]) and \
        new[0].end_ts - new[0].start_ts == s["end"] - s["start"]


def _event_intent(phrase: str, phrase_zh: str):
    def intent(p) -> Intent:
        d = day(p["new_date"])
        return Intent((
            req("title", ANCHOR, p["title"], TITLE_NAMES, phrase='the event "{v}"', phrase_zh="活动“{z}”",
                options=tuple(c for c in p["candidates"] if c != p["title"])),
            req("new_date", EXPLICIT, date_en(d), DATE_NAMES, value_zh=date_zh(d), phrase=phrase, phrase_zh=phrase_zh),
        ), topics=("time", "location", "时间", "地点"))
    return intent


def _date_steps(p) -> tuple:
    """The editor's start date, the picker's months, the day, OK."""
    old, new = day(_old_day(p)), day(p["new_date"])
    months = (new.year - old.year) * 12 + new.month - old.month
    return (Step("tap", date_label(old)), *(Step("tap", "Next month"),) * months,
            Step("tap", f"{new.day:02d} {new:%B} {new.year}"), Step("tap", "OK"))


def _with_event_op(op: str):
    return lambda rng: {**_event_draw(rng), "op": op}


EVENT_COMMON = dict(app="simple calendar pro", hypernym="one of my events", hypernym_zh="我的一个日程",
                    incomplete_masks=("new_date",), setup=_event_seed, stores=EVENT_STORES, solve=_event_solve,
                    free=("new_date",), complexity=2.2)

DUPLICATE_EVENT = ProdIntent(**{
    **EVENT_COMMON, "name": "EventsDuplicateTo", "draw": _with_event_op("duplicate"),
    "intent": _event_intent(", with the copy on {v}", "，副本放在{z}"),
    "checks": {"title": _duplicated, "new_date": _on_new_day},
    "default_params": {"title": lambda p: {"op": "move"}, "new_date": lambda p: {"new_date": _old_day(p)}},
    "ui_path": lambda p: (Step("open", "Simple Calendar Pro"), Step("tap", p["title"]), Step("tap", "Duplicate event"),
                          *_date_steps(p), Step("tap", "Save")),
    "template": "In Simple Calendar Pro, duplicate {title}{new_date}, and keep the original as it is.",
    "template_zh": "在 Simple Calendar Pro 中复制一份{title}{new_date}，原活动保持不变。",
    "template_paraphrase": "Make a second copy of {title} in Simple Calendar Pro{new_date}, leaving the original "
                           "untouched.",
    "tags": ("confusable:EventsMoveTo",)})

MOVE_EVENT = ProdIntent(**{
    **EVENT_COMMON, "name": "EventsMoveTo", "draw": _with_event_op("move"),
    "intent": _event_intent(" to {v}", "，改到{z}"),
    "checks": {"title": _event_moved, "new_date": _on_new_day},
    "default_params": {"title": lambda p: {"op": "duplicate"}, "new_date": lambda p: {"new_date": _old_day(p)}},
    "ui_path": lambda p: (Step("open", "Simple Calendar Pro"), Step("tap", p["title"]), *_date_steps(p),
                          Step("tap", "Save")),
    "template": "In Simple Calendar Pro, move {title}{new_date}, without leaving a copy on its old day.",
    "template_zh": "在 Simple Calendar Pro 中给{title}改期{new_date}，旧的那天不留副本。",
    "template_paraphrase": "Shift {title} in Simple Calendar Pro{new_date} instead of copying it.",
    "tags": ("confusable:EventsDuplicateTo",)})

INTENTS = (COPY_NOTE, MOVE_NOTE, DUPLICATE_EVENT, MOVE_EVENT)
SPECS = tuple(register(i.spec()) for i in INTENTS)
