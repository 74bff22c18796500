"""Camera (``com.android.camera2``, AOSP Camera2 of the Android 13 emulator image) on the
simulated device: the viewfinder in photo and video mode, the shutter, the mode options
(countdown timer, grid lines, flash, camera switch and -- once Settings > Advanced >
"Manual exposure" is on, in photo mode only -- exposure compensation), the mode list, the
thumbnail of the last capture; the filmstrip and the settings pages are in
``camera_pages``, the stores in ``camera_store``.

Source: AOSP ``packages/apps/Camera2`` at ``android-13.0.0_r16`` (commit c8df43fea):
``res/layout/camera.xml`` (``preview_content``, ``grid_lines``, ``mode_list_layout``,
``sticky_bottom_capture_layout``), ``bottom_bar_contents.xml`` (``shutter_button``,
content-desc "Shutter"; ``shutter_cancel_button`` "Cancel" during a countdown),
``layout-port/mode_options.xml`` (``exposure_button`` "Manual Exposure Compensation",
``countdown_toggle_button``, ``grid_lines_toggle_button``, ``hdr_plus_toggle_button``,
``flash_toggle_button``, ``camera_toggle_button``; the exposure bar ``exposure_n2`` ..
``exposure_p2`` "Exposure Compensation -2" .. "+2"), ``layout-port/indicators.xml``
(``mode_options_toggle`` "Options"), ``mode_list_layout.xml`` / ``mode_selector.xml``
(``selector_text`` "Camera", "Video"; ``settings_button`` "Settings"),
``viewfinder_labels_video.xml`` (``recording_time``), ``capture_module.xml``
(``remaining_seconds``), ``res/values/arrays.xml`` (a toggle's content-desc is its state:
"Countdown timer is off" / "Countdown timer duration is set to 3 seconds" / "... 10
seconds", "Grid lines off"/"on", "Flash off"/"auto"/"on", "Torch off"/"on", "Back
camera"/"Front camera").

What each mode offers (``CaptureModule.getBottomBarSpec`` for photo, ``VideoModule`` for
video, applied by ``CameraAppUI.applyModuleSpecs``): photo has the countdown timer, grid
lines, flash (auto/on/off), camera switch and -- only with the "Manual exposure" setting
on -- the exposure button; video has grid lines, the torch and the camera switch, and
**no countdown timer and no exposure compensation** (``enableExposureCompensation =
false``; the countdown button is hidden since ``showSelfTimer`` is false). HDR is hidden
(the emulator's cameras report no HDR scene mode [inferred]).

Gestures (``CameraAppUI.MyGestureListener``): a swipe right on the viewfinder opens the
mode list, a swipe left the filmstrip; the options bar opens from the "Options"
indicator and closes on a tap on the preview or the shutter.

Time-driven parts read the device clock: the countdown (1 s a digit; the photo is taken
at the first screen read once it ran out) and the recording time (``mm:ss``).

Drawn from Camera2's resources: the bottom bar in ``camera_gray_background`` #1B1B1B with
the still shutter ``ic_capture_camera`` (no disc: ``shutter_button_background_still``) or
``ic_capture_video``; the preview placed as ``CaptureLayoutHelper`` places a 4:3 preview on a
tall portrait window (the bar takes at most ``bottom_bar_height_max`` 120dp at the bottom,
the preview sits right above it, black above); the round 48dp ``rounded_thumbnail_view``; the
options bar (``mode_options_height`` 72dp on ``mode_options_background`` #4C000000); the mode
list's icons on their ``ModeIconView`` discs (the current mode's ``camera_mode_color`` /
``video_mode_color``). Its PNG icons are traced into path data in ``camera_icons``.

Simplified [documented]: no focus ring, zoom or capture animation; the location opt-in
on first start is the first-run page (``first_run``) and the location permission
request after it is not shown (the simulator keeps no runtime-permission state;
AndroidWorld grants the permission first); HDR and the panorama/photo-sphere modes are
absent as on the emulator.
"""

from __future__ import annotations

from PIL import Image

from venus_tasks.sim.apps_ui import camera_icons as icons
from venus_tasks.sim.apps_ui import camera_pages as pages
from venus_tasks.sim.apps_ui import camera_store as store
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.screen.image_ref import ImageRef
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
PHOTO, VIDEO = 0, 1
COUNTDOWN = {"0": "Countdown timer is off", "3": "Countdown timer duration is set to 3 seconds",
             "10": "Countdown timer duration is set to 10 seconds"}
FLASH = {"off": "Flash off", "auto": "Flash auto", "on": "Flash on"}
TORCH = {"off": "Torch off", "torch": "Torch on"}
EXPOSURES = (-2, -1, 0, 1, 2)
WHITE = (255, 255, 255)
# res/values/colors.xml: camera_gray_background (the bottom bar), camera_mode_color / video_mode_color
# (the current mode's icon), mode_selector_icon_background #4C000000 and
# mode_list_settings_icon_background #26000000 (composed over a mid-grey preview [inferred])
GRAY = (0x1B, 0x1B, 0x1B)
MODE_COLOURS = {0: (0x42, 0x85, 0xF4), 1: (0xDB, 0x44, 0x37)}
ICON_BACKGROUND = (0x5E, 0x5E, 0x5E)
SETTINGS_BACKGROUND = (0x6E, 0x6E, 0x6E)
act = pages.act
black_root = pages.black_root


def data(model) -> dict:
    """The app process's state: open panels, the running countdown or recording, the
    camera in use and the last capture (a new process starts afresh)."""
    d = state.get(model, PACKAGE).data
    for k, v in (("options", False), ("exposure_bar", False), ("mode_list", False), ("countdown", None),
                 ("recording", None), ("camera", 0), ("last", None)):
        d.setdefault(k, v)
    return d


def mode(model) -> int:
    return int(store.setting(model, "camera.startup_module") or 0)


def _now_ms(model) -> int:
    return model.clock.now_ns() // 10**6


def tick(model) -> None:
    """Take the photo of a countdown that ran out."""
    d = data(model)
    cd = d["countdown"]
    if cd is not None and _now_ms(model) >= cd["end_ms"]:
        d["countdown"] = None
        d["last"] = store.take_photo(model, d["camera"], cd["ev"])


def exposure(model, d) -> int:
    if store.setting(model, "pref_camera_exposure_compensation_key") != "1" or mode(model) != PHOTO:
        return 0
    return int(store.camera_setting(model, d["camera"], "pref_camera_exposure_key") or 0)


def on_launch(model, cold: bool) -> None:
    """Past the first-run page (its NEXT with the check box as it starts, ticked:
    ``FirstRunDialog.DEFAULT_LOCATION_RECORDING_ENABLED``), "Save location" is on."""
    from venus_tasks.sim.system import first_run
    if first_run.pending(model, PACKAGE) is None and not store.setting(model, "pref_camera_recordlocation_key"):
        store.set_setting(model, "pref_camera_recordlocation_key", "1")


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int) -> None:
    tick(model)
    st, page, _ = state.current(model, PACKAGE)
    if page is not None:
        pages.build(model, root, m, status, page)
        return
    d = data(model)
    black_root(root, m)
    W, H = m.width, m.height
    pw, preview_h = preview_size(m)
    now = _now_ms(model)
    grid = store.setting(model, "pref_camera_grid_lines") == "1"
    ev = exposure(model, d)
    key = f"camera-preview:{d['camera']}:{now // 1000}:{ev}:{grid}:{pw}x{preview_h}"
    cam = d["camera"]

    def load():
        img = store.scene(model, cam, now, (pw, preview_h), ev)
        if grid:
            from PIL import ImageDraw
            g = ImageDraw.Draw(img)
            for k in (1, 2):
                g.line((pw * k // 3, 0, pw * k // 3, preview_h), fill=(255, 255, 255), width=2)
                g.line((0, preview_h * k // 3, pw, preview_h * k // 3), fill=(255, 255, 255), width=2)
        return img

    (_, ptop, _, pbottom), bar_box = layout(m)
    root.add(UiNode(cls="android.view.TextureView", resource_id=ID + "preview_content", clickable=True,
                    bounds=(0, ptop, pw, pbottom), action=act("preview"),
                    style={"image": ImageRef(key, load), "canvas": True}))
    if d["recording"] is not None:
        secs = (now - d["recording"]["start_ms"]) // 1000
        text = (f"{secs // 3600}:{secs // 60 % 60:02d}:{secs % 60:02d}" if secs >= 3600
                else f"{secs // 60:02d}:{secs % 60:02d}")                # millisecondToTimeString
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=ID + "recording_time",
                        bounds=(pw // 2 - m.dp(60), status + m.dp(8), pw // 2 + m.dp(60), status + m.dp(40)),
                        style={"kind": "title", "ink": WHITE, "centred": True}))
    if d["countdown"] is not None:
        left = max(1, -(-(d["countdown"]["end_ms"] - now) // 1000))
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=str(left), resource_id=ID + "remaining_seconds",
                        bounds=(0, (ptop + pbottom) // 2 - m.dp(100), pw, (ptop + pbottom) // 2 + m.dp(100)),
                        style={"kind": "title", "ink": WHITE, "centred": True}))
    if d["mode_list"]:
        _mode_list(root, m, status, mode(model))
        return
    busy = d["recording"] is not None or d["countdown"] is not None
    if not busy:
        if d["options"]:
            _options_bar(model, root, m, pw, pbottom, d)
        else:
            _indicator(root, m, pw, pbottom)
    _bottom_bar(model, root, m, bar_box, d)


def preview_size(m) -> tuple[int, int]:
    """The 4:3 preview: on top of the bottom bar in portrait, left of it in landscape
    (``layout-land``; Camera2 handles rotation itself, ``configChanges``)."""
    W, H = m.width, m.height
    if W > H:
        return min(W - m.dp(160), H * 4 // 3), H
    return W, min(H - m.dp(160), W * 4 // 3)


def layout(m) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int]]:
    """(preview box, bottom bar box) as ``CaptureLayoutHelper.getPositionConfiguration``
    places them for a 4:3 preview in portrait: the bar takes what the preview leaves of the
    window (above the 48dp navigation bar), at most ``bottom_bar_height_max`` 120dp, at the
    bottom; the preview sits right above it and the rest of the window stays black. In
    landscape the preview is at the left and the bar fills the rest."""
    W, H = m.width, m.height
    pw, ph = preview_size(m)
    if W > H:
        return (0, 0, pw, ph), (pw, 0, W, H)
    window = H - m.dp(48)
    bar = min(window - ph, m.dp(120))
    return (0, window - bar - ph, pw, window - bar), (0, window - bar, W, window)


def _indicator(root: UiNode, m, pw: int, bottom: int) -> None:
    x, y = pw - m.dp(64), bottom - m.dp(56)
    node = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "mode_options_toggle",
                           desc="Options", clickable=True, focusable=True, bounds=(x, y, x + m.dp(48), y + m.dp(48)),
                           action=act("options")))
    _icon(node, (x, y, x + m.dp(48), y + m.dp(48)), m, "OPTIONS", rid=ID + "three_dots", desc="Options")


def _icon(parent: UiNode, box, m, name: str, *, rid: str = "", desc: str = "", disc: tuple | None = None,
          cls: str = "android.widget.ImageView", action: tuple | None = None) -> UiNode:
    """A Camera2 PNG icon (``camera_icons``: traced, drawn white at its own dp size) centred
    in ``box``, on a ``disc`` of that colour (48dp) when given."""
    style = {"kind": "vector", "path": getattr(icons, name), "ink": WHITE, "viewport": icons.VIEWPORT,
             "size": m.dp(icons.SIZE_DP[name])}
    if disc is not None:
        style["indicator"] = (disc, 48, 48)
    return parent.add(UiNode(cls=cls, resource_id=rid, desc=desc, clickable=action is not None,
                             focusable=action is not None, bounds=box, action=action, style=style))


def option_buttons(model, d) -> list[tuple[str, str, str, str]]:
    """The visible mode option buttons of the current mode: (id, content-desc, icon name in
    ``camera_icons``, verb)."""
    cam = d["camera"]
    out = []
    if mode(model) == PHOTO:
        if store.setting(model, "pref_camera_exposure_compensation_key") == "1":
            out.append(("exposure_button", "Manual Exposure Compensation", "EXPOSURE", "exposure_bar"))
        count = store.setting(model, "pref_camera_countdown_duration_key")
        out.append(("countdown_toggle_button", COUNTDOWN[count],
                    {"3": "TIMER_3S", "10": "TIMER_10S"}.get(count, "TIMER_OFF"), "countdown"))
    grid = store.setting(model, "pref_camera_grid_lines") == "1"
    out.append(("grid_lines_toggle_button", "Grid lines on" if grid else "Grid lines off",
                "GRID_ON" if grid else "GRID_OFF", "grid"))
    if cam == 0:               # the emulator's front camera has no flash [inferred]
        if mode(model) == PHOTO:
            flash = store.camera_setting(model, 0, "pref_camera_flashmode_key")
            out.append(("flash_toggle_button", FLASH[flash], {"auto": "FLASH_AUTO", "on": "FLASH_ON"}.get(flash, "FLASH_OFF"),
                        "flash"))
        else:
            torch = store.camera_setting(model, 0, "pref_camera_video_flashmode_key")
            out.append(("flash_toggle_button", TORCH[torch], "FLASH_ON" if torch == "torch" else "FLASH_OFF", "torch"))
    out.append(("camera_toggle_button", "Back camera" if cam == 0 else "Front camera",
                "SWITCH_BACK" if cam == 0 else "SWITCH_FRONT", "switch"))
    return out


def _options_bar(model, root: UiNode, m, pw: int, bottom: int, d) -> None:
    W = pw
    top = bottom - m.dp(72)                 # mode_options_height, on mode_options_background #4C000000
    size = (W, bottom - top)
    scrim = ImageRef(f"camera-options-scrim:{size}", lambda: Image.new("RGBA", size, (0, 0, 0, 0x4C)))
    bar = root.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "mode_options",
                          bounds=(0, top, W, bottom), style={"image": scrim}))
    if d["exposure_bar"]:
        current = int(store.camera_setting(model, d["camera"], "pref_camera_exposure_key") or 0)
        row = bar.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "mode_options_exposure",
                             bounds=(0, top, W, bottom)))
        w = W // len(EXPOSURES)
        for i, ev in enumerate(EXPOSURES):
            name = {-2: "n2", -1: "n1", 0: "0", 1: "p1", 2: "p2"}[ev]
            node = widgets.icon_button(row, (i * w, top, (i + 1) * w, bottom), "exposure",
                                       act("set_exposure", ev), rid=ID + "exposure_" + name,
                                       desc=f"Exposure Compensation {ev:+d}" if ev else "Exposure Compensation 0")
            node.style.update({"path": icons.EXPOSURE, "viewport": icons.VIEWPORT, "ink": WHITE})
            node.selected = ev == current
        return
    row = bar.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "mode_options_buttons",
                         bounds=(0, top, W, bottom)))
    buttons = option_buttons(model, d)
    w = W // max(1, len(buttons))
    for i, (rid, desc, name, verb) in enumerate(buttons):
        _icon(row, (i * w, top, (i + 1) * w, bottom), m, name, rid=ID + rid, desc=desc,
              cls="android.widget.ImageButton", action=act(verb))


def _bottom_bar(model, root: UiNode, m, box_bar: tuple[int, int, int, int], d) -> None:
    W, H = m.width, m.height
    land = W > H
    bar = root.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "bottom_bar", bounds=box_bar,
                          style={"bg": GRAY}))
    mid_x, mid_y = (box_bar[0] + box_bar[2]) // 2, (box_bar[1] + box_bar[3]) // 2
    r = m.dp(40)
    box = (mid_x - r, mid_y - r, mid_x + r, mid_y + r)
    if d["countdown"] is not None:
        node = widgets.icon_button(bar, box, "close", act("cancel_countdown"), rid=ID + "shutter_cancel_button",
                                   desc="Cancel")
        node.style["ink"] = WHITE
    elif d["recording"] is not None:
        node = widgets.icon_button(bar, box, "stop", act("shutter"), rid=ID + "shutter_button", desc="Shutter",
                                   cls="android.widget.ImageView")
        node.style["ink"] = WHITE
    else:                      # camera_mode_shutter_icon: ic_capture_camera / ic_capture_video on the bar
        r = m.dp(42)
        _icon(bar, (mid_x - r, mid_y - r, mid_x + r, mid_y + r), m,
              "CAPTURE_VIDEO" if mode(model) == VIDEO else "CAPTURE_CAMERA", rid=ID + "shutter_button",
              desc="Shutter", action=act("shutter"))
    if d["last"] is not None and d["recording"] is None and model.vfs.exists(d["last"]):
        t = m.dp(24)           # rounded_thumbnail_diameter_normal 48dp, a circle
        cx, cy = (mid_x, box_bar[3] - m.dp(72)) if land else (W - m.dp(72), mid_y)
        bar.add(UiNode(cls="android.view.View", resource_id=ID + "rounded_thumbnail_view", clickable=True,
                       focusable=True, bounds=(cx - t, cy - t, cx + t, cy + t), action=act("thumbnail"),
                       style={"image": _round(pages.capture_ref(model, d["last"]))}))


def _round(ref: ImageRef) -> ImageRef:
    """``RoundedThumbnailView``: the capture centre-cropped to a square and cut to a circle."""
    def load():
        from PIL import Image, ImageDraw
        pic = ref.load().convert("RGBA")
        s = min(pic.size)
        l, t = (pic.width - s) // 2, (pic.height - s) // 2
        pic = pic.crop((l, t, l + s, t + s))
        mask = Image.new("L", (s, s), 0)
        ImageDraw.Draw(mask).ellipse((0, 0, s - 1, s - 1), fill=255)
        pic.putalpha(mask)
        return pic
    return ImageRef(ref.key + ":round", load)


def _mode_list(root: UiNode, m, status: int, mode_of: int) -> None:
    W = min(m.width * 3 // 4, m.dp(300))
    panel = root.add(UiNode(cls="android.widget.ScrollView", resource_id=ID + "mode_list_layout",
                            bounds=(0, 0, W, m.height)))
    _icon(panel, (m.dp(12), status + m.dp(12), m.dp(60), status + m.dp(60)), m, "SETTINGS",
          rid=ID + "settings_button", desc="Settings", action=act("settings"), disc=SETTINGS_BACKGROUND)
    lst = panel.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "mode_list",
                           bounds=(0, status + m.dp(72), W, status + m.dp(72) + 2 * m.dp(64))))
    current = mode_of
    for i, (label, verb, name) in enumerate((("Camera", PHOTO, "CAMERA_MODE"), ("Video", VIDEO, "VIDEO_MODE"))):
        y = status + m.dp(72) + i * m.dp(64)
        item = lst.add(UiNode(cls="android.widget.FrameLayout", clickable=True, focusable=True,
                              bounds=(0, y, W, y + m.dp(64)), action=act("mode", verb)))
        _icon(item, (m.dp(4), y + m.dp(4), m.dp(60), y + m.dp(60)), m, name, rid=ID + "selector_icon",
              disc=MODE_COLOURS[verb] if verb == current else ICON_BACKGROUND)
        item.add(UiNode(cls=widgets.TEXT_VIEW, text=label, resource_id=ID + "selector_text",
                        bounds=(m.dp(72), y + m.dp(12), W - m.dp(12), y + m.dp(52)), style={"ink": WHITE}))


def windows(model, m, status: int) -> list[Window]:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign or page is None:
        return []
    return pages.windows(model, m, status, page)


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    tick(model)
    st, page, _ = state.current(model, PACKAGE)
    d = data(model)
    if page is not None:
        pages.perform(model, page, verb, args)
        return
    cam = d["camera"]
    if verb == "preview":
        d["options"] = d["exposure_bar"] = d["mode_list"] = False
    elif verb == "options":
        d["options"], d["exposure_bar"] = True, False
    elif verb == "exposure_bar":
        d["exposure_bar"] = True
    elif verb == "set_exposure":
        store.set_camera_setting(model, cam, "pref_camera_exposure_key", str(args[0]))
    elif verb == "countdown":
        cur = store.setting(model, "pref_camera_countdown_duration_key")
        store.set_setting(model, "pref_camera_countdown_duration_key", {"0": "3", "3": "10"}.get(cur, "0"))
    elif verb == "grid":
        cur = store.setting(model, "pref_camera_grid_lines")
        store.set_setting(model, "pref_camera_grid_lines", "0" if cur == "1" else "1")
    elif verb == "flash":
        cur = store.camera_setting(model, 0, "pref_camera_flashmode_key")
        store.set_camera_setting(model, 0, "pref_camera_flashmode_key",
                                 {"auto": "on", "on": "off"}.get(cur, "auto"))
    elif verb == "torch":
        cur = store.camera_setting(model, 0, "pref_camera_video_flashmode_key")
        store.set_camera_setting(model, 0, "pref_camera_video_flashmode_key", "off" if cur == "torch" else "torch")
    elif verb == "switch":
        d["camera"] = 1 - cam
    elif verb == "shutter":
        d["options"] = d["exposure_bar"] = False
        _shutter(model, d)
    elif verb == "cancel_countdown":
        d["countdown"] = None
    elif verb == "mode":
        _set_mode(model, args[0])
    elif verb == "settings":
        d["mode_list"] = False
        pages.open_settings(model)
    elif verb == "thumbnail" and d["last"]:
        pages.open_filmstrip(model, d["last"])


def _set_mode(model, new: int) -> None:
    d = data(model)
    d["mode_list"] = d["options"] = d["exposure_bar"] = False
    if d["recording"] is None and d["countdown"] is None:
        store.set_setting(model, "camera.startup_module", str(new))


def _shutter(model, d) -> None:
    if mode(model) == VIDEO:
        if d["recording"] is None:
            d["recording"] = store.start_video(model)
        else:
            rec, d["recording"] = d["recording"], None
            d["last"] = store.stop_video(model, rec, d["camera"])
        return
    seconds = int(store.setting(model, "pref_camera_countdown_duration_key") or 0)
    ev = exposure(model, d)
    if seconds:
        d["countdown"] = {"end_ms": _now_ms(model) + seconds * 1000, "ev": ev}
    else:
        d["last"] = store.take_photo(model, d["camera"], ev)


def stroke(model, verb: str, args: tuple, points: list) -> None:
    """A swipe on the viewfinder: right opens the mode list, left the filmstrip."""
    st, page, _ = state.current(model, PACKAGE)
    if page is not None:
        pages.stroke(model, page, verb, points)
        return
    if verb != "preview" or len(points) < 2:
        return
    d = data(model)
    dx, dy = points[-1][0] - points[0][0], points[-1][1] - points[0][1]
    if d["recording"] is not None or d["countdown"] is not None or abs(dx) < abs(dy):
        return
    if dx > 0:
        d["mode_list"], d["options"] = True, False
    else:
        found = store.captures(model)
        if found:
            pages.open_filmstrip(model, found[0])


def back(model) -> bool:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign:
        return False
    if page is not None:
        return pages.back(model, page)
    d = data(model)
    if d["mode_list"] or d["options"]:
        d["mode_list"] = d["options"] = d["exposure_bar"] = False
        return True
    if d["recording"] is not None:          # onBackPressed while recording: stop and save
        rec, d["recording"] = d["recording"], None
        d["last"] = store.stop_video(model, rec, d["camera"])
        return True
    if d["countdown"] is not None:
        d["countdown"] = None
        return True
    return False


def enter(model) -> bool:
    return False
