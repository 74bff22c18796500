"""What each installed app shows about itself, for the find-the-app BC tasks
(``bc_apps``): its launcher icon's colour (``apps.icons``), whether its main screen has a
search bar, a floating button and a tab row (with the tabs' names), and the version its
App info page shows.

Each fact is a pair ``(real, sim)``: what the installed build shows on an Android 13
emulator (read from the app's sources; ``None`` when not known here) and what the
simulated device shows (``tests/test_bc_app_facts.py`` reads every app's main screen and
App info on the simulator with the screen readers of ``venus_tasks.solvers.bc_app_screens``
and holds them to the ``sim`` half). A constraint decides an app only when it gives the
same verdict on both halves (``decided``), so a task's answer holds on an emulator as on
the simulator: an instance is drawn only when one app meets every constraint and every
other launchable app fails one decided constraint (``unique_answer``).

The screen properties are those the readers define, the same on any device:

* search bar: a wide field in the top of the main screen (an ``EditText``, or a bar whose
  text starts with "Search"), not a magnifier icon;
* floating button: a button over the bottom-right corner whose id names a FAB or whose
  label adds or creates something (Material's FAB: "New Recipe", "Create contact");
* tabs: a row of two or more named tabs spanning the screen, at the top (under the
  toolbar) or at the bottom (a bottom navigation bar).

Sources per app (main screen layouts at the tag the suite installs, see ``apps/``):
Audio Recorder ``activity_main.xml`` (toolbar with import/share, a bottom panel of three
image buttons); Broccoli ``activity_main.xml`` + ``menu/recipes.xml`` (a drawer, a collapsed
SearchView icon, ``fab_recipes``); Simple Calculator/Draw ``activity_main.xml`` (a toolbar);
Simple Calendar/Gallery/SMS ``activity_main.xml`` (Simple-Commons ``MySearchMenu``: a search
bar, on the simulator too); CalcYou
``MainScreen.kt``; Camera2 (a viewfinder); DocumentsUI (Recent, where it opens, has the search
bar "Search this phone": ``directory_app_bar.xml``);
FitBook ``main.dart`` / ``app_search.dart``; Joplin (a search icon; its "+" button is not
drawn by the simulator); Markor ``main__activity.xml`` (a bottom navigation Files / To-Do /
QuickNote / More); MediLog (tabs Weight / Blood Pressure / Diary);
OpenTracks 4.11.3 ``track_list.xml`` (the red "Record" FAB over the bottom app bar); OsmAnd
``map_hud_*.xml`` (round map buttons, none adds anything); Pro Expense ``activ_main.xml``
(``fb_main_add``); Retro Music ``bottom_navigation_main.xml``; Tasks ``fragment_task_list.xml``
(``fab`` cradled in the centre of the bottom app bar, fabAlignmentMode center: not over the
bottom-right corner; the bottom app bar has unlabelled icons); Tomato (Timer / Stats / Settings); VLC
``main.xml`` + ``bottom_navigation.xml`` (its FAB shows Play once the list has videos, which
the simulator does not draw: not decided); ZipXtract ``bottom_nav.xml``. Google's builds
(Phone, Messages, Contacts, Clock, Photos, YouTube, Chrome, Settings) are not public:
their facts are what their current releases show [inferred], ``None`` where unsure; the
simulator draws Messages, Photos and YouTube as a plain list; its Phone has AOSP Dialer's search
bar, dialpad button and tabs, without Voicemail (AOSP hides it without visual voicemail).
"""

from __future__ import annotations

import dataclasses
from typing import Iterable, Sequence

from apps import icons
from verifiers.versions import version_key

Pair = tuple


@dataclasses.dataclass(frozen=True)
class AppFacts:
    """The facts of one launchable app; each a ``(real, sim)`` pair (module docstring)."""

    package: str
    search_bar: Pair
    fab: Pair
    tabs: Pair            # tab names, () for none, real None when unknown
    version: Pair         # App info's "version X"; sim "" when the page shows none

    @property
    def label(self) -> str:
        return icons.icon_for(self.package).label

    @property
    def family(self) -> str:
        return icons.icon_for(self.package).family


_NONE = ((), ())


def _f(package, search_bar, fab, tabs, version) -> AppFacts:
    return AppFacts(package, search_bar, fab, tabs, version)


_CLOCK_TABS = ("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime")
_VLC_TABS = ("Video", "Audio", "Browse", "Playlists", "More")
_RETRO_TABS = ("For you", "Songs", "Albums", "Artists", "Playlists")

FACTS: tuple[AppFacts, ...] = (
    _f("com.dimowner.audiorecorder", (False, False), (False, False), _NONE, ("0.9.26", "0.9.26")),
    _f("com.flauschcode.broccoli", (False, False), (True, True), _NONE, ("1.2.6", "1.2.6")),
    _f("com.simplemobiletools.calculator", (False, False), (False, False), _NONE, ("5.12.0", "5.12.0")),
    _f("net.youapps.calcyou", (False, False), (False, False), _NONE, ("3.1", "3.1")),
    _f("com.android.camera2", (False, False), (False, False), _NONE, (None, "")),
    _f("com.android.chrome", (True, True), (False, False), _NONE, (None, "")),
    _f("ca.zgrs.clipper", (False, False), (False, False), _NONE, (None, "")),
    _f("com.google.android.deskclock", (False, False), (True, False), (_CLOCK_TABS, _CLOCK_TABS), (None, "")),
    _f("com.google.android.contacts", (True, True), (True, True), (None, ()), (None, "")),
    _f("com.google.android.documentsui", (True, True), (False, False), _NONE, (None, "")),
    _f("com.presley.fit_book", (True, True), (True, True),
       (("Diary", "Graph", "Food", "Weight"), ("Diary", "Graph", "Food", "Weight")), ("2.0.31", "2.0.31")),
    _f("com.simplemobiletools.gallery.pro", (True, True), (False, False), _NONE, ("6.28.1", "6.28.1")),
    _f("net.cozic.joplin", (False, False), (True, False), _NONE, ("3.0.1", "3.0.1")),
    _f("net.gsantner.markor", (False, False), (True, True),
       (("Files", "To-Do", "QuickNote", "More"), ("Files", "To-Do", "QuickNote", "More")),
       ("2.10.9", "2.10.9")),
    _f("com.zell_mbc.medilog", (False, False), (False, False),
       (("Weight", "Blood Pressure", "Diary"), ("Weight", "Blood Pressure", "Diary")), ("3.3.7", "3.3.7")),
    _f("com.google.android.apps.messaging", (None, False), (True, False), ((), ()), (None, "")),
    _f("de.dennisguse.opentracks", (False, False), (True, True), (None, ()), ("4.11.3", "4.11.3")),
    _f("net.osmand", (False, False), (False, False), _NONE, ("4.6.13", "4.6.13")),
    _f("com.google.android.dialer", (True, True), (True, True),
       (("Favorites", "Recents", "Contacts", "Voicemail"), ("Favorites", "Recents", "Contacts")), (None, "")),
    _f("com.google.android.apps.photos", (None, False), (None, False), (None, ()), (None, "")),
    _f("com.arduia.expense", (False, False), (True, True), _NONE, ("1.0.0-beta05", "1.0.0-beta05")),
    _f("code.name.monkey.retromusic", (False, False), (False, False), (_RETRO_TABS, _RETRO_TABS),
       ("6.1.0", "6.1.0")),
    _f("com.android.settings", (True, True), (False, False), _NONE, (None, "")),
    _f("com.simplemobiletools.calendar.pro", (True, True), (True, True), _NONE, ("6.22.2", "6.22.2")),
    _f("com.simplemobiletools.draw.pro", (False, False), (False, False), _NONE, ("6.9.3", "6.9.3")),
    _f("com.simplemobiletools.smsmessenger", (True, True), (True, True), _NONE, ("5.19.3", "5.19.3")),
    _f("org.tasks", (False, False), (False, False), _NONE, ("13.6.3", "13.6.3")),
    _f("org.nsh07.pomodoro", (False, False), (False, False),
       (("Timer", "Stats", "Settings"), ("Timer", "Stats", "Settings")), ("1.4.2", "1.4.2")),
    _f("org.videolan.vlc", (False, False), (None, False), (_VLC_TABS, _VLC_TABS), ("3.5.4", "3.5.4")),
    _f("com.google.android.youtube", (False, False), (False, False),
       (("Home", "Shorts", "Subscriptions", "You"), ()), (None, "")),
    _f("com.wirelessalien.zipxtract", (False, False), (False, False), (("Extract", "Create"), ("Extract", "Create")),
       ("4.2", "4.2")),
)

BY_PACKAGE = {f.package: f for f in FACTS}


# ------------------------------------------------------------------ versions
def major(version: str) -> int:
    """The first number of a version name ("13.6.3" -> 13)."""
    return version_key(version)[0][0]


# ------------------------------------------------------------------ constraints
@dataclasses.dataclass(frozen=True)
class Constraint:
    """One property an app must have: ``kind`` and its argument, with the goal's words
    (English and Chinese, filled into the task's template) and the test."""

    kind: str
    arg: object
    en: str
    zh: str

    def holds(self, facts: AppFacts, half: int) -> bool | None:
        """Whether the app meets it on the real device (``half`` 0) or the simulator (1);
        None when that half is unknown."""
        if self.kind == "colour":
            if half == 1:
                return facts.family == self.arg
            fams = icons.possible_families(facts.package)
            return (self.arg in fams) if len(fams) == 1 else (False if self.arg not in fams else None)
        value = {"search_bar": facts.search_bar, "fab": facts.fab, "tab": facts.tabs,
                 "bottom_nav": facts.tabs, "major": facts.version, "version_below": facts.version,
                 "version_from": facts.version}[self.kind][half]
        if value is None:
            return None
        if self.kind in ("search_bar", "fab"):
            return value is self.arg
        if self.kind == "tab":
            return self.arg in value
        if self.kind == "bottom_nav":
            return (bool(value) and facts.package not in _TOP_TABS) is self.arg    # top tabs are no bottom bar
        if not value:
            return False                              # App info shows no version
        if self.kind == "major":
            return major(value) == self.arg
        if self.kind == "version_below":
            return version_key(value) < version_key(self.arg)
        return version_key(value) >= version_key(self.arg)

    def decided(self, facts: AppFacts) -> bool | None:
        """The verdict when the real device and the simulator agree, else None."""
        real, sim = self.holds(facts, 0), self.holds(facts, 1)
        return real if real is not None and real == sim else None


# MediLog's tabs are under its toolbar, not a bottom navigation bar.
_TOP_TABS = frozenset({"com.zell_mbc.medilog"})


COLOUR_ZH = {"orange": "橙色", "blue": "蓝色", "white": "白色", "green": "绿色", "teal": "青色", "red": "红色",
             "black": "黑色", "grey": "灰色", "purple": "紫色", "yellow": "黄色", "pink": "粉色"}


def colour(family: str) -> Constraint:
    return Constraint("colour", family, f"the app's launcher icon is mostly {family}", f"该应用的桌面图标以{COLOUR_ZH[family]}为主")


def search_bar(present: bool) -> Constraint:
    return Constraint("search_bar", present,
                      "the app's main screen shows a search bar" if present else "the app's main screen shows no search bar",
                      "该应用的主界面有搜索栏" if present else "该应用的主界面没有搜索栏")


def fab(present: bool) -> Constraint:
    return Constraint("fab", present,
                      "the app's main screen has a floating button to add something" if present
                      else "the app's main screen has no floating add button",
                      "该应用的主界面有一个用于新建的悬浮按钮" if present else "该应用的主界面没有用于新建的悬浮按钮")


def bottom_nav(present: bool) -> Constraint:
    return Constraint("bottom_nav", present,
                      "the app's main screen has a bottom navigation bar" if present
                      else "the app's main screen has no bottom navigation bar",
                      "该应用的主界面底部有导航栏" if present else "该应用的主界面底部没有导航栏")


def tab(name: str) -> Constraint:
    return Constraint("tab", name, f"the app's main screen has a tab named \"{name}\"", f"该应用的主界面有一个名为“{name}”的标签")


def major_version(n: int) -> Constraint:
    return Constraint("major", n, f'the app\'s version number (on its App info page) starts with "{n}."',
                      f"该应用的版本号（见应用信息页）以“{n}.”开头")


def version_below(v: str) -> Constraint:
    return Constraint("version_below", v, f"the app's version (on its App info page) is lower than {v}",
                      f"该应用的版本（见应用信息页）低于 {v}")


def version_from(v: str) -> Constraint:
    return Constraint("version_from", v, f"the app's version (on its App info page) is {v} or higher",
                      f"该应用的版本（见应用信息页）不低于 {v}")


_MAKERS = {"colour": colour, "search_bar": search_bar, "fab": fab, "bottom_nav": bottom_nav, "tab": tab,
           "major": major_version, "version_below": version_below, "version_from": version_from}


def make(kind: str, arg) -> Constraint:
    """The constraint of ``kind`` with ``arg`` (params store ``[kind, arg]``).

    Raises:
      KeyError: an unknown kind.
    """
    return _MAKERS[kind](arg)


def cheap(c: Constraint) -> bool:
    """Decided from the launcher or the app's main screen (no App info page needed)."""
    return c.kind not in ("major", "version_below", "version_from")


# ------------------------------------------------------------------ answers
def launchable() -> tuple[AppFacts, ...]:
    return FACTS


def matches(constraints: Sequence[Constraint], facts: AppFacts) -> bool | None:
    """True when every constraint decidedly holds, False when one decidedly fails, else None."""
    verdicts = [c.decided(facts) for c in constraints]
    if any(v is False for v in verdicts):
        return False
    return True if all(v is True for v in verdicts) else None


def unique_answer(constraints: Sequence[Constraint], apps: Iterable[AppFacts] = FACTS) -> AppFacts | None:
    """The one app meeting every constraint when every other app decidedly fails one;
    else None."""
    verdicts = [(a, matches(constraints, a)) for a in apps]
    if any(v is None for _, v in verdicts):
        return None
    hits = [a for a, v in verdicts if v]
    return hits[0] if len(hits) == 1 else None


def candidates(constraint: Constraint, apps: Iterable[AppFacts] = FACTS) -> list[AppFacts]:
    """The apps that may meet ``constraint`` alone (not decidedly failing it)."""
    return [a for a in apps if constraint.decided(a) is not False]


def near_misses(constraints: Sequence[Constraint], apps: Iterable[AppFacts] = FACTS) -> list[AppFacts]:
    """The apps failing exactly one constraint (decidedly) and meeting the others."""
    out = []
    for a in apps:
        verdicts = [c.decided(a) for c in constraints]
        if verdicts.count(False) == 1 and verdicts.count(True) == len(constraints) - 1:
            out.append(a)
    return out


def by_label(label: str) -> AppFacts:
    return next(f for f in FACTS if f.label == label)


def version_of(facts: AppFacts) -> str | None:
    """The version App info shows on both devices, or None (unknown, or not shown here)."""
    real, sim = facts.version
    return real if real and real == sim else None
