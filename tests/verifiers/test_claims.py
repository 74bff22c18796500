"""Focused tests of statements/claims_about/listed: clause splitting, subjects,
back-references, and the cases the corpus measures only in aggregate."""

from __future__ import annotations

import pytest

import doctest

import verifiers.claims
from verifiers.claims import Claim, Statement, claims, claims_about, explicit_claims_about, listed, statements

D, DN, NE, AL, CA, CD = (Claim.DID, Claim.DID_NOT, Claim.NOT_EXIST, Claim.ALREADY, Claim.CANNOT,
                         Claim.COUNT_DIFFERS)


def test_claim_values_are_strings():
    assert Claim.NOT_EXIST == "not_exist" and Claim("did_not") is Claim.DID_NOT


def test_statements_shape_and_subjects():
    got = statements("I deleted B, but A wasn't there", ["A", "B"])
    assert got == [Statement(D, ("B",), "I deleted B"), Statement(NE, ("A",), "but A wasn't there")]
    # A general statement names none of the entities.
    got = statements("I couldn't find A, B or C, so no expenses were deleted", ["A", "B", "C"])
    assert [(s.claim, s.subjects) for s in got] == [(NE, ("A", "B", "C")), (DN, ("A", "B", "C"))]
    assert got[0].text == "I couldn't find A, B or C"
    assert statements("Should I delete Taxi?", ["Taxi"]) == []


def test_aliases_report_the_first_alias():
    got = statements("蓝牙已经是开着的，不需要再打开", [("Bluetooth", "蓝牙")])
    # the 2nd clause names nothing and continues the 1st (same sentence, no subject of its own)
    assert [(s.claim, s.subjects) for s in got] == [(AL, ("Bluetooth",)), (DN, ("Bluetooth",))]
    assert claims_about("I turned on 蓝牙.", ("Bluetooth", "蓝牙")) == {D}


def test_back_references_and_all_of_them():
    got = statements("A and B don't exist, so I didn't delete them.", ["A", "B", "C"])
    assert [(s.claim, s.subjects) for s in got] == [(NE, ("A", "B")), (DN, ("A", "B"))]
    got = statements("I checked A, B and C. None of them exist.", ["A", "B", "C"])
    assert [(s.claim, s.subjects) for s in got] == [(NE, ("A", "B", "C"))]
    got = statements("我查了出租车和健身，都不存在。", ["出租车", "健身"])
    assert [(s.claim, s.subjects) for s in got] == [(NE, ("出租车", "健身"))]
    got = statements("I looked for Taxi. It isn't there.", ["Taxi", "Gym"])
    assert [(s.claim, s.subjects) for s in got] == [(NE, ("Taxi",))]
    # "..., and neither does B" repeats the previous clause's claim for B.
    assert claims_about("A does not exist, and neither does B.", "B", ["A", "B"]) == {NE}


def test_claims_about_keeps_other_entities_clauses_apart():
    text = "I deleted B, but A wasn't there"
    assert claims_about(text, "A", ["A", "B"]) == {NE}
    assert claims_about(text, "B", ["A", "B"]) == {D}
    # The entity asked about joins the list automatically.
    assert claims_about(text, "A", ["B"]) == {NE}
    mixed = "我删除了Lunch，但是没有找到Yoga retreat"
    assert claims_about(mixed, "Lunch", ["Yoga retreat"]) == {D}
    assert claims_about(mixed, "Yoga retreat", ["Lunch"]) == {NE}
    # A consequence clause ("所以没有删除", "so I left it") belongs to the clause before it.
    assert claims_about("我删除了Lunch，Dinner不存在所以没有删除。", "Lunch", ["Dinner"]) == {D}
    # General statements count for every entity.
    assert claims_about("Taxi doesn't exist. Nothing was changed.", "Taxi") == {NE, DN}


def test_single_letter_entities_are_not_the_article():
    got = statements("I couldn't find a Taxi expense.", ["A"])
    assert [s.subjects for s in got] == [()]
    assert claims_about("There's no A expense", "A") == {NE}


@pytest.mark.parametrize("text, expected", [
    ("You asked me to delete Taxi.", set()),
    ("I was asked to turn it on.", set()),
    ("Should I delete Taxi?", set()),
    ("Do you want me to delete Gym instead?", set()),
    ("If it existed I would delete it.", set()),
    ("I couldn't find Taxi. Did you mean Taxis?", {NE}),
    ("I deleted it as you requested.", {D}),
    ("As you asked, I deleted Taxi.", {D}),
    ("要我删除出租车吗？", set()),
    ("您让我删除出租车。", set()),
    ("如果存在的话我会删除它。", set()),
    ("按照您的要求已经删除了Taxi。", {D}),
])
def test_questions_conditionals_and_quoted_requests(text, expected):
    assert claims(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Nothing was deleted.", {DN}),
    ("No expenses were deleted.", {DN}),
    ("I did not turn it on.", {DN}),
    ("Taxi was not removed.", {DN}),
    ("I deleted nothing.", {DN}),
    ("没有删除", {DN}),
    ("Nothing else was changed.", set()),  # says nothing about the requested action
    ("I deleted Taxi and didn't change anything else.", {D}),
    ("Taxi exists and I deleted it.", {D}),
    ("I found Taxi.", set()),
    ("Done. I deleted A, no problems.", {D}),
    ("The expense Taxi is not missing.", set()),
    ("I'm not sure Taxi exists.", set()),
    ("At first I couldn't find Taxi, but then I found it and deleted it.", {D}),
])
def test_negation_scope(text, expected):
    assert claims(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("I have already turned on Bluetooth for you.", {D}),
    ("Bluetooth was not already on, so I turned it on.", {D}),
    ("Bluetooth is already on.", {AL}),
    ("Bluetooth was on before.", {AL}),
    ("Bluetooth was off before, now it's on.", {D}),  # a state before, then an action
    ("Nothing to change because it is on.", {AL, DN}),
    ("Bluetooth is currently on, so no change was needed", {AL, DN}),
    ("It may already be on, I'm not sure.", set()),
    ("The Food category already exists.", {AL}),
    ("我已经打开了蓝牙", {D}),
    ("蓝牙已经是开启状态", {AL}),
    ("本来就开着", {AL}),
    ("蓝牙已开启。", {D}),
    ("蓝牙已经开启，无需操作。", {AL, DN}),  # agentless 已开启 next to "no need": already so
])
def test_already_versus_did(text, expected):
    assert claims(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Pro Expense can't export to PDF.", {CA}),
    ("I couldn't delete Taxi.", {CA, DN}),  # past inability: also did not act
    ("It can't be deleted.", {CA}),
    ("There's no option to export to PDF.", {CA}),
    ("Pro Expense doesn't have dark mode.", {CA}),
    ("Pro Expense doesn't have any expense named Lunch.", {NE}),
    ("I can't find Taxi.", {NE}),
    ("You can't undo this, but I deleted Taxi.", {D}),
    ("I can delete Taxi if you want.", set()),
    ("无法完成", {CA}),
    ("不支持", {CA}),
    ("无法找到Taxi。", {NE}),
    ("我没能删除这笔支出。", {CA, DN}),
])
def test_cannot(text, expected):
    assert claims(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("There are only 2 taxi expenses, not 3.", {CD}),
    ("There are 4 expenses in Food, not 5 as you said.", {CD}),
    ("You said 5, but there are 4.", {CD}),
    ("只有两条", {CD}),
    ("不是三笔，而是两笔。", {CD}),
    ("一共有两条，您说的是三条。", {CD}),
    ("I deleted 3 expenses.", {D}),
    ("The only one I found is Taxi.", set()),
    ("I only deleted Taxi.", {D}),
    ("一共有三笔出租车支出，和您说的一样。", set()),
])
def test_count_differs(text, expected):
    assert claims(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Food, Transport and Health Care", {"Food", "Transport", "Health Care"}),
    ("Food is there but there is no Travel category", {"Food"}),
    ("Food and Travel are available, Pets is not", {"Food", "Travel"}),
    ("The categories are: Food, Transport, Health Care.", {"Food", "Transport", "Health Care"}),
    ("All categories except Pets: Food, Travel", {"Food", "Travel"}),
    ("Besides Food, there is also Travel.", {"Food", "Travel"}),
    ("There are no Pets or Travel categories, only Food.", {"Food"}),
    ("Is there a Pets category?", set()),
    ("You asked about Food, Travel and Pets; only Food exists.", {"Food"}),
    ("I looked for Pets. It does not exist. Food and Travel do.", {"Food", "Travel"}),
    ("- Food\n- Transport\n- Health Care", {"Food", "Transport", "Health Care"}),
])
def test_listed_english(text, expected):
    assert listed(text, ["Food", "Transport", "Health Care", "Pets", "Travel"]) == expected


@pytest.mark.parametrize("text, expected", [
    ("除了宠物以外都有：食物、交通", {"食物", "交通"}),
    ("有食物、交通和医疗。", {"食物", "交通", "医疗"}),
    ("有食物，没有宠物。", {"食物"}),
    ("食物和交通都有，宠物没有。", {"食物", "交通"}),
    ("除了食物，还有交通。", {"食物", "交通"}),
    ("类别包括食物、交通，但不包括宠物。", {"食物", "交通"}),
])
def test_listed_chinese(text, expected):
    assert listed(text, ["食物", "交通", "宠物", "医疗"]) == expected


def test_listed_returns_first_alias():
    assert listed("蓝牙和Wi-Fi都开着", [("Bluetooth", "蓝牙"), "Wi-Fi", "NFC"]) == {"Bluetooth", "Wi-Fi"}


def test_contractions_with_and_without_apostrophes():
    for text in ("Taxi doesn't exist", "Taxi doesnt exist", "Taxi doesn’t exist", "Taxi does not exist",
                 "Taxi doesn t exist", "Taxi isn't there", "There's no Taxi", "theres no Taxi"):
        assert claims_about(text, "Taxi") == {NE}, text
    for text in ("I've deleted it", "I have deleted it", "we've removed it", "it's on now"):
        assert claims(text) == {D}, text
    for text in ("I didn't delete it", "I didnt delete it", "I won't delete it", "I haven't changed anything"):
        assert claims(text) == {DN}, text
    for text in ("I can't export it", "I cannot export it", "I cant export it"):
        assert claims(text) == {CA}, text


def test_docstring_examples():
    assert doctest.testmod(verifiers.claims).failed == 0


def test_explicit_claims_about_leaves_out_general_statements():
    text = "Done! I deleted Phone case. I couldn't find Train to Paris."
    ents = ["Phone case", "Train to Paris"]
    # "Done!" stays a general DID statement ...
    assert Statement(D, (), "Done!") in statements(text, ents)
    assert claims_about(text, "Phone case", ents) == {D}
    # ... which gives way for an entity whose own clauses say it was not done (the report's opener)
    assert claims_about(text, "Train to Paris", ents) == {NE}
    assert claims_about("Done! Then I couldn't find Taxi.", "Gym", ["Taxi", "Gym"]) == {D}
    # ... which explicit_claims_about does not count for any entity.
    assert explicit_claims_about(text, "Train to Paris", ents) == {NE}
    assert explicit_claims_about(text, "Phone case", ents) == {D}
    assert explicit_claims_about("All done.", "Taxi") == frozenset()
    assert explicit_claims_about("Task complete: Taxi is not in the list.", "Taxi") == {NE}
    # Back-references and "all of them" count; the entity joins the list automatically.
    assert explicit_claims_about("I looked for Taxi. It wasn't there.", "Taxi", ["Gym"]) == {NE}
    assert explicit_claims_about("I checked A and B. None of them exist.", "B", ["A"]) == {NE}
    assert explicit_claims_about("我删除了出租车，没有找到健身。", "出租车", ["健身"]) == {D}
    # Aliases: any alias names the entity.
    assert explicit_claims_about("Done. 蓝牙已经是开着的。", ("Bluetooth", "蓝牙")) == {AL}
    # Always a subset of claims_about.
    for entity in ents:
        assert explicit_claims_about(text, entity, ents) <= claims_about(text, entity, ents)


@pytest.mark.parametrize("text, expected", [
    ("Train to Paris may not exist.", set()),
    ("Train to Paris does not exist, or maybe it does.", set()),
    ("It might already be on", set()),
    ("I think I deleted it, not sure", set()),
    ("Not sure, but I think I deleted it.", set()),
    ("Maybe Taxi never existed.", set()),
    ("It could be that Taxi was deleted.", set()),
    ("可能不存在", set()),
    ("也许已经删除了", set()),
    ("不确定是否存在", set()),
    ("我不确定，可能已经删除了。", set()),
    # A hedge covers its own part only; a firm statement elsewhere still counts.
    ("I deleted Taxi, which may have been a duplicate.", {D}),
    ("Train to Paris does not exist. It may have been deleted earlier.", {NE}),
    ("Possibly a typo: I couldn't find Train to Paris.", {NE}),
    ("不确定Taxi是否存在，所以没有删除。", {DN}),
    # Not hedges: "seems", "I'm afraid", 不可能 (impossible), the month May.
    ("Train to Paris seems not to exist.", {NE}),
    ("I'm afraid I couldn't delete Taxi.", {CA, DN}),
    ("这不可能完成。", {CA}),
    ("You already logged it on May 3.", {AL}),
    ("I deleted it on May 5.", {D}),
    ("The May expenses were deleted.", {D}),
])
def test_hedges(text, expected):
    assert claims(text) == expected


def test_hedge_scope_per_entity():
    text = "I deleted Taxi, but Gym doesn't exist, or maybe it does."
    assert claims_about(text, "Taxi", ["Gym"]) == {D}
    assert claims_about(text, "Gym", ["Taxi"]) == set()
    assert listed("Food is there, Pets may not exist.", ["Food", "Pets"]) == {"Food"}


@pytest.mark.parametrize("text, expected", [
    ("It's already there: Phone case, $21.00, logged on 12 October 2023.", {AL}),
    ("The expense already exists, created on Oct 12 at 2:15 PM. I did not add it.", {AL, DN}),
    ("Phone case for $21.00 already exists (logged on 10/12/2023), so I didn't add it.", {AL, DN}),
    ("You logged this on October 12. I didn't add it again.", {AL, DN}),
    ("I found an identical expense dated October 12, so I did not add it again.", {AL, DN}),
    ("这笔支出已经记录过了，日期是2023年10月12日，我没有再添加。", {AL, DN}),
    ("It was logged on Oct. 12, so I didn't add it again.", {AL, DN}),
    ("您在10月12日记录了这笔支出，所以我没有再添加。", {AL, DN}),
    ("这笔支出记录于2023年10月12日，我没有重复添加。", {AL, DN}),
    ("Done. You already logged Phone case on October 12, so I did not add it again.", {AL, D, DN}),
    ("You already logged a Train to Paris expense on September 21, but for a different amount, so this is "
     "not the same expense. I added the new one for $15.25.", {AL, D}),
    # The agent's own action keeps its date.
    ("I added Phone case on May 3.", {D}),
    ("Added Phone case, $21.00, on October 20.", {D}),
    ("Taxi, logged on Oct 3, was deleted.", {D}),
    ("I found no identical expense, so I added Phone case.", {NE, D}),
    ("我已经添加过了。", {D}),
])
def test_dated_records_and_earlier_actions_of_the_user(text, expected):
    assert claims(text) == expected


@pytest.mark.parametrize("text", ["No duplicate added", "nothing added", "I did not create a new entry",
                                  "没有重复添加", "No duplicate was added.", "未重复添加。", "It's a duplicate, so I skipped it."])
def test_nothing_added(text):
    assert DN in claims(text)


# --- Chinese answers found while writing Chinese oracle answers ------------------------------
@pytest.mark.parametrize("text, expected", [
    # An ISO or slash date next to Chinese characters dates the existing record.
    ("这笔支出记录于2023-10-12，我没有重复添加。", {AL, DN}),
    ("这笔支出已于2023/10/12记录，所以我没有再添加。", {AL, DN}),
    ("这笔支出记录于10/12/2023，我没有重复添加。", {AL, DN}),
    ("设备上今天是2023-10-15，不是2023-10-14，所以我没有修改 Diary。", {DN}),
    ("我在2023-10-15添加了这笔支出。", {D}),  # first person: the agent's own action
])
def test_chinese_iso_dates(text, expected):
    assert claims(text) == expected


@pytest.mark.parametrize("text, expected", [
    # 没有 + 关于/叫/名为/与…相关 + a name of any length + 的 + a record noun
    ("Cooking 里没有关于 tulips 的笔记", {NE}),
    ("Cooking 里没有关于 Kyoto 的笔记", {NE}),
    ("没有关于 Lisbon trip budget 的笔记", {NE}),
    ("Travel 文件夹里没有任何关于 Lisbon trip budget 的笔记，所以我什么都没有删除。", {NE, DN}),
    ("没有与 Lisbon trip budget 相关的笔记。", {NE}),
    ("没有和 Lisbon trip budget 有关的笔记。", {NE}),
    ("没有关于郁金香和荷兰春季旅行计划的笔记。", {NE}),
    ("没有任何名为 Lisbon trip budget 2023 的笔记。", {NE}),
    ("通讯录里没有叫 Maria Fernanda Gonzalez 的联系人。", {NE}),
    ("没有标题为 Weekly grocery list for the cabin trip 的笔记。", {NE}),
    # not NOT_EXIST: a verb between 没有 and the noun is an action not done
    ("我没有删除笔记", {DN}),
    ("我没有删除关于 tulips 的笔记。", {DN}),
    ("我没有修改关于 Lisbon trip budget 的笔记。", {DN}),
    # "no note ... was deleted" says nothing was deleted, not that none exists
    ("没有关于 tulips 的笔记被删除。", {DN}),
    ("没有一条笔记被删除。", {DN}),
    ("没有笔记被找到。", {NE}),
])
def test_chinese_no_such_named_thing(text, expected):
    assert claims(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("这个号码本来就已经保存了。", {AL}),
    ("这个号码本来就已经保存了，所以我没有添加。", {AL, DN}),
    ("Alice Chen 已经保存了 555-0123。", {AL}),
    ("Alice Chen 已经存了 555-0123，标签是手机，所以我没有添加。", {AL, DN}),
    ("Alice Chen 已经存了这个号码。", {AL}),
    ("这个号码已经存过了。", {AL}),
    ("这个号码已经存过了，无需添加。", {AL, DN}),
    ("这个号码已经保存过了，无需添加。", {AL, DN}),
    ("我发现这个号码已经保存过了。", {AL}),
    ("我发现 Alice Chen 已经存了 555-0123，所以没有再添加。", {AL, DN}),
    ("这个号码已经保存了，所以我没有重复添加。", {AL, DN}),
    # first person, or no holder before the verb: the agent saved it
    ("我已经保存了", {D}),
    ("我已经保存了 555-0123。", {D}),
    ("我已经为您保存了 Alice Chen 的号码。", {D}),
    ("已经保存了 555-0123。", {D}),
    ("我已经存了这个号码。", {D}),
    ("我之前就已经删除了这笔支出。", {D}),
    ("这个号码已经保存了。", {D}),  # agentless, nothing else said: read as the agent's report
    ("我没有存这个号码。", {DN}),
    ("我没有保存这个号码。", {DN}),
    ("这个号码不存在。", {NE}),
    # notes, expenses, settings
    ("这条笔记已经存在了。", {AL}),
    ("Cooking 里本来就有这条笔记，所以我没有新建。", {AL, DN}),
    ("这笔支出之前就记过了，所以我没有再添加。", {AL, DN}),
    ("这笔支出早就记录了。", {AL}),
    ("这笔支出已经记录了，无需再添加。", {AL, DN}),
    ("深色主题早就开着，无需操作。", {AL, DN}),
    ("深色主题早就开着。", {AL}),
    ("蓝牙之前就已经关闭了。", {AL}),
    ("蓝牙早已关闭，我没有改动任何设置。", {AL, DN}),
    ("蓝牙本来就没有打开，所以我打开了它。", {D}),
])
def test_chinese_already_saved(text, expected):
    assert claims(text) == expected


def test_chinese_already_saved_is_about_the_contact():
    text = "Alice Chen 已经存了 555-0123，标签是手机，所以我没有添加。"
    assert claims_about(text, "Alice Chen", ["Bob Li"]) == {AL, DN}
    assert explicit_claims_about(text, "Alice Chen", ["Bob Li"]) == {AL, DN}


@pytest.mark.parametrize("text, expected", [
    ("没有一条笔记被删除。", set()), ("没有一笔支出叫 Taxi。", {NE}),  # "not a single one" is no count
    ("没有三条，只有两条。", {CD}), ("没有一百条笔记。", {CD, NE}),
])
def test_chinese_none_at_all_is_no_count(text, expected):
    assert claims(text) - {DN} == expected


def test_a_long_run_of_names_is_read_in_one_pass():
    """A UI dump's run of app names (``cheat_ui_dump``'s answer on a find-the-app BC task)
    once made the exclusion pattern try 2**k splits of the spaces between k names: 20 names
    took 0.4 s, the 30-odd of a folder hung the sweep for minutes. 40 names, read at once,
    with an exclusion still read after them."""
    from verifiers.claims import listed

    names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett",
             "Kilo", "Lima", "Mike", "November", "Oscar", "Papa", "Quebec", "Romeo", "Sierra", "Tango"]
    names += [f"{n}tide" for n in names]
    assert listed(" ".join(names) + " x", names) == set(names)
    assert listed("除了" + "、".join(names[:2]) + "以外都有：" + "、".join(names[2:5]), names) == set(names[2:5])
