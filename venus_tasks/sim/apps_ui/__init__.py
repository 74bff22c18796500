"""What the simulated apps do on screen: their pages, dialogs and the store writes their
buttons make (Pro Expense, Markor, Settings). ``screen/layout`` asks this package for the
focused app's activity window and dialog windows; ``screen/interaction`` hands it the
taps whose node action is ``("app", package, verb, *args)``, BACK and ENTER.

Each app module offers ``build(model, root, m, status)``, ``windows(model, m, status)``
(dialog windows over the activity), ``perform(model, verb, args, x, y)``, ``back(model)
-> bool`` (True when the app consumed BACK) and ``enter(model) -> bool``; optionally
``long_press(model, verb, args, x, y) -> bool`` for a long press on a node whose (tap)
action is ``("app", package, verb, *args)``: True when the app took it; otherwise, or
without the hook, the long press acts as a tap; optionally ``stroke(model, verb, args,
points) -> None`` for a drag that starts on a node whose style has ``canvas`` (a drawing
surface): ``points`` is the finger's path in screen pixels, ``[(x, y), ...]``, two
points for ``input swipe`` and every DOWN/MOVE/UP point for ``input motionevent``;
optionally ``on_intent(model, intent)``, called after ``am start`` started or brought
up one of the app's activities (``deliver_intent``); optionally ``on_launch(model,
cold)``, called whenever one of its activities is started (``cold``: its process was
not running; what the app's ``Application.onCreate`` does, such as OsmAnd's folders).
Navigation state lives in
``model.app_ui`` (see ``state``).
"""

from __future__ import annotations

import importlib
import pkgutil


_HOOKS = ("build", "windows", "perform", "back", "enter")


def _discover() -> dict:
    """package name -> app module: every module here that defines ``PACKAGE`` and the whole
    interface above (``_HOOKS``); stores and page helpers define less. A new app's screens
    are one new module, registered by being here."""
    apps = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        if hasattr(module, "PACKAGE") and all(callable(getattr(module, h, None)) for h in _HOOKS):
            if module.PACKAGE in apps:
                raise RuntimeError(f"two app modules claim {module.PACKAGE}: "
                                   f"{apps[module.PACKAGE].__name__} and {module.__name__}")
            apps[module.PACKAGE] = module
    return apps


APPS = _discover()


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


def stroke(model, action: tuple, points: list[tuple[int, int]]) -> bool:
    """Offer a drag along ``points`` on a canvas node with ``action`` to its app; False if
    the app has no ``stroke`` hook."""
    app = APPS.get(action[1]) if action and action[0] == "app" else None
    hook = getattr(app, "stroke", None)
    if hook is None:
        return False
    hook(model, action[2], tuple(action[3:]), list(points))
    return True


def deliver_intent(model, package: str, intent) -> None:
    """Hand an intent that started (or was delivered to) ``package``'s activity to the
    app module's optional ``on_intent(model, intent)`` hook (Chrome loads a VIEW's URL)."""
    hook = getattr(APPS.get(package), "on_intent", None)
    if hook is not None:
        hook(model, intent)


def launched(model, package: str, cold: bool) -> None:
    """Tell ``package``'s module (its optional ``on_launch(model, cold)``) that one of
    its activities was started."""
    hook = getattr(APPS.get(package), "on_launch", None)
    if hook is not None:
        hook(model, cold)


def back(model) -> bool:
    """BACK inside the focused app (close a dialog, a page, go up a folder)."""
    app = _focused(model)
    return bool(app is not None and app.back(model))


def enter(model) -> bool:
    """ENTER in the focused app's text field (next field or a new line)."""
    app = _focused(model)
    return bool(app is not None and app.enter(model))
