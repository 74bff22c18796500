"""The three ``settings`` tables (global, system, secure) with Android 13 emulator defaults.

Keys are the ``Settings.Global`` / ``Settings.System`` / ``Settings.Secure`` names. Default
values are those of a fresh API 33 ``google_apis`` x86_64 AVD as far as AOSP
``SettingsProvider/res/values/defaults.xml`` and ``DatabaseHelper`` give them
[values not read from defaults.xml are inferred]. Values are strings; a key that is set
to NULL is stored as ``None`` and printed ``null``.
"""

from __future__ import annotations

NAMESPACES = ("global", "system", "secure")

_GLOBAL = {
    "adb_enabled": "1",
    "airplane_mode_on": "0",
    "airplane_mode_radios": "cell,bluetooth,uwb,wifi,wimax",
    "airplane_mode_toggleable_radios": "bluetooth,wifi",
    "animator_duration_scale": "1.0",
    "assisted_gps_enabled": "1",
    "audio_safe_volume_state": "1",
    "auto_time": "1",
    "auto_time_zone": "1",
    "bluetooth_on": "0",
    "boot_count": "1",
    "call_auto_retry": "0",
    "car_dock_sound": "/product/media/audio/ui/Dock.ogg",
    "data_roaming": "0",
    "default_install_location": "0",
    "development_settings_enabled": "1",
    "device_name": "sdk_gphone64_x86_64",
    "device_provisioned": "1",
    "heads_up_notifications_enabled": "1",
    "low_battery_sound_timeout": "0",
    "mobile_data": "1",
    "mobile_data_always_on": "0",
    "mode_ringer": "2",
    "network_recommendations_enabled": "0",
    "package_verifier_user_consent": "1",
    "power_sounds_enabled": "1",
    "preferred_network_mode": "10",
    "set_install_location": "0",
    "stay_on_while_plugged_in": "0",
    "theater_mode_on": "0",
    "transition_animation_scale": "1.0",
    "usb_mass_storage_enabled": "1",
    "verifier_verify_adb_installs": "1",
    "wifi_display_on": "0",
    "wifi_on": "1",
    "wifi_scan_always_enabled": "0",
    "wifi_sleep_policy": "2",
    "window_animation_scale": "1.0",
    "zen_mode": "0",
    "zen_mode_config_etag": "-1468794567",
    "zen_mode_ringer_level": "2",
}

_SYSTEM = {
    "accelerometer_rotation": "1",
    "alarm_alert": "content://media/internal/audio/media/20?title=Argon&canonical=1",
    "alarm_alert_set": "1",
    "dim_screen": "1",
    "dtmf_tone": "1",
    "dtmf_tone_type": "0",
    "font_scale": "1.0",
    "haptic_feedback_enabled": "1",
    "hearing_aid": "0",
    "lockscreen_sounds_enabled": "1",
    "mode_ringer_streams_affected": "422",
    "mute_streams_affected": "111",
    "notification_light_pulse": "1",
    "notification_sound": "content://media/internal/audio/media/46?title=Chime&canonical=1",
    "notification_sound_set": "1",
    "pointer_location": "0",
    "pointer_speed": "0",
    "ringtone": "content://media/internal/audio/media/104?title=The%20Big%20Adventure&canonical=1",
    "ringtone_set": "1",
    "screen_brightness": "102",
    "screen_brightness_mode": "0",
    "screen_off_timeout": "60000",
    "show_touches": "0",
    "sound_effects_enabled": "1",
    "system_locales": "en-US",
    "time_12_24": "12",
    "tty_mode": "0",
    "user_rotation": "0",
    "vibrate_when_ringing": "0",
    "volume_alarm": "6",
    "volume_bluetooth_sco": "7",
    "volume_music": "5",
    "volume_notification": "5",
    "volume_ring": "5",
    "volume_system": "7",
    "volume_voice": "4",
}

_SECURE = {
    "accessibility_display_magnification_enabled": "0",
    "accessibility_enabled": "0",
    "backup_enabled": "0",
    "bluetooth_addr_valid": "1",
    "default_input_method":
        "com.google.android.inputmethod.latin/com.android.inputmethod.latin.LatinIME",
    "dialer_default_application": "com.google.android.dialer",
    "enabled_input_methods":
        "com.google.android.inputmethod.latin/com.android.inputmethod.latin.LatinIME",
    "immersive_mode_confirmations": "confirmed",
    "input_methods_subtype_history": "",
    "install_non_market_apps": "1",
    "location_mode": "3",
    "lock_screen_allow_private_notifications": "1",
    "lock_screen_owner_info_enabled": "0",
    "lock_screen_show_notifications": "1",
    "mock_location": "0",
    "multi_press_timeout": "300",
    "long_press_timeout": "400",
    "navigation_mode": "2",
    "night_display_activated": "0",
    "screensaver_activate_on_dock": "1",
    "screensaver_activate_on_sleep": "0",
    "screensaver_enabled": "0",
    "selected_input_method_subtype": "-1",
    "show_ime_with_hard_keyboard": "1",
    "skip_first_use_hints": "0",
    "sms_default_application": "com.google.android.apps.messaging",
    "sleep_timeout": "-1",
    "ui_night_mode": "1",
    "user_setup_complete": "1",
    "wake_gesture_enabled": "1",
}


class SettingsTables:
    """Mutable copy of the three tables for one device.

    ``android_id`` (secure) is derived from ``device_seed`` so that two simulated devices
    differ but each is reproducible.
    """

    def __init__(self, device_seed: int = 0):
        self._tables: dict[str, dict[str, str | None]] = {
            "global": dict(_GLOBAL),
            "system": dict(_SYSTEM),
            "secure": dict(_SECURE),
        }
        mixed = (0x9774D56D682E549C ^ device_seed * 0x9E3779B97F4A7C15) & (2**64 - 1)
        self._tables["secure"]["android_id"] = f"{mixed:016x}"
        self._ids: dict[tuple[str, str], int] = {}
        self._next_id = 1
        for ns in NAMESPACES:
            for key in sorted(self._tables[ns]):
                self._id_for(ns, key)

    @staticmethod
    def valid(namespace: str) -> bool:
        return namespace in NAMESPACES

    def get(self, namespace: str, key: str) -> str | None:
        """The value, or None if unset or NULL. Raises KeyError for a bad namespace."""
        return self._tables[namespace].get(key)

    def get_str(self, namespace: str, key: str, default: str = "") -> str:
        value = self.get(namespace, key)
        return default if value is None else value

    def get_int(self, namespace: str, key: str, default: int = 0) -> int:
        try:
            return int(float(self.get_str(namespace, key)))
        except ValueError:
            return default

    def put(self, namespace: str, key: str, value: str | None) -> None:
        self._tables[namespace][key] = value
        self._id_for(namespace, key)

    def delete(self, namespace: str, key: str) -> int:
        """Remove ``key``; returns the number of rows deleted (0 or 1)."""
        return 1 if self._tables[namespace].pop(key, 0) != 0 else 0

    def items(self, namespace: str) -> list[tuple[str, str | None]]:
        """``(key, value)`` pairs sorted by key (``settings list`` order)."""
        return sorted(self._tables[namespace].items())

    def row_id(self, namespace: str, key: str) -> int:
        """The provider's ``_id`` for a key (stable for the device's lifetime)."""
        return self._id_for(namespace, key)

    def _id_for(self, namespace: str, key: str) -> int:
        ident = self._ids.get((namespace, key))
        if ident is None:
            ident = self._ids[(namespace, key)] = self._next_id
            self._next_id += 1
        return ident
