"""Yes or no: the answer an agent gives to a yes/no question, in English or Chinese.

``stated_yes_no(text)`` is True for yes, False for no and None when the answer gives
neither firmly. It reads, after :func:`verifiers.text.clean`:

* the **first word** of the first firm part (:mod:`verifiers.hedges`): "Yes", "Yeah",
  "Yep", "Sure", "Correct", "Indeed", "Of course", "Absolutely", "Affirmative" say yes;
  "No", "Nope", "Negative", "Not" say no. Chinese answers the question's verb: 是/是的/对/
  对的/有/可以/能/会/行/没错/当然 say yes, 不是/没有/没/不能/不可以/不会/不行/否/无 say no;
* failing that, the **claims** of the answer (:mod:`verifiers.claims`): "There isn't
  one", "it can't", "没有找到", "不支持" (NOT_EXIST, CANNOT) say no;
* failing that, a Chinese answer that **echoes the question's verb** (with ``question``):
  "蓝牙开着吗？" -- "开着呢" says yes, "没开着" no; "有没有 X？" -- "有" yes;
* failing that, an **affirming clause**: "X is available", "there is a ... category",
  "it can", "you can", "X 是 ... 之一", "有 ..." (at the start of a clause) say yes.

A hedged yes ("Probably yes", "I think so", "应该可以吧") and an answer that says both
("Yes and no") give None.
"""

from __future__ import annotations

import re

from verifiers.hedges import split
from verifiers.text import clean

__all__ = ["stated_yes_no"]

_YES_EN = re.compile(r"^(yes|yeah|yep|yup|sure|correct|indeed|of course|absolutely|affirmative|certainly|definitely"
                     r"|that is right|that's right)\b")
_NO_EN = re.compile(r"^(no|nope|nah|negative|not|never|unfortunately not|sadly not|unfortunately,? no)\b")
_NO_ZH = re.compile(r"^(不是|没有|没(?!错)|不能|不可以|不会|不行|不对|否|无法|不(?!过|用|错|仅|但))")
_YES_ZH = re.compile(r"^(是的|是|对的|对|有的|有|可以|能|会|行|没错|当然|嗯|确实)")
_AFFIRM_EN = re.compile(r"\b(is|are) (available|offered|supported|there|one of)\b|\bthere (is|are) (a|an|one|some)\b"
                        r"|\b(it|you|they|i) can\b(?! not)")
_AFFIRM_ZH = re.compile(r"(是|为).{0,20}之一|支持|可以|能够")


def _echo(answer: str, question: str) -> bool | None:
    """A Chinese answer repeating the question's predicate: yes, or no when negated."""
    q = re.sub(r"[\s?？。!！]+$", "", clean(question))
    verbs = []
    if m := re.search(r"(\S)(不|没)\1", q):                      # 有没有, 开没开, 是不是
        verbs.append(m.group(1))
    if m := re.search(r"([\u4e00-\u9fff]{1,2})(吗|么|嘛)$", q):   # 开着吗
        verbs += [m.group(1), m.group(1)[-1]] if len(m.group(1)) == 2 else [m.group(1)]
    a = clean(answer)
    for verb in verbs:
        for m in re.finditer(re.escape(verb), a):
            return not re.search(r"(没有|没|不|未)\s*$", a[:m.start()])
    return None


def stated_yes_no(text: str, question: str = "") -> bool | None:
    """True (yes), False (no) or None (neither, both, or a hedge): see the module docstring.

    >>> [stated_yes_no(t) for t in ("Yes, it is.", "No. There is no Travel category.", "有。", "Probably yes.")]
    [True, False, True, None]
    """
    firm, doubt = split(text)
    if not firm.strip():
        return None
    lead = _lead(firm)
    if doubt.strip() and _lead(doubt) is not None:
        return None   # "Yes. I think." / "No, but maybe ..."
    if lead is not None:
        return lead
    if question and (echo := _echo(firm, question)) is not None:
        return echo
    from verifiers.claims import Claim, claims

    said = claims(firm)
    if said & {Claim.NOT_EXIST, Claim.CANNOT}:
        return False
    s = clean(firm).casefold()
    if _AFFIRM_EN.search(s) or _AFFIRM_ZH.search(s):
        return True
    return None


def _lead(text: str) -> bool | None:
    """The polarity of the first word of ``text`` (None if it is neither)."""
    s = re.sub(r"^[\s\W_]+", "", clean(text).casefold())
    if _YES_EN.match(s) and not re.match(r"yes and no\b", s):
        return True
    if _NO_EN.match(s):
        return False
    if _NO_ZH.match(s):
        return False
    if _YES_ZH.match(s) and not re.match(r"是否|有没有|能不能|可不可以|是不是|会不会", s):
        return True
    return None
