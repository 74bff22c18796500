"""Building blocks for intents over Android Settings: a requirement that is one setting.

A ``Setting`` names one ``namespace key`` with its default value (the one a fresh
Android 13 image has; the spec's ``setup`` writes it, so an instance never depends on the
device's baseline) and the value the intent wants (fixed, or a function of the params).
``settings_spec`` derives a spec's ``checks``, ``apply``, ``setup``, ``may_change`` and
``setup_settings`` from them.

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
from typing import Any, Callable, Mapping

from venus_tasks.ambiguity.spec import IntentSpec
from verifiers.guard import MayChange


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
