"""Command line (absl flags, AndroidWorld ``run.py`` style): builds one ``RunConfig``.

This is the one edge where configuration enters: flags and ``OPENAI_API_KEY`` are read
here and nowhere else.
"""

from __future__ import annotations

import functools
import logging
import os
import shlex
import sys

from absl import app, flags

from noise import clock as event_clocks
from noise import noise_kinds
from variants import variant_names
from venus_tasks.dialogue import user_names

from venus_tasks import registry
from venus_tasks.agents import AgentConfig, agent_names
from venus_tasks.agents.base import parse_agent_args
from venus_tasks.agents.gates import gate_class, load_thresholds
from venus_tasks.devices import DeviceSelectionError, lease_device
from venus_tasks.env.backend import check_available as check_backend
from venus_tasks.env.device import DeviceError
from venus_tasks.plugins import load_plugins
from venus_tasks.results import RunDirBusyError
from venus_tasks.writes import RunDirWriteError
from venus_tasks.suite_runner import (DeviceLostError, ModelServerLostError, PreflightError,
                                      ResumeMismatchError, RunConfig, run_suite, set_up_device)
from venus_tasks.task import Category

# The loggers of the HTTP clients under the model, user-simulator and judge clients: httpx
# and httpcore, renamed httpx2/httpcore2 in the clients openai 3 installs (``httpx2._client``
# logs each request at INFO as "HTTP Request: POST ..."); ``http_loggers`` adds any other
# httpx*/httpcore* logger the installed clients created.
HTTP_LOGGERS = ("httpx", "httpx2", "httpcore", "httpcore2", "openai", "urllib3")


def http_loggers() -> list[str]:
    """The names of the HTTP client loggers ``--log_http`` turns on (``HTTP_LOGGERS`` plus
    the httpx*/httpcore* loggers the installed openai client registered on import)."""
    import openai  # noqa: F401 - importing it creates its HTTP client's loggers

    found = {n.split(".")[0] for n in logging.root.manager.loggerDict
             if n.split(".")[0].startswith(("httpx", "httpcore"))}
    return sorted(set(HTTP_LOGGERS) | found)


def quiet_http(verbose: bool) -> None:
    """Every HTTP client logger at INFO when ``verbose`` (``--log_http``), else WARNING: one
    INFO line per model call drowns the progress lines."""
    for name in http_loggers():
        logging.getLogger(name).setLevel(logging.INFO if verbose else logging.WARNING)

FLAGS = flags.FLAGS
flags.DEFINE_string("suite", "venus", "Task suite to run.")
flags.DEFINE_list("tasks", [], "Task class names to run (default: the whole suite).")
flags.DEFINE_list("categories", [], "Category codes to run, case-insensitive, e.g. CF,va.")
flags.DEFINE_string("agent", "oracle", "Agent name (see the error message for the list).")
flags.DEFINE_string("model", "", "Model name for model agents.")
flags.DEFINE_string("base_url", "", "OpenAI-compatible endpoint, e.g. http://localhost:8000/v1.")
flags.DEFINE_string("api_key", "", "API key (default: $OPENAI_API_KEY).")
flags.DEFINE_list("agent_arg", [], "Agent-specific options as key=value pairs.")
flags.DEFINE_string("replay_path", "", "Recorded actions for --agent replay.")
flags.DEFINE_string("gate", "", "Clarification gate wrapping the model agent (MID-Bench): pgc (asks the model "
                    "whether the task is clear), sgc (entropy of 5 sampled actions) or lgc (mean token logprob).")
flags.DEFINE_string("gate_thresholds", "", "Gate thresholds file written by `python -m venus_tasks.agents.gates "
                    "tune` (default: each gate's built-in threshold).")
flags.DEFINE_integer("gate_max_asks", 1, "Questions per episode after which the gate stands aside (MID-Bench's "
                     "single round trip: 1); the agent's own questions count too.")
flags.DEFINE_string("device", None, "Device serial, or `builtin` for the built-in simulated device "
                    "(default: the one attached device, or the simulated device when none is attached "
                    "and no --adb_host/--adb_port is given).")
flags.DEFINE_string("browser", None, "Chrome's page engine on the built-in simulated device: `auto` (Debian's "
                    "headless Chromium, `apt-get install chromium`: pages run their scripts and CSS) or a Chromium "
                    "binary (default: the built-in renderer, a page's static text).")
flags.DEFINE_list("devices", [], "A device pool: serials, each SERIAL or SERIAL@HOST:PORT (a device on "
                  "another adb server); one episode per device at a time, all records in one run directory.")
flags.DEFINE_integer("num_devices", 1, "A pool of this many built-in simulated devices.")
flags.DEFINE_string("ray_address", "", "Run each device in a Ray actor on the machine that owns it: a Ray "
                    "cluster address, `auto`, or `local` for a cluster started for this run (extra `ray`).")
flags.DEFINE_string("adb_host", "127.0.0.1", "adb server host.")
flags.DEFINE_integer("adb_port", 5037, "adb server port.")
flags.DEFINE_integer("n_task_combinations", 1, "Instances per task.")
flags.DEFINE_integer("seed", 30, "Suite seed; instance seeds derive from it.")
flags.DEFINE_string("output_dir", "runs/latest", "Run directory (resumed if it exists).")
flags.DEFINE_bool("ui_tree", True, "Give the agent the UI elements (uiautomator dump) with each screenshot; "
                  "--noui_tree for pixel-only agents (the harness still reads the dump).")
flags.DEFINE_string("device_backend", "adb", "How observations are taken and touches and keys sent: adb "
                    "(screencap, uiautomator dump, input) or u2 (uiautomator2's on-device server; extra u2).")
flags.DEFINE_bool("setup_device", False, "Set the device up (install APKs from --apk_dir, grant "
                  "permissions, device settings, app snapshots) and exit.")
flags.DEFINE_string("apk_dir", None, "Folder of APK files for --setup_device (see apps/README.md).")
flags.DEFINE_list("plugins", [], "Python modules to import before the run, e.g. my_lab.tasks; "
                  "they register extra tasks (@register_task) and agents (@register_agent).")
flags.DEFINE_list("noise", [], "Noise kinds to add to every selected task (call, crash, popup, numb, "
                  "rotation, sms): each instance also runs once with one seeded event of each kind, and the "
                  "report sets SR with and without noise side by side.")
flags.DEFINE_string("event_clock", "step", "What the GSA tracking tasks' calls and messages fire on: step "
                    "(at seeded step indices, the default and the ranked setting) or wall (at seeded times "
                    "on the device's clock, so a slow agent meets more events between two steps; reported "
                    "apart). See docs/noise.md.")
flags.DEFINE_enum("sim_clock", "real", ["real", "stepped"], "The built-in simulated device's clock: real (runs "
                  "by itself, as a device's) or stepped (moves only when the device is driven and when the env "
                  "waits, so a reference agent's run -- the oracle's, with its waits for calls and stopwatches -- "
                  "takes no waiting; reference agents only).")
flags.DEFINE_list("variants", [], "Stability variants to run every selected task in, e.g. "
                  "original,zh,paraphrase,dark,tablet (also locale, font_scale); the report adds SR per "
                  "variant, Min, Max and SPR. Default: the original only.")
flags.DEFINE_integer("repeats", 1, "Runs of every episode; with more than 1 the report adds pass^k and pass@k.")
flags.DEFINE_string("user", "strict", "User simulator answering the agent's ask_user questions (strict: "
                    "deterministic replies from the task's ground-truth intent; llm: a chat model words the "
                    "strict decisions; scripted).")
flags.DEFINE_string("user_model", "", "Model of the llm user simulator (an OpenAI-compatible endpoint).")
flags.DEFINE_string("user_base_url", "", "Base URL of the llm user simulator's endpoint (default: OpenAI's); "
                    "its key is $USER_SIM_API_KEY, else $OPENAI_API_KEY.")
flags.DEFINE_string("judge_model", "", "MLLM judge for tasks evaluated by a judge (an OpenAI-compatible model); "
                    "without it their deterministic rubric decides.")
flags.DEFINE_string("judge_base_url", "", "Base URL of the judge's endpoint (default: OpenAI's).")
flags.DEFINE_string("judge_api_key", "", "The judge's API key (default: $JUDGE_API_KEY, else $OPENAI_API_KEY).")
flags.DEFINE_bool("log_http", False, "Log every HTTP request of the model and user-simulator clients "
                  "(httpx/openai INFO lines); quiet by default.")
flags.DEFINE_bool("save_screenshots", True, "Save every step's screenshot under <output_dir>/screenshots/.")


def build_config() -> RunConfig:
    """The run config from the parsed flags.

    Raises:
      ValueError: a flag value is invalid; the message names the valid choices.
    """
    if not 1 <= FLAGS.adb_port <= 65535:
        raise ValueError(f"--adb_port must be a TCP port (1-65535), got {FLAGS.adb_port}")
    suites = registry.suite_names()
    if FLAGS.suite not in suites:
        raise ValueError(f"--suite {FLAGS.suite!r} is not a suite; valid suites: {', '.join(suites)}")
    categories = tuple(Category.parse(c) for c in FLAGS.categories)
    if FLAGS.agent not in agent_names():
        raise ValueError(f"--agent {FLAGS.agent!r} is not registered; valid agents: {', '.join(agent_names())}")
    if FLAGS.n_task_combinations < 1:
        raise ValueError("--n_task_combinations must be at least 1")
    unknown = sorted(set(FLAGS.noise) - set(noise_kinds()))
    if unknown:
        raise ValueError(f"--noise {','.join(unknown)}: unknown noise kind; valid kinds: {', '.join(noise_kinds())}")
    event_clocks.check(FLAGS.event_clock)
    unknown = [v for v in FLAGS.variants if v not in variant_names()]
    if unknown:
        raise ValueError(f"--variants {','.join(unknown)}: unknown variant; valid variants: {', '.join(variant_names())}")
    if len(set(FLAGS.variants)) != len(FLAGS.variants):
        raise ValueError(f"--variants {','.join(FLAGS.variants)} names a variant twice")
    if FLAGS.repeats < 1:
        raise ValueError("--repeats must be at least 1")
    if FLAGS.user not in user_names():
        raise ValueError(f"--user {FLAGS.user!r} is not a user simulator; valid: {', '.join(user_names())}")
    if FLAGS.user == "llm" and not FLAGS.user_model:
        raise ValueError("--user llm needs --user_model (and --user_base_url for a local endpoint)")
    thresholds: dict[str, float] = {}
    if FLAGS.gate:
        gate_class(FLAGS.gate)   # validates the name
    if FLAGS.gate_max_asks < 1:
        raise ValueError(f"--gate_max_asks must be at least 1, got {FLAGS.gate_max_asks}")
    if FLAGS.gate_thresholds:
        if not FLAGS.gate:
            raise ValueError("--gate_thresholds needs --gate (pgc, sgc or lgc)")
        thresholds = load_thresholds(FLAGS.gate_thresholds)
    agent_config = AgentConfig(model=FLAGS.model, base_url=FLAGS.base_url,
                               api_key=FLAGS.api_key or os.environ.get("OPENAI_API_KEY", ""),
                               replay_path=FLAGS.replay_path, extra=parse_agent_args(FLAGS.agent_arg),
                               gate=FLAGS.gate, gate_thresholds=tuple(sorted(thresholds.items())),
                               gate_thresholds_file=FLAGS.gate_thresholds, gate_max_asks=FLAGS.gate_max_asks)
    check_backend(FLAGS.device_backend)   # a one-line error naming the fix
    if FLAGS.browser:
        from venus_tasks.sim.web import web_engine
        why = web_engine.unavailable_reason(None if FLAGS.browser == "auto" else FLAGS.browser)
        if why:
            raise ValueError(f"--browser {FLAGS.browser}: {why}")
        if FLAGS.ray_address:
            raise ValueError("--browser applies to built-in simulated devices here, not on Ray hosts")
    classes = registry.select(FLAGS.suite, FLAGS.tasks, categories)  # validates task names
    warning = browser_warning(classes, FLAGS.browser, FLAGS.device, FLAGS.devices, FLAGS.ray_address)
    if warning:
        print(f"runner.py: warning: {warning}", file=sys.stderr)
    return RunConfig(output_dir=FLAGS.output_dir, suite=FLAGS.suite, tasks=tuple(FLAGS.tasks),
                     categories=categories, agent=FLAGS.agent, agent_config=agent_config,
                     device=FLAGS.device, devices=tuple(FLAGS.devices),
                     num_devices=FLAGS.num_devices, ray_address=FLAGS.ray_address, browser=FLAGS.browser,
                     adb_host=FLAGS.adb_host, adb_port=FLAGS.adb_port,
                     n_task_combinations=FLAGS.n_task_combinations, seed=FLAGS.seed,
                     ui_tree=FLAGS.ui_tree, device_backend=FLAGS.device_backend,
                     save_screenshots=FLAGS.save_screenshots,
                     plugins=tuple(FLAGS.plugins), noise=tuple(FLAGS.noise), user=FLAGS.user,
                     event_clock=FLAGS.event_clock, sim_clock=FLAGS.sim_clock,
                     variants=tuple(FLAGS.variants), repeats=FLAGS.repeats,
                     judge_model=FLAGS.judge_model, judge_base_url=FLAGS.judge_base_url,
                     judge_api_key=(FLAGS.judge_api_key or os.environ.get("JUDGE_API_KEY")
                                    or os.environ.get("OPENAI_API_KEY", "")),
                     user_model=FLAGS.user_model, user_base_url=FLAGS.user_base_url,
                     console_auth_token=_console_token())


def browser_warning(classes, browser: str | None, device: str | None, devices, ray_address: str) -> str | None:
    """The one-line warning for a run whose tasks include web intents (tag ``web``: the
    harness's web apps, ``venus_tasks/webapps``) on the built-in simulated device without
    Chrome's page engine (``--browser``): their forms post only in the engine, so the
    built-in renderer shows them but nothing an agent taps there can succeed. None when no
    such task is selected, an engine is given, or every device is named and none is the
    simulated one (a real Chrome runs them)."""
    web = sorted(c.__name__ for c in classes if "web" in getattr(c.info, "tags", ()))
    if not web or browser:
        return None
    named = [device] if device else [d.split("@")[0] for d in devices]
    if ray_address or (named and "builtin" not in named):
        return None
    return (f"{len(web)} selected task(s) use the harness's web apps ({web[0]}{', ...' if len(web) > 1 else ''}), "
            "whose forms post only in Chrome's page engine: on the built-in simulated device pass --browser auto "
            "(apt-get install chromium), or they cannot be solved")


def main(argv: list[str]) -> None:
    """absl entry point: set a device up (``--setup_device``) or run a suite; every error a
    user can fix exits with one ``runner.py: error: ...`` line."""
    if len(argv) > 1:
        sys.exit(f"runner.py: error: unexpected arguments {argv[1:]} (flags take the form --name=value)")
    quiet_http(FLAGS.log_http)
    try:
        load_plugins(FLAGS.plugins)
        if FLAGS.setup_device:
            report = set_up_device(FLAGS.device, FLAGS.adb_host, FLAGS.adb_port, FLAGS.apk_dir)
            sys.exit(0 if report.ok else 1)
        # an adb address given on the command line must answer: never a silent switch to the
        # simulated device (which runs only when no address is given, or with --device builtin)
        explicit = FLAGS["adb_host"].present or FLAGS["adb_port"].present
        lease = functools.partial(lease_device, allow_simulator=not explicit)
        report = run_suite(build_config(), resume_command=_resume_command(sys.argv), lease=lease)
    except (ValueError, DeviceSelectionError, ResumeMismatchError, PreflightError, DeviceError,
            DeviceLostError, ModelServerLostError, RunDirBusyError, RunDirWriteError) as e:
        sys.exit(f"runner.py: error: {e}")
    except KeyboardInterrupt:
        sys.exit("runner.py: interrupted; finished episodes are in the output directory, "
                 "run the same command again to resume")
    except BrokenPipeError:   # stdout closed (`runner.py ... | head`): stop quietly, results are kept
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit("runner.py: stdout was closed, so the run stopped; finished episodes are in the output "
                 "directory, run the same command again to resume")
    if report["episodes"] and report["no_result"] == report["episodes"]:
        sys.exit(f"runner.py: error: all {report['episodes']} episode(s) are no_result"
                 f"{_first_error(FLAGS.output_dir)} (see {FLAGS.output_dir}/episodes.jsonl for every error)")
    if not report["complete"]:   # a variant's or noise twin's missing result counts too
        missing = report["no_result"] + (report.get("twins") or {}).get("no_result", 0)
        print(f"runner.py: the run is incomplete ({missing} episode(s) without a result); "
              "run the same command again to resume", file=sys.stderr)
        sys.exit(3)


def _first_error(run_dir: str) -> str:
    """``": <outcome>: <last line of the first no_result episode's error>"``, or "" if
    none can be read: the cause a researcher needs first (an unreachable model server
    names its URL there)."""
    from venus_tasks.results import read_records
    try:
        first = next(r for r in read_records(run_dir) if r["no_result"])
    except (OSError, ValueError, StopIteration):
        return ""
    lines = [line for line in (first.get("error") or "").strip().splitlines() if line.strip()]
    return f": {first['outcome']}: {lines[-1].strip()[:300]}" if lines else f": {first['outcome']}"


def _console_token() -> str:
    """The emulator console's auth token (``~/.emulator_console_auth_token``, where the
    emulator writes it), or "" when there is none."""
    path = os.path.join(os.path.expanduser("~"), ".emulator_console_auth_token")
    try:
        with open(path, encoding="utf-8") as f:
            return f.read().strip()
    except OSError:
        return ""


def _resume_command(argv: list[str]) -> str:
    """The command line that resumes this run (``--api_key`` and ``--judge_api_key`` left
    out: never print secrets)."""
    args, skip = [], False
    for a in argv[1:]:
        if skip:
            skip = False
        elif a.lstrip("-").split("=", 1)[0].endswith("api_key"):   # --api_key, --judge_api_key
            skip = "=" not in a  # `--api_key VALUE`: drop the value too
        else:
            args.append(a)
    return shlex.join(["python", "runner.py", *args])


def run() -> None:
    """Console-script entry point."""
    app.run(main)
