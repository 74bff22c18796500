"""Packaging for venus, a mobile GUI-agent benchmark suite with on-device verification."""

from setuptools import find_packages, setup

setup(
    name="venus-tasks",
    version="0.1.0",
    description=(
        "An AndroidWorld-extension task suite for mobile GUI agents with verification "
        "inside the device, and a simulated Android 13 device behind the real ADB protocols."
    ),
    python_requires=">=3.11",
    packages=find_packages(include=["venus_tasks*", "apps*", "verifiers*", "noise*", "variants*"]),
    package_data={"venus_tasks.agents": ["http_schema.json"],
                  "verifiers": ["claims_learned_weights.json", "claims_learned_readings.json"],
                  "venus_tasks.report": ["templates/*.html", "templates/*.md", "templates/*.css",
                                           "templates/*.js"]},
    py_modules=["runner"],
    install_requires=[
        "absl-py>=2.1",
        "adbutils>=2.8",
        "openai>=1.40",
        "numpy>=1.26",
        "Pillow>=10.0",
        "av>=14",  # PyAV: deterministic M4A/MP3/MP4 generation (bundles FFmpeg)
        "jinja2>=3.1",  # the static run report (venus_tasks/report)
        "tqdm>=4.66",  # the run's progress bar (elapsed, ETA)
        # OpenCC's t2s tables in pure Python: answers in traditional Chinese read by the
        # simplified rules of verifiers/ (verifiers/hanzi.py)
        "opencc-python-reimplemented>=0.1.7",
        # Roboto (variable, SIL OFL 1.1) for the simulated screen's Latin text, as Android 13
        # draws it (venus_tasks/sim/screen/fonts.py)
        "fontpkg-roboto>=3.15",
    ],
    extras_require={
        "test": ["pytest>=8", "pytest-xdist>=3.6", "jsonschema>=4.18", "selenium>=4.20"],
        # --device_backend u2: uiautomator2's on-device server (3.7.1 bundles u2.jar 0.4.1, whose
        # dumpWindowHierarchy takes rootInActive; nothing is downloaded at import or connect)
        "u2": ["uiautomator2>=3.7.1,<4"],
        "ray": ["ray>=2.9"],  # --ray_address: devices owned by Ray actors on other machines
        # AndroidWorld bridge: the simulated emulator's gRPC service (python -m venus_tasks.sim
        # --grpc_port) and android_env's EmulatorSimulator on it; android-env 1.3.0 imports
        # immutabledict without declaring it
        "aw": ["grpcio>=1.60", "protobuf>=4.25", "android-env>=1.2.3", "immutabledict>=2.0"],
    },
    entry_points={"console_scripts": ["venus-run=venus_tasks.cli:run"]},
)
