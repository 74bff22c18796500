"""Build the current ``Screen`` (its windows, bottom to top) from the device model.

Sizes are in dp and scaled by the display density (``px = dp * density / 160``), so
``wm size``/``wm density`` change the layout as on a device; width and height swap with
the rotation. Text is in sp: ``system font_scale`` enlarges it in the screenshot and makes
list rows taller in the screenshot and the dump (``widgets.vlist``), as a larger font
size does on a device. Windows, bottom to top:

1. the focused task's activity window: the launcher at home (or the recents screen after
   ``KEYCODE_APP_SWITCH``), Settings, or an app's screen (``sim/apps_ui`` for the apps it
   models, ``app_screen`` for the others), then the app's dialog windows, if any;
2. the keyboard of ADBKeyBoard while a text field has focus and it is the input method
   (``sim/text_input/adbkeyboard.py``; never focused) -- or the call screen while a call rings, or is
   off-hook unless sent to the background;
3. the crash dialog (a system window, above activities);
4. the heads-up notification (never focused) -- or, when expanded, the notification shade.

The topmost focusable window is the active one: ``uiautomator dump`` serializes it and
``dumpsys window`` names it in ``mCurrentFocus``.
"""

from __future__ import annotations

from venus_tasks.sim import apps_ui
from venus_tasks.sim.clock import strftime
from venus_tasks.sim.screen import app_screen, launcher, recents, settings_screen, windows
from venus_tasks.sim.screen.tree import Screen, UiNode, Window
from venus_tasks.sim.system import first_run
from venus_tasks.sim.system.packages import LAUNCHER, LAUNCHER_ACTIVITY
from venus_tasks.sim.text_input import adbkeyboard


class Metrics:
    """Pixel helpers for one frame; ``font_scale`` is the user's font size (text is in sp,
    ``sp = dp * font_scale``)."""

    def __init__(self, width: int, height: int, density: int, font_scale: float = 1.0):
        self.width, self.height, self.density, self.font_scale = width, height, density, font_scale

    def dp(self, value: float) -> int:
        return int(round(value * self.density / 160))


def metrics(model) -> Metrics:
    width, height = model.screen_size()
    return Metrics(width, height, model.display.density, model.font_scale())


def _activity_window(model, m: Metrics, status: int) -> Window:
    ui = model.system_ui
    package, activity = model.activities.focus()
    if ui.recents_open:
        package, activity = LAUNCHER, LAUNCHER_ACTIVITY
    root = UiNode(package=package, bounds=(0, 0, m.width, m.height))
    if ui.recents_open:
        recents.build(model, root, m, status)
    elif package == LAUNCHER:
        launcher.build(model, root, m, status)
    elif first_run.build(model, root, m, status, package):
        pass
    elif package == "com.android.settings":
        settings_screen.build(model, root, m, status)
    elif apps_ui.build(model, root, m, status):
        pass
    else:
        app_screen.build_app(model, root, m, status, model.packages.get(package))
    return Window(f"{package}/{activity}", root)


def build(model) -> Screen:
    """The screen the device shows now."""
    m = metrics(model)
    status = m.dp(24)
    ui = model.system_ui
    stack = [_activity_window(model, m, status)]
    if not ui.recents_open:
        stack.extend(apps_ui.windows(model, m, status))
        stack.extend(first_run.windows(model, m, status, model.activities.focus()[0]))
    state, call = model.telephony.call_state, model.telephony.call
    if state == 1 or (state == 2 and ui.call_hidden != call.start_ms):
        stack.append(windows.call_screen(model, m, status))   # takes the focus: no keyboard
    elif not ui.recents_open:
        keyboard = adbkeyboard.window(model, m)      # the IME window over the app's focused field
        if keyboard is not None:
            stack.append(keyboard)
    if ui.crash is not None:
        stack.append(windows.crash_dialog(model, m, ui.crash))
    if ui.shade_open:
        stack.append(windows.shade(model, m, status))
    else:
        note = model.notifications.heads_up()
        if note is not None:
            stack.append(windows.heads_up(model, m, status, note))
    clock = strftime("%H:%M", model.clock.now_ns(), model.timezone())
    if model.settings.get_str("system", "time_12_24") == "12":
        clock = strftime("%I:%M", model.clock.now_ns(), model.timezone()).lstrip("0")
    active = next(w for w in reversed(stack) if w.focusable)
    return Screen(m.width, m.height, model.rotation(), model.night_mode(), model.display.density,
                  status, clock, active.root, stack, cjk_font=model.cjk_font, font_scale=m.font_scale)
