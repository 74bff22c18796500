"""Hedges: where an answer leaves a careful reader in doubt, in English and Chinese.

"5 PDFs" answers a question; "5 PDFs, or maybe half a dozen.", "Esme Mbeki (not sure).",
"It is currently on (or is it off?)", "I think it's page 4", "大概5个吧" and "是5个还是6个？"
do not. Every answer reader in ``verifiers/`` (numbers, names, switches, dates, durations,
lists, versions, times, claims) takes its hedges from here, so "a hedge fails" means the
same thing everywhere.

How an answer is read (after :func:`verifiers.text.clean`):

* It is cut into **parts**: sentences (``. ! ? ;`` and ``。！？；``, newlines; not the point
  of ``3.5`` or ``Oct.``), and a sentence again before a contrast ("but", "however",
  "although", "though", "whereas", 但是/但/不过/可是/然而), so "I'm not sure what you
  meant, but there are 5 PDFs." has a firm second part.
* A part with a **cue** is doubtful as a whole. Cues: "maybe", "perhaps", "possibly",
  "probably", "presumably", "likely", "might", "may" (not the month: "on May 3", "in May";
  not leave: "you may"), "could be/have/well", "not sure/certain", "unsure", "no idea",
  "it's possible (that)" (not "it's possible to"), "I think/believe/guess/suppose/reckon/assume", "if I'm not mistaken", "pretty sure",
  "my guess", "about/around/approximately/roughly/nearly/almost" before a number, "or so",
  "give or take", "more or less", "either ... or", "or" between two values ("5 or 6",
  "page 3 or page 4", "on or off"; digits anywhere before "or" in the part and within
  four words after it: "X costs $122.75 more than Y or $145.75") or before a doubt ("or
  maybe", "or is it", "or something"), "(?)", a doubting question ("is it 5?", "right?", "isn't it?", "or is it
  off?", "5?"); in Chinese 可能 (not 不可能, 可能性), 也许, 或许, 大概, 大约, 约 + a number, a
  number + 左右/上下, 差不多, 估计, 说不定, 兴许, 不一定, 未必, 应该是/应该有, 我觉得, 我认为, 我想,
  我猜, 不确定/不太确定/不敢肯定, 不清楚是否, 不清楚 before a choice (不清楚之前是开是关), a
  sentence-final 吧 (not 好吧), 对吗/是吗/对吧/是不是 in a question, 或/或者 between two values (digits anywhere before it in the part) and 还是 between two values in a question; in
  traditional characters too (也許, 我覺得, 應該是, 不確定: read through :mod:`verifiers.hanzi`).
  A doubt about the user rather than the answer is no cue: "maybe you meant Taxis?",
  "not sure if you meant Ideas too", "I think you asked for ..." (a cue, "you", then a
  word of what the user meant, asked, wanted or would like: ``_USER_VERBS``); a doubt
  about what the user did on the device is one: "I think you already logged Sushi
  dinner", "Probably you have logged 5 expenses". "Seems"/"appears"/
  "似乎" and "I'm sure" are firm, as in :mod:`verifiers.claims`.
* An **appended doubt** -- a part that is only a hedge ("Not sure.", "I think.", "but I
  could be wrong", "我不确定。") or a doubting question ("Or is it 6?", "对吗？") -- makes
  the part before it doubtful too: "5 PDFs. I think." states no firm count.
* "or" in a list of choices is no hedge: after a negation ("no A or B", "I couldn't find
  A, B or C", 没有…或…) or with a word of choice ("choose", "options", "between",
  "available", "可以选", "可选", "之间"), and "or later/more/less/higher/..." (a bound).

Readers use :func:`read_firmly`: the reading of the doubtful parts must find nothing of
what is asked (else the answer is a hedge and states nothing firmly); the firm parts
give the answer. So "It's currently 2 minutes. Maybe you'd prefer 5 minutes?" states 2
minutes (the doubt is about the user), while "It's 2 minutes, maybe 5." states nothing.

Known limits: a doubt about something other than the asked value inside the same sentence
("I think the app is slow, but..." is cut at "but"; "I think the app is slow and there
are 5 PDFs" is not) makes that sentence doubtful; an appended hedge reaches back one part
only ("5 PDFs. Let me know if you need more. Not sure though." keeps the 5); irony and
double negation are not understood.
"""

from __future__ import annotations

import re
from typing import Callable, TypeVar

from verifiers.hanzi import simplified
from verifiers.text import clean

__all__ = ["HEDGE_EN", "HEDGE_ZH", "BARE_HEDGE_EN", "BARE_HEDGE_ZH", "parts", "doubtful_spans", "split",
           "hedged", "cues", "read_firmly", "month_may", "MAY_MONTH_BEFORE"]

T = TypeVar("T")

# --- word lists --------------------------------------------------------------------------
# Written for text with contractions expanded and punctuation as spaces (the analysis form of
# verifiers.claims: "i am not sure", "do not know"); _words() makes that form for the parts here.
_NUM_WORDS = ("zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
              "sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|"
              "hundred|thousand|million|a dozen|half a dozen|dozen|a hundred|a thousand|half")
_ORDINAL_WORDS = ("first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|"
                  "thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|"
                  "thirtieth")
# What an answer's value can look like next to "or": a number, a number word, an ordinal, a
# state, a month.
_VALUE_EN = (rf"(?:\d|(?<![a-z])(?:{_NUM_WORDS}|{_ORDINAL_WORDS}|on|off|yes|no|enabled|disabled|shown|hidden|"
             r"january|february|march|april|june|july|august|september|october|november|december|"
             r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)(?![a-z]))")
_VALUE_ZH = r"[0-9零〇一二两三四五六七八九十百千万亿开关]"

# Inline doubt (English), on the words form. "may"/"might" are checked separately (month,
# permission); a "you" right after a cue makes it about the user ("maybe you meant").
_HEDGE_EN_WORDS = (
    r"maybe|perhaps|possibly|probably|presumably|likely|unlikely|conceivably|supposedly|might|may|"
    r"could (be|have|well)|can not be (sure|certain)|not (\w+ )?(sure|certain)|unsure|uncertain|no idea|"
    r"not clear|unclear|(do|does) not (really )?know (if|whether|for sure|exactly)|not know (if|whether)|possible that|"
    r"it is (quite |very |entirely |also |just )?possible(?! to\b)|"
    r"i (think|believe|guess|suppose|reckon|assume|suspect|imagine|presume)|i am (guessing|assuming)|"
    r"(i|we) (do|did) not (really )?(think|believe|suppose|reckon)|"
    r"i would (guess|say|think|imagine)|"
    r"my (best )?guess|at a guess|if i am not (mistaken|wrong)|if i (recall|remember) (correctly|right)|"
    r"if memory serves|as far as i (know|can tell|remember|recall)|"
    r"(pretty|fairly|reasonably|almost|quite|mostly) (sure|certain|confident)|"
    r"or so|give or take|more or less|or thereabouts|thereabouts|approximately|approx|roughly|circa|"
    r"or (maybe|perhaps|possibly|probably|something|somewhere|someone|somebody|not|is it|was it|is that|"
    r"are they|were they|does it|did it|could it|might it)")
HEDGE_EN = re.compile(rf"\b(?:{_HEDGE_EN_WORDS})\b"
                      rf"|\b(?:about|around|nearly|almost|roughly|approximately) (?=[$€£¥~]?\d|(?:{_NUM_WORDS})\b)"
                      r"|~(?= ?[$€£¥]?\d)")
# "may" is the month next to a day or after "in"/"on"/..., and leave ("you may", "may i").
MAY_MONTH_BEFORE = {"on", "in", "of", "since", "until", "till", "from", "by", "early", "late", "mid", "during",
                     "last", "next", "this", "before", "after", "dated", "the"}
# Inline doubt (Chinese).
HEDGE_ZH = re.compile(
    r"(?<![不没无尽])可能(?!性)|也许|或许|大概|大约|差不多|估计|说不定|说不准|兴许|不一定|未必|"
    r"[据就]我所知|(如果|要是|若)我没(记|看)错|印象中|印象里|"
    r"(?<![预节签合制邀相公条])约\s*(?=[0-9零一二两三四五六七八九十百千万])|"
    r"(?<=[0-9零一二两三四五六七八九十百千万个条笔页张篇份项秒分钟小时天号日%元块])\s*(左右|上下)|"
    r"(?<![你您])应该(?=是|有|没|不|在|已|会|就|还|为|可以|能|可能|也)|我(不)?(觉得|认为|猜|估计|相信|感觉)|我想(?!要|知道|让|请)|"
    r"(不太|不是很|不是太|不敢|无法|不能|没法|不)(确定|肯定)|不(清楚|知道)(是否|是不是|有没有|对不对)|"
    r"不(清楚|知道)(?=[^。，！？,.!?]{0,20}?(是\S{1,2}是|还是))|"
    r"(?<!好)吧\s*(?=[。！？!?.,，\s]|$)")
# A part that is only a hedge: it doubts the part before it.
BARE_HEDGE_EN = re.compile(
    r"^(and |but |or |though |although |so )?((i am|i|we are|we) )?(still |just )?"
    r"(not (really |entirely |completely |totally |quite |100 |100 percent |fully )?(sure|certain)|unsure|uncertain"
    r"|(i )?(think|believe|guess|suppose|reckon)( so)?|probably|maybe|perhaps|possibly|(i )?(could|might|may) be "
    r"(wrong|mistaken|off)|do not quote me( on (it|that|this))?|no guarantees?|roughly|approximately|or so"
    r"|give or take|more or less|(pretty|fairly|reasonably|almost|quite|mostly) (sure|certain|confident)"
    r"|as far as i (know|can tell|can see|remember|recall)|from what i (can )?(see|tell)|to (the best of )?my knowledge"
    r"|if i am not (mistaken|wrong)|if memory serves|if i (recall|remember) (correctly|right))( though| about (it|that|this|them|this one|the (\w+ )?(count|number|date|name|answer)))?"
    r"( though)?$")
BARE_HEDGE_ZH = re.compile(r"^(但是?|不过|可是)?(我)?(也|还)?((不太|不是很|不是太|不敢|无法|不能|没法|不)(确定|肯定)"
                           r"|(可能|也许|或许|大概|估计|应该|说不定)(吧|是吧|是这样)?|我(觉得|猜|想)(是)?(吧)?|吧"
                           r"|[据就]我所知|(如果|要是|若)我没(记|看)错(的话)?|印象中|印象里)(吧|呢|啊)?$")
# Questions that doubt the answer given ("or is it off?", "right?", "5?"), not the user's wish.
_DOUBT_QUESTION_EN = re.compile(
    r"^(and |but |so )?(or\b|is it\b|is that\b|was it\b|is not it|is it not|are they\b|were they\b|right\b|"
    r"correct\b|am i right|do not you think|(maybe|perhaps|probably|possibly)\b(?! you\b))")
# How a question to the user starts (not a statement with a question mark).
_ASKING_EN = re.compile(r"^(and |but |so |also |then )?(what|which|when|where|who|whom|whose|why|how|do|does|did|"
                        r"would|should|shall|can|could|will|may|might|must|is|are|was|were|have|has|had|am|want|need|"
                        r"anything|something|any|let me know|please|if|shall|ok|okay|right now|maybe you|perhaps you)\b"
                        r"|^(sure|thanks|thank you|ok|okay)\b")
_WH_EN = re.compile(r"\b(what|which|when|where|who|whom|whose|why|how)\b")
_ASKING_ZH = re.compile(r"吗|呢|么|什么|哪|几|多少|怎么|为什么|要不要|需不需要|是否|能否|可否|请问|您|你|还有")
_DOUBT_QUESTION_ZH = re.compile(r"(对吗|是吗|对吧|是吧|没错吧|吧|对不对|是不是|还是)\s*[?？]?\s*$|^(还是|或者|或是)")
# "or" in a list of choices, after a negation, or as a bound is no hedge.
_CHOICE_EN = re.compile(r"\b(choose|chose|choosing|choice|choices|option|options|offer|offers|offered|available|"
                        r"pick|select|between|whether|allowed|lets you|can (be )?set|settings? (are|is)|either way|"
                        r"and or)\b")
_NEGATION_EN = re.compile(r"\b(no|not|never|none|nor|neither|without|nothing)\b")
_BOUND_EN = re.compile(r"^(later|earlier|more|less|fewer|higher|lower|above|below|older|newer|longer|shorter|"
                       r"greater|smaller|bigger|larger|so|two|both)\b")
_CHOICE_ZH = re.compile(r"选|选项|之间|不|没|无|未|可以设")
_SENTENCE = re.compile(r"[!?;\n。！？；]+|\.+(?=\s|$|[\"'”’)\]]|[^\x00-\u2fff])")
_ABBREVIATION = re.compile(r"(?i)\b(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|no|nr|approx|e\.g|i\.e|vs|st|"
                           r"mr|mrs|ms|dr|p|pp|fig|vol|ca)$")
_CONTRAST = re.compile(r"(?i)\b(?=(but|however|although|though|whereas)\b)|(?=但是|不过|可是|然而)|(?<!不)(?=但(?!是))")
_CONTRACTIONS = ((re.compile(r"\bcan'?t\b"), "can not"), (re.compile(r"\bwon't\b"), "will not"),
                 (re.compile(r"\bcannot\b"), "can not"), (re.compile(r"n't\b"), " not"),
                 (re.compile(r"\bi'm\b"), "i am"), (re.compile(r"'re\b"), " are"), (re.compile(r"'ve\b"), " have"),
                 (re.compile(r"'ll\b"), " will"), (re.compile(r"'d\b"), " would"), (re.compile(r"'s\b"), " is"),
                 (re.compile(r"\bim\b"), "i am"), (re.compile(r"\bdont\b"), "do not"))


def _words(part: str) -> str:
    """The part lower-cased, contractions expanded, punctuation other than ``$`` and ``?`` as
    spaces, a space between Chinese and Latin text: the form the English cues match."""
    s = re.sub(r"[’‘`´′]", "'", part.casefold())
    for pattern, repl in _CONTRACTIONS:
        s = pattern.sub(repl, s)
    s = re.sub(r"(?<=\d)[.,:](?=\d)", "\x00", s)       # keep 3.5, 1,200 and 0:07 whole
    s = re.sub(r"[^\w\s$€£¥?~\x00]", " ", s).replace("\x00", ".")
    s = re.sub(r"(?<=[\u3000-\u9fff])(?=[a-z0-9])|(?<=[a-z0-9])(?=[\u3000-\u9fff])", " ", s)
    return " ".join(s.split())


def month_may(words: list[str], i: int) -> bool:
    """``words[i] == "may"`` is the month: "on May 3", "3 May 2023", "in May"."""
    day = r"\d{1,2}(st|nd|rd|th)?"
    nxt, prev = words[i + 1] if i + 1 < len(words) else "", words[i - 1] if i else ""
    return bool(re.fullmatch(day, nxt) or re.fullmatch(day + r"|\d{4}", prev) or prev in MAY_MONTH_BEFORE)


# After a cue and "you", the words that make the doubt one about the user (what they meant,
# asked for, would like), not about the answer: "maybe you meant Taxis?", "maybe you would
# prefer 5", while "I think you already logged Sushi dinner" and "probably you have 5"
# doubt a fact of the device (a hedge). A "you" at the end ("if I understood you?") counts too.
_USER_VERBS = frozenset((
    "meant", "mean", "means", "asked", "ask", "asking", "want", "wanted", "wants", "wish", "wished", "prefer",
    "preferred", "would", "might", "may", "could", "can", "should", "need", "needed", "intended", "intend",
    "referred", "refer", "referring", "like", "forgot", "misspelled", "misremembered", "confused", "typed",
    "wrote", "said", "mixed", "expected", "thought", "were", "are", "?"))


def _en_cues(w: str, question: bool) -> list[str]:
    found = []
    toks = w.split()
    for m in HEDGE_EN.finditer(w):
        cue = m.group().strip()
        after = w[m.end():].split()[:3]
        before = w[:m.start()].split()[-1:]
        you = after.index("you") if "you" in after[:2] else None
        if you is not None and (after[you + 1:you + 2] or ["?"])[0] in _USER_VERBS:
            continue   # about the user: "maybe you meant", "not sure if you meant", "not sure what you mean"
        if cue in ("may", "might"):
            i = len(w[:m.start()].split())
            if cue == "may" and month_may(toks, i):
                continue
            if before == ["you"] or (after[:1] == ["i"] and question):
                continue   # leave ("you may choose"), a polite question ("may i ...")
        found.append(cue)
    found += _or_cues(w)
    if question and w.rstrip().endswith("?") and not re.search(r"[\u3040-\u9fff\uac00-\ud7af]", w):
        if _DOUBT_QUESTION_EN.match(w) or not (_ASKING_EN.match(w) or _WH_EN.search(w)):
            found.append("?")   # "Is it 5?", "or is it off?"; a statement asked ("Esme Mbeki?", "It's 5?")
    return found


def _or_cues(w: str) -> list[str]:
    """"or" between two values ("5 or 6", "page 3 or page 4", "on or off") or in "either ...
    or", unless in a list of choices, after a negation or as a bound ("or later")."""
    found = []
    for m in re.finditer(r"\bor\b", w):
        left, right = w[:m.start()].split(), w[m.end():].split()
        if (not right or _BOUND_EN.match(" ".join(right)) or _CHOICE_EN.search(w[:m.start()])
                or _NEGATION_EN.search(" ".join(left[-5:])) or _CHOICE_EN.search(" ".join(right[:3]))):
            continue
        either = re.search(r"\beither\b(?! way)", w[:m.start()])
        values = (re.search(_VALUE_EN, " ".join(left[-3:])) and re.search(_VALUE_EN, " ".join(right[:3])))
        # digits anywhere before "or" in the part and right after it: "X costs $122.75 more
        # than Y or $145.75", "... 34 seconds in or at second 36"
        values = values or (re.search(r"\d", w[:m.start()]) and re.search(r"\d", " ".join(right[:4])))
        if either or values:
            found.append("or")
    return found


def _zh_cues(part: str, question: bool) -> list[str]:
    s = part
    found = [m.group().strip() for m in HEDGE_ZH.finditer(s)]
    if re.search(r"(?<!好)吧\s*$", s.rstrip("。！？!?.,， ")):
        found.append("吧")
    for m in re.finditer(r"或者|或是|(?<![或])或(?![许者是])|还是", s):
        if m.group() == "还是" and not question:
            continue   # 还是 is "still" outside a question
        left, right = s[max(0, m.start() - 6):m.start()], s[m.end():m.end() + 6]
        if _CHOICE_ZH.search(s[:m.start()]) or not (re.search(_VALUE_ZH, left) or re.search(r"\d", s[:m.start()])):
            continue
        if re.search(_VALUE_ZH, right) or re.search(_VALUE_EN, right.casefold()):
            found.append(m.group())
    stripped = s.strip()
    if question and re.search(r"[\u4e00-\u9fff]", s) and stripped.endswith(("?", "？")) and (
            _DOUBT_QUESTION_ZH.search(stripped.rstrip("?？ ")) or not _ASKING_ZH.search(stripped)):
        found.append("?")   # 对吧？, 是5个还是6个？, a statement asked (好像是10月12日？)
    return found


def parts(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each part of ``clean(text)`` (see the module docstring)."""
    s = clean(text)
    cuts, start = [], 0
    for m in _SENTENCE.finditer(s):
        if m.group() == "." and _ABBREVIATION.search(s[start:m.start()]):
            continue   # "Oct. 12", "e.g. 5"
        cuts.append((start, m.end()))
        start = m.end()
    cuts.append((start, len(s)))
    out = []
    for a, b in cuts:
        inner = [m.start() for m in _CONTRAST.finditer(s, a, b) if m.start() > a]
        for x, y in zip([a] + inner, inner + [b]):
            if s[x:y].strip():
                out.append((x, y))
    return out


def _part_cues(s: str, a: int, b: int) -> tuple[list[str], bool]:
    """The cues of part ``s[a:b]`` and whether it is only a hedge or a doubting question
    (which doubts the part before it)."""
    raw = s[a:b]
    question = "?" in raw or "？" in raw
    w = _words(raw)
    zh = simplified(raw)   # traditional Chinese read as simplified: 也許, 我覺得, 應該是, 不確定
    found = _en_cues(w, question) + _zh_cues(zh, question)
    if "(?)" in raw.replace(" ", "") or "(？)" in raw.replace(" ", ""):
        found.append("(?)")
    plain = w.replace("?", " ").strip()
    bare = bool(BARE_HEDGE_EN.match(plain)) or bool(BARE_HEDGE_ZH.match(re.sub(r"[\s?？。！!.,，]", "", zh)))
    appended = bare or (question and "?" in found) or bool(re.match(r"^\(?\s*or\b", w) and found)
    return found, appended


def doubtful_spans(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` in ``clean(text)`` of every doubtful part, in order."""
    s = clean(text)
    spans = parts(s)
    doubtful = [False] * len(spans)
    for k, (a, b) in enumerate(spans):
        found, appended = _part_cues(s, a, b)
        if found or (appended and k):
            doubtful[k] = True
            if appended and k:
                doubtful[k - 1] = True
    return [span for span, d in zip(spans, doubtful) if d]


def cues(text: str) -> list[str]:
    """The hedge cues in ``text``, in order: ``cues("5 PDFs, or maybe 6") == ["or maybe", "or"]``."""
    s = clean(text)
    return [c for a, b in parts(s) for c in _part_cues(s, a, b)[0]]


def hedged(text: str) -> bool:
    """True if any part of ``text`` is doubtful (see the module docstring)."""
    return bool(doubtful_spans(text))


def split(text: str) -> tuple[str, str]:
    """``(firm, doubtful)``: ``clean(text)`` with its doubtful parts blanked, and with its
    firm parts blanked (spaces of the same length, so offsets agree)."""
    s = clean(text)
    firm, doubt = list(s), [" "] * len(s)
    for a, b in doubtful_spans(s):
        firm[a:b] = " " * (b - a)
        doubt[a:b] = s[a:b]
    return "".join(firm), "".join(doubt)


def read_firmly(read: Callable[[str], T], text: str, nothing: T, found: Callable[[T], bool] = bool) -> T:
    """``read`` applied to the firm parts of ``text``, or ``nothing`` when the doubtful parts
    state something ``read`` finds (``found(read(doubtful))``, default ``bool``): a hedged
    answer states nothing firmly. ``read_firmly(dates, "Oct 24, or maybe Oct 25", set())``
    is ``set()``."""
    firm, doubt = split(text)
    if doubt.strip() and found(read(doubt)):
        return nothing
    return read(firm)
