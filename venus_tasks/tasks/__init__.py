"""The task classes, one module per category; importing registers them."""

from venus_tasks.tasks import cf, fa, gsa_timing, hgb, nr, va  # noqa: F401
