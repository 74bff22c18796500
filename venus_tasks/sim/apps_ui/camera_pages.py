"""Camera's pages over the viewfinder (``camera``): the filmstrip of captures and the
settings.

Source: AOSP ``packages/apps/Camera2`` at ``android-13.0.0_r16`` (commit c8df43fea):

* filmstrip (``camera_filmstrip.xml``, ``filmstrip_bottom_controls.xml``,
  ``filmstrip_video.xml``, ``CameraActivity``): the capture fills the screen; the action
  bar has no up button on L+ (``setDisplayShowHomeEnabled(false)``), the title "Camera"
  and the overflow "More options" (menu ``filmstrip_menu``: "Details"); the bottom controls
  are ``filmstrip_bottom_control_share`` "Share" and ``filmstrip_bottom_control_delete``
  "Delete" (``filmstrip_bottom_control_edit`` is gone: the emulator image has no photo
  editor); a video shows ``play_button`` "Play Video"; a horizontal swipe goes to the
  next (older, leftwards) or previous capture; Delete removes the item and shows the
  undo bar "Deleted" / "UNDO" (``undo_bar.xml``);
* settings (``settings/CameraSettingsActivity``, ``res/xml/camera_preferences.xml``):
  title "Settings"; "Resolution & quality" (a sub-screen: Camera -- "Back camera photo",
  "Front camera photo"; Video -- "Back camera video", "Front camera video"), "Save
  location" (a switch, ``pref_camera_recordlocation_key``), "Advanced" (a sub-screen with
  the "Manual exposure" switch, ``pref_camera_exposure_compensation_key``), then "About"
  [the category as ``CameraSettingsActivity`` adds it: "Open source licenses" is not
  modelled].

Simplified [documented]: the item is deleted at once (the real app deletes it when the
undo bar goes away; "UNDO" brings nothing back here); "Share", "Play Video", "Details" and
the resolution rows do nothing; the summaries of the resolution rows are the emulator's
sizes [inferred].
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import camera_store as store
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.image_ref import ImageRef, decode
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
SETTINGS = "com.android.camera.settings.CameraSettingsActivity"
SWIPE_PX = 100


def act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def capture_ref(model, path: str) -> ImageRef:
    """A capture as a picture: the JPEG itself, or a video's first frame (a grey frame
    without PyAV)."""
    try:
        info = model.vfs.stat(path)
        key = f"capture:{path}:{info.size}:{info.mtime}"
    except FsError:
        key = f"capture:{path}:missing"

    def load():
        try:
            data = model.vfs.read(path)
        except FsError:
            return decode(b"")
        if path.endswith(".mp4"):
            try:
                import io

                import av
                with av.open(io.BytesIO(data)) as f:
                    for frame in f.decode(video=0):
                        return frame.to_image()
            except Exception:
                pass
            return decode(b"")
        return decode(data)
    return ImageRef(key, load)


def black_root(root: UiNode, m) -> None:
    """``camera_app_root``: the black ``FrameLayout`` everything of the camera sits on."""
    from PIL import Image
    size = (m.width, m.height)
    black = ImageRef(f"camera-black:{size}", lambda: Image.new("RGB", size, (0, 0, 0)))
    root.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "camera_app_root",
                    bounds=(0, 0, m.width, m.height), style={"image": black}))


def open_filmstrip(model, path: str) -> None:
    state.push(model, PACKAGE, Page("filmstrip", {"path": path, "undo": False}))


def open_settings(model) -> None:
    state.push(model, PACKAGE, Page("settings", {}, activity=SETTINGS))


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int, page: Page) -> None:
    if page.name == "filmstrip":
        _filmstrip(model, root, m, status, page)
    else:
        _settings(model, root, m, status, page)


def _filmstrip(model, root: UiNode, m, status: int, page: Page) -> None:
    black_root(root, m)
    W, H = m.width, m.height
    path = page.args["path"]
    if not model.vfs.exists(path):
        found = store.captures(model)
        if not found:
            state.pop(model, PACKAGE)
            return
        path = page.args["path"] = found[0]
    video = path.endswith(".mp4")
    root.add(UiNode(cls="android.widget.ImageView", resource_id=ID + ("video_view" if video else "filmstrip_view"),
                    clickable=True, bounds=(0, status + m.dp(56), W, H - m.dp(48) - m.dp(72)),
                    action=act("noop"), style={"image": capture_ref(model, path), "canvas": True}))
    if video:
        c, r = (W // 2, H // 2), m.dp(32)
        node = widgets.icon_button(root, (c[0] - r, c[1] - r, c[0] + r, c[1] + r), "play", act("noop"),
                                   rid=ID + "play_button", desc="Play Video", cls="android.widget.ImageView")
        node.style["ink"] = (255, 255, 255)
    bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id="android:id/action_bar",
                          bounds=(0, status, W, status + m.dp(56))))
    bar.add(UiNode(cls=widgets.TEXT_VIEW, text="Camera",
                   bounds=(m.dp(16), status + m.dp(12), W - m.dp(72), status + m.dp(44)),
                   style={"kind": "title", "ink": (255, 255, 255)}))
    more = widgets.icon_button(bar, (W - m.dp(56), status, W, status + m.dp(56)), "more", act("overflow"),
                               desc="More options")
    more.style["ink"] = (255, 255, 255)
    y = H - m.dp(48) - m.dp(64)
    panel = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "filmstrip_bottom_panel",
                            bounds=(0, y, W, y + m.dp(56))))
    for x, rid, desc, glyph, verb in ((m.dp(24), "filmstrip_bottom_control_share", "Share", "share", "noop"),
                                      (W - m.dp(72), "filmstrip_bottom_control_delete", "Delete", "delete", "delete")):
        node = widgets.icon_button(panel, (x, y, x + m.dp(48), y + m.dp(56)), glyph, act(verb), rid=ID + rid, desc=desc)
        node.style["ink"] = (255, 255, 255)
    if page.args.get("undo"):
        ub = y - m.dp(64)
        undo = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "camera_undo_deletion_bar",
                               bounds=(m.dp(16), ub, W - m.dp(16), ub + m.dp(48)), style={"bg": "dialog"}))
        undo.add(UiNode(cls=widgets.TEXT_VIEW, text="Deleted", bounds=(m.dp(32), ub + m.dp(12), W // 2, ub + m.dp(36))))
        widgets.button(undo, (W - m.dp(128), ub + m.dp(4), W - m.dp(24), ub + m.dp(44)), "UNDO", act("noop"),
                       rid=ID + "camera_undo_deletion_button", cls=widgets.TEXT_VIEW, kind="chip")


def _settings(model, root: UiNode, m, status: int, page: Page) -> None:
    root.style["bg"] = "surface"
    sub = page.args.get("sub")
    title = {"resolution": "Resolution & quality", "advanced": "Advanced"}.get(sub, "Settings")
    widgets.toolbar(root, m, status, title, up=act("up"), rid="android:id/action_bar")
    y = status + m.dp(64)
    if sub == "resolution":
        for header, rows in (("Camera", (("Back camera photo", "(4:3) 1.2 megapixels"),
                                         ("Front camera photo", "(4:3) 1.2 megapixels"))),
                             ("Video", (("Back camera video", "HD 720p"), ("Front camera video", "HD 720p")))):
            widgets.header(root, m, y, header)
            y += m.dp(48)
            for t, s in rows:
                widgets.row(root, m, y, m.dp(72), t, s, act("noop"))
                y += m.dp(72)
        return
    if sub == "advanced":
        on = store.setting(model, "pref_camera_exposure_compensation_key") == "1"
        widgets.row(root, m, y, m.dp(64), "Manual exposure", "", act("toggle_exposure"), switch=on)
        return
    widgets.row(root, m, y, m.dp(64), "Resolution & quality", "", act("sub", "resolution"))
    y += m.dp(64)
    loc = store.setting(model, "pref_camera_recordlocation_key") == "1"
    widgets.row(root, m, y, m.dp(64), "Save location", "", act("toggle_location"), switch=loc)
    y += m.dp(64)
    widgets.row(root, m, y, m.dp(64), "Advanced", "", act("sub", "advanced"))
    y += m.dp(64)
    widgets.header(root, m, y, "About")
    y += m.dp(48)
    widgets.row(root, m, y, m.dp(64), "Open source licenses", "", act("noop"))


def windows(model, m, status: int, page: Page) -> list[Window]:
    if page.name != "filmstrip" or not page.args.get("menu"):
        return []
    return [widgets.popup_menu(m, PACKAGE, status + m.dp(8), [("Details", act("dismiss_menu"))],
                               outside=act("dismiss_menu"))]


# ------------------------------------------------------------------ input
def perform(model, page: Page, verb: str, args: tuple) -> None:
    if verb == "up":
        back(model, page)
    elif verb == "overflow":
        page.args["menu"] = True
    elif verb == "dismiss_menu":
        page.args["menu"] = False
    elif verb == "delete":
        path = page.args["path"]
        older = _neighbour(model, path, 1) or _neighbour(model, path, -1)
        store.delete(model, path)
        page.args["undo"] = True
        if older is not None:
            page.args["path"] = older
        else:                                  # nothing left to show: back to the viewfinder
            state.pop(model, PACKAGE)
    elif verb == "sub":
        page.args["sub"] = args[0]
    elif verb == "toggle_exposure":
        on = store.setting(model, "pref_camera_exposure_compensation_key") == "1"
        store.set_setting(model, "pref_camera_exposure_compensation_key", "0" if on else "1")
    elif verb == "toggle_location":
        on = store.setting(model, "pref_camera_recordlocation_key") == "1"
        store.set_setting(model, "pref_camera_recordlocation_key", "0" if on else "1")


def _neighbour(model, path: str, step: int) -> str | None:
    found = store.captures(model)
    if path not in found:
        return None
    i = found.index(path) + step
    return found[i] if 0 <= i < len(found) else None


def stroke(model, page: Page, verb: str, points: list) -> None:
    """A horizontal swipe in the filmstrip: left to the older capture, right to the newer
    one; right on the newest returns to the viewfinder."""
    if page.name != "filmstrip" or len(points) < 2:
        return
    dx, dy = points[-1][0] - points[0][0], points[-1][1] - points[0][1]
    if abs(dx) < SWIPE_PX or abs(dx) < abs(dy):
        return
    nxt = _neighbour(model, page.args["path"], 1 if dx < 0 else -1)
    if nxt is not None:
        page.args["path"], page.args["undo"] = nxt, False
    elif dx > 0:
        state.pop(model, PACKAGE)


def back(model, page: Page) -> bool:
    if page.name == "settings" and page.args.get("sub"):
        page.args["sub"] = None
        return True
    if page.name == "filmstrip" and page.args.get("menu"):
        page.args["menu"] = False
        return True
    return state.pop(model, PACKAGE)
