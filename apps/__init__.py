"""The app catalogue: one module per Android app the suite drives.

``catalogue()`` lists every known ``App``; ``get_app(name)`` resolves a task's app name,
an ``open_app`` argument, a label or a package.
"""

from __future__ import annotations

from apps import (adbkeyboard, audio_recorder, broccoli, calculator, calcyou, camera, chrome, clipper, clock,
                  contacts, draw, expense, files, fitbook, gallery, joplin, markor, medilog, opentracks,
                  osmand, phone, retro_music, settings, simple_calendar, sms, tasks_org, tomato, vlc,
                  zipxtract)
from apps.base import App, Database

# The 27 apps of VenusBench-Mobile (inclusionAI/UI-Venus, branch VenusBench-Mobile).
_APPS: tuple[App, ...] = (
    audio_recorder.APP, broccoli.APP, camera.APP, chrome.APP, clock.APP, contacts.APP, phone.APP,
    files.APP, joplin.APP, markor.APP, opentracks.APP, osmand.APP, expense.APP, retro_music.APP,
    settings.APP, simple_calendar.APP, draw.APP, gallery.APP, sms.APP, tasks_org.APP, vlc.APP,
    calcyou.APP, tomato.APP, fitbook.APP, zipxtract.APP, medilog.APP, calculator.APP,
)
# Helper apps installed for the suite's own code (not among the 27): Clipper, AndroidWorld's
# clipboard bridge (``apps/clipper.py``), and ADBKeyBoard, the input method VenusBench-Mobile
# installs to type text outside ASCII (``apps/adbkeyboard.py``).
_HELPERS: tuple[App, ...] = (clipper.APP, adbkeyboard.APP)
_ALL: tuple[App, ...] = _APPS + _HELPERS


def catalogue() -> tuple[App, ...]:
    """Every app the suite knows, in a fixed order: the 27 VenusBench-Mobile apps, then
    AndroidWorld's helper apps (``helpers()``)."""
    return _ALL


def helpers() -> tuple[App, ...]:
    """The helper apps (Clipper, ADBKeyBoard): installed and set up like the others, driven
    only through their ``apps/`` helpers and the env, never the subject of a task."""
    return _HELPERS


def get_app(name: str) -> App:
    """Resolve ``name`` (app name, label, alias or package, case-insensitive).

    Raises:
      KeyError: no app matches; the message lists the known names.
    """
    for app in _ALL:
        if app.matches(name):
            return app
    raise KeyError(f"unknown app {name!r}; known apps: {', '.join(a.name for a in _ALL)}")


def reset(device, name: str) -> App:
    """Reset app ``name``: delete its databases and let it create them again, empty
    (``sqlite_store.reset``; no ``pm clear``, which would bring back its first-run
    screens). Returns the app."""
    from apps import sqlite_store  # device layer only when a device is used

    app = get_app(name)
    sqlite_store.reset(device, app)
    return app


def app_for_apk(filename: str) -> App | None:
    """The catalogue app an APK file name belongs to (``App.matches_apk``), or None."""
    return next((a for a in _ALL if a.matches_apk(filename)), None)


__all__ = ["App", "Database", "app_for_apk", "catalogue", "get_app", "helpers", "reset"]
