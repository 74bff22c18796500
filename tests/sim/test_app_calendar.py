"""Simple Calendar Pro on the simulated device: the event list groups events by day with
their times; "New Event" then "Event" opens the editor, whose date picker, clock-face time
picker, reminder list (with the one-time disclaimer and the custom interval) and Save
write the row events.db holds; an event opens in the editor, BACK with changes asks
"Save before exit?" (Discard keeps the row, Save writes it), Save with an empty title
stays."""

from __future__ import annotations

import datetime

from apps import simple_calendar as C
from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap
from venus_tasks.sim.apps_ui import calendar_store
from venus_tasks.sim.storage import appdata

_COLS = ("start_ts", "end_ts", "title", "location", "description")
UTC = datetime.timezone.utc


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


def rows(model) -> list[dict]:
    con = appdata.load_db(model.vfs.read(C.DB_PATH))
    cur = con.execute("SELECT * FROM events ORDER BY id")
    names = [d[0] for d in cur.description]
    return [dict(zip(names, r)) for r in cur.fetchall()]


def epoch(y, mo, d, h, mi) -> int:
    return int(datetime.datetime(y, mo, d, h, mi, tzinfo=UTC).timestamp())


def text_of(sh, rid) -> str:
    e = find(sh, rid=rid)
    assert e is not None, (rid, [x.describe() for x in elements(sh)])
    return e.text


def test_list_by_day_and_event_screen(sh, model):
    seed(sh, model, [(1697544000, 1697547600, "Book club", "Library", "Bring the novel"),     # Oct 17 12:00
                     (1697446800, 1697450400, "Dentist", "Main St clinic", "Check-up"),     # Oct 16 09:00
                     (1697475600, 1697479200, "Gym", "", "")])                              # Oct 16 17:00
    found = elements(sh)
    assert [e.content_description for e in found[:3]] == ["Search", "More options", "Change view"]   # MySearchMenu
    assert found[3].text == "Search"
    assert [e.text for e in found][4:-1] == [
        "Monday, October 16, 2023", "Dentist", "09:00 AM - 10:00 AM", "Gym", "05:00 PM - 06:00 PM",
        "Tuesday, October 17, 2023", "Book club", "12:00 PM - 01:00 PM"]              # "hh:mm a", 12-hour device
    assert found[-1].content_description == "New Event"
    assert find(sh, "Library") is None                       # the location only on the event screen
    assert_dump_matches_screenshot(sh, model, "calendar list")
    tap(sh, "Book club")
    assert text_of(sh, "event_location") == "Library" and text_of(sh, "event_description") == "Bring the novel"
    assert text_of(sh, "event_start_date") == "October 17 (Tue)"              # Formatter.getDate
    assert text_of(sh, "event_start_time") == "12:00 PM"                      # "hh:mm a" on a 12-hour device
    assert text_of(sh, "event_reminder_1") == "No reminder" and find(sh, "Edit Event") is not None
    assert_dump_matches_screenshot(sh, model, "calendar event")
    assert "EventActivity" in sh("dumpsys window | grep mCurrentFocus")[0]
    sh("input keyevent KEYCODE_BACK")                        # nothing changed: no question
    assert find(sh, "Book club", rid="event_item_title") is not None and find(sh, rid="event_location") is None


def test_new_event_with_pickers_reminder_and_save(sh, model):
    sh("settings put system time_12_24 24")
    sh("am start -n " + C.APP.activity)
    assert find(sh, "No upcoming events.") is not None and find(sh, "Create a new event") is not None
    tap(sh, "New Event")
    assert find(sh, rid="event_title") is None and find(sh, "Task") is not None   # the extended button first
    tap(sh, "Event")
    assert find(sh, "New Event") is not None and find(sh, "Title").is_focused
    sh("input text Haircut")
    assert (text_of(sh, "event_start_date"), text_of(sh, "event_start_time"), text_of(sh, "event_end_time"),
            text_of(sh, "event_reminder_1")) == ("October 15 (Sun)", "16:00", "16:00", "10 minutes before")
    tap(sh, rid="event_start_date")
    assert find(sh, "15 October 2023").is_checked
    tap(sh, "Next month")
    tap(sh, "05 November 2023")
    assert text_of(sh, "date_picker_header_date") == "Sun, Nov 5"
    assert_dump_matches_screenshot(sh, model, "date picker")
    tap(sh, "OK")
    assert (text_of(sh, "event_start_date"), text_of(sh, "event_end_date")) == ("November 5 (Sun)",) * 2
    tap(sh, rid="event_start_time")
    assert (find(sh, rid="material_hour_tv").text, find(sh, rid="material_hour_tv").content_description) == \
        ("16", "16 hours")
    assert_dump_matches_screenshot(sh, model, "time picker")
    tap(sh, "9 hours")                                       # the face then shows minutes
    assert find(sh, "05 minutes") is not None and find(sh, "9 hours").class_name.endswith("CompoundButton")
    tap(sh, "30 minutes")
    tap(sh, "OK")
    assert (text_of(sh, "event_start_time"), text_of(sh, "event_end_time")) == ("09:30", "09:30")   # duration kept
    tap(sh, rid="event_end_time")
    tap(sh, "11 hours")
    tap(sh, "00 minutes")
    tap(sh, "OK")
    tap(sh, rid="event_reminder_1")
    assert find(sh, "Disclaimer") is not None               # ReminderWarningDialog, once
    tap(sh, "OK")
    assert [e.text for e in elements(sh) if e.resource_id.endswith("dialog_radio_button")] == [
        "No reminder", "At start", "1 minute before", "5 minutes before", "10 minutes before", "30 minutes before",
        "1 hour before", "Custom"]
    tap(sh, "Custom")
    sh("input text 2")
    tap(sh, "days")
    tap(sh, "OK")
    assert text_of(sh, "event_reminder_1") == "2 days before" and text_of(sh, "event_reminder_2") == \
        "Add another reminder"
    tap(sh, "Location")
    sh("input text Studio")
    tap(sh, "Save")
    (row,) = rows(model)
    assert (row["title"], row["location"], row["start_ts"], row["end_ts"], row["reminder_1_minutes"],
            row["reminder_2_minutes"], row["event_type"], row["source"]) == \
        ("Haircut", "Studio", epoch(2023, 11, 5, 9, 30), epoch(2023, 11, 5, 11, 0), 2880, -1, 1, "simple-calendar")
    assert find(sh, "Haircut", rid="event_item_title") is not None and find(sh, "09:30 - 11:00") is not None
    assert calendar_store.warning_shown(model) and calendar_store.last_reminders(model) == [2880, -1, -1]
    tap(sh, "New Event")
    tap(sh, "Event")
    assert text_of(sh, "event_reminder_1") == "2 days before"                 # usePreviousEventReminders
    tap(sh, "Save")                                                            # an empty title: stays
    assert find(sh, "New Event") is not None and len(rows(model)) == 1


def test_back_with_changes_asks_discard_or_save(sh, model):
    seed(sh, model, [(1697446800, 1697450400, "Dentist", "", "")])
    tap(sh, "Dentist")
    tap(sh, "Description")
    sh("input text Bring%scard")
    sh("input keyevent KEYCODE_BACK")                       # the first BACK hides the keyboard
    assert find(sh, "You have unsaved changes. Save before exit?") is None
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, "You have unsaved changes. Save before exit?") is not None
    tap(sh, "Discard")
    assert rows(model)[0]["description"] == "" and find(sh, "Dentist", rid="event_item_title") is not None
    tap(sh, "Dentist")
    tap(sh, rid="event_reminder_1")
    tap(sh, "OK")                                           # the disclaimer on a fresh install
    tap(sh, "30 minutes before")
    tap(sh, "Navigate up")
    tap(sh, "Save")
    (row,) = rows(model)
    assert (row["reminder_1_minutes"], row["start_ts"], row["description"]) == (30, 1697446800, "")
    tap(sh, "Dentist")
    tap(sh, rid="event_start_time")
    tap(sh, rid="material_timepicker_mode_button")          # keyboard input
    assert [e.text for e in elements(sh) if e.class_name == "android.widget.EditText"] == ["09", "00"]
    sh("input text 1015")                                   # the prefilled 09 clears, then on to the minute
    assert [e.text for e in elements(sh) if e.class_name == "android.widget.EditText"] == ["10", "15"]
    for _ in range(2):                                      # keyboard, picker (cancelled)
        sh("input keyevent KEYCODE_BACK")
    assert text_of(sh, "event_start_time") == "09:00 AM"
    tap(sh, rid="event_end_time")
    tap(sh, rid="material_timepicker_mode_button")
    sh("input text 1130")
    tap(sh, "OK")
    assert text_of(sh, "event_end_time") == "11:30 AM"
    sh("input keyevent KEYCODE_BACK")                       # changed: the question; Discard
    tap(sh, "Discard")
    assert find(sh, "Dentist", rid="event_item_title") is not None and rows(model) == [row]


def test_pickers_and_reminders_fit_a_landscape_screen(sh, model):
    """Rotated, the date picker puts its header beside the month, the time picker its face
    beside the chips, and the reminder list scrolls: every element stays on screen and the
    path still works."""
    seed(sh, model, [(1697446800, 1697450400, "Dentist", "", "")])
    sh("settings put system accelerometer_rotation 0; settings put system user_rotation 1")
    tap(sh, "Dentist")
    tap(sh, rid="event_start_date")
    assert_dump_matches_screenshot(sh, model, "date picker, landscape")
    tap(sh, "31 October 2023")
    tap(sh, "OK")
    tap(sh, rid="event_start_time")
    assert_dump_matches_screenshot(sh, model, "time picker, landscape")
    tap(sh, "3 o'clock")
    tap(sh, "PM")
    tap(sh, "45 minutes")
    tap(sh, "OK")
    assert find(sh, rid="event_reminder_1") is None          # below the fold: the form scrolls
    sh("input swipe 1200 1000 1200 300")
    tap(sh, rid="event_reminder_1")
    tap(sh, "OK")
    assert_dump_matches_screenshot(sh, model, "reminders, landscape")
    assert find(sh, rid="dialog_radio_holder").is_scrollable   # taller than the screen: the list scrolls
    tap(sh, "1 minute before")
    tap(sh, "Save")
    (row,) = rows(model)
    assert (row["start_ts"], row["end_ts"], row["reminder_1_minutes"]) == \
        (epoch(2023, 10, 31, 15, 45), epoch(2023, 10, 31, 16, 45), 1)


def test_all_day_delete_and_duplicate_do_what_the_app_does(sh, model):
    """All-day hides the times and stores midnight to noon with FLAG_ALL_DAY; Duplicate
    event opens the same fields as a new event whose Save adds a row; Delete asks, No
    keeps the event, Yes removes it."""
    seed(sh, model, [(1697446800, 1697450400, "Dentist", "Main St clinic", "")])
    tap(sh, "Dentist")
    tap(sh, "All-day")
    assert find(sh, rid="event_start_time") is None and find(sh, "All-day").is_checked
    tap(sh, "Save")
    (row,) = rows(model)
    assert (row["start_ts"], row["end_ts"], row["flags"]) == (epoch(2023, 10, 16, 0, 0), epoch(2023, 10, 16, 12, 0), 1)
    assert find(sh, "All-day", rid="event_item_time") is not None
    tap(sh, "Dentist")
    tap(sh, "Duplicate event")
    assert find(sh, "New Event") is not None and text_of(sh, "event_location") == "Main St clinic"
    tap(sh, "Save")
    assert [(r["title"], r["flags"]) for r in rows(model)] == [("Dentist", 1), ("Dentist", 1)]
    tap(sh, "Dentist")
    tap(sh, "Delete")
    assert find(sh, "Are you sure you want to proceed with the deletion?") is not None
    tap(sh, "No")
    assert len(rows(model)) == 2 and find(sh, "Edit Event") is not None
    tap(sh, "Delete")
    tap(sh, "Yes")
    assert len(rows(model)) == 1 and find(sh, "Dentist", rid="event_item_title") is not None
    tap(sh, "Dentist")
    tap(sh, "Delete")
    tap(sh, "Yes")
    tap(sh, "Create a new event")                            # the empty list's link opens a new event
    assert find(sh, "New Event") is not None and find(sh, "Title").is_focused
