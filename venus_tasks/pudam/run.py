"""Compute tasks' PUDAM levels by running their GUI solvers on the simulated device, one
instance each (``python -m venus_tasks.tasks stats --computed``; the same rule the tests
hold the declared labels to).

A run of the whole ``venus`` suite takes minutes (each solver acts through the simulated
device's adb protocol; the OCR tasks run Tesseract): select categories to go faster.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable, Iterable

from venus_tasks.pudam.demo import Demonstration, demonstrate, merge
from venus_tasks.pudam.rule import Levels, levels
from venus_tasks.task import PUDAM


# The instances tests/test_gui_solvable.py runs: a mixed task (its params have a "kind")
# all four, merged; any other task one of them.
SEEDS = (3, 4, 5, 6)


@dataclasses.dataclass(frozen=True)
class Computed:
    """One task's computed levels: ``levels`` and ``demo`` (None when its solver failed,
    ``error`` then says how), the ``declared`` label and the instances' ``seeds``."""

    name: str
    seeds: tuple[int, ...]
    declared: PUDAM
    levels: Levels | None = None
    demo: Demonstration | None = None
    error: str = ""

    def disagreements(self) -> list[str]:
        """``"P: declared 2, computed 3 (why)"`` for each dimension that differs."""
        if self.levels is None:
            return []
        got, want = dataclasses.asdict(self.levels.pudam), dataclasses.asdict(self.declared)
        return [f"{d.upper()}: declared {want[d]}, computed {got[d]} ({self.levels.why[d]})"
                for d in got if got[d] != want[d]]


def stepped_sim(**server_args) -> tuple[Any, Any]:
    """A started simulated device with a stepped clock, set up as ``--setup_device`` leaves
    it, and its env: the ``wait`` action (1 s) and ``env.sleep`` move the device's clock,
    so what a solver sees never depends on the host's speed. ``(server, env)``; stop the
    server after."""
    from venus_tasks.env.console import EmulatorConsole, console_port
    from venus_tasks.env.device import Device
    from venus_tasks.env.env import VenusEnv
    from venus_tasks.setup_device import setup_device
    from venus_tasks.sim import SimServer

    server = SimServer(stepped_clock=True, **server_args).start()
    try:
        device = Device(server.serials[0], server.host, server.port)
        setup_device(device, None)
        env = VenusEnv(device, wait_seconds=1.0, console=EmulatorConsole(server.host, console_port(device.serial)),
                       sleep=server.sleeper(device.serial))
    except BaseException:
        server.stop()
        raise
    return server, env


def compute(classes: Iterable[type], seeds: tuple[int, ...] = SEEDS, env: Any = None,
            solvers: dict[str, Callable] | None = None) -> list[Computed]:
    """Each task of ``classes`` solved by its GUI solver on its instance of ``seeds[0]``
    (a mixed task: on those of all ``seeds``, demonstrations merged), with its computed
    levels; on ``env`` (a simulated device of its own when None). A task without a
    solver, or whose solver fails or does not reach score 1.0, gets ``error``.
    """
    from venus_tasks.solvers.gui import all_solvers

    solvers = all_solvers() if solvers is None else solvers
    server = None
    if env is None:
        server, env = stepped_sim()
    out = []
    try:
        for cls in classes:
            solve = solvers.get(cls.__name__)
            mine = tuple(seeds) if "kind" in cls.generate_random_params(seeds[0]) else tuple(seeds[:1])
            if solve is None:
                out.append(Computed(cls.__name__, mine, cls.info.pudam, error="no GUI solver"))
                continue
            try:
                runs = [demonstrate(env, cls(cls.generate_random_params(s)), solve) for s in mine]
            except Exception as e:          # one task's failure is reported, the others still run
                out.append(Computed(cls.__name__, mine, cls.info.pudam, error=f"{type(e).__name__}: {e}"[:200]))
                continue
            demo = merge([r.demo for r in runs])
            low = [r.score for r in runs if r.score < 1.0]
            if low:
                out.append(Computed(cls.__name__, mine, cls.info.pudam, demo=demo,
                                    error=f"the solver's end state scored {low[0]}"))
                continue
            out.append(Computed(cls.__name__, mine, cls.info.pudam, levels(demo), demo))
    finally:
        if server is not None:
            server.stop()
    return out
