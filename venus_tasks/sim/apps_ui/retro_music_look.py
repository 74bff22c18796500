"""How Retro Music 6.1.0 looks on Android 13 (RetroMusicPlayer commit eb4876a, tag v6.1.0,
GPL-3.0): its vector icons and its Material You colours.

Colours. The general theme defaults to "auto" (``pref_general.xml``: the device's dark
theme) and Material You is on from Android 12 (``PreferenceUtil.materialYou``), so the
colours are the system palette's: the window ``system_neutral1_10`` (night ``_900``), the
text ``system_neutral1_900`` (night ``_100``), the secondary text and icons
``system_neutral2_700`` (night ``_200``), the bottom navigation colorSurface at its
elevation (a 8% tint of the accent), its checked item on a 64x32dp
``system_accent2_100`` (night ``_700``) pill; the shuffle button
``Widget.Material3.FloatingActionButton.Primary`` (``accentColor()`` keeps it under
Material You): ``system_accent1_100`` (night ``_700``) with its icon in
``system_accent1_900`` (night ``_100``). The system tones are Material 3's baseline
palette (seed #6750A4) as the default theme gives them [inferred, as ``simple_commons``
and ``zipxtract_look`` do: a device's dynamic colours follow its wallpaper; the published
screenshots show the author's blue]. A song without artwork shows the app's default
album art (``default_audio_art``) in a 45dp rounded ``image``; drawn here as a
``system_accent2_100`` square with ``ic_audiotrack`` [approximation].
"""

from __future__ import annotations

DAY = {"window": (0xFF, 0xFB, 0xFE), "text": (0x1C, 0x1B, 0x1F), "secondary": (0x49, 0x45, 0x4F),
       "nav": (0xF3, 0xED, 0xF7), "pill": (0xE8, 0xDE, 0xF8), "on_pill": (0x1D, 0x19, 0x2B),
       "art": (0xE8, 0xDE, 0xF8), "fab": (0xEA, 0xDD, 0xFF), "on_fab": (0x21, 0x00, 0x5D)}
NIGHT = {"window": (0x1C, 0x1B, 0x1F), "text": (0xE6, 0xE1, 0xE5), "secondary": (0xCA, 0xC4, 0xD0),
         "nav": (0x25, 0x23, 0x2A), "pill": (0x4A, 0x44, 0x58), "on_pill": (0xE8, 0xDE, 0xF8),
         "art": (0x4A, 0x44, 0x58), "fab": (0x4F, 0x37, 0x8B), "on_fab": (0xEA, 0xDD, 0xFF)}

# res/drawable (24dp viewports)
HOME = ("M6,21Q5.175,21 4.588,20.413Q4,19.825 4,19V10Q4,9.525 4.213,9.1Q4.425,8.675 4.8,8.4L10.8,3.9Q11.075,3.7 "
        "11.375,3.6Q11.675,3.5 12,3.5Q12.325,3.5 12.625,3.6Q12.925,3.7 13.2,3.9L19.2,8.4Q19.575,8.675 19.788,9.1"
        "Q20,9.525 20,10V19Q20,19.825 19.413,20.413Q18.825,21 18,21H14V14H10V21Z")
AUDIOTRACK = ("M10,21Q8.35,21 7.175,19.825Q6,18.65 6,17Q6,15.35 7.175,14.175Q8.35,13 10,13Q10.575,13 11.062,13.137"
              "Q11.55,13.275 12,13.55V5Q12,4.175 12.588,3.587Q13.175,3 14,3H16Q16.825,3 17.413,3.587Q18,4.175 18,5"
              "Q18,5.825 17.413,6.412Q16.825,7 16,7H14V17Q14,18.65 12.825,19.825Q11.65,21 10,21Z")
ALBUM = ("M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 14.5c-2.49 0-4.5-2.01-4.5-4.5S9.51 "
         "7.5 12 7.5s4.5 2.01 4.5 4.5-2.01 4.5-4.5 4.5zm0-5.5c-0.55 0-1 0.45-1 1s0.45 1 1 1 1-0.45 1-1-0.45-1-1-1z")
ARTIST = ("M11,14C12,14 13.05,14.16 14.2,14.44C13.39,15.31 13,16.33 13,17.5C13,18.39 13.25,19.23 13.78,20H3V18"
          "C3,16.81 3.91,15.85 5.74,15.12C7.57,14.38 9.33,14 11,14M11,12C9.92,12 9,11.61 8.18,10.83C7.38,10.05 7,9.11 "
          "7,8C7,6.92 7.38,6 8.18,5.18C9,4.38 9.92,4 11,4C12.11,4 13.05,4.38 13.83,5.18C14.61,6 15,6.92 15,8"
          "C15,9.11 14.61,10.05 13.83,10.83C13.05,11.61 12.11,12 11,12M18.5,10H20L22,10V12H20V17.5A2.5,2.5 0 0,1 "
          "17.5,20A2.5,2.5 0 0,1 15,17.5A2.5,2.5 0 0,1 17.5,15C17.86,15 18.19,15.07 18.5,15.21V10Z")
QUEUE_MUSIC = ("M16,20Q14.75,20 13.875,19.125Q13,18.25 13,17Q13,15.75 13.875,14.875Q14.75,14 16,14Q16.275,14 "
               "16.525,14.037Q16.775,14.075 17,14.2V7Q17,6.575 17.288,6.287Q17.575,6 18,6H21Q21.425,6 21.712,6.287"
               "Q22,6.575 22,7Q22,7.425 21.712,7.713Q21.425,8 21,8H19V17Q19,18.25 18.125,19.125Q17.25,20 16,20Z"
               "M4,8Q3.575,8 3.288,7.713Q3,7.425 3,7Q3,6.575 3.288,6.287Q3.575,6 4,6H14Q14.425,6 14.713,6.287Q15,6.575 "
               "15,7Q15,7.425 14.713,7.713Q14.425,8 14,8ZM4,12Q3.575,12 3.288,11.712Q3,11.425 3,11Q3,10.575 3.288,"
               "10.287Q3.575,10 4,10H14Q14.425,10 14.713,10.287Q15,10.575 15,11Q15,11.425 14.713,11.712Q14.425,12 "
               "14,12ZM4,16Q3.575,16 3.288,15.712Q3,15.425 3,15Q3,14.575 3.288,14.287Q3.575,14 4,14H10Q10.425,14 "
               "10.713,14.287Q11,14.575 11,15Q11,15.425 10.713,15.712Q10.425,16 10,16Z")
SEARCH = ("M18.9,20.3 L13.3,14.7Q12.55,15.3 11.575,15.65Q10.6,16 9.5,16Q6.775,16 4.888,14.113Q3,12.225 3,9.5"
          "Q3,6.775 4.888,4.887Q6.775,3 9.5,3Q12.225,3 14.113,4.887Q16,6.775 16,9.5Q16,10.6 15.65,11.575Q15.3,12.55 "
          "14.7,13.3L20.325,18.925Q20.6,19.2 20.6,19.6Q20.6,20 20.3,20.3Q20.025,20.575 19.6,20.575Q19.175,20.575 "
          "18.9,20.3ZM9.5,14Q11.375,14 12.688,12.688Q14,11.375 14,9.5Q14,7.625 12.688,6.312Q11.375,5 9.5,5Q7.625,5 "
          "6.312,6.312Q5,7.625 5,9.5Q5,11.375 6.312,12.688Q7.625,14 9.5,14Z")
SHUFFLE = ("M9.175,10.575 L4.7,6.1Q4.425,5.825 4.425,5.4Q4.425,4.975 4.7,4.7Q4.975,4.425 5.4,4.425Q5.825,4.425 "
           "6.1,4.7L10.575,9.175ZM15,20Q14.575,20 14.288,19.712Q14,19.425 14,19Q14,18.575 14.288,18.288Q14.575,18 "
           "15,18H16.6L13.4,14.8L14.825,13.375L18,16.55V15Q18,14.575 18.288,14.287Q18.575,14 19,14Q19.425,14 "
           "19.712,14.287Q20,14.575 20,15V19Q20,19.425 19.712,19.712Q19.425,20 19,20ZM4.7,19.3Q4.425,19.025 "
           "4.425,18.6Q4.425,18.175 4.7,17.9L16.6,6H15Q14.575,6 14.288,5.713Q14,5.425 14,5Q14,4.575 14.288,4.287"
           "Q14.575,4 15,4H19Q19.425,4 19.712,4.287Q20,4.575 20,5V9Q20,9.425 19.712,9.712Q19.425,10 19,10"
           "Q18.575,10 18.288,9.712Q18,9.425 18,9V7.4L6.1,19.3Q5.825,19.575 5.4,19.575Q4.975,19.575 4.7,19.3Z")
TAB_ICONS = {"home": HOME, "songs": AUDIOTRACK, "albums": ALBUM, "artists": ARTIST, "playlists": QUEUE_MUSIC}


def colours(model) -> dict:
    """The palette for the device's dark-theme setting."""
    return NIGHT if model.night_mode() else DAY
