"""How the Clock draws itself: AOSP DeskClock as LineageOS ships it for Android 13
(LineageOS/android_packages_apps_DeskClock, branch lineage-20.0 at 8002d9cd; Apache
License 2.0), always dark, in the system's Material You tones.

* ``res/values/themes.xml``, ``colors.xml`` (no ``values-night``: one dark theme):
  window ``default_background`` = ``system_neutral1_900``; the bottom navigation
  ``secondary_color`` = ``system_neutral1_800``; an alarm's card ``default_background_lighter``
  = ``system_neutral2_800``; ``accent_color`` = ``system_accent3_200`` (the FAB, via
  ``colorAccent``, the checked tab, the switch's track); ``accent_color2`` =
  ``system_accent2_200`` (the left and right buttons); the switch's thumb
  ``state_on_color`` = ``system_accent3_100`` (off: ``default_background`` on
  ``system_neutral2_500``); texts ``@color/white`` (``body``, ``display_time``), "No
  Alarms" in ``no_alarms`` #4CFFFFFF; unchecked tabs ``white_50p``
  (``res/color/tab_tint_color.xml``). The system tones are Material 3's baseline palette
  (seed #6750A4) as the default theme gives them [inferred, as ``zipxtract_look`` does: a
  device's dynamic colours follow its wallpaper].
* ``res/layout/desk_clock.xml``: ``toolbar`` (``actionBarSize`` 64dp, no background) with
  ``title_view`` (22sp, 24dp from the start); ``fab_container`` (``fab_container_height``
  120dp) above ``bottom_view`` (80dp, paddingTop 12dp, labelled, 12sp ``navText``); the
  ``fab`` ``fabCustomSize`` ``fab_height`` 88dp in the middle, ``left_button`` and
  ``right_button`` (56dp, ``accent_color2``) at horizontal bias 0.6 / 0.4 beside it. The
  FAB is Widget.Design's circle under ``Theme.AppCompat`` [inferred]; the buttons' drawables
  are black (``ic_add_24dp``, ``ic_public``, ``ic_play_pause``; Reset and Delete
  ``ic_delete``, Lap ``ic_stopwatch_black``, Share ``ic_share``: ``StopwatchFragment``,
  ``TimerFragment``).
* ``res/menu/bottom_navigation_menu.xml``: ``ic_tab_alarm_static``, ``ic_tab_clock_static``,
  ``ic_tab_timer_static``, ``ic_tab_stopwatch_static`` (path data below).
* ``res/layout/alarm_time_collapsed.xml``, ``alarm_time_summary.xml``,
  ``drawable/alarm_background.xml``, ``styles.xml`` ``MaterialCardViewStyle``: each alarm
  a card (28dp corners, 8dp above, 16dp at the sides): ``label`` (48dp, only when set),
  ``digital_clock`` (``display_time`` 56sp), then ``days_of_week`` at the start and the
  ``onoff`` switch at the end on one 48dp line, ``arrow`` (``ic_caret_down``) at the top
  end.

Google Clock, the package on the emulator image, adds "Bedtime" (its icon drawn with
Material's ``bedtime`` shape [inferred]). Path data below are the drawables' own, except
these approximations with Material icons' shapes: ``ic_play_pause`` / ``ic_pause_play``
(animated vectors: PLAY, PAUSE), ``ic_caret_down`` (animated: CARET_DOWN), the timer's
delete key (BACKSPACE) and the ring (RING, drawn by ``StopwatchCircleView`` in code).
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import material, widgets
from venus_tasks.sim.screen.tree import UiNode

BACKGROUND = (0x1C, 0x1B, 0x1F)        # system_neutral1_900
NAV = (0x31, 0x30, 0x33)               # system_neutral1_800
CARD = (0x32, 0x2F, 0x37)              # system_neutral2_800
ACCENT = (0xEF, 0xB8, 0xC8)            # system_accent3_200
ACCENT2 = (0xCC, 0xC2, 0xDC)           # system_accent2_200
THUMB_ON = (0xFF, 0xD8, 0xE4)          # system_accent3_100
TRACK_OFF = (0x79, 0x74, 0x7E)         # system_neutral2_500
WHITE = (0xFF, 0xFF, 0xFF)
WHITE_50 = (0x98, 0x97, 0x99)          # white_50p over NAV
NO_ALARMS = (0x5A, 0x59, 0x5C)         # #4CFFFFFF over BACKGROUND
BLACK = (0, 0, 0)
POPUP = (0x49, 0x45, 0x4F)             # popup_background: system_neutral2_700

TAB_ALARM = ("M22,5.72l-4.6,-3.86 -1.29,1.53 4.6,3.86L22,5.72zM7.88,3.39L6.6,1.86 2,5.71l1.29,1.53 4.59,-3.85z"
             "M12.5,8L11,8v6l4.75,2.85 0.75,-1.23 -4,-2.37L12.5,8zM12,4c-4.97,0 -9,4.03 -9,9s4.02,9 9,9c4.97,0 9,"
             "-4.03 9,-9s-4.03,-9 -9,-9zM12,20c-3.87,0 -7,-3.13 -7,-7s3.13,-7 7,-7 7,3.13 7,7 -3.13,7 -7,7z")
TAB_CLOCK = ("M11.99,2C6.47,2 2,6.48 2,12s4.47,10 9.99,10C17.52,22 22,17.52 22,12S17.52,2 11.99,2zM12,20c-4.42,0 "
             "-8,-3.58 -8,-8s3.58,-8 8,-8 8,3.58 8,8 -3.58,8 -8,8zM12.5,7H11v6l5.25,3.15 0.75,-1.23 -4.5,-2.67z")
TAB_TIMER = ("M13.4,12l5.9,-6.3c0.2,-0.3 0.3,-0.7 0.1,-1.1C19.3,4.2 18.9,4 18.5,4h-13C5.1,4 4.7,4.2 4.6,4.6"
             "C4.4,5 4.5,5.4 4.8,5.7l5.8,6.3l-5.9,6.3c-0.2,0.3 -0.3,0.7 -0.1,1.1C4.7,19.8 5.1,20 5.5,20h13"
             "c0.4,0 0.8,-0.2 0.9,-0.6c0.2,-0.4 0.1,-0.8 -0.2,-1.1L13.4,12zM7.8,6h8.4L12,10.5L7.8,6z")
TAB_STOPWATCH = ("M15,1L9,1v2h6L15,1zM11,14h2L13,8h-2v6zM19.03,7.39l1.42,-1.42c-0.43,-0.51 -0.9,-0.99 -1.41,-1.41"
                 "l-1.42,1.42C16.07,4.74 14.12,4 12,4c-4.97,0 -9,4.03 -9,9s4.02,9 9,9 9,-4.03 9,-9c0,-2.12 "
                 "-0.74,-4.07 -1.97,-5.61zM12,20c-3.87,0 -7,-3.13 -7,-7s3.13,-7 7,-7 7,3.13 7,7 -3.13,7 -7,7z")
TAB_BEDTIME = ("M12.34,2.02C6.59,1.82 2,6.42 2,12c0,5.52 4.48,10 10,10c3.71,0 6.93,-2.02 8.66,-5.02"
               "C13.15,16.73 8.57,8.55 12.34,2.02z")
ADD = "M19,13H13V19H11V13H5V11H11V5H13V11H19V13Z"
PUBLIC = ("M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zm6.93 6h-2.95"
          "c-.32-1.25-.78-2.45-1.38-3.56 1.84.63 3.37 1.91 4.33 3.56zM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82"
          "c.43-1.43 1.08-2.76 1.91-3.96zM4.26 14C4.1 13.36 4 12.69 4 12s.1-1.36.26-2h3.38c-.08.66-.14 1.32-.14 2"
          " 0 .68.06 1.34.14 2H4.26zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56-1.84-.63-3.37-1.9-4.33-3.56zm2.95-8H5.08"
          "c.96-1.66 2.49-2.93 4.33-3.56C8.81 5.55 8.35 6.75 8.03 8zM12 19.96c-.83-1.2-1.48-2.53-1.91-3.96h3.82"
          "c-.43 1.43-1.08 2.76-1.91 3.96zM14.34 14H9.66c-.09-.66-.16-1.32-.16-2 0-.68.07-1.35.16-2h4.68c.09.65"
          ".16 1.32.16 2 0 .68-.07 1.34-.16 2zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95c-.96 1.65-2.49 2.93-4.33"
          " 3.56zM16.36 14c.08-.66.14-1.32.14-2 0-.68-.06-1.34-.14-2h3.38c.16.64.26 1.31.26 2s-.1 1.36-.26 2h-3.38z")
PLAY = "M8,5v14l11,-7z"
PAUSE = "M6,19h4L10,5L6,5v14zM14,5v14h4L18,5h-4z"
DELETE = "M9,3V4H4V6H5V19A2,2 0 0,0 7,21H17A2,2 0 0,0 19,19V6H20V4H15V3H9M7,6H17V19H7V6M9,8V17H11V8H9M13,8V17H15V8H13Z"
SHARE = ("M18,16.08C17.24,16.08 16.56,16.38 16.04,16.85L8.91,12.7C8.96,12.47 9,12.24 9,12C9,11.76 8.96,11.53 8"
         ".91,11.3L15.96,7.19C16.5,7.69 17.21,8 18,8A3,3 0 0,0 21,5A3,3 0 0,0 18,2A3,3 0 0,0 15,5C15,5.24 15.0"
         "4,5.47 15.09,5.7L8.04,9.81C7.5,9.31 6.79,9 6,9A3,3 0 0,0 3,12A3,3 0 0,0 6,15C6.79,15 7.5,14.69 8.04,"
         "14.19L15.16,18.34C15.11,18.55 15.08,18.77 15.08,19C15.08,20.61 16.39,21.91 18,21.91C19.61,21.91 20.9"
         "2,20.61 20.92,19A2.92,2.92 0 0,0 18,16.08Z")
CARET_DOWN = "M7.41,8.59L12,13.17l4.59,-4.58L18,10l-6,6 -6,-6 1.41,-1.41z"
# StopwatchCircleView: a ring of secondary_color, stopwatch_circle_size 12dp wide on 256dp, round the time
RING = "M12,0A12,12 0 1,1 11.99,0ZM12,1.125A10.875,10.875 0 1,0 12.01,1.125Z"
TAB_ICONS = {"alarm": TAB_ALARM, "clock": TAB_CLOCK, "timer": TAB_TIMER, "stopwatch": TAB_STOPWATCH,
             "bedtime": TAB_BEDTIME}
# a button's description -> (its drawable, the drawable's own colour)
BUTTON_ICONS = {"Add alarm": (ADD, BLACK), "Cities": (PUBLIC, BLACK), "Add Timer": (ADD, BLACK),
                "Start": (PLAY, BLACK), "Pause": (PAUSE, BLACK), "Reset": (DELETE, BLACK), "Lap": (TAB_STOPWATCH, BLACK),
                "Share": (SHARE, BLACK), "Delete": (DELETE, BLACK)}
BACKSPACE = ("M22,3H7c-0.69,0 -1.23,0.35 -1.59,0.88L0,12l5.41,8.11c0.36,0.53 0.9,0.89 1.59,0.89h15c1.1,0 2,-0.9 2,-2V5"
             "c0,-1.1 -0.9,-2 -2,-2zM19,15.59L17.59,17 14,13.41 10.41,17 9,15.59 12.59,12 9,8.41 10.41,7 14,10.59 "
             "17.59,7 19,8.41 15.41,12 19,15.59z")
DELETE_KEY = {"kind": "icon_button", "path": BACKSPACE, "ink": WHITE}


def digit_key(side_dp: float) -> dict:
    """A timer keypad digit (``Widget.Button.TimerSetupDigit``): white 36sp on a
    ``digit_background`` circle ``side_dp`` wide."""
    return {"kind": "button", "radius_dp": side_dp / 2, "fill": CARD, "ink": WHITE, "text_sp": 36}


SWITCH = {"kind": "switch", "track": (ACCENT, TRACK_OFF), "thumb": (THUMB_ON, BACKGROUND)}


def bottom_nav(root: UiNode, m, tabs, current: str, action, rid_prefix: str) -> UiNode:
    """``bottom_view``: 80dp of ``secondary_color``, one labelled item per ``(key, label)``
    (id ``page_<key>``, described by its label, ``selected`` when current); the current
    tab's icon and label in ``accent_color``, the others ``white_50p``."""
    top = m.height - m.dp(80)
    nav = root.add(UiNode(cls="android.widget.FrameLayout", resource_id=rid_prefix + "bottom_view",
                          bounds=(0, top, m.width, m.height), style={"bg": NAV}))
    w = m.width / len(tabs)
    for i, (key, label) in enumerate(tabs):
        on = key == current
        ink = ACCENT if on else WHITE_50
        l, r = round(i * w), round((i + 1) * w)
        item = nav.add(UiNode(cls="android.widget.FrameLayout", resource_id=rid_prefix + "page_" + key, desc=label,
                              clickable=True, focusable=True, selected=on, bounds=(l, top, r, m.height),
                              action=action(key)))
        cx, s = (l + r) // 2, m.dp(24)
        material.icon(item, (cx - s // 2, top + m.dp(14), cx + s // 2, top + m.dp(14) + s), TAB_ICONS[key], ink,
                      rid=rid_prefix + "navigation_bar_item_icon_view")
        item.add(UiNode(cls=widgets.TEXT_VIEW, text=label,
                        resource_id=rid_prefix + ("navigation_bar_item_large_label_view" if on
                                                  else "navigation_bar_item_small_label_view"),
                        bounds=(l + m.dp(2), top + m.dp(42), r - m.dp(2), top + m.dp(60)),
                        style={"ink": ink, "size": 12, "centred": True}))
    return nav


def fab_row(root: UiNode, m, nav_top: int, buttons, rid_prefix: str, action) -> None:
    """The ``fab_container`` (120dp above ``nav_top``): ``buttons`` = (left, fab, right)
    descriptions, None for a hidden one; a tap runs ``action("left"|"fab"|"right")``."""
    left, fab, right = buttons
    cy, mid = nav_top - m.dp(60), m.width // 2
    big, small = m.dp(88), m.dp(56)
    if fab:
        path, ink = BUTTON_ICONS.get(fab, (ADD, BLACK))
        root.add(UiNode(cls="android.widget.ImageButton", resource_id=rid_prefix + "fab", desc=fab, clickable=True,
                        focusable=True, bounds=(mid - big // 2, cy - big // 2, mid + big // 2, cy + big // 2),
                        action=action("fab"), style={"kind": "fab", "round": True, "fill": ACCENT, "path": path,
                                                     "ink": ink}))
    gap = m.dp(16) + big // 2                       # the fab's margin and half its width
    for side, desc, bias in (("left", left, 0.6), ("right", right, 0.4)):
        if not desc:
            continue
        span = mid - gap                             # the space between the edge and the fab
        cx = round(bias * (span - small) + small / 2) if side == "left" else \
            round(mid + gap + bias * (span - small) + small / 2)
        path, ink = BUTTON_ICONS.get(desc, (ADD, WHITE))
        root.add(UiNode(cls="android.widget.ImageButton", resource_id=rid_prefix + side + "_button", desc=desc,
                        clickable=True, focusable=True,
                        bounds=(cx - small // 2, cy - small // 2, cx + small // 2, cy + small // 2),
                        action=action(side), style={"kind": "fab", "round": True, "fill": ACCENT2, "path": path,
                                                    "ink": ink}))


def whiten(node: UiNode, ink: tuple = WHITE) -> None:
    """Give every text of ``node``'s tree without its own colour the ``body`` white (the app
    draws all its texts white on its dark window)."""
    if node.text and "ink" not in node.style and node.style.get("kind") not in ("button", "fab", "switch"):
        node.style["ink"] = ink
    for child in node.children:
        whiten(child, ink)
