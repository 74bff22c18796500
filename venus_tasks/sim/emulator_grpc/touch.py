"""Touches of the emulator's gRPC ``sendTouch`` turned into gestures on the device model.

``emulator_controller.proto`` (``Touch``/``TouchEvent``): each ``Touch`` is one contact
point with an ``identifier``; a non-zero ``pressure`` means the finger is down, zero
that it lifted. android_env sends one touch per step: ``(x, y, pressure 1|0, id 0)``
(``emulator_simulator.send_touch``), so a tap is a TOUCH at a point followed by a LIFT.

Each finger's path becomes the same gesture ``input motionevent DOWN/MOVE/UP`` makes
(``sim.screen.interaction.motion``): a press that moved less than 10 px is a tap, so a
DOWN and UP at one point does what ``input tap`` does there; a longer path is a swipe (or
a stroke on a drawing canvas). A press of less than 10 px held for ``secure
long_press_timeout`` (400 ms) of device time is a long press, as ``input swipe x y x y
1000`` is. Coordinates are display pixels in the current rotation, as ``input`` takes
them [inferred]. A finger that goes down off the display reaches no window
(InputDispatcher drops it), as with ``input tap``. A lift of a finger that is not down
does nothing: android_env's no-op step (a LIFT at (0, 0)) changes nothing.

[sim] The device model has one pointer: while one finger is down, other fingers are
ignored (a real device would see a multi-touch gesture).
"""

from __future__ import annotations

import dataclasses

from venus_tasks.sim.screen import interaction

TAP_SLOP_PX = 10   # interaction.motion: a path shorter than this is a press


@dataclasses.dataclass
class _Finger:
    identifier: int
    start_ns: int
    x0: int
    y0: int
    span: int = 0


class TouchTracker:
    """The fingers of one device. Call ``touch`` under the model's lock."""

    def __init__(self) -> None:
        self._finger: _Finger | None = None

    def touch(self, model, x: int, y: int, pressure: int, identifier: int = 0) -> None:
        """Apply one ``Touch`` (x, y in display pixels; pressure > 0: down)."""
        finger = self._finger
        if pressure > 0:
            if finger is None:
                if not _on_screen(model, x, y):
                    return
                self._finger = _Finger(identifier, model.clock.now_ns(), x, y)
                interaction.motion(model, "DOWN", x, y)
            elif finger.identifier == identifier:
                finger.span = max(finger.span, abs(x - finger.x0), abs(y - finger.y0))
                interaction.motion(model, "MOVE", x, y)
            return
        if finger is None or finger.identifier != identifier:
            return
        self._finger = None
        finger.span = max(finger.span, abs(x - finger.x0), abs(y - finger.y0))
        held_ms = (model.clock.now_ns() - finger.start_ns) / 1e6
        if finger.span < TAP_SLOP_PX and held_ms >= model.settings.get_int("secure", "long_press_timeout", 400):
            interaction.motion(model, "CANCEL", x, y)
            interaction.long_press(model, finger.x0, finger.y0)
            return
        interaction.motion(model, "UP", x, y)

    def reset(self) -> None:
        """Forget a finger that is down (the device restarted)."""
        self._finger = None


def _on_screen(model, x: int, y: int) -> bool:
    width, height = model.screen_size()
    return 0 <= x < width and 0 <= y < height
