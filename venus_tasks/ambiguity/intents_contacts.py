"""Ground-truth intents over Google Contacts for the ``ambiguity`` suite (5): create a contact
(name, number, number type, e-mail), add a number, add an e-mail, add a last name, delete
two contacts (``intents_contacts_more`` has four more; both build on ``contacts_kit``).

Everything here is reachable on the simulated Contacts screens (``sim/apps_ui/contacts``,
``contacts_editor``): the editor has First name, Last name, one Phone per number and one
Email per address with their type spinners (phone types Mobile, Home, Work, ...; e-mail
Home, Work, ...). Forced Non-Default (AmbiBench, ``shared/seeds/``): the editor gives a
new number the type Mobile and a new address the type Home
(``BaseAccountType.addDataKindPhone/Email``), so every type in these intents is another
one; a number or an address left out defaults to empty.

State checks read ``content://com.android.contacts/data`` through
``social_kit.contact_cards``: names compared case-folded, numbers by national digits,
addresses case-folded; a check also requires that the contacts the intent does not name
are unchanged.
"""

from __future__ import annotations

import random
from typing import Any

from apps import contacts
from venus_tasks.ambiguity import contacts_kit as ck
from venus_tasks.ambiguity import social_kit as sc
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from verifiers.guard import MayChange


# ------------------------------------------------------------------ 1. create a contact
def _create_draw(rng: random.Random) -> dict[str, Any]:
    taken: set[str] = set()
    cast = ck.cast(rng, 4, taken)
    new = cast[0]
    return {"seeded": [ck.seed_entry(q) for q in cast[1:]], "name": new["name"], "first": new["first"],
            "last": new["last"], "number": new["number"], "email": sc.email_of(rng),
            "phone_type": rng.choice((ck.HOME, ck.WORK, ck.OTHER))}


def _create_intent(p: dict[str, Any]) -> Intent:
    en, zh = sc.PHONE_LABELS[p["phone_type"]]
    return Intent((
        Requirement("name", Kind.ANCHOR, p["name"], ("name", "who", "whose", "名字", "姓名", "叫什么"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("number", Kind.EXPLICIT, p["number"], ck.NUMBER_NAMES, phrase=f"with the number {p['number']}",
                    phrase_zh=f"，号码是 {p['number']}"),
        Requirement("phone_type", Kind.IMPLICIT, en, ck.TYPE_NAMES, value_zh=zh, options=ck.type_options(p["phone_type"]),
                    phrase=f"(label: {en})", phrase_zh=f"（标签：{zh}）"),
        Requirement("email", Kind.EXPLICIT, p["email"], ck.EMAIL_NAMES, phrase=f"and the email {p['email']}",
                    phrase_zh=f"，邮箱是 {p['email']}"),
    ), topics=("photo", "company", "birthday", "照片", "公司", "生日"))


def _create_solve(d, p: dict[str, Any]) -> None:
    contacts.add_contact(d, p["name"], p["number"])
    sc.set_phone(d, p["name"], p["number"], p["number"], p["phone_type"])
    sc.add_email(d, p["name"], p["email"], sc.EMAIL_TYPE_HOME)


def _wrong_number(number: str) -> str:
    return number[:-1] + ("8" if number.endswith("9") else "9")


CREATE = sc.social_spec(
    name="ContactCreate", app_names=ck.CONTACTS, draw=_create_draw, intent=_create_intent, setup=ck.setup,
    may_change=MayChange(stores=("contacts:rows",)),
    checks={"name": lambda d, p: ck.new_card(d, p) is not None,
            "number": lambda d, p: bool((c := ck.new_card(d, p)) and sc.card_has_phone(c, p["number"])),
            "phone_type": lambda d, p: bool((c := ck.new_card(d, p)) and sc.card_has_phone(c, p["number"],
                                                                                        p["phone_type"])),
            "email": lambda d, p: bool((c := ck.new_card(d, p)) and sc.card_has_email(c, p["email"]))},
    solve=_create_solve,
    template="In Contacts, create a contact for {name} {number} {phone_type} {email}.",
    template_zh="在 Contacts 中为{name}新建联系人{number}{phone_type}{email}。",
    template_paraphrase="Add {name} to Contacts {number} {phone_type} {email}.",
    hypernym="a new acquaintance", hypernym_zh="一位新认识的人", incomplete_masks=("phone_type", "email"),
    ui_path=lambda p: (ck.OPEN, *ck.form(p["first"], p["last"]), Step("type", "Phone", text=p["number"]),
                       *ck.phone_type(p["phone_type"]), Step("type", "Email", text=p["email"]), ck.SAVE),
    defaults={"phone_type": "Mobile"}, no_default=("number", "email"),
    fallback={"name": lambda p: {**p, "name": p["first"]},
              "number": lambda p: {**p, "number": _wrong_number(p["number"])},
              "phone_type": lambda p: {**p, "phone_type": ck.MOBILE},
              "email": lambda p: {**p, "email": "x" + p["email"]}},
)


# ------------------------------------------------------------------ 2. add a number (new work phone)
def _addnum_draw(rng: random.Random) -> dict[str, Any]:
    taken: set[str] = set()
    cast = ck.cast(rng, 4, taken)
    who = rng.choice(cast[1:])
    seeded = [ck.seed_entry(q) for q in cast]
    for e in seeded:
        if e["name"] == who["name"]:
            e["number"], e["email"] = "", [sc.email_of(rng), sc.EMAIL_TYPE_HOME]
    return {"seeded": seeded, "name": who["name"], "number": who["number"], "phone_type": rng.choice((ck.WORK, ck.OTHER))}


def _addnum_intent(p: dict[str, Any]) -> Intent:
    en, zh = sc.PHONE_LABELS[p["phone_type"]]
    return Intent((
        Requirement("contact", Kind.ANCHOR, p["name"], ("contact", "which contact", "whose", "哪个联系人", "谁的"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("number", Kind.EXPLICIT, p["number"], ck.NUMBER_NAMES, phrase=f"({p['number']})",
                    phrase_zh=f"（{p['number']}）", context_phrase="(the new one they gave me)",
                    context_phrase_zh="（他们给我的新号码）"),
        Requirement("phone_type", Kind.IMPLICIT, en, ck.TYPE_NAMES, value_zh=zh, options=ck.type_options(p["phone_type"]),
                    phrase=f"and label it {en}", phrase_zh=f"，标签设为{zh}"),
    ))


ADD_NUMBER = sc.social_spec(
    name="ContactAddNumber", app_names=ck.CONTACTS, draw=_addnum_draw, intent=_addnum_intent, setup=ck.setup,
    may_change=MayChange(stores=("contacts:rows",)),
    checks={"contact": lambda d, p: bool((c := ck.edited(d, p)) and c["phones"]),
            "number": lambda d, p: bool((c := ck.edited(d, p)) and sc.card_has_phone(c, p["number"])),
            "phone_type": lambda d, p: bool((c := ck.edited(d, p)) and sc.card_has_phone(c, p["number"],
                                                                                      p["phone_type"]))},
    solve=lambda d, p: contacts.add_number(d, p["name"], p["number"], p["phone_type"]),
    template="In Contacts, add a phone number {number} to {contact} {phone_type}.",
    template_zh="在 Contacts 中给{contact}添加一个电话号码{number}{phone_type}。",
    template_paraphrase="Put a phone number {number} on {contact}'s card in Contacts {phone_type}.",
    hypernym="a friend", hypernym_zh="一位朋友", incomplete_masks=("number",),
    ui_path=lambda p: (*ck.edit(p["name"]), Step("type", "Phone", text=p["number"]), *ck.phone_type(p["phone_type"]),
                       ck.SAVE),
    defaults={"phone_type": "Mobile"}, no_default=("number",),
    fallback={"contact": lambda p: {**p, "name": ck.other(p, p["name"])["name"]},
              "number": lambda p: {**p, "number": _wrong_number(p["number"])},
              "phone_type": lambda p: {**p, "phone_type": ck.MOBILE}},
)


# ------------------------------------------------------------------ 3. add an e-mail address
def _email_draw(rng: random.Random) -> dict[str, Any]:
    cast = ck.cast(rng, 4, set())
    who = rng.choice(cast[1:])
    return {"seeded": [ck.seed_entry(q) for q in cast], "name": who["name"], "number": who["number"],
            "email": sc.email_of(rng), "email_type": sc.EMAIL_TYPE_WORK}


def _email_intent(p: dict[str, Any]) -> Intent:
    return Intent((
        Requirement("contact", Kind.ANCHOR, p["name"], ("contact", "which contact", "whose", "哪个联系人", "谁的"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("email", Kind.EXPLICIT, p["email"], ck.EMAIL_NAMES, phrase=f"({p['email']})",
                    phrase_zh=f"（{p['email']}）", context_phrase="(the one they sent me earlier)",
                    context_phrase_zh="（他们之前发给我的那个）"),
        ck.email_type(p, "as a {} email", "，作为{}邮箱"),
    ))


def _with_email(d, p: dict[str, Any]) -> dict[str, Any] | None:
    c = ck.edited(d, p)
    return c if c and c["emails"] and sc.card_has_phone(c, p["number"]) else None


ADD_EMAIL = sc.social_spec(
    name="ContactAddEmail", app_names=ck.CONTACTS, draw=_email_draw, intent=_email_intent, setup=ck.setup,
    may_change=MayChange(stores=("contacts:rows",)),
    checks={"contact": lambda d, p: _with_email(d, p) is not None,
            "email": lambda d, p: bool((c := _with_email(d, p)) and sc.card_has_email(c, p["email"])),
            "email_type": lambda d, p: bool((c := _with_email(d, p)) and sc.card_has_email(c, p["email"],
                                                                                          p["email_type"]))},
    solve=lambda d, p: sc.add_email(d, p["name"], p["email"], p["email_type"]),
    template="In Contacts, add an email address {email} to {contact} {email_type}.",
    template_zh="在 Contacts 中给{contact}添加一个邮箱地址{email}{email_type}。",
    template_paraphrase="Put an email address {email} on {contact}'s card in Contacts {email_type}.",
    hypernym="a colleague", hypernym_zh="一位同事", incomplete_masks=("email",),
    ui_path=lambda p: (*ck.edit(p["name"]), Step("type", "Email", text=p["email"]), Step("tap", "Home Email"),
                       Step("tap", sc.EMAIL_LABELS[p["email_type"]][0]), ck.SAVE),
    defaults={"email_type": "Home"}, no_default=("email",),
    fallback={"contact": lambda p: {**p, **{k: ck.other(p, p["name"])[k] for k in ("name", "number")}},
              "email": lambda p: {**p, "email": "x" + p["email"]},
              "email_type": lambda p: {**p, "email_type": sc.EMAIL_TYPE_HOME}},
)


# ------------------------------------------------------------------ 4. add a last name
def _last_draw(rng: random.Random) -> dict[str, Any]:
    cast = ck.cast(rng, 4, set())
    who = rng.choice(cast[1:])
    seeded = [ck.seed_entry(q) for q in cast]
    for e in seeded:
        if e["name"] == who["name"]:
            e["name"] = who["first"]
    return {"seeded": seeded, "name": who["first"], "number": who["number"], "last": who["last"]}


def _last_intent(p: dict[str, Any]) -> Intent:
    return Intent((
        Requirement("contact", Kind.ANCHOR, p["name"], ("contact", "which contact", "whose", "哪个联系人", "谁的"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("last", Kind.EXPLICIT, p["last"], ("last name", "surname", "family name", "姓氏", "姓"),
                    phrase=f"({p['last']})", phrase_zh=f"（{p['last']}）",
                    context_phrase="(the one they told me)", context_phrase_zh="（他们告诉我的那个）"),
    ))


def _renamed(d, p: dict[str, Any]) -> dict[str, Any] | None:
    """The one card holding the contact's number, when no card has the old name left and
    the other contacts are unchanged."""
    if sc.cards_named(d, p["name"]):
        return None
    holders = [c for c in sc.contact_cards(d) if sc.card_has_phone(c, p["number"])]
    if len(holders) != 1 or not ck.others_unchanged(d, p, [p["name"], holders[0]["name"]]):
        return None
    return holders[0]


def _last_solve(d, p: dict[str, Any]) -> None:
    contacts.delete_contact(d, p["name"])
    contacts.add_contact(d, f"{p['name']} {p['last']}", p["number"])


ADD_LAST_NAME = sc.social_spec(
    name="ContactAddLastName", app_names=ck.CONTACTS, draw=_last_draw, intent=_last_intent, setup=ck.setup,
    may_change=MayChange(stores=("contacts:rows",)),
    checks={"contact": lambda d, p: _renamed(d, p) is not None,
            "last": lambda d, p: bool((c := _renamed(d, p)) and sc.same_name(c["name"], f"{p['name']} {p['last']}"))},
    solve=_last_solve,
    template="In Contacts, {contact} is saved with a first name only; add the last name {last}.",
    template_zh="在 Contacts 中，{contact}只存了名字；把姓补上{last}。",
    template_paraphrase="Add the surname {last} to the Contacts entry of {contact}, which has only a first name.",
    hypernym="a friend", hypernym_zh="一位朋友", incomplete_masks=("last",),
    ui_path=lambda p: (*ck.edit(p["name"]), Step("type", "Last name", text=p["last"]), ck.SAVE),
    no_default=("last",),
    fallback={"contact": lambda p: {**p, "name": ck.other(p, p["name"])["name"],
                                    "number": ck.other(p, p["name"])["number"]},
              "last": lambda p: {**p, "last": next(la for la in sc.LAST if la != p["last"])}},
)


# ------------------------------------------------------------------ 5. delete two contacts
def _del_draw(rng: random.Random) -> dict[str, Any]:
    cast = ck.cast(rng, 5, set())
    first_by_name = sorted(q["name"] for q in cast)[0]
    a, b = rng.sample([q for q in cast if q["name"] != first_by_name], 2)
    return {"seeded": [ck.seed_entry(q) for q in cast], "name": a["name"], "also": b["name"]}


def _del_intent(p: dict[str, Any]) -> Intent:
    rest = tuple(e["name"] for e in p["seeded"] if e["name"] not in (p["name"], p["also"]))
    return Intent((
        Requirement("contact", Kind.ANCHOR, p["name"], ("which contact", "who", "哪个联系人", "哪位"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("also", Kind.EXPLICIT, p["also"], ("other contact", "another contact", "second contact",
                                                      "the other one", "which other", "另一个联系人", "另一位",
                                                      "还有谁"), options=rest,
                    phrase=f"and {p['also']}", phrase_zh=f"和{p['also']}"),
    ))


def _deleted(d, p: dict[str, Any], name: str) -> bool:
    return not sc.cards_named(d, name) and ck.others_unchanged(d, p, [p["name"], p["also"]])


DELETE_TWO = sc.social_spec(
    name="ContactDeleteTwo", app_names=ck.CONTACTS, draw=_del_draw, intent=_del_intent, setup=ck.setup,
    may_change=MayChange(stores=("contacts:rows",)),
    checks={"contact": lambda d, p: _deleted(d, p, p["name"]), "also": lambda d, p: _deleted(d, p, p["also"])},
    solve=lambda d, p: (contacts.delete_contact(d, p["name"]), contacts.delete_contact(d, p["also"])),
    template="In Contacts, delete two contacts: {contact} {also}.",
    template_zh="在 Contacts 中删除两个联系人：{contact}{also}。",
    template_paraphrase="Remove two people from Contacts: {contact} {also}.",
    hypernym="an old classmate", hypernym_zh="一位老同学", incomplete_masks=("also",),
    ui_path=lambda p: (ck.OPEN, Step("tap", p["name"], within="list"), Step("tap", "More options"), Step("tap", "Delete"),
                       Step("tap", "Delete", rid="button1"), Step("tap", p["also"], within="list"),
                       Step("tap", "More options"), Step("tap", "Delete"), Step("tap", "Delete", rid="button1")),
    defaults={"also": "nobody else"},
    fallback={"contact": lambda p: {**p, "name": next(e["name"] for e in p["seeded"]
                                                      if e["name"] not in (p["name"], p["also"]))},
           "also": lambda p: {**p, "also": next(e["name"] for e in p["seeded"]
                                                if e["name"] not in (p["name"], p["also"]))}},
)


# ------------------------------------------------------------------ 6. save the number that texted about a topic

SPECS = (CREATE, ADD_NUMBER, ADD_EMAIL, ADD_LAST_NAME, DELETE_TWO)
for _spec in SPECS:
    register(_spec)
