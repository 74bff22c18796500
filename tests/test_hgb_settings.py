"""Answers of the HGB tasks over Settings (``venus_tasks/tasks/hgb_settings.py``): a
correct answer phrased another way (order, case, Chinese, "percent", "v" before a
version, a ranked list) passes; the plausible wrong ones (the neighbouring choice, the
runner-up, the string-order winner, a cut version, a hedge, one fact of two) fail. The
App info footer and ``dumpsys package`` agree."""

from __future__ import annotations

from tests.test_hgb_apps import _check
from venus_tasks.tasks import hgb_settings as H

SEED = 5


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
