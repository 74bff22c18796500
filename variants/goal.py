"""Goal variants: the same instance with its goal (and follow-up rounds, and the intent's
phrases) in another text the task curates: ``zh`` (Chinese; VenusBench-Mobile's
"Chinese" setting) and ``paraphrase`` (another English wording; its "Variation").

The variant names itself in the instance params (``goal_variant``); the task renders its
texts from ``variant_texts`` and checks the end state exactly as in the original. ``zh``
also puts in place the Chinese data a task declares (``variants.zh.with_data``).
The user simulator answers in the goal's language.
"""

from __future__ import annotations

from typing import Any, ClassVar

from variants import Variant, register_variant, zh

PARAM = "goal_variant"


class GoalVariant(Variant):
    """A variant of the goal text; ``name`` is the key of the task's ``variant_texts``."""

    def params(self, params: dict[str, Any]) -> dict[str, Any]:
        return {**params, PARAM: self.name}


class Chinese(GoalVariant):
    """The goal in Chinese; a task that declares Chinese data (``variants.zh.with_data``)
    has them in its instance: the agent types, and the device holds, Chinese."""

    name: ClassVar[str] = "zh"
    stability_key: ClassVar[str | None] = "chinese"
    language: ClassVar[str] = "zh"

    def params(self, params: dict[str, Any]) -> dict[str, Any]:
        return zh.apply_data(super().params(params))


class Paraphrase(GoalVariant):
    name: ClassVar[str] = "paraphrase"
    stability_key: ClassVar[str | None] = "variation"


register_variant(Chinese())
register_variant(Paraphrase())

__all__ = ["Chinese", "GoalVariant", "PARAM", "Paraphrase"]
