"""Contacts' likeness states (``tests/data/likeness/contacts/SOURCE``): the contact list
with eight people seeded through the contacts provider, and one contact's card, reached
with shell input as an agent would."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

START = "am start -n com.google.android.contacts/com.android.contacts.activities.PeopleActivity"
PEOPLE = (("Ada Lovelace", "6505551234"), ("Alan Turing", "6505550101"), ("Barbara Liskov", "6505550102"),
          ("Claude Shannon", "6505550103"), ("Donald Knuth", "6505550104"), ("Edsger Dijkstra", "6505550105"),
          ("Grace Hopper", "6505550106"), ("Ken Thompson", "6505550107"))


def _seed(model) -> None:
    for name, number in PEOPLE:
        model.save_contact(name, number)


def contact_list(model) -> None:
    _seed(model)
    driver.shell(model, START)


def card(model) -> None:
    _seed(model)
    driver.shell(model, START)
    driver.tap(model, text="Ada Lovelace")


STATES = {"list": contact_list, "card": card}
