"""The view model of one episode page: the record's fields, its error, verdict, dialogue,
noise, variant read-backs, rounds, and each step with its thumbnail and action."""

from __future__ import annotations

import collections
import os
from typing import Any, Callable, Mapping

from venus_tasks.report import fmt
from venus_tasks.report.index import failure_reason
from venus_tasks.report.names import page_stem, screenshot_href
from venus_tasks.report.prompts import prompt_view, split_raw, system_text
from venus_tasks.report.summary import CATEGORY_NAMES
from venus_tasks.report.thumbnails import thumbnail_uri

# Record keys shown by a section of their own; any other key is listed under "more".
_SHOWN = frozenset({
    "task", "instance_id", "seed", "category", "variant", "pudam", "evaluation", "goal", "agent", "max_steps",
    "outcome", "score", "success", "steps", "answer", "trajectory", "dialogue", "usage", "error", "verdict",
    "noise_plan", "noise", "rounds", "repeat", "device_variant", "started_at", "duration_s", "key", "no_result",
    "interaction", "attempts", "draw_seed", "attempt"})
# Trajectory entry keys shown in the step's own fields.
_ENTRY_SHOWN = frozenset({"step", "action", "usage", "raw", "invalid", "dropped", "element"})

Thumbnailer = Callable[[str, Mapping[str, Any] | None], str]


def episode_view(record: Mapping[str, Any], screenshots: Mapping[int, str], prev_key: str | None = None,
                 next_key: str | None = None, thumbnailer: Thumbnailer = thumbnail_uri) -> dict[str, Any]:
    """Everything ``episode.html`` shows for ``record`` (an ``episodes.jsonl`` record).

    Args:
      screenshots: ``{step: png path}`` of the episode (``RunData.screenshots``).
      prev_key, next_key: the neighbouring episodes in the index (for links), or None.
      thumbnailer: ``(png path, trajectory entry or None) -> data URI``.

    A screenshot that cannot be read is reported on its step (``thumb_error``), not raised.
    """
    key = record["key"]
    error = record.get("error")
    return {
        "key": key,
        "stem": page_stem(key),
        "prev": {"key": prev_key, "href": page_stem(prev_key) + ".html"} if prev_key else None,
        "next": {"key": next_key, "href": page_stem(next_key) + ".html"} if next_key else None,
        "record": record,
        "facts": _facts(record),
        "error_headline": fmt.error_headline(error),
        "reason": failure_reason(record),
        "error": error if isinstance(error, str) and error.strip() else None,
        "verdict": record.get("verdict") or {},
        "dialogue": _list_of_dicts(record.get("dialogue")),
        "noise": _list_of_dicts(record.get("noise")),
        "noise_plan": _list_of_dicts(record.get("noise_plan")),
        "device_variant": record.get("device_variant") or {},
        "rounds": _list_of_dicts(record.get("rounds")),
        "interaction": record.get("interaction") or {},
        "steps": steps(record, screenshots, thumbnailer),
        "more": {k: v for k, v in record.items() if k not in _SHOWN},
    }


def _facts(r: Mapping[str, Any]) -> list[tuple[str, str]]:
    usage = r.get("usage") or {}
    category = str(r.get("category", "-"))
    return [
        ("task", str(r.get("task", "-"))),
        ("category", category + (f" ({CATEGORY_NAMES[category]})" if category in CATEGORY_NAMES else "")),
        ("instance / seed", f"{fmt.num(r.get('instance_id'))} / {fmt.num(r.get('seed'))}"
                            + (f", drawn with {fmt.num(r['draw_seed'])}" if r.get("draw_seed") not in (None, r.get("seed"))
                               else "") + (f" (attempt {fmt.num(r['attempt'])})" if r.get("attempt") else "")),
        ("variant", (r.get("variant") or "original") + (f", repeat {r['repeat']}" if r.get("repeat") else "")),
        ("evaluation", str(r.get("evaluation", "-"))),
        ("PUDAM", " ".join(f"{k.upper()}{v}" for k, v in (r.get("pudam") or {}).items()) or "-"),
        ("agent", str(r.get("agent", "-"))),
        ("steps", f"{fmt.num(r.get('steps'))} of {fmt.num(r.get('max_steps'))}"),
        ("tokens", f"{fmt.num(usage.get('prompt_tokens', 0))} prompt, {fmt.num(usage.get('completion_tokens', 0))} "
                   f"output, {fmt.num(usage.get('cached_tokens', 0))} cached (source {usage.get('source', '-')})"),
        ("started", fmt.when(r.get("started_at"))),
        ("duration", fmt.duration(r.get("duration_s"))),
        ("attempts", fmt.num(r.get("attempts"))),
    ]


def _list_of_dicts(v: Any) -> list[dict[str, Any]]:
    if not isinstance(v, list):
        return []
    return [dict(x) if isinstance(x, Mapping) else {"value": x} for x in v]


def steps(record: Mapping[str, Any], screenshots: Mapping[int, str], thumbnailer: Thumbnailer) -> list[dict[str, Any]]:
    """One entry per step that has an action or a screenshot, in step order: ``step``,
    ``summary`` (one line), ``action`` (the action dict), ``reply`` (the model's reply
    text, or None), ``prompt`` (``{"messages": prompts.prompt_view, "system_same_as":
    step}`` or None: the exact prompt the agent recorded, its system message left out
    when an earlier step sent the same one, ``system_same_as`` naming that step),
    ``meta`` (the rest of the agent's ``raw``: call metadata, transport), ``usage``,
    ``invalid``, ``dropped``, ``element``, ``thumb`` (data URI or None), ``thumb_error``,
    ``full_href`` (the PNG, relative to the page), ``dialogue`` and ``noise`` (what
    happened at that step), ``flags`` (``invalid``, ``dropped``, ``ask``, ``answer``,
    ``end``, ``user``, ``noise``: marks for the step strip) and ``more`` (other entry keys)."""
    key = record["key"]
    entries = {e["step"]: e for e in record.get("trajectory") or [] if isinstance(e, Mapping)
               and isinstance(e.get("step"), int)}
    at = collections.defaultdict(list)
    for turn in _list_of_dicts(record.get("dialogue")):
        at[("dialogue", turn.get("step"))].append(turn)
    for event in _list_of_dicts(record.get("noise")):
        at[("noise", event.get("step"))].append(event)
    out = []
    systems: dict[str, int] = {}
    for step in sorted(set(entries) | set(screenshots)):
        entry = entries.get(step)
        action = (entry or {}).get("action") or {}
        thumb, thumb_error = None, None
        if step in screenshots:
            try:
                thumb = thumbnailer(screenshots[step], entry)
            except (OSError, ValueError) as e:
                thumb_error = f"{os.path.basename(screenshots[step])} cannot be read: {e}"
        full_href = screenshot_href(key, step) if step in screenshots else None
        model = split_raw((entry or {}).get("raw"))
        prompt = None
        if model["prompt"]:
            messages = model["prompt"]
            system = system_text(messages)
            same = systems.get(system) if system is not None else None
            if system is not None and same is None:
                systems[system] = step
            elif same is not None:
                messages = [m for m in messages if m.get("role") != "system"]
            prompt = {"messages": prompt_view(messages, full_href), "system_same_as": same}
        meta = {**model["meta"], **({"transport": model["transport"]} if model["transport"] else {})}
        dialogue, noise = at[("dialogue", step)], at[("noise", step)]
        kind = action.get("action_type")
        flags = [f for f, on in (("invalid", (entry or {}).get("invalid")), ("dropped", (entry or {}).get("dropped")),
                                 ("ask", kind == "ask_user"), ("answer", kind == "answer"), ("end", kind == "status"),
                                 ("user", any(t.get("role") == "user" for t in dialogue)), ("noise", bool(noise)))
                 if on]
        out.append({
            "step": step,
            "has_action": entry is not None,
            "summary": action_summary(action) if entry is not None else "no action: the episode ended here",
            "action": action,
            "reply": model["reply"],
            "prompt": prompt,
            "meta": meta,
            "usage": (entry or {}).get("usage") or {},
            "invalid": (entry or {}).get("invalid"),
            "dropped": (entry or {}).get("dropped"),
            "element": (entry or {}).get("element"),
            "thumb": thumb,
            "thumb_error": thumb_error,
            "full_href": full_href,
            "dialogue": dialogue,
            "noise": noise,
            "flags": flags,
            "more": {k: v for k, v in (entry or {}).items() if k not in _ENTRY_SHOWN},
        })
    return out


def action_summary(action: Mapping[str, Any]) -> str:
    """A one-line description: ``click (540, 1200)``, ``click element 4``, ``scroll down``,
    ``input_text "hello"``, ``open_app Settings``, ``status complete``, ..."""
    kind = str(action.get("action_type", "?"))
    parts = [kind]
    if action.get("x") is not None or action.get("y") is not None:
        parts.append(f"({action.get('x')}, {action.get('y')})")
    if action.get("index") is not None:
        parts.append(f"element {action['index']}")
    for field in ("direction", "goal_status", "app_name", "keycode"):
        if action.get(field):
            parts.append(str(action[field]))
    if action.get("text") is not None:
        text = str(action["text"])
        parts.append(fmt.compact_json(text if len(text) <= 80 else text[:77] + "..."))
    if action.get("clear_text"):
        parts.append("(clear first)")
    return " ".join(parts)
