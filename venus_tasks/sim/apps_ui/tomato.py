"""Tomato (``org.nsh07.pomodoro``) timer screen: focus / short break / long break
intervals counting down in real time on the device clock, play/pause, restart, skip, and
the live "timer" notification while a session is on.

Source: nsh07/Tomato tag ``v1.4.2`` (versionCode 10, the APK the benchmark installs):

* ``ui/timerScreen/TimerScreen.kt`` (Jetpack Compose, so no resource ids): the top bar
  title is the app name "Tomato" until the timer is first started (``showBrandTitle``),
  then the interval ("Focus", "Short break", "Long break"); the time ``timeStr``
  (``utils.millisecondsToStr``: ``%02d:%02d`` minutes and seconds, truncated); while the
  brand title shows, the session count "1 of 4" (``timer_session_count``); a toggle
  button described "Play" / "Pause", a "Restart" button and a "Skip to next" button;
  "Up next" with the next interval's time and name. Bottom bar: Timer, Stats, Settings
  (``AppScreen.kt``).
* ``ui/timerScreen/viewModel/TimerState.kt`` and ``data/TimerRepository.kt``: focus 25
  min, short break 5 min, long break 15 min, 4 focus intervals a session; the last break
  of a session is the long one.
* ``service/TimerService.kt``: the notification (id 1, channel ``timer``, created with
  IMPORTANCE_HIGH in ``TomatoApplication``) is posted when the timer starts and updated
  while it runs: title ``"<interval>  ·  <N> min remaining"`` (whole minutes, ``< 1``
  under a minute; ``min_remaining_notification``), ``"  ·  Paused"`` appended while
  paused, ``"<interval> · Completed"`` when an interval ends; text ``"Up next: <next>
  (<time>)"`` (``up_next_notification``). Restart resets to the first focus interval and
  removes the notification (``stopForegroundService``). Skip moves to the next interval
  and keeps the running state; an interval that runs out moves on and stops.

The notification is a live object in ``model.notifications`` whose title is computed at
every read, as the service refreshes it every second; it peeks (heads-up) when posted.
State lives in ``model.app_ui[STORE]`` for the life of the app process (the service keeps
it in memory): a new process starts from 25:00 and drops the old notification.

Simplifications [documented]: the Stats and Settings tabs, the "More" overflow menu, the
alarm dialog ("Stop Alarm?") and the reset snackbar are not modelled; a break's ring is
drawn plain, not wavy (``CircularWavyProgressIndicator``); the title is Roboto 800, not
Roboto Flex, the times Roboto bold, not Open Runde; the notification's actions
(Start/Stop, Skip) are not listed. A bottom item is one node, its label as text (Compose
merges the item's label into the selectable node; its icon has no description).
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.notifications import Notification
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = "org.nsh07.pomodoro"
STORE = PACKAGE + "#data"
FOCUS_MS, SHORT_MS, LONG_MS, SESSION = 25 * 60_000, 5 * 60_000, 15 * 60_000, 4
NAMES = {"focus": "Focus", "short": "Short break", "long": "Long break"}
NOTIFICATION_ID = 1
CHANNEL = "timer"
DOT = "\u00b7"


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _now_ms(model) -> int:
    return model.clock.now_ns() // 10**6


def ms_to_str(ms: int) -> str:
    """``millisecondsToStr``."""
    s = max(0, ms) // 1000
    return f"{s // 60:02d}:{s % 60:02d}"


def data(model) -> dict:
    """The timer service's state; a new app process (after a force stop or ``pm clear``)
    starts from a fresh 25:00 focus interval, as the service keeps it in memory."""
    pid = model.activities.pid_of(PACKAGE)
    d = model.app_ui.get(STORE)
    if d is None or (pid is not None and d["pid"] not in (None, pid)):
        if d is not None:
            _cancel(model)
        d = model.app_ui[STORE] = {"cycles": 0, "running": False, "left": FOCUS_MS, "since": 0,
                                   "brand": True, "completed": None, "pid": pid}
    d["pid"] = d["pid"] or pid
    return d


def mode(cycles: int) -> str:
    if cycles % 2 == 0:
        return "focus"
    return "long" if cycles == SESSION * 2 - 1 else "short"


def _length(m: str) -> int:
    return {"focus": FOCUS_MS, "short": SHORT_MS, "long": LONG_MS}[m]


def _next(cycles: int) -> str:
    return mode((cycles + 1) % (SESSION * 2))


def remaining(model) -> int:
    """Time left in the current interval (ms), after moving on from any that ran out."""
    d = data(model)
    _tick(model, d)
    if d["running"]:
        return d["left"] - (_now_ms(model) - d["since"])
    return d["left"]


def _tick(model, d: dict) -> None:
    if d["running"] and d["left"] - (_now_ms(model) - d["since"]) < 0:
        d["completed"] = mode(d["cycles"])        # skipTimer(): "<interval> · Completed"
        _advance(model, d)
        d["running"] = False


def _advance(model, d: dict) -> None:
    d["cycles"] = (d["cycles"] + 1) % (SESSION * 2)
    d["left"], d["since"] = _length(mode(d["cycles"])), _now_ms(model)


# ------------------------------------------------------------------ notification
class LiveNotification(Notification):
    """The service's notification: title and text follow the timer at every read."""

    model = None

    @property
    def title(self) -> str:
        d = data(self.model)
        left = remaining(self.model)
        if d["completed"] and not d["running"]:
            return f"{NAMES[d['completed']]} {DOT} Completed"
        minutes = "< 1" if left < 60_000 else str(left // 60_000)
        title = f"{NAMES[mode(d['cycles'])]}  {DOT}  {minutes} min remaining"
        return title + (f"  {DOT}  Paused" if not d["running"] else "")

    @title.setter
    def title(self, value: str) -> None:
        pass

    @property
    def text(self) -> str:
        d = data(self.model)
        remaining(self.model)
        nxt = _next(d["cycles"])
        return f"Up next: {NAMES[nxt]} ({ms_to_str(_length(nxt))})"

    @text.setter
    def text(self, value: str) -> None:
        pass


def _post(model) -> None:
    pkg = model.packages.get(PACKAGE)
    uid = pkg.uid if pkg else 10000
    notes = model.notifications
    note = LiveNotification(PACKAGE, uid, "null", NOTIFICATION_ID, "", "", CHANNEL, _now_ms(model))
    note.model = model
    existing = notes.get(note.key)
    if existing is not None:
        note.heads_up_until = existing.heads_up_until
        note.post_ms = existing.post_ms
    else:
        from venus_tasks.sim.notifications import HEADS_UP_MS
        note.heads_up_until = _now_ms(model) + HEADS_UP_MS   # IMPORTANCE_HIGH: peeks
    notes.active = [n for n in notes.active if n.key != note.key] + [note]


def _key(model) -> str:
    pkg = model.packages.get(PACKAGE)
    return f"0|{PACKAGE}|{NOTIFICATION_ID}|null|{pkg.uid if pkg else 10000}"


def _cancel(model) -> None:
    model.notifications.cancel(_key(model))


# ------------------------------------------------------------------ screen
# The app's vector drawables (res/drawable/*.xml at v1.4.2: Material Symbols, 960x960 viewport).
V = 960.0
PLAY = ("M301.33,706.67v-458q0,-17.86 12.67,-29.77 12.67,-11.9 30,-11.9 4.67,0 10.33,1.33 5.67,1.34 11.34,5"
        "l360.66,229q9.84,6.67 15.09,16 5.25,9.34 5.25,19.83 0,10.49 -5.5,19.66 -5.5,9.18 -14.84,15.18L365.67,742"
        "q-5.67,4.33 -11.56,5.67 -5.88,1.33 -10.44,1.33 -17,0 -29.67,-11.9 -12.67,-11.91 -12.67,-30.43Z")
PAUSE = ("M633.67,779q-35.5,0 -59.75,-24.25T549.67,695v-432q0,-34.83 24.25,-59.42Q598.17,179 633.67,179h36.66"
         "q34.84,0 59.42,24.58 24.58,24.59 24.58,59.42v432q0,35.5 -24.58,59.75T670.33,779h-36.66ZM290.33,779"
         "q-35.5,0 -59.75,-24.25T206.33,695v-432q0,-34.83 24.25,-59.42Q254.83,179 290.33,179L327,179"
         "q34.83,0 59.42,24.58Q411,228.17 411,263v432q0,35.5 -24.58,59.75Q361.83,779 327,779h-36.67Z")
REPLAY = ("M390.67,848q-109.34,-29 -180,-119.83Q140,637.33 140,520.67q0,-59.34 21,-113.34T220.67,311"
          "q9.33,-16 28,-17.33 18.66,-1.34 33.66,13 9.67,10.33 10.84,25 1.16,14.66 -7.84,27 -29.33,33 -45.33,74.83"
          "t-16,87.17q0,87 50.67,153.66 50.66,66.67 131.66,91 13.34,5 23,16.84Q439,794 439,808.33q0,22 -15,33.67"
          " -15,11.67 -33.33,6ZM571.33,848q-19,5.67 -33.66,-6Q523,830.33 523,809q0,-13.33 9.33,-26 9.34,-12.67"
          " 23.34,-17.67 81,-23.33 131.5,-90.33t50.5,-154.33q0,-106 -71.67,-181.5t-177.33,-75.5h-12l20.66,20.66"
          "q11.67,12.34 9.17,28.84T493.67,340Q481,352.67 463.5,352.67T434,340l-89.67,-89q-6,-6 -9.16,-13.5"
          "Q332,230 332,222t3.17,-15.5q3.16,-7.5 9.16,-14.17l90,-90Q446,90.67 463,90.5q17,-0.17 30.67,12.83"
          " 13,13.67 13.66,29.34 0.67,15.66 -10,26.33l-20.66,20.67h12Q628.33,179.67 725,280q96.67,100.33 96.67,240.67"
          " 0,117.66 -70.34,208Q681,819 571.33,848Z")
SKIP_NEXT = ("M681.33,703v-446.67q0,-17.16 12.29,-29.41 12.28,-12.25 30.16,-12.25 17.22,0 29.39,12.25 12.16,12.25"
             " 12.16,29.41L765.33,703q0,17.83 -12.28,30.08t-29.5,12.25q-17.88,0 -30.05,-12.25 -12.17,-12.25"
             " -12.17,-30.08ZM194.67,666.33v-372.66q0,-18 12.66,-30.17Q220,251.33 237,251.33q6,0 11.67,2.34"
             " 5.66,2.33 11.33,6l272.67,185q9.33,6.66 13.83,16.03 4.5,9.36 4.5,19.3 0,9.94 -4.5,19.3 -4.5,9.37"
             " -13.83,15.37L260,700.33q-5.67,3.67 -11.33,5.67 -5.67,2 -11.67,2 -17,0 -29.67,-11.83 -12.66,-11.84"
             " -12.66,-29.84Z")
TIMER_FILLED = ("M400,120q-17,0 -28.5,-11.5T360,80q0,-17 11.5,-28.5T400,40h160q17,0 28.5,11.5T600,80q0,17 -11.5,28.5"
                "T560,120L400,120ZM480,560q17,0 28.5,-11.5T520,520v-160q0,-17 -11.5,-28.5T480,320q-17,0 -28.5,11.5"
                "T440,360v160q0,17 11.5,28.5T480,560ZM480,880q-74,0 -139.5,-28.5T226,774q-49,-49 -77.5,-114.5"
                "T120,520q0,-74 28.5,-139.5T226,266q49,-49 114.5,-77.5T480,160q62,0 119,20t107,58l28,-28"
                "q11,-11 28,-11t28,11q11,11 11,28t-11,28l-28,28q38,50 58,107t20,119q0,74 -28.5,139.5T734,774"
                "q-49,49 -114.5,77.5T480,880Z")
MONITORING = ("M160,840q-17,0 -28.5,-11.5T120,800v-40q0,-17 11.5,-28.5T160,720q17,0 28.5,11.5T200,760v40"
              "q0,17 -11.5,28.5T160,840ZM320,840q-17,0 -28.5,-11.5T280,800v-220q0,-17 11.5,-28.5T320,540"
              "q17,0 28.5,11.5T360,580v220q0,17 -11.5,28.5T320,840ZM480,840q-17,0 -28.5,-11.5T440,800v-140"
              "q0,-17 11.5,-28.5T480,620q17,0 28.5,11.5T520,660v140q0,17 -11.5,28.5T480,840ZM640,840"
              "q-17,0 -28.5,-11.5T600,800v-200q0,-17 11.5,-28.5T640,560q17,0 28.5,11.5T680,600v200"
              "q0,17 -11.5,28.5T640,840ZM800,840q-17,0 -28.5,-11.5T760,800v-360q0,-17 11.5,-28.5T800,400"
              "q17,0 28.5,11.5T840,440v360q0,17 -11.5,28.5T800,840ZM560,479q-16,0 -30.5,-6T503,456L400,353"
              " 188,565q-12,12 -28.5,11.5T131,564q-11,-12 -10.5,-28.5T132,508l211,-211q12,-12 26.5,-17.5"
              "T400,274q16,0 31,5.5t26,17.5l103,103 212,-212q12,-12 28.5,-11.5T829,189q11,12 10.5,28.5"
              "T828,245L617,456q-11,11 -26,17t-31,6Z")
SETTINGS = ("M433,880q-27,0 -46.5,-18T363,818l-9,-66q-13,-5 -24.5,-12T307,725l-62,26q-25,11 -50,2t-39,-32"
            "l-47,-82q-14,-23 -8,-49t27,-43l53,-40q-1,-7 -1,-13.5v-27q0,-6.5 1,-13.5l-53,-40q-21,-17 -27,-43"
            "t8,-49l47,-82q14,-23 39,-32t50,2l62,26q11,-8 23,-15t24,-12l9,-66q4,-26 23.5,-44t46.5,-18h94"
            "q27,0 46.5,18t23.5,44l9,66q13,5 24.5,12t22.5,15l62,-26q25,-11 50,-2t39,32l47,82q14,23 8,49"
            "t-27,43l-53,40q1,7 1,13.5v27q0,6.5 -2,13.5l53,40q21,17 27,43t-8,49l-48,82q-14,23 -39,32t-50,-2"
            "l-60,-26q-11,8 -23,15t-24,12l-9,66q-4,26 -23.5,44T527,880h-94ZM440,800h79l14,-106q31,-8 57.5,-23.5"
            "T639,633l99,41 39,-68 -86,-65q5,-14 7,-29.5t2,-31.5q0,-16 -2,-31.5t-7,-29.5l86,-65 -39,-68 -99,42"
            "q-22,-23 -48.5,-38.5T533,266l-13,-106h-79l-14,106q-31,8 -57.5,23.5T321,327l-99,-41 -39,68 86,64"
            "q-5,15 -7,30t-2,32q0,16 2,31t7,30l-86,65 39,68 99,-42q22,23 48.5,38.5T427,694l13,106ZM482,620"
            "q58,0 99,-41t41,-99q0,-58 -41,-99t-99,-41q-59,0 -99.5,41T342,480q0,58 40.5,99t99.5,41ZM480,480Z")
NAV = (("Timer", TIMER_FILLED), ("Stats", MONITORING), ("Settings", SETTINGS))

# The Material 3 colour roles TimerScreen.kt uses, as the published screenshots show them (one
# wallpaper's dynamic palette, greens; sampled from tests/data/likeness/tomato/1-3.png); the
# dark roles are the same hues' Material 3 dark tones [inferred].
LIGHT = {"surface": (248, 250, 243), "surfaceContainer": (234, 240, 229), "onSurface": (45, 52, 44),
         "outline": (124, 131, 117), "primary": (63, 104, 65), "onPrimary": (255, 255, 255),
         "secondaryContainer": (213, 232, 208), "onSecondaryContainer": (45, 52, 44),
         "tertiary": (94, 99, 47), "onTertiary": (253, 254, 191), "tertiaryContainer": (246, 251, 184),
         "onTertiaryContainer": (83, 88, 33), "onPrimaryContainer": (41, 76, 42),
         "onErrorContainer": (70, 20, 17)}
DARK = {"surface": (17, 20, 15), "surfaceContainer": (29, 33, 27), "onSurface": (225, 228, 219),
        "outline": (140, 147, 135), "primary": (164, 211, 160), "onPrimary": (11, 57, 21),
        "secondaryContainer": (59, 75, 57), "onSecondaryContainer": (214, 232, 208),
        "tertiary": (199, 203, 139), "onTertiary": (48, 51, 2), "tertiaryContainer": (70, 74, 29),
        "onTertiaryContainer": (227, 231, 165), "onPrimaryContainer": (190, 239, 187),
        "onErrorContainer": (255, 218, 214)}
TONAL = LIGHT["secondaryContainer"]    # the focus interval's tonal buttons and track


def colours(model) -> dict:
    """The colour roles for the system theme (the app follows it by default)."""
    return DARK if model.night_mode() else LIGHT


def build(model, root: UiNode, m, status: int) -> None:
    """``TimerScreen``: a centred top bar title (32sp, Roboto Flex), then a column centred
    in the space above the bottom bar: the progress ring (``fillMaxWidth(0.9f)``, at most
    350dp, 16dp stroke, 8dp gap; primary on secondaryContainer in focus, tertiary on
    tertiaryContainer in a break) with the time (72sp bold) and "N of 4" (titleLarge,
    outline) in it; the ``ButtonGroup`` (16dp padding, 12dp apart): Play/Pause 128x96dp,
    Restart 96x96dp, Skip 64x96dp; 32dp; "Up next" (titleSmall), the next time (22sp
    bold, the next interval's colour) and its name (titleMedium emphasized). Bottom:
    ``ShortNavigationBar`` (Timer, Stats, Settings: icon over label, the selected one's icon
    on a 56x32dp indicator)."""
    d = data(model)
    left = remaining(model)
    c = colours(model)
    focus = mode(d["cycles"]) == "focus"
    colour, on_colour = (c["primary"], c["onPrimary"]) if focus else (c["tertiary"], c["onTertiary"])
    container = c["secondaryContainer"] if focus else c["tertiaryContainer"]
    root.style["bg"] = c["surface"]
    W, mid = m.width, m.width // 2
    title = "Tomato" if d["brand"] else NAMES[mode(d["cycles"])]
    ink = c["onErrorContainer"] if d["brand"] else c["onPrimaryContainer"] if focus else c["onTertiaryContainer"]
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=title,
                    bounds=(mid - m.dp(105), status, mid + m.dp(105), status + m.dp(64)),
                    style={"kind": "title", "size": 32, "weight": 800, "ink": ink, "centred": True}))
    nav_top = m.height - m.dp(80)
    ring = min(W * 9 // 10, m.dp(350))
    total = ring + m.dp(128 + 32 + 72)
    y0 = status + m.dp(64) + max(0, (nav_top - status - m.dp(64) - total) // 2)
    length = _length(mode(d["cycles"]))
    root.add(UiNode(cls="android.widget.ProgressBar", bounds=(mid - ring // 2, y0, mid + ring // 2, y0 + ring),
                    style={"kind": "progress_ring", "track": container, "ink": colour,
                           "frac": 1 - max(0, left) / length, "stroke_dp": 16, "gap_dp": 8}))
    cy = y0 + ring // 2
    time_top = cy - (m.dp(116) if d["brand"] else m.dp(88)) // 2
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=ms_to_str(left),
                    bounds=(mid - m.dp(140), time_top, mid + m.dp(140), time_top + m.dp(88)),
                    style={"kind": "title", "size": 72, "weight": 700, "ink": c["onSurface"], "centred": True}))
    if d["brand"]:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{d['cycles'] // 2 + 1} of {SESSION}",
                        bounds=(mid - m.dp(80), time_top + m.dp(88), mid + m.dp(80), time_top + m.dp(116)),
                        style={"size": 22, "weight": 500, "ink": c["outline"], "centred": True}))
    y = y0 + ring + m.dp(16)
    x = mid - m.dp(128 + 96 + 64 + 24) // 2
    running = d["running"]
    root.add(UiNode(cls="android.widget.CheckBox", desc="Pause" if running else "Play",
                    checkable=True, checked=running, clickable=True, focusable=True,
                    bounds=(x, y, x + m.dp(128), y + m.dp(96)), action=_act("toggle"),
                    style={"kind": "fab", "path": PAUSE if running else PLAY, "viewport": V, "icon_dp": 32,
                           "radius_dp": 16 if running else 48,
                           "fill": colour if running else c["surfaceContainer"],
                           "ink": on_colour if running else c["onSurface"]}))
    x += m.dp(128 + 12)
    for w, path, verb, desc in ((96, REPLAY, "restart", "Restart"), (64, SKIP_NEXT, "skip", "Skip to next")):
        root.add(UiNode(cls="android.widget.Button", desc=desc, clickable=True, focusable=True,
                        bounds=(x, y, x + m.dp(w), y + m.dp(96)), action=_act(verb),
                        style={"kind": "fab", "path": path, "viewport": V, "icon_dp": 32, "radius_dp": 48,
                               "fill": container, "ink": c["onSecondaryContainer"] if focus
                               else c["onTertiaryContainer"]}))
        x += m.dp(w + 12)
    y += m.dp(96 + 16 + 32)
    nxt = _next(d["cycles"])
    for text, top, h, style in (("Up next", 0, 20, {"size": 14, "weight": 500}),
                                (ms_to_str(_length(nxt)), 20, 28,
                                 {"size": 22, "weight": 700, "ink": c["primary"] if nxt == "focus" else c["tertiary"]}),
                                (NAMES[nxt], 48, 24, {"size": 16, "weight": 600})):
        style = {"ink": c["onSurface"], "centred": True, **style}
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=text,
                        bounds=(mid - m.dp(100), y + m.dp(top), mid + m.dp(100), y + m.dp(top + h)), style=style))
    nav = root.add(UiNode(cls="android.view.View", bounds=(0, nav_top, W, m.height), style={"bg": c["surfaceContainer"]}))
    w = W // 3
    for i, (label, path) in enumerate(NAV):
        l, cx, sel = i * w, i * w + w // 2, label == "Timer"
        shapes = [("rect", (cx - m.dp(28), nav_top + m.dp(6), cx + m.dp(28), nav_top + m.dp(38)),
                   c["secondaryContainer"], m.dp(16))] if sel else []
        shapes.append(("icon", path, (cx - m.dp(12), nav_top + m.dp(10), cx + m.dp(12), nav_top + m.dp(34)),
                       c["onSecondaryContainer"] if sel else c["onSurface"], V))
        nav.add(UiNode(cls="android.view.View", text=label, clickable=True, focusable=True, selected=sel,
                       bounds=(l, nav_top, l + w, nav_top + m.dp(64)), action=_act("noop"),
                       style={"kind": "lines", "anchor": "mm", "shapes": shapes,
                              "lines": [(label, cx, nav_top + m.dp(50), 12, c["onSurface"], 500)]}))


def windows(model, m, status: int) -> list[Window]:
    return []


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    d = data(model)
    remaining(model)
    now = _now_ms(model)
    if verb == "toggle":
        if d["running"]:
            d["left"] -= now - d["since"]
            d["running"] = False
        else:
            d.update(running=True, since=now, brand=False, completed=None)
        _post(model)
    elif verb == "restart":
        d.update(cycles=0, running=False, left=FOCUS_MS, since=now, completed=None)
        _cancel(model)
    elif verb == "skip":
        if d["running"]:
            d["left"] -= now - d["since"]
        _advance(model, d)
        d["completed"] = None
        if model.notifications.get(_key(model)) is not None:
            _post(model)


def back(model) -> bool:
    return False


def enter(model) -> bool:
    return False
