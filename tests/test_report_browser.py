"""The report of a real run, opened from disk (file://) in headless Chromium.

Debian's ``chromium`` and ``chromium-driver`` packages are used through selenium with
their paths given explicitly, so selenium never downloads a driver. Without them the test
is skipped, unless ``VENUS_REQUIRE_BROWSER=1`` (CI), where it fails saying what to install.
"""

import importlib.util
import os
import pathlib
import socket
import time

import pytest

from venus_tasks import results

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
INSTALL = ("apt-get install -y chromium chromium-driver (Debian packages) and "
           "pip install 'selenium>=4.20' (the test extra)")
TASKS = ("RefusalSettingsSwitchAlready", "VagueScreenTooDark")


def _unavailable() -> str | None:
    missing = [p for p in (CHROMIUM, CHROMEDRIVER) if not os.access(p, os.X_OK)]
    if missing:
        return f"{', '.join(missing)} missing"
    if importlib.util.find_spec("selenium") is None:
        return "selenium is not installed"
    return None


@pytest.fixture(scope="module")
def driver():
    why = _unavailable()
    if why:
        if os.environ.get("VENUS_REQUIRE_BROWSER") == "1":
            pytest.fail(f"VENUS_REQUIRE_BROWSER=1 but {why}: {INSTALL}")
        pytest.skip(f"no headless browser ({why}); to run this test: {INSTALL}")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1280,1000", "--no-first-run", "--disable-extensions"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    d = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    d.set_page_load_timeout(60)
    try:
        yield d
    finally:
        d.quit()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory):
    """A real run: the oracle on two quick tasks, twice each (keys ``Task_0#1``), on the
    built-in simulated device (no adb server listens on the port), screenshots saved."""
    import io

    from venus_tasks.suite_runner import RunConfig, run_suite

    out = tmp_path_factory.mktemp("browser_run")
    config = RunConfig(output_dir=str(out), tasks=TASKS, repeats=2, save_screenshots=True, adb_port=_free_port())
    report = run_suite(config, out=io.StringIO())
    assert report["episodes"] == 4 and report["successes"] == 4
    return out


def _severe(driver) -> list[str]:
    return [e["message"] for e in driver.get_log("browser") if e.get("level") == "SEVERE"]


def test_report_opens_offline_and_links_to_episode_pages(driver, run_dir):
    started = time.monotonic()
    report = pathlib.Path(run_dir, "report.html")
    assert report.exists()                                  # written by the runner
    driver.get(report.as_uri())
    assert driver.title == "venus report: oracle"
    assert driver.find_element("id", "strict-sr").text == "100.0%"
    assert driver.find_elements("css selector", "svg.chart"), "no chart on the page"
    assert _severe(driver) == []

    records = {r["key"]: r for r in results.read_records(str(run_dir))}
    key = f"{TASKS[0]}_0#1"
    assert key in records
    driver.find_element("link text", key).click()
    assert driver.current_url.endswith("/episodes/RefusalSettingsSwitchAlready_0-231.html"), driver.current_url
    assert driver.find_element("tag name", "h1").text == key
    steps = driver.find_elements("css selector", "div.step")
    assert len(steps) == len(records[key]["trajectory"]) > 0
    widths = driver.execute_script(
        "return Array.from(document.querySelectorAll('img.thumb')).map(i => i.complete ? i.naturalWidth : 0)")
    assert len(widths) == len(steps) and all(w > 0 for w in widths), widths
    assert _severe(driver) == []

    # the enlarged step links to the full screenshot, under screenshots/<key>/ (the key's # encoded)
    driver.find_element("id", "stage-link").click()
    assert driver.current_url.endswith("/screenshots/RefusalSettingsSwitchAlready_0%231/step_000.png")
    assert driver.execute_script("return document.images.length && document.images[0].naturalWidth") > 300
    driver.back()
    driver.find_element("id", "back").click()
    assert driver.current_url.endswith("/report.html#episodes")
    print(f"browser checks took {time.monotonic() - started:.1f}s")


# --------------------------------------------------------------------------- the viewer (issue 30)
CLICK = {"action_type": "click", "x": 270, "y": 600}
DONE = {"action_type": "status", "goal_status": "complete"}


@pytest.fixture(scope="module")
def crafted(tmp_path_factory):
    """Two crafted runs of one suite and seed (records written by hand, tests/report_runs.py):
    in B, ``WifiOff_0`` (CF) is solved, in A it is not; and their comparison."""
    from tests.report_runs import make_run, record
    from venus_tasks.report import write_reports
    from venus_tasks.report.compare import write_comparison

    base = tmp_path_factory.mktemp("crafted")

    def run(name, wifi_solved):
        records = [record("ExpenseAdd", category="fa", actions=[CLICK, CLICK, CLICK, DONE]),
                   record("ExpenseAdd", 1, category="fa", success=False, actions=[CLICK, DONE]),
                   record("WifiOff", category="cf", success=wifi_solved, actions=[CLICK, CLICK, DONE]),
                   record("WifiOff", 1, category="cf", success=False, outcome="step_budget", actions=[CLICK] * 5),
                   record("NoteDelete", category="cf", success=True, actions=[DONE]),
                   record("ScreenDim", category="va", success=False, actions=[CLICK, DONE])]
        d = make_run(base / name, records)
        write_reports(d)
        return pathlib.Path(d)

    a, b = run("a", False), run("b", True)
    compare = pathlib.Path(write_comparison([str(a), str(b)], str(base / "cmp")))
    return a, b, compare


def _until(driver, condition):
    """Wait until ``condition(driver)``; the limit is generous, only a hung page reaches it."""
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, 60).until(condition)


def _visible_keys(driver):
    return [r.get_attribute("data-key") for r in driver.find_elements("css selector", "#episode-table tbody tr")
            if r.is_displayed()]


def test_episode_index_filters_and_sorts(driver, crafted):
    from selenium.webdriver.support.ui import Select

    a, _, _ = crafted
    driver.get((a / "report.html").as_uri())
    assert len(_visible_keys(driver)) == 6
    Select(driver.find_element("css selector", 'select[data-facet="category"]')).select_by_value("cf")
    Select(driver.find_element("css selector", 'select[data-facet="result"]')).select_by_value("failure")
    assert sorted(_visible_keys(driver)) == ["WifiOff_0", "WifiOff_1"]      # only the CF failures are left
    assert driver.find_element("id", "episode-count").text == "2 of 6 episodes shown"
    assert driver.execute_script("return location.hash") == "#episodes:category=cf&result=failure"
    steps_header = driver.find_elements("css selector", "#episode-table thead button.sort")[8]
    assert steps_header.text == "steps"
    steps_header.click()
    assert _visible_keys(driver) == ["WifiOff_0", "WifiOff_1"]              # 3 steps, then 5
    steps_header.click()
    assert _visible_keys(driver) == ["WifiOff_1", "WifiOff_0"]
    Select(driver.find_element("css selector", 'select[data-facet="reason"]')).select_by_value("step budget ran out")
    assert _visible_keys(driver) == ["WifiOff_1"]
    driver.find_element("css selector", '#episode-filter button[type="reset"]').click()
    # the form's reset event fires before its selects change, so the page filters on the
    # next turn of its event loop: wait for that turn, not for a length of time
    _until(driver, lambda d: d.find_element("id", "episode-count").text == "6 of 6 episodes shown")
    assert len(_visible_keys(driver)) == 6
    assert _severe(driver) == []                                            # no script blocked by the CSP


def test_episode_steps_strip_keys_and_prompt(driver, crafted):
    from selenium.webdriver.common.keys import Keys

    a, _, _ = crafted
    driver.get((a / "episodes" / "ExpenseAdd_0.html").as_uri())
    frames = driver.find_elements("css selector", "#strip button.frame")
    assert len(frames) == 5                                                 # 4 actions + the last screen
    stage = driver.find_element("id", "stage")
    first = stage.get_attribute("src")
    assert first.startswith("data:image/jpeg;base64,") and stage.size["width"] == 360
    assert "current" in frames[0].get_attribute("class")
    frames[2].click()                                                       # open step 2: the enlarged image changes
    assert stage.get_attribute("src") != first
    assert stage.get_attribute("src") == frames[2].find_element("tag name", "img").get_attribute("src")
    assert driver.find_element("id", "stage-caption").text == "step 2 (3 of 5)"
    driver.find_element("tag name", "body").send_keys(Keys.ARROW_RIGHT)
    assert driver.find_element("id", "stage-caption").text == "step 3 (4 of 5)"
    assert driver.execute_script("return location.hash") == "#step-3"
    driver.find_element("tag name", "body").send_keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT)
    current = driver.find_element("css selector", "#steps-list > .step.current")
    assert current.get_attribute("id") == "step-1"
    assert len([s for s in driver.find_elements("css selector", "#steps-list > .step") if s.is_displayed()]) == 1
    # the prompt beside the reply: the user message open, the image it referenced shown small
    prompt = current.find_element("css selector", "details.msg.user pre.prompt-text")
    assert prompt.is_displayed() and prompt.text == "Task: Do ExpenseAdd.\nStep 1."
    assert current.find_element("css selector", "a.prompt-image img").get_attribute("src") == \
        frames[1].find_element("tag name", "img").get_attribute("src")
    assert current.find_element("css selector", "pre.raw").text.startswith('Action: {"action_type": "click"')
    assert "the same as at step 0" in current.find_element("css selector", ".msg.system").text
    assert _severe(driver) == []


def test_compare_page_lists_a_task_that_flipped(driver, crafted):
    _, b, compare = crafted
    driver.get(compare.as_uri())
    flips = driver.find_elements("css selector", "table.flips tr[data-key]")
    assert [f.get_attribute("data-key") for f in flips] == ["WifiOff_0"]
    assert "not solved" in flips[0].find_elements("tag name", "td")[2].text
    flips[0].find_elements("css selector", "a.trajectory")[1].click()       # B's trajectory
    assert driver.current_url == (b / "episodes" / "WifiOff_0.html").as_uri()
    assert driver.find_element("tag name", "h1").text == "WifiOff_0"
    assert _severe(driver) == []
