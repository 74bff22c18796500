"""The state of a switch an answer reports: on or off, in English or Chinese.

``stated_switch_states("Battery percentage is currently off; tap it to turn it on", NOW)``
is ``{False}``: the clauses that carry a cue ("currently", "now", "当前", ...) decide when
there are any, so the instruction "turn it on" in another clause is not read as the
state. Within a clause, "on"/"enabled"/"shown"/"开着"/"已开启" read as on and
"off"/"disabled"/"hidden"/"关着"/"已关闭" as off; a negation right before flips it ("not
on", "isn't enabled", "未开启", "没有打开"). "turn on"/"switch it on"/"打开它" are actions,
not states, and are skipped. An empty set: no state stated firmly (none at all, or one
in a doubtful part, :mod:`verifiers.hedges`: "It is currently on (or is it off?)", "on or
off", "probably on", "应该是开着的吧"); both: a contradiction, which callers reject. Text
goes through :func:`verifiers.text.clean` first ("o\u200bff" is "off", "ＯＮ" is "on").
"""

from __future__ import annotations

import re
from typing import Sequence

from verifiers.facts import _CLAUSE
from verifiers.hedges import read_firmly
from verifiers.text import clean

__all__ = ["stated_switch_states", "sentence_switch_states", "switch_report"]

# "on" as a preposition ("off on your phone", "shown on the status bar") is no state.
_ON_EN = r"on(?!\s+(?:the|your|my|this|that|it|a|an|top|screen|settings|battery|display)\b)|enabled|shown|showing|visible|active"
_OFF_EN = r"off|disabled|hidden|not shown|inactive"
_NEG_EN = r"(?:\bnot|n't|\bnever|\bno longer)\s+(?:\w+\s+)?"
# Actions (imperative or infinitive) that name a state to reach, not the current one.
_ACTION_EN = re.compile(r"\b(?:turn|switch|toggle|flip|set|enable|disable)\w*\s+(?:it\s+|this\s+|that\s+|them\s+)?"
                        r"(?:on|off)\b")
_EN = re.compile(rf"({_NEG_EN})?(?<![\w-])({_OFF_EN}|{_ON_EN})(?![\w-])")
_ACTION_ZH = re.compile(r"(?:点击|点按|轻触|去|可以|要|请|来|以)(?:将其|把它|它)?(?:打开|开启|关闭|关掉)")
_ZH = re.compile(r"(未|没有?|不是|并未)?(?:处于)?(已经?|是)?(开启|打开|开着|启用|显示|关闭|关着|关掉|停用|隐藏)(?:状态)?")
_ZH_ON = {"开启", "打开", "开着", "启用", "显示"}


def _clause_states(clause: str) -> set[bool]:
    found: set[bool] = set()
    text = _ACTION_EN.sub(" ", clause)
    for m in _EN.finditer(text):
        state = m.group(2) not in ("off", "disabled", "hidden", "not shown", "inactive")
        found.add(state if not m.group(1) else not state)
    text = _ACTION_ZH.sub(" ", clause)
    for m in _ZH.finditer(text):
        state = m.group(3) in _ZH_ON
        found.add(state if not m.group(1) else not state)
    return found


def stated_switch_states(text: str, cues: Sequence[str] = ()) -> set[bool]:
    """The on/off states ``text`` reports firmly (True on, False off); with ``cues`` the
    clauses containing one decide when there are any (see the module docstring)."""
    return read_firmly(lambda t: _stated_switch_states(t, cues), text, set())


def _stated_switch_states(text: str, cues: Sequence[str] = ()) -> set[bool]:
    with_cue: set[bool] = set()
    other: set[bool] = set()
    for clause in _CLAUSE.split(clean(text).casefold()):
        if not clause.strip():
            continue
        found = _clause_states(clause)
        has_cue = any(re.search(rf"(?<![a-z]){re.escape(c)}(?![a-z])", clause) for c in cues)
        (with_cue if has_cue else other).update(found)
    return with_cue if with_cue else other


# Sentences (not commas) first; a sentence stating both states is read part by part.
_SENTENCE = re.compile(r"[;!?\n。；！？]|\.(?!\d)|\b(?:but|while|whereas)\b|但是|但|而")
_PART = re.compile(r"[,，、:：]")


_PRONOUN = re.compile(r"\s*(?:it|its|it's|it’s|that|this|which|它|这个|该|此)(?![a-z])")


def sentence_switch_states(text: str, cues: Sequence[str]) -> set[bool]:
    """The on/off states the sentences naming one of ``cues`` report firmly; the empty set
    when no such sentence states one (other sentences never count). A sentence, unlike a
    clause, keeps "Manual exposure, which is currently off" together, "turn it on" is an
    action, not a state, and a sentence opening with a pronoun ("it", "that", "它") goes on
    about the sentence before it: "Switch on Manual exposure in Settings > Advanced; it is
    off now." gives ``{False}`` for the cue "manual exposure"."""
    def read(t: str) -> set[bool]:
        found: set[bool] = set()
        cued = False
        for sentence in _SENTENCE.split(clean(t).casefold()):
            named = any(re.search(rf"(?<![a-z]){re.escape(c.casefold())}(?![a-z])", sentence) for c in cues)
            # "...Manual exposure; it is off now.": a sentence opening with a pronoun goes on
            # about the one before it
            cued = named or (cued and bool(_PRONOUN.match(sentence)))
            if cued:
                found |= _clause_states(sentence)
        return found
    return read_firmly(read, text, set())


def switch_report(text: str, items) -> tuple[set[str], set[str]]:
    """Which of ``items`` the answer says are on and which off: ``(on, off)`` of canonical
    names (an item is a name or a tuple of names, the first canonical).

    Each sentence's named items take the state it states ("Wi-Fi and Dark theme are on");
    a bare list states "on" (it answers "which are on?"); a sentence stating both is read
    part by part between commas, an item without a state of its own taking the next
    part's ("Wi-Fi, Bluetooth are on, DND is off"). Item names are blanked before states
    are read, so "Do Not Disturb" says nothing by itself. An item reported both ways is in
    both sets (callers reject it). A doubtful part naming an item ("Bluetooth may be on
    too", :mod:`verifiers.hedges`) makes the report a hedge: every item is put in both sets.
    """
    canon = [i if isinstance(i, str) else i[0] for i in items]
    return read_firmly(lambda t: _switch_report(t, items), text, (set(canon), set(canon)),
                       found=lambda report: bool(report[0] or report[1]))


def _switch_report(text: str, items) -> tuple[set[str], set[str]]:
    from verifiers.answer import mentions

    aliases = [(i if isinstance(i, str) else i[0], (i,) if isinstance(i, str) else tuple(i)) for i in items]
    on: set[str] = set()
    off: set[str] = set()

    def named(part: str) -> list[str]:
        return [name for name, names in aliases if any(mentions(part, n) for n in names)]

    def blank(part: str) -> str:
        out = part.casefold()
        for _, names in aliases:
            for n in sorted(names, key=len, reverse=True):
                out = out.replace(n.casefold(), " ")
        return out

    def assign(names: list[str], state: bool) -> None:
        (on if state else off).update(names)

    for sentence in _SENTENCE.split(clean(text)):
        names = named(sentence)
        if not names:
            continue
        states = _clause_states(blank(sentence))
        if len(states) <= 1:
            assign(names, states.pop() if states else True)
            continue
        pending: list[str] = []
        for part in _PART.split(sentence):
            pending += named(part)
            part_states = _clause_states(blank(part))
            if len(part_states) == 1:
                assign(pending, part_states.pop())
                pending = []
            elif part_states:
                assign(pending, True)
                assign(pending, False)
                pending = []
        assign(pending, True)
    return on, off
