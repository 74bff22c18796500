"""The catalogue: 27 apps, then AndroidWorld's helper apps (Clipper), with their packages,
activities, APK names and look-ups."""

from __future__ import annotations

import pytest

import apps

# Package, launch activity (AndroidWorld / VenusBench-Mobile _PATTERN_TO_ACTIVITY values).
REFERENCE = {
    "audio recorder": ("com.dimowner.audiorecorder",
                       "com.dimowner.audiorecorder/com.dimowner.audiorecorder.app.welcome.WelcomeActivity"),
    "broccoli": ("com.flauschcode.broccoli", "com.flauschcode.broccoli/com.flauschcode.broccoli.MainActivity"),
    "camera": ("com.android.camera2", "com.android.camera2/com.android.camera.CameraLauncher"),
    "chrome": ("com.android.chrome", "com.android.chrome/com.google.android.apps.chrome.Main"),
    "clock": ("com.google.android.deskclock", "com.google.android.deskclock/com.android.deskclock.DeskClock"),
    "contacts": ("com.google.android.contacts",
                 "com.google.android.contacts/com.android.contacts.activities.PeopleActivity"),
    "phone": ("com.google.android.dialer",
              "com.google.android.dialer/com.google.android.dialer.extensions.GoogleDialtactsActivity"),
    "files": ("com.google.android.documentsui",
              "com.google.android.documentsui/com.android.documentsui.files.FilesActivity"),
    "joplin": ("net.cozic.joplin", "net.cozic.joplin/.MainActivity"),
    "markor": ("net.gsantner.markor", "net.gsantner.markor/net.gsantner.markor.activity.MainActivity"),
    "open tracks sports tracker": ("de.dennisguse.opentracks",
                                   "de.dennisguse.opentracks/de.dennisguse.opentracks.TrackListActivity"),
    "osmand": ("net.osmand", "net.osmand/net.osmand.plus.activities.MapActivity"),
    "pro expense": ("com.arduia.expense", "com.arduia.expense/com.arduia.expense.ui.MainActivity"),
    "retro music": ("code.name.monkey.retromusic", "code.name.monkey.retromusic/.activities.MainActivity"),
    "settings": ("com.android.settings", "com.android.settings/.Settings"),
    "simple calendar pro": ("com.simplemobiletools.calendar.pro", "com.simplemobiletools.calendar.pro/"
                            "com.simplemobiletools.calendar.pro.activities.MainActivity"),
    "simple draw pro": ("com.simplemobiletools.draw.pro",
                        "com.simplemobiletools.draw.pro/com.simplemobiletools.draw.pro.activities.MainActivity"),
    "simple gallery pro": ("com.simplemobiletools.gallery.pro", "com.simplemobiletools.gallery.pro/"
                           "com.simplemobiletools.gallery.pro.activities.MainActivity"),
    "simple sms messenger": ("com.simplemobiletools.smsmessenger", "com.simplemobiletools.smsmessenger/"
                             "com.simplemobiletools.smsmessenger.activities.MainActivity"),
    "tasks": ("org.tasks", "org.tasks/com.todoroo.astrid.activity.MainActivity"),
    "vlc": ("org.videolan.vlc", "org.videolan.vlc/org.videolan.vlc.gui.MainActivity"),
    "calcyou": ("net.youapps.calcyou", "net.youapps.calcyou/.MainActivity"),
    "tomato": ("org.nsh07.pomodoro", "org.nsh07.pomodoro/.MainActivity"),
    "fitbook": ("com.presley.fit_book", "com.presley.fit_book/.MainActivity"),
    "zipxtract": ("com.wirelessalien.zipxtract", "com.wirelessalien.zipxtract/.FragmentActivity"),
    "medilog": ("com.zell_mbc.medilog", "com.zell_mbc.medilog/.MainActivity"),
    "simple calculator": ("com.simplemobiletools.calculator", "com.simplemobiletools.calculator/"
                          "com.simplemobiletools.calculator.activities.MainActivity"),
}


# AndroidWorld's helper apps (its _PATTERN_TO_ACTIVITY['clipper'] and setup_device/apps.py
# ClipperApp), not part of VenusBench-Mobile's 27.
HELPERS = {"clipper": ("ca.zgrs.clipper", "ca.zgrs.clipper/ca.zgrs.clipper.Main"),
           # VenusBench-Mobile's input method (an IME service, no activity)
           "adbkeyboard": ("com.android.adbkeyboard", "")}


def test_catalogue_is_the_27_apps_then_the_helpers_with_reference_packages_and_activities():
    got = {a.name: (a.package, a.activity) for a in apps.catalogue()}
    assert got == {**REFERENCE, **HELPERS}
    assert len(REFERENCE) == 27
    assert {a.name for a in apps.helpers()} == set(HELPERS)
    assert apps.catalogue()[-len(HELPERS):] == apps.helpers()    # the 27 first, in their order
    clipper = apps.get_app("clipper")
    assert (clipper.label, clipper.apks, clipper.first_run) == ("Clipper", ("clipper.apk",), ("Continue", "OK"))
    keyboard = apps.get_app("adbkeyboard")
    assert (keyboard.label, keyboard.apks, keyboard.version, keyboard.first_run) == (
        "ADBKeyBoard", ("ADBKeyboard.apk",), "2.0", ())


def test_names_aliases_and_labels_never_collide():
    seen: dict[str, str] = {}
    for app in apps.catalogue():
        for key in {app.name, app.label.lower(), app.package.lower(), *app.aliases}:
            assert seen.setdefault(key, app.name) == app.name, key


@pytest.mark.parametrize("query,name", [
    ("Pro Expense", "pro expense"), ("expense", "pro expense"), ("net.gsantner.markor", "markor"),
    ("dialer", "phone"), ("Pomodoro", "tomato"), ("recipe app", "broccoli"), ("OpenTracks", "open tracks sports tracker"),
])
def test_get_app_resolves_names_aliases_labels_packages(query, name):
    assert apps.get_app(query).name == name


def test_get_app_unknown_lists_known_names():
    with pytest.raises(KeyError, match="known apps: audio recorder, broccoli"):
        apps.get_app("whatsapp")


@pytest.mark.parametrize("filename,name", [
    ("net.gsantner.markor_146.apk", "markor"), ("org.videolan.vlc_13050407.apk", "vlc"),
    ("net.osmand-4.6.13.apk", "osmand"), ("Calculator_9.0.apk", "simple calculator"),
    ("/tmp/apks/com.arduia.expense_11.apk", "pro expense"), ("org.tasks_999.apk", "tasks"),
    ("clipper.apk", "clipper"), ("ADBKeyboard.apk", "adbkeyboard"),
])
def test_apk_file_names_map_to_apps(filename, name):
    assert apps.app_for_apk(filename).name == name


@pytest.mark.parametrize("filename", ["clipper_2.apk", "org.tasksX_1.apk", "markor.apk", "net.osmand.plus.apk"])
def test_unknown_apk_names_do_not_match(filename):
    assert apps.app_for_apk(filename) is None


def test_installable_apps_name_an_apk_and_a_source():
    for app in apps.catalogue():
        assert app.source, app.name
        assert bool(app.apks) != app.preinstalled, app.name
