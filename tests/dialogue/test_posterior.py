"""Rule-valued requirements (posterior intents, ``dialogue.rules``) and the strict user's
replies to questions about them: a pick by the rule among the options the agent reports,
or the rule in words; never a device value the agent did not state."""

from decimal import Decimal

import pytest

from venus_tasks.dialogue import DialogueContext, ReplyKind
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.dialogue.rules import Option, Posterior, Rule, choose, listing, read_value, reported, say
from venus_tasks.dialogue.strict import NON_INFORMATIVE, REFUSAL, StrictUser

CHEAP_GOOD = Rule("cheapest_4_stars", "the cheapest T-shirt with at least 4 stars", "评分至少4星的T恤里最便宜的那件",
                  by="price", where=(("rating", ">=", Decimal(4)),))
OFFERED = (Option("Acme Tee", {"price": Decimal("19"), "rating": Decimal("4.2")}),     # listed first
           Option("Orbit Tee", {"price": Decimal("12"), "rating": Decimal("4.5")}),    # the rule's pick
           Option("Nova Tee", {"price": Decimal("8"), "rating": Decimal("3.6")}))      # cheapest, too few stars
POSTERIOR = Posterior(CHEAP_GOOD, OFFERED, default="Acme Tee")


def intent() -> Intent:
    return Intent((
        Requirement.ruled("shirt", Kind.ANCHOR, POSTERIOR, ("T-shirt", "T恤", "which one", "哪一件"),
                          phrase=CHEAP_GOOD.words, phrase_zh=CHEAP_GOOD.words_zh),
        Requirement("size", Kind.EXPLICIT, "M", ("size", "尺码"), phrase=", size M", phrase_zh="，尺码 M"),
    ))


GOAL = "Add something to wear to my cart in the shop."          # the ambiguous level: both in the gap
GOAL_ZH = "在商店里把一件衣服加入购物车。"
INCOMPLETE = "Add the cheapest T-shirt with at least 4 stars to my cart in the shop."


def ask(question: str, goal: str = GOAL):
    reply = StrictUser(intent()).reply(question, DialogueContext(goal, 0))
    return reply.text, reply.kind, reply.filled


def test_the_rule_picks_one_option_or_none():
    assert POSTERIOR.pick().name == "Orbit Tee"
    assert CHEAP_GOOD.pick(OFFERED[:1]).name == "Acme Tee"
    assert CHEAP_GOOD.pick(OFFERED[2:]) is None                                       # none qualifies
    tie = (Option("A", {"price": Decimal(5), "rating": Decimal(4)}), Option("B", {"price": Decimal(5), "rating": Decimal(5)}))
    assert CHEAP_GOOD.pick(tie) is None
    assert CHEAP_GOOD.pick((Option("A", {"price": Decimal(5), "rating": None}), OFFERED[1])) is None
    assert Rule("longest", "the longest", "最长的", by="seconds", lowest=False).pick(
        (Option("a", {"seconds": 200}), Option("b", {"seconds": 260}))).name == "b"


def test_a_posterior_refuses_a_default_pick_a_tie_and_an_unknown_attribute():
    with pytest.raises(ValueError, match="Forced Non-Default"):
        Posterior(CHEAP_GOOD, OFFERED, default="Orbit Tee")
    with pytest.raises(ValueError, match="picks no single option"):
        Posterior(CHEAP_GOOD, OFFERED[2:], default="Nova Tee")
    with pytest.raises(ValueError, match="unknown attribute 'colour'"):
        Rule("x", "x", "x", by="colour")
    with pytest.raises(ValueError, match="Requirement.ruled"):
        Requirement("shirt", Kind.ANCHOR, "Orbit Tee", ("T-shirt",), posterior=POSTERIOR)


def test_holds_only_for_exactly_the_pick():
    assert POSTERIOR.holds({"Orbit Tee"})
    assert not POSTERIOR.holds({"Acme Tee"}) and not POSTERIOR.holds(set())
    assert not POSTERIOR.holds({"Orbit Tee", "Nova Tee"})                             # buying every one


@pytest.mark.parametrize("attribute, text, value", [
    ("price", "costs $12.99", Decimal("12.99")), ("price", "12元", Decimal(12)), ("price", "$$ and $12", Decimal(12)),
    ("rating", "4.5 stars", Decimal("4.5")), ("rating", "评分4.1", Decimal("4.1")), ("rating", "3.9, $8", Decimal("3.9")),
    ("rating", "1.2 km away", None), ("price_level", "$$ · 4.1 stars", 2),
    ("distance", "850 m", Decimal(850)), ("distance", "1.2公里", Decimal(1200)),
    ("seconds", "3:45", 225), ("seconds", "3分45秒", 225), ("seconds", "2:10 or 3:45", None),
    ("ingredients", "5 ingredients", 5), ("ingredients", "五种食材", 5),
    ("likes", "120 likes", 120), ("likes", "120个赞", 120),
    ("due", "due Oct 9", (10, 9)), ("due", "10月9日到期", (10, 9)),
    ("sunday", "closed on Sundays", False), ("sunday", "open on Sunday", True), ("sunday", "周日休息", False),
    ("sunday", "周日营业", True), ("followed", "you follow her", True), ("followed", "not followed", False),
    ("followed", "未关注", False), ("followed", "已关注", True),
])
def test_values_are_read_in_english_and_chinese(attribute, text, value):
    assert read_value(attribute, text) == value


def test_options_are_read_from_the_stretch_after_each_name():
    got = reported("Acme Tee $19 (4.2 stars), Orbit Tee costs $12 at 4.5 stars; Nova Tee $8", OFFERED and
                   POSTERIOR.names, CHEAP_GOOD.needs)
    assert [(o.name, o.values["price"], o.values["rating"]) for o in got] == [
        ("Acme Tee", Decimal(19), Decimal("4.2")), ("Orbit Tee", Decimal(12), Decimal("4.5")), ("Nova Tee", Decimal(8), None)]
    assert choose(CHEAP_GOOD, "Acme Tee $19 4.2 stars, Orbit Tee $12 4.5 stars", POSTERIOR.names).name == "Orbit Tee"
    assert choose(CHEAP_GOOD, "Orbit Tee $12 4.5 stars", POSTERIOR.names) is None     # one option: no choice


# ------------------------------------------------------------------ the strict user
def test_listed_options_with_their_values_get_the_pick_by_the_rule():
    q = "Orbit Tee is $12 with 4.5 stars, Nova Tee $8 with 3.6 stars, Acme Tee $19 with 4.2 stars. Which one?"
    assert ask(q) == ("Orbit Tee, please.", ReplyKind.ANSWER, ("shirt",))
    q_zh = "Orbit Tee（4.5星，12美元）和 Nova Tee（3.6星，8美元），要哪个？"
    assert ask(q_zh, GOAL_ZH) == ("选Orbit Tee。", ReplyKind.ANSWER, ("shirt",))


@pytest.mark.parametrize("question, goal, words", [
    ("Which T-shirt do you want?", GOAL, CHEAP_GOOD.words),
    ("Orbit Tee or Nova Tee?", GOAL, CHEAP_GOOD.words),                              # no values
    ("Orbit Tee costs $12 and has 4.5 stars. Is that the one?", GOAL, CHEAP_GOOD.words),   # one option
    ("Orbit Tee $12, Nova Tee $8: which one?", GOAL, CHEAP_GOOD.words),              # no ratings
    ("Nova Tee $8 3.6 stars or Acme Tee $7 3.1 stars?", GOAL, CHEAP_GOOD.words),     # none qualifies
    ("你要哪一件？", GOAL_ZH, CHEAP_GOOD.words_zh),
    ("你要哪件T恤？", GOAL_ZH, CHEAP_GOOD.words_zh),                                  # names it as "T恤"
    ("Orbit Tee 和 Nova Tee 选哪个？", GOAL_ZH, CHEAP_GOOD.words_zh),
])
def test_without_the_values_the_rule_needs_the_reply_is_the_rule_in_words(question, goal, words):
    text, kind, filled = ask(question, goal)
    assert (text, kind, filled) == (words, ReplyKind.ANSWER, ("shirt",))
    for o in OFFERED:                                  # no device value in the reply
        assert str(o.values["price"]) not in text and o.name not in text


def test_a_misreported_value_is_applied_as_reported():
    """The agent says Acme Tee costs $9 (it costs $19): the user picks by what was said;
    the device check still applies the rule to the seeded data, so the pick fails there."""
    text, kind, _ = ask("Acme Tee $9 with 4.2 stars, Orbit Tee $12 with 4.5 stars, Nova Tee $8 with 3.6 stars?")
    assert (text, kind) == ("Acme Tee, please.", ReplyKind.ANSWER)
    assert not POSTERIOR.holds({"Acme Tee"}) and POSTERIOR.holds({"Orbit Tee"})


def test_the_stated_rule_is_the_agents_to_apply():
    """When the goal states the rule (incomplete level: only the size is missing), a
    question listing the options is about what the goal states: refused."""
    assert ask("Orbit Tee $12 4.5 stars, Nova Tee $8 3.6 stars?", INCOMPLETE)[1] is ReplyKind.REFUSAL
    assert ask("Which size?", INCOMPLETE) == ("M", ReplyKind.ANSWER, ("size",))
    assert ask("Orbit Tee $12 4.5 stars or Nova Tee $8 3.6 stars, and which size?")[0] == NON_INFORMATIVE["en"]
    assert ask("Should I tap Orbit Tee $12 4.5 stars or Nova Tee $8 3.6 stars?")[0] == REFUSAL["en"]


@pytest.mark.parametrize("attribute, value", [
    ("price", Decimal("12.99")), ("amount", Decimal("45")), ("rating", Decimal("4.5")), ("price_level", 2), ("reviews", 1234),
    ("distance", Decimal(850)), ("seconds", 225), ("ingredients", 7), ("likes", 120), ("due", (10, 9)),
    ("sunday", True), ("sunday", False), ("followed", True), ("followed", False)])
def test_what_say_writes_is_read_back_in_both_languages(attribute, value):
    for language in ("en", "zh"):
        assert read_value(attribute, say(attribute, value, language)) == value, (attribute, language)


def test_a_listing_in_either_language_is_read_whole():
    for language in ("en", "zh"):
        got = reported(listing(OFFERED, CHEAP_GOOD.needs, language), POSTERIOR.names, CHEAP_GOOD.needs)
        assert [(o.name, dict(o.values)) for o in got] == [(o.name, dict(o.values)) for o in OFFERED], language


def test_a_model_may_word_the_pick_but_not_pick_another_option():
    """The llm user's wording of a pick passes ``reply_check`` when it names the option the
    strict reply picked, and fails when it names another offered option."""
    from venus_tasks.dialogue.reply_check import failure

    q = "Orbit Tee $12 4.5 stars, Nova Tee $8 3.6 stars, Acme Tee $19 4.2 stars?"
    decided = StrictUser(intent()).reply(q, DialogueContext(GOAL, 0))
    assert decided.text == "Orbit Tee, please."
    assert failure("I'd take the Orbit Tee.", decided, q, GOAL, intent()) is None
    assert failure("I'd take the Nova Tee.", decided, q, GOAL, intent()).startswith("unreleased_value")
    words = StrictUser(intent()).reply("Which T-shirt do you want?", DialogueContext(GOAL, 0))
    assert failure("The cheapest T-shirt with at least 4 stars, please.", words, "Which T-shirt do you want?",
                   GOAL, intent()) is None


# ------------------------------------------------------------------ names mixing scripts
MIXED = Posterior(CHEAP_GOOD, (Option("Acme T恤", {"price": Decimal("19"), "rating": Decimal("4.2")}),
                               Option("Orbit T恤衫", {"price": Decimal("12"), "rating": Decimal("4.5")}),
                               Option("Nova T恤", {"price": Decimal("8"), "rating": Decimal("3.6")})),
                  default="Acme T恤")


def mixed_ask(question: str, goal: str):
    anchor = Requirement.ruled("shirt", Kind.ANCHOR, MIXED, ("which one", "哪一件"),
                               phrase=CHEAP_GOOD.words, phrase_zh=CHEAP_GOOD.words_zh)
    reply = StrictUser(Intent((anchor,))).reply(question, DialogueContext(goal, 0))
    return reply.text, reply.kind, reply.filled


@pytest.mark.parametrize("question", [
    "Orbit T恤衫（4.5星，12美元）和 Nova T恤（3.6星，8美元），要哪个？",
    "选Orbit T恤衫（4.5星，12美元）还是Nova T恤（3.6星，8美元）还是Acme T恤（4.2星，19美元）？",   # Han before a name
    "Orbit T恤衫是12美元4.5星，Nova T恤是8美元3.6星？",                                            # Han after a name
    "Ｏｒｂｉｔ Ｔ恤衫（４.５星，１２美元）和 Ｎｏｖａ Ｔ恤（３.６星，８美元），要哪个？",                # fullwidth
    "Orbit T恤衫 $12 4.5 stars or Nova T恤 $8 3.6 stars?",
])
@pytest.mark.parametrize("goal, pick", [(GOAL_ZH, "选Orbit T恤衫。"), (GOAL, "Orbit T恤衫, please.")], ids=["zh", "en"])
def test_a_name_mixing_latin_and_han_is_one_name_when_picked(question, goal, pick):
    """"Orbit T恤衫" is not read as "orbit t 恤衫" (the question's own words) and is found
    beside Chinese characters; the reply names the option as offered."""
    assert mixed_ask(question, goal) == (pick, ReplyKind.ANSWER, ("shirt",))


@pytest.mark.parametrize("question", ["Orbit T恤衫还是Nova T恤？", "Orbit T恤衫 or Nova T恤?",
                                      "是评分至少4星的T恤里最便宜的那件吗？", "Ｏｒｂｉｔ Ｔ恤衫还是Ｎｏｖａ Ｔ恤？"])
@pytest.mark.parametrize("goal, lang", [(GOAL_ZH, "zh"), (GOAL, "en")], ids=["zh", "en"])
def test_a_question_naming_mixed_script_options_or_the_rule_is_about_the_choice(question, goal, lang):
    """Naming offered options (no values) or the rule's own words is a question about the
    choice: the reply is the rule in words, not "ask about one detail"."""
    assert mixed_ask(question, goal) == (CHEAP_GOOD.words_in(lang), ReplyKind.ANSWER, ("shirt",))


def test_a_mixed_script_name_is_found_on_script_aware_boundaries():
    got = reported("选Orbit T恤衫（4.5星，12美元）还是Nova T恤（3.6星）？", MIXED.names, CHEAP_GOOD.needs)
    assert [(o.name, o.values["price"], o.values["rating"]) for o in got] == [
        ("Orbit T恤衫", Decimal(12), Decimal("4.5")), ("Nova T恤", None, Decimal("3.6"))]
    assert reported("Orbitron T恤衫 $12, Xnova T恤 $8", MIXED.names, CHEAP_GOOD.needs) == []
