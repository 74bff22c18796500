"""Chrome's likeness states: a local page (a heading, a paragraph, a link) opened with a
VIEW intent, light and dark. Chrome publishes no screenshots; the checklist holds the
toolbar facts of Chromium's Android layouts (tests/data/likeness/chrome/SOURCE)."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

PAGE = "/sdcard/Download/likeness.html"
HTML = ("<html><head><title>Trip notes</title></head><body><h1>Trip notes</h1>"
        "<p>Pack the charger and the passports.</p><a href='other.html'>Other notes</a></body></html>")


def _open(model, night: bool = False) -> None:
    model.vfs.write(PAGE, HTML.encode())
    if night:
        driver.shell(model, "cmd uimode night yes")
    driver.shell(model, f"am start -a android.intent.action.VIEW -d file://{PAGE} "
                        "-n com.android.chrome/com.google.android.apps.chrome.Main")


def page(model) -> None:
    _open(model)


def page_dark(model) -> None:
    _open(model, night=True)


STATES = {"page": page, "page_dark": page_dark}
