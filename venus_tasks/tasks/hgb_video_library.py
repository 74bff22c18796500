"""Hard GUI browsing (HGB) across VLC's library: which of the videos shows a word (open
each one and look), and which video of a playlist is the longest (read the playlist's
lengths). The clips come from the seed (``venus_tasks.data.clips``); lengths are whole
seconds, shown by VLC as ``0:17``.

Answers name the video by its title (the file name without ``.mp4``; with it is fine) and
state its length, read with ``verifiers.timecodes`` ("0:17", "17 s", "17秒"); naming any
other video of the question, or any other time, fails.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import vlc
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched
from venus_tasks.tasks.hgb_video import (SUFFIXES, TITLES, VIDEO_EXTENSION, WORDS, background, clip_params,
                                         open_vlc, seed_videos, square_item, text_item)
from verifiers.naming import names_only
from verifiers.timecodes import stated_times


def length_stated(answer: str, seconds: int) -> bool:
    """The answer states a length and every time it states is ``seconds``."""
    times = stated_times(answer)
    return bool(times) and all(t == seconds for t in times)


def _mmss(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"


# ------------------------------------------------------------------ which video shows the word
@register_task("venus")
class GUIBrowsingVideoFindWord(VenusTask):
    """Open the videos in VLC until the one showing a word is found, and give its length.
    Another video is named after the word but shows a different one.

    Success: the answer names that video and states its length, and names no other video
    and no other time; the video named after the word, another video's length, a hedge
    and the length alone fail.
    """

    app_names = ("vlc",)
    complexity = 2.0
    template = ("One of my videos in VLC shows the word \"{word}\" on screen. Which video is it, and how long "
                "is it?")
    variant_texts = {"zh": "我在 VLC 里的一个视频画面上显示着单词 \"{word}\"。是哪个视频？它有多长？",
                     "paraphrase": "Find the VLC video in which the word \"{word}\" appears on screen, and tell me "
                                   "its name and its length."}
    info = TaskInfo(Category.HGB, PUDAM(3, 2, 2, 3, 2), Evaluation.ANSWER, tags=("video", "read-many", "ocr"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        n = rng.randint(3, 4)
        words = rng.sample(WORDS, n + 1)
        word, decoy_word = words[0], words[1]
        titles = rng.sample(TITLES, n - 1) + [f"{word.lower()}_{rng.choice(SUFFIXES)}"]
        lengths = rng.sample(range(15, 31), n)
        # video i shows words[i]; the last title (named after the word) shows decoy_word
        shows = [word] + words[2:n] + [decoy_word]
        order = list(range(n))
        rng.shuffle(order)
        videos = []
        for k in order:
            videos.append({"title": titles[k] if k < n - 1 else titles[-1], "word": shows[k], "seconds": lengths[k],
                           "clip": clip_params(lengths[k], background(rng), [text_item(shows[k], 0, lengths[k] - 1)])})
        target = next(v for v in videos if v["word"] == word)
        named = next(v for v in videos if v["title"] == titles[-1])
        listed = sorted(videos, key=lambda v: v["title"].casefold())
        return {"word": word, "videos": videos, "title": target["title"], "seconds": target["seconds"],
                "named_title": named["title"], "named_seconds": named["seconds"],
                "index": [v["title"] for v in listed].index(target["title"])}

    @property
    def optimal_steps(self) -> int:
        return 1 + 2 * self.params["index"] + 1 + 1     # open; (tap, back) per earlier video; tap; answer

    def setup(self, env) -> None:
        seed_videos(env.device, {v["title"] + VIDEO_EXTENSION: v["clip"] for v in self.params["videos"]})

    def verify(self, env) -> float:
        p = self.params
        others = [v["title"] for v in p["videos"] if v["title"] != p["title"]]
        return float(names_only(env.answer, p["title"], others) and length_stated(env.answer, p["seconds"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield open_vlc()
        yield A.answer(self.say(en=f"It is {p['title']}, which is {_mmss(p['seconds'])} long.",
                                zh=f"是视频 {p['title']}，时长 {p['seconds']} 秒。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        other = next(v for v in p["videos"] if v["title"] not in (p["title"], p["named_title"]))
        return [NearMiss("the video named after the word", give_answer(
                    f"{p['named_title']}, {_mmss(p['named_seconds'])} long.")),
                NearMiss("right video, another video's length", give_answer(
                    f"{p['title']}, {_mmss(other['seconds'])} long.")),
                NearMiss("a hedge", give_answer(f"{p['title']} or {p['named_title']}, {_mmss(p['seconds'])}.")),
                NearMiss("the length alone", give_answer(f"It is {_mmss(p['seconds'])} long.")),
                NearMiss("a second off", give_answer(f"{p['title']}, {p['seconds'] + 1} seconds.")),
                NearMiss("the goal echoed", echo_goal),
                NearMiss("no answer", leave_untouched)]


# ------------------------------------------------------------------ the longest video of a playlist
_PLAYLISTS = ("Weekend", "Travel", "Family", "Workouts", "Favourites", "Cooking", "Nature", "Concerts")


@register_task("venus")
class GUIBrowsingVideoPlaylistLongest(VenusTask):
    """Read a VLC playlist's videos and their lengths and name the longest; a longer video
    sits in another playlist, and the runner-up is within a few seconds.

    Success: the answer names that video and its length, no other video and no other time;
    the runner-up, the longer video of the other playlist, a hedge and the length alone fail.
    """

    app_names = ("vlc",)
    complexity = 1.0
    template = "Which video in my VLC playlist \"{playlist}\" is the longest, and how long is it?"
    variant_texts = {"zh": "我的 VLC 播放列表 \"{playlist}\" 里哪个视频最长？有多长？",
                     "paraphrase": "Look at the \"{playlist}\" playlist in VLC: tell me its longest video and that "
                                   "video's length."}
    info = TaskInfo(Category.HGB, PUDAM(2, 2, 3, 2, 2), Evaluation.ANSWER, tags=("video", "playlist", "max"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        playlist, other_list = rng.sample(_PLAYLISTS, 2)
        n, m = rng.randint(4, 5), rng.randint(2, 3)
        titles = rng.sample(TITLES, n + m)
        mine, theirs = titles[:n], titles[n:]
        top = rng.randint(20, 40)
        lengths = [top, top - rng.randint(1, 3)] + rng.sample(range(6, top - 4), n - 2)
        rng.shuffle(lengths)
        longer = top + rng.randint(3, 12)
        their_lengths = [longer] + rng.sample(range(6, top), m - 1)
        videos = {t: s for t, s in zip(mine, lengths)} | {t: s for t, s in zip(theirs, their_lengths)}
        longest = max(mine, key=videos.get)
        runner = sorted(mine, key=videos.get)[-2]
        return {"playlist": playlist, "other_playlist": other_list, "mine": mine, "theirs": theirs,
                "lengths": videos, "title": longest, "seconds": videos[longest], "runner_up": runner,
                "longer": theirs[0], "bg_seed": rng.getrandbits(32)}

    @property
    def optimal_steps(self) -> int:
        return 1 + 1 + 1 + 1          # open, Playlists, the playlist, answer

    def setup(self, env) -> None:
        p = self.params
        rng = random.Random(p["bg_seed"])
        colors = ("red", "blue", "green", "yellow")
        clips_ = {t + VIDEO_EXTENSION: clip_params(s, background(rng), [square_item(rng.choice(colors), 0, s - 1,
                                                                                    (40, 30, 120, 90))], (160, 120))
                  for t, s in p["lengths"].items()}
        seed_videos(env.device, clips_)
        vlc.add_playlist(env.device, p["playlist"], [t + VIDEO_EXTENSION for t in p["mine"]])
        vlc.add_playlist(env.device, p["other_playlist"], [t + VIDEO_EXTENSION for t in p["theirs"]])

    def verify(self, env) -> float:
        p = self.params
        others = [t for t in p["lengths"] if t != p["title"]]
        return float(names_only(env.answer, p["title"], others) and length_stated(env.answer, p["seconds"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield open_vlc()
        yield A.answer(self.say(en=f"The longest is {p['title']} at {_mmss(p['seconds'])}.",
                                zh=f"最长的是 {p['title']}，时长 {_mmss(p['seconds'])}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        L = p["lengths"]
        return [NearMiss("the runner-up", give_answer(f"{p['runner_up']}, {_mmss(L[p['runner_up']])}.")),
                NearMiss("the other playlist's longer video", give_answer(f"{p['longer']}, {_mmss(L[p['longer']])}.")),
                NearMiss("a hedge", give_answer(f"{p['title']} or {p['runner_up']}, about {_mmss(p['seconds'])}.")),
                NearMiss("the length alone", give_answer(f"{_mmss(p['seconds'])}")),
                NearMiss("the right video, a second off", give_answer(f"{p['title']}, {p['seconds'] - 1} s")),
                NearMiss("the goal echoed", echo_goal),
                NearMiss("no answer", leave_untouched)]
