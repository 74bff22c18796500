"""Shared fixtures: a simulated device behind a real adb host-protocol server on an
ephemeral port, driven through unmodified adbutils over TCP.

adbutils runs ``adb start-server`` when it cannot connect; pointing ADBUTILS_ADB_PATH at
a harmless binary makes sure no test ever starts an adb daemon.
"""

import os

os.environ["ADBUTILS_ADB_PATH"] = "/bin/false"

import pytest  # noqa: E402

from venus_tasks.env.device import Device  # noqa: E402
from venus_tasks.env.env import VenusEnv  # noqa: E402


@pytest.fixture(scope="module")
def sim_server(request):
    """A simulated device server for the module, its clock stepped
    (``venus_tasks/sim/clock.py``): device time moves only by input events and by the
    ``env`` fixture's waits (``sim_sleep``), so a test's outcome never depends on the
    host's speed or load. A module whose test needs a clock that runs by itself sets
    ``SIM_CLOCK = "running"``."""
    from venus_tasks.sim import SimServer

    clock = getattr(request.module, "SIM_CLOCK", "stepped")
    if clock not in ("stepped", "running"):
        raise ValueError(f"SIM_CLOCK must be 'stepped' or 'running', got {clock!r}")
    server = SimServer(stepped_clock=clock == "stepped").start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def sim_sleep(sim_server):
    """``sleep(seconds)`` that moves the module's device clock on (``SimServer.sleeper``):
    pass it as ``VenusEnv(sleep=...)``."""
    return sim_server.sleeper(sim_server.serials[0])


@pytest.fixture(scope="module")
def device(sim_server):
    return Device(sim_server.serials[0], sim_server.host, sim_server.port)


@pytest.fixture(scope="module")
def ready_device(device):
    """The module's simulated device after the suite's standard set-up (settings,
    snapshots, the settings baseline episodes start from), as ``--setup_device`` leaves
    a real emulator."""
    from venus_tasks.setup_device import setup_device

    assert setup_device(device, None).ok
    return device


@pytest.fixture
def env(sim_server, ready_device, sim_sleep):
    """A ``VenusEnv`` on the module's device whose waits (the ``wait`` action: 1 s, as
    AndroidWorld's) move the device's clock instead of the host's."""
    from venus_tasks.env.console import EmulatorConsole, console_port

    console = EmulatorConsole(sim_server.host, console_port(ready_device.serial))
    return VenusEnv(ready_device, wait_seconds=1.0, console=console, sleep=sim_sleep)


# Longest files first (longest-processing-time-first scheduling). ``--dist loadfile`` runs
# a file whole on one worker, and pytest-xdist by default queues files by their number of
# tests, so a long file of few tests (the docs' commands: 9 tests, a subprocess each) or
# of costly ones (the adversarial sweep: about 3 CPU-seconds a test) started late and left
# the other core idle at the end. pytest.ini turns xdist's reordering off
# (``--no-loadscope-reorder``) and this puts these files first, in this order, then the
# others by their number of tests, most first, as xdist did. Estimates (CPU-seconds, from
# 8-13 sampled tasks of each, at -n 0): the sweep ~250 (one turn of its rotation), the GUI solvers ~245 plus
# Tesseract's own processes, the task check ~230, the docs' commands ~45 in subprocesses.
LONG_FIRST = ("tests/test_adversarial_sweep.py", "tests/test_gui_solvable.py", "tests/test_tasks.py",
              "tests/test_docs_commands.py")


def pytest_collection_modifyitems(session, config, items):
    """Order the test files as ``LONG_FIRST`` says (a stable sort: the tests of a file keep
    their order); the order of files is all it changes."""
    def file_of(item) -> str:
        return item.nodeid.split("::", 1)[0]

    counts: dict[str, int] = {}
    for item in items:
        counts[file_of(item)] = counts.get(file_of(item), 0) + 1
    rank = {name: i for i, name in enumerate(LONG_FIRST)}
    first_seen = {name: i for i, name in enumerate(dict.fromkeys(file_of(item) for item in items))}
    items.sort(key=lambda item: (rank.get(file_of(item), len(rank)), -counts[file_of(item)],
                                 first_seen[file_of(item)]))
