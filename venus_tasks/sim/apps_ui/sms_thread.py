"""Simple SMS Messenger's conversation screen (``ThreadActivity``): the messages of one
thread, the message box with its send button, the toolbar's Delete, the message selection
started by a long press and the confirmation dialogs. ``sms_messenger`` routes to it.

Source: Simple-SMS-Messenger 5.19.3 (see ``sms_store``):

* ``activity_thread.xml``: ``thread_toolbar`` (title = the participants' names,
  ``setupThreadTitle``; "Navigate up"), ``menu_thread.xml`` items shown as icons with
  their titles as content descriptions: ``delete`` "Delete", ``dial_number`` "Dial
  number", ``manage_people`` "Add Person", then "More options";
  ``thread_messages_list`` (``stackFromEnd``: the newest message at the bottom, opened
  scrolled to the end).
* ``item_thread_date_time.xml`` ``thread_date_time`` before a message more than 300 s
  (``MIN_DATE_TIME_DIFF_SECS``) after the previous one, ``formatDateOrTime(context,
  false, false)``; ``item_message.xml`` ``thread_message_holder`` with
  ``thread_message_body`` (received ones left with ``thread_message_sender_photo``,
  sent ones right, at most 80% of the width); ``item_thread_success.xml``
  ``thread_success`` after a last sent message.
* ``layout_thread_send_message_holder.xml``: ``thread_add_attachment`` ("Attachment"),
  ``thread_type_message`` (hint "Type a message…", multi-line: ENTER is a new line),
  ``thread_send_message`` (text "SMS", content description "OK"; enabled and clickable
  only with text, ``checkSendMessageAvailability``). Send stores the message and clears
  the box (``sendNormalMessage``, ``clearCurrentMessage``).
* Delete (``askConfirmDelete``): ``ConfirmationDialog`` "Are you sure you want to delete
  all messages of this conversation?" with "Yes" / "No"; Yes deletes the thread and
  finishes the activity.
* A long press on a message starts the action mode (``MyRecyclerViewAdapter``,
  ``cab_thread.xml``): "Done" (``action_mode_close_button``), ``actionbar_title`` "k / n"
  (tap: select all, or finish when all are), ``cab_copy_to_clipboard`` "Copy to
  clipboard" and ``cab_share`` "Share" (one message), ``cab_delete`` "Delete", "More
  options"; a tap toggles a message, the last one unselected ends the mode, BACK ends it.
  Delete asks ``DeleteConfirmationDialog`` (``delete_remember_title`` "Are you sure you
  want to delete 1 message?", the recycle-bin checkbox gone as ``useRecycleBin`` is off)
  and deletes the rows; a thread left empty is finished (``deleteMessages``).
* Opening a thread marks its messages read, and so does drawing it while messages arrive
  (``getThreadItems`` runs on every refresh); the draft is loaded into the box on open
  and saved when the thread is left (``onResume``/``onPause``).

Simplifications [documented]: Dial number, Add Person, More options, Attachment, Copy and
Share are shown but do nothing; scheduled send (long press on SMS), the SIM selector, the
character counter, delivery reports, MMS and group "dummy" rows are not modelled; a
draft is saved when the thread is left with BACK or Navigate up (not on HOME) and only
for an existing thread; sending always succeeds (``type=2`` at once).
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import sms_store as store
from venus_tasks.sim.apps_ui import simple_commons as commons
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
ACTIVITY = PACKAGE + ".activities.ThreadActivity"
MESSAGE_KEY = PACKAGE + ":thread_type_message"
ADDRESS_KEY = PACKAGE + ":new_conversation_address"     # NewConversationActivity's field
LIST_KEY = PACKAGE + "/thread"
MIN_DATE_TIME_DIFF_SECS = 300
DELETE_THREAD = "Are you sure you want to delete all messages of this conversation?"
END = 10**6                                    # a scroll position past the last message


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def thread_id(model, page: Page) -> int | None:
    return store.thread_of(model, page.args["addresses"])


def open_thread(model, addresses: list[str]) -> None:
    """``launchThreadActivity``/``handleConversationClick``: push the thread, load its
    draft, mark it read, scroll to the end; an empty thread focuses the message box."""
    tid = store.thread_of(model, addresses)
    state.push(model, PACKAGE, Page("thread", {"addresses": list(addresses), "selected": []},
                                    activity=ACTIVITY))
    model.ui.fields[MESSAGE_KEY] = store.draft(model, tid) or ""
    store.mark_read(model, tid)
    model.system_ui.scroll[LIST_KEY] = END
    model.ui.focused_field = MESSAGE_KEY if not store.messages(model, tid) else None


def close_thread(model, save: bool = True) -> None:
    st, page, _ = state.current(model, PACKAGE)
    text = model.ui.fields.pop(MESSAGE_KEY, "")
    if save and page is not None and page.name == "thread":
        store.save_draft(model, thread_id(model, page), text)
    model.ui.focused_field = None
    state.pop(model, PACKAGE)
    _, below, _ = state.current(model, PACKAGE)
    if below is not None and below.name == "new":       # SOFT_INPUT_STATE_ALWAYS_VISIBLE
        model.ui.focused_field = ADDRESS_KEY


# ------------------------------------------------------------------ screen
def build(model, root: UiNode, m, status: int, page: Page) -> None:
    tid = thread_id(model, page)
    store.mark_read(model, tid)                       # messages that arrived while shown
    msgs = store.messages(model, tid)
    ids = {msg["_id"] for msg in msgs}
    page.args["selected"] = [i for i in page.args["selected"] if i in ids]
    if page.args["selected"]:
        _action_mode(root, m, status, len(page.args["selected"]), len(msgs))
    else:
        _toolbar(model, root, m, status, page, bool(msgs))
    holder_h = m.dp(64)
    bottom = m.height - holder_h
    _messages(model, root, m, (0, status + m.dp(64), m.width, bottom), msgs, page.args["selected"])
    _holder(model, root, m, bottom)


def _menu_item(bar: UiNode, m, right: int, top: int, rid: str, desc: str, glyph: str, action: tuple,
               cls: str = "android.widget.Button") -> int:
    widgets.icon_button(bar, (right - m.dp(48), top + m.dp(8), right, top + m.dp(56)), glyph, action,
                        rid=rid, desc=desc, cls=cls)
    return right - m.dp(48)


def _toolbar(model, root: UiNode, m, status: int, page: Page, has_messages: bool) -> None:
    bar = widgets.toolbar(root, m, status, store.title(model, page.args["addresses"]), up=_act("up"),
                          rid=ID + "thread_toolbar")
    right = _menu_item(bar, m, m.width - m.dp(4), status, "", "More options", "more", _act("noop"),
                       cls="android.widget.ImageView")
    items = [("manage_people", "Add Person", "person"), ("dial_number", "Dial number", "phone")]
    if has_messages:                                  # refreshMenuItems: delete needs items
        items.append(("delete", "Delete", "delete"))
    for rid, desc, glyph in items:
        right = _menu_item(bar, m, right, status, ID + rid, desc, glyph,
                           _act("delete_thread" if rid == "delete" else "noop"))
    title = next(c for c in bar.children if c.cls == widgets.TEXT_VIEW)
    title.bounds = (title.bounds[0], title.bounds[1], right - m.dp(4), title.bounds[3])
    commons.style_top_bar(bar, model)


def _action_mode(root: UiNode, m, status: int, count: int, total: int) -> None:
    bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "action_mode_bar",
                          bounds=(0, status, m.width, status + m.dp(64)), style={"bg": "bar"}))
    widgets.icon_button(bar, (0, status + m.dp(4), m.dp(56), status + m.dp(60)), "close",
                        _act("end_selection"), rid=ID + "action_mode_close_button",
                        desc="Done", cls="android.widget.ImageView")
    right = _menu_item(bar, m, m.width - m.dp(4), status, "", "More options", "more", _act("noop"),
                       cls="android.widget.ImageView")
    items = [("cab_delete", "Delete", "delete")]
    if count == 1:
        items += [("cab_share", "Share", "share"), ("cab_copy_to_clipboard", "Copy to clipboard", "copy")]
    for rid, desc, glyph in items:
        right = _menu_item(bar, m, right, status, ID + rid, desc, glyph,
                           _act("ask_delete_messages" if rid == "cab_delete" else "noop"))
    bar.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{count} / {total}", resource_id=ID + "actionbar_title",
                   clickable=True, focusable=True, action=_act("select_all"),
                   bounds=(m.dp(72), status + m.dp(16), right - m.dp(4), status + m.dp(48)),
                   style={"kind": "title"}))


def _messages(model, root: UiNode, m, box, msgs: list[dict], selected: list[int]) -> None:
    items, prev = [], 0
    for i, msg in enumerate(msgs):
        secs = int(msg["date"]) // 1000
        if secs - prev > MIN_DATE_TIME_DIFF_SECS:
            items.append(_date_item(model, m, int(msg["date"])))
            prev = secs
        items.append(_message_item(model, m, msg, msg["_id"] in selected))
        if i == len(msgs) - 1 and msg["type"] == 2:
            items.append(_success_item(m))
    left, top, right, bottom = box
    total = sum(h for h, _ in items)
    if total <= bottom - top:                         # stackFromEnd: fits, so bottom-aligned
        lst = root.add(UiNode(cls="androidx.recyclerview.widget.RecyclerView",
                              resource_id=ID + "thread_messages_list", bounds=box))
        y = bottom - total
        for height, make in items:
            make(lst, y)
            y += height
        return
    widgets.vlist(model, root, m, box, LIST_KEY, items, rid=ID + "thread_messages_list")


def _date_item(model, m, ms: int):
    text = store.date_or_time(model, ms, with_time=True)

    def make(lst: UiNode, y: int) -> None:
        holder = lst.add(UiNode(cls="android.widget.RelativeLayout",
                                resource_id=ID + "thread_date_time_holder",
                                bounds=(0, y, m.width, y + m.dp(40))))
        holder.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=ID + "thread_date_time",
                          bounds=(m.dp(16), y + m.dp(8), m.width - m.dp(16), y + m.dp(32)),
                          style={"kind": "empty"}))
    return m.dp(40), make


def _message_item(model, m, msg: dict, selected: bool):
    name = store.contact_name(model, msg.get("address") or "") if store.received(msg) else ""
    pad, line_h = m.dp(10), m.dp(22)
    max_w = int(m.width * 0.8)
    lines = widgets.wrap_lines(msg["body"] or "", m, max_w - 2 * pad - m.dp(48))
    longest = max((len(x) for x in lines), default=1)
    width = min(max_w - m.dp(48), max(m.dp(48), int(longest * 0.55 * m.dp(16)) + 2 * pad))
    height = len(lines) * line_h + 2 * pad

    def make(lst: UiNode, y: int) -> None:
        holder = lst.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "thread_message_holder",
                                clickable=True, focusable=True, long_clickable=True, selected=selected,
                                bounds=(0, y, m.width, y + height + m.dp(8)),
                                action=_act("message", msg["_id"])))
        top = y + m.dp(4)
        if store.received(msg):
            holder.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "thread_message_sender_photo",
                              bounds=(m.dp(8), top, m.dp(48), top + m.dp(40)),
                              style=commons.avatar_style(name, model) if name else {"kind": "avatar"}))
            l = m.dp(56)
        else:
            l = m.width - m.dp(12) - width
        holder.add(UiNode(cls=widgets.TEXT_VIEW, text=msg["body"] or "",
                          resource_id=ID + "thread_message_body",
                          bounds=(l, top, l + width, top + height),
                          style={"bg": "divider" if selected else "bar" if store.received(msg) else "dialog",
                                 "radius": m.dp(12), "kind": "editor", "lines": lines, "line_h": line_h,
                                 "pad": pad, "y0": top}))
    return height + m.dp(8), make


def _success_item(m):
    def make(lst: UiNode, y: int) -> None:
        lst.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "thread_success",
                       bounds=(m.width - m.dp(32), y + m.dp(2), m.width - m.dp(16), y + m.dp(18))))
    return m.dp(20), make


def _holder(model, root: UiNode, m, top: int) -> None:
    holder = root.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "message_holder",
                             bounds=(0, top, m.width, m.height), style={"bg": "bar"}))
    widgets.icon_button(holder, (m.dp(4), top + m.dp(8), m.dp(52), top + m.dp(56)), "add", _act("noop"),
                        rid=ID + "thread_add_attachment", desc="Attachment", cls="android.widget.ImageView")
    widgets.field(holder, model, m, (m.dp(56), top + m.dp(4), m.width - m.dp(72), top + m.dp(60)),
                  MESSAGE_KEY, "Type a message…", ID + "thread_type_message")
    ready = bool(model.ui.fields.get(MESSAGE_KEY))
    button = widgets.button(holder, (m.width - m.dp(68), top + m.dp(8), m.width - m.dp(8), top + m.dp(56)),
                            "SMS", _act("send"), rid=ID + "thread_send_message")
    button.desc, button.enabled, button.clickable = "OK", ready, ready


# ------------------------------------------------------------------ dialogs
def windows(model, m, status: int, dialog: Page) -> list[Window]:
    if dialog.name == "delete_thread":
        text = DELETE_THREAD
        rid = ID + "message"
    else:
        n = dialog.args["count"]
        text = f"Are you sure you want to delete {n} message{'' if n == 1 else 's'}?"
        rid = ID + "delete_remember_title"
    return [confirm_window(m, text, rid, _act("confirm"), _act("dismiss"))]


def confirm_window(m, text: str, rid: str, yes: tuple, no: tuple) -> Window:
    """An AlertDialog with a message and "No" / "Yes" (``android:id/button2``/``button1``)."""
    w = m.width - m.dp(48)
    lines = widgets.wrap_lines(text, m, w - m.dp(48))
    text_h = len(lines) * m.dp(22)
    height = m.dp(24) + text_h + m.dp(24) + m.dp(48) + m.dp(16)
    top = (m.height - height) // 2
    left = m.dp(24)
    root = UiNode(package=PACKAGE, bounds=(left, top, left + w, top + height),
                  style={"bg": "dialog", "radius": m.dp(28)})
    y = top + m.dp(24)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=rid,
                    bounds=(left + m.dp(24), y, left + w - m.dp(24), y + text_h),
                    style={"kind": "editor", "lines": lines, "line_h": m.dp(22), "pad": 0, "y0": y}))
    y += text_h + m.dp(24)
    right = left + w - m.dp(16)
    widgets.button(root, (right - m.dp(80), y, right, y + m.dp(48)), "Yes", yes, rid="android:id/button1")
    widgets.button(root, (right - m.dp(168), y, right - m.dp(88), y + m.dp(48)), "No", no,
                   rid="android:id/button2")
    return Window(PACKAGE, root, modal=True, dim=True, outside=no)


# ------------------------------------------------------------------ input
def perform(model, st, page: Page, verb: str, args: tuple) -> None:
    selected = page.args["selected"]
    if verb == "up":
        close_thread(model)
    elif verb == "send":
        text = model.ui.fields.get(MESSAGE_KEY, "")
        if text:
            store.send(model, page.args["addresses"], text)
            model.ui.fields[MESSAGE_KEY] = ""
            model.system_ui.scroll[LIST_KEY] = END
    elif verb == "delete_thread":
        st.dialog = Page("delete_thread")
    elif verb == "message" and selected:
        if args[0] in selected:
            selected.remove(args[0])
        else:
            selected.append(args[0])
    elif verb == "end_selection":
        selected.clear()
    elif verb == "select_all":
        ids = [msg["_id"] for msg in store.messages(model, thread_id(model, page))]
        page.args["selected"] = [] if len(selected) == len(ids) else ids
    elif verb == "ask_delete_messages" and selected:
        st.dialog = Page("delete_messages", {"count": len(selected)})
    elif verb == "dismiss":
        st.dialog = None
    elif verb == "confirm" and st.dialog is not None:
        _confirm(model, st, page)


def _confirm(model, st, page: Page) -> None:
    dialog, st.dialog = st.dialog, None
    tid = thread_id(model, page)
    if dialog.name == "delete_thread":
        if tid is not None:
            store.delete_thread(model, tid)
        close_thread(model, save=False)
        return
    for message_id in page.args["selected"]:
        store.delete_message(model, message_id)
    page.args["selected"] = []
    if not store.messages(model, tid):
        close_thread(model, save=False)


def long_press(model, page: Page, verb: str, args: tuple) -> bool:
    """A long press on a message selects it (starting the action mode)."""
    if verb != "message":
        return False
    if args[0] not in page.args["selected"]:
        page.args["selected"].append(args[0])
    model.ui.focused_field = None
    return True


def back(model, st, page: Page) -> bool:
    if st.dialog is not None:
        st.dialog = None
    elif page.args["selected"]:
        page.args["selected"] = []
    else:
        close_thread(model)
    return True
