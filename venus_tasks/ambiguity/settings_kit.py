"""Building blocks for intents over Android Settings: a requirement that is one setting.

A ``Setting`` names one ``namespace key`` with its default value (the one a fresh
Android 13 image has; the spec's ``setup`` writes it, so an instance never depends on the
device's baseline) and the value the intent wants (fixed, or a function of the params).
``settings_spec`` derives a spec's ``checks``, ``apply``, ``setup``, ``may_change`` and
``setup_settings`` from them. The screen timeout's requirement (``timeout_requirement``,
``timeout_ms``, ``draw_timeout``), the path's opening (``open_settings``) and the battery
state Battery Saver needs (``on_battery``, ``on_mains``) are shared by the Settings intents.

Defaults (AOSP ``frameworks/base/packages/SettingsProvider/res/values/defaults.xml``,
Android 13): ``def_screen_off_timeout`` 60000, ``def_screen_brightness_automatic_mode``
false; ``system accelerometer_rotation`` 1 (auto-rotate on, as the emulator image the
simulated device models starts [inferred]; AOSP's phone default is false); ``global low_power`` 0 and
``low_power_sticky_auto_disable_enabled`` 1 (``Settings.Global``, Battery Saver off and
"Turn off when charged" on); ``secure ui_night_mode`` 1 (``UiModeManager.MODE_NIGHT_NO``);
``system font_scale`` 1.0, ``secure font_weight_adjustment`` 0, ``secure
high_text_contrast_enabled`` 0, ``system status_bar_show_battery_percent`` 0, ``global
zen_mode`` 0; ``global wifi_on`` 1 and ``global bluetooth_on`` 0 as AndroidWorld's
emulator image starts [inferred from its ``adb_utils`` defaults].
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Callable, Mapping

from apps.settings import timeout_span, timeout_span_zh
from venus_tasks.ambiguity.spec import IntentSpec, Step
from venus_tasks.dialogue.intent import Kind, Requirement
from verifiers.guard import MayChange

# Screen timeout choices other than the default (1 minute), in seconds (Settings > Display >
# Screen timeout: AOSP ``screen_timeout_values``).
TIMEOUTS = (15, 30, 120, 300, 600, 1800)
_ALL_SPANS = tuple(timeout_span(s) for s in (15, 30, 60, 120, 300, 600, 1800))


@dataclasses.dataclass(frozen=True)
class Setting:
    """Requirement ``rid`` is setting ``namespace key`` = ``want`` (text, or a function of
    the params giving it); ``default`` is the value before the episode."""

    rid: str
    namespace: str
    key: str
    default: str
    want: str | Callable[[Mapping[str, Any]], str]

    def target(self, params: Mapping[str, Any]) -> str:
        return self.want(params) if callable(self.want) else self.want


def settings_spec(settings: tuple[Setting, ...], before: Callable[[Any], None] | None = None,
                  **fields: Any) -> IntentSpec:
    """An ``IntentSpec`` for Settings whose requirements are ``settings`` (one each);
    ``fields`` are the spec's other fields (``name``, ``draw``, ``intent``, templates,
    ...). ``checks`` may be passed to override a setting's check (e.g. an anchor that holds
    when a setting changed at all); ``before(env)`` runs at the start of ``setup``."""
    by_id = {s.rid: s for s in settings}

    def check(s: Setting):
        return lambda probe, params: probe.setting(s.namespace, s.key) == s.target(params)

    def apply(env, params, ids) -> None:
        for rid in sorted(ids):
            s = by_id[rid]
            env.device.settings_put(s.namespace, s.key, s.target(params))

    def setup(env, params) -> None:
        if before is not None:
            before(env)
        for s in settings:
            env.device.settings_put(s.namespace, s.key, s.default)

    keys = tuple(dict.fromkeys(f"{s.namespace} {s.key}" for s in settings))
    checks = {s.rid: check(s) for s in settings}
    checks.update(fields.pop("checks", {}))
    return IntentSpec(app_names=("settings",), checks=checks, apply=apply, setup=setup,
                      may_change=MayChange(settings=keys), setup_settings=keys, **fields)


# ------------------------------------------------------------ the screen timeout
def timeout_requirement(p: Mapping[str, Any], kind: Kind, phrase: str, phrase_zh: str,
                        usual: bool = True) -> Requirement:
    """The screen-timeout requirement ``timeout`` (``p["timeout"]`` seconds); ``phrase``
    and ``phrase_zh`` take the span in ``{}``. With ``usual``, its context phrase (a user
    who assumes the agent knows their usual setting) makes its probes MID-Bench's
    contextual type; without, a left-out timeout is a missing parameter (underspecified)."""
    s = p["timeout"]
    context = (", set the screen timeout back to what I usually use", "，把屏幕超时改回我平时用的") if usual else ("", "")
    return Requirement("timeout", kind, timeout_span(s), ("screen timeout", "屏幕超时"), value_zh=timeout_span_zh(s),
                       options=_ALL_SPANS, phrase=phrase.format(timeout_span(s)),
                       phrase_zh=phrase_zh.format(timeout_span_zh(s)),
                       context_phrase=context[0], context_phrase_zh=context[1])


def timeout_ms(p: Mapping[str, Any]) -> str:
    """``system screen_off_timeout`` for ``p["timeout"]`` seconds (milliseconds, as text)."""
    return str(p["timeout"] * 1000)


def draw_timeout(rng: random.Random) -> dict[str, Any]:
    """``{"timeout": seconds}``, never the default minute (Forced Non-Default)."""
    return {"timeout": rng.choice(TIMEOUTS)}


def open_settings(*taps: str) -> tuple[Step, ...]:
    """Open Settings, then tap ``taps`` in turn (each scrolled to in the page's list)."""
    return (Step("open", "Settings"), *(Step("tap", t, within="recycler_view") for t in taps))


# ------------------------------------------------------------ the battery
def on_battery(env: Any) -> None:
    """Run the episode on battery at 60%. Android 13's "Use Battery Saver" switch is
    disabled while the device is plugged in (Settings ``BatterySaverButtonPreferenceController.
    onBatteryChanged``: ``setEnabled(!pluggedIn)``) and an emulator starts on AC power (the
    emulator console, as ``va_settings.battery`` sets it)."""
    from venus_tasks.tasks.va_settings import battery

    battery(env, ac=False, capacity=60)


def on_mains(env: Any, params: Mapping[str, Any] | None = None) -> None:
    """Back on AC power at 100% (a spec's ``cleanup`` after ``on_battery``)."""
    from venus_tasks.tasks.va_settings import battery

    battery(env, ac=True, capacity=100)
