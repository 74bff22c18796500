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
