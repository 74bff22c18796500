"""The likeness measure (``venus_tasks.sim.likeness``): the simulated Markor meets at least
90% of the checklist of its published screenshots, the checklists' colour items hold on
the screenshots themselves, an item the screen does not meet is reported unmet with the
reason, and the command prints the shares (bad input: one line, exit 2)."""

from __future__ import annotations

import json

import pytest
from PIL import Image

from venus_tasks.sim import likeness
from venus_tasks.sim.likeness import __main__ as cli
from venus_tasks.sim.likeness import Frame, Node, check_item

DATA = likeness.DEFAULT_DATA


@pytest.fixture(scope="module")
def markor_results():
    return likeness.measure(DATA, ["markor"])["markor"]


def test_markor_meets_90_percent_of_its_checklist(markor_results):
    unmet = [(r.screen, r.what, r.why) for r in markor_results if not r.met]
    assert len(markor_results) >= 80
    assert likeness.share(markor_results) >= 0.90, unmet
    met = {(r.screen, r.what) for r in markor_results if r.met}   # the rebuilt screens' key facts
    assert ("files", "floating button is accent red") in met
    assert ("todo", "'To-Do' is the checked tab") in met
    assert ("files_dark", "list background") in met


def test_colour_items_hold_on_the_reference_screenshots():
    for app in likeness.apps(DATA):
        spec = likeness.checklist(DATA, app)
        for screen in spec["screens"]:
            ref = likeness.reference_frame(DATA, app, screen)
            assert ref.image.width <= 300 and (DATA / app / screen["reference"]).stat().st_size < 60_000
            for item in screen["items"]:
                if "node" in item or "order" in item:
                    continue
                met, why = check_item(item, ref)
                assert met, (app, screen["name"], item["what"], why)


def test_unmet_items_say_why():
    img = Image.new("RGB", (100, 200), (238, 238, 238))
    img.paste((30, 33, 53), (0, 0, 100, 20))
    frame = Frame([Node("b", "", "t", "android.widget.TextView", False, (0, 120, 50, 140)),
                   Node("a", "", "t", "android.widget.TextView", False, (0, 150, 50, 170)),
                   Node("", "Go", "", "android.widget.Button", False, (60, 0, 90, 20))], img, top=0)
    assert check_item({"colour": "#1E2135", "at": [0.5, 0.05]}, frame) == (True, "")
    met, why = check_item({"colour": "#F04B4B", "at": [0.5, 0.05]}, frame)
    assert not met and "not #F04B4B" in why
    met, why = check_item({"order": [{"text": "a"}, {"text": "b"}]}, frame)
    assert not met and "out of order" in why
    assert check_item({"order": [{"text": "b"}, {"text": "a"}]}, frame)[0]
    met, why = check_item({"node": {"desc": "Go"}, "within": [0, 0.5, 1, 1]}, frame)
    assert not met and "not within" in why
    met, why = check_item({"node": {"desc": "Go"}, "icon": True}, frame)    # a flat bar: nothing drawn
    assert not met and "no picture" in why
    assert not check_item({"node": {"desc": "Gone"}}, frame)[0]
    assert not check_item({"saturated": [0, 0, 1, 1]}, frame)[0]
    with pytest.raises(ValueError, match="has no node"):
        check_item({"what": "x"}, frame)


def test_the_command_prints_shares_and_rejects_bad_input(tmp_path, capsys):
    assert cli.main(["--data", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--data" in err
    app = tmp_path / "toy"
    app.mkdir()
    Image.new("RGB", (10, 20), (0, 0, 0)).save(app / "r.png")
    (app / "checklist.json").write_text(json.dumps({"screens": []}))
    assert cli.main(["--data", str(tmp_path), "--apps", "nope"]) == 2
    assert "no checklist for 'nope'" in capsys.readouterr().err
    assert cli.main(["--data", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "toy" in out and "overall" in out


def test_settings_and_the_launcher_meet_their_checklists():
    """AOSP publishes no screenshots: the checklists hold the layout facts read from the
    sources (tests/data/likeness/settings|launcher/SOURCE)."""
    results = likeness.measure(DATA, ["settings", "launcher"])
    for app, rs in results.items():
        assert likeness.share(rs) >= 0.90, (app, [(r.screen, r.what, r.why) for r in rs if not r.met])
    met = {(r.screen, r.what) for rs in results.values() for r in rs if r.met}
    assert ("two_pane", "the first entry's page in the right pane") in met
    assert ("search", "a result's breadcrumb under its title (search_intent_item.xml)") in met
    assert ("apps_tablet", "the seventh app starts the second row") in met


def test_schematic_references_say_what_they_are(tmp_path, capsys):
    from venus_tasks.sim.likeness import schematic

    screen = likeness.checklist(DATA, "settings")["screens"][0]
    img = schematic.draw(screen)
    assert (img.width, img.height) == (270, 600) and img.getpixel((5, 300)) == (255, 255, 255)   # 1080x2400
    assert schematic.main(["nope", "--data", str(tmp_path)]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_simple_sms_messenger_meets_90_percent_of_its_checklist():
    """Simple-Commons' system theme, letter avatars and library icons on the SMS app's
    conversation list, thread and new-conversation screens (tests/data/likeness/sms)."""
    rs = likeness.measure(DATA, ["sms"])["sms"]
    assert len(rs) >= 30 and likeness.share(rs) >= 0.90, [(r.screen, r.what, r.why) for r in rs if not r.met]
    met = {(r.screen, r.what) for r in rs if r.met}
    assert ("conversations", "floating button is a circle (Material FAB, 56dp)") in met
    assert ("conversations", "an avatar without a photo is the name's letter in a letterBackgroundColors circle") in met
    assert ("thread", "Dial number icon (a phone) in the top bar") in met


def test_contacts_meets_its_checklist():
    """AOSP Contacts' layout facts (tests/data/likeness/contacts/SOURCE): letter tiles,
    section letters, the FAB; the Google build's differences are in SOURCE."""
    rs = likeness.measure(DATA, ["contacts"])["contacts"]
    assert likeness.share(rs) >= 0.90, [(r.screen, r.what, r.why) for r in rs if not r.met]
    met = {(r.screen, r.what) for r in rs if r.met}
    assert ("list", "the tile's colour is letter_tile_colors[abs(hashCode) % 14] (Ada Lovelace: #0F9D58)") in met
    assert ("list", "section letter, then the photo, then the name") in met


def test_zipxtract_meets_90_percent_of_its_checklist():
    """ZipXtract v4.2's Material 3 look under dynamic colours: 10dp-cornered primary buttons,
    its vector icons, the bottom navigation's indicator pill, the outlined spinners and the
    0.32 dim of its dialog (tests/data/likeness/zipxtract)."""
    rs = likeness.measure(DATA, ["zipxtract"])["zipxtract"]
    assert len(rs) >= 60 and likeness.share(rs) >= 0.90, [(r.screen, r.what, r.why) for r in rs if not r.met]
    met = {(r.screen, r.what) for r in rs if r.met}
    assert ("extract", "'Pick File' has 10dp corners (cornerRadius), not a pill") in met
    assert ("extract_dark", "the checked tab's icon on the colorSecondaryContainer pill") in met
    assert ("settings", "the spinner shows its drop-down arrow") in met


def test_pro_expense_meets_its_checklist():
    """Pro Expense's Expense Logs and entry screens in the dark theme, and the shared
    parts of Home in the light one (tests/data/likeness/pro_expense/SOURCE)."""
    rs = likeness.measure(DATA, ["pro_expense"])["pro_expense"]
    assert likeness.share(rs) >= 0.90, [(r.screen, r.what, r.why) for r in rs if not r.met]
    met = {(r.screen, r.what) for r in rs if r.met}
    assert ("logs_dark", "the disc is light blue #B3E5FC") in met
    assert ("entry_dark", "Save button filled in colorPrimary (night #81D4FA)") in met
    assert ("home", "add button in colorPrimary #039BE5") in met


def test_broccoli_meets_its_checklist():
    """Broccoli's recipe details (light and dark) and the new-recipe form
    (tests/data/likeness/broccoli/SOURCE)."""
    rs = likeness.measure(DATA, ["broccoli"])["broccoli"]
    assert likeness.share(rs) >= 0.90, [(r.screen, r.what, r.why) for r in rs if not r.met]
    met = {(r.screen, r.what) for r in rs if r.met}
    assert ("new_recipe", "toolbar in colorPrimary (green_800)") in met
    assert ("details", "'Cook' in colorSecondary") in met
    assert ("details_dark", "page background") in met


def test_retro_music_meets_its_checklist():
    """Retro Music's Songs and Artists tabs (tests/data/likeness/retro_music/SOURCE)."""
    pytest.importorskip("av")
    rs = likeness.measure(DATA, ["retro_music"])["retro_music"]
    assert likeness.share(rs) >= 0.85, [(r.screen, r.what, r.why) for r in rs if not r.met]
    met = {(r.screen, r.what) for r in rs if r.met}
    assert ("songs", "each row starts with the artwork") in met
    assert ("songs", "each tab has its icon") in met


def test_simple_calendar_meets_90_percent_of_its_checklist():
    """The main screen's MySearchMenu and floating button, the editor's top bar
    (tests/data/likeness/calendar; the month grid and the rows' icons are unmet)."""
    rs = likeness.measure(DATA, ["calendar"])["calendar"]
    assert len(rs) >= 20 and likeness.share(rs) >= 0.90, [(r.screen, r.what, r.why) for r in rs if not r.met]
    met = {(r.screen, r.what) for r in rs if r.met}
    assert ("main", "top bar icons: search, change view, overflow") in met
    assert ("edit_event", "Duplicate icon (two sheets) in the top bar") in met


def test_simple_calculator_meets_90_percent_of_its_checklist():
    """The keys on Simple-Commons' primary pills, the menu's drawables
    (tests/data/likeness/calculator)."""
    rs = likeness.measure(DATA, ["calculator"])["calculator"]
    assert len(rs) >= 15 and likeness.share(rs) >= 0.90, [(r.screen, r.what, r.why) for r in rs if not r.met]
    met = {(r.screen, r.what) for r in rs if r.met}
    assert ("main", "an operator on a primary pill at 50% (MEDIUM_ALPHA)") in met


def test_simple_draw_meets_90_percent_of_its_checklist():
    """The top bar's drawables, the tools' icons and the square colour button
    (tests/data/likeness/draw; the seek bar's colour is unmet)."""
    rs = likeness.measure(DATA, ["draw"])["draw"]
    assert len(rs) >= 15 and likeness.share(rs) >= 0.90, [(r.screen, r.what, r.why) for r in rs if not r.met]
    met = {(r.screen, r.what) for r in rs if r.met}
    assert ("main", "the colour button is a square (setFillWithStroke drawRectangle)") in met


def test_phone_meets_its_checklist():
    """AOSP Dialer's layout facts (tests/data/likeness/phone/SOURCE): search box, bottom
    navigation, call log rows, favourites, the dialpad."""
    rs = likeness.measure(DATA, ["phone"])["phone"]
    assert likeness.share(rs) >= 0.90, [(r.screen, r.what, r.why) for r in rs if not r.met]
    met = {(r.screen, r.what) for r in rs if r.met}
    assert ("recents", "the dialpad button in colorAccent #F50057") in met
    assert ("dialpad", "the dial button in dialer_call_green #00C853") in met


def test_tasks_meets_its_checklist():
    """Tasks' list in the dark theme (tests/data/likeness/tasks/SOURCE)."""
    rs = likeness.measure(DATA, ["tasks"])["tasks"]
    assert likeness.share(rs) >= 0.80, [(r.screen, r.what, r.why) for r in rs if not r.met]
    met = {(r.screen, r.what) for r in rs if r.met}
    assert ("list_dark", "the floating button in the accent red") in met
    assert ("list_dark", "Search action (ic_outline_search_24px) in the top bar") in met


def test_audio_recorder_meets_its_checklist():
    """Audio Recorder's main screen against the layout facts of its sources (it publishes
    no screenshots: tests/data/likeness/audio_recorder/SOURCE)."""
    rs = likeness.measure(DATA, ["audio_recorder"])["audio_recorder"]
    assert likeness.share(rs) >= 0.90, [(r.screen, r.what, r.why) for r in rs if not r.met]
    assert ("main", "window in the default theme colour (ColorMap: md_blue_700 #455EDE)") in \
        {(r.screen, r.what) for r in rs if r.met}
