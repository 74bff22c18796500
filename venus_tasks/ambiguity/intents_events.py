"""Ambiguity intents over events in Simple Calendar Pro (``com.simplemobiletools.calendar.pro``):
create an event (with a time and reminder, with a place and duration), reschedule one,
give one a location, add a note and reminder, make one end later. Every check reads the
``events`` table through ``apps.simple_calendar.list_events``; times are UTC epoch
seconds (the suite's device is in UTC).

The app's defaults that Forced Non-Default keeps away from (SimpleMobileTools/Simple-Calendar
``helpers/Config.kt``; AmbiBench ``shared/seeds/`` 000, Phase 2 b): a new event starts on the selected
day (today, 2023-10-15, on launch) at the next full hour (``DEFAULT_START_TIME_NEXT_FULL_HOUR``:
16:00, the device's clock at 15:34 UTC: ``setup`` puts it there, see below), lasts
``defaultDuration`` 0 minutes, has reminder 1 of 10 minutes (``lastEventReminderMinutes1``
with ``usePreviousEventReminders``) and no location or description. Edits: the default is
the event listed first (earliest), which a target never is, and a field left as seeded.

UI paths (the detailed level): the real app's editor (``EventActivity`` of Simple Calendar
6.22.2, modelled in ``venus_tasks/sim/apps_ui/calendar_editor.py``), tapped as a person
would: the list's "New Event" button, then "Event" (the extended button of
``allowCreatingTasks``) or the event's row; the fields by their hints; a date through
Android's DatePickerDialog ("Next month" as often as needed, the day by its description
"05 November 2023", "OK"); a time through MaterialTimePicker's clock face in the device's
24-hour format (``--setup_device`` sets ``time_12_24`` 24): the hour ("9 hours"; the face
then shows minutes) or, when the hour stays, the minute chip ("0 minutes"), then the
minute ("30 minutes"), "OK"; the first reminder's row, the one-time disclaimer's "OK"
(the app's preferences come back from its snapshot each task: a fresh install's, where
it was never confirmed), a listed reminder ("30 minutes before", "1 hour before") or
"Custom" with a value and "days"; "Save" (then the disclaimer's "OK" when the event has
a reminder and the disclaimer never showed). ``setup`` puts the device clock at
AndroidWorld's ``DT`` (2023-10-15 15:34 UTC), so that "today" and a new event's next full
hour (16:00) are the ones the intents are drawn against. A new event's start and end
times read the same ("16:00"): the step that changes its end time names the element by
resource id (``event_end_time``), since the text alone names the start time first.
"""

from __future__ import annotations

import datetime
import random

from apps import simple_calendar as cal
from venus_tasks import setup_device
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent

from venus_tasks.ambiguity.prod_common import (ANCHOR, EXPLICIT, IMPLICIT, ProdIntent, clock_en, clock_zh,
                                              date_en, date_zh, day, epoch, pick, req, same_text,
                                              span_en, span_zh, utc_date)

TITLES = ("Dentist appointment", "Parent-teacher meeting", "Car inspection", "Haircut", "Tax advisor call",
          "Vet check-up", "Apartment viewing", "Passport photo", "Wine tasting", "Job interview")
GROUPS = {"lesson": ("Guitar lesson", "Piano lesson", "Swimming lesson"),
          "meeting": ("Budget review", "Project kickoff", "Team sync"),
          "class": ("Pottery class", "Spin class", "Yoga class")}
LOCATIONS = ("City Library", "Harbor Cafe", "Riverside Park", "Town Hall", "Studio Five", "Greenway Gym",
             "Oak Street Clinic", "Maple Hall", "North Station", "Elm Court", "Sunset Pier", "Cedar Office",
             "Lakeside Pavilion", "Union Square", "Hilltop School", "Marina Deck")
NOTES = ("Bring the contract", "Ask about the refund", "Take the blue folder", "Print two copies",
         "Bring a water bottle", "Pay at the desk", "Call if late", "Bring the receipts")
REMINDERS = (30, 60, 1440, 2880)
DURATIONS = (45, 90, 120, 150, 180)
TODAY_DEFAULT_START = 16 * 60  # next full hour after 15:34
DEFAULT_REMINDER = 10
TIMES = tuple(m for m in range(7 * 60, 21 * 60, 30) if m != TODAY_DEFAULT_START)

TITLE_NAMES = ("event", "which event", "title", "event name", "called", "活动", "哪个活动", "标题")
DATE_NAMES = ("date", "which day", "what day", "when", "日期", "哪天", "哪一天")
TIME_NAMES = ("start time", "what time", "starts", "开始时间", "几点")
DURATION_NAMES = ("duration", "how long", "length", "时长", "多久")
REMINDER_NAMES = ("reminder", "remind", "notification", "alert", "提醒", "通知")
LOCATION_NAMES = ("location", "where", "place", "venue", "address", "地点", "在哪")
NOTE_NAMES = ("description", "note", "备注", "描述")
STORES = ("simple calendar pro:events",)
SAVE = Step("tap", "Save")
OK = Step("tap", "OK")


def _new(p) -> tuple:
    return (Step("open", "Simple Calendar Pro"), Step("tap", "New Event"), Step("tap", "Event"),
            Step("type", "Title", text=p["title"]))


def _opened(p) -> tuple:
    return (Step("open", "Simple Calendar Pro"), Step("tap", p["title"]))


def date_label(d: datetime.date) -> str:
    """The editor's date text (``Formatter.getDate``): "October 20 (Fri)"."""
    return f"{d:%B} {d.day} ({d:%a})"


def time_label(minute_of_day: int) -> str:
    """The editor's time text on the suite's 24-hour device: "09:30"."""
    return f"{minute_of_day // 60:02d}:{minute_of_day % 60:02d}"


def _date_steps(current: datetime.date, target: datetime.date) -> tuple:
    """Tap the date ``current`` shows, move the month, pick the day, OK (nothing when equal)."""
    if current == target:
        return ()
    months = (target.year - current.year) * 12 + target.month - current.month
    move = Step("tap", "Next month" if months > 0 else "Previous month")
    return (Step("tap", date_label(current)), *(move,) * abs(months),
            Step("tap", f"{target.day:02d} {target:%B} {target.year}"), OK)


def _time_steps(current: int, target: int, rid: str = "") -> tuple:
    """Open the time showing ``current`` (minute of day; ``rid`` names the field when its
    text is not unique), then the clock face: the hour (which moves to minutes) or the
    minute chip, the minute, OK (nothing when equal)."""
    if current == target:
        return ()
    (ch, cm), (th, tm) = divmod(current, 60), divmod(target, 60)
    steps = [Step("tap", time_label(current), rid=rid)]
    if th != ch:
        steps.append(Step("tap", f"{th:02d} hours" if th == 0 else f"{th} hours"))
    elif tm != cm:
        steps.append(Step("tap", f"{cm} minutes"))           # the minute chip (its description)
    if tm != cm:
        steps.append(Step("tap", f"{tm:02d} minutes"))
    return (*steps, OK)


def _reminder_steps(current: int, target: int) -> tuple:
    """The first reminder's row, the disclaimer's OK, then the listed value or Custom."""
    listed = {-1: "No reminder", 0: "At start", 1: "1 minute before", 5: "5 minutes before",
              10: "10 minutes before", 30: "30 minutes before", 60: "1 hour before"}
    head = (Step("tap", listed[current]), OK)
    if target in listed:
        return (*head, Step("tap", listed[target]))
    unit, n = ("days", target // 1440) if target % 1440 == 0 else ("hours", target // 60) if target % 60 == 0 \
        else ("minutes", target)
    return (*head, Step("tap", "Custom"), Step("type", "Value", text=str(n)), Step("tap", unit), OK)


def _events(probe) -> list[cal.CalendarEvent]:
    return probe.rows("calendar", cal.list_events)


def _key(e) -> tuple:
    """The fields of an event the intents may change, as a comparable tuple."""
    if isinstance(e, dict):
        return (e["title"], e["start"], e["end"], e.get("location", ""), e.get("description", ""),
                e.get("reminder", -1))
    rem = sorted(m for m in (e.reminder_1_minutes, e.reminder_2_minutes, e.reminder_3_minutes) if m != -1)
    return (e.title, e.start_ts, e.end_ts, e.location, e.description, rem[0] if len(rem) == 1 else tuple(rem) or -1)


def _row(e: dict) -> cal.CalendarEvent:
    r = e.get("reminder", -1)
    return cal.CalendarEvent(start_ts=e["start"], end_ts=e["end"], title=e["title"], location=e.get("location", ""),
                             description=e.get("description", ""), reminder_1_minutes=r,
                             last_updated=e["start"] * 1000)


def _seed(env, p) -> None:
    """Seed the events; the clock at AndroidWorld's DT, the day the dates count from."""
    env.device.run(["date", setup_device.DEVICE_TIME])
    cal.replace_events(env.device, [_row(e) for e in p["events"]])


def _background(rng: random.Random, exclude=()) -> list[dict]:
    out = []
    for i, title in enumerate(pick(rng, [t for t in TITLES if t not in exclude], 3)):
        d = day(rng.randint(2, 30))
        start = epoch(d, pick(rng, TIMES))
        out.append({"title": title, "start": start, "end": start + 3600, "location": pick(rng, LOCATIONS)})
    return out


def _reminders(e) -> set[int]:
    return {m for m in (e.reminder_1_minutes, e.reminder_2_minutes, e.reminder_3_minutes) if m != -1}


# ------------------------------------------------------------------ create
def _draw_create(rng: random.Random) -> dict:
    title = pick(rng, TITLES)
    return {"events": _background(rng, exclude=(title,)), "title": title, "date": rng.randint(1, 40),
            "time": pick(rng, TIMES), "duration": pick(rng, DURATIONS), "location": pick(rng, LOCATIONS),
            "reminder": pick(rng, REMINDERS)}


def _new_event(probe, p):
    seeded = {_key(e) for e in p["events"]}
    new = [e for e in _events(probe) if _key(e) not in seeded]
    if len(new) != 1:
        new = [e for e in new if same_text(e.title, p["title"])]
    return new[0] if len(new) == 1 else None


def _title_req(p):
    return req("title", ANCHOR, p["title"], TITLE_NAMES, phrase='an event "{v}"', phrase_zh="活动“{z}”")


def _date_req(p, rid="date", phrase="on {v}", phrase_zh="在{z}"):
    d = day(p[rid])
    return req(rid, EXPLICIT, date_en(d), DATE_NAMES, value_zh=date_zh(d), phrase=phrase, phrase_zh=phrase_zh)


def _time_req(p, rid="time", kind=EXPLICIT, phrase="at {v}", phrase_zh="{z}"):
    return req(rid, kind, clock_en(p[rid]), TIME_NAMES, value_zh=clock_zh(p[rid]), phrase=phrase, phrase_zh=phrase_zh)


def _reminder_req(p, kind=IMPLICIT):
    m = p["reminder"]
    return req("reminder", kind, span_en(m) if m >= 0 else "no reminder", REMINDER_NAMES,
               value_zh=span_zh(m) if m >= 0 else "不提醒", phrase="with a reminder {v} before",
               phrase_zh="，提前{z}提醒", options=tuple(span_en(x) for x in (10, 15, *REMINDERS)))


def _location_req(p, kind=EXPLICIT, phrase="at {v}", phrase_zh="地点在{z}"):
    return req("location", kind, p["location"] or "no location", LOCATION_NAMES, phrase=phrase, phrase_zh=phrase_zh)


def _duration_req(p, kind=IMPLICIT):
    m = p["duration"]
    return req("duration", kind, span_en(m), DURATION_NAMES, value_zh=span_zh(m), phrase="lasting {v}",
               phrase_zh="，时长{z}")


def _solve_create(env, p) -> None:
    start = epoch(day(p["date"]), p["time"])
    cal.add_events(env.device, [_row({"title": p["title"], "start": start, "end": start + p["duration"] * 60,
                                      "location": p["location"], "reminder": p["reminder"]})])


def _check_title(probe, p) -> bool:
    e = _new_event(probe, p)
    seeded = {_key(x) for x in p["events"]}
    return e is not None and same_text(e.title, p["title"]) and seeded <= {_key(x) for x in _events(probe)}


def _check_date(probe, p) -> bool:
    e = _new_event(probe, p)
    return e is not None and utc_date(e.start_ts) == day(p["date"])


def _check_time(probe, p) -> bool:
    e = _new_event(probe, p)
    return e is not None and e.start_ts % 86400 == p["time"] * 60


def _check_duration(probe, p) -> bool:
    e = _new_event(probe, p)
    return e is not None and e.end_ts - e.start_ts == p["duration"] * 60


def _check_reminder(probe, p) -> bool:
    e = _new_event(probe, p)
    return e is not None and _reminders(e) == {p["reminder"]}


def _check_location(probe, p) -> bool:
    e = _new_event(probe, p)
    return e is not None and same_text(e.location, p["location"])


CREATE_DEFAULTS = {"title": {"title": "Event"}, "date": {"date": 0}, "time": {"time": TODAY_DEFAULT_START},
                   "duration": {"duration": 0}, "reminder": {"reminder": DEFAULT_REMINDER}, "location": {"location": ""}}


def _intent_timed(p) -> Intent:
    return Intent((_title_req(p), _date_req(p, phrase_zh="，日期为{z}"), _time_req(p, phrase_zh="，{z}开始"),
                   _reminder_req(p)),
                  topics=("repeat", "color", "event type", "重复", "颜色"))


CREATE_TIMED = ProdIntent(
    name="EventsCreateWithReminder", app="simple calendar pro", draw=_draw_create, intent=_intent_timed,
    checks={"title": _check_title, "date": _check_date, "time": _check_time, "reminder": _check_reminder},
    default_params={k: CREATE_DEFAULTS[k] for k in ("title", "date", "time", "reminder")},
    hypernym="an appointment", hypernym_zh="一个预约",
    incomplete_masks=("time", "reminder"),
    ui_path=lambda p: (*_new(p), *_date_steps(day(0), day(p["date"])), *_time_steps(TODAY_DEFAULT_START, p["time"]),
                       *_reminder_steps(DEFAULT_REMINDER, p["reminder"]), SAVE),
    template="In Simple Calendar Pro, add {title} {date} {time} {reminder}.",
    template_zh="在 Simple Calendar Pro 中添加{title}{date}{time}{reminder}。",
    template_paraphrase="Put {title} into Simple Calendar Pro {date} {time} {reminder}.",
    setup=_seed, stores=STORES, solve=_solve_create, free=("time",), complexity=3.0)


def _intent_place(p) -> Intent:
    return Intent((_title_req(p), _date_req(p, phrase_zh="，日期为{z}"), _location_req(p, phrase_zh="，地点在{z}"),
                   _duration_req(p)),
                  topics=("repeat", "color", "event type", "重复", "颜色"))


CREATE_PLACE = ProdIntent(
    name="EventsCreateWithPlace", app="simple calendar pro", draw=_draw_create, intent=_intent_place,
    checks={"title": _check_title, "date": _check_date, "location": _check_location, "duration": _check_duration},
    default_params={k: CREATE_DEFAULTS[k] for k in ("title", "date", "location", "duration")},
    hypernym="an appointment", hypernym_zh="一个预约",
    incomplete_masks=("date", "duration"),
    ui_path=lambda p: (*_new(p), Step("type", "Location", text=p["location"]), *_date_steps(day(0), day(p["date"])),
                       *_time_steps(TODAY_DEFAULT_START, TODAY_DEFAULT_START + p["duration"], rid="event_end_time"),
                       SAVE, OK),
    template="In Simple Calendar Pro, add {title} {date} {location} {duration}.",
    template_zh="在 Simple Calendar Pro 中添加{title}{date}{location}{duration}。",
    template_paraphrase="Schedule {title} in Simple Calendar Pro {date} {location} {duration}.",
    setup=_seed, stores=STORES, solve=_solve_create, free=("date",))


# ------------------------------------------------------------------ edits of an existing event
def _draw_edit(rng: random.Random) -> dict:
    group = pick(rng, sorted(GROUPS))
    events = _background(rng)
    cands = []
    for i, title in enumerate(GROUPS[group]):
        d = day(3 + 4 * i + rng.randint(0, 2))
        start = epoch(d, pick(rng, [t for t in TIMES if t < 18 * 60]))
        cands.append({"title": title, "start": start, "end": start + 3600})
    cands.sort(key=lambda e: e["start"])
    target = pick(rng, cands[1:])  # the list is by start time: the first is the default
    t_min = (target["start"] % 86400) // 60
    return {"events": events + cands, "group": group,
            "candidates": [c["title"] for c in cands], "title": target["title"],
            "new_date": (utc_date(target["start"]) - day(0)).days + rng.randint(1, 9),
            "new_time": pick(rng, [t for t in TIMES if t != t_min]),
            "location": pick(rng, LOCATIONS), "note": pick(rng, NOTES), "reminder": pick(rng, REMINDERS),
            "extra": pick(rng, (30, 45, 60, 90, 120))}


def _seeded_target(p) -> dict:
    return next(e for e in p["events"] if e["title"] == p["title"])


def _target_row(probe, p):
    found = [e for e in _events(probe) if e.title == p["title"]]
    return found[0] if len(found) == 1 else None


def _check_edit_anchor(probe, p) -> bool:
    rows = _events(probe)
    others = sorted(_key(e) for e in p["events"] if e["title"] != p["title"])
    target = [e for e in rows if e.title == p["title"]]
    return len(target) == 1 and _key(target[0]) != _key(_seeded_target(p)) and \
        sorted(_key(e) for e in rows if e.title != p["title"]) == others


def _edit_anchor(p):
    """The event edited; its context phrase makes its mid_probe probes MID-Bench's contextual type."""
    return req("title", ANCHOR, p["title"], TITLE_NAMES, phrase='the event "{v}"', phrase_zh="活动“{z}”",
               options=tuple(c for c in p["candidates"] if c != p["title"])).with_context(
        "the event we talked about", "我们说过的那个活动")


def _edit(env, p, **changes) -> None:
    events = [dict(e, **changes) if e["title"] == p["title"] else e for e in p["events"]]
    cal.replace_events(env.device, [_row(e) for e in events])


def _edit_first_default(p) -> dict:
    return {"title": p["candidates"][0]}


# reschedule
def _intent_reschedule(p) -> Intent:
    new_date = _date_req(p, "new_date", phrase="to {v}", phrase_zh="，改到{z}")
    return Intent((_edit_anchor(p), new_date.with_context("to the day we agreed on", "，改到我们约好的那天"),
                   _time_req(p, "new_time", IMPLICIT, phrase="at {v}", phrase_zh="{z}")),
                  topics=("duration", "location", "时长", "地点"))


def _solve_reschedule(env, p) -> None:
    seeded = _seeded_target(p)
    start = epoch(day(p["new_date"]), p["new_time"])
    _edit(env, p, start=start, end=start + seeded["end"] - seeded["start"])


def _check_new_date(probe, p) -> bool:
    e = _target_row(probe, p)
    return e is not None and utc_date(e.start_ts) == day(p["new_date"])


def _check_new_time(probe, p) -> bool:
    e = _target_row(probe, p)
    s = _seeded_target(p)
    return e is not None and e.start_ts % 86400 == p["new_time"] * 60 and e.end_ts - e.start_ts == s["end"] - s["start"]


def _old(p, what: str) -> int:
    s = _seeded_target(p)
    return (utc_date(s["start"]) - day(0)).days if what == "date" else (s["start"] % 86400) // 60


RESCHEDULE = ProdIntent(
    name="EventsReschedule", app="simple calendar pro", draw=_draw_edit, intent=_intent_reschedule,
    checks={"title": _check_edit_anchor, "new_date": _check_new_date, "new_time": _check_new_time},
    default_params={"title": _edit_first_default, "new_date": lambda p: {"new_date": _old(p, "date")},
                    "new_time": lambda p: {"new_time": _old(p, "time")}},
    hypernym="one of my events", hypernym_zh="我的一个日程",
    incomplete_masks=("new_date", "new_time"),
    ui_path=lambda p: (*_opened(p), *_date_steps(utc_date(_seeded_target(p)["start"]), day(p["new_date"])),
                       *_time_steps(_old(p, "time"), p["new_time"]), SAVE),
    template="In Simple Calendar Pro, move {title} {new_date} {new_time}.",
    template_zh="在 Simple Calendar Pro 中改期{title}{new_date}{new_time}。",
    template_paraphrase="Reschedule {title} in Simple Calendar Pro {new_date} {new_time}.",
    setup=_seed, stores=STORES, solve=_solve_reschedule, free=("new_date", "new_time"))


# location
def _intent_set_location(p) -> Intent:
    return Intent((_edit_anchor(p), _location_req(p, phrase="to {v}", phrase_zh="，设为{z}")),
                  topics=("time", "时间"))


def _check_edit_location(probe, p) -> bool:
    e = _target_row(probe, p)
    return e is not None and same_text(e.location, p["location"])


SET_LOCATION = ProdIntent(
    name="EventsSetLocation", app="simple calendar pro", draw=_draw_edit, intent=_intent_set_location,
    checks={"title": _check_edit_anchor, "location": _check_edit_location},
    default_params={"title": _edit_first_default, "location": {"location": ""}},
    hypernym="one of my events", hypernym_zh="我的一个日程",
    incomplete_masks=("location",),
    ui_path=lambda p: (*_opened(p), Step("type", "Location", text=p["location"]), SAVE),
    template="In Simple Calendar Pro, set the location of {title} {location}.",
    template_zh="在 Simple Calendar Pro 中修改{title}的地点{location}。",
    template_paraphrase="Change where {title} happens in Simple Calendar Pro, {location}.",
    setup=_seed, stores=STORES, solve=lambda env, p: _edit(env, p, location=p["location"]), free=("location",))


# note and reminder
def _intent_note(p) -> Intent:
    return Intent((_edit_anchor(p),
                   req("note", EXPLICIT, p["note"] or "no note", NOTE_NAMES, phrase='"{v}"', phrase_zh="“{z}”")
                   .with_context("(the one I told you about)", "（我跟你说过的那条）"),
                   _reminder_req(p)), topics=("time", "location", "时间", "地点"))


def _check_note(probe, p) -> bool:
    e = _target_row(probe, p)
    return e is not None and same_text(e.description, p["note"])


def _check_edit_reminder(probe, p) -> bool:
    e = _target_row(probe, p)
    return e is not None and _reminders(e) == {p["reminder"]}


NOTE_REMINDER = ProdIntent(
    name="EventsAddNoteAndReminder", app="simple calendar pro", draw=_draw_edit, intent=_intent_note,
    checks={"title": _check_edit_anchor, "note": _check_note, "reminder": _check_edit_reminder},
    default_params={"title": _edit_first_default, "note": {"note": ""}, "reminder": {"reminder": -1}},
    hypernym="one of my events", hypernym_zh="我的一个日程",
    incomplete_masks=("note", "reminder"),
    ui_path=lambda p: (*_opened(p), Step("type", "Description", text=p["note"]), *_reminder_steps(-1, p["reminder"]),
                       SAVE),
    template="In Simple Calendar Pro, add a note {note} to {title} {reminder}.",
    template_zh="在 Simple Calendar Pro 中，给{title}加一条备注{note}{reminder}。",
    template_paraphrase="In Simple Calendar Pro, give {title} a note {note} {reminder}.",
    setup=_seed, stores=STORES, solve=lambda env, p: _edit(env, p, description=p["note"], reminder=p["reminder"]),
    free=("note",))


# end later
def _end(p) -> int:
    s = _seeded_target(p)
    return (s["end"] % 86400) // 60 + p["extra"]


def _intent_extend(p) -> Intent:
    m = _end(p)
    return Intent((_edit_anchor(p),
                   req("end", EXPLICIT, clock_en(m), ("end time", "ends", "finish", "how long", "结束时间", "几点结束"),
                       value_zh=clock_zh(m), phrase="at {v}", phrase_zh="，改为{z}结束")),
                  topics=("location", "reminder", "地点", "提醒"))


def _check_end(probe, p) -> bool:
    e = _target_row(probe, p)
    s = _seeded_target(p)
    return e is not None and e.start_ts == s["start"] and e.end_ts % 86400 == _end(p) * 60 and \
        utc_date(e.end_ts) == utc_date(s["end"])


EXTEND = ProdIntent(
    name="EventsEndLater", app="simple calendar pro", draw=_draw_edit, intent=_intent_extend,
    checks={"title": _check_edit_anchor, "end": _check_end},
    default_params={"title": _edit_first_default, "end": lambda p: {"extra": 0}},
    hypernym="one of my events", hypernym_zh="我的一个日程",
    incomplete_masks=("end",),
    ui_path=lambda p: (*_opened(p), *_time_steps((_seeded_target(p)["end"] % 86400) // 60, _end(p)), SAVE),
    template="In Simple Calendar Pro, make {title} end later {end}.",
    template_zh="在 Simple Calendar Pro 中，把{title}的结束时间推后{end}。",
    template_paraphrase="Have {title} in Simple Calendar Pro finish later {end}.",
    setup=_seed, stores=STORES, solve=lambda env, p: _edit(env, p, end=_seeded_target(p)["end"] + p["extra"] * 60),
    free=("end",))

INTENTS = (CREATE_TIMED, CREATE_PLACE, RESCHEDULE, SET_LOCATION, NOTE_REMINDER, EXTEND)
SPECS = tuple(register(i.spec()) for i in INTENTS)
