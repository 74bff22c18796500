"""Answers of the HGB tasks over Settings (``venus_tasks/tasks/hgb_settings.py``): a
correct answer phrased another way (order, case, Chinese, "percent", "v" before a
version, a ranked list) passes; the plausible wrong ones (the neighbouring choice, the
runner-up, the string-order winner, a cut version, a hedge, one fact of two) fail. The
App info footer and ``dumpsys package`` agree."""

from __future__ import annotations

from apps.settings import SCREEN_TIMEOUTS_S, timeout_span
from tests.test_hgb_apps import _check
from venus_tasks.tasks import hgb_settings as H

SEED = 5


def test_battery_and_timeout(env):
    p = H.GUIBrowsingBatteryAndTimeout.generate_random_params(SEED)
    level, t = p["level"], p["timeout_s"]
    span = timeout_span(t)
    i = SCREEN_TIMEOUTS_S.index(t)
    other = timeout_span(SCREEN_TIMEOUTS_S[i - 1] if i else SCREEN_TIMEOUTS_S[1])
    zh_span = f"{t}秒" if t < 60 else f"{t // 60}分钟"
    good = [f"{level}% battery; screen timeout {span}.", f"The screen goes off after {span}. Battery: {level} percent.",
            f"电量{level}%，屏幕{zh_span}后熄灭。"]
    bad = [f"100% battery; screen timeout {span}.", f"{level}% battery; screen timeout {other}.", f"{level}%",
           f"Screen timeout {span}.", f"{level}% or {level + 1}%; {span}.", f"{level}%; {span} or {other}."]
    _check(env, H.GUIBrowsingBatteryAndTimeout, good, bad)


def _recent_task(env, cls):
    task = cls(cls.generate_random_params(SEED))
    task.initialize_task(env)
    return task


def _answers(env, task, good, bad):
    from venus_tasks.env import actions as A
    try:
        got = {}
        for text in good + bad:
            env.execute(A.answer(text))
            got[text] = task.is_successful(env)
    finally:
        task.tear_down(env)
    assert [a for a in good if got[a] != 1.0] == [] and [a for a in bad if got[a] != 0.0] == []


def test_last_app_version(env):
    task = _recent_task(env, H.GUIBrowsingLastAppVersion)
    last, before, first = task.recency
    v = task.versions
    good = [f"{last}, version {v[last]}", f"You used {last.upper()} last (v{v[last]}), before that {before}.",
            f"最近用的是{last}，版本{v[last]}。"]
    bad = [f"{before}, version {v[before]}", f"{last}, version {v[before]}", f"{last}",
           f"{last}, version {v[last].rsplit('.', 1)[0]}", f"{last} or {before}, version {v[last]}",
           f"{first}, then {last}: version {v[last]}"]
    _answers(env, task, good, bad)


def test_newest_version_recent(env):
    task = _recent_task(env, H.GUIBrowsingNewestVersionRecent)
    best, second, third = task.ranking
    v = task.versions
    good = [f"{best} ({v[best]})", f"{best} has the highest, {v[best]}; then {second} {v[second]} and {third} "
            f"{v[third]}.", f"版本号最高的是{best}，为{v[best]}。"]
    bad = [f"{second} ({v[second]})", f"{best}", f"{best} ({v[second]})", f"{best} or {second}, {v[best]}",
           f"{third} {v[third]}, {best} {v[best]}", f"{best} ({v[best]}.1)"]
    _answers(env, task, good, bad)


def test_the_app_info_footer_is_what_dumpsys_package_prints(env):
    from tests.sim.ui_helpers import find
    for name in H.VERSIONED[:4]:
        import apps
        app = apps.get_app(name)
        env.device.run(f"am start -a android.settings.APPLICATION_DETAILS_SETTINGS -d package:{app.package}")
        env.device.run("input swipe 540 2000 540 500 300; input swipe 540 2000 540 500 300")
        footer = find(env.device, rid="app_version").text
        assert footer == f"version {H.installed_version(env.device, app.package)}" == f"version {app.version}"
    env.device.run("am force-stop com.android.settings")


def test_which_switches_on(env):
    p = H.GUIBrowsingWhichSwitchesOn.generate_random_params(SEED)
    on = p["on"]
    labels = ["Wi-Fi", "Bluetooth", "Dark theme", "Do Not Disturb", "Auto-rotate screen"]
    off = [x for x in labels if x not in on]
    zh = {"Wi-Fi": "WLAN", "Bluetooth": "蓝牙", "Dark theme": "深色主题", "Do Not Disturb": "勿扰模式",
          "Auto-rotate screen": "自动旋转"}
    good = [", ".join(on) + ".", f"Only {' and '.join(x.lower() for x in on)} are on; {', '.join(off)} are off.",
            f"{', '.join(reversed(on))} are on, {' and '.join(off)} are off.",
            "、".join(zh[x] for x in on) + "已开启，" + "、".join(zh[x] for x in off) + "已关闭。"]
    bad = [", ".join(on[:-1]) + ".", ", ".join(on + off[:1]) + ".", ", ".join(labels) + ".",
           ", ".join(off) + ".", f"{', '.join(on)} are on; {on[0]} might be off.", ""]
    _check(env, H.GUIBrowsingWhichSwitchesOn, good, bad)
