"""The app catalogue: one module per Android app the suite drives.

``catalogue()`` lists every known ``App``; ``get_app(name)`` resolves a task's app name,
an ``open_app`` argument, a label or a package.
"""

from __future__ import annotations

from apps import expense, markor, settings
from apps.base import App, Database

_APPS: tuple[App, ...] = (expense.APP, markor.APP, settings.APP)


def catalogue() -> tuple[App, ...]:
    """Every app the suite knows, in a fixed order."""
    return _APPS


def get_app(name: str) -> App:
    """Resolve ``name`` (app name, label, alias or package, case-insensitive).

    Raises:
      KeyError: no app matches; the message lists the known names.
    """
    for app in _APPS:
        if app.matches(name):
            return app
    raise KeyError(f"unknown app {name!r}; known apps: {', '.join(a.name for a in _APPS)}")


__all__ = ["App", "Database", "catalogue", "get_app"]
