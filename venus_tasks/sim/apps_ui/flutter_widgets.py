"""Builders for screens of Flutter apps (Fitbook): the accessibility nodes Flutter's
engine exposes for its semantics tree, and how they are drawn.

Source: Flutter's ``AccessibilityBridge.createAccessibilityNodeInfo`` (flutter/flutter
``engine/src/flutter/shell/platform/android/io/flutter/view/AccessibilityBridge.java``,
the engine of Flutter 3.3x that Fitbook 2.0.31 builds with): every node is class
``android.view.View`` with an empty resource id, unless it is a button
(``android.widget.Button``), a text field (``android.widget.EditText``), an image
(``ImageView``), a toggle (``Switch``) or a checkbox (``CheckBox``); a node's words are
its content-desc (``getValueLabelHint``: value, label and hint joined by newlines), not
its text -- except a text field, whose text is its value and whose label goes to the
hint (not in a ``uiautomator dump``); a tooltip is the content-desc of a node without a
label (an ``IconButton``'s ``tooltip``); ``selected``, ``checked``, ``clickable`` (a tap
action), ``long-clickable`` (a long-press action) as the node's flags; a scrolling list
with children is a ``View`` with collection info (not ``ScrollView``) that is
scrollable. Material widgets merge their texts into one node: a ``ListTile`` with
``onTap`` is one clickable node whose content-desc is its title, subtitle and trailing
text, one per line; a ``Tab`` reads "<label>\\nTab i of n" (``tabLabel`` of
``MaterialLocalizations``).

Drawing: the words are in the style (``render_widgets`` kind ``lines``), since the dump
text of these nodes is empty. Sizes follow Material 3's defaults (ListTile 56/72 dp,
SearchBar 56 dp, extended FAB 56 dp high, TabBar with icons 72 dp) [inferred sizes].
"""

from __future__ import annotations

from venus_tasks.sim.screen.tree import UiNode

VIEW = "android.view.View"
BUTTON = "android.widget.Button"
EDIT = "android.widget.EditText"
SWITCH = "android.widget.Switch"
CHECKBOX = "android.widget.CheckBox"


def text(parent: UiNode, m, box, words: str, *, size: int = 16, role: str = "text") -> UiNode:
    """A ``Text``: a non-clickable view whose content-desc is ``words``."""
    l, t, r, b = box
    return parent.add(UiNode(cls=VIEW, desc=words, bounds=box,
                             style={"kind": "lines", "lines": [(words, l, (t + b) // 2, size, role)]}))


def tile(parent: UiNode, m, box, title: str, subtitle: str = "", trailing: str = "", *,
         action: tuple | None = None, long_action: bool = False, selected: bool = False,
         bold: bool = False) -> UiNode:
    """A ``ListTile``: one node, content-desc title / subtitle / trailing on lines; clickable
    with an ``action``, long-clickable with ``long_action`` (the app module's
    ``long_press`` hook gets the same action)."""
    l, t, r, b = box
    desc = "\n".join(x for x in (title, subtitle, trailing) if x)
    lines = []
    if subtitle:
        lines += [(title, l + m.dp(16), t + (b - t) * 3 // 8, 16, "text"),
                  (subtitle, l + m.dp(16), t + (b - t) * 11 // 16, 14, "secondary")]
    else:
        lines.append((title, l + m.dp(16), (t + b) // 2, 16, "text"))
    if trailing:
        lines.append((trailing, r - m.dp(16) - int(len(trailing) * m.dp(8.5)), (t + b) // 2, 16, "text"))
    style = {"kind": "lines", "lines": lines}
    if selected:
        style["fill"] = "bar"
    return parent.add(UiNode(cls=VIEW, desc=desc, clickable=action is not None, focusable=True,
                             long_clickable=long_action, selected=False, bounds=box, action=action,
                             style=style))


def button(parent: UiNode, m, box, label: str, action: tuple, *, filled: bool = False,
           glyph: str = "") -> UiNode:
    """A ``TextButton``/``FloatingActionButton.extended``: a Button whose content-desc is
    its label (``filled`` draws it as a FAB)."""
    l, t, r, b = box
    style = {"kind": "lines", "lines": [(label, l + (m.dp(40) if glyph else m.dp(12)), (t + b) // 2, 15,
                                         "on_accent" if filled else "accent")]}
    if filled:
        style.update(fill="accent", radius=m.dp(16))
    return parent.add(UiNode(cls=BUTTON, desc=label, clickable=True, focusable=True, bounds=box,
                             action=action, style=style))


def icon_button(parent: UiNode, m, box, tooltip: str, glyph: str, action: tuple | None) -> UiNode:
    """An ``IconButton``: a Button; its content-desc is the tooltip ("" without one: the
    dump then marks it NAF)."""
    return parent.add(UiNode(cls=BUTTON, desc=tooltip, clickable=action is not None, focusable=True,
                             bounds=box, action=action, style={"kind": "icon_button", "glyph": glyph}))


def fab(parent: UiNode, m, box, tooltip: str, glyph: str, action: tuple) -> UiNode:
    """A ``FloatingActionButton`` with an icon and a tooltip (content-desc)."""
    node = parent.add(UiNode(cls=BUTTON, desc=tooltip, clickable=True, focusable=True, bounds=box,
                             action=action, style={"kind": "fab", "fab_glyph": glyph}))
    return node


def field(parent: UiNode, model, m, box, key: str, label: str, *, enabled: bool = True,
          value: str | None = None, on_tap: tuple | None = None) -> UiNode:
    """A ``TextField`` with a floating ``label``: an EditText whose text is the value
    (``model.ui.fields[key]``, or ``value`` for a disabled one); the label is drawn above
    the value and is not in the dump. A tap focuses it, or runs ``on_tap`` (an app
    action, e.g. one that also selects the text as ``onTap: selectAll`` does)."""
    l, t, r, b = box
    text_ = model.ui.fields.get(key, "") if value is None else value
    focused = enabled and model.ui.focused_field == key
    lines = [(label, l, t + m.dp(10), 12, "accent" if focused else "secondary")]
    if text_:
        lines.append((text_.split("\n", 1)[0], l, t + m.dp(34), 16, "text" if enabled else "secondary"))
    return parent.add(UiNode(cls=EDIT, text=text_, clickable=enabled, focusable=enabled, focused=focused,
                             long_clickable=enabled, enabled=enabled, bounds=box,
                             action=(on_tap or ("focus", key)) if enabled else None,
                             style={"kind": "lines", "lines": lines,
                                    "underline": "accent" if focused else "divider"}))


def switch(parent: UiNode, m, box, on: bool, action: tuple) -> UiNode:
    """A ``Switch``: checkable, checked when on."""
    return parent.add(UiNode(cls=SWITCH, checkable=True, checked=on, clickable=True, focusable=True,
                             bounds=box, action=action, style={"kind": "switch"}))


def search_bar(parent: UiNode, model, m, top: int, key: str) -> tuple[UiNode, tuple[int, int, int, int]]:
    """A Material 3 ``SearchBar`` 16 dp below ``top``: an EditText (its "Search..." hint is
    drawn, not dumped); returns the node and its box, for the trailing buttons."""
    box = (m.dp(16), top + m.dp(16), m.width - m.dp(16), top + m.dp(72))
    l, t, r, b = box
    value = model.ui.fields.get(key, "")
    focused = model.ui.focused_field == key
    lines = [(value or "Search...", l + m.dp(56), (t + b) // 2, 16, "text" if value else "secondary")]
    node = parent.add(UiNode(cls=EDIT, text=value, clickable=True, focusable=True, focused=focused,
                             long_clickable=True, bounds=box, action=("focus", key),
                             style={"kind": "lines", "lines": lines, "fill": "bar", "radius": m.dp(28)}))
    return node, box


def tab_bar(parent: UiNode, m, labels: list[str], current: int, act) -> int:
    """The bottom ``TabBar`` (icon + text tabs, 72 dp): one node per tab, content-desc
    "<label>\\nTab i of n", selected on the current one; ``act(i)`` is a tab's action.
    Returns the bar's top."""
    top = m.height - m.dp(72)
    bar = parent.add(UiNode(cls=VIEW, bounds=(0, top, m.width, m.height), style={"bg": "bar"}))
    w = m.width // max(1, len(labels))
    for i, label in enumerate(labels):
        l, r = i * w, (i + 1) * w if i < len(labels) - 1 else m.width
        role = "accent" if i == current else "text"
        bar.add(UiNode(cls=VIEW, desc=f"{label}\nTab {i + 1} of {len(labels)}", clickable=True, focusable=True,
                       selected=i == current, bounds=(l, top, r, m.height), action=act(i),
                       style={"kind": "lines", "lines": [(label, (l + r) // 2 - int(len(label) * m.dp(3.5)),
                                                          top + m.dp(50), 12, role)]}))
    return top


def app_bar(parent: UiNode, m, top: int, title: str, back: tuple | None) -> UiNode:
    """An ``AppBar``: a "Back" button (``BackButton``'s tooltip) and the title (a
    heading view)."""
    bar = parent.add(UiNode(cls=VIEW, bounds=(0, top, m.width, top + m.dp(64))))
    if back is not None:
        icon_button(bar, m, (m.dp(4), top + m.dp(8), m.dp(52), top + m.dp(56)), "Back", "back", back)
    text(bar, m, (m.dp(72 if back else 16), top + m.dp(16), m.width - m.dp(120), top + m.dp(48)), title, size=22)
    return bar
