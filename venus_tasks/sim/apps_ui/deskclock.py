"""Clock (``com.google.android.deskclock``) screens: the Alarm / Clock / Timer / Stopwatch /
Bedtime tabs and the ``AlarmClock`` intents ``SET_ALARM`` / ``SHOW_ALARMS`` /
``SET_TIMER`` / ``SHOW_TIMERS``. The tabs live in their own modules:
``deskclock_alarm`` (alarms, ``SET_ALARM``), ``deskclock_timer`` (timer setup keypad,
running timer, ``SET_TIMER``), ``deskclock_stopwatch``; shared state and ids in
``deskclock_common``.

Source: AOSP DeskClock as LineageOS ships it for Android 13 (LineageOS/
android_packages_apps_DeskClock, branch ``lineage-20.0``, commit 8002d9cd3):
``res/layout/desk_clock.xml``: ``toolbar`` with ``title_view``; the FAB row
``left_button`` / ``fab`` / ``right_button``; ``BottomNavigationView`` ``bottom_view``
with ``res/menu/bottom_navigation_menu.xml`` items ``page_alarm`` "Alarm", ``page_clock``
"Clock", ``page_timer`` "Timer", ``page_stopwatch`` "Stopwatch". Google Clock (the
package on the emulator image) adds a fifth tab, "Bedtime" [inferred: id
``page_bedtime``; its page shows only its title and a "Get started" button here].
Activities: ``com.android.deskclock.DeskClock`` (AndroidWorld's ``clock`` activity);
the intents go to ``com.android.deskclock.HandleApiCalls``, which finishes at once and
starts ``DeskClock`` positioned on the tab (``UiDataModel.setSelectedTab``) unless the
intent says ``EXTRA_SKIP_UI`` or is refused. ``HandleApiCalls`` requires
``com.android.alarm.permission.SET_ALARM``, which the shell holds (``packages/Shell/
AndroidManifest.xml`` lists it among the normal permissions granted to the shell), so
``adb shell am start`` may send these intents.

The Clock tab (``main_clock_frame.xml``) shows ``digital_clock`` (``Utils.setTimeFormat``:
the 12-hour ``h:mm a`` with HAIR SPACE or ``HH:mm``, as ``deskclock_alarm.time_text``)
and ``date`` (``Utils.updateDate``: skeleton ``EEEMMMd`` "Sun, Oct 15", description
``EEEEMMMMd`` "Sunday, October 15"); the world-clock list and the analog style are not
modelled. The default tab on first launch is Clock [inferred]. AndroidWorld's clock checks read this UI: ``_is_stopwatch_running`` (the
activity name contains "DeskClock", content descriptions "Pause" and "Lap"),
``_is_stopwatch_paused`` ("Start" and two or more "Stopwatch" texts/descriptions) and
``_is_timer_set`` (``timer_setup_time``'s text ``HHh MMm SSs``).

Drawn as LineageOS' DeskClock draws itself (``deskclock_look``: the dark window, the
80dp bottom navigation with the tabs' icons, the 88dp FAB and its side buttons, alarm
cards). The Clock tab's FAB "Cities" (``ClockFragment.onUpdateFab``) and the toolbar's
overflow menu (Screen saver, Settings) are drawn; the pages they open are not modelled.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import deskclock_alarm as alarm
from venus_tasks.sim.apps_ui import deskclock_stopwatch as stopwatch
from venus_tasks.sim.apps_ui import deskclock_store as store
from venus_tasks.sim.apps_ui import deskclock_timer as timer
from venus_tasks.sim.apps_ui import deskclock_look as look
from venus_tasks.sim.apps_ui import material, state, widgets
from venus_tasks.sim.apps_ui.deskclock_common import ACTIVITY, APP_PACKAGE, ID, act, data, fab_row
from venus_tasks.sim.clock import strftime
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = APP_PACKAGE
_ACTIONS = (alarm.SET_ALARM, alarm.SHOW_ALARMS, alarm.DISMISS_ALARM, alarm.SNOOZE_ALARM, timer.SET_TIMER,
            timer.SHOW_TIMERS, timer.DISMISS_TIMER)
TABS = (("alarm", "Alarm"), ("clock", "Clock"), ("timer", "Timer"), ("stopwatch", "Stopwatch"),
        ("bedtime", "Bedtime"))


# ------------------------------------------------------------------ intents
def resolve_intent(model, it) -> tuple[str, str] | str | None:
    """``HandleApiCalls`` for the ``AlarmClock`` actions: ``(package, activity)`` to show,
    ``"handled"`` when nothing is shown, None when the intent is not the Clock's."""
    if model.packages.get(PACKAGE) is None or (it.package and it.package != PACKAGE):
        return None
    if it.component or it.data:             # HandleApiCalls' filters have no <data>
        return None
    if model.activities.lock_task_violation(PACKAGE):   # another task is pinned: am start
        return (PACKAGE, ACTIVITY) if it.action in _ACTIONS else None   # refused; no change
    for tab in (alarm, timer):
        shown = tab.handle_intent(model, it)
        if shown is not None:
            store.save(model)
            return (PACKAGE, ACTIVITY) if shown else "handled"
    return None


def via_trampoline(it) -> bool:
    """Whether ``am start`` of ``it`` went through ``HandleApiCalls`` (NoDisplay, its own
    empty task affinity): am sees that new activity start (START_SUCCESS, no "delivered to
    top-most" warning) while DeskClock comes to the front [inferred from the manifest]."""
    return it.action in _ACTIONS and not it.component


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int) -> None:
    d = data(model)
    root.style["bg"] = look.BACKGROUND
    tab = d["tab"]
    bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "toolbar",
                          bounds=(0, status, m.width, status + m.dp(64))))
    title = dict(TABS)[tab]                                  # wrap_content: as wide as its text
    bar.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id=ID + "title_view",
                   bounds=(m.dp(24), status + m.dp(16), m.dp(32) + int(len(title) * m.dp(22) * 0.6),
                           status + m.dp(48)),
                   style={"size": 22}))
    bar.add(UiNode(cls="android.widget.ImageView", desc="More options", clickable=True, focusable=True,
                   long_clickable=True,
                   bounds=(m.width - m.dp(52), status + m.dp(8), m.width - m.dp(4), status + m.dp(56)),
                   action=act("menu"), style={"kind": "icon_button", "path": material.MORE_VERT, "ink": look.WHITE}))
    top = status + m.dp(64)
    nav_top = m.height - m.dp(80)
    fab_top = nav_top - m.dp(120)
    if tab == "stopwatch":
        stopwatch.build(model, root, m, top, fab_top)
    elif tab == "timer":
        timer.build(model, root, m, top, fab_top)
    elif tab == "alarm":
        alarm.build(model, root, m, top, fab_top)
    elif tab == "clock":
        now, tz = model.clock.now_ns(), model.timezone()
        hour, minute = (int(p) for p in strftime("%H %M", now, tz).split())
        text = alarm.time_text(model, hour, minute)            # Utils.setTimeFormat: as TextTime
        root.add(UiNode(cls="android.widget.TextClock", resource_id=ID + "digital_clock", text=text,
                        desc=text, bounds=(m.dp(24), top + m.dp(24), m.width - m.dp(16), top + m.dp(136)),
                        style={"size": 90}))
        root.add(UiNode(cls=widgets.TEXT_VIEW, resource_id=ID + "date", text=strftime("%a, %b %-d", now, tz),
                        desc=strftime("%A, %B %-d", now, tz),
                        bounds=(m.dp(24), top + m.dp(140), m.dp(32) + int(len(strftime("%a, %b %-d", now, tz))
                                                                             * m.dp(14) * 0.6), top + m.dp(164)),
                        style={"size": 14}))
        fab_row(root, m, fab_top, None, "Cities", None)
    else:
        widgets.button(root, (m.width // 2 - m.dp(80), top + m.dp(200), m.width // 2 + m.dp(80),
                              top + m.dp(248)), "Get started", act("bedtime_start")).style["fill"] = look.ACCENT
    look.bottom_nav(root, m, TABS, tab, lambda key: act("tab", key), ID)
    look.whiten(root)


MENU = ("Screen saver", "Settings")     # NightModeMenuItemController, SettingsMenuItemController


def windows(model, m, status: int) -> list[Window]:
    """The toolbar's overflow menu (``ThemeOverlay.Popup``: ``popup_background``, 28dp corners
    in ``system_neutral2_700``, white text); its items close it (the screen saver and the
    settings pages are not modelled)."""
    st, page, foreign = state.current(model, PACKAGE)
    if foreign or not st.data.get("menu"):
        return []
    win = widgets.popup_menu(m, PACKAGE, status + m.dp(8), [(t, act("menu_close")) for t in MENU], act("menu_close"))
    win.root.style.update({"bg": look.POPUP, "radius": m.dp(28)})
    look.whiten(win.root)
    return [win]


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    """A tap on the Clock: the tab's action, then its data saved where the app keeps it
    (``deskclock_store``)."""
    d = data(model)
    if verb in ("menu", "menu_close"):
        state.get(model, PACKAGE).data["menu"] = verb == "menu"   # the activity's, gone with its task
        return
    if verb == "tab":
        d["tab"] = args[0]
    elif d["tab"] == "stopwatch":
        stopwatch.perform(model, verb)
    elif d["tab"] == "timer":
        timer.perform(model, verb, args)
    elif d["tab"] == "alarm":
        alarm.perform(model, verb, args)
    store.save(model)


def back(model) -> bool:
    st = state.get(model, PACKAGE)
    if st.data.get("menu"):
        st.data["menu"] = False
        return True
    return data(model)["tab"] == "timer" and timer.back(model)


def enter(model) -> bool:
    return False
