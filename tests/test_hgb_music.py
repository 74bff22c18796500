"""Answers of the HGB tasks over Retro Music (``venus_tasks/tasks/hgb_music.py``): the
right artist or playlist with its count or length phrased any way (case, words, Chinese,
"17:42" / "17 min 42 s") passes; the runner-up, the merged "& Friends" count, the playlist
with the most songs, a second off and a hedge fail."""

from __future__ import annotations

from venus_tasks.tasks import hgb_music as M
from tests.answer_checks import check_answers

SEED = 5


def _check(env, cls, good: list[str], bad: list[str]) -> None:
    check_answers(env, cls, good, bad, SEED)


def test_top_artist(env):
    p = M.GUIBrowsingMusicTopArtist.generate_random_params(SEED)
    a, k = p["artist"], p["count"]
    assert sum(s["artist"] == a for s in p["songs"]) == k > sum(s["artist"] == p["runner_up"] for s in p["songs"])
    words = {3: "three", 4: "four"}
    good = [f"{a}, {k}", f"{a.upper()} has {words[k]} songs.", f"{a}：{k}首", f"It's {a} ({k} songs)."]
    bad = [f"{p['runner_up']}, {k - 1}", f"{a}, {p['merged']}", f"{p['friends']}, {k}", f"{a}, {k + 1}",
           f"{a} or {p['runner_up']}, {k}", f"{a}", f"{k} songs"]
    _check(env, M.GUIBrowsingMusicTopArtist, good, bad)


def test_longest_playlist(env):
    p = M.GUIBrowsingMusicLongestPlaylist.generate_random_params(SEED)
    name, s = p["playlist"], p["seconds"]
    assert s == max(sum(x["seconds"] for x in songs) for songs in p["lists"].values())
    mm, ss = divmod(s, 60)
    good = [f"{name}, {mm:02d}:{ss:02d}", f"{name.lower()} — {mm} min {ss} s", f"{name}：{mm}分{ss}秒",
            f"\"{name}\" plays for {s} seconds."]
    rm, rs = divmod(p["runner_seconds"], 60)
    bad = [f"{p['runner_up']}, {rm:02d}:{rs:02d}", f"{p['most_songs']}, {p['most_seconds']} s",
           f"{name}, {mm:02d}:{ss - 1:02d}" if ss else f"{name}, {mm - 1:02d}:59", f"{name}",
           f"{name} or {p['runner_up']}, {mm:02d}:{ss:02d}", f"{name}, {mm} hours {ss} minutes"]
    _check(env, M.GUIBrowsingMusicLongestPlaylist, good, bad)
