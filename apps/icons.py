"""Launcher icons of the installed apps as data: what Android 13's Pixel launcher draws for
each launchable package, read from the app's own resources.

An adaptive icon (``res/mipmap-anydpi-v26/ic_launcher.xml``) is a background and a
foreground layer of 108x108 dp; the launcher masks it with its icon shape (a circle on a
Pixel with Android 13's default style) that shows the centre 72x72 dp, i.e. layer
coordinates 18..90 (``AdaptiveIconDrawable``: the layers are drawn 1.5x the mask). A
legacy icon (a bitmap without an adaptive version) is shrunk onto a white adaptive
background (Launcher3 ``BaseIconFactory.wrapToAdaptiveIcon``, ``DEFAULT_WRAPPER_BACKGROUND``
white). ``Icon`` holds the background (a colour or a linear gradient), the foreground's
main shapes in layer coordinates (``Shape``: circles, rectangles, polygons, lines, text)
and the colours those resources name; one renderer draws them all
(``venus_tasks.sim.screen.icons``).

Per icon: ``source`` cites the resource the colours come from (repository at the tag of
the version the suite installs, path, resource name); ``dominant`` is the colour covering
most of the masked icon, read from that resource (``tests/apps/test_icons.py`` renders
every icon and holds its most common colour against it); ``family`` is the colour word
for it (``colour_family``), what a person would say the icon mostly is. ``exact`` is
False where the installed build's icon is not public: the Google builds of Phone,
Contacts and Clock are drawn from their AOSP counterparts (LineageOS mirrors of the
AOSP 13 trees, the commit before Lineage replaced the icon), and Chrome, Settings,
Messages, Photos, YouTube and OsmAnd (whose layers are PNGs in a 1.4 GB repository not
readable here) after their published marks [inferred]; their ``family`` is what the drawing
shows, and ``possible_families`` what the real device may show, so a task never relies on
it (``apps.icons.possible_families``).

Labels (``label``): the text under the icon, the application's ``android:label`` (the
launcher alias of Simple Calendar and Simple Draw has none, so their label is the
application's ``app_launcher_name``: "Calendar", "Draw").
"""

from __future__ import annotations

import colorsys
import dataclasses
from typing import Union

# A shape in layer coordinates (0..108 dp), colour "#RRGGBB" or "#AARRGGBB":
#   ("circle", cx, cy, r, colour)             ("ring", cx, cy, r, width, colour)
#   ("rect", x0, y0, x1, y1, colour)          ("rrect", x0, y0, x1, y1, radius, colour)
#   ("frame", x0, y0, x1, y1, radius, width, colour)   an outlined rounded rectangle
#   ("poly", ((x, y), ...), colour)           ("line", ((x, y), ...), width, colour)
#   ("pie", cx, cy, r, start_deg, end_deg, colour)      clockwise from 3 o'clock
#   ("text", cx, cy, size, text, colour)
Shape = tuple
# A background: a colour, or ("gradient", (x0, y0, x1, y1), ((offset, colour), ...)) along
# the line from (x0, y0) to (x1, y1) in layer coordinates.
Background = Union[str, tuple]

FAMILIES = ("white", "grey", "black", "red", "orange", "yellow", "green", "teal", "blue", "purple",
            "pink")
# Hue bounds (degrees, upper bound exclusive) of the chromatic families.
_HUES = ((15, "red"), (45, "orange"), (65, "yellow"), (160, "green"), (195, "teal"), (255, "blue"),
         (290, "purple"), (340, "pink"), (361, "red"))


def rgb(colour: str) -> tuple[int, int, int]:
    """``"#RRGGBB"`` or ``"#AARRGGBB"`` -> (r, g, b)."""
    h = colour.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in ((2, 4, 6) if len(h) == 8 else (0, 2, 4)))


def colour_family(r: int, g: int, b: int) -> str:
    """The colour word for a pixel: "black" (value < 0.22), "white"/"grey" (saturation <
    0.18; white from value 0.8), else the hue's family (``_HUES``: red, orange, yellow,
    green, teal, blue, purple, pink). The same function reads a device's screenshot
    (``venus_tasks.solvers.bc_app_screens``)."""
    h, s, v = colorsys.rgb_to_hsv(r / 255, g / 255, b / 255)
    if v < 0.22:
        return "black"
    if s < 0.18:
        return "white" if v >= 0.8 else "grey"
    deg = h * 360
    return next(name for bound, name in _HUES if deg < bound)


@dataclasses.dataclass(frozen=True)
class Icon:
    """One launcher icon (see the module docstring)."""

    package: str
    label: str
    background: Background
    shapes: tuple[Shape, ...]
    dominant: str
    family: str
    source: str
    exact: bool = True
    legacy: bool = False
    possible: tuple[str, ...] = ()      # families the real device may show (exact=False)
    note: str = ""

    @property
    def possible_families(self) -> frozenset[str]:
        """The families this app's icon may have on a real device: ``family`` for an
        exact icon, else ``possible`` (every family when that is empty)."""
        if self.exact:
            return frozenset((self.family,))
        return frozenset(self.possible or FAMILIES)

    def colours(self) -> tuple[str, ...]:
        """Every colour the icon's data names (background stops first), de-duplicated."""
        out: list[str] = []
        bg = self.background
        out += [c for _, c in bg[2]] if isinstance(bg, tuple) else [bg]
        if self.legacy:
            out.append("#FFFFFF")
        for s in self.shapes:
            out.append(s[-1] if s[0] != "text" else s[5])
        return tuple(dict.fromkeys(c.upper() for c in out))


_ORANGE = "#F57C00"          # Simple-Commons commons/src/main/res/values/colors.xml md_orange_700
_ORANGE_SHADOW = "#EB7700"   # their foreground PNGs' long shadow: black at alpha 10 over md_orange_700
_SIMPLE = ("SimpleMobileTools/{repo}@{tag} app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml: background "
           "@color/md_orange_700 (#F57C00, Simple-Commons commons/src/main/res/values/colors.xml; the enabled "
           "launcher alias .activities.SplashActivity.Orange), foreground mipmap-xxxhdpi/ic_launcher_foreground.png")


def _simple(package: str, label: str, repo: str, tag: str, glyph: tuple[Shape, ...], shadow: tuple) -> Icon:
    return Icon(package, label, _ORANGE, (("poly", shadow, _ORANGE_SHADOW),) + glyph, _ORANGE, "orange",
                _SIMPLE.format(repo=repo, tag=tag))


ICONS: tuple[Icon, ...] = (
    Icon("com.dimowner.audiorecorder", "Audio Recorder", "#F3F5F7",
         (("poly", ((42, 62), (66, 46), (90, 70), (90, 90), (66, 90)), "#E9EBED"),
          ("circle", 54, 54, 17, "#F1453D"),
          ("text", 54, 54, 9, "REC", "#FFFFFF")),
         "#F3F5F7", "white",
         "Dimowner/AudioRecorder@v0.9.27 app/src/main/res/mipmap-anydpi-v26/audio_recorder_logo.xml: background "
         "@color/icon_background #f3f5f7 (res/values/colors.xml), foreground audio_recorder_adaptive_logo_min.png "
         "(a red #F1453D disc with REC and a long shadow)"),
    Icon("com.flauschcode.broccoli", "Broccoli", "#FFFFFF",
         (("circle", 54, 54, 33, "#4CAF50"),
          ("poly", ((62, 26), (78, 32), (86, 46), (87, 60), (82, 74), (70, 84), (58, 87), (50, 62)), "#84C887"),
          ("rect", 50, 56, 58, 82, "#387C3B"),
          ("circle", 43, 44, 8, "#29542B"), ("circle", 54, 38, 9, "#29542B"), ("circle", 65, 44, 8, "#29542B"),
          ("circle", 47, 52, 8, "#29542B"), ("circle", 61, 52, 8, "#29542B")),
         "#4CAF50", "green",
         "flauschtrud/broccoli@v1.2.6 app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml: background "
         "@android:color/white, foreground drawable/ic_launcher_foreground.xml (disc fillColor #4caf50, lit side "
         "#84c887, head #29542b, stem #387c3b)"),
    _simple("com.simplemobiletools.calculator", "Calculator", "Simple-Calculator", "5.12.0",
            (("rect", 33, 51, 75, 57, "#FFFFFF"), ("circle", 54, 41, 5, "#FFFFFF"),
             ("circle", 54, 67, 5, "#FFFFFF")),
            ((70, 51), (75, 51), (90, 66), (90, 90), (62, 90), (56, 72), (59, 67))),
    Icon("net.youapps.calcyou", "CalcYou", "#EFF1F5",
         (("rect", 33, 40, 50, 44, "#7287FD"),
          ("line", ((58, 34), (74, 50)), 4, "#7287FD"), ("line", ((58, 50), (74, 34)), 4, "#7287FD"),
          ("rect", 33, 64, 50, 68, "#8839EF"), ("rect", 40, 58, 44, 75, "#8839EF"),
          ("rect", 58, 60, 75, 65, "#8839EF"), ("rect", 58, 68, 75, 72, "#8839EF")),
         "#EFF1F5", "white",
         "you-apps/CalcYou@v3.1 app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml: background "
         "@color/ic_launcher_background #EFF1F5 (res/values/ic_launcher_background.xml), foreground "
         "drawable/ic_launcher_foreground.xml (- x + = in a #7287FD to #8839EF gradient)"),
    Icon("com.android.camera2", "Camera", "#4285F4",
         (("poly", ((66, 72), (75, 63), (90, 78), (90, 90), (78, 90)), "#3B78DC"),
          ("rrect", 33, 41, 75, 72, 3, "#F5F5F5"), ("rrect", 44, 36, 64, 44, 2, "#F5F5F5"),
          ("circle", 54, 56, 11, "#FFFFFF"), ("circle", 54, 56, 8, "#4F8DF5")),
         "#4285F4", "blue",
         "AOSP packages/apps/Camera2 (LineageOS/android_packages_apps_Camera2 fb55dc380^) "
         "res_p/mipmap-anydpi/logo_camera_color.xml: background @color/ic_launcher_background #4285f4 "
         "(res/values/colors.xml), foreground logo_camera_color_foreground.png"),
    Icon("com.android.chrome", "Chrome", "#FFFFFF",
         (("pie", 54, 54, 30, 210, 330, "#DB4437"), ("pie", 54, 54, 30, 330, 450, "#F4B400"),
          ("pie", 54, 54, 30, 90, 210, "#0F9D58"), ("circle", 54, 54, 14, "#FFFFFF"),
          ("circle", 54, 54, 11, "#4285F4")),
         "#FFFFFF", "white", "", exact=False, possible=("white", "red", "yellow", "green", "blue"),
         note="Chrome's icon is in Google's closed build; drawn after its published mark [inferred]"),
    Icon("ca.zgrs.clipper", "Clipper", "#FFFFFF",
         (("frame", 40, 36, 68, 76, 3, 3, "#000000"), ("rrect", 47, 32, 61, 39, 2, "#000000"),
          ("circle", 54, 52, 6, "#000000"), ("rrect", 47, 55, 61, 68, 2, "#000000")),
         "#FFFFFF", "white",
         "majido/clipper@HEAD src/main/AndroidManifest.xml android:icon @drawable/icon (a legacy black "
         "clipboard with the Android robot, drawable-hdpi/icon.png) on the launcher's white wrapper (#FFFFFF: "
         "Launcher3 BaseIconFactory wrapToAdaptiveIcon, Color.WHITE)",
         legacy=True),
    Icon("com.google.android.deskclock", "Clock", "#167C80",
         (("poly", ((54, 56), (90, 20), (108, 20), (108, 108), (54, 108)), "#006064"),
          ("line", ((54, 56), (36, 46)), 2.2, "#FAFAFA"), ("line", ((54, 56), (76, 44)), 2.2, "#FAFAFA"),
          ("line", ((54, 56), (54, 90)), 1.2, "#FFEC41"), ("circle", 54, 56, 3.5, "#FFEC41")),
         "#167C80", "teal",
         "AOSP packages/apps/DeskClock (LineageOS/android_packages_apps_DeskClock 99847b109^) "
         "res/mipmap-anydpi/ic_launcher.xml: background mipmap ic_background.png (#167c80), foreground "
         "ic_foreground.png (#006064 shade, #fafafa hands, #ffec41 second hand)",
         exact=False, possible=("teal", "blue", "white", "green"),
         note="the emulator runs Google's Clock, whose icon is not public: this is its AOSP counterpart"),
    Icon("com.google.android.contacts", "Contacts", "#FFFFFF",
         (("rrect", 31, 40, 77, 78, 4, "#E2E2E2"), ("rrect", 31, 34, 77, 74, 4, "#0D7DC0"),
          ("poly", ((31, 56), (54, 52), (77, 56), (77, 74), (31, 74)), "#097BBF"),
          ("circle", 54, 49, 6, "#F1F1F1"), ("rrect", 44, 58, 64, 66, 3, "#F1F1F1")),
         "#FFFFFF", "white",
         "AOSP packages/apps/Contacts (LineageOS/android_packages_apps_Contacts 732cc7787^) AndroidManifest "
         "android:icon @mipmap/ic_contacts_launcher (a legacy card #0d7dc0 on the launcher's white wrapper)",
         exact=False, legacy=True, possible=("white", "blue"),
         note="the emulator runs Google Contacts, whose icon is not public: this is its AOSP counterpart"),
    Icon("com.google.android.dialer", "Phone", "#FFFFFF",
         (("poly", ((36, 30), (46, 28), (50, 40), (45, 46), (56, 62), (63, 58), (76, 64), (74, 76),
                    (64, 80), (48, 72), (38, 58), (32, 42)), "#07AAF4"),),
         "#FFFFFF", "white",
         "AOSP packages/apps/Dialer (LineageOS/android_packages_apps_Dialer 9fbba3b58^) AndroidManifest "
         "android:icon @mipmap/ic_launcher_phone (a legacy #07aaf4 handset on the launcher's white wrapper)",
         exact=False, legacy=True, possible=("white", "blue"),
         note="the emulator runs Google's Phone, whose icon is not public: this is its AOSP counterpart"),
    Icon("com.google.android.documentsui", "Files", "#4688F2",
         (("poly", ((60, 70), (72, 58), (90, 76), (90, 90), (80, 90)), "#3F7AD9"),
          ("rrect", 36, 43, 72, 70, 2, "#F5F5F5"), ("poly", ((36, 45), (36, 39), (48, 39), (52, 45)), "#F5F5F5")),
         "#4688F2", "blue",
         "AOSP packages/apps/DocumentsUI (LineageOS/android_packages_apps_DocumentsUI a08a4c346^) "
         "res/mipmap-anydpi/ic_app_icon.xml: background @color/app_icon_background #ff4688f2 "
         "(res/values/colors.xml), foreground ic_launcher_icon_foreground.png (#f5f5f5 folder)"),
    Icon("com.presley.fit_book", "FitBook", "#0F172A",
         (("ring", 54, 58, 10, 3.2, "#E8EAED"), ("line", ((54, 48), (56, 40)), 2.4, "#E8EAED"),
          ("poly", ((52, 42), (44, 37), (50, 33), (55, 39)), "#E8EAED"),
          ("poly", ((57, 42), (63, 34), (61, 43)), "#E8EAED")),
         "#0F172A", "black",
         "brandonp2412/FitBook@2.0.31 android/app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml: background "
         "@color/ic_launcher_background #0F172A (res/values/ic_launcher_background.xml), foreground "
         "drawable/ic_launcher_foreground.xml (an apple, fillColor #e8eaed)"),
    _simple("com.simplemobiletools.gallery.pro", "Gallery", "Simple-Gallery", "6.28.1",
            (("poly", ((30, 72), (46, 52), (56, 64), (63, 57), (78, 72)), "#FFFFFF"),
             ("circle", 65, 41, 4.5, "#FFFFFF")),
            ((70, 62), (78, 72), (90, 84), (90, 90), (40, 90), (30, 72))),
    Icon("net.cozic.joplin", "Joplin", ("gradient", (18, 18, 90, 90), ((0.0, "#1F94F7"), (0.5, "#1070D3"),
                                                                         (1.0, "#014DB0"))),
         (("rect", 58, 31, 65, 64, "#FFFFFF"), ("rect", 50, 31, 70, 36, "#FFFFFF"),
          ("ring", 52, 63, 9.5, 5.5, "#FFFFFF")),
         "#1070D3", "blue",
         "laurent22/joplin@android-v3.0.1 packages/app-mobile/android/app/src/main/res/mipmap-anydpi-v26/"
         "ic_launcher.xml: background mipmap-xxxhdpi/ic_launcher_background.png (a gradient #1f94f7 top left, "
         "#1070d3 centre, #014db0 bottom right), foreground ic_launcher_foreground.png (white)"),
    Icon("net.gsantner.markor", "Markor", "#EAEAEA",
         (("rect", 0, 0, 108, 32, "#797C76"),
          ("rrect", 40, 22, 44, 31, 2, "#363B5F"), ("rrect", 52, 22, 56, 31, 2, "#363B5F"),
          ("rrect", 64, 22, 68, 31, 2, "#363B5F"),
          ("poly", ((33, 40), (43, 40), (54, 57), (65, 40), (75, 40), (75, 77), (66, 77), (66, 56), (54, 72),
                    (42, 56), (42, 77), (33, 77)), "#363B5F"),
          ("rect", 44, 76, 62, 78, "#C1C1C1"),
          ("poly", ((48, 75), (51, 66), (75, 42), (82, 49), (58, 73)), "#CB9022"),
          ("poly", ((48, 75), (50, 70), (53, 73)), "#5C410C"),
          ("poly", ((75, 42), (79, 38), (86, 45), (82, 49)), "#F20330")),
         "#EAEAEA", "white",
         "gsantner/markor@v2.10.9 app/src/main/res/drawable-anydpi-v26/ic_launcher.xml: background "
         "drawable/ic_launcher_background.xml (fillColor #eaeaea, top band #797c76, rings #363b5f), foreground "
         "drawable/ic_launcher_foreground.xml (M #363b5f, pencil #cb9022 / #5c410c / #f20330)"),
    Icon("com.zell_mbc.medilog", "MediLog", "#008577",
         tuple(("line", ((x, 0), (x, 108)), 0.6, "#33FFFFFF") for x in range(18, 91, 8))
         + tuple(("line", ((0, y), (108, y)), 0.6, "#33FFFFFF") for y in range(18, 91, 8))
         + (("line", ((28, 70), (44, 54), (53, 63), (66, 46), (80, 38)), 4, "#000000"),),
         "#008577", "teal",
         "zell-mbc/MediLog@master StudioProjects/MediLog/app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml: "
         "background drawable/ic_launcher_background.xml (fillColor #008577, grid strokeColor #33FFFFFF), "
         "foreground drawable/ic_launcher_foreground.xml (a #FF000000 graph line)"),
    Icon("com.google.android.apps.messaging", "Messages", "#1A73E8",
         (("rrect", 34, 36, 74, 66, 8, "#FFFFFF"), ("poly", ((38, 60), (36, 76), (50, 64)), "#FFFFFF")),
         "#1A73E8", "blue", "", exact=False, possible=("blue", "white"),
         note="Google Messages' icon is in Google's closed build; drawn after its published mark [inferred]"),
    Icon("de.dennisguse.opentracks", "OpenTracks", "#FFFFFF",
         (("poly", ((76, 29), (27, 58), (47, 61), (59, 83)), "#FF8F17"),
          ("poly", ((76, 29), (47, 61), (59, 83)), "#FF6D00")),
         "#FFFFFF", "white",
         "OpenTracksApp/OpenTracks@v4.11.3 src/main/res/drawable-v26/ic_launcher.xml: background "
         "@color/ic_launcher_background #FFFFFF (src/main/res/values-v26), foreground drawable/"
         "ic_logo_color_24dp.xml inset 20dp (an arrow in a #FBB22F to #FF6D00 gradient)"),
    Icon("net.osmand", "OsmAnd", "#FF8800",
         (("ring", 54, 54, 14, 8, "#FFFFFF"), ("poly", ((48.5, 70.5), (59.5, 70.5), (54, 76)), "#FFFFFF")),
         "#FF8800", "orange", "", exact=False, possible=("orange", "white"),
         note="OsmAnd's launcher layers are PNGs (OsmAnd/res/mipmap-anydpi-v26/icon.xml: "
              "@mipmap/adaptive_icon_osmand_background and _logo) the stored index cannot read: drawn as "
              "the logo of drawable/ic_action_osmand_logo.xml (a 9dp ring, 4dp wide, with a pointer at "
              "its foot, #FFFFFF, scaled 2x into the 108dp canvas) on the OsmAnd orange #FF8800 "
              "(values/colors.xml icon_color_osmand_light, app_bar_main_light) [inferred]"),
    Icon("com.google.android.apps.photos", "Photos", "#FFFFFF",
         (("pie", 54, 54, 26, 180, 270, "#EA4335"), ("pie", 54, 54, 26, 270, 360, "#FBBC04"),
          ("pie", 54, 54, 26, 0, 90, "#4285F4"), ("pie", 54, 54, 26, 90, 180, "#34A853"),
          ("circle", 54, 54, 6, "#FFFFFF")),
         "#FFFFFF", "white", "", exact=False, possible=("white", "red", "yellow", "green", "blue"),
         note="Google Photos' icon is in Google's closed build; drawn after its published mark [inferred]"),
    Icon("com.arduia.expense", "Pro Expense", "#039BE5",
         (("frame", 27, 27, 81, 81, 0, 5, "#FFFFFF"),
          ("circle", 28, 28, 4.5, "#FFFFFF"), ("circle", 80, 28, 4.5, "#FFFFFF"),
          ("circle", 28, 80, 4.5, "#FFFFFF"), ("circle", 80, 80, 4.5, "#FFFFFF")),
         "#039BE5", "blue",
         "arduia/ProExpense@v1.0.0-beta05 app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml: background "
         "drawable/ic_launcher_background.xml (fillColor #039be5), foreground drawable-v24/"
         "ic_launcher_foreground.xml (fillColor #fff)"),
    Icon("code.name.monkey.retromusic", "Retro Music", "#FFFFFF",
         (("poly", ((35, 31), (78, 54), (35, 77)), "#0D0754"),
          ("rect", 35, 36, 49, 60, "#00D1F7"), ("circle", 49, 48, 8, "#00F8BC"),
          ("poly", ((35, 60), (55, 60), (55, 67), (35, 74)), "#4E75F3")),
         "#FFFFFF", "white",
         "RetroMusicPlayer/RetroMusicPlayer@v6.1.0 app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml: "
         "background @color/ic_launcher_background #FFFFFF (res/values/ic_launcher_background.xml), foreground "
         "drawable/ic_launcher_foreground.xml (#0D0754 triangle, #00D1F7, #00F8BC, #4E75F3)"),
    Icon("com.android.settings", "Settings", "#5F6368",
         (("ring", 54, 54, 12, 7, "#FFFFFF"),
          *(("rect", 51, 33, 57, 41, "#FFFFFF"),), ("rect", 51, 67, 57, 75, "#FFFFFF"),
          ("rect", 33, 51, 41, 57, "#FFFFFF"), ("rect", 67, 51, 75, 57, "#FFFFFF")),
         "#5F6368", "grey", "", exact=False,
         note="Settings' background is the dynamic accent colour (@*android:color/accent_device_default_light), "
              "which follows the wallpaper: drawn grey, its real colour unknown"),
    _simple("com.simplemobiletools.calendar.pro", "Calendar", "Simple-Calendar", "6.22.2",
            (("rrect", 35, 36, 74, 75, 3, "#FFFFFF"), ("rect", 38, 46, 71, 72, _ORANGE),
             ("rrect", 42, 31, 46, 40, 1.5, "#FFFFFF"), ("rrect", 63, 31, 67, 40, 1.5, "#FFFFFF"),
             *(("rect", x, y, x + 5.5, y + 5.5, "#FFFFFF") for y in (49, 56.5, 64) for x in (40, 47.5, 55, 62.5))),
            ((71, 40), (74, 40), (90, 56), (90, 90), (50, 90), (38, 75), (71, 75))),
    _simple("com.simplemobiletools.draw.pro", "Draw", "Simple-Draw", "6.9.3",
            (("poly", ((35, 72), (38, 63), (64, 37), (71, 44), (45, 70)), "#FFFFFF"),
             ("poly", ((35, 72), (37, 67), (40, 70)), _ORANGE),
             ("rect", 40, 74, 76, 76, "#FFFFFF")),
            ((71, 44), (90, 63), (90, 90), (62, 90), (45, 73), (76, 73))),
    _simple("com.simplemobiletools.smsmessenger", "SMS Messenger", "Simple-SMS-Messenger", "5.19.3",
            (("rrect", 36, 37, 74, 68, 3, "#FFFFFF"), ("poly", ((36, 62), (35, 72), (45, 66)), "#FFFFFF"),
             ("rect", 42, 45, 68, 48, _ORANGE), ("rect", 42, 51, 68, 54, _ORANGE), ("rect", 42, 57, 62, 60, _ORANGE)),
            ((74, 42), (90, 58), (90, 90), (48, 90), (40, 70), (74, 68))),
    Icon("org.tasks", "Tasks", "#2196F3",
         (("poly", ((40, 58), (48, 66), (74, 40), (90, 56), (90, 90), (70, 90)), "#1E87DB"),
          ("line", ((37, 55), (48, 66), (73, 41)), 5, "#FFFFFF")),
         "#2196F3", "blue",
         "tasks/tasks@13.6.3 app/src/main/res/mipmap-anydpi-v26/ic_launcher_blue.xml (the launcher alias "
         "com.todoroo.astrid.activity.TaskListActivity): background @color/blue_500 #2196f3 "
         "(res/values/colors.xml), foreground ic_launcher_foreground.png (white check, black alpha 25 shadow)"),
    Icon("org.nsh07.pomodoro", "Tomato", "#FFFFFF",
         (("circle", 54, 58.5, 24.5, "#FFFFFF"),
          ("poly", tuple((54 + 23.5 * c, 58.5 + 21.5 * s) for c, s in (
              (1, 0), (0.924, 0.383), (0.707, 0.707), (0.383, 0.924), (0, 1), (-0.383, 0.924), (-0.707, 0.707),
              (-0.924, 0.383), (-1, 0), (-0.924, -0.383), (-0.707, -0.707), (-0.383, -0.924), (0, -1),
              (0.383, -0.924), (0.707, -0.707), (0.924, -0.383))), "#EC2D01"),
          ("poly", ((54, 58.5), (77.5, 58.5), (71, 74), (54, 80), (37, 74)), "#C82300"),
          ("poly", ((34, 37), (44, 35), (51, 41), (43, 43)), "#087830"),
          ("poly", ((74, 37), (64, 35), (57, 41), (65, 43)), "#087830"),
          ("poly", ((52, 29), (60, 27), (58, 34), (54, 38)), "#087830"),
          ("poly", ((44, 46), (54, 41), (64, 46), (54, 44)), "#087830")),
         "#FFFFFF", "white",
         "nsh07/Tomato@v1.4.2 app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml: background "
         "@color/ic_launcher_background #FFFFFF (res/values/ic_launcher_background.xml), foreground "
         "drawable/ic_launcher_foreground.xml (a tomato in a #EC2D01 to #C82300 gradient with a white outline, "
         "leaves #087830)"),
    Icon("org.videolan.vlc", "VLC", ("gradient", (54, 0, 54, 108), ((0.0, "#FFB54C"), (0.54, "#FF8800"),
                                                                     (0.72, "#FF7200"), (1.0, "#FF5014"))),
         (("poly", ((40, 76), (68, 76), (90, 98), (60, 98)), "#32000000"),
          ("poly", ((49, 34), (59, 34), (70, 72), (38, 72)), "#FAFAFA"),
          ("poly", ((46, 46), (62, 46), (64, 53), (44, 53)), "#FF8800"),
          ("poly", ((42, 60), (66, 60), (68, 67), (40, 67)), "#FF8800"),
          ("rrect", 33, 71, 75, 77, 2, "#FAFAFA")),
         "#FF8800", "orange",
         "videolan/vlc-android@3.5.4 application/vlc-android/res/mipmap-anydpi-v26/ic_launcher.xml: background "
         "application/resources/src/main/res/drawable/ic_launcher_background.xml (a top-to-bottom gradient of "
         "@color/orange300 #ffb54c, orange500 #FF8800 at 0.54, orange700 #ff7200 at 0.72, orange900 #ff5014; "
         "application/resources/src/main/res/values/colors.xml), foreground drawable/ic_launcher_foreground.xml "
         "(cone @color/grey50, stripes @color/orange500, shadow #32000000)"),
    Icon("com.google.android.youtube", "YouTube", "#FFFFFF",
         (("rrect", 30, 39, 78, 69, 9, "#FF0000"), ("poly", ((49, 46), (49, 62), (63, 54)), "#FFFFFF")),
         "#FFFFFF", "white", "", exact=False, possible=("white", "red"),
         note="YouTube's icon is in Google's closed build; drawn after its published mark [inferred]"),
    Icon("com.wirelessalien.zipxtract", "ZipXtract", "#2B7BFF",
         (("frame", 37, 34.5, 71, 75, 3, 3, "#FFFFFF"), ("poly", ((60, 34.5), (71, 45.5), (60, 45.5)), "#FFFFFF"),
          ("text", 54, 61, 10, "ZIP", "#FFFFFF")),
         "#2B7BFF", "blue",
         "WirelessAlien/ZipXtract@v4.2 app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml: background "
         "mipmap-xxxhdpi/ic_launcher_background.png (flat #2b7bff), foreground ic_launcher_foreground.png "
         "(a white ZIP document)"),
)

_BY_PACKAGE = {i.package: i for i in ICONS}


def icon_for(package: str) -> Icon | None:
    """The icon data of ``package``, or None (the launcher then draws a placeholder)."""
    return _BY_PACKAGE.get(package)


def possible_families(package: str) -> frozenset[str]:
    """The colour families ``package``'s icon may show on a real device (every family for
    an app without icon data)."""
    icon = icon_for(package)
    return icon.possible_families if icon is not None else frozenset(FAMILIES)


__all__ = ["FAMILIES", "ICONS", "Icon", "colour_family", "icon_for", "possible_families", "rgb"]
