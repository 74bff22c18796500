"""Whether a chat model's wording of a user reply still reads as the strict decision.

The ``llm`` user simulator (``dialogue.llm``) asks a model to word the ``strict``
simulator's decision (a ``Reply``: ``text``, ``kind``, ``filled``). The model's words are
used only if every check below passes; otherwise the strict wording is used and the
record names the first failed check (``Reply.replaced``). So a model that words a refusal
as "yes, go ahead", answers a question the strict simulator declined, names a value the
decision did not release, or writes an agent action cannot steer the agent.

Each check reads one ``Turn`` (the model's ``words``, the strict ``decided`` reply, the
agent's ``question``, the ``goal`` and the task's ``intent``, None for a fully specified
task) and returns None, or the reason it fails as ``"<check>: <detail>"``. They follow the
``Reply`` interface and the strict text, never the strict simulator's rules, so they hold
whatever the strict decision becomes. In order (``CHECKS``):

1. ``blank``: the model wrote nothing.
2. ``action_syntax``: an agent action: a ``{`` or ``}``, a code fence, an
   ``Action:``/``Reason:``/``Thought:`` line (or 动作/理由/思考), an ``action_type``,
   an action name with an underscore (``open_app``) or called (``click(``), tool-call or
   other markup (``<tool_call>``, ``<|im_start|>``).
3. ``too_long``: longer than ``LENGTH_FACTOR`` times the strict text plus
   ``LENGTH_SLACK`` characters (``max_length``). [inferred] The strict replies are one
   short sentence (14 to 65 characters in English, 5 to 15 in Chinese) or a bare value; a
   paraphrase may take twice the words, and 60 characters hold a sentence frame around a
   value ("The amount I want to record for it is ..., thank you."). A longer reply has room
   for what the decision did not say.
4. ``wrong_language``: a Chinese character in a reply to an English goal that neither the
   strict text nor the question holds; in a reply to a Chinese goal, a Latin word of two
   or more letters that neither they nor the goal hold (a value or an app name may be
   English in a Chinese goal: "备注写Work trip。").
5. ``unreleased_value``: a value of the intent (any requirement's ``value``,
   ``value_zh`` or ``options``) the strict text does not mention; or, for an answer, none
   of the filled requirements' values (for a rule-valued one, its rule's words or the
   option the strict text picks: "I'd take the Orbit Tee." for "Orbit Tee, please.").
6. ``other_kind``: words of another kind of reply (``KIND_WORDS``) that the strict text
   does not use: a refusal worded as "No preference.", an answer that adds "please be
   more specific".
7. ``takes_a_side``: a reply to a declined question (any kind but an answer) says yes or
   no ("yes", "sure", "no", "是的", "不要"; ``SIDES``) where the strict text does not.
8. ``instructs_agent``: words that tell the agent what to do ("tap", "go ahead",
   "you should", "save", "点击", "继续"; ``INSTRUCTIONS``) that the strict text does not
   use.
9. ``device_fact``: a calendar date, a file name, path or URL, a number (digits, English
   or Chinese numerals), a day word, a capitalised name inside a sentence, or a quoted
   string that neither the strict text nor the question holds (the model sees no device;
   such a fact is invented, or one the agent has not shown it knows). Chinese names
   outside quotes cannot be told from other words; ``unreleased_value`` covers the
   intent's own.
10. ``wrong_kind``: a reply that is not an answer must carry its kind's words: the strict
    text itself or one of ``KIND_WORDS[kind]`` ("no preference" for ``no_preference``).
    A kind with no listed words (one the strict simulator adds later) needs its strict
    text.

Every list is matched on word boundaries after ``verifiers.answer.normalize`` (each
Chinese character is a word), and a phrase the strict text itself uses is allowed: the
strict decision is never replaced for its own words. A check fails safe: a faithful
paraphrase it rejects costs only the model's wording, never the decision.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Callable

from verifiers.answer import is_cjk, mentions, normalize
from verifiers.facts import dates
from verifiers.numbers import numbers

from venus_tasks.dialogue import Reply, ReplyKind
from venus_tasks.dialogue.intent import Intent
from venus_tasks.env.actions import ACTION_TYPES

LENGTH_FACTOR = 2     # a paraphrase may take twice the strict text's characters
LENGTH_SLACK = 60     # plus a sentence frame around a value (module docstring, check 3)

# Yes/no words: a reply to a question the strict simulator declined must not take a side.
SIDES = ("yes", "yeah", "yep", "yup", "sure", "okay", "ok", "of course", "certainly", "absolutely", "correct",
         "exactly", "indeed", "that's right", "that is right", "go for it", "no", "nope", "don't", "do not",
         "是的", "对的", "没错", "好的", "当然", "不是", "不对", "不要", "不用", "不行")
# Words telling the agent what to do on the device or in the task.
INSTRUCTIONS = (
    "tap", "click", "press", "touch", "scroll", "swipe", "type", "enter", "select", "choose", "pick", "open",
    "launch", "navigate", "go ahead", "go back", "proceed", "continue", "submit", "save", "confirm", "delete",
    "remove", "add", "create", "set", "change", "edit", "fill", "input", "write", "send", "call", "finish",
    "done", "complete", "stop", "skip", "you should", "you need to", "you must", "you can now", "now you",
    "next step", "make sure", "the task", "task is",
    "点击", "点按", "按下", "轻触", "滑动", "滚动", "输入", "选择", "选中", "打开", "进入", "返回", "继续", "提交",
    "保存", "确认", "删除", "添加", "创建", "设置", "修改", "填写", "发送", "完成", "停止", "跳过", "你应该",
    "你需要", "你必须", "接下来", "下一步", "然后", "任务")
# Words each kind of reply carries (besides the strict text itself); checks 6 and 10.
KIND_WORDS = {
    ReplyKind.REFUSAL: ("your own decision", "your own decisions", "decide yourself", "decide for yourself",
                        "decide on your own", "your own judgment", "your own judgement", "current instructions",
                        "自行决定", "自己决定", "自己判断", "当前的指令"),
    ReplyKind.NO_PREFERENCE: ("no preference", "don't mind", "do not mind", "doesn't matter", "does not matter",
                              "any is fine", "either is fine", "没有偏好", "无所谓", "都可以", "都行", "随便"),
    ReplyKind.NON_INFORMATIVE: ("specific", "one detail", "one thing at a time", "one question at a time",
                                "具体", "一个细节"),
}
# Day words that state a date without digits (``verifiers.facts.dates`` reads the rest).
DAY_WORDS = ("today", "tomorrow", "yesterday", "tonight", "monday", "tuesday", "wednesday", "thursday",
             "friday", "saturday", "sunday", "january", "february", "april", "june", "july", "august",
             "september", "october", "november", "december",
             "今天", "明天", "昨天", "后天", "前天", "今晚", "星期", "礼拜", "周一", "周二", "周三", "周四", "周五",
             "周六", "周日", "上周", "下周")

_ACTION_NAMES = (*ACTION_TYPES, "goal_status", "tap")
_ACTION_LINE = re.compile(r"^\s*[*#>_-]*\s*(?:action|reason|reasoning|thought|thoughts|observation|final answer"
                          r"|动作|操作|理由|思考)\s*[*_]*\s*[:：]", re.IGNORECASE | re.MULTILINE)
_MARKUP = re.compile(r"```|<\|[^|]*\|>|</?[A-Za-z_][\w:-]*(?:\s[^<>]*)?/?>")
_CALLED = re.compile(r"\b(?:" + "|".join(_ACTION_NAMES) + r")\s*\(", re.IGNORECASE)
_UNDERSCORED = re.compile(r"\b(?:" + "|".join(n for n in _ACTION_NAMES if "_" in n) + r")\b", re.IGNORECASE)
_FILE = re.compile(r"(?<![A-Za-z0-9_.-])[A-Za-z0-9_-]+\.(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{2,5}(?![A-Za-z0-9_]|\.\w)|"
                   r"(?:[A-Za-z]+://|www\.)\S+|(?<!\w)/[\w.-]+/[\w./-]*")
_QUOTED = re.compile(r'"([^"]+)"|“([^”]+)”|‘([^’]+)’|「([^」]+)」|『([^』]+)』|《([^》]+)》|【([^】]+)】'
                     r"|(?<!\w)'([^']+)'(?!\w)")
_CAPITALISED = re.compile(r"(?<![A-Za-z0-9_'’])[A-Z][A-Za-z0-9_'’-]*")
_SENTENCE_START = re.compile(r"(?:^|[.!?:;。！？：；\n]|[\"“‘(\[])\s*$")


@dataclasses.dataclass(frozen=True)
class Turn:
    """What a check reads: the model's ``words`` for the strict ``decided`` reply to the
    agent's ``question`` on ``goal``; ``intent`` is the task's (None: fully specified)."""

    words: str
    decided: Reply
    question: str
    goal: str
    intent: Intent | None = None

    @property
    def sources(self) -> str:
        """What the reply may repeat: the strict text and the agent's question."""
        return f"{self.decided.text}\n{self.question}"


def max_length(strict_text: str) -> int:
    """The longest wording, in characters, of a reply whose strict text is ``strict_text``."""
    return LENGTH_FACTOR * len(strict_text) + LENGTH_SLACK


def blank(t: Turn) -> str | None:
    return None if t.words.strip() else "blank: the model wrote nothing"


def too_long(t: Turn) -> str | None:
    limit = max_length(t.decided.text)
    return f"too_long: {len(t.words)} characters, at most {limit}" if len(t.words) > limit else None


def action_syntax(t: Turn) -> str | None:
    w = t.words
    for what, found in (("a brace", re.search(r"[{}]", w)), ("an action line", _ACTION_LINE.search(w)),
                        ("markup", _MARKUP.search(w)), ("action_type", re.search(r"action_type", w, re.I)),
                        ("an action call", _CALLED.search(w)), ("an action name", _UNDERSCORED.search(w))):
        if found:
            return f"action_syntax: {what} ({found.group().strip()[:40]!r})"
    return None


def wrong_language(t: Turn) -> str | None:
    if _language(t.goal) == "en":
        extra = sorted({ch for ch in t.words if is_cjk(ch)} - {ch for ch in t.sources if is_cjk(ch)})
        return f"wrong_language: Chinese ({''.join(extra[:10])}) in a reply to an English goal" if extra else None
    known = {w.casefold() for w in re.findall(r"[A-Za-z]+", f"{t.sources}\n{t.goal}")}
    extra = [w for w in re.findall(r"[A-Za-z]{2,}", t.words) if w.casefold() not in known]
    return f"wrong_language: the English words {' '.join(extra[:5])!r} in a reply to a Chinese goal" \
        if extra else None


def unreleased_value(t: Turn) -> str | None:
    if t.intent is None:
        return None
    released = [t.decided.text]
    if t.decided.kind is ReplyKind.ANSWER:
        own = [v for rid in t.decided.filled for v in (*_values_of(t.intent, rid), *_picked(t.intent, rid, t.decided.text))]
        own = own or [t.decided.text]
        if not any(mentions(t.words, v) for v in own):
            return f"unreleased_value: the answer does not name {t.decided.text!r}"
        released += own
    for r in t.intent.requirements:
        for v in (r.value, r.value_zh, *r.options):
            if v and mentions(t.words, v) and not any(mentions(s, v) for s in released):
                return f"unreleased_value: names {v!r} ({r.id}), which the decision did not release"
    return None


def takes_a_side(t: Turn) -> str | None:
    if t.decided.kind is ReplyKind.ANSWER:
        return None
    said = _new_phrases(t.words, t.decided.text, SIDES)
    return f"takes_a_side: {said[0]!r} to a question the decision declined ({t.decided.kind.value})" \
        if said else None


def instructs_agent(t: Turn) -> str | None:
    said = _new_phrases(t.words, t.decided.text, INSTRUCTIONS)
    return f"instructs_agent: {said[0]!r}" if said else None


def device_fact(t: Turn) -> str | None:
    src = t.sources
    extra = dates(t.words) - dates(src)   # as written, hedged or not
    if extra:
        month, day = min(extra)
        return f"device_fact: the date {month}/{day} (month/day)"
    for m in _FILE.finditer(t.words):
        if not mentions(src, m.group()):
            return f"device_fact: the file, path or address {m.group()!r}"
    known_numbers = set(numbers(src))
    for n in numbers(t.words):
        if n not in known_numbers:
            return f"device_fact: the number {n}"
    for word in _new_phrases(t.words, src, DAY_WORDS):
        return f"device_fact: the day {word!r}"
    for m in _QUOTED.finditer(t.words):
        quoted = next(g for g in m.groups() if g is not None)
        if normalize(quoted) and not mentions(src, quoted):
            return f"device_fact: the quoted {quoted!r}"
    for m in _CAPITALISED.finditer(t.words):
        word = m.group()
        if word == "I" or word.startswith(("I'", "I’")) or _SENTENCE_START.search(t.words[:m.start()]):
            continue
        if not mentions(src, word):
            return f"device_fact: the name {word!r}"
    return None


def other_kind(t: Turn) -> str | None:
    kind = t.decided.kind
    for other, words in KIND_WORDS.items():
        if other is not kind:
            said = _new_phrases(t.words, t.decided.text, words)
            if said:
                return f"other_kind: {said[0]!r} words a {other.value} reply, the decision is {kind.value}"
    return None


def wrong_kind(t: Turn) -> str | None:
    kind = t.decided.kind
    if kind is ReplyKind.ANSWER:
        return None
    own = (t.decided.text, *KIND_WORDS.get(kind, ()))
    if not any(normalize(w) and mentions(t.words, w) for w in own):
        return f"wrong_kind: does not read as a {kind.value} reply"
    return None


CHECKS: tuple[Callable[[Turn], str | None], ...] = (
    blank, action_syntax, too_long, wrong_language, unreleased_value, other_kind, takes_a_side, instructs_agent,
    device_fact, wrong_kind)


def failure(words: str, decided: Reply, question: str, goal: str, intent: Intent | None = None) -> str | None:
    """The reason (``"<check>: <detail>"``) of the first check in ``CHECKS`` that ``words``
    fail as a wording of ``decided``; None if they pass every check."""
    turn = Turn(words, decided, question, goal, intent)
    for check in CHECKS:
        why = check(turn)
        if why:
            return why
    return None


def _language(text: str) -> str:
    return "zh" if any(is_cjk(ch) for ch in text) else "en"


def _values_of(intent: Intent, rid: str) -> list[str]:
    """The value of requirement ``rid`` in English and Chinese ([] for an unknown id)."""
    try:
        r = intent[rid]
    except KeyError:
        return []
    return [v for v in (r.value, r.value_zh) if v]


def _picked(intent: Intent, rid: str, text: str) -> list[str]:
    """The offered options a strict reply ``text`` picks for rule-valued requirement ``rid``
    ("Orbit Tee, please.": a posterior intent's pick, ``dialogue.strict``); [] otherwise."""
    try:
        r = intent[rid]
    except KeyError:
        return []
    return [n for n in r.posterior.names if mentions(text, n)] if r.posterior is not None else []


def _new_phrases(words: str, allowed: str, phrases: tuple[str, ...]) -> list[str]:
    """The ``phrases`` that ``words`` mentions and ``allowed`` does not."""
    return [p for p in phrases if mentions(words, p) and not mentions(allowed, p)]
