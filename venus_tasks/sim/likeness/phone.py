"""Phone's likeness states (``tests/data/likeness/phone/SOURCE``): the Recents tab with
three calls in the log (one from a contact, one missed), the Contacts tab, the Favorites
tab with two starred contacts, and the dialpad with a number typed, reached with shell
input as an agent would."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

START = "monkey -p com.google.android.dialer -c android.intent.category.LAUNCHER 1"
PEOPLE = (("Ada Lovelace", "6505551234"), ("Alan Turing", "6505550101"), ("Barbara Liskov", "6505550102"),
          ("Claude Shannon", "6505550103"), ("Grace Hopper", "6505550106"))


def _seed(model) -> None:
    for name, number in PEOPLE:
        model.save_contact(name, number)
    now = model.clock.now_ns() // 10**6
    for i, (number, kind) in enumerate((("6505551234", 1), ("6505559876", 3), ("6505550106", 2))):
        model.telephony.add_record(number, kind, now - (i + 1) * 600_000, 60)


def recents(model) -> None:
    _seed(model)
    driver.shell(model, START)
    driver.tap(model, desc="Recents")


def contacts(model) -> None:
    _seed(model)
    driver.shell(model, START)
    driver.tap(model, desc="Contacts")


def favorites(model) -> None:
    _seed(model)
    for name in ("Ada Lovelace", "Grace Hopper"):
        driver.shell(model, "content update --uri content://com.android.contacts/contacts "
                            f"--bind starred:i:1 --where \"display_name='{name}'\"")
    driver.shell(model, START)


def dialpad(model) -> None:
    _seed(model)
    driver.shell(model, START)
    driver.tap(model, desc="key pad")
    for key in "650":
        driver.tap(model, desc=key)


STATES = {"recents": recents, "contacts": contacts, "favorites": favorites, "dialpad": dialpad}
