"""The venus suite as an AndroidWorld task family, ``venus``.

``import venus_tasks.android_world_family`` registers family ``venus`` in AndroidWorld's
``registry.TaskRegistry`` when ``android_world`` is importable (``register()`` does it
explicitly); ``TaskRegistry().get_registry("venus")`` then maps task names to classes that
AndroidWorld's ``suite_utils.create_suite``/``run`` use as they use its own ``TaskEval``
classes (the contract: ``task_evals/task_eval.py``, ``suite_utils._run_task``).

Each class is the venus task class with the AndroidWorld side of the contract in front:

* ``initialize_task(env)``, ``is_successful(env)``, ``tear_down(env)`` take AndroidWorld's
  env and reach the device through venus' device layer (``env.device.Device``) on the
  same adb server and serial as android_env uses: both are read from the env's
  ``EmulatorSimulator`` config (``env.controller.env`` ... ``_coordinator._simulator._config``,
  the path AndroidWorld's own ``AndroidWorldController.refresh_env`` reads), unless
  ``register(adb_host=..., adb_port=...)`` names the adb server;
* the answer channel is AndroidWorld's ``env.interaction_cache``: emptied by
  ``initialize_task`` (as ``TaskEval.initialize_task`` does) and read by
  ``is_successful``;
* ``set_device_time(env)`` is a no-op: venus tasks set the device's clock themselves;
* the settings android_env's accessibility wrapper writes (``HARNESS_SETTINGS``: the
  forwarder service, ``no_proxy``) keep their values when a task puts the device's
  settings back to venus' baseline (only in memory, for that episode's restore): the
  baseline predates android_env, and restoring it would switch the forwarder off, so
  AndroidWorld's ``get_state`` could no longer read the screen.

What AndroidWorld's loop cannot carry (``run.py``'s ``episode_runner``: goal, steps,
``done``), per category:

* FA, GSA, GUIM, HGB, BC: carried over whole (device state and answer checks);
* CF, VA: carried over; the agent cannot ask (AndroidWorld has no ``ask_user`` action),
  so its report reaches the verifier only through ``answer`` (venus also reads questions
  and ``status`` reasons); judged tasks use their deterministic rubric (no judge);
* MR: left out -- follow-up instructions need venus' episode loop to be delivered;
* NR: left out -- its noise events (calls, pop-ups, "numb" steps) need venus' loop;
* noise plans of other tasks are not fired, goal variants (zh, paraphrase) and device
  variants are not applied: AndroidWorld draws params with ``generate_random_params()``
  (the original goal).

Devices need venus' one-time set-up (``runner.py --setup_device``: settings baseline and
app snapshots) before the first episode, as venus' own runner does.

``python -m venus_tasks.android_world_family [--adb_port=N] PATH/TO/android_world/run.py
--suite_family=venus [run.py flags]`` runs AndroidWorld's unmodified ``run.py`` with the
family registered and accepted by its ``--suite_family`` flag (``--adb_port``: the adb
server of venus' device layer when AndroidWorld's ``adb`` reaches it another way;
``--forwarder_apk=PATH``: a local copy of the accessibility forwarder APK android_env
would download, for an offline host).
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from typing import Any, Sequence

from venus_tasks import registry, setup_device
from venus_tasks.agents.android_world_adapter import INSTALL_HINT, AndroidWorldNotInstalledError
from venus_tasks.env.console import EmulatorConsole, console_port
from venus_tasks.env.device import Device
from venus_tasks.env.env import VenusEnv
from venus_tasks.task import Category

FAMILY = "venus"
LEFT_OUT = (Category.MR, Category.NR)   # need venus' episode loop (module doc)
# written by android_env's A11yGrpcWrapper (_start_a11y_services, _configure_grpc); Android
# sets accessibility_enabled itself when a service is enabled
HARNESS_SETTINGS = (("secure", "enabled_accessibility_services"), ("secure", "accessibility_enabled"),
                    ("global", "no_proxy"))


class AndroidWorldBridgeError(RuntimeError):
    """AndroidWorld's env does not say which adb server and serial it uses."""


def adb_target(aw_env: Any) -> tuple[str, int, str]:
    """``(adb_host, adb_port, serial)`` android_env uses for ``aw_env``'s device.

    Raises:
      AndroidWorldBridgeError: the env is not built on android_env's ``EmulatorSimulator``;
        the message says to pass the adb server to ``register``.
    """
    inner = getattr(getattr(aw_env, "controller", None), "env", None)
    while inner is not None and not hasattr(inner, "_coordinator") and hasattr(inner, "_env"):
        inner = inner._env                       # android_env wrappers (A11yGrpcWrapper, ...)
    simulator = getattr(getattr(inner, "_coordinator", None), "_simulator", None)
    config = getattr(getattr(simulator, "_config", None), "adb_controller", None)
    if simulator is None or config is None:
        raise AndroidWorldBridgeError(
            f"cannot tell which adb server and serial {type(aw_env).__name__} uses (not an android_env "
            "EmulatorSimulator); call venus_tasks.android_world_family.register(adb_host=..., adb_port=..., "
            "serial=...)")
    return "127.0.0.1", int(config.adb_server_port), simulator.adb_device_name()


class AndroidWorldTask:
    """Mixin put in front of a venus task class (see module doc). ``adb_server`` and
    ``serial`` override what ``adb_target`` reads (``register``)."""

    adb_server: tuple[str, int] | None = None
    serial: str | None = None

    @classmethod
    def set_device_time(cls, env: Any) -> None:
        """AndroidWorld's suite calls it before building an instance; venus tasks set the
        clock they need in ``setup``."""

    def venus_env(self, aw_env: Any) -> VenusEnv:
        """The venus env over ``aw_env``'s device (one per task instance)."""
        cached = getattr(self, "_venus_env", None)
        if cached is not None and cached[0] is aw_env:
            return cached[1]
        if self.adb_server is not None and self.serial is not None:
            (host, port), serial = self.adb_server, self.serial
        else:
            host, port, serial = adb_target(aw_env)
            if self.adb_server is not None:
                host, port = self.adb_server
            serial = self.serial or serial
        device = Device(serial, host, port)
        cport = console_port(serial)
        env = VenusEnv(device, console=EmulatorConsole(host, cport) if cport else None)
        self._venus_env = (aw_env, env)
        return env

    def initialize_task(self, env: Any) -> None:
        env.interaction_cache = ""
        venv = self.venus_env(env)
        keep_harness_settings(venv.device)
        super().initialize_task(venv)

    def is_successful(self, env: Any) -> float:
        venv = self.venus_env(env)
        venv.interaction_cache = env.interaction_cache or ""
        return super().is_successful(venv)

    def tear_down(self, env: Any) -> None:
        venv = self.venus_env(env)
        try:
            super().tear_down(venv)
        finally:
            venv.after_episode()    # the input method of before the task (venus_tasks.env.ime)


def keep_harness_settings(device: Device) -> None:
    """Make ``device``'s in-memory copy of venus' settings baseline hold the current
    values of ``HARNESS_SETTINGS`` (the file on the device is not changed). A device
    without a baseline is left alone: the task's restore then says to run the set-up."""
    try:
        text = device.memo.get(setup_device.SETTINGS_BASELINE)
        if not isinstance(text, str):
            text = device.read_text(setup_device.SETTINGS_BASELINE)
    except FileNotFoundError:
        return
    current = {(ns, key): device.settings_get(ns, key) for ns, key in HARNESS_SETTINGS}
    lines = [line for line in text.splitlines(keepends=True)
             if (line.partition("\t")[0], line.partition("\t")[2].partition("=")[0]) not in current]
    lines += [f"{ns}\t{key}={value}\n" for (ns, key), value in current.items() if value is not None]
    device.memo[setup_device.SETTINGS_BASELINE] = "".join(lines)


def android_world_classes(adb_host: str | None = None, adb_port: int | None = None,
                          serial: str | None = None, suite: str = "venus") -> dict[str, type]:
    """Task name -> AndroidWorld-usable class for the tasks of ``suite`` whose category
    carries over (all but ``LEFT_OUT``). Needs no android_world import."""
    server = (adb_host or "127.0.0.1", adb_port) if adb_port is not None else None
    out = {}
    for name, cls in sorted(registry.get_suite(suite).items()):
        if cls.info.category in LEFT_OUT or cls.rounds:
            continue
        out[name] = type(name, (AndroidWorldTask, cls), {
            "adb_server": server, "serial": serial, "__module__": cls.__module__,
            "__doc__": cls.__doc__})
    return out


def register(adb_host: str | None = None, adb_port: int | None = None,
             serial: str | None = None) -> dict[str, type]:
    """Register family ``venus`` in AndroidWorld's ``TaskRegistry`` (again: replaces the
    classes); returns its task classes.

    Args:
      adb_host, adb_port: the adb server the device layer uses (default: android_env's,
        read from the env); give them when AndroidWorld's ``adb`` reaches the server by
        another way (an adb wrapper, a forwarded port).
      serial: the device serial (default: android_env's).

    Raises:
      AndroidWorldNotInstalledError: ``android_world`` cannot be imported.
    """
    try:
        aw_registry = importlib.import_module("android_world.registry")
    except ImportError as exc:
        raise AndroidWorldNotInstalledError(f"{INSTALL_HINT} ({exc})") from exc
    classes = android_world_classes(adb_host, adb_port, serial)
    cls = aw_registry.TaskRegistry
    original = getattr(cls.get_registry, "_venus_original", cls.get_registry)

    def get_registry(self, family: str) -> Any:
        if family == FAMILY:
            return dict(classes)
        return original(self, family)

    get_registry._venus_original = original
    get_registry.__doc__ = original.__doc__
    cls.get_registry = get_registry
    cls.VENUS_FAMILY = FAMILY
    return classes


USAGE = ("usage: python -m venus_tasks.android_world_family [--adb_host=H] [--adb_port=N] "
         "[--forwarder_apk=PATH] PATH/TO/android_world/run.py --suite_family=venus [run.py flags]")
FORWARDER_URL = "https://storage.googleapis.com/android_env-tasks/2024.05.13-accessibility_forwarder.apk"


def use_forwarder_apk(path: str) -> None:
    """Make android_env install the accessibility forwarder APK at ``path`` instead of
    downloading it when AndroidWorld's env connects (android_env 1.2.3/1.3.0
    ``wrappers/a11y_grpc_wrapper._get_accessibility_forwarder_apk`` fetches
    ``FORWARDER_URL`` with urllib: offline, ``URLError``).

    Raises:
      FileNotFoundError: no file at ``path`` (the message says where to get it).
      ImportError: android_env is not installed.
    """
    if not os.path.isfile(path):
        raise FileNotFoundError(f"no accessibility forwarder APK at {path}: download {FORWARDER_URL} "
                                "once on a machine with network and give its path")
    from android_env.wrappers import a11y_grpc_wrapper
    with open(path, "rb") as f:
        data = f.read()
    a11y_grpc_wrapper._get_accessibility_forwarder_apk = lambda: data


def run_android_world(argv: Sequence[str]) -> None:
    """Run AndroidWorld's ``run.py`` with family ``venus`` registered and allowed in its
    ``--suite_family``. ``argv``: optional ``--adb_host=H``/``--adb_port=N`` (the adb server
    venus' device layer uses, as for ``register``) and ``--forwarder_apk=PATH`` (a local
    copy of the APK android_env downloads, ``use_forwarder_apk``), then the path of
    ``run.py``, then its flags.

    Raises:
      SystemExit: no ``run.py`` path, or an option of ours that is not understood (the
        message is the usage).
      FileNotFoundError: no such ``run.py``.
    """
    argv = list(argv)
    options: dict[str, str] = {}
    while argv and argv[0].startswith("--"):
        name, sep, value = argv.pop(0)[2:].partition("=")
        if name not in ("adb_host", "adb_port", "forwarder_apk") or not sep \
                or (name == "adb_port" and not value.isdigit()):
            raise SystemExit(f"unknown or malformed option --{name}{sep}{value}\n{USAGE}")
        options[name] = value
    if not argv:
        raise SystemExit(USAGE)
    if "forwarder_apk" in options:
        try:
            use_forwarder_apk(options["forwarder_apk"])
        except FileNotFoundError as exc:
            raise SystemExit(str(exc)) from None
    register(adb_host=options.get("adb_host"),
             adb_port=int(options["adb_port"]) if "adb_port" in options else None)
    spec = importlib.util.spec_from_file_location("android_world_run", argv[0])
    if spec is None or spec.loader is None or not os.path.isfile(argv[0]):
        raise FileNotFoundError(f"no AndroidWorld run.py at {argv[0]}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    from absl import app, flags
    enum_values = flags.FLAGS["suite_family"].parser.enum_values
    if FAMILY not in enum_values:
        enum_values.append(FAMILY)
    app.run(module.main, argv=argv)


if importlib.util.find_spec("android_world") is not None:
    register()


if __name__ == "__main__":
    run_android_world(sys.argv[1:])
