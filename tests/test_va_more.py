"""The acceptance rules of the vague tasks in ``venus_tasks/tasks/va_more.py`` and
``va_apps.py``: the states each rule accepts, and the plausible wrong ones it rejects."""

from __future__ import annotations

from apps.settings import SCREEN_TIMEOUTS_S, slider_to_brightness
from venus_tasks import registry

TASKS = {c.__name__: c for c in registry.select("venus")}


def instance(name: str, seed: int = 0, **want):
    cls = TASKS[name]
    for s in range(seed, seed + 500):
        params = cls.generate_random_params(s)
        if all(params[k] == v for k, v in want.items()):
            return cls(params)
    raise AssertionError(f"no seed gives {name} with {want}")


def score(env, task, *settings, before=None) -> float:
    """Initialize ``task``, write ``settings`` ((namespace, key, value) ...), run
    ``before(task, env)``, return the score."""
    task.initialize_task(env)
    try:
        for ns, key, value in settings:
            env.device.settings_put(ns, key, value)
        if before:
            before(task, env)
        return task.is_successful(env)
    finally:
        task.tear_down(env)


def test_night_glare_needs_dim_and_dark_together(env):
    dark = ("secure", "ui_night_mode", 2)
    for fraction, ok in ((0.0, True), (0.2, True), (0.4, True), (0.45, False), (0.6, False)):
        t = instance("VagueNightScreenGlare")
        dim = ("system", "screen_brightness", slider_to_brightness(fraction))
        assert score(env, t, dim, dark) == float(ok), fraction
        assert score(env, instance("VagueNightScreenGlare"), dim) == 0.0, fraction      # no dark theme
    assert score(env, instance("VagueNightScreenGlare"), dark) == 0.0                   # not dimmer
    # dimmer, dark, and the Wi-Fi switched off on the way: the guard fails it
    assert score(env, instance("VagueNightScreenGlare"), ("system", "screen_brightness", 5), dark,
                 ("global", "wifi_on", 0)) == 0.0


def test_recipe_timeout_is_enough_for_the_pause(env):
    for minutes in TASKS["VagueRecipeScreenTimeout"].MINUTES:
        for seconds in SCREEN_TIMEOUTS_S:
            t = instance("VagueRecipeScreenTimeout", minutes=minutes)
            ok = seconds >= 60 * minutes
            assert score(env, t, ("system", "screen_off_timeout", seconds * 1000)) == float(ok), (minutes, seconds)


def test_sideways_flip_needs_auto_rotate_off_only(env):
    off = ("system", "accelerometer_rotation", 0)
    assert score(env, instance("VagueStopSidewaysFlip"), off) == 1.0
    assert score(env, instance("VagueStopSidewaysFlip")) == 0.0
    assert score(env, instance("VagueStopSidewaysFlip"), off, ("system", "user_rotation", 1)) == 0.0
    assert score(env, instance("VagueStopSidewaysFlip"), off, ("global", "bluetooth_on", 1)) == 0.0


def test_boarding_needs_airplane_mode(env):
    plane = ("global", "airplane_mode_on", 1)
    assert score(env, instance("VagueBoardingFlight"), plane) == 1.0
    # Android switches the radios off with it (or the agent does): still fine
    assert score(env, instance("VagueBoardingFlight"), plane, ("global", "wifi_on", 0),
                 ("global", "bluetooth_on", 0)) == 1.0
    assert score(env, instance("VagueBoardingFlight"), ("global", "wifi_on", 0), ("global", "bluetooth_on", 0)) == 0.0
    assert score(env, instance("VagueBoardingFlight"), ("global", "zen_mode", 1)) == 0.0
    assert score(env, instance("VagueBoardingFlight"), plane, ("secure", "location_mode", 0)) == 0.0
