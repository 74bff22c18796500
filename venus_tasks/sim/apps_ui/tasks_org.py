"""Tasks (``org.tasks``): the task list with its "Create new task" button; a row or the
button opens the task editor (``tasks_org_edit``, with its date/time sheet in
``tasks_org_picker`` and dialogs in ``tasks_org_dialogs``); every screen reads and writes
the Room database of ``apps/tasks_org`` (``tasks_org_store``).

Modelled on tasks/tasks 13.6.3 (commit ee21cc660e, the APK the suite installs): list rows
(``row_task.xml``: ``title``, the due date, the completion check box ``completeBox``
tinted by priority: ``Priority.HIGH`` 0 red_500, ``MEDIUM`` 1 amber_500, ``LOW`` 2
blue_500, ``NONE`` 3 grey_500, ``ColorProvider.priorityColor``); the floating button
``fab`` with the content description "Create new task"
(``fragment_task_list.xml``, ``R.string.action_create_new_task``).

Simplifications [inferred]: the launch screen is the "My Tasks" filter, every task not
completed or deleted, by due date (tasks without one last) then title (the app's default
``SORT_AUTO`` adds 172799999 ms per importance step to the due date,
``SortHelper.orderSelectForSortTypeRecursive``: not modelled, so a High task due in three
days lists after a None task due tomorrow here, before it on a device); no section
headers unless the ``group_mode`` preference groups by due date (``tasks_org_dates``: off
by default; the header's collapse chevron is not drawn); a row shows the
title, its tags as chips under it (``chip_group``: ``showTagChip``; a tap on a chip opens
the task, where the app opens the tag's list), and, at the row's end on the title's line,
its due date as the app writes it relative to the device's day ("Today", "Tmrw", "Fri",
"Oct 30", "Jan 5, 2024"; red when overdue; ``tasks_org_dates``), the
priority only as the check box's colour
(the dump has no text for it); the navigation drawer, the bottom app bar's menu and
search are drawn (``fragment_task_list.xml``: the top toolbar with Search, the bottom app
bar with the drawer button and the overflow, the fab cradled in its centre) but open
nothing.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import material, records, state, widgets
from venus_tasks.sim.apps_ui import tasks_org_dates as dates
from venus_tasks.sim.apps_ui import tasks_org_edit as edit
from venus_tasks.sim.apps_ui import tasks_org_store as store
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
DB_PATH = store.DB_PATH
LIST_KEY = PACKAGE + "/list"
PRIORITY_COLORS = tuple(edit.PRIORITY_COLORS[p] for p in range(4))    # by importance 0 (high) .. 3 (none)
CREATE = "Create new task"
# Colours: the theme colour BLUE_500 (Preferences.defaultThemeColor, p_theme_color) on the
# bottom app bar (themeColor.apply), the accent red_a400 (p_theme_accent 1: RedAccent) on
# the fab, the top toolbar in content_background (md_background_light; night #202124) with
# text_primary title and icons (ToolbarTheme).
THEME_BLUE, ACCENT, WHITE = (0x21, 0x96, 0xF3), (0xFF, 0x17, 0x44), (0xFF, 0xFF, 0xFF)
DAY = {"background": (0xFF, 0xFF, 0xFF), "text": (0x21, 0x21, 0x21)}
NIGHT = {"background": (0x20, 0x21, 0x24), "text": (0xFF, 0xFF, 0xFF)}
MENU = "M3,18h18v-2L3,16v2zM3,13h18v-2L3,11v2zM3,6v2h18L21,6L3,6z"          # ic_outline_menu_24px
SEARCH = material.SEARCH                                                        # ic_outline_search_24px
LABEL = ("M17.63,5.84C17.27,5.33 16.67,5 16,5L5,5.01C3.9,5.01 3,5.9 3,7v10c0,1.1 0.9,1.99 2,1.99L16,19"
         "c0.67,0 1.27,-0.33 1.63,-0.84L22,12l-4.37,-6.16zM16,17H5V7h11l3.55,5L16,17z")   # ic_outline_label_24px


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def tasks(model) -> list[dict]:
    """Active tasks in list order (see the module docstring)."""
    return store.tasks(model)


def build(model, root: UiNode, m, status: int) -> None:
    """The task list (with "Create new task") or, when open, the task editor."""
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = "surface"
    if page is not None and page.name == "edit":
        edit.build(model, root, m, status, page)
        return
    c = NIGHT if model.night_mode() else DAY
    root.style["bg"] = c["background"]
    material.app_bar(root, m, status, "My Tasks", bg=c["background"], fg=c["text"], rid=PACKAGE + ":id/toolbar",
                     actions=[material.Action("Search", SEARCH, _act("search"), PACKAGE + ":id/menu_search")])
    bar_top = m.height - m.dp(56)                    # the BottomAppBar (p_app_bar_position 1: bottom)
    bottom_bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id=PACKAGE + ":id/bottomAppBar",
                                 bounds=(0, bar_top, m.width, m.height), style={"bg": THEME_BLUE}))
    bottom_bar.add(UiNode(cls="android.widget.ImageButton", clickable=True, focusable=True,
                          bounds=(0, bar_top, m.dp(56), m.height), action=_act("drawer"),
                          style={"kind": "icon_button", "path": MENU, "ink": WHITE}))
    bottom_bar.add(UiNode(cls="android.widget.ImageView", desc=material.MORE_OPTIONS, clickable=True, focusable=True,
                          bounds=(m.width - m.dp(52), bar_top, m.width - m.dp(4), m.height), action=_act("overflow"),
                          style={"kind": "icon_button", "path": material.MORE_VERT, "ink": WHITE}))
    items: list = []
    tagged = store.tags(model)
    grouped = dates.group_mode(model) == dates.SORT_DUE
    section = None
    for t in tasks(model):
        if grouped and (value := dates.header_value(model, t["dueDate"])) != section:
            section = value
            items.append(records.Header(dates.header_text(model, value)))
        chips = tuple(_chip(c, name, colour) for name, colour in tagged.get(t["_id"], ()))
        text = dates.row_text(model, t["dueDate"], grouped)
        due = (("due_date", text, dates.row_colour(model, t["dueDate"])),) if text is not None else ()
        items.append(records.Row(_act("open", t["_id"]), (("title", t["title"] or "", ""),), aside=due, chips=chips,
                                 marker=PRIORITY_COLORS[min(3, max(0, t["importance"]))]))
    records.list_page(model, root, m, status + m.dp(56), PACKAGE, LIST_KEY, items, rid="recycler_view",
                      empty="No tasks", bottom=bar_top)
    # the fab cradled in the bar's centre (layout_anchor bottomAppBar, fabAlignmentMode center)
    fab = material.fab(root, m, m.width // 2 + m.dp(28), bar_top + m.dp(28), material.ADD, _act("create"),
                       fill=ACCENT, ink=WHITE, rid=PACKAGE + ":id/fab", desc=CREATE)
    fab.style["round"] = True


def _chip(c: dict, name: str, colour: int) -> tuple:
    """A tag's chip (``compose/Chip.kt``): a 1dp border in the tag's colour, the colour at
    10% over the background, ``ic_outline_label_24px`` and the name in the text colour; a
    tag without a colour in grey_500 [inferred]."""
    rgb = ((colour >> 16) & 255, (colour >> 8) & 255, colour & 255) if colour else (0x9E, 0x9E, 0x9E)
    fill = tuple(round(b + (f - b) * 0.1) for f, b in zip(rgb, c["background"]))
    return (name, rgb, fill, c["text"], LABEL)


def windows(model, m, status: int) -> list[Window]:
    """The editor's open dialog windows (none on the list)."""
    st, page, foreign = state.current(model, PACKAGE)
    if foreign or page is None or page.name != "edit":
        return []
    return edit.windows(model, m, st)


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    """A tap: on the list a row opens its task, the button a new one; in the editor
    ``tasks_org_edit.perform``."""
    st, page, _ = state.current(model, PACKAGE)
    if page is None:
        if verb == "open":
            edit.open_task(model, args[0])
        elif verb == "create":
            edit.open_new(model)
        return
    if page.name == "edit":
        edit.perform(model, st, page, verb, args)


def back(model) -> bool:
    """BACK: the open dialog's cancel, else the editor's ``discardButtonClick``; False on
    the list (the activity finishes)."""
    st, page, foreign = state.current(model, PACKAGE)
    if foreign or page is None:
        return False
    if st.dialog is not None:
        edit.cancel_dialog(model, st, page)
    else:
        edit.back(model, st, page)
    return True


def enter(model) -> bool:
    """ENTER: a new line in the description; the title is one line (its IME action
    Done saves, not modelled: the key is taken and does nothing)."""
    focused = model.ui.focused_field
    if focused == edit.NOTES_KEY:
        model.type_text("\n")
        return True
    return focused == edit.TITLE_KEY
