"""The instruction of each probe split (``shared/seeds/`` MID-Bench sections 5.1 and 5.3).

* ``clear``: the task's full goal (MID-Bench's Clear split: the same state, the
  unambiguous instruction);
* ``ambiguous`` (MID-Bench's Base split): the goal with requirement R masked, rendered
  from the intent (``Intent.render(template, masked=(R,))``: declared information
  stripping, no hand-written copy). A task whose template is not an intent template gets
  R's phrase, then its value, cut from the goal. A requirement with a context phrase
  (MID-Bench's contextual type, ``kinds``) is not dropped but referred to: its phrase
  becomes the context phrase ("reply ... with what we agreed on"). Kept only when the full goal states R
  (else the clear twin would be as ambiguous) and the result no longer does
  (``Requirement.stated_in``; MID-Bench's rule R2 drops rewrites that leak the
  ground-truth text);
* ``hard``: the pivots whose gold action types R's value, when the masked goal contains
  neither the normalised typed text nor any of its tokens of 4 or more characters
  (MID-Bench's Hard-subset auto-check). Such a pivot is in ``hard`` instead of
  ``ambiguous``: the two are disjoint, as MID-Bench's Base and Hard.
"""

from __future__ import annotations

from typing import Any

from venus_tasks.dialogue.intent import Intent
from verifiers.answer import normalize

CLEAR, AMBIGUOUS, HARD = "clear", "ambiguous", "hard"
SPLITS = (CLEAR, AMBIGUOUS, HARD)
HARD_TOKEN_MIN = 4    # MID-Bench: typed-text tokens of length >= 4 must be absent


def intent_template(task: Any) -> str:
    """The template ``task``'s goal is rendered from with ``Intent.render``: an
    ``ambiguity`` task's spec template in its goal variant (``IntentSpec.templates()``),
    else the task's ``goal_template``."""
    spec = getattr(task, "spec", None)
    if spec is not None and callable(getattr(spec, "templates", None)):
        return spec.templates()[task.goal_variant]
    return task.goal_template


def masked_goal(task: Any, rid: str) -> str:
    """``task``'s goal with requirement ``rid`` masked, or referred to by its context
    phrase (see the module docstring)."""
    intent = task.intent
    r = intent[rid]
    referred = r.referred() if r.context_phrase else None
    try:
        if referred is not None:
            shown = Intent(tuple(referred if x.id == rid else x for x in intent.requirements), intent.topics)
            return shown.render(intent_template(task), language=task.language)
        return intent.render(intent_template(task), masked=(rid,), language=task.language)
    except (KeyError, IndexError, ValueError):
        goal = task.goal
        for cut in (r.phrase, r.value):
            if cut and cut in goal:
                goal = goal.replace(cut, referred.phrase if referred is not None else "")
                break
        return " ".join(goal.split()).replace(" .", ".").replace(" ,", ",")


def hard_leaks(instruction: str, typed: str) -> list[str]:
    """The parts of ``typed`` (normalised) still in ``instruction`` (normalised): the whole
    text and its tokens of ``HARD_TOKEN_MIN`` or more characters. [] passes the check."""
    text = f" {normalize(instruction)} "
    norm = normalize(typed)
    leaks = [norm] if norm and f" {norm} " in text else []
    return leaks + [t for t in norm.split() if len(t) >= HARD_TOKEN_MIN and f" {t} " in text and t != norm]


def ambiguous_split(task: Any, rid: str, gold: dict[str, Any]) -> tuple[str, str] | None:
    """``(split, instruction)`` of the ambiguous probe of requirement ``rid`` at a pivot
    whose gold action is ``gold`` (an action dict): ``hard`` when the gold action types
    text and the masked goal passes the Hard check, else ``ambiguous`` (Base and Hard are
    disjoint, as in MID-Bench); None when the full goal does not state R (no Clear twin:
    an implicit requirement the goal never says) or the masked goal still states it."""
    r = task.intent[rid]
    text = masked_goal(task, rid)
    if not r.stated_in(task.goal) or r.stated_in(text):
        return None
    typed = gold.get("text") if gold.get("action_type") == "input_text" else None
    if typed and not hard_leaks(text, typed):
        return HARD, text
    return AMBIGUOUS, text


def instruction(task: Any, rid: str, split: str, gold: dict[str, Any]) -> str | None:
    """The probe's instruction for ``split``; None when the split does not apply to this
    pivot (see ``ambiguous_split``; ``clear`` always applies).

    Raises:
      ValueError: an unknown split.
    """
    if split not in SPLITS:
        raise ValueError(f"unknown probe split {split!r}; valid: {', '.join(SPLITS)}")
    if split == CLEAR:
        return task.goal
    got = ambiguous_split(task, rid, gold)
    return got[1] if got and got[0] == split else None
