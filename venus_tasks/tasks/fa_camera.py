"""Function assistance (FA) over Camera (AOSP Camera2 of Android 13): what photo and video
mode offer, where exposure compensation is switched on, and how the device is set now.

Camera2's facts (``venus_tasks/sim/apps_ui/camera.py`` cites them): video mode has no
countdown timer and no exposure compensation (``VideoModule``: ``enableExposureCompensation
= false``, ``showSelfTimer`` false); photo mode has the countdown (off, 3 s, 10 s) and,
only once Settings > Advanced > "Manual exposure" is on, the exposure button. The device's
part is drawn per instance: whether Manual exposure is on and the countdown set for photos
(3 or 10 seconds, never its default, off, so the defaults are no answer). The settings
live in Camera2's SharedPreferences (``apps.prefs``), which the guard does not read, so
the task compares them itself: only the last mode used (``camera.startup_module``) may
change.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import camera, prefs
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched, then
from verifiers.answer import mentions
from verifiers.claims import Claim, claims, explicit_claims_about
from verifiers.facts import stated_durations
from verifiers.hedges import parts
from verifiers.paths import menu_path
from verifiers.switches import sentence_switch_states
from verifiers.text import clean
from verifiers.yesno import stated_yes_no

PACKAGE = camera.APP.package
GLOBAL = f"{PACKAGE}_preferences"            # settings/SettingsManager's default preferences
BACK_CAMERA = f"{PACKAGE}_preferences_camera_0"   # per-camera preferences of camera id 0
_EXPOSURE_PATH = (("settings", "设置"), ("advanced", "高级"), ("manual exposure", "手动曝光"))
_EXPOSURE = ("manual exposure", "exposure", "曝光")
_COUNTDOWN = ("countdown", "self-timer", "self timer", "timer", "倒计时", "定时")
_VIDEO = ("video", "videos", "recording", "视频", "录像", "录制")
_MAY_CHANGE = ("camera.startup_module",)
_NO = {Claim.CANNOT, Claim.NOT_EXIST}     # the mode used last: visiting video mode sets it


def _denied_for_video(answer: str) -> bool:
    """A part of the answer naming video answers no ("No, video recording has no
    countdown timer": ``verifiers.yesno``) or says something cannot be done or is not
    there ("you can't use a countdown when recording video", "录视频不能用倒计时":
    ``verifiers.claims``). [known limit] "Video has no countdown." alone is read as
    neither."""
    if explicit_claims_about(answer, _VIDEO) & _NO:
        return True
    text = clean(answer)
    return any(any(mentions(text[a:b], w) for w in _VIDEO)
               and (claims(text[a:b]) & _NO or stated_yes_no(text[a:b]) is False) for a, b in parts(text))


def _settings(device) -> dict[str, dict[str, str]]:
    return {name: {k: v for k, v in prefs.read_strings(device, PACKAGE, name).items() if k not in _MAY_CHANGE}
            for name in (GLOBAL, BACK_CAMERA)}


@register_task("venus")
class FuncAssistCapabilityCameraModes(VenusTask):
    """Can Camera record a video with a countdown (no: video mode has none), where is
    exposure compensation for photos switched on and is it on now, and what countdown is
    set for photos?

    Success: a "cannot"/"there is no" about video (``verifiers.claims``); Settings >
    Advanced > Manual exposure in order; the switch's state stated in the sentences naming
    exposure (``verifiers.switches.sentence_switch_states``); the countdown's duration (3
    or 10 seconds) in the clauses naming it. No setting changed (the mode may be).
    """

    app_names = ("camera",)
    complexity = 2.0
    template = ("In the Camera app, can I record a video with a countdown timer? And when I take photos, where do "
                "I switch on exposure compensation, and is it on right now? Also, what countdown is set for photos "
                "at the moment?")
    variant_texts = {"zh": "在相机应用里，录视频时能用倒计时吗？拍照时要在哪里打开曝光补偿？它现在是开着的吗？"
                           "另外，拍照的倒计时现在设的是多少？",
                     "paraphrase": "Two questions about the Camera app. Does video recording offer a countdown "
                                   "timer? For photos, which setting enables exposure compensation, and is it "
                                   "enabled right now? And how is the photo countdown currently set?"}
    info = TaskInfo(Category.FA, PUDAM(2, 1, 2, 2, 3), Evaluation.ANSWER, tags=("capability", "camera"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"exposure": rng.random() < 0.5, "countdown": rng.choice((3, 10)), "grid": rng.choice(("0", "1")),
                "flash": rng.choice(("auto", "on", "off"))}

    def setup(self, env) -> None:
        p, dev = self.params, env.device
        prefs.write_strings(dev, PACKAGE, GLOBAL, {"pref_camera_exposure_compensation_key": str(int(p["exposure"])),
                                                   "pref_camera_countdown_duration_key": str(p["countdown"]),
                                                   "pref_camera_grid_lines": p["grid"],
                                                   "camera.startup_module": "0",
                                                   # what the app writes at start after its first run
                                                   "pref_camera_recordlocation_key": "1"})
        prefs.write_strings(dev, PACKAGE, BACK_CAMERA, {"pref_camera_flashmode_key": p["flash"]})
        self.before = _settings(dev)

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        if _settings(env.device) != self.before:
            return 0.0
        video_no = _denied_for_video(a)
        exposure = sentence_switch_states(a, _EXPOSURE) == {p["exposure"]}
        countdown = stated_durations(a, _COUNTDOWN) == {p["countdown"]}
        return float(video_no and menu_path(a, _EXPOSURE_PATH) and exposure and countdown)

    def _say(self, exposure: bool, countdown: int, video: bool = False) -> str:
        state, state_zh = ("on", "开着") if exposure else ("off", "关着")
        timer, timer_zh = f"set to {countdown} seconds", f"设为 {countdown} 秒"
        if video:
            vid, vid_zh = "Yes, video mode has a countdown timer too.", "可以，视频模式也有倒计时。"
        else:
            vid, vid_zh = "No, you can't use a countdown timer when recording video.", "不能，录视频时没有倒计时功能。"
        return self.say(en=f"{vid} Exposure compensation for photos is switched on in Settings > Advanced > Manual "
                           f"exposure, which is currently {state}. The photo countdown is {timer}.",
                        zh=f"{vid_zh}要打开拍照的曝光补偿，请到 设置 > 高级 > Manual exposure（手动曝光），手动曝光现在是"
                           f"{state_zh}的。拍照倒计时现在{timer_zh}。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Camera")
        yield A.answer(self._say(self.params["exposure"], self.params["countdown"]))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        other = 10 if p["countdown"] == 3 else 3

        def switch(task, env) -> None:          # turned it on (or off) to see what it does
            prefs.write_strings(env.device, PACKAGE, GLOBAL,
                                {"pref_camera_exposure_compensation_key": str(int(not p["exposure"]))})
        return [
            NearMiss("the other exposure state", give_answer(self._say(not p["exposure"], p["countdown"]))),
            NearMiss("another countdown", give_answer(self._say(p["exposure"], other))),
            NearMiss("the defaults (off and off)", give_answer(self._say(False, 3).replace("set to 3 seconds", "off"))),
            NearMiss("says video has a countdown", give_answer(self._say(p["exposure"], p["countdown"], video=True))),
            NearMiss("the path out of order", give_answer(
                self._say(p["exposure"], p["countdown"]).replace("Settings > Advanced > Manual exposure",
                                                                 "Manual exposure (Advanced, then Settings)"))),
            NearMiss("switched it to find out", then(switch, give_answer(self._say(p["exposure"], p["countdown"])))),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Camera (photo mode), Options (the countdown, the exposure button or not),
        # swipe to the mode list, Video, Options (no countdown, no exposure), swipe to the
        # mode list, Settings, Advanced (Manual exposure's switch), answer
        return 9
