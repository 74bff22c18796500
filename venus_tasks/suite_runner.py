"""Running a suite: instances x agent on one device, recorded in a run directory.

``RunConfig`` is built once at the CLI edge and flows down as an argument; nothing below
reads flags, files or environment variables of its own. A run directory that already
holds episodes of the same configuration is resumed: finished episodes are kept and
skipped, ``no_result`` ones are run again (at most ``results.MAX_ATTEMPTS`` tries in all),
a plain episode on a fresh draw of its task (``registry.retry_instance``: an agent that
made an episode fail to answer must not meet the same instance again).
"""

from __future__ import annotations

import contextlib
import dataclasses
import threading
import json
import os
import sys
import time
from typing import Any, Callable, TextIO

import tqdm

from venus_tasks import registry, results, run_dir, writes
from venus_tasks.agents import AgentConfig, ReferenceAgent, is_builtin_agent, make_agent
from venus_tasks.devices import SOURCE_SIMULATED, device_specs, lease_device
from venus_tasks.episode import Outcome
from venus_tasks.metrics.report import format_table, write_report
from venus_tasks.pool import AllDevicesLost, DevicePool, Slot
from venus_tasks.progress import Eta, episode_line, report_progress
from venus_tasks.setup_device import SetupReport, preflight, setup_device
from venus_tasks.task import Category
from venus_tasks.workers import DeviceWorker

# Config fields that may differ when resuming: where the run writes and which device runs it.
_RESUME_FREE = ("output_dir", "device", "devices", "num_devices", "ray_address", "adb_host", "adb_port",
                "save_screenshots", "console_auth_token", "judge_api_key")
# Consecutive device/setup failures after which the device is taken to be gone.
MAX_CONSECUTIVE_DEVICE_FAILURES = 3
# Consecutive episodes whose model server failed (agent_error) after which the run stops.
MAX_CONSECUTIVE_AGENT_ERRORS = 3


@dataclasses.dataclass(frozen=True)
class RunConfig:
    """Everything that defines a run (written into ``header.json``)."""

    output_dir: str
    suite: str = "venus"
    tasks: tuple[str, ...] = ()
    categories: tuple[Category, ...] = ()
    agent: str = "oracle"
    agent_config: AgentConfig = AgentConfig()
    device: str | None = None
    devices: tuple[str, ...] = ()  # a pool: SERIAL or SERIAL@HOST:PORT each (see device_specs)
    num_devices: int = 1           # a pool of this many built-in simulated devices
    ray_address: str = ""          # run each device in a Ray actor (venus_tasks.ray_hosts); "" = here
    # Chrome's page engine on built-in simulated devices: None (the built-in renderer: a page's
    # static text), "auto" (Debian's headless Chromium) or a Chromium binary (SimServer(browser=...))
    browser: str | None = None
    adb_host: str = "127.0.0.1"
    adb_port: int = 5037
    n_task_combinations: int = 1
    seed: int = 30
    ui_tree: bool = True
    device_backend: str = "adb"    # venus_tasks.env.backend: adb or u2 (uiautomator2's server)
    save_screenshots: bool = True
    plugins: tuple[str, ...] = ()
    noise: tuple[str, ...] = ()
    event_clock: str = "step"      # noise.clock: what tracking events fire on (step, ranked; wall)
    # the built-in devices' clock: "real" (runs by itself, as a device's) or "stepped" (moves only
    # when driven and when the env waits: a reference agent's run without the waiting; SIM_CLOCKS)
    sim_clock: str = "real"
    variants: tuple[str, ...] = ()  # stability variants (variants.variant_names); () = original only
    repeats: int = 1               # runs of every episode (pass^k, pass@k)
    user: str = "strict"           # the user simulator (venus_tasks.dialogue.make_user)
    user_model: str = ""           # the llm user simulator's model and endpoint
    user_base_url: str = ""
    judge_model: str = ""          # the MLLM judge of `judge` tasks (verifiers.judge); "" = the rubric decides
    judge_base_url: str = ""
    judge_api_key: str = ""        # never written
    console_auth_token: str = ""   # the emulator console's token (never written)

    @property
    def model(self) -> str:
        return self.agent_config.model

    def as_json(self) -> dict[str, Any]:
        """The config as written into ``header.json`` (the API key is never written)."""
        d = dataclasses.asdict(self)
        d["categories"] = [c.value for c in self.categories]
        d["agent_config"].pop("api_key", None)  # never write secrets
        d.pop("console_auth_token", None)
        d.pop("judge_api_key", None)
        d["model"] = self.model
        return d


SIM_CLOCKS = ("real", "stepped")


def check_sim_clock(sim_clock: str, agent: Any, agent_name: str) -> None:
    """``--sim_clock``: ``real`` for any agent; ``stepped`` only for a ``ReferenceAgent``
    (the oracle, noop, the GUI solvers...), whose runs make no leaderboard entry: on a
    stepped clock the device does not age while a model thinks, which no real device
    offers. Raises ValueError naming the fix."""
    if sim_clock not in SIM_CLOCKS:
        raise ValueError(f"--sim_clock must be one of {', '.join(SIM_CLOCKS)}, got {sim_clock!r}")
    if sim_clock == "stepped" and not isinstance(agent, ReferenceAgent):
        raise ValueError(f"--sim_clock stepped is for reference agents (oracle, noop, GUI solvers), not --agent "
                         f"{agent_name}: the device's clock would wait while the model thinks; drop --sim_clock")


class ResumeMismatchError(ValueError):
    """The output directory holds a run with a different configuration."""


class PreflightError(RuntimeError):
    """The device lacks an app or a setting the selected tasks need; nothing was run."""


class DeviceLostError(RuntimeError):
    """The device stopped answering mid-run; finished episodes are kept."""


class ModelServerLostError(RuntimeError):
    """The agent's model server failed several episodes in a row (after its own retries);
    the run stops instead of marking every remaining episode ``agent_error``. Finished
    episodes are kept; a resumed run runs the failed ones again."""


def set_up_device(serial: str | None, adb_host: str, adb_port: int, apk_dir: str | None,
                  out: TextIO = sys.stdout, lease: Callable[..., Any] = lease_device) -> SetupReport:
    """``--setup_device``: install the APKs in ``apk_dir``, grant permissions, apply the
    suite's device settings and save app snapshots; print what was done.

    Raises:
      ValueError: ``apk_dir`` is not a folder.
      DeviceSelectionError: no real device is attached (the built-in simulated device
        needs no set-up).
    """
    if apk_dir and not os.path.isdir(apk_dir):
        raise ValueError(f"--apk_dir {apk_dir!r} is not a folder")
    with lease(serial, adb_host, adb_port, allow_simulator=False) as leased:
        print(f"venus: setting up {leased.device.serial} ({leased.source})", file=out, flush=True)
        report = setup_device(leased.device, apk_dir)
    for key, values in (("installed", report.installed), ("unmatched APK files", report.unmatched_apks),
                        ("snapshots", report.snapshots)):
        print(f"{key}: {', '.join(values) or 'none'}", file=out)
    for what, err in report.failed.items():
        print(f"FAILED {what}: {err}", file=out)
    for p in report.problems:
        print(f"problem: {p}", file=out)
    print("device ready" if report.ok else "device NOT ready", file=out, flush=True)
    return report


def run_suite(config: RunConfig, out: TextIO = sys.stdout,
              lease: Callable[..., Any] = lease_device, resume_command: str = "") -> dict[str, Any]:
    """Run every selected instance and return the report (also written to ``report.json``).

    A run with a reference agent (oracle, GUI solvers) or with an agent loaded through
    ``--plugins`` makes no leaderboard entry (see ``agent_identity``). ``resume_command`` is printed when episodes are left without a
    result (default: "the same command").

    Raises:
      ValueError: unknown suite, task or agent, no task selected, bad agent options, or an
        unusable ``output_dir`` (all before any device work).
      ResumeMismatchError: ``output_dir`` holds a different run.
      RunDirBusyError: another run writes to ``output_dir``.
      DeviceSelectionError: no device could be chosen, or it is in use by another run.
      PreflightError: the device lacks an app or setting the tasks need.
      DeviceLostError: the device stopped answering mid-run.
      ModelServerLostError: the model server failed several episodes in a row.
      writes.RunDirWriteError: a record, screenshot or report could not be written (a full
        disk); the records written before are whole.
    """
    classes = registry.select(config.suite, config.tasks, config.categories)
    if not classes:
        raise ValueError(f"no task in suite {config.suite!r} matches the given --tasks/--categories")
    skipped: list[registry.Skipped] = []
    instances = registry.create_instances(classes, config.n_task_combinations, config.seed, config.noise,
                                          config.variants, config.repeats, skipped)
    device_specs(config.device, config.devices, config.num_devices, config.adb_host,  # bad pool flags
                 config.adb_port)                                                     # fail before any write
    created = run_dir.prepare_output_dir(config.output_dir)
    try:
        agent = make_agent(config.agent, config.agent_config)
        check_sim_clock(config.sim_clock, agent, config.agent)
    except BaseException:
        if created:
            run_dir.remove_if_unused(config.output_dir)
        raise
    identity = agent_identity(config.agent, agent)
    name = config.agent + (f" ({config.model})" if config.model else "")
    if config.agent_config.gate:   # a gated agent is another system than the bare one
        name += f" + {config.agent_config.gate.upper()} gate"
    report: dict[str, Any] | None = None
    try:
        with results.exclusive(config.output_dir):
            old_header = _check_resume(config, identity)
            done = results.finished_keys(config.output_dir)
            tries = results.attempt_counts(config.output_dir)
            todo = [registry.retry_instance(i, tries.get(i.key, 0)) for i in instances if i.key not in done]
            print(f"venus: suite {config.suite!r}, {len(instances)} episode(s), agent {name}; "
                  f"{len(instances) - len(todo)} already in {config.output_dir}", file=out, flush=True)
            specs = device_specs(config.device, config.devices, config.num_devices, config.adb_host,
                                 config.adb_port)
            stopping: BaseException | None = None
            try:
                if config.ray_address:
                    _run_on_ray(specs, config, instances, todo, old_header, out, identity, skipped)
                else:
                    with contextlib.ExitStack() as stack:
                        engine = {"browser": config.browser} if config.browser else {}
                        if config.sim_clock == "stepped":
                            engine["stepped_clock"] = True
                        leases = [stack.enter_context(lease(*spec, **engine)) for spec in specs]
                        _run_on(leases, config, classes, instances, todo, agent, old_header, out, identity,
                                skipped)
            except BaseException as e:
                stopping = e
                raise
            finally:
                if results.read_records(config.output_dir):
                    report = _write_reports(config.output_dir, name, out, stopping)
    except BaseException:
        if created:
            run_dir.remove_if_unused(config.output_dir)
        raise
    finally:
        agent.close()
    if report is None:
        raise ValueError("no episode was selected")
    print(format_table(report, resume_command or "the same command"), file=out, flush=True)
    return report


def _write_reports(run_dir: str, name: str, out: TextIO, stopping: BaseException | None) -> dict[str, Any] | None:
    """Write ``report.json`` and the HTML report and return the report.

    A failed write (``writes.RunDirWriteError``) is raised, unless the run is already
    ``stopping`` for another reason: then one line says the report was not written (none
    when that reason is itself a failed write) and None is returned. Any other failure of
    the HTML report, a view, costs only the view.
    """
    try:
        report = write_report(run_dir, name)
        try:
            from venus_tasks.report import write_reports
            path = write_reports(run_dir, report, progress=report_progress(out))
            print(f"venus: report {path}", file=out, flush=True)
        except writes.RunDirWriteError:
            raise
        except Exception as e:  # noqa: BLE001 - failing to build the view must not cost the run its results
            print(f"venus: report.html not written ({type(e).__name__}: {e})", file=out, flush=True)
        return report
    except writes.RunDirWriteError as e:
        if stopping is None:
            raise
        if not isinstance(stopping, writes.RunDirWriteError):
            print(f"venus: report not written: {e}", file=out, flush=True)
        return None


def _run_on(leases, config: RunConfig, classes, instances, todo, agent, old_header, out: TextIO,
            identity: dict[str, Any], skipped=()) -> None:
    for leased in leases:
        print(f"venus: device {leased.device.serial} ({leased.source})", file=out, flush=True)
    if any(leased.source == SOURCE_SIMULATED for leased in leases):
        why = "" if config.device or config.num_devices > 1 else \
            f"no device is attached at {config.adb_host}:{config.adb_port}, so "
        print(f"venus: {why}the run uses the built-in simulated Android 13 device", file=out, flush=True)
    apps = sorted({n for c in classes for n in c.app_names})
    for leased in leases:
        problems = preflight(leased.device, apps)
        if problems:
            raise PreflightError(f"device {leased.device.serial} is not ready:\n"
                                 + "\n".join(f"  - {p}" for p in problems))
    results.write_header(config.output_dir, run_dir.header(config, leases[0].describe(), instances, old_header, identity,
                                                    skipped, [le.describe() for le in leases]))
    workers: list[DeviceWorker] = []
    try:   # the first device uses the run's agent; the others get their own
        for i, leased in enumerate(leases):
            workers.append(DeviceWorker(leased, config, agent if i == 0 else None))
        run_pool(workers, config, todo, out)
    finally:
        for w in workers:
            w.close()


def _run_on_ray(specs, config: RunConfig, instances, todo, old_header, out: TextIO, identity: dict[str, Any],
                skipped=()) -> None:
    """Run ``todo`` on Ray actors that own the devices (``venus_tasks.ray_hosts``)."""
    from venus_tasks.ray_hosts import remote_workers

    print(f"venus: Ray at {config.ray_address}: one actor per device ({len(specs)})", file=out, flush=True)
    with remote_workers(config.ray_address, config, specs) as workers:
        for w in workers:
            print(f"venus: device {w.name} ({w.describe()['source']}, in a Ray actor)", file=out, flush=True)
        described = [w.describe() for w in workers]
        results.write_header(config.output_dir, run_dir.header(config, described[0], instances, old_header, identity,
                                                        skipped, described))
        run_pool(workers, config, todo, out)


def run_pool(workers: list, config: RunConfig, todo, out: TextIO) -> None:
    """Run ``todo`` on ``workers`` (``workers.DeviceWorker`` or a remote stand-in), one
    episode per device at a time; records are appended as episodes finish, with the
    device's serial when there are several.

    Raises:
      DeviceLostError: every device was retired with episodes left.
      ModelServerLostError: the model server failed several episodes in a row.
    """
    started = time.monotonic()
    done = 0
    eta = Eta(todo)
    pool_of_many = len(workers) > 1
    # a live bar (elapsed, ETA) on a terminal; one line per episode, with elapsed and ETA, always
    bar = tqdm.tqdm(total=len(todo), file=out, unit="ep", dynamic_ncols=True, leave=False,
                    disable=not _is_terminal(out))
    printing = threading.Lock()

    def say(line: str) -> None:
        with printing:
            if bar.disable:
                print(line, file=out, flush=True)
            else:
                bar.write(line, file=out)

    def episode(slot: Slot, inst):
        saver = run_dir.screenshot_saver(config.output_dir, inst.key) if config.save_screenshots else None
        return slot.context.run(inst, saver)

    agent_errors = 0

    def on_record(slot: Slot, inst, rec) -> None:
        nonlocal done, agent_errors
        record = rec.as_json()
        if pool_of_many:
            record["device"] = slot.name
        results.append_record(config.output_dir, record)
        done += 1
        bar.update(1)
        eta.done(inst, rec.duration_s)
        elapsed = time.monotonic() - started
        line = episode_line(done, len(todo), rec, elapsed, eta.left(elapsed), _reason(rec))
        say(line + (f"  [{slot.name}]" if pool_of_many and "\n" not in line else ""))
        agent_errors = agent_errors + 1 if rec.outcome == Outcome.AGENT_ERROR.value else 0
        if agent_errors >= MAX_CONSECUTIVE_AGENT_ERRORS:
            raise ModelServerLostError(
                f"the agent's model server failed {agent_errors} episodes in a row (last: {_reason(rec)}); "
                "check the endpoint, then re-run the same command to resume")

    slots = [Slot(w.name, w) for w in workers]
    pool = DevicePool(slots, health=lambda slot: slot.context.health(),
                      is_device_failure=lambda rec: rec.outcome in (Outcome.DEVICE_ERROR.value,
                                                                    Outcome.SETUP_ERROR.value),
                      max_failures=MAX_CONSECUTIVE_DEVICE_FAILURES, on_event=lambda m: say(f"venus: {m}"))
    try:
        pool.run(todo, episode, on_record)
    except AllDevicesLost as e:
        raise DeviceLostError(f"{e} (check that the device is still running)") from None
    finally:
        bar.close()


def _reason(rec) -> str:
    """The last line of an episode's error (the exception and its message), or "?"."""
    lines = [ln.strip() for ln in (rec.error or "").strip().splitlines() if ln.strip()]
    return lines[-1][:300] if lines else "?"


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def agent_identity(name: str, agent: Any) -> dict[str, Any]:
    """What the run directory records about the agent, and whether its runs may make a
    leaderboard entry: ``{"agent_class", "reference", "not_ranked"}`` where ``not_ranked``
    is None or the reason there is no entry (a reference agent validates tasks; an agent
    whose code came in through ``--plugins`` ran in the harness process, where it could
    read the task, so it must be served over HTTP to be ranked)."""
    reference = isinstance(agent, ReferenceAgent)
    if reference:
        why = "reference agent: it validates the tasks"
    elif not is_builtin_agent(name):
        why = ("plugin agent run in the harness process, where its code could read the task; "
               "serve it with `python -m venus_tasks.agents.http_server` and run --agent http to rank it")
    else:
        why = None
    return {"agent_class": f"{type(agent).__module__}.{type(agent).__qualname__}", "reference": reference,
            "not_ranked": why}


def _check_resume(config: RunConfig, identity: dict[str, Any]) -> dict[str, Any] | None:
    """The existing header of ``output_dir`` (None if new), after checking it is the same
    run (configuration and agent)."""
    old = results.read_header(config.output_dir)
    if old is None:
        return None
    defaults = json.loads(json.dumps(RunConfig(output_dir="").as_json()))
    # a field the old header lacks (a run made before the field existed) had its default
    before = {**{k: v for k, v in defaults.items() if k not in old.get("config", {})},
              **old.get("config", {}), **old.get("agent_identity", {})}
    if isinstance(before.get("agent_config"), dict):   # and so had a field its agent_config lacks
        before["agent_config"] = {**defaults["agent_config"], **before["agent_config"]}
    now = json.loads(json.dumps({**config.as_json(), **identity}))  # as stored
    diff = sorted(f for f in set(before) | set(now) if f not in _RESUME_FREE and before.get(f) != now.get(f))
    if diff:
        raise ResumeMismatchError(
            f"{config.output_dir} holds a run with different {', '.join(diff)}; "
            "pass a new --output_dir (existing results are kept)")
    return old
