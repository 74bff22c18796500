"""Stability variants: transforms of a task instance that must not change its outcome
(VenusBench-Mobile's stability settings, ``shared/reference/venusbench.md`` section 9,
plus B-MoCA-style device configurations).

Two kinds, one registry:

* *goal variants* (``variants.goal``): ``zh`` (a faithful Chinese goal) and ``paraphrase``
  (another English wording). Each task curates the texts (``VenusTask.variant_texts``,
  ``Round.variant_texts``, ``Requirement.phrase_zh``); the check is unchanged.
* *device variants* (``variants.device``): ``dark``, ``tablet``, ``locale``, ``font_scale``.
  Each is an env wrapper that applies its setting when the task is being initialised,
  reads it back (a mismatch is a ``setup_error``), and restores the device after the
  episode whatever happened.

A variant is named on the command line (``--variants original,zh,dark``); ``original`` is
the instance itself. Adding a variant is one new module with a ``Variant`` subclass
registered here; the task base, the episode loop and the agents stay as they are.
"""

from __future__ import annotations

import abc
from typing import Any, ClassVar

ORIGINAL = "original"
_VARIANTS: dict[str, "Variant"] = {}


class Variant(abc.ABC):
    """One stability transform.

    Attributes:
      name: the command-line name (``zh``, ``dark`` ...).
      stability_key: VenusBench-Mobile's name of the setting in the leaderboard's
        ``stability`` object (``chinese``, ``variation``, ``dark``, ``pad``), or None for
        variants it does not have.
      language: the language of the goal the agent reads (``en`` or ``zh``).
    """

    name: ClassVar[str]
    stability_key: ClassVar[str | None] = None
    language: ClassVar[str] = "en"

    def params(self, params: dict[str, Any]) -> dict[str, Any]:
        """The instance params of the variant (goal variants name themselves in them)."""
        return params

    def wrap(self, env: Any) -> Any:
        """The env the episode runs in (device variants wrap it)."""
        return env

    def not_applicable(self, task: Any) -> str | None:
        """Why this variant cannot transform the task instance ``task`` without changing
        what it tests (e.g. ``dark`` for a task about the dark theme), or None when it
        applies. ``task`` may also be a task class when its declarations are class data."""
        return None


def register_variant(variant: Variant) -> Variant:
    """Register ``variant`` under its ``name``.

    Raises:
      ValueError: the name is taken or is ``original``.
    """
    if variant.name == ORIGINAL or variant.name in _VARIANTS:
        raise ValueError(f"variant {variant.name!r} is already registered")
    _VARIANTS[variant.name] = variant
    return variant


def _load_builtin() -> None:
    from variants import device, goal  # noqa: F401  (registers the built-in variants)


def variant_names() -> list[str]:
    """``original`` then the registered variants, in registration order."""
    _load_builtin()
    return [ORIGINAL, *_VARIANTS]


def get_variant(name: str) -> Variant | None:
    """The variant called ``name``; None for ``original`` (and for "").

    Raises:
      KeyError: an unknown name (the message lists the valid ones).
    """
    _load_builtin()
    if name in ("", ORIGINAL):
        return None
    if name not in _VARIANTS:
        raise KeyError(f"unknown variant {name!r}; valid variants: {', '.join(variant_names())}")
    return _VARIANTS[name]


__all__ = ["ORIGINAL", "Variant", "get_variant", "register_variant", "variant_names"]
