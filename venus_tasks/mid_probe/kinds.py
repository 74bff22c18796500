"""Ambiguity types of MID-Bench (``shared/seeds/`` MID-Bench section 5.1): referential (an
unclear referent: "send a message to my friend"), underspecified (a missing parameter:
"type my home address"), preference-dependent (a subjective criterion: "order something
healthy") and contextual (implicit earlier context: "continue where we left off").

A task or intent declares the type of a requirement as data: a mapping
``ambiguity_types = {requirement_id: type}`` on the intent object, on an ``ambiguity``
task's ``IntentSpec`` (``task.spec``) or on the task class (first found wins per id;
``getattr``, so those without one keep working), else in ``DECLARED`` here (by intent
spec name or task class name: the suite's MID-Bench labelling, kept in one table so that
the type balance of ``pivots.json`` is reviewed in one place). Without a declaration the default rule
by AmbiBench requirement kind applies [inferred: MID-Bench rewrites instructions by hand
per type; the mapping from AmbiBench kinds is this project's]:

* ``anchor`` -> referential (what the task acts on is the referent left unclear);
* ``explicit`` -> underspecified (a parameter a user would say, left out);
* ``implicit`` -> preference-dependent (what the user holds but rarely says);
* a rule-valued requirement (``Requirement.posterior``: a posterior intent's "the cheapest
  with at least 4 stars") -> preference-dependent: what it leaves open is the user's
  criterion for choosing among what the screen offers (MID-Bench's "order something
  healthy");
* a requirement with a ``context_phrase`` (``dialogue.intent.Requirement``: the words a
  user who takes earlier context for granted says instead of the value, "with what we
  agreed on") -> contextual; its ambiguous probe's instruction says that phrase
  (``instructions.masked_goal``) instead of dropping the requirement.
"""

from __future__ import annotations

from typing import Any, Mapping

REFERENTIAL = "referential"
UNDERSPECIFIED = "underspecified"
PREFERENCE = "preference-dependent"
CONTEXTUAL = "contextual"
TYPES = (REFERENTIAL, UNDERSPECIFIED, PREFERENCE, CONTEXTUAL)

DEFAULT_BY_KIND = {"anchor": REFERENTIAL, "explicit": UNDERSPECIFIED, "implicit": PREFERENCE}

# Requirements whose value is the user's taste rather than a fact they would state, so their
# probes are MID-Bench's preference-dependent type ("order something healthy": a subjective
# criterion) whatever their AmbiBench kind:
# * how the user files an entry: the category, list or playlist picked from the app's own
#   options, and the label of a number (two users file the same taxi ride or song apart);
# * how the user likes the screen to look or behave: dark theme, bold text, adaptive
#   brightness, Do Not Disturb for a movie night.
# A folder the user names, a date, an amount or a typed text stays underspecified (a
# parameter the user would say), a person or item acted on referential.
_FILED = {"category": PREFERENCE}
DECLARED: dict[str, dict[str, str]] = {
    **{f"Expense{n}": _FILED for n in ("Taxi", "Concert", "Pharmacy", "Coat", "Course", "Donation", "Rent",
                                        "Gift", "Refund", "Repair")},
    "RecipesCreateWithTime": _FILED, "RecipesFileUnderCategory": _FILED,
    "TasksCreateInList": {"list": PREFERENCE}, "TasksMoveToList": {"list": PREFERENCE},
    "RetroAddToPlaylist": {"playlist": PREFERENCE}, "RetroAddSongsToPlaylist": {"playlist": PREFERENCE},
    "ContactRelabelNumber": {"phone_type": PREFERENCE},
    "SettingsNightDisplay": {"theme": PREFERENCE}, "SettingsReadableText": {"bold": PREFERENCE},
    "SettingsAdaptiveBrightness": {"adaptive": PREFERENCE}, "SettingsMovieNight": {"dnd": PREFERENCE},
}


def declared_types(task: Any) -> Mapping[str, str]:
    """The ``ambiguity_types`` mapping of the task's intent, spec or class ({} if none).

    Raises:
      ValueError: a declared type is not one of ``TYPES``.
    """
    out: dict[str, str] = {}
    for holder in (getattr(task, "intent", None), getattr(task, "spec", None), task):
        out.update({k: v for k, v in dict(getattr(holder, "ambiguity_types", None) or {}).items() if k not in out})
    spec = getattr(task, "spec", None)
    key = getattr(spec, "name", None) if isinstance(getattr(spec, "name", None), str) else type(task).__name__
    out.update({k: v for k, v in DECLARED.get(key, {}).items() if k not in out})
    bad = {k: v for k, v in out.items() if v not in TYPES}
    if bad:
        raise ValueError(f"{type(task).__name__}: ambiguity_types {bad} use unknown types; valid: {', '.join(TYPES)}")
    return out


def ambiguity_type(task: Any, requirement: Any) -> str:
    """The ambiguity type of ``requirement`` (a ``dialogue.intent.Requirement``) in ``task``:
    the declared one, else preference-dependent when it is rule-valued, else contextual
    when it has a context phrase, else
    ``DEFAULT_BY_KIND`` of its kind."""
    declared = declared_types(task)
    if requirement.id in declared:
        return declared[requirement.id]
    if getattr(requirement, "posterior", None) is not None:
        return PREFERENCE
    if getattr(requirement, "context_phrase", ""):
        return CONTEXTUAL
    kind = getattr(requirement.kind, "value", requirement.kind)
    return DEFAULT_BY_KIND[kind]
