"""Local web pages for the browser tasks (no network: no CDN, no external fonts).

``button_page`` is a page of labelled buttons of which one is the target; pressing it shows
"Success!" (the text VenusBench-Mobile's browser verifier looks for on screen).
"""

from __future__ import annotations

import html
import json
import random

from venus_tasks.data.text import rng_of

_LABELS = ("Calculator", "Calendar", "Camera", "Clock", "Compass", "Map", "Music", "Notes", "Phone",
           "Photos", "Settings", "Weather", "Mail", "Chat", "Search", "Shop")
_COLORS = ("#e53935", "#8e24aa", "#3949ab", "#039be5", "#00897b", "#7cb342", "#fdd835", "#fb8c00",
           "#6d4c41", "#546e7a")


def button_page(seed: int | random.Random, n_buttons: int = 10, target: str | None = None) -> tuple[str, str]:
    """``(html, target label)``: ``n_buttons`` distinct labelled buttons in a seeded order."""
    rng = rng_of(seed)
    labels = rng.sample(_LABELS, n_buttons)
    target = target if target in labels else rng.choice(labels)
    buttons = "\n".join(
        f'<button style="background:{rng.choice(_COLORS)}" onclick="press({html.escape(json.dumps(lab))})">'
        f"{html.escape(lab)}</button>" for lab in labels)
    page = f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Task</title>
<style>body{{font-family:sans-serif;margin:24px}} button{{color:#fff;border:0;border-radius:12px;
font-size:20px;margin:8px;padding:18px 22px;min-width:40%}} #result{{font-size:28px;margin-top:24px}}</style>
</head><body>
<h1>Press the {html.escape(target)} button</h1>
{buttons}
<div id="result"></div>
<script>function press(label){{document.getElementById('result').textContent =
 label === {json.dumps(target)} ? 'Success!' : 'Try again';}}</script>
</body></html>
"""
    return page, target


def article_page(title: str, paragraphs: list[str]) -> str:
    """A simple article page."""
    body = "\n".join(f"<p>{html.escape(p)}</p>" for p in paragraphs)
    return (f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>{html.escape(title)}</title></head>'
            f"<body><h1>{html.escape(title)}</h1>\n{body}\n</body></html>\n")
