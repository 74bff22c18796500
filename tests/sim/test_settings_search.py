"""Settings' homepage as Android 13 draws it (a search bar card, an icon before every
row) and its search screen: "Search settings" opens SettingsIntelligence's search
activity, typed words list matching rows with their page path, a result opens its page;
at 600dp and wider the homepage and a page side by side."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image

from venus_tasks.sim.likeness import parse_dump
from venus_tasks.sim.shell import run_split

from tests.sim.ui_helpers import elements, find, tap

START = "am start -n com.android.settings/.Settings"


def focus(sh) -> str:
    return sh("dumpsys window | grep mCurrentFocus")[0].strip()


def test_every_homepage_row_has_its_icon_drawn_in_the_text_colour(sh, model):
    sh(START)
    found = elements(sh)
    titles = [e for e in found if e.resource_id == "android:id/title"]
    icons = [e for e in found if e.resource_id == "android:id/icon"]
    assert len(icons) == len(titles) >= 8
    img = np.asarray(Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("RGB"))
    for icon, title in zip(icons, titles):
        assert icon.bbox.x_max < title.bbox.x_min and abs(icon.bbox.center[1] - title.bbox.center[1]) < 60
        crop = img[icon.bbox.y_min:icon.bbox.y_max, icon.bbox.x_min:icon.bbox.x_max].reshape(-1, 3)
        inked = (crop.max(axis=1) < 80).mean()           # the glyph: near-black text colour
        assert 0.1 < inked < 0.6, (title.text, inked)
    wifi, bell = (img[i.bbox.y_min:i.bbox.y_max, i.bbox.x_min:i.bbox.x_max] for i in icons[0:4:3])
    assert not np.array_equal(wifi, bell)                # each row its own glyph


def test_a_page_title_is_large_until_the_list_scrolls_under_the_bar(sh):
    sh(START)
    tap(sh, "Apps")
    tap(sh, rid="title")                                  # "See all N apps", the first row
    title = find(sh, "All apps")
    bar = find(sh, "Navigate up")
    assert title.resource_id.endswith("/collapsing_toolbar_title") and title.bbox.y_min > bar.bbox.y_max
    assert title.bbox.y_max - title.bbox.y_min > 2 * (bar.bbox.y_max - bar.bbox.y_min) // 3
    first = [e.text for e in elements(sh) if e.resource_id == "android:id/title"][0]
    sh("input swipe 540 2000 540 1500 300")
    title = find(sh, "All apps")
    assert not title.resource_id and abs(title.bbox.center[1] - bar.bbox.center[1]) < 10     # in the bar
    assert first not in [e.text for e in elements(sh) if e.resource_id == "android:id/title"]


def test_search_finds_a_row_and_opens_its_page(sh, model):
    sh(START)
    tap(sh, "Search settings")
    assert "com.google.android.settings.intelligence/com.android.settings.intelligence.search.SearchActivity" \
        in focus(sh)
    field = find(sh, rid="search_src_text")
    assert field is not None and field.text == "Search settings" and field.is_focused
    sh("input text timeout")
    found = elements(sh)
    titles = [e.text for e in found if e.resource_id == "android:id/title"]
    crumbs = [e.text for e in found if e.resource_id.endswith("/breadcrumb")]
    assert titles == ["Screen timeout"] and crumbs == ["Display"]
    (icon,) = [e for e in found if e.resource_id == "android:id/icon"]    # Display's icon, before the title
    assert icon.bbox.x_max < next(e for e in found if e.text == "Screen timeout").bbox.x_min
    tap(sh, "Screen timeout")
    assert "com.android.settings.SubSettings" in focus(sh)
    assert find(sh, "30 seconds") is not None and find(sh, "Screen timeout") is not None
    tap(sh, "30 seconds")
    assert sh("settings get system screen_off_timeout")[0].strip() == "30000"


def test_search_words_match_word_starts_and_clear_empties_the_list(sh):
    sh(START)
    tap(sh, "Search settings")
    sh("input text 'dark the'")
    assert [e.text for e in elements(sh) if e.resource_id == "android:id/title"] == ["Dark theme"]
    tap(sh, "Clear query")
    sh("input text heme")                                # inside a word: no match
    assert find(sh, rid="search_src_text").text == "heme"
    assert not [e for e in elements(sh) if e.resource_id == "android:id/title"]
    tap(sh, "Clear query")
    assert find(sh, rid="search_src_text").text == "Search settings"
    assert not [e for e in elements(sh) if e.resource_id == "android:id/title"]
    tap(sh, "Navigate up")
    assert "com.android.settings/com.android.settings.Settings}" in focus(sh)


def test_an_app_found_by_its_label_opens_its_app_info(sh):
    sh(START)
    tap(sh, "Search settings")
    sh("input text mark")
    assert [e.text for e in elements(sh) if e.resource_id == "android:id/title"] == ["Markor"]
    tap(sh, "Markor")
    assert find(sh, "Force stop") is not None and find(sh, "App info") is not None


def test_two_panes_at_600dp(sh):
    sh("wm size 1600x2560; wm density 320")
    sh(START)
    home = find(sh, "Display")
    assert find(sh, "Airplane mode").bbox.x_min > home.bbox.x_max      # Network & internet on the right
    assert find(sh, "Navigate up") is None                              # its first page has no up
    assert find(sh, "Settings") is None and find(sh, "Search settings", rid="search_bar_title") is not None
    tap(sh, "Display")
    assert find(sh, "Brightness level") is not None and find(sh, "Airplane mode") is None
    assert find(sh, "Network & internet") is not None                   # the homepage stays
    tap(sh, "Screen timeout")
    tap(sh, "Navigate up")
    assert find(sh, "Brightness level") is not None
    sh("input keyevent 4")
    assert "nexuslauncher" in focus(sh)
    sh(START)
    tap(sh, "Search settings")
    sh("input text timeout")
    tap(sh, "Screen timeout")                                           # a search result: its page on the right,
    sh("uiautomator dump")
    nodes = parse_dump(sh("cat /sdcard/window_dump.xml")[0])           # every node, the rows' containers too
    (chosen,) = [n for n in nodes if n.selected]                        # the entry it is under highlighted
    display = next(n for n in nodes if n.text == "Display")
    assert chosen.bounds[1] <= (display.bounds[1] + display.bounds[3]) / 2 <= chosen.bounds[3]
    assert find(sh, "30 seconds").bbox.x_min > display.bounds[2]
    sh("wm size reset; wm density reset")
    sh(START)
    assert find(sh, "Airplane mode") is None
