"""Past one machine: each device is owned by a Ray actor on the machine that runs its adb
server, and the driver's device pool hands those actors episodes (optional extra ``ray``).

    python runner.py --ray_address auto --devices emulator-5554@10.0.0.7:5037,emulator-5556@10.0.0.8:5037
    python runner.py --ray_address local --num_devices 2     # a Ray cluster on this machine

One actor per device (``DeviceHost``): it leases the device where it runs (a device named
``SERIAL@HOST:PORT`` is placed on the Ray node whose address is HOST, through Ray's
``node:HOST`` resource; built-in simulated devices start inside their actor), checks it is
ready, builds the same instances as the driver from the run's configuration (instances
are a pure function of it), and runs the episodes the driver names by key, returning each
record as JSON. The driver keeps the one run directory: records are appended there as they
arrive, and everything else (health checks, retiring a lost device, re-queueing its
episode, stopping on a failing model server) is the local pool's code
(``suite_runner.run_pool``). Screenshots stay on the actors' machines (not saved).

``local`` starts a Ray cluster in this process for the run and shuts it down afterwards;
any other address joins that cluster (``ray.init(address=...)``) and leaves it running.
"""

from __future__ import annotations

import contextlib
from typing import Any, Iterator

LOCAL = "local"
_LOOPBACK = ("127.0.0.1", "localhost", "::1")


def _ray():
    try:
        import ray
    except ImportError:
        raise ValueError("--ray_address needs Ray: pip install -e '.[ray]'") from None
    return ray


class DeviceHost:
    """The actor body (wrapped by ``ray.remote`` in ``remote_workers``): one device and its
    ``workers.DeviceWorker``.

    Args:
      config: the run's ``RunConfig``.
      spec: ``(serial, adb_host, adb_port)`` as ``devices.device_specs`` gives it.

    Raises (from the constructor, surfaced by the driver's first call):
      DeviceSelectionError: the device cannot be leased.
      RuntimeError: it lacks an app or setting the run's tasks need.
    """

    def __init__(self, config: Any, spec: tuple) -> None:
        from venus_tasks import registry
        from venus_tasks.devices import lease_device
        from venus_tasks.plugins import load_plugins
        from venus_tasks.setup_device import preflight
        from venus_tasks.workers import DeviceWorker

        load_plugins(config.plugins)
        self._stack = contextlib.ExitStack()
        stepped = getattr(config, "sim_clock", "real") == "stepped"
        lease = self._stack.enter_context(lease_device(*spec, **({"stepped_clock": True} if stepped else {})))
        classes = registry.select(config.suite, config.tasks, config.categories)
        problems = preflight(lease.device, sorted({n for c in classes for n in c.app_names}))
        if problems:
            self._stack.close()
            raise RuntimeError(f"device {lease.device.serial} is not ready: " + "; ".join(problems))
        self._instances = {i.key: i for i in registry.create_instances(
            classes, config.n_task_combinations, config.seed, config.noise, config.variants, config.repeats)}
        self._worker = DeviceWorker(lease, config)

    def describe(self) -> dict[str, str]:
        return self._worker.describe()

    def health(self) -> str | None:
        return self._worker.health()

    def run(self, key: str, attempt: int = 0) -> dict[str, Any]:
        """The record of try ``attempt`` at episode ``key`` (``registry.retry_instance``)."""
        from venus_tasks import registry

        return self._worker.run(registry.retry_instance(self._instances[key], attempt)).as_json()

    def close(self) -> None:
        self._worker.close()
        self._stack.close()


class _Record:
    """A record that came back as JSON, with the attributes the pool and the progress
    line read."""

    def __init__(self, data: dict[str, Any]) -> None:
        self._data = data

    def __getattr__(self, name: str) -> Any:
        try:
            return self._data[name]
        except KeyError:
            raise AttributeError(name) from None

    def as_json(self) -> dict[str, Any]:
        return dict(self._data)


class RemoteWorker:
    """The driver's handle on a ``DeviceHost`` actor, with ``DeviceWorker``'s interface."""

    def __init__(self, ray: Any, actor: Any) -> None:
        self._ray, self._actor = ray, actor
        self._describe = ray.get(actor.describe.remote())     # surfaces the actor's set-up error
        self.name = self._describe["serial"]

    def describe(self) -> dict[str, str]:
        return dict(self._describe)

    def health(self) -> str | None:
        try:
            return self._ray.get(self._actor.health.remote())
        except self._ray.exceptions.RayError as e:   # the actor (or its node) died
            return f"{self.name}: its Ray actor is gone ({type(e).__name__})"

    def run(self, instance: Any, on_observation: Any = None) -> _Record:
        return _Record(self._ray.get(self._actor.run.remote(instance.key, instance.attempt)))

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._ray.get(self._actor.close.remote())
        with contextlib.suppress(Exception):
            self._ray.kill(self._actor)


@contextlib.contextmanager
def remote_workers(address: str, config: Any, specs: list[tuple]) -> Iterator[list[RemoteWorker]]:
    """One ``DeviceHost`` actor per device of ``specs``, as ``RemoteWorker``s; the actors
    are closed and killed afterwards, and a cluster started here (``local``) is shut down.

    Raises:
      ValueError: Ray is not installed.
      Exception: an actor's set-up error (the device cannot be leased or is not ready).
    """
    ray = _ray()
    started = not ray.is_initialized()
    if started:
        ray.init(**({} if address == LOCAL else {"address": address}), include_dashboard=False,
                 log_to_driver=False, configure_logging=False)
    workers: list[RemoteWorker] = []
    actors: list[Any] = []
    try:
        actor_class = ray.remote(num_cpus=0)(DeviceHost)
        for serial, host, port in specs:
            options = {} if host in _LOOPBACK else {"resources": {f"node:{host}": 0.001}}
            actors.append(actor_class.options(**options).remote(config, (serial, host, port)))
        for actor in actors:
            workers.append(RemoteWorker(ray, actor))
        yield workers
    finally:
        for w in workers:
            w.close()
        for actor in actors[len(workers):]:       # those whose set-up failed or never ran
            with contextlib.suppress(Exception):
                ray.kill(actor)
        if started:
            ray.shutdown()
