"""Hard GUI browsing (HGB) over Settings pages and the app list: five switches across four
pages, the Apps page's "Recently opened apps" and each app's App info page (its "version
X" footer, below the first screen). (Issue 27 retired the battery level with the screen
timeout and the last app's version: three to five steps answered them.)

What the answer must state comes from the device, never from the task's text: the
recently opened apps are launched at setup in a seeded order;
the versions are the installed packages' ``versionName`` read with ``dumpsys package`` at
setup (the catalogue's APKs carry versions whose text order differs from their numeric
order, a trap for string comparison). Versions are read with ``verifiers.versions``, choices with
``verifiers.lists.top_choice``.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

import apps
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.cf_settings import ALIASES, AUTO_ROTATE, DND, seed_switch
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched
from venus_tasks.tasks.nr_settings import BLUETOOTH, DARK_THEME, WIFI
from verifiers.lists import top_choice
from verifiers.switches import switch_report
from verifiers.versions import stated_versions, version_key

SETTINGS_PACKAGE = "com.android.settings"
# Catalogue apps whose APKs carry a known versionName (apps/<app>.py ``version``).
VERSIONED = ("audio recorder", "broccoli", "joplin", "open tracks sports tracker", "osmand", "pro expense",
             "retro music", "simple calendar pro", "tasks", "vlc")


def installed_version(device, package: str) -> str:
    """The ``versionName`` ``dumpsys package <package>`` prints ("" when none)."""
    for line in device.run(["dumpsys", "package", package]).splitlines():
        line = line.strip()
        if line.startswith("versionName="):
            return line[len("versionName="):]
    return ""


class _RecentApps(VenusTask):
    """Three catalogue apps (``VERSIONED``) launched at setup in the seeded order ``used``
    (the last one the most recent), then home; ``setup`` reads their installed versions
    into ``versions`` (label -> versionName)."""

    app_names = ("settings",)

    @classmethod
    def _draw(cls, rng: random.Random) -> list[str]:
        return rng.sample(VERSIONED, 3)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        used = cls._draw(rng)
        return {"used": used, "labels": [apps.get_app(n).label for n in used]}

    def setup(self, env) -> None:
        env.device.force_stop(SETTINGS_PACKAGE)          # Settings opens on its homepage
        self.versions = {}
        for name in self.params["used"]:
            app = apps.get_app(name)
            env.device.start_activity(app.activity)
            self.versions[app.label] = installed_version(env.device, app.package)
        env.device.keyevent("KEYCODE_HOME")
        if any(not v for v in self.versions.values()):
            raise RuntimeError(f"{self.name}: no versionName for {self.versions}; are the apps installed?")

    @property
    def recency(self) -> list[str]:
        """The labels, most recently used first."""
        return list(reversed(self.params["labels"]))


@register_task("venus")
class GUIBrowsingNewestVersionRecent(_RecentApps):
    """Of the three most recently opened apps, the one with the highest version number
    (compared part by part as numbers: ``13.6.3`` > ``4.11.3`` > ``4.6.13`` > ``3.5.4``);
    the winner is drawn uniformly, and half the time one of the other two wins in text
    order (when the catalogue allows).

    Success: the answer chooses that app first (the others may follow, in order) and
    states its version; versions outside the three's fail, as do the text-order winner,
    the most recent app and a hedge.
    """

    complexity = 2.0
    template = ("Of the three apps I opened most recently, which one has the highest version number? Tell me "
                "the app and its version.")
    variant_texts = {"zh": "我最近打开的三个应用里，哪个的版本号最高？告诉我应用名和它的版本号。",
                     "paraphrase": "Look at the three apps I used last: which has the biggest version number? "
                                   "Give me the app and the version."}
    info = TaskInfo(Category.HGB, PUDAM(2, 3, 2, 2, 3), Evaluation.ANSWER,
                    tags=("settings", "app info", "version", "compare"))

    @classmethod
    def _draw(cls, rng: random.Random) -> list[str]:
        """The winner uniformly among the apps that can top three, two lower ones; half the
        time (when the catalogue allows) one of them is higher in text order."""
        version = {n: apps.get_app(n).version for n in VERSIONED}
        ordered = sorted(VERSIONED, key=lambda n: version_key(version[n]))
        winner = rng.choice(ordered[2:])
        lower = [n for n in ordered if version_key(version[n]) < version_key(version[winner])]
        traps = [n for n in lower if version[n] > version[winner]]
        if traps and rng.random() < 0.5:
            trap = rng.choice(traps)
            trio = [winner, trap, rng.choice([n for n in lower if n != trap])]
        else:
            trio = [winner, *rng.sample(lower, 2)]
        rng.shuffle(trio)
        return trio

    @property
    def ranking(self) -> list[str]:
        """The labels, highest version first."""
        return sorted(self.versions, key=lambda label: version_key(self.versions[label]), reverse=True)

    def verify(self, env) -> float:
        said = stated_versions(env.answer)
        best = self.ranking[0]
        return float(top_choice(env.answer, self.ranking) and self.versions[best] in said
                     and said <= set(self.versions.values()))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        best = self.ranking[0]
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        yield A.answer(self.say(en=f"{best} has the highest version number: {self.versions[best]}.",
                                zh=f"版本号最高的是 {best}，版本 {self.versions[best]}。"))

    def near_misses(self) -> list[NearMiss]:
        def pick(which):
            def apply(task, env) -> None:
                label = which(task)
                env.execute(A.answer(f"{label}, version {task.versions[label]}."))
            return apply

        def by_text(task) -> str:
            return max(task.versions, key=lambda label: task.versions[label])

        def hedge(task, env) -> None:
            a, b = task.ranking[:2]
            env.execute(A.answer(f"Probably {a} ({task.versions[a]}) or {b} ({task.versions[b]})."))

        return [
            NearMiss("the runner-up", pick(lambda t: t.ranking[1])),
            NearMiss("the highest by text order", pick(lambda t: by_text(t) if by_text(t) != t.ranking[0]
                                                       else t.ranking[2])),
            NearMiss("the most recent app", pick(lambda t: t.recency[0] if t.recency[0] != t.ranking[0]
                                                 else t.recency[1])),
            NearMiss("a hedge", hedge),
            NearMiss("the app without its version", pick_no_version),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Settings, Apps, then for each of the three: its row, scroll to the footer, back; answer
        return 2 + 3 * 3 + 1


def pick_no_version(task, env) -> None:
    """A near miss: the right app named, no version."""
    env.execute(A.answer(f"{task.ranking[0]} has the highest version."))


# ------------------------------------------------------------------ which switches are on
_SWITCHES = (WIFI, BLUETOOTH, DARK_THEME, DND, AUTO_ROTATE)


@register_task("venus")
class GUIBrowsingWhichSwitchesOn(VenusTask):
    """Which of Wi-Fi, Bluetooth, Dark theme, Do Not Disturb and Auto-rotate are on: two or
    three of them seeded on, the rest off, read across four Settings pages (the Internet
    row's summary, Connected devices' pairing hint, Display's switches, Sound &
    vibration's Do Not Disturb summary).

    Success: the switches the answer says are on (``verifiers.switches.switch_report``: a
    bare list, or each named with its state) are exactly the seeded ones, and none of them
    is also said to be off; one missed, one extra, all five or a hedge fail.
    """

    app_names = ("settings",)
    complexity = 2.0
    template = ("Which of these are switched on right now: Wi-Fi, Bluetooth, Dark theme, Do Not Disturb and "
                "Auto-rotate? Check in Settings and name the ones that are on.")
    variant_texts = {"zh": "WLAN、蓝牙、深色主题、勿扰模式和自动旋转这几项里，现在哪些是开着的？请在设置里查看，说出开着的那些。",
                     "paraphrase": "Look through Settings and tell me which of Wi-Fi, Bluetooth, Dark theme, Do "
                                   "Not Disturb and Auto-rotate are currently on."}
    info = TaskInfo(Category.HGB, PUDAM(2, 2, 2, 1, 2), Evaluation.ANSWER, tags=("settings", "read-many"))
    setup_settings = ("secure ui_night_mode", "system accelerometer_rotation")

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        labels = [s.label for s in _SWITCHES]
        return {"on": sorted(rng.sample(labels, rng.randint(2, 3)), key=labels.index)}

    def setup(self, env) -> None:
        for switch in _SWITCHES:
            seed_switch(env.device, switch, switch.label in self.params["on"])
        env.device.force_stop(SETTINGS_PACKAGE)

    def _items(self) -> list[tuple[str, ...]]:
        return [(s.label, *ALIASES[s.label]) for s in _SWITCHES]

    def verify(self, env) -> float:
        on, off = switch_report(env.answer, self._items())
        return float(on == set(self.params["on"]) and not on & off)

    def _say(self, on: list[str]) -> str:
        off = [s.label for s in _SWITCHES if s.label not in on]
        return self.say(en=f"{' and '.join(on)} are on; {', '.join(off)} are off.",
                        zh=f"{'、'.join(_ZH_LABELS[x] for x in on)}是开着的；{'、'.join(_ZH_LABELS[x] for x in off)}是关着的。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        yield A.answer(self._say(self.params["on"]))

    def near_misses(self) -> list[NearMiss]:
        on = self.params["on"]
        labels = [s.label for s in _SWITCHES]
        extra = next(x for x in labels if x not in on)
        return [
            NearMiss("one missed", give_answer(f"{' and '.join(on[:-1])} are on.")),
            NearMiss("one extra", give_answer(f"{', '.join(on + [extra])} are on.")),
            NearMiss("all five", give_answer(", ".join(labels) + ".")),
            NearMiss("the off ones", give_answer(", ".join(x for x in labels if x not in on) + " are on.")),
            NearMiss("a hedge", give_answer(f"{', '.join(on)} are on, and {extra} is on or off.")),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Settings, Network & internet (the Internet row), back, Connected devices (the
        # pairing hint), back, Display (two switches), back, Sound & vibration, answer
        return 9


_ZH_LABELS = {"Wi-Fi": "WLAN", "Bluetooth": "蓝牙", "Dark theme": "深色主题", "Do Not Disturb": "勿扰模式",
              "Auto-rotate screen": "自动旋转屏幕"}
