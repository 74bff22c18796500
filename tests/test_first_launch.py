"""An app opened for the first time in an episode creates its stores (databases,
preferences, folders); ``--setup_device`` launches every app once so that happens before
the baseline, and merely opening an app to look never fails the state guard."""

from __future__ import annotations

import pytest

import apps
from venus_tasks.agents.base import AgentStep
from venus_tasks.agents.reference import OracleAgent
from venus_tasks.env import actions as A
from venus_tasks.env.device import Device
from venus_tasks.env.env import VenusEnv
from venus_tasks.episode import run_episode
from venus_tasks.registry import create_instances, get_suite
from venus_tasks.setup_device import setup_device
from venus_tasks.sim import SimServer


@pytest.fixture(scope="module")
def new_avd_env():
    """A device as a new AVD is (apps never launched), set up by ``--setup_device``."""
    with SimServer(onboarded=False) as server:
        device = Device(server.serials[0], server.host, server.port)
        assert setup_device(device, None).ok
        yield VenusEnv(device, wait_seconds=0)


class OpensFirst(OracleAgent):
    """Opens ``app`` to look, then does the task's reference solution."""

    def __init__(self, app: str):
        super().__init__()
        self.app = app

    def begin(self, goal, context):
        super().begin(goal, context)
        self.opened = False

    def step(self, observation):
        if not self.opened:
            self.opened = True
            return AgentStep(A.JSONAction(A.OPEN_APP, app_name=self.app))
        return super().step(observation)


LOOKED_AT = [a.label for a in apps.catalogue() if a not in apps.helpers() and a.activity]


@pytest.mark.parametrize("label", LOOKED_AT)
def test_opening_an_app_to_look_changes_nothing_the_guard_sees(new_avd_env, label):
    """Broccoli, FitBook, MediLog, Joplin, Tasks, Retro Music and Simple Calculator failed
    here: their databases appeared during the episode ('file added .../databases/...')."""
    inst = create_instances([get_suite("venus")["FuncAssistExplainBatteryPercentage"]], 1, 30)[0]
    rec = run_episode(inst, new_avd_env, OpensFirst(label), "opener")
    assert rec.verdict.get("unexpected_changes") == [] and rec.success, (label, rec.verdict)
