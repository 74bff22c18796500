"""Likeness of the tool and health apps to their published screenshots (issue 28 item 3;
the measure is ``venus_tasks.sim.likeness``, its own tests are in test_likeness.py): each
app meets at least 90% of its checklist, and the rebuilt screens' key facts are met."""

from __future__ import annotations

from venus_tasks.sim import likeness

DATA = likeness.DEFAULT_DATA


def test_fitbook_meets_90_percent_of_its_checklist():
    """Fitbook 2.0.31's Material 3 scheme from Colors.blue (dark, as its screenshots): the
    SearchBar's icons, the tab icons and indicator, primaryContainer FABs, the weight page's
    icons and switches (tests/data/likeness/fitbook)."""
    rs = likeness.measure(DATA, ["fitbook"])["fitbook"]
    assert len(rs) >= 45 and likeness.share(rs) >= 0.90, [(r.screen, r.what, r.why) for r in rs if not r.met]
    met = {(r.screen, r.what) for r in rs if r.met}
    assert ("food", "the FAB in primaryContainer") in met
    assert ("weight", "the selected tab's indicator in primary (3dp, under its label)") in met
    assert ("add_weight", "an on switch: onPrimary thumb at the end") in met


def test_calcyou_meets_90_percent_of_its_checklist():
    """CalcYou 3.1 under dynamic colours: circular keys in the keypad's three colour roles
    with its res/drawable icons, the elevated display, the drawer's selected pill
    (tests/data/likeness/calcyou)."""
    rs = likeness.measure(DATA, ["calcyou"])["calcyou"]
    assert len(rs) >= 30 and likeness.share(rs) >= 0.90, [(r.screen, r.what, r.why) for r in rs if not r.met]
    met = {(r.screen, r.what) for r in rs if r.met}
    assert ("calculator", "the = key on primaryContainer at the bottom right") in met
    assert ("calculator", "keys are circles (the corner shows the background)") in met
    assert ("drawer", "the current destination on a secondaryContainer pill") in met


def test_chrome_meets_90_percent_of_its_checklist():
    """The simulated Chrome's toolbar against Chromium's toolbar_phone.xml and
    menu_button.xml (tests/data/likeness/chrome, schematic references): the location bar,
    then the tab switcher and the menu button with the descriptions a device dumps."""
    rs = likeness.measure(DATA, ["chrome"])["chrome"]
    assert len(rs) >= 20 and likeness.share(rs) >= 0.90, [(r.screen, r.what, r.why) for r in rs if not r.met]
    met = {(r.screen, r.what) for r in rs if r.met}
    assert ("page", "url_bar, then toolbar_buttons: tab_switcher_button, menu_button") in met
    assert ("page_dark", "the menu button draws ic_more_vert_24dp") in met
    assert ("page_dark", "a page without dark styles is white in the dark theme too (no auto-dark for web contents "
                         "by default)") in met
