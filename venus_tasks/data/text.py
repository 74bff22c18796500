"""Names, sentences and markdown notes drawn from a ``random.Random``."""

from __future__ import annotations

import random

GIVEN_NAMES = ("Alice", "Bruno", "Chen", "Dana", "Emeka", "Farah", "Gustav", "Hana", "Ines", "Jonas",
               "Kavya", "Liam", "Mei", "Noah", "Olga", "Pedro", "Quinn", "Rosa", "Sami", "Tara")
FAMILY_NAMES = ("Anders", "Baker", "Costa", "Dubois", "Eriksen", "Fischer", "Garcia", "Haddad",
                "Ito", "Jensen", "Kowalski", "Lopez", "Mensah", "Novak", "Okafor", "Park")
_SUBJECTS = ("The team", "My neighbour", "The library", "Our landlord", "The bakery", "The museum",
             "The train company", "The school", "Grandma", "The cycling club")
_VERBS = ("moved", "cancelled", "rescheduled", "confirmed", "extended", "announced", "postponed",
          "booked", "renovated", "reopened")
_OBJECTS = ("the Friday meeting", "the summer trip", "the weekly market", "the book sale",
            "the dentist appointment", "the garden party", "the evening class", "the museum tour",
            "the repair visit", "the quiz night")
_TAILS = ("to next week.", "until further notice.", "for the third time.", "after the storm.",
          "without telling anyone.", "at short notice.", "with a new schedule.", "as planned.")
TOPICS = ("Groceries", "Travel plans", "Book notes", "Recipes", "Meeting notes", "Workout log",
          "Gift ideas", "Project ideas", "Garden", "Budget")


def rng_of(seed: int | random.Random) -> random.Random:
    """``seed`` itself if it is a ``random.Random``, else a new one seeded with it."""
    return seed if isinstance(seed, random.Random) else random.Random(seed)


def person_name(rng: random.Random) -> str:
    """``"Given Family"``."""
    return f"{rng.choice(GIVEN_NAMES)} {rng.choice(FAMILY_NAMES)}"


def phone_number(rng: random.Random) -> str:
    """A US-style number ``+1555XXXXXXX`` (555 is reserved for fiction)."""
    return "+1555" + "".join(str(rng.randrange(10)) for _ in range(7))


def sentence(rng: random.Random) -> str:
    """One plain sentence."""
    return f"{rng.choice(_SUBJECTS)} {rng.choice(_VERBS)} {rng.choice(_OBJECTS)} {rng.choice(_TAILS)}"


def paragraph(rng: random.Random, n: int = 3) -> str:
    """``n`` sentences on one line."""
    return " ".join(sentence(rng) for _ in range(n))


def markdown_note(rng: random.Random, title: str | None = None, bullets: int = 4) -> str:
    """A Markor-style note: ``# title``, a paragraph, a bullet list, trailing newline."""
    title = title or rng.choice(TOPICS)
    items = "\n".join(f"- {rng.choice(_OBJECTS).capitalize()}" for _ in range(bullets))
    return f"# {title}\n\n{paragraph(rng, 2)}\n\n{items}\n"


def file_stem(rng: random.Random, words: int = 2) -> str:
    """A file-name stem like ``museum_tour_17``."""
    obj = rng.choice(_OBJECTS).split()[-words:]
    return "_".join(obj) + f"_{rng.randrange(10, 100)}"
