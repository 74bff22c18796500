"""Answers of the HGB video tasks (``venus_tasks/tasks/hgb_video.py``): a correct answer phrased another way (timecode, seconds,
words, Chinese, file name with or without ``.mp4``, case) passes; the plausible wrong ones
(a second off, the end for the start, the later appearance, the decoy video, the
runner-up, a hedge, the wrong unit) fail. Also: the clips the tasks seed show what the
params say at the seconds they say."""

from __future__ import annotations

from venus_tasks.data import clips
from venus_tasks.tasks import hgb_video as V
from tests.answer_checks import check_answers

SEED = 5


def _check(env, cls, good: list[str], bad: list[str]) -> None:
    check_answers(env, cls, good, bad, SEED)


def test_word_first_second(env):
    p = V.GUIBrowsingVideoWordFirstSecond.generate_random_params(SEED)
    s, e, w = p["start"], p["end"], p["word"]
    units = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
    spelled = {2: "twenty", 3: "thirty", 4: "forty"}[s // 10] + (f"-{units[s % 10]}" if s % 10 else "")
    assert s >= 20                                    # after half a minute of other words
    good = [f"{s}", f"0:{s:02d}", f"00:{s:02d}", f"{s} s", f"{spelled} seconds", f"{w.lower()} first shows at second {s}",
            f"第{s}秒", f"{w} 第一次出现在第{s}秒", f"It appears at 0:{s:02d} and stays until 0:{e:02d}.",
            f"From {s} s (gone at {e + 1} s)", f"从第{s}秒到第{e}秒", f"At {s} s, not {s + 1} s"]
    bad = [f"{s + 1}", f"0:{s - 1:02d}", f"{e}", f"At {p['again']} seconds", f"{p['decoy_start']} s",
           f"{s} or {p['again']} seconds", f"{s} minutes", f"{s * 1000 + 1000} ms", "I could not find it.",
           f"Second {p['again']}, then {s}", ", ".join(str(i) for i in range(p["clip"]["seconds"])),
           f"\"{w}\" first appears at 0:{s:02d}, {s} seconds in, at second {e}",     # the red-team's "A, B" (issue 25)
           f"0:{s:02d} ({e} s)", f"第{s}秒，第{e}秒"]
    assert V.to_clip(p["clip"]).texts_at(s) == [w]
    assert V.to_clip(p["clip"]).texts_at(s - 1) != [w] and w in V.to_clip(p["clip"]).texts_at(p["again"])
    _check(env, V.GUIBrowsingVideoWordFirstSecond, good, bad)


def test_red_square_span(env):
    p = V.GUIBrowsingVideoRedSquareSpan.generate_random_params(SEED)
    s, e = p["start"], p["end"]
    clip = V.to_clip(p["clip"])
    red = [i for i in range(clip.seconds) if any(x.kind == "square" and x.color == clips.COLORS["red"]
                                                  for x in clip.at(i))]
    assert red == list(range(s, e + 1))
    good = [f"From {s} to {e} seconds", f"0:{s:02d} - 0:{e:02d}", f"{s}-{e + 1} s", f"从第{s}秒到第{e}秒",
            f"It is shown from second {s} until second {e} ({e - s + 1} seconds).", f"{s}s–{e}s"]
    bad = [f"From {s} to {e - 1} seconds", f"From {s + 1} to {e}", f"{s - 1}-{e}", f"{s}",
           f"From {p['blue_start']} to {p['blue_end']}", f"{s} to {e}, or {p['blue_start']} to {p['blue_end']}",
           f"From {s} to {e + 2} seconds", f"from {s} to {e} minutes", f"From {s} to {e} or {e - 1}",
           f"{e} back to {s}"]
    _check(env, V.GUIBrowsingVideoRedSquareSpan, good, bad)


def test_word_count(env):
    p = V.GUIBrowsingVideoWordCount.generate_random_params(SEED)
    k, w = p["count"], p["word"]
    clip = V.to_clip(p["clip"])
    runs = sum(1 for i in range(clip.seconds) if w in clip.texts_at(i) and (i == 0 or w not in clip.texts_at(i - 1)))
    assert runs == k
    words = {6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}
    zh = {6: "六", 7: "七", 8: "八", 9: "九", 10: "十"}
    good = [f"{k}", f"{words[k]} times", f"{w.lower()} appears {k} times, first at 0:01.",
            f"出现了{zh[k]}次", f"一共{k}次，第一次在第1秒之后"]
    bad = [f"{k + 1}", f"{k - 1} times", f"{p['decoy_count']}", f"{p['seconds_shown']}", f"{k} or {k + 1}",
           "It never appears.",
           f"{k} times here, {p['decoy_count']} in the other one"]
    _check(env, V.GUIBrowsingVideoWordCount, good, bad)


def test_seeding_replaces_every_video_in_shared_storage_but_app_data(env):
    dev = env.device
    dev.mkdir("/sdcard/Movies")
    dev.push_bytes(b"old", "/sdcard/Movies/old_clip.mp4")
    dev.push_bytes(b"doc", "/sdcard/Movies/notes.txt")
    dev.mkdir("/sdcard/Android/data/org.example/files")
    dev.push_bytes(b"cache", "/sdcard/Android/data/org.example/files/cached.mp4")
    clip = V.clip_params(2, [40, 40, 60], [V.text_item("MAPLE", 0, 1)])
    V.seed_videos(dev, {"maple.mp4": clip})
    assert dev.listdir("/sdcard/Movies") == ["notes.txt"]
    assert dev.listdir("/sdcard/Android/data/org.example/files") == ["cached.mp4"]
    assert dev.listdir("/sdcard/VLCVideos") == ["maple.mp4"]
    dev.run(["rm", "-rf", "/sdcard/Android/data/org.example", "/sdcard/Movies/notes.txt"])
