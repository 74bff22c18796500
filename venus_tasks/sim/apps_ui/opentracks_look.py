"""How OpenTracks v4.11.3 looks: its theme's colours and the drawables of the track list.

Source: OpenTracksApp/OpenTracks tag v4.11.3 (4c204b6bd1d63de90da657a60e55049645d66dbd):

* ``res/values/styles_theme.xml`` ``OpenTracksTheme``: Theme.Material3.DayNight with
  colorPrimary @color/opentracks #FF6D00; the BottomAppBar in ?attr/colorSurfaceContainer.
  Dynamic colours are off by default (``settings.xml`` settings_ui_dynamic_colors_default
  false), so the surfaces are Material Components 1.11.0's (build.gradle) baseline
  colorSurface (light neutral98 #FEF7FF, dark neutral6 #141218), colorSurfaceContainer
  (neutral94 #F3EDF7, dark neutral12 #211F26), colorOnSurface (#1D1B20, dark #E6E0E9)
  [inferred from MDC 1.11's m3_sys_color_* tokens, not read here].
* ``res/values/colors.xml``: red_dark #BE161B, the record button's tint
  (``TrackListActivity.updateGpsMenuItem``/``onResume``: setBackgroundTintList red_dark).
* ``res/layout/track_list.xml``: MaterialToolbar ``track_list_toolbar`` (navigation icon
  ``ic_logo_color_24dp``, title app_name, ``menu/track_list.xml``: search, markers shown,
  settings and help in the overflow); BottomAppBar ``bottom_app_bar`` (fabAlignmentMode
  end) with ``aggregated_stats_button`` (``ic_statistics_24dp``) and
  ``sensor_start_button`` (``ic_gps_off_24dp``); FloatingActionButton
  ``track_list_fab_action`` ("Record", ``ic_baseline_record_24``).
* ``data/models/ActivityType.java``: an activity's icon (walking and hiking
  ``ic_activity_walk_24dp``, running ``_run_``, biking and cycling ``_bike_``, boat
  ``_boat_``, others ``ActivityIcon.ICON_UNKNOWN`` = ``ic_logo_24dp``).
"""

from __future__ import annotations

SURFACE, SURFACE_NIGHT = (0xFE, 0xF7, 0xFF), (0x14, 0x12, 0x18)
SURFACE_CONTAINER, SURFACE_CONTAINER_NIGHT = (0xF3, 0xED, 0xF7), (0x21, 0x1F, 0x26)
ON_SURFACE, ON_SURFACE_NIGHT = (0x1D, 0x1B, 0x20), (0xE6, 0xE0, 0xE9)
RED_DARK = (0xBE, 0x16, 0x1B)
WHITE = (255, 255, 255)
# ic_logo_color_24dp (100x100): a #FBB22F to #FF6D00 gradient, drawn in its middle tone
# as apps/icons.py does; ic_logo_24dp is the same arrow in the icon colour.
LOGO_INK = (0xFF, 0x8F, 0x17)
LOGO = ("M82.489,12.834C83.196,10.418 82.043,9.556 79.926,10.917L10.087,55.828c-2.117,1.361 -1.795,2.628 "
        "0.714,2.815L39.806,60.807c2.51,0.188 5.291,2.267 6.18,4.621l10.282,27.208c0.89,2.354 2.195,2.304 "
        "2.902,-0.111z")
MARKERS = ("M12,2C8.13,2 5,5.13 5,9c0,5.25 7,13 7,13s7,-7.75 7,-13c0,-3.87 -3.13,-7 -7,-7zM12,11.5c-1.38,0 -2.5,"
           "-1.12 -2.5,-2.5s1.12,-2.5 2.5,-2.5 2.5,1.12 2.5,2.5 -1.12,2.5 -2.5,2.5z")
STATISTICS = ("M19,3L5,3c-1.1,0 -2,0.9 -2,2v14c0,1.1 0.9,2 2,2h14c1.1,0 2,-0.9 2,-2L21,5c0,-1.1 -0.9,-2 -2,-2z"
              "M9,17L7,17v-7h2v7zM13,17h-2L11,7h2v10zM17,17h-2v-4h2v4z")
GPS_OFF = ("M20.94,11c-0.46,-4.17 -3.77,-7.48 -7.94,-7.94L13,1h-2v2.06c-1.13,0.12 -2.19,0.46 -3.16,0.97l1.5,1.5"
           "C10.16,5.19 11.06,5 12,5c3.87,0 7,3.13 7,7 0,0.94 -0.19,1.84 -0.52,2.65l1.5,1.5c0.5,-0.96 0.84,-2.02 "
           "0.97,-3.15L23,13v-2h-2.06zM3,4.27l2.04,2.04C3.97,7.62 3.25,9.23 3.06,11L1,11v2h2.06c0.46,4.17 3.77,7.48 "
           "7.94,7.94L11,23h2v-2.06c1.77,-0.2 3.38,-0.91 4.69,-1.98L19.73,21 21,19.73 4.27,3 3,4.27zM16.27,17.54"
           "C15.09,18.45 13.61,19 12,19c-3.87,0 -7,-3.13 -7,-7 0,-1.61 0.55,-3.09 1.46,-4.27l9.81,9.81z")
RECORD = "M12,12m-8,0a8,8 0,1 1,16 0a8,8 0,1 1,-16 0"
WALK = ('M13.5,5.5c1.1,0 2,-0.9 2,-2s-0.9,-2 -2,-2 -2,0.9 -2,2 0.9,2 2,2zM9.8,8.9L7,23h2.1l1.8,-8 2.1,2v6'
        'h2v-7.5l-2.1,-2 0.6,-3C14.8,12 16.8,13 19,13v-2c-1.9,0 -3.5,-1 -4.3,-2.4l-1,-1.6c-0.4,-0.6 -1,-1'
        ' -1.7,-1 -0.3,0 -0.5,0.1 -0.8,0.1L6,8.3V13h2V9.6l1.8,-0.7')
RUN = ('M13.49,5.48c1.1,0 2,-0.9 2,-2s-0.9,-2 -2,-2 -2,0.9 -2,2 0.9,2 2,2zM9.89,19.38l1,-4.4 2.1,2v6h2v-'
       '7.5l-2.1,-2 0.6,-3c1.3,1.5 3.3,2.5 5.5,2.5v-2c-1.9,0 -3.5,-1 -4.3,-2.4l-1,-1.6c-0.4,-0.6 -1,-1 -'
       '1.7,-1 -0.3,0 -0.5,0.1 -0.8,0.1l-5.2,2.2v4.7h2v-3.4l1.8,-0.7 -1.6,8.1 -4.9,-1 -0.4,2 7,1.4z')
BIKE = ('M15.5,5.5c1.1,0 2,-0.9 2,-2s-0.9,-2 -2,-2 -2,0.9 -2,2 0.9,2 2,2zM5,12c-2.8,0 -5,2.2 -5,5s2.2,5 5'
        ',5 5,-2.2 5,-5 -2.2,-5 -5,-5zM5,20.5c-1.9,0 -3.5,-1.6 -3.5,-3.5s1.6,-3.5 3.5,-3.5 3.5,1.6 3.5,3.'
        '5 -1.6,3.5 -3.5,3.5zM10.8,10.5l2.4,-2.4 0.8,0.8c1.3,1.3 3,2.1 5.1,2.1L19.1,9c-1.5,0 -2.7,-0.6 -3'
        '.6,-1.5l-1.9,-1.9c-0.5,-0.4 -1,-0.6 -1.6,-0.6s-1.1,0.2 -1.4,0.6L7.8,8.4c-0.4,0.4 -0.6,0.9 -0.6,1'
        '.4 0,0.6 0.2,1.1 0.6,1.4L11,14v5h2v-6.2l-2.2,-2.3zM19,12c-2.8,0 -5,2.2 -5,5s2.2,5 5,5 5,-2.2 5,-'
        '5 -2.2,-5 -5,-5zM19,20.5c-1.9,0 -3.5,-1.6 -3.5,-3.5s1.6,-3.5 3.5,-3.5 3.5,1.6 3.5,3.5 -1.6,3.5 -'
        '3.5,3.5z')
BOAT = ('M20,21c-1.39,0 -2.78,-0.47 -4,-1.32 -2.44,1.71 -5.56,1.71 -8,0C6.78,20.53 5.39,21 4,21H2v2h2c1.3'
        '8,0 2.74,-0.35 4,-0.99 2.52,1.29 5.48,1.29 8,0 1.26,0.65 2.62,0.99 4,0.99h2v-2h-2zM3.95,19H4c1.6'
        ',0 3.02,-0.88 4,-2 0.98,1.12 2.4,2 4,2s3.02,-0.88 4,-2c0.98,1.12 2.4,2 4,2h0.05l1.89,-6.68c0.08,'
        '-0.26 0.06,-0.54 -0.06,-0.78s-0.34,-0.42 -0.6,-0.5L20,10.62V6c0,-1.1 -0.9,-2 -2,-2h-3V1H9v3H6c-1'
        '.1,0 -2,0.9 -2,2v4.62l-1.29,0.42c-0.26,0.08 -0.48,0.26 -0.6,0.5s-0.15,0.52 -0.06,0.78L3.95,19zM6'
        ',6h12v3.97L12,8 6,9.97V6z')

ACTIVITY_ICONS = {"walking": WALK, "hiking": WALK, "speed walking": WALK, "running": RUN, "trail running": RUN,
                  "biking": BIKE, "cycling": BIKE, "boat": BOAT, "ferry": BOAT}


def activity_icon(activity: str) -> tuple[str, float]:
    """The list row's icon for ``activity`` (``ActivityType``): ``(path, viewport)``; the
    logo arrow (100x100) for the types without their own drawable."""
    path = ACTIVITY_ICONS.get((activity or "").lower())
    return (path, 24.0) if path else (LOGO, 100.0)
