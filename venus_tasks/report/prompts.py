"""The model's side of a step as the agents record it: the reply, the exact prompt and the
rest of the call's metadata, read from a trajectory entry's ``raw``.

Shapes read (``venus_tasks.agents``):

* ``--agent openai``: ``{"reply", "thought", "summary", "format", "coords",
  "image_size", "calls": [{"reply", "attempts", "finish_reason", "model", "usage"}],
  "usage", "prompt": [{"role", "content": str | [{"type": "text", "text"} |
  {"type": "image_url", "image_url": {"url": "<note>"}}]}]}``, images replaced by a note
  (``openai_agent.prompt_record``): the image the prompt referenced is the step's
  screenshot, saved as ``screenshots/<key>/step_NNN.png``;
* ``--agent http`` (push and pull): ``{"http_status", "attempts" | "posted", "raw": <the
  served agent's raw>}``; an agent served with ``python -m venus_tasks.agents.http_server``
  sends its own ``raw``, so a served openai agent's prompt is read from there;
* any other agent: a string (shown as the reply) or any JSON value (shown as metadata).
"""

from __future__ import annotations

from typing import Any, Mapping

# Keys of an http agent's wrapper around the served agent's raw.
_TRANSPORT = ("http_status", "attempts", "posted", "error", "body")


def split_raw(raw: Any) -> dict[str, Any]:
    """``{"reply": str | None, "prompt": [message] | None, "meta": {key: value},
    "transport": {key: value}}`` of a trajectory entry's ``raw`` (module docstring).

    ``meta`` is what is left of the agent's raw (the call list without the replies it
    repeats); ``transport`` the http wrapper's fields. A raw of another shape is the
    reply when it is a string, else ``meta`` (under ``raw`` when it is not a mapping)."""
    transport: dict[str, Any] = {}
    while isinstance(raw, Mapping) and "raw" in raw and set(raw) - {"raw"} <= set(_TRANSPORT):
        transport.update({k: v for k, v in raw.items() if k != "raw"})
        raw = raw["raw"]
    if isinstance(raw, Mapping) and not transport and set(raw) <= set(_TRANSPORT):
        return {"reply": None, "prompt": None, "meta": {}, "transport": dict(raw)}
    if raw is None or isinstance(raw, str):
        return {"reply": raw, "prompt": None, "meta": {}, "transport": transport}
    if not isinstance(raw, Mapping):
        return {"reply": None, "prompt": None, "meta": {"raw": raw}, "transport": transport}
    reply = raw.get("reply") if isinstance(raw.get("reply"), str) else None
    prompt = raw.get("prompt") if _is_messages(raw.get("prompt")) else None
    meta = {k: v for k, v in raw.items() if not (k == "reply" and reply is not None)
            and not (k == "prompt" and prompt is not None)}
    if isinstance(meta.get("calls"), list):
        meta["calls"] = [{k: v for k, v in c.items() if k != "reply"} if isinstance(c, Mapping) else c
                         for c in meta["calls"]]
    return {"reply": reply, "prompt": prompt, "meta": meta, "transport": transport}


def _is_messages(v: Any) -> bool:
    return isinstance(v, list) and bool(v) and all(isinstance(m, Mapping) and "content" in m for m in v)


def prompt_view(messages: list[Mapping[str, Any]], image_href: str | None) -> list[dict[str, Any]]:
    """The prompt's messages for the page: ``[{"role", "parts": [{"kind": "text", "text"} |
    {"kind": "image", "note", "href"}]}]``.

    An image part recorded as a note (``<this step's screenshot (1080x2400 png)>``) is the
    step's screenshot: ``href`` is ``image_href`` (its PNG, relative to the page; None when
    the run saved no screenshots). An image recorded with its bytes (a ``data:`` URL) is
    not shown again (``note`` says its size); any other URL is named, not fetched."""
    out = []
    for m in messages:
        content = m.get("content")
        parts: list[dict[str, Any]] = []
        for part in content if isinstance(content, list) else [content]:
            if isinstance(part, str):
                parts.append({"kind": "text", "text": part})
            elif isinstance(part, Mapping) and part.get("type") == "text":
                parts.append({"kind": "text", "text": str(part.get("text", ""))})
            elif isinstance(part, Mapping) and part.get("type") in ("image_url", "image"):
                url = part.get("image_url")
                url = url.get("url") if isinstance(url, Mapping) else url
                parts.append(_image(str(url or ""), image_href))
            elif part is not None:
                parts.append({"kind": "text", "text": str(part)})
        out.append({"role": str(m.get("role", "?")), "parts": parts})
    return out


def _image(url: str, image_href: str | None) -> dict[str, Any]:
    if url.startswith("<") and url.endswith(">"):
        return {"kind": "image", "note": url[1:-1], "href": image_href}
    if url.startswith("data:"):
        return {"kind": "image", "note": f"an image sent inline ({len(url)} characters of data URL), not kept",
                "href": None}
    return {"kind": "image", "note": f"image at {url}", "href": None}


def system_text(messages: list[Mapping[str, Any]]) -> str | None:
    """The text of the prompt's system message(s), or None: a page shows a system prompt
    once and refers to it from the steps whose system prompt is the same."""
    texts = [m["content"] for m in messages if m.get("role") == "system" and isinstance(m.get("content"), str)]
    return "\n".join(texts) if texts else None
