"""Simple Calendar Pro on the simulated device: the event list groups events by day with
their times, an event opens its screen (location, description, dates) and BACK returns."""

from __future__ import annotations

from apps import simple_calendar as C
from venus_tasks.sim import appdata
from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap

_COLS = ("start_ts", "end_ts", "title", "location", "description")


def seed(sh, model, events) -> None:
    sh("am start -n " + C.APP.activity)
    con = appdata.load_db(model.vfs.read(C.DB_PATH))
    defaults = {f: getattr(C.CalendarEvent(0, 0, ""), f) for f in C.CalendarEvent.__dataclass_fields__ if f != "id"}
    for e in events:
        row = {**defaults, **dict(zip(_COLS, e))}
        con.execute(f"INSERT INTO events ({', '.join(row)}) VALUES ({', '.join('?' * len(row))})", tuple(row.values()))
    model.vfs.write(C.DB_PATH, appdata.dump_db(con))
    sh("am force-stop " + C.APP.package)
    sh("am start -n " + C.APP.activity)


def test_list_by_day_and_event_screen(sh, model):
    seed(sh, model, [(1697544000, 1697547600, "Book club", "Library", "Bring the novel"),     # Oct 17 12:00
                     (1697446800, 1697450400, "Dentist", "Main St clinic", "Check-up"),     # Oct 16 09:00
                     (1697475600, 1697479200, "Gym", "", "")])                              # Oct 16 17:00
    texts = [e.text for e in elements(sh)]
    assert texts[1:] == ["Monday, October 16, 2023", "Dentist", "9:00 AM - 10:00 AM", "Gym",
                         "5:00 PM - 6:00 PM", "Tuesday, October 17, 2023", "Book club", "12:00 PM - 1:00 PM"]
    assert find(sh, "Library") is None                       # the location only on the event screen
    assert_dump_matches_screenshot(sh, model, "calendar list")
    tap(sh, "Book club")
    assert find(sh, rid="event_location").text == "Library"
    assert find(sh, rid="event_description").text == "Bring the novel"
    assert find(sh, rid="event_start_date").text == "Tue, Oct 17, 2023"
    assert find(sh, rid="event_start_time").text == "12:00 PM"
    assert_dump_matches_screenshot(sh, model, "calendar event")
    assert "EventActivity" in sh("dumpsys window | grep mCurrentFocus")[0]
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, "Book club", rid="event_item_title") is not None and find(sh, rid="event_location") is None


def test_empty_calendar(sh, model):
    sh("am start -n " + C.APP.activity)
    assert find(sh, "No upcoming events found") is not None
