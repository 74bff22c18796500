"""The launcher icons as data (``apps.icons``) and their one renderer
(``venus_tasks.sim.screen.icons``): every launchable app has an icon whose rendered
dominant colour is the colour read from its cited resource, and the colour word the tasks
use is what the picture shows."""

from __future__ import annotations

import collections

import pytest

import apps
from apps import icons
from apps.icons import ICONS, colour_family, rgb
from venus_tasks.sim.model import DeviceModel
from venus_tasks.sim.screen.icons import picture

SIZE = 96


def _pixels(package: str) -> list[tuple[int, int, int]]:
    img = picture(package, SIZE)
    return [p[:3] for p in img.get_flattened_data() if p[3] == 255]


def _nearest(pixel, palette):
    return min(palette, key=lambda c: sum((a - b) ** 2 for a, b in zip(pixel, rgb(c))))


def test_every_launchable_package_has_icon_data_and_its_label():
    model = DeviceModel("emulator-5554", 5554)
    launchable = {p.name: p for p in model.packages.launchable()}
    assert set(launchable) == {i.package for i in ICONS}
    for icon in ICONS:
        assert launchable[icon.package].label == icon.label, icon.package


def test_catalogue_labels_are_the_launcher_labels():
    for app in apps.catalogue():
        icon = icons.icon_for(app.package)
        if icon is not None:
            assert app.label == icon.label, app.name
    assert apps.get_app("simple calendar pro").label == "Calendar"       # app_launcher_name, not app_name
    assert apps.get_app("simple draw pro").label == "Draw"


@pytest.mark.parametrize("icon", ICONS, ids=[i.label for i in ICONS])
def test_dominant_colour_is_the_cited_resource_colour(icon):
    """The most common colour of the rendered, masked icon (each pixel counted as the
    nearest colour the data names) is ``dominant``, which the source names."""
    palette = icon.colours()
    counts = collections.Counter(_nearest(p, palette) for p in _pixels(icon.package))
    assert counts.most_common(1)[0][0] == icon.dominant.upper()
    if icon.exact:
        assert icon.dominant.lower() in icon.source.lower() or icon.dominant.lower()[1:] in icon.source.lower(), \
            f"{icon.label}: the dominant colour {icon.dominant} is not in the cited source text"
        assert "@" in icon.source and "/" in icon.source
    else:
        assert icon.note, f"{icon.label}: an inexact icon says why"


@pytest.mark.parametrize("icon", ICONS, ids=[i.label for i in ICONS])
def test_family_is_what_the_picture_mostly_shows(icon):
    pixels = _pixels(icon.package)
    counts = collections.Counter(colour_family(*p) for p in pixels)
    family, n = counts.most_common(1)[0]
    assert family == icon.family, counts.most_common(3)
    assert family == colour_family(*rgb(icon.dominant))
    assert icon.family in icon.possible_families


def test_mostly_orange_apps_are_the_simple_apps_and_vlc():
    orange = sorted(i.label for i in ICONS if i.exact and i.family == "orange")
    assert orange == ["Calculator", "Calendar", "Draw", "Gallery", "SMS Messenger", "VLC"]
    shares = {}
    for i in ICONS:
        if i.family == "orange":
            fam = collections.Counter(colour_family(*p) for p in _pixels(i.package))
            shares[i.label] = fam["orange"] / sum(fam.values())
    assert min(shares.values()) > 0.6, shares                  # clearly orange, not a close call


def test_inexact_icons_never_claim_one_family():
    for icon in ICONS:
        if not icon.exact:
            assert len(icon.possible_families) > 1 or icon.possible_families != {icon.family}, icon.label


def test_renderer_refuses_bad_input():
    with pytest.raises(ValueError, match="icon size"):
        picture("org.videolan.vlc", 2)
    img = picture("com.example.unknown", 48, "Q")           # no data: a placeholder, not an error
    assert img.size == (48, 48) and img.getpixel((24, 24))[3] == 255 and img.getpixel((0, 0))[3] == 0


def test_render_draws_list_markers_and_recents_icons():
    """A list row's ``task_icon`` marker is a disc of its colour (``apps_ui/records``); a
    recents card's ``task_icon`` is the app's launcher icon. (The marker once raised
    KeyError 'package' and broke every screenshot of a Tasks or OpenTracks list.)"""
    from venus_tasks.sim.screen.render import render
    from venus_tasks.sim.screen.tree import Screen, UiNode

    root = UiNode(package="org.tasks", bounds=(0, 0, 200, 200))
    root.add(UiNode(bounds=(10, 10, 50, 50), style={"kind": "task_icon", "color": (244, 67, 54)}))
    root.add(UiNode(bounds=(100, 100, 196, 196), style={"kind": "task_icon", "package": "org.videolan.vlc"}))
    img = render(Screen(200, 200, 0, False, 420, 0, "", root))
    assert img.getpixel((30, 30))[:3] == (244, 67, 54)
    assert colour_family(*img.getpixel((148, 120))[:3]) == "orange"
