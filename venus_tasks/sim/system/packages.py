"""Installed packages: the system image's apps plus every app of the product catalogue.

The catalogue (``apps.catalogue()``) is read when a device is built, never copied here.
Uids are assigned deterministically: shared system uids for framework apps, then
``10100 + n`` in registration order (the modelled system apps first, then the catalogue,
then the rest of the image's packages from ``system_packages.py``, so that adding names
there never moves the uid of a modelled app).
"""

from __future__ import annotations

import dataclasses
import zlib

from venus_tasks.sim.system.identity import FIRST_APP_UID, RADIO_UID, SYSTEM_UID
from venus_tasks.sim.system.system_packages import PIXEL_API33_SYSTEM_PACKAGES, apk_path

LAUNCHER = "com.google.android.apps.nexuslauncher"
LAUNCHER_ACTIVITY = "com.google.android.apps.nexuslauncher.NexusLauncherActivity"
# MediaProvider on Google-signed images (the API 31 and API 34 emulator dumps cited in
# system_packages.py list com.google.android.providers.media.module, not com.android...)
MEDIA_PROVIDER = "com.google.android.providers.media.module"


@dataclasses.dataclass
class Package:
    """One installed package.

    Attributes:
      name: package name.
      uid: the app's Linux uid (``u0_a<n>`` for ``10000 + n``).
      activity: full class name of the launcher activity, or "" if not launchable.
      label: launcher label.
      system: part of the system image (``pm list packages -s``).
      apk_path: what ``pm path`` prints after ``package:``.
      databases: ``apps.base.Database`` objects created on first launch.
      storage_dirs: shared-storage folders the app creates on first launch.
      version_name: ``versionName`` (``dumpsys package``, App info's "version X"); "" if
        unknown.
    """

    name: str
    uid: int
    activity: str = ""
    label: str = ""
    system: bool = False
    apk_path: str = ""
    databases: tuple = ()
    storage_dirs: tuple[str, ...] = ()
    version_name: str = ""

    @property
    def data_dir(self) -> str:
        return f"/data/data/{self.name}"

    @property
    def launchable(self) -> bool:
        return bool(self.activity) and self.name != LAUNCHER


# (package, launcher activity (full class), label, shared uid or 0, apk path)
_SYSTEM_PACKAGES = (
    ("android", "", "Android System", SYSTEM_UID, "/system/framework/framework-res.apk"),
    (LAUNCHER, LAUNCHER_ACTIVITY, "Pixel Launcher", 0,
     "/system_ext/priv-app/NexusLauncherRelease/NexusLauncherRelease.apk"),
    ("com.android.systemui", "", "System UI", 0,
     "/system_ext/priv-app/SystemUIGoogle/SystemUIGoogle.apk"),
    ("com.android.settings", "com.android.settings.Settings", "Settings", SYSTEM_UID,
     "/system_ext/priv-app/SettingsGoogle/SettingsGoogle.apk"),
    ("com.android.providers.settings", "", "Settings Storage", SYSTEM_UID,
     "/system/priv-app/SettingsProvider/SettingsProvider.apk"),
    ("com.android.providers.contacts", "", "Contacts Storage", 0,
     "/system/priv-app/ContactsProvider/ContactsProvider.apk"),
    ("com.android.providers.telephony", "", "Phone and Messaging Storage", RADIO_UID,
     "/system/priv-app/TelephonyProvider/TelephonyProvider.apk"),
    (MEDIA_PROVIDER, "", "Media Storage", 0,
     "/apex/com.android.mediaprovider/priv-app/MediaProviderGoogle/MediaProviderGoogle.apk"),
    ("com.android.shell", "", "Shell", 2000, "/system/priv-app/Shell/Shell.apk"),
    ("com.google.android.gms", "", "Google Play services", 0,
     "/product/priv-app/PrebuiltGmsCore/PrebuiltGmsCore.apk"),
    ("com.google.android.inputmethod.latin", "", "Gboard", 0,
     "/product/app/LatinIMEGooglePrebuilt/LatinIMEGooglePrebuilt.apk"),
    ("com.google.android.dialer", "com.google.android.dialer.extensions.GoogleDialtactsActivity",
     "Phone", 0, "/product/priv-app/GoogleDialer/GoogleDialer.apk"),
    ("com.google.android.apps.messaging",
     "com.google.android.apps.messaging.ui.ConversationListActivity", "Messages", 0,
     "/product/app/PrebuiltBugle/PrebuiltBugle.apk"),
    ("com.google.android.contacts", "com.android.contacts.activities.PeopleActivity",
     "Contacts", 0, "/product/app/GoogleContacts/GoogleContacts.apk"),
    ("com.google.android.documentsui", "com.android.documentsui.LauncherActivity", "Files", 0,
     "/system/priv-app/DocumentsUIGoogle/DocumentsUIGoogle.apk"),
    ("com.android.chrome", "com.google.android.apps.chrome.Main", "Chrome", 0,
     "/product/app/Chrome/Chrome.apk"),
    ("com.google.android.deskclock", "com.android.deskclock.DeskClock", "Clock", 0,
     "/product/app/PrebuiltDeskClockGoogle/PrebuiltDeskClockGoogle.apk"),
    ("com.android.camera2", "com.android.camera.CameraLauncher", "Camera", 0,
     "/system/app/Camera2/Camera2.apk"),
    ("com.google.android.apps.photos", "com.google.android.apps.photos.home.HomeActivity",
     "Photos", 0, "/product/app/Photos/Photos.apk"),
    ("com.google.android.youtube", "com.google.android.youtube.app.honeycomb.Shell$HomeActivity",
     "YouTube", 0, "/product/app/YouTube/YouTube.apk"),
)


def expand_class(package: str, cls: str) -> str:
    """``".ui.Main"`` -> ``"<package>.ui.Main"``; full names are returned unchanged."""
    return package + cls if cls.startswith(".") else cls


def short_component(package: str, cls: str) -> str:
    """``ComponentName.flattenToShortString``: ``pkg/.Cls`` when the class is in the package."""
    if cls.startswith(package + "."):
        return f"{package}/{cls[len(package):]}"
    return f"{package}/{cls}"


def _third_party_apk(package: str) -> str:
    # Android 11+ install dirs: /data/app/~~<random>==/<pkg>-<random>==/base.apk. The
    # "random" parts are derived from the package name so that runs are reproducible.
    a = zlib.crc32(package.encode()).to_bytes(4, "big").hex()
    b = zlib.crc32(package[::-1].encode()).to_bytes(4, "big").hex()
    return f"/data/app/~~{a}{b}A==/{package}-{b}{a}Q==/base.apk"


class PackageRegistry:
    """Ordered ``name -> Package`` table (``pm list packages`` prints in this order)."""

    def __init__(self, catalogue) -> None:
        self._pkgs: dict[str, Package] = {}
        self._next_app = 100
        for name, activity, label, shared_uid, apk in _SYSTEM_PACKAGES:
            self._pkgs[name] = Package(name, shared_uid or self._alloc_uid(), activity, label,
                                       True, apk)
        for app in catalogue:
            self.add_catalogue_app(app)
        for name in PIXEL_API33_SYSTEM_PACKAGES:
            if name not in self._pkgs:
                self._pkgs[name] = Package(name, self._alloc_uid(), system=True,
                                           apk_path=apk_path(name))

    def _alloc_uid(self) -> int:
        uid = FIRST_APP_UID + self._next_app
        self._next_app += 1
        return uid

    def add_catalogue_app(self, app) -> Package:
        """Install (or, for a system app, describe) an ``apps.base.App``."""
        pkg_name, _, cls = app.activity.partition("/")
        existing = self._pkgs.get(app.package)
        if existing is None:
            existing = self._pkgs[app.package] = Package(
                app.package, self._alloc_uid(), system=bool(getattr(app, "preinstalled", False)),
                apk_path=_third_party_apk(app.package))
        existing.activity = expand_class(pkg_name or app.package, cls) if cls else existing.activity
        existing.label = app.label or existing.label
        existing.databases = tuple(app.databases)
        existing.storage_dirs = tuple(app.storage_dirs)
        existing.version_name = getattr(app, "version", "") or existing.version_name
        return existing

    def install(self, name: str) -> Package:
        """Register a package installed from an APK whose contents are not modelled."""
        if name not in self._pkgs:
            self._pkgs[name] = Package(name, self._alloc_uid(), apk_path=_third_party_apk(name))
        return self._pkgs[name]

    def uninstall(self, name: str) -> bool:
        return self._pkgs.pop(name, None) is not None

    def get(self, name: str) -> Package | None:
        return self._pkgs.get(name)

    def __contains__(self, name: str) -> bool:
        return name in self._pkgs

    def all(self) -> list[Package]:
        return list(self._pkgs.values())

    def launchable(self) -> list[Package]:
        """Apps with a launcher icon, in registration order."""
        return [p for p in self._pkgs.values() if p.launchable]

    def by_uid(self, uid: int) -> Package | None:
        return next((p for p in self._pkgs.values() if p.uid == uid), None)
