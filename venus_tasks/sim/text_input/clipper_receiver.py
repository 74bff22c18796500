"""Clipper's broadcast receiver (``ca.zgrs.clipper.ClipperReceiver``), the clipboard bridge
AndroidWorld installs from ``clipper.apk``.

Source: github.com/majido/clipper, ``src/main/AndroidManifest.xml`` (an exported receiver
for the actions ``clipper.get``, ``clipper.set``, ``get`` and ``set``; the app sets no
``targetSdkVersion``, so Android 8's limits on implicit broadcasts do not apply to it) and
``ClipperReceiver.java``:

* set: with a string extra ``text``, ``ClipboardManager.setText(text)``, result
  ``Activity.RESULT_OK`` (-1), data ``Text is copied into clipboard.``; without it,
  ``RESULT_CANCELED`` (0), data ``No text is provided. Use -e text "text to be pasted"``.
* get: the clip's text with -1, or, when ``getText()`` is null (no clip, or Clipper does
  not have focus: ``clipboard.py``), 0 with data ``""``.

``am broadcast`` prints the outcome as ``IntentReceiver.performReceive`` of AOSP
``ActivityManagerShellCommand`` does: ``Broadcast completed: result=<code>`` plus
``, data="<data>"`` when the data is not null (unescaped, newlines included).

Delivery: only to an installed Clipper whose process is running. A real device delivers
an implicit broadcast to any package not in the *stopped state* (``am broadcast`` does
not add ``FLAG_INCLUDE_STOPPED_PACKAGES``): a package is stopped from install until its
first launch and again after ``am force-stop`` or ``pm clear``. The simulator has no
stopped flag; "process running" stands in for "not stopped" [inferred]: the two agree
after install, launch, force-stop and clear, and the stand-in is stricter (never kinder)
when a process died otherwise. A ``-p``/``-n`` naming another package or class misses it.
"""

from __future__ import annotations

from venus_tasks.sim.text_input import clipboard

PACKAGE = "ca.zgrs.clipper"
RECEIVER = PACKAGE + ".ClipperReceiver"
ACTIONS_GET = ("clipper.get", "get")
ACTIONS_SET = ("clipper.set", "set")
RESULT_OK, RESULT_CANCELED = -1, 0
SET_DONE = "Text is copied into clipboard."
SET_NO_TEXT = 'No text is provided. Use -e text "text to be pasted"'


def _reaches(model, it) -> bool:
    """Whether the broadcast ``it`` (``intents.Intent``) reaches Clipper's receiver."""
    if it.action not in ACTIONS_GET + ACTIONS_SET or model.packages.get(PACKAGE) is None:
        return False
    if it.package is not None and it.package != PACKAGE:
        return False
    if it.component is not None:
        pkg, cls = it.component
        full = pkg + cls if cls.startswith(".") else cls
        if (pkg, full) != (PACKAGE, RECEIVER):
            return False
    return model.activities.pid_of(PACKAGE) is not None


def deliver_broadcast(model, it) -> tuple[int, str | None] | None:
    """Run Clipper's ``onReceive`` for the broadcast ``it``.

    Returns:
      ``(result code, result data)`` as the receiver set them, or None when the broadcast
      does not reach Clipper (then ``am`` prints the initial ``result=0`` without data).
    """
    if not _reaches(model, it):
        return None
    board = clipboard.of(model)
    if it.action in ACTIONS_SET:
        text = it.string_extra("text")
        if text is None:
            return RESULT_CANCELED, SET_NO_TEXT
        board.set_text(text, PACKAGE)
        return RESULT_OK, SET_DONE
    clip = board.read(model, PACKAGE)
    return (RESULT_OK, clip) if clip is not None else (RESULT_CANCELED, "")


def completed_line(result: tuple[int, str | None] | None) -> str:
    """The ``Broadcast completed: ...`` line ``am broadcast`` prints, with its newline."""
    code, data = result if result is not None else (RESULT_CANCELED, None)
    line = f"Broadcast completed: result={code}"
    if data is not None:
        line += f', data="{data}"'
    return line + "\n"
