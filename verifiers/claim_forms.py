"""The analysis form of a clause, which every pattern of :mod:`verifiers.claim_lexicon` reads.

:func:`analysis_form` makes one text out of the many ways a report is written:

* NFKC without format characters (:func:`verifiers.text.clean`), traditional Chinese read
  as simplified (:mod:`verifiers.hanzi`), case-folded;
* contractions expanded, with or without the apostrophe (``couldn't``, ``couldnt``,
  ``could n't`` -> ``could not``; ``there's`` -> ``there is``), and a negative contraction
  whose auxiliary has two letters swapped read as that auxiliary (``coudlnt``,
  ``coudln't``, ``wsan't`` -> ``could not``, ``was not``: a typo, not another word);
* a verb that acts only with its particle is read as one that acts alone ("checked off" ->
  ``ticked off``; :data:`verifiers.claim_verbs.PHRASAL`);
* ``'d`` before a past participle is "had", not "would" ("You'd already marked Pay rent
  as done" -> ``you had already marked ...``; "I'd turn it on" stays ``i would turn``);
* a menu path ("Settings > Display", "Connected devices > Connection preferences",
  "设置 > 显示") is names of screens, not words of the report: each of its steps that is no
  task entity reads ``menu`` (so "Connected" in it is no action);
* the digits of a name in quotes are part of the name, no count ("只有“公路旅行2019”" reads
  ``只有 公路旅行 n2019``);
* punctuation turned into spaces, a space between Chinese and Latin text, and each mention
  of a task entity replaced by a token ``ent<i>`` (``i`` = its index).

So ``"I couldn't find Taxi."`` with entity ``Taxi`` reads ``"i could not find ent0"``, and
``"我没有找到Yoga retreat这笔支出"`` reads ``"我没有找到 ent0 这笔支出"``.

>>> analysis_form("coudlnt find the contact Alice Chen", [("Alice Chen",)])
'could not find the contact ent0'
>>> analysis_form("You'd already marked it", [])
'you had already marked it'
>>> analysis_form("I went into Settings > Display and flipped Dark mode on", [("Dark mode",)])
'i went into menu menu and flipped ent0 on'
"""

from __future__ import annotations

import re
from typing import Sequence

from verifiers.answer import is_cjk, phrase_spans
from verifiers.claim_verbs import ACTION_FORMS, PHRASAL
from verifiers.hanzi import simplified
from verifiers.text import clean

__all__ = ["normalise", "analysis_form", "APOSTROPHE_CONTRACTIONS", "SPACED_CONTRACTIONS"]

# --- contractions -------------------------------------------------------------------------
# Applied before punctuation is removed (apostrophe forms), then after (``don t``, ``dont``).
APOSTROPHE_CONTRACTIONS = (
    (r"\bcan'?t\b", "can not"), (r"\bwon't\b", "will not"), (r"\bcannot\b", "can not"),
    (r"\bain't\b", "is not"), (r"n't\b", " not"), (r"'ve\b", " have"), (r"'re\b", " are"),
    (r"\bi'm\b", "i am"), (r"'ll\b", " will"), (r"'d\b", " would"),
    (r"\b(it|there|that|what|here|he|she|who|where|everything|nothing|this|which)'s\b", r"\1 is"),
    (r"'s (?=been\b|got\b|gotten\b)", " has "),   # "The file's been in the trash": has, not a possessive
    (r"'s\b", ""),
)
_NT_STEMS = ("do does did is are was were has have had could would should must need might "
             "dare").split()
SPACED_CONTRACTIONS = (
    (r"\b(" + "|".join(_NT_STEMS) + r")(?:n t|nt)\b", r"\1 not"),
    (r"\b(don|doesn|didn|isn|aren|wasn|weren|hasn|haven|hadn|couldn|wouldn|shouldn|mustn|needn) t\b",
     lambda m: {"don": "do", "doesn": "does", "didn": "did"}.get(m.group(1), m.group(1)[:-1]) + " not"),
    (r"\bcan ?t\b", "can not"), (r"\bwon t\b", "will not"), (r"\bcannot\b", "can not"),
    (r"\b(there|it|that|what|here|everything|nothing) s\b", r"\1 is"), (r"\btheres\b", "there is"),
    (r"\b(i|we|they|you) ve\b", r"\1 have"), (r"\b(i|we|they|you) ll\b", r"\1 will"),
    (r"\b(we|they|you) re\b", r"\1 are"), (r"\bi m\b", "i am"), (r"\b(i|we|they|you) d\b", r"\1 would"),
    (r"\b(ive)\b", "i have"), (r"\b(im)\b", "i am"), (r"\bthats\b", "that is"), (r"(?<=\w) s\b", ""),
)
_APOSTROPHE = [(re.compile(p), r) for p, r in APOSTROPHE_CONTRACTIONS]
_SPACED = [(re.compile(p), r) for p, r in SPACED_CONTRACTIONS]

# An auxiliary with two letters swapped before "not"/"nt" (coudlnt, coudl not, wsa not).
_AUX_BY_LETTERS = {(w[0], "".join(sorted(w))): w for w in _NT_STEMS if len(w) >= 3}
_TYPO_NEGATIVE = re.compile(r"\b([a-z]{3,6})(?: not|nt)\b")


def _aux_typo(m: re.Match) -> str:
    word = m.group(1)
    aux = _AUX_BY_LETTERS.get((word[0], "".join(sorted(word))))
    return f"{aux} not" if aux and aux != word else m.group()


# "would" before a past participle is a contracted "had": "you'd already marked" (a modal takes
# the base form: "I'd set it", "I'd turn it on" stay "would").
_PARTICIPLE = "|".join(sorted(w for w, f in ACTION_FORMS.items() if f == "past" and w.endswith(("ed", "en", "ne"))
                              or w in ("made", "sent", "paid", "kept", "left", "found", "built", "put away")))
_HAD = re.compile(rf"\bwould ((?:(?:already|just|never|previously|also|not) )*)(?=({_PARTICIPLE}|\w+ed)\b)")

_PHRASAL = re.compile(r"\b(" + "|".join(sorted(PHRASAL, key=len, reverse=True)) + r")\b")

# A menu path: steps separated by ">" / "›" / "»", each step a name (a capitalised or Chinese
# word and up to three more words, not a conjunction or a new subject).
_STEP = (r"[A-Z\u3400-\u9fff][\w\u3400-\u9fff&'-]*"
         r"(?: (?!(?:and|or|then|to|but|so|where|which|it|I|you|we|is|are|was|were)\b)[\w\u3400-\u9fff&'-]+){0,3}")
_MENU_PATH = re.compile(rf"{_STEP}(?:\s*[>›»]\s*{_STEP})+")


def _mask_menu_paths(text: str, entities: Sequence[tuple[str, ...]]) -> str:
    if not any(ch in text for ch in ">›»"):
        return text
    names = {clean(a).casefold() for aliases in entities for a in aliases}

    def mask(m: re.Match) -> str:
        steps = re.split(r"\s*[>›»]\s*", m.group())
        # the first step from its last capitalised word: "I went into Settings" -> "Settings"
        words = steps[0].split(" ")
        at = max(k for k, w in enumerate(words) if re.match(r"[A-Z\u3400-\u9fff]", w))
        lead, steps[0] = " ".join(words[:at]), " ".join(words[at:])
        return " ".join([lead] * bool(lead) + [step if step.casefold() in names else "menu" for step in steps])

    return _MENU_PATH.sub(mask, text)


# A name in quotes with digits in it ("“公路旅行2019”", "“Road trip 2”"): its digits are part of
# the name, no count; they read ``n2019`` (a name quoted alone, "“8:00”", keeps its number).
_QUOTED = re.compile(r"[“「『《\"]([^“”「」『』《》\"\n]{1,40})[”」』》\"]")


def _quoted_names(text: str, entities: Sequence[tuple[str, ...]]) -> str:
    if not re.search(r"[“「『《\"]", text):
        return text
    names = {clean(a).casefold() for aliases in entities for a in aliases}

    def mark(m: re.Match) -> str:
        name = m.group(1)
        if not re.search(r"\d", name) or not re.search(r"[^\W\d_]", name) or name.strip().casefold() in names:
            return m.group()
        return m.group().replace(name, re.sub(r"\d+", r" n\g<0>", name))

    return _QUOTED.sub(mark, text)


def normalise(text: str) -> str:
    """``clean`` (NFKC, no format characters), traditional Chinese read as simplified
    (:func:`verifiers.hanzi.simplified`), case-fold, expand contractions, punctuation to spaces, a space between
    Chinese and Latin text: ``"我删除了Lunch, didn't I?"`` -> ``"我删除了 lunch did not i"``."""
    s = re.sub(r"[’‘`´′]", "'", simplified(clean(text)).casefold())
    for pattern, repl in _APOSTROPHE:
        s = pattern.sub(repl, s)
    chars, prev = [], " "
    for ch in s:
        if not (ch.isalnum() or ch.isspace()):
            ch = " "
        elif prev.isalnum() and is_cjk(prev) != is_cjk(ch):
            chars.append(" ")
        chars.append(ch)
        prev = ch
    s = " ".join("".join(chars).split())
    for pattern, repl in _SPACED:
        s = pattern.sub(repl, s)
    if "not" in s or "nt" in s:
        s = _TYPO_NEGATIVE.sub(_aux_typo, s)
    if " off" in s or " out" in s or " rid of" in s:
        s = _PHRASAL.sub(lambda m: PHRASAL[m.group()], s)
    if "would" in s:
        s = _HAD.sub(r"had \1", s)
    return " ".join(s.split())


def analysis_form(raw: str, entities: Sequence[tuple[str, ...]]) -> str:
    """The normalised clause with each entity mention replaced by ``ent<i>``. A one-letter
    alias ("A") matches case-sensitively so that it is not the article "a"; a one-character
    Chinese alias ("书") only in quotes (“书”, 「书」, 《书》), so that it is not part of a word."""
    s = _quoted_names(_mask_menu_paths(clean(raw), entities), entities)
    for i, aliases in enumerate(entities):
        for a in aliases:
            a = clean(a).strip()
            if len(a) == 1 and a.isascii() and a.isalpha():
                s = re.sub(rf"(?<![A-Za-z0-9]){re.escape(a)}(?![A-Za-z0-9])", f" ent{i} ", s)
            elif len(a) == 1 and is_cjk(a):   # "“书”支出": a one-character name only in quotes (not 书 in 书单)
                s = re.sub(rf"[“「『《\"'‘]{re.escape(a)}[”」』》\"'’]", f" ent{i} ", s)
    s = normalise(s)
    phrases = [(normalise(a), i) for i, aliases in enumerate(entities) for a in aliases]
    for phrase, i in sorted((p for p in phrases if len(p[0]) > 1), key=lambda p: -len(p[0])):
        for start, end in reversed(phrase_spans(s, phrase)):
            s = f"{s[:start]} ent{i} {s[end:]}"
    return " ".join(s.split())
