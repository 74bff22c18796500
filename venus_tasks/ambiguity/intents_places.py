"""Intents over the places directory web app (information retrieval; ``webapps/places.py``),
each over one of the ``RECENT`` nearest places (the top of the list, sorted by distance):

* ``PlacesSaveToList``: a place saved (anchor) into a list (explicit; the form checks
  Favourites). Confusable with ``PlacesBookTable`` (Save vs Book on the place's page): a
  booking there where saving was wanted fails the anchor and is its near miss.
* ``PlacesReviewPlace``: a place reviewed with stars (explicit; 5 checked) and a text
  (explicit; no default). Value-laden.
* ``PlacesDirections``: directions to a place requested (anchor) by a mode (explicit;
  Driving checked) from a start (explicit; Current location checked).
* ``PlacesCancelBooking`` / ``PlacesRescheduleBooking``: the confusable pair Cancel vs
  Reschedule over the booking ``setup`` makes today (``b1``, at a time and for a number of
  people): cancel it giving a reason (default "Plans changed") / move it to another time
  and number of people (the form checks the booked ones). Each anchor fails when the other
  was done; its "anchor at the default" near miss is the other.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from venus_tasks.ambiguity import web_kit
from venus_tasks.ambiguity.spec import IntentSpec, Probe, Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.ambiguity.web_kit import PLACE_TOPICS, VISITS, close
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.webapps import places

RECENT = 4
REVIEWS = ("Friendly staff and quick service", "A bit noisy at lunchtime", "Great value, will come back",
           "Clean, calm and easy to find", "The coffee is excellent")
SETUP = web_kit.server("/places/")


def _draw(rng: random.Random, fits=lambda pl: True) -> dict[str, Any]:
    seed = rng.randrange(10 ** 6)
    near = sorted((pl for pl in places.generate(seed).places if fits(pl)), key=lambda pl: pl.distance_m)[:RECENT]
    pl = rng.choice(near)
    return {"web_seed": seed, "place": pl.id, "name": pl.name}


def _place_req(p: Mapping[str, Any]) -> Requirement:
    return Requirement("place", Kind.ANCHOR, p["name"], ("place", "地点"), phrase=f'"{p["name"]}"',
                       phrase_zh=f"“{p['name']}”")


def _events(probe: Probe, kind: str) -> list[dict]:
    return [e.data for e in web_kit.events(probe) if e.app == "places" and e.kind == kind]


def _other_place(env, p: Mapping[str, Any]) -> str:
    return next(pl.id for pl in web_kit.apps(env).places.data.places if pl.id != p["place"])


def _post(env, route: str, **form) -> None:
    web_kit.post(env, f"/places/{route}", form)


def _post_for(env, p: Mapping[str, Any], ids, route: str, **fields: tuple[str, Any]) -> None:
    """An ``apply``: post ``route`` for the place (another one, without the anchor) with each
    field ``name=(requirement id, the form's default)`` at the intent's value when its id is
    in ``ids``, else at the default; nothing when ``ids`` is empty."""
    if ids:
        _post(env, route, place=p["place"] if "place" in ids else _other_place(env, p),
              **{k: p[rid] if rid in ids else default for k, (rid, default) in fields.items()})


def _tags(*more: str) -> tuple[str, ...]:
    return ("web", "app:places", "domain:information") + more


# ------------------------------------------------------------------ save into a list
def _saved(probe: Probe, p: Mapping[str, Any]) -> bool:
    return web_kit.toggled(web_kit.events(probe), "places", "save", "unsave", "place", p["place"])


def _booked(probe: Probe, p: Mapping[str, Any]) -> bool:
    return any(e["place"] == p["place"] for e in _events(probe, "book"))


def _open_at_six(pl: places.Place) -> bool:
    return all(span is not None and span[0] <= 18 * 60 < span[1] for span in pl.hours)


def _save_apply(env, p: Mapping[str, Any], ids) -> None:
    if "place" in ids:
        _post(env, "save", place=p["place"], list=p["list"] if "list" in ids else places.LISTS[0])
    elif ids:            # the confusable other one: a booking there, the form's defaults (today 18:00, 2)
        _post(env, "book", place=p["place"], day=places.DAYS[web_kit.apps(env).now().weekday()], time="18:00",
              people=2)


SAVE_LIST = IntentSpec(
    name="PlacesSaveToList", app_names=("chrome",),
    draw=lambda rng: dict(_draw(rng, _open_at_six), list=rng.choice(places.LISTS[1:])),
    intent=lambda p: Intent((_place_req(p), Requirement(
        "list", Kind.EXPLICIT, p["list"], ("list", "which list", "列表"),
        phrase=f' to my "{p["list"]}" list', phrase_zh=f"，存到“{p['list']}”列表")), topics=PLACE_TOPICS),
    checks={"place": lambda probe, p: _saved(probe, p) and not _booked(probe, p),
            "list": lambda probe, p: _saved(probe, p) and [e["list"] for e in _events(probe, "save")
                                                            if e["place"] == p["place"]][-1] == p["list"]},
    defaults={"list": places.LISTS[0]},
    apply=_save_apply,
    setup=SETUP, cleanup=close,
    hypernym="a place nearby", hypernym_zh="附近的一个地方", incomplete_masks=("list",),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["name"]), Step("tap", p["list"]), Step("tap", "Save")),
    template="In the places directory in Chrome, save {place}{list}.",
    template_zh="在 Chrome 的附近地点目录里，收藏{place}{list}。",
    template_paraphrase="Using the places directory open in Chrome, keep {place} in my saved places{list}.",
    may_change=VISITS, complexity=1.6, tags=_tags("confusable:PlacesBookTable"))


# ------------------------------------------------------------------ review
def _stars(n: int) -> str:
    return f"{n} star" if n == 1 else f"{n} stars"


def _reviewed(field: str | None):
    return lambda probe, p: any(e["place"] == p["place"] and (field is None or e[field] == p[field])
                                for e in _events(probe, "review"))


REVIEW = IntentSpec(
    name="PlacesReviewPlace", app_names=("chrome",),
    draw=lambda rng: dict(_draw(rng), stars=rng.randint(1, 4), text=rng.choice(REVIEWS)),
    intent=lambda p: Intent((
        _place_req(p),
        Requirement("stars", Kind.EXPLICIT, _stars(p["stars"]), ("rating", "how many stars", "评分"),
                    value_zh=f"{p['stars']} 星", phrase=f" with {_stars(p['stars'])}", phrase_zh=f"，打 {p['stars']} 星"),
        Requirement("text", Kind.EXPLICIT, p["text"], ("review text", "what the review says", "评价内容"),
                    phrase=f', saying "{p["text"]}"', phrase_zh=f"，写“{p['text']}”")), topics=PLACE_TOPICS),
    checks={"place": _reviewed(None), "stars": _reviewed("stars"), "text": _reviewed("text")},
    defaults={"stars": "5 stars"}, no_default=("text",),
    apply=lambda env, p, ids: _post_for(env, p, ids, "review", stars=("stars", 5), text=("text", "Good.")),
    setup=SETUP, cleanup=close,
    hypernym="a place I went to", hypernym_zh="我去过的一个地方", incomplete_masks=("stars", "text"),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["name"]), Step("tap", "Write a review"),
                       Step("tap", _stars(p["stars"])), Step("type", "Your review", text=p["text"])),
    template="In the places directory in Chrome, review {place}{stars}{text}.",
    template_zh="在 Chrome 的附近地点目录里，评价{place}{stars}{text}。",
    template_paraphrase="Leave a review of {place} in the places directory open in Chrome{stars}{text}.",
    may_change=VISITS, complexity=2.0, tags=_tags("value_laden"))


# ------------------------------------------------------------------ directions
def _routed(field: str | None):
    return lambda probe, p: any(e["place"] == p["place"] and (field is None or e[field] == p[field])
                                for e in _events(probe, "directions"))


DIRECTIONS = IntentSpec(
    name="PlacesDirections", app_names=("chrome",),
    draw=lambda rng: dict(_draw(rng), mode=rng.choice(places.MODES[1:]), start=rng.choice(places.STARTS[1:])),
    intent=lambda p: Intent((
        _place_req(p),
        Requirement("mode", Kind.EXPLICIT, p["mode"], ("how to get there", "travel mode", "出行方式"),
                    phrase=f" by {p['mode'].lower()}", phrase_zh=f"，出行方式“{p['mode']}”"),
        Requirement("start", Kind.EXPLICIT, p["start"], ("starting point", "where from", "出发地"),
                    phrase=f" from {p['start']}", phrase_zh=f"，从“{p['start']}”出发")), topics=PLACE_TOPICS),
    checks={"place": _routed(None), "mode": _routed("mode"), "start": _routed("start")},
    defaults={"mode": places.MODES[0], "start": places.STARTS[0]},
    apply=lambda env, p, ids: _post_for(env, p, ids, "directions", mode=("mode", places.MODES[0]),
                                        start=("start", places.STARTS[0])),
    setup=SETUP, cleanup=close,
    hypernym="a place nearby", hypernym_zh="附近的一个地方", incomplete_masks=("mode", "start"),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["name"]), Step("tap", "Directions"),
                       Step("tap", p["mode"]), Step("tap", p["start"]), Step("tap", "Get directions")),
    template="In the places directory in Chrome, get directions to {place}{mode}{start}.",
    template_zh="在 Chrome 的附近地点目录里，查询去{place}的路线{mode}{start}。",
    template_paraphrase="Using the places directory open in Chrome, find the route to {place}{mode}{start}.",
    may_change=VISITS, complexity=2.0, tags=_tags())


# ------------------------------------------------------------------ Cancel vs Reschedule
def _booking_draw(rng: random.Random) -> dict[str, Any]:
    def times(pl: places.Place) -> list[str]:
        return [t for t in places.BOOK_TIMES if all(span is not None and span[0] <= int(t[:2]) * 60 < span[1]
                                                    for span in pl.hours)]
    p = _draw(rng, lambda pl: len(times(pl)) >= 2)
    pl = places.generate(p["web_seed"]).place(p["place"])
    time0, new_time = rng.sample(times(pl), 2)
    people0, new_people = rng.sample(range(1, 7), 2)
    return dict(p, booking="b1", time0=time0, people0=people0, new_time=new_time, new_people=new_people,
                reason=rng.choice(places.CANCEL_REASONS[1:]))


def _booking_setup(env, p: Mapping[str, Any]) -> None:
    """Serve the directory with the booking made earlier: today, ``time0``, ``people0``."""
    SETUP(env, p)
    day = places.DAYS[web_kit.apps(env).now().weekday()]
    _post(env, "book", place=p["place"], day=day, time=p["time0"], people=p["people0"])


def _booking_req(p: Mapping[str, Any]) -> Requirement:
    return Requirement("booking", Kind.ANCHOR, p["name"], ("booking", "which booking", "预订"),
                       phrase=f'my {p["time0"]} booking at "{p["name"]}"',
                       phrase_zh=f"我在“{p['name']}”{p['time0']} 的预订")


def _cancelled(probe: Probe, p: Mapping[str, Any]) -> list[dict]:
    return [e for e in _events(probe, "cancel") if e["booking"] == p["booking"]]


def _moved(probe: Probe, p: Mapping[str, Any]) -> list[dict]:
    return [e for e in _events(probe, "reschedule") if e["booking"] == p["booking"]]


def _people(n: int) -> str:
    return f"{n} {'person' if n == 1 else 'people'}"


def _to_booking() -> tuple[Step, ...]:
    return (Step("open", "Chrome"), Step("tap", "My bookings"), Step("tap", "Change"))


def _cancel_apply(env, p: Mapping[str, Any], ids) -> None:
    if "booking" in ids:
        _post(env, "cancel", booking=p["booking"], reason=p["reason"] if "reason" in ids else places.CANCEL_REASONS[0])
    elif ids:
        _post(env, "reschedule", booking=p["booking"], time=p["new_time"], people=p["new_people"])   # the other one


CANCEL = IntentSpec(
    name="PlacesCancelBooking", app_names=("chrome",), draw=_booking_draw,
    intent=lambda p: Intent((_booking_req(p), Requirement(
        "reason", Kind.EXPLICIT, p["reason"], ("reason", "why", "原因"),
        phrase=f', giving the reason "{p["reason"]}"', phrase_zh=f"，原因选“{p['reason']}”")), topics=PLACE_TOPICS),
    checks={"booking": lambda probe, p: bool(_cancelled(probe, p)) and not _moved(probe, p),
            "reason": lambda probe, p: any(e["reason"] == p["reason"] for e in _cancelled(probe, p))},
    defaults={"reason": places.CANCEL_REASONS[0]},
    apply=_cancel_apply, setup=_booking_setup, cleanup=close,
    hypernym="one of my bookings", hypernym_zh="我的一个预订", incomplete_masks=("reason",),
    ui_path=lambda p: _to_booking() + (Step("tap", p["reason"]), Step("tap", "Cancel booking")),
    template="In the places directory in Chrome, cancel {booking}{reason}.",
    template_zh="在 Chrome 的附近地点目录里，取消{booking}{reason}。",
    template_paraphrase="Using the places directory open in Chrome, call off {booking}{reason}.",
    may_change=VISITS, complexity=2.0, tags=_tags("confusable:PlacesRescheduleBooking"))


def _moved_to(field: str, key: str):
    def check(probe: Probe, p: Mapping[str, Any]) -> bool:
        moved = _moved(probe, p)
        return bool(moved) and not _cancelled(probe, p) and moved[-1][field] == p[key]
    return check


def _reschedule_apply(env, p: Mapping[str, Any], ids) -> None:
    if "booking" in ids:
        _post(env, "reschedule", booking=p["booking"], time=p["new_time"] if "time" in ids else p["time0"],
              people=p["new_people"] if "people" in ids else p["people0"])
    elif ids:
        _post(env, "cancel", booking=p["booking"], reason=places.CANCEL_REASONS[0])     # the confusable other one


RESCHEDULE = IntentSpec(
    name="PlacesRescheduleBooking", app_names=("chrome",), draw=_booking_draw,
    intent=lambda p: Intent((
        _booking_req(p),
        Requirement("time", Kind.EXPLICIT, p["new_time"], ("new time", "time", "新时间"),
                    phrase=f" to {p['new_time']}", phrase_zh=f"，改到 {p['new_time']}"),
        Requirement("people", Kind.EXPLICIT, _people(p["new_people"]), ("number of people", "how many people", "人数"),
                    value_zh=f"{p['new_people']} 人", phrase=f" for {_people(p['new_people'])}",
                    phrase_zh=f"，{p['new_people']} 人")), topics=PLACE_TOPICS),
    checks={"booking": lambda probe, p: bool(_moved(probe, p)) and not _cancelled(probe, p),
            "time": _moved_to("time", "new_time"), "people": _moved_to("people", "new_people")},
    defaults={"time": "the booked time", "people": "the booked number of people"},
    apply=_reschedule_apply, setup=_booking_setup, cleanup=close,
    hypernym="one of my bookings", hypernym_zh="我的一个预订", incomplete_masks=("time", "people"),
    ui_path=lambda p: _to_booking() + (Step("tap", p["new_time"]), Step("tap", _people(p["new_people"])),
                                       Step("tap", "Reschedule")),
    template="In the places directory in Chrome, move {booking}{time}{people}.",
    template_zh="在 Chrome 的附近地点目录里，把{booking}改期{time}{people}。",
    template_paraphrase="Using the places directory open in Chrome, reschedule {booking}{time}{people}.",
    may_change=VISITS, complexity=2.4, tags=_tags("confusable:PlacesCancelBooking"))


SPECS = (SAVE_LIST, REVIEW, DIRECTIONS, CANCEL, RESCHEDULE)
for _spec in SPECS:
    register(_spec)
