"""Every task has every goal variant: a curated Chinese goal and an English paraphrase,
with the original's placeholders, for the goal and for every follow-up round; rendered
goals keep no placeholder. No device needed."""

from __future__ import annotations

import re

import pytest

from variants import get_variant, text as variant_text, zh
from venus_tasks import registry
from venus_tasks.dialogue.strict import language
from venus_tasks.registry import instance_seed

CLASSES = registry.select("venus")
GOAL_VARIANTS = ("zh", "paraphrase")
_LEFTOVER = re.compile(r"\{[^{}]*\}")


def _ids(cls):
    return cls.__name__


@pytest.mark.parametrize("cls", CLASSES, ids=_ids)
def test_every_goal_variant_is_curated_with_the_original_placeholders(cls):
    texts = cls.variant_texts
    assert set(GOAL_VARIANTS) <= set(texts), f"{cls.__name__} lacks {set(GOAL_VARIANTS) - set(texts)} in variant_texts"
    want = variant_text.placeholders(cls.template)
    for v in GOAL_VARIANTS:
        assert variant_text.placeholders(texts[v]) == want, f"{v}: {texts[v]!r} vs {cls.template!r}"
    assert language(texts["zh"]) == "zh"
    assert texts["paraphrase"] != cls.template and language(texts["paraphrase"]) == "en"
    for r in cls.rounds:
        assert set(GOAL_VARIANTS) <= set(r.variant_texts), f"round {r.text!r} lacks a variant text"
        for v in GOAL_VARIANTS:
            assert variant_text.placeholders(r.variant_texts[v]) == variant_text.placeholders(r.text), (v, r.text)
        assert language(r.variant_texts["zh"]) == "zh" and r.variant_texts["paraphrase"] != r.text


@pytest.mark.parametrize("cls", CLASSES, ids=_ids)
def test_rendered_variant_goals_keep_no_placeholder(cls):
    for i in range(3):
        params = cls.generate_random_params(instance_seed(30, cls.__name__, i))
        original = cls(params).goal
        for v in GOAL_VARIANTS:
            task = cls(get_variant(v).params(params))
            texts = [task.goal] + [task.render_text(r.text, r.variant_texts) for r in task.rounds]
            for t in texts:
                assert not _LEFTOVER.search(t), f"{v} text keeps a placeholder: {t!r}"
                assert language(t) == ("zh" if v == "zh" else "en"), (v, t)
            assert task.goal != original


def test_instances_of_a_task_without_a_variant_text_are_refused():
    from venus_tasks.tasks.nr import NoiseResistExpenseAddCall

    class Untranslated(NoiseResistExpenseAddCall):
        variant_texts = {"paraphrase": "Log {name} (${amount_text}, {category}) in Pro Expense."}

    with pytest.raises(ValueError, match=r"Untranslated \(zh\).*no 'zh' text"):
        registry.create_instances([Untranslated], variants=["original", "zh"])
    ok = registry.create_instances([Untranslated], variants=["paraphrase"])
    assert [i.key for i in ok] == ["Untranslated_0@paraphrase"] and "Log " in ok[0].task.goal


def test_zh_terms():
    assert [zh.term(v) for v in ("on", "Bluetooth", "10 minutes", "1 hour", "90 seconds", "October 15",
                                 "March 3, 2023")] == ["开启", "蓝牙", "10分钟", "1小时", "90秒", "10月15日",
                                                       "2023年3月3日"]
    with pytest.raises(KeyError, match="add it to variants.zh.TERMS"):
        zh.term("Pro Expense")
    assert variant_text.render("将{label:zh}{state:zh}，然后{x_zh}", {"label": "Wi-Fi", "state": "off", "x_zh": "好"}) \
        == "将WLAN关闭，然后好"
    assert variant_text.placeholders("{a:zh} {b_zh} {c!r} {d[0]} {{e}}") == {"a", "b", "c", "d"}
