"""Seeding the productivity apps (Simple Calendar Pro, Tasks, Broccoli, Joplin, OpenTracks)
for the HGB and BC tasks over them: plain-dict rows from a task's params into each app's
store through ``apps/`` helpers, plus the name pools and date helpers those tasks draw
from. No randomness here: tasks draw from their instance's ``rng`` and pass values in.

Dates are in 2023 on the suite's device (UTC; today is Sunday 2023-10-15, AndroidWorld's
``DT``). Day numbers are October days unless a month is given.
"""

from __future__ import annotations

import datetime
import hashlib
from typing import Any

from apps import broccoli, joplin, opentracks, simple_calendar, tasks_org

UTC = datetime.timezone.utc
HOUR = 3600
LOCATIONS = ("City Library", "Harbor Cafe", "Riverside Park", "Town Hall", "Studio Five", "Greenway Gym",
             "Oak Street Clinic", "Maple Hall")
EVENT_TITLES = ("Team sync", "Book club", "Yoga class", "Budget review", "Coffee chat", "Design critique",
                "Volunteer shift", "Piano lesson", "Project kickoff", "Study group", "Board meeting",
                "Guitar practice", "Pottery class", "Lunch and learn")
CITIES = ("Lisbon", "Kyoto", "Reykjavik", "Hanoi", "Vancouver", "Tallinn", "Seville", "Porto")
TASK_TITLES = ("Renew passport", "Call the plumber", "Pay the electricity bill", "Book flights", "Return library books",
               "Order printer ink", "Update resume", "Buy a birthday gift", "Schedule a haircut", "Water the plants",
               "Clean the gutters", "Send the invoice", "Back up the laptop", "Pick up dry cleaning",
               "Cancel the gym trial", "File the receipts", "Fix the bike tyre", "Plan the team lunch")
PRIORITY = {"high": 0, "medium": 1, "low": 2, "none": 3}


def ts(day: int, hour: float = 9.0, month: int = 10) -> int:
    """Seconds since the epoch at ``hour`` (UTC) on 2023-``month``-``day``."""
    base = datetime.datetime(2023, month, day, tzinfo=UTC)
    return int(base.timestamp()) + int(hour * HOUR)


def day_text(day: int, month: int = 10) -> str:
    """``"October 16"``."""
    return datetime.date(2023, month, day).strftime("%B %-d")


def day_zh(day: int, month: int = 10) -> str:
    """``"10月16日"``."""
    return f"{month}月{day}日"


def uuid16(*parts: Any) -> bytes:
    """A stable 16-byte id from ``parts`` (tracks' unique ``uuid``)."""
    return hashlib.sha256(repr(parts).encode()).digest()[:16]


def seed_events(device, events: list[dict]) -> None:
    """Replace every Simple Calendar Pro event with ``events`` (dicts with ``title``,
    ``start`` and ``end`` in epoch seconds, optional ``location``, ``description``)."""
    simple_calendar.replace_events(device, [simple_calendar.CalendarEvent(
        start_ts=e["start"], end_ts=e["end"], title=e["title"], location=e.get("location", ""),
        description=e.get("description", ""), last_updated=e["start"] * 1000) for e in events])


def seed_tasks(device, tasks: list[dict]) -> None:
    """Replace every task in Tasks with ``tasks`` (dicts with ``title``, ``priority`` a key
    of ``PRIORITY``, ``due`` in epoch seconds or 0, optional ``notes``, optional
    ``completed`` True for a task already done, which the app's list hides)."""
    created = ts(1) * 1000
    tasks_org.replace_tasks(device, [tasks_org.Task(
        title=t["title"], importance=PRIORITY[t["priority"]], dueDate=t["due"] * 1000 if t["due"] else 0,
        created=created + i, modified=created + i, notes=t.get("notes"),
        completed=created + i if t.get("completed") else 0) for i, t in enumerate(tasks)])


def seed_recipes(device, recipes: list[dict]) -> None:
    """Replace every Broccoli recipe with ``recipes`` (dicts with ``title``,
    ``description``, ``servings``, ``minutes`` (shown as "N min"), ``ingredients`` and
    ``directions`` lists, ``categories`` names)."""
    broccoli.replace_recipes(device, [broccoli.Recipe(
        title=r["title"], description=r.get("description", ""), servings=str(r.get("servings", 4)),
        preparationTime=r.get("time_text") or f"{r['minutes']} min", ingredients="\n".join(r["ingredients"]),
        directions="\n".join(r.get("directions", ()))) for r in recipes],
        {i: r["categories"] for i, r in enumerate(recipes) if r.get("categories")})


def seed_tracks(device, tracks: list[dict]) -> None:
    """Replace every OpenTracks track with ``tracks`` (dicts with ``name``, ``activity``,
    ``start`` epoch seconds, ``metres``, ``seconds`` (total time), ``gain`` metres)."""
    rows = []
    for t in tracks:
        speed = t["metres"] / t["seconds"]
        rows.append(opentracks.Track(
            name=t["name"], uuid=uuid16(t["name"], t["start"]), activity_type=t["activity"], category=t["activity"],
            starttime=t["start"] * 1000, stoptime=(t["start"] + t["seconds"]) * 1000,
            totaldistance=float(t["metres"]), totaltime=t["seconds"] * 1000, movingtime=t["seconds"] * 1000,
            avgspeed=speed, avgmovingspeed=speed, maxspeed=speed * 1.4, minelevation=20.0,
            maxelevation=20.0 + t["gain"], elevationgain=float(t["gain"]), elevationloss=float(t["gain"])))
    opentracks.replace_tracks(device, rows)


def seed_notes(device, notebooks: list[str], notes: list[dict]) -> None:
    """Replace every Joplin notebook and note: ``notebooks`` titles, ``notes`` dicts with
    ``notebook`` (a title), ``title``, ``body``, ``updated`` (epoch seconds)."""
    ids = {name: hashlib.md5(name.encode()).hexdigest() for name in notebooks}
    folders = [joplin.Folder(id=ids[n], title=n, created_time=ts(1) * 1000, updated_time=ts(1) * 1000)
               for n in notebooks]
    joplin.replace_all(device, folders, [joplin.Note(
        id=hashlib.md5(f"{n['notebook']}/{n['title']}".encode()).hexdigest(), parent_id=ids[n["notebook"]],
        title=n["title"], body=n["body"], created_time=n["updated"] * 1000, updated_time=n["updated"] * 1000,
        user_created_time=n["updated"] * 1000, user_updated_time=n["updated"] * 1000) for n in notes])


DISHES = ("Lentil soup", "Mushroom risotto", "Chickpea curry", "Banana bread", "Shakshuka", "Pesto pasta",
          "Vegetable lasagna", "Miso ramen", "Falafel wraps", "Apple crumble", "Tomato tart", "Pumpkin gnocchi",
          "Black bean tacos", "Spinach frittata", "Lemon cheesecake", "Ratatouille", "Pad see ew", "Corn chowder")
INGREDIENTS = ("onion", "garlic", "olive oil", "tomatoes", "rice", "flour", "eggs", "butter", "milk", "paprika",
               "cumin", "carrots", "celery", "vegetable stock", "lemon", "parsley", "chickpeas", "ginger",
               "soy sauce", "bell pepper", "potatoes", "cheese", "spinach", "basil", "coriander", "sugar",
               "mushrooms", "cream", "black beans", "zucchini", "honey", "yogurt")
CATEGORIES = ("Vegetarian", "Dessert", "Breakfast", "Soup", "Weeknight", "Party")
DIRECTIONS = (("Prepare the ingredients.", "Cook everything together.", "Season and serve."),
              ("Preheat the oven.", "Mix and bake until golden."),
              ("Chop the vegetables.", "Simmer for a while.", "Serve warm."))


def time_text(minutes: int) -> str:
    """A preparation time as a Broccoli user types it: ``"45 min"``, ``"1 h 10 min"``."""
    h, m = divmod(minutes, 60)
    return f"{m} min" if not h else f"{h} h" if not m else f"{h} h {m} min"


TRACK_NAMES = ("Morning run", "Lakeside loop", "Hill repeats", "Commute home", "Forest trail", "Sunday long ride",
               "Harbour walk", "Ridge hike", "River path", "Park intervals", "Coastal ride", "Canal jog",
               "Summit push", "Evening spin", "Meadow stroll", "Bridge circuit")
ACTIVITIES = ("running", "cycling", "hiking", "walking")


NOTEBOOKS = ("Work", "Home", "Travel", "Reading", "Projects")
NOTE_TITLES = ("Weekly plan", "Meeting notes", "Ideas", "Shopping list", "Reading list", "Packing list", "Call log",
               "Renovation", "Garden", "Budget draft", "Gift ideas", "Recipes to try", "Conference", "Car service",
               "Birthday party", "Moving checklist")
NOTE_TERMS = ("passport", "invoice", "dentist", "saffron", "lighthouse", "mortgage", "tuxedo", "cello",
              "hammock", "telescope", "kayak", "espresso")
NOTE_LINES = ("Check the calendar before Friday.", "Ask Sam about the schedule.", "Remember to charge the camera.",
              "Compare two options first.", "Keep the receipt.", "Follow up next week.", "Print two copies.",
              "Bring a notebook and a pen.", "Book it early this time.")
PEOPLE = ("Maya Patel", "Liam Ortiz", "Rosa Diaz", "Hugo Castillo", "Lena Fischer", "Ravi Tanaka", "Dana Whitaker",
          "Marco Rossi", "Helen Dubois", "Diego Ferreira", "Ruth Keller", "Henry Walsh", "Mina Okafor",
          "Lucas Novak", "Daria Kowalski", "Ryan Moreau")
MEETINGS = ("Coffee with", "Lunch with", "Call with", "Dinner with", "Walk with")


def scrolls_to_row(index: int, row_dp: int, density: int = 420, height_px: int = 2400, below_dp: int = 0,
                   toolbar_dp: int = 64) -> int:
    """Scroll actions (as ``list_scrolls`` counts them) until the 0-based row ``index`` of a
    ``records.list_page`` list is wholly in view, from the top; 0 when it is on the first
    screen. The list must be long enough to show it (``list_scrolls`` stops at the end).
    ``toolbar_dp`` is the bar above the list, ``below_dp`` a bar under it (Tasks: 56 and 56)."""
    dp = lambda v: int(round(v * density / 160))    # noqa: E731 (layout.Metrics.dp)
    box = height_px - dp(24) - dp(toolbar_dp) - dp(below_dp)
    row = dp(row_dp)
    in_view = box // row
    per = round((box // 3) / row)
    return 0 if index < in_view else -(-(index + 1 - in_view) // per)


def vlist_scrolls_to(heights_dp: list[int], index: int | None, density: int = 420, height_px: int = 2400) -> int:
    """Scroll actions from the top of a ``records.list_page`` list of items ``heights_dp``
    tall (rows and section headers) until item ``index`` is wholly in view, or with
    ``index=None`` until the list's end has been seen (the last scroll changes nothing).

    Mirrors ``widgets.vlist`` (the window starts at an item index, stops when the last
    item is in view) and the env's scroll (a swipe a third of the list's height moving
    ``round(swipe / mean item height)`` items), as ``list_scrolls`` does for equal rows.
    """
    dp = lambda v: int(round(v * density / 160))    # noqa: E731 (layout.Metrics.dp)
    box = height_px - dp(24) - dp(64)               # status bar and toolbar
    hs = [dp(h) for h in heights_dp]
    last_first, used = len(hs), 0
    while last_first > 0 and used + hs[last_first - 1] <= box:
        last_first -= 1
        used += hs[last_first]
    per = round((box // 3) / max(1, sum(hs) // max(1, len(hs))))

    def shown(first: int) -> range:
        end, y = first, 0
        while end < len(hs) and y + hs[end] <= box:
            y += hs[end]
            end += 1
        return range(first, end)

    k = 0
    while True:
        first = min(k * per, last_first)
        if index is not None and index in shown(first):
            return k
        if index is None and first == last_first:
            return k + (1 if last_first > 0 else 0)
        k += 1


def list_scrolls(n_rows: int, row_dp: int, density: int = 420, height_px: int = 2400, below_dp: int = 0) -> int:
    """Scroll actions a reader makes to see every row of a ``records.list_page`` list of
    ``n_rows`` rows ``row_dp`` tall on the default phone (Pixel 6: 1080x2400 px, 420 dpi),
    with ``below_dp`` kept free under the list (OpenTracks' padding for its bottom app bar),
    and find its end (the last scroll changes nothing); 0 when the list fits.

    Mirrors ``widgets.vlist`` (the first row index moves; the window stops when the last
    row is in view) and the env's scroll (a swipe a third of the list's height, moving
    ``round(swipe / row height)`` rows).
    """
    dp = lambda v: int(round(v * density / 160))    # noqa: E731 (layout.Metrics.dp)
    box = height_px - dp(24) - dp(64) - dp(below_dp)   # status bar, toolbar and a bar under the list
    row = dp(row_dp)
    in_view = box // row
    if n_rows <= in_view:
        return 0
    per = round((box // 3) / row)
    return -(-(n_rows - in_view) // per) + 1
