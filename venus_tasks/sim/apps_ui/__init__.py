"""What the simulated apps do on screen: their pages, dialogs and the store writes their
buttons make (Pro Expense, Markor, Settings). ``screen/layout`` asks this package for the
focused app's activity window and dialog windows; ``screen/interaction`` hands it the
taps whose node action is ``("app", package, verb, *args)``, BACK and ENTER.

Each app module offers ``build(model, root, m, status)``, ``windows(model, m, status)``
(dialog windows over the activity), ``perform(model, verb, args, x, y)``, ``back(model)
-> bool`` (True when the app consumed BACK) and ``enter(model) -> bool``; optionally
``long_press(model, verb, args, x, y) -> bool`` for a long press on a node whose (tap)
action is ``("app", package, verb, *args)``: True when the app took it; otherwise, or
without the hook, the long press acts as a tap. Navigation state lives in
``model.app_ui`` (see ``state``).
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import expense, markor, settings_app

APPS = {expense.PACKAGE: expense, markor.PACKAGE: markor, settings_app.PACKAGE: settings_app}
from venus_tasks.sim.apps_ui import deskclock; APPS[deskclock.PACKAGE] = deskclock  # noqa: E402,E702
from venus_tasks.sim.apps_ui import audio_recorder; APPS[audio_recorder.PACKAGE] = audio_recorder  # noqa: E402,E702
from venus_tasks.sim.apps_ui import tomato; APPS[tomato.PACKAGE] = tomato  # noqa: E402,E702
from venus_tasks.sim.apps_ui import contacts; APPS[contacts.PACKAGE] = contacts  # noqa: E402,E702
from venus_tasks.sim.apps_ui import sms_messenger; APPS[sms_messenger.PACKAGE] = sms_messenger  # noqa: E402,E702


def _focused(model):
    return APPS.get(model.activities.focus()[0])


def handles(package: str) -> bool:
    return package in APPS


def build(model, root, m, status: int) -> bool:
    """Fill ``root`` with the focused app's screen; False if no app module handles it."""
    app = _focused(model)
    if app is None:
        return False
    app.build(model, root, m, status)
    return True


def windows(model, m, status: int) -> list:
    """Dialog windows of the focused app (bottom to top)."""
    app = _focused(model)
    return app.windows(model, m, status) if app is not None else []


def perform(model, action: tuple, x: int, y: int) -> None:
    """Run ``("app", package, verb, *args)`` for a tap at ``(x, y)``."""
    app = APPS.get(action[1])
    if app is not None:
        app.perform(model, action[2], tuple(action[3:]), x, y)


def long_press(model, action: tuple, x: int, y: int) -> bool:
    """Offer a long press on a node with ``action`` to its app; False if not taken."""
    app = APPS.get(action[1])
    hook = getattr(app, "long_press", None)
    return bool(hook is not None and hook(model, action[2], tuple(action[3:]), x, y))


def back(model) -> bool:
    """BACK inside the focused app (close a dialog, a page, go up a folder)."""
    app = _focused(model)
    return bool(app is not None and app.back(model))


def enter(model) -> bool:
    """ENTER in the focused app's text field (next field or a new line)."""
    app = _focused(model)
    return bool(app is not None and app.enter(model))
