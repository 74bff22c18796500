"""ZipXtract's dialogs (v4.2, sources as in ``zipxtract``): the About dialog
(``fragment_about.xml``), "Enter Password" (one field, or two with "Zip Name (without
.zip)" for several files), "Compression Settings" with its three spinners and their popup
list (``ZipPrefs``), and the AES note; one Material alert panel for all of them.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.apps_ui import zipxtract_look as look
from venus_tasks.sim.apps_ui import zipxtract_store as store
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
VERSION = "4.2"
DIM = 0.32                                       # Theme.Material3's android:backgroundDimAmount
PASSWORD_KEY = PACKAGE + ":password"
ZIPNAME_KEY = PACKAGE + ":zipname"
SPINNERS = (("compressionMethod", "Compression Method", store.COMPRESSION_METHODS, "compression_method_input"),
            ("compressionLevel", "Compression Level", store.COMPRESSION_LEVELS, "compression_level_input"),
            ("encryptionMethod", "Encryption Method", store.ENCRYPTION_METHODS, "encryption_method_input"))


def act(*args) -> tuple:
    """A node action handled by ``zipxtract.perform``: ``("app", PACKAGE, verb, *args)``."""
    return ("app", PACKAGE, *args)


def _panel(m, height: int) -> tuple[UiNode, int, int, int]:
    left, right = m.dp(24), m.width - m.dp(24)
    top = max(m.dp(24), (m.height - height) // 2)
    root = UiNode(package=PACKAGE, bounds=(left, top, right, top + height), style={"bg": "dialog", "radius": m.dp(28)})
    return root, left, right, top


def _buttons(root: UiNode, m, bottom: int, right: int, buttons, c: dict) -> None:
    """The alert's buttons from the right: Material 3 text buttons in colorPrimary."""
    x, y = right - m.dp(24), bottom - m.dp(64)
    for rid, text, action in buttons:
        w = m.dp(24) + int(len(text) * m.dp(9))
        node = widgets.button(root, (x - w, y + m.dp(8), x, y + m.dp(48)), text, action, rid="android:id/" + rid)
        node.style["flat"] = c["primary"]
        x -= w + m.dp(8)


def alert(m, title: str, message: str, buttons, c: dict = look.DAY) -> Window:
    lines = widgets.wrap_lines(message, m, m.width - m.dp(96), 14)
    height = m.dp(24) + (m.dp(40) if title else 0) + m.dp(20) * len(lines) + m.dp(88)
    root, left, right, top = _panel(m, height)
    y = top + m.dp(24)
    if title:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id="android:id/alertTitle",
                        bounds=(left + m.dp(24), y, right - m.dp(24), y + m.dp(32)), style={"kind": "title"}))
        y += m.dp(40)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=message, resource_id="android:id/message",
                    bounds=(left + m.dp(24), y, right - m.dp(24), y + m.dp(20) * len(lines))))
    _buttons(root, m, top + height, right, buttons, c)
    return Window(PACKAGE, root, modal=True, dim=DIM, outside=act("dismiss"))


def about(m) -> Window:
    root, left, right, top = _panel(m, m.dp(320))
    cx = (left + right) // 2
    root.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "appIcon", desc="ZipXtract",
                    bounds=(cx - m.dp(48), top + m.dp(24), cx + m.dp(48), top + m.dp(120)), style={"kind": "avatar"}))
    y = top + m.dp(136)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Version:", resource_id=ID + "version",
                    bounds=(cx - m.dp(90), y, cx, y + m.dp(28))))
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=VERSION, resource_id=ID + "versionNumberText",
                    bounds=(cx + m.dp(8), y, cx + m.dp(90), y + m.dp(28))))
    y += m.dp(56)
    ids = (("githubIcon", "Github Icon"), ("githubIssueButton", ""), ("licenseText", ""), ("donate", ""),
           ("shareIcon", "Share Icon"))
    step = (right - left - m.dp(32)) // len(ids)
    for i, (rid, desc) in enumerate(ids):
        x = left + m.dp(16) + i * step
        widgets.icon_button(root, (x, y, x + step, y + m.dp(48)), "none", act("noop"), rid=ID + rid, desc=desc,
                            cls="android.widget.Button")
    return Window(PACKAGE, root, modal=True, dim=DIM, outside=act("dismiss"))


def password(model, m, d: Page) -> Window:
    kind = d.args["kind"]                        # extract | single | multi
    two = kind == "multi"
    height = m.dp(24 + 40 + 56 + (64 if two else 0) + 80)
    root, left, right, top = _panel(m, height)
    y = top + m.dp(24)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Enter Password", resource_id="android:id/alertTitle",
                    bounds=(left + m.dp(24), y, right - m.dp(24), y + m.dp(32)), style={"kind": "title"}))
    y += m.dp(40)
    node = widgets.field(root, model, m, (left + m.dp(24), y, right - m.dp(24), y + m.dp(56)), PASSWORD_KEY,
                         "password" if two else "", "")
    node.password = True
    if model.ui.fields.get(PASSWORD_KEY):
        node.text = "•" * len(model.ui.fields[PASSWORD_KEY])
    if two:
        y += m.dp(64)
        widgets.field(root, model, m, (left + m.dp(24), y, right - m.dp(24), y + m.dp(56)), ZIPNAME_KEY,
                      "Zip Name (without .zip)", "")
    buttons = ((("button1", "Extract", act("pw_ok")), ("button2", "Cancel", act("dismiss"))) if kind == "extract"
               else (("button1", "Encrypt", act("pw_ok")), ("button2", "Non Encrypted", act("pw_plain"))))
    _buttons(root, m, top + height, right, buttons, look.colours(model))
    return Window(PACKAGE, root, modal=True, dim=DIM, outside=act("dismiss"))


def settings(model, m, d: Page) -> list[Window]:
    c = look.colours(model)
    height = m.dp(24 + 40 + 3 * (28 + 58) + 80)
    root, left, right, top = _panel(m, height)
    y = top + m.dp(24)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Compression Settings", resource_id=ID + "dialog_title",
                    bounds=(left + m.dp(20), y, right - m.dp(20), y + m.dp(32)), style={"kind": "title"}))
    y += m.dp(40)
    boxes = {}
    for key, label, values, rid in SPINNERS:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=label, bounds=(left + m.dp(20), y, right - m.dp(20), y + m.dp(24))))
        y += m.dp(28)
        box = (left + m.dp(16), y, right - m.dp(16), y + m.dp(48))
        spin = root.add(UiNode(cls="android.widget.Spinner", resource_id=ID + rid, clickable=True, focusable=True,
                               bounds=box, action=act("spinner", key),
                               style={"kind": "spinner", "fill": c["surface"], "outline": c["outline"],
                                      "ink": c["on_surface_variant"]}))
        spin.add(UiNode(cls="android.widget.CheckedTextView", text=d.args[key], resource_id="android:id/text1",
                        bounds=(box[0] + m.dp(12), box[1] + m.dp(12), box[2] - m.dp(40), box[3] - m.dp(12))))
        boxes[key] = box
        y += m.dp(58)
    _buttons(root, m, top + height, right, (("button1", "Save", act("settings_save")),), c)
    wins = [Window(PACKAGE, root, modal=True, dim=DIM, outside=act("dismiss"))]
    open_key = d.args.get("open")
    if open_key:
        values = next(v for k, _, v, _ in SPINNERS if k == open_key)
        l, t, r, _ = boxes[open_key]
        h = m.dp(48)
        t = min(t, m.height - h * len(values) - m.dp(8))
        pop = UiNode(package=PACKAGE, bounds=(l, t, r, t + h * len(values)), style={"bg": "dialog", "radius": m.dp(4)})
        lst = pop.add(UiNode(cls="android.widget.ListView", bounds=pop.bounds))
        for i, v in enumerate(values):
            lst.add(UiNode(cls="android.widget.CheckedTextView", text=v, resource_id="android:id/text1",
                           clickable=True, focusable=True, checkable=True, checked=v == d.args[open_key],
                           bounds=(l, t + i * h, r, t + (i + 1) * h), action=act("spin_pick", open_key, v),
                           style={"kind": "list_button"}))
        wins.append(Window(PACKAGE, pop, modal=True, outside=act("spin_close")))
    return wins
