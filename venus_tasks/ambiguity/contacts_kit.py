"""Shared pieces of the Contacts intents (``intents_contacts``, ``intents_contacts_more``):
seeded contacts, the "nothing else changed" guard every check includes, the phone types'
words, and the UI path's steps on the simulated Contacts screens (``sim/apps_ui/contacts``,
``contacts_editor``: "Create contact", "First name", "Last name", "Phone", "Email", the
type spinners "Mobile Phone" / "Home Email" and their dropdown labels, "Edit contact",
"Save").
"""

from __future__ import annotations

import random
from typing import Any

from apps import contacts
from venus_tasks.ambiguity import social_kit as sc
from venus_tasks.ambiguity.spec import Step
from venus_tasks.dialogue.intent import Kind, Requirement
from verifiers.phones import national

CONTACTS = ("contacts",)
MOBILE, HOME, WORK, OTHER = (contacts.PHONE_TYPE_MOBILE, contacts.PHONE_TYPE_HOME, contacts.PHONE_TYPE_WORK,
                             sc.PHONE_TYPE_OTHER)
TYPE_NAMES = ("type", "label", "phone type", "number type", "kind of number", "what kind of number",
              "类型", "标签", "号码类型", "什么号码")
EMAIL_NAMES = ("email", "e-mail", "email address", "mail", "邮箱", "电子邮件", "邮件地址")
NUMBER_NAMES = ("number", "phone number", "phone", "号码", "电话号码", "电话")


def cast(rng: random.Random, n: int, taken: set[str]) -> list[dict[str, str]]:
    """``n`` people with distinct names and numbers (``social_kit.people``)."""
    return sc.people(rng, n, taken)


def setup(env, p: dict[str, Any]) -> None:
    """Seed ``p["seeded"]`` as the only contacts; the app opens on its list."""
    sc.seed_contacts(env.device, p["seeded"])


def seed_entry(person: dict[str, str]) -> dict[str, Any]:
    """A ``social_kit.seed_contacts`` entry: the person's name and Mobile number."""
    return {"name": person["name"], "number": person["number"]}


def cards_key(cards: list[dict[str, Any]]) -> list[tuple]:
    """Cards as comparable tuples (name case-folded, phones, e-mails), sorted."""
    return sorted((c["name"].casefold(), tuple(sorted(c["phones"])), tuple(sorted(c["emails"]))) for c in cards)


def seeded_key(entries: list[dict[str, Any]]) -> list[tuple]:
    """What ``cards_key`` gives for the seeded ``entries`` untouched."""
    out = []
    for e in entries:
        phones = [(national(e["number"]), MOBILE)] * bool(e["number"]) + [(national(n), k) for n, k in e.get("more", ())]
        emails = [(e["email"][0].casefold(), e["email"][1])] if e.get("email") else []
        out.append((e["name"].casefold(), tuple(sorted(phones)), tuple(sorted(emails))))
    return sorted(out)


def others_unchanged(device, p: dict[str, Any], names: list[str]) -> bool:
    """The seeded contacts not named in ``names`` are all there, unchanged, and no other
    contact exists besides them and the cards named in ``names``."""
    skip = {n.casefold() for n in names}
    cards = [c for c in sc.contact_cards(device) if c["name"].casefold() not in skip]
    return cards_key(cards) == seeded_key([e for e in p["seeded"] if e["name"].casefold() not in skip])


def card(device, name: str) -> dict[str, Any] | None:
    """The one card named ``name``, or None (none or several)."""
    found = sc.cards_named(device, name)
    return found[0] if len(found) == 1 else None


def type_options(code: int, kinds=sc.PHONE_LABELS) -> tuple[str, ...]:
    """The other type labels (what a question offering a choice names)."""
    return tuple(en for k, (en, _) in kinds.items() if k != code)


def form(first: str, last: str = "") -> tuple[Step, ...]:
    """From the contact list: the Create contact button and the name typed."""
    steps = [Step("tap", "Create contact", rid="floating_action_button"), Step("type", "First name", text=first)]
    if last:
        steps.append(Step("type", "Last name", text=last))
    return tuple(steps)


def phone_type(code: int) -> tuple[Step, ...]:
    """Open the phone type spinner (a new number's type is Mobile) and pick ``code``."""
    return Step("tap", "Mobile Phone"), Step("tap", sc.PHONE_LABELS[code][0])


def edit(name: str) -> tuple[Step, ...]:
    """Open Contacts, the contact ``name`` and its editor."""
    return Step("open", "Contacts"), Step("tap", name, within="list"), Step("tap", "Edit contact")


def other(p: dict[str, Any], *names: str) -> dict[str, Any]:
    """The first seeded entry not named in ``names``."""
    return next(e for e in p["seeded"] if e["name"] not in names)


def email_type(p: dict[str, Any], phrase: str, phrase_zh: str) -> Requirement:
    """The implicit ``email_type`` requirement (the email's label, ``p["email_type"]``, one
    of ``sc.EMAIL_LABELS``) with the phrases the goal renders; ``{}`` in a phrase takes the
    label in that language."""
    en, zh = sc.EMAIL_LABELS[p["email_type"]]
    return Requirement("email_type", Kind.IMPLICIT, en, ("label", "work or personal", "personal", "标签", "个人"),
                       value_zh=zh, options=("Home", "Other", "Mobile"),
                       phrase=phrase.format(en), phrase_zh=phrase_zh.format(zh))


OPEN = Step("open", "Contacts")
SAVE = Step("tap", "Save")



def new_card(d, p: dict[str, Any]) -> dict[str, Any] | None:
    """The card named ``p["name"]`` when every seeded contact is unchanged, else None."""
    return card(d, p["name"]) if others_unchanged(d, p, [p["name"]]) else None


def _wrong_number(number: str) -> str:
    return number[:-1] + ("8" if number.endswith("9") else "9")


def edited(d, p: dict[str, Any]) -> dict[str, Any] | None:
    """The card named ``p["name"]`` when the other contacts are unchanged, else None."""
    c = card(d, p["name"])
    return c if c and others_unchanged(d, p, [p["name"]]) else None
