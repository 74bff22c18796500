"""Phone (``com.google.android.dialer``) main screen: the search bar, the Favorites,
Recents and Contacts tabs of the bottom navigation, the dialpad button and the dialpad.
A call placed here (a favourite, a Recents row's call button, the dialpad's dial button)
is the device's outgoing call (``model.telephony.dial``), which the in-call screen
(``screen/windows.call_screen``) shows.

Layout facts from AOSP Dialer (packages/apps/Dialer for Android 13, read in GrapheneOS'
mirror ``platform_packages_apps_Dialer`` branch 13 where its own changes are named;
``tests/data/likeness/phone/SOURCE``):

* ``main/impl/res/layout/main_activity.xml``: the toolbar (``toolbar_layout.xml``: a
  rounded search box ``search_view_container`` 8dp from the edges, 48dp high, holding the
  magnifier ``search_magnifying_glass``, "Search contacts" ``search_box_start_search``
  (``dialer_hint_find_contact``), the microphone ``voice_search_button`` "Start voice
  search" and the overflow ``main_options_menu_button`` "More options"); the FAB ``fab``
  (16dp margin, bottom end, ``quantum_ic_dialpad_white_24``, content description "key
  pad", tinted ``colorAccent``); the bottom navigation ``bottom_nav_bar``.
* ``bottomnav/res/layout/bottom_nav_bar_layout.xml`` / ``bottom_nav_item.xml``: items
  ``speed_dial_tab`` "Favorites" (star), ``call_log_tab`` "Recents" (clock),
  ``contacts_tab`` "Contacts" (people), ``voicemail_tab`` (gone without visual
  voicemail, as on an emulator); each a 24dp icon ``bottom_nav_item_image`` over a 12sp
  label ``bottom_nav_item_text``, 56dp high; ``BottomNavItem.setSelected`` tints the
  selected one ``colorPrimary`` (#2A56C6) and the others ``textColorSecondary``
  (GrapheneOS' commit 9f7721f9 makes them grey; AOSP's colours are used).
* ``calllog/ui/res/layout/new_call_log_entry.xml``: a 72dp row, the photo
  ``contact_photo_view``, ``primary_text`` (name, else number), ``call_type_icon`` (18dp:
  received, made, missed; an unread missed call's in ``call_type_icon_unread_color``
  #D32F2F, else #757575; ``NewCallLogViewHolder``) and
  ``secondary_text`` (the call's type and time, "Missed · 3:14 PM" [simplified: the entry
  joins the number's label and the time with " • ", which the renderer's font lacks]),
  the call button ``call_button`` (56x72dp) at the end.
* Letter tiles as Contacts draws them (``contacts.letter_tile_colour``).
* The dialpad (``dialpadview``): the digits field ``digits``, the keys ``one`` ..
  ``nine``, ``star``, ``zero``, ``pound`` (each a ``dialpad_key_number`` text), the
  backspace ``deleteButton`` "backspace" and the dial button
  ``dialpad_floating_action_button`` "dial" (``description_dial_button``).

Simplifications [documented]: the search bar, microphone and overflow do nothing; a
Recents row or a Contacts row tap does nothing (a real one opens the call details /
the contact's card); the speed dial shows starred contacts only (no suggestions); the
dialpad's letters, long presses and the number's formatting as it is typed are not
modelled; the default tab is Favorites, then the last one chosen.
"""

from __future__ import annotations

import datetime

from venus_tasks.sim.apps_ui import contacts, material, state, widgets
from venus_tasks.sim.apps_ui import contacts_data as data
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode

PACKAGE = "com.google.android.dialer"
ID = PACKAGE + ":id/"
PRIMARY = (0x2A, 0x56, 0xC6)        # dialer_theme_color (colorPrimary)
ACCENT = (0xF5, 0x00, 0x57)         # dialer_secondary_color (colorAccent): the dialpad FAB
SECONDARY = (0x5F, 0x63, 0x68)      # textColorSecondary / colorIcon (google_grey_700)
SEARCH_FILL = (0xF1, 0xF3, 0xF4)    # search_bar_background_rounded_corners [inferred: google_grey_100]
CALL_GREEN = (0x00, 0xC8, 0x53)     # dialer_call_green: the dialpad's dial button
TABS = (("speed_dial_tab", "Favorites"), ("call_log_tab", "Recents"), ("contacts_tab", "Contacts"))
KEYS = (("1", "one"), ("2", "two"), ("3", "three"), ("4", "four"), ("5", "five"), ("6", "six"),
        ("7", "seven"), ("8", "eight"), ("9", "nine"), ("*", "star"), ("0", "zero"), ("#", "pound"))
READ_INK, MISSED_INK = (0x75, 0x75, 0x75), (0xD3, 0x2F, 0x2F)   # call_type_icon_read/unread_color
MISSED_ICON = "M19.59,7L12,14.59 6.41,9H11V7H3v8h2v-4.59l7,7 9,-9z"      # quantum_ic_call_missed
CALL_TYPE_ICONS = {1: "M20,5.41L18.59,4 7,15.59V9H5v10h10v-2H8.41z",       # call_received
                   2: "M9,5v2h6.59L4,18.59 5.41,20 17,8.41V15h2V5z",        # call_made
                   3: MISSED_ICON}
CALL_TYPES = {1: "Incoming", 2: "Outgoing", 3: "Missed", 5: "Declined", 6: "Blocked"}

# Material icons (24x24), as Dialer's quantum_ic_*_vd_theme_24 drawables.
STAR = "M12,17.27L18.18,21l-1.64,-7.03L22,9.24l-7.19,-0.61L12,2 9.19,8.63 2,9.24l5.46,4.73L5.82,21z"
CLOCK = ("M11.99,2C6.47,2 2,6.48 2,12s4.47,10 9.99,10C17.52,22 22,17.52 22,12S17.52,2 11.99,2zM12,20"
         "c-4.42,0 -8,-3.58 -8,-8s3.58,-8 8,-8 8,3.58 8,8 -3.58,8 -8,8zM12.5,7H11v6l5.25,3.15 0.75,-1.23 "
         "-4.5,-2.67z")
PEOPLE = ("M16,11c1.66,0 2.99,-1.34 2.99,-3S17.66,5 16,5c-1.66,0 -3,1.34 -3,3s1.34,3 3,3zM8,11c1.66,0 "
          "2.99,-1.34 2.99,-3S9.66,5 8,5C6.34,5 5,6.34 5,8s1.34,3 3,3zM8,13c-2.33,0 -7,1.17 -7,3.5V19h14v-2.5"
          "c0,-2.33 -4.67,-3.5 -7,-3.5zM16,13c-0.29,0 -0.62,0.02 -0.97,0.05 1.16,0.84 1.97,1.97 1.97,3.45V19h6"
          "v-2.5c0,-2.33 -4.67,-3.5 -7,-3.5z")
DIALPAD = ("M12,19c-1.1,0 -2,0.9 -2,2s0.9,2 2,2 2,-0.9 2,-2 -0.9,-2 -2,-2zM6,1c-1.1,0 -2,0.9 -2,2s0.9,2 2,2 "
           "2,-0.9 2,-2 -0.9,-2 -2,-2zM6,7c-1.1,0 -2,0.9 -2,2s0.9,2 2,2 2,-0.9 2,-2 -0.9,-2 -2,-2zM6,13"
           "c-1.1,0 -2,0.9 -2,2s0.9,2 2,2 2,-0.9 2,-2 -0.9,-2 -2,-2zM18,5c1.1,0 2,-0.9 2,-2s-0.9,-2 -2,-2 -2,0.9 "
           "-2,2 0.9,2 2,2zM12,13c-1.1,0 -2,0.9 -2,2s0.9,2 2,2 2,-0.9 2,-2 -0.9,-2 -2,-2zM18,13c-1.1,0 -2,0.9 "
           "-2,2s0.9,2 2,2 2,-0.9 2,-2 -0.9,-2 -2,-2zM18,7c-1.1,0 -2,0.9 -2,2s0.9,2 2,2 2,-0.9 2,-2 -0.9,-2 "
           "-2,-2zM12,7c-1.1,0 -2,0.9 -2,2s0.9,2 2,2 2,-0.9 2,-2 -0.9,-2 -2,-2zM12,1c-1.1,0 -2,0.9 -2,2s0.9,2 "
           "2,2 2,-0.9 2,-2 -0.9,-2 -2,-2z")
MIC = ("M12,14c1.66,0 2.99,-1.34 2.99,-3L15,5c0,-1.66 -1.34,-3 -3,-3S9,3.34 9,5v6c0,1.66 1.34,3 3,3zM17.3,11"
       "c0,3 -2.54,5.1 -5.3,5.1S6.7,14 6.7,11H5c0,3.41 2.72,6.23 6,6.72V21h2v-3.28c3.28,-0.48 6,-3.3 6,-6.72h-1.7z")
BACKSPACE = ("M22,3H7c-0.69,0 -1.23,0.35 -1.59,0.88L0,12l5.41,8.11c0.36,0.53 0.9,0.89 1.59,0.89h15c1.1,0 2,-0.9 "
             "2,-2V5c0,-1.1 -0.9,-2 -2,-2zM19,15.59L17.59,17 14,13.41 10.41,17 9,15.59 12.59,12 9,8.41 10.41,7 "
             "14,10.59 17.59,7 19,8.41 15.41,12 19,15.59z")


def _act(verb: str, *args) -> tuple:
    return ("app", PACKAGE, verb, *args)


def _tab(model) -> int:
    return int(state.get(model, PACKAGE).data.get("tab", 0))


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = "surface"
    if page is not None and page.name == "dialpad":
        _dialpad(model, root, m, status, page)
        return
    _search_bar(root, m, status)
    top = status + m.dp(64)
    nav_top = m.height - m.dp(56)
    box = (0, top, m.width, nav_top)
    tab = _tab(model)
    if tab == 0:
        _favorites(model, root, m, box)
    elif tab == 1:
        _recents(model, root, m, box)
    else:
        _contacts(model, root, m, box)
    _bottom_nav(root, m, tab)
    material.fab(root, m, m.width - m.dp(16), nav_top - m.dp(16), DIALPAD, _act("dialpad"), fill=ACCENT,
                 ink=(255, 255, 255), rid=ID + "fab", desc="key pad").style["round"] = True   # a support FAB: a circle


def _search_bar(root: UiNode, m, status: int) -> None:
    t = status + m.dp(8)
    box = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "search_view_container",
                          clickable=True, focusable=True, action=_act("none"),
                          bounds=(m.dp(8), t, m.width - m.dp(8), t + m.dp(48)),
                          style={"kind": "search_card", "fill": SEARCH_FILL, "radius": m.dp(8)}))
    y = t
    material.icon(box, (m.dp(16), y + m.dp(12), m.dp(40), y + m.dp(36)), material.SEARCH, SECONDARY,
                  rid=ID + "search_magnifying_glass")
    box.add(UiNode(cls=widgets.TEXT_VIEW, text="Search contacts", resource_id=ID + "search_box_start_search",
                   bounds=(m.dp(56), y + m.dp(12), m.width - m.dp(112), y + m.dp(36)),
                   style={"ink": SECONDARY, "size": 16}))
    for i, (rid, desc, path) in enumerate((("voice_search_button", "Start voice search", MIC),
                                           ("main_options_menu_button", "More options", material.MORE_VERT))):
        r = m.width - m.dp(8) - (1 - i) * m.dp(48)
        box.add(UiNode(cls="android.widget.ImageView", resource_id=ID + rid, desc=desc, clickable=True,
                       focusable=True, action=_act("none"), bounds=(r - m.dp(48), y, r, y + m.dp(48)),
                       style={"kind": "icon_button", "path": path, "ink": SECONDARY}))


def _bottom_nav(root: UiNode, m, tab: int) -> None:
    top = m.height - m.dp(56)
    nav = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "bottom_nav_bar",
                          bounds=(0, top, m.width, m.height), style={"bg": "surface"}))
    w = m.width / len(TABS)
    for i, ((rid, title), path) in enumerate(zip(TABS, (STAR, CLOCK, PEOPLE))):
        l, r = round(i * w), round((i + 1) * w)
        ink = PRIMARY if i == tab else SECONDARY
        item = nav.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + rid, desc=title,
                              clickable=True, focusable=True, selected=i == tab,
                              bounds=(l, top, r, m.height), action=_act("tab", i)))
        cx, s = (l + r) // 2, m.dp(24)
        material.icon(item, (cx - s // 2, top + m.dp(8), cx + s // 2, top + m.dp(32)), path, ink,
                      rid=ID + "bottom_nav_item_image")
        item.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id=ID + "bottom_nav_item_text",
                        bounds=(l, top + m.dp(32), r, top + m.dp(50)), style={"ink": ink, "size": 12, "centred": True}))


def _tile(parent: UiNode, box, name: str, rid: str = "") -> None:
    parent.add(UiNode(cls="android.widget.QuickContactBadge" if rid else "android.widget.ImageView",
                      resource_id=rid, bounds=box,
                      style={"kind": "avatar", "fill": contacts.letter_tile_colour(name),
                             "letter": name[:1].upper()}))


def _favorites(model, root: UiNode, m, box) -> None:
    """Starred contacts (with a number) in three columns (``fragment_speed_dial.xml``'s
    grid; ``favorite_item_layout.xml``: a 104dp ``avatar``, ``name`` 14sp medium and
    ``phone_type`` under it); a tap calls the contact's first number."""
    stars = []
    for c in data.contacts(model):
        if c["starred"]:
            info = data.contact(model, c["id"])
            if info and info["phones"]:
                stars.append((c["name"] or "(No name)", info["phones"][0]))
    l, t, r, b = box
    if not stars:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="You haven't added any favorites yet",
                        resource_id=ID + "empty_list_view_message",
                        bounds=(m.dp(32), t + m.dp(160), m.width - m.dp(32), t + m.dp(200)), style={"kind": "empty"}))
        return
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Favorites", resource_id=ID + "speed_dial_header_text",
                    bounds=(m.dp(16), t + m.dp(8), m.width // 2, t + m.dp(48)), style={"ink": SECONDARY, "size": 16}))
    cols, cell_h, y0 = 3, m.dp(180), t + m.dp(48)
    cw = m.width // cols
    for i, (name, phone) in enumerate(stars):
        row, col = divmod(i, cols)
        x, y = col * cw, y0 + row * cell_h
        if y + cell_h > b:
            break
        cell = root.add(UiNode(cls="android.widget.FrameLayout", desc=name, clickable=True, focusable=True,
                               bounds=(x, y, x + cw, y + cell_h), action=_act("call", phone["number"])))
        s = min(m.dp(104), cw - m.dp(8))
        _tile(cell, (x + (cw - s) // 2, y + m.dp(8), x + (cw + s) // 2, y + m.dp(8) + s), name, rid=ID + "avatar")
        cell.add(UiNode(cls=widgets.TEXT_VIEW, text=name, resource_id=ID + "name",
                        bounds=(x + m.dp(4), y + m.dp(128), x + cw - m.dp(4), y + m.dp(148)),
                        style={"size": 14, "centred": True}))
        cell.add(UiNode(cls=widgets.TEXT_VIEW, text=data.PHONE_TYPES.get(phone["type"], "Phone"),
                        resource_id=ID + "phone_type", bounds=(x + m.dp(4), y + m.dp(149), x + cw - m.dp(4), y + m.dp(167)),
                        style={"kind": "secondary", "size": 12, "centred": True}))


def _time(model, date_ms: int) -> str:
    """The call's time of day, or its date if not today (``DateUtils`` style [simplified])."""
    tz = model.timezone()
    when = datetime.datetime.fromtimestamp(date_ms // 1000, tz)
    now = datetime.datetime.fromtimestamp(model.clock.now_ns() // 10**9, tz)
    if when.date() == now.date():
        return when.strftime("%H:%M" if model.settings.get_str("system", "time_12_24", "") == "24" else "%-I:%M %p")
    return when.strftime("%b %-d")


def _recents(model, root: UiNode, m, box) -> None:
    calls = sorted(model.telephony.calls, key=lambda c: -c.date)
    if not calls:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="Your call history is empty", resource_id=ID + "empty_list_view_message",
                        bounds=(m.dp(32), box[1] + m.dp(160), m.width - m.dp(32), box[1] + m.dp(200)),
                        style={"kind": "empty"}))
        return

    def item(c):
        found = model.contacts.lookup_number(c.number) if c.number else None
        name = found[1] if found and found[1] else ""
        primary = name or data.display_number(c.number)
        kind = CALL_TYPES.get(c.type, "Call")

        def make(lst, y):
            h = m.dp(72)
            row = lst.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "new_call_log_entry_root",
                                 desc=primary, clickable=True, focusable=True, bounds=(0, y, m.width, y + h),
                                 action=_act("none"), style={"kind": "row", "divider": False}))
            _tile(row, (m.dp(16), y + m.dp(16), m.dp(56), y + m.dp(56)), name or "#", rid=ID + "contact_photo_view")
            row.add(UiNode(cls=widgets.TEXT_VIEW, text=primary, resource_id=ID + "primary_text",
                           bounds=(m.dp(72), y + m.dp(14), m.width - m.dp(72), y + m.dp(38)), style={"size": 16}))
            unread_missed = c.type == 3 and not c.is_read
            material.icon(row, (m.dp(72), y + m.dp(41), m.dp(90), y + m.dp(59)), CALL_TYPE_ICONS.get(c.type, MISSED_ICON),
                          MISSED_INK if unread_missed else READ_INK, rid=ID + "call_type_icon")
            row.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{kind} · {_time(model, c.date)}", resource_id=ID + "secondary_text",
                           bounds=(m.dp(94), y + m.dp(40), m.width - m.dp(72), y + m.dp(60)),
                           style={"kind": "secondary"}))
            row.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "call_button", desc=f"Call {primary}",
                           clickable=True, focusable=True, action=_act("call", c.number),
                           bounds=(m.width - m.dp(56), y, m.width, y + h),
                           style={"kind": "icon_button", "path": material.PHONE, "ink": SECONDARY}))
        return m.dp(72), make

    widgets.vlist(model, root, m, box, PACKAGE + "/recents", [item(c) for c in calls], rid=ID + "new_call_log_recycler_view")


def _contacts(model, root: UiNode, m, box) -> None:
    people = data.contacts(model)
    if not people:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="No contacts", resource_id=ID + "empty_list_view_message",
                        bounds=(m.dp(32), box[1] + m.dp(160), m.width - m.dp(32), box[1] + m.dp(200)),
                        style={"kind": "empty"}))
        return

    def item(i, c):
        name = c["name"] or "(No name)"
        header = c["section"] if i == 0 or c["section"] != people[i - 1]["section"] else None

        def make(lst, y):
            h = m.dp(56)
            row = lst.add(UiNode(cls="android.widget.LinearLayout", desc=name, clickable=True, focusable=True,
                                 bounds=(0, y, m.width, y + h), action=_act("none"),
                                 style={"kind": "row", "divider": False}))
            if header is not None:
                row.add(UiNode(cls=widgets.TEXT_VIEW, text=header, resource_id=ID + "header",
                               bounds=(m.dp(16), y, m.dp(56), y + h), style={"ink": PRIMARY, "size": 16}))
            _tile(row, (m.dp(56), y + m.dp(8), m.dp(96), y + m.dp(48)), name, rid=ID + "photo")
            row.add(UiNode(cls=widgets.TEXT_VIEW, text=name, resource_id=ID + "contact_name",
                           bounds=(m.dp(112), y + m.dp(14), m.width - m.dp(16), y + m.dp(42))))
        return m.dp(56), make

    widgets.vlist(model, root, m, box, PACKAGE + "/contacts", [item(i, c) for i, c in enumerate(people)],
                  rid=ID + "recycler_view")


def _dialpad(model, root: UiNode, m, status: int, page: Page) -> None:
    """The dialpad at the bottom of the screen (``dialpad_fragment.xml``: a spacer above,
    ``dialpad_view`` with the digits over the keys, the dial button under them)."""
    digits = page.args.get("digits", "")
    s, key_h = m.dp(56), m.dp(72)
    fab_top = m.height - m.dp(24) - s
    y0 = fab_top - m.dp(16) - 4 * key_h
    top = y0 - m.dp(88)
    root.add(UiNode(cls="android.widget.EditText", resource_id=ID + "digits", text=digits,
                    bounds=(m.dp(48), top, m.width - m.dp(64), top + m.dp(72)),
                    style={"kind": "display", "size": 32, "pad": m.dp(8)}))
    if digits:
        root.add(UiNode(cls="android.widget.ImageButton", resource_id=ID + "deleteButton", desc="backspace",
                        clickable=True, focusable=True, action=_act("delete"),
                        bounds=(m.width - m.dp(64), top + m.dp(12), m.width - m.dp(8), top + m.dp(60)),
                        style={"kind": "icon_button", "path": BACKSPACE, "ink": SECONDARY}))
    cw = m.width // 3
    for i, (ch, rid) in enumerate(KEYS):
        row, col = divmod(i, 3)
        x, y = col * cw, y0 + row * key_h
        key = root.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + rid, desc=ch, clickable=True,
                              focusable=True, bounds=(x, y, x + cw, y + key_h), action=_act("key", ch)))
        key.add(UiNode(cls=widgets.TEXT_VIEW, text=ch, resource_id=ID + "dialpad_key_number",
                       bounds=(x, y + m.dp(8), x + cw, y + m.dp(56)), style={"size": 32, "centred": True}))
    root.add(UiNode(cls="android.widget.ImageButton", resource_id=ID + "dialpad_floating_action_button",
                    desc="dial", clickable=True, focusable=True, action=_act("dial"),
                    bounds=((m.width - s) // 2, fab_top, (m.width + s) // 2, fab_top + s),
                    style={"kind": "fab", "path": material.PHONE, "fill": CALL_GREEN, "ink": (255, 255, 255),
                           "round": True}))


def windows(model, m, status: int) -> list:
    return []


# ------------------------------------------------------------------ input
def _call(model, number: str) -> None:
    from venus_tasks.sim.telephony import TelephonyError

    if number:
        try:
            model.telephony.dial(number)
        except TelephonyError:
            pass                      # already in a call with that number: the call screen shows it


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    if verb == "tab":
        st.data["tab"] = int(args[0])
    elif verb == "dialpad":
        state.push(model, PACKAGE, Page("dialpad", {"digits": ""}))
    elif verb == "call":
        _call(model, args[0])
    elif page is not None and page.name == "dialpad":
        digits = page.args.get("digits", "")
        if verb == "key":
            page.args["digits"] = digits + args[0]
        elif verb == "delete":
            page.args["digits"] = digits[:-1]
        elif verb == "dial":
            _call(model, digits)


def back(model) -> bool:
    return state.pop(model, PACKAGE)


def enter(model) -> bool:
    return False
