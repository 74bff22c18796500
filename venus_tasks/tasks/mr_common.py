"""What the multi-round (MR) task modules share (``mr``, ``mr_more``, ``mr_contacts``,
``mr_recipe``): seeded people with fictional numbers and their messages, the phone book
and SMS state read from the providers, Markor's notes, and the ``apply`` helpers their
near misses are built from. ``contacts_conflict`` (the CF contacts tasks) reads the phone
book with ``phonebook`` and ``added`` too.

The phone numbers are NANP fictional numbers (``555-01xx`` style: area code, ``555``,
four digits), written ``650-555-0142``; message dates are in the week before the
device's clock (2023-10-15, ``apps.expense.NOW_MS``).
"""

from __future__ import annotations

import collections
import random
from typing import Any, Iterator

from apps import contacts, markor, sms
from venus_tasks.env import actions as A
from verifiers.phones import national

FIRST = ("Maya", "Jonas", "Priya", "Elliot", "Noor", "Tomas", "Hana", "Felix", "Ines", "Omar", "Clara", "Ravi")
LAST = ("Okafor", "Lindqvist", "Moreau", "Tanaka", "Brennan", "Castillo", "Novak", "Haddad", "Whitaker",
        "Sato", "Ferreira", "Kowalski")
_AREAS = ("212", "312", "415", "617", "650", "206", "303", "512")
TEXTS = ("Running ten minutes late, start without me.", "Can you pick up bread on the way home?",
         "The package arrived, thanks again!", "Meeting moved to 3pm in room B.",
         "Happy birthday! Dinner is on me tonight.", "Please call me back when you are free.",
         "See you at 6 by the station.", "Do not forget the tickets tomorrow.")
T0 = 1_696_800_000_000          # 2023-10-08, the week before the device's 2023-10-15
TYPE_DRAFT = 3                   # Telephony.Sms.MESSAGE_TYPE_DRAFT (the shell never reads one: the
                                 # provider's restricted view holds inbox and sent messages only)
# Markor creates these by itself when its QuickNote and ToDo tabs first open.
MARKOR_OWN = ("QuickNote.md", "todo.txt")


class StagedRounds:
    """A mixin for MR tasks whose rounds are stages of one end state: round ``k`` (0 is
    the goal) is checked by ``_stage(env, k)``, the episode by the last stage (the number
    of sequential rounds: an interruption changes a stage, it adds none) once every round
    passed, and the oracle opens ``first_app`` and applies ``_steps()`` (one apply
    per round, ``(task, env) -> None``), claiming done after each.

    A task that shows work on screen before a round's apply (a draft the user then
    cancels) yields those actions from ``on_screen_before(env, k)``. Put it before
    ``VenusTask`` in the bases.
    """

    first_app: str = ""

    def _stage(self, env, index: int) -> bool:
        raise NotImplementedError

    def _steps(self) -> list:
        raise NotImplementedError

    def verify_round(self, env, index: int) -> float:
        return float(self._stage(env, index))

    def verify(self, env) -> float:
        return float(self.rounds_passed and self._stage(env, sum(1 for r in self.rounds if not r.interruption)))

    def on_screen_before(self, env, index: int) -> Iterator[A.JSONAction]:
        """Actions shown on screen before round ``index``'s apply; none by default."""
        return iter(())

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name=self.first_app)
        for index, step in enumerate(self._steps()):
            yield from self.on_screen_before(env, index)
            step(self, env)
            yield A.done()


def numbers(rng: random.Random, n: int, avoid: tuple[str, ...] = ()) -> list[str]:
    """``n`` different 555 numbers written ``650-555-0142``, none equal to one of ``avoid``."""
    found: dict[str, str] = {}
    taken = {national(a) for a in avoid}
    while len(found) < n:
        number = f"{rng.choice(_AREAS)}-555-{rng.randrange(10000):04d}"
        if national(number) not in taken:
            found.setdefault(national(number), number)
    return list(found.values())


def people(rng: random.Random, n: int) -> list[dict[str, str]]:
    """``n`` people with different first and last names: ``{"first", "name", "number"}``."""
    return [{"first": f, "name": f"{f} {la}", "number": num}
            for f, la, num in zip(rng.sample(FIRST, n), rng.sample(LAST, n), numbers(rng, n))]


def history(rng: random.Random, who: list[dict[str, str]], avoid: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """2-4 earlier messages (received, every third one sent) with ``who``, one an hour
    from ``T0``; none of their bodies is one of ``avoid``."""
    texts = rng.sample([t for t in TEXTS if t not in avoid], 3)
    return [{"address": who[i % len(who)]["number"], "body": texts[i % 3], "date": T0 + i * 3_600_000,
             "type": sms.TYPE_SENT if i % 3 == 2 else sms.TYPE_INBOX} for i in range(rng.randint(2, 4))]


def seed_phonebook(env, others: list[dict[str, str]], messages: list[dict[str, Any]], sms_app: bool = True) -> None:
    """Clear contacts and messages, save ``others`` as contacts and add ``messages``
    (``history``); with ``sms_app`` make Simple SMS Messenger the default SMS app."""
    if sms_app:
        sms.make_default_sms_app(env.device)
    sms.clear_messages(env.device)
    contacts.clear_contacts(env.device)
    contacts.add_contacts(env.device, [(c["name"], c["number"]) for c in others])
    sms.add_messages(env.device, [sms.Sms(**m) for m in messages])


def phonebook(device) -> tuple:
    """``(phone rows, raw contact ids, messages)``: every phone row (name, number, type),
    the raw contacts not deleted, and every message that is not a draft (address, body,
    date, type; ``read`` changes on opening)."""
    msgs = sorted((m.address, m.body, m.date, m.type) for m in sms.list_messages(device, "all")
                  if m.type != TYPE_DRAFT)
    return tuple(contacts.list_phones(device)), tuple(contacts.raw_contact_ids(device)), tuple(msgs)


def added(before: tuple, after: tuple, part: int) -> list | None:
    """Rows of ``after[part]`` not in ``before[part]`` (``phonebook``'s parts); None if
    one of ``before``'s is gone."""
    a, b = collections.Counter(after[part]), collections.Counter(before[part])
    return None if b - a else list((a - b).elements())


def texts_to(new: list | None, number: str) -> list[str] | None:
    """The bodies (trailing whitespace dropped) of the messages of ``new`` (``added``
    rows of part 2) that were sent to ``number``; None if ``new`` is None or holds a
    message that is not a sent one to ``number``."""
    if new is None or any(m[3] != sms.TYPE_SENT or national(m[0]) != national(number) for m in new):
        return None
    return [m[1].rstrip() for m in sorted(new, key=lambda m: m[2])]


def send(number: str, body: str):
    """An apply: ``body`` sent to ``number`` now (after every seeded message)."""
    def apply(task, env) -> None:
        sms.add_messages(env.device, [sms.Sms(number, body, sms.now_ms(env.device), sms.TYPE_SENT)])
    return apply


def save_contact(name: str, number: str):
    """An apply: a contact ``name`` with one mobile ``number``."""
    return lambda task, env: contacts.add_contact(env.device, name, number)


# ------------------------------------------------------------------ Markor
def notes(device) -> dict[str, str]:
    """Markor's notes (path under the notebook -> text) but the ones Markor makes itself."""
    return {k: v for k, v in markor.read_notes(device).items() if k not in MARKOR_OWN}


def lines(text: str) -> list[str]:
    """The non-blank lines of ``text``, without surrounding whitespace."""
    return [line.strip() for line in text.replace("\r\n", "\n").split("\n") if line.strip()]


def write(*files: tuple[str, str], drop: str = ""):
    """An apply writing ``files`` ((path, text)) into Markor, then deleting ``drop``."""
    def apply(task, env) -> None:
        for path, text in files:
            markor.write_note(env.device, path, text)
        if drop:
            markor.delete_note(env.device, drop)
    return apply
