"""Noise injectors: seeded disturbances during an episode (VenusBench-Mobile's noise
resistance, ``shared/reference/venusbench.md`` section 3), one module per kind.

A kind is an ``Injector`` subclass registered with ``register_noise``; tasks declare
``NoiseSpec``s (data), instances draw ``NoiseEvent``s from their seed, and ``NoisyEnv``
fires them around the env. Adding a kind touches neither the task base, the episode loop
nor any agent.
"""

from __future__ import annotations


from noise.base import Injector, NoiseContext, NoiseEvent, NoiseNotShownError, NoiseSpec, Trigger

_KINDS: dict[str, type[Injector]] = {}


def register_noise(cls: type[Injector]) -> type[Injector]:
    """Class decorator registering a noise kind under ``cls.kind``.

    Raises:
      ValueError: the kind is already registered.
    """
    if cls.kind in _KINDS:
        raise ValueError(f"noise kind {cls.kind!r} is already registered")
    _KINDS[cls.kind] = cls
    return cls


def _load_builtin() -> None:
    from noise import call, crash, numb, popup, rotation, sms  # noqa: F401  (registers the kinds)


def noise_kinds() -> list[str]:
    """Registered noise kinds, sorted."""
    _load_builtin()
    return sorted(_KINDS)


def injector_class(kind: str) -> type[Injector]:
    """The injector class of ``kind``.

    Raises:
      KeyError: unknown kind; the message lists the registered ones.
    """
    _load_builtin()
    if kind not in _KINDS:
        raise KeyError(f"unknown noise kind {kind!r}; registered kinds: {', '.join(sorted(_KINDS))}")
    return _KINDS[kind]


__all__ = ["Injector", "NoiseContext", "NoiseEvent", "NoiseNotShownError", "NoiseSpec", "Trigger",
           "injector_class", "noise_kinds", "register_noise"]
