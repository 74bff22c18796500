"""The input methods of the simulated device (``InputMethodManagerService``) and the ``ime``
command (``cmd input_method ime ...``).

Input methods are the ``android.view.InputMethod`` services of installed packages
(``INPUT_METHODS``): Gboard on the Pixel image, and ADBKeyBoard (``com.android.adbkeyboard``,
its ``AdbIME`` declared in ``keyboardservice/src/main/AndroidManifest.xml`` with
``BIND_INPUT_METHOD`` and ``exported="false"``) when its package is installed. An IME's ID is
``ComponentName.flattenToShortString`` of its service (``com.android.adbkeyboard/.AdbIME``).

State lives where Android keeps it, in ``Settings.Secure`` (``InputMethodSettings``):
``enabled_input_methods`` (IDs joined by ``:``; a ``;`` would start an ID's subtype hash
codes), ``default_input_method`` (the selected IME), ``selected_input_method_subtype``
(-1, ``NOT_A_SUBTYPE_ID``, after ``ime set``) and ``input_methods_subtype_history`` (the
previous ``ID;subtype`` first, ``saveCurrentInputMethodAndSubtypeToHistory``).

The ``ime`` command (``shell/commands/ime_cmd.py``) prints as AOSP ``InputMethodManagerService`` shell command (Android 13; the texts are
the same in its later ``ImeShellCommandController``): ``ime list [-a] [-s]`` (enabled IMEs,
``-a`` all; ``-s`` one ID a line, else ``ID:`` and ``InputMethodInfo.dump`` indented by two
spaces), ``ime enable|disable ID`` -> ``Input method ID: now|already enabled|disabled for
user #0``, ``ime set ID`` -> ``Input method ID selected for user #0``; an unknown ID (or,
for ``set``, one not enabled) -> ``Unknown input method ID cannot be enabled|selected for
user #0`` on stderr, exit 255 (``ShellCommandResult.FAILURE``); ``ime reset`` -> ``Reset
current and enabled IMEs for user #0``, ``  Selected: ID``, ``   Enabled: ID`` lines.
``ime`` alone or ``ime help`` prints the help, exit 0; another word prints ``Unknown
command: WORD``, exit 255.
"""

from __future__ import annotations

from venus_tasks.sim.system.packages import short_component

# package -> (service class, system image default): the input methods the device can have
INPUT_METHODS = {
    "com.google.android.inputmethod.latin": ("com.android.inputmethod.latin.LatinIME", True),
    "com.android.adbkeyboard": ("com.android.adbkeyboard.AdbIME", False),
}
ADB_KEYBOARD = "com.android.adbkeyboard/.AdbIME"
EXPORTED = {"com.android.adbkeyboard": False, "com.google.android.inputmethod.latin": True}
NOT_A_SUBTYPE_ID = "-1"


def available(model) -> list[str]:
    """IDs of the input methods of installed packages, in ``INPUT_METHODS`` order."""
    return [short_component(pkg, cls) for pkg, (cls, _) in INPUT_METHODS.items() if pkg in model.packages]


def _defaults(model) -> list[str]:
    return [short_component(pkg, cls) for pkg, (cls, default) in INPUT_METHODS.items()
            if default and pkg in model.packages]


def enabled(model) -> list[str]:
    """IDs in ``enabled_input_methods`` whose package is installed, in their order."""
    raw = model.settings.get_str("secure", "enabled_input_methods", "") or ""
    have = set(available(model))
    return [entry.split(";", 1)[0] for entry in raw.split(":") if entry.split(";", 1)[0] in have]


def current(model) -> str | None:
    """The selected input method (``default_input_method``) if it is installed and enabled."""
    ime = model.settings.get_str("secure", "default_input_method", "") or ""
    return ime if ime in enabled(model) else None


def current_package(model) -> str | None:
    """The package of the selected input method, or None."""
    ime = current(model)
    return ime.split("/", 1)[0] if ime else None


def _put_enabled(model, ids: list[str]) -> None:
    model.settings.put("secure", "enabled_input_methods", ":".join(ids))


def set_enabled(model, ime: str, on: bool) -> bool:
    """Enable or disable ``ime``; True if it was enabled before. Disabling the selected IME
    selects the first enabled one that remains (``resetSelectedInputMethodAndSubtypeLocked``)."""
    ids = enabled(model)
    was = ime in ids
    if on and not was:
        _put_enabled(model, ids + [ime])
    elif not on and was:
        ids.remove(ime)
        _put_enabled(model, ids)
        if model.settings.get_str("secure", "default_input_method", "") == ime:
            model.settings.put("secure", "default_input_method", ids[0] if ids else "")
    return was


def select(model, ime: str) -> bool:
    """``ime set``: select an enabled ``ime``; False (nothing changes) for another ID."""
    if ime not in enabled(model):
        return False
    previous = model.settings.get_str("secure", "default_input_method", "") or ""
    if previous and previous != ime:          # the one left goes first into the history
        subtype = model.settings.get_str("secure", "selected_input_method_subtype", NOT_A_SUBTYPE_ID)
        history = [e for e in (model.settings.get_str("secure", "input_methods_subtype_history", "") or "")
                   .split(":") if e and not e.startswith(previous + ";")]
        model.settings.put("secure", "input_methods_subtype_history", ":".join([f"{previous};{subtype}", *history]))
    model.settings.put("secure", "default_input_method", ime)
    model.settings.put("secure", "selected_input_method_subtype", NOT_A_SUBTYPE_ID)
    return True


def reset(model) -> tuple[str, list[str]]:
    """``ime reset``: the system defaults enabled and the first selected; ``(selected, enabled)``."""
    defaults = _defaults(model)
    _put_enabled(model, defaults)
    model.settings.put("secure", "default_input_method", defaults[0] if defaults else "")
    model.settings.put("secure", "selected_input_method_subtype", NOT_A_SUBTYPE_ID)
    return (defaults[0] if defaults else "null"), defaults
