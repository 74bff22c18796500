"""How Fitbook 2.0.31 looks: its Material 3 colour scheme and Material Icons, laid over
the screens ``fitbook``/``fitbook_pages`` build (Flutter nodes carry no ids, so the theme
finds its widgets by their words and kinds; nodes and bounds are left as built).

Colours. ``main.dart``: ``ThemeData(colorScheme: ColorScheme.fromSeed(seedColor:
Colors.blue[, brightness: dark]), useMaterial3: true)`` (``systemColors`` defaults to
false, so no dynamic colours); ``themeMode`` follows the system. The dark values are
measured on the published screenshots (fastlane phoneScreenshots 4-6 at 2.0.31):
surface #111418, surfaceContainerHigh #272A2F (the SearchBar), onSurface #E1E2E8,
onSurfaceVariant #C3C7CF, primary #A0CAFD, onPrimary #003258, primaryContainer #194975
(the FABs); the light values are the same tonal palettes' light tones (primary tone 40,
containers tone 90, surface tone 98) [inferred: no light screenshot is published].

Widgets (Flutter 3.2x Material 3 defaults): the bottom ``TabBar`` sits on colorScheme.surface
(``Material(color: surface)``), the selected tab in primary over a 3dp primary indicator
the width of its label, the others onSurfaceVariant, each with its icon (``Icons.date_range``,
``insights``, ``restaurant``, ``scale``); the ``SearchBar`` is surfaceContainerHigh with
``Icons.search`` leading, ``filter_list``/``more_vert`` trailing (``app_search.dart``);
extended FABs and FABs are primaryContainer with onPrimaryContainer content, 16dp corners;
switches have a primary track and an onPrimary thumb when on; text fields' underline is
onSurfaceVariant, primary when focused; the weight page's list tiles lead with
``Icons.straighten`` (``Unit``) and ``conveyor_belt`` (not drawn: its path is not in the
icon set the simulator carries) and the date tile trails ``Icons.calendar_today``.
Icons: Material Icons' 24dp path data (Apache-2.0).
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import material

DARK = {"surface": (0x11, 0x14, 0x18), "on_surface": (0xE1, 0xE2, 0xE8), "on_surface_variant": (0xC3, 0xC7, 0xCF),
        "primary": (0xA0, 0xCA, 0xFD), "on_primary": (0x00, 0x32, 0x58), "primary_container": (0x19, 0x49, 0x75),
        "on_primary_container": (0xD1, 0xE4, 0xFF), "container_high": (0x27, 0x2A, 0x2F),
        "container_highest": (0x32, 0x35, 0x3A), "outline": (0x8D, 0x91, 0x99)}
LIGHT = {"surface": (0xF8, 0xF9, 0xFF), "on_surface": (0x19, 0x1C, 0x20), "on_surface_variant": (0x43, 0x47, 0x4E),
         "primary": (0x35, 0x61, 0x8E), "on_primary": (0xFF, 0xFF, 0xFF), "primary_container": (0xD1, 0xE4, 0xFF),
         "on_primary_container": (0x00, 0x1D, 0x36), "container_high": (0xE6, 0xE8, 0xEE),
         "container_highest": (0xE0, 0xE2, 0xE8), "outline": (0x73, 0x77, 0x7F)}

FILTER_LIST = "M10,18h4v-2h-4v2zM3,6v2h18V6H3zM6,13h12v-2H6v2z"
SAVE = ("M17,3L5,3c-1.11,0 -2,0.9 -2,2v14c0,1.1 0.89,2 2,2h14c1.1,0 2,-0.9 2,-2L21,7l-4,-4zM12,19c-1.66,0 -3,-1.34 "
        "-3,-3s1.34,-3 3,-3 3,1.34 3,3 -1.34,3 -3,3zM15,9L5,9L5,5h10v4z")
SHARE = ("M18,16.08c-0.76,0 -1.44,0.3 -1.96,0.77L8.91,12.7c0.05,-0.23 0.09,-0.46 0.09,-0.7s-0.04,-0.47 -0.09,-0.7"
         "l7.05,-4.11c0.54,0.5 1.25,0.81 2.04,0.81 1.66,0 3,-1.34 3,-3s-1.34,-3 -3,-3 -3,1.34 -3,3c0,0.24 0.04,0.47 "
         "0.09,0.7L8.04,9.81C7.5,9.31 6.79,9 6,9c-1.66,0 -3,1.34 -3,3s1.34,3 3,3c0.79,0 1.5,-0.31 2.04,-0.81l7.12,4.16"
         "c-0.05,0.21 -0.08,0.43 -0.08,0.65 0,1.61 1.31,2.92 2.92,2.92 1.61,0 2.92,-1.31 2.92,-2.92s-1.31,-2.92 "
         "-2.92,-2.92z")
DATE_RANGE = ("M9,11H7v2h2v-2zM13,11h-2v2h2v-2zM17,11h-2v2h2v-2zM19,4h-1V2h-2v2H8V2H6v2H5c-1.11,0 -1.99,0.9 -1.99,2"
              "L3,20c0,1.1 0.89,2 2,2h14c1.1,0 2,-0.9 2,-2V6c0,-1.1 -0.9,-2 -2,-2zM19,20H5V9h14v11z")
INSIGHTS = ("M21,8c-1.45,0-2.26,1.44-1.93,2.51l-3.55,3.56c-0.3-0.09-0.74-0.09-1.04,0l-2.55-2.55C12.27,10.45,11.46,9,"
            "10,9 c-1.45,0-2.27,1.44-1.93,2.52l-4.56,4.55C2.44,15.74,1,16.55,1,18c0,1.1,0.9,2,2,2c1.45,0,2.26-1.44,"
            "1.93-2.51l4.55-4.56 c0.3,0.09,0.74,0.09,1.04,0l2.55,2.55C12.73,16.55,13.54,18,15,18c1.45,0,2.27-1.44,"
            "1.93-2.52l3.56-3.55 C21.56,12.26,23,11.45,23,10C23,8.9,22.1,8,21,8z"
            "M15,9L15.94,6.93L18,6L15.94,5.07L15,3L14.08,5.07L12,6L14.08,6.93z"
            "M3.5,11L4,9L6,8.5L4,8L3.5,6L3,8L1,8.5L3,9z")
RESTAURANT = ("M11,9H9V2H7v7H5V2H3v7c0,2.12 1.66,3.84 3.75,3.97V22h2.5v-9.03C11.34,12.84 13,11.12 13,9V2h-2v7z"
              "M16,6v8h2.5v8H21V2c-2.76,0 -5,2.24 -5,4z")
SCALE = ("M14,11V8c4.56-0.58,8-3.1,8-6H2c0,2.9,3.44,5.42,8,6l0,3c-3.68,0.73-8,3.61-8,11h6v-2H4.13c0.93-6.83,6.65-7.2,"
         "7.87-7.2 s6.94,0.37,7.87,7.2H16v2h6C22,14.61,17.68,11.73,14,11z M12,22c-1.1,0-2-0.9-2-2c0-0.55,0.22-1.05,"
         "0.59-1.41 C11.39,17.79,16,16,16,16s-1.79,4.61-2.59,5.41C13.05,21.78,12.55,22,12,22z")
STRAIGHTEN = ("M21,6H3C1.9,6 1,6.9 1,8v8c0,1.1 0.9,2 2,2h18c1.1,0 2,-0.9 2,-2V8C23,6.9 22.1,6 21,6zM21,16H3V8h2v4h2V8h2v4"
              "h2V8h2v4h2V8h2v4h2V8h2V16z")
CALENDAR_TODAY = ("M20,3h-1V1h-2v2H7V1H5v2H4c-1.1,0 -2,0.9 -2,2v16c0,1.1 0.9,2 2,2h16c1.1,0 2,-0.9 2,-2V5c0,-1.1 "
                  "-0.9,-2 -2,-2zM20,21H4V8h16v13z")
IMAGE = ("M21,19V5c0,-1.1 -0.9,-2 -2,-2H5c-1.1,0 -2,0.9 -2,2v14c0,1.1 0.9,2 2,2h14c1.1,0 2,-0.9 2,-2z"
         "M8.5,13.5l2.5,3.01L14.5,12l4.5,6H5l3.5,-4.5z")
TAB_ICONS = {"Diary": DATE_RANGE, "Graph": INSIGHTS, "Food": RESTAURANT, "Weight": SCALE}
BUTTON_ICONS = {"Show menu": material.MORE_VERT, "Show filters": FILTER_LIST, "Filter foods": FILTER_LIST,
                "Clear": material.ARROW_BACK, "Back": material.ARROW_BACK, "Delete": material.DELETE}
GLYPH_ICONS = {"share": SHARE, "delete": material.DELETE, "back": material.ARROW_BACK, "info": material.INFO}
ROLES = {"text": "on_surface", "secondary": "on_surface_variant", "accent": "primary", "divider": "on_surface_variant"}


def scheme(model) -> dict:
    return DARK if model.night_mode() else LIGHT


def apply(root, c: dict, m) -> None:
    """Colour and decorate the tree under ``root`` (built with palette roles) in scheme ``c``."""
    if root.style.get("bg") == "surface":
        root.style["bg"] = c["surface"]
    _walk(root, c, m)


def _icon(box_centre, size: int, path: str, rgb) -> tuple:
    x, y = box_centre
    return ("icon", path, (x - size // 2, y - size // 2, x - size // 2 + size, y - size // 2 + size), tuple(rgb))


def _walk(node, c: dict, m) -> None:
    s = node.style
    kind = s.get("kind")
    l, t, r, b = node.bounds
    if s.get("bg") == "bar" and any("\nTab " in ch.desc for ch in node.children):
        s["bg"] = c["surface"]                              # Material(color: surface) behind the TabBar
    if kind == "lines":
        _lines(node, c, m)
    elif kind == "icon_button":
        path = BUTTON_ICONS.get(node.desc) or GLYPH_ICONS.get(s.get("glyph", ""))
        if path:
            s.update(path=path, ink=c["on_surface"] if node.desc in ("Back", "") else c["on_surface_variant"])
    elif kind == "fab":
        s.update(fill=c["primary_container"], ink=c["on_primary_container"])
        if s.get("fab_glyph") == "save":
            s["path"] = SAVE
    elif kind == "switch":
        s.update(track=(c["primary"], c["container_highest"]), thumb=(c["on_primary"], c["outline"]))
    for ch in node.children:
        _walk(ch, c, m)


def _lines(node, c: dict, m) -> None:
    s = node.style
    l, t, r, b = node.bounds
    shapes = []
    lines = [(txt, x, y, size, c[ROLES[role]] if role in ROLES else
              c["on_primary_container"] if role == "on_accent" else role) for txt, x, y, size, role in s["lines"]]
    if s.get("fill") == "accent":                           # an extended FAB: "Add" with Icons.add
        s["fill"] = c["primary_container"]
        shapes.append(_icon((l + m.dp(28), (t + b) // 2), m.dp(24), material.ADD, c["on_primary_container"]))
    elif s.get("fill") == "bar":                            # the SearchBar (or a selected tile)
        s["fill"] = c["container_high"]
        if node.cls == "android.widget.EditText":
            shapes.append(_icon((l + m.dp(28), (t + b) // 2), m.dp(24), material.SEARCH, c["on_surface_variant"]))
    if s.get("underline"):
        s["underline"] = c["primary"] if s["underline"] == "accent" else c["on_surface_variant"]
    if "\nTab " in node.desc:                               # a bottom Tab: icon, label, indicator
        label = node.desc.split("\n", 1)[0]
        ink = c["primary"] if node.selected else c["on_surface_variant"]
        lines = [(txt, x, y, size, ink) for txt, x, y, size, _ in lines]
        cx = (l + r) // 2
        shapes.append(_icon((cx, t + m.dp(24)), m.dp(24), TAB_ICONS.get(label, ""), ink))
        if node.selected:
            half = max(m.dp(12), int(len(label) * m.dp(3.5)))
            shapes.append(("rect", (cx - half, b - m.dp(3), cx + half, b), c["primary"], m.dp(1)))
    elif node.cls == "android.widget.Button" and node.desc == "Set image":
        shapes.append(_icon((l + m.dp(24), (t + b) // 2), m.dp(18), IMAGE, c["primary"]))
    elif node.desc.startswith(("Unit (", "Keep unit as", "Convert to")):
        if node.desc.startswith("Unit ("):
            shapes.append(_icon((l + m.dp(28), (t + b) // 2), m.dp(24), STRAIGHTEN, c["on_surface_variant"]))
        lines = [(txt, x + m.dp(40), y, size, ink) for txt, x, y, size, ink in lines]
    elif node.desc.startswith("Created Date\n"):
        shapes.append(_icon((r - m.dp(28), (t + b) // 2), m.dp(24), CALENDAR_TODAY, c["on_surface_variant"]))
    s["lines"] = lines
    s["shapes"] = [sh for sh in shapes if sh[0] == "rect" or sh[1]]
