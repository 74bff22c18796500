"""``check_task``: the conformance check every task class must pass (run over the whole
registry in CI; Gymnasium's ``check_env`` idea, ``gymnasium/utils/env_checker.py``).

For a task class and a seed it checks that the same seed gives the same params, that the
goal renders with no placeholder left, that the task declares at least two near misses
(a multi-round task: at least two for each of its sequential rounds, declared with
``play(..., rejected_at=k)`` and rejected at that round, not earlier), that verify fails on the untouched device (the noop agent scores 0), that the oracle
solves it (score 1.0 and success), and that every near-miss end state is rejected.
"""

from __future__ import annotations

import dataclasses
import string

from venus_tasks.agents.reference import NoopAgent, OracleAgent
from venus_tasks.dialogue.rounds import NearMissMisplaced
from venus_tasks.env.env import VenusEnv
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance, instance_seed
from venus_tasks.task import VenusTask
from variants import get_variant


@dataclasses.dataclass(frozen=True)
class CheckResult:
    """Problems found for one task class (empty = conformant) and what was measured."""

    task: str
    problems: tuple[str, ...]
    oracle_score: float | None
    noop_score: float | None
    near_miss_scores: dict[str, float]
    oracle_answer: str = ""

    @property
    def ok(self) -> bool:
        return not self.problems


def check_task(cls: type[VenusTask], env: VenusEnv, seed: int = 30, variant: str = "",
               near_misses: bool = True) -> CheckResult:
    """Run the conformance checks of ``cls`` on ``env``'s device (one instance), in
    ``variant`` (a ``variants`` name; "" or ``original`` for the plain instance); with
    ``near_misses=False`` the near-miss end states are not replayed (a variant's check is
    the original's, so they are replayed once, on the original).

    Raises:
      KeyError: an unknown variant, or the task has no text for a goal variant.
    """
    problems: list[str] = []
    s = instance_seed(seed, cls.__name__, 0)
    params = cls.generate_random_params(s)
    if cls.generate_random_params(s) != params:
        problems.append("same seed gave different params")
    transform = get_variant(variant)
    if transform is not None:
        params = transform.params(params)
    goal = cls(params).goal
    if any(field for _, field, _, _ in string.Formatter().parse(goal) if field):
        problems.append(f"goal has an unfilled placeholder: {goal!r}")
    if len(cls(params).near_misses()) < 2:
        problems.append("fewer than two near misses")
    stages = 1 + sum(1 for r in cls.rounds if not r.interruption) if cls.rounds else 0
    declared = [getattr(m.apply, "rejected_at", None) for m in cls(params).near_misses()]
    short = [k for k in range(stages) if declared.count(k) < 2]
    if short:
        problems.append(f"fewer than two near misses rejected at round(s) {short} (play(..., rejected_at=k))")

    def episode(agent, name):
        rec = run_episode(Instance(cls(params), 0, s, variant=variant, transform=transform), env, agent, name)
        if rec.no_result:
            problems.append(f"{name} episode had no result ({rec.outcome}): {rec.error}")
        return rec

    noop = episode(NoopAgent(), "noop")
    if noop.score not in (None, 0.0):
        problems.append(f"verify passes on the untouched device (noop score {noop.score})")
    oracle = episode(OracleAgent(), "oracle")
    if not oracle.no_result and not oracle.success:
        problems.append(f"oracle does not solve it (score {oracle.score}, {oracle.outcome})")

    misses: dict[str, float] = {}
    for miss in cls(params).near_misses() if near_misses else ():
        task = cls(params)
        on = transform.wrap(env) if transform is not None else env
        try:
            task.initialize_task(on)
            try:
                miss.apply(task, on)
            except NearMissMisplaced as e:
                problems.append(str(e))
            misses[miss.name] = task.is_successful(on)
        finally:
            try:
                task.tear_down(on)
            finally:
                on.after_episode()
        if misses[miss.name] >= 1.0:
            problems.append(f"near miss {miss.name!r} is accepted")
    return CheckResult(cls.__name__, tuple(problems), oracle.score, noop.score, misses, oracle.answer)


def main(argv: list[str] | None = None, out=None) -> int:
    """``python -m venus_tasks.checks [--plugins M] [--tasks T,...] [--seed N] [--variants
    zh,paraphrase] [--device builtin|SERIAL]``: ``check_task`` on each selected task, one
    line each (``ok`` or ``FAIL`` with the problems); exit 0 if all conform, 1 if any does
    not, 2 on bad input (one ``checks: error:`` line). Runs on the built-in simulated
    device by default, set up as ``runner.py --device builtin`` sets it up."""
    import argparse
    import sys

    from venus_tasks import registry
    from venus_tasks.devices import DeviceSelectionError, lease_device
    from venus_tasks.env.console import EmulatorConsole, console_port
    from venus_tasks.plugins import load_plugins

    out = out or sys.stdout
    p = argparse.ArgumentParser(prog="python -m venus_tasks.checks",
                                description="Run the conformance check (check_task) on tasks: same seed, same "
                                            "params; noop scores 0; the oracle solves it; near misses fail.")
    p.add_argument("--plugins", default="", help="modules to import first (your @register_task tasks), comma-separated")
    p.add_argument("--suite", default="venus", help="task suite (default venus)")
    p.add_argument("--tasks", default="", help="task class names, comma-separated (default: the whole suite)")
    p.add_argument("--seed", type=int, default=30, help="suite seed of the checked instance (default 30)")
    p.add_argument("--variants", default="", help="goal variants to check as well, e.g. zh,paraphrase")
    p.add_argument("--device", default="builtin", help="device serial, or builtin (default) for the simulated device")
    p.add_argument("--adb_host", default="127.0.0.1")
    p.add_argument("--adb_port", type=int, default=5037)
    args = p.parse_args(argv)
    try:
        load_plugins(args.plugins.split(","))
        classes = registry.select(args.suite, [t for t in args.tasks.split(",") if t])
        variants = [v for v in args.variants.split(",") if v and v != "original"]
        for v in variants:
            get_variant(v)
    except (ValueError, KeyError) as e:
        print(f"checks: error: {e.args[0] if isinstance(e, KeyError) else e}", file=sys.stderr)
        return 2
    failed = 0
    try:
        with lease_device(args.device, args.adb_host, args.adb_port) as lease:
            device = lease.device
            port = console_port(device.serial)
            env = VenusEnv(device, console=EmulatorConsole(device.host, port) if port else None)
            for cls in classes:
                for variant in ["", *variants]:
                    r = check_task(cls, env, args.seed, variant, near_misses=not variant)
                    name = cls.__name__ + (f"@{variant}" if variant else "")
                    if r.ok:
                        misses = f", {len(r.near_miss_scores)} near misses rejected" if r.near_miss_scores else ""
                        print(f"ok    {name} (oracle {r.oracle_score}, noop {r.noop_score}{misses})", file=out, flush=True)
                    else:
                        failed += 1
                        print(f"FAIL  {name}: " + "; ".join(r.problems), file=out, flush=True)
    except DeviceSelectionError as e:
        print(f"checks: error: {e}", file=sys.stderr)
        return 2
    print(f"{len(classes)} task(s) checked, {failed} failing", file=out)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
