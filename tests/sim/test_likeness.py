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
