"""GUI-only solver for the Camera FA task (``venus_tasks/tasks/fa_camera.py``): it opens the
options bar in photo and in video mode and the Advanced settings page, and reads the
countdown, the exposure button and the Manual exposure switch from them."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui


def _options(gui: Gui) -> list[str]:
    gui.click(desc="Options", rid="mode_options_toggle")
    return [e.content_description for e in gui.elements if e.resource_id.endswith("_button") and e.content_description]


def _mode_list(gui: Gui) -> None:
    gui.act(A.JSONAction(A.SCROLL, direction="left"))       # a swipe right on the viewfinder


def solve_camera_modes(gui: Gui, goal: str) -> None:
    gui.open_app("Camera")
    photo = _options(gui)
    _mode_list(gui)
    gui.click(text="Video", rid="selector_text")
    video = _options(gui)
    _mode_list(gui)
    gui.click(desc="Settings", rid="settings_button")
    gui.click(text="Advanced", rid="title")
    on = gui.element(rid="switch_widget").is_checked
    countdown = next(d for d in photo if d.startswith("Countdown"))
    seconds = re.search(r"(\d+) seconds", countdown)
    video_timer = any(d.startswith("Countdown") for d in video)
    gui.answer(("Yes, video mode has a countdown." if video_timer else
                "No, there is no countdown timer when you record a video; video mode only offers "
                + ", ".join(d.lower() for d in video) + ".")
               + f" For photos, you turn on exposure compensation under Settings > Advanced > Manual exposure; "
                 f"Manual exposure is currently {'on' if on else 'off'}."
               + (f" The photo countdown is set to {seconds.group(1)} seconds." if seconds else
                  " The photo countdown is off right now."))


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "FuncAssistCapabilityCameraModes": solve_camera_modes,
}
