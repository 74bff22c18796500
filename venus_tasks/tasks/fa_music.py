"""Function assistance (FA) over Retro Music 6.1.0: how a song is added to a playlist (the
song's menu, "Add to playlist", the playlist), answered with what that playlist holds on
this device -- its song count and total length as its page shows them.

A library of 16-20 songs (the asked one two scrolls down the Songs tab) and three
playlists: the asked one, one that already holds the song, and another (decoys for the
count and the length). The guard holds Retro Music's databases and the Music folder:
nothing may change (adding the song to show how fails). Read through ``verifiers/``: the
steps in order (``paths.menu_path``), the count (``facts``), the length
(``timecodes.split_times``: every time stated, as a timecode or with a unit, must be
the playlist's).
"""

from __future__ import annotations

import functools
import random
from typing import Any, Iterator

from apps import retro_music
from venus_tasks.data import audio
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched, then
from verifiers.facts import stated_counts
from verifiers.paths import menu_path
from verifiers.timecodes import split_times

MUSIC_DIR = "/storage/emulated/0/Music"
_RATE = 8000            # short, small tones: the tags and lengths are what the app shows
_TITLES = ("Amber Road", "Blue Harbor", "Cinder", "Daybreak", "Echo Park", "Falling Slow", "Glass House",
           "Highline", "Island Time", "Juniper", "Kite String", "Low Tide", "Midnight Oil", "Neon Rain",
           "Open Window", "Paper Moon", "Quiet Storm", "River Song", "Silver Line", "Tin Roof", "Undertow",
           "Velvet Sky")
_ARTISTS = ("Nadia Vale", "The Lanterns", "Oscar Reyes", "Mira Chen", "Tom Hale")
_PLAYLISTS = ("Road trip", "Workout", "Sunday morning", "Focus", "Dinner party", "Late night")
_VISIBLE = 10           # song rows the Songs tab's first screen shows (1080x2400 at 420 dpi)
_PER_SCROLL = 3         # rows a scroll of the list brings in: the asked song takes two


@functools.lru_cache(maxsize=128)
def _song_file(seed: int, seconds: int, title: str, artist: str) -> bytes:
    """The song's MP3 (``audio.mp3_bytes``, deterministic): cached, since the check replays
    one instance's setup for the noop, the oracle and every near miss (about 0.35 s of
    encoding per 3-minute song otherwise: 6-7 CPU-seconds an instance of 20 songs). 128
    songs (about 20 MB) hold six instances: the adversarial sweep turns through three seeds
    from one cheater to the next, which 32 (one and a half instances) re-encoded every time."""
    return audio.mp3_bytes(seed, seconds=seconds, title=title, artist=artist, rate=_RATE)


def _mmss(seconds: int) -> str:
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


@register_task("venus")
class FuncAssistExplainMusicPlaylist(VenusTask):
    """How is "{song}" added to the "{playlist}" playlist in Retro Music, and how many songs
    does that playlist hold and for how long does it play?

    Success: the song, "Add to playlist" and the playlist named in order (or 添加到播放列表);
    the playlist's song count; its total length (mm:ss, every time stated being it).
    Nothing changed.
    """

    app_names = ("retro music",)
    complexity = 2.0
    template = ("How do I add the song \"{song}\" to my \"{playlist}\" playlist in Retro Music? Tell me the steps, "
                "how many songs that playlist has now, and how long it plays in total.")
    variant_texts = {"zh": "在 Retro Music 里怎样把歌曲 \"{song}\" 加到我的 \"{playlist}\" 播放列表？请告诉我步骤、"
                           "这个播放列表现在有多少首歌，以及总时长是多少。",
                     "paraphrase": "Walk me through putting \"{song}\" into my \"{playlist}\" playlist in Retro "
                                   "Music. Also, how many songs are in that playlist right now and what is its "
                                   "total running time?"}
    info = TaskInfo(Category.FA, PUDAM(3, 3, 2, 3, 3), Evaluation.ANSWER, tags=("explain", "retro music"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        titles = sorted(rng.sample(_TITLES, rng.randint(16, 20)), key=str.casefold)
        song = titles[rng.randint(_VISIBLE + _PER_SCROLL, _VISIBLE + 2 * _PER_SCROLL - 1)]
        songs = [{"title": t, "artist": rng.choice(_ARTISTS), "seconds": rng.randint(95, 280)} for t in titles]
        playlist, holder, other = rng.sample(_PLAYLISTS, 3)
        rest = [t for t in titles if t != song]
        lists = {playlist: rng.sample(rest, rng.randint(3, 6)),
                 holder: rng.sample(rest, rng.randint(2, 5)) + [song],
                 other: rng.sample(rest, rng.randint(2, 6))}
        length = {s["title"]: s["seconds"] for s in songs}
        return {"song": song, "playlist": playlist, "songs": songs, "lists": lists,
                "count": len(lists[playlist]), "seconds": sum(length[t] for t in lists[playlist]),
                "holder": holder}

    def setup(self, env) -> None:
        p, dev = self.params, env.device
        retro_music.reset(dev)
        dev.shell(["rm", "-rf", MUSIC_DIR])
        entries = {}
        retro_music.add_song_files(dev, {f"{s['title']}.mp3": _song_file(p["seed"] + i, s["seconds"], s["title"],
                                                                         s["artist"])
                                         for i, s in enumerate(p["songs"])})
        for i, s in enumerate(p["songs"]):
            entries[s["title"]] = retro_music.Song(id=i + 1, title=s["title"], data=f"{MUSIC_DIR}/{s['title']}.mp3",
                                                   duration=s["seconds"] * 1000, artist_name=s["artist"],
                                                   album_name="Music")
        retro_music.scan_music(dev)
        retro_music.add_playlists(dev, {name: [entries[t] for t in titles] for name, titles in p["lists"].items()})

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        times = split_times(a)[0]
        return float(menu_path(a, ((p["song"],), ("add to playlist", "添加到播放列表", "加入播放列表"), (p["playlist"],)))
                     and stated_counts(a, ("song", "track", "首歌", "首", "歌曲")) == {p["count"]}
                     and bool(times) and all(t == p["seconds"] for t in times))

    def _say(self, count: int, seconds: int) -> str:
        p = self.params
        return self.say(en=f"In the Songs tab, find {p['song']}, tap its menu (the three dots), choose Add to playlist "
                           f"and pick {p['playlist']}. {p['playlist']} has {count} songs now, {_mmss(seconds)} in total.",
                        zh=f"在 Songs 标签里找到 {p['song']}，点它右边的菜单按钮，选择 Add to playlist（添加到播放列表），"
                           f"再选 {p['playlist']}。{p['playlist']} 现在有 {count} 首歌，总时长 {_mmss(seconds)}。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Retro Music")
        yield A.answer(self._say(self.params["count"], self.params["seconds"]))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        holder = p["lists"][p["holder"]]
        length = {s["title"]: s["seconds"] for s in p["songs"]}
        song = next(s for s in p["songs"] if s["title"] == p["song"])

        def add_it(task, env) -> None:            # added the song to see it work
            retro_music.add_playlist(env.device, p["playlist"] + " ", [retro_music.Song(
                id=99, title=p["song"], data=f"{MUSIC_DIR}/{p['song']}.mp3", duration=song["seconds"] * 1000,
                artist_name=song["artist"], album_name="Music")])
        return [
            NearMiss("the playlist that already has the song", give_answer(
                self._say(len(holder), sum(length[t] for t in holder)))),
            NearMiss("counted with the song added", give_answer(self._say(p["count"] + 1,
                                                                          p["seconds"] + song["seconds"]))),
            NearMiss("the right count, the song's own length", give_answer(self._say(p["count"], song["seconds"]))),
            NearMiss("no steps", give_answer(f"{p['playlist']}: {p['count']} songs, {_mmss(p['seconds'])}.")),
            NearMiss("added it on the way", then(add_it, give_answer(self._say(p["count"], p["seconds"])))),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Retro Music, Songs, two scrolls (the song), its menu, Add to playlist (the
        # dialog's playlists), Cancel, Playlists, the playlist (its count and length), answer
        return 10
