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

    # the thumbnail links to the full screenshot, under screenshots/<key>/ (the key's # encoded)
    driver.find_element("css selector", "div.step a").click()
    assert driver.current_url.endswith("/screenshots/RefusalSettingsSwitchAlready_0%231/step_000.png")
    assert driver.execute_script("return document.images.length && document.images[0].naturalWidth") > 300
    driver.back()
    driver.find_element("id", "back").click()
    assert driver.current_url.endswith("/report.html#episodes")
    print(f"browser checks took {time.monotonic() - started:.1f}s")
