"""The system clipboard (``ClipboardService``) of one simulated device: its primary clip.

State: ``text`` is the primary clip's text, or None when no clip was ever set (a freshly
booted device), as ``ClipboardManager.getText()`` returns null then. ``setText("")``
stores an empty clip, which is not None.

Access rules of Android 13 (AOSP ``frameworks/base/services/core/java/com/android/server/
clipboard/ClipboardService.java``, ``clipboardAccessAllowed``): writing
(``OP_WRITE_CLIPBOARD``) is allowed without focus; reading (``OP_READ_CLIPBOARD``) only for
the app that has input focus (``isUidFocused``) or the default input method, else
``getPrimaryClip`` returns null (since Android 10). That is why AndroidWorld's
``adb_utils.get_clipboard_contents`` brings Clipper to the foreground before it asks.

Not modelled [inferred]: Android 13's auto-clear of the clip an hour (device uptime)
after it was set (``DeviceConfig`` ``clipboard`` ``auto_clear_enabled``), the "pasted from
your clipboard" toast and the clipboard overlay SystemUI shows after a copy.
"""

from __future__ import annotations

import dataclasses



@dataclasses.dataclass
class Clipboard:
    """The primary clip of user 0.

    Attributes:
      text: the clip's text, None when no clip is set.
      source: package that set it ("" when none), as ``ClipboardService`` records the
        clip's source package.
    """

    text: str | None = None
    source: str = ""

    def set_text(self, text: str, package: str) -> None:
        """``ClipboardManager.setText`` by ``package``: always allowed."""
        self.text, self.source = text, package

    def read(self, model, package: str) -> str | None:
        """``ClipboardManager.getText`` by ``package``: the clip's text if ``package`` has
        focus (the resumed activity's app) or is the selected input method, else None."""
        from venus_tasks.sim.text_input import ime
        focused = model.activities.focus()[0]
        if package != focused and package != ime.current_package(model):
            return None
        return self.text


def of(model) -> Clipboard:
    """The device's clipboard, ``model.clipboard``, made empty on first use (the state of
    a booted device, where no app has set a clip yet)."""
    with model.lock:
        board = getattr(model, "clipboard", None)
        if board is None:
            board = model.clipboard = Clipboard()
        return board
