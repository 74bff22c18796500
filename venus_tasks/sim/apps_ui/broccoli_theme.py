"""Broccoli 1.2.6's colours and icons (flauschtrud/broccoli, commit f8ef1d6, GPL-3.0):
``Theme.Broccoli`` of ``res/values/themes.xml`` and ``res/values-night/themes.xml`` over
``colors.xml``, and the path data of its ``res/drawable/ic_*_24dp.xml`` vectors.

Day: ``colorPrimary`` green_800 #2E7D32 (the collapsed app bar's ``contentScrim``
``?attr/colorPrimarySurface`` and the MainActivity toolbar), ``colorSecondary`` the same
(the floating buttons), ``colorControlNormal`` gray_600 #757575 (the details' icons);
the app bar's ``ThemeOverlay.MaterialComponents.Dark.ActionBar`` draws its title and
icons white. Night: ``colorPrimary``/``colorSecondary`` green_200 #A5D6A7 with
``colorOnPrimary`` black, ``colorControlNormal`` gray_400 #BDBDBD, the bars in
``colorSurface`` #121212 (MaterialComponents' dark surface; its elevation overlay is not
drawn).
"""

from __future__ import annotations

DAY = {"primary": (0x2E, 0x7D, 0x32), "on_primary": (0xFF, 0xFF, 0xFF), "bar": (0x2E, 0x7D, 0x32),
       "on_bar": (0xFF, 0xFF, 0xFF), "surface": (0xFF, 0xFF, 0xFF), "text": (0x21, 0x21, 0x21),
       "control": (0x75, 0x75, 0x75)}
NIGHT = {"primary": (0xA5, 0xD6, 0xA7), "on_primary": (0x00, 0x00, 0x00), "bar": (0x12, 0x12, 0x12),
         "on_bar": (0xFF, 0xFF, 0xFF), "surface": (0x12, 0x12, 0x12), "text": (0xE0, 0xE0, 0xE0),
         "control": (0xBD, 0xBD, 0xBD)}

RESTAURANT = ("M11,9L9,9L9,2L7,2v7L5,9L5,2L3,2v7c0,2.12 1.66,3.84 3.75,3.97L6.75,22h2.5v-9.03C11.34,12.84 13,11.12 "
              "13,9L13,2h-2v7zM16,6v8h2.5v8L21,22L21,2c-2.76,0 -5,2.24 -5,4z")
PERSON = ("M12,12c2.21,0 4,-1.79 4,-4s-1.79,-4 -4,-4 -4,1.79 -4,4 1.79,4 4,4zM12,14c-2.67,0 -8,1.34 -8,4v2h16v-2"
          "c0,-2.66 -5.33,-4 -8,-4z")
TIME = ("M11.99,2C6.47,2 2,6.48 2,12s4.47,10 9.99,10C17.52,22 22,17.52 22,12S17.52,2 11.99,2zM12,20c-4.42,0 -8,-3.58 "
        "-8,-8s3.58,-8 8,-8 8,3.58 8,8 -3.58,8 -8,8zM12.5,7H11v6l5.25,3.15 0.75,-1.23 -4.5,-2.67z")
CATEGORIES = ("M17.63,5.84C17.27,5.33 16.67,5 16,5L5,5.01C3.9,5.01 3,5.9 3,7v10c0,1.1 0.9,1.99 2,1.99L16,19"
              "c0.67,0 1.27,-0.33 1.63,-0.84L22,12l-4.37,-6.16z")
LINK = ("M3.9,12c0,-1.71 1.39,-3.1 3.1,-3.1h4L11,7L7,7c-2.76,0 -5,2.24 -5,5s2.24,5 5,5h4v-1.9L7,15.1c-1.71,0 -3.1,"
        "-1.39 -3.1,-3.1zM8,13h8v-2L8,11v2zM17,7h-4v1.9h4c1.71,0 3.1,1.39 3.1,3.1s-1.39,3.1 -3.1,3.1h-4L13,17h4"
        "c2.76,0 5,-2.24 5,-5s-2.24,-5 -5,-5z")
FAVORITE = ("M12,21.35l-1.45,-1.32C5.4,15.36 2,12.28 2,8.5 2,5.42 4.42,3 7.5,3c1.74,0 3.41,0.81 4.5,2.09C13.09,3.81 "
            "14.76,3 16.5,3 19.58,3 22,5.42 22,8.5c0,3.78 -3.4,6.86 -8.55,11.54L12,21.35z")
FAVORITE_BORDER = ("M16.5,3c-1.74,0 -3.41,0.81 -4.5,2.09C10.91,3.81 9.24,3 7.5,3 4.42,3 2,5.42 2,8.5c0,3.78 3.4,6.86 "
                   "8.55,11.54L12,21.35l1.45,-1.32C18.6,15.36 22,12.28 22,8.5 22,5.42 19.58,3 16.5,3zM12.1,18.55"
                   "l-0.1,0.1 -0.1,-0.1C7.14,14.24 4,11.39 4,8.5 4,6.5 5.5,5 7.5,5c1.54,0 3.04,0.99 3.57,2.36h1.87"
                   "C13.46,5.99 14.96,5 16.5,5c2,0 3.5,1.5 3.5,3.5 0,2.89 -3.14,5.74 -7.9,10.05z")
CLOSE = ("M19,6.41L17.59,5 12,10.59 6.41,5 5,6.41 10.59,12 5,17.59 6.41,19 12,13.41 17.59,19 19,17.59 "
         "13.41,12z")
PHOTO_CAMERA = ("M12,12m-3.2,0a3.2,3.2 0,1 1,6.4 0a3.2,3.2 0,1 1,-6.4 0"
                "M9,2L7.17,4L4,4c-1.1,0 -2,0.9 -2,2v12c0,1.1 0.9,2 2,2h16c1.1,0 2,-0.9 2,-2L22,6c0,-1.1 -0.9,-2 "
                "-2,-2h-3.17L15,2L9,2zM12,17c-2.76,0 -5,-2.24 -5,-5s2.24,-5 5,-5 5,2.24 5,5 -2.24,5 -5,5z")

# placeholder.xml: the editor's photo without a photo (50dp, colorControlNormal)
PLACEHOLDER = ("M12,22c4.97,0 9,-4.03 9,-9 -4.97,0 -9,4.03 -9,9zM5.6,10.25c0,1.38 1.12,2.5 2.5,2.5 0.53,0 1.01,-0.16 "
               "1.42,-0.44l-0.02,0.19c0,1.38 1.12,2.5 2.5,2.5s2.5,-1.12 2.5,-2.5l-0.02,-0.19c0.4,0.28 0.89,0.44 "
               "1.42,0.44 1.38,0 2.5,-1.12 2.5,-2.5 0,-1 -0.59,-1.85 -1.43,-2.25 0.84,-0.4 1.43,-1.25 1.43,-2.25 0,"
               "-1.38 -1.12,-2.5 -2.5,-2.5 -0.53,0 -1.01,0.16 -1.42,0.44l0.02,-0.19C14.5,2.12 13.38,1 12,1S9.5,2.12 "
               "9.5,3.5l0.02,0.19c-0.4,-0.28 -0.89,-0.44 -1.42,-0.44 -1.38,0 -2.5,1.12 -2.5,2.5 0,1 0.59,1.85 1.43,"
               "2.25 -0.84,0.4 -1.43,1.25 -1.43,2.25zM12,5.5c1.38,0 2.5,1.12 2.5,2.5s-1.12,2.5 -2.5,2.5S9.5,9.38 "
               "9.5,8s1.12,-2.5 2.5,-2.5zM3,13c0,4.97 4.03,9 9,9 0,-4.97 -4.03,-9 -9,-9z")


def colours(model) -> dict:
    """The theme's colours for the device's dark-theme setting."""
    return NIGHT if model.night_mode() else DAY
