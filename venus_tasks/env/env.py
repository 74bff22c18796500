"""``VenusEnv``: a device plus the answer channel, executing agent actions.

Action semantics follow AndroidWorld ``env/actuation.py`` (``execute_adb_action``):
taps land on the centre of the indexed element or on (x, y); ``input_text`` taps
its target first, optionally clears the field, types (printable ASCII with ``input text``,
any other text through ADBKeyBoard, the input method of every episode:
``venus_tasks.env.ime``), then presses ENTER; ``scroll``
swipes from the centre towards the edge *opposite* to the direction; ``swipe`` sweeps
the screen in the direction, from (x, y) when the action gives a start point. ``answer`` overwrites ``interaction_cache``
(AndroidWorld's answer channel); ``status``, ``ask_user`` and ``invalid`` do nothing on
the device (the episode loop handles them), but the text of a question or of a status
reason is kept in ``messages`` (see ``report``).
"""

from __future__ import annotations

import collections
import time
from typing import Any, Callable, Sequence

from venus_tasks.env import actions as A
from venus_tasks.env.actions import ActionError, JSONAction
from venus_tasks.env.backend import AdbBackend
from venus_tasks.env.device import ActivityNotStartedError, CommandError, Device, untypeable
from venus_tasks.env.ime import Keyboard, KeyboardUnavailable
from venus_tasks.env.observation import Observation, UIElement, parse_ui_dump, screen_texts

RECENT_SCREENS = 3   # screenshots a judge sees: the last ones the agent saw


class VenusEnv:
    """The environment tasks and the episode loop see.

    Args:
      device: the device to act on.
      ui_tree: give the agent the UI elements (``uiautomator dump``) in observations; the
        dump is taken either way (``Observation.screen_elements``).
      wait_seconds: how long the ``wait`` action sleeps (AndroidWorld: 1 s).
      sleep: how the env waits on the host (``sleep(seconds)``): the ``wait`` action and
        whoever drives the env and waits for the device's clock (reference solutions
        watching a stopwatch) call it through ``env.sleep``. Default ``time.sleep``; a test
        on a simulated device with a stepped clock passes ``SimServer.sleeper``, which
        moves the device's clock on instead of waiting.
      resolve_app: maps an ``open_app`` name to a launch component ``pkg/.Activity``,
        or None when unknown (then ``monkey -p NAME`` is tried, as AndroidWorld does).
      console: the device's emulator console (``env.console.EmulatorConsole``), used by
        noise that needs it (incoming calls, SMS); None for a device without one.
      backend: how observations are taken and touches and keys sent
        (``env.backend``: ``AdbBackend``, the default, or ``U2Backend``).
    """

    def __init__(self, device: Device, *, ui_tree: bool = True, wait_seconds: float = 1.0,
                 resolve_app: Callable[[str], str | None] | None = None, console: Any = None,
                 sleep: Callable[[float], None] = time.sleep, backend: Any = None):
        self.device = device
        self.sleep = sleep
        self.backend = backend if backend is not None else AdbBackend(device)
        self.console = console
        self.ui_tree = ui_tree
        self.wait_seconds = wait_seconds
        self._resolve_app = resolve_app or _resolve_from_catalogue
        self.interaction_cache = ""
        self.messages: list[str] = []
        self.dialogue: list[tuple[str, Any]] = []
        self.judge: Any = None   # a verifiers.judge.Judge when the run has one (--judge_model)
        self.recent_screens: collections.deque = collections.deque(maxlen=RECENT_SCREENS)
        # every screen text observed this episode (``screen_texts`` of each dump): what the
        # agent has been shown, whether or not it got the UI elements; the user simulator's
        # grounding and conflict reports rely on it
        self.shown: set[str] = set()
        self.keyboard = Keyboard(device)   # ADBKeyBoard in every episode (prepare_for_task)
        # what an episode started on the host or device for itself (the web app server and its
        # ``adb reverse``): stopped by ``after_episode``, last started first
        self._closers: list[Callable[[], None]] = []

    @property
    def answer(self) -> str:
        """The agent's latest ``answer`` text ('' if none)."""
        return self.interaction_cache

    @property
    def report(self) -> str:
        """Everything the agent told the user this episode, one message a line: its
        questions (``ask_user``), the reason given with ``status``, and the latest
        ``answer``. Conflict reports are read from here, so a report through any of the
        three channels counts alike."""
        return "\n".join([*self.messages, self.interaction_cache])

    # Episode hooks for wrappers (``noise.env.NoisyEnv``): the plain env has no events.
    events: tuple = ()

    def begin_episode(self) -> None:
        """Called by the episode loop after the task is initialised: ADBKeyBoard is the input
        method (``prepare_for_task`` selected it; selected here when it did not run), so
        that ``input_text`` can type any text (``venus_tasks.env.ime``; a device without it
        keeps its own)."""
        self.keyboard.select()

    def end_episode(self) -> None:
        """Called by the episode loop when the agent has finished (before scoring) and again
        when the episode ends however it ends; must be idempotent (no-op here)."""

    def close_after_episode(self, close: Callable[[], None]) -> None:
        """Have ``after_episode`` call ``close()`` (what a task started for its episode: a web
        app server and its ``adb reverse``). Closers run last-registered first, once; one that
        raises does not stop the others (the first error is raised after all have run)."""
        self._closers.append(close)

    def after_episode(self) -> None:
        """Called by the episode loop last, after scoring and ``tear_down``, however the
        episode ended: what the episode started is stopped (``close_after_episode``) and the
        input method of before the episode is selected again (after scoring, so the state
        guard sees the one it read at the start; device variants restore the device here
        too). Idempotent."""
        error = None
        while self._closers:
            try:
                self._closers.pop()()
            except Exception as exc:        # noqa: BLE001 - every closer runs; the first error is raised
                error = error or exc
        self.keyboard.restore()
        if error is not None:
            raise error

    @property
    def variant_record(self) -> dict:
        """What a device-variant wrapper applied and read back ({} here)."""
        return {}

    def reset_answer(self) -> None:
        """Empty the answer channel, the messages, the dialogue, the recent screens and the
        texts shown of the last episode."""
        self.interaction_cache = ""
        self.messages = []
        self.dialogue = []
        self.recent_screens.clear()
        self.shown = set()

    def hear(self, question: str, reply) -> None:
        """Record the user's ``reply`` (``dialogue.Reply``) to the agent's ``question``; the
        episode loop calls it, tasks read ``dialogue`` and ``filled``."""
        self.dialogue.append((question, reply))

    @property
    def filled(self) -> set[str]:
        """Ids of the intent requirements the user's replies have filled this episode."""
        return {rid for _, reply in self.dialogue for rid in reply.filled}

    def go_home(self) -> None:
        self.device.keyevent("KEYCODE_HOME")

    def prepare_for_task(self, first: str = "") -> None:
        """Undo what an earlier episode may have left (AndroidWorld's ``TaskEval``
        initialisation): portrait orientation locked, no active call, home screen, empty
        answer channel; and make ADBKeyBoard the input method (``keyboard``). ``first``:
        fixed shell text run before all that in the same round trip (the settings
        baseline's restore, ``setup_device.settings_baseline_commands``); it must succeed.

        Raises:
          CommandError: ``first`` failed or the orientation could not be set.
        """
        self.reset_answer()
        # one round trip: ``first``; ADBKeyBoard selected; the orientation, ENDCALL if the
        # first mCallState (as ``call_state_of`` reads it) is ringing or off-hook, then HOME
        if first:
            before, keyboard, reset = self.device.run_parts([first, *self._preparation()])
            before.check()
        else:
            keyboard, reset = self.device.run_parts(self._preparation())
        reset.check()
        self.keyboard.apply(keyboard.stdout)

    def _preparation(self) -> list[str]:
        return [
            self.keyboard.script(),
            "settings put system accelerometer_rotation 0 && settings put system user_rotation 0 "
            "|| exit 1; if dumpsys telephony.registry | grep -m 1 'mCallState=' "
            "| grep -q 'mCallState=[12]'; then input keyevent KEYCODE_ENDCALL; fi; "
            "input keyevent KEYCODE_HOME"]

    def observe(self, step: int, user_messages: Sequence[str] = ()) -> Observation:
        """Screenshot, UI elements (if enabled) and focused activity at ``step``, through the
        backend."""
        shot, xml, foreground = self.backend.observe()
        self.recent_screens.append(shot)
        # the dump comes with every observation; the harness reads it even when the agent
        # does not get it (--noui_tree), for grounding and on-screen triggers
        elements = tuple(parse_ui_dump(xml))
        self.shown |= screen_texts(elements)
        return Observation(step=step, screenshot=shot, ui_elements=elements if self.ui_tree else (),
                           foreground=foreground, user_messages=tuple(user_messages), screen_elements=elements)

    def execute(self, action: JSONAction, ui_elements: Sequence[UIElement] = (),
                screen_size: tuple[int, int] | None = None) -> None:
        """Carry out one action on the device.

        Args:
          action: the action.
          ui_elements: the elements of the observation the action was chosen on
            (resolves ``index``).
          screen_size: (width, height) of that observation's screenshot: the screen the
            agent saw, which bounds x/y (default: ``wm size`` turned by the rotation).

        Raises:
          ActionError: the action cannot be carried out as given: index out of range, a
            tap, long press or swipe start outside the screen, text outside printable ASCII
            on a device without ADBKeyBoard, an app that is not installed, or any argument
            the device refused (it answered with an error). The episode loop records it as
            invalid.
          DeviceError: the device failed or cannot be reached.
        """
        t = action.action_type
        dev = self.device
        if t == A.ANSWER:
            self.interaction_cache = action.text or ""
            return
        if t in (A.STATUS, A.ASK_USER):
            if action.text:
                self.messages.append(action.text)
            return
        if t in (A.INVALID, A.UNKNOWN):
            return
        if t == A.WAIT:
            self.sleep(self.wait_seconds)
            return
        screen = _Screen(dev, screen_size)
        hands = self.backend
        try:
            if t in (A.CLICK, A.DOUBLE_TAP):
                x, y = _target(action, ui_elements, screen, required=True)
                hands.tap(x, y)
                if t == A.DOUBLE_TAP:
                    hands.tap(x, y)
            elif t == A.LONG_PRESS:
                x, y = _target(action, ui_elements, screen, required=True)
                hands.long_press(x, y)
            elif t == A.INPUT_TEXT:
                text = action.text or ""
                bad = untypeable(text)
                if bad and not self.keyboard.select():   # outside an episode: selected now
                    raise ActionError(f"input_text cannot type {bad[:20]!r}: `input text` types printable "
                                      f"ASCII only, and {self.keyboard.unavailable}")
                target = _target(action, ui_elements, screen, required=False)
                if target:
                    hands.tap(*target)
                if action.clear_text:
                    hands.select_all()
                    hands.key("KEYCODE_DEL")
                try:
                    dev.input_text(text)
                except KeyboardUnavailable as e:    # another input method was selected meanwhile
                    raise ActionError(f"input_text cannot type {bad[:20]!r}: {e}") from e
                hands.key("KEYCODE_ENTER")
            elif t == A.KEYBOARD_ENTER:
                hands.key(action.keycode or "KEYCODE_ENTER")
            elif t == A.NAVIGATE_HOME:
                hands.key("KEYCODE_HOME")
            elif t == A.NAVIGATE_BACK:
                hands.key("KEYCODE_BACK")
            elif t == A.OPEN_APP:
                self.open_app(action.app_name or "")
            elif t in (A.SCROLL, A.SWIPE):
                if action.direction is None:
                    raise ActionError(f"{t} needs a direction")
                box = _box(action, ui_elements) if t == A.SCROLL else None
                start = None
                if t == A.SWIPE and action.x is not None and action.y is not None:
                    start = screen.check(action.x, action.y, t)
                hands.swipe(*_sweep(action.direction, screen.size, box, reverse=(t == A.SCROLL),
                                    start=start), 500)
            elif t == A.DRAG:
                hands.drag([screen.check(x, y, t) for x, y in action.path or ()])
            else:  # pragma: no cover - JSONAction validates the type
                raise ActionError(f"unhandled action type {t!r}")
        except CommandError as e:  # the device answered: it refused this action's arguments
            raise ActionError(f"the device refused {t}: {e}") from e

    def open_app(self, name: str) -> None:
        """Launch an app by name, label or package.

        Raises:
          ActionError: no installed app has that name (the agent's mistake, not the device's).
        """
        component = self._resolve_app(name)
        if component:
            try:
                self.device.start_activity(component)
            except ActivityNotStartedError as e:
                raise ActionError(f"{_short(name)} cannot be opened: {e}") from e
            return
        r = self.device.shell(["monkey", "-p", name, "-c", "android.intent.category.LAUNCHER", "1"])
        if not r.ok or "No activities found" in r.stdout + r.stderr:
            raise ActionError(f"no installed app is called {_short(name)}")


def _short(name: str) -> str:
    text = repr(name)
    return text if len(text) <= 80 else text[:77] + "..."


def _resolve_from_catalogue(name: str) -> str | None:
    import apps  # the product's app catalogue

    try:
        return apps.get_app(name).activity
    except KeyError:
        return None


class _Screen:
    """The screen an action is checked against: the observation's size when given, else
    ``wm size`` turned by the display rotation (asked only when needed)."""

    def __init__(self, device: Device, size: tuple[int, int] | None):
        self._device = device
        self._size = size

    @property
    def size(self) -> tuple[int, int]:
        if self._size is None:
            w, h = self._device.screen_size()
            self._size = (h, w) if self._device.rotation() % 2 else (w, h)
        return self._size

    def check(self, x: int, y: int, what: str) -> tuple[int, int]:
        """(x, y) if it lies on the screen, else ActionError."""
        w, h = self.size
        if not (0 <= x < w and 0 <= y < h):
            raise ActionError(f"{what} at ({x}, {y}) is outside the {w}x{h} screen "
                              f"(x must be in 0..{w - 1}, y in 0..{h - 1})")
        return x, y


def _target(action: JSONAction, elements: Sequence[UIElement], screen: _Screen,
            required: bool) -> tuple[int, int] | None:
    if action.index is not None:
        if not 0 <= action.index < len(elements):
            raise ActionError(f"index {action.index} out of range (0..{len(elements) - 1})")
        bbox = elements[action.index].bbox
        if bbox is None:
            raise ActionError(f"element {action.index} has no bounds")
        return bbox.center
    if action.x is not None and action.y is not None:
        return screen.check(action.x, action.y, action.action_type)
    if required:
        raise ActionError(f"{action.action_type} needs an index or x/y")
    return None


def _box(action: JSONAction, elements: Sequence[UIElement]) -> tuple[int, int, int, int] | None:
    if action.index is None:  # AndroidWorld: no index scrolls the whole screen
        return None
    if not 0 <= action.index < len(elements) or elements[action.index].bbox is None:
        raise ActionError(f"index {action.index} out of range (0..{len(elements) - 1})")
    b = elements[action.index].bbox
    return b.x_min, b.y_min, b.x_max, b.y_max


def _sweep(direction: str, size: tuple[int, int], box: tuple[int, int, int, int] | None,
           reverse: bool, start: tuple[int, int] | None = None) -> tuple[int, int, int, int]:
    """Start and end points of a swipe in ``direction`` inside ``box`` (default: screen),
    from ``start`` when given (else the box centre), a third of the box long."""
    x0, y0, x1, y1 = box or (0, 0, size[0], size[1])
    cx, cy = start or ((x0 + x1) // 2, (y0 + y1) // 2)
    dx, dy = (x1 - x0) // 3, (y1 - y0) // 3
    vec = {"up": (0, -dy), "down": (0, dy), "left": (-dx, 0), "right": (dx, 0)}[direction]
    if reverse:  # scrolling "down" reveals content below: the finger moves up
        vec = (-vec[0], -vec[1])
    return cx, cy, cx + vec[0], cy + vec[1]
