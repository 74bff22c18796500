"""Device round trips per episode phase, counted by a TCP proxy in front of the simulated
device's adb server (every adb request is one connection: ``host:transport`` then a
service such as ``shell,v2:`` or ``sync:``).

    python benchmarks/adb_round_trips.py [--tasks A,B] [--categories nr,cf] [--seed 30]

Runs the oracle over the selected tasks (default: every task except GSA, whose episodes
wait on clocks) and prints, per phase, the median and maximum round trips: ``initialise``
(``initialize_task`` and the episode start), ``observe`` (per observation), ``act`` (per
executed action), ``oracle`` (the reference agent's own privileged device work, not a
harness cost), ``verify`` (``is_successful``) and ``tear-down``. Targets (issue 16,
medians): initialise <= 10, observe <= 2, act <= 1, verify <= 4 for database tasks.
"""

from __future__ import annotations

import argparse
import collections
import socket
import statistics
import sys
import threading

from venus_tasks import registry
from venus_tasks.agents.reference import OracleAgent
from venus_tasks.env.console import EmulatorConsole, console_port
from venus_tasks.env.device import Device
from venus_tasks.env.env import VenusEnv
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance, instance_seed
from venus_tasks.setup_device import setup_device
from venus_tasks.sim import SimServer

PHASES = ("initialise", "observe", "act", "oracle", "verify", "tear-down")


class CountingProxy:
    """Forwards 127.0.0.1:<port> to the adb server and counts connections per ``phase``."""

    def __init__(self, host: str, port: int) -> None:
        self.target = (host, port)
        self.phase = "setup"
        self.counts: collections.Counter[str] = collections.Counter()
        self._sock = socket.create_server(("127.0.0.1", 0))
        self.port = self._sock.getsockname()[1]
        self._stop = False
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self._stop:
            try:
                client, _ = self._sock.accept()
            except OSError:
                return
            self.counts[self.phase] += 1
            upstream = socket.create_connection(self.target)
            for s in (client, upstream):     # relay each write at once, as the direct path does
                s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=_pump, args=(a, b), daemon=True).start()

    def close(self) -> None:
        self._stop = True
        self._sock.close()


def _pump(src: socket.socket, dst: socket.socket) -> None:
    try:
        while data := src.recv(65536):
            dst.sendall(data)
    except OSError:
        pass
    finally:
        for s in (src, dst):
            try:
                s.shutdown(socket.SHUT_WR)
            except OSError:
                pass


class PhaseEnv:
    """Tags the proxy's phase around each env call the episode loop makes."""

    def __init__(self, env: VenusEnv, proxy: CountingProxy) -> None:
        self.env, self.proxy = env, proxy
        self.observations = self.actions = 0

    def __getattr__(self, name):
        return getattr(self.env, name)

    def observe(self, step, user_messages=()):
        self.proxy.phase, self.observations = "observe", self.observations + 1
        return self.env.observe(step, user_messages)

    def execute(self, action, ui_elements=(), screen_size=None):
        self.proxy.phase, self.actions = "act", self.actions + 1
        return self.env.execute(action, ui_elements, screen_size)


def _tagged(proxy: CountingProxy, phase: str, fn):
    def run(*args, **kwargs):
        proxy.phase = phase
        return fn(*args, **kwargs)
    return run


def measure(classes, seed: int) -> dict[str, list[float]]:
    """Round trips per phase and episode: ``{phase: [per-episode value, ...]}`` (observe
    per observation, act per action, the others per episode)."""
    server = SimServer().start()
    try:
        proxy = CountingProxy(server.host, server.port)
        device = Device(server.serials[0], "127.0.0.1", proxy.port)
        setup_device(device, None)
        console = EmulatorConsole(server.host, console_port(device.serial))
        out: dict[str, list[float]] = collections.defaultdict(list)
        for cls in classes:
            s = instance_seed(seed, cls.__name__, 0)
            task = cls(cls.generate_random_params(s))
            env = PhaseEnv(VenusEnv(device, wait_seconds=0, console=console), proxy)
            task.initialize_task = _tagged(proxy, "initialise", task.initialize_task)
            task.is_successful = _tagged(proxy, "verify", task.is_successful)
            task.tear_down = _tagged(proxy, "tear-down", task.tear_down)
            agent = OracleAgent()
            agent.step = _tagged(proxy, "oracle", agent.step)
            proxy.counts.clear()
            rec = run_episode(Instance(task, 0, s), env, agent, "oracle")
            if not rec.success:
                print(f"  {cls.__name__}: {rec.outcome} (left out)", file=sys.stderr)
                continue
            for phase in PHASES:
                n = proxy.counts[phase]
                per = {"observe": env.observations, "act": env.actions}.get(phase, 1)
                out[phase].append(n / per if per else 0.0)
        proxy.close()
        return out
    finally:
        server.stop()


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tasks", default="")
    p.add_argument("--categories", default="fa,cf,va,mr,hgb,nr,bc,guim")
    p.add_argument("--seed", type=int, default=30)
    args = p.parse_args(argv)
    cats = tuple(c for c in args.categories.split(",") if c)
    classes = registry.select("venus", tuple(t for t in args.tasks.split(",") if t),
                              tuple(registry.Category(c.lower()) for c in cats) if not args.tasks else ())
    per_phase = measure(classes, args.seed)
    print(f"{len(per_phase.get('verify', []))} oracle episodes; device round trips")
    print(f"{'phase':<12}{'median':>8}{'max':>8}  unit")
    for phase in PHASES:
        values = per_phase.get(phase, [])
        unit = {"observe": "per observation", "act": "per action"}.get(phase, "per episode")
        if values:
            print(f"{phase:<12}{statistics.median(values):>8.1f}{max(values):>8.1f}  {unit}")


if __name__ == "__main__":
    main()
