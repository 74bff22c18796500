"""Markor's colours and icons, from gsantner/markor v2.10.9 (versionCode 146).

Colours (``res/values/colors.xml``, ``res/values-night/colors.xml``): the toolbar is
``?attr/colorPrimary`` (``primary`` #1E2135, at night ``primary_dark`` #161828), the
bottom navigation ``@color/primary`` in both, its items white and the checked one
``accent`` #F04B4B (``drawable/bottomnav_color_selector.xml``); the FAB is the theme's
accent (#F04B4B) with the white ``ic_add_white_24dp``; the window ``background``
(#EEEEEE, night #222222); ``primary_text`` #212121 (white) and ``secondary_text``
#757575 (#9E9E9E), the file browser's icon tint (``GsFileBrowserListAdapter``: the row
icon's colour filter is ``secondaryTextColor``, the accent when selected). The toolbar's
text and icons are white (``LightTextToolbarOverlay``, ``tintMenuItems(.., Color.WHITE)``).

The text action bar under a document (``document__fragment__edit.xml``:
``document__fragment__edit__text_actions_bar``, ``textactions_bar_height`` 46dp) is
``textActionBarColor`` (#E0E0E0, night #424242) with icons in ``textActionIconColor``
(#505050, night white).

Icons: the ``pathData`` of ``res/drawable/ic_*_24dp.xml`` (Material icons, Apache-2.0).
"""

from __future__ import annotations

import dataclasses

from venus_tasks.sim.apps_ui import material

WHITE = (255, 255, 255)
ACCENT = (0xF0, 0x4B, 0x4B)
PRIMARY = (0x1E, 0x21, 0x35)
PRIMARY_DARK = (0x16, 0x18, 0x28)

CHECK = "M9,16.17L4.83,12l-1.42,1.41L9,19 21,7l-1.41,-1.41z"                # ic_check_black_24dp (selected row)
LIGHTNING = "M7,2v11h3v9l7,-12h-4l4,-8z"                                 # ic_lightning_black_24dp
ASSIGNMENT_TURNED_IN = (                                                  # ic_assignment_turned_in_black_24dp
    "M19,3h-4.18C14.4,1.84 13.3,1 12,1c-1.3,0 -2.4,0.84 -2.82,2L5,3c-1.1,0 -2,0.9 -2,2v14c0,1.1 0.9,2 2,2h14"
    "c1.1,0 2,-0.9 2,-2L21,5c0,-1.1 -0.9,-2 -2,-2zM12,3c0.55,0 1,0.45 1,1s-0.45,1 -1,1 -1,-0.45 -1,-1 0.45,-1 1,-1z"
    "M10,17l-4,-4 1.41,-1.41L10,14.17l6.59,-6.59L18,9l-8,8z")
RENAME = ("M16.26,4.3v0.925h2.436v13.481L16.26,18.706v0.994h6.1l-0.018,-0.994h-2.428L19.914,5.226h2.437L22.351,4.3"
          "L19.195,4.3zM5.295,16.068h6.091l1.097,2.68h2.558l-5.786,-13.4L7.427,5.348l-5.787,13.4L4.2,18.748z"
          "M8.341,7.759l2.278,6.116L6.063,13.875z")                         # ic_gs_rename_black_24dp
UNDO = ("M12.5,8c-2.65,0 -5.05,0.99 -6.9,2.6L2,7v9h9l-3.62,-3.62c1.39,-1.16 3.16,-1.88 5.12,-1.88 3.54,0 6.55,2.31 "
        "7.6,5.5l2.37,-0.78C21.08,11.03 17.15,8 12.5,8z")
REDO = ("M18.4,10.6C16.55,8.99 14.15,8 11.5,8c-4.65,0 -8.58,3.03 -9.96,7.22L3.9,16c1.05,-3.19 4.05,-5.5 7.6,-5.5 "
        "1.95,0 3.73,0.72 5.12,1.88L13,16h9V7l-3.6,3.6z")
VISIBILITY = ("M12,4.5C7,4.5 2.73,7.61 1,12c1.73,4.39 6,7.5 11,7.5s9.27,-3.11 11,-7.5c-1.73,-4.39 -6,-7.5 -11,-7.5z"
              "M12,17c-2.76,0 -5,-2.24 -5,-5s2.24,-5 5,-5 5,2.24 5,5 -2.24,5 -5,5zM12,9c-1.66,0 -3,1.34 -3,3s1.34,3 "
              "3,3 3,-1.34 3,-3 -1.34,-3 -3,-3z")
CHECK_BOX = ("M19,3L5,3c-1.11,0 -2,0.9 -2,2v14c0,1.1 0.89,2 2,2h14c1.11,0 2,-0.9 2,-2L21,5c0,-1.1 -0.89,-2 -2,-2z"
             "M10,17l-5,-5 1.41,-1.41L10,14.17l7.59,-7.59L19,8l-9,9z")
THUMB_UP = ("M1,21h4L5,9L1,9v12zM23,10c0,-1.1 -0.9,-2 -2,-2h-6.31l0.95,-4.57 0.03,-0.32c0,-0.41 -0.17,-0.79 "
            "-0.44,-1.06L14.17,1 7.59,7.59C7.22,7.95 7,8.45 7,9v10c0,1.1 0.9,2 2,2h9c0.83,0 1.54,-0.5 1.84,-1.22"
            "l3.02,-7.05c0.09,-0.23 0.14,-0.47 0.14,-0.73v-1.91l-0.01,-0.01L23,10z")
SETTINGS = ("M19.43,12.98c0.04,-0.32 0.07,-0.64 0.07,-0.98s-0.03,-0.66 -0.07,-0.98l2.11,-1.65c0.19,-0.15 0.24,-0.42 "
            "0.12,-0.64l-2,-3.46c-0.12,-0.22 -0.39,-0.3 -0.61,-0.22l-2.49,1c-0.52,-0.4 -1.08,-0.73 -1.69,-0.98"
            "l-0.38,-2.65C14.46,2.18 14.25,2 14,2h-4c-0.25,0 -0.46,0.18 -0.49,0.42l-0.38,2.65c-0.61,0.25 -1.17,0.59 "
            "-1.69,0.98l-2.49,-1c-0.23,-0.09 -0.49,0 -0.61,0.22l-2,3.46c-0.13,0.22 -0.07,0.49 0.12,0.64l2.11,1.65"
            "c-0.04,0.32 -0.07,0.65 -0.07,0.98s0.03,0.66 0.07,0.98l-2.11,1.65c-0.19,0.15 -0.24,0.42 -0.12,0.64l2,3.46"
            "c0.12,0.22 0.39,0.3 0.61,0.22l2.49,-1c0.52,0.4 1.08,0.73 1.69,0.98l0.38,2.65c0.03,0.24 0.24,0.42 0.49,0.42"
            "h4c0.25,0 0.46,-0.18 0.49,-0.42l0.38,-2.65c0.61,-0.25 1.17,-0.59 1.69,-0.98l2.49,1c0.23,0.09 0.49,0 "
            "0.61,-0.22l2,-3.46c0.12,-0.22 0.07,-0.49 -0.12,-0.64l-2.11,-1.65zM12,15.5c-1.93,0 -3.5,-1.57 -3.5,-3.5"
            "s1.57,-3.5 3.5,-3.5 3.5,1.57 3.5,3.5 -1.57,3.5 -3.5,3.5z")


NEW_LABEL = ("M21,12l-4.37,6.16C16.26,18.68 15.65,19 15,19h-3l0,-6H9v-3H3V7c0,-1.1 0.9,-2 2,-2h10c0.65,0 1.26,0.31 "
             "1.63,0.84L21,12zM10,15H7v-3H5v3H2v2h3v3h2v-3h3V15z")
OPEN_IN_BROWSER = ("M19,4L5,4c-1.11,0 -2,0.9 -2,2v12c0,1.1 0.89,2 2,2h4v-2L5,18L5,8h14v10h-4v2h4c1.1,0 2,-0.9 2,-2"
                   "L21,6c0,-1.1 -0.89,-2 -2,-2zM12,10l-4,4h3v6h2v-6h3l-4,-4z")
ATTACH = ("M16.5,6v11.5c0,2.21 -1.79,4 -4,4s-4,-1.79 -4,-4V5c0,-1.38 1.12,-2.5 2.5,-2.5s2.5,1.12 2.5,2.5v10.5"
          "c0,0.55 -0.45,1 -1,1s-1,-0.45 -1,-1V6H10v9.5c0,1.38 1.12,2.5 2.5,2.5s2.5,-1.12 2.5,-2.5V5c0,-2.21 -1.79,-4 "
          "-4,-4S7,2.79 7,5v12.5c0,3.04 2.46,5.5 5.5,5.5s5.5,-2.46 5.5,-5.5V6h-1.5z")
KEYBOARD = ("M20,5L4,5c-1.1,0 -1.99,0.9 -1.99,2L2,17c0,1.1 0.9,2 2,2h16c1.1,0 2,-0.9 2,-2L22,7c0,-1.1 -0.9,-2 -2,-2z"
            "M11,8h2v2h-2L11,8zM11,11h2v2h-2v-2zM8,8h2v2L8,10L8,8zM8,11h2v2L8,13v-2zM7,13L5,13v-2h2v2zM7,10L5,10L5,8h2v2z"
            "M16,17L8,17v-2h8v2zM16,13h-2v-2h2v2zM16,10h-2L14,8h2v2zM19,13h-2v-2h2v2zM19,10h-2L17,8h2v2z")
ARCHIVE = ("M20.54,5.23l-1.39,-1.68C18.88,3.21 18.47,3 18,3H6c-0.47,0 -0.88,0.21 -1.16,0.55L3.46,5.23C3.17,5.57 3,6.02 "
           "3,6.5V19c0,1.1 0.9,2 2,2h14c1.1,0 2,-0.9 2,-2V6.5c0,-0.48 -0.17,-0.93 -0.46,-1.27zM12,17.5L6.5,12H10v-2h4v2"
           "h3.5L12,17.5zM5.12,5l0.81,-1h12l0.94,1H5.12z")
AT_SIGN = ("M12,2C6.48,2 2,6.48 2,12s4.48,10 10,10h5v-2h-5c-4.34,0 -8,-3.66 -8,-8s3.66,-8 8,-8 8,3.66 8,8v1.43"
           "c0,0.79 -0.71,1.57 -1.5,1.57s-1.5,-0.78 -1.5,-1.57V12c0,-2.76 -2.24,-5 -5,-5s-5,2.24 -5,5 2.24,5 5,5"
           "c1.38,0 2.64,-0.56 3.54,-1.47 0.65,0.89 1.77,1.47 2.96,1.47 1.97,0 3.5,-1.6 3.5,-3.57V12c0,-5.52 -4.48,-10 "
           "-10,-10zM12,15c-1.66,0 -3,-1.34 -3,-3s1.34,-3 3,-3 3,1.34 3,3 -1.34,3 -3,3z")  # Material alternate_email
LIST = ("M7,5H21V7H7V5M7,13V11H21V13H7M4,4.5A1.5,1.5 0 0,1 5.5,6A1.5,1.5 0 0,1 4,7.5A1.5,1.5 0 0,1 2.5,6A1.5,1.5 0 "
        "0,1 4,4.5M4,10.5A1.5,1.5 0 0,1 5.5,12A1.5,1.5 0 0,1 4,13.5A1.5,1.5 0 0,1 2.5,12A1.5,1.5 0 0,1 4,10.5M7,19"
        "V17H21V19H7M4,16.5A1.5,1.5 0 0,1 5.5,18A1.5,1.5 0 0,1 4,19.5A1.5,1.5 0 0,1 2.5,18A1.5,1.5 0 0,1 4,16.5Z")
BOLD = ("M13.5,15.5H10V12.5H13.5A1.5,1.5 0 0,1 15,14A1.5,1.5 0 0,1 13.5,15.5M10,6.5H13A1.5,1.5 0 0,1 14.5,8A1.5,1.5 "
        "0 0,1 13,9.5H10M15.6,10.79C16.57,10.11 17.25,9 17.25,8C17.25,5.74 15.5,4 13.25,4H7V18H14.04C16.14,18 "
        "17.75,16.3 17.75,14.21C17.75,12.69 16.89,11.39 15.6,10.79Z")
ITALIC = "M10,4V7H12.21L8.79,15H6V18H14V15H11.79L15.21,7H18V4H10Z"
ACCESS_TIME = ("M11.99,2C6.47,2 2,6.48 2,12s4.47,10 9.99,10C17.52,22 22,17.52 22,12S17.52,2 11.99,2zM12,20c-4.42,0 "
               "-8,-3.58 -8,-8s3.58,-8 8,-8 8,3.58 8,8 -3.58,8 -8,8zM12.5,7H11v6l5.25,3.15 0.75,-1.23 -4.5,-2.67z")

# The text action bars (``TodoTxtActionButtons``/``MarkdownActionButtons.getFormatActionList``),
# in order: (title, icon). todo.txt's "Add context" icon ``gs_email_sign_black_24dp`` is drawn
# as Material's alternate_email [a stand-in of the same shape].
TODO_ACTIONS = (("Toggle done", CHECK_BOX), ("Add context", AT_SIGN), ("Add project", NEW_LABEL),
                ("Priority", material.STAR_BORDER), ("Delete lines", material.DELETE), ("Open link", OPEN_IN_BROWSER),
                ("Attach", ATTACH), ("Special Key", KEYBOARD), ("Archive completed tasks", ARCHIVE))
MARKDOWN_ACTIONS = (("Check list", CHECK_BOX), ("Unordered list", LIST), ("Bold", BOLD), ("Italic", ITALIC),
                    ("Delete lines", material.DELETE), ("Open link", OPEN_IN_BROWSER), ("Attach", ATTACH),
                    ("Special Key", KEYBOARD), ("Date and time", ACCESS_TIME))


@dataclasses.dataclass(frozen=True)
class Colours:
    bar: tuple
    nav: tuple
    background: tuple
    text: tuple
    secondary: tuple
    action_bar: tuple                     # textActionBarColor
    action_icon: tuple                    # textActionIconColor


DAY = Colours(PRIMARY, PRIMARY, (0xEE, 0xEE, 0xEE), (0x21, 0x21, 0x21), (0x75, 0x75, 0x75), (0xE0, 0xE0, 0xE0),
              (0x50, 0x50, 0x50))
NIGHT = Colours(PRIMARY_DARK, PRIMARY, (0x22, 0x22, 0x22), WHITE, (0x9E, 0x9E, 0x9E), (0x42, 0x42, 0x42), WHITE)


def colours(model) -> Colours:
    return NIGHT if model.night_mode() else DAY


def editor_padding(m) -> int:
    """The editor's side and top padding (``document__fragment__edit.xml``:
    ``activity_horizontal_margin``, 16dp, 64dp from 820dp of width by ``values-w820dp``;
    Markor v2.10.9 has no other large-screen resources)."""
    return m.dp(64 if m.width * 160 / m.density >= 820 else 16)


def text_actions(root, m, model, bottom: int, actions, act) -> None:
    """The text action bar whose bottom is at ``bottom``: one 48dp ``ImageView`` per
    action (content description = its title) [width inferred from
    ``quick_keyboard_button.xml``'s 4dp paddings around the 24dp icon, drawn wider]; a tap
    runs ``act``."""
    from venus_tasks.sim.screen.tree import UiNode

    c = colours(model)
    h = m.dp(46)
    bar = root.add(UiNode(cls="android.widget.HorizontalScrollView", bounds=(0, bottom - h, m.width, bottom),
                          style={"bg": c.action_bar}))
    row = bar.add(UiNode(cls="android.widget.LinearLayout", resource_id="net.gsantner.markor:id/"
                         "document__fragment__edit__text_actions_bar", bounds=bar.bounds))
    x = 0
    for title, path in actions:
        if x + m.dp(48) > m.width:
            break
        row.add(UiNode(cls="android.widget.ImageView", desc=title, clickable=True, focusable=True,
                       long_clickable=True, bounds=(x, bottom - h, x + m.dp(48), bottom), action=act,
                       style={"kind": "icon_button", "path": path, "ink": c.action_icon}))
        x += m.dp(48)


def bar(root, m, top: int, title: str, model, **kw):
    """Markor's toolbar (``main__activity.xml`` / ``document__activity.xml``): 56dp of
    ``colorPrimary`` with white title and icons."""
    return material.app_bar(root, m, top, title, bg=colours(model).bar, fg=WHITE, **kw)
