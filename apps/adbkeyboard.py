"""ADBKeyBoard (``com.android.adbkeyboard``): the input method VenusBench-Mobile installs so that
text outside ASCII can be typed ("Clipper, MiniWoB, the AndroidWorld overlay app and
ADBKeyboard are infrastructure"; its APK set ships ``ADBKeyboard.apk``). Not one of the 27 apps
and never the subject of a task: ``--setup_device`` installs and enables it, and every episode
types through it (``venus_tasks.env.ime``, which holds its protocol).

Source: github.com/senzhk/ADBKeyBoard (GPL-2.0): ``keyboardservice/build.gradle``
(applicationId ``com.android.adbkeyboard``, versionCode 2, versionName 2.0),
``keyboardservice/src/main/AndroidManifest.xml`` (one service, ``AdbIME``, an input method;
no activity, so nothing to launch and no first-run screens), ``AdbIME.java`` (the broadcast
actions), ``res/layout/view.xml`` (its keyboard: "ADB Keyboard {ON}" on a #444 bar).
"""

from __future__ import annotations

from apps.base import App
from venus_tasks.env.ime import IME_ID, PACKAGE

APP = App(
    name='adbkeyboard',
    package=PACKAGE,
    activity='',
    label='ADBKeyBoard',
    aliases=('adb keyboard',),
    apks=('ADBKeyboard.apk',),
    version='2.0',
    source='VenusBench-Mobile APK set (venusbench_mobile_files/apk/ADBKeyboard.apk); '
           'source code github.com/senzhk/ADBKeyBoard (GPL-2.0)',
)

__all__ = ["APP", "IME_ID"]
