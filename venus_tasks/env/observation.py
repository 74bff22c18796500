"""What an agent sees at each step: screenshot, UI elements, dialogue.

UI elements are parsed from ``uiautomator dump`` XML, whose node attributes follow AOSP
``cmds/uiautomator/.../AccessibilityNodeInfoDumper.java``. Like AndroidWorld's
``xml_dump_to_ui_elements`` we keep a node if it is a leaf, has a content description,
or is scrollable.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Sequence
import xml.etree.ElementTree as ET

import numpy as np

_BOUNDS = re.compile(r"\[(-?\d+),(-?\d+)\]\[(-?\d+),(-?\d+)\]")


@dataclasses.dataclass(frozen=True)
class BoundingBox:
    """Pixel box ``[x_min, x_max) x [y_min, y_max)`` in screen coordinates."""

    x_min: int
    y_min: int
    x_max: int
    y_max: int

    @property
    def center(self) -> tuple[int, int]:
        return ((self.x_min + self.x_max) // 2, (self.y_min + self.y_max) // 2)

    @property
    def width(self) -> int:
        return self.x_max - self.x_min

    @property
    def height(self) -> int:
        return self.y_max - self.y_min


@dataclasses.dataclass(frozen=True)
class UIElement:
    """One accessibility node, AndroidWorld ``representation_utils.UIElement``-like."""

    text: str = ""
    content_description: str = ""
    class_name: str = ""
    resource_id: str = ""
    package_name: str = ""
    bbox: BoundingBox | None = None
    is_clickable: bool = False
    is_long_clickable: bool = False
    is_checkable: bool = False
    is_checked: bool = False
    is_enabled: bool = True
    is_focusable: bool = False
    is_focused: bool = False
    is_scrollable: bool = False
    is_selected: bool = False
    is_password: bool = False

    def describe(self) -> str:
        """A one-line description for text prompts, e.g. ``Button "OK" clickable @(540,1200)``."""
        label = self.text or self.content_description or self.resource_id.rsplit("/", 1)[-1]
        kind = self.class_name.rsplit(".", 1)[-1]
        flags = [n for n, v in (("clickable", self.is_clickable), ("scrollable", self.is_scrollable),
                                ("checked", self.is_checked)) if v]
        where = f" @{self.bbox.center}" if self.bbox else ""
        return f'{kind} "{label}"{(" " + " ".join(flags)) if flags else ""}{where}'


def parse_ui_dump(xml_text: str) -> list[UIElement]:
    """Parse ``uiautomator dump`` XML into the kept UI elements, in document order.

    Raises:
      ValueError: the text is not a uiautomator hierarchy.
    """
    try:
        root = ET.fromstring(xml_text)
    except ET.ParseError as e:
        raise ValueError(f"not a uiautomator dump: {e}") from e
    if root.tag != "hierarchy":
        raise ValueError(f"not a uiautomator dump: root element is <{root.tag}>")
    out: list[UIElement] = []
    for node in root.iter("node"):
        a = node.attrib
        is_leaf = len(node.findall("node")) == 0
        if not (is_leaf or a.get("content-desc") or a.get("scrollable") == "true"):
            continue
        m = _BOUNDS.fullmatch(a.get("bounds", ""))
        bbox = BoundingBox(int(m[1]), int(m[2]), int(m[3]), int(m[4])) if m else None
        t = lambda k: a.get(k) == "true"  # noqa: E731
        out.append(UIElement(
            text=a.get("text", ""), content_description=a.get("content-desc", ""),
            class_name=a.get("class", ""), resource_id=a.get("resource-id", ""),
            package_name=a.get("package", ""), bbox=bbox,
            is_clickable=t("clickable"), is_long_clickable=t("long-clickable"),
            is_checkable=t("checkable"), is_checked=t("checked"),
            is_enabled=a.get("enabled", "true") == "true", is_focusable=t("focusable"),
            is_focused=t("focused"), is_scrollable=t("scrollable"), is_selected=t("selected"),
            is_password=t("password"),
        ))
    return out


@dataclasses.dataclass(frozen=True)
class Observation:
    """The agent's input at one step.

    Attributes:
      step: 0-based step index within the episode.
      screenshot: RGB image, ``uint8`` array of shape (height, width, 3), physical pixels.
      ui_elements: elements parsed from the UI dump, as the agent gets them (empty with
        ``--noui_tree``: a pixel-only agent).
      screen_elements: the same dump as the harness reads it, whether or not the agent
        gets ``ui_elements``: what the user simulator's grounding (``DialogueContext.shown``),
        on-screen noise triggers and on-screen rounds read, so a pixel-only agent meets
        them as any other does. Not sent to agents over HTTP.
      foreground: ``package/activity`` of the focused window, or None.
      user_messages: texts from the user since the previous step: replies to
        ``ask_user`` and follow-up instructions (multi-round tasks), oldest first.
      max_steps: the episode's step budget (the loop fills it; None outside an episode),
        so ``max_steps - step`` steps are left including this one.
    """

    step: int
    screenshot: np.ndarray
    ui_elements: tuple[UIElement, ...] = ()
    foreground: str | None = None
    user_messages: tuple[str, ...] = ()
    max_steps: int | None = None
    screen_elements: tuple[UIElement, ...] = ()

    @property
    def screen_size(self) -> tuple[int, int]:
        """(width, height) of the screenshot in pixels."""
        return (int(self.screenshot.shape[1]), int(self.screenshot.shape[0]))


def screen_texts(elements: Sequence[UIElement]) -> set[str]:
    """What one screen shows as text (the ``UIElement``s of one dump): every element's text
    and content description, and for a switch, check box or radio button its state, ``"LABEL (on)"`` or ``"LABEL (off)"``, once per
    text on its row (the texts whose box overlaps it vertically; its own text if it has
    one), as a screen reader reads "Wi-Fi, switch, on" from a Settings row."""
    out: set[str] = set()
    for e in elements:
        out.update(t for t in (e.text, e.content_description) if t)
    for e in elements:
        if not e.is_checkable:
            continue
        state = "on" if e.is_checked else "off"
        labels = [e.text] if e.text else [
            o.text for o in elements if o is not e and o.text and o.bbox and e.bbox
            and o.bbox.y_min < e.bbox.y_max and e.bbox.y_min < o.bbox.y_max]
        out.update(f"{label} ({state})" for label in labels)
    return out
