"""Ambiguity intents over notes in Markor (``net.gsantner.markor``): create a note, a
to-do list, a note in a new folder; append a bullet, add a section heading; rename and
move a note. Notes are files under ``apps.markor.NOTES_DIR``; every check reads them with
``apps.markor.read_notes``.

Markor's defaults that Forced Non-Default keeps away from (gsantner/markor v2.10.9,
``NewFileDialog``, ``new_file_types__file_extension``; AmbiBench ``shared/seeds/`` 000, Phase 2 b):
a new file is created in the folder the browser shows (the notebook root on launch), of
type Markdown (``.md``, the first entry of the type spinner on a fresh install); typed
text is a plain line (no list marker, no heading). The name field's hint is ``my_note``.
Appended or renamed notes: the default is the note listed first (by name), which a
target never is.

Simulated screens (``venus_tasks/sim/apps_ui/markor*.py``): creating notes and folders
(new file dialog with its type spinner, FOLDER button), opening a folder, typing at the end
of a note, and a long-press selection's toolbar with Rename (the rename dialog holds the
file's name: the path replaces it) and the overflow's Move (the folder chooser starts in
the note's folder: ".." up to the notebook, the destination, "SELECT THIS FOLDER"), all as
gsantner/markor v2.10.9 lays them out, so every intent here is walked through the GUI. A
path leaves a note with two Backs: the first hides the keyboard, the second closes the
document, which Markor saves on pause.

Known weak spot: the incomplete level of ``NotesMove`` masks only the destination, one of
the nine other folders on screen, so a blind guess lands about one time in nine (every
other incomplete mask holds free text, a date or a clock time).
"""

from __future__ import annotations

import posixpath
import random
import re

from apps import markor
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent
from verifiers.answer import mentions

from venus_tasks.ambiguity.prod_common import (ANCHOR, EXPLICIT, IMPLICIT, ProdIntent, contains_text, pick,
                                              req, same_text)

FOLDERS = ("Trips", "Work", "Garden", "Reading", "Health", "Finance", "Home", "Music", "Pets", "Sport")
NEW_FOLDERS = ("Archive", "Ideas", "Projects", "Journal", "Travel 2024", "Kitchen", "Hobbies", "School")
NAMES = ("packing_list", "book_ideas", "workout_plan", "gift_ideas", "bird_log", "wine_list", "budget_notes",
         "meal_plan", "movie_list", "study_notes", "party_plan", "car_service", "tax_return", "bike_repair",
         "piano_pieces", "vet_visits", "yoga_poses", "birthday_list")
LINES = ("Bring the blue umbrella", "Call Maya about the rent", "Buy three jars of honey", "Ask Leo for the ladder",
         "Book the train to Porto", "Renew the library card", "Water the tomatoes on Friday",
         "Check the tyre pressure", "Send the photos to Grandma", "Pick up the dry cleaning",
         "Order new running shoes", "Print the boarding passes")
HEADINGS = ("Action items", "Open questions", "Next steps", "Decisions", "Follow-ups", "Risks", "Budget", "Timeline")
# Topics with several notes each: the ambiguous level says "my <topic> note".
TOPICS = {"groceries": ("groceries_monthly", "groceries_party", "groceries_weekend"),
          "meeting": ("meeting_design", "meeting_finance", "meeting_kickoff"),
          "trip": ("trip_kyoto", "trip_lisbon", "trip_oslo"),
          "recipe": ("recipe_curry", "recipe_pancakes", "recipe_soup")}
EXT_TXT, EXT_MD, EXT_TODO = ".txt", ".md", ".todo.txt"

NOTE_NAMES = ("note", "which note", "note name", "file name", "笔记", "哪条笔记", "文件名")
FOLDER_NAMES = ("folder", "which folder", "where", "文件夹", "哪个文件夹", "放在哪")
STORES = ("markor:*",)
# UI path labels (``venus_tasks/sim/apps_ui/markor*.py``, from Markor v2.10.9's layouts): the FAB's
# content description, the name field's hint, the note editor's id.
FAB, NAME_HINT = "Create a new file or folder", "my_note"
EDITOR = "document__fragment__edit__highlighting_editor"
BACK = Step("back")
# Leaving a note: the first Back hides the keyboard, the second closes the document (Markor saves on pause).
LEAVE = (BACK, BACK)


LIST = "ui__filesystem_dialog__list"   # the file browser's list and the Move folder chooser's (scrolled until a row shows)


def _open(folder: str) -> tuple:
    return (Step("open", "Markor"), *((Step("tap", folder, within=LIST),) if folder else ()))


def _new_file_steps(name: str, ftype: str | None) -> tuple:
    """FAB, the name, the type picked in the spinner (Markdown shows first), OK."""
    pick_type = (Step("tap", "Markdown"), Step("tap", ftype)) if ftype else ()
    return (Step("tap", FAB), Step("type", NAME_HINT, text=name), *pick_type, Step("tap", "OK"))


def _type_note(text: str) -> Step:
    """Typing into the note's editor (Markor types at the end of the text)."""
    return Step("type", "note text", text=text, rid=EDITOR)


# --------------------------------------------------------------- state helpers
def _stem(relpath: str) -> str:
    base = posixpath.basename(relpath)
    for ext in (EXT_TODO, EXT_MD, EXT_TXT, ".adoc", ".csv"):
        if base.endswith(ext):
            return base[: -len(ext)]
    return base


def _notes(probe) -> dict[str, str]:
    return probe.rows("markor", markor.read_notes)


def _base_notes(rng: random.Random) -> dict[str, str]:
    """A notebook: each folder of ``FOLDERS`` with one or two notes."""
    out = {}
    names = pick(rng, NAMES, len(FOLDERS) + 2)
    for i, folder in enumerate(FOLDERS):
        out[f"{folder}/{names[i]}.md"] = f"# {names[i].replace('_', ' ').title()}\n\n{LINES[i]}\n"
    out[f"{FOLDERS[0]}/{names[-1]}.md"] = f"{LINES[-1]}\n"
    return out


def _new_file(probe, p) -> tuple[str | None, str | None]:
    """The note the agent created: the one new file, or among several the one named as
    the intent says; (None, None) when there is none."""
    notes = _notes(probe)
    new = [k for k in notes if k not in p["notes"]]
    if len(new) != 1:
        new = [k for k in new if same_text(_stem(k), p["name"])]
    return (new[0], notes[new[0]]) if len(new) == 1 else (None, None)


def _seed(env, p) -> None:
    markor.write_notes(env.device, p["notes"], clear=True)


# --------------------------------------------------------------- create intents
def _apart(name: str, folder: str) -> bool:
    """The note's name does not mention the folder (a masked folder stays unsaid)."""
    return not mentions(name.replace("_", " "), folder)


def _draw_create(rng: random.Random, folders=FOLDERS) -> dict:
    notes = _base_notes(rng)
    taken = {_stem(k) for k in notes}
    folder = pick(rng, folders)
    name = pick(rng, [n for n in NAMES if n not in taken and _apart(n, folder)])
    return {"notes": notes, "name": name, "folder": folder, "text": pick(rng, LINES), "ext": EXT_TXT}


def _intent_create(p) -> Intent:
    return Intent((
        req("name", ANCHOR, p["name"], NOTE_NAMES, phrase="a note named {v}", phrase_zh="一条名为 {v} 的笔记"),
        req("folder", EXPLICIT, p["folder"] or "the notebook folder", FOLDER_NAMES, value_zh=p["folder"] or "笔记本根目录",
            phrase="in the {v} folder", phrase_zh="在 {z} 文件夹里", options=FOLDERS),
        req("text", EXPLICIT, p["text"] or "no text", ("text", "content", "what should it say", "内容", "写什么"),
            phrase='with the text "{v}"', phrase_zh="，内容为“{z}”"),
        req("ftype", IMPLICIT, {EXT_TXT: "plain text", EXT_MD: "Markdown", EXT_TODO: "todo.txt"}[p["ext"]],
            ("file type", "type", "format", "extension", "文件类型", "格式"),
            value_zh={EXT_TXT: "纯文本", EXT_MD: "Markdown", EXT_TODO: "todo.txt"}[p["ext"]],
            phrase="as a {v} file", phrase_zh="，保存为{z}文件", options=("Markdown", "plain text", "todo.txt")),
    ), topics=("template", "encryption", "模板"))


def _solve_create(env, p) -> None:
    folder = p["folder"]
    rel = (folder + "/" if folder else "") + p["name"] + p["ext"]
    markor.write_note(env.device, rel, p["text"] + "\n")


def _check_create_name(probe, p) -> bool:
    rel, _ = _new_file(probe, p)
    notes = _notes(probe)
    return rel is not None and same_text(_stem(rel), p["name"]) and \
        all(notes.get(k) == v for k, v in p["notes"].items())


def _check_create_folder(probe, p) -> bool:
    rel, _ = _new_file(probe, p)
    return rel is not None and posixpath.dirname(rel) == p["folder"]


def _check_create_text(probe, p) -> bool:
    _, text = _new_file(probe, p)
    return contains_text(text, p["text"])


def _check_ext(probe, p) -> bool:
    rel, _ = _new_file(probe, p)
    if rel is None:
        return False
    if p["ext"] == EXT_TXT:
        return rel.endswith(EXT_TXT) and not rel.endswith(EXT_TODO)
    return rel.endswith(p["ext"])


CREATE_NOTE = ProdIntent(
    name="NotesCreateInFolder", app="markor", draw=_draw_create, intent=_intent_create,
    checks={"name": _check_create_name, "folder": _check_create_folder, "text": _check_create_text,
            "ftype": _check_ext},
    default_params={"name": {"name": "my_note"}, "folder": {"folder": ""}, "text": {"text": ""}, "ftype": {"ext": EXT_MD}},
    hypernym="a note", hypernym_zh="一条笔记",
    incomplete_masks=("text", "ftype"),
    ui_path=lambda p: (*_open(p["folder"]), *_new_file_steps(p["name"], "Plain Text"), _type_note(p["text"]), *LEAVE),
    template="In Markor, create {name} {folder} {text} {ftype}.",
    template_zh="在 Markor 中{folder}新建{name}{text}{ftype}。",
    template_paraphrase="Open Markor and make {name} {folder} {text} {ftype}.",
    setup=_seed, stores=STORES, solve=_solve_create, free=("text",))


# to-do list: a todo.txt file with two items
def _draw_todo(rng: random.Random) -> dict:
    p = _draw_create(rng)
    a, b = pick(rng, LINES, 2)
    return {**p, "folder": "", "text": f"{a}; {b}", "items": (a, b), "ext": EXT_TODO}


def _intent_todo(p) -> Intent:
    return Intent((
        req("name", ANCHOR, p["name"], NOTE_NAMES, phrase="a to-do list named {v}", phrase_zh="一个名为 {v} 的待办清单"),
        req("items", EXPLICIT, p["text"] or "no items", ("items", "what to put on it", "entries", "事项", "条目", "写什么"),
            value_zh="；".join(p["items"]) or "没有事项", phrase="with the items {v}", phrase_zh="，事项为{z}"),
        req("ftype", IMPLICIT, {EXT_TODO: "todo.txt", EXT_MD: "Markdown"}[p["ext"]],
            ("file type", "type", "format", "extension", "文件类型", "格式"),
            phrase="as a {v} file", phrase_zh="，保存为 {z} 文件", options=("Markdown", "plain text", "todo.txt")),
    ), topics=("template", "due date", "priority", "模板"))


def _solve_todo(env, p) -> None:
    markor.write_note(env.device, p["name"] + p["ext"], "".join(i + "\n" for i in p["items"]))


def _check_items(probe, p) -> bool:
    _, text = _new_file(probe, p)
    return all(contains_text(text, i) for i in p["items"])


TODO_LIST = ProdIntent(
    name="NotesCreateTodoList", app="markor", draw=_draw_todo, intent=_intent_todo,
    checks={"name": _check_create_name, "items": _check_items, "ftype": _check_ext},
    default_params={"name": {"name": "my_note"}, "items": {"text": "", "items": ()}, "ftype": {"ext": EXT_MD}},
    hypernym="a list", hypernym_zh="一个清单",
    incomplete_masks=("items", "ftype"),
    ui_path=lambda p: (*_open(""), *_new_file_steps(p["name"], "todo.txt"), _type_note("\n".join(p["items"])), *LEAVE),
    template="In Markor, create {name} {items} {ftype}.",
    template_zh="在 Markor 中新建{name}{items}{ftype}。",
    template_paraphrase="Start {name} in Markor {items} {ftype}.",
    setup=_seed, stores=STORES, solve=_solve_todo, free=("items",))


# a note in a folder that does not exist yet
def _draw_new_folder(rng: random.Random) -> dict:
    return {**_draw_create(rng, NEW_FOLDERS), "ext": EXT_MD}


def _intent_new_folder(p) -> Intent:
    return Intent((
        req("name", ANCHOR, p["name"], NOTE_NAMES, phrase="a note named {v}", phrase_zh="一条名为 {v} 的笔记"),
        req("folder", EXPLICIT, p["folder"] or "the notebook folder", ("new folder", "folder", "folder name", "文件夹",
                                                                       "文件夹名"),
            value_zh=p["folder"] or "笔记本根目录", phrase="inside a new folder {v}", phrase_zh="在新文件夹 {z} 里"),
        req("text", EXPLICIT, p["text"] or "no text", ("text", "content", "what should it say", "内容", "写什么"),
            phrase='with the text "{v}"', phrase_zh="，内容为“{z}”"),
    ), topics=("file type", "format", "文件类型"))


NEW_FOLDER_NOTE = ProdIntent(
    name="NotesCreateInNewFolder", app="markor", draw=_draw_new_folder, intent=_intent_new_folder,
    checks={"name": _check_create_name, "folder": _check_create_folder, "text": _check_create_text},
    default_params={"name": {"name": "my_note"}, "folder": {"folder": ""}, "text": {"text": ""}},
    hypernym="a note", hypernym_zh="一条笔记",
    incomplete_masks=("folder", "text"),
    ui_path=lambda p: (*_open(""), Step("tap", FAB), Step("type", NAME_HINT, text=p["folder"]), Step("tap", "FOLDER"),
                      Step("tap", p["folder"], within=LIST), *_new_file_steps(p["name"], None), _type_note(p["text"]), *LEAVE),
    template="In Markor, create {name} {folder} {text}.",
    template_zh="在 Markor 中{folder}新建{name}{text}。",
    template_paraphrase="Using Markor, add {name} {folder} {text}.",
    setup=_seed, stores=STORES, solve=_solve_create, free=("text",))


# --------------------------------------------------------------- edit intents
def _draw_edit(rng: random.Random) -> dict:
    notes = _base_notes(rng)
    topic = pick(rng, sorted(TOPICS))
    folder = pick(rng, FOLDERS)
    names = TOPICS[topic]
    for n in names:
        notes[f"{folder}/{n}.md"] = f"# {n.replace('_', ' ').title()}\n\n- {pick(rng, LINES)}\n"
    target = pick(rng, names[1:])  # names are sorted: the first listed is the default
    return {"notes": notes, "topic": topic, "folder": folder, "candidates": names, "target": target,
            "text": pick(rng, LINES), "heading": pick(rng, HEADINGS), "bullet": True, "level": pick(rng, (2, 3)),
            "new_name": pick(rng, [n for n in NAMES if n not in {_stem(k) for k in notes}]),
            "dest": pick(rng, [f for f in FOLDERS if f != folder and _apart(target, f)])}


def _target(p, stem: str | None = None) -> str:
    return f"{p['folder']}/{stem or p['target']}.md"


def _anchor(p) -> object:
    return req("target", ANCHOR, p["target"], NOTE_NAMES, phrase="the note {v}", phrase_zh="笔记 {v}",
               options=tuple(c for c in p["candidates"] if c != p["target"]))


def _others_unchanged(notes: dict[str, str], p, keep: str) -> bool:
    """Every seeded note other than ``keep`` is as seeded, and no new file appeared
    except what ``keep``'s check allows (none)."""
    return all(notes.get(k) == v for k, v in p["notes"].items() if k != keep)


def _check_edit_anchor(probe, p) -> bool:
    notes = _notes(probe)
    rel = _target(p)
    return notes.get(rel) not in (None, p["notes"][rel]) and _others_unchanged(notes, p, rel) and \
        set(notes) == set(p["notes"])


def _appended(probe, p) -> tuple[str, str] | None:
    """(seeded text, what was added after it) of the target, if it still starts as seeded."""
    rel = _target(p)
    now = _notes(probe).get(rel)
    seeded = p["notes"][rel]
    if now is None or not now.startswith(seeded.rstrip("\n")):
        return None
    return seeded, now[len(seeded.rstrip("\n")):]


def _draw_bullet(rng):
    return _draw_edit(rng)


def _intent_bullet(p) -> Intent:
    return Intent((
        _anchor(p),
        req("text", EXPLICIT, p["text"] or "no text", ("text", "what to add", "line", "content", "内容", "加什么"),
            phrase='"{v}"', phrase_zh="“{z}”"),
        req("bullet", IMPLICIT, "bullet point" if p["bullet"] else "plain line",
            ("bullet", "list item", "format", "formatted", "列表项", "格式"),
            value_zh="列表项" if p["bullet"] else "普通一行", phrase="as a {v}", phrase_zh="，作为{z}",
            options=("plain line", "heading", "checkbox")),
    ), topics=("position", "where in the note", "位置"))


def _solve_append(env, p) -> None:
    rel = _target(p)
    line = ("- " if p["bullet"] else "") + p["text"]
    markor.write_note(env.device, rel, p["notes"][rel].rstrip("\n") + "\n" + line + "\n")


def _check_appended_text(probe, p) -> bool:
    got = _appended(probe, p)
    return got is not None and contains_text(got[1], p["text"])


def _formatted(added: str, text: str, pattern: str) -> bool:
    """The added lines that mention ``text`` all match ``pattern`` (and there is one);
    when none mentions it (the text is wrong), some added line matches ``pattern``:
    the format is checked apart from the text (requirements are independent)."""
    lines = [x for x in added.splitlines() if x.strip()]
    about = [x for x in lines if contains_text(x, text)]
    return bool(about) and all(re.match(pattern, x) for x in about) if about else \
        any(re.match(pattern, x) for x in lines)


def _check_bullet(probe, p) -> bool:
    got = _appended(probe, p)
    return got is not None and _formatted(got[1], p["text"], r"\s*[-*+](\s|$)")


APPEND_BULLET = ProdIntent(
    name="NotesAppendBullet", app="markor", draw=_draw_bullet, intent=_intent_bullet,
    checks={"target": _check_edit_anchor, "text": _check_appended_text, "bullet": _check_bullet},
    default_params={"target": lambda p: {"target": p["candidates"][0]}, "text": {"text": ""}, "bullet": {"bullet": False}},
    hypernym="one of my notes", hypernym_zh="我的一条笔记",
    incomplete_masks=("text", "bullet"),
    ui_path=lambda p: (*_open(p["folder"]), Step("tap", p["target"] + ".md", within=LIST), _type_note("\n- " + p["text"]), *LEAVE),
    template="In Markor, add a line {text} to the end of {target} {bullet}.",
    template_zh="在 Markor 中，在{target}的末尾加一行{text}{bullet}。",
    template_paraphrase="Append a line {text} at the bottom of {target} in Markor {bullet}.",
    setup=_seed, stores=STORES, solve=_solve_append, free=("text",))


# section heading
def _intent_heading(p) -> Intent:
    return Intent((
        _anchor(p),
        req("heading", EXPLICIT, p["heading"] or "no heading", ("section name", "what the section is called", "section title",
                                                "小节名", "叫什么"),
            phrase='"{v}"', phrase_zh="“{z}”"),
        req("level", IMPLICIT, f"level {p['level']} heading" if p["level"] else "plain line",
            ("heading level", "level", "how big", "几级", "标题级别"),
            value_zh=f"{p['level']}级标题" if p["level"] else "普通一行",
            phrase="as a {v}", phrase_zh="，用{z}", options=("level 1 heading", "level 2 heading", "level 3 heading")),
    ), topics=("position", "位置"))


def _solve_heading(env, p) -> None:
    rel = _target(p)
    line = ("#" * p["level"] + " " if p["level"] else "") + p["heading"]
    markor.write_note(env.device, rel, p["notes"][rel].rstrip("\n") + "\n\n" + line + "\n")


def _check_heading_text(probe, p) -> bool:
    got = _appended(probe, p)
    return got is not None and contains_text(got[1], p["heading"])


def _check_level(probe, p) -> bool:
    got = _appended(probe, p)
    return got is not None and _formatted(got[1], p["heading"], r"\s*#{%d}(\s|$)" % p["level"])


SECTION_HEADING = ProdIntent(
    name="NotesAddSectionHeading", app="markor", draw=_draw_edit, intent=_intent_heading,
    checks={"target": _check_edit_anchor, "heading": _check_heading_text, "level": _check_level},
    default_params={"target": lambda p: {"target": p["candidates"][0]}, "heading": {"heading": ""},
                    "level": {"level": 0}},
    hypernym="one of my notes", hypernym_zh="我的一条笔记",
    incomplete_masks=("heading", "level"),
    ui_path=lambda p: (*_open(p["folder"]), Step("tap", p["target"] + ".md", within=LIST),
                      _type_note("\n\n" + "#" * p["level"] + " " + p["heading"]), *LEAVE),
    template="In Markor, add a section {heading} at the end of {target} {level}.",
    template_zh="在 Markor 中，在{target}末尾加一个小节{heading}{level}。",
    template_paraphrase="Put a section {heading} at the bottom of {target} in Markor {level}.",
    setup=_seed, stores=STORES, solve=_solve_heading, free=("heading",))


# rename
def _intent_rename(p) -> Intent:
    return Intent((
        _anchor(p),
        req("new_name", EXPLICIT, p["new_name"], ("new name", "rename it to", "call it", "新名字", "改成什么"),
            phrase="to {v}", phrase_zh="为 {z}").with_context("to the name we settled on", "为我们商量好的名字"),
    ), topics=("file type", "extension", "文件类型"))


def _solve_rename(env, p) -> None:
    old = _target(p)
    if p["new_name"] == p["target"]:
        return
    markor.write_note(env.device, _target(p, p["new_name"]), p["notes"][old])
    markor.delete_note(env.device, old)


def _check_rename_anchor(probe, p) -> bool:
    notes = _notes(probe)
    rel = _target(p)
    return rel not in notes and _others_unchanged(notes, p, rel)


def _check_new_name(probe, p) -> bool:
    notes = _notes(probe)
    seeded = p["notes"][_target(p)]
    return any(posixpath.dirname(k) == p["folder"] and same_text(_stem(k), p["new_name"]) and v == seeded
               for k, v in notes.items())


RENAME = ProdIntent(
    name="NotesRename", app="markor", draw=_draw_edit, intent=_intent_rename,
    checks={"target": _check_rename_anchor, "new_name": _check_new_name},
    default_params={"target": lambda p: {"target": p["candidates"][0]}, "new_name": lambda p: {"new_name": p["target"]}},
    hypernym="one of my notes", hypernym_zh="我的一条笔记",
    incomplete_masks=("new_name",),
    ui_path=lambda p: (*_open(p["folder"]), Step("hold", p["target"] + ".md", within=LIST), Step("tap", "Rename"),
                      Step("type", p["target"] + ".md", text=p["new_name"] + ".md", clear=True), Step("tap", "OK")),
    template="In Markor, rename {target} {new_name}.",
    template_zh="在 Markor 中，把{target}重命名{new_name}。",
    template_paraphrase="Using Markor, change the name of {target} {new_name}.",
    setup=_seed, stores=STORES, solve=_solve_rename, free=("new_name",))


# move
def _intent_move(p) -> Intent:
    return Intent((
        _anchor(p),
        req("dest", EXPLICIT, p["dest"], ("destination", "which folder", "folder", "move it to", "where to",
                                          "目标文件夹", "哪个文件夹", "移到哪"),
            phrase="into the {v} folder", phrase_zh="，移到 {z} 文件夹", options=FOLDERS),
    ), topics=("file name", "文件名"))


def _solve_move(env, p) -> None:
    old = _target(p)
    if p["dest"] == p["folder"]:
        return
    markor.write_note(env.device, f"{p['dest']}/{p['target']}.md", p["notes"][old])
    markor.delete_note(env.device, old)


def _check_dest(probe, p) -> bool:
    notes = _notes(probe)
    return notes.get(f"{p['dest']}/{p['target']}.md") == p["notes"][_target(p)]


MOVE = ProdIntent(
    name="NotesMove", app="markor", draw=_draw_edit, intent=_intent_move,
    checks={"target": _check_rename_anchor, "dest": _check_dest},
    default_params={"target": lambda p: {"target": p["candidates"][0]}, "dest": lambda p: {"dest": p["folder"]}},
    hypernym="one of my notes", hypernym_zh="我的一条笔记",
    incomplete_masks=("dest",),
    ui_path=lambda p: (*_open(p["folder"]), Step("hold", p["target"] + ".md", within=LIST), Step("tap", "More options"),
                      Step("tap", "Move"), Step("tap", ".."), Step("tap", p["dest"], within=LIST),
                      Step("tap", "SELECT THIS FOLDER")),
    template="In Markor, move {target} {dest}.",
    template_zh="在 Markor 中移动{target}{dest}。",
    template_paraphrase="Using Markor, relocate {target} {dest}.",
    setup=_seed, stores=STORES, solve=_solve_move, free=("dest",))

INTENTS = (CREATE_NOTE, TODO_LIST, NEW_FOLDER_NOTE, APPEND_BULLET, SECTION_HEADING, RENAME, MOVE)
SPECS = tuple(register(i.spec()) for i in INTENTS)
