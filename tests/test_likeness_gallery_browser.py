"""``python -m venus_tasks.sim.gallery OUT`` writes a page with each reference screenshot
beside the simulated screen in the same state; headless Chromium opens it from disk and
shows every picture loaded (same browser set-up and skip rule as test_report_browser)."""

import pathlib

from venus_tasks.sim import gallery, likeness
from tests.test_report_browser import driver  # noqa: F401  (the Chromium fixture)


def test_gallery_page_opens_in_chromium_with_both_pictures_per_screen(driver, tmp_path):  # noqa: F811
    assert gallery.main([str(tmp_path), "--apps", "markor"]) == 0
    page = tmp_path / "index.html"
    driver.get(pathlib.Path(page).as_uri())
    screens = driver.find_elements("css selector", "section[data-app='markor'] .screen")
    assert len(screens) == 5
    for screen in screens:
        imgs = screen.find_elements("tag name", "img")
        assert [i.get_attribute("alt").split()[0] for i in imgs] == ["reference", "simulated"]
        for img in imgs:                                   # decoded: the file exists and is a picture
            assert driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth", img) > 0
    items = driver.find_elements("css selector", "section[data-app='markor'] li")
    total = sum(len(s["items"]) for s in likeness.checklist(likeness.DEFAULT_DATA, "markor")["screens"])
    met = [li for li in items if li.get_attribute("class") == "met"]
    assert len(items) == total and all(li.get_attribute("class") in ("met", "unmet") for li in items)
    share = driver.find_element("css selector", "section[data-app='markor'] .share").text
    assert share.startswith(f"{len(met)}/{total} (")              # the page's figure is its own list's
    assert all("(" in li.text for li in items if li.get_attribute("class") == "unmet")   # unmet: why
