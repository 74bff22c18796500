"""The Pixel launcher's folders on the simulated home screen: opening and closing a folder
and starting an app from it (``screen/launcher`` draws the tiles and the open folder).

Taps: ``("app", LAUNCHER, "folder", id)`` opens folder ``id``; ``"close_folder"`` (a tap
outside the panel) closes it; ``"launch", package`` closes it and starts the app, as
Launcher3's ``Folder`` does; ``"noop"`` (the panel's background) does nothing. BACK closes
an open folder (``Folder.onBackPressed``); HOME closes it too (``model.press_home``). The
open folder's id is ``model.app_ui[screen.launcher.OPEN_FOLDER]``.
"""

from __future__ import annotations

from venus_tasks.sim.screen import launcher
from venus_tasks.sim.system.packages import LAUNCHER

PACKAGE = LAUNCHER


def build(model, root, m, status: int) -> None:
    launcher.build(model, root, m, status)


def windows(model, m, status: int) -> list:
    return []


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    if verb == "folder":
        model.app_ui[launcher.OPEN_FOLDER] = args[0]
    elif verb == "close_folder":
        model.app_ui.pop(launcher.OPEN_FOLDER, None)
    elif verb == "launch":
        model.app_ui.pop(launcher.OPEN_FOLDER, None)
        model.launch(args[0])


def back(model) -> bool:
    return model.app_ui.pop(launcher.OPEN_FOLDER, None) is not None


def enter(model) -> bool:
    return False
