"""How ZipXtract v4.2 looks on Android 13: its Material 3 theme under dynamic colours, its
vector icons and the styles of its buttons, icon buttons, bottom navigation and spinners.

Colours. ``App.kt`` calls ``DynamicColors.applyToActivitiesIfAvailable``, so on Android 12+
the theme's ``md_theme_*`` colours (``res/values/colors.xml``, seed #2b7bff) are replaced by
the system palette (material 1.9.0's ``ThemeOverlay.Material3.DynamicColors.Light``/``Dark``:
colorPrimary ``system_accent1_600`` (night ``_200``), colorOnPrimary ``_0`` (night ``_800``),
colorSurface ``system_neutral1_10`` (night ``_900``), colorOnSurface ``_900`` (night ``_100``),
colorOnSurfaceVariant ``system_neutral2_700`` (night ``_200``), colorSecondaryContainer
``system_accent2_100`` (night ``_700``)). The system tones are Material 3's baseline palette
(seed #6750A4) as the default theme gives them [inferred, as ``simple_commons`` does: a
device's dynamic colours follow its wallpaper; the published screenshots show the author's
indigo]. The bottom navigation (``Widget.Material3.BottomNavigationView``) is colorSurface at
elevation 3dp, i.e. overlaid with colorPrimary at 8.2% (``ElevationOverlayProvider``:
(4.5 ln(3 + 1) + 2) %); its checked item sits on a 64x32dp colorSecondaryContainer pill.

Shapes (``fragment_extract.xml``, ``fragment_create_zip.xml``): the MaterialButtons have
``app:cornerRadius="10dp"`` (40dp faces in 48dp touch boxes: Widget.Material3.Button's 4dp
insets, 14sp text in colorOnPrimary; the Create tab's File/Files/Folder carry 18dp icons);
the icon buttons (``?attr/materialIconButtonStyle``) draw their 24dp icon in
colorOnSurfaceVariant; ``appName`` is 35sp; the Compression Settings spinners sit in
outlined MaterialCardViews (12dp corners, colorOutline stroke) with the Spinner's
drop-down arrow; the dialogs' buttons are Material 3 text buttons in colorPrimary.
"""

from __future__ import annotations

# res/drawable/*.xml at v4.2 (24dp viewports)
CACHE_DELETE = ("M18.65,8.35l-2.79,2.79c-0.32,0.32 -0.1,0.86 0.35,0.86H18c0,3.31 -2.69,6 -6,6 -0.79,0 -1.56,-0.15 "
                "-2.25,-0.44 -0.36,-0.15 -0.77,-0.04 -1.04,0.23 -0.51,0.51 -0.33,1.37 0.34,1.64 0.91,0.37 1.91,0.57 "
                "2.95,0.57 4.42,0 8,-3.58 8,-8h1.79c0.45,0 0.67,-0.54 0.35,-0.85l-2.79,-2.79c-0.19,-0.2 -0.51,-0.2 "
                "-0.7,-0.01zM6,12c0,-3.31 2.69,-6 6,-6 0.79,0 1.56,0.15 2.25,0.44 0.36,0.15 0.77,0.04 1.04,-0.23 "
                "0.51,-0.51 0.33,-1.37 -0.34,-1.64C14.04,4.2 13.04,4 12,4c-4.42,0 -8,3.58 -8,8H2.21c-0.45,0 -0.67,0.54 "
                "-0.35,0.85l2.79,2.79c0.2,0.2 0.51,0.2 0.71,0l2.79,-2.79c0.31,-0.31 0.09,-0.85 -0.36,-0.85H6z")
EXTRACT_Z = ("M5,20h14c0.55,0 1,0.45 1,1v0c0,0.55 -0.45,1 -1,1H5c-0.55,0 -1,-0.45 -1,-1v0C4,20.45 4.45,20 5,20zM5,2h14"
             "c0.55,0 1,0.45 1,1v0c0,0.55 -0.45,1 -1,1H5C4.45,4 4,3.55 4,3v0C4,2.45 4.45,2 5,2zM13,9h1.79c0.45,0 "
             "0.67,-0.54 0.35,-0.85l-2.79,-2.79c-0.2,-0.2 -0.51,-0.2 -0.71,0L8.85,8.15C8.54,8.46 8.76,9 9.21,9H11v6"
             "H9.21c-0.45,0 -0.67,0.54 -0.35,0.85l2.79,2.79c0.2,0.2 0.51,0.2 0.71,0l2.79,-2.79c0.31,-0.31 0.09,-0.85 "
             "-0.35,-0.85H13V9z")
CREATE_Z = ("M4,10L4,10c0,0.55 0.45,1 1,1h14c0.55,0 1,-0.45 1,-1v0c0,-0.55 -0.45,-1 -1,-1H5C4.45,9 4,9.45 4,10z"
            "M14.79,4H13V2c0,-0.55 -0.45,-1 -1,-1h0c-0.55,0 -1,0.45 -1,1v2H9.21C8.76,4 8.54,4.54 8.85,4.85l2.79,2.79"
            "c0.2,0.2 0.51,0.2 0.71,0l2.79,-2.79C15.46,4.54 15.24,4 14.79,4z"
            "M9.21,19H11v2c0,0.55 0.45,1 1,1h0c0.55,0 1,-0.45 1,-1v-2h1.79c0.45,0 0.67,-0.54 0.35,-0.85l-2.79,-2.79"
            "c-0.2,-0.2 -0.51,-0.2 -0.71,0l-2.79,2.79C8.54,18.46 8.76,19 9.21,19z"
            "M5,14h14c0.55,0 1,-0.45 1,-1v0c0,-0.55 -0.45,-1 -1,-1H5c-0.55,0 -1,0.45 -1,1v0C4,13.55 4.45,14 5,14z")
INFO = ("M11,7h2v2h-2zM11,11h2v6h-2zM12,2C6.48,2 2,6.48 2,12s4.48,10 10,10 10,-4.48 10,-10S17.52,2 12,2z"
        "M12,20c-4.41,0 -8,-3.59 -8,-8s3.59,-8 8,-8 8,3.59 8,8 -3.59,8 -8,8z")
SETTINGS = ("M19.43,12.98c0.04,-0.32 0.07,-0.64 0.07,-0.98s-0.03,-0.66 -0.07,-0.98l2.11,-1.65c0.19,-0.15 0.24,-0.42 "
            "0.12,-0.64l-2,-3.46c-0.12,-0.22 -0.39,-0.3 -0.61,-0.22l-2.49,1c-0.52,-0.4 -1.08,-0.73 -1.69,-0.98l-0.38,"
            "-2.65C14.46,2.18 14.25,2 14,2h-4c-0.25,0 -0.46,0.18 -0.49,0.42l-0.38,2.65c-0.61,0.25 -1.17,0.59 -1.69,"
            "0.98l-2.49,-1c-0.23,-0.09 -0.49,0 -0.61,0.22l-2,3.46c-0.13,0.22 -0.07,0.49 0.12,0.64l2.11,1.65c-0.04,"
            "0.32 -0.07,0.65 -0.07,0.98s0.03,0.66 0.07,0.98l-2.11,1.65c-0.19,0.15 -0.24,0.42 -0.12,0.64l2,3.46c0.12,"
            "0.22 0.39,0.3 0.61,0.22l2.49,-1c0.52,0.4 1.08,0.73 1.69,0.98l0.38,2.65c0.03,0.24 0.24,0.42 0.49,0.42h4"
            "c0.25,0 0.46,-0.18 0.49,-0.42l0.38,-2.65c0.61,-0.25 1.17,-0.59 1.69,-0.98l2.49,1c0.23,0.09 0.49,0 0.61,"
            "-0.22l2,-3.46c0.12,-0.22 0.07,-0.49 -0.12,-0.64l-2.11,-1.65zM12,15.5c-1.93,0 -3.5,-1.57 -3.5,-3.5s1.57,"
            "-3.5 3.5,-3.5 3.5,1.57 3.5,3.5 -1.57,3.5 -3.5,3.5z")
HELP = ("M12,2C6.48,2 2,6.48 2,12s4.48,10 10,10 10,-4.48 10,-10S17.52,2 12,2zM12,20c-4.41,0 -8,-3.59 -8,-8s3."
        "59,-8 8,-8 8,3.59 8,8 -3.59,8 -8,8zM11,16h2v2h-2zM12.61,6.04c-2.06,-0.3 -3.88,0.97 -4.43,2.79 -0.18,"
        "0.58 0.26,1.17 0.87,1.17h0.2c0.41,0 0.74,-0.29 0.88,-0.67 0.32,-0.89 1.27,-1.5 2.3,-1.28 0.95,0.2 1."
        "65,1.13 1.57,2.1 -0.1,1.34 -1.62,1.63 -2.45,2.88 0,0.01 -0.01,0.01 -0.01,0.02 -0.01,0.02 -0.02,0.03 "
        "-0.03,0.05 -0.09,0.15 -0.18,0.32 -0.25,0.5 -0.01,0.03 -0.03,0.05 -0.04,0.08 -0.01,0.02 -0.01,0.04 -0"
        ".02,0.07 -0.12,0.34 -0.2,0.75 -0.2,1.25h2c0,-0.42 0.11,-0.77 0.28,-1.07 0.02,-0.03 0.03,-0.06 0.05,-"
        "0.09 0.08,-0.14 0.18,-0.27 0.28,-0.39 0.01,-0.01 0.02,-0.03 0.03,-0.04 0.1,-0.12 0.21,-0.23 0.33,-0."
        "34 0.96,-0.91 2.26,-1.65 1.99,-3.56 -0.24,-1.74 -1.61,-3.21 -3.35,-3.47z")
COPY_FILE = ("M14,2L6,2c-1.1,0 -1.99,0.9 -1.99,2L4,20c0,1.1 0.89,2 1.99,2L18,22c1.1,0 2,-0.9 2,-2L20,8l-6,-6z"
             "M16,16h-3v3h-2v-3L8,16v-2h3v-3h2v3h3v2zM13,9L13,3.5L18.5,9L13,9z")
FILES_COPY = ("M16,1L4,1c-1.1,0 -2,0.9 -2,2v14h2L4,3h12L16,1zM15,5l6,6v10c0,1.1 -0.9,2 -2,2L7.99,23C6.89,23 6,22.1 "
              "6,21l0.01,-14c0,-1.1 0.89,-2 1.99,-2h7zM14,12h5.5L14,6.5L14,12z")
FOLDER_COPY = ("M3,19h17v2H3c-1.1,0 -2,-0.9 -2,-2V6h2V19zM23,6v9c0,1.1 -0.9,2 -2,2H7c-1.1,0 -2,-0.9 -2,-2L5.01,4"
               "C5.01,2.9 5.9,2 7,2h5l2,2h7C22.1,4 23,4.9 23,6zM7,15h14V6h-7.83l-2,-2H7V15z")
DELETE = "M6,19c0,1.1 0.9,2 2,2h8c1.1,0 2,-0.9 2,-2V7H6v12zM19,4h-3.5l-1,-1h-5l-1,1H5v2h14V4z"

DAY = {"primary": (0x67, 0x50, 0xA4), "on_primary": (0xFF, 0xFF, 0xFF), "surface": (0xFF, 0xFB, 0xFE),
       "on_surface": (0x1C, 0x1B, 0x1F), "on_surface_variant": (0x49, 0x45, 0x4F),
       "secondary_container": (0xE8, 0xDE, 0xF8), "on_secondary_container": (0x1D, 0x19, 0x2B),
       "nav": (0xF3, 0xED, 0xF7), "outline": (0x79, 0x74, 0x7E)}
NIGHT = {"primary": (0xD0, 0xBC, 0xFF), "on_primary": (0x38, 0x1E, 0x72), "surface": (0x1C, 0x1B, 0x1F),
         "on_surface": (0xE6, 0xE1, 0xE5), "on_surface_variant": (0xCA, 0xC4, 0xD0),
         "secondary_container": (0x4A, 0x44, 0x58), "on_secondary_container": (0xE8, 0xDE, 0xF8),
         "nav": (0x2B, 0x28, 0x31), "outline": (0x93, 0x8F, 0x99)}


def colours(model) -> dict:
    """The theme's colours for the device's dark-theme setting."""
    return NIGHT if model.night_mode() else DAY


def button_style(c: dict, path: str = "") -> dict:
    """A filled MaterialButton with ``cornerRadius`` 10dp (and an 18dp icon from ``path``)."""
    style = {"kind": "button", "fill": c["primary"], "ink": c["on_primary"], "radius_dp": 10, "inset_dp": 4}
    if path:
        style["path"] = path
    return style


def icon_style(c: dict, path: str) -> dict:
    """``?attr/materialIconButtonStyle``: the icon in colorOnSurfaceVariant."""
    return {"kind": "icon_button", "path": path, "ink": c["on_surface_variant"]}
