"""System properties of the simulated Pixel 6 / API 33 ``google_apis`` x86_64 emulator.

Values follow a ``sdk_gphone64_x86_64`` 13 image (build TE1A/TPB4, ``userdebug``: root is
allowed, ``ro.debuggable=1``) [fingerprint and build id inferred]. ``getprop`` prints all
of them sorted as ``[key]: [value]`` (toolbox ``getprop.cpp``).
"""

from __future__ import annotations

_DEFAULTS = {
    "dalvik.vm.heapsize": "512m",
    "dalvik.vm.isa.x86_64.variant": "x86_64",
    "debug.hwui.renderer": "skiagl",
    "gsm.current.phone-type": "1",
    "gsm.network.type": "LTE",
    "gsm.operator.alpha": "T-Mobile",
    "gsm.operator.iso-country": "us",
    "gsm.operator.numeric": "310260",
    "gsm.sim.operator.alpha": "T-Mobile",
    "gsm.sim.operator.iso-country": "us",
    "gsm.sim.operator.numeric": "310260",
    "gsm.sim.state": "LOADED",
    "init.svc.adbd": "running",
    "init.svc.bootanim": "stopped",
    "net.bt.name": "Android",
    "persist.sys.dalvik.vm.lib.2": "libart.so",
    "persist.sys.locale": "en-US",
    "persist.sys.timezone": "UTC",
    "persist.sys.usb.config": "adb",
    "qemu.hw.mainkeys": "0",
    "ro.adb.secure": "0",
    "ro.boot.qemu": "1",
    "ro.boot.qemu.avd_name": "Pixel_6_API_33",
    "ro.boot.hardware": "ranchu",
    "ro.build.characteristics": "emulator",
    "ro.build.description": "sdk_gphone64_x86_64-userdebug 13 TE1A.220922.012 9302419 dev-keys",
    "ro.build.display.id": "sdk_gphone64_x86_64-userdebug 13 TE1A.220922.012 9302419 dev-keys",
    "ro.build.fingerprint":
        "google/sdk_gphone64_x86_64/emu64xa:13/TE1A.220922.012/9302419:userdebug/dev-keys",
    "ro.build.flavor": "sdk_gphone64_x86_64-userdebug",
    "ro.build.id": "TE1A.220922.012",
    "ro.build.tags": "dev-keys",
    "ro.build.type": "userdebug",
    "ro.build.user": "android-build",
    "ro.build.version.codename": "REL",
    "ro.build.version.incremental": "9302419",
    "ro.build.version.preview_sdk": "0",
    "ro.build.version.release": "13",
    "ro.build.version.release_or_codename": "13",
    "ro.build.version.sdk": "33",
    "ro.build.version.security_patch": "2022-10-05",
    "ro.debuggable": "1",
    "ro.hardware": "ranchu",
    "ro.kernel.qemu": "1",
    "ro.product.board": "goldfish_x86_64",
    "ro.product.brand": "google",
    "ro.product.cpu.abi": "x86_64",
    "ro.product.cpu.abilist": "x86_64,arm64-v8a",
    "ro.product.device": "emu64xa",
    "ro.product.locale": "en-US",
    "ro.product.manufacturer": "Google",
    "ro.product.model": "sdk_gphone64_x86_64",
    "ro.product.name": "sdk_gphone64_x86_64",
    "ro.secure": "1",
    "ro.sf.lcd_density": "420",
    "ro.zygote": "zygote64",
    "service.bootanim.exit": "1",
    "sys.boot_completed": "1",
    "sys.usb.config": "adb",
    "sys.usb.state": "adb",
}


def default_props(serial: str, console_port: int) -> dict[str, str]:
    """A fresh property table for the device ``serial`` (console on ``console_port``)."""
    props = dict(_DEFAULTS)
    props["ro.serialno"] = serial
    props["ro.boot.serialno"] = serial
    props["ro.kernel.android.qemud"] = "1"
    props["ro.boot.qemu.console_port"] = str(console_port)
    return props


def format_all(props: dict[str, str]) -> str:
    """``getprop`` with no argument: sorted ``[key]: [value]`` lines, newline-terminated."""
    return "".join(f"[{k}]: [{v}]\n" for k, v in sorted(props.items()))
