"""The Clock's Stopwatch tab (AOSP DeskClock ``stopwatch_fragment.xml`` +
``stopwatch_time.xml``, LineageOS ``lineage-20.0``): ``stopwatch_time_text``
(``Utils.getTimeString``) and ``stopwatch_hundredths_text`` (two digits) as
``StopwatchTextController`` sets them; ``laps_list`` of ``lap_view.xml`` rows
(``lap_number`` "# N", ``lap_time``, ``lap_total`` in ``LapsAdapter.formatTime``; the
current lap first, then newest first). FAB "Start"/"Pause", left "Reset", right "Lap"
while running, "Share" when paused. The stopwatch runs on the device wall clock.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import deskclock_look as look
from venus_tasks.sim.apps_ui import material, widgets
from venus_tasks.sim.apps_ui.deskclock_common import ID, data, fab_row, now_ms, time_string
from venus_tasks.sim.screen.tree import UiNode


def stopwatch_texts(ms: int) -> tuple[str, str]:
    """``StopwatchTextController``: (main text, hundredths text) for ``ms`` elapsed."""
    h, rem = divmod(ms, 3_600_000)
    mi, rem = divmod(rem, 60_000)
    s, rem = divmod(rem, 1000)
    return time_string(h, mi, s), f"{rem // 10:02d}"


def lap_time(max_ms: int, ms: int) -> str:
    """``LapsAdapter.formatTime`` (separator ``LRM_SPACE``, decimal point ``.``): the
    hour/minute part's width follows the longest time in the column."""
    h, rem = divmod(max(ms, 0), 3_600_000)
    mi, rem = divmod(rem, 60_000)
    s, rem = divmod(rem, 1000)
    sep = "\u200e "
    if max_ms < 600_000:
        head = f"{mi:d}"
    elif max_ms < 3_600_000:
        head = f"{mi:02d}"
    else:
        width = 1 if max_ms < 36_000_000 else 2 if max_ms < 360_000_000 else 3
        head = f"{h:0{width}d}{sep}{mi:02d}"
    return f"{head}{sep}{s:02d}.{rem // 10:02d}"


def elapsed(model) -> int:
    """Milliseconds on the stopwatch now."""
    sw = data(model)["sw"]
    if sw["state"] == "running":
        return sw["acc"] + max(0, now_ms(model) - sw["since"])
    return sw["acc"]


def build(model, root: UiNode, m, top: int, fab_top: int) -> None:
    sw = data(model)["sw"]
    main, hundredths = stopwatch_texts(elapsed(model))
    wrap = root.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "stopwatch_time_wrapper",
                           bounds=(m.dp(32), top + m.dp(24), m.width - m.dp(32), top + m.dp(280))))
    mid = m.width // 2
    d = m.dp(256)                                      # StopwatchCircleView: the wrapper's square
    cy = top + m.dp(152)
    material.icon(wrap, (mid - d // 2, cy - d // 2, mid + d // 2, cy + d // 2), look.RING, look.NAV,
                  rid=ID + "stopwatch_circle")
    ems = lambda t: sum(0.27 if ch == ":" else 0.57 for ch in t)     # Roboto's tabular digits, its colon  # noqa: E731
    width = int(ems(main) * m.dp(72)) + 1            # stopwatch_time.xml: the two texts side by side, centred
    small = int(ems(hundredths) * m.dp(42)) + 1
    left = max(m.dp(32), mid - (width + m.dp(4) + small) // 2)
    wrap.add(UiNode(cls=widgets.TEXT_VIEW, text=main, resource_id=ID + "stopwatch_time_text",
                    bounds=(left, top + m.dp(110), left + width, top + m.dp(190)), style={"size": 72}))
    wrap.add(UiNode(cls=widgets.TEXT_VIEW, text=hundredths, resource_id=ID + "stopwatch_hundredths_text",
                    bounds=(left + width + m.dp(4), top + m.dp(130), left + width + m.dp(4) + small, top + m.dp(190)),
                    style={"size": 42}))
    if sw["laps"]:
        _laps(model, root, m, top + m.dp(290), fab_top)
    state = sw["state"]
    if state == "running":
        fab_row(root, m, fab_top, "Reset", "Pause", "Lap")
    elif state == "paused":
        fab_row(root, m, fab_top, "Reset", "Start", "Share")
    else:
        fab_row(root, m, fab_top, None, "Start", None)


def _laps(model, root: UiNode, m, top: int, bottom: int) -> None:
    """``LapsAdapter``: the current lap first, then the recorded laps newest first."""
    laps = data(model)["sw"]["laps"]
    lst = root.add(UiNode(cls="androidx.recyclerview.widget.RecyclerView", resource_id=ID + "laps_list",
                          bounds=(0, top, m.width, bottom)))
    total = elapsed(model)
    items = [(len(laps) + 1, total - sum(laps), total)]
    items += [(n, lap, sum(laps[:n])) for n, lap in list(enumerate(laps, 1))[::-1]]
    max_lap, max_total = max(i[1] for i in items), max(i[2] for i in items)
    count = len(laps) + 1
    mid = m.width // 2
    y = top
    for n, lap, acc in items:
        if y + m.dp(40) > bottom:
            break
        row = lst.add(UiNode(cls="android.widget.LinearLayout", bounds=(0, y, m.width, y + m.dp(40))))
        row.add(UiNode(cls=widgets.TEXT_VIEW, text=f"# {n}" if count < 10 else f"# {n:02d}",
                       resource_id=ID + "lap_number", bounds=(m.dp(24), y, m.dp(96), y + m.dp(40))))
        row.add(UiNode(cls=widgets.TEXT_VIEW, text=lap_time(max_lap, lap), resource_id=ID + "lap_time",
                       bounds=(m.dp(100), y, mid + m.dp(40), y + m.dp(40))))
        row.add(UiNode(cls=widgets.TEXT_VIEW, text=lap_time(max_total, acc), resource_id=ID + "lap_total",
                       bounds=(mid + m.dp(44), y, m.width - m.dp(24), y + m.dp(40))))
        y += m.dp(40)


def perform(model, verb: str) -> None:
    """FAB (start/pause), left (reset), right (lap while running)."""
    sw = data(model)["sw"]
    if verb == "fab":
        if sw["state"] == "running":
            sw["acc"] = elapsed(model)
            sw["state"] = "paused"
        else:
            sw["state"], sw["since"] = "running", now_ms(model)
    elif verb == "left" and sw["state"] != "reset":
        sw.update(state="reset", acc=0, since=0, laps=[])
    elif verb == "right" and sw["state"] == "running":
        sw["laps"].append(elapsed(model) - sum(sw["laps"]))
