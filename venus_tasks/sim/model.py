"""``DeviceModel``: the whole state of one simulated Android 13 device, with no I/O.

It aggregates the clock, properties, file system, settings tables, packages, activity
stack, display state, content providers, telephony and UI focus, and offers the
operations that shell commands and UI input need (launch an app, stop it, clear it,
rotate, ...). Every mutation happens under ``lock`` (an ``RLock``), taken by the shell
interpreter around each command and by the sync service around each request.
"""

from __future__ import annotations

import collections

import dataclasses
import threading
from typing import Iterable

from venus_tasks.sim.storage import appdata, fs_layout
from venus_tasks.sim.clock import DeviceClock, zone
from venus_tasks.sim.device_ports import DevicePorts
from venus_tasks.sim.notifications import Notifications
from venus_tasks.sim.providers import ProviderRegistry
from venus_tasks.sim.providers.device import attach_providers
from venus_tasks.sim.providers.settings import SettingsProvider
from venus_tasks.sim.storage.vfs import VFS
from venus_tasks.sim.system import first_run
from venus_tasks.sim.system.activities import ActivityStack, StartResult
from venus_tasks.sim.system.identity import ROOT, SHELL, Cred
from venus_tasks.sim.system.packages import LAUNCHER, MEDIA_PROVIDER, Package, PackageRegistry
from venus_tasks.sim.system.props import default_props
from venus_tasks.sim.system.settings_table import SettingsTables
from venus_tasks.sim.system_ui import SystemUi
from venus_tasks.sim.telephony import Telephony

PHYSICAL_SIZE = (1080, 2400)   # Pixel 6 AVD, portrait
PHYSICAL_DENSITY = 420


@dataclasses.dataclass
class DisplayState:
    """Display 0: physical size/density and ``wm`` overrides (natural orientation)."""

    physical_size: tuple[int, int] = PHYSICAL_SIZE
    physical_density: int = PHYSICAL_DENSITY
    override_size: tuple[int, int] | None = None
    override_density: int | None = None
    sensor_rotation: int = 0   # what the (virtual) accelerometer says, 0..3

    @property
    def size(self) -> tuple[int, int]:
        return self.override_size or self.physical_size

    @property
    def density(self) -> int:
        return self.override_density or self.physical_density


@dataclasses.dataclass
class UiState:
    """Input focus: the focused text field's key (None if none), typed texts by key, and
    the field whose whole text is selected (CTRL+A; the next key or text replaces it)."""

    focused_field: str | None = None
    fields: dict[str, str] = dataclasses.field(default_factory=dict)
    selected: str | None = None


class DeviceModel:
    """One device. ``catalogue`` is an iterable of ``apps.base.App`` (default: ``apps.catalogue()``)."""

    def __init__(self, serial: str, console_port: int, transport_id: int = 1,
                 catalogue: Iterable | None = None, clock: DeviceClock | None = None,
                 cjk_font: str | None = None, onboarded: bool = True):
        if catalogue is None:
            import apps
            catalogue = apps.catalogue()
        self.lock = threading.RLock()
        self.halted = threading.Event()   # set when the server stops; ends any ``sleep``
        self.serial = serial
        self.console_port = console_port
        self.transport_id = transport_id
        self.clock = clock or DeviceClock()
        self.props = default_props(serial, console_port)
        self.settings = SettingsTables(device_seed=console_port)
        self.packages = PackageRegistry(catalogue)
        self.activities = ActivityStack()
        self.display = DisplayState()
        self.cjk_font = cjk_font  # font file for CJK text in screenshots (None: tofu boxes)
        # Chrome's page engine (``sim.web_engine.WebEngine``, one headless Chromium started
        # lazily; set by ``SimServer(browser=...)``, closed when it stops); None: Chrome draws
        # pages itself (``apps_ui.chrome_html``: no scripts, no CSS)
        self.web_engine = None
        self.ui = UiState()
        self.providers = ProviderRegistry()
        self.providers.register(SettingsProvider(self.settings))
        self.is_root = False
        self.telephony = Telephony(lambda: self.clock.now_ns() // 10**6, self.lock)
        self.notifications = Notifications(lambda: self.clock.now_ns() // 10**6)
        self.system_ui = SystemUi()   # crash dialog, shade, recents, scroll (screen/)
        self.app_ui: dict = {}        # package -> in-app pages and dialogs (apps_ui/state.py)
        self.frames: collections.OrderedDict = collections.OrderedDict()   # screencap PNGs (screen.render)
        # argv of the last commands the device's shell ran, oldest first (tests check that
        # agent text arrived as one argument, whatever its quotes and metacharacters)
        self.command_log: collections.deque[tuple[str, ...]] = collections.deque(maxlen=4096)
        self.ports = DevicePorts()   # TCP listeners of device processes (the u2.jar server)
        self.reverses: dict = {}     # adbd's ``adb reverse`` listeners (protocol/reverse.py)
        self.vfs = VFS(self.clock.now_ns)
        media = self.packages.get(MEDIA_PROVIDER)
        fs_layout.build(self.vfs, media.uid if media else 10000)
        for pkg in self.packages.all():
            fs_layout.make_app_dir(self.vfs, pkg.name, pkg.uid)
            if onboarded:   # else each app shows its first-run screens, as on a new AVD
                first_run.complete(self, pkg.name)
        attach_providers(self)   # model.contacts, model.call_log, model.sms (providers/device.py)

    # ------------------------------------------------------------ identity
    @property
    def cred(self) -> Cred:
        """Credentials of ``adb shell`` right now: root after ``adb root``, else shell."""
        return ROOT if self.is_root else SHELL

    @property
    def call_state(self) -> int:
        """``TelephonyManager`` call state (0 idle, 1 ringing, 2 off-hook) of ``telephony``."""
        return self.telephony.call_state

    def save_contact(self, name: str, phone: str | None = None) -> int:
        """Save a local contact as the Contacts editor's Save does; returns its raw contact id."""
        with self.lock:
            return self.contacts.add_contact(name, phone)

    # ------------------------------------------------------------ display
    def rotation(self) -> int:
        """Surface rotation 0..3: ``user_rotation`` when auto-rotate is off, else the sensor's."""
        if self.settings.get_int("system", "accelerometer_rotation", 1) == 0:
            return self.settings.get_int("system", "user_rotation", 0) % 4
        return self.display.sensor_rotation % 4

    def screen_size(self) -> tuple[int, int]:
        """Logical ``(width, height)`` in pixels in the current rotation."""
        w, h = self.display.size
        return (h, w) if self.rotation() % 2 else (w, h)

    def night_mode(self) -> bool:
        """Dark theme on (``secure ui_night_mode`` = 2, ``UiModeManager.MODE_NIGHT_YES``)."""
        return self.settings.get_str("secure", "ui_night_mode", "1") == "2"

    def font_scale(self) -> float:
        """``system font_scale`` (Settings > Display > Font size; 1.0 when unset), 0.5..3."""
        try:
            value = float(self.settings.get_str("system", "font_scale", "1.0"))
        except ValueError:
            return 1.0
        return min(max(value, 0.5), 3.0) if value == value else 1.0

    def timezone(self):
        return zone(self.props.get("persist.sys.timezone", "UTC"))

    # ------------------------------------------------------------ apps
    def launch(self, package: str, activity: str | None = None,
               clear_task: bool = False) -> tuple[StartResult, bool]:
        """Start an activity of an installed package, as the app would start.

        Returns ``(result, cold)``; ``cold`` is True if the app process was not running.
        The app's first-launch storage (data dir, databases, folders) is created here.

        Raises:
          KeyError: the package is not installed or has no such/launcher activity.
        """
        pkg = self.packages.get(package)
        if pkg is None:
            raise KeyError(package)
        activity = activity or pkg.activity
        if not activity:
            raise KeyError(f"{package} has no launcher activity")
        cold = self.activities.pid_of(package) is None
        result = self.activities.start(package, activity, clear_task)
        appdata.ensure_app_data(self.vfs, pkg)
        self.ui.focused_field = None
        from venus_tasks.sim import apps_ui       # what the app's process does when it starts
        apps_ui.launched(self, package, cold)
        return result, cold

    def force_stop(self, package: str) -> None:
        """``am force-stop``: the app's tasks and process go, and its notifications; its
        lists open at the top again (a new process restores no scroll position)."""
        self.activities.force_stop(package)
        self.notifications.cancel_package(package)
        self.ui.focused_field = None
        for key in [k for k in self.system_ui.scroll if k == package or k.startswith(package + "/")]:
            del self.system_ui.scroll[key]

    def restart_framework(self) -> None:
        """``setprop ctl.restart zygote``: every app process dies with system_server, the
        launcher comes back on the home screen, and a changed ``persist.sys.locale``
        applies from then on (the simulator reads the locale at each frame)."""
        for package in list(self.activities.processes):
            self.force_stop(package)
        self.activities.system_server_pid = self.activities._alloc_pid()
        self.activities.home()

    def clear_data(self, package: str) -> bool:
        """``pm clear``: stop the app and wipe its data (files, and what the simulated
        screens keep for it in ``app_ui``: ``<package>`` and ``<package>#...`` entries, e.g.
        the Clock's stopwatch that DeskClock keeps in its shared preferences). False if
        not installed."""
        pkg = self.packages.get(package)
        if pkg is None:
            return False
        self.force_stop(package)
        appdata.clear_app_data(self.vfs, pkg)
        for key in [k for k in self.app_ui if k == package or k.startswith(package + "#")]:
            del self.app_ui[key]
        return True

    def foreground_package(self) -> Package | None:
        return self.packages.get(self.activities.focus()[0])

    # ------------------------------------------------------------ keys
    def press_home(self) -> None:
        self.activities.home()
        self.ui.focused_field = None
        self.ui.fields.pop("launcher_search", None)
        self.app_ui.pop(LAUNCHER + "#folder", None)         # HOME closes an open folder

    def press_back(self) -> None:
        if self.ui.focused_field is not None:   # first BACK hides the keyboard
            self.ui.focused_field = None
            return
        self.activities.back()

    def type_text(self, text: str) -> bool:
        """Append to the focused field; False (ignored) if no field has focus."""
        key = self.ui.focused_field
        if key is None:
            return False
        kept = "" if self.ui.selected == key else self.ui.fields.get(key, "")
        self.ui.selected = None
        self.ui.fields[key] = kept + text
        return True

    def delete_char(self) -> None:
        key = self.ui.focused_field
        if key is not None and self.ui.selected == key:
            self.ui.fields[key] = ""
        elif key is not None and self.ui.fields.get(key):
            self.ui.fields[key] = self.ui.fields[key][:-1]
        self.ui.selected = None

    def select_all(self) -> None:
        """CTRL+A in the focused field (``TextView`` selects its whole text)."""
        self.ui.selected = self.ui.focused_field
