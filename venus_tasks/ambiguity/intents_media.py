"""Ground-truth intents over Retro Music playlists for the ``ambiguity`` suite (3): create a
playlist with chosen songs, add a song to one of two existing playlists, add two songs to
an existing playlist.

State: Retro Music's Room store ``playlist.db`` (``PlaylistEntity``/``SongEntity``, read
with ``apps.retro_music.list_playlists``: playlist name, song title, position). Seeding:
short tagged MP3s in ``/sdcard/Music`` (``venus_tasks.data.audio``), a media scan, then the
playlists. Forced Non-Default (AmbiBench, ``shared/seeds/``): a new playlist holds no
songs until some are added (``CreatePlaylistDialog`` creates it with the songs it was
opened for, none from the Playlists tab), and the song an intent adds is never the
library's first (the one an agent acting on the top of the list would pick).

UI path: the simulated Retro Music models this flow (``sim/apps_ui/retro_music_playlists``:
a song row's overflow button, "Add to playlist", the dialog listing "New playlist" and
the playlists, the "New playlist" name dialog with "Create"), from RetroMusicPlayer
(``res/values/strings.xml``: ``action_add_to_playlist``, ``add_playlist_title``,
``action_new_playlist``, ``new_playlist_title``, ``create_action``;
``dialogs/AddToPlaylistDialog.kt``, ``dialogs/CreatePlaylistDialog.kt``), so a GUI agent
can reach every requirement. A song's overflow button has no label on the device (the
``OverFlowButton`` style sets no content description): the path's step names it by its
resource id ``menu`` in the row that shows the song's title (``Step`` ``rid`` and
``near``), worded "tap "More options" in the row of "<title>"" (the ⋮ icon's usual
name), and is walked like every other path (``tests/test_ambiguity.py``). The oracle
reaches the end state through ``apps.retro_music``.
"""

from __future__ import annotations

import random
from typing import Any

from apps import retro_music
from venus_tasks.ambiguity import social_kit as sc
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.data import audio
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from verifiers.answer import normalize
from verifiers.guard import MayChange

RETRO = ("retro music",)
MUSIC_DIR = "/storage/emulated/0/Music"
SAMPLE_RATE = 8000            # short tones: the tags are what the library shows
SONGS = ("Amber Road", "Blue Hour", "Coastline", "Driftwood", "Ember Glow", "Fable", "Harbour Lights",
         "Iron Sky", "Juniper", "Kite Season", "Lantern", "Moonwake", "Northern Rain", "Orchard")
ARTISTS = ("Nadia Vale", "The Loomers", "Iris Calder", "Paper Lanterns", "Velvet Tide")
PLAYLISTS = (("Road Trip", "自驾游"), ("Morning Run", "晨跑"), ("Focus", "专注"), ("Dinner Party", "晚宴"),
             ("Rainy Days", "雨天"), ("Sunday Chill", "周日放松"))


def _library(rng: random.Random, n: int) -> list[dict[str, Any]]:
    """``n`` songs ``{"title", "artist", "seconds"}``, sorted by title (Retro's Songs order)."""
    titles = sorted(rng.sample(SONGS, n), key=str.casefold)
    return [{"title": t, "artist": rng.choice(ARTISTS), "seconds": rng.randint(2, 3)} for t in titles]


def _menu(title: str) -> Step:
    """The overflow button of the Songs row showing ``title`` (unlabelled: its id ``menu``)."""
    return Step("tap", "More options", rid="menu", near=title, within="recyclerView")


def _song(p: dict[str, Any], title: str) -> retro_music.Song:
    i = next(k for k, s in enumerate(p["songs"]) if s["title"] == title)
    s = p["songs"][i]
    return retro_music.Song(id=i + 1, title=title, data=f"{MUSIC_DIR}/{title}.mp3", duration=s["seconds"] * 1000,
                            artist_name=s["artist"], album_name="Music")


def _setup(env, p: dict[str, Any]) -> None:
    dev = env.device
    retro_music.reset(dev)
    dev.force_stop(retro_music.APP.package)
    dev.shell(["rm", "-rf", MUSIC_DIR])
    retro_music.add_song_files(dev, {
        f"{s['title']}.mp3": audio.mp3_bytes(p["seed"] + i, seconds=s["seconds"], title=s["title"],
                                             artist=s["artist"], rate=SAMPLE_RATE)
        for i, s in enumerate(p["songs"])})
    retro_music.scan_music(dev)
    retro_music.add_playlists(dev, {name: [_song(p, t) for t in titles] for name, titles in p["existing"].items()})


def _playlists(probe) -> dict[str, list[str]]:
    """``{playlist name: [song titles in order]}`` through the probe's cache."""
    found: dict[str, list[str]] = {}
    for e in probe.rows("retro.playlists", retro_music.list_playlists):
        found.setdefault(e.playlist_name, []).append(e.media_file_name)
    return found


def _named(lists: dict[str, list[str]], name: str) -> list[list[str]]:
    return [songs for n, songs in lists.items() if normalize(n) == normalize(name)]


def _others_kept(lists: dict[str, list[str]], p: dict[str, Any], skip: str) -> bool:
    """Every seeded playlist but ``skip`` is unchanged, and no playlist but ``skip`` and
    the seeded ones exists."""
    rest = {n: s for n, s in lists.items() if normalize(n) != normalize(skip)}
    return rest == {n: s for n, s in p["existing"].items() if normalize(n) != normalize(skip)}


_MAY_CHANGE = MayChange(stores=("retro music:PlaylistEntity", "retro music:SongEntity"))


# ------------------------------------------------------------------ 1. a new playlist with two songs
def _create_draw(rng: random.Random) -> dict[str, Any]:
    songs = _library(rng, 7)
    (name, name_zh), (old, _) = rng.sample(PLAYLISTS, 2)
    picked = rng.sample([s["title"] for s in songs[1:]], 2)       # never the library's first song
    return {"seed": rng.randrange(10_000), "songs": songs, "name": name, "name_zh": name_zh,
            "picked": sorted(picked, key=str.casefold), "existing": {old: [songs[0]["title"]]}}


def _create_intent(p: dict[str, Any]) -> Intent:
    a, b = p["picked"]
    others = tuple(s["title"] for s in p["songs"] if s["title"] not in p["picked"])
    return Intent((
        Requirement("name", Kind.ANCHOR, p["name"], ("playlist name", "name", "歌单名", "名字"), value_zh=p["name"],
                    phrase=f'a playlist called "{p["name"]}"', phrase_zh=f"一个名为“{p['name']}”的歌单"),
        Requirement("songs", Kind.EXPLICIT, f"{a} and {b}", ("songs", "which songs", "tracks", "歌曲", "哪些歌"),
                    value_zh=f"{a}和{b}", options=others,
                    phrase=f'with the songs "{a}" and "{b}"', phrase_zh=f"，放入歌曲{a}和{b}"),
    ), topics=("order", "cover", "顺序", "封面"))


def _created(probe, p: dict[str, Any]) -> list[str] | None:
    lists = _playlists(probe)
    found = _named(lists, p["name"])
    return found[0] if len(found) == 1 and _others_kept(lists, p, p["name"]) else None


def _create_solve(d, p: dict[str, Any]) -> None:
    retro_music.add_playlist(d, p["name"], [_song(p, t) for t in p["picked"]])


CREATE = sc.social_spec(
    name="RetroCreatePlaylist", app_names=RETRO, draw=_create_draw, intent=_create_intent, setup=_setup,
    checks={"name": lambda probe, p: _created(probe, p) is not None,
            "songs": lambda probe, p: sorted(_created(probe, p) or []) == sorted(p["picked"])},
    solve=_create_solve,
    template="In Retro Music, create {name} {songs}.",
    template_zh="在 Retro Music 中新建{name}{songs}。",
    template_paraphrase="Make {name} in Retro Music {songs}.",
    hypernym="a new playlist", hypernym_zh="一个新歌单", incomplete_masks=("songs",),
    ui_path=lambda p: (Step("open", "Retro Music"), Step("tap", "Songs"),
                       *(x for i, t in enumerate(p["picked"]) for x in (
                           _menu(t), Step("tap", "Add to playlist"),
                           *((Step("tap", "New playlist"), Step("type", "Playlist name", text=p["name"]),
                              Step("tap", "Create")) if i == 0 else (Step("tap", p["name"]),))))),
    defaults={"songs": "no songs"},
    fallback={"name": lambda p: {**p, "name": "My playlist"},
              "songs": lambda p: {**p, "picked": [p["songs"][0]["title"]]}},
    may_change=_MAY_CHANGE, tags=("media", "domain:information"),
)


# ------------------------------------------------------------------ 2. add a song to one of two playlists
def _add_draw(rng: random.Random) -> dict[str, Any]:
    songs = _library(rng, 8)
    (a, a_zh), (b, b_zh) = rng.sample(PLAYLISTS, 2)
    titles = [s["title"] for s in songs]
    first, second, extra = titles[:3], titles[3:5], rng.choice(titles[5:])
    target = rng.randrange(2)
    return {"seed": rng.randrange(10_000), "songs": songs, "existing": {a: first, b: second},
            "playlist": (a, b)[target], "playlist_zh": (a_zh, b_zh)[target], "other": (b, a)[target],
            "song": extra}


def _add_intent(p: dict[str, Any]) -> Intent:
    return Intent((
        Requirement("song", Kind.ANCHOR, p["song"], ("song", "which song", "track", "哪首歌", "歌曲"),
                    phrase=f'the song "{p["song"]}"', phrase_zh=f"歌曲“{p['song']}”"),
        Requirement("playlist", Kind.EXPLICIT, p["playlist"], ("playlist", "which playlist", "歌单", "哪个歌单"),
                    value_zh=p["playlist"], options=(p["other"],),
                    phrase=f'(the "{p["playlist"]}" one)', phrase_zh=f"（“{p['playlist']}”）"),
    ))


def _added(probe, p: dict[str, Any]) -> bool:
    """The song went into exactly one playlist, appended, and nothing else changed."""
    lists = _playlists(probe)
    grown = [n for n, s in lists.items() if n in p["existing"] and s == p["existing"][n] + [p["song"]]]
    return len(grown) == 1 and _others_kept(lists, p, grown[0])


ADD = sc.social_spec(
    name="RetroAddToPlaylist", app_names=RETRO, draw=_add_draw, intent=_add_intent, setup=_setup,
    checks={"song": _added,
            "playlist": lambda probe, p: _added(probe, p)
            and _playlists(probe).get(p["playlist"]) == p["existing"][p["playlist"]] + [p["song"]]},
    solve=lambda d, p: (retro_music.clear_playlists(d), [retro_music.add_playlist(
        d, n, [_song(p, t) for t in (ts + [p["song"]] if n == p["playlist"] else ts)])
        for n, ts in p["existing"].items()]),
    template="In Retro Music, add {song} to one of my playlists {playlist}.",
    template_zh="在 Retro Music 中把{song}加到我的一个歌单里{playlist}。",
    template_paraphrase="Put {song} into one of my Retro Music playlists {playlist}.",
    hypernym="a song I like", hypernym_zh="一首我喜欢的歌", incomplete_masks=("playlist",),
    ui_path=lambda p: (Step("open", "Retro Music"), Step("tap", "Songs"), _menu(p["song"]),
                       Step("tap", "Add to playlist"), Step("tap", p["playlist"])),
    no_default=("playlist",),
    fallback={"song": lambda p: {**p, "song": next(s["title"] for s in p["songs"] if s["title"] != p["song"]
                                                   and s["title"] not in sum(p["existing"].values(), []))},
              "playlist": lambda p: {**p, "playlist": p["other"]}},
    may_change=_MAY_CHANGE, tags=("media", "domain:information"),
)

# ------------------------------------------------------------------ 3. two songs into an existing playlist
def _more_draw(rng: random.Random) -> dict[str, Any]:
    songs = _library(rng, 9)
    (a, a_zh), (b, b_zh) = rng.sample(PLAYLISTS, 2)
    titles = [s["title"] for s in songs]
    target = rng.randrange(2)
    return {"seed": rng.randrange(10_000), "songs": songs, "existing": {a: titles[:2], b: titles[2:4]},
            "playlist": (a, b)[target], "playlist_zh": (a_zh, b_zh)[target], "other": (b, a)[target],
            "picked": sorted(rng.sample(titles[5:], 2), key=str.casefold), "spare": titles[4]}


def _more_intent(p: dict[str, Any]) -> Intent:
    a, b = p["picked"]
    return Intent((
        Requirement("playlist", Kind.ANCHOR, p["playlist"], ("playlist", "which playlist", "歌单", "哪个歌单"),
                    options=(p["other"],), phrase=f'my "{p["playlist"]}" playlist',
                    phrase_zh=f"我的“{p['playlist']}”歌单"),
        Requirement("songs", Kind.EXPLICIT, f"{a} and {b}", ("songs", "which songs", "tracks", "歌曲", "哪些歌"),
                    value_zh=f"{a}和{b}",
                    options=tuple(s["title"] for s in p["songs"] if s["title"] not in p["picked"]),
                    phrase=f'("{a}" and "{b}")', phrase_zh=f"（{a}和{b}）"),
    ))


def _grown(probe, p: dict[str, Any]) -> list[str] | None:
    """The songs appended to the intent's playlist, when it only grew and nothing else changed."""
    lists = _playlists(probe)
    before = p["existing"][p["playlist"]]
    now = lists.get(p["playlist"], [])
    if now[:len(before)] != before or len(now) == len(before) or not _others_kept(lists, p, p["playlist"]):
        return None
    return now[len(before):]


def _more_solve(d, p: dict[str, Any]) -> None:
    retro_music.clear_playlists(d)
    for n, ts in p["existing"].items():
        retro_music.add_playlist(d, n, [_song(p, t) for t in (ts + p["picked"] if n == p["playlist"] else ts)])


MORE = sc.social_spec(
    name="RetroAddSongsToPlaylist", app_names=RETRO, draw=_more_draw, intent=_more_intent, setup=_setup,
    checks={"playlist": lambda probe, p: _grown(probe, p) is not None,
            "songs": lambda probe, p: sorted(_grown(probe, p) or []) == sorted(p["picked"])},
    solve=_more_solve,
    template="In Retro Music, add two songs {songs} to {playlist}.",
    template_zh="在 Retro Music 中往{playlist}里加两首歌{songs}。",
    template_paraphrase="Put two more songs {songs} into {playlist} in Retro Music.",
    hypernym="one of my playlists", hypernym_zh="我的一个歌单", incomplete_masks=("songs",),
    ui_path=lambda p: (Step("open", "Retro Music"), Step("tap", "Songs"),
                       *(x for t in p["picked"] for x in (_menu(t), Step("tap", "Add to playlist"),
                                                          Step("tap", p["playlist"])))),
    no_default=("songs",),
    fallback={"playlist": lambda p: {**p, "playlist": p["other"]},
              "songs": lambda p: {**p, "picked": [p["spare"]]}},
    may_change=_MAY_CHANGE, tags=("media", "domain:information"),
)


SPECS = (CREATE, ADD, MORE)
for _spec in SPECS:
    register(_spec)
