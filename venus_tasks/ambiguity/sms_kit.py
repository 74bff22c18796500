"""Shared pieces of the Simple SMS Messenger intents (``intents_messages``,
``intents_messages_more``): a seeded world of contacts with short threads, the people an
intent may act on (never the conversation list's first nor the first contact by name:
Forced Non-Default), the checks' building blocks on the SMS provider, and the UI path's
steps on the simulated screens (labels from Simple-SMS-Messenger 5.19.3, see
``sim/apps_ui/sms_messenger``).
"""

from __future__ import annotations

import random
from typing import Any

from apps import sms
from venus_tasks.ambiguity import social_kit as sc
from venus_tasks.ambiguity.spec import Step
from verifiers.phones import national

SMS = ("simple sms messenger",)
SMS_CONTACTS = ("simple sms messenger", "contacts")
# (message, Chinese gloss used only in the Chinese goal's explanation) -- bodies are sent verbatim
BODIES = ("Running ten minutes late, start without me.", "Can you pick up bread on the way home?",
          "The package arrived, thanks again!", "Meeting moved to 3pm in room B.",
          "Dinner is at 7 on Friday, bring a jacket.", "Please call me back when you are free.",
          "I left the keys under the blue pot.", "Tickets are booked for Sunday at noon.",
          "Can we move our call to Thursday?", "The printer on floor 2 is fixed now.")
SMALL_TALK = ("Hey, how was the trip?", "Thanks for yesterday!", "Did you see the game?", "Lunch next week?",
              "Got your note, will check.", "Happy Friday!", "Sounds good to me.", "See you soon.")
# (a question a contact asks, the reply the user wants sent)
QUESTIONS = (("Are we still on for Saturday?", "Yes, Saturday at 10 still works."),
             ("Which day suits you for the dentist?", "Tuesday afternoon suits me best."),
             ("Should I bring anything to the party?", "Just bring some lemonade, thanks."),
             ("What time does your train get in?", "It arrives at 6:40 pm."),
             ("Can you send me the wifi password?", "It is on the fridge, sunflower42."),
             ("Do you want the blue or the green sofa?", "The green one, please."))
NUMBER_ASKS = ("Do you have a plumber's number?", "Who did you call for the garden?",
               "Can you share your landlord's number?", "Do you know a good piano teacher?")


def world(rng: random.Random, n: int, taken: set[str] | None = None) -> dict[str, Any]:
    """``n`` contacts, each with a 1-3 message thread; ``people`` in seeding order and
    ``history`` sorted by date. ``order`` lists the people by their newest message, newest
    first (the conversation list's order)."""
    taken = set() if taken is None else taken
    folks = sc.people(rng, n, taken)
    history, t = [], sc.T0
    talk = list(SMALL_TALK)
    rng.shuffle(talk)
    for i in range(n * 2):
        p = folks[i % n] if i < n else rng.choice(folks)
        t += rng.randint(2, 40) * 60_000
        history.append({"address": p["number"], "body": talk[i % len(talk)], "date": t,
                        "type": rng.choice((sms.TYPE_INBOX, sms.TYPE_SENT))})
    return {"people": folks, "history": history}


def newest_first(params: dict[str, Any]) -> list[str]:
    """Names of the people by their thread's newest message, newest first."""
    last = {}
    for m in params["history"]:
        for p in params["people"]:
            if national(p["number"]) == national(m["address"]):
                last[p["name"]] = max(last.get(p["name"], 0), m["date"])
    return sorted(last, key=lambda k: -last[k])


def non_default(params: dict[str, Any], rng: random.Random, k: int = 1) -> list[dict[str, str]]:
    """``k`` people who are neither the newest conversation nor the first contact by name."""
    newest = newest_first(params)[0]
    first = sorted(p["name"] for p in params["people"])[0]
    pool = [p for p in params["people"] if p["name"] not in (newest, first)]
    return rng.sample(pool, k)


def setup(env, params: dict[str, Any]) -> None:
    """Seed the contacts and the threads of ``params`` (``world``); the app opens on its list."""
    device = env.device
    sc.seed_contacts(device, [{"name": p["name"], "number": p["number"]} for p in params["people"]])
    sc.seed_messages(device, params["history"])


def only_to(device, params: dict[str, Any], numbers: list[str]) -> list[sms.Sms]:
    """The new sent messages when every one went to one of ``numbers`` and every seeded
    message is still there; else []."""
    new = sc.new_sent(device, params["history"])
    wanted = {national(n) for n in numbers}
    if not new or any(national(m.address) not in wanted for m in new):
        return []
    if len(sc.remaining(device, params["history"])) != len(params["history"]):
        return []
    return new


def sent_to(device, params: dict[str, Any], number: str, ok) -> bool:
    """Some new sent message to ``number`` has a body for which ``ok(body)`` holds."""
    return any(national(m.address) == national(number) and ok(m.body)
               for m in sc.new_sent(device, params["history"]))


def swap(key: str, *used: str):
    """A fallback for requirement ``key``: ``p[key]`` replaced by the first person of
    ``p["people"]`` that none of ``p[key]``, ``p[used...]`` is (a plausible wrong pick)."""
    def apply(p: dict[str, Any]) -> dict[str, Any]:
        names = {p[k]["name"] for k in (key, *used)}
        return {**p, key: next(q for q in p["people"] if q["name"] not in names)}
    return apply


def recipient_names(name: str, hyper_names=()) -> tuple[str, ...]:
    """The words naming a recipient requirement (the strict simulator's ``names``)."""
    return ("recipient", "who", "whom", "which contact", "which person", "send it to", "text who",
            "收件人", "发给谁", "哪位联系人", "哪个联系人", *hyper_names)


def compose(person: dict[str, str]) -> tuple[Step, ...]:
    """From the conversation list: New conversation, the first name typed, the contact picked."""
    return (Step("tap", "New conversation", rid="conversations_fab"),
            Step("type", "Add Contact or Number…", text=person["first"]), Step("tap", person["name"]))


def send_steps(body: str) -> tuple[Step, ...]:
    """In a thread: type ``body`` into the message box and tap the send button."""
    return Step("type", "Type a message…", text=body), Step("tap", "SMS", rid="thread_send_message")


OPEN = Step("open", "SMS Messenger")
BODY_NAMES = ("message", "text", "what should it say", "what to say", "content", "body", "wording",
               "短信内容", "内容", "说什么", "写什么")



def ask_in(p: dict[str, Any], who: dict[str, str], text: str) -> None:
    """Append ``text`` received from ``who``, dated one minute after the newest message of
    ``who``'s thread (so that another thread stays the newest)."""
    mine = [m["date"] for m in p["history"] if national(m["address"]) == national(who["number"])]
    p["history"].append({"address": who["number"], "body": text, "date": max(mine) + 60_000,
                         "type": sms.TYPE_INBOX})
    p["history"].sort(key=lambda m: m["date"])


def thread_of(p: dict[str, Any], number: str) -> list[dict[str, Any]]:
    """The seeded messages with ``number`` (national digits)."""
    return [m for m in p["history"] if national(m["address"]) == national(number)]


def others_intact(source, p: dict[str, Any], numbers: list[str]) -> bool:
    """Every seeded message outside the threads of ``numbers`` is still there and nothing was sent."""
    keep = [m for m in p["history"] if national(m["address"]) not in {national(n) for n in numbers}]
    left = sc.remaining(source, p["history"])
    return all(m in left for m in keep) and not sc.new_sent(source, p["history"])
