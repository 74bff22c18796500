"""The local-services directory web app (``/places/``): places near the user with a
category, rating, price level, distance and opening hours, and whether each is open now.
Generated from the instance seed; "now" is the harness's clock (``WebApps(now=...)``).

Pages: ``/places/`` (GET filters ``q``, ``category``, ``open_now`` = ``1``, ``min_rating``,
``sort`` = ``distance|rating|price``), ``/places/p/<id>`` (details, the week's hours, Save
into a list, Directions, Write a review, Book a table/visit), ``/places/p/<id>/review``,
``/places/p/<id>/directions`` (how and from where), ``/places/saved``, ``/places/bookings``
(each with Change), ``/places/booking/<id>`` (reschedule: time and people, the booked ones
checked; or cancel with a reason).

Events (``EventLog``, app ``places``): ``save`` (``place``, ``name``, ``list``: one of
``LISTS``) / ``unsave`` (``place``, ``name``), ``book`` (``booking`` (``b1``, ...),
``place``, ``name``, ``day`` (``Mon``..``Sun``), ``time`` (``HH:MM``), ``people``),
``reschedule`` (the same fields, the new ``time`` and ``people``), ``cancel`` (``booking``,
``place``, ``name``, ``reason``: one of ``CANCEL_REASONS``), ``review`` (``place``, ``name``,
``stars`` 1-5, ``text``), ``directions`` (``place``, ``name``, ``mode``: one of ``MODES``,
``start``: one of ``STARTS``). Each form's first option is checked (its default). The form offers the whole hours 11:00-21:00 (``BOOK_TIMES``; 18:00 checked) and
1-6 people (2 checked), today checked; a booking outside the place's hours is refused (400).

Hours: per weekday a pair (open, close) of minutes after midnight, or None (closed that
day); a close past midnight is written as more than 1440. Distances in metres; price level 1-4
(``$`` .. ``$$$$``).
"""

from __future__ import annotations

import dataclasses
import datetime
import random
import threading
from typing import Callable

from venus_tasks.webapps.events import EventLog
from venus_tasks.webapps.pages import Request, Response, bad_request, not_found, page, redirect

APP = "places"
DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
# category -> (name stems, typical hours (open, close) in hours, price levels)
CATEGORIES: dict[str, tuple[tuple[str, ...], tuple[int, int], tuple[int, ...]]] = {
    "Cafe": (("Bean There", "Daily Grind", "Little Roast", "Corner Cup"), (7, 18), (1, 2)),
    "Restaurant": (("Golden Wok", "Trattoria Sole", "Green Fork", "Spice Route"), (11, 23), (2, 3, 4)),
    "Pharmacy": (("CityCare Pharmacy", "WellPlus", "Green Cross"), (8, 21), (1, 2)),
    "Gym": (("IronWorks Gym", "FitHub", "Pulse Studio"), (6, 23), (2, 3)),
    "Hair salon": (("Shear Bliss", "Top Cut", "Studio Fringe"), (9, 19), (2, 3, 4)),
    "Supermarket": (("FreshMart", "Value Grocer", "Daily Market"), (7, 22), (1, 2)),
}
STREETS = ("Oak Street", "Maple Avenue", "Harbour Road", "Station Lane", "Park Drive", "Hill Road", "Mill Lane")


@dataclasses.dataclass(frozen=True)
class Place:
    id: str
    name: str
    category: str
    rating: float                  # 2.5 .. 5.0, one decimal
    reviews: int
    price_level: int               # 1..4
    distance_m: int
    address: str
    hours: tuple[tuple[int, int] | None, ...]   # Mon..Sun, minutes after midnight

    def open_at(self, when: datetime.datetime) -> bool:
        """Open at ``when`` (a naive local time), counting yesterday's hours past midnight."""
        minute = when.hour * 60 + when.minute
        today, yesterday = self.hours[when.weekday()], self.hours[(when.weekday() - 1) % 7]
        return bool((today and today[0] <= minute < today[1]) or (yesterday and minute + 1440 < yesterday[1]))


def _clock(minutes: int) -> str:
    return f"{(minutes // 60) % 24:02d}:{minutes % 60:02d}"


def hours_text(span: tuple[int, int] | None) -> str:
    """``(420, 1080)`` -> ``07:00-18:00``; None -> ``Closed``."""
    return "Closed" if span is None else f"{_clock(span[0])}-{_clock(span[1])}"


@dataclasses.dataclass
class PlacesData:
    places: list[Place]

    def place(self, pid: str) -> Place | None:
        return next((p for p in self.places if p.id == pid), None)


def generate(seed: int, n_places: int = 18) -> PlacesData:
    """``n_places`` places over the six categories (each at least twice; distinct names and
    distances), from ``seed``."""
    rng = random.Random(f"places:{seed}")
    cats = list(CATEGORIES)
    order = cats * 2 + [rng.choice(cats) for _ in range(max(0, n_places - 2 * len(cats)))]
    rng.shuffle(order)
    distances = rng.sample(range(80, 6000, 10), n_places)
    places, names = [], set()
    for i, cat in enumerate(order[:n_places]):
        stems, (lo, hi), levels = CATEGORIES[cat]
        name = rng.choice(stems)
        if name in names:
            name = f"{name} {rng.choice(STREETS).split()[0]}"
        while name in names:
            name = f"{rng.choice(stems)} {rng.randint(2, 9)}"
        names.add(name)
        open_h, close_h = lo + rng.choice((-1, 0, 0, 1)), hi + rng.choice((-1, 0, 0, 1, 2))
        closed_day = rng.choice((None, None, 0, 6))
        hours = tuple(None if d == closed_day else
                      (open_h * 60 + (60 if d >= 5 and rng.random() < 0.3 else 0), close_h * 60) for d in range(7))
        places.append(Place(f"s{i + 1:02d}", name, cat, rng.randint(25, 50) / 10, rng.randint(3, 2000),
                            rng.choice(levels), distances[i], f"{rng.randint(1, 300)} {rng.choice(STREETS)}", hours))
    return PlacesData(places)


LIST = """<p class="muted">Now: {{ now }}</p>
<form method="get" action="/places/"><input name="q" value="{{ q }}" placeholder="Search places">
<select name="category"><option value="">All categories</option>{% for c in categories %}
<option{% if c == category %} selected{% endif %}>{{ c }}</option>{% endfor %}</select>
<label><input type="checkbox" name="open_now" value="1"{% if open_now %} checked{% endif %}> Open now</label>
<select name="sort">{% for k, label in sorts %}<option value="{{ k }}"{% if k == sort %} selected{% endif %}>{{ label }}</option>{% endfor %}</select>
<input type="submit" value="Apply"></form><p><a href="/places/saved">Saved places</a> · <a href="/places/bookings">My bookings</a></p>
{% for p in places %}<div class="item"><a href="/places/p/{{ p.id }}">{{ p.name }}</a>
<div>{{ p.category }} · {{ p.rating }} stars ({{ p.reviews }}) · {{ '$' * p.price_level }} · {{ dist(p.distance_m) }} · {{ 'Open now' if p.open_at(when) else 'Closed now' }}</div></div>
{% else %}<p>No places match.</p>{% endfor %}"""

DETAIL = """<p>{{ p.category }} · {{ p.rating }} stars ({{ p.reviews }} reviews) · {{ '$' * p.price_level }}</p>
<p>{{ p.address }} · {{ dist(p.distance_m) }} away · {{ 'Open now' if p.open_at(when) else 'Closed now' }}</p>
<h2>Opening hours</h2>{% for d in days %}<div>{{ d }}: {{ hours(p.hours[loop.index0]) }}</div>{% endfor %}
<form method="post" action="/places/save"><input type="hidden" name="place" value="{{ p.id }}">{% if saved %}<input type="submit" value="Unsave">{% else %}<fieldset><legend>Save to</legend>{% for o in lists %}<label><input type="radio" name="list" value="{{ o }}"{% if loop.first %} checked{% endif %}> {{ o }}</label>{% endfor %}</fieldset><input type="submit" value="Save">{% endif %}</form>
<p><a href="/places/p/{{ p.id }}/directions">Directions</a> · <a href="/places/p/{{ p.id }}/review">Write a review</a></p>
<h2>Make a booking</h2><form method="post" action="/places/book"><input type="hidden" name="place" value="{{ p.id }}">
<label>Day <select name="day">{% for d in days %}<option{% if loop.index0 == today %} selected{% endif %}>{{ d }}</option>{% endfor %}</select></label>
<fieldset><legend>Time</legend>{% for t in times %}<label><input type="radio" name="time" value="{{ t }}"{% if t == "18:00" %} checked{% endif %}> {{ t }}</label>{% endfor %}</fieldset>
<fieldset><legend>People</legend>{% for n in range(1, 7) %}<label><input type="radio" name="people" value="{{ n }}"{% if n == 2 %} checked{% endif %}> {{ n }} {{ 'person' if n == 1 else 'people' }}</label>{% endfor %}</fieldset>
<input type="submit" value="Book"></form>{% for b in bookings %}<p>Booked: {{ b.day }} {{ b.time }} for {{ b.people }}</p>{% endfor %}"""

REVIEW = """<form method="post" action="/places/review"><input type="hidden" name="place" value="{{ p.id }}">
<fieldset><legend>Your rating</legend>{% for n in range(5, 0, -1) %}<label><input type="radio" name="stars" value="{{ n }}"{% if n == 5 %} checked{% endif %}> {{ n }} {{ 'star' if n == 1 else 'stars' }}</label>{% endfor %}</fieldset>
<label>Your review<input name="text" placeholder="Share your experience"></label><input type="submit" value="Post review"></form>"""

DIRECTIONS = """<p>{{ p.address }} · {{ dist(p.distance_m) }}</p><form method="post" action="/places/directions"><input type="hidden" name="place" value="{{ p.id }}">
<fieldset><legend>How</legend>{% for o in modes %}<label><input type="radio" name="mode" value="{{ o }}"{% if loop.first %} checked{% endif %}> {{ o }}</label>{% endfor %}</fieldset><fieldset><legend>From</legend>{% for o in starts %}<label><input type="radio" name="start" value="{{ o }}"{% if loop.first %} checked{% endif %}> {{ o }}</label>{% endfor %}</fieldset>
<input type="submit" value="Get directions"></form>{% for r in routes %}<p>{{ r.mode }} from {{ r.start }}: about {{ r.minutes }} min</p>{% endfor %}"""

BOOKINGS = """{% for b in bookings %}<div class="item">{{ b.name }} · {{ b.day }} {{ b.time }} · {{ b.people }} {{ 'person' if b.people == 1 else 'people' }} <a href="/places/booking/{{ b.booking }}">Change</a></div>
{% else %}<p>No bookings.</p>{% endfor %}"""

BOOKING = """<p>{{ b.name }} · {{ b.day }} {{ b.time }} · {{ b.people }} {{ 'person' if b.people == 1 else 'people' }}</p>
<h2>Change the time or party size</h2><form method="post" action="/places/reschedule"><input type="hidden" name="booking" value="{{ b.booking }}">
<fieldset><legend>New time</legend>{% for o in times %}<label><input type="radio" name="time" value="{{ o }}"{% if o == b.time %} checked{% endif %}> {{ o }}</label>{% endfor %}</fieldset>
<fieldset><legend>People</legend>{% for n in range(1, 7) %}<label><input type="radio" name="people" value="{{ n }}"{% if n == b.people %} checked{% endif %}> {{ n }} {{ 'person' if n == 1 else 'people' }}</label>{% endfor %}</fieldset>
<input type="submit" value="Reschedule"></form>
<h2>Call it off</h2><form method="post" action="/places/cancel"><input type="hidden" name="booking" value="{{ b.booking }}">
<fieldset><legend>Why?</legend>{% for o in reasons %}<label><input type="radio" name="reason" value="{{ o }}"{% if loop.first %} checked{% endif %}> {{ o }}</label>{% endfor %}</fieldset><input type="submit" value="Cancel booking"></form>"""

SAVED = """{% for p in places %}<div class="item"><a href="/places/p/{{ p.id }}">{{ p.name }}</a></div>
{% else %}<p>No saved places.</p>{% endfor %}"""

LISTS = ("Favourites", "Want to go", "Date night", "Work lunch")
CANCEL_REASONS = ("Plans changed", "Found another place", "Running late", "Booked by mistake")
MODES = ("Driving", "Walking", "Transit", "Cycling")
STARTS = ("Current location", "Home", "Work")
BOOK_TIMES = tuple(f"{h:02d}:00" for h in range(11, 22))     # the booking form's choices (18:00 checked)
SORTS = (("distance", "Distance"), ("rating", "Rating"), ("price", "Price"))


def distance_text(metres: int) -> str:
    """As the list shows it: ``850 m`` below a kilometre, else ``1.2 km``."""
    return f"{metres} m" if metres < 1000 else f"{metres / 1000:.1f} km"


class Places:
    """The directory's pages and the user's saved places and bookings; ``now()`` gives the
    local time open-now is judged at."""

    def __init__(self, data: PlacesData, log: EventLog, now: Callable[[], datetime.datetime]):
        self.data = data
        self.log = log
        self.now = now
        self.saved: list[str] = []
        self.bookings: list[dict] = []
        self.routes: list[dict] = []
        self._next = 1
        self._lock = threading.Lock()

    def filter(self, q: str = "", category: str = "", open_now: bool = False, min_rating: float = 0.0,
               sort: str = "distance", when: datetime.datetime | None = None) -> list[Place]:
        """The places the list shows for these filters at ``when`` (default ``now()``)."""
        when = when or self.now()
        out = [p for p in self.data.places
               if (not q or q.casefold() in p.name.casefold() or q.casefold() in p.category.casefold())
               and (not category or p.category == category) and p.rating >= min_rating
               and (not open_now or p.open_at(when))]
        key = {"rating": lambda p: (-p.rating, p.distance_m), "price": lambda p: (p.price_level, p.distance_m)}.get(
            sort, lambda p: p.distance_m)
        return sorted(out, key=key)

    def handle(self, req: Request) -> Response:
        """One request whose path starts with ``/places``."""
        path = req.path.rstrip("/") or "/places"
        with self._lock:
            when = self.now()
            common = {"when": when, "dist": distance_text, "hours": hours_text, "days": DAYS, "times": BOOK_TIMES}
            if req.method == "POST":
                post = {"/places/save": self._save, "/places/book": self._book, "/places/reschedule": self._reschedule,
                        "/places/cancel": self._cancel, "/places/review": self._review,
                        "/places/directions": self._directions}.get(path)
                return post(req) if post else not_found(req.path)
            if path == "/places":
                try:
                    rating = float(req.field("min_rating") or 0)
                except ValueError:
                    return bad_request(f"not a number: min_rating={req.field('min_rating')!r}")
                sort = req.field("sort", "distance")
                places = self.filter(req.field("q"), req.field("category"), req.field("open_now") == "1",
                                     rating, sort, when)
                return page("Places nearby", LIST, places=places, categories=list(CATEGORIES), q=req.field("q"),
                            category=req.field("category"), open_now=req.field("open_now") == "1", sort=sort,
                            sorts=SORTS, now=f"{DAYS[when.weekday()]} {when:%H:%M}", **common)
            if path == "/places/saved":
                return page("Saved places", SAVED, places=[self.data.place(i) for i in self.saved])
            if path == "/places/bookings":
                return page("My bookings", BOOKINGS, bookings=self.bookings)
            if path.startswith("/places/booking/") and self._booking(path[len("/places/booking/"):]):
                b = self._booking(path[len("/places/booking/"):])
                return page("Change booking", BOOKING, b=b, reasons=CANCEL_REASONS, times=BOOK_TIMES)
            pid, _, sub = path[len("/places/p/"):].partition("/")
            if path.startswith("/places/p/") and self.data.place(pid) and sub in ("", "review", "directions"):
                p = self.data.place(pid)
                if sub == "review":
                    return page(f"Review {p.name}", REVIEW, p=p)
                if sub == "directions":
                    return page(f"Directions to {p.name}", DIRECTIONS, p=p, modes=MODES, starts=STARTS,
                                routes=[r for r in self.routes if r["place"] == p.id], dist=distance_text)
                return page(p.name, DETAIL, p=p, saved=p.id in self.saved, today=when.weekday(), lists=LISTS,
                            bookings=[b for b in self.bookings if b["place"] == p.id], **common)
            return not_found(req.path)

    def _booking(self, bid: str) -> dict | None:
        return next((b for b in self.bookings if b["booking"] == bid), None)

    def _save(self, req: Request) -> Response:
        p = self.data.place(req.field("place"))
        if p is None:
            return bad_request(f"no place {req.field('place')!r}")
        on, name = p.id not in self.saved, req.field("list", LISTS[0])
        if on and name not in LISTS:
            return bad_request(f"no list {name!r}; one of {', '.join(LISTS)}")
        (self.saved.append if on else self.saved.remove)(p.id)
        if on:
            self.log.add(APP, "save", place=p.id, name=p.name, list=name)
        else:
            self.log.add(APP, "unsave", place=p.id, name=p.name)
        return redirect(f"/places/p/{p.id}")

    def _when(self, p: Place, day: str, time_text: str, people: str) -> tuple[str, int] | Response:
        """``(HH:MM, people)`` for a booking at ``p``, or a 400 naming what is wrong."""
        try:
            hh, mm = (int(x) for x in time_text.split(":"))
            minute = hh * 60 + mm
            assert 0 <= hh < 24 and 0 <= mm < 60
        except (ValueError, AssertionError):
            minute = None
        if day not in DAYS or minute is None or not people.isdigit() or not 1 <= int(people) <= 12:
            return bad_request(f"a booking needs a place, a day Mon-Sun, a time HH:MM and 1-12 people "
                               f"(got day={day!r} time={time_text!r} people={people!r})")
        span = p.hours[DAYS.index(day)]
        if span is None or not span[0] <= minute < span[1]:
            return bad_request(f"{p.name} is not open on {day} at {time_text} ({hours_text(span)})")
        return f"{hh:02d}:{mm:02d}", int(people)

    def _reschedule(self, req: Request) -> Response:
        b = self._booking(req.field("booking"))
        if b is None:
            return bad_request(f"no booking {req.field('booking')!r}")
        got = self._when(self.data.place(b["place"]), b["day"], req.field("time", b["time"]),
                         req.field("people", str(b["people"])))
        if isinstance(got, Response):
            return got
        b["time"], b["people"] = got
        self.log.add(APP, "reschedule", **b)
        return redirect("/places/bookings")

    def _cancel(self, req: Request) -> Response:
        b, reason = self._booking(req.field("booking")), req.field("reason", CANCEL_REASONS[0])
        if b is None or reason not in CANCEL_REASONS:
            return bad_request(f"a cancellation needs a booking and a reason ({', '.join(CANCEL_REASONS)})")
        self.bookings.remove(b)
        self.log.add(APP, "cancel", booking=b["booking"], place=b["place"], name=b["name"], reason=reason)
        return redirect("/places/bookings")

    def _review(self, req: Request) -> Response:
        p, stars, text = self.data.place(req.field("place")), req.field("stars", "5"), req.field("text").strip()
        if p is None or stars not in ("1", "2", "3", "4", "5") or not text or len(text) > 500:
            return bad_request("a review needs a place, 1-5 stars and 1-500 characters of text")
        self.log.add(APP, "review", place=p.id, name=p.name, stars=int(stars), text=text)
        return redirect(f"/places/p/{p.id}")

    def _directions(self, req: Request) -> Response:
        p, mode, start = self.data.place(req.field("place")), req.field("mode", MODES[0]), req.field("start", STARTS[0])
        if p is None or mode not in MODES or start not in STARTS:
            return bad_request(f"directions need a place, a mode ({', '.join(MODES)}) and a start ({', '.join(STARTS)})")
        speed = {"Driving": 400, "Walking": 80, "Transit": 250, "Cycling": 250}[mode]     # metres a minute
        self.routes.append({"place": p.id, "mode": mode, "start": start, "minutes": max(1, p.distance_m // speed)})
        self.log.add(APP, "directions", place=p.id, name=p.name, mode=mode, start=start)
        return redirect(f"/places/p/{p.id}/directions")

    def _book(self, req: Request) -> Response:
        p = self.data.place(req.field("place"))
        if p is None:
            return bad_request(f"a booking needs a place (got {req.field('place')!r})")
        got = self._when(p, req.field("day"), req.field("time"), req.field("people", "2"))
        if isinstance(got, Response):
            return got
        booking = {"booking": f"b{self._next}", "place": p.id, "name": p.name, "day": req.field("day"),
                   "time": got[0], "people": got[1]}
        self._next += 1
        self.bookings.append(booking)
        self.log.add(APP, "book", **booking)
        return redirect(f"/places/p/{p.id}")
