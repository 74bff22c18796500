"""The icons of Settings' homepage rows as vector path data (drawn by ``screen/vector``;
``path(key)`` joins a drawable's ``<path>`` elements with "|", as it takes them).

Which icon each row has: AOSP ``packages/apps/Settings`` ``res/xml/top_level_settings.xml``
(``android:icon`` of each ``HomepagePreference``; aosp-mirror/platform_packages_apps_settings
0437f524). How it is drawn: ``res/layout/homepage_preference.xml`` (an ``icon_frame`` of
at least 48dp holding the 24dp ``android:id/icon``, the text frame 16dp after it), and
``TopLevelSettings.onCreatePreferences`` tints every icon with
``Utils.getHomepageIconColor`` = ``?android:attr/textColorPrimary``: a plain glyph in the
text colour, no coloured circle (the coloured discs are the Pixel build's
``SettingsGoogle`` overlay, not AOSP's, and not on the ``google_apis`` emulator image).

Path data (24x24 viewport) of each drawable, read from aosp-mirror at the commit named:
``ic_devices_other`` 39be8cb2, ``ic_apps`` 0599c79c, ``ic_notifications`` 489cbb2a,
``ic_settings_battery_white`` 748efff8, ``ic_storage_white`` 28dc3917,
``ic_volume_up_24dp`` 070c1e12, ``ic_settings_display_white`` 642e63c2,
``ic_settings_wallpaper_white`` 1ff70543, ``ic_settings_security_white`` 468b00f0,
``ic_settings_privacy`` 549c8468, ``ic_settings_emergency`` 531d8356,
``ic_settings_system_dashboard_white`` 6d3d45ba, ``ic_settings_about_device`` f64573ee,
``ic_search_24dp`` 1f087995 (the search bar's navigation icon, ``res/layout/search_bar.xml``).
[inferred]: ``ic_settings_wireless``, ``ic_settings_accessibility``,
``ic_settings_location`` and ``ic_settings_accounts`` are stored there only in their old
bitmap form; they are drawn with the Material icons the later vector versions show
(wifi, accessibility, location_on, account_circle).
"""

from __future__ import annotations

ICONS: dict[str, tuple[str, ...]] = {
    "wireless": ("M1,9l2,2c4.97,-4.97 13.03,-4.97 18,0l2,-2C16.93,2.93 7.08,2.93 1,9zM9,17l3,3 3,-3"
                 "c-1.65,-1.66 -4.34,-1.66 -6,0zM5,13l2,2c2.76,-2.76 7.24,-2.76 10,0l2,-2C15.14,9.14 8.87,9.14 5,13z",),
    "devices_other": ("M3,6h17c0.55,0,1-0.45,1-1v0c0-0.55-0.45-1-1-1H3C1.9,4,1,4.9,1,6v12c0,1.1,0.9,2,2,2h3"
                      "c0.55,0,1-0.45,1-1v0c0-0.55-0.45-1-1-1H3V6zM13,12H9v1.78C8.39,14.33,8,15.11,8,16"
                      "c0,0.89,0.39,1.67,1,2.22V20h4v-1.78c0.61-0.55,1-1.34,1-2.22s-0.39-1.67-1-2.22V12z"
                      "M11,17.5c-0.83,0-1.5-0.67-1.5-1.5s0.67-1.5,1.5-1.5s1.5,0.67,1.5,1.5S11.83,17.5,11,17.5z"
                      "M22,8h-6c-0.5,0-1,0.5-1,1v10c0,0.5,0.5,1,1,1h6c0.5,0,1-0.5,1-1V9C23,8.5,22.5,8,22,8z"
                      "M21,18h-4v-8h4V18z",),
    "apps": ("M6 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2zm6 12c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2z"
             "m-6 0c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2zm0-6c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2z"
             "m6 0c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2zm4-8c0 1.1 .9 2 2 2s2-.9 2-2-.9-2-2-2-2 .9-2 2z"
             "m-4 2c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2zm6 6c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2z"
             "m0 6c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2z",),
    "notifications": ("M12,22c1.1,0 2,-0.9 2,-2h-4c0,1.1 0.89,2 2,2zM18,16v-5c0,-3.07 -1.64,-5.64 -4.5,-6.32"
                      "L13.5,4c0,-0.83 -0.67,-1.5 -1.5,-1.5s-1.5,0.67 -1.5,1.5v0.68C7.63,5.36 6,7.92 6,11v5"
                      "l-2,2v1h16v-1l-2,-2z",),
    "battery": ("M15.67,4H14V2h-4v2H8.33C7.6,4 7,4.6 7,5.33v15.33C7,21.4 7.6,22 8.33,22h7.33"
                "c0.74,0 1.34,-0.6 1.34,-1.33V5.33C17,4.6 16.4,4 15.67,4z",),
    "storage": ("M3,20h18v-4H3V20zM5,17h2v2H5V17zM3,4v4h18V4H3zM7,7H5V5h2V7zM3,14h18v-4H3V14zM5,11h2v2H5V11z",),
    "sound": ("M3,15V9H7L12,4V20L7,15H3ZM10,15.17V8.83L7.83,11H5V13H7.83L10,15.17Z",
              "M16.5,12C16.5,10.23 15.48,8.71 14,7.97V16.02C15.48,15.29 16.5,13.77 16.5,12Z",
              "M14,3.23V5.29C16.89,6.15 19,8.83 19,12C19,15.17 16.89,17.85 14,18.71V20.77"
              "C18.01,19.86 21,16.28 21,12C21,7.72 18.01,4.14 14,3.23Z"),
    "display": ("M20,8.69V4h-4.69L12,0.69L8.69,4H4v4.69L0.69,12L4,15.31V20h4.69L12,23.31L15.31,20H20v-4.69"
                "L23.31,12L20,8.69zM18,14.48V18h-3.52L12,20.48L9.52,18H6v-3.52L3.52,12L6,9.52V6h3.52L12,3.52"
                "L14.48,6H18v3.52L20.48,12L18,14.48zM12,17c2.76,0 5,-2.24 5,-5s-2.24,-5 -5,-5V17z",),
    "wallpaper": ("M11,5H5V11H3V5C3,3.9 3.9,3 5,3H11V5ZM11.14,15.29L9,12.71L6,16.57H18L14.14,11.42L11.14,15.29Z"
                  "M19,13V19H13V21H19C20.1,21 21,20.1 21,19V13H19ZM5,13V19H11V21H5C3.9,21 3,20.1 3,19V13H5Z"
                  "M19,5V11H21V5C21,3.9 20.1,3 19,3H13V5H19ZM17,8C17,8.55 16.55,9 16,9C15.45,9 15,8.55 15,8"
                  "C15,7.45 15.45,7 16,7C16.55,7 17,7.45 17,8Z",),
    "accessibility": ("M12,2c1.1,0 2,0.9 2,2s-0.9,2 -2,2 -2,-0.9 -2,-2 0.9,-2 2,-2zM21,9h-6v13h-2v-6h-2v6H9V9H3V7h18v2z",),
    "security": ("M18,8h-1V6c0,-2.76 -2.24,-5 -5,-5S7,3.24 7,6v0h2v0c0,-1.66 1.34,-3 3,-3s3,1.34 3,3v2H6"
                 "c-1.1,0 -2,0.9 -2,2v10c0,1.1 0.9,2 2,2h12c1.1,0 2,-0.9 2,-2V10C20,8.9 19.1,8 18,8z"
                 "M18,20H6V10h12V20z",
                 "M12,15m-2,0a2,2 0,1 1,4 0a2,2 0,1 1,-4 0"),
    "privacy": ("M21.25,16.5v-0.66c0,-1.13 -1.03,-2.09 -2.25,-2.09s-2.25,0.96 -2.25,2.09v0.66H16V22h6v-5.5H21.25z"
                "M19.75,16.5h-1.5v-0.66c0,-0.29 0.38,-0.59 0.75,-0.59s0.75,0.3 0.75,0.59V16.5z",
                "M12,17c-3.79,0 -7.17,-2.13 -8.82,-5.5C4.83,8.13 8.21,6 12,6s7.17,2.13 8.82,5.5H23"
                "C21.27,7.11 17,4 12,4S2.73,7.11 1,11.5C2.73,15.89 7,19 12,19c0.68,0 1.35,-0.06 2,-0.17v-2.05"
                "C13.35,16.91 12.69,17 12,17z",
                "M16.43,12.23c0.04,-0.24 0.07,-0.48 0.07,-0.73C16.5,9.02 14.48,7 12,7s-4.5,2.02 -4.5,4.5"
                "S9.52,16 12,16c0.77,0 1.48,-0.21 2.12,-0.55C14.41,14.08 15.27,12.93 16.43,12.23z"
                "M12,14.2c-1.49,0 -2.7,-1.21 -2.7,-2.7s1.21,-2.7 2.7,-2.7s2.7,1.21 2.7,2.7S13.49,14.2 12,14.2z"),
    "location": ("M12,2C8.13,2 5,5.13 5,9c0,5.25 7,13 7,13s7,-7.75 7,-13c0,-3.87 -3.13,-7 -7,-7z"
                 "M12,11.5c-1.38,0 -2.5,-1.12 -2.5,-2.5s1.12,-2.5 2.5,-2.5 2.5,1.12 2.5,2.5 -1.12,2.5 -2.5,2.5z",),
    "emergency": ("M9.3207,2V7.359L4.6795,4.6795L2,9.3207L6.6412,12L2,14.6795L4.6795,19.3205L9.3207,16.641V22"
                  "H14.6797V16.641L19.3207,19.3205L22.0002,14.6795L17.359,12L22.0002,9.3207L19.3207,4.6795"
                  "L14.6797,7.3588V2H9.3207Z",),
    "accounts": ("M12,2C6.48,2 2,6.48 2,12s4.48,10 10,10 10,-4.48 10,-10S17.52,2 12,2zM12,6c1.93,0 3.5,1.57 3.5,3.5"
                 "S13.93,13 12,13s-3.5,-1.57 -3.5,-3.5S10.07,6 12,6zM12,20c-2.03,0 -4.43,-0.82 -6.14,-2.88"
                 "C7.55,15.8 9.68,15 12,15s4.45,0.8 6.14,2.12C16.43,19.18 14.03,20 12,20z",),
    "system": ("M11,7h2v2h-2z", "M11,11h2v6h-2z",
               "M2,12C2,6.48 6.48,2 12,2C17.52,2 22,6.48 22,12C22,17.52 17.52,22 12,22C6.48,22 2,17.52 2,12Z"
               "M4,12C4,16.41 7.59,20 12,20C16.41,20 20,16.41 20,12C20,7.59 16.41,4 12,4C7.59,4 4,7.59 4,12Z"),
    "about_device": ("M7,1L17,1.01C18.1,1.01 19,1.9 19,3V21C19,22.1 18.1,23 17,23H7C5.9,23 5,22.1 5,21V3"
                     "C5,1.9 5.9,1 7,1ZM7,21H17V20H7V21ZM17,18H7V6H17V18ZM7,3V4H17V3H7ZM11,7H13V9H11V7Z"
                     "M13,11H11V17H13V11Z",),
    "search": ("M20.49,19l-5.73,-5.73C15.53,12.2 16,10.91 16,9.5C16,5.91 13.09,3 9.5,3S3,5.91 3,9.5"
               "C3,13.09 5.91,16 9.5,16c1.41,0 2.7,-0.47 3.77,-1.24L19,20.49L20.49,19z"
               "M5,9.5C5,7.01 7.01,5 9.5,5S14,7.01 14,9.5S11.99,14 9.5,14S5,11.99 5,9.5z",),
}

def path(key: str) -> str:
    """The path data of icon ``key`` for ``screen/vector`` (its paths joined by "|");
    KeyError for an unknown key."""
    return "|".join(ICONS[key])


# Homepage row -> icon key, by the page the row opens (``settings_pages.page("top")``;
# "stub:<title>" for the pages not modelled).
HOMEPAGE: dict[str, str] = {
    "network": "wireless", "connected": "devices_other", "apps": "apps",
    "stub:Notifications": "notifications", "battery": "battery", "stub:Storage": "storage",
    "sound": "sound", "display": "display", "stub:Wallpaper & style": "wallpaper",
    "stub:Accessibility": "accessibility", "stub:Security": "security", "stub:Privacy": "privacy",
    "stub:Location": "location", "stub:Safety & emergency": "emergency",
    "stub:Passwords & accounts": "accounts", "stub:System": "system",
    "stub:About emulated device": "about_device",
}
