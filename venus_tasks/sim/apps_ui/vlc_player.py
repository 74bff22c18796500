"""VLC's video player (``org.videolan.vlc.gui.video.VideoPlayerActivity``): the frame at
the playback position, the controls overlay, play/pause and seeking.

Source: videolan/vlc-android tag 3.5.4:

* ``res/layout/player_hud.xml``: ``player_overlay_time`` (the position,
  ``Tools.millisToString``: ``m:ss``), ``player_overlay_length`` (the length),
  ``player_overlay_seekbar`` (a ``SeekBar`` whose max is the length in ms),
  ``player_overlay_play`` (content-desc "Play"/"Pause", string ``play``/``pause``),
  ``player_overlay_rewind``/``player_overlay_forward`` (jump 10 s), and
  ``player_overlay_title`` (``hud_right_overlay``, the media title).
* ``VideoPlayerOverlayDelegate.showOverlayTimeout``: while playing, the overlay hides after
  ``Settings.videoHudDelay`` seconds (``tools/Settings.kt``: the ``VIDEO_HUD_TIMEOUT``
  preference, default 4); paused, it stays (``OVERLAY_INFINITE``). A new media shows it
  (``VIDEO_TRANSITION_SHOW``).
* ``VideoTouchDelegate``: a single tap on the picture shows or hides the overlay; a double
  tap (two taps within ``ViewConfiguration.getDoubleTapTimeout()``, 300 ms) plays/pauses
  in the middle half of the screen and jumps 10 s back/forward in the left/right quarter
  (``TOUCH_FLAG_PLAY`` and ``TOUCH_FLAG_DOUBLE_TAP_SEEK``, on by default:
  ``ENABLE_DOUBLE_TAP_PLAY``/``ENABLE_DOUBLE_TAP_SEEK`` default true in
  ``VideoPlayerActivity``; ``videoDoubleTapJumpDelay`` 10 s);
  a double tap does not toggle the overlay (the single-tap action is posted with the
  double-tap delay and cancelled by the second tap).
* ``VideoPlayerActivity.doPlayPause``: pausing shows the overlay for good; playing hides it
  0.8 s later. At the end of the media the player exits (``exitOK``) back to the list.

Playback time is ``model.clock`` time: it runs while playing (at the device's time scale,
or as a stepped clock is moved) and stands still while paused. The double-tap window is
measured on it too (``GestureDetector`` compares the events' times, which are device
uptime). The picture is ``vlc_media.picture`` at the position,
drawn over the whole screen (fitCenter on black).

Simplifications [documented]: a video always starts from 0:00 (no resume of the last
position), nothing is written to the media library (no ``last_position``, play count or
history); the tracks,
orientation, aspect-ratio and advanced-options buttons do nothing; the player exits at
the end of the media when the screen is next drawn or touched (``dumpsys`` alone does not
see it); swipes on the picture
(volume, brightness, seek gestures) do nothing; no lock, no bookmarks, no PiP.
"""

from __future__ import annotations

from PIL import Image

from venus_tasks.sim.apps_ui import state, vlc_media, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.image_ref import ImageRef
from venus_tasks.sim.screen.tree import UiNode

PACKAGE = vlc_media.PACKAGE
ID = PACKAGE + ":id/"
ACTIVITY = "org.videolan.vlc.gui.video.VideoPlayerActivity"
PAGE = "player"
HUD_DELAY_MS = 4000
PLAY_FADE_MS = 800
DOUBLE_TAP_NS = 300 * 10**6
JUMP_MS = 10_000


def _act(*args) -> tuple:
    return ("app", PACKAGE, "player", *args)


def _now_ms(model) -> int:
    return model.clock.now_ns() // 10**6


# ------------------------------------------------------------------ playback state
def open_video(model, path: str) -> None:
    """Start ``path`` from 0:00, playing, overlay shown for ``HUD_DELAY_MS``."""
    now = _now_ms(model)
    state.push(model, PACKAGE, Page(PAGE, {"path": path, "pos": 0, "since": now, "playing": True,
                                           "hud": True, "hud_until": now + HUD_DELAY_MS,
                                           "last_tap_ns": None, "tap_toggled": False},
                                    activity=ACTIVITY))


def position_ms(model, page: Page) -> int:
    """The playback position now (ms)."""
    a = page.args
    if not a["playing"]:
        return a["pos"]
    return a["pos"] + max(0, _now_ms(model) - a["since"])


def _settle(model, page: Page, length_ms: int) -> bool:
    """Bring the page up to now: hide an overlay whose time ran out; False when the media
    ended while playing (the player exits)."""
    a = page.args
    now = _now_ms(model)
    if a["hud"] and a["hud_until"] is not None and now >= a["hud_until"]:
        a["hud"] = False
    return not (a["playing"] and length_ms and position_ms(model, page) >= length_ms)


def _set_position(model, page: Page, ms: int) -> None:
    a = page.args
    a["pos"], a["since"] = max(0, ms), _now_ms(model)


def _show_hud(model, page: Page) -> None:
    a = page.args
    a["hud"] = True
    a["hud_until"] = _now_ms(model) + HUD_DELAY_MS if a["playing"] else None


def _play_pause(model, page: Page) -> None:
    a = page.args
    if a["playing"]:
        _set_position(model, page, position_ms(model, page))
        a["playing"] = False
        a["hud"], a["hud_until"] = True, None
    else:
        _set_position(model, page, a["pos"])
        a["playing"] = True
        if a["hud"]:
            a["hud_until"] = _now_ms(model) + PLAY_FADE_MS


# ------------------------------------------------------------------ screen
def build(model, root: UiNode, m, status: int, page: Page) -> bool:
    """Draw the player; False when there is nothing to play any more (the media ended or
    its file is gone: the caller closes the page)."""
    video = vlc_media.video(model, page.args["path"])
    if video is None or not _settle(model, page, video.length_ms):
        return False
    W, H = m.width, m.height
    pos = min(position_ms(model, page), video.length_ms) if video.length_ms else position_ms(model, page)
    root.style["bg"] = "surface"
    pic = vlc_media.picture(model, video, pos, (W, H))
    root.add(UiNode(cls="android.view.SurfaceView", resource_id=ID + "player_surface_frame",
                    bounds=(0, 0, W, H), action=_act("surface"),
                    style={"image": pic if pic is not None else _black(W, H)}))
    if not page.args["hud"]:
        return True
    top = status + m.dp(8)
    head = root.add(UiNode(cls="androidx.constraintlayout.widget.ConstraintLayout",
                           resource_id=ID + "hud_right_overlay", bounds=(0, status, W, top + m.dp(40)),
                           style={"bg": "bar"}))
    head.add(UiNode(cls=widgets.TEXT_VIEW, text=video.title, resource_id=ID + "player_overlay_title",
                    bounds=(m.dp(56), top, W - m.dp(16), top + m.dp(32))))
    seek_top = H - m.dp(168)
    hud = root.add(UiNode(cls="androidx.constraintlayout.widget.ConstraintLayout",
                          resource_id=ID + "progress_overlay", bounds=(0, seek_top - m.dp(40), W, H),
                          style={"bg": "bar"}))
    hud.add(UiNode(cls=widgets.TEXT_VIEW, text=vlc_media.millis_to_string(pos),
                   resource_id=ID + "player_overlay_time", clickable=True, focusable=True,
                   bounds=(m.dp(24), seek_top - m.dp(32), W // 2, seek_top)))
    hud.add(UiNode(cls=widgets.TEXT_VIEW, text=vlc_media.millis_to_string(video.length_ms),
                   resource_id=ID + "player_overlay_length", clickable=True, focusable=True,
                   bounds=(W - m.dp(24) - m.dp(80), seek_top - m.dp(32), W - m.dp(24), seek_top)))
    left, right = m.dp(24), W - m.dp(24)
    frac = pos / video.length_ms if video.length_ms else 0.0
    hud.add(UiNode(cls="android.widget.SeekBar", resource_id=ID + "player_overlay_seekbar",
                   clickable=True, focusable=True, bounds=(left, seek_top, right, seek_top + m.dp(40)),
                   action=_act("seek", left, right), style={"kind": "slider", "frac": frac, "slider": (left, right)}))
    row = seek_top + m.dp(56)
    size, mid = m.dp(64), W // 2
    playing = page.args["playing"]
    widgets.icon_button(hud, (mid - size // 2, row, mid + size // 2, row + size), "pause" if playing else "play",
                        _act("play"), rid=ID + "player_overlay_play", desc="Pause" if playing else "Play",
                        cls="android.widget.ImageView")
    widgets.icon_button(hud, (mid - size * 2, row, mid - size, row + size), "rewind", _act("jump", -JUMP_MS),
                        rid=ID + "player_overlay_rewind", cls="android.widget.ImageView")
    widgets.icon_button(hud, (mid + size, row, mid + size * 2, row + size), "forward", _act("jump", JUMP_MS),
                        rid=ID + "player_overlay_forward", cls="android.widget.ImageView")
    return True


def _black(w: int, h: int) -> ImageRef:
    return ImageRef(f"black:{w}x{h}", lambda: Image.new("RGB", (w, h), (0, 0, 0)))


# ------------------------------------------------------------------ input
def perform(model, page: Page, verb: str, args: tuple, x: int, y: int) -> None:
    """A tap (or a slider drag ending at ``x``) on the player."""
    video = vlc_media.video(model, page.args["path"])
    length = video.length_ms if video else 0
    if not _settle(model, page, length):
        return
    a = page.args
    if verb == "surface":
        _surface_tap(model, page, x, m_width=_width(model), length=length)
    elif verb == "play":
        _play_pause(model, page)
    elif verb == "seek":
        left, right = args
        frac = min(1.0, max(0.0, (x - left) / max(1, right - left)))
        _set_position(model, page, round(frac * length))
        if a["hud"]:
            _show_hud(model, page)
    elif verb == "jump":
        _set_position(model, page, min(length, max(0, position_ms(model, page) + args[0])))
        _show_hud(model, page)


def _width(model) -> int:
    from venus_tasks.sim.screen import layout

    return layout.metrics(model).width


def _surface_tap(model, page: Page, x: int, m_width: int, length: int) -> None:
    a = page.args
    now_ns = model.clock.now_ns()
    double = a["last_tap_ns"] is not None and now_ns - a["last_tap_ns"] < DOUBLE_TAP_NS
    if double:
        a["last_tap_ns"] = None
        if a["tap_toggled"]:                       # the second tap cancels the first's show/hide
            a["hud"] = not a["hud"]
            if a["hud"]:
                _show_hud(model, page)
        if x < m_width / 4:
            _set_position(model, page, max(0, position_ms(model, page) - JUMP_MS))
        elif x > m_width * 0.75:
            _set_position(model, page, min(length, position_ms(model, page) + JUMP_MS))
        else:
            _play_pause(model, page)
        return
    a["last_tap_ns"] = now_ns
    a["tap_toggled"] = True
    if a["hud"]:
        a["hud"] = False
    else:
        _show_hud(model, page)
