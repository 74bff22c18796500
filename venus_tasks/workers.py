"""One device's share of a run: its env, judge and agent, running episodes one at a time.

``DeviceWorker`` is what the runner's device pool hands episodes to, on this machine; the
Ray back-end (``venus_tasks.ray_hosts``) runs the same class inside an actor on the
machine that owns the device. Both answer ``name``, ``describe()``, ``health()``,
``run(instance, on_observation) -> record`` and ``close()``; a record has ``as_json()``
and the attributes the progress line reads (``key``, ``outcome``, ``success``, ``score``,
``steps``, ``duration_s``, ``error``, ``no_result``).
"""

from __future__ import annotations

import os
from typing import Any, Callable

from venus_tasks.agents import is_model_client, make_agent
from venus_tasks.devices import health
from venus_tasks.dialogue import make_user
from venus_tasks.env.backend import make_backend
from venus_tasks.env.console import EmulatorConsole, console_port
from venus_tasks.env.env import VenusEnv
from venus_tasks.episode import EpisodeRecord, run_episode


class DeviceWorker:
    """Runs episodes on one leased device.

    Args:
      lease: the device's ``devices.Lease``.
      config: the run's ``RunConfig``.
      agent: the agent to use; None makes one from the config (and closes it in ``close``).
    """

    def __init__(self, lease: Any, config: Any, agent: Any = None):
        self.lease, self.config = lease, config
        device = lease.device
        port = console_port(device.serial)
        console = EmulatorConsole(device.host, port, config.console_auth_token or None) if port else None
        backend = make_backend(getattr(config, "device_backend", "adb"), device)
        waits = {"sleep": lease.sleep} if getattr(lease, "sleep", None) is not None else {}
        self.env = VenusEnv(device, ui_tree=config.ui_tree, console=console, backend=backend, **waits)
        self.env.judge = make_judge(config)
        self._own_agent = agent is None
        self.agent = make_agent(config.agent, config.agent_config) if agent is None else agent

    @property
    def name(self) -> str:
        """The device's serial."""
        return self.lease.device.serial

    def describe(self) -> dict[str, str]:
        """``{"serial", "adb", "source"}`` for the run header."""
        return self.lease.describe()

    def health(self) -> str | None:
        """None if the device can take an episode, else why not (``devices.health``)."""
        return health(self.lease.device)

    def run(self, instance: Any, on_observation: Callable[[Any], None] | None = None) -> EpisodeRecord:
        """Run one episode of ``instance`` and return its record."""
        c = self.config
        protocol = getattr(instance.task, "episode_agent", None)   # a probe runs its agent under its protocol
        agent = protocol(self.agent) if callable(protocol) else self.agent
        return run_episode(instance, self.env, agent, c.agent,
                           user=make_user(c.user, instance.task, **user_options(c)),
                           on_observation=on_observation, model_client=is_model_client(c.agent),
                           event_clock=getattr(c, "event_clock", "step"))

    def close(self) -> None:
        """Close the judge, the device backend and, if this worker made it, the agent."""
        if self.env.judge is not None:
            self.env.judge.close()
        self.env.backend.close()
        if self._own_agent:
            self.agent.close()


def make_judge(config: Any) -> Any:
    """The run's MLLM judge (``--judge_model``), its verdicts cached under
    ``<output_dir>/judge_cache``; None without a judge model."""
    if not config.judge_model:
        return None
    from verifiers.judge import Judge, JudgeConfig

    kw = {"base_url": config.judge_base_url} if config.judge_base_url else {}
    return Judge(JudgeConfig(model=config.judge_model, api_key=config.judge_api_key or None,
                             cache_dir=os.path.join(config.output_dir, "judge_cache"), **kw))


def user_options(config: Any) -> dict[str, Any]:
    """Options of the ``llm`` user simulator: its endpoint, key and the run's reply cache."""
    if config.user != "llm":
        return {}
    return {"model": config.user_model, "base_url": config.user_base_url,
            "api_key": os.environ.get("USER_SIM_API_KEY") or os.environ.get("OPENAI_API_KEY", ""),
            "cache_path": os.path.join(config.output_dir, "user_replies.jsonl")}
