"""AmbiBench's four clarity levels, rendered from an ``IntentSpec`` by declared information
stripping (``shared/seeds/`` 000, section 3.1 "clarity levels" and section 3.3 Phase 4
"Instruction Derivation via Cognitive Gaps"); no level is a hand-written copy.

* **detailed** (Full-Path Serialization): the standard goal plus the UI path of a GUI
  solution (``IntentSpec.ui_path``), step by step. Gap: empty.
* **standard** (Path Exclusion): the template with every requirement's phrase. Gap: empty.
* **incomplete** (Parameter Masking): the anchor kept, the ids of
  ``IntentSpec.incomplete_masks`` left out. Gap: those ids. An intent without parameters
  (no masks) has no incomplete level.
* **ambiguous** (Intent Generalization): the anchor's phrase replaced by the spec's
  hypernym and every other requirement left out ("remove all restrictive modifiers").
  Gap: every requirement.

The gap is never declared: it follows from the rendered goal (``Intent.gap``: a
requirement whose value the goal does not mention), and tests check it is the one above.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any, Mapping

from venus_tasks.ambiguity.spec import IntentSpec
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from verifiers.answer import is_cjk


class Level(str, enum.Enum):
    """A clarity level (its value is the task-class suffix, lower case)."""

    DETAILED = "detailed"
    STANDARD = "standard"
    INCOMPLETE = "incomplete"
    AMBIGUOUS = "ambiguous"

    @property
    def title(self) -> str:
        return self.value.capitalize()


def levels(spec: IntentSpec) -> tuple[Level, ...]:
    """The levels ``spec`` has: all four, or three when it has no parameters to mask."""
    return tuple(lv for lv in Level if lv is not Level.INCOMPLETE or spec.incomplete_masks)


def masked(spec: IntentSpec, intent: Intent, level: Level) -> tuple[str, ...]:
    """The requirement ids ``level`` strips from the goal."""
    if level is Level.INCOMPLETE:
        return tuple(spec.incomplete_masks)
    if level is Level.AMBIGUOUS:
        return tuple(r.id for r in intent.requirements if r.kind is not Kind.ANCHOR)
    return ()


def _generalised(spec: IntentSpec, intent: Intent) -> Intent:
    """The intent whose anchor phrase is the spec's hypernym (for rendering only)."""
    anchor = spec.anchor_id(intent)
    reqs = tuple(dataclasses.replace(r, phrase=spec.hypernym, phrase_zh=spec.hypernym_zh) if r.id == anchor else r
                 for r in intent.requirements)
    return Intent(reqs, intent.topics)


def render(spec: IntentSpec, params: Mapping[str, Any], level: Level, variant: str = "") -> str:
    """The goal of ``spec``'s instance ``params`` at ``level`` in goal ``variant`` ("" the
    original English, ``zh``, ``paraphrase``).

    Raises:
      KeyError: an unknown variant, or a template slot naming no requirement.
      ValueError: ``level`` is incomplete and the spec has no parameters to mask.
    """
    templates = spec.templates()
    if variant not in templates:
        raise KeyError(f"{spec.name} has no {variant!r} goal; variants: {sorted(v for v in templates if v)}")
    if level is Level.INCOMPLETE and not spec.incomplete_masks:
        raise ValueError(f"{spec.name} has no parameters to mask, so no incomplete level")
    language = "zh" if variant == "zh" else "en"
    intent = spec.intent(params)
    shown = _generalised(spec, intent) if level is Level.AMBIGUOUS else intent
    goal = shown.render(templates[variant], masked(spec, intent, level), language)
    if level is not Level.DETAILED:
        return goal
    steps = [s.words(language) for s in spec.ui_path(params)]
    if language == "zh":
        return f"{goal}步骤：{'，'.join(steps)}。"
    return f"{goal} Steps: {', '.join(steps)}."


def question(r: Requirement, language: str) -> str:
    """A clarification question about requirement ``r`` alone, as the oracle asks it: it
    names ``r`` by its first name in ``language`` (the strict simulator maps it to ``r``)."""
    if language == "zh":
        name = next((n for n in r.names if any(is_cjk(ch) for ch in n)), r.names[0])
        return f"能告诉我{name}吗？"
    name = next((n for n in r.names if not any(is_cjk(ch) for ch in n)), r.names[0])
    return f"Could you tell me the {name} you want?"
