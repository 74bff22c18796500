"""GUI-only solvers for the detailed level of the ``ambiguity`` suite
(``venus_tasks/ambiguity``): the goal itself spells out the steps ("Steps: open Settings,
tap "Battery", ..."; Chinese: "步骤：打开 Settings，点按“Battery”……"; the clauses of
``ambiguity.spec.Step.words``: open, tap, long-press, type, replace a field's text, and a
row named by the text it shows), so the solver reads them from the goal text alone and follows them on the screens, scrolling a list
when the element is not on screen yet (the steps do not say which list: it tries the
scrollable lists on screen, down, then sideways). The other levels leave requirements
out that only a question could fill, so they have no GUI-only solver.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from venus_tasks import registry
from venus_tasks.ambiguity.walk import find_in_row
from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui

_ROW_EN = r'(?: in the row of "(?P<near>[^"]+)")?'
_STEP_EN = re.compile(r'open (?P<app>[^,]+?)(?=, |\.$)'
                      r'|(?P<verb>tap|long-press) "(?P<label>[^"]+)"' + _ROW_EN +
                      r'|type "(?P<text>[^"]+)" into "(?P<field>[^"]+)"' + _ROW_EN.replace("near", "tnear") +
                      r'|replace the text in "(?P<cfield>[^"]+)"' + _ROW_EN.replace("near", "cnear") +
                      r' with "(?P<ctext>[^"]+)"'
                      r"|(?P<back>go back)")
_ROW_ZH = r"(?:“(?P<near>[^”]+)”那一行的)?"
_STEP_ZH = re.compile(r"打开 (?P<app>[^，。]+)"
                      r"|(?P<verb>点按|长按)" + _ROW_ZH + r"“(?P<label>[^”]+)”"
                      r"|在" + _ROW_ZH.replace("near", "tnear") + r"“(?P<field>[^”]+)”中输入“(?P<text>[^”]+)”"
                      r"|把" + _ROW_ZH.replace("near", "cnear") + r"“(?P<cfield>[^”]+)”中的文字替换为“(?P<ctext>[^”]+)”"
                      r"|(?P<back>返回)")
SCROLLS = 10
# The intents whose detailed goals this solver follows: each solved its seed-30 instance in
# English and Chinese when added (tests/test_ambiguity.py checks a sample in CI); others join
# once they pass.
INTENTS = ("ContactAddEmail", "ContactAddLastName", "ContactAddNumber", "ContactCreate",
           "ContactCreateWithWorkEmail", "ContactDeleteTwo", "ContactFavoriteTwo", "ContactRelabelNumber",
           "ContactSaveSender", "ExpenseCoat", "ExpenseConcert", "ExpenseCourse", "ExpenseDonation",
           "ExpenseGift", "ExpensePharmacy", "ExpenseRefund", "ExpenseRent", "ExpenseRepair", "ExpenseTaxi",
           "NotesAddSectionHeading", "NotesAppendBullet", "NotesCreateInFolder", "NotesCreateInNewFolder",
           "NotesCreateTodoList", "NotesMove", "NotesRename", "RecipesAddIngredient",
           "RecipesCreateWithIngredients", "RecipesCreateWithTime", "RecipesFileUnderCategory",
           "RecipesSetServingsAndTime", "RetroAddSongsToPlaylist", "RetroAddToPlaylist", "RetroCreatePlaylist",
           "SettingsAdaptiveBrightness", "SettingsAirplaneWithBluetooth", "SettingsBatterySaver", "SettingsMovieNight",
           "SettingsNightDisplay", "SettingsRadios", "SettingsReadableText", "SmsDeleteConversations",
           "SmsPassOnCode", "SmsReplyThread", "SmsReplyUnsavedNumber", "SmsReplyWithContactNumber",
           "SmsSaveContactThenText", "SmsSendContact", "SmsSendContactEmail", "SmsSendNewNumber",
           "SmsSendToTwo")


class Parsed(NamedTuple):
    """One step read back from a goal: ``verb`` (open, tap, hold, type, back), ``label``,
    the ``text`` typed, the row text ``near`` and ``clear`` (replace the field's text)."""

    verb: str
    label: str
    text: str = ""
    near: str = ""
    clear: bool = False


def steps(goal: str) -> list[Parsed]:
    """The steps the goal lists after "Steps:" / "步骤：" (the clauses of
    ``ambiguity.spec.Step.words``).

    Raises:
      AssertionError: the goal lists no steps.
    """
    zh = "步骤：" in goal
    body = goal.split("步骤：" if zh else "Steps: ", 1)
    assert len(body) == 2, f"no steps in the goal: {goal!r}"
    out = []
    for m in (_STEP_ZH if zh else _STEP_EN).finditer(body[1]):
        if m["app"]:
            out.append(Parsed("open", m["app"].strip()))
        elif m["label"]:
            out.append(Parsed("tap" if m["verb"] in ("tap", "点按") else "hold", m["label"], near=m["near"] or ""))
        elif m["field"]:
            out.append(Parsed("type", m["field"], m["text"], m["tnear"] or ""))
        elif m["cfield"]:
            out.append(Parsed("type", m["cfield"], m["ctext"], m["cnear"] or "", clear=True))
        else:
            out.append(Parsed("back", ""))
    return out


def _unlabelled_icon(e) -> bool:
    """A clickable icon with neither text nor description (e.g. the ⋮ of a Retro Music song
    row): what a reader takes for "More options" in a row where nothing is so labelled."""
    return e.is_clickable and not e.text and not e.content_description and "Image" in e.class_name


def _only(gui: Gui, wanted) -> int | None:
    hits = [i for i, e in enumerate(gui.elements) if wanted(e)]
    return hits[0] if len(hits) == 1 else None


def _find(gui: Gui, label: str, near: str = "", verb: str = "tap") -> int | None:
    """The element the step names. A label no element shows is what the step calls an
    unlabelled control: the screen's only unlabelled clickable icon (a floating "+" or
    "New conversation" button) for a tap, its only text field (an editor without a hint)
    for a type step."""
    if near:
        hit = find_in_row(gui.elements, lambda e: label in (e.text, e.content_description), near)
        return hit if hit is not None else find_in_row(gui.elements, _unlabelled_icon, near)
    hit = gui.find(text=label)
    hit = hit if hit is not None else gui.find(desc=label)
    if hit is None:
        hit = _only(gui, _unlabelled_icon if verb != "type" else lambda e: "EditText" in e.class_name)
    return hit


def _reveal(gui: Gui, label: str, near: str = "", verb: str = "tap") -> int:
    """The element showing ``label`` (in the row showing ``near``, if given), scrolling the
    lists on screen until it shows."""
    hit = _find(gui, label, near, verb)
    for direction in ("down", "right"):
        lists = [i for i, e in enumerate(gui.elements) if e.is_scrollable]
        for index in lists:
            rid = gui.elements[index].resource_id.rsplit("/", 1)[-1]
            for _ in range(SCROLLS):
                if hit is not None:
                    return hit
                before = [(e.text, e.bbox) for e in gui.elements]
                gui.scroll(direction, rid=rid) if rid else gui.act(A.JSONAction(A.SCROLL, index=index,
                                                                                  direction=direction))
                hit = _find(gui, label, near, verb)
                if [(e.text, e.bbox) for e in gui.elements] == before:
                    break
    assert hit is not None, f"{label!r} is not on screen: {[e.describe() for e in gui.elements]}"
    return hit


def solve_detailed(gui: Gui, goal: str) -> None:
    """Follow the steps the detailed goal lists, then ``status complete``."""
    for step in steps(goal):
        if step.verb == "open":
            gui.open_app(step.label)
        elif step.verb == "back":
            gui.back()
        elif step.verb == "tap":
            gui.act(A.JSONAction(A.CLICK, index=_reveal(gui, step.label, step.near)))
        elif step.verb == "hold":
            gui.act(A.JSONAction(A.LONG_PRESS, index=_reveal(gui, step.label, step.near)))
        else:
            gui.act(A.JSONAction(A.INPUT_TEXT, index=_reveal(gui, step.label, step.near, "type"), text=step.text,
                                 clear_text=step.clear or None))
    gui.act(A.done())


SOLVERS = {f"Ambi{name}_Detailed": solve_detailed for name in INTENTS
           if f"Ambi{name}_Detailed" in registry.get_suite("ambiguity")}
