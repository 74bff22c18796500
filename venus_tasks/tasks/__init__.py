"""The task classes, one module per category; importing registers them."""

from venus_tasks.tasks import cf, fa, hgb, nr, va  # noqa: F401
