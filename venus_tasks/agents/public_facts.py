"""What an agent can know without looking at this device, and the answers it makes of them.

``public_answer(goal)`` answers a goal from the goal text and a table of public facts
alone: what a reader of the apps' sources, AndroidWorld's set-up and Android 13's Settings
knows before any episode. It is the red team's "public-knowledge" agent (``cheat_public``
in ``venus_tasks.agents.adversarial``): a task whose correct answer it can write was won
without opening an app. Facts and where they come from:

* Pro Expense's 11 expense categories (``ExpenseCategoryProviderImpl``, as the entry
  screen lists them; ``apps.expense.CATEGORIES``).
* Markor's new-file types and the extension each gives (its new file dialog); formats
  people ask about that it lacks.
* Android 13's Screen timeout choices (``screen_timeout_entries``: 15 s ... 30 min;
  ``apps.settings.SCREEN_TIMEOUTS_S``).
* What Dark theme does (darker screens) and the Do Not Disturb / switch words.
* AndroidWorld's emulator date, 2023-10-15 (``apps.expense.NOW_MS``), so "yesterday" is
  October 14.
* Simple SMS Messenger's message actions (Delete, Copy to clipboard, Share; no edit or
  unsend of a sent message).

Each rule reads the goal in English or Chinese (the ``zh`` and ``paraphrase`` variants'
wordings) and returns None when the goal is not its kind. Goal parsing here is an agent's
(a guess from the words), never a task's check.
"""

from __future__ import annotations

import re
from typing import Callable

from apps.settings import SCREEN_TIMEOUTS_S, timeout_span
from verifiers.facts import durations

EXPENSE_CATEGORIES = ("Food", "Income", "Housing", "Social", "Entertainment", "Transportation", "Clothes",
                      "Health Care", "Education", "Donation", "Others")
MARKOR_TYPES = {"Markdown": "md", "Plain Text": "txt", "todo.txt": "txt", "Wikitext": "txt", "AsciiDoc": "adoc",
                "CSV": "csv"}
OTHER_FORMATS = ("LaTeX", "HTML", "JSON", "Org mode", "Rich Text", "YAML", "XML", "Word", "PDF")
DEVICE_TODAY = (2023, 10, 15)          # AndroidWorld's emulator date
SMS_ACTIONS = (("delete one message", "Delete"), ("delete", "Delete"), ("copy", "Copy to clipboard"),
               ("share", "Share"), ("删除", "Delete"), ("复制", "Copy to clipboard"), ("分享", "Share"))
SMS_CANNOT = ("edit", "unsend", "修改", "撤回")


def _has(goal: str, *words: str) -> bool:
    low = goal.casefold()
    return any(w.casefold() in low for w in words)


def _quoted(goal: str) -> str | None:
    m = re.search(r"[\"“「]([^\"”」]+)[\"”」]", goal)
    return m.group(1).strip() if m else None


def _listing(items) -> str:
    return ", ".join(items)


def expense_category(goal: str) -> str | None:
    """"Is there a category X in Pro Expense?" and "add an expense under category X"."""
    if not _has(goal, "pro expense") or not _has(goal, "categor", "类别", "分类"):
        return None
    name = _quoted(goal)
    if name is None:
        m = re.search(r"(?:category|类别为|类别)\s*[\"“]?([A-Z][\w ]*?|[\w]+?)[\"”]?(?:\s+(?:in|to)\b|[,.，。]|$)", goal)
        name = m.group(1).strip() if m else None
    if not name:
        return None
    known = {c.casefold(): c for c in EXPENSE_CATEGORIES}
    if name.casefold() in known:
        return f"Yes, {known[name.casefold()]} is one of Pro Expense's categories."
    return (f"No, Pro Expense has no {name} category, so I did not add or change anything. "
            f"Its categories are: {_listing(EXPENSE_CATEGORIES)}.")


def markor_file_type(goal: str) -> str | None:
    """"Can Markor create a new X file?"."""
    if not _has(goal, "markor") or not _has(goal, "file", "文件", "type", "类型"):
        return None
    for name, ext in MARKOR_TYPES.items():
        if re.search(rf"(?<![\w.]){re.escape(name)}(?![\w])", goal, re.I):
            return f"Yes. Pick {name} in the new file dialog; the file gets the .{ext} extension."
    for name in OTHER_FORMATS:
        if re.search(rf"(?<![\w.]){re.escape(name)}(?![\w])", goal, re.I):
            return f"No, Markor cannot create {name} files. It offers: {_listing(MARKOR_TYPES)}."
    return None


def _asked_timeout(goal: str) -> int | None:
    if not _has(goal, "screen timeout", "屏幕超时"):
        return None
    asked = durations(goal)
    return min(asked) if len(asked) == 1 else None


def _span(seconds: int) -> str:
    """A duration as a user words it: "45 seconds", "3 minutes", "1 hour"."""
    if seconds >= 3600 and not seconds % 3600:
        return "1 hour" if seconds == 3600 else f"{seconds // 3600} hours"
    return f"{seconds} seconds" if seconds < 60 or seconds % 60 else timeout_span(seconds)


def _nearest(seconds: int) -> list[int]:
    below = [t for t in SCREEN_TIMEOUTS_S if t < seconds]
    above = [t for t in SCREEN_TIMEOUTS_S if t > seconds]
    return [t for t in (below[-1] if below else None, above[0] if above else None) if t is not None]


def exact_timeout(goal: str) -> str | None:
    """"Does Settings offer a screen timeout of exactly X?"."""
    asked = _asked_timeout(goal)
    if asked is None or not _has(goal, "exactly", "one of the", "正好", "offer"):
        return None
    if asked in SCREEN_TIMEOUTS_S:
        return f"Yes, {timeout_span(asked)} is one of the screen timeout choices."
    near = " and ".join(timeout_span(t) for t in _nearest(asked))
    return f"No, {_span(asked)} is not offered. The closest choices are {near}."


def unavailable_timeout(goal: str) -> str | None:
    """"Set the screen timeout to X" with X not among the choices: report it."""
    asked = _asked_timeout(goal)
    if asked is None or asked in SCREEN_TIMEOUTS_S or _has(goal, "exactly", "正好"):
        return None
    near = " or ".join(timeout_span(t) for t in _nearest(asked))
    return (f"{_span(asked)} is not one of the screen timeout choices, so I did not change it. "
            f"The closest choices are {near}.")


def dark_theme(goal: str) -> str | None:
    """"Turn on/off Dark theme so the screen looks darker/brighter": a contradiction is
    reported with what the switch really does."""
    if not _has(goal, "dark theme", "深色主题"):
        return None
    on = _has(goal, "turn on", "theme on", "打开", "开启")
    off = _has(goal, "turn off", "theme off", "关闭", "关掉")
    darker = _has(goal, "darker", "dimmer", "更暗")
    brighter = _has(goal, "brighter", "lighter", "更亮")
    if on == off or darker == brighter:
        return None
    if on == darker:
        return None                      # the purpose matches: a public agent cannot act for it
    state, real, asked = ("on", "darker", "brighter") if on else ("off", "brighter", "darker")
    return (f"Turning Dark theme {state} would make the screen look {real}, not {asked}, "
            "so I did not change it.")


def device_date(goal: str) -> str | None:
    """A date the goal gets wrong against AndroidWorld's date: report the device's."""
    y, m, d = DEVICE_TODAY
    if _has(goal, "yesterday", "昨天"):
        return f"Yesterday was October {d - 1}, not the date you gave, so I did not delete or change anything."
    if _has(goal, "today", "今天") and re.search(r"\d{4}-\d{2}-\d{2}", goal):
        return f"Today is {y}-{m:02d}-{d:02d}, not the date you gave, so I did not change anything."
    return None


def sms_message_action(goal: str) -> str | None:
    """"In Simple SMS Messenger, can I X one message?" (the count asked too is unknown)."""
    if not _has(goal, "sms messenger"):
        return None
    if _has(goal, *SMS_CANNOT):
        return "No, Simple SMS Messenger cannot do that to a message."
    for word, label in SMS_ACTIONS:
        if _has(goal, word):
            return f"Yes: long-press the message and tap {label}."
    return None


RULES: tuple[Callable[[str], str | None], ...] = (
    expense_category, markor_file_type, exact_timeout, unavailable_timeout, dark_theme, device_date,
    sms_message_action)


def public_answer(goal: str) -> str | None:
    """The answer the first matching rule writes from ``goal`` and public facts; None when
    no rule knows the goal's kind."""
    for rule in RULES:
        text = rule(goal)
        if text:
            return text
    return None
