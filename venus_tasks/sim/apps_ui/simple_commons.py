"""The look the Simple Mobile Tools apps share through Simple-Commons (commit b72ded2a75,
the library Simple SMS Messenger 5.19.3 builds with): the theme's colours, contact letter
avatars and the library's vector icons.

Colours. ``BaseConfig.isUsingSystemTheme`` defaults to ``isSPlus()``, so on Android 13
the apps take their colours from the system palette (``res/values-v31/colors.xml`` and
``values-night-v31``, ``Context-styling.kt``): background ``you_background_color`` =
``system_neutral1_10`` (night ``_900``), text ``you_neutral_text_color`` =
``system_accent1_900`` (night ``_10``), primary ``you_primary_color`` =
``system_accent1_400``, bottom bar ``system_neutral1_50`` (night ``_800``). The system
tones here are Material 3's baseline tonal palettes (seed #6750A4; tone 99 = ``_10``, 95 =
``_50``, 90 = ``_100``, ..., 10 = ``_900``) as the default (non-wallpaper) theme gives them
[inferred, as the Settings likeness does: a device's dynamic colours follow its
wallpaper]. The search bar (``MySearchMenu.updateColors``) is the background colour with
a pill (``search_menu_background``, 8dp corners) in the primary colour at
``LOWER_ALPHA`` 0.25; its icons are the background's contrast colour.

Letter avatars (``SimpleContactsHelper.getContactLetterIcon``): a circle in
``letterBackgroundColors[abs(name.hashCode()) % 10]`` (``Constants.kt``, colours with
alpha 0xCC) with the name's first letter (``getNameLetter``: upper case, "A" when not a
letter) in the contrast colour, half the avatar's size.

Icons: ``res/drawable/ic_*_vector.xml`` path data with their viewports (24, 48 or 128).
"""

from __future__ import annotations

DAY = {"background": (0xFF, 0xFB, 0xFE), "text": (0x21, 0x00, 0x5D), "primary": (0x9A, 0x82, 0xDB),
       "bottom_bar": (0xF4, 0xEF, 0xF4), "dialog": (0xF6, 0xED, 0xFF), "contrast": (0x33, 0x33, 0x33)}
NIGHT = {"background": (0x1C, 0x1B, 0x1F), "text": (0xFF, 0xFB, 0xFE), "primary": (0x9A, 0x82, 0xDB),
         "bottom_bar": (0x31, 0x30, 0x33), "dialog": (0x33, 0x2D, 0x41), "contrast": (0xFF, 0xFF, 0xFF)}
LOWER_ALPHA = 0.25
LETTER_COLOURS = [0xD32F2F, 0xC2185B, 0x1976D2, 0x0288D1, 0x0097A7, 0x00796B, 0x388E3C, 0x689F38,
                  0xF57C00, 0xE64A19]
LETTER_ALPHA = 0xCC / 255

# (path data, viewport) of Simple-Commons' drawables
SEARCH = ("M15.5 14h-0.79l-0.28-0.27c1.2-1.4 1.82-3.31 1.48-5.34-0.47-2.78-2.79-5-5.59-5.34-4.23-0.52-7.79 "
          "3.04-7.27 7.27 0.34 2.8 2.56 5.12 5.34 5.59 2.03 0.34 3.94-0.28 5.34-1.48L14 14.71v0.79l4.25 4.25c0.41 "
          "0.41 1.08 0.41 1.49 0 0.41-0.41 0.41-1.08 0-1.49L15.5 14zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 "
          "7.01 14 9.5 11.99 14 9.5 14z", 24)
SETTINGS = ("M27.3 44h-6.6q-0.55 0-0.975-0.35-0.425-0.35-0.525-0.9l-0.8-5.05q-0.95-0.35-2-0.95t-1.85-1.25L9.9 "
            "37.65q-0.55 0.25-1.1 0.075T7.95 37l-3.3-5.85q-0.3-0.5-0.15-1.05t0.6-0.9l4.3-3.15q-0.1-0.45-0.125-1.025"
            "Q9.25 24.45 9.25 24q0-0.45 0.025-1.025T9.4 21.95L5.1 18.8q-0.45-0.35-0.6-0.9-0.15-0.55 0.15-1.05L7.95 "
            "11q0.3-0.55 0.85-0.725 0.55-0.175 1.1 0.075l4.65 2.15q0.8-0.65 1.85-1.25t2-0.9l0.8-5.1q0.1-0.55 0.525-"
            "0.9Q20.15 4 20.7 4h6.6q0.55 0 0.975 0.35Q28.7 4.7 28.8 5.25l0.8 5.05q0.95 0.35 2.025 0.925Q32.7 11.8 "
            "33.45 12.5l4.65-2.15q0.55-0.25 1.1-0.075T40.05 11l3.3 5.8q0.3 0.5 0.175 1.075T42.9 18.8l-4.3 3.05q0.1 "
            "0.5 0.125 1.075Q38.75 23.5 38.75 24t-0.025 1.05Q38.7 25.6 38.6 26.1l4.3 3.1q0.45 0.35 0.6 0.9 0.15 0.55"
            "-0.15 1.05L40.05 37q-0.3 0.55-0.85 0.725-0.55 0.175-1.1-0.075l-4.65-2.15q-0.8 0.65-1.825 1.275Q30.6 "
            "37.4 29.6 37.7l-0.8 5.05q-0.1 0.55-0.525 0.9Q27.85 44 27.3 44zM24 30.5q2.7 0 4.6-1.9 1.9-1.9 1.9-4.6 "
            "0-2.7-1.9-4.6-1.9-1.9-4.6-1.9-2.7 0-4.6 1.9-1.9 1.9-1.9 4.6 0 2.7 1.9 4.6 1.9 1.9 4.6 1.9z", 48)
INFO = ("M24.15 34.15q0.7 0 1.175-0.475Q25.8 33.2 25.8 32.5v-8.9q0-0.65-0.5-1.125T24.15 22q-0.7 0-1.175 0.475Q22.5 "
        "22.95 22.5 23.65v8.9q0 0.65 0.5 1.125t1.15 0.475zM24 18.5q0.8 0 1.325-0.5 0.525-0.5 0.525-1.3t-0.525-1.35"
        "Q24.8 14.8 24 14.8q-0.8 0-1.325 0.55-0.525 0.55-0.525 1.35t0.525 1.3Q23.2 18.5 24 18.5zm0 25.8q-4.3 0-"
        "8.025-1.55-3.725-1.55-6.45-4.275Q6.8 35.75 5.25 32.025 3.7 28.3 3.7 24q0-4.25 1.55-7.975Q6.8 12.3 9.525 "
        "9.575q2.725-2.725 6.45-4.3Q19.7 3.7 24 3.7q4.25 0 7.975 1.575 3.725 1.575 6.45 4.3Q41.15 12.3 42.725 16"
        "q1.575 3.7 1.575 8t-1.575 8.025q-1.575 3.725-4.3 6.45-2.725 2.725-6.45 4.275Q28.25 44.3 24 44.3zM24 "
        "40.9q6.95 0 11.925-4.95Q40.9 31 40.9 24q0-6.95-4.975-11.925Q30.95 7.1 24 7.1q-6.95 0-11.925 4.975Q7.1 "
        "17.05 7.1 24q0 7 4.975 11.95Q17.05 40.9 24 40.9z", 48)
PHONE = ("M4.807 3.172C4.583 7.268 5.861 11.46 8.73 14.838c2.868 3.379 6.796 5.32 10.873 5.765 0.248 0.02 "
         "0.504-0.056 0.712-0.233 0.208-0.177 0.325-0.417 0.345-0.664l0.28-3.413c0.02-0.248-0.056-0.503-0.233-"
         "0.712-0.17-0.2-0.41-0.317-0.65-0.344-1.05-0.12-2.08-0.398-3.058-0.81-0.328-0.145-0.726-0.102-1.024 "
         "0.151l-2.307 1.959c-1.273-0.776-2.438-1.772-3.45-2.963-1.01-1.19-1.803-2.502-2.37-3.878l2.308-1.959"
         "c0.29-0.246 0.405-0.638 0.316-0.985-0.255-1.039-0.348-2.1-0.31-3.156 0.02-0.248-0.063-0.497-0.234-"
         "0.698C9.75 2.69 9.511 2.573 9.263 2.553L5.85 2.273C5.603 2.254 5.347 2.33 5.14 2.508 4.93 2.683 "
         "4.828 2.924 4.807 3.172z", 24)
DELETE = ("M13.05 42q-1.2 0-2.1-0.9-0.9-0.9-0.9-2.1V10.5H9.5q-0.65 0-1.075-0.425Q8 9.65 8 9q0-0.65 0.425-1.075"
          "Q8.85 7.5 9.5 7.5h7.9q0-0.65 0.425-1.075Q18.25 6 18.9 6h10.2q0.65 0 1.075 0.425Q30.6 6.85 30.6 7.5h7.9"
          "q0.65 0 1.075 0.425Q40 8.35 40 9q0 0.65-0.425 1.075Q39.15 10.5 38.5 10.5h-0.55V39q0 1.2-0.9 2.1-0.9 "
          "0.9-2.1 0.9zm5.3-8.8q0 0.65 0.425 1.075Q19.2 34.7 19.85 34.7q0.65 0 1.075-0.425 0.425-0.425 0.425-"
          "1.075V16.25q0-0.65-0.425-1.075Q20.5 14.75 19.85 14.75q-0.65 0-1.075 0.425Q18.35 15.6 18.35 16.25zm8.3 "
          "0q0 0.65 0.425 1.075Q27.5 34.7 28.15 34.7q0.65 0 1.075-0.425 0.425-0.425 0.425-1.075V16.25q0-0.65-"
          "0.425-1.075Q28.8 14.75 28.15 14.75q-0.65 0-1.075 0.425Q26.65 15.6 26.65 16.25z", 48)
ADD_PERSON = ("M79.673 63.049c11.946 0 21.621-9.675 21.621-21.621 0-11.946-9.675-21.621-21.621-21.621-11.946 0-"
              "21.621 9.675-21.621 21.621 0 11.946 9.675 21.621 21.621 21.621zm-48.647-10.81V36.023h-10.81v16.216"
              "H4v10.81h16.216v16.216h10.81V63.049h16.216v-10.81H31.026zM79.673 73.86c-14.432 0-43.242 7.243-"
              "43.242 21.621v10.81h86.484v-10.81c0-14.378-28.81-21.621-43.242-21.621z", 128)
PLUS = ("M18 13h-5v5c0 0.55-0.45 1-1 1s-1-0.45-1-1v-5H6c-0.55 0-1-0.45-1-1s0.45-1 1-1h5V6c0-0.55 0.45-1 1-1s1 "
        "0.45 1 1v5h5c0.55 0 1 0.45 1 1s-0.45 1-1 1z", 24)
ARROW_LEFT = ("M19 11H7.83l4.88-4.88c0.39-0.39 0.39-1.03 0-1.42-0.39-0.39-1.02-0.39-1.41 0l-6.59 6.59c-0.39 "
              "0.39-0.39 1.02 0 1.41l6.59 6.59c0.39 0.39 1.02 0.39 1.41 0 0.39-0.39 0.39-1.02 0-1.41L7.83 13H19"
              "c0.55 0 1-0.45 1-1s-0.45-1-1-1z", 24)
MORE_VERT = ("M12,8c1.1,0 2,-0.9 2,-2s-0.9,-2 -2,-2 -2,0.9 -2,2 0.9,2 2,2zM12,10c-1.1,0 -2,0.9 -2,2s0.9,2 2,2 "
             "2,-0.9 2,-2 -0.9,-2 -2,-2zM12,16c-1.1,0 -2,0.9 -2,2s0.9,2 2,2 2,-0.9 2,-2 -0.9,-2 -2,-2z", 24)


def colours(model) -> dict:
    """The theme's colours (RGB) for the device's night mode: ``background``, ``text``,
    ``primary``, ``bottom_bar``, ``dialog`` and ``contrast`` (the background's contrast
    colour, for icons on it)."""
    return NIGHT if model.night_mode() else DAY


def java_hash(s: str) -> int:
    """Java's ``String.hashCode`` (UTF-16 code units, 32-bit signed)."""
    h = 0
    for unit in s.encode("utf-16-be").hex(" ", 2).split():
        h = (31 * h + int(unit, 16)) & 0xFFFFFFFF
    return h - (1 << 32) if h >= 1 << 31 else h


def letter_colour(name: str, background: tuple) -> tuple:
    """The avatar circle's colour for ``name``, its 0xCC alpha blended over ``background``."""
    c = LETTER_COLOURS[abs(java_hash(name)) % len(LETTER_COLOURS)]
    rgb = ((c >> 16) & 255, (c >> 8) & 255, c & 255)
    return tuple(round(LETTER_ALPHA * a + (1 - LETTER_ALPHA) * b) for a, b in zip(rgb, background))


def name_letter(name: str) -> str:
    """``String.getNameLetter``: the first character upper-cased if it is a letter, else "A"."""
    first = name[:1]
    return first.upper() if first.isalpha() else "A"


def avatar_style(name: str, model) -> dict:
    """The render style of a letter avatar for ``name``."""
    c = LETTER_COLOURS[abs(java_hash(name)) % len(LETTER_COLOURS)]
    luma = (299 * (c >> 16) + 587 * ((c >> 8) & 255) + 114 * (c & 255)) / 1000    # getContrastColor
    return {"kind": "avatar", "fill": letter_colour(name, colours(model)["background"]),
            "letter": name_letter(name), "ink": (0x33, 0x33, 0x33) if luma >= 149 else (255, 255, 255)}


def vector_style(kind: str, icon: tuple, ink: tuple) -> dict:
    """A render style drawing the drawable ``icon`` (path data, viewport) in ``ink``."""
    return {"kind": kind, "path": icon[0], "viewport": icon[1], "ink": tuple(ink)}


def blend(colour: tuple, alpha: float, over: tuple) -> tuple:
    return tuple(round(alpha * a + (1 - alpha) * b) for a, b in zip(colour, over))


_MENU_ICONS = {"Search": SEARCH, "Settings": SETTINGS, "About": INFO, "Delete": DELETE, "Dial number": PHONE,
               "Add Person": ADD_PERSON, "More options": MORE_VERT, "Navigate up": ARROW_LEFT}


def style_top_bar(bar, model, icons: dict | None = None) -> None:
    """A toolbar as ``BaseSimpleActivity.updateTopBarColors`` colours it on a Material
    activity: the background colour, its title and icons in the contrast colour; menu
    items (by their titles) get the library's drawables, or the app's from ``icons``
    (title -> (path data, viewport))."""
    theme = colours(model)
    bar.style["bg"] = theme["background"]
    for node in bar.walk():
        if node is bar:
            continue
        icon = (icons or {}).get(node.desc) or _MENU_ICONS.get(node.desc)
        if icon is not None and node.style.get("kind") == "icon_button":
            node.style = vector_style("icon_button", icon, theme["contrast"])
        elif node.style.get("kind") == "title":
            node.style["ink"] = theme["contrast"]


CHECK = ("M9 16.2l-3.5-3.5c-0.39-0.39-1.01-0.39-1.4 0-0.39 0.39-0.39 1.01 0 1.4l4.19 4.19c0.39 0.39 1.02 0.39 "
         "1.41 0L20.3 7.7c0.39-0.39 0.39-1.01 0-1.4-0.39-0.39-1.01-0.39-1.4 0L9 16.2z", 24)
COPY = ("M15 4H5v13c0 0.55-0.45 1-1 1s-1-0.45-1-1V4c0-1.1 0.9-2 2-2h10c0.55 0 1 0.45 1 1s-0.45 1-1 1zm5 4v12c0 "
        "1.1-0.9 2-2 2H9c-1.1 0-2-0.9-2-2V8c0-1.1 0.9-2 2-2h9c1.1 0 2 0.9 2 2zm-2 0H9v12h9z", 24)
SHARE = ("M18 16.08c-0.76 0-1.44 0.3-1.96 0.77L8.91 12.7C8.96 12.47 9 12.24 9 12s-0.04-0.47-0.09-0.7l7.05-4.11C16.5 "
         "7.69 17.21 8 18 8c1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3c0 0.24 0.04 0.47 0.09 0.7L8.04 9.81C7.5 9.31 "
         "6.79 9 6 9c-1.66 0-3 1.34-3 3s1.34 3 3 3c0.79 0 1.5-0.31 2.04-0.81l7.12 4.16c-0.05 0.21-0.08 0.43-0.08 "
         "0.65 0 1.61 1.31 2.92 2.92 2.92 1.61 0 2.92-1.31 2.92-2.92s-1.31-2.92-2.92-2.92z", 24)
_MENU_ICONS.update({"Save": CHECK, "Duplicate event": COPY, "Share": SHARE})


def search_menu(model, root, m, status: int, pkg_id: str, noop: tuple, items: list[tuple], *,
                hint: str = "Search", back: tuple | None = None) -> None:
    """``MySearchMenu`` (``menu_search.xml``) at the top of a main screen: ``top_app_bar_layout``
    in the background colour, the pill ``top_toolbar_holder`` (primary at 25%, 8dp
    corners) holding the search icon, the field (``hint``, ``updateHintText``) and the
    menu's ``showAsAction`` icons ``items`` = ``[(rid or "", title, icon, action)]`` left to
    right, then "More options". With ``back`` (the action), the search icon is
    ``ic_arrow_left_vector`` described "Back" (``toggleForceArrowBackIcon``). ``pkg_id`` is
    ``"<package>:id/"``; ``noop`` the app's do-nothing action (search is not modelled)."""
    from venus_tasks.sim.apps_ui import widgets
    from venus_tasks.sim.screen.tree import UiNode

    theme = colours(model)
    bar = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=pkg_id + "top_app_bar_layout",
                          bounds=(0, status, m.width, status + m.dp(64)), style={"bg": theme["background"]}))
    top = status + m.dp(8)
    holder = bar.add(UiNode(cls="android.widget.RelativeLayout", resource_id=pkg_id + "top_toolbar_holder",
                            bounds=(m.dp(8), top, m.width - m.dp(8), top + m.dp(48)),
                            style={"kind": "search_card", "radius": m.dp(8),
                                   "fill": blend(theme["primary"], LOWER_ALPHA, theme["background"])}))
    widgets.icon_button(holder, (m.dp(8), top, m.dp(56), top + m.dp(48)), "search", back or noop,
                        rid=pkg_id + "top_toolbar_search_icon", desc="Back" if back else "Search",
                        cls="android.widget.ImageView"
                        ).style = vector_style("icon_button", ARROW_LEFT if back else SEARCH, theme["contrast"])
    right = m.width - m.dp(12)
    for rid, desc, icon, action in [("", "More options", MORE_VERT, noop)] + list(reversed(items)):
        widgets.icon_button(holder, (right - m.dp(48), top, right, top + m.dp(48)), "more", action,
                            rid=rid, desc=desc,
                            cls="android.widget.ImageView" if not rid else "android.widget.Button"
                            ).style = vector_style("icon_button", icon, theme["contrast"])
        right -= m.dp(48)
    holder.add(UiNode(cls="android.widget.EditText", text=hint, resource_id=pkg_id + "top_toolbar_search",
                      clickable=True, focusable=True, long_clickable=True, action=noop,
                      bounds=(m.dp(60), top, right, top + m.dp(48)), style={"kind": "secondary"}))


def fab_style(model) -> dict:
    """``MyFloatingActionButton`` (Material 3's FAB as Simple-Commons styles it: a 56dp
    circle) in the primary colour with ``ic_plus_vector`` in its contrast colour."""
    return {**vector_style("fab", PLUS, (255, 255, 255)), "round": True, "fill": colours(model)["primary"]}
