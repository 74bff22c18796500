"""Settings (``com.android.settings``) screens: the homepage, its sub-pages (each a
``SubSettings`` activity, as Android 13 starts them) and SystemUI's brightness slider.

Pages and texts are in ``settings_pages``. Layout: the homepage has the large "Settings"
title (``homepage_title``) and the search bar card (``search_bar``, AOSP
``res/layout/search_bar.xml``: a ``MaterialCardView`` holding the ``Toolbar``
``search_action_bar`` with the search icon and "Search settings", which opens the search
screen of ``settings_search``) over the list (``recycler_view``) of ``HomepagePreference``
rows, each with its icon (``settings_icons``); a sub-page has an app bar with
"Navigate up" and its title in large type below it until the list scrolls (a
collapsing toolbar, ``_page``). At 600dp and wider the homepage and the page on top
share the window (``two_pane``: Android 13's activity embedding). Rows are AndroidX preferences (``android:id/title``,
``android:id/summary``, ``android:id/switch_widget``; a radio row of the Screen timeout
page: ``SelectorWithWidgetPreference``, its ``RadioButton`` ``android:id/checkbox`` before
the title); a page's main switch is a
``MainSwitchBar`` (``com.android.settings:id/switch_text`` + the switch); the Do Not
Disturb button is a ``Button`` [ids inferred].

Brightness: tapping "Brightness level" opens SystemUI's ``BrightnessDialog`` (a window of
``com.android.systemui``, ``settings.brightness.BrightnessDialog``) holding the slider
(``com.android.systemui:id/slider``, a ``SeekBar`` described "Display brightness",
SystemUI ``accessibility_brightness``). A tap on the slider sets ``system
screen_brightness`` from the position along the track through SettingsLib's
``BrightnessUtils`` HLG curve (``apps.settings.slider_to_brightness``: left end 1, middle
22, right end 255) and ``screen_brightness_mode`` 0 (manual); a drag sets
the value where it ends. [Simplification: Android 13 maps the slider through a gamma
curve (``BrightnessUtils.convertGammaToLinear``); here the mapping is linear, and the
"Brightness level" summary is the same percentage.] BACK or a touch outside closes it.

Pair new device: opening the page turns Bluetooth on (``global bluetooth_on`` 1), as
Android 13's ``BluetoothPairingDetail`` enables the adapter when it starts (the row's
summary says "Bluetooth will turn on to pair").

Do Not Disturb: "Turn on now" writes ``global zen_mode`` 1
(``ZEN_MODE_IMPORTANT_INTERRUPTIONS``, what ``NotificationManager.setZenMode`` stores),
"Turn off now" writes 0.
"""

from __future__ import annotations

import copy

from apps.settings import brightness_to_slider, slider_to_brightness

from venus_tasks.sim.apps_ui import settings_icons as icons
from venus_tasks.sim.apps_ui import settings_pages as pages
from venus_tasks.sim.apps_ui import settings_search
from venus_tasks.sim.apps_ui import settings_pages_more as more
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.apps_ui.settings_pages import SETTINGS, t
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = SETTINGS
ID = SETTINGS + ":id/"
SUB_SETTINGS = "com.android.settings.SubSettings"
SYSTEMUI = "com.android.systemui"
BRIGHTNESS_DIALOG = f"{SYSTEMUI}/{SYSTEMUI}.settings.brightness.BrightnessDialog"
TWO_PANE_DP = 600
SPLIT_RATIO = 0.3636
DEFAULT_PAGE = "network"
EXPANDED_TITLE_DP = 216 - 24 - 64          # toolbar_one_line_height less the status bar and the bar itself


def build(model, root: UiNode, m, status: int) -> None:
    """The page on top of the Settings task (the homepage when none); two panes at
    ``TWO_PANE_DP`` and wider."""
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = "surface"
    if two_pane(m):
        _build_two_pane(model, root, m, status, st)
        return
    if page is None:
        _homepage(model, root, m, status, None)
    else:
        _page(model, root, m, status, page.name, up=True)


def two_pane(m) -> bool:
    """Whether Settings shows its homepage and a page side by side: a window at least
    600dp wide (``SplitRule.SPLIT_MIN_DIMENSION_DP_DEFAULT``, the minimum width and
    smallest width of Settings' split rules, ``ActivityEmbeddingUtils``)."""
    return min(m.width, m.height) * 160 / m.density >= TWO_PANE_DP


def _homepage(model, root: UiNode, m, status: int, selected: str | None) -> None:
    """The homepage: the "Settings" title (not in two panes, AOSP
    ``settings_homepage_app_bar_two_pane_layout.xml``: the bar alone, ids ``..._two_pane``),
    the search bar card and one
    ``HomepagePreference`` row per ``top_level_settings.xml`` entry, its icon
    (``settings_icons``, tinted with the text colour) before the title and summary.
    ``selected`` (two panes) is the page the right pane shows: its row is highlighted."""
    pane = selected is not None
    if pane:                                      # settings_homepage_app_bar_two_pane_layout: no title
        top, suffix, title_id = status + m.dp(16), "_two_pane", "search_bar_title"
    else:                                         # ..._regular_phone_layout: the title above the bar
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=t(model, "Settings"), resource_id=ID + "homepage_title",
                        bounds=(m.dp(24), status + m.dp(24), m.width - m.dp(24), status + m.dp(72)),
                        style={"kind": "title"}))
        top, suffix, title_id = status + m.dp(84), "", "search_action_bar_title"
    card = root.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "search_bar" + suffix,
                           bounds=(m.dp(16), top, m.width - m.dp(16), top + m.dp(48)),
                           style={"kind": "search_card", "radius": m.dp(24)}))
    bar = card.add(UiNode(cls="android.widget.Toolbar", resource_id=ID + "search_action_bar" + suffix,
                          clickable=True, focusable=True, bounds=card.bounds, action=("app", PACKAGE, "search")))
    bar.add(UiNode(cls="android.widget.ImageView", bounds=(m.dp(32), top + m.dp(12), m.dp(56), top + m.dp(36)),
                   style={"kind": "vector", "path": icons.path("search"), "ink": "secondary"}))
    bar.add(UiNode(cls=widgets.TEXT_VIEW, text=t(model, "Search settings"),
                   resource_id=ID + title_id,
                   bounds=(m.dp(72), top + m.dp(12), m.width - m.dp(32), top + m.dp(36)),
                   style={"kind": "secondary"}))
    top += m.dp(64 if pane else 60)
    _, entries = pages.page(model, "top")
    items = [_home_item(model, m, e, selected) for e in entries]
    widgets.vlist(model, root, m, (0, top, m.width, m.height), f"{PACKAGE}/top", items, rid=ID + "recycler_view")


def _home_item(model, m, entry: tuple, selected: str | None):
    """``(height, build)`` of one homepage row (``homepage_preference.xml``: the 24dp icon
    in a 48dp frame from 16dp, the texts from 72dp) [offsets inferred]."""
    _, title, summary, action = entry
    target = action[3] if action and len(action) > 3 else ""
    key = icons.HOMEPAGE.get(target)
    height = m.dp(72 if summary else 56)

    def make(lst, y):
        node = widgets.row(lst, m, y, height, title, summary, ("app", PACKAGE, "open_top", target), indent=72)
        node.style["divider"] = False             # the homepage draws no dividers between its rows
        if selected is not None and target == selected:
            node.selected = True
        if key is not None:
            frame = UiNode(cls="android.widget.LinearLayout", resource_id=ID + "icon_frame",
                           bounds=(m.dp(16), y, m.dp(64), y + height))
            mid = y + height // 2
            frame.add(UiNode(cls="android.widget.ImageView", resource_id="android:id/icon",
                             bounds=(m.dp(28), mid - m.dp(12), m.dp(52), mid + m.dp(12)),
                             style={"kind": "vector", "path": icons.path(key), "ink": "text"}))
            frame.package = node.package
            for child in frame.walk():
                child.package = node.package
            node.children.insert(0, frame)
    return height, make


def _page(model, root: UiNode, m, status: int, name: str, *, up: bool) -> None:
    """A sub-page (``CollapsingToolbarBaseActivity``): the app bar with "Navigate up" (when
    ``up``) over the entries, the first of which is the expanded title: the page title in
    large type in the ``toolbar_one_line_height`` (216dp with the status bar) expanded
    app bar, ``expanded_title_margin_start`` 24dp (SettingsLib
    CollapsingToolbarBaseActivity dimens.xml). Scrolled past it, the bar is collapsed and
    shows the title in its own line. [Simplification: the expanded title scrolls away as a
    list item instead of shrinking into the bar.]"""
    title, entries = pages.page(model, name)
    page_view(model, root, m, status, t(model, title), entries, f"{PACKAGE}/{name}",
              ("app", PACKAGE, "up") if up else None)


def page_view(model, root: UiNode, m, status: int, title: str, entries: list, key: str, up: tuple | None) -> None:
    """A page of ``entries`` under a collapsing toolbar titled ``title`` (see ``_page``);
    ``key`` is its list's scroll key, ``up`` the "Navigate up" action (None: no button)."""
    bar = widgets.toolbar(root, m, status, "", up=up, rid=ID + "action_bar")
    bar.children = [c for c in bar.children if c.text or c.desc]       # no title line while expanded
    top = status + m.dp(64)
    shown = []

    def make_title(lst, y):
        shown.append(True)
        lst.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id=ID + "collapsing_toolbar_title",
                       bounds=(m.dp(24), y + m.dp(48), m.width - m.dp(24), y + m.dp(104)),
                       style={"kind": "large_title"}))
    items = [(m.dp(EXPANDED_TITLE_DP), make_title)] + [entry_item(model, m, e) for e in entries]
    widgets.vlist(model, root, m, (0, top, m.width, m.height), key, items, rid=ID + "recycler_view")
    bar.style["bg"] = "surface" if shown else "bar"   # expanded: the page's background; collapsed: the scrim
    if not shown:                                  # collapsed: the title moves into the bar
        left = m.dp(72) if up else m.dp(16)
        bar.add(UiNode(cls=widgets.TEXT_VIEW, text=title, bounds=(left, status + m.dp(16), m.width - m.dp(16),
                                                                  status + m.dp(48)), style={"kind": "title"}))


def _build_two_pane(model, root: UiNode, m, status: int, st) -> None:
    """Android 13's activity embedding: the homepage in the left 36.36% of the window
    (``config_activity_embed_split_ratio`` 0.3636), the page on top in the right pane
    (Network & internet, the first entry, until another is chosen: the homepage
    highlights its first entry, ``TopLevelHighlightMixin``; for a page opened from search,
    the entry it is under), a divider between them. The
    right pane's first page has no "Navigate up"; the pages opened from it have. Both
    panes are in this one window's tree. [Simplification: on a device each pane is its
    own activity window in the task; an accessibility dump of the focused window alone
    holds one pane.]"""
    left_w = round(m.width * SPLIT_RATIO)
    right = st.pages[-1].name if st.pages else DEFAULT_PAGE
    first = settings_search.top_level_of(model, st.pages[0].name) if st.pages else DEFAULT_PAGE
    left_m, right_m = copy.copy(m), copy.copy(m)
    left_m.width, right_m.width = left_w, m.width - left_w
    left = root.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "settings_homepage_container",
                           bounds=(0, 0, left_w, m.height)))
    _homepage(model, left, left_m, status, first)
    pane = UiNode(cls="android.widget.FrameLayout", package=root.package, resource_id=ID + "content_frame",
                  bounds=(0, 0, right_m.width, m.height))
    _page(model, pane, right_m, status, right, up=len(st.pages) > 1)
    _shift_x(pane, left_w)
    root.add(UiNode(cls="android.view.View", bounds=(left_w, status, left_w + max(1, m.dp(1)), m.height),
                    style={"kind": "pane_divider"}))
    root.add(pane)


def _shift_x(node: UiNode, dx: int) -> None:
    """Move ``node`` and its subtree ``dx`` pixels right (bounds, a slider's track ends)."""
    l, t_, r, b = node.bounds
    node.bounds = (l + dx, t_, r + dx, b)
    if "slider" in node.style:
        a, z = node.style["slider"]
        node.style["slider"] = (a + dx, z + dx)
    for child in node.children:
        _shift_x(child, dx)


def entry_item(model, m, entry: tuple):
    """``(height, build(list, top))`` of one page entry (``settings_pages`` shapes)."""
    kind = entry[0]
    if kind in ("text", "buttons", "stepper"):
        return _more_item(model, m, entry)
    if kind == "header":
        return m.dp(48), lambda lst, y: widgets.header(lst, m, y, entry[1])
    if kind == "button":
        _, text, action, rid = entry

        def make_button(lst, y):
            widgets.button(lst, (m.dp(16), y + m.dp(12), m.dp(16) + max(m.dp(140), int(len(text) * m.dp(10))),
                                 y + m.dp(60)), text, action, rid=ID + rid)
        return m.dp(72), make_button
    if kind == "main_switch":
        _, title, checked, action = entry

        def make_main(lst, y):
            bar = lst.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "main_switch_bar",
                                 clickable=action is not None, focusable=True, checkable=True, checked=checked,
                                 enabled=action is not None,
                                 bounds=(m.dp(16), y + m.dp(8), m.width - m.dp(16), y + m.dp(72)),
                                 action=action, style={"kind": "main_switch", "radius": m.dp(28)}))
            mid = y + m.dp(40)
            bar.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id=ID + "switch_text",
                           bounds=(m.dp(40), mid - m.dp(14), m.width - m.dp(96), mid + m.dp(14))))
            bar.add(UiNode(cls="android.widget.Switch", resource_id="android:id/switch_widget",
                           checkable=True, checked=checked, focusable=True, enabled=action is not None,
                           bounds=(m.width - m.dp(88), mid - m.dp(16), m.width - m.dp(32), mid + m.dp(16)),
                           style={"kind": "switch"}))
        return m.dp(80), make_main
    if kind == "radio":
        _, title, checked, action = entry

        def make_radio(lst, y):
            height, mid = m.dp(56), y + m.dp(28)
            node = lst.add(UiNode(cls="android.widget.LinearLayout", clickable=True, focusable=True,
                                  action=action, bounds=(0, y, m.width, y + height), style={"kind": "row"}))
            node.add(UiNode(cls="android.widget.RadioButton", resource_id="android:id/checkbox",
                            checkable=True, checked=checked,
                            bounds=(m.dp(20), mid - m.dp(12), m.dp(44), mid + m.dp(12)), style={"kind": "radio"}))
            node.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id="android:id/title",
                            bounds=(m.dp(72), mid - m.dp(14), m.width - m.dp(16), mid + m.dp(14))))
        return m.dp(56), make_radio
    if kind == "switch":
        _, title, summary, checked, action = entry
        height = m.dp(72 if summary else 56)
        return height, lambda lst, y: widgets.row(lst, m, y, height, title, summary, action, switch=checked)
    _, title, summary, action = entry
    height = m.dp(72 if summary else 56)
    return height, lambda lst, y: widgets.row(lst, m, y, height, title, summary, action)


def _more_item(model, m, entry: tuple):
    """The entries of ``settings_pages_more``: a plain line (with a fourth element, a
    package: App info's entity header, the app's launcher icon over its centred label), App info's buttons, a stepped
    slider with "Make smaller" / "Make larger" icons at its ends, each disabled at its end
    of the slider as ``LabeledSeekBarPreference`` does [inferred ids]."""
    kind = entry[0]
    if kind == "text":
        _, text, rid = entry[:3]
        package = entry[3] if len(entry) > 3 else None
        icon = m.dp(112) if rid == "entity_header_title" else 0      # App info: the app's icon above

        def make_text(lst, y):
            if package:                          # the entity header: the app's icon, its label centred below
                lst.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "entity_header_icon",
                               bounds=(m.width // 2 - m.dp(32), y + m.dp(32), m.width // 2 + m.dp(32), y + m.dp(96)),
                               style={"kind": "task_icon", "package": package}))
            lst.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=ID + rid,
                           bounds=(m.dp(16), y + icon + m.dp(12), m.width - m.dp(16), y + icon + m.dp(44)),
                           style={"centred": True} if package else {}))
        return m.dp(56) + icon, make_text
    if kind == "buttons":
        buttons = entry[1]

        def make_buttons(lst, y):
            width = (m.width - m.dp(16)) // len(buttons)
            for i, (text, action) in enumerate(buttons):      # a None action: disabled
                left = m.dp(8) + i * width
                lst.add(UiNode(cls="android.widget.Button", resource_id=ID + f"button{i + 1}", text=text,
                               clickable=True, focusable=True, action=action, enabled=action is not None,
                               style={"kind": "pill"},
                               bounds=(left + m.dp(4), y + m.dp(8), left + width - m.dp(4), y + m.dp(64))))
        return m.dp(72), make_buttons
    _, title, frac, minus, plus, minus_desc, plus_desc = entry

    def make_stepper(lst, y):
        lst.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id="android:id/title",
                       bounds=(m.dp(16), y + m.dp(12), m.width - m.dp(16), y + m.dp(38))))
        mid = y + m.dp(72)
        lst.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "icon_start", desc=minus_desc,
                       clickable=True, focusable=True, action=minus, enabled=frac > 0,
                       bounds=(m.dp(8), mid - m.dp(24), m.dp(56), mid + m.dp(24))))
        left, right = m.dp(64), m.width - m.dp(64)
        lst.add(UiNode(cls="android.widget.SeekBar", resource_id=ID + "seekbar", desc=title, focusable=True,
                       bounds=(left, mid - m.dp(16), right, mid + m.dp(16)),
                       style={"kind": "slider", "frac": frac, "slider": (left, right)}))
        lst.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "icon_end", desc=plus_desc,
                       clickable=True, focusable=True, action=plus, enabled=frac < 1,
                       bounds=(m.width - m.dp(56), mid - m.dp(24), m.width - m.dp(8), mid + m.dp(24))))
    return m.dp(104), make_stepper


def windows(model, m, status: int) -> list[Window]:
    """The brightness slider over the page, or App info's "Force stop?" dialog, when open."""
    st, _, foreign = state.current(model, PACKAGE)
    if st.dialog is not None and st.dialog.name == "force_stop":
        return [_force_stop_dialog(model, m, st.dialog.args["package"])]
    if foreign or st.dialog is None or st.dialog.name != "brightness":
        return []
    value = model.settings.get_int("system", "screen_brightness", 102)
    top = status + m.dp(8)
    root = UiNode(package=SYSTEMUI, bounds=(m.dp(8), top, m.width - m.dp(8), top + m.dp(80)),
                  style={"bg": "dialog", "radius": m.dp(24)})
    left, right = m.dp(32), m.width - m.dp(32)
    frame = root.add(UiNode(cls="android.widget.FrameLayout", resource_id=SYSTEMUI + ":id/brightness_slider",
                            bounds=(m.dp(16), top + m.dp(12), m.width - m.dp(16), top + m.dp(68))))
    frame.add(UiNode(cls="android.widget.SeekBar", resource_id=SYSTEMUI + ":id/slider",
                     desc=t(model, "Display brightness"), clickable=True, focusable=True,
                     bounds=(left, top + m.dp(16), right, top + m.dp(64)),
                     action=("app", PACKAGE, "slider", left, right),
                     style={"kind": "slider", "frac": brightness_to_slider(value), "slider": (left, right)}))
    return [Window(BRIGHTNESS_DIALOG, root, modal=True, dim=True, outside=("app", PACKAGE, "close"))]


def _force_stop_dialog(model, m, package: str) -> Window:
    """The ``AlertDialog`` App info shows before a force stop: title, message, Cancel / OK."""
    w, h = min(m.width - m.dp(48), m.dp(320)), m.dp(196)
    l, top = (m.width - w) // 2, (m.height - h) // 2
    root = UiNode(package=PACKAGE, bounds=(l, top, l + w, top + h), style={"bg": "dialog", "radius": m.dp(28)})
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=more.t(model, "Force stop?"), resource_id="android:id/alertTitle",
                    bounds=(l + m.dp(24), top + m.dp(24), l + w - m.dp(24), top + m.dp(56)), style={"kind": "title"}))
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=more.t(model, "If you force stop an app, it may misbehave."),
                    resource_id="android:id/message",
                    bounds=(l + m.dp(24), top + m.dp(64), l + w - m.dp(24), top + m.dp(120))))
    y, x = top + h - m.dp(64), l + w - m.dp(16)
    for text, action, rid in ((more.t(model, "OK"), ("app", PACKAGE, "force_stop", package), "android:id/button1"),
                              (more.t(model, "Cancel"), ("app", PACKAGE, "close"), "android:id/button2")):
        bw = m.dp(24) + int(len(text) * m.dp(9.5))
        widgets.button(root, (x - bw, y, x, y + m.dp(44)), text, action, rid=rid)
        x -= bw + m.dp(8)
    return Window(PACKAGE, root, modal=True, dim=True, outside=("app", PACKAGE, "close"))


def set_brightness(model, x: int, left: int, right: int) -> None:
    """The slider moved to ``x``: ``screen_brightness`` through SettingsLib's HLG curve
    (``apps.settings.slider_to_brightness``; a slider at 50% stores 22), manual mode."""
    frac = min(1.0, max(0.0, (x - left) / max(1, right - left)))
    model.settings.put("system", "screen_brightness", str(slider_to_brightness(frac)))
    model.settings.put("system", "screen_brightness_mode", "0")


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st, _, _ = state.current(model, PACKAGE)
    if verb == "search":
        settings_search.open_search(model)
    elif verb == "open_top" and _two_pane_now(model):
        while st.pages:                           # the right pane starts over with the chosen page
            state.pop(model, PACKAGE)
        perform(model, "open", args, x, y)
    elif verb in ("open", "open_top"):
        model.system_ui.scroll.pop(f"{PACKAGE}/{args[0]}", None)    # a new page starts at the top
        state.push(model, PACKAGE, Page(args[0], activity=SUB_SETTINGS))
        if args[0] == "stub:Pair new device":     # BluetoothPairingDetail.onStart enables Bluetooth
            model.settings.put("global", "bluetooth_on", "1")
    elif verb == "up":
        state.pop(model, PACKAGE)
    elif verb == "finish":                        # Navigate up on a page started on its own
        model.activities.back()
    elif verb == "brightness":
        st.dialog = Page("brightness")
    elif verb == "ask_force_stop":
        st.dialog = Page("force_stop", {"package": args[0]})
    elif verb == "force_stop":
        st.dialog = None
        model.force_stop(args[0])
    elif verb == "close":
        st.dialog = None
    elif verb == "slider":
        set_brightness(model, x, *args)
    elif verb == "font":
        more.step_font(model, args[0])


def _two_pane_now(model) -> bool:
    from venus_tasks.sim.screen import layout         # layout builds this module's screens
    return two_pane(layout.metrics(model))


def back(model) -> bool:
    st, _, foreign = state.current(model, PACKAGE)
    if st.dialog is not None and st.dialog.name == "force_stop":
        st.dialog = None
        return True
    if foreign:
        return False
    if st.dialog is not None:
        st.dialog = None
        return True
    if len(st.pages) == 1 and _two_pane_now(model):
        while st.pages:                           # the right pane's first page closes with the homepage
            state.pop(model, PACKAGE)
        return False
    return state.pop(model, PACKAGE)


def enter(model) -> bool:
    return False
