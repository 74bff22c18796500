"""Settings search: the screen that "Search settings" opens (SettingsIntelligence's
``SearchActivity``, package ``com.google.android.settings.intelligence`` on the Google
emulator image) and the index it searches.

Opening: the homepage's search bar (``settings_app``, verb ``search``) starts
``com.android.settings.intelligence.search.SearchActivity`` (the action
``android.settings.APP_SEARCH_SETTINGS`` that Settings' ``SearchFeatureProvider`` sends)
with its field focused and empty. Layout (SettingsIntelligence ``search_panel.xml`` and
``search_intent_item.xml``) [ids inferred]: a toolbar ``search_toolbar`` with "Navigate
up" and the ``SearchView`` ``search_view`` whose ``EditText`` ``android:id/search_src_text``
shows the hint "Search settings" while empty and a "Clear query" button
(``android:id/search_close_btn``) once typed; below it the results list
``list_results``, one clickable row per result: its icon (``android:id/icon``: the
homepage icon of the entry it is under, an app's launcher icon), ``android:id/title``
and the ``breadcrumb`` (the pages above it, " > " between them).

Index: every row of the pages ``settings_pages`` builds, reached from the homepage
through the pages rows open (not the per-app pages), with its page path; a row that
opens a page leads to that page, any other row to the page it is on. Then every
launchable app by its label, breadcrumb "Apps", leading to its App info page
(SettingsIntelligence's installed-apps results) [breadcrumb inferred]. Matching: each word
of the query is the start of a word of the title, case-insensitive (a CJK word: anywhere
in the title); titles that start with the query come first, otherwise index order;
(title, breadcrumb) pairs are listed once. [Simplification: the real index also holds
keywords, apps and the pages' other preferences, ranks by its own scores and opens the
page with the row highlighted; here a tap on a result closes the search screen and opens
its page in Settings, so BACK from that page goes to Settings, not back to the results.]
"""

from __future__ import annotations

import re

from venus_tasks.sim.apps_ui import settings_icons as icons
from venus_tasks.sim.apps_ui import settings_pages as pages
from venus_tasks.sim.apps_ui import settings_pages_more as more
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.apps_ui.settings_pages import SETTINGS, t
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen import strings
from venus_tasks.sim.screen.tree import UiNode

PACKAGE = "com.google.android.settings.intelligence"
ACTIVITY = "com.android.settings.intelligence.search.SearchActivity"
ID = PACKAGE + ":id/"
FIELD = "settings_search"
_MAX_DEPTH = 4
_CJK = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff]")


def open_search(model) -> None:
    """Start the search screen over Settings, its field focused and empty."""
    model.activities.start(PACKAGE, ACTIVITY)
    model.ui.fields[FIELD] = ""
    model.ui.focused_field = FIELD


def index(model) -> list[tuple[str, str, str, str]]:
    """``(title, breadcrumb, page to open, icon)`` of every indexed row, homepage first;
    ``icon`` is the ``settings_icons`` key of the homepage entry the row is under ("" for
    none) or "app:<package>" for an app."""
    out: list[tuple[str, str, str, str]] = []
    seen_pages = {"top"}
    queue: list[tuple[str, tuple[str, ...], str]] = [("top", (), "")]
    while queue:
        name, trail, root = queue.pop(0)
        title, entries = pages.page(model, name)
        here = trail + ((title,) if name != "top" else ())
        for entry in entries:
            if entry[0] not in ("row", "switch", "main_switch", "radio", "button") or not entry[1]:
                continue
            action = entry[-1]
            target = name
            if isinstance(action, tuple) and action[:3] == ("app", SETTINGS, "open"):
                target = action[3]
                if (target not in seen_pages and not target.startswith(("app:", "all_apps"))
                        and len(here) < _MAX_DEPTH):
                    seen_pages.add(target)
                    queue.append((target, here, root or target))
            text = entry[1].replace("+  ", "", 1)
            out.append((text, " > ".join(here), target, icons.HOMEPAGE.get(root or target, "")))
    apps = t(model, "Apps")
    out += [(strings.label(model, p), apps, "app:" + p.name, "app:" + p.name)
            for p in more.all_apps(model) if p.launchable]
    return out


def top_level_of(model, name: str) -> str | None:
    """The homepage entry's page that ``name`` is reached from (itself for one of them;
    "app:" pages: "apps"), or None for a page no homepage entry leads to."""
    if name.startswith("app:") or name == "all_apps":
        return "apps"
    seen, queue = {"top"}, [("top", "")]
    while queue:
        page, root = queue.pop(0)
        for entry in pages.page(model, page)[1]:
            action = entry[-1] if entry else None
            if not (isinstance(action, tuple) and action[:3] == ("app", SETTINGS, "open")):
                continue
            target = action[3]
            if target == name:
                return root or target
            if target not in seen and not target.startswith(("app:", "stub:", "all_apps")):
                seen.add(target)
                queue.append((target, root or target))
    return None


def _matches(title: str, query: str) -> bool:
    words = re.split(r"[^\w\u2011-]+", title.lower())
    for part in query.lower().split():
        if _CJK.search(part):
            if part not in title.lower():
                return False
        elif not any(w.startswith(part) for w in words):
            return False
    return True


def results(model, query: str) -> list[tuple[str, str, str, str]]:
    """The results for ``query`` (see the module docstring); [] for a blank query."""
    q = query.strip()
    if not q:
        return []
    found, seen = [], set()
    for item in index(model):
        if (item[0], item[1]) not in seen and _matches(item[0], q):
            seen.add((item[0], item[1]))
            found.append(item)
    return sorted(found, key=lambda r: not r[0].lower().startswith(q.lower()))


def build(model, root: UiNode, m, status: int) -> None:
    root.style["bg"] = "surface"
    query = model.ui.fields.get(FIELD, "")
    bar = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "search_toolbar",
                          bounds=(0, status, m.width, status + m.dp(64)), style={"bg": "bar"}))
    bar.add(UiNode(cls="android.widget.ImageButton", desc=widgets.NAVIGATE_UP, clickable=True, focusable=True,
                   bounds=(0, status + m.dp(4), m.dp(56), status + m.dp(60)), action=("app", PACKAGE, "up"),
                   style={"kind": "icon_button", "glyph": "back"}))
    view = bar.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "search_view",
                          bounds=(m.dp(56), status + m.dp(8), m.width - m.dp(8), status + m.dp(56))))
    right = m.width - (m.dp(56) if query else m.dp(16))
    view.add(UiNode(cls="android.widget.EditText", text=query or t(model, "Search settings"),
                    resource_id="android:id/search_src_text", clickable=True, focusable=True,
                    long_clickable=True, focused=model.ui.focused_field == FIELD,
                    bounds=(m.dp(64), status + m.dp(12), right, status + m.dp(52)),
                    action=("focus", FIELD),
                    style={"kind": "search_text", "hint": not query, "hint_text": t(model, "Search settings")}))
    if query:
        widgets.icon_button(view, (m.width - m.dp(56), status + m.dp(8), m.width - m.dp(8), status + m.dp(56)),
                            "close", ("app", PACKAGE, "clear"), rid="android:id/search_close_btn",
                            desc="Clear query")
    top = status + m.dp(64)
    items = []
    for title, crumb, target, icon in results(model, query):
        def make(lst, y, title=title, crumb=crumb, target=target, icon=icon):
            height = m.dp(72 if crumb else 56)
            node = widgets.row(lst, m, y, height, title, crumb, ("app", PACKAGE, "result", target),
                               summary_id=ID + "breadcrumb", indent=72)
            if icon:                       # search_intent_item.xml: the result's icon at the start
                mid = y + height // 2
                style = ({"kind": "task_icon", "package": icon[4:]} if icon.startswith("app:")
                         else {"kind": "vector", "path": icons.path(icon), "ink": "secondary"})
                node.children.insert(0, UiNode(cls="android.widget.ImageView", resource_id="android:id/icon",
                                               package=node.package, style=style,
                                               bounds=(m.dp(24), mid - m.dp(12), m.dp(48), mid + m.dp(12))))
        items.append((m.dp(72 if crumb else 56), make))
    widgets.vlist(model, root, m, (0, top, m.width, m.height), f"{PACKAGE}/results:{query}", items,
                  rid=ID + "list_results")


def windows(model, m, status: int) -> list:
    return []


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    if verb == "up":
        model.ui.focused_field = None
        model.activities.back()
    elif verb == "clear":
        model.ui.fields[FIELD] = ""
        model.ui.focused_field = FIELD
    elif verb == "result":
        _open_result(model, args[0])


def _open_result(model, target: str) -> None:
    """Close the search screen and show ``target`` in Settings (the homepage for "top")."""
    model.ui.focused_field = None
    model.ui.fields.pop(FIELD, None)
    task = model.activities.task_of(PACKAGE)
    if task is not None:
        model.activities.remove_task(task.id)
    model.activities.start(SETTINGS, "com.android.settings.Settings")
    st = state.get(model, SETTINGS)
    while st.pages:
        state.pop(model, SETTINGS)
    if target != "top":
        model.system_ui.scroll.pop(f"{SETTINGS}/{target}", None)
        state.push(model, SETTINGS, Page(target, activity="com.android.settings.SubSettings"))


def back(model) -> bool:
    return False


def enter(model) -> bool:
    return True          # the IME's search key: the results already show
