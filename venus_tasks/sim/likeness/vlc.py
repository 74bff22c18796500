"""VLC's likeness states: the Video section with four short clips in ``Movies/`` (the
medialibrary lists them by name with their lengths), the Video section of a device without
videos (the empty state) and the Playlists section, reached with shell input as an agent
would. The references are schematic (``tests/data/likeness/vlc/SOURCE``: the repository
publishes no phone screenshots)."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

START = "am start -n org.videolan.vlc/org.videolan.vlc.gui.MainActivity"
CLIPS = (("Beach walk", 12, (40, 110, 160)), ("Birthday party", 7, (160, 60, 60)),
         ("City lights", 21, (30, 30, 60)), ("Mountain trail", 15, (60, 120, 60)))


def _seed(model) -> None:
    from venus_tasks.data import clips

    driver.shell(model, "mkdir -p /sdcard/Movies")
    for title, seconds, background in CLIPS:
        model.vfs.write(f"/storage/emulated/0/Movies/{title}.mp4", clips.mp4_bytes(clips.Clip(seconds, background)))


def videos(model) -> None:
    _seed(model)
    driver.shell(model, START)


def empty(model) -> None:
    driver.shell(model, START)


def playlists(model) -> None:
    _seed(model)
    driver.shell(model, START)
    driver.tap(model, desc="Playlists")


STATES = {"videos": videos, "empty": empty, "playlists": playlists}
