"""Where the simulated Clock keeps its data on the device: what the screens keep in
``deskclock_common.data`` is written after every Clock action or intent to the files a
real DeskClock keeps it in (``apps/clock.py``), so that ``adb`` readers (the state guard)
see what the app shows.

* Alarms: ``alarm_templates`` of ``databases/alarms.db`` in device-protected storage
  (``ClockDatabaseHelper.createAlarmsTable``; ``daysofweek`` is ``Weekdays`` bits,
  Monday 0x01 ... Sunday 0x40; ``ringtone`` the default alarm sound URI
  ``content://settings/system/alarm_alert`` [inferred]). ``alarm_instances`` is created
  empty (alarms never ring here).
* Timers, stopwatch and the selected tab: the default preferences file there
  (``XmlUtils.writeMapXml`` format). ``TimerDAO``: ``timers_list`` (string set of ids),
  ``next_timer_id``, ``timer_state_<id>`` (``Timer.State``: running 1, paused 2, expired
  3, reset 4), ``timer_setup_timet_<id>`` (length), ``timer_original_timet_<id>`` (total
  length), ``timer_start_time_<id>``, ``timer_wall_clock_time_<id>``,
  ``timer_time_left_<id>``, ``timer_label_<id>``, ``delete_after_use_<id>``;
  ``StopwatchDAO``: ``sw_state`` (``Stopwatch.State`` ordinal: reset 0, running 1, paused
  2), ``sw_start_time``, ``sw_wall_clock_time``, ``sw_accum_time``, ``lap_num``,
  ``lap_time_<n>``, ``lap_total_time_<n>``; ``TabDAO``: ``selected_tab`` (the tab's
  index). Key names from AOSP DeskClock ``data/TimerDAO.java``, ``StopwatchDAO.java``,
  ``TabDAO.java``; the start times are the device's wall clock here, where the app
  stores ``SystemClock.elapsedRealtime`` [simplification]. Keys are written sorted
  (``SharedPreferencesImpl`` writes a ``HashMap``'s order).

A file is rewritten only when its content changes.
"""

from __future__ import annotations

import posixpath
import stat
from xml.sax.saxutils import escape, quoteattr

from venus_tasks.sim.apps_ui.deskclock_common import APP_PACKAGE, data
from venus_tasks.sim.storage import appdata
from venus_tasks.sim.system.identity import ROOT

DE_DIR = f"/data/user_de/0/{APP_PACKAGE}"
ALARMS_DB = f"{DE_DIR}/databases/alarms.db"
PREFS = f"{DE_DIR}/shared_prefs/{APP_PACKAGE}_preferences.xml"
ALARM_SOUND = "content://settings/system/alarm_alert"
SCHEMA = (
    "CREATE TABLE alarm_templates (_id INTEGER PRIMARY KEY,hour INTEGER NOT NULL, minutes INTEGER NOT NULL, "
    "daysofweek INTEGER NOT NULL, enabled INTEGER NOT NULL, vibrate INTEGER NOT NULL, label TEXT NOT NULL, "
    "ringtone TEXT, delete_after_use INTEGER NOT NULL DEFAULT 0)",
    "CREATE TABLE alarm_instances (_id INTEGER PRIMARY KEY,year INTEGER NOT NULL, month INTEGER NOT NULL, "
    "day INTEGER NOT NULL, hour INTEGER NOT NULL, minutes INTEGER NOT NULL, vibrate INTEGER NOT NULL, "
    "label TEXT NOT NULL, ringtone TEXT, alarm_state INTEGER NOT NULL, alarm_id INTEGER REFERENCES "
    "alarm_templates(_id) ON UPDATE CASCADE ON DELETE CASCADE)",
    "PRAGMA user_version = 8",
)
# java.util.Calendar day (1 = Sunday) -> Weekdays bit
_DAY_BITS = {2: 0x01, 3: 0x02, 4: 0x04, 5: 0x08, 6: 0x10, 7: 0x20, 1: 0x40}
_TIMER_STATES = {"running": 1, "paused": 2, "expired": 3, "reset": 4}
_SW_STATES = {"reset": 0, "running": 1, "paused": 2}
_TABS = ("alarm", "clock", "timer", "stopwatch", "bedtime")


def save(model) -> None:
    """Write the Clock's alarms and preferences where the app keeps them (if changed)."""
    if model.packages.get(APP_PACKAGE) is None:
        return
    d = data(model)
    if d["alarms"] or model.vfs.exists(ALARMS_DB):
        _write(model, ALARMS_DB, _alarms_db(d["alarms"]))
    _write(model, PREFS, _prefs_xml(d).encode())


def _alarms_db(alarms: list[dict]) -> bytes:
    con = appdata.load_db(appdata.build_db(SCHEMA))
    try:
        for a in sorted(alarms, key=lambda a: a["id"]):
            days = sum(_DAY_BITS[d] for d in a["days"])
            con.execute("INSERT INTO alarm_templates VALUES (?,?,?,?,?,?,?,?,?)",
                        (a["id"], a["hour"], a["minutes"], days, int(a["enabled"]), int(a["vibrate"]),
                         a["label"], ALARM_SOUND, int(a["delete_after_use"])))
        return appdata.dump_db(con)
    finally:
        con.close()


def _prefs(d: dict) -> dict[str, tuple[str, object]]:
    """``{key: (type, value)}`` of the preferences file."""
    out: dict[str, tuple[str, object]] = {"selected_tab": ("int", _TABS.index(d["tab"]) if d["tab"] in _TABS else 0)}
    if d["next_id"] > 1:
        out["next_timer_id"] = ("int", d["next_id"])
        out["timers_list"] = ("set", sorted(str(t["id"]) for t in d["timers"]))
    for t in d["timers"]:
        i = t["id"]
        out.update({f"timer_state_{i}": ("int", _TIMER_STATES.get(t["state"], 4)),
                    f"timer_setup_timet_{i}": ("long", t["length"]),
                    f"timer_original_timet_{i}": ("long", t["length"]),
                    f"timer_start_time_{i}": ("long", t["since"]),
                    f"timer_wall_clock_time_{i}": ("long", t["since"]),
                    f"timer_time_left_{i}": ("long", t["remaining"]),
                    f"timer_label_{i}": ("string", t["label"]),
                    f"delete_after_use_{i}": ("boolean", bool(t.get("delete_after_use")))})
    sw = d["sw"]
    if sw["state"] != "reset" or sw["acc"] or sw["laps"]:
        out.update({"sw_state": ("int", _SW_STATES[sw["state"]]), "sw_start_time": ("long", sw["since"]),
                    "sw_wall_clock_time": ("long", sw["since"]), "sw_accum_time": ("long", sw["acc"]),
                    "lap_num": ("int", len(sw["laps"]))})
        total = 0
        for n, lap in enumerate(sw["laps"], 1):
            total += lap
            out[f"lap_time_{n}"] = ("long", lap)
            out[f"lap_total_time_{n}"] = ("long", total)
    return out


def _prefs_xml(d: dict) -> str:
    """``XmlUtils.writeMapXml`` text of ``_prefs``."""
    lines = ["<?xml version='1.0' encoding='utf-8' standalone='yes' ?>", "<map>"]
    for key, (kind, value) in sorted(_prefs(d).items()):
        name = quoteattr(key)
        if kind == "string":
            lines.append(f"    <string name={name}>{escape(str(value))}</string>")
        elif kind == "set":
            lines.append(f"    <set name={name}>")
            lines += [f"        <string>{escape(v)}</string>" for v in value]
            lines.append("    </set>")
        elif kind == "boolean":
            lines.append(f'    <boolean name={name} value="{str(value).lower()}" />')
        else:
            lines.append(f'    <{kind} name={name} value="{value}" />')
    lines.append("</map>")
    return "\n".join(lines) + "\n"


def _write(model, path: str, content: bytes) -> None:
    vfs = model.vfs
    if vfs.exists(path) and vfs.read(path, cred=ROOT) == content:
        return
    uid = model.packages.get(APP_PACKAGE).uid
    folder = posixpath.dirname(path)
    if not vfs.exists(folder):
        vfs.mkdir(folder, parents=True, cred=ROOT)
        node = vfs.lookup(folder)
        node.uid = node.gid = uid
        node.mode = stat.S_IFDIR | 0o771
    node = vfs.write(path, content, cred=ROOT)
    node.uid = node.gid = uid
    node.mode = stat.S_IFREG | 0o660
