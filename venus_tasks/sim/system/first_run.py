"""First-run screens: what an app shows on its first launch after install or ``pm clear``
until the user gets past them (onboarding pages, runtime-permission and role dialogs,
the "All files access" page of Settings).

A real emulator shows them, so the simulated device does too: an episode that starts
without the set-up's click-through starts on one of these screens. Which screens, and
the button texts that get past them, follow AndroidWorld's ``env/setup_device/apps.py``
(the texts it clicks, in order); titles and bodies are the apps' own where known and
``[inferred]`` otherwise. Any button of a page moves on (declining a permission ends the
prompt as accepting does).

Progress is app data, as on a device: a preferences file in the app's data folder
(``shared_prefs/onboarding.xml``, ``<int name="step" value="N" />``, the file name
``[inferred]``), so ``pm clear`` brings the screens back and a data snapshot taken after
the click-through keeps them away.

A page is drawn as the app's activity window, or (``dialog``) as a dialog window over
the app's first screen owned by another package: the permission controller's
``GrantPermissionsActivity``, the role request, or Settings' all-files-access page.
"""

from __future__ import annotations

import dataclasses
import re
import stat

from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.screen.tree import UiNode, Window

PERMISSION_CONTROLLER = "com.google.android.permissioncontroller"
SETTINGS = "com.android.settings"
PREFS = "shared_prefs/onboarding.xml"
_STEP = re.compile(rb'<int name="step" value="(\d+)"')


@dataclasses.dataclass(frozen=True)
class Page:
    """One first-run screen.

    Attributes:
      title, body: its text.
      buttons: button texts; the first is the one AndroidWorld clicks; any moves on.
      owner: the package whose window shows it over the app (a dialog), or None for a
        full-screen page of the app itself.
      window: the window name ``dumpsys window`` shows for an owned dialog.
    """

    title: str
    body: str
    buttons: tuple[str, ...]
    owner: str | None = None
    window: str = ""


_GRANT = f"{PERMISSION_CONTROLLER}/com.android.permissioncontroller.permission.ui.GrantPermissionsActivity"
_ALL_FILES = Page("All files access", "Allow this app to read, modify and delete all files on this device or any "
                  "connected storage volumes.", ("Allow access to manage all files",),
                  owner=SETTINGS, window=f"{SETTINGS}/com.android.settings.Settings$AppManageExternalStorageActivity")


def _notifications(app: str) -> Page:
    return Page(f"Allow {app} to send you notifications?", "", ("Don't allow", "Allow"),
                owner=PERMISSION_CONTROLLER, window=_GRANT)


# package -> its first-run pages, in order (AndroidWorld env/setup_device/apps.py clicks
# the first button of each)
FIRST_RUN: dict[str, tuple[Page, ...]] = {
    "com.android.camera2": (      # Camera2 FirstRunDialog: location_dialog_layout (CAMERA and
        # RECORD_AUDIO are granted by DefaultPermissionGrantPolicy to the default camera)
        Page("Remember photo locations?", "Tag your photos and videos with the locations where they're taken.",
             ("NEXT",)),),
    "com.android.chrome": (
        Page("Welcome to Chrome", "Terms of Service. Chrome notice", ("Accept & continue",)),
        Page("Turn on sync?", "Sync your bookmarks, passwords and more on all your devices",
             ("No thanks", "Yes, I'm in")),
        Page("Chrome notifications make things easier", "Get alerts about downloads and more",
             ("No thanks", "Continue"))),
    "com.google.android.contacts": (
        Page("Back up & organize your contacts with Google", "", ("Skip", "Turn on")),
        _notifications("Contacts")),
    "com.arduia.expense": (
        Page("Track your expenses", "Record what you spend every day", ("NEXT",)),
        Page("Choose your currency", "USD", ("CONTINUE",))),
    "net.gsantner.markor": (
        *(Page("Markor", text, ("NEXT", "SKIP")) for text in (
            "Markor is a TextEditor for Android.", "Markdown, todo.txt and more",
            "Notes are plain files in a folder you choose", "Share into Markor from other apps")),
        Page("Markor", "Ready to go", ("DONE",)),
        Page("Storage permission", "Markor needs access to all files to read and write your notes.",
             ("OK", "Cancel")),
        _ALL_FILES),
    "de.dennisguse.opentracks": (
        Page("Allow OpenTracks to find, connect to, and determine the relative position of nearby devices?",
             "", ("Allow", "Don't allow"), owner=PERMISSION_CONTROLLER, window=_GRANT),),
    "com.simplemobiletools.gallery.pro": (
        Page("Simple Gallery Pro", "Which files should the app be able to show?", ("All files", "Media only")),
        _ALL_FILES),
    "com.simplemobiletools.smsmessenger": (
        Page("Set SMS Messenger as your default SMS app?", "", ("SMS Messenger", "Messages"),
             owner="com.google.android.permissioncontroller",
             window=f"{PERMISSION_CONTROLLER}/com.android.permissioncontroller.role.ui.RequestRoleActivity"),
        Page("Set SMS Messenger as your default SMS app?", "SMS Messenger", ("Set as default", "Cancel"),
             owner="com.google.android.permissioncontroller",
             window=f"{PERMISSION_CONTROLLER}/com.android.permissioncontroller.role.ui.RequestRoleActivity")),
    "org.videolan.vlc": (
        Page("Welcome to VLC", "", ("Skip", "NEXT")),
        Page("VLC needs your permission to access media files", "", ("GRANT PERMISSION",)),
        Page("Permission", "VLC needs access to all files to index your media.", ("OK", "Cancel")),
        _ALL_FILES),
    "net.osmand": (
        Page("Download maps", "Download a map of your region to use OsmAnd offline.", ("SKIP DOWNLOAD",)),),
    "ca.zgrs.clipper": (
        Page("Clipper", "Clipboard service for adb", ("Continue",)),
        Page("Clipper", "The service is running.", ("OK",))),
}


def step(model, package: str) -> int:
    """How many first-run pages of ``package`` the user got past (0 after install or
    ``pm clear``)."""
    try:
        data = model.vfs.read(f"/data/data/{package}/{PREFS}")
    except Exception:   # no file (FsError): nothing done yet
        return 0
    m = _STEP.search(data)
    return int(m[1]) if m else 0


def pending(model, package: str) -> Page | None:
    """The first-run page ``package`` shows now, or None when it is past them all (or has
    none)."""
    pages = FIRST_RUN.get(package, ())
    n = step(model, package)
    if package == "com.simplemobiletools.smsmessenger":
        from venus_tasks.sim.system import roles        # MainActivity asks only while not the holder
        if roles.holds(model, roles.SMS, package):
            return None
    return pages[n] if n < len(pages) and model.packages.get(package) is not None else None


def advance(model, package: str, effects: bool = True) -> None:
    """A button of the current page was tapped: record one more page done; with
    ``effects``, what the last page's button does too (SMS Messenger's "Set as default"
    makes it the default SMS app)."""
    pkg = model.packages.get(package)
    if pkg is None:
        return
    folder = f"/data/data/{package}/shared_prefs"
    if not model.vfs.exists(folder):
        node = model.vfs.mkdir(folder, parents=True)
        node.uid = node.gid = pkg.uid
        node.mode = stat.S_IFDIR | 0o771
    n = step(model, package) + 1
    node = model.vfs.write(f"/data/data/{package}/{PREFS}",
                           b"<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n"
                           b'<map>\n    <int name="step" value="%d" />\n</map>\n' % n)
    node.uid = node.gid = pkg.uid
    node.mode = stat.S_IFREG | 0o660
    if effects and package == "com.simplemobiletools.smsmessenger" and n == len(FIRST_RUN[package]):
        from venus_tasks.sim.system import roles        # RequestRoleActivity grants the role
        roles.add_holder(model, roles.SMS, package)


def complete(model, package: str) -> None:
    """Mark every first-run page of ``package`` done (a device booted past them; the
    default SMS app stays the system's) and do what AndroidWorld's set-up does for it
    beyond the clicks: the app module's optional ``on_setup(model)`` (OsmAnd's map)."""
    while pending(model, package) is not None:
        advance(model, package, effects=False)
    from venus_tasks.sim import apps_ui
    hook = getattr(apps_ui.APPS.get(package), "on_setup", None)
    if hook is not None and model.packages.get(package) is not None:
        hook(model)


def build(model, root: UiNode, m, status: int, package: str) -> bool:
    """Fill the activity window with ``package``'s full-screen first-run page; False when
    it has none pending or the pending page is a dialog (drawn by ``windows``)."""
    page = pending(model, package)
    if page is None or page.owner is not None:
        return False
    _page(root, m, status, page, package)
    return True


def windows(model, m, status: int, package: str) -> list[Window]:
    """The pending first-run dialog of ``package`` over its first screen, if any."""
    page = pending(model, package)
    if page is None or page.owner is None:
        return []
    if page.owner == SETTINGS:
        root = UiNode(package=SETTINGS, bounds=(0, 0, m.width, m.height), style={"bg": "surface"})
        _page(root, m, status, page, package)
        return [Window(page.window, root)]
    height = m.dp(24 + 64 + 16) + m.dp(56) * len(page.buttons) + m.dp(24)
    left, right = m.dp(24), m.width - m.dp(24)
    top = max(m.dp(24), (m.height - height) // 2)
    root = UiNode(package=page.owner, bounds=(left, top, right, top + height),
                  style={"bg": "dialog", "radius": m.dp(24)})
    y = top + m.dp(24)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=page.title, bounds=(left + m.dp(24), y, right - m.dp(24),
                                                                   y + m.dp(64)),
                    resource_id=f"{page.owner}:id/permission_message", style={"kind": "title"}))
    y += m.dp(64 + 16)
    for text in page.buttons:
        widgets.button(root, (left + m.dp(24), y, right - m.dp(24), y + m.dp(48)), text,
                       ("first_run", package), rid=f"{page.owner}:id/permission_allow_button")
        y += m.dp(56)
    return [Window(page.window, root, modal=True, dim=True)]


def _page(root: UiNode, m, status: int, page: Page, package: str) -> None:
    left, right = m.dp(24), m.width - m.dp(24)
    y = status + m.dp(48)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=page.title, bounds=(left, y, right, y + m.dp(40)),
                    style={"kind": "title"}))
    y += m.dp(56)
    if page.body:
        lines = widgets.wrap_lines(page.body, m, right - left)
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=page.body, bounds=(left, y, right, y + m.dp(22) * len(lines))))
    x = right
    bottom = m.height - m.dp(48)
    for text in page.buttons:
        w = m.dp(32) + int(len(text) * m.dp(9))
        widgets.button(root, (x - w, bottom - m.dp(48), x, bottom), text, ("first_run", package))
        x -= w + m.dp(8)
