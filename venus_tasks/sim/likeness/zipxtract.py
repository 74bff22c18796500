"""ZipXtract's likeness states: the screens of its published screenshots
(``fastlane/metadata/android/en-US/images/phoneScreenshots`` at tag v4.2: the Extract tab
light and dark, the Create tab, its Compression Settings dialog), the app driven to each
with shell input as an agent would. No data is needed: the screenshots show nothing picked."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

PACKAGE = "com.wirelessalien.zipxtract"


def _start(model, night: bool = False) -> None:
    if night:
        driver.shell(model, "cmd uimode night yes")
    driver.shell(model, f"am start -n {PACKAGE}/.FragmentActivity")


def extract(model) -> None:
    _start(model)


def extract_dark(model) -> None:
    _start(model, night=True)


def create(model) -> None:
    _start(model)
    driver.tap(model, desc="Create")


def settings(model) -> None:
    create(model)
    driver.tap(model, rid="zipSettingsBtn")


STATES = {"extract": extract, "extract_dark": extract_dark, "create": create, "settings": settings}
