"""Simple SMS Messenger (``com.simplemobiletools.smsmessenger``) screens: the conversation
list, the new-conversation screen and (in ``sms_thread``) a conversation. Everything
reads and writes the telephony provider (``sms_store``), so a message sent here is a
``content://sms/sent`` row and a deleted conversation is gone from ``content://sms``.

Source: SimpleMobileTools/Simple-SMS-Messenger 5.19.3 (versionCode 85, the APK
AndroidWorld installs; commit 11ded3f), strings from ``res/values/strings.xml`` and
Simple-Commons b72ded2a75:

* ``MainActivity`` / ``activity_main.xml``: the ``main_menu`` search bar (Simple-Commons
  ``menu_search.xml``: ``top_toolbar_search_icon`` "Search", ``top_toolbar_search`` hint
  "Search", ``menu_main.xml`` icons "Settings", "About", then "More options");
  ``conversations_list`` of ``item_conversation.xml`` rows (``conversation_frame`` with
  ``conversation_image``, ``conversation_address`` = the title, ``draft_indicator``
  "Draft", ``conversation_body_short`` = the draft or the snippet, ``conversation_date``
  = ``formatDateOrTime(context, true, false)``), newest first; when empty
  ``no_conversations_placeholder`` "No stored conversations have been found" and the
  clickable ``no_conversations_placeholder_2`` "Start a conversation"; the FAB
  ``conversations_fab`` (no content description in the layout) opens New conversation.
  A tap opens the conversation (``handleConversationClick``). A long press starts the
  action mode (``cab_conversations.xml``: "Done", ``actionbar_title`` "k / n",
  ``cab_delete`` "Delete", ``cab_dial_number`` "Dial number" for one, "More options");
  Delete asks ``ConfirmationDialog`` "Are you sure you want to delete 1 conversation?"
  ("Yes"/"No", ``ConversationsAdapter.askConfirmDelete``) and deletes the threads.
* ``NewConversationActivity`` / ``activity_new_conversation.xml``:
  ``new_conversation_toolbar`` "New conversation" with "Navigate up";
  ``new_conversation_address`` (hint "Add Contact or Number…", focused on open);
  ``new_conversation_confirm`` (a check icon without content description, shown once
  more than 2 characters are typed) opens the thread with the typed number(s) (``;``
  separates several); ``contacts_list`` of Simple-Commons ``item_contact_with_number``
  rows (``item_contact_frame``, ``item_contact_name``, ``item_contact_number``) filtered
  by the typed text (name or number contains it, names starting with it first); a tap
  opens the thread with the contact's number; no contacts: ``no_contacts_placeholder``
  "No contacts found". The thread starts above this screen (BACK returns here).
* Intents (``AndroidManifest.xml``: ``NewConversationActivity`` takes ``SEND``,
  ``SENDTO`` and ``VIEW`` of ``sms:``, ``smsto:``, ``mms:``, ``mmsto:``): an implicit
  ``SENDTO`` of those schemes reaches it when the app holds the SMS role (the role's
  preferred activity, ``venus_tasks.sim.system.roles``), an explicit one (``-p``/``-n``) always.
  ``isThirdPartyIntent`` strips the scheme, ``launchThreadActivity`` opens the thread
  of that number with the message box holding ``Intent.EXTRA_TEXT`` or ``sms_body``
  (``ThreadActivity``: ``THREAD_TEXT``; a saved draft of the thread wins in
  ``onResume``) and ``NewConversationActivity`` finishes. [Simplified: when the app had
  no task, the thread opens over the conversation list, so BACK leads there rather than
  to the app that sent the intent.]

Simplifications [documented]: the search bar, Settings, About, More options and Dial
number do nothing; the "Suggestions" strip, the letter fast-scroller, pinned and
archived conversations, the recycle bin, blocked numbers, the short-code check and
contacts with several numbers (the first is used) are not modelled; the app is assumed
to be the default SMS app with its permissions granted (no first-run prompts); dialog
windows are named by the package [inferred].
"""

from __future__ import annotations

import urllib.parse

from venus_tasks.sim.apps_ui import sms_store as store
from venus_tasks.sim.apps_ui import simple_commons as commons
from venus_tasks.sim.apps_ui import sms_thread, state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
NEW = PACKAGE + ".activities.NewConversationActivity"
ADDRESS_KEY = sms_thread.ADDRESS_KEY


_SCHEMES = ("sms:", "smsto:", "mms:", "mmsto:")
_SEND_ACTIONS = ("android.intent.action.SENDTO", "android.intent.action.SEND", "android.intent.action.VIEW")


# ------------------------------------------------------------------ intents
def resolve_intent(model, it) -> tuple[str, str] | None:
    """``(PACKAGE, NEW)`` for a SEND/SENDTO/VIEW of an SMS URI addressed to this app: by
    ``-p``/``-n``, or an implicit SENDTO while the app holds the SMS role; else None."""
    from venus_tasks.sim.system import roles
    if model.packages.get(PACKAGE) is None or it.action not in _SEND_ACTIONS \
            or not (it.data or "").lower().startswith(_SCHEMES):
        return None
    if it.component:
        return (PACKAGE, NEW) if it.component[0] == PACKAGE and _full(it.component[1]) == NEW else None
    if it.package:
        return (PACKAGE, NEW) if it.package == PACKAGE else None
    if it.action == "android.intent.action.SENDTO" and roles.holds(model, roles.SMS, PACKAGE):
        return PACKAGE, NEW
    return None


def _full(cls: str) -> str:
    return PACKAGE + cls if cls.startswith(".") else cls


def on_intent(model, it) -> None:
    """``NewConversationActivity`` started by an SMS URI: open its thread with the body
    and finish (see the module docstring)."""
    task = model.activities.task_of(PACKAGE)
    if task is None or task.top != NEW or resolve_intent(model, it) is None:
        return
    data = it.data
    for prefix in ("sms:", "smsto:", "mms", "mmsto:"):      # removePrefix, in the app's order
        data = data[len(prefix):] if data.startswith(prefix) else data
    number = urllib.parse.unquote_plus(data.replace("+", "%2b").strip())
    task.activities.pop()                                    # finish()
    if not task.activities:
        task.activities.append(model.packages.get(PACKAGE).activity)
    addresses = list(dict.fromkeys(n for n in number.split(";") if n)) or [number]
    sms_thread.open_thread(model, addresses)
    body = it.string_extra("android.intent.extra.TEXT") or it.string_extra("sms_body") or ""
    if store.draft(model, store.thread_of(model, addresses)) is None:
        model.ui.fields[sms_thread.MESSAGE_KEY] = body


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _selected(st) -> list:
    return st.data.setdefault("selected", [])


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = commons.colours(model)["background"]
    if page is not None and page.name == "thread":
        sms_thread.build(model, root, m, status, page)
    elif page is not None and page.name == "new":
        _new_conversation(model, root, m, status)
    else:
        _main(model, root, m, status, st)


def _main(model, root: UiNode, m, status: int, st) -> None:
    convs = store.conversations(model)
    ids = [c["thread_id"] for c in convs]
    st.data["selected"] = selected = [t for t in _selected(st) if t in ids]
    if selected:
        _action_mode(root, m, status, len(selected), len(convs))
    else:
        _search_bar(model, root, m, status)
    top = status + m.dp(64)
    if not convs:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="No stored conversations have been found",
                        resource_id=ID + "no_conversations_placeholder",
                        bounds=(m.dp(16), top + m.dp(48), m.width - m.dp(16), top + m.dp(80)),
                        style={"kind": "empty"}))
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="Start a conversation", clickable=True, focusable=True,
                        resource_id=ID + "no_conversations_placeholder_2", action=_act("new"),
                        bounds=(m.dp(96), top + m.dp(88), m.width - m.dp(96), top + m.dp(120)),
                        style={"kind": "empty"}))
    else:
        widgets.vlist(model, root, m, (0, top, m.width, m.height), PACKAGE + "/conversations",
                      [_conversation_item(model, m, c, c["thread_id"] in selected) for c in convs],
                      rid=ID + "conversations_list")
    size = m.dp(56)
    right, bottom = m.width - m.dp(16), m.height - m.dp(16)
    fab = widgets.icon_button(root, (right - size, bottom - size, right, bottom), "add", _act("new"),
                              rid=ID + "conversations_fab")
    fab.style = commons.fab_style(model)


def _search_bar(model, root: UiNode, m, status: int) -> None:
    commons.search_menu(model, root, m, status, ID, _act("noop"),
                        [(ID + "settings", "Settings", commons.SETTINGS, _act("noop")),
                         (ID + "about", "About", commons.INFO, _act("noop"))])


def _action_mode(root: UiNode, m, status: int, count: int, total: int) -> None:
    bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "action_mode_bar",
                          bounds=(0, status, m.width, status + m.dp(64)), style={"bg": "bar"}))
    widgets.icon_button(bar, (0, status + m.dp(4), m.dp(56), status + m.dp(60)), "close",
                        _act("end_selection"), rid=ID + "action_mode_close_button", desc="Done",
                        cls="android.widget.ImageView")
    right = m.width - m.dp(4)
    items = [("", "More options", "noop")]
    if count == 1:
        items.append((ID + "cab_dial_number", "Dial number", "noop"))
    items.append((ID + "cab_delete", "Delete", "ask_delete"))
    for rid, desc, verb in items:
        widgets.icon_button(bar, (right - m.dp(48), status + m.dp(8), right, status + m.dp(56)),
                            "delete" if verb == "ask_delete" else "more", _act(verb), rid=rid, desc=desc,
                            cls="android.widget.Button" if rid else "android.widget.ImageView")
        right -= m.dp(48)
    bar.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{count} / {total}", resource_id=ID + "actionbar_title",
                   clickable=True, focusable=True, action=_act("select_all"),
                   bounds=(m.dp(72), status + m.dp(16), right - m.dp(4), status + m.dp(48)),
                   style={"kind": "title"}))


def _conversation_item(model, m, c: dict, selected: bool):
    height = m.dp(88)

    def make(lst: UiNode, y: int) -> None:
        frame = lst.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "conversation_frame",
                               clickable=True, focusable=True, long_clickable=True, selected=selected,
                               bounds=(0, y, m.width, y + height), action=_act("open", c["thread_id"]),
                               style={"kind": "row", **({"bg": "divider"} if selected else {})}))
        holder = frame.add(UiNode(cls="android.widget.RelativeLayout", resource_id=ID + "conversation_holder",
                                  bounds=(0, y, m.width, y + height)))
        holder.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "conversation_image",
                          bounds=(m.dp(16), y + m.dp(18), m.dp(68), y + m.dp(70)),
                          style=commons.avatar_style(c["title"], model)))
        left, right = m.dp(84), m.width - m.dp(16)
        holder.add(UiNode(cls=widgets.TEXT_VIEW, text=c["title"], resource_id=ID + "conversation_address",
                          bounds=(left, y + m.dp(8), right, y + m.dp(36))))
        body_left = left
        if c["draft"] is not None:
            holder.add(UiNode(cls=widgets.TEXT_VIEW, text="Draft", resource_id=ID + "draft_indicator",
                              bounds=(left, y + m.dp(38), left + m.dp(44), y + m.dp(60)),
                              style={"kind": "header"}))
            body_left += m.dp(48)
        body = c["draft"] if c["draft"] is not None else c["snippet"]
        holder.add(UiNode(cls=widgets.TEXT_VIEW, text=body.replace("\n", " "),
                          resource_id=ID + "conversation_body_short",
                          bounds=(body_left, y + m.dp(38), right, y + m.dp(60))))
        holder.add(UiNode(cls=widgets.TEXT_VIEW, text=store.date_or_time(model, c["date"], with_time=False),
                          resource_id=ID + "conversation_date",
                          bounds=(left, y + m.dp(62), right, y + m.dp(82)), style={"kind": "secondary"}))
    return height, make


def _new_conversation(model, root: UiNode, m, status: int) -> None:
    commons.style_top_bar(widgets.toolbar(root, m, status, "New conversation", up=_act("up"),
                                          rid=ID + "new_conversation_toolbar"), model)
    top = status + m.dp(64)
    text = model.ui.fields.get(ADDRESS_KEY, "")
    right = m.width - m.dp(16) - (m.dp(48) if len(text) > 2 else 0)
    widgets.field(root, model, m, (m.dp(16), top + m.dp(8), right, top + m.dp(64)), ADDRESS_KEY,
                  "Add Contact or Number…", ID + "new_conversation_address")
    if len(text) > 2:
        widgets.icon_button(root, (right + m.dp(4), top + m.dp(12), m.width - m.dp(12), top + m.dp(60)),
                            "check", _act("confirm_number"), rid=ID + "new_conversation_confirm",
                            cls="android.widget.ImageView")
    top += m.dp(76)
    found = _filtered(store.contacts(model), text)
    if not found:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="No contacts found",
                        resource_id=ID + "no_contacts_placeholder",
                        bounds=(m.dp(16), top + m.dp(24), m.width - m.dp(16), top + m.dp(56)),
                        style={"kind": "empty"}))
        return
    widgets.vlist(model, root, m, (0, top, m.width, m.height), PACKAGE + "/contacts",
                  [_contact_item(model, m, c) for c in found], rid=ID + "contacts_list")


def _filtered(contacts: list[dict], text: str) -> list[dict]:
    """``NewConversationActivity``'s filter: number or name contains the text."""
    if not text:
        return contacts
    low = text.casefold()
    found = [c for c in contacts
             if any(low in n.casefold() for n in c["numbers"]) or low in c["name"].casefold()]
    return sorted(found, key=lambda c: not c["name"].casefold().startswith(low))


def _contact_item(model, m, c: dict):
    height = m.dp(72)

    def make(lst: UiNode, y: int) -> None:
        frame = lst.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "item_contact_frame",
                               clickable=True, focusable=True, bounds=(0, y, m.width, y + height),
                               action=_act("contact", c["number"]), style={"kind": "row"}))
        frame.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "item_contact_image",
                         bounds=(m.dp(16), y + m.dp(12), m.dp(64), y + m.dp(60)),
                         style=commons.avatar_style(c["name"], model)))
        frame.add(UiNode(cls=widgets.TEXT_VIEW, text=c["name"], resource_id=ID + "item_contact_name",
                         bounds=(m.dp(80), y + m.dp(10), m.width - m.dp(16), y + m.dp(38))))
        frame.add(UiNode(cls=widgets.TEXT_VIEW, text=", ".join(c["numbers"]),
                         resource_id=ID + "item_contact_number",
                         bounds=(m.dp(80), y + m.dp(40), m.width - m.dp(16), y + m.dp(64)),
                         style={"kind": "secondary"}))
    return height, make


def windows(model, m, status: int) -> list[Window]:
    st, page, foreign = state.current(model, PACKAGE)
    if st.dialog is None or foreign:
        return []
    if page is not None and page.name == "thread":
        return sms_thread.windows(model, m, status, st.dialog)
    if page is None and st.dialog.name == "delete_conversations":
        n = st.dialog.args["count"]
        text = f"Are you sure you want to delete {n} conversation{'' if n == 1 else 's'}?"
        return [sms_thread.confirm_window(m, text, ID + "message", _act("confirm"), _act("dismiss"))]
    st.dialog = None
    return []


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    if page is not None and page.name == "thread":
        sms_thread.perform(model, st, page, verb, args)
    elif page is not None and page.name == "new":
        _perform_new(model, verb, args)
    else:
        _perform_main(model, st, verb, args)


def _perform_main(model, st, verb: str, args: tuple) -> None:
    selected = _selected(st)
    if verb == "new":
        st.data["selected"] = []
        state.push(model, PACKAGE, Page("new", activity=NEW))
        model.ui.fields[ADDRESS_KEY] = ""
        model.system_ui.scroll.pop(PACKAGE + "/contacts", None)
        model.ui.focused_field = ADDRESS_KEY              # newConversationAddress.requestFocus()
    elif verb == "open" and selected:
        if args[0] in selected:
            selected.remove(args[0])
        else:
            selected.append(args[0])
    elif verb == "open":
        conv = next((c for c in store.conversations(model) if c["thread_id"] == args[0]), None)
        if conv is not None:
            sms_thread.open_thread(model, conv["addresses"])
    elif verb == "end_selection":
        selected.clear()
    elif verb == "select_all":
        ids = [c["thread_id"] for c in store.conversations(model)]
        st.data["selected"] = [] if len(selected) == len(ids) else ids
    elif verb == "ask_delete" and selected:
        st.dialog = Page("delete_conversations", {"count": len(selected)})
    elif verb == "dismiss":
        st.dialog = None
    elif verb == "confirm" and st.dialog is not None:
        st.dialog = None
        for thread_id in selected:
            store.delete_thread(model, thread_id)
        st.data["selected"] = []


def _perform_new(model, verb: str, args: tuple) -> None:
    if verb == "up":
        _close_new(model)
    elif verb == "confirm_number":
        text = model.ui.fields.get(ADDRESS_KEY, "")
        numbers = list(dict.fromkeys(n for n in text.split(";") if n))
        if numbers:
            sms_thread.open_thread(model, numbers)
    elif verb == "contact":
        sms_thread.open_thread(model, [args[0]])


def _close_new(model) -> None:
    model.ui.fields.pop(ADDRESS_KEY, None)
    model.ui.focused_field = None
    state.pop(model, PACKAGE)


def long_press(model, verb: str, args: tuple, x: int, y: int) -> bool:
    """A long press selects a conversation (list) or a message (thread)."""
    st, page, foreign = state.current(model, PACKAGE)
    if foreign or st.dialog is not None:
        return False
    if page is not None and page.name == "thread":
        return sms_thread.long_press(model, page, verb, args)
    if page is None and verb == "open":
        if args[0] not in _selected(st):
            _selected(st).append(args[0])
        return True
    return False


def back(model) -> bool:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign:
        return False
    if page is not None and page.name == "thread":
        return sms_thread.back(model, st, page)
    if st.dialog is not None:
        st.dialog = None
        return True
    if page is not None:
        _close_new(model)
        return True
    if _selected(st):
        st.data["selected"] = []
        return True
    return False


def enter(model) -> bool:
    """ENTER: a new line in the message box; nothing in the address field (no IME action)."""
    if model.ui.focused_field == sms_thread.MESSAGE_KEY:
        model.type_text("\n")
        return True
    return model.ui.focused_field == ADDRESS_KEY
