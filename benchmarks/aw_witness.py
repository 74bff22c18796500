"""AndroidWorld's own tasks on the simulated device: how many initialise, how many score
0.0 untouched, and how many score 1.0 from a reference end state (the witness figures of
``../shared/reference/android_world_witness.md``, issue 28).

    python benchmarks/aw_witness.py [--tasks A,B] [--seed 30] [--no_setup] [--fast]

Needs ``android_world`` importable (a checkout with its protos compiled, see
docs/android-world.md) and android_env. Starts ``python -m venus_tasks.sim --grpc_port 0
--on_kill restart`` (a new AVD: first-run screens up), runs venus' one-time set-up
(``runner.py --setup_device``: the first-run click-through AndroidWorld's own set-up does,
Simple SMS made the default SMS app by its role dialog; ``--no_setup`` skips it), then
AndroidWorld's unmodified ``env_launcher.load_and_setup_env`` with two things of an offline
host: the accessibility forwarder APK android_env downloads is the test suite's stand-in
(``tests/sim/test_emulator_grpc.forwarder_apk``), and ``adb_path`` is a wrapper that sends
AndroidWorld's ``-P 5037`` to the simulator's port. For each task of AndroidWorld's 116
(``suite_utils.create_suite(..., seed=SEED)``, instance 0): ``initialize_task``,
``is_successful`` untouched, the reference end state where ``REFERENCES`` has one (the
tasks issue 28 item 6 names), ``is_successful`` again, ``tear_down``. ``--fast`` skips
the fixed ``time.sleep`` waits of AndroidWorld's helper modules (their polling stays).

Prints one line per task that failed or scored unexpectedly and the totals, e.g.
``init 115/116  untouched 0.0: 106  1.0: 7  exception: 2  reference 3/3``.
"""

from __future__ import annotations

import argparse
import importlib
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

ADB_WRAPPER = """#!/bin/sh
for a in "$@"; do shift; if [ "$prev" = "-P" ]; then a={port}; fi; set -- "$@" "$a"; prev="$a"; done
exec {adb} "$@"
"""


def _ref_sms_resend(task, env, device):
    from android_world.env import tools
    tools.AndroidToolController(env.controller).send_sms(task.params["number"], task.params["message"])


def _ref_contact_draft(task, env, device):
    from android_world.env import adb_utils
    p = task.params
    code = {"Home": 1, "Work": 3}[p["phone_label"]]
    adb_utils.issue_generic_request(["shell", "am start -a android.intent.action.INSERT -t vnd.android.cursor.dir/contact "
                                     f'-e name "{p["first"]} {p["last"]}" -e phone {p["phone"]} --ei phone_type {code}'],
                                    env.controller)
    end = time.monotonic() + 20                   # the forwarder's next forest (every 100 ms)
    while time.monotonic() < end and not any(e.text == "Create contact" for e in env.controller.get_ui_elements()):
        time.sleep(0.05)


def _ref_osmand_track(task, env, device):
    from apps import osmand
    osmand.add_tracks(device, {"reference": list(task._target_waypoint_coords)})


REFERENCES = {"SimpleSmsResend": _ref_sms_resend, "ContactsNewContactDraft": _ref_contact_draft,
              "OsmAndTrack": _ref_osmand_track}
_HELPERS = ("android_world.env.tools", "android_world.utils.contacts_utils", "android_world.env.adb_utils",
            "android_world.task_evals.single.sms", "android_world.task_evals.common_validators.sms_validators")


class _NoSleep:
    def __getattr__(self, name):
        return getattr(time, name)

    @staticmethod
    def sleep(_seconds):
        return None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tasks", default="", help="comma-separated AndroidWorld task names (default: all 116)")
    ap.add_argument("--seed", type=int, default=30)
    ap.add_argument("--no_setup", action="store_true", help="skip venus' one-time device set-up")
    ap.add_argument("--fast", action="store_true", help="skip AndroidWorld helpers' fixed sleeps")
    args = ap.parse_args(argv)
    try:
        from android_world import registry, suite_utils
        from android_world.env import env_launcher
        from android_env.wrappers import a11y_grpc_wrapper
    except ImportError as exc:
        print(f"aw_witness: android_world / android_env not importable ({exc}); see docs/android-world.md")
        return 2
    import adbutils

    from tests.sim.test_emulator_grpc import forwarder_apk
    from venus_tasks.env.device import Device
    from venus_tasks.setup_device import setup_device

    if args.fast:
        for name in _HELPERS + tuple(f"android_world.task_evals.single.{m}" for m in ("osmand", "contacts")):
            module = importlib.import_module(name)
            if hasattr(module, "time"):
                module.time = _NoSleep()
    proc = subprocess.Popen([sys.executable, "-m", "venus_tasks.sim", "--grpc_port", "0", "--on_kill", "restart"],
                            stdout=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        m = re.fullmatch(r"adb_port=(\d+) serial=(emulator-\d+) grpc_port=(\d+)\n", proc.stdout.readline())
        adb_port, serial, grpc_port = int(m[1]), m[2], int(m[3])
        device = Device(serial, "127.0.0.1", adb_port)
        if not args.no_setup:
            report = setup_device(device, None)
            print(f"set-up: ok={report.ok} failed={report.failed}")
        home = tempfile.mkdtemp(prefix="aw_witness_")
        wrapper = os.path.join(home, "adb")
        with open(wrapper, "w") as f:
            f.write(ADB_WRAPPER.format(port=adb_port, adb=os.path.join(os.path.dirname(adbutils.__file__),
                                                                         "binaries", "adb")))
        os.chmod(wrapper, 0o755)
        os.environ["HOME"] = home
        a11y_grpc_wrapper._get_accessibility_forwarder_apk = forwarder_apk      # offline stand-in
        env = env_launcher.load_and_setup_env(console_port=int(serial.split("-")[1]), grpc_port=grpc_port,
                                              adb_path=wrapper)
        aw = registry.TaskRegistry().get_registry(registry.TaskRegistry.ANDROID_WORLD_FAMILY)
        names = [n for n in args.tasks.split(",") if n] or sorted(aw)
        suite = suite_utils.create_suite(aw, n_task_combinations=1, seed=args.seed, tasks=names)
        inits = refs = attempted = 0
        untouched = {"0.0": 0, "1.0": 0, "exception": 0}
        started = time.monotonic()
        for name in names:
            task = suite[name][0]
            env.reset(go_home=True)
            try:
                task.initialize_task(env)
            except Exception as exc:  # noqa: BLE001 - reported per task
                print(f"{name}: init {type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}")
                continue
            inits += 1
            try:
                score = task.is_successful(env)
                untouched["1.0" if score == 1.0 else "0.0"] += 1
                if score == 1.0:
                    print(f"{name}: untouched 1.0")
            except Exception as exc:  # noqa: BLE001
                untouched["exception"] += 1
                print(f"{name}: untouched {type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}")
            if name in REFERENCES:
                attempted += 1
                try:
                    REFERENCES[name](task, env, device)
                    score = task.is_successful(env)
                except Exception as exc:  # noqa: BLE001
                    score = f"{type(exc).__name__}: {exc}"
                refs += score == 1.0
                if score != 1.0:
                    print(f"{name}: reference {score}")
            try:
                task.tear_down(env)
            except Exception as exc:  # noqa: BLE001
                print(f"{name}: tear_down {type(exc).__name__}: {exc}")
        print(f"init {inits}/{len(names)}  untouched 0.0: {untouched['0.0']}  1.0: {untouched['1.0']}  "
              f"exception: {untouched['exception']}  reference {refs}/{attempted}  "
              f"({time.monotonic() - started:.0f} s)")
        env.close()
        return 0
    finally:
        proc.terminate()
        proc.wait(30)


if __name__ == "__main__":
    sys.exit(main())
