"""The ``strict`` user simulator: deterministic replies from the task's ground-truth intent.

Rules, in order (MID-Bench's strict simulator answers only a question specific enough to
map onto one piece of the goal; AmbiBench's simulator refuses UI-operation questions and
any question on a fully specified task, and says "No Preference" for parameters outside
the intent; ``shared/seeds/``):

1. a question asked before (same normalised text, grounding the same requirements) gets
   the same reply;
2. a question about operating the UI ("should I tap ...?", "点击哪个按钮") gets the refusal;
3. on a task whose goal states every requirement, every question gets the refusal;
4. a question about exactly one requirement in the gap (it names it, or mentions its
   value or one of its options, or states one of its device facts) gets that
   requirement's value, unless it is a shotgun (rule 5) or the requirement resolves a
   conflict and the question is not grounded (below);
5. a question about several gap requirements at once, a shotgun (it also names a
   parameter the goal states, in words the goal does not use: "what are the name,
   amount, category and note?" finds the one missing without knowing which it is; the
   anchor, what the task acts on, may be named, and the goal's own words are shared
   vocabulary: "which one should I text?" on a goal to send a text), or one too vague
   to name any ("what should I do?"), gets a non-informative reply;
6. a question only about requirements the goal already states gets the refusal;
7. a question about an on-topic parameter the intent leaves open gets "No preference.".

Before these rules the question is read in the agent's own words (``own_words``): a
stretch quoted from the goal (a run of at least ``QUOTE_MIN_SHARE`` of the goal's words,
and at least ``QUOTE_MIN_WORDS`` of them) is the user's own instruction handed back, not
a question, so it is cut out first. Pasting the goal back ("In Contacts, add an email
address to a colleague.") is thus non-informative even though the goal names a gap
requirement, while "Which email address? In Contacts, add an email address to a
colleague." is answered. [inferred] a deterministic stand-in for MID-Bench's LLM judging
whether a question "maps onto a single piece of the goal" (``shared/seeds/`` 001,
"Strict simulator"); an LLM simulator gives an echoed instruction no answer either.

**Grounding** (conflict tasks; ``dialogue.grounding``). A requirement that resolves a
conflict with the device declares ``grounds``: the device facts that ground a question
about it. The user confirms only what the agent shows it knows, so rule 4 answers such a
requirement only when the question is *grounded*: it states one of those facts (the
count, the similar item, the other folder, the other date or number, the other
contact's name ...) or names the entity plus the kind of conflict ("journal.md already
exists"), **and** every text that shows the fact was on the screen of an observation
delivered before the question (``DialogueContext.shown``). Any other question about it
gets the non-informative reply; asked again after the agent has looked, the same words
are answered (rule 1 keys on the question and on which requirements it grounds). So
guessing does not pay: "Are there 3 notes? 4? 5?" without having opened the folder gets
nothing. Requirements without grounds (the user's own wishes in the ambiguity suite,
"what amount?") are answered as before.

Grounded (after the fact was on screen) / not grounded:

* "The folder Algo has 5 notes, not 4. Delete all of them or none?" /
  "Should I delete all of them, or none of them?"
* "没有 recipes.md，但有 recipe_ideas.md。你是指这条吗？" / "你是指一个类似的吗？"
* "Wi-Fi is already on. Leave it, or did you mean another switch?" /
  "Should I leave it as it is?"
* "Maria Lopez or Maria Chen?" / "Which Maria?"
* "设备上今天是 2023-10-15，不是 2023-10-14。要写哪个日期？" / "要写哪个日期？"
* "文件夹 Algo 里有5条笔记，不是4条。要全部删掉吗？" / the same words before the folder was opened

Replies never state a device fact the question did not state first: resolutions are
worded "Yes, delete that one." / "Delete all of them." / "对，删掉那条。", and a reply
that would state a device value of the intent (``Intent.leaks``) the question did not is
refused: the non-informative reply is given instead (an intent whose own reply texts
would leak is refused when it is built).

**Posterior intents** (``dialogue.rules``; AmbiBench's "see what shops are nearby"). A
requirement whose value is a rule (``Requirement.posterior``) is answered under rule 4 by
applying the rule to what the agent *reports seeing*, never to the device:

* the question lists at least two of the offered options (by name), each with every value
  the rule needs, in the stretch after its name: the user picks by the rule among those
  and names the pick ("Lotus Cafe, please." / "选Lotus Cafe。");
* the question lists no options, only one, options without a value the rule needs, or
  options none of which the rule accepts (or two tie): the user states the rule in words
  (the requirement's value: "the cheapest T-shirt with at least 4 stars").

The reply names only an option the question named, so it states no device fact the agent
has not stated; a misreported value is the agent's: "Acme Tee $9, 4.2 stars; Orbit Tee
$12, 4.5 stars" (Acme Tee really costs $19) gets "Acme Tee, please.", and the task's check,
which applies the rule to the seeded data, fails the agent that then buys it.

Examples (rule "the cheapest T-shirt with at least 4 stars"; offered Acme Tee $19 4.2,
Orbit Tee $12 4.5, Nova Tee $8 3.6):

* "Orbit Tee is $12 with 4.5 stars, Nova Tee $8 with 3.6 stars, Acme Tee $19 with 4.2
  stars. Which one?" -> "Orbit Tee, please."
* "Orbit Tee（4.5星，12美元）和 Nova Tee（3.6星，8美元），要哪个？" -> "选Orbit Tee。"
* "Which T-shirt do you want?" / "Orbit Tee or Nova Tee?" (no values) / "Orbit Tee costs
  $12, is that fine?" (one option) -> "the cheapest T-shirt with at least 4 stars"
* "你要哪件T恤？" -> "评分至少4星的T恤里最便宜的那件"

Screens are read from the UI tree the env dumps for each observation
(``Observation.screen_elements``); with ``--noui_tree`` the agent does not get the
elements, but the harness still reads them, so a pixel-only agent's questions are
grounded as anyone's.

Replies are in the goal's language (Chinese if the goal is written in Chinese).
A task without an intent (``task.intent`` is None) is fully specified: rule 3 applies.
"""

from __future__ import annotations

import math
import re

from verifiers.answer import is_cjk, mentions, normalize

from venus_tasks.dialogue import DialogueContext, Reply, ReplyKind, UserSimulator, register_user
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.dialogue.rules import choose

REFUSAL = {"en": "Please make your own decisions based on the current instructions.",
           "zh": "请根据当前的指令自行决定。"}
NO_PREFERENCE = {"en": "No preference.", "zh": "没有偏好。"}
PICK = {"en": "{name}, please.", "zh": "选{name}。"}
NON_INFORMATIVE = {"en": "Please ask about one specific detail you need.",
                   "zh": "请具体问一个你需要知道的细节。"}
# Words of questions about operating the UI rather than about what the user wants.
UI_WORDS = ("tap", "click", "press", "button", "scroll", "swipe", "long press", "icon", "checkbox", "toggle",
            "点击", "点按", "按钮", "滑动", "滚动", "长按", "图标", "复选框")


QUOTE_MIN_SHARE = 0.8   # of the goal's words, in one run, make a quote of the goal
QUOTE_MIN_WORDS = 4     # goals shorter than this cannot be told from a short question


def _words(text: str) -> list[tuple[str, int, int]]:
    """``text`` (already ``normalize``d) as ``(word, start, end)``: each Chinese/Japanese/
    Korean character is a word, and so is each run of other letters and digits between
    spaces and such characters ("t恤衫" is ``t``, ``恤``, ``衫``; "至少4星" is ``至``, ``少``, ``4``,
    ``星``)."""
    out: list[tuple[str, int, int]] = []
    start = None
    for i, ch in enumerate(text + " "):
        if ch.isspace() or is_cjk(ch):
            if start is not None:
                out.append((text[start:i], start, i))
                start = None
            if is_cjk(ch):
                out.append((ch, i, i + 1))
        elif start is None:
            start = i
    return out


def _longest_run(q: list[str], g: list[str]) -> tuple[int, int]:
    """(start in ``q``, length) of the longest run of words ``q`` shares with ``g``."""
    best, start = 0, 0
    prev = [0] * (len(g) + 1)
    for i, w in enumerate(q):
        cur = [0] * (len(g) + 1)
        for j, v in enumerate(g):
            if w == v:
                cur[j + 1] = prev[j] + 1
                if cur[j + 1] > best:
                    best, start = cur[j + 1], i - cur[j + 1] + 1
        prev = cur
    return start, best


def own_words(question: str, goal: str) -> str:
    """``question`` without the stretches it quotes from ``goal`` (module docstring), as
    normalised text; the question unchanged (normalised) when it quotes none.

    Runs are found on words (``_words``) but cut from the text, so what is left keeps its
    own spacing: a name mixing scripts stays one name ("Orbit T恤衫", "至少4星" are not
    read back as "orbit t 恤衫", "至少 4 星", which ``mentions`` would not find them in)."""
    text = normalize(question)
    spans = _words(text)
    q, g = [w for w, _, _ in spans], [w for w, _, _ in _words(normalize(goal))]
    need = max(QUOTE_MIN_WORDS, math.ceil(round(QUOTE_MIN_SHARE * len(g), 6)))
    if len(g) < QUOTE_MIN_WORDS:
        return text
    cut = [False] * len(text)
    while True:
        start, n = _longest_run(q, g)
        if n < need:
            return " ".join("".join(ch for ch, gone in zip(text, cut) if not gone).split())
        for i in range(spans[start][1], spans[start + n - 1][2]):
            cut[i] = True
        del q[start:start + n], spans[start:start + n]


def language(text: str) -> str:
    """``"zh"`` if ``text`` has Chinese characters, else ``"en"``."""
    return "zh" if any(is_cjk(ch) for ch in text) else "en"


def _about(question: str, r: Requirement) -> bool:
    """The question names the requirement, or mentions its value or one of its options."""
    return any(mentions(question, w) for w in (*r.names, r.value, r.value_zh, *r.options) if w)


def names_stated(question: str, intent: Intent, gap: tuple[Requirement, ...], goal: str) -> list[Requirement]:
    """The parameters ``goal`` states (not in ``gap``, not the anchor) that ``question``
    names by a name ``goal`` does not use itself (``_goal_uses``); a name inside a name of a gap
    requirement the question uses ("number" in "phone number") does not count either."""
    gap_ids = {r.id for r in gap}
    used = [n for r in gap for n in r.names if mentions(question, n)]
    return [r for r in intent.requirements if r.id not in gap_ids and r.kind is not Kind.ANCHOR
            and any(mentions(question, n) and not _goal_uses(goal, n) and not any(mentions(u, n) for u in used)
                    for n in r.names)]


def _goal_uses(goal: str, name: str) -> bool:
    """``goal`` mentions ``name``, or has a word that starts with it ("looks" for "look")."""
    return mentions(goal, name) or re.search(r"(?<!\w)" + re.escape(normalize(name)), normalize(goal)) is not None


class StrictUser(UserSimulator):
    """See the module docstring. ``intent`` None means a fully specified task."""

    def __init__(self, intent: Intent | None):
        self.intent = intent
        self._asked: dict[str, Reply] = {}

    def reply(self, question: str, context: DialogueContext) -> Reply:
        # device facts are read from the question as written (dates, numbers and claims
        # need its punctuation); the other rules read it in the agent's own words
        grounds = [r for r in self.intent.requirements if r.grounds] if self.intent else []
        stating = frozenset(r.id for r in grounds if any(f.states(question) for f in r.grounds))
        grounded = frozenset(r.id for r in grounds if r.grounded(question, context.shown))
        key = (normalize(question), grounded)
        if key not in self._asked:
            self._asked[key] = self._decide(own_words(question, context.goal), language(context.goal),
                                            context.goal, question, stating, grounded)
        return self._asked[key]

    def _decide(self, question: str, lang: str, goal: str, raw: str = "", stating: frozenset[str] = frozenset(),
                grounded: frozenset[str] = frozenset()) -> Reply:
        if any(mentions(question, w) for w in UI_WORDS):
            return Reply(REFUSAL[lang], ReplyKind.REFUSAL)
        gap = self.intent.gap(goal) if self.intent else ()
        if not gap:
            return Reply(REFUSAL[lang], ReplyKind.REFUSAL)
        asked = [r for r in gap if _about(question, r) or r.id in stating]
        if len(asked) == 1 and not names_stated(question, self.intent, gap, goal):
            r = asked[0]
            text = r.value_in(lang)
            if r.posterior is not None:
                pick = choose(r.posterior.rule, raw or question, r.posterior.names)
                text = PICK[lang].format(name=pick.name) if pick is not None else text
            if (r.grounds and r.id not in grounded) or self.intent.leaks(text, raw or question):
                return Reply(NON_INFORMATIVE[lang], ReplyKind.NON_INFORMATIVE)
            return Reply(text, ReplyKind.ANSWER, (r.id,))
        if asked:
            return Reply(NON_INFORMATIVE[lang], ReplyKind.NON_INFORMATIVE)
        if any(_about(question, r) for r in self.intent.requirements):
            return Reply(REFUSAL[lang], ReplyKind.REFUSAL)
        if any(mentions(question, t) for t in self.intent.topics):
            return Reply(NO_PREFERENCE[lang], ReplyKind.NO_PREFERENCE)
        return Reply(NON_INFORMATIVE[lang], ReplyKind.NON_INFORMATIVE)


@register_user("strict")
def _strict(task, **options) -> StrictUser:
    return StrictUser(getattr(task, "intent", None))
