"""Word lists and patterns used by :mod:`verifiers.claims`, in English and Chinese.

Every pattern here runs on the *analysis form* of one clause (:func:`verifiers.claim_forms.
analysis_form`, re-exported here): NFKC, case-folded, contractions expanded (``"couldn't"``
-> ``"could not"``, ``"there's"`` -> ``"there is"``), punctuation turned into spaces, a space
between Chinese and Latin text, and each mention of a task entity replaced by a token
``ent<i>`` (``i`` = its index).
So ``"I couldn't find Taxi."`` with entity ``Taxi`` reads ``"i could not find ent0"``, and
``"我没有找到Yoga retreat这笔支出"`` reads ``"我没有找到 ent0 这笔支出"``.

English patterns use ``\\b``; Chinese ones allow the spaces the analysis form inserts.
"""

from __future__ import annotations

import re

from verifiers import hedges
from verifiers.claim_forms import analysis_form, normalise  # noqa: F401 - the form every pattern reads
from verifiers.claim_verbs import ACTION_FORMS, NOUNISH, ZH_ACT, ZH_ACT_CHAR, ZH_PERFECTIVE, ZH_STORE  # noqa: F401
from verifiers.numbers import EN_NUMBER_WORDS

# --- English word classes ------------------------------------------------------------------
COMPLETION_WORDS = {"done", "completed", "finished"}       # "it is done" reports the action
# A passive's agent other than the agent: "deleted by you on 2 June", "turned off by someone".
BY_OTHER_EN = re.compile(r"^((already|earlier|previously|yesterday|today|last \w+|on \w+( \d+)?|\w+ (days?|weeks?|months?) ago) )?"
                         r"by (you|someone|somebody|another \w+|the user|the owner|"
                         r"your \w+|someone else|a \w+ user)\b")
# Prepositions before a participle that make it an adjective: "in saved networks", "from archived notes".
ADJECTIVE_AFTER = {"in", "from", "among", "into", "within", "inside", "of", "under", "between"}
# Processes that others (a contact, the sync) complete: "Alice hasn't replied yet", "sync hadn't
# finished" are no action the agent did not do.
OTHERS_PROCESS = {"replied", "reply", "responded", "respond", "answered", "answer", "finished", "finish", "synced",
                  "sync", "loaded", "load", "completed", "complete", "arrived", "read", "seen", "opened", "accepted",
                  "accept", "declined", "decline"}
# A first-person relative clause presupposes the action, even in a hedge or a question: "Not
# sure if the Taxi expense I deleted was the right one", "不确定我删的那笔出租车是不是对的" (DID).
PRESUPPOSED_EN = re.compile(r"\b(the|this|that|those|these) ((ent\d+|\w+) ){1,3}?(i|we) (just |already |accidentally |"
                            r"mistakenly |have |had )?(" + "|".join(sorted(w for w, f in ACTION_FORMS.items() if f == "past"
                                                                            and w not in ("done", "did", "made"))) + r")\b")
PRESUPPOSED_ZH = re.compile(rf"我\s*(刚才|刚刚|刚|之前|先前|已经)?\s*({ZH_ACT})\s*(了|掉|过)?\s*的\s*(那|这)")
# What is no longer there ("It no longer appears in the list", "现在笔记里没有它"): the result of
# the agent's change (DID), or, after a change made before by someone else ("deleted by you on
# 2 June, so it's no longer in Notes"), not there (NOT_EXIST).
GONE = re.compile(r"\b(is|are) (now )?gone\b|\bno longer (in|on|there|exists?|present|listed|available|among|appears|shows|showing|is there|"
                  r"is listed|in the list)\b|没有\s*(它们|它)\s*(了)?\s*$")
# "..., so it wasn't recorded" after "I didn't hit Save": the consequence of not acting, not a
# record missing.
NOT_MADE_EN = re.compile(r"^so\b.*\bnot (been )?(recorded|added|created|saved|entered|logged|made|stored)\b")
# A contact's reply or acceptance, not the agent's action: "还没回复".
ZH_OTHERS_PROCESS = re.compile(r"回复|回信|回应|答复|接受|拒绝|已读")
# An entity as the receiver of the action (已全部分享给王芳, "shared them with Wang Fang"): the
# clause is also about what was shared, the subject before it.
RECIPIENT = re.compile(r"(给|向|\bto|\bwith)\s*ent(\d+)")
# Verbs of a phase ("stop") that act only on an object: "stopped all of them", not "stopped
# responding", "stopped before sending it".
ASPECT_VERBS = {"stop", "stopped", "stops", "stopping", "pause", "paused", "pauses", "pausing"}
NO_OBJECT_AFTER = {"before", "short", "at", "there", "here", "when", "after", "because", "since", "once", "halfway",
                   "and", "but", "so", "then", "while", "until", "to", "without"}
CREATION_WORDS = {"created", "added", "recorded", "entered", "saved", "made"}  # "was never created"

NEGATORS = {"not", "no", "never", "nothing", "none", "neither", "nor", "without", "nobody"}
OBJECT_NEGATORS = {"nothing", "none", "no"}                  # "deleted nothing"
OTHER_WORDS = {"else", "other", "others", "further"}  # "nothing else was changed"
# Verbs whose negation is the app's inability: "does not support exporting", "won't let me rename".
INABILITY_VERBS = {"support", "supports", "allow", "allows", "let", "lets", "permit", "permits", "offer",
                   "offers", "provide", "provides", "able", "possible", "allowed", "manage", "succeed"}
NOUN_AFTER = {"option", "options", "button", "feature", "function", "menu", "setting", "settings", "icon"}
HEDGES = {"may", "might", "perhaps", "possibly", "probably", "maybe", "could"}
MODALS = {"will", "would", "should", "shall", "can", "could", "may", "might", "must", "to", "be",
          "going", "gonna", "want", "wants", "like", "need", "needs", "please", "let", "try", "tries",
          "tried", "trying", "attempt", "attempted", "wish", "if", "whether", "unless", "about"}
COPULAS = {"is", "are", "was", "were", "am", "be", "been", "being"}
PRESENT_COPULAS = {"is", "are", "am"}
ADVERBS = {"now", "already", "successfully", "currently", "still", "also", "just", "all", "both",
           "indeed", "definitely", "then", "finally", "automatically", "really", "actually", "fully"}
DETERMINERS = {"the", "a", "an", "any", "some", "your", "my", "our", "their", "its", "his", "her", "every"}
FIRST_PERSON = {"i", "we"}
# What follows a verb as its object: "already deleted it" is the agent's (telegraphic) report,
# "Spin: already cancelled" (nothing after) a state found.
OBJECT_WORDS = {"it", "them", "the", "that", "this", "those", "these", "your", "a", "an", "all", "both", "for"}
OTHER_AGENTS = {"you", "he", "she", "someone", "somebody", "user"}  # "you already logged it" is not DID
# Words that end the scope of a negation or modal looking leftwards from a verb.
SCOPE_BREAKERS = {"and", "or", "because", "so", "since", "that", "which", "who", "but", "then", "after",
                  "before", "when", "as", "while", "though", "although", "therefore", "thus", "hence",
                  "i", "we", "you", "they", "he", "she", "exist", "exists", "existed", "find", "found",
                  "see", "saw", "appear", "appears", "appeared", "there"}
STATE_TIME = (r"\b(by (someone|somebody|another|others|the user|you|(your|his|her|their|another|a different|some) \w+|"
              r"the (owner|organi[sz]er|admin|administrator|manager|sender|system|other \w+))|earlier|before|beforehand|previously|originally|"
              r"initially|to begin with|all along|from the start|at first|in the first place|the whole time)\b")
# Dates and times: "on 12 October 2023", "on 10/12/2023" (read "on 10 12 2023"), "at 2:15 PM", "yesterday".
_MONTHS = ("january|february|march|april|may|june|july|august|september|october|november|december|"
           "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec")
_WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_DAY = r"\d{1,2}(st|nd|rd|th)?"
DATE_EN = (rf"(({_DAY} (of )?)?({_MONTHS})( (the )?{_DAY})?( \d{{4}})?|\d{{1,2}} \d{{1,2}} \d{{2,4}}|\d{{4}} \d{{1,2}} \d{{1,2}}"
           rf"|(last|this past) (week|month|year|{_WEEKDAYS})|yesterday|(\w+ )(days?|weeks?|months?|years?) ago"
           rf"|{_WEEKDAYS}|\d{{1,2}}( \d{{2}})? ?(am|pm)|\d{{4}})\b")
# A participle followed by a date describes a record that exists ("logged on 12 October 2023",
# "created on Oct 12 at 2:15 PM", "dated October 12"), not an action of the agent.
DATE_AFTER_EN = re.compile(rf"^((already|previously|originally|back|earlier|first|initially|all the way back) )?"
                           rf"((on|in|at|dated|from|since|as of|during) (the )?{DATE_EN}"
                           r"|(\w+ )(minutes?|hours?|days?|weeks?|months?|years?) ago\b|yesterday\b|last (week|month|year)\b)")
# A date anywhere after a verb: "you logged this on October 12", "you added it yesterday".
DATE_MENTION_EN = re.compile(rf"\b((on|in|at|dated|from|since|during) (the )?{DATE_EN}"
                             r"|yesterday|\w+ (days?|weeks?|months?) ago|last (week|month|year)\b)")
# Month abbreviations: the full stop of "Oct. 12" does not end the sentence.
ABBREVIATION_BEFORE = re.compile(r"(?i)\b(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|no|nr|approx)$")
STATE_WORDS = ("on|off|enabled|disabled|active|inactive|activated|deactivated|turned on|turned off|"
               "switched on|switched off|muted|unmuted|set to|at \\w+|in \\w+ mode|connected|visible|hidden")

# --- clause boundaries ---------------------------------------------------------------------
SENTENCE_END = re.compile(r"[。！？；!?;\n｡]+|[~～](?!\s*[\d$€£¥])|…+|\.{2,}|[.．](?=\s|$|[\"'”’)\]]|[^\x00-\u2fff])")
SEPARATOR = re.compile(
    r"[,，](?!\d)|(?<!\d)[,，]|(?<!\d)[:：](?!\s*(nothing|none|no\b|没有|无))|[:：](?!\d)(?!\s*(nothing|none|no\b|没有|无))|\s[-–—]+\s|[—–]+|[()（）|｜]"
    r"|(?i:\b(?=(?:but|however|although|though|whereas|while|because)\b))"
    r"|(?i:\b(?=and (?:i|we|it|they|there|so|then|nothing|none|no)\b))"
    r"|(?i:\b(?=so (?:i|we|it|they|there|nothing|no|none)\b))"
    r"|(?i:\b(?=and (?:" + "|".join(w for w, f in ACTION_FORMS.items() if f == "past") + r")\b))"
    r"|(?=但是|不过|可是|然而|所以|因此|因为|由于|并且|而且)|(?<!不)(?=但(?!是))"
    r"|(?<![然因从进反])(?=而(?![是且已]))")

# "None of A, B and C exist": a comma piece that starts with a list of entities continues the
# piece before it when that one ends with an entity.
ENTITY_LIST_START = re.compile(r"^ent\d+( (and |or |nor )?ent\d+)* (and|or|nor) ent\d+\b")

# Predicate words: a comma-separated fragment without any of them is part of a list
# ("Food, Transport and Health Care") and is merged back into its neighbour.
PREDICATE_WORDS = (set(ACTION_FORMS) | NEGATORS | COPULAS | {
    "has", "have", "had", "do", "does", "did", "can", "could", "will", "would", "shall", "should",
    "may", "might", "must", "there", "only", "just", "also", "except", "exist", "exists", "existed",
    "found", "find", "appear", "appears", "appeared", "listed", "missing", "already", "now", "seems",
    "seem", "left", "kept", "available", "present", "unchanged", "need", "needed", "but", "however",
    "although", "though", "because", "so", "while", "yet", "whereas", "if", "unless", "successfully",
    "instead", "rather", "too", "see", "saw", "locate", "located", "contains", "includes", "lists",
    "maybe", "perhaps", "possibly", "probably", "skipped",
    "i", "you", "we", "they", "he", "she"})
PREDICATE_ZH = re.compile(r"[是有没无不未已了在能会要找删开关存做改设需用让请曾都还只仅才也缺记添建创于]")

# --- hedges ----------------------------------------------------------------------------------
# A hedged statement claims nothing: "Taxi may not exist", "maybe it was deleted", "可能不存在".
# "seems"/"appears"/"似乎" and a polite "I'm afraid"/"恐怕" are firm; "could" hedges only in
# "could be"/"could have". "may" before or after a day number, or after "in"/"on"/..., is the month.
# The cue words are verifiers.hedges' (one list for every answer check): "maybe", "I think",
# "not sure", "approximately", "or so", 可能, 也许, 大概, 我觉得, a clause-final 吧, ...
HEDGE_EN = hedges.HEDGE_EN
MAY_MONTH_BEFORE = hedges.MAY_MONTH_BEFORE
# Where the scope of a hedge starts (left) and ends (right): "I deleted Taxi, which may have
# been a duplicate" hedges only "which may have been a duplicate".
HEDGE_LEFT = {"which", "that", "who", "since", "as", "because", "so", "and", "or", "but", "then", "when",
              "while", "though", "although", "whereas", "where", "however"}
HEDGE_RIGHT = {"and", "but", "so", "because", "since", "then", "although", "though", "while", "whereas",
               "however", "therefore"}
HEDGE_ZH = hedges.HEDGE_ZH
# A clause that is only a hedge ("not sure", "or maybe it does", "我不确定") hedges its neighbours
# in the same sentence: back to a contrast ("but ..."), or the next clause if it comes first.
BARE_HEDGE = re.compile(
    r"^(and |but |or |though |although )?((i am|i|we are|we) )?(still )?(not (really |entirely |completely |totally |"
    r"quite |100 |100 percent |fully )?(sure|certain)|unsure|uncertain)( though| about (it|that|this|them|this one))?$"
    r"|^(and |but |or )?(then )?(maybe|perhaps|possibly|probably)( not)?( (it|they|there|that|this|ent\d+)"
    r"( (does|do|did|is|are|was|were|has|have|had|can|could)( not)?| exists?| not)?)?$"
    r"|^(i think|i guess|i believe|i suppose)( so| not)?$|^(but )?(i )?(could|might|may) be (wrong|mistaken)$"
    r"|^(但是?|不过|可是)?\s*(我)?(也|还)?(不太|不是很|不是太|不敢|无法|不能|没法|不)(确定|肯定)(吧|呢|啊)?$"
    r"|^(也许|或许|可能|大概|说不定)\s*(吧|不是|没有|也不是|也没有)?$")
# An alternative appended to a statement ("..., or maybe it is in another folder?", "或者可能在别的文件夹")
# hedges the clauses before it, as a bare hedge does.
APPENDED_HEDGE = re.compile(r"^(or (maybe|perhaps|possibly|it might|it may|it could|it is possible))\b|^(或者|或是|或)\s*(可能|也许|是不是|在)"
                            r"|^(也可能|还是说)")
# An attempt and its failure in another clause of the sentence (我试着重命名，…，没有成功), and an error
# message shown (提示“无权限”, "an error said ...").
TRIED_EN = re.compile(r"\b(i|we) (tried|attempted)\b")   # "I tried to move it", "I tried twice"
TRIED_ZH = re.compile(r"试着|试图|尝试|试了")
NOT_SUCCEEDED_ZH = re.compile(r"没有?成功|未成功|不成功|失败")
ERROR_SHOWN = re.compile(r"提示|报错|出错|崩溃|闪退|卡死|无响应|停止响应|停止运行|弹出.{0,4}(错误|警告)|显示.{0,4}(错误|失败|异常)"
                         r"|\b(an error|error message|it said|the app said|crash|crashed|crashing|crashes|froze|freezes|"
                         r"(permission|access) denied)\b")
CONTRAST_START = re.compile(r"^(but|however|although|though|whereas|while|yet)\b|^(但是|但|不过|可是|然而|而)")

# --- questions, conditionals, requests -----------------------------------------------------
QUESTION_EN = re.compile(r"^(do|does|did|would|should|shall|can|could|will|may|have|want|need) "
                         r"(you|i|we|me)\b|^(would you like|let me know|please (confirm|let me know|tell))\b"
                         r"|^(what|where|why|how) (do|does|did|would|should|is|are|was)\b")   # not "which is ..."
QUESTION_ZH = re.compile(r"吗\s*$|是否|要不要|需不需要|是不是|能不能|可不可以|有没有|难道|请问|请确认|请告诉我")
CONDITIONAL = re.compile(r"^(if|unless|in case|suppose|supposing|assuming|otherwise)\b"
                         r"|^(如果|假如|要是|若|倘若|万一|假设|如若)|的话")
REQUEST_EXEMPT = re.compile(r"\b(as|like) (you )?(requested|asked|instructed|wanted)\b|\b(as )?per your \w+"
                            r"|\byour (request|task)\b(?=( \w+){0,12} (could not|can not|was not|were not|failed)\b)"
                            r"|(按照?|根据|依照|遵照)(你|您)?的?(要求|指示|请求)")
# A request that names its object, a relative clause: "你想精简的那道辣肉酱", "您要改名的松饼".
REQUEST_RELATIVE = re.compile(r"(你|您|用户)(刚才|之前)?(想|想要|要|让我|要求|希望|需要|请我)[^，。\s]{0,8}的\s*(那|这)?")
REQUEST = re.compile(
    r"\b(you|user) (have |had |just |originally )?(asked|wanted|want|requested|request|told|instructed|said|"
    r"would like|wish|wished|meant|mentioned)\b|\b(i|we) (was|were|am|are|have been|had been) "
    r"(asked|told|instructed|requested|supposed)\b|\byour (request|instruction|instructions|task)\b"
    r"|\b(the|my) (task|request|instruction) (is|was)\b|\basked (me )?to\b|\bplease\b"
    r"|(你|您|用户)(刚才|之前)?(让|叫|要|要求|希望|想|想要|请求|请|需要)|请(?!问)|要求")

# --- English claim patterns ----------------------------------------------------------------
_PERCEIVE = r"(find|found|locate|located|see|seen|spot|spotted|detect|detected|discover|discovered)"
_NOT_A_THING = (r"(problem|problems|issue|issues|error|errors|reason|need|difference|trouble|worries|"
                r"worry|change|changes|action|further|more|longer|doubt|other|else)")
_RECORD = r"(expense|item|category|entry|entries|record|file|note|contact|event|alarm|transaction|one)s?"
# "doesn't have dark mode" (a short object that is no entity or record) is the app lacking a function.
_LACKS_FEATURE = rf" (a |an |any )?(?!ent\d|{_RECORD}\b)\w+( (?!{_RECORD}\b)\w+)?$"
FEATURE = re.compile(r"\bway to\b|\bsim( card)?\b|\b(signal|network|connection|coverage|reception|internet|permission|"
                     r"permissions)\b|\bon (this|the|your) (device|phone|tablet)\b|"
                     r"\b(option|options|feature|features|function|functions|functionality|ability|"
                     r"capability|support|button|toggle|hardware|control|setting to|menu item)\b")
# What can fail: "the move failed", "deletion failed", "the update has failed" (an action that
# was tried and did not succeed: CANNOT and DID_NOT).
_FAILED_ACTION = (r"(deletion|removal|operation|action|attempt|request|sync|syncing|upload|download|transfer|change|"
                  r"update|edit|move|rename|save|export|import|cancellation|completion|creation|addition|"
                  r"" + "|".join(sorted(w for w, f in ACTION_FORMS.items() if f == "base" and not w.endswith(("ing", "s")))) +
                  r")s?( has| have| had| just| then| also)?")
# A function named as the entity itself ("the setting 'Smart Connect'", "the option 'Smart
# Lock'"): that thing is not there (NOT_EXIST), unlike "the NFC toggle" (a means: CANNOT).
FEATURE_NAMED = re.compile(r"\b(the |a |an |any )?(option|setting|feature|function|toggle|button|switch|menu item|"
                           r"control)s? (called |named |labelled |labeled )?ent\d+")
# "on this device": where a thing is, not a function, next to "doesn't exist".
FEATURE_PLACE = re.compile(r"\bon (this|the|your) (device|phone|tablet)\b")
# After "already": a present verb of what the record holds ("already repeats", "already lists 2
# carrots", "already has", "already includes").
ALREADY_HOLDS_EN = re.compile(r"^(has|have|contains|includes|lists|shows|holds|repeats|reads|says|uses|matches|covers|"
                              r"belongs|sits|appears|rings|starts|ends|points|goes|runs|plays|exists)\b")
NOT_EXIST_EN = tuple(re.compile(p) for p in (
    r"\bnot (\w+ ){0,2}?exist(s|ed|ing)?\b",
    r"\bnever (been )?(existed|created|added|recorded|entered)\b",
    r"\b(was|were|is|are|has been|have been) ((actually|really|just|simply|even) )?never (there|present|listed|"
    r"in (the|your|this|that) \w+)\b",
    r"\bnot (a single|one|any) (\w+ ){0,6}?(exists?|existed|is (there|listed|present)|was (there|found|listed))\b",
    r"\bthere (does|do|did) not (seem|appear) to be (a|an|any|one)\b",
    r"\bnon ?exist(ent|ing)\b|\binexistent\b",
    rf"\bnot (\w+ ){{0,3}}?(be )?{_PERCEIVE}\b(?! (any )?{_NOT_A_THING}\b)",
    rf"\b(unable|failed) to {_PERCEIVE}\b",
    rf"\b{_PERCEIVE} (no|none|nothing)\b(?! {_NOT_A_THING}\b)",
    rf"\bthere (is|are|was|were|has been|have been|seems to be|appears to be) (no|none|nothing|not (a|an|any|one|a single))\b"
    rf"(?! {_NOT_A_THING}\b| (for (me|us|you) )?to\b| (else|more|left) to\b)",
    r"\bno (such|matching|existing|corresponding|trace|sign)\b",
    r"\bnot (\w+ )?(appear|appears|appeared|show up|shows up|showed up|shown|listed|present|there|included|"
    r"recorded|available|visible|among)\b",
    r"\b(is|are|was|were|be) not (in|inside|among|part of|one of|on (the|your|this|that|my|any|pro|its|it|them)|on there)\b",
    r"(^|^ent\d+ )not (in|inside|among|on) (the|your|this|that|my|any|its)\b",   # an item: "Pilates: not on your calendar"
    r"\bnot (seem|seems|appear|appears) to be (in|there|present|listed|among|part of|one of)\b",
    rf"\b(not|never) (have|has|had)\b(?! to\b)(?!{_LACKS_FEATURE})",
    r"\b(not|never) (contain|contains|include|includes|list|lists|hold|holds)\b",
    r"(?<!not )\b(missing|absent|nowhere)\b",
    r"\bno (ent\d+|expense|expenses|item|items|category|categories|transaction|transactions|file|files|"
    r"note|notes|contact|contacts|event|events|alarm|alarms|result|results|match|matches|entry|entries|"
    r"record|records|one)\b",
    r"\bnothing (named|called|like|matching|by that name|with that name|under)\b",
    r"\b(0|zero) (results?|matches|hits|entries|items)\b",
    r"\b(none|neither) (of \w+ )?(\w+ ){0,3}?(exist|exists|existed|appear|appears|appeared|"
    r"((is|are|was|were) )?(showing|show|shows|showed|turning|turn|turns|turned) up|(is|are|was|were|be|been) "
    r"(found|there|present|listed|in|on|shown|available|visible|recorded|among))\b",
))
NOT_EXIST_EN_SKIP = re.compile(r"\b(at first|initially|at the beginning|not sure|unsure|not certain|no idea|"
                               r"not clear|unclear)\b")
CANNOT_EN = tuple(re.compile(p) for p in (
    rf"\b(can|could) not\b(?! (\w+ )?({_PERCEIVE}|confirm|tell|say|wait|verify|determine|remember|recall|undo|"
    r"be (found|seen|located|undone|reversed|recovered))\b)",
    rf"\b(unable|not (be )?able|failed|fail|not (be )?allowed|not permitted) to\b(?! {_PERCEIVE}\b| confirm\b| verify\b)",
    r"\bnot (possible|supported|feasible|allowed|permitted|doable)\b|\b(impossible|unsupported)\b",
    # a restriction of where or by whom: "it can only be deleted from the web app", "is read-only"
    r"\bcan only be (\w+ )?\w+ (from|on|in|via|through|by|with)\b|\b(read|view) only\b|\bwrite protected\b",
    r"\bnot (support|supports|offer|offers|provide|provides|allow|allows|let|lets|permit|permits)\b",
    r"\b(lacks|lacking)\b|\bbeyond (my|what)\b|\bnot something (i|we|it|the app) (can|could)\b",
    rf"\b{_FAILED_ACTION} failed\b|\b(bounced|errored out|timed out|(was|were|got) rejected)\b|"
    rf"\bnot an option\b|\bnot (have|has|offer|offers){_LACKS_FEATURE}|\bnot (manage|succeed)\b",
    r"\bno (\w+ )?(way|option|feature|function|functionality|ability|capability|support) (to|for)\b",
    r"\b(greyed|grayed) out\b|\bnot clickable\b|\b(did|would) not (work|go through|take effect|stick)\b",
    r"\b\w+ing (ent\d+ |it |them |the \w+ )?failed\b",
))
PAST_INABILITY_EN = re.compile(
    rf"\b{_FAILED_ACTION} failed\b|\b\w+ing (ent\d+ |it |them |the \w+ )?failed\b"
    r"|\b(bounced|errored out|timed out|(was|were|got) rejected)\b"
    r"|\b(was|were) not possible to\b|\b(would|did) not (let|allow|permit) (me|us)\b"
    r"|\bdid not (work|go through|take effect|stick)\b"
    rf"|\b(could not|(was|were) (unable|not able) to|failed to|did not (manage|succeed))\b"
    rf"(?! (\w+ )?({_PERCEIVE}|be found|tell|confirm|verify|say|determine|know|remember|recall|decide)\b)")
ALREADY_EN_NEXT = re.compile(rf"^({STATE_WORDS}|exists?|existed|there|present|listed|in|set|at|the|done|gone|"
                             r"deleted|removed|been|a|an|part|available|recorded|saved|added|created|"
                             r"have|has|had|contains|includes|was|were)\b")
# "WIFI: ON (WAS OFF)", "Bluetooth on, it was off": a state next to the opposite state it had
# before: the agent changed it (DID).
_STATE_PAIRS = (("on", "off"), ("enabled", "disabled"), ("active", "inactive"), ("visible", "hidden"),
                ("muted", "unmuted"), ("connected", "disconnected"))
STATE_CHANGED_EN = re.compile("|".join(
    rf"\b{a} (it |they |ent\d+ )?(was|were|used to be|had been) {b}\b" for x, y in _STATE_PAIRS for a, b in ((x, y), (y, x))))
# "it was on before": already so, unless the answer also says it acted ("was off before, now it's on")
WAS_BEFORE_EN = re.compile(rf"\b(was|were|had been) (?!not )(\w+ )?({STATE_WORDS}) {STATE_TIME}")
STATE_EN = re.compile(rf"\b(is|are|was|were|am|remains|remained|stays|stayed|s)( currently| presently| still)? "
                      rf"({STATE_WORDS})\b")
STATE_NOW_EN = re.compile(rf"\b(is|are|am) now ({STATE_WORDS}|gone|turned|switched|set|called|named|titled)\b"
                          r"|\bnow (has|have|contains|reads|lists|shows|repeats|starts|ends|rings)\b"   # the result of an edit
                          rf"|\b(is|are) ({STATE_WORDS}|gone) now\b"
                          rf"|\bnow (it|they|ent\d+) (is|are) ({STATE_WORDS})\b"
                          r"|^(all set|all done|done|successfully|finished|complete|completed|mission accomplished|"
                          r"task (is )?(complete|completed|done|finished)|that is done|taken care of)\b"
                          # "Bob's work phone is now 555-0199": the value after the change
                          r"|(?<!\bit )\b(is|are) now (?!(not|no|still|available|visible|listed|there|here|showing|shown)\b)\w"
                          r"|\b(is|are) (now in (the )?\w+|in (the )?\w+( folder)? now)\b")   # "all of them are in Archive now"
NO_NEED_EN = re.compile(r"\b(no|not) (\w+ )?(need|needed|necessary|required)\b"
                        r"(?! (to|for) (worry|concern|apologi[sz]e|thank))"
                        r"|\bno (\w+ ){1,2}(was |were |is |are )(needed|necessary|required)\b"   # "no edit was needed"
                        r"|\bnothing (\w+ )?(to|needed to|that needed to) (be )?(do|done|change|changed|turn|switch)\b"
                        r"|\bno (action|changes?)\b|\bdid not have to\b")
DID_NOT_EN = tuple(re.compile(p) for p in (
    r"\b(left|kept) (it|them|everything|things|that|this|ent\d+|the \w+|\w+)( \w+)? (as (it|they) (is|was|are|were)|"
    r"as is|unchanged|untouched|alone|intact|in place|the same|the way it was|on|off|enabled|disabled)\b",
    r"\b(is|are|was|were|remains|remained|stays|stayed|still) (\w+ )?(unchanged|untouched|intact)\b",
    r"\b(left|kept) (unchanged|untouched|alone|as is|intact|as it was|in place)\b",
    r"\bno (action|actions) (was |were |has been )?(taken|needed|required|necessary)\b",
    r"\bdid not (need|have) to\b",
    r"\bno (deletion|removal|modification|alteration)s?\b",
    r"\b(skipped|refrained from|held off on)\b",  # "so I skipped adding it"
    r"\b(stopped|paused|held off|waited) (short of|before|without) \w+ing\b",   # "I stopped before sending the message"
    # what the agent left as it was: "so it's still there", "still has its old name"
    r"^(and )?so\b.*(\b(is|are|remains|remain) still (there|here|in|listed|present)\b|\b(it|they|ent\d+) (is|are) still "
    r"(there|here)\b|\bstill (has|have) (its|their|the) (old|original|same|previous)\b)",
    r"^(but |and )?(i|we) (did not|have not|had not|never)( do it| do that)?$",   # "I could, but I didn't"
    r"\b(i|we) (just |simply |have )?(left|kept) (it|them|that|this|ent\d+|everything|things)( (there|here|alone|be))?$",
))
# "..., and neither does B", "nor is Gym", "B doesn't either": the previous clause's claims again.
ELLIPSIS = re.compile(r"^(and |but )?(neither|nor|so) (does|do|did|is|are|was|were|has|have|can|could)\b"
                      r"|\bnot either$|^(and |but )?(ent\d+ )?(too|as well|also)$|^(ent\d+\s*)?(也是|也一样|同样)")
# The user's number quoted back: "you said 5", "您说的是三条" (a different number elsewhere = count differs).
USER_NUMBER = re.compile(r"\byou (said|mentioned|thought|expected|asked for|assumed|counted)\b"
                         r"|\b(i|we) expected\b|\bbased on your (message|request|note|instructions?)\b"
                         r"|(您|你)(说|提到|以为|认为)的?是|(?<![按照如])(您|你)(刚才|之前)?(说|以为|提到|觉得|认为)(?!的\s*(那|这))")
# The user's words or belief quoted back, as a clause of its own: "You said Green curry was
# missing, but it isn't", "你说有3个版本的烩饭". It claims nothing for the agent (a number in it
# is still the user's number, USER_NUMBER); "as you said, ..." agrees, it quotes nothing.
REPORTED = re.compile(r"^(and |but |so )?(you|the user) (had |have |originally |just )?(said|mentioned|thought|believed|"
                      r"assumed|claimed|expected|told me|guessed|figured|wrote|noted|reported)\b"
                      r"|^(但是?|而且)?(你|您|用户)(刚才|之前|原来|本来)?(说|提到|以为|认为|觉得|估计|猜)(?!的|过的)")
# "one" as a pronoun, no number: "the new one", "another one", "this one", "the same one".
PRONOUN_ONE = re.compile(r"\b(the|a|an|this|that|another|which|each|every|any|no|other|new|old|same|right|wrong|"
                         r"first|last|next|previous|existing|correct)( new| old| same| other| right| wrong| existing)?"
                         r" ones?\b")
# What holds after the agent's change: "it's 15 now", "现在有15首".
NOW = re.compile(r"\bnow\b|现在")
SO = re.compile(r"^(so|therefore|thus|hence|which is why|that is why|所以|因此|因而|于是)\b|^(所以|因此|因而|于是)")
BECAUSE = re.compile(r"\b(because|since|as)\b|因为|由于")

# --- numbers and counts --------------------------------------------------------------------
# A number, not the hour of a time ("only 6:45 and 8:00 are set" reads "only 6 45 and 8 00").
_EN_NUM = r"(\d+(\.\d+)?(?! \d\d\b)|" + "|".join(sorted(EN_NUMBER_WORDS, key=len, reverse=True)) + r"|a single|single)"
ZH_NUM = r"((?<![a-z\d])(?<!\d\s)\d+(?!\d|\s\d\d(?!\d))|[零〇一二两三四五六七八九十百千万]+)"
COUNT_EN = tuple(re.compile(p) for p in (
    rf"(?<!the )\b(only|just|merely) (found |find |have |has |had |see |saw |are |is |exist |count |counted )?"
    rf"{_EN_NUM}\b(?! more\b)",
    rf"\b{_EN_NUM}( \w+){{0,5}},? not (just |only |merely )?(the )?{_EN_NUM}\b",
    rf"^(but |and )?(there (are|is|were|was) )?not (?!one\b|a single\b|single\b){_EN_NUM}\b(?! of\b)",
    rf"\bthere (are|is|were|was) not (?!one\b|a single\b|single\b){_EN_NUM}\b",
    rf"\bnot {_EN_NUM} but\b",
    rf"\b(instead of|rather than) (the )?{_EN_NUM}\b",
    r"\b(fewer|less|more) (\w+ ){0,3}?than (the )?(\w+ )?(you|expected|requested|mentioned|said|stated|thought|assumed)\b",
    r"\bnot (as many|that many|so many)\b",
    r"\b(number|count|total) (\w+ ){0,3}(is|was) (different|wrong|incorrect|off|lower|higher|smaller)\b",
    r"\b(number|count|total) (\w+ ){0,3}(does|did) not match\b",
))
# Chinese classifiers (量词) of counted things: 三条, 5笔, 8首, 4则, 6位, 5道.
ZH_CLASSIFIER = "(条|笔|个|项|次|张|份|种|类|首|则|位|道|篇|件|封|本|部|段|台|只|家|名|组|人|款|场|集)"
COUNT_ZH = tuple(re.compile(p) for p in (
    rf"(只有|只找到|仅有|仅找到|只存在|才有|只剩|只查到|只发现|仅发现|总共只|一共只)[^。]{{0,8}}?{ZH_NUM}",
    rf"不是.{{0,6}}?{ZH_NUM}\s*{ZH_CLASSIFIER}", rf"而(不)?是\s*((你|您)(说|以为|提到|认为)的)?\s*{ZH_NUM}",
    rf"(并非|而非)\s*((你|您)(说|以为|提到|认为)的)?\s*{ZH_NUM}",
    rf"没有\s*(?!一\s*{ZH_CLASSIFIER}){ZH_NUM}\s*{ZH_CLASSIFIER}",  # 没有一条: none at all
    r"数量(不对|不符|有误|不一致|不正确|不匹配|对不上)|不到\s*" + ZH_NUM + "|少于|多于",
    r"(总数|数量|条数|个数|数目|笔数)[^。]{0,8}?(不一样|不对|不符|不同|对不上)|(和|与|跟)(您|你)说的[^。]{0,4}?(不一样|不同|不符|对不上)"
    r"|比(您|你)(说|以为|提到|预计|预期)的[^。，]{0,8}?(多|少)",
))

# A count corrected in a comma piece of its own ("There are two events called Dentist, not
# one", "有5个菜谱，不是4个"): it continues the clause before it, whose subject and hedges it shares.
COUNT_APPOSITIVE = re.compile(rf"^(but |and |or )?not (even |quite |just |only )?(the )?{_EN_NUM}( \w+)?( (you|i|we) \w+)?$"
                              rf"|^(而|并|可)?(不是|并非|而非)\s*((你|您)(说|以为|提到|认为)的)?\s*{ZH_NUM}\s*{ZH_CLASSIFIER}?\s*\S?$")

# --- Chinese claim patterns ----------------------------------------------------------------
ZH_FIND = "找到|找着|发现|看到|看见|查到|搜到|搜索到|检索到|查找到|查询到"
ZH_NAV = re.compile(r"打开了?\s*.{0,6}?(应用|app|软件|程序|设置|页面|界面|菜单|列表|pro expense|日历|相册|图库|通讯录|时钟|"
                    r"文件管理|记事本|备忘录|浏览器|地图|短信|信息|相机|日程|邮件|音乐|播放器|商店|chrome)")
# "没有" + a thing: an entity, a Latin name, a demonstrative, or a record noun within a few characters.
_ZH_THING = r"(结果|匹配项|支出|费用|开销|记录|条目|项目|类别|分类|文件|笔记|联系人|事件|闹钟|账单|交易|这一项|这项|这笔|这条)"
# ... or, by its structure, 没有 + (任何) + 关于/叫/名为/标题为/与…相关 + a name of any length + 的 + a
# record noun: "没有关于 Lisbon trip budget 的笔记", "没有任何名为 X 的联系人", "没有与 X 相关的笔记".
# A verb right after 没有 makes it an action not done instead ("我没有删除关于 X 的笔记": DID_NOT).
_ZH_NAMING = r"(关于|有关|叫做|叫作|叫|名为|名叫|名称为|名称是|名字叫|名字是|标题为|标题是|题为)"
_ZH_NAMED_THING = (rf"没有\s*(任何|一条|一篇|一个|一笔|一项|什么)?\s*({_ZH_NAMING}\s*\S.*?|(与|和|跟|同)\s*\S.*?(相关|有关))"
                   rf"\s*的\s*(任何)?\s*({_ZH_THING}|内容|信息|号码)")
# "没有(关于 X 的)笔记被删除" says no note was deleted, not that there is none.
_ZH_NOT_DONE_TO = rf"(?!\s*被\s*({ZH_ACT}))"
NOT_EXIST_ZH = tuple(re.compile(p) for p in (
    rf"(没有|没|未|并未|未能|没能|无法|不能)[^。]{{0,12}}?({ZH_FIND})",
    r"(找|查|搜|看|寻)不(到|着|见)",
    r"不存在|不复存在|查无|无此|没有此|没有这(个|笔|条|项|样的|种|一)|没有(名为|名叫|叫做|叫|名称为|名字叫|标题为|名称是)"
    r"|没有(相关|对应|匹配|符合)|不在(列表|其中|清单|记录|名单|.{0,10}?(里|中|内|上))|缺少|缺失",
    r"没有\s*(ent\d|[a-z]|该|显示|出现|列出|被列出|记载)",
    rf"没有(?!任何(问题|更改|改动|修改|变化|变更|操作))(?:(?!{ZH_ACT}|{ZH_FIND}).){{0,10}}?{_ZH_THING}{_ZH_NOT_DONE_TO}",
    _ZH_NAMED_THING + _ZH_NOT_DONE_TO,
    r"ent\d+\s*(都|也|并)?没有\s*$", r"(0|零)\s*(条|个|项)?(结果|匹配)",
))
NOT_EXIST_ZH_SKIP = re.compile(r"以为|一开始|起初|刚开始|(并?不是|并非)\s*(不存在|没有?找到|找不到)")
FEATURE_ZH = re.compile(r"功能|选项|按钮|办法|开关|sim|信号|网络|权限")
# The place looked in, before the negation: "已保存的网络里没有…" names no missing function.
FEATURE_PLACE_ZH = re.compile(r"\S{0,10}?(里|中|内|上)\s*(?=(并|也|都)?\s*(没有|没|找不到|不存在))")
# A verb as a modifier of a noun after it (已保存的网络, 未完成的任务, 我删的那笔): no action reported
# (but a heading "已删除的支出：" reports one, and the cleft "是我删掉的" ends at 的).
ZH_ATTRIBUTIVE = re.compile(r"\s*(了|好|过|掉)?\s*的\s*(?![\s，。：:！？了啦吧呢]|$)(?!\S{0,8}[：:])")
DID_NOT_ZH_NEG = r"(没有|没|未|并未|并没有|从未|不会|不再|无需|不需要|不用|没必要|没有必要|无须|不必)"
# "没有(关于 X 的)笔记被删除": no note was deleted, however long the noun phrase before 被.
ZH_NONE_DONE = re.compile(rf"(没有|并没有|没|未)(?:(?!{ZH_ACT}|{ZH_FIND}).)*?被\s*({ZH_ACT})")
DID_NOT_ZH = tuple(re.compile(p) for p in (
    r"(没有|没|未)(做|作|进行)(任何)?(更改|改动|修改|变动|操作)|保持(不变|原样|原状|现状)|维持(原状|原样|不变|现状)|原封不动|没有任何(更改|改动|变化|变更|修改|操作)"
    r"|无任何(更改|改动|变化|操作)|未(作|做)(任何)?(更改|改动|修改|变动|操作)|什么(都|也)没|一切(照旧|如常|未变)",
    r"跳过|略过|(先|就|暂时|暂且)?不(动|删|改|碰|处理|操作)了|^(所以|因此).*(还|仍然|仍|依然|依旧)(在|留在|保留在)"
    r"|没(有)?(什么|啥)(要|需要|可|好|可以|得)?(做|改|处理|操作|动|弄)的?"
    r"|没有?成功|未成功|不成功"
    r"|(还|仍然|仍|依然|依旧)\s*(在|留在|待在|放在)\s*(原来|原处|原位|原地|原先|原本)",   # 它还在原来的位置
))
CANNOT_ZH = tuple(re.compile(p) for p in (
    rf"(?<!没有)(?<!没)(无法|不能|没法|没办法|没有办法|做不到|办不到|不支持|不可以|不可能|不提供|不具备|不允许|未能|没能|暂不支持|无权)"
    rf"(?!\s*(.{{0,6}}?({ZH_FIND})|确定|确认|判断))",
    rf"({ZH_ACT}|{ZH_ACT_CHAR})不(了|掉|出去|出来|成|上|进去|进来|动)|({ZH_ACT})失败", r"没有.{0,6}?(功能|选项|权限|按钮)|无此功能",
    r"(试着|试图|尝试)[^。]{0,20}?(没有?成功|未成功|失败)",
    rf"(没有?|未)\s*({ZH_ACT}|{ZH_ACT_CHAR})\s*成功",   # 没删成功: tried, did not succeed
    r"没有[^，。]{0,24}的\s*(功能|选项|按钮|设置项|开关|权限)",   # 没有按位置自动开启勿扰模式的选项
    r"(?<!我)(?<!你)(?<!您)不让",   # 应用不让移动
))
# A warning that an action to come cannot be undone (删除后无法恢复): no inability of the request.
IRREVERSIBLE_ZH = re.compile(r"(后|之后|以后)\s*(将|就|便)?\s*(无法|不能|不可|没法)\s*(恢复|撤销|撤回|找回|复原|还原)")
# 没能删除, 删除失败, 找到了但删不掉 (a perfective before it: the attempt was made)
PAST_INABILITY_ZH = re.compile(rf"(未能|没能)(?!\s*.{{0,6}}?({ZH_FIND}))|({ZH_ACT})失败|(没有?|未)\s*({ZH_ACT}|{ZH_ACT_CHAR})\s*成功"
                               rf"|了[^。]{{0,10}}?(但|可是|却)[^。]{{0,4}}?(删|改|关|开|发|移|存|做)不(了|掉|出去|成)")
_ZH_DATE = (r"\d{4}\s*年(\s*\d{1,2}\s*月)?(\s*\d{1,2}\s*(日|号))?|\d{1,2}\s*月\s*\d{1,2}\s*(日|号)"
            # 2023-10-12 and 10/12/2023, which the analysis form reads "2023 10 12" and "10 12 2023"
            r"|(?<!\d)(19|20)\d\d \d{1,2} \d{1,2}(?!\d)|(?<!\d)\d{1,2} \d{1,2} (19|20)\d\d(?!\d)"
            r"|[一二三四五六七八九十]+月[一二三四五六七八九十]+(日|号)"
            r"|昨天|前天|上周|上个?月|上星期|上礼拜|(\d+|[一二三四五六七八九十几]+)\s*天(前|以前)")
_ZH_BEGIN = "操作|开始|动手|处理|执行|来|打开|进来|接手"
ALREADY_ZH = re.compile(r"(已经|已|早已|早就|本来就?|原本就?|原来就|本身就|一直都?(?!\s*在(?![^，。]{0,8}?(?:里|中|上|内|列表)))"
                        r"|之前就|此前就|事先就|先前就|原先就)"   # 一直在闪 is going on, 一直在归档里 is a place
                        # 为 as "is" (已为开启状态), not "for" (已为张伟设定生日提醒)
                        rf"\s*(是|处于|为(?![您你])(?!\s*\S{{1,12}}?\s*({ZH_ACT}))|在|开着|关着|开启着|打开着|存在|有)"
                        # 之前已经被标记为完成了: done before, by someone
                        rf"|(之前|此前|以前|先前|原先|早先)\s*(就)?\s*(已经|已)\s*被\s*\S{{0,8}}?\s*({ZH_ACT}|记)"
                        # 本来就已经保存了, 早就记录了, 早已关闭: any action done before (not 我之前就删除了)
                        rf"|(?<!我)(?<!我们)((之前|此前|本来|原本|原来|早|事先|先前|原先)就|早已)(已经|已)?\s*(被)?\s*"
                        rf"(存在|设|记(?!得)|{ZH_ACT})"
                        rf"|(你|您|用户)\s*((在|于)?\s*({_ZH_DATE})\s*)?(之前|以前|早就|早已|已经|已)"  # 您已经记录过: by the user
                        rf"|(之前|以前|早就|早已|先前|原先)\s*(已经|已)?[^。]{{0,8}}?({ZH_ACT}|记)过"
                        # 在我操作前就已经删掉了: before the agent began
                        rf"|(在\s*我\s*({_ZH_BEGIN})?|我\s*({_ZH_BEGIN}))\s*(之|以)?前\s*(就)?\s*(已经|已)\s*(被\s*\S*?)?\s*"
                        rf"({ZH_ACT}|记|存在|是|在|有)"
                        # 本来就写的是500克: any predicate, not a negative one (本来就不存在 is NOT_EXIST)
                        r"|(本来|原本|原来|本身)就(?!\s*(不|没|无|未|可能|会|要|应该))(?=\s*\S)")
# "这笔支出已经记录过了", "这个号码已经存过了": done before (experiential 过), unless the agent
# says it did it ("我已经删除过").
ALREADY_ZH_BEFORE = re.compile(rf"(已经|已|早已|早就|曾经|曾)\s*(被)?\s*({ZH_ACT}|记)过")
# "Alice 已经保存了 555-0123", "Alice 已经存了这个号码": a holder (a name, number, contact or a
# demonstrative) before 已经 + a storing verb + what it holds (a name, number, demonstrative)
# after it: the contact had it saved before. Without a holder ("已经保存了 555-0123") or with
# the agent ("我已经保存了 ...") it is the agent's action, DID.
ALREADY_ZH_HOLDS = re.compile(
    rf"(ent\d+|\b(?!(i|we|ok|okay|done|yes)\b)[a-z0-9]+|号码|联系人|电话|手机号|通讯录|名片|这个|那个|它|他|她)\s*(里|中|上)?\s*"
    rf"(也|都|本来就|原本就)?\s*(已经|已|早已|早就)\s*({ZH_STORE})\s*(了|好了|着|有|下了)?\s*(ent\d|[a-z0-9+]|这个|那个|该)")
# An existing identical record: "I found an identical expense", "it's a duplicate", "找到了一笔相同的支出".
DUPLICATE_EN = re.compile(rf"\b(identical|duplicate|duplicated|exact same|same)( \w+)? {_RECORD}\b"
                          r"|\b(a|an|the) (duplicate|identical one|exact match)\b"
                          r"|\b(is|are|was|were) (exactly |completely )?(identical|an exact duplicate|an exact match)\b")
DUPLICATE_EN_EXISTS = re.compile(r"\b(found|find|see|saw|spotted|exists?|existed|there is|there are|there was|"
                                 r"there were|already|dated|logged|recorded|created|is|was)\b")
DUPLICATE_ZH = re.compile(r"(找到|发现|有|存在|查到|看到)了?\s*(一笔|一条|一个|一项|一样)?\s*(相同|一样|完全相同|一模一样|重复)的"
                          r"|(是|为)\s*(重复|相同)的?(支出|记录|条目|费用|一笔|一条)")
# Dates in Chinese: "2023年10月12日", "10月12号", "昨天", "三天前".
ZH_DATE = re.compile(_ZH_DATE)
# The user, not the agent, as the subject of a Chinese verb: "您在10月12日记录了这笔支出".
ZH_OTHER_AGENT = re.compile(r"(?<![为帮给替向对跟和让请诉])(你们|你|您|用户)(?!好|的|让|叫|要|想|希望|需要|请|说|提到|以为|认为|问)")
STATE_ZH = re.compile(r"(是|处于)\s*(开着|关着|开启|打开|关闭|启用|禁用)|(开着|关着)的?|(开启|打开|关闭|启用|禁用)的?状态")
NO_NEED_ZH = re.compile(r"不需要|无需|不用|没必要|没有必要|无须|不必")
# A verb of result whose object comes before the closing 了 (改成“买燕麦奶”啦, 挪到周二下午3点了,
# 改名为“待办事项”了, 从12种减到10种了): done, as a perfective right after the verb.
ZH_RESULTATIVE = re.compile(r"(到|成|为|进|入|给|上)$")
ZH_FINAL_PERFECTIVE = re.compile(r"^[^。]{0,24}?(了|啦|喽|啰|咯)\s*(喔|哦|呢|呀|啊|哈|嘛|啦|噢|哟)?\s*$")
# The passive with an agent other than the agent: 被Jamie勾掉了, 被你删了 (not 被删除, 被我删了).
ZH_BY_OTHER = re.compile(r"被\s*(?!我)[^\s]{1,12}?\s*$")
DID_ZH_DONE = re.compile(r"搞定|办好了|弄好了|处理好了|已完成|完成了|^(全部|都)?完成$|我\s*(删|删除|删掉|改|修改|移|移动|发|关|关闭|开|打开)的是")
DID_ZH_NOW = re.compile(r"现在(已经)?(是)?\s*(开着|开启|打开|关闭|关着|启用)|现在(已经)?(改)?(叫|名为|改名为|叫做)")
ZH_AGENT = re.compile(r"我|为您|为你|帮您|帮你|给您|给你|替您|替你")
# "我发现/我看到 ..." reports what the agent saw: what follows has its own subject, so 我 there is
# no agent of a later verb ("我发现这个号码已经保存过了" is ALREADY); "我看到后删除了" is still DID.
ZH_PERCEIVED = re.compile(r"我们?\s*(发现|注意到|看到|查到|确认)了?(?!\s*(后|之后|以后))")
# Verbs whose agentless perfect also describes a state ("蓝牙已经打开了", "这个号码已经保存了",
# "这笔支出已经记录了"): a loose DID, read as ALREADY next to "no need" / "so I didn't add it".
ZH_STATE_VERB = re.compile(rf"开启|打开|启用|关闭|关掉|关|开|{ZH_STORE}|记录|登记")
# A state as an item's value ("Bluetooth: ON", "蓝牙：开"), with a note that it did not change
# ("Bluetooth: ON (unchanged)", "蓝牙：开（未变）": DID_NOT, and ALREADY by the state rule) or
# what it was before ("蓝牙：开（原为关）": DID; "WIFI: ON (WAS OFF)" is STATE_CHANGED_EN).
_ON_ZH, _OFF_ZH = "开|开着|开启|打开|启用|已开启|已打开", "关|关着|关闭|禁用|已关闭"
_UNCHANGED_EN = r"unchanged|untouched|no change|no changes|not changed|as is|same as before"
ITEM_STATE = re.compile(rf"^(ent\d+ )?((is|are) )?((currently|now|still) )?(on|off|enabled|disabled|active|inactive|"
                        rf"connected|disconnected)( (?P<en>{_UNCHANGED_EN}))?$|^(ent\d+\s*)?({_ON_ZH}|{_OFF_ZH})$")
UNCHANGED_NOTE = re.compile(rf"^({_UNCHANGED_EN})$|^(未变|不变|没变|未更改|未改变|未改动|没改|未修改|无变化|保持不变|原样|未动)$")
WAS_STATE_ZH = re.compile(rf"^(原为|原来是|原本是|原本|原来|之前是|之前为|此前为|此前是|原先是|以前是|原先为)\s*"
                          rf"(?P<state>{_ON_ZH}|{_OFF_ZH})的?$")
ON_ZH = re.compile(rf"({_ON_ZH})$")
# 本来就没开, 一直都没连上: off before, in the first place (not 本来就没有, which is not there): ALREADY
# unless the answer says it acted ("蓝牙之前没有开启，我已经把它打开了" is DID).
WAS_OFF_ZH = re.compile(r"(本来|原本|原来|本身|之前|早)就\s*(没有?|未)\s*(开|打开|开启|启用|连接|连上|连)(?!\s*(成|起来))"
                        r"|一直都?\s*(没有?|未)\s*(开|打开|开启|启用|连接|连上|连)(?!\s*(成|起来))")
ZH_MODAL = re.compile(r"(会|将会|将要|即将|可以|能够|能|要|需要|想|打算|准备|应该|应当|请|可)\s*$")
ZH_STATE_BEFORE = re.compile(r"之前|原来|原本|本来|以前|先前")

# --- entities: back-references -------------------------------------------------------------
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
EXCLUSION = re.compile(r"\b(except( for)?|excluding|other than|but not|not including|apart from|aside from|besides)\s+"
                       r"(ent\d+(\s+(and|or|nor)?\s*ent\d+)*)|(除了|除|不包括|不含)\s*(ent\d+(\s*(和|与|及|或|、)?\s*ent\d+)*)")
AMBIGUOUS_EXCLUSION = re.compile(r"^(apart from|aside from|besides|除了|除)")
UNIVERSAL = re.compile(r"\b(all|every|everything|both|the rest|others)\b|都|全|均|其余|其他|其它")
LIST_NEGATION = re.compile(r"\b(not|no|none|never|neither|nor|without|missing|absent|nonexistent)\b|没|无|不|未|缺")
NOT_ASSERTED = re.compile(r"\b(asked|requested|wanted|mentioned|looked for|searched for|checked|tried)\b|让我|要求|查找|搜索")
