"""Google Contacts (``com.google.android.contacts``) screens: the contact list, a contact's
card, the contact editor (create and edit), the card's overflow menu and the delete and
discard confirmations. Saves and deletes go through the contacts provider
(``contacts_data``), so ``content://contacts/phones/`` shows what the screens did.

Activities (AOSP ``packages/apps/Contacts``, the classes Google Contacts keeps):
``PeopleActivity`` (the list), ``ContactEditorActivity`` (also what ``am start -a
android.intent.action.INSERT -t vnd.android.cursor.dir/contact -e name .. -e phone ..``
opens, prefilled: AndroidWorld's ``contacts_utils.add_contact`` then taps "SAVE" and
presses BACK) and ``quickcontact.QuickContactActivity`` (the card).

The INSERT intent (``resolve_intent``): ``ContactEditorActivity``'s filter takes
``android.intent.action.INSERT`` with type ``vnd.android.cursor.dir/contact``,
``.../raw_contact`` or ``.../person`` and no data; ``RawContactModifier.parseExtras``
reads the ``ContactsContract.Intents.Insert`` extras ``name``, ``phone`` and ``email``
as strings (``getString``/``getCharSequence``: an ``--ei`` value reads as absent) and
fills the Create contact form with them; Save writes them as the FAB's form does. The
type extras ``phone_type`` / ``email_type`` are read with ``getInt`` (``--ei 3`` = Work):
a type of the kind's list is the entry's type and its spinner's label
(``RawContactModifier.getBestValidType``), any other number the kind's first type
(Mobile / Home). A string type extra (``getInt`` gives ``TYPE_CUSTOM``: a custom label)
keeps the first type too [documented simplification: custom labels are not modelled].

Resource ids and texts, from public Appium/uiautomator scripts written against
Google Contacts on emulators: list ``android:id/list`` with rows whose name is
``cliv_name_textview`` (the row's content-desc is the name), the search bar
``open_search_bar`` / ``open_search_bar_text_view`` "Search contacts", the FAB
``floating_action_button`` (content-desc "Create contact"); editor title "Create contact"
("Edit contact" when editing) [inferred from the FAB's label], ``EditText`` s whose
text is the hint "First name", "Last name", "Phone" (no resource ids: the editor creates
them in code), Save = ``android.widget.Button`` ``toolbar_button`` "Save"; the form's
order First name, Last name, Phone, Email ("Email" from AOSP ``emailLabelsGroup`` [not
seen in a Google Contacts dump]); card
``large_title`` (the name), phone rows ``header`` (the number) and ``sub_header`` (its
type, "Mobile"), toolbar ``menu_star``, ``menu_insert_or_edit`` (content-desc "Edit
contact") and "More options"; overflow items are ``TextView`` s ``title`` ("Delete",
...); the delete confirmation is an ``AlertDialog`` with ``android:id/button1`` "Delete".
From AOSP strings [not verified on Google Contacts]: the dialog's message "Delete this
contact?" and "Cancel" (``android:id/button2``), the editor's BACK/up confirmation
"Discard changes?" with "Keep editing" / "Discard", "Add to favorites" / "Remove from
favorites", the card's "Contact info" header, the empty list's "No contacts" and a
nameless contact's "(No name)". Not seen in any dump [inferred]: the card's and the
editor's "Navigate up" (no id; the editor's is a close cross in the app), the overflow
button's id (none), the popup window's name, the avatars (no ids).

Behaviour (AOSP ``ContactEditorFragment`` / ``ContactEditorActivity``): a new contact
focuses First name; ENTER moves to the next field; Save with every field empty writes
nothing and closes the editor (an empty contact is discarded); Save of a new contact
finishes the editor and opens the new contact's card; Save of an edit returns to the card.
BACK (once the keyboard is hidden) or up with unsaved changes asks "Discard changes?".
Delete on the card's overflow menu, confirmed, deletes the contact and closes the card.
An INSERT intent's ``name`` is split as ``NameSplitter`` does (last word = Last name).
Clearing every field of an existing contact and saving removes its name and numbers but
keeps the (now nameless) contact [inferred].

The list (AOSP ``ContactListItemView`` at android-13.0.0_r1): 56dp rows, the section letter
(bold 16sp, #2A56C6) in a 56dp column on the first row of each phonebook bucket, the
contact's letter tile (40dp disc, ``LetterTileDrawable``'s colour, white initial), the name
after it; the FAB 56dp, 16dp from the bottom right corner, a white "+".

Simplifications [documented]: the list has no account chip, favourites section, bottom
navigation or search (the bar does nothing); the editor has only First name, Last name,
one Phone field per number and one Email field per address, each with its type spinner
(``contacts_editor``; no Company/"More fields", no custom types; no as-you-type number
formatting: numbers are saved as typed); no account chooser ("Device" storage is assumed,
as on an emulator without a Google account [inferred]);
the card's phone rows, Share and the other overflow items do nothing (the items close
the menu); no toasts or snackbars; no first-run or sign-in screens. The card's star, pencil and
overflow icons are the Material ``ic_star_border``, ``ic_edit`` and ``ic_more_vert`` paths;
the star stays an outline when the contact is a favourite [simplification].
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import contacts_data as data
from venus_tasks.sim.apps_ui import contacts_editor as editor
from venus_tasks.sim.apps_ui import material, state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = "com.google.android.contacts"
ID = PACKAGE + ":id/"
PEOPLE = "com.android.contacts.activities.PeopleActivity"
EDITOR = "com.android.contacts.activities.ContactEditorActivity"
CARD = "com.android.contacts.quickcontact.QuickContactActivity"
INTENT_NAME, INTENT_PHONE = "contact_editor.name", "contact_editor.phone"   # set by resolve_intent
INTENT_EMAIL = "contact_editor.email"
INTENT_PHONE_TYPE, INTENT_EMAIL_TYPE = "contact_editor.phone_type", "contact_editor.email_type"
INSERT = "android.intent.action.INSERT"
INSERT_TYPES = ("vnd.android.cursor.dir/contact", "vnd.android.cursor.dir/raw_contact",
                "vnd.android.cursor.dir/person")
# AOSP Contacts (android-13.0.0_r1): res/values/colors.xml letter_tile_colors (LetterTileDrawable
# picks Math.abs(identifier.hashCode()) % 14), section_header_text_color (= dialtacts_theme_color);
# res/values/dimens.xml contact_browser_list_item_height 56dp, contact_list_section_header_width
# 56dp, contact_browser_list_item_photo_size 40dp.
LETTER_TILE_COLOURS = ((0xDB, 0x44, 0x37), (0xE9, 0x1E, 0x63), (0x9C, 0x27, 0xB0), (0x67, 0x3A, 0xB7),
                       (0x3F, 0x51, 0xB5), (0x42, 0x85, 0xF4), (0x03, 0x9B, 0xE5), (0x00, 0x97, 0xA7),
                       (0x00, 0x96, 0x88), (0x0F, 0x9D, 0x58), (0x68, 0x9F, 0x38), (0xEF, 0x6C, 0x00),
                       (0xFF, 0x57, 0x22), (0x75, 0x75, 0x75))
SECTION_HEADER = (0x2A, 0x56, 0xC6)
FAB_FILL = (0x1A, 0x73, 0xE8)   # the Google build's blue [inferred]; AOSP's fab_pink.png is #F50057
ROW_DP = 56
CARD_ICON = (0x75, 0x75, 0x75)   # ExpandingEntryCardView's entry icon tint [inferred: quantum grey 600]
EDIT = ("M3,17.25V21h3.75L17.81,9.94l-3.75,-3.75L3,17.25zM20.71,7.04c0.39,-0.39 0.39,-1.02 0,-1.41"
        "l-2.34,-2.34c-0.39,-0.39 -1.02,-0.39 -1.41,0l-1.83,1.83 3.75,3.75 1.83,-1.83z")   # Material ic_edit
MENU_ITEMS = ("Delete", "Share", "Add to Home screen", "Set ringtone", "Route to voicemail",
              "Help & feedback")


key, _act = editor.key, editor.act


# ------------------------------------------------------------------ intents
def resolve_intent(model, it) -> tuple[str, str] | None:
    """``(PACKAGE, EDITOR)`` for an INSERT of a contact (the editor's intent filter),
    keeping the ``Insert`` extras for the form; None for any other intent."""
    if it.action != INSERT or it.data or (it.mime or "").lower() not in INSERT_TYPES:
        return None
    if (it.package and it.package != PACKAGE) or model.packages.get(PACKAGE) is None:
        return None
    if it.component and (it.component[0] != PACKAGE
                         or (PACKAGE + it.component[1] if it.component[1].startswith(".")
                             else it.component[1]) != EDITOR):
        return None
    if model.activities.lock_task_violation(PACKAGE):
        return PACKAGE, EDITOR              # another task is pinned: am start refuses it
    fields = model.ui.fields
    fields[INTENT_NAME] = it.string_extra("name") or ""
    fields[INTENT_PHONE] = it.string_extra("phone") or ""
    fields[INTENT_EMAIL] = it.string_extra("email") or ""
    fields[INTENT_PHONE_TYPE] = str(_insert_type(it, "phone_type", editor.PHONE_TYPES))
    fields[INTENT_EMAIL_TYPE] = str(_insert_type(it, "email_type", editor.EMAIL_TYPES))
    return PACKAGE, EDITOR


def _insert_type(it, extra: str, kinds: tuple[tuple[int, str], ...]) -> int:
    """``parseExtras``' type of an INSERT entry: ``getInt(extra)`` when it is one of
    ``kinds`` (type code, label), else the kind's first type."""
    code = it.int_extra(extra, kinds[0][0])
    return code if any(code == k for k, _ in kinds) else kinds[0][0]


# ------------------------------------------------------------------ navigation state
def _sync(model):
    """``state.current`` after adopting an editor an INSERT intent opened (on top of the
    app's task, as the task's root, or delivered to an editor already on top)."""
    st, page, foreign = state.current(model, PACKAGE)
    task = model.activities.task_of(PACKAGE)
    if task is None:
        return st, page, foreign
    fields = model.ui.fields
    if task.top == EDITOR and INTENT_NAME in fields:
        if foreign:
            st.pages.append(Page("editor", {}, activity=EDITOR))
        elif not st.pages and task.base == EDITOR:
            st.pages.append(Page("editor", {"base": True}))
        elif page is None or page.name != "editor":
            return st, page, foreign
        first, last = data.name_parts(fields.pop(INTENT_NAME, ""))
        top = st.pages[-1]
        top.args = {"base": top.args.get("base", False)}
        editor.fill(model, top, first, last,
                    [(fields.pop(INTENT_PHONE, ""), int(fields.pop(INTENT_PHONE_TYPE, data.PHONE_TYPE_MOBILE)))],
                    [(fields.pop(INTENT_EMAIL, ""), int(fields.pop(INTENT_EMAIL_TYPE, data.EMAIL_TYPE_HOME)))])
        st.dialog = None
    elif foreign and task.top == PEOPLE:
        st.pages.append(Page("list", {}, activity=PEOPLE))       # launched over the editor
    page = st.pages[-1] if st.pages else None
    if page is not None and page.name == "detail" and data.contact(model, page.args["id"]) is None:
        _close(model)                                             # deleted elsewhere: finish
    return state.current(model, PACKAGE)


def _close(model) -> None:
    """Finish the top page's activity (the task's root one too)."""
    st, page, _ = state.current(model, PACKAGE)
    if page is not None and page.name == "editor":
        editor.clear(model, page)
    st.dialog = None
    if page is not None and page.args.get("base"):
        st.pages.pop()
        model.activities.back()
    else:
        state.pop(model, PACKAGE)


def _open_card(model, contact_id: int, replace: bool = False) -> None:
    """Show a contact's card; ``replace``: instead of the top page (the editor starts the
    card and finishes itself)."""
    st, page, _ = state.current(model, PACKAGE)
    if not replace:
        state.push(model, PACKAGE, Page("detail", {"id": contact_id}, activity=CARD))
        return
    base = bool(page.args.get("base"))
    editor.clear(model, page)
    model.activities.task_of(PACKAGE).activities[-1] = CARD
    st.pages[-1] = Page("detail", {"id": contact_id, "base": base}, activity=None if base else CARD)


def java_hash(text: str) -> int:
    """Java's ``String.hashCode()`` of ``text`` (UTF-16 code units, 32-bit signed)."""
    h = 0
    raw = text.encode("utf-16-be")
    for i in range(0, len(raw), 2):
        h = (31 * h + int.from_bytes(raw[i:i + 2], "big")) & 0xFFFFFFFF
    return h - (1 << 32) if h >= 1 << 31 else h


def letter_tile_colour(identifier: str) -> tuple[int, int, int]:
    """``LetterTileDrawable.pickColor``: ``letter_tile_colors[abs(hashCode) % 14]`` (the
    real list passes the lookup key; the simulator the display name [simplification])."""
    return LETTER_TILE_COLOURS[abs(java_hash(identifier)) % len(LETTER_TILE_COLOURS)]


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = _sync(model)
    root.style["bg"] = "surface"
    if page is not None and page.name == "editor":
        editor.build(model, root, m, status, page)
    elif page is not None and page.name == "detail":
        _card(model, root, m, status, page)
    else:
        _list(model, root, m, status)


def _list(model, root: UiNode, m, status: int) -> None:
    top = status + m.dp(8)
    bar = root.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "open_search_bar",
                          clickable=True, focusable=True, action=_act("search"),
                          bounds=(m.dp(16), top, m.width - m.dp(16), top + m.dp(56)),
                          style={"kind": "search", "hint": True}))
    bar.add(UiNode(cls=widgets.TEXT_VIEW, text="Search contacts", resource_id=ID + "open_search_bar_text_view",
                   bounds=(m.dp(40), top + m.dp(16), m.width - m.dp(40), top + m.dp(40)),
                   style={"kind": "secondary"}))
    top += m.dp(64)
    people = data.contacts(model)
    if not people:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="No contacts", resource_id="android:id/text1",
                        bounds=(0, top + m.dp(32), m.width, top + m.dp(72)), style={"kind": "empty"}))
    else:
        sections = [c["section"] for c in people]

        def item(i, c):
            name = c["name"] or "(No name)"
            header = sections[i] if i == 0 or sections[i] != sections[i - 1] else None

            def make(lst, y):
                h = m.dp(ROW_DP)
                row = lst.add(UiNode(cls="android.view.ViewGroup", desc=name, clickable=True,
                                     focusable=True, long_clickable=True, bounds=(0, y, m.width, y + h),
                                     action=_act("open", c["id"]), style={"kind": "row", "divider": False}))
                if header is not None:          # ContactListItemView's header column (56dp)
                    row.add(UiNode(cls=widgets.TEXT_VIEW, text=header,
                                   bounds=(m.dp(16), y, m.dp(56), y + h),
                                   style={"ink": SECTION_HEADER, "size": 16, "weight": 700}))
                tile = (h - m.dp(40)) // 2
                row.add(UiNode(cls="android.widget.ImageView",
                               bounds=(m.dp(56), y + tile, m.dp(96), y + tile + m.dp(40)),
                               style={"kind": "avatar", "fill": letter_tile_colour(name),
                                      "letter": name[:1].upper()}))
                row.add(UiNode(cls=widgets.TEXT_VIEW, text=name, resource_id=ID + "cliv_name_textview",
                               bounds=(m.dp(112), y + m.dp(14), m.width - m.dp(16), y + h - m.dp(14))))
            return m.dp(ROW_DP), make

        widgets.vlist(model, root, m, (0, top, m.width, m.height), PACKAGE + "/list",
                      [item(i, c) for i, c in enumerate(people)], rid="android:id/list",
                      cls="android.widget.ListView")
    size = m.dp(56)
    right, bottom = m.width - m.dp(16), m.height - m.dp(16)
    material.fab(root, m, right, bottom, material.ADD, _act("create"), fill=FAB_FILL, ink=(255, 255, 255),
                 rid=ID + "floating_action_button", desc="Create contact")


def _card(model, root: UiNode, m, status: int, page: Page) -> None:
    info = data.contact(model, page.args["id"]) or {"name": "", "starred": False, "phones": []}
    bar = widgets.toolbar(root, m, status, "", up=_act("up"))
    bar.children = [c for c in bar.children if c.text or c.desc]           # no title on the card
    y, W, s = status + m.dp(4), m.width, m.dp(48)
    icons = (("star", ID + "menu_star", "Remove from favorites" if info["starred"] else "Add to favorites"),
             ("edit", ID + "menu_insert_or_edit", "Edit contact"), ("menu", "", "More options"))
    paths = {"star": material.STAR_BORDER, "edit": EDIT, "menu": material.MORE_VERT}
    for i, (verb, rid, desc) in enumerate(icons):
        right = W - m.dp(4) - (len(icons) - 1 - i) * s
        widgets.icon_button(bar, (right - s, y + m.dp(4), right, y + m.dp(4) + s), verb,
                            _act(verb, page.args["id"]), rid=rid, desc=desc).style["path"] = paths[verb]
    box = (0, status + m.dp(64), W, m.height)
    sv = root.add(UiNode(cls="android.widget.ScrollView", bounds=box))
    content = UiNode(bounds=box)
    y = box[1] + m.dp(16)
    name = info["name"] or "(No name)"
    content.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "photo",
                       style={"kind": "avatar", "fill": letter_tile_colour(name), "letter": name[:1].upper()},
                       bounds=(W // 2 - m.dp(48), y, W // 2 + m.dp(48), y + m.dp(96))))
    y += m.dp(108)
    content.add(UiNode(cls=widgets.TEXT_VIEW, text=info["name"] or "(No name)", resource_id=ID + "large_title",
                       bounds=(m.dp(16), y, W - m.dp(16), y + m.dp(40)), style={"kind": "title"}))
    y += m.dp(56)
    if info["phones"]:
        content.add(UiNode(cls=widgets.TEXT_VIEW, text="Contact info",
                           bounds=(m.dp(24), y, W - m.dp(24), y + m.dp(28)), style={"kind": "header"}))
        y += m.dp(36)
    for phone in info["phones"]:
        h = m.dp(72)
        row = content.add(UiNode(cls="android.widget.LinearLayout", clickable=True, focusable=True,
                                 long_clickable=True, bounds=(0, y, W, y + h), action=_act("call"),
                                 style={"kind": "row"}))
        material.icon(row, (m.dp(24), y + m.dp(24), m.dp(48), y + m.dp(48)), material.PHONE, CARD_ICON,
                      rid=ID + "icon")
        row.add(UiNode(cls=widgets.TEXT_VIEW, text=data.display_number(phone["number"]),
                       resource_id=ID + "header", bounds=(m.dp(72), y + m.dp(10), W - m.dp(16), y + m.dp(38))))
        row.add(UiNode(cls=widgets.TEXT_VIEW, text=data.PHONE_TYPES.get(phone["type"], "Phone"),
                       resource_id=ID + "sub_header",
                       bounds=(m.dp(72), y + m.dp(40), W - m.dp(16), y + m.dp(64)), style={"kind": "secondary"}))
        y += h
    widgets.scroll_into(model, sv, content, PACKAGE + "/card", y + m.dp(16) - box[1])


def windows(model, m, status: int) -> list[Window]:
    st, page, foreign = _sync(model)
    if st.dialog is None or foreign or page is None:
        return []
    name = st.dialog.name
    if name == "menu":
        return [_menu(m, status, st.dialog.args["id"])]
    if name == "type":
        return [editor.type_menu(m, status, st.dialog.args["field"])]
    if name == "delete":
        return [_alert(m, "Delete this contact?", ("Cancel", _act("dismiss")),
                       ("Delete", _act("confirm_delete", st.dialog.args["id"])))]
    return [_alert(m, "Discard changes?", ("Keep editing", _act("dismiss")), ("Discard", _act("discard")))]


def _menu(m, status: int, contact_id: int) -> Window:
    """The overflow menu (an AppCompat popup: a ``ListView`` of ``title`` items)."""
    items = [(text, _act("delete", contact_id) if text == "Delete" else _act("dismiss")) for text in MENU_ITEMS]
    return widgets.popup_menu(m, PACKAGE, status + m.dp(8), items, _act("dismiss"), width_dp=220)


def _alert(m, message: str, negative: tuple, positive: tuple) -> Window:
    """An ``AlertDialog``: message, then the negative and positive buttons on the right."""
    w = min(m.width - m.dp(48), m.dp(320))
    h = m.dp(148)
    l, t = (m.width - w) // 2, (m.height - h) // 2
    root = UiNode(package=PACKAGE, bounds=(l, t, l + w, t + h), style={"bg": "dialog", "radius": m.dp(28)})
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=message, resource_id="android:id/message",
                    bounds=(l + m.dp(24), t + m.dp(24), l + w - m.dp(24), t + m.dp(72))))
    y = t + h - m.dp(64)
    x = l + w - m.dp(16)
    for text, action, rid in ((positive[0], positive[1], "android:id/button1"),
                              (negative[0], negative[1], "android:id/button2")):
        bw = m.dp(24) + int(len(text) * m.dp(9.5))
        widgets.button(root, (x - bw, y, x, y + m.dp(44)), text, action, rid=rid)
        x -= bw + m.dp(8)
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("dismiss"))


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st, page, _ = _sync(model)
    if verb == "dismiss":
        st.dialog = None
    elif verb == "open":
        model.system_ui.scroll.pop(PACKAGE + "/card", None)
        _open_card(model, args[0])
    elif verb == "create":
        state.push(model, PACKAGE, Page("editor", {}, activity=EDITOR))
        editor.fill(model, state.current(model, PACKAGE)[1], "", "", [], [])
    elif page is None:
        return
    elif page.name == "detail":
        _perform_card(model, st, verb, args)
    elif page.name == "editor":
        if verb == "up":
            _leave_editor(model, st, page)
        elif verb == "save":
            _save(model, page)
        elif verb == "discard":
            _close(model)
        elif verb == "type":
            st.dialog = Page("type", {"field": args[0]})
            model.ui.focused_field = None
        elif verb == "set_type":
            editor.set_type(page, args[0], args[1])
            st.dialog = None


def _perform_card(model, st, verb: str, args: tuple) -> None:
    if verb == "up":
        _close(model)
    elif verb == "star":
        info = data.contact(model, args[0])
        if info is not None:
            data.set_starred(model, args[0], not info["starred"])
    elif verb == "edit":
        info = data.contact(model, args[0])
        if info is None:
            return
        state.push(model, PACKAGE, Page("editor", {"id": args[0]}, activity=EDITOR))
        name = info["name_row"] or {"first": "", "last": ""}
        editor.fill(model, state.current(model, PACKAGE)[1], name["first"], name["last"],
                    [(p["number"], p["type"]) for p in info["phones"]],
                    [(e["address"], e["type"]) for e in info["emails"]])
    elif verb == "menu":
        st.dialog = Page("menu", {"id": args[0]})
    elif verb == "delete":
        st.dialog = Page("delete", {"id": args[0]})
    elif verb == "confirm_delete":
        data.delete(model, args[0])
        _close(model)


def _save(model, page: Page) -> None:
    values = editor.values(model, page)
    phones, emails = editor.entries(model, page, "phone"), editor.entries(model, page, "email")
    contact_id = page.args.get("id")
    if contact_id is None:
        new_id = data.create(model, values["first"], values["last"], phones, emails)
        if new_id is None:
            _close(model)                          # nothing entered: discarded
        else:
            _open_card(model, new_id, replace=True)
        return
    info = data.contact(model, contact_id)
    if info is not None:
        data.update(model, info, values["first"], values["last"], phones, emails)
    _close(model)


def _leave_editor(model, st, page: Page) -> None:
    if editor.changed(model, page):
        st.dialog = Page("discard")
        model.ui.focused_field = None                # the dialog takes focus: keyboard hidden
    else:
        _close(model)


def back(model) -> bool:
    st, page, foreign = _sync(model)
    if foreign:
        return False
    if st.dialog is not None:
        st.dialog = None
        return True
    if page is None:
        return False
    if page.name == "editor":
        _leave_editor(model, st, page)
    else:
        _close(model)
    return True


def enter(model) -> bool:
    """ENTER in an editor field: the next field (the last one hides the keyboard)."""
    focused = model.ui.focused_field or ""
    st, page, _ = _sync(model)
    if not focused.startswith(PACKAGE + ":") or page is None or page.name != "editor":
        return False
    editor.next_field(model, page)
    return True
