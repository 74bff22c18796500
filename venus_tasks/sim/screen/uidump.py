"""Serialize the window tree as ``uiautomator dump`` writes it.

Source: AOSP ``cmds/uiautomator/.../AccessibilityNodeInfoDumper.java``: one
line, no indentation, ``<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>``, a
``<hierarchy rotation="N">`` root, attributes in the fixed order below, ``NAF="true"``
first on clickable nodes with no text or content-desc anywhere in their subtree,
``index`` = position among siblings, empty elements closed with `` />`` (KXmlSerializer).
"""

from __future__ import annotations

from venus_tasks.sim.screen.tree import Screen, UiNode

_NAF_EXCLUDED = ("GridView", "GridLayout", "ListView", "TableLayout")


def _esc(value: str) -> str:
    """``stripInvalidXMLChars`` (control chars -> ``.``) then KXmlSerializer attribute
    escaping: ``& < > "`` as entities and ``\\n \\r \\t`` as ``&#10; &#13; &#9;``."""
    out = []
    for ch in value:
        o = ord(ch)
        if (1 <= o <= 8 or 0xB <= o <= 0xC or 0xE <= o <= 0x1F or 0x7F <= o <= 0x84
                or 0x86 <= o <= 0x9F or 0xFDD0 <= o <= 0xFDDF):
            out.append(".")
        elif ch in _ENTITIES:
            out.append(_ENTITIES[ch])
        else:
            out.append(ch)
    return "".join(out)


_ENTITIES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\n": "&#10;",
             "\r": "&#13;", "\t": "&#9;"}


def _b(flag: bool) -> str:
    return "true" if flag else "false"


def _has_label(node: UiNode) -> bool:
    return bool(node.text or node.desc) or any(_has_label(c) for c in node.children)


def _naf(node: UiNode) -> bool:
    if node.cls.endswith(_NAF_EXCLUDED) or not node.clickable:
        return False
    return not _has_label(node)


def _node(node: UiNode, index: int, package: str, out: list[str]) -> None:
    package = node.package or package
    l, t, r, b = node.bounds
    attrs = ('NAF="true" ' if _naf(node) else "") + (
        f'index="{index}" text="{_esc(node.text)}" resource-id="{_esc(node.resource_id)}" '
        f'class="{_esc(node.cls)}" package="{_esc(package)}" content-desc="{_esc(node.desc)}" '
        f'checkable="{_b(node.checkable)}" checked="{_b(node.checked)}" '
        f'clickable="{_b(node.clickable)}" enabled="{_b(node.enabled)}" '
        f'focusable="{_b(node.focusable)}" focused="{_b(node.focused)}" '
        f'scrollable="{_b(node.scrollable)}" long-clickable="{_b(node.long_clickable)}" '
        f'password="{_b(node.password)}" selected="{_b(node.selected)}" '
        f'bounds="[{l},{t}][{r},{b}]"')
    if not node.children:
        out.append(f"<node {attrs} />")
        return
    out.append(f"<node {attrs}>")
    for i, child in enumerate(node.children):
        _node(child, i, package, out)
    out.append("</node>")


def dump(screen: Screen) -> str:
    """The XML document (no trailing newline)."""
    out = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>",
           f'<hierarchy rotation="{screen.rotation}">']
    _node(screen.root, 0, screen.root.package, out)
    out.append("</hierarchy>")
    return "".join(out)


# ---------------------------------------------------------------- uiautomator2 (u2.jar)
def _esc_u2(value: str) -> str:
    """u2.jar's ``stripInvalidXMLChars`` (androidx ``AccessibilityNodeInfoDumper``: also every
    UTF-16 surrogate, so an emoji becomes ``..``) then ``KXmlSerializer`` escaping."""
    out = []
    for ch in value:
        o = ord(ch)
        units = 2 if o > 0xFFFF else 1                  # Java sees a supplementary char as 2 chars
        if units == 2 or (0 <= o <= 8 or 0xB <= o <= 0xC or 0xE <= o <= 0x1F or 0x7F <= o <= 0x84
                          or 0x86 <= o <= 0x9F or 0xD800 <= o <= 0xDFFF or 0xFDD0 <= o <= 0xFDDF
                          or o >= 0xFFFE):
            out.append("." * units)
        elif ch in _ENTITIES:
            out.append(_ENTITIES[ch])
        else:
            out.append(ch)
    return "".join(out)


def _naf_u2(node: UiNode) -> bool:
    """``!nafExcludedClass && !nafCheck``: a clickable, enabled node with no text or
    content-desc and no labelled descendant."""
    if node.cls.endswith(_NAF_EXCLUDED) or not (node.clickable and node.enabled):
        return False
    return not _has_label(node)


def _node_u2(node: UiNode, index: int, package: str, depth: int, max_depth: int, out: list[str]) -> None:
    package = node.package or package
    l, t, r, b = node.bounds
    hint = node.style.get("hint_text", node.text if node.style.get("hint") else "")
    attrs = ('NAF="true" ' if _naf_u2(node) else "") + (
        f'index="{index}" text="{_esc_u2(node.text)}" resource-id="{_esc_u2(node.resource_id)}" '
        f'class="{_esc_u2(node.cls)}" package="{_esc_u2(package)}" content-desc="{_esc_u2(node.desc)}" '
        f'checkable="{_b(node.checkable)}" checked="{_b(node.checked)}" '
        f'clickable="{_b(node.clickable)}" enabled="{_b(node.enabled)}" '
        f'focusable="{_b(node.focusable)}" focused="{_b(node.focused)}" '
        f'scrollable="{_b(node.scrollable)}" long-clickable="{_b(node.long_clickable)}" '
        f'password="{_b(node.password)}" selected="{_b(node.selected)}" visible-to-user="true" '
        f'bounds="[{l},{t}][{r},{b}]" drawing-order="{index}" hint="{_esc_u2(hint)}" display-id="0"')
    pad = "\r\n" + "  " * depth
    children = node.children if max_depth > 0 else []
    if not children:
        out.append(f"{pad}<node {attrs} />")
        return
    out.append(f"{pad}<node {attrs}>")
    for i, child in enumerate(children):
        _node_u2(child, i, package, depth + 1, max_depth - 1, out)
    out.append(f"{pad}</node>")


def dump_u2(screen: Screen, max_depth: int = 50, root_in_active: bool = False) -> str:
    """The hierarchy as uiautomator2's server answers ``dumpWindowHierarchy(compressed,
    maxDepth, rootInActive)`` (openatx/android-uiautomator-server-jar, ``stub/
    AccessibilityNodeInfoDumper.java``, androidx.test.uiautomator's dumper): an
    ``indent-output`` ``KXmlSerializer`` document (each tag on a new ``\\r\\n`` line, two
    spaces a level), the attributes of ``uiautomator dump`` plus ``visible-to-user``,
    ``drawing-order`` [inferred: the sibling position], ``hint`` (``getHintText()``: the
    node's ``style["hint_text"]``, which a ``TextView`` sets whether or not it is empty and
    Chrome sets on a web field, else the hint an empty field shows) and ``display-id``,
    children below ``max_depth`` left out. ``root_in_active``: the active window's root
    only (what ``uiautomator dump`` serializes, so both parse to the same elements but for
    ``_esc_u2``'s surrogates); else that root then the other
    windows, top to bottom [simplified: a device also lists its status and navigation
    bars, which the simulated screen draws without nodes]. A node's ``RangeInfo`` value
    (a SeekBar's progress) would be its text; simulated nodes carry none.
    """
    roots = [screen.active.root]
    if not root_in_active:
        roots += [w.root for w in reversed(screen.windows) if w.root is not screen.active.root]
    out = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>",
           f'\r\n<hierarchy rotation="{screen.rotation}">']
    for root in roots:
        _node_u2(root, 0, root.package, 1, max_depth, out)
    out.append("\r\n</hierarchy>")
    return "".join(out)
