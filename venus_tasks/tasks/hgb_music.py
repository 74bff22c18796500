"""Hard GUI browsing (HGB) in Retro Music: which artist has the most songs (each artist's
page gives its count; an artist whose name contains the top one's splits the songs a
substring search would merge), and which playlist plays longest (each playlist's page
gives its total). Songs are seeded MP3 files with ID3 tags (``venus_tasks.data.audio``);
playlists are rows of Retro's ``playlist.db`` (``apps.retro_music``).

Answers name the artist or playlist (no other one of the question) and state the count
(``verifiers.numbers``: "4", "four", "四首") or the length (``verifiers.timecodes``:
"17:42", "17 min 42 s", "17分42秒").
"""

from __future__ import annotations

import random
from decimal import Decimal
from typing import Any, Iterator

from apps import retro_music
from venus_tasks.data import audio
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched
from verifiers.naming import names_only
from verifiers.numbers import stated_numbers
from verifiers.timecodes import stated_times

ARTISTS = ("Nadia Vale", "The Loomers", "Iris Calder", "Paper Lanterns", "Oskar Brandt", "Velvet Tide",
           "Mira Solano", "Northbound", "Lena Okafor", "Glass Harbor")
SONG_WORDS = ("Amber", "Blue Hour", "Coastline", "Driftwood", "Ember", "Fable", "Glow", "Harbour Lights",
              "Ivory", "Juniper", "Kite", "Lullaby", "Meridian", "Nightfall", "Orchard", "Paper Moon",
              "Quiet Road", "Riverbend", "Saltwater", "Tidal", "Undertow", "Vesper", "Wildflower", "Yellow Door",
              "Zephyr", "Afterglow", "Bonfire", "Cinder", "Daybreak", "Echoes")
PLAYLISTS = ("Road Trip", "Morning Run", "Focus", "Dinner Party", "Rainy Day", "Sunday Chill", "Late Night",
             "Workout", "Throwbacks", "Kitchen", "Study", "Summer", "Commute")
MUSIC_DIR = "/storage/emulated/0/Music"
SAMPLE_RATE = 8000          # small files: the songs are short tones, their tags are what counts


def open_retro() -> A.JSONAction:
    """The oracle's first action: open Retro Music from the launcher."""
    return A.JSONAction(A.OPEN_APP, app_name="Retro Music")


def _mmss(seconds: int) -> str:
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


def _reset_music(device) -> None:
    retro_music.reset(device)
    device.shell(["rm", "-rf", MUSIC_DIR])


# ------------------------------------------------------------------ the artist with the most songs
@register_task("venus")
class GUIBrowsingMusicTopArtist(VenusTask):
    """Find the artist with the most songs in Retro Music and how many; "<top> & Friends"
    is another artist (counting both as one gives too many), the runner-up has one song
    fewer and fills a playlist.

    Success: the answer names that artist (no other) and states the count; the runner-up,
    the merged count, another count and a hedge fail.
    """

    app_names = ("retro music",)
    complexity = 2.0
    template = "Which artist has the most songs in my Retro Music library, and how many songs are by them?"
    variant_texts = {"zh": "在我的 Retro Music 音乐库里，哪位艺术家的歌曲最多？有多少首？",
                     "paraphrase": "Look through my Retro Music library: who is the artist with the largest "
                                   "number of songs, and what is that number?"}
    info = TaskInfo(Category.HGB, PUDAM(1, 3, 3, 1, 3), Evaluation.ANSWER, tags=("music", "read-many", "max"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        n = rng.randint(3, 4)
        top, runner, *rest = rng.sample(ARTISTS, n)
        friends = f"{top} & Friends"
        k = rng.randint(3, 4)
        counts = {top: k, runner: k - 1, friends: rng.randint(1, 2)}
        for a in rest:
            counts[a] = rng.randint(1, k - 2)
        titles = iter(rng.sample(SONG_WORDS, sum(counts.values())))
        songs = [{"title": next(titles), "artist": a, "seconds": rng.randint(2, 4)}
                 for a, c in counts.items() for _ in range(c)]
        rng.shuffle(songs)
        favourites = [s["title"] for s in songs if s["artist"] == runner] + \
            [next(s["title"] for s in songs if s["artist"] == top)]
        return {"artist": top, "count": k, "runner_up": runner, "friends": friends,
                "merged": k + counts[friends], "artists": sorted(counts), "songs": songs,
                "playlist": rng.choice(PLAYLISTS), "playlist_songs": favourites}

    @property
    def optimal_steps(self) -> int:
        return 1 + 1 + 2 * len(self.params["artists"]) + 1      # open, Artists, (open, back) each, answer

    def setup(self, env) -> None:
        p, dev = self.params, env.device
        _reset_music(dev)
        ids = {}
        retro_music.add_song_files(dev, {
            f"{s['title']}.mp3": audio.mp3_bytes(p["seed"] + i, seconds=s["seconds"], title=s["title"],
                                                 artist=s["artist"], rate=SAMPLE_RATE)
            for i, s in enumerate(p["songs"])})
        for i, s in enumerate(p["songs"]):
            ids[s["title"]] = retro_music.Song(id=i + 1, title=s["title"], data=f"{MUSIC_DIR}/{s['title']}.mp3",
                                               duration=s["seconds"] * 1000, artist_name=s["artist"],
                                               album_name="Music")
        retro_music.scan_music(dev)
        retro_music.add_playlist(dev, p["playlist"], [ids[t] for t in p["playlist_songs"]])

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        others = [x for x in p["artists"] if x != p["artist"]]
        return float(names_only(a, p["artist"], others) and set(stated_numbers(a)) == {Decimal(p["count"])})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield open_retro()
        yield A.answer(self.say(en=f"{p['artist']}, with {p['count']} songs.",
                                zh=f"{p['artist']} 的歌曲最多，共 {p['count']} 首。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [NearMiss("the runner-up", give_answer(f"{p['runner_up']}, {p['count'] - 1} songs.")),
                NearMiss("the merged count", give_answer(f"{p['artist']}, {p['merged']} songs.")),
                NearMiss("the friends act", give_answer(f"{p['friends']}, {p['count']} songs.")),
                NearMiss("one song off", give_answer(f"{p['artist']}, {p['count'] + 1} songs.")),
                NearMiss("a hedge", give_answer(f"{p['artist']} or {p['runner_up']}, {p['count']} songs.")),
                NearMiss("the goal echoed", echo_goal),
                NearMiss("no answer", leave_untouched)]


# ------------------------------------------------------------------ the longest playlist
@register_task("venus")
class GUIBrowsingMusicLongestPlaylist(VenusTask):
    """Open each of 9-10 Retro Music playlists and compare their total lengths; the
    playlist with the most songs is not the longest, and the runner-up is under a minute
    shorter.

    Success: the answer names the longest playlist (no other) and states its total length,
    and no other time; the runner-up, the one with the most songs, a length a second off
    and a hedge fail.
    """

    app_names = ("retro music",)
    complexity = 3.5
    template = "Which of my Retro Music playlists has the longest total playing time, and how long is it?"
    variant_texts = {"zh": "我的 Retro Music 播放列表中，哪一个的总播放时长最长？有多长？",
                     "paraphrase": "Compare my playlists in Retro Music by total length: which one plays the "
                                   "longest, and for how long?"}
    info = TaskInfo(Category.HGB, PUDAM(2, 3, 3, 1, 3), Evaluation.ANSWER, tags=("music", "read-many", "max"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        pool = [f"{a} {b}" for a in SONG_WORDS[:15] for b in SONG_WORDS[15:]]
        while True:
            n = rng.randint(9, 10)
            names = rng.sample(PLAYLISTS, n)
            titles = iter(rng.sample(pool, 6 * n))
            lists = {name: [{"title": next(titles), "artist": rng.choice(ARTISTS), "seconds": rng.randint(150, 330)}
                            for _ in range(rng.randint(3, 6))] for name in names}
            totals = {name: sum(s["seconds"] for s in songs) for name, songs in lists.items()}
            ranked = sorted(names, key=totals.get, reverse=True)
            most = max(names, key=lambda x: len(lists[x]))
            gap = totals[ranked[0]] - totals[ranked[1]]
            if 0 < gap < 60 and most != ranked[0] and len(set(totals.values())) == n \
                    and sum(len(lists[x]) == len(lists[most]) for x in names) == 1:
                break
        return {"lists": lists, "playlist": ranked[0], "seconds": totals[ranked[0]], "runner_up": ranked[1],
                "runner_seconds": totals[ranked[1]], "most_songs": most, "most_seconds": totals[most],
                "names": names}

    @property
    def optimal_steps(self) -> int:
        return 1 + 1 + 2 * len(self.params["names"]) + 1      # open, Playlists, (open, back) each, answer

    def setup(self, env) -> None:
        dev = env.device
        _reset_music(dev)
        key, lists = 0, {}
        for name, songs in sorted(self.params["lists"].items()):
            entries = lists[name] = []
            for s in songs:
                key += 1
                entries.append(retro_music.Song(id=key, title=s["title"], data=f"{MUSIC_DIR}/{s['title']}.mp3",
                                                duration=s["seconds"] * 1000, artist_name=s["artist"],
                                                album_name=s["artist"]))
        retro_music.add_playlists(dev, lists)

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        others = [x for x in p["names"] if x != p["playlist"]]
        times = stated_times(a)
        return float(names_only(a, p["playlist"], others) and bool(times) and all(t == p["seconds"] for t in times))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield open_retro()
        yield A.answer(self.say(en=f"\"{p['playlist']}\" is the longest at {_mmss(p['seconds'])}.",
                                zh=f"最长的是 {p['playlist']}，总时长 {_mmss(p['seconds'])}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [NearMiss("the runner-up", give_answer(f"{p['runner_up']}, {_mmss(p['runner_seconds'])}")),
                NearMiss("the one with the most songs", give_answer(f"{p['most_songs']}, {_mmss(p['most_seconds'])}")),
                NearMiss("a second off", give_answer(f"{p['playlist']}, {_mmss(p['seconds'] - 1)}")),
                NearMiss("the name alone", give_answer(f"{p['playlist']}")),
                NearMiss("a hedge", give_answer(f"{p['playlist']} or {p['runner_up']}, {_mmss(p['seconds'])}")),
                NearMiss("the goal echoed", echo_goal),
                NearMiss("no answer", leave_untouched)]

