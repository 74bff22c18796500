"""Patterns of :mod:`verifiers.claim_lexicon` (which re-exports them) that decide what a clause
is *about*: back-references ("it", "none of them", 它们), another thing than the named ones
("there is one on Oct 13", "nothing else"), exclusions ("except Taxi", 除了停车费), a statement
denied as a whole ("it isn't true that ...", 并不是说), another part of a changed thing kept
("the password is unchanged"). They run on a clause's analysis form (:mod:`verifiers.claim_forms`).
"""

from __future__ import annotations

import re

__all__ = [
    "REPORT_LINE", "PRONOUN_SUBJECT", "PLACE_PREPOSITIONS", "ANOTHER_ONE", "DENIED", "NO_CLAIM",
    "ALL_REFERENCE", "BACK_REFERENCE", "ATTRIBUTE_KEPT", "OTHER_REFERENCE", "EXCLUSION", "EXCLUSION_ONLY",
    "AMBIGUOUS_EXCLUSION", "UNIVERSAL", "LIST_NEGATION", "NOT_ASSERTED",
]

# A report line about one entity: "- 停车费：删不了", "Taxi: not found" (its other clauses are about it too).
REPORT_LINE = re.compile(r"^[\s\-*•·>#\d.)]*[^:：\n]{1,40}[:：]")
# "it"/"they" as the subject, with the named entities only a place ("because it's already in Archive").
PRONOUN_SUBJECT = re.compile(r"^(because |since |as |and |so |but )?(it|they) (is|are|was|were|has|have|had)\b")
PLACE_PREPOSITIONS = r"(in|into|to|inside|under|from|within|at|on)"
# Another thing than the named ones: "there is one on Oct 13", "I found one at 6:45".
ANOTHER_ONE = re.compile(r"\b(there (is|was|are|were)|found|find|saw|see|spotted) (another |a different )?"
                         r"one (on|at|from|in|called|named|dated|with|which|that)\b|^(there (is|was) )?(another|a different) one\b")
# A clause that claims nothing: a disjunction ("either it was never created or it was deleted")
# or a statement denied as a whole ("it isn't true that Taxi doesn't exist").
# A statement denied as a whole: "it isn't true that Taxi doesn't exist", "it's not that I
# couldn't find him", "并不是说晨会不见了", "并不是没有健身闹钟" (并不是/不是 only before a negative).
DENIED = re.compile(r"\b(not true|untrue|not the case|false|wrong) that\b|^(but |and |so )?(it is |this is )?not that\b"
                    r"|^(但是?|而且)?(并)?不是说|^(但是?|而且)?(并不是|并非|不是)\s*(?=(没有|没|不存在|找不到|不见|不在|缺少|无法|不能))")
NO_CLAIM = re.compile(r"^(and |but |so )?either\b(?! way).*\bor\b|" + DENIED.pattern)
ALL_REFERENCE = re.compile(r"\b(none of (them|these|those|the \w+)|neither|all of (them|these|those)|both"
                           r"|all (two|three|four|five)"
                           r"|any of (them|these|those)|each of (them|these|those)|all of the \w+|every one of)\b"
                           r"|都|均|全部|全都|所有|两个|三个|一个也|一个都")
BACK_REFERENCE = re.compile(r"^which\b|\b(it|them|they|those|these|this one|that one|the same|the expense|the expenses|"
                            r"this expense|that expense)\b|它们|它|这些|那些|其|该|此|这笔|这个|这项|这条")
# Another part of the thing kept as it was, after a change reported: "Hotspot has been switched
# on; the password is unchanged", "个人热点已开启，密码未改" (not "its state/the list is unchanged").
_WHOLE = r"(state|status|setting|settings|value|values|list|rest|app|entry|record|records|expense|expenses|note|notes)"
ATTRIBUTE_KEPT = re.compile(
    rf"^(and |but |while )?(the|its|his|her|their|your) (\w+ ){{0,2}}?(?!{_WHOLE}\b)(?!ent\d)\w+ (is|are|was|were|remains|"
    r"remained|stays|stayed|has|have) (still |been )?(unchanged|untouched|intact|the same|not changed|left (as is|unchanged))$"
    r"|^(?!(所以|因此|我|也|都|其他|其它|别的|其余|状态|设置|它|其|该|此|这|那|ent))([a-z]+ ){0,2}[\u4e00-\u9fff]{1,6}?\s*"
    r"(未|没有?|均未|都没有?|并未)\s*(改|变|动|更改|修改|改动|变化|变更)\S?$|^(?!(所以|因此|我|ent))[\u4e00-\u9fff]{1,6}?保持不变$")
# Something other than what was named: "nothing else was changed", "其他都没改".
OTHER_REFERENCE = re.compile(r"\b(else|other|others|the rest|another)\b|其他|其它|别的|其余|另外")
# Between two entities one way only to split the spaces (``\s*(和)?\s*`` had two for each
# space: 2**k tries on a run of k entities not followed by 以外, minutes on a UI dump's
# list of app names). Group numbers as before (1: the English marker, 6: the Chinese one).
EXCLUSION = re.compile(r"\b(except( for)?|excluding|other than|but not|not including|apart from|aside from|besides)\s+"
                       r"(ent\d+(\s+(?:(and|or|nor)\s*)?ent\d+)*)|(除了|除|不包括|不含)\s*(ent\d+((?:\s*(和|与|及|或|、)\s*|\s*)ent\d+)*)"
                       r"|(ent\d+((?:\s*(和|与|及|或|、)\s*|\s*)ent\d+)*)\s*(以外|之外)")   # 停车费以外的都删了
# A clause that is only an exclusion ("除了停车费，其他都删了", "Except Parking, all are deleted"):
# the clause after it excludes those.
EXCLUSION_ONLY = re.compile(rf"^(?:{EXCLUSION.pattern})\s*(以外|之外)?$")
AMBIGUOUS_EXCLUSION = re.compile(r"^(apart from|aside from|besides|除了|除)")
UNIVERSAL = re.compile(r"\b(all|every|everything|both|the rest|others)\b|都|全|均|其余|其他|其它")
LIST_NEGATION = re.compile(r"\b(not|no|none|never|neither|nor|without|missing|absent|nonexistent)\b|没|无|不|未|缺")
NOT_ASSERTED = re.compile(r"\b(asked|requested|wanted|mentioned|looked for|searched for|checked|tried)\b|让我|要求|查找|搜索")


# A thing the agent found or took instead, named in quotes: "I did find “Veggie Lasagna” and added it",
# "you probably meant “Lunch with Amy”", 我找到了“王总”, 我用了「家常菜」那个.
_SUBSTITUTE = re.compile(r"[“「『\"]([^“”「」『』\"\n]{2,40})[”」』\"]")
_FOUND_BEFORE = re.compile(r"\b(found|find|meant|picked|chose|used|took|went with|matched)( the| a| an| one| your)?"
                           r"( \w+)?\s*$|(找到了?|发现了?|选了|用了|挑了|换成了?)\s*$", re.I)


def names_another(text: str, entities) -> bool:
    """A clause naming in quotes a thing the agent found or took instead, which is none of the
    task's ``entities`` (tuples of aliases) nor a part of one: "I did find “Veggie Lasagna” and
    added it" is about another thing than Vegan Lasagna, as its "it" is. A label, a message or a
    value in quotes ("labelled “Work”", "shows “Something went wrong”") is no such thing."""
    if not entities:
        return False
    names = [a.casefold() for aliases in entities for a in aliases]
    quoted = [m.group(1).strip().casefold() for m in _SUBSTITUTE.finditer(text)
              if _FOUND_BEFORE.search(text[:m.start()])]
    return bool(quoted) and all(q and not any(q in n or n in q for n in names) for q in quoted)
