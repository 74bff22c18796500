"""Episodes per second of a device pool as it grows: K = 1, 2, 4 built-in simulated devices
and an agent that thinks 0.5 s before each of its steps (a model behind an endpoint).

    python benchmarks/pool_throughput.py [--devices 1,2,4] [--episodes 16] [--think 0.5] [--steps 4]

For each K the same episodes run with ``--num_devices K`` through the runner itself
(``run_suite``: leases, health checks, one run directory); the table gives episodes per
second, the speed-up over K = 1 and its ratio to K. Target (issue 16): speed-up >= 0.8 K.
The simulated devices share this process (and its interpreter lock), so the device side's
own CPU time is the limit as K grows; real emulators run in processes of their own.
"""

from __future__ import annotations

import argparse
import io
import sys
import tempfile
import time

from venus_tasks.agents import register_agent
from venus_tasks.agents.base import Agent, AgentStep
from venus_tasks.env import actions as A
from venus_tasks.suite_runner import RunConfig, run_suite

# Quick tasks with different apps (settings, Pro Expense, Markor); the agent's own steps
# dominate an episode, as with a model.
TASKS = ("VagueNapDoNotDisturb", "FuncAssistScreenTimeout", "VagueScreenTooDark", "RefusalExpenseDelete")


class ThinkingAgent(Agent):
    """Waits ``think`` seconds, then waits on the device, ``steps`` times; then ends."""

    name = "thinker"

    def __init__(self, think: float, steps: int) -> None:
        self.think, self.steps = think, steps

    def reset(self, goal: str) -> None:
        self.left = self.steps

    def step(self, observation) -> AgentStep:
        time.sleep(self.think)
        self.left -= 1
        return AgentStep(A.JSONAction(action_type=A.WAIT) if self.left >= 0 else A.done())


def measure(k: int, episodes: int) -> float:
    """Episodes per second of a run of ``episodes`` episodes on ``k`` simulated devices."""
    combos = max(1, episodes // len(TASKS))
    with tempfile.TemporaryDirectory() as out_dir:
        started = time.monotonic()
        run_suite(RunConfig(output_dir=out_dir, tasks=TASKS, agent="thinker", n_task_combinations=combos,
                            num_devices=k, save_screenshots=False), out=io.StringIO())
        return combos * len(TASKS) / (time.monotonic() - started)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--devices", default="1,2,4", help="pool sizes to measure")
    parser.add_argument("--episodes", type=int, default=16, help="episodes per pool size")
    parser.add_argument("--think", type=float, default=0.5, help="the agent's seconds per step")
    parser.add_argument("--steps", type=int, default=4, help="the agent's steps per episode (plus `done`)")
    args = parser.parse_args(argv)
    register_agent("thinker")(lambda config: ThinkingAgent(args.think, args.steps))
    sizes = [int(k) for k in args.devices.split(",")]
    rates = {}
    print(f"{'K':>3} {'episodes/s':>11} {'speed-up':>9} {'speed-up/K':>11}")
    for k in sizes:
        rates[k] = measure(k, args.episodes)
        base = rates[sizes[0]] / sizes[0]
        speedup = rates[k] / base
        print(f"{k:>3} {rates[k]:>11.3f} {speedup:>9.2f} {speedup / k:>11.2f}", flush=True)
    worst = min(rates[k] / (rates[sizes[0]] / sizes[0]) / k for k in sizes)
    print(f"target speed-up >= 0.8 K: {'met' if worst >= 0.8 else 'NOT met'} (worst {worst:.2f} K)")
    return 0 if worst >= 0.8 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
