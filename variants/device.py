"""Device variants: the same instance on a device set up differently, applied by an env
wrapper (``VariantEnv``) and read back from the device.

=========  =========================================  ====================================
variant    applied with (Android 13 shell)            read back from
=========  =========================================  ====================================
dark       ``cmd uimode night yes``                   ``cmd uimode night`` ("Night mode: yes")
tablet     ``wm size 1600x2560``, ``wm density 320``  ``wm size``, ``wm density`` (override)
locale     ``setprop persist.sys.locale zh-CN``,      ``getprop persist.sys.locale``
           then ``setprop ctl.restart zygote``
font_scale ``settings put system font_scale 1.3``     ``settings get system font_scale``
=========  =========================================  ====================================

Sources: ``UiModeShellCommand`` and ``WindowManagerShellCommand`` (AOSP
``frameworks/base/services``); the locale property and zygote restart are how the
emulator documentation changes the system language; B-MoCA (``shared/reference/peers.md``)
varies the same device configurations. VenusBench-Mobile's "dark" is ``cmd uimode night
yes`` and its "pad" a tablet-sized device (``venusbench.md`` section 9).

The wrapper applies the variant while the task is being initialised (in
``prepare_for_task``, after the settings baseline is restored and before the task's own
set-up), reads it back then and again when the episode starts: a value that does not read
back is ``VariantNotAppliedError``, which the episode records as ``setup_error``
(no_result), never a silent run in the original setting. ``after_episode`` restores the
values read before applying, whatever happened; the episode record keeps all three
read-backs (``before``, ``applied``, ``restored``).
"""

from __future__ import annotations

import re
import time
from typing import Any, ClassVar

from variants import Variant, register_variant
from verifiers.guard import MayChange

TABLET_SIZE = "1600x2560"     # a 10-inch tablet at 320 dpi (the profile; B-MoCA's tablets)
TABLET_DENSITY = "320"
LOCALE = "zh-CN"
FONT_SCALE = "1.3"            # Settings > Display > Font size "Largest" (AOSP entry values 0.85/1.0/1.15/1.30)
_BOOT_WAIT_S = 120.0


class VariantNotAppliedError(RuntimeError):
    """A device variant's setting did not read back as applied (names the values)."""


class DeviceVariant(Variant):
    """A variant that changes device settings; subclasses read, apply and restore them.

    ``owns`` are the ``"namespace key"`` settings the variant changes: it does not apply to
    a task that may change one of them or sets one up itself.
    """

    owns: ClassVar[tuple[str, ...]] = ()

    def wrap(self, env: Any) -> Any:
        return VariantEnv(env, self)

    def not_applicable(self, task: Any) -> str | None:
        may = getattr(task, "may_change", None)
        for name in self.owns:
            ns, key = name.split(" ", 1)
            allowed = isinstance(may, MayChange) and may.allows_setting(ns, key)
            if allowed or name in getattr(task, "setup_settings", ()):
                return f"the task itself changes {name}, which {self.name} sets"
        return None

    def read(self, device: Any) -> dict[str, str]:
        """The variant's settings as the device reports them now."""
        raise NotImplementedError

    def wanted(self) -> dict[str, str]:
        """What ``read`` must give once the variant is applied."""
        raise NotImplementedError

    def apply(self, device: Any) -> None:
        """Change the device to the variant's settings."""
        raise NotImplementedError

    def restore(self, device: Any, before: dict[str, str]) -> None:
        """Put back the values ``read`` gave before ``apply``."""
        raise NotImplementedError


class VariantEnv:
    """Wraps a ``VenusEnv`` for one episode in a device variant (see the module docstring).

    Attributes:
      variant_record: ``{"name", "before", "applied", "restored"}``, read-backs as dicts.
    """

    def __init__(self, env: Any, variant: DeviceVariant):
        self.env = env
        self.variant = variant
        self._before: dict[str, str] | None = None
        self.variant_record: dict[str, Any] = {"name": variant.name, "wanted": variant.wanted()}

    def __getattr__(self, name: str) -> Any:
        return getattr(self.env, name)

    def prepare_for_task(self, first: str = "") -> None:
        """The env's own preparation (``first`` as there), then the variant applied and
        read back.

        Raises:
          VariantNotAppliedError: the device does not report the variant's values.
        """
        self.env.prepare_for_task(first)
        device = self.env.device
        if self._before is None:
            self._before = self.variant.read(device)
            self.variant_record["before"] = self._before
        now = self.variant.read(device)
        if now != self.variant.wanted():
            self.variant.apply(device)
            now = self.variant.read(device)
        self.variant_record["applied"] = now
        self._check(now, "after applying it")

    def begin_episode(self) -> None:
        """Check the variant still holds after the task's set-up, then start the episode.

        Raises:
          VariantNotAppliedError: the task's set-up changed the variant's setting.
        """
        self._check(self.variant.read(self.env.device), "after the task's set-up")
        self.env.begin_episode()

    def after_episode(self) -> None:
        """Restore the values read before the variant was applied (once)."""
        try:
            if self._before is not None:
                self.variant.restore(self.env.device, self._before)
                self.variant_record["restored"] = self.variant.read(self.env.device)
                self._before = None
        finally:
            self.env.after_episode()

    def _check(self, now: dict[str, str], when: str) -> None:
        want = self.variant.wanted()
        if now != want:
            raise VariantNotAppliedError(f"variant {self.variant.name}: the device reports {now} {when}, "
                                         f"not {want}")


# -- the built-in device variants ------------------------------------------------------


class Dark(DeviceVariant):
    name: ClassVar[str] = "dark"
    stability_key: ClassVar[str | None] = "dark"
    owns: ClassVar[tuple[str, ...]] = ("secure ui_night_mode",)

    def read(self, device: Any) -> dict[str, str]:
        out = device.run(["cmd", "uimode", "night"])
        m = re.search(r"Night mode: (\w+)", out)
        return {"night_mode": m[1] if m else out.strip()}

    def wanted(self) -> dict[str, str]:
        return {"night_mode": "yes"}

    def apply(self, device: Any) -> None:
        device.run(["cmd", "uimode", "night", "yes"])

    def restore(self, device: Any, before: dict[str, str]) -> None:
        mode = before.get("night_mode")
        device.run(["cmd", "uimode", "night", mode if mode in ("yes", "no", "auto") else "no"])


def _wm(device: Any, what: str) -> tuple[str, str]:
    """(effective value, override or '') of ``wm size`` / ``wm density``."""
    out = device.run(["wm", what])
    physical = re.search(r"Physical \w+: (\S+)", out)
    override = re.search(r"Override \w+: (\S+)", out)
    return (override or physical)[1] if (override or physical) else out.strip(), override[1] if override else ""


class Tablet(DeviceVariant):
    name: ClassVar[str] = "tablet"
    stability_key: ClassVar[str | None] = "pad"

    def read(self, device: Any) -> dict[str, str]:
        (size, size_o), (density, density_o) = _wm(device, "size"), _wm(device, "density")
        return {"size": size, "density": density, "size_override": size_o, "density_override": density_o}

    def wanted(self) -> dict[str, str]:
        return {"size": TABLET_SIZE, "density": TABLET_DENSITY, "size_override": TABLET_SIZE,
                "density_override": TABLET_DENSITY}

    def apply(self, device: Any) -> None:
        device.run(f"wm size {TABLET_SIZE} && wm density {TABLET_DENSITY}")

    def restore(self, device: Any, before: dict[str, str]) -> None:
        size, density = before.get("size_override") or "reset", before.get("density_override") or "reset"
        device.run(["wm", "size", size])
        device.run(["wm", "density", density])


class Locale(DeviceVariant):
    """System language zh-CN. A real device applies a new ``persist.sys.locale`` when the
    framework restarts (``ctl.restart zygote``); the wrapper waits for a new system_server
    (``pidof``) whose package and window managers answer."""

    name: ClassVar[str] = "locale"

    def read(self, device: Any) -> dict[str, str]:
        return {"locale": device.getprop("persist.sys.locale")}

    def wanted(self) -> dict[str, str]:
        return {"locale": LOCALE}

    def apply(self, device: Any) -> None:
        self._set(device, LOCALE)

    def restore(self, device: Any, before: dict[str, str]) -> None:
        self._set(device, before.get("locale") or "en-US")

    @staticmethod
    def _set(device: Any, tag: str) -> None:
        device.root()
        before = device.shell(["pidof", "system_server"]).stdout.strip()
        device.run(["setprop", "persist.sys.locale", tag])
        device.run(["setprop", "ctl.restart", "zygote"])
        deadline = time.monotonic() + _BOOT_WAIT_S
        while True:   # a new system_server, then the package and window managers answer
            now = device.shell(["pidof", "system_server"]).stdout.strip()
            if now and now != before and device.shell(
                    "pm path android >/dev/null && dumpsys window | grep -q mCurrentFocus=Window").exit_code == 0:
                return
            if time.monotonic() > deadline:
                raise VariantNotAppliedError(f"the framework did not come back within {_BOOT_WAIT_S:g} s "
                                             f"after switching the locale to {tag}")
            time.sleep(1.0)


class FontScale(DeviceVariant):
    name: ClassVar[str] = "font_scale"
    owns: ClassVar[tuple[str, ...]] = ("system font_scale",)

    def read(self, device: Any) -> dict[str, str]:
        value = device.settings_get("system", "font_scale")
        return {"font_scale": _number(value) if value is not None else "1.0"}

    def wanted(self) -> dict[str, str]:
        return {"font_scale": FONT_SCALE}

    def apply(self, device: Any) -> None:
        device.settings_put("system", "font_scale", FONT_SCALE)

    def restore(self, device: Any, before: dict[str, str]) -> None:
        device.settings_put("system", "font_scale", before.get("font_scale", "1.0"))


def _number(text: str) -> str:
    """A float setting as a canonical string ("1.30" and "1.3" both give "1.3")."""
    try:
        return repr(float(text))
    except ValueError:
        return text


for _v in (Dark(), Tablet(), Locale(), FontScale()):
    register_variant(_v)

__all__ = ["DeviceVariant", "Dark", "FontScale", "Locale", "Tablet", "VariantEnv", "VariantNotAppliedError"]
