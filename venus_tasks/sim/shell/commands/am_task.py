"""``am task`` (``cmd activity task``): ``ActivityManagerShellCommand.runTask`` of API 33.

Subcommands (AOSP ``services/core/java/com/android/server/am/ActivityManagerShellCommand.java``,
``runTask`` and the ``runTask*`` methods; the same set from Android 9 to 14):

* ``lock <TASK_ID>`` / ``lock stop``: ``startSystemLockTaskMode`` (pins the task and brings
  it to the front; an unknown id is ignored) or ``stopLockTaskMode``; then prints
  ``Activity manager is in lockTaskMode`` or ``Activity manager is not in lockTaskMode``
  on stdout, exit 0. android_env's ``StartScreenPinning`` runs ``am task lock ID`` with
  the id it parsed from ``am stack list``.
* ``resizeable <TASK_ID> <MODE>``: ``setTaskResizeable``; silent (an unknown id is only
  logged), exit 0.
* ``resize <TASK_ID> <LEFT> <TOP> <RIGHT> <BOTTOM>`` (``getBounds`` reads four arguments):
  ``Error: bad left arg: X`` (left < 0), ``bad top`` (top < 0), ``bad right`` (right <= 0)
  or ``bad bottom`` (bottom <= 0) then ``Error: invalid input bounds`` on stderr, exit 255;
  otherwise ``resizeTask``, which refuses a fullscreen task silently (every task here is
  fullscreen), exit 0.
* ``focus <TASK_ID>``: prints ``Setting focus to task N``, then ``setFocusedTask`` brings
  the task to the front (an unknown id is ignored), exit 0.
* ``drag-task-test`` / ``size-task-test <TASK_ID> <STEP_SIZE> [DELAY_MS]``: the
  freeform test loops. On a fullscreen task the travel is 0 and only the phase lines are
  printed (``Moving right...`` / ``Still need to travel right by 0`` ..., two passes;
  ``Growing top-left`` / ``Shrinking top-left`` ... for the four corners). For an unknown
  task id the real loops run against empty bounds [not modelled: the same lines with 0].
* anything else: ``Error: unknown command 'X'`` on stderr, exit 255.

A missing argument raises ``IllegalArgumentException: Argument expected after "PREV"``
and a non-number ``NumberFormatException: For input string: "X"``, printed by
``BasicShellCommandHandler`` (``java.exception``: stderr, exit 255).
"""

from __future__ import annotations

from venus_tasks.sim.shell.commands import java
from venus_tasks.sim.shell.commands.base import Result, fail, ok

_DIRECTIONS = ("right", "down", "left", "up")
_CORNERS = ("top-left", "top-right", "bottom-left", "bottom-right")


def run_task(model, a: java.Args) -> Result:
    """``runTask`` on the argument cursor positioned after ``task``.

    Returns:
      ``(stdout, stderr, exit code)``.

    Raises:
      JavaException: a missing argument or a bad number, as Android throws it.
    """
    acts = model.activities
    op = a.required()
    if op == "lock":
        target = a.required()
        if target == "stop":
            acts.unlock_task()
        else:
            acts.lock_task(java.parse_int(target))
        state = "" if acts.in_lock_task_mode() else "not "
        return ok(f"Activity manager is {state}in lockTaskMode\n")
    if op == "resizeable":
        java.parse_int(a.required())
        java.parse_int(a.required())
        return ok()
    if op == "resize":
        java.parse_int(a.required())
        error = _bounds_error(a)
        if error:
            return fail(error + "Error: invalid input bounds\n", 255)
        return ok()
    if op == "focus":
        task_id = java.parse_int(a.required())
        acts.focus_task(task_id)
        return ok(f"Setting focus to task {task_id}\n")
    if op in ("drag-task-test", "size-task-test"):
        java.parse_int(a.required())
        java.parse_int(a.required())
        delay = a.next()
        if delay is not None:
            java.parse_int(delay)
        if op == "drag-task-test":
            lines = [f"Moving {d}...\nStill need to travel {d} by 0\n" for d in _DIRECTIONS] * 2
        else:
            lines = [f"Growing {c}\nShrinking {c}\n" for c in _CORNERS]
        return ok("".join(lines))
    return fail(f"Error: unknown command '{op}'\n", 255)


def _bounds_error(a: java.Args) -> str:
    """``getBounds``: four integers, each parsed as it is read; the first bad side's
    ``Error: bad SIDE arg: X``."""
    texts, values = [], []
    for _ in range(4):
        texts.append(a.required())
        values.append(java.parse_int(texts[-1]))
    left, top, right, bottom = values
    for side, text, bad in (("left", texts[0], left < 0), ("top", texts[1], top < 0),
                            ("right", texts[2], right <= 0), ("bottom", texts[3], bottom <= 0)):
        if bad:
            return f"Error: bad {side} arg: {text}\n"
    return ""
