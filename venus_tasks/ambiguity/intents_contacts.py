"""Ground-truth intents over Google Contacts for the ``ambiguity`` suite: create a contact
(name, number, number type, e-mail), add a number, add an e-mail, add a last name, delete
two contacts, save the number that texted about a topic, star two contacts, relabel a
number, create a colleague with a work e-mail, save a new contact and text them.

Everything here is reachable on the simulated Contacts screens (``sim/apps_ui/contacts``,
``contacts_editor``): the editor has First name, Last name, one Phone per number and one
Email per address with their type spinners (phone types Mobile, Home, Work, ...; e-mail
Home, Work, ...). Forced Non-Default (AmbiBench, ``shared/seeds/``): the editor gives a
new number the type Mobile and a new address the type Home
(``BaseAccountType.addDataKindPhone/Email``), so every type in these intents is another
one; a number or an address left out defaults to empty.

State checks read ``content://com.android.contacts/data`` through
``social_common.contact_cards``: names compared case-folded, numbers by national digits,
addresses case-folded; a check also requires that the contacts the intent does not name
are unchanged.
"""

from __future__ import annotations

import random
from typing import Any

from apps import contacts
from venus_tasks.ambiguity import social_kit as sc
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from verifiers.phones import national

CONTACTS = ("contacts",)
MOBILE, HOME, WORK, OTHER = (contacts.PHONE_TYPE_MOBILE, contacts.PHONE_TYPE_HOME, contacts.PHONE_TYPE_WORK,
                             sc.PHONE_TYPE_OTHER)
_TYPE_NAMES = ("type", "label", "phone type", "number type", "kind of number", "what kind of number",
               "类型", "标签", "号码类型", "什么号码")
_EMAIL_NAMES = ("email", "e-mail", "email address", "mail", "邮箱", "电子邮件", "邮件地址")
_NUMBER_NAMES = ("number", "phone number", "phone", "号码", "电话号码", "电话")


def _cast(rng: random.Random, n: int, taken: set[str]) -> list[dict[str, str]]:
    return sc.people(rng, n, taken)


def _setup(env, p: dict[str, Any]) -> None:
    sc.seed_contacts(env.device, p["seeded"])


def _seed_entry(person: dict[str, str]) -> dict[str, Any]:
    return {"name": person["name"], "number": person["number"]}


def _cards_key(cards: list[dict[str, Any]]) -> list[tuple]:
    return sorted((c["name"].casefold(), tuple(sorted(c["phones"])), tuple(sorted(c["emails"]))) for c in cards)


def _seeded_key(entries: list[dict[str, Any]]) -> list[tuple]:
    out = []
    for e in entries:
        phones = [(national(e["number"]), MOBILE)] * bool(e["number"]) + [(national(n), k) for n, k in e.get("more", ())]
        emails = [(e["email"][0].casefold(), e["email"][1])] if e.get("email") else []
        out.append((e["name"].casefold(), tuple(sorted(phones)), tuple(sorted(emails))))
    return sorted(out)


def _others_unchanged(device, p: dict[str, Any], names: list[str]) -> bool:
    """The seeded contacts not named in ``names`` are all there, unchanged, and no other
    contact exists besides them and the cards named in ``names``."""
    skip = {n.casefold() for n in names}
    cards = [c for c in sc.contact_cards(device) if c["name"].casefold() not in skip]
    return _cards_key(cards) == _seeded_key([e for e in p["seeded"] if e["name"].casefold() not in skip])


def _card(device, name: str) -> dict[str, Any] | None:
    found = sc.cards_named(device, name)
    return found[0] if len(found) == 1 else None


def _type_options(code: int, kinds=sc.PHONE_LABELS) -> tuple[str, ...]:
    return tuple(en for k, (en, _) in kinds.items() if k != code)


def _form(first: str, last: str = "") -> tuple[Step, ...]:
    """From the contact list: the Create contact button and the name typed."""
    steps = [Step("tap", "Create contact", rid="floating_action_button"), Step("type", "First name", text=first)]
    if last:
        steps.append(Step("type", "Last name", text=last))
    return tuple(steps)


def _phone_type(code: int) -> tuple[Step, ...]:
    """Open the phone type spinner (a new number's type is Mobile) and pick ``code``."""
    return Step("tap", "Mobile Phone"), Step("tap", sc.PHONE_LABELS[code][0])


def _edit(name: str) -> tuple[Step, ...]:
    return Step("open", "Contacts"), Step("tap", name, within="list"), Step("tap", "Edit contact")


def _other(p: dict[str, Any], *names: str) -> dict[str, Any]:
    """The first seeded entry not named in ``names``."""
    return next(e for e in p["seeded"] if e["name"] not in names)


OPEN = Step("open", "Contacts")
SAVE = Step("tap", "Save")


# ------------------------------------------------------------------ 1. create a contact
def _create_draw(rng: random.Random) -> dict[str, Any]:
    taken: set[str] = set()
    cast = _cast(rng, 4, taken)
    new = cast[0]
    return {"seeded": [_seed_entry(q) for q in cast[1:]], "name": new["name"], "first": new["first"],
            "last": new["last"], "number": new["number"], "email": sc.email_of(rng),
            "phone_type": rng.choice((HOME, WORK, OTHER))}


def _create_intent(p: dict[str, Any]) -> Intent:
    en, zh = sc.PHONE_LABELS[p["phone_type"]]
    return Intent((
        Requirement("name", Kind.ANCHOR, p["name"], ("name", "who", "whose", "名字", "姓名", "叫什么"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("number", Kind.EXPLICIT, p["number"], _NUMBER_NAMES, phrase=f"with the number {p['number']}",
                    phrase_zh=f"，号码是 {p['number']}"),
        Requirement("phone_type", Kind.IMPLICIT, en, _TYPE_NAMES, value_zh=zh, options=_type_options(p["phone_type"]),
                    phrase=f"(label: {en})", phrase_zh=f"（标签：{zh}）"),
        Requirement("email", Kind.EXPLICIT, p["email"], _EMAIL_NAMES, phrase=f"and the email {p['email']}",
                    phrase_zh=f"，邮箱是 {p['email']}"),
    ), topics=("photo", "company", "birthday", "照片", "公司", "生日"))


def _create_solve(d, p: dict[str, Any]) -> None:
    contacts.add_contact(d, p["name"], p["number"])
    sc.set_phone(d, p["name"], p["number"], p["number"], p["phone_type"])
    sc.add_email(d, p["name"], p["email"], sc.EMAIL_TYPE_HOME)


def _new_card(d, p: dict[str, Any]) -> dict[str, Any] | None:
    return _card(d, p["name"]) if _others_unchanged(d, p, [p["name"]]) else None


def _wrong_number(number: str) -> str:
    return number[:-1] + ("8" if number.endswith("9") else "9")


CREATE = sc.social_spec(
    name="ContactCreate", app_names=CONTACTS, draw=_create_draw, intent=_create_intent, setup=_setup,
    checks={"name": lambda d, p: _new_card(d, p) is not None,
            "number": lambda d, p: bool((c := _new_card(d, p)) and sc.card_has_phone(c, p["number"])),
            "phone_type": lambda d, p: bool((c := _new_card(d, p)) and sc.card_has_phone(c, p["number"],
                                                                                        p["phone_type"])),
            "email": lambda d, p: bool((c := _new_card(d, p)) and sc.card_has_email(c, p["email"]))},
    solve=_create_solve,
    template="In Contacts, create a contact for {name} {number} {phone_type} {email}.",
    template_zh="在 Contacts 中为{name}新建联系人{number}{phone_type}{email}。",
    template_paraphrase="Add {name} to Contacts {number} {phone_type} {email}.",
    hypernym="a new acquaintance", hypernym_zh="一位新认识的人", incomplete_masks=("phone_type", "email"),
    ui_path=lambda p: (OPEN, *_form(p["first"], p["last"]), Step("type", "Phone", text=p["number"]),
                       *_phone_type(p["phone_type"]), Step("type", "Email", text=p["email"]), SAVE),
    defaults={"phone_type": "Mobile"}, no_default=("number", "email"),
    fallback={"name": lambda p: {**p, "name": p["first"]},
              "number": lambda p: {**p, "number": _wrong_number(p["number"])},
              "phone_type": lambda p: {**p, "phone_type": MOBILE},
              "email": lambda p: {**p, "email": "x" + p["email"]}},
)


# ------------------------------------------------------------------ 2. add a number (new work phone)
def _addnum_draw(rng: random.Random) -> dict[str, Any]:
    taken: set[str] = set()
    cast = _cast(rng, 4, taken)
    who = rng.choice(cast[1:])
    seeded = [_seed_entry(q) for q in cast]
    for e in seeded:
        if e["name"] == who["name"]:
            e["number"], e["email"] = "", [sc.email_of(rng), sc.EMAIL_TYPE_HOME]
    return {"seeded": seeded, "name": who["name"], "number": who["number"], "phone_type": rng.choice((WORK, OTHER))}


def _addnum_intent(p: dict[str, Any]) -> Intent:
    en, zh = sc.PHONE_LABELS[p["phone_type"]]
    return Intent((
        Requirement("contact", Kind.ANCHOR, p["name"], ("contact", "which contact", "whose", "哪个联系人", "谁的"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("number", Kind.EXPLICIT, p["number"], _NUMBER_NAMES, phrase=f"({p['number']})",
                    phrase_zh=f"（{p['number']}）"),
        Requirement("phone_type", Kind.IMPLICIT, en, _TYPE_NAMES, value_zh=zh, options=_type_options(p["phone_type"]),
                    phrase=f"and label it {en}", phrase_zh=f"，标签设为{zh}"),
    ))


def _edited(d, p: dict[str, Any]) -> dict[str, Any] | None:
    c = _card(d, p["name"])
    return c if c and _others_unchanged(d, p, [p["name"]]) else None


ADD_NUMBER = sc.social_spec(
    name="ContactAddNumber", app_names=CONTACTS, draw=_addnum_draw, intent=_addnum_intent, setup=_setup,
    checks={"contact": lambda d, p: bool((c := _edited(d, p)) and c["phones"]),
            "number": lambda d, p: bool((c := _edited(d, p)) and sc.card_has_phone(c, p["number"])),
            "phone_type": lambda d, p: bool((c := _edited(d, p)) and sc.card_has_phone(c, p["number"],
                                                                                      p["phone_type"]))},
    solve=lambda d, p: contacts.add_number(d, p["name"], p["number"], p["phone_type"]),
    template="In Contacts, add a phone number {number} to {contact} {phone_type}.",
    template_zh="在 Contacts 中给{contact}添加一个电话号码{number}{phone_type}。",
    template_paraphrase="Put a phone number {number} on {contact}'s card in Contacts {phone_type}.",
    hypernym="a friend", hypernym_zh="一位朋友", incomplete_masks=("number",),
    ui_path=lambda p: (*_edit(p["name"]), Step("type", "Phone", text=p["number"]), *_phone_type(p["phone_type"]),
                       SAVE),
    defaults={"phone_type": "Mobile"}, no_default=("number",),
    fallback={"contact": lambda p: {**p, "name": _other(p, p["name"])["name"]},
              "number": lambda p: {**p, "number": _wrong_number(p["number"])},
              "phone_type": lambda p: {**p, "phone_type": MOBILE}},
)


# ------------------------------------------------------------------ 3. add an e-mail address
def _email_draw(rng: random.Random) -> dict[str, Any]:
    cast = _cast(rng, 4, set())
    who = rng.choice(cast[1:])
    return {"seeded": [_seed_entry(q) for q in cast], "name": who["name"], "number": who["number"],
            "email": sc.email_of(rng), "email_type": sc.EMAIL_TYPE_WORK}


def _email_intent(p: dict[str, Any]) -> Intent:
    en, zh = sc.EMAIL_LABELS[p["email_type"]]
    return Intent((
        Requirement("contact", Kind.ANCHOR, p["name"], ("contact", "which contact", "whose", "哪个联系人", "谁的"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("email", Kind.EXPLICIT, p["email"], _EMAIL_NAMES, phrase=f"({p['email']})",
                    phrase_zh=f"（{p['email']}）"),
        Requirement("email_type", Kind.IMPLICIT, en, ("label", "work or personal", "personal", "标签", "个人"),
                    value_zh=zh, options=("Home", "Other", "Mobile"),
                    phrase=f"as a {en} email", phrase_zh=f"，作为{zh}邮箱"),
    ))


def _with_email(d, p: dict[str, Any]) -> dict[str, Any] | None:
    c = _edited(d, p)
    return c if c and c["emails"] and sc.card_has_phone(c, p["number"]) else None


ADD_EMAIL = sc.social_spec(
    name="ContactAddEmail", app_names=CONTACTS, draw=_email_draw, intent=_email_intent, setup=_setup,
    checks={"contact": lambda d, p: _with_email(d, p) is not None,
            "email": lambda d, p: bool((c := _with_email(d, p)) and sc.card_has_email(c, p["email"])),
            "email_type": lambda d, p: bool((c := _with_email(d, p)) and sc.card_has_email(c, p["email"],
                                                                                          p["email_type"]))},
    solve=lambda d, p: sc.add_email(d, p["name"], p["email"], p["email_type"]),
    template="In Contacts, add an email address {email} to {contact} {email_type}.",
    template_zh="在 Contacts 中给{contact}添加一个邮箱地址{email}{email_type}。",
    template_paraphrase="Put an email address {email} on {contact}'s card in Contacts {email_type}.",
    hypernym="a colleague", hypernym_zh="一位同事", incomplete_masks=("email",),
    ui_path=lambda p: (*_edit(p["name"]), Step("type", "Email", text=p["email"]), Step("tap", "Home Email"),
                       Step("tap", sc.EMAIL_LABELS[p["email_type"]][0]), SAVE),
    defaults={"email_type": "Home"}, no_default=("email",),
    fallback={"contact": lambda p: {**p, **{k: _other(p, p["name"])[k] for k in ("name", "number")}},
              "email": lambda p: {**p, "email": "x" + p["email"]},
              "email_type": lambda p: {**p, "email_type": sc.EMAIL_TYPE_HOME}},
)


# ------------------------------------------------------------------ 4. add a last name
def _last_draw(rng: random.Random) -> dict[str, Any]:
    cast = _cast(rng, 4, set())
    who = rng.choice(cast[1:])
    seeded = [_seed_entry(q) for q in cast]
    for e in seeded:
        if e["name"] == who["name"]:
            e["name"] = who["first"]
    return {"seeded": seeded, "name": who["first"], "number": who["number"], "last": who["last"]}


def _last_intent(p: dict[str, Any]) -> Intent:
    return Intent((
        Requirement("contact", Kind.ANCHOR, p["name"], ("contact", "which contact", "whose", "哪个联系人", "谁的"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("last", Kind.EXPLICIT, p["last"], ("last name", "surname", "family name", "姓氏", "姓"),
                    phrase=f"({p['last']})", phrase_zh=f"（{p['last']}）"),
    ))


def _renamed(d, p: dict[str, Any]) -> dict[str, Any] | None:
    """The one card holding the contact's number, when no card has the old name left and
    the other contacts are unchanged."""
    if sc.cards_named(d, p["name"]):
        return None
    holders = [c for c in sc.contact_cards(d) if sc.card_has_phone(c, p["number"])]
    if len(holders) != 1 or not _others_unchanged(d, p, [p["name"], holders[0]["name"]]):
        return None
    return holders[0]


def _last_solve(d, p: dict[str, Any]) -> None:
    contacts.delete_contact(d, p["name"])
    contacts.add_contact(d, f"{p['name']} {p['last']}", p["number"])


ADD_LAST_NAME = sc.social_spec(
    name="ContactAddLastName", app_names=CONTACTS, draw=_last_draw, intent=_last_intent, setup=_setup,
    checks={"contact": lambda d, p: _renamed(d, p) is not None,
            "last": lambda d, p: bool((c := _renamed(d, p)) and sc.same_name(c["name"], f"{p['name']} {p['last']}"))},
    solve=_last_solve,
    template="In Contacts, {contact} is saved with a first name only; add the last name {last}.",
    template_zh="在 Contacts 中，{contact}只存了名字；把姓补上{last}。",
    template_paraphrase="Add the surname {last} to the Contacts entry of {contact}, which has only a first name.",
    hypernym="a friend", hypernym_zh="一位朋友", incomplete_masks=("last",),
    ui_path=lambda p: (*_edit(p["name"]), Step("type", "Last name", text=p["last"]), SAVE),
    no_default=("last",),
    fallback={"contact": lambda p: {**p, "name": _other(p, p["name"])["name"],
                                    "number": _other(p, p["name"])["number"]},
              "last": lambda p: {**p, "last": next(la for la in sc.LAST if la != p["last"])}},
)


# ------------------------------------------------------------------ 5. delete two contacts
def _del_draw(rng: random.Random) -> dict[str, Any]:
    cast = _cast(rng, 5, set())
    first_by_name = sorted(q["name"] for q in cast)[0]
    a, b = rng.sample([q for q in cast if q["name"] != first_by_name], 2)
    return {"seeded": [_seed_entry(q) for q in cast], "name": a["name"], "also": b["name"]}


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
    return not sc.cards_named(d, name) and _others_unchanged(d, p, [p["name"], p["also"]])


DELETE_TWO = sc.social_spec(
    name="ContactDeleteTwo", app_names=CONTACTS, draw=_del_draw, intent=_del_intent, setup=_setup,
    checks={"contact": lambda d, p: _deleted(d, p, p["name"]), "also": lambda d, p: _deleted(d, p, p["also"])},
    solve=lambda d, p: (contacts.delete_contact(d, p["name"]), contacts.delete_contact(d, p["also"])),
    template="In Contacts, delete two contacts: {contact} {also}.",
    template_zh="在 Contacts 中删除两个联系人：{contact}{also}。",
    template_paraphrase="Remove two people from Contacts: {contact} {also}.",
    hypernym="an old classmate", hypernym_zh="一位老同学", incomplete_masks=("also",),
    ui_path=lambda p: (OPEN, Step("tap", p["name"], within="list"), Step("tap", "More options"), Step("tap", "Delete"),
                       Step("tap", "Delete", rid="button1"), Step("tap", p["also"], within="list"),
                       Step("tap", "More options"), Step("tap", "Delete"), Step("tap", "Delete", rid="button1")),
    defaults={"also": "nobody else"},
    fallback={"contact": lambda p: {**p, "name": next(e["name"] for e in p["seeded"]
                                                      if e["name"] not in (p["name"], p["also"]))},
           "also": lambda p: {**p, "also": next(e["name"] for e in p["seeded"]
                                                if e["name"] not in (p["name"], p["also"]))}},
)


# ------------------------------------------------------------------ 6. save the number that texted about a topic
_TOPICS = (("book club", "读书会", "It's me from the book club, this is my new number."),
           ("climbing gym", "攀岩馆", "Hi! We met at the climbing gym, this is my number."),
           ("school fundraiser", "学校募捐活动", "Hello from the school fundraiser team, here is my number."),
           ("flat viewing", "看房", "Hi, about the flat viewing on Saturday, you can reach me here."))


def _sender_draw(rng: random.Random) -> dict[str, Any]:
    taken: set[str] = set()
    cast = _cast(rng, 5, taken)
    new = cast[0]
    topics = rng.sample(_TOPICS, 2)
    other = sc.number(rng, taken)
    history = [{"address": other, "body": topics[1][2], "date": sc.T0 + 3_600_000, "type": 1},
               {"address": new["number"], "body": topics[0][2], "date": sc.T0 + 2 * 3_600_000, "type": 1},
               {"address": cast[1]["number"], "body": "See you soon.", "date": sc.T0 + 3 * 3_600_000, "type": 1}]
    return {"seeded": [_seed_entry(q) for q in cast[1:]], "history": history, "name": new["name"],
            "number": new["number"], "other": other, "topic": topics[0][0], "topic_zh": topics[0][1],
            "phone_type": rng.choice((HOME, OTHER))}


def _sender_intent(p: dict[str, Any]) -> Intent:
    en, zh = sc.PHONE_LABELS[p["phone_type"]]
    return Intent((
        Requirement("sender", Kind.ANCHOR, p["topic"], ("which number", "which message", "who texted", "which sender",
                                                        "哪个号码", "哪条短信"),
                    value_zh=p["topic_zh"], phrase=f"the number that texted me about the {p['topic']}",
                    phrase_zh=f"那个发短信跟我说{p['topic_zh']}的号码"),
        Requirement("name", Kind.EXPLICIT, p["name"], ("name", "what name", "save it as", "名字", "姓名", "存成什么"),
                    phrase=f"as {p['name']}", phrase_zh=f"，名字是{p['name']}"),
        Requirement("phone_type", Kind.IMPLICIT, en, _TYPE_NAMES, value_zh=zh, options=_type_options(p["phone_type"]),
                    phrase=f"(label: {en})", phrase_zh=f"（标签：{zh}）"),
    ))


def _saved(d, p: dict[str, Any]) -> list[dict[str, Any]]:
    if not _others_unchanged(d, p, [c["name"] for c in sc.contact_cards(d)
                                    if c["name"] not in {e["name"] for e in p["seeded"]}]):
        return []
    return [c for c in sc.contact_cards(d) if c["name"] not in {e["name"] for e in p["seeded"]}]


def _sender_setup(env, p: dict[str, Any]) -> None:
    sc.seed_contacts(env.device, p["seeded"])
    sc.seed_messages(env.device, p["history"])


SAVE_SENDER = sc.social_spec(
    name="ContactSaveSender", app_names=("contacts", "simple sms messenger"), draw=_sender_draw, intent=_sender_intent,
    setup=_sender_setup,
    checks={"sender": lambda d, p: len(new := _saved(d, p)) == 1 and sc.card_has_phone(new[0], p["number"]),
            "name": lambda d, p: len(new := _saved(d, p)) == 1 and sc.same_name(new[0]["name"], p["name"]),
            "phone_type": lambda d, p: len(new := _saved(d, p)) == 1 and sc.card_has_phone(new[0], p["number"],
                                                                                         p["phone_type"])},
    solve=lambda d, p: (contacts.add_contact(d, p["name"], p["number"]),
                        sc.set_phone(d, p["name"], p["number"], p["number"], p["phone_type"])),
    template="Save {sender} in Contacts {name} {phone_type}.",
    template_zh="把{sender}存到 Contacts 里{name}{phone_type}。",
    template_paraphrase="Add {sender} to Contacts {name} {phone_type}.",
    hypernym="a number that texted me recently", hypernym_zh="最近给我发过短信的一个号码", incomplete_masks=("name",),
    ui_path=lambda p: (Step("open", "SMS Messenger"), Step("tap", p["number"]), OPEN,
                       *_form(*p["name"].split(" ", 1)), Step("type", "Phone", text=p["number"]),
                       *_phone_type(p["phone_type"]), SAVE),
    defaults={"phone_type": "Mobile"}, no_default=("name",),
    fallback={"sender": lambda p: {**p, "number": p["other"]},
           "name": lambda p: {**p, "name": p["name"].split()[0]},
           "phone_type": lambda p: {**p, "phone_type": MOBILE}},
)



# ------------------------------------------------------------------ 7. star two contacts
def _fav_draw(rng: random.Random) -> dict[str, Any]:
    cast = _cast(rng, 5, set())
    first_by_name = sorted(q["name"] for q in cast)[0]
    a, b = rng.sample([q for q in cast if q["name"] != first_by_name], 2)
    return {"seeded": [_seed_entry(q) for q in cast], "name": a["name"], "also": b["name"]}


def _fav_intent(p: dict[str, Any]) -> Intent:
    rest = tuple(e["name"] for e in p["seeded"] if e["name"] not in (p["name"], p["also"]))
    return Intent((
        Requirement("contact", Kind.ANCHOR, p["name"], ("contact", "which contact", "who", "哪个联系人", "哪位"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("also", Kind.EXPLICIT, p["also"], ("other favorite", "other contact", "another contact",
                                                      "the other one", "另一个联系人", "另一位", "还有谁"), options=rest,
                    phrase=f"and {p['also']}", phrase_zh=f"和{p['also']}"),
    ))


def _only_starred(d, p: dict[str, Any], name: str) -> bool:
    stars = sc.starred(d)
    allowed = {p["name"].casefold(), p["also"].casefold()}
    return stars.get(name.casefold(), False) and not any(on for n, on in stars.items() if n not in allowed) \
        and _others_unchanged(d, p, [])


def _fav_solve(d, p: dict[str, Any]) -> None:
    for name in (p["name"], p["also"]):
        sc.set_starred(d, name, True)


FAVORITES = sc.social_spec(
    name="ContactFavoriteTwo", app_names=CONTACTS, draw=_fav_draw, intent=_fav_intent, setup=_setup,
    checks={"contact": lambda d, p: _only_starred(d, p, p["name"]), "also": lambda d, p: _only_starred(d, p, p["also"])},
    solve=_fav_solve,
    template="In Contacts, add two people to my favorites: {contact} {also}.",
    template_zh="在 Contacts 中把两个人加入收藏：{contact}{also}。",
    template_paraphrase="Star two contacts in Contacts: {contact} {also}.",
    hypernym="my sister", hypernym_zh="我的姐姐", incomplete_masks=("also",),
    ui_path=lambda p: (OPEN, Step("tap", p["name"], within="list"), Step("tap", "Add to favorites"),
                       Step("tap", "Navigate up"), Step("tap", p["also"], within="list"),
                       Step("tap", "Add to favorites")),
    defaults={"also": "nobody else"},
    fallback={"contact": lambda p: {**p, "name": _other(p, p["name"], p["also"])["name"]},
              "also": lambda p: {**p, "also": _other(p, p["name"], p["also"])["name"]}},
)


# ------------------------------------------------------------------ 8. relabel a number
def _relabel_draw(rng: random.Random) -> dict[str, Any]:
    cast = _cast(rng, 4, set())
    who = rng.choice(cast[1:])
    return {"seeded": [_seed_entry(q) for q in cast], "name": who["name"], "number": who["number"],
            "phone_type": rng.choice((WORK, OTHER, HOME))}


def _relabel_intent(p: dict[str, Any]) -> Intent:
    en, zh = sc.PHONE_LABELS[p["phone_type"]]
    return Intent((
        Requirement("contact", Kind.ANCHOR, p["name"], ("contact", "which contact", "whose", "哪个联系人", "谁的"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("phone_type", Kind.EXPLICIT, en, _TYPE_NAMES, value_zh=zh, options=_type_options(p["phone_type"]),
                    phrase=f"to {en}", phrase_zh=f"，改成{zh}"),
    ))


RELABEL = sc.social_spec(
    name="ContactRelabelNumber", app_names=CONTACTS, draw=_relabel_draw, intent=_relabel_intent, setup=_setup,
    checks={"contact": lambda d, p: bool((c := _edited(d, p)) and sc.card_has_phone(c, p["number"])
                                         and not sc.card_has_phone(c, p["number"], MOBILE)),
            "phone_type": lambda d, p: bool((c := _edited(d, p)) and sc.card_has_phone(c, p["number"],
                                                                                      p["phone_type"]))},
    solve=lambda d, p: sc.set_phone(d, p["name"], p["number"], p["number"], p["phone_type"]),
    template="In Contacts, the number of {contact} is not a mobile; change its label {phone_type}.",
    template_zh="在 Contacts 中，{contact}的号码不是手机号；修改它的标签{phone_type}。",
    template_paraphrase="In Contacts, {contact}'s number is not a mobile one: relabel it {phone_type}.",
    hypernym="my landlord", hypernym_zh="我的房东", incomplete_masks=("phone_type",),
    ui_path=lambda p: (*_edit(p["name"]), *_phone_type(p["phone_type"]), SAVE),
    defaults={"phone_type": "Mobile"},
    fallback={"contact": lambda p: {**p, **{k: _other(p, p["name"])[k] for k in ("name", "number")}},
              "phone_type": lambda p: {**p, "phone_type": MOBILE}},
)


# ------------------------------------------------------------------ 9. a colleague with a work e-mail
def _colleague_draw(rng: random.Random) -> dict[str, Any]:
    cast = _cast(rng, 4, set())
    new = cast[0]
    return {"seeded": [_seed_entry(q) for q in cast[1:]], "name": new["name"], "first": new["first"],
            "last": new["last"], "email": sc.email_of(rng), "email_type": sc.EMAIL_TYPE_WORK}


def _colleague_intent(p: dict[str, Any]) -> Intent:
    en, zh = sc.EMAIL_LABELS[p["email_type"]]
    return Intent((
        Requirement("name", Kind.ANCHOR, p["name"], ("name", "who", "名字", "姓名", "叫什么"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("email", Kind.EXPLICIT, p["email"], _EMAIL_NAMES, phrase=f"with the email {p['email']}",
                    phrase_zh=f"，邮箱是 {p['email']}"),
        Requirement("email_type", Kind.IMPLICIT, en, ("label", "work or personal", "personal", "标签", "个人"),
                    value_zh=zh, options=("Home", "Other", "Mobile"),
                    phrase=f"labelled {en}", phrase_zh=f"（标签：{zh}）"),
    ), topics=("phone", "number", "company", "电话", "公司"))


def _colleague_solve(d, p: dict[str, Any]) -> None:
    sc.add_nameonly(d, p["name"])
    sc.add_email(d, p["name"], p["email"], p["email_type"])


COLLEAGUE = sc.social_spec(
    name="ContactCreateWithWorkEmail", app_names=CONTACTS, draw=_colleague_draw, intent=_colleague_intent,
    setup=_setup,
    checks={"name": lambda d, p: _new_card(d, p) is not None,
            "email": lambda d, p: bool((c := _new_card(d, p)) and sc.card_has_email(c, p["email"])),
            "email_type": lambda d, p: bool((c := _new_card(d, p)) and sc.card_has_email(c, p["email"],
                                                                                        p["email_type"]))},
    solve=_colleague_solve,
    template="In Contacts, create a contact for {name} {email} {email_type}; no phone number.",
    template_zh="在 Contacts 中为{name}新建联系人{email}{email_type}，不填电话号码。",
    template_paraphrase="Add {name} to Contacts {email} {email_type}, without a phone number.",
    hypernym="a new colleague", hypernym_zh="一位新同事", incomplete_masks=("email_type",),
    ui_path=lambda p: (OPEN, *_form(p["first"], p["last"]), Step("type", "Email", text=p["email"]),
                       Step("tap", "Home Email"), Step("tap", sc.EMAIL_LABELS[p["email_type"]][0]), SAVE),
    defaults={"email_type": "Home"}, no_default=("email",),
    fallback={"name": lambda p: {**p, "name": p["first"]},
              "email": lambda p: {**p, "email": "x" + p["email"]},
              "email_type": lambda p: {**p, "email_type": sc.EMAIL_TYPE_HOME}},
)

SPECS = (CREATE, ADD_NUMBER, ADD_EMAIL, ADD_LAST_NAME, DELETE_TWO, SAVE_SENDER, FAVORITES, RELABEL, COLLEAGUE)
for _spec in SPECS:
    register(_spec)
