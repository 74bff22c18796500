"""ADBKeyBoard on the simulated device: the ``ime`` command's Android 13 output, the keyboard's
broadcast receiver (``AdbIME.java``'s actions) and its window ("ADB Keyboard {ON}" on #444 at
the bottom of the screen while a field has focus, not in the dump, taking its touches)."""

from __future__ import annotations

import numpy as np

from tests.sim.ui_helpers import elements, find, tap

ADB = "com.android.adbkeyboard/.AdbIME"
GBOARD = "com.google.android.inputmethod.latin/com.android.inputmethod.latin.LatinIME"
EXPENSE = "am start -n com.arduia.expense/com.arduia.expense.ui.MainActivity"


def _name(sh) -> str:
    """The name field's text ("" for the hint "Name" an empty EditText reports)."""
    text = find(sh, rid="edt_name").text
    return "" if text == "Name" else text


def _shot(sh, model) -> np.ndarray:
    from venus_tasks.sim.screen import layout, render
    return np.asarray(render.render(layout.build(model)).convert("RGB"))


def _on_the_expense_form(sh) -> None:
    assert sh(EXPENSE)[2] == 0
    tap(sh, rid="fb_main_add")
    tap(sh, rid="edt_name")


def test_ime_commands_print_what_android_13_prints(sh):
    assert sh("ime list -s") == (GBOARD + "\n", "", 0)              # installed, not yet enabled
    assert sh("ime list -a -s") == (f"{GBOARD}\n{ADB}\n", "", 0)
    assert sh(f"ime set {ADB}") == ("", f"Unknown input method {ADB} cannot be selected for user #0\n", 255)
    assert sh(f"ime enable {ADB}") == (f"Input method {ADB}: now enabled for user #0\n", "", 0)
    assert sh(f"ime enable {ADB}")[0] == f"Input method {ADB}: already enabled for user #0\n"
    assert sh("settings get secure enabled_input_methods")[0] == f"{GBOARD}:{ADB}\n"
    assert sh(f"ime set {ADB}") == (f"Input method {ADB} selected for user #0\n", "", 0)
    assert sh("settings get secure default_input_method")[0] == ADB + "\n"
    assert sh("settings get secure selected_input_method_subtype")[0] == "-1\n"
    assert sh("settings get secure input_methods_subtype_history")[0] == f"{GBOARD};-1\n"
    out = sh("ime list")[0]
    assert out.startswith(f"{GBOARD}:\n  mId={GBOARD} mSettingsActivityName=")
    assert f"{ADB}:\n  mId={ADB} " in out and "      name=com.android.adbkeyboard.AdbIME\n" in out
    assert "exported=false" in out                                 # AndroidManifest.xml
    assert sh("ime enable com.example/.Nope") == (
        "", "Unknown input method com.example/.Nope cannot be enabled for user #0\n", 255)
    assert sh("cmd input_method ime list -s")[0] == f"{GBOARD}\n{ADB}\n"
    assert sh("ime bogus") == ("Unknown command: bogus\n", "", 255)
    assert sh("ime")[0].startswith("ime <command>:\n  list [-a] [-s]\n")
    out, err, code = sh("ime enable")
    assert code == 255 and 'java.lang.IllegalArgumentException: Argument expected after "enable"' in err
    assert sh(f"ime disable {ADB}")[0] == f"Input method {ADB}: now disabled for user #0\n"
    assert sh("settings get secure default_input_method")[0] == GBOARD + "\n"   # the selected one went
    assert sh("ime reset") == ("Reset current and enabled IMEs for user #0\n"
                               f"  Selected: {GBOARD}\n   Enabled: {GBOARD}\n", "", 0)


def test_the_receiver_types_only_while_adbkeyboard_is_selected(sh):
    _on_the_expense_form(sh)
    broadcast = "am broadcast -a ADB_INPUT_B64 --es msg 5L2g5aW9"       # 你好
    out, _, code = sh(broadcast)
    assert (out, code) == ("Broadcasting: Intent { act=ADB_INPUT_B64 flg=0x400000 (has extras) }\n"
                           "Broadcast completed: result=0\n", 0)
    assert _name(sh) == ""                                              # Gboard is the input method
    sh(f"ime enable {ADB}")
    sh(f"ime set {ADB}")
    assert sh(broadcast)[0].endswith("Broadcast completed: result=0\n")  # the receiver sets no result
    assert _name(sh) == "你好"
    sh("am broadcast -a ADB_INPUT_TEXT --es msg ' café'")
    sh("am broadcast -a ADB_INPUT_CHARS --eia chars 128568,32,67,97,116")
    assert _name(sh) == "你好 café😸 Cat"
    sh("am broadcast -a ADB_INPUT_CODE --ei code 67")                   # KEYCODE_DEL
    assert _name(sh) == "你好 café😸 Ca"
    sh("am broadcast -a ADB_INPUT_TEXT --es mcode 4096,29")             # CTRL+A selects all ...
    sh("am broadcast -a ADB_INPUT_TEXT --es msg 新")                    # ... so the text replaces it
    assert _name(sh) == "新"
    sh("am broadcast -a ADB_CLEAR_TEXT")
    assert _name(sh) == ""
    sh("am broadcast -a ADB_INPUT_B64 --es msg '!!not base64'")        # Base64.decode throws: nothing
    sh("am broadcast -a ADB_INPUT_B64")                                 # no msg: nothing
    sh("am broadcast -a ADB_INPUT_TEXT --es msg x -p com.other")        # another package: missed
    assert _name(sh) == ""
    sh("am broadcast -a ADB_INPUT_TEXT --es msg 午餐")
    sh("am broadcast -a ADB_EDITOR_CODE --ei code 5")                   # IME_ACTION_NEXT: the app's next field
    assert _name(sh) == "午餐" and find(sh, rid="edt_amount").is_focused
    sh("input keyevent KEYCODE_BACK")                                   # the keyboard hides: no field
    sh("am broadcast -a ADB_INPUT_TEXT --es msg lost")
    assert _name(sh) == "午餐" and find(sh, rid="edt_amount").text in ("", "Amount")


def test_the_keyboard_window_shows_over_a_focused_field(sh, model):
    sh(f"ime enable {ADB} && ime set {ADB}")
    assert sh(EXPENSE)[2] == 0
    plain = _shot(sh, model)
    assert not (plain[-3:, :] == (68, 68, 68)).all()                    # no field focused: no keyboard
    tap(sh, rid="fb_main_add")                                          # the form focuses its name field
    assert find(sh, rid="edt_name").is_focused
    shot = _shot(sh, model)
    bar = (shot[:, :40] == (68, 68, 68)).all(axis=-1).all(axis=-1)      # rows #444 at the left edge
    rows = np.flatnonzero(bar)
    assert rows.size and rows[-1] == shot.shape[0] - 1                  # at the bottom
    height = shot.shape[0] - np.flatnonzero(~bar)[-1] - 1
    assert 40 <= height <= 60, height                                  # one 14sp line at 420 dpi
    label = shot[-height:, :]
    assert (label == 255).all(axis=-1).any()                            # white text on it
    assert not any("ADB Keyboard" in e.text for e in elements(sh))      # not in the active window's dump
    fields_before = find(sh, rid="edt_name").is_focused
    sh(f"input tap 540 {shot.shape[0] - height // 2}")                  # the keyboard takes the touch
    assert find(sh, rid="edt_name").is_focused == fields_before is True
    assert "mCurrentFocus=Window{" in sh("dumpsys window")[0]
    assert "InputMethod" not in sh("dumpsys window | grep mCurrentFocus")[0]
    sh("input keyevent KEYCODE_BACK")                                   # BACK hides it
    assert not (_shot(sh, model)[-3:, :] == (68, 68, 68)).all()
    tap(sh, rid="edt_name")
    sh(f"ime set {GBOARD}")                                             # Gboard's keyboard is not drawn
    assert not (_shot(sh, model)[-3:, :] == (68, 68, 68)).all()
