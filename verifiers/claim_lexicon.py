"""Word lists and patterns used by :mod:`verifiers.claims`, in English and Chinese (the Chinese
claim patterns live in :mod:`verifiers.claim_lexicon_zh` and are re-exported here).

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
from verifiers.claim_lexicon_zh import *  # noqa: F401,F403 - the Chinese claim patterns, read as L.<NAME>
from verifiers.claim_references import *  # noqa: F401,F403 - what a clause is about, read as L.<NAME>
from verifiers.claim_verbs import ACTION_FORMS, ACTION_KIND, NOUNISH, ZH_ACT, ZH_ACT_CHAR, ZH_PERFECTIVE, ZH_STORE  # noqa: F401
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
GONE = re.compile(r"\b(is|are) (now )?gone\b|^(all |both )?gone( now)?$|\bno longer (in|on|there|exists?|present|listed|available|among|appears|shows|showing|is there|"
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
# Words that open a clause of time: "before I started", "since you started" (a phase, no action).
TIME_SUBORDINATORS = {"before", "after", "when", "since", "until", "till", "once", "as", "while"}
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
                           # the state it was marked as: "marked done on Mar 1", "marked as paid in May"
                           rf"((as )?(done|complete|completed|finished|paid|read|unread|private|public|favou?rite|on|off) )?"
                           rf"((on|in|at|dated|from|since|as of|during) (the )?{DATE_EN}"
                           r"|(\w+ )(minutes?|hours?|days?|weeks?|months?|years?) ago\b|yesterday\b|last (week|month|year)\b)")
# A date anywhere after a verb: "you logged this on October 12", "you added it yesterday".
DATE_MENTION_EN = re.compile(rf"\b((on|in|at|dated|from|since|during) (the )?{DATE_EN}"
                             r"|yesterday|earlier today|this morning|\w+ (minutes?|hours?|days?|weeks?|months?) ago|last (week|month|year)\b)")
# Month abbreviations: the full stop of "Oct. 12" does not end the sentence.
ABBREVIATION_BEFORE = re.compile(r"(?i)\b(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|no|nr|approx)$")
STATE_WORDS = ("on|off|enabled|disabled|active|inactive|activated|deactivated|turned on|turned off|"
               "switched on|switched off|muted|unmuted|set to|at \\w+|in \\w+ mode|connected|visible|hidden")

# --- clause boundaries ---------------------------------------------------------------------
SENTENCE_END = re.compile(r"[。！？；!?;\n｡]+|[\U0001F300-\U0001FAFF]+(?=\s*\S)|[~～](?!\s*[\d$€£¥])|…+|\.{2,}|[.．](?=\s|$|[\"'”’)\]]|[^\x00-\u2fff])")
SEPARATOR = re.compile(
    r"[,，](?!\d)|(?<!\d)[,，]|(?<!\d)[:：](?!\s*(nothing|none|no\b|没有|无))|[:：](?!\d)(?!\s*(nothing|none|no\b|没有|无))|\s[-–—]+\s|[—–]+|[()（）|｜]"
    r"|(?i:\b(?=(?:but|however|although|though|whereas|while|because)\b))"
    r"|(?i:\b(?=and (?:i|we|it|they|there|so|then|nothing|none|no)\b))"
    r"|(?i:\b(?=so (?:i|we|it|they|there|nothing|no|none)\b))"
    r"|(?i:\b(?=and (?:" + "|".join(w for w, f in ACTION_FORMS.items() if f == "past") + r"|left|kept)\b))"
    r"|(?=但是|不过|可是|然而|所以|因此|因为|由于|并且|而且)|(?<!不)(?=但(?!是))"
    r"|(?<![然因从进反])(?=而(?![是且已]))")

# "None of A, B and C exist": a comma piece that starts with a list of entities continues the
# piece before it when that one ends with an entity.
ENTITY_LIST_START = re.compile(r"^ent\d+( (and |or |nor )?ent\d+)* (and|or|nor) ent\d+\b")
# The last item of a list after an Oxford comma ("None of Bob, Carla, or Dmitri exist"): it continues
# a clause ending in a list of names.
OXFORD_LAST = re.compile(r"^(and|or|nor) ent\d+\b")

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
    # "As far as I can tell, ...", "..., I'm fairly certain": a doubt standing as a clause of its own
    r"|^(and |but )?((i am|i|we are|we) )?(pretty|fairly|reasonably|almost|quite|mostly) (sure|certain|confident)$"
    r"|^(but )?(as far as i (know|can tell|can see|remember|recall)|from what i (can )?(see|tell)"
    r"|to (the best of )?my knowledge|if i am not (mistaken|wrong)|if memory serves|if i (recall|remember) (correctly|right))$"
    r"|^(但是?|不过|可是)?\s*(我)?(也|还)?(不太|不是很|不是太|不敢|无法|不能|没法|不)(确定|肯定)(吧|呢|啊)?$"
    r"|^(也许|或许|可能|大概|说不定)\s*(吧|不是|没有|也不是|也没有)?$"
    r"|^(但是?|不过)?\s*([据就]我所知|(如果|要是|若)我没(记|看)错(的话)?|印象中|印象里)$")
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
                         r"|\b(the )?(app|dialog|dialogue|pop ?up|message|screen|system|toast|prompt|notification|phone) "
                         r"(said|says|showed|shows|displayed|displays|reported)\b"
                         r"|\b(an error|error message|it said|the app said|crash|crashed|crashing|crashes|froze|freezes|"
                         r"(permission|access) denied)\b")
# A condition that blocks an action: "wasn't sent — no signal", 没发出去，没有网络 (a failure met:
# CANNOT next to DID_NOT; next to "can't" alone it is no attempt).
BLOCKER = re.compile(r"\bno (signal|connection|network|internet|service|reception|coverage)\b|\boffline\b"
                     r"|没有?(网络|信号)|断网|离线|网络(不通|断开|故障)")
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
REQUEST_RELATIVE = re.compile(r"(你|您|用户)(刚才|之前)?(想|想要|要|让我|要求|希望|需要|请我|说要|说想)[^，。\s]{0,8}的\s*(那|这)?")
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
                     r"permissions|access|rights|privileges|authori[sz]ation)\b|\bon (this|the|your) (device|phone|tablet)\b|"
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
# A collection of records after "not available" ("isn't available in your library"): a record not
# there, not a function.
IN_COLLECTION = re.compile(r"^ (in|on|from|among) (the |your |this |that |my )?(\w+ )?(library|list|playlist|contacts|"
                           r"address book|files|folder|notes|calendar|album|gallery|inbox|catalog|catalogue|collection|"
                           r"records|expenses|results)\b")
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
    # a holder without the named thing: "the Tasks app has no task called Renew passport"
    r"\b(has|have|had|contains?|holds?) (no|nobody|no one|nothing) (\w+ ){0,2}?(called|named|titled|labell?ed) ent\d+",
    # a search that found nothing: "searching for Visa returned nothing", "the search came up empty"
    r"\b(search|searching|searched|lookup|query)\b.*\b(returned|gave|showed|turned up|yielded|brought up) (nothing|no "
    r"(results?|matches|hits)|zero results|0 results)\b|\bcame up empty\b",
    rf"\bnot (\w+ ){{0,3}}?(be )?(?<!\ba )(?<!\ban )(?<!\bthe )(?<!\bmy )(?<!\byour )(?<!\bany )(?<!\bno )"
    rf"{_PERCEIVE}\b(?! (any )?{_NOT_A_THING}\b)",   # not "could not reserve a spot" (a noun)
    rf"\b(unable|failed) to {_PERCEIVE}\b",
    rf"\b{_PERCEIVE} (no|none|nothing|neither)\b(?! {_NOT_A_THING}\b)",
    rf"\bthere (is|are|was|were|has been|have been|seems to be|appears to be) (no|none|nothing|not (a|an|any|one|a single))\b"
    rf"(?! {_NOT_A_THING}\b| (for (me|us|you) )?to\b| (else|more|left) to\b)",
    r"\bno (such|matching|existing|corresponding|trace|sign)\b",
    r"\bnot (\w+ )?(appear|appears|appeared|appearing|show up|shows up|showed up|showing up|turning up|turn up|"
    r"turned up|shown|listed|present|there|included|"
    r"recorded|available|visible|among)\b",
    r"\b(is|are|was|were|be) not (in|inside|among|part of|one of|on (the|your|this|that|my|any|pro|its|it|them)|on there)\b",
    r"(^|^ent\d+ )not (in|inside|among|on) (the|your|this|that|my|any|its)\b",   # an item: "Pilates: not on your calendar"
    r"^(ent\d+ )?(n a |none |skipped )?not (in|inside|among) (\w+ )?\w+$",   # a note: "n/a (not in app)"
    r"\bnot (seem|seems|appear|appears) to be (in|there|present|listed|among|part of|one of)\b",
    rf"\b(not|never) (have|has|had)\b(?! to\b)(?!{_LACKS_FEATURE})",
    r"\b(not|never) (contain|contains|include|includes|list|lists|hold|holds)\b",
    r"(?<!not )\b(missing|absent|nowhere)\b",
    r"\bno (ent\d+|expense|expenses|item|items|category|categories|transaction|transactions|file|files|"
    r"note|notes|contact|contacts|event|events|alarm|alarms|result|results|match|matches|entry|entries|"
    r"record|records|one)\b",
    r"\bnothing (named|called|like|matching|by that name|with that name|under)\b",
    r"\b(0|zero) (results?|matches|hits|entries|items)\b",
    r"(^|\b(found|find|see|saw|there (are|were)|you have|has|have) )(0|zero) (\w+ ){0,3}?\w+s\b",   # "Found 0 Gym events"
    r"\b(none|neither) (of \w+ )?(\w+ ){0,3}?(exist|exists|existed|appear|appears|appeared|"
    r"((is|are|was|were) )?(showing|show|shows|showed|turning|turn|turns|turned) up|(is|are|was|were|be|been) "
    r"(found|there|present|listed|in|on|shown|available|visible|recorded|among))\b",
))
NOT_EXIST_EN_SKIP = re.compile(r"\b(at first|initially|at the beginning|not sure|unsure|not certain|no idea|"
                               # what the user asked for, not a place: "it wasn't in the request", "not on your list"
                               r"not (in|part of|among|on) (the|your|my) (request|instructions?|task|message|list you gave|"
                               r"original request|brief)|"
                               # a search still going on: "I haven't found it yet, still looking"
                               r"(have|has) not (\w+ ){0,2}?(found|located|seen|spotted)\b.*\byet\b|still (looking|searching)|"
                               r"not clear|unclear)\b")
_ING = "|".join(sorted(w for w, f in ACTION_FORMS.items() if w.endswith("ing")))
# A thing that refuses (present inability, no action of the agent's): "the Home Wi-Fi won't connect".
REFUSES_EN = re.compile(r"^(the |my |your |this |that )?(?!i |we |you )(ent\d+|\w+)( \w+)? (will|does) not (open|connect|load|"
                        r"start|launch|pair|sync|respond|turn on|turn off|play|install|update|save|send)\b")
CANNOT_EN = tuple(re.compile(p) for p in (
    rf"\b(can|could) not\b(?! (\w+ )?({_PERCEIVE}|confirm|tell|say|wait|verify|determine|remember|recall|undo|"
    r"be (found|seen|located|undone|reversed|recovered))\b)",
    rf"\b(unable|not (be )?able|failed|fail|not (be )?allowed|not permitted) to\b(?! {_PERCEIVE}\b| confirm\b| verify\b)",
    r"\bnot (possible|supported|feasible|allowed|permitted|doable)\b|\b(impossible|unsupported)\b",
    # a restriction of where or by whom: "it can only be deleted from the web app", "is read-only"
    r"\bcan only be (\w+ )?\w+ (from|on|in|via|through|by|with)\b|\b(read|view) only\b|\bwrite protected\b",
    r"\bnot (support|supports|offer|offers|provide|provides|allow|allows|let|lets|permit|permits)\b",
    r"\b(lacks|lacking)\b|\bbeyond (my|what)\b|\bnot something (i|we|it|the app) (can|could)\b",
    # a means the app lacks: "Gym has no share button", "there is no rename option"
    # (not "no option called Smart Lock": the named option itself is not there, NOT_EXIST)
    r"\b(has|have|had|there is|there are|there was|with) no (\w+ ){0,2}(button|option|menu item|toggle|icon|control)s?\b"
    r"(?! (called|named|labell?ed|titled) )",
    rf"\b{_FAILED_ACTION} failed\b|\b(bounced|errored out|timed out|(was|were|got) rejected)\b|"
    rf"\bnot an option\b|\bnot (have|has|offer|offers){_LACKS_FEATURE}|\bnot (manage|succeed)\b",
    r"\bno (\w+ )?(way|option|feature|function|functionality|ability|capability|support) (to|for)\b",
    # a rule of another party: "managed by your organisation", "disabled by policy", "your admin blocks ..."
    r"\b(blocked|disabled|restricted|locked|managed|controlled|enforced|prevented) by (your |the |a )?(\w+ )?"
    r"(organi[sz]ation|admin|administrator|policy|policies|it department|company|employer|work profile)\b"
    r"|\b(organi[sz]ation|admin|administrator|policy|employer|company) (blocks|prevents|restricts|forbids|disallows)\b",
    r"\b(is|are) (currently |still |now )?(locked|write protected)\b(?! (screen|folder)\b)|"   # "the third one is locked"
    r"\b(greyed|grayed) out\b|\bnot clickable\b|\b(did|would) not (work|go through|take effect|stick)\b",
    r"\b\w+ing (ent\d+ |it |them |the \w+ )?failed\b",
    rf"\b({_ING}) (\w+ ){{1,6}}?(failed|did not go through)\b",   # "Sending the message to Bob failed"
    # a thing that refuses: "the Home Wi-Fi won't connect", "the camera app won't open"
    REFUSES_EN.pattern,
))
# The step budget or time spent before the action (a past inability): "I ran out of steps
# before I could rename it", "ran out of time", "步数用完了", "没来得及改", "来不及".
OUT_OF_BUDGET = re.compile(r"\bran out of (steps|time|attempts|tries|moves|actions|budget)\b|\b(step|time) (limit|budget) "
                           r"(was |is )?(reached|hit|exceeded|ran out)\b|\b(hit|reached|exceeded) (the|my) (step|time) "
                           r"(limit|budget)\b|(步数|步骤数|时间|次数|额度)\s*(已经|已)?\s*(用完|用光|耗尽|不够|不足|超限)"
                           r"|没来得及|来不及|超时了")
# A count of zero done: "Files moved: 0", "0 notes deleted", "deleted: none".
_PAST = "|".join(sorted(w for w, f in ACTION_FORMS.items() if f == "past"))
NONE_DONE_EN = re.compile(rf"^(\w+ ){{0,2}}({_PAST}) (0|zero|none|nothing)$|^(\w+ )?(0|zero) (of \d+ )?(\w+ ){{0,2}}({_PAST})$")
# A record not kept in a place, in the present: "this recipe isn't saved on the device", "it is not
# stored in Notes" (NOT_EXIST; "the entry wasn't logged" is an action not done).
NOT_STORED_EN = re.compile(r"\b(is|are) not (saved|stored|kept|recorded|listed|filed|added) (on|in|to|under|among) "
                           r"(the|this|your|my|that|any) ")
PAST_INABILITY_EN = re.compile(
    rf"\b{_FAILED_ACTION} failed\b|\b\w+ing (ent\d+ |it |them |the \w+ )?failed\b|\b({_ING}) (\w+ ){{1,6}}?failed\b"
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
WAS_BEFORE_EN = re.compile(rf"\b(was|were|had been) (?!not )(\w+ )?({STATE_WORDS}) {STATE_TIME}"
                           # a state that has lasted: "has been in Archive since March", "has been on for two hours"
                           r"|(?<!\bi )(?<!\bwe )\b(has|have) (already )?been (?!not )(\w+ ){1,3}?(since \w+"
                           r"|for (the (past|last) )?(\w+ )?(minutes?|hours?|days?|weeks?|months?|years?|ages|a while))\b")
# A state that stayed: "Vibrate remains off", "it is still on" (ALREADY unless the answer says it acted).
STATE_KEPT_EN = re.compile(rf"\b(remains|remained|stays|stayed|(is|are|was|were) still) ({STATE_WORDS})\b")
# "..., as it was before": the state of the clause before was so before.
AS_BEFORE_EN = re.compile(r"^(just )?(as|like) (it|they|ent\d+) (was|were|had been|has been|have been|always (was|were|is|are))"
                          r"( (before|already|originally|all along|to begin with))?$|^(same|unchanged) as before$")
# (not of a person: "you're currently on a call" is where the user is, no switch's state)
STATE_EN = re.compile(rf"(?<!\byou )(?<!\bwe )(?<!\bi )(?<!\bthey )\b(is|are|was|were|am|remains|remained|stays|stayed|s)( currently| presently| still)? "
                      rf"({STATE_WORDS})\b")
STATE_NOW_EN = re.compile(rf"\b(is|are|am) now ({STATE_WORDS}|gone|turned|switched|set|called|named|titled)\b"
                          r"|\bnow (has|have|contains|reads|lists|shows|repeats|starts|ends|rings)\b"   # the result of an edit
                          rf"|\b(is|are) ({STATE_WORDS}|gone) now\b"
                          rf"|\bnow (it|they|ent\d+) (is|are) ({STATE_WORDS})\b"
                          # "Brightness was 70%, now it's 50%": the value after the change
                          r"|\bnow (it|they|ent\d+) (is|are) (?!(not|no|still|available|visible|listed|there|here|showing|shown)\b)\w"
                          r"|^(all set|all done|done|successfully|finished|complete|completed|mission accomplished|"
                          r"task (is )?(complete|completed|done|finished)|that is done|taken care of)\b"
                          # "Bob's work phone is now 555-0199": the value after the change
                          r"|(?<!\bit )\b(is|are) now (?!(not|no|still|available|visible|listed|there|here|showing|shown)\b)\w"
                          r"|\b(is|are) (now in (the )?\w+|in (the )?\w+( folder)? now)\b")   # "all of them are in Archive now"
# A result reported as a state of the thing asked for: "your playlist is ready", "the timer is
# running now", "the entry is in" (not "still running", "is already running", "you're all set",
# "no timers are running": read_english also wants no negator and no "you" as the subject).
RESULT_STATE_EN = re.compile(r"(?<!\byou )\b(is|are) (now )?(ready|all set|set up|good to go|up and running|running|live|"
                             r"in place)\b|\b(is|are) (now )?in( now)?$")
NO_NEED_EN = re.compile(r"\b(no|not) (\w+ )?(need|needed|necessary|required)\b"
                        r"(?! (to|for) (worry|concern|apologi[sz]e|thank))"
                        r"|\bno (\w+ ){1,2}(was |were |is |are )(needed|necessary|required)\b"   # "no edit was needed"
                        r"|\bnothing (\w+ )?(to|needed to|that needed to) (be )?(do|done|change|changed|turn|switch)\b"
                        r"|\bno (action|changes?)\b|\bdid not have to\b")
DID_NOT_EN = tuple(re.compile(p) for p in (
    r"\b(left|kept) (it|them|everything|things|that|this|ent\d+|the \w+|\w+)( \w+)? (as (it|they) (is|was|are|were)|"
    r"as is|unchanged|untouched|alone|intact|in place|the same|the way it was|on|off|enabled|disabled)\b"
    r"|\b(left|kept) (it|them|those|these|everything|both)( all| both| be)?$",   # "..., so I left them all"
    r"\b(is|are|was|were|remains|remained|stays|stayed|still) (\w+ )?(unchanged|untouched|intact)\b",
    r"\b(was|were|is|are|been) left (on|off|alone|unchanged|untouched|as (it|they) (was|were|is|are)|as is|in place|"
    r"enabled|disabled)\b",   # "Vibrate was left on"
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
    # what stayed as it was after an action not done: "so NFC stays off", "so it remains on"
    rf"^(and )?so\b.*\b(stays|stay|stayed|remains|remain|remained|is still|are still) ({STATE_WORDS}|unchanged|as it (is|was))\b",
    # the old name or value kept: "It still has its old name", "still shows the original time"
    r"\bstill (has|have|shows|show|reads|read|uses|use|carries|keeps) (its|their|the) (old|original|same|previous|former)\b",
    # kept, left, spared: "'Road trip' was kept, as you asked", "I left Laundry running"
    r"\b(ent\d+( \w+)?|it|they|both|everything|the rest) (was|were|is|are|has been|have been) (kept|left|retained|preserved|spared)( (as (it|they) (is|was|are|were)|as is|"
    r"in place|where (it|they) (was|were)|intact|alone|unchanged|untouched|running|open|active|on|off))?( as (you )?"
    r"(asked|requested|instructed|wanted))?$",
    r"\b(left|kept) (it|them|((the|your|my) )?(ent\d+|\w+)( \w+)?) (running|open|active|playing|going|in place|where (it|they) (was|were)|"
    r"as (it|they) (was|were))\b",
    r"\b(i|we) (just |simply |have )?(left|kept) (it|them|that|this|ent\d+|everything|things)( (there|here|alone|be))?$",
))
# "..., and neither does B", "nor is Gym", "B doesn't either": the previous clause's claims again.
ELLIPSIS = re.compile(r"^(and |but )?(neither|nor|so) (does|do|did|is|are|was|were|has|have|can|could)\b"
                      r"|\bnot either$|^(and |but )?(ent\d+ )?(too|as well|also)$|^(ent\d+\s*)?(也是|也一样|同样)")
# The action of the clause before denied of other names: "I deleted Taxi, but not Parking",
# "deleted all of them, not Parking though" (a count, "not 3", is COUNT_APPOSITIVE).
NEGATED_ELLIPSIS = re.compile(r"^(but |and )?not (ent\d+( (and|or|nor) ent\d+)*)( though| however| yet)?$")
# The user's number quoted back: "you said 5", "您说的是三条" (a different number elsewhere = count differs).
USER_NUMBER = re.compile(r"\byou (said|mentioned|thought|expected|asked for|assumed|counted)\b"
                         r"|\b(i|we) expected\b|\bbased on your (message|request|note|instructions?)\b"
                         r"|(您|你)(说|提到|以为|认为)的?是|(?<![按照如])(您|你)(刚才|之前)?(说|以为|提到|觉得|认为)(?!的\s*(那|这))")
# The user's words or belief quoted back, as a clause of its own: "You said Green curry was
# missing, but it isn't", "你说有3个版本的烩饭". It claims nothing for the agent (a number in it
# is still the user's number, USER_NUMBER); "as you said, ..." agrees, it quotes nothing.
# The agent's own mistaken belief, as a clause: "我以为“灵感”已经删掉了，其实没有", "I thought I had
# deleted it, but ...": what it thought, no claim.
BELIEF = re.compile(r"^(and |but |so )?(i|we) (had )?(first |originally |initially )?(thought|assumed|believed) "
                    r"(that )?(i|we|it|they|ent\d+) |^(我|我们)(原以为|本以为|还以为|以为|原来以为)")
REPORTED = re.compile(r"^(and |but |so )?(you|the user) (had |have |originally |just )?(said|mentioned|thought|believed|"
                      r"assumed|claimed|expected|told me|guessed|figured|wrote|noted|reported)\b"
                      r"|^(and |but |so )?your (message|note|request|email|text|instructions?) (said|says|mentioned|claimed)\b"
                      r"|^(但是?|而且)?(你|您|用户)(刚才|之前|原来|本来)?(说|提到|以为|认为|觉得|估计|猜)(?!的|过的|要[^，。\s]{0,8}的|想[^，。\s]{0,8}的)")
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
    rf"\b{_EN_NUM}( \w+){{0,7}},? not (just |only |merely )?(the )?{_EN_NUM}\b",
    rf"^(but |and )?(there (are|is|were|was) )?not (?!one\b|a single\b|single\b){_EN_NUM}\b(?! of\b)",
    rf"\bthere (are|is|were|was) not (?!one\b|a single\b|single\b){_EN_NUM}\b",
    rf"\bnot {_EN_NUM} but\b",
    rf"\b(instead of|rather than) (the )?{_EN_NUM}\b",
    r"\b(fewer|less|more) (\w+ ){0,3}?than (the )?(\w+ )?(you|expected|requested|mentioned|said|stated|thought|assumed)\b",
    r"\bnot (as many|that many|so many)\b",
    r"\b(number|count|total) (\w+ ){0,3}(is|was) (different|wrong|incorrect|off|lower|higher|smaller)\b",
    r"\b(number|count|total) (\w+ ){0,3}(does|did) not match\b",
    # the user's count missed by some: "you're one short", "the count was off by two"
    rf"\b(you are|you were|that is|it is|that was|it was) {_EN_NUM} (short|over|too many|too few)\b|\boff by {_EN_NUM}\b",
))
# Chinese classifiers (量词) of counted things: 三条, 5笔, 8首, 4则, 6位, 5道.
ZH_CLASSIFIER = "(条|笔|个|项|次|张|份|种|类|首|则|位|道|篇|件|封|本|部|段|台|只|家|名|组|人|款|场|集)"
COUNT_ZH = tuple(re.compile(p) for p in (
    rf"(只有|只找到|仅有|仅找到|只存在|才有|只剩|只查到|只发现|仅发现|总共只|一共只)[^。]{{0,8}}?{ZH_NUM}(?!\s*(月|号|日|年|点|%|元|块))",   # 只有 4 月份的: a date
    rf"不是.{{0,6}}?{ZH_NUM}\s*{ZH_CLASSIFIER}", rf"而(不)?是\s*((你|您)(说|以为|提到|认为)的)?\s*{ZH_NUM}",
    rf"(并非|而非)\s*((你|您)(说|以为|提到|认为)的)?\s*{ZH_NUM}",
    rf"不止\s*{ZH_NUM}\s*{ZH_CLASSIFIER}",   # 不止3个: more than the user's number
    rf"没有\s*(?!一\s*{ZH_CLASSIFIER}){ZH_NUM}\s*{ZH_CLASSIFIER}",  # 没有一条: none at all
    r"数量(不对|不符|有误|不一致|不正确|不匹配|对不上)|不到\s*" + ZH_NUM + "|少于|多于",
    r"(总数|数量|条数|个数|数目|笔数)[^。]{0,8}?(不一样|不对|不符|不同|对不上)|(和|与|跟)(您|你)说的[^。]{0,4}?(不一样|不同|不符|对不上)"
    r"|比(您|你)(说|以为|提到|预计|预期)的[^。，]{0,8}?(多|少)",
))

# A count corrected in a comma piece of its own ("There are two events called Dentist, not
# one", "有5个菜谱，不是4个"): it continues the clause before it, whose subject and hedges it shares.
COUNT_APPOSITIVE = re.compile(rf"^(but |and |or )?not (even |quite |just |only )?(the )?{_EN_NUM}( \w+)?( (you|i|we) \w+)?$"
                              rf"|^(而|并|可)?(不是|并非|而非)\s*((你|您)(说|以为|提到|认为)的)?\s*{ZH_NUM}\s*{ZH_CLASSIFIER}?\s*\S?$")

# An existing identical record: "I found an identical expense", "it's a duplicate" (Chinese:
# DUPLICATE_ZH).
DUPLICATE_EN = re.compile(rf"\b(identical|duplicate|duplicated|exact same|same)( \w+)? {_RECORD}\b"
                          r"|\b(a|an|the) (duplicate|identical one|exact match)\b"
                          r"|\b(is|are|was|were) (exactly |completely )?(identical|an exact duplicate|an exact match)\b")
DUPLICATE_EN_EXISTS = re.compile(r"\b(found|find|see|saw|spotted|exists?|existed|there is|there are|there was|"
                                 r"there were|already|dated|logged|recorded|created|is|was)\b")
