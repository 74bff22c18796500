"""The local-services directory through the apps' routing: ratings, prices, distances,
opening hours and open-now at the harness's clock, saving and booking (events)."""

from __future__ import annotations

import datetime

from venus_tasks.webapps import places
from venus_tasks.webapps.server import WebApps, seeded_now

WED_0930 = datetime.datetime(2026, 6, 3, 9, 30)


def _shown(apps, body: str) -> list[str]:
    ids = [p.id for p in apps.places.data.places if f'href="/places/p/{p.id}"' in body]
    return sorted(ids, key=lambda i: body.index(f'/places/p/{i}"'))


def test_places_come_from_the_seed_and_now_too():
    a, b = places.generate(4), places.generate(4)
    assert a == b and a != places.generate(5)
    assert len(a.places) == 18 and {p.category for p in a.places} == set(places.CATEGORIES)
    assert len({p.distance_m for p in a.places}) == 18 and len({p.name for p in a.places}) == 18
    assert seeded_now(4) == seeded_now(4) and 7 <= seeded_now(4).hour <= 22


def test_open_now_counts_hours_past_midnight_and_closed_days():
    p = places.Place("x", "Night Owl", "Cafe", 4.0, 1, 1, 100, "1 Oak Street",
                     ((600, 1500),) + (None,) * 5 + ((600, 1200),))
    assert p.open_at(datetime.datetime(2026, 6, 1, 10, 0))            # Mon 10:00
    assert p.open_at(datetime.datetime(2026, 6, 2, 0, 30))            # Tue 00:30, Monday's hours
    assert not p.open_at(datetime.datetime(2026, 6, 2, 1, 0))         # Monday's close is 01:00
    assert not p.open_at(datetime.datetime(2026, 6, 3, 12, 0))        # Wednesday: closed
    assert not p.open_at(datetime.datetime(2026, 6, 1, 9, 59))
    assert places.hours_text((600, 1500)) == "10:00-01:00" and places.hours_text(None) == "Closed"


def test_the_list_filters_open_now_and_sorts_at_the_harness_clock():
    apps = WebApps(6, now=lambda: WED_0930)
    all_places = apps.places.data.places
    body = apps.request("GET", "/places/?open_now=1").body.decode()
    want = sorted((p for p in all_places if p.open_at(WED_0930)), key=lambda p: p.distance_m)
    assert _shown(apps, body) == [p.id for p in want] and 0 < len(want) < len(all_places)
    assert "Now: Wed 09:30" in body
    body = apps.request("GET", "/places/?sort=rating&category=Cafe").body.decode()
    cafes = sorted((p for p in all_places if p.category == "Cafe"), key=lambda p: (-p.rating, p.distance_m))
    assert _shown(apps, body) == [p.id for p in cafes]
    top = cafes[0]
    assert f"{top.rating} stars ({top.reviews}) · {'$' * top.price_level} · {places.distance_text(top.distance_m)}" in body
    assert places.distance_text(850) == "850 m" and places.distance_text(1234) == "1.2 km"


def test_save_and_book_are_recorded_and_a_booking_outside_the_hours_is_refused():
    apps = WebApps(6, now=lambda: WED_0930)
    p = next(p for p in apps.places.data.places if p.hours[2] is not None)
    assert apps.request("POST", "/places/save", {"place": p.id}).location == f"/places/p/{p.id}"
    assert p.name in apps.request("GET", "/places/saved").body.decode()
    open_min = p.hours[2][0]
    ok = {"place": p.id, "day": "Wed", "time": f"{open_min // 60:02d}:{open_min % 60:02d}", "people": "4"}
    assert apps.request("POST", "/places/book", ok).status == 303
    before = f"{open_min // 60 - 1:02d}:00"
    resp = apps.request("POST", "/places/book", {**ok, "time": before})
    assert resp.status == 400 and f"{p.name} is not open on Wed at {before}" in resp.body.decode()
    assert apps.request("POST", "/places/book", {**ok, "time": "25:00"}).status == 400
    assert [(e.kind, e.data) for e in apps.events.all()] == [
        ("save", {"place": p.id, "name": p.name, "list": "Favourites"}),
        ("book", {"booking": "b1", "place": p.id, "name": p.name, "day": "Wed", "time": ok["time"], "people": 4})]
    assert "Booked: Wed" in apps.request("GET", f"/places/p/{p.id}").body.decode()


def test_lists_bookings_rescheduled_or_cancelled_reviews_and_directions():
    apps = WebApps(3)
    p = next(p for p in apps.places.data.places if all(h and h[0] <= 12 * 60 and h[1] >= 20 * 60 for h in p.hours))
    assert 'name="list" value="Favourites" checked' in apps.request("GET", f"/places/p/{p.id}").body.decode()
    assert apps.request("POST", "/places/save", {"place": p.id, "list": "Someday"}).status == 400
    apps.request("POST", "/places/save", {"place": p.id, "list": "Date night"})
    apps.request("POST", "/places/book", {"place": p.id, "day": "Tue", "time": "13:00", "people": "2"})
    assert 'href="/places/booking/b1">Change' in apps.request("GET", "/places/bookings").body.decode()
    page = apps.request("GET", "/places/booking/b1").body.decode()
    assert 'name="time" value="13:00" checked' in page and 'name="people" value="2" checked' in page
    assert 'name="reason" value="Plans changed" checked' in page
    assert apps.request("POST", "/places/reschedule", {"booking": "b1", "time": "03:00"}).status == 400
    apps.request("POST", "/places/reschedule", {"booking": "b1", "time": "19:00", "people": "5"})
    assert "Tue 19:00 · 5 people" in apps.request("GET", "/places/bookings").body.decode()
    apps.request("POST", "/places/cancel", {"booking": "b1", "reason": "Running late"})
    assert "No bookings." in apps.request("GET", "/places/bookings").body.decode()
    assert apps.request("POST", "/places/cancel", {"booking": "b1"}).status == 400
    assert 'value="5" checked' in apps.request("GET", f"/places/p/{p.id}/review").body.decode()
    apps.request("POST", "/places/review", {"place": p.id, "stars": "3", "text": "Slow service"})
    assert 'value="Driving" checked' in apps.request("GET", f"/places/p/{p.id}/directions").body.decode()
    apps.request("POST", "/places/directions", {"place": p.id, "mode": "Walking", "start": "Work"})
    assert "Walking from Work: about" in apps.request("GET", f"/places/p/{p.id}/directions").body.decode()
    assert [(e.kind, {k: v for k, v in e.data.items() if k not in ("place", "name")}) for e in apps.events.all()] == [
        ("save", {"list": "Date night"}), ("book", {"booking": "b1", "day": "Tue", "time": "13:00", "people": 2}),
        ("reschedule", {"booking": "b1", "day": "Tue", "time": "19:00", "people": 5}),
        ("cancel", {"booking": "b1", "reason": "Running late"}), ("review", {"stars": 3, "text": "Slow service"}),
        ("directions", {"mode": "Walking", "start": "Work"})]
