"""What a fired gate says: the clarifying question and the reply that carries it.

The question. MID-Bench §6 runs the frozen agent through an ask -> answer -> final-action
protocol but does not say how a gate that overrides the agent words its question
([inferred]): venus asks the same model, with the agent's own user turn (task, earlier
steps, dialogue, screenshot), to write the one short question whose answer would let it
act (``QUESTION_PROMPT``). The question is the model's, so the strict user simulator
still judges its specificity (MID-Bench §5.3, Ask-fail when it is too vague); an empty
reply falls back to ``FALLBACK_QUESTION``, which the strict simulator treats as too vague
to answer, so a gate gains nothing from a blank.

The reply. The wrapped agent receives a chat completion whose text is an ``ask_user``
action in its own output format (``ask_reply``), written in the shapes the parsers read
(``venus_tasks/agents/parsers``): json ``{"action_type": "ask_user", "text": ...}``,
``mobile_use`` ``ask_user`` for qwen/gui_owl/mai_ui, ``CallUser(content=...)`` for
ui_venus.
"""

from __future__ import annotations

import json
from typing import Any

QUESTION_PROMPT = """\
You help an assistant that operates an Android phone for a user. The user's request is \
not clear enough to choose the next action: some detail only the user knows is missing \
or ambiguous. Read the task, the earlier steps, the conversation and the screenshot, then \
write the one short, specific question to the user whose answer would let the assistant \
act. Reply with the question only."""

FALLBACK_QUESTION = "Could you tell me more precisely what you want me to do?"
MAX_QUESTION_CHARS = 300


def user_turn(messages: list[dict[str, Any]]) -> Any:
    """The content of the last ``user`` message of a chat request (text or parts list).

    Raises:
      ValueError: the request has no user message.
    """
    for m in reversed(messages):
        if m.get("role") == "user":
            return m.get("content")
    raise ValueError("the agent's request has no user message for the gate to read")


def question_messages(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The chat request that asks the model for the clarifying question."""
    return [{"role": "system", "content": QUESTION_PROMPT}, {"role": "user", "content": user_turn(messages)}]


def clean_question(reply: str | None) -> str:
    """The first non-empty line of ``reply`` without surrounding quotes or a ``Question:``
    label, cut to ``MAX_QUESTION_CHARS``; ``FALLBACK_QUESTION`` when nothing is left."""
    text = reply or ""
    if "</think>" in text:
        text = text.rsplit("</think>", 1)[1]
    for line in text.splitlines():
        line = line.strip()
        if line.lower().startswith("question:"):
            line = line[len("question:"):].strip()
        line = line.strip("\"'`“”‘’ ")
        if line:
            return line[:MAX_QUESTION_CHARS]
    return FALLBACK_QUESTION


def ask_reply(fmt: str, question: str) -> str:
    """Model-reply text holding ``ask_user(question)`` in output format ``fmt``.

    Raises:
      ValueError: unknown format.
    """
    if fmt == "json":
        return "Reason: the request is not clear enough to act; ask the user.\nAction: " + json.dumps(
            {"action_type": "ask_user", "text": question}, ensure_ascii=False)
    if fmt in ("qwen", "gui_owl", "mai_ui"):
        call = json.dumps({"name": "mobile_use", "arguments": {"action": "ask_user", "text": question}},
                          ensure_ascii=False)
        think = {"qwen": "Thought: the request is not clear enough to act.\nAction: Ask the user.\n",
                 "gui_owl": "<thinking>The request is not clear enough to act.</thinking>\n",
                 "mai_ui": "<thinking>\nThe request is not clear enough to act.\n</thinking>\n"}[fmt]
        return f"{think}<tool_call>\n{call}\n</tool_call>"
    if fmt == "ui_venus":
        quoted = question.replace("\\", "\\\\").replace("'", "\\'")
        return (f"<think>The request is not clear enough to act.</think>\n<action>CallUser(content='{quoted}')"
                "</action>\n<conclusion>Asked the user.</conclusion>")
    raise ValueError(f"no ask_user reply for output format {fmt!r}")
