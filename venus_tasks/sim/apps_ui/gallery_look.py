"""How Simple Gallery Pro 6.28.1 (versionCode 396, the APK the benchmark installs) draws its
three main screens, from its sources at tag 6.28.1 (SimpleMobileTools/Simple-Gallery,
GPL-3.0) and Simple-Commons 9e60e24790 (the library that version builds with):

* ``activity_main.xml``: ``MySearchMenu`` ``main_menu`` (``simple_commons.search_menu``),
  its hint ``search_folders`` "Search folders" (``MainActivity.setupSearch``), the
  ``menu_main.xml`` items shown always: ``open_camera`` (``ic_camera_vector``) and
  ``show_all`` (``ic_files_vector``); sort and filter are ``ifRoom`` and go to the overflow
  (``ActionBarPolicy.getMaxActionButtons``: 3 at 360-499dp wide, one of them the overflow).
* ``directory_item_grid_square.xml``: ``integers.xml`` ``directory_columns_vertical_scroll``
  2 square cells a row; the thumbnail fills the cell (1px padding); ``dir_shadow_holder``
  ``tmb_shadow_height`` 70dp of ``gradient_background`` (``gradient_grey_start`` #CC000000
  at the bottom to transparent); ``dir_name`` and ``photo_cnt`` white, 14sp
  (``normal_text_size``), 8dp from the sides, at the bottom.
* ``activity_media.xml``: ``media_menu`` with the back arrow (``toggleForceArrowBackIcon``:
  ``ic_arrow_left_vector`` described "Back"), the hint "Search in <folder>"
  (``search_in_placeholder``), ``menu_media.xml``'s ``toggle_filename`` (``ic_label_vector``)
  and ``folder_view`` (``ic_folders_vector``); ``media_columns_vertical_scroll`` 3 columns.
* ``activity_medium.xml`` / ``bottom_actions.xml``: black behind the picture; the toolbar
  transparent over ``top_shadow`` (``gradient_background_flipped``), the back arrow and the
  file name white, ``menu_viewpager.xml``'s ``menu_rotate`` (``ic_rotate_right_vector``,
  ifRoom) and ``menu_properties`` (``ic_info_vector``) shown, as the published screenshot
  shows them [inferred for 6.28.1], and the overflow;
  the default bottom actions (favourite ``ic_star_outline_vector``, edit ``ic_edit_vector``,
  share, delete) white in a 64dp (``bottom_actions_height``) row over the bottom gradient.
"""

from __future__ import annotations

from PIL import Image

from venus_tasks.sim.screen.image_ref import ImageRef

WHITE = (255, 255, 255)
GRADIENT_START = 0xCC              # gradient_grey_start #CC000000

# (path data, viewport) of the apps' and Simple-Commons' drawables
CAMERA = ("M8.8 12a3.2 3.2 0 1 1 6.4 0 3.2 3.2 0 1 1-6.4 0|M9 2L7.17 4H4C2.9 4 2 4.9 2 6v12c0 1.1 0.9 2 2 2h16c"
          "1.1 0 2-0.9 2-2V6c0-1.1-0.9-2-2-2h-3.17L15 2H9zm3 15c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5"
          "-5 5z", 24)
FILES = ("M18.75 29.15H35.3q0.5 0 0.7-0.4 0.2-0.4-0.1-0.8l-4.85-6.55q-0.25-0.3-0.6-0.3t-0.6 0.3l-4.55 5.95-2.8"
         "-3.6q-0.25-0.3-0.6-0.3t-0.6 0.35l-3.15 4.15q-0.3 0.4-0.075 0.8 0.225 0.4 0.675 0.4zM13 38q-1.2 0-2.1"
         "-0.9Q10 36.2 10 35V7q0-1.2 0.9-2.1Q11.8 4 13 4h28q1.2 0 2.1 0.9Q44 5.8 44 7v28q0 1.2-0.9 2.1Q42.2 38"
         " 41 38zm-6 6q-1.2 0-2.1-0.9Q4 42.2 4 41V11.5q0-0.65 0.425-1.075Q4.85 10 5.5 10q0.65 0 1.075 0.425Q7 "
         "10.85 7 11.5V41h29.5q0.65 0 1.075 0.425Q38 41.85 38 42.5q0 0.65-0.425 1.075Q37.15 44 36.5 44z", 48)
LABEL = ("M20 4H4C2.9 4 2 4.9 2 6v12c0 1.1 0.9 2 2 2h16c1.1 0 2-0.9 2-2V6c0-1.1-0.9-2-2-2zM4 12h4v2H4v-2zm10 6"
         "H4v-2h10v2zm6 0h-4v-2h4v2zm0-4H10v-2h10v2z", 24)
FOLDERS = ("M5 42q-1.25 0-2.125-0.875T2 39V12q0-0.65 0.425-1.075Q2.85 10.5 3.5 10.5q0.65 0 1.075 0.425Q5 11.35 5"
           " 12v27h35q0.65 0 1.075 0.425Q41.5 39.85 41.5 40.5q0 0.65-0.425 1.075Q40.65 42 40 42zm6-6q-1.25 0-2.1"
           "25-0.875T8 33V7q0-1.25 0.875-2.125T11 4h11.75q0.6 0 1.175 0.25Q24.5 4.5 24.9 4.9L27 7h16q1.25 0 2.12"
           "5 0.875T46 10v23q0 1.25-0.875 2.125T43 36z", 48)
STAR_OUTLINE = ("M19.65 9.04l-4.84-0.42-1.89-4.45c-0.34-0.81-1.5-0.81-1.84 0L9.19 8.63 4.36 9.04c-0.88 0.07-1.24 1.17"
                "-0.57 1.75l3.67 3.18-1.1 4.72c-0.2 0.86 0.73 1.54 1.49 1.08l4.15-2.5 4.15 2.51c0.76 0.46 1.69-0.22 1"
                ".49-1.08l-1.1-4.73 3.67-3.18c0.67-0.58 0.32-1.68-0.56-1.75zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38"
                "-0.38L12 6.1l1.71 4.04 4.38 0.38-3.32 2.88 1 4.28L12 15.4z", 24)
EDIT = ("M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04c0.39-0.39 0.39-1.02 0-1.41l-2.34-2.34c-0."
        "39-0.39-1.02-0.39-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z", 24)
ROTATE_RIGHT = ("M14.83 4.83L12.7 2.7C12.08 2.08 11 2.52 11 3.41v0.66C7.06 4.56 4 7.92 4 12c0 3.64 2.43 6.71 5.77 7.6"
                "8 0.62 0.18 1.23-0.32 1.23-0.96v-0.03c0-0.43-0.27-0.82-0.68-0.94C7.82 17.03 6 14.73 6 12c0-2.97 2.16"
                "-5.43 5-5.91v1.53c0 0.89 1.07 1.33 1.7 0.71l2.13-2.08c0.4-0.38 0.4-1.02 0-1.42zm4.84 4.93c-0.16-0.55"
                "-0.38-1.08-0.66-1.59-0.31-0.57-1.1-0.66-1.56-0.2l-0.01 0.01c-0.31 0.31-0.38 0.78-0.17 1.16 0.2 0.37 "
                "0.36 0.76 0.48 1.16 0.12 0.42 0.51 0.7 0.94 0.7h0.02c0.65 0 1.15-0.62 0.96-1.24zM13 18.68v0.02c0 0.6"
                "5 0.62 1.14 1.24 0.96 0.55-0.16 1.08-0.38 1.59-0.66 0.57-0.31 0.66-1.1 0.2-1.56l-0.02-0.02c-0.31-0.3"
                "1-0.78-0.38-1.16-0.17-0.37 0.21-0.76 0.37-1.16 0.49-0.41 0.12-0.69 0.51-0.69 0.94zm4.44-2.65c0.46 0."
                "46 1.25 0.37 1.56-0.2 0.28-0.51 0.5-1.04 0.67-1.59 0.18-0.62-0.31-1.24-0.96-1.24h-0.02c-0.44 0-0.82 "
                "0.28-0.94 0.7-0.12 0.4-0.28 0.79-0.48 1.17-0.21 0.38-0.13 0.86 0.17 1.16z", 24)
INFO = ("M24.15 34.15q0.7 0 1.175-0.475Q25.8 33.2 25.8 32.5v-8.9q0-0.65-0.5-1.125T24.15 22q-0.7 0-1.175 0.475"
        "Q22.5 22.95 22.5 23.65v8.9q0 0.65 0.5 1.125t1.15 0.475zM24 18.5q0.8 0 1.325-0.5 0.525-0.5 0.525-1.3t"
        "-0.525-1.35Q24.8 14.8 24 14.8q-0.8 0-1.325 0.55-0.525 0.55-0.525 1.35t0.525 1.3Q23.2 18.5 24 18.5zm0"
        " 25.8q-4.3 0-8.025-1.55-3.725-1.55-6.45-4.275Q6.8 35.75 5.25 32.025 3.7 28.3 3.7 24q0-4.25 1.55-7.97"
        "5Q6.8 12.3 9.525 9.575q2.725-2.725 6.45-4.3Q19.7 3.7 24 3.7q4.25 0 7.975 1.575 3.725 1.575 6.45 4.3Q"
        "41.15 12.3 42.725 16q1.575 3.7 1.575 8t-1.575 8.025q-1.575 3.725-4.3 6.45-2.725 2.725-6.45 4.275Q28."
        "25 44.3 24 44.3zM24 24zm0 16.9q6.95 0 11.925-4.95Q40.9 31 40.9 24q0-6.95-4.975-11.925Q30.95 7.1 24 7"
        ".1q-6.95 0-11.925 4.975Q7.1 17.05 7.1 24q0 7 4.975 11.95Q17.05 40.9 24 40.9z", 48)


def gradient(size: tuple[int, int], dark_at_bottom: bool) -> ImageRef:
    """``gradient_background`` (``dark_at_bottom``) or ``..._flipped``: #CC000000 fading to
    transparent over ``size`` (w, h) px."""
    w, h = size

    def load():
        col = Image.new("L", (1, max(1, h)))
        for y in range(max(1, h)):
            f = y / max(1, h - 1)
            col.putpixel((0, y), round(GRADIENT_START * (f if dark_at_bottom else 1 - f)))
        img = Image.new("RGBA", (max(1, w), max(1, h)), (0, 0, 0, 0))
        img.putalpha(col.resize((max(1, w), max(1, h))))
        return img
    return ImageRef(f"gallery-gradient:{w}x{h}:{dark_at_bottom}", load)
