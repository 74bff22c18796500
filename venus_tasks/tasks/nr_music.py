"""Noise resistance (NR) over Retro Music: a three-song playlist while Retro Music crashes
twice, a call rings and the app stops responding for 8 to 15 actions (VenusBench-Mobile's
``NoiseResistRetroPlayingQueueAPPCollapse`` force-stops Retro at steps 5 and 12,
``shared/reference/venusbench.md`` section 10 row 87). Songs are short tagged MP3s in
``/sdcard/Music`` indexed by a media scan; the playlist is read back from Retro's
``playlist.db`` (``apps.retro_music``). A crash tempts an agent into a second playlist of
the same name, which fails.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import retro_music
from noise import NoiseSpec
from venus_tasks.data import audio
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import nr_plan
from venus_tasks.tasks.common import leave_untouched, then
from verifiers.answer import normalize
from verifiers.guard import MayChange

MUSIC_DIR = "/storage/emulated/0/Music"
_SONGS = ("Amber Road", "Blue Hour", "Coastline", "Driftwood", "Ember Glow", "Fable", "Harbour Lights",
          "Iron Sky", "Juniper", "Kite Season", "Lantern", "Moonwake", "Northern Rain", "Orchard")
_ARTISTS = ("Nadia Vale", "The Loomers", "Iris Calder", "Paper Lanterns", "Velvet Tide")
_PLAYLISTS = ("Road Trip", "Morning Run", "Focus", "Dinner Party", "Rainy Days", "Sunday Chill")
_APP = "retro music"


@register_task("venus")
class NoiseResistRetroPlaylistCrash(VenusTask):
    """Create a Retro Music playlist with three named songs (seven songs and one other
    playlist seeded; all drawn per instance, the seven fit on one screen of the Songs
    tab) while Retro Music crashes twice ("keeps stopping"; it restarts on its "For you"
    tab and an open dialog is lost), a call rings until handled and the app ignores 8 to
    15 actions. Success: exactly one playlist of that name (case and spacing aside) holding
    exactly those three songs once each; the other playlist as it was; no other
    playlist."""

    app_names = (_APP,)
    complexity = 6.0
    template = "In Retro Music, create a playlist named {playlist} with the songs {song1}, {song2} and {song3}."
    variant_texts = {"zh": "在 Retro Music 中新建一个名为 {playlist} 的歌单，放入歌曲 {song1}、{song2} 和 {song3}。",
                     "paraphrase": "Make a Retro Music playlist called {playlist} that holds {song1}, {song2} "
                                   "and {song3}."}
    info = TaskInfo(Category.NR, PUDAM(2, 1, 3, 2, 2), Evaluation.STATE, tags=("noise", "music"))
    may_change = MayChange(stores=("retro music:PlaylistEntity", "retro music:SongEntity"))
    noise_plan = (NoiseSpec("crash", step=(4, 5)),
                  NoiseSpec("call", step=(8, 8), args={"ring_steps": 0}),
                  NoiseSpec("numb", step=(10, 11), args={"k": (8, 15)}),
                  NoiseSpec("crash", step=(22, 23)))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        titles = sorted(rng.sample(_SONGS, 7), key=str.casefold)
        songs = [{"title": t, "artist": rng.choice(_ARTISTS), "seconds": rng.randint(2, 3)} for t in titles]
        picked = rng.sample(titles, 3)
        playlist, other = rng.sample(_PLAYLISTS, 2)
        return {"audio_seed": rng.randrange(10_000), "songs": songs, "song1": picked[0], "song2": picked[1],
                "song3": picked[2], "playlist": playlist, "other": other,
                "other_songs": rng.sample([t for t in titles if t not in picked], 2)}

    @property
    def picked(self) -> tuple[str, str, str]:
        return self.params["song1"], self.params["song2"], self.params["song3"]

    def _song(self, title: str) -> retro_music.Song:
        i = next(k for k, s in enumerate(self.params["songs"]) if s["title"] == title)
        s = self.params["songs"][i]
        return retro_music.Song(id=i + 1, title=title, data=f"{MUSIC_DIR}/{title}.mp3",
                                duration=s["seconds"] * 1000, artist_name=s["artist"], album_name="Music")

    def setup(self, env) -> None:
        p, dev = self.params, env.device
        retro_music.reset(dev)
        dev.shell(["rm", "-rf", MUSIC_DIR])
        retro_music.add_song_files(dev, {
            f"{s['title']}.mp3": audio.mp3_bytes(p["audio_seed"] + i, seconds=s["seconds"], title=s["title"],
                                                 artist=s["artist"], rate=8000)
            for i, s in enumerate(p["songs"])})
        retro_music.scan_music(dev)
        retro_music.add_playlist(dev, p["other"], [self._song(t) for t in p["other_songs"]])

    def _playlists(self, env) -> list[tuple[str, list[str]]]:
        found: dict[str, list[str]] = {}
        for e in retro_music.list_playlists(env.device):
            found.setdefault(e.playlist_name, []).append(e.media_file_name)
        return list(found.items())

    def verify(self, env) -> float:
        p = self.params
        lists = self._playlists(env)
        mine = [songs for name, songs in lists if normalize(name) == normalize(p["playlist"])]
        others = [(name, songs) for name, songs in lists if normalize(name) != normalize(p["playlist"])]
        return float(others == [(p["other"], p["other_songs"])] and len(mine) == 1
                     and sorted(mine[0]) == sorted(self.picked))

    def _listed(self, *titles: str, name: str | None = None):
        def apply(task, env) -> None:
            retro_music.add_playlist(env.device, name or task.params["playlist"], [task._song(t) for t in titles])
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Retro Music")
        self._listed(*self.picked)(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        s1, s2, s3 = self.picked
        return [NearMiss("untouched", leave_untouched),
                NearMiss("two of the three", self._listed(s1, s2)),
                NearMiss("another song instead of the third", self._listed(s1, s2, self.params["other_songs"][0])),
                NearMiss("the playlist made twice", then(self._listed(s1), self._listed(s1, s2, s3))),
                NearMiss("a song of the other playlist too", self._listed(s1, s2, s3, self.params["other_songs"][0]))]

    # ------------------------------------------------------------------ steps
    def base_plan(self) -> list[nr_plan.Act]:
        """The GUI solver's actions without noise (``solvers/nr_music.py``): open Retro
        Music, the Songs tab; the first song's menu, Add to playlist, New playlist, the
        name, Create; for each other song its menu, Add to playlist, the playlist (each
        song a unit: a crash loses its open dialog, and Retro restarts on "For you", so
        the Songs tab again); the Playlists tab and the playlist, to see the three; done."""
        back = ("Songs tab",)
        plan = [nr_plan.opener(_APP), nr_plan.Act(_APP, label="Songs tab")]
        plan += nr_plan.work(_APP, 0, ("menu", "Add to playlist", "New playlist", "name", "Create"), resume=back)
        for unit in (1, 2):
            plan += nr_plan.work(_APP, unit, ("menu", "Add to playlist", "the playlist"), resume=back)
        plan += nr_plan.work(_APP, 3, ("Playlists tab", "the playlist"))
        return plan + [nr_plan.done()]

    @property
    def optimal_steps(self) -> int:
        # 16 without noise; each crash: Close app, open Retro Music, the Songs tab, the
        # song's dialog again; the call: Decline; numb: its 8-15 dropped actions
        return nr_plan.steps(self.base_plan(), self.noise_events)
