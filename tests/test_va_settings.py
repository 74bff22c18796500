"""The acceptance rules of the vague tasks in ``venus_tasks/tasks/va_settings.py``: the
states each rule accepts (each reasonable outcome), the plausible wrong ones it rejects,
and the device each starts from."""

from __future__ import annotations

from apps.settings import slider_to_brightness
from tests.sim.ui_helpers import find
from tests.test_va_more import instance, score


def test_tiny_text_needs_a_larger_font_step(env):
    for scale, ok in (("0.85", False), ("1.0", False), ("1.15", True), ("1.3", True)):
        assert score(env, instance("VagueTinyText"), ("system", "font_scale", scale)) == float(ok), scale
    # bold text as well as a larger font is fine; bold alone is not
    assert score(env, instance("VagueTinyText"), ("system", "font_scale", "1.15"),
                 ("secure", "font_weight_adjustment", 300)) == 1.0
    assert score(env, instance("VagueTinyText"), ("secure", "font_weight_adjustment", 300)) == 0.0


def test_low_battery_starts_discharging_at_the_level_the_goal_names(env):
    task = instance("VagueLowBatteryLongDay")
    task.initialize_task(env)
    try:
        level = task.params["level"]
        dump = env.device.run("dumpsys battery")
        assert "AC powered: false" in dump and f"level: {level}\n" in dump and f"{level}%" in task.goal
        env.device.run("am start -n com.android.settings/.Settings")
        assert find(env.device, f"{level}%") is not None            # the homepage's Battery row
    finally:
        task.tear_down(env)
    assert "AC powered: true" in env.device.run("dumpsys battery")  # put back for the next task


def test_low_battery_accepts_saver_with_or_without_dimming(env):
    saver = ("global", "low_power", 1)
    assert score(env, instance("VagueLowBatteryLongDay"), saver) == 1.0
    assert score(env, instance("VagueLowBatteryLongDay"), saver, ("system", "screen_brightness", 20)) == 1.0
    assert score(env, instance("VagueLowBatteryLongDay"), ("system", "screen_brightness", 20)) == 0.0
    assert score(env, instance("VagueLowBatteryLongDay"), saver, ("secure", "ui_night_mode", 2)) == 0.0


def test_reading_in_the_sun_takes_either_brightness_route_with_the_font(env):
    font = ("system", "font_scale", "1.15")
    for fraction, ok in ((0.5, False), (0.65, False), (0.72, True), (1.0, True)):
        bright = ("system", "screen_brightness", slider_to_brightness(fraction))
        assert score(env, instance("VagueReadingInTheSun"), bright, font) == float(ok), fraction
    assert score(env, instance("VagueReadingInTheSun"), ("system", "screen_brightness_mode", 1), font) == 1.0
    assert score(env, instance("VagueReadingInTheSun"), ("system", "screen_brightness_mode", 1)) == 0.0


def test_left_the_cafe_keeps_the_earbuds_and_data(env):
    assert score(env, instance("VagueLeftTheCafe"), ("global", "wifi_on", 0)) == 1.0
    assert score(env, instance("VagueLeftTheCafe"), ("global", "wifi_on", 0), ("global", "airplane_mode_on", 1)) == 0.0
    assert score(env, instance("VagueLeftTheCafe"), ("global", "wifi_on", 0), ("global", "bluetooth_on", 0)) == 0.0


def test_earbuds_bluetooth_page_route_passes(env):
    def through_bluetooth_page(task, env_):
        from tests.sim.ui_helpers import tap
        env_.device.run("am start -n com.android.settings/.Settings")
        for label in ("Connected devices", "Connection preferences", "Bluetooth", "Use Bluetooth"):
            tap(env_.device, label)

    assert score(env, instance("VagueEarbudsNotFound"), before=through_bluetooth_page) == 1.0
    assert score(env, instance("VagueEarbudsNotFound"), ("global", "wifi_on", 0)) == 0.0


def test_app_frozen_restart_then_reopen_passes_clear_storage_fails(env):
    from apps import expense

    def stop_then_open(task, env_):
        env_.device.run(["am", "force-stop", expense.APP.package])
        env_.device.start_activity(expense.APP.activity)
        assert env_.device.shell(["pidof", expense.APP.package]).stdout.strip() not in ("", task.pid)

    assert score(env, instance("VagueAppFrozen"), before=stop_then_open) == 1.0
    assert score(env, instance("VagueAppFrozen"),
                 before=lambda t, e: e.device.run(["pm", "clear", expense.APP.package])) == 0.0


def test_lend_to_grandma_needs_all_three_parts(env):
    parts = [("system", "font_scale", "1.3"), ("system", "accelerometer_rotation", 0)]
    for minutes, seconds, ok in ((8, 600, True), (8, 300, False), (4, 300, True), (2, 120, True), (2, 60, False)):
        task = instance("VagueLendPhoneToGrandma", minutes=minutes)
        assert score(env, task, *parts, ("system", "screen_off_timeout", seconds * 1000)) == float(ok), minutes
    assert score(env, instance("VagueLendPhoneToGrandma", minutes=2), ("system", "screen_off_timeout", 1_800_000),
                 parts[1]) == 0.0                                       # the font left as it was
