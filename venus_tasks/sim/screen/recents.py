"""The recents screen (Overview), opened by ``KEYCODE_APP_SWITCH`` (187).

On Android 13 with the Pixel launcher, Overview lives in the launcher's own activity
(quickstep), so the focused window is the launcher's. Task cards sit side by side with the
most recent one centred and older ones to its left; a horizontal swipe scrolls them, a
swipe up on a card removes the task (like ``am stack remove``), a tap resumes it. The
oldest card is followed, on its left, by "Clear all". Each card is a clickable node whose
content-desc is the app label (ids ``task_view``/``icon``/``clear_all`` [inferred]).
"""

from __future__ import annotations

from venus_tasks.sim.screen import strings
from venus_tasks.sim.screen.launcher import icon_color
from venus_tasks.sim.screen.tree import UiNode
from venus_tasks.sim.system.packages import LAUNCHER

_ID = LAUNCHER + ":id/"


def card_width(m) -> int:
    return int(m.width * 0.62)


def build(model, root: UiNode, m, status: int) -> None:
    root.style["bg"] = "wallpaper"
    tasks = model.activities.recents()
    if not tasks:
        root.add(UiNode(cls="android.widget.TextView", text=strings.tr(model, "no_recents"),
                        bounds=(0, m.height // 2 - m.dp(20), m.width, m.height // 2 + m.dp(20)),
                        style={"kind": "empty"}))
        return
    cw, gap = card_width(m), m.dp(24)
    ch = int(m.height * 0.62)
    top = (m.height - ch) // 2
    scroll = model.system_ui.recents_scroll
    pane = root.add(UiNode(cls="android.widget.FrameLayout", resource_id=_ID + "overview_panel",
                           scrollable=True, bounds=(0, status, m.width, m.height),
                           style={"kind": "recents"}))
    for i, task in enumerate(tasks):
        left = (m.width - cw) // 2 - i * (cw + gap) + scroll
        if left + cw <= 0 or left >= m.width:
            continue
        pkg = model.packages.get(task.package)
        name = strings.label(model, pkg) if pkg else task.package
        box = (max(0, left), top, min(m.width, left + cw), top + ch)
        card = pane.add(UiNode(cls="android.widget.FrameLayout", resource_id=_ID + "task_view",
                               desc=name, clickable=True, focusable=True, long_clickable=True,
                               bounds=box, action=("recent", task.id),
                               style={"kind": "task_card", "color": icon_color(task.package),
                                      "task": task.id}))
        icon = m.dp(48)
        cx = left + cw // 2
        if 0 <= cx - icon // 2 and cx + icon // 2 <= m.width:
            card.add(UiNode(cls="android.widget.ImageView", resource_id=_ID + "icon", desc=name,
                            bounds=(cx - icon // 2, top + m.dp(12), cx + icon // 2, top + m.dp(12) + icon),
                            style={"kind": "task_icon", "package": task.package}))
    left = (m.width - cw) // 2 - len(tasks) * (cw + gap) + scroll
    btn_w = m.dp(120)
    bx = left + cw - btn_w
    if bx + btn_w > 0 and bx < m.width:
        pane.add(UiNode(cls="android.widget.Button", resource_id=_ID + "clear_all",
                        text=strings.tr(model, "clear_all"), clickable=True, focusable=True,
                        bounds=(max(0, bx), m.height // 2 - m.dp(24), min(m.width, bx + btn_w),
                                m.height // 2 + m.dp(24)),
                        action=("recents", "clear_all"), style={"kind": "pill"}))


def scroll_by(model, m, dx: int) -> None:
    """Move the cards by ``dx`` pixels (positive: towards older tasks), clamped."""
    n = len(model.activities.recents())
    limit = n * (card_width(m) + m.dp(24))
    model.system_ui.recents_scroll = max(0, min(limit, model.system_ui.recents_scroll + dx))
