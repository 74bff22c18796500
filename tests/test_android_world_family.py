"""Family ``venus`` inside AndroidWorld: its registry, its ``suite_utils`` loop and its
env (``interface.AsyncAndroidEnv`` over android_env's ``EmulatorSimulator``) on the
simulated device with its gRPC service.

The family's classes are checked without android_world too. The rest needs the
``android_world`` package (not on PyPI: a local checkout, see README "Using venus from
AndroidWorld") and is skipped where it cannot be imported. AndroidWorld's env is built
as ``env_launcher.load_and_setup_env`` builds it (``android_world_controller.get_controller``:
android_env's ``loader.load`` with the console, adb and gRPC ports of an existing
emulator) except that the accessibility tree comes from ``uiautomator dump``
(``A11yMethod.UIAUTOMATOR``): the simulated device does not run the accessibility
forwarder app. The adb client is the one bundled in the adbutils wheel, pointed at the
simulator's adb server (never 5037).
"""

from __future__ import annotations

import importlib.util
import os

import pytest

from venus_tasks import android_world_family as family
from venus_tasks.task import Category

HAS_AW = importlib.util.find_spec("android_world") is not None


def test_family_classes_keep_the_task_contract_and_leave_out_loop_only_categories():
    classes = family.android_world_classes()
    assert classes and "FuncAssistScreenTimeout" in classes
    cats = {c.info.category for c in classes.values()}
    assert Category.MR not in cats and Category.NR not in cats
    assert {Category.FA, Category.CF, Category.VA} <= cats
    cls = classes["FuncAssistScreenTimeout"]
    task = cls(cls.generate_random_params(seed=7))
    assert task.name == "FuncAssistScreenTimeout" and task.goal and task.params["seed"] == 7
    assert isinstance(task, family.AndroidWorldTask)


def test_an_env_that_is_not_android_env_is_refused_with_a_hint():
    class Env:
        controller = None
    with pytest.raises(family.AndroidWorldBridgeError, match="register"):
        family.adb_target(Env())


pytestmark_aw = pytest.mark.skipif(not HAS_AW, reason="android_world is not installed (local checkout only)")


@pytest.fixture(scope="module")
def aw_env(sim_server, ready_device, tmp_path_factory):
    """AndroidWorld's AsyncAndroidEnv on the simulated device (see module doc)."""
    import adbutils
    from android_env import loader
    from android_env.components import config_classes
    from android_world.env import android_world_controller as awc
    from android_world.env import interface

    from venus_tasks.sim.emulator_grpc import EmulatorGrpcServer

    mp = pytest.MonkeyPatch()
    mp.setenv("HOME", str(tmp_path_factory.mktemp("home")))
    adb = os.path.join(os.path.dirname(adbutils.__file__), "binaries", "adb")
    console = int(sim_server.serials[0].split("-")[1])
    task_path = tmp_path_factory.mktemp("task") / "default.textproto"
    task_path.write_text('id: "default"\nname: "Default task for device control."\nmax_episode_sec: 7200\n')
    grpc_server = EmulatorGrpcServer(sim_server.device(sim_server.serials[0])).start()
    config = config_classes.AndroidEnvConfig(
        task=config_classes.FilesystemTaskConfig(path=str(task_path)),
        simulator=config_classes.EmulatorConfig(
            emulator_launcher=config_classes.EmulatorLauncherConfig(
                emulator_console_port=console, adb_port=console + 1, grpc_port=grpc_server.port),
            adb_controller=config_classes.AdbControllerConfig(adb_path=adb, adb_server_port=sim_server.port)))
    env = interface.AsyncAndroidEnv(awc.AndroidWorldController(
        loader.load(config), a11y_method=awc.A11yMethod.UIAUTOMATOR))
    try:
        yield env
    finally:
        env.close()
        grpc_server.stop()
        mp.undo()
        print("gRPC calls:", dict(grpc_server.service.calls))


def _scripted_agent(env, solve):
    """An AndroidWorld agent that runs ``solve(goal)`` once and says it is done."""
    from android_world.agents import base_agent

    class Scripted(base_agent.EnvironmentInteractingAgent):
        def step(self, goal):
            solve(goal)
            return base_agent.AgentInteractionResult(done=True, data={})

    return Scripted(env, name="scripted")


@pytestmark_aw
def test_the_family_is_in_android_worlds_registry():
    from android_world import registry
    reg = registry.TaskRegistry().get_registry(family.FAMILY)
    assert "FuncAssistScreenTimeout" in reg
    assert len(registry.TaskRegistry().get_registry(registry.TaskRegistry.ANDROID_WORLD_FAMILY)) == 116


@pytestmark_aw
def test_env_state_comes_from_the_simulated_device(aw_env, ready_device):
    state = aw_env.get_state()
    assert state.pixels.shape == (2400, 1080, 3)
    assert state.ui_elements and aw_env.device_screen_size == (1080, 2400)


@pytestmark_aw
def test_a_venus_task_scores_through_android_worlds_suite(aw_env, tmp_path):
    from android_world import registry, suite_utils
    from android_world.env import json_action

    suite = suite_utils.create_suite(registry.TaskRegistry().get_registry(family.FAMILY),
                                     n_task_combinations=1, seed=3, tasks=["FuncAssistScreenTimeout"])
    suite.suite_family = family.FAMILY
    task = suite["FuncAssistScreenTimeout"][0]

    def solve(goal):            # the task's oracle through the same device layer
        assert goal == task.goal
        venv = task.venus_env(aw_env)
        for action in task.oracle(venv):
            if action.action_type == "status":
                break
            venv.execute(action, venv.observe(0).ui_elements)
        if venv.interaction_cache:
            aw_env.execute_action(json_action.JSONAction(action_type="answer", text=venv.interaction_cache))

    results = suite_utils.run(suite, _scripted_agent(aw_env, solve), demo_mode=False)
    assert [r["is_successful"] for r in results] == [1.0], results
    noop = suite_utils.run(suite, _scripted_agent(aw_env, lambda goal: None), demo_mode=False)
    assert [r["is_successful"] for r in noop] == [0.0]


@pytestmark_aw
def test_an_android_world_task_scores_on_the_simulated_device(aw_env):
    from android_world import registry, suite_utils
    from android_world.env import adb_utils

    suite = suite_utils.create_suite(registry.TaskRegistry().get_registry(registry.TaskRegistry.ANDROID_FAMILY),
                                     n_task_combinations=1, seed=3, tasks=["SystemBrightnessMax"])
    suite.suite_family = registry.TaskRegistry.ANDROID_FAMILY
    results = suite_utils.run(suite, _scripted_agent(
        aw_env, lambda goal: adb_utils.set_brightness("max", aw_env.controller)), demo_mode=False)
    assert [r["is_successful"] for r in results] == [1.0], results
