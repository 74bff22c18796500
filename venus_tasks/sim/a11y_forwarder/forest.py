"""The accessibility forest of the current screen, as android_env's forwarder app builds it.

``AndroidAccessibilityForest`` (android_env ``proto/a11y``): one ``AndroidAccessibilityWindowInfo``
per window, each with its nodes in breadth-first order (the root at depth 0, then its
children, ...), numbered by a per-window ``unique_id`` generator and linked by
``child_ids`` -- as ``AccessibilityTreeCreator.processNodesInWindow`` in AndroidWorld's
``google/apps/java/.../accessibilityforwarder/AccessibilityTreeCreator.kt`` does. Windows
come bottom first: the app walks ``getWindows()`` (top-most first) from the end.

Node fields are the ``AccessibilityNodeInfo`` fields ``uiautomator dump`` also shows
(``sim.screen.tree.UiNode``); ``is_editable`` is set on ``EditText`` nodes,
``is_visible_to_user`` on every node of the screen [sim: nodes scrolled out of view are not
in the model at all]; ``hint_text`` is an ``EditText``'s hint (``TextView``'s
``onInitializeAccessibilityNodeInfo`` sets it whether or not the field is empty; not in a
``uiautomator dump``; a web page's node in Chrome: Chrome's hint,
``sim.web.web_engine.android_hint``), kept in the node's ``style["hint_text"]``;
``tooltip_text`` and actions are empty [sim].
The active (topmost focusable) window is ``is_active`` and ``is_focused``.
"""

from __future__ import annotations

from android_env.proto.a11y import android_accessibility_forest_pb2 as forest_pb2
from android_env.proto.a11y import android_accessibility_node_info_pb2 as node_pb2
from android_env.proto.a11y import android_accessibility_tree_pb2 as tree_pb2
from android_env.proto.a11y import android_accessibility_window_info_pb2 as window_pb2
from android_env.proto.a11y import rect_pb2

_SYSTEM_WINDOWS = ("StatusBar", "NotificationShade", "Application Error")   # sim.screen.windows names


def _rect(bounds: tuple[int, int, int, int]) -> rect_pb2.ProtoRect:
    left, top, right, bottom = bounds
    return rect_pb2.ProtoRect(left=left, top=top, right=right, bottom=bottom)


def _nodes(root, window_id: int) -> list[node_pb2.AndroidAccessibilityNodeInfo]:
    """Breadth-first, ids 0.. in visiting order, depth by level."""
    order: list[tuple[object, int]] = []
    level, depth = [root], 0
    while level:
        order.extend((n, depth) for n in level)
        level = [c for n in level for c in n.children]
        depth += 1
    ids = {id(n): i for i, (n, _) in enumerate(order)}
    out = []
    for node, d in order:
        out.append(node_pb2.AndroidAccessibilityNodeInfo(
            unique_id=ids[id(node)], bounds_in_screen=_rect(node.bounds), class_name=node.cls,
            content_description=node.desc, package_name=node.package, text=node.text,
            view_id_resource_name=node.resource_id, window_id=window_id,
            is_checkable=node.checkable, is_checked=node.checked, is_clickable=node.clickable,
            is_editable=node.cls.endswith("EditText"), is_enabled=node.enabled,
            is_focusable=node.focusable, is_focused=node.focused, is_long_clickable=node.long_clickable,
            is_password=node.password, is_scrollable=node.scrollable, is_selected=node.selected,
            is_visible_to_user=True, child_ids=[ids[id(c)] for c in node.children], depth=d,
            text_selection_start=-1, text_selection_end=-1, hint_text=node.style.get("hint_text", "")))
    return out


def build(screen) -> forest_pb2.AndroidAccessibilityForest:
    """The forest of ``screen`` (a ``sim.screen.tree.Screen``)."""
    active = screen.active
    windows = []
    for layer, win in enumerate(screen.windows):
        window_id = layer + 1
        system = any(win.name.startswith(s) for s in _SYSTEM_WINDOWS)
        windows.append(window_pb2.AndroidAccessibilityWindowInfo(
            bounds_in_screen=_rect(win.root.bounds), display_id=0, id=window_id, layer=layer,
            window_type=(window_pb2.AndroidAccessibilityWindowInfo.TYPE_SYSTEM if system
                         else window_pb2.AndroidAccessibilityWindowInfo.TYPE_APPLICATION),
            is_active=win is active, is_focused=win is active,
            tree=tree_pb2.AndroidAccessibilityTree(nodes=_nodes(win.root, window_id))))
    return forest_pb2.AndroidAccessibilityForest(windows=windows)
