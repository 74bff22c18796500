"""Vague instructions (VA) over Settings pages beyond Display and Sound: small text, a
long day on a low battery, earbuds the phone cannot find,
Wi-Fi hunting after leaving a café, reading in the sun, and a frozen app (App info's
Force stop, checked by its process id and its data)
(``shared/reference/venusbench.md`` section 5). Each task documents one deterministic
acceptance rule over the ``settings`` tables; where a need admits several reasonable
outcomes the rule accepts each (named in the docstring and the README row). Doing too
much fails: the guard (``may_change``) rejects any other setting changed, and ``verify``
rejects a wrong combination inside what may change.

Keys (AOSP ``Settings``): ``system font_scale`` (Font size: 0.85, 1.0, 1.15, 1.3),
``global low_power`` (Battery Saver, ``PowerManager.setPowerSaveModeEnabled``),
``system status_bar_show_battery_percent`` (``Settings.System.SHOW_BATTERY_PERCENT``),
``global bluetooth_on`` / ``wifi_on`` / ``airplane_mode_on``, ``system
screen_brightness`` (0-255, through SettingsLib's HLG curve) and
``screen_brightness_mode`` (1: Adaptive brightness).
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import expense
from apps.settings import slider_to_brightness
from venus_tasks.env import actions as A
from venus_tasks.env.device import DeviceError
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched, then
from venus_tasks.tasks.va_more import put
from verifiers.guard import MayChange
from verifiers.state import int_setting

LARGER_FONT = 1.15          # the first Font size step above the default 1.0 (AOSP entryvalues_font_size)
SUNLIT = slider_to_brightness(0.7)    # "can hardly see it in the sun": the slider at least 70%


def _get(env, namespace: str, key: str, default: int = 0) -> int:
    return int_setting(env.device.settings_get(namespace, key), default)


def font_scale(env) -> float:
    """``system font_scale`` as a float (1.0 when unset or unreadable)."""
    try:
        return float(env.device.settings_get("system", "font_scale") or 1.0)
    except ValueError:
        return 1.0


def battery(env, *, ac: bool, capacity: int) -> None:
    """Set the emulator's battery through its console (``power ac on|off``, ``power status
    charging|discharging``, ``power capacity N``), as a real emulator takes it.

    Raises:
      DeviceError: the env has no emulator console.
    """
    console = getattr(env, "console", None)
    if console is None:
        raise DeviceError("this task sets the battery through the emulator console; the env has none")
    console.command(f"power ac {'on' if ac else 'off'}")
    console.command(f"power status {'charging' if ac else 'discharging'}")
    console.command(f"power capacity {capacity}")


class _VagueSettings(VenusTask):
    """A vague need met in Settings; subclasses give the goal, the rule and the misses."""

    app_names = ("settings",)
    complexity = 2.0

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {}


@register_task("venus")
class VagueTinyText(_VagueSettings):
    """"The text is so small I squint": Font size above the default (``system font_scale``
    >= 1.15, the default 1.0 seeded). Bold text or High contrast text may be turned on as
    well; either alone, a smaller font, or brightness instead fails."""

    template = "The text in my messages is so small that I have to squint to read it."
    variant_texts = {"zh": "消息里的字太小了，我得眯着眼睛才能看清。",
                     "paraphrase": "I can only read my messages by squinting; the lettering is far too small."}
    info = TaskInfo(Category.VA, PUDAM(1, 4, 2, 2, 1), Evaluation.STATE, tags=("font size",))
    setup_settings = ("system font_scale",)
    may_change = MayChange(settings=("system font_scale*", "secure font_weight_adjustment*",
                                     "secure high_text_contrast_enabled*"))

    def setup(self, env) -> None:
        env.device.settings_put("system", "font_scale", "1.0")

    def verify(self, env) -> float:
        return 1.0 if font_scale(env) >= LARGER_FONT else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        env.device.settings_put("system", "font_scale", "1.3")
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        return [
            NearMiss("Bold text only", put("secure", "font_weight_adjustment", 300)),
            NearMiss("High contrast text only", put("secure", "high_text_contrast_enabled", 1)),
            NearMiss("font made smaller", put("system", "font_scale", "0.85")),
            NearMiss("brightness up instead", put("system", "screen_brightness", 255)),
            NearMiss("larger font, and Dark theme on too", then(put("system", "font_scale", "1.15"),
                                                                put("secure", "ui_night_mode", 2))),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Settings, Display, Display size and text, Make larger, done
        return 5


@register_task("venus")
class VagueLowBatteryLongDay(_VagueSettings):
    """"Battery at N% (5-25, discharging), no charger until tonight, I must stay reachable":
    Battery Saver on (``global low_power`` 1). Dimming the screen as well is accepted;
    Airplane mode (unreachable), dimming alone or the battery percentage instead fails."""

    template = ("My battery is down to {level}% and I won't get near a charger until late tonight. I still "
                "need people to be able to call me.")
    variant_texts = {"zh": "我的电量只剩 {level}%，今晚很晚之前都没法充电。我还得保证别人能打通我的电话。",
                     "paraphrase": "Only {level}% battery left and no charger until late this evening, yet I "
                                   "have to stay reachable by phone."}
    info = TaskInfo(Category.VA, PUDAM(2, 4, 3, 2, 2), Evaluation.STATE, tags=("battery saver",))
    may_change = MayChange(settings=("global low_power*", "system screen_brightness*",
                                     "system screen_auto_brightness_adj"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"level": rng.randint(5, 25)}

    def setup(self, env) -> None:
        battery(env, ac=False, capacity=self.params["level"])
        env.device.settings_put("global", "low_power", 0)

    def cleanup(self, env) -> None:
        battery(env, ac=True, capacity=100)
        super().cleanup(env)

    def verify(self, env) -> float:
        return 1.0 if _get(env, "global", "low_power") == 1 else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        env.device.settings_put("global", "low_power", 1)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        return [
            NearMiss("screen dimmed only", put("system", "screen_brightness", 10)),
            NearMiss("Airplane mode instead", put("global", "airplane_mode_on", 1)),
            NearMiss("Battery Saver and Airplane mode", then(put("global", "low_power", 1),
                                                             put("global", "airplane_mode_on", 1))),
            NearMiss("battery percentage shown instead", put("system", "status_bar_show_battery_percent", 1)),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Settings, Battery, Battery Saver, Use Battery Saver, done
        return 5


@register_task("venus")
class VagueEarbudsNotFound(_VagueSettings):
    """"My new earbuds are in pairing mode but the phone does not find them": Bluetooth on
    (``global bluetooth_on`` 1, seeded off; opening Pair new device turns it on too); Wi-Fi
    and Airplane mode untouched."""

    template = "My new earbuds are blinking in pairing mode, but my phone just can't find them."
    variant_texts = {"zh": "我的新耳机正在闪灯等待配对，可是手机怎么也搜不到它们。",
                     "paraphrase": "The new earbuds are flashing, ready to pair, yet my phone never detects them."}
    info = TaskInfo(Category.VA, PUDAM(1, 4, 2, 2, 1), Evaluation.STATE, tags=("bluetooth",))
    may_change = MayChange(settings=("global bluetooth*", "secure bluetooth*"))

    def setup(self, env) -> None:
        env.device.run(["svc", "bluetooth", "disable"])
        env.device.settings_put("global", "bluetooth_on", 0)

    def verify(self, env) -> float:
        return 1.0 if _get(env, "global", "bluetooth_on") == 1 else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        env.device.settings_put("global", "bluetooth_on", 1)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        on = put("global", "bluetooth_on", 1)
        return [
            NearMiss("Wi-Fi turned off instead", put("global", "wifi_on", 0)),
            NearMiss("Bluetooth on, and Wi-Fi off too", then(on, put("global", "wifi_on", 0))),
            NearMiss("Airplane mode toggled", put("global", "airplane_mode_on", 1)),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Settings, Connected devices, Pair new device (turns Bluetooth on), done
        return 4


@register_task("venus")
class VagueLeftTheCafe(_VagueSettings):
    """"Left the café, the phone keeps hunting for Wi-Fi, I'm on mobile data, my earbuds are
    connected": Wi-Fi off (``global wifi_on`` 0) with Bluetooth still on and Airplane mode
    off (it would cut both the earbuds and mobile data)."""

    template = ("I just left the café. My phone keeps searching for Wi-Fi networks even though I'm on mobile "
                "data now, and my earbuds are connected, so don't cut them off.")
    variant_texts = {"zh": "我刚离开咖啡馆。手机一直在搜索 WLAN 网络，可我现在用的是移动数据；我的耳机还连着，别把它断开。",
                     "paraphrase": "I've walked out of the coffee shop and the phone won't stop hunting for "
                                   "Wi-Fi although I'm using mobile data; my earbuds are paired and must stay "
                                   "connected."}
    info = TaskInfo(Category.VA, PUDAM(1, 4, 3, 2, 2), Evaluation.STATE, tags=("wifi", "bluetooth"))
    may_change = MayChange(settings=("global wifi*", "global bluetooth*", "global airplane_mode_on*"))

    def setup(self, env) -> None:
        env.device.settings_put("global", "airplane_mode_on", 0)
        for radio, cmd in (("wifi_on", "wifi"), ("bluetooth_on", "bluetooth")):
            env.device.run(["svc", cmd, "enable"])
            env.device.settings_put("global", radio, 1)

    def verify(self, env) -> float:
        ok = (_get(env, "global", "wifi_on", 1) == 0 and _get(env, "global", "bluetooth_on") == 1
              and _get(env, "global", "airplane_mode_on") == 0)
        return 1.0 if ok else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        env.device.settings_put("global", "wifi_on", 0)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        wifi_off = put("global", "wifi_on", 0)
        return [
            NearMiss("Airplane mode on (radios off)", then(put("global", "airplane_mode_on", 1), wifi_off,
                                                           put("global", "bluetooth_on", 0))),
            NearMiss("Airplane mode on, Bluetooth back on", then(put("global", "airplane_mode_on", 1), wifi_off)),
            NearMiss("Wi-Fi and Bluetooth off", then(wifi_off, put("global", "bluetooth_on", 0))),
            NearMiss("Bluetooth off instead", put("global", "bluetooth_on", 0)),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Settings, Network & internet, Internet, Wi-Fi, done
        return 5


@register_task("venus")
class VagueReadingInTheSun(_VagueSettings):
    """"Reading outside in bright sun, I can hardly see the screen and the letters are
    tiny": both a brighter screen -- the slider at least 70% (``system screen_brightness``
    >= ``SUNLIT``, manual) or Adaptive brightness on (``screen_brightness_mode`` 1), either
    is accepted -- and a larger font (``system font_scale`` >= 1.15). One without the
    other, or the slider only half way, fails."""

    template = "I'm reading outside in bright sunshine: I can hardly see my screen, and the letters are tiny too."
    variant_texts = {"zh": "我在外面大太阳底下看东西：屏幕几乎看不清，字也太小了。",
                     "paraphrase": "Out here in the glaring sun my display is barely visible, and the text "
                                   "is minuscule as well."}
    info = TaskInfo(Category.VA, PUDAM(2, 4, 3, 3, 2), Evaluation.STATE, tags=("brightness", "font size"))
    setup_settings = ("system font_scale",)
    may_change = MayChange(settings=("system screen_brightness*", "system screen_auto_brightness_adj",
                                     "system font_scale*", "secure font_weight_adjustment*",
                                     "secure high_text_contrast_enabled*"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"initial_brightness": slider_to_brightness(rng.uniform(0.25, 0.45))}

    def setup(self, env) -> None:
        env.device.settings_put("system", "font_scale", "1.0")
        env.device.settings_put("system", "screen_brightness_mode", 0)
        env.device.settings_put("system", "screen_brightness", self.params["initial_brightness"])

    def verify(self, env) -> float:
        adaptive = _get(env, "system", "screen_brightness_mode") == 1
        bright = adaptive or _get(env, "system", "screen_brightness") >= SUNLIT
        return 1.0 if bright and font_scale(env) >= LARGER_FONT else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        env.device.settings_put("system", "screen_brightness", 255)
        env.device.settings_put("system", "font_scale", "1.15")
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        larger, brighter = put("system", "font_scale", "1.15"), put("system", "screen_brightness", 255)
        return [
            NearMiss("larger font only", larger),
            NearMiss("brighter only", brighter),
            NearMiss("Adaptive brightness only", put("system", "screen_brightness_mode", 1)),
            NearMiss("larger font, slider only half way", then(larger, put("system", "screen_brightness",
                                                                           slider_to_brightness(0.5)))),
            NearMiss("both, and Dark theme on too", then(larger, brighter, put("secure", "ui_night_mode", 2))),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Settings, Display, Adaptive brightness, Display size and text, Make larger, done
        return 6


def pid_of(env, package: str) -> str:
    """The app's process id as ``pidof`` prints it, "" when it is not running (exit 1)."""
    return env.device.shell(["pidof", package]).stdout.strip()


@register_task("venus")
class VagueAppFrozen(VenusTask):
    """"Pro Expense froze; get it working again without losing my expenses": the app,
    launched at setup and left in the background, must have been restarted -- its process
    gone or a new one (``pidof`` differs from setup's) -- with every expense kept. Force
    stop in App info does it (opening the app again afterwards is fine); Clear storage
    loses the expenses, opening the app alone or stopping another app keeps the process.
    [On a real device swiping it away in Recents also kills the process; the simulated
    Recents removes the task only, so there it does not count.]"""

    app_names = ("settings", "pro expense")
    complexity = 2.0
    template = "Pro Expense has frozen on me. Get it working properly again, but I can't lose any of my expenses."
    variant_texts = {"zh": "Pro Expense 卡住不动了。让它恢复正常，但我的支出记录一条都不能丢。",
                     "paraphrase": "My Pro Expense app is stuck. Make it run normally again without losing a "
                                   "single expense I've logged."}
    info = TaskInfo(Category.VA, PUDAM(2, 4, 3, 2, 2), Evaluation.STATE, tags=("app info", "force stop"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"rows": expense.noise_expenses(rng, rng.randint(5, 8))}

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["rows"])
        env.device.force_stop("com.android.settings")        # Settings opens on its homepage
        env.device.start_activity(expense.APP.activity)
        env.device.keyevent("KEYCODE_HOME")
        self.pid = pid_of(env, expense.APP.package)
        if not self.pid:
            raise RuntimeError(f"{self.name}: Pro Expense did not start")
        self.before = expense.list_expenses(env.device)

    def verify(self, env) -> float:
        restarted = pid_of(env, expense.APP.package) != self.pid
        return 1.0 if restarted and expense.list_expenses(env.device) == self.before else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        env.device.force_stop(expense.APP.package)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        package = expense.APP.package

        def run(*argv):
            def apply(task, env) -> None:
                env.device.run(list(argv))
            return apply

        def drop_one(task, env) -> None:
            expense.delete_expenses(env.device, [task.before[0]["expense_id"]])

        return [
            NearMiss("Clear storage (the expenses lost)", run("pm", "clear", package)),
            NearMiss("the app opened again only", run("am", "start", "-n", expense.APP.activity)),
            NearMiss("another app stopped", run("am", "force-stop", "net.gsantner.markor")),
            NearMiss("stopped, one expense deleted", then(drop_one, run("am", "force-stop", package))),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Settings, Apps, Pro Expense (recently opened), Force stop, OK, done
        return 6
