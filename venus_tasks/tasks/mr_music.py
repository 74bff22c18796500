"""A multi-round (MR) chain from Retro Music into Markor and SMS Messenger, after
VenusBench-Mobile's playlist chains (a Retro playlist carried into another app;
``shared/reference/venusbench.md`` section 4), with a round the user cancels while the
agent is in the middle of it. Every round claimed done is checked on the device
(``verify_round``, cumulative over the three apps) and has its own near misses
(``play(..., rejected_at=k)``).

Songs are short tagged MP3s in ``/sdcard/Music`` (``venus_tasks.data.audio``), indexed by a
media scan; playlists are rows of Retro's ``playlist.db`` (``apps.retro_music``). The Add
to playlist flow (a song row's unlabelled overflow button, "Add to playlist", the dialog
listing "New playlist" and the playlists) is RetroMusicPlayer's, as modelled in
``venus_tasks/sim/apps_ui/retro_music_playlists.py``.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import markor, retro_music
from venus_tasks.ambiguity.walk import find_in_row
from venus_tasks.data import audio
from venus_tasks.dialogue.rounds import Round, play
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import looking
from venus_tasks.tasks import mr_common as mc
from venus_tasks.tasks.common import leave_untouched, then
from verifiers.answer import normalize
from verifiers.guard import MayChange
from verifiers.lists import exact_listing

MUSIC_DIR = "/storage/emulated/0/Music"
SAMPLE_RATE = 8000            # short tones: the tags are what the library shows
_SONGS = ("Amber Road", "Blue Hour", "Coastline", "Driftwood", "Ember Glow", "Fable", "Harbour Lights",
          "Iron Sky", "Juniper", "Kite Season", "Lantern", "Moonwake", "Northern Rain", "Orchard")
_ARTISTS = ("Nadia Vale", "The Loomers", "Iris Calder", "Paper Lanterns", "Velvet Tide")
_PLAYLISTS = ("Road Trip", "Morning Run", "Focus", "Dinner Party", "Rainy Days", "Sunday Chill")
_NOTES = ("playlist_songs.md", "mixtape.md", "track_list.md", "songs_for_sam.md")


@register_task("venus")
class MultiRoundPlaylistCancelled(mc.StagedRounds, VenusTask):
    """Four rounds and a cancelling interruption over Retro Music, Markor and SMS
    Messenger; seven songs, one other playlist, notes and contacts seeded.

    1. (goal) create playlist P with songs S1 and S2;
    2. "also add S3 to it"; interruption once the Add to playlist dialog shows (its "New
       playlist" row): "wait, not S3, leave the playlist as it is" (awaited: the round
       cannot be claimed done before it);
    3. "write the playlist's songs into a Markor note N, one per line" (does not name
       them);
    4. "text F the songs on it" (does not name them).

    Checked when each round is claimed done: the other playlist as it was and P exactly
    {S1, S2} (any order), no other playlist; then the same (S3 nowhere); then one new
    note N whose lines are S1 and S2 (Markor's seeded notes as they were); then one text
    to F listing exactly S1 and S2 of the library's titles (``exact_listing``), nothing
    else sent.

    Memory: rounds 3 and 4 need the playlist's songs from the goal, with S3 asked for and
    cancelled in between, once the agent has left Retro Music.
    """

    app_names = ("retro music", "markor", "simple sms messenger")
    complexity = 6.0
    first_app = "Retro Music"
    template = "In Retro Music, create a playlist named {playlist} with the songs {song1} and {song2}."
    variant_texts = {"zh": "在 Retro Music 中新建一个名为 {playlist} 的歌单，放入歌曲 {song1} 和 {song2}。",
                     "paraphrase": "Make a new Retro Music playlist called {playlist} holding the songs {song1} "
                                   "and {song2}."}
    rounds = (
        Round("Also add {song3} to it.",
              variant_texts={"zh": "再把 {song3} 也加进去。", "paraphrase": "Put {song3} on it as well."}),
        Round("Wait, not {song3}, I'm tired of it. Leave the playlist as it is.", on_screen="New playlist",
              awaited=True,
              variant_texts={"zh": "等等，别加 {song3} 了，我听腻了。歌单保持原样就好。",
                             "paraphrase": "Hold on, skip {song3}, I've heard it too much. Keep the playlist "
                                           "the way it is."}),
        Round("Now write the playlist's songs into a Markor note named {note_file}, one per line.",
              variant_texts={"zh": "现在在 Markor 里新建一个名为 {note_file} 的笔记，把歌单里的歌写进去，每行一首。",
                             "paraphrase": "Next, put the songs of the playlist in a new Markor note called "
                                           "{note_file}, one song per line."}),
        Round("Text {friend_first} the songs on the playlist from Simple SMS Messenger.",
              variant_texts={"zh": "用 Simple SMS Messenger 把歌单里的歌发短信告诉 {friend_first}。",
                             "paraphrase": "Send {friend_first} a text, with Simple SMS Messenger, listing the "
                                           "playlist's songs."}),
    )
    recalls = {2: ("song1", "song2"), 3: ("song1", "song2")}
    info = TaskInfo(Category.MR, PUDAM(2, 4, 4, 2, 4), Evaluation.STATE,
                    tags=("multi-round", "interruption", "cancel", "memory", "cross-app"))
    may_change = MayChange(stores=("retro music:PlaylistEntity", "retro music:SongEntity", "markor:*",
                                   "sms:messages"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        titles = sorted(rng.sample(_SONGS, 7), key=str.casefold)
        songs = [{"title": t, "artist": rng.choice(_ARTISTS), "seconds": rng.randint(2, 3)} for t in titles]
        s1, s2, s3 = rng.sample(titles[1:], 3)          # never the library's first song
        playlist, other = rng.sample(_PLAYLISTS, 2)
        who = mc.people(rng, rng.randint(3, 5))
        notes = {f"{s}.md": t + "\n" for s, t in zip(rng.sample(("ideas", "week_plan", "reading"), 2),
                                                      rng.sample(mc.TEXTS, 2))}
        return {"audio_seed": rng.randrange(10_000), "songs": songs, "song1": s1, "song2": s2, "song3": s3,
                "playlist": playlist, "other": other,
                "other_songs": rng.sample([t for t in titles if t not in (s1, s2, s3)], 2),
                "note_file": rng.choice(_NOTES), "notes": notes, "friend_first": who[0]["first"],
                "friend_number": who[0]["number"], "people": who, "history": mc.history(rng, who[1:])}

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
                                                 artist=s["artist"], rate=SAMPLE_RATE)
            for i, s in enumerate(p["songs"])})
        retro_music.scan_music(dev)
        retro_music.add_playlist(dev, p["other"], [self._song(t) for t in p["other_songs"]])
        markor.write_notes(dev, p["notes"], clear=True)
        mc.seed_phonebook(env, p["people"], p["history"])
        self.phones = mc.phonebook(dev)

    @property
    def optimal_steps(self) -> int:
        # open, Songs, S1's menu, Add to playlist, New playlist, name, Create, S2's menu,
        # Add to playlist, P, done; S3's menu, Add to playlist (the user stops it),
        # Cancel, done; open Markor, +, name, OK, the songs, BACK (keyboard), BACK
        # (saves), done; open SMS Messenger, +, the friend, type, send, done
        return 11 + 4 + 8 + 6

    def _playlists(self, env) -> dict[str, list[str]]:
        found: dict[str, list[str]] = {}
        for e in retro_music.list_playlists(env.device):
            found.setdefault(e.playlist_name, []).append(e.media_file_name)
        return found

    def _stage(self, env, index: int) -> bool:
        p = self.params
        lists = self._playlists(env)
        mine = [s for n, s in lists.items() if normalize(n) == normalize(p["playlist"])]
        if ({n: s for n, s in lists.items() if normalize(n) != normalize(p["playlist"])} != {p["other"]: p["other_songs"]}
                or len(mine) != 1 or sorted(mine[0]) != sorted((p["song1"], p["song2"]))):
            return False
        notes = mc.notes(env.device)
        if any(notes.get(k) != v for k, v in p["notes"].items()):
            return False
        new = {k: v for k, v in notes.items() if k not in p["notes"]}
        after = mc.phonebook(env.device)
        bodies = mc.texts_to(mc.added(self.phones, after, 2), p["friend_number"])
        if after[:2] != self.phones[:2] or bodies is None:
            return False
        if index < 2:
            return new == {} and bodies == []
        pair = sorted(normalize(s) for s in (p["song1"], p["song2"]))
        if set(new) != {p["note_file"]} or sorted(normalize(x) for x in mc.lines(new[p["note_file"]])) != pair:
            return False
        if index == 2:
            return bodies == []
        return len(bodies) == 1 and exact_listing(bodies[0], [p["song1"], p["song2"]],
                                                  [s["title"] for s in p["songs"]])

    def _listed(self, *titles: str):
        """An apply: a playlist named P holding ``titles`` (a second row of that name when
        one exists: ``_playlists`` reads playlists by name, so it counts as adding)."""
        p = self.params
        return lambda task, env: retro_music.add_playlist(env.device, p["playlist"], [self._song(t) for t in titles])

    def _steps(self) -> list:
        p = self.params
        return [self._listed(p["song1"], p["song2"]), leave_untouched,
                mc.write((p["note_file"], f"{p['song1']}\n{p['song2']}\n")),
                mc.send(p["friend_number"], f"{p['playlist']}: {p['song1']}, {p['song2']}")]

    def on_screen_before(self, env, index: int) -> Iterator[A.JSONAction]:
        """Round 1: S3's Add to playlist dialog on screen (the user stops it), then Cancel."""
        if index != 1:
            return
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Retro Music")     # writing its store stopped it
        yield from looking.tap(env, text="Songs")
        menu = find_in_row(looking.screen(env), lambda e: e.resource_id.endswith("/menu"), p["song3"])
        x, y = looking.screen(env)[menu].bbox.center
        yield A.JSONAction(A.CLICK, x=x, y=y)
        yield from looking.tap(env, text="Add to playlist")
        yield from looking.tap(env, text="Cancel")

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        s1, s2, s3, lst, note = p["song1"], p["song2"], p["song3"], p["playlist"], p["note_file"]
        made, _, noted, _ = self._steps()
        friend, other = p["friend_number"], p["people"][1]["number"]
        titles = [s["title"] for s in p["songs"]]
        fourth = next(t for t in titles if t not in (s1, s2, s3))

        def into_other(title: str):
            return lambda task, env: retro_music.add_playlist(env.device, p["other"], [self._song(title)])

        return [NearMiss("did nothing", leave_untouched),
                NearMiss("round 1: only the first song", play(self._listed(s1), rejected_at=0)),
                NearMiss("round 1: another song for the second", play(self._listed(s1, fourth), rejected_at=0)),
                NearMiss("round 1: the songs added to the other playlist",
                         play(then(into_other(s1), into_other(s2)), rejected_at=0)),
                NearMiss("round 2: added it anyway", play(made, self._listed(s3), rejected_at=1)),
                NearMiss("round 2: put it in the other playlist", play(made, into_other(s3), rejected_at=1)),
                NearMiss("round 3: the cancelled song listed too",
                         play(made, leave_untouched, mc.write((note, f"{s1}\n{s2}\n{s3}\n")), rejected_at=2)),
                NearMiss("round 3: the note under another name",
                         play(made, leave_untouched, mc.write(("songs.md", f"{s1}\n{s2}\n")), rejected_at=2)),
                NearMiss("round 3: one song only", play(made, leave_untouched, mc.write((note, s1)), rejected_at=2)),
                NearMiss("round 4: the cancelled song texted too",
                         play(made, leave_untouched, noted, mc.send(friend, f"{s1}, {s2} and {s3}"), rejected_at=3)),
                NearMiss("round 4: texted someone else",
                         play(made, leave_untouched, noted, mc.send(other, f"{lst}: {s1}, {s2}"), rejected_at=3)),
                NearMiss("round 4: the other playlist's songs",
                         play(made, leave_untouched, noted,
                              mc.send(friend, ", ".join(p["other_songs"])), rejected_at=3))]
