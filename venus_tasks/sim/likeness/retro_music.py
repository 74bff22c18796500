"""Retro Music's likeness states: the songs of its published screenshots
(``fastlane/metadata/android/en-US/images/phoneScreenshots`` 5 and 7: 1000 Faces, 2 Many
Girls, 2 Number, 22Da, 3 Peg, 3 Saal, 4 Men Down, 5 Taara and their artists) as tagged MP3
files in the music folder, scanned as AndroidWorld does, and the app driven to the Songs
and Artists tabs with shell input as an agent would. Needs PyAV (``venus_tasks.data.audio``)."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

PACKAGE = "code.name.monkey.retromusic"
SONGS = (("1000 Faces", "Jason Ross"), ("2 Many Girls", "Fazilpuria"), ("2 Number", "Bilal Saeed"),
         ("22Da", "Zora Randhawa"), ("3 Peg", "Sharry Maan & Mista Baaz"), ("3 Saal", "Jassi Gill"),
         ("4 Men Down", "Millind Gaba"), ("5 Taara", "Diljit Dosanjh"))


def _seed(model) -> None:
    from venus_tasks.data import audio
    from venus_tasks.sim.apps_ui import retro_music_library as lib

    model.vfs.mkdir(lib.MUSIC_DIR, parents=True)
    for i, (title, artist) in enumerate(SONGS):
        model.vfs.write(f"{lib.MUSIC_DIR}/{title}.mp3",
                        audio.mp3_bytes(i, seconds=1.0, title=title, artist=artist, rate=8000))
    model.media.scan(lib.MUSIC_DIR)
    driver.shell(model, f"monkey -p {PACKAGE} -c android.intent.category.LAUNCHER 1")


def songs(model) -> None:
    _seed(model)
    driver.tap(model, desc="Songs")


def artists(model) -> None:
    _seed(model)
    driver.tap(model, desc="Artists")


STATES = {"songs": songs, "artists": artists}
