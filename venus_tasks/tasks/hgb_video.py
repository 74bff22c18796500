"""Hard GUI browsing (HGB) inside videos played in VLC: at which second a word first
appears, from which second to which a red square is shown, how many times a word appears
(issue 27 retired the number a counter shows at a given second: five steps answered it).
The clips are generated from the seed (``venus_tasks.data.clips``: one
frame per second), so the answer is known to the second.

Frame resolution: a clip's frame ``i`` covers the playback time [i, i + 1) s; a thing
"appears at second a" when frame ``a`` is the first to show it, and "is shown from a to b"
when frames a..b show it. VLC's clock reads ``0:0a`` anywhere in second ``a``. Answers are
read with ``verifiers.timecodes`` ("0:07", "7 s", "seven seconds", "第7秒" are 7); for a
span, the end may be given as the last second shown (b) or the second it is gone (b + 1,
the half-open interval a player's clock shows), nothing else.
"""

from __future__ import annotations

import random
from decimal import Decimal
from typing import Any, Iterator

from apps import vlc
from venus_tasks.data import clips
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched
from verifiers.numbers import stated_numbers
from verifiers.timecodes import split_times, stated_spans, stated_times

WORDS = ("MANGO", "COMET", "LANTERN", "ORBIT", "MAPLE", "TULIP", "HARBOR", "CANYON", "VELVET", "PEPPER",
         "ZEBRA", "GARNET", "WALRUS", "CACTUS", "SUMMIT", "BISCUIT", "FALCON", "MEADOW")
TITLES = ("harbor_walk", "city_lights", "morning_run", "garden_tour", "night_market", "river_cruise",
          "mountain_trail", "street_food", "snow_day", "beach_sunset", "forest_path", "old_town",
          "lake_picnic", "train_window", "rooftop_view", "desert_drive")
SUFFIXES = ("edit", "draft", "old", "copy", "final", "short")
VIDEO_EXTENSION = ".mp4"
# What the tasks' solvers do in the player before reading frames: open VLC, tap the
# video, double-tap the middle of the picture to pause (VLC's TOUCH_FLAG_PLAY).
OPEN_AND_PAUSE = 3
# Clips last at least this long: VLC leaves the player at the end of a video, and a
# player that runs 6x (the test device's time scale) must not end before it is paused.
MIN_SECONDS = 20


# ------------------------------------------------------------------ clips as params
def background(rng: random.Random) -> list[int]:
    """A dark background colour (no channel near pure black, so the picture stands out
    from VLC's letterbox; none near white or red)."""
    return [rng.randrange(30, 90), rng.randrange(30, 90), rng.randrange(40, 110)]


def clip_params(seconds: int, bg: list[int], shown: list[dict], size: tuple[int, int] = clips.SIZE) -> dict:
    """A clip as JSON-friendly params: ``{"seconds", "background", "shown": [...], "size"}``,
    each shown item ``{"kind", "start", "end", "text", "color", "box"}`` (frame pixels)."""
    return {"seconds": seconds, "background": list(bg), "shown": shown, "size": list(size)}


def text_item(word: str, start: int, end: int, box=clips.CENTRE) -> dict:
    """``word`` in white in ``box`` (frame pixels) during seconds ``start``..``end``."""
    return {"kind": "text", "start": start, "end": end, "text": word, "color": [255, 255, 255], "box": list(box)}


def square_item(color: str, start: int, end: int, box: tuple[int, int, int, int]) -> dict:
    """A filled square of ``clips.COLORS[color]`` in ``box`` during seconds ``start``..``end``.

    Raises:
      KeyError: ``color`` is not in ``clips.COLORS``.
    """
    return {"kind": "square", "start": start, "end": end, "text": "", "color": list(clips.COLORS[color]),
            "box": list(box)}


def to_clip(p: dict) -> clips.Clip:
    """The ``clips.Clip`` that clip params (``clip_params``) describe."""
    return clips.Clip(p["seconds"], tuple(p["background"]),
                      tuple(clips.Shown(s["kind"], s["start"], s["end"], s["text"], tuple(s["color"]), tuple(s["box"]))
                            for s in p["shown"]), tuple(p.get("size", clips.SIZE)))


def seed_videos(device, videos: dict[str, dict]) -> None:
    """Empty VLC's data and ``VLCVideos``, remove other videos from shared storage (as
    VenusBench-Mobile's set-up clears the media folders), then write ``videos`` (file
    name -> clip params) into ``VLCVideos``."""
    vlc.reset(device)
    names = ["-iname", "*.mp4", "-o", "-iname", "*.mkv", "-o", "-iname", "*.webm", "-o", "-iname", "*.3gp",
             "-o", "-iname", "*.m4v", "-o", "-iname", "*.mov", "-o", "-iname", "*.avi"]
    device.shell(["find", "/storage/emulated/0", "-type", "f", "(", *names, ")", "!", "-path", "*/Android/*",
                "-delete"])
    device.run(["rm", "-rf", vlc.VIDEOS_DIR])
    for name, p in videos.items():
        vlc.add_video(device, name, clips.mp4_bytes(to_clip(p)))


def first_probes(start: int) -> int:
    """Seeks to find the first second ``start`` of something shown for at least two
    seconds: every other second from 0 until it shows (at the even second ``p`` of
    ``start``, ``start + 1``), then ``p - 1``."""
    p = start + start % 2
    return p // 2 + 1 + 1


def last_probes(start: int, end: int) -> int:
    """Seeks to find its last second ``end`` after that: every other second after ``p``
    until it is gone, then the second before."""
    p = start + start % 2
    return (end - p) // 2 + 1 + 1


def open_vlc() -> A.JSONAction:
    """The oracle's first action: open VLC from the launcher."""
    return A.JSONAction(A.OPEN_APP, app_name="VLC")


def _times(answer: str) -> list[Decimal]:
    return stated_times(answer)


def _span_ok(answer: str, start: int, end: int) -> bool:
    """The answer gives the span ``start``..``end``: its first time is ``start``, its
    second an end (``end`` or ``end + 1``), and any later time one of those or the length
    ``end - start + 1`` ("from 5 to 9 s, 5 seconds"), the length only when it cannot be
    read as a bound a second off."""
    times = _times(answer)
    if len(times) < 2 or times[0] != start or times[1] not in (end, end + 1):
        return False
    later = {start, end, end + 1}
    length = end - start + 1
    if length not in (start - 1, start + 1, end - 1, end + 2):
        later.add(length)
    return all(t in later for t in times[2:])


# ------------------------------------------------------------------ the word's first second
@register_task("venus")
class GUIBrowsingVideoWordFirstSecond(VenusTask):
    """Play a 35-50 s clip in VLC and find the second at which a word first appears (after
    half a minute of other words, watched every other second); the word comes back later,
    and a video with a similar name shows it at another second.

    Success: the answer's first time is that second, and it names no other time than the
    end of that first appearance, as the end of its span ("from 0:34 to 0:36",
    ``verifiers.timecodes.stated_spans``); the later appearance, a second off, the end
    instead of the start or beside it ("0:34, 0:36"), the other video's second and a hedge
    fail.
    """

    app_names = ("vlc",)
    complexity = 3.5
    template = ("Play the video \"{title}\" in VLC. At which second does the word \"{word}\" first appear on "
                "screen? Answer in seconds from the start.")
    variant_texts = {"zh": "在 VLC 里播放视频 \"{title}\"。单词 \"{word}\" 第一次出现在画面上是在第几秒？请回答从开头算起的秒数。",
                     "paraphrase": "Using VLC, watch \"{title}\" and tell me how many seconds into it the word "
                                   "\"{word}\" shows up for the first time."}
    info = TaskInfo(Category.HGB, PUDAM(3, 1, 3, 3, 3), Evaluation.ANSWER, tags=("video", "seek", "ocr"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        word, *others = rng.sample(WORDS, 5)
        title, suffix = rng.choice(TITLES), rng.choice(SUFFIXES)
        shown, t, first_at = [], rng.randint(0, 2), rng.randint(24, 34)
        while t < first_at:                              # other words, one after another, half a minute
            span = rng.randint(1, 3)
            shown.append(text_item(rng.choice(others), t, t + span - 1))
            t += span + rng.randint(1, 3)
        start = t + rng.randint(1, 2)                    # then the word
        end = start + rng.randint(2, 4)
        o0 = end + rng.randint(2, 3)
        o1 = o0 + rng.randint(1, 3)
        again = o1 + rng.randint(2, 3)
        again_end = again + rng.randint(1, 3)
        seconds = max(MIN_SECONDS, again_end + rng.randint(2, 4))
        shown += [text_item(word, start, end), text_item(rng.choice(others), o0, o1), text_item(word, again, again_end)]
        decoy_start = rng.choice([s for s in range(20, 40) if s != start])
        decoy = [text_item(word, decoy_start, decoy_start + 2)]
        return {"title": title, "word": word, "start": start, "end": end, "again": again,
                "decoy_title": f"{title}_{suffix}", "decoy_start": decoy_start,
                "clip": clip_params(seconds, background(rng), shown),
                "decoy_clip": clip_params(max(seconds, decoy_start + 5), background(rng), decoy)}

    @property
    def optimal_steps(self) -> int:
        return OPEN_AND_PAUSE + first_probes(self.params["start"]) + 1

    def setup(self, env) -> None:
        p = self.params
        seed_videos(env.device, {p["title"] + VIDEO_EXTENSION: p["clip"],
                                 p["decoy_title"] + VIDEO_EXTENSION: p["decoy_clip"]})

    def verify(self, env) -> float:
        p = self.params
        times = _times(env.answer)
        if not times or times[0] != p["start"]:
            return 0.0
        ends = {t for t in times if t != p["start"]}     # an end only as the span's: "from 0:34 to 0:36"
        spans = set(stated_spans(env.answer))
        return float(ends <= {p["end"], p["end"] + 1} and all((p["start"], t) in spans for t in ends))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield open_vlc()
        yield A.answer(self.say(en=f"\"{p['word']}\" first appears at 0:{p['start']:02d}, {p['start']} seconds in.",
                                zh=f"\"{p['word']}\" 第一次出现在第{p['start']}秒。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        s = p["start"]
        return [NearMiss("a second late", give_answer(f"At {s + 1} seconds.")),
                NearMiss("a second early", give_answer(f"It first appears at 0:{s - 1:02d}.")),
                NearMiss("the later appearance", give_answer(f"At {p['again']} s.")),
                NearMiss("the end instead of the start", give_answer(f"At second {p['end']}.")),
                NearMiss("the similarly named video", give_answer(f"At {p['decoy_start']} seconds.")),
                NearMiss("a hedge", give_answer(f"Either {s} or {p['again']} seconds.")),
                NearMiss("the start beside the end", give_answer(f"At 0:{s:02d}, at second {p['end']}.")),
                NearMiss("the goal echoed", echo_goal),
                NearMiss("no answer", leave_untouched)]


# ------------------------------------------------------------------ the red square's span
_CORNERS = ((16, 16, 86, 86), (234, 16, 304, 86), (16, 154, 86, 224), (234, 154, 304, 224))


@register_task("venus")
class GUIBrowsingVideoRedSquareSpan(VenusTask):
    """Find from which second to which a red square is shown in a 30-50 s clip (from
    second 18-28, for 6-12 s); a blue square is shown over another span (partly
    overlapping or not).

    Success: the answer gives the red square's first second, then its last second (or the
    second it is gone), and no other time but those and the length; the blue square's span, an end or a start a
    second off, the start alone and a hedge fail.
    """

    app_names = ("vlc",)
    complexity = 4.0
    template = ("Watch the video \"{title}\" in VLC. From which second to which second is the red square "
                "shown? Answer in seconds from the start.")
    variant_texts = {"zh": "在 VLC 里观看视频 \"{title}\"。红色方块从第几秒显示到第几秒？请用从开头算起的秒数回答。",
                     "paraphrase": "In VLC, play \"{title}\" and tell me the time range, in seconds from the "
                                   "start, during which the red square is on screen."}
    info = TaskInfo(Category.HGB, PUDAM(3, 1, 3, 3, 3), Evaluation.ANSWER, tags=("video", "seek", "colour"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        title = rng.choice(TITLES)
        red_box, blue_box = rng.sample(_CORNERS, 2)
        start = rng.randint(18, 28)                    # half a minute of clip watched second by second
        end = start + rng.randint(6, 12)
        blue_start = rng.choice([s for s in range(1, end + 4) if s not in (start, start - 1, start + 1)])
        blue_end = blue_start + rng.randint(2, 8)
        if blue_end in (end, end + 1):
            blue_end += 2
        seconds = max(MIN_SECONDS, max(end, blue_end) + rng.randint(3, 5))
        word = rng.choice(WORDS)
        shown = [square_item("red", start, end, red_box), square_item("blue", blue_start, blue_end, blue_box),
                 text_item(word, 0, seconds - 1)]
        return {"title": title, "start": start, "end": end, "blue_start": blue_start, "blue_end": blue_end,
                "clip": clip_params(seconds, background(rng), shown)}

    @property
    def optimal_steps(self) -> int:
        p = self.params
        return OPEN_AND_PAUSE + first_probes(p["start"]) + last_probes(p["start"], p["end"]) + 1

    def setup(self, env) -> None:
        p = self.params
        seed_videos(env.device, {p["title"] + VIDEO_EXTENSION: p["clip"]})

    def verify(self, env) -> float:
        p = self.params
        return float(_span_ok(env.answer, p["start"], p["end"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield open_vlc()
        yield A.answer(self.say(en=f"The red square is shown from {p['start']} s to {p['end']} s.",
                                zh=f"红色方块从第{p['start']}秒显示到第{p['end']}秒。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        s, e = p["start"], p["end"]
        return [NearMiss("the blue square", give_answer(f"From {p['blue_start']} to {p['blue_end']} seconds.")),
                NearMiss("the end a second short", give_answer(f"From {s} to {e - 1} seconds.")),
                NearMiss("the start a second late", give_answer(f"From 0:{s + 1:02d} to 0:{e:02d}.")),
                NearMiss("the start a second early", give_answer(f"From {s - 1} s to {e} s.")),
                NearMiss("the start alone", give_answer(f"It appears at {s} seconds.")),
                NearMiss("a hedge", give_answer(f"From {s} to {e}, or from {p['blue_start']} to {p['blue_end']}.")),
                NearMiss("the goal echoed", echo_goal),
                NearMiss("no answer", leave_untouched)]


# ------------------------------------------------------------------ how many times a word appears
@register_task("venus")
class GUIBrowsingVideoWordCount(VenusTask):
    """Count how many times a word appears in a 30-55 s clip (6-10 separate appearances of
    2-3 s, other words and blanks between them, watched second by second); a video with a similar name shows it a
    different number of times.

    Success: the answer states that count and no other number (times of the appearances
    may be given as times: "0:07", "7 s"); one more or one fewer, the other video's count,
    the number of seconds it is shown and a hedge fail.
    """

    app_names = ("vlc",)
    complexity = 3.5
    template = "How many separate times does the word \"{word}\" appear on screen in the VLC video \"{title}\"?"
    variant_texts = {"zh": "在 VLC 视频 \"{title}\" 里，单词 \"{word}\" 一共单独出现了几次？",
                     "paraphrase": "Play \"{title}\" in VLC and count the separate appearances of the word "
                                   "\"{word}\" on screen. How many are there?"}
    info = TaskInfo(Category.HGB, PUDAM(3, 2, 3, 3, 3), Evaluation.ANSWER, tags=("video", "seek", "ocr", "count"))

    @staticmethod
    def _timeline(rng: random.Random, word: str, others: list[str], count: int) -> tuple[list[dict], int, int]:
        """Items, the clip's length and the seconds the word is shown: ``count``
        appearances of 2-3 s separated by 2-3 s of blank or another word."""
        shown, t, seconds_shown = [], rng.randint(1, 2), 0
        for i in range(count):
            span = rng.randint(2, 3)
            shown.append(text_item(word, t, t + span - 1))
            seconds_shown += span
            t += span
            gap = rng.randint(2, 3)
            if i < count - 1 and rng.random() < 0.6:
                shown.append(text_item(rng.choice(others), t, t + gap - 1))
            t += gap
        return shown, max(MIN_SECONDS - 4, t + rng.randint(0, 2)), seconds_shown

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        word, *others = rng.sample(WORDS, 3)
        title, suffix = rng.choice(TITLES), rng.choice(SUFFIXES)
        count = rng.randint(6, 10)                 # a constant guess wins one instance in five
        shown, seconds, seconds_shown = cls._timeline(rng, word, others, count)
        decoy_count = rng.choice([c for c in range(4, 12) if c != count])
        decoy, decoy_seconds, _ = cls._timeline(rng, word, others, decoy_count)
        return {"title": title, "word": word, "count": count, "seconds_shown": seconds_shown,
                "decoy_title": f"{title}_{suffix}", "decoy_count": decoy_count,
                "clip": clip_params(seconds, background(rng), shown),
                "decoy_clip": clip_params(decoy_seconds, background(rng), decoy)}

    @property
    def optimal_steps(self) -> int:
        return OPEN_AND_PAUSE + (self.params["clip"]["seconds"] + 1) // 2 + 1   # every other second, answer

    def setup(self, env) -> None:
        p = self.params
        seed_videos(env.device, {p["title"] + VIDEO_EXTENSION: p["clip"],
                                 p["decoy_title"] + VIDEO_EXTENSION: p["decoy_clip"]})

    def verify(self, env) -> float:
        _, rest = split_times(env.answer)
        return float(set(stated_numbers(rest)) == {Decimal(self.params["count"])})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield open_vlc()
        yield A.answer(self.say(en=f"\"{p['word']}\" appears {p['count']} separate times.",
                                zh=f"\"{p['word']}\" 一共单独出现了{p['count']}次。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        k = p["count"]
        return [NearMiss("one more", give_answer(f"{k + 1} times.")),
                NearMiss("one fewer", give_answer(f"It appears {k - 1} times.")),
                NearMiss("the similarly named video", give_answer(f"{p['decoy_count']}")),
                NearMiss("the seconds it is shown", give_answer(f"{p['seconds_shown']}")),
                NearMiss("a hedge", give_answer(f"{k} or {k + 1} times")),
                NearMiss("the goal echoed", echo_goal),
                NearMiss("no answer", leave_untouched)]
