"""How CalcYou 3.1 looks on Android 13: its Material 3 colours and keypad icons.

Colours. ``ui/theme/Theme.kt``: ``dynamicColor = true``, so on Android 12+ the scheme is
``dynamicLightColorScheme``/``dynamicDarkColorScheme``: the system palette, here Material
3's baseline tones as ``simple_commons`` and ``zipxtract_look`` assume [inferred: the
published screenshots show the author's pink wallpaper]. Compose's
``surfaceColorAtElevation(e)`` lays colorPrimary over colorSurface at (4.5 ln(e + 1) + 2)%.

Keys (``ui/components/Keypad.kt``, ``buttons/CalculatorButton.kt``): circles
(``CircleShape``); digits, "." and ⌫ on surfaceColorAtElevation(1dp) in onSurface; ( ) %
÷ × − + on secondaryContainer in onSecondaryContainer; = on primaryContainer in
onPrimaryContainer; digits in ``displaySmall`` (36sp), icons 48dp from ``res/drawable``
(the brackets are stroked paths: drawn here as their characters; minus's stroke as a filled bar).
Display (``CalculatorDisplay.kt``): a 24dp-cornered card at elevation 10dp, the input row
at 50dp. Drawer (``NavDrawerContent.kt``): ModalDrawerSheet on colorSurface, the selected
destination on a secondaryContainer pill. Converter cards (``ConverterCard.kt``):
surfaceColorAtElevation(1dp), 12dp corners.
"""

from __future__ import annotations

ICONS = {
    '⌫': (  # res/drawable/delete.xml, its filled paths
        "M17.782,6C18.749,6 19.532,6.784 19.532,7.75V16.25C19.532,17.216 18.749,18 17.782,18H9.408C8.857,"
        "18 8.338,17.741 8.007,17.3L4.82,13.05C4.353,12.428 4.353,11.572 4.82,10.95L8.007,6.7C8.338,6.259"
        " 8.857,6 9.408,6H17.782ZM10.002,9.53L12.472,12L10.002,14.47L11.063,15.53L13.533,13.061L16.002,15"
        ".53L17.063,14.47L14.593,12L17.063,9.53L16.002,8.47L13.533,10.939L11.063,8.47L10.002,9.53ZM8.007,"
        "17.3L6.648,18.32L6.648,18.32L8.007,17.3ZM4.82,13.05L3.46,14.07L3.46,14.07L4.82,13.05ZM4.82,10.95"
        "L3.46,9.93L3.46,9.93L4.82,10.95ZM8.007,6.7L9.368,7.72L8.007,6.7ZM12.472,12L13.674,13.202L14.876,"
        "12L13.674,10.798L12.472,12ZM10.002,9.53L8.8,8.328L7.598,9.53L8.8,10.732L10.002,9.53ZM10.002,14.4"
        "7L8.8,13.268L7.598,14.47L8.8,15.672L10.002,14.47ZM11.063,15.53L9.861,16.732L11.063,17.934L12.265"
        ",16.732L11.063,15.53ZM13.533,13.061L14.735,11.859L13.533,10.656L12.33,11.859L13.533,13.061ZM16.0"
        "02,15.53L14.8,16.732L16.002,17.934L17.204,16.732L16.002,15.53ZM17.063,14.47L18.265,15.672L19.467"
        ",14.47L18.265,13.268L17.063,14.47ZM14.593,12L13.391,10.798L12.189,12L13.391,13.202L14.593,12ZM17"
        ".063,9.53L18.265,10.732L19.467,9.53L18.265,8.328L17.063,9.53ZM16.002,8.47L17.204,7.268L16.002,6."
        "066L14.8,7.268L16.002,8.47ZM13.533,10.939L12.33,12.141L13.533,13.344L14.735,12.141L13.533,10.939"
        "ZM11.063,8.47L12.265,7.268L11.063,6.066L9.861,7.268L11.063,8.47ZM21.233,7.75C21.233,5.845 19.688"
        ",4.3 17.782,4.3V7.7C17.792,7.7 17.798,7.702 17.801,7.703C17.806,7.705 17.812,7.709 17.818,7.715C"
        "17.824,7.72 17.827,7.726 17.829,7.731C17.831,7.735 17.833,7.74 17.833,7.75H21.233ZM21.233,16.25V"
        "7.75H17.833V16.25H21.233ZM17.782,19.7C19.688,19.7 21.233,18.155 21.233,16.25H17.833C17.833,16.26"
        " 17.831,16.265 17.829,16.269C17.827,16.274 17.824,16.28 17.818,16.285C17.812,16.291 17.806,16.29"
        "5 17.801,16.297C17.798,16.298 17.792,16.3 17.782,16.3V19.7ZM9.408,19.7H17.782V16.3H9.408V19.7ZM6"
        ".648,18.32C7.299,19.189 8.322,19.7 9.408,19.7V16.3C9.392,16.3 9.377,16.293 9.368,16.28L6.648,18."
        "32ZM3.46,14.07L6.648,18.32L9.368,16.28L6.18,12.03L3.46,14.07ZM3.46,9.93C2.54,11.157 2.54,12.843 "
        "3.46,14.07L6.18,12.03C6.167,12.012 6.167,11.988 6.18,11.97L3.46,9.93ZM6.648,5.68L3.46,9.93L6.18,"
        "11.97L9.368,7.72L6.648,5.68ZM9.408,4.3C8.322,4.3 7.299,4.811 6.648,5.68L9.368,7.72C9.377,7.707 9"
        ".392,7.7 9.408,7.7V4.3ZM17.782,4.3H9.408V7.7H17.782V4.3ZM13.674,10.798L11.204,8.328L8.8,10.732L1"
        "1.27,13.202L13.674,10.798ZM11.204,15.672L13.674,13.202L11.27,10.798L8.8,13.268L11.204,15.672ZM12"
        ".265,14.328L11.204,13.268L8.8,15.672L9.861,16.732L12.265,14.328ZM12.33,11.859L9.861,14.328L12.26"
        "5,16.732L14.735,14.263L12.33,11.859ZM17.204,14.328L14.735,11.859L12.33,14.263L14.8,16.732L17.204"
        ",14.328ZM15.861,13.268L14.8,14.328L17.204,16.732L18.265,15.672L15.861,13.268ZM13.391,13.202L15.8"
        "61,15.672L18.265,13.268L15.795,10.798L13.391,13.202ZM15.861,8.328L13.391,10.798L15.795,13.202L18"
        ".265,10.732L15.861,8.328ZM14.8,9.672L15.861,10.732L18.265,8.328L17.204,7.268L14.8,9.672ZM14.735,"
        "12.141L17.204,9.672L14.8,7.268L12.33,9.737L14.735,12.141ZM9.861,9.672L12.33,12.141L14.735,9.737L"
        "12.265,7.268L9.861,9.672ZM11.204,10.732L12.265,9.672L9.861,7.268L8.8,8.328L11.204,10.732Z"),
    '÷': (  # res/drawable/divide.xml, its filled paths
        "M13.5,6.9C13.5,7.728 12.828,8.4 12,8.4C11.172,8.4 10.5,7.728 10.5,6.9C10.5,6.072 11.172,5.4 12,5"
        ".4C12.828,5.4 13.5,6.072 13.5,6.9ZM5.25,12.85V11.15H18.75V12.85H5.25ZM12,18.6C12.828,18.6 13.5,1"
        "7.928 13.5,17.1C13.5,16.272 12.828,15.6 12,15.6C11.172,15.6 10.5,16.272 10.5,17.1C10.5,17.928 11"
        ".172,18.6 12,18.6Z"),
    '=': (  # res/drawable/equal.xml, its filled paths
        "M5.25,9.7H18.75V8H5.25V9.7ZM5.25,16H18.75V14.3H5.25V16Z"),
    '×': (  # res/drawable/multiply.xml, its filled paths
        "M11.998,10.798L6.942,5.742L5.74,6.944L10.796,12L5.74,17.056L6.942,18.258L11.998,13.202L17.054,18"
        ".258L18.256,17.056L13.2,12L18.256,6.944L17.054,5.742L11.998,10.798Z"),
    '%': (  # res/drawable/percent.xml, its filled paths
        "M6.236,18.964L5.034,17.762L17.762,5.034L18.964,6.236L6.236,18.964ZM13.59,18.186C14.859,19.455 16"
        ".917,19.455 18.186,18.186C19.455,16.917 19.455,14.859 18.186,13.59C16.917,12.321 14.859,12.321 1"
        "3.59,13.59C12.321,14.859 12.321,16.917 13.59,18.186ZM14.792,16.984C15.398,17.59 16.379,17.59 16."
        "984,16.984C17.59,16.379 17.59,15.398 16.984,14.792C16.379,14.187 15.398,14.187 14.792,14.792C14."
        "187,15.398 14.187,16.379 14.792,16.984ZM10.408,10.408C9.139,11.677 7.081,11.677 5.812,10.408C4.5"
        "43,9.139 4.543,7.081 5.812,5.812C7.081,4.543 9.139,4.543 10.408,5.812C11.677,7.081 11.677,9.139 "
        "10.408,10.408ZM9.206,9.206C8.601,9.811 7.619,9.811 7.014,9.206C6.409,8.601 6.409,7.619 7.014,7.0"
        "14C7.619,6.409 8.601,6.409 9.206,7.014C9.811,7.619 9.811,8.601 9.206,9.206Z"),
    '+': (  # res/drawable/plus.xml, its filled paths
        "M12.85,11.15V5.25H11.15V11.15H5.25V12.85H11.15V18.75H12.85V12.85H18.75V11.15H12.85Z"),
    "‒": "M5.25,11.15H18.75V12.85H5.25Z",   # res/drawable/minus.xml's stroke (M5.25,12 L18.75,12, 1.7 wide) as a fill
}
TEXT_ICONS = {"(": "(", ")": ")"}                 # stroked drawables, drawn as characters
OPERATORS = {"(", ")", "%", "÷", "×", "‒", "+"}


def _over(surface, primary, elevation_dp: float) -> tuple:
    import math

    a = (4.5 * math.log(elevation_dp + 1) + 2) / 100
    return tuple(round(s + (p - s) * a) for s, p in zip(surface, primary))


def _scheme(surface, primary, **rest) -> dict:
    return {"surface": surface, "primary": primary, "e1": _over(surface, primary, 1),
            "e10": _over(surface, primary, 10), "e50": _over(surface, primary, 50), **rest}


LIGHT = _scheme((0xFF, 0xFB, 0xFE), (0x67, 0x50, 0xA4), on_surface=(0x1C, 0x1B, 0x1F),
                on_surface_variant=(0x49, 0x45, 0x4F), secondary_container=(0xE8, 0xDE, 0xF8),
                on_secondary_container=(0x1D, 0x19, 0x2B), primary_container=(0xEA, 0xDD, 0xFF),
                on_primary_container=(0x21, 0x00, 0x5D))
DARK = _scheme((0x1C, 0x1B, 0x1F), (0xD0, 0xBC, 0xFF), on_surface=(0xE6, 0xE1, 0xE5),
               on_surface_variant=(0xCA, 0xC4, 0xD0), secondary_container=(0x4A, 0x44, 0x58),
               on_secondary_container=(0xE8, 0xDE, 0xF8), primary_container=(0x4F, 0x37, 0x8B),
               on_primary_container=(0xEA, 0xDD, 0xFF))


def colours(model) -> dict:
    return DARK if model.night_mode() else LIGHT


def key_style(c: dict, label: str, width_px: int, px: float) -> dict:
    """A keypad key: a filled circle, its digit (36sp) or icon (48dp) in the key's colours."""
    if label == "=":
        fill, ink = c["primary_container"], c["on_primary_container"]
    elif label in OPERATORS:
        fill, ink = c["secondary_container"], c["on_secondary_container"]
    else:
        fill, ink = c["e1"], c["on_surface"]
    style = {"kind": "button", "fill": fill, "ink": ink, "radius_dp": width_px / 2 / px, "text_sp": 36}
    if label in ICONS:
        style.update(path=ICONS[label], icon_dp=48)
    elif label in TEXT_ICONS:
        style["label"] = TEXT_ICONS[label]
    return style
