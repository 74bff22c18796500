"""Device variants on the simulated device: applied while the task is initialised, read
back into the episode record, restored after the episode whatever happened; a read-back
that does not match is a setup_error; the screen shows each variant."""

from __future__ import annotations

import numpy as np
import pytest

from variants import get_variant
from variants.device import Dark, DeviceVariant
from venus_tasks import registry
from venus_tasks.agents.base import Agent, AgentStep
from venus_tasks.env import actions as A
from venus_tasks.agents.reference import OracleAgent
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance
from venus_tasks.tasks.va import VagueNapDoNotDisturb, VagueScreenTooDark

SEED = 5


def episode(env, variant, agent=None, cls=VagueScreenTooDark):
    shots = []
    task = cls(cls.generate_random_params(SEED))
    inst = Instance(task, 0, SEED, variant=variant, transform=get_variant(variant))
    rec = run_episode(inst, env, agent or OracleAgent(), "oracle", on_observation=lambda o: shots.append(o.screenshot))
    return rec, shots


def test_original_then_dark_then_tablet_then_restored(env):
    plain, plain_shots = episode(env, "")
    assert plain.success and plain.device_variant == {}

    dark, dark_shots = episode(env, "dark")
    assert dark.success and dark.key == "VagueScreenTooDark_0@dark"
    assert dark.device_variant == {"name": "dark", "wanted": {"night_mode": "yes"}, "before": {"night_mode": "no"},
                                   "applied": {"night_mode": "yes"}, "restored": {"night_mode": "no"}}
    assert dark_shots[0].mean() < 0.5 * plain_shots[0].mean()       # much darker
    assert env.device.run(["cmd", "uimode", "night"]) == "Night mode: no"

    tablet, tablet_shots = episode(env, "tablet")
    assert tablet.success
    assert tablet.device_variant["applied"] == {"size": "1600x2560", "density": "320",
                                                "size_override": "1600x2560", "density_override": "320"}
    assert tablet_shots[0].shape == (2560, 1600, 3) and plain_shots[0].shape == (2400, 1080, 3)
    assert tablet.device_variant["restored"]["size_override"] == "" and env.device.screenshot().shape == (2400, 1080, 3)


def test_locale_and_font_scale(env):
    from venus_tasks.env.observation import parse_ui_dump

    rec, _ = episode(env, "locale")
    assert rec.success and rec.device_variant["applied"] == {"locale": "zh-CN"}
    assert rec.device_variant["restored"] == {"locale": "en-US"}

    class LookAtSettings(Agent):
        """Opens Settings, keeps what it sees, then gives up."""

        def __init__(self):
            self.seen = []

        def step(self, observation):
            self.seen.append(observation)
            if len(self.seen) == 1:
                return AgentStep(A.JSONAction(A.OPEN_APP, app_name="Settings"))
            return AgentStep(A.done("infeasible"))

    looks = {}
    for variant in ("", "locale", "font_scale"):
        agent = LookAtSettings()
        rec, _ = episode(env, variant, agent)
        assert not rec.no_result, rec.error
        els = [e for e in agent.seen[-1].ui_elements if e.resource_id == "android:id/title" and e.text]
        looks[variant] = (els[0].text, els[0].bbox.y_max - els[0].bbox.y_min)
    assert looks[""][0] == "Network & internet" and looks["locale"][0] == "网络和互联网"
    assert looks["font_scale"][1] == pytest.approx(1.3 * looks[""][1], abs=2)   # taller rows in the dump
    assert env.device.settings_get("system", "font_scale") in ("1.0", None) and \
        [e.text for e in parse_ui_dump(env.device.ui_dump()) if e.text][:1] != ["搜索应用"]


class Stubborn(DeviceVariant):
    """A variant the device never reports as applied."""

    name = "stubborn"

    def read(self, device):
        return {"font_scale": device.settings_get("system", "font_scale") or "1.0"}

    def wanted(self):
        return {"font_scale": "9.9"}

    def apply(self, device):
        device.settings_put("system", "font_scale", "1.15")

    def restore(self, device, before):
        device.settings_put("system", "font_scale", before["font_scale"])


def test_a_variant_that_does_not_read_back_is_a_setup_error_and_is_restored(env):
    task = VagueScreenTooDark(VagueScreenTooDark.generate_random_params(SEED))
    rec = run_episode(Instance(task, 0, SEED, variant="stubborn", transform=Stubborn()), env, OracleAgent(), "oracle")
    assert rec.outcome == "setup_error" and rec.no_result and rec.score is None
    assert "VariantNotAppliedError" in rec.error and "not {'font_scale': '9.9'}" in rec.error
    assert rec.device_variant["applied"] == {"font_scale": "1.15"} and rec.device_variant["restored"] == {"font_scale": "1.0"}
    assert env.device.settings_get("system", "font_scale") == "1.0"


def test_a_task_whose_setup_undoes_the_variant_is_a_setup_error(env):
    class LightsOn(VagueScreenTooDark):
        def setup(self, env):
            super().setup(env)
            env.device.run(["cmd", "uimode", "night", "no"])

    rec, _ = episode(env, "dark", cls=LightsOn)
    assert rec.outcome == "setup_error" and "after the task's set-up" in rec.error


def test_the_device_is_restored_when_the_agent_crashes(env):
    class Crash(Agent):
        def step(self, observation):
            raise RuntimeError("boom")

    rec, _ = episode(env, "dark", Crash())
    assert rec.outcome == "agent_crash" and rec.device_variant["restored"] == {"night_mode": "no"}
    assert env.device.run(["cmd", "uimode", "night"]) == "Night mode: no"


def test_variants_that_would_change_what_a_task_tests_are_skipped():
    from venus_tasks.tasks.nr_settings import NoiseResistSettingsWifiDarkThemeCall

    assert Dark().not_applicable(NoiseResistSettingsWifiDarkThemeCall)
    assert Dark().not_applicable(VagueNapDoNotDisturb) is None
    skipped = []
    insts = registry.create_instances([NoiseResistSettingsWifiDarkThemeCall, VagueNapDoNotDisturb],
                                      variants=["original", "dark", "tablet"], skipped=skipped)
    assert [i.key for i in insts] == ["NoiseResistSettingsWifiDarkThemeCall_0", "NoiseResistSettingsWifiDarkThemeCall_0@tablet",
                                      "VagueNapDoNotDisturb_0", "VagueNapDoNotDisturb_0@dark", "VagueNapDoNotDisturb_0@tablet"]
    assert [(s.task, s.variant) for s in skipped] == [("NoiseResistSettingsWifiDarkThemeCall", "dark")]
    with pytest.raises(ValueError, match="unknown variant 'sepia'"):
        registry.create_instances([VagueNapDoNotDisturb], variants=["sepia"])


def test_repeats_make_numbered_episodes():
    insts = registry.create_instances([VagueNapDoNotDisturb], variants=["original", "dark"], repeats=2)
    assert [i.key for i in insts] == ["VagueNapDoNotDisturb_0", "VagueNapDoNotDisturb_0#1",
                                      "VagueNapDoNotDisturb_0@dark", "VagueNapDoNotDisturb_0@dark#1"]
    # each repeat is a fresh draw of the task (pass^k over k draws; an agent cannot remember repeat 0),
    # and the variants of one repeat share its draw
    assert insts[0].task is not insts[1].task and insts[0].task.params != insts[1].task.params
    assert insts[1].draw_seed == registry.draw_seed(insts[0].seed, 0, 1) == insts[1].task.params["seed"]
    assert insts[3].task.params == insts[1].task.params and insts[2].task.params == insts[0].task.params
    with pytest.raises(ValueError, match="repeats must be >= 1"):
        registry.create_instances([VagueNapDoNotDisturb], repeats=0)


def test_the_dark_screen_is_dark_everywhere(env):
    env.device.run(["cmd", "uimode", "night", "yes"])
    try:
        shot = env.device.screenshot()
        assert np.median(shot) < 60
    finally:
        env.device.run(["cmd", "uimode", "night", "no"])


def test_tasks_that_set_up_the_setting_themselves_skip_the_variant():
    from venus_tasks.tasks.cf_settings import RefusalSettingsSwitchAlready, RefusalSettingsTwoSwitchesPartial

    classes = [RefusalSettingsSwitchAlready, RefusalSettingsTwoSwitchesPartial]
    skipped = []
    insts = registry.create_instances(classes, 3, variants=["dark"], skipped=skipped)
    assert len(insts) + len(skipped) == 6 and len(skipped) == 6       # both declare setup_settings
    assert all(s.reason.startswith("the task itself changes secure ui_night_mode") for s in skipped)
    assert [(s.task, s.instance_id) for s in skipped][:3] == [("RefusalSettingsSwitchAlready", i) for i in range(3)]


def test_tablet_settings_is_two_pane_in_the_ui_dump(env):
    """``--variants tablet`` on a Settings task: the agent sees Android 13's activity
    embedding, the homepage on the left (36% of 1600 px) and Network & internet's page on
    the right; on the phone the homepage alone."""

    class OpenSettings(Agent):
        def __init__(self):
            self.seen = []

        def step(self, observation):
            self.seen.append(observation)
            if len(self.seen) == 1:
                return AgentStep(A.JSONAction(A.OPEN_APP, app_name="Settings"))
            return AgentStep(A.done("infeasible"))

    panes = {}
    for variant in ("", "tablet"):
        agent = OpenSettings()
        rec, _ = episode(env, variant, agent)
        assert not rec.no_result, rec.error
        els = agent.seen[-1].ui_elements
        home = next(e for e in els if e.text == "Network & internet")
        page = next((e for e in els if e.text == "Airplane mode"), None)       # a row of Network & internet
        panes[variant] = (home.bbox, page.bbox if page else None)
    phone_home, phone_page = panes[""]
    assert phone_page is None and phone_home.x_max > 800
    tablet_home, tablet_page = panes["tablet"]
    assert tablet_home.x_max <= 582 < tablet_page.x_min      # round(1600 * 0.3636) = 582
